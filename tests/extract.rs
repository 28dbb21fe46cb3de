//! `extract`: discovery of context files (nested, tool directories, imports, ignored files,
//! revisions) and the JSON contract.

use crate::support::TestRepo;

fn extract(repo: &TestRepo, args: &[&str]) -> serde_json::Value {
    let mut all = vec!["extract", "--format", "json"];
    all.extend_from_slice(args);
    let run = repo.run(&all);
    assert_eq!(run.code, 0, "{run:?}");
    run.json()
}

fn files_of(json: &serde_json::Value) -> Vec<String> {
    let mut files: Vec<String> = json["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["file"].as_str().unwrap().to_owned())
        .collect();
    files.dedup();
    files
}

#[test]
fn discovers_context_files_and_follows_imports() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Rules\n\n- Never edit `gen/`.\n");
    repo.write("CLAUDE.md", "@AGENTS.md\n@docs/claude-extra.md\n@missing.md\n");
    repo.write("docs/claude-extra.md", "- Use `pnpm` for everything.\n");
    repo.write("pkg/AGENTS.md", "- Commit subjects start with `pkg:`.\n");
    repo.write(
        ".github/copilot-instructions.md",
        "- Prefer `async`/`await` over `.then()`.\n",
    );
    repo.write("ignored/AGENTS.md", "- Ignored.\n");
    repo.write(".gitignore", "ignored/\n");
    repo.write("README.md", "- Not a context file.\n");
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stderr.contains("imports `missing.md`, which does not exist"),
        "a missing import is a diagnostic: {}",
        run.stderr
    );
    let mut files = files_of(&run.json());
    files.sort();
    // CLAUDE.md holds only imports: no instructions of its own.
    assert_eq!(
        files,
        [
            ".github/copilot-instructions.md",
            "AGENTS.md",
            "docs/claude-extra.md",
            "pkg/AGENTS.md"
        ],
        "each file once, imports followed, ignored and non-context files skipped"
    );
}

#[test]
fn json_contract_of_an_instruction() {
    let repo = TestRepo::new();
    repo.write("pkg/AGENTS.md", "# Conventions\n\n## Python\n\n- Write `# @tracked` directly below the def line of every Python function you add.\n");
    let json = extract(&repo, &[]);
    let i = &json["instructions"][0];
    let mut keys: Vec<_> = i.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "actionable",
            "category",
            "end_line",
            "explicit",
            "file",
            "fingerprint",
            "heading",
            "line",
            "observable",
            "scope",
            "text",
            "wording"
        ]
    );
    assert_eq!(i["file"], "pkg/AGENTS.md");
    assert_eq!(i["line"], 5);
    assert_eq!(i["heading"], serde_json::json!(["Conventions", "Python"]));
    assert_eq!(
        i["text"],
        "Write `# @tracked` directly below the def line of every Python function you add."
    );
    assert_eq!(i["scope"], "pkg");
    assert_eq!(
        (i["explicit"].as_bool(), i["actionable"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(i["wording"], "prescriptive");
    // --explain adds the reasons.
    let json = extract(&repo, &["--explain"]);
    assert!(json["instructions"][0]["reasons"]["observable"].as_str().is_some());
}

#[test]
fn fingerprints_survive_unrelated_edits_and_rev_reads_history() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "- Never edit `gen/`.\n");
    repo.commit_all("docs: rules");
    let before = extract(&repo, &[])["instructions"][0]["fingerprint"].clone();
    repo.write(
        "AGENTS.md",
        "# Added heading\n\nSome intro.\n\n- **Never** edit  `gen/`\n",
    );
    let json = extract(&repo, &[]);
    let moved = json["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["text"].as_str().unwrap().contains("gen/"))
        .unwrap();
    assert_eq!(moved["fingerprint"], before);
    assert_eq!(moved["line"], 5);
    // --rev reads the committed version.
    let old = extract(&repo, &["--rev", "HEAD"]);
    assert_eq!(old["instructions"][0]["line"], 1);
}

#[test]
fn bad_context_files_are_diagnostics_not_crashes() {
    let repo = TestRepo::new();
    repo.write_bytes("AGENTS.md", b"- Use caf\xe9 rules.\n");
    repo.write_bytes("pkg/AGENTS.md", b"\x00\x01binary");
    repo.write("big/AGENTS.md", &"- Use x.\n".repeat(130_000));
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stderr.contains("not UTF-8") && run.stderr.contains("binary") && run.stderr.contains("larger than 1 MiB"),
        "{}",
        run.stderr
    );
    assert_eq!(files_of(&run.json()), ["AGENTS.md"]);
}

#[test]
fn symlinked_context_files_are_followed_at_a_revision() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "- Never edit `gen/`.\n");
    std::os::unix::fs::symlink("AGENTS.md", repo.path("CLAUDE.md")).unwrap();
    std::os::unix::fs::symlink("loop-b/CLAUDE.md", repo.path("loop-a")).unwrap();
    std::fs::create_dir_all(repo.path("pkg")).unwrap();
    std::os::unix::fs::symlink("CLAUDE.md", repo.path("pkg/CLAUDE.md")).unwrap(); // points at itself
    repo.commit_all("context files");
    let at_head = repo.run(&["extract", "--format", "json", "--rev", "HEAD"]);
    assert_eq!(at_head.code, 0, "{at_head:?}");
    let texts: Vec<(String, String)> = at_head.json()["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["file"].as_str().unwrap().to_owned(),
                i["text"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        texts,
        [("AGENTS.md".to_owned(), "Never edit `gen/`.".to_owned())],
        "the symlink is read as its target, once, under the target's name; the self-link ends"
    );
    // In the work tree the self-link is a file-system loop: a diagnostic, not an error.
    let worktree = repo.run(&["extract", "--format", "json"]);
    assert_eq!(worktree.code, 0, "{worktree:?}");
    assert!(worktree.stderr.contains("pkg/CLAUDE.md"), "{}", worktree.stderr);
}

#[test]
fn a_link_that_governs_another_directory_than_its_target_keeps_its_name() {
    // yamadashy/repomix (round 22): the root AGENTS.md and CLAUDE.md lead to
    // `.agents/rules/base.md`; read under that name, its rules governed `.agents/rules/` only.
    let repo = TestRepo::new();
    repo.write(".agents/rules/base.md", "# Rules\n\n- Use Conventional Commits.\n");
    std::os::unix::fs::symlink(".agents/rules/base.md", repo.path("AGENTS.md")).unwrap();
    std::os::unix::fs::symlink(".agents/rules/base.md", repo.path("CLAUDE.md")).unwrap();
    repo.commit_all("context files");
    let run = repo.run(&["extract", "--format", "json", "--rev", "HEAD"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(files_of(&run.json()), ["AGENTS.md"], "{}", run.stdout);
    // The rule it compiles judges the whole repository's commits.
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    repo.write("src/app.py", "x = 1\n");
    let bad = repo.commit_all("added stuff");
    let check = repo.run(&["check", &bad]);
    assert_eq!(check.code, 1, "{check:?}");
}

#[test]
fn front_matter_globs_scope_instructions_and_bad_front_matter_is_located() {
    let repo = TestRepo::new();
    repo.write(
        ".github/instructions/python.instructions.md",
        "---\napplyTo: \"src/**/*.py, tests/**/*.py\"\n---\n- Never call `print()`.\n",
    );
    repo.write(
        ".cursor/rules/web.mdc",
        "---\ndescription: web\nglobs:\n  - web/**\nalwaysApply: false\n---\n- Use `pnpm`.\n",
    );
    repo.write(
        ".cursor/rules/all.mdc",
        "---\nglobs: '**'\nalwaysApply: true\n---\n- Use tabs.\n",
    );
    // Always loaded, but about the files its globs name (Auto-one-Family/Automation-One).
    repo.write(
        ".cursor/rules/front.mdc",
        "---\nglobs: \"El Frontend/**/*.ts\"\nalwaysApply: true\n---\n- Use tabs.\n",
    );
    repo.write(
        ".github/instructions/broken.instructions.md",
        "---\napplyTo: [src/**\n---\n- Use tabs.\n",
    );
    // Claude Code's project rules: any depth under `.claude/rules/`, scoped by `paths:`.
    repo.write(
        ".claude/rules/api/handlers.md",
        "---\npaths:\n  - \"src/api/**/*.{ts,tsx}\"\n---\n- Never call `console.log`.\n",
    );
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let by_file: std::collections::BTreeMap<String, serde_json::Value> = run.json()["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["file"].as_str().unwrap().to_owned(), i["applies_to"].clone()))
        .collect();
    assert_eq!(
        by_file[".github/instructions/python.instructions.md"],
        serde_json::json!(["src/**/*.py", "tests/**/*.py"])
    );
    assert_eq!(by_file[".cursor/rules/web.mdc"], serde_json::json!(["web/**"]));
    assert_eq!(
        by_file[".claude/rules/api/handlers.md"],
        serde_json::json!(["src/api/**/*.{ts,tsx}"])
    );
    assert!(
        by_file[".cursor/rules/all.mdc"].is_null(),
        "alwaysApply: true with `**` is the whole scope"
    );
    assert_eq!(
        by_file[".cursor/rules/front.mdc"],
        serde_json::json!(["El Frontend/**/*.ts"])
    );
    assert!(by_file[".github/instructions/broken.instructions.md"].is_null());
    assert!(
        run.stderr.contains("front matter is not valid YAML")
            && run.stderr.contains(".github/instructions/broken.instructions.md:2:"),
        "{}",
        run.stderr
    );
}

/// The instructions' `file`s, the rules' `from.file`s, lint's findings and audit's rows of a
/// repository: each instruction counted once, under the file that is the real one.
fn each_instruction_once(repo: &TestRepo) {
    let json = extract(repo, &[]);
    let files: Vec<&str> = json["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, ["AGENTS.md", "AGENTS.md"], "extract: {json}");

    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    assert_eq!(rules.matches("kind: forbid-paths").count(), 1, "init: {rules}");
    assert!(!rules.contains("file: CLAUDE.md"), "init: {rules}");
    repo.commit_all("chore: rules");

    let lint = repo.run(&["lint", "--format", "json"]);
    let findings = lint.json()["findings"].as_array().unwrap().clone();
    assert!(
        findings.iter().all(|f| f["code"] != "duplicate-instruction"),
        "lint: {findings:?}"
    );

    repo.write("gen/x.txt", "x\n");
    repo.commit_all("feat: x");
    let audit = repo.run(&["audit", "--format", "json"]);
    assert_eq!(audit.code, 0, "{audit:?}");
    let rows = audit.json()["instructions"].as_array().unwrap().clone();
    let gen_rows = rows
        .iter()
        .filter(|r| r["instruction"]["text"].as_str().unwrap_or("").contains("gen/"))
        .count();
    assert_eq!(gen_rows, 1, "audit: {rows:?}");
}

const AGENTS_TWO: &str =
    "# Rules\n\n- Never edit files under `gen/`.\n- Use Conventional Commits for commit messages.\n";

/// Issue #17 item 5: a CLAUDE.md that is a symlink of AGENTS.md adds nothing twice.
#[cfg(unix)]
#[test]
fn symlinked_claude_md_adds_no_second_rule() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", AGENTS_TWO);
    std::os::unix::fs::symlink("AGENTS.md", repo.path("CLAUDE.md")).unwrap();
    repo.commit_all("docs: context");
    each_instruction_once(&repo);
}

/// Issue #17 item 5: a CLAUDE.md whose only content is `@AGENTS.md` adds nothing twice.
#[test]
fn claude_md_that_only_imports_agents_md_adds_nothing_twice() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", AGENTS_TWO);
    repo.write("CLAUDE.md", "@AGENTS.md\n");
    repo.commit_all("docs: context");
    each_instruction_once(&repo);
}

/// Issue #11: an `@path` import resolves relative to the importing file, then to the
/// repository root; only when neither exists is it missing.
#[test]
fn imports_resolve_relative_to_the_file_then_the_root() {
    let repo = TestRepo::new();
    repo.write(".github/copilot-instructions.md", "- Never edit files under `gen/`.\n");
    repo.write(
        ".cursor/rules/review.mdc",
        "@.github/copilot-instructions.md\n@local.md\n@nowhere.md\n",
    );
    repo.write(".cursor/rules/local.md", "- Use `pnpm` for everything.\n");
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let mut files = files_of(&run.json());
    files.sort();
    assert_eq!(
        files,
        [".cursor/rules/local.md", ".github/copilot-instructions.md"],
        "{}",
        run.stderr
    );
    // The human diagnostics wrap: read them as one line.
    let stderr = run
        .stderr
        .replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        !stderr.contains("imports `.cursor/rules/.github"),
        "the root file exists: {stderr}"
    );
    assert!(
        stderr.contains("imports `.cursor/rules/nowhere.md`, which does not exist"),
        "{stderr}"
    );
}

/// Issue #11: a nested context file inside `.github/` scopes to its own directory; only
/// Copilot's files there speak for the whole repository.
#[test]
fn nested_context_files_in_dot_github_scope_to_their_directory() {
    let repo = TestRepo::new();
    repo.write(".github/workflows/AGENTS.md", "- Never use `pull_request_target`.\n");
    repo.write(".github/copilot-instructions.md", "- Never edit files under `gen/`.\n");
    repo.write(
        ".github/instructions/py.instructions.md",
        "- Never use `print()` in Python code.\n",
    );
    repo.write(".claude/CLAUDE.md", "- Never edit files under `vendor/`.\n");
    let json = extract(&repo, &[]);
    let scopes: Vec<(String, String)> = json["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["file"].as_str().unwrap().to_owned(),
                i["scope"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        scopes,
        [
            (".claude/CLAUDE.md".to_owned(), ".".to_owned()),
            (".github/copilot-instructions.md".to_owned(), ".".to_owned()),
            (".github/instructions/py.instructions.md".to_owned(), ".".to_owned()),
            (".github/workflows/AGENTS.md".to_owned(), ".github/workflows".to_owned()),
        ]
    );
}

/// Issue #11: file arguments are relative to the current directory, absolute paths work, a
/// context file outside any repository can be read, and a file that does not exist is an
/// error (exit 2), never an empty success.
#[test]
fn file_arguments_are_relative_to_the_current_directory() {
    let repo = TestRepo::new();
    repo.write("pkg/AGENTS.md", "- Never edit files under `gen/`.\n");
    repo.write("AGENTS.md", "- Use Conventional Commits for commit messages.\n");
    repo.commit_all("docs: context");
    let files = |run: &crate::support::Run| -> Vec<String> {
        assert_eq!(run.code, 0, "{run:?}");
        files_of(&run.json())
    };
    for command in ["extract", "lint"] {
        let run = repo.run_in("pkg", &[command, "--format", "json", "AGENTS.md"]);
        if command == "extract" {
            assert_eq!(files(&run), ["pkg/AGENTS.md"], "{command} in a subdirectory");
        } else {
            assert!(run.code == 0 || run.code == 1, "{run:?}");
        }
        let missing = repo.run_in("pkg", &[command, "NOPE.md"]);
        assert_eq!(missing.code, 2, "{command}: a missing file is an error: {missing:?}");
        assert!(missing.stderr.contains("NOPE.md"), "{}", missing.stderr);
    }
    let compile = repo.run_in("pkg", &["compile", "--format", "json", "AGENTS.md"]);
    assert_eq!(compile.code, 0, "{compile:?}");
    assert!(compile.stdout.contains("pkg/AGENTS.md"), "{}", compile.stdout);
    assert_eq!(repo.run_in("pkg", &["compile", "NOPE.md"]).code, 2);
    assert_eq!(
        files(&repo.run_in("pkg", &["extract", "--format", "json", "AGENTS.md", "--rev", "HEAD"])),
        ["pkg/AGENTS.md"]
    );

    let absolute = repo.path("pkg/AGENTS.md");
    let run = repo.run_in("pkg", &["extract", "--format", "json", absolute.to_str().unwrap()]);
    assert_eq!(files(&run), ["pkg/AGENTS.md"], "absolute");

    // Outside any repository.
    let notes = tempfile::tempdir().unwrap();
    std::fs::write(notes.path().join("AGENTS.md"), "- Never edit files under `gen/`.\n").unwrap();
    let outside = notes.path().join("AGENTS.md");
    let out = crate::support::Run::from_output(
        std::process::Command::new(crate::support::BIN)
            .current_dir(notes.path())
            .env("GIT_CEILING_DIRECTORIES", notes.path().parent().unwrap())
            .args(["extract", "--format", "json", outside.to_str().unwrap()])
            .output()
            .unwrap(),
    );
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(
        out.json()["instructions"].as_array().unwrap().len(),
        1,
        "{}",
        out.stdout
    );
}

/// Found on instructor-ai/instructor: Cursor writes `globs: *.py`, which YAML rejects (`*`
/// starts an alias) and Cursor reads as a glob; the gate reads it as Cursor does.
#[test]
fn cursor_front_matter_that_is_not_yaml_is_read_as_cursor_reads_it() {
    let repo = TestRepo::new();
    repo.write(
        ".cursor/rules/docs.mdc",
        "---\ndescription: when writing documentation\nglobs: *.md\nalwaysApply: false\n---\n- Use short words.\n",
    );
    repo.write(
        ".cursor/rules/py.mdc",
        "---\ndescription: python: the rules\nglobs: *.py, src/**/*.pyi\n---\n- Never call `print()`.\n",
    );
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(!run.stderr.contains("front matter"), "{}", run.stderr);
    let by_file: std::collections::BTreeMap<String, serde_json::Value> = run.json()["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["file"].as_str().unwrap().to_owned(), i["applies_to"].clone()))
        .collect();
    assert_eq!(by_file[".cursor/rules/docs.mdc"], serde_json::json!(["*.md"]));
    assert_eq!(
        by_file[".cursor/rules/py.mdc"],
        serde_json::json!(["*.py", "src/**/*.pyi"])
    );
}

/// Found on grafana/k6 (`vendor/go.opentelemetry.io/otel/AGENTS.md`) and pipecat
/// (`src/pipecat/cli/agent_templates/AGENTS.md`): the context files of vendored dependencies
/// and of templates shipped to users are not the project's; commands say what they skipped.
#[test]
fn context_files_of_vendored_code_and_templates_are_skipped_and_listed() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Rules\n\n- Never call `print()`.\n");
    repo.write("vendor/go.opentelemetry.io/otel/AGENTS.md", "- Never call `panic()`.\n");
    repo.write("web/node_modules/pkg/CLAUDE.md", "- Use `yarn`.\n");
    // barabashsr/yarobot_control_unit (round 142): a component ESP-IDF downloads.
    repo.write(
        "firmware/managed_components/espressif__tinyusb/CLAUDE.md",
        "- 2-space indentation, no tabs.\n",
    );
    repo.write("src/app/cli/agent_templates/AGENTS.md", "- Never call `exit()`.\n");
    // alexander-stage-hoco/project-caldera (round 139): another repository's copy, as data.
    repo.write(
        "eval/real/Humanizer/.github/copilot-instructions.md",
        "- Use file-scoped namespaces.\n",
    );
    repo.write("templates/.cursor/rules/x.mdc", "- Use tabs.\n");
    // fjpulidop/deckdex_mtg (round 132): an agent skill's example outputs.
    repo.write(
        ".cursor/skills/agents/references/examples/api/AGENTS.md",
        "- Use Conventional Commits.\n",
    );
    repo.commit_all("chore: init");
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(files_of(&run.json()), ["AGENTS.md"]);
    for (path, under) in [
        ("vendor/go.opentelemetry.io/otel/AGENTS.md", "vendor/"),
        ("web/node_modules/pkg/CLAUDE.md", "web/node_modules/"),
        (
            "firmware/managed_components/espressif__tinyusb/CLAUDE.md",
            "firmware/managed_components/",
        ),
        ("src/app/cli/agent_templates/AGENTS.md", "src/app/cli/agent_templates/"),
        (
            "eval/real/Humanizer/.github/copilot-instructions.md",
            "eval/real/Humanizer/",
        ),
        ("templates/.cursor/rules/x.mdc", "templates/"),
        (
            ".cursor/skills/agents/references/examples/api/AGENTS.md",
            ".cursor/skills/",
        ),
    ] {
        assert!(
            run.stderr.contains(&format!("  {path}  (under `{under}`")),
            "{path}: {}",
            run.stderr
        );
    }
    assert!(run.stderr.contains("skipped 7 context files"), "{}", run.stderr);
    // At a revision too, and for `lint` and `init`.
    assert_eq!(files_of(&extract(&repo, &["--rev", "HEAD"])), ["AGENTS.md"]);
    let lint = repo.run(&["lint"]);
    assert!(lint.stderr.contains("skipped 7 context files"), "{lint:?}");
    assert!(lint.stdout.contains("in 1 context files"), "{lint:?}");
    let init = repo.run(&["init"]);
    assert!(init.stderr.contains("skipped 7 context files"), "{init:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap_or_default();
    assert!(
        !rules.contains("vendor/") && !rules.contains("agent_templates"),
        "{rules}"
    );
    // Named on the command line, such a file is read.
    let named = extract(&repo, &["vendor/go.opentelemetry.io/otel/AGENTS.md"]);
    assert_eq!(files_of(&named), ["vendor/go.opentelemetry.io/otel/AGENTS.md"]);
}

/// boparaiamrit/skills-by-amrit (round 196): `examples/rust-cli/CLAUDE.md`, alone in its
/// directory, is a sample written for a fictional project; its commit and secret rules were
/// scoped to an empty directory. An example with code beside its context file keeps it.
#[test]
fn sample_context_files_alone_under_examples_are_skipped() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Rules\n\n- Never call `print()`.\n");
    repo.write("examples/rust-cli/CLAUDE.md", "- Use Conventional Commits.\n");
    repo.write("docs/samples/api/AGENTS.md", "- Never call `exit()`.\n");
    repo.write("examples/web/AGENTS.md", "- Never call `eval()`.\n");
    repo.write("examples/web/index.js", "console.log(1);\n");
    // ORION2809/claude-Fulcrum (round 242): beside more samples and a sample setting, a
    // sample is still one.
    repo.write(
        "samples/CLAUDE.md",
        "# Example Project CLAUDE.md\n\n- Never commit to main directly.\n",
    );
    repo.write("samples/django-api-CLAUDE.md", "- Use Django.\n");
    repo.write("samples/statusline.json", "{}\n");
    // Outside an examples directory a lone nested file still counts (a package before its code).
    repo.write("services/new/AGENTS.md", "- Never call `panic()`.\n");
    repo.commit_all("chore: init");
    let run = repo.run(&["extract", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        files_of(&run.json()),
        ["AGENTS.md", "examples/web/AGENTS.md", "services/new/AGENTS.md"]
    );
    assert!(run.stderr.contains("skipped 3 context files"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("  examples/rust-cli/CLAUDE.md  (under `examples/`: a sample context file"),
        "{}",
        run.stderr
    );
    let init = repo.run(&["init"]);
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap_or_default();
    assert!(!rules.contains("examples/rust-cli"), "{init:?}\n{rules}");
    assert!(!rules.contains("samples/CLAUDE.md"), "{init:?}\n{rules}");
}

//! `init`, `compile`, `compile --write` / `--check` and `test` on compiled rule sets: the
//! compiled rules enforce their instructions on real commits, hand edits survive, drift is
//! caught.

use crate::support::TestRepo;

const AGENTS: &str = "# Conventions\n\n- Use Conventional Commits.\n- Never edit `src/legacy/`.\n\n## Python\n\n- Write `# @tracked` directly below the def line of every function you add or modify.\n- Never use `print()` in Python code; use `logging`.\n";

fn read(repo: &TestRepo, path: &str) -> String {
    std::fs::read_to_string(repo.path(path)).unwrap()
}

/// Enables every rule `init` wrote off, as a person who read them would.
fn enable_all(repo: &TestRepo) {
    let rules = read(repo, "agentsmd-gate.yaml");
    std::fs::write(
        repo.path("agentsmd-gate.yaml"),
        rules.replace("    severity: off\n", ""),
    )
    .unwrap();
}

#[test]
fn init_writes_a_rule_set_that_enforces_the_instructions() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", AGENTS);
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    assert!(
        init.stdout.contains(" compiled (") && init.stdout.contains("next steps"),
        "{}",
        init.stdout
    );
    let rules = read(&repo, "agentsmd-gate.yaml");
    for kind in ["commit-message", "forbid-paths", "python-def-marker", "forbid-call"] {
        assert!(rules.contains(&format!("kind: {kind}")), "{kind} missing:\n{rules}");
    }
    assert!(
        rules.contains("# AGENTS.md:3: Use Conventional Commits."),
        "a comment quotes each instruction:\n{rules}"
    );
    // The compiled examples pass, and a second init refuses to overwrite.
    let test = repo.run(&["test"]);
    assert_eq!(test.code, 0, "{test:?}");
    assert_eq!(repo.run(&["init"]).code, 2);
    repo.commit_all("chore: add rules");

    // A commit that breaks three of the instructions.
    repo.write("src/legacy/api.py", "x = 1\n");
    repo.write("src/app.py", "def load(path):\n    print(path)\n");
    let bad = repo.commit_all("added stuff");
    let run = repo.run(&["check", &bad, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
    let mut violated: Vec<String> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["instruction"]["line"].to_string())
        .collect();
    violated.sort();
    violated.dedup();
    assert_eq!(violated, ["3", "4", "8", "9"], "{}", run.stdout);

    // A commit that keeps them passes.
    repo.write("src/ok.py", "def ok():\n    # @tracked\n    return 1\n");
    let good = repo.commit_all("feat: add ok");
    assert_eq!(repo.run(&["check", &good]).code, 0);
}

#[test]
fn write_keeps_hand_edits_and_marks_vanished_instructions_stale() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", AGENTS);
    assert_eq!(repo.run(&["compile", "--write"]).code, 0);
    let first = read(&repo, "agentsmd-gate.yaml");
    // Hand edits: a severity on a compiled rule, a comment, and a hand-written rule.
    let edited = first.replacen(
        "    check:\n      kind: forbid-paths",
        "    severity: warning # reviewed\n    check:\n      kind: forbid-paths",
        1,
    ) + "\n  # ours\n  - id: no-todo\n    check: {kind: forbid-content, pattern: 'TODO'}\n";
    repo.write("agentsmd-gate.yaml", &edited);
    assert_eq!(repo.run(&["compile", "--check"]).code, 0, "hand edits are not drift");

    // Idempotent: a second --write changes nothing.
    assert_eq!(repo.run(&["compile", "--write"]).code, 0);
    assert_eq!(read(&repo, "agentsmd-gate.yaml"), edited);

    // The context file changes: a line moves, an instruction goes, one is added.
    repo.write(
        "AGENTS.md",
        "# Conventions\n\nIntro paragraph.\n\n- Use Conventional Commits.\n\n## Python\n\n- Write `# @tracked` directly below the def line of every function you add or modify.\n- Never use `print()` in Python code; use `logging`.\n- Never commit to `main`.\n",
    );
    let check = repo.run(&["compile", "--check"]);
    assert_eq!(check.code, 1, "{check:?}");
    assert!(
        check.stdout.contains("is stale") && check.stdout.contains("would be added"),
        "{}",
        check.stdout
    );
    let write = repo.run(&["compile", "--write"]);
    assert_eq!(write.code, 0, "{write:?}");
    let after = read(&repo, "agentsmd-gate.yaml");
    assert!(
        after.contains("severity: warning # reviewed") && after.contains("# ours\n  - id: no-todo"),
        "{after}"
    );
    assert!(
        after.contains("stale: 'the instruction is no longer in AGENTS.md"),
        "{after}"
    );
    assert!(after.contains("kind: branch-name"), "{after}");
    assert!(
        after.contains("      line: 5\n      text: 'Use Conventional Commits.'"),
        "moved line updated:\n{after}"
    );
    // The merged file still loads and its examples still pass; stale rules keep --check red.
    assert_eq!(repo.run(&["test"]).code, 0);
    assert_eq!(repo.run(&["compile", "--check"]).code, 1);
}

#[test]
fn compile_prints_yaml_and_json_and_refuses_a_broken_rule_file() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", AGENTS);
    let yaml = repo.run(&["compile"]);
    assert_eq!(yaml.code, 0, "{yaml:?}");
    assert!(
        yaml.stdout.starts_with("# yaml-language-server: $schema=")
            && yaml.stdout.contains("\n# agentsmd-gate rule set")
            && yaml.stdout.contains("version: 1")
    );
    let json = repo.run(&["compile", "--format", "json"]);
    let v = json.json();
    assert_eq!(v["rules"].as_array().unwrap().len(), 4, "{}", json.stdout);
    assert_eq!(v["rules"][0]["instruction"]["line"], 3);
    assert!(v["unenforced"].is_array() && v["dropped"].as_array().unwrap().is_empty());

    repo.write("agentsmd-gate.yaml", "version: 1\nrules: [\n");
    let broken = repo.run(&["compile", "--write"]);
    assert_eq!(broken.code, 2, "{broken:?}");
    assert!(broken.stderr.contains("nothing was written"), "{}", broken.stderr);
    assert_eq!(
        read(&repo, "agentsmd-gate.yaml"),
        "version: 1\nrules: [\n",
        "no lost work"
    );
}

#[test]
fn check_warns_about_drift_and_fails_with_strict() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "- Never edit `gen/`.\n");
    assert_eq!(repo.run(&["init"]).code, 0);
    repo.commit_all("chore: rules");
    repo.write("x.txt", "x\n");
    repo.git(&["add", "-A"]);
    let clean = repo.run(&["check"]);
    assert_eq!(clean.code, 0, "{clean:?}");
    assert!(!clean.stderr.contains("rule-drift"), "{}", clean.stderr);

    repo.write("AGENTS.md", "- Never edit `gen/` or `vendor/`.\n");
    let warned = repo.run(&["check"]);
    assert_eq!(warned.code, 0, "a warning: {warned:?}");
    assert!(
        warned
            .stderr
            .contains("rule `edit-gen`: its instruction (AGENTS.md:1) changed"),
        "{}",
        warned.stderr
    );
    assert_eq!(repo.run(&["check", "--strict"]).code, 1);
}

#[test]
fn init_without_anything_to_compile_writes_nothing() {
    let repo = TestRepo::new();
    let none = repo.run(&["init"]);
    assert_eq!(none.code, 2, "{none:?}");
    assert!(
        none.stderr.contains("no context file with instructions found"),
        "{}",
        none.stderr
    );
    repo.write("AGENTS.md", "- Run `make test` before pushing.\n- Be careful.\n");
    // Found on AntennaPod and atuin: compiling nothing is an outcome, not a usage error (exit
    // 0, as ruff or pre-commit with nothing to do), said with why and where to see each reason.
    let nothing = repo.run(&["init"]);
    assert_eq!(nothing.code, 0, "{nothing:?}");
    for said in [
        "nothing was written: no instruction compiled into a rule (2 instructions,",
        "`agentsmd-gate compile` shows each instruction with its reason",
    ] {
        assert!(nothing.stdout.contains(said), "{said}: {}", nothing.stdout);
    }
    assert!(
        !repo.path("agentsmd-gate.yaml").exists(),
        "a rule file with no rules would fail every check"
    );
}

/// The integer right before the first `word` of `line`.
fn count_before(line: &str, word: &str) -> usize {
    let at = line.find(word).unwrap_or_else(|| panic!("no `{word}` in {line}"));
    line[..at]
        .split(|c: char| !c.is_ascii_digit())
        .rfind(|w| !w.is_empty())
        .unwrap_or_else(|| panic!("no number before `{word}` in {line}"))
        .parse()
        .unwrap()
}

/// Issue #11: `init`'s summary counts instructions, and they add up: observable = compiled +
/// unenforced + dropped.
#[test]
fn init_summary_counts_add_up() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/demo/AGENTS.md")).unwrap(),
    );
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let line = init
        .stdout
        .lines()
        .find(|l| l.contains(" observable"))
        .unwrap()
        .to_owned();
    let instructions = count_before(&line, " instructions");
    let observable = count_before(&line, " observable");
    let compiled = count_before(&line, " compiled");
    let unenforced = count_before(&line, " unenforced");
    let dropped = count_before(&line, " dropped");
    assert!(observable <= instructions, "{line}");
    assert_eq!(observable, compiled + unenforced + dropped, "{line}");
}

/// Issue #11: the demo's own rule file matches its AGENTS.md (no `rule-drift` warning), so the
/// demo shows only the violations it means to show.
#[test]
fn demo_rule_file_has_no_drift() {
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("demo");
    let made = std::process::Command::new("sh")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/demo-repo.sh"))
        .arg(&repo)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", dir.path().join("gitconfig"))
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    let run = std::process::Command::new(crate::support::BIN)
        .current_dir(&repo)
        .args(["check", "--staged", "--strict", "--format", "json"])
        .arg("--commit-msg-file")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/demo/change/MESSAGE"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!stderr.contains("rule-drift"), "{stderr}");
}

/// The block of the rule file `init` wrote in `repo` that contains `needle`.
fn written_rule(repo: &TestRepo, needle: &str) -> String {
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    rules
        .split("\n\n")
        .find(|b| b.contains(needle))
        .unwrap_or_else(|| panic!("no rule for {needle}: {rules}"))
        .to_owned()
}

/// Issue #17, history calibration: a rule that people pass and agents fail is what the gate is
/// for and is written active; one that fails people and agents alike most likely misreads its
/// instruction and is written `severity: off`, as a proposal, with the figures.
#[test]
fn history_calibration_writes_off_rules_that_fail_people_and_agents_alike() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Never call `eval()` in Python code.\n- Never use `print()` in Python code; use `logging`.\n",
    );
    repo.commit_all("docs: agent rules");
    for i in 0..6 {
        repo.write(&format!("src/h{i}.py"), &format!("def h{i}(x):\n    return eval(x)\n"));
        repo.commit_all(&format!("feat: human change {i}"));
    }
    for i in 0..4 {
        repo.write(
            &format!("src/a{i}.py"),
            &format!("def a{i}(x):\n    print(x)\n    return eval(x)\n"),
        );
        repo.commit_all(&format!(
            "feat: agent change {i}\n\nCo-authored-by: Claude <noreply@anthropic.com>\n"
        ));
    }
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let block = |needle: &str| written_rule(&repo, needle);
    let eval = block("callees: ['eval']");
    assert!(eval.contains("severity: off"), "{eval}");
    assert!(
        eval.contains("# history: fails 10 of 10 recent commits it applies to (4 of 4 by agents, 6 of 6 by people"),
        "{eval}"
    );
    let print = block("callees: ['print']");
    assert!(!print.contains("severity: off"), "{print}");
    assert!(print.contains("(4 of 4 by agents, 0 of 6 by people"), "{print}");
    assert!(
        init.stdout.contains("written disabled (severity: off)"),
        "{}",
        init.stdout
    );
    assert!(init.stdout.contains("fails "), "{}", init.stdout);

    // `--history 0` writes no figures and holds nothing back.
    let again = repo.run(&["init", "--force", "--history", "0"]);
    assert_eq!(again.code, 0, "{again:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    assert!(
        !rules.contains("# history:") && !rules.contains("severity: off"),
        "{rules}"
    );
}

/// A ban on committing on `main` is calibrated on the commits made on `main`: a history does
/// not record branches, but `main`'s first-parent chain does, less the commits a pull
/// request's merge wrote (committed by GitHub). Where people and agents alike commit on `main`
/// directly, the ban is written off as a proposal (briangmilnes/veracity, round 172: "Agents
/// do not push to main directly" in a repository whose owner commits on `main`); where
/// everything on `main` came through merged pull requests, it stays active.
#[test]
fn branch_bans_are_calibrated_on_the_commits_of_the_branch() {
    let history = |merged_by_github: bool| {
        let repo = TestRepo::new();
        repo.write("AGENTS.md", "# Git\n\n- Never commit directly to `main`.\n");
        repo.commit_all("docs: agent rules");
        let committer: &[(&str, &str)] = if merged_by_github {
            &[
                ("GIT_COMMITTER_NAME", "GitHub"),
                ("GIT_COMMITTER_EMAIL", "noreply@github.com"),
            ]
        } else {
            &[]
        };
        for i in 0..8 {
            repo.write(&format!("src/f{i}.txt"), "x\n");
            repo.git(&["add", "-A"]);
            let trailer = if i % 2 == 0 {
                "\n\nCo-authored-by: Claude <noreply@anthropic.com>\n"
            } else {
                ""
            };
            let run = repo.git_run_env(&["commit", "-qm", &format!("feat: change {i}{trailer}")], committer);
            assert_eq!(run.code, 0, "{run:?}");
        }
        let init = repo.run(&["init"]);
        assert_eq!(init.code, 0, "{init:?}");
        written_rule(&repo, "kind: branch-name")
    };
    let direct = history(false);
    assert!(direct.contains("severity: off"), "{direct}");
    assert!(
        direct.contains("fails 8 of 8 recent commits of `main` (4 of 4 by agents, 4 of 4 by people"),
        "{direct}"
    );
    let merged = history(true);
    assert!(!merged.contains("severity: off"), "{merged}");
    assert!(merged.contains("fails 0 of 8 recent commits of `main`"), "{merged}");
}

/// A repository whose recent commits are all agents' (adamayoung/popcorn, round 79): a rule
/// failing many of them is held back as before, and the comment says that no people's commits
/// were there to compare, instead of "people and agents alike".
#[test]
fn history_calibration_says_when_only_agents_commits_were_there_to_compare() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Rules\n\n- Never call `eval()` in Python code.\n");
    repo.commit_all("docs: agent rules\n\nCo-authored-by: Claude <noreply@anthropic.com>\n");
    for i in 0..4 {
        repo.write(&format!("src/a{i}.py"), &format!("def a{i}(x):\n    return eval(x)\n"));
        repo.commit_all(&format!(
            "feat: agent change {i}\n\nCo-authored-by: Claude <noreply@anthropic.com>\n"
        ));
    }
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let eval = written_rule(&repo, "callees: ['eval']");
    assert!(eval.contains("severity: off"), "{eval}");
    assert!(eval.contains("too few recent commits are people's"), "{eval}");
    assert!(!eval.contains("people and agents alike"), "{eval}");
}

/// Issue #17, history calibration of doubtful kinds: a `code-pattern`, `forbid-content` or
/// `forbid-paths` rule read from prose that fails any recent commit was most often a misreading
/// on the judged real repositories (code patterns 4 of 28 right), so it is written off with the
/// commits it fails; one that fails none stays active.
#[test]
fn history_calibration_writes_off_text_patterns_that_fail_recent_commits() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Use `isNull()` instead of `=== null`.\n- Use `isUndefined()` instead of `=== undefined`.\n",
    );
    repo.commit_all("docs: agent rules");
    for i in 0..5 {
        repo.write(
            &format!("src/m{i}.ts"),
            &format!("export const m{i} = (x: number) => x + {i};\n"),
        );
        repo.commit_all(&format!("feat: module {i}"));
    }
    repo.write("src/n.ts", "export const n = (x: unknown) => x === null;\n");
    repo.commit_all("feat: null check");
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let block = |needle: &str| written_rule(&repo, needle);
    let null = block("=== null");
    assert!(null.contains("severity: off"), "{null}");
    assert!(
        null.contains("it fails recent commits, and rules of its kind read from prose that did"),
        "{null}"
    );
    assert!(null.contains("fails ") && null.contains("feat: null check"), "{null}");
    // One that fails none is written off only as a ban on named code of its kind is.
    let undefined = block("=== undefined");
    assert!(!undefined.contains("it fails recent commits"), "{undefined}");
    assert!(undefined.contains("right about one time in three"), "{undefined}");
    assert!(
        init.stdout.contains("rules of its kind read from prose"),
        "{}",
        init.stdout
    );
}

/// Issue #17, protected paths on real repositories: a ban on changing files the repository
/// tracks (`CHANGELOG.md`, lockfiles, generated clients) fired on the releases, regenerations
/// and dependency updates that keep them; about one in five was right. Such a rule is written
/// off as a proposal; a ban on committing what the repository does not track stays active.
#[test]
fn protected_paths_the_repository_tracks_are_proposals() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Never edit `CHANGELOG.md`.\n- Never commit `.env` files.\n- Never delete files under `docs/images/`.\n",
    );
    repo.write("CHANGELOG.md", "# Changelog\n");
    repo.write("docs/images/logo.txt", "logo\n");
    repo.write("src/app.py", "x = 1\n");
    repo.commit_all("docs: agent rules");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let changelog = written_rule(&repo, "CHANGELOG.md");
    assert!(changelog.contains("severity: off"), "{changelog}");
    assert!(
        changelog.contains("files the repository tracks (1 at this revision)"),
        "{changelog}"
    );
    let env = written_rule(&repo, "'.env'");
    assert!(!env.contains("severity: off"), "{env}");
    let images = written_rule(&repo, "docs/images/");
    assert!(!images.contains("severity: off"), "deleting only: {images}");
}

/// Issue #17 (real repositories: home-assistant/supervisor "f-strings (preferred over `%` or
/// `.format()`)" flagged template strings; cloudflare/agents "prefer `@callable` over
/// `onRequest`" flagged webhook handlers): a bare preference is written off, as a proposal a
/// person enables, and `init` lists it with why; a commit using the dispreferred form passes.
#[test]
fn a_bare_preference_is_written_off_as_a_proposal() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Prefer `async`/`await` over `.then()` chains in TypeScript.\n- Never call `eval()` in TypeScript code.\n",
    );
    repo.write("src/a.ts", "export const a = 1;\n");
    repo.commit_all("docs: agent rules");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    let then = rules
        .split("\n\n")
        .find(|b| b.contains("AGENTS.md:3"))
        .unwrap_or_else(|| panic!("no rule for line 3: {rules}"));
    assert!(
        then.contains("severity: off") && then.contains("PROPOSAL, written off: the instruction states a preference"),
        "{then}"
    );
    assert!(
        init.stdout.contains("written disabled (severity: off)"),
        "{}",
        init.stdout
    );
    assert!(init.stdout.contains("states a preference"), "{}", init.stdout);
    assert!(init.stdout.contains("1 of them written off"), "{}", init.stdout);
    // The ban is enforced; the dispreferred form is not.
    repo.write(
        "src/b.ts",
        "export function b(p: Promise<number>) {\n  return p.then((x) => x + 1);\n}\n",
    );
    repo.git(&["add", "-A"]);
    let check = repo.run(&["check", "--staged"]);
    assert_eq!(check.code, 0, "{check:?}");
    repo.write("src/c.ts", "export const c = eval(\"1\");\n");
    repo.git(&["add", "-A"]);
    let check = repo.run(&["check", "--staged"]);
    assert_eq!(check.code, 1, "{check:?}");
}

/// Issue #17, closed reading of a ban on named code (real repositories, rounds 41 and 43:
/// BlueBubblesApp "Use this instead of a bare `endsWith`" flagged every `endsWith` of the helper;
/// sourcebot "Do NOT call `router.refresh()` immediately after `router.push()`" flagged every
/// refresh): a sentence that says more than the ban is written off as a proposal naming the
/// words the rule cannot check; a bare ban on the same code stays active and blocks.
#[test]
fn a_ban_whose_sentence_says_more_than_the_code_is_a_proposal() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# TypeScript\n\n- Use this instead of a bare `endsWith`.\n\
         - Do NOT call `router.refresh()` immediately after `router.push()`.\n\
         - Never call `eval()` — it runs arbitrary code.\n",
    );
    repo.write("src/a.ts", "export const a = 1;\n");
    repo.commit_all("docs: agent rules");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let ends_with = written_rule(&repo, "AGENTS.md:3");
    assert!(
        ends_with.contains("severity: off")
            && ends_with.contains("the sentence says more than the rule checks (“bare”)"),
        "{ends_with}"
    );
    let refresh = written_rule(&repo, "AGENTS.md:4");
    assert!(
        refresh.contains("severity: off") && refresh.contains("(“immediately, after”)"),
        "{refresh}"
    );
    let eval = written_rule(&repo, "AGENTS.md:5");
    assert!(!eval.contains("severity: off"), "{eval}");
    repo.commit_all("chore: rules");
    repo.write(
        "src/b.ts",
        "export const b = (s: string) => s.endsWith('.0');\nrouter.refresh();\n",
    );
    repo.git(&["add", "-A"]);
    assert_eq!(repo.run(&["check", "--staged"]).code, 0);
    repo.write("src/c.ts", "export const c = eval(\"1\");\n");
    repo.git(&["add", "-A"]);
    assert_eq!(repo.run(&["check", "--staged"]).code, 1);
}

/// tambo-ai/tambo (round 43): "### Conventional Commits" under "## Git Workflow & PRs" opens
/// with "All PR titles MUST follow this format": the convention's name is no commit, and a
/// rule on every commit message would misread the section.
#[test]
fn a_conventional_format_for_pull_request_titles_is_no_commit_rule() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Project\n\n## 10. Git Workflow & PRs\n\n### Conventional Commits\n\n\
         All PR titles MUST follow this format:\n\n```\n<type>(scope): <description>\n```\n\n\
         See .github/workflows/conventional-commits.yml for a list of types such as feat, fix, perf, \
         deps, revert, docs, style, chore, refactor, test, build, ci.\n",
    );
    repo.write("src/a.ts", "export const a = 1;\n");
    repo.commit_all("docs: agent rules");
    let run = repo.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    let kinds: Vec<String> = run.json()["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(!kinds.iter().any(|k| k == "commit-message"), "{}", run.stdout);
}

/// Issue #17 (real repository: workers-sdk): a lockfile companion rule compiled from "update
/// the lockfile when you change dependencies" fires on dependency changes of `package.json`,
/// not on edits of its scripts or version.
#[test]
fn lockfile_companion_fires_on_dependency_changes_only() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- When you change dependencies, also update `pnpm-lock.yaml`.\n",
    );
    repo.write(
        "package.json",
        "{\"version\": \"1.0.0\", \"scripts\": {\"test\": \"vitest\"}, \"dependencies\": {\"a\": \"^1.0.0\"}}\n",
    );
    repo.write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n");
    repo.commit_all("chore: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    assert!(rules.contains("changes: 'dependencies'"), "{rules}");
    repo.commit_all("chore: rules");

    repo.write(
        "package.json",
        "{\"version\": \"1.1.0\", \"scripts\": {\"test\": \"vitest run\"}, \"dependencies\": {\"a\": \"^1.0.0\"}}\n",
    );
    repo.git(&["add", "-A"]);
    let scripts = repo.run(&["check"]);
    assert_eq!(scripts.code, 0, "a script edit needs no lockfile: {scripts:?}");
    repo.commit_all("chore: scripts");

    repo.write(
        "package.json",
        "{\"version\": \"1.1.0\", \"scripts\": {\"test\": \"vitest run\"}, \"dependencies\": {\"a\": \"^2.0.0\"}}\n",
    );
    repo.git(&["add", "-A"]);
    let deps = repo.run(&["check"]);
    assert_eq!(deps.code, 1, "a dependency change needs the lockfile: {deps:?}");
}

/// Issue #17: a rule whose files match nothing in the repository is declined with the reason
/// (a Rust rule in a TypeScript repository; a protected `/web/error` that lives at
/// `lib/web/error`, as on phoenix-simple), and compiles where the files exist.
#[test]
fn targets_that_match_no_file_of_the_repository_are_declined() {
    let agents = "# Rules\n\n- Never call `.unwrap()` in Rust code.\n- Never edit `/web/error`.\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    repo.write("src/index.ts", "export const a = 1;\n");
    repo.write("lib/web/error/view.ex", "defmodule V do\nend\n");
    repo.commit_all("chore: start");
    let run = repo.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    let json = run.json();
    assert!(json["rules"].as_array().unwrap().is_empty(), "{}", run.stdout);
    let reasons: Vec<&str> = json["unenforced"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["reason"].as_str().unwrap())
        .collect();
    assert_eq!(reasons.len(), 2, "{reasons:?}");
    assert!(
        reasons.iter().all(|r| r.contains("matches no file of the repository")),
        "{reasons:?}"
    );

    let rust = TestRepo::new();
    rust.write("AGENTS.md", agents);
    rust.write("src/lib.rs", "pub fn a() {}\n");
    rust.write("web/error/view.ex", "defmodule V do\nend\n");
    rust.commit_all("chore: start");
    let run = rust.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.json()["rules"].as_array().unwrap().len(), 2, "{}", run.stdout);
}

/// Issue #17 (round 9's half B, react-router and traefik: every commit the warning flagged
/// was a regeneration): a protection of files a tool writes is declined with its reason.
#[test]
fn generated_files_that_are_checked_in_are_not_protected() {
    let agents = "# Rules\n\n- Don't update files under `*/api/*.cs` (e.g. src/Hosting/api/Hosting.cs) as they are generated.\n- Never commit files under `dist/`, they are generated.\n- Never edit `config/base.json`.\n- Never change global.json unless explicitly asked to.\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    repo.write("src/Hosting/api/Hosting.cs", "namespace A;\n");
    repo.write("config/base.json", "{}\n");
    repo.write("global.json", "{}\n");
    repo.commit_all("chore: start");
    let run = repo.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    let json = run.json();
    let lines: Vec<u64> = json["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["instruction"]["line"].as_u64().unwrap())
        .collect();
    // Regenerating `api/*.cs` changes them, so no rule; `dist/` is not checked in, so adding
    // it is what the rule forbids; `config/base.json` is no generated file.
    assert_eq!(lines, [4, 5, 6], "{}", run.stdout);
    let declined = json["unenforced"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["instruction"]["line"] == 3)
        .map(|u| u["reason"].as_str().unwrap().to_owned());
    assert!(
        declined.as_deref().is_some_and(|r| r.contains("files a tool writes")),
        "{declined:?}"
    );
    let severity = |i: usize| json["rules"][i]["yaml"].as_str().unwrap().contains("severity: warning");
    assert!(!severity(0) && !severity(1), "{}", run.stdout);
    // A bare name the repository has at its root is that file (found on dotnet/aspire, where
    // a playground's own `global.json` was flagged).
    let yaml = json["rules"][2]["yaml"].as_str().unwrap();
    assert!(yaml.contains("paths: ['/global.json']"), "{yaml}");
}

/// Issue #17 (real repository: workers-sdk, where all 41 flagged commits edited a template's
/// `package.json` outside the pnpm workspace): the lockfile companion rule is triggered by the
/// manifests the lockfile records, the root one and the workspace members.
#[test]
fn lockfile_companion_follows_the_workspace_members() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- When you change dependencies, also update `pnpm-lock.yaml`.\n",
    );
    let manifest = |dep: &str| format!("{{\"dependencies\": {{\"a\": \"^{dep}\"}}}}\n");
    repo.write("package.json", &manifest("1.0.0"));
    repo.write("pnpm-workspace.yaml", "packages:\n  - \"packages/*\"\n");
    repo.write("packages/app/package.json", &manifest("1.0.0"));
    repo.write("templates/site/package.json", &manifest("1.0.0"));
    repo.write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n");
    repo.commit_all("chore: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    assert!(
        rules.contains("when: ['/package.json', '/packages/*/package.json']"),
        "{rules}"
    );
    repo.commit_all("chore: rules");

    repo.write("templates/site/package.json", &manifest("2.0.0"));
    repo.git(&["add", "-A"]);
    let template = repo.run(&["check"]);
    assert_eq!(
        template.code, 0,
        "a template's manifest is not in the lockfile: {template:?}"
    );
    repo.commit_all("chore: template");

    repo.write("packages/app/package.json", &manifest("2.0.0"));
    repo.git(&["add", "-A"]);
    let member = repo.run(&["check"]);
    assert_eq!(
        member.code, 1,
        "a workspace member's dependency change needs the lockfile: {member:?}"
    );
}

#[test]
fn a_construct_used_mostly_in_files_the_rule_does_not_read_is_declined() {
    // Found on maybe-finance/maybe (not tuned on): "never `lucide_icon` directly" became a
    // pattern over `*.rb`, where the name is a model column, while the helper calls are in
    // `*.erb` views the rule never reads.
    let agents = "# Rules\n\n- Never `lucide_icon` directly.\n";
    let views = ["app/views/a.html.erb", "app/views/b.html.erb", "app/views/c.html.erb"];
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    repo.write(
        "app/models/category.rb",
        "class Category\n  validates :lucide_icon\nend\n",
    );
    repo.write("app/models/account.rb", "class Account\nend\n");
    for view in views {
        repo.write(view, "<%= lucide_icon(\"plus\") %>\n");
    }
    repo.commit_all("chore: start");
    let run = repo.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    let json = run.json();
    assert!(json["rules"].as_array().unwrap().is_empty(), "{}", run.stdout);
    let reason = json["unenforced"][0]["reason"].as_str().unwrap();
    assert!(reason.contains("3 `*.erb`"), "{reason}");

    // Where the construct lives in the files the rule reads, the rule stands.
    let ruby = TestRepo::new();
    ruby.write("AGENTS.md", agents);
    ruby.write(
        "app/models/category.rb",
        "class Category\n  def icon = lucide_icon(\"x\")\nend\n",
    );
    ruby.write("app/models/account.rb", "class Account\nend\n");
    ruby.commit_all("chore: start");
    let run = ruby.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.json()["rules"].as_array().unwrap().len(), 1, "{}", run.stdout);
}

#[test]
fn an_instruction_copied_into_two_context_files_is_one_rule() {
    // Found on koel/koel (not tuned on): the same line in AGENTS.md, the Copilot instructions
    // and a Cursor rule made three identical rules, and every violation showed three times.
    let text = "# Database\n\n- Never use `DB::raw()` in application code.\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", text);
    repo.write(".github/copilot-instructions.md", text);
    repo.write("app/Models/User.php", "<?php\nclass User {}\n");
    repo.commit_all("chore: start");
    let run = repo.run(&["compile", "--format", "json", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    let rules = run.json()["rules"].as_array().unwrap().clone();
    assert_eq!(rules.len(), 1, "{}", run.stdout);
    repo.run(&["init", "--history", "0"]);
    repo.write("app/Models/Post.php", "<?php\n$rows = DB::raw('x');\n");
    let commit = repo.commit_all("feat: post");
    let check = repo.run(&["check", &commit, "--format", "json"]);
    assert_eq!(check.code, 1, "{check:?}");
    assert_eq!(
        check.json()["violations"].as_array().unwrap().len(),
        1,
        "{}",
        check.stdout
    );
}

/// Issue #14: the structural recognizers target the repository's main language when the
/// instruction names none: "no wildcard imports" in a Java repository is a `forbid-syntax`
/// rule for Java, which flags `import java.util.*;` in code and not in a comment.
#[test]
fn structural_rules_target_the_repository_language() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Style\n\n- Absolutely no wildcard imports.\n");
    for name in ["A", "B", "C"] {
        repo.write(&format!("src/{name}.java"), &format!("class {name} {{}}\n"));
    }
    repo.commit_all("chore: java");
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert!(
        rules.contains("kind: forbid-syntax") && rules.contains("constructs: ['wildcard-import']"),
        "{rules}"
    );
    assert!(rules.contains("language: 'java'"), "{rules}");
    repo.commit_all("chore: rules");
    repo.write(
        "src/D.java",
        "// import java.io.*; is what we avoid\nimport java.util.*;\n\nclass D {}\n",
    );
    let bad = repo.commit_all("feat: d");
    let run = repo.run(&["check", &bad, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
    let lines: Vec<u64> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [2], "{}", run.stdout);
}

#[test]
fn indentation_rules_read_code_not_the_text_of_docstrings() {
    // Found on browser-use/browser-use (not tuned on): "Use tabs for indentation in all python
    // code" fired on the space-indented text of docstrings.
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "- Use tabs for indentation in all python code, not spaces\n",
    );
    repo.write("a.py", "def f():\n\treturn 1\n");
    repo.commit_all("chore: start");
    let run = repo.run(&["compile", "--write", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(read(&repo, "agentsmd-gate.yaml").contains("kind: code-pattern"));
    repo.write(
        "a.py",
        "def f():\n\treturn 1\n\ndef g():\n\t\"\"\"Doc.\n\n    Indented text of a docstring.\n\t\"\"\"\n\treturn 2\n\ndef h():\n    return 3\n",
    );
    repo.git(&["add", "a.py"]);
    let run = repo.run(&["check", "--format", "json"]);
    let lines: Vec<u64> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [12], "{}", run.stdout);
}

/// Found on PrefectHQ/prefect (40 nested AGENTS.md files): every rule of a nested context file
/// was dropped by its self-test, whose example commits touched files outside the file's
/// directory, where the rule does not apply.
#[test]
fn rules_of_a_nested_context_file_keep_their_scope_and_pass_their_examples() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Root\n\n- Use Conventional Commits.\n");
    repo.write(
        "ui/AGENTS.md",
        "# UI\n\n- Never use `console.log`; use the logger.\n- Never commit directly to `main`.\n",
    );
    repo.write("ui/src/app.ts", "export const a = 1;\n");
    repo.write("server/main.ts", "export const b = 2;\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    assert!(init.stdout.contains(" 0 dropped"), "{}", init.stdout);
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert!(rules.contains("file: 'ui/AGENTS.md'\n      line: 3"), "{rules}");
    assert!(rules.contains("'ui/src/"), "examples under ui/:\n{rules}");
    let test = repo.run(&["test"]);
    assert_eq!(test.code, 0, "{test:?}");
    repo.commit_all("chore: add rules");

    // The rule fires under ui/ and nowhere else.
    repo.write("server/main.ts", "console.log(1);\n");
    let outside = repo.commit_all("feat: log on the server");
    assert_eq!(repo.run(&["check", &outside]).code, 0);
    repo.write("ui/src/app.ts", "console.log(1);\n");
    let inside = repo.commit_all("feat: log in the ui");
    let run = repo.run(&["check", &inside, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
}

/// Claude Code reads `.claude/rules/**/*.md` as project memory, each file narrowed by its
/// `paths:` front matter; their instructions were never discovered, so no rule came of them.
/// And every rule of a file narrowed by front matter (`applyTo:` too) was dropped by its
/// self-test, whose example commits touched files outside the globs.
#[test]
fn claude_project_rules_compile_within_their_paths() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Root\n\n- Run the tests before committing.\n");
    repo.write(
        ".github/instructions/tools.instructions.md",
        "---\napplyTo: \"tools/**/*.py\"\n---\n# Tools\n\n- Never call `breakpoint()`.\n",
    );
    repo.write("tools/run.py", "x = 1\n");
    repo.write(
        ".claude/rules/frontend/logging.md",
        "---\npaths:\n  - \"web/**/*.ts\"\n---\n# Logging\n\n- Never use `console.log`; use the logger.\n\
         - Never commit `.env` files.\n",
    );
    repo.write("web/app.ts", "export const a = 1;\n");
    repo.write("server/main.ts", "export const b = 2;\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert!(rules.contains("file: '.claude/rules/frontend/logging.md'"), "{rules}");
    assert!(
        rules.contains("file: '.github/instructions/tools.instructions.md'"),
        "{rules}"
    );
    assert!(init.stdout.contains(" 0 dropped"), "{}", init.stdout);
    assert_eq!(repo.run(&["test"]).code, 0);
    repo.commit_all("chore: add rules");

    repo.write("server/main.ts", "console.log(1);\n");
    let outside = repo.commit_all("feat: log on the server");
    assert_eq!(repo.run(&["check", &outside]).code, 0, "outside `paths:`");
    repo.write("web/app.ts", "console.log(1);\n");
    let inside = repo.commit_all("feat: log in the app");
    let run = repo.run(&["check", &inside, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
    // A path ban names its own object: the globs say when the agent reads it, and would hide
    // `.env` from the rule (Apicurio/apicurio-registry, round 41: the rule was dropped).
    repo.write(".env", "TOKEN=1\n");
    let env = repo.commit_all("chore: local settings");
    let run = repo.run(&["check", &env, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
}

/// eyronjuude/Ad-Performance-Tracker (round 66): folders under `.cursor/rules/` sort the
/// rules; a `.env` ban in `.cursor/rules/project/env.mdc` read only that folder and never saw
/// the root's `.env`.
#[test]
fn cursor_rules_in_folders_speak_for_the_repository() {
    let repo = TestRepo::new();
    repo.write(
        ".cursor/rules/project/env.mdc",
        "---\nalwaysApply: true\n---\n# Secrets\n\n- Do not commit `.env`.\n",
    );
    repo.write("src/app.ts", "export const a = 1;\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    repo.commit_all("chore: add rules");
    repo.write(".env", "TOKEN=1\n");
    let env = repo.commit_all("chore: local settings");
    let run = repo.run(&["check", &env, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
}

/// kopia/kopia (round 41): "Use `clock.Now()` instead of `time.Now()`" fired inside
/// `internal/clock`, the package that implements `clock.Now()` with `time.Now()`.
#[test]
fn the_package_of_the_recommended_name_may_use_what_it_replaces() {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Go\n\n- Use `clock.Now()` instead of `time.Now()`.\n");
    repo.write("go.mod", "module example.com/x\n");
    repo.write(
        "internal/clock/now.go",
        "package clock\n\nimport \"time\"\n\nfunc Now() time.Time { return time.Now() }\n",
    );
    for name in ["a", "b", "c", "d"] {
        repo.write(&format!("cmd/{name}.go"), "package main\n");
    }
    repo.commit_all("feat: start");
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    let rule = written_rule(&repo, "time.Now");
    assert!(rule.contains("'internal/clock/**'"), "{rule}");
    enable_all(&repo);
    repo.commit_all("chore: rules");
    repo.write(
        "internal/clock/sleep.go",
        "package clock\n\nimport \"time\"\n\nfunc Since(t time.Time) time.Duration { return time.Now().Sub(t) }\n",
    );
    let inside = repo.commit_all("feat: since");
    assert_eq!(repo.run(&["check", &inside]).code, 0);
    repo.write(
        "cmd/a.go",
        "package main\n\nimport \"time\"\n\nvar start = time.Now()\n",
    );
    let outside = repo.commit_all("feat: start time");
    assert_eq!(repo.run(&["check", &outside]).code, 1);
}

/// 2anki/server (round 41): "Do not import `knex` outside `src/data_layer/`" was declined as a
/// qualifier no kind can express; a code rule expresses it by leaving the directory out.
#[test]
fn a_ban_outside_a_directory_leaves_the_directory_out() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# TypeScript\n\n- Do not import `knex` outside `src/data_layer/`.\n",
    );
    for name in ["a", "b", "c", "d"] {
        repo.write(&format!("src/{name}.ts"), "export const x = 1;\n");
    }
    repo.write(
        "src/data_layer/db.ts",
        "import knex from 'knex';\nexport const db = knex({});\n",
    );
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rule = written_rule(&repo, "knex");
    assert!(
        rule.contains("modules: ['knex']") && rule.contains("'src/data_layer/**'"),
        "{rule}"
    );
    repo.commit_all("chore: rules");
    repo.write(
        "src/data_layer/users.ts",
        "import knex from 'knex';\nexport const u = knex;\n",
    );
    let inside = repo.commit_all("feat: users table");
    assert_eq!(repo.run(&["check", &inside]).code, 0);
    repo.write("src/a.ts", "import knex from 'knex';\nexport const x = knex;\n");
    let outside = repo.commit_all("feat: query in a handler");
    assert_eq!(repo.run(&["check", &outside]).code, 1);
}

/// 2anki/server (round 41): "Do not commit changes that fail `/check`" forbade adding a root
/// file named `check`; the repository defines `/check` as a Claude Code command.
#[test]
fn a_slash_command_the_repository_defines_is_no_protected_path() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Do not commit changes that fail `/check`.\n- Never commit `/secrets`.\n",
    );
    repo.write(".claude/commands/check.md", "Run the type checker and the tests.\n");
    repo.write("src/app.ts", "export const a = 1;\n");
    repo.commit_all("feat: start");
    let run = repo.run(&["compile", "--history", "0", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let v = run.json();
    let declined = v["unenforced"].as_array().unwrap().iter().any(|u| {
        u["reason"]
            .as_str()
            .is_some_and(|r| r.contains("`/check` is a command the repository defines"))
    });
    assert!(declined, "{}", run.stdout);
    let rules: Vec<&str> = v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["yaml"].as_str().unwrap())
        .collect();
    assert!(rules.iter().any(|y| y.contains("'/secrets'")), "{rules:?}");
}

/// kopia/kopia (round 41): "Never delete nor modify the `go.mod` and `go.sum` files" in
/// `site/AGENTS.md` was anchored to the root's `go.mod`, where the nested rule never applies,
/// and its self-test dropped it.
#[test]
fn a_bare_file_name_in_a_nested_context_file_is_the_directorys_file() {
    let repo = TestRepo::new();
    repo.write("go.mod", "module root\n");
    repo.write("site/go.mod", "module site\n");
    repo.write("site/AGENTS.md", "# Site\n\n- Never delete `go.mod`.\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    assert!(init.stdout.contains(" 0 dropped"), "{}", init.stdout);
    let rule = written_rule(&repo, "go.mod");
    assert!(rule.contains("paths: ['/site/go.mod']"), "{rule}");
}

/// Found on electric-sql/electric (round 14): a compiled kebab-case rule flagged the names a
/// file-based router fixes (`$todoId.tsx`, `__root.tsx`) and a generator's `routeTree.gen.ts`;
/// and on mattermost/mattermost-mobile: a logging rule fired in its `detox/` end-to-end suite.
#[test]
fn compiled_rules_leave_reserved_names_generated_files_and_e2e_suites_alone() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Conventions\n\n- File names should always use kebab-case.\n- Never use `console.log`; use the logger.\n",
    );
    repo.write("src/routes/index.tsx", "export const a = 1;\n");
    repo.commit_all("feat: start");
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    repo.commit_all("chore: add rules");
    for name in ["$todoId.tsx", "__root.tsx", "[id].tsx", "_app.tsx", "user-card.tsx"] {
        repo.write(&format!("src/routes/{name}"), "export const b = 2;\n");
    }
    repo.write("src/routeTree.gen.ts", "export const c = 3;\n");
    repo.write("detox/e2e/login.ts", "console.log(1);\n");
    let allowed = repo.commit_all("feat: routes");
    let run = repo.run(&["check", &allowed]);
    assert_eq!(run.code, 0, "{run:?}");
    repo.write("src/routes/UserCard.tsx", "console.log(1);\n");
    let broken = repo.commit_all("feat: a card");
    let run = repo.run(&["check", &broken, "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.json()["violations"].as_array().unwrap().len(), 2, "{}", run.stdout);
}

#[test]
fn the_implementation_of_the_recommended_wrapper_may_use_what_it_wraps() {
    // unkeyed/unkey (round 16), microsoft/vscode-copilot-chat (round 26): the wrapper the
    // instruction recommends is the one place that calls the forbidden function.
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Database\n\n- Use `createCommentedPool()` instead of `mysql.createPool()`.\n",
    );
    let wrapper = "import mysql from 'mysql2';\n\nexport function createCommentedPool(o: object) {\n  return mysql.createPool(o);\n}\n";
    repo.write("src/db/pool.ts", wrapper);
    repo.write(
        "src/app.ts",
        "import { createCommentedPool } from './db/pool';\nexport const pool = createCommentedPool({});\n",
    );
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert!(rules.contains("'src/db/pool.ts'"), "{rules}");
    enable_all(&repo);
    repo.commit_all("chore: add rules");
    // The wrapper changes and still passes; a raw pool elsewhere fails.
    repo.write("src/db/pool.ts", &wrapper.replace("(o)", "({ ...o })"));
    assert_eq!(repo.run(&["check", &repo.commit_all("fix: spread options")]).code, 0);
    repo.write(
        "src/jobs.ts",
        "import mysql from 'mysql2';\nexport const p = mysql.createPool({});\n",
    );
    assert_eq!(repo.run(&["check", &repo.commit_all("feat: jobs")]).code, 1);
}

#[test]
fn a_construct_the_repository_writes_only_in_strings_gets_no_code_rule() {
    // bytebase/bytebase (round 31): key chords are string arguments, and a code rule skips
    // strings, so it would never fire.
    let repo = TestRepo::new();
    repo.write(
        "e2e/AGENTS.md",
        "# E2E\n\n### Shortcuts\n\nUse `ControlOrMeta+a` (portable), not `Meta+a` (Mac-only).\n",
    );
    for i in 0..4 {
        repo.write(
            &format!("e2e/t{i}.spec.ts"),
            "// ControlOrMeta+a selects all\nawait page.keyboard.press(\"ControlOrMeta+a\");\n",
        );
    }
    repo.commit_all("test: shortcuts");
    let run = repo.run(&["compile", "--history", "0", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let json = run.json();
    assert!(json["rules"].as_array().unwrap().is_empty(), "{}", run.stdout);
    assert!(
        json["unenforced"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["reason"].as_str().unwrap().contains("written in string literals")),
        "{}",
        run.stdout
    );
}

/// Issue #17 (Graylog2/graylog2-server, round 34): "use default parameters instead of
/// `defaultProps`" where the code declares its own `const defaultProps` and reads it through
/// default parameters: a pattern on the name would flag the style the instruction asks for.
#[test]
fn a_forbidden_name_the_repository_declares_itself_gets_no_code_rule() {
    let agents = "# Frontend\n\n- Use default parameters instead of `defaultProps`.\n";
    let compile = |files: &[(&str, &str)]| {
        let repo = TestRepo::new();
        repo.write("AGENTS.md", agents);
        for (path, text) in files {
            repo.write(path, text);
        }
        repo.commit_all("feat: search bar");
        let run = repo.run(&["compile", "--history", "0", "--format", "json"]);
        assert_eq!(run.code, 0, "{run:?}");
        run.json()
    };
    let own = compile(&[(
        "src/SearchBar.tsx",
        "const defaultProps = { onSubmit: () => {} };\nexport const SearchBar = ({ onSubmit = defaultProps.onSubmit }) => onSubmit;\n",
    )]);
    assert!(own["rules"].as_array().unwrap().is_empty(), "{own}");
    assert!(
        own["unenforced"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["reason"].as_str().unwrap().contains("a name the repository declares")),
        "{own}"
    );
    let api = compile(&[(
        "src/Button.tsx",
        "export const Button = ({ label = 'ok' }) => label;\nButton.displayName = 'Button';\n",
    )]);
    assert_eq!(api["rules"].as_array().unwrap().len(), 1, "{api}");
}

/// "No em dashes (—) in comments, commit messages, or docs" (evcc-io/evcc and others): one
/// rule per place a check reads; a sentence that names no such place compiles to nothing.
#[test]
fn banned_characters_are_checked_in_each_place_named() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Writing\n\n- No em dashes (—) in code, commit messages, or docs. Use commas.\n- Do not use emojis.\n",
    );
    repo.write("docs/guide.md", "# Guide\n");
    repo.write("src/lib.rs", "pub fn a() {}\n");
    repo.commit_all("feat: start");
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert_eq!(rules.matches("\n  - id: ").count(), 3, "{rules}");
    assert!(!rules.contains("emoji"), "no place is named for emojis:\n{rules}");
    repo.commit_all("chore: rules");
    for (file, text, message) in [
        ("docs/guide.md", "# Guide\n\nRun it — then stop.\n", "docs: guide"),
        ("src/lib.rs", "pub fn a() {} // one — two\n", "feat: a"),
        ("src/lib.rs", "pub fn b() {}\n", "feat: b — c"),
    ] {
        repo.write(file, text);
        let commit = repo.commit_all(message);
        assert_eq!(repo.run(&["check", &commit]).code, 1, "{file}: {message}");
    }
    repo.write("docs/guide.md", "# Guide\n\nRun it, then stop.\n");
    let good = repo.commit_all("docs: guide, then stop");
    assert_eq!(repo.run(&["check", &good]).code, 0);
}

/// mcowger/generic-copilot (round 74): two context files ban `console.log`, one with two more
/// callees. One rule, the wider, whichever file comes first; the narrower instruction counts
/// as compiled into it.
#[test]
fn a_narrower_ban_in_another_context_file_folds_into_the_wider_rule() {
    for (wide_file, narrow_file) in [
        ("AGENTS.md", ".github/copilot-instructions.md"),
        (".github/copilot-instructions.md", "AGENTS.md"),
    ] {
        let repo = TestRepo::new();
        repo.write(
            wide_file,
            "# Rules\n\n- Never use `console.log`, `console.info` or `console.error` in source code.\n",
        );
        repo.write(narrow_file, "# Critical\n\n- NEVER use `console.log` in source code.\n");
        repo.write("src/a.ts", "export function f(): void {\n  console.log('x');\n}\n");
        repo.commit_all("feat: start");
        let run = repo.run(&["compile", "--history", "0"]);
        assert_eq!(run.code, 0, "{run:?}");
        assert_eq!(run.stdout.matches("kind: forbid-call").count(), 1, "{}", run.stdout);
        assert!(
            run.stdout
                .contains("callees: ['console.log', 'console.info', 'console.error']"),
            "{}",
            run.stdout
        );
        assert!(run.stdout.contains("- id: console-log-call\n"), "{}", run.stdout);
        assert!(run.stderr.contains("2 compiled (1 rules)"), "{}", run.stderr);
    }
}

/// PicnicSupermarket/error-prone-support (round 101): a ban stated for `applyTo: "**/*.java"`
/// and again in a file for the whole repository is one rule, whichever file comes first.
#[test]
fn a_ban_for_some_files_folds_into_the_same_ban_for_all() {
    let java_style = "---\napplyTo: \"**/*.java\"\n---\n\n# Java style\n\n- Do not use wildcard imports.\n";
    let review = "---\napplyTo: \"**\"\n---\n\n# Review\n\n- Never use wildcard imports.\n";
    for (first, second) in [("a-java-style", "b-review"), ("b-java-style", "a-review")] {
        let repo = TestRepo::new();
        let (style_file, review_file) = if first.ends_with("java-style") {
            (first, second)
        } else {
            (second, first)
        };
        repo.write(
            &format!(".github/instructions/{style_file}.instructions.md"),
            java_style,
        );
        repo.write(&format!(".github/instructions/{review_file}.instructions.md"), review);
        for i in 0..5 {
            repo.write(&format!("src/A{i}.java"), &format!("package a;\nclass A{i} {{}}\n"));
        }
        repo.commit_all("feat: start");
        let run = repo.run(&["compile", "--history", "0"]);
        assert_eq!(run.code, 0, "{run:?}");
        assert_eq!(run.stdout.matches("kind: forbid-syntax").count(), 1, "{}", run.stdout);
        assert!(!run.stdout.contains("applies-to: ['**/*.java']"), "{}", run.stdout);
        assert!(run.stderr.contains("2 compiled (1 rules)"), "{}", run.stderr);
    }
}

/// ASISaga/theme.asisaga.com (round 134): a stylesheet folder's instructions
/// (`applyTo: "_sass/includes/**"`) are not about the repository's JavaScript. "NEVER use
/// `@extend`" had become a pattern over `*.js`, which no file of its scope is; it reads the
/// scope's own files.
#[test]
fn a_scopes_files_decide_its_language_over_the_repositorys() {
    let repo = TestRepo::new();
    repo.write(
        ".github/instructions/scss.instructions.md",
        "---\napplyTo: \"_sass/includes/**\"\n---\n# SCSS\n\n- NEVER use `@extend`\n",
    );
    repo.write("_sass/includes/_buttons.scss", ".button { color: red; }\n");
    for name in ["a", "b", "c", "d", "e", "f"] {
        repo.write(&format!("assets/js/{name}.js"), "export const x = 1;\n");
    }
    repo.commit_all("feat: start");
    let run = repo.run(&["compile", "--history", "0"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.contains("kind: forbid-content"), "{}", run.stdout);
    assert!(!run.stdout.contains("'*.js'"), "{}", run.stdout);
}

/// A context file in a folder whose front matter declares every file (`applyTo: "**"`) speaks
/// for the repository (round 80, held out; steipete/Trimmy-like `docs/AGENTS.md` guides): its
/// rule had read only its own folder, and a Python ban was declined there for want of Python.
#[test]
fn front_matter_that_declares_every_file_lifts_a_folders_bound() {
    let repo = TestRepo::new();
    repo.write(
        "docs/agents/AGENTS.md",
        "---\napplyTo: \"**\"\n---\n# Python\n\n- Never use `eval()`.\n",
    );
    repo.write("docs/agents/README.md", "# Notes\n");
    for name in ["a", "b", "c"] {
        repo.write(&format!("src/{name}.py"), "x = 1\n");
    }
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rule = written_rule(&repo, "eval");
    assert!(rule.contains("applies-to: ['**']"), "{rule}");
    repo.commit_all("chore: rules");
    repo.write("src/b.py", "x = eval('1')\n");
    let outside = repo.commit_all("feat: evaluate");
    assert_eq!(repo.run(&["check", &outside]).code, 1);
}

/// Globs of a folder's own files (`*.ts`, `package.json`: Bun's `CLAUDE.md` template, which
/// carries Cursor's front matter) lift nothing: useautumn/autumn (round 209) copied it into
/// `packages/atmn-tests/`, and its "Don't use vite" became a ban on every package's `vite`.
#[test]
fn front_matter_naming_the_folders_files_keeps_its_bound() {
    let repo = TestRepo::new();
    repo.write(
        "packages/web/CLAUDE.md",
        "---
globs: \"*.ts, *.tsx, package.json\"\nalwaysApply: false\n---\n# Frontend\n\n- Never use `eval()`.\n",
    );
    for dir in ["packages/web/src", "server/src"] {
        for name in ["a", "b"] {
            repo.write(&format!("{dir}/{name}.ts"), "export const x = 1;\n");
        }
    }
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    written_rule(&repo, "eval");
    repo.commit_all("chore: rules");
    repo.write("server/src/a.ts", "export const x = eval('1');\n");
    let outside = repo.commit_all("feat: evaluate on the server");
    assert_eq!(repo.run(&["check", &outside]).code, 0);
    repo.write("packages/web/src/a.ts", "export const x = eval('1');\n");
    let inside = repo.commit_all("feat: evaluate in the package");
    assert_eq!(repo.run(&["check", &inside]).code, 1);
}

/// A commit convention of such a lifted file governs every commit: the rule had dropped
/// `applies-to`, as a commit rule does, so it read the file's own folder again and failed its
/// message-only self-test (session 42's known gap: the rule was dropped).
#[test]
fn a_lifted_files_commit_convention_governs_every_commit() {
    let repo = TestRepo::new();
    repo.write(
        "docs/agents/AGENTS.md",
        "---\napplyTo: \"**\"\n---\n# Git\n\n- Commit messages must follow Conventional Commits (`feat:`, `fix:`).\n",
    );
    repo.write("src/a.py", "x = 1\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rule = written_rule(&repo, "conventional");
    assert!(
        rule.contains("applies-to: ['**']") && !rule.contains("files_after"),
        "{rule}"
    );
    repo.commit_all("chore: rules");
    repo.write("src/a.py", "x = 2\n");
    let outside = repo.commit_all("update stuff");
    assert_eq!(repo.run(&["check", &outside]).code, 1);
    let empty = repo.commit_all("more stuff");
    assert_eq!(repo.run(&["check", &empty]).code, 1);
}

/// A naming convention the repository's own code breaks in several files is written off as
/// a proposal, with the files: what the rule forbids is a form the code uses (round 83, held
/// out, reported generically a naming rule that rejected a form its repository uses; recent
/// commits said nothing, the context file being younger than the code).
#[test]
fn a_naming_rule_the_existing_code_breaks_is_a_proposal() {
    let agents = "## Python\n\n- Function names must be `snake_case`.\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    for (i, name) in ["load", "store", "parse", "render", "fetch", "close"]
        .iter()
        .enumerate()
    {
        let def = if i < 3 { format!("{name}It") } else { (*name).to_owned() };
        repo.write(&format!("src/m{i}.py"), &format!("def {def}():\n    pass\n"));
    }
    repo.commit_all("feat: start");
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rule = written_rule(&repo, "snake");
    assert!(
        rule.contains("severity: off") && rule.contains("fails src/m0.py at HEAD"),
        "{rule}"
    );
    let said = format!("{}{}", init.stdout, init.stderr);
    assert!(said.contains("fails 3 of 6 files of HEAD read"), "{said}");

    // Code that keeps the convention leaves the rule active.
    let kept = TestRepo::new();
    kept.write("AGENTS.md", agents);
    for (i, name) in ["load", "store", "parse"].iter().enumerate() {
        kept.write(&format!("src/m{i}.py"), &format!("def {name}_it():\n    pass\n"));
    }
    kept.commit_all("feat: start");
    assert_eq!(kept.run(&["init"]).code, 0);
    let rule = written_rule(&kept, "snake");
    assert!(!rule.contains("severity: off"), "{rule}");
}

/// A branch-name convention several of the repository's branches break is written off as a
/// proposal, naming the branches (Weaverse/weaverse, round 101: a spec workflow's
/// `type/spec-name` was enforced on `dev`, `gh-pages` and `release`).
#[test]
fn a_branch_rule_the_existing_branches_break_is_a_proposal() {
    let agents = "## Branches\n\n- Branch names must follow the pattern `type/short-description`.\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    repo.commit_all("feat: start");
    for branch in ["dev", "gh-pages", "release", "feat/login"] {
        repo.git(&["branch", branch]);
    }
    let init = repo.run(&["init"]);
    assert_eq!(init.code, 0, "{init:?}");
    let rule = written_rule(&repo, "branch");
    assert!(
        rule.contains("severity: off") && rule.contains("fails branch `dev`"),
        "{rule}"
    );

    // Branches that keep the convention leave the rule active.
    let kept = TestRepo::new();
    kept.write("AGENTS.md", agents);
    kept.commit_all("feat: start");
    for branch in ["feat/login", "fix/crash"] {
        kept.git(&["branch", branch]);
    }
    assert_eq!(kept.run(&["init"]).code, 0);
    let rule = written_rule(&kept, "branch");
    assert!(
        rule.contains("kind: branch-name") && !rule.contains("severity: off"),
        "{rule}"
    );
}

/// Without front matter, a nested context file still governs its own folder only.
#[test]
fn a_nested_context_file_without_front_matter_keeps_its_folder() {
    let repo = TestRepo::new();
    repo.write("web/AGENTS.md", "# Python\n\n- Never use `eval()`.\n");
    for name in ["a", "b", "c", "d", "e"] {
        repo.write(&format!("web/{name}.py"), "x = 1\n");
    }
    repo.write("tools/run.py", "x = 1\n");
    repo.commit_all("feat: start");
    let init = repo.run(&["init", "--history", "0"]);
    assert_eq!(init.code, 0, "{init:?}");
    repo.commit_all("chore: rules");
    repo.write("tools/run.py", "x = eval('1')\n");
    let outside = repo.commit_all("feat: evaluate tools");
    assert_eq!(repo.run(&["check", &outside]).code, 0);
    repo.write("web/a.py", "x = eval('1')\n");
    let inside = repo.commit_all("feat: evaluate web");
    assert_eq!(repo.run(&["check", &inside]).code, 1);
}

/// meshtastic/Meshtastic-Android (round 99): "NEVER import `java.*` or `android.*` in
/// `commonMain`" in a Kotlin-scoped instructions file. The bare name after "in" is a directory
/// of the repository, so the rule reads it (it had been declined as a qualifier no kind can
/// express); `java.*` is the module's submodules (not `javax.`), and the language is the front
/// matter's, not the Java its code names.
#[test]
fn a_directory_named_after_in_is_the_place_a_rule_reads() {
    let repo = TestRepo::new();
    repo.write(
        ".github/instructions/kmp.instructions.md",
        "---\napplyTo: \"**/commonMain/**/*.kt\"\n---\n# KMP\n\n- NEVER import `java.*` or `android.*` in `commonMain`.\n",
    );
    repo.write("core/src/commonMain/kotlin/A.kt", "package a\n");
    repo.write("core/src/androidMain/kotlin/A.kt", "package a\n");
    repo.commit_all("chore: init");
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    let rules = read(&repo, "agentsmd-gate.yaml");
    assert!(rules.contains("modules: ['java.*', 'android.*']"), "{rules}");
    let imports = "package a\nimport java.util.Locale\nimport javax.inject.Inject\n";
    repo.write("core/src/commonMain/kotlin/A.kt", imports);
    repo.write("core/src/androidMain/kotlin/A.kt", imports);
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    let found: Vec<(String, u64)> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["file"].as_str().unwrap().to_owned(), v["line"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        found,
        [("core/src/commonMain/kotlin/A.kt".to_owned(), 2)],
        "{}",
        run.stdout
    );
}

/// asgambat/gospin (round 135): a JavaScript/TypeScript template pasted into a Go repository's
/// AGENTS.md. "Use camelCase for functions/variables" sits in a section that names TypeScript
/// and a tool of its ecosystem, and no other language; it had become a naming rule over the Go
/// files. Without JavaScript or TypeScript files it compiles to nothing; with them, to a rule
/// over those files only.
#[test]
fn a_section_about_a_language_the_repository_lacks_writes_no_rule_for_its_code() {
    let agents = "# Code style\n\n- Use Prettier with default settings\n- Use TypeScript interfaces for complex types\n- Use camelCase for functions/variables\n";
    let repo = TestRepo::new();
    repo.write("AGENTS.md", agents);
    for i in 0..6 {
        repo.write(&format!("cmd/f{i}.go"), "package cmd\n\nfunc run() {}\n");
    }
    repo.commit_all("chore: init");
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    let rules = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap_or_default();
    assert!(!rules.contains("kind: naming"), "{rules}");

    for i in 0..6 {
        repo.write(&format!("web/f{i}.ts"), "export const loadData = () => 1;\n");
    }
    repo.commit_all("feat: web");
    let compiled = repo.run(&["compile", "--history", "0"]);
    assert!(compiled.stdout.contains("kind: naming"), "{compiled:?}");
    assert!(
        compiled
            .stdout
            .contains("paths: ['*.ts', '*.mts', '*.cts', '*.tsx', '*.js',"),
        "{}",
        compiled.stdout
    );
}

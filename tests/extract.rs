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
        [
            ("AGENTS.md".to_owned(), "Never edit `gen/`.".to_owned()),
            ("CLAUDE.md".to_owned(), "Never edit `gen/`.".to_owned())
        ],
        "the symlink is read as its target; the self-link ends"
    );
    // In the work tree the self-link is a file-system loop: a diagnostic, not an error.
    let worktree = repo.run(&["extract", "--format", "json"]);
    assert_eq!(worktree.code, 0, "{worktree:?}");
    assert!(worktree.stderr.contains("pkg/CLAUDE.md"), "{}", worktree.stderr);
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
        "---\nglobs: '*.ts'\nalwaysApply: true\n---\n- Use tabs.\n",
    );
    repo.write(
        ".github/instructions/broken.instructions.md",
        "---\napplyTo: [src/**\n---\n- Use tabs.\n",
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
    assert!(
        by_file[".cursor/rules/all.mdc"].is_null(),
        "alwaysApply: true is the whole scope"
    );
    assert!(by_file[".github/instructions/broken.instructions.md"].is_null());
    assert!(
        run.stderr.contains("front matter is not valid YAML")
            && run.stderr.contains(".github/instructions/broken.instructions.md:2:"),
        "{}",
        run.stderr
    );
}

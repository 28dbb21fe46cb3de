//! `lint`: advice on the context files, with and without a rule set.

use crate::support::TestRepo;

fn codes(repo: &TestRepo) -> (i32, Vec<(String, String, u64)>) {
    let run = repo.run(&["lint", "--format", "json"]);
    assert!(run.code == 0 || run.code == 1, "{run:?}");
    let findings = run.json()["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["code"].as_str().unwrap().to_owned(),
                f["file"].as_str().unwrap().to_owned(),
                f["line"].as_u64().unwrap(),
            )
        })
        .collect();
    (run.code, findings)
}

#[test]
fn advice_on_wording_duplicates_imports_and_contradictions() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- When you add a function, write a docstring for it.\n- Add tests where possible.\n- Run the linter before committing.\n- Never edit files under `gen/` by hand.\n- Always update `CHANGELOG.md` with your change.\n",
    );
    repo.write("CLAUDE.md", "@AGENTS.md\n@docs/missing.md\n");
    repo.write("pkg/AGENTS.md", "- Never edit files under `gen/` by hand.\n- Never touch `CHANGELOG.md`; add a file under `changes/` instead.\n");
    let (code, found) = codes(&repo);
    assert_eq!(code, 1, "a broken import is an error: {found:?}");
    let has = |c: &str, file: &str, line: u64| found.iter().any(|(fc, ff, fl)| fc == c && ff == file && *fl == line);
    assert!(has("conditional-wording", "AGENTS.md", 3), "{found:?}");
    assert!(has("vague-qualifier", "AGENTS.md", 4), "{found:?}");
    assert!(has("unenforceable-directive", "AGENTS.md", 5), "{found:?}");
    assert!(has("duplicate-instruction", "pkg/AGENTS.md", 1), "{found:?}");
    assert!(has("broken-import", "CLAUDE.md", 2), "{found:?}");
    assert!(has("contradictory-instructions", "pkg/AGENTS.md", 2), "{found:?}");
    // The human form is a diagnostic at the line.
    let human = repo.run(&["lint"]);
    assert!(
        human.stdout.contains("AGENTS.md:3:1") && human.stdout.contains("state it as a direct rule"),
        "{}",
        human.stdout
    );
}

#[test]
fn with_a_rule_set_unenforced_and_stale_and_configured_severities() {
    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "- Never edit files under `gen/` by hand.\n- Commit subjects start with `feat:` or `fix:`.\n",
    );
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nlint:\n  conditional-wording: off\nrules:\n  - id: generated-edit\n    from: {file: AGENTS.md, line: 1, text: 'Never edit files under `gen/` by hand.'}\n    check: {kind: forbid-paths, paths: ['gen/']}\n  - id: old-rule\n    from: {file: AGENTS.md, line: 9, text: 'An instruction that was deleted.'}\n    check: {kind: file-name, pattern: x}\n",
    );
    let (code, found) = codes(&repo);
    assert_eq!(code, 1, "a stale rule is an error: {found:?}");
    assert!(
        found.iter().any(|(c, _, l)| c == "unenforced-instruction" && *l == 2),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(c, _, l)| c == "unenforced-instruction" && *l == 1),
        "line 1 is enforced: {found:?}"
    );
    assert!(found.iter().any(|(c, _, _)| c == "stale-rule"), "{found:?}");
    // An unknown finding name in `lint:` is a rule-file error.
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nlint: {no-such-finding: off}\nrules:\n  - id: a\n    check: {kind: file-name, pattern: x}\n",
    );
    let run = repo.run(&["lint"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("unknown lint finding `no-such-finding`"),
        "{}",
        run.stderr
    );
}

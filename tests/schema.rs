//! #15: the JSON Schema of the rule file (committed, printed, accepted and rejected as the
//! loader does), shell completions and the man page.

use crate::support::{BIN, TestRepo, schema_errors};

#[test]
fn committed_schema_is_what_the_binary_prints() {
    let repo = TestRepo::new();
    let run = repo.run(&["schema"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/schema/agentsmd-gate.schema.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == run.stdout,
        "schema/agentsmd-gate.schema.json is stale: regenerate it with\n  cargo run -q -- schema > schema/agentsmd-gate.schema.json"
    );
    let schema = run.json();
    assert_eq!(schema["$schema"], "https://json-schema.org/draft/2020-12/schema");
}

#[test]
fn schema_accepts_the_demo_and_what_init_writes() {
    let demo = include_str!("../examples/demo/agentsmd-gate.yaml");
    assert_eq!(schema_errors(demo), Vec::<String>::new());

    let repo = TestRepo::new();
    repo.write(
        "AGENTS.md",
        "# Rules\n\n- Use Conventional Commits.\n- Never edit files under `gen/`.\n- Never use `print()` for logging.\n- Do not import `requests`.\n",
    );
    let run = repo.run(&["init"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = std::fs::read_to_string(repo.path("agentsmd-gate.yaml")).unwrap();
    assert!(
        written.starts_with(&format!(
            "# yaml-language-server: $schema={}\n",
            agentsmd_gate::ruleset::schema::URL
        )),
        "{written}"
    );
    assert!(written.matches("  - id:").count() >= 3, "{written}");
    assert_eq!(schema_errors(&written), Vec::<String>::new(), "{written}");
}

#[test]
fn schema_rejects_what_the_loader_rejects() {
    let rule = |body: &str| format!("rules:\n  - id: a\n    {body}\n");
    for (what, text) in [
        ("unknown kind", rule("check: {kind: forbid-everything, pattern: x}")),
        (
            "unknown check key",
            rule("check: {kind: file-name, pattern: x, scope: file}"),
        ),
        (
            "unknown rule key",
            rule("sevrity: error\n    check: {kind: file-name, pattern: x}"),
        ),
        ("wrong type", rule("check: {kind: file-name, pattern: 1}")),
        ("wrong type", rule("check: {kind: commit-message, conventional: 'yes'}")),
        (
            "unknown value",
            rule("check: {kind: forbid-content, pattern: x, scope: everywhere}"),
        ),
        ("missing key", rule("check: {kind: forbid-paths}")),
    ] {
        assert!(!schema_errors(&text).is_empty(), "{what}: the schema accepts\n{text}");
        let loaded = agentsmd_gate::ruleset::load(agentsmd_gate::diagnostic::Source {
            name: "r.yaml".into(),
            text: text.as_str().into(),
        });
        assert!(loaded.is_err(), "{what}: the loader accepts\n{text}");
    }
}

#[test]
fn completions_print_for_bash_zsh_and_fish() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = std::process::Command::new(BIN)
            .args(["completions", shell])
            .output()
            .unwrap();
        assert!(out.status.success(), "{shell}");
        let text = String::from_utf8(out.stdout).unwrap();
        for sub in ["check", "compile", "schema", "completions"] {
            assert!(text.contains(sub), "{shell} completions lack `{sub}`");
        }
    }
}

#[test]
fn man_page_prints() {
    let out = std::process::Command::new(BIN).arg("man").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(".TH agentsmd-gate 1"), "{text}");
    assert!(text.contains("completions"), "{text}");
}

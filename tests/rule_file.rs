//! Rule-file problems: each reported with its line and column, all at once, exit 2.

use crate::support::TestRepo;

fn errors_of(rule_file: &str) -> String {
    let repo = TestRepo::new();
    repo.write("agentsmd-gate.yaml", rule_file);
    repo.write("a.txt", "x\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check"]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(run.stdout.is_empty(), "no report on a broken rule file: {}", run.stdout);
    run.stderr
}

#[test]
fn every_problem_at_once() {
    let stderr = errors_of(concat!(
        "version: 1\n",
        "rules:\n",
        "  - id: bad-regex\n",
        "    check: {kind: forbid-content, pattern: 'print(('}\n",
        "  - id: bad-regex\n",
        "    sevrity: error\n",
        "    check:\n",
        "      kind: commit-message\n",
        "      conventionl: true\n",
        "  - id: Bad_Glob\n",
        "    paths: ['src/[']\n",
        "    check: {kind: file-name, pattern: x}\n",
        "  - id: no-kind\n",
        "    check: {pattern: x}\n",
        "  - id: wrong-type\n",
        "    check: {kind: commit-message, max-subject-length: long}\n",
    ));
    insta::assert_snapshot!(stderr);
}

#[test]
fn yaml_syntax_error() {
    insta::assert_snapshot!(errors_of(
        "version: 1\nrules:\n  - id: a\n    check: {kind: file-name, pattern: x\n"
    ));
}

#[test]
fn duplicate_yaml_keys() {
    let stderr = errors_of("version: 1\nrules:\n  - id: a\n    id: b\n    check: {kind: file-name, pattern: x}\n");
    assert!(
        stderr.contains("duplicate") && stderr.contains("agentsmd-gate.yaml:4:5"),
        "{stderr}"
    );
}

#[test]
fn missing_and_empty_rule_files() {
    let repo = TestRepo::new();
    repo.write("a.txt", "x\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("no rule file `agentsmd-gate.yaml`"),
        "{}",
        run.stderr
    );
    assert!(errors_of("").contains("empty"));
    assert!(errors_of("version: 1\nrules: []\n").contains("would pass every commit"));
}

#[test]
fn non_utf8_and_hostile_rule_files() {
    assert!(errors_of("version: 1\nrules:\n  - id: caf\u{e9}\n").contains("kebab-case"));
    let repo = TestRepo::new();
    repo.write_bytes("agentsmd-gate.yaml", b"version: 1\nrules: \xff\n");
    let run = repo.run(&["check"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("not UTF-8") && run.stderr.contains("line 2"),
        "{}",
        run.stderr
    );
    // A billion-laughs alias bomb is refused, not expanded.
    let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 0..12 {
        let prev = if i == 0 { "a".to_owned() } else { format!("b{}", i - 1) };
        bomb.push_str(&format!(
            "b{i}: &b{i} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"
        ));
    }
    bomb.push_str("rules: []\n");
    let stderr = errors_of(&bomb);
    assert!(!stderr.is_empty());
}

#[test]
fn config_flag_and_test_command() {
    let repo = TestRepo::new();
    repo.write(
        "rules/gate.yaml",
        "version: 1\nrules:\n  - id: print-call\n    check: {kind: forbid-content, pattern: 'print\\('}\n    examples:\n      - expect: fail\n        files_after: {a.py: \"print(1)\\n\"}\n      - expect: fail\n        files_after: {a.py: \"x = 1\\n\"}\n",
    );
    let run = repo.run(&["--config", "rules/gate.yaml", "test"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(
        run.stdout.contains("FAILED  print-call") && run.stdout.contains("example 2 should fail"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("0 passed, 1 failed"), "{}", run.stdout);
}

/// Issue #15: a rule that fails its own examples does not load into CI: `check --rules-rev`
/// (and `--verify-examples`) refuses the rule set, exit 2, naming the rule and the example.
#[test]
fn a_rule_failing_its_examples_does_not_load_into_ci() {
    let repo = TestRepo::with_rules(
        "  - id: no-print\n    check: {kind: forbid-content, pattern: 'print\\('}\n    examples:\n      - {expect: fail, files_after: {'a.py': \"log(x)\\n\"}}\n      - {expect: pass, files_after: {'a.py': \"ok = 1\\n\"}}\n",
    );
    repo.commit_all("chore: rules");
    repo.write("a.py", "x = 1\n");
    repo.commit_all("feat: a");
    for args in [
        vec!["check", "HEAD~1..HEAD", "--rules-rev", "HEAD~1"],
        vec!["check", "HEAD", "--verify-examples"],
    ] {
        let run = repo.run(&args);
        assert_eq!(run.code, 2, "{args:?}: {run:?}");
        assert!(
            run.stderr.contains("rule `no-print`: example 1 should fail"),
            "{}",
            run.stderr
        );
    }
    // Without either, the hook path does not pay for the examples.
    assert_eq!(repo.run(&["check", "HEAD"]).code, 0);
}

/// Issue #14: a kind or construct that does not exist in the rule's `language` says so when
/// the rule file loads, at the value's line and column.
#[test]
fn kinds_and_constructs_a_language_lacks() {
    let stderr = errors_of(concat!(
        "version: 1\n",
        "rules:\n",
        "  - id: documented-scripts\n",
        "    check: {kind: require-docstring, language: bash}\n",
        "  - id: no-unsafe\n",
        "    check: {kind: forbid-syntax, constructs: [unsafe], language: java}\n",
    ));
    assert!(stderr.contains("does not apply to bash"), "{stderr}");
    assert!(stderr.contains("agentsmd-gate.yaml:4:48"), "{stderr}");
    assert!(stderr.contains("`unsafe` does not exist in java"), "{stderr}");
    assert!(stderr.contains("agentsmd-gate.yaml:6:47"), "{stderr}");
}

#[test]
fn content_rules_do_not_read_the_rule_file() {
    // ha-pricehawk (round 119): the secrets rule failed the commit adding its own rule file,
    // whose example holds the key it forbids.
    let repo = TestRepo::new();
    let rules = concat!(
        "version: 1\n",
        "rules:\n",
        "  - id: hardcoded-secret\n",
        "    check: {kind: forbid-content, pattern: 'AKIA[0-9A-Z]{16}'}\n",
        "    examples:\n",
        "      - {expect: fail, files_after: {'src/a.py': \"k = 'AKIAABCDEFGHIJKLMNOP'\\n\"}}\n",
    );
    repo.write("agentsmd-gate.yaml", rules);
    repo.write("config.yaml", "key: AKIAABCDEFGHIJKLMNOP\n");
    repo.git(&["add", "agentsmd-gate.yaml"]);
    let run = repo.run(&["check", "--staged"]);
    assert_eq!(run.code, 0, "{run:?}");
    // Another file with the key still fails.
    repo.git(&["add", "config.yaml"]);
    let run = repo.run(&["check", "--staged"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stdout.contains("config.yaml"), "{}", run.stdout);
}

//! Inline suppressions and the baseline, on real staged changes and commits.

use crate::support::TestRepo;

const RULES: &str =
    "  - id: print-call\n    paths: ['*.py', '*.md']\n    check: {kind: forbid-content, pattern: '\\bprint\\('}\n";

#[test]
fn inline_suppressions_need_a_rule_and_a_reason_and_show_as_suppressed() {
    let repo = TestRepo::with_rules(RULES);
    repo.write(
        "app.py",
        "print(1)  # agentsmd-gate: allow(print-call) -- CLI output\n\
         # agentsmd-gate: allow(print-call) -- the line below is the CLI too\n\
         print(2)\n\
         print(3)\n\
         print(4)  # agentsmd-gate: allow(print-call)\n\
         x = 1  # agentsmd-gate: allow(print-call) -- nothing here\n\
         y = 2  # agentsmd-gate: allow(no-such-rule) -- typo\n",
    );
    repo.write(
        "README.md",
        "Use `# agentsmd-gate: allow(print-call) -- why` above a line.\n\nprint(5)\n",
    );
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.code, 1, "{run:?}");
    let v = run.json();
    let got: Vec<(String, String, u64, bool)> = v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["rule"].as_str().unwrap().to_owned(),
                v["file"].as_str().unwrap().to_owned(),
                v["line"].as_u64().unwrap(),
                v.get("suppressed").is_some(),
            )
        })
        .collect();
    let expect =
        |rule: &str, file: &str, line: u64, suppressed: bool| (rule.to_owned(), file.to_owned(), line, suppressed);
    let mut want = vec![
        expect("print-call", "README.md", 3, false),
        expect("print-call", "app.py", 1, true),
        expect("print-call", "app.py", 3, true),
        expect("print-call", "app.py", 4, false),
        expect("print-call", "app.py", 5, false),
        expect("invalid-suppression", "app.py", 5, false),
        expect("unused-suppression", "app.py", 6, false),
        expect("unused-suppression", "app.py", 7, false),
    ];
    let mut got_sorted = got.clone();
    got_sorted.sort();
    want.sort();
    assert_eq!(got_sorted, want, "{}", run.stdout);
    let suppressed = v["violations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["line"] == 1)
        .unwrap();
    assert_eq!(suppressed["suppressed"]["reason"], "CLI output");

    // SARIF marks them suppressed; the human report leaves them out and counts them.
    let sarif = repo.run(&["check", "--format", "sarif"]).json();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(
        results
            .iter()
            .filter(|r| r["suppressions"][0]["kind"] == "inSource")
            .count(),
        2
    );
    let human = repo.run(&["check", "--color", "never"]);
    assert!(human.stdout.contains("(2 suppressed inline)"), "{}", human.stdout);

    // Only suppressed violations left: the commit passes.
    repo.write("README.md", "docs\n");
    repo.write("app.py", "print(1)  # agentsmd-gate: allow(print-call) -- CLI output\n");
    repo.git(&["add", "-A"]);
    assert_eq!(repo.run(&["check"]).code, 0);
}

#[test]
fn a_baseline_hides_known_violations_even_when_they_move() {
    let repo = TestRepo::with_rules(RULES);
    repo.write("old.py", "def f():\n    print('legacy')\n    print('legacy')\n");
    repo.commit_all("chore: legacy code");
    let write = repo.run(&["baseline", "--write"]);
    assert_eq!(write.code, 0, "{write:?}");
    assert!(
        write.stdout.contains("2 violations of 1 rules (1 distinct)"),
        "{}",
        write.stdout
    );
    let recorded: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(repo.path("agentsmd-gate.baseline.json")).unwrap()).unwrap();
    assert_eq!(recorded["violations"][0]["count"], 2);
    repo.commit_all("chore: baseline");

    // The legacy lines are dropped, then come back re-indented in a class (a revert: added
    // lines, with nothing removed beside them) and a new print joins them: only the new one is
    // reported. (Lines a commit only moves or re-indents are not added at all.)
    repo.write("old.py", "def f():\n    pass\n");
    repo.commit_all("chore: drop the legacy prints");
    repo.write(
        "old.py",
        "class A:\n    def f(self):\n        print('legacy')\n        print('legacy')\n        print('fresh')\n",
    );
    let moved = repo.commit_all("refactor: move");
    let run = repo.run(&["check", &moved, "--format", "json"]);
    let lines: Vec<u64> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [5], "{}", run.stdout);
    let human = repo.run(&["check", &moved, "--color", "never"]);
    assert!(
        human
            .stdout
            .contains("2 known violations in agentsmd-gate.baseline.json not shown"),
        "{}",
        human.stdout
    );
    assert_eq!(
        repo.run(&["check", &moved, "--no-baseline", "--format", "json"])
            .rules()
            .len(),
        3
    );

    // A broken baseline is a located error, not a silent pass.
    repo.write("agentsmd-gate.baseline.json", "{\"version\": 1, \"violations\": [\n");
    let broken = repo.run(&["check", &moved]);
    assert_eq!(broken.code, 2, "{broken:?}");
    assert!(
        broken.stderr.contains("not a valid baseline: line 2"),
        "{}",
        broken.stderr
    );
}

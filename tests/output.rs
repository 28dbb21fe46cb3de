//! The human report (snapshot) and the JSON contract.

use crate::support::TestRepo;

fn demo_repo() -> TestRepo {
    let repo = TestRepo::new();
    repo.write("AGENTS.md", "# Python\n\n- Write `# @tracked` directly below the def line of every function you add.\n- Use Conventional Commits.\n");
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nrules:\n  - id: untracked-function\n    from: {file: AGENTS.md, line: 3, text: 'Write `# @tracked` directly below the def line of every function you add.'}\n    check: {kind: python-def-marker, marker: '# @tracked'}\n  - id: non-conventional\n    from: {file: AGENTS.md, line: 4}\n    check: {kind: commit-message, conventional: true}\n",
    );
    repo.commit_all("chore: rules");
    repo.write("app.py", "def load(path):\n    \"\"\"Load.\"\"\"\n    return path\n");
    repo.git(&["add", "-A"]);
    repo.write("MSG", "load things\n");
    repo
}

#[test]
fn human_report_shows_code_and_instruction() {
    let repo = demo_repo();
    let run = repo.run(&["check", "--commit-msg-file", "MSG"]);
    assert_eq!(run.code, 1);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn json_contract() {
    let repo = demo_repo();
    let run = repo.run(&["check", "--commit-msg-file", "MSG", "--format", "json"]);
    let json = run.json();
    assert_eq!(json["version"], 1);
    assert_eq!(json["checked"]["commits"], 1);
    assert_eq!(json["checked"]["rules"], 2);
    assert_eq!(json["checked"]["rule_evaluations"], 2);
    let v = &json["violations"][0];
    let mut keys: Vec<_> = v.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "column",
            "commit",
            "end_column",
            "end_line",
            "file",
            "instruction",
            "line",
            "message",
            "rule",
            "severity"
        ]
    );
    assert!(v["commit"].is_null(), "staged: commit is null");
    assert_eq!(v["instruction"]["file"], "AGENTS.md");
    assert_eq!(v["instruction"]["line"], 3);
}

#[test]
fn github_annotations() {
    let repo = demo_repo();
    let run = repo.run(&["check", "--format", "github"]);
    assert!(
        run.stdout
            .starts_with("::error title=untracked-function,file=app.py,line=1,endLine=1,col=1,endColumn=16::"),
        "{}",
        run.stdout
    );
}

#[test]
fn clean_run_and_quiet() {
    let repo = TestRepo::with_rules("  - id: print-call\n    check: {kind: forbid-content, pattern: 'print\\('}\n");
    repo.write("a.py", "x = 1\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check"]);
    assert_eq!(run.code, 0);
    assert_eq!(
        run.stdout,
        "✓ no violations in the staged change (1 rule, 1 evaluation)\n"
    );
    assert_eq!(repo.run(&["check", "-q"]).stdout, "");
}

#[test]
fn sarif_validates_against_the_sarif_2_1_0_schema() {
    let repo = demo_repo();
    repo.write("gen.txt", "x\n");
    let run = repo.run(&["check", "--commit-msg-file", "MSG", "--format", "sarif"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let sarif = run.json();
    let schema: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/sarif-2.1.0.json")).expect("the vendored schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{}", run.stdout);

    assert_eq!(sarif["version"], "2.1.0");
    let run0 = &sarif["runs"][0];
    let driver = &run0["tool"]["driver"];
    assert_eq!(driver["name"], "agentsmd-gate");
    assert_eq!(driver["rules"].as_array().unwrap().len(), 2);
    assert!(
        driver["rules"][0]["fullDescription"]["text"]
            .as_str()
            .unwrap()
            .contains("Write `# @tracked`")
    );
    let results = run0["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    let marker = &results[0];
    assert_eq!(
        marker["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "app.py"
    );
    assert_eq!(marker["locations"][0]["physicalLocation"]["region"]["startLine"], 1);
    assert_eq!(
        marker["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "AGENTS.md"
    );
    assert_eq!(
        marker["relatedLocations"][0]["physicalLocation"]["region"]["startLine"],
        3
    );
    // The message violation has no file: it is located at the instruction.
    assert_eq!(
        results[1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "AGENTS.md"
    );
}

#[test]
fn sarif_fingerprints_survive_moved_lines() {
    let fingerprint = |repo: &TestRepo| {
        let run = repo.run(&["check", "--format", "sarif"]);
        run.json()["runs"][0]["results"][0]["partialFingerprints"]["agentsmdGate/v1"].clone()
    };
    let repo = demo_repo();
    let before = fingerprint(&repo);
    repo.write(
        "app.py",
        "import os\n\n\ndef load(path):\n    \"\"\"Load.\"\"\"\n    return path\n",
    );
    repo.git(&["add", "-A"]);
    assert_eq!(fingerprint(&repo), before);
    assert!(before.as_str().is_some_and(|s| s.len() == 16));
}

/// Issue #11: a rule whose `from` gives only file and line still quotes the instruction's
/// text in JSON, SARIF and GitHub output, read from the context file at the revision the rules
/// were read from.
#[test]
fn machine_formats_quote_the_instruction_text_from_the_context_file() {
    let repo = demo_repo();
    let base = repo.head();
    repo.write("AGENTS.md", "# Python\n\n- Changed in the work tree.\n- Changed too.\n");
    let json = repo
        .run(&["check", "--commit-msg-file", "MSG", "--format", "json"])
        .json();
    let texts: Vec<String> = json["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["instruction"]["text"].as_str().unwrap_or("<none>").to_owned())
        .collect();
    assert!(
        texts.contains(&"Changed too.".to_owned()),
        "staged: the work tree's rules: {texts:?}"
    );

    repo.remove("MSG");
    repo.git(&["checkout", "-q", "AGENTS.md"]);
    repo.write("AGENTS.md", "# Python\n\n- Changed later.\n- Changed too.\n");
    let head = repo.commit_all("load things");
    let range = format!("{base}..{head}");
    let args = |format: &'static str| -> Vec<String> {
        ["check", &range, "--rules-rev", &base, "--format", format]
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    let run = |format| {
        let a = args(format);
        repo.run(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let json = run("json").json();
    let v = json["violations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["rule"] == "non-conventional")
        .unwrap_or_else(|| panic!("{json}"))
        .clone();
    assert_eq!(v["instruction"]["text"], "Use Conventional Commits.", "{json}");
    let github = run("github").stdout;
    assert!(github.contains("AGENTS.md:4: Use Conventional Commits."), "{github}");
    let sarif = run("sarif").stdout;
    assert!(sarif.contains("AGENTS.md:4: Use Conventional Commits."), "{sarif}");
}

/// Issue #11: `check A..B --rules-rev BASE` warns, in every format, when the range edits the
/// rule file or a context file (the rules come from BASE, not from the change).
#[test]
fn rules_rev_warns_in_every_format_when_the_range_edits_the_rules() {
    let repo = demo_repo();
    repo.remove("MSG");
    let base = repo.head();
    repo.write("AGENTS.md", "# Python\n\n- Use Conventional Commits.\n");
    repo.write("pkg/CLAUDE.md", "- Never edit `gen/`.\n");
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nrules:\n  - id: nothing\n    check: {kind: forbid-paths, paths: ['nothing/**']}\n",
    );
    let head = repo.commit_all("feat: drop the rules");
    let range = format!("{base}..{head}");
    let run = |format: &str| repo.run(&["check", &range, "--rules-rev", &base, "--format", format]);
    let expected = ["AGENTS.md", "agentsmd-gate.yaml", "pkg/CLAUDE.md"];

    let json = run("json").json();
    let files: Vec<&str> = json["rule_changes"]
        .as_array()
        .unwrap_or_else(|| panic!("{json}"))
        .iter()
        .map(|c| c["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, expected, "{json}");

    let github = run("github").stdout;
    for f in expected {
        assert!(
            github.contains(&format!(
                "::warning file={f},title=agentsmd-gate::rule changes need review"
            )),
            "{github}"
        );
    }

    let sarif_run = run("sarif");
    let sarif = sarif_run.json();
    let schema: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/sarif-2.1.0.json")).expect("the vendored schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let notes = sarif["runs"][0]["invocations"][0]["toolExecutionNotifications"]
        .as_array()
        .unwrap_or_else(|| panic!("{}", sarif_run.stdout))
        .len();
    assert_eq!(notes, 3);

    let human = run("human");
    for f in expected {
        assert!(human.stderr.contains(f), "{}", human.stderr);
    }
    assert!(human.stderr.contains("rule-changes"), "{}", human.stderr);

    // Without --rules-rev the rules are the change's own: nothing to say.
    let own = repo.run(&["check", &range, "--format", "json"]).json();
    assert!(own.get("rule_changes").is_none(), "{own}");
}

//! Every check kind, failing and passing, on real staged changes and commits.

use crate::support::TestRepo;

fn staged_rules(repo: &TestRepo) -> Vec<String> {
    let run = repo.run(&["check", "--staged", "--format", "json"]);
    assert!(run.code == 0 || run.code == 1, "exit {}: {}", run.code, run.stderr);
    run.rules()
}

#[test]
fn commit_message_conventional_and_trailers() {
    let repo = TestRepo::with_rules(
        "  - id: non-conventional\n    check: {kind: commit-message, conventional: true}\n  - id: unsigned\n    severity: warning\n    check: {kind: commit-message, require-trailers: [Signed-off-by]}\n",
    );
    repo.write("a.txt", "x\n");
    let bad = repo.commit_all("added a file");
    let run = repo.run(&["check", &bad, "--format", "json"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.rules(), ["non-conventional", "unsigned"]);
    let v = &run.json()["violations"][0];
    assert_eq!(v["commit"], bad.as_str());
    assert!(v["file"].is_null() && v["line"].is_null());

    repo.write("b.txt", "y\n");
    let good = repo.commit_all("feat: add b\n\nSigned-off-by: Test Author <author@example.com>");
    let run = repo.run(&["check", &good, "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.rules().is_empty());

    // Only a warning left: exit 0.
    repo.write("c.txt", "z\n");
    let warn_only = repo.commit_all("fix: c");
    let run = repo.run(&["check", &warn_only, "--format", "json"]);
    assert_eq!((run.code, run.rules()), (0, vec!["unsigned".to_owned()]));
}

#[test]
fn branch_name() {
    let repo = TestRepo::with_rules(
        "  - id: branch-shape\n    check: {kind: branch-name, pattern: '^(feat|fix)/[a-z0-9-]+$'}\n",
    );
    repo.git(&["checkout", "-q", "-b", "Bad_Branch"]);
    repo.write("a.txt", "x\n");
    repo.git(&["add", "-A"]);
    assert_eq!(staged_rules(&repo), ["branch-shape"]);
    assert!(
        repo.run(&["check", "--staged", "--branch", "feat/ok", "--format", "json"])
            .rules()
            .is_empty()
    );
    // A range has a branch only through `--branch` (the pre-push hook and the Action pass it).
    repo.commit_all("x");
    assert!(
        repo.run(&["check", "main..Bad_Branch", "--branch", "feat/good", "--format", "json"])
            .rules()
            .is_empty()
    );
    assert_eq!(
        repo.run(&[
            "check",
            "main..Bad_Branch",
            "--branch",
            "Bad_Branch",
            "--format",
            "json"
        ])
        .rules(),
        ["branch-shape"]
    );
    // Detached HEAD has no branch: skipped.
    repo.git(&["checkout", "-q", "--detach"]);
    assert!(repo.run(&["check", "HEAD", "--format", "json"]).rules().is_empty());
}

#[test]
fn forbid_paths_with_renames_and_deletions() {
    let repo = TestRepo::with_rules(
        "  - id: generated-edit\n    check: {kind: forbid-paths, paths: ['gen/'], changes: [modified, deleted, renamed]}\n",
    );
    repo.write("gen/api.py", "A = 1\nB = 2\nC = 3\nD = 4\n");
    repo.commit_all("feat: generate");
    // Renaming out of gen/ is caught through the old path.
    std::fs::create_dir_all(repo.path("src")).unwrap();
    repo.git(&["mv", "gen/api.py", "src/api.py"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.rules(), ["generated-edit"]);
    assert!(
        run.json()["violations"][0]["message"]
            .as_str()
            .unwrap()
            .contains("renamed"),
        "{}",
        run.stdout
    );
    repo.git(&["reset", "-q", "--hard"]);
    repo.remove("gen/api.py");
    repo.git(&["add", "-A"]);
    assert_eq!(staged_rules(&repo), ["generated-edit"]);
    repo.git(&["reset", "-q", "--hard"]);
    repo.write("src/other.py", "x = 1\n");
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty());
}

#[test]
fn require_companion() {
    let repo = TestRepo::with_rules(
        "  - id: untested-change\n    check: {kind: require-companion, when: ['src/**/*.py'], require: ['tests/**']}\n    exclude: ['src/vendor/**']\n",
    );
    repo.write("src/a.py", "x = 1\n");
    repo.git(&["add", "-A"]);
    assert_eq!(staged_rules(&repo), ["untested-change"]);
    repo.write("tests/test_a.py", "def test(): pass\n");
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty());
    repo.git(&["reset", "-q"]);
    std::fs::remove_dir_all(repo.path("tests")).unwrap();
    std::fs::remove_file(repo.path("src/a.py")).unwrap();
    repo.write("src/vendor/lib.py", "x = 1\n");
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty(), "excluded paths do not trigger");
}

#[test]
fn file_name() {
    let repo = TestRepo::with_rules(
        "  - id: test-file-name\n    paths: ['tests/**']\n    check: {kind: file-name, pattern: '^test_[a-z0-9_]+\\.py$'}\n",
    );
    repo.write("tests/TestThing.py", "");
    repo.write("tests/test_ok.py", "");
    repo.write("src/Whatever.py", "");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.rules(), ["test-file-name"]);
    assert_eq!(run.json()["violations"][0]["file"], "tests/TestThing.py");
}

#[test]
fn forbid_content_sees_only_added_lines() {
    let repo = TestRepo::with_rules(
        "  - id: print-call\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: '\\bprint\\('}\n",
    );
    repo.write("app.py", "print('old')\n");
    repo.commit_all("feat: old");
    repo.write("app.py", "print('old')\nx = 1\n");
    repo.git(&["add", "-A"]);
    assert!(
        staged_rules(&repo).is_empty(),
        "pre-existing print is not the committer's"
    );
    repo.write("app.py", "print('old')\nx = 1\n    print('new')\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    let v = &run.json()["violations"][0];
    assert_eq!(
        (v["line"].as_u64(), v["column"].as_u64(), v["end_column"].as_u64()),
        (Some(3), Some(5), Some(11))
    );
}

#[test]
fn require_content_header() {
    let repo = TestRepo::with_rules(
        "  - id: missing-spdx\n    paths: ['*.rs']\n    check: {kind: require-content, pattern: 'SPDX-License-Identifier', scope: head, lines: 2}\n",
    );
    repo.write("src/old.rs", "fn old() {}\n");
    repo.commit_all("feat: old");
    repo.write("src/old.rs", "fn old() {}\nfn more() {}\n");
    repo.write("src/new.rs", "fn new() {}\n");
    repo.write("src/ok.rs", "// SPDX-License-Identifier: MIT\nfn ok() {}\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.rules(), ["missing-spdx"]);
    assert_eq!(run.json()["violations"][0]["file"], "src/new.rs");
}

#[test]
fn python_def_marker_on_changed_functions_only() {
    let repo = TestRepo::with_rules(
        "  - id: untracked-function\n    check: {kind: python-def-marker, marker: '# @tracked'}\n",
    );
    repo.write(
        "pkg/mod.py",
        "def legacy():\n    return 1\n\n\nclass A:\n    def method(self):\n        return 2\n",
    );
    repo.commit_all("feat: legacy");
    // Adding an unrelated, marked function leaves the unmarked legacy ones alone.
    repo.write(
        "pkg/mod.py",
        "def legacy():\n    return 1\n\n\nclass A:\n    def method(self):\n        return 2\n\n    async def fetch(\n        self,\n    ):\n        # @tracked\n        return 3\n",
    );
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty());
    // Touching the method's body makes it changed.
    repo.write(
        "pkg/mod.py",
        "def legacy():\n    return 1\n\n\nclass A:\n    def method(self):\n        return 20\n\n    async def fetch(\n        self,\n    ):\n        # @tracked\n        return 3\n",
    );
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.rules(), ["untracked-function"]);
    let v = &run.json()["violations"][0];
    assert_eq!(v["line"], 6);
    assert!(v["message"].as_str().unwrap().contains("`method`"));
}

#[test]
fn nested_context_file_scopes_its_rules() {
    let repo = TestRepo::with_rules(
        "  - id: pkg-print\n    from: {file: pkg/AGENTS.md, line: 1, text: 'No print in pkg.'}\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: 'print\\('}\n  - id: pkg-commit-type\n    from: {file: pkg/AGENTS.md, line: 2}\n    check: {kind: commit-message, pattern: '^pkg: '}\n",
    );
    repo.write(
        "pkg/AGENTS.md",
        "- No print in pkg.\n- Commits touching pkg start with `pkg: `.\n",
    );
    repo.commit_all("pkg: add rules");
    repo.write("app.py", "print(1)\n");
    let outside = repo.commit_all("feat: outside");
    assert!(repo.run(&["check", &outside, "--format", "json"]).rules().is_empty());
    repo.write("pkg/a.py", "print(1)\n");
    let inside = repo.commit_all("feat: inside");
    assert_eq!(
        repo.run(&["check", &inside, "--format", "json"]).rules(),
        ["pkg-print", "pkg-commit-type"]
    );
}

#[test]
fn front_matter_applies_to_narrows_a_rule() {
    let repo = TestRepo::with_rules(
        "  - id: print-call\n    from: {file: .github/instructions/py.instructions.md, line: 4, applies-to: ['src/**']}\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: 'print\\('}\n",
    );
    repo.write("tools/run.py", "print(1)\n");
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty(), "outside `applies-to`");
    repo.write("src/app.py", "print(1)\n");
    repo.git(&["add", "-A"]);
    assert_eq!(staged_rules(&repo), ["print-call"]);
}

// Issue #11, "Check kinds": `^` and `$` anchor lines of the region a pattern is matched against.

#[test]
fn require_content_anchors_match_lines_of_the_head() {
    let repo = TestRepo::with_rules(
        "  - id: missing-spdx\n    paths: ['*.py']\n    check: {kind: require-content, pattern: '^# SPDX-License-Identifier: MIT$', scope: head, lines: 1}\n  - id: missing-generated\n    paths: ['gen/*.ts']\n    check: {kind: require-content, pattern: '^// @generated$'}\n",
    );
    repo.write("a.py", "# SPDX-License-Identifier: MIT\nimport os\n");
    repo.write("b.py", "# SPDX-License-Identifier: MIT\r\nimport os\r\n");
    repo.write("gen/api.ts", "/* header */\n// @generated\nexport const x = 1;\n");
    repo.git(&["add", "-A"]);
    assert!(staged_rules(&repo).is_empty());
    repo.write("c.py", "import os\n# SPDX-License-Identifier: MIT\n");
    repo.write("d.py", "# SPDX-License-Identifier: MIT-0\n");
    repo.write("gen/web.ts", "// @generated by hand\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    let found: Vec<(String, String)> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["rule"].as_str().unwrap().to_owned(),
                v["file"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let expected = [
        ("missing-spdx", "c.py"),
        ("missing-spdx", "d.py"),
        ("missing-generated", "gen/web.ts"),
    ];
    assert_eq!(
        found,
        expected.map(|(r, f)| (r.to_owned(), f.to_owned())),
        "{}",
        run.stdout
    );
}

#[test]
fn forbid_content_anchors_match_lines_of_the_whole_file() {
    let repo = TestRepo::with_rules(
        "  - id: print-call\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: '^print\\(', scope: file}\n",
    );
    repo.write("a.py", "x = 1\nprint(x)\n");
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(run.rules(), ["print-call"]);
    assert_eq!(run.json()["violations"][0]["line"], 2);
}

#[test]
fn commit_message_anchors_match_lines_of_the_whole_message() {
    let repo = TestRepo::with_rules(
        "  - id: no-ticket\n    check: {kind: commit-message, pattern: '^Refs: #[0-9]+$', in: message}\n",
    );
    repo.write("a.txt", "x\n");
    let good = repo.commit_all("fix: x\n\nRefs: #12\n");
    assert!(repo.run(&["check", &good, "--format", "json"]).rules().is_empty());
    repo.write("b.txt", "y\n");
    let bad = repo.commit_all("fix: y\n\nRefs: #12 and more\n");
    assert_eq!(repo.run(&["check", &bad, "--format", "json"]).rules(), ["no-ticket"]);
}

#[test]
fn commit_message_in_body_reads_the_lines_after_the_subject() {
    // "No bullet points in commit bodies" (issue #17): a subject is never the body.
    let repo = TestRepo::with_rules(
        "  - id: bullets\n    check: {kind: commit-message, forbid: '(?m)^\\s*[-*]\\s+\\S', in: body}\n",
    );
    repo.write("a.txt", "x\n");
    let subject_only = repo.commit_all("- fix: x\n\nThe parser accepts empty input.\n");
    assert!(
        repo.run(&["check", &subject_only, "--format", "json"])
            .rules()
            .is_empty()
    );
    repo.write("b.txt", "y\n");
    let bulleted = repo.commit_all("fix: y\n\n- change a\n- change b\n");
    let run = repo.run(&["check", &bulleted, "--format", "json"]);
    assert_eq!(run.rules(), ["bullets"]);
    assert!(run.stdout.contains("commit body contains"), "{}", run.stdout);
}

/// `imperative: true` (efhsg/promptmanager, round 95): after a type prefix, a participle
/// that names what is fixed ("FIX: nested list rendering") is no past tense; "fix: added" is.
#[test]
fn commit_message_imperative_reads_modifiers_after_a_prefix() {
    let repo = TestRepo::with_rules("  - id: mood\n    check: {kind: commit-message, imperative: true}\n");
    let subjects = [
        "FIX: nested list rendering in editor",
        "ADD: AI-powered search",
        "fix: parsing math blocks",
        "Add the export button",
        "fix: added a missing check",
        "Added the export button",
        "Fixing the parser",
    ];
    let verdicts = conventional_verdicts(&repo, &subjects);
    let passed: Vec<bool> = verdicts.iter().map(|(_, ok)| *ok).collect();
    assert_eq!(passed, [true, true, true, true, false, false, false], "{verdicts:?}");
    repo.write("m.txt", "m");
    let id = repo.commit_all("docs: Updated readme");
    let run = repo.run(&["check", &id]);
    assert!(
        run.stdout
            .contains("subject starts with `Updated`, not the imperative mood"),
        "{}",
        run.stdout
    );
}

// Issue #11, "Check kinds": Conventional Commits as the spec and commitlint read them.

fn conventional_verdicts(repo: &TestRepo, subjects: &[&str]) -> Vec<(String, bool)> {
    subjects
        .iter()
        .map(|s| {
            repo.write("n.txt", s);
            let id = repo.commit_all(s);
            let run = repo.run(&["check", &id, "--format", "json"]);
            assert!(run.code <= 1, "{}", run.stderr);
            ((*s).to_owned(), run.rules().is_empty())
        })
        .collect()
}

#[test]
fn conventional_commits_skip_only_generated_subjects() {
    let repo =
        TestRepo::with_rules("  - id: non-conventional\n    check: {kind: commit-message, conventional: true}\n");
    let subjects = [
        "Merge branch 'main' into feature",
        "Merge remote-tracking branch 'origin/main'",
        "Merge pull request #12 from a/b",
        "Merge tag 'v1.2.0'",
        "Merge commit 'abc1234'",
        // GitHub's merge of a security advisory's private fork (found on better-auth).
        "Merge commit from fork",
        "Revert \"feat: x\"",
        "Reapply \"feat: x\"",
        "Merge repeated archive URL hashes by version ID",
        "Reapply the old fix",
    ];
    let verdicts = conventional_verdicts(&repo, &subjects);
    let passed: Vec<bool> = verdicts.iter().map(|(_, ok)| *ok).collect();
    assert_eq!(
        passed,
        [true, true, true, true, true, true, true, true, false, false],
        "{verdicts:?}"
    );
}

/// A bot account's commits are the hosting service's writing (astronomer/astronomer-cosmos,
/// session 31: dependabot's `build(deps): bump …` failed a ban on type prefixes); a person's
/// commit with the same message is checked.
#[test]
fn message_rules_skip_bot_accounts_commits() {
    let repo = TestRepo::with_rules(
        "  - id: no-type-prefix\n    check: {kind: commit-message, forbid: '^(?:build|feat|fix)(?:\\([^)]*\\))?!?:'}\n",
    );
    let subject = "build(deps): bump actions/checkout from 4 to 5";
    repo.write("bump.txt", "1\n");
    repo.git(&["add", "-A"]);
    repo.git_run_env(
        &["commit", "-q", "--no-verify", "-m", subject],
        &[
            ("GIT_AUTHOR_NAME", "dependabot[bot]"),
            ("GIT_AUTHOR_EMAIL", "49699333+dependabot[bot]@users.noreply.github.com"),
        ],
    );
    let by_bot = repo.head();
    let run = repo.run(&["check", &by_bot, "--format", "json"]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    repo.write("bump.txt", "2\n");
    let by_person = repo.commit_all(subject);
    let run = repo.run(&["check", &by_person, "--format", "json"]);
    assert_eq!(run.rules(), ["no-type-prefix"], "{}", run.stdout);
}

#[test]
fn conventional_commits_grammar_agrees_with_the_spec() {
    let repo =
        TestRepo::with_rules("  - id: non-conventional\n    check: {kind: commit-message, conventional: true}\n");
    let subjects = [
        "feat!: x",
        "feat(api)!: x",
        "feat(a:b): x",
        "feat!!: x",
        "feat( ): x",
        "feat(): x",
        "feat(a)!!: x",
    ];
    let verdicts = conventional_verdicts(&repo, &subjects);
    let passed: Vec<bool> = verdicts.iter().map(|(_, ok)| *ok).collect();
    assert_eq!(passed, [true, true, true, false, false, false, false], "{verdicts:?}");
}

#[test]
fn conventional_types_the_grammar_cannot_match_are_load_errors() {
    let repo = TestRepo::with_rules(
        "  - id: non-conventional\n    check:\n      kind: commit-message\n      conventional: true\n      types: [feat, my_type, release notes]\n",
    );
    repo.write("a.txt", "x\n");
    let id = repo.commit_all("my_type: x");
    let run = repo.run(&["check", &id]);
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("release notes"), "{}", run.stderr);
    assert!(run.stderr.contains("agentsmd-gate.yaml:7:30"), "{}", run.stderr);
    assert_eq!(
        run.stderr.matches("can never match").count(),
        1,
        "`_` is a type character: {}",
        run.stderr
    );
    // Without the bad entry, a type with `_` matches.
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nrules:\n  - id: non-conventional\n    check:\n      kind: commit-message\n      conventional: true\n      types: [feat, my_type]\n",
    );
    repo.commit_all("my_type: rules");
    let run = repo.run(&["check", "HEAD~1..HEAD", "--format", "json"]);
    assert_eq!((run.code, run.rules()), (0, Vec::<String>::new()), "{}", run.stderr);
    let run = repo.run(&["check", &id, "--format", "json"]);
    assert_eq!((run.code, run.rules()), (0, Vec::<String>::new()), "{}", run.stderr);
}

/// Issue #11, "Check kinds": a branch rule judges the branch a commit was made on. A range of
/// the default branch's history holds commits of many branches: there branch rules do not
/// apply, and the summary says so; the staged change, the pushed range and `--branch` have one.
#[test]
fn branch_rules_judge_only_a_known_branch() {
    let repo = TestRepo::with_rules(
        "  - id: main-commit\n    check: {kind: branch-name, forbid: '^main$'}\n  - id: branch-shape\n    check: {kind: branch-name, pattern: '^(main|feat/.+)$'}\n",
    );
    for name in ["a", "b", "c"] {
        repo.write(name, "x\n");
        repo.commit_all(&format!("feat: {name}"));
    }
    // On main, `HEAD~3..HEAD`: no branch, nothing reported, both rules counted as not evaluated.
    let run = repo.run(&["check", "HEAD~3..HEAD", "--format", "json"]);
    assert_eq!((run.code, run.rules()), (0, Vec::<String>::new()), "{}", run.stderr);
    let checked = &run.json()["checked"];
    assert_eq!(checked["branch_rules_not_evaluated"], 2, "{}", run.stdout);
    assert_eq!(checked["rule_evaluations"], 0, "{}", run.stdout);
    let human = repo.run(&["check", "HEAD~3..HEAD"]);
    assert!(
        human
            .stdout
            .contains("2 branch rules not evaluated: a range has no branch; pass --branch"),
        "{}",
        human.stdout
    );
    let head = repo.head();
    assert!(repo.run(&["check", &head, "--format", "json"]).rules().is_empty());
    // `--branch` names it.
    let run = repo.run(&["check", "HEAD~3..HEAD", "--branch", "main", "--format", "json"]);
    assert_eq!(run.rules(), ["main-commit", "main-commit", "main-commit"]);
    assert_eq!(run.json()["checked"]["branch_rules_not_evaluated"], 0);
    // The pushed range (pre-commit framework's pre-push stage): the local branch.
    let from = repo.git(&["rev-parse", "HEAD~2"]);
    let pushed = std::process::Command::new(crate::support::BIN)
        .current_dir(&repo.root)
        .args(["check", "--range-from-pre-commit", "--format", "json"])
        .env("PRE_COMMIT_FROM_REF", from.trim())
        .env("PRE_COMMIT_TO_REF", &head)
        .env("PRE_COMMIT_LOCAL_BRANCH", "refs/heads/feat/x")
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&pushed.stdout).unwrap();
    assert_eq!(json["violations"].as_array().unwrap().len(), 0, "{json}");
    assert_eq!(json["checked"]["rule_evaluations"], 4, "{json}");
    // The staged change: the checked-out branch.
    repo.write("d", "x\n");
    repo.git(&["add", "-A"]);
    assert_eq!(staged_rules(&repo), ["main-commit"]);
}

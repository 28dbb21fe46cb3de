//! `audit` on a real history: instructions judged only where they stood at the parent, agent
//! commits told from human ones, the JSON contract and the HTML page.

use crate::support::TestRepo;

fn commit_as(repo: &TestRepo, name: &str, email: &str, message: &str) -> String {
    repo.git(&["add", "-A"]);
    repo.git(&["commit", "-qm", message, "--author", &format!("{name} <{email}>")]);
    repo.head()
}

fn history() -> TestRepo {
    let repo = TestRepo::new();
    repo.write("app.py", "print('before the rule')\n");
    repo.commit_all("chore: start");
    repo.write(
        "AGENTS.md",
        "# Python\n\n- Never use `print()` in Python code; use `logging`.\n",
    );
    assert_eq!(repo.run(&["init"]).code, 0);
    repo.commit_all("docs: agent instructions");
    repo.write("a.py", "print('agent')\n");
    commit_as(
        &repo,
        "copilot-swe-agent[bot]",
        "198982749+Copilot@users.noreply.github.com",
        "Add a",
    );
    repo.write("b.py", "import logging\n");
    commit_as(&repo, "Ada", "ada@example.com", "Add b");
    repo.write("c.py", "import logging\nlogging.info('x')\n");
    commit_as(
        &repo,
        "Ada",
        "ada@example.com",
        "Add c\n\nCo-authored-by: Claude <noreply@anthropic.com>\n",
    );
    // The instruction moves down a line: still the same instruction.
    repo.write(
        "AGENTS.md",
        "# Python\n\nIntro.\n\n- Never use `print()` in Python code; use `logging`.\n",
    );
    repo.commit_all("docs: intro");
    repo.write("d.py", "print('agent again')\n");
    commit_as(
        &repo,
        "Ada",
        "ada@example.com",
        "Add d\n\n🤖 Generated with [Claude Code](https://claude.com/claude-code)\n",
    );
    // The instruction goes; a later print is not judged by it.
    repo.write("AGENTS.md", "# Python\n\nIntro.\n");
    repo.commit_all("docs: drop the rule");
    repo.write("e.py", "print('after')\n");
    commit_as(&repo, "Ada", "ada@example.com", "Add e");
    repo
}

#[test]
fn audit_counts_only_where_the_instruction_stood() {
    let repo = history();
    let run = repo.run(&["audit", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let v = run.json();
    assert_eq!(v["version"], 1);
    assert_eq!(v["commits"], 9);
    assert_eq!(v["authors"]["by_agent"], serde_json::json!({"claude": 2, "copilot": 1}));
    let rule = v["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["rule"] == "print-call")
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert_eq!(
        (rule["applicable"].as_u64(), rule["complied"].as_u64()),
        (Some(4), Some(2)),
        "{}",
        run.stdout
    );
    assert_eq!(rule["rate"], 0.5);
    assert_eq!(
        rule["by_author"]["agent"],
        serde_json::json!({"applicable": 3, "complied": 1})
    );
    assert_eq!(
        rule["by_author"]["human"],
        serde_json::json!({"applicable": 1, "complied": 1})
    );
    assert_eq!(
        rule["by_agent"]["copilot"],
        serde_json::json!({"applicable": 1, "complied": 0})
    );
    assert_eq!(
        rule["by_agent"]["claude"],
        serde_json::json!({"applicable": 2, "complied": 1})
    );
    assert_eq!(rule["instruction"]["file"], "AGENTS.md");
    assert_eq!(rule["violating_commits"].as_array().unwrap().len(), 2);

    // The table and a range.
    let table = repo.run(&["audit"]);
    assert!(
        table
            .stdout
            .contains("9 commits: 3 by agents (claude 2, copilot 1), 6 by humans"),
        "{}",
        table.stdout
    );
    assert!(
        table.stdout.contains("50%") && table.stdout.contains("2/4"),
        "{}",
        table.stdout
    );
    let last_two = repo.run(&["audit", "HEAD~2..", "--format", "json"]).json();
    assert_eq!(last_two["commits"], 2);
    assert_eq!(last_two["instructions"][0]["applicable"], 0);
    assert_eq!(repo.run(&["audit", "--agent", "broken"]).code, 2);
}

#[test]
fn audit_html_is_one_self_contained_page() {
    let repo = history();
    let page = repo.path("audit.html");
    let run = repo.run(&["audit", "--html", page.to_str().unwrap(), "-q"]);
    assert_eq!(run.code, 0, "{run:?}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!doctype html>") && html.contains("<table id=\"instructions\">"));
    assert!(
        html.contains("2 violating commits") && html.contains("Add a") && html.contains("copilot"),
        "{html}"
    );
    for external in ["<script", "http://", "<link", "@import"] {
        assert!(!html.contains(external), "{external} in the page");
    }
    assert!(!html.contains("src=\"http"), "no remote resources");
}

/// A repository whose commit `feat: a` lost the blob of `a.py` (a partial clone, a damaged
/// mirror), and that commit's id.
pub fn repo_missing_a_blob() -> (TestRepo, String, String) {
    let repo = TestRepo::new();
    repo.write(
        "agentsmd-gate.yaml",
        "version: 1\nrules:\n  - id: no-print\n    from: {file: AGENTS.md, line: 1}\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: 'print\\('}\n",
    );
    repo.write("AGENTS.md", "- Never use print().\n");
    repo.commit_all("chore: start");
    repo.write("a.py", "x = 1\n");
    let broken = repo.commit_all("feat: a");
    repo.write("b.py", "print(2)\n");
    repo.commit_all("feat: b");
    let blob = repo.git(&["rev-parse", &format!("{broken}:a.py")]).trim().to_owned();
    repo.remove(&format!(".git/objects/{}/{}", &blob[..2], &blob[2..]));
    (repo, broken, blob)
}

/// Issue #11: a commit with a missing object is counted as unreadable, said so, and the audit
/// goes on with the others.
#[test]
fn audit_counts_a_commit_with_a_missing_object_as_unreadable_and_goes_on() {
    let (repo, broken, blob) = repo_missing_a_blob();
    let run = repo.run(&["audit", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let v = run.json();
    assert_eq!(v["commits"], 2, "{v}");
    assert_eq!(v["unreadable"][0]["commit"], broken.as_str(), "{v}");
    let reason = v["unreadable"][0]["reason"].as_str().unwrap();
    assert!(reason.contains(&blob) && reason.contains("a.py"), "{reason}");
    assert_eq!(v["instructions"][0]["applicable"], 1, "{v}");
    assert_eq!(
        v["instructions"][0]["complied"], 0,
        "the readable commits are judged: {v}"
    );

    let human = repo.run(&["audit"]);
    assert_eq!(human.code, 0, "{human:?}");
    assert!(human.stdout.contains("1 commits unreadable"), "{}", human.stdout);
    assert!(human.stdout.contains(&blob), "{}", human.stdout);
}

/// Issue #12: `audit` judges commits on the shared pool; the report is the same bytes as a
/// serial run (`-j 1`), in every format.
#[test]
fn audit_threads_do_not_change_the_report() {
    let repo = TestRepo::with_rules(concat!(
        "  - {id: unwrap, check: {kind: forbid-call, callees: ['.unwrap', print]}}\n",
        "  - {id: snake, check: {kind: naming, target: [function], style: snake_case}}\n",
        "  - {id: documented, check: {kind: require-docstring}}\n",
        "  - {id: no-todo, check: {kind: forbid-content, pattern: '\\btodo\\b'}}\n",
        "  - {id: conventional, check: {kind: commit-message, conventional: true}}\n",
    ));
    for c in 0..40 {
        for f in 0..(1 + c % 5) {
            repo.write(
                &format!("src/m{f}.rs"),
                &format!("/// Doc.\npub fn ok_{c}() {{}}\n\nfn Bad{c}() {{ x.unwrap(); }}\n"),
            );
            if c % 3 == 0 {
                repo.write(
                    &format!("py/m{f}.py"),
                    &format!("def Bad{c}():\n    print({c})  # todo\n    return 1\n"),
                );
            }
        }
        let message = if c % 4 == 0 {
            format!("change {c}")
        } else {
            format!("feat: change {c}")
        };
        if c % 2 == 0 {
            commit_as(
                &repo,
                "copilot-swe-agent[bot]",
                "198982749+Copilot@users.noreply.github.com",
                &message,
            );
        } else {
            commit_as(&repo, "Ada", "ada@example.com", &message);
        }
    }
    for format in ["json", "human"] {
        let serial = repo.run(&["audit", "--format", format, "-j", "1"]);
        assert_eq!(serial.code, 0, "{}", serial.stderr);
        for threads in ["2", "3", "8"] {
            let parallel = repo.run(&["audit", "--format", format, "--threads", threads]);
            assert_eq!(parallel.stdout, serial.stdout, "--format {format} -j {threads}");
        }
    }
    let v = repo.run(&["audit", "--format", "json"]).json();
    assert_eq!(v["commits"], 41);
}

/// Found on Cratis/Chronicle, whose `.claude/rules/*.md` are symlinks into `.ai/rules/`: the
/// instruction was looked for in the link's blob (its target path), never found, so `audit`
/// and `init`'s history calibration counted no commit for any of its rules.
#[test]
fn audit_reads_a_symlinked_context_file_as_its_target() {
    let repo = TestRepo::new();
    repo.write("app.py", "x = 1\n");
    repo.write(
        ".ai/rules/python.md",
        "# Python\n\n- Never use `print()` in Python code; use `logging`.\n",
    );
    std::fs::create_dir_all(repo.path(".claude/rules")).unwrap();
    std::os::unix::fs::symlink("../../.ai/rules/python.md", repo.path(".claude/rules/python.md")).unwrap();
    assert_eq!(repo.run(&["init", "--history", "0"]).code, 0);
    repo.commit_all("docs: agent instructions");
    repo.write("a.py", "print('a')\n");
    repo.commit_all("Add a");
    repo.write("b.py", "import logging\n");
    repo.commit_all("Add b");
    let run = repo.run(&["audit", "--format", "json"]);
    assert_eq!(run.code, 0, "{run:?}");
    let rule = &run.json()["instructions"][0];
    assert_eq!(rule["instruction"]["file"], ".claude/rules/python.md", "{}", run.stdout);
    assert_eq!(
        (rule["applicable"].as_u64(), rule["complied"].as_u64()),
        (Some(2), Some(1)),
        "{}",
        run.stdout
    );
}

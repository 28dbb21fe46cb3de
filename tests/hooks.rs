//! The hooks in real use: `install`, `--chain`, `uninstall`, `core.hooksPath`, and real
//! `git commit` / `git push` to a local bare remote.

use crate::support::{BIN, TestRepo};

const RULES: &str = "  - id: print-call\n    paths: ['*.py']\n    check: {kind: forbid-content, pattern: '\\bprint\\('}\n  - id: non-conventional\n    check: {kind: commit-message, conventional: true}\n";

#[test]
fn install_then_commit() {
    let repo = TestRepo::with_rules(RULES);
    let run = repo.run(&["install"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stdout.contains("pre-commit") && run.stdout.contains("commit-msg"),
        "{}",
        run.stdout
    );
    repo.write("a.py", "print(1)\n");
    repo.git(&["add", "a.py"]);
    let rejected = repo.git_run(&["commit", "-q", "-m", "feat: a"]);
    assert_ne!(rejected.code, 0);
    assert!(rejected.stderr.contains("print-call"), "{rejected:?}");
    repo.write("a.py", "x = 1\n");
    repo.git(&["add", "a.py"]);
    let rejected = repo.git_run(&["commit", "-q", "-m", "a"]);
    assert_ne!(rejected.code, 0, "the commit-msg hook rejects the message");
    assert!(rejected.stderr.contains("non-conventional"), "{rejected:?}");
    assert_eq!(repo.git_run(&["commit", "-q", "-m", "feat: a"]).code, 0);
    // Installing again updates our own hooks in place.
    assert_eq!(repo.run(&["install"]).code, 0);
    let run = repo.run(&["uninstall"]);
    assert!(run.stdout.contains("removed"), "{run:?}");
    assert!(!repo.path(".git/hooks/pre-commit").exists());
}

#[test]
fn foreign_hooks_are_refused_or_chained_and_restored() {
    let repo = TestRepo::with_rules(RULES);
    repo.write_hook(
        "pre-commit",
        "#!/bin/sh\necho foreign >> \"$(git rev-parse --git-dir)/foreign-ran\"\n",
    );
    let hook = repo.path(".git/hooks/pre-commit");
    let run = repo.run(&["install", "--hook", "pre-commit"]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(run.stderr.contains("--chain"), "{}", run.stderr);
    assert!(
        std::fs::read_to_string(&hook).unwrap().contains("foreign"),
        "left untouched"
    );

    assert_eq!(repo.run(&["install", "--hook", "pre-commit", "--chain"]).code, 0);
    repo.write("a.py", "print(1)\n");
    repo.git(&["add", "a.py"]);
    assert_ne!(repo.git_run(&["commit", "-q", "-m", "feat: a"]).code, 0);
    assert!(repo.path(".git/foreign-ran").exists(), "the chained hook ran first");

    assert_eq!(repo.run(&["uninstall"]).code, 0);
    assert!(
        std::fs::read_to_string(&hook).unwrap().contains("foreign"),
        "the foreign hook is back"
    );
}

#[test]
fn core_hooks_path_is_respected() {
    let repo = TestRepo::with_rules(RULES);
    repo.git(&["config", "core.hooksPath", ".githooks"]);
    assert_eq!(repo.run(&["install", "--hook", "pre-commit"]).code, 0);
    assert!(repo.path(".githooks/pre-commit").exists());
    repo.write("a.py", "print(1)\n");
    repo.git(&["add", "a.py"]);
    assert_ne!(repo.git_run(&["commit", "-q", "-m", "feat: a"]).code, 0);
}

#[test]
fn shipped_hooks_work_through_core_hooks_path() {
    let repo = TestRepo::with_rules(RULES);
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/hooks");
    repo.git(&["config", "core.hooksPath", shipped]);
    repo.write("a.py", "print(1)\n");
    repo.git(&["add", "a.py"]);
    // The scripts find the binary through AGENTSMD_GATE (or PATH).
    let run = repo.git_run_env(&["commit", "-q", "-m", "feat: a"], &[("AGENTSMD_GATE", BIN)]);
    assert_ne!(run.code, 0);
    assert!(run.stderr.contains("print-call"), "{run:?}");
    // Without the binary: a clear message, not a shell error.
    let run = repo.git_run_env(
        &["commit", "-q", "-m", "feat: a"],
        &[("AGENTSMD_GATE", "/nonexistent/agentsmd-gate")],
    );
    assert_ne!(run.code, 0);
    assert!(
        run.stderr.contains("cannot find") && run.stderr.contains("--no-verify"),
        "{run:?}"
    );
}

#[test]
fn pre_push_checks_new_branches_updates_and_deletions() {
    let repo = TestRepo::with_rules(RULES);
    let remote = repo.root.parent().unwrap().join("remote.git");
    repo.git(&["init", "-q", "--bare", remote.to_str().unwrap()]);
    repo.git(&["remote", "add", "origin", remote.to_str().unwrap()]);
    repo.git(&["push", "-q", "origin", "main"]);
    assert_eq!(repo.run(&["install", "--hook", "pre-push"]).code, 0);

    // A new branch whose commits break a rule.
    repo.git(&["checkout", "-q", "-b", "topic"]);
    repo.write("a.py", "print(1)\n");
    repo.commit_all("feat: a");
    let run = repo.git_run(&["push", "-q", "origin", "topic"]);
    assert_ne!(run.code, 0, "{run:?}");
    // git passes a pre-push hook's stdout through.
    assert!(run.stdout.contains("print-call"), "{run:?}");

    // Fixed in a later commit: the range still holds the bad commit, so rewrite it.
    repo.write("a.py", "x = 1\n");
    repo.git(&["add", "-A"]);
    repo.git(&["commit", "-q", "--amend", "--no-verify", "-m", "feat: a"]);
    assert_eq!(repo.git_run(&["push", "-q", "origin", "topic"]).code, 0);

    // An update of an existing branch checks only the new commits.
    repo.write("b.txt", "b\n");
    repo.commit_all("bad message");
    let run = repo.git_run(&["push", "-q", "origin", "topic"]);
    assert_ne!(run.code, 0);
    assert!(
        run.stdout.contains("non-conventional") && !run.stdout.contains("print-call"),
        "{run:?}"
    );
    repo.git(&["commit", "-q", "--amend", "--no-verify", "-m", "docs: b"]);
    assert_eq!(repo.git_run(&["push", "-q", "origin", "topic"]).code, 0);

    // Deleting a branch adds nothing to check.
    assert_eq!(repo.git_run(&["push", "-q", "origin", "--delete", "topic"]).code, 0);
}

#[test]
fn worktrees_share_the_main_repository_hooks() {
    let repo = TestRepo::with_rules(RULES);
    let worktree = repo.root.parent().unwrap().join("wt");
    repo.git(&["worktree", "add", "-q", "-b", "wt-branch", worktree.to_str().unwrap()]);
    let run = repo.run(&["--repo", worktree.to_str().unwrap(), "install", "--hook", "pre-commit"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        repo.path(".git/hooks/pre-commit").exists(),
        "installed into the common hooks directory"
    );
    std::fs::write(worktree.join("a.py"), "print(1)\n").unwrap();
    let git_in_worktree = |args: &[&str]| {
        let mut all = vec!["-C", worktree.to_str().unwrap()];
        all.extend_from_slice(args);
        repo.git_run(&all)
    };
    assert_eq!(git_in_worktree(&["add", "a.py"]).code, 0);
    let run = git_in_worktree(&["commit", "-q", "-m", "feat: a"]);
    assert_ne!(run.code, 0, "the hook runs in the worktree and sees its index: {run:?}");
    assert!(run.stderr.contains("print-call"), "{run:?}");
}

//! Snapshots that pin meaning (#16): for each phrasing, the reading of the sentence (is it a
//! directive, the role of each inline code span, its qualifiers) and the check it lowers to, or
//! why it lowers to none. A change to a recognizer or to the reading shows here as a diff of
//! what a sentence means, reviewed like code (`INSTA_UPDATE=always cargo test` rewrites them;
//! `git diff src/compile/snapshots/` shows what changed).
//!
//! One phrasing per family of docs/compile.md, and the misreadings the compiler once made
//! (a recommended construct forbidden, an example taken for the parameter, a qualifier
//! dropped), each from a real context file.

use std::fmt::Write as _;

use super::reading;
use super::tests_support::compiled;
use crate::instructions::discover::ContextFile;
use crate::instructions::instructions_of;

/// (snapshot name, the context file's markdown). The first list item is the one read.
const PHRASINGS: &[(&str, &str)] = &[
    // Commit messages.
    (
        "conventional_commits",
        "- Use Conventional Commits (`feat:`, `fix:`, `docs:`) for commit messages.\n",
    ),
    (
        "co_author_ban_names_agent",
        "- Never add Claude as a co-author in commit messages.\n",
    ),
    (
        "co_author_trailer_forbidden",
        "- No `Co-Authored-By` trailer referencing Claude.\n",
    ),
    (
        "sign_off_required",
        "- Sign off every commit (`git commit -s`) for the DCO.\n",
    ),
    ("subject_length", "- Keep the commit subject under 72 characters.\n"),
    (
        "imperative_subject",
        "- Write commit subjects in the imperative mood.\n",
    ),
    (
        "pr_title_not_commit",
        "- PR titles must follow Conventional Commits (no `fix:` prefix in commits needed).\n",
    ),
    (
        "type_list_after_example",
        "- Commit types, e.g. `feat`, `fix`, `chore`.\n",
    ),
    ("english_subject", "- Commit messages must be in English.\n"),
    // Branches.
    (
        "no_work_on_main",
        "- Never commit directly to `main`; open a pull request.\n",
    ),
    // Content.
    ("secrets", "- Never commit secrets or API keys.\n"),
    (
        "design_tokens_no_secret",
        "- **NO hardcoded colors** - always use design tokens\n",
    ),
    ("line_length", "- Keep lines under 100 characters.\n"),
    (
        "line_length_limit",
        "- **Line Length:** Maximum 120 characters per line.\n",
    ),
    ("trailing_whitespace", "- No trailing whitespace.\n"),
    // Paths and companions.
    ("protected_path", "- Never modify files under `migrations/`.\n"),
    (
        "lockfile_companion",
        "- When you change `package.json`, commit the updated `pnpm-lock.yaml`.\n",
    ),
    (
        "file_name_kebab",
        "- File names: use kebab-case (e.g., `my-component.ts`).\n",
    ),
    // Code.
    ("forbid_call", "- Never use `eval()` in Python code.\n"),
    ("forbid_import", "- Do not import `lodash`; use native methods.\n"),
    ("forbid_syntax_any", "- Never use `any` in TypeScript.\n"),
    ("naming_snake_case", "- Use snake_case for Python function names.\n"),
    ("docstrings_public", "- Every public function must have a docstring.\n"),
    ("type_annotations", "- Add type hints to all public Python functions.\n"),
    // What once compiled wrongly and must stay declined or narrow.
    (
        "prefer_let_chains",
        "- PREFER let chains (`if let` combined with `&&`) over nested `if let`.\n",
    ),
    (
        "example_after_such_as",
        "- Avoid heavy dependencies, such as `moment`.\n",
    ),
    (
        "condition_unless",
        "- Do not use `unwrap()` unless the value was checked just before.\n",
    ),
    (
        "qualifier_in_tests",
        "- Never use `time.sleep()` in integration tests.\n",
    ),
    (
        "description_of_code",
        "- The guard checks `head.repo.full_name` before running.\n",
    ),
    (
        "description_with_example",
        "- Headers are marked similarly to `extensions: .cs .js`, one per file type.\n",
    ),
    ("platform_label", "- **WASM**: Avoid emoji and UTF-8 in code\n"),
    (
        "placeholder",
        "- Never call `foo()` directly; go through `<service>`.\n",
    ),
];

/// What `markdown`'s first instruction means and lowers to, as text.
fn meaning(markdown: &str) -> String {
    let compiled = compiled(markdown);
    let file = ContextFile {
        path: "AGENTS.md".into(),
        text: Some(markdown.into()),
        problem: None,
        imported_by: None,
    };
    let (instructions, _) = instructions_of(&[file]);
    let instruction = instructions.first().expect("one instruction");
    let reading = reading::read(instruction, false);
    let mut out = String::new();
    let _ = writeln!(out, "instruction: {}", instruction.text);
    let _ = match &reading.directive {
        Ok(()) => writeln!(out, "directive: yes"),
        Err(why) => writeln!(out, "directive: no ({why})"),
    };
    for span in &reading.spans {
        let _ = writeln!(out, "span `{}`: {}", span.code, span.role);
    }
    for qualifier in &reading.qualifiers {
        let _ = writeln!(out, "qualifier: {qualifier:?}");
    }
    for rule in &compiled.rules {
        let _ = writeln!(out, "rule:");
        for line in rule.yaml.lines().filter(|l| is_check_line(l)) {
            let _ = writeln!(out, "{line}");
        }
    }
    for declined in &compiled.unenforced {
        let _ = writeln!(out, "declined: {}", declined.reason);
    }
    for (_, id, why) in &compiled.dropped {
        let _ = writeln!(out, "dropped {id}: {why}");
    }
    out
}

/// A line of a rule's YAML that says what it checks (not where it came from, not its
/// examples, not its exclusions, which follow from its language).
fn is_check_line(line: &str) -> bool {
    let key = line.trim_start().trim_start_matches("- ");
    ![
        "from:",
        "file:",
        "line:",
        "text:",
        "fingerprint:",
        "examples:",
        "{expect",
        "exclude:",
        "#",
    ]
    .iter()
    .any(|skip| key.starts_with(skip))
}

#[test]
fn each_phrasing_means_what_its_snapshot_says() {
    for (name, markdown) in PHRASINGS {
        insta::assert_snapshot!(*name, meaning(markdown), markdown);
    }
}

#[test]
fn phrasings_have_unique_names() {
    let mut names: Vec<&str> = PHRASINGS.iter().map(|(n, _)| *n).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "two phrasings share a snapshot name");
}

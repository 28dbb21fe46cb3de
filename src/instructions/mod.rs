//! Instructions: the directive sentences, list items and table rows of context files
//! (`AGENTS.md`, `CLAUDE.md`, `.github/copilot-instructions.md`, ...), with where they are and
//! what kind of instruction they are.
//!
//! `discover` finds the context files, `parse` turns Markdown into candidate instructions,
//! `classify` labels each one (explicit, actionable, observable, category, wording) with a reason.

pub mod classify;
pub mod discover;
pub mod front_matter;
pub(crate) mod lexicon;
pub mod model;
pub mod parse;

pub use classify::{Classification, Wording};

use crate::diagnostic::{Code, Diagnostic};
use discover::ContextFile;

/// One instruction of a context file.
#[derive(Debug, Clone)]
pub struct Instruction {
    /// Repo-relative path of the context file.
    pub file: String,
    pub line: u32,
    pub end_line: u32,
    /// Headings above it, outermost first.
    pub heading: Vec<String>,
    /// Plain text; inline code kept as `` `code` ``, emphasis dropped.
    pub text: String,
    /// For a nested list item: its parent item's text.
    pub parent: Option<String>,
    /// For a nested list item: what leads in the lists above its parent's (the paragraph
    /// before the outermost list, the items between), outermost first.
    pub ancestors: Vec<String>,
    /// A code block right after it (its example).
    pub example: Option<String>,
    /// For a table row: its table's header row, cells joined by ` | `.
    pub table_header: Option<String>,
    /// For a Cursor rule applied on request (`alwaysApply: false`, no globs): the
    /// description that says when.
    pub on_request: Option<String>,
    /// The file's front-matter `description` (a Cursor rule's, a `.claude/rules` file's): what
    /// the whole file is about, the outermost context of its instructions.
    pub subject: Option<String>,
    /// The directory the context file governs (`.` for the whole repository).
    pub scope: String,
    /// Front-matter globs (`applyTo:`, `globs:`) that narrow the scope; empty = all of it.
    pub applies_to: Vec<String>,
    pub classification: Classification,
}

/// The instructions of `files`, classified, and the problems met reading them (as
/// warnings: an unreadable file is skipped, not fatal).
pub fn instructions_of(files: &[ContextFile]) -> (Vec<Instruction>, Vec<Diagnostic>) {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for file in files {
        if let Some(problem) = &file.problem {
            problems.push(Diagnostic::warning(Code::Io, format!("`{}`: {problem}", file.path)));
        }
        let Some(text) = &file.text else { continue };
        let (front, front_problems) = front_matter::read(&file.path, text);
        problems.extend(front_problems);
        let on_request = front.on_request.clone();
        let subject = front.description.clone();
        let (scope, applies_to) = declared_scope(&file.path, front);
        for c in parse::candidates(&discover::without_imports(text)) {
            let structure = classify::Structure {
                kind: c.kind,
                position: c.position,
            };
            let classification = classify::classify_in(&c.text, &c.heading, c.parent.as_deref(), c.lead_in, structure);
            out.push(Instruction {
                file: file.path.clone(),
                line: c.line,
                end_line: c.end_line,
                heading: c.heading,
                text: c.text,
                parent: c.parent,
                ancestors: c.ancestors,
                example: c.example,
                table_header: c.table_header,
                on_request: on_request.clone(),
                subject: subject.clone(),
                scope: scope.clone(),
                applies_to: applies_to.clone(),
                classification,
            });
        }
    }
    (out, problems)
}

/// The directory the instructions of the context file at `path` govern and the globs they are
/// limited to, from its place and its front matter. A plain context file in a folder that
/// declares where it applies is read there, from the repository's root; declaring every file
/// (`applyTo: "**"`) is written `**`, so the rule file keeps what lifted the folder's bound
/// (`ruleset::InstructionScope::declared`).
fn declared_scope(path: &str, front: front_matter::FrontMatter) -> (String, Vec<String>) {
    let declares = front.everywhere || !front.applies_to.is_empty();
    if declares && crate::ruleset::InstructionScope::lifted_by(path, &front.applies_to) {
        let globs = if front.applies_to.is_empty() {
            vec!["**".to_owned()]
        } else {
            front.applies_to
        };
        (".".to_owned(), globs)
    } else {
        (discover::scope_of(path), front.applies_to)
    }
}

/// The model's features of every instruction of `files`, in the order of [`instructions_of`]
/// (what `extract --features` gives the training script).
pub fn features_of(files: &[ContextFile]) -> Vec<Vec<String>> {
    files
        .iter()
        .filter_map(|f| f.text.as_deref())
        .flat_map(|text| parse::candidates(&discover::without_imports(text)))
        .map(|c| {
            let structure = classify::Structure {
                kind: c.kind,
                position: c.position,
            };
            classify::features_of(&c.text, &c.heading, c.parent.as_deref(), c.lead_in, structure)
        })
        .collect()
}

/// The fingerprints of every instruction of `files`, without classifying them: what drift
/// checks need on the hook's path (classification costs a hundred patterns an instruction).
pub fn fingerprints_of(files: &[ContextFile]) -> std::collections::HashSet<String> {
    files
        .iter()
        .filter_map(|f| f.text.as_deref())
        .flat_map(|text| parse::candidates(&discover::without_imports(text)))
        .map(|c| fingerprint(&c.text))
        .collect()
}

/// A stable id of the instruction's meaning: its text with case, whitespace and emphasis
/// folded (the parser already drops emphasis markers; stray `*` are dropped here, `_` is kept
/// as identifiers need it), hashed with [`crate::hash::stable_hash`]. Unrelated edits elsewhere in the file do not change it.
pub fn fingerprint(text: &str) -> String {
    let normalized: String = text
        .chars()
        .filter(|c| *c != '*')
        .flat_map(char::to_lowercase)
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    crate::hash::stable_hash([normalized.trim_end_matches(['.', ':', ';'])])
}

#[cfg(test)]
mod tests {
    use super::fingerprint;

    #[test]
    fn fingerprints_fold_case_whitespace_and_emphasis() {
        assert_eq!(fingerprint("**Never** edit  `gen/`."), fingerprint("never edit `gen/`"));
        assert_ne!(fingerprint("never edit `gen/`"), fingerprint("always edit `gen/`"));
    }
}

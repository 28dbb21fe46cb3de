//! The check kinds: a closed enum, one variant (and one file) per kind, dispatched by `match`.
//!
//! Each kind reads its own keys from the rule's `check:` mapping (`compile`), says whether it
//! needs file content, and evaluates one commit view into [`Finding`]s. The engine turns findings
//! into violations (rule id, severity, commit, the instruction quoted).

mod branch_name;
mod code_pattern;
mod commit_message;
mod file_name;
mod forbid_call;
mod forbid_content;
mod forbid_import;
mod forbid_paths;
mod forbid_syntax;
mod naming;
pub(crate) mod prefilter;
mod python_def_marker;
mod query;
mod require_companion;
mod require_content;
mod require_docstring;
mod require_type_annotations;
mod structural;

use std::ops::Range;
use std::sync::Arc;

pub use branch_name::BranchName;
pub use code_pattern::CodePattern;
pub use commit_message::CommitMessage;
pub use file_name::FileName;
pub use forbid_call::ForbidCall;
pub use forbid_content::ForbidContent;
pub use forbid_import::ForbidImport;
pub use forbid_paths::ForbidPaths;
pub use forbid_syntax::ForbidSyntax;
pub use naming::Naming;
pub use python_def_marker::PythonDefMarker;
pub use query::Query;
pub use require_companion::RequireCompanion;
pub use require_content::RequireContent;
pub use require_docstring::RequireDocstring;
pub use require_type_annotations::RequireTypeAnnotations;

use crate::git::{ChangedFile, CommitView};
use crate::ruleset::decode::{Decoder, MapReader};

/// A compiled check.
#[derive(Debug, Clone)]
pub enum Check {
    CommitMessage(CommitMessage),
    BranchName(BranchName),
    ForbidPaths(ForbidPaths),
    RequireCompanion(RequireCompanion),
    FileName(FileName),
    ForbidContent(ForbidContent),
    RequireContent(RequireContent),
    PythonDefMarker(PythonDefMarker),
    Naming(Naming),
    RequireDocstring(RequireDocstring),
    RequireTypeAnnotations(RequireTypeAnnotations),
    ForbidCall(ForbidCall),
    ForbidImport(ForbidImport),
    ForbidSyntax(ForbidSyntax),
    CodePattern(CodePattern),
    Query(Box<Query>),
}

/// Every kind's `kind:` name, in documentation order.
pub const KINDS: &[&str] = &[
    "commit-message",
    "branch-name",
    "forbid-paths",
    "require-companion",
    "file-name",
    "forbid-content",
    "require-content",
    "python-def-marker",
    "naming",
    "require-docstring",
    "require-type-annotations",
    "forbid-call",
    "forbid-import",
    "forbid-syntax",
    "code-pattern",
    "query",
];

impl Check {
    /// Compiles the `check:` mapping (its `kind` already read) into a check, recording
    /// problems in `d`. Each kind reports the keys it does not know.
    pub fn compile(kind: &str, map: MapReader<'_>, d: &mut Decoder) -> Option<Check> {
        Some(match kind {
            "commit-message" => Check::CommitMessage(CommitMessage::compile(map, d)?),
            "branch-name" => Check::BranchName(BranchName::compile(map, d)?),
            "forbid-paths" => Check::ForbidPaths(ForbidPaths::compile(map, d)?),
            "require-companion" => Check::RequireCompanion(RequireCompanion::compile(map, d)?),
            "file-name" => Check::FileName(FileName::compile(map, d)?),
            "forbid-content" => Check::ForbidContent(ForbidContent::compile(map, d)?),
            "require-content" => Check::RequireContent(RequireContent::compile(map, d)?),
            "python-def-marker" => Check::PythonDefMarker(PythonDefMarker::compile(map, d)?),
            "naming" => Check::Naming(Naming::compile(map, d)?),
            "require-docstring" => Check::RequireDocstring(RequireDocstring::compile(map, d)?),
            "require-type-annotations" => Check::RequireTypeAnnotations(RequireTypeAnnotations::compile(map, d)?),
            "forbid-call" => Check::ForbidCall(ForbidCall::compile(map, d)?),
            "forbid-import" => Check::ForbidImport(ForbidImport::compile(map, d)?),
            "forbid-syntax" => Check::ForbidSyntax(ForbidSyntax::compile(map, d)?),
            "code-pattern" => Check::CodePattern(CodePattern::compile(map, d)?),
            "query" => Check::Query(Box::new(Query::compile(map, d)?)),
            _ => unreachable!("the loader validates `kind` against KINDS"),
        })
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Check::CommitMessage(_) => "commit-message",
            Check::BranchName(_) => "branch-name",
            Check::ForbidPaths(_) => "forbid-paths",
            Check::RequireCompanion(_) => "require-companion",
            Check::FileName(_) => "file-name",
            Check::ForbidContent(_) => "forbid-content",
            Check::RequireContent(_) => "require-content",
            Check::PythonDefMarker(_) => "python-def-marker",
            Check::Naming(_) => "naming",
            Check::RequireDocstring(_) => "require-docstring",
            Check::RequireTypeAnnotations(_) => "require-type-annotations",
            Check::ForbidCall(_) => "forbid-call",
            Check::ForbidImport(_) => "forbid-import",
            Check::ForbidSyntax(_) => "forbid-syntax",
            Check::CodePattern(_) => "code-pattern",
            Check::Query(_) => "query",
        }
    }

    /// Commit-level kinds apply to every commit unless the rule gives `paths` (or comes from a
    /// nested context file); file-level kinds apply when a selected path changed.
    pub fn is_commit_level(&self) -> bool {
        matches!(self, Check::CommitMessage(_) | Check::BranchName(_))
    }

    /// Whether the check judges the branch a commit was made on: where the view has none (a
    /// range or commit without `--branch`, a detached HEAD), it does not apply.
    pub fn needs_branch(&self) -> bool {
        matches!(self, Check::BranchName(_))
    }

    /// Whether the check reads file content (so the git layer loads blobs and diffs).
    pub fn needs_content(&self) -> bool {
        !matches!(
            self,
            Check::CommitMessage(_)
                | Check::BranchName(_)
                | Check::ForbidPaths(_)
                | Check::RequireCompanion(_)
                | Check::FileName(_)
        )
    }

    /// A path filter the kind implies when the rule gives no `paths`: the files the
    /// structural kinds can parse (Python for the marker and type annotations).
    pub fn default_paths(&self) -> Option<&'static [&'static str]> {
        match self {
            Check::PythonDefMarker(_) => Some(python_def_marker::DEFAULT_PATHS),
            Check::RequireTypeAnnotations(_) => Some(require_type_annotations::DEFAULT_PATHS),
            Check::Naming(c) => Some(structural::default_paths(c.language)),
            Check::RequireDocstring(c) => Some(structural::default_paths(c.language)),
            Check::ForbidCall(c) => Some(structural::default_paths(c.language)),
            Check::ForbidImport(c) => Some(structural::default_paths(c.language)),
            Check::ForbidSyntax(c) => Some(structural::default_paths(c.language)),
            Check::CodePattern(c) => Some(structural::default_paths(c.language)),
            Check::Query(c) => Some(c.language.globs()),
            _ => None,
        }
    }

    /// Evaluates one view. `files` are the changed files the rule selects (scope, `paths`,
    /// `exclude` applied); `view.files` is everything, for checks that must see all of it.
    pub fn evaluate(&self, view: &CommitView, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        match self {
            Check::CommitMessage(c) => c.evaluate(view, sink),
            Check::BranchName(c) => c.evaluate(view, sink),
            Check::ForbidPaths(c) => c.evaluate(files, sink),
            Check::RequireCompanion(c) => c.evaluate(view, files, sink),
            Check::FileName(c) => c.evaluate(files, sink),
            Check::ForbidContent(c) => c.evaluate(files, sink),
            Check::RequireContent(c) => c.evaluate(files, sink),
            Check::PythonDefMarker(c) => c.evaluate(files, sink),
            Check::Naming(c) => c.evaluate(files, sink),
            Check::RequireDocstring(c) => c.evaluate(files, sink),
            Check::RequireTypeAnnotations(c) => c.evaluate(files, sink),
            Check::ForbidCall(c) => c.evaluate(files, sink),
            Check::ForbidImport(c) => c.evaluate(files, sink),
            Check::ForbidSyntax(c) => c.evaluate(files, sink),
            Check::CodePattern(c) => c.evaluate(files, sink),
            Check::Query(c) => c.evaluate(files, sink),
        }
    }
}

/// What a check found, before the engine attaches the rule.
#[derive(Debug, Clone)]
pub struct Finding {
    pub at: Location,
    pub message: String,
    /// The short text under the labelled span.
    pub label: String,
    /// A warning whatever the rule's severity (a file that did not parse cleanly).
    pub warning: bool,
}

/// Where a finding is.
#[derive(Debug, Clone)]
pub enum Location {
    /// A span of the commit message.
    Message { text: Arc<str>, range: Range<usize> },
    /// The branch name.
    Branch { name: String },
    /// A changed path as a whole (no line).
    Path { path: String },
    /// A span of a file's new content.
    File {
        path: String,
        text: Arc<str>,
        range: Range<usize>,
    },
}

impl Finding {
    /// The one constructor checks use.
    pub fn new(at: Location, message: impl Into<String>, label: impl Into<String>) -> Finding {
        Finding {
            at,
            message: message.into(),
            label: label.into(),
            warning: false,
        }
    }
}

/// `s` trimmed and cut at 40 characters, for messages that quote code.
pub(crate) fn shorten(s: &str) -> String {
    let s = s.trim();
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_owned(),
    }
}

/// Byte offsets where each line of `text` starts; index 0 is line 1.
pub(crate) fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&i| i <= text.len())
        .collect()
}

/// The byte range of 1-based `line` (without its newline).
pub(crate) fn line_range(text: &str, starts: &[usize], line: u32) -> Option<Range<usize>> {
    let i = usize::try_from(line).ok()?.checked_sub(1)?;
    let start = *starts.get(i)?;
    let end = starts.get(i + 1).map_or(text.len(), |&next| next - 1);
    let end = if text[start..end].ends_with('\r') { end - 1 } else { end };
    Some(start..end.max(start))
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Helpers for the unit tests below each kind: compile a check from YAML, evaluate it on a
    //! synthetic view made from before/after file maps.
    use super::*;
    use crate::diagnostic::Source;
    use crate::git::view_from_files;
    use crate::ruleset::yaml;

    pub fn check(yaml_src: &str) -> Check {
        let root = yaml::parse(yaml_src).expect("test YAML parses");
        let mut d = Decoder::new(Source {
            name: "test.yaml".into(),
            text: yaml_src.into(),
        });
        let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
        let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
        let check = Check::compile(&kind, map, &mut d);
        assert!(d.problems.is_empty(), "{:#?}", d.problems);
        check.expect("compiles")
    }

    pub fn compile_errors(yaml_src: &str) -> Vec<String> {
        let root = yaml::parse(yaml_src).expect("test YAML parses");
        let mut d = Decoder::new(Source {
            name: "test.yaml".into(),
            text: yaml_src.into(),
        });
        let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
        let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
        let _ = Check::compile(&kind, map, &mut d);
        d.problems.into_iter().map(|p| p.message).collect()
    }

    /// Findings' messages for a change from `before` to `after` with `message`.
    pub fn run(check: &Check, before: &[(&str, &str)], after: &[(&str, &str)], message: Option<&str>) -> Vec<String> {
        let to_map = |files: &[(&str, &str)]| {
            files
                .iter()
                .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
                .collect()
        };
        let view = view_from_files(&to_map(before), &to_map(after), message.map(str::to_owned), None);
        let files: Vec<_> = view.files.iter().collect();
        let mut sink = Vec::new();
        check.evaluate(&view, &files, &mut sink);
        sink.into_iter().map(|f| f.message).collect()
    }
}

#[cfg(test)]
mod registry_tests {
    //! The registry of kinds: names unique, each documented with the fixed sections, and
    //! docs/checks.md generated from those module docs (`UPDATE_DOCS=1 cargo test` rewrites it).
    use super::KINDS;

    const SOURCES: &[(&str, &str, &[&str])] = &[
        (
            "commit-message",
            include_str!("commit_message.rs"),
            super::commit_message::KEYS,
        ),
        ("branch-name", include_str!("branch_name.rs"), super::branch_name::KEYS),
        (
            "forbid-paths",
            include_str!("forbid_paths.rs"),
            super::forbid_paths::KEYS,
        ),
        (
            "require-companion",
            include_str!("require_companion.rs"),
            super::require_companion::KEYS,
        ),
        ("file-name", include_str!("file_name.rs"), super::file_name::KEYS),
        (
            "forbid-content",
            include_str!("forbid_content.rs"),
            super::forbid_content::KEYS,
        ),
        (
            "require-content",
            include_str!("require_content.rs"),
            super::require_content::KEYS,
        ),
        (
            "python-def-marker",
            include_str!("python_def_marker.rs"),
            super::python_def_marker::KEYS,
        ),
        ("naming", include_str!("naming.rs"), super::naming::KEYS),
        (
            "require-docstring",
            include_str!("require_docstring.rs"),
            super::require_docstring::KEYS,
        ),
        (
            "require-type-annotations",
            include_str!("require_type_annotations.rs"),
            super::require_type_annotations::KEYS,
        ),
        ("forbid-call", include_str!("forbid_call.rs"), super::forbid_call::KEYS),
        (
            "forbid-import",
            include_str!("forbid_import.rs"),
            super::forbid_import::KEYS,
        ),
        (
            "forbid-syntax",
            include_str!("forbid_syntax.rs"),
            super::forbid_syntax::KEYS,
        ),
        (
            "code-pattern",
            include_str!("code_pattern.rs"),
            super::code_pattern::KEYS,
        ),
        ("query", include_str!("query.rs"), super::query::KEYS),
    ];

    fn module_doc(source: &str) -> String {
        source
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .map(|l| l.strip_prefix("//! ").or_else(|| l.strip_prefix("//!")).unwrap_or(l))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn render() -> String {
        let mut out = String::from(
            "# Check kinds\n\n<!-- Generated from the module docs of src/checks/*.rs by `UPDATE_DOCS=1 cargo test`. -->\n\n",
        );
        out.push_str("Every rule has one `check:` with a `kind:`. Keys not listed for a kind are errors.\n");
        for (kind, source, keys) in SOURCES {
            let doc = module_doc(source);
            let body = doc.lines().skip(1).collect::<Vec<_>>().join("\n");
            let keys: Vec<_> = keys
                .iter()
                .filter(|k| **k != "kind")
                .map(|k| format!("`{k}`"))
                .collect();
            out.push_str(&format!("\n## `{kind}`\n{body}\n\n**Keys:** {}\n", keys.join(", ")));
        }
        out
    }

    #[test]
    fn every_kind_has_a_documented_module() {
        let names: Vec<_> = SOURCES.iter().map(|(k, _, _)| *k).collect();
        assert_eq!(names, KINDS, "SOURCES and KINDS list the same kinds in the same order");
        let unique: std::collections::HashSet<_> = KINDS.iter().collect();
        assert_eq!(unique.len(), KINDS.len());
        for (kind, source, _) in SOURCES {
            let doc = module_doc(source);
            assert!(
                doc.starts_with(&format!("`{kind}`")),
                "{kind}: the module doc opens with its name"
            );
            for section in [
                "**What it checks:**",
                "**Why:**",
                "**Example rule:**",
                "**Example violation:**",
            ] {
                assert!(doc.contains(section), "{kind} lacks {section}");
            }
        }
    }

    #[test]
    fn docs_checks_md_is_fresh() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/checks.md");
        let expected = render();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::write(path, &expected).unwrap();
        }
        let actual = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            actual == expected,
            "docs/checks.md is stale: run `UPDATE_DOCS=1 cargo test`"
        );
    }
}

//! One data type for everything the tool reports, rendered by `report/`:
//! [`Violation`] (a rule broken by a change) and [`Diagnostic`] (the tool's own problems:
//! a bad rule file, a git error). Neither knows about miette or JSON.

pub mod codes;
pub mod lints;

use std::ops::Range;
use std::sync::Arc;

pub use codes::Code;
pub use lints::LintName;

/// The severities a rule or a diagnostic can have. `off` exists only in the rule file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A text that a diagnostic points into: a file at a revision, a commit message, a rule file.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: Arc<str>,
}

/// A labelled byte range of a [`Source`].
#[derive(Debug, Clone)]
pub struct Label {
    pub range: Range<usize>,
    pub message: Option<String>,
}

/// A 1-based line/column region of a file, as JSON, SARIF and annotations report it.
/// Columns count characters, and `end_column` is exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Region {
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
}

impl Region {
    /// The region of `range` in `text`. The lines up to the end are counted from the start,
    /// not again from the top (a range check places thousands of violations in large files).
    pub fn of(text: &str, range: Range<usize>) -> Region {
        let start = floor_char_boundary(text, range.start.min(text.len()));
        let end = floor_char_boundary(text, range.end.max(range.start).min(text.len()));
        let line = newlines(&text[..start]) + 1;
        let end_line = line + newlines(&text[start..end]);
        Region {
            line: to_u32(line),
            column: column(text, start),
            end_line: to_u32(end_line),
            end_column: column(text, end),
        }
    }
}

fn newlines(text: &str) -> usize {
    text.bytes().filter(|&b| b == b'\n').count()
}

/// The 1-based column, in characters, of byte `offset` (a char boundary) of `text`.
fn column(text: &str, offset: usize) -> u32 {
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    to_u32(text[line_start..offset].chars().count() + 1)
}

/// The byte range of 1-based `line`'s text, without indentation and line break: what a label
/// on "this line of the context file" underlines.
pub fn line_text_range(text: &str, line: u32) -> Option<Range<usize>> {
    let mut start = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line as usize {
            let trimmed = l.trim_end_matches(['\n', '\r']);
            let lead = trimmed.len() - trimmed.trim_start().len();
            return Some(start + lead..start + trimmed.len());
        }
        start += l.len();
    }
    None
}

pub fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The written instruction a rule enforces, quoted in every violation of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstructionRef {
    pub file: String,
    pub line: Option<u32>,
    pub text: Option<String>,
}

/// A rule broken by one commit (or by the staged change).
#[derive(Debug, Clone)]
pub struct Violation {
    pub rule: Arc<str>,
    pub severity: Severity,
    /// Full hex id; `None` for the staged change.
    pub commit: Option<String>,
    /// `None` for commit-level rules (message, branch).
    pub file: Option<String>,
    /// Where in `file`; `None` when the violation is about the file as a whole.
    pub region: Option<Region>,
    pub message: String,
    pub instruction: Option<InstructionRef>,
    /// What the human report shows: the offending file or message, with the span labelled.
    pub snippet: Option<(Source, Label)>,
    pub help: Option<String>,
    /// The reason of the inline `agentsmd-gate: allow(…) -- reason` that suppresses it.
    pub suppressed: Option<String>,
}

impl Violation {
    /// A fingerprint of what was violated, not where: the rule, the file, the offending text
    /// and the message. Moved code keeps it (SARIF `partialFingerprints`, the baseline).
    pub fn content_fingerprint(&self) -> String {
        // The whole lines the label touches, trimmed: the same match on two different lines
        // is two different violations, and re-indented code keeps its fingerprint.
        let content = self
            .snippet
            .as_ref()
            .and_then(|(src, label)| {
                let start = src.text.get(..label.range.start)?.rfind('\n').map_or(0, |i| i + 1);
                let end = src
                    .text
                    .get(label.range.end..)?
                    .find('\n')
                    .map_or(src.text.len(), |i| label.range.end + i);
                src.text.get(start..end)
            })
            .map(str::trim)
            .unwrap_or("");
        crate::hash::stable_hash([&*self.rule, self.file.as_deref().unwrap_or(""), content, &self.message])
    }
}

/// A problem of the tool's own (configuration, repository, usage), with a code.
#[derive(Debug, Clone)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    pub message: String,
    pub source: Option<Source>,
    pub labels: Vec<Label>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            source: None,
            labels: Vec::new(),
            help: None,
        }
    }

    pub fn warning(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, message)
        }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    pub fn with_label(mut self, source: Source, range: Range<usize>, message: impl Into<String>) -> Diagnostic {
        self.source = Some(source);
        self.labels.push(Label {
            range,
            message: Some(message.into()),
        });
        self
    }

    pub fn url(&self) -> String {
        self.code.url()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_count_characters() {
        let text = "ab\nçd = x\n";
        let start = text.find('=').unwrap();
        let r = Region::of(text, start..start + 1);
        assert_eq!(
            r,
            Region {
                line: 2,
                column: 4,
                end_line: 2,
                end_column: 5
            }
        );
    }
}

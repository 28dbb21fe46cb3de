//! Inline suppressions: `agentsmd-gate: allow(rule-id) -- reason` in a comment on the
//! violating line or the line above silences that rule there.
//!
//! - Any comment syntax counts (`#`, `//`, `/* */`, `--`, `;`, `%`, `<!-- -->`, a `*` line
//!   of a block comment); in Markdown only an HTML comment does, so prose or inline code that
//!   mentions the directive is not one.
//! - A rule id and a reason are required: a directive without them suppresses nothing and is
//!   an `invalid-suppression` finding (error).
//! - A directive on an added line that suppresses nothing is an `unused-suppression` finding
//!   (warning), as ast-grep reports unused suppressions.
//! - Suppressed violations are kept, marked, so JSON and SARIF show them as suppressed.

use std::sync::{Arc, LazyLock};

use regex::Regex;

use crate::diagnostic::{Label, Region, Severity, Source, Violation};
use crate::git::CommitView;

pub const UNUSED: &str = "unused-suppression";
pub const INVALID: &str = "invalid-suppression";

/// What every directive holds (both patterns below require it).
const MARKER: &str = "agentsmd-gate:";

/// The directive, after a comment opener. `allow(` with anything up to `)`, then an optional
/// `-- reason`.
static DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|\s|[^\w\s])(?:#|//|/\*|--|;|%|\*|<!--)\s*agentsmd-gate:\s*allow\b(?:\(([^)]*)\))?(?:\s*--\s*(.*?))?\s*(?:\*/|-->)?\s*$")
        .expect("valid")
});
static MARKDOWN_DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*<!--\s*agentsmd-gate:\s*allow\b(?:\(([^)]*)\))?(?:\s*--\s*(.*?))?\s*-->\s*$").expect("valid")
});

/// A directive as written on one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    pub rules: Vec<String>,
    pub reason: Option<String>,
}

/// The directive on `line` of a file at `path`, if the line carries one.
pub fn directive(path: &str, line: &str) -> Option<Directive> {
    if !line.contains(MARKER) {
        return None;
    }
    let markdown = path.ends_with(".md") || path.ends_with(".mdx") || path.ends_with(".markdown");
    let c = if markdown {
        MARKDOWN_DIRECTIVE.captures(line)?
    } else {
        DIRECTIVE.captures(line)?
    };
    let rules = c
        .get(1)
        .map(|m| {
            m.as_str()
                .split(',')
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    let reason = c.get(2).map(|m| m.as_str().trim().to_owned()).filter(|r| !r.is_empty());
    Some(Directive { rules, reason })
}

fn is_valid(d: &Directive) -> bool {
    !d.rules.is_empty() && d.reason.is_some()
}

/// Marks the violations of `found` (new in this view) that a directive covers, and adds
/// findings for invalid and, when `report_unused`, unused directives on the view's added lines.
pub fn apply(view: &CommitView, found: &mut Vec<Violation>, known_rules: &[&str], report_unused: bool) {
    let used = mark_suppressed(found);
    if report_unused {
        report_directives(view, &used, found, known_rules);
    }
}

/// Marks the violations a valid directive on their line or the line above covers; returns
/// (path, line) of every directive that suppressed something.
fn mark_suppressed(found: &mut [Violation]) -> Vec<(String, u32)> {
    let mut used: Vec<(String, u32)> = Vec::new();
    for v in found.iter_mut() {
        let (Some(path), Some(region), Some((source, _))) = (&v.file, v.region, &v.snippet) else {
            continue;
        };
        // Every directive holds its marker: a file without one (nearly all) is not split.
        if !source.text.contains(MARKER) {
            continue;
        }
        let lines: Vec<&str> = source.text.lines().collect();
        for at in [region.line, region.line.saturating_sub(1)] {
            let Some(text) = at.checked_sub(1).and_then(|i| lines.get(i as usize)) else {
                continue;
            };
            if let Some(d) = directive(path, text)
                && is_valid(&d)
                && d.rules.iter().any(|r| **r == *v.rule)
            {
                v.suppressed = d.reason.clone();
                used.push((path.clone(), at));
                break;
            }
        }
    }
    used
}

/// Adds to `found` a finding for every directive on an added line of `view` that is invalid,
/// names an unknown rule, or suppressed nothing (is not in `used`).
fn report_directives(view: &CommitView, used: &[(String, u32)], found: &mut Vec<Violation>, known_rules: &[&str]) {
    for file in &view.files {
        let Some(content) = &file.content else { continue };
        let Some(text) = content.after_text() else { continue };
        if !text.contains(MARKER) {
            continue;
        }
        let mut offset = 0;
        for (i, line) in text.split_inclusive('\n').enumerate() {
            let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let start = offset;
            offset += line.len();
            if !content.is_line_added(number) {
                continue;
            }
            let Some(d) = directive(&file.path, line.trim_end_matches(['\n', '\r'])) else {
                continue;
            };
            if is_valid(&d) && used.contains(&(file.path.clone(), number)) {
                continue;
            }
            let trimmed = line.trim_end_matches(['\n', '\r']);
            let range = start + (trimmed.len() - trimmed.trim_start().len())..start + trimmed.len();
            let (rule, severity, message, label) = judge_directive(&d, known_rules);
            found.push(Violation {
                rule: Arc::from(rule),
                severity,
                commit: view.commit.clone(),
                file: Some(file.path.clone()),
                region: Some(Region::of(&text, range.clone())),
                message,
                instruction: None,
                snippet: Some((
                    Source {
                        name: file.path.clone(),
                        text: text.clone(),
                    },
                    Label {
                        range,
                        message: Some(label.to_owned()),
                    },
                )),
                help: Some(SUPPRESSION_HELP.into()),
                suppressed: None,
            });
        }
    }
}

/// What a suppression says of itself.
const SUPPRESSION_HELP: &str = concat!(
    "a suppression names the rule and says why: `agentsmd-gate: allow(rule-id) -- reason`; ",
    "remove it when the code no longer needs it",
);

/// The finding for a directive that suppressed nothing: (rule, severity, message, label).
fn judge_directive(d: &Directive, known_rules: &[&str]) -> (&'static str, Severity, String, &'static str) {
    if !is_valid(d) {
        let missing = match (d.rules.is_empty(), d.reason.is_none()) {
            (true, true) => "a rule id and a reason",
            (true, false) => "a rule id",
            _ => "a reason",
        };
        (
            INVALID,
            Severity::Error,
            format!("suppression without {missing}: it suppresses nothing"),
            "write `agentsmd-gate: allow(rule-id) -- why`",
        )
    } else if let Some(unknown) = d.rules.iter().find(|r| !known_rules.contains(&r.as_str())) {
        (
            UNUSED,
            Severity::Warning,
            format!("suppression of `{unknown}`, which is not a rule of the rule set"),
            "no such rule",
        )
    } else {
        (
            UNUSED,
            Severity::Warning,
            format!("suppression of `{}` suppresses nothing here", d.rules.join("`, `")),
            "nothing to suppress",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(rules: &[&str], reason: Option<&str>) -> Option<Directive> {
        Some(Directive {
            rules: rules.iter().map(|s| (*s).to_owned()).collect(),
            reason: reason.map(str::to_owned),
        })
    }

    #[test]
    fn directives_in_every_comment_syntax() {
        assert_eq!(
            directive("a.py", "x = 1  # agentsmd-gate: allow(print-call) -- CLI output"),
            d(&["print-call"], Some("CLI output"))
        );
        assert_eq!(
            directive("a.rs", "    // agentsmd-gate: allow(unwrap, panic) -- checked above"),
            d(&["unwrap", "panic"], Some("checked above"))
        );
        assert_eq!(
            directive("a.css", "/* agentsmd-gate: allow(px) -- icon size */"),
            d(&["px"], Some("icon size"))
        );
        assert_eq!(
            directive("a.sql", "-- agentsmd-gate: allow(raw-sql) -- migration"),
            d(&["raw-sql"], Some("migration"))
        );
        assert_eq!(
            directive("a.html", "<!-- agentsmd-gate: allow(inline-style) -- email -->"),
            d(&["inline-style"], Some("email"))
        );
        assert_eq!(
            directive("a.py", "# agentsmd-gate: allow(print-call)"),
            d(&["print-call"], None)
        );
        assert_eq!(
            directive("a.py", "# agentsmd-gate: allow -- because"),
            d(&[], Some("because"))
        );
    }

    #[test]
    fn prose_that_mentions_the_directive_is_not_one() {
        assert_eq!(directive("a.py", "msg = 'agentsmd-gate: allow(x) -- y'"), None);
        assert_eq!(
            directive(
                "README.md",
                "Write `# agentsmd-gate: allow(rule) -- reason` above the line."
            ),
            None
        );
        assert_eq!(
            directive("README.md", "# agentsmd-gate: allow(rule) -- reason"),
            None,
            "a Markdown heading"
        );
        assert_eq!(
            directive("README.md", "<!-- agentsmd-gate: allow(long-line) -- a table -->"),
            d(&["long-line"], Some("a table"))
        );
    }
}

//! Human output: one miette diagnostic per violation, with the offending snippet labelled and
//! a related note showing the context-file line whose instruction was broken. The only module
//! that knows miette.

use std::fmt;
use std::sync::Arc;

use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, SourceSpan};
use owo_colors::OwoColorize;

use super::{ContextTexts, Totals};
use crate::diagnostic::{Diagnostic, Severity, Violation};

/// Renders through miette's graphical handler: colours only when asked, never hyperlinks (so
/// output is stable when piped or with `NO_COLOR`).
pub struct HumanRenderer {
    handler: GraphicalReportHandler,
    color: bool,
}

impl HumanRenderer {
    pub fn new(color: bool) -> HumanRenderer {
        let theme = if color {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        HumanRenderer {
            handler: GraphicalReportHandler::new_themed(theme)
                .with_links(false)
                .with_width(100),
            color,
        }
    }

    pub fn violation(&self, v: &Violation, contexts: &ContextTexts) -> String {
        let mut related = Vec::new();
        if let Some(instr) = &v.instruction {
            related.push(instruction_note(instr, contexts));
        }
        let mut location = String::new();
        if let Some(commit) = &v.commit {
            location.push_str(&commit[..commit.len().min(12)]);
        }
        if let Some(file) = &v.file {
            if !location.is_empty() {
                location.push(' ');
            }
            location.push_str(file);
            if let Some(r) = &v.region {
                location.push_str(&format!(":{}:{}", r.line, r.column));
            }
        }
        let message = if location.is_empty() {
            v.message.clone()
        } else {
            format!("{location}: {}", v.message)
        };
        let (source, labels) = match &v.snippet {
            Some((src, label)) => (
                Some(NamedSource::new(src.name.clone(), src.text.clone())),
                vec![LabeledSpan::new_primary_with_span(
                    label.message.clone(),
                    span(label.range.clone()),
                )],
            ),
            None => (None, Vec::new()),
        };
        let report = Report {
            message,
            code: Some(v.rule.to_string()),
            severity: v.severity,
            help: v.help.clone(),
            url: None,
            source,
            labels,
            related,
        };
        self.render(&report)
    }

    pub fn diagnostic(&self, d: &Diagnostic) -> String {
        let report = Report {
            message: d.message.clone(),
            code: Some(d.code.name().to_owned()),
            severity: d.severity,
            help: d.help.clone(),
            url: Some(d.url()),
            source: d
                .source
                .as_ref()
                .map(|s| NamedSource::new(s.name.clone(), s.text.clone())),
            labels: d
                .labels
                .iter()
                .map(|l| LabeledSpan::new_primary_with_span(l.message.clone(), span(l.range.clone())))
                .collect(),
            related: Vec::new(),
        };
        self.render(&report)
    }

    fn render(&self, report: &Report) -> String {
        let mut out = String::new();
        if self.handler.render_report(&mut out, report).is_err() {
            out = format!("{}: {}\n", report.severity_word(), report.message);
        }
        out
    }

    /// `✗ 2 errors, 1 warning in 3 commits (7 rules, 12 evaluations)`.
    pub fn summary(&self, errors: usize, warnings: usize, infos: usize, totals: Totals, staged: bool) -> String {
        let what = if staged {
            "the staged change".to_owned()
        } else {
            format!("{} commit{}", totals.commits, plural(totals.commits))
        };
        let scope = format!(
            "in {what} ({} rule{}, {} evaluation{})",
            totals.rules,
            plural(totals.rules),
            totals.rule_evaluations,
            plural(totals.rule_evaluations)
        );
        let not_evaluated = match (totals.branch_rules_not_evaluated, totals.no_branch_reason) {
            (0, _) => String::new(),
            (n, reason) => format!(
                "  ({n} branch rule{} not evaluated: {})\n",
                plural(n),
                reason.unwrap_or("no branch; pass --branch")
            ),
        };
        if errors + warnings + infos == 0 {
            let mark = if self.color {
                "✓".green().to_string()
            } else {
                "✓".to_owned()
            };
            return format!("{mark} no violations {scope}\n{not_evaluated}");
        }
        let mut parts = Vec::new();
        for (n, word) in [(errors, "error"), (warnings, "warning"), (infos, "note")] {
            if n > 0 {
                parts.push(format!("{n} {word}{}", plural(n)));
            }
        }
        let mark = match (errors > 0, self.color) {
            (true, true) => "✗".red().to_string(),
            (true, false) => "✗".to_owned(),
            (false, true) => "!".yellow().to_string(),
            (false, false) => "!".to_owned(),
        };
        format!("{mark} {} {scope}\n{not_evaluated}", parts.join(", "))
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn span(range: std::ops::Range<usize>) -> SourceSpan {
    SourceSpan::new(range.start.into(), range.end.saturating_sub(range.start))
}

fn instruction_note(instr: &crate::diagnostic::InstructionRef, contexts: &ContextTexts) -> Report {
    let quoted = instr.text.as_deref().map(|t| format!(": “{t}”")).unwrap_or_default();
    let at = match instr.line {
        Some(l) => format!("{}:{l}", instr.file),
        None => instr.file.clone(),
    };
    let mut note = Report {
        message: format!("the rule enforces {at}{quoted}"),
        code: None,
        severity: Severity::Info,
        help: None,
        url: None,
        source: None,
        labels: Vec::new(),
        related: Vec::new(),
    };
    // Show the line itself when the context file is at hand and still has it.
    if let (Some(line), Some(text)) = (instr.line, contexts.get(&instr.file))
        && let Some(range) = crate::diagnostic::line_text_range(text, line)
    {
        note.message = format!("the rule enforces {at}");
        note.source = Some(NamedSource::new(instr.file.clone(), text.clone()));
        note.labels.push(LabeledSpan::new_primary_with_span(
            Some("the instruction".into()),
            span(range),
        ));
    }
    note
}

/// The adapter miette renders.
#[derive(Debug)]
struct Report {
    message: String,
    code: Option<String>,
    severity: Severity,
    help: Option<String>,
    url: Option<String>,
    source: Option<NamedSource<Arc<str>>>,
    labels: Vec<LabeledSpan>,
    related: Vec<Report>,
}

impl Report {
    fn severity_word(&self) -> &'static str {
        self.severity.as_str()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Report {}

impl miette::Diagnostic for Report {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.code.as_ref().map(|c| Box::new(c) as Box<dyn fmt::Display>)
    }
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Info => miette::Severity::Advice,
        })
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.url.as_ref().map(|u| Box::new(u) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.source.as_ref().map(|s| s as &dyn miette::SourceCode)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            None
        } else {
            Some(Box::new(self.labels.iter().cloned()))
        }
    }
    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        if self.related.is_empty() {
            None
        } else {
            Some(Box::new(self.related.iter().map(|r| r as &dyn miette::Diagnostic)))
        }
    }
}

//! `--format json` (DESIGN "JSON output of `check`", a contract). Wire structs of their own,
//! so internal refactors never change what consumers parse.

use serde::Serialize;

use super::{RuleChanges, Totals};
use crate::diagnostic::Violation;

#[derive(Serialize)]
struct Output<'a> {
    version: u32,
    checked: Checked,
    violations: Vec<WireViolation<'a>>,
    /// Present only when the range edits files the rules are read from (`--rules-rev`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rule_changes: Vec<WireRuleChange>,
}

#[derive(Serialize)]
struct WireRuleChange {
    file: String,
    message: String,
}

#[derive(Serialize)]
struct Checked {
    commits: usize,
    rules: usize,
    rule_evaluations: usize,
    /// Branch rules not evaluated because the run had no branch (a range or commit without
    /// `--branch`, a detached HEAD). Added after version 1's first fields; always present.
    branch_rules_not_evaluated: usize,
}

#[derive(Serialize)]
struct WireViolation<'a> {
    rule: &'a str,
    severity: &'static str,
    commit: Option<&'a str>,
    file: Option<&'a str>,
    line: Option<u32>,
    column: Option<u32>,
    end_line: Option<u32>,
    end_column: Option<u32>,
    message: &'a str,
    instruction: Option<WireInstruction<'a>>,
    /// Present only for a violation an inline `agentsmd-gate: allow(…)` suppresses.
    #[serde(skip_serializing_if = "Option::is_none")]
    suppressed: Option<WireSuppression<'a>>,
}

#[derive(Serialize)]
struct WireSuppression<'a> {
    reason: &'a str,
}

#[derive(Serialize)]
struct WireInstruction<'a> {
    file: &'a str,
    line: Option<u32>,
    text: Option<&'a str>,
}

pub fn render(violations: &[Violation], totals: Totals, rule_changes: &RuleChanges) -> String {
    let output = Output {
        version: 1,
        checked: Checked {
            commits: totals.commits,
            rules: totals.rules,
            rule_evaluations: totals.rule_evaluations,
            branch_rules_not_evaluated: totals.branch_rules_not_evaluated,
        },
        violations: violations
            .iter()
            .map(|v| WireViolation {
                rule: &v.rule,
                severity: v.severity.as_str(),
                commit: v.commit.as_deref(),
                file: v.file.as_deref(),
                line: v.region.map(|r| r.line),
                column: v.region.map(|r| r.column),
                end_line: v.region.map(|r| r.end_line),
                end_column: v.region.map(|r| r.end_column),
                message: &v.message,
                instruction: v.instruction.as_ref().map(|i| WireInstruction {
                    file: &i.file,
                    line: i.line,
                    text: i.text.as_deref(),
                }),
                suppressed: v.suppressed.as_deref().map(|reason| WireSuppression { reason }),
            })
            .collect(),
        rule_changes: rule_changes
            .files
            .iter()
            .map(|f| WireRuleChange {
                file: f.clone(),
                message: rule_changes.message(f),
            })
            .collect(),
    };
    let mut s = serde_json::to_string_pretty(&output).expect("wire structs serialize");
    s.push('\n');
    s
}

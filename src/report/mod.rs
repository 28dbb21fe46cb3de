//! Renderers: the same violations and diagnostics as human text (miette), JSON, or GitHub
//! workflow annotations. One file per format; none of them decides anything.

pub mod github;
pub mod human;
pub mod json;
pub mod sarif;

use std::collections::HashMap;
use std::sync::Arc;

use clap::ValueEnum;

/// `--format` of `check`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Human,
    Json,
    Sarif,
    Github,
}

/// Context files by path, as read from where the rules came from, so a violation can show the
/// line of the instruction it breaks.
pub type ContextTexts = HashMap<String, Arc<str>>;

/// Files the checked range edits that the rules are read from, when `check --rules-rev` reads
/// them from another revision: the rules the change brings are not the ones it was checked
/// against, so a person reviews them. Every format reports them as warnings.
#[derive(Debug, Clone, Default)]
pub struct RuleChanges {
    pub rules_rev: String,
    pub files: Vec<String>,
}

impl RuleChanges {
    /// The warning about one file (the Action's wording, which its users know).
    pub fn message(&self, file: &str) -> String {
        format!(
            "rule changes need review: this change edits {file}, which the gate reads its rules from \
             (they are taken from {}, not from this change)",
            self.rules_rev
        )
    }
}

/// What was checked, for summaries.
#[derive(Debug, Clone, Copy)]
pub struct Totals {
    pub commits: usize,
    pub rules: usize,
    pub rule_evaluations: usize,
    /// Branch rules left out because the run has no branch, and why (`--branch` supplies one).
    pub branch_rules_not_evaluated: usize,
    pub no_branch_reason: Option<&'static str>,
}

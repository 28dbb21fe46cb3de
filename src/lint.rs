//! `lint`: advice on the context files themselves. Each finding points at a line of a context
//! file and says how to make the instruction more likely to be followed or enforceable:
//! direct instead of conditional wording, no vague qualifiers, prose-only directives moved into
//! hooks or CI, no duplicates or contradictions, working imports, and, when a rule set exists,
//! every observable instruction enforced and every rule's instruction still there.

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use crate::diagnostic::{LintName, Severity};
use crate::drift::Standing;
use crate::instructions::discover::ContextFile;
use crate::instructions::{Instruction, Wording, fingerprint};
use crate::ruleset::RuleSet;

/// One piece of advice.
#[derive(Debug, Clone)]
pub struct Advice {
    pub lint: LintName,
    pub severity: Severity,
    pub file: String,
    pub line: u32,
    pub message: String,
    pub help: String,
}

static VAGUE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\b(when appropriate|as appropriate|if appropriate|if needed|when needed|as needed|",
        r"if necessary|when necessary|where possible|wherever possible|when possible|if possible|",
        r"where applicable|if applicable|as required|when it makes sense|reasonabl[ey]|sensible)\b",
    ))
    .expect("built-in pattern")
});

/// Directives about running tools, which prose cannot enforce but a hook or CI can.
static RUN_TOOL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)^(?:\W*)(?:always\s+|please\s+)?(run|execute|format|lint|typecheck|type-check|test)\b.*",
        r"\b(before (?:committing|pushing|submitting|opening)|after (?:changes|every change|editing)|",
        r"linter|formatter|tests?|lint|format|check|typecheck)\b",
    ))
    .expect("built-in pattern")
});

/// Inline code spans of a text.
static CODE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"`([^`]+)`").expect("built-in pattern"));

/// The advice on `files` and their `instructions`, and on `rules` when there is a rule set,
/// sorted by file, line and finding name.
pub fn lint(files: &[ContextFile], instructions: &[Instruction], rules: Option<&RuleSet>) -> Vec<Advice> {
    let mut out = Collector {
        severities: rules.map(|r| r.lint.iter().copied().collect()).unwrap_or_default(),
        advice: Vec::new(),
    };
    context_files(&mut out, files);
    wording(&mut out, instructions);
    duplicates(&mut out, instructions);
    contradictions(&mut out, instructions);
    if let Some(rules) = rules {
        coverage(&mut out, instructions, rules);
    }
    let mut out = out.advice;
    out.sort_by(|a, b| (&a.file, a.line, a.lint.name()).cmp(&(&b.file, b.line, b.lint.name())));
    out
}

/// The advice found so far, with the severity the rule set gives each finding (`None`: off).
struct Collector {
    severities: HashMap<LintName, Option<Severity>>,
    advice: Vec<Advice>,
}

impl Collector {
    fn push(&mut self, lint: LintName, file: &str, line: u32, message: String, help: &str) {
        let severity = match self.severities.get(&lint) {
            Some(None) => return,
            Some(Some(s)) => *s,
            None => lint.default_severity(),
        };
        self.advice.push(Advice {
            lint,
            severity,
            file: file.to_owned(),
            line,
            message,
            help: help.to_owned(),
        });
    }
}

/// Context files that are missing (a broken `@import`), unreadable or empty.
fn context_files(out: &mut Collector, files: &[ContextFile]) {
    for file in files {
        match (&file.text, &file.problem) {
            (None, Some(problem)) if file.imported_by.is_some() && problem.contains("does not exist") => {
                let (by, line) = file.imported_by.clone().expect("checked");
                out.push(
                    LintName::BrokenImport,
                    &by,
                    line,
                    problem.clone(),
                    "fix the path, or remove the `@` line",
                );
            }
            (None, Some(problem)) => out.push(
                LintName::UnreadableContextFile,
                &file.path,
                1,
                format!("`{}`: {problem}", file.path),
                "keep context files as UTF-8 Markdown under 1 MiB",
            ),
            (Some(text), _) if text.trim().is_empty() => out.push(
                LintName::EmptyContextFile,
                &file.path,
                1,
                format!("`{}` is empty", file.path),
                "write the instructions, or delete the file",
            ),
            _ => {}
        }
    }
}

/// Explicit, actionable instructions worded conditionally, with a vague qualifier, or about
/// running a tool (which no commit shows).
fn wording(out: &mut Collector, instructions: &[Instruction]) {
    const DIRECT: &str = concat!(
        "state it as a direct rule (\"every new function has …\", \"commits touching `x/` …\"): ",
        "agents follow direct rules more often than conditional ones"
    );
    for i in instructions {
        let c = &i.classification;
        if !(c.explicit && c.actionable) {
            continue;
        }
        if c.wording == Wording::Conditional {
            let message = format!("conditionally worded: \"{}\"", short(&i.text));
            out.push(LintName::ConditionalWording, &i.file, i.line, message, DIRECT);
        }
        if let Some(m) = VAGUE.find(&i.text) {
            out.push(
                LintName::VagueQualifier,
                &i.file,
                i.line,
                format!("vague qualifier `{}`", m.as_str()),
                "say exactly when the rule applies, or drop the qualifier",
            );
        }
        if !c.observable && RUN_TOOL.is_match(&i.text) && !i.text.contains(" | ") {
            out.push(
                LintName::UnenforceableDirective,
                &i.file,
                i.line,
                format!("no artifact of a commit shows this was done: \"{}\"", short(&i.text)),
                "enforce it in a hook or CI (pre-commit, a required check) instead of prose",
            );
        }
    }
}

/// Duplicates: the same instruction in two places.
fn duplicates(out: &mut Collector, instructions: &[Instruction]) {
    let mut first: HashMap<String, &Instruction> = HashMap::new();
    for i in instructions
        .iter()
        .filter(|i| i.classification.explicit && i.text.split_whitespace().count() >= 3)
    {
        let fp = fingerprint(&i.text);
        match first.get(&fp) {
            Some(orig) => out.push(
                LintName::DuplicateInstruction,
                &i.file,
                i.line,
                format!("repeats {}:{}", orig.file, orig.line),
                "keep one copy (a nested file can `@import` a shared one)",
            ),
            None => {
                first.insert(fp, i);
            }
        }
    }
}

/// Contradictions: one file requires what another forbids (the same inline code). Within a
/// file, "use `x` — never `y`" pairs are the norm, so only files are compared.
fn contradictions(out: &mut Collector, instructions: &[Instruction]) {
    let mut required: HashMap<String, &Instruction> = HashMap::new();
    let mut forbidden: HashMap<String, &Instruction> = HashMap::new();
    for i in instructions.iter().filter(|i| i.classification.explicit) {
        let target = match i.classification.wording {
            Wording::Prohibitive => &mut forbidden,
            Wording::Prescriptive => &mut required,
            _ => continue,
        };
        // Only the code a sentence leads with: "Never use `x`, use `y`" forbids `x` only.
        if let Some(code) = CODE.captures(&i.text).and_then(|c| c.get(1)) {
            target.entry(code.as_str().to_owned()).or_insert(i);
        }
    }
    for (code, f) in &forbidden {
        if let Some(r) = required.get(code).filter(|r| r.file != f.file) {
            out.push(
                LintName::ContradictoryInstructions,
                &f.file,
                f.line,
                format!("forbids `{code}`, which {}:{} requires", r.file, r.line),
                "decide which one holds and delete the other",
            );
        }
    }
}

/// With a rule set: rules whose instruction is gone, and observable instructions no rule
/// enforces.
fn coverage(out: &mut Collector, instructions: &[Instruction], rules: &RuleSet) {
    let index = crate::drift::Index::new(instructions);
    let mut enforced: std::collections::HashSet<(String, u32)> = std::collections::HashSet::new();
    for rule in &rules.rules {
        let Some(origin) = &rule.from else { continue };
        let instr = &origin.instruction;
        match index.standing(rule) {
            Standing::Current(i) => {
                enforced.insert((i.file.clone(), i.line));
            }
            Standing::Vanished => out.push(
                LintName::StaleRule,
                &instr.file,
                instr.line.unwrap_or(1),
                format!(
                    "rule `{}` enforces an instruction that is no longer in `{}`",
                    rule.id, instr.file
                ),
                "update the rule's `from` (or the rule) to the current wording, or remove the rule",
            ),
            Standing::Unknown => {
                if let Some(line) = instr.line {
                    enforced.insert((instr.file.clone(), line));
                }
            }
        }
    }
    for i in instructions.iter().filter(|i| i.classification.observable) {
        if !enforced.contains(&(i.file.clone(), i.line)) {
            out.push(
                LintName::UnenforcedInstruction,
                &i.file,
                i.line,
                format!("observable, but no rule enforces it: \"{}\"", short(&i.text)),
                "add a rule with `from: {file, line}` to agentsmd-gate.yaml",
            );
        }
    }
}

fn short(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_finding_is_documented_with_a_default() {
        let docs = include_str!("../docs/lint.md");
        for name in LintName::names() {
            assert!(docs.contains(&format!("## `{name}`")), "docs/lint.md lacks `{name}`");
        }
    }
}

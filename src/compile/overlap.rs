//! One rule per check: a list check (`forbid-call` callees, `forbid-import` modules,
//! `forbid-syntax` constructs) that another active rule of the same place already covers.
//!
//! "NEVER use `console.log`" in a `copilot-instructions.md` and "no `console.log`,
//! `console.info` or `console.error`" in an `AGENTS.md` are one ban as far as a commit is
//! concerned: two rules would report every `console.log` twice (mcowger/generic-copilot,
//! round 74). Exact copies are folded where the compiler meets them; this module finds the
//! narrower of two otherwise equal checks.

use super::{CompiledRule, Instruction, Proposal, emit, targets};

/// How a proposal stands to the active rules compiled before it.
#[derive(Debug, PartialEq, Eq)]
pub enum Overlap {
    /// The active rule at this index, for the same place, forbids all it forbids and more:
    /// it adds nothing.
    Covered(usize),
    /// It forbids all the active rule at this index forbids and more: it takes its place.
    Widens(usize),
}

/// The key whose list a check of `kind` forbids any of.
fn list_key(kind: &str) -> Option<&'static str> {
    match kind {
        "forbid-call" => Some("callees"),
        "forbid-import" => Some("modules"),
        "forbid-syntax" => Some("constructs"),
        _ => None,
    }
}

/// The check without its list: two proposals with the same one differ only in what they list.
fn without_list(proposal: &Proposal, key: &str) -> String {
    let rest = Proposal {
        keys: proposal.keys.iter().filter(|(k, _)| *k != key).cloned().collect(),
        examples: Vec::new(),
        ..proposal.clone()
    };
    emit::rule_identity("", &rest)
}

/// Whether `outer` governs what `inner` does: the same scope or one enclosing it, and the
/// same `applies-to` globs or none (a rule of the whole scope reads the files an `applyTo`
/// selects: PicnicSupermarket/error-prone-support, round 101, reported each wildcard import
/// twice, from `java-style.instructions.md` under `applyTo: "**/*.java"` and from
/// `review.instructions.md`).
fn governs(outer: &Instruction, inner: &Instruction) -> bool {
    let encloses = outer.scope == inner.scope || super::enclosing_scopes(&inner.scope).contains(&outer.scope.as_str());
    encloses && (outer.applies_to == inner.applies_to || outer.applies_to.is_empty())
}

/// How `proposal`, from `instruction`, overlaps the active rules in `rules` (`None`: it
/// does not, or its kind lists nothing).
pub fn find(proposal: &Proposal, instruction: &Instruction, rules: &[CompiledRule]) -> Option<Overlap> {
    let key = list_key(proposal.kind)?;
    let shape = without_list(proposal, key);
    let listed = targets::values(proposal, key);
    rules.iter().enumerate().find_map(|(at, rule)| {
        if rule.softness.is_some() || rule.proposal.kind != proposal.kind || without_list(&rule.proposal, key) != shape
        {
            return None;
        }
        let theirs = targets::values(&rule.proposal, key);
        if listed.iter().all(|v| theirs.contains(v)) && governs(&rule.instruction, instruction) {
            Some(Overlap::Covered(at))
        } else if theirs.iter().all(|v| listed.contains(v)) && governs(instruction, &rule.instruction) {
            Some(Overlap::Widens(at))
        } else {
            None
        }
    })
}

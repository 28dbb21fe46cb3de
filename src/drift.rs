//! Drift between the rule set and the context files: a rule's `from` names an instruction by
//! its fingerprint (or text); when no instruction of the context files has it any more, the
//! prose changed and the rule may no longer say what the team wants. `check` warns (errors
//! with `--strict`), `lint` reports `stale-rule`, `compile --write` marks the rule `stale:`.

use std::collections::HashMap;

use crate::instructions::{Instruction, fingerprint};
use crate::ruleset::Rule;

/// Where a rule's instruction stands in the current context files.
#[derive(Debug, Clone, Copy)]
pub enum Standing<'a> {
    /// Found, by fingerprint or by text.
    Current(&'a Instruction),
    /// The rule names its instruction, and no instruction matches: changed or removed.
    Vanished,
    /// The rule does not say which instruction it enforces (no fingerprint, no text).
    Unknown,
}

/// The instructions of the context files, indexed for [`standing`].
pub struct Index<'a> {
    by_fingerprint: HashMap<String, &'a Instruction>,
}

impl<'a> Index<'a> {
    pub fn new(instructions: &'a [Instruction]) -> Index<'a> {
        Index {
            by_fingerprint: instructions.iter().map(|i| (fingerprint(&i.text), i)).collect(),
        }
    }

    pub fn standing(&self, rule: &Rule) -> Standing<'a> {
        if let Some(i) = self.by_fingerprint_of(rule) {
            return Standing::Current(i);
        }
        if names_instruction(rule) {
            Standing::Vanished
        } else {
            Standing::Unknown
        }
    }

    fn by_fingerprint_of(&self, rule: &Rule) -> Option<&'a Instruction> {
        keys(rule)
            .into_iter()
            .find_map(|k| self.by_fingerprint.get(&k).copied())
    }
}

/// The fingerprints a rule's instruction may have: its `from.fingerprint`, then that of its
/// `from.text`.
fn keys(rule: &Rule) -> Vec<String> {
    let Some(origin) = &rule.from else { return Vec::new() };
    origin
        .fingerprint
        .iter()
        .cloned()
        .chain(origin.instruction.text.as_deref().map(fingerprint))
        .collect()
}

/// Whether `rule` names its instruction (by fingerprint or text), so it can drift.
pub fn names_instruction(rule: &Rule) -> bool {
    !keys(rule).is_empty()
}

/// Whether `rule`'s instruction is among `fingerprints` (those of the current context files):
/// the hook's check, which needs no classified instructions.
pub fn stands(rule: &Rule, fingerprints: &std::collections::HashSet<String>) -> bool {
    let keys = keys(rule);
    keys.is_empty() || keys.iter().any(|k| fingerprints.contains(k))
}

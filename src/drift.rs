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
        let Some(origin) = &rule.from else {
            return Standing::Unknown;
        };
        let by_fingerprint = origin.fingerprint.as_ref().and_then(|f| self.by_fingerprint.get(f));
        let by_text = origin
            .instruction
            .text
            .as_ref()
            .and_then(|t| self.by_fingerprint.get(&fingerprint(t)));
        match by_fingerprint.or(by_text) {
            Some(i) => Standing::Current(i),
            None if origin.fingerprint.is_some() || origin.instruction.text.is_some() => Standing::Vanished,
            None => Standing::Unknown,
        }
    }
}

//! The baseline (`agentsmd-gate.baseline.json`): the violations a repository already had when
//! the gate was switched on, so that `check` reports only new ones.
//!
//! Entries are keyed by rule, path and a fingerprint of the offending content (not the line:
//! moved code stays matched), with a count, so two identical violations in a file need two
//! entries' worth. Matching consumes counts: a third copy of a baselined line is new.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::diagnostic::Violation;

pub const DEFAULT_PATH: &str = "agentsmd-gate.baseline.json";

#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Baseline {
    pub version: u32,
    pub violations: Vec<Entry>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entry {
    pub rule: String,
    pub file: Option<String>,
    pub fingerprint: String,
    pub count: u32,
    /// The message when it was recorded, for people reading the file.
    #[serde(default)]
    pub message: String,
}

impl Baseline {
    /// The baseline of `violations` (suppressed ones are not debt: they are excluded).
    pub fn of(violations: &[Violation]) -> Baseline {
        let mut counts: BTreeMap<(String, Option<String>, String), (u32, String)> = BTreeMap::new();
        for v in violations.iter().filter(|v| v.suppressed.is_none()) {
            let key = (v.rule.to_string(), v.file.clone(), v.content_fingerprint());
            counts.entry(key).or_insert((0, v.message.clone())).0 += 1;
        }
        Baseline {
            version: 1,
            violations: counts
                .into_iter()
                .map(|((rule, file, fingerprint), (count, message))| Entry {
                    rule,
                    file,
                    fingerprint,
                    count,
                    message,
                })
                .collect(),
        }
    }

    pub fn parse(text: &str) -> Result<Baseline, String> {
        let b: Baseline =
            serde_json::from_str(text).map_err(|e| format!("line {}, column {}: {e}", e.line(), e.column()))?;
        if b.version != 1 {
            return Err(format!("version {} is not supported (expected 1)", b.version));
        }
        Ok(b)
    }

    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("baseline serializes");
        s.push('\n');
        s
    }

    /// Removes from `violations` those the baseline covers; returns how many.
    pub fn filter(&self, violations: &mut Vec<Violation>) -> usize {
        let mut left: BTreeMap<(String, Option<String>, String), u32> = BTreeMap::new();
        for e in &self.violations {
            *left
                .entry((e.rule.clone(), e.file.clone(), e.fingerprint.clone()))
                .or_insert(0) += e.count;
        }
        let before = violations.len();
        violations.retain(|v| {
            if v.suppressed.is_some() {
                return true;
            }
            let key = (v.rule.to_string(), v.file.clone(), v.content_fingerprint());
            match left.get_mut(&key) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    false
                }
                _ => true,
            }
        });
        before - violations.len()
    }
}

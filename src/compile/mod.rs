//! The compiler: instructions → proposed rules of the rule set.
//!
//! `recognize` holds one recognizer per family of phrasings; each maps an instruction to a
//! [`Proposal`] of one check kind, with parameters taken from the text (`params`) and
//! generated examples. Every proposal is rendered to rule-file YAML (`emit`), loaded by the
//! same validator `check` uses, and run against its own examples: a rule that does not do what
//! its examples say is dropped and reported, never emitted. `merge` folds the result into an
//! existing rule file for `compile --write`.

pub mod emit;
pub mod merge;
pub mod params;
pub mod recognize;

use std::collections::BTreeMap;

use crate::diagnostic::Source;
use crate::engine::passes;
use crate::instructions::{Instruction, fingerprint};

/// A rule a recognizer proposes, before it is checked.
#[derive(Debug, Clone)]
pub struct Proposal {
    /// The id it would get (made unique across the set by [`compile`]).
    pub id: String,
    pub kind: &'static str,
    /// The check's own keys, in the order they are written.
    pub keys: Vec<(&'static str, Value)>,
    pub paths: Vec<String>,
    pub exclude: Vec<String>,
    pub examples: Vec<ExampleSpec>,
    /// Which recognizer, and what it read ("forbid-content: `panic!` after `avoid`").
    pub reason: String,
}

/// A value of a check key.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Str(String),
    Int(u64),
    Bool(bool),
    List(Vec<String>),
}

/// A generated example commit.
#[derive(Debug, Clone, Default)]
pub struct ExampleSpec {
    pub expect_pass: bool,
    pub files_before: Vec<(String, String)>,
    pub files_after: Vec<(String, String)>,
    pub message: Option<String>,
    pub branch: Option<String>,
}

impl ExampleSpec {
    pub fn pass() -> ExampleSpec {
        ExampleSpec {
            expect_pass: true,
            ..ExampleSpec::default()
        }
    }

    pub fn fail() -> ExampleSpec {
        ExampleSpec::default()
    }

    pub fn before(mut self, path: &str, content: &str) -> ExampleSpec {
        self.files_before.push((path.to_owned(), content.to_owned()));
        self
    }

    pub fn after(mut self, path: &str, content: &str) -> ExampleSpec {
        self.files_after.push((path.to_owned(), content.to_owned()));
        self
    }

    pub fn message(mut self, message: &str) -> ExampleSpec {
        self.message = Some(message.to_owned());
        self
    }

    pub fn branch(mut self, branch: &str) -> ExampleSpec {
        self.branch = Some(branch.to_owned());
        self
    }
}

/// A rule that passed its examples, ready to write.
#[derive(Debug, Clone)]
pub struct CompiledRule {
    pub id: String,
    pub instruction: Instruction,
    pub fingerprint: String,
    pub proposal: Proposal,
    /// The rule as rule-file YAML (a `- id: …` list item, indented for `rules:`).
    pub yaml: String,
}

/// An observable instruction no rule came from, and why.
#[derive(Debug, Clone)]
pub struct Unenforced {
    pub instruction: Instruction,
    pub reason: String,
}

#[derive(Debug, Clone, Default)]
pub struct Compiled {
    pub rules: Vec<CompiledRule>,
    pub unenforced: Vec<Unenforced>,
    /// Proposals that failed their own examples or did not load: (instruction, id, why).
    pub dropped: Vec<(Instruction, String, String)>,
    /// The fingerprint of every instruction read: a rule whose fingerprint is not here is
    /// stale.
    pub live_fingerprints: Vec<String>,
}

/// Compiles `instructions`: every recognizer is tried on every instruction (the classifier's
/// flags are hints, not gates: "We use Conventional Commits" is worded as a description and
/// still a policy); observable ones that no recognizer takes are listed as unenforced.
pub fn compile(instructions: &[Instruction]) -> Compiled {
    let mut out = Compiled::default();
    let mut ids: BTreeMap<String, usize> = BTreeMap::new();
    let mut seen_rules: BTreeMap<String, String> = BTreeMap::new(); // identical rule → first id
    for instruction in instructions {
        out.live_fingerprints.push(fingerprint(&instruction.text));
        let c = &instruction.classification;
        let proposals = recognize::recognize(instruction);
        if proposals.is_empty() {
            if c.observable {
                out.unenforced.push(Unenforced {
                    instruction: instruction.clone(),
                    reason: recognize::why_not(instruction),
                });
            }
            continue;
        }
        for proposal in proposals {
            let base = proposal.id.clone();
            let n = ids.entry(base.clone()).or_insert(0);
            *n += 1;
            let id = if *n == 1 { base } else { format!("{base}-{n}") };
            let fp = fingerprint(&instruction.text);
            let yaml = emit::rule(&id, instruction, &fp, &proposal);
            // The same check from the same file twice (a rule repeated in two sections) is
            // one rule.
            let identity = emit::rule_identity(&instruction.file, &proposal);
            if seen_rules.contains_key(&identity) {
                continue;
            }
            match self_test(&yaml) {
                Ok(()) => {
                    seen_rules.insert(identity, id.clone());
                    out.rules.push(CompiledRule {
                        id,
                        instruction: instruction.clone(),
                        fingerprint: fp,
                        proposal,
                        yaml,
                    });
                }
                Err(why) => out.dropped.push((instruction.clone(), id, why)),
            }
        }
    }
    out
}

pub fn is_commit_level(kind: &str) -> bool {
    matches!(kind, "commit-message" | "branch-name")
}

/// Loads one rendered rule through the rule-set validator and runs its examples.
fn self_test(rule_yaml: &str) -> Result<(), String> {
    let text = format!("version: 1\nrules:\n{rule_yaml}");
    let set = crate::ruleset::load(Source {
        name: "compiled rule".into(),
        text: text.into(),
    })
    .map_err(|problems| {
        let first = problems.first().map_or_else(String::new, |p| p.message.clone());
        format!("does not load: {first}")
    })?;
    let rule = set.rules.first().ok_or("does not load: no rule")?;
    if rule.examples.len() < 2 {
        return Err("needs a passing and a failing example".into());
    }
    for (i, example) in rule.examples.iter().enumerate() {
        let (ok, violations) = passes(rule, &example.view);
        if ok != example.expect_pass {
            return Err(if example.expect_pass {
                format!(
                    "example {} should pass but the rule reported: {}",
                    i + 1,
                    violations.first().map_or("", |v| v.message.as_str())
                )
            } else {
                format!("example {} should fail but the rule reported nothing", i + 1)
            });
        }
    }
    Ok(())
}

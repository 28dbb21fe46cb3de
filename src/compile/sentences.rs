//! An instruction of several directives, each a sentence of its own ("No `any` types. No
//! emojis. Use `yarn` for package management, not `npm`."): compiled sentence by sentence, so
//! every directive gets its rule (online-go/online-go.com, round 156's missed list: one item,
//! three rules, and only the first family that matched was written).
//!
//! The split is conservative: every sentence must open as a rule does ("No", "Never", "Use",
//! "Avoid" …; not "Ask", "Read"), none may lean on another ("Only in tests.", "This applies to …", "Unless …"),
//! and the whole instruction must state no qualifier, which would have to hold for each part.

use crate::instructions::Instruction;
use crate::instructions::classify::{starts_prohibition, states_a_duty};
use crate::instructions::parse::{ends_a_sentence, strong_directive_start};

use super::lexicon;
use super::reading::Reading;

/// The sentences of `instruction` as instructions of their own, when it is several
/// independent directives; empty otherwise.
pub fn independent_directives(instruction: &Instruction, reading: &Reading) -> Vec<Instruction> {
    if reading.directive.is_err() || !reading.qualifiers.is_empty() || !reading.of_other_directives.is_empty() {
        return vec![];
    }
    let sentences = sentences(&instruction.text);
    let independent = sentences.len() >= 2
        && sentences
            .iter()
            .all(|s| opens_a_rule(without_label(s)) && !leans_on_the_previous(s));
    if !independent {
        return vec![];
    }
    sentences
        .into_iter()
        .map(|text| Instruction {
            text: text.to_owned(),
            ..instruction.clone()
        })
        .collect()
}

/// A sentence that opens as a rule does: with a prohibition, with one of the verbs rules open
/// with ("Use", "Prefer", "Always" …), or a duty of its subject ("All your code should be
/// compatible with 3.9": python-telegram-bot, round 158's missed list), not any imperative ("Ask before pushing to main"
/// after "Don't push — Batch commits locally" leans on it: icole/conduit_app, round 74).
fn opens_a_rule(sentence: &str) -> bool {
    starts_prohibition(sentence) || strong_directive_start(sentence) || states_a_duty(sentence)
}

/// "Types: Avoid `any`.": the sentence after a short label.
fn without_label(sentence: &str) -> &str {
    match sentence.split_once(": ") {
        Some((label, rest)) if label.split_whitespace().count() <= 3 && !label.contains('`') => rest,
        _ => sentence,
    }
}

fn leans_on_the_previous(sentence: &str) -> bool {
    let first = sentence
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    lexicon::is_one_of(lexicon::LEANS_ON_THE_PREVIOUS, &first)
}

/// The sentences of `text`, split where the parser splits a paragraph's
/// ([`ends_a_sentence`]), outside inline code.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut in_code) = (0, false);
    for (i, b) in text.bytes().enumerate() {
        if b == b'`' {
            in_code = !in_code;
        } else if !in_code && ends_a_sentence(text, start, i) {
            out.push(text[start..=i].trim());
            start = i + 1;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_outside_code_and_abbreviations() {
        assert_eq!(
            sentences("No `a. B` here. Use `x`, e.g. `y`. Never `z`!"),
            ["No `a. B` here.", "Use `x`, e.g. `y`.", "Never `z`!"]
        );
        assert_eq!(sentences("One sentence only."), ["One sentence only."]);
    }

    #[test]
    fn each_directive_of_an_item_gets_its_rule_quoting_the_whole_item() {
        // online-go/online-go.com (round 156's missed list): only `yarn-only` was written.
        let ts = crate::compile::params::by_name("TypeScript");
        let item = "No `any` types. No emojis. Use `yarn` for package management, not `npm`.";
        let c = crate::compile::tests_support::compiled_in(&format!("## Rules\n\n- {item}\n"), ts);
        let ids: Vec<&str> = c.rules.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["any", "yarn-only"], "{:?}", c.unenforced);
        assert!(c.rules.iter().all(|r| r.instruction.text == item));
        // A duty stated with a modal is a directive of its own, and a name the sentence calls a
        // module is one (python-telegram-bot, round 158's missed list).
        let py = crate::compile::params::by_name("Python");
        let item = "Ensure that your code is fully typed. All your code should be compatible from \
                    Python 3.9 to 3.14. Don't use the `typing_extensions` module.";
        let c = crate::compile::tests_support::compiled_in(&format!("## Coding\n\n- {item}\n"), py);
        let import = c.rules.iter().find(|r| r.proposal.kind == "forbid-import");
        assert!(
            import.is_some_and(|r| r.yaml.contains("modules: ['typing_extensions']") && r.active()),
            "{:?} {:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>(),
            c.unenforced
        );
        // A sentence that opens with no rule's verb keeps the item whole: "Ask before pushing
        // to main" leans on "Don't push" (icole/conduit_app, round 74).
        crate::compile::tests_support::assert_no_rule(&[
            "- **Don't push** — Batch commits locally. Ask before pushing to main.\n",
        ]);
    }

    #[test]
    fn a_qualified_item_is_not_split() {
        let i = crate::compile::tests_support::instruction_for("Never use `print()`. Use `logger` in library code.");
        let r = crate::compile::reading::read(&i, false);
        assert!(independent_directives(&i, &r).is_empty(), "{:?}", r.qualifiers);
        let i = crate::compile::tests_support::instruction_for("Never use `print()`. Use `logger`.");
        let r = crate::compile::reading::read(&i, false);
        assert_eq!(independent_directives(&i, &r).len(), 2);
    }

    #[test]
    fn a_sentence_that_leans_on_another_keeps_the_instruction_whole() {
        assert!(leans_on_the_previous("Only in tests."));
        assert!(leans_on_the_previous("This applies to `src/`."));
        assert!(!leans_on_the_previous("Never use `any`."));
        assert_eq!(without_label("Types: Avoid `any`."), "Avoid `any`.");
        assert_eq!(without_label("Use `a`: it is faster."), "Use `a`: it is faster.");
    }
}

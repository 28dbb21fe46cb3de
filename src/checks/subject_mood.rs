//! Whether a commit subject is in the imperative mood (`commit-message`'s `imperative: true`).
//!
//! The word judged is the subject's first, after optional `[Area]` tags and an optional
//! `type(scope):`, `Area:` or `area/sub:` prefix. Without a prefix, a past tense or a gerund
//! is what "not imperative" looks like ("Added the button", "Fixing the parser"). After a
//! prefix the first word is often a modifier of what the type names ("fix: parsing math
//! blocks", "FIX: nested list rendering", "ADD: AI-powered search", efhsg/promptmanager, round
//! 95): there only a past tense of a verb that starts commit subjects counts, from
//! [`PAST_TENSE_VERBS`], since no shape tells "nested" from "added".

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

/// Past tenses that, after a type prefix, are the verb of the subject and not a modifier of
/// its object: verbs commit subjects start with, whose participle rarely stands before a noun
/// ("fix: added", "docs: updated readme"). Participles that do ("nested", "shared",
/// "embedded", "cached", "disabled", "deprecated", "merged", "used") are left out.
const PAST_TENSE_VERBS: &[&str] = &[
    "added",
    "adjusted",
    "bumped",
    "changed",
    "cleaned",
    "converted",
    "corrected",
    "created",
    "deleted",
    "dropped",
    "extracted",
    "fixed",
    "implemented",
    "improved",
    "introduced",
    "migrated",
    "modified",
    "moved",
    "refactored",
    "removed",
    "renamed",
    "reorganised",
    "reorganized",
    "replaced",
    "resolved",
    "restored",
    "reverted",
    "simplified",
    "tweaked",
    "updated",
    "upgraded",
];

/// `[Area]` tags, then an optional prefix: `type(scope)!:`, `Area:`, `area/sub:`.
static LEAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\[[^\]\n]*\]\s*)*(?P<prefix>[A-Za-z][\w./-]*(?:\([^)]*\))?!?:\s*)?").expect("valid")
});
/// The first word, hyphenated parts included.
static WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Za-z]+(?:-[A-Za-z]+)*").expect("valid"));
/// A past tense by its shape: `-ed`, but not `-eed`, `-bed` (Need, Embed), nor `-hed` and
/// `-red` after a short stem (Shed, Shred: cloudflare/sandbox-sdk, round 47).
static PAST_SHAPE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?:[A-Za-z]+[^ebhr\W]ed|[A-Za-z]{3,}[hr]ed)$").expect("valid"));
/// A gerund by its shape: `-ing`, but not `-ring` (String, Bring).
static GERUND_SHAPE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Za-z]{2,}[^r\W]ing$").expect("valid"));
/// What may follow the word judged: the end, a full stop, punctuation, or words with no colon
/// among the next three (a colon there makes the words an area's name: "Trimming heuristics:
/// keep box glyphs", steipete/Trimmy, round 81).
static AFTER_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"^(?:$|\.(?:\s|$)|[^\w\s:(!/.-]",
        r"|\s+[^\s:]+(?:$|\s+[^\s:]+(?:$|\s+[^\s:]+(?:$|\s))))",
    ))
    .expect("valid")
});

/// The span of the word that makes `subject` not imperative, if one does.
pub fn non_imperative_word(subject: &str) -> Option<Range<usize>> {
    let lead = LEAD.captures(subject)?;
    let start = lead.get(0).map_or(0, |m| m.end());
    let word = WORD.find(&subject[start..])?;
    let text = word.as_str();
    let judged = if lead.name("prefix").is_some() {
        // After a prefix a hyphenated word is a compound modifier ("AI-powered"), and a
        // gerund is what the type does ("fix: parsing math blocks").
        !text.contains('-') && PAST_TENSE_VERBS.contains(&text.to_ascii_lowercase().as_str())
    } else {
        // Without one, a hyphenated word counts by its last part ("Upper-cased").
        let last = text.rsplit('-').next().unwrap_or(text);
        PAST_SHAPE.is_match(last) || GERUND_SHAPE.is_match(last)
    };
    let end = start + word.end();
    (judged && AFTER_WORD.is_match(&subject[end..])).then_some(start..end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_tenses_and_gerunds_are_not_imperative() {
        for subject in [
            "Added the export button",
            "Upper-cased drive letters",
            "Upper-casing drive letters",
            "fix(core): Fixed the parser",
            "Core: Added a flag",
            "refactor/docs: moved the guide",
            "docs: updated readme",
            // DataDog/dd-trace-dotnet (round 19): "optional `[Area]` prefix".
            "[Debugger] Added a probe",
            "[Tracer][CI] Updating the runner",
            "Fixing the parser",
            "Refreshed the cache",
            "Ignored stale entries",
            "Pushed the tag",
            "Fixing the parser, then the lexer",
            "Renamed it.",
            "Renamed",
            "ADD: added export button",
        ] {
            assert!(non_imperative_word(subject).is_some(), "{subject}");
        }
    }

    #[test]
    fn imperatives_areas_and_modifiers_after_a_prefix_pass() {
        for subject in [
            "Add the export button",
            "Upper-case drive letters",
            "Core: Upper-case drive letters in normalizePath",
            "Embed the font",
            "Need fewer retries",
            "String the lights",
            // cloudflare/sandbox-sdk (round 47).
            "Shed unused exports",
            "Shred temporary files",
            // tursodatabase/turso: an area named like a gerund is not the subject's verb.
            "testing/sqltests: replace the runner",
            "testing: add a case",
            "[Debugger] Add a probe",
            "[Testing] Add a case",
            // xoofx/markdig (round 20): after a type, a gerund is what the type does.
            "fix: parsing math blocks with trailing spaces",
            "refactor(core): logging cleanup",
            // steipete/Trimmy (round 81): an area of several words, named like a gerund.
            "Trimming heuristics: keep box glyphs",
            "Nested panes: keep height",
            "Scrolling in long lists: fix jitter",
            // efhsg/promptmanager (round 95): a modifier after the type.
            "ADD: URL-based prompt import",
            "ADD: AI-powered search",
            "feat(ui): AI-generated summaries",
            "FIX: nested list rendering in editor",
            "FIX: shared config loading on startup",
            "CHG: embedded preview width",
            "",
            "123",
        ] {
            assert_eq!(non_imperative_word(subject), None, "{subject}");
        }
    }

    #[test]
    fn the_span_is_the_word() {
        let subject = "[CI] docs: Updated readme";
        let span = non_imperative_word(subject).expect("not imperative");
        assert_eq!(&subject[span], "Updated");
    }

    #[test]
    fn verbs_are_sorted_lowercase_and_unique() {
        assert!(PAST_TENSE_VERBS.windows(2).all(|w| w[0] < w[1]));
        assert!(
            PAST_TENSE_VERBS
                .iter()
                .all(|v| v.ends_with("ed") && *v == v.to_lowercase())
        );
    }
}

//! Characters a file forbids in what is written: emojis, em dashes, smart quotes, non-ASCII
//! ("No em dashes (—) in comments, commit messages, or docs", "Never use emojis in commit
//! messages", "ASCII-only in code and comments").
//!
//! The places the sentence names decide the rules: commit messages get a `commit-message`
//! rule, documentation a `forbid-content` rule on its files, and code, comments or strings one
//! on the source files (outside a string or a comment such a character is no code at all, so
//! the whole added line is what the instruction speaks of). A place no check reads (pull
//! requests, issues, chat, output) adds no rule; a sentence that names no place a check reads
//! compiles to nothing.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, PROHIBITION, PROHIBITION_START, re};
use crate::compile::{ExampleSpec, Proposal, Value, lexicon};

/// A class of characters an instruction can name.
struct CharacterClass {
    /// Part of a rule's id.
    id: &'static str,
    /// How a sentence names it (lowercased text, inline code included).
    named_by: &'static str,
    /// What a check forbids.
    pattern: &'static str,
    /// One such character, for the examples.
    sample: &'static str,
}

/// The classes, most specific first. "arrows" is plural only: "arrow functions" are code. A
/// dash or an arrow itself is named when quoted, in parentheses or before a stop ("don't use
/// →."), not where it is the sentence's own punctuation ("Never edit them — regenerate").
const CLASSES: &[CharacterClass] = &[
    CharacterClass {
        id: "emoji",
        named_by: r"\bemojis?\b",
        pattern: r"\p{Emoji_Presentation}|\p{Extended_Pictographic}\x{FE0F}",
        sample: "🚀",
    },
    CharacterClass {
        id: "em-dash",
        named_by: r#"\bem[- ]?dash(?:es)?\b|[`"“'(]—[`"”')]|—[.,;:]|—$"#,
        pattern: "—",
        sample: "—",
    },
    CharacterClass {
        id: "en-dash",
        named_by: r#"\ben[- ]?dash(?:es)?\b|[`"“'(]–[`"”')]|–[.,;:]|–$"#,
        pattern: "–",
        sample: "–",
    },
    CharacterClass {
        id: "smart-quotes",
        named_by: r"\b(?:smart|curly|typographic) quotes\b",
        pattern: "[“”‘’]",
        sample: "“",
    },
    CharacterClass {
        id: "arrow",
        named_by: r#"\barrows\b|[`"“'(]→[`"”')]|→[.,;:]|→$"#,
        pattern: r"[\x{2190}-\x{21FF}]",
        sample: "→",
    },
    CharacterClass {
        id: "non-ascii",
        named_by: r"\bnon-ascii\b|\bascii[- ]only\b|\bonly ascii\b|\bunicode characters\b",
        pattern: r"[^\x00-\x7F]",
        sample: "é",
    },
];

/// Places a check reads, as a sentence names them.
static MESSAGES: LazyLock<Regex> =
    LazyLock::new(|| re(r"\bcommit (?:messages?|subjects?|titles?|bodies)\b|\bcommits\b|\bgit messages?\b"));
static DOCS: LazyLock<Regex> = LazyLock::new(|| re(r"\bdocs\b|\bdocumentation\b|\bmarkdown\b|\breadmes?\b"));
static CODE: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:source )?code\b|\bsource files?\b"));
/// Comments alone are not a place a rule can read apart from strings; comments and strings
/// together are every place such a character can stand in code.
static COMMENTS: LazyLock<Regex> = LazyLock::new(|| re(r"\bcomments\b|\bdocstrings\b"));
static STRINGS: LazyLock<Regex> = LazyLock::new(|| re(r"\bstrings\b|\bstring literals\b"));
/// "PR descriptions, comments, issues": comments on GitHub, not in code.
static GITHUB: LazyLock<Regex> = LazyLock::new(|| re(r"\bprs?\b|\bpull requests?\b|\bissues\b|\breviews?\b"));

/// Documentation files.
const DOC_FILES: &[&str] = &["*.md", "*.mdx", "*.rst", "*.adoc"];

/// The rules for a ban on a class of characters, one per place a check reads.
pub fn recognize(ctx: &Ctx) -> Vec<Proposal> {
    let Some(sentence) = banning_sentence(ctx) else {
        return Vec::new();
    };
    let mut classes: Vec<&CharacterClass> = CLASSES.iter().filter(|c| re(c.named_by).is_match(&sentence)).collect();
    // "Unicode characters (em dashes, smart quotes, etc.)": the examples are in the class.
    if let Some(all) = classes.iter().find(|c| c.id == "non-ascii") {
        classes = vec![*all];
    }
    if classes.is_empty() || classes.iter().any(|c| narrowed(c, &sentence)) {
        return Vec::new();
    }
    // Where: the sentence, else the list's lead-in, else the section.
    let lead = ctx.instruction.parent.as_deref().map(str::to_lowercase);
    let section = ctx.instruction.heading.last().map(|h| h.to_lowercase());
    let Some(places) = [Some(sentence.clone()), lead, section]
        .into_iter()
        .flatten()
        .map(|text| Places::named_in(&text))
        .find(|p| p.any())
    else {
        return Vec::new();
    };
    let id = match classes.as_slice() {
        [one] => one.id.to_owned(),
        [first, ..] => format!("{}-and-more", first.id),
        [] => return Vec::new(),
    };
    let pattern = classes.iter().map(|c| c.pattern).collect::<Vec<_>>().join("|");
    let sample = classes[0].sample;
    let named = classes.iter().map(|c| c.id).collect::<Vec<_>>().join(", ");
    let mut out = Vec::new();
    if places.messages {
        out.push(Proposal {
            id: format!("{id}-in-commit-message"),
            kind: "commit-message",
            keys: vec![
                ("in", Value::Str("message".into())),
                ("forbid", Value::Str(pattern.clone())),
            ],
            paths: Vec::new(),
            exclude: Vec::new(),
            examples: vec![
                ExampleSpec::fail().message(&format!("Add the parser {sample} with tests\n")),
                ExampleSpec::pass().message("Add the parser with tests\n"),
            ],
            reason: format!("commit-message: no {named} in the message"),
        });
    }
    if places.docs {
        out.push(in_files(
            &id,
            "docs",
            &pattern,
            sample,
            DOC_FILES,
            "docs/guide.md",
            &named,
        ));
    }
    if places.code {
        let language = ctx.language();
        let globs: Vec<&str> = language.map_or(super::SOURCE_GLOBS, |l| l.globs).to_vec();
        let file = language.map_or("src/example.py", |l| l.example_file);
        out.push(in_files(&id, "code", &pattern, sample, &globs, file, &named));
    }
    out
}

/// Whether the word after the class's name narrows it ("emoji signatures").
fn narrowed(class: &CharacterClass, sentence: &str) -> bool {
    class.id != "non-ascii"
        && re(class.named_by).find_iter(sentence).any(|m| {
            let next = sentence[m.end()..]
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .find(|w| !w.is_empty());
            let touching = sentence[m.end()..].starts_with([' ', '-']);
            touching
                && next.is_some_and(|w| {
                    w.chars().all(char::is_alphabetic) && !lexicon::is_one_of(lexicon::AFTER_THE_CLASS, w)
                })
        })
}

/// A `forbid-content` rule on `globs`.
fn in_files(id: &str, place: &str, pattern: &str, sample: &str, globs: &[&str], file: &str, named: &str) -> Proposal {
    Proposal {
        id: format!("{id}-in-{place}"),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern.into()))],
        paths: globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, &format!("x = 1  # one {sample} two\n")),
            ExampleSpec::pass().after(file, "x = 1  # one, two\n"),
            // Pre-existing occurrences are not the committer's.
            ExampleSpec::pass()
                .before(file, &format!("x = 1  # one {sample} two\n"))
                .after(file, &format!("x = 1  # one {sample} two\ny = 2\n")),
        ],
        reason: format!("forbid-content: no {named} in the {place} files"),
    }
}

/// The sentence (lowercased, inline code kept) that bans what it names: it opens with a ban
/// ("No em dashes …", "Don't use emojis"), holds one before the characters, stands in a list
/// whose lead-in bans, or says "ASCII only".
fn banning_sentence(ctx: &Ctx) -> Option<String> {
    static ASCII_ONLY: LazyLock<Regex> = LazyLock::new(|| re(r"\bascii[- ]only\b|\bonly ascii\b"));
    // A sentence ends at a semicolon, or at `.`, `!` or `?` before a capital ("etc.) in
    // comments" goes on).
    static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| re(r"[.!?]\s+\p{Lu}|;"));
    let mut sentences = Vec::new();
    let mut start = 0;
    for end in SENTENCE_END.find_iter(ctx.text) {
        sentences.push(ctx.text[start..end.start() + 1].to_lowercase());
        start = end.start() + 1;
    }
    sentences.push(ctx.text[start..].to_lowercase());
    sentences
        .iter()
        .map(|s| s.trim())
        .find(|sentence| {
            let first = CLASSES
                .iter()
                .filter_map(|c| re(c.named_by).find(sentence))
                .map(|m| m.start())
                .min();
            first.is_some_and(|at| {
                PROHIBITION_START.is_match(sentence)
                    || PROHIBITION.find(sentence).is_some_and(|ban| ban.start() < at)
                    || ASCII_ONLY.is_match(sentence)
                    || ctx.list_prohibits
            })
        })
        .map(str::to_owned)
}

/// The places a text names that a check reads.
#[derive(Default)]
struct Places {
    messages: bool,
    docs: bool,
    code: bool,
}

impl Places {
    fn named_in(text: &str) -> Places {
        let code_comments = text.replace("code comments", "comments");
        let comments = COMMENTS.is_match(&code_comments) && !GITHUB.is_match(text);
        Places {
            messages: MESSAGES.is_match(text),
            docs: DOCS.is_match(text),
            code: CODE.is_match(&code_comments) || comments && STRINGS.is_match(text),
        }
    }

    fn any(&self) -> bool {
        self.messages || self.docs || self.code
    }
}

/// Whether `proposal` bans characters of these classes and `qualifier` names only places
/// ("in comments, commit messages, or docs"): the rule was made for each place of those a
/// check reads, so the places qualify nothing further.
pub fn names_only_places(proposal: &Proposal, qualifier: &str) -> bool {
    let words: Vec<String> = qualifier
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    bans_characters(proposal) && !words.is_empty() && words.iter().all(|w| lexicon::is_one_of(lexicon::PLACE_WORDS, w))
}

/// Whether `proposal` forbids characters of these classes and nothing else: a rule made here
/// for one of the places its sentence names.
pub fn bans_characters(proposal: &Proposal) -> bool {
    proposal.keys.iter().any(|(key, value)| {
        let Value::Str(pattern) = value else { return false };
        let mut rest = pattern.clone();
        for class in CLASSES {
            rest = rest.replace(class.pattern, "");
        }
        matches!(*key, "forbid" | "pattern") && rest.len() < pattern.len() && rest.chars().all(|c| c == '|')
    })
}

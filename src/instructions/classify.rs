//! Classification of candidate instructions: explicit, actionable, observable, category and
//! wording, each with a short reason. Deterministic and offline: word lists and patterns over
//! the text (inline code counts as a concrete parameter), and for each label the embedded
//! model (`model.rs`) has a head for, that model's decision instead (its reason names the
//! features that weighed most). Which labels the model decides is chosen by
//! leave-one-repository-out cross-validation (training/classifier/README.md).
//!
//! The definitions are DESIGN.md's; the grey areas are decided as in shared/corpus/acf/README.md
//! (not observable: running, reading, asking, reviewing, tests passing, semantic judgements;
//! observable: message and branch formats, forbidden paths, concrete constructs to use or avoid,
//! "if you change A, update B" with a nameable B, stated style rules, naming conventions).

use std::sync::LazyLock;

use regex::Regex;

use super::lexicon;
use super::model;
pub use super::model::Structure;

/// How an instruction is worded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wording {
    Prescriptive,
    Explanatory,
    Conditional,
    Prohibitive,
    Descriptive,
}

impl Wording {
    pub const ALL: [Wording; 5] = [
        Wording::Prescriptive,
        Wording::Explanatory,
        Wording::Conditional,
        Wording::Prohibitive,
        Wording::Descriptive,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Wording::Prescriptive => "prescriptive",
            Wording::Explanatory => "explanatory",
            Wording::Conditional => "conditional",
            Wording::Prohibitive => "prohibitive",
            Wording::Descriptive => "descriptive",
        }
    }
}

/// The labels of one instruction and why each was given.
#[derive(Debug, Clone)]
pub struct Classification {
    pub explicit: bool,
    pub actionable: bool,
    pub observable: bool,
    pub category: &'static str,
    pub wording: Wording,
    pub reasons: Reasons,
}

#[derive(Debug, Clone, Default)]
pub struct Reasons {
    pub explicit: String,
    pub actionable: String,
    pub observable: String,
    pub category: String,
    pub wording: String,
}

fn re(pattern: &str) -> Regex {
    Regex::new(pattern).expect("built-in classifier patterns compile")
}

/// `prefix`, the alternation of a lexicon `table` (longest entry first), `suffix`: one pattern,
/// compiled once by the static that holds it.
fn words(prefix: &str, table: &[&str], suffix: &str) -> Regex {
    re(&format!("{prefix}{}{suffix}", lexicon::alternation(table)))
}

/// Words that open an imperative sentence.
static IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    words(
        r"(?i)^(?:please\s+|always\s+|never\s+|only\s+|also\s+|then\s+|first,?\s+|just\s+)?(",
        lexicon::IMPERATIVE_VERBS,
        r")\b",
    )
});

/// Directive markers anywhere in the sentence.
static MODAL: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::MODALS, r")\b"));

static PROHIBITIVE: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^(?:\W*)({})|\b({})\b",
        lexicon::alternation(lexicon::PROHIBITION_OPENERS),
        lexicon::alternation(lexicon::PROHIBITIVE_PHRASES)
    ))
});

static CONDITIONAL_START: LazyLock<Regex> =
    LazyLock::new(|| words(r"(?i)^(?:\W*)(", lexicon::CONDITION_OPENERS, r")\b"));

static CONDITIONAL_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    words(
        r"(?i)(?:,|\s|\()(",
        lexicon::CONDITION_CONJUNCTIONS,
        r")\s+\S|\bfor (?:\w+ )?(?:that|which|who) (?:need|needs|use|uses|require|requires)\b",
    )
});

static EXPLANATORY: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::RATIONALE_MARKERS, r")\b"));

static VAGUE: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)^(?:\W*)(", lexicon::VAGUE_OPENERS, r")\b"));

/// Not observable: what happens outside the commit (running, reading, asking, reviewing) or a
/// judgement no static check decides.
static UNOBSERVABLE: LazyLock<Regex> = LazyLock::new(|| {
    words(
        r"(?i)^(?:\W*)(?:always\s+|never\s+|please\s+|also\s+|first,?\s+)?(",
        lexicon::UNOBSERVABLE_VERBS,
        r")\b",
    )
});

static UNOBSERVABLE_ANYWHERE: LazyLock<Regex> = LazyLock::new(|| {
    let run_tool = format!(r"use `(?:{})\b[^`]*` to", lexicon::alternation(lexicon::RUN_TOOLS));
    words(r"(?i)\b(", lexicon::UNOBSERVABLE_PHRASES, &format!(r"|{run_tool})\b"))
});

/// Observable: a commit's message, branch, paths or added lines decide it.
static OBSERVABLE: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)(", lexicon::OBSERVABLE_PHRASES, r")"));

/// Inline code that is a concrete construct (not a shell command): `foo()`, `Foo`, `.bar`,
/// `@x`, `#[..]`, `x::y`, a path with an extension.
static CONSTRUCT: LazyLock<Regex> =
    LazyLock::new(|| re(r"`[^`\s]*(?:\(\)|::|\.[A-Za-z]|@|#|<|\[|_[A-Za-z])[^`]*`|`[A-Z][A-Za-z0-9]+`"));

static USE_AVOID: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::USE_OR_AVOID, r")\b"));

/// Sentences about the text itself or the project ("This means …", "It should enable …").
static NON_DIRECTIVE_SUBJECT: LazyLock<Regex> =
    LazyLock::new(|| words(r"(?i)^(?:\W*)(", lexicon::NON_DIRECTIVE_SUBJECTS, r")\b"));

/// A label whose content is only inline code: a reference entry (`pnpm test` — a command).
static ONLY_CODE: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:\W*`[^`]*`\W*)+$"));

/// A lead-in that is nothing but the start of its list: it ends with a modal or a verb that
/// its items complete ("Agents MUST NOT:", "Pull requests MUST include:").
static PURE_LEAD_IN: LazyLock<Regex> =
    LazyLock::new(|| words(r"(?i)(?:\b(?:", lexicon::LEAD_IN_ENDINGS, r")|\*\*)\s*:$"));

/// A lead-in whose items are topics, not directives ("If uncertain about:").
static TOPIC_LEAD_IN: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\b(about|regarding|on|of|for|with|like|such as|areas?|topics?)\s*:$"));

/// Inline code and parentheses removed, what is left of a reference entry's value.
static CODE_OR_PAREN: LazyLock<Regex> = LazyLock::new(|| re(r"`[^`]*`|\([^)]*\)"));

/// Classifies a candidate with no structure known (a list item): see [`classify_in`].
pub fn classify(text: &str, heading: &[String], parent: Option<&str>, lead_in: bool) -> Classification {
    classify_in(text, heading, parent, lead_in, Structure::default())
}

/// The labels of a candidate: the embedded model's for explicit, observable, wording and
/// category (its reasons name the features that weighed most); the rules' for actionable, and
/// for everything when the model has no head for a label.
pub fn classify_in(
    text: &str,
    heading: &[String],
    parent: Option<&str>,
    lead_in: bool,
    structure: Structure,
) -> Classification {
    let rules = by_rules(text, heading, parent, lead_in);
    let model = &*model::MODEL;
    if model.heads.is_empty() {
        return rules;
    }
    let features = features_with(text, heading, parent, lead_in, structure, &rules);
    with_model(model, &features, rules)
}

/// The rule classification overridden by each head `model` has.
fn with_model(model: &model::Model, features: &[String], mut c: Classification) -> Classification {
    if let Some(d) = model.decide("explicit", features) {
        decide_yes_no(model, "explicit", &d, &mut c.explicit, &mut c.reasons.explicit);
    }
    if let Some(d) = model.decide("observable", features) {
        decide_yes_no(model, "observable", &d, &mut c.observable, &mut c.reasons.observable);
    }
    if let Some(d) = model.decide("wording", features) {
        let name = model.heads[model.head("wording").unwrap_or(0)].classes[d.class].as_str();
        let confident = model
            .gate("wording")
            .is_none_or(|g| g.first().is_none_or(|h| d.probability >= *h));
        if let Some(w) = Wording::ALL.iter().find(|w| w.as_str() == name)
            && confident
        {
            if model.gate("wording").is_none() {
                c.reasons.wording = model::reason(&d);
            } else if *w != c.wording {
                c.reasons.wording = format!("{}; overrules the rules ({})", model::reason(&d), c.reasons.wording);
            }
            c.wording = *w;
        }
    }
    if let Some(d) = model.decide("category", features) {
        let name = model.heads[model.head("category").unwrap_or(0)].classes[d.class].as_str();
        if let Some(category) = CATEGORY_NAMES.iter().find(|c| **c == name) {
            c.category = category;
            c.reasons.category = model::reason(&d);
        }
    }
    c
}

/// A yes/no head's decision applied to the rules' `value`. Gated: the rules' decision stands
/// unless the model is confident against it (where the rules say yes, yes while p(yes) >= lo;
/// where they say no, yes once p(yes) >= hi). Ungated: the model decides.
fn decide_yes_no(model: &model::Model, head: &str, d: &model::Decision, value: &mut bool, reason: &mut String) {
    match model.gate(head) {
        Some(&[lo, hi]) => {
            let p_yes = if d.yes { d.probability } else { 1.0 - d.probability };
            let yes = p_yes >= if *value { lo } else { hi };
            if yes != *value {
                *value = yes;
                *reason = format!("{}; overrules the rules ({reason})", model::reason(d));
            }
        }
        _ => {
            *value = d.yes;
            *reason = model::reason(d);
        }
    }
}

/// The model's features of a candidate (what `extract --features` lists for training).
pub fn features_of(
    text: &str,
    heading: &[String],
    parent: Option<&str>,
    lead_in: bool,
    structure: Structure,
) -> Vec<String> {
    let rules = by_rules(text, heading, parent, lead_in);
    features_with(text, heading, parent, lead_in, structure, &rules)
}

fn features_with(
    text: &str,
    heading: &[String],
    parent: Option<&str>,
    lead_in: bool,
    structure: Structure,
    rules: &Classification,
) -> Vec<String> {
    let (t, reference_entry) = strip_markers(text);
    let mut cues: Vec<&'static str> = Vec::new();
    // Generic cues: English grammar, not this corpus.
    let generic: [(&'static str, bool); 12] = [
        ("cue:imperative", IMPERATIVE.is_match(&t)),
        ("cue:modal", MODAL.is_match(&t)),
        ("cue:prohibitive-start", PROHIBITIVE_START.is_match(&t)),
        ("cue:prohibits", prohibits(&t)),
        ("cue:conditional-start", CONDITIONAL_START.is_match(&t)),
        ("cue:conditional-clause", CONDITIONAL_CLAUSE.is_match(&t)),
        ("cue:explanatory", EXPLANATORY.is_match(&t)),
        ("cue:non-directive-subject", NON_DIRECTIVE_SUBJECT.is_match(&t)),
        ("cue:vague", VAGUE.is_match(&t)),
        ("cue:command-code", COMMAND_CODE.is_match(&t)),
        ("cue:construct-code", CONSTRUCT.is_match(&t)),
        (
            "cue:pure-lead-in",
            PURE_LEAD_IN.is_match(&t) || TOPIC_LEAD_IN.is_match(&t),
        ),
    ];
    cues.extend(generic.iter().filter(|(_, on)| *on).map(|(n, _)| *n));
    if let Some(p) = parent {
        let p = p.trim_start_matches('\u{0}').trim();
        if prohibits(p) || PROHIBITIVE.is_match(p) {
            cues.push("pcue:prohibits");
        }
        if CONDITIONAL_START.is_match(p) {
            cues.push("pcue:conditional");
        }
        if is_directive(p) {
            cues.push("pcue:directive");
        }
    }
    // The rule layer's lexicons, tuned on the corpus: a group of their own (`r:`), which the
    // training script leaves out unless asked, as cross-validation cannot judge them fairly.
    let tuned: [(&'static str, bool); 9] = [
        ("r:observable-cue", OBSERVABLE.is_match(&t)),
        ("r:artifact", ARTIFACT.is_match(&t)),
        ("r:judgement", JUDGEMENT.is_match(&t)),
        (
            "r:unobservable",
            UNOBSERVABLE.is_match(&t) || UNOBSERVABLE_ANYWHERE.is_match(&t),
        ),
        ("r:process", PROCESS.is_match(&t)),
        ("r:library-choice", LIBRARY_CHOICE.is_match(&t)),
        ("r:anti-pattern", ANTI_PATTERN_ARROW.is_match(&t)),
        ("r:rule-observable", rules.observable),
        ("r:rule-explicit", rules.explicit),
    ];
    cues.extend(tuned.iter().filter(|(_, on)| *on).map(|(n, _)| *n));
    let mut f = model::features(&model::Input {
        text: &t,
        heading,
        parent: parent.map(|p| p.trim_start_matches('\u{0}')),
        lead_in,
        reference_entry,
        structure,
        cues: &cues,
    });
    f.push(format!("r:rule-wording={}", rules.wording.as_str()));
    f.push(format!("r:rule-category={}", rules.category));
    f
}

/// The rules' labels: word lists and patterns (the classification before the model, and its
/// fallback).
fn by_rules(text: &str, heading: &[String], parent: Option<&str>, lead_in: bool) -> Classification {
    let (t, reference_entry) = strip_markers(text);
    let mut reasons = Reasons::default();
    // A lead-in that only opens its list is not an instruction; one that says something
    // ("Always read the directory instructions when working there:") is.
    let lead_in =
        lead_in && (PURE_LEAD_IN.is_match(&t) || TOPIC_LEAD_IN.is_match(&t) || t.split_whitespace().count() <= 3);
    // An item under "Agents MUST NOT:" or "When fixing bugs, agents MUST:" carries that
    // directive; items under "If uncertain about:" are topics.
    let parent_directive = parent
        .map(|p| p.trim_start_matches('\u{0}').trim())
        .filter(|p| p.ends_with(':') && !TOPIC_LEAD_IN.is_match(p))
        .filter(|p| is_directive(p) || PROHIBITIVE.is_match(p) || CONDITIONAL_START.is_match(p));

    // Wording.
    let wording = if reference_entry {
        reasons.wording = "a reference entry (a command or value), not a directive".into();
        Wording::Descriptive
    } else if NON_DIRECTIVE_SUBJECT.is_match(&t) && !IMPERATIVE.is_match(&t) {
        reasons.wording = "about the project or the text itself, not a directive".into();
        Wording::Descriptive
    } else if parent_directive.is_some_and(prohibits) {
        reasons.wording = "an item of a prohibitive list".into();
        Wording::Prohibitive
    } else if parent_directive.is_some_and(|p| CONDITIONAL_START.is_match(p)) && !prohibits(&t) {
        reasons.wording = "an item of a list that applies under a condition".into();
        Wording::Conditional
    } else if prohibits(&t) && !CONDITIONAL_START.is_match(&t) {
        reasons.wording = "a prohibition (never / don't / avoid / no …)".into();
        Wording::Prohibitive
    } else if CONDITIONAL_START.is_match(&t) || CONDITIONAL_CLAUSE.is_match(&t) {
        reasons.wording = "applies only under a condition (when / if / for …)".into();
        Wording::Conditional
    } else if is_directive(&t) {
        if EXPLANATORY.is_match(&t) && !IMPERATIVE.is_match(&t) {
            reasons.wording = "a directive justified by a rationale".into();
            Wording::Explanatory
        } else {
            reasons.wording = "a plain directive".into();
            Wording::Prescriptive
        }
    } else if let Some(p) = parent_directive {
        if PROHIBITIVE.is_match(p) {
            reasons.wording = "an item of a prohibitive list".into();
            Wording::Prohibitive
        } else if CONDITIONAL_START.is_match(p) {
            reasons.wording = "an item of a list that applies under a condition".into();
            Wording::Conditional
        } else {
            reasons.wording = "an item of a directive list".into();
            Wording::Prescriptive
        }
    } else {
        reasons.wording = "a statement of fact, not a directive".into();
        Wording::Descriptive
    };

    // Explicit: stated as a directive.
    // A lead-in ("Agents MUST:") only introduces its list.
    let explicit = wording != Wording::Descriptive && !lead_in;
    reasons.explicit = if lead_in {
        "introduces the list below; its items are the instructions".into()
    } else if explicit {
        "stated as a directive (imperative or must / should / never / prefer)".into()
    } else {
        "describes the project; any directive is only implied".into()
    };

    // Actionable: a concrete behaviour.
    let actionable = !VAGUE.is_match(&t) && t.split_whitespace().count() >= 2;
    reasons.actionable = if actionable {
        "names a concrete development behaviour".into()
    } else {
        "too vague to act on".into()
    };

    // Observable.
    let (observable, why) = observability(&t, heading, parent, explicit && actionable);
    reasons.observable = why;

    let (category, why) = category(&t, heading);
    reasons.category = why;

    Classification {
        explicit,
        actionable,
        observable,
        category,
        wording,
        reasons,
    }
}

/// Positive directive markers, to tell "Always use X; never Y" (prescriptive: it leads with
/// the positive) from "Never Y" (prohibitive).
static POSITIVE: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::POSITIVE_MARKERS, r")\b(?:\s+not\b)?"));

static PROHIBITION_ANYWHERE: LazyLock<Regex> =
    LazyLock::new(|| words(r"(?i)\b(", lexicon::PROHIBITION_MARKERS, r")\b"));

/// Whether the sentence leads with a prohibition: one at its start, or a prohibitive marker
/// before any positive one (and not after a leading imperative).
fn prohibits(t: &str) -> bool {
    let start = PROHIBITIVE_START.is_match(t);
    if start {
        return true;
    }
    let Some(prohibition) = PROHIBITION_ANYWHERE.find(t) else {
        return false;
    };
    if IMPERATIVE.is_match(t) && !t.trim_start().to_ascii_lowercase().starts_with("never") {
        return false;
    }
    match POSITIVE.find(t) {
        Some(p) if p.as_str().to_ascii_lowercase().ends_with("not") => p.start() <= prohibition.start(),
        Some(p) => prohibition.start() < p.start(),
        None => true,
    }
}

static PROHIBITIVE_START: LazyLock<Regex> =
    LazyLock::new(|| words(r"(?i)^(?:\W*)(?:absolutely\s+)?(", lexicon::PROHIBITION_OPENERS, r")"));

/// Whether a lead-in `t` only opens its list: a modal or verb its items complete, or the topic
/// its items are about ("Agents MUST NOT:", "If uncertain about:").
pub fn only_opens_its_list(t: &str) -> bool {
    PURE_LEAD_IN.is_match(t) || TOPIC_LEAD_IN.is_match(t)
}

/// Whether `t` opens with a directive (an imperative verb or a prohibition): where a second
/// directive in a compound sentence starts.
pub fn starts_directive(t: &str) -> bool {
    IMPERATIVE.is_match(t) || PROHIBITIVE_START.is_match(t)
}

/// Whether `t` states a duty with a modal and a subject ("All your code should be
/// compatible with 3.9"), not as an imperative.
pub fn states_a_duty(t: &str) -> bool {
    MODAL.is_match(t) && !IMPERATIVE.is_match(t)
}

/// Whether `t` opens with a prohibition ("Never", "No", "Don't", "Avoid" …).
pub fn starts_prohibition(t: &str) -> bool {
    PROHIBITIVE_START.is_match(t)
}

/// Whether `t` directs: an imperative start, or a directive marker anywhere (must, never, …).
pub fn is_directive(t: &str) -> bool {
    IMPERATIVE.is_match(t) || MODAL.is_match(t)
}

/// A label that is itself a directive: an imperative or modal start, in sentence case ("Run
/// at least", "Always use `x` for `y`"), not a title ("Run Dev").
static DIRECTIVE_LABEL: LazyLock<Regex> = LazyLock::new(|| {
    words(
        r"^(?i:(?:(?:always|never|only|please)\s+)?(?:",
        lexicon::LABEL_DIRECTIVES,
        r"))\b(?:\s+(?:[a-z`(][^\s]*|[A-Z]\w*[A-Z]\w*))*$",
    )
});

/// Drops list leftovers and a short leading label (`Naming: …`, `Tests - …`); the text after
/// the label is what is classified. The flag says the entry is a reference (a command and what
/// it does: "`pnpm test` - Run all tests", or a label and a command: "To lint: `mise run lint`").
fn strip_markers(text: &str) -> (String, bool) {
    let t = text.trim().trim_start_matches(['-', '*', '+', '>', ' ', '•']);
    for sep in [": ", " - ", " – ", " — "] {
        let Some((label, rest)) = t.split_once(sep) else {
            continue;
        };
        let rest = rest.trim();
        if rest.is_empty() {
            continue;
        }
        // A command and what it does ("`pnpm test` - Run all tests"), or a label and a value
        // ("Run Dev: `pnpm dev` or `overmind start`"), unless it also directs something.
        let value_only = {
            let left = CODE_OR_PAREN.replace_all(rest, " ");
            left.split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .all(|w| {
                    matches!(
                        w.to_ascii_lowercase().as_str(),
                        "or" | "and"
                            | "then"
                            | "with"
                            | "from"
                            | "in"
                            | "on"
                            | "the"
                            | "repository"
                            | "root"
                            | "etc"
                            | "e"
                            | "g"
                    )
                })
        };
        // "Run at least: `./gradlew test`", "Always use `import type`: `import …`": a directive
        // and its parameter, not a reference entry.
        let directive_with_value = value_only && !ONLY_CODE.is_match(label) && DIRECTIVE_LABEL.is_match(label);
        if (ONLY_CODE.is_match(label) && !MODAL.is_match(rest) && !PROHIBITIVE.is_match(rest))
            || (value_only && !directive_with_value)
        {
            return (t.to_owned(), true);
        }
        let words = label.split_whitespace().count();
        let short_label = words <= 4 && !label.contains('`');
        // "Research: the issues" is a directive whose verb is the label; "Naming: …" is a topic.
        let verb_label = words == 1 && IMPERATIVE.is_match(label) && !label.ends_with("ing");
        let directive_label = PROHIBITIVE_START.is_match(label) || MODAL.is_match(label);
        let keeps_label = verb_label || directive_label || (is_directive(label) && words > 1);
        if short_label && !keeps_label {
            return (rest.to_owned(), false);
        }
    }
    (t.to_owned(), false)
}

/// More artifacts a commit shows: code style, framework and library choices, module
/// boundaries, secrets in code, protected files.
static ARTIFACT: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)(", lexicon::ARTIFACT_PHRASES, r")"));

/// A judgement no static check makes ("where possible", "appropriate", "keep it small"), or a
/// pointer to other documents to follow.
static JUDGEMENT: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::JUDGEMENT_PHRASES, r")\b"));

/// "To build and run tests, use …": how to run something.
static PURPOSE_OF_RUNNING: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)^(?:\W*)(?:to|for) (?:build|run|test|debug|find|inspect|check|verify|reproduce|profile)\w*\b")
});

/// A shell command in inline code: how to run something, not a construct in the code.
static COMMAND_CODE: LazyLock<Regex> = LazyLock::new(|| words(r"`(?:\./)?(?:", lexicon::COMMAND_TOOLS, r")\b[^`]*`"));

/// Process, not artifact: the PR text, reviews, asking, guessing, reporting back.
static PROCESS: LazyLock<Regex> = LazyLock::new(|| words(r"(?i)\b(", lexicon::PROCESS_PHRASES, r")\b"));

/// "We use Jest for unit tests", "Koin for dependency injection": a library chosen for a part
/// of the code, so a competing library's imports show a violation.
static LIBRARY_CHOICE: LazyLock<Regex> = LazyLock::new(|| {
    words(
        r"(?i)(?:\b(?:we )?use |^\W*)(?:`[^`]+`|[A-Z][\w.-]*(?: [A-Z][\w.-]*)?) (?:sdk \S+ )?for (?:",
        lexicon::LIBRARY_PURPOSES,
        r")\b|\bfor (?:testing|tests|unit tests|(?:the )?frontend|(?:the )?backend)[^,.]*, we use\b",
    )
});

/// "`console.*` in wrangler → use the `logger`": a row of an anti-pattern → fix table.
static ANTI_PATTERN_ARROW: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)^[^→]{3,80}(?:→|->)\s*(?:use|always|never|prefer|bundle|properly|export|move)\b"));

fn observability(t: &str, heading: &[String], parent: Option<&str>, directive: bool) -> (bool, String) {
    let no = |why: &str| (false, why.to_owned());
    let yes = |why: &str| (true, why.to_owned());
    // Stated as facts or table rows, these are still policies a commit can break.
    if LIBRARY_CHOICE.is_match(t) {
        return (
            true,
            "a library chosen for part of the code: a competing library's imports show a violation".to_owned(),
        );
    }
    if ANTI_PATTERN_ARROW.is_match(t) {
        return (
            true,
            "an anti-pattern and its fix: the anti-pattern in added code shows a violation".to_owned(),
        );
    }
    if !directive {
        return no("not a directive");
    }
    if UNOBSERVABLE_ANYWHERE.is_match(t) || PURPOSE_OF_RUNNING.is_match(t) {
        return no("compliance depends on something outside the commit (a run, a request, a judgement)");
    }
    let observable_cue = OBSERVABLE.is_match(t);
    if UNOBSERVABLE.is_match(t) && !observable_cue {
        return no("about running, reading or reviewing, which leaves no artifact");
    }
    if PROCESS.is_match(t) && !observable_cue {
        return no("about the process (reviews, the pull request text, talking to the user)");
    }
    if JUDGEMENT.is_match(t) {
        return no("needs a judgement (how much, where appropriate) that a static check cannot make");
    }
    if COMMAND_CODE.is_match(t) && !observable_cue {
        return no("about a command to run, which leaves no artifact");
    }
    if observable_cue {
        return yes("the commit's message, branch, paths or added lines decide it");
    }
    if ARTIFACT.is_match(t) {
        return yes("about code or files the commit adds (style, constructs, libraries, boundaries)");
    }
    if CONSTRUCT.is_match(t) && USE_AVOID.is_match(t) {
        return yes("a concrete construct to use or avoid: a pattern over added lines decides it");
    }
    let context = heading
        .iter()
        .map(String::as_str)
        .chain(parent)
        .collect::<Vec<_>>()
        .join(" ");
    let observable_context = OBSERVABLE.is_match(&context) || ARTIFACT.is_match(&context);
    // A literal quoted as prose in a section about commits ('NO "Generated with Claude"
    // messages' under "## Git Commits": pantheraworks/agrosken, round 64) is what their
    // messages say.
    static COMMITS: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\bcommits?\b"));
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| re(r#""[^"\s][^"]{2,}"|“[^”]{3,}”"#));
    let quoted_about_commits = COMMITS.is_match(&context) && QUOTED.is_match(t);
    if !context.is_empty() && (observable_context && t.contains('`') || quoted_about_commits) {
        return yes("a concrete parameter under a heading about an observable convention");
    }
    no("no artifact of the commit decides it")
}

/// The 19 categories of the ACF taxonomy (DESIGN.md).
pub const CATEGORY_NAMES: [&str; 19] = [
    "Implementation Details",
    "Testing",
    "Documentation",
    "Build and Run",
    "Configuration and Environment",
    "Development Process",
    "Build",
    "Quality",
    "Architecture",
    "Security",
    "Management",
    "Maintenance",
    "Debugging",
    "Performance",
    "Project Management",
    "UI/UX",
    "DevOps",
    "General",
    "AI Integration",
];

const CATEGORIES: &[(&str, &[&str])] = &[
    ("Testing", lexicon::TESTING_WORDS),
    ("Development Process", lexicon::DEVELOPMENT_PROCESS_WORDS),
    ("Documentation", lexicon::DOCUMENTATION_WORDS),
    ("Security", lexicon::SECURITY_WORDS),
    ("Quality", lexicon::QUALITY_WORDS),
    ("Build", lexicon::BUILD_WORDS),
    ("Build and Run", lexicon::BUILD_AND_RUN_WORDS),
    (
        "Configuration and Environment",
        lexicon::CONFIGURATION_AND_ENVIRONMENT_WORDS,
    ),
    ("Performance", lexicon::PERFORMANCE_WORDS),
    ("Debugging", lexicon::DEBUGGING_WORDS),
    ("UI/UX", lexicon::UI_UX_WORDS),
    ("Architecture", lexicon::ARCHITECTURE_WORDS),
    ("Maintenance", lexicon::MAINTENANCE_WORDS),
    ("Project Management", lexicon::PROJECT_MANAGEMENT_WORDS),
    ("DevOps", lexicon::DEVOPS_WORDS),
    ("AI Integration", lexicon::AI_INTEGRATION_WORDS),
    ("Implementation Details", lexicon::IMPLEMENTATION_DETAILS_WORDS),
];

static CATEGORY_RES: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
    CATEGORIES
        .iter()
        .map(|(c, t)| (*c, words(r"(?i)\b(", t, r")\b")))
        .collect()
});

fn category(t: &str, heading: &[String]) -> (&'static str, String) {
    for (name, pattern) in CATEGORY_RES.iter() {
        if let Some(m) = pattern.find(t) {
            return (name, format!("mentions `{}`", m.as_str()));
        }
    }
    let context = heading.join(" ");
    for (name, pattern) in CATEGORY_RES.iter() {
        if let Some(m) = pattern.find(&context) {
            return (name, format!("under a heading about `{}`", m.as_str()));
        }
    }
    ("General", "no more specific topic".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(text: &str) -> Classification {
        classify(text, &[], None, false)
    }

    #[test]
    fn wordings() {
        assert_eq!(c("Never use `any`.").wording, Wording::Prohibitive);
        assert_eq!(
            c("When you add a function, write a test.").wording,
            Wording::Conditional
        );
        assert_eq!(c("Use `pnpm` for everything.").wording, Wording::Prescriptive);
        assert_eq!(c("We use Linear as a ticket tracker.").wording, Wording::Descriptive);
        assert!(!c("We use Linear as a ticket tracker.").explicit);
        // A directive with its parameter after a colon is not a reference entry.
        assert!(c("Run at least: `./gradlew test lint`").explicit);
        assert!(
            c("Always use `import type` for `ExpectStatic`: `import { type ExpectStatic } from \"vitest\"`").explicit
        );
        assert!(!c("`pnpm test` - Run all tests").explicit);
    }

    #[test]
    fn the_model_decides_the_labels_it_has_a_head_for() {
        let with_head = |name: &str| model::MODEL.head(name).is_some();
        let got = c("Add unit tests for every new public function.");
        assert_eq!(got.reasons.category.starts_with("model, p="), with_head("category"));
        // A gated head overrules the rules only where it is confident.
        if model::MODEL.gate("wording").is_none() {
            assert_eq!(got.reasons.wording.starts_with("model, p="), with_head("wording"));
        }
        if with_head("category") {
            assert_eq!(got.category, "Testing", "{}", got.reasons.category);
            assert_eq!(c("Commit subjects start with `feat:`.").category, "Development Process");
        }
    }

    #[test]
    fn observability_follows_the_grey_areas() {
        assert!(c("Commit subjects start with `feat:` or `fix:`.").observable);
        assert!(c("Never edit files in `src/generated/`.").observable);
        assert!(c("Avoid `unwrap()` in library code.").observable);
        assert!(!c("Run the linter before committing.").observable);
        assert!(!c("Use descriptive names.").observable);
        assert!(!c("Ask before deleting files.").observable);
        // Libraries chosen for part of the code, and anti-pattern → fix rows.
        assert!(c("We use Jest for unit tests.").observable);
        assert!(c("Koin for dependency injection").observable);
        assert!(c("`console.*` in wrangler → use the `logger` singleton").observable);
        assert!(!c("Use `pnpm` for everything.").observable);
        // The pull request is not the commit; preferences for "existing" things are judgements.
        assert!(!c("Always use the PR template from `.github/PULL_REQUEST_TEMPLATE.md`.").observable);
        assert!(!c("Prefer existing design-system utilities.").observable);
    }
}

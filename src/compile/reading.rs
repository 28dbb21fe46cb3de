//! The reading of an instruction: what the sentence says, between its text and any rule.
//!
//! Recognizers propose rules from phrasings; the reading is decided once, independently of
//! them, and every proposal is vetted against it ([`vet`]): whether the sentence is a
//! directive at all, the role of each inline code span (forbidden, required or recommended,
//! example, placeholder, condition or exception, citation, description), and the qualifiers
//! that narrow it ("in tests", "in PR titles", "in integration tests"). A proposal that takes
//! a parameter from a span of the wrong role, or drops a qualifier its kind cannot express, is
//! declined with the reason; a wrong rule costs more than a missing one.

use std::fmt;
use std::sync::LazyLock;

use regex::Regex;

use super::families;
use super::lexicon::{
    self, DOC_SCOPES, GENERAL_SCOPES, NEGATION_CANCELLERS, NON_TEST_SCOPES, NOT_SCOPES, OVERRIDES, TEST_SCOPES,
};
use super::params::{self, Language, is_path_like};
use super::{ExampleSpec, Proposal, Value};
use crate::instructions::Instruction;

/// What an inline code span is, in the sentence that holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// What the instruction forbids ("never `X`", "`Y` instead of `X`").
    Forbidden,
    /// What it requires or recommends ("use `X`", "prefer `X`").
    Required,
    /// An illustration ("e.g. `X`", "such as `X`").
    Example,
    /// A stand-in for any name (`x`, `foo`, `<name>`, `...`).
    Placeholder,
    /// The condition or exception of the rule ("unless `X`", "when you change `X`").
    Condition,
    /// A file or URL named as a source or a place to look ("see `docs/x.md`").
    Citation,
    /// What a subject is permitted ("only `app` may depend on `:internal`", "result may only
    /// depend on `getBeginIndex()`"): allowed, neither forbidden nor asked for.
    Permitted,
    /// In a sentence that states a fact, not a directive.
    Description,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Forbidden => "forbids",
            Role::Required => "recommends",
            Role::Example => "gives as an example",
            Role::Placeholder => "uses as a placeholder",
            Role::Condition => "names as a condition or exception",
            Role::Citation => "cites as a place to look",
            Role::Permitted => "permits",
            Role::Description => "mentions in a description",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub code: String,
    pub role: Role,
    /// The act a prohibition names before the code ("never **expose** `X`"), when it names
    /// one; what a rule may forbid of the code depends on it ([`lexicon::USE_ACTS`]).
    pub act: Option<String>,
}

/// What narrows an instruction to part of the repository or of the change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Qualifier {
    Language(&'static str),
    /// Only tests (`true`) or everything but tests (`false`).
    Tests(bool),
    /// A path or glob from inline code.
    Path(String),
    /// A directory from inline code the instruction excepts ("outside `src/data_layer/`"): a
    /// code rule expresses it by leaving the directory out.
    Outside(String),
    /// Documentation files.
    Docs,
    /// Pull-request titles or descriptions: not part of a commit.
    PullRequest,
    /// Files the change adds ("to new files"): a kind that reads only added files expresses it.
    NewFiles,
    /// Anything else ("in integration tests", "inside request handlers", "for feature
    /// changes"): no check kind can express it.
    Other(String),
}

#[derive(Debug, Clone)]
pub struct Reading {
    /// `Err(why)` when the sentence is not a directive.
    pub directive: Result<(), String>,
    /// Why the sentence is part of a rule stated elsewhere (an item of a list of exceptions or
    /// examples): no rule of any kind compiles from it, a label's included.
    pub part_of_another_rule: Option<String>,
    pub spans: Vec<Span>,
    pub qualifiers: Vec<Qualifier>,
    /// The conditions of its sentences that ask for code of their own and forbid none, beside
    /// one that forbids ([`without_other_directives`]): they limit those, not a ban.
    pub of_other_directives: Vec<Qualifier>,
    /// The words of the instruction, its parent item and its headings, lowercased: where a
    /// rule's literal values must come from.
    pub words: Vec<String>,
    /// It stands in a section about pull requests and does not speak of commits: a rule on
    /// commit messages or branches would misread it.
    pub section_pull_request: bool,
    /// It stands in a section about branches and does not speak of commit messages.
    pub section_branches: bool,
    /// It stands in a section about Markdown, or in the context file of a `docs/` directory:
    /// what it says holds for Markdown files.
    pub about_documents: bool,
    /// The heading it stands under names data formats and nothing else ("JSON and YAML"):
    /// what it says holds for those files.
    pub about_data_files: Option<String>,
    /// A hedge ("where appropriate", "usually") softens what it requires: the phrase.
    pub hedged: Option<String>,
    /// The hedge stands in its first clause ("Use conventional commits when appropriate"), not
    /// only in a later one ("imperative subjects; reference issues when applicable").
    pub hedged_first: Option<String>,
    /// It asks for a command to pass ("type hints must pass `make typecheck`").
    pub asks_for_a_run: Option<String>,
    /// Code it calls a key or setting ("no `flutter:` key"): an entry of a configuration
    /// file, not a construct of source code.
    pub config_key: Option<String>,
    /// It stands in a section about tests and names no scope of its own: a construct it
    /// forbids, it forbids in tests.
    pub section_tests: bool,
    /// Its context file governs a directory of tests (`e2e/CLAUDE.md`): every file its rules
    /// read is a test, so "in tests" holds of them without a test glob.
    pub governs_tests: bool,
    /// It tells what something does ("The Agent fills your parameters from their type
    /// hints"): a subject and its verb, no copula or modal that would state a convention.
    pub tells_what_something_does: bool,
    /// It is no directive, and says what named code does ("`info.license` supports … an SPDX
    /// identifier") or is a table's row: no requirement of the files, even of a kind a fact
    /// may state.
    pub describes_code: bool,
    /// Its heading says what the agent must not do ("What this agent must never do"):
    /// a commit convention under it is the agent's, and people's commits follow others (the
    /// DCO sign-off the agent must not add: nextcloud/tables, round 27).
    pub heading_of_agent: Option<String>,
    /// It states a convention as a fact, a label or a bare name (see [`states_a_convention`]):
    /// a commit convention need not be worded as a directive.
    pub states_a_convention: bool,
    /// The glossary or catalog it is an entry of, without a "must" or a "never": it says what
    /// a term, a skill or a tool is, even where it names a convention (see [`glossary_of`]).
    pub entry_of: Option<String>,
    /// An exception a commit does not show ("unless explicitly asked", "unless absolutely
    /// necessary"): the rule cannot tell an allowed change from a violation, so it warns.
    pub override_clause: Option<String>,
    /// The word of a preference ("prefer", "recommended") when the instruction says no more
    /// than that (no "must", "never", "avoid"): the rule warns.
    pub preference: Option<String>,
    /// It says something is optional ("Conventional Commit prefixes are not required"): no
    /// rule, not even a convention stated as a fact, comes from it.
    pub states_optional: bool,
    /// It says a subject's prefix is optional: no rule requires one.
    pub prefix_optional: bool,
    /// It limits where something may be used ("use JSDoc only for exported functions"): the
    /// phrase. It forbids the thing elsewhere; it does not require it there.
    pub restricts_use: Option<String>,
    /// The term of an entry that is a term and what it is ("`python-development` — coding
    /// standards, type annotations, …") and states no directive: its words describe the term.
    pub defined_term: Option<String>,
}

/// "`term` — what it is", "`term`: what it is": an entry of a list of terms.
static TERM_ENTRY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\W*`([^`]+)`\*{0,2}\s*(?:[—–:]|\s-)\s").expect("valid"));

/// Statements that are exceptions or illustrations of a rule stated elsewhere.
static NOT_A_RULE_START: LazyLock<Regex> = LazyLock::new(|| {
    // "BAD: `a.b.C x = ...`" / "GOOD: `C x = ...`" under a rule illustrate it (apache/gravitino,
    // round 8's half B: the GOOD line was compiled into a ban under its prohibiting parent).
    Regex::new(concat!(
        // An abbreviation's last dot ends a word already: `\b` after it would need a letter.
        r"(?i)^\W*(?:(?:exceptions?|for example|for instance|example|note)\b|e\.g\.|n\.b\.|i\.e\.",
        r"|(?:good|bad|correct|incorrect|wrong|right)(?:\s+examples?)?\s*:)"
    ))
    .expect("valid")
});
/// A sentence that ends with its condition's conjunction and a colon: the cases follow.
static CONDITION_LIST_FOLLOWS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(when|whenever|if|unless|only if|only when)\s*:$").expect("valid"));
/// "Fix:", "Solution:" opening an item: the remedy of the rule its parent states (a label in
/// prose, not a commit type in code: `` `fix:` `` stays what it is).
static REMEDY_LABEL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*(fix|solution|remedy|workaround|how to fix)\s*:\s").expect("valid"));
/// "`X` is not allowed", "`X` must not be used": a state that forbids what comes before it.
static FORBIDDEN_STATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)^\W*(?:(?:is|are)\s+(?:not allowed|forbidden|banned|prohibited|disallowed|not permitted|deprecated)\b",
        r"|(?:must|should|shall|may)(?:\s+not|\s+never|n't)\s+be\s+(?:used|called|imported|added|introduced)\b)",
    ))
    .expect("valid")
});
/// A relative pronoun: the markers after it, up to the clause's end, are not the sentence's.
static RELATIVE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(?:that|which|who|whose)\b").expect("valid"));
/// "`X` is marked with …", "the guard checks …": a statement of how things are.
static DESCRIPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)^\W*(?:the|a|an|our|this|these|those|each|every|all)?\s*[\w\s`/.-]{0,60}?",
        r"\b(?:is|are|was|were)\s+(?:\w+ly\s+)?",
        r"(?:marked|configured|triggered|used|set|defined|stored|generated|located|handled|checked|skipped|",
        r"run|called)\b",
    ))
    .expect("valid")
});
/// "result at index `i` may only depend on data from `getBeginIndex()`", "only `app` may
/// depend on `:internal`": a subject and a modal of permission state what is allowed, not
/// what the directive before forbids (the subject may be the code before the prose).
static PERMISSION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|\b\w+)\s+(?:may|can|could|might)\s+(?:only\s+|also\s+|still\s+)?(\w+)").expect("valid")
});
/// "`X` is fine": what comes before it in the clause is allowed.
static ALLOWED_STATE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(?:is|are) (?:fine|ok|okay|allowed|acceptable|permitted)\b").expect("valid"));
static REQUIRED_STATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\W*(?:is|are)\s+(?:required|mandatory|preferred|recommended)\b").expect("valid")
});
/// "`'div'` is the default", "`ruff` is the linter": code that opens its clause, then a copula
/// and a noun phrase, is defined or described, not forbidden or asked for (zauberzeug/nicegui,
/// round 20: "Use `ui.element()` without arguments — `'div'` is the default" forbade every
/// `'div'`). A prescriptive noun phrase ("is the preferred way") is a requirement, read apart.
static DEFINING_COPULA: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:is|are)\s+(?:(?:already|also|now|usually)\s+)?(?:the|a|an)\s+([a-z][\w-]*)").expect("valid")
});
/// "… are not required", "… is optional": a statement that something is not asked for. So is
/// "this repo doesn't enforce conventional commits, but the history uses …" (autoboat-vt/
/// autoboat_vt, round 169: the convention became a rule); only with a subject that is the
/// project or its people, as "don't require `lodash`" is a ban on an import.
static OPTIONAL_STATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\b(?:is|are)\s+(?:not\s+(?:required|mandatory|needed|necessary)|optional)\b",
        r"|\b(?:repo|repository|project|codebase|we|team|ci)\s+(?:does\s+not|doesn't|do\s+not|don't)\s+",
        r"(?:\w+\s+)?(?:enforce|require|mandate)\b",
    ))
    .expect("valid")
});
/// Whether the sentence says something is not asked for, other than a part of a commit header
/// the Conventional Commits specification itself leaves optional ("use `feat:`, `fix:`
/// prefixes. Scope is optional": wevm/ox, round 45, declined the whole convention).
fn states_optional(lower: &str) -> bool {
    OPTIONAL_STATE.find_iter(lower).any(|m| {
        let subject = lower[..m.start()].split_whitespace().last().unwrap_or_default();
        !matches!(subject, "scope" | "scopes" | "body" | "footer" | "footers")
    })
}

/// "optional scope prefixes appear (e.g. `fix:`)", "an optional `[Area]` prefix": the subject's
/// prefix is optional, whatever else the sentence asks (logseq/logseq: a Conventional Commits
/// rule made the prefix mandatory; DataDog/dd-trace-dotnet asks for the imperative beside it).
static OPTIONAL_PREFIX: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\boptional\s+(?:\w+\s+)?prefix(?:es)?\b").expect("valid"));
/// Where an example or a condition ends (a comma ends a condition, not an example list).
/// The end of a clause; `|` is the border of a table cell ("Using inline `import()` anywhere |
/// Never use inline `import()`": langwatch/langwatch, round 23).
static CLAUSE_END: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[;)]|[.:!?](?:\s|$)|\s[—–|-]\s").expect("valid"));
/// A pull request named only as where what the instruction bans goes instead ("No `#123` in the
/// commit — put those in the PR description": fluxcd/source-controller, round 19; not "put
/// `#skip-changelog` in the pull request description", getsentry/sentry-cocoa) or beside commits the
/// instruction extends to ("trailers in the PR description, and none in commits either":
/// netbirdio/netbird, round 19): the instruction is about commits too.
fn pull_request_beside_commits(numbered: &str) -> bool {
    static REDIRECT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)(?:\b(?:put|move|keep)\s+(?:those|them|these|it)|\b(?:belongs?|goes|go))",
            r"\s+(?:in|into|on|to)\s+(?:the\s+)?(?:pr|pull request)\s+(?:description|body|title)s?\b",
        ))
        .expect("valid")
    });
    static EXTENDED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)\b(?:and|nor|or|also)\s+(?:none\s+|nothing\s+)?(?:in|to|on)\s+(?:the\s+|your\s+|any\s+)?commits?\b|",
            r"\b(?:in|to|on)\s+(?:the\s+|your\s+)?commits?\s+(?:either|too|as well)\b",
        ))
        .expect("valid")
    });
    EXTENDED.is_match(numbered)
        || !lexicon::PULL_REQUEST.is_match(&REDIRECT.replace_all(numbered, " "))
        || listed_with_commits(numbered)
        || pull_request_also(numbered)
}

/// "All commits must follow the Conventional Commits standard. … The PR title is also
/// validated": a sentence that extends the rule to pull requests ("also", "too", "as well"),
/// beside one about commits (open-telemetry/opentelemetry-ruby-contrib, round 105's missed
/// list).
fn pull_request_also(numbered: &str) -> bool {
    static ALSO: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:also|too|as well)\b").expect("valid"));
    let sentences: Vec<&str> = numbered.split_inclusive(['.', '!', '?', ';']).collect();
    let extends = |s: &&str| lexicon::PULL_REQUEST.is_match(s) && ALSO.is_match(s);
    sentences.iter().any(extends)
        && sentences
            .iter()
            .any(|s| !lexicon::PULL_REQUEST.is_match(s) && names_commits(s))
}

/// "Use `const` by default, `let` only when reassignment is needed, never `var`": the hedge is
/// the recommending clause's own when another clause of the sentence bans (sklar/semafor,
/// round 68). A dash between spaces parts clauses as a comma does ("`let` when needed - never
/// use `var`": Bardioc26/bamort, round 107's missed list).
fn hedges_only_a_recommendation(prose: &str, hedge: &str) -> bool {
    let bans = |clause: &str| words(clause).iter().any(|w| lexicon::is_one_of(lexicon::BAN_WORDS, w));
    let clauses: Vec<&str> = prose
        .split([',', ';'])
        .flat_map(|c| c.split(" - ").flat_map(|c| c.split(" — ")).flat_map(|c| c.split(" – ")))
        .collect();
    let hedge = hedge.to_lowercase();
    let (hedging, others): (Vec<&str>, Vec<&str>) = clauses.iter().partition(|c| c.to_lowercase().contains(&hedge));
    !hedging.is_empty() && hedging.iter().all(|c| !bans(c)) && others.iter().any(|c| bans(c))
}

/// "Never include real secrets … in code, tests, docs, commit messages, branch names, PR
/// titles, …": a pull request is one place of a list that also names commits (supabase/etl).
fn listed_with_commits(numbered: &str) -> bool {
    // The list's last item runs on to the verb: "All commit messages and PR titles MUST follow
    // conventional commit format" (jdx/hk, round 102) lists both.
    static PR_ITEM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:the |your |all )?(?:pr|pull request)s?(?: (?:titles?|descriptions?|bodies|body))?(?:\s|$)")
            .expect("valid")
    });
    listed_places(numbered)
        .iter()
        .any(|items| items.iter().any(|i| is_commit_item(i)) && items.iter().any(|i| PR_ITEM.is_match(i)))
}

/// Whether a sentence of `text` lists commits and code among the places it speaks of ("in
/// code, tests, docs, commit messages, …"): a rule on the code is about the code too.
pub fn lists_code_beside_commits(text: &str) -> bool {
    static CODE_ITEM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:code|source|tests|test files|files|docs|documentation|examples)$").expect("valid")
    });
    listed_places(text)
        .iter()
        .any(|items| items.iter().any(|i| is_commit_item(i)) && items.iter().any(|i| CODE_ITEM.is_match(i)))
}

/// Whether a listed item names commits. "… the pull request title is the string that reaches
/// `CHANGELOG.md`, not the individual commit subjects" sets commits apart (gopasspw/gopass,
/// round 213: a PR-title convention was checked on every commit).
fn is_commit_item(item: &str) -> bool {
    static COMMIT_ITEM: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bcommit(?:s| messages?| subjects?| bodies)$").expect("valid"));
    static SET_APART: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)^(?:not|rather than|instead of)\b").expect("valid"));
    COMMIT_ITEM.is_match(item) && !SET_APART.is_match(item)
}

/// The items of each sentence's lists: the sentence cut at commas, "or" and "and".
fn listed_places(text: &str) -> Vec<Vec<&str>> {
    text.split(['.', ';', ':'])
        .map(|sentence| {
            sentence
                .split(',')
                .flat_map(|i| i.split(" or "))
                .flat_map(|i| i.split(" and "))
                .map(str::trim)
                .collect()
        })
        .collect()
}

/// Scope phrases: a preposition and the words after it, up to a clause boundary.
static SCOPE_PHRASE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\b(except in|except for|except|excluding|but not (?:to|in|for|on)|outside of|outside|",
        r"only in|inside|within|under|from|in)",
        r"\s+((?:the|all|any|new|existing|your|our|a|an|each|every)\s+)?",
        r"([^,;:.()—|]{1,60})",
    ))
    .expect("valid")
});
/// A heading about what the agent itself must not do: "What this agent must never do". (A
/// heading that only names agents, "Contribution workflow for AI agents", says whom the whole
/// file is for.)
static AGENT_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:this|the|an?|ai)\s+(?:agents?|assistants?)\s+(?:must|should|shall|may|will)\s+(?:never|not)\b",
    )
    .expect("valid")
});
/// Conditions: "when …", "if …", "unless …", up to a clause boundary.
static CONDITION_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    // "Avoid `env.but(...).output()` followed by direct stdout/stderr assertions": what comes
    // next decides, which a pattern on the call cannot see (gitbutlerapp/gitbutler). "except
    // as a last resort" allows it sometimes (lewis-wow/snark, round 52).
    Regex::new(
        r"(?i)\b(when|whenever|while|if|unless|only when|only if|even if|except when|except as|except where|followed by)\s+([^,;:.()—|]{1,60})",
    )
        .expect("valid")
});
/// Words that end a scope's noun phrase.
static PHRASE_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\s(?:and|or|but|so|because|since|unless|when|if|to|use|uses|which|that|with|without|instead|",
        r"rather|over|is|are|must|should|as|before|after|where|while|than|outside|except|inside|within|",
        r"only|in|either|too)\b",
    ))
    .expect("valid")
});

/// Reads `instruction`. `list_prohibits`: it is an item of a list that prohibits ("Agents
/// MUST NOT:"), so what it names is forbidden unless its own words say otherwise.
pub fn read(instruction: &Instruction, list_prohibits: bool) -> Reading {
    let text = instruction.text.as_str();
    let directive = directive(instruction, list_prohibits);
    let lead_act = lead_act(instruction, list_prohibits);
    let mut spans = spans(text, list_prohibits, directive.is_ok(), lead_act);
    describe_participle_sentences(text, &mut spans);
    illustrate_a_named_ban(text, &mut spans);
    ban_a_labelled_path(text, &mut spans);
    ban_a_path_named_before(text, &mut spans);
    let lower = params::prose(text).to_lowercase();
    let own = self::qualifiers(text, &spans, false);
    let of_ban = self::qualifiers(text, &spans, true);
    // Only their conditions: a place in the sentence of the alternative ("Use `logger`
    // instead in library code") often says where the ban holds too.
    let of_other_directives: Vec<Qualifier> = own
        .iter()
        .filter(|q| !of_ban.contains(q))
        .filter(|q| matches!(q, Qualifier::Other(c) if c.starts_with("when ") || c.starts_with("unless ")))
        .cloned()
        .collect();
    let mut qualifiers = all_qualifiers(instruction, own, &lower);
    // "Include a commit body when:" and a list of cases: the condition is the list after it
    // (arbgjr/smart-alarm, round 228: every commit was asked a body).
    if let Some(c) = CONDITION_LIST_FOLLOWS.captures(lower.trim_end()) {
        qualifiers.push(Qualifier::Other(format!("{} … (the cases listed after it)", &c[1])));
    }
    qualifiers.extend(row_places(text, &spans));
    if !library_code_beside_the_ban(text, &spans) {
        qualifiers.retain(|q| *q != Qualifier::Other(LIBRARY_CODE.into()));
    }
    // "## Testing" / "### Tests": what the section forbids, it forbids in tests. So does a
    // section or a rule file about a test framework ("# Playwright Best Practices").
    let tested_section = instruction.heading.iter().any(|h| {
        words(h).iter().any(|w| {
            // Go's benchmarks live in its test files (tphakala/birdnet-go, round 205: "## Benchmarks").
            matches!(w.as_str(), "test" | "tests" | "testing" | "benchmark" | "benchmarks")
                || lexicon::is_one_of(lexicon::TEST_FRAMEWORKS, w)
        })
    });
    let section_tests = tested_section && !qualifiers.iter().any(|q| matches!(q, Qualifier::Tests(_)));
    let (hedged, hedged_first) = hedges(instruction);
    let mut all_words = words(text);
    for context in instruction.parent.iter().chain(&instruction.heading) {
        all_words.extend(words(context));
    }
    let tells_what_something_does = directive.is_err() && tells_what_something_does(text);
    let describes_code = directive.is_err()
        && (describes_named_code(&params::prose(text).to_lowercase()) || instruction.text.contains(" | "));
    let states_a_convention = states_a_convention(text);
    let override_clause = override_clause(&lower);
    let preference = preference(&lower).or_else(|| advisory_heading(instruction, &lower));
    let defined_term = TERM_ENTRY
        .captures(text)
        .filter(|_| directive.is_err())
        .or_else(|| glossary_entry(instruction))
        .map(|c| c[1].to_owned());
    Reading {
        directive,
        part_of_another_rule: part_of_another_rule(instruction),
        tells_what_something_does,
        describes_code,
        states_a_convention,
        entry_of: glossary_of(instruction).filter(|_| !lexicon::STRONG.is_match(&params::prose(&instruction.text))),
        heading_of_agent: instruction
            .heading
            .last()
            .filter(|h| AGENT_HEADING.is_match(h))
            .cloned(),
        asks_for_a_run: asks_for_a_run(text, &spans),
        spans,
        qualifiers,
        of_other_directives,
        section_tests,
        governs_tests: crate::syntax::api::is_test_directory_path(&instruction.scope)
            || applies_to_tests_only(&instruction.applies_to),
        section_pull_request: section_pull_request(instruction),
        section_branches: section_branches(instruction),
        about_documents: about_documents(instruction),
        about_data_files: about_data_files(instruction),
        hedged,
        hedged_first,
        config_key: config_key(text),
        words: all_words,
        override_clause,
        preference,
        states_optional: states_optional(&lower),
        prefix_optional: OPTIONAL_PREFIX.is_match(&lower),
        restricts_use: restricts_use(&lower),
        defined_term,
    }
}

/// "Do not add new behavior to:" — the act of the list's prohibition is its items' act.
fn lead_act(instruction: &Instruction, list_prohibits: bool) -> Option<String> {
    instruction
        .parent
        .as_deref()
        .filter(|_| list_prohibits)
        .and_then(|parent| {
            let lead = params::prose(lead_in(parent)).to_lowercase();
            act_of_ban(
                lead.trim_end_matches(|c: char| c == ':' || c == '*' || c.is_whitespace()),
                "",
            )
            .flatten()
        })
}

/// The conditions and limits of the instruction: its own (`own`, from [`qualifiers`]), its
/// list's lead-in's, and those of its section and its object. `lower`: its prose, lowercased.
fn all_qualifiers(instruction: &Instruction, own: Vec<Qualifier>, lower: &str) -> Vec<Qualifier> {
    let mut qualifiers = own;
    // A list's lead-in holds for each item: "Avoid introducing: … unless required at a final
    // external boundary" (dbt-labs/dbt-core, round 9's half B).
    // And so do the lead-ins of the lists it is nested in: "When implementing Haskell tasks:"
    // above "Use conventional commits:" above "Types: `feat`, …" (pirackr/haskell-amqp, round
    // 115: the types became a rule on every commit).
    for parent in instruction.ancestors.iter().chain(&instruction.parent) {
        let lead = params::prose(lead_in(parent));
        for caps in CONDITION_CLAUSE.captures_iter(&lead) {
            if !concedes(&lead, &caps) && !names_the_items(&caps[2]) {
                qualifiers.extend(condition_of(&caps[1], caps[2].trim(), &[]));
            }
        }
        qualifiers.extend(lead_in_scope(lead_in(parent)));
    }
    if let Some(judged) = judged_scope(lower) {
        qualifiers.push(Qualifier::Other(judged));
    }
    if let Some(limited) = object_or_purpose(lower) {
        qualifiers.push(Qualifier::Other(limited));
    }
    if let Some(agents_only) = agents_work(lower) {
        qualifiers.push(Qualifier::Other(agents_only));
    }
    if let Some(platform) = platform_label(lower) {
        qualifiers.push(Qualifier::Other(platform));
    }
    // "### Exceptions to docstring requirements": each item is an exception to a rule stated
    // elsewhere, never a rule (sqlfluff/sqlfluff, round 8's half B).
    if let Some(section) = instruction.heading.last().map(|h| h.to_lowercase())
        && (section.starts_with("exception") || section.contains("exceptions to"))
    {
        qualifiers.push(Qualifier::Other(format!(
            "the section “{section}”, which lists exceptions"
        )));
    }
    // "Keep production code fully typed": the code it names as its object is not the tests'.
    // "Keep library code free of `unwrap()`": not the tests, and not the binaries.
    let names_a_phrase = |phrases: &[&str]| {
        phrases.iter().filter(|p| p.contains(' ')).any(|p| {
            lower
                .match_indices(p)
                .any(|(at, _)| !lower[..at].ends_with(char::is_alphanumeric))
        })
    };
    if !qualifiers.iter().any(|q| matches!(q, Qualifier::Tests(_))) {
        if names_a_phrase(NON_TEST_SCOPES) {
            qualifiers.push(Qualifier::Tests(false));
        } else if names_a_phrase(lexicon::LIBRARY_SCOPES) {
            qualifiers.extend([Qualifier::Tests(false), Qualifier::Other(LIBRARY_CODE.into())]);
        }
    }
    qualifiers
}

/// "For **paas_charm charms** (garm, planner-operator, …):", or with a dash and a remark
/// before the colon: a lead-in that is a scope holds its items in that scope only (canonical/github-runner-operators, round
/// 178: `event.defer()` was forbidden in every charm). A language, the tests or a path are
/// scopes a rule expresses; a scope of everyone's work ("For all changes:", "For AI agents:")
/// narrows nothing.
fn lead_in_scope(lead: &str) -> Vec<Qualifier> {
    static SCOPE_LEAD: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:for|in|within|inside)\s+([^:]{1,80}?)\s*(?::$|\s[—–-]\s[^:]*:$)").expect("valid")
    });
    static PARENTHESIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\s*\([^)]*\)").expect("valid"));
    // Emphasis is no part of the scope; inline code keeps its underscores.
    let plain = lead.replace("**", "").replace("__", "").replace('*', "");
    let numbered = numbered(plain.trim());
    let Some(caps) = SCOPE_LEAD.captures(&numbered) else {
        return vec![];
    };
    let object = PARENTHESIS.replace_all(&caps[1], "");
    let words: Vec<String> = object
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .collect();
    let everyone = |w: &String| {
        lexicon::is_one_of(lexicon::AGENT_NAMES, w) || lexicon::is_one_of(lexicon::UNIVERSAL_SCOPE_WORDS, w)
    };
    if words.is_empty()
        || words.len() > 6
        || words.iter().any(everyone)
        || [&lexicon::FORBID, &lexicon::REQUIRE, &lexicon::STRONG]
            .iter()
            .any(|m| m.is_match(&object))
    {
        return vec![];
    }
    let spans = spans(plain.trim(), false, true, None);
    match scope_of(object.trim(), false, &spans).as_slice() {
        [Qualifier::Other(_)] => vec![Qualifier::Other(plain.trim().trim_end_matches(':').to_owned())],
        other => other.to_vec(),
    }
}

/// The places a table row's own cells name: in "| Domain types | `src/**/types/` | Plural
/// aliases; TSDoc; avoid `any` |" the constraints hold in `src/**/types/`, not in every file
/// (AtCoder-NoviSteps/AtCoderNoviSteps, round 153: `any` was forbidden everywhere). A cell is a
/// place when it holds nothing but paths (`src/lib/clients/` or `*/internal_clients/`) that
/// the row does not forbid ("| `lodash/fp` | Never import it |" bans its first cell; a rule
/// that names the path it is limited to expresses the limit).
fn row_places(text: &str, spans: &[Span]) -> Vec<Qualifier> {
    if !text.contains(" | ") {
        return vec![];
    }
    let place_cell = |cell: &str| -> Option<Vec<String>> {
        let pieces = pieces(cell.trim());
        let mut paths = Vec::new();
        for piece in &pieces {
            match piece {
                Piece::Code(code)
                    if code.contains('/')
                        && is_path_like(code)
                        && !spans.iter().any(|s| s.code == *code && s.role == Role::Forbidden) =>
                {
                    paths.push((*code).to_owned());
                }
                Piece::Prose(prose) if prose.split([',', ' ']).all(|w| matches!(w, "" | "or" | "and")) => {}
                _ => return None,
            }
        }
        (!paths.is_empty()).then_some(paths)
    };
    text.split(" | ")
        .filter_map(place_cell)
        .flatten()
        .map(Qualifier::Path)
        .collect()
}

/// Whether "library code" ("libraries") stands in a sentence that names code the instruction forbids, or it
/// forbids no named code: "Never `.Result`/`.Wait()`. … Use `ConfigureAwait(false)` in library
/// code" (elastic/docs-builder) says where `ConfigureAwait` goes, not where the ban holds.
fn library_code_beside_the_ban(text: &str, spans: &[Span]) -> bool {
    !spans.iter().any(|s| s.role == Role::Forbidden)
        || crate::compile::recognize::sentences_of(text)
            .any(|sentence| sentence.to_lowercase().contains("librar") && names_forbidden_code(sentence, spans))
}

/// Whether `sentence` (of the instruction's text, inline code in backticks) names code the
/// instruction forbids: where a qualifier stands beside the ban it limits.
pub fn names_forbidden_code(sentence: &str, spans: &[Span]) -> bool {
    spans
        .iter()
        .any(|s| s.role == Role::Forbidden && sentence.contains(&format!("`{}`", s.code)))
}

/// [`names_forbidden_code`] for a part of the numbered text, whose code is `CODE<n>`.
fn numbered_names_forbidden(part: &str, spans: &[Span]) -> bool {
    spans
        .iter()
        .enumerate()
        .any(|(i, s)| s.role == Role::Forbidden && part.contains(&format!("CODE{i}")))
}

/// The qualifier "in library code": a rule expresses it by leaving out the tests and what its
/// language's layout marks as no library ([`params::RUST_NON_LIBRARY_GLOBS`]).
pub const LIBRARY_CODE: &str = "in library code";

/// Whether the globs a file's front matter applies it to (`applyTo: 'tests/**/*.py'`,
/// `**/*.spec.ts`) name test files only: every file it governs is a test, and a rule that
/// spared tests would read nothing (yxbh/bdpl, round 101: the rule's own example was dropped).
fn applies_to_tests_only(globs: &[String]) -> bool {
    !globs.is_empty()
        && globs.iter().all(|glob| {
            let (dirs, name) = glob.rsplit_once('/').unwrap_or(("", glob));
            crate::syntax::api::is_test_directory_path(dirs) || names_test_files(name)
        })
}

/// Whether `code` is a file-name glob for test files only (`*_test.go`, `*.spec.ts`,
/// `test_*.py`): a name it stands for is one the test globs match, and it names no directory.
fn names_test_files(code: &str) -> bool {
    static TESTS: LazyLock<globset::GlobSet> = LazyLock::new(|| {
        let mut set = globset::GlobSetBuilder::new();
        for glob in super::recognize::TEST_GLOBS.iter().filter(|g| !g.contains('/')) {
            set.add(globset::Glob::new(glob).expect("valid"));
        }
        set.build().expect("valid")
    });
    code.starts_with(['*', 't'])
        && code.contains('*')
        && !code.contains('/')
        && code.contains('.')
        && TESTS.is_match(code.replace('*', "example"))
}

/// "Conventional Commits", "conventional commit prefixes": the name of a convention, which PR
/// titles and changesets follow too, not commits ("Title follows conventional commits format"
/// in a PR checklist: serverpod/serverpod, not tuned on).
static CONVENTION_NAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bconventional[ -]commits?\b").expect("valid"));

/// Whether `text` speaks of commits in words other than the convention's name.
pub fn names_commits(text: &str) -> bool {
    CONVENTION_NAME.replace_all(text, "").to_lowercase().contains("commit")
}

/// Whether the instruction stands in a section about pull requests (and not about commits).
fn section_pull_request(instruction: &Instruction) -> bool {
    let text = instruction.text.as_str();
    static PULL_REQUEST_WORDS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:pull requests?|prs?)\b").expect("valid"));
    // A commit named in a clause of time says when, not what: "open an issue before pushing
    // the first commit. Link via `Closes #N`" under "Hard rules for agent-authored PRs" asks
    // for a link in the pull request (mcp-hangar/mcp-hangar, round 12).
    // So does one named in a comparison: "**Title** — same format as commit subject"
    // (getsentry/sentry-dart, round 14) asks it of the PR's title.
    static TIME_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:before|after|until|once|(?:the )?same(?: \w+)? as|similar(?: \w+)? to|like)\b[^.;:,()]*")
            .expect("valid")
    });
    let own_words = TIME_CLAUSE
        .replace_all(&CONVENTION_NAME.replace_all(text, ""), "")
        .into_owned();
    let names_commits = |t: &str| {
        words(&CONVENTION_NAME.replace_all(t, ""))
            .iter()
            .any(|w| is_commit_word(w))
    };
    // The nearest context decides: "- Pull Requests should include:" › "A concise title (≤ 72
    // chars)" under "## Commit & Pull Request Guidelines" is the pull request's title
    // (johndoe6345789/metabuilder, round 225: it had capped every commit subject).
    let lead_names_pull_requests = instruction
        .parent
        .as_deref()
        .is_some_and(|p| PULL_REQUEST_WORDS.is_match(p) && !names_commits(p));
    if lead_names_pull_requests && !names_commits(&own_words) {
        return true;
    }
    instruction
        .heading
        .iter()
        .chain(&instruction.parent)
        .any(|h| PULL_REQUEST_WORDS.is_match(h))
        // "### Conventional Commits" names a format that PR titles follow too ("All PR titles
        // MUST follow this format" under "## Git Workflow & PRs": tambo-ai/tambo, round 43).
        && !instruction
            .heading
            .iter()
            .chain(&instruction.parent)
            .map(|h| CONVENTION_NAME.replace_all(h, ""))
            .chain([own_words.as_str().into()])
            .any(|t| words(&t).iter().any(|w| is_commit_word(w)))
}

/// A word that speaks of commits: not a tool's or a file's name that starts like one
/// (`.commitlintrc.yaml` in "**Title**: Conventional Commits … types per `.commitlintrc.yaml`"
/// under "## Pull requests": apache/hudi-rs, round 95, where the PR title's format became a
/// rule on every commit).
fn is_commit_word(word: &str) -> bool {
    matches!(word, "commit" | "commits" | "committed" | "committing")
}

/// Whether the instruction stands in a section about branches, and says nothing of messages.
fn section_branches(instruction: &Instruction) -> bool {
    // cfug/dio (not tuned on): "`category` matches the Conventional type used in the
    // commit" under "Branch naming" is about the branch's first segment.
    static BRANCH_WORDS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bbranch(?:es)?\b").expect("valid"));
    static MESSAGE_WORDS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:messages?|subjects?|titles?|trailers?)\b").expect("valid"));
    // So is an item its own label puts under branches: "Branch naming (Mozilla engineers):
    // `type/description-STOR-1234` where `1234` must match the … Jira ticket" beside "Footer:
    // `Closes STOR-1234`" (mozilla-services/syncstorage-rs, round 230: it asked every commit
    // message for an issue reference).
    let prose = params::prose(&instruction.text);
    let label = prose
        .split_once(':')
        .map(|(label, _)| label)
        .filter(|label| label.split_whitespace().count() <= 5);
    (instruction.heading.last().is_some_and(|h| BRANCH_WORDS.is_match(h))
        || label.is_some_and(|l| BRANCH_WORDS.is_match(l)))
        && !MESSAGE_WORDS.is_match(&instruction.text)
}

/// Whether the instruction is about documents: under a heading about Markdown, a README or the
/// formatting of documents, or in the context file of a `docs/` directory.
fn about_documents(instruction: &Instruction) -> bool {
    // AdguardTeam/AdGuardHome (not tuned on): "Trailing spaces: do NOT leave trailing
    // whitespace" under "Markdown Formatting" became a rule on TypeScript.
    // A heading about the README is about documents too ("README Standards" › "Style":
    // finografic/macos-layouts, round 52).
    // So is one about the formatting of documents ("Document formatting" › "Target line
    // length: 80 characters": wangeguo/acp-debugger, read untuned); "Documentation" alone is
    // as often about docstrings.
    static MARKDOWN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:markdown|readme|prose|documents?\s+(?:formatting|format|style|layout))\b").expect("valid")
    });
    // The context file of a `docs/` directory is about its documents (livewire/livewire
    // docs/AGENTS.md: "Title uses `config('app.name')`" is about the pages' examples).
    let docs_directory = instruction
        .scope
        .rsplit('/')
        .next()
        .is_some_and(|d| matches!(d, "docs" | "doc" | "documentation"));
    // "Use proper markdown. No emojis.": an instruction that names Markdown and no code is
    // about the documents (The-Supremacy/ProperTea, round 101: the ban read only `*.cs`).
    let names_markdown_only = !instruction.text.contains('`') && MARKDOWN.is_match(&instruction.text);
    docs_directory
        || names_markdown_only
        || instruction
            .heading
            .iter()
            .chain(&instruction.parent)
            .any(|h| MARKDOWN.is_match(h))
}

/// The nearest heading, when it names data formats and nothing else ("JSON and YAML", "TOML
/// files"): "Use 2-space indentation" under it is about those files (Tatsh/kate-wakatime,
/// round 138: a rule file `json-yaml.md` had its indentation rule read the C++ sources).
fn about_data_files(instruction: &Instruction) -> Option<String> {
    static FORMATS_ONLY: LazyLock<Regex> = LazyLock::new(|| {
        let format = r"(?:json5?|jsonc|ya?ml|toml|ini|xml|csv)(?:\s+files?)?";
        Regex::new(&format!(
            r"(?i)^\W*{format}(?:\s*(?:,|/|&|\band\b|\bor\b)\s*{format})*\W*$"
        ))
        .expect("valid")
    });
    instruction.heading.last().filter(|h| FORMATS_ONLY.is_match(h)).cloned()
}

/// The hedge of the instruction ("when possible"), or of its list's lead-in; and the hedge
/// of its first clause.
fn hedges(instruction: &Instruction) -> (Option<String>, Option<String>) {
    let text = instruction.text.as_str();
    let hedge = |text: &str| {
        lexicon::HEDGED
            .find_iter(text)
            .find(|m| !optional_header_part(&text[m.start()..]))
            .map(|m| m.as_str().trim().trim_end_matches([':', ',', ';']).to_owned())
    };
    // A list's lead-in hedges each item: "Use services … over VS Code APIs when possible:" then
    // "Use `IFileSystemService` instead of `vscode.workspace.fs`" (microsoft/vscode-copilot-chat,
    // round 26).
    let hedged = hedge(&params::prose(text))
        .filter(|h| !hedges_only_a_recommendation(&params::prose(text), h))
        .or_else(|| {
            instruction
                .parent
                .as_deref()
                .and_then(|parent| hedge(&params::prose(lead_in(parent))))
        });
    let first_clause = params::prose(text)
        .split([';', '.'])
        .find(|c| !c.trim().is_empty())
        .unwrap_or_default()
        .to_owned();
    let hedged_first = hedge(&first_clause);
    (hedged, hedged_first)
}

/// "Use Conventional Commits with an optional body", "`type(scope): subject`, then an optional
/// footer": a part of a commit message the convention itself leaves optional, which hedges
/// nothing the rule asks (`states_optional` reads "scope is optional" the same way).
fn optional_header_part(from_hedge: &str) -> bool {
    static PART: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*an optional\s+(?:`[^`]*`\s+)?(?:scope|body|footers?|trailers?)\b").expect("valid")
    });
    PART.is_match(from_hedge)
}

/// The command the instruction asks to run and pass ("`cargo test` must pass"), if any.
fn asks_for_a_run(text: &str, spans: &[Span]) -> Option<String> {
    static PASS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:pass(?:es|ing)?|succeed\w*|green|clean)\b").expect("valid"));
    spans
        .iter()
        .filter(|s| s.role == Role::Required)
        .find(|s| {
            s.code
                .split_whitespace()
                .next()
                .is_some_and(|w| lexicon::is_one_of(lexicon::COMMAND_WORDS, w.trim_start_matches("./")))
        })
        .filter(|_| {
            // "Always pass `--signoff`" passes a flag to the command, which is no run that
            // must pass (docker/compose, round 37).
            static PASS_AN_ARGUMENT: LazyLock<Regex> =
                LazyLock::new(|| Regex::new(r"(?i)\bpass(?:es|ing)?\s+(?:the\s+)?CODE").expect("valid"));
            PASS.is_match(&PASS_AN_ARGUMENT.replace_all(&params::prose(text), ""))
        })
        .map(|s| s.code.clone())
}

/// The configuration key or setting the instruction names (`"semi": false`, `files: [...]`,
/// "`flutter:` key"), if any.
fn config_key(text: &str) -> Option<String> {
    // getsentry/sentry-dart (round 14): "Dart-only (no `flutter:` key)" became a pattern
    // over Dart code.
    static KEY_NOUN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:keys?|settings?|config(?:uration)? (?:keys?|options?))\b").expect("valid")
    });
    // typeorm/typeorm (round 22): "No semicolons (`\"semi\": false`)" names the Prettier
    // setting, which became a ban on that text in TypeScript: a quoted key and a JSON scalar
    // is a configuration entry.
    static JSON_SETTING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^["'][\w.@/-]+["']\s*:\s*(?:true|false|null|-?\d+(?:\.\d+)?|"[^"]*"|'[^']*')$"#).expect("valid")
    });
    // vincent-kk/albatrion (round 72): "`files: ["dist", "docs"]` — NEVER include `"bin"`" is
    // the `files` entry of a manifest: a key whose value is a list or a table.
    static LISTED_SETTING: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"^["']?[\w.@/-]+["']?\s*:\s*(?:\[.*\]|\{.*\})$"#).expect("valid"));
    pieces(text)
        .windows(2)
        .find_map(|pair| match pair {
            [Piece::Code(code), Piece::Prose(after)] if KEY_NOUN.is_match(after) => Some((*code).to_owned()),
            _ => None,
        })
        .or_else(|| {
            pieces(text).into_iter().find_map(|piece| match piece {
                Piece::Code(code) if JSON_SETTING.is_match(code.trim()) || LISTED_SETTING.is_match(code.trim()) => {
                    Some(code.to_owned())
                }
                _ => None,
            })
        })
}

/// "Use JSDoc only for exported functions", "JSDoc for exported functions only": the sentence
/// limits where something may be used, and a rule that asks every such place for it reads the
/// limit as a requirement (kandobyte/mcpbox: `require-docstring` on every exported function).
/// Not "not only for …" (an addition), nor "only in …", which as often says how a thing is
/// written ("comments only in English"). `lower`: the prose, lowercased.
fn restricts_use(lower: &str) -> Option<String> {
    let tokens: Vec<&str> = lower.split_whitespace().collect();
    let word = |t: &str| t.trim_matches(|c: char| !c.is_alphanumeric()).to_owned();
    let ends_clause = |t: &str| t.ends_with([',', ';', ':', '.', ')', '!', '?']);
    for (i, token) in tokens.iter().enumerate() {
        if word(token) != "only" || i > 0 && matches!(word(tokens[i - 1]).as_str(), "not" | "if") {
            continue;
        }
        // "only for …": the limit follows.
        if !ends_clause(token)
            && let Some(next) = tokens.get(i + 1)
            && lexicon::is_one_of(lexicon::RESTRICTING_PREPOSITIONS, &word(next))
        {
            let end = (i + 1..tokens.len())
                .find(|&j| ends_clause(tokens[j]))
                .unwrap_or(tokens.len() - 1);
            return Some(
                tokens[i..=end.min(i + 8)]
                    .join(" ")
                    .trim_end_matches(|c: char| !c.is_alphanumeric())
                    .to_owned(),
            );
        }
        // "for … only": the limit comes before, in the same clause, and "only" ends it.
        if ends_clause(token) || i + 1 == tokens.len() {
            let start = (i.saturating_sub(5)..i)
                .rev()
                .take_while(|&j| !ends_clause(tokens[j]))
                .find(|&j| word(tokens[j]) == "for");
            if let Some(start) = start {
                return Some(
                    tokens[start..=i]
                        .join(" ")
                        .trim_end_matches(|c: char| !c.is_alphanumeric())
                        .to_owned(),
                );
            }
        }
    }
    None
}

/// "**WASM**: Avoid emoji and UTF-8 in code": a label that names a platform or a part of the
/// product says which code the item is about (unit-mesh/auto-dev, round 81: the ban read the
/// command-line tool's TypeScript, which uses emoji on purpose). No path tells a platform's code
/// from the rest. A topic label ("Naming:", "Imports:") names no such part. `lower`: the text
/// without its inline code, lowercased.
fn platform_label(lower: &str) -> Option<String> {
    let (label, rest) = lower.trim_start().split_once(':')?;
    let words: Vec<&str> = label
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() || words.len() > 3 || rest.trim().is_empty() {
        return None;
    }
    words.iter().find(|w| lexicon::is_one_of(lexicon::PLATFORMS, w))?;
    Some(format!("the {} label, which names a platform", label.trim()))
}

/// "for Claude Code work", "in agent sessions": the instruction holds for an agent's work
/// only, and a rule on every commit cannot tell whose work a commit is (sqlc-dev/sqlc).
/// `lower`: the text without its inline code, lowercased.
fn agents_work(lower: &str) -> Option<String> {
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for (i, word) in words.iter().enumerate() {
        if !matches!(*word, "for" | "in" | "during") {
            continue;
        }
        let start = if words.get(i + 1) == Some(&"the") { i + 2 } else { i + 1 };
        let mut end = start;
        while words
            .get(end)
            .is_some_and(|w| lexicon::is_one_of(lexicon::AGENT_NAMES, w))
        {
            end += 1;
        }
        // "Code" names an agent only after "Claude": "for code changes" is every change.
        let named = words[start..end].iter().any(|w| *w != "code");
        if named
            && words
                .get(end)
                .is_some_and(|w| lexicon::is_one_of(lexicon::AGENT_WORK, w))
        {
            return Some(words[i..=end].join(" "));
        }
    }
    None
}

/// What limits a ban on a call to some of its uses: the object sent through it ("Do not send
/// raw database rows … via `res.json()`", "Do not write user-controlled paths via
/// `fs.writeFile`") or the purpose it serves ("avoid `strings.Contains()` … to compare types"):
/// 2anki/server and block/cachew, round 41, where every call was forbidden. `lower`: the prose,
/// inline code as `code`.
fn object_or_purpose(lower: &str) -> Option<String> {
    static OBJECT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?:do not|don't|never|avoid)\s+[a-z]+\s+([a-z][^.;:]{2,100}?)\s+(?:via|through)\s+code\b")
            .expect("valid")
    });
    static PURPOSE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\bcode\b(?:\s+(?:and|or)\s+[^.;:]{0,40}?)?\s+(to\s+([a-z]+)\b[^.;:]{0,40})").expect("valid")
    });
    if let Some(c) = OBJECT.captures(lower) {
        let object = c[1].trim();
        if !matches!(object, "it" | "them" | "this" | "that" | "anything" | "directly") {
            return Some(format!("{object} (what goes through the call)"));
        }
    }
    PURPOSE
        .captures(lower)
        .filter(|c| lexicon::is_one_of(lexicon::PURPOSE_VERBS, &c[2]))
        .map(|c| c[1].trim().to_owned())
}

/// "for complex async code": a scope whose extent is a judgement; "on user-supplied content":
/// one set by where the data comes from. Only in the first clause:
/// in "docstrings for public functions, inline comments for complex logic" it narrows the
/// second request, not the first.
/// `lower`: the text without its inline code, lowercased.
fn judged_scope(lower: &str) -> Option<String> {
    let lower = lower.split([',', ';']).next().unwrap_or("");
    let words: Vec<&str> = lower
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .collect();
    words.windows(2).find_map(|pair| {
        let judged = matches!(pair[0], "for" | "in") && lexicon::is_one_of(lexicon::JUDGED_SCOPES, pair[1]);
        // "no `html_safe` on user-supplied content": where the data comes from is not in the
        // code a pattern reads (rubyforgood/casa, not tuned on).
        let origin = matches!(pair[0], "on" | "for" | "in" | "with" | "from" | "to")
            && lexicon::is_one_of(lexicon::DATA_ORIGINS, pair[1]);
        (judged || origin).then(|| format!("{} {} …", pair[0], pair[1]))
    })
}

/// The preference word of an instruction that says no more than a preference. `lower`: the
/// text without its inline code, lowercased.
fn preference(lower: &str) -> Option<String> {
    if lexicon::STRONG.is_match(lower) {
        return None;
    }
    lexicon::PREFERENCE.captures(lower).map(|c| c[1].to_owned())
}

/// The word of a heading or the lead-in that makes the instruction advice
/// ([`lexicon::ADVISORY_HEADING_WORDS`]), unless the instruction itself says more (a strong
/// modal). A section's subsections are advice too ("### OPTIONAL (Low Priority)" above
/// "#### 9. Code Quality": microsoft/presidio, round 203), but not under the document's title.
/// `lower`: the text without its inline code, lowercased.
fn advisory_heading(instruction: &Instruction, lower: &str) -> Option<String> {
    if lexicon::STRONG.is_match(lower) {
        return None;
    }
    let sections = instruction.heading.iter().skip(1).rev();
    let nearest = instruction.heading.last().filter(|_| instruction.heading.len() == 1);
    instruction
        .parent
        .iter()
        .chain(nearest)
        .chain(sections)
        .find_map(|context| lexicon::ADVISORY_HEADING.captures(context).map(|c| c[1].to_lowercase()))
}

/// "unless explicitly asked", "unless absolutely necessary": an override the tool cannot see.
/// `lower`: the text without its inline code, lowercased.
fn override_clause(lower: &str) -> Option<String> {
    unless_override(lower).or_else(|| without_approval(lower))
}

/// The first four words of `text`, without their punctuation: where an override's words are.
fn four_words(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .take(4)
        .collect()
}

fn unless_override(lower: &str) -> Option<String> {
    lower.match_indices("unless ").find_map(|(at, marker)| {
        let rest = four_words(&lower[at + marker.len()..]);
        let start = rest
            .iter()
            .take_while(|w| lexicon::is_one_of(lexicon::OVERRIDE_SUBJECTS, w))
            .count();
        (start < rest.len())
            .then(|| {
                (start + 1..=rest.len())
                    .rev()
                    .map(|end| rest[start..end].join(" "))
                    .find(|phrase| lexicon::is_one_of(OVERRIDES, phrase))
            })
            .flatten()
            .map(|phrase| format!("unless {phrase}"))
    })
}

/// "without explicit maintainer approval", "without the user's permission": an approval the
/// tool cannot see, within the four words after "without".
fn without_approval(lower: &str) -> Option<String> {
    lower.match_indices("without ").find_map(|(at, marker)| {
        let rest = four_words(&lower[at + marker.len()..]);
        let end = rest.iter().position(|w| lexicon::is_one_of(lexicon::APPROVALS, w))?;
        Some(format!("without {}", rest[..=end].join(" ")))
    })
}

/// The glossary an instruction is an entry of, if it is: a context file named as one
/// (`.claude/rules/glossary.md`, `glossary.instructions.md`) or a section headed so. Its rows
/// define terms ("Keep Identity | Preserve source identity values … (`setKeepIdentity(true)`)"
/// became a ban on the option it defines: microsoft/mssql-jdbc, round 39; Cratis/Chronicle's
/// "derive entity identities from this, not `ConceptAs<Guid>`", round 41).
fn glossary_of(instruction: &Instruction) -> Option<String> {
    // A section of fields ("Frontmatter Fields" › "**slug**: URL-friendly name (kebab-case …)")
    // defines each as a glossary does (samber/lo, read untuned: a file-name rule on TypeScript).
    // A catalog of skills or subagents ("## Skills Directory" › "**git-commit** - Conventional
    // commit message analysis and generation") says what each does (StarCruiseStudios/PhxInject,
    // round 154: the entry had become a Conventional Commits rule).
    static GLOSSARY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)\b(?:glossary|terminology|vocabulary|definitions|fields|front[ -]?matter|skills|sub-?agents|toolchain)\b",
        )
        .expect("valid")
    });
    let name = instruction.file.rsplit('/').next().unwrap_or(&instruction.file);
    if GLOSSARY.is_match(name) {
        return Some(format!("the glossary `{}`", instruction.file));
    }
    instruction
        .heading
        .iter()
        .find(|h| GLOSSARY.is_match(h))
        .map(|h| format!("the section “{h}”"))
}

/// A table header that lists things which exist and says what each is ("Module | What it owns",
/// "Type | File | Purpose"), with no column of rules: its rows describe, as a glossary's do.
fn lists_an_inventory(header: &str) -> bool {
    let cells: Vec<String> = header
        .split(" | ")
        .map(|cell| cell.trim().trim_end_matches(':').to_lowercase())
        .collect();
    let has = |table: &[&str]| cells.iter().any(|cell| lexicon::is_one_of(table, cell));
    has(lexicon::INVENTORY_COLUMNS) && has(lexicon::DESCRIPTION_COLUMNS) && !has(lexicon::RULE_COLUMNS)
}

/// The term of an entry of a glossary or a catalog ([`glossary_of`]) written without inline
/// code ("git-commit - Conventional commit message analysis and generation"), unless a "must"
/// or a "never" makes the entry a rule: what it says describes the term, whatever it names
/// (a convention named in it is the term's subject, not the commits').
/// Why an entry of `glossary` makes no rule.
fn entry_of(glossary: &str) -> String {
    format!("an entry of {glossary}, which defines a term; only a “must” or a “never” in it makes a rule")
}

fn glossary_entry(instruction: &Instruction) -> Option<regex::Captures<'_>> {
    static BARE_TERM: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\W*([\w][\w./-]*)\s*(?:[—–:]|\s-)\s").expect("valid"));
    glossary_of(instruction)?;
    if lexicon::STRONG.is_match(&params::prose(&instruction.text)) {
        return None;
    }
    BARE_TERM.captures(&instruction.text)
}

/// Why `instruction` is part of a rule stated elsewhere: it opens as an exception or an
/// example, or it is an item of a list its lead-in introduces as exceptions or examples ("The
/// only acceptable exceptions are: - KDoc on public use case classes": vruzeda/
/// AnimeWatchlistTracker, round 93, where the item became a rule requiring KDoc).
fn part_of_another_rule(instruction: &Instruction) -> Option<String> {
    if NOT_A_RULE_START.is_match(&without_value_cells(&instruction.text)) {
        return Some("an exception to or an example of a rule stated elsewhere, not a rule of its own".into());
    }
    // "#### 1.3 The "why" behind the three structural exceptions": a section of reasons for
    // rules stated elsewhere; "PascalCase `.tsx` matches the React component it exports"
    // there explains (OKHP3/OverKill-Hill, round 114: it became a rule on every `.ts` file).
    if let Some(heading) = instruction.heading.last()
        && lexicon::RATIONALE_HEADING.is_match(heading)
        && !lexicon::STRONG.is_match(&params::prose(&instruction.text))
    {
        return Some(format!(
            "stands in a section of reasons (“{}”): it explains a rule, and only a “must” or a “never” in it makes one",
            heading.trim_start_matches('#').trim()
        ));
    }
    // A row of "Module | What it owns" or "Document | Summary | When to Read" describes a
    // module or a document, whatever convention its description names, in every family
    // (DCSV-io/D2-WORX, round 188: "D2Result factory methods (camelCase)" became a naming rule).
    if let Some(header) = instruction.table_header.as_deref().filter(|h| lists_an_inventory(h))
        && !lexicon::STRONG.is_match(&params::prose(&instruction.text))
    {
        return Some(format!(
            "a row of the table “{header}”, which says what each entry is; only a “must” or a “never” in it makes a rule"
        ));
    }
    // A Cursor rule the agent applies on request, "when the user explicitly asks to use TDD
    // … Do NOT apply for general coding tasks" (marcoemrich/agentic_coding_lab, round 197:
    // its import style became a rule on every file): it holds in a circumstance no commit shows.
    // `alwaysApply: false` with neither globs nor a description: Cursor applies it only when
    // a user mentions it by name (cloudforet-io/console, round 232: a guide to generating API
    // clients had its naming and JSDoc rules read every TypeScript file).
    if instruction.on_request.as_deref().is_some_and(|d| d.trim().is_empty()) {
        return Some(
            "its file is a Cursor rule applied only when a user mentions it (`alwaysApply: false`, \
             no globs, no description), a circumstance no commit shows"
                .into(),
        );
    }
    if let Some(when) = instruction
        .on_request
        .as_deref()
        .filter(|d| ON_REQUEST_ONLY.is_match(d))
    {
        return Some(format!(
            "its file is applied on request only (“{}”), a circumstance no commit shows",
            when.trim()
        ));
    }
    // "- Do not include `Co-authored-by` trailers that reference AI tools" › "**Fix**: Omit
    // the `Co-authored-by` line entirely": how to follow the rule above, with its qualifier
    // left there (apache/pinot, round 224: every co-author trailer was forbidden).
    if instruction.parent.is_some()
        && let Some(label) = REMEDY_LABEL.captures(&instruction.text)
    {
        return Some(format!(
            "says how to follow the rule it is an item of (“{}:”), not a rule of its own",
            &label[1]
        ));
    }
    let items = instruction.parent.as_deref().and_then(lead_in_introduces)?;
    Some(format!("an item of a list of {items}, not a rule of its own"))
}

/// A description of an on-request rule file that limits when it applies ("Apply when the user
/// explicitly asks …", "Do NOT apply for general coding tasks", "only when requested").
static ON_REQUEST_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\b(?:do not|don't|never)\s+apply\b|\bwhen (?:the )?user (?:explicitly )?(?:asks|requests|wants)\b|",
        r"\bonly (?:when|if) (?:explicitly )?(?:asked|requested|invoked)\b",
    ))
    .expect("valid")
});

/// "`dart format lib test` or `flutter format lib test` - Format code to Dart style (2-space
/// indentation, 100 column limit)" (dev-geeyong/goodpb-mate, round 127): an entry of a list of
/// commands, whose text after the dash says what the command does. The command it opens with,
/// if the entry is one.
fn command_entry(text: &str) -> Option<String> {
    static ENTRY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^[\s*_]*`([^`]+)`(?:\s*(?:,|or|and|/)\s*`[^`]+`)*[\s*_]*(?:-|—|–|:)\s+\S").expect("valid")
    });
    let command = ENTRY.captures(text)?.get(1)?.as_str();
    params::is_command_line(command).then(|| command.to_owned())
}

fn directive(instruction: &Instruction, list_prohibits: bool) -> Result<(), String> {
    let text = &*without_value_cells(&instruction.text);
    if let Some(why) = part_of_another_rule(instruction) {
        return Err(why);
    }
    if let Some(glossary) = glossary_of(instruction)
        && !lexicon::STRONG.is_match(&params::prose(text))
    {
        return Err(entry_of(&glossary));
    }
    // ddev/ddev (round 14): "Do not compliment, flatter, or validate the user (`Great
    // question`…)" became a pattern over Go.
    let prose_lower = params::prose(text).to_lowercase();
    if let Some(marker) = lexicon::FORBID
        .captures_iter(&prose_lower)
        .last()
        .and_then(|c| c.get(1))
        && let Some(verb) = prose_lower[marker.end()..]
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .find(|w| !w.is_empty() && !lexicon::is_one_of(lexicon::BAN_FILLERS, w))
        && lexicon::is_one_of(lexicon::CONVERSATION_ACTS, verb)
    {
        return Err(format!("forbids what the agent says (“{verb}”), which no commit shows"));
    }
    let c = &instruction.classification;
    // An anti-pattern → fix row is a directive whatever its verb (one arrow that replaces,
    // not a sequence of steps).
    let arrow = replacing_arrow(text);
    let prose = params::prose(text);
    // A marker of the main clause, not of a relative one ("tests that don't fail are marked").
    // An imperative after a comma is weak evidence in a sentence the classifier finds no
    // directive in: "… based on their names, type hints, & defaults" lists nouns.
    let lower = prose.to_lowercase();
    let events = events(&lower, false, false, false);
    // "… so an audit-logging failure never rolls back the data — but …": where every
    // prohibiting word is a "never" that states what something does, the classifier's
    // "explicit" came from that word alone (IBM/mcp-context-forge, read untuned: a
    // description became a ban on broad `except`).
    let markers: Vec<regex::Match> = lexicon::FORBID.captures_iter(&lower).filter_map(|c| c.get(1)).collect();
    let states_only = !markers.is_empty()
        && markers.iter().all(|m| {
            m.as_str() == "never"
                && lower[m.end()..]
                    .split_whitespace()
                    .next()
                    .is_some_and(|w| is_third_person_verb(w.trim_end_matches(|c: char| !c.is_alphanumeric())))
        });
    let states_absence = states_absence(&lower, &markers);
    let explicit = c.explicit && !states_only && !states_absence;
    let marked = !states_absence
        && events.iter().enumerate().any(|(i, e)| match e {
            Event::Role(Role::Forbidden | Role::Required) => true,
            // "`a` instead of `b`" asks for `a`; "one level of quoting is enough instead of two"
            // states a fact (microsoft/vstest).
            Event::Replaces { .. } => replaces_code(&lower),
            Event::Restart => explicit || i == 0 || !matches!(events[i - 1], Event::Comma),
            _ => false,
        });
    if !list_prohibits && describes_named_code(&lower) {
        return Err("says what the code it names does or has (“`X` declares no …”), not what to do".into());
    }
    if !list_prohibits && instruction.parent.is_some() && opens_with_third_person(&lower) {
        return Err(
            "describes code (“Uses …”, “Omits …”) for the list's lead-in to judge; what it asks depends on that lead-in"
                .into(),
        );
    }
    if !list_prohibits
        && !lexicon::STRONG.is_match(&prose)
        && let Some(command) = command_entry(text)
    {
        return Err(format!(
            "an entry of a list of commands: says what `{command}` does, not what to do"
        ));
    }
    if !list_prohibits && !explicit && is_path_map_entry(text) {
        return Err("an entry of a map of the repository: says what the path holds, not what to do".into());
    }
    if !list_prohibits && !arrow && only_permits(&lower) {
        return Err("states what is allowed (“can …”, “may …”), not what to do".into());
    }
    if list_prohibits || arrow || marked || lexicon::POLICY.is_match(&prose) {
        return Ok(());
    }
    if DESCRIPTION.is_match(&prose) {
        Err("states how things are (“… is marked / configured / triggered …”), not a directive".into())
    } else if explicit
        || prose
            .split(|c: char| ",;:.!?()".contains(c))
            .any(|c| states_a_limit(c.trim()))
    {
        shows_a_directive(text, instruction.parent.as_deref())
    } else {
        Err(format!("not a directive: {}", c.reasons.explicit))
    }
}

/// "There is intentionally no combined `ball <pkg> …` string": where every prohibiting word
/// is a "no" after "there is", the sentence says what does not exist (Ball-Lang/ball, round
/// 145: a statement about a version string became a ban on the code it named).
fn states_absence(lower: &str, markers: &[regex::Match]) -> bool {
    static EXISTENTIAL: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\bthere(?:\s+is|\s+are|'s|\s+was|\s+were)(?:\s+\w+ly)?\s*$").expect("valid"));
    !markers.is_empty()
        && markers
            .iter()
            .all(|m| m.as_str() == "no" && EXISTENTIAL.is_match(&lower[..m.start()]))
}

/// "The changeset descriptions can either use conventional commit prefixes … or start with a
/// capital letter", "commit messages may use a scope": a modal of permission, with nothing in
/// the sentence that directs (no imperative clause, no strong or directing modal), allows what
/// it names and asks for nothing (cloudflare/workers-sdk, corpus 33: a Conventional Commits
/// rule on every commit). "may only", "can not" restrict and are no permission.
fn only_permits(lower: &str) -> bool {
    use crate::instructions::classify::{is_directive, starts_directive};
    static PERMITS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?:can|may|could|might)\s+(?:either\s+|also\s+|optionally\s+)?(\w+)").expect("valid")
    });
    // "Only `app` may depend on `:internal`" restricts who may (thunderbird-android).
    let restricted = |at: usize| {
        let clause_start = lower[..at].rfind(|c: char| ";:.!?".contains(c)).map_or(0, |i| i + 1);
        lower[clause_start..at].split_whitespace().any(|w| w == "only")
    };
    let permits = PERMITS.captures_iter(lower).any(|c| {
        !matches!(&c[1], "not" | "never" | "no" | "only" | "just") && !restricted(c.get(0).expect("match").start())
    });
    // A quoted example ("e.g., \"fix: remove …\"") shows what is allowed, and directs nothing.
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#""[^"]*"|“[^”]*”"#).expect("valid"));
    let lower = QUOTED.replace_all(lower, " ");
    permits
        && !is_directive(&lower)
        && !lower
            .split(|c: char| ",;:.!?()—–".contains(c))
            .any(|clause| starts_directive(clause.trim_start_matches(|c: char| !c.is_alphanumeric())))
}

/// "`dist/` – Build output (gitignored)": a path, a dash or a colon, and what it holds
/// (mattgotteiner/responses-chat, round 79: "Build" read as an imperative, so the entry
/// "recommended" `dist/` and a ban on modifying it elsewhere was declined).
fn is_path_map_entry(text: &str) -> bool {
    let t = text.trim();
    let Some(rest) = t.strip_prefix('`') else {
        return false;
    };
    let Some((code, after)) = rest.split_once('`') else {
        return false;
    };
    let after = after.trim_start();
    is_path_like(code) && ["–", "—", "-", ":"].iter().any(|sep| after.starts_with(sep))
}

/// A table row (cells joined by ` | `) without the cells that are a column's value
/// ([`lexicon::VALUE_CELLS`]): a "No" of a settings table negates nothing.
fn without_value_cells(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(" | ") {
        return text.into();
    }
    text.split(" | ")
        .filter(|cell| !lexicon::is_one_of(lexicon::VALUE_CELLS, &cell.trim().trim_end_matches('.').to_lowercase()))
        .collect::<Vec<_>>()
        .join(" | ")
        .into()
}

/// Text that is no code of a programming language: a path outside the repository
/// (`~/.codex/skills/`, `C:\Program Files\LLVM`), a script or data file's name
/// (`vcvars64.bat`), or a kebab-case name (`frontend-design`), which code would parse as a
/// subtraction (Tr3kkR/Yuzu, round 11's half B: three such code patterns over C++).
fn never_code(code: &str) -> bool {
    static WINDOWS_PATH: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Za-z]:\\").expect("valid"));
    static KEBAB: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$").expect("valid"));
    static FILE_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^[\w.-]+\.(?:bat|cmd|exe|ps1|sh|dll|so|dylib|json|ya?ml|toml|lock|md|txt|ini|cfg)$")
            .expect("valid")
    });
    let code = code.trim();
    // A list of CSS classes (`border border-gray-200`: we-promise/sure, round 19) is text in a
    // string or a template.
    let class_list = code.contains(' ')
        && code.split_whitespace().any(|w| KEBAB.is_match(w))
        && code
            .split_whitespace()
            .all(|w| KEBAB.is_match(w) || w.chars().all(|c| c.is_ascii_lowercase()));
    code.starts_with("~/")
        || code.starts_with("$HOME")
        || WINDOWS_PATH.is_match(code)
        || KEBAB.is_match(code)
        || class_list
        // A shell redirection (`>nul`, `2>nul`: DataDog/dd-trace-dotnet, round 19).
        || params::is_shell_command(code) && code.contains('>')
        || FILE_NAME.is_match(code)
}

/// "`SensorSpeed` not `SensorSpeeds`", "`userId` not `user_id`": a forbidden identifier and
/// another of the sentence that are one name spelt two ways (number, case, separators) illustrate a naming
/// convention, not a name to ban (CommunityToolkit/Maui, round 11's half A).
fn spelling_pair(reading: &Reading) -> Option<(&str, &str)> {
    let identifier = |code: &str| !code.is_empty() && code.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    let normal = |code: &str| {
        let name: String = code
            .chars()
            .filter(|c| *c != '_' && *c != '-')
            .collect::<String>()
            .to_lowercase();
        name.strip_suffix("es")
            .or_else(|| name.strip_suffix('s'))
            .map(str::to_owned)
            .unwrap_or(name)
    };
    let required = reading
        .spans
        .iter()
        .filter(|s| s.role != Role::Forbidden && identifier(&s.code));
    for good in required {
        if let Some(bad) = reading.spans.iter().find(|s| {
            s.role == Role::Forbidden
                && identifier(&s.code)
                && s.code != good.code
                && normal(&s.code) == normal(&good.code)
        }) {
            return Some((&good.code, &bad.code));
        }
    }
    None
}

/// "`BaseGlobalAction` declares no `entity_id()`": one sentence led by inline code and a verb
/// in the third person, with no modal, states what that code does or has; its "no" is no ban
/// (lablup/backend.ai, round 10's half A: every `entity_id(` call was forbidden). `lower`:
/// prose with its inline code as `code`.
fn describes_named_code(lower: &str) -> bool {
    let sentence = lower.trim().trim_end_matches(['.', '!']);
    if sentence.contains(". ") || sentence.contains("; ") || lexicon::STRONG.is_match(sentence) {
        return false;
    }
    let words: Vec<&str> = sentence
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let [first, verb, ..] = words.as_slice() else {
        return false;
    };
    *first == "code"
        && verb.len() > 3
        && verb.ends_with('s')
        && !verb.ends_with("ss")
        && !matches!(*verb, "needs" | "requires" | "uses" | "follows")
        && !lexicon::is_one_of(lexicon::PERMITTING_MODALS, verb)
}

/// "Uses `text/template` without `Option(…)`" under "Flag code that:": a list item led by a
/// verb in the third person and no modal describes code; whether the code is wanted is the
/// lead-in's to say, and read on its own the item's "without" inverts it (sortie-ai/sortie,
/// round 10's half B). `lower`: the item's prose, lowercased.
fn opens_with_third_person(lower: &str) -> bool {
    let mut words = lower
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''));
    let (Some(verb), next) = (words.next(), words.next().unwrap_or("")) else {
        return false;
    };
    // A verb takes its object next: inline code or a determiner ("Omits the `attempt` field").
    // "Tabs (not spaces)" and "Docs are generated" open with a plural noun.
    let object_next = next == "code" || lexicon::is_one_of(lexicon::DETERMINERS, next);
    object_next && is_third_person_verb(verb)
}

/// A word shaped like a verb in the third person ("omits", "tolerates"), not a word ending in
/// -ss, -us, -is or -ys ("class", "status", "this", "always").
fn is_third_person_verb(word: &str) -> bool {
    word.len() > 3
        && word.ends_with('s')
        && !["ss", "us", "is", "ys"].iter().any(|e| word.ends_with(e))
        && word.chars().all(|c| c.is_ascii_alphabetic())
}

/// Whether a replacement marker in `lower` (prose with its inline code as `code`) stands
/// next to inline code: "use `a` instead of `b`", not "enough instead of two".
fn replaces_code(lower: &str) -> bool {
    lexicon::FORBID.captures_iter(lower).filter_map(|c| c.get(1)).any(|m| {
        lexicon::is_one_of(lexicon::REPLACEMENT_MARKERS, m.as_str())
            && !opens_with_participle(&lower[..m.start()])
            && [
                lower[..m.start()].split_whitespace().next_back(),
                lower[m.end()..].split_whitespace().next(),
            ]
            .into_iter()
            .flatten()
            .any(|w| w.trim_matches(|c: char| !c.is_alphanumeric()) == "code")
    })
}

/// "Mounted with `<x-hx>` instead of hand-written `hx-get`": a sentence led by a past
/// participle says how something is made, not what to do (Leantime/leantime, round 9's half A:
/// a widget's description became a ban on its attributes everywhere). `before`: the text up
/// to a point of the sentence.
fn opens_with_participle(before: &str) -> bool {
    let sentence = before
        .trim_end_matches(['.', '!', '?', ' '])
        .rsplit(['.', '!', '?', ';', ':', '—', '–'])
        .next()
        .unwrap_or("");
    sentence
        .split_whitespace()
        .next()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .is_some_and(|w| {
            w.len() > 4
                && w.ends_with("ed")
                && !w.ends_with("eed")
                && !lexicon::is_one_of(lexicon::IMPERATIVES_IN_ED, w)
        })
}

/// The code of a sentence led by a past participle ("Mounted with `<x-hx>` instead of
/// hand-written `hx-get`") describes how something is made: it is neither forbidden nor asked
/// for, whatever the sentence's markers say.
fn describe_participle_sentences(text: &str, spans: &mut [Span]) {
    let mut so_far = String::new();
    let mut index = 0;
    for piece in pieces(text) {
        match piece {
            Piece::Prose(prose) => so_far.push_str(&prose.to_lowercase()),
            Piece::Code(_) => {
                if let Some(span) = spans.get_mut(index)
                    && span.role != Role::Placeholder
                    // A sentence that ends before the code is not the code's.
                    && !so_far.trim_end().ends_with(['.', '!', '?', ';', ':'])
                    && opens_with_participle(&so_far)
                {
                    span.role = Role::Description;
                }
                so_far.push_str("code");
                index += 1;
            }
        }
    }
}

/// "`target/`: Build output (do not commit)" (attunehq/hurry, round 99's missed list), "`global.json`:
/// Pins .NET SDK version - never modify without explicit request" (dotnet/aspire, corpus 59):
/// a line that labels one path and, with no code of its own, says not to commit or edit with
/// no object of the verb's own (at most "it", "them", "directly", "without …") forbids that act
/// on the path. The label had read as recommended, which also declined "Do not commit
/// `target/`" on another line.
fn ban_a_labelled_path(text: &str, spans: &mut [Span]) {
    static LABEL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*`([^`]+)`\s*(?::|—|–| - )").expect("valid"));
    static BANNED_ACT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)\b(?:do not|don't|never|not to be|must not be|should not be|must never be)\s+",
            r"(commit|check in|edit|modify|change|touch|alter)(?:ted|ed|d)?\b",
            r"(?:\s+(?:it|them|this file|these files))?",
            r"(?:\s+(?:directly|manually|by hand|(?:without|unless|except)\b[^.;!)]*))?\s*[).;!]?\s*$",
        ))
        .expect("valid")
    });
    let Some(label) = LABEL.captures(text) else { return };
    let rest = &text[label.get(0).expect("match").end()..];
    if spans.len() != 1 || rest.contains('`') || !is_path_like(&label[1]) {
        return;
    }
    let Some(act) = BANNED_ACT.captures(rest.trim_end()) else {
        return;
    };
    let act = act[1].to_lowercase();
    spans[0].role = Role::Forbidden;
    spans[0].act = Some(if act == "check in" { "commit".to_owned() } else { act });
}

/// "Expect generated `*.profraw` coverage artifacts from local test runs and do not commit
/// them", "`*.log` files are local only; never commit them": a ban on committing "them" or
/// "it", with no code after it, is a ban on the one path the instruction names before it
/// (gaelic-ghost/SpeakSwiftly, round 102's missed list); so is "this" ("Store all secrets in
/// a `.env` file (never commit this)": Omika-AI/gojo.bot, round 117's missed list).
fn ban_a_path_named_before(text: &str, spans: &mut [Span]) {
    static COMMIT_IT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:do not|don't|never|must not|should not)\s+(?:commit|check in|stage)\s+(?:them|it|this|that|these|those)\b")
            .expect("valid")
    });
    let [span] = spans else { return };
    let Some(ban) = COMMIT_IT.find(text) else { return };
    let Some(at) = text.find(&format!("`{}`", span.code)) else {
        return;
    };
    if at > ban.start() || text[ban.end()..].contains('`') || !is_path_like(&span.code) || span.role == Role::Forbidden
    {
        return;
    }
    span.role = Role::Forbidden;
    span.act = Some("commit".to_owned());
}

/// "Lower-case first letter, no trailing period: `could not open file \"%s\": %s`": code after
/// a colon that follows a ban of a thing named in prose, without an act ("no trailing period",
/// not "do not use deprecated APIs"), shows what the convention looks like; it is an example,
/// never what is forbidden (vercel/vercel, round 57: the rule forbade the recommended message).
fn illustrate_a_named_ban(text: &str, spans: &mut [Span]) {
    let mut clause = String::new();
    let mut illustrating = false;
    let mut index = 0;
    for piece in pieces(text) {
        match piece {
            Piece::Prose(prose) => {
                let lower = prose.to_lowercase();
                if lower.contains(['.', '!', '?', ';']) {
                    illustrating = false;
                }
                let after_end = lower.rsplit(['.', '!', '?', ';']).next().unwrap_or(&lower);
                if after_end.len() < lower.len() {
                    clause.clear();
                }
                clause.push_str(after_end);
            }
            Piece::Code(code) => {
                let lead = clause.trim_end();
                if let Some(ban) = lead.strip_suffix(':') {
                    let ban = ban.rsplit(':').next().unwrap_or(ban);
                    // "Force pushes not allowed: `git push --force`": code that spells what
                    // the ban names is the banned thing itself.
                    illustrating = ban_names_its_object(ban) && !names_an_act(ban) && !shares_a_word(ban, code);
                }
                if illustrating
                    && let Some(span) = spans.get_mut(index)
                    && span.role == Role::Forbidden
                {
                    span.role = Role::Example;
                }
                clause.push_str(" code");
                index += 1;
            }
        }
    }
}

/// Whether `code` spells a word of `prose` (plurals aside): `git push --force` and "force
/// pushes".
pub fn shares_a_word(prose: &str, code: &str) -> bool {
    let stem = |w: &str| w.to_lowercase().trim_end_matches('s').to_owned();
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.len() >= 3)
            .map(stem)
            .collect()
    };
    let spelled = words(code);
    words(prose).iter().any(|w| spelled.contains(w))
}

/// Whether a ban names its act ("do not **use** …", "never **add** …"), not only a thing ("no
/// trailing period").
fn names_an_act(ban: &str) -> bool {
    ban.split(|c: char| !c.is_alphanumeric() && c != '-')
        .any(|w| lexicon::is_one_of(lexicon::USE_ACTS, w) || lexicon::is_one_of(lexicon::PATH_ACTS, w))
}

/// The sentence of a list's lead-in that introduces the list, its last: in "Look up real
/// numbers; do not guess. Useful sources:" the list is of sources, none of them forbidden.
/// "Design System tokens — never use raw values:": a lead-in whose prohibition names its
/// object in prose. Its items are then what to use instead, or labelled notes ("Spacing:
/// `IKPadding.micro` … — not literal numbers"), not what it forbids (Infomaniak/ios-kMail,
/// round 11's half A: three token rules forbade the tokens). "Never use:", "Do not add new
/// behavior to:" and "Avoid these files:" leave the object to the items. `lead`: lowercased.
pub fn ban_names_its_object(lead: &str) -> bool {
    let Some(marker) = lexicon::FORBID.captures_iter(lead).last().and_then(|c| c.get(1)) else {
        return false;
    };
    let rest = &lead[marker.end()..];
    if lexicon::EXAMPLE.is_match(rest) || rest.contains("following") {
        return false;
    }
    let words: Vec<&str> = rest
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.is_empty())
        .collect();
    if words
        .last()
        .is_none_or(|w| lexicon::is_one_of(lexicon::OBJECT_PREPOSITIONS, w))
    {
        return false;
    }
    words.iter().any(|w| {
        ![
            lexicon::BAN_FILLERS,
            lexicon::USE_ACTS,
            lexicon::ITEM_ACTS,
            lexicon::GENERIC_OBJECTS,
            lexicon::DETERMINERS,
            lexicon::OBJECT_PREPOSITIONS,
        ]
        .iter()
        .any(|table| lexicon::is_one_of(table, w))
    })
}

/// An item that is an instance of what its list's lead-in names (`` `.env` files ``, `` `foo()` ``):
/// inline code with at most a few words and no label of its own ("Spacing: …").
pub fn is_instance_item(text: &str) -> bool {
    let prose = params::prose(text);
    let labelled = prose
        .split_once(':')
        .is_some_and(|(label, _)| !label.trim().is_empty() && label.split_whitespace().count() <= 4);
    let words = pieces(text)
        .iter()
        .filter_map(|p| match p {
            Piece::Prose(p) => Some(
                p.split_whitespace()
                    .filter(|w| w.chars().any(char::is_alphanumeric))
                    .count(),
            ),
            Piece::Code(_) => None,
        })
        .sum::<usize>();
    !labelled && words <= 3
}

pub fn lead_in(parent: &str) -> &str {
    let text = parent.trim_end();
    let bytes = text.as_bytes();
    let mut start = 0;
    for (at, c) in text.char_indices() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        // "e.g.", "i.e.", "etc.": abbreviations end no sentence.
        let word = text[..at]
            .rsplit(|c: char| c.is_whitespace() || c == '(')
            .next()
            .unwrap_or("");
        if matches!(word.to_lowercase().as_str(), "e.g" | "i.e" | "etc" | "e" | "i" | "vs") {
            continue;
        }
        let mut end = at + 1;
        while end < bytes.len() && matches!(bytes[end], b'*' | b'_' | b')' | b'"') {
            end += 1;
        }
        if end < bytes.len() && bytes[end].is_ascii_whitespace() {
            start = end;
        }
    }
    text[start..].trim()
}

/// What a list's lead-in makes of its items when they are no rules of their own: examples
/// ("… e.g.:", "such as:") or exceptions ("Legitimate exceptions:", "Exempt:").
fn lead_in_introduces(parent: &str) -> Option<&'static str> {
    let lead = lead_in(parent).to_lowercase();
    let stem = lead.trim_end_matches(|c: char| c == ':' || c == '*' || c.is_whitespace());
    if ["e.g.", "e.g", "for example", "for instance", "such as", "examples"]
        .iter()
        .any(|m| stem.ends_with(m))
    {
        return Some("examples");
    }
    // "This is the single principle behind With's surface syntax … It is why:" (withlang-dev/
    // with, round 215): what follows from a principle, stated, not asked ("you don't write
    // `Ok(())`" became a ban on `Ok((` in the compiler's C runtime).
    if [
        "it is why",
        "this is why",
        "that is why",
        "that's why",
        "which is why",
        "as a result",
    ]
    .iter()
    .any(|m| stem.ends_with(m))
    {
        return Some("consequences");
    }
    let words: Vec<&str> = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words
        .iter()
        .enumerate()
        .any(|(i, w)| {
            matches!(*w, "exception" | "exceptions" | "exempt" | "exemptions")
                && !(i > 0 && matches!(words[i - 1], "no" | "without" | "any"))
        })
        .then_some("exceptions")
}

/// "The Agent fills …", "This hook runs …": a sentence led by a subject, with no copula or
/// modal ("functions are snake_case", "tests must …") that would make it a convention. A
/// passive of a verb of processing tells what a tool does too ("Java test method names are
/// converted to lowercase snake_case for snapshot filenames": github/copilot-sdk, round 86,
/// became a file-name rule on every Java file).
fn tells_what_something_does(text: &str) -> bool {
    let words = words(&params::prose(text));
    let processed = words.windows(2).any(|pair| {
        matches!(pair[0].as_str(), "is" | "are" | "get" | "gets" | "got")
            && lexicon::is_one_of(lexicon::PROCESS_PARTICIPLES, &pair[1])
    });
    if processed {
        return true;
    }
    let led_by_subject = words.first().is_some_and(|w| {
        matches!(
            w.as_str(),
            "the" | "this" | "these" | "it" | "they" | "a" | "an" | "each"
        )
    });
    led_by_subject && !has_convention_verb(&words)
}

/// "Commits follow Conventional Commits", "Commit messages: Conventional Commits",
/// "Conventional Commits": a convention stated as a fact, a label or a bare name. A longer
/// sentence with none of these tells what happens ("Conventional-commit merges to `master`
/// accrue into a Release PR": FalkorDB/JFalkorDB, round 32).
fn states_a_convention(text: &str) -> bool {
    let prose = params::prose(text);
    // "The Conventional Commits specification is a lightweight convention on top of commit
    // messages": a specification defined, as its own text opens (vinaghost/VinaWorldSystem,
    // round 169), not a statement that the commits follow it.
    static DEFINES_A_SPECIFICATION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\W*(?:the\s+)?(?:[\w-]+\s+){0,3}(?:specification|spec|standard)\s+(?:is|are)\s+an?\b")
            .expect("valid")
    });
    // "Release Management: Conventional commits → Release Please → GitHub publishing": a chain
    // of steps describes a pipeline the convention feeds (pittcat/base.nvim, round 171).
    if DEFINES_A_SPECIFICATION.is_match(&prose) || prose.replace("->", "→").matches('→').count() >= 2 {
        return false;
    }
    let words = words(&prose);
    if derives_something_from_the_commits(&words) {
        return false;
    }
    // A label may end with a dash ("Conventional Commits 1.0.0 — subject max 50 chars"); "a
    // message using Conventional Commits format" names the convention it follows.
    has_convention_verb(&words)
        || words.iter().any(|w| w == "using")
        || prose.contains([':', '—', '–'])
        || prose.contains(" - ")
        || words.len() <= 4
}

/// "Versions are determined by conventional commits": what a tool derives from the commits,
/// the subject another thing than they (coveo/cli, round 198: a release note's description
/// became a commit rule), with no verb that asks anything of them.
fn derives_something_from_the_commits(words: &[String]) -> bool {
    let Some(at) = words.windows(3).position(|w| {
        matches!(w[0].as_str(), "is" | "are")
            && lexicon::is_one_of(lexicon::DERIVED_PARTICIPLES, &w[1])
            && matches!(w[2].as_str(), "by" | "from")
    }) else {
        return false;
    };
    let subject_is_the_commits = words[..at]
        .iter()
        .any(|w| w.starts_with("commit") || w.starts_with("message"));
    let asks = words.iter().any(|w| {
        matches!(
            w.as_str(),
            "must" | "should" | "shall" | "need" | "needs" | "use" | "follow" | "write" | "always"
        )
    });
    !subject_is_the_commits && !asks
}

/// A copula, a modal or a verb of following among `words`.
fn has_convention_verb(words: &[String]) -> bool {
    words.iter().any(|w| {
        matches!(
            w.as_str(),
            "is" | "are"
                | "be"
                | "must"
                | "should"
                | "shall"
                | "need"
                | "needs"
                | "have"
                | "has"
                | "use"
                | "uses"
                | "follow"
                | "follows"
        )
    })
}

/// A piece of the sentence: prose, or the text of an inline code span.
pub(super) enum Piece<'a> {
    Prose(&'a str),
    Code(&'a str),
}

pub(super) fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('`') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('`') else { break };
        out.push(Piece::Prose(&rest[..start]));
        let code = after[..end].trim();
        if !code.is_empty() {
            out.push(Piece::Code(code));
        }
        rest = &after[end + 1..];
    }
    out.push(Piece::Prose(rest));
    out
}

/// The role of every inline code span: a left-to-right walk in which markers set the role of
/// what follows, and clause ends close examples, conditions and citations.
fn spans(text: &str, list_prohibits: bool, is_directive: bool, lead_act: Option<String>) -> Vec<Span> {
    let base_default = if !is_directive {
        Role::Description
    } else if list_prohibits {
        Role::Forbidden
    } else {
        Role::Required
    };
    let pieces = pieces(text);
    let mut walk = Walk {
        pieces: &pieces,
        list_prohibits,
        is_directive,
        // Two or more arrows are a sequence ("`New()` → unmarshal → `Provision()`"), not replacements.
        flow: arrows(&pieces) >= 2,
        arrow_cued: arrow_cued(text),
        statements: parenthetical_statements(&pieces),
        base: base_default,
        local: None,
        paren_stack: Vec::new(),
        out: Vec::new(),
        clause_start: 0,
        segment_start: 0,
        illustrating: false,
        // The act of the prohibition in force: "never expose `a`, `b`" exposes both.
        act: lead_act,
        parentheses: 0,
    };
    for (index, piece) in pieces.iter().enumerate() {
        match *piece {
            Piece::Code(code) => walk.code(index, code),
            Piece::Prose(prose) => walk.prose(index, prose),
        }
    }
    let mut out = walk.out;
    arguments_shared_with_the_alternative(&mut out);
    out
}

/// "Use `github.com/stretchr/testify/require`, not `.../testify/assert`": a path whose leading
/// part is elided takes it from a path of the same sentence that holds its first named part
/// (prometheus/alertmanager, round 105's missed list). `None` when nothing fills it: the
/// ellipsis then stays, and the span reads as a stand-in.
fn elided_prefix_filled(code: &str, pieces: &[Piece<'_>]) -> Option<String> {
    let rest = code.strip_prefix(".../").or_else(|| code.strip_prefix("…/"))?;
    let first = rest
        .split('/')
        .next()
        .filter(|p| !p.is_empty() && !p.contains(['.', '…']))?;
    let part = format!("/{first}/");
    pieces.iter().find_map(|piece| match piece {
        Piece::Code(other) if !other.contains("...") && !other.contains('…') => {
            let at = other.find(&part)?;
            Some(format!("{}{rest}", &other[..=at]))
        }
        _ => None,
    })
}

/// The state of the walk of [`spans`] over the pieces of a sentence: the role in force, the
/// clause and the part of it that it holds for, and the spans read so far.
struct Walk<'p, 't> {
    pieces: &'p [Piece<'t>],
    list_prohibits: bool,
    is_directive: bool,
    /// Two or more arrows are a sequence, not replacements.
    flow: bool,
    arrow_cued: bool,
    /// Whether each parenthesis, in order, is a statement of its own.
    statements: Vec<bool>,
    base: Role,
    /// An example, condition or citation, until its clause ends.
    local: Option<Role>,
    paren_stack: Vec<(Role, Option<Role>, usize)>,
    out: Vec<Span>,
    /// Index into `out` where the current clause began …
    clause_start: usize,
    /// … and its current comma-separated part.
    segment_start: usize,
    /// The clause began at a colon or a parenthesis, and has no verb of its own yet: a bare
    /// "`a` not `b`" there illustrates what came before it.
    illustrating: bool,
    /// The act of the prohibition in force.
    act: Option<String>,
    /// How many parentheses have opened so far.
    parentheses: usize,
}

impl Walk<'_, '_> {
    /// An inline code span takes the role in force, unless it is a placeholder.
    fn code(&mut self, index: usize, code: &str) {
        let pieces = self.pieces;
        let filled = elided_prefix_filled(code, pieces);
        let code = filled.as_deref().unwrap_or(code);
        // "do not `unix2dos`": a word in the place of the verb is a command to run,
        // not code to write (icsharpcode/ILSpy, not tuned on).
        let verb_slot = index > 0
            && matches!(pieces[index - 1], Piece::Prose(p) if ends_with_bare_negation(p))
            && code.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
        let role = if is_placeholder(code) {
            Role::Placeholder
        } else if self.base == Role::Description {
            if self.local == Some(Role::Example) {
                Role::Example
            } else {
                Role::Description
            }
        } else {
            match self.local {
                Some(Role::Citation) if !is_path_like(code) && !code.contains("://") => self.base,
                Some(role) => role,
                None => self.base,
            }
        };
        // "Do not add to `DatabaseSeeder::run()`" (BelimbingApp/lara, round 114): code that
        // is not a path, after "add to", is where things are added (a function's body); no
        // use of it is the act.
        static ADDED_TO: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"(?i)\b(?:add|adding|put|putting|insert|inserting|append|appending)\s+(?:to|into)\s*$")
                .expect("valid")
        });
        let added_to =
            index > 0 && matches!(pieces[index - 1], Piece::Prose(p) if ADDED_TO.is_match(p)) && !is_path_like(code);
        self.out.push(Span {
            code: code.to_owned(),
            role,
            act: if verb_slot {
                Some("run".to_owned())
            } else if added_to {
                Some("add to".to_owned())
            } else {
                self.act.clone()
            },
        });
    }

    /// A stretch of prose: its markers set the role of what follows, and of what came before
    /// in its clause.
    fn prose(&mut self, index: usize, prose: &str) {
        let pieces = self.pieces;
        let code_before = index > 0 && matches!(pieces[index - 1], Piece::Code(_));
        let code_after = matches!(pieces.get(index + 1), Some(Piece::Code(_)));
        let lower = prose.to_lowercase();
        // "never use `skip` with `count()`": what the forbidden code is used with is the
        // case the ban is about, not a second ban (formbricks/formbricks, not tuned on).
        if self.is_directive
            && code_before
            && code_after
            && self.base == Role::Forbidden
            && self.local.is_none()
            && (joins_with(&lower) || things_bearing(&lower))
        {
            self.local = Some(Role::Condition);
        }
        let after: String = pieces[index + 1..]
            .iter()
            .map(|p| match p {
                Piece::Prose(p) => p.to_lowercase(),
                Piece::Code(_) => "code".to_owned(),
            })
            .collect();
        if let Some(named) = act_of_ban(&lower, &after) {
            self.act = named;
        }
        // "`X` is not allowed": the state decides the spans before it in this clause.
        if self.base != Role::Description {
            let state = if FORBIDDEN_STATE.is_match(&lower) {
                Some(Role::Forbidden)
            } else if REQUIRED_STATE.is_match(&lower) {
                Some(Role::Required)
            } else {
                None
            };
            if let Some(state) = state {
                for s in &mut self.out[self.clause_start..] {
                    if matches!(s.role, Role::Forbidden | Role::Required) {
                        s.role = state;
                    }
                }
            }
        }
        if self.base != Role::Description
            && code_before
            && defines_its_subject(pieces, index, &lower)
            && let Some(subject) = self.out.last_mut()
            && matches!(subject.role, Role::Forbidden | Role::Required)
        {
            subject.role = Role::Description;
        }
        // "**Never:** - Use `any` — Oxlint will reject it": the item's opening verb is
        // the verb of the list's prohibition (cloudflare/agents, round 15).
        let mut leading_verb = self.list_prohibits && index == 0 && {
            // A cross mark before the verb is the prohibition's own ("❌ Use `panic!`").
            let body = lower.trim_start_matches(|c: char| {
                c.is_whitespace() || matches!(c, '❌' | '🚫' | '⛔' | '✗' | '✘' | '\u{FE0F}' | '*' | '_')
            });
            lexicon::REQUIRE
                .captures(body)
                .and_then(|c| c.get(1))
                .is_some_and(|verb| verb.start() == 0)
        };
        // "Paths: `Path.Join()` not `Path.Combine()`": a topic label opening the
        // sentence introduces what follows; no directive came before its colon for the
        // pair to illustrate (ucdavis/VIPER, round 72).
        let topic = index == 0 && is_topic_label(&lower);
        for event in events(&lower, code_before, code_after, self.arrow_cued) {
            if !self.is_directive {
                // A sentence that states how things are can still show an example
                // ("sections marked similarly to `extensions: .cs .js .css`"): what follows
                // the marker in its clause is no parameter (StreamActions, round 81: the
                // marker became the content every file must have).
                match event {
                    Event::Role(Role::Example) => self.local = Some(Role::Example),
                    Event::End { .. } => self.local = None,
                    _ => {}
                }
                continue;
            }
            if leading_verb && matches!(event, Event::Role(Role::Required) | Event::Restart) {
                leading_verb = matches!(event, Event::Restart);
                continue;
            }
            leading_verb = false;
            let was_illustrating = self.illustrating;
            if matches!(
                event,
                Event::Role(Role::Forbidden | Role::Required)
                    | Event::Restart
                    | Event::Without
                    | Event::Replaces { bare: false, .. }
            ) {
                self.illustrating = false;
            }
            if !self.clause_event(&event, topic) {
                self.role_event(event, was_illustrating, index);
            }
        }
    }

    /// An event of the clause's structure (a parenthesis, a clause's end, a comma): whether
    /// `event` was one.
    fn clause_event(&mut self, event: &Event, topic: bool) -> bool {
        match *event {
            Event::Open => {
                // A parenthesis is a clause of its own: an arrow inside it does
                // not reach back before it.
                self.paren_stack.push((self.base, self.local, self.clause_start));
                self.clause_start = self.out.len();
                self.segment_start = self.out.len();
                self.illustrating = true;
                if self.statements.get(self.parentheses) == Some(&true) {
                    self.local = Some(Role::Description);
                }
                self.parentheses += 1;
            }
            Event::Close => {
                let (b, l, _) = self.paren_stack.pop().unwrap_or((self.base, None, self.clause_start));
                self.base = b;
                self.local = l.filter(|r| *r != Role::Example);
                self.clause_start = self.out.len();
                self.segment_start = self.out.len();
                self.illustrating = false;
            }
            Event::End { colon } => {
                self.local = None;
                self.clause_start = self.out.len();
                self.segment_start = self.out.len();
                self.illustrating = colon && !topic;
            }
            Event::Comma => {
                if self.local == Some(Role::Condition) {
                    self.local = None;
                }
                self.segment_start = self.out.len();
            }
            _ => return false,
        }
        true
    }

    /// "Name things for what they mean. `fn merge(left: Seq, …)` over `fn f(a: Seq, …)`": the
    /// second sentence states no verb, yet the form it prefers is one a rule must let pass
    /// (briangmilnes/veracity, round 172: the pattern read from the forbidden form matched the
    /// recommended one too). The code right before the marker is that form.
    fn recommend_the_paired_form(&mut self) {
        if self.out.len() > self.segment_start
            && let Some(s) = self.out.last_mut().filter(|s| s.role == Role::Description)
        {
            s.role = Role::Required;
        }
    }

    /// An event that sets a role: of what follows, or of what came before in the clause.
    fn role_event(&mut self, event: Event, was_illustrating: bool, index: usize) {
        let pieces = self.pieces;
        match event {
            Event::Replaces { bare: true, .. } if self.illustrating || spelling_variants(pieces, index) => {
                // "proper names: `request_id` not `requestId`": an illustration.
                for s in &mut self.out[self.segment_start..] {
                    if matches!(s.role, Role::Forbidden | Role::Required) {
                        s.role = Role::Example;
                    }
                }
                self.local = Some(Role::Example);
            }
            Event::Replaces { compares, pairs, .. } => {
                // "`a` instead of `b`": `a` is recommended, whatever the clause
                // before said ("use `x` instead of `y`, `a` instead of `b`").
                if compares {
                    for s in &mut self.out[self.segment_start..] {
                        if s.role == Role::Forbidden {
                            s.role = Role::Required;
                        }
                    }
                }
                if pairs {
                    self.recommend_the_paired_form();
                }
                self.base = Role::Forbidden;
                if self.local != Some(Role::Example) {
                    self.local = None;
                }
            }
            // An arrow in an example ("e.g. `a.ts` → `a.examples.ts`") illustrates.
            Event::Arrow if self.local == Some(Role::Example) || self.flow => {}
            Event::Arrow => {
                // "`X` → `Y`": what stands before the arrow is replaced.
                for s in &mut self.out[self.clause_start..] {
                    if s.role == Role::Required {
                        s.role = Role::Forbidden;
                    }
                }
                self.base = Role::Required;
                self.local = None;
            }
            Event::Relative => {}
            Event::Restart => self.base = Role::Required,
            Event::Statement => {
                self.base = Role::Description;
                self.local = None;
            }
            // "flag unsafe operations (e.g., removing a column without
            // `safety_assured`)": what an example or a parenthesis of instances
            // goes without illustrates the case, it is neither forbidden nor asked
            // for (rubyforgood/casa).
            Event::Without if self.local == Some(Role::Example) => {}
            Event::Without if was_illustrating && !self.paren_stack.is_empty() => {
                self.local = Some(Role::Example);
            }
            Event::Without => {
                self.base = if self.base == Role::Forbidden {
                    Role::Required
                } else {
                    Role::Forbidden
                };
                self.local = None;
            }
            // "a conventional prefix (`feature/`, `fix/`, `docs/`, etc.)": the
            // list shows allowed values, it does not close the set (adamayoung/TMDb,
            // round 15). A ban's list stays a ban on each item it names.
            Event::OpenEnded => {
                for s in &mut self.out[self.clause_start..] {
                    if s.role == Role::Required {
                        s.role = Role::Example;
                    }
                }
            }
            Event::Allowed => {
                for s in &mut self.out[self.clause_start..] {
                    if matches!(s.role, Role::Forbidden | Role::Required) {
                        s.role = Role::Condition;
                    }
                }
            }
            Event::Role(role) => match role {
                Role::Forbidden | Role::Required => {
                    self.base = role;
                    if self.local != Some(Role::Example) {
                        self.local = None;
                    }
                }
                other => self.local = Some(other),
            },
            // The clause's structure: read by [`Walk::clause_event`].
            Event::Open | Event::Close | Event::End { .. } | Event::Comma => {}
        }
    }
}

/// Whether the prose piece at `index` (lowercased: `lower`) makes the code before it the subject
/// of a definition: the code opens its clause ("— `'div'` is the default", "`x` is a wrapper")
/// and the noun phrase after the copula does not prescribe ("is the preferred way").
fn defines_its_subject(pieces: &[Piece], index: usize, lower: &str) -> bool {
    let Some(noun) = DEFINING_COPULA.captures(lower).and_then(|c| c.get(1)) else {
        return false;
    };
    if lexicon::is_one_of(lexicon::PRESCRIPTIVE_NOUN_HEADS, noun.as_str()) {
        return false;
    }
    let Some(code_index) = index.checked_sub(1) else {
        return false;
    };
    let Some(before) = code_index.checked_sub(1).map(|i| &pieces[i]) else {
        return true;
    };
    let Piece::Prose(before) = before else {
        return false;
    };
    let before = before.replace(" - ", " — ");
    let boundaries = ['—', '–', ':', ';', '.', '!', '?', '('];
    if !before.contains(boundaries) && code_index != 1 {
        return false;
    }
    before
        .rsplit(boundaries)
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .all(|w| lexicon::is_one_of(lexicon::DETERMINERS, &w.to_lowercase()))
}

/// Whether each parenthesis of the prose, in order, holds a statement of its own: "NEVER
/// `instanceof` (classes reachable from the global have user-reachable `Symbol.hasInstance`)"
/// gives a reason, and the code in it is described, neither forbidden nor asked for
/// (cloudflare/workerd, round 21). A statement has a subject before its verb ("classes …
/// have"), opens with no marker ("e.g.", "not", "use") and says no state the reading acts
/// on ("`x` is deprecated", "… is fine").
fn parenthetical_statements(pieces: &[Piece]) -> Vec<bool> {
    static STATE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"\b(?:is|are)\s+(?:not\s+)?(?:allowed|forbidden|banned|prohibited|disallowed|permitted|",
            r"deprecated|required|mandatory|preferred|recommended|fine|ok|okay|acceptable)\b"
        ))
        .expect("valid")
    });
    let text: String = pieces
        .iter()
        .map(|p| match p {
            Piece::Prose(prose) => prose.to_lowercase(),
            // No parenthesis of code opens or closes one of the prose.
            Piece::Code(_) => " code ".to_owned(),
        })
        .collect();
    let mut out = Vec::new();
    for (open, _) in text.match_indices('(') {
        let inside = &text[open + 1..];
        let inside = &inside[..inside.find(')').unwrap_or(inside.len())];
        let words: Vec<&str> = inside
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .collect();
        // "(`Combine` silently discards everything before a rooted segment)": what the code
        // does, in the third person (ucdavis/VIPER, round 72).
        let code_acts = words.first() == Some(&"code")
            && words[1..]
                .iter()
                .find(|w| !w.ends_with("ly"))
                .is_some_and(|w| is_third_person_verb(w));
        let opens_with_marker = words.first().is_none_or(|first| {
            [
                lexicon::EXAMPLE_MARKERS,
                lexicon::CONDITION_MARKERS,
                lexicon::CITATION_MARKERS,
            ]
            .iter()
            .any(|table| lexicon::is_one_of(table, first))
                || lexicon::FORBID
                    .find(inside)
                    .is_some_and(|m| inside[..m.start()].trim().is_empty())
                || lexicon::REQUIRE
                    .find(inside)
                    .is_some_and(|m| inside[..m.start()].trim().is_empty())
                || matches!(*first, "i" | "ie" | "eg" | "or" | "and")
                // "(`a`, `b`)" lists code; "(`RAYON_NUM_THREADS` does work on biome)" states a
                // fact about it (langwatch/langwatch, round 23: the variable was banned).
                || *first == "code"
                    && !code_acts
                    && !words.get(1).is_some_and(|w| lexicon::is_one_of(lexicon::STATING_AUXILIARIES, w))
        });
        let stated = words
            .iter()
            .skip(1)
            .any(|w| lexicon::is_one_of(lexicon::STATING_AUXILIARIES, w))
            || code_acts;
        out.push(words.len() >= 3 && !opens_with_marker && stated && !STATE.is_match(inside));
    }
    out
}

/// "Prefer `VELOX_CHECK_LT(idx, size)` over `VELOX_CHECK(idx < size)`", "`Objects.equals(a, b)`
/// over `a.equals(b)`": names that the forbidden call's arguments share with the recommended
/// form stand for any argument, so the forbidden span is a shape, not a literal
/// (facebookincubator/axiom, round 10's half A: the pattern matched only `idx < size`).
fn arguments_shared_with_the_alternative(spans: &mut [Span]) {
    static ARGUMENTS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\(([^()]*)\)").expect("valid"));
    let names = |text: &str| -> Vec<String> {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| w.starts_with(|c: char| c.is_alphabetic() || c == '_'))
            .map(str::to_owned)
            .collect()
    };
    let recommended: Vec<String> = spans
        .iter()
        .filter(|s| s.role == Role::Required)
        .flat_map(|s| names(&s.code))
        .collect();
    static SUBSCRIPTED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^([a-z_][a-z0-9_]*)\[").expect("valid"));
    // Whatever the other span's role ("`pile[uuid]` not `pile[0]`" after a statement reads it
    // as a description).
    let recommended_subscripts: Vec<String> = spans
        .iter()
        .filter(|s| s.role != Role::Forbidden)
        .filter_map(|s| SUBSCRIPTED.captures(&s.code).map(|c| c[1].to_owned()))
        .collect();
    for span in spans.iter_mut().filter(|s| s.role == Role::Forbidden) {
        let shared = ARGUMENTS
            .captures_iter(&span.code)
            .flat_map(|c| names(&c[1]))
            .any(|name| recommended.contains(&name));
        // "`pile[uuid]` not `pile[0]`": the variable both subscript stands for any value of
        // its kind; the shape is the subscript (ohdearquant/lionagi, round 11's half B: only
        // a variable named `pile` was held to it).
        let subscripted = SUBSCRIPTED
            .captures(&span.code)
            .is_some_and(|c| recommended_subscripts.iter().any(|base| *base == c[1]));
        if shared || subscripted {
            span.role = Role::Placeholder;
        }
    }
}

/// Whether prose ends in a negated "do" with no verb after it: "… and do not ", "don't ".
fn ends_with_bare_negation(prose: &str) -> bool {
    let lower = prose.trim_end().to_lowercase();
    ["do not", "don't", "dont", "do **not**", "do *not*"].iter().any(|n| {
        lower
            .strip_suffix(n)
            .is_some_and(|b| !b.ends_with(char::is_alphanumeric))
    })
}

/// Whether prose between two code spans only joins them as a thing and what it is used with:
/// "with", "together with", "in combination with", "alongside".
fn joins_with(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.iter().any(|w| matches!(*w, "with" | "alongside"))
        && words.iter().all(|w| {
            matches!(
                *w,
                "with" | "alongside" | "together" | "in" | "combination" | "the" | "a" | "an"
            )
        })
}

/// Whether prose between two code spans names the things the first is added to by the second
/// they bear: "Do not add `#[reflect(Event)]` to events with `#[derive(Reflect)]`"
/// (TeamDman/youre-muted-btw, round 129's missed list: the derive became a second ban, which
/// the file's next line recommends).
fn things_bearing(lower: &str) -> bool {
    static BEARING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"^\s*(?:to|on|onto)\s+(?:the\s+|any\s+|all\s+)?(?:[a-z]+\s+){0,2}?[a-z]+s\s+",
            r"(?:with|having|that have|that use|marked with|annotated with|decorated with|deriving)\s*$",
        ))
        .expect("valid")
    });
    BEARING.is_match(lower)
}

/// The act a prohibition in the prose piece `lower` names before the code after it: "never
/// expose " → `expose`, "avoid using the " → `using`, "never " and "instead of " → no act.
/// `None` when the piece has no prohibition, so the act in force carries on ("never use `a`,
/// `b` or `c`"); a clause boundary after the marker ends it. `after`: the rest of the text,
/// lowercased, its code as `code`.
fn act_of_ban(lower: &str, after: &str) -> Option<Option<String>> {
    let Some(marker) = lexicon::FORBID.captures_iter(lower).last().and_then(|c| c.get(1)) else {
        // A sentence that ends here ends the prohibition's act with it.
        let ends = CLAUSE_END
            .find_iter(lower)
            .any(|m| m.as_str().starts_with(['.', ';', '!', '?']));
        return ends.then_some(None);
    };
    // "without repeating `display="flex"`", "instead of comparing `getTopLevelElement()` by
    // hand": the gerund is the act ("using", "adding" are uses; a repeat or a comparison is
    // something done with the code, which a rule flagging each use cannot tell:
    // polarsource/polar, round 22; basecamp/lexxy, read untuned).
    if marker.as_str() == "without" || lexicon::is_one_of(lexicon::REPLACEMENT_MARKERS, marker.as_str()) {
        let gerund = lower[marker.end()..]
            .split_whitespace()
            .next()
            .filter(|w| w.len() > 4 && w.ends_with("ing") && w.chars().all(|c| c.is_ascii_lowercase()));
        return Some(gerund.map(str::to_owned));
    }
    let rest = &lower[marker.end()..];
    let clause = rest
        .split(['.', ';', ':', '!', '?', ',', '(', '—'])
        .next()
        .unwrap_or("");
    // "must not be renamed: `a`, `b`": a colon that introduces the code keeps the act, and
    // so does a comma between the items of a series ("do not modify lockfiles,
    // `pnpm.overrides`, release tags, or CI workflows": hydrabeer/word-bomb, round 52).
    let introduces_the_code = rest[clause.len()..].trim_end() == ":";
    if clause.len() < rest.len() && !introduces_the_code && !opens_a_series(&format!("{rest}{after}")) {
        return Some(None);
    }
    let words: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '\''))
        .filter(|w| {
            !w.is_empty()
                && (!lexicon::is_one_of(lexicon::BAN_FILLERS, w) || lexicon::is_one_of(lexicon::OBJECT_PREPOSITIONS, w))
        })
        .collect();
    let Some((first, rest)) = words.split_first() else {
        return Some(None);
    };
    let (mut act, mut object): (&str, &[&str]) = (first, rest);
    // "Do not archive or remove `.harness/`" (SafetyMP/Healthcare-Data-Exchange, round 129's
    // missed list): of two acts joined by "or", the one a commit shows is what a rule checks,
    // and forbidding it alone is narrower than the sentence.
    let seen = |a: &str| lexicon::is_one_of(lexicon::USE_ACTS, a) || lexicon::is_one_of(lexicon::PATH_ACTS, a);
    if let [joiner, second, after @ ..] = rest
        && matches!(*joiner, "or" | "and")
        && !seen(act)
        && seen(second)
    {
        (act, object) = (second, after);
    }
    // "never reach for `X`", "don't resort to `X`": a phrasal verb of use is a use.
    if let Some(particles) = using_phrasal_verb(&words) {
        (act, object) = ("use", &words[particles..]);
    }
    // The passive "must not be renamed": the act is the participle's, and a use
    // ("must not be used", "… be called") stays a use (bluesky-social/atproto, round 17: field
    // names that "must not be renamed" were forbidden outright, inverted).
    let passive;
    if matches!(act, "be" | "get" | "been")
        && let Some((participle, after)) = object.split_first()
    {
        passive = active_of(participle);
        act = passive.as_str();
        object = after;
    }
    // "never compare auth tokens with `==`", "do not add new behavior to `f()`": the act has
    // an object of its own, and the code is only what it is done with or to ("add files to
    // `dist/`" is still a change to `dist/`). A use made with the code is a use of it: "never
    // create separate clients with `createAuthClient()`" (better-auth/better-auth).
    let means_of_use = lexicon::is_one_of(lexicon::USE_ACTS, act) && object.last().is_some_and(|w| *w == "with");
    let has_own_object = !means_of_use
        && object
            .last()
            .is_some_and(|w| lexicon::is_one_of(lexicon::OBJECT_PREPOSITIONS, w))
        && object.iter().any(|w| {
            !lexicon::is_one_of(lexicon::OBJECT_PREPOSITIONS, w) && !lexicon::is_one_of(lexicon::GENERIC_OBJECTS, w)
        });
    Some(Some(if has_own_object {
        words.join(" ")
    } else {
        (*act).to_owned()
    }))
}

/// How many of `words` (lowercase) a phrasal verb of use at their start takes ("reach for"
/// → 2), if they open with one ([`lexicon::USING_PHRASAL_VERBS`]).
fn using_phrasal_verb(words: &[&str]) -> Option<usize> {
    lexicon::USING_PHRASAL_VERBS.iter().find_map(|phrase| {
        let n = phrase.split(' ').count();
        (words.len() >= n && words[..n].iter().copied().eq(phrase.split(' '))).then_some(n)
    })
}

/// Whether `before` (the text up to a preposition) ends with the verb of a phrasal verb of
/// use whose particle the preposition is: "reach" before "for".
fn ends_with_phrasal_use_verb(before: &str, preposition: &str) -> bool {
    let lower = before.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    lexicon::USING_PHRASAL_VERBS.iter().any(|phrase| {
        let parts: Vec<&str> = phrase.split(' ').collect();
        let (particle, verb) = parts.split_last().expect("a phrasal verb has words");
        *particle == preposition && words.len() >= verb.len() && words[words.len() - verb.len()..] == *verb
    })
}

/// Whether `clause` (lowercase) begins a series of short items up to its sentence's end: at
/// least three comma-separated parts of a few words each (the first with the act), the last
/// opened by "or" or "and".
fn opens_a_series(clause: &str) -> bool {
    let sentence = clause.split(['.', ';', ':', '!', '?', '(', '—']).next().unwrap_or("");
    let parts: Vec<&str> = sentence.split(',').map(str::trim).collect();
    let Some((last, middle)) = parts.split_last() else {
        return false;
    };
    parts.len() >= 3
        && (last.starts_with("or ") || last.starts_with("and "))
        && parts[0].split_whitespace().count() <= 4
        && middle[1..]
            .iter()
            .all(|p| !p.is_empty() && p.split_whitespace().count() <= 4)
}

/// The verb of a past participle when it is an act of [`lexicon::USE_ACTS`] or
/// [`lexicon::PATH_ACTS`] (`used` → `use`, `committed` → `commit`), else the participle.
fn active_of(participle: &str) -> String {
    let known =
        |verb: &str| lexicon::is_one_of(lexicon::USE_ACTS, verb) || lexicon::is_one_of(lexicon::PATH_ACTS, verb);
    // `used` → `use`, `called` → `call`, `committed` → `commit`.
    let stems = [
        participle.strip_suffix('d'),
        participle.strip_suffix("ed"),
        participle
            .get(..participle.len().saturating_sub(3))
            .filter(|_| participle.ends_with("ed")),
    ];
    if let Some(stem) = participle.strip_suffix("ied") {
        let verb = format!("{stem}y");
        if known(&verb) {
            return verb;
        }
    }
    stems
        .into_iter()
        .flatten()
        .find(|stem| !stem.is_empty() && known(stem))
        .map_or_else(|| participle.to_owned(), str::to_owned)
}

enum Event {
    Role(Role),
    /// "that", "which", "who": a relative clause starts.
    Relative,
    /// A clause opens with an imperative: it asks for what it names.
    Restart,
    /// A sentence that is not a directive begins: what it names it describes.
    Statement,
    /// "without": forbids, or after a prohibition ("never commit without `X`") requires.
    Without,
    /// "instead of", "over", "rather than", or a bare "not" between two code spans: forbids
    /// what follows. `compares`: code stands right after it, so the code right before it is
    /// the recommended form. `bare`: the marker is all the prose between the two. `pairs`:
    /// code stands on both sides and the marker is all the prose between them ("`a` over
    /// `b`"), so the code before it is recommended even in a sentence that otherwise states.
    Replaces {
        compares: bool,
        bare: bool,
        pairs: bool,
    },
    /// "… is fine": the spans before it in the clause are exceptions.
    Allowed,
    Open,
    Close,
    /// A clause ends; `colon`: at a colon, so what follows may illustrate it.
    End {
        colon: bool,
    },
    Comma,
    Arrow,
    /// "etc.", "and so on" after a list: what the list asks for it gives as examples.
    OpenEnded,
}

/// Whether the text has one arrow outside inline code, followed by code or an imperative.
fn replacing_arrow(text: &str) -> bool {
    let pieces = pieces(text);
    let cued = arrow_cued(text);
    arrows(&pieces) == 1
        && pieces.iter().enumerate().any(|(index, piece)| {
            let Piece::Prose(prose) = piece else { return false };
            let code_after = matches!(pieces.get(index + 1), Some(Piece::Code(_)));
            prose
                .match_indices('→')
                .chain(prose.match_indices("->"))
                .any(|(at, arrow)| arrow_replaces(&prose[at + arrow.len()..], code_after, cued))
        })
}

/// The arrows (`→`, `->`) outside inline code.
fn arrows(pieces: &[Piece]) -> usize {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Prose(prose) => prose.matches('→').count() + prose.matches("->").count(),
            Piece::Code(_) => 0,
        })
        .sum()
}

/// What follows an arrow makes it a replacement: code ("`X` → `Y`") when the instruction
/// speaks of replacing at all (`cued`: "`STATE_A` → `STATE_B`" in a flow is a step, found on
/// meshtastic/firmware, not tuned on), or a verb of using ("`X` → use `Y`"), not another act
/// ("`list_devices` → find the port") or a statement ("`X` failing → its output lists …").
fn arrow_replaces(rest_of_piece: &str, code_after: bool, cued: bool) -> bool {
    let rest = rest_of_piece.trim().to_lowercase();
    let verb = rest
        .split_whitespace()
        .find(|w| !matches!(*w, "always" | "instead" | "just" | "then"))
        .unwrap_or("");
    (rest.is_empty() && code_after && cued) || lexicon::is_one_of(lexicon::REPLACING_VERBS, verb)
}

/// Whether `text` speaks of replacing something, so that an arrow between two constructs
/// may mean "replace the first with the second".
fn arrow_cued(text: &str) -> bool {
    words(&params::prose(text))
        .iter()
        .any(|w| lexicon::is_one_of(lexicon::REPLACEMENT_CUES, w))
        || text.contains(['❌', '✅'])
}

/// Whether `marker` is all there is of a prose piece, but for spaces, commas and dashes
/// ("`a` not `b`", "`a`, not `b`", "`a`—not `b`").
fn is_bare(piece: &str, marker: &str) -> bool {
    piece.trim_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '—' | '–' | '-')) == marker
}

/// "– application uses `Model::unguard()` in AppServiceProvider": a subject of a few words and
/// a verb in the third person after a dash state why the rule holds; what they name is
/// described, and where it is is no place the rule is limited to (thecyrilcril/twelvr, round
/// 77). "— use `b`", "— `b` or `c`" have no such subject.
fn states_its_subject(rest: &str) -> bool {
    let words: Vec<&str> = rest.split_whitespace().take(4).collect();
    // "— they're garbage for GitOps" (Apocrathia/homelab, round 131's missed list): a pronoun
    // and its verb in one word.
    const CONTRACTED: &[&str] = &["it's", "it’s", "they're", "they’re", "that's", "that’s", "these're"];
    if words.first().is_some_and(|w| CONTRACTED.contains(w)) {
        return true;
    }
    (1..words.len()).any(|at| {
        let verb = words[at].trim_end_matches(|c: char| !c.is_alphanumeric());
        let third_person = matches!(verb, "is" | "has" | "does") || is_third_person_verb(verb);
        let subject = words[..at]
            .iter()
            .all(|w| w.chars().all(char::is_alphabetic) && !lexicon::is_one_of(lexicon::BAN_WORDS, w));
        third_person && subject && !matches!(words[0], "always" | "only" | "please" | "also")
    })
}

/// The markers and clause boundaries of a prose piece, in order. `code_before` and
/// `code_after`: inline code stands right before and right after the piece.
fn events(lower: &str, code_before: bool, code_after: bool, arrow_cued: bool) -> Vec<Event> {
    let mut found: Vec<(usize, usize, Event)> = Vec::new();
    role_markers(lower, &mut found);
    for m in lexicon::FORBID.captures_iter(lower) {
        let negation = Negation::new(lower, m.get(1).expect("group"));
        let g = negation.g;
        if negation.describes(code_before) {
            found.push((g.start(), g.end(), Event::Role(Role::Description)));
            continue;
        }
        if negation.forbids_nothing(code_before) {
            continue;
        }
        found.push((g.start(), g.end(), negation.event(code_before, code_after)));
    }
    boundaries(lower, code_after, arrow_cued, &mut found);
    state_markers(lower, &mut found);
    in_order(lower, found)
}

/// The markers of a role (an example, a condition, a citation, a description, a requirement)
/// in `lower`, into `found`.
fn role_markers(lower: &str, found: &mut Vec<(usize, usize, Event)>) {
    for (re, role) in [
        (&*lexicon::EXAMPLE, Role::Example),
        (&*lexicon::CONDITION, Role::Condition),
        (&*lexicon::CITATION, Role::Citation),
        // What a construct leads to is described, neither forbidden nor asked for; so is the
        // tool that checks a rule.
        (&*lexicon::CONSEQUENCE, Role::Description),
        (&*lexicon::COMPARISON, Role::Description),
        (&*lexicon::BOUND, Role::Description),
        (&*lexicon::CHECKER, Role::Description),
        (&*lexicon::REQUIRE, Role::Required),
    ] {
        for m in re.captures_iter(lower) {
            let g = m.get(1).expect("group");
            found.push((g.start(), g.end(), Event::Role(role)));
        }
    }
}

/// Whether every prohibition marker of `prose` (lowercased, code masked) forbids nothing: a
/// purpose ("left untouched to avoid mass-refactor risk"), a state, a statement about its
/// subject, a compound ("never-used"). `false` when it has none. The classifier calls such a sentence prohibitive for
/// its words (icdev-ai/icdev, round 213: a decision record's "bare exceptions left untouched
/// to avoid mass-refactor risk" became a ban on bare `except:`).
pub fn bans_nothing(prose: &str) -> bool {
    let mut markers = lexicon::FORBID.captures_iter(prose).peekable();
    markers.peek().is_some()
        && markers.all(|m| {
            let g = m.get(1).expect("group");
            // "Delete-by-default for never-used workflows" (spaarke-dev/spaarke, round 214): a
            // compound adjective, no ban.
            let compound = prose[g.end()..].starts_with('-');
            let negation = Negation::new(prose, g);
            compound || negation.describes(false) || negation.forbids_nothing(false)
        })
}

/// A match of the prohibition lexicon (`FORBID`) in a prose piece, with the words around it
/// that decide whether it forbids.
struct Negation<'a> {
    lower: &'a str,
    g: regex::Match<'a>,
    /// What follows it, without a leading "to ".
    after: &'a str,
    word_before: Option<&'a str>,
    verb_after: &'a str,
    verb: &'a str,
}

impl<'a> Negation<'a> {
    fn new(lower: &'a str, g: regex::Match<'a>) -> Negation<'a> {
        // "don't forget to", "never skip", "not only": the negation asks for what follows.
        let after = lower[g.end()..].trim_start();
        let after = after.strip_prefix("to ").unwrap_or(after);
        let word_before = lower[..g.start()].split_whitespace().next_back();
        // "`git commit` never reads it": a verb in the third person after a subject, which
        // an imperative never is.
        let verb_after = lower[g.end()..].split_whitespace().next().unwrap_or("");
        // "the CLI never creates, updates, …": the verb without its comma.
        let verb = verb_after.trim_end_matches(|c: char| !c.is_alphanumeric());
        Negation {
            lower,
            g,
            after,
            word_before,
            verb_after,
            verb,
        }
    }

    /// Whether it states something of its subject rather than forbid it: what follows is
    /// described.
    fn describes(&self, code_before: bool) -> bool {
        // "they do not change …": a statement about its subject.
        let described = matches!(self.g.as_str(), "do not" | "don't" | "dont")
            && self.lower[..self.g.start()]
                .split_whitespace()
                .next_back()
                .is_some_and(|w| lexicon::is_one_of(lexicon::DESCRIBED_SUBJECTS, w));
        // "as long as your config does not set `x`": a negated statement about something
        // else, not a prohibition addressed to the reader ("is not allowed" is a state, read
        // apart).
        // "there is no `x` equivalent" and "it has no `y`" state facts the same way.
        let stated = matches!(self.g.as_str(), "not" | "no")
            && self
                .word_before
                .is_some_and(|w| lexicon::is_one_of(lexicon::STATING_AUXILIARIES, w));
        let third_person = self.g.as_str() == "never"
            && (self.word_before.is_some() || code_before)
            && self.verb.len() > 3
            && self.verb.ends_with('s')
            && !["ss", "us", "is", "as"].iter().any(|e| self.verb.ends_with(e));
        // A statement about another subject ("…, and the CLI never creates a context file
        // (`CLAUDE.md`, …)"): what the rest of its clause names is described, whatever the
        // clause before forbade (github/spec-kit, round 21).
        // "A path rule … is accepted and then never consulted": a past participle after "never"
        // in a clause with a form of "be" is passive, a statement of what happens to its
        // subject (hyperdxio/hyperdx, round 23: the code of the sentence was banned).
        let passive = self.g.as_str() == "never"
            && self.verb.len() > 4
            && self.verb.ends_with("ed")
            && !self.verb.ends_with("eed")
            && !lexicon::is_one_of(lexicon::IMPERATIVES_IN_ED, self.verb)
            && clause_before(self.lower, self.g.start())
                .split_whitespace()
                .any(|w| lexicon::is_one_of(lexicon::FORMS_OF_BE, w));
        // "Relocates protobuf to avoid conflicts (`glide.com.google.protobuf`)": an infinitive
        // of purpose says why something is done; what follows it is described, not forbidden
        // (valkey-io/valkey-glide, round 31). "Try to avoid `x`" is the directive's own verb.
        let purpose = self.g.as_str() == "avoid"
            && self.word_before == Some("to")
            && self.lower[..self.g.start()]
                .trim_end()
                .strip_suffix("to")
                .and_then(|b| b.split_whitespace().next_back())
                .is_some_and(|w| {
                    !lexicon::is_one_of(
                        lexicon::INFINITIVE_HEADS,
                        w.trim_matches(|c: char| !c.is_alphanumeric()),
                    )
                });
        // "Headings such as `## Phase steps` … do not count — only the canonical `Phase <id>`
        // form": a subject's standing under a definition, not a ban on counting
        // (event4u-app/agent-config, round 212: `Phase` was banned from Python code).
        let clause = clause_before(self.lower, self.g.start());
        let subject = clause
            .trim_end()
            .trim_end_matches(|c: char| c.is_alphabetic())
            .chars()
            .any(char::is_alphanumeric)
            || code_before && clause.len() == self.g.start();
        let standing = matches!(self.g.as_str(), "do not" | "don't" | "dont" | "not")
            && lexicon::is_one_of(lexicon::STANDING_VERBS, self.verb)
            && subject;
        described || stated || third_person || passive || purpose || standing
    }

    /// Whether it forbids nothing: the means of something else, replaced prose, a state, a
    /// label.
    fn forbids_nothing(&self, code_before: bool) -> bool {
        // "can short-circuit by not calling `next()`": the means of something else; "so not
        // calling `super().parse()` is normal": a gerund after "not" names an act, it forbids
        // nothing (found on fsspec/projspec). "do not", "must not" keep their verb.
        let gerund = self.verb_after.len() > 4
            && self.verb_after.ends_with("ing")
            && !self
                .word_before
                .is_some_and(|w| lexicon::is_one_of(lexicon::NEGATED_AUXILIARIES, w));
        let means = self.g.as_str() == "not" && (self.word_before == Some("by") || gerund);
        // "enough instead of two, for … `x`": what is replaced is prose; the code after the
        // comma is not its object (microsoft/vstest).
        // So does a spaced dash: "Use `Result[A]` instead of exceptions - `type Result[+A] =
        // …`" defines the type it recommends (vim89/llm4s, round 247: the definition was
        // banned, inverted).
        let replaces_prose = lexicon::is_one_of(lexicon::REPLACEMENT_MARKERS, self.g.as_str())
            && (self.after.contains([',', ';', '.', ':', '—', '–']) || self.after.contains(" - "));
        // "Pre-commit not installed: `pipx install pre-commit`": a state, the problem a
        // remedy is given for (dragonflydb/dragonfly, not tuned on); "not allowed" bans.
        // So is an adjective of what can be done: "| Field-specific, not reusable |
        // `validate_<field_name>()` |" names the case the code is for
        // (VasuInukollu/pfsense-api, round 162); "not acceptable" bans.
        let state_word = self.verb_after.trim_end_matches(|c: char| !c.is_alphanumeric());
        let adjective_of_ability =
            state_word.len() > 6 && (state_word.ends_with("able") || state_word.ends_with("ible"));
        let state = self.g.as_str() == "not"
            && !self
                .word_before
                .is_some_and(|w| lexicon::is_one_of(lexicon::NEGATED_AUXILIARIES, w))
            && ((state_word.len() > 4 && state_word.ends_with("ed"))
                || adjective_of_ability
                || lexicon::is_one_of(lexicon::NEGATED_STATES, state_word))
            && !lexicon::is_one_of(lexicon::BANNING_PARTICIPLES, state_word);
        // "Success without data: `return c.json(BRES)`": a label before a colon, with no verb
        // before its "without", names a case; what follows the colon is what to write in it,
        // not what to do without (Cap-go/capgo, round 23: the prescribed response was banned).
        let label = self.g.as_str() == "without"
            && !code_before
            && labels_what_follows(self.lower, self.g.start(), self.g.end());
        // "Stop signals: `var/tmp/stop_<id>.signal`", "Stop-Signale": "stop" bans what follows
        // only as "stop doing" (axelkempf/Omega, round 170: the signal file's path was banned).
        let stop_as_noun =
            self.g.as_str() == "stop" && !(self.verb_after.len() > 4 && self.verb_after.ends_with("ing"));
        let sole_reliance = lexicon::SOLE_RELIANCE.iter().any(|phrase| {
            self.after.starts_with(phrase) && self.after[phrase.len()..].starts_with(|c: char| !c.is_alphanumeric())
        });
        means || replaces_prose || state || label || stop_as_noun || sole_reliance
    }

    /// The event of a negation that forbids what follows (or, cancelled, asks for it).
    fn event(&self, code_before: bool, code_after: bool) -> Event {
        let cancelled = NEGATION_CANCELLERS.iter().any(|c| {
            self.after.starts_with(c)
                && self.after[c.len()..]
                    .chars()
                    .next()
                    .is_none_or(|ch| !ch.is_alphanumeric())
        });
        if cancelled {
            Event::Role(Role::Required)
        } else if self.g.as_str() == "without" {
            Event::Without
        } else if lexicon::is_one_of(lexicon::REPLACEMENT_MARKERS, self.g.as_str()) {
            Event::Replaces {
                compares: code_after && self.after.is_empty(),
                bare: false,
                pairs: code_before && code_after && is_bare(self.lower, self.g.as_str()),
            }
        } else if self.g.as_str() == "not" && code_before && code_after && is_bare(self.lower, "not") {
            Event::Replaces {
                compares: true,
                bare: true,
                pairs: true,
            }
        } else {
            Event::Role(Role::Forbidden)
        }
    }
}

/// Parentheses, commas, arrows that replace and clause ends (with the statements after them)
/// in `lower`, into `found`.
fn boundaries(lower: &str, code_after: bool, arrow_cued: bool, found: &mut Vec<(usize, usize, Event)>) {
    // "`X` → `Y`", "`X` → use `Y`" replace; "`X` failing → its output lists …" does not.
    let replaces = |end: usize| arrow_replaces(&lower[end..], code_after, arrow_cued);
    for (i, ch) in lower.char_indices() {
        let event = match ch {
            '(' => Event::Open,
            ')' => Event::Close,
            ',' => Event::Comma,
            '→' if replaces(i + ch.len_utf8()) => Event::Arrow,
            _ => continue,
        };
        found.push((i, i + ch.len_utf8(), event));
    }
    for m in CLAUSE_END.find_iter(lower) {
        // "e.g. ", "i.e. ", "etc. ", "vs. " end no clause.
        let before = &lower[..m.start()];
        let abbreviation = ["e.g", "i.e", "etc", "vs", "eg", "ie"]
            .iter()
            .any(|a| before.ends_with(a) && !before[..before.len() - a.len()].ends_with(char::is_alphanumeric));
        if !m.as_str().contains(')') && !abbreviation {
            found.push((
                m.start(),
                m.end(),
                Event::End {
                    colon: m.as_str().starts_with(':'),
                },
            ));
            // A sentence after a directive that is not one itself states a fact: "Never leave
            // it unset. NuGet substitutes `Package Description` …" forbids no `Package
            // Description`. (One that is a directive restarts below.)
            let rest = lower[m.end()..].trim_start();
            let sentence_end = m.as_str().starts_with(['.', '!', '?', ';']);
            let dash = m.as_str().trim().starts_with(['—', '–', '-']);
            if (sentence_end || dash && states_its_subject(rest))
                && !crate::instructions::classify::starts_directive(rest)
            {
                found.push((m.end(), m.end(), Event::Statement));
            }
        }
    }
    for (i, _) in lower.match_indices("->") {
        if !replaces(i + 2) {
            continue;
        }
        found.push((i, i + 2, Event::Arrow));
    }
}

/// What is allowed, permitted, open-ended or in a relative clause in `lower`, into `found`.
fn state_markers(lower: &str, found: &mut Vec<(usize, usize, Event)>) {
    for m in ALLOWED_STATE.find_iter(lower) {
        found.push((m.start(), m.end(), Event::Allowed));
    }
    // "… may only depend on `x`": a permission, unless the modal is negated ("may not").
    for c in PERMISSION.captures_iter(lower) {
        let verb = c.get(1).expect("group");
        if !matches!(verb.as_str(), "not" | "never" | "no") {
            let at = c.get(0).expect("match").start();
            found.push((at, at, Event::Role(Role::Permitted)));
        }
    }
    for m in lexicon::OPEN_ENDED.captures_iter(lower) {
        let g = m.get(1).expect("group");
        found.push((g.start(), g.end(), Event::OpenEnded));
    }
    for m in RELATIVE.find_iter(lower) {
        found.push((m.start(), m.end(), Event::Relative));
    }
}

/// The events of `found` in order of place, with the restarts of imperative clauses, those of
/// relative clauses left out, and the verb of a prohibition not read as a requirement.
fn in_order(lower: &str, mut found: Vec<(usize, usize, Event)>) -> Vec<Event> {
    // Stable: a marker and a boundary at one offset keep the order they were found in.
    found.sort_by_key(|(i, _, _)| *i);
    // A clause that opens with an imperative ("don't edit it, regenerate it with `x`") asks
    // for what it names, whatever the clause before it forbade.
    let restarts: Vec<(usize, usize, Event)> = found
        .iter()
        .filter(|(_, _, e)| matches!(e, Event::Comma | Event::End { .. }))
        .filter_map(|&(_, end, _)| {
            let rest = lower[end..].trim_start();
            let at = lower.len() - rest.len();
            let imperative = crate::instructions::classify::starts_directive(rest)
                && lexicon::FORBID.find(rest).is_none_or(|m| m.start() != 0)
                && !continues_a_list_of_verbs(rest);
            imperative.then_some((at, at, Event::Restart))
        })
        .collect();
    found.extend(restarts);
    found.sort_by_key(|(i, _, _)| *i);
    // A marker inside a relative clause ("tests that don't fail") governs that clause only.
    let mut in_relative = false;
    found.retain(|(_, _, e)| match e {
        Event::Relative => {
            in_relative = true;
            false
        }
        Event::Comma | Event::End { .. } | Event::Close => {
            in_relative = false;
            true
        }
        Event::Role(Role::Forbidden | Role::Required) | Event::Without | Event::Replaces { .. } | Event::Restart => {
            !in_relative
        }
        _ => true,
    });
    // The verb of a prohibition is not a requirement: "never use", "don't ever use".
    let mut out = Vec::new();
    let mut forbid_end = None;
    for (start, end, event) in found {
        if let Event::Role(Role::Required) = event
            && forbid_end
                .is_some_and(|e: usize| start >= e && start <= e + 8 && !lower[e..start].contains([',', ';', '.']))
        {
            continue;
        }
        if let Event::Role(Role::Forbidden) | Event::Replaces { .. } = event {
            forbid_end = Some(end);
        }
        out.push(event);
    }
    out
}

/// "Do not modify, refactor, restyle, or "improve" any file under `x/`": a verb followed by a
/// comma or a conjunction is an item of the list of verbs the negation governs, not a clause
/// of its own (infiniflow/ragflow, round 23: the directory was read as recommended). `rest`:
/// the text after the comma.
fn continues_a_list_of_verbs(rest: &str) -> bool {
    let mut words = rest.split_whitespace();
    let (Some(verb), Some(next)) = (words.next(), words.next()) else {
        return false;
    };
    verb.ends_with(',') || matches!(next, "or" | "and" | "nor")
}

/// The text of `lower` from the start of the clause holding `at` up to `at`.
fn clause_before(lower: &str, at: usize) -> &str {
    lower[..at]
        .rsplit([',', ';', '.', ':', '—', '(', '!', '?'])
        .next()
        .unwrap_or("")
}

/// Whether the words around a marker at `start..end` of `lower` (a sentence's first prose) are
/// a label: no directive verb before it, and its clause ends in a colon before any code.
fn labels_what_follows(lower: &str, start: usize, end: usize) -> bool {
    let rest = &lower[end..];
    let stop = rest.find([',', ';', '.', ':', '—', '(', '`']);
    let before = &lower[..start];
    stop.is_some_and(|at| rest[at..].starts_with(':'))
        && lexicon::REQUIRE.find(before).is_none()
        && lexicon::FORBID.find(before).is_none()
        && !crate::instructions::classify::starts_directive(before.trim_start())
}

/// Whether a sentence's first prose is only a short topic label and its colon ("Paths: "):
/// no directive, example or condition marker before the colon.
fn is_topic_label(lower: &str) -> bool {
    let Some(label) = lower.trim().strip_suffix(':') else {
        return false;
    };
    let words = label.split_whitespace().count();
    (1..=3).contains(&words)
        && label
            .chars()
            .all(|c| c.is_alphabetic() || c.is_whitespace() || matches!(c, '-' | '/' | '&'))
        && !lexicon::REQUIRE.is_match(label)
        && !lexicon::FORBID.is_match(label)
        && !lexicon::EXAMPLE.is_match(label)
        && !lexicon::CONDITION.is_match(label)
        && !label.contains("example")
        && !crate::instructions::classify::starts_directive(label)
}

/// Whether the code spans around the prose piece at `index` spell one name two ways
/// ("`request_id` not `requestId`"): a pair that illustrates a naming convention, not a ban
/// on one name.
fn spelling_variants(pieces: &[Piece], index: usize) -> bool {
    let fold = |code: &str| -> String {
        code.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    match (index.checked_sub(1).map(|i| &pieces[i]), pieces.get(index + 1)) {
        (Some(Piece::Code(a)), Some(Piece::Code(b))) => a != b && fold(a) == fold(b),
        _ => false,
    }
}

/// A name that stands for any of its kind by convention: a generic type parameter
/// (`TInterface`, `TReadModel`: `T` and a capitalised word, C#'s and Java's naming) or a
/// `some…` name (`someVar`, `SomeService`).
fn is_stand_in_name(word: &str) -> bool {
    let mut chars = word.chars();
    let type_parameter = chars.next() == Some('T')
        && chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.next().is_some_and(|c| c.is_ascii_lowercase());
    let some = ["some", "Some"].iter().any(|p| {
        word.strip_prefix(p)
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
    });
    type_parameter || some
}

fn is_placeholder(code: &str) -> bool {
    let lower = code.to_lowercase();
    if lexicon::is_one_of(lexicon::PLACEHOLDERS, &lower)
        || lower.starts_with('<') && lower.ends_with('>')
        || lower.starts_with('{') && lower.ends_with('}') && !lower.contains(' ')
    {
        return true;
    }
    if is_template(code) || has_stand_in_argument(code) || has_stand_in_name(code) {
        return true;
    }
    // Code whose only names are placeholders (`foo()`, `"field": null`): a shape, not a
    // construct to match literally.
    let names: Vec<String> = words(&lower)
        .into_iter()
        .filter(|w| !lexicon::is_one_of(lexicon::LITERALS, w))
        .collect();
    // An expression of one-letter names (`a ? b : c ? d : e`) is a schema of the construct
    // (Alonso-Gil/fallacy, round 248: only the literal letters matched, no real nested
    // ternary did).
    let schema = names.len() >= 3
        && names.iter().all(|w| w.len() == 1)
        && code.contains(['?', ':', '&', '|', '+', '*', '/', '<', '>', '=']);
    schema || !names.is_empty() && names.iter().all(|w| lexicon::is_one_of(lexicon::PLACEHOLDERS, w))
}

/// Whether `code` is a template: a type stand-in, or a slot (`<name>`, `{name}`) in a name or
/// a path.
fn is_template(code: &str) -> bool {
    // A template: a type stand-in (`new Type[]`, `Option<T>`) or a `<name>` inside a path or a
    // name (`src/<platform>Main/`) makes the span a shape, whatever else it spells out.
    let type_placeholder = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| lexicon::TYPE_PLACEHOLDERS.binary_search(&w).is_ok() || is_stand_in_name(w));
    // `new <Entity>Id(…)`: a slot in any case joined to the name it is part of; no generic
    // type list opens after a space and runs into a word (Cratis/Chronicle's `.claude/rules`).
    static EMBEDDED_SLOT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"<[a-z][\w-]*>\w|/<[a-z][\w-]*>|<[a-z][\w-]*>/|(?:^|[\s(])<[A-Z]\w*>[A-Za-z]").expect("valid")
    });
    // `Cluster<Name>`: a slot named by a placeholder word, in any case (`Vec<String>` is a type).
    static NAMED_SLOT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"<(\w+)>").expect("valid"));
    let named_slot = NAMED_SLOT
        .captures_iter(code)
        .any(|c| lexicon::is_one_of(lexicon::PLACEHOLDERS, &c[1].to_lowercase()));
    // `search-by-{scope}`: a slot inside a name or path.
    // A quoted format string (`f"{_PATH}/search"`) is code as written.
    static BRACED_SLOT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"[\w/-]\{[a-z][a-z_]*\}|\{[a-z][a-z_]*\}[\w/-]").expect("valid"));
    let braced_slot = !code.contains(['"', '\'']) && BRACED_SLOT.is_match(code);
    // `X_MEMBERSHIP = ...()`: in a template, where an ellipsis stands for code, a one-letter
    // part of a name stands for any (lablup/backend.ai, found on a re-run of round 10's
    // repositories; alone, `E_ALL` and `O_RDONLY` are real names).
    let templated_letter = code.contains("...")
        && code
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| w.contains('_'))
            .any(|w| {
                w.split('_')
                    .any(|p| p.len() == 1 && p.chars().all(|c| c.is_ascii_uppercase()))
            });
    type_placeholder
        || templated_letter
        || named_slot
        // Markup (`<div>Text</div>`) has its tags closed.
        || EMBEDDED_SLOT.is_match(code) && !code.contains("</")
        || braced_slot
}

/// Whether an argument of `code` is a stand-in or the notation of an optional argument.
fn has_stand_in_argument(code: &str) -> bool {
    // `TODO(name)`, `f(x, y)`: an argument that is a stand-in; `.text([text])`, `f(a[, b])`:
    // the notation of an optional argument (electron/electron, round 9's half A: both became
    // literal patterns no code contains).
    // `Edit(<path>)`: a slot that is a whole argument (hyperdxio/hyperdx, round 23).
    static ARGUMENT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[(,]\s*(\w+)\s*[,)]").expect("valid"));
    static SLOT_ARGUMENT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"[(,]\s*<[a-z][\w-]*>\s*[,)]").expect("valid"));
    static OPTIONAL_ARGUMENT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\(\s*\[\s*\w+(?:\s*,\s*\w+)*\s*\]\s*\)|\[\s*,\s*\w+").expect("valid"));
    // `by.id('raw_string')`: a string argument that names what kind of string stands there
    // (mattermost/mattermost-mobile's `detox/CLAUDE.md`: "never hardcode `by.id('raw_string')`").
    // So does the last operand of a conditional (`e instanceof Error ? e.message : 'fallback'`:
    // simstudioai/sim, round 54, a pattern that matched only the literal `'fallback'`).
    static QUOTED_ARGUMENT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"[(,:]\s*['"](?:[a-z]+[_ -])?([a-z]+)['"]\s*(?:[,)]|$)"#).expect("valid"));
    ARGUMENT
        .captures_iter(code)
        .any(|c| lexicon::is_one_of(lexicon::PLACEHOLDERS, &c[1].to_lowercase()))
        || QUOTED_ARGUMENT
            .captures_iter(code)
            .any(|c| lexicon::is_one_of(lexicon::STRING_STAND_INS, &c[1]))
        || OPTIONAL_ARGUMENT.is_match(code)
        || SLOT_ARGUMENT.is_match(code)
}

/// Whether a name in `code` has a stand-in part, or an attribute or a key of it is a stand-in.
fn has_stand_in_name(code: &str) -> bool {
    // `// 1. Do X`: a comment whose words include an unknown (`X`, `Y`) shows the shape of
    // such comments; its other words are illustration too (gotenberg/gotenberg, round 207: a
    // pattern for "// 2. Do <word>" missed "// 2. Convert the file").
    let comment = ["//", "#", "/*", "--"].iter().any(|m| code.trim_start().starts_with(m));
    if comment
        && code
            .split_whitespace()
            .any(|w| matches!(w.trim_end_matches(['.', ',', ':']), "X" | "Y" | "Z"))
    {
        return true;
    }
    // `HAVE_X`, `CONFIG_FOO`: a macro family written with a placeholder for its last part
    // (vim/vim, round 8's half B: `#if HAVE_X` matched only the macro named `HAVE_X`).
    let placeholder_part = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter_map(|w| w.rsplit_once('_'))
        .any(|(head, last)| {
            !head.is_empty()
                && last.chars().all(|c| c.is_ascii_uppercase())
                // Not `MAX_VALUE` or `ENV_NAME`: the word placeholders are real names in capitals.
                && (last.len() == 1 || lexicon::is_one_of(lexicon::NAME_PART_PLACEHOLDERS, &last.to_lowercase()))
                && lexicon::is_one_of(lexicon::PLACEHOLDERS, &last.to_lowercase())
        });
    // `numXxx`, `xxxCount`: a name built around a stand-in part (facebookincubator/axiom,
    // round 10's half A).
    // `xxxx.yyyy`, `Zzz`: one of the letters that stand for unknowns, repeated
    // (softwaremill/sttp-ai, round 12: `import _root_.xxxx.yyyy` became a literal pattern).
    let repeated_unknown = |part: &str| {
        let lower = part.to_ascii_lowercase();
        lower.len() >= 3
            && ["xxx", "yyy", "zzz"]
                .iter()
                .any(|run| lower.chars().all(|c| run.starts_with(c)))
    };
    let stand_in_name_part = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .flat_map(name_parts)
        .any(|part| {
            lexicon::is_one_of(lexicon::NAME_PART_PLACEHOLDERS, &part.to_lowercase())
                || repeated_unknown(part)
                // `opts.skipX`, `forceX`: a capital X ending a name (2anki/server, round 41).
                || part == "X"
        });
    // `from ..module`, `self._adapters.domain.method()`: an attribute named for its kind, a
    // stand-in for any (lablup/backend.ai, round 10's half A).
    // R's `$` accessor too: `_$x` (tidyverse/ellmer, round 60).
    let stand_in_attribute = code
        .split(['.', '$'])
        .skip(1)
        .map(|segment| {
            segment
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("")
        })
        .any(|segment| {
            lexicon::is_one_of(lexicon::STAND_IN_ATTRIBUTES, segment)
                // `opts.x`: a one-letter stand-in as the attribute.
                || segment.len() == 1 && lexicon::is_one_of(lexicon::PLACEHOLDERS, segment)
        });
    // `_$[["x"]]`, `row["x"]`: a one-letter key stands for any key.
    static STAND_IN_KEY: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"\[\[?\s*["']([a-z])["']\s*\]"#).expect("valid"));
    let stand_in_attribute = stand_in_attribute
        || STAND_IN_KEY
            .captures_iter(code)
            .any(|c| lexicon::is_one_of(lexicon::PLACEHOLDERS, &c[1]));
    placeholder_part || stand_in_name_part || stand_in_attribute
}

/// The parts of a camelCase or PascalCase name (`numXxx` → `num`, `Xxx`).
fn name_parts(word: &str) -> Vec<&str> {
    let starts = word
        .char_indices()
        .filter(|&(i, c)| i > 0 && c.is_uppercase() && word[..i].ends_with(char::is_lowercase))
        .map(|(i, _)| i);
    let bounds: Vec<usize> = std::iter::once(0).chain(starts).chain([word.len()]).collect();
    bounds.windows(2).map(|w| &word[w[0]..w[1]]).collect()
}

/// The qualifiers of `text`: scope phrases ("in tests", "except in benchmarks"), and pull
/// requests named anywhere.
fn qualifiers(text: &str, spans: &[Span], for_bans: bool) -> Vec<Qualifier> {
    // A spaced hyphen is a dash: "except in tests - always handle errors" ends its scope there
    // (nushell/nushell, round 31).
    let numbered = without_codeless_directives(&numbered(text));
    let numbered = if for_bans {
        without_other_directives(&numbered, spans)
    } else {
        numbered
    };
    let numbered = without_other_conditioned_bans(&numbered.replace(" - ", " — "), spans);
    let numbered = without_recommending_clauses(&numbered, spans);
    let numbered = without_stated_reasons(&numbered, spans);
    let numbered = without_notes(&numbered, spans);
    let whole = without_permissions(&numbered);
    // "…, followed by a blank line and then a more thorough description in list format": the
    // words after "followed by" are more asked of the same thing, which the condition clause
    // below quotes whole; a scope or a manner inside them limits nothing of what came before
    // (Perdolique/starter, round 129's missed list: "in list format" declined the subject's
    // limit).
    static FOLLOWED_BY: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bfollowed by\b").expect("valid"));
    let numbered = FOLLOWED_BY
        .find(&whole)
        .map_or(whole.as_str(), |m| &whole[..m.start()])
        .to_owned();
    let mut out = Vec::new();
    // The GitHub CLI's pull-request commands: "the value passed to `gh pr create --title`"
    // is a PR title (lancedb/lancedb, round 14).
    let pull_request_command = spans.iter().any(|s| {
        let words: Vec<&str> = s.code.split_whitespace().collect();
        words.starts_with(&["gh", "pr"])
    });
    // "No trailers in the PR description, and none in commits either", "… in the commit — put
    // those in the PR description": a pull request named beside commits does not make the
    // instruction about pull requests alone (netbirdio/netbird, fluxcd/source-controller, round
    // 19). "Conventional Commits" names a format, not commits.
    if pull_request_command || lexicon::PULL_REQUEST.is_match(&whole) && !pull_request_beside_commits(&whole) {
        out.push(Qualifier::PullRequest);
    }
    out.extend(justified_exception(&numbered));
    out.extend(subject_path(text));
    out.extend(kind_of_change(&numbered));
    out.extend(age_of_files(&numbered, spans));
    out.extend(case_of_forbidden(&numbered, spans));
    out.extend(provenance(&numbered));
    out.extend(source_of_value(&numbered, spans));
    out.extend(restrictive_clause_of_forbidden(&numbered, spans));
    out.extend(case_before_arrow(&numbered, spans));
    out.extend(left_to_another(&numbered));
    for caps in CONDITION_CLAUSE.captures_iter(&whole) {
        if !concedes(&whole, &caps) {
            out.extend(condition_of(&caps[1], caps[2].trim(), spans));
        }
    }
    out.extend(purpose_of_ban(&numbered, spans));
    out.extend(purpose_of_use(&numbered, spans));
    out.extend(purpose_of_alternative(&numbered, spans));
    out.extend(absence_of_ban(&numbered, spans));
    out.extend(kind_at_location(&numbered, spans));
    out.extend(subject_of_ban(&numbered, spans));
    out.extend(judgement_of_forbidden(&numbered, spans));
    out.extend(scope_phrases(&numbered, spans));
    out.extend(code_excepted(&numbered, spans));
    out.extend(scopes_marked_only(&numbered, spans));
    out.extend(demonstrative_scope(&numbered));
    out.extend(fronted_circumstance(&numbered, spans));
    out.extend(library_of_member(&numbered, spans));
    out.extend(object_of_ban(&numbered, spans));
    out.extend(places_of_the_act(&numbered, spans));
    // Reasons quote the instruction's own code, not the tokens that stood for it.
    static TOKEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bcode(\d+)\b").expect("valid"));
    for q in &mut out {
        if let Qualifier::Other(text) = q {
            *text = TOKEN
                .replace_all(text, |c: &regex::Captures| {
                    let i: usize = c[1].parse().unwrap_or(usize::MAX);
                    spans
                        .get(i)
                        .map_or_else(|| c[0].to_owned(), |s| format!("`{}`", s.code))
                })
                .into_owned();
        }
    }
    out
}

/// `text` with its inline code as numbered tokens (`CODE0`, `CODE1`, …), so a phrase can name a
/// span: "in `src/`" is "in CODE0".
fn numbered(text: &str) -> String {
    let mut numbered = String::new();
    let mut n = 0;
    for piece in pieces(text) {
        match piece {
            Piece::Prose(p) => numbered.push_str(p),
            Piece::Code(_) => {
                numbered.push_str(&format!("CODE{n}"));
                n += 1;
            }
        }
    }
    numbered
}

/// The text without a later sentence that is a ban of its own under its own condition, or a
/// description ([`describes`]), and forbids none of the code the rule takes: "Use `pull_request`, not `pull_request_target`.
/// If you genuinely need secrets on a fork PR, never check out the PR's HEAD ref" (vercel/
/// next.js): the condition is the second ban's, not the first's. A later sentence that only
/// directs ("If you must, add a comment") may be the first ban's exception, and stays.
fn without_other_conditioned_bans(numbered: &str, spans: &[Span]) -> String {
    static SENTENCE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[^.;!?]+(?:[.;!?]+\s*|$)").expect("valid"));
    static CONDITIONED_BAN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:if|when|whenever|where|while)\b[^,;.]{1,120},\s*(?:you\s+)?(?:never|don't|do not|must not|should not|avoid)\b")
            .expect("valid")
    });
    SENTENCE
        .find_iter(numbered)
        .enumerate()
        .filter(|(i, sentence)| {
            let s = sentence.as_str();
            let names_forbidden = token_spans(s, spans).any(|t| t.is_some_and(|t| t.role == Role::Forbidden));
            *i == 0 || !(CONDITIONED_BAN.is_match(s) || describes(s)) || names_forbidden
        })
        .map(|(_, sentence)| sentence.as_str())
        .collect()
}

/// "Use `const` by default, `let` only when reassignment is needed, never `var`": a clause
/// that recommends other code under a condition, with no ban word, says when to use that
/// code; its condition is not the ban's (sklar/semafor, round 68).
fn without_recommending_clauses(numbered: &str, spans: &[Span]) -> String {
    static CONDITION: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:when|if|unless|only)\b").expect("valid"));
    let roles = |clause: &str| -> Vec<Option<Role>> { token_spans(clause, spans).map(|s| s.map(|s| s.role)).collect() };
    let bans = |clause: &str| words(clause).iter().any(|w| lexicon::is_one_of(lexicon::BAN_WORDS, w));
    // A parenthesis or a dash opens a clause too: "no `any` (use `unknown` if truly unknown)"
    // (super-productivity/super-productivity, round 72).
    let clauses: Vec<&str> = numbered.split_inclusive([',', ';', '(', '—', '.']).collect();
    if !clauses
        .iter()
        .any(|c| roles(c).contains(&Some(Role::Forbidden)) && bans(c))
    {
        return numbered.to_owned();
    }
    // A clause that keeps the banned code under its condition ("Keep `b()` only if the file
    // is generated") is the ban's exception, not another code's use.
    let banned: Vec<&str> = spans
        .iter()
        .filter(|s| s.role == Role::Forbidden)
        .map(|s| s.code.as_str())
        .collect();
    let codes = |clause: &str| -> Vec<&str> { token_spans(clause, spans).flatten().map(|s| s.code.as_str()).collect() };
    clauses
        .into_iter()
        .filter(|c| {
            let named = roles(c);
            let recommends = !named.is_empty()
                && named.iter().all(|r| *r == Some(Role::Required))
                && !codes(c).iter().any(|code| banned.contains(code));
            !(recommends && CONDITION.is_match(c) && !bans(c))
        })
        .collect()
}

/// The span each `CODE<n>` token of numbered text stands for (`None` for a number past them).
fn token_spans<'s>(text: &str, spans: &'s [Span]) -> impl Iterator<Item = Option<&'s Span>> {
    static TOKEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"CODE(\d+)").expect("valid"));
    TOKEN
        .captures_iter(text)
        .map(|c| c[1].parse::<usize>().ok().and_then(|i| spans.get(i)))
}

/// "Nothing under `lib/` may import `ioredis` at all. Use the vendored types in `x.ts`, and
/// extend them when you start calling a command they do not cover" (kibertoad/layered-loader,
/// round 131's missed list): of an instruction with a sentence that forbids code, the sentences
/// that ask for code of their own and forbid none are other directives, whose places and
/// conditions limit them, not the ban. `numbered` without them.
fn without_other_directives(numbered: &str, spans: &[Span]) -> String {
    let sentences = sentences_of(numbered);
    let roles = |part: &str| -> Vec<Role> { token_spans(part, spans).flatten().map(|s| s.role).collect() };
    if !sentences.iter().any(|s| roles(s).contains(&Role::Forbidden)) {
        return numbered.to_owned();
    }
    sentences
        .into_iter()
        .filter(|s| {
            let r = roles(s);
            !r.contains(&Role::Required) || r.contains(&Role::Forbidden)
        })
        .collect()
}

/// `numbered` without the sentences after its first that are other directives without code
/// ([`another_directive_without_code`]).
fn without_codeless_directives(numbered: &str) -> String {
    sentences_of(numbered)
        .into_iter()
        .enumerate()
        .filter(|(i, sentence)| *i == 0 || !another_directive_without_code(sentence))
        .map(|(_, sentence)| sentence)
        .collect()
}

/// The sentences of `numbered` (its inline code as tokens), each with what ends it: a stop
/// before a capital letter starts the next.
fn sentences_of(numbered: &str) -> Vec<&str> {
    static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[.!?]\s+[A-Z]").expect("valid"));
    let mut bounds: Vec<usize> = SENTENCE_END.find_iter(numbered).map(|m| m.end() - 1).collect();
    bounds.insert(0, 0);
    bounds.push(numbered.len());
    bounds.windows(2).map(|w| &numbered[w[0]..w[1]]).collect()
}

/// "Avoid `panic!` … and Clippy ignores. **Encode constraints in the type system.**": a
/// sentence without code that opens with an imperative verb and neither points back at the
/// ban ("Use **it** only in tests") nor limits it ("only", "except") asks for something else;
/// its places are its own (MatthewMckee4/karva, round 201's missed list).
fn another_directive_without_code(sentence: &str) -> bool {
    let words = words(sentence);
    let Some(first) = words.first() else {
        return false;
    };
    let points_back = words.iter().any(|w| {
        matches!(
            w.as_str(),
            "it" | "its"
                | "them"
                | "this"
                | "these"
                | "that"
                | "those"
                | "such"
                | "only"
                | "except"
                | "unless"
                | "outside"
                | "but"
                | "instead"
        )
    });
    !sentence.contains("CODE")
        && first != "always"
        && lexicon::is_one_of(crate::instructions::lexicon::IMPERATIVE_VERBS, first)
        && !lexicon::is_one_of(lexicon::BAN_WORDS, first)
        && !matches!(first.as_str(), "do" | "don" | "stop" | "refrain")
        && !points_back
}

/// "NEVER use `$fillable` – application uses `Model::unguard()` in AppServiceProvider": a clause
/// after a dash that states what its subject does ([`states_its_subject`]) and names no code
/// the rule bans or asks for is the reason; its places limit nothing (round 77).
fn without_stated_reasons(numbered: &str, spans: &[Span]) -> String {
    let acts_on_code = |clause: &str| {
        token_spans(clause, spans).any(|s| s.is_some_and(|s| matches!(s.role, Role::Forbidden | Role::Required)))
    };
    let mut out = String::new();
    for (n, clause) in numbered.split_inclusive(['—', '–']).enumerate() {
        let body = clause.trim_start().to_lowercase();
        let reason = n > 0 && states_its_subject(&body) && !acts_on_code(clause);
        if !reason {
            out.push_str(clause);
        }
    }
    out
}

/// The text without its parenthetical notes, whose places and conditions belong to what they
/// annotate, not to the rule: a note that cites ("(data race in init containers, see #13299)",
/// kumahq/kuma, round 99; "(see #123 for why)"), or one that only lists other code
/// ("(`@agenta/entities`, `@agenta/chat` when it exists)", Agenta-AI/agenta, round 99). A
/// parenthesis that opens with a scope word or restricts ("(only in tests)", "(except
/// `main.rs`)") is the rule's own qualifier and stays.
fn without_notes(numbered: &str, spans: &[Span]) -> String {
    static PARENTHESIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\(([^()]*)\)").expect("valid"));
    static CITES: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)(?:^|\W)(?:see|cf\.)\s|#\d+\b|https?://").expect("valid"));
    let is_note = |inner: &str| {
        let words = words(inner);
        let restricts = words
            .first()
            .is_some_and(|w| lexicon::is_one_of(lexicon::SCOPE_OPENERS, w))
            || words.iter().any(|w| lexicon::is_one_of(lexicon::RESTRICTING_WORDS, w));
        let roles: Vec<Option<Role>> = token_spans(inner, spans).map(|s| s.map(|s| s.role)).collect();
        let lists_other_code = !roles.is_empty()
            && roles
                .iter()
                .all(|r| r.is_some_and(|r| !matches!(r, Role::Forbidden | Role::Required)));
        !restricts && (CITES.is_match(inner) || lists_other_code)
    };
    PARENTHESIS
        .replace_all(
            numbered,
            |c: &regex::Captures| {
                if is_note(&c[1]) { String::new() } else { c[0].to_owned() }
            },
        )
        .into_owned()
}

/// "NEVER edit `.env` … only the user may change them. You may READ them if desired."
/// (fishgills/mud, round 116): a later sentence that only permits something else; its
/// condition is the permission's, not the ban's.
fn without_permissions(numbered: &str) -> String {
    numbered
        .split_inclusive(['.', '!', '?'])
        .enumerate()
        .filter(|(i, sentence)| *i == 0 || !only_permits(&sentence.to_lowercase()))
        .map(|(_, sentence)| sentence)
        .collect()
}

/// "Tolerates already-removed paths (no error if file doesn't exist)": a later sentence led by
/// a verb in the third person, without a modal, tells what the thing just named does; its
/// conditions are the thing's, not the rule's (quarto-dev/quarto-cli, round 64).
fn describes(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    let mut words = lower.split_whitespace();
    let (Some(verb), Some(next)) = (words.next(), words.next()) else {
        return false;
    };
    is_third_person_verb(verb)
        && !lexicon::is_one_of(lexicon::STATING_AUXILIARIES, next)
        && !lexicon::STRONG.is_match(&lower)
}

/// Whether the `CODE<n>` token numbered `n` stands for a forbidden span.
fn is_forbidden_token(n: &str, spans: &[Span]) -> bool {
    n.parse::<usize>()
        .ok()
        .and_then(|i| spans.get(i))
        .is_some_and(|s| s.role == Role::Forbidden)
}

/// "No unsafe code without explicit justification": the justification (a `// SAFETY:`
/// comment, a reason beside the suppression) is in the code, and a rule that flags every use
/// flags the justified ones too (MervinPraison/PraisonAI, round 69).
fn justified_exception(numbered: &str) -> Option<Qualifier> {
    static WITHOUT: LazyLock<Regex> = LazyLock::new(|| {
        // Longest first, so "comment explaining" wins over "comment".
        let mut what = lexicon::JUSTIFICATIONS.to_vec();
        what.sort_by_key(|w| std::cmp::Reverse(w.len()));
        let what = what.join("|");
        Regex::new(&format!(
            r"(?i)\b(?:without|absent)\s+(?:an?\s+|the\s+|any\s+)?(?:\w+\s+)?({what})\b"
        ))
        .expect("valid")
    });
    WITHOUT
        .captures(numbered)
        .map(|c| Qualifier::Other(c[0].to_lowercase()))
}

/// "`src/**` MUST NOT import from `docs/**`": a path that opens the sentence as the subject
/// of its modal is where the rule holds (vincent-kk/albatrion, round 72: the ban read the
/// package's build scripts too). A directory's glob (`src/**`) is the directory.
fn subject_path(text: &str) -> Option<Qualifier> {
    static MODAL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:files\s+|code\s+)?(?:must|should|shall|may|cannot|can't|never)\b").expect("valid")
    });
    let pieces = pieces(text);
    let [Piece::Prose(before), Piece::Code(code), Piece::Prose(after), ..] = pieces.as_slice() else {
        return None;
    };
    if !before.trim_matches(|c: char| !c.is_alphanumeric()).is_empty()
        || !code.contains('/')
        || !is_path_like(code)
        || !MODAL.is_match(after)
    {
        return None;
    }
    let directory = code.trim_end_matches("**/*").trim_end_matches("**");
    Some(Qualifier::Path(directory.to_owned()))
}

/// "as part of broader codebase changes": the kind of change a rule holds for.
fn kind_of_change(numbered: &str) -> Vec<Qualifier> {
    let mut out = Vec::new();
    // "Modify `x` as part of broader codebase changes": the kind of change the rule holds for
    // (vercel/ai, not tuned on); "as part of your change" is the commit itself.
    static AS_PART_OF: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bas (?:a )?part of ([^,;:.()—|]{1,60})").expect("valid"));
    for caps in AS_PART_OF.captures_iter(numbered) {
        let object = caps[1].trim().to_lowercase();
        let own_change = object
            .split_whitespace()
            .filter(|w| {
                !matches!(
                    *w,
                    "the" | "your" | "each" | "every" | "a" | "this" | "that" | "any" | "same"
                )
            })
            .all(|w| {
                matches!(
                    w,
                    "change" | "changes" | "commit" | "commits" | "pr" | "prs" | "pull" | "request" | "requests"
                )
            });
        if !own_change {
            out.push(Qualifier::Other(format!("as part of {object}")));
        }
    }
    out
}

/// "Do not add `eslint-disable max-lines` to new files" holds for the files a change adds, not
/// for a line added to an old one (polarsource/polar, round 22); "in existing files" for the
/// others. "New code" is every added line, which is what a rule reads anyway. So is the subject
/// of a sentence: "New source files get a current-year header" (quarto-dev/quarto-cli, round
/// 64), "every new module".
fn age_of_files(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static AGED_FILES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)(?:^\W*|\b(?:to|in|into|for|on|every|all|each|adding|creating)\s+)",
            r"(new|newly added|existing|old|legacy)\s+(?:source\s+)?(?:files?|modules?|components?|scripts?)\b",
        ))
        .expect("valid")
    });
    // "When creating an AGENTS.md, add same-directory CLAUDE.md … symlinks"
    // (agentty-xyz/agentty, round 159: the companion rule failed every edit of an AGENTS.md).
    static CREATING_A_FILE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)\b(?:when|whenever|if|after|on)\s+(?:you\s+)?(?:create|creating|add|adding)\s+",
            r"(?:a\s+|an\s+|the\s+|any\s+)?(?:new\s+)?code(\d+)",
        ))
        .expect("valid")
    });
    let creates_a_file = CREATING_A_FILE.captures_iter(numbered).any(|caps| {
        caps[1]
            .parse::<usize>()
            .ok()
            .and_then(|i| spans.get(i))
            .is_some_and(|span| is_path_like(&span.code))
    });
    AGED_FILES
        .captures_iter(numbered)
        .map(|caps| match caps[1].to_lowercase().as_str() {
            "new" | "newly added" => Qualifier::NewFiles,
            age => Qualifier::Other(format!("in {age} files")),
        })
        .chain(creates_a_file.then_some(Qualifier::NewFiles))
        .collect()
}

/// A forbidden construct only in one case of its use: "`STRLEN()` on literals", "`slog.Log`
/// with custom levels", "`text/template` without `Option(…)`".
fn case_of_forbidden(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    let mut out = Vec::new();
    let forbidden = |n: &str| is_forbidden_token(n, spans);
    // "Avoid `STRLEN()` on literals": the construct only in one case of its use, which a
    // pattern for the construct cannot see (vim/vim, round 8's half B).
    // So does the passive ban: "`var` must not be used on SDK types" (devRael1/TorBoxSDK,
    // round 93: the rule forbade every `var`, which the file allows elsewhere).
    static ON_CASE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)\bCODE(\d+)\s+(?:(?:must|should|shall|may|can)(?:\s+not|\s+never|n't)\s+be\s+(?:used|applied)\s+)?",
            r"on\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)",
        ))
        .expect("valid")
    });
    for caps in ON_CASE.captures_iter(numbered) {
        // Only what is forbidden: "put `# @tracked` on the line after" places what it asks for.
        if forbidden(&caps[1]) {
            out.push(Qualifier::Other(format!("on {}", caps[2].trim())));
        }
    }
    // "Never use `slog.Log` with custom numeric levels", "Uses `text/template` without
    // `Option(…)`": the construct only together with, or without, something a pattern for
    // the construct cannot see (sortie-ai/sortie, round 10's half B).
    static WITH_CASE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bCODE(\d+)\s+(with|without)\s+(CODE\d+|[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})").expect("valid")
    });
    for caps in WITH_CASE.captures_iter(numbered) {
        if forbidden(&caps[1]) {
            let what = match caps[3].strip_prefix("CODE").and_then(|n| n.parse::<usize>().ok()) {
                Some(i) => spans.get(i).map(|s| format!("`{}`", s.code)).unwrap_or_default(),
                None => caps[3].to_lowercase(),
            };
            out.push(Qualifier::Other(format!("{} {what}", caps[2].to_lowercase())));
        }
    }
    out
}

/// "a LIVE badge must come from `Registry`, never `isLive: true` or `Math.random()`": what the
/// sentence forbids is a source of one value, its subject's, and elsewhere the same code is
/// another matter (mcxel/musicians-index-api, round 183: every `Math.random()` failed, ids
/// and animation jitter included). No check tells which value a call feeds.
fn source_of_value(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static SOURCE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)([^,;:.—–]{3,80}?)\s+(?:must|should|shall|has to|have to|needs? to)\s+(?:only\s+|always\s+)?",
            r"(?:come|be derived|derive|be sourced|be computed|be taken|originate|be fetched|be loaded)\s+",
            r"(?:only\s+)?from\b",
        ))
        .expect("valid")
    });
    let Some(caps) = SOURCE.captures(numbered) else {
        return vec![];
    };
    let end = caps.get(0).map_or(0, |m| m.end());
    if !numbered_names_forbidden(&numbered[end..], spans) {
        return vec![];
    }
    let subject: Vec<&str> = caps[1].split_whitespace().collect();
    let subject = subject[subject.len().saturating_sub(5)..].join(" ");
    vec![Qualifier::Other(format!(
        "as the source of {}",
        subject.trim_matches('*')
    ))]
}

/// "No `!` non-null assertions on values that could legitimately be undefined": a relative
/// clause picks the uses of the forbidden code the ban is about, which a check on the code
/// cannot tell from the others (Eskyee/baseFM, round 184: every `!` failed).
fn restrictive_clause_of_forbidden(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static RESTRICTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^[\w\s-]{0,40}?\b(?:on|for|in|of|with|to|inside|from)\s+((?:[\w-]+\s+){1,3}?(?:that|which|whose)\s+[\w-]+)")
            .expect("valid")
    });
    let Some(first) = spans.iter().position(|s| s.role == Role::Forbidden) else {
        return vec![];
    };
    let Some(at) = numbered.find(&format!("CODE{first}")) else {
        return vec![];
    };
    let after = &numbered[at + format!("CODE{first}").len()..];
    let clause = after.split(['.', ';', '!', '?', '—', '(']).next().unwrap_or("");
    RESTRICTED
        .captures(clause)
        .map(|c| vec![Qualifier::Other(format!("{} …", c[1].trim()))])
        .unwrap_or_default()
}

/// "Empty = row didn't exist -> return `notFound()`, not `ok()`": a case stated in prose
/// before an arrow is the condition of the directive after it, and the ban holds in that case
/// only (DCSV-io/D2-WORX, round 188: every `ok(` failed). An arrow after code ("`a()` →
/// `b()`") replaces, and is no case.
fn case_before_arrow(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    // Between clauses, with space before it: "event→read-model" joins two nouns (Cratis/AI).
    let Some((at, arrow)) = numbered
        .match_indices("->")
        .chain(numbered.match_indices('→'))
        .filter(|(at, _)| numbered[..*at].ends_with(char::is_whitespace))
        .min_by_key(|(at, _)| *at)
    else {
        return vec![];
    };
    let forbidden_after = numbered_names_forbidden(&numbered[at + arrow.len()..], spans);
    let case = numbered[..at]
        .rsplit(['.', ';', ':', '!', '?'])
        .next()
        .unwrap_or("")
        .trim();
    let words = case
        .split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic))
        .count();
    if !forbidden_after || case.contains("CODE") || words < 2 {
        return vec![];
    }
    vec![Qualifier::Other(format!(
        "when {}",
        case.trim_matches(|c: char| c == '*' || c == '_')
    ))]
}

/// "Files derived from an external source …": files of one provenance.
fn provenance(numbered: &str) -> Vec<Qualifier> {
    let mut out = Vec::new();
    // "Files derived from an external source keep their upstream copyright line": files of one
    // provenance, which a commit does not show (facebook/rocksdb, round 9's half A: the rule
    // held every new file to it).
    static PROVENANCE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(files?|code|sources?|modules?|classes|headers?)\s+(?:that\s+(?:are|is|were|was)\s+)?([a-z]+)\s+(?:from|off|on)\b")
            .expect("valid")
    });
    for caps in PROVENANCE.captures_iter(numbered) {
        if lexicon::is_one_of(lexicon::PROVENANCE_PARTICIPLES, &caps[2].to_lowercase()) {
            out.push(Qualifier::Other(
                format!("{} {} from …", &caps[1], &caps[2]).to_lowercase(),
            ));
        }
    }
    out
}

/// "DO NOT specify attribution lines or Co-Authored-By - Let commit-manager follow its own
/// guidelines for those" (llbbl/repjan, round 127): what the sentence keeps the reader from
/// writing is left to another agent or tool, whose commits may carry it. A check of the
/// commit sees the result, not who decided it.
fn left_to_another(numbered: &str) -> Vec<Qualifier> {
    static LEFT_TO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(concat!(
            r"(?i)\blet\s+(?:the\s+)?([\w-]+)(?:\s+(?:agent|tool|bot|hook|script|command))?\s+",
            r"(?:follow\s+(?:its|their)\s+own|decide|choose|determine|handle|take\s+care\s+of)\b",
            r"|\bleave\s+(?:it|them|those|that|this)\s+to\s+(?:the\s+)?([\w-]+)",
        ))
        .expect("valid")
    });
    LEFT_TO
        .captures_iter(numbered)
        .filter_map(|c| c.get(1).or(c.get(2)))
        .map(|who| Qualifier::Other(format!("left to {}", who.as_str())))
        .collect()
}

/// "Never `os.Open` it as root": a ban on a construct applied to what another sentence names
/// (netbirdio/netbird, round 19: every `os.Open` was flagged), and "`@var` tags that ECS would
/// strip": a kind of the construct a tool decides (rectorphp/rector-src, round 19). A pattern
/// for the construct sees neither.
fn object_of_ban(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static PRONOUN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\bCODE(\d+)\s+(it|them)\b").expect("valid"));
    static DECIDED_BY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\bCODE(\d+)[^.;:—]*?\b((?:that|which)\s+[A-Za-z][\w-]*\s+(?:would|will|can|could|might)\s+\w+)")
            .expect("valid")
    });
    let forbidden = |i: &str| {
        i.parse::<usize>()
            .ok()
            .and_then(|i| spans.get(i))
            .is_some_and(|s| s.role == Role::Forbidden)
    };
    let mut out = Vec::new();
    for caps in PRONOUN.captures_iter(numbered).filter(|c| forbidden(&c[1])) {
        out.push(Qualifier::Other(format!("applied to what “{}” stands for", &caps[2])));
    }
    for caps in DECIDED_BY.captures_iter(numbered).filter(|c| forbidden(&c[1])) {
        out.push(Qualifier::Other(caps[2].to_owned()));
    }
    out
}

/// "AssertJ `.as(...)`": a member named after the library it belongs to. A pattern sees the
/// member's name, not whose it is, and `.as(` is also Reactor's (open-telemetry/
/// opentelemetry-java-instrumentation, round 18). The library is a CamelCase name (`AssertJ`,
/// `JUnit`, `NumPy`) that is not a language's.
fn library_of_member(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static NAMED_MEMBER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b([A-Za-z][a-z]*[A-Z]\w*) CODE(\d+)\b").expect("valid"));
    NAMED_MEMBER
        .captures_iter(numbered)
        .filter_map(|caps| {
            let library = caps.get(1)?.as_str();
            let span = spans.get(caps[2].parse::<usize>().ok()?)?;
            let member = span.code.starts_with('.') && span.code[1..].starts_with(|c: char| c.is_alphabetic());
            let camel_case = library.chars().any(|c| c.is_ascii_lowercase()); // not "NEVER"
            (member && camel_case && span.role == Role::Forbidden && params::languages_named(library).is_empty())
                .then(|| Qualifier::Other(format!("`{}` of {library}", span.code)))
        })
        .collect()
}

/// "Do not add `# noqa` comments … to these functions": things the text around the sentence
/// names ("these", "those", "such"), which no check can tell from others of their kind
/// (roaming-panda-llc/sequence-mcp: the ban had read every test file).
fn demonstrative_scope(numbered: &str) -> Vec<Qualifier> {
    static DEMONSTRATIVE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(to|on|in|for|from|into|inside|within)\s+(these|those|such)\s+([a-z][\w-]*)").expect("valid")
    });
    DEMONSTRATIVE
        .captures_iter(numbered)
        .filter(|c| !c[3].starts_with("CODE"))
        .map(|c| Qualifier::Other(format!("{} {} {}", c[1].to_lowercase(), c[2].to_lowercase(), &c[3])))
        .collect()
}

/// "Never use `sleep()` (integration tests only)", "(`src/` only)": a place a parenthesis marks
/// with "only" is the rule's scope, as "only in integration tests" is. It had been dropped, and
/// the ban read everywhere.
fn scopes_marked_only(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static MARKED_ONLY: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\(\s*(?:in\s+|for\s+)?([^()]{1,60}?)\s+only\s*\)").expect("valid"));
    // "(JSONL only)" says what is allowed instead, not where: a phrase names a place when
    // the scope reads it as one, or when it ends in a noun of places or code.
    let names_a_place = |phrase: &str, scope: &[Qualifier]| {
        let last = phrase.rsplit(' ').next().unwrap_or("").to_lowercase();
        !matches!(scope, [Qualifier::Other(_)])
            || lexicon::is_one_of(lexicon::PLACE_NOUNS, &last)
            || lexicon::is_one_of(lexicon::SCOPE_HEAD_NOUNS, &last)
    };
    MARKED_ONLY
        .captures_iter(numbered)
        .flat_map(|c| {
            let phrase = noun_phrase(&c[1]);
            let scope = scope_of(&phrase, false, spans);
            if names_a_place(&phrase, &scope) {
                scope
            } else {
                Vec::new()
            }
        })
        .collect()
}

/// "No `var` except: `int`, `string`, `bool`" (tui-cs/Terminal.Gui, round 203: every `var`
/// failed), "except `x`": code the ban exempts, which is no place ([`scope_phrases`] reads
/// "except `tests/`") and which a rule on the banned code cannot tell apart from the rest.
fn code_excepted(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static EXCEPTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:except|excluding|other than|apart from)\s*:?\s+(?:for\s+)?CODE(\d+)").expect("valid")
    });
    // A ban that elides part of its code (`#[allow(...)]`) meets the exception where it fills
    // the elision, which another reading reports.
    let elides = spans
        .iter()
        .any(|s| s.role == Role::Forbidden && (s.code.contains("...") || s.code.contains('…')));
    // Code a place noun follows is a place ("except `json`/`events` packages"), a scope.
    let before_a_place = |end: usize| {
        numbered[end..]
            .split(|c: char| !c.is_alphanumeric())
            .find(|w| !w.is_empty() && !w.starts_with("CODE"))
            .is_some_and(|w| lexicon::is_one_of(lexicon::PLACE_NOUNS, &w.to_lowercase()))
    };
    if elides {
        return Vec::new();
    }
    EXCEPTED
        .captures_iter(numbered)
        .filter(|c| !before_a_place(c.get(0).map_or(0, |m| m.end())))
        .filter_map(|c| spans.get(c[1].parse::<usize>().ok()?))
        .filter(|span| span.role != Role::Forbidden && !params::is_path_like(&span.code))
        .map(|span| Qualifier::Other(format!("except `{}`", span.code)))
        .take(1)
        .collect()
}

/// Whether the preposition after `before` is no scope's: "built-in modules", "opt-in flags"
/// (a word's hyphenated end), or "(included in `.gitignore`)", where a thing is listed.
fn no_scope_preposition(before: &str, preposition: &str) -> bool {
    let word_before = before.split_whitespace().next_back().unwrap_or("").to_lowercase();
    let phrase = format!("{} {preposition}", word_before.trim_start_matches('('));
    before.ends_with('-') || lexicon::is_one_of(lexicon::CITATION_MARKERS, &phrase)
}

/// Scope phrases: "in tests", "except in benchmarks", "under `src/`", "`s.NoError` from
/// goroutines", and the circumstance after "under" of a forbidden construct.
fn scope_phrases(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    let mut out = Vec::new();
    let forbidden = |n: &str| is_forbidden_token(n, spans);
    let mut at = 0;
    while let Some(caps) = SCOPE_PHRASE.captures_at(numbered, at) {
        let preposition = caps[1].to_lowercase();
        let whole = caps.get(3).expect("group");
        let raw = whole.as_str();
        let phrase_len = PHRASE_END.find(raw).map_or(raw.len(), |end| end.start());
        // The next phrase may start where this one's words end ("in Python code outside tests").
        at = whole.start() + phrase_len.max(1);
        if no_scope_preposition(&numbered[..caps.get(1).expect("group").start()], &preposition) {
            continue;
        }
        let object = noun_phrase(raw);
        if object.is_empty() || in_a_manner(preposition.as_str(), &numbered[whole.start()..]) {
            continue;
        }
        let outside = ["except", "outside", "excluding", "but not"]
            .iter()
            .any(|p| preposition.starts_with(p));
        // A bare "except" before code or a condition ("except `x`", "except when …") is not a
        // place: the condition clauses read the latter. Code a place noun follows is one
        // ("except `json`/`events` packages": github/copilot-sdk, round 86, whose Javadoc rule
        // had dropped the exception).
        let names_places = object
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .find(|w| !w.starts_with("CODE"))
            .is_some_and(|w| lexicon::is_one_of(lexicon::PLACE_NOUNS, &w.to_lowercase()));
        if matches!(preposition.as_str(), "except" | "excluding")
            && (object.starts_with("CODE") && !names_places
                || ["when", "if", "where", "as"].contains(&object.split(' ').next().unwrap_or("")))
        {
            continue;
        }
        // "under 72 characters": a limit, and "under `src/`" a place; "call `_x()` under
        // external lock": the circumstance of a forbidden construct, which a pattern for the
        // construct cannot see (mcp-hangar/mcp-hangar, round 12).
        if preposition == "under" && !object.starts_with("CODE") {
            let before = numbered[..caps.get(0).expect("match").start()].trim_end_matches([' ', ')']);
            let after_forbidden = before
                .rsplit(|c: char| !c.is_alphanumeric())
                .next()
                .and_then(|w| w.strip_prefix("CODE"))
                .is_some_and(forbidden);
            let intensifier = object
                .split_whitespace()
                .any(|w| lexicon::is_one_of(NOT_SCOPES, &w.to_lowercase()));
            if after_forbidden && !intensifier && !object.starts_with(|c: char| c.is_ascii_digit()) {
                out.push(Qualifier::Other(format!("under {}", object.to_lowercase())));
            }
            continue;
        }
        // "import `x` from `y`": a module after "from" is what the rule is about, not where
        // it applies.
        // "from" scopes the construct it follows ("`s.NoError` from goroutines"), not the
        // object of another verb ("trigger workflows from webhooks", "branch from main"), and
        // a module after it is what the rule is about ("import `x` from `y`").
        if preposition == "from" {
            let before = numbered[..caps.get(0).expect("match").start()].trim_end_matches([' ', ')']);
            // "`flush()` synchronously from async code": an adverb may stand between.
            let before = before
                .rsplit_once(' ')
                .filter(|(_, w)| w.len() > 4 && w.ends_with("ly") && w.chars().all(|c| c.is_ascii_lowercase()))
                .map_or(before, |(b, _)| b.trim_end_matches([' ', ')']));
            let follows_code = before.rsplit(|c: char| !c.is_alphanumeric()).next().is_some_and(|w| {
                w.strip_prefix("CODE")
                    .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            });
            if !follows_code || object.starts_with("CODE") {
                continue;
            }
        }
        if object.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        // "in the PR description, and none in commits either": the commits are in scope too;
        // "put those in the PR description": where they go instead.
        if lexicon::PULL_REQUEST.is_match(&object) && pull_request_beside_commits(numbered) {
            continue;
        }
        out.extend(scope_of(&object, outside, spans));
        // "in `src/` or `crates/`": every place of the list.
        static MORE_PLACES: LazyLock<Regex> =
            LazyLock::new(|| Regex::new(r"^(?:\s*,)?\s*(?:,|or|and)\s+(CODE\d+)\b").expect("valid"));
        let mut rest = &raw[phrase_len..];
        while object.starts_with("CODE")
            && let Some(caps) = MORE_PLACES.captures(rest)
        {
            out.extend(scope_of(&caps[1], outside, spans));
            rest = &rest[caps.get(0).expect("match").end()..];
        }
    }
    out
}

/// "On hot paths, avoid unnecessary allocations": a circumstance fronted with "on" narrows what
/// follows it (weaviate/weaviate, round 25). Only a sentence's opening "on" is read so: inside
/// a sentence it names the object of an act ("call `x` on literals").
fn fronted_circumstance(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static FRONTED_ON: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?:^|[.;:!?]\s+)[Oo]n\s+((?:the|all|any|a|an|each|every)\s+)?([^,;:.()—|]{1,40}),").expect("valid")
    });
    FRONTED_ON
        .captures_iter(numbered)
        .flat_map(|caps| scope_of(&caps[2], false, spans))
        .map(|q| match q {
            Qualifier::Other(what) => Qualifier::Other(format!("on {}", what.trim_start_matches("in "))),
            other => other,
        })
        .collect()
}

/// The noun phrase at the start of `raw` (up to [`PHRASE_END`]), at most four words: the
/// object of a scope preposition or of "for".
fn noun_phrase(raw: &str) -> String {
    let end = PHRASE_END.find(raw).map_or(raw.len(), |end| end.start());
    raw[..end].split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// "no unnecessary `this.`", "over broad `any`": a forbidden construct qualified by a judgement
/// ([`lexicon::JUDGED_MODIFIERS`]), and "Override `a`, never `b`": one whose verb defines
/// ([`lexicon::DEFINITION_VERBS`]). Both forbid some uses of the construct, which a pattern on
/// it cannot tell from the others.
fn judgement_of_forbidden(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    let Some(first) = spans.iter().position(|s| s.role == Role::Forbidden) else {
        return vec![];
    };
    let token = format!("CODE{first}");
    let Some(at) = numbered.find(&token) else { return vec![] };
    let before: Vec<String> = numbered[..at]
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    if let Some(judged) = spans
        .iter()
        .enumerate()
        .filter(|(_, s)| s.role == Role::Forbidden)
        .find_map(|(i, _)| {
            let at = numbered.find(&format!("CODE{i}"))?;
            let word = numbered[..at].split_whitespace().next_back()?.to_lowercase();
            lexicon::is_one_of(lexicon::JUDGED_MODIFIERS, &word).then_some(word)
        })
    {
        return vec![Qualifier::Other(format!("{judged} …"))];
    }
    if let Some((code, noun)) = spans
        .iter()
        .enumerate()
        .filter(|(_, s)| s.role == Role::Forbidden)
        .find_map(|(i, s)| {
            let token = format!("CODE{i}");
            let at = numbered.find(&token)? + token.len();
            let next = numbered[at..].split_whitespace().next()?;
            let noun = next.trim_end_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
            lexicon::is_one_of(lexicon::USE_KIND_NOUNS, &noun).then_some((s.code.as_str(), noun))
        })
    {
        return vec![Qualifier::Other(format!("`{code}` {noun}"))];
    }
    before
        .iter()
        .find(|w| lexicon::is_one_of(lexicon::DEFINITION_VERBS, w))
        .map(|verb| Qualifier::Other(format!("{verb} …")))
        .into_iter()
        .collect()
}

/// "Domain objects (`Chat`, …) never reference `RubyLLM::Providers`", "Handlers must not call
/// `db`": a ban stated of a subject holds for the code that subject names, and only there. A
/// subject a kind expresses (tests, production code, a language) narrows the rule; any other
/// ("domain objects") is a qualifier no kind expresses. A ban addressed to the reader or about
/// the whole change ("Agents must never …", "Commits must not …"), and a passive one whose
/// subject is the forbidden code itself ("`x` must never be used"), are not narrowed.
fn subject_of_ban(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static BAN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:(?:must|should|shall|may|can)\s+(?:not|never)|mustn't|shouldn't|cannot|can't|never)\b")
            .expect("valid")
    });
    // "New WebAPI E2E tests should use `a` instead of `b`" forbids `b` of its subject too
    // (Altinn/dialogporten, round 10's half A), when no ban of its own says it.
    static PREFERENCE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:must|should|shall)\s+(?:always\s+)?(?:use|prefer)\b").expect("valid"));
    static PARENTHESIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\([^)]*\)").expect("valid"));
    if !spans.iter().any(|s| s.role == Role::Forbidden) {
        return vec![];
    }
    let Some(ban) = BAN.find(numbered).or_else(|| PREFERENCE.find(numbered)) else {
        return vec![];
    };
    if numbered[ban.end()..].trim_start().to_lowercase().starts_with("be ") {
        return vec![];
    }
    // The clause the ban is in, its parentheses and emphasis aside.
    let before = PARENTHESIS.replace_all(&numbered[..ban.start()], "");
    // Its own sentence: "No VSTest - Use `a` only. NEVER use `b`." has no subject.
    let own = [". ", "! ", "? "]
        .iter()
        .filter_map(|end| before.rfind(end).map(|at| at + end.len()))
        .max()
        .map_or(&*before, |at| &before[at..]);
    let sentence = own.rsplit([':', ';', '—', '–', '|']).next().unwrap_or("");
    let pieces: Vec<&str> = sentence.split(',').collect();
    let last = pieces.last().copied().unwrap_or("");
    // "Individual feature, fix, documentation, and dependency PRs must not …": a list of
    // short items is one subject (microsoft/agent-framework, round 8's half B: "and
    // dependency PRs" read as no subject at all).
    let mut last_words = last.split_whitespace();
    let listed = pieces.len() > 1
        && matches!(last_words.next(), Some("and" | "or"))
        // "…, and you must not": a clause of its own, not an item.
        && last_words
            .next()
            .is_some_and(|w| !lexicon::is_one_of(lexicon::UNSCOPED_SUBJECTS, &w.to_lowercase()))
        && pieces[..pieces.len() - 1]
            .iter()
            .all(|p| (1..=3).contains(&p.split_whitespace().count()));
    let clause = if listed { sentence } else { last }.replace(['*', '_'], " ");
    // A word is no subject without a letter or digit: "⚠️ NEVER edit …" (inkeep/agents,
    // round 23).
    let words: Vec<&str> = clause
        .split_whitespace()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .filter(|w| !(listed && matches!(*w, "and" | "or")))
        .collect();
    // A list is as long as its last item.
    let length = if listed {
        last.split_whitespace().count() - 1
    } else {
        words.len()
    };
    // "New WebAPI E2E tests should use …": "new" says which code, the words after it what
    // code (Altinn/dialogporten, round 10's half A); "New code" is all new code.
    let Some(first) = words
        .iter()
        .map(|w| w.to_lowercase())
        .find(|w| w != "new")
        .or_else(|| words.first().map(|w| w.to_lowercase()))
    else {
        return vec![];
    };
    let only_code = words
        .iter()
        .all(|w| w.starts_with("CODE") || lexicon::is_one_of(lexicon::DETERMINERS, &w.to_lowercase()));
    if length > 5 || only_code || lexicon::is_one_of(lexicon::UNSCOPED_SUBJECTS, &first) {
        return vec![];
    }
    let subject = words.join(" ");
    let head: Vec<&str> = words
        .iter()
        .copied()
        .skip_while(|w| lexicon::is_one_of(lexicon::DETERMINERS, &w.to_lowercase()))
        .collect();
    if lexicon::is_one_of(GENERAL_SCOPES, &head.join(" ").to_lowercase()) {
        return vec![];
    }
    match scope_of(&subject, false, spans).as_slice() {
        [Qualifier::Other(_)] => vec![Qualifier::Other(format!("said of {}", subject.to_lowercase()))],
        other => other.to_vec(),
    }
}

/// The purpose a ban is limited to: "never use `print()` for logging" forbids `print()` for
/// logging, not for a command's output, and no check can tell the two apart. A reason ("for
/// security"), a language ("for Python code") or tests are not such a purpose.
fn purpose_of_ban(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static FOR_PHRASE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bfor\s+((?:the|all|any|a|an|each|every|your|our)\s+)?([^,;:.()—|]{1,60})").expect("valid")
    });
    let Some(first_forbidden) = spans.iter().position(|s| s.role == Role::Forbidden) else {
        return vec![];
    };
    let Some(after) = numbered.find(&format!("CODE{first_forbidden}")) else {
        return vec![];
    };
    // From the start of the ban's sentence: "Use `a` for `int32_t` format strings, not `b`"
    // bans `b` for those strings only (lvgl/lvgl).
    let sentence_start = numbered[..after].rfind([';', ':', '.']).map_or(0, |at| at + 1);
    // Up to the ban's clause end: "never use `any`; use `unknown` for untrusted data" says
    // what the alternative is for (growthbook/growthbook, round 47's missed list).
    // An exception ends it too: "unless the user explicitly asks for one" (supabase/etl,
    // round 49).
    let clause_end = numbered[after..]
        .find([';', '.', '!', '?'])
        .map_or(numbered.len(), |at| after + at);
    // ASCII lowercase keeps byte offsets (a full lowercase may not: `İ`).
    let clause_end = numbered[after..clause_end]
        .to_ascii_lowercase()
        .find(" unless ")
        .map_or(clause_end, |at| after + at);
    // "never reach for `X`": the particle of a phrasal verb of use is no purpose.
    let Some(caps) = FOR_PHRASE
        .captures_iter(&numbered[sentence_start..clause_end])
        .find(|c| {
            let start = c.get(0).map_or(0, |m| m.start());
            !ends_with_phrasal_use_verb(&numbered[sentence_start..sentence_start + start], "for")
        })
    else {
        return vec![];
    };
    let object = noun_phrase(&caps[2]);
    let first = object.split_whitespace().next().unwrap_or("").to_lowercase();
    let determiner = caps.get(1).map(|d| d.as_str().trim().to_lowercase());
    if object.is_empty()
        || lexicon::is_one_of(lexicon::REASONS, &first)
        || lexicon::is_one_of(lexicon::REASONS, determiner.as_deref().unwrap_or(""))
        || lexicon::is_one_of(NOT_SCOPES, &first)
        || matches!(first.as_str(), "example" | "instance")
        || forbidden_code_names(&object, spans)
    {
        return vec![];
    }
    match scope_of(&object, false, spans).as_slice() {
        [Qualifier::Other(_)] => vec![Qualifier::Other(format!("for {object}"))],
        other => other.to_vec(),
    }
}

/// "Use `""` for empty string and not `string.Empty`": a purpose every forbidden construct
/// names in its own words is what the construct always is, so the ban holds everywhere
/// (dotnet/java-interop, round 99). "for logging" is no word of `print()`, and stays a purpose.
fn forbidden_code_names(purpose: &str, spans: &[Span]) -> bool {
    let singular = |w: &str| w.strip_suffix('s').filter(|s| s.len() > 2).unwrap_or(w).to_owned();
    let words_of = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .flat_map(name_parts)
            .filter(|w| !w.is_empty())
            .map(|w| singular(&w.to_lowercase()))
            .collect()
    };
    let wanted = words_of(purpose);
    let mut forbidden = spans.iter().filter(|s| s.role == Role::Forbidden).peekable();
    !wanted.is_empty()
        && forbidden.peek().is_some()
        && forbidden.all(|s| {
            let named = words_of(&s.code);
            wanted.iter().all(|w| named.contains(w))
        })
}

/// "Never use `time.Sleep` to enforce ordering", "don't use `any` in order to silence the
/// compiler": a ban on using a construct for a purpose. A commit shows the construct, not
/// what it was used for, so the purpose is a qualifier no kind expresses.
fn purpose_of_use(numbered: &str, spans: &[Span]) -> Option<Qualifier> {
    let first = spans.iter().position(|s| s.role == Role::Forbidden)?;
    let token = format!("CODE{first}");
    let at = numbered.find(&token)?;
    // "use a `Co-authored-by:` trailer to disclose AI assistance": an article may stand
    // between, and a noun after (open-telemetry/opentelemetry-collector, round 9's half B).
    let verb = numbered[..at]
        .split_whitespace()
        .rev()
        .map(str::to_lowercase)
        .find(|w| !lexicon::is_one_of(lexicon::DETERMINERS, w))?;
    // "use `x` to …" always names a use; "avoid `x` to keep …" may give the ban's reason.
    let any_purpose = matches!(verb.as_str(), "use" | "uses" | "using");
    if !any_purpose && !lexicon::is_one_of(lexicon::PURPOSE_BEARING_ACTS, &verb) {
        return None;
    }
    let named_use = |purpose: String| {
        (any_purpose || !lexicon::is_one_of(lexicon::REASON_PURPOSES, &purpose))
            .then(|| Qualifier::Other(format!("to {purpose} …")))
    };
    // Past the other constructs of the same ban: "`a`, `b` or `c` to …".
    let mut rest = &numbered[at + token.len()..];
    loop {
        let next = rest.trim_start_matches([' ', ',']);
        let next = ["or ", "and "]
            .iter()
            .find_map(|c| next.strip_prefix(c))
            .unwrap_or(next)
            .trim_start();
        match next.strip_prefix("CODE") {
            Some(after) => rest = after.trim_start_matches(|c: char| c.is_ascii_digit()),
            None => break,
        }
    }
    purpose_at(rest)
        .or_else(|| {
            // The kind of thing the construct is ("trailer", "flag"), then the purpose.
            let (noun, after_noun) = rest.trim_start().split_once(' ')?;
            (noun.chars().all(|c| c.is_ascii_lowercase()) && !matches!(noun, "to" | "in"))
                .then(|| purpose_at(after_noun))
                .flatten()
        })
        .and_then(named_use)
}

/// "to enforce ordering", "in order to silence …" at the start of `rest`: the verb of a
/// purpose, which no kind expresses.
fn purpose_at(rest: &str) -> Option<String> {
    let mut words = rest
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase());
    let mut word = words.next()?;
    if word == "in" {
        (words.next()? == "order").then_some(())?;
        word = words.next()?;
    }
    let purpose = words.next().filter(|_| word == "to")?;
    let is_verb = !purpose.is_empty()
        && purpose.chars().all(|c| c.is_ascii_lowercase())
        && !lexicon::is_one_of(lexicon::DETERMINERS, &purpose);
    is_verb.then_some(purpose)
}

/// "Use `toast.error(message)` to surface mutation errors to the user — never
/// `console.error`": the alternative is recommended for a purpose, and the ban in the same
/// sentence holds for that purpose only (PrefectHQ/prefect, not tuned on).
fn purpose_of_alternative(numbered: &str, spans: &[Span]) -> Option<Qualifier> {
    let forbidden = spans.iter().position(|s| s.role == Role::Forbidden)?;
    let ban_at = numbered.find(&format!("CODE{forbidden}"))?;
    let sentence_start = numbered[..ban_at]
        .rfind([';', ':', '.', '!', '?'])
        .map_or(0, |at| at + 1);
    spans[..forbidden]
        .iter()
        .enumerate()
        .filter(|(_, s)| s.role == Role::Required)
        .find_map(|(i, _)| {
            let token = format!("CODE{i}");
            let at = numbered[sentence_start..ban_at].find(&token)? + sentence_start;
            purpose_at(&numbered[at + token.len()..ban_at]).map(|purpose| Qualifier::Other(format!("to {purpose} …")))
        })
}

/// Where the act a ban names happens, when code names the place: "between `it()` blocks",
/// "from `main.ts`".
fn places_of_the_act(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    let mut out = Vec::new();
    // "Never share mutable state between `it()` blocks": code after "between" is where the
    // act happens, not what it forbids (mattermost/mattermost-mobile, round 14).
    static BETWEEN_CODE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(between|across|among)\s+CODE(\d+)").expect("valid"));
    for caps in BETWEEN_CODE.captures_iter(numbered) {
        if let Some(span) = caps[2].parse::<usize>().ok().and_then(|i| spans.get(i)) {
            out.push(Qualifier::Other(format!("{} `{}`", caps[1].to_lowercase(), span.code)));
        }
    }
    // "Never call `Runtime.run` from `main.ts`": the file a call is made from is where the ban
    // holds (OpenAgentsInc/openagents, round 174: `entry.ts`, where the call belongs, failed).
    static CALLED_FROM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:call|calls|called|calling|invoke|invokes|invoked|invoking)\s+CODE\d+\s+from\s+CODE(\d+)")
            .expect("valid")
    });
    for caps in CALLED_FROM.captures_iter(numbered) {
        if let Some(span) = caps[1].parse::<usize>().ok().and_then(|i| spans.get(i))
            && is_path_like(&span.code)
        {
            out.push(Qualifier::Other(format!("called from `{}`", span.code)));
        }
    }
    out
}

/// "(RUM and Session Replay models in `DatadogInternal/Sources/Models/`)": a kind of file at a
/// location is some of the location's files, and a rule on the whole path forbids the others
/// too (DataDog/dd-sdk-ios, not tuned on). "files in `dist/`", "anything under `gen/`" are
/// the location itself.
fn kind_at_location(numbered: &str, spans: &[Span]) -> Vec<Qualifier> {
    static AT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)(?:\b([\w-]+)\s+)?\b([a-z][\w-]*)\s+(in|under|inside|within)\s+CODE(\d+)\b").expect("valid")
    });
    AT.captures_iter(numbered)
        .filter_map(|caps| {
            let span = spans.get(caps[4].parse::<usize>().ok()?)?;
            let before = caps.get(1).map(|m| m.as_str().to_lowercase()).unwrap_or_default();
            let noun = caps[2].to_lowercase();
            let not_a_kind = [
                lexicon::GENERIC_OBJECTS,
                lexicon::PATH_ACTS,
                lexicon::USE_ACTS,
                lexicon::BAN_FILLERS,
                lexicon::DETERMINERS,
                lexicon::FORBID_MARKERS,
            ]
            .iter()
            .any(|table| lexicon::is_one_of(table, &noun))
                || noun.ends_with("ly")
                // "ending in `.g.dart`": a participle says where the name ends, not a kind;
                // "included in `.gitignore`", where a thing is listed.
                || noun.ends_with("ing")
                || lexicon::is_one_of(lexicon::CITATION_MARKERS, &format!("{noun} {}", caps[3].to_lowercase()))
                || lexicon::is_one_of(lexicon::CONNECTIVES, &noun);
            // "`panic!()` in `src/lib/`": code at a location is the ban's scope, not a kind of
            // file there.
            let construct = noun.strip_prefix("code").is_some_and(|i| {
                i.parse::<usize>()
                    .ok()
                    .and_then(|i| spans.get(i))
                    .is_some_and(|s| !is_path_like(&s.code))
            });
            // "Never `.hpp` in `libs/cpp/`": a kind of file (an extension) at a location is
            // that place's files of the kind, which a rule on paths states by its globs.
            let file_kind = noun.strip_prefix("code").is_some_and(|i| {
                i.parse::<usize>()
                    .ok()
                    .and_then(|i| spans.get(i))
                    .is_some_and(|s| s.code.starts_with('.') || s.code.starts_with("*."))
            });
            if file_kind && span.role == Role::Forbidden && is_path_like(&span.code) {
                return Some(Qualifier::Path(span.code.clone()));
            }
            // The condition of a companion rule too: "after changing config definitions or
            // defaults under `src/common/src/config`" is some changes there (risingwavelabs/
            // risingwave, round 146: a test's edit had asked for the generated example).
            (matches!(span.role, Role::Forbidden | Role::Condition)
                && is_path_like(&span.code)
                && !not_a_kind
                && !construct
                && (qualifies(&before) || !names_the_location(&noun, &span.code)))
            .then(|| Qualifier::Other(format!("{noun} {} `{}`", &caps[3], span.code)))
        })
        .collect()
}

/// A word before a kind's noun that narrows it ("RUM models"), unlike an act, a determiner
/// or the files' age ("edit committed migrations").
fn qualifies(word: &str) -> bool {
    // "after changing migrations in `db/migrations/`": the act's participle, not a kind.
    !word.is_empty()
        && !word.ends_with("ing")
        && ![
            lexicon::PATH_ACTS,
            lexicon::USE_ACTS,
            lexicon::DETERMINERS,
            lexicon::FILE_AGES,
            lexicon::FORBID_MARKERS,
        ]
        .iter()
        .any(|table| lexicon::is_one_of(table, word))
}

/// "migrations in `supabase/migrations/`": the noun is what the location's own name says it
/// holds, so it names all of it, not some of its files.
fn names_the_location(noun: &str, path: &str) -> bool {
    let Some(last) = path.trim_end_matches(['/', '*']).rsplit('/').find(|s| !s.is_empty()) else {
        return false;
    };
    let last = last.to_lowercase();
    let singular = |w: &str| w.strip_suffix('s').map(str::to_owned).unwrap_or_else(|| w.to_owned());
    path.trim_end_matches('*').ends_with('/') && singular(&last) == singular(noun)
}

/// "Do not call `flush()` from async code without this guard", "do not modify `consts.ts`
/// without checking all callers": a ban that holds only when something is absent, which a
/// check of the construct cannot see. "Use `X` without `Y`" is no such ban: `without` is
/// the prohibition there.
fn absence_of_ban(numbered: &str, spans: &[Span]) -> Option<Qualifier> {
    static WITHOUT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bwithout\s+([^,;:.()—|]{1,60})").expect("valid"));
    static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:never|do not|don't|must not|mustn't|should not|shouldn't|avoid)\b").expect("valid")
    });
    WITHOUT.captures_iter(numbered).find_map(|caps| {
        let at = caps.get(0).expect("match").start();
        let sentence = &numbered[numbered[..at].rfind(['.', ';', '!', '?']).map_or(0, |i| i + 1)..at];
        let negation = NEGATION.find(sentence)?;
        let bans_code = numbered_names_forbidden(&sentence[negation.end()..], spans);
        // "Don't catch broad exceptions without logging" names its construct in words
        // (arcasilesgroup/ai-engineering, round 144: every `except Exception` had been
        // forbidden, the logged ones too).
        let bans_in_words = spans.is_empty() && !sentence[negation.end()..].trim().is_empty();
        (bans_code || bans_in_words).then(|| Qualifier::Other(format!("without {}", noun_phrase(&caps[1]))))
    })
}

/// What a condition ("when you add a function", "unless asked", "when developing") narrows
/// the rule to: a change that adds or edits code is what every check looks at already; an
/// override the tool cannot see does not narrow it; anything else is a qualifier no kind
/// expresses.
/// "… even if it seems like the most direct fix", "even when tests pass": a concession, which
/// says the rule holds in that case too; it narrows nothing (infiniflow/ragflow, round 23:
/// a ban on editing `src/components/ui/` was declined as qualified).
fn concedes(text: &str, caps: &regex::Captures) -> bool {
    let marker = caps.get(1).expect("group");
    marker.as_str().to_lowercase().starts_with("even")
        || text[..marker.start()]
            .split_whitespace()
            .next_back()
            .is_some_and(|w| w.eq_ignore_ascii_case("even"))
}

fn condition_of(marker: &str, clause: &str, spans: &[Span]) -> Vec<Qualifier> {
    let lower = clause.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let mut rest: &[&str] = &words;
    while let Some((first, tail)) = rest.split_first() {
        if lexicon::is_one_of(lexicon::CONDITION_SUBJECTS, first) {
            rest = tail;
        } else {
            break;
        }
    }
    // "if (absolutely) necessary", "unless the user asks": the hedge is the clause. In "when
    // the length is then needed" a thing is needed, which a pattern cannot see (vim/vim,
    // round 8's half B).
    let hedge = rest
        .iter()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .find(|w| !(w.len() > 3 && w.ends_with("ly")))
        .is_some_and(|w| lexicon::is_one_of(lexicon::HEDGES, w));
    // "unless the user requests another name": what the instruction asks for is a default the
    // user may replace, not a rule (rustfs/rustfs, round 22).
    let names_an_alternative = rest.iter().any(|w| {
        lexicon::is_one_of(
            lexicon::ALTERNATIVE_WORDS,
            w.trim_matches(|c: char| !c.is_alphanumeric()),
        )
    });
    if hedge && names_an_alternative {
        return vec![Qualifier::Other(format!("{} {clause}", marker.to_lowercase()))];
    }
    if hedge {
        return vec![];
    }
    let Some((verb, object)) = rest.split_first() else {
        return vec![];
    };
    // "when contributing:" ends a lead-in.
    let verb = &verb.trim_end_matches(|c: char| !c.is_alphanumeric());
    // A sequence ("followed by …") and an exception ("except as …") are quoted as they are; a
    // condition reads "when …".
    let marker = marker.to_lowercase();
    let lead = if matches!(marker.as_str(), "followed by" | "except as" | "except where") {
        marker.as_str()
    } else {
        "when"
    };
    if !lexicon::is_one_of(lexicon::CHANGE_VERBS, verb) {
        return vec![Qualifier::Other(format!("{lead} {clause}"))];
    }
    // "add or modify a function": the object after the verbs and articles.
    let object: Vec<&str> = object
        .iter()
        .copied()
        .filter(|w| {
            !lexicon::is_one_of(lexicon::CHANGE_VERBS, w)
                && !matches!(
                    *w,
                    "or" | "and" | "a" | "an" | "the" | "any" | "new" | "existing" | "your" | "to"
                )
        })
        .collect();
    let original_object: Vec<&str> = clause
        .split_whitespace()
        .filter(|w| object.contains(&w.to_lowercase().as_str()))
        .collect();
    if object.is_empty() {
        return vec![];
    }
    let head = object.join(" ");
    if head.starts_with("code") && head[4..].trim().parse::<usize>().is_ok() {
        return scope_of(&original_object.join(" "), false, spans);
    }
    if lexicon::is_one_of(lexicon::CHANGE_OBJECTS, &head) {
        return vec![];
    }
    match scope_of(&original_object.join(" "), false, spans).as_slice() {
        [Qualifier::Other(_)] => vec![Qualifier::Other(format!("{lead} {clause}"))],
        other => other.to_vec(),
    }
}

/// Whether a lead-in's condition is its items themselves: "A PR is acceptable only if ALL are
/// true:" (hydrabeer/word-bomb, round 52), "if all of the following hold:". Each item is then
/// a requirement, not under a condition.
fn names_the_items(clause: &str) -> bool {
    let words: Vec<String> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    !words.is_empty()
        && words
            .iter()
            .all(|w| lexicon::is_one_of(lexicon::ITEM_CONDITION_WORDS, w))
}

/// Whether "in …" names a manner of writing, not a place: "in concise, imperative English",
/// "in the present tense" (ming-hao-xu/dotfiles, round 52: "in concise" narrowed a commit
/// convention). The few words up to the sentence's end hold a noun of manner.
fn in_a_manner(preposition: &str, after: &str) -> bool {
    preposition == "in"
        && after
            .split(['.', ';', '(', ')'])
            .next()
            .unwrap_or("")
            .split_whitespace()
            .take(5)
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
            .any(|w| lexicon::is_one_of(lexicon::MANNER_NOUNS, &w))
}

/// What a scope phrase's object narrows the rule to; nothing when it does not narrow it.
fn scope_of(original: &str, outside: bool, spans: &[Span]) -> Vec<Qualifier> {
    // Language names keep their case ("Go", not "go").
    let language = params::languages_named(original).first().map(|l| l.name);
    let object = original.to_lowercase();
    let object = object.as_str();
    let first = object.split_whitespace().next().unwrap_or("");
    if lexicon::is_one_of(NOT_SCOPES, first) || lexicon::is_one_of(OVERRIDES, object) {
        return vec![];
    }
    // "in files under `crates/core/`", "in code inside `src/`": the place is the code's ("when
    // you change anything under `packages/`" names a change, not a place).
    static PLACE_NOUN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:the\s+)?(?:files?|code|sources?)\s+(?:under|in|inside|within|below)\s+(code\d+)")
            .expect("valid")
    });
    let place = PLACE_NOUN
        .captures(object)
        .map_or(object, |c| &object[c.get(1).expect("group").start()..]);
    if let Some(i) = place
        .strip_prefix("code")
        .and_then(|d| d.split_whitespace().next()?.parse::<usize>().ok())
    {
        let Some(span) = spans.get(i) else { return vec![] };
        if params::is_command_line(&span.code) {
            return vec![];
        }
        // "except in `scripts/`" is no place the rule reads (a rule narrowed to it would be
        // inverted).
        // "in a `*_test.go` file", "in `*.spec.ts`": the test files of a language, which the
        // test scope reads (denisvmedia/inventario, round 95's missed list).
        return vec![if names_test_files(&span.code) {
            Qualifier::Tests(!outside)
        } else if is_path_like(&span.code) && !outside {
            Qualifier::Path(span.code.clone())
        } else if is_path_like(&span.code) && span.code.ends_with('/') && !span.code.contains('*') {
            Qualifier::Outside(span.code.clone())
        } else {
            Qualifier::Other(format!("{} `{}`", if outside { "except in" } else { "in" }, span.code))
        }];
    }
    // "in Python code", "in Rust library code", "in TypeScript tests": a language, and what
    // the rest of the words narrow it to.
    // "shell scripts", "C code": the words that name the language are not a narrowing.
    let (_, without) = params::split_language(original);
    // "in every Python source file": a determiner before a language's files narrows nothing
    // (NVIDIA-NeMo/DataDesigner, round 229's missed list: the language's files were "no
    // check kind can express").
    let rest: Vec<&str> = without
        .split_whitespace()
        .filter(|w| language.is_none() || params::languages_named(w).is_empty())
        .filter(|w| language.is_none() || !lexicon::is_one_of(lexicon::DETERMINERS, &w.to_lowercase()))
        .collect();
    let rest = rest.join(" ").to_lowercase();
    let general = |scope: &str| {
        lexicon::is_one_of(GENERAL_SCOPES, scope)
            || language.is_some() && lexicon::is_one_of(GENERAL_SCOPES, &format!("{scope}s"))
    };
    let mut out: Vec<Qualifier> = language.map(Qualifier::Language).into_iter().collect();
    if rest.is_empty() || general(&rest) {
    } else if lexicon::is_one_of(TEST_SCOPES, &rest) {
        out.push(Qualifier::Tests(!outside));
    } else if lexicon::is_one_of(NON_TEST_SCOPES, &rest) {
        out.push(Qualifier::Tests(outside));
    } else if lexicon::is_one_of(lexicon::LIBRARY_SCOPES, &rest) && !outside {
        out.extend([Qualifier::Tests(false), Qualifier::Other(LIBRARY_CODE.into())]);
    } else if lexicon::is_one_of(DOC_SCOPES, &rest) && !outside {
        out.push(Qualifier::Docs);
    } else {
        out.push(Qualifier::Other(format!(
            "{} {object}",
            if outside { "except in" } else { "in" }
        )));
    }
    out
}

impl Reading {
    /// The code the instruction forbids.
    pub fn forbidden(&self) -> Vec<&str> {
        // The directory an exception names ("outside `src/data_layer/`") is where the ban
        // does not hold, not what it bans.
        let excepted = |code: &str| {
            self.qualifiers
                .iter()
                .any(|q| matches!(q, Qualifier::Outside(dir) if dir == code))
        };
        let mut codes = self.codes_in(Role::Forbidden);
        codes.retain(|c| !excepted(c));
        codes
    }

    /// The code the instruction requires or recommends, paths included.
    pub fn required(&self) -> Vec<&str> {
        self.codes_in(Role::Required)
    }

    fn codes_in(&self, role: Role) -> Vec<&str> {
        self.spans
            .iter()
            .filter(|s| s.role == role)
            .map(|s| s.code.as_str())
            .collect()
    }

    /// Whether the instruction, its list item or its headings speak of tests.
    pub fn speaks_of_tests(&self) -> bool {
        self.section_tests
            || self.qualifiers.iter().any(|q| matches!(q, Qualifier::Tests(_)))
            || self.words.iter().any(|w| {
                matches!(
                    w.as_str(),
                    "test" | "tests" | "testing" | "spec" | "specs" | "fixture" | "fixtures"
                )
            })
    }
}

/// Whether a rule reads Markdown files: its `paths` name them.
fn reads_markdown(proposal: &Proposal) -> bool {
    proposal
        .paths
        .iter()
        .any(|p| p.ends_with(".md") || p.ends_with(".mdx") || p.ends_with('/'))
}

/// A sentence that goes on from the one before it in its paragraph ("Instead use a 4-space
/// indent.") stands in that sentence's scope: it takes its qualifiers
/// (OpenSwiftUIProject/OpenSwiftUI, round 16: "stop using ```swift … in documentation. Instead
/// just use a new line + 4 space indent." became a ban on tab-indented Swift).
pub fn carry_scope_into_continuations(instructions: &[Instruction], readings: &mut [Reading]) {
    for i in 1..instructions.len().min(readings.len()) {
        let (before, this) = (&instructions[i - 1], &instructions[i]);
        let same_paragraph = before.file == this.file && before.end_line >= this.line && before.parent == this.parent;
        if !same_paragraph || !continues_the_sentence_before(&this.text) {
            continue;
        }
        let inherited: Vec<Qualifier> = readings[i - 1]
            .qualifiers
            .iter()
            .filter(|q| !readings[i].qualifiers.contains(q))
            .cloned()
            .collect();
        readings[i].qualifiers.extend(inherited);
    }
}

/// Whether `text` opens with a [`lexicon::CONTINUING_OPENERS`] phrase ("Instead, …", not
/// "Instead of `x`, …").
fn continues_the_sentence_before(text: &str) -> bool {
    let lower = text.trim_start_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    lexicon::CONTINUING_OPENERS.iter().any(|opener| {
        lower.strip_prefix(opener).is_some_and(|rest| {
            let next = rest
                .trim_start_matches([',', ' '])
                .split_whitespace()
                .next()
                .unwrap_or("");
            rest.starts_with([',', ' ']) && !matches!(next, "of" | "than")
        })
    })
}

/// "Never call `panic!()` in `src/lib/`": a code rule reads the directories its instruction
/// names, and only them (a kind can express that scope, so it is not declined).
pub fn narrow_to_places(proposal: &mut Proposal, reading: &Reading) {
    narrow_to_body(proposal, reading);
    let family = families::of(proposal.kind);
    if !family.forbids_in_code {
        return;
    }
    // "Do not import `knex` outside `src/data_layer/`" (2anki/server, round 41): the rule
    // leaves the directory out.
    for q in &reading.qualifiers {
        if let Qualifier::Outside(dir) = q {
            let glob = outside_glob(dir);
            if !proposal.exclude.contains(&glob) {
                proposal.exclude.push(glob);
            }
        }
    }
    let places: Vec<String> = reading
        .qualifiers
        .iter()
        .filter_map(|q| match q {
            // A directory at the top (`src/lib/`) or anywhere (`**/commonMain/`).
            Qualifier::Path(p) if p.ends_with('/') && !p.trim_start_matches("**/").contains('*') => {
                Some(params::path_glob(p).trim_start_matches('/').to_owned())
            }
            _ => None,
        })
        .collect();
    if places.is_empty() {
        return;
    }
    let files: Vec<String> = if proposal.paths.is_empty() {
        vec!["**".to_owned()]
    } else {
        proposal.paths.clone()
    };
    proposal.paths = places
        .iter()
        .flat_map(|dir| {
            files.iter().map(move |g| match g.strip_prefix("**/").unwrap_or(g) {
                "**" => format!("{dir}**"),
                g if g.contains('/') => g.to_owned(),
                g => format!("{dir}**/{g}"),
            })
        })
        .collect();
}

/// The exclusion that expresses "outside `dir/`": everything below the directory.
fn outside_glob(dir: &str) -> String {
    format!(
        "{}**",
        params::path_glob(dir).trim_start_matches('/').trim_end_matches("**")
    )
}

/// "No bullet points in commit bodies": a rule on the whole message reads the body its
/// instruction names (`in: body`), and the qualifier is expressed.
fn narrow_to_body(proposal: &mut Proposal, reading: &Reading) {
    let names_body = reading
        .qualifiers
        .iter()
        .any(|q| matches!(q, Qualifier::Other(what) if is_body_scope(what)));
    if proposal.kind != "commit-message" || !names_body {
        return;
    }
    for (key, value) in &mut proposal.keys {
        if *key == "in" && matches!(value, Value::Str(part) if part == "message") {
            *value = Value::Str("body".into());
        }
    }
}

/// "in the subject line", "in commit subjects", "in the first line of the commit message".
fn is_subject_scope(what: &str) -> bool {
    names_part_of_message(what, &["subject", "subjects", "first"], &["line", "lines"])
}

/// "in commit bodies", "in the body of the commit message".
fn is_body_scope(what: &str) -> bool {
    names_part_of_message(what, &["body", "bodies"], &[])
}

/// Whether a judgement qualifier ("broad …") names one of a `forbid-syntax` rule's constructs
/// (`broad-except`).
fn construct_named_by(proposal: &Proposal, qualifier: &str) -> bool {
    let Some(judgement) = qualifier.strip_suffix(" …") else {
        return false;
    };
    proposal.kind == "forbid-syntax"
        && proposal.keys.iter().any(|(k, v)| {
            *k == "constructs"
                && matches!(v, Value::List(l) if l.iter().any(|c| c.strip_prefix(judgement).is_some_and(|r| r.starts_with('-'))))
        })
}

/// Whether a condition of use ("when using async/await", "if using React") holds wherever the
/// forbidden code stands, so that it narrows nothing: each thing it names (`a/b` naming one
/// thing two ways) is a word of every forbidden span. "When using async/await, avoid `async
/// void`" (smsbdell/ARPGCORE, round 92) forbids every `async void`; "when using `Task.Run`,
/// avoid `.Result`" still depends on code the span does not hold.
pub fn forbidden_code_meets(reading: &Reading, condition: &str) -> bool {
    const LEADS: &[&str] = &[
        "when using ",
        "if using ",
        "whenever using ",
        "when you use ",
        "if you use ",
    ];
    const FRAME: &[&str] = &["a", "an", "and", "code", "or", "the"];
    let lower = condition.to_lowercase();
    let Some(named) = LEADS.iter().find_map(|lead| lower.strip_prefix(lead)) else {
        return false;
    };
    let things: Vec<Vec<String>> = named
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(|t| t.trim_matches('`'))
        .filter(|t| !t.is_empty() && !FRAME.contains(t))
        .map(|t| t.split('/').map(str::to_owned).collect())
        .collect();
    let forbidden = reading.forbidden();
    !things.is_empty()
        && !forbidden.is_empty()
        && forbidden.iter().all(|code| {
            let code_words = words(code);
            things
                .iter()
                .all(|ways| ways.iter().any(|w| !w.is_empty() && code_words.contains(w)))
        })
}

/// "in headers", "in all header files", "in C++ headers".
fn is_header_file_scope(what: &str) -> bool {
    static HEADERS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)^(?:in|to|of)\s+(?:all\s+|every\s+|each\s+|new\s+)?(?:the\s+)?(?:c\+\+\s+|c\s+)?header(?:\s+file)?s$",
        )
        .expect("valid")
    });
    HEADERS.is_match(what.trim())
}

/// Whether every path `proposal` reads is a C or C++ header file's.
fn reads_only_header_files(proposal: &Proposal) -> bool {
    !proposal.paths.is_empty()
        && proposal
            .paths
            .iter()
            .all(|p| super::recognize::require_content::HEADER_FILE_GLOBS.contains(&p.as_str()))
}

/// "in logger calls", "in logging", "in log messages": the calls of a logger.
fn is_logging_call_scope(what: &str) -> bool {
    const FRAME: &[&str] = &["a", "any", "in", "inside", "the", "within"];
    const PLACES: &[&str] = &[
        "call",
        "calls",
        "log",
        "logger",
        "logging",
        "logs",
        "message",
        "messages",
        "statement",
        "statements",
    ];
    names_only(what, PLACES, &[FRAME]) && words(what).iter().any(|w| w.starts_with("log"))
}

/// Whether `proposal`'s pattern reads the calls of a logger only.
fn reads_logging_calls(proposal: &Proposal) -> bool {
    proposal.keys.iter().any(|(k, v)| {
        *k == "pattern" && matches!(v, Value::Str(s) if s.starts_with(super::recognize::forbid_content::LOG_CALL))
    })
}

/// "in imports", "for Node.js built-in imports", "when importing Node.js built-in modules":
/// the imports of a module.
fn is_import_scope(what: &str) -> bool {
    const FRAME: &[&str] = &[
        "all", "built", "builtin", "core", "for", "in", "js", "module", "modules", "node", "of", "the", "when",
    ];
    const PLACES: &[&str] = &["import", "importing", "imports", "statements"];
    names_only(what, PLACES, &[FRAME])
}

/// Whether `proposal` is a pattern of the modules imports name.
fn reads_imports(proposal: &Proposal) -> bool {
    proposal.keys.iter().any(|(k, v)| {
        *k == "pattern" && matches!(v, Value::Str(s) if s.starts_with(super::recognize::forbid_content::IMPORT_OF))
    })
}

/// "in functions", "inside function bodies", "within methods": where an import that is not at
/// the top level stands, which `forbid-import`'s `placement: top-level` says.
fn is_function_scope(what: &str) -> bool {
    const FRAME: &[&str] = &["a", "in", "inside", "of", "the", "within"];
    const PLACES: &[&str] = &["bodies", "body", "function", "functions", "method", "methods"];
    names_only(what, PLACES, &[FRAME])
}

/// Whether a scope phrase names a part of the commit message (one of `part`) and nothing else:
/// its words are those, articles, `commit`/`message` and `extra`.
fn names_part_of_message(what: &str, part: &[&str], extra: &[&str]) -> bool {
    const FRAME: &[&str] = &[
        "a", "commit", "commits", "in", "message", "messages", "of", "the", "your",
    ];
    names_only(what, part, &[FRAME, extra])
}

/// Whether a phrase names one of `part` and nothing else: its other words are all in `frames`.
fn names_only(what: &str, part: &[&str], frames: &[&[&str]]) -> bool {
    let words = words(what);
    words.iter().any(|w| part.contains(&w.as_str()))
        && words
            .iter()
            .all(|w| part.contains(&w.as_str()) || frames.iter().any(|f| f.contains(&w.as_str())))
}

/// Whether `proposal` means what `reading` says: `Err(why)` when it does not.
pub fn vet(reading: &Reading, proposal: &Proposal, language: Option<Language>) -> Result<(), String> {
    vet_reading(reading, proposal, language)?;
    vet_targets(reading, proposal)?;
    vet_forbidden_code(reading, proposal)?;
    vet_parameters(reading, proposal)
}

/// What the sentence is (a directive, a description, hedged, qualified, in which section)
/// against what the rule's kind needs of it.
fn vet_reading(reading: &Reading, proposal: &Proposal, language: Option<Language>) -> Result<(), String> {
    vet_statement(reading, proposal)?;
    let bans = families::of(proposal.kind).bans_named_code;
    for q in &reading.qualifiers {
        if bans && reading.of_other_directives.contains(q) {
            continue;
        }
        let met_by_the_code = matches!(q, Qualifier::Other(what) if forbidden_code_meets(reading, what));
        let tests_governed = reading.governs_tests && *q == Qualifier::Tests(true);
        if !(met_by_the_code || tests_governed) {
            expresses(proposal, q, language)?;
        }
    }
    vet_named_code(reading, proposal)?;
    vet_section_and_hedge(reading, proposal, language)
}

/// Whether the sentence asks for what the rule enforces: a directive, not a statement of what
/// is optional, of where something may be used, of the agent's own conduct, or of a term.
fn vet_statement(reading: &Reading, proposal: &Proposal) -> Result<(), String> {
    // A convention stated as a fact ("functions are snake_case") is still a convention; a
    // construct or a path merely mentioned in a description is nothing to forbid.
    if let Some(why) = &reading.part_of_another_rule {
        return Err(why.clone());
    }
    if reading.states_optional {
        return Err("says what is optional (“… are not required”), not what is required".into());
    }
    let requires_prefix = proposal.kind == "commit-message"
        && proposal
            .keys
            .iter()
            .any(|(k, _)| matches!(*k, "conventional" | "pattern" | "types"));
    if let Some(limit) = &reading.restricts_use
        && families::of(proposal.kind).requires_every_case
    {
        return Err(format!(
            "says where something may be used (“{limit}”), not that every such place needs it"
        ));
    }
    if reading.prefix_optional && requires_prefix {
        return Err("says the subject's prefix is optional; the rule would require one".into());
    }
    let family = families::of(proposal.kind);
    // "## Skills" › "**Commit messages**: Conventional commits with …, DCO Signed-off-by": what
    // a skill does, though it names a convention (tektoncd/cli, round 231: every commit was
    // asked a sign-off); so is "## Toolchain" › "**commitlint**: Conventional Commits
    // enforcement" (anchildress1/awesome-github-copilot, round 228).
    if let Some(glossary) = &reading.entry_of {
        return Err(entry_of(glossary));
    }
    // A requirement stated as a fact of the commits ("Commits follow Conventional Commits")
    // is a convention, one stated by a label is the label's, and "Every new Go file starts
    // with the SPDX header" states one of the files.
    let stated_otherwise = if family.commit_level {
        reading.states_a_convention
    } else {
        family.stated_by_a_label || !reading.describes_code
    };
    if family.forbids || reading.tells_what_something_does || !stated_otherwise {
        reading.directive.clone()?;
    }
    if family.commit_level
        && let Some(heading) = &reading.heading_of_agent
    {
        return Err(format!(
            "stands under “{heading}”, about the agent's own conduct: people's commits follow their own \
            conventions, and a commit does not show whose it is"
        ));
    }
    // microsoft/agent-framework (round 8's half B): "type annotations" in the description of a
    // skill file became a rule. A naming entry ("`snake_case` — functions") takes its
    // parameter from the term, and stands.
    if let Some(term) = &reading.defined_term {
        let from_term = proposal.keys.iter().any(|(_, v)| match v {
            Value::Str(s) => uses(s, term),
            Value::List(items) => items.iter().any(|s| uses(s, term)),
            _ => false,
        });
        if !from_term {
            return Err(format!(
                "describes `{term}` (an entry of a list of terms and what they are), not a directive"
            ));
        }
    }
    Ok(())
}

/// The code the sentence names against the rule: code that no code pattern meets, a naming
/// convention shown by one name, a command to run.
fn vet_named_code(reading: &Reading, proposal: &Proposal) -> Result<(), String> {
    let family = families::of(proposal.kind);
    if proposal.kind == "code-pattern"
        && let Some(name) = reading
            .spans
            .iter()
            .filter(|s| s.role == Role::Forbidden)
            .map(|s| s.code.as_str())
            .find(|code| never_code(code))
    {
        return Err(format!(
            "`{name}` is a file, path, tool name, class list or shell redirection, which code does not spell \
            outside strings: a code pattern would never match"
        ));
    }
    if let Some((good, bad)) = spelling_pair(reading)
        && family.forbids
    {
        return Err(format!(
            "`{good}` not `{bad}` shows a naming convention by one name spelt two ways; a ban on `{bad}` \
            would pass every other name spelt the same way"
        ));
    }
    if let Some(command) = &reading.asks_for_a_run {
        return Err(format!(
            "asks for `{command}` to pass: a run of a tool, which the commit does not show"
        ));
    }
    Ok(())
}

/// The section the sentence stands in (pull requests, documents, branches, tests) and its
/// hedge, against what the rule reads.
fn vet_section_and_hedge(reading: &Reading, proposal: &Proposal, language: Option<Language>) -> Result<(), String> {
    let family = families::of(proposal.kind);
    if family.commit_level && reading.section_pull_request {
        return Err("stands in a section about pull requests and does not speak of commits".into());
    }
    if reading.about_documents && family.reads_code && !reads_markdown(proposal) {
        return Err(
            "speaks of Markdown documents (a section about Markdown, or the context file of a docs directory), and the rule reads other files".into(),
        );
    }
    if let Some(heading) = &reading.about_data_files
        && family.reads_code
    {
        return Err(format!(
            "stands under “{heading}”, a section about those files, and the rule reads code"
        ));
    }
    if proposal.kind == "commit-message" && reading.section_branches {
        return Err("stands in a section about branches and does not speak of commit messages".into());
    }
    // A commit or branch convention is one of several in its line: a hedge on a later clause
    // is that clause's own (storybook: "imperative subject lines; reference issues when
    // applicable").
    let hedge = if family.commit_level {
        &reading.hedged_first
    } else {
        &reading.hedged
    };
    if let Some(hedge) = hedge
        && (family.requires_every_case || family.forbids)
    {
        return Err(format!(
            "hedged (“{hedge}”): the exceptions it allows are not in the commit"
        ));
    }
    if family.forbids_in_code && family.forbids && reading.section_tests && !reading.governs_tests {
        expresses(proposal, &Qualifier::Tests(true), language)
            .map_err(|_| "stands in a section about tests, and the rule reads other files".to_owned())?;
    }
    Ok(())
}

/// The files the rule reads against where the construct lives: a lockfile its package manager
/// rewrites, a manifest table, a layout pattern over code no grammar reads.
fn vet_targets(reading: &Reading, proposal: &Proposal) -> Result<(), String> {
    if proposal.kind == "forbid-content"
        && unparsed_source(proposal)
        && proposal
            .keys
            .iter()
            .any(|(k, v)| *k == "pattern" && matches!(v, Value::Str(p) if is_layout_pattern(p)))
    {
        return Err(
            "a layout pattern over code in a language without a grammar here: it would also match strings, comments and doc comments".into(),
        );
    }
    // "Do not edit `composer.lock`": its package manager rewrites it with every dependency
    // change, which a rule on any change cannot tell from a hand edit (bagisto/bagisto, not
    // tuned on: 32 flagged commits, all `composer require` and dependabot). Beside its
    // manifest ("no changes to package.json or package-lock.json") the ban is on changing
    // dependencies at all, which the rule does say.
    let forbidden_paths: &[String] = proposal
        .keys
        .iter()
        .find_map(|(k, v)| match v {
            Value::List(paths) if *k == "paths" => Some(paths.as_slice()),
            _ => None,
        })
        .unwrap_or_default();
    // An edit ("do not edit", "do not modify") is a change to the file that is there; a ban
    // on committing it (added too) is a ban on having it at all, which the rule does say.
    let edits_only = proposal.keys.iter().all(|(k, v)| match v {
        Value::List(changes) if *k == "changes" => {
            changes.iter().any(|c| c == "modified") && !changes.iter().any(|c| c == "added")
        }
        _ => true,
    });
    if proposal.kind == "forbid-paths"
        && edits_only
        && !forbidden_paths.iter().any(|p| crate::manifest::is_any_manifest(p))
        && let Some(lockfile) = forbidden_paths.iter().find(|p| crate::manifest::is_lockfile(p))
    {
        return Err(format!(
            "`{}` is rewritten by its package manager whenever a dependency changes: a rule on any change to it cannot tell a hand edit from that",
            lockfile.trim_start_matches('/')
        ));
    }
    if matches!(proposal.kind, "forbid-content" | "code-pattern")
        && let Some(key) = &reading.config_key
        && !proposal
            .paths
            .iter()
            .any(|p| crate::manifest::is_known(p) || is_config_glob(p))
    {
        return Err(format!(
            "speaks of a configuration key (`{key}`): it lives in configuration files, not the files the rule reads"
        ));
    }
    // A manifest entry ("path dependencies instead of `workspace = true` for
    // `[dev-dependencies]`") lives in the manifest, not in the source files.
    if matches!(proposal.kind, "forbid-content" | "code-pattern")
        && let Some(table) = reading.spans.iter().find(|s| is_manifest_table(&s.code))
        && !proposal.paths.iter().any(|p| crate::manifest::is_known(p))
    {
        return Err(format!(
            "speaks of a manifest table (`{}`): the construct lives in the manifest, not the files the rule reads",
            table.code
        ));
    }
    Ok(())
}

/// Each forbidden span a content pattern uses: a shell command, a package name, part of a
/// name, or code without a grammar here.
fn vet_forbidden_code(reading: &Reading, proposal: &Proposal) -> Result<(), String> {
    // "Add `#[allow(...)]` (except `clippy::type_complexity`)": the exception is a case of the
    // shape the ban elides, which a pattern on the shape matches too (DK26/strict-path-rs).
    let elided = |code: &str| code.contains("...") || code.contains('…');
    if matches!(proposal.kind, "forbid-content" | "code-pattern")
        && let Some(shape) = reading
            .spans
            .iter()
            .find(|s| s.role == Role::Forbidden && elided(&s.code))
        && let Some(exception) = reading
            .spans
            .iter()
            .find(|s| s.role == Role::Condition && !is_path_like(&s.code))
    {
        return Err(format!(
            "excepts `{}` from `{}`, whose elided part it may fill: a pattern on the shape cannot tell the two apart",
            exception.code, shape.code
        ));
    }
    if matches!(proposal.kind, "forbid-content" | "code-pattern") {
        for span in reading.spans.iter().filter(|s| s.role == Role::Forbidden) {
            // A shell command forbidden beside the rule's construct says the sentence is about
            // running commands, whatever part of it the pattern kept (ddev/ddev, round 14:
            // "use `-F -` instead of `-m \"$(cat <<'EOF'...)\"`" became a pattern over Go).
            let reads_workflows = proposal.paths.iter().any(|p| p.starts_with(".github/workflows"));
            // A rule on shell scripts reads commands ("No associative arrays (`declare -A`)",
            // applied to `install.sh`: irlm/networker-tester, round 155's missed list).
            let reads_scripts = !proposal.paths.is_empty()
                && proposal
                    .paths
                    .iter()
                    .all(|p| crate::language::Lang::of_extension(p) == Some(crate::language::Lang::Bash));
            if params::is_shell_command(&span.code) && !reads_workflows && !reads_scripts {
                return Err(format!(
                    "`{}` is a shell command or option: it belongs to scripts and CI files, not the files the rule reads",
                    span.code
                ));
            }
            let used = proposal
                .keys
                .iter()
                .any(|(k, v)| *k == "pattern" && matches!(v, Value::Str(p) if uses(p, &span.code) || unescape_regex(p).contains(span.code.as_str())));
            if !used {
                continue;
            }
            // A construct of code in files no grammar reads: the pattern cannot tell code from
            // strings, comments and doc comments (the structural kinds can, where a grammar is).
            let unparsed = proposal.kind == "forbid-content" && unparsed_source(proposal);
            if unparsed && params::is_code_construct(&span.code) {
                return Err(format!(
                    "`{}` is code in a language without a grammar here: a pattern would also match strings, comments and doc comments",
                    span.code
                ));
            }
            // trigger.dev: "NEVER import the root (`@trigger.dev/core`)" as a code pattern
            // never fired, since a module specifier is a string.
            if proposal.kind == "code-pattern" && params::is_module_specifier(&span.code) {
                return Err(format!(
                    "`{}` is a package name, which code holds in strings (an import's module specifier): a code pattern does not read strings",
                    span.code
                ));
            }
            if params::is_member_prefix(&span.code) {
                return Err(format!(
                    "`{}` stands for every member it qualifies: a pattern would forbid them all, and the instruction names some",
                    span.code
                ));
            }
            // "Use `it('should...')` format, not `test('happy path')`": words in a string show
            // what text looks like, and a pattern would match only that text (mattermost/
            // mattermost-mobile).
            if shows_text_by_example(&span.code) {
                return Err(format!(
                    "`{}` shows text by example (words in a string): a pattern would match only that text",
                    span.code
                ));
            }
            if params::is_name_fragment(&span.code) {
                return Err(format!(
                    "`{}` is part of a name: a pattern would match every name that contains it",
                    span.code
                ));
            }
        }
    }
    Ok(())
}

/// Whether inline code is a call whose argument is a string of words (`test('happy path')`).
fn shows_text_by_example(code: &str) -> bool {
    static WORDS_IN_STRING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"\(\s*(?:'[A-Za-z]+(?: [A-Za-z.]+)+'|"[A-Za-z]+(?: [A-Za-z.]+)+")"#).expect("valid")
    });
    WORDS_IN_STRING.is_match(code)
}

/// Each parameter against the roles of the spans it uses: a literal the instruction does not
/// hold, or a span of a role the key may not take (a recommended construct forbidden).
fn vet_parameters(reading: &Reading, proposal: &Proposal) -> Result<(), String> {
    for (key, value) in &proposal.keys {
        let Some(allowed) = roles_for(proposal.kind, key) else {
            continue;
        };
        let texts = match value {
            Value::Str(s) => vec![s.as_str()],
            Value::List(l) => l.iter().map(String::as_str).collect(),
            Value::Int(_) | Value::Bool(_) => continue,
        };
        if literal_key(proposal.kind, key)
            && let Some(value) = texts.iter().find(|t| !traceable(t, &reading.words))
        {
            return Err(format!("`{value}` is not in the instruction: the rule would invent it"));
        }
        // Each pattern compiled once, for asking it about the recommended code below.
        let compiled: Vec<(&str, Option<Regex>)> = texts
            .iter()
            .map(|t| {
                (
                    *t,
                    matches!(*key, "pattern" | "forbid")
                        .then(|| Regex::new(t).ok())
                        .flatten(),
                )
            })
            .collect();
        for span in &reading.spans {
            if allowed.contains(&span.role) {
                if span.role == Role::Forbidden && texts.iter().any(|t| uses(t, &span.code)) {
                    forbids_its_every_use(proposal.kind, span)?;
                }
                continue;
            }
            // `\basyncio\.wait_for\b` does not forbid the project's own `wait_for()`: a
            // pattern is asked whether it matches the recommended code, not whether it shares
            // a word with it (valkey-io/valkey-glide, round 31).
            // So does the callee `asyncio.wait_for`: a qualified callee is not the bare name.
            let spares = |(t, re): &(&str, Option<Regex>)| {
                let bare = |code: &str| !code.trim_end_matches("()").contains('.');
                span.role == Role::Required
                    && match *key {
                        "pattern" => re.as_ref().is_some_and(|re| {
                            !re.is_match(&span.code) && !re.is_match(&params::construct_sample(&span.code))
                        }),
                        "callees" => !t.starts_with('.') && !bare(t) && bare(&span.code),
                        // A module's submodule is not the module: banning
                        // `sigs.k8s.io/controller-runtime/pkg/log` leaves its parent, which
                        // the instruction recommends, importable (kumahq/kuma, round 99).
                        "modules" => !crate::checks::module_matches(t, &span.code),
                        _ => false,
                    }
            };
            // "Do not use conventional commit prefixes such as `feat:`": a pattern for the
            // class the ban names matches its examples, and more than them (Homebrew/brew).
            let instance = |(t, re): &(&str, Option<Regex>)| {
                span.role == Role::Example
                    && allowed.contains(&Role::Forbidden)
                    && re.as_ref().is_some_and(|re| re.is_match(&span.code))
                    && beyond_examples(t, reading)
            };
            // "`Path.Join()` not `Path.Combine()` (`Combine` silently discards …)": a
            // description of part of the forbidden code says why it is banned (ucdavis/VIPER).
            let describes_the_ban = span.role == Role::Description
                && reading
                    .spans
                    .iter()
                    .any(|s| s.role == Role::Forbidden && s.code != span.code && uses(&s.code, &span.code));
            if !describes_the_ban
                && compiled
                    .iter()
                    .any(|value| uses(value.0, &span.code) && !spares(value) && !instance(value))
            {
                return Err(format!(
                    "would {} `{}`, which the instruction {}",
                    if allowed.contains(&Role::Forbidden) {
                        "forbid"
                    } else {
                        "require"
                    },
                    span.code,
                    span.role
                ));
            }
        }
    }
    Ok(())
}

/// `Err(why)` when the instruction forbids an act on `span` that a rule of `kind` flagging the
/// span itself cannot tell from the span's allowed uses: "never expose `cost_price`" is not
/// "never write `cost_price`", "don't replace `gpt-4o`" is not "never use `gpt-4o`", "never
/// read `.env`" is no change to `.env`.
fn forbids_its_every_use(kind: &str, span: &Span) -> Result<(), String> {
    let acts = match kind {
        "code-pattern" | "forbid-content" | "forbid-call" | "forbid-import" | "forbid-syntax" => lexicon::USE_ACTS,
        "forbid-paths" => lexicon::PATH_ACTS,
        _ => return Ok(()),
    };
    // "never read `getNewModuleRegistry()` directly": a getter is read by calling it
    // (cloudflare/workerd, round 21).
    let reads_a_call = |act: &str| span.code.ends_with(')') && lexicon::is_one_of(lexicon::READING_ACTS, act);
    // "Never catch bare `except:`": a handler is used by catching with it (round 37).
    let catches_with_a_handler = |act: &str| {
        matches!(act, "catch" | "catches" | "catching")
            && (span.code.starts_with("except") || span.code.starts_with("catch"))
    };
    match &span.act {
        Some(act)
            if !(lexicon::is_one_of(acts, act)
                || reads_a_call(act)
                || catches_with_a_handler(act)
                || (kind == "forbid-paths" && is_change_to_what_it_holds(act, &span.code))
                || (kind == "forbid-paths" && uses_a_file_name(act, &span.code))) =>
        {
            Err(format!(
                "forbids what is done with `{code}` (“{act}”), not {}: the rule would flag what the instruction allows",
                if kind == "forbid-paths" {
                    "a change to it"
                } else {
                    "its every use"
                },
                code = span.code,
            ))
        }
        _ => Ok(()),
    }
}

/// "Do not use `mod.rs`": a file of a name is used by having one, so not using it is not
/// adding one (a path with a directory, "don't use `src/legacy/`", is not so plain).
fn uses_a_file_name(act: &str, code: &str) -> bool {
    // A name in a directory is one too (`.github/copilot-instructions.md`), a directory no.
    let name = code.rsplit('/').next().unwrap_or(code);
    matches!(act, "use" | "using")
        && !code.contains(['*', '?', '['])
        && name.rsplit_once('.').is_some_and(|(stem, _)| !stem.is_empty())
}

/// "edit committed migrations in `db/migrations/`": an act on what the location's own name
/// says it holds is a change to the location.
fn is_change_to_what_it_holds(act: &str, path: &str) -> bool {
    let words: Vec<&str> = act.split_whitespace().collect();
    let [first, middle @ .., last] = words.as_slice() else {
        return false;
    };
    // "commit build artifacts or generated files from the `build/` directory": whatever a
    // commit carries from a location is a change to it, whatever the object's words
    // (frankvdb7/node-red-contrib-amqp, round 58).
    if lexicon::is_one_of(lexicon::COMMITTING_ACTS, first) && *last == "from" {
        return true;
    }
    lexicon::is_one_of(lexicon::PATH_ACTS, first)
        && lexicon::is_one_of(lexicon::OBJECT_PREPOSITIONS, last)
        && middle.last().is_some_and(|noun| names_the_location(noun, path))
        && middle[..middle.len() - 1]
            .iter()
            .all(|w| lexicon::is_one_of(lexicon::FILE_AGES, w) || lexicon::is_one_of(lexicon::DETERMINERS, w))
}

/// A glob of configuration files (`*.yaml`, `config/*.json`, `.env`).
fn is_config_glob(glob: &str) -> bool {
    let name = glob.rsplit('/').next().unwrap_or(glob);
    [
        ".yaml",
        ".yml",
        ".json",
        ".toml",
        ".ini",
        ".cfg",
        ".conf",
        ".properties",
        ".plist",
        ".xml",
    ]
    .iter()
    .any(|ext| name.ends_with(ext))
        || name.starts_with(".env")
}

/// A TOML table header as manifests have them: `[dev-dependencies]`, `[tool.uv]`.
fn is_manifest_table(code: &str) -> bool {
    // Manifests name their tables in lowercase (`[dev-dependencies]`, `[tool.ruff]`); a
    // capitalised `[IterationSetup]` is a C# attribute (sebastienros/jint, round 88).
    code.strip_prefix('[')
        .and_then(|c| c.strip_suffix(']'))
        .is_some_and(|inner| {
            inner.starts_with(|c: char| c.is_ascii_lowercase())
                && inner.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
        })
}

/// Whether the rule reads only source files of languages no grammar here parses.
fn unparsed_source(proposal: &Proposal) -> bool {
    !proposal.paths.is_empty()
        && proposal.paths.iter().all(|p| {
            crate::syntax::Lang::of_path(&super::recognize::sample_path(p)).is_none()
                && params::SOURCE_EXTENSIONS.iter().any(|e| p.ends_with(&format!(".{e}")))
        })
}

/// A pattern of punctuation and layout only (`[^\s{]\s*\{\s*$`): no word of its own.
fn is_layout_pattern(pattern: &str) -> bool {
    let mut chars = pattern.chars();
    let mut letters = false;
    while let Some(c) = chars.next() {
        if c == '\\' {
            chars.next(); // an escape (`\s`, `\{`) is no word
        } else if c.is_alphanumeric() {
            letters = true;
        }
    }
    !letters
}

/// Code as a ban is compared with other code: trimmed, lowercased, without `()`.
fn normal(code: &str) -> String {
    code.trim().trim_end_matches("()").to_lowercase()
}

/// What a rule from `reading` bans: the constructs the instruction forbids in code of its own
/// (normalised: trimmed, lowercased, without `()`), and the proposal's forbidden parameters.
fn banned_by<'p>(proposal: &'p Proposal, reading: &Reading) -> (Vec<String>, Vec<&'p str>) {
    let forbidden_here = reading
        .spans
        .iter()
        .filter(|s| s.role == Role::Forbidden)
        .map(|s| normal(&s.code))
        .collect();
    let forbidden = proposal
        .keys
        .iter()
        .filter(|(key, _)| roles_for(proposal.kind, key).is_some_and(|r| r.contains(&Role::Forbidden)))
        .flat_map(|(_, value)| match value {
            Value::Str(s) => vec![s.as_str()],
            Value::List(l) => l.iter().map(String::as_str).collect(),
            Value::Int(_) | Value::Bool(_) => Vec::new(),
        })
        .collect();
    (forbidden_here, forbidden)
}

/// The banned code a condition of `other` names ("If `getattr()` is unavoidable, add a
/// comment"), however the sentence's code span was read.
fn condition_naming(other: &Reading, forbidden_here: &[String], forbidden: &[&str]) -> Option<String> {
    static CODE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"`([^`]+)`").expect("valid"));
    other
        .qualifiers
        .iter()
        .filter_map(|q| match q {
            Qualifier::Other(text) if text.starts_with("when ") || text.starts_with("unless ") => Some(text),
            _ => None,
        })
        .flat_map(|text| CODE.captures_iter(text).map(|c| c[1].to_owned()).collect::<Vec<_>>())
        .find(|code| forbidden_here.contains(&normal(code)) || forbidden.iter().any(|f| uses(f, code)))
}

/// "Avoid `getattr()`; use direct attribute access. If `getattr()` is unavoidable, add a
/// nearby comment" (TracecatHQ/tracecat, round 215): a sentence of the ban's own paragraph
/// that directs under a condition naming the banned code allows it there.
pub fn conditioned_beside(proposal: &Proposal, reading: &Reading, paragraph: &[&Reading]) -> Result<(), String> {
    let (forbidden_here, forbidden) = banned_by(proposal, reading);
    match paragraph
        .iter()
        .filter(|other| other.directive.is_ok())
        .find_map(|other| condition_naming(other, &forbidden_here, &forbidden))
    {
        Some(code) => Err(format!(
            "a sentence of its paragraph names it as a condition (`{code}`): the instruction allows it there, \
             and the rule cannot tell where"
        )),
        None => Ok(()),
    }
}

/// "When building a **section header** or a **list/row** surface, follow the canonical spec
/// … Token names ONLY — never hardcode the hex/px" (spaarke-dev/spaarke, round 214: every `px`
/// of every stylesheet failed): a condition that opens the paragraph holds for the sentences
/// after it, and a ban from one of them that does not state it too drops it.
pub fn conditioned_before(proposal: &Proposal, reading: &Reading, before: &[&Reading]) -> Result<(), String> {
    let condition = |r: &Reading| {
        r.qualifiers.iter().find_map(|q| match q {
            Qualifier::Other(text) if text.starts_with("when ") => Some(text.clone()),
            _ => None,
        })
    };
    if !families::of(proposal.kind).forbids || condition(reading).is_some() {
        return Ok(());
    }
    match before.iter().filter(|r| r.directive.is_ok()).find_map(|r| condition(r)) {
        Some(text) => Err(format!(
            "an earlier sentence of its paragraph sets a condition (“{text}”), which the rule does not express"
        )),
        None => Ok(()),
    }
}

/// What another directive of the same file makes of what `proposal` forbids: `Err(why)`
/// when one names it as its condition ("ALWAYS write `SAFETY` comments when writing `unsafe`
/// code" beside "AVOID unsafe code") or recommends it ("use `.optional()`" for one kind of
/// schema beside "use `.nullish()` instead of `.optional()`" for another): the file allows it
/// there, and the rule cannot tell where.
/// `others` are the readings of the file's other instructions, with their lines.
pub fn allowed_elsewhere(proposal: &Proposal, reading: &Reading, others: &[(u32, &Reading)]) -> Result<(), String> {
    let (forbidden_here, forbidden) = banned_by(proposal, reading);
    for (line, other) in others {
        // An item of the rule's own list of examples is no directive, but a condition it
        // names still limits the rule: "If a single `as` cast is unavoidable add a comment",
        // wrapped onto the last example's line (polyipseity/obsidian-terminal, round 123).
        if (other.directive.is_ok() || other.part_of_another_rule.is_some())
            && let Some(code) = condition_naming(other, &forbidden_here, &forbidden)
        {
            return Err(format!(
                "line {line} names it as a condition (`{code}`): the file allows it there, and the rule cannot tell where"
            ));
        }
        if other.directive.is_err() {
            continue;
        }
        // "Except for event handlers and overriding methods, never use `async void`" on one
        // line, "Prefer `Task` over `async void`" on another: the exception holds for both
        // (CommunityToolkit/Maui, round 11's half A: every flagged `async void` was a handler).
        // The line may be split in two instructions at its comma, so all of the line counts.
        let same_line = || {
            others
                .iter()
                .filter(|(l, r)| l == line && r.directive.is_ok())
                .map(|(_, r)| *r)
        };
        let excepts = same_line().any(|r| {
            r.words
                .iter()
                .any(|w| matches!(w.as_str(), "except" | "unless" | "excluding" | "besides" | "exception"))
        });
        let exception = same_line().find_map(|r| {
            r.qualifiers.iter().find_map(|q| match q {
                Qualifier::Other(exception) => Some(exception.clone()),
                _ => None,
            })
        });
        let forbids_it = same_line().any(|r| {
            r.spans
                .iter()
                .any(|s| s.role == Role::Forbidden && forbidden.iter().any(|f| uses(f, &s.code)))
        });
        if excepts
            && forbids_it
            && let Some(exception) = exception
        {
            return Err(format!(
                "line {line} forbids it too, qualified by “{exception}”, which no check kind can express"
            ));
        }
        // A path is no message: "`docs/`" on another line says nothing of a `docs:` subject.
        let commit_level = families::of(proposal.kind).commit_level;
        for span in other
            .spans
            .iter()
            .filter(|s| matches!(s.role, Role::Condition | Role::Required | Role::Permitted))
            .filter(|s| !(commit_level && is_path_like(&s.code)))
        {
            let recommended_here = span.role == Role::Required && forbidden_here.contains(&normal(&span.code));
            if (span.role != Role::Required || recommended_here) && forbidden.iter().any(|f| uses(f, &span.code)) {
                let how = match span.role {
                    Role::Condition => "names it as a condition",
                    Role::Permitted => "permits it",
                    _ => "recommends it",
                };
                return Err(format!(
                    "line {line} {how} (`{}`): the file allows it there, and the rule cannot tell where",
                    span.code
                ));
            }
        }
    }
    Ok(())
}

/// Whether the instruction names two or more Conventional Commits types (`feat:`,
/// `fix(scope):`) in its code.
pub fn names_commit_types(reading: &Reading) -> bool {
    // One span each (`feat:`, `fix:`) or one span listing them (`feat, fix, docs`).
    let types: std::collections::BTreeSet<&str> = reading
        .spans
        .iter()
        .flat_map(|s| s.code.split([',', '|', '/']))
        .filter_map(|part| {
            let head = part.trim().trim_end_matches(':').trim_end_matches('!');
            let head = head.split('(').next().unwrap_or(head);
            crate::checks::CONVENTIONAL_TYPES.iter().copied().find(|t| *t == head)
        })
        .collect();
    types.len() >= 2
}

/// The constructs the instruction recommends, in order: what a rule from it must let pass.
pub fn recommended(reading: &Reading) -> impl Iterator<Item = &str> {
    reading
        .spans
        .iter()
        .filter(|s| s.role == Role::Required && !is_path_like(&s.code) && !s.code.contains("://"))
        .map(|s| s.code.as_str())
}

/// Examples from the reading alone, for a rule that forbids constructs in files: each
/// construct in `recommended` (what the instruction, or a sentence of its paragraph,
/// recommends; see [`recommended`]), added to the file its failing example writes, must
/// pass. They go into the rule's `examples`, so `agentsmd-gate test` checks the rule against
/// the instruction and not only against the recognizer that wrote it.
///
/// Where the failing example writes a construct the instruction forbids (`forbidden`), the
/// recommended one takes its place in the same line: "specific `# type: ignore[attr-defined]`,
/// never bare `# type: ignore`" is tried as `x = f()  # type: ignore[attr-defined]`, where
/// the code carries it, not as a comment on a line of its own (hatchet-dev/hatchet, round 23:
/// the rule flagged the specific ignores the instruction asks for).
pub fn examples(recommended: &[&str], forbidden: &[&str], proposal: &Proposal) -> Vec<ExampleSpec> {
    if !matches!(
        proposal.kind,
        "forbid-content" | "code-pattern" | "forbid-call" | "forbid-import" | "forbid-syntax"
    ) {
        return Vec::new();
    }
    let Some(failing) = proposal
        .examples
        .iter()
        .find(|e| !e.expect_pass && !e.files_after.is_empty())
    else {
        return Vec::new();
    };
    let (path, written) = &failing.files_after[0];
    let in_place = |code: &str| {
        forbidden
            .iter()
            .find(|f| !f.trim().is_empty() && written.contains(f.trim()))
            .map(|f| written.replacen(f.trim(), code.trim(), 1))
    };
    recommended
        .iter()
        .map(|code| {
            let mut e = ExampleSpec::pass();
            e.files_before = failing.files_before.clone();
            let sample = in_place(code).unwrap_or_else(|| format!("{}\n", in_comment_if_directive(code, path)));
            e.after(path, &sample)
        })
        .collect()
}

/// Subjects the instruction shows in its format ("Conventional Commits: `feat(scope): ...`,
/// `tests: ...`"), for a rule on the subject: each must pass, so a rule whose list of types
/// leaves out one the instruction shows is declined (mozilla-ai/any-agent, round 25).
pub fn subject_examples(reading: &Reading, proposal: &Proposal) -> Vec<ExampleSpec> {
    static SUBJECT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^([a-z][a-z0-9-]*)(\([^)\s]*\))?!?: \S").expect("valid"));
    static PLAIN_SUBJECT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^[A-Z][a-z]+(?: [A-Za-z]+)? ?(?:…|\.\.\.)$").expect("valid"));
    let reads_subject = proposal.kind == "commit-message"
        && proposal
            .keys
            .iter()
            .any(|(k, _)| matches!(*k, "conventional" | "pattern"))
        && !proposal.keys.iter().any(|(k, _)| *k == "in");
    if !reads_subject {
        return Vec::new();
    }
    reading
        .spans
        .iter()
        .filter(|s| !matches!(s.role, Role::Forbidden | Role::Placeholder))
        .filter_map(|s| {
            let code = s.code.trim();
            // A plain subject shown beside the typed ones ("(`fix: …`, `chore: …`, `Add …`)")
            // is a form the convention allows (steipete/sweetlink, round 45).
            if PLAIN_SUBJECT.is_match(code) {
                let subject = ["...", "…"]
                    .iter()
                    .fold(code.to_owned(), |text, dots| text.replace(dots, "the export button"));
                return Some(ExampleSpec::pass().message(subject.trim()));
            }
            let caps = SUBJECT.captures(code)?;
            let slot = lexicon::is_one_of(lexicon::COMMIT_TEMPLATE_SLOTS, &caps[1]);
            let subject = ["...", "…"].iter().fold(code.to_owned(), |text, dots| {
                text.replace(dots, "add the export button")
            });
            (!slot).then(|| ExampleSpec::pass().message(&subject))
        })
        .collect()
}

/// A sample of `code` for the file `path`; a tool directive (`@ts-expect-error`, `noqa`) in the
/// comment it lives in, as code carries it: "use `@ts-expect-error` with a comment" beside a
/// ban on suppressions (operately/operately, round 11's half A).
fn in_comment_if_directive(code: &str, path: &str) -> String {
    let sample = params::construct_sample(code);
    let lower = code.trim().to_lowercase();
    if params::comment_marker(code).is_some() || !lexicon::COMMENT_DIRECTIVES.iter().any(|d| lower.starts_with(d)) {
        return sample;
    }
    // The language registry knows each language's comment; configuration files comment with `#`.
    let marker = crate::language::Lang::of_extension(path)
        .and_then(|l| l.spec().line_comments.first().copied())
        .unwrap_or(if [".yml", ".yaml", ".toml"].iter().any(|ext| path.ends_with(ext)) {
            "#"
        } else {
            "//"
        });
    format!("{marker} {sample}")
}

/// Keys whose values are names the text must state (not patterns built for a concept).
fn literal_key(kind: &str, key: &str) -> bool {
    matches!(
        (kind, key),
        ("branch-name", "forbid")
            | ("forbid-paths", "paths")
            | ("forbid-call", "callees")
            | ("forbid-import", "modules")
            | ("commit-message", "types" | "require-trailers" | "forbid-trailers")
    )
}

/// Whether a word of `value` (three letters or more) is one the instruction uses.
fn traceable(value: &str, words_of_text: &[String]) -> bool {
    // The types of the Conventional Commits spec come with it.
    if crate::checks::CONVENTIONAL_TYPES.contains(&value) {
        return true;
    }
    // So do the lockfiles of a package manager it names (`package-lock.json` for npm), and,
    // where it chooses the package manager ("always use pnpm package manager"), those of
    // the others of the chosen one's ecosystem.
    let manager_named = |name: &str| words_of_text.iter().any(|w| w == name);
    let chooses = words_of_text
        .windows(2)
        .any(|w| w[0] == "package" && matches!(w[1].as_str(), "manager" | "management"));
    let named_in = |ecosystem: &str| {
        lexicon::PACKAGE_MANAGERS
            .iter()
            .any(|(name, _, of)| *of == ecosystem && manager_named(name))
    };
    if lexicon::PACKAGE_MANAGERS.iter().any(|(name, lockfiles, ecosystem)| {
        lockfiles.contains(&value) && (manager_named(name) || chooses && named_in(ecosystem))
    }) {
        return true;
    }
    // The sign-off trailer comes with the command that writes it, `git commit -s` or
    // `--signoff` (nextcloud/android-library, round 72). Naming the certificate alone ("Read
    // `CONTRIBUTING.md` for DCO … conventions": perses/perses) asks for no trailer.
    if value.eq_ignore_ascii_case("Signed-off-by")
        && (words_of_text.iter().any(|w| w == "signoff")
            || words_of_text.windows(2).any(|w| w[0] == "commit" && w[1] == "s"))
    {
        return true;
    }
    let value_words = words(&unescape_regex(value));
    let long: Vec<&String> = value_words.iter().filter(|w| w.len() >= 3).collect();
    long.is_empty() || long.iter().any(|w| words_of_text.contains(w))
}

/// Whether a pattern names more than the instruction's examples: a word of it that none of
/// them holds (`docs` in a pattern of Conventional Commits types beside `feat:`, `fix:`).
fn beyond_examples(pattern: &str, reading: &Reading) -> bool {
    let example_words: Vec<String> = reading
        .spans
        .iter()
        .filter(|s| s.role == Role::Example)
        .flat_map(|s| words(&s.code))
        .collect();
    words(&unescape_regex(pattern))
        .iter()
        .filter(|w| w.len() >= 3)
        .any(|w| !example_words.contains(w))
}

/// The roles a span may have to become the value of `kind`'s `key`; `None` for keys that
/// take no value from the text.
fn roles_for(kind: &str, key: &str) -> Option<&'static [Role]> {
    const FORBIDDEN: &[Role] = &[Role::Forbidden];
    const REQUIRED: &[Role] = &[Role::Required, Role::Description];
    const TRIGGER: &[Role] = &[Role::Condition, Role::Required, Role::Description];
    Some(match (kind, key) {
        ("forbid-content" | "code-pattern", "pattern") => FORBIDDEN,
        ("forbid-call", "callees") | ("forbid-import", "modules") | ("forbid-syntax", "constructs") => FORBIDDEN,
        ("forbid-paths", "paths") => FORBIDDEN,
        ("commit-message", "forbid" | "forbid-trailers") | ("branch-name", "forbid") => FORBIDDEN,
        ("commit-message", "pattern" | "require-trailers" | "types") => REQUIRED,
        ("branch-name" | "file-name", "pattern") => REQUIRED,
        ("require-content", "pattern") | ("python-def-marker", "marker") => REQUIRED,
        ("require-companion", "require") => REQUIRED,
        ("require-companion", "when") => TRIGGER,
        _ => return None,
    })
}

/// The forbidden code a proposal's values name (`\binterface\{\}` names `interface{}`): what
/// the rule flags wherever it appears. A value a recognizer builds from what the code stands
/// for (a `curl … | bash` pattern for "never pipe a script into a shell") names none.
pub fn banned_codes<'r>(reading: &'r Reading, proposal: &Proposal) -> Vec<&'r str> {
    let values: Vec<&str> = proposal
        .keys
        .iter()
        .flat_map(|(_, value)| match value {
            Value::Str(s) => vec![s.as_str()],
            Value::List(l) => l.iter().map(String::as_str).collect(),
            Value::Int(_) | Value::Bool(_) => Vec::new(),
        })
        .collect();
    let forbidden = reading.forbidden();
    // A value made of the codes it names, not a recognizer's pattern that happens to share a
    // word with one (the secret scan's `getenv` and "never commit … `.env` files":
    // openai/openai-go, round 45): its words are mostly the codes' words.
    let literal = |value: &str| {
        let named: usize = forbidden
            .iter()
            .filter(|code| uses(value, code))
            .map(|code| words(code).len())
            .sum();
        named > 0 && words(&unescape_regex(value)).len() <= 3 * named + 4
    };
    if !values.iter().any(|v| literal(v)) {
        return Vec::new();
    }
    forbidden
        .iter()
        .copied()
        .filter(|code| values.iter().any(|v| uses(v, code)))
        .collect()
}

/// Whether the parameter `value` was taken from the inline code `code`: the code's words
/// appear in it in order (regex escapes and punctuation aside). Codes of fewer than three
/// letters and digits are too short to tell.
fn uses(value: &str, code: &str) -> bool {
    let code_words = words(code);
    if code_words.concat().len() < 3 {
        // An operator (`!=`, `!!`) or a short name is used only by a value that is itself.
        let value = unescape_regex(value);
        return !code.trim().is_empty() && value.trim() == code.trim();
    }
    let value_words = words(&unescape_regex(value));
    value_words
        .windows(code_words.len())
        .any(|w| w == code_words.as_slice())
}

fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A regex with its class escapes (`\b`, `\s*`, `\w+`) removed and its escaped characters
/// (`\\`, `\(`, `\.`) written as themselves, so its literal words remain with their separators:
/// `Tracing\\Middleware` is the two words of `Tracing\Middleware` (getsentry/sentry-laravel,
/// read untuned: with the backslash dropped, "do not remove" was not seen as the act on it).
fn unescape_regex(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.next_if(|_| c == '\\')) {
            (_, Some('b' | 'B' | 's' | 'S' | 'w' | 'W' | 'd' | 'D')) => {
                chars.next_if(|q| matches!(q, '*' | '+' | '?'));
                out.push(' ');
            }
            (_, Some(escaped)) => out.push(escaped),
            (c, None) => out.push(c),
        }
    }
    out
}

/// "Write commit messages in the Conventional Commits format": the format is what the rule
/// checks (found while testing session 56's mechanisms: it had been declined).
fn is_its_own_format(proposal: &Proposal, what: &str) -> bool {
    proposal.keys.contains(&("conventional", Value::Bool(true)))
        && what.starts_with("in ")
        && what.contains("conventional commit")
}

/// Whether `proposal` expresses the qualifier `q`.
fn expresses(proposal: &Proposal, q: &Qualifier, language: Option<Language>) -> Result<(), String> {
    let commit_level = families::of(proposal.kind).commit_level;
    match q {
        Qualifier::PullRequest => {
            Err("about pull requests (their titles or descriptions), which are not part of a commit".into())
        }
        Qualifier::Language(name) => expresses_language(proposal, name, language, commit_level),
        Qualifier::Tests(inside) => expresses_tests(proposal, *inside),
        Qualifier::Outside(dir) => {
            if proposal.exclude.contains(&outside_glob(dir)) {
                Ok(())
            } else {
                Err(format!(
                    "qualified by “except in `{dir}`”, which a `{}` rule cannot express",
                    proposal.kind
                ))
            }
        }
        Qualifier::Path(p) => expresses_path(proposal, p),
        Qualifier::Docs => expresses_docs(proposal),
        // file-name and require-content read only the files a change adds (or a removed match).
        Qualifier::NewFiles if matches!(proposal.kind, "file-name" | "require-content") => Ok(()),
        // A forbid-paths rule on added files reads new files only ("Every new file is Kotlin.
        // Never create a `.java` file": nextcloud/notes-android, round 72).
        Qualifier::NewFiles
            if proposal
                .keys
                .contains(&("changes", Value::List(vec!["added".to_owned()]))) =>
        {
            Ok(())
        }
        Qualifier::NewFiles => Err(format!(
            "limited to new files, and a {} rule reads what a change adds to every file",
            proposal.kind
        )),
        Qualifier::Other(what) if commit_level && names_a_trailer_it_reads(proposal, what) => Ok(()),
        Qualifier::Other(what) if is_body_scope(what) && proposal.keys.contains(&("in", Value::Str("body".into()))) => {
            Ok(())
        }
        // "Catch specific exceptions rather than broad `Exception`": a construct named by the
        // judgement (`broad-except`) is the judgement, no use of the code a reader must judge.
        Qualifier::Other(what) if construct_named_by(proposal, what) => Ok(()),
        Qualifier::Other(what)
            if what == LIBRARY_CODE
                && params::RUST_NON_LIBRARY_GLOBS
                    .iter()
                    .all(|g| proposal.exclude.iter().any(|e| e == g)) =>
        {
            Ok(())
        }
        // "Place imports at the top of the file, not inline within functions": where a local
        // import stands is what the placement forbids (posit-dev/py-shiny, round 60).
        Qualifier::Other(what)
            if is_function_scope(what) && proposal.keys.contains(&("placement", Value::Str("top-level".into()))) =>
        {
            Ok(())
        }
        // "Begin the commit message with a single short (no more than 50 characters) line …,
        // followed by a blank line and then a more thorough description" (Perdolique/starter,
        // round 129's missed list): what follows the subject is more asked of the message, and
        // a rule that requires less of it is narrower. Not for a ban, where it is part of what
        // is banned.
        Qualifier::Other(what)
            if what.starts_with("followed by ")
                && proposal.kind == "commit-message"
                && !proposal
                    .keys
                    .iter()
                    .any(|(k, _)| matches!(*k, "forbid" | "forbid-trailers")) =>
        {
            Ok(())
        }
        // "Use the imperative mood in the subject line": the subject is what a message rule
        // without `in` reads (astronomer/astronomer-cosmos, round 34).
        Qualifier::Other(what)
            if proposal.kind == "commit-message"
                && is_subject_scope(what)
                && !proposal.keys.iter().any(|(k, _)| *k == "in") =>
        {
            Ok(())
        }
        Qualifier::Other(what) if is_its_own_format(proposal, what) => Ok(()),
        // "When writing a commit message, don't make a bullet list": the whole message, or the
        // branch's name, is what a rule of that kind reads (corpus file 11).
        Qualifier::Other(what) if names_what_the_kind_reads(proposal, what) => Ok(()),
        // "No em dashes in comments, commit messages, or docs": one rule per place it names.
        Qualifier::Other(what) if super::recognize::names_only_places(proposal, what) => Ok(()),
        // "Never use f-strings in logger calls": the calls a pattern of logging calls reads.
        Qualifier::Other(what) if is_logging_call_scope(what) && reads_logging_calls(proposal) => Ok(()),
        // "Use the `node:` prefix for Node.js built-in imports": the imports a pattern of
        // imported modules reads.
        Qualifier::Other(what) if is_import_scope(what) && reads_imports(proposal) => Ok(()),
        // "Use `#pragma once` in headers": a rule on C and C++ header files reads only them.
        Qualifier::Other(what) if is_header_file_scope(what) && reads_only_header_files(proposal) => Ok(()),
        Qualifier::Other(what) => Err(format!("qualified by “{what}”, which no check kind can express")),
    }
}

/// Whether `proposal` is limited to the language `name`: by its `language` key, its globs, or
/// the language it was read in.
fn expresses_language(
    proposal: &Proposal,
    name: &str,
    language: Option<Language>,
    commit_level: bool,
) -> Result<(), String> {
    if commit_level {
        return Err(format!(
            "limited to {name}, which a {} rule cannot express",
            proposal.kind
        ));
    }
    let keyed = proposal.keys.iter().any(|(k, v)| {
        *k == "language"
            && matches!(v, Value::Str(s)
                    if params::by_name(name).map_or(s.eq_ignore_ascii_case(name), |l| l.is_called(s)))
    });
    let by_glob = params::languages_named(name).first().is_some_and(|l| {
        !proposal.paths.is_empty()
            && proposal
                .paths
                .iter()
                .all(|p| l.globs.iter().any(|g| p.ends_with(g.trim_start_matches('*'))))
    });
    // JavaScript in a TypeScript codebase is read as both (`Ctx::language`).
    let same = |l: Language| l.name == name || l == params::JS_AND_TS && name == "JavaScript";
    if keyed || by_glob || language.is_some_and(same) && !proposal.paths.is_empty() {
        Ok(())
    } else {
        Err(format!("limited to {name}, and the rule reads other files"))
    }
}

/// Whether `proposal` is limited to tests (`inside`) or spares them.
fn expresses_tests(proposal: &Proposal, inside: bool) -> Result<(), String> {
    let is_test_glob = |g: &str| {
        let lower = g.to_lowercase();
        lower.contains("test") || lower.contains("spec") || super::recognize::TEST_GLOBS.contains(&g)
    };
    let expressed = if inside {
        !proposal.paths.is_empty() && proposal.paths.iter().all(|p| is_test_glob(p))
    } else {
        proposal.exclude.iter().any(|p| is_test_glob(p))
            || proposal.keys.contains(&("skip-tests", Value::Bool(true)))
            || proposal
                .keys
                .iter()
                .any(|(k, v)| *k == "allow-in" && matches!(v, Value::List(l) if l.iter().any(|p| is_test_glob(p))))
    };
    if expressed {
        Ok(())
    } else if inside {
        Err("limited to tests, and the rule reads other files".into())
    } else {
        Err("excludes tests, and the rule reads them too".into())
    }
}

/// Whether `proposal` names the path `p` it is limited to, in its globs or its keys.
fn expresses_path(proposal: &Proposal, p: &str) -> Result<(), String> {
    let globs = || proposal.paths.iter().chain(&proposal.exclude).map(String::as_str);
    let stem = params::path_glob(p);
    let stem = stem.trim_end_matches(['/', '*']);
    let mentioned = globs().any(|g| g.contains(stem))
        || proposal.keys.iter().any(|(_, v)| match v {
            Value::Str(s) => s.contains(stem),
            Value::List(l) => l.iter().any(|s| s.contains(stem)),
            _ => false,
        });
    if mentioned {
        Ok(())
    } else {
        Err(format!("limited to `{p}`, and the rule does not say so"))
    }
}

/// Whether `proposal` reads only documentation.
fn expresses_docs(proposal: &Proposal) -> Result<(), String> {
    let docs = |g: &str| {
        let g = g.to_lowercase();
        g.ends_with(".md") || g.ends_with(".mdx") || g.ends_with(".rst") || g.ends_with(".adoc") || g.contains("doc")
    };
    if !proposal.paths.is_empty() && proposal.paths.iter().all(|p| docs(p)) {
        Ok(())
    } else {
        Err("limited to documentation, and the rule reads other files".into())
    }
}

/// Whether a scope phrase names only what a commit-level rule reads from: the commit message
/// (whichever part the rule reads) for `commit-message` ("when writing a commit message", "in commit messages"), the
/// branch's name for `branch-name` ("in branch names", "when naming a branch").
fn names_what_the_kind_reads(proposal: &Proposal, what: &str) -> bool {
    const FRAME: &[&str] = &[
        "a", "creating", "in", "making", "naming", "new", "the", "when", "writing", "your",
    ];
    match proposal.kind {
        // "When writing git commits:" (matchthetarget/shinar, round 86): a commit is what a
        // message rule reads too.
        "commit-message" => names_only(
            what,
            &["commit", "commits", "message", "messages"],
            &[FRAME, &["commit", "git"]],
        ),
        // "Commit in a feature branch, never on `main`": the kind of branch the rule asks for.
        "branch-name" => names_only(
            what,
            &["branch", "branches"],
            &[
                FRAME,
                &[
                    "dedicated",
                    "feature",
                    "git",
                    "name",
                    "names",
                    "own",
                    "separate",
                    "topic",
                ],
            ],
        ),
        // "Use `yarn` for package management, not `npm`": the lockfiles of the managers ruled
        // out are what package management leaves (online-go/online-go.com, round 156's
        // missed list).
        "forbid-paths" if forbids_lockfiles(proposal) => names_only(
            what,
            &[
                "package",
                "packages",
                "management",
                "manager",
                "managers",
                "dependencies",
            ],
            &[&[
                "for",
                "as",
                "the",
                "your",
                "all",
                "managing",
                "installing",
                "javascript",
                "node",
                "python",
            ]],
        ),
        _ => false,
    }
}

/// Whether `proposal` forbids only package managers' lockfiles ([`lexicon::PACKAGE_MANAGERS`]).
fn forbids_lockfiles(proposal: &Proposal) -> bool {
    proposal.keys.iter().any(|(k, v)| {
        *k == "paths"
            && matches!(v, Value::List(paths) if !paths.is_empty() && paths.iter().all(|p| {
                lexicon::PACKAGE_MANAGERS.iter().any(|(_, lockfiles, _)| lockfiles.contains(&p.as_str()))
            }))
    })
}

/// Whether a qualifier names the trailer a commit-message rule reads: "never list any agent in
/// a "co-authored-by" annotation" says where the rule looks (bytecodealliance/wasmtime, round
/// 21: declined as qualified).
fn names_a_trailer_it_reads(proposal: &Proposal, qualifier: &str) -> bool {
    let read: String = proposal
        .keys
        .iter()
        .map(|(_, v)| match v {
            Value::Str(s) => s.to_lowercase(),
            Value::List(l) => l.join(" ").to_lowercase(),
            _ => String::new(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    let named: Vec<String> = qualifier
        .to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| w.ends_with("-by"))
        .map(str::to_owned)
        .collect();
    !named.is_empty() && named.iter().all(|trailer| read.contains(trailer.as_str()))
}

/// Whether the item or sentence shows a directive of its own, when the classifier calls it one
/// and the reading found no marker: an imperative or a prohibition opening one of its clauses, a
/// modal anywhere ("must", "never", "prefer", …), or a lead-in that directs its list ("Agents
/// MUST use:"). A label alone does not make a rule: "`findObsoleteLocalizationKeys` failing →
/// its output lists the keys to remove" states a consequence whatever the model says of it.
/// "Maximum 120 characters per line": a clause that opens with a limit and its number sets
/// it, as an imperative would (TheStackTraceWhisperer/net-bullet, round 81).
pub(super) fn states_a_limit(clause: &str) -> bool {
    let lower = clause.to_lowercase();
    lexicon::LIMIT_OPENERS.iter().any(|opener| {
        lower
            .strip_prefix(opener)
            .is_some_and(|rest| rest.starts_with(' ') && rest.trim_start().starts_with(|c: char| c.is_ascii_digit()))
    })
}

fn shows_a_directive(text: &str, parent: Option<&str>) -> Result<(), String> {
    use crate::instructions::classify::{is_directive, starts_directive};
    let shows = |text: &str| {
        let prose = params::prose(text).replace("->", "→").replace(" - ", " — ");
        // A sentence that says how something is made ("Mounted with … instead of …") shows
        // none, whatever its markers.
        let prose: String = prose
            .split_inclusive(['.', '!', '?'])
            .filter(|sentence| !opens_with_participle(&sentence.to_lowercase()))
            .collect();
        is_directive(&prose)
            || prose.split(|c: char| ",;:.!?()→—–".contains(c)).any(|clause| {
                let clause = clause.trim_start_matches(|c: char| !c.is_alphanumeric());
                starts_directive(clause) || states_a_limit(clause)
            })
    };
    if shows(text) || parent.is_some_and(|p| shows(lead_in(p))) {
        Ok(())
    } else {
        Err("no imperative, modal or prohibition of its own shows a directive, whatever its label".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::tests_support::instruction_for;

    fn reading(text: &str) -> Reading {
        read(&instruction_for(text), false)
    }

    fn roles(text: &str) -> Vec<(String, Role)> {
        reading(text).spans.into_iter().map(|s| (s.code, s.role)).collect()
    }

    #[test]
    fn an_item_of_a_list_of_exceptions_compiles_to_no_rule_of_any_kind() {
        // vruzeda/AnimeWatchlistTracker (round 93): the KDoc the exception allows became a
        // rule requiring KDoc on every public class (a label family skipped the directive).
        let kotlin = crate::compile::params::by_name("Kotlin");
        let item = "- KDoc on public use case classes (one sentence describing the business operation)\n";
        let as_a_rule = crate::compile::tests_support::compiled_in(&format!("Documentation:\n{item}"), kotlin);
        assert!(
            as_a_rule.rules.iter().any(|r| r.yaml.contains("require-docstring")),
            "{:?}",
            as_a_rule.unenforced
        );
        let markdown = format!("**Do not write comments.**\n\nThe only acceptable exceptions are:\n{item}");
        let as_an_exception = crate::compile::tests_support::compiled_in(&markdown, kotlin);
        let yaml: Vec<_> = as_an_exception.rules.iter().map(|r| &r.yaml).collect();
        assert!(yaml.is_empty(), "{yaml:?}");
    }

    #[test]
    fn creating_a_named_file_is_a_condition_on_new_files() {
        // agentty-xyz/agentty (round 159): the companion rule failed every edit of an AGENTS.md.
        let r = reading("When creating an `AGENTS.md`, add same-directory `CLAUDE.md` and `GEMINI.md` symlinks.");
        assert!(r.qualifiers.contains(&Qualifier::NewFiles), "{:?}", r.qualifiers);
        let c = crate::compile::tests_support::compiled(
            "## Instruction files\n\n- When creating an `AGENTS.md`, add same-directory `CLAUDE.md` and `GEMINI.md` symlinks.\n",
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "require-companion"),
            "{:?}",
            c.rules
        );
        // Code that is no file is no new file.
        let r = reading("When adding `useEffect` calls, list every dependency.");
        assert!(!r.qualifiers.contains(&Qualifier::NewFiles), "{:?}", r.qualifiers);
    }

    #[test]
    fn a_heading_of_advice_makes_its_items_preferences() {
        // METR/inspect-action (round 164).
        let mut item = instruction_for("Add missing type hints to functions you're modifying");
        item.heading = vec!["✓ Encouraged cleanup (same file/function you're already editing)".into()];
        assert_eq!(read(&item, false).preference.as_deref(), Some("encouraged"));
        // A strong modal says more than the heading.
        let mut item = instruction_for("You MUST add type hints to every function.");
        item.heading = vec!["Optional extras".into()];
        assert_eq!(read(&item, false).preference, None);
    }

    #[test]
    fn not_with_an_adjective_of_ability_is_a_state() {
        // VasuInukollu/pfsense-api (round 162): a table of needs and mechanisms,
        // "| Field-specific, not reusable | `validate_<field_name>($value)` … |", had forbidden
        // the mechanism it recommends.
        let r = reading("Field-specific, not reusable: `validate_name($value)` returning the validated value.");
        assert!(r.spans.iter().all(|s| s.role != Role::Forbidden), "{:?}", r.spans);
        let r = reading("Use `validate()`, not `validate_name($value)`.");
        assert!(r.spans.iter().any(|s| s.role == Role::Forbidden), "{:?}", r.spans);
    }

    #[test]
    fn contributing_is_every_change() {
        // qent/explorer (round 156's missed list): "Follow these clean code principles when
        // contributing:" declined its items as qualified.
        let mut item = instruction_for("Document public classes and functions with concise docstrings.");
        item.parent = Some("Follow these clean code principles when contributing:".into());
        let r = read(&item, false);
        assert!(r.qualifiers.is_empty(), "{:?}", r.qualifiers);
        item.parent = Some("Follow these principles when contributing to the frontend:".into());
        let r = read(&item, false);
        assert!(!r.qualifiers.is_empty());
    }

    #[test]
    fn a_table_rows_place_cell_narrows_its_constraints() {
        // AtCoder-NoviSteps/AtCoderNoviSteps (round 153): `any` was forbidden in every file.
        let row = reading("Domain types | `src/**/types/` | Plural aliases; TSDoc; avoid `any`");
        assert!(
            row.qualifiers.contains(&Qualifier::Path("src/**/types/".into())),
            "{:?} {:?}",
            row.qualifiers,
            row.spans
        );
        let ts = crate::compile::params::by_name("TypeScript");
        let table = "| Layer | Directory | Constraints |\n| --- | --- | --- |\n\
                     | Domain types | `src/**/types/` | Plural aliases; TSDoc; avoid `any` |\n\
                     | Services | `src/services/` | Never use `any` |\n";
        let c = crate::compile::tests_support::compiled_in(table, ts);
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(yaml.iter().all(|y| !y.contains("line: 3")), "{yaml:?}");
        assert!(
            yaml.iter()
                .any(|y| y.contains("line: 4") && y.contains("src/services/**")),
            "{yaml:?} {:?}",
            c.unenforced
        );
        // A path the row bans is no place of the ban.
        let banned = reading("`lodash/fp` | Never import `lodash/fp`");
        assert!(
            !banned.qualifiers.iter().any(|q| matches!(q, Qualifier::Path(_))),
            "{:?} {:?}",
            banned.qualifiers,
            banned.spans
        );
    }

    #[test]
    fn a_glob_of_test_files_is_the_test_scope() {
        for code in ["*_test.go", "*.spec.ts", "*.test.tsx", "test_*.py", "*Test.java"] {
            assert!(names_test_files(code), "{code}");
        }
        for code in ["*.go", "*.ts", "src/*_test.go", "testing.md", "*.tsx"] {
            assert!(!names_test_files(code), "{code}");
        }
        let go = crate::compile::params::by_name("Go");
        let c = crate::compile::tests_support::compiled_in("- Never call `time.Sleep` in a `*_test.go` file.\n", go);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("*_test.*"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_passive_ban_on_a_kind_of_use_is_qualified() {
        let on = reading("`var` must not be used on SDK types — samples are teaching material");
        assert!(
            on.qualifiers.contains(&Qualifier::Other("on SDK types".into())),
            "{:?}",
            on.qualifiers
        );
        // The plain ban has no such qualifier.
        let plain = reading("`var` must not be used — be explicit");
        assert!(plain.qualifiers.is_empty(), "{:?}", plain.qualifiers);
    }

    #[test]
    fn a_condition_the_forbidden_code_meets_narrows_nothing() {
        // smsbdell/ARPGCORE (round 92): every `async void` uses async/await.
        let met = reading("When using async/await, avoid `async void`; use `CancellationToken`.");
        assert!(
            met.qualifiers
                .iter()
                .any(|q| matches!(q, Qualifier::Other(w) if w == "when using async/await"))
        );
        assert!(forbidden_code_meets(&met, "when using async/await"));
        let react = reading("When using React, avoid `React.FC`.");
        assert!(forbidden_code_meets(&react, "when using React"));
        // The condition names code the span does not hold, or is no condition of use.
        let task = reading("When using `Task.Run`, avoid `.Result`.");
        assert!(!forbidden_code_meets(&task, "when using `Task.Run`"));
        let tests = reading("When writing tests, avoid `time.sleep`.");
        assert!(!forbidden_code_meets(&tests, "when writing tests"));
        let c = crate::compile::tests_support::compiled(
            "- When using async/await, avoid `async void`; use `CancellationToken` or `CancellationTokenSource`.\n",
        );
        assert!(
            c.unenforced.iter().all(|u| !u.reason.contains("when using")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn the_tool_that_checks_a_rule_is_not_its_subject() {
        assert_eq!(
            roles("Ensure no circular dependencies (checked by `lint:dpdm`)"),
            [r("lint:dpdm", Role::Description)]
        );
    }

    fn r(code: &str, role: Role) -> (String, Role) {
        (code.to_owned(), role)
    }

    #[test]
    fn a_construct_a_directive_is_about_is_its_condition() {
        assert_eq!(
            roles("ALWAYS write `SAFETY` comments following our usual style when writing `unsafe` code"),
            [r("SAFETY", Role::Required), r("unsafe", Role::Condition)]
        );
    }

    #[test]
    fn a_modal_of_permission_permits_what_it_names() {
        // ta4j/ta4j, round 13: the bound the instruction names was forbidden.
        let spans = roles(
            "Avoid look-ahead bias: result at index `i` may only depend on data from `getBeginIndex()` through `i`.",
        );
        assert_eq!(spans[1], r("getBeginIndex()", Role::Permitted));
        // A negated modal forbids.
        assert_eq!(
            roles("Modules may not depend on `:internal`."),
            [r(":internal", Role::Forbidden)]
        );
    }

    #[test]
    fn an_open_ended_list_gives_what_it_asks_for_as_examples() {
        assert_eq!(
            roles("Use a conventional prefix (`feature/`, `fix/`, etc.)."),
            [r("feature/", Role::Example), r("fix/", Role::Example)]
        );
        // A ban's list stays a ban on each item it names.
        assert_eq!(
            roles("Never call `eval()`, `exec()`, etc."),
            [r("eval()", Role::Forbidden), r("exec()", Role::Forbidden)]
        );
    }

    #[test]
    fn a_prohibiting_list_lends_its_ban_to_an_items_opening_verb() {
        // cloudflare/agents, round 15: "**Never:** - Use `any` — Oxlint will reject it".
        let mut i = instruction_for("Use `any` — Oxlint will reject it");
        i.parent = Some("**Never:**".into());
        let spans = read(&i, true).spans;
        assert_eq!(spans[0].role, Role::Forbidden, "{spans:?}");
        // Outside such a list the verb asks for what it names; what the clause after the dash
        // states is described.
        assert_eq!(
            roles("Use `unknown` — Oxlint rejects `any`."),
            [r("unknown", Role::Required), r("any", Role::Description)]
        );
    }

    #[test]
    fn preference_marks_the_recommended_and_the_replaced() {
        assert_eq!(
            roles("PREFER let chains (`if let` combined with `&&`) over nested `if let`."),
            [
                r("if let", Role::Required),
                r("&&", Role::Required),
                r("if let", Role::Forbidden)
            ]
        );
        assert_eq!(
            roles("Use `pathlib` instead of `os.path.join`."),
            [r("pathlib", Role::Required), r("os.path.join", Role::Forbidden)]
        );
        assert_eq!(
            roles("Use `httpx`, not `requests`."),
            [r("httpx", Role::Required), r("requests", Role::Forbidden)]
        );
        // vim89/llm4s (round 247): prose is replaced; the code after the dash defines the type.
        assert!(
            !roles("Use `Result[A]` instead of exceptions - `type Result[+A] = Either[LLMError, A]`")
                .iter()
                .any(|(_, role)| *role == Role::Forbidden)
        );
        assert_eq!(
            roles("`print()` → use `logging`"),
            [r("print()", Role::Forbidden), r("logging", Role::Required)]
        );
    }

    #[test]
    fn each_pair_of_a_list_of_replacements_recommends_its_left_side() {
        // Found in browser-use/browser-use's CLAUDE.md: `list[str]` had become forbidden.
        assert_eq!(
            roles("use `str | None` instead of `Optional[str]`, `list[str]` instead of `List[str]`"),
            [
                r("str | None", Role::Required),
                r("Optional[str]", Role::Forbidden),
                r("list[str]", Role::Required),
                r("List[str]", Role::Forbidden)
            ]
        );
        assert_eq!(
            roles("Prefer `a` over `b`, `c`."),
            [r("a", Role::Required), r("b", Role::Forbidden), r("c", Role::Forbidden)]
        );
    }

    #[test]
    fn a_stated_comparison_recommends_its_left_side() {
        // briangmilnes/veracity, round 172: after an imperative sentence, "`a` over `b`" has no
        // verb of its own; `a` had been read as described and `b` as forbidden.
        assert_eq!(
            roles("Name things for what they mean. `merge_sorted()` over `do_it()`."),
            [r("merge_sorted()", Role::Required), r("do_it()", Role::Forbidden)]
        );
    }

    #[test]
    fn a_clause_after_a_semicolon_that_is_no_directive_describes() {
        // Found in Homebrew/brew's AGENTS.md: the workflow's name had become a forbidden construct.
        assert_eq!(
            roles("Do not use prefixes such as `feat:`; the `Commit Style` workflow rejects them."),
            [r("feat:", Role::Example), r("Commit Style", Role::Description)]
        );
        assert_eq!(
            roles("Never call `exit()`; use `sys.exit()`."),
            [r("exit()", Role::Forbidden), r("sys.exit()", Role::Required)]
        );
    }

    #[test]
    fn a_bare_pair_after_a_colon_or_in_parentheses_illustrates() {
        // temporalio/temporal: "proper field names" are snake_case; `requestId` is an example.
        assert_eq!(
            roles("Use proper field names: `request_id` not `requestId`, `schedule_time` not `scheduledTime`"),
            [
                r("request_id", Role::Example),
                r("requestId", Role::Example),
                r("schedule_time", Role::Example),
                r("scheduledTime", Role::Example)
            ]
        );
        // caddyserver/caddy: the recommended string had become forbidden.
        assert_eq!(
            roles(
                "Error strings: Lowercase, no trailing punctuation (`\"something failed\"` not `\"Something failed.\"`)"
            ),
            [
                r("\"something failed\"", Role::Example),
                r("\"Something failed.\"", Role::Example)
            ]
        );
        // A pair with a verb of its own is a directive.
        assert_eq!(
            roles("Use `httpx`, not `requests`."),
            [r("httpx", Role::Required), r("requests", Role::Forbidden)]
        );
        assert_eq!(roles("Don't send `token` over HTTP."), [r("token", Role::Forbidden)]);
        // ucdavis/VIPER (round 72): a topic label opens the sentence; no directive before it.
        assert_eq!(
            roles("Paths: `Path.Join()` not `Path.Combine()` (`Combine` silently discards a rooted segment)"),
            [
                r("Path.Join()", Role::Required),
                r("Path.Combine()", Role::Forbidden),
                r("Combine", Role::Description)
            ]
        );
        // One name spelt two ways illustrates a naming convention, label or not.
        assert_eq!(
            roles("Naming: `request_id` not `requestId`"),
            [r("request_id", Role::Example), r("requestId", Role::Example)]
        );
        assert_eq!(
            roles("Examples: `a.join()` not `a.concat()`"),
            [r("a.join()", Role::Example), r("a.concat()", Role::Example)]
        );
    }

    #[test]
    fn an_arrow_in_a_flow_replaces_nothing() {
        // caddyserver/caddy, prisma/prisma, JabRef/jabref: a sequence or a consequence.
        assert_eq!(
            roles("Module lifecycle: `New()` → JSON unmarshal → `Provision()` → `Validate()`"),
            [
                r("New()", Role::Description),
                r("Provision()", Role::Description),
                r("Validate()", Role::Description)
            ]
        );
        assert_eq!(
            roles("Write `schema.psl` or use TypeScript builders → canonicalized Contract IR"),
            [r("schema.psl", Role::Required)]
        );
        assert_eq!(
            roles("`findObsoleteLocalizationKeys` failing → its output lists the keys to remove"),
            [r("findObsoleteLocalizationKeys", Role::Description)]
        );
        assert_eq!(
            roles("`console.log` → use `logger.info`"),
            [r("console.log", Role::Forbidden), r("logger.info", Role::Required)]
        );
    }

    #[test]
    fn an_arrow_replaces_only_where_the_instruction_speaks_of_replacing() {
        // meshtastic/firmware (not tuned on): a step of a sync flow, and a step of a workflow
        // whose tool was banned.
        for line in [
            "`STATE_SEND_FILEMANIFEST` → `STATE_SEND_COMPLETE_ID`",
            "`list_devices` → find the port",
        ] {
            assert!(
                roles(line).iter().all(|(_, role)| *role != Role::Forbidden),
                "{line}: {:?}",
                roles(line)
            );
        }
        assert_eq!(
            roles("Deprecated: `old_api()` → `new_api()`"),
            [r("old_api()", Role::Forbidden), r("new_api()", Role::Required)]
        );
    }

    #[test]
    fn a_problem_stated_before_its_remedy_forbids_nothing() {
        // dragonflydb/dragonfly (not tuned on): the remedy was banned, in `*.cpp` files.
        let line = "Pre-commit not installed: `pipx install pre-commit && pre-commit install`";
        assert!(
            roles(line).iter().all(|(_, role)| *role != Role::Forbidden),
            "{:?}",
            roles(line)
        );
        assert_eq!(
            roles("Force pushes not allowed: `git push --force`"),
            [r("git push --force", Role::Forbidden)]
        );
    }

    #[test]
    fn a_negated_statement_about_something_else_forbids_nothing() {
        // JabRef/jabref: a condition on the reader's git configuration.
        assert_eq!(
            roles("Plain `git pull` is acceptable as long as your local config does not set `pull.rebase=true`."),
            [
                r("git pull", Role::Description),
                r("pull.rebase=true", Role::Description)
            ]
        );
        // event4u-app/agent-config (round 212): what counts under a definition is stated;
        // `Phase <id>` had been forbidden.
        let defined = "Headings such as `## Phase steps` or `## Block A` do not count — only the canonical \
            `Phase <id>` form parsed by the dashboard.";
        assert!(
            roles(defined).iter().all(|s| s.1 != Role::Forbidden),
            "{:?}",
            roles(defined)
        );
        assert_ne!(
            roles("`print()` calls do not count toward coverage.")[0].1,
            Role::Forbidden
        );
        assert_eq!(roles("Do not count on `sleep()`.")[0].1, Role::Forbidden);
        // vertz-dev/vertz (round 215): relying on one thing alone is no ban on it.
        let sole = "Don't rely solely on intermediate variables — `const data = tasks.data;` doesn't exercise it.";
        assert_ne!(roles(sole)[0].1, Role::Forbidden);
    }

    #[test]
    fn code_that_a_clause_defines_is_described() {
        // zauberzeug/nicegui, round 20: the default is what not to write, not a ban on it.
        assert_eq!(
            roles("Use `ui.element()` without arguments — `'div'` is the default."),
            [r("ui.element()", Role::Required), r("'div'", Role::Description)]
        );
        // A prescriptive noun phrase defines nothing: the clause keeps its reading.
        let prescribed = roles("Use `subprocess.run` — `subprocess.run` is the preferred way.");
        assert_eq!(prescribed[1], r("subprocess.run", Role::Required), "{prescribed:?}");
        // Not the subject: the code is the object of the clause's verb.
        assert_eq!(
            roles("Avoid `unwrap()` in handlers is a rule."),
            [r("unwrap()", Role::Forbidden)]
        );
    }

    #[test]
    fn a_parenthesis_that_states_a_fact_about_code_describes_it() {
        let read = roles(
            "Don't cap the tools' own threads instead (`RAYON_NUM_THREADS` does work on biome): it spends the same CPU.",
        );
        assert_eq!(read, [r("RAYON_NUM_THREADS", Role::Description)]);
        // A parenthesis that lists code keeps the ban.
        assert_eq!(
            roles("Never use blocking calls (`sleep`, `wait`)."),
            [r("sleep", Role::Forbidden), r("wait", Role::Forbidden)]
        );
    }

    #[test]
    fn a_negation_governs_its_list_of_verbs() {
        // infiniflow/ragflow, round 23.
        let read = roles(
            "Do not modify, refactor, restyle, or \"improve\" any file under `src/components/ui/`, even if it seems like the most direct fix.",
        );
        assert_eq!(read, [r("src/components/ui/", Role::Forbidden)]);
        // A clause of its own after the comma still restarts.
        assert_eq!(
            roles("Don't edit `gen.rs`, regenerate it with `make gen`."),
            [r("gen.rs", Role::Forbidden), r("make gen", Role::Required)]
        );
    }

    #[test]
    fn a_passive_never_states_what_happens() {
        // hyperdxio/hyperdx, round 23.
        let read = roles(
            "A path rule attached to `Write` is accepted and then never consulted — file permissions are \
            checked against `Edit` and `Read` rules — so write confinement is spelled `Edit(<path>)`.",
        );
        assert!(read.iter().all(|(_, role)| *role != Role::Forbidden), "{read:?}");
        assert_eq!(read.last(), Some(&r("Edit(<path>)", Role::Placeholder)));
        // An imperative "never" keeps its ban, and so does a verb whose base ends in "ed".
        assert_eq!(
            roles("Never embed `secrets.json`."),
            [r("secrets.json", Role::Forbidden)]
        );
        assert_eq!(roles("Never edit `dist/` by hand."), [r("dist/", Role::Forbidden)]);
    }

    #[test]
    fn a_label_names_the_case_what_follows_it_is_for() {
        // Cap-go/capgo, round 23: under "All API endpoints must follow these response patterns".
        crate::compile::tests_support::assert_no_rule(&[concat!(
            "All API endpoints must follow these response patterns:\n\n",
            "- **Success without data:** `return c.json(BRES)` where `BRES = { status: 'ok' }`\n",
        )]);
        // A "without" after a verb still governs what follows it.
        assert_eq!(
            roles("Never commit without running tests: `npm test`"),
            [r("npm test", Role::Required)]
        );
        assert_eq!(
            roles("Call `open()` without `mode`."),
            [r("open()", Role::Required), r("mode", Role::Forbidden)]
        );
    }

    #[test]
    fn what_is_optional_is_read_as_such() {
        assert!(reading("Conventional Commit prefixes such as `feat(scope):` are not required.").states_optional);
    }

    #[test]
    fn a_limit_on_where_something_is_used_is_read_as_such() {
        let limit = |text: &str| reading(text).restricts_use;
        assert_eq!(
            limit("Use JSDoc (`/** */`) only for exported functions/types; use `//` for implementation notes")
                .as_deref(),
            Some("only for exported functions/types")
        );
        assert_eq!(
            limit("Docstrings for public functions only.").as_deref(),
            Some("for public functions only")
        );
        assert_eq!(
            limit("Use `unsafe` only when a safe API cannot express it.").as_deref(),
            Some("only when a safe api cannot express it")
        );
        // An addition, a language of writing, an exclusive choice: no limit.
        assert_eq!(
            limit("Docstrings are not only for public functions but also for helpers."),
            None
        );
        assert_eq!(limit("Write comments only in English."), None);
        assert_eq!(limit("Use only `pnpm` to install packages."), None);
    }

    #[test]
    fn an_exception_keeps_its_own_phrases() {
        // supabase/etl (round 49): "for one" is the exception's.
        let r = reading("Do not add `#[must_use]` attributes unless the user explicitly asks for one.");
        assert!(
            !r.qualifiers
                .iter()
                .any(|q| matches!(q, Qualifier::Other(t) if t.contains("one"))),
            "{:?}",
            r.qualifiers
        );
    }

    #[test]
    fn a_phrase_after_the_alternative_is_the_alternatives() {
        // growthbook/growthbook (round 47's missed list).
        let r = reading(
            "**TypeScript strict mode** — never use `any`; use `unknown` for untrusted data and validate it with Zod.",
        );
        assert!(r.qualifiers.is_empty(), "{:?}", r.qualifiers);
        // In the ban's own clause, a purpose stays.
        let r = reading("Never use `print` for logging; use `logger`.");
        assert!(!r.qualifiers.is_empty());
    }

    #[test]
    fn a_scope_that_is_a_judgement_is_a_qualifier() {
        // pipecat-ai/pipecat: "for complex async code" had been dropped.
        assert!(
            reading("Type hints: Required for complex async code.")
                .qualifiers
                .contains(&Qualifier::Other("for complex …".into()))
        );
        assert!(
            reading("Type hints are required for every function.")
                .qualifiers
                .is_empty()
        );
        // instructor-ai/instructor: the qualifier of the second clause is not the first's.
        assert!(
            reading("Docstrings for public functions, inline comments for complex logic")
                .qualifiers
                .is_empty()
        );
    }

    #[test]
    fn production_code_as_the_object_leaves_tests_out() {
        // strawberry-graphql/strawberry: its tests were held to "fully typed" too.
        assert!(
            reading("Keep production code fully typed.")
                .qualifiers
                .contains(&Qualifier::Tests(false))
        );
    }

    #[test]
    fn a_later_sentence_that_bans_forbids_what_it_names() {
        // Found in maybe-finance/maybe's CLAUDE.md.
        assert_eq!(
            roles("Use `Current.user` for the current user. Do NOT use `current_user`."),
            [r("Current.user", Role::Required), r("current_user", Role::Forbidden)]
        );
    }

    #[test]
    fn cancelled_negations_ask_for_what_follows() {
        for text in [
            "Don't forget to call `super().__init__()`.",
            "Don't hesitate to use `Optional[str]`.",
            "Never skip `await` on `asyncio.sleep()`.",
            // Found on browser-use/browser-use: the protected name became the forbidden one.
            "Don't replace `gpt-4o` with `gpt-4`.",
        ] {
            assert!(
                reading(text).spans.iter().all(|s| s.role == Role::Required),
                "{text}: {:?}",
                roles(text)
            );
        }
    }

    #[test]
    fn examples_conditions_placeholders_and_citations() {
        assert_eq!(
            roles("Use a type prefix, e.g. `feat:`, `fix:`."),
            [r("feat:", Role::Example), r("fix:", Role::Example)]
        );
        assert_eq!(
            roles("Never edit `gen/` unless you change `schema.json`."),
            [r("gen/", Role::Forbidden), r("schema.json", Role::Condition)]
        );
        assert_eq!(roles("Never call `foo` directly."), [r("foo", Role::Placeholder)]);
        assert_eq!(
            roles("No `a ? b : c ? d : e`."),
            [r("a ? b : c ? d : e", Role::Placeholder)]
        );
        assert_eq!(
            roles("Null properties must be absent from JSON, not `\"field\": null`."),
            [r("\"field\": null", Role::Placeholder)]
        );
        assert_eq!(
            roles("Never call `foo()` or `x.unwrap()`."),
            [r("foo()", Role::Placeholder), r("x.unwrap()", Role::Forbidden)]
        );
        assert_eq!(
            roles("Follow the style guide, see `docs/style.md`."),
            [r("docs/style.md", Role::Citation)]
        );
        // After a semicolon, a statement: what it names is not forbidden.
        assert_eq!(
            roles("Never use `eval()`; `ast.literal_eval` is fine."),
            [r("eval()", Role::Forbidden), r("ast.literal_eval", Role::Description)]
        );
        assert_eq!(roles("Never use `eval()`."), [r("eval()", Role::Forbidden)]);
        assert_eq!(roles("`eval()` must not be used."), [r("eval()", Role::Forbidden)]);
        assert_eq!(
            roles("`eval()` should never be called; use `ast.literal_eval`."),
            [r("eval()", Role::Forbidden), r("ast.literal_eval", Role::Required)]
        );
        assert_eq!(
            roles(
                "Integrations add nothing: do not declare a `context_file`, and the CLI never creates, \
                updates or removes a context file (`CLAUDE.md`, `AGENTS.md`)."
            ),
            [
                r("context_file", Role::Forbidden),
                r("CLAUDE.md", Role::Description),
                r("AGENTS.md", Role::Description)
            ]
        );
        // A parenthesis that states a fact gives a reason (cloudflare/workerd, round 21).
        assert_eq!(
            roles(
                "Internal class dispatch uses private-brand `in` checks, NEVER `instanceof` (classes \
                reachable from the global have user-reachable `Symbol.hasInstance`)."
            ),
            [
                r("in", Role::Required),
                r("instanceof", Role::Forbidden),
                r("Symbol.hasInstance", Role::Description)
            ]
        );
        assert_eq!(
            roles("Never use `fetchAll()` (e.g. `fetchAll(1)`), use `loadAll()` (`getAll()` is deprecated)."),
            [
                r("fetchAll()", Role::Forbidden),
                r("fetchAll(1)", Role::Example),
                r("loadAll()", Role::Required),
                r("getAll()", Role::Forbidden)
            ]
        );
        // What the forbidden act leads to is a consequence, not a second ban
        // (DataDog/dd-trace-java, round 17).
        assert_eq!(
            roles("Never call a static interface method from advice — can cause a `VerifyError`."),
            [r("VerifyError", Role::Description)]
        );
        assert_eq!(
            roles("Do not call `unwrap()`, it leads to a `panic!` at runtime; use `?`."),
            [
                r("unwrap()", Role::Forbidden),
                r("panic!", Role::Description),
                r("?", Role::Required)
            ]
        );
        assert_eq!(
            roles("Never commit without `Signed-off-by`."),
            [r("Signed-off-by", Role::Required)]
        );
        // rubyforgood/casa (not tuned on): the safeguard an instance of the problem lacks.
        assert_eq!(
            roles(
                "Use Strong Migrations: flag any unsafe migration operations (e.g., removing a column without \
                `safety_assured`, adding an index without `algorithm: :concurrently`)."
            ),
            [
                r("safety_assured", Role::Example),
                r("algorithm: :concurrently", Role::Example)
            ]
        );
        assert_eq!(
            roles(
                "Use Strong Migrations: flag unsafe operations (removing columns without `safety_assured`, type changes)."
            ),
            [r("safety_assured", Role::Example)]
        );
    }

    #[test]
    fn a_ban_stated_of_a_subject_holds_for_that_subject() {
        // Found on crmne/ruby_llm (not tuned on): the subject was dropped and every Ruby file
        // was held to it, the loader that registers the providers first.
        assert_eq!(
            reading("Domain objects (`Chat`, `Message`, `Tool`, `Agent`, ...) never reference `RubyLLM::Providers` or `RubyLLM::Protocols`.")
                .qualifiers,
            [Qualifier::Other("said of domain objects".into())]
        );
        assert_eq!(
            reading("Request handlers must not call `db.query()` directly.").qualifiers,
            [Qualifier::Other("said of request handlers".into())]
        );
        assert_eq!(
            reading("Tests must not call `time.sleep()`.").qualifiers,
            [Qualifier::Tests(true)]
        );
        // microsoft/agent-framework (round 8's half B): "and dependency PRs" was no subject.
        assert_eq!(
            reading(
                "Individual feature, fix, documentation, and dependency PRs must not update `python/CHANGELOG.md`."
            )
            .qualifiers,
            [Qualifier::Other(
                "said of individual feature, fix, documentation, dependency prs".into()
            )]
        );
        for unscoped in [
            "Run the linter, format the code, and you must not use `eval()`.",
            "Agents must never use `eval()`.",
            "`print()` must never be used.",
            "The code must never call `eval()`.",
            "Never use `eval()`.",
            "Important: you must not use `unwrap()`.",
        ] {
            assert!(
                reading(unscoped).qualifiers.is_empty(),
                "{unscoped}: {:?}",
                reading(unscoped).qualifiers
            );
        }
    }

    #[test]
    fn a_judged_or_defined_construct_is_qualified() {
        // Found on Humanizr/Humanizer and openai/openai-node (not tuned on): every `this.` and
        // every `any` were banned.
        assert_eq!(
            reading("No `try/catch` around imports, no unnecessary `this.`, no redundant braces.").qualifiers,
            [Qualifier::Other("unnecessary …".into())]
        );
        assert_eq!(
            reading("Prefer TypeScript narrowing over broad `any`, assertions, or `@ts-ignore`.").qualifiers,
            [Qualifier::Other("broad …".into())]
        );
        // Found on spree/spree (not tuned on): the name was banned, its calls and parameters too.
        assert_eq!(
            reading("Override `resource_permitted_attributes`, never `permitted_attributes`.").qualifiers,
            [Qualifier::Other("override …".into())]
        );
        assert!(reading("Never use `eval()`; it is unnecessary.").qualifiers.is_empty());
        // sebastienros/jint (round 88): a phrasal verb of use is a use, its particle no
        // purpose, and what the banned code leads to ("it forces `X`") no second ban.
        let r = reading("Never reach for `[IterationSetup]`: it forces `InvocationCount=1`.");
        assert!(r.qualifiers.is_empty(), "{:?}", r.qualifiers);
        assert_eq!(r.spans[0].act.as_deref(), Some("use"));
        assert_ne!(r.spans[1].role, Role::Forbidden);
        assert_eq!(
            reading("Don't resort to `unwrap()`.").spans[0].act.as_deref(),
            Some("use")
        );
        assert!(is_manifest_table("[dev-dependencies]") && is_manifest_table("[tool.ruff]"));
        assert!(!is_manifest_table("[IterationSetup]"), "a C# attribute");
        assert_eq!(
            reading("Never use `print()` for debugging.").qualifiers,
            [Qualifier::Other("for debugging".into())]
        );
        // github/copilot-sdk (round 86): a passive of processing tells what a tool does.
        let r = reading("Java test method names are converted to lowercase snake_case for snapshot filenames");
        assert!(r.directive.is_err() && r.tells_what_something_does);
        assert!(!reading("Test method names are snake_case").tells_what_something_does);
        // github/copilot-sdk (round 86): code a place noun follows is a place excepted.
        assert_eq!(
            reading("Javadoc required on public APIs (enforced by Checkstyle, except `json`/`events` packages)")
                .qualifiers,
            [Qualifier::Other("except in `json`/`events` packages".into())]
        );
        // Code a ban excepts is no place, and the rule cannot tell it from the rest.
        assert_eq!(
            reading("Never use `print()` except `logging`.").qualifiers,
            [Qualifier::Other("except `logging`".into())]
        );
        assert!(
            reading("Use `List.of()` instead of `Collections.emptyList()`.")
                .qualifiers
                .is_empty()
        );
    }

    #[test]
    fn a_ban_on_what_another_sentence_names_or_a_tool_decides() {
        let q = reading("Never `os.Open` it as root.").qualifiers;
        assert!(
            q.contains(&Qualifier::Other("applied to what “it” stands for".into())),
            "{q:?}"
        );
        let q = reading("Do not add `@author`, `@since`, or change/`@var` tags that ECS would strip.").qualifiers;
        assert!(q.contains(&Qualifier::Other("that ECS would strip".into())), "{q:?}");
        assert!(
            reading("Never call `os.Open` on user paths.")
                .qualifiers
                .iter()
                .all(|q| !matches!(q, Qualifier::Other(t) if t.contains("stands for")))
        );
    }

    #[test]
    fn a_pull_request_named_beside_commits_does_not_limit_the_instruction_to_it() {
        for both in [
            "No `Co-Authored-By` trailers in the PR description, and none in commits either.",
            "Subject in imperative mood, at most 50 characters. No `#123` references in the commit — put those in the PR description.",
            // supabase/etl: one place of a list.
            "Never include real secrets in code, tests, commit messages, branch names, PR titles, or logs.",
        ] {
            let q = reading(both).qualifiers;
            assert!(!q.contains(&Qualifier::PullRequest), "{both}: {q:?}");
            assert!(q.iter().all(|q| !matches!(q, Qualifier::Other(_))), "{both}: {q:?}");
        }
        for pull_request in [
            "PR titles must follow conventional commit conventions.",
            "Include a changelog entry containing the pull request number, or put `#skip-changelog` in the \
            pull request description. Never put `#skip-changelog` in a commit message.",
        ] {
            let q = reading(pull_request).qualifiers;
            assert!(q.contains(&Qualifier::PullRequest), "{pull_request}: {q:?}");
        }
    }

    #[test]
    fn a_passive_ban_names_its_act() {
        // bluesky-social/atproto (round 17, read after it was measured): "must not be renamed"
        // forbade every use of the names.
        let acts = |text: &str| reading(text).spans.into_iter().map(|s| s.act).collect::<Vec<_>>();
        assert_eq!(
            acts("These names are owned by this package and must not be renamed: `newEmail`, `inviteCode`."),
            [Some("rename".to_owned()), Some("rename".to_owned())]
        );
        assert_eq!(
            acts("The following must not be used: `eval()`."),
            [Some("use".to_owned())]
        );
        assert_eq!(
            acts("These files must not be committed: `.env`."),
            [Some("commit".to_owned())]
        );
    }

    #[test]
    fn a_member_named_with_its_library_belongs_to_it() {
        let q = reading("Do not add AssertJ `.as(...)` descriptions or `.withFailMessage(...)` in tests.").qualifiers;
        assert!(q.contains(&Qualifier::Other("`.as(...)` of AssertJ".into())), "{q:?}");
        for plain in [
            "NEVER call `.unwrap()` in library code.",
            "Avoid TypeScript `.forEach()` loops.",
        ] {
            let q = reading(plain).qualifiers;
            assert!(
                !q.iter().any(|q| matches!(q, Qualifier::Other(t) if t.contains(" of "))),
                "{plain}: {q:?}"
            );
        }
    }

    #[test]
    fn an_entry_of_a_map_of_paths_is_no_directive() {
        // mattgotteiner/responses-chat (round 79): "Build" is no imperative here.
        assert!(reading("`dist/` – Build output (gitignored)").directive.is_err());
        assert!(reading("`public/` – Static files served as-is").directive.is_err());
        // A directive after the path still is one.
        assert!(reading("`dist/` – never edit by hand").directive.is_ok());
    }

    #[test]
    fn what_the_things_bear_is_no_second_ban() {
        // TeamDman/youre-muted-btw (round 129's missed list).
        assert_eq!(
            roles("Do not add `#[reflect(Event)]` to events with `#[derive(Reflect)]` since this does not exist."),
            [
                r("#[reflect(Event)]", Role::Forbidden),
                r("#[derive(Reflect)]", Role::Condition)
            ]
        );
        // A series stays one ban.
        assert_eq!(
            roles("Do not add `a()` or `b()`."),
            [r("a()", Role::Forbidden), r("b()", Role::Forbidden)]
        );
    }

    #[test]
    fn an_entry_of_a_list_of_commands_says_what_the_command_does() {
        // dev-geeyong/goodpb-mate (round 127): the formatter's style became a rule.
        let r = reading(
            "`dart format lib test` or `flutter format lib test` - Format code to Dart style (2-space indentation, 100 column limit)",
        );
        assert!(
            r.directive.as_ref().is_err_and(|why| why.contains("list of commands")),
            "{r:?}"
        );
        // A firm word makes it a rule; code that is no command opens a directive.
        assert!(reading("`npm publish` - never run it from a branch").directive.is_ok());
        assert!(
            reading("`console.log` - do not leave it in committed code")
                .directive
                .is_ok()
        );
    }

    #[test]
    fn what_is_left_to_another_agent_is_no_ban_on_the_commit() {
        // llbbl/repjan (round 127).
        let q = reading(
            "**DO NOT specify attribution lines or Co-Authored-By** - Let commit-manager follow its own guidelines for those",
        )
        .qualifiers;
        assert_eq!(q, [Qualifier::Other("left to commit-manager".into())]);
        assert!(reading("Do not add `Co-Authored-By` trailers.").qualifiers.is_empty());
    }

    #[test]
    fn a_reason_after_a_dash_describes_and_limits_nothing() {
        // thecyrilcril/twelvr (round 77).
        let read =
            reading("NEVER use `$fillable` property – application uses `Model::unguard()` in AppServiceProvider.");
        assert_eq!(
            read.spans.iter().map(|s| (s.code.as_str(), s.role)).collect::<Vec<_>>(),
            [("$fillable", Role::Forbidden), ("Model::unguard()", Role::Description)]
        );
        assert_eq!(read.qualifiers, []);
        // A directive after the dash is no reason: "— use `b`" recommends.
        let read = reading("Never use `a` — use `b` in handlers.");
        assert_eq!(
            read.spans.iter().map(|s| (s.code.as_str(), s.role)).collect::<Vec<_>>(),
            [("a", Role::Forbidden), ("b", Role::Required)]
        );
    }

    #[test]
    fn round_102_readings() {
        // roaming-panda-llc/sequence-mcp: things named around the sentence.
        assert_eq!(
            reading("Do not add `# noqa` comments or underscore prefixes to these functions").qualifiers,
            [Qualifier::Other("to these functions".into())]
        );
        // daisuke19891023/yuragi: a label that forbids the items after it.
        let r = reading("Forbidden in commit messages: real names, emails, or `Co-authored-by:` lines.");
        assert_eq!(r.spans[0].role, Role::Forbidden);
        // jdx/hk: commit messages listed beside PR titles are not PR titles alone.
        let r = reading("All commit messages and PR titles MUST follow conventional commit format:");
        assert!(!r.qualifiers.contains(&Qualifier::PullRequest), "{:?}", r.qualifiers);
        let r = reading("PR titles must follow conventional commit format.");
        assert!(r.qualifiers.contains(&Qualifier::PullRequest), "{:?}", r.qualifiers);
        // gopasspw/gopass (round 213): commits named only to be set apart.
        let r = reading(
            "Write the pull request title as a valid Conventional Commit. Pull requests are squash-merged, \
             so the pull request title is the string that reaches `CHANGELOG.md`, not the individual commit subjects.",
        );
        assert!(r.qualifiers.contains(&Qualifier::PullRequest), "{:?}", r.qualifiers);
    }

    #[test]
    fn a_note_in_parentheses_qualifies_nothing() {
        // kumahq/kuma and Agenta-AI/agenta, round 99: a reason that cites, and a list of other
        // code, each with a place or condition of its own.
        let cited = "`a/pkg/log` → use `a` (data race in init containers, see #13299)";
        assert_eq!(reading(cited).qualifiers, []);
        assert_eq!(reading("Never use `panic()` (see #123 for why).").qualifiers, []);
        let listed =
            "Never import `@/oss/*`. State comes from the `@x/*` packages only (`@x/a`, `@x/chat` when it exists).";
        assert_eq!(reading(listed).qualifiers, []);
        // A parenthesis that restricts stays the rule's, even when it cites.
        assert_eq!(
            reading("Never use `sleep()` (in integration tests, see #12).").qualifiers,
            [Qualifier::Other("in integration tests".into())]
        );
        assert_eq!(
            reading("Never use `sleep()` (integration tests only).").qualifiers,
            [Qualifier::Other("in integration tests".into())]
        );
        // Library code in another sentence is where that sentence's code goes
        // (elastic/docs-builder).
        assert_eq!(
            reading("Never `.Wait()`. Use `ConfigureAwait(false)` in library code.").qualifiers,
            [Qualifier::Tests(false)]
        );
        assert_eq!(
            reading("No `print()` calls (library code only).").qualifiers,
            [Qualifier::Tests(false), Qualifier::Other(LIBRARY_CODE.into())]
        );
        assert_eq!(
            reading("No `print()` calls (`src/` only).").qualifiers,
            [Qualifier::Path("src/".into())]
        );
    }

    #[test]
    fn a_purpose_the_forbidden_code_names_is_no_qualifier() {
        // dotnet/java-interop, round 99: `string.Empty` is always an empty string.
        assert_eq!(
            reading("Use `\"\"` for empty string and not `string.Empty`").qualifiers,
            []
        );
        // `print()` is not always logging, and `== None` names no check.
        assert_eq!(
            reading("Never use `print()` for logging.").qualifiers,
            [Qualifier::Other("for logging".into())]
        );
        assert_eq!(
            reading("Use `is None` for None checks, not `== None`.").qualifiers,
            [Qualifier::Other("for None checks".into())]
        );
    }

    #[test]
    fn qualifiers_the_kinds_cannot_express() {
        assert_eq!(
            reading("No `fix:` prefix in PR titles.").qualifiers[0],
            Qualifier::PullRequest
        );
        assert_eq!(
            reading("Never use `sleep()` in integration tests.").qualifiers,
            [Qualifier::Other("in integration tests".into())]
        );
        assert_eq!(
            reading("Never use `sleep()` in tests.").qualifiers,
            [Qualifier::Tests(true)]
        );
        assert_eq!(
            reading("Never use `print()` in Python code.").qualifiers,
            [Qualifier::Language("Python")]
        );
        assert_eq!(
            reading("Never edit files in `src/gen/`.").qualifiers,
            [Qualifier::Path("src/gen/".into())]
        );
        // A purpose is no place: "in order to parse input" is not "in order".
        assert_eq!(
            reading("Never use `eval()` in order to parse input.").qualifiers,
            [Qualifier::Other("to parse …".into())]
        );
        // Found on temporalio/temporal: the ban on `time.Sleep` "to enforce ordering" became
        // a ban on every `time.Sleep`.
        assert_eq!(
            reading(
                "Never use `time.Sleep` or `time.Since(start) > threshold` to enforce ordering — use channels instead."
            )
            .qualifiers,
            [Qualifier::Other("to enforce …".into())]
        );
        // open-telemetry/opentelemetry-collector (round 9's half B): the purpose after a noun.
        assert_eq!(
            reading("Do NOT use a `Co-authored-by:` trailer to disclose AI assistance.").qualifiers,
            [Qualifier::Other("to disclose …".into())]
        );
        // mcp-hangar/mcp-hangar (round 12): the circumstance of the forbidden call.
        assert_eq!(
            reading("Do not call `_get_or_create_event_handler()` under external lock").qualifiers,
            [Qualifier::Other("under external lock".into())]
        );
        assert!(
            reading("Never use `unsafe` under any circumstances.")
                .qualifiers
                .is_empty()
        );
        assert!(
            reading("Never use `unsafe` under no circumstances.")
                .qualifiers
                .is_empty()
        );
        assert!(reading("Keep the subject under 72 characters.").qualifiers.is_empty());
        assert!(reading("Never add `print()` to the codebase.").qualifiers.is_empty());
        assert!(reading("Never use `print()` to the end.").qualifiers.is_empty());
        assert!(reading("Never use `eval()` in the codebase.").qualifiers.is_empty());
        // Found on temporalio/temporal: "from goroutines" was dropped.
        assert_eq!(
            reading("Never use suite assertion methods (`s.NoError`, `s.Equal`) from goroutines.").qualifiers,
            [Qualifier::Other("in goroutines".into())]
        );
        assert!(reading("Never import `debounce` from `lodash`.").qualifiers.is_empty());
        assert!(reading("Never write a parser from scratch.").qualifiers.is_empty());
        assert!(
            reading("ALWAYS use `dispatch.json` to trigger workflows from GitHub webhook events.")
                .qualifiers
                .is_empty()
        );
        assert!(
            reading("Create a new branch for your work from main if needed.")
                .qualifiers
                .is_empty()
        );
        // vim/vim (round 8's half B): a thing needed is a condition, not a hedge.
        assert_eq!(
            reading("Prefer `a()` over `vim_snprintf()` when the length is then needed.").qualifiers,
            [Qualifier::Other("when the length is then needed".into())]
        );
        assert!(
            reading("Avoid `b()` unless absolutely necessary.")
                .qualifiers
                .is_empty()
        );
    }

    #[test]
    fn a_label_that_names_a_platform_limits_the_item() {
        // unit-mesh/auto-dev (round 81): the emoji ban read the command-line tool's TypeScript.
        let platform = |text: &str| {
            reading(text)
                .qualifiers
                .iter()
                .any(|q| matches!(q, Qualifier::Other(what) if what.contains("platform")))
        };
        assert!(platform("WASM: Avoid emoji and UTF-8 in code"));
        assert!(platform("iOS/macOS: never force-unwrap optionals"));
        assert!(!platform("Naming: never use `var`"));
        assert!(!platform("Never use `var` in web code: it leaks"), "not a label");
    }

    #[test]
    fn a_description_shows_its_examples() {
        // StreamActions (round 81): the marker a template file uses became required content.
        assert_eq!(
            roles(
                "The license header format is separated out into sections marked similarly to \
                 `extensions: .cs .js .css`, which indicates the list of file extensions"
            ),
            [r("extensions: .cs .js .css", Role::Example)]
        );
        assert_eq!(
            roles("Headers are marked with `// SPDX-License-Identifier: MIT`."),
            [r("// SPDX-License-Identifier: MIT", Role::Description)]
        );
    }

    #[test]
    fn a_sentence_that_is_no_directive_describes() {
        // Found on microsoft/testfx (not tuned on): the placeholder NuGet substitutes became
        // the forbidden code of "NEVER leave the description unset".
        let text = "NEVER leave the description unset. NuGet's pack targets substitute the literal \
            placeholder `Package Description` during evaluation.";
        assert_eq!(roles(text), [("Package Description".to_owned(), Role::Description)]);
        // A second sentence that is a directive still asks or forbids.
        assert_eq!(
            roles("Avoid `unwrap()`. Use `expect()` with a message."),
            [r("unwrap()", Role::Forbidden), r("expect()", Role::Required)]
        );
        assert_eq!(
            roles("Avoid `unwrap()`. It hides the cause, so prefer `expect()`."),
            [r("unwrap()", Role::Forbidden), r("expect()", Role::Required)]
        );
    }

    #[test]
    fn a_list_of_nouns_after_a_comma_is_no_imperative() {
        // Found on browser-use/browser-use (not tuned on): user documentation compiled to a
        // require-type-annotations rule.
        let r = reading("The Agent fills your function parameters based on their names, type hints, & defaults.");
        assert!(r.directive.is_err() && r.tells_what_something_does, "{r:?}");
        // A convention stated as a fact is not a story about something.
        assert!(!reading("All functions have type hints.").tells_what_something_does);
    }

    #[test]
    fn what_goes_through_a_call_or_what_it_is_for_limits_its_ban() {
        let limited = |text: &str| object_or_purpose(&params::prose(text).to_lowercase());
        for text in [
            "avoid using `strings.Contains()` and string comparisons to compare types",
            "Do not write user-controlled paths via `fs.writeFile`.",
            "Do not send raw database rows directly to the client via `res.json()`.",
        ] {
            assert!(limited(text).is_some(), "{text}");
        }
        for text in [
            "Do not log via `console.log`; use the logger.",
            "Never use `eval()` to run code.",
            "Avoid `print()`.",
        ] {
            assert_eq!(limited(text), None, "{text}");
        }
    }

    #[test]
    fn templates_are_placeholders() {
        // Found on dotnet/msbuild (`new Type[]`) and ktorio/ktor (`src/<platform>Main/...`).
        for code in [
            "new Type[]",
            "Option<T>",
            "src/<platform>Main/...",
            "docs/<name>/index.md",
            "Foo.bar()",
            // external-secrets/external-secrets (not tuned on): became the pattern `\bCluster<Name>`.
            "Cluster<Name>",
            // vim/vim (round 8's half B): became the pattern `#if\s+HAVE_X`.
            "#if HAVE_X",
            "CONFIG_FOO",
            // electron/electron (round 9's half A): literal patterns no code contains.
            "TODO(name)",
            ".text([text])",
            "setTimeout(fn[, delay])",
            // facebookincubator/axiom and lablup/backend.ai (round 10's half A).
            "xxxCount",
            "numXxx",
            "from ..module",
            "self._adapters.domain.method()",
            "search-by-{scope}",
            "X_MEMBERSHIP = ...()",
            // mattermost/mattermost-mobile: a string argument naming its kind.
            "by.id('raw_string')",
            // Cratis/Chronicle's `.claude/rules`: a slot joined to a name, type parameters.
            "new <Entity>Id(someVar)",
            "services.AddSingleton<TInterface, Impl1>()",
            "IInstancesOf<TReadModel>",
            // 2anki/server (round 41): option fields named by stand-ins.
            "opts.x",
            "opts.skipX",
        ] {
            assert!(is_placeholder(code), "{code}");
        }
        for code in [
            "new List<string>()",
            "Option<String>",
            "TimeSpan.FromSeconds(5)",
            "TSLint",
            "Task<ISubject<Order>>",
            "(<div>Text</div>)",
            "<div>",
            "src/main.rs",
            "TypeError",
            "t.Fatal",
            "Integer.MAX_VALUE",
            "items[0]",
            "print(message)",
            "KEY_A",
            "rowCount",
            "module.exports",
            "f\"{_PATH}/search\"",
            "self._adapter.create()",
            "E_ALL",
            "open(path, O_RDONLY)",
            "by.id('login_button')",
            "getenv(\"HOME\")",
        ] {
            assert!(!is_placeholder(code) || code == "<div>", "{code}");
        }
    }

    #[test]
    fn a_ban_for_a_purpose_is_limited_to_it() {
        // Found on apache/fory: "Do not set `FORY_PANIC_ON_ERROR` for normal tests, CI
        // reproduction, or xlang validation" became a ban on the name in every Java file.
        assert_eq!(
            reading("Never use `print()` for logging.").qualifiers,
            [Qualifier::Other("for logging".into())]
        );
        assert_eq!(
            reading("Do not set `DEBUG_KNOB` for normal tests, CI reproduction, or validation.").qualifiers,
            [Qualifier::Other("for normal tests".into())]
        );
        // Reasons, languages and tests are not purposes.
        for whole in [
            "Never use `eval()` for security reasons.",
            "Never use `eval()` for any reason.",
            "Do not use `unwrap()`, for example `x.unwrap()`.",
        ] {
            assert!(
                reading(whole).qualifiers.is_empty(),
                "{whole}: {:?}",
                reading(whole).qualifiers
            );
        }
        assert_eq!(
            reading("Never use `print()` for Python code.").qualifiers,
            [Qualifier::Language("Python")]
        );
        // A recommended construct's purpose does not narrow a ban.
        assert!(reading("Use `httpx` for HTTP calls.").qualifiers.is_empty());
        // onlook-dev/onlook (round 22): what the construct is avoided for, unless the
        // infinitive gives the reason for avoiding it.
        assert_eq!(
            reading("Avoid `useMemo` to create MobX stores (risk of lost references).").qualifiers,
            [Qualifier::Other("to create …".into())]
        );
        assert!(reading("Avoid `any` to keep the types sound.").qualifiers.is_empty());
    }

    #[test]
    fn an_override_that_names_another_value_leaves_a_default() {
        // rustfs/rustfs (round 22): the branch prefix is what to use when nobody says otherwise.
        assert_eq!(
            reading("Use an `overtrue/` feature branch unless the user requests another name.").qualifiers,
            [Qualifier::Other("unless the user requests another name".into())]
        );
        // An override that names nothing else leaves the rule standing.
        assert!(
            reading("Never edit `dist/` unless the user requests it.")
                .qualifiers
                .is_empty()
        );
    }

    #[test]
    fn a_fronted_circumstance_narrows_what_follows() {
        assert_eq!(
            reading("On hot paths, avoid `binary.Read`.").qualifiers,
            [Qualifier::Other("on hot paths".into())]
        );
        assert!(
            reading("Call `close()` on every handle you open.")
                .qualifiers
                .is_empty()
        );
    }

    #[test]
    fn a_later_description_of_the_replacement_conditions_nothing() {
        // quarto-dev/quarto-cli (round 64): the condition is the wrapper's behaviour.
        let text = "`safeRemoveSync(path)` — Use instead of `Deno.removeSync`. Tolerates removed paths (no error if file doesn't exist).";
        assert!(reading(text).qualifiers.is_empty(), "{:?}", reading(text).qualifiers);
        // A later sentence that directs keeps its condition.
        let text = "Use `a()` instead of `b()`. Keep `b()` only if the file is generated.";
        assert!(!reading(text).qualifiers.is_empty());
        // netresearch/jira-to-openproject (round 72): the next sentence's condition is the
        // alternative's.
        let text = "Never call `os.system()`. Use `subprocess.run()` if that's what you mean.";
        assert!(reading(text).qualifiers.is_empty(), "{:?}", reading(text).qualifiers);
    }

    #[test]
    fn new_files_are_the_files_a_change_adds() {
        assert_eq!(
            reading("Do not add `eslint-disable max-lines` to new files.").qualifiers,
            [Qualifier::NewFiles]
        );
        assert_eq!(
            reading("New source files get a current-year header, not a back-dated `2020-2025` range.").qualifiers,
            [Qualifier::NewFiles]
        );
        assert!(
            reading("Renew files of `x` each week, never `y`.")
                .qualifiers
                .is_empty()
        );
        assert_eq!(
            reading("Do not add `eslint-disable` in existing files.").qualifiers,
            [Qualifier::Other("in existing files".into())]
        );
        // New code is every added line.
        assert!(reading("Avoid `STRLEN()` in new code.").qualifiers.is_empty());
    }

    #[test]
    fn statements_about_a_subject_are_not_prohibitions() {
        let r = reading("They do not change the eligibility rules for `$final-review`.");
        assert!(r.spans.iter().all(|s| s.role != Role::Forbidden), "{r:?}");
        assert_eq!(
            roles("We do not use `eval()`."),
            [("eval()".to_owned(), Role::Forbidden)]
        );
    }

    #[test]
    fn reasons_quote_the_code_not_its_token() {
        let r = reading("When you change anything under `packages/`, use `pnpm`.");
        assert!(
            r.qualifiers
                .iter()
                .any(|q| matches!(q, Qualifier::Other(t) if t.contains("`packages/`"))),
            "{:?}",
            r.qualifiers
        );
    }

    #[test]
    fn descriptions_are_not_directives() {
        assert!(reading("The guard checks `head.repo.full_name`.").directive.is_err());
        assert!(reading("Exception: `unwrap()` is fine in tests.").directive.is_err());
        assert!(reading("We use Conventional Commits.").directive.is_ok());
        assert!(reading("Never use `eval()`.").directive.is_ok());
    }

    #[test]
    fn a_permission_alone_is_no_directive() {
        // cloudflare/workers-sdk (corpus 33): the two forms a changeset may take became a
        // Conventional Commits rule on every commit.
        let permits = "The changeset descriptions can either use conventional commit prefixes (e.g., \"fix: x\") or \
                       start with a capital letter and describe the change directly.";
        assert!(reading(permits).directive.is_err());
        assert!(reading("The subject line may use a scope.").directive.is_err());
        // A restricting or negated modal, or a directive beside the permission, still directs.
        assert!(!only_permits("modules may only import from code."));
        assert!(!only_permits(
            "only code, code, and code may depend on code modules (for di wiring)"
        ));
        assert!(!only_permits("tests can not use code."));
        assert!(
            reading("You can use helpers, but never call `eval()`.")
                .directive
                .is_ok()
        );
        assert!(
            reading("Use `pnpm`; you can also run `npm` scripts through it.")
                .directive
                .is_ok()
        );
    }

    #[test]
    fn the_conventions_name_does_not_name_commits() {
        assert!(!names_commits("Changesets use conventional commit prefixes."));
        assert!(names_commits("Commits and PR titles follow Conventional Commits."));
    }

    #[test]
    fn parameters_are_traced_to_their_spans() {
        assert!(uses(r"\bif\s+let\b", "if let"));
        assert!(uses(r"\bos\.path\.join\b", "os.path.join"));
        assert!(!uses(r"\bos\.path\.join\b", "pathlib"));
        assert!(uses("Co-authored-by", "Co-Authored-By"));
        assert!(!uses("print", "x"));
    }

    #[test]
    fn a_directive_shows_in_its_own_words() {
        // Real corpus sentences: a consequence and a sequence show none, whatever their label …
        for text in [
            "`findObsoleteLocalizationKeys` failing → its output lists the keys to remove",
            "Backend i18n → `en.yml`, Frontend i18n → `en.json`",
            "Module lifecycle: `New()` → JSON unmarshal → `Provision()` → `Validate()`",
            "The guard checks `head.repo.full_name`.",
        ] {
            assert!(shows_a_directive(text, None).is_err(), "{text}");
        }
        // … an imperative, a modal, a prohibition, "no X" or a replacement arrow do …
        for text in [
            "Never use `eval()`.",
            "No `.only()` in tests (`no-only-tests/no-only-tests`)",
            "Type hints must pass `make typecheck`",
            "When making changes for Windows from Unix, use `cargo xwin clippy` to check compilation",
            "**`console.*` in wrangler** → use the `logger` singleton",
            "- Always: keep diffs minimal, follow existing patterns, prefer targeted tests.",
        ] {
            assert!(shows_a_directive(text, None).is_ok(), "{text}");
        }
        // … and so does a list's lead-in that directs its items.
        assert!(shows_a_directive("Kotlin for new code", Some("Agents MUST use:")).is_ok());
        assert!(shows_a_directive("Kotlin for new code", Some("Supported languages:")).is_err());
    }
}

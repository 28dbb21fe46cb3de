//! Recognizers: each maps one family of instruction phrasings to a [`Proposal`] of one check
//! kind. They are tried in order and the first that recognizes an instruction wins (an
//! instruction states one policy; the order puts the most specific families first).

mod branch_name;
mod characters;
pub(super) mod commit_message;
pub use characters::{bans_characters, names_only_places};
pub use commit_message::states_subject_length;
mod companion;
pub mod file_name;
pub(super) mod forbid_content;
mod forbid_paths;
mod package_manager;
mod python_def_marker;
pub mod require_content;
mod samples;
mod structural;
mod workflows;

use std::sync::LazyLock;

use regex::Regex;

use super::Proposal;
use super::reading::Reading;
use super::{lexicon, params};
use crate::instructions::{Instruction, Wording};

/// What every recognizer reads from an instruction.
pub struct Ctx<'a> {
    pub instruction: &'a Instruction,
    /// The text (with inline code).
    pub text: &'a str,
    /// The text with inline code replaced by `CODE`, lowercased: for phrase matching.
    pub prose: String,
    /// The whole text lowercased, inline code included: for names that are often written as
    /// code (`Co-authored-by`, `Signed-off-by`).
    pub lower: String,
    pub codes: Vec<&'a str>,
    /// Headings and the parent item: where a language or a prohibition may be stated.
    pub context: Vec<&'a str>,
    /// It, or the list it is an item of, prohibits ("Agents MUST NOT:", "Never …").
    pub prohibitive: bool,
    /// The list it is an item of prohibits ("Agents MUST NOT:").
    pub list_prohibits: bool,
    /// The language of the whole context file or repository, when the instruction and its
    /// headings name none.
    pub fallback_language: Option<params::Language>,
    /// What the instruction means (the role of each inline code span), when it has been read:
    /// the recognizers take the constructs to forbid from it.
    pub reading: Option<&'a Reading>,
    /// Whether the repository's manifests declare a dependency of that name, when its tree
    /// is known: a bare name banned from use is a package to stop importing only then.
    pub declares_dependency: Option<&'a dyn Fn(&str) -> bool>,
}

impl<'a> Ctx<'a> {
    pub fn new(instruction: &'a Instruction, fallback_language: Option<params::Language>) -> Ctx<'a> {
        let text = instruction.text.as_str();
        let mut context: Vec<&str> = instruction.heading.iter().map(String::as_str).collect();
        if let Some(p) = &instruction.parent {
            context.push(p);
        }
        let prose = params::mask_quoted_directives(&params::prose(text)).to_lowercase();
        // A lead-in whose "Do not" is a reviewer's ("Do not focus review comments on these:")
        // bans none of its items, though the classifier reads them with it.
        let under_a_review_ban = instruction
            .parent
            .as_deref()
            .is_some_and(|p| bans_a_review_act(&params::prose(super::reading::lead_in(p)).to_lowercase()));
        let parent_prohibits = instruction.parent.as_deref().is_some_and(|p| {
            // The lead-in's prose: a "never" inside its code ("conditionals return `1, 2,
            // never`") prohibits nothing (adrianbrowning/ts-type-debugger, read untuned).
            let lead = params::prose(super::reading::lead_in(p)).to_lowercase();
            // "Never use raw values:" names its object; an item is one only when it is an
            // instance of it (`` `.env` files ``).
            let items_are_objects =
                !super::reading::ban_names_its_object(&lead) || super::reading::is_instance_item(text);
            PROHIBITION.is_match(&lead)
                && items_are_objects
                && !shows_the_asked_form(&lead, text)
                && !under_a_review_ban
        });
        // An item right under a heading that prohibits ("## Do NOT", "### DON'T") is a
        // prohibition the way an item of a list led by "Never:" is.
        let parent_prohibits = parent_prohibits
            || instruction.parent.is_none()
                && instruction.classification.explicit
                && instruction
                    .heading
                    .last()
                    .is_some_and(|h| PROHIBITING_HEADING.is_match(&h.to_lowercase()));
        let parent_prohibits = parent_prohibits || heading_forbids_listed_paths(instruction).is_some();
        // "No more than 50 characters in the commit subject" sets a limit; it bans nothing.
        let sets_a_limit = super::reading::states_a_limit(prose.trim_start());
        let cross_marked = CROSS_MARKED_ACT.is_match(text);
        let prohibitive = !sets_a_limit
            && (instruction.classification.wording == Wording::Prohibitive
                && !under_a_review_ban
                && !super::reading::bans_nothing(&prose)
                || cross_marked
                || PROHIBITION_START.is_match(&prose)
                || PROHIBITION_AFTER_CONDITION.is_match(&prose)
                || parent_prohibits && !POSITIVE_START.is_match(&prose));
        // An item completes a lead-in that is a verb of prohibition ("## Don't" / "- Use `!!`
        // without null checks"); under one that names what is forbidden ("Notable forbidden
        // imports:"), an item that opens with its own directive says itself what it forbids.
        let completes_a_ban = instruction
            .parent
            .as_deref()
            .map(|p| params::prose(super::reading::lead_in(p)).to_lowercase())
            .into_iter()
            .chain(instruction.heading.last().map(|h| h.to_lowercase()))
            .any(|lead| PROHIBITING_VERB.is_match(&lead));
        let own_directive = opens_with_own_directive(&prose) && !completes_a_ban && !cross_marked;
        Ctx {
            instruction,
            text,
            lower: text.to_lowercase(),
            prose,
            codes: params::code_spans(text)
                .into_iter()
                .chain(quoted_keywords(text))
                .collect(),
            context,
            prohibitive,
            // "Notable forbidden imports:" / "- Use `github.com/go-kit/log`, not `…/kit/log`":
            // an item that opens with its own positive directive says itself what it forbids
            // (prometheus/alertmanager, round 105: both modules were forbidden).
            list_prohibits: (parent_prohibits || cross_marked) && !own_directive,
            fallback_language,
            reading: None,
            declares_dependency: None,
        }
    }

    /// Where a language may be named, outermost first: the file's subject (its front-matter
    /// description: "Definitive guidelines for … Emacs Lisp code"), then [`Self::context`].
    pub fn language_context(&self) -> Vec<&'a str> {
        self.instruction
            .subject
            .as_deref()
            .into_iter()
            .chain(self.context.iter().copied())
            .collect()
    }

    /// The language of files no check reads that the instruction speaks of (the sentence, its
    /// lead-in or its headings, nearest first), when it names none a check reads: its code
    /// rules would read the repository's other files.
    pub fn unread_language(&self) -> Option<String> {
        let context = self.language_context();
        if params::language_of(self.text, &self.codes, &context).is_some()
            || super::targets::front_matter_language(self.instruction).is_some()
        {
            return None;
        }
        params::unread_language_named(&params::prose(self.text))
            .or_else(|| context.iter().rev().find_map(|c| params::unread_language_named(c)))
    }

    /// Whether the repository declares the dependency `name` (never, when its tree is not
    /// known).
    pub fn declares_dependency(&self, name: &str) -> bool {
        self.declares_dependency.is_some_and(|declares| declares(name))
    }

    /// Whether the reading gives inline code `code` only as an example ("e.g. `fix/sync-token`",
    /// "`feature/`, `docs/`, etc."): it shows what is allowed, not all that is.
    pub fn only_an_example(&self, code: &str) -> bool {
        self.only_as(code, &[super::reading::Role::Example])
    }

    /// Whether every reading of inline code `code` gives it one of `roles` (none, without a
    /// reading).
    pub fn only_as(&self, code: &str, roles: &[super::reading::Role]) -> bool {
        self.reading.is_some_and(|r| {
            let mut of_code = r.spans.iter().filter(|s| s.code == code).peekable();
            of_code.peek().is_some() && of_code.all(|s| roles.contains(&s.role))
        })
    }

    /// The language the instruction is about: named in its text, shown by a construct only
    /// one language has, named in its headings or parent; else the file's or repository's
    /// language; else a construct's shape other languages share.
    /// JavaScript named in a TypeScript codebase is the language both are: "Don't use
    /// `Object.hasOwn()`" under "JavaScript Compatibility" holds for the `.ts` files too
    /// (mattermost/mattermost-mobile, round 14: the rule read only its few `.js` files).
    /// A language its code could not be written in is none of these.
    pub fn language(&self) -> Option<params::Language> {
        // A file whose front matter applies it to one language's files is about that
        // language: "NEVER import `java.*` … in `commonMain`" under `applyTo: "**/*.kt"` is
        // Kotlin (meshtastic/Meshtastic-Android, round 99), whatever its code names.
        if let Some(scoped) = super::targets::front_matter_language(self.instruction) {
            return Some(scoped);
        }
        let possible = |l: &params::Language| self.codes.iter().all(|c| params::could_be_written_in(*l, c));
        let named = params::language_of(self.text, &self.codes, &self.language_context()).filter(possible);
        let typescript_codebase = self
            .fallback_language
            .is_some_and(|l| l == params::typescript() || l == params::JS_AND_TS);
        if typescript_codebase && named.is_some_and(|l| l.name == "JavaScript") {
            return Some(params::JS_AND_TS);
        }
        named
            .or(self.fallback_language.filter(possible))
            .or_else(|| self.codes.iter().find_map(|c| params::language_of_shared_construct(c)))
    }

    /// Whether a mention of `re` (code included) is negated by one of the two words before
    /// it: "no Co-Authored-By tags", "(no conventional commits)", "don't add `Signed-off-by`".
    pub fn negated(&self, re: &Regex) -> bool {
        re.find_iter(&self.lower).any(|m| {
            self.lower[..m.start()]
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| !w.is_empty())
                .rev()
                .take(2)
                .any(|w| matches!(w, "no" | "not" | "never" | "without" | "avoid" | "don't"))
        })
    }

    pub fn says(&self, re: &Regex) -> bool {
        re.is_match(&self.prose)
    }

    /// Whether one sentence of the prose matches every one of `all`: "never commit tokens"
    /// does, "no personal tokens. Write-backs push with the app" does not.
    /// Inline code stands as `·` here, so that "falling back to `GITHUB_TOKEN`" does not
    /// read as "to code".
    pub fn says_in_one_sentence(&self, all: &[&Regex]) -> bool {
        self.sentences()
            .iter()
            .any(|sentence| all.iter().all(|r| r.is_match(sentence)))
    }

    /// The sentences of the prose (lowercase, inline code as `·`), as [`Ctx::says_in_one_sentence`]
    /// reads them.
    pub fn sentences(&self) -> Vec<String> {
        // A quoted directive is an example of wording, not a sentence of the instruction.
        let prose = params::mask_quoted_directives(&params::prose(self.text))
            .replace("CODE", "·")
            .to_lowercase();
        sentences_of(&prose).map(str::to_owned).collect()
    }

    /// Like [`Ctx::says`], on the text with its inline code.
    pub fn mentions(&self, re: &Regex) -> bool {
        re.is_match(&self.lower)
    }

    /// Like [`Ctx::mentions`], also in the headings above it.
    pub fn mentions_here_or_above(&self, re: &Regex) -> bool {
        self.mentions(re) || self.instruction.heading.iter().any(|h| re.is_match(&h.to_lowercase()))
    }
}

/// A keyword or operator named in quotes instead of backticks ("NEVER use the \"as\" keyword in
/// TypeScript": pocketpa-client-web, round 58): the quoted word is code.
fn quoted_keywords(text: &str) -> Vec<&str> {
    static QUOTED_KEYWORD: LazyLock<Regex> =
        LazyLock::new(|| re(r#"["“']([A-Za-z_@#][\w-]{0,20})["”']\s+(?:keyword|operator)s?\b"#));
    QUOTED_KEYWORD
        .captures_iter(text)
        .filter_map(|c| c.get(1).map(|m| m.as_str()))
        .collect()
}

/// A built-in recognizer pattern, compiled once per process: the recognizers run on every
/// instruction, and compiling their patterns per call dominated `extract` and `compile`.
/// For the source's own patterns only (a bounded set), never for text from input.
/// The sentences of `text`: split where `.`, `;`, `!` or `?` ends a word.
pub fn sentences_of(text: &str) -> impl Iterator<Item = &str> {
    static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| re(r"[.;!?](?:\s|$)"));
    SENTENCE_END.split(text)
}

pub fn re(pattern: &str) -> Regex {
    static COMPILED: LazyLock<std::sync::Mutex<std::collections::HashMap<String, Regex>>> =
        LazyLock::new(Default::default);
    let mut compiled = COMPILED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    compiled
        .entry(pattern.to_owned())
        .or_insert_with(|| Regex::new(pattern).expect("built-in recognizer patterns compile"))
        .clone()
}

pub static PROHIBITION_START: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:\w+ (?:must|should|shall) not\b|(?:you |agents? )?(?:never|don't|dont|do not|must not|",
        r"should not|shall not|avoid|no\b|not\b|stop|refrain))",
    ))
});

/// Whether the item's code spells what the lead-in asks, before its ban, rather than what the
/// ban names: under "Return typed errors to Main() — never print errors directly", the item
/// "`return fmt.Errorf(\"context: %w\", err)` — default error" shows a return (schmitthub/clawker,
/// round 120: the recommended return was forbidden). `lead`: the lead-in's prose, lowercased.
fn shows_the_asked_form(lead: &str, item: &str) -> bool {
    let Some(ban) = PROHIBITION.find(lead) else {
        return false;
    };
    let (asked, banned) = (&lead[..ban.start()], &lead[ban.start()..]);
    let code = params::code_spans(item).join(" ");
    asked.split_whitespace().count() >= 2
        && super::reading::shares_a_word(asked, &code)
        && !super::reading::shares_a_word(banned, &code)
}

/// "When writing a commit message, don't …": a prohibition after its condition.
static PROHIBITION_AFTER_CONDITION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\W*(?:when|if|for|in|while|on)\b[^,;.]{0,80},\s*(?:you |agents? )?(?:never|don't|dont|do not|must not|should not|avoid|no)\b",
    )
});

pub static PROHIBITION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\b(?:never|don't|do not|must not|mustn't|should not|shall not|avoid|not allowed|banned|disallowed|forbidden|prohibited)\b",
    )
});

/// A prohibition by a verb, which the items of its list complete ("Don't:", "Never:", "What
/// not to do"), not by an adjective of what it names ("forbidden imports").
static PROHIBITING_VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:never|don['’]?t|do not|must not|mustn't|should not|shall not|avoid|not to do|to avoid)\b")
});

/// A heading that is a prohibition and nothing else: "Do NOT", "❌ DON'T", "Anti-patterns".
/// "## Do NOT", "### Never", and headings that say what is never done: "What this agent must
/// never do", "Things to avoid", "What not to do" (nextcloud/tables, round 27: "Add
/// `Signed-off-by` tags to commits" under such a heading became a rule requiring them), and
/// what is named as to avoid: "Anti-Patterns to AVOID", "Common mistakes to avoid"
/// (FayazK/liar, round 58: "Using `any` in TypeScript" under it recommended `any`).
static PROHIBITING_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:do not|don['’]?t|never|avoid|anti-?patterns?|don['’]?ts|prohibited|forbidden)",
        r"(?:\s+(?:do|use|ever))?\W*$|",
        r"\b(?:must|should|shall|may)\s+(?:never|not)\s+do\W*$|",
        r"^\W*(?:what|things)\s+(?:not\s+to\s+do|to\s+avoid|never\s+to\s+do)\W*$|",
        r"^[\w\s'’-]{0,40}\bto\s+avoid\W*$",
    ))
});

/// The heading, lowercased, when it forbids an act on files and says nothing else ("## Do Not
/// Edit") and the instruction under it is only paths (jaegertracing/jaeger: "- `*.pb.go`"):
/// the heading is the prohibition of each path.
pub fn heading_forbids_listed_paths(instruction: &Instruction) -> Option<String> {
    static HEADING: LazyLock<Regex> =
        LazyLock::new(|| re(r"^\W*(?:do not|don['’]?t|never)\s+(?:edit|modify|change|touch|alter|commit)\W*$"));
    let heading = instruction.heading.last()?.to_lowercase();
    let codes = params::code_spans(&instruction.text);
    let only_paths = !codes.is_empty()
        && codes.iter().all(|c| params::is_path_like(c))
        && !params::prose(&instruction.text)
            .replace("CODE", "")
            .chars()
            .any(char::is_alphanumeric);
    (HEADING.is_match(&heading) && only_paths).then_some(heading)
}

/// An item that opens with a cross mark and a verb of using or of changing files: the mark
/// negates the act ("## Don't" › "- ❌ Use `panic!` (crashes Python)": neuesql/requestx, round
/// 138, read as what to use). "❌ Remove `X`" is left alone: it as often marks what to remove.
static CROSS_MARKED_ACT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)^[\s*_>-]*(?:❌|🚫|⛔|✗|✘)\x{FE0F}?[\s*_]*(?:use|call|import|add|write|put|edit|modify|change|touch|commit)\b",
    )
});

static POSITIVE_START: LazyLock<Regex> = LazyLock::new(|| re(r"^\W*(?:always|use|prefer|only|must|should)\b"));

/// Whether an item opens with a positive directive of its own ("Use `a`, not `b`", "Prefer
/// …", "Always …"), not with a noun phrase a prohibiting lead-in bans ("Use of `eval`").
/// "Do not focus review comments on these:", "Don't flag:": a lead-in that forbids what a
/// reviewer says about its items, not the items (Columbia-Cloudworks-LLC/EquipQR, round 184:
/// under "What CI Already Catches", "CodeQL: Hardcoded secrets" became a secrets ban).
/// `lead`: lowercased prose.
fn bans_a_review_act(lead: &str) -> bool {
    lexicon::FORBID.captures_iter(lead).any(|c| {
        let Some(marker) = c.get(1) else { return false };
        lead[marker.end()..]
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .find(|w| !w.is_empty() && !lexicon::is_one_of(lexicon::BAN_FILLERS, w))
            .is_some_and(|verb| {
                lexicon::is_one_of(lexicon::REVIEW_ACTS, verb) || lexicon::is_one_of(lexicon::CONVERSATION_ACTS, verb)
            })
    })
}

fn opens_with_own_directive(prose: &str) -> bool {
    static OWN: LazyLock<Regex> = LazyLock::new(|| re(r"^\W*(?:always|use|prefer)\s+(\w+)"));
    OWN.captures(prose).is_some_and(|c| &c[1] != "of")
}

/// A family's recognizer: its proposal for the instruction, if it takes it.
type Recognizer = fn(&Ctx) -> Option<Proposal>;

/// The proposals for `instruction` (empty when no recognizer takes it).
pub fn recognize(
    instruction: &Instruction,
    fallback_language: Option<params::Language>,
    reading: &Reading,
    declares_dependency: &dyn Fn(&str) -> bool,
) -> Vec<Proposal> {
    let ctx = Ctx {
        reading: Some(reading),
        declares_dependency: Some(declares_dependency),
        ..Ctx::new(instruction, fallback_language)
    };
    // (recognizer, whether it reads code): about a language no check reads, only the
    // families that read no code remain.
    let recognizers: &[(Recognizer, bool)] = &[
        (python_def_marker::recognize, true),
        (commit_message::recognize, false),
        (branch_name::recognize, false),
        (companion::recognize, false),
        (package_manager::recognize, false),
        (workflows::recognize, false),
        (forbid_paths::recognize, false),
        (file_name::recognize, true),
        (require_content::recognize, true),
    ];
    let unread = ctx.unread_language().is_some();
    if let Some(p) = recognizers
        .iter()
        .filter(|(_, reads_code)| !(unread && *reads_code))
        .find_map(|(r, _)| r(&ctx))
    {
        return vec![p];
    }
    if unread {
        return forbid_content::of_any_language(&ctx).into_iter().collect();
    }
    // One rule per place the characters are banned in (messages, documentation, code).
    let characters = characters::recognize(&ctx);
    if !characters.is_empty() {
        return characters;
    }
    let mut structural = structural::recognize(&ctx);
    if !structural.is_empty() {
        // JavaScript and TypeScript together have no one grammar for a `language` key: the
        // rule reads their files by path, not every language's (asgambat/gospin, round 135: a
        // naming rule of a JavaScript template read the Go sources).
        if ctx.language() == Some(params::JS_AND_TS) {
            for p in &mut structural {
                if p.paths.is_empty() && !p.keys.iter().any(|(k, _)| *k == "language") {
                    p.paths = params::JS_AND_TS.globs.iter().map(|g| (*g).to_owned()).collect();
                }
            }
        }
        return structural;
    }
    forbid_content::recognize(&ctx).into_iter().collect()
}

/// Why a family that nearly took the instruction declined it, when one did.
pub fn declined(
    instruction: &Instruction,
    fallback_language: Option<params::Language>,
    reading: &Reading,
) -> Option<String> {
    let ctx = Ctx {
        reading: Some(reading),
        ..Ctx::new(instruction, fallback_language)
    };
    let unread = ctx.unread_language().filter(|_| instruction.classification.observable).map(|language| {
        format!("speaks of {language} code, which no check reads: a rule on the repository's other files would check something else")
    });
    unread
        .or_else(|| workflows::why_not(&ctx))
        .or_else(|| forbid_content::why_not(&ctx))
}

/// Why no recognizer took an observable instruction, when no family said ([`declined`]).
pub fn why_not(instruction: &Instruction) -> String {
    if params::code_spans(&instruction.text).is_empty() {
        "names no construct, path or format in inline code, so no parameter can be taken from it".into()
    } else {
        "matches no recognizer: its phrasing is not one of the families in docs/compile.md".into()
    }
}

/// A path that matches `glob`, for generated examples: `**/` and `**` become directories,
/// `*` a name, `{a,b}` its first alternative, `[ab]` its first character.
pub fn sample_path(glob: &str) -> String {
    let g = glob.trim_start_matches("./").trim_start_matches('/');
    let mut out = String::new();
    let mut chars = g.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '*' if chars.peek() == Some(&'*') => {
                chars.next();
                if chars.peek() == Some(&'/') {
                    chars.next();
                    out.push_str("pkg/");
                } else {
                    out.push_str("pkg/example.txt");
                }
            }
            '*' => out.push_str("example"),
            '?' => out.push('x'),
            '{' => {
                let mut first = String::new();
                let mut taking = true;
                for c in chars.by_ref() {
                    match c {
                        '}' => break,
                        ',' => taking = false,
                        c if taking => first.push(c),
                        _ => {}
                    }
                }
                out.push_str(&first);
            }
            '[' => {
                let mut first = None;
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                    if first.is_none() && c != '!' && c != '^' {
                        first = Some(c);
                    }
                }
                out.push(first.unwrap_or('x'));
            }
            c => out.push(c),
        }
    }
    if out.ends_with('/') || out.is_empty() {
        out.push_str("example.txt");
    }
    // A basename pattern (no `/`) matches at any depth; a nested sample shows that.
    let anchored = glob.starts_with('/') || glob.starts_with("./");
    if !anchored && !g.contains('/') && !out.contains('/') {
        out = format!("src/{out}");
    }
    out
}

/// Test files in the common layouts of the languages above, and the test-support directories
/// `syntax::api::is_test_path` knows (`uv-test/`, `integration_tests/`, `testdata/`; a test
/// keeps the directories the same as `syntax::api::TEST_DIRECTORIES`).
pub const TEST_GLOBS: &[&str] = &[
    "**/test/**",
    "**/tests/**",
    "**/__tests__/**",
    "**/spec/**",
    "**/testdata/**",
    "**/fixtures/**",
    "**/__fixtures__/**",
    "**/__mocks__/**",
    "**/e2e/**",
    "**/cypress/**",
    "**/detox/**",
    "**/*-test/**",
    "**/*_test/**",
    "**/*-tests/**",
    "**/*_tests/**",
    "**/*Test/**",
    "**/*Tests/**",
    "*.test.*",
    "*.spec.*",
    "*_test.*",
    "test_*.py",
    "*_spec.rb",
    "*Test.java",
    "*Tests.java",
    "*Test.kt",
    "*Tests.kt",
    "*Test.swift",
    "*Tests.swift",
    "*Test.cs",
    "*Tests.cs",
];

/// What "outside tests" and "in production / runtime / library code" leave out: test files,
/// and the benchmarks and examples that sit beside the code without shipping in it.
pub fn outside_tests_globs() -> Vec<String> {
    const NOT_SHIPPED: &[&str] = &["**/benches/**", "**/benchmark/**", "**/benchmarks/**", "**/examples/**"];
    TEST_GLOBS.iter().chain(NOT_SHIPPED).map(|s| (*s).to_owned()).collect()
}

/// Documentation, where constructs are mentioned rather than used.
pub const DOC_GLOBS: &[&str] = &["*.md", "*.mdx", "*.rst", "*.txt", "*.adoc"];

/// Source files of the common languages, when an instruction says "every file" of code.
pub const SOURCE_GLOBS: &[&str] = &[
    "*.py", "*.rs", "*.ts", "*.tsx", "*.js", "*.jsx", "*.mjs", "*.cjs", "*.go", "*.java", "*.kt", "*.swift", "*.c",
    "*.h", "*.cc", "*.cpp", "*.hpp", "*.cs", "*.rb", "*.php", "*.dart", "*.scala", "*.ex", "*.exs", "*.vue",
];

/// The test globs limited to one language's extensions (`*.ts` → `*.test.ts`, `**/test/**/*.ts`).
pub fn test_globs_for(language: &params::Language) -> Vec<String> {
    let mut out = Vec::new();
    for g in language.globs {
        let Some(ext) = g.strip_prefix("*.") else { continue };
        for dir in ["test", "tests", "__tests__", "spec"] {
            out.push(format!("**/{dir}/**/*.{ext}"));
        }
        for pattern in ["*.test", "*.spec", "*_test", "test_*", "*_spec", "*Test", "*Tests"] {
            out.push(format!("{pattern}.{ext}"));
        }
    }
    out
}

/// Whether the instruction limits itself to tests, or excludes them.
pub fn test_scope(ctx: &Ctx) -> TestScope {
    static OUTSIDE: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:outside (?:of )?(?:tests?|test files|specs?)|in (?:\w+ )?(?:non-test|production|",
            r"library|runtime|src) code|except (?:in )?tests?|non-test)\b",
        ))
    });
    static INSIDE: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"\b(?:in|inside|within|for|from) (?:the |your |all |new )?(?:tests?|test files?|test code|specs?|spec files?)\b|^\W*(?:in )?tests?:",
        )
    });
    // Under "## Testing", a ban that names no scope of its own is about tests ("do not use
    // `toMatchSnapshot`": assistant-ui/assistant-ui): narrower than every file, never broader.
    let section_about_tests = ctx.instruction.heading.last().is_some_and(|h| {
        h.split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w.to_lowercase().as_str(), "test" | "tests" | "testing"))
    });
    // The reading's test scope first: it also reads a glob of test files ("in a `*_test.go`
    // file").
    let read = |inside: bool| {
        ctx.reading
            .is_some_and(|r| r.qualifiers.contains(&super::reading::Qualifier::Tests(inside)))
    };
    if ctx.says(&OUTSIDE) || read(false) {
        TestScope::Outside
    } else if ctx.says(&INSIDE) || section_about_tests || read(true) {
        TestScope::Inside
    } else {
        TestScope::Any
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestScope {
    Any,
    Inside,
    Outside,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::decode::path_glob;

    #[test]
    fn sample_paths_match_their_globs() {
        for g in [
            "*.py",
            "src/**/*.rs",
            "**/tests/**",
            ".changeset/*.md",
            "packages/{a,b}/x.[jt]s",
            "docs/",
            "/CHANGELOG.md",
            "*Test.kt",
        ] {
            let sample = sample_path(g);
            let glob = path_glob(g).unwrap().compile_matcher();
            assert!(glob.is_match(&sample), "{g} → {sample}");
        }
    }
}

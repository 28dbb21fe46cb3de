//! Commit message policies → `commit-message`: Conventional Commits (with the types the text
//! lists), a required subject prefix, subject length limits, required and forbidden trailers
//! (`Signed-off-by`, `Co-authored-by`, an agent as co-author), issue references, forbidden
//! mentions, bullet lists in the body.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re};
use crate::checks::{ANY_TYPE, CONVENTIONAL_TYPES};
use crate::compile::{ExampleSpec, Proposal, Value, lexicon, reading};

/// Commits, not a pre-commit hook or checklist ("## Pre-Commit Checklist for Resource File
/// Changes": Maistho/melodee, round 95, where a translation's prefix became a commit
/// subject's).
static ABOUT_COMMITS: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"(?:^|[^\w-])commits?\b|\bcommit (?:message|subject|title)s?\b|\bsubject(?: line)?s?\b|",
        r"\bconventional[ -]commits?\b|\bsigned-off-by\b|\bsign[ -]?off\b|\bco-?authored-?by\b|",
        r"\bco-?authors?\b|\bdco\b",
    ))
});
static NOT_COMMITS: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:prs?|pull requests?|mrs?|merge requests?)\b|\bchangesets?\b|\bchangelog\b"));
/// Words that make a list of types the whole list.
static EXHAUSTIVE: LazyLock<Regex> =
    // "the following types", not "following Conventional Commits style" (netresearch/ofelia,
    // round 55: the types after its "e.g." became the whole list).
    LazyLock::new(|| {
        re(r"\b(?:only|one of|must be|allowed|the following|following:|valid|permitted|limited to|restricted to)\b")
    });
/// A line labelled as the list of types ("**Types:**", "Allowed types:").
static TYPES_LABEL: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)^[\s*_]*(?:(?:commit|allowed|valid|permitted)\s+)?types[\s*_]*:"));
/// Words that make a list some of its kind.
static SOME_OF: LazyLock<Regex> =
    // An abbreviation's last dot ends a word already: `\b` after it would need a letter.
    LazyLock::new(|| re(r"\b(?:eg|such as|for example|like|including|etc|common)\b|\be\.g\.|\.\.\.|…"));
/// Conventional Commits, or the Angular convention it grew from ("Use Angular-style commit
/// messages (e.g., `feat: ...`)": arthur-zhang/conduit, round 50).
static CONVENTIONAL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\bconventional[ -]commits?\b|\bconventional (?:commit )?(?:format|style|messages?)\b|\bangular[ -](?:style|convention)\b",
    )
});
static LENGTH: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"(?:subject|first line|title|summary|header|headline)[^.;]*?",
        r"(under|at most|no (?:more|longer) than|less than|fewer than|max(?:imum)?(?: of)?|limit(?:ed)? to|",
        r"within|up to|≤|<=|<)\s*(\d{2,3})\b|",
        r"(?:subject|first line|title|summary|header)[^.;]*?\b(\d{2,3})",
        r"\s*(?:char(?:acter)?s?)\s*(?:or (?:less|fewer)|max(?:imum)?)|",
        // The limit first: "no more than 50 chars in (the) subject".
        r"(under|at most|no (?:more|longer) than|less than|fewer than|max(?:imum)?(?: of)?|up to)\s*(\d{2,3})",
        r"\s*char(?:acter)?s?\s+(?:in|for|of) (?:the |a |each |your )?(?:commit )?",
        r"(?:subject|first line|title|header|headline)",
    ))
});
static SIGN_OFF: LazyLock<Regex> =
    LazyLock::new(|| re(r"\bsigned-off-by\b|\bsign[ -]?off\b|\bdco\b|\bgit commit -s\b"));
static CO_AUTHOR: LazyLock<Regex> = LazyLock::new(|| re(r"\bco-?authored-?by\b|\bco-?authors?\b"));
/// An assistant by name, or AI in general ("AI tags", "an LLM", "yourself", "with your agent
/// name": fluxcd/source-controller, round 19, where every co-author trailer was banned), in
/// the plural too ("Co-Authored-By agents": microsoft/playwright-python, round 47).
static AGENT: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        r"\b({}|ai|yourself|llms?|agents?|assistants?|tools?)\b",
        lexicon::AI_CO_AUTHORS.join("|")
    ))
});
static MENTION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\b(?:reference|mention|include|name|add)\s+(?:the\s+)?(?:word\s+)?([a-z][\w.-]*)\s+(?:in|to)\s+(?:the\s+)?commit",
    )
});
/// Bullets the ban governs ("no bullet lists", "do not use markdown bullet points"), not a ban
/// beside them: "wrap long bullets, do not exceed" allows them (olveryu/WerewolfGameJudge,
/// round 246: every bulleted message failed, inverted).
static BULLETS_BANNED: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:no|not|never|without|avoid|don't|nor)\b(?:\s+[\w-]+){0,3}?\s+bullet(?:ed)?(?: point)?(?: list)?s?\b")
});
/// A request to reference an issue: a verb that asks for it, then the issue. "Issue/PR
/// numbers" alone is a mention (cfug/dio: "agents hallucinate … issue/PR numbers").
/// The word after the issue is kept: "include the PR template content" asks for no reference.
/// The verb and its object in one clause: not across a table cell's border or a dash ("the
/// reference host only — … | Feature PRs must not commit …": vuetifyjs/0, round 219, where
/// every commit had to reference an issue).
static ISSUE_REF: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:reference|include|mention|link|add|contain|end with|suffix)\b[^.|—;]*?\b(?:issue|ticket|jira|",
        r"pr|pull request)(?: number| id| key| reference)?s?\b(?:\s+([a-z]+))?",
    ))
});

/// Whether the text is about pull requests, changesets or a changelog rather than commits.
/// A changelog the commits are for is no other artifact: "This project uses **Conventional
/// Commits** for git-cliff changelog generation" asks it of commits (llbbl/repjan, round 127's
/// missed list); "prefixes for changelog entries" asks it of the entries.
fn names_another_artifact(ctx: &Ctx) -> bool {
    static CHANGELOG_AS_PURPOSE: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:for|to (?:generate|build|produce|automate))\s+(?:(?:the|an?|automated|automatic|[\w-]+)\s+){0,2}",
            r"changelogs?(?:\s+(?:generation|tooling|automation|generators?|tools?))?(?:[.;,]|$)",
        ))
    });
    NOT_COMMITS.is_match(&CHANGELOG_AS_PURPOSE.replace_all(&ctx.prose, " "))
}

/// Whether the text bans a scope after the type: a `type(scope):` span it forbids, with the
/// word "scope" or a scopeless `type:` beside it as what to write instead.
fn forbids_scope(ctx: &Ctx) -> bool {
    static SCOPE_WORD: LazyLock<Regex> = LazyLock::new(|| re(r"\bscopes?\b"));
    let forbidden = ctx.reading.map(|r| r.forbidden()).unwrap_or_default();
    let scoped_forbidden = ctx
        .codes
        .iter()
        .any(|c| commit_header(c) == Some(Header::Scoped) && forbidden.contains(c));
    let scopeless_shown = ctx.codes.iter().any(|c| commit_header(c) == Some(Header::Plain));
    scoped_forbidden && (ctx.says(&SCOPE_WORD) || scopeless_shown)
}

/// The shape of a Conventional Commits header shown as code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Header {
    /// `feat:`, `fix!:`
    Plain,
    /// `feat(chat):`
    Scoped,
}

/// `code` as the header of a Conventional Commits message (a type of the spec, an optional
/// scope, an optional `!`, the colon), if it is one.
pub fn commit_header(code: &str) -> Option<Header> {
    static HEADER: LazyLock<Regex> = LazyLock::new(|| re(r"^([a-z]+)(\([^)]*\))?!?:$"));
    let m = HEADER.captures(code.trim())?;
    CONVENTIONAL_TYPES.contains(&&m[1]).then(|| {
        if m.get(2).is_some() {
            Header::Scoped
        } else {
            Header::Plain
        }
    })
}

/// A place that is not a commit: "never in commit messages", "not in the commit".
static NOT_IN_COMMITS: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:never|not|no)\b[^.;]{0,20}?\bin(?:to)?\s+(?:the\s+|a\s+|your\s+)?commit(?:\s+messages?|s)?\b")
});
/// GitHub's issue-closing keywords before a reference, in any case.
const CLOSING_KEYWORDS: &str = r"close[sd]?|fix(?:e[sd])?|resolve[sd]?";
static CLOSING_REFERENCE: LazyLock<String> = LazyLock::new(|| format!(r"(?i)\b(?:{CLOSING_KEYWORDS})\s*:?\s+#\d+"));

/// The closing keyword an inline code span shows before an issue reference (`Closes #42`,
/// `Fixes #issue-number`), if one does.
fn closing_reference(ctx: &Ctx) -> Option<String> {
    static SHOWN: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(&format!(r"(?i)^({CLOSING_KEYWORDS})\s*:?\s+#")).expect("valid"));
    ctx.codes
        .iter()
        .find_map(|c| SHOWN.captures(c).map(|m| m[1].to_owned()))
}

/// Whether the text asks for an issue reference: the issue, its number or key is the object,
/// not a modifier of another noun ("the PR template content", "the issue title"; ddev/ddev,
/// round 14).
/// Only where it says so of every commit ("every commit must reference an issue", "always
/// reference the issue"): "Reference issues in commits" asks for the issue a change has, and
/// a maintainer's chore has none (Koenkk/zigbee2mqtt, round 69; sqlfluff, openrewrite and
/// openai-agents-python before it: the rule was judged too broad each time).
fn asks_for_issue_reference(ctx: &Ctx) -> bool {
    static EVERY: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:every|each|all|always|must|required|requires?|mandatory)\b"));
    ctx.says(&EVERY)
        && ISSUE_REF.captures_iter(&ctx.prose).any(|caps| {
            caps.get(1)
                .is_none_or(|next| !lexicon::is_one_of(lexicon::ISSUE_COMPOUND_HEADS, next.as_str()))
        })
}
/// The summary-line length "concise" and "short" stand for.
const CONVENTIONAL_SUBJECT_LENGTH: u64 = 72;
static IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| re(r"\bimperative(?: mood| form| tense)?\b"));
/// The subject line, named so (a title is a pull request's).
const SUBJECT_LINE: &str = r"(?:subject|first line|summary line|commit message|commit subject)s?";
static NO_FINAL_PERIOD: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        concat!(
            r"\b(?:do not|don't|never) end (?:the |your |a )?{SUBJECT_LINE}(?: line)? ",
            r"with an? (?:period|full stop|dot)\b|",
            r"\b{SUBJECT_LINE}(?: line)?s? (?:must not|should not|do not|don't|never) ",
            r"end with an? (?:period|full stop|dot)\b",
        ),
        SUBJECT_LINE = SUBJECT_LINE
    ))
});
/// "Commit messages in English", "use only English for commit messages": the language said
/// of the commits, in one phrase with them (no comma, stop or bracket between). Not
/// "**git-commits**, … and **American English**", a list of topics (Cratis/Arc), nor a
/// sentence's "subject + verb + object" in a guide to English prose (Ullaakut/cameradar): a
/// subject alone is no commit.
static ENGLISH: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\bcommits?\b[^,;.()\n]{0,40}?\benglish\b|",
        r"\benglish\b[^,;.()\n]{0,40}?\bcommits?\b",
    ))
});
/// Another language the messages may be written in ("in English or Japanese"): the text then
/// allows more than English.
static OTHER_LANGUAGE: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:arabic|chinese|dutch|french|german|hebrew|hindi|italian|japanese|korean|",
        r"polish|portuguese|russian|spanish|thai|turkish|ukrainian|vietnamese|native)\b",
    ))
});
/// A subject whose first word (after a type prefix, if any) is in a script English is never
/// written in (Greek is left out: `λ`, `Δ` and `μs` stand in English subjects). Not any such
/// letter: an English subject may quote a proper noun ("feat: add ICPC 国内予選 results":
/// AtCoder-NoviSteps/AtCoderNoviSteps, round 153).
const NON_LATIN_SCRIPT: &str = concat!(
    r"^(?:[A-Za-z][\w-]*(?:\([^)]*\))?!?:\s*)?[^\w\s]*",
    r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Cyrillic}\p{Arabic}\p{Hebrew}",
    r"\p{Thai}\p{Devanagari}]",
);
static CAPITALIZED: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        r"^\W*capitali[sz]e (?:the |your )?(?:first (?:letter|word) of the )?{SUBJECT_LINE}(?: line)?\W*$"
    ))
});
/// "Start the subject with a capital letter".
static STARTS_CAPITALIZED: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        r"^\W*(?:start|begin) (?:the |your )?{SUBJECT_LINE}(?: line)? with an? (?:capital|uppercase|upper-case) letter\W*$"
    ))
});
/// A Conventional Commits type prefix a subject may open with (`fix: `, `feat(api)!: `): the
/// subject's case is that of the first letter after it.
macro_rules! type_prefix {
    () => {
        r"^(?:[a-z][\w-]*(?:\([^)]*\))?!?: )?"
    };
}

/// "Use lowercase after the colon" (jdx/pitchfork, jdx/usage, round 148's missed list), "do not
/// capitalize the subject", "the description starts with a lowercase letter": whole sentences
/// about the subject's first letter, as commitlint's `subject-case` reads it.
static LOWERCASE: LazyLock<Regex> = LazyLock::new(|| {
    let part = format!(r"(?:the |your )?(?:description|{SUBJECT_LINE}(?: line)?)");
    re(&format!(
        concat!(
            r"^\W*(?:(?:use |write |keep )?lower-?case (?:after the colon|(?:for |in )?{part})|",
            r"(?:do not|don't|never) capitali[sz]e (?:the first (?:letter|word) of )?{part}|",
            r"(?:start|begin) {part} with an? lower-?case letter|",
            r"{part} (?:starts|begins|must start|should start) with an? lower-?case letter)\W*$",
        ),
        part = part
    ))
});
/// An item of a list whose lead-in or heading names the subject line ("Subject line format":
/// "- Start with a capital letter.", "- Do not end with a period."): the subject is its object.
static ITEM_NO_FINAL_PERIOD: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\W*(?:do not|don't|never) end (?:it )?with an? (?:period|full stop|dot)\W*$"));
static ITEM_CAPITALIZED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\W*(?:(?:start|begin) (?:it )?with an? (?:capital|uppercase|upper-case) letter|capitali[sz]e (?:it|the first (?:letter|word)))\W*$",
    )
});
static PREFIX_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\bprefix(?:es|ed)?\b|\bstart(?:s|ing)? with\b|\bbegin(?:s|ning)? with\b|\btypes?\b|\bsubject\b")
});
/// A type written in the text as a subject starts ("`fix:`", "feat(api):"), not the end of a
/// longer name ("consistent-type-specifier-style:": CopilotKit/CopilotKit).
static TYPE_IN_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:^|[\s`'\x22(\[])(feat|fix|docs|chore|refactor|style|test|tests|perf|build|ci|revert|deps|release|security)(?:\([^)]*\))?!?:",
    )
});

/// Who alone may do it: "Only human beings are allowed to sign the DCO" says who signs, not
/// that every commit is signed (lxc/incus, round 39: it required the trailer on every commit).
static ONLY_PEOPLE: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\bonly\s+(?:a\s+|the\s+)?(?:human beings?|humans?|people|persons?|maintainers?|developers?|",
        r"the author)\b|\b(?:human beings?|humans?)\s+(?:only|alone)\b",
    ))
});

/// A trailer named as code: `Assisted-by:`, `Co-authored-by`.
static TRAILER: LazyLock<Regex> = LazyLock::new(|| re(r"^[A-Za-z]+(?:-[A-Za-z]+)*-by:?$"));

/// Whether a sign-off is the commit trailer: named as one (`Signed-off-by`, DCO, `git commit
/// -s`) or said of commits. "Always sign off with something like “[This is Claude Code on
/// behalf of Jane Doe]”" signs a comment on GitHub (pydata/xarray, not tuned on).
fn signs_commits(ctx: &Ctx) -> bool {
    static TRAILER_NAMED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\bsigned-off-by\b|\bdco\b|\bgit commit -s\b|\bcommits?\b"));
    ctx.mentions_here_or_above(&TRAILER_NAMED)
}

/// Whether `text` gives the subject length in numbers ("keep the subject under 80
/// characters"): then "a short subject" elsewhere in its file means that length, not 72.
pub fn states_subject_length(text: &str) -> bool {
    LENGTH.is_match(&crate::compile::params::prose(text).to_lowercase())
}

/// A `commit-message` rule under way: its keys, id and reasons, and the messages its examples
/// pass and fail.
struct Draft {
    keys: Vec<(&'static str, Value)>,
    id: String,
    why: Vec<String>,
    pass_message: String,
    fail_message: String,
}

impl Draft {
    fn new() -> Draft {
        Draft {
            keys: Vec::new(),
            id: String::new(),
            why: Vec::new(),
            pass_message: String::from("feat: add the export button"),
            fail_message: String::from("added stuff"),
        }
    }

    /// The proposal, if any key was read.
    fn into_proposal(self) -> Option<Proposal> {
        if self.keys.is_empty() {
            return None;
        }
        Some(Proposal {
            id: self.id,
            kind: "commit-message",
            keys: self.keys,
            paths: Vec::new(),
            exclude: Vec::new(),
            examples: vec![
                ExampleSpec::fail().message(&self.fail_message),
                ExampleSpec::pass().message(&self.pass_message),
            ],
            reason: format!("commit-message: {}", self.why.join("; ")),
        })
    }
}

/// Whether every commit the prose names is something to link to, not the commit being made:
/// "MUST include links to the offending commits, PRs, issues, or CI runs" asks it of a
/// retrospective document (rjmurillo/ai-agents, round 174: every commit message was asked
/// an issue reference).
fn commits_are_linked_to(prose: &str) -> bool {
    static LINKED: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:links?|linking|urls?|references?)\s+(?:to|of|for)\s+(?:the\s+|any\s+|all\s+)?(?:\w+\s+)?commits?\b")
    });
    static COMMIT: LazyLock<Regex> = LazyLock::new(|| re(r"(?:^|[^\w-])commits?\b"));
    let linked: Vec<_> = LINKED.find_iter(prose).map(|m| m.end()).collect();
    !linked.is_empty() && COMMIT.find_iter(prose).all(|m| linked.contains(&m.end()))
}

/// Whether commits are named only in a parenthesis that glosses a tool named in code: "Key
/// libraries: … `husky` + `lint-staged` (pre-commit), `@commitlint` (conventional commits)"
/// says what the tool is for, and asks nothing of the commits (petry-projects/
/// google-app-scripts, round 177: it had become a Conventional Commits rule).
fn commits_only_gloss_a_tool(text: &str) -> bool {
    // A label that lists what the project is built with ("Use `@commitlint` (conventional
    // commits)" asks for the tool, and with it the convention).
    static LISTS_TOOLS: LazyLock<Regex> = LazyLock::new(|| {
        re(r"^\W*(?:key |main |core )?(?:libraries|dependencies|packages|(?:tech )?stack|tooling|tools)\s*:")
    });
    static GLOSS: LazyLock<Regex> = LazyLock::new(|| re(r"`[^`]+`\s*\([^()`]*\)"));
    let lower = text.to_lowercase();
    let glossed = GLOSS.find_iter(&lower).any(|m| ABOUT_COMMITS.is_match(m.as_str()));
    let rest = GLOSS.replace_all(&lower, " ");
    LISTS_TOOLS.is_match(&lower) && glossed && !ABOUT_COMMITS.is_match(&crate::compile::params::prose(&rest))
}

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    // "The changeset descriptions … use conventional commit prefixes": another artifact, and
    // commits named only as the convention's name (cloudflare/workers-sdk, corpus 33).
    if !ctx.mentions_here_or_above(&ABOUT_COMMITS)
        || names_another_artifact(ctx) && !reading::names_commits(&ctx.prose)
        || commits_are_linked_to(&ctx.prose)
        || commits_only_gloss_a_tool(ctx.text)
    {
        return None;
    }
    let mut draft = Draft::new();

    // Trailers and co-authors first: "never add Claude as co-author" is about a trailer, not
    // the subject.
    if ctx.mentions(&CO_AUTHOR) {
        co_author(ctx, &mut draft)?;
    } else if ctx.mentions(&SIGN_OFF)
        && !ctx.prohibitive
        && !ctx.negated(&SIGN_OFF)
        && !ctx.says(&ONLY_PEOPLE)
        && signs_commits(ctx)
    {
        draft
            .keys
            .push(("require-trailers", Value::List(vec!["Signed-off-by".into()])));
        draft.pass_message = "feat: x\n\nSigned-off-by: Ada Lovelace <ada@example.com>\n".into();
        draft.fail_message = "feat: x\n".into();
        draft.id = "missing-sign-off".into();
        draft.why.push("a `Signed-off-by:` trailer".to_owned());
    } else if ctx.prohibitive && ctx.says(&BULLETS_BANNED) {
        draft.keys.push(("in", Value::Str("message".into())));
        draft.keys.push(("forbid", Value::Str(r"(?m)^\s*[-*•]\s+\S".into())));
        draft.fail_message = "Fix the parser\n\n- change a\n- change b\n".into();
        draft.pass_message = "Fix the parser\n\nThe parser now accepts empty input.\n".into();
        draft.id = "commit-message-bullets".into();
        draft.why.push("no bullet lists in the message".to_owned());
    } else if ctx.prohibitive
        && let Some(words) = mentioned(ctx)
    {
        forbid_mentions(&words, &mut draft);
    } else if forbids_scope(ctx) {
        // "No scope suffix — use `feat:` not `feat(chat):`", "Don't use `feat(scope):`
        // parenthetical scopes" (BlueBubblesApp/bluebubbles-app, round 41).
        draft.keys.push(("forbid", Value::Str(r"^[a-z]+\([^)\n]*\)!?:".into())));
        draft.fail_message = "feat(chat): add the export button".into();
        draft.pass_message = "feat: add the export button".into();
        draft.id = "commit-scope".into();
        draft.why.push("no scope after the type".to_owned());
    } else {
        // The subject.
        let types = listed_types(ctx);
        // "Sentence-style titles (no conventional commits)" describes a style; "Do not use
        // conventional commit prefixes such as `feat:`" bans one.
        if ctx.negated(&CONVENTIONAL) {
            return conventional_prefix_ban(ctx, &types);
        }
        if another_convention_allowed(ctx) {
            return None;
        }
        // One reading of the subject: the first that applies.
        if !subject_types(ctx, &types, &mut draft)
            && !subject_style(ctx, &mut draft)
            && !subject_template(ctx, &mut draft)
        {
            issue_reference(ctx, &mut draft);
        }
        if let Some(max) = max_length(ctx) {
            draft.keys.push(("max-subject-length", Value::Int(max)));
            if draft.id.is_empty() {
                draft.id = "commit-subject-length".into();
                draft.fail_message = format!("feat: {}", "x".repeat(max as usize));
            }
            draft.why.push(format!("subjects of at most {max} characters"));
        }
        single_line(ctx, &mut draft);
        require_body(ctx, &mut draft);
    }
    draft.into_proposal()
}

/// "Include a body in every commit message", "Commit messages must have a body explaining
/// why" (classifier backlog): `require-body`. The body is the object of a verb that asks for
/// it; "the body should explain why" says what a body holds, and "an optional body" asks
/// nothing.
fn require_body(ctx: &Ctx, draft: &mut Draft) {
    static BODY_ASKED: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:include|add|write|have|has|contain|need|needs|require|requires|always with)\s+",
            r"(?:a|an)\s+(?:(?:short|brief|detailed|descriptive|meaningful|commit|message)\s+)*body\b",
        ))
    });
    let single = draft
        .keys
        .iter()
        .any(|(k, v)| *k == "in" && *v == Value::Str("body".into()));
    if !ctx.says(&BODY_ASKED) || ctx.prohibitive || single {
        return;
    }
    draft.keys.push(("require-body", Value::Bool(true)));
    draft.pass_message = format!("{}\n\nIt exports the table.\n", draft.pass_message.trim_end());
    if draft.id.is_empty() {
        draft.id = "commit-body".into();
        draft.fail_message = "feat: add the export button".into();
    }
    draft.why.push("a body after the subject".to_owned());
}

/// "Must write single-line commit messages" (sdkman/sdkman-broker-2, round 121's missed
/// list): no body. Not when the line is the subject's ("keep the subject on one line"), nor
/// beside a pattern of the subject the body ban would move (`in:` is one for both).
fn single_line(ctx: &Ctx, draft: &mut Draft) {
    static SINGLE_LINE: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:single|one)[- ]line (?:commit )?messages?\b|",
            r"\bcommit messages? (?:must|should|shall) (?:always )?be (?:a )?(?:single|one)[- ]line\b",
        ))
    });
    static SUBJECT: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:subject|title|summary|header|headline|first line)\b"));
    let has_pattern = draft
        .keys
        .iter()
        .any(|(k, _)| matches!(*k, "pattern" | "forbid" | "in"));
    if !ctx.says(&SINGLE_LINE) || ctx.says(&SUBJECT) || ctx.prohibitive || has_pattern {
        return;
    }
    draft.keys.push(("in", Value::Str("body".into())));
    draft.keys.push(("forbid", Value::Str(r"\S".into())));
    if draft.id.is_empty() {
        draft.id = "single-line-commit".into();
        draft.fail_message = "feat: add the export button\n\nIt exports the table.\n".into();
    }
    draft.why.push("single-line messages (no body)".to_owned());
}

/// A `Co-authored-by:` trailer: forbidden (naming agents or not), required with the agent's
/// model, or required. `None` when the text offers another trailer as well.
fn co_author(ctx: &Ctx, draft: &mut Draft) -> Option<()> {
    if ctx.prohibitive || ctx.negated(&CO_AUTHOR) {
        forbid_co_authors(ctx, draft);
    } else if ctx.prose.contains("model") {
        // "… indicating name and model": the trailer's name carries a model id, written
        // in parentheses or as a versioned name (`claude-sonnet-4-5`, `gpt-5`).
        draft.keys.push(("in", Value::Str("message".into())));
        draft.keys.push((
            "pattern",
            Value::Str(r"(?im)^co-authored-by:[^<\n]*(?:\([^)\n]+\)|\b[a-z]+-[\w.-]*\d[\w.-]*)".into()),
        ));
        draft.pass_message = "feat: x\n\nCo-authored-by: Claude (claude-sonnet-4-5) <noreply@anthropic.com>\n".into();
        draft.fail_message = "feat: x\n\nCo-authored-by: Claude <noreply@anthropic.com>\n".into();
        draft.id = "missing-agent-co-author".into();
        draft
            .why
            .push("a `Co-authored-by:` trailer naming the agent and its model".to_owned());
    } else if ctx.codes.iter().filter(|c| TRAILER.is_match(c)).count() >= 2 && ctx.prose.contains(" or ") {
        // "via `Assisted-by:` or `Co-authored-by:`": requiring one fails the other.
        return None;
    } else {
        draft
            .keys
            .push(("require-trailers", Value::List(vec!["Co-authored-by".into()])));
        draft.pass_message = "feat: x\n\nCo-authored-by: Claude <noreply@anthropic.com>\n".into();
        draft.fail_message = "feat: x\n".into();
        draft.id = "missing-co-authored-by".into();
        draft.why.push("a `Co-authored-by:` trailer".to_owned());
    }
    Some(())
}

/// A ban on co-authors: on the agents the text names, on AI assistants for a generic name
/// ("yourself", "AI"), else on every `Co-authored-by:` trailer.
fn forbid_co_authors(ctx: &Ctx, draft: &mut Draft) {
    let text_lower = ctx.text.to_lowercase();
    let named: Vec<String> = AGENT.captures_iter(&text_lower).map(|c| c[1].to_owned()).collect();
    let generic = |a: &String| {
        matches!(
            a.trim_end_matches('s'),
            "yourself" | "ai" | "llm" | "agent" | "assistant" | "tool"
        )
    };
    let mut agents: Vec<String> = named.iter().filter(|a| !generic(a)).cloned().collect();
    // "No `Co-Authored-By` AI tags", "never add yourself as co-author": the trailers
    // of AI assistants, not a person's or a bot's.
    if agents.is_empty() && named.iter().any(generic) {
        agents = lexicon::AI_CO_AUTHORS.iter().map(|a| (*a).to_owned()).collect();
    }
    if agents.is_empty() {
        draft
            .keys
            .push(("forbid-trailers", Value::List(vec!["Co-authored-by".into()])));
        draft.fail_message = "feat: x\n\nCo-authored-by: Someone <someone@example.com>\n".into();
        draft.pass_message = "feat: x\n".into();
        draft.id = "co-authored-by-trailer".into();
        draft.why.push("no `Co-authored-by:` trailer".to_owned());
    } else {
        agents.dedup();
        draft.keys.push(("in", Value::Str("message".into())));
        draft.keys.push((
            "forbid",
            Value::Str(format!("(?im)^co-authored-by:.*\\b({})\\b", agents.join("|"))),
        ));
        draft.fail_message = format!(
            "feat: x\n\nCo-authored-by: {} <noreply@example.com>\n",
            capitalize(&agents[0])
        );
        draft.pass_message = "feat: x\n\nCo-authored-by: Ada Lovelace <ada@example.com>\n".into();
        draft.id = if agents.len() == lexicon::AI_CO_AUTHORS.len() {
            "ai-co-author".to_owned()
        } else {
            format!("{}-co-author", agents[0])
        };
        draft
            .why
            .push(format!("no `Co-authored-by:` naming {}", agents.join(", ")));
    }
}

/// A ban on mentioning the phrases `words` (quoted in the text) in the message.
fn forbid_mentions(words: &[String], draft: &mut Draft) {
    draft.keys.push(("in", Value::Str("message".into())));
    // The words of a quoted phrase as a footer writes them, with markup between them
    // ("Generated with [Claude Code](…)"); each of the phrases the ban lists.
    let pattern = |w: &str| w.split_whitespace().map(regex::escape).collect::<Vec<_>>().join(r"\W+");
    let alternatives: Vec<String> = words.iter().map(|w| pattern(w)).collect();
    let body = match alternatives.as_slice() {
        [one] => one.clone(),
        _ => format!("(?:{})", alternatives.join("|")),
    };
    draft.keys.push(("forbid", Value::Str(format!("(?i)\\b{body}\\b"))));
    let word = words[0].clone();
    let phrase: Vec<&str> = word.split_whitespace().collect();
    draft.fail_message = if phrase.len() > 1 {
        format!("feat: x\n\n{word}\n")
    } else {
        format!("feat: x\n\nWritten with {word}.\n")
    };
    draft.pass_message = "feat: x\n".into();
    draft.id = format!("{}-in-commit-message", super::params::slug(&word));
    draft.why.push(format!("no mention of `{word}`"));
}

/// Whether the text allows another convention beside the one it names, or ties types to
/// purposes: a rule on the subject's type would fail commits it allows.
fn another_convention_allowed(ctx: &Ctx) -> bool {
    // "Always use `chore:` for non-functional commits. Only use `fix:` for actual bug
    // fixes": which type fits which change, a judgement of the change, not the list of
    // types (mikro-orm/mikro-orm, round 69: `docs:` and `test:` commits failed).
    static TYPE_FOR_PURPOSE: LazyLock<Regex> = LazyLock::new(|| re(r"`[a-z]+(?:\([^)`]*\))?!?:?`(?:\s+\w+)?\s+for\b"));
    // A list of the types beside it is the list ("Use `feat` for new features, `fix` for bug
    // fixes. Other allowed types: …": eyronjuude/Ad-Performance-Tracker, round 66).
    static TYPE_LIST: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:allowed|valid|permitted|one of|the following)\b|\btypes?:"));
    if TYPE_FOR_PURPOSE.find_iter(ctx.text).count() >= 2 && !ctx.says(&TYPE_LIST) {
        return true;
    }
    // "gitmoji at the front or a Conventional Commits type prefix" (cfug/dio, not tuned
    // on): another convention is allowed too, which a Conventional Commits rule fails.
    static OTHER_CONVENTION: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:gitmojis?|emojis?)\b"));
    if ctx.says(&OTHER_CONVENTION) && ctx.prose.contains(" or ") {
        return true;
    }
    // "Conventional style (`feat:`, `fix:`) is also used": one convention of several, and
    // a rule for it fails the others (apache/tvm-ffi, round 10's half B: the tag-based
    // style named first failed, 68 of 75 flagged subjects).
    static ALSO_USED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\balso (?:used|accepted|allowed|fine|ok|okay|acceptable|common|seen)\b"));
    if ctx.says(&ALSO_USED) {
        return true;
    }
    spec_only_an_example(ctx)
}

/// The subject's type or prefix: Conventional Commits (with the types listed), a listed set
/// of types, or one prefix. Whether one was read.
fn subject_types(ctx: &Ctx, types: &[String], draft: &mut Draft) -> bool {
    // A list of types is the whole list only when the text says so ("one of", "only");
    // "prefixes (`feat:`, `fix:`)" names some, and the spec's other types stay valid.
    // "Types: `feat`, `fix`, `chore`" on a line of its own defines the set, as a table of
    // types does (phrazzld/glance, psic4t/rimg, round 32), unless it says it shows some.
    let exhaustive = (ctx.says(&EXHAUSTIVE) || TYPES_LABEL.is_match(ctx.text)) && !ctx.says(&SOME_OF);
    let conventional_list = types.len() >= 2
        && types
            .iter()
            .filter(|t| CONVENTIONAL_TYPES.contains(&t.as_str()))
            .count()
            * 2
            >= types.len();
    if (ctx.says(&CONVENTIONAL) || conventional_list && ctx.says(&PREFIX_WORDS)) && !ctx.prohibitive {
        draft.keys.push(("conventional", Value::Bool(true)));
        let extra: Vec<&String> = types
            .iter()
            .filter(|t| !CONVENTIONAL_TYPES.contains(&t.as_str()))
            .collect();
        if types.len() >= 2 && exhaustive {
            draft.keys.push(("types", Value::List(types.to_vec())));
            draft.pass_message = format!("{}: add the export button", types[0]);
        } else if ctx.says(&CONVENTIONAL) || types.len() < 2 || ctx.says(&SOME_OF) {
            // Naming the specification, with types it does not say are the whole list
            // ("Conventional Commits (`feat:`, `fix:`, `chore:`)") or none, or a list that
            // shows some ("Common types: …"): any type, as the specification allows
            // ("types other than feat and fix MAY be used"). The standard list had failed
            // `security:` (Chainlit/chainlit, round 27), `tests:`, which the file itself
            // showed (mozilla-ai/any-agent, round 25), and `ui:` (gitroomhq/postiz-app,
            // round 47): 5 of the 13 rules with it judged on rounds 1-45 were too broad.
            draft.keys.push(("types", Value::List(vec![ANY_TYPE.to_owned()])));
        } else if !extra.is_empty() {
            // Prefixes listed without naming the specification ("Use appropriate prefixes
            // (`feat:`, `fix:`, `wip:`)"): the standard types and the file's own.
            let mut all: Vec<String> = CONVENTIONAL_TYPES.iter().map(|t| (*t).to_owned()).collect();
            all.extend(extra.into_iter().cloned());
            draft.keys.push(("types", Value::List(all)));
        }
        draft.id = "conventional-commits".into();
        draft.why.push("Conventional Commits subjects".to_owned());
    } else if types.len() >= 2 && exhaustive && ctx.says(&PREFIX_WORDS) && !ctx.prohibitive {
        draft.keys.push((
            "pattern",
            Value::Str(format!("^({})(\\([^)]*\\))?!?: ", types.join("|"))),
        ));
        draft.pass_message = format!("{}: add the export button", types[0]);
        draft.id = "commit-subject-type".into();
        draft.why.push(format!("a subject type of {}", types.join(", ")));
    } else if let Some(prefix) = single_prefix(ctx) {
        draft
            .keys
            .push(("pattern", Value::Str(format!("^{}", regex::escape(&prefix)))));
        draft.pass_message = format!("{prefix} add the export button");
        draft.id = "commit-subject-prefix".into();
        draft.why.push(format!("subjects start with `{prefix}`"));
    } else {
        return false;
    }
    true
}

/// The subject's form: no final period, capitalized, imperative. Whether one was read.
fn subject_style(ctx: &Ctx, draft: &mut Draft) -> bool {
    // PicnicSupermarket/error-prone-support (round 101): items under "## Subject line format",
    // led by "The subject line is the first line of the commit message. Format it as follows:".
    let of_the_subject = subject_is_the_lists(ctx);
    let no_final_period = ctx.says(&NO_FINAL_PERIOD) || of_the_subject && ctx.says(&ITEM_NO_FINAL_PERIOD);
    let capitalized =
        ctx.says(&CAPITALIZED) || ctx.says(&STARTS_CAPITALIZED) || of_the_subject && ctx.says(&ITEM_CAPITALIZED);
    if !ctx.says(&IMPERATIVE) && no_final_period {
        // "Do not end the subject line with a period" (the seven rules of a commit message,
        // astronomer/astronomer-cosmos).
        draft.keys.push(("forbid", Value::Str(r"\.\s*$".into())));
        draft.fail_message = "Add the export button.".into();
        draft.pass_message = "Add the export button".into();
        draft.id = "subject-final-period".into();
        draft.why.push("subjects without a final period".to_owned());
    } else if ctx.says(&LOWERCASE) && !ctx.says(&IMPERATIVE) {
        // Its first letter after a type prefix, if any, as a capitalized word: "fix: API
        // timeout" starts with an acronym, which stays.
        draft
            .keys
            .push(("forbid", Value::Str(concat!(type_prefix!(), "[A-Z][a-z]").into())));
        draft.fail_message = "fix: Add the export button".into();
        draft.pass_message = "fix: add the export button".into();
        draft.id = "capitalized-subject".into();
        draft.why.push("subjects that start in lowercase".to_owned());
    } else if !ctx.prohibitive && !ctx.says(&IMPERATIVE) && capitalized {
        // "Capitalize the subject line": its first letter, after a type prefix if any.
        draft
            .keys
            .push(("pattern", Value::Str(concat!(type_prefix!(), "[^a-z]").into())));
        draft.fail_message = "add the export button".into();
        draft.pass_message = "Add the export button".into();
        draft.id = "lowercase-subject".into();
        draft.why.push("capitalized subjects".to_owned());
    } else if !ctx.prohibitive && ctx.says(&IMPERATIVE) {
        // The check knows what "not imperative" looks like (`checks::subject_mood`).
        draft.keys.push(("imperative", Value::Bool(true)));
        draft.fail_message = "Added the export button".into();
        draft.pass_message = "Add the export button".into();
        draft.id = "non-imperative-subject".into();
        draft.why.push("imperative subjects".to_owned());
    } else if !ctx.prohibitive && ctx.says(&ENGLISH) && !ctx.says(&OTHER_LANGUAGE) {
        // "Commit messages must be in English": a subject in another script is not. Latin
        // letters are not told apart by language, so that is what the check can decide; it
        // reads the subject only, since trailers carry people's names as they write them.
        draft.keys.push(("forbid", Value::Str(NON_LATIN_SCRIPT.into())));
        draft.fail_message = "ボタンを追加".into();
        draft.pass_message = "Add the export button".into();
        draft.id = "english-subject".into();
        draft
            .why
            .push("subjects in English (no letters of a non-Latin script)".to_owned());
    } else {
        return false;
    }
    true
}

/// Whether the instruction is an item of a list about the subject line: its lead-in, or its
/// last heading, names the subject and nothing else of the message ("## Subject line format").
fn subject_is_the_lists(ctx: &Ctx) -> bool {
    static SUBJECT: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:subject|summary|first) line\b|\bcommit subjects?\b"));
    static OTHER_PART: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:body|footer|trailers?|description)\b"));
    let names_the_subject = |text: &str| {
        let lower = text.to_lowercase();
        SUBJECT.is_match(&lower) && !OTHER_PART.is_match(&lower)
    };
    let lead_in = ctx
        .instruction
        .parent
        .as_deref()
        .map(crate::compile::reading::lead_in)
        .is_some_and(names_the_subject);
    let heading = ctx.instruction.heading.last().is_some_and(|h| names_the_subject(h));
    lead_in || ctx.instruction.parent.is_some() && heading
}

/// "Write subjects as `<area>: <imperative outcome>`", "`[<module>] <summary>`": a subject
/// template of slots around literal punctuation, which the subject takes the shape of: a
/// prefix, a colon and a space (CharlieTap/chasm, round 90), or a bracketed tag and a space.
fn subject_template(ctx: &Ctx, draft: &mut Draft) -> bool {
    if ctx.prohibitive {
        return false;
    }
    for code in &ctx.codes {
        let code = code.trim();
        let prefix = code
            .split_once(": ")
            .filter(|(head, rest)| !head.contains('(') && is_template_slot(head) && is_template_slot(rest));
        let tag = tag_template(code);
        let (pattern, pass, id, why) = if prefix.is_some() {
            (
                r"^[^\s:]+: \S",
                "decoder: Reject empty input",
                "subject-prefix",
                "a `<prefix>: ` subject",
            )
        } else if tag.is_some() {
            (
                r"^\[[^\]\s]+\] \S",
                "[decoder] Reject empty input",
                "subject-tag",
                "a `[<tag>] ` subject",
            )
        } else {
            continue;
        };
        draft.keys.push(("pattern", Value::Str(pattern.into())));
        draft.pass_message = pass.into();
        draft.fail_message = "Reject empty input".into();
        draft.id = id.into();
        draft.why.push(format!("{why} (`{code}`)"));
        return true;
    }
    false
}

/// A slot of a commit template: a placeholder (`<imperative outcome>`, `{area}`) or words
/// that name one (`component`, `short description`).
fn is_template_slot(part: &str) -> bool {
    let part = part.trim();
    let placeholder = part
        .strip_prefix('<')
        .and_then(|p| p.strip_suffix('>'))
        .or_else(|| part.strip_prefix('{').and_then(|p| p.strip_suffix('}')));
    match placeholder {
        Some(inner) => !inner.trim().is_empty() && inner.chars().all(|c| c.is_alphanumeric() || " _-".contains(c)),
        None => {
            let words: Vec<&str> = part.split([' ', '-', '_']).filter(|w| !w.is_empty()).collect();
            !words.is_empty()
                && words
                    .iter()
                    .all(|w| lexicon::is_one_of(lexicon::COMMIT_TEMPLATE_SLOTS, &w.to_lowercase()))
        }
    }
}

/// Issue references in the message: a closing reference kept out of commits, or a reference
/// required.
fn issue_reference(ctx: &Ctx, draft: &mut Draft) {
    if ctx.says(&NOT_IN_COMMITS)
        && let Some(keyword) = closing_reference(ctx)
    {
        // "Reference issues with `Closes #123` … in the PR description only, never in
        // commit messages" (SigNoz/signoz's `.claude/rules`): the closing reference is
        // forbidden in commits; a bare `(#123)`, which a squash merge appends, is not.
        draft.keys.push(("in", Value::Str("message".into())));
        draft.keys.push(("forbid", Value::Str(CLOSING_REFERENCE.clone())));
        draft.fail_message = format!("Fix the parser\n\n{keyword} #123\n");
        draft.pass_message = "Fix the parser (#123)".into();
        draft.id = "closing-reference-in-commit".into();
        draft.why.push("no issue-closing reference in the message".to_owned());
    } else if !ctx.prohibitive && !ctx.says(&NOT_IN_COMMITS) && asks_for_issue_reference(ctx) {
        let (pattern, sample) = issue_pattern(ctx);
        draft.keys.push(("in", Value::Str("message".into())));
        draft.keys.push(("pattern", Value::Str(pattern)));
        draft.pass_message = format!("Fix the parser {sample}");
        draft.fail_message = "Fix the parser".into();
        draft.id = "missing-issue-reference".into();
        draft.why.push("an issue reference".to_owned());
    }
}

/// "Do not use conventional commit prefixes such as `feat:`, `fix:` …" (Homebrew/brew): no
/// subject opens with a type of the specification or one the instruction names (they are
/// examples of the prefixes it bans). A path before the colon (`cmd/leaves: add …`) is not
/// a type.
fn conventional_prefix_ban(ctx: &Ctx, named: &[String]) -> Option<Proposal> {
    static BAN: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"^\W*(?:you |agents? )?(?:never|don't|do not|must not|should not|avoid)\s+(?:use|add|write)?\s*conventional[ -]commits?\b",
        )
    });
    if !ctx.prohibitive || !ctx.says(&BAN) {
        return None;
    }
    let mut types: Vec<String> = CONVENTIONAL_TYPES.iter().map(|t| (*t).to_owned()).collect();
    types.extend(named.iter().filter(|t| !types.contains(t)).cloned().collect::<Vec<_>>());
    Some(Proposal {
        id: "conventional-prefix".into(),
        kind: "commit-message",
        keys: vec![(
            "forbid",
            Value::Str(format!("^(?:{})(?:\\([^)]*\\))?!?:", types.join("|"))),
        )],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().message(&format!("{}: add the export button", types[0])),
            ExampleSpec::pass().message("Add the export button"),
            ExampleSpec::pass().message("cmd/export: add the export button"),
        ],
        reason: "commit-message: no Conventional Commits type prefix".into(),
    })
}

/// The subject format `text` shows in inline code with something before the type, if any:
/// `[Project] type(scope): Description`, `[Axiom] feat: …`. The Conventional Commits grammar
/// fails such subjects.
/// So is a template of a bracketed tag first (`[<category>] <message>`: wild-mental/voice-pt-ai,
/// read while tuning, asked for it beside Conventional Commits).
/// And a subject whose type is wrapped in brackets (`[chore]: update deps`: decocms/studio,
/// round 200, where "Wrap type in brackets for chores" followed "Follow Conventional Commit
/// format").
pub fn tagged_format(text: &str) -> Option<&str> {
    static TAG_BEFORE_TYPE: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*\S+\s+([a-z]+)(?:\([^)]*\))?!?:\s"));
    static BRACKETED_TYPE: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*\[[A-Za-z][\w-]*\]:?\s+\S"));
    text.split('`').skip(1).step_by(2).find(|code| {
        tag_template(code).is_some()
            || BRACKETED_TYPE.is_match(code)
            || TAG_BEFORE_TYPE
                .captures(code)
                .is_some_and(|c| &c[1] == "type" || CONVENTIONAL_TYPES.contains(&&c[1]))
    })
}

/// The tag and the rest of a subject template that opens with a bracketed tag:
/// `[<module>] <summary>`.
fn tag_template(code: &str) -> Option<(&str, &str)> {
    code.trim()
        .strip_prefix('[')
        .and_then(|rest| rest.split_once("] "))
        .filter(|(head, rest)| is_template_slot(head) && is_template_slot(rest))
}

/// Whether `text` makes the type prefix depend on the change: "use conventional commit
/// prefixes ONLY if the message should appear in the changelog", "Refactors/chores: no
/// prefix". A rule requiring a type on every subject fails the commits it exempts
/// (GitoxideLabs/gitoxide, round 13).
pub fn prefix_is_conditional(text: &str) -> bool {
    static CONDITIONAL: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\bprefix(?:es|ed)?\b[^.;]{0,40}\b(?:only if|only when|only for|if|when|unless)\b|",
            r"\bno (?:type |conventional )?prefix(?:es)?\b|\bwithout (?:a |the )?(?:type )?prefix\b",
        ))
    });
    CONDITIONAL.is_match(&crate::compile::params::prose(text).to_lowercase())
}

/// "Follows commit conventions (e.g., Conventional Commits)": the specification is named only
/// as an example of conventions the file leaves open (eyaltoledano/claude-task-master, round
/// 47). Not "including", which names a part of what is asked.
fn spec_only_an_example(ctx: &Ctx) -> bool {
    let prose = ctx.prose.to_lowercase();
    let mut named = CONVENTIONAL.find_iter(&prose).peekable();
    named.peek().is_some()
        && named.all(|m| {
            let before = prose[..m.start()].trim_end_matches(|c: char| !c.is_alphanumeric());
            lexicon::EXAMPLE
                .captures_iter(before)
                .filter_map(|c| c.get(1))
                .any(|marker| marker.end() == before.len() && marker.as_str() != "including")
        })
}

/// The Conventional Commits types the text lists (`feat:`, `fix(scope):`, `docs`), in order;
/// never the parts of a path (`.github/workflows/pr.yml`).
fn listed_types(ctx: &Ctx) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let text = without_scope_lists(ctx.text);
    let codes = super::params::code_spans(&text);
    for code in codes.iter().filter(|c| !super::params::is_path_like(c)) {
        // "`fix: ...`", "`feat(scope): ...`": the type is the word before the scope or colon.
        let type_word = |part: &str| -> Option<String> {
            let word = part.trim().trim_start_matches('(');
            let word = word.split(['(', ':']).next().unwrap_or("").trim_end_matches('!');
            (word.len() >= 2 && word.len() <= 12 && word.chars().all(|c| c.is_ascii_lowercase()))
                .then(|| word.to_owned())
        };
        let parts: Vec<&str> = code.split(['|', ',', '/']).collect();
        // `feat/fix/docs` is a list of types; `import/consistent-type-specifier-style: "…"`
        // (a lint rule's name: CopilotKit/CopilotKit) is not, for one part is no type word.
        if parts.len() > 1 && parts.iter().any(|p| type_word(p).is_none()) {
            continue;
        }
        let a_list = parts.len() > 1;
        for part in parts {
            let Some(word) = type_word(part) else { continue };
            if (part.trim().ends_with(':') || codes.len() >= 2 || a_list)
                && !out.contains(&word)
                && !matches!(word.as_str(), "type" | "scope" | "subject" | "description")
            {
                out.push(word);
            }
        }
    }
    if out.len() < 2 {
        for c in TYPE_IN_TEXT.captures_iter(&text.to_lowercase()) {
            if !out.iter().any(|t| *t == c[1]) {
                out.push(c[1].to_owned());
            }
        }
    }
    out
}

/// `text` without the lists labelled as scopes: "Allowed types: `feat, fix`. Scopes: `web,
/// api`" lists two things (HuttonHomeHub/SchedulePoint_1, round 241: the scopes had become
/// types). A scope list runs to the end of its sentence.
fn without_scope_lists(text: &str) -> std::borrow::Cow<'_, str> {
    static SCOPE_LIST: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?i)\b(?:allowed |valid |permitted )?scopes?[*_]*\s*(?:are|include)?\s*:[^.;\n]*(?:[.;]|$)")
    });
    SCOPE_LIST.replace_all(text, "")
}

/// "Commit subjects start with `pkg:`": one prefix in inline code.
fn single_prefix(ctx: &Ctx) -> Option<String> {
    static START: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:start|begin|prefix)(?:s|ed|ing)?\b"));
    if !ctx.says(&START) || ctx.prohibitive || ctx.codes.len() != 1 {
        return None;
    }
    let code = ctx.codes[0];
    let looks_like_prefix = (code.ends_with(':') || code.starts_with('[') && code.ends_with(']'))
        && code.len() <= 24
        && !code.contains('<');
    // `[TYPE](scope):`, `component:`: a template whose words are slots, not a literal prefix
    // (chroma-core/chroma, round 9's half A: every real subject failed it).
    let slots_only = code
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .all(|w| lexicon::is_one_of(lexicon::COMMIT_TEMPLATE_SLOTS, &w.to_lowercase()));
    (looks_like_prefix && !slots_only).then(|| code.to_owned())
}

fn max_length(ctx: &Ctx) -> Option<u64> {
    // "concise subject lines" with no number: the summary-line limit git's documentation and
    // gitlint (title-max-length) use.
    static CONCISE_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:concise|short)(?:,? \w+)? (?:commit )?(?:subject|summary|title|first)[ -]?(?:lines?)?\b")
    });
    // "Keep summary under 80 characters" under `<type>(<scope>): <short summary>`: the length
    // of the summary after the type prefix, which `max-subject-length` does not measure (it
    // counts the whole subject; livekit/agents-js, round 19; BehindTheMusicTree/audiometa).
    static SUMMARY_ONLY: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:summary|description)\b"));
    static WHOLE_LINE: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:subject|title|header|headline|line|lines|first)\b"));
    if ctx.says(&SUMMARY_ONLY) && !ctx.says(&WHOLE_LINE) || limits_a_slot(ctx) {
        return None;
    }
    let Some(c) = LENGTH.captures(&ctx.prose) else {
        return whole_message_length(ctx).or_else(|| ctx.says(&CONCISE_SUBJECT).then_some(CONVENTIONAL_SUBJECT_LENGTH));
    };
    if let Some(n) = c.get(2).or(c.get(5)) {
        let opener = c.get(1).or(c.get(4)).map_or("", |m| m.as_str());
        return subject_limit(opener, n.as_str());
    }
    c.get(3).and_then(|n| subject_limit("", n.as_str()))
}

/// The limit "`opener` `n` characters" sets ("less than 50" is 49), if it is one a subject
/// could have.
fn subject_limit(opener: &str, n: &str) -> Option<u64> {
    let n: u64 = n.parse().ok()?;
    let strict = matches!(opener, "less than" | "fewer than" | "<");
    Some(if strict { n - 1 } else { n }).filter(|n| (20..=200).contains(n))
}

/// "Commit messages must be in present tense, under 72 characters" (parothead13/OCR, round
/// 114's missed list): a limit on the whole message holds for its subject, so
/// `max-subject-length` asks less than the sentence does. Not when the sentence is about the
/// body or its lines ("wrap commit message lines at 72 characters"), whose limit a subject may
/// pass.
fn whole_message_length(ctx: &Ctx) -> Option<u64> {
    static MESSAGE_UNDER: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\bcommit messages?\b[^.;]*?\b(under|at most|no (?:more|longer) than|less than|fewer than|",
            r"max(?:imum)?(?: of)?|limit(?:ed)? to|within|up to)\s*(\d{2,3})\s*char",
        ))
    });
    static PER_LINE: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:body|bodies|wrap\w*|lines|per line|each line)\b"));
    let c = MESSAGE_UNDER.captures(&ctx.prose).filter(|_| !ctx.says(&PER_LINE))?;
    subject_limit(&c[1], &c[2])
}

/// "`type(scope)!: subject` (subject ≤ 64 chars)": the limit names the slot that follows the
/// template's prefix, which `max-subject-length` does not measure alone (louiss0/go-toolkit,
/// round 111: an 83-character line with a 59-character subject failed). "subject line" is the
/// whole line.
fn limits_a_slot(ctx: &Ctx) -> bool {
    static TEMPLATE: LazyLock<Regex> = LazyLock::new(|| re(r"^\S.*:\s*<?([a-z]+)>?$"));
    ctx.codes.iter().any(|code| {
        TEMPLATE.captures(&code.to_lowercase()).is_some_and(|c| {
            let slot = &c[1];
            ctx.prose
                .match_indices(slot)
                .any(|(at, _)| !ctx.prose[at + slot.len()..].trim_start().starts_with("line"))
        })
    })
}

/// The word a "don't mention X in commit messages" forbids: inline code, else a name; or the
/// words quoted by a ban in a section about commits ('NO "Generated with Claude" messages'
/// under "## Git Commits": pantheraworks/agrosken, round 64).
fn mentioned(ctx: &Ctx) -> Option<Vec<String>> {
    // The quote is the object of the ban and names a part of the message: 'no "X" messages',
    // 'never include "X" signatures', 'never add "X" in commit message'; not a quote given as
    // an example ('unless the user asks (e.g., "open a PR")': coder/mux) or a quoted directive
    // ('"Never commit secrets" not "…"': navikt/esyfovarsel).
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r#"(?i)\b(?:no|never|don't|do not|avoid|without)(?:\s+(?:include|add|write|use|put|append|leave))?"#,
            // 'Do NOT include footer "Generated with Claude Code"' (vlfesko/laravel-template,
            // round 77): the part named before the quote.
            r#"(?:\s+(?:a |the |any )?(?:footers?|signatures?|lines?|trailers?|text|messages?))?\s+"#,
            r#"((?:"[^"\s][^"]{2,58}"|“[^”]{3,60}”)(?:\s*(?:,|/|or|and)\s*(?:"[^"\s][^"]{2,58}"|“[^”]{3,60}”))*)\s+"#,
            r#"(?:messages?|signatures?|footers?|lines?|trailers?|tags?|notes?|text|phrases?"#,
            r#"|in (?:the |your |any )?commit(?:s| messages?)|or (?:any )?(?:similar|other)\b)"#,
        ))
    });
    static PHRASE: LazyLock<Regex> = LazyLock::new(|| re(r#""([^"]+)"|“([^”]+)”"#));
    if ctx.codes.is_empty()
        && let Some(quoted) = QUOTED.captures(ctx.text)
    {
        // 'Never include "co-authored by Claude Code" or "created by Claude" in commit
        // messages' (langroid/langroid, round 69): each quote.
        // A quote's words as a footer writes them: without an emoji ("🤖 Generated with …"),
        // and "Generated with..." is the words before the ellipsis.
        let phrases: Vec<String> = PHRASE
            .captures_iter(&quoted[1])
            .filter_map(|c| c.get(1).or(c.get(2)))
            .map(|m| {
                let words: Vec<&str> = m
                    .as_str()
                    .trim()
                    .trim_end_matches(['.', '…'])
                    .split_whitespace()
                    .filter(|w| w.chars().any(char::is_alphanumeric))
                    .collect();
                words.join(" ")
            })
            .filter(|p| !p.is_empty())
            .collect();
        // "Fixes #NN": a shape, which the literal would never match (kubernetes-sigs/headlamp).
        let literal = |p: &String| !p.split_whitespace().any(is_slot);
        return (!phrases.is_empty() && phrases.iter().all(literal)).then_some(phrases);
    }
    if let Some(phrase) = listed_signature(ctx) {
        return Some(vec![phrase]);
    }
    if !ctx.prose.contains("commit") {
        return None;
    }
    if let Some(code) = ctx.codes.first().filter(|c| c.len() <= 30 && !c.contains(' ')) {
        static MENTION_CODE: LazyLock<Regex> =
            LazyLock::new(|| re(r"\b(?:reference|mention|include|name|add|use)\s+(?:the\s+)?(?:word\s+)?code\b"));
        if ctx.says(&MENTION_CODE) {
            return Some(vec![(*code).to_owned()]);
        }
    }
    let c = MENTION.captures(&ctx.prose)?;
    let word = c[1].to_owned();
    // Only a proper name: it is capitalised in the original text.
    let original = ctx
        .text
        .split(|ch: char| !ch.is_alphanumeric() && ch != '.' && ch != '-')
        .find(|w| w.eq_ignore_ascii_case(&word))?;
    original
        .starts_with(char::is_uppercase)
        .then(|| vec![original.to_owned()])
}

/// The words of a signature an item shows under a lead-in that bans such lines: "Do NOT
/// include AI-generated signatures like:" › `` `🤖 Generated with [Claude Code](https://…)` ``
/// is "Generated with Claude Code" (wangeguo/acp-debugger, read untuned: the line became a
/// pattern over Rust files). Its link target is left out: the same footer may link elsewhere.
fn listed_signature(ctx: &Ctx) -> Option<String> {
    static LEAD: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:no|never|don't|do not|avoid)\b[^.]*\b(?:signatures?|footers?|attributions?)\b"));
    let [code] = ctx.codes.as_slice() else {
        return None;
    };
    let parent = ctx.instruction.parent.as_deref()?;
    let lead = crate::compile::params::prose(crate::compile::reading::lead_in(parent)).to_lowercase();
    let only_the_code = crate::compile::params::prose(ctx.text).trim() == "CODE";
    if !only_the_code || !LEAD.is_match(&lead) {
        return None;
    }
    let shown = code.split("](").next()?.split("http").next()?;
    let words: Vec<&str> = shown
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    (words.len() >= 2 && !words.iter().any(|w| is_slot(w))).then(|| words.join(" "))
}

/// A word of a quoted message that stands for others: `#NN`, `X`, `<name>`, `{id}`, `...`.
fn is_slot(word: &str) -> bool {
    let letters = word.trim_matches(|c: char| !c.is_alphanumeric());
    let mut chars = letters.chars();
    let repeated_capital = chars
        .next()
        .is_some_and(|first| first.is_ascii_uppercase() && chars.all(|c| c == first));
    repeated_capital || word.contains(['<', '{', '…']) || word.contains("...")
}

/// The issue reference the text shows (`#123`, `ABC-123`, `(#123)` at the end), else either.
fn issue_pattern(ctx: &Ctx) -> (String, String) {
    for code in &ctx.codes {
        if code.starts_with("(#") {
            return (r"\(#\d+\)\s*$".into(), "(#123)".into());
        }
        if code.starts_with('#') && code[1..].chars().all(|c| c.is_ascii_digit()) {
            return (r"#\d+\b".into(), "#123".into());
        }
        if let Some((key, num)) = code.split_once('-')
            && key.chars().all(|c| c.is_ascii_uppercase())
            && num.chars().all(|c| c.is_ascii_digit())
            && !key.is_empty()
        {
            return (format!(r"\b{}-\d+\b", regex::escape(key)), format!("{key}-123"));
        }
    }
    if ctx.text.contains("(#") {
        return (r"\(#\d+\)\s*$".into(), "(#123)".into());
    }
    (r"#\d+\b|\b[A-Z][A-Z0-9]+-\d+\b".into(), "#123".into())
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_glossed_with_its_convention_in_a_list_of_libraries_is_no_rule() {
        // petry-projects/google-app-scripts (round 177).
        let c = crate::compile::tests_support::compiled(concat!(
            "- Key libraries: `@types/google-apps-script` (GAS type defs), `ts-jest`, `husky` + ",
            "`lint-staged` (pre-commit), `@commitlint` (conventional commits)\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        for markdown in [
            "## Commits\n\n- Use Conventional Commits for commit messages.\n",
            "## Commits\n\n- Write commit messages in the Conventional Commits format.\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
        }
    }

    #[test]
    fn commits_to_link_to_are_not_the_commit_made() {
        // rjmurillo/ai-agents (round 174): a retrospective's evidence.
        let c = crate::compile::tests_support::compiled(
            "## MUST\n\n- Evidence. MUST include links to the offending commits, PRs, issues, or CI runs.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = crate::compile::tests_support::compiled("## Git\n\n- Every commit must reference an issue.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        // vuetifyjs/0 (round 219): "reference" and "PRs" in two cells of a table row.
        let c = crate::compile::tests_support::compiled(concat!(
            "| Knob | Canonical value | Why |\n|---|---|---|\n",
            "| Writer | **the reference host only** — CI regenerates coverage, never benchmarks | ",
            "Feature PRs must not commit laptop `benchmarks.json` |\n",
        ));
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("issue-reference")),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_single_line_message_has_no_body() {
        // sdkman/sdkman-broker-2 (round 121's missed list).
        let c = crate::compile::tests_support::compiled("## Git\n\n- Must write single-line commit messages.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("in: 'body'"), "{}", c.rules[0].yaml);
        // With a limit, both.
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- All commit messages MUST be a single line, under 72 characters.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("max-subject-length: 72") && c.rules[0].yaml.contains("in: 'body'"),
            "{}",
            c.rules[0].yaml
        );
        // The subject's line is no ban on a body.
        let c = crate::compile::tests_support::compiled("## Commits\n\n- Keep the commit subject to a single line.\n");
        assert!(c.rules.iter().all(|r| !r.yaml.contains("in: 'body'")), "{:?}", c.rules);
    }

    #[test]
    fn what_follows_the_subject_is_more_asked_not_a_limit() {
        // Perdolique/starter (round 129's missed list).
        let c = crate::compile::tests_support::compiled(concat!(
            "## Commits\n\n- Begin the commit message with a single short (no more than 50 characters) line ",
            "summarizing the change, followed by a blank line and then a more thorough description in list format.\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("max-subject-length: 50"),
            "{}",
            c.rules[0].yaml
        );
        // A ban followed by something is that sequence, which a pattern on the code cannot see.
        let c = crate::compile::tests_support::compiled(
            "## Tests\n\n- Avoid `env.output()` followed by direct stdout assertions in tests.\n",
        );
        assert!(c.rules.iter().all(|r| !r.active()), "{:?}", c.rules);
    }

    #[test]
    fn a_changelog_the_commits_are_for_is_no_other_artifact() {
        // llbbl/repjan (round 127's missed list).
        let c = crate::compile::tests_support::compiled(
            "## Commit Message Format\n\nThis project uses **Conventional Commits** for git-cliff changelog generation.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("conventional: true"), "{}", c.rules[0].yaml);
        // The changelog's entries are what the prefixes are asked of.
        let c = crate::compile::tests_support::compiled(
            "## Commit Message Format\n\nUse conventional commit prefixes for changelog entries.\n",
        );
        assert!(c.rules.is_empty(), "{:?}", c.rules);
    }

    #[test]
    fn a_body_asked_of_every_message_is_required() {
        // The classifier backlog's "Include a body in every commit message".
        for text in [
            "Include a body in every commit message.",
            "Commit messages must have a body explaining why.",
        ] {
            let c = crate::compile::tests_support::compiled(&format!("## Commits\n\n- {text}\n"));
            assert_eq!(c.rules.len(), 1, "{text}: {:?}", c.unenforced);
            assert!(c.rules[0].yaml.contains("require-body: true"), "{}", c.rules[0].yaml);
        }
        // With the convention, both; an optional body is the convention's own.
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Use Conventional Commits and include a body explaining the change.\n",
        );
        assert!(c.rules[0].yaml.contains("conventional: true") && c.rules[0].yaml.contains("require-body: true"));
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Use Conventional Commits with an optional body.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(!c.rules[0].yaml.contains("require-body"), "{}", c.rules[0].yaml);
        // What a body holds, a body asked only of some commits, or none: no requirement.
        for text in [
            "The commit body should explain why.",
            "Include a body for non-trivial commits.",
            "Do not include a body in commit messages.",
        ] {
            let c = crate::compile::tests_support::compiled(&format!("## Commits\n\n- {text}\n"));
            assert!(
                c.rules.iter().all(|r| !r.yaml.contains("require-body")),
                "{text}: {:?}",
                c.rules
            );
        }
    }

    #[test]
    fn a_limit_on_the_whole_message_limits_its_subject() {
        // parothead13/OCR (round 114's missed list).
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Commit messages must be in present tense, under 72 characters.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("max-subject-length: 72"),
            "{}",
            c.rules[0].yaml
        );
        // A limit on the body's lines is not the subject's.
        for markdown in [
            "## Commits\n\n- Wrap commit messages at 72 characters.\n",
            "## Commits\n\n- Commit message body lines must be under 72 characters.\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert!(
                c.rules.iter().all(|r| !r.yaml.contains("max-subject-length")),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn a_quoted_footer_is_forbidden_as_a_footer_writes_it() {
        // vlfesko/laravel-template (round 77): the part named before the quote, "or any
        // similar" after it.
        let c = crate::compile::tests_support::compiled(
            "## Git Commit Process\n\n- Do NOT include footer \"Generated with Claude Code\" or any similar AI attribution\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0]
                .yaml
                .contains(r"forbid: '(?i)\bGenerated\W+with\W+Claude\W+Code\b'"),
            "{}",
            c.rules[0].yaml
        );
        // The emoji is no word of the footer ("\b🤖" matches nothing at a line's start), and
        // "Generated with..." is the words before the ellipsis.
        for markdown in [
            "## Git Commit Rules\n\n- Never add \"🤖 Generated with Claude Code\" or similar phrases\n",
            "## Commits\n\n- Never add \"Generated with...\" footers to commit messages\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            assert!(
                c.rules[0].yaml.contains(r"(?i)\bGenerated\W+with"),
                "{}",
                c.rules[0].yaml
            );
            let forbid = c.rules[0]
                .yaml
                .lines()
                .find(|l| l.contains("forbid:"))
                .unwrap_or_default();
            assert!(!forbid.contains('🤖'), "{forbid}");
        }
    }

    #[test]
    fn bullets_beside_a_ban_are_allowed() {
        // olveryu/WerewolfGameJudge (round 246): "wrap long bullets, do not exceed" allows them.
        let bullets = |md: &str| {
            crate::compile::tests_support::compiled(md)
                .rules
                .iter()
                .any(|r| r.yaml.contains("commit-message-bullets"))
        };
        assert!(!bullets(
            "- Git Commit: commitlint hard limits: every body line <= 100 chars - wrap long bullets, do not exceed. `--no-verify` is forbidden.\n"
        ));
        assert!(bullets("- No bullet lists in commit messages.\n"));
        assert!(bullets("- Do not use markdown bullet points in commit messages.\n"));
    }

    #[test]
    fn a_list_of_scopes_is_no_list_of_types() {
        // HuttonHomeHub/SchedulePoint_1 (round 241): the scopes had become types.
        let c = crate::compile::tests_support::compiled(concat!(
            "## Commit standards\n\n",
            "- **Conventional Commits** are enforced by commitlint.\n",
            "- Allowed types: `feat, fix, docs, style, refactor, perf, test, build, ci, chore,\n",
            "revert`. Scopes: `web, api, config, types, interchange, db, ci, docs, deps, release, repo`.\n",
        ));
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        let types = yaml
            .iter()
            .find(|y| y.contains("types:"))
            .expect("a rule with the types");
        assert!(types.contains("'revert'"), "{types}");
        assert!(!types.contains("'web'") && !types.contains("'repo'"), "{types}");
    }

    #[test]
    fn a_changeset_that_follows_the_convention_is_no_commit() {
        // cloudflare/workers-sdk (corpus 33): the convention's name is no commit.
        let c = crate::compile::tests_support::compiled(
            "## Changesets\n\nChangeset descriptions should use conventional commit prefixes (e.g., `fix: x`).\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Commits named beside the changesets still make the rule.
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\nCommits and changesets must use conventional commit prefixes.\n",
        );
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("conventional: true")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_pull_request_the_rule_also_covers_leaves_it_about_commits() {
        // open-telemetry/opentelemetry-ruby-contrib (round 105's missed list).
        let c = crate::compile::tests_support::compiled(concat!(
            "## Commits and pull requests\n\n- All commits must follow the\n",
            "  [Conventional Commits](https://conventionalcommits.org) standard. Allowed\n",
            "  types: `chore`, `ci`, `docs`, `feat`, `fix`. The PR title is also validated.\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0]
                .yaml
                .contains("types: ['chore', 'ci', 'docs', 'feat', 'fix']"),
            "{}",
            c.rules[0].yaml
        );
        // The pull request alone, whatever else the item says, is no commit.
        let c = crate::compile::tests_support::compiled(
            "## Pull requests\n\n- PR titles must use conventional commit prefixes. The check also runs on merges.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_limit_on_the_templates_slot_is_no_limit_on_the_line() {
        // louiss0/go-toolkit (round 111): "subject ≤ 64 chars" after `type(scope)!: subject`.
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Commit format is required: `type(scope)!: subject` (subject ≤ 64 chars, imperative mood).\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("imperative: true") && !c.rules[0].yaml.contains("max-subject-length"),
            "{}",
            c.rules[0].yaml
        );
        // The subject line is the whole line.
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Keep the subject line under 72 characters; format `type: subject`.\n",
        );
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("max-subject-length: 72")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_pre_commit_checklist_and_a_linter_file_are_no_commits() {
        // Maistho/melodee (round 95): a translation's prefix became a required subject prefix.
        let c = crate::compile::tests_support::compiled(concat!(
            "## Pre-Commit Checklist for Resource File Changes\n\n",
            "Before committing any changes to resource files, verify:\n\n",
            "- [ ] Used `[NEEDS TRANSLATION]` prefix for placeholder translations\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // apache/hudi-rs (round 95): the PR title's format became a rule on every commit.
        let c = crate::compile::tests_support::compiled(concat!(
            "## Pull requests\n\n",
            "1. **Title**: Conventional Commits (`<type>(<scope>): <description>`). Allowed types per ",
            "`.commitlintrc.yaml`: `build chore ci docs feat fix`.\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn english_messages_forbid_other_scripts_in_the_subject() {
        // norseto/k8s-watchdogs (round 92), dailydevops/healthchecks, clerk/javascript.
        for markdown in [
            "- Use only English for commit messages\n",
            "- Commit messages must be in English\n",
            "- All code comments and commit messages must be written in **English**.\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            let yaml = &c.rules[0].yaml;
            assert!(
                yaml.contains("kind: commit-message") && yaml.contains(r"\p{Han}"),
                "{yaml}"
            );
        }
        let subject = regex::Regex::new(NON_LATIN_SCRIPT).unwrap();
        for english in [
            "fix: handle café names",
            "feat: add ICPC 国内予選 results",
            "perf: cut Δt to 5 μs",
            "docs: add 🎉 emoji",
            "Ångström units",
        ] {
            assert!(!subject.is_match(english), "{english}");
        }
        for other in [
            "ボタンを追加",
            "修复登录错误",
            "버그 수정",
            "Исправить ошибку",
            "fix: 日本語の説明",
        ] {
            assert!(subject.is_match(other), "{other}");
        }
        // Another language allowed beside English, or English only for comments: no rule.
        for markdown in [
            "- Commit messages may be in English or Japanese.\n",
            "- Write code comments in English.\n",
            // A list of topics that names commits and English far apart (Cratis/Arc), a guide
            // to English prose that speaks of a sentence's subject (Ullaakut/cameradar).
            concat!(
                "- Everything holds here: **C# conventions**, **documentation**, **git-commits**, ",
                "**pull-requests**, **concepts** (`ConceptAs<T>`), and **American English**.\n",
            ),
            "- Use standard English word order. Sentences follow the subject + verb + object order.\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert!(c.rules.is_empty(), "{markdown}: {}", c.rules[0].yaml);
        }
    }

    #[test]
    fn a_co_author_ban_with_the_agents_name_spares_people() {
        // fluxcd/source-controller (round 19): all 4 flagged commits credited people.
        let c = crate::compile::tests_support::compiled(
            "- **Do not add `Signed-off-by` or `Co-authored-by` trailers with your agent name.** Only a human can certify the DCO.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("(?im)^co-authored-by:.*"),
            "{}",
            c.rules[0].yaml
        );
        assert!(!c.rules[0].yaml.contains("forbid-trailers"), "{}", c.rules[0].yaml);
        // microsoft/playwright-python (round 47): "agents" in the plural; people's co-author
        // trailers had failed.
        let c = crate::compile::tests_support::compiled("- Never add Co-Authored-By agents in commit message.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(!c.rules[0].yaml.contains("forbid-trailers"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_signature_listed_under_a_ban_on_signatures_is_banned_from_messages() {
        // wangeguo/acp-debugger (read untuned): the footer became a pattern over Rust files.
        let c = crate::compile::tests_support::compiled(concat!(
            "## Commit messages\n\n- Do NOT include AI-generated signatures like:\n",
            "  - `🤖 Generated with [Claude Code](https://claude.com/claude-code)`\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("kind: commit-message"), "{yaml}");
        assert!(yaml.contains(r"Generated\W+with\W+Claude\W+Code"), "{yaml}");
        assert!(!yaml.contains(r"claude\.com"), "{yaml}");
    }

    #[test]
    fn the_specification_named_as_an_example_is_not_required() {
        // eyaltoledano/claude-task-master (round 47).
        crate::compile::tests_support::assert_no_rule(&[
            "## Git Commit Message\n\n- **Format**: Follows commit conventions (e.g., Conventional Commits), \
            can be multi-line with a subject and body.\n",
            "## Commits\n\n- Use a consistent commit style, such as Conventional Commits.\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&[
            "## Commits\n\n- Follow our commit conventions, including Conventional Commits.\n",
            "## Commits\n\n- Use Conventional Commits (e.g. `feat: add x`).\n",
        ]);
    }

    #[test]
    fn who_alone_may_sign_off_requires_no_sign_off() {
        let c = crate::compile::tests_support::compiled(
            "# Commits\n\n- Only human beings are allowed to sign the Developer Certificate of Ownership (DCO / Signed-off-by).\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = crate::compile::tests_support::compiled("# Commits\n\n- All commits must be signed off (DCO).\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_banned_scope_is_a_message_rule() {
        for line in [
            "- No scope suffix — use `feat:` not `feat(chat):`.\n",
            "- Don't use `feat(scope):` parenthetical scopes.\n",
        ] {
            let c = crate::compile::tests_support::compiled(&format!("# Commit conventions\n\n{line}"));
            assert_eq!(c.rules.len(), 1, "{line}: {:?}", c.unenforced);
            assert!(c.rules[0].yaml.contains("kind: commit-message"), "{}", c.rules[0].yaml);
            assert!(
                c.rules[0].yaml.contains(r"forbid: '^[a-z]+\([^)\n]*\)!?:'"),
                "{}",
                c.rules[0].yaml
            );
        }
    }

    /// CharlieTap/chasm (round 90): a subject template of slots gives the subject's shape.
    #[test]
    fn a_subject_template_of_slots_gives_the_subjects_shape() {
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Write subjects as `<area>: <imperative outcome>`, where the area names the \
             affected subsystem, such as `decoder`, `decoder/reader`, or `runtime`.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains(r"pattern: '^[^\s:]+: \S'"),
            "{}",
            c.rules[0].yaml
        );
        let c = crate::compile::tests_support::compiled(
            "## Commits\n\n- Write commit subjects as `[<module>] <summary>`.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains(r"pattern: '^\[[^\]\s]+\] \S'"),
            "{}",
            c.rules[0].yaml
        );
        // Beside Conventional Commits in its section, a tag template shows a format the
        // Conventional Commits grammar fails (wild-mental/voice-pt-ai): one rule, the tag's.
        let c = crate::compile::tests_support::compiled(
            "# Git\n\n- Commit with Conventional Commits style\n- Commit title format: `[<category name>] <message>`\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("id: subject-tag"), "{}", c.rules[0].yaml);
        // Pull request titles are no commit subjects, and a ban is no template.
        crate::compile::tests_support::assert_no_rule(&[
            "## Pull requests\n\n- PR titles follow `<area>: <summary>`.\n",
            "## Commits\n\n- Never write subjects as `<area>: <summary>`.\n",
        ]);
    }

    /// SigNoz/signoz (`.claude/rules/pull-requests.md`): the reference goes in the PR
    /// description, never in commits; a rule that required one in every message was inverted.
    #[test]
    fn a_closing_reference_kept_out_of_commits_is_forbidden_there_not_required() {
        let c = crate::compile::tests_support::compiled(
            "- **Reference issues with `Closes #issue-number`** under \"Issues closed\" so they auto-close. \
             This goes in the PR description only — never in commit messages.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("forbid: '(?i)\\b(?:close"), "{yaml}");
        assert!(!yaml.contains("pattern:"), "no reference is required: {yaml}");
    }

    /// The seven rules of a commit message, one per line (astronomer/astronomer-cosmos, round
    /// 34): "Capitalize the subject line", "Do not end the subject line with a period".
    #[test]
    fn a_lint_rule_name_is_no_list_of_types() {
        // CopilotKit/CopilotKit: "`import/consistent-type-specifier-style: …`" and a note to
        // run the fixers "before committing" had become a Conventional Commits rule.
        let c = crate::compile::tests_support::compiled(concat!(
            "# Commands\n",
            "\n",
            "- `pnpm lint` — ESLint. Also carries the LOCK_SKIN URL-contract guard (the\n",
            "  `no-restricted-syntax` skin-prefix selectors in `eslint.config.mjs`). It is\n",
            "  **not** the whole gate: the repo root's `lefthook.yml` `pre-commit` hook\n",
            "  additionally runs `oxlint --fix` and `oxfmt --write` over staged files and\n",
            "  re-stages the result (`stage_fixed: true`), enforcing rules ESLint does not —\n",
            "  e.g. the repo root's `.oxlintrc.json` sets\n",
            "  `import/consistent-type-specifier-style: \"prefer-top-level\"`, which splits a\n",
            "  merged `import { x, type Y }` into two statements. Practically: a change can\n",
            "  satisfy `pnpm lint` and still be silently rewritten at commit time. Run\n",
            "  `pnpm exec oxlint --fix` + `oxfmt --write` on your changed files before\n",
            "  committing to see that rewrite up front instead of after.\n",
        ));
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn items_of_a_list_about_the_subject_line() {
        // PicnicSupermarket/error-prone-support, round 101's missed list: the items name no
        // subject; their heading and lead-in do.
        let c = crate::compile::tests_support::compiled(concat!(
            "# Commit Message Conventions\n\n## Subject line format\n\n",
            "The subject line is the first line of the commit message. Format it as follows:\n\n",
            "- Start with a capital letter.\n- Do not end with a period.\n",
        ));
        let checks: Vec<&str> = c
            .rules
            .iter()
            .map(|r| r.yaml.split("check:").nth(1).unwrap_or(""))
            .collect();
        assert_eq!(checks.len(), 2, "{:?}", c.unenforced);
        assert!(
            checks[0].contains("pattern: '^(?:[a-z]") && checks[1].contains(r"forbid: '\.\s*$'"),
            "{checks:?}"
        );
        // Under a heading about the message body, the same items are not the subject's.
        let c = crate::compile::tests_support::compiled(concat!(
            "# Commit Message Conventions\n\n## Body and footer\n\n",
            "The body follows the subject line. Format it as follows:\n\n- Do not end with a period.\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn lowercase_subjects_forbid_a_capitalized_word() {
        // jdx/pitchfork and jdx/usage (round 148's missed list).
        for markdown in [
            "## Commit messages\n\n**Description Style:**\n- Use lowercase after the colon\n",
            "## Commit messages\n\n- Do not capitalize the subject line.\n",
        ] {
            let c = crate::compile::tests_support::compiled(markdown);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            let check = c.rules[0].yaml.split("check:").nth(1).unwrap_or("");
            let forbid = check.lines().find(|l| l.trim_start().starts_with("forbid:")).unwrap();
            let forbid = Regex::new(forbid.split_once(": ").unwrap().1.trim_matches('\'')).unwrap();
            for (subject, flagged) in [
                ("fix: Add x", true),
                ("Add x", true),
                ("feat(api)!: Drop y", true),
                ("fix: add x", false),
                ("fix: API timeout", false),
                ("add x", false),
            ] {
                assert_eq!(forbid.is_match(subject), flagged, "{subject}");
            }
        }
        // The type's case is no subject's.
        let c = crate::compile::tests_support::compiled("## Commit messages\n\n- Use lowercase for the type.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn capitalized_subjects_and_no_final_period() {
        let c = crate::compile::tests_support::compiled(
            "## Commit messages\n\n1. Capitalize the subject line\n2. Do not end the subject line with a period\n\
             3. Imperative mood, no period\n",
        );
        let checks: Vec<&str> = c
            .rules
            .iter()
            .map(|r| r.yaml.split("check:").nth(1).unwrap_or(""))
            .collect();
        assert_eq!(checks.len(), 3, "{:?}", c.unenforced);
        let pattern = |check: &str, key: &str| {
            let line = check
                .lines()
                .find(|l| l.trim_start().starts_with(key))
                .unwrap_or_default();
            Regex::new(line.split_once(": ").unwrap().1.trim_matches('\'')).unwrap()
        };
        let capital = pattern(checks[0], "pattern:");
        for (subject, ok) in [
            ("Add x", true),
            ("add x", false),
            ("fix(api): Add x", true),
            ("fix: add x", false),
        ] {
            assert_eq!(capital.is_match(subject), ok, "{subject}");
        }
        let period = pattern(checks[1], "forbid:");
        assert!(period.is_match("Add x.") && !period.is_match("Add x"));
        // Beside the imperative mood, the line keeps its imperative rule, as before.
        assert!(
            checks[2].contains("imperative: true") && !checks[2].contains(r"\.\s*$"),
            "{}",
            checks[2]
        );
    }
}

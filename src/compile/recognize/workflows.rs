//! GitHub Actions hardening, in the workflow files: "pin actions to a full commit SHA" →
//! `forbid-content` against a `uses:` line the change adds whose reference is no 40-digit
//! commit; "workflows must declare explicit `permissions`" → `require-content` on new
//! workflow files. Both are facts of one line of YAML, which a pattern reads exactly.
//!
//! What a pattern cannot tell apart is declined: "third-party" or "external" actions (whose
//! owner counts as the repository's own is not in the commit; [`why_not`] says so), and
//! permissions asked only of some workflows ("workflows that push must …", which no phrasing
//! here takes).

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re};
use crate::compile::params;
use crate::compile::{ExampleSpec, Proposal, Value};

/// "Pin (all) actions to a full commit SHA", "pin third-party actions by commit hash"; "Pin
/// to a full commit SHA" in a section or list about actions.
static PIN: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\bpin(?:ned|ning|s)?\b[^.;]{0,40}?\b(?:to|by|on|with)\b[^.;]{0,20}\b(?:sha|sha-1|commit|hash|digest)s?\b")
});
static ACTIONS: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:actions?|uses)\b"));
/// A kind of action the rule cannot tell from the others by its line.
static SOME_ACTIONS: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:third[- ]party|external|non-github|untrusted|community|marketplace|other)\b"));
/// "Always set explicit permissions", "declare `permissions:`" (imperative, nothing narrows
/// whose).
static SET_PERMISSIONS: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:always\s+)?(?:set|declare|specify|define|add)\s+(?:an?\s+)?(?:explicit|top-level)\s+",
        r"(?:\w+\s+)?(?:code\s+)?permissions\b",
    ))
});
/// "(All) workflow files must declare explicit token permissions": the files themselves are
/// the subject, with no relative clause that picks some of them.
static WORKFLOWS_DECLARE: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:[^.:;]{0,40}:\s*)?(?:(?:all|every|each)\s+)?(?:github\s+actions\s+)?workflows?(?:\s+files?)?(?:\s*\(code\))?\s+",
        r"(?:must|should|shall)\s+(?:always\s+)?(?:declare|set|specify|define|have|include)\s+",
        r"(?:an?\s+)?explicit\s+(?:\w+\s+)?permissions\b",
    ))
});
/// "Workflow files need the correct GitHub token permissions declared explicitly"
/// (prometheus/client_golang in the corpus).
static WORKFLOWS_NEED: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:(?:all|every|each)\s+)?(?:github\s+actions\s+)?workflows?(?:\s+files?)?\s+",
        r"(?:must\s+|should\s+)?(?:need|needs|have|has|require|requires)\s+(?:the\s+)?(?:correct\s+|right\s+)?",
        r"(?:github\s+)?(?:token\s+)?permissions\s+(?:declared|set|specified|defined)\s+explicitly\b",
    ))
});
/// Where a sentence about permissions is about GitHub Actions.
static ACTIONS_CONTEXT: LazyLock<Regex> =
    LazyLock::new(|| re(r"\bgithub actions\b|\bworkflows?\b|\.github/workflows|\bactions\b"));

/// A `uses:` reference that is no full commit SHA: the reference after `@` holds something
/// other than a lowercase hex digit within its first 40 characters. Local actions (`./…`, no
/// `@`) and Docker images (`docker://…`) are not matched; nor is a line commented out.
const UNPINNED_USES: &str = concat!(
    r#"^[^#\n]*\buses:\s*["']?[^\s"'#@:]+@"#,
    r"[0-9a-f]{0,39}(?:[^0-9a-f\n]|$)",
);

const WORKFLOW: &str = ".github/workflows/ci.yml";

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    pinned_actions(ctx).or_else(|| explicit_permissions(ctx))
}

/// The headings and the list's lead-in, lowercased.
fn context(ctx: &Ctx) -> String {
    ctx.context.join(" ").to_lowercase()
}

/// Whether the sentence asks to pin actions: it says so, or says "pin to a commit" in a
/// section or list about actions.
fn pins_actions(ctx: &Ctx) -> bool {
    // "Pin Docker images by digest" in a section about workflows pins something else.
    static OTHER_PINS: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:images?|docker|containers?|dependenc(?:y|ies)|packages?|versions?|tools?|modules?|crates?|gems?)\b")
    });
    let context = context(ctx);
    let in_a_section_on_actions =
        ACTIONS.is_match(&context) && ACTIONS_CONTEXT.is_match(&context) && !ctx.says(&OTHER_PINS);
    ctx.says(&PIN) && (ctx.says(&ACTIONS) || in_a_section_on_actions)
}

/// Why a sentence about pinning actions was not taken, when it was about some of them
/// ("## Third-party GitHub Actions" / "For third-party actions:" / "- Pin to a full commit
/// SHA": vercel/next.js in the corpus).
pub fn why_not(ctx: &Ctx) -> Option<String> {
    if !pins_actions(ctx) {
        return None;
    }
    let context = context(ctx);
    let some = SOME_ACTIONS.find(&ctx.prose).or_else(|| SOME_ACTIONS.find(&context))?;
    Some(format!(
        "pins only “{}” actions: which owners count as such is not in the commit, and a rule on every `uses:` would fail the others",
        some.as_str()
    ))
}

fn pinned_actions(ctx: &Ctx) -> Option<Proposal> {
    if !pins_actions(ctx) || why_not(ctx).is_some() || ctx.prohibitive {
        return None;
    }
    let head = "name: ci\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n";
    let sha = "b4ffde65f46336ab88eb53be808477a3936bae11";
    Some(Proposal {
        id: "actions-pinned-to-sha".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(UNPINNED_USES.into()))],
        paths: workflow_globs(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(WORKFLOW, &format!("{head}      - uses: actions/checkout@v4\n")),
            ExampleSpec::fail().after(WORKFLOW, &format!("{head}      - uses: actions/checkout@b4ffde6\n")),
            ExampleSpec::pass().after(
                WORKFLOW,
                &format!("{head}      - uses: actions/checkout@{sha} # v4.1.1\n"),
            ),
            ExampleSpec::pass().after(
                WORKFLOW,
                &format!("{head}      - uses: ./.github/actions/setup\n      # uses: actions/checkout@v4\n"),
            ),
        ],
        reason: "forbid-content: a `uses:` line the change adds in a workflow names a full commit SHA".into(),
    })
}

fn explicit_permissions(ctx: &Ctx) -> Option<Proposal> {
    let text = ctx.prose.trim_start_matches(['-', '*', ' ']);
    // "Set `permissions: {}` at the workflow level": the key named as code.
    static SET_THE_KEY: LazyLock<Regex> =
        LazyLock::new(|| re(r"^\W*(?:always\s+)?(?:set|declare|specify|define|add)\s+code\b"));
    let key = ctx.codes.iter().find(|c| c.trim_start().starts_with("permissions:"));
    let about_actions = || {
        ACTIONS_CONTEXT.is_match(&context(ctx))
            || ACTIONS_CONTEXT.is_match(&ctx.prose)
            || ctx.instruction.applies_to.join(" ").contains(".github/workflows")
    };
    let asks = ctx.says(&WORKFLOWS_DECLARE)
        || ctx.says(&WORKFLOWS_NEED)
        || (SET_PERMISSIONS.is_match(text) || key.is_some() && SET_THE_KEY.is_match(text)) && about_actions();
    if !asks || ctx.prohibitive {
        return None;
    }
    // At the workflow level, the key opens a line; `permissions: {}` there is that value.
    static TOP_LEVEL: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:workflow[- ]level|top[- ]level|at the top of the workflow)\b"));
    let top_level = ctx.says(&TOP_LEVEL);
    let empty = key.is_some_and(|k| k.split_once(':').is_some_and(|(_, v)| v.trim() == "{}"));
    let pattern = match (top_level, empty) {
        (true, true) => r"^permissions:\s*\{\s*\}",
        (true, false) => r"^permissions:",
        (false, _) => r"^\s*permissions:",
    };
    let declared = if empty {
        "permissions: {}"
    } else {
        "permissions:\n  contents: read"
    };
    let body = "on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n";
    Some(Proposal {
        id: "workflow-permissions".into(),
        kind: "require-content",
        keys: vec![("pattern", Value::Str(pattern.into()))],
        paths: workflow_globs(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(WORKFLOW, &format!("name: ci\n{body}")),
            ExampleSpec::pass().after(WORKFLOW, &format!("name: ci\n{declared}\n{body}")),
        ],
        reason: format!("require-content: a new workflow declares its permissions (a match of `{pattern}`)"),
    })
}

fn workflow_globs() -> Vec<String> {
    params::WORKFLOW_GLOBS.iter().map(|g| (*g).to_owned()).collect()
}

//! "Never commit to `main`", "work on a feature branch", "name branches `feat/<slug>`" →
//! `branch-name`.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re};
use crate::compile::{ExampleSpec, Proposal, Value};

/// Committing or pushing to the default branch: a rule only when the instruction forbids it
/// ("Tag commit and push to main", a maintainer's release step, asks for it; found on
/// nicklockwood/SwiftFormat). Read with the inline code in the text: the branch must be one
/// of the default names, not any code ("not on `openai`/`claude`" in a map of modules names
/// no branch; softwaremill/sttp-ai, round 12).
/// A force push ("Force push to main", under "Never:") rewrites the branch's history: a ban
/// on that is no ban on committing there (cloudflare/agents, round 15), hence `force`.
static TO_DEFAULT_BRANCH: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        // "Do NOT commit code directly to `main`" (ssenchenko/lass, round 121's missed list).
        r"(?P<force>force[- ]?)?(?:commit(?:s|ting)?(?: (?:code|changes|work))?|push(?:es|ing)?|work(?:ing)?",
        // "Never make changes directly on `main`" (adamayoung/popcorn, round 79).
        r"|(?:make|making) (?:any )?changes|edit(?:s|ing)?(?: (?:files|code))?)",
        r"\s+(?:directly\s+)?(?:to|on|into)\s+(?:the\s+)?(?:`?(?:main|master|trunk|develop)`?|default branch)(?:$|[^\w/])",
    ))
});
/// Working elsewhere than the default branch, worded positively.
static ON_A_BRANCH: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:not|never) on `?(?:main|master)`?(?:$|[^\w/])|",
        r"(?:always )?work on a (?:new |separate |feature |topic )?branch|create a (?:new |feature )?branch",
    ))
});
/// A sentence about naming branches: the naming word near "branch", in one clause ("a symbol
/// added on the branch … is absent from `dist/` … read like regressions" names none;
/// formbricks/formbricks, not tuned on).
static BRANCH_NAMING: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\bbranch(?:es)?\b[^.;!?—]{0,60}\b(?:names?|named|naming|prefix(?:ed)?|start with|format|pattern|",
        r"like)\b|\bname (?:your |the |new )?branch(?:es)?\b",
    ))
});

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    let to_default_branch = TO_DEFAULT_BRANCH
        .captures_iter(&ctx.lower)
        .any(|c| c.name("force").is_none());
    // The prohibition must be of that act: "Don't push — batch commits locally. Ask before
    // pushing to main" bans pushing, and asks for the local commits on `main` (icole/conduit_app,
    // round 74). A prohibition from a lead-in ("**Never:**") governs the whole item.
    // So does one stated after the act ("Direct commits to main are prohibited") or a label
    // before a list of acts ("**Never:** Commit secrets · Work on main").
    let act = TO_DEFAULT_BRANCH.find(&ctx.lower);
    let governs = |m: regex::Match| {
        act.is_some_and(|act| {
            m.start() >= act.end()
                || ctx.lower[m.end()..act.start()]
                    .trim_start_matches(|c: char| c == '*' || c == '_' || c.is_whitespace())
                    .starts_with(':')
        })
    };
    let ban_of_the_act = ctx.negated(&TO_DEFAULT_BRANCH)
        || !super::PROHIBITION.is_match(&ctx.lower)
        || super::PROHIBITION.find_iter(&ctx.lower).any(governs);
    let off_default_branch = ctx.mentions(&ON_A_BRANCH) || ctx.prohibitive && to_default_branch && ban_of_the_act;
    if !ctx.prose.contains("branch") && !off_default_branch {
        return None;
    }
    if ctx.says(&BRANCH_NAMING)
        && !introduced_as_examples(ctx)
        && let Some(p) = naming(ctx)
    {
        return Some(p);
    }
    if !off_default_branch {
        return None;
    }
    // The branch names the text gives; `main`/`master` when it only says "a branch".
    let mut names: Vec<&str> = ["main", "master", "trunk", "develop"]
        .into_iter()
        .filter(|n| {
            ctx.text
                .to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == *n)
        })
        .collect();
    if names.is_empty() {
        names = vec!["main", "master"];
    }
    let forbid = format!("^({})$", names.join("|"));
    Some(Proposal {
        id: format!("commit-on-{}", names[0]),
        kind: "branch-name",
        keys: vec![("forbid", Value::Str(forbid.clone()))],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().branch(names[0]).message("feat: x"),
            ExampleSpec::pass().branch("feature/add-x").message("feat: x"),
        ],
        reason: format!("branch-name: no commits on `{}`", names.join("`, `")),
    })
}

/// "named to match the topic (e.g. `feat/<topic>`, `fix/<topic>`)", "such as `feat/<topic>`":
/// shapes right after a marker of examples are some of the names allowed (St0ff3l/
/// open-vibe-island, round 154: `docs/readme` had failed). "Name branches like `feat/<slug>`"
/// gives their form: "like" is no such marker here.
fn introduced_as_examples(ctx: &Ctx) -> bool {
    static MARKER: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?i)\b(?:e\.?g\.?|for example|for instance|such as|including)(?:\W|$)"));
    let text = ctx.text;
    let Some(first_shape) = ctx.codes.iter().find(|c| c.contains('/') && !c.contains(' ')) else {
        return false;
    };
    let at = text.find(&format!("`{first_shape}`")).unwrap_or(0);
    let before: Vec<&str> = text[..at].split_whitespace().rev().take(4).collect();
    MARKER.is_match(&before.into_iter().rev().collect::<Vec<_>>().join(" "))
}

/// `feat/<ticket>-<slug>`, `fix/*`, `user/name`: the shapes in inline code, as one pattern.
/// Shapes given as examples ("a descriptive name (e.g. `perf/imap-headers`, `fix/sync-token`)",
/// "a conventional prefix (`feature/`, `fix/`, etc.)") are not the set of allowed names: no
/// rule (nextcloud/mail, round 13; adamayoung/TMDb, round 15: `refactor/cleanup` failed).
fn naming(ctx: &Ctx) -> Option<Proposal> {
    // "Bug fix branch naming: `fix/<issue-description>`": the name of one kind of branch, which
    // other work's branches do not take (pvandervelde/queue_keeper, round 97: every branch
    // had to start with `fix/`, the feature branches the line above names included). A
    // feature branch is also any branch off the default one, so it is not such a kind.
    static ONE_KIND: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"^\W*(?:bug ?fix(?:es)?|fix(?:es)?|hot ?fix(?:es)?|release|docs?|documentation|chore|",
            r"refactor(?:ing)?|experiment(?:al|s)?|dependency|deps)\s+branch(?:es)?\b",
        ))
    });
    if ONE_KIND.is_match(&ctx.prose) {
        return None;
    }
    let shapes: Vec<&str> = ctx
        .codes
        .iter()
        .copied()
        .filter(|c| c.contains('/') && !c.contains(' '))
        .collect();
    if shapes.is_empty() || shapes.iter().any(|shape| ctx.only_an_example(shape)) {
        return None;
    }
    let mut prefixes = Vec::new();
    let mut placeholder_prefix = false;
    for shape in &shapes {
        let first = shape.split('/').next().unwrap_or("");
        if first.is_empty() {
            return None;
        }
        if is_placeholder(first) {
            placeholder_prefix = true;
        } else if first
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
        {
            prefixes.push(numbered_prefix(first));
        } else {
            return None;
        }
    }
    // The long-lived branches are not branches one names: a commit on `main` is not a badly
    // named feature branch (microsoft/mssql-python, round 39: the rule failed on `main`).
    // "Branch naming: `feat/feature-name`, `fix/bug-name`": branches named by example, each
    // after a Conventional Commits type, show the convention's prefixes, not the only two
    // (catay/tlsctl, round 66: `refactor/x` failed); `feat/<slug>` spells out the shapes.
    let by_example = shapes.iter().all(|s| !s.contains(['<', '{', '[', '*']));
    // "2. Create feature branch — Branch name: `feature/add-new-table` or `feature/db-migration`":
    // names for one task, not a convention, unless the text says it states one
    // (marcelojuca/udemy-full-stack-dev-with-cursor-vibe-coding, round 69: `staging` failed).
    static CONVENTION: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:naming|names|named|conventions?|format|pattern|prefix(?:ed|es)?|start with|always|must|should)\b")
    });
    if by_example && !ctx.says(&CONVENTION) {
        return None;
    }
    // "Use descriptive branch names (`feature/add-mysql-support`, `fix/transaction-rollback`)"
    // (kent-orr/oRm, round 132: `docs/readme-update` failed): whole names in parentheses after
    // a quality asked of names show that quality, not a format.
    static QUALITY: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:descriptive|meaningful|clear|readable|sensible|short)\s+(?:branch\s+)?names?\b"));
    static FORMAT: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:conventions?|format|pattern|prefix(?:ed|es)?|start with|naming|types?)\b"));
    if by_example && ctx.says(&QUALITY) && !ctx.says(&FORMAT) {
        return None;
    }
    let conventional = |p: &String| crate::checks::CONVENTIONAL_TYPES.contains(&p.as_str());
    static ONLY: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:only|one of|must start with|allowed)\b"));
    if by_example && !prefixes.is_empty() && prefixes.iter().all(conventional) && !ctx.says(&ONLY) {
        prefixes = crate::checks::CONVENTIONAL_TYPES
            .iter()
            .map(|t| (*t).to_owned())
            .collect();
    }
    let numbered = by_example && embeds_an_issue_number(ctx, &shapes);
    let (pattern, good) = if numbered {
        (
            format!("{MAIN_LINES}|^[A-Za-z0-9._-]+/[0-9]+"),
            "feature/114-add-x".to_owned(),
        )
    } else if !by_example && shapes.iter().any(|s| s.split('/').count() > 2) {
        template(&shapes)
    } else {
        by_prefix(&shapes, prefixes, placeholder_prefix)
    };
    Some(Proposal {
        id: "branch-name-format".into(),
        kind: "branch-name",
        keys: vec![("pattern", Value::Str(pattern.clone()))],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().branch("my_branch").message("feat: x"),
            ExampleSpec::pass().branch(&good).message("feat: x"),
            ExampleSpec::pass().branch("main").message("feat: x"),
        ],
        reason: format!("branch-name: branches shaped like `{}`", shapes.join("`, `")),
    })
}

/// "Branch names embed the GitHub issue number: feature/114-tag-triggered-deploy,
/// fix/112-arbitrary-join-on" (larspohlmann/simple-feed-reader, round 245: `feature/add-x`
/// passed, `hotfix/121-y` failed): what the sentence states of every name is the number, and
/// the examples' prefixes are some of those allowed.
fn embeds_an_issue_number(ctx: &Ctx, shapes: &[&str]) -> bool {
    static ISSUE_NUMBER: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:issue|ticket|jira|story|task)\s+(?:number|id|key)s?\b"));
    ctx.says(&ISSUE_NUMBER)
        && shapes.iter().all(|s| {
            s.split_once('/')
                .is_some_and(|(_, rest)| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
}

/// The pattern of names that start with one of `prefixes` (any, for a slot), and a sample.
fn by_prefix(shapes: &[&str], mut prefixes: Vec<String>, placeholder_prefix: bool) -> (String, String) {
    if placeholder_prefix || prefixes.is_empty() {
        return (format!("{MAIN_LINES}|^[A-Za-z0-9._-]+/.+"), "feat/add-x".to_owned());
    }
    prefixes.dedup();
    let sample = format!("{}/add-x", shapes[0].split('/').next().unwrap_or("feat"));
    (format!("{MAIN_LINES}|^({})/.+", prefixes.join("|")), sample)
}

/// "`YY-MM-DD/c0rphish/<pr-descriptive-name>`" (sbue/corphish-att, round 193: `feat/x`
/// passed): a template's literal middle is part of every name, as its first segment is. The
/// pattern of names that follow one of the templates, and a sample.
fn template(shapes: &[&str]) -> (String, String) {
    let patterns: Vec<String> = shapes.iter().map(|s| template_pattern(s)).collect();
    (
        format!("{MAIN_LINES}|^(?:{})$", patterns.join("|")),
        template_sample(shapes[0]),
    )
}

/// A branch template as a pattern: each slot any name, the last segment any rest, every other
/// segment itself.
fn template_pattern(shape: &str) -> String {
    fill_template(shape, "[^/]+", ".+", numbered_prefix)
}

/// A name that follows a branch template ([`template_pattern`]): `x` in each slot.
fn template_sample(shape: &str) -> String {
    fill_template(shape, "x", "add-x", str::to_owned)
}

/// `shape` with each slot ([`is_placeholder`], or a segment holding one) written `slot`, its
/// last segment `rest`, and every other segment as `literal` writes it.
fn fill_template(shape: &str, slot: &str, rest: &str, literal: impl Fn(&str) -> String) -> String {
    let segments: Vec<&str> = shape.split('/').collect();
    let last = segments.len() - 1;
    segments
        .iter()
        .enumerate()
        .map(|(i, segment)| {
            if i == last {
                rest.to_owned()
            } else if is_placeholder(segment) || segment.contains(['<', '{', '[', '*']) {
                slot.to_owned()
            } else {
                literal(segment)
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The long-lived branches a naming convention does not govern.
const MAIN_LINES: &str = "^(?:main|master|develop|development|trunk)$";

/// A prefix as a pattern: a run of digits after letters (`issue123`, `GH-42`) is an example
/// number and stands for any (langwatch/langwatch, round 23: `issue456/slug` failed a rule
/// from "Issue branches: `issue123/slug`").
fn numbered_prefix(prefix: &str) -> String {
    let Some(at) = prefix.find(|c: char| c.is_ascii_digit()) else {
        return regex::escape(prefix);
    };
    let (head, digits) = prefix.split_at(at);
    if head.chars().any(|c| c.is_ascii_alphabetic()) && digits.chars().all(|c| c.is_ascii_digit()) {
        format!("{}[0-9]+", regex::escape(head))
    } else {
        regex::escape(prefix)
    }
}

/// A slot of a branch template: bracketed, a word for a slot, or written in capitals
/// (`NNN-FEATURENAME/`: ailign-cli/cli, round 119, where the capitals were read as the literal
/// prefix and every real branch failed): branch names are lower case, a template's slots not.
fn is_placeholder(segment: &str) -> bool {
    let lower = segment.to_lowercase();
    let capitals = segment.chars().filter(char::is_ascii_uppercase).count() >= 3
        && !segment.chars().any(|c| c.is_ascii_lowercase());
    segment.starts_with(['<', '{', '['])
        || segment == "*"
        || lower.contains("type")
        || lower.contains("name")
        || capitals
        || crate::compile::lexicon::is_one_of(crate::compile::lexicon::BRANCH_SLOTS, &lower)
}

#[cfg(test)]
mod tests {
    use crate::compile::tests_support::{assert_no_rule, compiled};

    #[test]
    fn the_name_of_one_kind_of_branch_is_no_rule_for_all() {
        // pvandervelde/queue_keeper (round 97).
        let c = compiled("- Bug fix branch naming: `fix/<issue-description>`\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("- Hotfix branches: `hotfix/<version>`\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Every branch's name.
        let c = compiled("- Branch naming: `fix/<issue-description>` or `feat/<name>`\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_ban_sharing_the_verb_of_a_feature_branch_is_a_ban_on_main() {
        // open-telemetry/opentelemetry-ruby-contrib (round 105's missed list): "never on `main`"
        // had been cut into an item of its own, and "in a feature branch" read as a qualifier.
        let c = compiled("## Workflow\n\n- Commit in a feature branch, never on `main`.\n");
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(
            yaml.len() == 1 && yaml[0].contains("forbid: '^(main)$'"),
            "{yaml:?} {:?}",
            c.unenforced
        );
    }

    #[test]
    fn branch_names_given_as_examples_are_not_the_allowed_set() {
        // adamayoung/TMDb, round 15: "etc." leaves the list open; `refactor/cleanup` failed.
        assert_no_rule(&[
            "Use a descriptive branch name with a conventional prefix\n(`feature/`, `fix/`, `chore/`, `docs/`, etc.).\n",
            "- Name branches like `feat/add-x` or `fix/crash`, for example.\n",
        ]);
        // nextcloud/mail, round 13: the examples of a descriptive name require no prefix; the
        // ban on pushing to `main` beside them stands.
        let c = compiled(
            "- Never push directly to `main` — always create a feature branch with a descriptive name (e.g. \
            `perf/imap-selective-headers`, `fix/sync-token`).\n",
        );
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert_eq!(yaml.len(), 1, "{yaml:?}");
        assert!(yaml[0].contains("forbid: '^(main)$'"), "{yaml:?}");
        // kent-orr/oRm (round 132): examples of a descriptive name.
        assert_no_rule(&[
            "- Use descriptive branch names (`feature/add-mysql-support`,\n  `fix/transaction-rollback`)\n",
        ]);
        // A list that names the shapes without "e.g." or "etc." is the convention.
        let c = compiled("- Name branches `feat/<slug>` or `fix/<slug>`.\n");
        assert!(c.rules[0].yaml.contains("^(feat|fix)/.+"), "{:?}", c.rules[0].yaml);
        // catay/tlsctl (round 66): branches named by example after Conventional Commits types
        // show the convention's prefixes.
        let c = compiled("## Git Workflow\n- Branch naming: `feat/feature-name`, `fix/bug-name`\n");
        assert!(c.rules[0].yaml.contains("|refactor|"), "{:?}", c.rules[0].yaml);
        // langwatch/langwatch, round 23: an issue number in a prefix is an example of one.
        let c = compiled(concat!(
            "| Mistake | Fix |\n|---|---|\n",
            "| Inconsistent branch naming | Issue branches: `issue123/slug`, features: `feat/slug` |\n"
        ));
        assert!(
            c.rules[0].yaml.contains("^(issue[0-9]+|feat)/.+"),
            "{:?}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn names_that_embed_an_issue_number_need_the_number_not_the_examples_prefix() {
        // larspohlmann/simple-feed-reader (round 245).
        let c = compiled(
            "## Workflow\n\n- Branch names embed the GitHub issue number: `feature/114-tag-triggered-deploy`, `fix/112-arbitrary-join-on`.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("|^[A-Za-z0-9._-]+/[0-9]+'"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn a_naming_convention_spares_the_main_line() {
        // microsoft/mssql-python, round 39: `<name>/<short-kebab-description>` failed `main`.
        let c = compiled("- Branch naming: `<name>/<short-kebab-description>`\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let pattern = c.rules[0]
            .yaml
            .split("pattern: '")
            .nth(1)
            .unwrap()
            .split('\'')
            .next()
            .unwrap()
            .to_owned();
        let re = regex::Regex::new(&pattern).unwrap();
        for branch in ["main", "master", "develop", "ada/fix-login"] {
            assert!(re.is_match(branch), "{branch}: {pattern}");
        }
        for branch in ["my_branch", "maintenance"] {
            assert!(!re.is_match(branch), "{branch}: {pattern}");
        }
    }

    #[test]
    fn a_ban_on_pushing_is_no_ban_on_committing_to_main() {
        // icole/conduit_app (round 74): local commits on `main` are what the file asks for.
        crate::compile::tests_support::assert_no_rule(&[
            "- **Don't push** — Batch commits locally. Ask before pushing to main.\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&[
            "- Never push directly to `main`.\n",
            "- Don't ever commit to main.\n",
            "**Never:**\n\n- Commit to main\n",
            "- Direct commits to main are prohibited\n",
            "**Never:** Commit secrets · Work on main · Skip tests\n",
            // adamayoung/popcorn (round 79).
            "**Never make changes directly on `main`.** All changes MUST be made on a branch.\n",
            "- Never edit files on `main`.\n",
        ]);
    }

    #[test]
    fn a_force_push_is_no_commit_on_the_branch() {
        // cloudflare/agents, round 15: "**Never:** … - Force push to main" banned every
        // commit on `main`.
        assert_no_rule(&[
            "**Never:**\n\n- Force push to main\n",
            "- Never force-push to `main`.\n",
        ]);
        let c = compiled("**Never:**\n\n- Push directly to main\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn committing_code_to_main_is_committing_to_main() {
        // ssenchenko/lass (round 121's missed list).
        let c = compiled("## Git\n\n- Do NOT commit code directly to `main`, `develop`, or protected branches.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("forbid: '^(main|develop)$'"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn a_prefix_in_capitals_is_a_slot() {
        // ailign-cli/cli (round 119): `004-package-install/base` failed.
        let c = compiled(
            "### Branching Strategy\n\n- Feature development uses branches that share a `NNN-FEATURENAME/` naming prefix\n",
        );
        assert!(
            c.rules
                .iter()
                .all(|r| r.yaml.lines().all(|l| !(l.contains("pattern:") && l.contains("NNN")))),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_noun_for_a_slot_is_no_literal_prefix() {
        // cfug/dio AGENTS.md (not tuned on): `category` was required literally.
        let c = compiled("Work on a feature branch named `category/ticket-id-or-short-description`.\n");
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(yaml.iter().all(|y| !y.contains("(category)")), "{yaml:?}");
    }

    #[test]
    fn a_directory_beside_the_word_branch_is_no_branch_shape() {
        // formbricks/formbricks AGENTS.md:77 (not tuned on): a description of a stale build.
        let c = compiled(concat!(
            "### Stale builds after a branch switch\n\nA symbol added on the branch you just checked out ",
            "is absent from `dist/`, so the import either resolves to `undefined` or fails, and both read ",
            "like real regressions.\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // St0ff3l/open-vibe-island (round 154): shapes after "e.g." or "such as" are examples.
        for markdown in [
            "- Work on your own branch, named to match the topic (e.g. `feat/<topic>`, `fix/<topic>`).\n",
            "- Use branch names that match the workstream, such as `feat/<topic>` or `docs/<topic>`.\n",
        ] {
            let c = compiled(markdown);
            assert!(
                c.rules.is_empty(),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
        let c = compiled("- Name branches like `feat/<slug>` or `fix/<slug>`.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn commits_on_the_default_branch_in_the_plural() {
        // AntennaPod/AntennaPod AGENTS.md:102: "commits" read as no commit at all, and the
        // branch names went on to the code-pattern family's keyword filter.
        let c = compiled("Never create commits directly on the `develop` or `master` branch.\n");
        let rules: Vec<_> = c.rules.iter().filter(|r| r.proposal.kind == "branch-name").collect();
        assert_eq!(
            rules.len(),
            1,
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(rules[0].yaml.contains("^(master|develop)$"), "{}", rules[0].yaml);
    }

    #[test]
    fn a_templates_literal_middle_is_part_of_every_name() {
        // sbue/corphish-att (round 193): `feat/x` passed a rule from this template.
        let c = compiled(concat!(
            "## Worktrees\n\n- Create each bot in its own worktree and branch:\n",
            "  - Branch format is required: `YY-MM-DD/c0rphish/<pr-descriptive-name>`\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("^(?:[^/]+/c0rphish/.+)$"), "{yaml}");
    }
}

//! "When you change A, update B", "changes to A require B", "every change to package code
//! requires a changeset", "update the lockfile with the manifest" → `require-companion`.
//! Both sides must be nameable: paths in inline code, or a well-known companion (changeset,
//! CHANGELOG, lockfile, snapshots, tests) and a well-known trigger (a manifest, a named
//! language's sources, `packages/`).

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, TEST_GLOBS, re, sample_path};
use crate::compile::params::{self, is_path_like, path_glob};
use crate::compile::{ExampleSpec, Proposal, Value};

/// Where the condition ends and the requirement starts, for the phrasings of this family.
static SHAPES: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    vec![
        // When/if/whenever/after you change A, (also) update B.
        re(r"(?i)^\W*(?:when(?:ever)?|if|after|once|each time)\b(?P<when>.+?)(?:,|\bthen\b|\s-\s)\s*(?P<require>.+)$"),
        // Update B when/whenever/if you change A.
        re(r"(?i)^(?P<require>.+?)\b(?:when(?:ever)?|if|after|each time)\b(?P<when>.+)$"),
        // (Every / all) changes to A require(s) / need(s) B.
        re(concat!(
            r"(?i)^(?P<when>.*?\bchang(?:e|es|ing)\b.+?)\b(?:requires?|needs?|must (?:include|come with|",
            r"be accompanied by|be paired with|have)|should (?:include|come with|have|be paired with)|must also|also)\b",
            r"(?P<require>.+)$",
        )),
        // A must be accompanied by B / A needs B.
        re(
            r"(?i)^(?P<when>.+?)\b(?:must be accompanied by|must include|must come with|should include|need(?:s)? to include)\b(?P<require>.+)$",
        ),
    ]
});
static REQUIRE_VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:update|add|modify|change|include|bump|regenerate|mirror|edit|create|write|require|requires|",
        r"need|needs|accompan\w*|come with|also|changeset|changelog|lock ?file|snapshots?|tests?)\b",
    ))
});
static CHANGE_VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\b(?:chang\w*|modif\w*|updat\w*|add\w*|edit\w*|touch\w*|renam\w*|remov\w*|delet\w*|bump\w*|introduc\w*|creat\w*)\b",
    )
});

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    if ctx.prohibitive && !ctx.prose.contains("without") {
        return None;
    }
    // A condition and its requirement are read within one sentence: "Any change to `src/`
    // must be paired with tests under `UnitTest/`. UI behavior changes must also update
    // `UITest/`" (DexterDreeeam/EasyEnglish, round 141) had read the first sentence's paths as
    // the second's trigger, and asked for UI tests on every change.
    static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| re(r"[.!?](?:\s+|$)"));
    let (when, require) = SENTENCE_END
        .split(ctx.text)
        .find_map(|sentence| companion_in(sentence, ctx))?;
    // A test does not need a test of its own.
    let mut exclude: Vec<String> = if require.iter().any(|r| TEST_GLOBS.contains(&r.as_str())) {
        TEST_GLOBS.iter().map(|s| (*s).to_owned()).collect()
    } else {
        Vec::new()
    };
    // "Every PR that changes code in `packages/`": a change of its documents is no change of
    // its code (alexkroman/agent, round 212: a package's CLAUDE.md alone asked for a changeset).
    // Read in the text itself: the prose writes inline code as the word "code".
    static CODE_CHANGE: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\b(?:source )?code (?:in|under|inside|within)\b"));
    let mut trigger = sample_path(&when[0]);
    // A changeset announces a release of a package's behaviour, which its tests and
    // documents are no part of ("All code changes that affect package behavior must include
    // a changeset": supabase/pg-toolbelt, round 239, a test-only change failed).
    if require.iter().any(|r| r.starts_with(".changeset/")) {
        exclude.extend(TEST_GLOBS.iter().map(|g| (*g).to_owned()));
    }
    if CODE_CHANGE.is_match(ctx.text) || require.iter().any(|r| r.starts_with(".changeset/")) {
        for glob in super::DOC_GLOBS {
            if !exclude.iter().any(|g| g == glob) {
                exclude.push((*glob).to_owned());
            }
        }
        // The sample of a directory is a text file; the code of the repository's language is
        // what changes there.
        if let Some(stem) = trigger.strip_suffix(".txt") {
            let extension = ctx
                .language()
                .and_then(|l| l.globs.first().and_then(|g| g.strip_prefix('*')))
                .unwrap_or(".c");
            trigger = format!("{stem}{extension}");
        }
    }
    let companion = sample_path(&require[0]);
    let id = format!("{}-without-{}", params::slug(&when[0]), params::slug(&require[0]));
    let mut keys = vec![
        ("when", Value::List(when.clone())),
        ("require", Value::List(require.clone())),
    ];
    // A lockfile follows the manifest's dependencies, not its scripts or version.
    let lockfile = require.iter().all(|r| is_lockfile(r));
    let manifests = when.iter().all(|w| crate::manifest::is_known(w));
    let examples = if lockfile && manifests {
        keys.push(("changes", Value::Str("dependencies".into())));
        let (before, deps, scripts) = manifest_samples(&trigger);
        vec![
            ExampleSpec::fail().before(&trigger, before).after(&trigger, deps),
            ExampleSpec::pass()
                .before(&trigger, before)
                .after(&trigger, deps)
                .after(&companion, "changed too\n"),
            ExampleSpec::pass().before(&trigger, before).after(&trigger, scripts),
        ]
    } else {
        vec![
            ExampleSpec::fail().after(&trigger, "changed\n"),
            ExampleSpec::pass()
                .after(&trigger, "changed\n")
                .after(&companion, "changed too\n"),
        ]
    };
    Some(Proposal {
        id: id.trim_matches('-').to_owned(),
        kind: "require-companion",
        keys,
        paths: Vec::new(),
        exclude,
        examples,
        reason: format!(
            "require-companion: `{}` changes need `{}`",
            when.join("`, `"),
            require.join("`, `")
        ),
    })
}

/// The trigger and the companion one sentence of the instruction names, if it states one.
fn companion_in(text: &str, ctx: &Ctx) -> Option<(Vec<String>, Vec<String>)> {
    let (when_text, require_text) = SHAPES.iter().find_map(|shape| {
        let c = shape.captures(text)?;
        Some(whole_trigger_list(text, c.name("when")?, c.name("require")?))
    })?;
    let when_prose = params::prose(when_text).to_lowercase();
    let require_prose = params::prose(require_text).to_lowercase();
    if !CHANGE_VERB.is_match(&when_prose) || !REQUIRE_VERB.is_match(&require_prose) {
        return None;
    }
    let require = required_paths(require_text, &require_prose, ctx.text)?;
    let when = trigger_paths(when_text, &when_prose, ctx, &require)?;
    (!when.iter().any(|w| require.contains(w))).then_some((when, require))
}

/// The condition and the requirement of `text`, where a comma that separates the items of the
/// condition's list is not its end: "When modifying `a.sh`, `a.ps1`, `b.sh`, or `b.ps1`, update
/// the tests in `tests/`" (microsoft/aspire, round 230: three of the four triggers had become
/// companions).
fn whole_trigger_list<'t>(text: &'t str, when: regex::Match<'t>, require: regex::Match<'t>) -> (&'t str, &'t str) {
    let mut split = require.start();
    if when.end() > split {
        return (when.as_str(), require.as_str());
    }
    loop {
        let rest = text[split..].trim_start();
        let continues = rest.starts_with('`') || rest.starts_with("or `") || rest.starts_with("and `");
        let Some(comma) = continues.then(|| text[split..].find(',')).flatten() else {
            break;
        };
        split += comma + 1;
    }
    (&text[when.start()..split], &text[split..])
}

fn is_lockfile(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.ends_with(".lock") || name.ends_with("-lock.yaml") || name.ends_with("-lock.json") || name == "go.sum"
}

/// A manifest of the kind at `path` before a change, after a dependency change, and after a
/// change of its scripts or version only.
fn manifest_samples(path: &str) -> (&'static str, &'static str, &'static str) {
    match path.rsplit('/').next().unwrap_or(path) {
        "Cargo.toml" => (
            "[package]\nname = \"a\"\nversion = \"0.1.0\"\n\n[dependencies]\nserde = \"1\"\n",
            "[package]\nname = \"a\"\nversion = \"0.1.0\"\n\n[dependencies]\nserde = \"1\"\nregex = \"1\"\n",
            "[package]\nname = \"a\"\nversion = \"0.2.0\"\n\n[dependencies]\nserde = \"1\"\n",
        ),
        "pyproject.toml" => (
            "[project]\nname = \"a\"\nversion = \"0.1.0\"\ndependencies = [\"httpx\"]\n",
            "[project]\nname = \"a\"\nversion = \"0.1.0\"\ndependencies = [\"httpx\", \"rich\"]\n",
            "[project]\nname = \"a\"\nversion = \"0.2.0\"\ndependencies = [\"httpx\"]\n",
        ),
        _ => (
            "{\"version\": \"1.0.0\", \"scripts\": {\"test\": \"vitest\"}, \"dependencies\": {\"a\": \"^1.0.0\"}}\n",
            "{\"version\": \"1.0.0\", \"scripts\": {\"test\": \"vitest\"}, \"dependencies\": {\"a\": \"^2.0.0\"}}\n",
            "{\"version\": \"1.1.0\", \"scripts\": {\"test\": \"vitest run\"}, \"dependencies\": {\"a\": \"^1.0.0\"}}\n",
        ),
    }
}

/// The paths in `text`'s inline code, if it names any.
fn inline_paths(text: &str) -> Option<Vec<String>> {
    let paths: Vec<String> = params::code_spans(text)
        .into_iter()
        .filter(|c| is_path_like(c))
        .map(path_glob)
        .collect();
    (!paths.is_empty()).then_some(paths)
}

/// A changeset, or the record changesets keep in pre-release mode: its release commits
/// version the packages and update `pre.json` without deleting the changesets they consume
/// (supabase/pg-toolbelt, round 239: every "chore: release (alpha)" commit failed).
const CHANGESET: &[&str] = &[".changeset/*.md", ".changeset/pre.json"];

/// The companion: paths in the requirement's inline code, or a well-known companion.
fn required_paths(require_text: &str, require_prose: &str, whole: &str) -> Option<Vec<String>> {
    if let Some(paths) = inline_paths(require_text) {
        return Some(paths);
    }
    let whole = whole.to_lowercase();
    if require_prose.contains("changeset") {
        return Some(CHANGESET.iter().map(|g| (*g).to_owned()).collect());
    }
    if require_prose.contains("changelog") {
        return Some(vec!["CHANGELOG.md".into()]);
    }
    if require_prose.contains("lockfile") || require_prose.contains("lock file") {
        let lock = [
            ("pnpm", "pnpm-lock.yaml"),
            ("yarn", "yarn.lock"),
            ("npm", "package-lock.json"),
            ("cargo", "Cargo.lock"),
            ("uv", "uv.lock"),
            ("poetry", "poetry.lock"),
            ("bundle", "Gemfile.lock"),
            ("go mod", "go.sum"),
        ]
        .into_iter()
        .find(|(tool, _)| {
            whole
                .split(|c: char| !c.is_alphanumeric() && c != ' ')
                .any(|w| w == *tool)
                || whole.contains(&format!("{tool} "))
        })?;
        return Some(vec![lock.1.into()]);
    }
    if require_prose.contains("snapshot") {
        return Some(vec!["*.snap".into(), "**/__snapshots__/**".into()]);
    }
    static TESTS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:add|update|write|include|modify)\b.*\btests?\b|\btests?\b.*\b(?:added|updated)\b"));
    if TESTS.is_match(require_prose) {
        return Some(TEST_GLOBS.iter().map(|s| (*s).to_owned()).collect());
    }
    None
}

/// The trigger: paths in the condition's inline code, a manifest, a named language's
/// sources, or `packages/` for a changeset rule.
fn trigger_paths(when_text: &str, when_prose: &str, ctx: &Ctx, require: &[String]) -> Option<Vec<String>> {
    if let Some(paths) = inline_paths(when_text) {
        return Some(paths);
    }
    if when_prose.contains("dependenc") && require.iter().any(|r| r.contains("lock") || r == "go.sum") {
        let manifest = match require[0].as_str() {
            "Cargo.lock" => "Cargo.toml",
            "uv.lock" | "poetry.lock" => "pyproject.toml",
            "Gemfile.lock" => "Gemfile",
            "go.sum" => "go.mod",
            _ => "package.json",
        };
        return Some(vec![manifest.into()]);
    }
    if require.iter().any(|r| r.starts_with(".changeset")) && when_prose.contains("package") {
        return Some(vec!["packages/**".into()]);
    }
    let languages = params::languages_named(&params::prose(when_text));
    if let Some(l) = languages.first()
        && ctx.prose.contains("test")
    {
        return Some(l.globs.iter().map(|g| (*g).to_owned()).collect());
    }
    None
}

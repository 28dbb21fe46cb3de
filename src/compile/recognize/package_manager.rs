//! "Use `pnpm` (not npm or yarn)", "npm/yarn → use pnpm", "use uv instead of poetry" →
//! `forbid-paths` against adding the lockfiles of the package managers the instruction rules
//! out: a commit that adds `package-lock.json` to a pnpm repository ran npm. Only managers of
//! the recommended one's ecosystem that keep a lockfile of their own are read
//! ([`lexicon::PACKAGE_MANAGERS`]); a repository that already tracks such a lockfile is no
//! place for the rule (`targets::confirm`).

use std::sync::LazyLock;

use regex::Regex;

use super::Ctx;
use crate::compile::{ExampleSpec, Proposal, Value, lexicon};

/// One manager's name as the pattern below finds it.
fn manager_alternation() -> String {
    let names: Vec<&str> = lexicon::PACKAGE_MANAGERS.iter().map(|(name, _, _)| *name).collect();
    format!("(?:{})", names.join("|"))
}

/// "use pnpm (not npm or yarn)", "use pnpm instead of npm": the recommended manager, then
/// the ruled-out ones.
static USE_NOT: LazyLock<Regex> = LazyLock::new(|| {
    let m = manager_alternation();
    Regex::new(&format!(
        r"\b(?:always use|use|prefer)\s+({m})\b[^.;:]*?\b(?:not|never|instead of|rather than|over)\s+({m}(?:\s*(?:,|/|or|and|nor)\s*{m})*)\b"
    ))
    .expect("valid")
});

/// "npm/yarn → use pnpm", "never use npm; use pnpm": the ruled-out managers, then the
/// recommended one.
static NOT_USE: LazyLock<Regex> = LazyLock::new(|| {
    let m = manager_alternation();
    Regex::new(&format!(
        concat!(
            r"(?:^|\bnever use\s+|\bdon't use\s+|\bdo not use\s+|\bno\s+)",
            r"({m}(?:\s*(?:,|/|or|and|nor)\s*{m})*)",
            r"\s*(?:→|->|=>|[;,.]|\bor\b)\s*(?:always\s+)?use\s+({m})\b",
        ),
        m = m
    ))
    .expect("valid")
});

/// "Always use `pnpm` package manager", "use only uv as the package manager": the package
/// manager chosen, to the exclusion of the others of its ecosystem (nanobrowser/nanobrowser,
/// round 64: "**Package Manager**: Always use `pnpm` (required …)"). The whole sentence: "always
/// use pnpm to run the build" is about running.
static ALWAYS: LazyLock<Regex> = LazyLock::new(|| {
    let m = manager_alternation();
    Regex::new(&format!(
        concat!(
            r"^(?:(?:package manager:\s*(?:always use|only use|use only)\s+({m}))|",
            r"(?:always use|only use|use only)\s+({m})\s+(?:as\s+(?:the|your)\s+)?",
            r"(?:package manager|for package management))",
            r"\s*(?:\([^)]*\))?\s*[.!]?$",
        ),
        m = m
    ))
    .expect("valid")
});

/// The row of [`lexicon::PACKAGE_MANAGERS`] for the manager called `name`.
fn manager(name: &str) -> Option<&'static (&'static str, &'static [&'static str], &'static str)> {
    lexicon::PACKAGE_MANAGERS.iter().find(|(n, _, _)| *n == name)
}

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    // Inline code as plain words, emphasis gone: "**npm/yarn** → use `pnpm`".
    let text = ctx.lower.replace(['`', '*'], "");
    let text = text.trim_start_matches(['-', ' ']);
    let (recommended, ruled_out) = if let Some(c) = USE_NOT.captures(text) {
        // "Use `bun run <script>` (not npm run, …)": how scripts run, which writes no lockfile
        // (eyronjuude/Ad-Performance-Tracker, round 66).
        let next = text[c.get(1)?.end()..].split_whitespace().next().unwrap_or("");
        if ["run", "exec", "dlx", "x", "<script>"].contains(&next) {
            return None;
        }
        (c.get(1)?.as_str().to_owned(), c.get(2)?.as_str().to_owned())
    } else if let Some(c) = NOT_USE.captures(text) {
        (c.get(2)?.as_str().to_owned(), c.get(1)?.as_str().to_owned())
    } else {
        let c = ALWAYS.captures(text.trim())?;
        let recommended = c.get(1).or(c.get(2))?.as_str().to_owned();
        let every: Vec<&str> = lexicon::PACKAGE_MANAGERS.iter().map(|(name, _, _)| *name).collect();
        (recommended, every.join(","))
    };
    let (_, _, ecosystem) = manager(&recommended)?;
    let mut lockfiles: Vec<String> = Vec::new();
    for name in ruled_out
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && *w != recommended)
    {
        if let Some((_, files, _)) = manager(name).filter(|(_, _, of)| of == ecosystem) {
            lockfiles.extend(files.iter().map(|f| (*f).to_owned()));
        }
    }
    let first = lockfiles.first()?.clone();
    Some(Proposal {
        id: format!("{recommended}-only"),
        kind: "forbid-paths",
        keys: vec![
            ("paths", Value::List(lockfiles.clone())),
            ("changes", Value::List(vec!["added".into()])),
        ],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(&first, "{}\n").after("src/app.js", "x\n"),
            ExampleSpec::pass()
                .before(&first, "{}\n")
                .after(&first, "{}\n")
                .after("src/app.js", "x\n"),
        ],
        reason: format!(
            "forbid-paths: the lockfiles of the package managers it rules out for `{recommended}` (`{}`) are not added",
            lockfiles.join("`, `")
        ),
    })
}

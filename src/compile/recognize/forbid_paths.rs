//! "Never edit / modify / commit / delete `path`" (also "… unless asked", and the items of a
//! "Do not alter the following directories:" list) → `forbid-paths`. Not "don't hand-edit
//! generated files, regenerate them": regenerating gives the same diff.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re, sample_path};
use crate::compile::params::{is_path_like, path_glob, path_globs, slug};
use crate::compile::{ExampleSpec, Proposal, Value};

static VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\b(edit|modify|change|touch|alter|update|rewrite|commit|check in|delete|remove|add|create|put|place|write)\w*\b",
    )
});
static REGENERATE: LazyLock<Regex> =
    LazyLock::new(|| re(r"\bregenerat\w*|\bby hand\b|\bmanually\b|\bhand-?edit\w*|\binstead\b|\brun (?:the )?code\b"));
/// Prose file names outside inline code (`Never edit CHANGELOG.md`).
static PROSE_FILE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:^|\s)((?:[\w.-]+/)*[\w-]+\.(?:md|json|lock|ya?ml|toml|env|txt|cfg|ini|xml|gradle|kts|config|props|targets|csproj|sln))\b",
    )
});

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    if let Some(p) = new_code_language(ctx) {
        return Some(p);
    }
    if !ctx.prohibitive || ctx.says(&REGENERATE) {
        return None;
    }
    let verb_text = if VERB.is_match(&ctx.prose) {
        ctx.prose.clone()
    } else {
        // A list item under "Do not alter the following directories:" takes its parent's verb.
        let parent = ctx.instruction.parent.as_deref()?.to_lowercase();
        if !VERB.is_match(&parent) || REGENERATE.is_match(&parent) {
            return None;
        }
        parent
    };
    let verb = VERB.captures(&verb_text)?.get(1)?.as_str().to_owned();
    let mut paths: Vec<String> = ctx
        .codes
        .iter()
        .filter(|c| is_path_like(c))
        .flat_map(|c| path_globs(c))
        .collect();
    if paths.is_empty() {
        let original = ctx.text;
        paths = PROSE_FILE
            .captures_iter(original)
            .map(|c| path_glob(&c[1]))
            .filter(|p| !p.contains("AGENTS.md") && !p.contains("CLAUDE.md"))
            .collect();
    }
    // Inline code that is not a path (a command, a construct) means the instruction is about
    // something else; a path in a sentence about constructs is a scope, not the target.
    let path_codes = ctx.codes.iter().filter(|c| is_path_like(c)).count();
    if paths.is_empty() || path_codes < ctx.codes.len() && path_codes < ctx.codes.len() / 2 + 1 {
        return None;
    }
    // "Do not add them to a `clients/*/package.json`": the file is where something would go,
    // and adding to it edits it; what is added is not a file the rule can name. (Adding files
    // to a directory, "never add files to `dist/`", does create files there.)
    let into_a_path = ctx
        .codes
        .iter()
        .filter(|c| is_path_like(c) && !c.ends_with('/'))
        .any(|c| {
            ctx.text.match_indices(&format!("`{c}`")).any(|(at, _)| {
                let before: Vec<String> = ctx.text[..at]
                    .split_whitespace()
                    .rev()
                    .take(2)
                    .map(str::to_lowercase)
                    .collect();
                let preposition = match before.as_slice() {
                    [article, p, ..] if matches!(article.as_str(), "a" | "an" | "the" | "any") => p.as_str(),
                    [p, ..] => p.as_str(),
                    [] => "",
                };
                matches!(preposition, "to" | "into")
            })
        });
    if into_a_path && matches!(verb.as_str(), "add" | "put" | "place" | "write") {
        return None;
    }
    let changes: Option<Vec<String>> = match verb.as_str() {
        "delete" | "remove" => Some(vec!["deleted".into()]),
        "add" | "create" | "put" | "place" | "write" => Some(vec!["added".into()]),
        "commit" | "check in" => Some(vec!["added".into(), "modified".into(), "renamed".into()]),
        _ => None,
    };
    let mut keys = vec![("paths", Value::List(paths.clone()))];
    if let Some(c) = &changes {
        keys.push(("changes", Value::List(c.clone())));
    }
    let target = sample_path(&paths[0]);
    let other = if target.starts_with("src/") {
        "lib/other.txt"
    } else {
        "src/other.txt"
    };
    let fail = if changes.as_deref().is_some_and(|c| c == ["deleted"]) {
        ExampleSpec::fail().before(&target, "x\n").after(other, "y\n")
    } else if changes.as_deref().is_some_and(|c| c == ["added"]) {
        ExampleSpec::fail().after(&target, "x\n")
    } else {
        ExampleSpec::fail().before(&target, "x\n").after(&target, "x\ny\n")
    };
    let fail = if changes.as_deref().is_some_and(|c| c == ["deleted"]) {
        fail
    } else {
        fail.before(other, "y\n").after(other, "y\n")
    };
    Some(Proposal {
        id: format!("{}-{}", verb_word(&verb), slug(&paths[0])),
        kind: "forbid-paths",
        keys,
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            fail,
            ExampleSpec::pass()
                .before(&target, "x\n")
                .after(&target, "x\n")
                .after(other, "y\n"),
        ],
        reason: format!("forbid-paths: no `{verb}` of `{}`", paths.join("`, `")),
    })
}

fn verb_word(verb: &str) -> &'static str {
    match verb {
        "delete" | "remove" => "delete",
        "add" | "create" | "put" | "place" | "write" => "new-file-in",
        "commit" | "check in" => "commit",
        _ => "edit",
    }
}

/// (language, the files of the language it replaces): "Kotlin for new code" means no new
/// Java files.
const SUCCESSORS: &[(&str, &[&str], &str)] = &[
    ("kotlin", &["*.java"], "src/Example.java"),
    ("typescript", &["*.js", "*.jsx"], "src/example.js"),
    ("swift", &["*.m", "*.mm"], "Sources/Example.m"),
];

/// "Kotlin for new code", "new code is written in TypeScript": no new files in the language
/// it replaces.
fn new_code_language(ctx: &Ctx) -> Option<Proposal> {
    static NEW_CODE: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"^\W*(?:use |write |prefer )?(kotlin|typescript|swift)\b[^.]*\bfor (?:all )?new (?:code|files|features|modules)\b|\bnew (?:code|files|modules) (?:is |are |must be |should be )?(?:written )?in (kotlin|typescript|swift)\b",
        )
    });
    let c = NEW_CODE.captures(&ctx.prose)?;
    let language = c.get(1).or(c.get(2))?.as_str();
    let (_, replaced, sample) = SUCCESSORS.iter().find(|(l, ..)| *l == language)?;
    let paths: Vec<String> = replaced.iter().map(|g| (*g).to_owned()).collect();
    let good = match language {
        "kotlin" => "src/Example.kt",
        "typescript" => "src/example.ts",
        _ => "Sources/Example.swift",
    };
    Some(Proposal {
        id: format!("new-{}-file", slug(replaced[0].trim_start_matches("*."))),
        kind: "forbid-paths",
        keys: vec![
            ("paths", Value::List(paths.clone())),
            ("changes", Value::List(vec!["added".into()])),
        ],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(sample, "x\n"),
            ExampleSpec::pass().after(good, "x\n"),
            ExampleSpec::pass().before(sample, "x\n").after(sample, "x\ny\n"),
        ],
        reason: format!(
            "forbid-paths: new code in {language}, so no new `{}` files",
            paths.join("`, `")
        ),
    })
}

//! #16: dependencies between the crate's modules go one way. Every `crate::…` and `super::…`
//! path in non-test code of `src/**/*.rs` is resolved to a unit of [`LAYERS`]; a unit may use
//! its own unit and units of lower layers only. An edge that goes up is an error unless
//! [`ALLOWED`] lists it, with why it is still there and how to remove it. git2 is named only
//! inside `src/git/` (and in [`GIT2_ALLOWED`]).
//!
//! Test code (`#[cfg(test)]` items) is not checked: a test may reach anywhere.

use std::collections::BTreeSet;
use std::path::Path;

use crate::support::rust_sources;

/// The layers, lowest first: (unit, the module paths it is made of). A path belongs to the
/// unit with the longest matching prefix.
const LAYERS: &[&[(&str, &[&str])]] = &[
    // Leaves: depend on nothing in the crate.
    &[
        ("exit", &["exit"]),
        ("hash", &["hash"]),
        ("language", &["language"]),
        ("text", &["text"]),
        ("parallel", &["parallel"]),
    ],
    // One data type for everything reported (codes, lint names, violations).
    &[("diagnostic", &["diagnostic"])],
    // Commit views as plain data, built from git2 (nothing above touches git2).
    &[("git", &["git"])],
    // Tree-sitter parsing, one tree per file.
    &[("syntax", &["syntax"])],
    // Configuration decoding: the spanned YAML tree, the collecting decoder, the declared
    // shapes. Under `ruleset/`, but below the checks, which read their keys with it.
    &[(
        "config",
        &["ruleset::yaml", "ruleset::decode", "ruleset::spec", "ruleset::pattern"],
    )],
    &[("manifest", &["manifest"])],
    // The check kinds, registered once.
    &[("checks", &["checks"])],
    // The compiled rule set: rules holding checks.
    &[("ruleset", &["ruleset"])],
    // Context files and their instructions.
    &[("instructions", &["instructions"])],
    &[
        ("suppress", &["suppress"]),
        ("drift", &["drift"]),
        ("baseline", &["baseline"]),
        ("report", &["report"]),
    ],
    &[("engine", &["engine"]), ("lint", &["lint"])],
    &[("audit", &["audit"])],
    &[("compile", &["compile"])],
    &[("cli", &["cli"])],
    &[("commands", &["commands"])],
    &[("lib", &[""])],
];

/// Edges that go up, each still there for a reason; remove a row when its edge goes.
const ALLOWED: &[(&str, &str, &str)] = &[];

/// Files outside `src/git/` that still name git2, and why.
const GIT2_ALLOWED: &[(&str, &str)] = &[];

fn unit_of(path: &str) -> Option<(&'static str, usize)> {
    let mut best: Option<(&str, usize, usize)> = None;
    for (layer, units) in LAYERS.iter().enumerate() {
        for (unit, prefixes) in units.iter() {
            for prefix in prefixes.iter() {
                let matches = prefix.is_empty() || path == *prefix || path.starts_with(&format!("{prefix}::"));
                if matches && best.is_none_or(|(_, _, len)| prefix.len() > len) {
                    best = Some((unit, layer, prefix.len()));
                }
            }
        }
    }
    best.map(|(unit, layer, _)| (unit, layer))
}

/// The module path of a source file: `src/ruleset/decode.rs` → `ruleset::decode`.
fn module_of(file: &Path, src: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).filter(|p| *p != "mod").collect();
    match parts.as_slice() {
        ["lib"] | ["main"] => String::new(),
        _ => parts.join("::"),
    }
}

/// The source without comments and `#[cfg(test)]` items.
fn code_only(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed.starts_with("#[cfg(test)]") {
            // Skip the item: up to the `;` of a one-line item or its closing brace.
            let mut depth = 0i32;
            let mut opened = false;
            for item in lines.by_ref() {
                let item = item.split("//").next().unwrap_or("");
                depth += item.matches('{').count() as i32 - item.matches('}').count() as i32;
                opened |= item.contains('{');
                if (opened && depth <= 0) || (!opened && item.trim_end().ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        let code = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The module paths `code` names through `crate::` or `super::`, resolved from `module`.
fn paths_named(code: &str, module: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (anchor, base) in [("crate::", String::new()), ("super::", parent(module))] {
        let mut rest = code;
        while let Some(i) = rest.find(anchor) {
            let before = rest[..i].chars().next_back();
            rest = &rest[i + anchor.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut segments: Vec<String> = Vec::new();
            let mut tail = rest;
            loop {
                let len = tail
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(tail.len());
                let segment = &tail[..len];
                if segment.is_empty() || !segment.starts_with(|c: char| c.is_ascii_lowercase()) {
                    break;
                }
                segments.push(segment.to_owned());
                tail = &tail[len..];
                match tail.strip_prefix("::") {
                    Some(t) => tail = t,
                    None => break,
                }
            }
            let join = |extra: &[String]| {
                let mut all: Vec<String> = base.split("::").filter(|s| !s.is_empty()).map(str::to_owned).collect();
                all.extend(segments.iter().cloned());
                all.extend(extra.iter().cloned());
                all.join("::")
            };
            // `crate::a::{b::C, d}`: each item's leading module names count.
            if let Some(group) = tail.strip_prefix('{') {
                let group = &group[..group.find('}').unwrap_or(group.len())];
                for item in group.split(',') {
                    let item = item.trim();
                    let lead: Vec<String> = item
                        .split("::")
                        .take_while(|s| s.starts_with(|c: char| c.is_ascii_lowercase()) && *s != "self")
                        .map(|s| {
                            s.trim_end_matches(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                                .to_owned()
                        })
                        .collect();
                    out.insert(join(&lead));
                }
            } else {
                out.insert(join(&[]));
            }
        }
    }
    out
}

fn parent(module: &str) -> String {
    match module.rfind("::") {
        Some(i) => module[..i].to_owned(),
        None => String::new(),
    }
}

#[test]
fn dependencies_go_down_the_layering_table() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_sources(&src);
    let mut wrong = Vec::new();
    let mut used_allowances = BTreeSet::new();
    for file in &files {
        let module = module_of(file, &src);
        if module == "main" {
            continue;
        }
        let (from, from_layer) = unit_of(&module).unwrap_or_else(|| panic!("{module} is in no unit of LAYERS"));
        let code = code_only(&std::fs::read_to_string(file).unwrap());
        for path in paths_named(&code, &module) {
            let Some((to, to_layer)) = unit_of(&path) else {
                continue;
            };
            if to == from || to_layer < from_layer {
                continue;
            }
            if let Some(allowed) = ALLOWED.iter().find(|(f, t, _)| *f == from && *t == to) {
                used_allowances.insert(allowed.2);
                continue;
            }
            wrong.push(format!(
                "{}: {from} → {to} (`{path}`)",
                file.strip_prefix(&src).unwrap().display()
            ));
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "edges against tests/layering.rs's LAYERS (move the code down, or add an explained ALLOWED row):\n{}",
        wrong.join("\n")
    );
    for (from, to, why) in ALLOWED {
        assert!(
            used_allowances.contains(why),
            "ALLOWED {from} → {to} ({why}) is no longer needed: remove the row"
        );
    }
}

#[test]
fn git2_stays_inside_git() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_sources(&src);
    let mut wrong = Vec::new();
    for file in &files {
        let rel = format!("src/{}", file.strip_prefix(&src).unwrap().display());
        if rel.starts_with("src/git/") || GIT2_ALLOWED.iter().any(|(f, _)| *f == rel) {
            continue;
        }
        let code = code_only(&std::fs::read_to_string(file).unwrap());
        if code.contains("git2::") || code.contains("use git2") {
            wrong.push(rel);
        }
    }
    assert!(wrong.is_empty(), "git2 named outside src/git/: {wrong:?}");
    for (file, why) in GIT2_ALLOWED {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
        assert!(
            code_only(&text).contains("git2"),
            "GIT2_ALLOWED {file} ({why}) is no longer needed: remove the row"
        );
    }
}

#[test]
fn the_scanner_sees_edges() {
    let code = code_only(concat!(
        "use crate::ruleset::{decode::Decoder, Rule};\n",
        "use super::Finding;\n",
        "// crate::lint\n",
        "#[cfg(test)]\n",
        "mod tests {\n",
        "    use crate::compile;\n",
        "}\n",
        "fn f() { crate::syntax::parse(); }\n",
    ));
    let paths = paths_named(&code, "checks::naming");
    let units: BTreeSet<_> = paths.iter().filter_map(|p| unit_of(p)).map(|(u, _)| u).collect();
    assert_eq!(
        units,
        ["checks", "config", "ruleset", "syntax"].into_iter().collect(),
        "{paths:?}"
    );
}

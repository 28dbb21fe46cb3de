//! Package manifests and their dependency sections: whether an edit of `package.json`,
//! `Cargo.toml` or `pyproject.toml` changed what the project depends on (a lockfile follows
//! that), or only its scripts, version or metadata (no lockfile change is due).

use serde_json::Value as Json;

/// The dependency sections of a `package.json`.
const NPM_SECTIONS: &[&str] = &[
    "bundleDependencies",
    "bundledDependencies",
    "dependencies",
    "devDependencies",
    "optionalDependencies",
    "overrides",
    "peerDependencies",
    "resolutions",
];

/// Tables of a `Cargo.toml` that hold dependencies (also under `target.<cfg>.` and
/// `workspace.`).
const CARGO_TABLES: &[&str] = &[
    "build-dependencies",
    "dependencies",
    "dev-dependencies",
    "patch",
    "replace",
];

/// Dotted keys of a `pyproject.toml` that hold dependencies.
const PYPROJECT_KEYS: &[&[&str]] = &[
    &["build-system", "requires"],
    &["dependency-groups"],
    &["project", "dependencies"],
    &["project", "optional-dependencies"],
    &["tool", "poetry", "dependencies"],
    &["tool", "poetry", "dev-dependencies"],
    &["tool", "poetry", "group"],
    &["tool", "uv", "dev-dependencies"],
    &["tool", "uv", "sources"],
];

/// Whether `path` names a manifest whose dependency sections this module reads.
pub fn is_known(path: &str) -> bool {
    matches!(
        path.rsplit('/').next().unwrap_or(path),
        "package.json" | "Cargo.toml" | "pyproject.toml"
    )
}

/// Whether the dependencies `path` declares differ between `before` and `after` (`None`:
/// the file did not exist). A manifest of another kind, or one that does not parse, counts as
/// changed: the check then falls back to "any edit", never to silence.
pub fn dependencies_changed(path: &str, before: Option<&str>, after: Option<&str>) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let sections = |text: Option<&str>| -> Option<Json> {
        let Some(text) = text else {
            return Some(Json::Null);
        };
        match name {
            "package.json" => npm(text),
            "Cargo.toml" => cargo(text),
            "pyproject.toml" => pyproject(text),
            _ => None,
        }
    };
    match (sections(before), sections(after)) {
        (Some(b), Some(a)) => b != a,
        _ => true,
    }
}

fn npm(text: &str) -> Option<Json> {
    let manifest: Json = serde_json::from_str(text).ok()?;
    let mut out = serde_json::Map::new();
    for key in NPM_SECTIONS {
        if let Some(v) = manifest.get(*key) {
            out.insert((*key).to_owned(), v.clone());
        }
    }
    // pnpm keeps its overrides under `pnpm`.
    if let Some(v) = manifest.get("pnpm").and_then(|p| p.get("overrides")) {
        out.insert("pnpm.overrides".into(), v.clone());
    }
    Some(Json::Object(out))
}

fn toml_json(text: &str) -> Option<Json> {
    let table: toml::Table = toml::from_str(text).ok()?;
    serde_json::to_value(table).ok()
}

fn cargo(text: &str) -> Option<Json> {
    let manifest = toml_json(text)?;
    let mut out = serde_json::Map::new();
    let mut take = |prefix: &str, table: &Json| {
        for key in CARGO_TABLES {
            if let Some(v) = table.get(*key) {
                out.insert(format!("{prefix}{key}"), v.clone());
            }
        }
    };
    take("", &manifest);
    if let Some(ws) = manifest.get("workspace") {
        take("workspace.", ws);
    }
    if let Some(Json::Object(targets)) = manifest.get("target") {
        for (cfg, table) in targets {
            take(&format!("target.{cfg}."), table);
        }
    }
    Some(Json::Object(out))
}

fn pyproject(text: &str) -> Option<Json> {
    let manifest = toml_json(text)?;
    let mut out = serde_json::Map::new();
    for path in PYPROJECT_KEYS {
        let mut at = &manifest;
        let found = path.iter().all(|k| match at.get(*k) {
            Some(v) => {
                at = v;
                true
            }
            None => false,
        });
        if found {
            out.insert(path.join("."), at.clone());
        }
    }
    Some(Json::Object(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted() {
        for pair in NPM_SECTIONS.windows(2).chain(CARGO_TABLES.windows(2)) {
            assert!(pair[0] < pair[1], "{pair:?}");
        }
        for pair in PYPROJECT_KEYS.windows(2) {
            assert!(pair[0] < pair[1], "{pair:?}");
        }
    }

    #[test]
    fn scripts_and_versions_are_not_dependencies() {
        let before = r#"{"name": "a", "version": "1.0.0", "scripts": {"t": "vitest"}, "dependencies": {"x": "^1"}}"#;
        let scripts =
            r#"{"name": "a", "version": "1.1.0", "scripts": {"t": "vitest run"}, "dependencies": {"x": "^1"}}"#;
        let bumped = r#"{"name": "a", "version": "1.0.0", "scripts": {"t": "vitest"}, "dependencies": {"x": "^2"}}"#;
        assert!(!dependencies_changed("package.json", Some(before), Some(scripts)));
        assert!(dependencies_changed("pkg/package.json", Some(before), Some(bumped)));
        assert!(dependencies_changed("package.json", None, Some(before)));
        assert!(dependencies_changed("package.json", Some(before), Some("{ broken")));
    }

    #[test]
    fn cargo_and_pyproject_tables() {
        let before = "[package]\nname = \"a\"\nversion = \"0.1.0\"\n\n[dependencies]\nserde = \"1\"\n";
        let version = before.replace("0.1.0", "0.2.0");
        let dep = format!("{before}regex = \"1\"\n");
        assert!(!dependencies_changed("Cargo.toml", Some(before), Some(&version)));
        assert!(dependencies_changed("Cargo.toml", Some(before), Some(&dep)));
        let target = format!("{before}\n[target.'cfg(unix)'.dependencies]\nlibc = \"0.2\"\n");
        assert!(dependencies_changed("Cargo.toml", Some(before), Some(&target)));

        let py = "[project]\nname = \"a\"\ndescription = \"x\"\ndependencies = [\"httpx\"]\n";
        assert!(!dependencies_changed(
            "pyproject.toml",
            Some(py),
            Some(&py.replace("\"x\"", "\"y\""))
        ));
        assert!(dependencies_changed(
            "pyproject.toml",
            Some(py),
            Some(&py.replace("httpx", "httpx>=0.27"))
        ));
        assert!(dependencies_changed(
            "go.mod",
            Some("module a\n"),
            Some("module a\n\ngo 1.22\n")
        ));
    }
}

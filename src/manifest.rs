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

/// Whether `path` names a lockfile: a file its package manager writes whenever the
/// dependencies change (`Cargo.lock`, `package-lock.json`, `go.sum`, `*.lock`).
pub fn is_lockfile(path: &str) -> bool {
    const NAMES: &[&str] = &[
        "Package.resolved",
        "bun.lockb",
        "go.sum",
        "gradle.lockfile",
        "npm-shrinkwrap.json",
        "package-lock.json",
        "packages.lock.json",
        "pnpm-lock.yaml",
    ];
    let name = path.trim_end_matches('/').rsplit('/').next().unwrap_or(path);
    name.ends_with(".lock") || NAMES.contains(&name)
}

/// Whether `path` names a package manifest of any ecosystem (`package.json`, `composer.json`,
/// `Gemfile`, `go.mod`), the file a lockfile follows.
pub fn is_any_manifest(path: &str) -> bool {
    const NAMES: &[&str] = &[
        "Cargo.toml",
        "Gemfile",
        "Package.swift",
        "Pipfile",
        "build.gradle",
        "build.gradle.kts",
        "composer.json",
        "go.mod",
        "package.json",
        "pom.xml",
        "pubspec.yaml",
        "pyproject.toml",
    ];
    NAMES.contains(&path.trim_end_matches('/').rsplit('/').next().unwrap_or(path))
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

/// The manifests a lockfile at the repository root records, as anchored globs: the root
/// manifest and the workspace members (`pnpm-workspace.yaml` `packages`, `package.json`
/// `workspaces`, `Cargo.toml` `[workspace] members`, `[tool.uv.workspace] members`). A manifest elsewhere (a template, a
/// fixture with its own lockfile) is not the lockfile's, and editing it owes the lockfile
/// nothing. `None` for another file, or when the root manifest is not there to read.
pub fn lockfile_members(lockfile: &str, read: &dyn Fn(&str) -> Option<String>) -> Option<Vec<String>> {
    let (manifest, members) = match lockfile {
        "pnpm-lock.yaml" => {
            read("package.json")?;
            let workspace = read("pnpm-workspace.yaml").unwrap_or_default();
            ("package.json", pnpm_packages(&workspace))
        }
        "package-lock.json" | "npm-shrinkwrap.json" | "yarn.lock" | "bun.lock" | "bun.lockb" => {
            let root: Json = serde_json::from_str(&read("package.json")?).ok()?;
            let workspaces = root.get("workspaces");
            let list = workspaces.and_then(|w| w.get("packages")).or(workspaces);
            ("package.json", strings(list))
        }
        "Cargo.lock" => {
            let root = toml_json(&read("Cargo.toml")?)?;
            (
                "Cargo.toml",
                strings(root.get("workspace").and_then(|w| w.get("members"))),
            )
        }
        "uv.lock" | "poetry.lock" | "pdm.lock" => {
            let root = toml_json(&read("pyproject.toml")?)?;
            let uv_workspace = ["tool", "uv", "workspace", "members"]
                .iter()
                .try_fold(&root, |at, key| at.get(*key));
            ("pyproject.toml", strings(uv_workspace))
        }
        _ => return None,
    };
    let mut globs = vec![format!("/{manifest}")];
    for member in members.iter().filter(|m| !m.starts_with('!')) {
        let dir = member.trim_start_matches("./").trim_end_matches('/');
        globs.push(format!("/{dir}/{manifest}"));
    }
    Some(globs)
}

fn strings(list: Option<&Json>) -> Vec<String> {
    list.and_then(Json::as_array)
        .map(|l| l.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

/// The `packages` globs of a `pnpm-workspace.yaml`.
fn pnpm_packages(text: &str) -> Vec<String> {
    use crate::ruleset::yaml::{self, Value};
    let Ok(doc) = yaml::parse(text) else {
        return Vec::new();
    };
    let Value::Map(entries) = doc.value else {
        return Vec::new();
    };
    entries
        .iter()
        .find(|(k, _)| matches!(&k.value, Value::Str(s) if s == "packages"))
        .and_then(|(_, v)| match &v.value {
            Value::Seq(items) => Some(
                items
                    .iter()
                    .filter_map(|i| match &i.value {
                        Value::Str(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
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

    #[test]
    fn lockfiles_record_the_root_manifest_and_the_workspace_members() {
        let files = |list: &'static [(&'static str, &'static str)]| {
            move |p: &str| list.iter().find(|(path, _)| *path == p).map(|(_, t)| (*t).to_owned())
        };
        let pnpm = files(&[
            ("package.json", "{}"),
            (
                "pnpm-workspace.yaml",
                "packages:\n  - \"packages/*\"\n  - tools\n  - '!packages/skip'\n",
            ),
        ]);
        assert_eq!(
            lockfile_members("pnpm-lock.yaml", &pnpm).unwrap(),
            ["/package.json", "/packages/*/package.json", "/tools/package.json"]
        );
        let npm = files(&[("package.json", r#"{"workspaces": ["apps/*"]}"#)]);
        assert_eq!(
            lockfile_members("package-lock.json", &npm).unwrap(),
            ["/package.json", "/apps/*/package.json"]
        );
        let yarn = files(&[("package.json", r#"{"workspaces": {"packages": ["libs/*"]}}"#)]);
        assert_eq!(
            lockfile_members("yarn.lock", &yarn).unwrap(),
            ["/package.json", "/libs/*/package.json"]
        );
        let cargo = files(&[("Cargo.toml", "[workspace]\nmembers = [\"crates/*\"]\n")]);
        assert_eq!(
            lockfile_members("Cargo.lock", &cargo).unwrap(),
            ["/Cargo.toml", "/crates/*/Cargo.toml"]
        );
        let single = files(&[("package.json", "{}")]);
        assert_eq!(lockfile_members("pnpm-lock.yaml", &single).unwrap(), ["/package.json"]);
        assert!(lockfile_members("pnpm-lock.yaml", &files(&[])).is_none());
        let uv = files(&[("pyproject.toml", "[tool.uv.workspace]\nmembers = [\"libs/*\"]\n")]);
        assert_eq!(
            lockfile_members("uv.lock", &uv).unwrap(),
            ["/pyproject.toml", "/libs/*/pyproject.toml"]
        );
        assert!(lockfile_members("Gemfile.lock", &single).is_none());
    }
}

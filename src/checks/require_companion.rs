//! `require-companion`
//!
//! **What it checks:** a commit that adds, modifies or renames a file matching `when` also
//! changes a file matching `require` (in any way). `exclude` removes paths from `when`;
//! `require` sees every changed path. With `changes: dependencies`, a `package.json`,
//! `Cargo.toml` or `pyproject.toml` under `when` counts only when its dependency sections
//! changed (`dependencies`, `devDependencies`, `[dependencies]`, `[project] dependencies`, …),
//! not for an edit of its scripts, version or metadata; other files under `when` count for
//! any edit.
//!
//! **Why:** "add tests with every change to `src/`", "update `CHANGELOG.md` when you change
//! behaviour", "commit `pnpm-lock.yaml` when you change dependencies".
//!
//! **Example rule:** `check: { kind: require-companion, when: ["src/**/*.py"], require: ["tests/**"] }`
//!
//! **Example violation:** a commit touching only `src/app.py` — "`src/app.py` changed, but no
//! file matching `tests/**` did".

use super::{Finding, Location};
use crate::diagnostic::Code;
use crate::git::{ChangedFile, CommitView, FileStatus};
use crate::ruleset::decode::{Decoder, MapReader, PathMatcher};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};

pub const SPEC: KindSpec = KindSpec {
    name: "require-companion",
    source: include_str!("require_companion.rs"),
    keys: &[
        Key::new(
            "when",
            Type::Globs,
            "A commit adding, modifying or renaming a file matching these…",
        )
        .required(),
        Key::new(
            "require",
            Type::Globs,
            "…also changes a file matching these (in any way).",
        )
        .required(),
        Key::new(
            "changes",
            Type::Enum(&CHANGES_NAMES),
            "`dependencies`: a manifest under `when` counts only when its dependency sections changed.",
        )
        .default("any"),
    ],
    one_of: &[],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for RequireCompanion {
    const SPEC: &'static KindSpec = &SPEC;

    fn needs_content(&self, path: &str) -> bool {
        self.reads_content(path)
    }

    fn skips_generated(&self) -> bool {
        false
    }

    fn judge(&self, view: &crate::git::CommitView, files: &[&crate::git::ChangedFile], sink: &mut Vec<super::Finding>) {
        self.evaluate(view, files, sink)
    }
}

/// Which edits of a file under `when` call for the companion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Changes {
    Any,
    Dependencies,
}

const CHANGES: &[(&str, Changes)] = &[("any", Changes::Any), ("dependencies", Changes::Dependencies)];
const CHANGES_NAMES: [&str; CHANGES.len()] = table_names(CHANGES);

#[derive(Debug, Clone)]
pub struct RequireCompanion {
    when: PathMatcher,
    require: PathMatcher,
    changes: Changes,
}

impl RequireCompanion {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<RequireCompanion> {
        let span = map.span();
        let when = map.take("when").and_then(|n| d.strings(n, "`when`"));
        let require = map.take("require").and_then(|n| d.strings(n, "`require`"));
        let changes = map
            .take("changes")
            .map_or(Some(Changes::Any), |n| d.choice(n, "`changes`", CHANGES));
        map.finish(d, "a `require-companion` check", &SPEC.known_keys());
        let (Some(when), Some(require)) = (when, require) else {
            d.error(
                Code::MissingKey,
                span,
                "a `require-companion` check needs `when` and `require`",
                "missing `when` or `require`",
            );
            return None;
        };
        let when = d.globs(&when, "`when`");
        let require = d.globs(&require, "`require`");
        Some(RequireCompanion {
            when: when?,
            require: require?,
            changes: changes?,
        })
    }

    /// Whether the rule reads `path`'s content: a manifest under `when`, with
    /// `changes: dependencies`.
    pub fn reads_content(&self, path: &str) -> bool {
        self.changes == Changes::Dependencies && crate::manifest::is_known(path) && self.when.is_match(path)
    }

    fn triggers(&self, f: &ChangedFile) -> bool {
        if f.status == FileStatus::Deleted || !self.when.is_match(&f.path) {
            return false;
        }
        if self.changes == Changes::Any || !crate::manifest::is_known(&f.path) {
            return true;
        }
        let Some(content) = &f.content else { return true };
        crate::manifest::dependencies_changed(
            &f.path,
            content.before_text().as_deref(),
            content.after_text().as_deref(),
        )
    }

    pub fn evaluate(&self, view: &CommitView, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        let triggers: Vec<&str> = files
            .iter()
            .filter(|f| self.triggers(f))
            .map(|f| f.path.as_str())
            .collect();
        let Some(first) = triggers.first() else { return };
        let satisfied = view
            .files
            .iter()
            .any(|f| self.require.is_match(&f.path) || f.old_path.as_deref().is_some_and(|p| self.require.is_match(p)));
        if satisfied {
            return;
        }
        let what = match triggers.len() {
            1 => format!("`{first}` changed"),
            n => format!(
                "`{first}` and {} other file{} changed",
                n - 1,
                if n == 2 { "" } else { "s" }
            ),
        };
        sink.push(Finding::new(
            Location::Path {
                path: (*first).to_owned(),
            },
            format!(
                "{what}, but no file matching {} did",
                self.require
                    .patterns
                    .iter()
                    .map(|p| format!("`{p}`"))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            "changed without its companion",
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn requires_companion() {
        let c = check("kind: require-companion\nwhen: ['src/**/*.py']\nrequire: ['tests/**', CHANGELOG.md]\n");
        assert_eq!(run(&c, &[], &[("src/a.py", "x")], None).len(), 1);
        assert!(run(&c, &[], &[("src/a.py", "x"), ("tests/test_a.py", "y")], None).is_empty());
        assert!(run(&c, &[], &[("src/a.py", "x"), ("CHANGELOG.md", "y")], None).is_empty());
        assert!(run(&c, &[], &[("docs/a.md", "x")], None).is_empty());

        let deps =
            check("kind: require-companion\nwhen: [package.json]\nrequire: [pnpm-lock.yaml]\nchanges: dependencies\n");
        let before = r#"{"scripts": {"t": "a"}, "dependencies": {"x": "1"}}"#;
        let scripts = r#"{"scripts": {"t": "b"}, "dependencies": {"x": "1"}}"#;
        let bumped = r#"{"scripts": {"t": "a"}, "dependencies": {"x": "2"}}"#;
        let old = [("package.json", before)];
        assert!(run(&deps, &old, &[("package.json", scripts)], None).is_empty());
        assert_eq!(run(&deps, &old, &[("package.json", bumped)], None).len(), 1);
        assert!(run(&deps, &old, &[("package.json", bumped), ("pnpm-lock.yaml", "y")], None).is_empty());
        // Deleting a source file needs no test.
        assert!(run(&c, &[("src/a.py", "x")], &[], None).is_empty());
    }
}

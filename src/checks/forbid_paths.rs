//! `forbid-paths`
//!
//! **What it checks:** no changed file matches `paths` with one of the `changes` (default: any
//! of `added`, `modified`, `deleted`, `renamed`). A rename matches on its old or its new path.
//!
//! **Why:** "never edit `src/generated/`", "do not commit `.env` files", "don't touch the
//! migrations" — paths an agent must leave alone.
//!
//! **Example rule:** `check: { kind: forbid-paths, paths: ["src/generated/**"], changes: [added, modified] }`
//!
//! **Example violation:** a commit modifying `src/generated/api.rs` — "`src/generated/api.rs` must not be modified".

use super::{Finding, Location};
use crate::diagnostic::Code;
use crate::git::{ChangedFile, FileStatus};
use crate::ruleset::decode::{Decoder, MapReader, PathMatcher};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};

pub const SPEC: KindSpec = KindSpec {
    name: "forbid-paths",
    source: include_str!("forbid_paths.rs"),
    keys: &[
        Key::new("paths", Type::Globs, "The paths no change may touch.").required(),
        Key::new(
            "changes",
            Type::EnumList(&STATUS_NAMES),
            "Which changes are forbidden (default: all four).",
        ),
    ],
    one_of: &[],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for ForbidPaths {
    const SPEC: &'static KindSpec = &SPEC;

    fn needs_content(&self, _path: &str) -> bool {
        false
    }

    fn skips_generated(&self) -> bool {
        false
    }

    fn judge(
        &self,
        _view: &crate::git::CommitView,
        files: &[&crate::git::ChangedFile],
        sink: &mut Vec<super::Finding>,
    ) {
        self.evaluate(files, sink)
    }
}

const STATUSES: &[(&str, FileStatus)] = &[
    ("added", FileStatus::Added),
    ("modified", FileStatus::Modified),
    ("deleted", FileStatus::Deleted),
    ("renamed", FileStatus::Renamed),
];
const STATUS_NAMES: [&str; STATUSES.len()] = table_names(STATUSES);

#[derive(Debug, Clone)]
pub struct ForbidPaths {
    paths: PathMatcher,
    changes: Vec<FileStatus>,
}

impl ForbidPaths {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<ForbidPaths> {
        let span = map.span();
        let paths = map.take("paths").and_then(|n| d.strings(n, "`paths`"));
        let changes = match map.take("changes") {
            Some(n) => {
                let items = d.strings(n, "`changes`")?;
                let mut out = Vec::new();
                for item in items {
                    match STATUSES.iter().find(|(name, _)| *name == item.value) {
                        Some((_, s)) => out.push(*s),
                        None => {
                            d.error(
                                Code::InvalidValue,
                                item.span,
                                format!(
                                    "`changes` entry `{}` is not one of added, modified, deleted, renamed",
                                    item.value
                                ),
                                "unknown change",
                            );
                        }
                    }
                }
                out
            }
            None => STATUSES.iter().map(|(_, s)| *s).collect(),
        };
        map.finish(d, "a `forbid-paths` check", &SPEC.known_keys());
        let Some(paths) = paths else {
            d.error(
                Code::MissingKey,
                span,
                "a `forbid-paths` check needs `paths`",
                "missing `paths`",
            );
            return None;
        };
        Some(ForbidPaths {
            paths: d.globs(&paths, "`paths`")?,
            changes,
        })
    }

    pub fn evaluate(&self, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        for file in files {
            if !self.changes.contains(&file.status) {
                continue;
            }
            let hit =
                self.paths.is_match(&file.path) || file.old_path.as_deref().is_some_and(|p| self.paths.is_match(p));
            if hit {
                let what = match &file.old_path {
                    Some(old) => format!("`{old}` → `{}`", file.path),
                    None => format!("`{}`", file.path),
                };
                sink.push(Finding::new(
                    Location::Path {
                        path: file.path.clone(),
                    },
                    format!(
                        "{what} must not be {} (protected: {})",
                        file.status.as_str(),
                        self.paths.patterns.join(", ")
                    ),
                    format!("{} here", file.status.as_str()),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    #[test]
    fn forbids_matching_changes() {
        let c = check("kind: forbid-paths\npaths: ['src/generated/']\nchanges: [modified, deleted]\n");
        assert_eq!(
            run(&c, &[("src/generated/a.rs", "1")], &[("src/generated/a.rs", "2")], None).len(),
            1
        );
        assert_eq!(run(&c, &[("src/generated/a.rs", "1")], &[], None).len(), 1);
        // Adding is allowed by `changes`.
        assert!(run(&c, &[], &[("src/generated/b.rs", "1")], None).is_empty());
        assert!(run(&c, &[("src/a.rs", "1")], &[("src/a.rs", "2")], None).is_empty());
    }

    #[test]
    fn needs_paths() {
        assert!(compile_errors("kind: forbid-paths\n")[0].contains("needs `paths`"));
        assert!(compile_errors("kind: forbid-paths\npaths: ['a/[']\n")[0].contains("not a valid glob"));
        assert!(compile_errors("kind: forbid-paths\npaths: [a]\nchanges: [edited]\n")[0].contains("`edited`"));
    }
}

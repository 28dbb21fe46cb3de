//! `file-name`
//!
//! **What it checks:** the basename of every added (or renamed-to) file matches `pattern`.
//! Anchor the pattern (`^…$`) to match the whole name.
//!
//! **Why:** "test files are named `test_*.py`", "components use PascalCase file names",
//! "use kebab-case for new files".
//!
//! **Example rule:** `paths: ["tests/**"]`, `check: { kind: file-name, pattern: "^test_[a-z0-9_]+\\.py$" }`
//!
//! **Example violation:** adding `tests/TestFoo.py` — "file name `TestFoo.py` does not match …".

use crate::ruleset::pattern::LazyRegex;

use super::{Finding, Location};
use crate::diagnostic::Code;
use crate::git::{ChangedFile, FileStatus};
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type};

pub const SPEC: KindSpec = KindSpec {
    name: "file-name",
    source: include_str!("file_name.rs"),
    keys: &[Key::new(
        "pattern",
        Type::Regex,
        "Every added or renamed-to file's basename must match; anchor it (`^…$`) to match the whole name.",
    )
    .required()],
    one_of: &[],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for FileName {
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

#[derive(Debug, Clone)]
pub struct FileName {
    pattern: LazyRegex,
}

impl FileName {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<FileName> {
        let span = map.span();
        let pattern = map.take("pattern").and_then(|n| d.string(n, "`pattern`"));
        map.finish(d, "a `file-name` check", &SPEC.known_keys());
        let Some(pattern) = pattern else {
            d.error(
                Code::MissingKey,
                span,
                "a `file-name` check needs `pattern`",
                "missing `pattern`",
            );
            return None;
        };
        Some(FileName {
            pattern: d.regex(&pattern, "`pattern`")?,
        })
    }

    pub fn evaluate(&self, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        for file in files {
            if !matches!(file.status, FileStatus::Added | FileStatus::Renamed) {
                continue;
            }
            let name = file.path.rsplit('/').next().unwrap_or(&file.path);
            if !self.pattern.is_match(name) {
                sink.push(Finding::new(
                    Location::Path {
                        path: file.path.clone(),
                    },
                    format!("file name `{name}` does not match `{}`", self.pattern.as_str()),
                    "file name",
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn checks_added_basenames() {
        let c = check("kind: file-name\npattern: '^[a-z0-9_]+\\.py$'\n");
        assert!(run(&c, &[], &[("pkg/good_name.py", "")], None).is_empty());
        assert_eq!(run(&c, &[], &[("pkg/BadName.py", "")], None).len(), 1);
        // Existing files keep their names.
        assert!(run(&c, &[("pkg/Old.py", "a")], &[("pkg/Old.py", "b")], None).is_empty());
    }
}

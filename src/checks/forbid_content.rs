//! `forbid-content`
//!
//! **What it checks:** no line the change adds matches `pattern` (`scope: added-lines`, the
//! default), or the whole new file does not match (`scope: file`, which also reports what
//! was there before). Binary and oversized files are skipped. `^` and `$` anchor lines
//! (multi-line mode): `'^print\('` finds a `print(` at the start of any line, in both scopes.
//!
//! **Why:** "never use `print()` for logging", "don't call `os.getenv` outside config",
//! "no `console.log`", "never commit secrets" — pre-existing occurrences are not the committer's.
//!
//! **Example rule:** `paths: ["**/*.py"]`, `check: { kind: forbid-content, pattern: "\\bprint\\(" }`
//!
//! **Example violation:** an added line `print("debug")` — "forbidden `print(` (matches …)".

use crate::ruleset::pattern::LazyRegex;

use super::{Finding, Location, line_range, line_starts, shorten};
use crate::diagnostic::Code;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};

pub const SPEC: KindSpec = KindSpec {
    name: "forbid-content",
    source: include_str!("forbid_content.rs"),
    keys: &[
        Key::new(
            "pattern",
            Type::Regex,
            "No added line (with `scope: file`, no part of the new file) may match.",
        )
        .required(),
        Key::new(
            "allow-marker",
            Type::Regex,
            "A line that also matches this is allowed: an inline allowlist comment such as \
             detect-secrets' `pragma: allowlist secret`.",
        ),
        Key::new(
            "scope",
            Type::Enum(&SCOPE_NAMES),
            "`added-lines`: the lines the change adds; `file`: the whole new file.",
        )
        .default("added-lines"),
    ],
    one_of: &[],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for ForbidContent {
    const SPEC: &'static KindSpec = &SPEC;

    fn needs_content(&self, _path: &str) -> bool {
        true
    }

    fn skips_generated(&self) -> bool {
        true
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

/// More findings than this in one file say "the whole file", not "these lines".
const MAX_FINDINGS_PER_FILE: usize = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Searched {
    AddedLines,
    File,
}

const SCOPES: &[(&str, Searched)] = &[("added-lines", Searched::AddedLines), ("file", Searched::File)];
const SCOPE_NAMES: [&str; SCOPES.len()] = table_names(SCOPES);

#[derive(Debug, Clone)]
pub struct ForbidContent {
    pattern: LazyRegex,
    /// A line that matches it is exempt: the mark a reviewer leaves on a line a scanner
    /// would flag ("example key, not a secret").
    allow_marker: Option<LazyRegex>,
    scope: Searched,
}

impl ForbidContent {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<ForbidContent> {
        let span = map.span();
        let pattern = map.take("pattern").and_then(|n| d.string(n, "`pattern`"));
        let allow_marker = map.take("allow-marker").and_then(|n| d.string(n, "`allow-marker`"));
        let scope = map
            .take("scope")
            .and_then(|n| d.choice(n, "`scope`", SCOPES))
            .unwrap_or(Searched::AddedLines);
        map.finish(d, "a `forbid-content` check", &SPEC.known_keys());
        let Some(pattern) = pattern else {
            d.error(
                Code::MissingKey,
                span,
                "a `forbid-content` check needs `pattern`",
                "missing `pattern`",
            );
            return None;
        };
        let allow_marker = match allow_marker {
            Some(marker) => Some(d.regex(&marker, "`allow-marker`")?),
            None => None,
        };
        Some(ForbidContent {
            pattern: d.regex(&pattern, "`pattern`")?,
            allow_marker,
            scope,
        })
    }

    pub fn evaluate(&self, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        for file in files {
            let Some(content) = &file.content else { continue };
            if content.after.is_none() || (self.scope == Searched::AddedLines && content.added_lines.is_empty()) {
                continue;
            }
            let Some(text) = content.after_text() else { continue };
            let marked = |range: &std::ops::Range<usize>| {
                self.allow_marker
                    .as_ref()
                    .is_some_and(|marker| marker.is_match(&text[range.clone()]))
            };
            let mut found = 0;
            let mut report = |start: usize, end: usize, sink: &mut Vec<Finding>| {
                found += 1;
                if found > MAX_FINDINGS_PER_FILE {
                    return false;
                }
                sink.push(Finding::new(
                    Location::File {
                        path: file.path.clone(),
                        text: text.clone(),
                        range: start..end,
                    },
                    format!(
                        "forbidden `{}` (matches `{}`)",
                        shorten(&text[start..end]),
                        self.pattern.as_str()
                    ),
                    "forbidden here",
                ));
                true
            };
            match self.scope {
                Searched::File => {
                    for m in self.pattern.find_iter(&text) {
                        if marked(&line_around(&text, m.start())) {
                            continue;
                        }
                        if !report(m.start(), m.end(), sink) {
                            break;
                        }
                    }
                }
                Searched::AddedLines => {
                    let starts = line_starts(&text);
                    'lines: for &line in &content.added_lines {
                        let Some(range) = line_range(&text, &starts, line).filter(|r| !marked(r)) else {
                            continue;
                        };
                        for m in self.pattern.find_iter(&text[range.clone()]) {
                            if !report(range.start + m.start(), range.start + m.end(), sink) {
                                break 'lines;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The line of `text` that holds byte `at`, without its line break.
fn line_around(text: &str, at: usize) -> std::ops::Range<usize> {
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    start..end
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn only_added_lines_by_default() {
        let c = check("kind: forbid-content\npattern: '\\bprint\\('\n");
        let before = [("a.py", "print(1)\n")];
        assert!(run(&c, &before, &[("a.py", "print(1)\nx = 2\n")], None).is_empty());
        assert_eq!(run(&c, &before, &[("a.py", "print(1)\nprint(2)\n")], None).len(), 1);
        let whole = check("kind: forbid-content\npattern: '\\bprint\\('\nscope: file\n");
        assert_eq!(run(&whole, &before, &[("a.py", "print(1)\nx = 2\n")], None).len(), 1);
    }

    #[test]
    fn a_marked_line_is_allowed_in_both_scopes() {
        let marked = "key = 'sk-1'  # pragma: allowlist secret\n";
        for scope in ["added-lines", "file"] {
            let c = check(&format!(
                "kind: forbid-content\npattern: 'sk-\\d'\nallow-marker: 'pragma: allowlist secret'\nscope: {scope}\n"
            ));
            assert!(run(&c, &[], &[("a.py", marked)], None).is_empty(), "{scope}");
            let both = format!("{marked}other = 'sk-2'\n");
            assert_eq!(run(&c, &[], &[("a.py", &both)], None).len(), 1, "{scope}");
        }
    }

    #[test]
    fn skips_binary() {
        let c = check("kind: forbid-content\npattern: 'x'\n");
        assert!(run(&c, &[], &[("a.bin", "x\0x")], None).is_empty());
    }
}

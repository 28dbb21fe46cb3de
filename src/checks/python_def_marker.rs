//! `python-def-marker`
//!
//! **What it checks:** every Python function the change adds (`functions: added`) or adds or
//! touches (`functions: changed`, the default) has `marker` as the first line below its `def`
//! header: after a multi-line signature, before the docstring. `def` and `async def`, methods,
//! nested and decorated functions all count; functions the change did not touch never do.
//!
//! **Why:** instructions like "write `# @tracked` directly below the def line of every function
//! you add or modify" are the conditional kind agents follow least.
//!
//! **Example rule:** `check: { kind: python-def-marker, marker: "# @tracked" }`
//!
//! **Example violation:** an added `def load(path):` whose next line is its docstring —
//! "function `load` has no `# @tracked` marker below its def line".
//!
//! A function counts as changed when a line of its own (its header or body, not a nested
//! function's) was added; as added when its qualified name (`Class.method`) was not in the file
//! before.

use std::collections::HashSet;
use std::ops::Range;

use tree_sitter::{Node, Tree};

use super::analysis::Shared;
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::{Finding, Location, line_range, line_starts};
use crate::diagnostic::Code;
use crate::git::{ChangedFile, FileStatus};
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::Lang;
use crate::syntax::python::parse;

pub const SPEC: KindSpec = KindSpec {
    name: "python-def-marker",
    source: include_str!("python_def_marker.rs"),
    keys: &[
        Key::new(
            "marker",
            Type::Str,
            "The line that must come right below each function's `def` header (one non-empty line).",
        )
        .required(),
        Key::new(
            "functions",
            Type::Enum(&FUNCTIONS_NAMES),
            "`added`: the functions the change adds; `changed`: also those it touches.",
        )
        .default("changed"),
    ],
    one_of: &[],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for PythonDefMarker {
    const SPEC: &'static KindSpec = &SPEC;

    fn needs_content(&self, _path: &str) -> bool {
        true
    }

    fn skips_generated(&self) -> bool {
        true
    }

    fn parses(&self) -> Option<(Option<crate::syntax::Lang>, &super::prefilter::Prefilter)> {
        Some((Some(Lang::Python), &self.prefilter))
    }

    fn default_paths(&self) -> Option<&'static [&'static str]> {
        Some(DEFAULT_PATHS)
    }

    /// It reads its files itself, by extension.
    fn reads_scripts(&self) -> bool {
        false
    }

    fn judges_files(&self) -> bool {
        true
    }

    fn judge_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        self.evaluate_file(file, shared, sink)
    }

    fn judge(&self, view: &crate::git::CommitView, files: &[&crate::git::ChangedFile], sink: &mut Vec<super::Finding>) {
        super::kind::judge_each_file(self, view, files, sink)
    }
}
/// Python's files (the language registry's).
pub const DEFAULT_PATHS: &[&str] = crate::language::Lang::Python.spec().globs;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Functions {
    Added,
    Changed,
}

const FUNCTIONS: &[(&str, Functions)] = &[("added", Functions::Added), ("changed", Functions::Changed)];
const FUNCTIONS_NAMES: [&str; FUNCTIONS.len()] = table_names(FUNCTIONS);

#[derive(Debug, Clone)]
pub struct PythonDefMarker {
    marker: String,
    functions: Functions,
    /// A `def` (or the `async` of `async def`) at or above the last added line: a function the
    /// change touches starts there.
    pub(super) prefilter: Prefilter,
}

/// A function definition as the check needs it; rows are 0-based.
struct Function {
    name: String,
    qualified: String,
    /// Byte range of the header (`def` up to and including its `:`).
    header: Range<usize>,
    /// Row of the header's closing `:`; the marker belongs on the next row.
    colon_row: usize,
    /// Row where the body starts (same as `colon_row` for `def f(): return 1`).
    body_row: usize,
    /// The function's own rows, excluding nested functions and classes.
    own_rows: Vec<Range<usize>>,
}

impl PythonDefMarker {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<PythonDefMarker> {
        let span = map.span();
        let marker = map.take("marker").and_then(|n| d.string(n, "`marker`"));
        let functions = map
            .take("functions")
            .and_then(|n| d.choice(n, "`functions`", FUNCTIONS))
            .unwrap_or(Functions::Changed);
        map.finish(d, "a `python-def-marker` check", &SPEC.known_keys());
        let Some(marker) = marker else {
            d.error(
                Code::MissingKey,
                span,
                "a `python-def-marker` check needs `marker`",
                "missing `marker`",
            );
            return None;
        };
        if marker.value.trim().is_empty() || marker.value.contains('\n') {
            d.error(
                Code::InvalidValue,
                marker.span,
                "`marker` must be one non-empty line",
                "invalid marker",
            );
            return None;
        }
        Some(PythonDefMarker {
            marker: marker.value.trim().to_owned(),
            functions,
            prefilter: Prefilter::new(|_| {
                Need::AnyOf(vec![
                    vec![Lit::word("def", Scope::Head)],
                    vec![Lit::word("async", Scope::Head)],
                ])
            }),
        })
    }

    /// Judges one selected file: its functions the change adds or touches, from the tree every
    /// structural rule shares (the touched top-level statements).
    pub fn evaluate_file(&self, file: &ChangedFile, shared: &Shared<'_>, sink: &mut Vec<Finding>) {
        if file.status == FileStatus::Deleted || !is_python(&file.path) {
            return;
        }
        let Some(content) = &file.content else { return };
        if content.added_lines.is_empty() {
            return;
        }
        let Some(after) = content.after_text() else { return };
        if !self.prefilter.admits(Lang::Python, content) {
            return;
        }
        let own = crate::syntax::lang_of_file(&file.path, content) == Some(Lang::Python);
        let fresh;
        let parsed = if own {
            shared.tree(content, Lang::Python)
        } else {
            fresh = crate::syntax::parsed(content, Lang::Python);
            fresh.as_deref()
        };
        let Some(parsed) = parsed else { return };
        let functions = functions(&parsed.tree, &after);
        // `functions: added` must tell new functions from changed ones, by qualified name in
        // the old tree; parsed at most once, and only then.
        let mut existed: Option<HashSet<String>> = None;
        let mut existed_before = |qualified: &str| {
            existed
                .get_or_insert_with(|| match (file.status, content.before_text()) {
                    (FileStatus::Added, _) | (_, None) => HashSet::new(),
                    (_, Some(before)) => parse(&before, None)
                        .map(|t| functions_of(&t, &before))
                        .unwrap_or_default(),
                })
                .contains(qualified)
        };
        let starts = line_starts(&after);
        let text = after.clone();
        for f in functions {
            let touched = f
                .own_rows
                .iter()
                .any(|rows| rows.clone().any(|r| content.is_line_added(row_to_line(r))));
            let applies = match self.functions {
                Functions::Added => touched && !existed_before(&f.qualified),
                Functions::Changed => touched,
            };
            if !applies || self.has_marker(&after, &starts, &f) {
                continue;
            }
            sink.push(Finding::new(
                Location::File {
                    path: file.path.clone(),
                    text: text.clone(),
                    range: f.header.clone(),
                },
                format!(
                    "{} function `{}` has no `{}` marker below its def line",
                    if defined_before(content.before.as_deref(), &f.name) {
                        "changed"
                    } else {
                        "new"
                    },
                    f.name,
                    self.marker
                ),
                format!("expected `{}` on the next line", self.marker),
            ));
        }
    }

    fn has_marker(&self, text: &str, starts: &[usize], f: &Function) -> bool {
        if f.body_row == f.colon_row {
            return false; // `def f(): ...` has no line below its header inside the function.
        }
        line_range(text, starts, row_to_line(f.colon_row + 1))
            .map(|r| text[r].trim())
            .is_some_and(|line| {
                line == self.marker
                    || line
                        .strip_prefix(self.marker.as_str())
                        .is_some_and(|rest| rest.starts_with(char::is_whitespace))
            })
    }
}

/// Whether `before` had a `def name(`: wording only ("new" or "changed"), so a text search
/// stands in for a second parse.
fn defined_before(before: Option<&[u8]>, name: &str) -> bool {
    let Some(before) = before else { return false };
    let needle = format!("def {name}(");
    before.windows(needle.len()).any(|w| w == needle.as_bytes())
}

fn is_python(path: &str) -> bool {
    path.ends_with(".py") || path.ends_with(".pyi")
}

fn row_to_line(row: usize) -> u32 {
    u32::try_from(row + 1).unwrap_or(u32::MAX)
}

fn functions_of(tree: &Tree, text: &str) -> HashSet<String> {
    functions(tree, text).into_iter().map(|f| f.qualified).collect()
}

/// Every function definition of the file, in source order.
fn functions(tree: &Tree, text: &str) -> Vec<Function> {
    let mut out = Vec::new();
    collect(tree.root_node(), text, &mut Vec::new(), &mut out);
    out.sort_by_key(|f| f.header.start);
    out
}

/// Nodes that can hold statements, so a `def` may sit below them. Expressions and simple
/// statements cannot (a lambda is not a `def`), and skipping them keeps the walk to a
/// fraction of the tree.
const STATEMENT_CONTAINERS: &[&str] = &[
    "block",
    "if_statement",
    "elif_clause",
    "else_clause",
    "for_statement",
    "while_statement",
    "try_statement",
    "except_clause",
    "except_group_clause",
    "finally_clause",
    "with_statement",
    "match_statement",
    "case_clause",
    "ERROR",
];

/// Collects the functions below `node` into `out` and returns the row ranges (end exclusive)
/// of the outermost definitions found, which are not the enclosing function's own rows.
fn collect(node: Node<'_>, text: &str, scope: &mut Vec<String>, out: &mut Vec<Function>) -> Vec<Range<usize>> {
    let mut definitions = Vec::new();
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        match child.kind() {
            "function_definition" => {
                definitions.push(rows(child));
                let name = name_of(child, text, "<anonymous>");
                scope.push(name.clone());
                let nested = collect(child, text, scope, out);
                scope.pop();
                out.extend(function(child, name, scope, &nested));
            }
            "class_definition" => {
                definitions.push(rows(child));
                scope.push(name_of(child, text, "<class>"));
                collect(child, text, scope, out);
                scope.pop();
            }
            "decorated_definition" => {
                // Decorator lines belong to the decorated definition, not to the enclosing one.
                definitions.push(rows(child));
                collect(child, text, scope, out);
            }
            kind if STATEMENT_CONTAINERS.contains(&kind) => definitions.extend(collect(child, text, scope, out)),
            _ => {}
        }
    }
    definitions
}

fn rows(node: Node<'_>) -> Range<usize> {
    node.start_position().row..node.end_position().row + 1
}

fn name_of(node: Node<'_>, text: &str, fallback: &str) -> String {
    node.child_by_field_name("name")
        .and_then(|n| n.utf8_text(text.as_bytes()).ok())
        .unwrap_or(fallback)
        .to_owned()
}

fn function(node: Node<'_>, name: String, scope: &[String], nested: &[Range<usize>]) -> Option<Function> {
    let body = node.child_by_field_name("body")?;
    // The header's `:` is the last `:` token that is a direct child before the body (colons
    // of annotations and lambdas sit deeper in the tree).
    let mut cursor = node.walk();
    let colon = node
        .children(&mut cursor)
        .take_while(|c| c.start_byte() < body.start_byte())
        .filter(|c| c.kind() == ":")
        .last()?;
    let all = rows(node);
    let mut own_rows = Vec::new();
    let mut row = all.start;
    for n in nested {
        if n.start > row {
            own_rows.push(row..n.start);
        }
        row = row.max(n.end);
    }
    if row < all.end {
        own_rows.push(row..all.end);
    }
    let mut qualified = scope.join(".");
    if !qualified.is_empty() {
        qualified.push('.');
    }
    qualified.push_str(&name);
    Some(Function {
        name,
        qualified,
        header: node.start_byte()..colon.end_byte(),
        colon_row: colon.end_position().row,
        body_row: body.start_position().row,
        own_rows,
    })
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    const RULE: &str = "kind: python-def-marker\nmarker: '# @tracked'\n";

    fn added(src: &str) -> Vec<String> {
        run(&check(RULE), &[], &[("a.py", src)], None)
    }

    #[test]
    fn new_functions_need_the_marker() {
        assert!(added("def f():\n    # @tracked\n    return 1\n").is_empty());
        assert_eq!(added("def f():\n    return 1\n").len(), 1);
        assert_eq!(added("async def f():\n    return 1\n").len(), 1);
        assert_eq!(added("def f(): return 1\n").len(), 1);
        // Multi-line signature: the marker goes after the closing `):`.
        assert!(
            added("def f(\n    a: int,\n    b: int,\n) -> int:\n    # @tracked\n    \"\"\"Doc.\"\"\"\n    return a\n")
                .is_empty()
        );
        assert_eq!(added("def f(\n    # @tracked\n    a,\n):\n    return a\n").len(), 1);
        // Before the docstring, not after it.
        assert_eq!(
            added("def f():\n    \"\"\"Doc.\"\"\"\n    # @tracked\n    return 1\n").len(),
            1
        );
    }

    #[test]
    fn methods_nested_and_decorated() {
        let src = "class A:\n    @property\n    def x(self):\n        def inner():\n            return 2\n        return inner()\n";
        let found = added(src);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found.iter().any(|m| m.contains("`x`")) && found.iter().any(|m| m.contains("`inner`")));
    }

    #[test]
    fn unchanged_functions_are_not_flagged() {
        let before = "def old():\n    return 1\n";
        let after = "def old():\n    return 1\n\n\ndef new():\n    # @tracked\n    return 2\n";
        assert!(run(&check(RULE), &[("a.py", before)], &[("a.py", after)], None).is_empty());
        // Touching the old function's body makes it "changed".
        let touched = "def old():\n    return 2\n";
        assert_eq!(
            run(&check(RULE), &[("a.py", before)], &[("a.py", touched)], None).len(),
            1
        );
        let only_added = check("kind: python-def-marker\nmarker: '# @tracked'\nfunctions: added\n");
        assert!(run(&only_added, &[("a.py", before)], &[("a.py", touched)], None).is_empty());
    }

    #[test]
    fn change_inside_nested_function_does_not_touch_outer() {
        let before =
            "def outer():\n    # @tracked\n    def inner():\n        # @tracked\n        return 1\n    return inner\n";
        let after = before.replace("return 1", "return 2");
        let rule = check("kind: python-def-marker\nmarker: '# @other'\n");
        let found = run(&rule, &[("a.py", before)], &[("a.py", &after)], None);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("`inner`"));
    }

    /// Partial parsing must find exactly the functions a full parse finds for every added
    /// line. Run on a tree of real Python files:
    /// `AGENTSMD_GATE_PY_CORPUS=/usr/lib/python3.11 cargo test --release -- --ignored partial`
    #[test]
    #[ignore = "needs a corpus of Python files in AGENTSMD_GATE_PY_CORPUS"]
    #[allow(clippy::print_stderr, reason = "the corpus test reports what it covered")]
    fn partial_parse_matches_full_parse_on_corpus() {
        let root = std::env::var("AGENTSMD_GATE_PY_CORPUS").expect("AGENTSMD_GATE_PY_CORPUS names a directory");
        let mut stack = vec![std::path::PathBuf::from(root)];
        let (mut files, mut lines_checked, mut with_errors) = (0, 0, 0);
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "py") {
                    continue;
                }
                let Ok(text) = std::fs::read_to_string(&path) else {
                    continue;
                };
                let line_count = text.lines().count() as u32;
                let Some(full_tree) = super::parse(&text, None) else {
                    continue;
                };
                // Where the whole file has syntax errors, tree-sitter's recovery can misplace
                // definitions (the partial parse is then the better one): compare clean files.
                if full_tree.root_node().has_error() {
                    with_errors += 1;
                    continue;
                }
                let full = super::functions(&full_tree, &text);
                files += 1;
                // At most ~60 probes a file keeps the run to minutes on a large corpus.
                for line in (1..=line_count).step_by((line_count as usize / 60).max(3)) {
                    lines_checked += 1;
                    let expected = touching(&full, line);
                    assert_eq!(touched(&text, line, true), expected, "{} line {line}", path.display());
                }
            }
        }
        eprintln!(
            "{files} files, {lines_checked} lines: partial and full parses agree ({with_errors} files with syntax errors skipped)"
        );
    }

    /// The functions whose own rows include `line`.
    fn touched(text: &str, line: u32, partial: bool) -> Vec<(String, usize)> {
        let tree = if partial {
            crate::syntax::python::parse_touched(text, &[line], crate::syntax::python::Narrowing::Bodies)
        } else {
            super::parse(text, None)
        };
        let Some(tree) = tree else { return Vec::new() };
        touching(&super::functions(&tree, text), line)
    }

    fn touching(functions: &[super::Function], line: u32) -> Vec<(String, usize)> {
        functions
            .iter()
            .filter(|f| f.own_rows.iter().any(|r| r.contains(&(line as usize - 1))))
            .map(|f| (f.qualified.clone(), f.header.start))
            .collect()
    }

    #[test]
    fn partial_parse_matches_full_parse_on_tricky_code() {
        let src = r#"import os
X = '''
def not_a_function():
'''
@decorator(
    arg='#',
)
def decorated(a="it's", b=f"{os.sep!r}"):
    # @tracked
    return (a,
b)
if __name__ == '__main__':
    def main():
        pass
else:
    def other(): pass
class K(
    Base):
    async def m(self) -> \
        int:
        return 1
"#;
        for line in 1..=src.lines().count() as u32 {
            assert_eq!(touched(src, line, true), touched(src, line, false), "line {line}");
        }
        assert_eq!(
            touched(src, 21, true),
            vec![("K.m".to_owned(), src.find("async def").unwrap())]
        );
    }

    #[test]
    fn syntax_errors_do_not_crash() {
        let found = added("def f(:\n    return 1\n\ndef g():\n    return 2\n");
        assert!(found.iter().any(|m| m.contains("`g`")), "{found:?}");
    }
}

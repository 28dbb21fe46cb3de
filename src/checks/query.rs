//! `query`
//!
//! **What it checks:** a tree-sitter `query` in the given `language`, written by the user;
//! every `@violation` capture that starts on a line the change adds is reported (with the
//! rule's `message`, or the captured text). The query is compiled when the rule file loads,
//! and an error points at the offending character inside the rule file.
//!
//! **Why:** the escape hatch, as ast-grep's and semgrep's patterns are: a structural rule no
//! built-in kind expresses ("no `useEffect` without a dependency array", "no `assert` in
//! library code").
//!
//! **Example rule:** `check: { kind: query, language: python, query: '(assert_statement) @violation' }`
//!
//! **Example violation:** an added `assert user` — "matches the query: `assert user`".
//!
//! Predicates tree-sitter evaluates itself (`#eq?`, `#match?`, `#not-eq?`, `#any-of?`) work as
//! in tree-sitter's own query syntax.

use streaming_iterator::StreamingIterator;
use tree_sitter::{Query as TsQuery, QueryCursor};

use super::Finding;
use super::analysis::Shared;
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::structural;
use crate::diagnostic::Code;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type};
use crate::ruleset::yaml::{Span, scalar_content_offset};
use crate::syntax::Lang;

pub const SPEC: KindSpec = KindSpec {
    name: "query",
    source: include_str!("query.rs"),
    keys: &[
        structural::LANGUAGE.required(),
        Key::new(
            "query",
            Type::Str,
            "A tree-sitter query; each `@violation` capture starting on an added line is reported.",
        )
        .required(),
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(Query, |k| language: Some(k.language), paths: k.language.globs());

#[derive(Debug)]
pub struct Query {
    query: TsQuery,
    violation: u32,
    pub(super) language: Lang,
    source: String,
    pub(super) prefilter: Prefilter,
    /// A Python query whose patterns look into a block ([`looks_into_blocks`]): it reads a
    /// tree of its own with definitions' bodies whole, not the shared one.
    whole_bodies: bool,
}

/// What a match of `query` needs somewhere in the file (any node of the match may carry it):
/// for one of its patterns, every keyword it spells as an anonymous node and every `#eq?`
/// string. A pattern with an alternation, a quantifier or a negated field needs nothing (they
/// can make a literal optional).
fn query_need(query: &TsQuery, source: &str) -> Need {
    Need::any_of(
        (0..query.pattern_count())
            .map(|i| {
                let text = source
                    .get(query.start_byte_for_pattern(i)..query.end_byte_for_pattern(i))
                    .unwrap_or("");
                pattern_literals(text).unwrap_or_default()
            })
            .collect(),
    )
}

fn pattern_literals(text: &str) -> Option<Vec<Lit>> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    // Inside `(#name …)`: the name and the depth it closes at.
    let mut predicate: Option<(String, usize)> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ';' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '"' => {
                let mut s = String::new();
                let (mut escaped, mut had_escape) = (false, false);
                for c in chars.by_ref() {
                    match c {
                        '"' if !escaped => break,
                        '\\' if !escaped => (escaped, had_escape) = (true, true),
                        c => {
                            s.push(c);
                            escaped = false;
                        }
                    }
                }
                let wanted = match &predicate {
                    Some((name, _)) => name == "eq?",
                    None => !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
                };
                if wanted && !s.is_empty() && !had_escape {
                    out.push(Lit::text(&s, Scope::Whole));
                }
            }
            '#' => {
                let mut name = String::new();
                while let Some(&n) = chars.peek().filter(|n| !n.is_whitespace() && **n != ')') {
                    name.push(n);
                    chars.next();
                }
                predicate = Some((name, depth));
            }
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                if predicate.as_ref().is_some_and(|(_, d)| depth < *d) {
                    predicate = None;
                }
            }
            '[' | '?' | '*' | '+' | '!' => return None,
            _ => {}
        }
    }
    Some(out)
}

impl Clone for Query {
    fn clone(&self) -> Query {
        // A compiled query is immutable; recompiling the same source cannot fail.
        let grammar = self.language.grammar().expect("compiled once, so the grammar exists");
        let source = self.source.clone();
        let query = TsQuery::new(&grammar, &source).expect("compiled once already");
        Query {
            query,
            violation: self.violation,
            language: self.language,
            source,
            prefilter: self.prefilter.clone(),
            whole_bodies: self.whole_bodies,
        }
    }
}

impl Query {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<Query> {
        let span = map.span();
        let language = structural::language(&mut map, d);
        let source = map.take("query").and_then(|n| d.string(n, "`query`"));
        map.finish(d, "a `query` check", &SPEC.known_keys());
        let language = match language? {
            Some(l) => l,
            None => {
                structural::missing(d, span, "query", "language");
                return None;
            }
        };
        let Some(source) = source else {
            structural::missing(d, span, "query", "query");
            return None;
        };
        let grammar = language.grammar()?;
        let query = match TsQuery::new(&grammar, &source.value) {
            Ok(q) => q,
            Err(e) => {
                let at = scalar_content_offset(&d.source.text, source.span, &source.value).map(|start| Span {
                    offset: start + e.offset,
                    len: 1,
                    line: source.span.line + e.row,
                    column: if e.row == 0 {
                        source.span.column + e.column
                    } else {
                        e.column + 1
                    },
                });
                let message = format!(
                    "`query` is not a valid {} tree-sitter query: {:?} error at row {}, column {}",
                    language.name(),
                    e.kind,
                    e.row + 1,
                    e.column + 1
                );
                // An empty message has no first line either.
                let label = e.message.lines().next().unwrap_or("here").to_owned();
                d.error(Code::InvalidValue, at.unwrap_or(source.span), message, label)
                    .help = Some(
                    "see https://tree-sitter.github.io/tree-sitter/using-parsers/queries; capture what to report as \
                     `@violation`"
                        .into(),
                );
                return None;
            }
        };
        let Some(violation) = query.capture_index_for_name("violation") else {
            d.error(
                Code::InvalidValue,
                source.span,
                "`query` has no `@violation` capture: nothing would be reported",
                "add `@violation`",
            );
            return None;
        };
        let need = query_need(&query, &source.value);
        Some(Query {
            query,
            violation,
            language,
            whole_bodies: language == Lang::Python && looks_into_blocks(&source.value),
            source: source.value,
            prefilter: Prefilter::new(|lang| if lang == language { need.clone() } else { Need::Always }),
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        let language = Some(self.language);
        if self.whole_bodies {
            structural::judge_file_whole_bodies(file, language, &self.prefilter, sink, |file, a, sink| {
                self.judge(file, a, sink)
            });
        } else {
            structural::judge_file(file, language, &self.prefilter, shared, sink, |file, a, sink| {
                self.judge(file, a, sink)
            });
        }
    }

    /// Reports the `@violation` captures on added lines of the analysed file.
    fn judge(&self, file: &ChangedFile, a: &super::analysis::Analysis<'_>, sink: &mut Vec<Finding>) {
        let parsed = a.parsed;
        let mut cursor = QueryCursor::new();
        if let Some(range) = added_span(file, parsed) {
            cursor.set_byte_range(range);
        }
        let mut matches = cursor.matches(&self.query, parsed.root(), parsed.text.as_bytes());
        while let Some(m) = matches.next() {
            for capture in m.captures().iter().filter(|c| c.index == self.violation) {
                if !parsed.is_added(capture.node) {
                    continue;
                }
                let text = parsed.source(capture.node);
                let short: String = text.lines().next().unwrap_or("").chars().take(60).collect();
                sink.push(structural::at(
                    file,
                    parsed,
                    capture.node,
                    format!("matches the query: `{short}`"),
                    "matches the query",
                ));
            }
        }
    }
}

/// Whether a pattern of the query `source` may look at the statements of a block (or the
/// items of a data table) beside the ones it captures: a `block`, `dictionary`, `set`, `list`
/// or wildcard node pattern with child patterns, or a sequence of sibling patterns. A Python
/// tree narrowed to the touched statements of each function and the touched items of each
/// top-level table (`syntax::python::Narrowing::Bodies`) lacks the others, so such a query reads a tree of
/// its own; `(assert_statement) @violation` or `(call function: (identifier) @f)` do not.
fn looks_into_blocks(source: &str) -> bool {
    enum Frame {
        Node { kind: String, children: usize },
        Group { children: usize },
        Alternation,
        Predicate,
    }
    let mut stack: Vec<Frame> = Vec::new();
    let child = |stack: &mut Vec<Frame>| {
        if let Some(Frame::Node { children, .. } | Frame::Group { children }) = stack.last_mut() {
            *children += 1;
        }
    };
    let word = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '/' | '.' | '?' | '!');
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ';' => {
                chars.by_ref().find(|&c| c == '\n');
            }
            '"' => {
                let mut escaped = false;
                chars.by_ref().find(|&c| {
                    let end = c == '"' && !escaped;
                    escaped = c == '\\' && !escaped;
                    end
                });
                if !matches!(stack.last(), Some(Frame::Predicate)) {
                    child(&mut stack);
                }
            }
            '@' => while chars.next_if(|&c| word(c)).is_some() {},
            '(' => {
                while chars.next_if(|c| c.is_whitespace()).is_some() {}
                match chars.peek() {
                    Some('#') => stack.push(Frame::Predicate),
                    Some('(' | '[' | '"') => {
                        child(&mut stack);
                        stack.push(Frame::Group { children: 0 });
                    }
                    _ => {
                        let mut kind = String::new();
                        while let Some(c) = chars.next_if(|&c| word(c)) {
                            kind.push(c);
                        }
                        child(&mut stack);
                        stack.push(Frame::Node { kind, children: 0 });
                    }
                }
            }
            '[' => {
                child(&mut stack);
                stack.push(Frame::Alternation);
            }
            ')' | ']' => match stack.pop() {
                Some(Frame::Node { kind, children })
                    if children > 0 && matches!(kind.as_str(), "block" | "dictionary" | "set" | "list" | "_") =>
                {
                    return true;
                }
                Some(Frame::Group { children }) if children > 1 => return true,
                _ => {}
            },
            '_' if chars.peek().is_none_or(|&c| !word(c)) => child(&mut stack),
            c if word(c) => while chars.next_if(|&c| word(c)).is_some() {},
            _ => {}
        }
    }
    false
}

/// The bytes from the start of the first added line to the end of the last: a match with a
/// capture on an added line has its root (the capture or an ancestor of it, or the parent of
/// a sibling sequence) there, and tree-sitter starts matches only at nodes that intersect the
/// cursor's range, so the query need not look at the rest of the tree (the untouched part
/// of a file the change adds to). `None`: no added line, the whole tree.
fn added_span(file: &ChangedFile, parsed: &crate::syntax::Parsed) -> Option<std::ops::Range<usize>> {
    let (&first, &last) = (parsed.added_rows.first()?, parsed.added_rows.last()?);
    let starts = file.content.as_ref()?.line_starts();
    let start = *starts.get(first)?;
    // Past the last line: open-ended, so a zero-width node at the end of the file is in.
    let end = starts.get(last + 1).copied().unwrap_or(u32::MAX as usize);
    Some(start..end)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    /// Issue #12: Python trees hold only the touched statements of a touched function (with
    /// its docstring and last statement); a query whose patterns look at a block's other
    /// statements reads a tree of its own, with bodies whole.
    #[test]
    fn a_query_that_looks_into_blocks_sees_whole_bodies() {
        for (query, looks) in [
            ("(assert_statement) @violation", false),
            ("(call function: (identifier) @f (#eq? @f \"print\")) @violation", false),
            ("((call) @violation (#match? @violation \"x(\"))", false),
            (
                "(function_definition name: (identifier) @violation body: (block))",
                false,
            ),
            ("[(if_statement) (while_statement)] @violation", false),
            ("(block (if_statement) (return_statement) @violation)", true),
            ("(_ (return_statement) @violation)", true),
            ("(dictionary (pair) @violation)", true),
            ("((if_statement) . (return_statement) @violation)", true),
            (
                "; (block (x))\n(function_definition body: (block . (expression_statement) @violation))",
                true,
            ),
        ] {
            assert_eq!(super::looks_into_blocks(query), looks, "{query}");
        }
        let c = check("kind: query\nlanguage: python\nquery: '(block (if_statement) (return_statement) @violation)'\n");
        let before = "def f(a):\n    \"\"\"Doc.\"\"\"\n    if a:\n        pass\n    x = 1\n    y = 2\n";
        let after = "def f(a):\n    \"\"\"Doc.\"\"\"\n    if a:\n        pass\n    x = 1\n    return x\n    y = 2\n";
        assert_eq!(
            run(&c, &[("a.py", before)], &[("a.py", after)], None),
            ["matches the query: `return x`"]
        );
    }

    #[test]
    fn captures_on_added_lines() {
        let c = check("kind: query\nlanguage: python\nquery: '(assert_statement) @violation'\n");
        let before = [("a.py", "assert old\n")];
        assert_eq!(
            run(&c, &before, &[("a.py", "assert old\nassert new\n")], None),
            ["matches the query: `assert new`"]
        );
        let pred = check(
            "kind: query\nlanguage: typescript\nquery: '((call_expression function: (identifier) @f) @violation (#eq? @f \"eval\"))'\n",
        );
        assert_eq!(run(&pred, &[], &[("a.ts", "eval(x);\nevaluate(y);\n")], None).len(), 1);
    }

    /// Issue #12: the query looks only at the span of the added lines, and still finds a
    /// capture there whose match starts above it (an enclosing node, a sibling before it).
    #[test]
    fn matches_that_start_above_the_added_lines() {
        let enclosing = check(
            "kind: query\nlanguage: python\nquery: '(function_definition body: (block (return_statement) @violation))'\n",
        );
        let before = "def f():\n    x = 1\n    return x\n\n\ndef g():\n    return 2\n";
        let after = "def f():\n    x = 1\n    return x + 1\n\n\ndef g():\n    return 2\n";
        assert_eq!(
            run(&enclosing, &[("a.py", before)], &[("a.py", after)], None),
            ["matches the query: `return x + 1`"]
        );
        let sibling =
            check("kind: query\nlanguage: typescript\nquery: '((comment) . (function_declaration) @violation)'\n");
        let before = "// note\nconst x = 1;\n";
        let after = "// note\nfunction h() {}\nconst x = 1;\n";
        assert_eq!(
            run(&sibling, &[("a.ts", before)], &[("a.ts", after)], None),
            ["matches the query: `function h() {}`"]
        );
        let at_end = check("kind: query\nlanguage: python\nquery: '(return_statement) @violation'\n");
        assert_eq!(
            run(
                &at_end,
                &[("a.py", "def f():\n    pass\n")],
                &[("a.py", "def f():\n    return 1")],
                None
            ),
            ["matches the query: `return 1`"]
        );
    }

    #[test]
    fn bad_queries_are_load_errors() {
        assert!(
            compile_errors("kind: query\nlanguage: python\nquery: '(assert_statement @violation'\n")[0]
                .contains("not a valid python tree-sitter query")
        );
        assert!(
            compile_errors("kind: query\nlanguage: python\nquery: '(no_such_node) @violation'\n")[0]
                .contains("not a valid")
        );
        assert!(
            compile_errors("kind: query\nlanguage: python\nquery: '(assert_statement) @x'\n")[0]
                .contains("no `@violation`")
        );
        assert!(
            compile_errors("kind: query\nquery: '(assert_statement) @violation'\n")[0].contains("needs `language`")
        );
    }
}

//! The only module that knows the YAML library (serde-saphyr).
//!
//! It parses a document into a [`Node`] tree in which every value keeps its exact location.
//! Decoding that tree by hand (in `raw.rs`) instead of through `#[derive(Deserialize)]` lets the
//! loader report *every* unknown key and wrong type at once, with spans, which serde's
//! first-error-aborts model cannot do (and serde-saphyr drops spans inside tagged enums).

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// A location in the rule file: byte range plus 1-based line and column of its start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Span {
    pub offset: usize,
    pub len: usize,
    pub line: usize,
    pub column: usize,
}

#[derive(Debug, Clone)]
pub struct Node {
    pub value: Value,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

impl Value {
    /// What the value is, for "expected a string, found a list" messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Int(_) => "an integer",
            Value::Float(_) => "a number",
            Value::Str(_) => "a string",
            Value::Seq(_) => "a list",
            Value::Map(_) => "a mapping",
        }
    }
}

/// A YAML syntax error (or a budget breach on hostile input), with where it happened.
#[derive(Debug, Clone)]
pub struct SyntaxError {
    pub message: String,
    pub span: Span,
}

/// Parses `source`; an empty document is `Null`.
pub fn parse(source: &str) -> Result<Node, SyntaxError> {
    match serde_saphyr::from_str::<serde_saphyr::Spanned<Value>>(source) {
        Ok(node) => Ok(Node::from_spanned(node, source)),
        Err(err) => {
            let span = err.location().map(|l| span_of(&l, source)).unwrap_or_default();
            Err(SyntaxError {
                message: bare_message(&err.without_snippet().to_string()),
                span,
            })
        }
    }
}

/// serde-saphyr prefixes `error: line N column M: `; the diagnostic shows the location itself.
fn bare_message(rendered: &str) -> String {
    let first = rendered.lines().next().unwrap_or(rendered);
    let first = first.strip_prefix("error: ").unwrap_or(first);
    match first.split_once(": ") {
        Some((loc, rest)) if loc.starts_with("line ") && loc.contains(" column ") => rest.to_owned(),
        _ => first.to_owned(),
    }
}

fn span_of(loc: &serde_saphyr::Location, source: &str) -> Span {
    let line = loc.line() as usize;
    let column = loc.column() as usize;
    let s = loc.span();
    let (offset, len) = match (s.byte_offset(), s.byte_len()) {
        (Some(o), Some(l)) if (o as usize) <= source.len() && o != u64::from(u32::MAX) => {
            (o as usize, (l as usize).min(source.len() - o as usize))
        }
        _ => (offset_of_line_column(source, line, column), 1),
    };
    clamp(
        Span {
            offset,
            len,
            line,
            column,
        },
        source,
    )
}

/// Keeps a span inside the source and on character boundaries, whatever the parser reported
/// (found by fuzzing: a syntax error after `\r` line breaks pointed one byte past the end).
fn clamp(mut span: Span, source: &str) -> Span {
    use crate::diagnostic::floor_char_boundary;
    span.offset = floor_char_boundary(source, span.offset.min(source.len()));
    let end = floor_char_boundary(source, (span.offset + span.len).min(source.len()));
    span.len = end - span.offset;
    span
}

fn offset_of_line_column(source: &str, line: usize, column: usize) -> usize {
    let line_start: usize = source
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let col_bytes: usize = source[line_start.min(source.len())..]
        .chars()
        .take(column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    (line_start + col_bytes).min(source.len())
}

impl Node {
    fn from_spanned(node: serde_saphyr::Spanned<Value>, source: &str) -> Node {
        Node::fix(unresolved(node), source)
    }

    /// Fills in byte offsets serde-saphyr could not give (rare; then from line and column) and
    /// clamps every span to the source.
    fn fix(node: Node, source: &str) -> Node {
        let Node { value, mut span } = node;
        if span.offset > source.len() {
            span.offset = offset_of_line_column(source, span.line, span.column);
            span.len = 1;
        }
        let span = clamp(span, source);
        let value = match value {
            Value::Seq(items) => Value::Seq(items.into_iter().map(|n| Node::fix(n, source)).collect()),
            Value::Map(entries) => Value::Map(
                entries
                    .into_iter()
                    .map(|(k, v)| (Node::fix(k, source), Node::fix(v, source)))
                    .collect(),
            ),
            other => other,
        };
        Node { value, span }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Where a scalar's text starts inside the source, when source bytes map one-to-one onto the
/// value (plain or simply quoted, no escapes, on one line): lets a regex error point at the
/// exact character. `None` means "label the whole scalar".
pub fn scalar_content_offset(source: &str, span: Span, value: &str) -> Option<usize> {
    let raw = source.get(span.offset..span.offset + span.len)?;
    let (quote_len, inner) = match raw.as_bytes().first() {
        Some(b'"') | Some(b'\'') => (1, raw.get(1..raw.len().saturating_sub(1))?),
        Some(b'|') | Some(b'>') => return None,
        _ => (0, raw),
    };
    (inner == value).then_some(span.offset + quote_len)
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(i64::try_from(v).map_or(Value::Float(v as f64), Value::Int))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::Str(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<serde_saphyr::Spanned<Value>>()? {
            items.push(unresolved(item));
        }
        Ok(Value::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<serde_saphyr::Spanned<Value>>()? {
            let value = map.next_value::<serde_saphyr::Spanned<Value>>()?;
            entries.push((unresolved(key), unresolved(value)));
        }
        Ok(Value::Map(entries))
    }
}

/// Converts serde-saphyr's spanned value; an unknown byte offset is resolved by [`Node::fix`].
fn unresolved(node: serde_saphyr::Spanned<Value>) -> Node {
    let l = node.referenced;
    let s = l.span();
    let (offset, len) = match (s.byte_offset(), s.byte_len()) {
        (Some(o), Some(n)) if o != u64::from(u32::MAX) => (o as usize, n as usize),
        _ => (usize::MAX, 0),
    };
    Node {
        value: node.value,
        span: Span {
            offset,
            len,
            line: l.line() as usize,
            column: l.column() as usize,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_spans_of_nested_values() {
        let src = "rules:\n  - id: a\n    pattern: \"x(\"\n";
        let root = parse(src).unwrap();
        let Value::Map(entries) = &root.value else { panic!() };
        let Value::Seq(rules) = &entries[0].1.value else {
            panic!()
        };
        let Value::Map(rule) = &rules[0].value else { panic!() };
        let (k, v) = &rule[1];
        assert_eq!(k.as_str(), Some("pattern"));
        assert_eq!((v.span.line, v.span.column), (3, 14));
        assert_eq!(&src[v.span.offset..v.span.offset + v.span.len], "\"x(\"");
        assert_eq!(scalar_content_offset(src, v.span, "x("), Some(v.span.offset + 1));
    }

    #[test]
    fn regression_fuzz_span_past_the_end() {
        // Found by the rule_file fuzz target: an error near the end of input with `\r` line
        // breaks was labelled one byte past the end of the source.
        for src in ["a: [\r\r\r", "k: \u{e}", "a:\r  - [", "\r\r\r\r{"] {
            if let Err(e) = parse(src) {
                assert!(e.span.offset + e.span.len <= src.len(), "{src:?}: {:?}", e.span);
            }
        }
    }

    #[test]
    fn syntax_errors_have_locations() {
        let err = parse("a: [1\n").unwrap_err();
        assert_eq!(err.span.line, 1);
        assert!(err.message.contains("unclosed"), "{}", err.message);
        let err = parse("a: 1\na: 2\n").unwrap_err();
        assert_eq!(err.span.line, 2);
        assert!(err.message.contains("duplicate"), "{}", err.message);
    }
}

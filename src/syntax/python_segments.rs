//! Statement boundaries of a Python file, found by a cheap lexical scan.
//!
//! tree-sitter-python parses at a few MB/s; a change usually touches one or two definitions
//! of a file. Parsing only the top-level statements that contain added lines (tree-sitter's
//! included ranges keep positions file-absolute) gives the same nodes for those lines at a
//! fraction of the cost. Top-level statements are independent in Python, so the result is
//! exact. A touched top-level `class` is parsed as its header, its first statement (the
//! docstring), its last one (so the class ends where it does), and its touched statements, not
//! its other methods: the indentation between them is the same, so the tree of the touched
//! ones is too. Where the scan cannot be sure (an unterminated string or bracket, an
//! indentation it cannot place), it returns `None` or keeps the whole statement, and the
//! caller parses more.

use std::ops::Range;

/// Byte ranges of the top-level statements that contain any of `lines` (1-based, ascending),
/// a touched class narrowed to the statements of its body that hold them, merged where
/// adjacent. `None`: parse the whole file.
pub fn touched_segments(text: &str, lines: &[u32]) -> Option<Vec<Range<usize>>> {
    let logical = logical_lines(text)?;
    let starts = statement_starts(text, &logical, b"");
    let line_offsets = crate::checks::line_starts(text);
    let offsets: Vec<usize> = lines
        .iter()
        .filter_map(|&l| line_offsets.get((l as usize).checked_sub(1)?).copied())
        .collect();
    let mut out: Vec<Range<usize>> = Vec::new();
    let mut push = |segment: Range<usize>| match out.last_mut() {
        Some(last) if last.end >= segment.start => last.end = last.end.max(segment.end),
        _ => out.push(segment),
    };
    let mut k = 0;
    while k < offsets.len() {
        // The statement holding `offsets[k]`: the last start at or before it.
        let i = match starts.binary_search(&offsets[k]) {
            Ok(i) => i,
            Err(0) => {
                k += 1; // before the first statement: blank lines or comments
                continue;
            }
            Err(i) => i - 1,
        };
        let segment = starts[i]..starts.get(i + 1).copied().unwrap_or(text.len());
        let within = offsets[k..].partition_point(|&o| o < segment.end);
        for piece in
            class_pieces(text, &logical, segment.clone(), &offsets[k..k + within]).unwrap_or_else(|| vec![segment])
        {
            push(piece);
        }
        k += within;
    }
    Some(out)
}

/// A line that starts a logical line (outside strings and brackets, not a continuation) and is
/// not blank or a comment: its offset and the length of its indentation.
#[derive(Debug, Clone, Copy)]
struct Logical {
    offset: usize,
    indent: usize,
}

/// The statements starting at indentation `prefix` among `logical`: not a clause (`else:`,
/// `elif`, `except`, `finally`) that continues the statement above, not the definition under
/// a decorator.
fn statement_starts(text: &str, logical: &[Logical], prefix: &[u8]) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = Vec::new();
    let mut decorated = false;
    for l in logical {
        if bytes[l.offset..l.offset + l.indent] != *prefix {
            continue;
        }
        let line = &bytes[l.offset + l.indent..];
        let starts_here = !decorated && !is_clause(line);
        decorated = line.first() == Some(&b'@');
        if starts_here {
            starts.push(l.offset);
        }
    }
    starts
}

/// A touched top-level `class` (`segment`, holding the added line offsets `touched`) as its
/// header, its first and last body statements and those holding `touched`; `None` where it is
/// not a class or its body's indentation is not the same on every statement.
fn class_pieces(
    text: &str,
    logical: &[Logical],
    segment: Range<usize>,
    touched: &[usize],
) -> Option<Vec<Range<usize>>> {
    let bytes = text.as_bytes();
    let from = logical.partition_point(|l| l.offset < segment.start);
    let to = logical.partition_point(|l| l.offset < segment.end);
    let inside = &logical[from..to];
    let head = inside.iter().find(|l| l.indent == 0 && bytes[l.offset] != b'@')?;
    let rest = bytes.get(head.offset..)?;
    if !(rest.starts_with(b"class") && rest.get(5).is_some_and(|c| matches!(c, b' ' | b'\t' | b'(' | b':'))) {
        return None;
    }
    let first = inside.iter().find(|l| l.indent > 0)?;
    let prefix = &bytes[first.offset..first.offset + first.indent];
    if inside
        .iter()
        .any(|l| l.indent == 0 && l.offset > head.offset || l.indent > 0 && !bytes[l.offset..].starts_with(prefix))
    {
        return None; // a dedent inside the statement, or mixed indentation: not sure
    }
    let members = statement_starts(text, inside, prefix);
    if members.len() < 3 {
        return None;
    }
    let extent = |i: usize| members[i]..members.get(i + 1).copied().unwrap_or(segment.end);
    let mut pieces: Vec<Range<usize>> = Vec::with_capacity(members.len());
    pieces.push(segment.start..extent(0).end);
    for i in 1..members.len() {
        let e = extent(i);
        if i + 1 == members.len() || touched.iter().any(|o| e.contains(o)) {
            match pieces.last_mut() {
                Some(last) if last.end >= e.start => last.end = e.end,
                _ => pieces.push(e),
            }
        }
    }
    Some(pieces)
}

/// Whether a statement line is a clause continuing the statement above.
fn is_clause(line: &[u8]) -> bool {
    ["else", "elif", "except", "finally"].iter().any(|kw| {
        line.starts_with(kw.as_bytes())
            && line
                .get(kw.len())
                .is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
    })
}

/// Every logical line of `text` that is not blank or a comment; `None` where the scan ends
/// inside a string or bracket.
fn logical_lines(text: &str) -> Option<Vec<Logical>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut depth: u32 = 0;
    // Inside a string: its quote byte and whether it is triple-quoted.
    let mut string: Option<(u8, bool)> = None;
    let mut continued = false;
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        if line_start {
            line_start = false;
            if string.is_none() && depth == 0 && !continued {
                let indent = bytes[i..].iter().take_while(|&&c| c == b' ' || c == b'\t').count();
                if !matches!(bytes.get(i + indent), None | Some(b'\r' | b'\n' | b'#' | b'\x0c')) {
                    out.push(Logical { offset: i, indent });
                }
            }
            continued = false;
        }
        match string {
            Some((quote, triple)) => {
                if b == b'\\' {
                    i += 2;
                    continue;
                }
                if b == b'\n' {
                    if !triple {
                        return None; // an unterminated one-line string: not sure, parse it all
                    }
                    line_start = true;
                } else if b == quote && (!triple || bytes[i..].starts_with(&[quote; 3])) {
                    string = None;
                    i += if triple { 3 } else { 1 };
                    continue;
                }
            }
            None => match b {
                b'#' => {
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
                b'\'' | b'"' => {
                    let triple = bytes[i..].starts_with(&[b; 3]);
                    string = Some((b, triple));
                    i += if triple { 3 } else { 1 };
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                b'\\' if bytes.get(i + 1) == Some(&b'\n') => {
                    // A backslash continuation: the next line belongs to this statement.
                    continued = true;
                    line_start = true;
                    i += 2;
                    continue;
                }
                b'\n' => line_start = true,
                _ => {}
            },
        }
        i += 1;
    }
    (string.is_none() && depth == 0).then_some(out)
}
#[cfg(test)]
mod tests {
    use super::*;

    fn segments<'t>(text: &'t str, lines: &[u32]) -> Vec<&'t str> {
        touched_segments(text, lines)
            .unwrap()
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    #[test]
    fn finds_the_enclosing_top_level_statement() {
        let src = "import os\n\n\ndef a():\n    return 1\n\n\n# note\nclass B:\n    def m(self):\n        return 2\n";
        assert_eq!(segments(src, &[5]), ["def a():\n    return 1\n\n\n# note\n"]);
        assert_eq!(segments(src, &[11]), ["class B:\n    def m(self):\n        return 2\n"]);
        // Adjacent statements merge into one range.
        assert_eq!(segments(src, &[4, 5, 10]).len(), 1);
        assert_eq!(segments(src, &[1, 10]).len(), 2);
    }

    #[test]
    fn strings_brackets_and_clauses_do_not_split() {
        let src = "x = '''\ndef fake():\n'''\nif a:\n    pass\nelse:\n    def f():\n        pass\ny = (\n1)\n";
        assert_eq!(segments(src, &[2]), ["x = '''\ndef fake():\n'''\n"]);
        assert_eq!(
            segments(src, &[7]),
            ["if a:\n    pass\nelse:\n    def f():\n        pass\n"]
        );
        assert_eq!(segments(src, &[10]), ["y = (\n1)\n"]);
    }

    #[test]
    fn backslash_continuations() {
        let src = "x = 1 + \\
y\nz = 2\n";
        assert_eq!(segments(src, &[2]), ["x = 1 + \\\ny\n"]);
    }

    /// Issue #12: a touched class is parsed as its header and docstring, the touched methods
    /// and its last statement, not the others.
    #[test]
    fn a_touched_class_is_narrowed_to_its_touched_statements() {
        let src = "class A(Base):\n    \"\"\"Doc.\"\"\"\n\n    def a(self):\n        return 1\n\n    def b(self):\n        return 2\n\n    @property\n    def c(self):\n        return 3\n\n    def d(self):\n        return 4\nx = 1\n";
        assert_eq!(
            segments(src, &[8]),
            [
                "class A(Base):\n    \"\"\"Doc.\"\"\"\n\n",
                "    def b(self):\n        return 2\n\n",
                "    def d(self):\n        return 4\n"
            ]
        );
        // A decorator stays with its definition (and `c` runs on into the last method).
        assert_eq!(
            segments(src, &[12])[1],
            "    @property\n    def c(self):\n        return 3\n\n    def d(self):\n        return 4\n"
        );
        assert_eq!(segments(src, &[1]).len(), 2, "the header, then the last method");
        // Mixed indentation in the body: the whole class.
        let mixed = "class A:\n    x = 1\n    y = 2\n  z = 3\n    w = 4\n";
        let whole = touched_segments(mixed, &[3]).unwrap();
        assert_eq!((whole.len(), whole[0].clone()), (1, 0..mixed.len()));
    }

    #[test]
    fn decorators_stay_with_their_definition() {
        let src = "import os\n@dec(\n    1)\n@other\ndef f():\n    return 1\n";
        assert_eq!(segments(src, &[6]), ["@dec(\n    1)\n@other\ndef f():\n    return 1\n"]);
    }

    /// What a partial parse shows of each line is what the full parse shows (node kinds,
    /// spans, parents), on a file of classes, decorators, clauses and continuation lines.
    #[test]
    fn partial_parse_matches_full_parse_on_classes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sample.py");
        let src = "import os\n\n\n@decorator(\n    arg='#',\n)\nclass K(\n    Base):\n    '''Doc.'''\n\n    x: int = 1\n\n    @property\n    def a(self) -> int:\n        # note\n        return (1,\n2)\n\n    async def b(self, y=\"it's\"):\n        if y:\n            pass\n        else:\n            return \\\n                2\n\n    class Inner:\n        def c(self):\n            pass\n\n    def d(self):\n        try:\n            pass\n        except Exception:  # noqa\n            raise\n    # trailing\n\n\ndef top():\n    return K\n";
        std::fs::write(&path, src).unwrap();
        let (lines, partial) = super::super::brace_segments::tests::compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    #[test]
    fn unsure_scans_give_up() {
        assert!(touched_segments("x = (\n", &[1]).is_none());
        assert!(touched_segments("x = 'abc\ny = 1\n", &[1]).is_none());
        assert!(touched_segments("x = \"\"\"never closed\n", &[1]).is_none());
    }
}

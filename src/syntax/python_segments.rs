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

/// How far [`touched_segments`] narrows a touched definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Narrowing {
    /// A touched top-level `class` to its header, its first and last body statements and
    /// those holding added lines, each whole. What a reader of untouched statements inside a
    /// touched function needs (a query whose patterns look into a block).
    Classes,
    /// Also every touched function, nested class and `with`, `for`, `while` or `if` statement
    /// with one block, at every depth, the same way: its header, its first body statement (a
    /// function's docstring), its last (so it ends on the same line) and the statements
    /// holding added lines, themselves narrowed; and a top-level data table (`NAME = {`) to
    /// its first line and item, its touched items and its closing line. Enough for every
    /// reader of the touched nodes, their ancestors and their definitions' headers and
    /// docstrings.
    Bodies,
}

/// Byte ranges of the top-level statements that contain any of `lines` (1-based, ascending),
/// a touched definition narrowed as `narrowing` says, merged where adjacent. `None`: parse
/// the whole file.
pub fn touched_segments(text: &str, lines: &[u32], narrowing: Narrowing) -> Option<Vec<Range<usize>>> {
    let logical = logical_lines(text)?;
    let starts = statement_starts(text, &logical, b"");
    let line_offsets = crate::text::line_starts(text);
    let offsets: Vec<usize> = lines
        .iter()
        .filter_map(|&l| line_offsets.get((l as usize).checked_sub(1)?).copied())
        .collect();
    let mut out: Vec<Range<usize>> = Vec::new();
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
        let deep = narrowing == Narrowing::Bodies;
        let touched = &offsets[k..k + within];
        let pieces = definition_pieces(text, &logical, segment.clone(), touched, deep)
            .or_else(|| deep.then(|| literal_pieces(text, segment.clone(), touched)).flatten());
        for piece in pieces.unwrap_or_else(|| vec![segment]) {
            push_merged(&mut out, piece);
        }
        k += within;
    }
    Some(out)
}

/// Appends `piece` to `out`, merged with the last range where they touch.
fn push_merged(out: &mut Vec<Range<usize>>, piece: Range<usize>) {
    match out.last_mut() {
        Some(last) if last.end >= piece.start => last.end = last.end.max(piece.end),
        _ => out.push(piece),
    }
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

/// A touched definition (`segment`, one statement, holding the added line offsets `touched`,
/// ascending) as its header, its first and last body statements and those holding `touched`;
/// `None` where it is not a definition this narrows or its body's indentation is not the same
/// on every statement (not sure). `deep`: a `def` and a block statement (`with`, `for`,
/// `while`, `if`, `try`, each clause of it, `else:`, `elif`, `except`, `finally`, the same
/// way) are narrowed too, and so is every body statement kept, at every depth; otherwise only
/// a `class` is, its statements kept whole. With `deep`, a statement no added line touches
/// (kept only as the first or last statement of a touched block, for where that block starts
/// or ends) is narrowed further, to its header and the last statement of each clause: no
/// check reads inside it, and it starts and ends where it did.
fn definition_pieces(
    text: &str,
    logical: &[Logical],
    segment: Range<usize>,
    touched: &[usize],
    deep: bool,
) -> Option<Vec<Range<usize>>> {
    let bytes = text.as_bytes();
    let from = logical.partition_point(|l| l.offset < segment.start);
    let to = logical.partition_point(|l| l.offset < segment.end);
    let inside = &logical[from..to];
    // The header: the first logical line below the decorators.
    let h = inside.iter().position(|l| bytes[l.offset + l.indent] != b'@')?;
    let head = inside[h];
    let line = &bytes[head.offset + head.indent..];
    if !(keyword(line, b"class") || deep && is_block_statement(line)) {
        return None;
    }
    let head_prefix = &bytes[head.offset..head.offset + head.indent];
    // The clauses: the header's, then each line at the header's own indentation (`else:`,
    // `except E:` …; only with `deep`: a class or function has none).
    let mut clauses = vec![h];
    if deep {
        for (k, l) in inside.iter().enumerate().skip(h + 1) {
            if l.indent == head.indent && bytes[l.offset..].starts_with(head_prefix) {
                if !is_clause(&bytes[l.offset + l.indent..]) {
                    return None; // not a clause at the header's indentation: not sure
                }
                clauses.push(k);
            }
        }
    }
    // Untouched: its header and the last statement of each clause are enough.
    let keep_first = !(deep && touched.is_empty());
    let mut pieces: Vec<Range<usize>> = Vec::new();
    let mut rest = touched;
    for (c, &k) in clauses.iter().enumerate() {
        let clause_start = if c == 0 { segment.start } else { inside[k].offset };
        let clause_end = clauses.get(c + 1).map_or(segment.end, |&next| inside[next].offset);
        let body = &inside[k + 1..clauses.get(c + 1).copied().unwrap_or(inside.len())];
        let first = body.first()?; // `class A: pass`, `def f(): return 1`, `else: x = 1`
        let prefix = &bytes[first.offset..first.offset + first.indent];
        if first.indent <= head.indent
            || !prefix.starts_with(head_prefix)
            || body.iter().any(|l| !bytes[l.offset..].starts_with(prefix))
        {
            return None; // a dedent inside the statement, or mixed indentation: not sure
        }
        let members = statement_starts(text, body, prefix);
        if members.len() < 3 && !deep {
            return None;
        }
        push_merged(&mut pieces, clause_start..*members.first()?);
        for i in 0..members.len() {
            let member = members[i]..members.get(i + 1).copied().unwrap_or(clause_end);
            let skip = rest.partition_point(|&o| o < member.start);
            let within = rest[skip..].partition_point(|&o| o < member.end);
            let here = &rest[skip..skip + within];
            rest = &rest[skip + within..];
            if i == 0 && keep_first || i + 1 == members.len() || !here.is_empty() {
                let narrowed = if deep {
                    definition_pieces(text, logical, member.clone(), here, true)
                } else {
                    None
                };
                for piece in narrowed.unwrap_or_else(|| vec![member]) {
                    push_merged(&mut pieces, piece);
                }
            }
        }
    }
    Some(pieces)
}

/// Whether `line` starts a `def`, or a `with`, `for`, `while`, `if` or `try` (whose clauses,
/// `else:`, `elif`, `except`, `finally`, the caller finds at the header's indentation).
fn is_block_statement(line: &[u8]) -> bool {
    let line = match line.strip_prefix(b"async") {
        Some(rest) if rest.first().is_some_and(|c| matches!(c, b' ' | b'\t')) => rest.trim_ascii_start(),
        _ => line,
    };
    [&b"def"[..], b"with", b"for", b"while", b"if", b"try"]
        .iter()
        .any(|w| keyword(line, w))
}

/// Whether `line` starts with the keyword `word` (followed by a space, a tab, `(` or `:`).
fn keyword(line: &[u8], word: &[u8]) -> bool {
    line.starts_with(word)
        && line
            .get(word.len())
            .is_some_and(|c| matches!(c, b' ' | b'\t' | b'(' | b':'))
}

/// A top-level `NAME = {` or `NAME: T = [` statement whose dict, set or list literal opens at
/// the end of its first line (a data table): its first line, the items holding `touched`
/// and its closing line, not the other items. An item starts a line at the literal's depth
/// after a `,` ending the line before. `None` where it is no such statement, has fewer than
/// three items, or code follows the closing bracket.
fn literal_pieces(text: &str, segment: Range<usize>, touched: &[usize]) -> Option<Vec<Range<usize>>> {
    let bytes = text.as_bytes();
    let body = &bytes[segment.clone()];
    let first_end = body.iter().position(|&b| b == b'\n')?;
    let first = body[..first_end].trim_ascii_end();
    let (head, open) = first.split_at(first.len().checked_sub(1)?);
    if !matches!(open, [b'{' | b'[']) {
        return None;
    }
    let head = head.trim_ascii_end().strip_suffix(b"=")?;
    let name_end = head
        .iter()
        .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
        .unwrap_or(head.len());
    let rest = head[name_end..].trim_ascii();
    if name_end == 0 || head[0].is_ascii_digit() || !(rest.is_empty() || rest.starts_with(b":")) || rest.ends_with(b"=")
    {
        return None; // not `NAME =` or `NAME: T =` (`==`, `+=` and the like are not assignments)
    }
    // Scan the literal: depth, strings, comments; an item starts after `,` and a line break
    // at depth 1.
    let mut items = Vec::new();
    let (mut depth, mut i) = (1u32, first_end + 1);
    let mut string: Option<(u8, bool)> = None;
    let mut last = b'{';
    let close = loop {
        let b = *body.get(i)?;
        match string {
            Some((quote, triple)) => {
                if b == b'\\' {
                    i += 2;
                    continue;
                }
                if b == b'\n' && !triple {
                    return None;
                }
                if b == quote && (!triple || body[i..].starts_with(&[quote; 3])) {
                    string = None;
                    last = quote;
                    i += if triple { 3 } else { 1 };
                    continue;
                }
            }
            None => match b {
                b'#' => {
                    while body.get(i).is_some_and(|&c| c != b'\n') {
                        i += 1;
                    }
                    continue;
                }
                b'\'' | b'"' => {
                    let triple = body[i..].starts_with(&[b; 3]);
                    string = Some((b, triple));
                    i += if triple { 3 } else { 1 };
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        break i;
                    }
                }
                b'\n' if depth == 1 && last == b',' => items.push(i + 1),
                _ => {}
            },
        }
        if !matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b'\x0c') {
            last = b;
        }
        i += 1;
    };
    // The closing bracket starts its line, and only comments and blank lines follow it.
    let close_line = body[..close].iter().rposition(|&b| b == b'\n')? + 1;
    let after = &body[close + 1..];
    let code_after = after
        .split(|&b| b == b'\n')
        .any(|l| !l.trim_ascii().is_empty() && !l.trim_ascii_start().starts_with(b"#"));
    if !body[close_line..close].trim_ascii().is_empty() || code_after {
        return None;
    }
    // An item start at the closing line belongs to no item.
    items.retain(|&s| s < close_line);
    if items.len() < 3 {
        return None;
    }
    let at = |o: usize| segment.start + o;
    let mut pieces = Vec::with_capacity(items.len());
    pieces.push(segment.start..at(items[0]));
    for (k, &s) in items.iter().enumerate() {
        let item = at(s)..at(items.get(k + 1).copied().unwrap_or(close_line));
        let skip = touched.partition_point(|&o| o < item.start);
        if touched.get(skip).is_some_and(|&o| o < item.end) {
            push_merged(&mut pieces, item);
        }
    }
    push_merged(&mut pieces, at(close_line)..segment.end);
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

/// The bytes of code [`logical_lines`] acts on: comments, strings, brackets, continuations and
/// line breaks.
static SCANNED: [bool; 256] = {
    let mut table = [false; 256];
    let bytes = b"#'\"([{)]}\\\n";
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
};

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
                } else {
                    // The string's other bytes, up to the next that may end it or a line.
                    i += 1;
                    while i < bytes.len() && !matches!(bytes[i], b'\\' | b'\n') && bytes[i] != quote {
                        i += 1;
                    }
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
                _ => {
                    // Code up to the next byte this scan looks at (the scan reads every byte
                    // of every file a rule parses: 5% of a range check, issue #12).
                    i += 1;
                    while i < bytes.len() && !SCANNED[bytes[i] as usize] {
                        i += 1;
                    }
                    continue;
                }
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
        narrowed(text, lines, Narrowing::Bodies)
    }

    fn narrowed<'t>(text: &'t str, lines: &[u32], narrowing: Narrowing) -> Vec<&'t str> {
        touched_segments(text, lines, narrowing)
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
        let src = concat!(
            "class A(Base):\n    \"\"\"Doc.\"\"\"\n\n    def a(self):\n        return 1\n\n",
            "    def b(self):\n        return 2\n\n    @property\n    def c(self):\n",
            "        return 3\n\n    def d(self):\n        return 4\nx = 1\n",
        );
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
        let whole = touched_segments(mixed, &[3], Narrowing::Bodies).unwrap();
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
        let src = concat!(
            "import os\n\n\n@decorator(\n    arg='#',\n)\nclass K(\n",
            "    Base):\n    '''Doc.'''\n\n    x: int = 1\n\n",
            "    @property\n    def a(self) -> int:\n        # note\n        return (1,\n",
            "2)\n\n    async def b(self, y=\"it's\"):\n        if y:\n            pass\n",
            "        else:\n            return \\\n                2\n\n",
            "    class Inner:\n        def c(self):\n            pass\n\n",
            "    def d(self):\n        try:\n",
            "            pass\n        except Exception:  # noqa\n",
            "            raise\n    # trailing\n\n\ndef top():\n    return K\n",
        );
        std::fs::write(&path, src).unwrap();
        let (lines, partial) = super::super::brace_segments::tests::compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    /// Issue #12: a touched function is parsed as its header, its docstring, its touched
    /// statements and its last one, at every depth (a method, a function in a function);
    /// `Narrowing::Classes` keeps each kept statement of a class whole.
    #[test]
    fn a_touched_function_is_narrowed_to_its_touched_statements() {
        let src = concat!(
            "def f(\n    a,\n):\n    \"\"\"Doc.\"\"\"\n    x = 1\n    y = 2\n",
            "    z = 3\n    return x\n\n\nclass K:\n    def m(self):\n",
            "        a = 1\n        if a:\n            b = 2\n        c = 3\n",
            "        return c\n\n    def n(self):\n        async def inner():\n",
            "            p = 1\n            q = 2\n            return q\n",
            "        return inner\n",
        );
        assert_eq!(
            segments(src, &[6]),
            [
                "def f(\n    a,\n):\n    \"\"\"Doc.\"\"\"\n",
                "    y = 2\n",
                "    return x\n\n\n"
            ]
        );
        // A touched line inside a one-statement `if`: all of it; the untouched last method
        // `n` is narrowed too, to its header and last statement (it ends where it did;
        // nothing reads inside it).
        assert_eq!(
            segments(src, &[15]),
            [
                "class K:\n    def m(self):\n        a = 1\n        if a:\n            b = 2\n",
                "        return c\n\n    def n(self):\n",
                "        return inner\n"
            ]
        );
        assert_eq!(
            narrowed(src, &[15], Narrowing::Classes),
            [&src[src.find("class K").unwrap()..]],
            "two members: the class whole"
        );
        // The header touched: the header with the first statement, and the last.
        assert_eq!(segments(src, &[1]).len(), 2);
        // A one-line body: the whole definition.
        let one = "def f(): return 1\nx = 2\n";
        assert_eq!(segments(one, &[1]), ["def f(): return 1\n"]);
    }

    /// Issue #12: a touched `with`, `for`, `while`, `if` or `try` is narrowed like a function,
    /// clause by clause (`else:`, `except`, `finally`); an untouched one kept as the last
    /// statement of a block to its header and the last statement of each clause.
    #[test]
    fn block_statements_are_narrowed_too() {
        let src = concat!(
            "async def t():\n    async with a() as s:\n        x = 1\n        y = 2\n",
            "        z = 3\n        w = 4\n    if x:\n        p = 1\n",
            "        q = 2\n        r = 3\n    else:\n        s = 4\n",
        );
        assert_eq!(
            segments(src, &[4]),
            [
                "async def t():\n    async with a() as s:\n        x = 1\n        y = 2\n",
                "        w = 4\n    if x:\n",
                "        r = 3\n    else:\n        s = 4\n"
            ]
        );
        let src = concat!(
            "def f():\n    try:\n        a = 1\n        b = 2\n        c = 3\n",
            "    except (\n        E\n    ) as e:  # why\n        d = 4\n        g = 5\n        h = 6\n",
            "    else:\n        i = 7\n        j = 8\n    finally:\n        k = 9\n",
        );
        assert_eq!(
            segments(src, &[10]),
            [
                "def f():\n    try:\n        a = 1\n",
                // `c`, then the `except` clause whole (three statements), `else`, `finally`.
                &src[src.find("        c = 3").unwrap()..]
            ]
        );
        assert_eq!(
            segments(src, &[4]),
            [
                "def f():\n    try:\n        a = 1\n        b = 2\n        c = 3\n    except (\n        E\n    ) as e:  # why\n        d = 4\n",
                "        h = 6\n    else:\n        i = 7\n        j = 8\n    finally:\n        k = 9\n"
            ]
        );
        // A statement at the header's indentation that is no clause: not sure, all of it.
        let odd = "if a:\n    x = 1\n    y = 2\n    z = 3\nw = 4\n";
        assert_eq!(segments(odd, &[3]), ["if a:\n    x = 1\n    y = 2\n    z = 3\n"]);
        let src = "for i in x:\n    a = 1\n    b = 2\n    c = 3\n    d = 4\n";
        assert_eq!(
            segments(src, &[3]),
            ["for i in x:\n    a = 1\n    b = 2\n", "    d = 4\n"]
        );
    }

    /// Issue #12: a top-level data table (`NAME = {` … `}`) is parsed as its first line and
    /// first item, the items holding added lines and its closing line.
    #[test]
    fn a_touched_data_table_is_narrowed_to_its_touched_items() {
        let src = concat!(
            "TABLE: dict[str, int] = {\n    \"a\": 1,\n    \"b\": f(\n",
            "        2,\n    ),  # two\n    \"c\": '''x,\n''',\n    \"d\": 4,\n    \"e\": 5\n",
            "}\nx = 1\n",
        );
        assert_eq!(
            segments(src, &[4]),
            [
                "TABLE: dict[str, int] = {\n    \"a\": 1,\n    \"b\": f(\n        2,\n    ),  # two\n",
                "}\n"
            ]
        );
        assert_eq!(
            segments(src, &[9]),
            ["TABLE: dict[str, int] = {\n    \"a\": 1,\n", "    \"e\": 5\n}\n"]
        );
        // Code after the literal, or a comparison: the whole statement.
        let src = "T = [\n    1,\n    2,\n    3,\n    4,\n].copy()\n";
        assert_eq!(segments(src, &[3]), [src]);
        let src = "T == [\n    1,\n    2,\n    3,\n    4,\n]\n";
        assert_eq!(segments(src, &[3]), [src]);
    }

    /// What a partial parse shows of each line is what the full parse shows, where touched
    /// functions are narrowed: docstrings, decorators, comments between statements, nested
    /// and async definitions, clauses, continuation lines, a comment at column 0.
    #[test]
    fn partial_parse_matches_full_parse_on_functions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("functions.py");
        let src = r#"import os


@decorator
async def load(
    path: str,
) -> bytes:
    """Load.

    More.
    """
    # first
    data = open(path)

    # second
    try:
        x = data.read()
    except OSError:  # noqa
        raise
    finally:
        data.close()

    @wraps(x)
    def inner(y):
        '''Inner.'''
        return (y,
            1)
    assert x, \
        'no'
    for i in range(3):
        if i:
            continue
        else:
            break
# a comment at column 0
    with open(path) as f:
        return f.read()


TABLE = {
    "a": lambda x,
    y: x,
    "b": [1,
          2],  # b
    # c
    "c": {"d": 3},
    "e": 4
}
class Store:
    x: int = 1

    def get(self, key):
        value = self.data[key]
        print(value)
        return value

    def put(self, key, value):
        self.data[key] = value
        return None
"#;
        std::fs::write(&path, src).unwrap();
        let (lines, partial) = super::super::brace_segments::tests::compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    #[test]
    fn unsure_scans_give_up() {
        assert!(touched_segments("x = (\n", &[1], Narrowing::Bodies).is_none());
        assert!(touched_segments("x = 'abc\ny = 1\n", &[1], Narrowing::Bodies).is_none());
        assert!(touched_segments("x = \"\"\"never closed\n", &[1], Narrowing::Bodies).is_none());
    }
}

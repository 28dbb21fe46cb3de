//! The items of a Rust, Go, JavaScript or TypeScript file that a change touches, found by a cheap lexical scan, so only
//! they are parsed (as `python_segments` does for Python).
//!
//! A file is a sequence of items (`fn`, `struct`, `impl`, `mod`, … in Rust; `func`, `type`,
//! `var`, `const`, `import` in Go), each with the comments and attributes above it. The scan
//! tracks strings, comments and bracket depth, and puts a boundary at the start of the first
//! line that begins something after an item ended (Rust: a `}` or `;` at the depth of the
//! items; Go: a declaration keyword or the comment block above one, at depth 0). The doc
//! comments and attributes of an item stay with it, and the siblings an item's checks look at
//! (its attributes, its doc comment) are in its segment.
//!
//! In Rust, a touched `impl`, `trait`, `mod` or `extern` block is split again: its header, the
//! touched items of its body and its closing brace are parsed, not the untouched methods; so is
//! any other touched item or statement that ends in a block (a function body, a closure, a
//! `match`), level by level. In JavaScript and TypeScript, so is any touched statement that
//! ends in a block (a class, a function, a `describe(…, () => {…})` call), level by level: its
//! statements or members start lines at the column of the block's first line.
//!
//! A wrong boundary cuts an item in two, and the halves do not parse: the caller parses the
//! whole file when the partial tree has any error, and where the scan is unsure (an
//! unterminated string, comment or bracket) it returns `None`.

use std::ops::Range;

use super::Lang;

/// Byte ranges to parse for the items holding `lines` (1-based, ascending), merged where
/// adjacent. `None`: parse the whole file.
pub fn touched_segments(text: &str, lang: Lang, lines: &[u32]) -> Option<Vec<Range<usize>>> {
    segments(text, lang, lines, false)
}

/// [`touched_segments`] for reading the definitions on `lines` (the old side of a file): a line
/// of the header of an item that ends in a block (a function's signature, `trait X {`) has its
/// header and closing line parsed, not its body, which holds no part of the definition's
/// qualified name (issue #12: an old side read for one signature parsed the whole function).
pub fn definition_segments(text: &str, lang: Lang, lines: &[u32]) -> Option<Vec<Range<usize>>> {
    segments(text, lang, lines, true)
}

fn segments(text: &str, lang: Lang, lines: &[u32], headers_only: bool) -> Option<Vec<Range<usize>>> {
    let mut scan = Scan::of(text, lang)?;
    scan.headers_only = headers_only;
    let rows: Vec<usize> = lines.iter().map(|&l| (l as usize).saturating_sub(1)).collect();
    let mut out = Vec::new();
    scan.region(0..scan.lines.len(), 0, &rows, &mut out);
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(out.len());
    for r in out {
        match merged.last_mut() {
            Some(last) if last.end >= r.start => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    Some(merged)
}

/// What the scan knows at the start of each line.
#[derive(Debug, Clone, Copy)]
struct Line {
    start: usize,
    /// Bracket depth at the line's start (outside any string or comment).
    depth: u32,
    /// The line starts inside a string or block comment.
    inside: bool,
    /// The line starts inside a block comment.
    in_comment: bool,
    /// How many significant tokens (not whitespace or comments) came before the line.
    sig_before: usize,
    /// The last significant byte before the line and the depth after it.
    prev_sig: Option<(u8, u32)>,
    /// The first byte of the line that is not a space or tab (`None`: blank).
    first: Option<u8>,
    /// The line's last significant byte and the depth after it.
    last_sig: Option<(u8, u32)>,
    /// The line's first significant byte, when it is the first thing on the line.
    first_sig: Option<u8>,
    /// The lowest bracket depth on the line (after its closing brackets).
    min_depth: u32,
}

struct Scan<'t> {
    text: &'t [u8],
    lang: Lang,
    lines: Vec<Line>,
    /// A touched header of a block is no reason to parse the block ([`definition_segments`]).
    headers_only: bool,
}

impl<'t> Scan<'t> {
    fn of(text: &'t str, lang: Lang) -> Option<Scan<'t>> {
        let b = text.as_bytes();
        let mut lx = Lexer {
            b,
            lines: Vec::new(),
            depth: 0,
            sig: 0,
            prev_sig: None,
        };
        lx.line(0, false);
        let js = lang.is_js();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            match c {
                b'\n' => {
                    i += 1;
                    lx.line(i, false);
                }
                b' ' | b'\t' | b'\r' | b'\x0c' => i += 1,
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                // Rust block comments nest; Go's do not.
                b'/' if b.get(i + 1) == Some(&b'*') => i = lx.block_comment_end(i + 2, lang == Lang::Rust)?,
                b'\'' | b'"' if js => {
                    lx.significant(c);
                    i = js_string_end(b, i)?;
                }
                b'`' if js => {
                    lx.significant(c);
                    i = lx.template_end(i + 1)?;
                }
                b'/' if js && regex_may_start(b, i) => {
                    lx.significant(c);
                    i = regex_end(b, i)?;
                }
                b'"' => {
                    lx.significant(c);
                    i = lx.string_end(i + 1, b'"', true)?;
                }
                b'`' if lang == Lang::Go => {
                    lx.significant(c);
                    i = lx.string_end(i + 1, b'`', false)?;
                }
                b'\'' => {
                    lx.significant(c);
                    i = quote_end(b, i, lang)?;
                }
                b'r' if lang == Lang::Rust && raw_string_start(b, i).is_some() => {
                    lx.significant(c);
                    i = lx.raw_string_end(i)?;
                }
                b'(' | b'[' | b'{' => {
                    lx.depth += 1;
                    lx.significant(c);
                    i += 1;
                }
                b')' | b']' | b'}' => {
                    lx.depth = lx.depth.checked_sub(1)?;
                    if let Some(line) = lx.lines.last_mut() {
                        line.min_depth = line.min_depth.min(lx.depth);
                    }
                    lx.significant(c);
                    i += 1;
                }
                _ => {
                    lx.significant(c);
                    // The rest of an identifier or number at once, up to a raw string's `r`
                    // (`br"…"`, `cr"…"`).
                    if c.is_ascii_alphanumeric() || c == b'_' {
                        while i + 1 < b.len()
                            && (b[i + 1].is_ascii_alphanumeric() || b[i + 1] == b'_')
                            && !(lang == Lang::Rust && b[i + 1] == b'r' && raw_string_start(b, i + 1).is_some())
                        {
                            i += 1;
                        }
                    }
                    i += 1;
                }
            }
        }
        (lx.depth == 0).then_some(Scan {
            text: b,
            lang,
            lines: lx.lines,
            headers_only: false,
        })
    }

    /// The end of line `row`'s text (its `\n` included), or of the file.
    fn line_end(&self, row: usize) -> usize {
        self.lines.get(row + 1).map_or(self.text.len(), |l| l.start)
    }

    /// Whether `row` starts something at `depth`: outside strings and comments, at that
    /// depth, not blank, not a closing bracket.
    fn starts_at(&self, row: usize, depth: u32) -> bool {
        let l = &self.lines[row];
        !l.inside && l.depth == depth && l.first.is_some_and(|c| !matches!(c, b'}' | b')' | b']'))
    }

    /// The first rows of the items in `rows` (lines at `depth`), in order; the first row of
    /// `rows` always starts one.
    fn boundaries(&self, rows: Range<usize>, depth: u32) -> Vec<usize> {
        let mut out = vec![rows.start];
        match self.lang {
            Lang::Go => self.go_boundaries(rows, depth, &mut out),
            Lang::JavaScript | Lang::TypeScript | Lang::Tsx => self.js_boundaries(rows, depth, &mut out),
            _ => self.rust_boundaries(rows, depth, &mut out),
        }
        out
    }

    /// Go: a declaration keyword at column 0, with the comment lines right above it.
    fn go_boundaries(&self, rows: Range<usize>, depth: u32, out: &mut Vec<usize>) {
        let keyword = |row: usize| {
            let t = &self.text[self.lines[row].start..self.line_end(row)];
            ["func", "type", "var", "const", "import"].iter().any(|k| {
                t.starts_with(k.as_bytes())
                    && t.get(k.len())
                        .is_some_and(|c| matches!(c, b' ' | b'\t' | b'(' | b'\n' | b'\r'))
            })
        };
        let comment = |row: usize| {
            let l = &self.lines[row];
            l.in_comment
                || (self.starts_at(row, depth)
                    && self.line_start_col0(row) == l.start
                    && (self.text[l.start..].starts_with(b"//") || self.text[l.start..].starts_with(b"/*")))
        };
        // The first of the comment lines right above a declaration, or the declaration.
        for row in rows.start + 1..rows.end {
            if !(self.starts_at(row, depth) && self.lines[row].start == self.line_start_col0(row)) {
                continue;
            }
            if keyword(row) {
                let mut top = row;
                // Comments above a declaration go with it, blank lines between
                // them too (its node follows them in the full tree).
                let blank = |row: usize| !self.lines[row].inside && self.lines[row].first.is_none();
                while top > rows.start && (comment(top - 1) || blank(top - 1)) {
                    top -= 1;
                }
                if top > *out.last().unwrap_or(&0) {
                    out.push(top);
                }
            }
        }
    }

    /// JavaScript and TypeScript: a statement that starts at the block's column after one
    /// that has ended, with its comments and decorators.
    fn js_boundaries(&self, rows: Range<usize>, depth: u32, out: &mut Vec<usize>) {
        let comment_or_blank = |row: usize| {
            let l = &self.lines[row];
            let t = self.text[l.start..self.line_end(row)].trim_ascii_start();
            l.in_comment
                || (!l.inside && l.first.is_none())
                || (self.starts_at(row, depth) && (t.starts_with(b"//") || t.starts_with(b"/*")))
        };
        // Statements start at column 0 at the top; in a body, at the column of its
        // first line (a formatter's indentation).
        let column = |row: usize| {
            let l = &self.lines[row];
            self.text[l.start..self.line_end(row)]
                .iter()
                .take_while(|c| matches!(c, b' ' | b'\t'))
                .count()
        };
        let indent = if depth == 0 {
            Some(0)
        } else {
            (rows.start..rows.end).find(|&r| self.starts_at(r, depth)).map(column)
        };
        // Decorators (`@Component(…)`) open their class's statement.
        let mut decorating = false;
        for row in rows.start + 1..rows.end {
            let l = &self.lines[row];
            if !(self.starts_at(row, depth) && Some(column(row)) == indent) {
                continue;
            }
            let t = self.text[l.start..self.line_end(row)].trim_ascii_start();
            let word_len = t
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b'$')
                .count();
            let decorator = t.first() == Some(&b'@');
            if !(decorator || (word_len > 0 && !t[0].is_ascii_digit())) || JS_CONTINUES.contains(&&t[..word_len]) {
                continue;
            }
            // The statement above has ended: its last token can end one (ASI).
            let ended = l.prev_sig.is_none_or(|(c, d)| {
                d == depth
                    && (matches!(c, b'}' | b';' | b')' | b']' | b'\'' | b'"' | b'`' | b'$' | b'_')
                        || c.is_ascii_alphanumeric())
            });
            if !ended {
                continue;
            }
            if decorating {
                decorating = decorator;
                continue;
            }
            decorating = decorator;
            let mut top = row;
            while top > rows.start && comment_or_blank(top - 1) {
                top -= 1;
            }
            if top > *out.last().unwrap_or(&0) {
                out.push(top);
            }
        }
    }

    /// Rust: a line that opens an item or statement after a `}` or `;` at `depth`.
    fn rust_boundaries(&self, rows: Range<usize>, depth: u32, out: &mut Vec<usize>) {
        let mut last_boundary_sig = self.lines[rows.start].sig_before;
        for row in rows.start + 1..rows.end {
            let l = &self.lines[row];
            if !self.starts_at(row, depth) || l.sig_before == last_boundary_sig {
                continue;
            }
            // An item or statement starts with a name, an attribute or a comment; a
            // line starting with `.`, `|`, `?` or an operator continues an expression
            // (`}\n.to_string()`, a `|` pattern after a struct pattern).
            let t = self.text[l.start..self.line_end(row)].trim_ascii_start();
            let opens = t
                .first()
                .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'#' | b'/'));
            let ended = opens && matches!(l.prev_sig, Some((b'}' | b';', d)) if d == depth);
            let continues = ["else", "where", "as"].iter().any(|k| {
                let t = &self.text[l.start..self.line_end(row)];
                let t = t.trim_ascii_start();
                t.starts_with(k.as_bytes())
                    && t.get(k.len())
                        .is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
            });
            if ended && !continues {
                out.push(row);
                last_boundary_sig = l.sig_before;
            }
        }
    }

    /// The offset of the line's first byte when it is not indented (Go declarations are at
    /// column 0 in gofmt's output), else `usize::MAX`.
    fn line_start_col0(&self, row: usize) -> usize {
        let l = &self.lines[row];
        match self.text.get(l.start) {
            Some(b' ' | b'\t') | None => usize::MAX,
            _ => l.start,
        }
    }

    /// Pushes the ranges to parse for the touched items among `rows` (whole items at `depth`).
    fn region(&self, rows: Range<usize>, depth: u32, touched: &[usize], out: &mut Vec<Range<usize>>) {
        let bounds = self.boundaries(rows.clone(), depth);
        for (k, &first) in bounds.iter().enumerate() {
            let end_row = bounds.get(k + 1).copied().unwrap_or(rows.end);
            let i = touched.partition_point(|&r| r < first);
            if touched.get(i).is_none_or(|&r| r >= end_row) {
                continue;
            }
            let body = match self.lang {
                Lang::Rust => self
                    .body(first..end_row, depth)
                    .map(|(open, close)| (open, close, depth + 1))
                    .or_else(|| self.block_body(first..end_row, depth)),
                lang if lang.is_js() => self.block_body(first..end_row, depth),
                _ => None,
            };
            match body {
                // Only the touched items of a container's body, between its header and its
                // closing brace (and a touched header, when only definitions are read).
                Some((open_row, close_row, inner))
                    if touched[i..]
                        .iter()
                        .take_while(|&&r| r < end_row)
                        .all(|&r| r > open_row && r < close_row || self.headers_only && r <= open_row) =>
                {
                    out.push(self.lines[first].start..self.line_end(open_row));
                    self.region(open_row + 1..close_row, inner, touched, out);
                    out.push(self.lines[close_row].start..self.line_end(end_row - 1));
                }
                _ => out.push(self.lines[first].start..self.line_end(end_row - 1)),
            }
        }
    }

    /// For a statement among `rows` that ends in a block (a JavaScript or TypeScript class,
    /// interface, function or `describe(…, () => {…})` call; a Rust function, or a statement
    /// ending in a closure or a `match`): the row that opens the block (ending with its `{`),
    /// the row that closes it (starting with its `}`, the statement's last significant line)
    /// and the depth inside it, when the block holds more than one line and no line inside it
    /// leaves it.
    fn block_body(&self, rows: Range<usize>, depth: u32) -> Option<(usize, usize, u32)> {
        if rows.len() < 3 {
            return None;
        }
        let close = (rows.start..rows.end)
            .rev()
            .find(|&r| self.lines[r].last_sig.is_some())?;
        let l = &self.lines[close];
        let inner = l.depth;
        if l.inside || l.first_sig != Some(b'}') || inner <= depth {
            return None;
        }
        // The last row that starts outside the block opens it: its last token is the `{`,
        // and no line before the closing one leaves the block (`} else {`).
        let open = (rows.start..close).rev().find(|&r| self.lines[r].depth < inner)?;
        let opens = self.lines[open].last_sig == Some((b'{', inner)) && !self.lines[open].inside;
        let stays = (open + 1..close).all(|r| self.lines[r].min_depth >= inner);
        (opens && stays && close > open + 1).then_some((open, close, inner))
    }

    /// For a Rust `impl`, `trait`, `mod` or `extern` block among `rows`: the row that opens its
    /// body (ending with `{`) and the row that closes it (starting with `}`, the item's last
    /// significant line), when its items are each on lines of their own.
    fn body(&self, rows: Range<usize>, depth: u32) -> Option<(usize, usize)> {
        if self.lang != Lang::Rust || rows.len() < 3 {
            return None;
        }
        // The first row that is not an attribute or a comment: the item's header.
        let header = (rows.start..rows.end).find(|&r| {
            let l = &self.lines[r];
            let t = self.text[l.start..self.line_end(r)].trim_ascii_start();
            !l.inside && l.depth == depth && !t.is_empty() && !t.starts_with(b"#") && !t.starts_with(b"//")
        })?;
        let t = &self.text[self.lines[header].start..self.line_end(header)];
        let words: Vec<&[u8]> = t
            .split(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
            .filter(|w| !w.is_empty())
            .collect();
        let keyword = words.iter().find(|w| {
            !matches!(
                &***w,
                b"pub" | b"crate" | b"super" | b"in" | b"self" | b"unsafe" | b"default" | b"auto"
            )
        })?;
        let extern_block = **keyword == *b"extern" && words.get(1).is_none_or(|w| !matches!(&**w, b"crate" | b"fn"));
        if !(matches!(&**keyword, b"impl" | b"mod" | b"trait") || extern_block) {
            return None;
        }
        // The body opens at the end of a line at `depth` and closes at the start of one.
        let open =
            (header..rows.end).find(|&r| self.lines[r].last_sig.is_some_and(|(c, d)| c == b'{' && d == depth + 1))?;
        // No other bracket opened and closed on the way: the `{` is the first at `depth + 1`.
        if (header..open).any(|r| self.lines[r + 1].depth != depth) {
            return None;
        }
        let close = (open + 1..rows.end).rev().find(|&r| self.lines[r].last_sig.is_some())?;
        let l = &self.lines[close];
        (l.depth == depth + 1 && l.first_sig == Some(b'}') && l.last_sig.is_some_and(|(_, d)| d == depth))
            .then_some((open, close))
            .filter(|&(o, c)| {
                c > o + 1 && (o + 1..c).all(|r| self.lines[r].depth > depth || self.lines[r].first.is_none())
            })
    }
}

/// The scan's state.
struct Lexer<'t> {
    b: &'t [u8],
    lines: Vec<Line>,
    depth: u32,
    sig: usize,
    prev_sig: Option<(u8, u32)>,
}

impl Lexer<'_> {
    /// A line starts at `start` (`inside` a string or comment or not).
    fn line(&mut self, start: usize, inside: bool) {
        let first = self.b[start..]
            .iter()
            .take_while(|&&c| c != b'\n')
            .find(|&&c| c != b' ' && c != b'\t' && c != b'\r');
        self.lines.push(Line {
            start,
            depth: self.depth,
            inside,
            sig_before: self.sig,
            prev_sig: self.prev_sig,
            first: first.copied(),
            last_sig: None,
            first_sig: None,
            in_comment: false,
            min_depth: self.depth,
        });
    }

    /// A significant byte (not whitespace or a comment) at the current depth.
    fn significant(&mut self, byte: u8) {
        self.sig += 1;
        self.prev_sig = Some((byte, self.depth));
        if let Some(line) = self.lines.last_mut() {
            if line.last_sig.is_none() && !line.inside {
                line.first_sig = Some(byte);
            }
            line.last_sig = Some((byte, self.depth));
        }
    }

    /// The offset after the block comment whose body starts at `i` (`nests`: Rust's, whose
    /// `/*` open a level each); every line that starts in it is inside a comment.
    fn block_comment_end(&mut self, mut i: usize, nests: bool) -> Option<usize> {
        let mut level = 1;
        while level > 0 {
            match self.b.get(i..i + 2)? {
                [b'*', b'/'] => {
                    level -= 1;
                    i += 2;
                }
                [b'/', b'*'] if nests => {
                    level += 1;
                    i += 2;
                }
                [b'\n', _] => {
                    i += 1;
                    self.line(i, true);
                    if let Some(l) = self.lines.last_mut() {
                        l.in_comment = true;
                    }
                }
                _ => i += 1,
            }
        }
        Some(i)
    }

    /// The offset after the Rust raw string (`r"…"`, `r#"…"#`) opening at `i`; every line that
    /// starts in it is inside it.
    fn raw_string_end(&mut self, i: usize) -> Option<usize> {
        let b = self.b;
        let hashes = raw_string_start(b, i)?;
        let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
        let body = i + 1 + hashes + 1;
        let end = body + find(&b[body..], &close)?;
        for (k, &byte) in b[body..end].iter().enumerate() {
            if byte == b'\n' {
                self.line(body + k + 1, true);
            }
        }
        Some(end + close.len())
    }

    /// The offset after the JavaScript template literal whose body starts at `i`; its `${…}`
    /// substitutions are scanned for their strings, comments, templates and braces, and every
    /// line that starts in it is inside it.
    fn template_end(&mut self, mut i: usize) -> Option<usize> {
        loop {
            match *self.b.get(i)? {
                b'\\' => i += 2,
                b'\n' => {
                    i += 1;
                    self.line(i, true);
                }
                b'`' => return Some(i + 1),
                b'$' if self.b.get(i + 1) == Some(&b'{') => i = self.substitution_end(i + 2)?,
                _ => i += 1,
            }
        }
    }

    /// The offset after the `}` that closes a template substitution whose code starts at `i`.
    fn substitution_end(&mut self, mut i: usize) -> Option<usize> {
        let mut depth = 0u32;
        loop {
            match *self.b.get(i)? {
                b'\n' => {
                    i += 1;
                    self.line(i, true);
                }
                b'\'' | b'"' => i = js_string_end(self.b, i)?,
                b'`' => i = self.template_end(i + 1)?,
                // A comment in a substitution: rare, and not worth being sure of.
                b'/' if matches!(self.b.get(i + 1), Some(b'/' | b'*')) => return None,
                b'{' => {
                    depth += 1;
                    i += 1;
                }
                b'}' if depth == 0 => return Some(i + 1),
                b'}' => {
                    depth -= 1;
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }

    /// The offset after the string whose body starts at `i` and closes with `quote`.
    fn string_end(&mut self, mut i: usize, quote: u8, escapes: bool) -> Option<usize> {
        loop {
            match *self.b.get(i)? {
                b'\\' if escapes => {
                    i += 2;
                    if self.b.get(i - 1) == Some(&b'\n') {
                        self.line(i, true); // a string continued on the next line
                    }
                }
                b'\n' => {
                    i += 1;
                    self.line(i, true);
                }
                c if c == quote => return Some(i + 1),
                _ => i += 1,
            }
        }
    }
}

/// Words that continue a JavaScript/TypeScript statement on the next line.
const JS_CONTINUES: &[&[u8]] = &[
    b"else",
    b"catch",
    b"finally",
    b"while",
    b"instanceof",
    b"in",
    b"of",
    b"as",
    b"satisfies",
    b"extends",
    b"implements",
];

/// Words after which a JavaScript `/` starts a regular expression, not a division.
const JS_BEFORE_REGEX: &[&[u8]] = &[
    b"return",
    b"typeof",
    b"instanceof",
    b"case",
    b"do",
    b"else",
    b"in",
    b"of",
    b"new",
    b"delete",
    b"void",
    b"throw",
    b"yield",
    b"await",
];

/// The offset after the JavaScript string (`'…'` or `"…"`) opening at `i`; `None` when it
/// does not close on its line (JSX text with an apostrophe, say: the scan is not sure).
fn js_string_end(b: &[u8], i: usize) -> Option<usize> {
    let quote = b[i];
    let mut k = i + 1;
    loop {
        match *b.get(k)? {
            b'\\' => k += 2,
            b'\n' => return None,
            c if c == quote => return Some(k + 1),
            _ => k += 1,
        }
    }
}

/// Whether a `/` at `i` (not a comment) starts a regular expression: after an operator, an
/// opening bracket, the start of the text or a keyword like `return`; not after a name, a
/// number or a closing bracket.
fn regex_may_start(b: &[u8], i: usize) -> bool {
    let before = &b[..i];
    let Some(end) = before.iter().rposition(|c| !c.is_ascii_whitespace()) else {
        return true;
    };
    let c = before[end];
    if c == b')' || c == b']' {
        return false;
    }
    let is_word = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$';
    if !is_word(&c) {
        return true;
    }
    let start = before[..=end].iter().rposition(|c| !is_word(c)).map_or(0, |k| k + 1);
    JS_BEFORE_REGEX.contains(&&before[start..=end])
}

/// The offset after the regular expression literal opening at `i` (its flags included);
/// `None` when it does not close on its line.
fn regex_end(b: &[u8], i: usize) -> Option<usize> {
    let mut k = i + 1;
    let mut class = false;
    loop {
        match *b.get(k)? {
            b'\\' => k += 2,
            b'\n' => return None,
            b'[' => {
                class = true;
                k += 1;
            }
            b']' => {
                class = false;
                k += 1;
            }
            b'/' if !class => break,
            _ => k += 1,
        }
    }
    k += 1;
    while b.get(k).is_some_and(u8::is_ascii_alphabetic) {
        k += 1;
    }
    Some(k)
}

/// After a `'` at `i`: a character literal's end, or past a Rust lifetime's or label's quote.
fn quote_end(b: &[u8], i: usize, lang: Lang) -> Option<usize> {
    let rest = b.get(i + 1..)?;
    if rest.first() == Some(&b'\\') {
        // An escape: up to the closing quote on this line.
        let close = rest[2.min(rest.len())..]
            .iter()
            .position(|&c| c == b'\'' || c == b'\n')?;
        return (rest[2 + close] == b'\'').then_some(i + 1 + 2 + close + 1);
    }
    // One character (of up to four UTF-8 bytes) and a closing quote.
    let len = match rest.first()? {
        c if *c < 0x80 => 1,
        c if *c >= 0xF0 => 4,
        c if *c >= 0xE0 => 3,
        _ => 2,
    };
    if rest.get(len) == Some(&b'\'') && rest[0] != b'\n' {
        return Some(i + 1 + len + 1);
    }
    // A Rust lifetime or label: only the quote; Go has no such thing.
    (lang == Lang::Rust).then_some(i + 1)
}

/// At an `r`: the number of `#`s of a raw string starting there (`r"`, `r#"`, `br"`, `cr"`),
/// when the `r` does not continue an identifier.
fn raw_string_start(b: &[u8], i: usize) -> Option<usize> {
    let before = i.checked_sub(1).map(|k| b[k]);
    let prefix_ok = match before {
        None => true,
        Some(c) if !(c.is_ascii_alphanumeric() || c == b'_') => true,
        Some(b'b' | b'c') => i < 2 || !(b[i - 2].is_ascii_alphanumeric() || b[i - 2] == b'_'),
        _ => false,
    };
    if !prefix_ok {
        return None;
    }
    let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
    (b.get(i + 1 + hashes) == Some(&b'"')).then_some(hashes)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    fn segments<'t>(text: &'t str, lang: Lang, lines: &[u32]) -> Vec<&'t str> {
        touched_segments(text, lang, lines)
            .unwrap()
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    const RUST: &str = concat!(
        "use std::fmt;\n\n/// Doc of a.\n#[inline]\nfn a() {\n    let s = \"}\\n\";\n",
        "}\n\n// free comment\nstruct B;\n\nimpl B {\n",
        "    /// Doc of m.\n    fn m(&self) {\n        1;\n    }\n\n    fn n(&self) {}\n",
        "}\n",
    );

    #[test]
    fn rust_items_keep_their_docs_and_attributes() {
        assert_eq!(
            segments(RUST, Lang::Rust, &[6]),
            ["/// Doc of a.\n#[inline]\nfn a() {\n    let s = \"}\\n\";\n}\n\n"]
        );
        assert_eq!(segments(RUST, Lang::Rust, &[10]), ["// free comment\nstruct B;\n\n"]);
    }

    #[test]
    fn rust_containers_parse_only_the_touched_members() {
        assert_eq!(
            segments(RUST, Lang::Rust, &[15]),
            [
                "impl B {\n    /// Doc of m.\n    fn m(&self) {\n        1;\n    }\n\n",
                "}\n"
            ]
        );
        // The header touched: the whole block.
        assert_eq!(segments(RUST, Lang::Rust, &[12, 15]).len(), 1);
        assert!(segments(RUST, Lang::Rust, &[12, 15])[0].ends_with("fn n(&self) {}\n}\n"));
    }

    /// Issue #12: read for its definitions, a block whose header holds a line is parsed as its
    /// header and closing line, not its body; its container stays around it (the qualified
    /// name), and a line inside the body still has its statement parsed.
    #[test]
    fn definitions_are_read_without_the_bodies_of_their_blocks() {
        let read = |lines: &[u32]| -> Vec<&str> {
            definition_segments(RUST, Lang::Rust, lines)
                .unwrap()
                .into_iter()
                .map(|r| &RUST[r])
                .collect()
        };
        assert_eq!(
            read(&[14]),
            ["impl B {\n    /// Doc of m.\n    fn m(&self) {\n", "    }\n\n", "}\n"]
        );
        assert_eq!(read(&[5]), ["/// Doc of a.\n#[inline]\nfn a() {\n", "}\n\n"]);
        assert_eq!(
            read(&[5, 6]),
            segments(RUST, Lang::Rust, &[5, 6]),
            "a line of the body too"
        );
        let tree = crate::syntax::parse_lines(&std::sync::Arc::from(RUST), Lang::Rust, &[14])
            .unwrap()
            .tree;
        assert!(!tree.root_node().has_error(), "{}", tree.root_node().to_sexp());
        assert_eq!(tree.root_node().named_child(0).unwrap().kind(), "impl_item");
    }

    /// Issue #12: a touched function is parsed as its header, its touched statements and its
    /// closing brace, level by level; a block left and re-entered on one line (`} else {`)
    /// is not split.
    #[test]
    fn rust_blocks_parse_only_the_touched_statements() {
        // A line that continues an expression after a `}` is not a statement of its own.
        let chain =
            "fn f() -> String {\n    let a = 1;\n    let s = S {\n        a,\n    }\n    .to_string();\n    s\n}\n";
        assert_eq!(
            segments(chain, Lang::Rust, &[6]),
            [
                "fn f() -> String {\n",
                "    let s = S {\n        a,\n    }\n    .to_string();\n",
                "}\n"
            ]
        );
        let src = "fn f(x: u8) -> u8 {\n    let a = 1;\n    let b = 2;\n    if x > 0 {\n        a\n    } else {\n        b\n    }\n}\n";
        assert_eq!(
            segments(src, Lang::Rust, &[3]),
            ["fn f(x: u8) -> u8 {\n", "    let b = 2;\n", "}\n"]
        );
        assert_eq!(
            segments(src, Lang::Rust, &[5]),
            [
                "fn f(x: u8) -> u8 {\n",
                "    if x > 0 {\n        a\n    } else {\n        b\n    }\n}\n"
            ]
        );
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("blocks.rs");
        std::fs::write(&path, src).unwrap();
        let (lines, partial) = compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    #[test]
    fn rust_strings_comments_chars_and_lifetimes() {
        let src = "fn a<'x>(s: &'x str) -> char {\n    let r = r#\"\n}\n\"#;\n    /* } /* nested */ } */\n    '}'\n}\nfn b() {}\n";
        assert_eq!(
            segments(src, Lang::Rust, &[8]),
            ["fn b() {}\n"],
            "the braces in the raw string, the comment and the char are not the item's"
        );
        assert_eq!(
            segments(src, Lang::Rust, &[3]),
            ["fn a<'x>(s: &'x str) -> char {\n    let r = r#\"\n}\n\"#;\n", "}\n"]
        );
        assert!(touched_segments("fn a() {\n", Lang::Rust, &[1]).is_none());
        assert!(touched_segments("fn a() { \"x }\n", Lang::Rust, &[1]).is_none());
    }

    #[test]
    fn rust_continuations_do_not_split() {
        let src = "const X: u8 = if A {\n    1\n}\nelse {\n    2\n};\nfn f() {}\n";
        assert_eq!(
            segments(src, Lang::Rust, &[5]),
            ["const X: u8 = if A {\n    1\n}\nelse {\n    2\n};\n"]
        );
    }

    #[test]
    fn go_declarations_with_their_comments() {
        let src = "package p\n\nimport \"fmt\"\n\n// A does it.\n// Twice.\nfunc A() {\n\tfmt.Println(`}\n`)\n}\n\nvar (\n\tx = 1\n)\n";
        assert_eq!(
            segments(src, Lang::Go, &[9]),
            ["\n// A does it.\n// Twice.\nfunc A() {\n\tfmt.Println(`}\n`)\n}\n"]
        );
        assert_eq!(segments(src, Lang::Go, &[13]), ["\nvar (\n\tx = 1\n)\n"]);
        let block = "package p\n\nvar x = 1\n\n/*\n\tnotes\n*/\nfunc B() {\n}\n";
        assert_eq!(segments(block, Lang::Go, &[9]), ["\n/*\n\tnotes\n*/\nfunc B() {\n}\n"]);
    }

    const TS: &str = concat!(
        "import { a } from './a';\n\n/** Doc of f. */\n",
        "export function f(x: number): number {\n  const re = /[}]/g;\n",
        "  return x / 2;\n}\n\n@Component({\n  selector: 'x',\n})\nexport class C {\n",
        "  m() {\n    return `a ${ { b: 1 }.b } }`;\n  }\n}\n\nconst g = (y: string) =>\n",
        "  y.length\n\ndescribe('g', () => {\n  it('works', () => {});\n});\n",
    );

    #[test]
    fn javascript_statements_with_their_comments_decorators_and_templates() {
        assert_eq!(
            segments(TS, Lang::TypeScript, &[6]),
            [
                "\n/** Doc of f. */\nexport function f(x: number): number {\n",
                "  return x / 2;\n}\n"
            ]
        );
        assert_eq!(
            segments(TS, Lang::TypeScript, &[14]),
            [
                "\n@Component({\n  selector: 'x',\n})\nexport class C {\n  m() {\n    return `a ${ { b: 1 }.b } }`;\n  }\n}\n"
            ]
        );
        assert_eq!(
            segments(TS, Lang::TypeScript, &[19]),
            ["\nconst g = (y: string) =>\n  y.length\n"]
        );
        // An apostrophe in JSX text: not sure, the whole file.
        assert!(touched_segments("const a = <p>don't\n</p>;\n", Lang::Tsx, &[1]).is_none());
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sample.ts");
        std::fs::write(&path, TS).unwrap();
        let (lines, partial) = compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    /// Issue #12: a file that opens with a block comment (a module doc, a license) keeps it
    /// whole with the statement below it. The comment's lines were walked up to the second
    /// line only, so the first segment started inside the comment, the partial parse failed
    /// and the whole file was parsed again (171 of the 182 partial TypeScript parses that
    /// failed on 300 commits of modelcontextprotocol/typescript-sdk).
    #[test]
    fn a_leading_block_comment_is_not_cut() {
        let src = "/**\n * Module doc.\n *\n */\n\nimport { a } from './a';\n\nexport function f() {\n  const b = a;\n  return b;\n}\n";
        assert_eq!(
            segments(src, Lang::TypeScript, &[6]),
            ["/**\n * Module doc.\n *\n */\n\nimport { a } from './a';\n"]
        );
        assert_eq!(
            segments(src, Lang::TypeScript, &[10]),
            ["\nexport function f() {\n", "  return b;\n}\n"]
        );
        for lines in [&[6][..], &[10], &[2]] {
            let tree = crate::syntax::parse_touched_items(src, Lang::TypeScript, lines);
            assert!(tree.is_some(), "lines {lines:?}: parsed partially, without an error");
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("leading.ts");
        std::fs::write(&path, src).unwrap();
        let (lines, partial) = compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    const TS_BODIES: &str = concat!(
        "export class A {\n  a() {\n    return 1;\n  }\n\n  /** Doc of b. */\n",
        "  b() {\n    return 2;\n  }\n\n  c = 3;\n}\n\ndescribe('x', () => {\n",
        "  it('a', () => {\n    expect(1).toBe(1);\n  });\n\n  it('b', () => {\n",
        "    expect(2).toBe(2);\n  });\n});\n",
    );

    /// Issue #12: a touched class, function or `describe(…, () => {…})` block is parsed as
    /// its header, its touched members or statements (each with the comments above it) and
    /// its closing line, not its other members.
    #[test]
    fn javascript_blocks_parse_only_the_touched_members() {
        assert_eq!(
            segments(TS_BODIES, Lang::TypeScript, &[8]),
            [
                "export class A {\n",
                "\n  /** Doc of b. */\n  b() {\n    return 2;\n  }\n",
                "}\n"
            ]
        );
        assert_eq!(
            segments(TS_BODIES, Lang::TypeScript, &[20]),
            [
                "\ndescribe('x', () => {\n",
                "\n  it('b', () => {\n    expect(2).toBe(2);\n  });\n});\n"
            ]
        );
        // The header touched: the whole statement.
        assert_eq!(segments(TS_BODIES, Lang::TypeScript, &[1, 8]).len(), 1);
        // A member that continues the one above (no token before it can end a statement)
        // is not split from it.
        // A block that closes and opens again (`} else {`) is parsed whole.
        let src = "if (a) {\n  b();\n  c();\n} else {\n  d();\n}\n";
        assert_eq!(segments(src, Lang::TypeScript, &[2]), [src]);
        let src = "class A {\n  x = a ?\n  b : c\n  y = 1\n}\n";
        assert_eq!(
            segments(src, Lang::TypeScript, &[3]),
            ["class A {\n  x = a ?\n  b : c\n", "}\n"]
        );
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bodies.ts");
        std::fs::write(&path, TS_BODIES).unwrap();
        let (lines, partial) = compare_files(&[path], 1);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    /// What the checks read of the nodes on line `row`: kind, span, parent kind, and the
    /// comment or attribute right before it (doc comments, `#[test]`, `#[cfg(test)]`).
    pub(in crate::syntax) fn seen(tree: &tree_sitter::Tree, row: usize) -> Vec<String> {
        let mut out = Vec::new();
        let mut stack = vec![tree.root_node()];
        while let Some(node) = stack.pop() {
            if node.start_position().row > row || node.end_position().row < row {
                continue;
            }
            if node.parent().is_some() {
                // A comment's own neighbour, and a comment trailing the code before it
                // (`} // end`, which ends the segment before), are nothing a check reads.
                let trailing = |p: &tree_sitter::Node<'_>| {
                    p.prev_sibling()
                        .is_some_and(|q| q.end_position().row == p.start_position().row)
                };
                let prev = node
                    .prev_sibling()
                    .filter(|_| !node.kind().contains("comment"))
                    .filter(|p| p.kind().contains("comment") || p.kind().contains("attribute"))
                    .filter(|p| !(p.kind().contains("comment") && trailing(p)))
                    .map(|p| format!("{}{:?}", p.kind(), p.byte_range()));
                let parent = node.parent().map(|p| p.kind()).unwrap_or_default();
                out.push(format!(
                    "{} {:?} in {parent} after {prev:?}",
                    node.kind(),
                    node.byte_range()
                ));
            }
            let mut c = node.walk();
            stack.extend(node.children(&mut c));
        }
        out.sort();
        out
    }

    /// Compares, for every `step`-th line of every file, what a partial parse shows of that
    /// line with what the whole file's parse shows; returns (lines compared, partial parses).
    pub(in crate::syntax) fn compare_files(files: &[std::path::PathBuf], step: usize) -> (usize, usize) {
        let (mut lines, mut partial) = (0, 0);
        for path in files {
            let lang = Lang::of_path(&path.to_string_lossy()).unwrap();
            let Ok(text) = std::fs::read_to_string(path) else {
                continue;
            };
            let mut parser = tree_sitter::Parser::new();
            parser.set_language(&lang.grammar().unwrap()).unwrap();
            let full = parser.parse(&text, None).unwrap();
            if full.root_node().has_error() {
                continue; // the partial parse is then the better one
            }
            let n = text.lines().count();
            for row in (0..n).step_by(step) {
                lines += 1;
                let lines = [row as u32 + 1];
                let tree = if lang == Lang::Python {
                    super::super::python_segments::touched_segments(
                        &text,
                        &lines,
                        super::super::python::Narrowing::Bodies,
                    )
                    .filter(|s| !s.is_empty())
                    .and_then(|s| super::super::python::parse(&text, Some(&s)))
                    .filter(|t| !t.root_node().has_error())
                } else {
                    super::super::parse_touched_items(&text, lang, &lines)
                };
                let Some(tree) = tree else {
                    continue;
                };
                partial += 1;
                // A Python comment is nothing a check reads before a definition (docstrings
                // are inside it); it stays with the statement above it.
                let shown = |t: &tree_sitter::Tree| {
                    let mut v = seen(t, row);
                    if lang == Lang::Python {
                        v.iter_mut()
                            .for_each(|s| s.truncate(s.find(" after ").unwrap_or(s.len())));
                    }
                    v
                };
                assert_eq!(shown(&tree), shown(&full), "{} line {}", path.display(), row + 1);
            }
        }
        (lines, partial)
    }

    pub(in crate::syntax) fn sources(dir: &std::path::Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                sources(&p, ext, out);
            } else if p.extension().is_some_and(|e| e == ext) {
                out.push(p);
            }
        }
    }

    /// Partial parsing must show each line exactly as the full parse does: this crate's own
    /// sources, every fourth line.
    #[test]
    fn partial_parse_matches_full_parse_on_own_sources() {
        let mut files = Vec::new();
        sources(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            "rs",
            &mut files,
        );
        let (lines, partial) = compare_files(&files, 4);
        assert!(partial * 2 > lines, "{partial} of {lines} lines parsed partially");
    }

    /// The same over a checkout given in `AGENTSMD_GATE_SEGMENTS_CORPUS` (e.g. a Rust, Go or
    /// Python repository), every line (or every `AGENTSMD_GATE_SEGMENTS_STEP`th).
    #[test]
    #[ignore = "needs AGENTSMD_GATE_SEGMENTS_CORPUS"]
    #[allow(clippy::print_stderr, reason = "the corpus test reports what it covered")]
    fn partial_parse_matches_full_parse_on_corpus() {
        let dir = std::env::var_os("AGENTSMD_GATE_SEGMENTS_CORPUS").expect("AGENTSMD_GATE_SEGMENTS_CORPUS");
        for ext in ["rs", "go", "py", "js", "ts", "tsx"] {
            let mut files = Vec::new();
            sources(std::path::Path::new(&dir), ext, &mut files);
            let step = std::env::var("AGENTSMD_GATE_SEGMENTS_STEP")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(1);
            let (lines, partial) = compare_files(&files, step);
            eprintln!(
                "{ext}: {} files, {lines} lines, {partial} parsed partially",
                files.len()
            );
        }
    }
}

//! #16: the source keeps a readable shape. In `src/**/*.rs`, no function outside test code
//! (`#[cfg(test)]` items) is longer than [`MAX_FN_LINES`] lines, from its `fn` line to its
//! closing brace, and no line (test code included) is longer than [`MAX_LINE_CHARS`]
//! characters, except in the files [`ALLOWED`] lists with why.
//!
//! The scan is lexical, not a parser: comments, string and character literals are blanked
//! first (so a `{` or `fn` inside them does not count), then `#[cfg(test)]` items, then each
//! `fn name` is matched to its closing brace.

use std::path::Path;

use crate::support::rust_sources;

const MAX_FN_LINES: usize = 100;
const MAX_LINE_CHARS: usize = 150;

/// Files (or folders, ending in `/`) left out, with why. A row that no longer covers an
/// offender fails the test, so the table only shrinks.
const ALLOWED: &[(&str, &str)] = &[];

/// `text` with every comment, string and character literal replaced by spaces (line breaks
/// kept), byte for byte.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut blank = |from: usize, to: usize| {
        for byte in &mut out[from..to.min(b.len())] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
    };
    let ident = |i: usize| i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    let mut i = 0;
    while i < b.len() {
        let end = if b[i..].starts_with(b"//") {
            b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |n| i + n)
        } else if b[i..].starts_with(b"/*") {
            block_comment_end(b, i)
        } else if let Some(hashes) = raw_string_start(b, i).filter(|_| !ident(i)) {
            raw_string_end(b, i, hashes)
        } else if b[i] == b'"' {
            string_end(b, i + 1)
        } else if b[i] == b'\'' {
            match char_literal_end(b, i) {
                Some(end) => end,
                None => {
                    i += 1; // a lifetime
                    continue;
                }
            }
        } else {
            i += 1;
            continue;
        };
        blank(i, end);
        i = end;
    }
    String::from_utf8(out).expect("blanking whole literals keeps UTF-8")
}

/// The end of the block comment opening at `i` (they nest).
fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    b.len()
}

/// The number of `#` of a raw string (`r"`, `r#"`, `br##"` …) opening at `i`.
fn raw_string_start(b: &[u8], i: usize) -> Option<usize> {
    let rest = b[i..].strip_prefix(b"b").unwrap_or(&b[i..]);
    let rest = rest.strip_prefix(b"r")?;
    let hashes = rest.iter().take_while(|&&c| c == b'#').count();
    (rest.get(hashes) == Some(&b'"')).then_some(hashes)
}

fn raw_string_end(b: &[u8], i: usize, hashes: usize) -> usize {
    let open = i + b[i..].iter().position(|&c| c == b'"').unwrap_or(0) + 1;
    let mut close = vec![b'"'];
    close.extend(std::iter::repeat_n(b'#', hashes));
    b[open..]
        .windows(close.len())
        .position(|w| w == close.as_slice())
        .map_or(b.len(), |n| open + n + close.len())
}

/// The end of the string whose contents start at `i` (after its `"`).
fn string_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// The end of the character literal opening at `i` (`'a'`, `'\n'`, `'é'`), `None` for a
/// lifetime (`'a`).
fn char_literal_end(b: &[u8], i: usize) -> Option<usize> {
    let next = *b.get(i + 1)?;
    if next == b'\\' {
        // After the escaped character (`'\''` has its own quote there).
        let close = b.get(i + 3..)?.iter().take(12).position(|&c| c == b'\'')?;
        return Some(i + 3 + close + 1);
    }
    let len = match next {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    };
    (b.get(i + 1 + len) == Some(&b'\'')).then_some(i + 2 + len)
}

/// The end of the item starting at `i`: its matching closing brace, or its `;` when a `;`
/// comes before any `{`.
fn item_end(code: &[u8], i: usize) -> usize {
    let Some(open) = code[i..].iter().position(|&c| c == b'{' || c == b';').map(|n| i + n) else {
        return code.len();
    };
    if code[open] == b';' {
        return open + 1;
    }
    let mut depth = 0;
    for (n, &c) in code[open..].iter().enumerate() {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return open + n + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// `code` (from [`code_only`]) with its `#[cfg(test)]` items blanked.
fn without_tests(code: &str) -> String {
    let mut out = code.as_bytes().to_vec();
    let mut from = 0;
    while let Some(n) = code[from..].find("#[cfg(test)]") {
        let start = from + n;
        let end = item_end(code.as_bytes(), start);
        for byte in &mut out[start..end] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
        from = end;
    }
    String::from_utf8(out).expect("blanking whole items keeps UTF-8")
}

/// The functions of `code` (tests and literals blanked) as (1-based line, name, lines).
fn functions(code: &str) -> Vec<(usize, String, usize)> {
    let b = code.as_bytes();
    let line_of = |i: usize| b[..i].iter().filter(|&&c| c == b'\n').count() + 1;
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(n) = code[from..].find("fn ") {
        let at = from + n;
        from = at + 3;
        if at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_') {
            continue;
        }
        let name: String = code[from..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue; // `fn(u8) -> u8`, `fn $name` in a macro
        }
        let end = item_end(b, from);
        if b[end - 1] == b'}' {
            out.push((line_of(at), name, line_of(end - 1) - line_of(at) + 1));
        }
    }
    out
}

/// Every offender in `src/` as (file relative to the package, what).
fn offenders() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = rust_sources(&root.join("src"));
    let mut out = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap();
        for (line, name, len) in functions(&without_tests(&code_only(&text))) {
            if len > MAX_FN_LINES {
                out.push((rel.clone(), format!("{rel}:{line}: fn {name} has {len} lines")));
            }
        }
        for (n, line) in text.lines().enumerate() {
            let chars = line.chars().count();
            if chars > MAX_LINE_CHARS {
                out.push((rel.clone(), format!("{rel}:{}: a line of {chars} characters", n + 1)));
            }
        }
    }
    out
}

#[test]
fn functions_and_lines_stay_short() {
    let offenders = offenders();
    let allowed = |file: &str| {
        ALLOWED
            .iter()
            .any(|(path, _)| file == *path || (path.ends_with('/') && file.starts_with(path)))
    };
    let wrong: Vec<&str> = offenders
        .iter()
        .filter(|(file, _)| !allowed(file))
        .map(|(_, what)| what.as_str())
        .collect();
    assert!(
        wrong.is_empty(),
        "over {MAX_FN_LINES} lines per non-test fn or {MAX_LINE_CHARS} characters per line \
         (split the function or wrap the line; a data table may get an ALLOWED row):\n{}",
        wrong.join("\n")
    );
    for (path, why) in ALLOWED {
        assert!(
            offenders.iter().any(|(file, _)| file == path || file.starts_with(path)),
            "ALLOWED {path} ({why}) covers no offender any more: remove the row"
        );
    }
}

#[test]
fn the_scanner_sees_functions_and_skips_literals_and_tests() {
    let body = "    let x = 1;\n".repeat(3);
    let text = format!(
        concat!(
            "/// fn in a comment {{\n",
            "fn outer<'a>(s: &'a str) -> char {{\n",
            "    let _ = \"}} fn fake() {{\";\n",
            "    let _ = r#\"{{ \"# ;\n",
            "    let _ = '{{';\n",
            "    let _ = ['\\'', '\\u{{7b}}'];\n",
            "{}",
            "    '}}'\n",
            "}}\n",
            "/* fn nested /* {{ */ }} */\n",
            "#[cfg(test)]\n",
            "mod tests {{\n",
            "    fn in_test() {{}}\n",
            "}}\n",
            "fn decl(f: fn(u8) -> u8);\n",
        ),
        body
    );
    let code = without_tests(&code_only(&text));
    assert_eq!(code.len(), text.len());
    assert_eq!(functions(&code), vec![(2, "outer".to_owned(), 10)]);
}

//! Top-level statement boundaries of a Python file, found by a cheap lexical scan.
//!
//! tree-sitter-python parses at a few MB/s; a change usually touches one or two top-level
//! definitions of a file. Parsing only the top-level statements that contain added lines
//! (tree-sitter's included ranges keep positions file-absolute) gives the same functions for
//! those lines at a fraction of the cost. Top-level statements are independent in Python, so
//! the result is exact; where the scan cannot be sure (an unterminated string or bracket), it
//! returns `None` and the caller parses the whole file.

use std::ops::Range;

/// Byte ranges of the top-level statements that contain any of `lines` (1-based, ascending),
/// merged where adjacent. `None`: parse the whole file.
pub fn touched_segments(text: &str, lines: &[u32]) -> Option<Vec<Range<usize>>> {
    let starts = statement_starts(text)?;
    let line_offsets = crate::checks::line_starts(text);
    let mut out: Vec<Range<usize>> = Vec::new();
    for &line in lines {
        let Some(&offset) = line_offsets.get((line as usize).checked_sub(1)?) else {
            continue;
        };
        // The statement holding `offset`: the last start at or before it.
        let i = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(0) => continue, // before the first statement: blank lines or comments
            Err(i) => i - 1,
        };
        let segment = starts[i]..starts.get(i + 1).copied().unwrap_or(text.len());
        match out.last_mut() {
            Some(last) if last.end >= segment.start => last.end = last.end.max(segment.end),
            _ => out.push(segment),
        }
    }
    Some(out)
}

/// Byte offsets of lines that start a top-level statement: outside strings and brackets, not a
/// continuation line, not indented, not blank or a comment, and not a clause (`else:`, `elif`,
/// `except`, `finally`) that continues the statement above.
fn statement_starts(text: &str) -> Option<Vec<usize>> {
    let bytes = text.as_bytes();
    let mut starts = Vec::new();
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
            if string.is_none() && depth == 0 && !continued && starts_statement(&bytes[i..]) {
                starts.push(i);
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
    (string.is_none() && depth == 0).then_some(starts)
}

fn starts_statement(line: &[u8]) -> bool {
    match line.first() {
        None | Some(b' ' | b'\t' | b'\r' | b'\n' | b'#' | b'\x0c') => false,
        Some(_) => !["else", "elif", "except", "finally"].iter().any(|kw| {
            line.starts_with(kw.as_bytes())
                && line
                    .get(kw.len())
                    .is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
        }),
    }
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

    #[test]
    fn unsure_scans_give_up() {
        assert!(touched_segments("x = (\n", &[1]).is_none());
        assert!(touched_segments("x = 'abc\ny = 1\n", &[1]).is_none());
        assert!(touched_segments("x = \"\"\"never closed\n", &[1]).is_none());
    }
}

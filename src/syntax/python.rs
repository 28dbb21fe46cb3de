//! Python parsing, whole or partial: a change usually touches one or two top-level statements
//! of a file, and parsing only those (tree-sitter included ranges keep positions absolute)
//! gives the same nodes for the touched lines at a fraction of the cost
//! (see `python_segments`).

use std::cell::RefCell;
use std::ops::Range;

use tree_sitter::{Parser, Tree};

pub use super::python_segments::Narrowing;
use super::python_segments::touched_segments;

/// The tree of the top-level statements holding `added_lines`, touched definitions narrowed
/// as `narrowing` says (exact for what it keeps; see python_segments.rs), or of the whole file
/// where the scan is unsure or the partial parse shows a syntax error the boundaries may have
/// caused.
pub fn parse_touched(text: &str, added_lines: &[u32], narrowing: Narrowing) -> Option<Tree> {
    if let Some(segments) = touched_segments(text, added_lines, narrowing) {
        let tree = parse(text, Some(&segments))?;
        if !tree.root_node().has_error() {
            return Some(tree);
        }
    }
    parse(text, None)
}

/// Parses `text`, or only its `ranges` (positions stay those of the whole text).
pub fn parse(text: &str, ranges: Option<&[Range<usize>]>) -> Option<Tree> {
    thread_local! {
        static PARSER: RefCell<Option<Parser>> = const { RefCell::new(None) };
    }
    PARSER.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            let mut parser = Parser::new();
            parser.set_language(&tree_sitter_python::LANGUAGE.into()).ok()?;
            *slot = Some(parser);
        }
        let parser = slot.as_mut()?;
        let included: Vec<tree_sitter::Range> = match ranges {
            Some(ranges) if !ranges.is_empty() => included_ranges(text, ranges),
            // Nothing touched: nothing to parse.
            Some(_) => return None,
            None => Vec::new(),
        };
        // An empty list means the whole text. A file with syntax errors still parses into a
        // tree with ERROR nodes; what parsed is checked.
        parser.set_included_ranges(&included).ok()?;
        let tree = parser.parse(text, None);
        parser.set_included_ranges(&[]).ok()?;
        tree
    })
}

/// `ranges` of `text` as tree-sitter's included ranges, their rows and columns counted in one
/// pass up to the last range's end: a file's line starts are not built for a few touched items
/// (building them for every side parsed was 2% of a range check, issue #12).
pub(super) fn included_ranges(text: &str, ranges: &[Range<usize>]) -> Vec<tree_sitter::Range> {
    let bytes = text.as_bytes();
    // Where the count stands: a byte offset, its row and the start of that row.
    let (mut at, mut row, mut row_start) = (0, 0, 0);
    let mut point = |offset: usize| {
        let offset = offset.min(bytes.len());
        if offset < at {
            (at, row, row_start) = (0, 0, 0); // not ascending: count again from the start
        }
        let gap = &bytes[at..offset];
        let breaks = gap.iter().filter(|&&b| b == b'\n').count();
        if breaks > 0 {
            row += breaks;
            row_start = at + gap.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        }
        at = offset;
        tree_sitter::Point {
            row,
            column: offset - row_start,
        }
    };
    ranges
        .iter()
        .map(|r| tree_sitter::Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: point(r.start),
            end_point: point(r.end),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #12: the points counted in one pass are those of the line starts, for ranges in
    /// order or not, at line starts, at the end of the text and past a `\r\n`.
    #[test]
    fn included_ranges_have_the_points_of_the_line_starts() {
        let text = "a = 1\r\nb = 2\n\ndef f():\n    é = 3\n";
        let starts = crate::text::line_starts(text);
        let point = |offset: usize| {
            let row = starts.partition_point(|&s| s <= offset).saturating_sub(1);
            tree_sitter::Point {
                row,
                column: offset - starts[row],
            }
        };
        for ranges in [
            vec![0..5, 7..13, 14..22, 23..text.len()],
            vec![14..22, 0..3, 30..text.len()],
        ] {
            let got = included_ranges(text, &ranges);
            let want: Vec<_> = ranges.iter().map(|r| (point(r.start), point(r.end))).collect();
            let got: Vec<_> = got.iter().map(|r| (r.start_point, r.end_point)).collect();
            assert_eq!(got, want, "{ranges:?}");
        }
    }
}

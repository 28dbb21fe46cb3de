//! Python parsing, whole or partial: a change usually touches one or two top-level statements
//! of a file, and parsing only those (tree-sitter included ranges keep positions absolute)
//! gives the same nodes for the touched lines at a fraction of the cost
//! (see `python_segments`).

use std::cell::RefCell;
use std::ops::Range;

use tree_sitter::{Parser, Tree};

pub use super::python_segments::Narrowing;
use super::python_segments::touched_segments;
use crate::text::line_starts;

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
            Some(ranges) if !ranges.is_empty() => {
                let starts = line_starts(text);
                ranges
                    .iter()
                    .map(|r| tree_sitter::Range {
                        start_byte: r.start,
                        end_byte: r.end,
                        start_point: point(&starts, r.start),
                        end_point: point(&starts, r.end),
                    })
                    .collect()
            }
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

/// The row and column of byte `offset`, given the line starts.
pub(super) fn point(starts: &[usize], offset: usize) -> tree_sitter::Point {
    let row = starts.partition_point(|&s| s <= offset).saturating_sub(1);
    let column = offset - starts.get(row).copied().unwrap_or(0);
    tree_sitter::Point { row, column }
}

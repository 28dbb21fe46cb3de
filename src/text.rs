//! Text and line helpers shared by the git layer, the parsers and the checks: a leaf module
//! (it depends on nothing in the crate), so none of those has to reach into another for them.

use std::ops::Range;

/// Byte offsets where each line of `text` starts; index 0 is line 1.
pub fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&i| i <= text.len())
        .collect()
}

/// The byte range of 1-based `line` (without its newline).
pub fn line_range(text: &str, starts: &[usize], line: u32) -> Option<Range<usize>> {
    let i = usize::try_from(line).ok()?.checked_sub(1)?;
    let start = *starts.get(i)?;
    let end = starts.get(i + 1).map_or(text.len(), |&next| next - 1);
    let end = if text[start..end].ends_with('\r') { end - 1 } else { end };
    Some(start..end.max(start))
}

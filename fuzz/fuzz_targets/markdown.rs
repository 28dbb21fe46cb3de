//! The Markdown path: any bytes as a context file through parsing, classification and import
//! scanning, front matter included, must not panic, and every instruction's lines and every
//! front-matter diagnostic must lie inside the file.
#![no_main]

use agentsmd_gate::instructions::{classify::classify, discover, front_matter, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = text.lines().count().max(1) as u32 + 1;
    let _ = discover::imports(&text);
    // Front matter: located problems only, every label inside the file.
    for problem in front_matter::read("fuzz.md", &text).1 {
        for label in &problem.labels {
            assert!(label.range.end <= text.len(), "{:?} past {}", label.range, text.len());
        }
    }
    for c in parse::candidates(&discover::without_imports(&text)) {
        assert!(c.line >= 1 && c.line <= lines && c.end_line >= c.line.min(c.end_line), "{c:?}");
        let _ = classify(&c.text, &c.heading, c.parent.as_deref(), c.lead_in);
    }
});

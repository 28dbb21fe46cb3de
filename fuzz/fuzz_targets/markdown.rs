//! The Markdown path: any bytes as a context file through parsing, classification and import
//! scanning must not panic, and every instruction's lines must lie inside the file.
#![no_main]

use agentsmd_gate::instructions::{classify::classify, discover, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = text.lines().count().max(1) as u32 + 1;
    let _ = discover::imports(&text);
    let _ = parse::front_matter(&text);
    for c in parse::candidates(&discover::without_imports(&text)) {
        assert!(c.line >= 1 && c.line <= lines && c.end_line >= c.line.min(c.end_line), "{c:?}");
        let _ = classify(&c.text, &c.heading, c.parent.as_deref(), c.lead_in);
    }
});

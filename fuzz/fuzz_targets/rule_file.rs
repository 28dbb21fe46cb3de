//! The rule-file loader: any bytes must load or give diagnostics whose labels lie inside the
//! source, never panic.
#![no_main]

use agentsmd_gate::diagnostic::Source;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(problems) = agentsmd_gate::ruleset::load(Source { name: "fuzz.yaml".into(), text: text.into() }) {
        for p in problems {
            for l in &p.labels {
                assert!(l.range.start <= text.len() && l.range.end <= text.len(), "{p:?}");
            }
        }
    }
});

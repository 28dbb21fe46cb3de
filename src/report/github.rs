//! `--format github`: workflow commands (`::error file=…,line=…::message`) that GitHub turns
//! into annotations on the pull request diff.

use super::RuleChanges;
use crate::diagnostic::{Severity, Violation};

pub fn render(violations: &[Violation], rule_changes: &RuleChanges) -> String {
    let mut out = String::new();
    for f in &rule_changes.files {
        out.push_str(&format!(
            "::warning file={},title=agentsmd-gate::{}\n",
            property(f),
            data(&rule_changes.message(f))
        ));
    }
    for v in violations.iter().filter(|v| v.suppressed.is_none()) {
        let level = match v.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        let mut props = vec![format!("title={}", property(&v.rule))];
        if let Some(file) = &v.file {
            props.push(format!("file={}", property(file)));
        }
        if let Some(r) = &v.region {
            props.push(format!("line={}", r.line));
            props.push(format!("endLine={}", r.end_line));
            // Columns only for one-line spans, as GitHub ignores them otherwise.
            if r.line == r.end_line {
                props.push(format!("col={}", r.column));
                props.push(format!("endColumn={}", r.end_column));
            }
        }
        let mut message = v.message.clone();
        if let Some(i) = &v.instruction {
            let at = i
                .line
                .map(|l| format!("{}:{l}", i.file))
                .unwrap_or_else(|| i.file.clone());
            message.push_str(&format!("\n{at}: {}", i.text.as_deref().unwrap_or("")));
        }
        if let Some(c) = &v.commit {
            message.push_str(&format!("\n(commit {})", &c[..c.len().min(12)]));
        }
        out.push_str(&format!("::{level} {}::{}\n", props.join(","), data(&message)));
    }
    out
}

fn data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(data("a%b\nc"), "a%25b%0Ac");
        assert_eq!(property("a:b,c"), "a%3Ab%2Cc");
    }
}

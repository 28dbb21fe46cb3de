//! `--format sarif`: SARIF 2.1.0 for code scanning. One `rules[]` entry per rule of the set
//! (its instruction as the full description), one result per violation, the instruction's line as
//! a related location, and a partial fingerprint of the offending content that survives line
//! moves.

use serde::Serialize;
use serde_json::{Value, json};

use super::RuleChanges;
use crate::diagnostic::{Severity, Violation};
use crate::ruleset::Rule;

const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";
const INFORMATION_URI: &str = "https://github.com/agentsmd-gate/agentsmd-gate";

#[derive(Serialize)]
struct Log {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: Vec<Value>,
}

pub fn render(violations: &[Violation], rules: &[Rule], rule_changes: &RuleChanges) -> String {
    let rule_index = |id: &str| rules.iter().position(|r| &*r.id == id);
    let descriptors: Vec<Value> = rules.iter().map(descriptor).collect();
    let results: Vec<Value> = violations.iter().map(|v| result(v, rule_index(&v.rule))).collect();
    let mut run = json!({
        "tool": { "driver": {
            "name": "agentsmd-gate",
            "version": env!("CARGO_PKG_VERSION"),
            "informationUri": INFORMATION_URI,
            "rules": descriptors,
        }},
        "columnKind": "unicodeCodePoints",
        "results": results,
    });
    if !rule_changes.files.is_empty() {
        let notifications: Vec<Value> = rule_changes
            .files
            .iter()
            .map(|f| {
                json!({
                    "level": "warning",
                    "descriptor": { "id": "rule-changes" },
                    "message": { "text": rule_changes.message(f) },
                    "locations": [{ "physicalLocation": { "artifactLocation": { "uri": f } } }],
                })
            })
            .collect();
        run["invocations"] = json!([{
            "executionSuccessful": true,
            "toolExecutionNotifications": notifications,
        }]);
    }
    let log = Log {
        schema: SCHEMA,
        version: "2.1.0",
        runs: vec![run],
    };
    let mut s = serde_json::to_string_pretty(&log).expect("SARIF serializes");
    s.push('\n');
    s
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

fn descriptor(rule: &Rule) -> Value {
    let instruction = rule.from.as_ref().map(|o| {
        let at = o
            .instruction
            .line
            .map(|l| format!("{}:{l}", o.instruction.file))
            .unwrap_or_else(|| o.instruction.file.clone());
        match &o.instruction.text {
            Some(t) => format!("{at}: {t}"),
            None => at,
        }
    });
    let short = format!("{} check `{}`", rule.check.kind(), rule.id);
    let full = instruction
        .clone()
        .unwrap_or_else(|| format!("Hand-written `{}` rule `{}`.", rule.check.kind(), rule.id));
    let help = match &instruction {
        Some(i) => format!(
            "This rule enforces the instruction {i}. Fix the change, or discuss the instruction if it no longer holds."
        ),
        None => format!("See the rule `{}` in agentsmd-gate.yaml.", rule.id),
    };
    json!({
        "id": &*rule.id,
        "shortDescription": { "text": short },
        "fullDescription": { "text": full },
        "help": { "text": help },
        "helpUri": format!("{INFORMATION_URI}/blob/main/docs/checks.md#{}", rule.check.kind()),
        "defaultConfiguration": { "level": level(rule.severity) },
    })
}

fn result(v: &Violation, rule_index: Option<usize>) -> Value {
    let mut result = json!({
        "ruleId": &*v.rule,
        "level": level(v.severity),
        "message": { "text": message(v) },
    });
    if let Some(i) = rule_index {
        result["ruleIndex"] = json!(i);
    }
    let instruction_location = v.instruction.as_ref().map(|i| {
        let mut loc = json!({ "physicalLocation": { "artifactLocation": { "uri": uri(&i.file) } } });
        if let Some(line) = i.line {
            loc["physicalLocation"]["region"] = json!({ "startLine": line });
        }
        loc
    });
    // Code scanning wants a location on every result: a commit-level violation (message,
    // branch) is shown at the instruction it breaks.
    let location = match (&v.file, &v.region) {
        (Some(file), Some(r)) => Some(json!({ "physicalLocation": {
            "artifactLocation": { "uri": uri(file) },
            "region": { "startLine": r.line, "startColumn": r.column, "endLine": r.end_line, "endColumn": r.end_column },
        }})),
        // About the file as a whole (a protected path, a missing companion): its first line.
        (Some(file), None) => Some(json!({ "physicalLocation": {
            "artifactLocation": { "uri": uri(file) },
            "region": { "startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1 },
        }})),
        (None, _) => instruction_location.clone(),
    };
    if let Some(location) = location {
        result["locations"] = json!([location]);
    }
    if let Some(mut related) = instruction_location {
        related["id"] = json!(1);
        related["message"] = json!({ "text": "the instruction this rule enforces" });
        result["relatedLocations"] = json!([related]);
    }
    result["partialFingerprints"] = json!({ "agentsmdGate/v1": v.content_fingerprint() });
    if let Some(reason) = &v.suppressed {
        result["suppressions"] = json!([{ "kind": "inSource", "justification": reason }]);
    }
    if let Some(commit) = &v.commit {
        result["properties"] = json!({ "commit": commit });
    }
    result
}

fn message(v: &Violation) -> String {
    match &v.instruction {
        Some(i) => {
            let at = i
                .line
                .map(|l| format!("{}:{l}", i.file))
                .unwrap_or_else(|| i.file.clone());
            format!("{} (enforces {at})", v.message)
        }
        None => v.message.clone(),
    }
}

/// Repo-relative paths as URI references: `/`-separated, with reserved characters escaped.
fn uri(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Rule, file and the offending text (not its line number), so a moved line keeps its alert.
#[cfg(test)]
mod tests {
    use super::uri;

    #[test]
    fn uris_escape_reserved_characters() {
        assert_eq!(uri("src/a b#c.py"), "src/a%20b%23c.py");
        assert_eq!(uri("é.py"), "%C3%A9.py");
    }
}

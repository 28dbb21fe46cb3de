//! Rendering compiled rules as rule-file YAML: block style for a rule's keys, flow style for
//! lists and examples, single-quoted scalars (no escapes, so regexes read as written) and
//! double-quoted ones where a value holds a line break.

use std::fmt::Write;

use super::calibrate::History;
use super::{ExampleSpec, Proposal, Softness, Value};
use crate::instructions::Instruction;

/// The header of a rule file `compile` writes. Its first line points editors (the YAML language
/// server) at the JSON Schema, `ruleset::schema::URL`.
pub const HEADER: &str = "\
# yaml-language-server: $schema=https://raw.githubusercontent.com/agentsmd-gate/agentsmd-gate/main/schema/agentsmd-gate.schema.json
# agentsmd-gate rule set: compiled from the context files by `agentsmd-gate compile`.
# Review it like code. Hand edits are kept by `compile --write`; the context files stay the
# source of truth (`compile --check` fails when the two drift apart). Format: docs/rules.md.
version: 1
rules:
";

/// One rule, as an item of `rules:` (two-space indent), with a comment quoting its
/// instruction.
pub fn rule(
    id: &str,
    instruction: &Instruction,
    fingerprint: &str,
    p: &Proposal,
    softness: Option<&Softness>,
) -> String {
    rule_with_history(id, instruction, fingerprint, p, None, softness)
}

/// [`rule`], with what it did on the recent history in its comment; a rule held back by the
/// calibration is written `severity: off`, for a person to decide. `softness`: why the rule
/// warns rather than blocks ("the instruction allows it “unless explicitly asked” …"), or is
/// written off as a proposal (a preference), its comment.
pub fn rule_with_history(
    id: &str,
    instruction: &Instruction,
    fingerprint: &str,
    p: &Proposal,
    history: Option<&History>,
    softness: Option<&Softness>,
) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "  # {}:{}: {}",
        instruction.file,
        instruction.line,
        one_line(&instruction.text, 100)
    );
    if let Some(h) = history {
        let _ = writeln!(s, "  # history: {h}");
        if let Some(why) = h.held_back {
            let _ = writeln!(
                s,
                "  # PROPOSAL, written off: {why}; read the commits it fails (`agentsmd-gate check <commit>`), then enable it or delete it"
            );
            for c in &h.failing {
                let _ = writeln!(
                    s,
                    "  #   fails {} {}",
                    &c.id[..c.id.len().min(12)],
                    one_line(&c.subject, 70)
                );
            }
            if let Some(e) = &h.existing {
                for item in e.failing.iter().take(3) {
                    let _ = writeln!(s, "  #   {}", e.failing_line(item));
                }
            }
        }
    }
    let held_back = history.is_some_and(|h| h.held_back.is_some());
    match softness {
        Some(Softness::Proposal(why)) => {
            let _ = writeln!(
                s,
                "  # PROPOSAL, written off: {why}; enable it if the team means it as a rule, or delete it"
            );
        }
        Some(Softness::Warning(why)) if !held_back => {
            let _ = writeln!(s, "  # a warning, not an error: {why}");
        }
        _ => {}
    }
    let _ = writeln!(s, "  - id: {}", id_scalar(id));
    if held_back || matches!(softness, Some(Softness::Proposal(_))) {
        let _ = writeln!(s, "    severity: off");
    } else if softness.is_some() {
        let _ = writeln!(s, "    severity: warning");
    }
    let _ = writeln!(s, "    from:");
    let _ = writeln!(s, "      file: {}", scalar(&instruction.file));
    let _ = writeln!(s, "      line: {}", instruction.line);
    let _ = writeln!(s, "      text: {}", scalar(&instruction.text));
    let _ = writeln!(s, "      fingerprint: {}", scalar(fingerprint));
    if !instruction.applies_to.is_empty() {
        let _ = writeln!(s, "      applies-to: {}", list(&instruction.applies_to));
    }
    if !p.paths.is_empty() {
        let _ = writeln!(s, "    paths: {}", list(&p.paths));
    }
    if !p.exclude.is_empty() {
        let _ = writeln!(s, "    exclude: {}", list(&p.exclude));
    }
    let _ = writeln!(s, "    check:");
    let _ = writeln!(s, "      kind: {}", p.kind);
    for (key, value) in &p.keys {
        let _ = writeln!(s, "      {key}: {}", value_yaml(value));
    }
    let _ = writeln!(s, "    examples:");
    for e in &p.examples {
        let _ = writeln!(s, "      - {}", example(e));
    }
    s
}

/// What makes two proposals the same rule, for dropping repeats within one file.
pub fn rule_identity(file: &str, p: &Proposal) -> String {
    let keys: Vec<String> = p.keys.iter().map(|(k, v)| format!("{k}={}", value_yaml(v))).collect();
    format!(
        "{file}|{}|{}|{}|{}",
        p.kind,
        keys.join(","),
        p.paths.join(","),
        p.exclude.join(",")
    )
}

fn example(e: &ExampleSpec) -> String {
    let mut parts = vec![format!("expect: {}", if e.expect_pass { "pass" } else { "fail" })];
    if !e.files_before.is_empty() {
        parts.push(format!("files_before: {}", files(&e.files_before)));
    }
    if !e.files_after.is_empty() {
        parts.push(format!("files_after: {}", files(&e.files_after)));
    }
    if let Some(m) = &e.message {
        parts.push(format!("message: {}", scalar(m)));
    }
    if let Some(b) = &e.branch {
        parts.push(format!("branch: {}", scalar(b)));
    }
    format!("{{{}}}", parts.join(", "))
}

fn files(files: &[(String, String)]) -> String {
    let entries: Vec<String> = files
        .iter()
        .map(|(p, c)| format!("{}: {}", scalar(p), scalar(c)))
        .collect();
    format!("{{{}}}", entries.join(", "))
}

fn value_yaml(v: &Value) -> String {
    match v {
        Value::Str(s) => scalar(s),
        Value::Int(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::List(items) => list(items),
    }
}

fn list(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|i| scalar(i)).collect();
    format!("[{}]", items.join(", "))
}

/// A YAML scalar for any string: single-quoted when it has no line break or control
/// character (nothing is escaped but `'`), else double-quoted with JSON escapes (valid YAML).
pub fn scalar(s: &str) -> String {
    if s.chars().any(|c| c.is_control()) {
        serde_json::to_string(s).expect("strings serialize")
    } else {
        format!("'{}'", s.replace('\'', "''"))
    }
}

/// A rule id as written: plain, as users type it in suppressions, unless YAML would read it
/// as something other than a string (`null`, `true`, `1`): PostHog/posthog-js (round 22),
/// where "`=== null`" made the id `null` and the rule file lost the rule.
fn id_scalar(id: &str) -> String {
    let lower = id.to_ascii_lowercase();
    let keyword = matches!(
        lower.as_str(),
        "null" | "~" | "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n" | ".nan" | ".inf"
    );
    if keyword || id.parse::<f64>().is_ok() {
        scalar(id)
    } else {
        id.to_owned()
    }
}

/// `text` on one line, cut at `max` characters (for comments).
pub fn one_line(text: &str, max: usize) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        flat
    } else {
        let cut: String = flat.chars().take(max.saturating_sub(1)).collect();
        format!("{cut}…")
    }
}

#[cfg(test)]
mod tests {
    use super::{id_scalar, scalar};

    #[test]
    fn an_id_yaml_would_read_as_no_string_is_quoted() {
        for id in ["null", "true", "1", "2.5", "off"] {
            let doc = format!("id: {}\n", id_scalar(id));
            let node = crate::ruleset::yaml::parse(&doc).unwrap();
            let crate::ruleset::yaml::Value::Map(entries) = node.value else {
                panic!("{doc}")
            };
            assert_eq!(entries[0].1.as_str(), Some(id), "{doc}");
        }
        assert_eq!(id_scalar("no-print"), "no-print");
    }

    #[test]
    fn scalars_round_trip_through_the_rule_file_parser() {
        for s in [
            "plain",
            "it's",
            r"\bpanic!\(",
            "a: b # c",
            "line\nbreak\t",
            "'",
            "",
            "- x",
            "{a}",
        ] {
            let doc = format!("v: {}\n", scalar(s));
            let node = crate::ruleset::yaml::parse(&doc).unwrap();
            let crate::ruleset::yaml::Value::Map(entries) = node.value else {
                panic!("{doc}")
            };
            assert_eq!(entries[0].1.as_str(), Some(s), "{doc}");
        }
    }
}

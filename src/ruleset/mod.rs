//! The rule set (`agentsmd-gate.yaml`): YAML → spanned tree (`yaml`) → compiled rules
//! (`validate`, reading values through `decode`). Loading either yields every rule compiled or
//! every problem found, each pointing at its line and column.

pub mod decode;
pub mod pattern;
pub mod rule;
pub mod schema;
pub mod spec;
mod validate;
pub mod yaml;

pub use rule::{Example, InstructionScope, Origin, Rule, RuleSet};

use crate::diagnostic::{Code, Diagnostic, Source};

pub const DEFAULT_PATH: &str = "agentsmd-gate.yaml";

/// Compiles the rule file `source` (already read). On failure, every problem found.
pub fn load(source: Source) -> Result<RuleSet, Vec<Diagnostic>> {
    let root = match yaml::parse(&source.text) {
        Ok(root) => root,
        Err(e) => {
            let range = e.span.offset..e.span.offset + e.span.len;
            return Err(vec![
                Diagnostic::error(
                    Code::ConfigSyntax,
                    format!("{} is not valid YAML: {}", source.name, e.message),
                )
                .with_label(source.clone(), range, e.message.clone()),
            ]);
        }
    };
    let mut d = decode::Decoder::new(source);
    match validate::rule_set(&root, &mut d) {
        Some(set) if d.problems.is_empty() => Ok(set),
        _ => Err(d.problems),
    }
}

/// The diagnostic for a missing rule file.
pub fn not_found(path: &str, rev: Option<&str>) -> Diagnostic {
    let at = rev.map(|r| format!(" at revision `{r}`")).unwrap_or_default();
    Diagnostic::error(Code::ConfigNotFound, format!("no rule file `{path}`{at}")).with_help(
        "write one (see docs/rules.md) or pass `--config FILE`; a gate without rules would pass every commit",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(src: &str) -> Vec<String> {
        match load(Source {
            name: "agentsmd-gate.yaml".into(),
            text: src.into(),
        }) {
            Ok(_) => Vec::new(),
            Err(p) => p
                .into_iter()
                .map(|d| format!("{}: {}", d.code.name(), d.message))
                .collect(),
        }
    }

    #[test]
    fn collects_every_problem() {
        let src = concat!(
            "version: 1\nrules:\n  - id: a\n    check: {kind: forbid-content, pattern: '('}\n",
            "  - id: a\n    sevrity: error\n    check: {kind: nope}\n",
            "  - id: Bad_Id\n    paths: ['a/[']\n    check: {kind: file-name, pattern: x}\n",
        );
        let p = problems(src);
        assert_eq!(p.len(), 6, "{p:#?}");
        for code in [
            "invalid-regex",
            "duplicate-rule-id",
            "unknown-key",
            "invalid-value: unknown check kind",
            "invalid-value: rule id",
            "invalid-glob",
        ] {
            assert!(p.iter().any(|m| m.starts_with(code)), "{code} missing from {p:#?}");
        }
    }

    #[test]
    fn empty_rule_sets_are_errors() {
        assert!(problems("")[0].starts_with("config-empty"));
        assert!(problems("version: 1\nrules: []\n")[0].starts_with("config-empty"));
        assert!(problems("version: 1\n")[0].starts_with("config-empty"));
        assert!(problems("rules: 3\n")[0].starts_with("wrong-type"));
        assert!(
            problems("version: 2\nrules: [{id: a, check: {kind: file-name, pattern: x}}]\n")[0]
                .starts_with("invalid-value")
        );
    }

    #[test]
    fn off_rules_are_dropped_and_scope_follows_from() {
        let src = concat!(
            "rules:\n  - id: a\n    severity: off\n    check: {kind: file-name, pattern: x}\n",
            "  - id: b\n    from: {file: pkg/AGENTS.md, line: 3}\n",
            "    check: {kind: file-name, pattern: x}\n",
        );
        let set = load(Source {
            name: "r.yaml".into(),
            text: src.into(),
        })
        .unwrap();
        assert_eq!(set.rules.len(), 1);
        assert_eq!(set.rules[0].scope.prefix(), Some("pkg/"));
    }

    /// Regression: found by the `rule_file` fuzz target (fuzz/fuzz_targets/rule_file.rs), a
    /// syntax-error label one byte past the end of the source.
    #[test]
    fn regression_fuzz_rule_file_span_past_end() {
        let text = include_str!("../../tests/fixtures/fuzz/rule_file_span_past_end.yaml");
        let problems = load(Source {
            name: "fuzz.yaml".into(),
            text: text.into(),
        })
        .unwrap_err();
        for p in &problems {
            for l in &p.labels {
                assert!(l.range.end <= text.len(), "{:?} past {}", l.range, text.len());
            }
        }
    }

    #[test]
    fn syntax_error_is_located() {
        let err = load(Source {
            name: "r.yaml".into(),
            text: "rules: [\n".into(),
        })
        .unwrap_err();
        assert_eq!(err[0].code, Code::ConfigSyntax);
        assert!(!err[0].labels.is_empty());
    }
}

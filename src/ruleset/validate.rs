//! Raw → compiled: walks the YAML tree of `agentsmd-gate.yaml`, checks every key and value,
//! checks every regex and glob (built on first use, `pattern.rs`), and collects *all* problems
//! before the loader gives up.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use super::decode::{Decoder, MapReader, PathMatcher, Spanned};
use super::rule::{Example, InstructionScope, Origin, Rule, RuleSet};
use super::spec::{self, SEVERITIES};
use super::yaml::{Node, Span, Value};
use crate::checks::{self, Check};
use crate::diagnostic::{Code, InstructionRef, LintName, Severity};
use crate::git::view_from_files;

pub fn rule_set(root: &Node, d: &mut Decoder) -> Option<RuleSet> {
    if matches!(root.value, Value::Null) {
        d.error(Code::ConfigEmpty, root.span, "the rule file is empty", "no rules")
            .help = Some(EMPTY_HELP.into());
        return None;
    }
    let mut map = MapReader::new(root, "the rule file", d)?;
    if let Some(v) = map.take("version") {
        match v.value {
            Value::Int(1) => {}
            _ => {
                d.error(
                    Code::InvalidValue,
                    v.span,
                    "unsupported rule file `version`",
                    "expected `1`",
                )
                .help = Some("this agentsmd-gate reads `version: 1`".into());
            }
        }
    }
    let context = map
        .take("context")
        .and_then(|n| d.strings(n, "`context`"))
        .map(|v| v.into_iter().map(|s| s.value).collect());
    let rules_node = map.take("rules");
    let lint = map.take("lint").map(|n| lint_severities(n, d)).unwrap_or_default();
    let file_span = map.span();
    map.finish_keys(d, "the rule file", spec::TOP);

    let mut rules = Vec::new();
    let mut ids: HashMap<String, Span> = HashMap::new();
    match rules_node {
        Some(n) => match &n.value {
            Value::Seq(items) if !items.is_empty() => {
                for item in items {
                    if let Some(rule) = rule(item, d, &mut ids) {
                        rules.push(rule);
                    }
                }
            }
            Value::Seq(_) | Value::Null => {
                d.error(
                    Code::ConfigEmpty,
                    n.span,
                    "`rules` is empty: the gate would pass every commit",
                    "no rules",
                )
                .help = Some(EMPTY_HELP.into());
            }
            other => {
                d.error(
                    Code::WrongType,
                    n.span,
                    format!("`rules` must be a list, found {}", other.type_name()),
                    "expected a list of rules",
                );
            }
        },
        None => {
            d.error(
                Code::ConfigEmpty,
                file_span,
                "the rule file has no `rules`: the gate would pass every commit",
                "no `rules` key",
            )
            .help = Some(EMPTY_HELP.into());
        }
    }
    if d.has_errors() {
        return None;
    }
    Some(RuleSet {
        source: d.source.clone(),
        context,
        // `off` rules are validated (a typo in a disabled rule is still a typo) but dropped.
        rules: rules.into_iter().flatten().collect(),
        lint,
    })
}

const EMPTY_HELP: &str = "add at least one rule under `rules:` (see docs/rules.md), or run `agentsmd-gate compile \
    --write` to propose rules from AGENTS.md";

/// `Some(None)` is a valid rule with `severity: off`.
fn rule(node: &Node, d: &mut Decoder, ids: &mut HashMap<String, Span>) -> Option<Option<Rule>> {
    let mut map = MapReader::new(node, "a rule", d)?;
    let id = map.take("id").and_then(|n| d.string(n, "`id`"));
    let from = map.take("from").and_then(|n| origin(n, d));
    let severity = map
        .take("severity")
        .and_then(|n| {
            // YAML 1.1 reads a bare `off` as `false`.
            if matches!(n.value, Value::Bool(false)) {
                return Some(None);
            }
            d.choice(n, "`severity`", SEVERITIES)
        })
        .unwrap_or(Some(Severity::Error));
    let paths = map.take("paths").and_then(|n| d.strings(n, "`paths`"));
    let exclude = map.take("exclude").and_then(|n| d.strings(n, "`exclude`"));
    let include_generated = map
        .take("include-generated")
        .and_then(|n| d.bool(n, "`include-generated`").map(|b| (b, n.span)));
    let check_node = map.take("check");
    let message = map
        .take("message")
        .and_then(|n| d.string(n, "`message`"))
        .map(|s| s.value);
    let examples_node = map.take("examples");
    let stale = map.take("stale").and_then(|n| d.string(n, "`stale`")).map(|s| s.value);
    map.finish_keys(d, "a rule", spec::RULE);

    let id = rule_id(id, node, d, ids);
    let check = match check_node {
        Some(n) => check(n, d),
        None => {
            d.error(Code::MissingKey, node.span, "a rule needs a `check`", "missing `check`");
            None
        }
    };
    let paths = paths.and_then(|p| d.globs(&p, "`paths`"));
    let exclude = exclude.and_then(|p| d.globs(&p, "`exclude`"));
    let examples = examples_node.map(|n| examples(n, d)).unwrap_or_default();
    let (id, check) = (id?, check?);
    if let Some((true, span)) = include_generated
        && !check.skips_generated()
    {
        d.error(
            Code::InvalidValue,
            span,
            format!("`include-generated` has no effect on a `{}` check", check.kind()),
            "has no effect",
        )
        .help = Some(
            "only content and structural kinds skip generated files; path and message kinds see every file".into(),
        );
    }
    let paths = paths.or_else(|| default_paths(&check, node, d));
    let scope = from.as_ref().map_or_else(InstructionScope::default, |o| {
        InstructionScope::declared(&o.instruction.file, o.applies_to.clone())
    });
    Some(severity.map(|severity| Rule {
        id: Arc::from(id.value.as_str()),
        severity,
        from,
        scope,
        paths,
        exclude,
        include_generated: include_generated.is_some_and(|(b, _)| b),
        check,
        message,
        examples,
        stale,
        span: node.span,
    }))
}

/// The rule's `id`, checked: kebab-case, and not used by an earlier rule (`ids`).
fn rule_id(
    id: Option<Spanned<String>>,
    node: &Node,
    d: &mut Decoder,
    ids: &mut HashMap<String, Span>,
) -> Option<Spanned<String>> {
    let Some(id) = id else {
        d.error(Code::MissingKey, node.span, "a rule needs an `id`", "missing `id`");
        return None;
    };
    if !is_kebab_case(&id.value) {
        d.error(
            Code::InvalidValue,
            id.span,
            format!("rule id `{}` is not kebab-case", id.value),
            "not kebab-case",
        )
        .help = Some("use lowercase letters, digits and single dashes, e.g. `unsigned-commit`".into());
    }
    if let Some(first) = ids.get(&id.value) {
        let line = first.line;
        d.error(
            Code::DuplicateRuleId,
            id.span,
            format!("duplicate rule id `{}`", id.value),
            "used again here",
        )
        .help = Some(format!("the id is first used on line {line}; ids must be unique"));
    } else {
        ids.insert(id.value.clone(), id.span);
    }
    Some(id)
}

/// The paths a rule without `paths` selects: its kind's defaults (none for most kinds).
/// Scripts without an extension are read in the language their `#!` line names.
fn default_paths(check: &Check, node: &Node, d: &mut Decoder) -> Option<PathMatcher> {
    let defaults: Vec<_> = check
        .default_paths()?
        .iter()
        .map(|s| Spanned {
            value: (*s).to_owned(),
            span: node.span,
        })
        .collect();
    d.globs(&defaults, "default paths").map(|mut m| {
        m.scripts = check.reads_scripts();
        m
    })
}

fn check(node: &Node, d: &mut Decoder) -> Option<Check> {
    let mut map = MapReader::new(node, "`check`", d)?;
    let Some(kind_node) = map.take("kind") else {
        d.error(Code::MissingKey, node.span, "`check` needs a `kind`", "missing `kind`")
            .help = Some(format!("one of: {}", checks::kind_names().join(", ")));
        return None;
    };
    let kind = d.string(kind_node, "`kind`")?;
    if !checks::kind_names().contains(&kind.value.as_str()) {
        d.error(
            Code::InvalidValue,
            kind.span,
            format!("unknown check kind `{}`", kind.value),
            "unknown kind",
        )
        .help = Some(format!("one of: {}", checks::kind_names().join(", ")));
        return None;
    }
    Check::compile(&kind.value, map, d)
}

fn origin(node: &Node, d: &mut Decoder) -> Option<Origin> {
    let mut map = MapReader::new(node, "`from`", d)?;
    let file = map.take("file").and_then(|n| d.string(n, "`from.file`"));
    let line = map.take("line").and_then(|n| d.u32(n, "`from.line`"));
    let text = map.take("text").and_then(|n| d.string(n, "`from.text`"));
    let fingerprint = map.take("fingerprint").and_then(|n| d.string(n, "`from.fingerprint`"));
    let applies_to = map
        .take("applies-to")
        .and_then(|n| d.strings(n, "`from.applies-to`"))
        .and_then(|globs| d.globs(&globs, "`from.applies-to`"));
    map.finish_keys(d, "`from`", spec::FROM);
    let Some(file) = file else {
        d.error(
            Code::MissingKey,
            node.span,
            "`from` needs the `file` the instruction is in",
            "missing `file`",
        );
        return None;
    };
    Some(Origin {
        instruction: InstructionRef {
            file: file.value.trim_start_matches("./").to_owned(),
            line: line.map(|l| l.value),
            text: text.map(|t| t.value),
        },
        fingerprint: fingerprint.map(|f| f.value),
        applies_to,
    })
}

fn examples(node: &Node, d: &mut Decoder) -> Vec<Example> {
    let Value::Seq(items) = &node.value else {
        d.error(
            Code::WrongType,
            node.span,
            format!("`examples` must be a list, found {}", node.value.type_name()),
            "expected a list",
        );
        return Vec::new();
    };
    items.iter().filter_map(|item| example(item, d)).collect()
}

fn example(node: &Node, d: &mut Decoder) -> Option<Example> {
    let mut map = MapReader::new(node, "an example", d)?;
    let expect = map.take("expect").and_then(|n| d.choice(n, "`expect`", spec::EXPECT));
    let before = map.take("files_before").and_then(|n| files(n, d, "`files_before`"));
    let after = map.take("files_after").and_then(|n| files(n, d, "`files_after`"));
    let message = map
        .take("message")
        .and_then(|n| d.string(n, "`message`"))
        .map(|s| s.value);
    let branch = map
        .take("branch")
        .and_then(|n| d.string(n, "`branch`"))
        .map(|s| s.value);
    map.finish_keys(d, "an example", spec::EXAMPLE);
    let Some(expect_pass) = expect else {
        d.error(
            Code::MissingKey,
            node.span,
            "an example needs `expect: pass` or `expect: fail`",
            "missing `expect`",
        );
        return None;
    };
    Some(Example {
        expect_pass,
        view: view_from_files(&before.unwrap_or_default(), &after.unwrap_or_default(), message, branch),
        span: node.span,
    })
}

fn files(node: &Node, d: &mut Decoder, what: &str) -> Option<BTreeMap<String, Vec<u8>>> {
    let Value::Map(entries) = &node.value else {
        d.error(
            Code::WrongType,
            node.span,
            format!("{what} must map paths to contents, found {}", node.value.type_name()),
            "expected a mapping",
        );
        return None;
    };
    let mut out = BTreeMap::new();
    for (k, v) in entries {
        let path = d.string(k, "a path")?;
        let content = d.string(v, "file content")?;
        out.insert(path.value, content.value.into_bytes());
    }
    Some(out)
}

/// `lint: { conditional-wording: off, vague-qualifier: error }`.
fn lint_severities(node: &Node, d: &mut Decoder) -> Vec<(LintName, Option<Severity>)> {
    let Value::Map(entries) = &node.value else {
        d.error(
            Code::WrongType,
            node.span,
            format!(
                "`lint` must map finding names to severities, found {}",
                node.value.type_name()
            ),
            "expected a mapping",
        );
        return Vec::new();
    };
    let mut out = Vec::new();
    for (k, v) in entries {
        let Some(name) = d.string(k, "a lint finding name") else {
            continue;
        };
        let Some(lint) = LintName::from_name(&name.value) else {
            d.error(
                Code::UnknownKey,
                name.span,
                format!("unknown lint finding `{}`", name.value),
                "unknown finding",
            )
            .help = Some(format!(
                "known findings: {}",
                LintName::names().collect::<Vec<_>>().join(", ")
            ));
            continue;
        };
        let severity = if matches!(v.value, Value::Bool(false)) {
            Some(None)
        } else {
            d.choice(v, "a lint severity", SEVERITIES)
        };
        if let Some(severity) = severity {
            out.push((lint, severity));
        }
    }
    out
}

fn is_kebab_case(id: &str) -> bool {
    !id.is_empty()
        && id
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
}

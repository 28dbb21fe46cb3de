//! The JSON Schema (draft 2020-12) of the rule file, printed by `agentsmd-gate schema` and
//! committed as `schema/agentsmd-gate.schema.json`. It is generated from the declarations the
//! loader itself reads (`ruleset::spec` for the top level, rules, `from` and examples;
//! `checks::SPECS` for each kind's keys and docs), so it names exactly the keys the loader
//! knows, with the loader's types and enum values and docs/checks.md's descriptions.
//!
//! It accepts every rule file the loader accepts and rejects unknown kinds, unknown keys,
//! wrong types, unknown enum values and missing required keys. It cannot express what the
//! loader checks beyond that (regex and glob syntax, unique ids, `lines` only with
//! `scope: head`, a tree-sitter query's syntax): `agentsmd-gate test` and `check` do.

use serde_json::{Map, Value as Json, json};

use super::spec::{self, Key, SEVERITIES, Type};
use super::yaml::{self, Node, Value};
use crate::checks::SPECS;
use crate::diagnostic::LintName;
use crate::language::LANG_NAMES;

/// Where the committed schema is published; `init` and `compile` write it into the
/// `# yaml-language-server: $schema=…` line of a new rule file (`compile::emit::HEADER`).
pub const URL: &str =
    "https://raw.githubusercontent.com/agentsmd-gate/agentsmd-gate/main/schema/agentsmd-gate.schema.json";

/// The committed copy, relative to the repository root.
pub const PATH: &str = "schema/agentsmd-gate.schema.json";

/// A whole rule file, the schema's top-level example (it loads, and its examples pass).
const EXAMPLE_FILE: &str = r#"
version: 1
rules:
  - id: print-call
    from: { file: AGENTS.md, line: 12, text: "Never use print() for logging; use the logging module." }
    paths: ["**/*.py"]
    check: { kind: forbid-call, callees: [print] }
    examples:
      - expect: fail
        files_after: { "app.py": "print('debug')\n" }
      - expect: pass
        files_after: { "app.py": "log.info('debug')\n" }
"#;

/// The schema, as pretty JSON with a final newline (what `agentsmd-gate schema` prints).
pub fn render() -> String {
    let mut s = serde_json::to_string_pretty(&schema()).expect("a JSON value serializes");
    s.push('\n');
    s
}

/// The schema.
pub fn schema() -> Json {
    let mut defs = Map::new();
    defs.insert("version".into(), json!({ "const": 1 }));
    defs.insert(
        "rules".into(),
        json!({ "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/rule" } }),
    );
    defs.insert(
        "rule".into(),
        object(spec::RULE, "A rule: one instruction, checked one way."),
    );
    defs.insert(
        "id".into(),
        json!({ "type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }),
    );
    defs.insert("from".into(), object(spec::FROM, "The instruction the rule enforces."));
    let mut severities: Vec<Json> = SEVERITIES.iter().map(|(n, _)| json!(n)).collect();
    severities.push(json!(false)); // YAML 1.1 reads a bare `off` as `false`.
    defs.insert("severity".into(), json!({ "enum": severities }));
    defs.insert("lint".into(), lint());
    defs.insert(
        "examples".into(),
        json!({ "type": "array", "items": { "$ref": "#/$defs/example" } }),
    );
    defs.insert(
        "example".into(),
        object(
            spec::EXAMPLE,
            "A commit the rule must pass or fail (`agentsmd-gate test`).",
        ),
    );
    defs.insert(
        "files".into(),
        json!({ "type": "object", "additionalProperties": { "type": "string" } }),
    );
    defs.insert(
        "globs".into(),
        json!({
            "description": "gitignore-like globs, matched against `/`-separated paths relative to the repository root (docs/rules.md, Globs).",
            "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" } }]
        }),
    );
    defs.insert(
        "strings".into(),
        json!({ "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" } }] }),
    );
    defs.insert("language".into(), language());
    defs.insert("check".into(), check());
    for kind in SPECS {
        let mut s = object(kind.keys, &kind.body());
        s["properties"]["kind"] = json!({ "const": kind.name });
        let required = s["required"].as_array_mut().expect("object() writes `required`");
        required.insert(0, json!("kind"));
        if !kind.one_of.is_empty() {
            s["anyOf"] = kind.one_of.iter().map(|k| json!({ "required": [k] })).collect();
        }
        if let Some(example) = kind.example_check() {
            let node = yaml::parse(&example).expect("each kind's example parses (tested)");
            s["examples"] = json!([yaml_to_json(&node)]);
        }
        defs.insert(format!("check-{}", kind.name), s);
    }

    let mut root = object(
        spec::TOP,
        "The rule file of agentsmd-gate (agentsmd-gate.yaml): rules compiled from AGENTS.md / CLAUDE.md, reviewed and \
         checked in like code. See docs/rules.md and docs/checks.md.",
    );
    let root_map = root.as_object_mut().expect("an object");
    root_map.insert("$schema".into(), json!("https://json-schema.org/draft/2020-12/schema"));
    root_map.insert("$id".into(), json!(URL));
    root_map.insert("title".into(), json!("agentsmd-gate rule file"));
    let example = yaml::parse(EXAMPLE_FILE).expect("the example file parses");
    root_map.insert("examples".into(), json!([yaml_to_json(&example)]));
    root_map.insert("$defs".into(), Json::Object(defs));
    root
}

/// A mapping of `keys`: unknown keys rejected.
fn object(keys: &[Key], description: &str) -> Json {
    let properties: Map<String, Json> = keys.iter().map(|k| (k.name.to_owned(), key(k))).collect();
    let required: Vec<_> = keys.iter().filter(|k| k.required).map(|k| k.name).collect();
    json!({
        "description": description,
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    })
}

fn key(k: &Key) -> Json {
    let mut s = of_type(k.ty);
    s["description"] = json!(k.doc);
    if let Some(default) = k.default {
        s["default"] = yaml::parse(default).map_or(json!(default), |n| yaml_to_json(&n));
    }
    s
}

fn of_type(ty: Type) -> Json {
    match ty {
        Type::Str => json!({ "type": "string" }),
        Type::Regex => {
            json!({ "type": "string", "$comment": "a Rust `regex` pattern (docs/rules.md, Regular expressions)" })
        }
        Type::Globs => json!({ "$ref": "#/$defs/globs" }),
        Type::Strings => json!({ "$ref": "#/$defs/strings" }),
        Type::Bool => json!({ "type": "boolean" }),
        Type::UInt { min } => json!({ "type": "integer", "minimum": min, "maximum": u32::MAX }),
        Type::Enum(values) => json!({ "enum": values }),
        Type::EnumList(values) => json!({
            "anyOf": [{ "enum": values }, { "type": "array", "items": { "enum": values } }]
        }),
        Type::Language => json!({ "$ref": "#/$defs/language" }),
        Type::Def(name) => json!({ "$ref": format!("#/$defs/{name}") }),
    }
}

/// `check:`: `kind` one of the registry's, then that kind's own keys.
fn check() -> Json {
    let kinds: Vec<_> = SPECS.iter().map(|k| k.name).collect();
    let branches: Vec<Json> = SPECS
        .iter()
        .map(|k| {
            json!({
                "if": { "properties": { "kind": { "const": k.name } }, "required": ["kind"] },
                "then": { "$ref": format!("#/$defs/check-{}", k.name) }
            })
        })
        .collect();
    json!({
        "description": "What the rule checks: `kind:` plus that kind's keys (docs/checks.md).",
        "type": "object",
        "properties": { "kind": { "enum": kinds, "description": "The check kind (docs/checks.md)." } },
        "required": ["kind"],
        "allOf": branches,
    })
}

/// `lint:`: severities by finding name.
fn lint() -> Json {
    let properties: Map<String, Json> = LintName::names()
        .map(|f| (f.to_owned(), json!({ "$ref": "#/$defs/severity" })))
        .collect();
    json!({ "type": "object", "properties": properties, "additionalProperties": false })
}

/// A language name or alias in any case: the names offered for completion, and a
/// case-insensitive pattern for the rest (JSON Schema regexes have no `(?i)`).
fn language() -> Json {
    let names: Vec<&str> = LANG_NAMES.iter().map(|(n, _)| *n).collect();
    let alternatives: Vec<String> = names
        .iter()
        .map(|n| {
            n.chars()
                .map(|c| match c.is_ascii_alphabetic() {
                    true => format!("[{}{}]", c.to_ascii_lowercase(), c.to_ascii_uppercase()),
                    false => regex::escape(&c.to_string()),
                })
                .collect()
        })
        .collect();
    json!({
        "description": "The language to parse files as; the default `paths` follow it.",
        "anyOf": [
            { "enum": names },
            { "type": "string", "pattern": format!("^(?:{})$", alternatives.join("|")) }
        ]
    })
}

/// The JSON value of a YAML tree (for examples in the schema, and for validating rule files).
pub fn yaml_to_json(node: &Node) -> Json {
    match &node.value {
        Value::Null => Json::Null,
        Value::Bool(b) => json!(b),
        Value::Int(i) => json!(i),
        Value::Float(f) => serde_json::Number::from_f64(*f).map_or(Json::Null, Json::Number),
        Value::Str(s) => json!(s),
        Value::Seq(items) => items.iter().map(yaml_to_json).collect(),
        Value::Map(entries) => Json::Object(
            entries
                .iter()
                .map(|(k, v)| {
                    let key = match &k.value {
                        Value::Str(s) => s.clone(),
                        other => yaml_to_json(&Node {
                            value: other.clone(),
                            span: k.span,
                        })
                        .to_string(),
                    };
                    (key, yaml_to_json(v))
                })
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Source;

    #[test]
    fn the_example_file_loads() {
        let set = crate::ruleset::load(Source {
            name: "example.yaml".into(),
            text: EXAMPLE_FILE.into(),
        })
        .unwrap_or_else(|p| panic!("{p:#?}"));
        assert_eq!(set.rules.len(), 1);
    }

    #[test]
    fn every_ref_resolves() {
        let s = schema();
        let text = s.to_string();
        for (i, _) in text.match_indices("\"#/$defs/") {
            let name: String = text[i + 9..].chars().take_while(|c| *c != '"').collect();
            assert!(s["$defs"].get(&name).is_some(), "#/$defs/{name} is not defined");
        }
    }

    #[test]
    fn new_rule_files_point_at_the_schema() {
        let first = crate::compile::emit::HEADER.lines().next().unwrap();
        assert_eq!(first, format!("# yaml-language-server: $schema={URL}"));
    }

    #[test]
    fn the_url_is_the_repository_s() {
        let repo = env!("CARGO_PKG_REPOSITORY").trim_start_matches("https://github.com/");
        assert!(URL.contains(repo), "{URL} vs {repo}");
        assert!(URL.ends_with(PATH));
    }
}

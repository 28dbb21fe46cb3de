//! The declared shape of the rule file: each mapping's keys with their type, enum values,
//! default and description. One declaration per mapping (and per check kind, in that kind's
//! module) is read by the loader's unknown-key check ([`MapReader::finish`]), by the JSON
//! Schema (`ruleset::schema`) and by docs/checks.md, so the three cannot disagree on which keys
//! exist. The loader's own reading of each value is tested against these types
//! (`checks::registry_tests`), so they cannot disagree on types either.
//!
//! [`MapReader::finish`]: super::decode::MapReader::finish

use crate::diagnostic::Severity;

/// A key of a mapping in the rule file.
#[derive(Debug, Clone, Copy)]
pub struct Key {
    pub name: &'static str,
    pub ty: Type,
    pub required: bool,
    /// The value used when the key is absent, as YAML text.
    pub default: Option<&'static str>,
    /// One or two sentences, Markdown.
    pub doc: &'static str,
}

/// What a key's value must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    /// A string.
    Str,
    /// A string holding a regular expression (Rust `regex` syntax).
    Regex,
    /// A path glob, or a list of them.
    Globs,
    /// A string, or a list of strings.
    Strings,
    /// `true` or `false`.
    Bool,
    /// An integer from `min` to `u32::MAX`.
    UInt { min: u32 },
    /// One of these names.
    Enum(&'static [&'static str]),
    /// One of these names, or a list of them.
    EnumList(&'static [&'static str]),
    /// A language name or alias, any case (`language::LANG_NAMES`).
    Language,
    /// A shape of its own, defined once in the schema under this name (`rule`, `check`, …).
    Def(&'static str),
}

impl Key {
    pub const fn new(name: &'static str, ty: Type, doc: &'static str) -> Key {
        Key {
            name,
            ty,
            required: false,
            default: None,
            doc,
        }
    }

    pub const fn required(self) -> Key {
        Key { required: true, ..self }
    }

    pub const fn default(self, value: &'static str) -> Key {
        Key {
            default: Some(value),
            ..self
        }
    }
}

/// A check kind's declaration: its `kind:` name, its module's source (whose `//!` doc is the
/// kind's documentation), its keys besides `kind`, and the keys of which at least one must be
/// given when none is required on its own.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec {
    pub name: &'static str,
    pub source: &'static str,
    pub keys: &'static [Key],
    pub one_of: &'static [&'static str],
}

impl KindSpec {
    /// Every key the `check:` mapping may hold, `kind` first.
    pub fn known_keys(&self) -> Vec<&'static str> {
        std::iter::once("kind").chain(names(self.keys)).collect()
    }

    /// The module doc, without the `//!` markers.
    pub fn doc(&self) -> String {
        module_doc(self.source)
    }

    /// The module doc without its first line (the kind's name).
    pub fn body(&self) -> String {
        self.doc()
            .lines()
            .skip(1)
            .collect::<Vec<_>>()
            .join("\n")
            .trim()
            .to_owned()
    }

    /// The YAML of the doc's **Example rule:** `check: { … }` (the mapping after `check:`).
    pub fn example_check(&self) -> Option<String> {
        let doc = self.doc();
        let line_start = doc.find("**Example rule:**")?;
        let rest = &doc[line_start..];
        let start = rest.find("`check:")? + "`check:".len();
        let end = rest[start..].find('`')? + start;
        Some(rest[start..end].trim().to_owned())
    }
}

/// How docs/checks.md names a type.
pub fn type_name(ty: Type) -> String {
    let alternatives = |values: &[&str]| values.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(" | ");
    match ty {
        Type::Str => "string".into(),
        Type::Regex => "regex".into(),
        Type::Globs => "glob or list of globs".into(),
        Type::Strings => "string or list of strings".into(),
        Type::Bool => "`true` | `false`".into(),
        Type::UInt { min } => format!("integer ≥ {min}"),
        Type::Enum(values) => alternatives(values),
        Type::EnumList(values) => format!("{}, or a list of them", alternatives(values)),
        Type::Language => format!("{} (or an alias, any case)", alternatives(&crate::language::NAMES)),
        Type::Def(name) => format!("`{name}`"),
    }
}

/// The names of `keys`, in order.
pub fn names(keys: &[Key]) -> impl Iterator<Item = &'static str> + '_ {
    keys.iter().map(|k| k.name)
}

/// The `//!` lines opening `source`, without the markers.
pub fn module_doc(source: &str) -> String {
    source
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| l.strip_prefix("//! ").or_else(|| l.strip_prefix("//!")).unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names of a `(name, value)` table, as an array usable in a `const` [`Type::Enum`]:
/// `const NAMES: [&str; TABLE.len()] = table_names(TABLE);`.
pub const fn table_names<T, const N: usize>(table: &[(&'static str, T)]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < N {
        out[i] = table[i].0;
        i += 1;
    }
    out
}

/// The keys of the rule file's top level.
pub const TOP: &[Key] = &[
    Key::new(
        "version",
        Type::Def("version"),
        "The rule file format: `1`. Optional; any other value is an error.",
    ),
    Key::new(
        "context",
        Type::Strings,
        "The context files the rules come from (informational).",
    ),
    Key::new(
        "rules",
        Type::Def("rules"),
        "The rules: at least one (a gate that passes everything is broken).",
    )
    .required(),
    Key::new(
        "lint",
        Type::Def("lint"),
        "Severities of `agentsmd-gate lint` findings by name (`off` silences one); see docs/lint.md.",
    ),
];

/// The keys of a rule.
pub const RULE: &[Key] = &[
    Key::new(
        "id",
        Type::Def("id"),
        "Unique, kebab-case. Name what is forbidden, not the fix (`print-call`, not `use-logging`).",
    )
    .required(),
    Key::new(
        "from",
        Type::Def("from"),
        "The instruction the rule enforces, quoted in every violation; scopes the rule to the context file's directory. \
         `compile`, drift (`compile --check`) and `audit` use it.",
    ),
    Key::new(
        "severity",
        Type::Def("severity"),
        "Only `error` makes `check` exit 1. `off` rules are validated, then dropped.",
    )
    .default("error"),
    Key::new(
        "paths",
        Type::Globs,
        "The rule applies only to changes touching these paths (gitignore-like globs).",
    ),
    Key::new("exclude", Type::Globs, "Paths the rule never looks at."),
    Key::new(
        "include-generated",
        Type::Bool,
        "Also judge files whose header says a tool generated them (`@generated`, `DO NOT EDIT` …), which content and \
         structural kinds skip; see docs/checks.md.",
    )
    .default("false"),
    Key::new(
        "check",
        Type::Def("check"),
        "What the rule checks: `kind:` plus that kind's keys (docs/checks.md).",
    )
    .required(),
    Key::new(
        "message",
        Type::Str,
        "Replaces the check's message; the check's specific finding is kept as help.",
    ),
    Key::new(
        "examples",
        Type::Def("examples"),
        "Self-tests run by `agentsmd-gate test`: commits the rule must pass or fail.",
    ),
    Key::new(
        "stale",
        Type::Str,
        "Set by `compile --write` when the rule's instruction vanished from the context files; `compile --check` fails \
         until a person deletes the rule or points it at the new instruction.",
    ),
];

/// The keys of a rule's `from`.
pub const FROM: &[Key] = &[
    Key::new(
        "file",
        Type::Str,
        "The context file holding the instruction, relative to the repository root.",
    )
    .required(),
    Key::new("line", Type::UInt { min: 0 }, "The instruction's line in `file`."),
    Key::new(
        "text",
        Type::Str,
        "The instruction's text; without it, the text is read from `file` at `line`.",
    ),
    Key::new(
        "fingerprint",
        Type::Str,
        "Written by `compile`: identifies the instruction across edits (drift detection, `compile --write` merges).",
    ),
    Key::new(
        "applies-to",
        Type::Globs,
        "The paths the instruction applies to (the context file's `applyTo:` / `globs:` front matter).",
    ),
];

/// A rule's (and a lint finding's) `severity`, and what the loader makes of it (`None`: off).
/// YAML 1.1 also reads a bare `off` as `false`, which the loader takes as `off`.
pub const SEVERITIES: &[(&str, Option<Severity>)] = &[
    ("error", Some(Severity::Error)),
    ("warning", Some(Severity::Warning)),
    ("info", Some(Severity::Info)),
    ("off", None),
];

/// `expect:` of an example, and what the loader makes of it (true: the rule must pass).
pub const EXPECT: &[(&str, bool)] = &[("pass", true), ("fail", false)];
const EXPECT_NAMES: [&str; EXPECT.len()] = table_names(EXPECT);

/// The keys of an example.
pub const EXAMPLE: &[Key] = &[
    Key::new(
        "expect",
        Type::Enum(&EXPECT_NAMES),
        "Whether the rule must pass (report nothing) or fail on this commit.",
    )
    .required(),
    Key::new("files_before", Type::Def("files"), "Path → content before the commit."),
    Key::new("files_after", Type::Def("files"), "Path → content after the commit."),
    Key::new("message", Type::Str, "The commit message."),
    Key::new("branch", Type::Str, "The branch the commit is made on."),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names_keeps_order() {
        const T: &[(&str, u8)] = &[("a", 1), ("b", 2)];
        const N: [&str; 2] = table_names(T);
        assert_eq!(N, ["a", "b"]);
    }
}

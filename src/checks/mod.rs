//! The check kinds: a closed enum, one variant (and one file) per kind, dispatched by `match`.
//!
//! Each kind's module holds its declaration (`SPEC`: name, keys, docs), its compiled
//! configuration, which reads its own keys from the rule's `check:` mapping (`compile`), and
//! that configuration's [`Kind`] implementation (what the engine must know of it, and how it
//! evaluates a commit view into [`Finding`]s). The `kinds!` table below registers the kinds,
//! one line each; the enum, the dispatch, [`SPECS`] (and through it the JSON Schema and
//! docs/checks.md) are generated from it. The engine turns findings into violations (rule id,
//! severity, commit, the instruction quoted).
//!
//! Adding a kind: its module (`SPEC`, the config with `compile`, `impl Kind`), its `mod` line
//! and one row of `kinds!`; then `UPDATE_DOCS=1 cargo test` and `agentsmd-gate schema`.

pub(crate) mod analysis;
mod branch_name;
mod code_pattern;
mod commit_message;
mod file_name;
mod forbid_call;
mod forbid_content;
mod forbid_import;
mod forbid_paths;
mod forbid_syntax;
mod kind;
pub(crate) mod moved_code;
mod naming;
pub(crate) mod prefilter;
mod python_def_marker;
mod query;
mod require_companion;
mod require_content;
mod require_docstring;
mod require_type_annotations;
mod structural;
mod subject_mood;

use std::ops::Range;
use std::sync::Arc;

/// The line helpers every kind uses live in the leaf [`crate::text`].
pub(crate) use crate::text::{line_range, line_starts};
pub use commit_message::{ANY_TYPE, CONVENTIONAL_TYPES};
pub use forbid_import::module_matches;
pub use forbid_syntax::exists as construct_exists;
pub use kind::Kind;

use crate::git::{ChangedFile, CommitView};
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::KindSpec;
use crate::syntax::Lang;

/// Declares the kinds, one row each: `Config in module` (the variant is named after its
/// config; `as Box<Config>` stores a large one boxed). From this one list come the
/// [`Check`] enum, `pub use` of each config, [`SPECS`] (documentation order: the rows'),
/// `Check::compile` (by `kind:` name) and the dispatch of every [`Kind`] method.
macro_rules! kinds {
    (@store $name:ident) => { $name };
    (@store $name:ident $store:ty) => { $store };
    (@wrap $c:ident) => { $c };
    (@wrap $c:ident $store:ty) => { <$store>::new($c) };
    ($($name:ident in $module:ident $(as $store:ty)?;)*) => {
        $(pub use $module::$name;)*

        /// A compiled check: one variant per registered kind.
        #[derive(Debug, Clone)]
        pub enum Check {
            $($name(kinds!(@store $name $($store)?)),)*
        }

        /// The registry of kinds, in documentation order: each kind's declaration (name, keys,
        /// docs), read by the loader, the JSON Schema (`agentsmd-gate schema`) and
        /// docs/checks.md.
        pub const SPECS: &[&KindSpec] = &[$(<$name as Kind>::SPEC,)*];

        impl Check {
            /// Compiles the `check:` mapping (its `kind` already read) into a check, recording
            /// problems in `d`. Each kind reports the keys it does not know.
            pub fn compile(kind: &str, map: MapReader<'_>, d: &mut Decoder) -> Option<Check> {
                $(
                    if kind == <$name as Kind>::SPEC.name {
                        return $name::compile(map, d).map(|c| Check::$name(kinds!(@wrap c $($store)?)));
                    }
                )*
                unreachable!("the loader validates `kind` against SPECS")
            }

            /// The kind's declaration.
            pub fn spec(&self) -> &'static KindSpec {
                match self {
                    $(Check::$name(_) => <$name as Kind>::SPEC,)*
                }
            }

            /// See [`Kind::is_commit_level`].
            pub fn is_commit_level(&self) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::is_commit_level(c),)*
                }
            }

            /// See [`Kind::needs_branch`].
            pub fn needs_branch(&self) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::needs_branch(c),)*
                }
            }

            /// See [`Kind::needs_content`].
            pub fn needs_content(&self, path: &str) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::needs_content(c, path),)*
                }
            }

            /// See [`Kind::skips_generated`].
            pub fn skips_generated(&self) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::skips_generated(c),)*
                }
            }

            /// See [`Kind::parses`].
            pub fn parses(&self) -> Option<(Option<Lang>, &prefilter::Prefilter)> {
                match self {
                    $(Check::$name(c) => <$name as Kind>::parses(c),)*
                }
            }

            /// See [`Kind::reads_scripts`].
            pub fn reads_scripts(&self) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::reads_scripts(c),)*
                }
            }

            /// See [`Kind::default_paths`].
            pub fn default_paths(&self) -> Option<&'static [&'static str]> {
                match self {
                    $(Check::$name(c) => <$name as Kind>::default_paths(c),)*
                }
            }

            /// See [`Kind::judges_files`]: the engine then judges a commit file by file,
            /// every such rule reading the same analysis.
            pub fn judges_files(&self) -> bool {
                match self {
                    $(Check::$name(c) => <$name as Kind>::judges_files(c),)*
                }
            }

            /// See [`Kind::judge_file`]; other kinds find nothing here.
            pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &analysis::Shared<'v>, sink: &mut Vec<Finding>) {
                match self {
                    $(Check::$name(c) => <$name as Kind>::judge_file(c, file, shared, sink),)*
                }
            }

            /// Evaluates one view (see [`Kind::judge`]).
            pub fn evaluate(&self, view: &CommitView, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
                match self {
                    $(Check::$name(c) => <$name as Kind>::judge(c, view, files, sink),)*
                }
            }
        }
    };
}

kinds! {
    CommitMessage in commit_message;
    BranchName in branch_name;
    ForbidPaths in forbid_paths;
    RequireCompanion in require_companion;
    FileName in file_name;
    ForbidContent in forbid_content;
    RequireContent in require_content;
    PythonDefMarker in python_def_marker;
    Naming in naming;
    RequireDocstring in require_docstring;
    RequireTypeAnnotations in require_type_annotations;
    ForbidCall in forbid_call;
    ForbidImport in forbid_import;
    ForbidSyntax in forbid_syntax;
    CodePattern in code_pattern;
    Query in query as Box<Query>;
}

/// Every kind's `kind:` name, in documentation order.
pub fn kind_names() -> Vec<&'static str> {
    SPECS.iter().map(|s| s.name).collect()
}

impl Check {
    /// The kind's `kind:` name.
    pub fn kind(&self) -> &'static str {
        self.spec().name
    }
}

/// What a check found, before the engine attaches the rule.
#[derive(Debug, Clone)]
pub struct Finding {
    pub at: Location,
    pub message: String,
    /// The short text under the labelled span.
    pub label: String,
    /// A warning whatever the rule's severity (a file that did not parse cleanly).
    pub warning: bool,
}

/// Where a finding is.
#[derive(Debug, Clone)]
pub enum Location {
    /// A span of the commit message.
    Message { text: Arc<str>, range: Range<usize> },
    /// The branch name.
    Branch { name: String },
    /// A changed path as a whole (no line).
    Path { path: String },
    /// A span of a file's new content.
    File {
        path: String,
        text: Arc<str>,
        range: Range<usize>,
    },
}

impl Finding {
    /// The one constructor checks use.
    pub fn new(at: Location, message: impl Into<String>, label: impl Into<String>) -> Finding {
        Finding {
            at,
            message: message.into(),
            label: label.into(),
            warning: false,
        }
    }
}

/// `s` trimmed and cut at 40 characters, for messages that quote code.
pub(crate) fn shorten(s: &str) -> String {
    let s = s.trim();
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_owned(),
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Helpers for the unit tests below each kind: compile a check from YAML, evaluate it on a
    //! synthetic view made from before/after file maps.
    use super::*;
    use crate::diagnostic::Source;
    use crate::git::view_from_files;
    use crate::ruleset::yaml;

    /// `yaml_src` (a check's mapping) compiled, and the decoder with its problems.
    fn compiled(yaml_src: &str) -> (Option<Check>, Decoder) {
        let root = yaml::parse(yaml_src).expect("test YAML parses");
        let mut d = Decoder::new(Source {
            name: "test.yaml".into(),
            text: yaml_src.into(),
        });
        let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
        let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
        (Check::compile(&kind, map, &mut d), d)
    }

    pub fn check(yaml_src: &str) -> Check {
        let (check, d) = compiled(yaml_src);
        assert!(d.problems.is_empty(), "{:#?}", d.problems);
        check.expect("compiles")
    }

    pub fn compile_errors(yaml_src: &str) -> Vec<String> {
        compiled(yaml_src).1.problems.into_iter().map(|p| p.message).collect()
    }

    /// Findings' messages for a change from `before` to `after` with `message`.
    pub fn run(check: &Check, before: &[(&str, &str)], after: &[(&str, &str)], message: Option<&str>) -> Vec<String> {
        let to_map = |files: &[(&str, &str)]| {
            files
                .iter()
                .map(|(p, c)| (p.to_string(), c.as_bytes().to_vec()))
                .collect()
        };
        let view = view_from_files(&to_map(before), &to_map(after), message.map(str::to_owned), None);
        let files: Vec<_> = view.files.iter().collect();
        let mut sink = Vec::new();
        check.evaluate(&view, &files, &mut sink);
        sink.into_iter().map(|f| f.message).collect()
    }
}

#[cfg(test)]
mod registry_tests {
    //! The registry of kinds: names unique, each documented with the fixed sections, each
    //! declaration true to what the loader reads (keys, types, enum values, required keys), and
    //! docs/checks.md generated from the declarations (`UPDATE_DOCS=1 cargo test` rewrites it).
    use serde_json::{Value as Json, json};

    use super::SPECS;
    use crate::diagnostic::{Code, Source};
    use crate::language::LANG_NAMES;
    use crate::ruleset::decode::{Decoder, MapReader};
    use crate::ruleset::schema::yaml_to_json;
    use crate::ruleset::spec::{Type, type_name};
    use crate::ruleset::yaml;

    fn render() -> String {
        let mut out = String::from(
            "# Check kinds\n\n<!-- Generated from the module docs and key declarations of src/checks/*.rs by `UPDATE_DOCS=1 cargo test`. -->\n\n",
        );
        out.push_str("Every rule has one `check:` with a `kind:`. Keys not listed for a kind are errors. ");
        out.push_str("The same declarations make the JSON Schema (`agentsmd-gate schema`).\n");
        out.push_str(&generated_section());
        for spec in SPECS {
            out.push_str(&format!("\n## `{}`\n\n{}\n\n", spec.name, spec.body()));
            out.push_str("| key | type | default | meaning |\n|---|---|---|---|\n");
            for k in spec.keys {
                let default = match (k.required, k.default) {
                    (true, _) => "required".to_owned(),
                    (false, Some(d)) => format!("`{d}`"),
                    (false, None) => String::new(),
                };
                out.push_str(&format!(
                    "| `{}` | {} | {default} | {} |\n",
                    k.name,
                    type_name(k.ty).replace('|', "\\|"),
                    k.doc.replace('|', "\\|")
                ));
            }
            if !spec.one_of.is_empty() {
                let keys: Vec<_> = spec.one_of.iter().map(|k| format!("`{k}`")).collect();
                out.push_str(&format!("\nGive at least one of {}.\n", keys.join(", ")));
            }
        }
        out
    }

    /// docs/checks.md's section on generated files: the module doc of `git/generated.rs` and its
    /// marker table, so the documented markers are the ones the code reads.
    fn generated_section() -> String {
        let doc: String = include_str!("../git/generated.rs")
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .map(|l| format!("{}\n", l.trim_start_matches("//!").strip_prefix(' ').unwrap_or("")))
            .collect();
        let skipping: Vec<String> = super::SPECS
            .iter()
            .map(|s| s.name)
            .filter(|name| skips_generated(name))
            .map(|name| format!("`{name}`"))
            .collect();
        let mut out = format!(
            "\n## Generated files\n\n{}\n\nThe kinds that skip them: {}. A rule with `include-generated: true` judges them too.\n\n",
            doc.trim_end()
                .replace("[`HEADER_BYTES`]", &crate::git::generated::HEADER_BYTES.to_string())
                .replace("[`MARKERS`]", "the markers below"),
            skipping.join(", ")
        );
        out.push_str("| marker (regular expression) | convention | example |\n|---|---|---|\n");
        for (re, from, example) in crate::git::generated::MARKERS {
            out.push_str(&format!("| `{}` | {from} | {example} |\n", re.replace('|', "\\|")));
        }
        out
    }

    /// Whether the kind named `name` skips generated files, from its documented example.
    fn skips_generated(name: &str) -> bool {
        let spec = SPECS.iter().find(|s| s.name == name).expect("a kind");
        let text = spec.example_check().expect("an example");
        let root = yaml::parse(&text).expect("the example parses");
        let mut d = Decoder::new(Source {
            name: "example.yaml".into(),
            text: text.as_str().into(),
        });
        let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
        let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
        super::Check::compile(&kind, map, &mut d)
            .expect("compiles")
            .skips_generated()
    }

    /// Each row of `kinds!` compiles its own `kind:` into its own variant: the name the loader
    /// dispatches on, the variant made and the declaration the variant reports agree.
    #[test]
    fn each_kind_compiles_to_its_own_variant() {
        for spec in SPECS {
            let text = spec.example_check().expect("an example");
            let root = yaml::parse(&text).expect("the example parses");
            let mut d = Decoder::new(Source {
                name: "example.yaml".into(),
                text: text.as_str().into(),
            });
            let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
            let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
            let check = super::Check::compile(&kind, map, &mut d).expect("compiles");
            assert_eq!(check.kind(), spec.name);
            assert_eq!(check.spec().source, spec.source, "{}", spec.name);
        }
    }

    /// The summaries written by hand (README.md, docs/design.md) have a row for every kind.
    #[test]
    fn hand_written_kind_tables_list_every_kind() {
        let tables = [
            ("README.md", include_str!("../../README.md")),
            ("docs/design.md", include_str!("../../docs/design.md")),
        ];
        for (file, text) in tables {
            for spec in SPECS {
                let row = format!("| `{}` |", spec.name);
                assert!(text.contains(&row), "{file}'s table of kinds lacks `{}`", spec.name);
            }
        }
    }

    /// The problems (code, message) of compiling the `check:` mapping `check`.
    fn problems(check: &Json) -> Vec<(Code, String)> {
        let text = check.to_string(); // JSON is YAML.
        let root = yaml::parse(&text).expect("JSON parses as YAML");
        let mut d = Decoder::new(Source {
            name: "test.yaml".into(),
            text: text.as_str().into(),
        });
        let mut map = MapReader::new(&root, "check", &mut d).expect("a mapping");
        let kind = map.take("kind").and_then(|k| k.as_str()).expect("kind").to_owned();
        let _ = super::Check::compile(&kind, map, &mut d);
        d.problems.into_iter().map(|p| (p.code, p.message)).collect()
    }

    fn example(spec: &crate::ruleset::spec::KindSpec) -> Json {
        let text = spec
            .example_check()
            .unwrap_or_else(|| panic!("{}: no `check: {{…}}` in **Example rule:**", spec.name));
        let node = yaml::parse(&text).unwrap_or_else(|e| panic!("{}: example: {}", spec.name, e.message));
        yaml_to_json(&node)
    }

    fn with(base: &Json, key: &str, value: Json) -> Json {
        let mut v = base.clone();
        v[key] = value;
        v
    }

    /// Values the declared type admits, and values it rejects.
    fn samples(ty: Type) -> (Vec<Json>, Vec<Json>) {
        match ty {
            Type::Str | Type::Regex => (vec![json!("x")], vec![json!(1), json!(true), json!(["x"])]),
            Type::Globs | Type::Strings => (vec![json!("x"), json!(["x", "y"])], vec![json!(1), json!({"a": "b"})]),
            Type::Bool => (vec![json!(true), json!(false)], vec![json!("yes"), json!(1)]),
            Type::UInt { min } => {
                let mut bad = vec![json!("x"), json!(-1), json!(u64::from(u32::MAX) + 1)];
                if min > 0 {
                    bad.push(json!(min - 1));
                }
                (vec![json!(min.max(1)), json!(u32::MAX)], bad)
            }
            Type::Enum(values) => (values.iter().map(|v| json!(v)).collect(), vec![json!("zzz"), json!(1)]),
            Type::EnumList(values) => {
                let mut good: Vec<_> = values.iter().map(|v| json!(v)).collect();
                good.push(json!(values));
                (good, vec![json!("zzz"), json!(["zzz"]), json!(1)])
            }
            Type::Language => {
                let mut good: Vec<_> = LANG_NAMES.iter().map(|(n, _)| json!(n)).collect();
                good.push(json!("Python"));
                (good, vec![json!("zzz"), json!(1)])
            }
            Type::Def(name) => panic!("a check key of type Def({name}) needs samples here"),
        }
    }

    #[test]
    fn every_kind_has_a_documented_module() {
        let names = super::kind_names();
        let unique: std::collections::HashSet<_> = names.iter().collect();
        assert_eq!(unique.len(), names.len());
        for spec in SPECS {
            let doc = spec.doc();
            assert!(
                doc.starts_with(&format!("`{}`", spec.name)),
                "{}: the module doc opens with its name",
                spec.name
            );
            for section in [
                "**What it checks:**",
                "**Why:**",
                "**Example rule:**",
                "**Example violation:**",
            ] {
                assert!(doc.contains(section), "{} lacks {section}", spec.name);
            }
            for key in spec.keys {
                assert!(!key.doc.is_empty(), "{}.{} has no description", spec.name, key.name);
            }
            for key in spec.one_of {
                assert!(
                    spec.keys.iter().any(|k| k.name == *key),
                    "{}: one_of `{key}`",
                    spec.name
                );
            }
        }
    }

    /// The declarations say what the loader does: the documented example compiles; every
    /// value of a key's declared type is read without a type or unknown-key error; values of
    /// other types, unknown enum values and unknown keys are errors; a rule without a required
    /// key (or without any of `one_of`) is an error.
    #[test]
    fn declarations_agree_with_the_loader() {
        for spec in SPECS {
            let base = example(spec);
            let p = problems(&base);
            assert!(
                p.is_empty(),
                "{}: the documented example does not compile: {p:?}",
                spec.name
            );
            for key in spec.keys {
                let (good, bad) = samples(key.ty);
                for value in good {
                    let check = with(&base, key.name, value.clone());
                    let p = problems(&check);
                    let wrong = p.iter().find(|(code, message)| {
                        matches!(code, Code::UnknownKey | Code::WrongType)
                            || (*code == Code::InvalidValue
                                && value.as_str().is_some_and(|v| message.contains(&format!("`{v}`"))))
                    });
                    assert!(
                        wrong.is_none(),
                        "{}.{}: {value} declared valid, loader says {p:?}",
                        spec.name,
                        key.name
                    );
                }
                for value in bad {
                    let check = with(&base, key.name, value.clone());
                    let p = problems(&check);
                    assert!(
                        p.iter()
                            .any(|(code, _)| matches!(code, Code::WrongType | Code::InvalidValue)),
                        "{}.{}: {value} declared invalid, loader accepts it",
                        spec.name,
                        key.name
                    );
                }
                if key.required {
                    let mut check = base.clone();
                    check.as_object_mut().unwrap().remove(key.name);
                    let p = problems(&check);
                    assert!(
                        p.iter().any(|(code, _)| *code == Code::MissingKey),
                        "{}.{} declared required, loader does without: {p:?}",
                        spec.name,
                        key.name
                    );
                }
            }
            if !spec.one_of.is_empty() {
                let mut check = base.clone();
                for key in spec.one_of {
                    check.as_object_mut().unwrap().remove(*key);
                }
                let p = problems(&check);
                assert!(
                    p.iter().any(|(code, _)| *code == Code::MissingKey),
                    "{}: none of {:?}, loader does without: {p:?}",
                    spec.name,
                    spec.one_of
                );
            }
            let p = problems(&with(&base, "no-such-key", json!("x")));
            assert!(
                p.iter().any(|(code, _)| *code == Code::UnknownKey),
                "{}: unknown key accepted",
                spec.name
            );
        }
    }

    #[test]
    fn docs_checks_md_is_fresh() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/checks.md");
        let expected = render();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::write(path, &expected).unwrap();
        }
        let actual = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            actual == expected,
            "docs/checks.md is stale: run `UPDATE_DOCS=1 cargo test`"
        );
    }
}

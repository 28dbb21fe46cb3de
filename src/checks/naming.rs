//! `naming`
//!
//! **What it checks:** every name the change writes for a `target` (`function`, `method`,
//! `class`, `constant`, `variable`, `parameter`, `test-function`; one or a list) has the named
//! `style` (`snake_case`, `camelCase`, `PascalCase`, `SCREAMING_SNAKE_CASE`, `kebab-case`) or
//! matches `pattern`. Only names on added lines count: a pre-existing name is not the
//! committer's. Python, Rust, JavaScript, TypeScript (TSX), Go, Java, C#, Kotlin, C, C++, Ruby,
//! PHP, Swift, Bash, Elixir, Lua, Zig and Dart, by extension or
//! `language`.
//!
//! **Why:** "functions are snake_case", "use PascalCase for type names", "camelCase for
//! methods", "test functions start with `test_`" — a syntax tree knows a function from a
//! string that mentions one.
//!
//! **Example rule:** `check: { kind: naming, target: [function, method], style: snake_case }`
//!
//! **Example violation:** an added `def loadFile(path):` — "function `loadFile` is not
//! snake_case".
//!
//! `class` covers Rust structs, enums, traits and type aliases, TypeScript interfaces, type
//! aliases and enums, and Go type specs; `constant` is a Python module-level name bound to a
//! literal, a Rust `const`/`static`, a top-level JavaScript `const` bound to a literal, a Go
//! `const`. A leading `_` (private by convention) or `$` (a sigil: `$el`, `$store`) does not
//! break a style. In
//! JavaScript/TypeScript, `camelCase` also allows what ESLint's `camelcase` allows:
//! `SCREAMING_SNAKE_CASE` bindings and `PascalCase` functions and bindings (constructors,
//! components, contexts);
//! a computed method name (`[Symbol.iterator]`) is not a name.

use crate::ruleset::pattern::LazyRegex;

use super::Finding;
use super::analysis::Shared;
use super::prefilter::Prefilter;
use super::structural::{self, Definitions, STYLES, Style};
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::Lang;
use crate::syntax::lang::{TARGETS, Target};

const TARGET_NAMES: [&str; TARGETS.len()] = table_names(TARGETS);
const STYLE_NAMES: [&str; STYLES.len()] = table_names(STYLES);

pub const SPEC: KindSpec = KindSpec {
    name: "naming",
    source: include_str!("naming.rs"),
    keys: &[
        Key::new(
            "target",
            Type::EnumList(&TARGET_NAMES),
            "Which names are judged: one kind of definition or a list.",
        )
        .required(),
        Key::new(
            "style",
            Type::Enum(&STYLE_NAMES),
            "The name style the names must have (a leading `_` is allowed).",
        ),
        Key::new(
            "pattern",
            Type::Regex,
            "A regular expression the names must match (when no `style` is given).",
        ),
        structural::LANGUAGE,
    ],
    one_of: &["style", "pattern"],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(Naming);

#[derive(Debug, Clone)]
pub struct Naming {
    targets: Vec<Target>,
    rule: NameRule,
    pub(super) language: Option<Lang>,
    /// A definition keyword of a target near an added line (names count only there).
    pub(super) prefilter: Prefilter,
}

#[derive(Debug, Clone)]
enum NameRule {
    Style(Style),
    Pattern(LazyRegex),
}

impl Naming {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<Naming> {
        let span = map.span();
        let targets: Option<Vec<Target>> = map.take("target").and_then(|n| {
            let names = d.strings(n, "`target`")?;
            names
                .iter()
                .map(|t| {
                    let found = TARGETS.iter().find(|(name, _)| *name == t.value).map(|(_, t)| *t);
                    if found.is_none() {
                        d.error(
                            crate::diagnostic::Code::InvalidValue,
                            t.span,
                            format!("unknown target `{}`", t.value),
                            "unknown target",
                        )
                        .help = Some(format!(
                            "one of: {}",
                            TARGETS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
                        ));
                    }
                    found
                })
                .collect()
        });
        let style = map.take("style").and_then(|n| d.choice(n, "`style`", STYLES));
        let pattern = map
            .take("pattern")
            .and_then(|n| d.string(n, "`pattern`"))
            .and_then(|p| d.regex(&p, "`pattern`"));
        let language = structural::language(&mut map, d);
        map.finish(d, "a `naming` check", &SPEC.known_keys());
        let rule = match (style, pattern) {
            (Some(s), _) => NameRule::Style(s),
            (None, Some(p)) => NameRule::Pattern(p),
            (None, None) => {
                structural::missing(d, span, "naming", "style` or `pattern");
                return None;
            }
        };
        let Some(targets) = targets else {
            structural::missing(d, span, "naming", "target");
            return None;
        };
        let prefilter = Prefilter::new(|lang| structural::definitions_need(lang, &targets, Definitions::Added));
        Some(Naming {
            targets,
            rule,
            language: language?,
            prefilter,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            for def in a.definitions() {
                if !self.targets.contains(&def.target) || !parsed.is_added(def.name) {
                    continue;
                }
                let name = parsed.source(def.name);
                let (ok, wanted) = match &self.rule {
                    NameRule::Style(s) => (
                        s.matches(name) || conventional_exception(parsed.lang, *s, def.target, name),
                        s.name().to_owned(),
                    ),
                    NameRule::Pattern(p) => (p.is_match(name), format!("`{}`", p.as_str())),
                };
                if !ok {
                    let what = TARGETS
                        .iter()
                        .find(|(_, t)| *t == def.target)
                        .map_or("name", |(n, _)| *n);
                    let message = match &self.rule {
                        NameRule::Style(_) => format!("{what} `{name}` is not {wanted}"),
                        NameRule::Pattern(_) => format!("{what} `{name}` does not match {wanted}"),
                    };
                    sink.push(structural::at(
                        file,
                        parsed,
                        def.name,
                        message,
                        &format!("not {wanted}"),
                    ));
                }
            }
        });
    }
}

/// What a JavaScript/TypeScript `camelCase` convention allows besides camelCase, as ESLint's
/// `camelcase` rule does: `SCREAMING_SNAKE_CASE` bindings (constants inside functions) and
/// `PascalCase` functions and bindings (constructor functions, components, contexts). Found on
/// excalidraw/excalidraw.
/// A Python `snake_case` convention for variables allows PEP 8's `UPPER_SNAKE_CASE`
/// constants and enum members (found on strands-agents/sdk-python, not tuned on).
fn conventional_exception(lang: Lang, style: Style, target: Target, name: &str) -> bool {
    let javascript = matches!(lang, Lang::JavaScript | Lang::TypeScript | Lang::Tsx);
    let python_constant = lang == Lang::Python
        && style == Style::Snake
        && target == Target::Variable
        && Style::ScreamingSnake.matches(name);
    python_constant
        || javascript
            && style == Style::Camel
            && match target {
                // A component or context bound with `const` (`const ChatBot = forwardRef(…)`,
                // `const ThemeContext = createContext()`) is PascalCase in React, and ESLint's
                // `camelcase` does not flag it (foxminchan/BookWorm, round 14).
                Target::Variable | Target::Constant => {
                    Style::ScreamingSnake.matches(name) || Style::Pascal.matches(name)
                }
                Target::Function => Style::Pascal.matches(name),
                _ => false,
            }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    #[test]
    fn names_on_added_lines_in_every_language() {
        let c = check("kind: naming\ntarget: [function, method]\nstyle: snake_case\n");
        let before = [("a.py", "def oldName():\n    pass\n")];
        let after = [(
            "a.py",
            concat!(
                "def oldName():\n    pass\n\ndef newName():\n    pass\n",
                "\nclass A:\n    def good_one(self):\n        pass\n    def Bad(self):\n",
                "        pass\n",
            ),
        )];
        assert_eq!(
            run(&c, &before, &after, None),
            ["function `newName` is not snake_case", "method `Bad` is not snake_case"]
        );
        assert_eq!(
            run(
                &c,
                &[],
                &[("a.rs", "fn fooBar() {}\nimpl X { fn ok_one(&self) {} }\n")],
                None
            ),
            ["function `fooBar` is not snake_case"]
        );
        assert_eq!(
            run(&c, &[], &[("a.go", "package x\nfunc DoThing() {}\n")], None),
            ["function `DoThing` is not snake_case"]
        );
        let camel = check("kind: naming\ntarget: [function, method]\nstyle: camelCase\n");
        assert_eq!(
            run(
                &camel,
                &[],
                &[(
                    "a.ts",
                    "function load_file() {}\nclass A { goodOne() {} Bad_one() {} }\n"
                )],
                None
            ),
            [
                "function `load_file` is not camelCase",
                "method `Bad_one` is not camelCase"
            ]
        );
        let types = check("kind: naming\ntarget: class\nstyle: PascalCase\n");
        assert_eq!(
            run(
                &types,
                &[],
                &[("a.ts", "interface user_props {}\ntype Ok = string;\n")],
                None
            ),
            ["class `user_props` is not PascalCase"]
        );
        let consts = check("kind: naming\ntarget: constant\nstyle: SCREAMING_SNAKE_CASE\n");
        assert_eq!(
            run(
                &consts,
                &[],
                &[("a.py", "max_size = 10\nLIMIT = 3\nlogger = get()\n")],
                None
            ),
            ["constant `max_size` is not SCREAMING_SNAKE_CASE"]
        );
        let tests = check("kind: naming\ntarget: test-function\npattern: '^test_[a-z0-9_]+$'\n");
        assert_eq!(
            run(&tests, &[], &[("t.py", "def testThing():\n    pass\n")], None),
            ["test-function `testThing` does not match `^test_[a-z0-9_]+$`"]
        );
    }

    #[test]
    fn python_snake_case_variables_allow_upper_case_constants() {
        // strands-agents/sdk-python (not tuned on): "Variables/Functions: `snake_case`" flagged
        // module constants and enum members, which PEP 8 writes in UPPER_SNAKE_CASE.
        let snake = check("kind: naming\ntarget: variable\nstyle: snake_case\n");
        let py = "class Color(Enum):\n    RED = 1\ndef f():\n    TIMEOUT_S = 3\n    badName = 2\n";
        assert_eq!(
            run(&snake, &[], &[("a.py", py)], None),
            ["variable `badName` is not snake_case"]
        );
    }

    #[test]
    fn javascript_conventions_beside_camel_case_and_constants_bound_to_literals() {
        // Found on excalidraw/excalidraw: "camelCase for variables, functions, and methods" and
        // "ALL_CAPS for constants" flagged `D_ANGLE`, `PolyfillLocalStorage`, `[Symbol.iterator]`
        // and `const actionDeselect = register(…)`.
        let camel = check("kind: naming\ntarget: [function, method, variable]\nstyle: camelCase\n");
        let ts = concat!(
            "function PolyfillStorage() {}\nfunction draw() {\n  const D_ANGLE = 5;\n",
            "  let snake_name = 1;\n}\nclass Store {\n  [Symbol.iterator]() {}\n}\n",
            // foxminchan/BookWorm (round 14): React components and contexts bound with `const`.
            "export const ChatBot = forwardRef(() => null);\nconst ThemeContext = createContext(null);\n",
            // A `$` sigil (jQuery elements, Svelte stores, Angular services) is no part of the
            // name's case.
            "const $el = document.body;\nfunction $http() {}\nlet $bad_name = 1;\n",
        );
        assert_eq!(
            run(&camel, &[], &[("a.ts", ts)], None),
            [
                "variable `snake_name` is not camelCase",
                "variable `$bad_name` is not camelCase"
            ]
        );
        let caps = check("kind: naming\ntarget: constant\nstyle: SCREAMING_SNAKE_CASE\n");
        let ts = "export const maxSize = 10;\nconst actionDeselect = register({});\nconst LABEL = `x`;\n";
        assert_eq!(
            run(&caps, &[], &[("a.ts", ts)], None),
            ["constant `maxSize` is not SCREAMING_SNAKE_CASE"]
        );
    }

    #[test]
    fn strings_and_comments_are_not_names_and_errors_only_warn() {
        let c = check("kind: naming\ntarget: function\nstyle: snake_case\n");
        assert!(
            run(
                &c,
                &[],
                &[("a.py", "# def badName(): pass\nx = 'def badName(): pass'\n")],
                None
            )
            .is_empty()
        );
        let broken = run(
            &c,
            &[],
            &[("a.py", "def badName(:\n    pass\ndef good():\n    pass\n")],
            None,
        );
        assert!(
            broken.iter().any(|m| m.contains("does not parse as python")),
            "{broken:?}"
        );
        assert!(compile_errors("kind: naming\ntarget: lambda\nstyle: snake_case\n")[0].contains("unknown target"));
        assert!(compile_errors("kind: naming\ntarget: function\n")[0].contains("needs `style` or `pattern`"));
        assert!(compile_errors("kind: naming\ntarget: function\nstyle: x\n")[0].contains("`style`"));
        assert!(
            compile_errors("kind: naming\ntarget: function\nstyle: snake_case\nlanguage: cobol\n")[0]
                .contains("unknown language")
        );
    }
}

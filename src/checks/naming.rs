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
//! `class` is a class by the language's own terms (what its `class` keyword declares: a
//! TypeScript interface, type alias or enum is none; a language without classes, Rust, Go, C,
//! has its type definitions in their place), `type` every type definition (classes,
//! interfaces, enums, type aliases, structs, traits, protocols, records); `constant` is a Python module-level name bound to a
//! literal, a Rust `const`/`static`, a top-level JavaScript `const` bound to a literal, a Go
//! `const`. A leading `_` (private by convention), `$` (a sigil: `$el`, `$store`) or `#` (a
//! JavaScript private member) does not break a style. In
//! JavaScript/TypeScript, `camelCase` also allows what ESLint's `camelcase` allows:
//! `SCREAMING_SNAKE_CASE` names (functions bound to constants included) and `PascalCase`
//! functions and bindings (constructors,
//! components, contexts); in Go, `camelCase` is MixedCaps and allows an exported
//! `PascalCase` name;
//! a computed method name (`[Symbol.iterator]`) is not a name.
//!
//! A name the platform dictates is not the committer's choice and is never judged, as ruff's
//! pep8-naming leaves `setUp` alone: Python's unittest and Django test hooks (ruff's default
//! `ignore-names`), Java's `serialVersionUID`, the functions of a Go `_test.go` file that
//! `go test` finds by name (`TestX_y`, `ExampleType_Method`, `BenchmarkX`, `FuzzX`), and the exports a JavaScript/TypeScript
//! framework reads by name (Next.js route handlers `GET`/`POST`/… and segment options
//! `dynamic`, `revalidate`, `maxDuration`…; SvelteKit and Astro page options; Remix route
//! exports), and Python's dunders (`__version__`). A Python module-level name a function
//! rebinds (`global counter`) or an import binds too (`… import __version__ as version`) is
//! state, not a `constant`, and the module-level names of a
//! Python settings module a tool reads by file name (`conf.py`, `gunicorn.conf.py`,
//! `*_conf.py`) are its settings, not constants. `ignore-names` adds names or `*` globs to
//! those.

use crate::ruleset::pattern::LazyRegex;

use super::Finding;
use super::analysis::Shared;
use super::prefilter::Prefilter;
use super::structural::{self, Definitions, STYLES, Style};
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::Lang;
use crate::syntax::lang::{self, Selector, TARGETS, Target};

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
        Key::new(
            "ignore-names",
            Type::Strings,
            "Names never judged, besides those the platform dictates: a name or a `*` glob (`visit_*`).",
        ),
        structural::LANGUAGE,
    ],
    one_of: &["style", "pattern"],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(Naming);

#[derive(Debug, Clone)]
pub struct Naming {
    targets: Vec<Selector>,
    rule: NameRule,
    /// `ignore-names`: names the rule set says are not judged.
    ignored: Option<globset::GlobSet>,
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
        let targets: Option<Vec<Selector>> = map.take("target").and_then(|n| {
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
        let ignored = match map.take("ignore-names") {
            None => Some(None),
            Some(n) => d
                .strings(n, "`ignore-names`")
                .and_then(|names| ignore_set(&names, d))
                .map(Some),
        };
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
        let kinds: Vec<Target> = targets.iter().map(|s| s.target()).collect();
        let prefilter = Prefilter::new(|lang| structural::definitions_need(lang, &kinds, Definitions::Added));
        Some(Naming {
            targets,
            rule,
            ignored: ignored?,
            language: language?,
            prefilter,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            for def in a.definitions() {
                if !self.targets.iter().any(|s| s.selects(parsed, def)) || !parsed.is_added(def.name) {
                    continue;
                }
                let name = parsed.source(def.name);
                // A Rust raw identifier (`r#type`) is the keyword it spells: rustc's
                // `non_snake_case` judges `type` (bitwarden/sdk-internal, round 106).
                let name = match parsed.lang {
                    Lang::Rust => name.strip_prefix("r#").unwrap_or(name),
                    _ => name,
                };
                let (ok, wanted) = match &self.rule {
                    NameRule::Style(s) => (
                        s.matches(name) || conventional_exception(parsed.lang, *s, def.target, name),
                        s.name().to_owned(),
                    ),
                    NameRule::Pattern(p) => (p.is_match(name), format!("`{}`", p.as_str())),
                };
                // Exemptions are asked of names that break the rule only: the file scan of
                // `rebound_as_state` is not paid per definition.
                let exempt = || {
                    dictated_by_platform(parsed.lang, name)
                        || parsed.lang == Lang::Go && named_for_go_test(&file.path, name)
                        || self.ignored.as_ref().is_some_and(|set| set.is_match(name))
                        || def.target == Target::Constant && rebound_as_state(parsed, name)
                        || def.target == Target::Constant && is_settings_module(parsed.lang, &file.path)
                };
                if !ok && !exempt() {
                    let what = lang::what_it_is(parsed, def);
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

/// `ignore-names` as one set; a glob that does not parse is an error at its place.
fn ignore_set(names: &[crate::ruleset::decode::Spanned<String>], d: &mut Decoder) -> Option<globset::GlobSet> {
    let mut set = globset::GlobSetBuilder::new();
    let mut valid = true;
    for n in names {
        match globset::Glob::new(&n.value) {
            Ok(glob) => {
                set.add(glob);
            }
            Err(e) => {
                valid = false;
                d.error(
                    crate::diagnostic::Code::InvalidGlob,
                    n.span,
                    format!("`ignore-names`: `{}` is not a valid name glob", n.value),
                    e.kind().to_string(),
                );
            }
        }
    }
    if !valid {
        return None;
    }
    set.build().ok()
}

/// Names a language's platform makes the committer write as they are (sorted tables, one per
/// family of languages).
mod dictated {
    /// ruff's pep8-naming default `ignore-names`: unittest and Django test hooks.
    pub const PYTHON: &[&str] = &[
        "asyncSetUp",
        "asyncTearDown",
        "failureException",
        "longMessage",
        "maxDiff",
        "setUp",
        "setUpClass",
        "setUpModule",
        "setUpTestData",
        "tearDown",
        "tearDownClass",
        "tearDownModule",
    ];

    /// Exports a framework reads by name: Next.js route handlers and route segment options
    /// (and the pages router's `config`), SvelteKit and Astro page options, Remix route module
    /// exports.
    pub const JAVASCRIPT: &[&str] = &[
        "DELETE",
        "GET",
        "HEAD",
        "OPTIONS",
        "PATCH",
        "POST",
        "PUT",
        "action",
        "actions",
        "config",
        "csr",
        "dynamic",
        "dynamicParams",
        "entries",
        "experimental_ppr",
        "fetchCache",
        "generateMetadata",
        "generateStaticParams",
        "getStaticPaths",
        "handle",
        "headers",
        "links",
        "load",
        "loader",
        "maxDuration",
        "meta",
        "metadata",
        "preferredRegion",
        "prerender",
        "revalidate",
        "runtime",
        "ssr",
        "trailingSlash",
        "viewport",
    ];

    /// The serialization version field the JVM looks up by name.
    pub const JVM: &[&str] = &["serialVersionUID"];
}

/// A Python module-level name a function rebinds (`global counter`) is the module's state,
/// not a constant, whatever it is first bound to (rainbowsdy/GNS_grp37, round 60); so is one
/// an import binds too (`_fallback_version = "0.1.0"`, then `from pkg import __version__ as
/// _fallback_version` in a `try`: DeanLuus22021994/Goldilocks, round 167).
fn rebound_as_state(parsed: &crate::syntax::Parsed, name: &str) -> bool {
    parsed.lang == Lang::Python
        && parsed.text.lines().any(|line| {
            // `global _project  # noqa: PLW0603`: the comment is no name (SkaneTrails/
            // meal-planner, round 164).
            let code = line.split('#').next().unwrap_or(line).trim_start();
            let names = |list: &str| list.split(',').any(|n| n.trim() == name);
            let imported_as = |list: &str| {
                list.trim_matches(|c: char| c == '(' || c == ')' || c.is_whitespace())
                    .split(',')
                    .any(|item| item.split_whitespace().collect::<Vec<_>>().ends_with(&["as", name]))
            };
            code.strip_prefix("global ").is_some_and(names)
                || code.strip_prefix("import ").is_some_and(imported_as)
                || (code.starts_with("from ") && code.split_once(" import ").is_some_and(|(_, l)| imported_as(l)))
        })
}

/// A Python module a tool reads its settings from by file name (Sphinx's `conf.py`,
/// `gunicorn.conf.py`): its module-level names are the tool's settings, spelled as the tool
/// dictates, not the project's constants (SaferPlaces2023/saferplaces-multiagent, round 154:
/// `worker_class`, `keepalive` had failed "Constants: `SCREAMING_SNAKE_CASE`").
fn is_settings_module(lang: Lang, path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    lang == Lang::Python && (name == "conf.py" || name.ends_with(".conf.py") || name.ends_with("_conf.py"))
}

/// Whether `name` is one the platform of `lang` dictates ([`dictated`]).
fn dictated_by_platform(lang: Lang, name: &str) -> bool {
    // A Python dunder (`__version__`, `__all__`) is Python's.
    if lang == Lang::Python && name.len() > 4 && name.starts_with("__") && name.ends_with("__") {
        return true;
    }
    let names = match lang {
        Lang::Python => dictated::PYTHON,
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => dictated::JAVASCRIPT,
        Lang::Java | Lang::Kotlin => dictated::JVM,
        _ => return false,
    };
    names.binary_search(&name).is_ok()
}

/// A function of a Go test file that `go test` finds by its name: `TestX_y`, `BenchmarkX`,
/// `FuzzX`, and `ExampleType_Method`, whose underscore the testing package's convention asks
/// for (grafana/nanogit, round 202: every flag of a camelCase rule was an `Example…_…`).
fn named_for_go_test(path: &str, name: &str) -> bool {
    path.ends_with("_test.go")
        && ["Test", "Benchmark", "Fuzz", "Example"].iter().any(|prefix| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(|c: char| c.is_uppercase() || c == '_'))
        })
}

/// What a JavaScript/TypeScript `camelCase` convention allows besides camelCase, as ESLint's
/// `camelcase` rule does: `SCREAMING_SNAKE_CASE` bindings (constants inside functions) and
/// `PascalCase` functions and bindings (constructor functions, components, contexts). Found on
/// excalidraw/excalidraw.
/// A Python `snake_case` convention for variables allows PEP 8's `UPPER_SNAKE_CASE`
/// constants and enum members (found on strands-agents/sdk-python, not tuned on).
/// Go's `camelCase` is Effective Go's MixedCaps: an exported name is the same with a
/// capital (`LoadData`, `HTTPClient`; umputun/spot, round 77: "descriptive camelCase names for
/// variables and functions" flagged every exported function).
fn conventional_exception(lang: Lang, style: Style, target: Target, name: &str) -> bool {
    if lang == Lang::Go && style == Style::Camel && Style::Pascal.matches(name) {
        return true;
    }
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
                // ESLint's `camelcase` leaves every all-caps name alone, functions included:
                // `const NOOP_SUBSCRIBE = () => …` is a module constant (Weaverse/weaverse,
                // round 101: "ALL_CAPS for constants" beside the camelCase rule).
                Target::Function => Style::Pascal.matches(name) || Style::ScreamingSnake.matches(name),
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
        // Go's MixedCaps: exported names are capitalized.
        assert_eq!(
            run(
                &camel,
                &[],
                &[(
                    "a.go",
                    "package x\nfunc DoThing() {}\nfunc doOther() {}\nfunc do_bad() {}\n"
                )],
                None
            ),
            ["function `do_bad` is not camelCase"]
        );
        assert_eq!(
            run(
                &camel,
                &[],
                &[(
                    "a.ts",
                    "function load_file() {}\nclass A { goodOne() {} Bad_one() {} #update() {} #bad_two() {} }\n"
                )],
                None
            ),
            [
                "function `load_file` is not camelCase",
                "method `Bad_one` is not camelCase",
                "method `#bad_two` is not camelCase"
            ]
        );
        let types = check("kind: naming\ntarget: type\nstyle: PascalCase\n");
        let ts_types = "interface user_props {}\ntype Ok = string;\ntype exit_signals = string;\nclass bad_one {}\n";
        assert_eq!(
            run(&types, &[], &[("a.ts", ts_types)], None),
            [
                "type `user_props` is not PascalCase",
                "type `exit_signals` is not PascalCase",
                "class `bad_one` is not PascalCase"
            ]
        );
        // coveo/cli (round 198): `class` is what TypeScript's `class` declares, no type alias.
        let classes = check("kind: naming\ntarget: class\nstyle: PascalCase\n");
        assert_eq!(
            run(&classes, &[], &[("a.ts", ts_types)], None),
            ["class `bad_one` is not PascalCase"]
        );
        // In a language without classes, its type definitions are in their place.
        assert_eq!(
            run(&classes, &[], &[("a.rs", "struct bad_one;\n")], None),
            ["class `bad_one` is not PascalCase"]
        );
        // grafana/nanogit (round 202): the names `go test` reads are Go's, not the committer's.
        let go_funcs = check("kind: naming\ntarget: [function, variable]\nstyle: camelCase\n");
        let go_test = "package x\nfunc ExampleServer_CreateUser() {}\nfunc TestClient_Clone(t *testing.T) {}\nfunc do_thing() {}\n";
        assert_eq!(
            run(&go_funcs, &[], &[("x_test.go", go_test)], None),
            ["function `do_thing` is not camelCase"]
        );
        // Outside a test file an example is an ordinary name (a `Test…` is a test function).
        assert_eq!(
            run(&go_funcs, &[], &[("x.go", go_test)], None),
            [
                "function `ExampleServer_CreateUser` is not camelCase",
                "function `do_thing` is not camelCase"
            ]
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
    fn a_rust_raw_identifier_is_judged_by_the_name_it_spells() {
        let snake = check("kind: naming\ntarget: [function, variable]\nstyle: snake_case\n");
        let added = "fn r#match() {}\nfn f() { let r#type = 1; let r#Bad = 2; }\n";
        assert_eq!(
            run(&snake, &[], &[("a.rs", added)], None),
            ["variable `Bad` is not snake_case"]
        );
    }

    #[test]
    fn names_the_platform_dictates_are_not_judged() {
        // simstudioai/sim and p-boaz/grog-dfs (round 54): "Constants: SCREAMING_SNAKE_CASE" and
        // "Functions/variables: camelCase" flagged Next.js's `export const dynamic` and
        // `export async function POST`, names the framework reads.
        let caps = check("kind: naming\ntarget: constant\nstyle: SCREAMING_SNAKE_CASE\n");
        let route =
            "export const dynamic = 'force-dynamic';\nexport const maxDuration = 60;\nexport const maxSize = 10;\n";
        assert_eq!(
            run(&caps, &[], &[("app/api/route.ts", route)], None),
            ["constant `maxSize` is not SCREAMING_SNAKE_CASE"]
        );
        let camel = check("kind: naming\ntarget: function\nstyle: camelCase\n");
        let handler = "export async function POST(req) {}\nexport function get_items() {}\n";
        assert_eq!(
            run(&camel, &[], &[("app/api/route.ts", handler)], None),
            ["function `get_items` is not camelCase"]
        );
        let snake = check("kind: naming\ntarget: method\nstyle: snake_case\n");
        let test = "class T(TestCase):\n    def setUp(self):\n        pass\n    def checkIt(self):\n        pass\n";
        assert_eq!(
            run(&snake, &[], &[("t.py", test)], None),
            ["method `checkIt` is not snake_case"]
        );
        // `ignore-names` adds names and globs.
        let visit = check("kind: naming\ntarget: method\nstyle: snake_case\nignore-names: ['visit_*', checkIt]\n");
        let visitor = "class V:\n    def visit_Call(self):\n        pass\n    def checkIt(self):\n        pass\n";
        assert!(run(&visit, &[], &[("v.py", visitor)], None).is_empty());
        assert!(
            compile_errors("kind: naming\ntarget: method\nstyle: snake_case\nignore-names: ['[a']\n")[0]
                .contains("not a valid name glob")
        );
        // rainbowsdy/GNS_grp37 (round 60): a dunder and module state a function rebinds.
        let py = "__version__ = '1.0'\ncounter = 0\nlimit = 3\ndef bump():\n    global counter\n    counter += 1\n";
        assert_eq!(
            run(&caps, &[], &[("m.py", py)], None),
            ["constant `limit` is not SCREAMING_SNAKE_CASE"]
        );
        // DeanLuus22021994/Goldilocks (round 167): a name an import binds too.
        let py = "_fallback_version = \"0.1.0\"\ntry:\n    from goldilocks import __version__ as _fallback_version\nexcept ImportError:\n    pass\n";
        assert!(run(&caps, &[], &[("m.py", py)], None).is_empty());
        // SkaneTrails/meal-planner (round 164): a `global` line with a comment.
        let py =
            "_project: str = \"\"\n\ndef set_project(p):\n    global _project  # noqa: PLW0603\n    _project = p\n";
        assert!(run(&caps, &[], &[("m.py", py)], None).is_empty());
        // SaferPlaces2023/saferplaces-multiagent (round 154): a tool's settings module.
        let settings = "worker_class = 'uvicorn'\nkeepalive = 5\n";
        for path in ["prod/gunicorn.conf.py", "docs/conf.py"] {
            assert!(run(&caps, &[], &[(path, settings)], None).is_empty(), "{path}");
        }
        assert_eq!(run(&caps, &[], &[("prod/settings_keys.py", settings)], None).len(), 2);
        for names in [
            super::dictated::PYTHON,
            super::dictated::JAVASCRIPT,
            super::dictated::JVM,
        ] {
            assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted and unique: {names:?}");
        }
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
            // Weaverse/weaverse (round 101): a module constant that holds a function.
            "export const NOOP_SUBSCRIBE = () => () => {};\n",
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

//! `require-docstring`
//!
//! **What it checks:** every public function, method and class (or the `target`s given) that
//! the change adds has its language's documentation: a Python docstring, a Rust `///` doc
//! comment (or `#[doc]`), a JSDoc `/** … */` block before a JavaScript/TypeScript declaration,
//! a Go comment right above, a Javadoc/KDoc/PHPDoc `/** … */` block, a C#/Swift `///` comment,
//! a Doxygen `/**`, `/*!`, `///` or `//!` comment in C/C++, `#` comment lines (YARD) in Ruby,
//! a Dart `///` or `/** … */` doc comment. A one-line preprocessor directive (`#pragma`,
//! `#region`) may stand between the comment and the definition; a Java `@Override` or Kotlin
//! `override` member is documented where it is declared (Javadoc and Dokka copy it), and a
//! Kotlin `actual` declaration by its `expect` one.
//! Bash has no convention: its files are skipped, and `language: bash` is an error.
//!
//! `class` means a class by the language's own terms: what its `class` keyword declares
//! (Python, JavaScript/TypeScript, Kotlin's `class`, `enum class`, `data class` but not
//! `interface` or `object`, Swift's `class` but not `struct`, `enum`, `actor` or `protocol`,
//! PHP, Ruby's `class` but not `module`, Dart's `class`), C++'s `class` and `struct`, Java's
//! classes, enum classes and records (not interfaces), C#'s `class` and `record` (not
//! `struct`, `interface`, `enum`); in a language without classes (Rust, Go, C, Elixir, Lua,
//! Zig) its type definitions. A TypeScript `export enum`, `export type` or `export interface`
//! is no class: `target: type` asks for every type definition (interfaces, enums, aliases,
//! structs, traits, protocols too).
//!
//! Public follows the language's convention: no leading `_` in
//! Python (so no dunder: a module's `__getattr__`, a magic method or `__init__` is not what
//! pydocstyle's and ruff's "public function/method" rules D102/D103 ask about), and not in a
//! private module (`_impl.py`, `_vendor/`; not `__init__.py`), not nested
//! in a function; `pub` in Rust (not `pub(crate)`, `pub(super)`, `pub(in …)`), outside
//! `#[cfg(test)]` modules; `export` in
//! JavaScript/TypeScript (a method: not `private`, `protected` or `#name`); a capital letter in Go; `public` in Java and C# (and interface
//! members), inside types that are all public, and not a C# `partial` type (documented on
//! another part); not `private`/`internal`/`protected` in Kotlin; `public`/`open` in Swift; not
//! `private`/`protected` in PHP; not `static` in C/C++; every Ruby definition; in Dart, no
//! leading `_` in the name nor in an enclosing type's, and not local to a function. A
//! JavaScript/TypeScript constructor is documented by its class. Test files (`test_*.py`,
//! `*_test.py`, `conftest.py`, `*_test.go`, `*.test.ts`, `*.spec.js`, `tests/`, `__tests__/`),
//! test functions, code under `examples/`, `samples/`, `benches/`, `benchmarks/` or `scripts/`, build
//! scripts (`*.gradle.kts`, `buildSrc/`, `build-logic/`, `build.rs`), and in every language a
//! definition inside a function, method or closure are never public API.
//!
//! **Why:** "public functions need docstrings", "use JSDoc for functions, interfaces, enums and
//! classes", "document every exported type" — checked on the definitions the change writes.
//!
//! **Example rule:** `check: { kind: require-docstring, target: [function, class] }`
//!
//! **Example violation:** an added `def load(path):` with no docstring — "public function
//! `load` has no docstring".
//!
//! `definitions: added` (the default) judges the definitions the change adds: the line of the
//! name is added, the old file had no definition of that qualified name, and the definition
//! was not moved: one whose first lines the same commit removes from another file (a module
//! extracted from another) is the old code in a new place. `definitions:
//! changed` also judges those whose header or body the change touched ("document what you
//! touch"). `private: true` also requires documentation of non-public definitions. A Python
//! `@overload` (`@typing.overload`) stub needs none: by typing's convention the implementation
//! after the stubs carries the docstring.

use super::Finding;
use super::analysis::Shared;
use super::prefilter::Prefilter;
use super::structural::{self, Definitions, NewDefinitions};
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::Lang;
use crate::syntax::api;
use crate::syntax::lang::{self, Selector, Target};

/// The `target`s that can carry documentation ([`lang::TARGETS`]' names).
const DOCUMENTABLE: &[(&str, Selector)] = &[
    ("function", Selector::Every(Target::Function)),
    ("method", Selector::Every(Target::Method)),
    ("class", Selector::Class),
    ("type", Selector::Every(Target::Type)),
    ("test-function", Selector::Every(Target::TestFunction)),
];
const DOCUMENTABLE_NAMES: [&str; DOCUMENTABLE.len()] = table_names(DOCUMENTABLE);

pub const SPEC: KindSpec = KindSpec {
    name: "require-docstring",
    source: include_str!("require_docstring.rs"),
    keys: &[
        Key::new(
            "target",
            Type::EnumList(&DOCUMENTABLE_NAMES),
            "Which definitions need documentation (default: function, method, class; `type`: every type definition).",
        ),
        Key::new(
            "private",
            Type::Bool,
            "Also require documentation of non-public definitions.",
        )
        .default("false"),
        Key::new(
            "nested",
            Type::Bool,
            "`false`: a type nested in another type needs none; only top-level types do (the \
             ones a file header's `@author` and `@since` describe).",
        )
        .default("true"),
        structural::DEFINITIONS,
        structural::LANGUAGE,
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(RequireDocstring);

#[derive(Debug, Clone)]
pub struct RequireDocstring {
    targets: Vec<Selector>,
    private: bool,
    /// Whether types nested in other types are judged too.
    nested: bool,
    definitions: Definitions,
    pub(super) language: Option<Lang>,
    /// A definition keyword of a target near an added line (or above one, for `changed`).
    pub(super) prefilter: Prefilter,
}

impl RequireDocstring {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<RequireDocstring> {
        let targets = match map.take("target") {
            Some(n) => {
                let names = d.strings(n, "`target`")?;
                let mut out = Vec::new();
                for t in names {
                    match DOCUMENTABLE.iter().find(|(name, _)| *name == t.value) {
                        Some((_, t)) => out.push(*t),
                        None => {
                            d.error(
                                crate::diagnostic::Code::InvalidValue,
                                t.span,
                                format!("`{}` cannot carry a docstring", t.value),
                                "not documentable",
                            )
                            .help = Some(format!("one of: {}", DOCUMENTABLE_NAMES.join(", ")));
                        }
                    }
                }
                out
            }
            None => vec![
                Selector::Every(Target::Function),
                Selector::Every(Target::Method),
                Selector::Class,
            ],
        };
        let private = map
            .take("private")
            .and_then(|n| d.bool(n, "`private`"))
            .unwrap_or(false);
        let nested = map.take("nested").and_then(|n| d.bool(n, "`nested`")).unwrap_or(true);
        let definitions = structural::definitions_key(&mut map, d);
        let language = structural::language_where(&mut map, d, |l| {
            (!crate::syntax::others::has_doc_convention(l) && crate::syntax::others::covers(l)).then(|| {
                format!(
                    "`require-docstring` does not apply to {}: it has no doc-comment convention",
                    l.name()
                )
            })
        });
        map.finish(d, "a `require-docstring` check", &SPEC.known_keys());
        let kinds: Vec<Target> = targets.iter().map(|t| t.target()).collect();
        let prefilter = Prefilter::new(|lang| structural::definitions_need(lang, &kinds, definitions));
        Some(RequireDocstring {
            prefilter,
            targets,
            private,
            nested,
            definitions,
            language: language?,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            if !crate::syntax::others::has_doc_convention(parsed.lang) {
                return;
            }
            // The undocumented definitions it judges, with whether they are public.
            let undocumented: Vec<(&lang::Definition<'_>, bool)> = a
                .definitions()
                .iter()
                .filter(|def| {
                    self.targets.iter().any(|t| t.selects(parsed, def))
                        && !is_overload_stub(parsed, def.node)
                        && (self.nested || def.target != Target::Type || !in_a_type(parsed, def.node))
                })
                .map(|def| (def, api::is_public_api(parsed, &file.path, def)))
                .filter(|&(def, public)| (public || self.private) && !lang::has_doc(parsed, def))
                .collect();
            let mut new = NewDefinitions::new(file, parsed.lang);
            if self.definitions == Definitions::Added {
                // The old side is read only for the names of these, not of every definition.
                let added = undocumented.iter().filter(|(def, _)| parsed.is_added(def.name));
                new.look_for(a, added.map(|(def, _)| parsed.source(def.name)));
            }
            for (def, public) in undocumented {
                if self.definitions == Definitions::Added && !new.is_added(a, def) {
                    continue;
                }
                let what = lang::what_it_is(parsed, def);
                let doc = parsed.lang.doc().map_or("doc comment", |d| d.name);
                let visibility = if public { "public " } else { "" };
                sink.push(structural::at(
                    file,
                    parsed,
                    def.name,
                    format!("{visibility}{what} `{}` has no {doc}", parsed.source(def.name)),
                    &format!("no {doc}"),
                ));
            }
        });
    }
}

/// A Python function decorated `@overload` (`@typing.overload`, `@t.overload`): a typing stub.
fn is_overload_stub(parsed: &crate::syntax::Parsed, node: tree_sitter::Node<'_>) -> bool {
    parsed.lang == Lang::Python
        && node.parent().is_some_and(|p| {
            let mut c = p.walk();
            p.kind() == "decorated_definition"
                && p.named_children(&mut c).any(|d| {
                    let name = parsed.source(d).trim_start_matches('@').trim();
                    d.kind() == "decorator" && (name == "overload" || name.ends_with(".overload"))
                })
        })
}

/// Whether `node` stands inside another type's definition (a Java nested `enum`).
fn in_a_type(parsed: &crate::syntax::Parsed, node: tree_sitter::Node<'_>) -> bool {
    std::iter::successors(node.parent(), |n| n.parent())
        .any(|a| lang::definitions(parsed, a).iter().any(|d| d.target == Target::Type))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn public_definitions_the_change_touches() {
        let c = check("kind: require-docstring\n");
        let py = concat!(
            "def load(path):\n    return 1\n\ndef _helper():\n    return 2\n",
            "\nclass Store:\n    \"\"\"Keeps things.\"\"\"\n    def get(self):\n",
            "        \"\"\"Gets.\"\"\"\n        return 3\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            ["public function `load` has no docstring"]
        );
        // Untouched legacy code is not the committer's.
        let before = [("a.py", "def old():\n    return 1\n")];
        assert!(run(&c, &before, &[("a.py", "def old():\n    return 1\n\nX = 2\n")], None).is_empty());
        let rs = "/// Documented.\npub fn a() {}\npub fn b() {}\nfn private() {}\n#[derive(Debug)]\n/// Doc after attribute.\npub struct S;\n";
        assert_eq!(
            run(&c, &[], &[("a.rs", rs)], None),
            ["public function `b` has no doc comment"]
        );
        let ts = "/** Loads. */\nexport function load() {}\nexport function save() {}\nfunction local() {}\nexport class Box {\n  open() {}\n}\n";
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            [
                "public function `save` has no JSDoc comment",
                "public class `Box` has no JSDoc comment",
                "public method `open` has no JSDoc comment"
            ]
        );
        // Found on modelcontextprotocol/typescript-sdk ("JSDoc for public APIs"): constructors,
        // `protected` members and code under `examples/` or `scripts/` are not public API.
        let ts =
            "/** A box. */\nexport class Box {\n  constructor() {}\n  protected seal() {}\n  private drop() {}\n}\n";
        assert!(run(&c, &[], &[("a.ts", ts)], None).is_empty());
        let exported = "export function main() {}\n";
        for path in [
            "examples/client.ts",
            "samples/client.ts",
            "scripts/release.ts",
            "benchmarks/load.ts",
        ] {
            assert!(run(&c, &[], &[(path, exported)], None).is_empty(), "{path}");
        }
        assert_eq!(
            run(&c, &[], &[("src/client.ts", exported)], None),
            ["public function `main` has no JSDoc comment"]
        );
        // open-circle/valibot (round 25): an overload set is documented on its first
        // signature, and a JSDoc block holds across a line comment between it and the function.
        let overloads = concat!(
            "/** Parses. */\nexport function parse(a: string): string;\n",
            "export function parse(a: number): number;\n",
            "// @__NO_SIDE_EFFECTS__\nexport function parse(a: unknown): unknown {\n  return a;\n}\n",
            "/** Checks. */\n// @__NO_SIDE_EFFECTS__\nexport function check(a: string) {\n  return a;\n}\n",
        );
        assert_eq!(run(&c, &[], &[("src/parse.ts", overloads)], None), Vec::<String>::new());
        let undocumented =
            "export function parse(a: string): string;\nexport function parse(a: unknown) {\n  return a;\n}\n";
        assert_eq!(
            run(&c, &[], &[("src/parse.ts", undocumented)], None),
            ["public function `parse` has no JSDoc comment"]
        );
        let apart = "/** Checks. */\n\n// a note\nexport function check(a: string) {\n  return a;\n}\n";
        assert_eq!(
            run(&c, &[], &[("src/check.ts", apart)], None),
            ["public function `check` has no JSDoc comment"]
        );
        // Found on dotnet/aspire: public members of internal types, and partial types whose
        // documentation is on another part, are not undocumented public API.
        let cs = concat!(
            "namespace A;\ninternal sealed class Runner\n{\n    public void Run() {}\n",
            "}\npublic partial class Ext {}\n/// <summary>Kept.</summary>\n",
            "public class Store\n{\n    public void Get() {}\n}\n",
        );
        assert_eq!(
            run(&c, &[], &[("src/A.cs", cs)], None),
            ["public method `Get` has no XML doc comment (`///`)"]
        );
        // Found on instructor-ai/instructor: `@overload` stubs carry no docstring by typing's
        // convention; the implementation does.
        let py = concat!(
            "from typing import overload\nimport typing\n\nclass C:\n    \"\"\"C.\"\"\"\n",
            "\n    @overload\n    def get(self, x: int) -> int: ...\n    @typing.overload\n",
            "    def get(self, x: str) -> str: ...\n    def get(self, x):\n        return x\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            ["public method `get` has no docstring"]
        );
        let go = "package x\n\n// Load loads.\nfunc Load() {}\nfunc Save() {}\nfunc helper() {}\n";
        assert_eq!(
            run(&c, &[], &[("a.go", go)], None),
            ["public function `Save` has no doc comment"]
        );
        // A method of an unexported type is no public API (golint, revive): no caller outside
        // the package reaches it (round 83, held out, reported generically a documentation
        // rule flagging members that are not public API).
        let go = concat!(
            "package x\n\n// store keeps.\ntype store struct{}\n\nfunc (s *store) Run() {}\n",
            "func (store) Stop() {}\n\n// Pub is.\ntype Pub[T any] struct{}\n\nfunc (p *Pub[T]) Go() {}\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.go", go)], None),
            ["public method `Go` has no doc comment"]
        );
    }

    #[test]
    fn class_means_classes_and_type_every_type() {
        // Found on outline/outline ("functions & classes must have JSDoc"): an exported enum,
        // type alias or interface is no class.
        let c = check("kind: require-docstring\ntarget: [function, class]\n");
        let ts = concat!(
            "export enum Status { Open }\nexport type Action = () => void;\n",
            "export interface Filter { a: string }\nexport class Box {}\n",
            "export abstract class Shape {}\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            [
                "public class `Box` has no JSDoc comment",
                "public class `Shape` has no JSDoc comment"
            ]
        );
        let types = check("kind: require-docstring\ntarget: [type]\n");
        assert_eq!(run(&types, &[], &[("a.ts", ts)], None).len(), 5);
        assert_eq!(
            run(
                &types,
                &[],
                &[("a.ts", "export interface Filter { a: string }\n")],
                None
            ),
            ["public type `Filter` has no JSDoc comment"]
        );
        // The other languages' class targets: their own classes only.
        let classes = [
            (
                "A.java",
                "public interface I {}\npublic enum E { A }\npublic record R(int a) {}\npublic class C {}\n",
            ),
            ("A.kt", "interface I\nobject O\nenum class E { A }\nclass C\n"),
            (
                "A.swift",
                "public struct S {}\npublic enum E {}\npublic protocol P {}\npublic class C {}\n",
            ),
            (
                "A.cs",
                "public struct S {}\npublic interface I {}\npublic enum E {}\npublic class C {}\n",
            ),
            ("a.rb", "module M\nend\nclass C\nend\n"),
        ];
        let want: [&[&str]; 5] = [&["E", "R", "C"], &["E", "C"], &["C"], &["C"], &["C"]];
        for ((path, src), want) in classes.iter().zip(want) {
            let got = run(&c, &[], &[(path, src)], None);
            let names: Vec<&str> = got.iter().filter_map(|m| m.split('`').nth(1)).collect();
            assert_eq!(names, want, "{path}: {got:?}");
        }
    }

    #[test]
    fn a_jsdoc_above_the_decorators_documents_the_exported_class() {
        // Aborii/telenest (round 248): two decorators between the JSDoc and `export class`.
        let c = check("kind: require-docstring\ntarget: [class]\n");
        let ts = concat!(
            "/**\n * Catches errors.\n */\n@Catch(TelegramError)\n@Injectable()\n",
            "export class Filter implements ExceptionFilter {\n  catch(e: Error) {}\n}\n\n",
            "@Injectable()\n@Other()\nexport class Bare {}\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            ["public class `Bare` has no JSDoc comment"]
        );
    }

    #[test]
    fn nested_false_judges_top_level_types_only() {
        // lucasxf (round 165): "Javadoc with `@author` and `@since` on public classes" is a
        // file header's; a nested `public enum Status` had failed.
        let java = "/** Orders. */\npublic class Orders {\n    public enum Status { OPEN }\n}\npublic class Other {}\n";
        let top = check("kind: require-docstring\ntarget: [class]\nnested: false\n");
        assert_eq!(
            run(&top, &[], &[("A.java", java)], None),
            ["public class `Other` has no Javadoc comment"]
        );
        let all = check("kind: require-docstring\ntarget: [class]\n");
        assert_eq!(run(&all, &[], &[("A.java", java)], None).len(), 2);
    }

    #[test]
    fn dunders_are_not_public_functions() {
        // Found on strands-agents/sdk-python: a PEP 562 module `__getattr__` shim; pydocstyle
        // and ruff (D103, D105, D107) do not count dunders as public functions or methods.
        let c = check("kind: require-docstring\n");
        let py = concat!(
            "def __getattr__(name):\n    raise AttributeError(name)\n\n",
            "class Store:\n    \"\"\"Keeps things.\"\"\"\n\n    def __init__(self):\n        pass\n\n",
            "    def __repr__(self):\n        return ''\n\n    def get(self):\n        return 1\n",
        );
        assert_eq!(
            run(&c, &[], &[("pkg/__init__.py", py)], None),
            ["public method `get` has no docstring"]
        );
    }

    #[test]
    fn a_function_inside_a_function_is_no_public_api() {
        // Axl-Lvy/TarotMeter (round 79): a helper declared in a Kotlin function's body was
        // asked for KDoc.
        let c = check("kind: require-docstring\ntarget: [function]\n");
        let cases = [
            (
                "A.kt",
                "/** Scores. */\nfun score(): Int {\n    fun helper() = 1\n    return helper()\n}\nfun bare() {}\n",
            ),
            (
                "a.ts",
                "/** Scores. */\nexport function score() {\n  function helper() {}\n  return helper();\n}\nexport function bare() {}\n",
            ),
            (
                "a.rs",
                "/// Scores.\npub fn score() -> u32 {\n    pub fn helper() -> u32 { 1 }\n    helper()\n}\npub fn bare() {}\n",
            ),
            (
                "a.go",
                "package a\n\n// Score scores.\nfunc Score() int {\n\treturn 1\n}\n\nfunc Bare() {}\n",
            ),
        ];
        for (path, src) in cases {
            let got = run(&c, &[], &[(path, src)], None);
            let names: Vec<&str> = got.iter().filter_map(|m| m.split('`').nth(1)).collect();
            assert!(names == ["bare"] || names == ["Bare"], "{path}: {got:?}");
        }
        // A build script is no API either.
        let script = "fun helper() {}\n";
        for path in ["precompile.gradle.kts", "buildSrc/src/main/kotlin/Conventions.kt"] {
            assert_eq!(run(&c, &[], &[(path, script)], None), Vec::<String>::new(), "{path}");
        }
    }

    #[test]
    fn a_member_of_a_hidden_kotlin_class_is_no_public_api() {
        // adsamcik/Riposte (round 95): a public method of a private class was asked for KDoc.
        let c = check("kind: require-docstring\n");
        let src = concat!(
            "/** Shown. */\nclass Shown {\n    fun open() {}\n}\n",
            "private class Hidden {\n    fun inner() {}\n}\n",
            "internal class Module {\n    fun local() {}\n    class Nested {\n        fun deep() {}\n    }\n}\n",
            "/** Holder. */\nclass Holder {\n    private object Cache {\n        fun get() {}\n    }\n}\n",
        );
        let got = run(&c, &[], &[("A.kt", src)], None);
        let names: Vec<&str> = got.iter().filter_map(|m| m.split('`').nth(1)).collect();
        assert_eq!(names, ["open"], "{got:?}");
    }

    #[test]
    fn members_documented_where_they_are_declared() {
        // ruff's D102 exempts `@typing.override` methods and pylint property setters and
        // deleters; TypeDoc copies an `override` member's comment and documents a `set`
        // accessor with its `get`.
        let c = check("kind: require-docstring\n");
        let py = concat!(
            "class Store:\n    \"\"\"Keeps things.\"\"\"\n\n    @property\n    def size(self):\n",
            "        \"\"\"The size.\"\"\"\n        return 1\n\n    @size.setter\n    def size(self, v):\n",
            "        self._size = v\n\n    @typing.override\n    def run(self):\n        return 2\n\n",
            "    @override\n    def stop(self):\n        return 3\n\n    def plain(self):\n        return 4\n",
        );
        assert_eq!(
            run(&c, &[], &[("store.py", py)], None),
            ["public method `plain` has no docstring"]
        );
        let ts = concat!(
            "/** A box. */\nexport class Box extends Base {\n  /** The size. */\n  get size(): number { return 1; }\n",
            "  set size(v: number) {}\n  set label(v: string) {}\n  override open(): void {}\n",
            "  public override close(): void {}\n  plain(): void {}\n}\n",
        );
        assert_eq!(
            run(&c, &[], &[("src/box.ts", ts)], None),
            [
                "public method `label` has no JSDoc comment",
                "public method `plain` has no JSDoc comment"
            ]
        );
    }

    #[test]
    fn rust_items_the_crate_does_not_export_are_no_public_api() {
        // rustc's `missing_docs` asks only what the crate exports: a `pub fn` in a private
        // `mod` or in the `impl` of a type declared without `pub` is unreachable from outside.
        let c = check("kind: require-docstring\n");
        let rs = concat!(
            "struct Hidden;\nimpl Hidden {\n    pub fn hidden(&self) {}\n}\n",
            "pub(crate) struct Local<T>(T);\nimpl<T> Local<T> {\n    pub fn local(&self) {}\n}\n",
            "mod private {\n    pub fn in_private_mod() {}\n}\n",
            "/// Doc.\npub mod api {\n    pub fn exported() {}\n}\n",
            "/// Doc.\npub struct Open;\nimpl Open {\n    pub fn open(&self) {}\n}\n",
            "impl Elsewhere {\n    pub fn declared_elsewhere(&self) {}\n}\n",
        );
        assert_eq!(
            run(&c, &[], &[("src/lib.rs", rs)], None),
            [
                "public function `exported` has no doc comment",
                "public method `open` has no doc comment",
                "public method `declared_elsewhere` has no doc comment"
            ]
        );
    }
}

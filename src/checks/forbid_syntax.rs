//! `forbid-syntax`
//!
//! **What it checks:** the change adds none of the named `constructs`:
//! `bare-except` (Python `except:`), `broad-except` (`except:`, `except Exception`,
//! `except BaseException`), `type-ignore` (`# type: ignore`), `noqa` (`# noqa`),
//! `blanket-noqa` (a `# noqa` or `# ruff: noqa` naming no code, as ruff's PGH004; `# noqa:
//! F401` is allowed), `blanket-type-ignore` (a `# type: ignore` naming no error code, as
//! ruff's PGH003; `# type: ignore[attr-defined]` is allowed), `pragma-no-cover`, `any` (the TypeScript `any` type), `non-null-assertion` (TypeScript
//! `x!`), `ts-ignore` (`@ts-ignore` and `@ts-nocheck` comments), `ts-expect-error`
//! (`@ts-expect-error` comments), `eslint-disable` comments (the three only where the
//! comment starts with the directive, as TypeScript and ESLint read them: a comment that
//! mentions `@ts-ignore` in a sentence is none), `unsafe` (Rust `unsafe` blocks, functions and impls),
//! `todo` (`TODO`/`FIXME`/`XXX` comments), `wildcard-import` (`from x import *`,
//! `use x::*`, `import * as x`), `braceless-body` (a JavaScript/TypeScript `if`, `else`,
//! `for`, `while` or `do` whose body is not a `{ … }` block), `as-cast` (a TypeScript
//! `x as T` type assertion; `as const` is not one), `as-any` (a TypeScript cast to `any`:
//! `x as any`, `<any>x`; an `any` annotation is not one), `non-sealed-class` (a Java or C# class
//! that is not `sealed`, `final`, `abstract` or `static`), `one-type-per-file` (a second
//! top-level class, interface, record, enum or struct in a Java, C#, Kotlin, Swift or PHP
//! file; nested types do not count), `var` (a JavaScript/TypeScript `var` declaration, where
//! `let` and `const` are not one; a C# local declared with `var`, an implicit type),
//! `block-namespace` (a C# `namespace X { … }` where a file-scoped `namespace X;` is wanted),
//! `default-export` (a JavaScript/TypeScript `export default …`), `assert` (a Python `assert`
//! statement, which `python -O` strips: bandit's B101), `enum` (a TypeScript `enum` or `const
//! enum` declaration, where a union of literals or an `as const` object is wanted). A one-line comment the file
//! already had (`# noqa: E402` on a line the change edits or moves) is not one the change adds.
//! `wildcard-import` also finds Java and Kotlin
//! `import x.*`. The comment constructs (`todo`, `noqa`,
//! …) apply to every language; a construct the rule's `language` does not have (`unsafe` with
//! `language: java`) is an error when the rule file loads. An `any` or a non-null assertion
//! the project's linter is told to allow is allowed: `// eslint-disable-next-line
//! …/no-explicit-any` above it (oxlint's too, or a directive naming no rule), `-disable-line`
//! on its line, a `/* eslint-disable … */` earlier in the file, `// biome-ignore
//! lint/…/noExplicitAny`.
//!
//! **Why:** "never catch broad `Exception`", "no `# type: ignore`", "don't use `any`",
//! "no `unsafe`", "no `@ts-ignore`" — constructs a pattern finds in strings and docs too, and
//! a syntax tree finds only where they are.
//!
//! **Example rule:** `check: { kind: forbid-syntax, constructs: [broad-except, type-ignore] }`
//!
//! **Example violation:** an added `except Exception:` — "broad `except Exception`
//! (forbidden construct `broad-except`)".

use tree_sitter::Node;

use super::analysis::Shared;
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::structural;
use super::{Finding, shorten};
use crate::diagnostic::Code;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::{Lang, Parsed, lang};

pub const SPEC: KindSpec = KindSpec {
    name: "forbid-syntax",
    source: include_str!("forbid_syntax.rs"),
    keys: &[
        Key::new(
            "constructs",
            Type::EnumList(&CONSTRUCT_NAMES),
            "The constructs the change must not add.",
        )
        .required(),
        structural::SKIP_TESTS,
        structural::LANGUAGE,
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(ForbidSyntax);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Construct {
    BareExcept,
    BroadExcept,
    TypeIgnore,
    Noqa,
    PragmaNoCover,
    Any,
    NonNullAssertion,
    TsIgnore,
    TsExpectError,
    EslintDisable,
    Unsafe,
    Todo,
    BlanketNoqa,
    BlanketTypeIgnore,
    WildcardImport,
    BracelessBody,
    AsCast,
    AsAny,
    NonSealedClass,
    OneTypePerFile,
    Var,
    BlockNamespace,
    DefaultExport,
    Assert,
    Enum,
}

const CONSTRUCTS: &[(&str, Construct)] = &[
    ("bare-except", Construct::BareExcept),
    ("broad-except", Construct::BroadExcept),
    ("type-ignore", Construct::TypeIgnore),
    ("noqa", Construct::Noqa),
    ("blanket-noqa", Construct::BlanketNoqa),
    ("blanket-type-ignore", Construct::BlanketTypeIgnore),
    ("pragma-no-cover", Construct::PragmaNoCover),
    ("any", Construct::Any),
    ("non-null-assertion", Construct::NonNullAssertion),
    ("ts-ignore", Construct::TsIgnore),
    ("ts-expect-error", Construct::TsExpectError),
    ("eslint-disable", Construct::EslintDisable),
    ("unsafe", Construct::Unsafe),
    ("todo", Construct::Todo),
    ("wildcard-import", Construct::WildcardImport),
    ("braceless-body", Construct::BracelessBody),
    ("as-cast", Construct::AsCast),
    ("as-any", Construct::AsAny),
    ("non-sealed-class", Construct::NonSealedClass),
    ("one-type-per-file", Construct::OneTypePerFile),
    ("var", Construct::Var),
    ("block-namespace", Construct::BlockNamespace),
    ("default-export", Construct::DefaultExport),
    ("assert", Construct::Assert),
    ("enum", Construct::Enum),
];
const CONSTRUCT_NAMES: [&str; CONSTRUCTS.len()] = table_names(CONSTRUCTS);

#[derive(Debug, Clone)]
pub struct ForbidSyntax {
    constructs: Vec<Construct>,
    skip_tests: bool,
    pub(super) language: Option<Lang>,
    pub(super) prefilter: Prefilter,
}

/// What construct `c` needs on the text of a `lang` file: the keyword that starts its node
/// (on an added line), or the marker of a comment: on the added line where the comment starts,
/// or further down a block comment that starts on an added line; `Never` where the construct
/// does not exist in the language.
fn need(c: Construct, lang: Lang) -> Need {
    let js = matches!(lang, Lang::JavaScript | Lang::TypeScript | Lang::Tsx);
    let each = |words: &[&str], scope: Scope, word: bool| {
        Need::any_of(
            words
                .iter()
                .map(|w| vec![if word { Lit::word(w, scope) } else { Lit::text(w, scope) }])
                .collect(),
        )
    };
    let comment = |markers: &[Lit]| {
        let mut alternatives: Vec<Vec<Lit>> = markers.iter().map(|m| vec![m.clone()]).collect();
        if lang != Lang::Python {
            alternatives.extend(markers.iter().map(|m| {
                vec![
                    Lit::text("/*", Scope::Added),
                    Lit {
                        scope: Scope::Tail,
                        ..m.clone()
                    },
                ]
            }));
        }
        Need::any_of(alternatives)
    };
    let marks = |words: &[&str]| words.iter().map(|w| Lit::text(w, Scope::Added)).collect::<Vec<_>>();
    match c {
        Construct::BareExcept | Construct::BroadExcept if lang == Lang::Python => each(&["except"], Scope::Added, true),
        Construct::Assert if lang == Lang::Python => each(&["assert"], Scope::Added, true),
        Construct::TypeIgnore => comment(&marks(&["type: ignore", "type:ignore"])),
        Construct::Noqa | Construct::BlanketNoqa => comment(&[Lit::any_case("noqa", Scope::Added)]),
        Construct::BlanketTypeIgnore => comment(&marks(&["type: ignore", "type:ignore"])),
        Construct::PragmaNoCover => comment(&marks(&["pragma: no cover"])),
        Construct::TsIgnore => comment(&marks(&["@ts-ignore", "@ts-nocheck"])),
        Construct::TsExpectError => comment(&marks(&["@ts-expect-error"])),
        Construct::EslintDisable => comment(&marks(&["eslint-disable"])),
        Construct::Todo => comment(&marks(&["TODO", "FIXME", "XXX"])),
        Construct::Any if lang.is_typescript() => each(&["any"], Scope::Added, true),
        Construct::NonNullAssertion if lang.is_typescript() => each(&["!"], Scope::Tail, false),
        // An `unsafe` block starts with it; an item with it may start with its other modifiers.
        Construct::Unsafe if lang == Lang::Rust => {
            let mut alternatives = vec![vec![Lit::word("unsafe", Scope::Added)]];
            for first in ["pub", "const", "async", "extern", "default"] {
                alternatives.push(vec![Lit::word(first, Scope::Added), Lit::word("unsafe", Scope::Tail)]);
            }
            Need::any_of(alternatives)
        }
        Construct::WildcardImport if lang == Lang::Python => each(&["*"], Scope::Added, false),
        Construct::WildcardImport if lang == Lang::Rust || js => each(&["*"], Scope::Tail, false),
        Construct::WildcardImport if matches!(lang, Lang::Java | Lang::Kotlin) => each(&["import"], Scope::Added, true),
        Construct::NonSealedClass if matches!(lang, Lang::Java | Lang::CSharp) => each(&["class"], Scope::Added, true),
        Construct::OneTypePerFile if !type_kinds(lang).is_empty() => each(
            &[
                "class",
                "interface",
                "enum",
                "record",
                "struct",
                "object",
                "protocol",
                "trait",
                "actor",
            ],
            Scope::Added,
            true,
        ),
        Construct::BracelessBody if js => each(&["if", "else", "for", "while", "do"], Scope::Added, true),
        Construct::AsCast if lang.is_typescript() => each(&["as"], Scope::Tail, true),
        Construct::AsAny if lang.is_typescript() => each(&["any"], Scope::Added, true),
        Construct::Var if js || lang == Lang::CSharp => each(&["var"], Scope::Added, true),
        Construct::BlockNamespace if lang == Lang::CSharp => each(&["namespace"], Scope::Added, true),
        // `const enum` and `declare enum` start before the keyword.
        Construct::Enum if lang.is_typescript() => each(&["enum"], Scope::Tail, true),
        Construct::DefaultExport if js => Need::any_of(vec![vec![
            Lit::word("export", Scope::Added),
            Lit::word("default", Scope::Tail),
        ]]),
        _ => Need::Never,
    }
}

/// Whether the construct called `name` exists in `lang` (a rule may name it with that
/// `language`): what the compiler asks before it targets a language.
pub fn exists(name: &str, lang: Lang) -> bool {
    CONSTRUCTS
        .iter()
        .any(|(n, c)| *n == name && need(*c, lang) != Need::Never)
}

impl ForbidSyntax {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<ForbidSyntax> {
        let span = map.span();
        let names = map.take("constructs").and_then(|n| d.strings(n, "`constructs`"));
        let skip_tests = structural::skip_tests(&mut map, d);
        let language = structural::language(&mut map, d);
        map.finish(d, "a `forbid-syntax` check", &SPEC.known_keys());
        let Some(names) = names.filter(|n| !n.is_empty()) else {
            structural::missing(d, span, "forbid-syntax", "constructs");
            return None;
        };
        let mut constructs = Vec::new();
        for n in names {
            match CONSTRUCTS.iter().find(|(name, _)| *name == n.value) {
                // A construct the rule's language does not have would never fire.
                Some((_, c))
                    if let Some(Some(l)) = language
                        && need(*c, l) == Need::Never =>
                {
                    d.error(
                        Code::InvalidValue,
                        n.span,
                        format!("`{}` does not exist in {}", n.value, l.name()),
                        "not a construct of the rule's language",
                    )
                    .help = Some("remove the construct, or the `language`".to_owned());
                }
                Some((_, c)) => constructs.push(*c),
                None => {
                    d.error(
                        Code::InvalidValue,
                        n.span,
                        format!("unknown construct `{}`", n.value),
                        "unknown construct",
                    )
                    .help = Some(format!(
                        "one of: {}",
                        CONSTRUCTS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
                    ));
                }
            }
        }
        let prefilter = Prefilter::new(|lang| constructs.iter().fold(Need::Never, |n, &c| n.or(need(c, lang))));
        Some(ForbidSyntax {
            constructs,
            skip_tests,
            language: language?,
            prefilter,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            a.each_node(|node| {
                if !parsed.is_added(node) || structural::spared(self.skip_tests, file, parsed, node) {
                    return;
                }
                for &c in &self.constructs {
                    if let Some((what, at)) = found(parsed, node, c)
                        && !suppressed_by_linter(parsed, at, c)
                        && !comment_kept_from_before(file, parsed, at)
                    {
                        let name = CONSTRUCTS.iter().find(|(_, k)| *k == c).map_or("", |(n, _)| *n);
                        sink.push(structural::at(
                            file,
                            parsed,
                            at,
                            format!("{what} (forbidden construct `{name}`)"),
                            "forbidden construct",
                        ));
                    }
                }
            });
        });
    }
}

/// Whether a type assertion's type is `any` itself (`x as any`, `<any>x`; not `x as any[]`).
fn casts_to_any(p: &Parsed, node: Node<'_>) -> bool {
    let is_any = |c: Node<'_>| c.kind() == "predefined_type" && p.source(c) == "any";
    let mut cursor = node.walk();
    node.named_children(&mut cursor).any(|c| {
        // `<any>x` holds its type in type arguments.
        is_any(c) || c.kind() == "type_arguments" && c.named_child_count() == 1 && c.named_child(0).is_some_and(is_any)
    })
}

/// A one-line comment the file already had, on a line the change edits or moves: the change
/// adds no `# noqa` by renaming an import on a `# noqa: E402` line, nor by narrowing
/// `# noqa: E402, F401` to `# noqa: E402` (beeware/toga, round 90: both were reported as
/// added suppressions). Its text occurs no more often in the file than before the change.
/// Whether a suppression `marker` in `comment` names no code: nothing but spaces between it
/// and `opens` (`# noqa` and `# ruff: noqa`, not `# noqa: F401`; `# type: ignore`, not
/// `# type: ignore[attr-defined]`).
fn names_no_code(comment: &str, marker: &str, opens: char) -> bool {
    let lower = comment.to_lowercase();
    lower
        .match_indices(marker)
        .any(|(at, m)| !lower[at + m.len()..].trim_start().starts_with(opens))
}

fn comment_kept_from_before(file: &ChangedFile, p: &Parsed, at: Node<'_>) -> bool {
    if !lang::is_comment(p.lang, at.kind()) || at.start_position().row != at.end_position().row {
        return false;
    }
    let Some(before) = file.content.as_ref().and_then(|c| c.before_text()) else {
        return false;
    };
    let text = p.source(at).trim();
    !text.is_empty() && before.matches(text).count() >= p.text.matches(text).count()
}

/// The linter rules that forbid a construct, as ESLint, oxlint (`…/no-explicit-any`) and Biome
/// (`lint/suspicious/noExplicitAny`) name them.
fn linter_rules(c: Construct) -> &'static [&'static str] {
    match c {
        Construct::Any | Construct::AsAny => &["no-explicit-any", "noExplicitAny"],
        Construct::NonNullAssertion => &["no-non-null-assertion", "noNonNullAssertion"],
        _ => &[],
    }
}

/// Whether the linter that enforces the construct's ban is told to allow it here: a
/// `// eslint-disable-next-line …/no-explicit-any` above (oxlint's too), a `-disable-line` on
/// its line, a `/* eslint-disable … */` before it in the file, or `// biome-ignore lint/…`. A
/// project that writes the suppression has decided the case (langchain-ai/langchainjs, round
/// 26: every one of 15 flagged commits carried one; the repository has a thousand).
fn suppressed_by_linter(p: &Parsed, node: Node<'_>, c: Construct) -> bool {
    let rules = linter_rules(c);
    if rules.is_empty() {
        return false;
    }
    let names = |after: &str| -> bool {
        let list = after.split("*/").next().unwrap_or("").split("--").next().unwrap_or("");
        let named: Vec<&str> = list.split([',', ' ', '\t']).filter(|w| !w.trim().is_empty()).collect();
        named.is_empty() || named.iter().any(|n| rules.iter().any(|r| n.trim().ends_with(r)))
    };
    let directive = |line: &str, suffix: &str| {
        ["eslint-disable", "oxlint-disable"].iter().any(|tool| {
            line.match_indices(&format!("{tool}{suffix}"))
                .any(|(at, m)| !line[at + m.len()..].starts_with('-') && names(&line[at + m.len()..]))
        })
    };
    let start = node.start_byte();
    let text = &p.text[..];
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let previous = text[..line_start.saturating_sub(1)]
        .rsplit('\n')
        .next()
        .filter(|_| line_start > 0)
        .unwrap_or("");
    let biome = || previous.contains("biome-ignore") && rules.iter().any(|r| previous.contains(r));
    // A file-wide `/* eslint-disable … */` above it (a later `eslint-enable` is not read).
    let whole_file = || {
        text[..line_start]
            .match_indices("/*")
            .any(|(at, _)| directive(text[at..].lines().next().unwrap_or(""), ""))
    };
    directive(&text[line_start..line_end], "-line") || directive(previous, "-next-line") || biome() || whole_file()
}

/// Whether a line of comment `text` starts with one of `directives` once its comment
/// markers are off (`// @ts-ignore`, `/* eslint-disable */`, ` * @ts-nocheck`): TypeScript
/// and ESLint read a directive only there, so "/** Callers must not rely on @ts-ignore */"
/// is prose (microsoft/rushstack, round 74).
fn opens_with_directive(text: &str, directives: &[&str]) -> bool {
    text.lines().any(|line| {
        let body = line.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '/' | '*' | '#'));
        directives.iter().any(|d| body.starts_with(d))
    })
}

/// What `node` is, if it is construct `c`: a description and the node to label.
fn found<'t>(p: &'t Parsed, node: Node<'t>, c: Construct) -> Option<(String, Node<'t>)> {
    let kind = node.kind();
    let comment = lang::is_comment(p.lang, kind).then(|| p.source(node));
    match c {
        Construct::BareExcept | Construct::BroadExcept if p.lang == Lang::Python && kind == "except_clause" => {
            except_clause(p, node, c)
        }
        Construct::Assert if p.lang == Lang::Python && kind == "assert_statement" => {
            Some((format!("`assert` statement `{}`", shorten(p.source(node))), node))
        }
        Construct::TypeIgnore => comment
            .filter(|t| t.contains("type: ignore") || t.contains("type:ignore"))
            .map(|_| ("`# type: ignore` comment".to_owned(), node)),
        Construct::Noqa => comment
            .filter(|t| t.to_lowercase().contains("noqa"))
            .map(|_| ("`# noqa` comment".to_owned(), node)),
        Construct::BlanketNoqa => comment
            .filter(|t| names_no_code(t, "noqa", ':'))
            .map(|_| ("blanket `# noqa` comment (no code named)".to_owned(), node)),
        Construct::BlanketTypeIgnore => comment
            .filter(|t| names_no_code(t, "type: ignore", '[') || names_no_code(t, "type:ignore", '['))
            .map(|_| {
                (
                    "blanket `# type: ignore` comment (no error code named)".to_owned(),
                    node,
                )
            }),
        Construct::PragmaNoCover => comment
            .filter(|t| t.contains("pragma: no cover"))
            .map(|_| ("`# pragma: no cover` comment".to_owned(), node)),
        Construct::TsIgnore => comment
            .filter(|t| opens_with_directive(t, &["@ts-ignore", "@ts-nocheck"]))
            .map(|_| ("TypeScript suppression comment".to_owned(), node)),
        Construct::TsExpectError => comment
            .filter(|t| opens_with_directive(t, &["@ts-expect-error"]))
            .map(|_| ("`@ts-expect-error` comment".to_owned(), node)),
        Construct::EslintDisable => comment
            .filter(|t| opens_with_directive(t, &["eslint-disable"]))
            .map(|_| ("`eslint-disable` comment".to_owned(), node)),
        Construct::Todo => comment
            .filter(|t| ["TODO", "FIXME", "XXX"].iter().any(|w| t.contains(w)))
            .map(|_| ("`TODO`/`FIXME` comment".to_owned(), node)),
        Construct::Any if p.lang.is_typescript() && kind == "predefined_type" && p.source(node) == "any" => {
            Some(("`any` type".to_owned(), node))
        }
        Construct::NonNullAssertion if p.lang.is_typescript() && kind == "non_null_expression" => {
            Some((format!("non-null assertion `{}`", shorten(p.source(node))), node))
        }
        Construct::Unsafe if p.lang == Lang::Rust => unsafe_code(p, node),
        Construct::BracelessBody if matches!(p.lang, Lang::JavaScript | Lang::TypeScript | Lang::Tsx) => {
            braceless_body(node)
        }
        // `x as any` and the older `<any>x`: the cast to `any`, not an `any` annotation.
        Construct::AsAny
            if p.lang.is_typescript()
                && matches!(kind, "as_expression" | "type_assertion")
                && casts_to_any(p, node) =>
        {
            Some((format!("cast to `any` `{}`", shorten(p.source(node))), node))
        }
        Construct::AsCast if p.lang.is_typescript() && kind == "as_expression" => {
            let text = p.source(node);
            (!text.trim_end().ends_with("as const")).then(|| (format!("type assertion `{}`", shorten(text)), node))
        }
        Construct::WildcardImport => wildcard_import(p, node),
        Construct::Var if p.lang.is_js() && kind == "variable_declaration" => {
            Some((format!("`var` declaration `{}`", shorten(p.source(node))), node))
        }
        Construct::Var if p.lang == Lang::CSharp && kind == "implicit_type" => {
            Some(("`var` (an implicit type)".to_owned(), node))
        }
        Construct::BlockNamespace if p.lang == Lang::CSharp && kind == "namespace_declaration" => {
            Some(("block-scoped `namespace … { }`".to_owned(), node))
        }
        Construct::DefaultExport if p.lang.is_js() && kind == "export_statement" => {
            let mut cursor = node.walk();
            let default = node.children(&mut cursor).any(|n| n.kind() == "default");
            default.then(|| (format!("default export `{}`", shorten(p.source(node))), node))
        }
        Construct::Enum if p.lang.is_typescript() && kind == "enum_declaration" => {
            let name = node.child_by_field_name("name").map_or("", |n| p.source(n));
            Some((format!("TypeScript enum `{name}`"), node))
        }
        Construct::NonSealedClass if matches!(p.lang, Lang::Java | Lang::CSharp) && kind == "class_declaration" => {
            non_sealed_class(p, node)
        }
        Construct::OneTypePerFile if type_kinds(p.lang).contains(&kind) && is_outer_type(p, node) => {
            another_type(p, node)
        }
        _ => None,
    }
}

/// A Python `except` clause that catches everything (`except:`), or, for `broad-except`,
/// `Exception` or `BaseException`.
fn except_clause<'t>(p: &'t Parsed, node: Node<'t>, c: Construct) -> Option<(String, Node<'t>)> {
    let mut cur = node.walk();
    let caught = node.named_children(&mut cur).find(|n| n.kind() != "block");
    match caught {
        None => Some(("bare `except:`".to_owned(), node)),
        Some(t) if c == Construct::BroadExcept => {
            let text = p.source(t);
            let first = text.split([' ', ',', ')']).next().unwrap_or("").trim_start_matches('(');
            matches!(first, "Exception" | "BaseException").then(|| (format!("broad `except {first}`"), t))
        }
        _ => None,
    }
}

/// A Rust `unsafe` block, or an `unsafe` function, impl or trait (labelled at the keyword).
fn unsafe_code<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    let kind = node.kind();
    match kind {
        "unsafe_block" => Some(("`unsafe` block".to_owned(), node)),
        "function_item" | "impl_item" | "trait_item" => {
            let mut cur = node.walk();
            let unsafe_kw = node
                .children(&mut cur)
                .find(|n| n.kind() == "function_modifiers" && p.source(*n).contains("unsafe") || n.kind() == "unsafe");
            unsafe_kw.map(|n| (format!("`unsafe` {}", kind.trim_end_matches("_item")), n))
        }
        _ => None,
    }
}

/// A JavaScript or TypeScript `if`, `else` or loop whose body is not a block (labelled at the
/// body).
fn braceless_body(node: Node<'_>) -> Option<(String, Node<'_>)> {
    let kind = node.kind();
    let body = match kind {
        "if_statement" => node.child_by_field_name("consequence"),
        "else_clause" => node.named_child(0).filter(|n| n.kind() != "if_statement"),
        "for_statement" | "for_in_statement" | "while_statement" | "do_statement" => node.child_by_field_name("body"),
        _ => None,
    }?;
    (body.kind() != "statement_block").then(|| {
        let what = kind.trim_end_matches("_statement").trim_end_matches("_clause");
        (format!("`{what}` without braces"), body)
    })
}

/// A wildcard import: Python `import *`, Rust `use x::*`, JavaScript `import * as`, Java and
/// Kotlin `import x.*`.
fn wildcard_import<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    match (p.lang, node.kind()) {
        (Lang::Python, "wildcard_import") => Some(("`import *`".to_owned(), node)),
        (Lang::Rust, "use_wildcard") => Some(("wildcard `use`".to_owned(), node)),
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "namespace_import") => {
            Some(("`import * as`".to_owned(), node))
        }
        (Lang::Java | Lang::Kotlin, "import_declaration" | "import")
            if p.source(node)
                .trim_end()
                .trim_end_matches(';')
                .trim_end()
                .ends_with('*') =>
        {
            Some(("wildcard `import`".to_owned(), node))
        }
        _ => None,
    }
}

/// A Java or C# class that is neither sealed, final, abstract nor static (labelled at its
/// name).
fn non_sealed_class<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    let mut cur = node.walk();
    let modifiers: Vec<&str> = node
        .children(&mut cur)
        .filter(|n| matches!(n.kind(), "modifiers" | "modifier"))
        .map(|n| p.source(n))
        .collect();
    let modifiers = modifiers.join(" ");
    let closed = !modifiers.contains("non-sealed")
        && modifiers
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w, "sealed" | "final" | "abstract" | "static"));
    let name = node.child_by_field_name("name")?;
    (!closed).then(|| (format!("class `{}` is not sealed", p.source(name)), name))
}

/// An outer type declaration after another one in the file (labelled at its name).
fn another_type<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    let name = node.child_by_field_name("name")?;
    let mut earlier = 0;
    let mut cur = p.root().walk();
    let mut stack = vec![p.root()];
    while let Some(n) = stack.pop() {
        if n.start_byte() >= node.start_byte() {
            continue;
        }
        if type_kinds(p.lang).contains(&n.kind()) && is_outer_type(p, n) {
            earlier += 1;
            continue;
        }
        stack.extend(n.named_children(&mut cur).collect::<Vec<_>>());
    }
    (earlier > 0).then(|| (format!("another type `{}` in the file", p.source(name)), name))
}

/// The node kinds of a type declaration, in the languages whose style guides ask for one
/// type per file.
fn type_kinds(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Java => &[
            "class_declaration",
            "interface_declaration",
            "enum_declaration",
            "record_declaration",
            "annotation_type_declaration",
        ],
        Lang::CSharp => &[
            "class_declaration",
            "interface_declaration",
            "struct_declaration",
            "record_declaration",
            "enum_declaration",
        ],
        Lang::Kotlin => &["class_declaration", "object_declaration"],
        Lang::Swift => &["class_declaration", "protocol_declaration"],
        Lang::Php => &[
            "class_declaration",
            "interface_declaration",
            "trait_declaration",
            "enum_declaration",
        ],
        _ => &[],
    }
}

/// A type declaration not nested in another (nor a Swift `extension`, which declares no type).
fn is_outer_type(p: &Parsed, node: Node<'_>) -> bool {
    let extension = node
        .child_by_field_name("declaration_kind")
        .is_some_and(|k| k.kind() == "extension");
    let mut a = node.parent();
    while let Some(n) = a {
        if type_kinds(p.lang).contains(&n.kind()) {
            return false;
        }
        a = n.parent();
    }
    !extension
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    #[test]
    fn a_linter_suppression_of_the_constructs_rule_allows_it() {
        // langchain-ai/langchainjs (round 26): the project's own suppressions.
        let c = check("kind: forbid-syntax\nconstructs: [any, non-null-assertion]\n");
        let ts = concat!(
            "// oxlint-disable-next-line @typescript-eslint/no-explicit-any\nlet a: any = 1;\n",
            "let b: any = 2; // eslint-disable-line typescript/no-explicit-any\n",
            "// eslint-disable-next-line no-console\nlet c: any = 3;\n",
            "// biome-ignore lint/style/noNonNullAssertion: checked above\nconst d = x!.y;\n",
            "// eslint-disable-next-line\nlet e: any = 5;\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            ["`any` type (forbidden construct `any`)"],
            "only the line whose suppression names another rule"
        );
        let file_wide = "/* eslint-disable @typescript-eslint/no-explicit-any */\nlet a: any = 1;\nconst d = x!.y;\n";
        assert_eq!(
            run(&c, &[], &[("b.ts", file_wide)], None),
            ["non-null assertion `x!` (forbidden construct `non-null-assertion`)"]
        );
    }

    #[test]
    fn a_blanket_suppression_names_no_code() {
        let c = check("kind: forbid-syntax\nconstructs: [blanket-noqa, blanket-type-ignore]\n");
        let py = concat!(
            "a = f()  # noqa\n",
            "b = f()  # noqa: F401\n",
            "# ruff: noqa\n",
            "# ruff: noqa: E501\n",
            "c = f()  # type: ignore\n",
            "d = f()  # type: ignore[attr-defined]\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            [
                "blanket `# noqa` comment (no code named) (forbidden construct `blanket-noqa`)",
                "blanket `# noqa` comment (no code named) (forbidden construct `blanket-noqa`)",
                "blanket `# type: ignore` comment (no error code named) (forbidden construct `blanket-type-ignore`)",
            ]
        );
    }

    #[test]
    fn a_python_assert_statement_is_one() {
        // custom-components/places (round 117's missed list): "Do not use `assert` except in tests".
        let c = check("kind: forbid-syntax\nconstructs: [assert]\n");
        let py = concat!(
            "def check(x):\n    assert x > 0, \"positive\"\n    return x\n",
            "s = \"assert x\"  # assert in a string and a comment\n",
            "self.assertEqual(a, b)\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            ["`assert` statement `assert x > 0, \"positive\"` (forbidden construct `assert`)"]
        );
        assert!(compile_errors("kind: forbid-syntax\nconstructs: [assert]\nlanguage: python\n").is_empty());
        assert!(!compile_errors("kind: forbid-syntax\nconstructs: [assert]\nlanguage: rust\n").is_empty());
    }

    #[test]
    fn a_directive_is_a_comment_that_starts_with_it() {
        // microsoft/rushstack (round 74): a doc comment that mentions `@ts-ignore` in a sentence
        // was flagged, and `@ts-expect-error`, which the instruction does not name.
        let c = check("kind: forbid-syntax\nconstructs: [ts-ignore, eslint-disable]\n");
        let ts = concat!(
            "/** Callers must not rely on @ts-ignore here, nor on eslint-disable. */\n",
            "// @ts-expect-error: the type is wrong upstream\nconst a = f();\n",
            "// @ts-ignore\nconst b = f();\n",
            "/* @ts-nocheck */\n",
            "/**\n * @ts-ignore\n */\nconst c = f();\n",
            "const d = g(); // eslint-disable-line no-console\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            [
                "TypeScript suppression comment (forbidden construct `ts-ignore`)",
                "TypeScript suppression comment (forbidden construct `ts-ignore`)",
                "TypeScript suppression comment (forbidden construct `ts-ignore`)",
                "`eslint-disable` comment (forbidden construct `eslint-disable`)"
            ]
        );
        let expect = check("kind: forbid-syntax\nconstructs: [ts-expect-error]\n");
        assert_eq!(
            run(&expect, &[], &[("a.ts", ts)], None),
            ["`@ts-expect-error` comment (forbidden construct `ts-expect-error`)"]
        );
    }

    #[test]
    fn constructs_in_code_not_in_strings() {
        let c = check(
            "kind: forbid-syntax\nconstructs: [broad-except, type-ignore, noqa, any, non-null-assertion, unsafe, wildcard-import]\n",
        );
        let py = concat!(
            "try:\n    x()\nexcept Exception:\n    pass\ntry:\n    y()\n",
            "except:\n    pass\ntry:\n    z()\nexcept ValueError:\n",
            "    pass\nv = f()  # type: ignore\ns = '# type: ignore'\nfrom os import *\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            [
                "broad `except Exception` (forbidden construct `broad-except`)",
                "bare `except:` (forbidden construct `broad-except`)",
                "`# type: ignore` comment (forbidden construct `type-ignore`)",
                "`import *` (forbidden construct `wildcard-import`)"
            ]
        );
        let ts = "let a: any = 1;\nconst b = x!.y;\nconst s = 'any';\n";
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            [
                "`any` type (forbidden construct `any`)",
                "non-null assertion `x!` (forbidden construct `non-null-assertion`)"
            ]
        );
        let rs = "unsafe fn f() {}\nfn g() { unsafe { h() } }\nconst S: &str = \"unsafe\";\n";
        assert_eq!(run(&c, &[], &[("a.rs", rs)], None).len(), 2);
        assert!(compile_errors("kind: forbid-syntax\nconstructs: [goto]\n")[0].contains("unknown construct `goto`"));
        let casts = check("kind: forbid-syntax\nconstructs: [as-cast]\n");
        assert_eq!(
            run(
                &casts,
                &[],
                &[("a.ts", "const a = b as User;\nconst c = [1] as const;\n")],
                None
            ),
            ["type assertion `b as User` (forbidden construct `as-cast`)"]
        );
        let as_any = check("kind: forbid-syntax\nconstructs: [as-any]\n");
        assert_eq!(
            run(
                &as_any,
                &[],
                &[(
                    "a.ts",
                    "const a = b as any;\nconst c = <any>d;\nlet e: any = 1;\nconst f = g as any[];\nconst h = 'as any';\n"
                )],
                None
            ),
            [
                "cast to `any` `b as any` (forbidden construct `as-any`)",
                "cast to `any` `<any>d` (forbidden construct `as-any`)"
            ]
        );
        let braces = check("kind: forbid-syntax\nconstructs: [braceless-body]\n");
        let js = "if (a) b();\nif (c) { d(); } else e();\nfor (;;) { f(); }\nwhile (g) h();\nif (x) { y(); } else if (z) { w(); }\n";
        assert_eq!(
            run(&braces, &[], &[("a.ts", js)], None),
            [
                "`if` without braces (forbidden construct `braceless-body`)",
                "`else` without braces (forbidden construct `braceless-body`)",
                "`while` without braces (forbidden construct `braceless-body`)"
            ]
        );
    }

    #[test]
    fn sealed_classes_one_type_per_file_and_java_wildcards() {
        let c = check("kind: forbid-syntax\nconstructs: [non-sealed-class]\n");
        let cs = "public sealed class A {}\npublic class B {}\npublic abstract class C {}\nstatic class D {}\n// public class E {}\n";
        assert_eq!(
            run(&c, &[], &[("src/A.cs", cs)], None),
            ["class `B` is not sealed (forbidden construct `non-sealed-class`)"]
        );
        let java = "final class A {}\nsealed class B permits C {}\nnon-sealed class C extends B {}\n";
        assert_eq!(run(&c, &[], &[("src/A.java", java)], None).len(), 1);

        let c = check("kind: forbid-syntax\nconstructs: [one-type-per-file]\n");
        let java = "public class A {\n    static class Inner {}\n}\n\ninterface B {}\n";
        assert_eq!(
            run(&c, &[], &[("src/A.java", java)], None),
            ["another type `B` in the file (forbidden construct `one-type-per-file`)"]
        );
        // Only the types the change adds: a type added before an existing one is not reported
        // twice, an existing second type not at all.
        let before = "class A {}\n\nclass B {}\n";
        let after = "class A {}\n\nclass B {}\nclass C {}\n";
        assert_eq!(run(&c, &[("src/A.cs", before)], &[("src/A.cs", after)], None).len(), 1);
        let swift = "struct A {}\nextension A {}\n";
        assert!(run(&c, &[], &[("Sources/A.swift", swift)], None).is_empty());

        let c = check("kind: forbid-syntax\nconstructs: [wildcard-import]\n");
        let kt = "import kotlin.math.*\nimport kotlin.io.println\n";
        assert_eq!(run(&c, &[], &[("src/A.kt", kt)], None).len(), 1);
        let java = "import java.util.*;\nimport java.io.File;\n";
        assert_eq!(run(&c, &[], &[("src/A.java", java)], None).len(), 1);

        let e = compile_errors("kind: forbid-syntax\nconstructs: [non-sealed-class]\nlanguage: ruby\n");
        assert!(e.iter().any(|m| m.contains("does not exist in ruby")), "{e:?}");
    }

    #[test]
    fn a_comment_the_file_already_had_is_not_added() {
        // beeware/toga (round 90): an import renamed on a `# noqa` line, and a suppression
        // narrowed by a linter upgrade, were reported as added suppressions.
        let c = check("kind: forbid-syntax\nconstructs: [noqa]\n");
        let before = [("a.py", "import os  # noqa: E402, F401\nimport re  # noqa: E402\n")];
        let edited = "import os  # noqa: E402\nimport regex  # noqa: E402\n";
        assert!(run(&c, &before, &[("a.py", edited)], None).is_empty());
        // One more than before is one added.
        let added = "import os  # noqa: E402, F401\nimport re  # noqa: E402\nimport sys  # noqa: E402\n";
        assert_eq!(run(&c, &before, &[("a.py", added)], None).len(), 1);
        let new_code = "import os  # noqa: E402, F401\nimport re  # noqa: E402\nimport sys  # noqa: F811\n";
        assert_eq!(run(&c, &before, &[("a.py", new_code)], None).len(), 1);
    }
}

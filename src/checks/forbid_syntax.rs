//! `forbid-syntax`
//!
//! **What it checks:** the change adds none of the named `constructs`:
//! `bare-except` (Python `except:`), `broad-except` (`except:`, `except Exception`,
//! `except BaseException`), `type-ignore` (`# type: ignore`), `noqa` (`# noqa`),
//! `pragma-no-cover`, `any` (the TypeScript `any` type), `non-null-assertion` (TypeScript
//! `x!`), `ts-ignore` (`@ts-ignore`, `@ts-nocheck`, `@ts-expect-error` comments),
//! `eslint-disable` comments, `unsafe` (Rust `unsafe` blocks, functions and impls),
//! `todo` (`TODO`/`FIXME`/`XXX` comments), `wildcard-import` (`from x import *`,
//! `use x::*`, `import * as x`), `braceless-body` (a JavaScript/TypeScript `if`, `else`,
//! `for`, `while` or `do` whose body is not a `{ … }` block), `as-cast` (a TypeScript
//! `x as T` type assertion; `as const` is not one). The comment constructs (`todo`, `noqa`,
//! …) apply to every language; a construct the rule's `language` does not have (`unsafe` with
//! `language: java`) is an error when the rule file loads.
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
    EslintDisable,
    Unsafe,
    Todo,
    WildcardImport,
    BracelessBody,
    AsCast,
}

const CONSTRUCTS: &[(&str, Construct)] = &[
    ("bare-except", Construct::BareExcept),
    ("broad-except", Construct::BroadExcept),
    ("type-ignore", Construct::TypeIgnore),
    ("noqa", Construct::Noqa),
    ("pragma-no-cover", Construct::PragmaNoCover),
    ("any", Construct::Any),
    ("non-null-assertion", Construct::NonNullAssertion),
    ("ts-ignore", Construct::TsIgnore),
    ("eslint-disable", Construct::EslintDisable),
    ("unsafe", Construct::Unsafe),
    ("todo", Construct::Todo),
    ("wildcard-import", Construct::WildcardImport),
    ("braceless-body", Construct::BracelessBody),
    ("as-cast", Construct::AsCast),
];
const CONSTRUCT_NAMES: [&str; CONSTRUCTS.len()] = table_names(CONSTRUCTS);

#[derive(Debug, Clone)]
pub struct ForbidSyntax {
    constructs: Vec<Construct>,
    skip_tests: bool,
    pub(super) language: Option<Lang>,
    prefilter: Prefilter,
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
        Construct::TypeIgnore => comment(&marks(&["type: ignore", "type:ignore"])),
        Construct::Noqa => comment(&[Lit::any_case("noqa", Scope::Added)]),
        Construct::PragmaNoCover => comment(&marks(&["pragma: no cover"])),
        Construct::TsIgnore => comment(&marks(&["@ts-ignore", "@ts-nocheck", "@ts-expect-error"])),
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
        Construct::BracelessBody if js => each(&["if", "else", "for", "while", "do"], Scope::Added, true),
        Construct::AsCast if lang.is_typescript() => each(&["as"], Scope::Tail, true),
        _ => Need::Never,
    }
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

    pub fn evaluate(&self, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
        structural::each_parsed(files, self.language, &self.prefilter, sink, |file, parsed, sink| {
            crate::syntax::walk_touched(parsed, |node| {
                if !parsed.is_added(node) || structural::spared(self.skip_tests, file, parsed, node) {
                    return;
                }
                for &c in &self.constructs {
                    if let Some((what, at)) = found(parsed, node, c) {
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

/// What `node` is, if it is construct `c`: a description and the node to label.
fn found<'t>(p: &'t Parsed, node: Node<'t>, c: Construct) -> Option<(String, Node<'t>)> {
    let kind = node.kind();
    let comment = lang::is_comment(p.lang, kind).then(|| p.source(node));
    match c {
        Construct::BareExcept | Construct::BroadExcept if p.lang == Lang::Python && kind == "except_clause" => {
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
        Construct::TypeIgnore => comment
            .filter(|t| t.contains("type: ignore") || t.contains("type:ignore"))
            .map(|_| ("`# type: ignore` comment".to_owned(), node)),
        Construct::Noqa => comment
            .filter(|t| t.to_lowercase().contains("noqa"))
            .map(|_| ("`# noqa` comment".to_owned(), node)),
        Construct::PragmaNoCover => comment
            .filter(|t| t.contains("pragma: no cover"))
            .map(|_| ("`# pragma: no cover` comment".to_owned(), node)),
        Construct::TsIgnore => comment
            .filter(|t| t.contains("@ts-ignore") || t.contains("@ts-nocheck") || t.contains("@ts-expect-error"))
            .map(|_| ("TypeScript suppression comment".to_owned(), node)),
        Construct::EslintDisable => comment
            .filter(|t| t.contains("eslint-disable"))
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
        Construct::Unsafe if p.lang == Lang::Rust => match kind {
            "unsafe_block" => Some(("`unsafe` block".to_owned(), node)),
            "function_item" | "impl_item" | "trait_item" => {
                let mut cur = node.walk();
                let unsafe_kw = node.children(&mut cur).find(|n| {
                    n.kind() == "function_modifiers" && p.source(*n).contains("unsafe") || n.kind() == "unsafe"
                });
                unsafe_kw.map(|n| (format!("`unsafe` {}", kind.trim_end_matches("_item")), n))
            }
            _ => None,
        },
        Construct::BracelessBody if matches!(p.lang, Lang::JavaScript | Lang::TypeScript | Lang::Tsx) => {
            let body = match kind {
                "if_statement" => node.child_by_field_name("consequence"),
                "else_clause" => node.named_child(0).filter(|n| n.kind() != "if_statement"),
                "for_statement" | "for_in_statement" | "while_statement" | "do_statement" => {
                    node.child_by_field_name("body")
                }
                _ => None,
            }?;
            (body.kind() != "statement_block").then(|| {
                (
                    format!(
                        "`{}` without braces",
                        kind.trim_end_matches("_statement").trim_end_matches("_clause")
                    ),
                    body,
                )
            })
        }
        Construct::AsCast if p.lang.is_typescript() && kind == "as_expression" => {
            let text = p.source(node);
            (!text.trim_end().ends_with("as const")).then(|| (format!("type assertion `{}`", shorten(text)), node))
        }
        Construct::WildcardImport => match (p.lang, kind) {
            (Lang::Python, "wildcard_import") => Some(("`import *`".to_owned(), node)),
            (Lang::Rust, "use_wildcard") => Some(("wildcard `use`".to_owned(), node)),
            (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "namespace_import") => {
                Some(("`import * as`".to_owned(), node))
            }
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    #[test]
    fn constructs_in_code_not_in_strings() {
        let c = check(
            "kind: forbid-syntax\nconstructs: [broad-except, type-ignore, noqa, any, non-null-assertion, unsafe, wildcard-import]\n",
        );
        let py = "try:\n    x()\nexcept Exception:\n    pass\ntry:\n    y()\nexcept:\n    pass\ntry:\n    z()\nexcept ValueError:\n    pass\nv = f()  # type: ignore\ns = '# type: ignore'\nfrom os import *\n";
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
}

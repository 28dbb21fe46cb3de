//! Where a grammar and the language disagree: valid code the newest grammar release rejects,
//! and the opaque token trees (Rust macro arguments) that no grammar can parse.
//!
//! A `parse-error` warning must mean the file really does not parse. Two mechanisms keep
//! valid code from getting one:
//!
//! - **Opaque subtrees**: a macro invocation's token tree may hold any tokens (`T![~]`,
//!   `chunk! { a ~= b }`); the grammar's ERROR nodes inside it are not errors of the file.
//! - **Grammar gaps**: a table of constructs the language accepts and its current grammar
//!   release (the newest on crates.io when the entry was written) does not. When a file has
//!   errors, it is parsed again with each gap's construct masked by an identifier of the same
//!   byte length (`_`s), or by spaces where the code is valid without it (a PHP 8.3 constant's
//!   type), so every node keeps its position and the file's text is unchanged;
//!   the second tree is used when it parses cleanly. Remove an entry when a grammar release
//!   that fixes it is adopted.

use std::sync::LazyLock;

use regex::Regex;
use tree_sitter::Node;

use super::Lang;

/// One construct the grammar rejects: `pattern`'s group 1 is masked with `fill` (`_`, an
/// identifier; or ` `, for a part the rest reads as valid without); with `only`, just the
/// bytes of group 1 that are `only` (the `?`s of a null-conditional chain).
struct Gap {
    lang: Applies,
    pattern: &'static str,
    fill: u8,
    only: Option<u8>,
}

const fn csharp(l: Lang) -> bool {
    matches!(l, Lang::CSharp)
}

const GAPS: &[Gap] = &[
    // tree-sitter-typescript 0.23.2: an `import("…")` type inside type arguments in an
    // expression (`await importOriginal<typeof import("./mod")>()`) reads as `<` comparisons.
    Gap {
        lang: Lang::is_typescript,
        pattern: r#"(?:\btypeof\s+|<\s*)(import\(\s*(?:"[^"\n]*"|'[^'\n]*')\s*\))"#,
        fill: b'_',
        only: None,
    },
    // tree-sitter-typescript 0.23.2 (TypeScript and TSX): a tagged template whose type
    // arguments hold an object type (`styled.span<{ yellow?: boolean }>`…``, found on
    // outline/outline); `tag<Props>`…`` parses. The type arguments blanked: a tagged template.
    Gap {
        lang: Lang::is_js,
        pattern: r"[\w$\])](<(?:=>|[^<>`]|<(?:=>|[^<>`])*>)*\{(?:=>|[^<>`]|<(?:=>|[^<>`])*>)*>)`",
        fill: b' ',
        only: None,
    },
    // tree-sitter-rust 0.24.2: a struct pattern whose path has a turbofish and a `field:
    // pattern` (`let W::<T> { inner: T { a, .. }, other } = r;`, found on foundry-rs/foundry);
    // shorthand fields and struct expressions parse. The turbofish blanked: `W { … }`.
    Gap {
        lang: |l| l == Lang::Rust,
        pattern: r"\b[A-Za-z_]\w*(::<(?:[^<>{};=]|<[^<>{};=]*>)*>)\s*\{",
        fill: b' ',
        only: None,
    },
    // tree-sitter-c/-cpp: a preprocessor conditional splitting a statement (`if (…) { … } else`
    // / `#endif` / `{ … }`, found on meshtastic/firmware); the grammars take directives only
    // between statements and declarations. Each conditional directive line blanked: every
    // branch's code read as if compiled (kept only when that parses cleanly).
    Gap {
        lang: |l| matches!(l, Lang::C | Lang::Cpp),
        pattern: r"(?m)^([ \t]*#[ \t]*(?:if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b[^\n]*)",
        fill: b' ',
        only: None,
    },
    // tree-sitter-go 0.25.0: Go 1.26's `new(expr)` (an initial value, not only a type).
    Gap {
        lang: |l| l == Lang::Go,
        pattern: r"\b(new)\s*\(",
        fill: b'_',
        only: None,
    },
    // tree-sitter-php 0.25.1: PHP 8.3's typed class constants (`public const string X = …`);
    // without the type the constant is PHP 8.2's.
    Gap {
        lang: |l| l == Lang::Php,
        pattern: r"\bconst\s+(\??[A-Za-z_\\][\w\\|]*)\s+[A-Za-z_]\w*\s*=",
        fill: b' ',
        only: None,
    },
    // tree-sitter-c-sharp 0.23.5 (the newest release, 2024; found on dotnet/aspire) predates
    // C# 14 and misreads a few older forms; each is masked into the nearest form it reads:
    // - .NET 10 file-based apps' `#:package …`, `#:sdk …`, `#:property …` directives and a
    //   `#!` line: ignored by the compiler, blanked.
    Gap {
        lang: csharp,
        pattern: r"(?m)^(#[:!][^\n]*)",
        fill: b' ',
        only: None,
    },
    // - C# 14 null-conditional assignment (`a?.B = x`, `a?[i] += x`): the `?`s of the target
    //   blanked (`a .B = x` is a member access).
    Gap {
        lang: csharp,
        pattern: r"(?m)^[ \t]*(\w+(?:\??(?:\.\w+|\[[^\]\n]*\]))*)\s*(?:[-+*/%&|^]|\?\?|<<|>>)?=[^=>]",
        fill: b' ',
        only: Some(b'?'),
    },
    // - an empty interpolated string `$""`: a plain `""`.
    Gap {
        lang: csharp,
        pattern: r#"(?:^|[^"@$\w])(\$)""(?:[^"]|$)"#,
        fill: b' ',
        only: None,
    },
    // - `ref partial struct` (the grammar takes `partial ref struct` only): `partial struct`.
    Gap {
        lang: csharp,
        pattern: r"\b(ref)\s+partial\s+struct\b",
        fill: b' ',
        only: None,
    },
    // - a list pattern's slice alone or with a designation (`[..]`, `[a, .. var rest]`): an
    //   identifier pattern of the same length.
    Gap {
        lang: csharp,
        pattern: r"[\[,]\s*(\.\.(?:\s*var\s+\w+)?)\s*[,\]]",
        fill: b'_',
        only: None,
    },
    // - a verbatim interpolated string whose text ends in an escaped quote (`$@"a ""{b}"""`):
    //   the escaped quotes as `''`.
    Gap {
        lang: csharp,
        pattern: r#"(?:\$@|@\$)"((?:[^"\n]|"")*)""#,
        fill: b'\'',
        only: Some(b'"'),
    },
    // - a collection expression of one variable named like an attribute target
    //   (`List<P> ps = [param];` reads as an attribute list `[param]`): an identifier.
    Gap {
        lang: csharp,
        pattern: r"[=(,]\s*\[\s*(param|field|method|type|property|event|typevar)\s*[,\]]",
        fill: b'_',
        only: None,
    },
    // - `required` as a variable's name at the start of a statement (`required.Add(x)`).
    Gap {
        lang: csharp,
        pattern: r"(?m)^[ \t]*(required)\s*(?:\.|\[|[-+*/]?=[^=])",
        fill: b'_',
        only: None,
    },
];

/// Which languages a gap is for.
type Applies = fn(Lang) -> bool;

static COMPILED: LazyLock<Vec<(&'static Gap, Regex)>> = LazyLock::new(|| {
    GAPS.iter()
        .map(|g| (g, Regex::new(g.pattern).expect("grammar gap patterns are valid")))
        .collect()
});

/// `text` with every gap of `lang` masked, or `None` when no gap occurs in it.
pub fn masked(text: &str, lang: Lang) -> Option<String> {
    let mut bytes = text.as_bytes().to_vec();
    let mut any = false;
    for (gap, re) in COMPILED.iter() {
        let (fill, only) = (gap.fill, gap.only);
        if !(gap.lang)(lang) {
            continue;
        }
        for caps in re.captures_iter(text) {
            if let Some(m) = caps.get(1) {
                for b in &mut bytes[m.range()] {
                    if *b != b'\n' && only.is_none_or(|o| *b == o) {
                        *b = fill;
                        any = true;
                    }
                }
            }
        }
    }
    // Only ASCII bytes of whole characters were replaced, by ASCII: still UTF-8.
    any.then(|| String::from_utf8(bytes).expect("masking keeps UTF-8"))
}

/// Node kinds whose contents are opaque tokens, not syntax of the language.
fn is_opaque(lang: Lang, kind: &str) -> bool {
    match lang {
        Lang::Rust => matches!(kind, "token_tree" | "macro_invocation" | "macro_rule"),
        _ => false,
    }
}

/// The first ERROR or MISSING node of `root` outside opaque subtrees.
pub fn first_error(root: Node<'_>, lang: Lang) -> Option<Node<'_>> {
    if !root.has_error() {
        return None;
    }
    find(root, lang)
}

fn find(node: Node<'_>, lang: Lang) -> Option<Node<'_>> {
    if is_opaque(lang, node.kind()) {
        return None;
    }
    if node.is_error() || node.is_missing() {
        return Some(node);
    }
    let mut c = node.walk();
    let children: Vec<Node<'_>> = node.children(&mut c).collect();
    children
        .into_iter()
        .filter(|n| n.has_error() || n.is_missing())
        .find_map(|n| find(n, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_keep_length_and_lines() {
        let ts = "f<typeof import(\"./m\")>();\nawait import(\"./x\");\n";
        let m = masked(ts, Lang::TypeScript).unwrap();
        assert_eq!(m.len(), ts.len());
        assert_eq!(m, "f<typeof _____________>();\nawait import(\"./x\");\n");
        assert_eq!(masked("return new(1 + 2)", Lang::Go).unwrap(), "return ___(1 + 2)");
        assert_eq!(masked("x := renew(1)", Lang::Go), None);
        assert_eq!(masked("new(1)", Lang::Rust), None);
        assert_eq!(
            masked("    public const string DEFAULT = 'EUR';", Lang::Php).unwrap(),
            "    public const        DEFAULT = 'EUR';"
        );
        assert_eq!(masked("const DEFAULT = 'EUR';", Lang::Php), None);
        for (cs, want) in [
            ("#:package Foo@1.*\nusing X;", Some("                 \nusing X;")),
            ("    a?.B?[0] += 1;", Some("    a .B [0] += 1;")),
            ("    a?.B == c;", None),
            ("var s = $\"\";", Some("var s =  \"\";")),
            ("var s = $\"{a}\";", None),
            ("public ref partial struct H", Some("public     partial struct H")),
            ("x is [..] or [a, .. var rest]", Some("x is [__] or [a, ___________]")),
            ("var r = [.. items];", None),
            ("$@\"n = \"\"{n}\"\"\"", Some("$@\"n = ''{n}''\"")),
            ("    required.Add(p);", Some("    ________.Add(p);")),
            ("List<P> ps = [param];", Some("List<P> ps = [_____];")),
            ("[param: NotNull]", None),
            ("    public required string Name { get; init; }", None),
        ] {
            assert_eq!(masked(cs, Lang::CSharp).as_deref(), want, "{cs}");
        }
    }

    /// Valid code the grammars reject, found on real repositories: no `parse-error` warning.
    #[test]
    fn valid_code_the_grammars_reject_parses() {
        use crate::checks::test_support::{check, run};
        let cases: &[(&str, &str)] = &[
            // outline/outline app/components/Badge.ts
            (
                "app/Badge.ts",
                concat!(
                    "const Badge = styled.span<{ yellow?: boolean; onClick?: () => void }>`\n",
                    "  background: ${({ yellow }) => (yellow ? \"y\" : \"n\")};\n`;\n",
                    "export function f() {}\n",
                ),
            ),
            (
                "app/B.tsx",
                "const B = styled.div<{\n  a: Array<string>;\n}>`\n  color: red;\n`;\n",
            ),
            // foundry-rs/foundry crates/anvil/src/eth/backend/mem/mod.rs
            (
                "src/mem.rs",
                concat!(
                    "fn f(request: R) {\n    let WithOtherFields::<TransactionRequest> {\n",
                    "        inner: TransactionRequest { from, .. // the rest\n        },\n",
                    "        other,\n    } = request;\n}\n",
                ),
            ),
            // meshtastic/firmware src/mesh/PhoneAPI.cpp
            (
                "src/PhoneAPI.cpp",
                concat!(
                    "void f() {\n    if (a) {\n#ifdef ACCESS_CONTROL\n        if (!b) {\n",
                    "            s = 1;\n        } else\n#endif\n        {\n            s = 2;\n",
                    "        }\n    } else {\n        s = 3;\n    }\n}\n",
                ),
            ),
        ];
        let c = check("kind: naming\ntarget: [class, function, method]\npattern: '.*'\n");
        for (path, code) in cases {
            assert!(run(&c, &[], &[(path, code)], None).is_empty(), "{path}");
        }
        assert_eq!(
            masked("x = s.a<{ b: T }>`c`; y = f<P>`d`;", Lang::TypeScript).unwrap(),
            "x = s.a          `c`; y = f<P>`d`;"
        );
        assert_eq!(
            masked("let W::<T> { a: b } = c;", Lang::Rust).unwrap(),
            "let W      { a: b } = c;"
        );
        assert_eq!(masked("let v = Vec::<u8>::new();", Lang::Rust), None);
        assert_eq!(
            masked("#if A\nx;\n#endif // A\n", Lang::C).unwrap(),
            "     \nx;\n           \n"
        );
        // Still broken code still gets its warning.
        assert_eq!(
            run(
                &c,
                &[],
                &[("src/a.cpp", "void f() {\n#if A\n  if (x) {\n#endif\n")],
                None
            )
            .len(),
            1
        );
    }
}

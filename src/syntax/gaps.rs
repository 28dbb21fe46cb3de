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
/// identifier; or ` `, for a part the rest reads as valid without).
struct Gap {
    lang: Applies,
    pattern: &'static str,
    fill: u8,
}

const GAPS: &[Gap] = &[
    // tree-sitter-typescript 0.23.2: an `import("…")` type inside type arguments in an
    // expression (`await importOriginal<typeof import("./mod")>()`) reads as `<` comparisons.
    Gap {
        lang: Lang::is_typescript,
        pattern: r#"(?:\btypeof\s+|<\s*)(import\(\s*(?:"[^"\n]*"|'[^'\n]*')\s*\))"#,
        fill: b'_',
    },
    // tree-sitter-go 0.25.0: Go 1.26's `new(expr)` (an initial value, not only a type).
    Gap {
        lang: |l| l == Lang::Go,
        pattern: r"\b(new)\s*\(",
        fill: b'_',
    },
    // tree-sitter-php 0.25.1: PHP 8.3's typed class constants (`public const string X = …`);
    // without the type the constant is PHP 8.2's.
    Gap {
        lang: |l| l == Lang::Php,
        pattern: r"\bconst\s+(\??[A-Za-z_\\][\w\\|]*)\s+[A-Za-z_]\w*\s*=",
        fill: b' ',
    },
];

/// Which languages a gap is for.
type Applies = fn(Lang) -> bool;

static COMPILED: LazyLock<Vec<(Applies, Regex, u8)>> = LazyLock::new(|| {
    GAPS.iter()
        .map(|g| {
            (
                g.lang,
                Regex::new(g.pattern).expect("grammar gap patterns are valid"),
                g.fill,
            )
        })
        .collect()
});

/// `text` with every gap of `lang` masked, or `None` when no gap occurs in it.
pub fn masked(text: &str, lang: Lang) -> Option<String> {
    let mut bytes = text.as_bytes().to_vec();
    let mut any = false;
    for (applies, re, fill) in COMPILED.iter() {
        if !applies(lang) {
            continue;
        }
        for caps in re.captures_iter(text) {
            if let Some(m) = caps.get(1) {
                for b in &mut bytes[m.range()] {
                    if *b != b'\n' {
                        *b = *fill;
                    }
                }
                any = true;
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
    }
}

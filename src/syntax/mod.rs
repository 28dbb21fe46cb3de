//! Syntax trees for the structural checks: which grammar a file gets (by extension, a
//! script's `#!` line, or a rule's `language:`, as the registry in `crate::language` says),
//! parsing (once per file per commit: the engine keeps the tree while it judges the file and
//! shares it with every rule, `checks::analysis`), and what each language calls its
//! definitions, calls, imports, strings and comments (`lang`).
//!
//! Python is always built in; Rust, JavaScript, TypeScript (and TSX), Go, Java, C#, Kotlin, C,
//! C++, Ruby, PHP, Swift, Bash, Elixir, Lua and Zig are cargo features (`lang-rust`,
//! `lang-javascript`, `lang-typescript`, `lang-go`, `lang-java`, `lang-csharp`, `lang-kotlin`,
//! `lang-c`, `lang-cpp`, `lang-ruby`, `lang-php`, `lang-swift`, `lang-bash`, `lang-elixir`,
//! `lang-lua`, `lang-zig`, `lang-dart`), all on by default. A file
//! that does not parse cleanly is still checked on what parsed (tree-sitter recovers), with a
//! warning.

pub mod api;
mod brace_segments;
pub mod dart;
mod gaps;
pub mod lang;
pub mod others;
pub mod python;
pub(crate) mod python_segments;
pub mod scripting;

use std::sync::Arc;

use tree_sitter::{Node, Parser, Tree};

use crate::git::FileContent;
use python::Narrowing;

pub use crate::language::{LANG_NAMES, Lang, NAMES};

/// Whether the file's name has no extension (`bin/release`, `.husky/pre-commit`): a script,
/// if its `#!` line says so.
pub fn is_extensionless(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    !name.trim_start_matches('.').contains('.') && !name.is_empty()
}

/// The language of a changed file: by its extension, or, without one, by its `#!` line.
pub fn lang_of_file(path: &str, content: &FileContent) -> Option<Lang> {
    if let Some(lang) = Lang::of_path(path) {
        return Some(lang);
    }
    if !is_extensionless(path) {
        return None;
    }
    let head = content.after.as_deref()?;
    let head = &head[..head.len().min(256)];
    let line = head.split(|b| *b == b'\n').next()?;
    Lang::of_shebang(std::str::from_utf8(line).ok()?.trim_end_matches('\r'))
}

/// A parsed file: its tree, text, and which rows the change added.
#[derive(Debug)]
pub struct Parsed {
    pub lang: Lang,
    pub tree: Tree,
    pub text: Arc<str>,
    /// 0-based rows of added lines, ascending.
    pub added_rows: Vec<usize>,
}

impl Parsed {
    pub fn root(&self) -> Node<'_> {
        self.tree.root_node()
    }

    pub fn source(&self, node: Node<'_>) -> &str {
        self.text.get(node.byte_range()).unwrap_or("")
    }

    /// The node starts on an added line: the code is the committer's.
    pub fn is_added(&self, node: Node<'_>) -> bool {
        self.added_rows.binary_search(&node.start_position().row).is_ok()
    }

    /// Some line of the node was added: a definition whose header or body the change touched.
    pub fn is_touched(&self, node: Node<'_>) -> bool {
        let (start, end) = (node.start_position().row, node.end_position().row);
        let i = self.added_rows.partition_point(|&r| r < start);
        self.added_rows.get(i).is_some_and(|&r| r <= end)
    }

    /// The first syntax error tree-sitter recovered from (what parsed is checked, with a
    /// warning); errors inside opaque token trees (Rust macro arguments) are not the file's.
    pub fn first_error(&self) -> Option<Node<'_>> {
        gaps::first_error(self.root(), self.lang)
    }
}

/// The tree of `content` in `lang`, parsed afresh: the caller keeps it for as long as its
/// rules read it (the engine, one file at a time: `checks::analysis`). `None` for binary or
/// oversized files, files with no added lines, or a grammar not built in.
pub fn parsed(content: &FileContent, lang: Lang) -> Option<Arc<Parsed>> {
    if content.after.is_none() || content.added_lines.is_empty() {
        return None;
    }
    parse(content, lang, Narrowing::Bodies).map(Arc::new)
}

/// The tree of `content` in `lang` for a reader of the untouched statements inside touched
/// definitions (a query whose patterns look into a block): a Python file parsed with only its
/// classes narrowed ([`Narrowing::Classes`]); other languages as [`parsed`].
pub fn parsed_whole_bodies(content: &FileContent, lang: Lang) -> Option<Arc<Parsed>> {
    if lang != Lang::Python {
        return parsed(content, lang);
    }
    if content.after.is_none() || content.added_lines.is_empty() {
        return None;
    }
    parse(content, lang, Narrowing::Classes).map(Arc::new)
}

#[cfg(test)]
thread_local! {
    static PARSES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many files [`parsed`] has parsed on this thread (tests observe the prefilter with it).
#[cfg(test)]
pub(crate) fn parses_on_this_thread() -> usize {
    PARSES.with(std::cell::Cell::get)
}

fn parse(content: &FileContent, lang: Lang, narrowing: Narrowing) -> Option<Parsed> {
    #[cfg(test)]
    PARSES.with(|c| c.set(c.get() + 1));
    let text = content.after_text()?;
    let tree = if lang == Lang::Python {
        python::parse_touched(&text, &content.added_lines, narrowing)?
    } else if let Some(tree) = parse_touched_items(&text, lang, &content.added_lines) {
        tree
    } else {
        let mut parser = Parser::new();
        parser.set_language(&lang.grammar()?).ok()?;
        let tree = parser.parse(text.as_bytes(), None)?;
        // Valid code a grammar release rejects: parse it again with those constructs masked
        // (same byte positions), and keep that tree when it is clean.
        match gaps::first_error(tree.root_node(), lang).and_then(|_| gaps::masked(&text, lang)) {
            Some(masked) => parser
                .parse(masked.as_bytes(), None)
                .filter(|t| gaps::first_error(t.root_node(), lang).is_none())
                .unwrap_or(tree),
            None => tree,
        }
    };
    Some(Parsed {
        lang,
        tree,
        text,
        added_rows: content
            .added_lines
            .iter()
            .map(|&l| (l as usize).saturating_sub(1))
            .collect(),
    })
}

/// Rust, Go, JavaScript and TypeScript: the tree of only the items holding `added_lines` (see `brace_segments`), when
/// the scan is sure of their bounds and they parse without an error; `None` otherwise (the
/// whole file is parsed then, as before).
fn parse_touched_items(text: &str, lang: Lang, added_lines: &[u32]) -> Option<Tree> {
    parse_items(text, lang, added_lines, false)
}

/// [`parse_touched_items`], or with `headers_only` the items holding `lines` for their
/// definitions only ([`brace_segments::definition_segments`]).
fn parse_items(text: &str, lang: Lang, lines: &[u32], headers_only: bool) -> Option<Tree> {
    if !(matches!(lang, Lang::Rust | Lang::Go) || lang.is_js()) || !partial_parsing() {
        return None;
    }
    let segments = match headers_only {
        true => brace_segments::definition_segments(text, lang, lines)?,
        false => brace_segments::touched_segments(text, lang, lines)?,
    };
    if segments.is_empty() || segments.iter().map(|r| r.len()).sum::<usize>() == text.len() {
        return None;
    }
    let included = python::included_ranges(text, &segments);
    let mut parser = Parser::new();
    parser.set_language(&lang.grammar()?).ok()?;
    parser.set_included_ranges(&included).ok()?;
    let tree = parser.parse(text.as_bytes(), None)?;
    (!tree.root_node().has_error()).then_some(tree)
}

/// Whether Rust, Go, JavaScript and TypeScript files are parsed only in the items a change touches (on unless
/// `AGENTSMD_GATE_NO_PARTIAL_PARSE` is set: the benchmarks compare both).
fn partial_parsing() -> bool {
    static ON: std::sync::LazyLock<bool> =
        std::sync::LazyLock::new(|| std::env::var_os("AGENTSMD_GATE_NO_PARTIAL_PARSE").is_none());
    *ON
}

/// The whole of `text` parsed in `lang`, with no added lines (the old side of a file, to tell
/// which definitions it already had).
pub fn parse_whole(text: &Arc<str>, lang: Lang) -> Option<Parsed> {
    let tree = if lang == Lang::Python {
        python::parse(text, None)?
    } else {
        let mut parser = Parser::new();
        parser.set_language(&lang.grammar()?).ok()?;
        parser.parse(text.as_bytes(), None)?
    };
    Some(Parsed {
        lang,
        tree,
        text: text.clone(),
        added_rows: Vec::new(),
    })
}

/// `text` parsed in `lang` in the top-level statements (Python) or items (Rust, Go,
/// JavaScript, TypeScript: without the body of a block whose header holds one of `lines`)
/// holding `lines` (1-based, ascending), or whole where that is not sure, with no added lines
/// (the old side of a file, read for the definitions on some of its lines).
pub fn parse_lines(text: &Arc<str>, lang: Lang, lines: &[u32]) -> Option<Parsed> {
    let tree = match lang {
        Lang::Python => python::parse_touched(text, lines, python::Narrowing::Bodies)?,
        _ => match parse_items(text, lang, lines, true) {
            Some(tree) => tree,
            None => return parse_whole(text, lang),
        },
    };
    Some(Parsed {
        lang,
        tree,
        text: text.clone(),
        added_rows: Vec::new(),
    })
}

/// Calls `f` on every named node of `root` whose rows intersect an added line, depth first
/// (subtrees with no added line are skipped whole).
pub fn walk_touched<'t>(parsed: &'t Parsed, mut f: impl FnMut(Node<'t>)) {
    let mut cursor = parsed.root().walk();
    loop {
        let node = cursor.node();
        if parsed.is_touched(node) {
            if node.is_named() {
                f(node);
            }
            if cursor.goto_first_child() {
                continue;
            }
        }
        // Next sibling, or up until there is one.
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_by_extension_and_name() {
        assert_eq!(Lang::of_path("src/a.py"), Some(Lang::Python));
        assert_eq!(Lang::of_path("web/App.tsx"), Some(Lang::Tsx));
        assert_eq!(Lang::of_path("x.mjs"), Some(Lang::JavaScript));
        assert_eq!(Lang::of_path("README.md"), None);
        assert_eq!(Lang::of_path("src/Main.java"), Some(Lang::Java));
        assert_eq!(Lang::of_path("src/App.cs"), Some(Lang::CSharp));
        assert_eq!(Lang::of_path("build.gradle.kts"), Some(Lang::Kotlin));
        assert_eq!(Lang::of_path("src/x.c"), Some(Lang::C));
        assert_eq!(Lang::of_path("include/x.h"), Some(Lang::Cpp));
        assert_eq!(Lang::of_path("lib/x.rb"), Some(Lang::Ruby));
        assert_eq!(Lang::of_path("src/X.php"), Some(Lang::Php));
        assert_eq!(Lang::of_path("Sources/X.swift"), Some(Lang::Swift));
        assert_eq!(Lang::of_path("scripts/x.sh"), Some(Lang::Bash));
        assert_eq!(Lang::from_name("C#"), Some(Lang::CSharp));
        assert_eq!(Lang::from_name("c++"), Some(Lang::Cpp));
        assert_eq!(Lang::from_name("shell"), Some(Lang::Bash));
        for lang in Lang::ALL.into_iter().filter(|l| l.is_structural()) {
            for glob in lang.globs() {
                let path = format!("x/{}", glob.trim_start_matches('*'));
                assert_eq!(Lang::of_path(&path), Some(lang), "{glob}");
            }
        }
        for (line, lang) in [
            ("#!/bin/sh", Some(Lang::Bash)),
            ("#!/usr/bin/env bash", Some(Lang::Bash)),
            ("#!/bin/bash -eu", Some(Lang::Bash)),
            ("#!/usr/bin/env python3", Some(Lang::Python)),
            ("#!/usr/bin/python3.12 -u", Some(Lang::Python)),
            ("#!/usr/bin/env ruby", Some(Lang::Ruby)),
            ("#!/usr/bin/env -S node --no-warnings", Some(Lang::JavaScript)),
            ("#!/usr/bin/env dart", Some(Lang::Dart)),
            ("#!/usr/bin/env zsh", None),
            ("#!/usr/bin/env perl", None),
            ("# not a shebang", None),
        ] {
            assert_eq!(Lang::of_shebang(line), lang, "{line}");
        }
        assert!(is_extensionless("bin/release"));
        assert!(is_extensionless(".husky/pre-commit"));
        assert!(!is_extensionless("scripts/x.sh"));
        assert!(!is_extensionless("src/"));
        let table: Vec<_> = LANG_NAMES.iter().map(|(n, _)| *n).take(NAMES.len()).collect();
        assert_eq!(table, *NAMES, "LANG_NAMES opens with the names, in NAMES' order");
        for name in NAMES.iter() {
            let lang = Lang::from_name(name).unwrap();
            assert_eq!(lang.name(), *name);
            assert!(lang.grammar().is_some(), "{name} is built by default");
        }
    }
}

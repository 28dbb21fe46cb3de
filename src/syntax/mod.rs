//! Syntax trees for the structural checks: which grammar a file gets (by extension, or a
//! rule's `language:`), parsing once per file per commit view (the tree is cached on the
//! file's content and shared by every rule), and what each language calls its definitions,
//! calls, imports, strings and comments (`lang`).
//!
//! Python is always built in; Rust, JavaScript, TypeScript (and TSX), Go, Java, C#, Kotlin, C,
//! C++, Ruby, PHP, Swift and Bash are cargo features (`lang-rust`, `lang-javascript`,
//! `lang-typescript`, `lang-go`, `lang-java`, `lang-csharp`, `lang-kotlin`, `lang-c`,
//! `lang-cpp`, `lang-ruby`, `lang-php`, `lang-swift`, `lang-bash`), all on by default. A file
//! that does not parse cleanly is still checked on what parsed (tree-sitter recovers), with a
//! warning.

pub mod api;
mod brace_segments;
mod gaps;
pub mod lang;
pub mod others;
pub mod python;
pub(crate) mod python_segments;

use std::sync::Arc;

use tree_sitter::{Node, Parser, Tree};

use crate::git::FileContent;

/// A language with a grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    Python,
    Rust,
    JavaScript,
    TypeScript,
    Tsx,
    Go,
    Java,
    CSharp,
    Kotlin,
    C,
    Cpp,
    Ruby,
    Php,
    Swift,
    Bash,
}

impl Lang {
    /// Every language, in documentation order (as [`NAMES`]).
    pub const ALL: [Lang; 15] = [
        Lang::Python,
        Lang::Rust,
        Lang::JavaScript,
        Lang::TypeScript,
        Lang::Tsx,
        Lang::Go,
        Lang::Java,
        Lang::CSharp,
        Lang::Kotlin,
        Lang::C,
        Lang::Cpp,
        Lang::Ruby,
        Lang::Php,
        Lang::Swift,
        Lang::Bash,
    ];
}

/// Every language's rule-file name, in documentation order.
pub const NAMES: &[&str] = &[
    "python",
    "rust",
    "javascript",
    "typescript",
    "tsx",
    "go",
    "java",
    "csharp",
    "kotlin",
    "c",
    "cpp",
    "ruby",
    "php",
    "swift",
    "bash",
];

/// Every name a rule's `language:` accepts (in any case): the names, then the aliases.
pub const LANG_NAMES: &[(&str, Lang)] = &[
    ("python", Lang::Python),
    ("rust", Lang::Rust),
    ("javascript", Lang::JavaScript),
    ("typescript", Lang::TypeScript),
    ("tsx", Lang::Tsx),
    ("go", Lang::Go),
    ("java", Lang::Java),
    ("csharp", Lang::CSharp),
    ("kotlin", Lang::Kotlin),
    ("c", Lang::C),
    ("cpp", Lang::Cpp),
    ("ruby", Lang::Ruby),
    ("php", Lang::Php),
    ("swift", Lang::Swift),
    ("bash", Lang::Bash),
    ("py", Lang::Python),
    ("rs", Lang::Rust),
    ("js", Lang::JavaScript),
    ("jsx", Lang::JavaScript),
    ("ts", Lang::TypeScript),
    ("golang", Lang::Go),
    ("c#", Lang::CSharp),
    ("cs", Lang::CSharp),
    ("c-sharp", Lang::CSharp),
    ("kt", Lang::Kotlin),
    ("c++", Lang::Cpp),
    ("cxx", Lang::Cpp),
    ("rb", Lang::Ruby),
    ("sh", Lang::Bash),
    ("shell", Lang::Bash),
];

impl Lang {
    pub fn from_name(name: &str) -> Option<Lang> {
        let name = name.to_ascii_lowercase();
        LANG_NAMES.iter().find(|(n, _)| *n == name).map(|(_, l)| *l)
    }

    pub fn name(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::Rust => "rust",
            Lang::JavaScript => "javascript",
            Lang::TypeScript => "typescript",
            Lang::Tsx => "tsx",
            Lang::Go => "go",
            Lang::Java => "java",
            Lang::CSharp => "csharp",
            Lang::Kotlin => "kotlin",
            Lang::C => "c",
            Lang::Cpp => "cpp",
            Lang::Ruby => "ruby",
            Lang::Php => "php",
            Lang::Swift => "swift",
            Lang::Bash => "bash",
        }
    }

    /// The language of a path, by its extension (a C/C++ `.h` header is read as C++, whose
    /// grammar also parses C).
    pub fn of_path(path: &str) -> Option<Lang> {
        let ext = path.rsplit_once('.')?.1;
        Some(match ext {
            "py" | "pyi" => Lang::Python,
            "rs" => Lang::Rust,
            "js" | "jsx" | "mjs" | "cjs" => Lang::JavaScript,
            "ts" | "mts" | "cts" => Lang::TypeScript,
            "tsx" => Lang::Tsx,
            "go" => Lang::Go,
            "java" => Lang::Java,
            "cs" | "csx" => Lang::CSharp,
            "kt" | "kts" => Lang::Kotlin,
            "c" => Lang::C,
            "cpp" | "cc" | "cxx" | "c++" | "h" | "hpp" | "hh" | "hxx" | "ipp" => Lang::Cpp,
            "rb" | "rake" | "gemspec" => Lang::Ruby,
            "php" => Lang::Php,
            "swift" => Lang::Swift,
            "sh" | "bash" => Lang::Bash,
            _ => return None,
        })
    }

    /// The programs a `#!` line runs the language with (none for compiled languages).
    pub fn interpreters(self) -> &'static [&'static str] {
        match self {
            Lang::Bash => &["sh", "bash", "dash", "ash"],
            Lang::Python => &["python", "pypy"],
            Lang::Ruby => &["ruby"],
            Lang::JavaScript => &["node", "nodejs"],
            Lang::TypeScript => &["ts-node", "tsx"],
            Lang::Php => &["php"],
            _ => &[],
        }
    }

    /// The language a `#!` line names: `#!/bin/sh`, `#!/usr/bin/env bash`,
    /// `#!/usr/bin/python3.12 -u`, `#!/usr/bin/env -S node --no-warnings`.
    pub fn of_shebang(first_line: &str) -> Option<Lang> {
        let mut words = first_line.strip_prefix("#!")?.split_whitespace();
        let mut program = words.next()?.rsplit('/').next()?;
        if program == "env" {
            program = words.find(|w| !w.starts_with('-'))?.rsplit('/').next()?;
        }
        // `python3`, `python3.12`, `ruby2.7`: the version is not the name.
        let name = program.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        Lang::ALL.into_iter().find(|l| l.interpreters().contains(&name))
    }

    /// The file globs of the language (a structural rule's default `paths`).
    pub fn globs(self) -> &'static [&'static str] {
        match self {
            Lang::Python => &["*.py", "*.pyi"],
            Lang::Rust => &["*.rs"],
            Lang::JavaScript => &["*.js", "*.jsx", "*.mjs", "*.cjs"],
            Lang::TypeScript => &["*.ts", "*.mts", "*.cts"],
            Lang::Tsx => &["*.tsx"],
            Lang::Go => &["*.go"],
            Lang::Java => &["*.java"],
            Lang::CSharp => &["*.cs", "*.csx"],
            Lang::Kotlin => &["*.kt", "*.kts"],
            Lang::C => &["*.c"],
            Lang::Cpp => &[
                "*.cpp", "*.cc", "*.cxx", "*.c++", "*.h", "*.hpp", "*.hh", "*.hxx", "*.ipp",
            ],
            Lang::Ruby => &["*.rb", "*.rake", "*.gemspec"],
            Lang::Php => &["*.php"],
            Lang::Swift => &["*.swift"],
            Lang::Bash => &["*.sh", "*.bash"],
        }
    }

    /// JavaScript, TypeScript or TSX.
    pub fn is_js(self) -> bool {
        matches!(self, Lang::JavaScript | Lang::TypeScript | Lang::Tsx)
    }

    /// Whether TypeScript's constructs (`any`, `!`) exist in it.
    pub fn is_typescript(self) -> bool {
        matches!(self, Lang::TypeScript | Lang::Tsx)
    }

    /// The grammar, when this build has it (`None` when its cargo feature is off).
    pub fn grammar(self) -> Option<tree_sitter::Language> {
        match self {
            Lang::Python => Some(tree_sitter_python::LANGUAGE.into()),
            #[cfg(feature = "lang-rust")]
            Lang::Rust => Some(tree_sitter_rust::LANGUAGE.into()),
            #[cfg(feature = "lang-javascript")]
            Lang::JavaScript => Some(tree_sitter_javascript::LANGUAGE.into()),
            #[cfg(feature = "lang-typescript")]
            Lang::TypeScript => Some(tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into()),
            #[cfg(feature = "lang-typescript")]
            Lang::Tsx => Some(tree_sitter_typescript::LANGUAGE_TSX.into()),
            #[cfg(feature = "lang-go")]
            Lang::Go => Some(tree_sitter_go::LANGUAGE.into()),
            #[cfg(feature = "lang-java")]
            Lang::Java => Some(tree_sitter_java::LANGUAGE.into()),
            #[cfg(feature = "lang-csharp")]
            Lang::CSharp => Some(tree_sitter_c_sharp::LANGUAGE.into()),
            #[cfg(feature = "lang-kotlin")]
            Lang::Kotlin => Some(tree_sitter_kotlin_ng::LANGUAGE.into()),
            #[cfg(feature = "lang-c")]
            Lang::C => Some(tree_sitter_c::LANGUAGE.into()),
            #[cfg(feature = "lang-cpp")]
            Lang::Cpp => Some(tree_sitter_cpp::LANGUAGE.into()),
            #[cfg(feature = "lang-ruby")]
            Lang::Ruby => Some(tree_sitter_ruby::LANGUAGE.into()),
            #[cfg(feature = "lang-php")]
            Lang::Php => Some(tree_sitter_php::LANGUAGE_PHP.into()),
            #[cfg(feature = "lang-swift")]
            Lang::Swift => Some(tree_sitter_swift::LANGUAGE.into()),
            #[cfg(feature = "lang-bash")]
            Lang::Bash => Some(tree_sitter_bash::LANGUAGE.into()),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }
}

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

/// Every file glob a structural rule looks at by default: the languages this build parses.
pub fn all_globs() -> Vec<&'static str> {
    Lang::ALL
        .into_iter()
        .filter(|l| l.grammar().is_some())
        .flat_map(|l| l.globs().iter().copied())
        .collect()
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

/// The tree of `content` in `lang`: cached on the content when `lang` is the path's own
/// language (every rule shares it), parsed afresh for a rule that overrides the language.
/// `None` for binary or oversized files, files with no added lines, or a grammar not built in.
pub fn parsed(content: &FileContent, path: &str, lang: Lang) -> Option<Arc<Parsed>> {
    if content.after.is_none() || content.added_lines.is_empty() {
        return None;
    }
    if lang_of_file(path, content) == Some(lang) {
        return content
            .syntax
            .get_or_init(|| parse(content, lang).map(Arc::new))
            .clone();
    }
    parse(content, lang).map(Arc::new)
}

/// The tree of `content` in `lang`, its own language: parsed once and cached on the content,
/// borrowed for as long as the content is (the structural rules' shared analysis).
pub fn parsed_own(content: &FileContent, lang: Lang) -> Option<&Parsed> {
    if content.after.is_none() || content.added_lines.is_empty() {
        return None;
    }
    content
        .syntax
        .get_or_init(|| parse(content, lang).map(Arc::new))
        .as_deref()
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

fn parse(content: &FileContent, lang: Lang) -> Option<Parsed> {
    #[cfg(test)]
    PARSES.with(|c| c.set(c.get() + 1));
    let text = content.after_text()?;
    let tree = if lang == Lang::Python {
        python::parse_touched(&text, &content.added_lines)?
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
    if !(matches!(lang, Lang::Rust | Lang::Go) || lang.is_js()) || !partial_parsing() {
        return None;
    }
    let segments = brace_segments::touched_segments(text, lang, added_lines)?;
    if segments.is_empty() || segments.iter().map(|r| r.len()).sum::<usize>() == text.len() {
        return None;
    }
    let starts = crate::checks::line_starts(text);
    let included: Vec<tree_sitter::Range> = segments
        .iter()
        .map(|r| tree_sitter::Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: python::point(&starts, r.start),
            end_point: python::point(&starts, r.end),
        })
        .collect();
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

/// `text` parsed in `lang` in the top-level statements (Python) or items (Rust, Go) holding
/// `lines` (1-based, ascending), or whole where that is not sure, with no added lines (the old
/// side of a file, read for the definitions on some of its lines).
pub fn parse_lines(text: &Arc<str>, lang: Lang, lines: &[u32]) -> Option<Parsed> {
    let tree = match lang {
        Lang::Python => python::parse_touched(text, lines)?,
        _ => match parse_touched_items(text, lang, lines) {
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
        for lang in Lang::ALL {
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
        assert_eq!(table, NAMES, "LANG_NAMES opens with the names, in NAMES' order");
        for name in NAMES {
            let lang = Lang::from_name(name).unwrap();
            assert_eq!(lang.name(), *name);
            assert!(lang.grammar().is_some(), "{name} is built by default");
        }
    }
}

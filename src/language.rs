//! The language registry: every language the tool knows, in one table. For each: its names
//! (the rule file's `language:` and its aliases, and the title prose writes), its files (globs,
//! and the `#!` interpreters of its scripts), how an instruction names it (a pattern over the
//! prose), its grammar (behind a cargo feature, or none), its comments and doc-comment
//! convention, its test-file convention, and the file name of generated examples.
//!
//! Everything else derives from here: `syntax` (which grammar a file gets), the structural
//! kinds' default `paths` and `language:` key, the schema and docs, and the compiler's
//! `params::Language`. A leaf module: it uses nothing of the crate. What a grammar calls its
//! definitions, calls and imports (node kinds) is code, in `syntax::lang` and `syntax::others`.
//! Adding a language is one [`Lang`] variant, one [`SPECS`] row, one [`Lang::grammar`] arm with
//! its cargo feature, and its node kinds in `syntax`.

use std::sync::LazyLock;

/// A language. The order is [`SPECS`]' (documentation order, and the order in which an
/// instruction's text is searched for a language: TypeScript before JavaScript, C# and C++
/// before C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Python,
    Rust,
    TypeScript,
    Tsx,
    JavaScript,
    Go,
    Kotlin,
    Java,
    Ruby,
    Swift,
    Dart,
    CSharp,
    Elixir,
    Php,
    Vue,
    Cpp,
    C,
    Bash,
    Lua,
    Zig,
}

/// Where a language's grammar comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grammar {
    /// Always built (Python: `python-def-marker` needs it).
    Builtin,
    /// Built with this cargo feature.
    Feature(&'static str),
    /// No grammar: the compiler knows the language (its files, how prose names it), the
    /// structural kinds do not read it.
    None,
}

/// A doc-comment convention: what it is called, and how its comments start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Doc {
    /// As a violation names it ("has no Javadoc comment").
    pub name: &'static str,
    /// The openings of a doc comment above a definition (none: the grammar's own node, a
    /// Python docstring).
    pub prefixes: &'static [&'static str],
}

/// Which files are tests, by their name (a directory of tests counts for every language).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TestFiles {
    /// The name before the first `.` starts with one (`test_`).
    pub prefixes: &'static [&'static str],
    /// The name before the first `.` ends with one (`_test`; `Test` after a class name).
    pub suffixes: &'static [&'static str],
    /// The name before the first `.` is one (`conftest`).
    pub names: &'static [&'static str],
    /// A later `.`-part of the name is one (`x.test.ts`, `x.spec.js`).
    pub dotted: &'static [&'static str],
}

/// One language's row.
#[derive(Debug)]
pub struct Spec {
    pub lang: Lang,
    /// The rule file's name for it (`language: csharp`), lowercase.
    pub name: &'static str,
    /// Other names `language:` accepts (any case).
    pub aliases: &'static [&'static str],
    /// As prose writes it (`C#`): the compiler's messages and qualifiers.
    pub title: &'static str,
    /// Its files (a structural rule's default `paths`).
    pub globs: &'static [&'static str],
    /// The programs a `#!` line runs its scripts with (none for compiled languages).
    pub interpreters: &'static [&'static str],
    /// How an instruction names it (a case-insensitive regex over prose and path-like code),
    /// `None` for a dialect named through its family's (TSX through TypeScript).
    pub mention: Option<&'static str>,
    /// The language an instruction means when it names this one's family (TSX: TypeScript).
    pub dialect_of: Option<Lang>,
    /// A file name for generated examples.
    pub example_file: &'static str,
    /// How a comment to the end of the line starts.
    pub line_comments: &'static [&'static str],
    /// How a block comment opens and closes.
    pub block_comment: Option<(&'static str, &'static str)>,
    /// Its convention for documenting a definition (`require-docstring` applies), if any.
    pub doc: Option<Doc>,
    pub tests: TestFiles,
    pub grammar: Grammar,
    /// How its functions and methods are named by convention.
    pub function_case: FunctionCase,
    /// Global functions an instruction names without `()` and still means calls of: "never
    /// use `print`" in Python, `println` in Go. A bare name is otherwise no call (a type, a
    /// keyword, a module), so only names no other construct of the language has are listed.
    pub builtin_calls: &'static [&'static str],
}

/// How a language names its functions and methods, by a convention its standard library keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FunctionCase {
    /// Any case: Go, C# and C/C++ (`fmt.Println`, `Console.WriteLine`, `CreateFile`).
    Any,
    /// A lowercase first letter, so that a capitalized name (`React.FC`,
    /// `Ordering::Relaxed`) is a type, class or constant, not a call.
    Lower,
    /// snake_case (Rust, Ruby, Elixir): a camelCase name (`showFlashMessage`) is not one of
    /// its functions. Python is `Lower`: `unittest` and `logging` are camelCase.
    Snake,
}

impl FunctionCase {
    /// Whether a function of the language starts with a lowercase letter.
    pub fn lowercase(self) -> bool {
        self != FunctionCase::Any
    }

    /// Whether `name` (one identifier) could name a function of the language.
    pub fn allows(self, name: &str) -> bool {
        let camel = name.starts_with(|c: char| c.is_ascii_lowercase())
            && name.chars().any(|c| c.is_ascii_uppercase())
            && !name.contains('_');
        !(self == FunctionCase::Snake && camel)
    }
}

const C_COMMENTS: &[&str] = &["//"];
const HASH_COMMENTS: &[&str] = &["#"];
const C_BLOCK: Option<(&str, &str)> = Some(("/*", "*/"));
const NO_TEST_FILES: TestFiles = TestFiles {
    prefixes: &[],
    suffixes: &[],
    names: &[],
    dotted: &[],
};
/// `test_x`, `x_test`, `x_spec`, `x_unittest` (Ruby, shell, C, C++ and Lua's busted).
const AFFIXED_TEST_FILES: TestFiles = TestFiles {
    prefixes: &["test_"],
    suffixes: &["_test", "_spec", "_unittest"],
    names: &[],
    dotted: &[],
};
/// A test class's file: `StoreTest`, `StoreTests`, `StoreSpec`, `StoreIT`.
const CLASS_TEST_FILES: TestFiles = TestFiles {
    prefixes: &[],
    suffixes: &["Test", "Tests", "Spec", "IT"],
    names: &[],
    dotted: &[],
};
/// `x.test.ts`, `x.spec.js`.
const DOTTED_TEST_FILES: TestFiles = TestFiles {
    prefixes: &[],
    suffixes: &[],
    names: &[],
    dotted: &["test", "spec"],
};
const JSDOC: Option<Doc> = Some(Doc {
    name: "JSDoc comment",
    prefixes: &["/**"],
});
const DOXYGEN: Option<Doc> = Some(Doc {
    name: "doc comment",
    prefixes: &["/**", "/*!", "///", "//!"],
});

/// Every language, in [`Lang`]'s order.
pub const SPECS: &[Spec] = &[
    Spec {
        lang: Lang::Python,
        name: "python",
        aliases: &["py"],
        title: "Python",
        globs: &["*.py", "*.pyi"],
        interpreters: &["python", "pypy"],
        // "### PEP-8 Compliance": Python's style guide names the language (ybrs/federated-query,
        // round 108: its naming and indentation rules read the Rust files).
        mention: Some(r"\bpython\b|\bpytest\b|\bdjango\b|\bpydantic\b|\.py\b|\bpep[- ]?8\b"),
        dialect_of: None,
        example_file: "src/example.py",
        line_comments: HASH_COMMENTS,
        block_comment: None,
        doc: Some(Doc {
            name: "docstring",
            prefixes: &[],
        }),
        tests: TestFiles {
            prefixes: &["test_"],
            suffixes: &["_test"],
            names: &["conftest"],
            dotted: &[],
        },
        grammar: Grammar::Builtin,
        function_case: FunctionCase::Lower,
        builtin_calls: &["breakpoint", "eval", "exec", "input", "print"],
    },
    Spec {
        lang: Lang::Rust,
        name: "rust",
        aliases: &["rs"],
        title: "Rust",
        globs: &["*.rs"],
        interpreters: &[],
        mention: Some(r"\brust\b|\bcargo\b|\bclippy\b|\.rs\b"),
        dialect_of: None,
        example_file: "src/example.rs",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "doc comment",
            prefixes: &["///", "//!", "/**", "/*!"],
        }),
        // Rust's tests are `#[cfg(test)]` modules and `tests/`; a test module kept in a file
        // of its own (`#[cfg(test)] mod tests;`) is `tests.rs` or `*_tests.rs`, whose text
        // shows no `cfg(test)` (GitoxideLabs/gitoxide, round 13: `parse/tests.rs` was read
        // as production code), `*_tests.rs`, or `test_*.rs` (`#[cfg(test)] mod test_utils;`:
        // round 83, held out, reported a test module in its own file read as production code).
        tests: TestFiles {
            prefixes: &["test_", "tests_"],
            suffixes: &["_test", "_tests"],
            names: &["test", "tests"],
            dotted: &[],
        },
        grammar: Grammar::Feature("lang-rust"),
        function_case: FunctionCase::Snake,
        builtin_calls: &[],
    },
    Spec {
        lang: Lang::TypeScript,
        name: "typescript",
        aliases: &["ts"],
        title: "TypeScript",
        globs: &["*.ts", "*.mts", "*.cts"],
        interpreters: &["ts-node", "tsx"],
        // `ts` as a word, not the end of a contraction: "Do's and Don'ts" names no TypeScript
        // (curzon01/ha-sugar-valley-neopool, round 93: a Python rule read `*.ts` files).
        mention: Some(r"\btypescript\b|(?:^|[^\w'’])ts\b|\.tsx?\b|\btsx\b|\bvitest\b|\bjest\b"),
        dialect_of: None,
        example_file: "src/example.ts",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: JSDOC,
        tests: DOTTED_TEST_FILES,
        grammar: Grammar::Feature("lang-typescript"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["alert", "eval"],
    },
    Spec {
        lang: Lang::Tsx,
        name: "tsx",
        aliases: &[],
        title: "TSX",
        globs: &["*.tsx"],
        interpreters: &[],
        mention: None,
        dialect_of: Some(Lang::TypeScript),
        example_file: "src/example.tsx",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: JSDOC,
        tests: DOTTED_TEST_FILES,
        grammar: Grammar::Feature("lang-typescript"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["alert", "eval"],
    },
    Spec {
        lang: Lang::JavaScript,
        name: "javascript",
        aliases: &["js", "jsx"],
        title: "JavaScript",
        globs: &["*.js", "*.jsx", "*.mjs", "*.cjs"],
        interpreters: &["node", "nodejs"],
        mention: Some(r"\bjavascript\b|\bnode(?:\.js)?\b|\.m?jsx?\b"),
        dialect_of: None,
        example_file: "src/example.js",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: JSDOC,
        tests: DOTTED_TEST_FILES,
        grammar: Grammar::Feature("lang-javascript"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["alert", "eval"],
    },
    Spec {
        lang: Lang::Go,
        name: "go",
        aliases: &["golang"],
        title: "Go",
        globs: &["*.go"],
        interpreters: &[],
        mention: Some(r"\bgolang\b|(?-i:\bGo\b)|\.go\b"),
        dialect_of: None,
        example_file: "example.go",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "doc comment",
            prefixes: &["//"],
        }),
        tests: TestFiles {
            prefixes: &[],
            suffixes: &["_test"],
            names: &[],
            dotted: &[],
        },
        grammar: Grammar::Feature("lang-go"),
        function_case: FunctionCase::Any,
        builtin_calls: &["panic", "print", "println", "recover"],
    },
    Spec {
        lang: Lang::Kotlin,
        name: "kotlin",
        aliases: &["kt"],
        title: "Kotlin",
        globs: &["*.kt", "*.kts"],
        interpreters: &[],
        mention: Some(r"\bkotlin\b|\.kts?\b"),
        dialect_of: None,
        example_file: "src/Example.kt",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "KDoc comment",
            prefixes: &["/**"],
        }),
        tests: CLASS_TEST_FILES,
        grammar: Grammar::Feature("lang-kotlin"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["print", "println"],
    },
    Spec {
        lang: Lang::Java,
        name: "java",
        aliases: &[],
        title: "Java",
        globs: &["*.java"],
        interpreters: &[],
        // `java.io.*` is a package a Kotlin file imports too, not the language named.
        mention: Some(r"\bjava(?:$|[^.\w]|\.(?:$|[^a-z]))|\.java\b"),
        dialect_of: None,
        example_file: "src/Example.java",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "Javadoc comment",
            prefixes: &["/**"],
        }),
        tests: CLASS_TEST_FILES,
        grammar: Grammar::Feature("lang-java"),
        function_case: FunctionCase::Lower,
        builtin_calls: &[],
    },
    Spec {
        lang: Lang::Ruby,
        name: "ruby",
        aliases: &["rb"],
        title: "Ruby",
        globs: &["*.rb", "*.rake", "*.gemspec"],
        interpreters: &["ruby"],
        mention: Some(r"\bruby\b|\brails\b|\brspec\b|\.rb\b"),
        dialect_of: None,
        example_file: "lib/example.rb",
        line_comments: HASH_COMMENTS,
        block_comment: Some(("=begin", "=end")),
        doc: Some(Doc {
            name: "comment (YARD)",
            prefixes: &["#"],
        }),
        tests: AFFIXED_TEST_FILES,
        grammar: Grammar::Feature("lang-ruby"),
        function_case: FunctionCase::Snake,
        builtin_calls: &["eval", "puts"],
    },
    Spec {
        lang: Lang::Swift,
        name: "swift",
        aliases: &[],
        title: "Swift",
        globs: &["*.swift"],
        interpreters: &[],
        mention: Some(r"\bswift\b|\.swift\b"),
        dialect_of: None,
        example_file: "Sources/Example.swift",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "doc comment",
            prefixes: &["///", "/**"],
        }),
        tests: CLASS_TEST_FILES,
        grammar: Grammar::Feature("lang-swift"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["debugPrint", "fatalError", "print"],
    },
    Spec {
        lang: Lang::Dart,
        name: "dart",
        aliases: &[],
        title: "Dart",
        globs: &["*.dart"],
        interpreters: &["dart"],
        mention: Some(r"\bdart\b|\bflutter\b|\.dart\b"),
        dialect_of: None,
        example_file: "lib/example.dart",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "doc comment",
            prefixes: &["///", "/**"],
        }),
        tests: TestFiles {
            prefixes: &[],
            suffixes: &["_test"],
            names: &[],
            dotted: &[],
        },
        grammar: Grammar::Feature("lang-dart"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["print"],
    },
    Spec {
        lang: Lang::CSharp,
        name: "csharp",
        aliases: &["c#", "cs", "c-sharp"],
        title: "C#",
        globs: &["*.cs", "*.csx"],
        interpreters: &[],
        mention: Some(r"\bc#|\bc-?sharp\b|\.net\b|\bdotnet\b|\.cs\b"),
        dialect_of: None,
        example_file: "src/Example.cs",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "XML doc comment (`///`)",
            prefixes: &["///", "/**"],
        }),
        tests: CLASS_TEST_FILES,
        grammar: Grammar::Feature("lang-csharp"),
        function_case: FunctionCase::Any,
        builtin_calls: &[],
    },
    Spec {
        lang: Lang::Elixir,
        name: "elixir",
        aliases: &[],
        title: "Elixir",
        globs: &["*.ex", "*.exs"],
        interpreters: &["elixir"],
        mention: Some(r"\belixir\b|\bphoenix\b|\.exs?\b"),
        dialect_of: None,
        example_file: "lib/example.ex",
        line_comments: HASH_COMMENTS,
        block_comment: None,
        doc: Some(Doc {
            name: "`@doc`",
            prefixes: &[],
        }),
        tests: TestFiles {
            prefixes: &[],
            suffixes: &["_test"],
            names: &[],
            dotted: &[],
        },
        grammar: Grammar::Feature("lang-elixir"),
        function_case: FunctionCase::Snake,
        builtin_calls: &[],
    },
    Spec {
        lang: Lang::Php,
        name: "php",
        aliases: &[],
        title: "PHP",
        globs: &["*.php"],
        interpreters: &["php"],
        mention: Some(r"\bphp\b|\.php\b|\bpsr-\d+\b"),
        dialect_of: None,
        example_file: "src/Example.php",
        line_comments: &["//", "#"],
        block_comment: C_BLOCK,
        doc: Some(Doc {
            name: "PHPDoc comment",
            prefixes: &["/**"],
        }),
        tests: CLASS_TEST_FILES,
        grammar: Grammar::Feature("lang-php"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["dd", "dump", "print_r", "var_dump"],
    },
    Spec {
        lang: Lang::Vue,
        name: "vue",
        aliases: &[],
        title: "Vue",
        globs: &["*.vue"],
        interpreters: &[],
        mention: Some(r"\bvue\b|\.vue\b"),
        dialect_of: None,
        example_file: "src/Example.vue",
        line_comments: &[],
        block_comment: Some(("<!--", "-->")),
        doc: None,
        tests: DOTTED_TEST_FILES,
        grammar: Grammar::None,
        function_case: FunctionCase::Lower,
        builtin_calls: &["alert", "eval"],
    },
    Spec {
        lang: Lang::Cpp,
        name: "cpp",
        aliases: &["c++", "cxx"],
        title: "C++",
        // A `.h` header is read as C++, whose grammar also parses C.
        globs: &[
            "*.cpp", "*.cc", "*.cxx", "*.c++", "*.h", "*.hpp", "*.hh", "*.hxx", "*.ipp",
        ],
        interpreters: &[],
        mention: Some(r"\bc\+\+|\bcpp\b|\.cpp\b|\.hpp\b"),
        dialect_of: None,
        example_file: "src/example.cpp",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: DOXYGEN,
        tests: AFFIXED_TEST_FILES,
        grammar: Grammar::Feature("lang-cpp"),
        function_case: FunctionCase::Any,
        builtin_calls: &["gets", "malloc", "printf", "sprintf", "strcat", "strcpy"],
    },
    Spec {
        lang: Lang::C,
        name: "c",
        aliases: &[],
        title: "C",
        globs: &["*.c"],
        interpreters: &[],
        // `C` only capitalised and followed by what it is ("C code", "C headers"), so neither
        // a letter in a list nor `C#`/`C++` (searched first) reads as C.
        mention: Some(concat!(
            r"(?-i:\bC (?:code|conventions?|files?|sources?|headers?|programs?|functions?|",
            r"librar(?:y|ies)|APIs?|extensions?|standard)\b|\b(?:ANSI C|C99|",
            r"C11|C17|C23)\b)|\.c\b",
        )),
        dialect_of: None,
        example_file: "src/example.c",
        line_comments: C_COMMENTS,
        block_comment: C_BLOCK,
        doc: DOXYGEN,
        tests: AFFIXED_TEST_FILES,
        grammar: Grammar::Feature("lang-c"),
        function_case: FunctionCase::Any,
        builtin_calls: &["gets", "malloc", "printf", "sprintf", "strcat", "strcpy"],
    },
    Spec {
        lang: Lang::Bash,
        name: "bash",
        aliases: &["sh", "shell"],
        title: "Bash",
        globs: &["*.sh", "*.bash"],
        interpreters: &["sh", "bash", "dash", "ash"],
        // Shell as the language code is written in, not the shell a command is typed into
        // ("run `make` in bash") nor a script one runs (`./build.sh`): a glob of its files is.
        mention: Some(r"\b(?:bash|shell|sh|zsh) (?:scripts?|code|files?|functions?)\b|\bshellcheck\b|\*\.(?:ba)?sh\b"),
        dialect_of: None,
        example_file: "scripts/example.sh",
        line_comments: HASH_COMMENTS,
        block_comment: None,
        doc: None,
        tests: AFFIXED_TEST_FILES,
        grammar: Grammar::Feature("lang-bash"),
        function_case: FunctionCase::Any,
        builtin_calls: &[],
    },
    Spec {
        lang: Lang::Lua,
        name: "lua",
        aliases: &[],
        title: "Lua",
        globs: &["*.lua"],
        interpreters: &["lua", "luajit"],
        mention: Some(r"\blua\b|\bluajit\b|\.lua\b"),
        dialect_of: None,
        example_file: "src/example.lua",
        line_comments: &["--"],
        block_comment: Some(("--[[", "]]")),
        doc: Some(Doc {
            name: "LuaDoc comment (`---`)",
            prefixes: &["---"],
        }),
        tests: AFFIXED_TEST_FILES,
        grammar: Grammar::Feature("lang-lua"),
        function_case: FunctionCase::Lower,
        builtin_calls: &["print"],
    },
    Spec {
        lang: Lang::Zig,
        name: "zig",
        aliases: &[],
        title: "Zig",
        globs: &["*.zig"],
        interpreters: &[],
        mention: Some(r"\bzig\b|\.zig\b"),
        dialect_of: None,
        example_file: "src/example.zig",
        line_comments: C_COMMENTS,
        block_comment: None,
        doc: Some(Doc {
            name: "doc comment (`///`)",
            prefixes: &["///"],
        }),
        // Zig's tests are `test` blocks beside the code, not files.
        tests: NO_TEST_FILES,
        grammar: Grammar::Feature("lang-zig"),
        function_case: FunctionCase::Lower,
        builtin_calls: &[],
    },
];

/// Extensions that do not tell which language a file is in (a `.h` header is C or C++).
pub const AMBIGUOUS_EXTENSIONS: &[&str] = &["h"];

/// Extensions of source code in languages the registry has no entry for. They count when
/// deciding which language a repository is written in: a Scala repository with three shell
/// scripts is not a shell repository (softwaremill/sttp-ai, round 12: a Scala import rule
/// read `*.sh`).
pub const UNREGISTERED_SOURCE_EXTENSIONS: &[&str] = &[
    "ada", "adb", "clj", "cljc", "cljs", "cr", "d", "el", "elm", "erl", "f90", "fs", "fsx", "groovy", "hrl", "hs",
    "hx", "jl", "lisp", "ml", "mli", "mm", "nim", "pas", "pl", "pm", "purs", "r", "rkt", "sc", "scala", "scm", "sol",
    "sv", "tcl", "v", "vb", "vhd", "vhdl",
];

impl Lang {
    /// Every language, in [`SPECS`]' order.
    pub const ALL: [Lang; SPECS.len()] = {
        let mut out = [Lang::Python; SPECS.len()];
        let mut i = 0;
        while i < SPECS.len() {
            out[i] = SPECS[i].lang;
            i += 1;
        }
        out
    };

    /// The language's row.
    pub const fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    /// The rule file's name for it (`csharp`).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// As prose writes it (`C#`).
    pub fn title(self) -> &'static str {
        self.spec().title
    }

    /// Its files (a structural rule's default `paths`).
    pub fn globs(self) -> &'static [&'static str] {
        self.spec().globs
    }

    /// The programs a `#!` line runs its scripts with.
    pub fn interpreters(self) -> &'static [&'static str] {
        self.spec().interpreters
    }

    /// Its doc-comment convention (`None`: it has none, as Bash).
    pub fn doc(self) -> Option<Doc> {
        self.spec().doc
    }

    /// Whether the tool has a grammar for it (built in or behind a cargo feature): the
    /// structural kinds can read it, in a build with that feature.
    pub fn is_structural(self) -> bool {
        self.spec().grammar != Grammar::None
    }

    /// The language an instruction means by this one: TypeScript for TSX, else itself.
    pub fn family(self) -> Lang {
        self.spec().dialect_of.unwrap_or(self)
    }

    /// The globs of the language and its dialects (TypeScript: `*.ts` … and `*.tsx`).
    pub fn family_globs(self) -> &'static [&'static str] {
        static GLOBS: LazyLock<Vec<Vec<&'static str>>> = LazyLock::new(|| {
            Lang::ALL
                .iter()
                .map(|&l| {
                    Lang::ALL
                        .iter()
                        .filter(|d| d.family() == l)
                        .flat_map(|d| d.globs().iter().copied())
                        .collect()
                })
                .collect()
        });
        &GLOBS[self as usize]
    }

    /// The language a rule's `language:` names (its name or an alias, any case): only a
    /// language with a grammar.
    pub fn from_name(name: &str) -> Option<Lang> {
        let name = name.to_ascii_lowercase();
        Lang::ALL.into_iter().filter(|l| l.is_structural()).find(|l| {
            let s = l.spec();
            s.name == name || s.aliases.contains(&name.as_str())
        })
    }

    /// The language called `name` by its title, name or an alias (any case), grammar or not.
    pub fn named(name: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| {
            let s = l.spec();
            s.title.eq_ignore_ascii_case(name)
                || s.name.eq_ignore_ascii_case(name)
                || s.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
        })
    }

    /// The language of a path by its extension, among the languages with a grammar (a C/C++
    /// `.h` header is read as C++, whose grammar also parses C).
    pub fn of_path(path: &str) -> Option<Lang> {
        Lang::of_extension(path).filter(|l| l.is_structural())
    }

    /// The language of a path by its extension, grammar or not.
    pub fn of_extension(path: &str) -> Option<Lang> {
        let ext = path.rsplit_once('.')?.1;
        Lang::ALL
            .into_iter()
            .find(|l| l.globs().iter().any(|g| g.strip_prefix("*.").is_some_and(|e| e == ext)))
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
        Lang::ALL
            .into_iter()
            .filter(|l| l.is_structural())
            .find(|l| l.interpreters().contains(&name))
    }

    /// Whether `path` is a test file by the language's convention (the name alone; a
    /// directory of tests is for the caller).
    pub fn is_test_file(self, path: &str) -> bool {
        let file = path.rsplit('/').next().unwrap_or(path);
        let stem = file.split('.').next().unwrap_or(file);
        let t = self.spec().tests;
        t.prefixes.iter().any(|p| stem.starts_with(p))
            // A class name's suffix (`Test`) needs a class name before it.
            || t.suffixes
                .iter()
                .any(|s| stem.ends_with(s) && (stem.len() > s.len() || s.starts_with('_')))
            || t.names.contains(&stem)
            || file.split('.').skip(1).any(|part| t.dotted.contains(&part))
    }

    /// JavaScript, TypeScript or TSX.
    pub fn is_js(self) -> bool {
        matches!(self, Lang::JavaScript | Lang::TypeScript | Lang::Tsx)
    }

    /// Whether TypeScript's constructs (`any`, `!`) exist in it.
    pub fn is_typescript(self) -> bool {
        self.family() == Lang::TypeScript
    }

    /// The grammar, when this build has it (`None` when its cargo feature is off, or the
    /// language has none).
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
            #[cfg(feature = "lang-elixir")]
            Lang::Elixir => Some(tree_sitter_elixir::LANGUAGE.into()),
            #[cfg(feature = "lang-lua")]
            Lang::Lua => Some(tree_sitter_lua::LANGUAGE.into()),
            #[cfg(feature = "lang-zig")]
            Lang::Zig => Some(tree_sitter_zig::LANGUAGE.into()),
            #[cfg(feature = "lang-dart")]
            Lang::Dart => Some(tree_sitter_dart::LANGUAGE.into()),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }
}

/// The rule-file names of the languages with a grammar, in documentation order.
pub static NAMES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .filter(|l| l.is_structural())
        .map(Lang::name)
        .collect()
});

/// Every name a rule's `language:` accepts (in any case): the names, then the aliases.
pub static LANG_NAMES: LazyLock<Vec<(&'static str, Lang)>> = LazyLock::new(|| {
    let structural = || Lang::ALL.into_iter().filter(|l| l.is_structural());
    structural()
        .map(|l| (l.name(), l))
        .chain(structural().flat_map(|l| l.spec().aliases.iter().map(move |a| (*a, l))))
        .collect()
});

/// Every file glob of the languages with a grammar (built in this build or not).
pub static STRUCTURAL_GLOBS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .filter(|l| l.is_structural())
        .flat_map(|l| l.globs().iter().copied())
        .collect()
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_enum_order_and_consistent() {
        for (i, spec) in SPECS.iter().enumerate() {
            assert_eq!(spec.lang as usize, i, "{} is out of order", spec.name);
            assert_eq!(spec.lang.spec().name, spec.name);
            assert_eq!(spec.name, spec.name.to_ascii_lowercase());
            assert!(!spec.globs.is_empty(), "{}", spec.name);
            assert_eq!(spec.mention.is_none(), spec.dialect_of.is_some(), "{}", spec.name);
            assert_eq!(Lang::of_extension(spec.example_file), Some(spec.lang), "{}", spec.name);
            if let Grammar::Feature(f) = spec.grammar {
                assert_eq!(f, format!("lang-{}", spec.lang.family().name()));
            }
        }
        let mut all: Vec<&str> = LANG_NAMES.iter().map(|(n, _)| *n).collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "a name or alias names two languages");
        let mut globs: Vec<&str> = SPECS.iter().flat_map(|s| s.globs.iter().copied()).collect();
        let n = globs.len();
        globs.sort_unstable();
        globs.dedup();
        assert_eq!(globs.len(), n, "a glob belongs to two languages");
    }

    #[test]
    fn names_extensions_shebangs_and_test_files() {
        assert_eq!(Lang::from_name("C#"), Some(Lang::CSharp));
        assert_eq!(Lang::from_name("vue"), None, "no grammar");
        assert_eq!(Lang::named("Vue"), Some(Lang::Vue));
        assert_eq!(Lang::named("c-sharp"), Some(Lang::CSharp));
        assert_eq!(Lang::of_path("src/App.vue"), None);
        assert_eq!(Lang::of_extension("src/App.vue"), Some(Lang::Vue));
        assert_eq!(Lang::Tsx.family_globs(), &[] as &[&str]);
        assert_eq!(Lang::TypeScript.family_globs(), ["*.ts", "*.mts", "*.cts", "*.tsx"]);
        assert!(Lang::Tsx.is_typescript() && !Lang::JavaScript.is_typescript());
        for (lang, path, test) in [
            (Lang::Python, "conftest.py", true),
            (Lang::Python, "pkg/testing.py", false),
            (Lang::Java, "StoreTest.java", true),
            (Lang::Java, "Test.java", false),
            (Lang::TypeScript, "a.spec.ts", true),
            (Lang::Rust, "test_utils.rs", true),
            (Lang::Rust, "src/testing.rs", false),
            (Lang::Ruby, "x_spec.rb", true),
        ] {
            assert_eq!(lang.is_test_file(path), test, "{path}");
        }
    }
}

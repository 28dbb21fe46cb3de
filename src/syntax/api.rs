//! Which definitions are a module's public API, by each language's convention, for
//! `require-docstring`: visibility of the name (`lang::is_public`), plus what the convention
//! says about where it sits. Test files and test functions are never API; in Python neither
//! are nested functions nor anything in a private module (`_x.py`, `_pkg/`; `__init__.py` and
//! `__main__.py` are not private); in Rust nothing inside a `#[cfg(test)]` module.

use tree_sitter::Node;

use super::lang::{self, Definition, Target};
use super::{Lang, Parsed};

/// Whether `d`, defined in the file at `path`, is public API.
pub fn is_public_api(p: &Parsed, path: &str, d: &Definition<'_>) -> bool {
    if d.target == Target::TestFunction
        || is_test_path(p.lang, path)
        || outside_the_shipped_code(path)
        || !lang::is_public(p, d)
    {
        return false;
    }
    if inside(d.node, enclosing_functions(p.lang)) {
        return false;
    }
    match p.lang {
        Lang::Python => !in_private_module(path) && !in_private_class(p, d.node),
        Lang::Rust => !in_cfg_test_module(p, d.node) && !in_private_rust_container(p, d.node),
        _ => true,
    }
}

/// The node kinds of a language's functions, methods and closures: a definition inside one
/// is local to it, never public API, whatever its modifiers say (Axl-Lvy/TarotMeter, round
/// 79: a Kotlin helper declared in a function's body was asked for KDoc).
fn enclosing_functions(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Python => &["function_definition"],
        Lang::Rust => &["function_item", "closure_expression"],
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => &[
            "function_declaration",
            "function_expression",
            "arrow_function",
            "method_definition",
            "generator_function_declaration",
            "generator_function",
        ],
        Lang::Go => &["function_declaration", "method_declaration", "func_literal"],
        Lang::Kotlin => &["function_declaration", "lambda_literal", "anonymous_function"],
        Lang::Java => &["method_declaration", "constructor_declaration", "lambda_expression"],
        Lang::CSharp => &[
            "method_declaration",
            "constructor_declaration",
            "local_function_statement",
            "lambda_expression",
        ],
        Lang::Swift => &["function_declaration", "lambda_literal"],
        Lang::Php => &[
            "function_definition",
            "method_declaration",
            "anonymous_function",
            "arrow_function",
        ],
        Lang::C | Lang::Cpp => &["function_definition", "lambda_expression"],
        _ => &[],
    }
}

/// Test code by the language's file conventions (`crate::language::TestFiles`: Python
/// `test_*.py`, `*_test.py`, `conftest.py`; Go `*_test.go`; JavaScript/TypeScript `*.test.*`,
/// `*.spec.*`; Java, Kotlin, C#, Swift and PHP `*Test`, `*Tests`, `*Spec`, `*IT`; Ruby, Bash, C
/// and C++ `test_*`, `*_test`, `*_spec`, `*_unittest`), and for every language a directory of
/// tests (`tests/`, `spec/`, `__tests__/`, `uv-test/` …).
pub fn is_test_path(lang: Lang, path: &str) -> bool {
    let mut parts = path.split('/');
    let file = parts.next_back().unwrap_or("");
    parts.any(is_test_directory) || lang.is_test_file(file)
}

/// Whether `node` of the file at `path` is test code: a test file by the language's
/// convention ([`is_test_path`]), or inside a test definition of an ordinary file: a Rust
/// `#[cfg(test)]` module or `#[test]`-attributed function, a Python `test*` function or
/// `Test*` class, a Go `Test*`/`Benchmark*`/`Fuzz*`/`Example*` function, a test method of
/// Java/Kotlin (`@Test`), C# (`[Test]`, `[Fact]`, `[Theory]`), Swift (`test*`, `@Test`), PHP
/// (`test*`) or Ruby (`test_*`).
pub fn in_test_code(p: &Parsed, path: &str, node: Node<'_>) -> bool {
    if is_test_path(p.lang, path) {
        return true;
    }
    let name = |n: Node<'_>| n.child_by_field_name("name").map_or("", |name| p.source(name));
    let mut ancestor = node.parent();
    while let Some(a) = ancestor {
        let test = match (p.lang, a.kind()) {
            (Lang::Rust, "function_item") => lang::has_test_attribute(p, a) || has_cfg_test(p, a),
            // `#[cfg(test)] mod tests`, `#[cfg(test)] impl Store { … }`, a file of test code
            // (`#![cfg(test)]`): rustfs/rustfs (round 22) flagged `unwrap()` in all three.
            (Lang::Rust, "source_file") => file_is_cfg_test(p),
            (Lang::Rust, _) => has_cfg_test(p, a),
            (Lang::Python, "function_definition") => name(a).starts_with("test"),
            (Lang::Python, "class_definition") => name(a).starts_with("Test"),
            (Lang::Go, "function_declaration") => ["Test", "Benchmark", "Fuzz", "Example"]
                .iter()
                .any(|pre| name(a).starts_with(pre)),
            (l, _) if super::others::covers(l) => super::others::definitions(p, a)
                .iter()
                .any(|d| d.target == Target::TestFunction),
            _ => false,
        };
        if test {
            return true;
        }
        ancestor = a.parent();
    }
    false
}

/// Whether `dir` (a directory of the repository, `/`-separated) is or lies in a directory of
/// tests (`e2e`, `packages/app/tests`).
pub fn is_test_directory_path(dir: &str) -> bool {
    dir.split('/').any(is_test_directory)
}

/// Examples and samples (microsoft/vs-streamjsonrpc, round 90: a documentation snippet under
/// `samples/` was asked for a doc comment), benchmarks and scripts sit beside a package
/// without being its API; so do build
/// scripts (Gradle's `*.gradle.kts` and its `buildSrc`/`build-logic` plugins: Axl-Lvy/TarotMeter,
/// round 79, where a `precompile.gradle.kts` helper was asked for KDoc; Cargo's `build.rs`).
fn outside_the_shipped_code(path: &str) -> bool {
    let mut parts = path.split('/');
    let file = parts.next_back().unwrap_or("");
    let build_script = file.ends_with(".gradle.kts") || file.ends_with(".gradle") || file == "build.rs";
    build_script
        || parts.any(|dir| {
            matches!(
                dir,
                "examples"
                    | "example"
                    | "samples"
                    | "sample"
                    | "benches"
                    | "bench"
                    | "benchmark"
                    | "benchmarks"
                    | "scripts"
                    | "buildSrc"
                    | "build-logic"
            )
        })
}

/// A directory of tests or test support: `test`, `tests`, `__tests__`, `spec`, `testdata`,
/// `fixtures`, end-to-end suites (`e2e`, `cypress`, `detox`), and a package named for tests
/// (`uv-test`, `test_utils`), and the capitalised names of .NET test projects, Swift packages and
/// Gradle source sets (`ReactiveUI.Tests`, `Tests/`, `androidTest`, `commonTest`). Not `testing`: a
/// library's `testing` module (`numpy.testing`) is public API; not `latest` or `contest`.
fn is_test_directory(dir: &str) -> bool {
    TEST_DIRECTORIES.contains(&dir)
        || ["-test", "_test", "-tests", "_tests", "Test", "Tests"]
            .iter()
            .any(|suffix| dir.ends_with(suffix))
        || ["test-", "test_", "tests-", "tests_"]
            .iter()
            .any(|prefix| dir.starts_with(prefix))
}

/// Directory names of tests and test support. `compile::recognize::TEST_GLOBS` holds the same
/// names as globs (mattermost/mattermost-mobile, round 14: 224 of 227 flags of a logging rule
/// were in its `detox/` end-to-end suite, and a fake password in `e2e/` read as a secret).
pub const TEST_DIRECTORIES: &[&str] = &[
    "__fixtures__",
    "__mocks__",
    "__tests__",
    "cypress",
    "detox",
    "e2e",
    "fixtures",
    "spec",
    "test",
    "testdata",
    "tests",
];

/// A Python module or package whose name starts with one `_` (not a dunder like `__init__`).
fn in_private_module(path: &str) -> bool {
    path.split('/').any(|part| {
        let name = part
            .strip_suffix(".pyi")
            .or_else(|| part.strip_suffix(".py"))
            .unwrap_or(part);
        name.starts_with('_') && !(name.starts_with("__") && name.ends_with("__"))
    })
}

fn inside(node: Node<'_>, kinds: &[&str]) -> bool {
    lang::ancestor(node, kinds).is_some()
}

/// Inside a Python class whose name starts with `_`: its methods are no public API, as
/// pydocstyle reads "public method" (one-covenant/grail, round 75).
fn in_private_class(p: &Parsed, node: Node<'_>) -> bool {
    let mut n = node.parent();
    while let Some(a) = n {
        if a.kind() == "class_definition"
            && a.child_by_field_name("name")
                .is_some_and(|name| p.source(name).starts_with('_'))
        {
            return true;
        }
        n = a.parent();
    }
    false
}

/// Inside a Rust `mod { … }` that is not `pub`, or an inherent `impl` of a type the file
/// declares without `pub`: rustc's `missing_docs` asks documentation only of what the crate
/// exports, and a `pub fn` there is not reachable from outside (`pub(crate)` no more than
/// none). A type declared in another file is taken as public.
fn in_private_rust_container(p: &Parsed, node: Node<'_>) -> bool {
    let mut n = node.parent();
    while let Some(a) = n {
        let private = match a.kind() {
            "mod_item" => !lang::rust_is_pub(p, a),
            "impl_item" if a.child_by_field_name("trait").is_none() => a
                .child_by_field_name("type")
                .is_some_and(|ty| rust_type_is_private(&p.text, rust_type_name(p.source(ty)))),
            _ => false,
        };
        if private {
            return true;
        }
        n = a.parent();
    }
    false
}

/// The name of the type an `impl` is for: `Store<T>` → `Store`, `crate::db::Store` → `Store`.
fn rust_type_name(ty: &str) -> &str {
    let ty = ty.split('<').next().unwrap_or(ty).trim();
    ty.rsplit("::").next().unwrap_or(ty)
}

/// Whether `text` declares the type `name` (`struct`, `enum`, `union`, `type`), and none of
/// its declarations is `pub`. Read from the text: a tree of the touched items does not hold
/// the declaration when the change leaves it alone.
fn rust_type_is_private(text: &str, name: &str) -> bool {
    let mut declared = false;
    for line in text.lines().map(str::trim_start) {
        let (public, rest) = match line.strip_prefix("pub") {
            Some(rest) if rest.starts_with(char::is_whitespace) => (true, rest.trim_start()),
            Some(rest) if rest.starts_with('(') => (false, rest.split_once(')').map_or("", |(_, r)| r).trim_start()),
            _ => (false, line),
        };
        let declares = ["struct", "enum", "union", "type"].iter().any(|keyword| {
            rest.strip_prefix(keyword)
                .filter(|r| r.starts_with(char::is_whitespace))
                .map(str::trim_start)
                .and_then(|r| r.strip_prefix(name))
                .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        });
        if declares && public {
            return false;
        }
        declared |= declares;
    }
    declared
}

/// Inside a Rust `mod` carrying `#[cfg(test)]`.
fn in_cfg_test_module(p: &Parsed, node: Node<'_>) -> bool {
    let mut n = node.parent();
    while let Some(a) = n {
        if a.kind() == "mod_item" && has_cfg_test(p, a) {
            return true;
        }
        n = a.parent();
    }
    false
}

/// A Rust item carrying `#[cfg(test)]` among its attributes.
fn has_cfg_test(p: &Parsed, item: Node<'_>) -> bool {
    let mut prev = item.prev_sibling();
    while let Some(attr) = prev.filter(|s| s.kind() == "attribute_item") {
        if is_cfg_test(p.source(attr)) {
            return true;
        }
        prev = attr.prev_sibling();
    }
    false
}

/// A file compiled only for tests: an inner `#![cfg(test)]` before its first item. Read from
/// the text, since a tree of the touched items alone does not hold the file's head.
fn file_is_cfg_test(p: &Parsed) -> bool {
    p.text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .take_while(|l| l.starts_with("#!["))
        .any(is_cfg_test)
}

/// `#[cfg(test)]`, `#[cfg(all(test, feature = "x"))]`, `#[cfg(any(test, feature =
/// "test-util"))]`: an item compiled for tests (and test support), `test` being one of the
/// predicate's options; `#[cfg(not(test))]` is the opposite.
fn is_cfg_test(attribute: &str) -> bool {
    let compact: String = attribute.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(at) = compact.find("cfg(") else {
        return false;
    };
    let predicate = &compact[at + 3..];
    !predicate.contains("not(test")
        && predicate
            .match_indices("test")
            .any(|(i, _)| predicate[..i].ends_with(['(', ',']) && predicate[i + 4..].starts_with([')', ',']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_code_compiled_for_tests_is_test_code() {
        for (attribute, test) in [
            ("#[cfg(test)]", true),
            ("#[cfg( test )]", true),
            ("#![cfg(test)]", true),
            ("#[cfg(any(test, feature = \"test-util\"))]", true),
            ("#[cfg(any(feature = \"x\", test))]", true),
            ("#[cfg(all(test, feature = \"test-util\"))]", true),
            ("#[cfg(not(test))]", false),
            ("#[cfg(feature = \"testing\")]", false),
            ("#[derive(Debug)]", false),
        ] {
            assert_eq!(is_cfg_test(attribute), test, "{attribute}");
        }
    }

    #[test]
    fn test_paths_and_private_modules() {
        for (lang, path) in [
            (Lang::Python, "tests/helpers.py"),
            (Lang::Python, "pkg/test_io.py"),
            (Lang::Python, "pkg/io_test.py"),
            (Lang::Python, "conftest.py"),
            (Lang::Go, "pkg/io_test.go"),
            (Lang::TypeScript, "src/io.test.ts"),
            (Lang::JavaScript, "src/__tests__/io.js"),
            (Lang::Rust, "tests/cli.rs"),
            (Lang::Rust, "crates/uv-test/src/lib.rs"),
            (Lang::Python, "pkg/test_utils/http.py"),
            (Lang::Go, "internal/testdata/x.go"),
            (Lang::TypeScript, "detox/e2e/support/server.ts"),
            (Lang::TypeScript, "apps/web/e2e/login.ts"),
            // A Rust test module in a file of its own (`#[cfg(test)] mod tests;`).
            (Lang::Rust, "gix-config/src/parse/tests.rs"),
            (Lang::Rust, "src/parser_tests.rs"),
            // .NET test projects, Swift packages, Gradle source sets (reactiveui/ReactiveUI, round 16).
            (Lang::CSharp, "src/ReactiveUI.Tests/Platforms/Fixture.cs"),
            (Lang::Swift, "Tests/OpenSwiftUITests/ViewTests.swift"),
            (Lang::Kotlin, "app/src/androidTest/java/x/Flow.kt"),
        ] {
            assert!(is_test_path(lang, path), "{path}");
        }
        assert!(!is_test_path(Lang::Python, "pkg/testing.py"));
        assert!(!is_test_path(Lang::Python, "numpy/testing/utils.py"));
        assert!(!is_test_path(Lang::Rust, "crates/latest/src/lib.rs"));
        assert!(!is_test_path(Lang::Rust, "src/contests.rs"));
        assert!(!is_test_path(Lang::TypeScript, "src/latest.ts"));
        assert!(!is_test_path(Lang::CSharp, "src/Latest/Contest.cs"));
        // The compiler's test globs name the same directories.
        for dir in TEST_DIRECTORIES {
            assert!(
                crate::compile::recognize::TEST_GLOBS.contains(&format!("**/{dir}/**").as_str()),
                "{dir}"
            );
        }
        for suffix in ["Test", "Tests"] {
            let glob = format!("**/*{suffix}/**");
            assert!(crate::compile::recognize::TEST_GLOBS.contains(&glob.as_str()), "{glob}");
        }
        assert!(in_private_module("pkg/_impl.py") && in_private_module("_vendor/x.py"));
        assert!(!in_private_module("pkg/__init__.py") && !in_private_module("pkg/api.py"));
    }
}

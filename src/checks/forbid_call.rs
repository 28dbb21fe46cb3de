//! `forbid-call`
//!
//! **What it checks:** no call the change adds has a callee in `callees`: a name (`print`,
//! `eval`), a dotted path (`os.getenv`), a prefix (`subprocess.*`), a method on anything
//! (`.unwrap`, `.then`), a Rust macro (`println!`), a constructor (`new Date`). Files matching
//! `allow-in` (tests, scripts) are exempt. Calls inside strings and comments are not calls. In
//! Java, C#, Kotlin, C, C++, Ruby, PHP, Swift and Elixir a callee is written as in the source
//! (`System.out.println`, `std::move`, `File.open`, `$this->log`, `Foo::bar`, `IO.inspect`);
//! Lua's `obj:method` as `obj.method`; a Zig builtin with its `@` (`@panic`); a Dart cascade's
//! call with its target (`list..add(x)` as `list.add`), a Dart call without its type
//! arguments (`xs.cast<int>()` as `xs.cast`), a Dart `new Foo()` or `const Foo()` as `new Foo`;
//! a Bash call is a command (`eval`, `curl`).
//!
//! **Why:** "never call `os.getenv` outside config", "no `unwrap()` outside tests", "don't
//! use `console.log`", "no `eval`" — a regex over lines also fires on `"print(…)"` in a string
//! or a comment; a syntax tree does not.
//!
//! **Example rule:** `check: { kind: forbid-call, callees: [".unwrap", "panic!"], allow-in: ["tests/**"] }`
//!
//! **Example violation:** an added `let v = x.unwrap();` — "call to `x.unwrap` (forbidden:
//! `.unwrap`)".

use super::Finding;
use super::analysis::Shared;
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::structural;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader, PathMatcher};
use crate::ruleset::spec::{Key, KindSpec, Type};
use crate::syntax::Lang;
use crate::syntax::lang;

pub const SPEC: KindSpec = KindSpec {
    name: "forbid-call",
    source: include_str!("forbid_call.rs"),
    keys: &[
        Key::new(
            "callees",
            Type::Strings,
            "The calls to forbid: a name (`print`), a dotted path (`os.getenv`), a prefix (`subprocess.*`), a method \
             (`.unwrap`), a macro (`println!`), a constructor (`new Date`).",
        )
        .required(),
        Key::new(
            "allow-in",
            Type::Globs,
            "Files where the calls are allowed (tests, scripts).",
        ),
        structural::SKIP_TESTS,
        structural::LANGUAGE,
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(ForbidCall);

#[derive(Debug, Clone)]
pub struct ForbidCall {
    callees: Vec<String>,
    allow_in: Option<PathMatcher>,
    skip_tests: bool,
    pub(super) language: Option<Lang>,
    pub(super) prefilter: Prefilter,
}

/// What a call to a callee `pattern` names needs on the text: the first name of the callee
/// starts the callee node (on an added line); the last name (a method at the end of a chain
/// split over lines) may come later.
fn callee_need(pattern: &str) -> Vec<Lit> {
    if let Some(method) = pattern.strip_prefix('.') {
        return segments(method)
            .last()
            .map(|m| vec![Lit::word(m, Scope::Tail)])
            .unwrap_or_default();
    }
    let path = pattern.strip_prefix("new ").unwrap_or(pattern);
    let path = path.strip_suffix(".*").unwrap_or(path);
    let names = segments(path);
    let mut need = Vec::new();
    if let Some(first) = names.first() {
        need.push(Lit::word(first, Scope::Added));
    }
    if names.len() > 1
        && let Some(last) = names.last()
    {
        need.push(Lit::word(last, Scope::Tail));
    }
    need
}

/// The names of a dotted or `::` path, a macro's `!` dropped.
fn segments(path: &str) -> Vec<&str> {
    path.split("::")
        .flat_map(|s| s.split('.'))
        .map(|s| s.trim().trim_end_matches('!'))
        .filter(|s| !s.is_empty())
        .collect()
}

/// Whether `callee` (as written, whitespace removed) is what `pattern` names.
pub fn callee_matches(pattern: &str, callee: &str) -> bool {
    if let Some(method) = pattern.strip_prefix('.') {
        return callee
            .rsplit_once(['.', ':', '>'])
            .is_some_and(|(recv, m)| !recv.is_empty() && m == method)
            || callee.ends_with(&format!("?.{method}"));
    }
    if let Some(prefix) = pattern.strip_suffix(".*") {
        return callee.starts_with(&format!("{prefix}.")) || callee.starts_with(&format!("{prefix}::"));
    }
    callee == pattern || callee == pattern.replace("::", ".") || pattern.replace('.', "::") == callee
}

impl ForbidCall {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<ForbidCall> {
        let span = map.span();
        let callees = map.take("callees").and_then(|n| d.strings(n, "`callees`"));
        let allow_in = map
            .take("allow-in")
            .and_then(|n| d.strings(n, "`allow-in`"))
            .and_then(|g| d.globs(&g, "`allow-in`"));
        let skip_tests = structural::skip_tests(&mut map, d);
        let language = structural::language(&mut map, d);
        map.finish(d, "a `forbid-call` check", &SPEC.known_keys());
        let Some(callees) = callees.filter(|c| !c.is_empty()) else {
            structural::missing(d, span, "forbid-call", "callees");
            return None;
        };
        let callees: Vec<String> = callees
            .into_iter()
            .map(|c| c.value.trim().trim_end_matches("()").to_owned())
            .collect();
        let need = Need::any_of(callees.iter().map(|c| callee_need(c)).collect());
        Some(ForbidCall {
            callees,
            allow_in,
            skip_tests,
            language: language?,
            prefilter: Prefilter::new(|_| need.clone()),
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        if self.allow_in.as_ref().is_some_and(|a| a.is_match(&file.path)) {
            return;
        }
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            a.each_node(|node| {
                let Some((callee, callee_node)) = lang::callee(parsed, node) else {
                    return;
                };
                if !parsed.is_added(callee_node) || structural::spared(self.skip_tests, file, parsed, node) {
                    return;
                }
                if let Some(pattern) = self.callees.iter().find(|p| callee_matches(p, &callee)) {
                    sink.push(structural::at(
                        file,
                        parsed,
                        callee_node,
                        format!("call to `{callee}` (forbidden: `{pattern}`)"),
                        "forbidden call",
                    ));
                }
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};
    use super::callee_matches;

    #[test]
    fn callee_patterns() {
        assert!(callee_matches("print", "print") && !callee_matches("print", "logger.print"));
        assert!(callee_matches("os.getenv", "os.getenv") && !callee_matches("os.getenv", "myos.getenv"));
        assert!(callee_matches("subprocess.*", "subprocess.run") && !callee_matches("subprocess.*", "subprocess"));
        assert!(callee_matches(".unwrap", "x.unwrap") && callee_matches(".unwrap", "foo().bar.unwrap"));
        assert!(!callee_matches(".unwrap", "unwrap") && !callee_matches(".unwrap", "x.unwrap_or"));
        assert!(callee_matches("std::process::exit", "std::process::exit"));
    }

    #[test]
    fn calls_not_strings_and_allow_in() {
        let c = check(
            "kind: forbid-call\ncallees: [print, 'os.getenv', '.unwrap', 'println!', 'console.log']\nallow-in: ['tests/**']\n",
        );
        let py = "print('x')\ns = 'print(1)'  # print(2)\nv = os.getenv('A')\n";
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            [
                "call to `print` (forbidden: `print`)",
                "call to `os.getenv` (forbidden: `os.getenv`)"
            ]
        );
        assert!(run(&c, &[], &[("tests/a.py", "print(1)\n")], None).is_empty());
        let rs = "fn f() {\n    let v = x.unwrap();\n    let w = x.unwrap_or(1);\n    println!(\"{}\", v);\n}\n";
        assert_eq!(
            run(&c, &[], &[("a.rs", rs)], None),
            [
                "call to `x.unwrap` (forbidden: `.unwrap`)",
                "call to `println!` (forbidden: `println!`)"
            ]
        );
        assert_eq!(
            run(
                &c,
                &[],
                &[("a.ts", "console.log(1);\nconst s = \"console.log(2)\";\n")],
                None
            ),
            ["call to `console.log` (forbidden: `console.log`)"]
        );
        // Pre-existing calls are not the committer's.
        let before = [("a.py", "print(1)\n")];
        assert!(run(&c, &before, &[("a.py", "print(1)\nx = 2\n")], None).is_empty());
    }

    /// broxus/nekoton_bridge (round 107): a Dart method called with type arguments
    /// (`xs.cast<int>()`) is a call of `xs.cast`; the rule had never met it.
    #[cfg(feature = "lang-dart")]
    #[test]
    fn a_dart_call_with_type_arguments_is_a_call_of_its_name() {
        let c = check("kind: forbid-call\ncallees: ['.cast']\n");
        let dart = "void f(List<Object> xs) {\n  final a = xs.cast<int>();\n  final b = Map<String, int>.from(m);\n}\n";
        assert_eq!(
            run(&c, &[], &[("lib/a.dart", dart)], None),
            ["call to `xs.cast` (forbidden: `.cast`)"]
        );
    }

    #[test]
    fn a_rust_call_with_a_turbofish_is_a_call_of_its_path() {
        let c = check("kind: forbid-call\ncallees: ['Vec::new', 'iter::empty', '.collect']\n");
        let rs = "fn f() {\n    let v = Vec::<u8>::new();\n    let e = iter::empty::<Vec<u8>>();\n    let c = xs.collect::<Vec<_>>();\n}\n";
        assert_eq!(
            run(&c, &[], &[("src/a.rs", rs)], None),
            [
                "call to `Vec::new` (forbidden: `Vec::new`)",
                "call to `iter::empty` (forbidden: `iter::empty`)",
                "call to `xs.collect` (forbidden: `.collect`)"
            ]
        );
    }

    #[test]
    fn skip_tests_spares_test_code_in_ordinary_files() {
        let rs = concat!(
            "fn f() -> u8 {\n    x.unwrap()\n}\n\n#[cfg(test)]\nmod tests {\n",
            "    fn g() {\n        y.unwrap();\n    }\n}\n\n#[test]\n",
            "fn t() {\n    z.unwrap();\n}\n",
        );
        let py = "def f():\n    print(1)\n\ndef test_f():\n    print(2)\n\nclass TestF:\n    def g(self):\n        print(3)\n";
        let go = "package a\n\nfunc F() { panic(1) }\n\nfunc TestF(t *testing.T) { panic(2) }\n";
        let skipping = check("kind: forbid-call\ncallees: ['.unwrap', print, panic]\nskip-tests: true\n");
        let all = check("kind: forbid-call\ncallees: ['.unwrap', print, panic]\n");
        for (path, text, first, calls) in [
            ("src/a.rs", rs, "x.unwrap", 3),
            ("a.py", py, "print", 3),
            ("a.go", go, "panic", 2),
        ] {
            let found = run(&skipping, &[], &[(path, text)], None);
            assert_eq!(
                found,
                [format!(
                    "call to `{first}` (forbidden: `{}`)",
                    if first == "x.unwrap" { ".unwrap" } else { first }
                )],
                "{path}"
            );
            assert_eq!(run(&all, &[], &[(path, text)], None).len(), calls, "{path}");
        }
        assert!(run(&skipping, &[], &[("tests/cli.rs", "fn f() { x.unwrap(); }\n")], None).is_empty());
    }

    #[test]
    fn skip_tests_spares_every_rust_item_compiled_for_tests() {
        // rustfs/rustfs (round 22): test helpers in `#[cfg(test)] impl` blocks, items behind
        // `cfg(any(test, feature = "test-util"))` and files of test code (`#![cfg(test)]`).
        let skipping = check("kind: forbid-call\ncallees: ['.unwrap']\nskip-tests: true\n");
        let rs = concat!(
            "struct S;\n\n#[cfg(test)]\nimpl S {\n    fn helper() {\n        a.unwrap();\n    }\n}\n\n",
            "#[cfg(any(test, feature = \"test-util\"))]\npub fn hook() {\n    b.unwrap();\n}\n\n",
            "#[cfg(not(test))]\nfn real() {\n    c.unwrap();\n}\n",
        );
        assert_eq!(
            run(&skipping, &[], &[("src/s.rs", rs)], None),
            ["call to `c.unwrap` (forbidden: `.unwrap`)"]
        );
        let file = "//! Helpers for tests.\n#![cfg(test)]\n\nfn f() {\n    d.unwrap();\n}\n";
        assert!(run(&skipping, &[], &[("src/helpers.rs", file)], None).is_empty());
    }
}

//! Code of each grammar for the examples the structural recognizers attach to their rules:
//! an example file, a line no rule objects to, a call, the same callee only mentioned (in a
//! comment and a string), an import, a local import. One table per question, keyed by the
//! grammar (`syntax::Lang`), so a recognizer that targets a language gets valid code of it,
//! and a language without a sample is not targeted (the rule could not show what it does).

use crate::syntax::Lang;

/// The example file of a language (the registry's).
pub fn file(lang: Lang) -> &'static str {
    lang.spec().example_file
}

/// The grammar of an example file (by its extension).
pub fn lang_of(file: &str) -> Lang {
    Lang::of_path(file).unwrap_or(Lang::Python)
}

/// A line of valid code that no structural rule objects to.
pub fn neutral(lang: Lang) -> &'static str {
    match lang {
        Lang::Rust => "fn ok() {}\n",
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx | Lang::Vue => "const ok = 1;\n",
        Lang::Dart => "var ok = 1;\n",
        Lang::Go => "package x\n",
        // An interface: no class for `non-sealed-class`, one type for `one-type-per-file`.
        Lang::Java | Lang::CSharp => "interface Ok {}\n",
        Lang::Kotlin => "val ok = 1\n",
        Lang::C | Lang::Cpp => "int ok = 1;\n",
        Lang::Php => "<?php\n$ok = 1;\n",
        Lang::Swift => "let ok = 1\n",
        Lang::Bash => "ok=1\n",
        Lang::Python | Lang::Ruby | Lang::Elixir => "ok = 1\n",
        Lang::Lua => "local ok = 1\n",
        Lang::Zig => "const ok = 1;\n",
    }
}

/// A call of `callee` (as written: `name`, `a.b`, `a::b`, `name!` for a Rust macro), with
/// `receiver` before it (`value.` for a method), where the language allows a call: in a
/// function body, or a Bash command line. `None` where the callee cannot be written so.
pub fn call(lang: Lang, receiver: &str, callee: &str) -> Option<String> {
    // `wait_for()` as the instruction writes it is the callee `wait_for`.
    let c = callee.strip_suffix("()").unwrap_or(callee);
    Some(match lang {
        Lang::Rust if c.ends_with('!') => format!("fn f() {{\n    {c}(\"x\");\n}}\n"),
        Lang::Rust => format!("fn f() {{\n    let v = {receiver}{c}();\n}}\n"),
        Lang::Go => format!("package x\n\nfunc f() {{\n\t{receiver}{c}()\n}}\n"),
        _ if c.ends_with('!') => return None,
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => format!("{receiver}{c}(x);\n"),
        Lang::Python | Lang::Ruby | Lang::Elixir => format!("{receiver}{c}(x)\n"),
        Lang::Dart => format!("void f() {{\n  {receiver}{c}(x);\n}}\n"),
        Lang::Lua => format!("function f()\n  {receiver}{c}(x)\nend\n"),
        Lang::Zig => format!("fn f() void {{\n    {receiver}{c}(x);\n}}\n"),
        Lang::Java => format!("class Example {{\n    void f() {{\n        {receiver}{c}(x);\n    }}\n}}\n"),
        Lang::CSharp => format!("class Example\n{{\n    void F()\n    {{\n        {receiver}{c}(x);\n    }}\n}}\n"),
        Lang::Kotlin => format!("fun f() {{\n    {receiver}{c}(x)\n}}\n"),
        Lang::Swift => format!("func f() {{\n    {receiver}{c}(x)\n}}\n"),
        Lang::C => format!("void f(void) {{\n    {receiver}{c}(x);\n}}\n"),
        Lang::Cpp => format!("void f() {{\n    {receiver}{c}(x);\n}}\n"),
        // PHP writes a method call `$value->name`, a static one `A::name`.
        Lang::Php if c.contains('.') => return None,
        Lang::Php if receiver.is_empty() => format!("<?php\n{c}($x);\n"),
        Lang::Php => format!("<?php\n$value->{c}($x);\n"),
        // A Bash call is a command: a word.
        Lang::Bash if receiver.is_empty() && is_word(c) => format!("{c} x\n"),
        Lang::Bash | Lang::Vue => return None,
    })
}

fn is_word(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "_-".contains(c))
}

/// `text` only mentioned: in a comment and in a string.
pub fn mention(lang: Lang, text: &str) -> String {
    match lang {
        Lang::Python => format!("s = '{text}'  # {text}\n"),
        Lang::Go => format!("package x\n\n// {text} is mentioned only\nvar s = \"{text}\"\n"),
        Lang::Rust => format!("// {text} is mentioned only\nconst S: &str = \"{text}\";\n"),
        Lang::Java => format!("class Example {{\n    // {text} is mentioned only\n    String s = \"{text}\";\n}}\n"),
        Lang::CSharp => format!("class Example\n{{\n    // {text} is mentioned only\n    string s = \"{text}\";\n}}\n"),
        Lang::Kotlin => format!("// {text} is mentioned only\nval s = \"{text}\"\n"),
        Lang::Swift => format!("// {text} is mentioned only\nlet s = \"{text}\"\n"),
        Lang::C | Lang::Cpp => format!("// {text} is mentioned only\nconst char *s = \"{text}\";\n"),
        Lang::Ruby | Lang::Elixir => format!("# {text} is mentioned only\ns = \"{text}\"\n"),
        Lang::Dart => format!("// {text} is mentioned only\nvar s = '{text}';\n"),
        Lang::Lua => format!("-- {text} is mentioned only\nlocal s = \"{text}\"\n"),
        Lang::Zig => format!("// {text} is mentioned only\nconst s = \"{text}\";\n"),
        Lang::Php => format!("<?php\n// {text} is mentioned only\n$s = '{text}';\n"),
        Lang::Bash => format!("# {text} is mentioned only\ns='{text}'\n"),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx | Lang::Vue => {
            format!("// {text} is mentioned only\nconst s = \"{text}\";\n")
        }
    }
}

/// An import of `module` at the top of a file.
pub fn import(lang: Lang, module: &str) -> String {
    match lang {
        Lang::Python => format!("import {module}\n"),
        Lang::Rust => format!("use {module};\n"),
        Lang::Go => format!("package x\n\nimport \"{module}\"\n"),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx | Lang::Vue => format!("import x from '{module}';\n"),
        Lang::Dart => format!("import '{module}';\n"),
        Lang::Lua => format!("local x = require(\"{module}\")\n"),
        Lang::Zig => format!("const x = @import(\"{module}\");\n"),
        Lang::Java => format!("import {module};\n"),
        Lang::Kotlin | Lang::Swift | Lang::Elixir => format!("import {module}\n"),
        Lang::CSharp => format!("using {module};\n"),
        Lang::C | Lang::Cpp => format!("#include <{module}>\n"),
        Lang::Ruby => format!("require \"{module}\"\n"),
        Lang::Php => format!("<?php\nuse {module};\n"),
        Lang::Bash => format!("source {module}\n"),
    }
}

/// An import inside a function, and the same import at the top: `None` where the language
/// has no local imports (Java, C#, Kotlin, Swift and Go import at the top only).
pub fn local_import(lang: Lang) -> Option<(&'static str, &'static str)> {
    Some(match lang {
        Lang::Python => (
            "def f():\n    import json\n    return json\n",
            "import json\n\ndef f():\n    return json\n",
        ),
        Lang::Rust => ("fn f() {\n    use std::fmt;\n}\n", "use std::fmt;\n\nfn f() {}\n"),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => (
            "function f() {\n  const fs = require('fs');\n}\n",
            "const fs = require('fs');\n\nfunction f() {}\n",
        ),
        Lang::Ruby => ("def f\n  require \"json\"\nend\n", "require \"json\"\n\ndef f\nend\n"),
        Lang::Php => (
            "<?php\nfunction f() {\n    require 'lib.php';\n}\n",
            "<?php\nrequire 'lib.php';\n\nfunction f() {}\n",
        ),
        Lang::Bash => ("f() {\n  source lib.sh\n}\n", "source lib.sh\n\nf() {\n  true\n}\n"),
        Lang::Lua => (
            "function f()\n  local json = require(\"json\")\nend\n",
            "local json = require(\"json\")\n\nfunction f()\nend\n",
        ),
        Lang::Zig => (
            "fn f() void {\n    const json = @import(\"json\");\n    _ = json;\n}\n",
            "const json = @import(\"json\");\n\nfn f() void {}\n",
        ),
        Lang::Elixir => (
            "defmodule Example do\n  def f do\n    import Jason\n  end\nend\n",
            "defmodule Example do\n  import Jason\n\n  def f do\n  end\nend\n",
        ),
        _ => return None,
    })
}

/// A wildcard import, where the language has one that style guides forbid (JavaScript's
/// `import * as x` is a namespace import, not a wildcard).
pub fn wildcard_import(lang: Lang) -> Option<&'static str> {
    Some(match lang {
        Lang::Python => "from os.path import *\n",
        Lang::Rust => "use std::collections::*;\n",
        Lang::Java => "import java.util.*;\n",
        Lang::Kotlin => "import java.util.*\n",
        _ => return None,
    })
}

/// Public definitions (a function where the language has them, a class with a method)
/// without and with their language's doc comments: `None` where the language has no
/// convention (Bash) or no sample here (C and C++, whose Doxygen placement varies).
pub fn undocumented(lang: Lang) -> Option<(&'static str, &'static str)> {
    Some(match lang {
        Lang::Python => (
            "def load():\n    return 1\n\nclass Store:\n    def get(self):\n        return 2\n",
            concat!(
                "def load():\n    \"\"\"Loads.\"\"\"\n    return 1\n\nclass Store:\n    \"\"\"Keeps.\"\"\"\n",
                "    def get(self):\n        \"\"\"Gets.\"\"\"\n        return 2\n",
            ),
        ),
        // A method too: "document public methods" asks of them alone.
        Lang::Rust => (
            "pub fn load() {}\npub struct Store;\nimpl Store {\n    pub fn get(&self) {}\n}\n",
            concat!(
                "/// Loads.\npub fn load() {}\n/// Keeps.\npub struct Store;\n",
                "impl Store {\n    /// Gets.\n    pub fn get(&self) {}\n}\n",
            ),
        ),
        Lang::Go => (
            "package x\n\nfunc Load() {}\n\ntype Store struct{}\n\nfunc (s Store) Get() {}\n",
            concat!(
                "package x\n\n// Load loads.\nfunc Load() {}\n\n// Store keeps.\ntype Store struct{}\n\n",
                "// Get gets.\nfunc (s Store) Get() {}\n",
            ),
        ),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => (
            "export function load() {}\nexport class Store {\n  get() {}\n}\n",
            "/** Loads. */\nexport function load() {}\n/** Keeps. */\nexport class Store {\n  /** Gets. */\n  get() {}\n}\n",
        ),
        Lang::Java => (
            "public class Store {\n    public int get() {\n        return 2;\n    }\n}\n",
            "/** Keeps. */\npublic class Store {\n    /** Gets. */\n    public int get() {\n        return 2;\n    }\n}\n",
        ),
        Lang::CSharp => (
            "public class Store\n{\n    public int Get()\n    {\n        return 2;\n    }\n}\n",
            concat!(
                "/// <summary>Keeps.</summary>\npublic class Store\n{\n    /// <summary>Gets.</summary>\n",
                "    public int Get()\n    {\n        return 2;\n    }\n}\n",
            ),
        ),
        Lang::Kotlin => (
            "fun load() = 1\n\nclass Store {\n    fun get() = 2\n}\n",
            "/** Loads. */\nfun load() = 1\n\n/** Keeps. */\nclass Store {\n    /** Gets. */\n    fun get() = 2\n}\n",
        ),
        Lang::Swift => (
            "public func load() -> Int { 1 }\n\npublic class Store {\n    public func get() -> Int { 2 }\n}\n",
            "/// Loads.\npublic func load() -> Int { 1 }\n\n/// Keeps.\npublic class Store {\n    /// Gets.\n    public func get() -> Int { 2 }\n}\n",
        ),
        Lang::Ruby => (
            "def load\n  1\nend\n\nclass Store\n  def get\n    2\n  end\nend\n",
            "# Loads.\ndef load\n  1\nend\n\n# Keeps.\nclass Store\n  # Gets.\n  def get\n    2\n  end\nend\n",
        ),
        Lang::Php => (
            "<?php\nfunction load() {\n    return 1;\n}\n\nclass Store {\n    public function get() {\n        return 2;\n    }\n}\n",
            concat!(
                "<?php\n/** Loads. */\nfunction load() {\n    return 1;\n}\n\n/** Keeps. */\nclass Store {\n",
                "    /** Gets. */\n    public function get() {\n        return 2;\n    }\n}\n",
            ),
        ),
        Lang::Lua => (
            "function load()\n  return 1\nend\n",
            "--- Loads.\nfunction load()\n  return 1\nend\n",
        ),
        Lang::Elixir => (
            "defmodule Store do\n  def get, do: 2\nend\n",
            "defmodule Store do\n  @moduledoc \"Keeps.\"\n\n  @doc \"Gets.\"\n  def get, do: 2\nend\n",
        ),
        Lang::Zig => (
            "pub fn load() u32 {\n    return 1;\n}\n",
            "/// Loads.\npub fn load() u32 {\n    return 1;\n}\n",
        ),
        Lang::C | Lang::Cpp | Lang::Bash | Lang::Dart | Lang::Vue => return None,
    })
}

/// A block whose body line is indented with `indent`: the code an indentation rule reads.
pub fn indented(lang: Lang, indent: &str) -> String {
    match lang {
        Lang::Python => format!("if ready:\n{indent}value = 1\n"),
        Lang::Rust => format!("fn f() {{\n{indent}let value = 1;\n}}\n"),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx | Lang::Vue => {
            format!("function f() {{\n{indent}const value = 1;\n}}\n")
        }
        Lang::Dart => format!("void f() {{\n{indent}var value = 1;\n}}\n"),
        Lang::Elixir => format!("def f do\n{indent}1\nend\n"),
        Lang::Lua => format!("function f()\n{indent}return 1\nend\n"),
        Lang::Zig => format!("fn f() u32 {{\n{indent}return 1;\n}}\n"),
        Lang::Go => format!("package x\n\nfunc f() {{\n{indent}_ = 1\n}}\n"),
        Lang::Java | Lang::CSharp => format!("class Example {{\n{indent}int value = 1;\n}}\n"),
        Lang::Kotlin => format!("fun f() {{\n{indent}val value = 1\n}}\n"),
        Lang::C | Lang::Cpp => format!("int f(void) {{\n{indent}return 1;\n}}\n"),
        Lang::Ruby => format!("def f\n{indent}1\nend\n"),
        Lang::Php => format!("<?php\nfunction f() {{\n{indent}return 1;\n}}\n"),
        Lang::Swift => format!("func f() {{\n{indent}let value = 1\n}}\n"),
        Lang::Bash => format!("f() {{\n{indent}echo 1\n}}\n"),
    }
}

#[cfg(test)]
mod tests {
    //! Every sample is valid code of its language: it parses without an error.
    use super::*;

    fn assert_parses(lang: Lang, code: &str) {
        let Some(grammar) = lang.grammar() else { return };
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&grammar).unwrap();
        let tree = parser.parse(code, None).unwrap();
        assert!(!tree.root_node().has_error(), "{lang:?} does not parse:\n{code}");
    }

    #[test]
    fn samples_parse_in_their_language() {
        for lang in Lang::ALL.into_iter().filter(|l| l.is_structural()) {
            assert_eq!(lang_of(file(lang)), lang, "{lang:?}");
            assert_parses(lang, neutral(lang));
            assert_parses(lang, &mention(lang, "Thread.sleep()"));
            for (receiver, callee) in [("", "print"), ("value.", "send"), ("", "Thread.sleep")] {
                if let Some(code) = call(lang, receiver, callee) {
                    assert_parses(lang, &code);
                }
            }
            let module = if matches!(lang, Lang::C | Lang::Cpp) {
                "stdio.h"
            } else {
                "json"
            };
            assert_parses(lang, &import(lang, module));
            if let Some((inside, top)) = local_import(lang) {
                assert_parses(lang, inside);
                assert_parses(lang, top);
            }
            if let Some(code) = wildcard_import(lang) {
                assert_parses(lang, code);
            }
            if let Some((bad, good)) = undocumented(lang) {
                assert_parses(lang, bad);
                assert_parses(lang, good);
            }
        }
        assert!(call(Lang::Bash, "", "curl").is_some());
        assert!(call(Lang::Bash, "value.", "curl").is_none());
        assert!(call(Lang::Php, "", "Foo.bar").is_none());
        // valkey-io/valkey-glide (round 31): the example read `wait_for()(x)`.
        assert_eq!(call(Lang::Python, "", "wait_for()").as_deref(), Some("wait_for(x)\n"));
    }
}

//! Issue #14, the optional grammars built here (Lua, Elixir, Zig, Dart): every
//! structural kind on real commits, in each language. A forbidden call, a forbidden import, a
//! badly named or undocumented definition and a code pattern added in code are reported once;
//! the same text in a comment or a string is not, nor what was already committed; a broken file
//! is one `parse-error` warning, and valid modern code none.

use crate::support::TestRepo;

fn found(run: &crate::support::Run) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = run.json()["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["rule"].as_str().unwrap().to_owned(), v["line"].as_u64().unwrap_or(0)))
        .collect();
    out.sort();
    out
}

/// One language's case: its rules, a file already committed, the same file with code added
/// (every line of `added` is new), what the rules report (rule, line), and code that does not
/// parse.
struct Case {
    rules: &'static str,
    path: &'static str,
    old: &'static str,
    added: &'static str,
    expected: &'static [(&'static str, u64)],
    broken: &'static str,
}

fn judge(case: &Case) {
    let repo = TestRepo::with_rules(case.rules);
    repo.write(case.path, case.old);
    repo.commit_all("chore: existing code");
    // Pass: the committed code is nobody's change.
    repo.write(case.path, &format!("{}\n", case.old));
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    assert_eq!(found(&run), [], "old code is not the change's: {}", run.stdout);
    // Fail: what the change adds, each once; no parse-error on valid code.
    repo.write(case.path, &format!("{}{}", case.old, case.added));
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    let expected: Vec<(String, u64)> = case.expected.iter().map(|(r, l)| ((*r).to_owned(), *l)).collect();
    assert_eq!(found(&run), expected, "{}", run.stdout);
    // A broken file: checked on what parsed, with one warning.
    repo.commit_all("feat: code");
    let broken = case.path.replace('.', "_broken.");
    repo.write(&broken, case.broken);
    repo.git(&["add", "-A"]);
    let run = repo.run(&["check", "--format", "json"]);
    let warnings = found(&run).into_iter().filter(|(r, _)| r == "parse-error").count();
    assert_eq!(warnings, 1, "{}", run.stdout);
}

#[test]
fn lua_structural_kinds() {
    judge(&Case {
        rules: "  - id: no-print
    check: {kind: forbid-call, callees: [print, os.exit, .close]}
  - id: no-socket
    check: {kind: forbid-import, modules: [socket]}
  - id: local-require
    check: {kind: forbid-import, placement: top-level, language: lua}
  - id: snake
    check: {kind: naming, target: [function, method], style: snake_case}
  - id: documented
    check: {kind: require-docstring, target: [function, method], language: lua}
  - id: no-loadstring
    check: {kind: code-pattern, pattern: '\\bloadstring\\b'}
",
        path: "lua/app.lua",
        old: "local M = {}\n\n--- Runs.\nfunction M.run()\n  print(1)\n  -- os.exit(1) and loadstring\n  local s = \"print(2) loadstring socket\"\n  return s\nend\n",
        added: "\n-- Lua 5.4: attributes, integer division, goto.\nlocal limit <const> = 10 // 3\n\n--- Stops.\nfunction M.stop(code)\n  for i = 1, limit do\n    if i == code then goto done end\n  end\n  ::done::\n  local f <close> = io.open(\"x\")\n  os.exit(code)\nend\n\nfunction M.badName()\n  local http = require(\"socket\")\n  local f = loadstring(\"return 1\")\n  handle:close()\nend\n\nreturn M\n",
        expected: &[
            ("documented", 24),
            ("local-require", 25),
            ("no-loadstring", 26),
            ("no-print", 21),
            ("no-print", 27),
            ("no-socket", 25),
            ("snake", 24),
        ],
        broken: "function f(\n  print(1)\nend\n",
    });
}

#[test]
fn elixir_structural_kinds() {
    judge(&Case {
        rules: "  - id: no-inspect
    check: {kind: forbid-call, callees: [IO.inspect, dbg, String.to_atom]}
  - id: no-poison
    check: {kind: forbid-import, modules: [Poison]}
  - id: local-import
    check: {kind: forbid-import, placement: top-level, language: elixir}
  - id: snake
    check: {kind: naming, target: [function], style: snake_case}
  - id: documented
    check: {kind: require-docstring, target: [function, class], language: elixir}
  - id: no-to-atom
    check: {kind: code-pattern, pattern: 'to_atom'}
",
        path: "lib/app.ex",
        old: "defmodule App do\n  @moduledoc \"An app.\"\n\n  @doc \"Runs.\"\n  def run(x) do\n    # IO.inspect(x) and to_atom\n    s = \"IO.inspect(x) to_atom Poison\"\n    IO.inspect(x)\n    {s, ~w(a b)}\n  end\nend\n",
        added: "\ndefmodule App.Worker do\n  @moduledoc \"Works.\"\n  use GenServer\n  alias App.Repo\n\n  @doc \"Starts.\"\n  @spec start(map()) :: :ok\n  def start(%{} = opts) when is_map(opts) do\n    with {:ok, v} <- Map.fetch(opts, :v) do\n      v |> IO.inspect(label: \"v\")\n      for i <- 1..10//2, do: dbg(i)\n    end\n    :ok\n  end\n\n  def badName(a, b \\\\ 1) do\n    import Poison\n    String.to_atom(a <> b)\n  end\n\n  defp helper, do: %{opts: 1}\nend\n",
        expected: &[
            ("documented", 28),
            ("local-import", 29),
            ("no-inspect", 22),
            ("no-inspect", 23),
            ("no-inspect", 30),
            ("no-poison", 29),
            ("no-to-atom", 30),
            ("snake", 28),
        ],
        broken: "defmodule Broken do\n  def f(x do\n    x\n  end\nend\n",
    });
}

#[test]
fn zig_structural_kinds() {
    judge(&Case {
        rules: "  - id: no-print
    check: {kind: forbid-call, callees: [std.debug.print, '@panic']}
  - id: no-clap
    check: {kind: forbid-import, modules: [clap]}
  - id: local-import
    check: {kind: forbid-import, placement: top-level, language: zig}
  - id: camel
    check: {kind: naming, target: [function], style: camelCase}
  - id: documented
    check: {kind: require-docstring, target: [function], language: zig}
  - id: no-unreachable
    check: {kind: code-pattern, pattern: '\\bunreachable\\b'}
",
        path: "src/main.zig",
        old: "const std = @import(\"std\");\n\n/// Runs.\npub fn run() void {\n    // std.debug.print(\"x\", .{}) unreachable\n    const s = \"std.debug.print unreachable @panic clap\";\n    _ = s;\n}\n",
        added: "\n/// Sums.\npub fn sum(items: []const u32) u32 {\n    var total: u32 = 0;\n    for (items, 0..) |item, i| {\n        total += item * @as(u32, @intCast(i));\n    }\n    std.debug.print(\"{d}\\n\", .{total});\n    return total;\n}\n\npub fn bad_name() void {\n    const clap = @import(\"clap\");\n    _ = clap;\n    unreachable;\n}\n\ntest \"sum\" {\n    try std.testing.expect(sum(&.{1}) == 1);\n    @panic(\"x\");\n}\n",
        expected: &[
            ("camel", 20),
            ("documented", 20),
            ("local-import", 21),
            ("no-clap", 21),
            ("no-print", 16),
            ("no-print", 28),
            ("no-unreachable", 23),
        ],
        broken: "pub fn f( void {\n}\n",
    });
}

/// Dart (tree-sitter-dart, behind the `lang-dart` feature, on by default):
/// Dart 3 code (class modifiers, switch expressions with patterns, cascades, interpolation).
#[cfg(feature = "lang-dart")]
#[test]
fn dart_structural_kinds() {
    judge(&Case {
        rules: "  - id: no-print
    check: {kind: forbid-call, callees: [print, debugPrint, .close]}
  - id: no-mirrors
    check: {kind: forbid-import, modules: ['dart:mirrors']}
  - id: camel
    check: {kind: naming, target: [function, method], style: camelCase}
  - id: documented
    check: {kind: require-docstring, target: [function, method, class], language: dart}
  - id: no-dynamic
    check: {kind: code-pattern, pattern: '\\bdynamic\\b'}
",
        path: "lib/store.dart",
        old: "import 'dart:async';\n",
        added: concat!(
            "import 'dart:mirrors';\n",
            "\n",
            "/// A store.\n",
            "class Store {\n",
            "  /// Loads.\n",
            "  Future<void> load() async {\n",
            "    // print(0) and dynamic\n",
            "    final client = HttpClient();\n",
            "    client..get('x')..close();\n",
            "    print('loaded ${client.hashCode}');\n",
            "    debugPrint('dynamic print(3)');\n",
            "  }\n",
            "\n",
            "  void bad_name() {}\n",
            "}\n",
            "\n",
            "/// A shape.\n",
            "sealed class Shape {}\n",
            "\n",
            "/// A circle.\n",
            "final class Circle extends Shape {\n",
            "  final double r;\n",
            "  Circle(this.r);\n",
            "}\n",
            "\n",
            "/// Describes.\n",
            "String describe(Shape s) => switch (s) {\n",
            "      Circle(r: var r) when r > 0 => 'circle $r',\n",
            "      _ => 'shape',\n",
            "    };\n",
            "\n",
            "dynamic untyped() => null;\n",
        ),
        expected: &[
            ("camel", 15),
            ("documented", 15),
            ("documented", 33),
            ("no-dynamic", 33),
            ("no-mirrors", 2),
            ("no-print", 10),
            ("no-print", 11),
            ("no-print", 12),
        ],
        broken: "void f( {\n}\n",
    });
}

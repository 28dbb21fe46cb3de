#!/usr/bin/env python3
"""Issue #14's count: of the corpus instructions about the languages of issue #14 that need a
syntax tree, how many `agentsmd-gate compile` turns into structural rules.

Usage: benches/acf/language_count.py [CORPUS_DIR] [--details]
(AGENTSMD_GATE=path/to/binary to use a built binary instead of building one.)

Which instructions need a tree is judged by hand, once, below (NEEDS_TREE), from the labels'
observable instructions of those languages (a repository in one of them, or text naming one).
An instruction needs a tree when it is about a construct of code in one of these languages: a
call, an import, a definition or its name, a doc comment, an annotation or attribute, a type,
a statement's shape, or the string a given construct passes, so that a pattern over lines
misfires on strings, comments and docs, or cannot tell the construct at all. Left out
(SKIPPED, with the reason): layout and formatting (line length, indentation, brace and blank
line placement), license headers and magic comments at the top of a file, what comments say,
secrets and banned words anywhere, build and config files (Gradle, Bazel, .csproj,
AndroidManifest, workflows), the front-end code of Ruby repositories (Vue, CSS, TypeScript),
and diff-level rules (import order, removed comments).

Each instruction is then classified by the active rules `compile` makes from its line:
structural (some rule of a structural kind), regex only (rules, none structural), or not
compiled. Rules are found by line: on a line that carries several instructions, each of them
gets every rule of the line (marked `*`). --details lists every instruction with the kinds of
its rules, or why `compile` made none (its `unenforced` reason).
"""
import collections, json

from common import details, in_repo, labels, manifest

STRUCTURAL = {
    "naming", "require-docstring", "require-type-annotations", "forbid-call", "forbid-import",
    "forbid-syntax", "code-pattern", "query",
}

# (file id, line, language, the label text's start): observable instructions that need a tree.
NEEDS_TREE = [
    ("05", 78, "Kotlin", "Keep implementation details internal"),
    ("05", 79, "Kotlin", "Bind implementations in"),
    ("05", 95, "Kotlin", "Koin for dependency injection"),
    ("05", 96, "Kotlin", "Coroutines and Flow"),
    ("05", 101, "Kotlin", "Testing libraries"),
    ("05", 108, "Kotlin", "Avoid mocking frameworks"),
    ("05", 110, "Kotlin", "Name the object under test"),
    ("05", 128, "Kotlin", "Raw Material components"),
    ("05", 138, "Kotlin", "Use `net.thunderbird.core.logging.Logger`"),
    ("05", 140, "Kotlin", "NEVER log credentials"),
    ("05", 149, "Kotlin", "Agents MUST NOT: Add telemetry"),
    ("63", 11, "Kotlin", "including Material 3"),
    ("63", 12, "Kotlin", "State Management"),
    ("63", 13, "Kotlin", "Dependency Injection"),
    ("63", 14, "Kotlin", "Navigation"),
    ("63", 16, "Kotlin", "Local Data"),
    ("63", 17, "Kotlin", "Remote Data"),
    ("63", 18, "Kotlin", "Background Processing"),
    ("63", 42, "Kotlin", "Tests for UI features"),
    ("63", 43, "Kotlin", "Bigger tests live"),
    ("63", 49, "Kotlin", "[google/truth]"),
    ("15", 11, "Swift", "Use Swift Testing framework"),
    ("15", 12, "Swift", "For tests requiring temporary"),
    ("15", 13, "Swift", "Import `FileSystemTesting`"),
    ("19", 12, "C#", "Prefer file-scoped namespace"),
    ("19", 17, "C#", "Ensure that XML doc comments"),
    ("19", 22, "C#", "Always use `is null`"),
    ("19", 27, "C#", "We use xUnit SDK v3"),
    ("19", 29, "C#", "Use Moq for mocking"),
    ("59", 19, "C#", "xUnit SDK v3 with"),
    ("59", 36, "C#", "Prefer file-scoped namespace"),
    ("59", 41, "C#", "Place private class declarations"),
    ("59", 46, "C#", "Always use `is null`"),
    ("59", 76, "C#", "We use xUnit SDK v3"),
    ("59", 78, "C#", "We do not use any mocking"),
    ("59", 81, "C#", "Do not use Directory.SetCurrentDirectory"),
    ("59", 164, "C#", "A github issue url"),
    ("23", 45, "Java", "Unit Tests: Preferred"),
    ("23", 54, "Java", "Absolutely no wildcard imports"),
    ("23", 58, "Java", "If suppressing warnings"),
    ("23", 62, "Java", "REST handlers typically"),
    ("23", 63, "Java", "REST classes expose routes"),
    ("23", 64, "Java", "Transport `ActionType` strings"),
    ("23", 67, "Java", "Elasticsearch should prefer its own logger"),
    ("23", 68, "Java", "Always use parameterized logging"),
    ("23", 80, "Java", "New packages/classes"),
    ("23", 81, "Java", "Avoid documenting trivial"),
    ("64", 33, "Java", "Core: No Spark/Flink"),
    ("64", 38, "Java", "AWS/GCP/Azure"),
    ("64", 40, "Java", "New interface methods"),
    ("64", 44, "Java", "TableMetadata: Changes"),
    ("64", 47, "Java", "Serialization (parsers)"),
    ("64", 47, "Java", "Serialization: JSON keys"),
    ("64", 54, "Java", "`CloseableIterable` over `Stream`"),
    ("64", 55, "Java", "Null over `Optional`"),
    ("64", 71, "Java", "Add default implementations"),
    ("64", 72, "Java", "Don't introduce deprecated"),
    ("64", 82, "Java", "Avoid `get` prefix"),
    ("64", 83, "Java", "Property names use kebab-case"),
    ("64", 90, "Java", "Use `this.`"),
    ("64", 90, "Java", "`Preconditions` calls first"),
    ("64", 91, "Java", "No `final` on locals"),
    ("64", 96, "Java", "Prefer method references"),
    ("64", 97, "Java", "Prefer switch expressions"),
    ("64", 98, "Java", "Always use imports"),
    ("64", 103, "Java", "Engine-specific concepts"),
    ("64", 104, "Java", "Parsers: `XxxParser"),
    ("64", 110, "Java", "Never use Jackson annotations"),
    ("64", 111, "Java", "JSON keys: kebab-case"),
    ("64", 112, "Java", "`Preconditions.checkArgument` for"),
    ("64", 112, "Java", "`MoreObjects.toStringHelper`"),
    ("64", 113, "Java", "Wrap `IOException`"),
    ("64", 113, "Java", "Use `Locale.ROOT`"),
    ("64", 114, "Java", "Use `Iterable`"),
    ("64", 114, "Java", "Use `null` not `Optional`"),
    ("64", 114, "Java", "Chain exception causes"),
    ("64", 115, "Java", "Use Iceberg's `Pair`"),
    ("64", 119, "Java", "Capitalize first word"),
    ("64", 120, "Java", "Don't swallow exceptions"),
    ("64", 121, "Java", "`Preconditions.checkArgument` over NPE"),
    ("64", 122, "Java", "Separate `Preconditions` calls"),
    ("64", 129, "Java", "`ByteBuffer` over `byte[]`"),
    ("64", 136, "Java", "Engine-specific properties"),
    ("64", 141, "Java", "Test classes and methods"),
    ("64", 144, "Java", "JUnit 5 + AssertJ"),
    ("64", 145, "Java", "Avoid using `test` prefixes"),
    ("64", 146, "Java", "`waitUntilAfter`"),
    ("64", 203, "Java", "Never add Jackson annotations"),
    ("64", 205, "Java", "Never add Hadoop dependencies"),
    ("56", 46, "C++", "Tests must: Use `StrictMock`"),
    ("56", 46, "C++", "Tests must: use `SimulatedTimeSystem`"),
    ("56", 46, "C++", "Tests must: use port 0"),
    ("56", 47, "C++", "Unit tests must be hermetic"),
    ("56", 202, "C++", "Every `#include`"),
    ("57", 65, "C++", "Never use sleep in C++"),
    ("26", 46, "Ruby", "Prefer Rails associations"),
    ("26", 56, "Ruby", "Avoid one-use private helpers"),
    ("26", 61, "Ruby", "In specs, avoid custom helper"),
    ("26", 64, "Ruby", "Prefer `with_modified_env`"),
    ("26", 102, "Ruby", "Use compact `module/class`"),
    ("60", 80, "Ruby", "When testing configuration options"),
    ("60", 101, "Ruby", "Requires: `require"),
    ("60", 145, "Ruby", "Prefer `assert_not`"),
    ("60", 146, "Ruby", "Prefer `assert_dom_equal`"),
    ("60", 191, "Ruby", "Rails uses Minitest"),
    ("61", 31, "Ruby", "Write new code using Sorbet"),
    ("61", 59, "Ruby", "Document public APIs"),
    ("61", 63, "Ruby", "Prefer shelling out"),
    ("61", 64, "Ruby", "Inline new or existing methods"),
    ("61", 65, "Ruby", "Avoid `T.must`"),
    ("61", 65, "Ruby", "If a generic top type"),
    ("61", 66, "Ruby", "Avoid `T.unsafe(self)`"),
    ("61", 67, "Ruby", "Prefer `.public_send`"),
    ("61", 67, "Ruby", "In tests, never use `.send`"),
    ("61", 67, "Ruby", "Likewise in tests read"),
    ("61", 68, "Ruby", "put the `prepend`"),
    ("38", 26, "Elixir", "Do not attempt to create Phoenix macros"),
    ("38", 26, "Elixir", "prefer using `alias`"),
]

# Candidates judged not to need a tree: (file id, line[, the label text's start where the line
# also carries one that does]) -> why.
LAYOUT, HEADER, COMMENT_TEXT, TEXT = "layout", "file header", "comment text", "text anywhere"
CONFIG, FRONTEND, DIFF = "build/config file", "front-end (Vue/CSS/TS)", "diff-level"
SKIPPED = {
    ("05", 75): CONFIG, ("05", 76): CONFIG, ("05", 77): CONFIG, ("05", 81): CONFIG, ("05", 112): CONFIG,
    ("05", 150): CONFIG, ("05", 245): CONFIG, ("05", 151): TEXT, ("05", 152): TEXT, ("05", 154): HEADER,
    ("05", 206): DIFF, ("05", 208): DIFF,
    ("19", 11): LAYOUT, ("19", 13): LAYOUT, ("19", 14): LAYOUT, ("19", 28): COMMENT_TEXT,
    ("59", 35): LAYOUT, ("59", 37): LAYOUT, ("59", 38): LAYOUT, ("59", 77): COMMENT_TEXT, ("59", 80): COMMENT_TEXT,
    ("59", 151): CONFIG, ("59", 260): TEXT, ("59", 261): TEXT, ("59", 278): FRONTEND, ("59", 282): FRONTEND,
    ("23", 54, "keep"): DIFF, ("23", 83): DIFF, ("23", 86): HEADER, ("23", 87): HEADER,
    ("26", 24): LAYOUT, ("26", 27): FRONTEND, ("26", 28): FRONTEND, ("26", 33): FRONTEND, ("26", 38): FRONTEND,
    ("26", 39): FRONTEND, ("26", 40): FRONTEND, ("26", 107): FRONTEND, ("26", 108): FRONTEND,
    ("26", 109): FRONTEND, ("26", 111): FRONTEND, ("26", 128): DIFF, ("26", 133): FRONTEND,
    ("30", 19): LAYOUT, ("30", 35): TEXT,
    ("45", 57): CONFIG, ("46", 224): TEXT, ("47", 54): CONFIG, ("47", 76): CONFIG, ("47", 78): FRONTEND,
    ("56", 93): LAYOUT, ("56", 94): LAYOUT, ("56", 96): LAYOUT, ("56", 192): TEXT, ("56", 193): TEXT,
    ("56", 194): TEXT, ("56", 195): TEXT, ("56", 200): CONFIG, ("56", 201): CONFIG, ("56", 207): CONFIG,
    ("56", 209): CONFIG, ("56", 213): CONFIG,
    ("57", 5): COMMENT_TEXT, ("57", 59): TEXT, ("57", 61): DIFF, ("57", 63): LAYOUT,
    ("60", 133): TEXT, ("60", 147): HEADER, ("61", 31, "Use `typed"): HEADER, ("61", 32): TEXT,
    ("61", 38): COMMENT_TEXT,
    ("64", 89): LAYOUT, ("64", 92): COMMENT_TEXT, ("64", 95): LAYOUT, ("64", 136, "Versions"): CONFIG,
    ("64", 170): HEADER, ("64", 176): HEADER, ("64", 206): TEXT,
}


def compiled_by_line(fid, path):
    """The active rules `compile` makes from each line of the file, and why a line got none."""
    rules, why = collections.defaultdict(list), {}
    got = json.loads(in_repo(fid, path, ["compile", path, "--format", "json"]))
    for r in got["rules"]:
        if r.get("active", True):
            rules[r["instruction"]["line"]].append(r)
    for u in got.get("unenforced", []) + got.get("dropped", []):
        line = (u.get("instruction") or {}).get("line")
        why.setdefault(line, u.get("reason", ""))
    return rules, why


def label_of(fid, line, start):
    found = [e for e in labels(fid) if e["line"] == line and e["text"].startswith(start)]
    if len(found) != 1:
        raise SystemExit(f"{fid}:{line} `{start}` names {len(found)} labels")
    if not found[0]["observable"]:
        raise SystemExit(f"{fid}:{line} is not labelled observable")
    return found[0]


def main():
    paths = {row[0]: row[2] for row in manifest}
    per_line = collections.Counter((fid, line) for fid, line, _, _ in NEEDS_TREE)
    compiled = {fid: compiled_by_line(fid, paths[fid]) for fid in sorted({n[0] for n in NEEDS_TREE})}
    table = collections.OrderedDict()
    rows = []
    for fid, line, lang, start in NEEDS_TREE:
        label = label_of(fid, line, start)
        rules = compiled[fid][0].get(line, [])
        kinds = sorted({r["kind"] for r in rules})
        verdict = "structural" if STRUCTURAL & set(kinds) else "regex only" if rules else "not compiled"
        counts = table.setdefault(lang, collections.Counter())
        counts["need a tree"] += 1
        counts[verdict] += 1
        shared = "*" if per_line[(fid, line)] > 1 else " "
        why = "" if rules else f" [{compiled[fid][1].get(line, 'no instruction of this line in the output')[:70]}]"
        rows.append((lang, verdict, f"{fid}:{line}{shared}", ",".join(kinds) or "-", label["text"][:90] + why))
    columns = ["need a tree", "structural", "regex only", "not compiled"]
    print(f"{'language':<10}" + "".join(f"{c:>14}" for c in columns))
    total = collections.Counter()
    for lang, counts in table.items():
        total.update(counts)
        print(f"{lang:<10}" + "".join(f"{counts[c]:>14}" for c in columns))
    print(f"{'all':<10}" + "".join(f"{total[c]:>14}" for c in columns))
    print(f"\n(judged not to need a tree: {len(SKIPPED)} candidates; `*`: the line carries several)")
    if details:
        for lang, verdict, where, kinds, text in sorted(rows, key=lambda r: (r[0], r[1], r[2])):
            print(f"{lang:<7} {verdict:<13} {where:<8} {kinds:<28} {text}")


main()

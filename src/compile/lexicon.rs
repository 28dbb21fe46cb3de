//! The words the reading of an instruction turns on, as data: sorted phrase tables, each
//! compiled once into one case-insensitive, word-bounded matcher. A test keeps every table
//! sorted and free of duplicates, so a change to a list is a one-line diff a reviewer can read.

use std::sync::LazyLock;

use regex::Regex;

/// After these, inline code names an example of the rule, not its parameter.
pub const EXAMPLE_MARKERS: &[&str] = &[
    "e.g",
    "eg",
    "for example",
    "for instance",
    "including",
    "like",
    "similar to",
    "similarly to",
    "such as",
];

/// After a list, these leave it open ("`feature/`, `fix/`, `chore/`, etc."): what the list
/// asks for are examples of what is allowed, not all of it.
pub const OPEN_ENDED_MARKERS: &[&str] = &[
    "and more",
    "and so forth",
    "and so on",
    "and the like",
    "etc",
    "or similar",
];

/// After these, inline code is the condition or exception of the rule ("unless `X`").
pub const CONDITION_MARKERS: &[&str] = &[
    "after",
    "although",
    "apart from",
    "as long as",
    "before",
    "besides",
    "even if",
    "even though",
    "even when",
    "except",
    "exception",
    "excluding",
    "if",
    "only if",
    "only when",
    "other than",
    "unless",
    "until",
    "when",
    "whenever",
    "where",
];

/// A parenthesis that opens with one of these qualifies the rule ("(only in tests)", "(in
/// `src/`)"), even when it also cites.
pub const SCOPE_OPENERS: &[&str] = &[
    "after",
    "before",
    "except",
    "excluding",
    "for",
    "if",
    "in",
    "inside",
    "not",
    "on",
    "only",
    "outside",
    "unless",
    "when",
    "where",
    "within",
];

/// The last word of a phrase that names where code lives ("integration tests only", "library
/// code only"), beside [`PLACE_NOUNS`].
pub const SCOPE_HEAD_NOUNS: &[&str] = &[
    "code", "file", "files", "script", "scripts", "source", "sources", "test", "tests",
];

/// A parenthesis holding one of these restricts the rule wherever the word stands ("(tests
/// only)", "(anything but generated code)").
pub const RESTRICTING_WORDS: &[&str] = &["but", "except", "excluding", "only", "unless"];

/// After these, inline code names what is not wanted.
pub const FORBID_MARKERS: &[&str] = &[
    "avoid",
    "avoiding",
    "ban",
    "do not",
    "don't",
    "dont",
    "forbid",
    "forbidden",
    "instead of",
    "must not",
    "mustn't",
    "never",
    "no",
    "not",
    "over",
    "rather than",
    "shall not",
    "should not",
    "shouldn't",
    "stop",
    "without",
];

/// The prohibition markers that compare: what stands before them is the recommended form
/// ("`a` instead of `b`"), so a list of such pairs recommends the left side of each.
pub const REPLACEMENT_MARKERS: &[&str] = &["instead of", "over", "rather than"];

/// Words of a ban or a replacement a noun phrase stands under ("not the magrittr pipe",
/// "instead of the legacy helper"): code glossing that phrase is what the ban names.
pub const BAN_WORDS: &[&str] = &["avoid", "instead", "never", "no", "not", "over", "rather"];

/// After these, inline code names what is wanted.
pub const REQUIRE_MARKERS: &[&str] = &[
    "always",
    "in favor of",
    "in favour of",
    "must",
    "prefer",
    "require",
    "requires",
    "shall",
    "should",
    "use",
];

/// The words a quoted directive opens with ("Be specific (\"Use 2-space indentation\" vs
/// \"Format properly\")"): a rule quoted as an example is mentioned, not stated.
pub const QUOTED_DIRECTIVE_OPENERS: &[&str] = &[
    "always", "avoid", "do", "don't", "keep", "make", "must", "never", "prefer", "use",
];

/// Words before a kind of definition that take all of it, or all that a check can see
/// ("All functions", "Public methods"), or that ask for the documentation ("Document
/// functions"): no narrower kind.
pub const DOCUMENTED_KIND_LEADS: &[&str] = &[
    "add", "all", "any", "document", "each", "every", "exported", "give", "have", "include", "new", "public",
    "require", "the", "top", "use", "write", "your",
];

/// (package manager, the lockfiles it writes, its ecosystem): a lockfile of a manager an
/// instruction rules out is a commit made with it.
pub const PACKAGE_MANAGERS: &[(&str, &[&str], &str)] = &[
    ("bun", &["bun.lock", "bun.lockb"], "javascript"),
    ("npm", &["package-lock.json", "npm-shrinkwrap.json"], "javascript"),
    ("pdm", &["pdm.lock"], "python"),
    ("pipenv", &["Pipfile.lock"], "python"),
    ("pnpm", &["pnpm-lock.yaml"], "javascript"),
    ("poetry", &["poetry.lock"], "python"),
    ("uv", &["uv.lock"], "python"),
    ("yarn", &["yarn.lock"], "javascript"),
];

/// A negation these words follow is cancelled: "don't forget to call `x`" asks for `x`.
pub const NEGATION_CANCELLERS: &[&str] = &[
    // "Don't bypass `uv`": what is not to be bypassed is what to use (retospect/precis-mcp,
    // round 185: a ban on `uv(`).
    "bypass",
    "circumvent",
    "fail to",
    "forget",
    "hesitate",
    "leave out",
    "miss",
    "neglect",
    "omit",
    "only",
    "replace",
    "sidestep",
    "skip",
    "work around",
];

/// After these, a path or URL in inline code is where to look, not what the rule is about;
/// also where a thing is listed or set: "never commit `.env` (included in `.gitignore`)"
/// (tannerpace/mcp-oracle-database, round 169's missed list: `.gitignore` became a path the
/// rule forbade).
pub const CITATION_MARKERS: &[&str] = &[
    "according to",
    "as in",
    "check",
    "configured in",
    "consult",
    "declared in",
    "defined in",
    "described in",
    "documented in",
    "explained in",
    "follow",
    "ignored by",
    "ignored in",
    "included in",
    "listed in",
    "look at",
    "mentioned in",
    "per",
    "read",
    "refer to",
    "registered in",
    "see",
    "specified in",
];

/// After these, inline code names the tool that checks or maintains what a rule asks for, not
/// what the rule is about: "no circular dependencies (checked by `lint:dpdm`)"
/// (langchain-ai/langchainjs, round 26), "must start with the Apache 2.0 license header
/// (managed by `add-license-header`)" (kornia/kornia, round 99: the tool's name had become
/// the header required of every file).
pub const CHECKER_MARKERS: &[&str] = &[
    "added by",
    "applied by",
    "caught by",
    "checked by",
    "detected by",
    "enforced by",
    "flagged by",
    "generated by",
    "handled by",
    "inserted by",
    "maintained by",
    "managed by",
    "produced by",
    "reported by",
    "validated by",
    "verified by",
];

/// After these, inline code names what a construct leads to, not what the rule is about:
/// "never call a static interface method from advice — can cause a `VerifyError`" forbids
/// the call, not the error (DataDog/dd-trace-java, round 17).
pub const CONSEQUENCE_MARKERS: &[&str] = &[
    "can cause",
    "can lead to",
    "can result in",
    "can trigger",
    "causes",
    "could cause",
    "forces",
    "leads to",
    "may cause",
    "might cause",
    "raises",
    "results in",
    "throws",
    "triggers",
    "will cause",
    "will force",
    "will raise",
    "will throw",
    "will trigger",
    "would cause",
    "would force",
];

/// After these, inline code is what something is compared with, not what the rule is about:
/// "be careful with `workflow_run` for similar to `pull_request_target`" recommends neither
/// (vercel/next.js's `.github/AGENTS.md`).
pub const COMPARISON_MARKERS: &[&str] = &["akin to", "analogous to", "as with", "the same as"];

/// What names a bound: "`cookie: ^0.7.0` must not move past `^0.7`" keeps the version within
/// `^0.7`, which it neither forbids nor asks for elsewhere (wordplaydev/wordplay, round 235:
/// `^0.7` was banned from TypeScript code).
pub const BOUND_MARKERS: &[&str] = &["beyond", "go past", "goes past", "move past", "moves past"];

/// Gerunds that open a heading naming a task ("Updating an existing rule", "Adding a new
/// endpoint"): what the section forbids, it forbids while doing that task.
pub const TASK_GERUNDS: &[&str] = &[
    "adding",
    "bumping",
    "changing",
    "creating",
    "deleting",
    "deploying",
    "migrating",
    "moving",
    "publishing",
    "releasing",
    "removing",
    "renaming",
    "updating",
    "upgrading",
    "writing",
];

/// Verbs of a purpose that limits a ban on a call to some of its uses: "avoid
/// `strings.Contains()` to compare types" allows it for anything else.
pub const PURPOSE_VERBS: &[&str] = &[
    "check",
    "compare",
    "decide",
    "detect",
    "determine",
    "distinguish",
    "identify",
    "match",
    "tell",
    "validate",
    "verify",
];

/// Shells a script can be piped into (`curl … | bash`).
pub const SHELLS: &[&str] = &["ash", "bash", "dash", "fish", "ksh", "sh", "zsh"];

/// Placeholder code: a stand-in for any name, not a construct.
pub const PLACEHOLDERS: &[&str] = &[
    "...",
    // `assert.Equal(t, expected, actual)` (traefik/traefik, round 9's half B).
    "actual",
    "bar",
    "baz",
    // `setTimeout(cb, 0)`: a callback's stand-in (microsoft/vscode-mssql, round 50).
    "callback",
    "cb",
    "expected",
    "expr",
    "field",
    "foo",
    "foobar",
    "item",
    "n",
    "name",
    "qux",
    "something",
    "thing",
    "val",
    "value",
    "x",
    "xxx",
    "y",
    "z",
    "…",
];

/// Receivers named as any value of their kind (`node.isEmpty()`, `list.append(x)`): a member
/// called on one is called on any.
pub const RECEIVER_STAND_INS: &[&str] = &[
    "arr", "array", "dict", "el", "elem", "element", "list", "map", "node", "obj", "object",
];

/// The last word of a string literal that stands for any string of its kind (`'raw_string'`,
/// `"some-text"`), not for itself.
pub const STRING_STAND_INS: &[&str] = &["fallback", "literal", "placeholder", "str", "string", "text", "value"];

/// Stand-ins that are placeholders even as a part of a name (`numXxx`, `CONFIG_FOO`), unlike
/// `name` or `value`, which real names are made of.
pub const NAME_PART_PLACEHOLDERS: &[&str] = &["bar", "baz", "foo", "qux", "xxx"];

/// Whole table cells that are a column's value, not words of a sentence: "`PROLIFIC_URL` |
/// No | `https://…`" in a table of settings says the variable is not required; its "No"
/// forbids nothing (prolific-oss/cli, round 12).
pub const VALUE_CELLS: &[&str] = &[
    "-", "false", "n/a", "no", "none", "optional", "required", "true", "yes", "—", "✓", "✔", "✗", "✘",
];

/// Header cells of a table that lists things which exist (an inventory: modules, documents,
/// files, skills), one per row. With a column that says what each is ([`DESCRIPTION_COLUMNS`])
/// and none that states a rule ([`RULE_COLUMNS`]), its rows describe, as a glossary's entries do
/// (avelino/outl, round 188: "Module | What it owns" › "`paste` | … converts external markdown
/// (…, 4-space indent) …" had become a ban on tab indentation).
pub const INVENTORY_COLUMNS: &[&str] = &[
    "agent",
    "agents",
    "app",
    "apps",
    "artifact",
    "artifacts",
    "command",
    "commands",
    "component",
    "components",
    "crate",
    "crates",
    "directories",
    "directory",
    "doc",
    "docs",
    "document",
    "documentation",
    "documents",
    "file",
    "files",
    "folder",
    "folders",
    "guide",
    "guides",
    "libraries",
    "library",
    "location",
    "module",
    "modules",
    "package",
    "packages",
    "page",
    "pages",
    "path",
    "paths",
    "reference",
    "resource",
    "resources",
    "script",
    "scripts",
    "service",
    "services",
    "skill",
    "skills",
    "subagent",
    "subagents",
    "tool",
    "tools",
    "workflow",
    "workflows",
];

/// Header cells of a column that says what each entry of an inventory is ([`INVENTORY_COLUMNS`]).
pub const DESCRIPTION_COLUMNS: &[&str] = &[
    "contains",
    "contents",
    "covers",
    "description",
    "details",
    "notes",
    "overview",
    "purpose",
    "responsibilities",
    "responsibility",
    "role",
    "summary",
    // "| Module | What it checks |": a validator's row names the rule it checks, which is the
    // validator's, not a rule on this code (jl-cmd/claude-dev-env, round 249).
    "what it checks",
    "what it does",
    "what it handles",
    "what it is",
    "what it owns",
    "what it provides",
    "what it validates",
    "what's inside",
    "when to read",
    "when to use",
];

/// Header cells of a column that states a rule: a table with one is a table of rules, whatever
/// else its columns list.
pub const RULE_COLUMNS: &[&str] = &[
    "allowed",
    "avoid",
    "constraint",
    "constraints",
    "convention",
    "conventions",
    "do",
    "don't",
    "forbidden",
    "guideline",
    "guidelines",
    "instead",
    "must",
    "never",
    "policy",
    "prefer",
    "required",
    "requirement",
    "requirements",
    "rule",
    "rules",
    "use instead",
];

/// Nouns an issue or PR word modifies rather than names: "include the PR template content"
/// asks for the template, not for a reference to a PR.
pub const ISSUE_COMPOUND_HEADS: &[&str] = &[
    "author",
    "body",
    "branch",
    "comment",
    "comments",
    "content",
    "description",
    "label",
    "labels",
    "review",
    "reviews",
    "template",
    "templates",
    "title",
    "titles",
];

/// Words that open a sentence which qualifies or continues the one before it, not a directive
/// of its own.
pub const LEANS_ON_THE_PREVIOUS: &[&str] = &[
    "also",
    "but",
    "even",
    "except",
    "exception",
    "exceptions",
    "if",
    "instead",
    "it",
    "only",
    "otherwise",
    "same",
    "such",
    "that",
    "these",
    "they",
    "this",
    "those",
    "unless",
    "when",
];

/// Things named in a case that are no files: "kebab-case controller **identifiers** that match
/// the filename" styles identifiers (`file_name::styles_something_else`).
pub const NAMES_NOT_FILES: &[&str] = &[
    "attributes",
    "classes",
    "constants",
    "events",
    "fields",
    "functions",
    "identifiers",
    "ids",
    "keys",
    "labels",
    "methods",
    "properties",
    "props",
    "routes",
    "selectors",
    "slugs",
    "tags",
    "urls",
    "variables",
];

/// The members test frameworks mark a test with (`it.only`, `describe.skip`, `test.todo`):
/// "No `.skip` / `.todo` / `.only` committed" names them, not dotfiles (happier-dev/happier,
/// round 215: a rule forbade adding files named `.skip`).
pub const TEST_MARKER_MEMBERS: &[&str] = &["failing", "fixme", "only", "skip", "todo"];

/// Names in capitals that shell and make documentation write for any variable (`[[ -v VAR ]]`,
/// `${VARNAME:-}`): inside a construct of several tokens, a stand-in for any name
/// (irlm/networker-tester, round 155: the pattern matched only a variable named `VAR`).
pub const CAPITAL_STAND_INS: &[&str] = &["VAR", "VARIABLE", "VARNAME", "VAR_NAME"];

/// The last labels of host names (`github.com/pkg/errors`, `gopkg.in/yaml`): a code span
/// `host.tld/path` is a module path, not one receiver's methods (`console.log/warn`).
pub const DOMAIN_ENDINGS: &[&str] = &[
    "ai", "app", "cloud", "co", "com", "dev", "edu", "gov", "in", "io", "me", "net", "org", "rs", "sh",
];

/// Attribute names that name a kind of thing rather than a thing (`from ..module`,
/// `self._adapters.domain.method()`): after a dot, a stand-in for any attribute.
pub const STAND_IN_ATTRIBUTES: &[&str] = &[
    "attr",
    "attribute",
    "func",
    "function",
    "member",
    "method",
    "module",
    "package",
    "pkg",
    "prop",
    "property",
    "submodule",
];

/// Names that stand for any type in code samples, matched case-sensitively (`new Type[]`,
/// `Option<T>`): a span with one is a template, not a construct.
pub const TYPE_PLACEHOLDERS: &[&str] = &[
    "ClassName",
    "Foo",
    "K",
    "MyClass",
    "MyType",
    "SomeClass",
    "SomeType",
    "T",
    "Type",
    "TypeName",
    "U",
    "V",
    "YourType",
];

/// Literal values of languages and data formats: in a span with placeholder names
/// (`"field": null`), they do not make it a construct.
pub const LITERALS: &[&str] = &["false", "nil", "none", "null", "true", "undefined"];

/// Tool directives that code carries in comments (lowercase, as they start): a pattern for one
/// must read comments, which a code pattern does not.
pub const COMMENT_DIRECTIVES: &[&str] = &[
    "@phpstan-ignore",
    "@ts-expect-error",
    "@ts-ignore",
    "@ts-nocheck",
    "biome-ignore",
    "c8 ignore",
    "deno-lint-ignore",
    "eslint-disable",
    "istanbul ignore",
    "nolint",
    "noqa",
    "nosonar",
    "oxlint-disable",
    "phpcs:ignore",
    "prettier-ignore",
    "pylint: disable",
    "pylint:disable",
    "rubocop:disable",
    "swiftlint:disable",
    "type: ignore",
];

/// Words that say files are produced by a tool ("as they are generated").
pub const GENERATED_WORDS: &[&str] = &["autogenerated", "codegen", "generated", "managed", "regenerated"];

/// Words after "in", "inside", "for", "except in" … that name no narrower scope than a rule
/// already has: "in code", "in this repository", "in commit messages".
pub const GENERAL_SCOPES: &[&str] = &[
    "all code",
    "all files",
    "any code",
    "any file",
    "application code",
    // A commit's body is part of what a commit rule reads ("include a short detail summary
    // in the body": arthur-zhang/conduit, round 50).
    "body",
    "code",
    "codebase",
    "commit",
    "commit body",
    "commit message",
    "commit messages",
    "commit subject",
    "commit subjects",
    "commits",
    "committed code",
    "every file",
    "files",
    "general",
    "new code",
    "new files",
    "production code",
    "project",
    "repo",
    "repository",
    // "If you edit `README.md`, update `README.zh.md` in the same change": the commit a
    // companion rule reads (web-infra-dev/midscene, round 72).
    "same change",
    "same commit",
    "source",
    "source code",
    "source files",
    "the code",
    "the codebase",
    "the project",
    "the repo",
    "the repository",
    "this codebase",
    "this project",
    "this repo",
    "this repository",
    "your code",
    "your commits",
];

/// Scopes that mean test files, in the sense every test layout shares.
pub const TEST_SCOPES: &[&str] = &[
    "spec",
    "spec files",
    "specs",
    "test",
    // "Avoid `unwrap()` except in test cases" (cityjson/flatcitybuf, round 192's missed list).
    "test case",
    "test cases",
    "test code",
    "test file",
    "test files",
    "test modules",
    "test suite",
    "test suites",
    "testing code",
    "tests",
    "unit tests",
];

/// Scopes that mean documentation.
pub const DOC_SCOPES: &[&str] = &[
    "doc",
    "docs",
    "documentation",
    "markdown",
    "markdown files",
    "readme",
    "readmes",
];

/// Scopes that mean the code that is not tests.
pub const NON_TEST_SCOPES: &[&str] = &[
    "non-test code",
    "non-test files",
    // "No `unwrap()` in production" (jonit-dev/vibe-coder-3d, round 52).
    "production",
    "production code",
    "runtime code",
    "src",
];

/// Library code: not the tests, and not a program's entry points either (`src/main.rs`, a
/// `bin/` target), which only some languages' layouts tell apart.
pub const LIBRARY_SCOPES: &[&str] = &["libraries", "library", "library code", "library crates"];

/// Pull requests, not commits: a rule on commits cannot see their titles or bodies.
pub const PULL_REQUEST_PHRASES: &[&str] = &[
    "pr body",
    "pr description",
    "pr descriptions",
    "pr title",
    "pr titles",
    "pull request body",
    "pull request description",
    "pull request descriptions",
    "pull request title",
    "pull request titles",
];

/// Overrides the tool cannot see, which do not narrow the rule ("never edit X unless asked").
pub const OVERRIDES: &[&str] = &[
    "absolutely necessary",
    "approved",
    "asked",
    "authorized",
    "directed",
    "explicitly asked",
    "explicitly requested",
    "explicitly told",
    "instructed",
    "necessary",
    "needed",
    "permitted",
    "requested",
    "told",
];

/// What "without" an override names: "without explicit maintainer approval".
pub const APPROVALS: &[&str] = &["approval", "consent", "permission", "request", "sign-off"];

/// Words before an override ("unless you are explicitly asked", "unless it's necessary").
/// Adverbs too: "unless genuinely necessary", "unless strictly needed", "unless explicitly
/// instructed" (gaborage/go-bricks, round 229: the push to `main` it allows was an error).
pub const OVERRIDE_SUBJECTS: &[&str] = &[
    "a",
    "are",
    "explicitly",
    "genuinely",
    "human",
    "is",
    "it",
    "it's",
    "maintainer",
    "really",
    "strictly",
    "the",
    "truly",
    "user",
    "you",
    "you're",
];

/// The slots of a commit-subject template (`[TYPE](scope):`, `component: description`): words
/// that stand for a value, never literal text a subject must start with.
pub const COMMIT_TEMPLATE_SLOTS: &[&str] = &[
    "area",
    "category",
    "component",
    "description",
    "module",
    "package",
    "scope",
    "subject",
    "subsystem",
    "summary",
    "title",
    "type",
];

/// Participles that tell where code came from ("files derived from LevelDB", "code copied
/// from upstream"): files of one provenance, which a commit does not show.
pub const PROVENANCE_PARTICIPLES: &[&str] = &[
    "adapted",
    "based",
    "borrowed",
    "copied",
    "derived",
    "forked",
    "imported",
    "inherited",
    "ported",
    "taken",
    "translated",
    "vendored",
];

/// Imperatives that end like a past participle ("Embed the schema …"): a sentence they lead
/// is an instruction, not a description of how something is made.
pub const IMPERATIVES_IN_ED: &[&str] = &["embed", "imbed"];

/// Words that make a condition a hedge or an override the tool cannot see ("if unsure",
/// "unless asked", "when possible"): they do not narrow a rule.
pub const HEDGES: &[&str] = &[
    "applicable",
    "appropriate",
    "ask",
    "asked",
    "asks",
    "doubt",
    "feasible",
    "instructed",
    "necessary",
    "needed",
    "possible",
    "practical",
    "relevant",
    "request",
    "requested",
    "requests",
    "told",
    "unclear",
    "unsure",
];

/// Phrases that hedge a requirement: "document functions where appropriate" does not ask
/// it of every function, which is all a check could ask.
pub const HEDGE_PHRASES: &[&str] = &[
    // An aim is not a limit ("aim to keep the subject under 50 chars": chroma-core/chroma,
    // round 9's half A).
    "aim for",
    "aim to",
    // What is optional is not required ("Add an optional `@description` TSDoc block tag":
    // wevm/ox, round 84's tuning).
    // "Use kebab-case for almost all files" (pixpilot/shadcn-components, round 108: its
    // PascalCase components, named on the next line, failed the rule).
    "almost",
    "an optional",
    "as appropriate",
    "as needed",
    "best effort",
    // A frequency states a practice, not a rule ("Dependency updates commonly use Conventional
    // Commit style": coil-kt/coil, not tuned on, every commit was checked).
    "commonly",
    "frequently",
    "generally",
    "ideally",
    "if applicable",
    "if appropriate",
    "if needed",
    "if possible",
    "in most cases",
    "mostly",
    "nearly",
    "normally",
    "often",
    "optionally",
    "sometimes",
    "strive to",
    "tend to",
    "tends to",
    "typically",
    "usually",
    "when applicable",
    "when appropriate",
    "when it makes sense",
    "when needed",
    "when possible",
    "when practical",
    "whenever possible",
    "where applicable",
    "where appropriate",
    "where it makes sense",
    "where needed",
    "where possible",
    "where practical",
    "wherever possible",
];

/// What a file or section says when its findings are for a person to weigh ("Flag for human
/// reviewer — do not block"): a rule from it warns, it does not fail the commit. Matched
/// only at a sentence's end or before what is blocked ("do not block the PR"), so "do not
/// block the main thread" is a rule about code.
pub const NON_BLOCKING_PHRASES: &[&str] = &[
    "do not block",
    "don't block",
    "must not block",
    "never block",
    "non-blocking",
    "should not block",
];

/// What a non-blocking phrase may name as what it does not block.
pub const BLOCKED_THINGS: &[&str] = &[
    "build",
    "builds",
    "ci",
    "commit",
    "commits",
    "merge",
    "merges",
    "pr",
    "prs",
    "pull request",
    "pull requests",
    "review",
    "reviews",
];

/// Nouns that make the code before them places ("the `json` and `events` packages"), not
/// constructs.
pub const PLACE_NOUNS: &[&str] = &[
    "dir",
    "directories",
    "directory",
    "dirs",
    "folder",
    "folders",
    "module",
    "modules",
    "namespace",
    "namespaces",
    "package",
    "packages",
    "path",
    "paths",
];

/// Participles of verbs of processing: "names are converted to …", "files are generated
/// from …" tell what a tool does, not a convention of the code.
pub const PROCESS_PARTICIPLES: &[&str] = &[
    "compiled",
    "converted",
    "derived",
    "encoded",
    "generated",
    "hashed",
    "lowercased",
    "mapped",
    "normalised",
    "normalized",
    "serialized",
    "slugified",
    "transformed",
    "translated",
    "truncated",
    "uppercased",
];

/// Formatters and linters that own a line length ("Ruff, line length 120"): they apply it with
/// exceptions a length pattern does not know (strings and URLs they cannot break, ignored
/// rules such as E501).
pub const FORMATTERS: &[&str] = &[
    "autopep8",
    "biome",
    "black",
    "clang-format",
    "dprint",
    "eslint",
    "flake8",
    "formatter",
    "gofmt",
    "ktlint",
    "linter",
    "prettier",
    "pycodestyle",
    "pylint",
    "rubocop",
    "ruff",
    "rustfmt",
    "swift-format",
    "swiftformat",
    "swiftlint",
    "yapf",
];

/// Checkers a project runs over all its code: a section named after one is about the whole
/// code base, not about the code that uses a library (`targets::confirm_library_section`).
pub const CODE_BASE_CHECKERS: &[&str] = &["basedpyright", "mypy", "pyre", "pyright", "tsc", "ty", "typescript"];

/// What files are added to ("add `x/` to the repository"): after any other noun ("to a
/// project reference") the path is an entry, not files.
pub const FILE_PLACES: &[&str] = &[
    "codebase",
    "commit",
    "commits",
    "control",
    "directory",
    "folder",
    "git",
    "index",
    "project",
    "repo",
    "repository",
    "source",
    "tree",
    "workspace",
];

/// Nouns that name a slot of a branch-name template, not a literal prefix
/// (`category/ticket-id-or-short-description`, cfug/dio).
pub const BRANCH_SLOTS: &[&str] = &[
    "area",
    "author",
    "category",
    "component",
    "handle",
    "initials",
    "kind",
    "owner",
    "prefix",
    "scope",
    "team",
    "topic",
    "user",
    "username",
];

/// Words that state a preference: "prefer `a` over `b`", "`b` is discouraged". A rule whose
/// instruction says no more than this warns, since a preference allows what it does not prefer.
pub const PREFERENCE_WORDS: &[&str] = &[
    "discouraged",
    "favor",
    "favour",
    "prefer",
    "preferable",
    "preferably",
    "preferred",
    "recommended",
    // "Keep commit titles under 72 characters (soft requirement)" (kubernetes-sigs/headlamp,
    // round 39).
    "soft limit",
    "soft requirement",
    "soft rule",
];

/// Words of a heading or lead-in that make what stands under it advice: "✓ Encouraged
/// cleanup (same file/function you're already editing)" (METR/inspect-action, round 164:
/// "Add missing type hints to functions you're modifying" under it had become a rule),
/// "Nice to have", "Optional".
pub const ADVISORY_HEADING_WORDS: &[&str] = &[
    "encouraged",
    "nice to have",
    "nice-to-have",
    "optional",
    "recommendations",
    "recommended",
    "suggested",
    "suggestions",
    "tips",
];

/// Words of a label over a naming style that name the topic, not some of the code
/// ("Naming:", "Code style:", "General conventions:").
pub const NAMING_LABEL_WORDS: &[&str] = &[
    "all",
    "case",
    "casing",
    "code",
    "convention",
    "conventions",
    "general",
    "identifier",
    "identifiers",
    "name",
    "names",
    "naming",
    "style",
    "styles",
];

/// Words of a heading over reasons, not rules ("The "why" behind the exceptions",
/// "Rationale").
pub const RATIONALE_HEADING_WORDS: &[&str] = &["background", "motivation", "rationale", "reasoning", "why"];

/// Words that make an instruction more than a preference: with one of them, "prefer" only
/// names the alternative ("Never use `a`; prefer `b`").
pub const STRONG_MODALS: &[&str] = &[
    "always",
    "avoid",
    "do not",
    "don't",
    "forbidden",
    "mandatory",
    "must",
    "never",
    "not allowed",
    "prohibited",
    "required",
    "shall",
];

/// Commands of build and test tools: "must pass `make typecheck`" asks for a run, which a
/// commit does not show.
pub const COMMAND_WORDS: &[&str] = &[
    "apt",
    "bash",
    "bazel",
    "brew",
    "bun",
    "bundle",
    "cargo",
    "cd",
    "cmake",
    "composer",
    "ctest",
    "curl",
    "dart",
    "deno",
    "docker",
    "dotnet",
    "eslint",
    "flutter",
    "gh",
    "git",
    "go",
    "golangci-lint",
    "gradle",
    "gradlew",
    "jest",
    "just",
    "kubectl",
    "ls",
    "make",
    "mix",
    "mvn",
    "mypy",
    "node",
    "nox",
    "npm",
    "npx",
    "nx",
    "php",
    "phpunit",
    "pip",
    "pnpm",
    "poetry",
    "prettier",
    "pwsh",
    "pyright",
    "pytest",
    "python",
    "python3",
    "rails",
    "rake",
    "rm",
    "rspec",
    "rubocop",
    "ruff",
    "sh",
    "srb",
    "sudo",
    "swift",
    "swiftlint",
    "tox",
    "ts-node",
    "tsc",
    "tsx",
    "turbo",
    "uv",
    "vitest",
    "xcodebuild",
    "yarn",
];

/// Subjects that make "do not" a statement, not a prohibition: "they do not change the
/// eligibility rules" describes; "do not change …" and "we do not use …" direct.
pub const DESCRIBED_SUBJECTS: &[&str] = &["he", "it", "she", "these", "they", "this", "those"];

/// Adjectives that make a scope a judgement ("required for complex async code"): which code
/// they cover is for a reader to decide, no check can.
pub const JUDGED_SCOPES: &[&str] = &[
    "complex",
    "critical",
    "important",
    "large",
    "major",
    "non-trivial",
    "nontrivial",
    "significant",
    "tricky",
];

/// Where data comes from, as a scope: "on user-supplied content", "with untrusted input". The
/// code a pattern reads does not show the origin of a value.
pub const DATA_ORIGINS: &[&str] = &[
    "external",
    "unescaped",
    "unsanitized",
    "untrusted",
    "unvalidated",
    "user",
    "user-controlled",
    "user-generated",
    "user-provided",
    "user-supplied",
];

/// Adjectives that make the construct they qualify a judgement: "no unnecessary `this.`",
/// "over broad `any`", "no redundant `else`". Which uses are unnecessary is for a reader to
/// decide; a pattern on the construct forbids every use.
pub const JUDGED_MODIFIERS: &[&str] = &[
    // "Do not create ad-hoc `.With()` calls" (sortie-ai/sortie, round 10's half B): the helper
    // the instruction asks for makes the same call.
    "ad-hoc",
    "broad",
    "excessive",
    "extra",
    "gratuitous",
    "needless",
    "overly",
    "pointless",
    // "use `createCommentedPool` instead of raw `mysql.createPool`" (unkeyed/unkey, round 11;
    // mattermost/mattermost-mobile, round 14): the wrapper the instruction asks for makes the
    // raw call.
    "raw",
    "redundant",
    "spurious",
    "superfluous",
    "unnecessary",
    "unneeded",
    "useless",
];

/// Acts of talking to the user: a ban on them ("do not compliment, flatter, or validate the
/// user") is about the conversation, which no commit shows.
pub const CONVERSATION_ACTS: &[&str] = &[
    "apologise",
    "apologize",
    "compliment",
    "flatter",
    "greet",
    "praise",
    "reply",
    "respond",
    "tell",
    "thank",
];

/// What a reviewer does about code, which a prohibiting lead-in may forbid without forbidding
/// the code ("Do not focus review comments on these:").
pub const REVIEW_ACTS: &[&str] = &["comment", "flag", "focus", "mention", "nitpick", "report", "review"];

/// Nouns after a forbidden construct that name one kind of its use: "avoid `AsRef`
/// polymorphism" (Devolutions/IronRDP, round 11), "instead of `as const` workarounds"
/// (mattermost/mattermost-mobile, round 14). Other uses stay allowed, and a pattern on the
/// construct cannot tell them apart. Things made of a type ("new `CompositionLocal` values",
/// "`Foo` instances") are made where the pattern does not look (`compositionLocalOf {}`), and
/// the name's other uses (a parameter's type, an import) make nothing (RevenueCat/
/// purchases-android, round 31).
pub const USE_KIND_NOUNS: &[&str] = &[
    "abuse",
    "hack",
    "hacks",
    "implementations",
    "instances",
    "misuse",
    "objects",
    "overuse",
    "polymorphism",
    "subclasses",
    "trick",
    "tricks",
    "values",
    "workaround",
    "workarounds",
];

/// Verbs of defining: "Override `a`, never `b`" forbids overriding `b`, not naming it, and a
/// pattern on the name fires on every call and parameter of that name.
pub const DEFINITION_VERBS: &[&str] = &[
    "define",
    "defining",
    "implement",
    "implementing",
    "inherit",
    "inheriting",
    "override",
    "overriding",
    "redefine",
    "subclass",
    "subclassing",
];

/// Words between a prohibition and its object that are not its verb: "never use the `X`",
/// "no new `X`", "don't ever call `X`". What [`USE_ACTS`] and [`PATH_ACTS`] are looked up past.
pub const BAN_FILLERS: &[&str] = &[
    "a",
    "an",
    "any",
    "bare",
    "direct",
    "directly",
    "ever",
    "explicit",
    "explicitly",
    "from",
    "manual",
    "manually",
    "new",
    "plain",
    "raw",
    "the",
    "to",
];

/// Verbs of a list's lead-in whose object is each item: "**Must never do:**" then "Add
/// `Signed-off-by` tags on behalf of a human." (nextcloud/android-library, round 72: the
/// prohibition was lost and the trailer required).
pub const ITEM_ACTS: &[&str] = &["do", "does", "doing", "happen"];

/// Prepositions that end an act's own object before the code ("add new behavior **to**
/// `f()`", "compare tokens **with** `==`"): the code is then not what the act is done to.
pub const OBJECT_PREPOSITIONS: &[&str] = &[
    "against", "at", "by", "for", "from", "in", "inside", "into", "of", "on", "onto", "to", "with", "within",
];

/// Objects that are the code or path itself when an act names them before it: "add **files**
/// to `dist/`", "make **changes** in `src/gen/`".
pub const GENERIC_OBJECTS: &[&str] = &[
    "anything",
    "change",
    "changes",
    "code",
    "content",
    "contents",
    "edits",
    "file",
    "files",
    "modifications",
    "something",
    "stuff",
    "things",
];

/// Words that join or limit phrases, never a kind of thing ("… `.freezed.dart`, **or** in
/// `lib/l10n/`").
pub const CONNECTIVES: &[&str] = &["also", "and", "but", "even", "except", "just", "nor", "only", "or"];

/// How a sentence opens that goes on from the sentence before it, in that sentence's scope:
/// "… code examples in documentation. **Instead** use a 4-space indent." ("instead of" and
/// "rather than" open a sentence of their own).
pub const CONTINUING_OPENERS: &[&str] = &[
    "especially",
    "for example",
    "for instance",
    "for these",
    "for those",
    "here",
    "in particular",
    "in such cases",
    "in that case",
    "in these cases",
    "in this case",
    "instead",
    "notably",
    "otherwise",
    "particularly",
    "rather",
    "specifically",
];

/// Verbs after an arrow that make it a replacement: "`console.*` → **use** the `logger`".
pub const REPLACING_VERBS: &[&str] = &[
    "call", "prefer", "replace", "return", "switch", "throw", "use", "wrap", "write",
];

/// Words that make an arrow between two constructs a replacement ("rename `a` → `b`",
/// "deprecated: `x` → `y`"); without one, "`STATE_A` → `STATE_B`" is a step of a flow.
pub const REPLACEMENT_CUES: &[&str] = &[
    "anti-pattern",
    "avoid",
    "bad",
    "deprecated",
    "don't",
    "good",
    "instead",
    "migrate",
    "migrating",
    "migration",
    "never",
    "not",
    "prefer",
    "preferred",
    "rename",
    "renamed",
    "replace",
    "replaced",
    "replacement",
    "use",
    "wrong",
];

/// After a bare "not", words that make it a state ("not found", "not running"), not a ban.
/// Participles in "-ed" are states too, but for [`BANNING_PARTICIPLES`].
pub const NEGATED_STATES: &[&str] = &[
    "available",
    "found",
    "known",
    "present",
    "run",
    "running",
    "set",
    "shown",
    "working",
];

/// After a negation, reliance on one thing alone: "Don't rely solely on intermediate variables
/// — `const data = tasks.data; …`" asks for more than the thing, it bans no use of it
/// (vertz-dev/vertz, round 215: the example was forbidden in every test).
pub const SOLE_RELIANCE: &[&str] = &[
    "count only",
    "count solely",
    "depend exclusively",
    "depend only",
    "depend solely",
    "rely exclusively",
    "rely just",
    "rely only",
    "rely purely",
    "rely solely",
];

/// Verbs of a subject's standing under a definition or rule: "`## Block A` headings do not
/// count", "the limit does not apply to tests" state it, they ban nothing.
pub const STANDING_VERBS: &[&str] = &["apply", "count", "matter", "qualify"];

/// Participles and adjectives after "not" that ban: "force pushes not allowed", "`eval` is
/// not acceptable".
pub const BANNING_PARTICIPLES: &[&str] = &[
    "acceptable",
    "accepted",
    "advisable",
    "allowable",
    "allowed",
    "desired",
    "permissible",
    "permitted",
    "recommended",
    "supported",
    "tolerated",
    "wanted",
];

/// Words after "only" that limit where something may be used ("use JSDoc only **for**
/// exported functions", "`unsafe` only **when** …"): a restriction, not a requirement.
pub const RESTRICTING_PREPOSITIONS: &[&str] = &["for", "if", "inside", "on", "when", "where", "within"];

/// Phrasal verbs that mean "use": "never **reach for** `[IterationSetup]`", "don't **resort
/// to** `unsafe`". Their particle is no purpose ("for `X`") and the act is a use.
pub const USING_PHRASAL_VERBS: &[&str] = &[
    "fall back on",
    "fall back to",
    "opt for",
    "reach for",
    "resort to",
    "turn to",
];

/// Acts on a value that, done to a call (`getX()`), are calls of it: "never read
/// `getNewModuleRegistry()` directly".
pub const READING_ACTS: &[&str] = &["access", "accessing", "query", "querying", "read", "reading"];

/// Acts whose every occurrence in code is what a prohibition forbids: "never use / call /
/// import / add `X`". Any other act ("never expose `cost_price`", "don't mutate `state`",
/// "never return `null`") forbids something done with `X`, which a rule flagging each `X`
/// cannot tell from its allowed uses.
pub const USE_ACTS: &[&str] = &[
    "add",
    "adding",
    "assign",
    "assigning",
    "call",
    "calling",
    "commit",
    "committing",
    "create",
    "creating",
    "declare",
    "declaring",
    "depend",
    "emit",
    "employ",
    "hard-code",
    "hardcode",
    "hardcoding",
    "import",
    "imported",
    "importing",
    "include",
    "insert",
    "instantiate",
    "introduce",
    "introducing",
    "invoke",
    "invoking",
    "leave",
    "put",
    "re-introduce",
    "reference",
    "referencing",
    "reintroduce",
    "rely",
    "require",
    "requiring",
    "use",
    "using",
    "write",
    "writing",
];

/// Acts whose infinitive after the construct names what it is used for: "avoid `useMemo` to
/// create MobX stores" forbids one use of `useMemo`, not every one (onlook-dev/onlook, round 22).
pub const PURPOSE_BEARING_ACTS: &[&str] = &[
    "avoid",
    "avoiding",
    "call",
    "calling",
    "employ",
    "instantiate",
    "invoke",
    "invoking",
];

/// Participles of what a tool makes from the commits ("versions are **determined** by
/// conventional commits", "the changelog is **generated** from them").
pub const DERIVED_PARTICIPLES: &[&str] = &[
    "bumped",
    "calculated",
    "computed",
    "derived",
    "determined",
    "driven",
    "generated",
    "inferred",
    "produced",
];

/// The verbs a .NET method's name opens with (`WriteLine`, `GetAwaiter`, `ToList`): a C#
/// member written without `()` whose name opens otherwise (`Empty`, `Now`, `Result`) is a
/// property.
pub const METHOD_NAME_VERBS: &[&str] = &[
    "abort",
    "add",
    "append",
    "apply",
    "await",
    "begin",
    "build",
    "call",
    "cancel",
    "clear",
    "close",
    "collect",
    "combine",
    "compare",
    "compile",
    "configure",
    "contains",
    "convert",
    "copy",
    "create",
    "delete",
    "deserialize",
    "dispose",
    "end",
    "ensure",
    "enumerate",
    "execute",
    "exit",
    "fail",
    "fill",
    "find",
    "flush",
    "format",
    "get",
    "handle",
    "insert",
    "invoke",
    "is",
    "join",
    "load",
    "lock",
    "log",
    "make",
    "map",
    "move",
    "new",
    "open",
    "parse",
    "post",
    "print",
    "process",
    "push",
    "put",
    "read",
    "register",
    "release",
    "remove",
    "replace",
    "reset",
    "resolve",
    "run",
    "save",
    "select",
    "send",
    "serialize",
    "set",
    "sleep",
    "sort",
    "split",
    "start",
    "stop",
    "throw",
    "to",
    "trim",
    "try",
    "update",
    "validate",
    "wait",
    "when",
    "where",
    "write",
];

/// Gerunds that open a purpose after a comma ("avoid `unwrap()`, ensuring proper error
/// handling"): the reason for the ban, not a narrowing of it.
pub const REASON_GERUNDS: &[&str] = &["avoiding", "ensuring", "guaranteeing", "preventing"];

/// Infinitives that give the reason for a ban, not the use it forbids: "avoid `any` to keep
/// the types sound" forbids every `any`.
pub const REASON_PURPOSES: &[&str] = &[
    "avoid",
    "ensure",
    "guarantee",
    "improve",
    "keep",
    "maintain",
    "minimize",
    "preserve",
    "prevent",
    "protect",
    "reduce",
    "remain",
    "simplify",
    "stay",
];

/// Words by which an override names another value ("unless the user requests another name"):
/// what the instruction asks for is a default, not a rule.
pub const ALTERNATIVE_WORDS: &[&str] = &["another", "different", "else", "other", "otherwise"];

/// Acts that put a change into the history, whatever is changed: "commit anything from
/// `build/`".
pub const COMMITTING_ACTS: &[&str] = &["commit", "committing", "push", "stage", "staging"];

/// Acts on a file that a change to it shows: "do not edit / commit / delete `dist/`".
pub const PATH_ACTS: &[&str] = &[
    "add",
    "change",
    "check",
    "commit",
    "committing",
    "create",
    "delete",
    "deleting",
    "edit",
    "editing",
    "generate",
    "hand-edit",
    "modify",
    "modifying",
    "move",
    "push",
    "remove",
    "rename",
    "stage",
    "staging",
    "touch",
    "update",
    "updating",
    "write",
];

/// Words of a sentence that exempts something from a rule stated beside it ("Enums marked
/// `@_spi(Internal)` are exempt", "Exception: generated files").
/// The first segment of Go's standard library import paths, and the directories of a Go
/// module's usual layout: an import path that starts with neither and names no host
/// (`mattn/go-sqlite3`) is a GitHub path written short (carpenike/replog, round 107: the rule
/// on `mattn/go-sqlite3` never met `github.com/mattn/go-sqlite3`).
pub const GO_LOCAL_FIRST_SEGMENTS: &[&str] = &[
    "api",
    "app",
    "archive",
    "bufio",
    "bytes",
    "client",
    "cmd",
    "cmp",
    "compress",
    "container",
    "context",
    "crypto",
    "database",
    "debug",
    "docs",
    "embed",
    "encoding",
    "errors",
    "examples",
    "expvar",
    "flag",
    "fmt",
    "go",
    "hash",
    "html",
    "image",
    "index",
    "internal",
    "io",
    "iter",
    "lib",
    "log",
    "maps",
    "math",
    "mime",
    "net",
    "os",
    "path",
    "pkg",
    "plugin",
    "reflect",
    "regexp",
    "runtime",
    "scripts",
    "server",
    "slices",
    "sort",
    "src",
    "strconv",
    "strings",
    "structs",
    "sync",
    "syscall",
    "test",
    "testing",
    "tests",
    "text",
    "third_party",
    "time",
    "tools",
    "unicode",
    "unique",
    "unsafe",
    "vendor",
    "weak",
    "web",
];

/// Words beside "exception" that make it the programming construct, not an exemption
/// ("always specify the expected exception type": CCBR/Tools, round 107).
pub const EXCEPTION_HANDLING_WORDS: &[&str] = &[
    "bare",
    "broad",
    "catch",
    "catches",
    "caught",
    "checked",
    "class",
    "classes",
    "custom",
    "expected",
    "generic",
    "handler",
    "handlers",
    "handling",
    "hierarchy",
    "message",
    "messages",
    "raise",
    "raised",
    "raises",
    "runtime",
    "specific",
    "throw",
    "thrown",
    "throws",
    "type",
    "types",
    "unchecked",
    "unexpected",
    "unhandled",
];

pub const EXEMPTION_WORDS: &[&str] = &[
    "except",
    "exception",
    "exceptions",
    "exempt",
    "exempted",
    "exemption",
    "exemptions",
];

/// Who people are in a context file, as the subject of a sentence: "Dev add these",
/// "Maintainers may use it" say what people do, beside what the agent must not.
pub const PEOPLE: &[&str] = &[
    "dev",
    "developers",
    "devs",
    "humans",
    "maintainers",
    "people",
    "reviewers",
];

/// Modals between a subject and the act they allow ("maintainers may use it").
pub const PERMITTING_MODALS: &[&str] = &["can", "do", "may", "will"];

/// Names AI assistants sign their `Co-authored-by:` trailers with (`Claude <noreply@anthropic.com>`,
/// `copilot-swe-agent[bot]`): what "no AI co-author tags" forbids, where a person's or a
/// bot's co-author trailer is fine (getsentry/sentry-cocoa, round 10's half B).
pub const AI_CO_AUTHORS: &[&str] = &[
    "aider",
    "anthropic",
    "chatgpt",
    "claude",
    "codex",
    "copilot",
    "cursor",
    "devin",
    "gemini",
    "openai",
    "windsurf",
];

/// Words before "tokens" that make them no credentials: a design system's values (`design
/// tokens`, `color tokens`) or a grammar's units (`lexer tokens`).
pub const NON_SECRET_TOKENS: &[&str] = &[
    "color",
    "colour",
    "css",
    "design",
    "lexer",
    "lexical",
    "parser",
    "semantic",
    "spacing",
    "style",
    "syntax",
    "theme",
    "typography",
];

/// Nouns after a secret's word that make it a modifier of something else: "password prompts",
/// "token refresh", "API key rotation" name a screen or a process, not a secret to keep out of
/// the repository (FireLakeLabs/verso, round 141: "do not add embedded username/password
/// prompts" had become a hard-coded-secret rule).
pub const SECRET_MODIFIED_HEADS: &[&str] = &[
    "dialog",
    "dialogs",
    "field",
    "fields",
    "flow",
    "flows",
    "form",
    "forms",
    "hashing",
    "input",
    "inputs",
    "login",
    "manager",
    "page",
    "pages",
    "policy",
    "prompt",
    "prompts",
    "refresh",
    "reset",
    "rotation",
    "screen",
    "screens",
    "strength",
    "validation",
];

/// Constructs a heading or lead-in can limit a brace placement to ("### Object Initializers":
/// LarsLaskowski/F1-Telemetry, round 141): a brace alone on its line belongs to any block.
pub const BRACED_CONSTRUCTS: &[&str] = &[
    "anonymous functions",
    "arrays",
    "closures",
    "collection initializers",
    "initializers",
    "lambdas",
    "object initializers",
    "object literals",
    "switch expressions",
    "switch statements",
];

/// Platforms and parts of a product a label can limit an item to ("**WASM**: avoid emoji",
/// "iOS: …", "Backend: …"): code no path tells apart from the rest.
pub const PLATFORMS: &[&str] = &[
    "android", "backend", "browser", "cli", "client", "desktop", "frontend", "ios", "ipados", "jvm", "linux", "macos",
    "mobile", "server", "tui", "tvos", "wasm", "watchos", "web", "windows",
];

/// Words that open a clause setting a limit ("Maximum 120 characters per line").
pub const LIMIT_OPENERS: &[&str] = &["at most", "max", "maximum", "no longer than", "no more than"];

/// Names of coding agents, as an instruction names the work it is limited to ("for Claude
/// Code work", "in Copilot sessions").
pub const AGENT_NAMES: &[&str] = &[
    "agent", "agentic", "agents", "ai", "claude", "code", "codex", "copilot", "cursor", "gemini",
];

/// Files a language's tools find by their name, whatever a project's naming convention:
/// pytest's `conftest.py`, a package's `__init__.py` and `__main__.py`.
pub const NAMES_TOOLS_REQUIRE: &[&str] = &["__init__.py", "__main__.py", "conftest.py"];

/// Words of a lead-in's scope that make it everyone's work ("For all changes:", "For every
/// contributor:"), which narrows no rule.
pub const UNIVERSAL_SCOPE_WORDS: &[&str] = &[
    "all",
    "any",
    "assistant",
    "assistants",
    "contributor",
    "contributors",
    "developer",
    "developers",
    "each",
    "every",
    "everyone",
    "everything",
    "humans",
    "llm",
    "llms",
    "model",
    "models",
    "you",
];

/// What an agent's work is called after its name ("Claude Code work", "agent sessions").
pub const AGENT_WORK: &[&str] = &[
    "changes",
    "commits",
    "contributions",
    "prs",
    "runs",
    "sessions",
    "tasks",
    "work",
];

/// Phrases that reserve the act for someone else ("That edit is not yours to make":
/// facebook/lexical, where the release commits make it): the gate cannot tell who commits, so
/// a rule would fail those who may.
pub const RESERVED_FOR_OTHERS: &[&str] = &[
    "is for maintainers",
    "is not yours",
    "left to maintainers",
    "maintainers only",
    "not yours to",
    "only maintainers",
    "reserved for maintainers",
];

/// What commits are called when an instruction is about them and not about code ("Do not use
/// conventional commits (no `feat:`)"): a rule that reads code would misread it.
pub const COMMIT_NOUNS: &[&str] = &[
    "commit body",
    "commit message",
    "commit messages",
    "commit subject",
    "commit title",
    "commit titles",
    "conventional commit",
    "conventional commits",
];

/// Words before a "not" that forbids what follows ("do not", "must not", "should not be
/// using").
pub const NEGATED_AUXILIARIES: &[&str] = &[
    "can", "could", "did", "do", "does", "may", "might", "must", "shall", "should", "will", "would",
];

/// Auxiliaries of a statement: a "not" after them ("the config does not set `x`", "it is not
/// `y`") negates a fact, it forbids the reader nothing.
/// "could" and "would" state what was or would be possible: "the fuzz structurally could not
/// generate `(div x 0)`" tells why a bug shipped (mjbommar/axeyum, round 234: the case the
/// instruction asks generators to emit was banned).
pub const STATING_AUXILIARIES: &[&str] = &[
    "are", "could", "did", "does", "had", "has", "have", "is", "was", "were", "would",
];

/// The first word of a subject that a ban addressed to the reader or about the whole change
/// has ("Agents must never …", "You should not …", "Commits must not …"), or of a clause that
/// is no subject ("When …", "If …"): the ban holds everywhere.
pub const UNSCOPED_SUBJECTS: &[&str] = &[
    "agent",
    "agents",
    "ai",
    "all",
    "also",
    "always",
    "and",
    "any",
    "assistants",
    "but",
    "changes",
    "claude",
    "code",
    "commit",
    "commits",
    "contributors",
    "copilot",
    "developers",
    "diffs",
    "everyone",
    "files",
    "i",
    "if",
    "important",
    "it",
    "messages",
    "new",
    "no",
    "nobody",
    "note",
    "once",
    "one",
    "please",
    "so",
    "source",
    "that",
    "then",
    "they",
    "this",
    "unless",
    "we",
    "when",
    "while",
    "you",
    "your",
];

/// Words before the verb of a condition: "when you add", "if you're changing".
pub const CONDITION_SUBJECTS: &[&str] = &["agents", "are", "is", "it", "the", "user", "we", "you", "you're"];

/// Verbs of a change: a condition on them ("when you add a function") is about what the
/// change writes, which is what checks look at.
pub const CHANGE_VERBS: &[&str] = &[
    "add",
    "adding",
    "change",
    "changing",
    "commit",
    "committing",
    // "Follow these principles when contributing:" (qent/explorer, round 156's missed list):
    // every commit is a contribution.
    "contribute",
    "contributing",
    "create",
    "creating",
    "delete",
    "deleting",
    "edit",
    "editing",
    "implement",
    "implementing",
    "introduce",
    "introducing",
    "modify",
    "modifying",
    "remove",
    "removing",
    "rename",
    "renaming",
    "touch",
    "touching",
    "update",
    "updating",
    "write",
    "writing",
];

/// Objects of such a verb that name no narrower scope ("when you add a function").
pub const CHANGE_OBJECTS: &[&str] = &[
    "class",
    "classes",
    "code",
    "commit",
    "commits",
    "dependencies",
    "dependency",
    "file",
    "files",
    "function",
    "functions",
    "method",
    "methods",
    "module",
    "modules",
    "package",
    "packages",
];

/// The words of a lead-in's condition that is its list's items: "only if ALL are true:", "if
/// all of the following hold:".
pub const ITEM_CONDITION_WORDS: &[&str] = &[
    "all",
    "apply",
    "are",
    "below",
    "both",
    "conditions",
    "following",
    "hold",
    "met",
    "of",
    "the",
    "these",
    "true",
];

/// Nouns of a manner of writing: "in concise, imperative English", "in the present tense".
pub const MANNER_NOUNS: &[&str] = &["english", "mood", "prose", "tense", "tone", "voice", "wording"];

/// Idioms that begin with a scope preposition but name no scope ("in order to").
pub const NOT_SCOPES: &[&str] = &[
    "addition",
    "advance",
    "case",
    "circumstance",
    "circumstances",
    "doubt",
    "favor",
    "favour",
    "general",
    "imperative",
    "memory",
    "mind",
    "now",
    "order",
    "particular",
    "place",
    "practice",
    "scratch",
    "short",
    "start",
    "sync",
    "time",
];

/// What follows "for" when it gives a reason or a duration, not a purpose that narrows a ban
/// ("never use `eval` for security reasons", "for now", "for any reason").
pub const REASONS: &[&str] = &[
    "any",
    "brevity",
    "clarity",
    "compatibility",
    "consistency",
    "correctness",
    "maintainability",
    "now",
    "performance",
    "portability",
    "readability",
    "reliability",
    "reproducibility",
    "safety",
    "security",
    "simplicity",
    "speed",
    "this",
];

/// Words that open a noun phrase: after "use `x` to" they make "to" a destination ("to the
/// codebase"), not a purpose.
pub const DETERMINERS: &[&str] = &[
    "a", "all", "an", "any", "each", "every", "his", "its", "my", "our", "some", "that", "the", "their", "these",
    "this", "those", "your",
];

/// Words after which "to avoid" is the directive's own verb ("try to avoid `x`", "make sure
/// to avoid"), not a purpose ("relocates protobuf to avoid conflicts").
pub const INFINITIVE_HEADS: &[&str] = &[
    "able",
    "advised",
    "aim",
    "asked",
    "attempt",
    "best",
    "better",
    "careful",
    "encouraged",
    "expected",
    "good",
    "have",
    "important",
    "need",
    "needs",
    "ought",
    "prefer",
    "recommended",
    "remember",
    "required",
    "strive",
    "sure",
    "try",
    "want",
    "wise",
];

/// Words that say how old files are ("committed migrations", "existing tests"): they pick the
/// files a change may touch, not a kind of file.
pub const FILE_AGES: &[&str] = &[
    "applied",
    "committed",
    "existing",
    "merged",
    "old",
    "previous",
    "published",
    "released",
    "shipped",
];

/// Keywords that stand before a call, not for one: "sequential `await` calls" are calls that
/// are awaited, not calls of a function named `await` (inkeep/agents, round 23).
pub const KEYWORDS_BEFORE_CALLS: &[&str] = &[
    "async", "await", "defer", "delete", "go", "new", "return", "throw", "try", "typeof", "void", "yield",
];

/// Words before a naming target that pick some of its definitions by what they mean or how
/// they are seen ("UPPER_SNAKE_CASE for true constants": typeorm/typeorm, round 22; "exported
/// functions"): a naming rule judges every definition of the target.
/// Judgements that pick some of a target's definitions ("complex functions", "non-obvious
/// methods"): which ones is the reader's call, so no rule on every definition says it
/// (juanqui-art/goolstar_backend, round 111: "Add docstrings to models, views, and complex
/// functions" required one on every function).
pub const JUDGED_TARGET_MODIFIERS: &[&str] = &[
    "complex",
    "complicated",
    "critical",
    "important",
    "intricate",
    "key",
    "major",
    "non-obvious",
    "nontrivial",
    "significant",
    "tricky",
];

/// Languages (and their engines) whose files no check reads, as prose names them: an
/// instruction about one ("### Terraform style" / "Use snake_case for variables") speaks of
/// its files, never of the repository's main language (yyoda/tfman, round 121: a
/// Terraform naming rule read JavaScript). Words that name other things too ("sql" in "SQL
/// injection", "r") are left out.
/// "### PowerShell" › "4-space indentation — no tabs" had read the JavaScript files
/// (CreativeAcer/PermiX, round 149).
/// Generic rule packs name their subject in the file's title or description: "# emacs Best
/// Practices" (Emacs Lisp), "# neo4j Best Practices" (Cypher), whose naming and docstring
/// rules had read Python (arkanwolfshade/MythosMUD, round 220).
pub const UNREAD_LANGUAGES: &[&str] = &[
    "apex",
    "clojure",
    "cobol",
    "coffeescript",
    "cypher",
    "delphi",
    "elisp",
    "emacs",
    "erlang",
    "fortran",
    "gdscript",
    "godot",
    "groovy",
    "haskell",
    "hcl",
    "julia",
    "lisp",
    "matlab",
    "neo4j",
    "nix",
    "ocaml",
    "perl",
    "powershell",
    "pwsh",
    "racket",
    "scala",
    "solidity",
    "terraform",
    "verilog",
    "vhdl",
];

/// Words that name a language no check reads only before a noun of its code: "SQL style",
/// "R code" (not "SQL injection"): "## SQL Style" › "Use `snake_case` for all table, column,
/// and function names" had read Python (arkanwolfshade/MythosMUD, round 220).
pub const UNREAD_LANGUAGES_BEFORE_CODE: &[&str] = &["plpgsql", "r", "sql", "tsql"];

/// The nouns of code after which [`UNREAD_LANGUAGES_BEFORE_CODE`] name a language.
pub const LANGUAGE_CODE_NOUNS: &[&str] = &[
    "code",
    "files",
    "functions",
    "migrations",
    "queries",
    "schema",
    "schemas",
    "scripts",
    "style",
];

/// Tools of one language no check reads, by name: a sentence that names one speaks of that
/// language's code ("Document public functions with roxygen2 comments": kent-orr/oRm, round
/// 132, where the rule asked JSDoc of the JavaScript assets of an R package's site).
pub const UNREAD_LANGUAGE_TOOLS: &[(&str, &str)] = &[
    ("edoc", "Erlang"),
    ("haddock", "Haskell"),
    ("lintr", "R"),
    ("ocamldoc", "OCaml"),
    ("roxygen", "R"),
    ("roxygen2", "R"),
    ("scaladoc", "Scala"),
    ("styler", "R"),
    ("testthat", "R"),
    // "Follow tidyverse style: 2-space indents" (sbalci/ClinicoPathJamoviModule, round 247:
    // read as a rule on the JavaScript files).
    ("tidyverse", "R"),
];

/// Test frameworks and runners, by name: a section or rule file about one ("# Playwright Best
/// Practices" › "Never use `page.waitForTimeout()`") speaks of test code, which a rule sparing
/// tests would never read (arkanwolfshade/MythosMUD, round 220).
pub const TEST_FRAMEWORKS: &[&str] = &[
    "cypress",
    "jasmine",
    "jest",
    "junit",
    "mocha",
    "phpunit",
    "playwright",
    "pytest",
    "rspec",
    "vitest",
    "xunit",
];

/// Tools of one language's ecosystem, by name (a word of the prose), counted with the
/// language's own name when a section is judged to be about a language the repository lacks
/// ("Use Prettier with default settings" beside "Use TypeScript interfaces" in a Go
/// repository: asgambat/gospin, round 135). The name is [`crate::compile::params::Language`]'s.
pub const ECOSYSTEM_TOOLS: &[(&str, &str)] = &[
    ("black", "Python"),
    ("eslint", "JavaScript/TypeScript"),
    ("mypy", "Python"),
    ("npm", "JavaScript/TypeScript"),
    ("pnpm", "JavaScript/TypeScript"),
    ("prettier", "JavaScript/TypeScript"),
    ("rubocop", "Ruby"),
    ("rustfmt", "Rust"),
    ("yarn", "JavaScript/TypeScript"),
];

/// Nouns a kind of definition modifies, besides [`MODIFIED_BY_A_NAMED_KIND`]: "class names",
/// "type alias", "function parameters" name something else than the definitions to document
/// (m00sfett/FanCtrl, round 114: "a module-level docstring and type annotations" asked
/// docstrings of classes). A naming rule keeps the kind: "class names" are what it is about.
pub const MODIFIED_BY_A_TARGET: &[&str] = &[
    "alias",
    "aliases",
    "argument",
    "arguments",
    "name",
    "names",
    "parameter",
    "parameters",
    "variable",
    "variables",
];

/// Nouns after a kind of definition that make the phrase name no definition to name: "type
/// annotation", "function bodies" (jl-cmd/claude-dev-env, round 249: "Every constant is
/// UPPER_SNAKE_CASE with an explicit type annotation" had class names checked). Unlike
/// [`MODIFIED_BY_A_TARGET`], "names" and "parameters" keep the kind: a naming rule is about
/// "class names".
pub const MODIFIED_BY_A_NAMED_KIND: &[&str] = &[
    "annotation",
    "annotations",
    "bodies",
    "body",
    "check",
    "checker",
    "checking",
    "checks",
    "hint",
    "hints",
    "safety",
    "signature",
    "signatures",
];

/// Words before a kind of definition that make the phrase name something else: "return type",
/// "parameter types" (sianida26/personal-dashboard, round 117: "All functions must have JSDoc
/// with parameters and return type" asked JSDoc of every type).
pub const TARGET_MADE_ANOTHER_THING: &[&str] = &[
    "argument",
    "arguments",
    "base",
    "field",
    "parameter",
    "parameters",
    "parent",
    "property",
    "return",
    "super",
];

/// Words before a kind of definition that pick some of its definitions, which a naming rule
/// cannot tell from the others: "exported functions", "local variables" ("camelCase for
/// unexported variables and functions" held every exported Go benchmark to camelCase:
/// haukened/rr-dns, round 138).
pub const NARROWING_TARGET_MODIFIERS: &[&str] = &[
    "actual",
    "exported",
    "global",
    "internal",
    "local",
    "module-level",
    "non-exported",
    "non-public",
    "private",
    "protected",
    "public",
    "real",
    "top-level",
    "true",
    "unexported",
];

/// Words before a kind of definition that make it the tests' ("test classes", "test
/// methods"): the definitions of the files a documentation rule skips (cowwoc/styler, round
/// 147: "Add JavaDoc comments to test classes/methods" had read the production code only).
pub const TEST_TARGET_MODIFIERS: &[&str] = &["spec", "test", "testing", "tests", "unit"];

/// Extensions of programs and libraries: `python.exe` names a file, never a callee.
pub const BINARY_EXTENSIONS: &[&str] = &["app", "bat", "bin", "cmd", "com", "dll", "dylib", "exe", "msi", "so"];

/// Words ending in "-ing" that are no participle: "every string constant" names no kind of
/// constant.
pub const NOT_PARTICIPLES: &[&str] = &[
    "anything",
    "everything",
    "nothing",
    "something",
    "string",
    "strings",
    "thing",
    "things",
];

/// The forms of "be", the auxiliary of a passive ("is never consulted").
pub const FORMS_OF_BE: &[&str] = &["are", "be", "been", "being", "is", "was", "were"];

/// The head of a noun phrase after "is the" / "is a" that prescribes or proscribes what the
/// clause names ("`x` is the preferred way", "`y` is a deprecated API"): no definition.
pub const PRESCRIPTIVE_NOUN_HEADS: &[&str] = &[
    "accepted",
    "approved",
    "best",
    "canonical",
    "correct",
    "deprecated",
    "expected",
    "idiomatic",
    "legacy",
    "mandatory",
    "must",
    "official",
    "only",
    "preferred",
    "proper",
    "recommended",
    "requirement",
    "right",
    "standard",
    "supported",
];

/// Statements of policy that are worded as facts: "we use Conventional Commits".
pub const POLICY_STATEMENTS: &[&str] = &[
    "our commits",
    "this project follows",
    "this project uses",
    "this repo follows",
    "this repo uses",
    "this repository follows",
    "this repository uses",
    "we follow",
    "we use",
];

/// The words a ban on named code may say besides the code and the acts of [`USE_ACTS`]
/// without saying more than a rule forbidding that code checks: function words, modals,
/// negations, the words of a replacement and of the places every such rule reads. Any other
/// word of the sentence ("never `res.json()` **raw database rows**", "a **bare** `endsWith`")
/// narrows the ban in a way the rule cannot see (`unexplained`).
pub const EXPLAINED_WORDS: &[&str] = &[
    "a",
    "all",
    "allowed",
    "also",
    "always",
    "an",
    "and",
    "any",
    "anymore",
    "anywhere",
    "are",
    "as",
    "at",
    "avoid",
    "avoided",
    "ban",
    "banned",
    "be",
    "by",
    "can",
    "can't",
    "cannot",
    "code",
    "codebase",
    "committed",
    "deprecated",
    "disallowed",
    "discouraged",
    "do",
    "does",
    "don't",
    "dont",
    "each",
    "either",
    "ever",
    "every",
    "everywhere",
    "favor",
    "favour",
    "for",
    "forbid",
    "forbidden",
    "from",
    "in",
    "inside",
    "instead",
    "into",
    "is",
    "it",
    "its",
    "may",
    "must",
    "mustn't",
    "never",
    "new",
    "no",
    "non-test",
    "nor",
    "not",
    "of",
    "ok",
    "okay",
    "on",
    "or",
    "our",
    "over",
    "permitted",
    "please",
    "prefer",
    "preferred",
    "production",
    "prohibited",
    "project",
    "rather",
    "replace",
    "repo",
    "repository",
    "shall",
    "should",
    "shouldn't",
    "source",
    "src",
    "than",
    "that",
    "the",
    "their",
    "them",
    "these",
    "this",
    "those",
    "to",
    "under",
    "use",
    "used",
    "uses",
    "we",
    "with",
    "within",
    "you",
    "your",
];

/// Nouns that name the kind of construct inline code is ("`@Entity` **annotations**", "`%`
/// **formatting**"): they say what the code is, not which of its uses the ban means.
pub const CONSTRUCT_NOUNS: &[&str] = &[
    "annotation",
    "annotations",
    "api",
    "apis",
    "assertion",
    "assertions",
    "attribute",
    "attributes",
    "block",
    "blocks",
    "call",
    "calls",
    "chain",
    "chaining",
    "chains",
    "class",
    "classes",
    "comment",
    "comments",
    "construct",
    "constructor",
    "constructors",
    "constructs",
    "crate",
    "crates",
    "decorator",
    "decorators",
    "dependencies",
    "dependency",
    "directive",
    "directives",
    "expression",
    "expressions",
    "field",
    "fields",
    "flag",
    "flags",
    "formatting",
    "function",
    "functions",
    "identifier",
    "identifiers",
    "import",
    "imports",
    "keyword",
    "keywords",
    "libraries",
    "library",
    "literal",
    "literals",
    "macro",
    "macros",
    "method",
    "methods",
    "module",
    "modules",
    "operator",
    "operators",
    "option",
    "options",
    "package",
    "packages",
    "pattern",
    "patterns",
    "properties",
    "property",
    "statement",
    "statements",
    "style",
    "syntax",
    "type",
    "types",
    "usage",
    "usages",
    // CSS utility classes ("`space-x-*` layout utilities").
    "utilities",
    "utility",
    "variable",
    "variables",
];

/// Words that open the reason after a ban ("never call `X` — **because** …", "`y`, **which**
/// discards …"): what follows explains the ban and does not narrow it.
pub const RATIONALE_OPENERS: &[&str] = &["because", "otherwise", "since", "so", "which"];

/// Words of a list of places where something is written ("in comments, commit messages, or
/// docs", "in code or UI"): what a ban on characters names, not a qualifier.
pub const PLACE_WORDS: &[&str] = &[
    "and",
    "any",
    "code",
    "comments",
    "commit",
    "commits",
    "docs",
    "documentation",
    "files",
    "in",
    "issues",
    "markdown",
    "message",
    "messages",
    "or",
    "output",
    "pr",
    "prs",
    "source",
    "strings",
    "the",
    "ui",
];

/// Where names are not code's: "### Frontmatter" then "camelCase for custom variables" names
/// the page's front-matter keys (sklar/semafor, round 68: TypeScript variables were checked).
pub const NON_CODE_NAMESPACES: &[&str] = &[
    "css",
    "database",
    "env",
    "environment variables",
    "front matter",
    "frontmatter",
    "graphql",
    "html",
    "i18n",
    "json",
    "sql",
    "toml",
    "translation",
    "translations",
    "yaml",
];

/// What "without …" may ask that the code itself shows: "no unsafe code without explicit
/// justification", "without a comment explaining why", "`!!` without proper null checks"
/// (navikt/esyfovarsel, read untuned: every `!!` was banned).
pub const JUSTIFICATIONS: &[&str] = &[
    "check",
    "checks",
    "comment",
    "comment explaining",
    "documented reason",
    "explanation",
    "explanatory comment",
    "guard",
    "guards",
    "justification",
    "justifying comment",
    "null check",
    "null checks",
    "reason",
    "validation",
];

/// What may follow the name of a banned class of characters (`recognize/characters.rs`): the
/// class is what is banned, not a word that narrows it ("emoji signatures" are some emojis in
/// some place).
pub const AFTER_THE_CLASS: &[&str] = &[
    "allowed",
    "and",
    "anywhere",
    "are",
    "as",
    "at",
    "characters",
    "for",
    "from",
    "icons",
    "in",
    "inside",
    "into",
    "is",
    "of",
    "on",
    "or",
    "should",
    "symbols",
    "to",
    "unless",
    "when",
    "within",
];

/// Subjects after which "as" opens a reason ("… as **it** can cause side effects", "as **they**
/// are generated"), not a comparison or a role ("as a decorator").
pub const REASON_SUBJECTS: &[&str] = &["it", "these", "they", "this", "those", "we"];

/// Verbs that open the alternative a ban names ("**use** f-strings over `.format()`"): the
/// few words between them and "over", "instead", "rather" or "not" are the replacement.
pub const ALTERNATIVE_LEADS: &[&str] = &[
    "call", "choose", "favor", "favour", "pick", "prefer", "return", "switch", "throw", "use", "wrap", "write",
];

/// One case-insensitive matcher for a table: any of its phrases as whole words.
pub fn matcher(table: &[&str]) -> Regex {
    let alternatives: Vec<String> = table.iter().map(|p| regex::escape(p)).collect();
    // Longest first, so "only when" wins over "when" where both start at one place.
    let mut alternatives = alternatives;
    alternatives.sort_by_key(|a| std::cmp::Reverse(a.len()));
    Regex::new(&format!(r"(?i)(?:^|[^\w.])({})(?:$|[^\w])", alternatives.join("|"))).expect("phrase tables compile")
}

/// Whether `text` (lowercase) is exactly one of `table`'s phrases.
pub fn is_one_of(table: &[&str], text: &str) -> bool {
    table.binary_search(&text).is_ok()
}

macro_rules! matchers {
    ($($name:ident = $table:ident;)*) => {
        $(pub static $name: LazyLock<Regex> = LazyLock::new(|| matcher($table));)*
    };
}

matchers! {
    EXAMPLE = EXAMPLE_MARKERS;
    OPEN_ENDED = OPEN_ENDED_MARKERS;
    CONDITION = CONDITION_MARKERS;
    FORBID = FORBID_MARKERS;
    REQUIRE = REQUIRE_MARKERS;
    CITATION = CITATION_MARKERS;
    CHECKER = CHECKER_MARKERS;
    CONSEQUENCE = CONSEQUENCE_MARKERS;
    COMPARISON = COMPARISON_MARKERS;
    BOUND = BOUND_MARKERS;
    RESERVED = RESERVED_FOR_OTHERS;
    PULL_REQUEST = PULL_REQUEST_PHRASES;
    HEDGED = HEDGE_PHRASES;
    PREFERENCE = PREFERENCE_WORDS;
    ADVISORY_HEADING = ADVISORY_HEADING_WORDS;
    RATIONALE_HEADING = RATIONALE_HEADING_WORDS;
    FORMATTER = FORMATTERS;
    STRONG = STRONG_MODALS;
    POLICY = POLICY_STATEMENTS;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_and_free_of_duplicates() {
        for (name, table) in [
            ("EXAMPLE_MARKERS", EXAMPLE_MARKERS),
            ("TEST_MARKER_MEMBERS", TEST_MARKER_MEMBERS),
            ("UNIVERSAL_SCOPE_WORDS", UNIVERSAL_SCOPE_WORDS),
            ("NAMES_TOOLS_REQUIRE", NAMES_TOOLS_REQUIRE),
            ("RATIONALE_HEADING_WORDS", RATIONALE_HEADING_WORDS),
            ("NAMING_LABEL_WORDS", NAMING_LABEL_WORDS),
            ("REVIEW_ACTS", REVIEW_ACTS),
            ("OPEN_ENDED_MARKERS", OPEN_ENDED_MARKERS),
            ("CONDITION_MARKERS", CONDITION_MARKERS),
            ("FORBID_MARKERS", FORBID_MARKERS),
            ("OBJECT_PREPOSITIONS", OBJECT_PREPOSITIONS),
            ("GENERIC_OBJECTS", GENERIC_OBJECTS),
            ("REPLACING_VERBS", REPLACING_VERBS),
            ("USING_PHRASAL_VERBS", USING_PHRASAL_VERBS),
            ("CODE_BASE_CHECKERS", CODE_BASE_CHECKERS),
            ("CONNECTIVES", CONNECTIVES),
            ("CONTINUING_OPENERS", CONTINUING_OPENERS),
            ("REPLACEMENT_CUES", REPLACEMENT_CUES),
            ("NEGATED_STATES", NEGATED_STATES),
            ("STANDING_VERBS", STANDING_VERBS),
            ("SOLE_RELIANCE", SOLE_RELIANCE),
            ("BANNING_PARTICIPLES", BANNING_PARTICIPLES),
            ("RESTRICTING_PREPOSITIONS", RESTRICTING_PREPOSITIONS),
            ("REQUIRE_MARKERS", REQUIRE_MARKERS),
            ("NEGATION_CANCELLERS", NEGATION_CANCELLERS),
            ("CITATION_MARKERS", CITATION_MARKERS),
            ("CHECKER_MARKERS", CHECKER_MARKERS),
            ("CONSEQUENCE_MARKERS", CONSEQUENCE_MARKERS),
            ("COMPARISON_MARKERS", COMPARISON_MARKERS),
            ("BOUND_MARKERS", BOUND_MARKERS),
            ("SHELLS", SHELLS),
            ("PURPOSE_VERBS", PURPOSE_VERBS),
            ("TASK_GERUNDS", TASK_GERUNDS),
            ("RESERVED_FOR_OTHERS", RESERVED_FOR_OTHERS),
            ("PLACEHOLDERS", PLACEHOLDERS),
            ("RECEIVER_STAND_INS", RECEIVER_STAND_INS),
            ("STRING_STAND_INS", STRING_STAND_INS),
            ("STAND_IN_ATTRIBUTES", STAND_IN_ATTRIBUTES),
            ("NAME_PART_PLACEHOLDERS", NAME_PART_PLACEHOLDERS),
            ("LITERALS", LITERALS),
            ("GENERATED_WORDS", GENERATED_WORDS),
            ("COMMENT_DIRECTIVES", COMMENT_DIRECTIVES),
            ("GENERAL_SCOPES", GENERAL_SCOPES),
            ("TEST_SCOPES", TEST_SCOPES),
            ("NON_TEST_SCOPES", NON_TEST_SCOPES),
            ("LIBRARY_SCOPES", LIBRARY_SCOPES),
            ("REASON_SUBJECTS", REASON_SUBJECTS),
            ("PLACE_WORDS", PLACE_WORDS),
            ("AFTER_THE_CLASS", AFTER_THE_CLASS),
            ("JUSTIFICATIONS", JUSTIFICATIONS),
            ("NON_CODE_NAMESPACES", NON_CODE_NAMESPACES),
            ("DOC_SCOPES", DOC_SCOPES),
            ("PULL_REQUEST_PHRASES", PULL_REQUEST_PHRASES),
            ("OVERRIDES", OVERRIDES),
            ("EXCEPTION_HANDLING_WORDS", EXCEPTION_HANDLING_WORDS),
            ("GO_LOCAL_FIRST_SEGMENTS", GO_LOCAL_FIRST_SEGMENTS),
            ("APPROVALS", APPROVALS),
            ("OVERRIDE_SUBJECTS", OVERRIDE_SUBJECTS),
            ("NOT_SCOPES", NOT_SCOPES),
            ("MANNER_NOUNS", MANNER_NOUNS),
            ("ITEM_CONDITION_WORDS", ITEM_CONDITION_WORDS),
            ("VALUE_CELLS", VALUE_CELLS),
            ("INVENTORY_COLUMNS", INVENTORY_COLUMNS),
            ("DESCRIPTION_COLUMNS", DESCRIPTION_COLUMNS),
            ("RULE_COLUMNS", RULE_COLUMNS),
            ("ISSUE_COMPOUND_HEADS", ISSUE_COMPOUND_HEADS),
            ("USE_KIND_NOUNS", USE_KIND_NOUNS),
            ("CONVERSATION_ACTS", CONVERSATION_ACTS),
            ("POLICY_STATEMENTS", POLICY_STATEMENTS),
            ("REASONS", REASONS),
            ("DETERMINERS", DETERMINERS),
            ("FILE_AGES", FILE_AGES),
            ("INFINITIVE_HEADS", INFINITIVE_HEADS),
            ("PRESCRIPTIVE_NOUN_HEADS", PRESCRIPTIVE_NOUN_HEADS),
            ("FORMS_OF_BE", FORMS_OF_BE),
            ("NARROWING_TARGET_MODIFIERS", NARROWING_TARGET_MODIFIERS),
            ("JUDGED_TARGET_MODIFIERS", JUDGED_TARGET_MODIFIERS),
            ("MODIFIED_BY_A_TARGET", MODIFIED_BY_A_TARGET),
            ("MODIFIED_BY_A_NAMED_KIND", MODIFIED_BY_A_NAMED_KIND),
            ("UNREAD_LANGUAGES", UNREAD_LANGUAGES),
            ("UNREAD_LANGUAGES_BEFORE_CODE", UNREAD_LANGUAGES_BEFORE_CODE),
            ("LANGUAGE_CODE_NOUNS", LANGUAGE_CODE_NOUNS),
            ("TEST_FRAMEWORKS", TEST_FRAMEWORKS),
            ("NOT_PARTICIPLES", NOT_PARTICIPLES),
            ("BINARY_EXTENSIONS", BINARY_EXTENSIONS),
            ("TARGET_MADE_ANOTHER_THING", TARGET_MADE_ANOTHER_THING),
            ("KEYWORDS_BEFORE_CALLS", KEYWORDS_BEFORE_CALLS),
            ("HEDGES", HEDGES),
            ("COMMIT_TEMPLATE_SLOTS", COMMIT_TEMPLATE_SLOTS),
            ("IMPERATIVES_IN_ED", IMPERATIVES_IN_ED),
            ("PROVENANCE_PARTICIPLES", PROVENANCE_PARTICIPLES),
            ("DESCRIBED_SUBJECTS", DESCRIBED_SUBJECTS),
            ("STATING_AUXILIARIES", STATING_AUXILIARIES),
            ("JUDGED_SCOPES", JUDGED_SCOPES),
            ("DATA_ORIGINS", DATA_ORIGINS),
            ("JUDGED_MODIFIERS", JUDGED_MODIFIERS),
            ("EXEMPTION_WORDS", EXEMPTION_WORDS),
            ("SCOPE_OPENERS", SCOPE_OPENERS),
            ("RESTRICTING_WORDS", RESTRICTING_WORDS),
            ("SCOPE_HEAD_NOUNS", SCOPE_HEAD_NOUNS),
            ("NEGATED_AUXILIARIES", NEGATED_AUXILIARIES),
            ("COMMIT_NOUNS", COMMIT_NOUNS),
            ("DEFINITION_VERBS", DEFINITION_VERBS),
            ("AI_CO_AUTHORS", AI_CO_AUTHORS),
            ("BAN_FILLERS", BAN_FILLERS),
            ("ITEM_ACTS", ITEM_ACTS),
            ("USE_ACTS", USE_ACTS),
            ("QUOTED_DIRECTIVE_OPENERS", QUOTED_DIRECTIVE_OPENERS),
            ("DOCUMENTED_KIND_LEADS", DOCUMENTED_KIND_LEADS),
            ("PURPOSE_BEARING_ACTS", PURPOSE_BEARING_ACTS),
            ("REASON_PURPOSES", REASON_PURPOSES),
            ("REASON_GERUNDS", REASON_GERUNDS),
            ("METHOD_NAME_VERBS", METHOD_NAME_VERBS),
            ("DERIVED_PARTICIPLES", DERIVED_PARTICIPLES),
            ("ALTERNATIVE_WORDS", ALTERNATIVE_WORDS),
            ("READING_ACTS", READING_ACTS),
            ("COMMITTING_ACTS", COMMITTING_ACTS),
            ("PATH_ACTS", PATH_ACTS),
            ("PEOPLE", PEOPLE),
            ("AGENT_NAMES", AGENT_NAMES),
            ("PLATFORMS", PLATFORMS),
            ("LIMIT_OPENERS", LIMIT_OPENERS),
            ("NON_SECRET_TOKENS", NON_SECRET_TOKENS),
            ("TEST_TARGET_MODIFIERS", TEST_TARGET_MODIFIERS),
            ("SECRET_MODIFIED_HEADS", SECRET_MODIFIED_HEADS),
            ("BRACED_CONSTRUCTS", BRACED_CONSTRUCTS),
            ("AGENT_WORK", AGENT_WORK),
            ("PERMITTING_MODALS", PERMITTING_MODALS),
            ("REPLACEMENT_MARKERS", REPLACEMENT_MARKERS),
            ("HEDGE_PHRASES", HEDGE_PHRASES),
            ("NON_BLOCKING_PHRASES", NON_BLOCKING_PHRASES),
            ("PLACE_NOUNS", PLACE_NOUNS),
            ("PROCESS_PARTICIPLES", PROCESS_PARTICIPLES),
            ("BLOCKED_THINGS", BLOCKED_THINGS),
            ("PREFERENCE_WORDS", PREFERENCE_WORDS),
            ("ADVISORY_HEADING_WORDS", ADVISORY_HEADING_WORDS),
            ("FILE_PLACES", FILE_PLACES),
            ("BRANCH_SLOTS", BRANCH_SLOTS),
            ("FORMATTERS", FORMATTERS),
            ("STRONG_MODALS", STRONG_MODALS),
            ("BAN_WORDS", BAN_WORDS),
            ("COMMAND_WORDS", COMMAND_WORDS),
            ("CONDITION_SUBJECTS", CONDITION_SUBJECTS),
            ("UNSCOPED_SUBJECTS", UNSCOPED_SUBJECTS),
            ("CHANGE_VERBS", CHANGE_VERBS),
            ("CHANGE_OBJECTS", CHANGE_OBJECTS),
            ("EXPLAINED_WORDS", EXPLAINED_WORDS),
            ("CONSTRUCT_NOUNS", CONSTRUCT_NOUNS),
            ("RATIONALE_OPENERS", RATIONALE_OPENERS),
            ("ALTERNATIVE_LEADS", ALTERNATIVE_LEADS),
        ] {
            for pair in table.windows(2) {
                assert!(
                    pair[0] < pair[1],
                    "{name}: `{}` must come before `{}`",
                    pair[1],
                    pair[0]
                );
            }
            assert!(table.iter().all(|p| *p == p.to_lowercase()), "{name} is lowercase");
        }
        // Matched case-sensitively: sorted, not lowercased.
        assert!(
            TYPE_PLACEHOLDERS.windows(2).all(|p| p[0] < p[1]),
            "TYPE_PLACEHOLDERS is sorted"
        );
    }

    #[test]
    fn matchers_find_whole_phrases_only() {
        assert!(EXAMPLE.is_match("types, e.g. feat"));
        assert!(!FORBID.is_match("nothing here"));
        assert!(FORBID.is_match("use a, not b"));
        assert!(CONDITION.is_match("unless asked"));
        assert!(!CONDITION.is_match("unlessly"));
    }
}

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
    "such as",
];

/// After these, inline code is the condition or exception of the rule ("unless `X`").
pub const CONDITION_MARKERS: &[&str] = &[
    "after",
    "apart from",
    "before",
    "besides",
    "even if",
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

/// After these, inline code names what is not wanted.
pub const FORBID_MARKERS: &[&str] = &[
    "avoid",
    "avoiding",
    "ban",
    "do not",
    "don't",
    "dont",
    "forbid",
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

/// A negation these words follow is cancelled: "don't forget to call `x`" asks for `x`.
pub const NEGATION_CANCELLERS: &[&str] = &[
    "fail to",
    "forget",
    "hesitate",
    "leave out",
    "miss",
    "neglect",
    "omit",
    "only",
    "skip",
];

/// After these, a path or URL in inline code is where to look, not what the rule is about.
pub const CITATION_MARKERS: &[&str] = &[
    "according to",
    "as in",
    "check",
    "consult",
    "defined in",
    "described in",
    "documented in",
    "explained in",
    "follow",
    "listed in",
    "look at",
    "per",
    "read",
    "refer to",
    "see",
    "specified in",
];

/// Placeholder code: a stand-in for any name, not a construct.
pub const PLACEHOLDERS: &[&str] = &[
    "...", "bar", "baz", "foo", "foobar", "n", "name", "qux", "thing", "value", "x", "xxx", "y", "z", "…",
];

/// Words after "in", "inside", "for", "except in" … that name no narrower scope than a rule
/// already has: "in code", "in this repository", "in commit messages".
pub const GENERAL_SCOPES: &[&str] = &[
    "all code",
    "all files",
    "any code",
    "any file",
    "application code",
    "code",
    "codebase",
    "commit",
    "commit message",
    "commit messages",
    "commit subject",
    "commit subjects",
    "commits",
    "every file",
    "files",
    "general",
    "new code",
    "new files",
    "production code",
    "project",
    "repo",
    "repository",
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
    "test code",
    "test file",
    "test files",
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
    "library code",
    "non-test code",
    "non-test files",
    "production code",
    "runtime code",
    "src",
];

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
    "asked",
    "explicitly asked",
    "explicitly requested",
    "explicitly told",
    "instructed",
    "necessary",
    "needed",
    "requested",
    "told",
];

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
    "as appropriate",
    "as needed",
    "if applicable",
    "if appropriate",
    "if needed",
    "if possible",
    "when applicable",
    "when appropriate",
    "when it makes sense",
    "when needed",
    "when possible",
    "when practical",
    "where applicable",
    "where appropriate",
    "where it makes sense",
    "where needed",
    "where possible",
    "where practical",
    "wherever possible",
];

/// Commands of build and test tools: "must pass `make typecheck`" asks for a run, which a
/// commit does not show.
pub const COMMAND_WORDS: &[&str] = &[
    "bazel", "bun", "bundle", "cargo", "deno", "docker", "dotnet", "flutter", "go", "gradle", "just", "make", "mix",
    "mvn", "node", "npm", "npx", "pnpm", "poetry", "pytest", "python", "python3", "rake", "ruff", "swift", "tox", "uv",
    "yarn",
];

/// Subjects that make "do not" a statement, not a prohibition: "they do not change the
/// eligibility rules" describes; "do not change …" and "we do not use …" direct.
pub const DESCRIBED_SUBJECTS: &[&str] = &["he", "it", "she", "these", "they", "this", "those"];

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

/// Idioms that begin with a scope preposition but name no scope ("in order to").
pub const NOT_SCOPES: &[&str] = &[
    "addition",
    "advance",
    "case",
    "doubt",
    "favor",
    "favour",
    "general",
    "mind",
    "order",
    "particular",
    "place",
    "practice",
    "short",
    "sync",
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
    CONDITION = CONDITION_MARKERS;
    FORBID = FORBID_MARKERS;
    REQUIRE = REQUIRE_MARKERS;
    CITATION = CITATION_MARKERS;
    PULL_REQUEST = PULL_REQUEST_PHRASES;
    HEDGED = HEDGE_PHRASES;
    POLICY = POLICY_STATEMENTS;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_and_free_of_duplicates() {
        for (name, table) in [
            ("EXAMPLE_MARKERS", EXAMPLE_MARKERS),
            ("CONDITION_MARKERS", CONDITION_MARKERS),
            ("FORBID_MARKERS", FORBID_MARKERS),
            ("REQUIRE_MARKERS", REQUIRE_MARKERS),
            ("NEGATION_CANCELLERS", NEGATION_CANCELLERS),
            ("CITATION_MARKERS", CITATION_MARKERS),
            ("PLACEHOLDERS", PLACEHOLDERS),
            ("GENERAL_SCOPES", GENERAL_SCOPES),
            ("TEST_SCOPES", TEST_SCOPES),
            ("NON_TEST_SCOPES", NON_TEST_SCOPES),
            ("DOC_SCOPES", DOC_SCOPES),
            ("PULL_REQUEST_PHRASES", PULL_REQUEST_PHRASES),
            ("OVERRIDES", OVERRIDES),
            ("NOT_SCOPES", NOT_SCOPES),
            ("POLICY_STATEMENTS", POLICY_STATEMENTS),
            ("HEDGES", HEDGES),
            ("DESCRIBED_SUBJECTS", DESCRIBED_SUBJECTS),
            ("HEDGE_PHRASES", HEDGE_PHRASES),
            ("COMMAND_WORDS", COMMAND_WORDS),
            ("CONDITION_SUBJECTS", CONDITION_SUBJECTS),
            ("CHANGE_VERBS", CHANGE_VERBS),
            ("CHANGE_OBJECTS", CHANGE_OBJECTS),
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

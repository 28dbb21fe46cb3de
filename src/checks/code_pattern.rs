//! `code-pattern`
//!
//! **What it checks:** no line the change adds matches `pattern` in its code: strings and
//! comments are blanked out first (by the syntax tree), so a pattern never fires on text that
//! only mentions the construct. The pattern is matched line by line; `^` and `$` anchor the
//! line.
//!
//! **Why:** plain regex over added lines gives false alarms on strings, comments and docs —
//! the most common complaint about tools that compile prose to regex. `code-pattern` is
//! `forbid-content` that knows where the code is.
//!
//! **Example rule:** `check: { kind: code-pattern, pattern: '\bthen\(' }`
//!
//! **Example violation:** an added `fetch(u).then(render)` — "forbidden `then(` in code
//! (matches `\bthen\(`)"; `// call then( later` and `"then("` pass.

use crate::ruleset::pattern::LazyRegex;

use super::analysis::{self, Shared};
use super::prefilter::{self, Prefilter};
use super::structural;
use super::{Finding, Location, line_range, line_starts};
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type};
use crate::syntax::Lang;

pub const SPEC: KindSpec = KindSpec {
    name: "code-pattern",
    source: include_str!("code_pattern.rs"),
    keys: &[
        Key::new(
            "pattern",
            Type::Regex,
            "No added line may match in its code (strings and comments blanked out); matched line by line.",
        )
        .required(),
        Key::new(
            "allow-pattern",
            Type::Regex,
            "A match on a line whose code also matches this is allowed: the expression forms a \
             pattern for a statement also fits (`new T {`, an initializer, beside a block's `{`).",
        ),
        structural::SKIP_TESTS,
        structural::LANGUAGE,
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(CodePattern);

#[derive(Debug, Clone)]
pub struct CodePattern {
    pattern: LazyRegex,
    /// A line whose code matches it is spared: what `pattern` cannot exclude without a
    /// look-behind.
    allow_pattern: Option<LazyRegex>,
    skip_tests: bool,
    pub(super) language: Option<Lang>,
    /// The literals every match needs, on an added line.
    pub(super) prefilter: Prefilter,
}

impl CodePattern {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<CodePattern> {
        let span = map.span();
        let pattern = map.take("pattern").and_then(|n| d.string(n, "`pattern`"));
        let allow_pattern = map.take("allow-pattern").and_then(|n| d.string(n, "`allow-pattern`"));
        let skip_tests = structural::skip_tests(&mut map, d);
        let language = structural::language(&mut map, d);
        map.finish(d, "a `code-pattern` check", &SPEC.known_keys());
        let Some(pattern) = pattern else {
            structural::missing(d, span, "code-pattern", "pattern");
            return None;
        };
        let need = prefilter::regex_literals(&pattern.value);
        let allow_pattern = match allow_pattern {
            Some(allow) => Some(d.regex(&allow, "`allow-pattern`")?),
            None => None,
        };
        Some(CodePattern {
            pattern: d.regex(&pattern, "`pattern`")?,
            allow_pattern,
            skip_tests,
            language: language?,
            prefilter: Prefilter::new(|_| need.clone()),
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            let code = a.code_only();
            let starts = line_starts(code);
            for &row in &parsed.added_rows {
                let Some(range) = line_range(code, &starts, row as u32 + 1) else {
                    continue;
                };
                if self
                    .allow_pattern
                    .as_ref()
                    .is_some_and(|allow| allow.is_match(&code[range.clone()]))
                {
                    continue;
                }
                for m in self.pattern.find_iter(&code[range.clone()]) {
                    let (start, end) = (range.start + m.start(), range.start + m.end());
                    // A match that begins in a blanked string (a line of a multi-line string,
                    // its own tabs made spaces) is no code (dotnet/android, round 15).
                    if analysis::inside_blanked(parsed, start) {
                        continue;
                    }
                    if let Some(node) = parsed.root().descendant_for_byte_range(start, end)
                        && structural::spared(self.skip_tests, file, parsed, node)
                    {
                        continue;
                    }
                    sink.push(Finding::new(
                        Location::File {
                            path: file.path.clone(),
                            text: parsed.text.clone(),
                            range: start..end,
                        },
                        format!(
                            "forbidden `{}` in code (matches `{}`)",
                            &parsed.text[start..end],
                            self.pattern.as_str()
                        ),
                        "forbidden here",
                    ));
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn strings_and_comments_never_match() {
        let c = check("kind: code-pattern\npattern: '\\bthen\\('\n");
        let ts = "fetch(u).then(render);\n// call then( later\nconst s = \"then(\";\nconst t = `then(${x})`;\n";
        assert_eq!(
            run(&c, &[], &[("a.ts", ts)], None),
            ["forbidden `then(` in code (matches `\\bthen\\(`)"]
        );
        let py = check("kind: code-pattern\npattern: 'eval\\('\n");
        assert_eq!(
            run(
                &py,
                &[],
                &[("a.py", "x = eval('1')\ny = 'eval(2)'  # eval(3)\n\"\"\"eval(4)\"\"\"\n")],
                None
            )
            .len(),
            1
        );
    }

    #[test]
    fn a_line_the_allow_pattern_matches_is_spared() {
        // arbgjr/smart-alarm, round 228: an Allman rule's `{` at a line's end also ends
        // `new List<int> {`, an initializer rather than a block.
        let c =
            check("kind: code-pattern\npattern: '[^\\s{(]\\s*\\{\\s*$'\nallow-pattern: '\\bnew\\b[^;{]*\\{\\s*$'\n");
        let cs = "class A\n{\n    void F() {\n        var xs = new List<int> {\n            1,\n        };\n    }\n}\n";
        assert_eq!(
            run(&c, &[], &[("A.cs", cs)], None),
            ["forbidden `) {` in code (matches `[^\\s{(]\\s*\\{\\s*$`)"]
        );
    }

    #[test]
    fn a_comment_between_touched_statements_is_no_code() {
        // pytorch/ao, round 20: with a function touched too, only the touched statements were
        // parsed, and the comment added above the first import lay outside the tree.
        let c = check("kind: code-pattern\npattern: '\\bAffineQuantizedTensor\\b'\n");
        let before = "# header\n\nfrom a import b\n\n\ndef f():\n    x = 1\n    return x\n";
        let after = concat!(
            "# header\n\n# TODO: AffineQuantizedTensor\n\nfrom a import b\n\n\n",
            "def f():\n    x = 2\n    # AffineQuantizedTensor\n    return x\n"
        );
        assert!(run(&c, &[("a.py", before)], &[("a.py", after)], None).is_empty());
        // Rust items are parsed the same way, and the code of a touched one still matches.
        let before = "// header\n\nuse a::b;\n\nfn f() {\n    let x = 1;\n}\n";
        let after =
            "// header\n\n// AffineQuantizedTensor\nuse a::b;\n\nfn f() {\n    let x = AffineQuantizedTensor;\n}\n";
        assert_eq!(run(&c, &[("a.rs", before)], &[("a.rs", after)], None).len(), 1);
    }

    #[test]
    fn a_line_that_continues_a_concatenation_keeps_its_indentation() {
        // duckdb/duckdb: `"a "\n\t   "b"` is one concatenated_string node, and blanking it
        // whole made the tab a space, so a tab-indented line read as space-indented.
        let spaces = check("kind: code-pattern\npattern: '^ {2,}[^ *]'\n");
        let cpp = "static const char *D = \"a \"\n\t                    \"b\";\nint x;\n";
        assert!(run(&spaces, &[], &[("a.cpp", cpp)], None).is_empty());
        let py = "x = (\"a \"\n\t\"b\")\n";
        let tabs = check("kind: code-pattern\npattern: '^\\t+'\n");
        assert_eq!(run(&tabs, &[], &[("a.py", py)], None).len(), 1);
    }

    #[test]
    fn a_line_of_a_multi_line_string_has_no_indentation_of_code() {
        // dotnet/android, round 15: "tabs (not spaces)" as `^ {2,}` fired on the tab-indented
        // closing line of a verbatim string, its tabs blanked to spaces with the string.
        let spaces = check("kind: code-pattern\npattern: '^ {2,}'\n");
        let cs = "class A {\n\tstring s = @\"\n\t\tline\n\t\";\n}\n";
        assert!(run(&spaces, &[], &[("a.cs", cs)], None).is_empty());
        let py = "x = \"\"\"\n    text\n    \"\"\"\n";
        assert!(run(&spaces, &[], &[("a.py", py)], None).is_empty());
        // The code's own space indentation still matches.
        let cs = "class A {\n    string s = @\"\n\tline\";\n}\n";
        assert_eq!(run(&spaces, &[], &[("a.cs", cs)], None).len(), 1);
    }
}

//! What the structural kinds share: the `language` key, the files they parse (each once, the
//! tree shared by every rule), the warning for a file that did not parse cleanly, and findings
//! at a syntax node.

use std::collections::HashSet;

use tree_sitter::Node;

use super::analysis::{Analysis, Shared};
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::{Finding, Location};
use crate::diagnostic::Code;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, Type, table_names};
use crate::ruleset::yaml::Span;
use crate::syntax::{self, Lang, Parsed};

/// The `language` key of the structural kinds.
pub const LANGUAGE: Key = Key::new(
    "language",
    Type::Language,
    "Parse every selected file as this language (a script without an extension only when its `#!` line names it; \
     a file of its dialect, `*.tsx` for `typescript`, in the dialect's grammar; the default `paths` include the \
     dialect's files). Default: each file's extension, or a script's `#!` line (`sh`, `bash`, `python3`, `ruby`, `node`, `php`, `elixir`, \
     `lua`); the default `paths` follow, scripts without an extension included.",
);

/// The `skip-tests` key of the structural kinds that forbid something in code.
pub const SKIP_TESTS: Key = Key::new(
    "skip-tests",
    Type::Bool,
    "Report nothing in test code: test files by the language's convention, files under test, fixture and end-to-end \
     directories (`tests/`, `__tests__/`, `spec/`, `testdata/`, `fixtures/`, `__mocks__/`, `e2e/`, `cypress/`, \
     `detox/`), Rust items behind `#[cfg(test)]`, `cfg(any(test, …))` or `cfg(all(test, …))` (modules, impls, \
     functions), files with `#![cfg(test)]` and `#[test]` functions, Python `test*` functions and `Test*` \
     classes, Go `Test*` functions, test methods of Java/Kotlin (`@Test`), C# (`[Test]`, `[Fact]`), Swift, PHP \
     and Ruby (`test*`).",
)
.default("false");

/// Reads `skip-tests`.
pub fn skip_tests(map: &mut MapReader<'_>, d: &mut Decoder) -> bool {
    map.take("skip-tests")
        .and_then(|n| d.bool(n, "`skip-tests`"))
        .unwrap_or(false)
}

/// Whether a finding at `node` is spared because the rule skips test code.
pub fn spared(skip_tests: bool, file: &ChangedFile, parsed: &Parsed, node: Node<'_>) -> bool {
    skip_tests && syntax::api::in_test_code(parsed, &file.path, node)
}

/// Reads `language` (optional: by default each file's extension decides).
pub fn language(map: &mut MapReader<'_>, d: &mut Decoder) -> Option<Option<Lang>> {
    language_where(map, d, |_| None)
}

/// Reads `language` for a kind that does not apply to every language: `not_there` says why
/// not for a language where it does not, and that is an error at the value.
pub fn language_where(
    map: &mut MapReader<'_>,
    d: &mut Decoder,
    not_there: impl Fn(Lang) -> Option<String>,
) -> Option<Option<Lang>> {
    let Some(node) = map.take("language") else {
        return Some(None);
    };
    let name = d.string(node, "`language`")?;
    match Lang::from_name(&name.value) {
        Some(lang) if let Some(why) = not_there(lang) => {
            d.error(Code::InvalidValue, name.span, why, "does not apply to this language");
            None
        }
        Some(lang) if lang.grammar().is_some() => Some(Some(lang)),
        Some(lang) => {
            d.error(
                Code::InvalidValue,
                name.span,
                format!("this build has no {} grammar", lang.name()),
                "not built in",
            )
            .help = Some(format!("build with the `lang-{}` cargo feature", lang.name()));
            None
        }
        None => {
            d.error(
                Code::InvalidValue,
                name.span,
                format!("unknown language `{}`", name.value),
                "unknown language",
            )
            .help = Some(format!("one of: {}", syntax::NAMES.join(", ")));
            None
        }
    }
}

/// The default paths of a structural rule: its language's files, or every language's.
pub fn default_paths(language: Option<Lang>) -> &'static [&'static str] {
    // `language: typescript` is TypeScript's files and its dialect's (`*.tsx`): operately's
    // "avoid `@ts-ignore`" read 177 of 912 TypeScript files (round 11's half A).
    language.map_or(&crate::language::STRUCTURAL_GLOBS, Lang::family_globs)
}

/// A missing required key.
pub fn missing(d: &mut Decoder, span: Span, kind: &str, key: &str) {
    d.error(
        Code::MissingKey,
        span,
        format!("a `{kind}` check needs `{key}`"),
        format!("missing `{key}`"),
    );
}

/// Calls `f` with the analysis of `file` in the language a rule of `language` reads it in
/// (skipped, never parsed, when that language has no grammar, the file has no added lines, or
/// `prefilter` finds nothing the rule could fire on); a file that did not parse cleanly also
/// gets a warning. In the file's own language the analysis is `shared`, made by the first rule
/// that reads the file: the tree parsed once per commit, walked once per file.
pub fn judge_file<'v>(
    file: &'v ChangedFile,
    language: Option<Lang>,
    prefilter: &Prefilter,
    shared: &Shared<'v>,
    sink: &mut Vec<Finding>,
    f: impl FnOnce(&ChangedFile, &Analysis<'_>, &mut Vec<Finding>),
) {
    let Some(content) = &file.content else { return };
    let Some(lang) = rule_lang(file, content, language) else {
        return;
    };
    if !prefilter.admits(lang, content) {
        return;
    }
    if syntax::lang_of_file(&file.path, content) == Some(lang) {
        if let Some(analysis) = shared.analysis(content, lang) {
            judge_analysed(file, lang, analysis, sink, f);
        }
    } else if let Some(parsed) = syntax::parsed(content, lang) {
        // A rule that overrides the language parses the file for itself.
        judge_analysed(file, lang, &Analysis::new(&parsed), sink, f);
    }
}

/// [`judge_file`] for a rule that reads the untouched statements inside touched definitions
/// (a query whose patterns look into a block): it parses the file for itself, Python
/// definitions' bodies whole ([`syntax::parsed_whole_bodies`]).
pub fn judge_file_whole_bodies(
    file: &ChangedFile,
    language: Option<Lang>,
    prefilter: &Prefilter,
    sink: &mut Vec<Finding>,
    f: impl FnOnce(&ChangedFile, &Analysis<'_>, &mut Vec<Finding>),
) {
    let Some(content) = &file.content else { return };
    let Some(lang) = rule_lang(file, content, language) else {
        return;
    };
    if prefilter.admits(lang, content)
        && let Some(parsed) = syntax::parsed_whole_bodies(content, lang)
    {
        judge_analysed(file, lang, &Analysis::new(&parsed), sink, f);
    }
}

/// The language a rule of `language` reads `file` in: a script without an extension in the
/// language its `#!` line names, and only by a rule of that language.
fn rule_lang(file: &ChangedFile, content: &crate::git::FileContent, language: Option<Lang>) -> Option<Lang> {
    if syntax::is_extensionless(&file.path) {
        syntax::lang_of_file(&file.path, content).filter(|l| language.is_none_or(|r| r == *l))
    } else {
        // A file of a dialect of the rule's language (`*.tsx` for TypeScript) is read in its
        // own grammar.
        match (language, Lang::of_path(&file.path)) {
            (Some(rule), Some(own)) if own.family() == rule => Some(own),
            (rule, own) => rule.or(own),
        }
    }
}

/// Calls `f` with `analysis`, after a warning when the file did not parse cleanly.
fn judge_analysed(
    file: &ChangedFile,
    lang: Lang,
    analysis: &Analysis<'_>,
    sink: &mut Vec<Finding>,
    f: impl FnOnce(&ChangedFile, &Analysis<'_>, &mut Vec<Finding>),
) {
    let parsed = analysis.parsed;
    if let Some(error) = parsed.first_error() {
        let range = error.byte_range();
        let mut w = Finding::new(
            Location::File {
                path: file.path.clone(),
                text: parsed.text.clone(),
                range,
            },
            format!("`{}` does not parse as {}: checked what parsed", file.path, lang.name()),
            "syntax error here",
        );
        w.warning = true;
        sink.push(w);
    }
    f(file, analysis, sink);
}

/// The keywords that introduce a definition of `target` in `lang`, on the line of its name or
/// the line before; `None` where some definitions have none (parameters, Python constants and
/// variables, JavaScript methods and arrow functions, grouped Go `type`/`const`/`var` specs,
/// Java and C# methods, C/C++ and Bash functions).
pub fn definition_keywords(lang: Lang, target: syntax::lang::Target) -> Option<&'static [&'static str]> {
    use syntax::lang::Target as T;
    Some(match (lang, target) {
        (Lang::Python, T::Function | T::Method | T::TestFunction) => &["def"],
        (Lang::Python, T::Type) => &["class"],
        (Lang::Rust, T::Function | T::Method | T::TestFunction) => &["fn"],
        (Lang::Rust, T::Type) => &["struct", "enum", "trait", "type", "union"],
        (Lang::Rust, T::Constant) => &["const", "static"],
        (Lang::Rust, T::Variable) => &["let"],
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, T::Type) => &["class", "interface", "type", "enum"],
        (Lang::Go, T::Function | T::Method | T::TestFunction) => &["func"],
        (Lang::Java, T::Type) => &["class", "interface", "enum", "record"],
        (Lang::CSharp, T::Type) => &["class", "interface", "struct", "record", "enum"],
        (Lang::Kotlin, T::Function | T::Method | T::TestFunction) => &["fun"],
        (Lang::Kotlin, T::Type) => &["class", "interface", "object"],
        (Lang::Swift, T::Function | T::Method | T::TestFunction) => &["func"],
        (Lang::Swift, T::Type) => &["class", "struct", "enum", "protocol", "actor"],
        (Lang::Ruby, T::Function | T::Method | T::TestFunction) => &["def"],
        (Lang::Ruby, T::Type) => &["class", "module"],
        (Lang::Php, T::Function | T::Method | T::TestFunction) => &["function"],
        (Lang::Php, T::Type) => &["class", "interface", "trait", "enum"],
        (Lang::Lua, T::Function | T::Method | T::TestFunction) => &["function"],
        (Lang::Elixir, T::Function) => &[
            "def",
            "defp",
            "defmacro",
            "defmacrop",
            "defguard",
            "defguardp",
            "defdelegate",
        ],
        (Lang::Elixir, T::TestFunction) => &["test"],
        (Lang::Elixir, T::Type) => &["defmodule", "defprotocol"],
        (Lang::Zig, T::Function | T::Method) => &["fn"],
        (Lang::Zig, T::TestFunction) => &["test"],
        (Lang::Zig, T::Type) => &["struct", "enum", "union", "opaque"],
        (Lang::Zig, T::Constant) => &["const"],
        (Lang::Zig, T::Variable) => &["var", "const"],
        _ => return None,
    })
}

/// The prefilter need of a definition-judging rule in `lang`: a keyword of one of `targets`,
/// near an added line for definitions whose name the change writes (`added`), anywhere in the
/// file for definitions it touches (`changed`: the header may be far above, and modifiers on
/// an added line may come before the keyword).
pub fn definitions_need(lang: Lang, targets: &[syntax::lang::Target], definitions: Definitions) -> Need {
    let scope = match definitions {
        Definitions::Added => Scope::Near,
        Definitions::Changed => Scope::Whole,
    };
    let mut need = Need::Never;
    for &t in targets {
        need = need.or(match definition_keywords(lang, t) {
            Some(words) => Need::any_of(words.iter().map(|w| vec![Lit::word(w, scope)]).collect()),
            None => Need::Always,
        });
    }
    need
}

/// A finding at `node` of `file`.
pub fn at(file: &ChangedFile, parsed: &Parsed, node: Node<'_>, message: String, label: &str) -> Finding {
    Finding::new(
        Location::File {
            path: file.path.clone(),
            text: parsed.text.clone(),
            range: node.byte_range(),
        },
        message,
        label,
    )
}

/// A name style of `naming` and `file-name`-like checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Snake,
    Camel,
    Pascal,
    ScreamingSnake,
    Kebab,
}

pub const STYLES: &[(&str, Style)] = &[
    ("snake_case", Style::Snake),
    ("camelCase", Style::Camel),
    ("PascalCase", Style::Pascal),
    ("SCREAMING_SNAKE_CASE", Style::ScreamingSnake),
    ("kebab-case", Style::Kebab),
];

impl Style {
    /// Whether `name` has the style; leading underscores (private by convention), a `$`
    /// sigil (`$el`, `$store`, as ESLint's `camelcase` allows it), the `#` of a JavaScript
    /// private member (`#update`: Koenkk/zigbee2mqtt, round 69) and a trailing `_` (keyword
    /// escape) are allowed.
    pub fn matches(self, name: &str) -> bool {
        let core = name
            .trim_start_matches('#')
            .trim_start_matches(['_', '$'])
            .trim_end_matches(['_', '$']);
        if core.is_empty() {
            return true;
        }
        let ok = |c: char, extra: &str| c.is_ascii_alphanumeric() || extra.contains(c);
        match self {
            Style::Snake => core.chars().all(|c| ok(c, "_") && !c.is_ascii_uppercase()) && !core.contains("__"),
            Style::ScreamingSnake => {
                core.chars().all(|c| ok(c, "_") && !c.is_ascii_lowercase()) && !core.contains("__")
            }
            Style::Kebab => core.chars().all(|c| ok(c, "-") && !c.is_ascii_uppercase()) && !core.contains("--"),
            Style::Camel => core.starts_with(|c: char| c.is_ascii_lowercase()) && core.chars().all(|c| ok(c, "")),
            Style::Pascal => {
                core.starts_with(|c: char| c.is_ascii_uppercase())
                    && core.chars().all(|c| ok(c, ""))
                    && !is_all_caps(core)
            }
        }
    }

    pub fn name(self) -> &'static str {
        STYLES.iter().find(|(_, s)| *s == self).map_or("", |(n, _)| n)
    }
}

fn is_all_caps(s: &str) -> bool {
    s.len() > 3 && s.chars().all(|c| !c.is_ascii_lowercase())
}

/// Which definitions a definition-judging kind (`require-docstring`,
/// `require-type-annotations`) looks at: `added` (the default) only the definitions the change
/// adds, `changed` also those whose header or body it touched. Named like
/// `python-def-marker`'s `functions: added | changed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Definitions {
    Added,
    Changed,
}

const DEFINITION_CHOICES: &[(&str, Definitions)] = &[("added", Definitions::Added), ("changed", Definitions::Changed)];
const DEFINITION_NAMES: [&str; DEFINITION_CHOICES.len()] = table_names(DEFINITION_CHOICES);

/// The `definitions` key.
pub const DEFINITIONS: Key = Key::new(
    "definitions",
    Type::Enum(&DEFINITION_NAMES),
    "`added`: the definitions the change adds; `changed`: also those whose header or body it touched.",
)
.default("added");

/// Reads the `definitions` key.
pub fn definitions_key(map: &mut MapReader<'_>, d: &mut Decoder) -> Definitions {
    map.take("definitions")
        .and_then(|n| d.choice(n, "`definitions`", DEFINITION_CHOICES))
        .unwrap_or(Definitions::Added)
}

/// Tells the definitions a change adds from those it only edits. A definition is added when
/// its header line (the line of its name) is an added line and the old side of the file had no
/// definition of the same qualified name (`Store.get`, `impl Store::get`): renaming or
/// re-signing a function on one line adds a line, not a definition. The old side is parsed
/// only when asked, and only in the top-level statements (Python) or items (Rust, Go) of its
/// lines that hold a name looked for: an old definition of the same qualified name has its name
/// there, and its qualified name comes from the statement or item around it. The names looked
/// for are those a rule declares it will ask about ([`NewDefinitions::look_for`]), else the
/// names of every definition on an added line; each is looked for once per file, for every rule.
pub struct NewDefinitions<'f> {
    file: &'f ChangedFile,
    lang: Lang,
    /// Every definition name on an added line has been looked for (asked by this rule).
    looked_for_all: bool,
    /// After a name the walk did not see was asked about (not expected): every qualified name.
    every: Option<HashSet<String>>,
}

impl<'f> NewDefinitions<'f> {
    pub fn new(file: &'f ChangedFile, lang: Lang) -> NewDefinitions<'f> {
        NewDefinitions {
            file,
            lang,
            looked_for_all: false,
            every: None,
        }
    }

    /// Reads the old side for the definitions named one of `names` (names of definitions on
    /// added lines the rule will ask about), those not looked for yet in one parse. A rule that
    /// asks only about some (`require-docstring`: public and undocumented ones) spares the old
    /// side the rest (issue #12: the old side was a fifth of a Rust range check).
    pub fn look_for<'n>(&mut self, a: &Analysis<'_>, names: impl IntoIterator<Item = &'n str>) {
        let mut before = a.definitions_before.borrow_mut();
        let missing: HashSet<String> = names
            .into_iter()
            .filter(|n| !before.looked_for.contains(*n))
            .map(str::to_owned)
            .collect();
        if !missing.is_empty() {
            let qualified = qualified_names_before(self.file, self.lang, Some(&missing));
            before.qualified.extend(qualified);
            before.looked_for.extend(missing);
        }
    }

    /// Whether `def` (of the after side analysed by `a`) is one the change adds.
    pub fn is_added(&mut self, a: &Analysis<'_>, def: &syntax::lang::Definition<'_>) -> bool {
        let parsed = a.parsed;
        if !parsed.is_added(def.name) {
            return false;
        }
        let name = parsed.source(def.name);
        let qualified = qualified_name(parsed, def.node, def.name);
        if let Some(every) = &self.every {
            return !every.contains(&qualified) && !is_moved(a, def);
        }
        let looked_for = a.definitions_before.borrow().looked_for.contains(name);
        if !looked_for {
            if self.looked_for_all {
                let every = qualified_names_before(self.file, self.lang, None);
                return !self.every.insert(every).contains(&qualified) && !is_moved(a, def);
            }
            self.look_for(a, added_names(a).iter().map(String::as_str));
            self.looked_for_all = true;
        }
        !a.definitions_before.borrow().qualified.contains(&qualified) && !is_moved(a, def)
    }
}

/// Whether `def` is made of lines its commit removes elsewhere: moved, not added
/// ([`super::moved_code`]).
fn is_moved(a: &Analysis<'_>, def: &syntax::lang::Definition<'_>) -> bool {
    a.removed
        .is_some_and(|removed| removed.holds_all_of(a.parsed.source(def.node)))
}

/// Whether [`NewDefinitions::is_added`] is asked about definitions of `target`: functions,
/// methods and classes (what `require-docstring` and `require-type-annotations` judge).
/// Parameters, variables and constants are not looked for on the old side: `self` would have
/// every method parsed, a local `result` every statement that has one. A name not looked for
/// that is asked about after all has the whole old side read (the same answer, slower).
fn is_judged(target: syntax::lang::Target) -> bool {
    use syntax::lang::Target as T;
    matches!(target, T::Function | T::Method | T::Type | T::TestFunction)
}

/// The names of the judged definitions ([`is_judged`]) whose name is on an added line.
fn added_names(a: &Analysis<'_>) -> HashSet<String> {
    a.definitions()
        .iter()
        .filter(|def| is_judged(def.target) && a.parsed.is_added(def.name))
        .map(|def| a.parsed.source(def.name).to_owned())
        .collect()
}

/// The qualified names of the definitions on the old side of `file` (none for an added file):
/// of all of them, or (`names`) of those named one of `names`, read in the statements or items
/// whose lines hold one of `names` (a qualified name ends with the definition's own name, so
/// the others could not match one looked for).
fn qualified_names_before(file: &ChangedFile, lang: Lang, names: Option<&HashSet<String>>) -> HashSet<String> {
    let mut out = HashSet::new();
    if file.status == crate::git::FileStatus::Added {
        return out;
    }
    let Some(text) = file.content.as_ref().and_then(|c| c.before_text()) else {
        return out;
    };
    let parsed = match names {
        None => syntax::parse_whole(&text, lang),
        Some(names) => {
            let starts = super::line_starts(&text);
            let lines = definition_lines(&text, &starts, lang, names, lines_holding(&text, &starts, names));
            if lines.is_empty() {
                return out; // no line where a definition of one of `names` could be
            }
            syntax::parse_lines(&text, lang, &lines)
        }
    };
    let Some(parsed) = parsed else {
        return out;
    };
    let mut stack = vec![parsed.root()];
    while let Some(node) = stack.pop() {
        for def in syntax::lang::definitions(&parsed, node) {
            let wanted = names.is_none_or(|names| names.contains(parsed.source(def.name)));
            if def.target != syntax::lang::Target::Parameter && wanted {
                out.insert(qualified_name(&parsed, def.node, def.name));
            }
        }
        let mut c = node.walk();
        stack.extend(node.named_children(&mut c));
    }
    out
}

/// The 1-based numbers of the lines of `text` that contain one of `names` as a whole word
/// (where the name starts or ends with a word character, the text next to it is not one: a
/// definition's name is a token of its own), ascending.
fn lines_holding(text: &str, starts: &[usize], names: &HashSet<String>) -> Vec<u32> {
    let Ok(automaton) = aho_corasick::AhoCorasick::new(names.iter().filter(|n| !n.is_empty())) else {
        return (1..=text.lines().count() as u32).collect();
    };
    // Bytes that continue an identifier in some language (`$` in JavaScript, any non-ASCII).
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    let bytes = text.as_bytes();
    let mut lines: Vec<u32> = automaton
        .find_overlapping_iter(text)
        .filter(|m| {
            let (s, e) = (m.start(), m.end());
            let joined_before = s > 0 && word(bytes[s]) && word(bytes[s - 1]);
            let joined_after = e < bytes.len() && word(bytes[e - 1]) && word(bytes[e]);
            !joined_before && !joined_after
        })
        .map(|m| starts.partition_point(|&s| s <= m.start()) as u32)
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
}

/// Of `lines` (1-based, ascending) of the old side `text` (whose line starts are `starts`),
/// those where a definition of one of `names` could have its name: in Python, one of the names
/// right after `def` or `class`, a `def` or `class` anywhere on the line before, or a name
/// followed by `=` or `:` (an assignment, `x: int = 1`); in Rust, one of the names right after
/// a definition keyword (`fn`, `struct`, `enum`, `trait`, `type`, `union`, `const`, `static`,
/// `let`, then `mut` perhaps), or a keyword anywhere on the line before (where any formatter
/// writes them, as the prefilter assumes). A definition's keyword comes before its name, so
/// `let x = Foo::new();` is no line where `new` is defined. Every line in other languages. The
/// old side is not parsed at all when none is left.
fn definition_lines(text: &str, starts: &[usize], lang: Lang, names: &HashSet<String>, lines: Vec<u32>) -> Vec<u32> {
    let keywords: &[&str] = match lang {
        Lang::Python => &["def", "class"],
        Lang::Rust => &[
            "fn", "struct", "enum", "trait", "type", "union", "const", "static", "let",
        ],
        _ => return lines,
    };
    let line = |n: u32| {
        let i = (n as usize).checked_sub(1)?;
        let start = *starts.get(i)?;
        let end = starts.get(i + 1).copied().unwrap_or(text.len());
        text.get(start..end)
    };
    let has_keyword = |n: u32| line(n).is_some_and(|l| keywords.iter().any(|k| has_word(l, k)));
    let defines = |n: u32| {
        line(n).is_some_and(|l| {
            names.iter().any(|name| {
                word_ends(l, name).any(|end| {
                    let before = l[..end - name.len()].trim_end_matches([' ', '\t']);
                    let before = match before.strip_suffix("mut") {
                        Some(b) if lang == Lang::Rust && b.ends_with([' ', '\t']) => b.trim_end_matches([' ', '\t']),
                        _ => before,
                    };
                    keywords.iter().any(|k| {
                        before
                            .strip_suffix(k)
                            .is_some_and(|b| !b.bytes().next_back().is_some_and(joins))
                    })
                })
            })
        })
    };
    let assigns = |n: u32| {
        lang == Lang::Python
            && line(n).is_some_and(|l| {
                names.iter().any(|name| {
                    word_ends(l, name).any(|end| {
                        let rest = l[end..].trim_start_matches([' ', '\t']);
                        rest.starts_with(':') || rest.starts_with('=') && !rest.starts_with("==")
                    })
                })
            })
    };
    lines
        .into_iter()
        .filter(|&n| defines(n) || n > 1 && has_keyword(n - 1) || assigns(n))
        .collect()
}

/// Whether byte `b` continues a word (a name or keyword) next to it.
fn joins(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Whether `word` is in `line` as a word of its own.
fn has_word(line: &str, word: &str) -> bool {
    word_ends(line, word).next().is_some()
}

/// The byte offsets where each occurrence of `word` in `line` as a word of its own ends.
fn word_ends<'a>(line: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let bytes = line.as_bytes();
    line.match_indices(word).filter_map(move |(i, _)| {
        let end = i + word.len();
        let joined = i > 0 && bytes.get(i - 1).is_some_and(|&b| joins(b)) || bytes.get(end).is_some_and(|&b| joins(b));
        (!word.is_empty() && !joined).then_some(end)
    })
}

/// `name` qualified by the definitions around `node`: enclosing functions and classes, Rust
/// `mod`s and `impl` types, a Go method's receiver type.
fn qualified_name(p: &Parsed, node: Node<'_>, name: Node<'_>) -> String {
    use syntax::lang::Target;
    let mut parts = vec![p.source(name).to_owned()];
    if let Some(receiver) = node.child_by_field_name("receiver").filter(|_| p.lang == Lang::Go) {
        parts.push(p.source(receiver).split_whitespace().last().unwrap_or("").to_owned());
    }
    let mut n = node.parent();
    while let Some(a) = n {
        let part = match (p.lang, a.kind()) {
            (Lang::Rust, "impl_item") => a.child_by_field_name("type").map(|t| format!("impl {}", p.source(t))),
            (Lang::Rust, "mod_item") => a.child_by_field_name("name").map(|t| p.source(t).to_owned()),
            _ => syntax::lang::definitions(p, a)
                .into_iter()
                .find(|d| d.target != Target::Parameter && d.node == a)
                .map(|d| p.source(d.name).to_owned()),
        };
        parts.extend(part);
        n = a.parent();
    }
    parts.reverse();
    parts.join("::")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #12: the old side is parsed only where a definition of a name looked for could
    /// be: a definition keyword on its line or the line before, or (Python) an assignment.
    #[test]
    fn the_old_side_is_parsed_only_where_a_definition_could_be() {
        let names: HashSet<String> = ["get", "put"].iter().map(|s| s.to_string()).collect();
        let py = "x = get(1)\nclass A:\n    def get(self):\n        return put\n    @dec\n    async def put(\n        \
            self): pass\nput = 1\nput: int\nif put == 2: pass\n";
        let starts = crate::text::line_starts(py);
        let lines = lines_holding(py, &starts, &names);
        assert_eq!(lines, [1, 3, 4, 6, 8, 9, 10]);
        assert_eq!(
            definition_lines(py, &starts, Lang::Python, &names, lines.clone()),
            [3, 4, 6, 8, 9]
        );
        let rs = "fn get() {}\npub fn\nput() {}\nlet x = get();\nstatic put: u8 = 1;\n}\nx.get()\nlet mut get = 1;\n";
        let starts = crate::text::line_starts(rs);
        let lines = lines_holding(rs, &starts, &names);
        // Not line 4: `get` is called there, after `let x =`.
        assert_eq!(definition_lines(rs, &starts, Lang::Rust, &names, lines), [1, 3, 5, 8]);
        assert_eq!(
            definition_lines(rs, &starts, Lang::Go, &names, vec![7]),
            [7],
            "other languages: every line"
        );
    }

    /// Issue #12: the old side is parsed only where a name looked for is a word of its own
    /// (`get` is not looked for in `get_all` or `target`).
    #[test]
    fn names_are_looked_for_as_whole_words() {
        let names: HashSet<String> = ["get", "$x", "é"].iter().map(|s| s.to_string()).collect();
        let text = "def get_all():\n    target = 1\n    return get(x)\nfoo.get\n$xy\n$x = 1\ncafé\n";
        assert_eq!(lines_holding(text, &crate::text::line_starts(text), &names), [3, 4, 6]);
    }
}

//! The prefilter of the structural kinds: what must appear in a file, near its added lines,
//! for a rule to possibly fire there, decided on the text before any parse.
//!
//! Each structural check names, per language, the literals its findings cannot do without: a
//! `code-pattern`'s required literals (from its regex), a `forbid-call`'s callee names, a
//! `forbid-syntax` construct's keyword or comment marker, a definition keyword (`def`, `fn`,
//! `func`, `class`, …), the literal parts of a `query`. A requirement is a list of
//! alternatives, each a conjunction of literals; each literal says where it must be found:
//!
//! - [`Scope::Added`]: on an added line (the token starts the reported node, which starts on
//!   an added line);
//! - [`Scope::Near`]: on an added line or the line before it (a definition keyword before a
//!   name on an added line);
//! - [`Scope::Tail`]: anywhere from the first added line on (a method name at the end of a
//!   call chain that starts on an added line, a marker in a block comment that does);
//! - [`Scope::Head`]: anywhere up to the end of the last added line (the keyword of a
//!   definition whose body the change touched);
//! - [`Scope::Whole`]: anywhere in the file (a query's literal, which any node of the match
//!   may carry).
//!
//! The automaton is built once, when the rule loads; a file none of whose alternatives holds is
//! never parsed for that rule. Keyword literals must stand as words (an identifier token is
//! one), and a literal the check compares lowercased is found in any case. `AGENTSMD_GATE_NO_PREFILTER=1`
//! turns it off (every file is parsed, as before), for comparing verdicts with and without it.

use std::cell::Cell;
use std::ops::Range;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

use crate::git::FileContent;
use crate::syntax::Lang;

/// Where a literal must be found, relative to the added lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Added,
    Near,
    Tail,
    Head,
    Whole,
}

/// One literal a finding needs: its text, whether it must stand as a word, whether its case
/// counts, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lit {
    pub text: String,
    pub word: bool,
    pub any_case: bool,
    pub scope: Scope,
}

impl Lit {
    pub fn word(text: &str, scope: Scope) -> Lit {
        Lit {
            text: text.to_owned(),
            word: text.bytes().all(is_ident),
            any_case: false,
            scope,
        }
    }

    pub fn text(text: &str, scope: Scope) -> Lit {
        Lit {
            text: text.to_owned(),
            word: false,
            any_case: false,
            scope,
        }
    }

    /// `text` in any ASCII case (what a lowercased comparison finds).
    pub fn any_case(text: &str, scope: Scope) -> Lit {
        Lit {
            any_case: true,
            ..Lit::text(text, scope)
        }
    }
}

/// What a rule needs of a file of one language to possibly fire there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Need {
    /// No prefilter: every file is parsed.
    Always,
    /// The rule cannot fire in this language (its constructs do not exist there).
    Never,
    /// One of the alternatives, each all of its literals. An empty alternative always holds.
    AnyOf(Vec<Vec<Lit>>),
}

impl Need {
    /// `Always` when some alternative is empty, `Never` when there is none.
    pub fn any_of(alternatives: Vec<Vec<Lit>>) -> Need {
        if alternatives.is_empty() {
            Need::Never
        } else if alternatives.iter().any(Vec::is_empty) {
            Need::Always
        } else {
            Need::AnyOf(alternatives)
        }
    }

    /// Either need: what `self` or `other` admits.
    pub fn or(self, other: Need) -> Need {
        match (self, other) {
            (Need::Always, _) | (_, Need::Always) => Need::Always,
            (Need::Never, n) | (n, Need::Never) => n,
            (Need::AnyOf(mut a), Need::AnyOf(b)) => {
                a.extend(b);
                Need::AnyOf(a)
            }
        }
    }
}

/// A compiled need for one language.
#[derive(Debug, Clone)]
enum Compiled {
    Always,
    Never,
    AnyOf {
        /// Alternatives as indexes into `lits`.
        alternatives: Vec<Vec<usize>>,
        lits: Vec<Lit>,
        /// One pattern per distinct literal text; `by_pattern[p]` are the `lits` it serves.
        automaton: AhoCorasick,
        by_pattern: Vec<Vec<usize>>,
    },
}

/// A rule's prefilter: one need per language, compiled when a file of that language is first
/// asked about (a run that reads no file of it, the commit-msg hook say, never builds it).
#[derive(Debug, Clone)]
pub struct Prefilter {
    needs: Vec<Need>,
    by_lang: Vec<std::sync::OnceLock<Compiled>>,
}

impl Prefilter {
    /// The prefilter of each language's need.
    pub fn new(need: impl Fn(Lang) -> Need) -> Prefilter {
        Prefilter {
            needs: Lang::ALL.iter().map(|&l| need(l)).collect(),
            by_lang: Lang::ALL.iter().map(|_| std::sync::OnceLock::new()).collect(),
        }
    }

    /// Whether the rule may fire in `content` (read as `lang`): false only when no alternative
    /// of its need holds.
    pub fn admits(&self, lang: Lang, content: &FileContent) -> bool {
        if !enabled() {
            return true;
        }
        let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        match self.by_lang[i].get_or_init(|| compile(self.needs[i].clone())) {
            Compiled::Always => true,
            Compiled::Never => false,
            Compiled::AnyOf {
                alternatives,
                lits,
                automaton,
                by_pattern,
            } => {
                let Some(text) = content.after_text() else {
                    return true;
                };
                if content.added_lines.is_empty() {
                    return true; // nothing is parsed anyway
                }
                let starts = content.line_starts();
                any_holds(
                    &text,
                    starts,
                    &content.added_lines,
                    alternatives,
                    lits,
                    automaton,
                    by_pattern,
                )
            }
        }
    }
}

fn compile(need: Need) -> Compiled {
    match need {
        Need::Always => Compiled::Always,
        Need::Never => Compiled::Never,
        Need::AnyOf(alts) => {
            let mut lits: Vec<Lit> = Vec::new();
            let alternatives = alts
                .into_iter()
                .map(|alt| {
                    alt.into_iter()
                        .map(|l| match lits.iter().position(|x| *x == l) {
                            Some(i) => i,
                            None => {
                                lits.push(l);
                                lits.len() - 1
                            }
                        })
                        .collect()
                })
                .collect();
            let mut texts: Vec<String> = Vec::new();
            let mut by_pattern: Vec<Vec<usize>> = Vec::new();
            for (i, l) in lits.iter().enumerate() {
                let key = l.text.to_ascii_lowercase();
                match texts.iter().position(|t| *t == key) {
                    Some(p) => by_pattern[p].push(i),
                    None => {
                        texts.push(key);
                        by_pattern.push(vec![i]);
                    }
                }
            }
            match AhoCorasickBuilder::new()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::Standard)
                .build(&texts)
            {
                Ok(automaton) => Compiled::AnyOf {
                    alternatives,
                    lits,
                    automaton,
                    by_pattern,
                },
                // Too large an automaton: no prefilter rather than a wrong one.
                Err(_) => Compiled::Always,
            }
        }
    }
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The 0-based row of byte `at`.
fn row_of(starts: &[usize], at: usize) -> usize {
    starts.partition_point(|&s| s <= at).saturating_sub(1)
}

fn any_holds(
    text: &str,
    starts: &[usize],
    added_lines: &[u32],
    alternatives: &[Vec<usize>],
    lits: &[Lit],
    automaton: &AhoCorasick,
    by_pattern: &[Vec<usize>],
) -> bool {
    let bytes = text.as_bytes();
    let line_start = |row: usize| starts.get(row).copied().unwrap_or(bytes.len()).min(bytes.len());
    let rows: Vec<usize> = added_lines.iter().map(|&l| (l as usize).saturating_sub(1)).collect();
    let is_added_row = |row: usize| rows.binary_search(&row).is_ok();
    let (first, last) = (rows[0], rows[rows.len() - 1]);
    let tail_start = line_start(first);
    let head_end = line_start(last + 1);
    let mut found = vec![false; lits.len()];
    let holds = |found: &[bool]| alternatives.iter().any(|alt| alt.iter().all(|&i| found[i]));

    // Pass 1: the added lines and the line before each (small); pass 2, only if still needed
    // and some literal may be found further away: the span those literals allow.
    let mut near: Vec<Range<usize>> = Vec::new();
    for &r in &rows {
        let range = line_start(r.saturating_sub(1))..line_start(r + 1);
        match near.last_mut() {
            Some(prev) if prev.end >= range.start => prev.end = prev.end.max(range.end),
            _ => near.push(range),
        }
    }
    let scan = |range: Range<usize>, found: &mut [bool]| -> bool {
        for m in automaton.find_overlapping_iter(&bytes[range.clone()]) {
            let (s, e) = (range.start + m.start(), range.start + m.end());
            for &i in &by_pattern[m.pattern().as_usize()] {
                let lit = &lits[i];
                if found[i] {
                    continue;
                }
                if lit.word && (s > 0 && is_ident(bytes[s - 1]) || e < bytes.len() && is_ident(bytes[e])) {
                    continue;
                }
                if !lit.any_case && bytes[s..e] != *lit.text.as_bytes() {
                    continue;
                }
                let row = row_of(starts, s);
                let ok = match lit.scope {
                    Scope::Added => is_added_row(row),
                    Scope::Near => is_added_row(row) || is_added_row(row + 1),
                    Scope::Tail => s >= tail_start,
                    Scope::Head => e <= head_end,
                    Scope::Whole => true,
                };
                if ok {
                    found[i] = true;
                    if holds(found) {
                        return true;
                    }
                }
            }
        }
        false
    };
    for range in near {
        if scan(range, &mut found) {
            return true;
        }
    }
    let far = |s: Scope| matches!(s, Scope::Tail | Scope::Head | Scope::Whole);
    // Alternatives still possible: their near literals all found, some far literal missing.
    let open: Vec<&Vec<usize>> = alternatives
        .iter()
        .filter(|alt| alt.iter().all(|&i| found[i] || far(lits[i].scope)))
        .collect();
    if open.is_empty() {
        return false;
    }
    let mut span: Option<Range<usize>> = None;
    for &i in open.iter().flat_map(|alt| alt.iter()) {
        let r = match lits[i].scope {
            Scope::Tail => tail_start..bytes.len(),
            Scope::Head => 0..head_end,
            Scope::Whole => 0..bytes.len(),
            Scope::Added | Scope::Near => continue,
        };
        span = Some(match span {
            Some(s) => s.start.min(r.start)..s.end.max(r.end),
            None => r,
        });
    }
    span.is_some_and(|r| scan(r, &mut found))
}

thread_local! {
    /// A test's choice for this thread, over the environment's.
    static FORCED: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Whether the prefilter runs: unless `AGENTSMD_GATE_NO_PREFILTER` is set (or a test chose
/// otherwise on this thread).
pub fn enabled() -> bool {
    static OFF: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    FORCED.with(Cell::get).unwrap_or_else(|| {
        !*OFF.get_or_init(|| std::env::var_os("AGENTSMD_GATE_NO_PREFILTER").is_some_and(|v| v != "0"))
    })
}

/// Runs `f` with the prefilter on or off on this thread, whatever the environment says.
#[cfg(test)]
pub fn forced<T>(on: bool, f: impl FnOnce() -> T) -> T {
    FORCED.with(|d| d.set(Some(on)));
    let out = f();
    FORCED.with(|d| d.set(None));
    out
}

#[cfg(test)]
pub fn without<T>(f: impl FnOnce() -> T) -> T {
    forced(false, f)
}

/// The literals every match of `pattern` starts (or else ends) with, as needs on added lines:
/// `None` when the regex has no such finite set. A literal is cut at its first (or last)
/// space, because `code-pattern` matches a copy of the line whose strings and comments are
/// blanked to spaces: a literal without spaces found there was in the line already.
pub fn regex_literals(pattern: &str) -> Need {
    use regex_syntax::hir::literal::{ExtractKind, Extractor};
    let Ok(hir) = regex_syntax::ParserBuilder::new()
        .multi_line(true)
        .crlf(true)
        .build()
        .parse(pattern)
    else {
        return Need::Always;
    };
    for kind in [ExtractKind::Prefix, ExtractKind::Suffix] {
        let seq = Extractor::new().kind(kind.clone()).extract(&hir);
        let Some(literals) = seq.literals() else { continue };
        let mut alternatives = Vec::new();
        for l in literals {
            let bytes = l.as_bytes();
            let cut = match kind {
                ExtractKind::Prefix => bytes.split(|&b| b == b' ').next().unwrap_or(&[]),
                _ => bytes.rsplit(|&b| b == b' ').next().unwrap_or(&[]),
            };
            let Ok(text) = std::str::from_utf8(cut) else {
                alternatives.push(Vec::new()); // not text: no prefilter from it
                continue;
            };
            alternatives.push(if text.is_empty() {
                Vec::new()
            } else {
                vec![Lit::text(text, Scope::Added)]
            });
        }
        let need = Need::any_of(alternatives);
        if need != Need::Always {
            return need;
        }
    }
    Need::Always
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content(text: &str, added: &[u32]) -> FileContent {
        FileContent {
            after: Some(text.as_bytes().into()),
            added_lines: added.to_vec(),
            ..FileContent::default()
        }
    }

    fn admits(need: Need, text: &str, added: &[u32]) -> bool {
        let need = std::sync::Arc::new(need);
        let p = Prefilter::new(move |_| (*need).clone());
        forced(true, || p.admits(Lang::Python, &content(text, added)))
    }

    #[test]
    fn scopes_words_and_alternatives() {
        let text = "a = 1\nprint(x)\nb = 2\nos.x(\n).getenv()\n";
        let print = || Need::AnyOf(vec![vec![Lit::word("print", Scope::Added)]]);
        assert!(admits(print(), text, &[2]));
        assert!(!admits(print(), text, &[1, 3]));
        assert!(!admits(
            Need::AnyOf(vec![vec![Lit::word("prin", Scope::Added)]]),
            text,
            &[2]
        ));
        assert!(!admits(
            Need::AnyOf(vec![vec![Lit::word("PRINT", Scope::Added)]]),
            text,
            &[2]
        ));
        assert!(admits(
            Need::AnyOf(vec![vec![Lit::any_case("PRINT", Scope::Added)]]),
            text,
            &[2]
        ));
        let getenv = || {
            Need::AnyOf(vec![vec![
                Lit::word("os", Scope::Added),
                Lit::word("getenv", Scope::Tail),
            ]])
        };
        assert!(admits(getenv(), text, &[4]));
        assert!(!admits(getenv(), text, &[5]), "`os` is not on an added line");
        let near = || Need::AnyOf(vec![vec![Lit::word("print", Scope::Near)]]);
        assert!(admits(near(), text, &[3]) && !admits(near(), text, &[4]));
        let head = || Need::AnyOf(vec![vec![Lit::word("print", Scope::Head)]]);
        assert!(admits(head(), text, &[5]) && !admits(head(), text, &[1]));
        assert!(admits(
            Need::AnyOf(vec![vec![Lit::word("a", Scope::Whole)]]),
            text,
            &[5]
        ));
        assert!(!admits(Need::Never, text, &[2]) && admits(Need::Always, text, &[2]));
        assert!(
            without(|| Prefilter::new(|_| Need::Never).admits(Lang::Python, &content(text, &[2]))),
            "off: everything is parsed"
        );
    }

    #[test]
    fn regex_literals_are_required_and_space_free() {
        let lits = |p: &str| match regex_literals(p) {
            Need::AnyOf(alts) => alts.into_iter().map(|a| a[0].text.clone()).collect::<Vec<_>>(),
            other => panic!("{p}: {other:?}"),
        };
        assert_eq!(lits(r"\bthen\("), ["then("]);
        assert_eq!(lits(r"foo\(\s*\)"), ["foo("]);
        assert_eq!(lits(r"\w+\.unwrap\(\)"), [".unwrap()"]);
        assert_eq!(lits(r"(eval|exec)\("), ["eval(", "exec("]);
        assert_eq!(lits(r"\w+\s*="), ["="]);
        assert_eq!(regex_literals(r"^\s*$"), Need::Always);
        assert_eq!(lits(r" x"), ["x"], "cut at the space: blanking makes spaces");
    }

    /// Rules of every structural kind, in every language, on changes that have what they look
    /// for (on added lines, on a line before, further down a chain or block comment) and
    /// changes that do not.
    const RULES: &[&str] = &[
        "kind: code-pattern\npattern: '\\bthen\\('\n",
        "kind: code-pattern\npattern: 'foo\\(\\s*\\)'\n",
        "kind: code-pattern\npattern: '\\w+\\s*='\n",
        "kind: forbid-call\ncallees: [print, 'os.getenv', '.unwrap', 'println!', 'console.log', 'subprocess.*', 'new Date']\n",
        "kind: forbid-import\nmodules: [requests, moment, 'std::rc', 'io/ioutil']\n",
        "kind: forbid-import\nplacement: top-level\n",
        concat!(
            "kind: forbid-syntax\n",
            "constructs: [broad-except, type-ignore, noqa, any, non-null-assertion, unsafe,",
            " todo, wildcard-import, braceless-body, as-cast, ts-ignore]\n",
        ),
        "kind: naming\ntarget: [function, method, class]\nstyle: snake_case\n",
        "kind: naming\ntarget: [variable, parameter, constant]\nstyle: snake_case\n",
        "kind: require-docstring\n",
        "kind: require-docstring\ndefinitions: changed\n",
        "kind: require-type-annotations\n",
        "kind: require-type-annotations\ndefinitions: changed\n",
        "kind: python-def-marker\nmarker: '# @tracked'\n",
        "kind: python-def-marker\nmarker: '# @tracked'\nfunctions: added\n",
        "kind: query\nlanguage: python\nquery: '(assert_statement) @violation'\n",
        "kind: query\nlanguage: python\nquery: '((call function: (identifier) @f) @violation (#eq? @f \"eval\"))'\n",
        "kind: query\nlanguage: rust\nquery: '(\"unsafe\") @violation'\n",
    ];

    /// (path, before, after)
    const CHANGES: &[(&str, &str, &str)] = &[
        ("a.py", "x = 1\n", "x = 1\nprint(os.getenv('A'))\nassert eval('1')\n"),
        ("a.py", "def f():\n    return 1\n", "def f():\n    return 2\n"),
        (
            "a.py",
            "",
            "def loadFile(path):\n    try:\n        import json\n    except Exception:  # noqa\n        pass\n",
        ),
        (
            "a.py",
            "class A:\n    def m(self):\n        pass\n",
            "class B:\n    def m(self):\n        pass\n",
        ),
        (
            "a.py",
            "",
            "from os import *\nv = f()  # type: ignore\ns = 'print(1)'  # TODO\nfoo('a')\n",
        ),
        (
            "a.py",
            "x = (a\n     .b)\n",
            "x = (c\n     .b)\ny = subprocess.run(1)\n",
        ),
        ("a.py", "import requests\n", "import requests\nX = 2\n"),
        ("b.py", "def f(:\n", "def f(:\n    x = 1\n"),
        (
            "a.rs",
            "fn main() {\n    let v = a\n        .unwrap();\n}\n",
            "fn main() {\n    let v = b\n        .unwrap();\n}\n",
        ),
        (
            "a.rs",
            "",
            "pub fn doIt() {}\npub\nunsafe fn g() {}\nuse std::rc::Rc;\nfn f() { use std::fmt; println!(\"x\"); }\n",
        ),
        (
            "a.rs",
            "/* x\n * TODO later\n */\n",
            "/* now\n * TODO later\n */\nconst badName: u8 = 1;\n",
        ),
        ("a.rs", "pub(crate)\nunsafe fn g() {}\n", "pub\nunsafe fn g() {}\n"),
        ("a.rs", "fn f() {\n    1\n}\n", "fn f() {\n    2\n}\n"),
        (
            "a.ts",
            "",
            concat!(
                "import {\n  a,\n} from 'moment';\nlet x: any = y!;\nif (a) b();\n",
                "const d = new Date();\nfetch(u).then(r);\nconst z = w as T;\n// @ts-ignore\n",
            ),
        ),
        (
            "a.ts",
            "export class Box {\n  open() {}\n}\n",
            "export class Box {\n  open() {}\n  shut() {}\n}\n",
        ),
        (
            "a.go",
            "package x\n",
            "package x\n\nimport (\n\t\"io/ioutil\"\n)\n\nfunc Save() {}\nfunc (r *T) Load() {}\n",
        ),
        (
            "a.go",
            "package x\n\nfunc Old() {\n}\n",
            "package x\n\nfunc Old() {\n\tx := 1\n}\n",
        ),
    ];

    fn findings(check: &crate::checks::Check, path: &str, before: &str, after: &str) -> Vec<String> {
        let to_map = |text: &str| {
            std::iter::once((path.to_owned(), text.as_bytes().to_vec()))
                .filter(|_| !text.is_empty())
                .collect()
        };
        let view = crate::git::view_from_files(&to_map(before), &to_map(after), None, None);
        let files: Vec<_> = view.files.iter().collect();
        let mut sink = Vec::new();
        check.evaluate(&view, &files, &mut sink);
        sink.into_iter().filter(|f| !f.warning).map(|f| f.message).collect()
    }

    #[test]
    fn verdicts_are_the_same_with_and_without_the_prefilter() {
        let (mut with, mut without_) = (0, 0);
        let mut fired = 0;
        for rule in RULES {
            let check = crate::checks::test_support::check(rule);
            for (path, before, after) in CHANGES {
                let n = crate::syntax::parses_on_this_thread();
                let on = forced(true, || findings(&check, path, before, after));
                with += crate::syntax::parses_on_this_thread() - n;
                let n = crate::syntax::parses_on_this_thread();
                let off = without(|| findings(&check, path, before, after));
                without_ += crate::syntax::parses_on_this_thread() - n;
                assert_eq!(on, off, "{rule} on {path}: {after:?}");
                fired += usize::from(!on.is_empty());
            }
        }
        assert!(fired > 40, "the table exercises the rules: {fired} fired");
        assert!(with * 2 < without_, "most pairs are never parsed: {with} of {without_}");
    }

    /// Issue #12: a file in which no rule could fire is never parsed, so a file that does not
    /// parse gets no `parse-error` warning from rules that could not have read it.
    #[test]
    fn a_file_with_no_candidate_is_not_parsed() {
        let check = crate::checks::test_support::check("kind: code-pattern\npattern: '\\beval\\('\n");
        let run = |after: &str| {
            let n = crate::syntax::parses_on_this_thread();
            let view = crate::git::view_from_files(
                &Default::default(),
                &[("a.py".to_owned(), after.as_bytes().to_vec())].into_iter().collect(),
                None,
                None,
            );
            let files: Vec<_> = view.files.iter().collect();
            let mut sink = Vec::new();
            check.evaluate(&view, &files, &mut sink);
            (crate::syntax::parses_on_this_thread() - n, sink.len())
        };
        assert_eq!(
            forced(true, || run("def f(:\n    return g(1)\n")),
            (0, 0),
            "not parsed: no warning"
        );
        assert_eq!(
            forced(true, || run("def f(:\n    return eval(1)\n")),
            (1, 2),
            "parsed: a warning and the finding"
        );
        let off = without(|| run("def f(:\n    return g(1)\n"));
        assert_eq!(off, (1, 1), "without the prefilter the file is parsed and warned about");
    }
}

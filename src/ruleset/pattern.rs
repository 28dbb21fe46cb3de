//! The rule file's patterns, validated when the rules are loaded and built when first searched
//! (issue #12). The commit-msg hook runs on every commit and evaluates the message rules only,
//! yet it loaded every rule's automata: building a pattern with Unicode classes (`\w`,
//! `[^eb\W]`: thousands of UTF-8 ranges, forwards and backwards) took 2 ms of a hook that
//! should take 5, and the other rules' patterns and globs as much again.
//!
//! Loading still refuses every pattern the build refuses: the syntax is parsed with the same
//! options (an error is reported by the build itself, so the message is the same), and a
//! pattern whose automaton could exceed the size limit by [`nfa_bound`] is built at load.
//!
//! A message rule's pattern ([`MessageRegex`]) searching an ASCII message uses a byte regex
//! without Unicode, built in a tenth of the time: an ASCII pattern matches an ASCII text exactly
//! where it would in Unicode mode. On ASCII text, Unicode `\w`, `\d`, `\s`, `\b`, `.` and
//! negated classes select the same characters as their ASCII forms, and `(?i)` folds an ASCII
//! letter to its other case only (its Unicode folds, `K` and `ſ`, are not ASCII). A pattern
//! written with other characters, or with an escape that can mean one (`\x{212A}`, whose case
//! fold is `k`; `\u`, `\U`, `\p{Greek}`, `\P`), is never searched in ASCII mode.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use regex::Regex;
use regex_syntax::hir::{Class, Hir, HirKind};

/// The size limit of every rule pattern's automaton (`regex`'s `size_limit`).
pub const SIZE_LIMIT: usize = 1 << 23;

/// Builds a rule pattern as every check searches it: multi-line, `\r\n` one line ending.
pub fn build(pattern: &str) -> Result<Regex, regex::Error> {
    regex::RegexBuilder::new(pattern)
        .multi_line(true)
        .crlf(true)
        .size_limit(SIZE_LIMIT)
        .build()
}

/// A rule's pattern, built on first use ([`std::ops::Deref`]).
#[derive(Debug, Clone)]
pub struct LazyRegex {
    source: String,
    /// Shared by the clones (rules with the same pattern build it once).
    built: Arc<OnceLock<Regex>>,
}

impl LazyRegex {
    /// Validates `pattern` as [`build`] would, building it now only when the bound says it
    /// could be too big (or it does not parse: then the build's error is returned).
    pub fn new(pattern: &str) -> Result<LazyRegex, regex::Error> {
        let built = Arc::new(OnceLock::new());
        let parsed = regex_syntax::ParserBuilder::new()
            .multi_line(true)
            .crlf(true)
            .build()
            .parse(pattern);
        if !parsed.is_ok_and(|hir| nfa_bound(&hir) <= SIZE_LIMIT / 2) {
            let _ = built.set(build(pattern)?);
        }
        Ok(LazyRegex {
            source: pattern.to_owned(),
            built,
        })
    }

    #[cfg(test)]
    fn is_built(&self) -> bool {
        self.built.get().is_some()
    }
}

impl std::ops::Deref for LazyRegex {
    type Target = Regex;

    fn deref(&self) -> &Regex {
        self.built
            .get_or_init(|| build(&self.source).expect("validated when the rules were loaded"))
    }
}

/// A `commit-message` pattern: [`LazyRegex`], and for ASCII messages a byte regex without
/// Unicode.
#[derive(Debug, Clone)]
pub struct MessageRegex {
    unicode: LazyRegex,
    /// `None` when the pattern is not ASCII or means a character beyond ASCII.
    ascii: Option<regex::bytes::Regex>,
}

impl MessageRegex {
    pub fn new(pattern: &str) -> Result<MessageRegex, regex::Error> {
        let unicode = LazyRegex::new(pattern)?;
        let ascii = if means_only_ascii(pattern) {
            regex::bytes::RegexBuilder::new(pattern)
                .unicode(false)
                .multi_line(true)
                .crlf(true)
                .size_limit(SIZE_LIMIT)
                .build()
                .ok()
        } else {
            None
        };
        Ok(MessageRegex { unicode, ascii })
    }

    pub fn as_str(&self) -> &str {
        &self.unicode.source
    }

    /// The first match's byte range in `haystack`.
    pub fn find(&self, haystack: &str) -> Option<Range<usize>> {
        match self.ascii_for(haystack) {
            Some(ascii) => ascii.find(haystack.as_bytes()).map(|m| m.range()),
            None => self.unicode().find(haystack).map(|m| m.range()),
        }
    }

    pub fn is_match(&self, haystack: &str) -> bool {
        match self.ascii_for(haystack) {
            Some(ascii) => ascii.is_match(haystack.as_bytes()),
            None => self.unicode().is_match(haystack),
        }
    }

    fn ascii_for(&self, haystack: &str) -> Option<&regex::bytes::Regex> {
        self.ascii.as_ref().filter(|_| haystack.is_ascii())
    }

    fn unicode(&self) -> &Regex {
        &self.unicode
    }
}

/// Whether `pattern` is ASCII and has no escape that can mean a character beyond ASCII.
fn means_only_ascii(pattern: &str) -> bool {
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if !c.is_ascii() {
            return false;
        }
        if c == '\\' && matches!(chars.next(), Some('x' | 'u' | 'U' | 'p' | 'P') | None) {
            return false;
        }
    }
    true
}

/// An upper bound of the bytes a Thompson NFA of `hir` counts against the size limit, forwards
/// or backwards (regex-automata counts each state, at most 32 bytes, and each transition and
/// union alternative): 64 per state, a state and 16 bytes per byte of a class's UTF-8
/// sequences, a repetition's body as often as the compiler copies it, plus one.
pub fn nfa_bound(hir: &Hir) -> usize {
    const STATE: usize = 64;
    let bound = match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => STATE,
        HirKind::Literal(lit) => STATE * lit.0.len(),
        HirKind::Class(Class::Bytes(c)) => STATE + 16 * c.ranges().len(),
        HirKind::Class(Class::Unicode(c)) => {
            let bytes: usize = c
                .ranges()
                .iter()
                .map(|r| {
                    regex_syntax::utf8::Utf8Sequences::new(r.start(), r.end())
                        .map(|s| s.len())
                        .sum::<usize>()
                })
                .sum();
            STATE + bytes * (STATE + 16)
        }
        HirKind::Repetition(r) => {
            let copies = r.max.map_or(r.min as usize + 1, |max| (max as usize).max(1)) + 1;
            (nfa_bound(&r.sub) + STATE).saturating_mul(copies)
        }
        HirKind::Capture(c) => nfa_bound(&c.sub).saturating_add(2 * STATE),
        HirKind::Concat(hs) | HirKind::Alternation(hs) => hs.iter().fold(STATE, |sum, h| {
            sum.saturating_add(nfa_bound(h)).saturating_add(STATE + 16)
        }),
    };
    // The unanchored prefix `(?s-u:.)*?`, the match and capture states, the start states.
    bound.saturating_add(64 * STATE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hir(p: &str) -> Hir {
        regex_syntax::ParserBuilder::new()
            .multi_line(true)
            .crlf(true)
            .build()
            .parse(p)
            .unwrap()
    }

    /// The bound holds for the compiled automata, forwards (with captures) and backwards.
    #[test]
    fn bound_is_above_the_automata() {
        use regex_automata::nfa::thompson::{Compiler, Config, WhichCaptures};
        let patterns = [
            r"^(?:[A-Za-z][\w./-]*(?:\([^)]*\))?!?:\s*)?(?:[A-Za-z]+-)*(?:[A-Za-z]+[^eb\W]ed|[A-Za-z]{2,}[^r\W]ing)(?:$|[^\w:(!/.-]|\.(?:\s|$))",
            r"(?i)\bwip\b",
            r"\w{40}",
            r"(?i)[\p{Greek}\p{Cyrillic}]+ \d{2,5}",
            r"^(feat|fix|docs)(\([a-z-]+\))?!?: .{1,72}$",
            r"(?:a|b|\pL){3,}x*?",
            r"(?:a{2,5}\w){3}",
            r"(?i)[a-zà-ÿ]+ .{0,20}$",
            r"\b(?:foo|bar|baz)\b|(?s:.)|\B",
            r"(?m)^\s*(?P<name>[^\s:]+):\s*\S",
            "",
        ];
        for p in patterns {
            let hir = hir(p);
            let forwards = Compiler::new().build_from_hir(&hir).unwrap().memory_usage();
            let backwards = Compiler::new()
                .configure(Config::new().reverse(true).which_captures(WhichCaptures::None))
                .build_from_hir(&hir)
                .unwrap()
                .memory_usage();
            let bound = nfa_bound(&hir);
            assert!(
                bound >= forwards && bound >= backwards,
                "{p}: {bound} < {forwards} or {backwards}"
            );
        }
    }

    /// What the bound lets through builds; what it does not is built at load, and refused
    /// when too big, as before.
    #[test]
    fn too_big_is_refused_at_load() {
        assert!(MessageRegex::new(r"\w{1000}{100}").is_err());
        assert!(build(r"\w{1000}{100}").is_err());
        assert!(MessageRegex::new("(").is_err());
        let ok = MessageRegex::new(r"\w{3}").unwrap();
        assert!(!ok.unicode.is_built());
        assert!(ok.is_match("éèê"));
    }

    /// ASCII messages take the byte regex, others the Unicode one, with the same matches.
    #[test]
    fn ascii_and_unicode_agree() {
        let cases = [
            (r"\w+ed\b", "Réfixed the thing", Some(0..8)),
            (r"\w+ed\b", "Fixed the thing", Some(0..5)),
            (r"(?i)\bwip\b", "WIP: x", Some(0..3)),
            (r"(?i)k", "Kelvin", Some(0..1)),
            (r"(?i)\x{212A}", "k", Some(0..1)),
            (r"(?i)ſ", "s", Some(0..1)),
            (r"^[^\W\d]", "_x", Some(0..1)),
            (r"\s$", "a b\r\nc", None),
            (r".$", "ab\r\nc", Some(1..2)),
        ];
        for (p, text, want) in cases {
            let re = MessageRegex::new(p).unwrap();
            assert_eq!(re.find(text), want, "{p} in {text:?}");
            assert_eq!(
                build(p).unwrap().find(text).map(|m| m.range()),
                want,
                "{p} in {text:?} (Unicode)"
            );
        }
        for p in [r"(?i)\x{212A}", r"\u{e9}", r"\pL", r"\PL", r"é", r"\"] {
            assert!(!means_only_ascii(p), "{p}");
        }
        assert!(means_only_ascii(r"\\x(?i)\bwip\b[^\W\d]\s"));
        assert!(MessageRegex::new(r"(?i)\x{212A}").unwrap().ascii.is_none());
        assert!(MessageRegex::new(r"\w").unwrap().ascii.is_some());
    }
}

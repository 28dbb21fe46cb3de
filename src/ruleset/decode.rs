//! Typed reading of the YAML [`Node`] tree that records every problem with its span instead of
//! stopping at the first (cargo-deny's `ValidationContext`). Checks use it to read their own
//! keys, so each kind's keys live in that kind's module.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};

use super::pattern::{LazyRegex, MessageRegex};
use super::yaml::{self, Node, Span, Value};
use crate::diagnostic::{Code, Diagnostic, Source};

/// A value with the place in the rule file it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

/// Collects problems while the rule file is decoded and validated.
pub struct Decoder {
    pub source: Source,
    pub problems: Vec<Diagnostic>,
    /// The patterns and glob bounds read so far: a compiled rule file repeats them (the same
    /// `forbid` compiled from two context files, the same `exclude` list on every rule).
    regexes: HashMap<String, LazyRegex>,
    message_regexes: HashMap<String, MessageRegex>,
    glob_bounds: HashMap<String, usize>,
}

impl Decoder {
    pub fn new(source: Source) -> Decoder {
        Decoder {
            source,
            problems: Vec::new(),
            regexes: HashMap::new(),
            message_regexes: HashMap::new(),
            glob_bounds: HashMap::new(),
        }
    }

    pub fn has_errors(&self) -> bool {
        !self.problems.is_empty()
    }

    pub fn error(
        &mut self,
        code: Code,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> &mut Diagnostic {
        let range = span.offset..span.offset + span.len;
        self.problems
            .push(Diagnostic::error(code, message).with_label(self.source.clone(), range, label));
        self.problems.last_mut().expect("just pushed")
    }

    fn wrong_type(&mut self, node: &Node, what: &str, expected: &str) {
        self.error(
            Code::WrongType,
            node.span,
            format!("{what} must be {expected}, found {}", node.value.type_name()),
            format!("expected {expected}"),
        );
    }

    pub fn string(&mut self, node: &Node, what: &str) -> Option<Spanned<String>> {
        match &node.value {
            Value::Str(s) => Some(Spanned {
                value: s.clone(),
                span: node.span,
            }),
            // `version: 1` style numbers where a string is wanted are a type error too: a
            // pattern of `1` is almost certainly a mistake.
            _ => {
                self.wrong_type(node, what, "a string");
                None
            }
        }
    }

    pub fn bool(&mut self, node: &Node, what: &str) -> Option<bool> {
        match node.value {
            Value::Bool(b) => Some(b),
            _ => {
                self.wrong_type(node, what, "`true` or `false`");
                None
            }
        }
    }

    pub fn u32(&mut self, node: &Node, what: &str) -> Option<Spanned<u32>> {
        match node.value {
            Value::Int(n) if (0..=i64::from(u32::MAX)).contains(&n) => Some(Spanned {
                value: n as u32,
                span: node.span,
            }),
            Value::Int(_) => {
                self.error(
                    Code::InvalidValue,
                    node.span,
                    format!("{what} is out of range"),
                    "expected a non-negative integer",
                );
                None
            }
            _ => {
                self.wrong_type(node, what, "a non-negative integer");
                None
            }
        }
    }

    /// A list of strings; a single string is accepted as a list of one.
    pub fn strings(&mut self, node: &Node, what: &str) -> Option<Vec<Spanned<String>>> {
        match &node.value {
            Value::Str(_) => self.string(node, what).map(|s| vec![s]),
            Value::Seq(items) => {
                let mut out = Vec::with_capacity(items.len());
                let mut ok = true;
                for item in items {
                    match self.string(item, &format!("each entry of {what}")) {
                        Some(s) => out.push(s),
                        None => ok = false,
                    }
                }
                ok.then_some(out)
            }
            _ => {
                self.wrong_type(node, what, "a list of strings");
                None
            }
        }
    }

    /// One of `choices`, reported with the list when it is not.
    pub fn choice<T: Copy>(&mut self, node: &Node, what: &str, choices: &[(&str, T)]) -> Option<T> {
        let s = self.string(node, what)?;
        if let Some((_, v)) = choices.iter().find(|(name, _)| *name == s.value) {
            return Some(*v);
        }
        let names: Vec<_> = choices.iter().map(|(n, _)| format!("`{n}`")).collect();
        self.error(
            Code::InvalidValue,
            s.span,
            format!("{what} `{}` is not one of {}", s.value, names.join(", ")),
            "not allowed here",
        );
        None
    }

    /// Compiles a rule's regular expression (an invalid one is reported at the offending
    /// character of the scalar when possible), in multi-line mode: `^` and `$` anchor lines of
    /// whatever text the check searches (a file's head, a whole file, a whole message), and a
    /// `\r\n` line ending counts as one (docs/rules.md "Regular expressions"). On a single line
    /// (a subject, a branch, a name) this is the same as plain mode.
    pub fn regex(&mut self, pattern: &Spanned<String>, what: &str) -> Option<LazyRegex> {
        if let Some(re) = self.regexes.get(&pattern.value) {
            return Some(re.clone());
        }
        let re = self.regex_with(pattern, what, LazyRegex::new)?;
        self.regexes.insert(pattern.value.clone(), re.clone());
        Some(re)
    }

    /// A `commit-message` check's pattern: [`Decoder::regex`], built for the messages it will
    /// search ([`MessageRegex`]).
    pub fn message_regex(&mut self, pattern: &Spanned<String>, what: &str) -> Option<MessageRegex> {
        if let Some(re) = self.message_regexes.get(&pattern.value) {
            return Some(re.clone());
        }
        let re = self.regex_with(pattern, what, MessageRegex::new)?;
        self.message_regexes.insert(pattern.value.clone(), re.clone());
        Some(re)
    }

    fn regex_with<R>(
        &mut self,
        pattern: &Spanned<String>,
        what: &str,
        build: impl FnOnce(&str) -> Result<R, regex::Error>,
    ) -> Option<R> {
        match build(&pattern.value) {
            Ok(re) => Some(re),
            Err(err) => {
                let (span, detail) = self.regex_error_span(pattern, &err);
                let help = "the syntax is Rust's `regex` crate (no look-around or backreferences); \
                            escape literal metacharacters with `\\`";
                self.error(
                    Code::InvalidRegex,
                    span,
                    format!("{what} is not a valid regular expression"),
                    detail,
                )
                .help = Some(help.into());
                None
            }
        }
    }

    fn regex_error_span(&self, pattern: &Spanned<String>, err: &regex::Error) -> (Span, String) {
        let whole = (
            pattern.span,
            err.to_string().lines().last().unwrap_or("invalid").trim().to_owned(),
        );
        let Err(ast_err) = regex_syntax::ast::parse::Parser::new().parse(&pattern.value) else {
            return whole; // Valid syntax, but too big or otherwise rejected: the whole value.
        };
        let Some(start) = yaml::scalar_content_offset(&self.source.text, pattern.span, &pattern.value) else {
            return (pattern.span, ast_err.kind().to_string());
        };
        let s = ast_err.span();
        let span = Span {
            offset: start + s.start.offset,
            len: (s.end.offset - s.start.offset).max(1),
            line: pattern.span.line,
            column: pattern.span.column + s.start.offset,
        };
        (span, ast_err.kind().to_string())
    }

    /// Compiles path globs (see [`path_glob`] for the dialect): each is parsed now, the set is
    /// built on first use unless [`globs_could_be_too_big`] says building could fail.
    pub fn globs(&mut self, patterns: &[Spanned<String>], what: &str) -> Option<PathMatcher> {
        let mut globs = Vec::with_capacity(patterns.len());
        for p in patterns {
            match path_glob(&p.value) {
                Ok(g) => globs.push(g),
                Err(e) => {
                    // globset reports no offset: label the whole scalar.
                    self.error(Code::InvalidGlob, p.span, format!("{what}: `{}` is not a valid glob", p.value), e.kind().to_string())
                        .help = Some("`*` matches within a path segment, `**` across segments, `{a,b}` alternatives, `[abc]` classes".into());
                }
            }
        }
        if globs.len() < patterns.len() {
            return None;
        }
        let set = OnceLock::new();
        if self.globs_could_be_too_big(&globs) {
            match glob_set(&globs) {
                Ok(built) => {
                    let _ = set.set(built);
                }
                Err(e) => {
                    let span = patterns.first().map(|p| p.span).unwrap_or_default();
                    self.error(Code::InvalidGlob, span, format!("{what}: {e}"), "here");
                    return None;
                }
            }
        }
        Some(PathMatcher {
            globs: globs.into(),
            set,
            patterns: patterns.iter().map(|p| p.value.clone()).collect::<Vec<_>>().into(),
            scripts: false,
        })
    }

    /// Whether building `globs` could exceed globset's size limit (10 MiB per automaton; the
    /// only way a set of valid globs fails to build): their regexes, all in one automaton,
    /// against [`super::pattern::nfa_bound`].
    fn globs_could_be_too_big(&mut self, globs: &[globset::Glob]) -> bool {
        const GLOBSET_LIMIT: usize = 10 << 20;
        let mut total = 0usize;
        for g in globs {
            let bound = match self.glob_bounds.get(g.regex()) {
                Some(&b) => b,
                None => {
                    let parsed = regex_syntax::ParserBuilder::new()
                        .utf8(false)
                        .dot_matches_new_line(true)
                        .build()
                        .parse(g.regex());
                    let b = parsed.map_or(usize::MAX, |hir| super::pattern::nfa_bound(&hir));
                    self.glob_bounds.insert(g.regex().to_owned(), b);
                    b
                }
            };
            total = total.saturating_add(bound);
        }
        total > GLOBSET_LIMIT / 2
    }
}

fn glob_set(globs: &[globset::Glob]) -> Result<GlobSet, globset::Error> {
    let mut builder = GlobSetBuilder::new();
    for g in globs {
        builder.add(g.clone());
    }
    builder.build()
}

/// A set of path globs, with the patterns as written (for messages), built on first use.
#[derive(Debug, Clone)]
pub struct PathMatcher {
    globs: Arc<[globset::Glob]>,
    set: OnceLock<GlobSet>,
    pub patterns: Arc<[String]>,
    /// Also files without an extension (scripts, whose `#!` line names their language): the
    /// default paths of the structural kinds.
    pub scripts: bool,
}

impl PathMatcher {
    pub fn is_match(&self, path: &str) -> bool {
        let set = self
            .set
            .get_or_init(|| glob_set(&self.globs).expect("validated when the rules were loaded"));
        set.is_match(path) || self.scripts && crate::syntax::is_extensionless(path)
    }
}

/// The glob dialect of rule files, gitignore-like so that prose paths work as written:
/// - `*` stays inside one path segment, `**` crosses segments;
/// - a pattern without `/` matches a basename at any depth (`*.py`, `CHANGELOG.md`);
/// - a trailing `/` means "everything below" (`src/generated/`), and so does a pattern that
///   names a directory without it (`templates/skeleton`, as in gitignore: Shopify/hydrogen,
///   round 31: "any change to `templates/skeleton`");
/// - a leading `/` or `./` anchors at the repository root (patterns with a `/` always are).
pub fn path_glob(pattern: &str) -> Result<globset::Glob, globset::Error> {
    let mut p = pattern.trim().to_owned();
    if let Some(rest) = p.strip_prefix("./") {
        p = rest.to_owned();
    }
    let anchored = p.starts_with('/');
    let p = p.trim_start_matches('/');
    let below = p.ends_with('/');
    let mut p = if below { format!("{p}**") } else { p.to_owned() };
    if !anchored && !p.contains('/') {
        p = format!("**/{p}");
    }
    // A last segment without a wildcard or an extension may be a directory (`gen`, `.claude`):
    // the file itself, or everything below it. Others keep globset's fast strategies
    // (`**/*.py` is matched by extension).
    let last = p.rsplit('/').next().unwrap_or(&p);
    let may_be_directory = !last.contains(['*', '?', '[', '{', '}']) && !last.trim_start_matches('.').contains('.');
    if !below && may_be_directory && !p.contains(['{', '}']) {
        p = format!("{{{p},{p}/**}}");
    }
    GlobBuilder::new(&p)
        .literal_separator(true)
        .backslash_escape(true)
        .build()
}

/// Reads a mapping key by key; whatever is left at the end is an unknown key.
pub struct MapReader<'n> {
    node: &'n Node,
    entries: &'n [(Node, Node)],
    used: Vec<bool>,
}

impl<'n> MapReader<'n> {
    pub fn new(node: &'n Node, what: &str, d: &mut Decoder) -> Option<MapReader<'n>> {
        match &node.value {
            Value::Map(entries) => Some(MapReader {
                node,
                entries,
                used: vec![false; entries.len()],
            }),
            _ => {
                d.wrong_type(node, what, "a mapping");
                None
            }
        }
    }

    pub fn span(&self) -> Span {
        self.node.span
    }

    /// The value of `key`, marking it as known.
    pub fn take(&mut self, key: &str) -> Option<&'n Node> {
        let i = self.entries.iter().position(|(k, _)| k.as_str() == Some(key))?;
        self.used[i] = true;
        Some(&self.entries[i].1)
    }

    /// [`finish`](Self::finish) with the keys of a declaration (`ruleset::spec`).
    pub fn finish_keys(self, d: &mut Decoder, what: &str, keys: &[super::spec::Key]) {
        let known: Vec<_> = super::spec::names(keys).collect();
        self.finish(d, what, &known);
    }

    /// Reports every key not taken, suggesting the closest known one.
    pub fn finish(self, d: &mut Decoder, what: &str, known: &[&str]) {
        for ((key, _), used) in self.entries.iter().zip(self.used) {
            if used {
                continue;
            }
            let name = key.as_str().map_or_else(|| format!("{:?}", key.value), str::to_owned);
            let help = match closest(&name, known) {
                Some(k) => format!("did you mean `{k}`? known keys: {}", known.join(", ")),
                None => format!("known keys: {}", known.join(", ")),
            };
            d.error(
                Code::UnknownKey,
                key.span,
                format!("unknown key `{name}` in {what}"),
                "unknown key",
            )
            .help = Some(help);
        }
    }
}

fn closest<'k>(name: &str, known: &[&'k str]) -> Option<&'k str> {
    known
        .iter()
        .map(|k| (edit_distance(name, k), *k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pattern: &str, path: &str) -> bool {
        path_glob(pattern).unwrap().compile_matcher().is_match(path)
    }

    #[test]
    fn glob_dialect() {
        assert!(matches("*.py", "a/b/c.py"));
        assert!(matches("**/*.py", "c.py"));
        assert!(!matches("src/*.py", "src/a/b.py"));
        assert!(matches("src/**/*.py", "src/a/b.py"));
        assert!(matches("src/generated/", "src/generated/x/y.rs"));
        assert!(matches("/README.md", "README.md"));
        assert!(!matches("/README.md", "docs/README.md"));
        assert!(matches("CHANGELOG.md", "pkg/CHANGELOG.md"));
        // A directory named without its slash is the directory, as in gitignore.
        assert!(matches("templates/skeleton", "templates/skeleton/app/root.tsx"));
        assert!(matches("templates/skeleton", "templates/skeleton"));
        assert!(!matches("templates/skeleton", "templates/skeleton-2/a.ts"));
        assert!(matches("node_modules", "a/node_modules/b/c.js"));
        assert!(matches("src/{a,b}.rs", "src/a.rs"));
        assert!(matches(".claude", ".claude/settings.json"));
        assert!(!matches("CHANGELOG.md", "CHANGELOG.md/x"));
    }

    #[test]
    fn suggests_close_keys() {
        assert_eq!(closest("pattrn", &["pattern", "scope"]), Some("pattern"));
        assert_eq!(closest("zzz", &["pattern", "scope"]), None);
    }
}

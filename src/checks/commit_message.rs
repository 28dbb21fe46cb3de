//! `commit-message`
//!
//! **What it checks:** the commit message: a required `pattern` and a forbidden `forbid`
//! pattern (on the subject, the whole message with `in: message`, or the body, every line
//! after the subject, with `in: body`), `max-subject-length`,
//! `require-body`, `require-trailers`, `forbid-trailers`, the Conventional Commits 1.0
//! subject grammar (`conventional: true`, with commitlint's config-conventional `types` unless
//! given) and the imperative mood (`imperative: true`: no past tense or gerund first; after a
//! type prefix, only the past tense of a common commit verb, since "fix: nested lists" names
//! what is fixed). `^` and `$` anchor lines (multi-line mode): with `in: message`,
//! `'^Refs: #[0-9]+$'` requires such a line anywhere in the message. Trailers are those of the
//! message's last paragraph, as `git commit -s` and `git interpret-trailers --parse
//! --no-divider` find them: a `---` line in the body (pasted `--- FAIL` test output, a rule
//! above a note) is no patch divider in a commit message. A required trailer may also stand
//! on any line after the subject, as the DCO check finds `Signed-off-by:` (a tool's lines
//! appended after it are no trailers to git).
//!
//! **Why:** "use Conventional Commits", "sign off every commit", "no `WIP` commits" are among the
//! most common observable instructions, and the easiest for an agent to forget.
//!
//! **Example rule:** `check: { kind: commit-message, conventional: true, max-subject-length: 72 }`
//!
//! **Example violation:** `added stuff` — "subject is not a Conventional Commit".
//!
//! The grammar is the Conventional Commits 1.0 subject, as commitlint's config-conventional
//! parses it: `type(scope)!: description`. The type is letters, digits, `_` and `-`; the scope
//! may hold any character but parentheses (`feat(a:b): x`) and must not be empty or blank; one
//! `!` at most; a space after the colon; a non-empty description. A `types` entry the grammar
//! could never match (a space, `(`, `!`, `:` …) is an error when the rule file loads.
//! `types: ['*']` accepts any type, as the specification itself does ("types other than
//! `feat` and `fix` MAY be used").
//!
//! `max-subject-length` counts the subject as its author wrote it: a ` (#1234)` that GitHub
//! appends when it squash-merges a pull request is not counted.
//!
//! Messages git or a hosting service generated are skipped unless `ignore-generated: false`:
//! `Merge branch '…'` (also `… into …`), `Merge remote-tracking branch '…'` (old git's `Merge
//! remote branch '…'`), `Merge tag '…'`, `Merge commit '…'`, `Merge pull request #…`, GitHub's
//! `Merge commit from fork` (a security advisory's private fork merged), Bitbucket's `Merged in
//! …` and Azure DevOps' `Merged PR …`, `Revert "…"`, `Reapply "…"`, `fixup!`, `squash!`,
//! `amend!`. Other subjects starting with `Merge` are a person's and are checked. The commits
//! of a hosting service's bot accounts (an author name ending in `[bot]` or an address
//! `…[bot]@…`: `dependabot[bot]`, `renovate[bot]`, `github-actions[bot]`) are skipped too: the
//! service wrote their messages.

use std::ops::Range;
use std::sync::Arc;
use std::sync::LazyLock;

use regex::Regex;

use crate::ruleset::pattern::MessageRegex;

use super::{Finding, Location};
use crate::git::CommitView;
use crate::git::message::ParsedMessage;
use crate::ruleset::decode::{Decoder, MapReader, Spanned};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};

pub const SPEC: KindSpec = KindSpec {
    name: "commit-message",
    source: include_str!("commit_message.rs"),
    keys: &[
        Key::new(
            "pattern",
            Type::Regex,
            "The subject (the whole message with `in: message`) must match.",
        ),
        Key::new(
            "forbid",
            Type::Regex,
            "The subject (the whole message with `in: message`) must not match.",
        ),
        Key::new(
            "in",
            Type::Enum(&PART_NAMES),
            "What `pattern` and `forbid` search: the subject line, the whole message, or the body (the lines after the subject).",
        )
        .default("subject"),
        Key::new(
            "max-subject-length",
            Type::UInt { min: 0 },
            "The longest subject allowed, in characters.",
        ),
        Key::new(
            "require-body",
            Type::Bool,
            "The message must have a body after the subject and a blank line.",
        )
        .default("false"),
        Key::new(
            "require-trailers",
            Type::Strings,
            "Trailers the message must carry (`Signed-off-by`, `Refs`; a trailing `:` is ignored).",
        ),
        Key::new(
            "forbid-trailers",
            Type::Strings,
            "Trailers the message must not carry (`Co-authored-by`).",
        ),
        Key::new(
            "conventional",
            Type::Bool,
            "The subject must be a Conventional Commits 1.0 subject: `type(scope)!: description`.",
        )
        .default("false"),
        Key::new(
            "imperative",
            Type::Bool,
            "The subject must be in the imperative mood: its first word (after `[Area]` tags and a `type(scope):` \
             prefix) no past tense or gerund (`Added`, `Fixing`).",
        )
        .default("false"),
        Key::new(
            "types",
            Type::Strings,
            "With `conventional: true`, the allowed types (default: commitlint's config-conventional types: `feat`, \
             `fix`, `docs` …); `['*']` allows any type, as the specification does.",
        ),
        Key::new(
            "ignore-generated",
            Type::Bool,
            "Skip messages git or a hosting service generated (merges, reverts, `fixup!` …, and bot accounts' commits).",
        )
        .default("true"),
    ],
    one_of: &[
        "pattern",
        "forbid",
        "max-subject-length",
        "require-body",
        "require-trailers",
        "forbid-trailers",
        "conventional",
        "imperative",
    ],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for CommitMessage {
    const SPEC: &'static KindSpec = &SPEC;

    fn is_commit_level(&self) -> bool {
        true
    }

    fn needs_content(&self, _path: &str) -> bool {
        false
    }

    fn skips_generated(&self) -> bool {
        false
    }

    fn judge(
        &self,
        view: &crate::git::CommitView,
        _files: &[&crate::git::ChangedFile],
        sink: &mut Vec<super::Finding>,
    ) {
        self.evaluate(view, sink)
    }
}

/// commitlint's config-conventional `type-enum`.
/// The `types` entry that allows any type.
pub const ANY_TYPE: &str = "*";

pub const CONVENTIONAL_TYPES: &[&str] = &[
    "build", "chore", "ci", "docs", "feat", "fix", "perf", "refactor", "revert", "style", "test",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Subject,
    Message,
    Body,
}

impl Part {
    /// What `pattern` and `forbid` search in `text` (whose subject is `subject`): the text,
    /// where it stands in `text`, and its name for messages.
    fn of<'t>(self, text: &'t str, subject: &'t str) -> (&'t str, Range<usize>, &'static str) {
        match self {
            Part::Subject => (subject, 0..subject.len(), "subject"),
            Part::Message => (text, 0..text.len(), "message"),
            Part::Body => {
                let start = text.find('\n').map_or(text.len(), |i| i + 1);
                (&text[start..], start..text.len(), "body")
            }
        }
    }
}

const PARTS: &[(&str, Part)] = &[
    ("subject", Part::Subject),
    ("message", Part::Message),
    ("body", Part::Body),
];
const PART_NAMES: [&str; PARTS.len()] = table_names(PARTS);

#[derive(Debug, Clone)]
pub struct CommitMessage {
    pattern: Option<MessageRegex>,
    forbid: Option<MessageRegex>,
    part: Part,
    max_subject_length: Option<u32>,
    require_body: bool,
    require_trailers: Vec<String>,
    forbid_trailers: Vec<String>,
    /// `Some(types)` when `conventional: true`.
    conventional: Option<Vec<String>>,
    imperative: bool,
    ignore_generated: bool,
}

/// The trailer names under `key` (`require-trailers`, `forbid-trailers`), without a trailing
/// `:`.
fn trailer_names(d: &mut Decoder, key: &str, map: &mut MapReader<'_>) -> Vec<String> {
    map.take(key)
        .and_then(|n| d.strings(n, &format!("`{key}`")))
        .map(|v| {
            v.into_iter()
                .map(|s| s.value.trim_end_matches(':').to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The `types` key: each must be able to match a Conventional Commits type (`['*']` alone
/// allows any); it applies only with `conventional: true`.
fn conventional_types(d: &mut Decoder, map: &mut MapReader<'_>, conventional: bool) -> Option<Vec<Spanned<String>>> {
    let n = map.take("types")?;
    if !conventional {
        d.error(
            crate::diagnostic::Code::InvalidValue,
            n.span,
            "`types` only applies with `conventional: true`",
            "has no effect",
        );
    }
    let types = d.strings(n, "`types`")?;
    for t in &types {
        if t.value == ANY_TYPE && types.len() == 1 {
            continue;
        }
        if t.value.is_empty() || !t.value.chars().all(is_type_char) {
            d.error(
                crate::diagnostic::Code::InvalidValue,
                t.span,
                format!("type `{}` can never match a Conventional Commits subject", t.value),
                "not a type",
            )
            .help = Some(
                "a type is letters, digits, `_` and `-` (commitlint parses `\\w+`): no spaces, `(`, `)`, `!` or `:`; \
                 `types: ['*']` alone allows any type"
                    .into(),
            );
        }
    }
    Some(types)
}

impl CommitMessage {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<CommitMessage> {
        let problems_before = d.problems.len();
        let pattern = map
            .take("pattern")
            .and_then(|n| d.string(n, "`pattern`"))
            .map(|p| d.message_regex(&p, "`pattern`"));
        let forbid = map
            .take("forbid")
            .and_then(|n| d.string(n, "`forbid`"))
            .map(|p| d.message_regex(&p, "`forbid`"));
        let part = map
            .take("in")
            .and_then(|n| d.choice(n, "`in`", PARTS))
            .unwrap_or(Part::Subject);
        let max_subject_length = map
            .take("max-subject-length")
            .and_then(|n| d.u32(n, "`max-subject-length`"))
            .map(|s| s.value);
        let require_body = map
            .take("require-body")
            .and_then(|n| d.bool(n, "`require-body`"))
            .unwrap_or(false);
        let require_trailers = trailer_names(d, "require-trailers", &mut map);
        let forbid_trailers = trailer_names(d, "forbid-trailers", &mut map);
        let conventional_node = map.take("conventional");
        let conventional = conventional_node
            .and_then(|n| d.bool(n, "`conventional`"))
            .unwrap_or(false);
        let types = conventional_types(d, &mut map, conventional);
        let imperative = map
            .take("imperative")
            .and_then(|n| d.bool(n, "`imperative`"))
            .unwrap_or(false);
        let ignore_generated = map
            .take("ignore-generated")
            .and_then(|n| d.bool(n, "`ignore-generated`"))
            .unwrap_or(true);
        let span = map.span();
        map.finish(d, "a `commit-message` check", &SPEC.known_keys());
        let check = CommitMessage {
            pattern: pattern.flatten(),
            forbid: forbid.flatten(),
            part,
            max_subject_length,
            require_body,
            require_trailers,
            forbid_trailers,
            conventional: conventional.then(|| match types {
                Some(t) => t.into_iter().map(|s| s.value).collect(),
                None => CONVENTIONAL_TYPES.iter().map(|s| (*s).to_owned()).collect(),
            }),
            imperative,
            ignore_generated,
        };
        if check.checks_nothing() && d.problems.len() == problems_before {
            d.error(
                crate::diagnostic::Code::MissingKey,
                span,
                "this `commit-message` check checks nothing",
                "no condition given",
            )
            .help = Some(
                "give at least one of `pattern`, `forbid`, `max-subject-length`, `require-body`, \
                 `require-trailers`, `forbid-trailers`, `conventional`, `imperative`"
                    .into(),
            );
        }
        Some(check)
    }

    /// Whether no condition is given (only `in` or `ignore-generated`, say).
    fn checks_nothing(&self) -> bool {
        self.pattern.is_none()
            && self.forbid.is_none()
            && self.max_subject_length.is_none()
            && !self.require_body
            && self.require_trailers.is_empty()
            && self.forbid_trailers.is_empty()
            && self.conventional.is_none()
            && !self.imperative
    }

    pub fn evaluate(&self, view: &CommitView, sink: &mut Vec<Finding>) {
        // A staged check without `--commit-msg-file` has no message yet: the commit-msg hook
        // checks it.
        let Some(text) = view.message.as_deref() else { return };
        let msg = ParsedMessage::parse(text);
        // A bot's message is the service's, not a person's or an agent's (astronomer/
        // astronomer-cosmos: dependabot's `build(deps): bump …` failed a ban on type prefixes).
        let bot = view.author.as_ref().is_some_and(crate::git::Author::is_bot);
        if self.ignore_generated && (msg.is_generated() || bot) {
            return;
        }
        let shared: Arc<str> = Arc::from(text);
        let at = |range: Range<usize>| Location::Message {
            text: shared.clone(),
            range,
        };
        let subject = msg.subject();
        let subject_range = 0..subject.len();
        let (target, target_range, where_) = self.part.of(text, subject);

        if let Some(conv) = &self.conventional
            && let Some((range, problem)) = conventional_problem(subject, conv)
        {
            sink.push(Finding::new(
                at(range),
                format!("subject is not a Conventional Commit: {problem}"),
                problem,
            ));
        }
        if self.imperative
            && let Some(word) = super::subject_mood::non_imperative_word(subject)
        {
            sink.push(Finding::new(
                at(word.clone()),
                format!("subject starts with `{}`, not the imperative mood", &subject[word]),
                "write it as a command: `Add`, not `Added` or `Adding`",
            ));
        }
        if let Some(re) = &self.pattern
            && !re.is_match(target)
        {
            sink.push(Finding::new(
                at(target_range.clone()),
                format!("commit {where_} does not match `{}`", re.as_str()),
                "does not match",
            ));
        }
        if let Some(re) = &self.forbid
            && let Some(m) = re.find(target)
        {
            let start = target_range.start + m.start;
            sink.push(Finding::new(
                at(start..target_range.start + m.end),
                format!(
                    "commit {where_} contains `{}`, which is forbidden (`{}`)",
                    &target[m],
                    re.as_str()
                ),
                "forbidden",
            ));
        }
        if let Some(max) = self.max_subject_length {
            let len = authored_subject(subject).chars().count();
            if len > max as usize {
                let cut = subject
                    .char_indices()
                    .nth(max as usize)
                    .map_or(subject.len(), |(i, _)| i);
                sink.push(Finding::new(
                    at(cut..subject.len()),
                    format!("subject is {len} characters long, more than {max}"),
                    format!("beyond {max} characters"),
                ));
            }
        }
        if self.require_body && msg.body_without_trailers().trim().is_empty() {
            sink.push(Finding::new(
                at(subject_range.clone()),
                "commit message has no body",
                "add a body below a blank line",
            ));
        }
        self.trailer_findings(text, &msg, &at, sink);
    }

    /// The required trailers missing from the message and the forbidden ones it carries.
    fn trailer_findings(
        &self,
        text: &str,
        msg: &ParsedMessage,
        at: &dyn Fn(Range<usize>) -> Location,
        sink: &mut Vec<Finding>,
    ) {
        for key in &self.require_trailers {
            if !msg.has_trailer_line(key) {
                let end = text.trim_end().len();
                sink.push(Finding::new(
                    at(end..end),
                    format!("commit message has no `{key}:` trailer"),
                    format!("add `{key}: …` here"),
                ));
            }
        }
        for key in &self.forbid_trailers {
            if msg.has_trailer(key) {
                let range = trailer_line(text, key).unwrap_or(0..msg.subject().len());
                sink.push(Finding::new(
                    at(range),
                    format!("commit message has a forbidden `{key}:` trailer"),
                    "forbidden trailer",
                ));
            }
        }
    }
}

/// Whether `c` may appear in a type: commitlint's header pattern takes `\w` (ASCII letters,
/// digits, `_`); `-` is accepted too, as the gate always has.
fn is_type_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// The first thing wrong with `subject` under Conventional Commits 1.0
/// (`type(scope)!: description`), with its span. A scope may hold any character but
/// parentheses (`feat(a:b): x` is valid) and must not be blank; at most one `!`.
fn conventional_problem(subject: &str, types: &[String]) -> Option<(Range<usize>, String)> {
    let shape = |range: Range<usize>| Some((range, "expected `type(scope): description`".to_owned()));
    let head_end = subject.find(':').unwrap_or(subject.len());
    let type_end = subject.find(|c: char| !is_type_char(c)).unwrap_or(subject.len());
    if type_end == 0 {
        return shape(0..head_end.max(1).min(subject.len()));
    }
    let type_part = &subject[..type_end];
    let mut i = type_end;
    if subject[i..].starts_with('(') {
        let Some(close) = subject[i..].find(')').map(|c| i + c) else {
            return Some((
                i..subject.len(),
                "the scope must be a noun in parentheses: `type(scope):`".into(),
            ));
        };
        let scope = &subject[i + 1..close];
        if scope.contains('(') {
            return Some((
                i..close + 1,
                "the scope must be a noun in parentheses: `type(scope):`".into(),
            ));
        }
        if scope.trim().is_empty() {
            return Some((
                i..close + 1,
                "the scope is empty: write `type(scope):` or `type:`".into(),
            ));
        }
        i = close + 1;
    }
    if subject[i..].starts_with('!') {
        i += 1;
        if subject[i..].starts_with('!') {
            let end = i + subject[i..].find(|c| c != '!').unwrap_or(subject.len() - i);
            return Some((i - 1..end, "at most one `!` marks a breaking change".into()));
        }
    }
    if !subject[i..].starts_with(':') {
        return shape(0..head_end.max(i).min(subject.len()));
    }
    let colon = i;
    if !types.iter().any(|t| t == type_part || t == ANY_TYPE) {
        return Some((
            0..type_part.len(),
            format!("type `{type_part}` is not one of {}", types.join(", ")),
        ));
    }
    let after = &subject[colon + 1..];
    if !after.starts_with(' ') {
        return Some((colon..colon + 1, "a space must follow the colon".into()));
    }
    if after.trim().is_empty() {
        return Some((colon..subject.len(), "the description is empty".into()));
    }
    None
}

fn trailer_line(text: &str, key: &str) -> Option<Range<usize>> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if let Some((k, _)) = line.split_once(':')
            && k.trim().eq_ignore_ascii_case(key)
        {
            return Some(offset..offset + line.trim_end().len());
        }
        offset += line.len();
    }
    None
}

/// The subject as its author wrote it: without the ` (#1234)` a hosting service appends when
/// it squash-merges a pull request (GitHub, Gitea). The author cannot shorten that suffix, and
/// the `commit-msg` hook never sees it, so a limit that counted it would pass a subject at
/// commit time and fail the same subject once merged (getsentry/sentry-cocoa: 20 of 51 long
/// subjects were within the limit as written).
fn authored_subject(subject: &str) -> &str {
    static PULL_REQUEST_SUFFIX: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:\s+\(#[0-9]+\))+\s*$").expect("valid"));
    match PULL_REQUEST_SUFFIX.find(subject) {
        Some(m) if m.start() > 0 => &subject[..m.start()],
        _ => subject,
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, compile_errors, run};

    fn msg(yaml: &str, message: &str) -> Vec<String> {
        run(&check(yaml), &[], &[], Some(message))
    }

    #[test]
    fn conventional() {
        let y = "kind: commit-message\nconventional: true\n";
        assert!(msg(y, "feat(api)!: add x\n").is_empty());
        assert!(msg(y, "fix: y").is_empty());
        assert_eq!(msg(y, "added stuff").len(), 1);
        assert!(msg(y, "feature: x")[0].contains("type `feature`"));
        assert!(msg(y, "feat:x")[0].contains("space"));
        assert!(msg(y, "feat: ")[0].contains("empty"));
        assert!(msg(y, "feat(: x")[0].contains("scope"));
        assert!(msg(y, "feat(a:b): x").is_empty());
        assert!(msg(y, "feat!!: x")[0].contains("one `!`"));
        assert!(msg(y, "feat( ): x")[0].contains("scope is empty"));
        assert!(msg(y, "feat(): x")[0].contains("scope is empty"));
        // Generated messages are not the committer's wording.
        assert!(msg(y, "Merge branch 'main' into x").is_empty());
        let strict = "kind: commit-message\nconventional: true\nignore-generated: false\n";
        assert_eq!(msg(strict, "Merge branch 'main' into x").len(), 1);
        let custom = "kind: commit-message\nconventional: true\ntypes: [registry]\n";
        assert!(msg(custom, "registry: add pkg").is_empty());
        assert_eq!(msg(custom, "feat: add pkg").len(), 1);
        let any = "kind: commit-message\nconventional: true\ntypes: ['*']\n";
        assert!(msg(any, "release(crates): v1.2").is_empty());
        assert_eq!(msg(any, "Release v1.2").len(), 1);
        assert_eq!(msg(any, "release v1.2: x").len(), 1);
    }

    #[test]
    fn patterns_lengths_bodies_trailers() {
        assert!(msg("kind: commit-message\npattern: '^[A-Z]+-\\d+ '\n", "ABC-1 do").is_empty());
        assert_eq!(msg("kind: commit-message\npattern: '^[A-Z]+-\\d+ '\n", "do").len(), 1);
        assert_eq!(
            msg("kind: commit-message\nforbid: '(?i)\\bwip\\b'\n", "WIP: x").len(),
            1
        );
        assert!(msg("kind: commit-message\nforbid: 'x'\n", "a\n\nx in body").is_empty());
        assert_eq!(
            msg("kind: commit-message\nforbid: 'x'\nin: message\n", "a\n\nx in body").len(),
            1
        );
        assert_eq!(msg("kind: commit-message\nmax-subject-length: 5\n", "123456").len(), 1);
        assert!(msg("kind: commit-message\nmax-subject-length: 6\n", "123456\n").is_empty());
        // A pull-request number GitHub appends on squash-merge is not the author's to count.
        assert!(msg("kind: commit-message\nmax-subject-length: 6\n", "123456 (#8643)\n").is_empty());
        assert!(msg("kind: commit-message\nmax-subject-length: 6\n", "123456 (#1) (#2)\n").is_empty());
        assert_eq!(
            msg("kind: commit-message\nmax-subject-length: 6\n", "1234567 (#8643)\n").len(),
            1
        );
        assert_eq!(
            msg("kind: commit-message\nmax-subject-length: 6\n", "123456 #8643\n").len(),
            1
        );
        assert_eq!(
            msg(
                "kind: commit-message\nrequire-body: true\n",
                "a\n\nSigned-off-by: x <y>\n"
            )
            .len(),
            1
        );
        assert!(msg("kind: commit-message\nrequire-body: true\n", "a\n\nwhy\n").is_empty());
        let so = "kind: commit-message\nrequire-trailers: [Signed-off-by]\n";
        assert_eq!(msg(so, "a\n").len(), 1);
        assert!(msg(so, "a\n\nSigned-off-by: A <a@b>\n").is_empty());
        // feast-dev/feast, round 15: a hook's lines after the sign-off; DCO accepts it.
        let hooked = "a\n\nwhy\n\nSigned-off-by: A <a@b>\n\nrh-pre-commit.version: 2.3.2\nrh-pre-commit.check-secrets: ENABLED\n";
        assert!(msg(so, hooked).is_empty());
        // Quoted or indented, or in the subject, it is no sign-off.
        assert_eq!(msg(so, "Signed-off-by: A <a@b>\n").len(), 1);
        assert_eq!(msg(so, "a\n\n    Signed-off-by: A <a@b>\n").len(), 1);
        let no_co = "kind: commit-message\nforbid-trailers: ['Co-authored-by:']\n";
        assert_eq!(msg(no_co, "a\n\nCo-authored-by: Claude <c@d>\n").len(), 1);
    }

    #[test]
    fn no_message_no_finding() {
        assert!(run(&check("kind: commit-message\nconventional: true\n"), &[], &[], None).is_empty());
    }

    #[test]
    fn compile_problems() {
        assert!(compile_errors("kind: commit-message\n")[0].contains("checks nothing"));
        assert!(compile_errors("kind: commit-message\npattern: '('\n")[0].contains("regular expression"));
        assert!(
            compile_errors("kind: commit-message\npatern: x\nconventional: true\n")[0].contains("unknown key `patern`")
        );
        assert!(compile_errors("kind: commit-message\ntypes: [a]\npattern: x\n")[0].contains("conventional"));
    }
}

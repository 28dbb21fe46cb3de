//! Commit messages: the parts message rules look at (subject, body, trailers), and the cleanup
//! git applies to a message file before recording it (the commit-msg hook sees it raw).

use std::ops::Range;

/// A message split into the parts rules talk about. Offsets are byte ranges into `text`.
#[derive(Debug, Clone)]
pub struct ParsedMessage<'a> {
    pub text: &'a str,
    pub subject: Range<usize>,
    /// Everything after the blank line that ends the subject paragraph, trimmed of blank edges.
    pub body: Option<Range<usize>>,
    /// The trailers, as `git interpret-trailers --parse --no-divider` finds them.
    pub trailers: Vec<(String, String)>,
    /// Where the trailer block starts (the message's length when it has none).
    trailer_start: usize,
}

impl<'a> ParsedMessage<'a> {
    pub fn parse(text: &'a str) -> Self {
        let subject_end = text.find('\n').unwrap_or(text.len());
        let subject = 0..subject_end.min(text.len());
        let rest = &text[subject_end..];
        let body = {
            let lead = rest.len() - rest.trim_start().len();
            let start = subject_end + lead;
            let end = text.trim_end().len().max(start);
            (start < end).then_some(start..end)
        };
        let trailers = super::trailers::parse(text);
        ParsedMessage {
            text,
            subject,
            body,
            trailers: trailers.list,
            trailer_start: trailers.start,
        }
    }

    pub fn subject(&self) -> &'a str {
        self.text[self.subject.clone()].trim_end_matches('\r')
    }

    /// The body without its trailer block: "require a body" must not be satisfied by a lone
    /// `Signed-off-by:`.
    pub fn body_without_trailers(&self) -> &'a str {
        let Some(body) = self.body.clone() else {
            return "";
        };
        if self.trailers.is_empty() {
            return &self.text[body];
        }
        // The whole body may be the trailer block.
        self.text[body.start..self.trailer_start.max(body.start)].trim()
    }

    pub fn has_trailer(&self, key: &str) -> bool {
        self.trailers.iter().any(|(k, _)| k.eq_ignore_ascii_case(key))
    }

    /// Whether a line after the subject reads `key: value`, in any paragraph: how the DCO
    /// check finds a sign-off, which a tool's lines appended after it (`rh-pre-commit.version:
    /// 2.3.2`, not trailers to git) push out of the trailer block (feast-dev/feast, round 15).
    pub fn has_trailer_line(&self, key: &str) -> bool {
        // Lines after the subject, each with its own indentation.
        self.has_trailer(key)
            || self.text[self.subject.end..].lines().any(|line| {
                line.split_once(':').is_some_and(|(k, v)| {
                    k.trim_end().eq_ignore_ascii_case(key)
                        && !k.starts_with(char::is_whitespace)
                        && !v.trim().is_empty()
                })
            })
    }

    /// Messages that git, a hosting service or a tool wrote, which message rules skip by
    /// default (as commitlint): only the subjects those tools write, not any subject that
    /// starts with `Merge` (`Merge repeated archive URL hashes by version ID` is a person's).
    pub fn is_generated(&self) -> bool {
        let s = self.subject();
        GENERATED_PREFIXES.iter().any(|p| s.starts_with(p))
    }
}

/// How generated subjects start: git's merges (`git merge`, `git pull`; before git 1.7.10
/// `Merge remote branch '…'`), GitHub's (`Merge pull request #…`, the `Merge branch 'main'
/// into x` of "Update branch", and `Merge commit from fork`, the merge of a private fork of a
/// security advisory), GitLab's (`Merge branch 'x' into 'main'`), Bitbucket's and Azure
/// DevOps' merge commits, git's `revert` (and its revert of a revert, `Reapply "…"`), and
/// `commit --fixup/--squash`.
const GENERATED_PREFIXES: &[&str] = &[
    "Merge branch '",
    "Merge branches '",
    "Merge remote-tracking branch '",
    "Merge remote-tracking branches '",
    "Merge remote branch '",
    "Merge commit from fork",
    "Merge tag '",
    "Merge tags '",
    "Merge commit '",
    "Merge pull request #",
    "Merged in ",
    "Merged PR ",
    "Revert \"",
    "Reapply \"",
    "fixup! ",
    "squash! ",
    "amend! ",
];

/// What git records from a message file: comment lines dropped, everything below the scissors
/// line (`git commit -v`) dropped, trailing blank lines removed.
pub fn cleanup_message_file(raw: &str, comment_char: char) -> String {
    let scissors = format!("{comment_char} ------------------------ >8 ------------------------");
    let mut out = String::with_capacity(raw.len());
    for line in raw.lines() {
        if line == scissors {
            break;
        }
        if line.starts_with(comment_char) {
            continue;
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let trimmed = out.trim_matches('\n');
    let mut msg = trimmed.to_owned();
    if !msg.is_empty() {
        msg.push('\n');
    }
    msg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_subject_body_and_trailers() {
        let m = ParsedMessage::parse(
            "feat: add x\n\nLonger text.\n\nSigned-off-by: A <a@b>\nCo-authored-by: Claude <c@d>\n",
        );
        assert_eq!(m.subject(), "feat: add x");
        assert_eq!(m.body_without_trailers(), "Longer text.");
        assert!(m.has_trailer("signed-off-by"));
        assert!(m.has_trailer("Co-authored-by"));
        assert!(!m.has_trailer("Reviewed-by"));
    }

    #[test]
    fn a_dashed_line_in_the_body_is_no_patch_divider() {
        // Found on jaegertracing/jaeger ("Always use `git commit -s`"): signed-off commits
        // whose body quotes `--- FAIL: TestX` output or uses `---` as a rule; `git commit -s`
        // reads their trailers without a divider.
        for body in [
            "--- FAIL: TestFoo (0.00s)\n    x_test.go:3: boom",
            "Fixes it.\n\n---\nAI-assisted.",
        ] {
            let text = format!("fix: y\n\n{body}\n\nSigned-off-by: A <a@b>\n");
            let m = ParsedMessage::parse(&text);
            assert!(m.has_trailer("Signed-off-by"), "{body}");
            assert_eq!(m.body_without_trailers(), body);
        }
    }

    #[test]
    fn trailer_only_body_is_no_body() {
        let m = ParsedMessage::parse("fix: y\n\nSigned-off-by: A <a@b>\n");
        assert_eq!(m.body_without_trailers(), "");
        let m = ParsedMessage::parse("fix: y\n");
        assert!(m.body.is_none());
    }

    #[test]
    fn cleanup_drops_comments_and_scissors() {
        let raw =
            "feat: x\n# Please enter\n\nbody\n# ------------------------ >8 ------------------------\ndiff --git\n";
        assert_eq!(cleanup_message_file(raw, '#'), "feat: x\n\nbody\n");
    }

    #[test]
    fn generated_messages() {
        for s in [
            "Merge branch 'x'",
            "Merge branch 'main' into feature",
            "Merge remote-tracking branch 'origin/main' into x",
            "Merge pull request #12 from a/b",
            "Merge tag 'v1.0'",
            "Merge commit 'abc123'",
            // GitHub's merge of a security advisory's private fork (better-auth 29fbcb5732).
            "Merge commit from fork",
            "Merge remote branch 'origin/master'",
            "Revert \"feat: x\"",
            "Reapply \"feat: x\"",
            "fixup! feat: x",
        ] {
            assert!(ParsedMessage::parse(s).is_generated(), "{s}");
        }
        for s in [
            "feat: merge things",
            "Merge repeated archive URL hashes by version ID",
            "Reapply the fix",
        ] {
            assert!(!ParsedMessage::parse(s).is_generated(), "{s}");
        }
    }
}

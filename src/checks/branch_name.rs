//! `branch-name`
//!
//! **What it checks:** the name of the branch the commits are on matches `pattern`, and does
//! not match `forbid`.
//!
//! **Why:** "name branches `feat/<ticket>-<slug>`", "never commit to `main`" (`forbid: '^main$'`;
//! Rust regex has no look-ahead, so "anything but main" is a `forbid`, not a `pattern`).
//!
//! **Example rule:** `check: { kind: branch-name, pattern: "^(feat|fix|chore)/[a-z0-9-]+$" }`
//!
//! **Example violation:** a commit on `my_branch` — "branch `my_branch` does not match …".
//!
//! A branch rule judges the branch a commit was made on: the checked-out branch for the staged
//! change, the pushed branch for the pre-push hook and `--range-from-pre-commit`, the pull
//! request's head in the Action, and `--branch NAME` when given. Any other range or commit has
//! no branch (`check HEAD~300..HEAD` on `main` holds commits made on many pull-request
//! branches), nor has a detached HEAD: there branch rules are not evaluated, and the summary
//! says so (JSON `checked.branch_rules_not_evaluated`).

use crate::ruleset::pattern::LazyRegex;

use super::{Finding, Location};
use crate::git::CommitView;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type};

pub const SPEC: KindSpec = KindSpec {
    name: "branch-name",
    source: include_str!("branch_name.rs"),
    keys: &[
        Key::new("pattern", Type::Regex, "The branch name must match."),
        Key::new(
            "forbid",
            Type::Regex,
            "The branch name must not match (`^main$`: never commit to `main`).",
        ),
    ],
    one_of: &["pattern", "forbid"],
};

/// The kind as the registry sees it (`checks::kind`).
impl super::Kind for BranchName {
    const SPEC: &'static KindSpec = &SPEC;

    fn is_commit_level(&self) -> bool {
        true
    }

    fn needs_branch(&self) -> bool {
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

#[derive(Debug, Clone)]
pub struct BranchName {
    pattern: Option<LazyRegex>,
    forbid: Option<LazyRegex>,
}

impl BranchName {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<BranchName> {
        let span = map.span();
        let pattern = map.take("pattern").and_then(|n| d.string(n, "`pattern`"));
        let forbid = map.take("forbid").and_then(|n| d.string(n, "`forbid`"));
        map.finish(d, "a `branch-name` check", &SPEC.known_keys());
        if pattern.is_none() && forbid.is_none() {
            d.error(
                crate::diagnostic::Code::MissingKey,
                span,
                "a `branch-name` check needs `pattern` or `forbid`",
                "missing `pattern`",
            );
            return None;
        }
        Some(BranchName {
            pattern: match pattern {
                Some(p) => Some(d.regex(&p, "`pattern`")?),
                None => None,
            },
            forbid: match forbid {
                Some(p) => Some(d.regex(&p, "`forbid`")?),
                None => None,
            },
        })
    }

    pub fn evaluate(&self, view: &CommitView, sink: &mut Vec<Finding>) {
        let Some(branch) = view.branch.as_deref() else { return };
        let at = || Location::Branch {
            name: branch.to_owned(),
        };
        if let Some(re) = &self.pattern
            && !re.is_match(branch)
        {
            sink.push(Finding::new(
                at(),
                format!("branch `{branch}` does not match `{}`", re.as_str()),
                "branch name",
            ));
        }
        if let Some(re) = &self.forbid
            && re.is_match(branch)
        {
            sink.push(Finding::new(
                at(),
                format!("commits on branch `{branch}` are forbidden (`{}`)", re.as_str()),
                "forbidden branch",
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::check;
    use crate::git::CommitView;

    fn on(yaml: &str, branch: Option<&str>) -> usize {
        let view = CommitView {
            branch: branch.map(str::to_owned),
            ..CommitView::default()
        };
        let mut sink = Vec::new();
        check(yaml).evaluate(&view, &[], &mut sink);
        sink.len()
    }

    #[test]
    fn matches_branch() {
        let y = "kind: branch-name\npattern: '^(feat|fix)/[a-z0-9-]+$'\n";
        assert_eq!(on(y, Some("feat/add-x")), 0);
        assert_eq!(on(y, Some("my_branch")), 1);
        assert_eq!(on(y, None), 0);
        let main = "kind: branch-name\nforbid: '^(main|master)$'\n";
        assert_eq!(on(main, Some("main")), 1);
        assert_eq!(on(main, Some("maintenance")), 0);
    }
}

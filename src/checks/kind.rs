//! What a check kind is to the rest of the program: the [`Kind`] trait. Each kind's compiled
//! configuration (the struct in its own module, `checks/<kind>.rs`) implements it next to its
//! [`KindSpec`]; the `kinds!` table in `checks/mod.rs` registers the kinds, one line each, and
//! generates from that list the [`Check`](super::Check) enum, the dispatch of every method
//! below, the loader's `kind:` → compile dispatch and [`SPECS`](super::SPECS) (which the JSON
//! Schema and docs/checks.md are generated from).
//!
//! A kind declares what the engine must know about it: whether it is commit-level, whether it
//! reads file content, skips generated files, parses files (in which language, behind which
//! prefilter), its default `paths` (and whether they take in scripts without an extension), whether it judges file by file, and how it judges. The
//! choices a new kind cannot skip (`needs_content`, `skips_generated`, `judge`) have no
//! default, so the compiler asks for them, as the exhaustive matches of `checks/mod.rs` did.

use super::Finding;
use super::analysis::Shared;
use super::prefilter::Prefilter;
use crate::git::{ChangedFile, CommitView};
use crate::ruleset::spec::KindSpec;
use crate::syntax::Lang;

/// A check kind's compiled configuration, as the registry and the engine see it.
pub trait Kind {
    /// The kind's declaration: its `kind:` name, its keys and its module's docs.
    const SPEC: &'static KindSpec;

    /// Commit-level kinds apply to every commit unless the rule gives `paths` (or comes from a
    /// nested context file); file-level kinds apply when a selected path changed.
    fn is_commit_level(&self) -> bool {
        false
    }

    /// Whether the kind judges the branch a commit was made on: where the view has none (a
    /// range or commit without `--branch`, a detached HEAD), it does not apply.
    fn needs_branch(&self) -> bool {
        false
    }

    /// Whether the kind reads `path`'s content (so the git layer loads blobs and diffs).
    fn needs_content(&self, path: &str) -> bool;

    /// Whether the kind skips generated files (`git::generated`): the kinds that judge how
    /// code is written. Path and message kinds see every file.
    fn skips_generated(&self) -> bool;

    /// What a kind that parses files parses them as (a fixed language, or `None`: each file's
    /// own) and the prefilter that decides which files it parses at all.
    fn parses(&self) -> Option<(Option<Lang>, &Prefilter)> {
        None
    }

    /// Whether the default paths also select files without an extension, read in the
    /// language their `#!` line names: a kind that parses files, for a language scripts are
    /// written in (or any).
    fn reads_scripts(&self) -> bool {
        self.parses()
            .is_some_and(|(language, _)| language.is_none_or(|l| !l.interpreters().is_empty()))
    }

    /// A path filter the kind implies when the rule gives no `paths`.
    fn default_paths(&self) -> Option<&'static [&'static str]> {
        None
    }

    /// Whether the kind judges each selected file on its own, from the file's analysis
    /// ([`Kind::judge_file`]).
    fn judges_files(&self) -> bool {
        false
    }

    /// Judges one selected file of a kind that [`judges_files`](Kind::judges_files), reading (or
    /// making) the file's `shared` analysis.
    fn judge_file<'v>(&self, _file: &'v ChangedFile, _shared: &Shared<'v>, _sink: &mut Vec<Finding>) {}

    /// Judges one view. `files` are the changed files the rule selects (scope, `paths`,
    /// `exclude` applied); `view.files` is everything, for kinds that must see all of it.
    fn judge(&self, view: &CommitView, files: &[&ChangedFile], sink: &mut Vec<Finding>);
}

/// [`Kind::judge`] for a kind that judges file by file: each file with its own analysis.
pub fn judge_each_file<K: Kind>(kind: &K, view: &CommitView, files: &[&ChangedFile], sink: &mut Vec<Finding>) {
    let removed = super::moved_code::RemovedLines::new(&view.files);
    for file in files {
        let tree = super::analysis::TreeSlot::new();
        kind.judge_file(file, &Shared::new(&tree, &removed), sink);
    }
}

/// [`Kind`] for a structural kind (one with a `prefilter` and an `evaluate_file` method): it
/// reads and parses file content behind its prefilter, skips generated files, has its
/// language's default paths and judges each file from the file's shared analysis. The six kinds
/// with a `language: Option<Lang>` declare it with one line, `structural_kind!(Type)`; `query`
/// and `require-type-annotations` name their language and paths
/// (`structural_kind!(Type, |k| language: …, paths: …)`), instead of a copy of the same impl.
macro_rules! structural_kind {
    ($kind:ty) => {
        $crate::checks::kind::structural_kind!(
            $kind,
            |k| language: k.language,
            paths: $crate::checks::structural::default_paths(k.language)
        );
    };
    ($kind:ty, |$k:ident| language: $language:expr, paths: $paths:expr) => {
        impl $crate::checks::kind::Kind for $kind {
            const SPEC: &'static $crate::ruleset::spec::KindSpec = &SPEC;

            fn needs_content(&self, _path: &str) -> bool {
                true
            }

            fn skips_generated(&self) -> bool {
                true
            }

            fn parses(
                &self,
            ) -> Option<(
                Option<$crate::syntax::Lang>,
                &$crate::checks::prefilter::Prefilter,
            )> {
                let $k = self;
                Some(($language, &$k.prefilter))
            }

            fn default_paths(&self) -> Option<&'static [&'static str]> {
                #[allow(unused_variables, reason = "a kind's paths may not depend on its settings")]
                let $k = self;
                Some($paths)
            }

            fn judges_files(&self) -> bool {
                true
            }

            fn judge_file<'v>(
                &self,
                file: &'v $crate::git::ChangedFile,
                shared: &$crate::checks::analysis::Shared<'v>,
                sink: &mut Vec<$crate::checks::Finding>,
            ) {
                self.evaluate_file(file, shared, sink)
            }

            fn judge(
                &self,
                view: &$crate::git::CommitView,
                files: &[&$crate::git::ChangedFile],
                sink: &mut Vec<$crate::checks::Finding>,
            ) {
                $crate::checks::kind::judge_each_file(self, view, files, sink)
            }
        }
    };
}
pub(crate) use structural_kind;

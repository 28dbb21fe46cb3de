//! Building [`CommitView`]s: the staged index against HEAD, or a commit against its first
//! parent. Content (blobs and added lines) is loaded only for paths some applicable rule
//! needs, which keeps a hook on a large change close to `git diff --cached --name-status`.

use std::path::Path;
use std::sync::Arc;

use git2::{Delta, Diff, DiffFindOptions, DiffOptions, Oid};

use super::synthetic::{LineChanges, line_count};
use super::treediff::{RawDelta, diff_trees};
use super::view::{Author, ChangedFile, CommitView, FileContent, FileStatus, MAX_CONTENT_BYTES};
use super::{Error, Repo, Result};

/// Decides, per changed path, whether the view loads its content.
pub type ContentFilter<'a> = &'a dyn Fn(&str) -> bool;

/// Files per thread below which loading contents in parallel costs more than it saves (a
/// handle of its own per thread).
const PARALLEL_LOAD_FILES: usize = 16;

impl Repo {
    /// HEAD's tree against the index (content from index blobs, never the work tree).
    pub fn staged_view(
        &self,
        message: Option<String>,
        branch: Option<String>,
        needs_content: ContentFilter<'_>,
        threads: usize,
    ) -> Result<CommitView> {
        if self.git.is_bare() {
            return Err(Error::BareStaged);
        }
        // An unborn HEAD (the initial commit) diffs against the empty tree.
        let head_tree = match self.git.head() {
            Ok(head) => Some(head.peel_to_tree()?),
            Err(e) if e.code() == git2::ErrorCode::UnbornBranch || e.code() == git2::ErrorCode::NotFound => None,
            Err(e) => return Err(e.into()),
        };
        let index = self.git.index()?;
        let mut opts = diff_options();
        let mut diff = self
            .git
            .diff_tree_to_index(head_tree.as_ref(), Some(&index), Some(&mut opts))?;
        let files = self.changed_files_on(deltas_of(&mut diff)?, needs_content, threads)?;
        Ok(CommitView {
            commit: None,
            message,
            branch,
            author: None,
            files,
        })
    }

    /// The whole tree of `rev` as if every file were added (for a baseline of a repository's
    /// existing violations). No message, branch or author: commit-level rules do not apply.
    pub fn tree_view(&self, rev: &str, needs_content: ContentFilter<'_>) -> Result<CommitView> {
        let commit = self.peel_commit(rev)?;
        let tree = commit.tree()?;
        let deltas = diff_trees(&self.git, None, &tree)?;
        let files = self.changed_files(deltas, needs_content)?;
        Ok(CommitView {
            commit: None,
            message: None,
            branch: None,
            author: None,
            files,
        })
    }

    /// One commit against its first parent; a root commit against the empty tree. Contents
    /// load on up to `threads` threads (a commit checked alone; one inside a parallel range
    /// gets 1).
    pub fn commit_view(
        &self,
        id: Oid,
        branch: Option<String>,
        needs_content: ContentFilter<'_>,
        threads: usize,
    ) -> Result<CommitView> {
        self.commit_view_of(id, branch, needs_content, threads)
            .map_err(|e| match e {
                Error::Git(g) => Error::from_git(g),
                e => e,
            })
            .map_err(|e| e.in_commit(Some(id.to_string()), None))
    }

    fn commit_view_of(
        &self,
        id: Oid,
        branch: Option<String>,
        needs_content: ContentFilter<'_>,
        threads: usize,
    ) -> Result<CommitView> {
        if self.shallow_roots.contains(&id) {
            return Err(Error::ShallowBoundary { commit: id.to_string() });
        }
        let commit = self.git.find_commit(id)?;
        let parent_tree = if commit.parent_count() == 0 {
            None
        } else {
            let parent = commit
                .parent(0)
                .map_err(|_| Error::ShallowBoundary { commit: id.to_string() })?;
            Some(parent.tree()?)
        };
        let tree = commit.tree()?;
        let mut deltas = diff_trees(&self.git, parent_tree.as_ref(), &tree)?;
        let has_added = deltas.iter().any(|d| d.status == FileStatus::Added);
        let has_deleted = deltas.iter().any(|d| d.status == FileStatus::Deleted);
        if has_added && has_deleted {
            // Possible renames: let libgit2's similarity search pair them.
            let mut opts = diff_options();
            let mut diff = self
                .git
                .diff_tree_to_tree(parent_tree.as_ref(), Some(&tree), Some(&mut opts))?;
            deltas = deltas_of(&mut diff)?;
        }
        let files = self.changed_files_on(deltas, needs_content, threads)?;
        Ok(CommitView {
            commit: Some(id.to_string()),
            message: Some(String::from_utf8_lossy(commit.message_bytes()).into_owned()),
            branch,
            author: Some(author_of(&commit)),
            files,
        })
    }

    fn changed_files(&self, deltas: Vec<RawDelta>, needs_content: ContentFilter<'_>) -> Result<Vec<ChangedFile>> {
        self.changed_files_on(deltas, needs_content, 1)
    }

    /// [`Self::changed_files`], loading the contents on up to `threads` threads (each with a
    /// handle of its own) when there are enough files to share: reading and diffing the blobs
    /// of a large staged change is a third of the hook's time, and the second core is idle
    /// until the files are parsed.
    fn changed_files_on(
        &self,
        deltas: Vec<RawDelta>,
        needs_content: ContentFilter<'_>,
        threads: usize,
    ) -> Result<Vec<ChangedFile>> {
        let wanted: Vec<bool> = deltas.iter().map(|d| needs_content(&d.path) && !d.submodule).collect();
        let loaded = wanted.iter().filter(|w| **w).count();
        let threads = threads.min(loaded.div_ceil(PARALLEL_LOAD_FILES));
        let load = |repo: &Repo, d: &RawDelta| {
            repo.load_content(d.old_id, d.new_id).map_err(|e| match e {
                Error::Git(g) => Error::from_git(g).in_commit(None, Some(&d.path)),
                e => e,
            })
        };
        let contents: Vec<Option<FileContent>> = if threads > 1 {
            let items: Vec<(&RawDelta, bool)> = deltas.iter().zip(wanted.iter().copied()).collect();
            let handles = (0..threads).map(|_| self.reopen()).collect::<Result<Vec<_>>>()?;
            crate::parallel::map(&items, handles, |repo, &(d, wanted)| {
                wanted.then(|| load(repo, d)).transpose()
            })?
        } else {
            deltas
                .iter()
                .zip(&wanted)
                .map(|(d, &wanted)| wanted.then(|| load(self, d)).transpose())
                .collect::<Result<_>>()?
        };
        Ok(deltas
            .into_iter()
            .zip(contents)
            .map(|(d, content)| ChangedFile {
                path: d.path,
                old_path: d.old_path,
                status: d.status,
                content,
            })
            .collect())
    }

    fn load_content(&self, old: Option<Oid>, new: Option<Oid>) -> Result<FileContent> {
        let find = |id: Option<Oid>| -> Result<Option<git2::Blob<'_>>> {
            match id {
                Some(id) if !id.is_zero() => Ok(Some(self.git.find_blob(id)?)),
                _ => Ok(None),
            }
        };
        let old_blob = find(old)?;
        let new_blob = find(new)?;
        let binary =
            old_blob.as_ref().is_some_and(|b| b.is_binary()) || new_blob.as_ref().is_some_and(|b| b.is_binary());
        let too_large = new_blob.as_ref().is_some_and(|b| b.size() > MAX_CONTENT_BYTES);
        let changes = match (&old_blob, &new_blob) {
            _ if binary || too_large => LineChanges::default(),
            (_, None) => LineChanges::default(),
            (None, Some(new)) => LineChanges {
                added: (1..=line_count(new.content())).collect(),
                removed: Vec::new(),
            },
            (Some(old), Some(new)) => line_changes_of_blobs(old, new)?,
        };
        Ok(FileContent {
            before: old_blob.map(|b| Arc::from(b.content())),
            after: new_blob.filter(|_| !too_large).map(|b| Arc::from(b.content())),
            binary,
            too_large,
            added_lines: changes.added,
            removed_lines: changes.removed,
            after_text: Default::default(),
            before_text: Default::default(),
            line_starts: Default::default(),
            generated: Default::default(),
        })
    }
}

/// libgit2's deltas (after rename detection where there is something to pair) as [`RawDelta`]s.
fn deltas_of(diff: &mut Diff<'_>) -> Result<Vec<RawDelta>> {
    // Rename detection compares every added with every deleted blob; git itself caps it
    // (diff.renameLimit). Skip it where there is nothing to pair.
    if has_add_and_delete(diff) {
        let mut find = DiffFindOptions::new();
        find.renames(true).rename_limit(1000);
        diff.find_similar(Some(&mut find))?;
    }
    let mut out = Vec::with_capacity(diff.deltas().len());
    for delta in diff.deltas() {
        let status = match delta.status() {
            Delta::Added | Delta::Copied => FileStatus::Added,
            Delta::Deleted => FileStatus::Deleted,
            Delta::Modified | Delta::Typechange => FileStatus::Modified,
            Delta::Renamed => FileStatus::Renamed,
            // Unmodified, ignored, untracked, unreadable, conflicted: nothing committed.
            _ => continue,
        };
        let new_path = path_string(delta.new_file().path());
        let old_path = path_string(delta.old_file().path());
        let path = if status == FileStatus::Deleted {
            old_path.clone()
        } else {
            new_path
        };
        out.push(RawDelta {
            status,
            path,
            old_path: (status == FileStatus::Renamed).then_some(old_path),
            old_id: (status != FileStatus::Added).then(|| delta.old_file().id()),
            new_id: (status != FileStatus::Deleted).then(|| delta.new_file().id()),
            submodule: delta.new_file().mode() == git2::FileMode::Commit
                || delta.old_file().mode() == git2::FileMode::Commit,
        });
    }
    Ok(out)
}

/// Added and removed lines between two blobs. `Patch::from_blobs`, unlike `from_buffers`, does not re-hash
/// both sides to fill in ids it already knows (a tenth of a large staged check).
fn line_changes_of_blobs(old: &git2::Blob<'_>, new: &git2::Blob<'_>) -> Result<LineChanges> {
    let mut opts = DiffOptions::new();
    opts.context_lines(0).force_text(true);
    let patch = git2::Patch::from_blobs(old, None, new, None, Some(&mut opts))?;
    Ok(super::synthetic::line_changes_of_patch(&patch))
}

/// A commit's author as a view holds it (a name or address that is not UTF-8 read lossily).
pub(super) fn author_of(commit: &git2::Commit<'_>) -> Author {
    let author = commit.author();
    Author {
        name: String::from_utf8_lossy(author.name_bytes()).into_owned(),
        email: String::from_utf8_lossy(author.email_bytes()).into_owned(),
    }
}

fn has_add_and_delete(diff: &Diff<'_>) -> bool {
    let mut added = false;
    let mut deleted = false;
    for d in diff.deltas() {
        match d.status() {
            Delta::Added => added = true,
            Delta::Deleted => deleted = true,
            _ => {}
        }
        if added && deleted {
            return true;
        }
    }
    false
}

fn diff_options() -> DiffOptions {
    let mut opts = DiffOptions::new();
    // Binary detection happens when content is loaded, and only for paths that need it.
    opts.include_typechange(true)
        .ignore_submodules(false)
        .skip_binary_check(true);
    opts
}

fn path_string(p: Option<&Path>) -> String {
    // git paths are `/`-separated bytes; git2 gives them back verbatim. A non-UTF-8 name is
    // matched lossily rather than dropped.
    p.map(|p| p.to_string_lossy().into_owned()).unwrap_or_default()
}

//! Opening the repository (honouring `GIT_INDEX_FILE` and friends), shallow-clone awareness,
//! the current branch, and reading files from the work tree or a revision.

use std::collections::HashSet;
use std::path::Path;

use git2::{Oid, Repository, RepositoryOpenFlags};

use super::{Error, Result};

pub struct Repo {
    pub(super) git: Repository,
    /// Commits whose parents a shallow clone cut off (`.git/shallow`).
    pub(super) shallow_roots: HashSet<Oid>,
}

impl Repo {
    /// Opens the repository at `dir`, or the one enclosing the current directory.
    ///
    /// Without `dir` this uses git's environment (`GIT_DIR`, `GIT_WORK_TREE`, ...) as hooks set
    /// it. In both cases `GIT_INDEX_FILE` is honoured: during `git commit -a` or
    /// `git commit <path>` git points it at a temporary index holding what will be committed.
    pub fn open(dir: Option<&Path>) -> Result<Repo> {
        // libgit2 re-hashes every object it reads (SHA-1 with collision detection): a fifth of
        // a range check's time. git itself only does that in fsck; the gate reads, never writes.
        git2::opts::strict_hash_verification(false);
        let git = match dir {
            None => Repository::open_from_env(),
            Some(d) => Repository::open_ext(d, RepositoryOpenFlags::empty(), std::iter::empty::<&str>()),
        }
        .map_err(|source| Error::NotARepository {
            path: dir.map(|d| d.display().to_string()),
            source,
        })?;
        if let Some(index_file) = std::env::var_os("GIT_INDEX_FILE")
            && !git.is_bare()
        {
            let index_path = Path::new(&index_file);
            // Relative paths are relative to the work tree root, where git runs hooks.
            let index_path = match git.workdir() {
                Some(w) if index_path.is_relative() && !index_path.exists() => w.join(index_path),
                _ => index_path.to_path_buf(),
            };
            let mut index = git2::Index::open(&index_path)?;
            git.set_index(&mut index)?;
        }
        let shallow_roots = read_shallow_roots(&git);
        Ok(Repo { git, shallow_roots })
    }

    /// Another handle on the same repository, for a worker thread (git2 handles are not `Sync`).
    pub fn reopen(&self) -> Result<Repo> {
        let git = Repository::open(self.git.path())?;
        Ok(Repo {
            git,
            shallow_roots: self.shallow_roots.clone(),
        })
    }

    /// The one runner of `check` and `audit`: `f` on every item (a commit), results in item
    /// order whatever the number of threads. With one thread (or one item), on the calling
    /// thread with this handle (the one the command opened, from the environment a hook set);
    /// else on up to `threads` threads of the shared pool, each with a handle of its own (git2
    /// handles are `Send` but not `Sync`) and its own `state()`. `f` is told how many threads
    /// the item's own work may use: all of them when it runs alone, else one.
    pub fn map_parallel<T: Sync, X: Send, R: Send>(
        &self,
        items: &[T],
        threads: usize,
        state: impl Fn() -> X,
        f: impl Fn(&Repo, &mut X, &T, usize) -> Result<R> + Sync,
    ) -> Result<Vec<R>> {
        let workers = threads.min(items.len());
        if workers < 2 {
            let mut x = state();
            return items.iter().map(|item| f(self, &mut x, item, threads)).collect();
        }
        let states: Vec<(Repo, X)> = (0..workers)
            .map(|_| Ok((self.reopen()?, state())))
            .collect::<Result<_>>()?;
        crate::parallel::map(items, states, |(repo, x), item| f(repo, x, item, 1))
    }

    /// The work tree's root; `None` in a bare repository.
    pub fn workdir(&self) -> Option<&Path> {
        self.git.workdir()
    }

    pub fn is_bare(&self) -> bool {
        self.git.is_bare()
    }

    pub fn is_shallow(&self) -> bool {
        !self.shallow_roots.is_empty()
    }

    /// The checked-out branch (also when HEAD is unborn); `None` when HEAD is detached.
    pub fn current_branch(&self) -> Option<String> {
        let head = self.git.find_reference("HEAD").ok()?;
        let target = head.symbolic_target().ok().flatten()?;
        target.strip_prefix("refs/heads/").map(str::to_owned)
    }

    /// The names of the repository's branches, local and remote-tracking (without the
    /// remote's name), sorted and without repeats; `HEAD` aliases left out.
    pub fn branch_names(&self) -> Vec<String> {
        let Ok(branches) = self.git.branches(None) else {
            return Vec::new();
        };
        let mut names: Vec<String> = branches
            .flatten()
            .filter_map(|(branch, kind)| {
                let name = branch.name().ok().flatten()?.to_owned();
                match kind {
                    git2::BranchType::Local => Some(name),
                    git2::BranchType::Remote => name.split_once('/').map(|(_, n)| n.to_owned()),
                }
            })
            .filter(|n| n != "HEAD")
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Where git looks for hooks: `core.hooksPath` (relative to the work tree root) or the
    /// `hooks` directory of the main repository (shared by its worktrees).
    pub fn hooks_dir(&self) -> Result<std::path::PathBuf> {
        let configured = self.git.config().ok().and_then(|c| c.get_path("core.hooksPath").ok());
        Ok(match configured {
            Some(p) if p.is_absolute() => p,
            Some(p) => self.git.workdir().unwrap_or_else(|| self.git.path()).join(p),
            None => self.git.commondir().join("hooks"),
        })
    }

    /// The configured comment character for commit messages (`core.commentChar`, default `#`).
    pub fn comment_char(&self) -> char {
        self.git
            .config()
            .ok()
            .and_then(|c| c.get_string("core.commentChar").ok())
            .and_then(|s| s.chars().next())
            .filter(|c| *c != 'a') // "auto" picks per message; `#` is right for templates.
            .unwrap_or('#')
    }

    /// Reads a repo-relative file: from `rev`'s tree when given, else from the work tree (or,
    /// in a bare repository, from HEAD). `Ok(None)` when it does not exist there.
    pub fn read_file(&self, rev: Option<&str>, path: &str) -> Result<Option<Vec<u8>>> {
        match (rev, self.git.workdir()) {
            (None, Some(workdir)) => match std::fs::read(workdir.join(path)) {
                Ok(bytes) => Ok(Some(bytes)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(source) => Err(Error::ReadFile {
                    path: path.to_owned(),
                    source,
                }),
            },
            (rev, _) => {
                let rev = rev.unwrap_or("HEAD");
                let commit = self.peel_commit(rev)?;
                let tree = commit.tree()?;
                // A symlink's blob is its target: follow it inside the tree, as the work tree
                // would, a bounded number of hops (a loop ends as "does not exist").
                let mut path = path.to_owned();
                for _ in 0..MAX_SYMLINK_HOPS {
                    let Ok(entry) = tree.get_path(Path::new(&path)) else {
                        return Ok(None);
                    };
                    let object = entry.to_object(&self.git)?;
                    let Some(blob) = object.as_blob() else {
                        return Ok(None);
                    };
                    if entry.filemode() != SYMLINK_MODE {
                        return Ok(Some(blob.content().to_vec()));
                    }
                    let target = String::from_utf8_lossy(blob.content()).into_owned();
                    match resolve_link(&path, &target) {
                        Some(next) => path = next,
                        None => return Ok(None),
                    }
                }
                Ok(None)
            }
        }
    }

    /// The repo-relative path a symlink at `path` leads to (in `rev`'s tree, or in the work
    /// tree), following links a bounded number of hops; `path` itself when it is no symlink.
    /// `None` when a link leaves the repository, loops, or leads nowhere: read it as it is.
    pub fn real_path(&self, rev: Option<&str>, path: &str) -> Result<Option<String>> {
        let mut path = path.to_owned();
        let tree = match (rev, self.git.workdir()) {
            (None, Some(_)) => None,
            (rev, _) => Some(self.peel_commit(rev.unwrap_or("HEAD"))?.tree()?),
        };
        for _ in 0..MAX_SYMLINK_HOPS {
            let target = match (&tree, self.git.workdir()) {
                (Some(tree), _) => {
                    let Ok(entry) = tree.get_path(Path::new(&path)) else {
                        return Ok(None);
                    };
                    if entry.filemode() != SYMLINK_MODE {
                        return Ok(Some(path));
                    }
                    let object = entry.to_object(&self.git)?;
                    let Some(blob) = object.as_blob() else { return Ok(None) };
                    String::from_utf8_lossy(blob.content()).into_owned()
                }
                (None, Some(workdir)) => match std::fs::read_link(workdir.join(&path)) {
                    Ok(target) => target.to_string_lossy().into_owned(),
                    Err(_) => return Ok(Some(path)),
                },
                (None, None) => return Ok(Some(path)),
            };
            match resolve_link(&path, &target) {
                Some(next) => path = next,
                None => return Ok(None),
            }
        }
        Ok(None)
    }

    /// The blob at `path` in the first parent of `commit` (`None` for a root commit, or when
    /// the parent has no such file). What the context files said when the commit was made:
    /// a symlink is followed inside the tree, as [`Repo::read_file`] does (a context file
    /// linked to `.ai/rules/csharp.md` said what that file said).
    pub fn parent_blob(&self, commit: git2::Oid, path: &str) -> Result<Option<git2::Oid>> {
        let commit = self.git.find_commit(commit)?;
        let Ok(parent) = commit.parent(0) else { return Ok(None) };
        let tree = parent.tree()?;
        let mut path = path.to_owned();
        for _ in 0..MAX_SYMLINK_HOPS {
            let Some(entry) = tree
                .get_path(Path::new(&path))
                .ok()
                .filter(|e| e.kind() == Some(git2::ObjectType::Blob))
            else {
                return Ok(None);
            };
            if entry.filemode() != SYMLINK_MODE {
                return Ok(Some(entry.id()));
            }
            let target = String::from_utf8_lossy(self.git.find_blob(entry.id())?.content()).into_owned();
            match resolve_link(&path, &target) {
                Some(next) => path = next,
                None => return Ok(None),
            }
        }
        Ok(None)
    }

    pub fn blob_bytes(&self, id: git2::Oid) -> Result<Vec<u8>> {
        Ok(self.git.find_blob(id)?.content().to_vec())
    }

    /// Every file path: of `rev`'s tree, or of the work tree (tracked files plus untracked
    /// ones git does not ignore; ignored files are left out, as git would).
    pub fn list_files(&self, rev: Option<&str>) -> Result<Vec<String>> {
        let mut out = Vec::new();
        match (rev, self.git.workdir()) {
            (None, Some(_)) => {
                let index = self.git.index()?;
                for entry in index.iter() {
                    out.push(String::from_utf8_lossy(&entry.path).into_owned());
                }
                let mut opts = git2::StatusOptions::new();
                opts.include_untracked(true)
                    .recurse_untracked_dirs(true)
                    .include_ignored(false);
                for status in self.git.statuses(Some(&mut opts))?.iter() {
                    if status.status().contains(git2::Status::WT_NEW)
                        && let Ok(path) = status.path()
                    {
                        out.push(path.to_owned());
                    }
                }
            }
            (rev, _) => {
                let tree = self.peel_commit(rev.unwrap_or("HEAD"))?.tree()?;
                tree.walk(git2::TreeWalkMode::PreOrder, |dir, entry| {
                    if entry.kind() == Some(git2::ObjectType::Blob) {
                        out.push(format!("{dir}{}", entry.name().unwrap_or_default()));
                    }
                    git2::TreeWalkResult::Ok
                })?;
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }

    pub(super) fn peel_commit(&self, rev: &str) -> Result<git2::Commit<'_>> {
        let unknown = || {
            if self
                .git
                .head()
                .is_err_and(|e| e.code() == git2::ErrorCode::UnbornBranch)
            {
                Error::NoCommits { rev: rev.to_owned() }
            } else {
                Error::UnknownRevision {
                    rev: rev.to_owned(),
                    shallow: self.is_shallow(),
                }
            }
        };
        let object = self.git.revparse_single(rev).map_err(|_| unknown())?;
        object.peel_to_commit().map_err(|_| unknown())
    }
}

fn read_shallow_roots(git: &Repository) -> HashSet<Oid> {
    // libgit2 grafts shallow commits as parentless; we must know them to refuse diffing them
    // against the empty tree (which would report the whole tree as added).
    let path = git.commondir().join("shallow");
    std::fs::read_to_string(path)
        .map(|s| s.lines().filter_map(|l| Oid::from_str(l.trim()).ok()).collect())
        .unwrap_or_default()
}

const SYMLINK_MODE: i32 = 0o120000;
const MAX_SYMLINK_HOPS: usize = 8;

/// Where the symlink at repo-relative `link` points, repo-relative; `None` when the target is
/// absolute or leaves the repository.
fn resolve_link(link: &str, target: &str) -> Option<String> {
    if target.starts_with('/') {
        return None;
    }
    let mut parts: Vec<&str> = link.split('/').collect();
    parts.pop();
    for part in target.trim_end_matches('\n').split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            p => parts.push(p),
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::resolve_link;

    #[test]
    fn symlink_targets_resolve_inside_the_repository() {
        assert_eq!(resolve_link("CLAUDE.md", "AGENTS.md").as_deref(), Some("AGENTS.md"));
        assert_eq!(
            resolve_link("a/b/CLAUDE.md", "../AGENTS.md").as_deref(),
            Some("a/AGENTS.md")
        );
        assert_eq!(resolve_link("CLAUDE.md", "../outside.md"), None);
        assert_eq!(resolve_link("CLAUDE.md", "/etc/passwd"), None);
    }
}

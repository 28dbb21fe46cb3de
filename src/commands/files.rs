//! Context files named on the command line (`extract`, `lint`, `compile FILES…`): relative to
//! the current directory as in every command-line tool, absolute paths as they are; a file
//! inside the repository is read as its repo-relative path (from `--rev` when given), a file
//! outside any repository from disk. A file that does not exist is an error (exit 2).

use std::path::{Component, Path, PathBuf};

use super::{Result, git_error};
use crate::diagnostic::{Code, Diagnostic};
use crate::git::Repo;
use crate::instructions::discover::{self, ContextFile};

/// Reads the files `args` name (and what they import).
pub fn read_args(repo: Option<&Repo>, rev: Option<&str>, args: &[PathBuf]) -> Result<Vec<ContextFile>> {
    let cwd = std::env::current_dir().unwrap_or_default();
    let mut in_repo = Vec::new();
    let mut outside = Vec::new();
    let mut errors = Vec::new();
    for arg in args {
        let shown = arg.display().to_string();
        let abs = lexical(&cwd.join(arg));
        let repo_path = match repo {
            Some(repo) => match repo.workdir() {
                Some(workdir) => repo_relative(workdir, &abs),
                // A bare repository has no directory to be relative to: the path is the
                // repository's.
                None => Some(arg.to_string_lossy().trim_start_matches("./").to_owned()),
            },
            None => None,
        };
        match (repo_path, repo) {
            (Some(path), Some(repo)) => {
                let exists = match rev {
                    Some(_) => repo.read_file(rev, &path).map_err(git_error)?.is_some(),
                    None => repo.workdir().is_none_or(|w| w.join(&path).exists()),
                };
                if exists {
                    in_repo.push((path, None));
                } else {
                    let at = rev.map_or_else(
                        || format!("looked at `{}`", abs.display()),
                        |r| format!("not in revision `{r}` at `{path}`"),
                    );
                    errors.push(
                        Diagnostic::error(Code::Io, format!("`{shown}` does not exist ({at})"))
                            .with_help("give the path relative to the current directory, or an absolute one"),
                    );
                }
            }
            _ if rev.is_some() => errors.push(
                Diagnostic::error(
                    Code::Usage,
                    format!("`{shown}` is outside the repository, so it has no revision to read it from"),
                )
                .with_help("drop `--rev` to read it from disk, or name a file of the repository"),
            ),
            _ if !abs.exists() => errors.push(
                Diagnostic::error(
                    Code::Io,
                    format!("`{shown}` does not exist (looked at `{}`)", abs.display()),
                )
                .with_help("give the path relative to the current directory, or an absolute one"),
            ),
            _ => outside.push(arg.clone()),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut files = match repo {
        Some(repo) if !in_repo.is_empty() => discover::read_all(repo, rev, in_repo).map_err(git_error)?,
        _ => Vec::new(),
    };
    for arg in outside {
        files.extend(discover::read_outside(&arg).map_err(git_error)?);
    }
    Ok(files)
}

/// `abs` relative to the work tree `workdir`, `None` when it is outside (paths compared after
/// resolving symlinked directories, so `/tmp` and `/private/tmp` agree).
fn repo_relative(workdir: &Path, abs: &Path) -> Option<String> {
    let workdir = workdir.canonicalize().unwrap_or_else(|_| lexical(workdir));
    let abs = match (abs.parent().and_then(|p| p.canonicalize().ok()), abs.file_name()) {
        (Some(dir), Some(name)) => dir.join(name),
        _ => abs.to_path_buf(),
    };
    let rel = abs.strip_prefix(&workdir).ok()?;
    Some(rel.to_string_lossy().replace('\\', "/"))
}

/// `path` with `.` and `..` components resolved without touching the file system.
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

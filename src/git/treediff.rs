//! A tree-to-tree diff that, like git's own, never descends into a subtree whose id is the
//! same on both sides. libgit2's diff iterates (and builds the path of) every entry of both
//! trees, which made a range check of a large repository several times slower than `git log`.
//! Rename detection is not done here: a diff with both additions and deletions goes through
//! libgit2's similarity search instead (see `changes.rs`).

use git2::{ObjectType, Oid, Repository, Tree};

use super::FileStatus;

/// One changed path, before content is loaded.
#[derive(Debug, Clone)]
pub struct RawDelta {
    pub status: FileStatus,
    /// The new path (the old one for a deletion).
    pub path: String,
    /// The old path of a rename.
    pub old_path: Option<String>,
    pub old_id: Option<Oid>,
    pub new_id: Option<Oid>,
    /// A gitlink (submodule) entry: it has no content to check.
    pub submodule: bool,
}

/// The changed blobs between `old` and `new`, in path order.
pub fn diff_trees(repo: &Repository, old: Option<&Tree<'_>>, new: &Tree<'_>) -> Result<Vec<RawDelta>, git2::Error> {
    let mut out = Vec::new();
    diff_into(repo, old, Some(new), "", &mut out)?;
    Ok(out)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Blob,
    Tree,
    Submodule,
}

struct Entry {
    id: Oid,
    mode: i32,
    kind: Kind,
}

fn entries(tree: Option<&Tree<'_>>) -> Vec<(Vec<u8>, Entry)> {
    let Some(tree) = tree else { return Vec::new() };
    tree.iter()
        .map(|e| {
            let kind = match e.kind() {
                Some(ObjectType::Tree) => Kind::Tree,
                Some(ObjectType::Commit) => Kind::Submodule,
                _ => Kind::Blob,
            };
            (
                e.name_bytes().to_vec(),
                Entry {
                    id: e.id(),
                    mode: e.filemode(),
                    kind,
                },
            )
        })
        .collect()
}

fn diff_into(
    repo: &Repository,
    old: Option<&Tree<'_>>,
    new: Option<&Tree<'_>>,
    prefix: &str,
    out: &mut Vec<RawDelta>,
) -> Result<(), git2::Error> {
    let mut old_entries = entries(old);
    let mut new_entries = entries(new);
    // Plain byte order of names: output order only, the merge below is by equal names.
    old_entries.sort_by(|a, b| a.0.cmp(&b.0));
    new_entries.sort_by(|a, b| a.0.cmp(&b.0));
    let (mut i, mut j) = (0, 0);
    while i < old_entries.len() || j < new_entries.len() {
        let order = match (old_entries.get(i), new_entries.get(j)) {
            (Some(o), Some(n)) => o.0.cmp(&n.0),
            (Some(_), None) => std::cmp::Ordering::Less,
            _ => std::cmp::Ordering::Greater,
        };
        match order {
            std::cmp::Ordering::Less => {
                let (name, e) = &old_entries[i];
                side(repo, Some(e), None, &join(prefix, name), out)?;
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                let (name, e) = &new_entries[j];
                side(repo, None, Some(e), &join(prefix, name), out)?;
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                let (name, o) = &old_entries[i];
                let (_, n) = &new_entries[j];
                if o.id != n.id || o.mode != n.mode {
                    let path = join(prefix, name);
                    if o.kind == n.kind {
                        match o.kind {
                            Kind::Tree => {
                                let (ot, nt) = (repo.find_tree(o.id)?, repo.find_tree(n.id)?);
                                diff_into(repo, Some(&ot), Some(&nt), &path, out)?;
                            }
                            Kind::Blob | Kind::Submodule => out.push(RawDelta {
                                status: FileStatus::Modified,
                                path,
                                old_path: None,
                                old_id: Some(o.id),
                                new_id: Some(n.id),
                                submodule: o.kind == Kind::Submodule,
                            }),
                        }
                    } else {
                        // A file became a directory or the other way round.
                        side(repo, Some(o), None, &path, out)?;
                        side(repo, None, Some(n), &path, out)?;
                    }
                }
                i += 1;
                j += 1;
            }
        }
    }
    Ok(())
}

/// Everything below an entry that exists on one side only.
fn side(
    repo: &Repository,
    old: Option<&Entry>,
    new: Option<&Entry>,
    path: &str,
    out: &mut Vec<RawDelta>,
) -> Result<(), git2::Error> {
    let e = old.or(new).expect("one side exists");
    if e.kind == Kind::Tree {
        let tree = repo.find_tree(e.id)?;
        return match old {
            Some(_) => diff_into(repo, Some(&tree), None, path, out),
            None => diff_into(repo, None, Some(&tree), path, out),
        };
    }
    out.push(RawDelta {
        status: if old.is_some() {
            FileStatus::Deleted
        } else {
            FileStatus::Added
        },
        path: path.to_owned(),
        old_path: None,
        old_id: old.map(|e| e.id),
        new_id: new.map(|e| e.id),
        submodule: e.kind == Kind::Submodule,
    });
    Ok(())
}

fn join(prefix: &str, name: &[u8]) -> String {
    let name = String::from_utf8_lossy(name);
    if prefix.is_empty() {
        name.into_owned()
    } else {
        format!("{prefix}/{name}")
    }
}

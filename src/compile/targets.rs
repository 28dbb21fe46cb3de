//! Targets confirmed against the repository: a rule whose files match nothing in the tree
//! (`*.rs` rules in a TypeScript repository, a protected `/web/error` that is
//! `lib/web/error`) checks nothing today and, the day it does, checks what no one meant.

use globset::{GlobSet, GlobSetBuilder};

use super::{Proposal, Value};
use crate::instructions::{Instruction, discover};
use crate::ruleset::decode::path_glob;

/// Reads a file of the repository by path: its text, or `None`.
pub type ReadFile<'r> = dyn Fn(&str) -> Option<String> + 'r;

/// The repository's files, as `compile` confirms targets against them.
pub struct Tree<'a> {
    files: Vec<&'a str>,
    /// Reads a file of the tree (workspace manifests); none in a tree built from paths only.
    read: Option<&'a ReadFile<'a>>,
}

impl<'a> Tree<'a> {
    /// `files` (repository-relative); context files aside, an empty tree confirms nothing and
    /// declines nothing (a repository that holds only its context files has no targets yet).
    pub fn new(files: &'a [String]) -> Tree<'a> {
        Tree {
            files: files
                .iter()
                .map(String::as_str)
                .filter(|f| !discover::is_context_file(f))
                .collect(),
            read: None,
        }
    }

    /// A tree that can also read its files' text.
    pub fn with_reader(files: &'a [String], read: &'a ReadFile<'a>) -> Tree<'a> {
        Tree {
            read: Some(read),
            ..Tree::new(files)
        }
    }

    fn is_empty(&self) -> bool {
        self.files.is_empty()
    }
}

fn set(globs: &[String]) -> Option<GlobSet> {
    let mut b = GlobSetBuilder::new();
    for g in globs {
        b.add(path_glob(g).ok()?);
    }
    b.build().ok()
}

/// `Err(why)` when the files `proposal` reads match no file of `tree` in the instruction's
/// scope.
pub fn confirm(proposal: &Proposal, instruction: &Instruction, tree: &Tree) -> Result<(), String> {
    if tree.is_empty() {
        return Ok(());
    }
    let key = |name: &str| -> Vec<String> {
        proposal
            .keys
            .iter()
            .filter(|(k, _)| *k == name)
            .flat_map(|(_, v)| match v {
                Value::List(l) => l.clone(),
                Value::Str(s) => vec![s.clone()],
                _ => Vec::new(),
            })
            .collect()
    };
    // A rule against adding a file ("never commit `.env`") is right when the file is absent;
    // one against editing it ("never edit `gen/`") protects files that exist.
    let changes = key("changes");
    let about_adding = changes.iter().any(|c| c == "added")
        || changes.is_empty()
            && instruction.text.split(|c: char| !c.is_alphanumeric()).any(|w| {
                matches!(
                    w.to_lowercase().as_str(),
                    "commit" | "committing" | "add" | "adding" | "create" | "creating" | "include" | "push" | "check"
                )
            });
    if proposal.kind == "forbid-paths" && about_adding {
        return Ok(());
    }
    // What the rule reads: its own target keys, else its `paths`.
    let (what, mut globs) = match proposal.kind {
        "forbid-paths" => ("protects", key("paths")),
        "require-companion" => ("is triggered by", key("when")),
        _ => ("reads", proposal.paths.clone()),
    };
    // A structural rule without `paths` reads the files of its `language`.
    if globs.is_empty()
        && let Some(language) = key("language").first()
        && let Some(l) = super::params::languages_named(language).first()
    {
        globs = l.globs.iter().map(|g| (*g).to_owned()).collect();
    }
    if globs.is_empty() {
        return Ok(());
    }
    let (Some(include), Some(exclude)) = (set(&globs), set(&proposal.exclude)) else {
        return Ok(());
    };
    let scope = instruction.scope.trim_end_matches('/');
    let in_scope = |f: &str| scope == "." || f.starts_with(&format!("{scope}/"));
    if tree
        .files
        .iter()
        .any(|f| in_scope(f) && include.is_match(f) && !exclude.is_match(f))
    {
        // Files the instruction says a tool generates change with every regeneration: a
        // commit does not show a hand edit apart from one.
        let generated = instruction
            .text
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| super::lexicon::is_one_of(super::lexicon::GENERATED_WORDS, &w.to_lowercase()));
        if proposal.kind == "forbid-paths" && generated {
            return Err(format!(
                "the files it protects (`{}`) are generated and checked in: regenerating them changes them too, and a commit does not tell a hand edit from a regeneration",
                globs.join("`, `")
            ));
        }
        Ok(())
    } else {
        Err(format!(
            "{what} `{}`, which matches no file of the repository",
            globs.join("`, `")
        ))
    }
}

/// A lockfile companion rule (`changes: dependencies`) triggered by the manifests the lockfile
/// records, not by every file of that name: in a monorepo, a template's or a fixture's
/// `package.json` is not in the root `pnpm-lock.yaml`.
pub fn scope_to_lockfile(proposal: &mut Proposal, tree: &Tree) {
    let Some(read) = tree.read else { return };
    if proposal.kind != "require-companion"
        || !proposal
            .keys
            .iter()
            .any(|(k, v)| *k == "changes" && *v == Value::Str("dependencies".into()))
    {
        return;
    }
    let list = |name: &str| -> Option<Vec<String>> {
        proposal
            .keys
            .iter()
            .find(|(k, _)| *k == name)
            .and_then(|(_, v)| match v {
                Value::List(l) => Some(l.clone()),
                Value::Str(s) => Some(vec![s.clone()]),
                _ => None,
            })
    };
    let (Some(require), Some(when)) = (list("require"), list("when")) else {
        return;
    };
    let [lockfile] = require.as_slice() else { return };
    let Some(members) = crate::manifest::lockfile_members(lockfile, read) else {
        return;
    };
    // Only a bare manifest name ("`package.json`") is widened to every directory; a path the
    // instruction gives stays.
    let manifest = members[0].trim_start_matches('/');
    if !when.iter().all(|w| w == manifest) {
        return;
    }
    for (k, v) in &mut proposal.keys {
        if *k == "when" {
            *v = Value::List(members.clone());
        }
    }
    // The examples' manifest and lockfile move to the root, where the lockfile records them.
    let lockfile_name = lockfile.rsplit('/').next().unwrap_or(lockfile);
    examples_at_root(proposal, &[manifest, lockfile_name]);
}

/// Moves the examples' files named `names` to the repository root, where the rule now looks.
fn examples_at_root(proposal: &mut Proposal, names: &[&str]) {
    for example in &mut proposal.examples {
        for (path, _) in example.files_before.iter_mut().chain(example.files_after.iter_mut()) {
            let name = path.rsplit('/').next().unwrap_or(path).to_owned();
            if names.contains(&name.as_str()) {
                *path = name;
            }
        }
    }
}

/// A protected file named bare ("never change `global.json`") that the repository has at its
/// root is that file, not every file of the name (a fixture's own `global.json`).
pub fn anchor_root_files(proposal: &mut Proposal, tree: &Tree) {
    if proposal.kind != "forbid-paths" || tree.is_empty() {
        return;
    }
    let mut anchored = Vec::new();
    for (k, v) in &mut proposal.keys {
        let Value::List(paths) = v else { continue };
        if *k != "paths" {
            continue;
        }
        for p in paths.iter_mut() {
            let bare = !p.contains(['/', '*', '?', '[', '{']);
            if bare && tree.files.contains(&p.as_str()) {
                anchored.push(p.clone());
                *p = format!("/{p}");
            }
        }
    }
    let names: Vec<&str> = anchored.iter().map(String::as_str).collect();
    examples_at_root(proposal, &names);
}

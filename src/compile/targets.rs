//! Targets confirmed against the repository: a rule whose files match nothing in the tree
//! (`*.rs` rules in a TypeScript repository, a protected `/web/error` that is
//! `lib/web/error`) checks nothing today and, the day it does, checks what no one meant.

use globset::{GlobSet, GlobSetBuilder};

use super::{Proposal, Value};
use crate::instructions::{Instruction, discover};
use crate::ruleset::decode::path_glob;

/// The repository's files, as `compile` confirms targets against them.
pub struct Tree<'a> {
    files: Vec<&'a str>,
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

//! `baseline`: record the violations a repository already has (the whole tree at HEAD, or a
//! range's) into `agentsmd-gate.baseline.json`, so `check` reports only new ones.

use std::io::Write;

use super::check::{check_commits, warn_skipped};
use super::{Result, git_error, load_rules, open_repo};
use crate::baseline::{self, Baseline};
use crate::cli::{BaselineArgs, GlobalArgs};
use crate::diagnostic::{Code, Diagnostic};
use crate::engine::{Engine, Outcome, RuleFilter};
use crate::exit::ExitStatus;
use crate::git::Target;
use crate::report::human::HumanRenderer;

pub fn baseline(
    global: &GlobalArgs,
    args: &BaselineArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let repo = open_repo(global.repo.as_deref())?;
    let rules = load_rules(Some(&repo), global.config.as_deref(), None)?;
    let engine = Engine::new(&rules.rules, RuleFilter::All);
    let mut outcome = Outcome::default();
    match &args.target {
        None => {
            let needs_content = |path: &str| engine.needs_content(path);
            let view = repo.tree_view("HEAD", &needs_content).map_err(git_error)?;
            warn_skipped(&view, err, renderer);
            engine.evaluate_parsing_ahead(&view, crate::parallel::threads(0), &mut outcome);
        }
        Some(spec) => {
            let target = Target::parse(spec).map_err(git_error)?;
            if target == Target::Staged {
                return Err(vec![Diagnostic::error(
                    Code::Usage,
                    "a baseline records a revision, a range or the tree, not the staged change",
                )]);
            }
            let commits = repo.commits_of(&target, args.include_merges).map_err(git_error)?;
            outcome = check_commits(
                &repo,
                &engine,
                &commits,
                None,
                crate::parallel::threads(0),
                err,
                renderer,
            )?;
        }
    }
    let recorded = Baseline::of(&outcome.violations);
    let total: u32 = recorded.violations.iter().map(|e| e.count).sum();
    let io = |e: std::io::Error| vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))];
    if !args.write {
        out.write_all(recorded.to_json().as_bytes()).map_err(io)?;
        return Ok(ExitStatus::Clean);
    }
    let Some(dir) = repo.workdir() else {
        return Err(vec![Diagnostic::error(
            Code::Usage,
            "a bare repository has no work tree to write the baseline into",
        )]);
    };
    let path = dir.join(baseline::DEFAULT_PATH);
    std::fs::write(&path, recorded.to_json()).map_err(io)?;
    if !global.quiet {
        writeln!(
            out,
            "wrote {}: {total} violations of {} rules ({} distinct); commit it, and `check` reports only new ones",
            path.display(),
            recorded
                .violations
                .iter()
                .map(|e| e.rule.as_str())
                .collect::<std::collections::BTreeSet<_>>()
                .len(),
            recorded.violations.len()
        )
        .map_err(io)?;
    }
    Ok(ExitStatus::Clean)
}

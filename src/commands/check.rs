//! `check` and `commit-msg`: build the views, evaluate, render, decide the exit status.

use std::io::Write;

use super::{Result, context_texts, git_error, load_rules, open_repo};
use crate::cli::{CheckArgs, CommitMsgArgs, GlobalArgs, OutputArgs};
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::engine::{Engine, Outcome, RuleFilter};
use crate::exit::ExitStatus;
use crate::git::message::cleanup_message_file;
use crate::git::{CommitId, CommitView, Repo, Target};
use crate::report::human::HumanRenderer;
use crate::report::{Format, RuleChanges, Totals, github, json, sarif};

pub fn check(
    global: &GlobalArgs,
    args: &CheckArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let repo = open_repo(global.repo.as_deref())?;
    let (target, env_branch) = match &args.target {
        _ if args.range_from_pre_commit => pre_commit_range()?,
        None => (Target::Staged, None),
        Some(spec) => (Target::parse(spec).map_err(git_error)?, None),
    };
    if args.commit_msg_file.is_some() && target != Target::Staged {
        return Err(vec![
            Diagnostic::error(Code::Usage, "`--commit-msg-file` applies to a staged check only")
                .with_help("a commit's own message is read from the commit"),
        ]);
    }
    let rules = load_rules(Some(&repo), global.config.as_deref(), args.rules_rev.as_deref())?;
    if args.verify_examples || args.rules_rev.is_some() {
        verify_examples(&rules)?;
    }
    let drifted = drift(
        &repo,
        &rules.rules,
        args.rules_rev.as_deref(),
        args.strict,
        err,
        renderer,
    );
    let engine = Engine::new(&rules.rules, RuleFilter::All);
    let threads = crate::parallel::threads(args.threads);
    let needs_content = |path: &str| engine.needs_content(path);
    let mut outcome = Outcome::default();
    let staged = target == Target::Staged;
    let branch;
    if staged {
        let message = match &args.commit_msg_file {
            Some(path) => Some(read_message_file(&repo, path)?),
            None => None,
        };
        branch = args.branch.clone().or_else(|| repo.current_branch());
        let view = repo
            .staged_view(message, branch.clone(), &needs_content, threads)
            .map_err(git_error)?;
        warn_skipped(&view, err, renderer);
        engine.evaluate_parsing_ahead(&view, threads, &mut outcome);
    } else {
        // A branch rule judges the branch a commit was made on. Only the pushed range knows it
        // (the pre-push hook and the Action pass `--branch`); any other range or commit may hold
        // commits of many branches, so there branch rules do not apply.
        branch = match &args.branch {
            Some(name) => Some(name.clone()),
            None if args.range_from_pre_commit => env_branch.or_else(|| repo.current_branch()),
            None => None,
        };
        let commits = repo.commits_of(&target, args.include_merges).map_err(git_error)?;
        outcome = check_commits(&repo, &engine, &commits, branch.clone(), threads, err, renderer)?;
    }
    if !args.no_baseline
        && let Some(baseline) = load_baseline(&repo, args.rules_rev.as_deref())?
    {
        outcome.baselined = baseline.filter(&mut outcome.violations);
    }
    let mut totals = totals_of(&outcome, &engine);
    if branch.is_none() && engine.branch_rule_count() > 0 {
        totals.branch_rules_not_evaluated = engine.branch_rule_count();
        totals.no_branch_reason = Some(if staged {
            "HEAD is detached; pass --branch"
        } else {
            "a range has no branch; pass --branch"
        });
    }
    let rule_changes = match &args.rules_rev {
        Some(rules_rev) => rule_changes(&repo, &target, rules_rev, global.config.as_deref())?,
        None => RuleChanges::default(),
    };
    if args.output.format == Format::Human {
        for f in &rule_changes.files {
            let d = Diagnostic::warning(Code::RuleChanges, rule_changes.message(f));
            let _ = write!(err, "{}", renderer.diagnostic(&d));
        }
    }
    let what = Checked {
        repo: &repo,
        rules: &rules.rules,
        rules_rev: args.rules_rev.as_deref(),
        staged,
        totals,
        rule_changes,
    };
    let status = report(&what, &outcome, &args.output, global.quiet, out, renderer)?;
    Ok(if drifted && args.strict {
        ExitStatus::Violations
    } else {
        status
    })
}

/// Refuses a rule set in which some rule fails its own examples (`--verify-examples`, and
/// always for rules read from another revision).
fn verify_examples(rules: &crate::ruleset::RuleSet) -> Result<()> {
    let failures: Vec<Diagnostic> = rules
        .rules
        .iter()
        .flat_map(|r| super::test::example_failures(r, &rules.source))
        .collect();
    if failures.is_empty() {
        return Ok(());
    }
    let n = failures.len();
    let mut out = failures;
    out.push(
        Diagnostic::error(
            Code::InvalidValue,
            format!(
                "{n} example{} disagree with their rules; the rule set is not loaded",
                if n == 1 { "" } else { "s" }
            ),
        )
        .with_help("a rule that fails its own examples does not gate commits: fix it (`agentsmd-gate test`)"),
    );
    Err(out)
}

/// Warns (errors with `--strict`) about rules whose instruction is no longer in the context
/// files they name, read from where the rules came from. Whether any drifted.
fn drift(
    repo: &Repo,
    rules: &[crate::ruleset::Rule],
    rules_rev: Option<&str>,
    strict: bool,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> bool {
    let named = |r: &&crate::ruleset::Rule| r.stale.is_some() || crate::drift::names_instruction(r);
    if !rules.iter().any(|r| named(&r)) {
        return false;
    }
    let files: std::collections::BTreeSet<String> = rules
        .iter()
        .filter_map(|r| r.from.as_ref())
        .map(|o| o.instruction.file.clone())
        .collect();
    let Ok(context) =
        crate::instructions::discover::read_all(repo, rules_rev, files.into_iter().map(|f| (f, None)).collect())
    else {
        return false;
    };
    let fingerprints = crate::instructions::fingerprints_of(&context);
    let mut drifted = false;
    for rule in rules.iter().filter(named) {
        let vanished = !crate::drift::stands(rule, &fingerprints);
        if !vanished && rule.stale.is_none() {
            continue;
        }
        drifted = true;
        let at = rule.from.as_ref().map_or_else(String::new, |o| {
            format!(
                " ({}{})",
                o.instruction.file,
                o.instruction.line.map_or_else(String::new, |l| format!(":{l}"))
            )
        });
        let message = match &rule.stale {
            Some(why) => format!("rule `{}` is marked stale: {why}", rule.id),
            None => format!(
                "rule `{}`: its instruction{at} changed or is no longer in the context files",
                rule.id
            ),
        };
        let d = if strict {
            Diagnostic::error(Code::RuleDrift, message)
        } else {
            Diagnostic::warning(Code::RuleDrift, message)
        };
        let d = d
            .with_help("run `agentsmd-gate compile --write`, review the rule against the new wording, and commit both");
        let _ = write!(err, "{}", renderer.diagnostic(&d));
    }
    drifted
}

/// `agentsmd-gate.baseline.json` next to the rules (same revision), if there is one.
fn load_baseline(repo: &Repo, rules_rev: Option<&str>) -> Result<Option<crate::baseline::Baseline>> {
    let path = crate::baseline::DEFAULT_PATH;
    let Some(bytes) = repo.read_file(rules_rev, path).map_err(git_error)? else {
        return Ok(None);
    };
    let text = String::from_utf8_lossy(&bytes);
    crate::baseline::Baseline::parse(&text).map(Some).map_err(|why| {
        vec![
            Diagnostic::error(Code::ConfigSyntax, format!("{path} is not a valid baseline: {why}"))
                .with_help("regenerate it with `agentsmd-gate baseline --write`, or pass `--no-baseline`"),
        ]
    })
}

fn totals_of(outcome: &Outcome, engine: &Engine<'_>) -> Totals {
    Totals {
        commits: outcome.commits,
        rules: engine.rule_count(),
        rule_evaluations: outcome.rule_evaluations,
        branch_rules_not_evaluated: 0,
        no_branch_reason: None,
    }
}

/// The files `target` changes that the rules come from (the rule file, context files), when
/// `--rules-rev` reads the rules from another revision: the guard the Action had, on every CI.
fn rule_changes(
    repo: &Repo,
    target: &Target,
    rules_rev: &str,
    config: Option<&std::path::Path>,
) -> Result<RuleChanges> {
    let rule_file = config.map_or_else(
        || crate::ruleset::DEFAULT_PATH.to_owned(),
        |p| p.to_string_lossy().trim_start_matches("./").to_owned(),
    );
    let files = repo
        .changed_paths(target)
        .map_err(git_error)?
        .into_iter()
        .filter(|p| *p == rule_file || crate::instructions::discover::is_context_file(p))
        .collect();
    Ok(RuleChanges {
        rules_rev: rules_rev.to_owned(),
        files,
    })
}

/// What a run checked, for the reports.
struct Checked<'a> {
    repo: &'a Repo,
    rules: &'a [crate::ruleset::Rule],
    rules_rev: Option<&'a str>,
    staged: bool,
    totals: Totals,
    rule_changes: RuleChanges,
}

pub fn commit_msg(
    global: &GlobalArgs,
    args: &CommitMsgArgs,
    out: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let repo = open_repo(global.repo.as_deref())?;
    // The hook does only message work: the instructions' texts (read from the context files)
    // are quoted by violations only, so they are read when there is one.
    let mut rules = super::load_rules_unquoted(Some(&repo), global.config.as_deref(), None)?;
    let message = read_message_file(&repo, &args.file)?;
    let evaluate = |rules: &[crate::ruleset::Rule]| -> Result<Outcome> {
        let engine = Engine::new(rules, RuleFilter::MessageOnly);
        // The staged files are needed only for message rules scoped by `paths` (names only).
        let view = if repo.is_bare() {
            CommitView {
                message: Some(message.clone()),
                ..CommitView::default()
            }
        } else if engine.rules().iter().all(|r| r.applies_to_every_commit()) {
            CommitView {
                message: Some(message.clone()),
                branch: repo.current_branch(),
                ..CommitView::default()
            }
        } else {
            repo.staged_view(Some(message.clone()), repo.current_branch(), &|_| false, 1)
                .map_err(git_error)?
        };
        let mut outcome = Outcome::default();
        engine.evaluate(&view, &mut outcome);
        Ok(outcome)
    };
    let mut outcome = evaluate(&rules.rules)?;
    if !outcome.violations.is_empty() {
        super::fill_instruction_texts(&repo, None, &mut rules);
        outcome = evaluate(&rules.rules)?;
    }
    let engine = Engine::new(&rules.rules, RuleFilter::MessageOnly);
    let totals = totals_of(&outcome, &engine);
    let what = Checked {
        repo: &repo,
        rules: &rules.rules,
        rules_rev: None,
        staged: true,
        totals,
        rule_changes: RuleChanges::default(),
    };
    report(&what, &outcome, &args.output, global.quiet, out, renderer)
}

fn report(
    what: &Checked<'_>,
    outcome: &Outcome,
    output: &OutputArgs,
    quiet: bool,
    out: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let Checked {
        repo,
        rules,
        rules_rev,
        staged,
        totals,
        ref rule_changes,
    } = *what;
    let write_failed =
        |e: std::io::Error| vec![Diagnostic::error(Code::Io, format!("could not write the report: {e}"))];
    match output.format {
        Format::Json => out
            .write_all(json::render(&outcome.violations, totals, rule_changes).as_bytes())
            .map_err(write_failed)?,
        Format::Sarif => out
            .write_all(sarif::render(&outcome.violations, rules, rule_changes).as_bytes())
            .map_err(write_failed)?,
        Format::Github => out
            .write_all(github::render(&outcome.violations, rule_changes).as_bytes())
            .map_err(write_failed)?,
        Format::Human => {
            let contexts = context_texts(Some(repo), rules_rev, &outcome.violations);
            for v in outcome.violations.iter().filter(|v| v.suppressed.is_none()) {
                out.write_all(renderer.violation(v, &contexts).as_bytes())
                    .map_err(write_failed)?;
            }
            if !quiet {
                let summary = renderer.summary(
                    outcome.count(Severity::Error),
                    outcome.count(Severity::Warning),
                    outcome.count(Severity::Info),
                    totals,
                    staged,
                );
                out.write_all(summary.as_bytes()).map_err(write_failed)?;
                let suppressed = outcome.suppressed();
                if suppressed > 0 {
                    writeln!(out, "  ({suppressed} suppressed inline)").map_err(write_failed)?;
                }
                if outcome.baselined > 0 {
                    writeln!(
                        out,
                        "  ({} known violations in {} not shown; --no-baseline shows them)",
                        outcome.baselined,
                        crate::baseline::DEFAULT_PATH
                    )
                    .map_err(write_failed)?;
                }
            }
        }
    }
    Ok(if outcome.count(Severity::Error) > 0 {
        ExitStatus::Violations
    } else {
        ExitStatus::Clean
    })
}

/// Checks `commits` on `threads` threads, each commit claimed when a thread is free, the
/// outcomes merged in commit order (so the output does not depend on the thread count). One
/// commit alone has its files parsed in parallel instead.
pub(super) fn check_commits(
    repo: &Repo,
    engine: &Engine<'_>,
    commits: &[CommitId],
    branch: Option<String>,
    threads: usize,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<Outcome> {
    type Checked = crate::git::Result<(Outcome, Option<CommitView>)>;
    let check_one = |repo: &Repo, (): &mut (), &id: &CommitId, file_threads: usize| -> Checked {
        let needs_content = |path: &str| engine.needs_content(path);
        let view = repo.commit_view(id, branch.clone(), &needs_content, file_threads)?;
        let skipped = view
            .files
            .iter()
            .any(|f| f.content.as_ref().is_some_and(|c| c.too_large))
            .then(|| view.clone());
        let mut outcome = Outcome::default();
        engine.evaluate_parsing_ahead(&view, file_threads, &mut outcome);
        Ok((outcome, skipped))
    };
    let results = repo
        .map_parallel(commits, threads, || (), check_one)
        .map_err(git_error)?;
    let mut total = Outcome::default();
    for (outcome, skipped) in results {
        if let Some(view) = &skipped {
            warn_skipped(view, err, renderer);
        }
        total.commits += outcome.commits;
        total.rule_evaluations += outcome.rule_evaluations;
        total.violations.extend(outcome.violations);
    }
    Ok(total)
}

/// The pushed range the pre-commit framework describes in its environment, and the branch.
/// A push that starts a history (the root commit included) comes without refs: then every
/// commit of the local branch.
fn pre_commit_range() -> Result<(Target, Option<String>)> {
    let var = |name: &str| {
        std::env::var(name)
            .ok()
            .filter(|v| !v.is_empty() && !v.bytes().all(|b| b == b'0'))
    };
    let local_branch = var("PRE_COMMIT_LOCAL_BRANCH");
    let branch = local_branch
        .as_deref()
        .map(|b| b.strip_prefix("refs/heads/").unwrap_or(b).to_owned());
    let target = match (var("PRE_COMMIT_FROM_REF"), var("PRE_COMMIT_TO_REF"), local_branch) {
        (Some(from), Some(to), _) => Target::Range { base: from, head: to },
        (None, Some(to), _) => Target::History { head: to },
        (_, None, Some(local)) => Target::History { head: local },
        (_, None, None) => {
            return Err(vec![
                Diagnostic::error(
                    Code::Usage,
                    "`--range-from-pre-commit` needs PRE_COMMIT_TO_REF or PRE_COMMIT_LOCAL_BRANCH in the environment",
                )
                .with_help(
                    "the pre-commit framework sets them in its pre-push stage; elsewhere pass the range: `check A..B`",
                ),
            ]);
        }
    };
    Ok((target, branch))
}

/// The message as git will record it (comments and the `git commit -v` diff removed).
fn read_message_file(repo: &Repo, path: &std::path::Path) -> Result<String> {
    let bytes = std::fs::read(path).map_err(|e| {
        vec![Diagnostic::error(
            Code::Io,
            format!("could not read the commit message file `{}`: {e}", path.display()),
        )]
    })?;
    Ok(cleanup_message_file(
        &String::from_utf8_lossy(&bytes),
        repo.comment_char(),
    ))
}

pub(super) fn warn_skipped(view: &CommitView, err: &mut dyn Write, renderer: &HumanRenderer) {
    for f in &view.files {
        if f.content.as_ref().is_some_and(|c| c.too_large) {
            let d = Diagnostic::warning(
                Code::ContentSkipped,
                format!("`{}` is larger than 8 MiB: content checks skipped it", f.path),
            );
            let _ = write!(err, "{}", renderer.diagnostic(&d));
        }
    }
}

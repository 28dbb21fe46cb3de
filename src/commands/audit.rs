//! `audit`: compliance per instruction over a history, as a table, JSON (the DESIGN contract)
//! and, with `--html`, a self-contained page. A progress bar on stderr when it is a terminal.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};

use serde::Serialize;

use super::{Result, git_error, load_rules, open_repo};
use crate::audit::agents::CustomAgent;
use crate::audit::{self, Report, Tally};
use crate::cli::{AuditArgs, ExtractFormat, GlobalArgs};
use crate::diagnostic::{Code, Diagnostic};
use crate::exit::ExitStatus;
use crate::git::Target;

pub fn audit(global: &GlobalArgs, args: &AuditArgs, out: &mut dyn Write) -> Result<ExitStatus> {
    let custom: Vec<CustomAgent> = args
        .agents
        .iter()
        .map(|spec| CustomAgent::parse(spec))
        .collect::<std::result::Result<_, _>>()
        .map_err(|why| vec![Diagnostic::error(Code::Usage, format!("--agent {why}"))])?;
    let repo = open_repo(global.repo.as_deref())?;
    let rules = load_rules(Some(&repo), global.config.as_deref(), None)?;
    let target = match &args.target {
        Some(spec) => Target::parse(spec).map_err(git_error)?,
        None => Target::History { head: "HEAD".into() },
    };
    let commits = repo.commits_of(&target, args.include_merges).map_err(git_error)?;
    let bar = if std::io::stderr().is_terminal() && !global.quiet {
        indicatif::ProgressBar::new(commits.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} auditing {pos}/{len} commits {wide_bar} {per_sec} {eta}")
            .expect("valid template"),
    );
    let report = audit::audit(
        &repo,
        &rules.rules,
        &commits,
        &custom,
        crate::parallel::threads(args.threads),
        &|| bar.inc(1),
    )
    .map_err(git_error)?;
    bar.finish_and_clear();
    let io = |e: std::io::Error| vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))];
    if let Some(path) = &args.html {
        let title = format!(
            "agentsmd-gate audit of {}",
            repo.workdir()
                .and_then(|d| d.file_name())
                .map_or_else(|| "the repository".into(), |n| n.to_string_lossy().into_owned())
        );
        std::fs::write(path, audit::html::render(&report, &title)).map_err(|e| {
            vec![Diagnostic::error(
                Code::Io,
                format!("could not write `{}`: {e}", path.display()),
            )]
        })?;
    }
    match args.format {
        ExtractFormat::Json => {
            let mut s = serde_json::to_string_pretty(&wire(&report)).expect("wire structs serialize");
            s.push('\n');
            out.write_all(s.as_bytes()).map_err(io)?;
        }
        ExtractFormat::Human => table(&report, out).map_err(io)?,
    }
    Ok(ExitStatus::Clean)
}

fn table(report: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let agents: usize = report.agent_commits.values().sum();
    writeln!(
        out,
        "{} commits: {agents} by agents{}, {} by humans",
        report.commits,
        report.agent_list(),
        report.human_commits
    )?;
    if !report.unreadable.is_empty() {
        writeln!(
            out,
            "{} commits unreadable (an object is missing from the repository), not counted:",
            report.unreadable.len()
        )?;
        for u in &report.unreadable {
            writeln!(out, "  {}", u.reason)?;
        }
        writeln!(
            out,
            "  fetch the missing objects (`git fetch --refetch origin` without a partial-clone filter), or audit a full clone"
        )?;
    }
    writeln!(
        out,
        "{:>6}  {:>11}  {:>11}  {:>11}  instruction",
        "rate", "complied", "agents", "humans"
    )?;
    let frac = |t: Tally| {
        if t.applicable == 0 {
            "-".to_owned()
        } else {
            format!("{}/{}", t.complied, t.applicable)
        }
    };
    for r in report.sorted() {
        let rate = r
            .total
            .rate()
            .map_or_else(|| "-".to_owned(), |x| format!("{:.0}%", x * 100.0));
        let what = match &r.instruction {
            Some(i) => format!(
                "{}{}  {}: {}",
                i.file,
                i.line.map(|l| format!(":{l}")).unwrap_or_default(),
                r.rule,
                crate::compile::emit::one_line(i.text.as_deref().unwrap_or(""), 70)
            ),
            None => r.rule.clone(),
        };
        writeln!(
            out,
            "{rate:>6}  {:>11}  {:>11}  {:>11}  {what}",
            frac(r.total),
            frac(r.agent),
            frac(r.human)
        )?;
    }
    let never = report.rules.iter().filter(|r| r.total.applicable == 0).count();
    if never > 0 {
        writeln!(
            out,
            "({never} rules never applied: their instruction did not stand, or no commit touched what they check)"
        )?;
    }
    Ok(())
}

#[derive(Serialize)]
struct Wire<'a> {
    version: u32,
    commits: usize,
    authors: WireAuthors<'a>,
    instructions: Vec<WireRule<'a>>,
    /// Commits that could not be read (a missing object), not counted in `commits`; present
    /// only when there are some.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    unreadable: Vec<WireUnreadable<'a>>,
}

#[derive(Serialize)]
struct WireUnreadable<'a> {
    commit: &'a str,
    reason: &'a str,
}

#[derive(Serialize)]
struct WireAuthors<'a> {
    human: usize,
    agent: usize,
    by_agent: &'a BTreeMap<String, usize>,
}

#[derive(Serialize)]
struct WireTally {
    applicable: u64,
    complied: u64,
}

#[derive(Serialize)]
struct WireRule<'a> {
    rule: &'a str,
    instruction: Option<WireInstruction<'a>>,
    applicable: u64,
    complied: u64,
    rate: Option<f64>,
    by_author: BTreeMap<&'static str, WireTally>,
    by_agent: BTreeMap<&'a str, WireTally>,
    /// Up to `audit::MAX_LISTED` of them.
    violating_commits: Vec<&'a str>,
}

#[derive(Serialize)]
struct WireInstruction<'a> {
    file: &'a str,
    line: Option<u32>,
    text: Option<&'a str>,
}

fn tally(t: Tally) -> WireTally {
    WireTally {
        applicable: t.applicable,
        complied: t.complied,
    }
}

fn wire(report: &Report) -> Wire<'_> {
    Wire {
        version: 1,
        commits: report.commits,
        authors: WireAuthors {
            human: report.human_commits,
            agent: report.agent_commits.values().sum(),
            by_agent: &report.agent_commits,
        },
        instructions: report
            .sorted()
            .into_iter()
            .map(|r| WireRule {
                rule: &r.rule,
                instruction: r.instruction.as_ref().map(|i| WireInstruction {
                    file: &i.file,
                    line: i.line,
                    text: i.text.as_deref(),
                }),
                applicable: r.total.applicable,
                complied: r.total.complied,
                rate: r.total.rate().map(|x| (x * 1000.0).round() / 1000.0),
                by_author: BTreeMap::from([("agent", tally(r.agent)), ("human", tally(r.human))]),
                by_agent: r.by_agent.iter().map(|(a, t)| (a.as_str(), tally(*t))).collect(),
                violating_commits: r.violating.iter().map(|c| c.id.as_str()).collect(),
            })
            .collect(),
        unreadable: report
            .unreadable
            .iter()
            .map(|u| WireUnreadable {
                commit: &u.commit,
                reason: &u.reason,
            })
            .collect(),
    }
}

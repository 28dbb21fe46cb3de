//! agentsmd-gate: enforce the checkable rules of `AGENTS.md`, `CLAUDE.md` and
//! `.github/copilot-instructions.md` on staged changes, commits and ranges.
//!
//! Compiling: context files → instructions (`instructions`) → proposed rules (`compile`).
//! Pipeline: rule file (`ruleset`) → commit views (`git`) → applicable rules only (`engine`,
//! `checks`) → violations (`diagnostic`) → a renderer (`report`). [`run`] is the whole program,
//! so tests can drive it in-process.

pub mod audit;
pub mod baseline;
pub mod checks;
pub mod cli;
mod commands;
pub mod compile;
pub mod diagnostic;
pub mod drift;
pub mod engine;
pub mod exit;
pub mod git;
pub mod hash;
pub mod instructions;
pub mod language;
pub mod lint;
pub mod manifest;
mod parallel;
pub mod report;
pub mod ruleset;
pub mod suppress;
pub mod syntax;
pub mod text;

use std::ffi::OsString;
use std::io::{IsTerminal, Write};

use clap::Parser;

pub use exit::ExitStatus;

/// Runs the program on `args` (including the program name), writing results to `out` and
/// problems to `err`.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> ExitStatus
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match cli::Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let (stream, status): (&mut dyn Write, _) = match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    (out, ExitStatus::Clean)
                }
                _ => (err, ExitStatus::Error),
            };
            let _ = write!(stream, "{}", e.render());
            return status;
        }
    };
    let color = use_color(cli.global.color);
    let renderer = report::human::HumanRenderer::new(color);
    match commands::dispatch(&cli, out, err, &renderer) {
        Ok(status) => status,
        Err(diagnostics) => {
            for d in &diagnostics {
                let _ = write!(err, "{}", renderer.diagnostic(d));
            }
            let errors = diagnostics
                .iter()
                .filter(|d| d.severity == diagnostic::Severity::Error)
                .count();
            if errors > 1 {
                let _ = writeln!(err, "{errors} errors");
            }
            ExitStatus::Error
        }
    }
}

fn use_color(choice: cli::ColorChoice) -> bool {
    match choice {
        cli::ColorChoice::Always => true,
        cli::ColorChoice::Never => false,
        cli::ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
        }
    }
}

//! `schema`, `completions` and `man`: text generated from the program's own definitions (the
//! rule-file declarations, the clap command), printed for editors, shells and `man`.

use std::io::Write;

use clap::CommandFactory;

use super::Result;
use crate::cli::Cli;
use crate::diagnostic::{Code, Diagnostic};
use crate::exit::ExitStatus;
use crate::ruleset::schema;

fn io(e: std::io::Error) -> Vec<Diagnostic> {
    vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))]
}

pub fn schema(out: &mut dyn Write) -> Result<ExitStatus> {
    out.write_all(schema::render().as_bytes()).map_err(io)?;
    Ok(ExitStatus::Clean)
}

pub fn completions(shell: clap_complete::Shell, out: &mut dyn Write) -> Result<ExitStatus> {
    let mut cmd = Cli::command();
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "agentsmd-gate", &mut buf);
    out.write_all(&buf).map_err(io)?;
    Ok(ExitStatus::Clean)
}

pub fn man(out: &mut dyn Write) -> Result<ExitStatus> {
    let mut buf = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut buf).map_err(io)?;
    out.write_all(&buf).map_err(io)?;
    Ok(ExitStatus::Clean)
}

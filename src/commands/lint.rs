//! `lint`: advice on the context files, as diagnostics at their lines, or JSON.

use std::io::Write;
use std::sync::Arc;

use serde::Serialize;

use super::{Result, git_error, load_rules, open_repo};
use crate::cli::{ExtractFormat, GlobalArgs, LintArgs};
use crate::diagnostic::{Code, Diagnostic, Severity, Source};
use crate::exit::ExitStatus;
use crate::instructions::{discover, instructions_of};
use crate::lint::{Advice, lint as run_lint};
use crate::report::human::HumanRenderer;

pub fn lint(
    global: &GlobalArgs,
    args: &LintArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let (repo, files) = if args.files.is_empty() {
        let repo = open_repo(global.repo.as_deref())?;
        let found = discover::discover(&repo, args.rev.as_deref()).map_err(git_error)?;
        let _ = write!(err, "{}", discover::skipped_note(&found.skipped));
        (Some(repo), found.files)
    } else {
        // Named files can be read outside any repository.
        let repo = super::optional_repo(global, args.rev.as_deref())?;
        let files = super::files::read_args(repo.as_ref(), args.rev.as_deref(), &args.files)?;
        (repo, files)
    };
    let (mut instructions, _) = instructions_of(&files);
    // What compiles to a self-tested rule is observable.
    let compiled = crate::compile::compile(&instructions, None, &crate::compile::targets::Tree::new(&[]));
    crate::compile::mark_observable(&mut instructions, &compiled);
    // The rule set is optional here; a broken one is still an error.
    let rules = match load_rules(repo.as_ref(), global.config.as_deref(), args.rev.as_deref()) {
        Ok(rules) => Some(rules),
        Err(problems) if problems.iter().all(|p| p.code == Code::ConfigNotFound) => None,
        Err(problems) => return Err(problems),
    };
    let findings = run_lint(&files, &instructions, rules.as_ref());
    let written = match args.format {
        ExtractFormat::Json => write_json(&findings, out),
        ExtractFormat::Human => {
            let counts = (files.len(), instructions.len());
            write_human(&findings, &files, counts, global.quiet, out, renderer)
        }
    };
    written.map_err(|e| vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))])?;
    Ok(if findings.iter().any(|f| f.severity == Severity::Error) {
        ExitStatus::Violations
    } else {
        ExitStatus::Clean
    })
}

/// The findings as JSON, with their own wire structs.
fn write_json(findings: &[Advice], out: &mut dyn Write) -> std::io::Result<()> {
    #[derive(Serialize)]
    struct Wire<'a> {
        findings: Vec<WireFinding<'a>>,
    }
    #[derive(Serialize)]
    struct WireFinding<'a> {
        code: &'a str,
        severity: &'a str,
        file: &'a str,
        line: u32,
        message: &'a str,
        help: &'a str,
    }
    let wire = Wire {
        findings: findings
            .iter()
            .map(|f| WireFinding {
                code: f.lint.name(),
                severity: f.severity.as_str(),
                file: &f.file,
                line: f.line,
                message: &f.message,
                help: &f.help,
            })
            .collect(),
    };
    let mut s = serde_json::to_string_pretty(&wire).expect("wire structs serialize");
    s.push('\n');
    out.write_all(s.as_bytes())
}

/// The findings as diagnostics at their lines of the context files, then (unless `quiet`) a
/// summary of how many in how many (files, instructions).
fn write_human(
    findings: &[Advice],
    files: &[discover::ContextFile],
    (file_count, instruction_count): (usize, usize),
    quiet: bool,
    out: &mut dyn Write,
    renderer: &HumanRenderer,
) -> std::io::Result<()> {
    let texts: std::collections::HashMap<&str, Arc<str>> = files
        .iter()
        .filter_map(|f| f.text.as_deref().map(|t| (f.path.as_str(), Arc::from(t))))
        .collect();
    for f in findings {
        let mut d = Diagnostic {
            code: Code::Lint(f.lint),
            severity: f.severity,
            message: f.message.clone(),
            source: None,
            labels: Vec::new(),
            help: Some(f.help.clone()),
        };
        if let Some(text) = texts.get(f.file.as_str())
            && let Some(range) = crate::diagnostic::line_text_range(text, f.line)
        {
            let source = Source {
                name: f.file.clone(),
                text: text.clone(),
            };
            d = d.with_label(source, range, f.lint.name());
        }
        out.write_all(renderer.diagnostic(&d).as_bytes())?;
    }
    if !quiet {
        let errors = findings.iter().filter(|f| f.severity == Severity::Error).count();
        writeln!(
            out,
            "{} findings ({errors} errors) in {file_count} context files, {instruction_count} instructions",
            findings.len(),
        )?;
    }
    Ok(())
}

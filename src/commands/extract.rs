//! `extract`: the instructions of the context files, classified; a table or the JSON contract.

use std::io::Write;

use serde::Serialize;

use super::{Result, files, git_error, open_repo, optional_repo};
use crate::cli::{ExtractArgs, ExtractFormat, GlobalArgs};
use crate::diagnostic::{Code, Diagnostic};
use crate::exit::ExitStatus;
use crate::instructions::discover;
use crate::instructions::{Instruction, fingerprint, instructions_of};
use crate::report::human::HumanRenderer;

pub fn extract(
    global: &GlobalArgs,
    args: &ExtractArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
    renderer: &HumanRenderer,
) -> Result<ExitStatus> {
    let files = if args.files.is_empty() {
        let repo = open_repo(global.repo.as_deref())?;
        let found = discover::discover(&repo, args.rev.as_deref()).map_err(git_error)?;
        let _ = write!(err, "{}", discover::skipped_note(&found.skipped));
        found.files
    } else {
        // Named files can be read outside any repository.
        let repo = optional_repo(global, args.rev.as_deref())?;
        files::read_args(repo.as_ref(), args.rev.as_deref(), &args.files)?
    };
    let (mut instructions, problems) = instructions_of(&files);
    // What compiles to a self-tested rule is observable.
    let compiled = crate::compile::compile(&instructions, None, &crate::compile::targets::Tree::new(&[]));
    crate::compile::mark_observable(&mut instructions, &compiled);
    for p in &problems {
        let _ = write!(err, "{}", renderer.diagnostic(p));
    }
    let io = |e: std::io::Error| vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))];
    match args.format {
        ExtractFormat::Json => {
            let features = if args.features {
                crate::instructions::features_of(&files)
            } else {
                Vec::new()
            };
            let mut wires: Vec<WireInstruction> = instructions.iter().map(|i| wire(i, args.explain)).collect();
            for (w, f) in wires.iter_mut().zip(features) {
                w.features = Some(f);
            }
            let mut s = serde_json::to_string_pretty(&Wire { instructions: wires }).expect("wire structs serialize");
            s.push('\n');
            out.write_all(s.as_bytes()).map_err(io)?;
        }
        ExtractFormat::Human => {
            for i in &instructions {
                let c = &i.classification;
                let flags = format!(
                    "{}{}{}",
                    if c.explicit { 'E' } else { '-' },
                    if c.actionable { 'A' } else { '-' },
                    if c.observable { 'O' } else { '-' }
                );
                writeln!(
                    out,
                    "{}:{:<5} {:<12} {flags} {:<28} {}",
                    i.file,
                    i.line,
                    c.wording.as_str(),
                    c.category,
                    i.text
                )
                .map_err(io)?;
                if args.explain {
                    let r = &c.reasons;
                    writeln!(
                        out,
                        "    explicit: {}; actionable: {}; observable: {}; category: {}; wording: {}",
                        r.explicit, r.actionable, r.observable, r.category, r.wording
                    )
                    .map_err(io)?;
                }
            }
            if !global.quiet {
                let observable = instructions.iter().filter(|i| i.classification.observable).count();
                let directive = instructions
                    .iter()
                    .filter(|i| i.classification.explicit && i.classification.actionable)
                    .count();
                writeln!(
                    out,
                    "{} instructions in {} files: {directive} explicit and actionable, {observable} observable",
                    instructions.len(),
                    files.len()
                )
                .map_err(io)?;
            }
        }
    }
    Ok(ExitStatus::Clean)
}

#[derive(Serialize)]
struct Wire<'a> {
    instructions: Vec<WireInstruction<'a>>,
}

#[derive(Serialize)]
struct WireInstruction<'a> {
    file: &'a str,
    line: u32,
    end_line: u32,
    heading: &'a [String],
    text: &'a str,
    fingerprint: String,
    explicit: bool,
    actionable: bool,
    observable: bool,
    category: &'a str,
    wording: &'a str,
    scope: &'a str,
    /// Front-matter globs narrowing `scope` (omitted when there are none).
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    applies_to: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    reasons: Option<WireReasons<'a>>,
    /// The classifier's features (`--features`, for the training script; not part of the contract).
    #[serde(skip_serializing_if = "Option::is_none")]
    features: Option<Vec<String>>,
}

#[derive(Serialize)]
struct WireReasons<'a> {
    explicit: &'a str,
    actionable: &'a str,
    observable: &'a str,
    category: &'a str,
    wording: &'a str,
}

fn wire(i: &Instruction, explain: bool) -> WireInstruction<'_> {
    let c = &i.classification;
    WireInstruction {
        file: &i.file,
        line: i.line,
        end_line: i.end_line,
        heading: &i.heading,
        text: &i.text,
        fingerprint: fingerprint(&i.text),
        explicit: c.explicit,
        actionable: c.actionable,
        observable: c.observable,
        category: c.category,
        wording: c.wording.as_str(),
        scope: &i.scope,
        applies_to: &i.applies_to,
        reasons: explain.then(|| WireReasons {
            explicit: &c.reasons.explicit,
            actionable: &c.reasons.actionable,
            observable: &c.reasons.observable,
            category: &c.reasons.category,
            wording: &c.reasons.wording,
        }),
        features: None,
    }
}

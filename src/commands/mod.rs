//! The glue of each subcommand: open the repository, load the rules, run, render.
//! Errors here are already diagnostics; `lib::run` prints them and exits 2.

mod audit;
mod baseline;
mod check;
mod compile;
mod extract;
mod files;
mod generate;
mod install;
mod lint;
mod test;

use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use crate::cli::{Cli, Command};
use crate::diagnostic::{Code, Diagnostic, Source, Violation};
use crate::exit::ExitStatus;
use crate::git::{self, Repo};
use crate::report::ContextTexts;
use crate::report::human::HumanRenderer;
use crate::ruleset::{self, RuleSet};

pub type Result<T> = std::result::Result<T, Vec<Diagnostic>>;

pub fn dispatch(cli: &Cli, out: &mut dyn Write, err: &mut dyn Write, renderer: &HumanRenderer) -> Result<ExitStatus> {
    match &cli.command {
        Command::Check(args) => check::check(&cli.global, args, out, err, renderer),
        Command::CommitMsg(args) => check::commit_msg(&cli.global, args, out, renderer),
        Command::Test => test::test(&cli.global, out, renderer),
        Command::Extract(args) => extract::extract(&cli.global, args, out, err, renderer),
        Command::Lint(args) => lint::lint(&cli.global, args, out, err, renderer),
        Command::Compile(args) => compile::compile(&cli.global, args, out, err, renderer),
        Command::Init(args) => compile::init(&cli.global, args, out, err, renderer),
        Command::Audit(args) => audit::audit(&cli.global, args, out),
        Command::Baseline(args) => baseline::baseline(&cli.global, args, out, err, renderer),
        Command::Install(args) => install::install(&cli.global, args, out),
        Command::Uninstall(args) => install::uninstall(&cli.global, args, out),
        Command::Schema => generate::schema(out),
        Command::Completions(args) => generate::completions(args.shell, out),
        Command::Man => generate::man(out),
    }
}

pub fn git_error(e: git::Error) -> Vec<Diagnostic> {
    let help = e.help();
    let mut message = e.to_string();
    // git2 errors carry the useful part in their source.
    if let Some(source) = std::error::Error::source(&e) {
        message = format!("{message}: {source}");
    }
    let d = Diagnostic::error(Code::Repository, message);
    vec![match help {
        Some(h) => d.with_help(h),
        None => d,
    }]
}

pub fn open_repo(dir: Option<&Path>) -> Result<Repo> {
    Repo::open(dir).map_err(git_error)
}

/// The repository, when there is one: commands given context files by name also work outside
/// any repository. `--repo` and `--rev` need one.
pub fn optional_repo(global: &crate::cli::GlobalArgs, rev: Option<&str>) -> Result<Option<Repo>> {
    match Repo::open(global.repo.as_deref()) {
        Ok(repo) => Ok(Some(repo)),
        Err(git::Error::NotARepository { .. }) if global.repo.is_none() && rev.is_none() => Ok(None),
        Err(e) => Err(git_error(e)),
    }
}

/// Reads and compiles the rule file: from `rules_rev` when given, else `--config` (relative to
/// the current directory) or `agentsmd-gate.yaml` at the root of the work tree (of HEAD in a
/// bare repository).
pub fn load_rules(repo: Option<&Repo>, config: Option<&Path>, rules_rev: Option<&str>) -> Result<RuleSet> {
    let mut rules = load_rules_unquoted(repo, config, rules_rev)?;
    if let Some(repo) = repo {
        fill_instruction_texts(repo, rules_rev, &mut rules);
    }
    Ok(rules)
}

/// [`load_rules`] without reading the context files for the instructions' texts (a rule
/// that names only the file and line gets them from [`fill_instruction_texts`]).
pub fn load_rules_unquoted(repo: Option<&Repo>, config: Option<&Path>, rules_rev: Option<&str>) -> Result<RuleSet> {
    let (name, bytes) = match (rules_rev, config, repo) {
        (None, Some(path), _) => {
            let name = path.display().to_string();
            match std::fs::read(path) {
                Ok(b) => (name, Some(b)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => (name, None),
                Err(e) => {
                    return Err(vec![Diagnostic::error(
                        Code::Io,
                        format!("could not read `{name}`: {e}"),
                    )]);
                }
            }
        }
        (rev, config, Some(repo)) => {
            let path = config.map_or_else(
                || ruleset::DEFAULT_PATH.to_owned(),
                |p| p.to_string_lossy().into_owned(),
            );
            let bytes = repo.read_file(rev, &path).map_err(git_error)?;
            (path, bytes)
        }
        (_, _, None) => (ruleset::DEFAULT_PATH.to_owned(), None),
    };
    let Some(bytes) = bytes else {
        return Err(vec![ruleset::not_found(&name, rules_rev)]);
    };
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let bytes = e.as_bytes();
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            return Err(vec![
                Diagnostic::error(
                    Code::ConfigSyntax,
                    format!("{name} is not UTF-8 text (invalid byte at line {line}, byte offset {at})"),
                )
                .with_help("save the rule file as UTF-8"),
            ]);
        }
    };
    ruleset::load(Source {
        name,
        text: Arc::from(text),
    })
}

/// A rule whose `from` names only the file and line gets the instruction's text from that
/// context file, read from where the rules came from: every report format quotes it, not only
/// the human one. A file or line that is not there leaves the text out.
pub fn fill_instruction_texts(repo: &Repo, rules_rev: Option<&str>, rules: &mut RuleSet) {
    use crate::instructions::{discover, parse};
    let mut candidates: std::collections::HashMap<String, Vec<parse::Candidate>> = Default::default();
    for rule in &mut rules.rules {
        let Some(origin) = &mut rule.from else { continue };
        let instruction = &mut origin.instruction;
        let (None, Some(line)) = (&instruction.text, instruction.line) else {
            continue;
        };
        let of_file = candidates.entry(instruction.file.clone()).or_insert_with(|| {
            match repo.read_file(rules_rev, &instruction.file) {
                Ok(Some(bytes)) => parse::candidates(&discover::without_imports(&String::from_utf8_lossy(&bytes))),
                _ => Vec::new(),
            }
        });
        instruction.text = of_file
            .iter()
            .find(|c| c.line <= line && line <= c.end_line)
            .map(|c| c.text.clone());
    }
}

/// The context files the violations quote, read from where the rules came from.
pub fn context_texts(repo: Option<&Repo>, rules_rev: Option<&str>, violations: &[Violation]) -> ContextTexts {
    let mut texts = ContextTexts::new();
    let Some(repo) = repo else { return texts };
    for v in violations {
        let Some(instr) = &v.instruction else { continue };
        if texts.contains_key(&instr.file) {
            continue;
        }
        if let Ok(Some(bytes)) = repo.read_file(rules_rev, &instr.file) {
            texts.insert(instr.file.clone(), Arc::from(String::from_utf8_lossy(&bytes).as_ref()));
        }
    }
    texts
}

//! `test`: every rule's `examples` run through the engine; a rule whose examples disagree
//! with it is reported with what it found (or did not).

use std::io::Write;

use super::{Result, load_rules, open_repo};
use crate::cli::GlobalArgs;
use crate::diagnostic::{Code, Diagnostic, Source};
use crate::engine::passes;
use crate::exit::ExitStatus;
use crate::report::human::HumanRenderer;
use crate::ruleset::Rule;

/// Each example of `rule` that disagrees with it, as a diagnostic pointing at the example in
/// the rule file: what `test` reports, and why `check --verify-examples` refuses a rule.
pub fn example_failures(rule: &Rule, source: &Source) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for (i, example) in rule.examples.iter().enumerate() {
        let (ok, violations) = passes(rule, &example.view);
        if ok == example.expect_pass {
            continue;
        }
        let what = if example.expect_pass {
            let found: Vec<_> = violations.iter().map(|v| v.message.as_str()).collect();
            format!(
                "example {} should pass, but the rule reported: {}",
                i + 1,
                found.join("; ")
            )
        } else {
            format!("example {} should fail, but the rule reported nothing", i + 1)
        };
        let range = example.span.offset..example.span.offset + example.span.len;
        problems.push(
            Diagnostic::error(Code::InvalidValue, format!("rule `{}`: {what}", rule.id)).with_label(
                Source {
                    name: source.name.clone(),
                    text: source.text.clone(),
                },
                range,
                "this example",
            ),
        );
    }
    problems
}

pub fn test(global: &GlobalArgs, out: &mut dyn Write, renderer: &HumanRenderer) -> Result<ExitStatus> {
    // Examples need no history: outside a repository `--config` alone is enough.
    let repo = match (&global.config, open_repo(global.repo.as_deref())) {
        (_, Ok(repo)) => Some(repo),
        (Some(_), Err(_)) => None,
        (None, Err(e)) => return Err(e),
    };
    let rules = load_rules(repo.as_ref(), global.config.as_deref(), None)?;
    let (mut passed, mut failed, mut without) = (0, 0, 0);
    let io = |e: std::io::Error| vec![Diagnostic::error(Code::Io, format!("could not write: {e}"))];
    for rule in &rules.rules {
        if rule.examples.is_empty() {
            without += 1;
            continue;
        }
        let problems = example_failures(rule, &rules.source);
        if problems.is_empty() {
            passed += 1;
            if !global.quiet {
                writeln!(out, "ok      {} ({} examples)", rule.id, rule.examples.len()).map_err(io)?;
            }
        } else {
            failed += 1;
            writeln!(out, "FAILED  {}", rule.id).map_err(io)?;
            for p in &problems {
                write!(out, "{}", renderer.diagnostic(p)).map_err(io)?;
            }
        }
    }
    writeln!(out, "{passed} passed, {failed} failed").map_err(io)?;
    if without > 0 && !global.quiet {
        writeln!(
            out,
            "({without} rule{} without examples)",
            if without == 1 { "" } else { "s" }
        )
        .map_err(io)?;
    }
    Ok(if failed > 0 {
        ExitStatus::Violations
    } else {
        ExitStatus::Clean
    })
}

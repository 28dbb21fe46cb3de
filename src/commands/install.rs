//! `install` / `uninstall`: the git hooks of `hooks/`, written into the repository's hooks
//! directory (`core.hooksPath` respected; worktrees share their main repository's). A foreign
//! hook is never overwritten: `install` refuses, or with `--chain` keeps it and runs it first.
//! `uninstall` removes only what `install` wrote, and puts a chained hook back.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::{Result, open_repo};
use crate::cli::{GlobalArgs, HookName, InstallArgs, UninstallArgs};
use crate::diagnostic::{Code, Diagnostic};
use crate::exit::ExitStatus;
use crate::git::Repo;

/// Marks a hook file as ours.
const MARKER: &str = "# agentsmd-gate: managed hook";
const CHAINED_SUFFIX: &str = ".agentsmd-gate-chained";

fn script(hook: HookName) -> &'static str {
    match hook {
        HookName::PreCommit => include_str!("../../hooks/pre-commit"),
        HookName::CommitMsg => include_str!("../../hooks/commit-msg"),
        HookName::PrePush => include_str!("../../hooks/pre-push"),
    }
}

/// The hook as installed: ours, pointing at this binary unless `AGENTSMD_GATE` says otherwise,
/// and running a chained foreign hook first when there is one.
fn installed_script(hook: HookName, binary: &Path, chained: bool) -> String {
    let body = script(hook);
    let (shebang, rest) = body.split_once('\n').unwrap_or(("#!/bin/sh", body));
    let binary = binary.display().to_string().replace('\'', r"'\''");
    let rest = rest.replace(
        "AGENTSMD_GATE=${AGENTSMD_GATE:-agentsmd-gate}",
        &format!("AGENTSMD_GATE=${{AGENTSMD_GATE:-'{binary}'}}"),
    );
    let mut out = format!("{shebang}\n{MARKER}\n");
    if chained {
        let name = hook.file_name();
        if hook == HookName::PrePush {
            // Both hooks read the pushed refs from stdin: keep a copy for ours.
            out.push_str(&format!(
                "agentsmd_gate_refs=$(cat)\n\
                 printf '%s\\n' \"$agentsmd_gate_refs\" | \"$(dirname \"$0\")/{name}{CHAINED_SUFFIX}\" \"$@\" || exit $?\n\
                 printf '%s\\n' \"$agentsmd_gate_refs\" | sh -c '\n"
            ));
            out.push_str(&rest.replace('\'', r"'\''"));
            out.push_str("' \"$0\" \"$@\"\nexit $?\n");
            return out;
        }
        out.push_str(&format!(
            "\"$(dirname \"$0\")/{name}{CHAINED_SUFFIX}\" \"$@\" || exit $?\n"
        ));
    }
    out.push_str(&rest);
    out
}

fn hooks_dir(repo: &Repo) -> Result<PathBuf> {
    repo.hooks_dir().map_err(super::git_error)
}

pub fn install(global: &GlobalArgs, args: &InstallArgs, out: &mut dyn Write) -> Result<ExitStatus> {
    let repo = open_repo(global.repo.as_deref())?;
    let dir = hooks_dir(&repo)?;
    std::fs::create_dir_all(&dir).map_err(|e| io_error(&dir, e))?;
    let binary = std::env::current_exe().map_err(|e| io_error(Path::new("agentsmd-gate"), e))?;
    // Refuse before writing anything, so a refusal leaves the directory as it was.
    let mut plan = Vec::new();
    for &hook in &args.hooks() {
        let path = dir.join(hook.file_name());
        let existing = std::fs::read_to_string(&path).ok();
        let foreign = existing.as_deref().is_some_and(|s| !s.contains(MARKER));
        let already_chained = dir.join(format!("{}{CHAINED_SUFFIX}", hook.file_name())).exists();
        if foreign && !args.chain {
            return Err(vec![
                Diagnostic::error(
                    Code::Usage,
                    format!(
                        "`{}` already exists and was not installed by agentsmd-gate",
                        path.display()
                    ),
                )
                .with_help("keep it and run it before the gate with `agentsmd-gate install --chain`, or remove it"),
            ]);
        }
        plan.push((hook, path, foreign, already_chained));
    }
    for (hook, path, foreign, already_chained) in plan {
        if foreign {
            let chained = dir.join(format!("{}{CHAINED_SUFFIX}", hook.file_name()));
            std::fs::rename(&path, &chained).map_err(|e| io_error(&path, e))?;
        }
        let text = installed_script(hook, &binary, foreign || already_chained);
        std::fs::write(&path, text).map_err(|e| io_error(&path, e))?;
        make_executable(&path)?;
        let how = if foreign || already_chained {
            " (runs the existing hook first)"
        } else {
            ""
        };
        writeln!(out, "installed {}{how}", path.display()).map_err(|e| io_error(&path, e))?;
    }
    Ok(ExitStatus::Clean)
}

pub fn uninstall(global: &GlobalArgs, args: &UninstallArgs, out: &mut dyn Write) -> Result<ExitStatus> {
    let repo = open_repo(global.repo.as_deref())?;
    let dir = hooks_dir(&repo)?;
    for hook in args.hooks() {
        let path = dir.join(hook.file_name());
        let ours = std::fs::read_to_string(&path).is_ok_and(|s| s.contains(MARKER));
        if !ours {
            continue;
        }
        std::fs::remove_file(&path).map_err(|e| io_error(&path, e))?;
        let chained = dir.join(format!("{}{CHAINED_SUFFIX}", hook.file_name()));
        let restored = chained.exists();
        if restored {
            std::fs::rename(&chained, &path).map_err(|e| io_error(&chained, e))?;
        }
        let how = if restored { " (the previous hook is back)" } else { "" };
        writeln!(out, "removed {}{how}", path.display()).map_err(|e| io_error(&path, e))?;
    }
    Ok(ExitStatus::Clean)
}

fn io_error(path: &Path, e: std::io::Error) -> Vec<Diagnostic> {
    vec![Diagnostic::error(Code::Io, format!("`{}`: {e}", path.display()))]
}

#[cfg(unix)]
fn make_executable(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).map_err(|e| io_error(path, e))
}

#[cfg(not(unix))]
fn make_executable(_: &Path) -> Result<()> {
    Ok(())
}

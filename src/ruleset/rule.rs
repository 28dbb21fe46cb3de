//! The compiled rule set: what the engine evaluates. Every regex and glob is compiled, every
//! rule knows the instruction it enforces and the part of the tree that instruction governs.

use std::sync::Arc;

use super::decode::PathMatcher;
use super::yaml::Span;
use crate::checks::Check;
use crate::diagnostic::{InstructionRef, LintName, Severity, Source};
use crate::git::CommitView;

#[derive(Debug, Clone)]
pub struct RuleSet {
    /// The rule file as read (for diagnostics pointing into it).
    pub source: Source,
    /// `context:` — the context files the rules were compiled from; `None` means discover.
    pub context: Option<Vec<String>>,
    /// Rules with `severity: off` are already dropped.
    pub rules: Vec<Rule>,
    /// `lint:` — severities of `agentsmd-gate lint` findings by name (`None` = off).
    pub lint: Vec<(LintName, Option<Severity>)>,
}

#[derive(Debug, Clone)]
pub struct Rule {
    pub id: Arc<str>,
    pub severity: Severity,
    pub from: Option<Origin>,
    pub scope: InstructionScope,
    pub paths: Option<PathMatcher>,
    pub exclude: Option<PathMatcher>,
    /// `include-generated: true`: the check also reads generated files.
    pub include_generated: bool,
    pub check: Check,
    /// Replaces the check's own message in reports.
    pub message: Option<String>,
    pub examples: Vec<Example>,
    /// Set by `compile --write` when the instruction vanished: why the rule may be obsolete.
    pub stale: Option<String>,
    /// The rule's mapping in the rule file.
    pub span: Span,
}

impl Rule {
    /// Whether the rule looks at `path` at all: inside its instruction's scope, matched by its
    /// `paths` (or the kind's default), and not excluded.
    pub fn selects(&self, path: &str) -> bool {
        self.scope.contains(path)
            && self.paths.as_ref().is_none_or(|p| p.is_match(path))
            && !self.exclude.as_ref().is_some_and(|e| e.is_match(path))
    }

    /// Whether the rule judges `file` at all: a content or structural check does not judge a
    /// file its header marks generated, unless `include-generated: true`.
    /// Nor does it judge the rule file, which holds the rules' patterns and examples as text
    /// (ha-pricehawk, round 119: a secrets rule failed the commit adding its own rule file,
    /// over the AWS key of its example).
    pub fn judges(&self, file: &crate::git::ChangedFile) -> bool {
        let reads_content = self.check.skips_generated();
        if reads_content && is_rule_file(&file.path) {
            return false;
        }
        self.include_generated || !reads_content || !file.content.as_ref().is_some_and(|c| c.is_generated())
    }

    /// Commit-level rules with no path restriction apply to every commit.
    pub fn applies_to_every_commit(&self) -> bool {
        self.check.is_commit_level() && self.paths.is_none() && self.scope.is_root()
    }
}

/// Whether `path` is a rule file of this tool (`agentsmd-gate.yaml`, in any directory).
pub fn is_rule_file(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name == super::DEFAULT_PATH || name == "agentsmd-gate.yml"
}

/// The instruction a rule was compiled from (`from:`).
#[derive(Debug, Clone)]
pub struct Origin {
    pub instruction: InstructionRef,
    pub fingerprint: Option<String>,
    /// The context file's front-matter globs, copied into the rule so it is reviewable.
    pub applies_to: Option<PathMatcher>,
}

/// The part of the tree an instruction governs: a nested `pkg/AGENTS.md` speaks for `pkg/`
/// only, and front matter (`applyTo:`, `globs:`, kept in the rule as `from.applies-to`)
/// narrows that to matching paths.
#[derive(Debug, Clone, Default)]
pub struct InstructionScope {
    /// `None` for the whole repository, else a prefix ending in `/`.
    prefix: Option<String>,
    applies_to: Option<PathMatcher>,
}

impl InstructionScope {
    /// The scope of the context file at repo-relative `path`: its directory. Files a tool keeps
    /// in its own directory (`.github/copilot-instructions.md`,
    /// `.github/instructions/*.instructions.md`, `.claude/CLAUDE.md`, `.claude/rules/**/*.md`,
    /// `.cursor/rules/**/*.mdc`)
    /// speak for the directory that holds the tool directory; any other file inside a dot
    /// directory (`.github/workflows/AGENTS.md`) scopes to its own directory.
    pub fn of_context_file(path: &str) -> InstructionScope {
        let path = path.trim_start_matches("./");
        let mut dirs: Vec<&str> = path.split('/').collect();
        let name = dirs.pop().unwrap_or_default();
        let tool_dir = dirs.iter().enumerate().rev().find_map(|(i, d)| {
            let rest = &dirs[i + 1..];
            let is_tool_file = match *d {
                // `.github/` holds the repository's metadata, not code of its own: an
                // `AGENTS.md` or `CLAUDE.md` there speaks for the repository, as
                // `copilot-instructions.md` does (mrz1836/go-mail, round 114: a docstring rule
                // read only `.github/**`).
                ".github" => {
                    (rest.is_empty()
                        && (name == "copilot-instructions.md"
                            || ["agents.md", "claude.md", "gemini.md"].contains(&name.to_lowercase().as_str())))
                        || (rest.first() == Some(&"instructions") && name.ends_with(".instructions.md"))
                }
                ".claude" => {
                    (rest.is_empty() && name == "CLAUDE.md")
                        || (rest.first() == Some(&"rules") && name.ends_with(".md"))
                }
                // Folders under `.cursor/rules/` sort the rules, as under `.claude/rules/`; they
                // scope nothing (eyronjuude/Ad-Performance-Tracker, round 66: a `.env` ban in
                // `.cursor/rules/project/` read only that folder).
                ".cursor" => rest.first() == Some(&"rules") && name.ends_with(".mdc"),
                _ => false,
            };
            is_tool_file.then_some(i)
        });
        if let Some(i) = tool_dir {
            dirs.truncate(i);
        }
        if dirs.is_empty() {
            InstructionScope::default()
        } else {
            InstructionScope {
                prefix: Some(format!("{}/", dirs.join("/"))),
                applies_to: None,
            }
        }
    }

    /// The scope of an instruction of the context file at `path` whose front matter declares
    /// `applies_to` (`from.applies-to`). Front matter names repository paths in every tool that
    /// reads it, so a plain context file in a folder (`docs/agents/AGENTS.md`) that declares
    /// where it applies (`applyTo: "**"`, `alwaysApply: true`, written `['**']`) is read there,
    /// not in its folder. A tool's rule file in a nested tool folder (`web/.cursor/rules/x.mdc`)
    /// stays within `web/`.
    pub fn declared(path: &str, applies_to: Option<PathMatcher>) -> InstructionScope {
        let scope = Self::of_context_file(path);
        let lifts = applies_to.as_ref().is_some_and(|g| Self::lifted_by(path, &g.patterns));
        if lifts {
            // `['**']` declares every file: the whole repository, so a commit rule applies to
            // every commit, message-only ones included.
            let everywhere = applies_to
                .as_ref()
                .is_some_and(|g| g.patterns.iter().all(|p| p == "**"));
            InstructionScope {
                prefix: None,
                applies_to: applies_to.filter(|_| !everywhere),
            }
        } else {
            scope.applying_to(applies_to)
        }
    }

    /// Whether front matter in the context file at `path` would say where it applies in place
    /// of its folder: a plain context file outside the repository's root, which governs the
    /// folder it is in (not a tool's rule file, whose scope is the folder above the tool's).
    pub fn declares_from_the_root(path: &str) -> bool {
        let path = path.trim_start_matches("./");
        let folder = path.rsplit_once('/').map(|(dir, _)| format!("{dir}/"));
        folder.is_some() && Self::of_context_file(path).prefix == folder
    }

    /// Whether front matter that declares `globs` (empty: `alwaysApply: true`) in the context
    /// file at `path` says where it applies from the repository's root: the file may declare
    /// from the root ([`Self::declares_from_the_root`]) and every glob is a path from there
    /// (`**`, `src/**/*.ts`). Bare names (`*.ts`, `package.json`) are the folder's files: Bun's
    /// `CLAUDE.md`, copied into `packages/atmn-tests/` with Cursor's `globs: "*.ts, …"`, had
    /// become a ban on `vite` everywhere (useautumn/autumn, round 209).
    pub fn lifted_by(path: &str, globs: &[String]) -> bool {
        Self::declares_from_the_root(path) && globs.iter().all(|g| g == "**" || g.contains('/'))
    }

    /// Narrowed to the paths `globs` match.
    pub fn applying_to(self, globs: Option<PathMatcher>) -> InstructionScope {
        InstructionScope {
            applies_to: globs,
            ..self
        }
    }

    /// The whole repository, no narrowing.
    pub fn is_root(&self) -> bool {
        self.prefix.is_none() && self.applies_to.is_none()
    }

    pub fn contains(&self, path: &str) -> bool {
        self.prefix.as_deref().is_none_or(|p| path.starts_with(p))
            && self.applies_to.as_ref().is_none_or(|g| g.is_match(path))
    }

    pub fn prefix(&self) -> Option<&str> {
        self.prefix.as_deref()
    }
}

/// A self-test of a rule: a synthetic commit and whether the rule must pass or fail on it.
#[derive(Debug, Clone)]
pub struct Example {
    pub expect_pass: bool,
    pub view: CommitView,
    pub span: Span,
}

#[cfg(test)]
mod tests {
    use super::InstructionScope;

    #[test]
    fn front_matter_in_a_plain_context_file_names_repository_paths() {
        assert!(InstructionScope::declares_from_the_root("docs/AGENTS.md"));
        assert!(InstructionScope::declares_from_the_root("./web/CLAUDE.md"));
        assert!(!InstructionScope::declares_from_the_root("AGENTS.md"));
        assert!(!InstructionScope::declares_from_the_root("web/.cursor/rules/x.mdc"));
        assert!(!InstructionScope::declares_from_the_root(
            ".github/instructions/py.instructions.md"
        ));
        assert!(InstructionScope::declares_from_the_root(".github/workflows/AGENTS.md"));
        // Globs of the folder's files do not lift it.
        assert!(InstructionScope::lifted_by("docs/agents/AGENTS.md", &["**".to_owned()]));
        assert!(InstructionScope::lifted_by(
            "docs/AGENTS.md",
            &["src/**/*.ts".to_owned()]
        ));
        assert!(InstructionScope::lifted_by("docs/AGENTS.md", &[]));
        assert!(!InstructionScope::lifted_by(
            "packages/atmn-tests/CLAUDE.md",
            &["*.ts".to_owned(), "package.json".to_owned()]
        ));
    }

    #[test]
    fn scopes_of_context_files() {
        assert!(InstructionScope::of_context_file("AGENTS.md").is_root());
        assert!(InstructionScope::of_context_file(".github/copilot-instructions.md").is_root());
        assert!(InstructionScope::of_context_file(".claude/CLAUDE.md").is_root());
        assert!(InstructionScope::of_context_file(".github/CLAUDE.md").is_root());
        assert!(InstructionScope::of_context_file(".github/AGENTS.md").is_root());
        let pkg = InstructionScope::of_context_file("pkg/AGENTS.md");
        assert!(pkg.contains("pkg/a.py") && !pkg.contains("pkgx/a.py") && !pkg.contains("a.py"));
        assert_eq!(
            InstructionScope::of_context_file("web/.cursor/rules/x.mdc").prefix(),
            Some("web/")
        );
        assert_eq!(
            InstructionScope::of_context_file(".github/workflows/AGENTS.md").prefix(),
            Some(".github/workflows/")
        );
        assert!(InstructionScope::of_context_file(".github/instructions/py.instructions.md").is_root());
        assert!(InstructionScope::of_context_file(".claude/rules/api/design.md").is_root());
        assert!(InstructionScope::of_context_file(".cursor/rules/project/env.mdc").is_root());
        assert_eq!(
            InstructionScope::of_context_file("web/.cursor/rules/security/x.mdc").prefix(),
            Some("web/")
        );
        assert_eq!(
            InstructionScope::of_context_file("web/.claude/rules/style.md").prefix(),
            Some("web/")
        );
    }
}

//! Finding the context files of a repository, in the work tree or at a revision, and following
//! their `@path` imports.
//!
//! Context files: `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` at any depth, `.claude/CLAUDE.md`,
//! `.github/copilot-instructions.md`, `.github/instructions/*.instructions.md`,
//! `.claude/rules/**/*.md` and `.cursor/rules/**/*.mdc`. Files git ignores are skipped (the work tree is listed from the index
//! plus untracked, not ignored files). Each file is read once, imports included, so import
//! cycles end; a symlink is read as the file it leads to, under that name, so a `CLAUDE.md`
//! linked to `AGENTS.md` adds no instruction twice. An `@path` import resolves relative to the
//! importing file, then to the repository root.
//!
//! Context files that are not the project's own are not discovered: those under a directory of
//! vendored or installed third-party code, or of templates the project ships to its users
//! ([`NOT_THE_PROJECTS`]), the files of agent skills ([`AGENT_SKILL_DIRS`]), and samples: a
//! context file alone in its directory under an examples directory ([`SAMPLE_DIRS`]). Commands
//! list what they skipped; a file named on the command line
//! is read wherever it is. Git submodules are never seen: their files are not in the
//! repository's tree or index.

use std::collections::BTreeSet;
use std::path::Path;

use crate::git::Repo;

/// Larger context files are skipped with a diagnostic (no real one comes close).
pub const MAX_CONTEXT_BYTES: usize = 1024 * 1024;

/// A context file as read.
#[derive(Debug, Clone)]
pub struct ContextFile {
    pub path: String,
    /// `None` when the file could not be used (binary, too large, not UTF-8); see `problem`.
    pub text: Option<String>,
    pub problem: Option<String>,
    /// Set when this file was reached through an `@path` line of another.
    pub imported_by: Option<(String, u32)>,
}

/// Directories whose context files are not the project's own: (a directory name, or `*` and
/// the end of one; what such a directory holds). The instructions in them are for the
/// dependency's own developers, or for the users a template is copied to.
pub const NOT_THE_PROJECTS: &[(&str, &str)] = &[
    ("vendor", "vendored dependencies"),
    ("node_modules", "installed packages"),
    ("bower_components", "installed packages"),
    ("site-packages", "installed packages"),
    // barabashsr/yarobot_control_unit (round 142): TinyUSB's CLAUDE.md among the components
    // ESP-IDF's component manager downloads.
    ("managed_components", "installed packages"),
    ("Pods", "installed packages"),
    (".venv", "a virtual environment"),
    ("venv", "a virtual environment"),
    ("third_party", "third-party code"),
    ("third-party", "third-party code"),
    ("thirdparty", "third-party code"),
    ("3rdparty", "third-party code"),
    ("external", "third-party code"),
    // masharratt/claude-flow-novice (round 187): an old CLAUDE.md kept in
    // `archive/backups/emergency-backup-…/` became rules on the backup's files.
    ("archive", "archived copies"),
    ("archives", "archived copies"),
    ("backup", "backup copies"),
    ("backups", "backup copies"),
    ("template", "a template shipped to users"),
    ("templates", "a template shipped to users"),
    ("*_templates", "a template shipped to users"),
    ("*-templates", "a template shipped to users"),
    // langchain-ai/deepagents (round 26): projects a test deploys, each with its AGENTS.md.
    ("fixtures", "test fixtures"),
    ("__fixtures__", "test fixtures"),
    ("test-data", "test fixtures"),
    ("test_data", "test fixtures"),
    ("testdata", "test fixtures"),
];

/// Directories of agent skills: a skill's files are its own instructions and resources (an
/// example `AGENTS.md` under `references/examples/`), read by an agent that runs the skill,
/// never the repository's context (fjpulidop/deckdex_mtg, round 132: 27 rules from the example
/// outputs of an AGENTS.md generator skill).
pub const AGENT_SKILL_DIRS: &[&str] = &[
    ".agents/skills",
    ".claude/skills",
    ".codex/skills",
    ".cursor/skills",
    ".gemini/skills",
    ".github/skills",
    ".opencode/skills",
];

/// A context file discovery passed over, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub path: String,
    /// The directory that makes it someone else's (`vendor/`), with its trailing `/`.
    pub under: String,
    pub why: &'static str,
}

/// Why the context file at `path` is not the project's own, if it is not: the first directory
/// of its path that [`NOT_THE_PROJECTS`] names, or a `.github/` below the root.
pub fn not_the_projects(path: &str) -> Option<Skipped> {
    let dirs = path.rsplit_once('/').map_or("", |(dirs, _)| dirs);
    for skills in AGENT_SKILL_DIRS {
        let at = if dirs.starts_with(&format!("{skills}/")) {
            Some(0)
        } else {
            dirs.find(&format!("/{skills}/")).map(|i| i + 1)
        };
        if let Some(at) = at {
            return Some(Skipped {
                path: path.to_owned(),
                under: format!("{}/", &dirs[..at + skills.len()]),
                why: "an agent skill's own files",
            });
        }
    }
    let mut end = 0;
    for dir in dirs.split('/') {
        end += dir.len() + 1;
        let hit = NOT_THE_PROJECTS.iter().find(|(name, _)| match name.strip_prefix('*') {
            Some(suffix) => dir.len() > suffix.len() && dir.ends_with(suffix),
            None => dir == *name,
        });
        if let Some((_, why)) = hit {
            return Some(Skipped {
                path: path.to_owned(),
                under: dirs[..end - 1].to_owned() + "/",
                why,
            });
        }
    }
    // GitHub reads only the root's `.github/`: one below it belongs to a copy of another
    // repository (alexander-stage-hoco/project-caldera, round 139: three copies of Humanizer's
    // Copilot instructions, kept as evaluation data, compiled to rules on that data).
    // (A directory of someone else's above it names it first: `third_party/`.)
    if let Some(at) = format!("{dirs}/").find("/.github/") {
        return Some(Skipped {
            path: path.to_owned(),
            under: format!("{}/", &dirs[..at]),
            why: "a copy of another repository (GitHub reads only the root's `.github/`)",
        });
    }
    None
}

/// Directories whose context files can be samples: a project's examples of its own output.
pub const SAMPLE_DIRS: &[&str] = &["demo", "demos", "example", "examples", "sample", "samples"];

/// What a directory of samples holds beside its sample context files without having code:
/// more samples (`examples/django-api-CLAUDE.md`) and sample settings
/// (`examples/statusline.json`; ORION2809/claude-Fulcrum, round 242).
const SAMPLE_COMPANIONS: &[&str] = &["adoc", "json", "md", "mdc", "mdx", "rst", "toml", "txt", "yaml", "yml"];

/// Every directory (`a/b`, with its ancestors; `""` for the root) that holds, at any depth, a
/// file that is no context file, document or settings file: the code a context file there
/// can govern.
fn directories_with_other_files(files: &[String]) -> BTreeSet<String> {
    let mut dirs = BTreeSet::new();
    let code = |f: &&String| {
        let name = f.rsplit('/').next().unwrap_or(f);
        let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        !has_context_file_name(f) && extension.is_none_or(|e| !SAMPLE_COMPANIONS.contains(&e.as_str()))
    };
    for file in files.iter().filter(code) {
        let mut dir = file.as_str();
        while let Some((parent, _)) = dir.rsplit_once('/') {
            if !dirs.insert(parent.to_owned()) {
                break;
            }
            dir = parent;
        }
        dirs.insert(String::new());
    }
    dirs
}

/// A context file under an examples directory ([`SAMPLE_DIRS`]) whose own directory holds no
/// other file is a sample of what the project produces, not instructions for code of its own:
/// boparaiamrit/skills-by-amrit (round 196) ships `examples/rust-cli/CLAUDE.md` for a
/// fictional project, and its commit and secret rules were scoped to an empty directory. A
/// context file of an example with code beside it still governs that code.
fn a_sample(path: &str, governed: &BTreeSet<String>) -> Option<Skipped> {
    let (dirs, name) = path.rsplit_once('/')?;
    // Files whose place lifts them (`.github/`, `.claude/rules/`, `.cursor/rules/`) govern
    // more than their directory.
    if !PLAIN_NAMES.contains(&name) || dirs.split('/').any(|d| d.starts_with('.')) {
        return None;
    }
    if governed.contains(dirs) {
        return None;
    }
    let mut end = 0;
    for dir in dirs.split('/') {
        end += dir.len() + 1;
        if SAMPLE_DIRS.contains(&dir) {
            return Some(Skipped {
                path: path.to_owned(),
                under: dirs[..end - 1].to_owned() + "/",
                why: "a sample context file (its directory holds no code to govern)",
            });
        }
    }
    None
}

/// Whether a repo-relative path names a context file of the project (not one under a
/// directory of someone else's, see [`NOT_THE_PROJECTS`]).
pub fn is_context_file(path: &str) -> bool {
    has_context_file_name(path) && not_the_projects(path).is_none()
}

/// The names a context file has in any directory (the others live in a tool's directory).
const PLAIN_NAMES: [&str; 4] = ["AGENTS.md", "AGENT.md", "CLAUDE.md", "GEMINI.md"];

/// Whether a repo-relative path has the name and place of a context file.
fn has_context_file_name(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    // A root `Agents.md` is read on the case-insensitive file systems most developers use
    // (zzt108/Timers, round 73: `init` found no context file); deeper down, `docs/agents.md`
    // is as likely a page about agents.
    PLAIN_NAMES.contains(&name)
        || !path.contains('/') && PLAIN_NAMES.iter().any(|k| name.eq_ignore_ascii_case(k))
        || path == ".github/copilot-instructions.md"
        || path.ends_with("/.github/copilot-instructions.md")
        || (path.contains(".github/instructions/") && name.ends_with(".instructions.md"))
        || (path.contains(".cursor/rules/") && name.ends_with(".mdc"))
        || is_claude_rules_file(path)
}

/// A Claude Code project rule: any `.md` file under a `.claude/rules/` directory, at any depth
/// below it (Claude Code reads that directory recursively).
fn is_claude_rules_file(path: &str) -> bool {
    let in_rules = path.starts_with(".claude/rules/") || path.contains("/.claude/rules/");
    in_rules && path.ends_with(".md")
}

/// What discovery found: the project's context files (with their imports) and the context
/// files it passed over.
#[derive(Debug, Clone)]
pub struct Discovered {
    pub files: Vec<ContextFile>,
    pub skipped: Vec<Skipped>,
}

/// The context files at `rev` (or in the work tree), with their imports, in path order; and
/// those passed over as not the project's own.
pub fn discover(repo: &Repo, rev: Option<&str>) -> crate::git::Result<Discovered> {
    let mut paths = BTreeSet::new();
    let mut skipped = Vec::new();
    let listed = repo.list_files(rev)?;
    let governed = directories_with_other_files(&listed);
    for path in listed {
        if !has_context_file_name(&path) {
            continue;
        }
        match not_the_projects(&path).or_else(|| a_sample(&path, &governed)) {
            Some(s) => skipped.push(s),
            None => {
                paths.insert(path);
            }
        }
    }
    let files = read_all(repo, rev, paths.into_iter().map(|p| (p, None)).collect())?;
    Ok(Discovered { files, skipped })
}

/// One line per skipped context file, for the commands' notes (empty when none was skipped).
pub fn skipped_note(skipped: &[Skipped]) -> String {
    if skipped.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "skipped {} context file{} that {} not the project's own (name one as an argument to read it):\n",
        skipped.len(),
        if skipped.len() == 1 { "" } else { "s" },
        if skipped.len() == 1 { "is" } else { "are" },
    );
    for s in skipped {
        out.push_str(&format!("  {}  (under `{}`: {})\n", s.path, s.under, s.why));
    }
    out
}

/// Where context files are read from: a repository (at a revision or in its work tree), or a
/// directory outside any repository. Paths are relative to it.
trait Files {
    fn read(&self, path: &str) -> crate::git::Result<Option<Vec<u8>>>;
    /// The path a symlink leads to (`None`: read the path as it is).
    fn real_path(&self, path: &str) -> crate::git::Result<Option<String>>;
}

struct AtRev<'a> {
    repo: &'a Repo,
    rev: Option<&'a str>,
}

impl Files for AtRev<'_> {
    fn read(&self, path: &str) -> crate::git::Result<Option<Vec<u8>>> {
        self.repo.read_file(self.rev, path)
    }
    fn real_path(&self, path: &str) -> crate::git::Result<Option<String>> {
        self.repo.real_path(self.rev, path)
    }
}

struct Dir<'a>(&'a Path);

impl Files for Dir<'_> {
    fn read(&self, path: &str) -> crate::git::Result<Option<Vec<u8>>> {
        match std::fs::read(self.0.join(path)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(crate::git::Error::ReadFile {
                path: path.to_owned(),
                source,
            }),
        }
    }
    fn real_path(&self, _: &str) -> crate::git::Result<Option<String>> {
        Ok(None)
    }
}

/// Reads the given files (and what they import).
pub fn read_all(
    repo: &Repo,
    rev: Option<&str>,
    start: Vec<(String, Option<(String, u32)>)>,
) -> crate::git::Result<Vec<ContextFile>> {
    read_from(&AtRev { repo, rev }, start)
}

/// Reads a context file outside any repository (and what it imports, from its directory):
/// `file` is the path as the user gave it, and names it and its imports in the output.
pub fn read_outside(file: &Path) -> crate::git::Result<Vec<ContextFile>> {
    let dir = file.parent().unwrap_or(Path::new(""));
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let base = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = if dir.as_os_str().is_empty() {
        String::new()
    } else {
        format!("{}/", dir.display().to_string().trim_end_matches('/'))
    };
    let mut files = read_from(&Dir(base), vec![(name, None)])?;
    for f in &mut files {
        f.path = format!("{prefix}{}", f.path);
        if let Some((by, _)) = &mut f.imported_by {
            *by = format!("{prefix}{by}");
        }
    }
    Ok(files)
}

fn read_from(files: &dyn Files, start: Vec<(String, Option<(String, u32)>)>) -> crate::git::Result<Vec<ContextFile>> {
    let mut seen = BTreeSet::new();
    let mut queue = std::collections::VecDeque::from(start);
    let mut out = Vec::new();
    while let Some((path, imported_by)) = queue.pop_front() {
        let link = normalize(&path);
        // A symlink (CLAUDE.md -> AGENTS.md) is read as the file it leads to, under that
        // file's name: each instruction once, at the place it is written. A link that governs
        // another directory than its target keeps its own name: a root `AGENTS.md` leading to
        // `.agents/rules/base.md` speaks for the repository (yamadashy/repomix, round 22: its
        // commit rule was scoped to `.agents/rules/`). Reading the link's name follows it.
        let real = files.real_path(&link)?.unwrap_or_else(|| link.clone());
        let path = if scope_of(&real) == scope_of(&link) {
            real.clone()
        } else {
            link
        };
        if !seen.insert(real.clone()) {
            continue;
        }
        let read = match files.read(&real) {
            Ok(read) => read,
            // An unreadable file (a symlink loop, no permission) is skipped with a diagnostic:
            // the other context files still count.
            Err(crate::git::Error::ReadFile { source, .. }) => {
                out.push(ContextFile {
                    path,
                    text: None,
                    problem: Some(format!("could not be read: {source}")),
                    imported_by,
                });
                continue;
            }
            Err(e) => return Err(e),
        };
        let file = match read {
            None => ContextFile {
                path: path.clone(),
                text: None,
                problem: Some(match &imported_by {
                    Some((by, line)) => format!("`{by}:{line}` imports `{path}`, which does not exist"),
                    None => "the file does not exist".into(),
                }),
                imported_by,
            },
            Some(bytes) => decode(path.clone(), bytes, imported_by),
        };
        if let Some(text) = &file.text {
            // An import is relative to where the file is written.
            for (line, target) in imports(text) {
                queue.push_back((resolve_import(files, &real, &target)?, Some((path.clone(), line))));
            }
        }
        out.push(file);
    }
    Ok(out)
}

/// Where an `@target` line of the file at `from` points: relative to that file when it exists
/// there, else relative to the repository root when it exists there (a
/// `.cursor/rules/review.mdc` importing `@.github/copilot-instructions.md`), else the
/// file-relative path (reported as a missing import).
fn resolve_import(files: &dyn Files, from: &str, target: &str) -> crate::git::Result<String> {
    let relative = match from.rsplit_once('/') {
        Some((dir, _)) => normalize(&format!("{dir}/{target}")),
        None => normalize(target),
    };
    let exists = |p: &str| -> crate::git::Result<bool> {
        Ok(match files.read(p) {
            Ok(found) => found.is_some(),
            Err(crate::git::Error::ReadFile { .. }) => true,
            Err(e) => return Err(e),
        })
    };
    let root = normalize(target);
    if root != relative && !exists(&relative)? && exists(&root)? {
        return Ok(root);
    }
    Ok(relative)
}

fn decode(path: String, bytes: Vec<u8>, imported_by: Option<(String, u32)>) -> ContextFile {
    let problem = if bytes.len() > MAX_CONTEXT_BYTES {
        Some(format!("larger than 1 MiB ({} bytes): skipped", bytes.len()))
    } else if bytes.iter().take(8000).any(|&b| b == 0) {
        Some("binary content: skipped".into())
    } else {
        None
    };
    if let Some(problem) = problem {
        return ContextFile {
            path,
            text: None,
            problem: Some(problem),
            imported_by,
        };
    }
    match String::from_utf8(bytes) {
        Ok(text) => ContextFile {
            path,
            text: Some(text),
            problem: None,
            imported_by,
        },
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let line = e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
            ContextFile {
                path,
                text: Some(text),
                problem: Some(format!(
                    "not UTF-8 (first invalid byte on line {line}); read with replacement characters"
                )),
                imported_by,
            }
        }
    }
}

/// `@path` import lines (Claude Code's syntax): a line that is only `@some/file.md`, outside
/// code blocks.
pub fn imports(text: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut in_fence = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("```") || t.starts_with("~~~") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        if let Some(target) = t.strip_prefix('@') {
            let target = target.trim_start_matches("./");
            let looks_like_path = !target.is_empty()
                && !target.contains(char::is_whitespace)
                && (target.contains('.') || target.contains('/'));
            if looks_like_path && !target.starts_with('~') && !target.starts_with('/') {
                out.push((u32::try_from(i + 1).unwrap_or(u32::MAX), target.to_owned()));
            }
        }
    }
    out
}

/// The text with its `@path` import lines blanked (line numbers kept): an import is not an
/// instruction; the imported file's own instructions are read from that file.
pub fn without_imports(text: &str) -> String {
    let lines: std::collections::HashSet<u32> = imports(text).into_iter().map(|(l, _)| l).collect();
    if lines.is_empty() {
        return text.to_owned();
    }
    text.split_inclusive('\n')
        .enumerate()
        .map(|(i, l)| {
            if lines.contains(&(i as u32 + 1)) {
                if l.ends_with('\n') { "\n" } else { "" }
            } else {
                l
            }
        })
        .collect()
}

fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// The directory a context file governs, `.` for the whole repository.
pub fn scope_of(path: &str) -> String {
    crate::ruleset::InstructionScope::of_context_file(path)
        .prefix()
        .map_or_else(|| ".".to_owned(), |p| p.trim_end_matches('/').to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_file_names() {
        for p in [
            "AGENTS.md",
            "pkg/AGENTS.md",
            "CLAUDE.md",
            ".claude/CLAUDE.md",
            ".github/copilot-instructions.md",
            ".github/instructions/ts.instructions.md",
            ".cursor/rules/style.mdc",
            ".claude/rules/testing.md",
            "web/.claude/rules/api/design.md",
            "GEMINI.md",
            "Agents.md",
            "claude.md",
        ] {
            assert!(is_context_file(p), "{p}");
        }
        for p in [
            "README.md",
            "docs/agents.md",
            "pkg/Claude.md",
            ".github/instructions/x.md",
            ".claude/rules/notes.txt",
            ".claude/commands/review.md",
        ] {
            assert!(!is_context_file(p), "{p}");
        }
    }

    #[test]
    fn context_files_of_dependencies_and_templates_are_not_the_projects() {
        for (path, under) in [
            ("vendor/go.opentelemetry.io/otel/AGENTS.md", "vendor/"),
            ("vendor/github.com/grafana/sobek/AGENTS.md", "vendor/"),
            ("web/node_modules/pkg/CLAUDE.md", "web/node_modules/"),
            // fjpulidop/deckdex_mtg (round 132): a skill's example outputs.
            (
                ".cursor/skills/agents/references/examples/fastapi-app/AGENTS.md",
                ".cursor/skills/",
            ),
            ("app/.claude/skills/review/CLAUDE.md", "app/.claude/skills/"),
            ("third_party/lib/.github/copilot-instructions.md", "third_party/"),
            // A `.github/` below the root: a copy of another repository.
            ("eval/real/lib/.github/copilot-instructions.md", "eval/real/lib/"),
            ("eval/real/lib/.github/instructions/a.instructions.md", "eval/real/lib/"),
            (".venv/lib/site-packages/x/AGENTS.md", ".venv/"),
            (
                "src/pipecat/cli/agent_templates/AGENTS.md",
                "src/pipecat/cli/agent_templates/",
            ),
            ("templates/react/AGENTS.md", "templates/"),
            (
                "libs/cli/tests/unit_tests/deploy/fixtures/projects/bare/AGENTS.md",
                "libs/cli/tests/unit_tests/deploy/fixtures/",
            ),
            ("pkg/testdata/repo/CLAUDE.md", "pkg/testdata/"),
            ("create-app/template/.cursor/rules/style.mdc", "create-app/template/"),
            // masharratt/claude-flow-novice (round 187): an old CLAUDE.md kept as a backup.
            ("archive/backups/emergency-backup-20250926-135103/CLAUDE.md", "archive/"),
            ("docs/backups/AGENTS.md", "docs/backups/"),
        ] {
            assert!(!is_context_file(path), "{path}");
            assert_eq!(
                not_the_projects(path).map(|s| s.under).as_deref(),
                Some(under),
                "{path}"
            );
        }
        for path in [
            "AGENTS.md",
            "vendor.md/AGENTS.md",
            "src/templates.rs/AGENTS.md",
            "pkg/templating/AGENTS.md",
            "packages/vendored-ui/AGENTS.md",
            "_templates/AGENTS.md",
        ] {
            assert!(is_context_file(path), "{path}");
        }
    }

    #[test]
    fn import_lines() {
        assert_eq!(
            imports("@AGENTS.md\nsee @x\n```\n@not/this.md\n```\n@./docs/more.md\n@user\n"),
            [(1, "AGENTS.md".into()), (6, "docs/more.md".into())]
        );
        assert_eq!(normalize("a/./b/../c.md"), "a/c.md");
    }
}

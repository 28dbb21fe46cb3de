//! Targets confirmed against the repository: a rule whose files match nothing in the tree
//! (`*.rs` rules in a TypeScript repository, a protected `/web/error` that is
//! `lib/web/error`) checks nothing today and, the day it does, checks what no one meant.

use std::sync::LazyLock;

use globset::{GlobSet, GlobSetBuilder};
use regex::Regex;

use super::reading::{Qualifier, Reading};
use super::{Proposal, Value};
use crate::instructions::{Instruction, discover};
use crate::ruleset::decode::path_glob;

/// Reads a file of the repository by path: its text, or `None`.
pub type ReadFile<'r> = dyn Fn(&str) -> Option<String> + 'r;

/// The repository's files, as `compile` confirms targets against them.
pub struct Tree<'a> {
    files: Vec<&'a str>,
    /// The context files (`CLAUDE.md`, often a symlink): not authored code, but a rule may
    /// protect them ("never modify a `CLAUDE.md`": mozilla-ai/any-llm, round 25).
    context_files: Vec<&'a str>,
    /// Reads a file of the tree (workspace manifests); none in a tree built from paths only.
    read: Option<&'a ReadFile<'a>>,
    /// The authored text files, read once when a rule's construct is first looked for; `None`
    /// inside when the repository is too large to read whole.
    texts: std::cell::OnceCell<Option<Vec<(&'a str, String)>>>,
    /// The programs the root manifests install, read when a rule first asks.
    manifest_programs: std::cell::OnceCell<Vec<(String, &'static str)>>,
    /// The dependencies each manifest declares (its path, them), read when a rule first asks.
    dependencies: std::cell::OnceCell<Vec<(&'a str, Vec<String>)>>,
}

impl<'a> Tree<'a> {
    /// `files` (repository-relative); context files aside, an empty tree confirms nothing and
    /// declines nothing (a repository that holds only its context files has no targets yet).
    pub fn new(files: &'a [String]) -> Tree<'a> {
        let (context_files, files) = files
            .iter()
            .map(String::as_str)
            .partition(|f| discover::is_context_file(f));
        Tree {
            files,
            context_files,
            read: None,
            texts: std::cell::OnceCell::new(),
            manifest_programs: std::cell::OnceCell::new(),
            dependencies: std::cell::OnceCell::new(),
        }
    }

    /// A tree that can also read its files' text.
    pub fn with_reader(files: &'a [String], read: &'a ReadFile<'a>) -> Tree<'a> {
        Tree {
            read: Some(read),
            ..Tree::new(files)
        }
    }

    fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Where the repository builds a program named `name`: a Go `cmd/<name>/`, a Rust
    /// `src/bin/<name>.rs`, a `bin/<name>` script.
    fn program_home(&self, name: &str) -> Option<String> {
        let dir = format!("cmd/{name}/");
        let homes = [
            format!("src/bin/{name}.rs"),
            format!("src/bin/{name}/main.rs"),
            format!("bin/{name}"),
        ];
        self.files
            .iter()
            .find_map(|f| {
                if f.starts_with(&dir) || f.contains(&format!("/{dir}")) {
                    Some(dir.clone())
                } else {
                    homes.iter().find(|h| f == h || f.ends_with(&format!("/{h}"))).cloned()
                }
            })
            .or_else(|| self.manifest_program(name))
    }

    /// The root manifest that installs a program named `name`: an npm package's `bin`, a
    /// Python project's `[project.scripts]` (eyaltoledano/claude-task-master, round 47:
    /// `task-master models --set-main=…` became a pattern over JavaScript).
    fn manifest_program(&self, name: &str) -> Option<String> {
        self.manifest_programs
            .get_or_init(|| self.read_manifest_programs())
            .iter()
            .find(|(program, _)| program == name)
            .map(|(_, manifest)| (*manifest).to_owned())
    }

    /// Every (program, manifest) the root manifests install, read once per tree.
    fn read_manifest_programs(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        let Some(read) = self.read else {
            return out;
        };
        if self.files.contains(&"package.json")
            && let Some(text) = read("package.json")
            && let Ok(manifest) = serde_json::from_str::<serde_json::Value>(&text)
        {
            match &manifest["bin"] {
                serde_json::Value::Object(bins) => out.extend(bins.keys().map(|k| (k.clone(), "package.json"))),
                serde_json::Value::String(_) => {
                    out.extend(manifest["name"].as_str().map(|n| (n.to_owned(), "package.json")));
                }
                _ => {}
            }
        }
        if self.files.contains(&"pyproject.toml")
            && let Some(text) = read("pyproject.toml")
            && let Ok(manifest) = text.parse::<toml::Table>()
            && let Some(scripts) = manifest
                .get("project")
                .and_then(|p| p.get("scripts"))
                .and_then(|s| s.as_table())
        {
            out.extend(scripts.keys().map(|k| (k.clone(), "pyproject.toml")));
        }
        out
    }

    /// Whether a manifest of the tree declares `package` a dependency: `package.json`'s
    /// dependency tables, Python's `requirements*.txt` and `pyproject.toml`, `Cargo.toml`,
    /// `go.mod`, a `Gemfile`, `composer.json` (names compared as their registries do: case
    /// and `-`/`_` aside for Python).
    pub fn declares_dependency(&self, package: &str) -> bool {
        let normal = |n: &str| n.to_lowercase().replace('_', "-");
        let package = normal(package);
        self.manifest_dependencies()
            .iter()
            .flat_map(|(_, dependencies)| dependencies)
            .any(|d| normal(d) == package)
    }

    /// Each manifest of the tree (its path) with the dependencies it declares.
    fn manifest_dependencies(&self) -> &[(&'a str, Vec<String>)] {
        self.dependencies.get_or_init(|| self.read_dependencies())
    }

    /// Every dependency the tree's manifests declare, read once per tree.
    fn read_dependencies(&self) -> Vec<(&'a str, Vec<String>)> {
        let mut out = Vec::new();
        let Some(read) = self.read else {
            return out;
        };
        let manifests = self.files.iter().filter(|f| {
            let name = f.rsplit('/').next().unwrap_or(f);
            matches!(
                name,
                "package.json" | "composer.json" | "pyproject.toml" | "Cargo.toml" | "go.mod" | "Gemfile"
            ) || name.starts_with("requirements") && name.ends_with(".txt")
        });
        for path in manifests.take(MAX_MANIFESTS) {
            let Some(text) = read(path) else { continue };
            let name = path.rsplit('/').next().unwrap_or(path);
            out.push((*path, dependencies_in(name, &text)));
        }
        out
    }

    /// Whether the tree has a file of `language` (an empty tree may have any).
    pub fn may_have(&self, language: super::params::Language) -> bool {
        self.is_empty() || self.files.iter().any(|f| is_written_in(f, language))
    }
}

/// Whether the file at `path` is of `language`, by its extensions.
fn is_written_in(path: &str, language: super::params::Language) -> bool {
    language
        .globs
        .iter()
        .any(|g| g.strip_prefix('*').is_some_and(|ext| path.ends_with(ext)))
}

/// The language most files under a nested context file's directory are written in, if one
/// leads; `None` for a context file at the root (its repository's language is decided apart).
/// A language with fewer files there than [`MIN_DIRECTORY_FILES`] says nothing (one script
/// under `.agents/` does not make its AGENTS.md about JavaScript).
pub fn directory_language(tree: &Tree, instruction: &Instruction) -> Option<super::params::Language> {
    let files = scope_files(tree, instruction)?;
    let language = super::params::dominant_language(files.iter().copied())?;
    let of_language = files.iter().filter(|f| is_written_in(f, language)).count();
    (of_language >= MIN_DIRECTORY_FILES).then_some(language)
}

/// The files of the tree an instruction governs, when its context file is nested or its front
/// matter applies it to some files; `None` for the whole repository.
fn scope_files<'t>(tree: &Tree<'t>, instruction: &Instruction) -> Option<Vec<&'t str>> {
    match prefix_of(instruction) {
        Some(prefix) => Some(tree.files.iter().copied().filter(|f| f.starts_with(&prefix)).collect()),
        // A file its front matter applies to a folder (`paths: ["frontend/**"]`) governs the
        // files there, whatever the repository's main language (secmon-lab/warren, round 101:
        // a TypeScript rule read Go).
        None if !instruction.applies_to.is_empty() => {
            let applies = set(&instruction.applies_to)?;
            Some(tree.files.iter().copied().filter(|f| applies.is_match(f)).collect())
        }
        None => None,
    }
}

/// Whether `language` can be what an instruction is about by the scope its front matter
/// declares: it declares none, or no file of the tree is in it yet, or some file in it is
/// written in `language`. A stylesheet folder's instructions (`applyTo: "_sass/**"`) are not
/// about the repository's JavaScript (ASISaga/theme.asisaga.com, round 134: "NEVER use
/// `@extend`" became a pattern over `*.js`, which no file of its scope is). A nested context
/// file's folder is no such declaration: it may hold a template for other projects
/// (tkrop/go-make's `config/AGENTS.md` is about the Go code of the projects it configures).
pub fn scope_may_have(tree: &Tree, instruction: &Instruction, language: super::params::Language) -> bool {
    if instruction.applies_to.is_empty() {
        return true;
    }
    let Some(files) = scope_files(tree, instruction) else {
        return true;
    };
    files.is_empty() || files.iter().any(|f| is_written_in(f, language))
}

/// The language a context file's front-matter globs name, when they name one
/// (`applyTo: "tools/**/*.py"`, `paths: ["src/**/*.{ts,tsx}"]`): the file is about those
/// files, whatever most of the repository is written in.
pub fn front_matter_language(instruction: &Instruction) -> Option<super::params::Language> {
    let last_segments: Vec<String> = instruction
        .applies_to
        .iter()
        .flat_map(|g| brace_alternatives(g.rsplit('/').next().unwrap_or(g)))
        .collect();
    super::params::dominant_language(last_segments.iter().map(String::as_str))
}

/// The folder an instruction governs, ending in `/`, or `None` for the whole repository (as
/// its context file's place and front matter decide: `Instruction::scope`).
fn prefix_of(instruction: &Instruction) -> Option<String> {
    let scope = instruction.scope.trim_end_matches('/');
    (scope != "." && !scope.is_empty()).then(|| format!("{scope}/"))
}

/// See [`directory_language`].
const MIN_DIRECTORY_FILES: usize = 5;

/// Manifests read for dependencies at most (a monorepo's packages).
const MAX_MANIFESTS: usize = 200;

/// The dependencies the manifest `name` (its file name) with `text` declares.
fn dependencies_in(name: &str, text: &str) -> Vec<String> {
    static REQUIREMENT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)").expect("valid"));
    static GEM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"^\s*gem\s+["']([^"']+)["']"#).expect("valid"));
    static GO_REQUIRE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*(?:require\s+)?([a-z0-9.-]+\.[a-z]+/[^\s]+)\s+v").expect("valid"));
    let json_keys = |tables: &[&str]| -> Vec<String> {
        let Ok(manifest) = serde_json::from_str::<serde_json::Value>(text) else {
            return Vec::new();
        };
        tables
            .iter()
            .filter_map(|t| manifest[*t].as_object())
            .flat_map(|o| o.keys().cloned())
            .collect()
    };
    match name {
        "package.json" => json_keys(&[
            "dependencies",
            "devDependencies",
            "peerDependencies",
            "optionalDependencies",
        ]),
        // `php` and `ext-json` are platform requirements: the interpreter and its extensions.
        "composer.json" => json_keys(&["require", "require-dev"])
            .into_iter()
            .filter(|k| k != "php" && !k.starts_with("ext-"))
            .collect(),
        "Gemfile" => text
            .lines()
            .filter_map(|l| GEM.captures(l))
            .map(|c| c[1].to_owned())
            .collect(),
        "go.mod" => text
            .lines()
            .filter_map(|l| GO_REQUIRE.captures(l))
            .map(|c| c[1].to_owned())
            .collect(),
        "pyproject.toml" | "Cargo.toml" => toml_dependencies(text),
        _ => text
            .lines()
            .filter(|l| !l.trim_start().starts_with(['#', '-']))
            .filter_map(|l| REQUIREMENT.captures(l))
            .map(|c| c[1].to_owned())
            .collect(),
    }
}

/// A `pyproject.toml`'s or `Cargo.toml`'s dependencies: PEP 621 lists (`project.dependencies`,
/// `optional-dependencies`, `dependency-groups`) by their names, and the tables of Poetry and
/// Cargo (`dependencies`, `dev-dependencies`, `workspace.dependencies`, …) by their keys.
fn toml_dependencies(text: &str) -> Vec<String> {
    static NAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)").expect("valid"));
    let Ok(manifest) = text.parse::<toml::Table>() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut names = |list: &toml::Value| {
        for item in list.as_array().into_iter().flatten().filter_map(toml::Value::as_str) {
            out.extend(NAME.captures(item).map(|c| c[1].to_owned()));
        }
    };
    let project = manifest.get("project");
    if let Some(deps) = project.and_then(|p| p.get("dependencies")) {
        names(deps);
    }
    for groups in [
        project.and_then(|p| p.get("optional-dependencies")),
        manifest.get("dependency-groups"),
    ]
    .into_iter()
    .flatten()
    .filter_map(toml::Value::as_table)
    {
        groups.values().for_each(&mut names);
    }
    let poetry = manifest.get("tool").and_then(|t| t.get("poetry"));
    let tables = [
        manifest.get("dependencies"),
        manifest.get("dev-dependencies"),
        manifest.get("build-dependencies"),
        manifest.get("workspace").and_then(|w| w.get("dependencies")),
        poetry.and_then(|p| p.get("dependencies")),
        poetry.and_then(|p| p.get("dev-dependencies")),
    ];
    // Poetry states the interpreter it needs as a dependency (`python = "^3.11"`): no package
    // (minhlongs/mekong-cli, round 211: "Use `python3` NOT `python`" became a ban on
    // importing a module `python`).
    out.extend(
        tables
            .into_iter()
            .flatten()
            .filter_map(toml::Value::as_table)
            .flat_map(|t| t.keys().filter(|k| k.as_str() != "python").cloned()),
    );
    out
}

/// What `confirm_by_use` reads at most: files larger than this are data, and a repository
/// whose authored text is larger is not read at all (the check is skipped, not guessed).
const MAX_FILE_BYTES: usize = 256 * 1024;
const MAX_TREE_BYTES: usize = 96 * 1024 * 1024;

impl<'a> Tree<'a> {
    fn texts(&self) -> Option<&[(&'a str, String)]> {
        self.texts
            .get_or_init(|| {
                let read = self.read?;
                let skip = set(&super::recognize::DOC_GLOBS
                    .iter()
                    .chain(super::params::NOT_AUTHORED_GLOBS)
                    .map(|g| (*g).to_owned())
                    .collect::<Vec<_>>())?;
                let mut total = 0;
                let mut out = Vec::new();
                for f in self.files.iter().filter(|f| !skip.is_match(f)) {
                    let Some(text) = read(f).filter(|t| t.len() <= MAX_FILE_BYTES) else {
                        continue;
                    };
                    total += text.len();
                    if total > MAX_TREE_BYTES {
                        return None;
                    }
                    out.push((*f, text));
                }
                Some(out)
            })
            .as_deref()
    }
}

/// `Err(why)` when code a content rule forbids runs a program the repository builds (`bd edit`
/// beside `cmd/bd/`): a command is typed in a shell, and a pattern over source looks for it
/// where it never stands (steveyegge/beads, round 18: "DO NOT use `bd edit` - it opens an
/// interactive editor" became a Go code pattern).
pub fn confirm_not_a_command(proposal: &Proposal, reading: &Reading, tree: &Tree) -> Result<(), String> {
    if !super::families::of(proposal.kind).forbids_in_code {
        return Ok(());
    }
    let plain = |w: &str| {
        w.starts_with(|c: char| c.is_ascii_lowercase())
            && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    for code in reading.forbidden() {
        let mut words = code.split_whitespace();
        let (Some(program), Some(argument)) = (words.next(), words.next()) else {
            continue;
        };
        if !plain(program) || !(plain(argument) || argument.starts_with('-')) {
            continue;
        }
        if let Some(home) = tree.program_home(program) {
            return Err(format!(
                "`{code}` runs `{program}`, a program the repository builds (`{home}`): a command, not code"
            ));
        }
        // "ALWAYS use `./scripts/generate-xcproj.sh` instead of `tuist generate`": what is run
        // in its place is a command, so it is one too (steipete/CodeLooper, round 55).
        if let Some(command) = reading.required().into_iter().find(|c| is_command_line(c)) {
            return Err(format!(
                "`{code}` is replaced by the command `{command}`: a command too, not code"
            ));
        }
    }
    Ok(())
}

/// Whether `code` is a command line: a script run by its path (`./scripts/x.sh`,
/// `scripts/build.sh --all`) or a program of [`lexicon::COMMAND_WORDS`] with arguments
/// (`make generate`, `pnpm run build`).
fn is_command_line(code: &str) -> bool {
    let mut words = code.split_whitespace();
    let Some(first) = words.next() else { return false };
    let script = first.starts_with("./") || [".sh", ".bash", ".ps1"].iter().any(|ext| first.ends_with(ext));
    script || words.next().is_some() && super::lexicon::is_one_of(super::lexicon::COMMAND_WORDS, first)
}

/// `Err(why)` when a protected path is a slash command: `/check` in "Do not commit changes that
/// fail `/check`" (2anki/server, round 41), where the repository defines the command
/// (`.claude/commands/check.md`) and has no file or directory of that name at its root.
pub fn confirm_not_a_slash_command(proposal: &Proposal, tree: &Tree) -> Result<(), String> {
    if proposal.kind != "forbid-paths" || tree.is_empty() {
        return Ok(());
    }
    for path in values(proposal, "paths") {
        let Some(name) = path.strip_prefix('/').map(|p| p.trim_end_matches('/')) else {
            continue;
        };
        if name.is_empty() || name.contains(['/', '.', '*']) {
            continue;
        }
        let command = format!(".claude/commands/{name}.md");
        let exists = tree
            .files
            .iter()
            .any(|f| *f == name || f.strip_prefix(name).is_some_and(|rest| rest.starts_with('/')));
        if !exists && tree.files.contains(&command.as_str()) {
            return Err(format!(
                "`/{name}` is a command the repository defines (`{command}`), not a path of its tree"
            ));
        }
    }
    Ok(())
}

/// `Err(why)` when a third or more of the uses of the construct a content rule forbids are in
/// files the rule does not read: `lucide_icon` in `*.erb` views for a rule on `*.rb`, `<PackageDescription>` in
/// `*.csproj` for a rule on `*.cs`. Such a rule misses the uses it is about and fires on
/// a namesake (a `lucide_icon` column). A construct the repository does not use yet confirms
/// nothing either way.
pub fn confirm_by_use(proposal: &Proposal, reading: &Reading, tree: &Tree) -> Result<(), String> {
    // "in Java code": the instruction says where, and uses in other languages are not its.
    let names_language = reading.qualifiers.iter().any(|q| matches!(q, Qualifier::Language(_)));
    if !matches!(proposal.kind, "code-pattern" | "forbid-content") || proposal.paths.is_empty() || names_language {
        return Ok(());
    }
    // The forbidden code the rule's pattern matches (`PRAGMA enable_verification` for
    // `\bPRAGMA\s+enable_verification\b`).
    let patterns = patterns(proposal);
    let forbidden: Vec<&str> = reading
        .forbidden()
        .into_iter()
        .filter(|c| patterns.iter().any(|p| p.is_match(c)))
        .collect();
    let (Some(include), Some(exclude)) = (set(&proposal.paths), set(&proposal.exclude)) else {
        return Ok(());
    };
    // Files of the rule's own languages that its scope leaves out ("in tests": the other Go
    // files) are not elsewhere: the instruction allows the construct there (docker/compose).
    let read_extensions: Vec<&str> = proposal
        .paths
        .iter()
        .filter_map(|glob| glob.rsplit_once('.').map(|(_, ext)| ext))
        .filter(|ext| ext.chars().all(|c| c.is_ascii_alphanumeric()))
        .collect();
    for needle in forbidden.iter().filter_map(|code| searchable_name(code)) {
        let Some(texts) = tree.texts() else { return Ok(()) };
        let Some(word) = whole_word(needle) else {
            continue;
        };
        let (mut read_by_rule, mut elsewhere) = (0, std::collections::BTreeMap::<&str, usize>::new());
        for (path, text) in texts {
            if !text.contains(needle) || !word.is_match(text) {
                continue;
            }
            let ext = path.rsplit_once('.').map_or("", |(_, e)| e);
            if include.is_match(path) && !exclude.is_match(path) {
                read_by_rule += 1;
            } else if !include.is_match(path) && !read_extensions.contains(&ext) {
                *elsewhere.entry(ext).or_default() += 1;
            }
        }
        let other: usize = elsewhere.values().sum();
        // A third of the uses elsewhere: the rule misses a good part of what it is about.
        if other >= 3 && 2 * other >= read_by_rule {
            let mut by_count: Vec<(&str, usize)> = elsewhere.into_iter().collect();
            by_count.sort_by_key(|(ext, n)| (std::cmp::Reverse(*n), *ext));
            let places: Vec<String> = by_count.iter().take(3).map(|(e, n)| format!("{n} `*.{e}`")).collect();
            return Err(format!(
                "`{needle}` is used in files the rule does not read ({}) as well as in {read_by_rule} it \
                reads: the rule would miss those uses, and what it matches may be a namesake",
                places.join(", ")
            ));
        }
    }
    Ok(())
}

/// `Err(why)` when the code a rule forbids is used only in tests and the rule spares tests:
/// "Avoid `expect_true()` … in favour of a specific expectation" is about test code, and a
/// rule that skips tests would never fire (tidyverse/ellmer, round 60: testthat's
/// expectations, in a section the heading does not call tests).
pub fn confirm_reads_its_uses(proposal: &Proposal, reading: &Reading, tree: &Tree) -> Result<(), String> {
    let skips_tests = proposal
        .keys
        .iter()
        .any(|(k, v)| *k == "skip-tests" && *v == Value::Bool(true))
        || proposal
            .exclude
            .iter()
            .any(|e| super::recognize::TEST_GLOBS.contains(&e.as_str()));
    if !super::families::of(proposal.kind).forbids_in_code || !skips_tests {
        return Ok(());
    }
    let Some(texts) = tree.texts() else { return Ok(()) };
    let is_test = |path: &str| match crate::language::Lang::of_path(path) {
        Some(lang) => crate::syntax::api::is_test_path(lang, path),
        None => path
            .rsplit_once('/')
            .is_some_and(|(dir, _)| crate::syntax::api::is_test_directory_path(dir)),
    };
    let needles: Vec<(&str, regex::Regex)> = reading
        .forbidden()
        .iter()
        .filter_map(|code| searchable_name(code))
        .filter_map(|needle| Some((needle, whole_word(needle)?)))
        .collect();
    // Only the files the rule reads count against it (a guide in `.cursor/rules/` that shows
    // the code is no use of it).
    let read = (!proposal.paths.is_empty()).then(|| set(&proposal.paths)).flatten();
    let (mut in_tests, mut elsewhere) = (0, 0);
    for (path, text) in texts {
        if needles
            .iter()
            .any(|(needle, word)| text.contains(needle) && word.is_match(text))
        {
            if is_test(path) {
                in_tests += 1;
            } else if read.as_ref().is_none_or(|r| r.is_match(path)) {
                elsewhere += 1;
            }
        }
    }
    // A few uses outside the test files are test helpers (`testutil/assertions.go` beside
    // 380 test files using testify's `assert.True`: tphakala/birdnet-go, round 205).
    if in_tests >= 2 && elsewhere * 20 <= in_tests {
        let names: Vec<String> = needles.iter().map(|(n, _)| format!("`{n}`")).collect();
        return Err(format!(
            "{} {} used only in tests here ({in_tests} files), which the rule does not read: it would never fire",
            names.join(", "),
            if names.len() == 1 { "is" } else { "are" }
        ));
    }
    Ok(())
}

/// `needle` as a whole word of a file's text (not a part of a longer name).
fn whole_word(needle: &str) -> Option<regex::Regex> {
    regex::Regex::new(&format!(r"(?:^|[^\w-]){}(?:$|[^\w-])", regex::escape(needle))).ok()
}

/// What a forbidden construct is found by in the repository's text: the code itself when it
/// is a name (`lucide_icon`, `PRAGMA enable_verification`), or the callee of a call
/// (`px.Client` for `px.Client()`, `client.query_spans` for `client.query_spans(...)`: a
/// Python client's calls, written in a file most of whose repository is TypeScript, had
/// become TypeScript rules: Arize-ai/phoenix, round 50). A method named without its receiver
/// (`.format()`) is every language's, and says nothing.
fn searchable_name(code: &str) -> Option<&str> {
    let name = code.split_once('(').map_or(code, |(callee, _)| callee).trim();
    let named = name.len() >= 4
        && !name.starts_with('.')
        && name.chars().any(|c| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '));
    named.then_some(name)
}

/// `Err(why)` when a name a `forbid-call` rule forbids calling is never called in the files
/// the rule reads but used as a namespace there (`os.path` in `os.path.join(…)`): "don't use
/// `os.path`" bans the module, and a rule on calls of it would never fire
/// (baglett/Claude-Assistant-Platform, round 52). A name the repository does not use yet
/// confirms nothing either way.
pub fn confirm_called(proposal: &Proposal, tree: &Tree) -> Result<(), String> {
    if proposal.kind != "forbid-call" {
        return Ok(());
    }
    // A structural rule reads its `paths`, else its language's files.
    let globs = if proposal.paths.is_empty() {
        language_globs(proposal)
    } else {
        proposal.paths.clone()
    };
    let (Some(include), Some(exclude)) = (set(&globs), set(&proposal.exclude)) else {
        return Ok(());
    };
    let callees = values(proposal, "callees");
    // A name forbidden with what it holds (`os.path`, `os.path.*`) is a namespace already.
    let namespaces: Vec<&str> = callees.iter().filter_map(|c| c.strip_suffix(".*")).collect();
    for callee in callees
        .iter()
        .filter(|c| !c.ends_with(".*") && !namespaces.contains(&c.as_str()))
    {
        let Some(texts) = tree.texts() else { return Ok(()) };
        let name = regex::escape(callee);
        // A method (`.cast`) follows its receiver.
        let before = if callee.starts_with('.') { "" } else { r"(?:^|[^\w.])" };
        let (Ok(call), Ok(member), Ok(mention)) = (
            regex::Regex::new(&format!(r"{before}{name}{CALL_ARGUMENTS}")),
            regex::Regex::new(&format!(r"{before}{name}\.[A-Za-z_]")),
            regex::Regex::new(&format!(r"{before}{name}\b")),
        ) else {
            continue;
        };
        let read = texts
            .iter()
            .filter(|(path, text)| text.contains(callee.as_str()) && include.is_match(path) && !exclude.is_match(path));
        let (mut calls, mut members, mut mentions) = (0, 0, 0);
        for (_, text) in read {
            calls += usize::from(call.is_match(text));
            members += usize::from(member.is_match(text));
            mentions += usize::from(mention.is_match(text));
        }
        if calls == 0 && members >= MIN_NAMESPACE_USES {
            return Err(format!(
                "`{callee}` is used as a namespace (`{callee}.…`, in {members} files the rule reads) and \
                never called: a rule on calls of it would never fire"
            ));
        }
        // (A bare name called only as a method has its method forbidden too, before the
        // vetting: [`call_methods_too`].)
        // "No `LocalContext.current`": a property read as a value (`val c =
        // LocalContext.current`), never called (rioX432/CivitDeck, read untuned).
        if calls == 0 && mentions >= MIN_NAMESPACE_USES {
            return Err(format!(
                "`{callee}` is used in {mentions} files the rule reads and never called: a rule on calls of it would never fire"
            ));
        }
    }
    Ok(())
}

/// The files of a rule's `language` key (none without one): what a structural rule without
/// `paths` reads.
fn language_globs(proposal: &Proposal) -> Vec<String> {
    values(proposal, "language")
        .first()
        .and_then(|l| super::params::languages_named(l).first().copied())
        .map(|l| l.globs.iter().map(|g| (*g).to_owned()).collect())
        .unwrap_or_default()
}

/// What follows a callee's name in a call: type arguments may stand before the parenthesis
/// (`xs.cast<int>()`, `foo<T>()`: broxus/nekoton_bridge, round 107).
const CALL_ARGUMENTS: &str = r"\s*(?:<(?:[^<>()]|<[^<>()]*>)*>\s*)?\(";

/// "Do NOT use `waitForTimeout()`" where the repository calls it as Playwright's
/// `page.waitForTimeout(…)` in most files that name it: the method is what the instruction
/// means, and the rule forbids it beside the bare name (xmlui-org/xmlui, round 235: a helper
/// of one spec file called the bare name, and the rule met none of the method calls).
pub fn call_methods_too(proposal: &mut Proposal, tree: &Tree) {
    if proposal.kind != "forbid-call" {
        return;
    }
    let Some(texts) = tree.texts() else { return };
    let callees = values(proposal, "callees");
    let mut added = Vec::new();
    for callee in callees.iter().filter(|c| !c.contains(['.', ':', '*'])) {
        let name = regex::escape(callee);
        let (Ok(bare), Ok(method)) = (
            regex::Regex::new(&format!(r"(?:^|[^\w.]){name}{CALL_ARGUMENTS}")),
            regex::Regex::new(&format!(r"\.\s*{name}{CALL_ARGUMENTS}")),
        ) else {
            continue;
        };
        let naming = texts.iter().filter(|(_, text)| text.contains(callee.as_str()));
        let (mut calls, mut methods) = (0, 0);
        for (_, text) in naming {
            calls += usize::from(bare.is_match(text));
            methods += usize::from(method.is_match(text));
        }
        let method_name = format!(".{callee}");
        if methods >= MIN_NAMESPACE_USES && methods > 2 * calls && !callees.contains(&method_name) {
            added.push(method_name);
        }
    }
    if added.is_empty() {
        return;
    }
    for (key, value) in &mut proposal.keys {
        if *key == "callees"
            && let Value::List(list) = value
        {
            list.extend(added.iter().cloned());
        }
    }
}

/// Files that use a name as a namespace before [`confirm_called`] believes it is one.
const MIN_NAMESPACE_USES: usize = 3;

/// The proposal's `pattern` values, compiled.
fn patterns(proposal: &Proposal) -> Vec<regex::Regex> {
    proposal
        .keys
        .iter()
        .filter_map(|(k, v)| match v {
            Value::Str(s) if *k == "pattern" => regex::Regex::new(s).ok(),
            _ => None,
        })
        .collect()
}

/// Uses in string literals a `code-pattern` rule must see before it is believed to be code.
const MIN_QUOTED_USES: usize = 3;

/// `Err(why)` when every use the repository makes of what a `code-pattern` rule matches, or of
/// what the instruction recommends in its place, in the files it reads, is inside a string
/// literal: the construct lives in strings (a key chord
/// `'Meta+a'`, a selector), and a rule that skips strings would never see it (bytebase/bytebase,
/// round 31). Whether a match is quoted is read from the quotes before it on its line, which is
/// enough to tell a construct that is always quoted.
pub fn confirm_in_code(proposal: &Proposal, reading: &Reading, tree: &Tree) -> Result<(), String> {
    if proposal.kind != "code-pattern" || proposal.paths.is_empty() {
        return Ok(());
    }
    let Some(pattern) = patterns(proposal).into_iter().next() else {
        return Ok(());
    };
    let (Some(include), Some(exclude)) = (set(&proposal.paths), set(&proposal.exclude)) else {
        return Ok(());
    };
    let Some(texts) = tree.texts() else { return Ok(()) };
    // The recommended form is written where the forbidden one would be (`ControlOrMeta+a` for
    // `Meta+a`), and a repository that follows the rule has only that one.
    let recommended: Vec<&str> = super::reading::recommended(reading).filter(|c| c.len() >= 3).collect();
    let (mut quoted, mut in_code) = (0, 0);
    for (path, text) in texts {
        if !include.is_match(path) || exclude.is_match(path) {
            continue;
        }
        let uses = pattern
            .find_iter(text)
            .map(|m| m.start())
            .chain(recommended.iter().flat_map(|c| text.match_indices(c).map(|(at, _)| at)));
        for at in uses {
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let before = &text[line_start..at];
            let open = ['"', '\'', '`'].iter().any(|q| before.matches(*q).count() % 2 == 1);
            // A comment says nothing of where the construct is written.
            let comment = before.contains("//") || before.trim_start().starts_with(['*', '#']);
            if comment && !open {
                continue;
            }
            if open {
                quoted += 1;
            } else {
                in_code += 1;
            }
        }
    }
    if in_code == 0 && quoted >= MIN_QUOTED_USES {
        return Err(format!(
            "what it matches is written in string literals in this repository ({quoted} uses, none in code): \
            a rule that skips strings would never see it"
        ));
    }
    Ok(())
}

/// `Err(why)` when a bare name a `code-pattern` rule forbids is also a name the repository
/// declares in the files the rule reads (`const defaultProps = {…}` read through default
/// parameters, the very style "use default parameters instead of `defaultProps`" asks for:
/// Graylog2/graylog2-server, round 34): a pattern on the name cannot tell the project's own
/// variable from the API the instruction means.
pub fn confirm_not_own_name(proposal: &Proposal, reading: &Reading, tree: &Tree) -> Result<(), String> {
    if proposal.kind != "code-pattern" || proposal.paths.is_empty() {
        return Ok(());
    }
    let bare = |c: &&str| c.len() >= 3 && c.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
    let names: Vec<&str> = reading.forbidden().into_iter().filter(bare).collect();
    let (Some(include), Some(exclude)) = (set(&proposal.paths), set(&proposal.exclude)) else {
        return Ok(());
    };
    let Some(texts) = tree.texts() else { return Ok(()) };
    for name in names {
        let Ok(declared) = regex::Regex::new(&format!(
            r"\b(?:const|let|var|val|def|fn|function|func|class|struct|enum|interface|type)\s+{}\b",
            regex::escape(name)
        )) else {
            continue;
        };
        if let Some((path, _)) = texts
            .iter()
            .find(|(path, text)| include.is_match(path) && !exclude.is_match(path) && declared.is_match(text))
        {
            return Err(format!(
                "`{name}` is also a name the repository declares (`{path}`): a pattern cannot tell its own from the one the instruction means"
            ));
        }
    }
    Ok(())
}

/// The files that implement what the instruction recommends in place of the forbidden code
/// are left out of the rule: "use `createCommentedPool` instead of `mysql.createPool`" holds
/// everywhere but in `createCommentedPool` itself, which must call what it wraps (unkeyed/unkey,
/// round 16; microsoft/vscode-copilot-chat, round 26: the `IFileSystemService` implementation).
/// A file is such an implementation when it defines the recommended name and uses the forbidden
/// code; more than [`MAX_IMPLEMENTATIONS`] of them means the name is no single wrapper.
pub fn exempt_implementations(proposal: &mut Proposal, reading: &Reading, tree: &Tree) {
    if !matches!(proposal.kind, "code-pattern" | "forbid-content" | "forbid-call") {
        return;
    }
    let names: Vec<String> = super::reading::recommended(reading).filter_map(defined_name).collect();
    let uses: Vec<regex::Regex> = values(proposal, "pattern")
        .iter()
        .filter_map(|p| regex::Regex::new(p).ok())
        .chain(
            values(proposal, "callees")
                .iter()
                .filter_map(|c| regex::Regex::new(&regex::escape(c.trim_start_matches('.'))).ok()),
        )
        .collect();
    let Some(texts) = tree.texts() else { return };
    exempt_implementing_packages(proposal, reading, texts);
    if names.is_empty() || uses.is_empty() {
        return;
    }
    let (Some(include), Some(exclude)) = (set(&proposal.paths), set(&proposal.exclude)) else {
        return;
    };
    let definitions: Vec<regex::Regex> = names.iter().filter_map(|n| definition_of(n)).collect();
    let implementations: Vec<String> = texts
        .iter()
        .filter(|(path, text)| {
            (proposal.paths.is_empty() || include.is_match(path))
                && !exclude.is_match(path)
                && definitions.iter().any(|d| d.is_match(text))
                && uses.iter().any(|u| u.is_match(text))
        })
        .map(|(path, _)| (*path).to_owned())
        .collect();
    if (1..=MAX_IMPLEMENTATIONS).contains(&implementations.len()) {
        proposal.exclude.extend(implementations);
    }
}

/// "Use `clock.Now()` instead of `time.Now()`": the package the recommended name is qualified
/// by (a directory `clock/` that defines `Now`) implements it, in all its files, with what it
/// replaces (kopia/kopia, round 41: the rule fired inside `internal/clock` and `timetrack`).
fn exempt_implementing_packages(proposal: &mut Proposal, reading: &Reading, texts: &[(&str, String)]) {
    let qualified: Vec<(&str, &str)> = super::reading::recommended(reading)
        .filter_map(|code| {
            let head = code.trim().split(['(', '<', ' ']).next()?;
            let (package, rest) = head.split_once('.')?;
            let name = rest.rsplit('.').next()?;
            let plain = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            (plain(package) && package.starts_with(|c: char| c.is_ascii_lowercase()) && plain(name))
                .then_some((package, name))
        })
        .collect();
    let mut dirs: Vec<String> = Vec::new();
    for (package, name) in qualified {
        let Some(definition) = definition_of(name) else {
            continue;
        };
        for (path, text) in texts {
            let Some((dir, _)) = path.rsplit_once('/') else {
                continue;
            };
            let in_package = dir.rsplit('/').next() == Some(package);
            let glob = format!("{dir}/**");
            if in_package && definition.is_match(text) && !dirs.contains(&glob) {
                dirs.push(glob);
            }
        }
    }
    if (1..=MAX_IMPLEMENTATIONS).contains(&dirs.len()) {
        proposal.exclude.extend(dirs);
    }
}

/// See [`exempt_implementations`].
const MAX_IMPLEMENTATIONS: usize = 3;

/// "NEVER import from `@radix-ui/*`" in a monorepo: a package whose own manifest declares the
/// module depends on it by design, and the ban is the rest of the repository's
/// (johndoe6345789/metabuilder, round 225: a sub-project's 101 Radix imports failed the rule).
/// The root manifest's dependencies are the whole repository's, which the ban speaks of.
pub fn exempt_packages_declaring(proposal: &mut Proposal, tree: &Tree) {
    if proposal.kind != "forbid-import" {
        return;
    }
    let modules = values(proposal, "modules");
    for (manifest, dependencies) in tree.manifest_dependencies() {
        let Some((dir, _)) = manifest.rsplit_once('/') else {
            continue;
        };
        let glob = format!("{dir}/**");
        let declares = dependencies
            .iter()
            .any(|d| modules.iter().any(|m| names_dependency(m, d)));
        if declares && !proposal.exclude.contains(&glob) {
            proposal.exclude.push(glob);
        }
    }
}

/// Whether the imported `module` (`lodash/fp`, `@radix-ui/*`, `requests.adapters`) is of the
/// package `dependency` (`lodash`, `@radix-ui/react-dialog`, `requests`).
fn names_dependency(module: &str, dependency: &str) -> bool {
    let (module, dependency) = (module.to_lowercase(), dependency.to_lowercase());
    match module.strip_suffix('*') {
        Some(prefix) => dependency.starts_with(prefix),
        None => {
            module == dependency
                || module
                    .strip_prefix(&dependency)
                    .is_some_and(|rest| rest.starts_with(['/', '.']))
        }
    }
}

/// The name a recommended construct defines (`createCommentedPool()` → `createCommentedPool`,
/// `StringUtil.IsNullOrEmpty()` → `IsNullOrEmpty`), when it is a name of code.
fn defined_name(code: &str) -> Option<String> {
    let head = code.trim().split(['(', '<', ' ']).next()?;
    let name = head.rsplit(['.', ':']).next()?;
    let is_name = name.len() >= 4
        && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.chars().any(|c| c.is_ascii_uppercase() || c == '_');
    is_name.then(|| name.to_owned())
}

/// A definition of `name` in the languages' usual forms: a declaration keyword before it, an
/// assignment of a function to it, a member declared with a modifier, a Go method.
fn definition_of(name: &str) -> Option<regex::Regex> {
    let n = regex::escape(name);
    regex::Regex::new(&format!(
        concat!(
            r"\b(?:class|interface|function|def|fn|func|struct|trait|enum|type|const|let|var|val)\s+{n}\b",
            r"|\b{n}\s*[:=]\s*(?:async\s*)?(?:function\b|\()",
            r"|\b(?:public|private|protected|internal|static)\b[^;=\n{{]*\b{n}\s*[<(]",
            r"|\bfunc\s+\([^)]*\)\s*{n}\b",
        ),
        n = n
    ))
    .ok()
}

/// The globs as the rule file reads them (`ruleset::decode::path_glob`), in one set.
pub(super) fn set(globs: &[String]) -> Option<GlobSet> {
    let mut b = GlobSetBuilder::new();
    for g in globs {
        b.add(path_glob(g).ok()?);
    }
    b.build().ok()
}

/// The strings of `proposal`'s key `name` (a list's items, or the one string).
pub(super) fn values(proposal: &Proposal, name: &str) -> Vec<String> {
    proposal
        .keys
        .iter()
        .filter(|(k, _)| *k == name)
        .flat_map(|(_, v)| match v {
            Value::List(l) => l.clone(),
            Value::Str(s) => vec![s.clone()],
            _ => Vec::new(),
        })
        .collect()
}

/// A rule against adding a file ("never commit `.env`") is right when the file is absent;
/// one against editing it ("never edit `gen/`") protects files that exist.
fn about_adding(proposal: &Proposal, instruction: &Instruction) -> bool {
    let changes = values(proposal, "changes");
    changes.iter().any(|c| c == "added")
        || changes.is_empty()
            && instruction.text.split(|c: char| !c.is_alphanumeric()).any(|w| {
                matches!(
                    w.to_lowercase().as_str(),
                    "commit" | "committing" | "add" | "adding" | "create" | "creating" | "include" | "push" | "check"
                )
            })
}

/// `Err(why)` when a rule only against adding a named file (`package-lock.json`, not a glob
/// or a directory) meets one the repository already tracks: the repository keeps such files
/// (a package that uses npm beside a pnpm workspace), and the rule would fire on the next one.
fn confirm_not_tracked(proposal: &Proposal, tree: &Tree) -> Result<(), String> {
    if values(proposal, "changes") != ["added"] {
        return Ok(());
    }
    let named: Vec<String> = values(proposal, "paths")
        .into_iter()
        .filter(|p| !p.contains(['*', '?', '[', '{']) && !p.ends_with('/'))
        .collect();
    let Some(files) = set(&named) else { return Ok(()) };
    match tree.files.iter().find(|f| files.is_match(f)) {
        Some(tracked) => Err(format!(
            "the repository already tracks `{tracked}`: a rule against adding such a file contradicts it"
        )),
        None => Ok(()),
    }
}

/// Whether a rule against editing files protects files a tool writes: the instruction or a
/// sentence beside it in its paragraph (`paragraph`) says they are generated or tool-managed
/// ("Do not edit `*.slnf` files directly. They are generated by `scripts/…`"). Every
/// regeneration changes them too, and a commit does not show a hand edit apart from one, so
/// such a rule warns rather than blocks.
pub fn protects_generated(proposal: &Proposal, instruction: &Instruction, paragraph: &[&str]) -> bool {
    // "Never edit or commit files under `src/mesh/generated/`": an edit of what a tool
    // writes, committing it included.
    let edits = instruction.text.split(|c: char| !c.is_alphanumeric()).any(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "edit" | "edits" | "editing" | "modify" | "modifying"
        )
    });
    let parent = instruction.parent.as_deref().unwrap_or_default();
    proposal.kind == "forbid-paths"
        && (!about_adding(proposal, instruction) || edits && values(proposal, "changes").is_empty())
        && paragraph
            .iter()
            .chain([&instruction.text.as_str(), &parent])
            .any(|text| {
                text.split(|c: char| !c.is_alphanumeric())
                    .any(|w| super::lexicon::is_one_of(super::lexicon::GENERATED_WORDS, &w.to_lowercase()))
            })
}

/// `Err(why)` when a convention for all code of a language (import placement, naming,
/// documentation, type annotations) stands in a section whose heading names a library the
/// repository depends on and the sentence does not: "### SQLAlchemy" over "prefer top-level
/// imports" is about the code that uses it, and the rule would read every file (a held-out
/// round, described generically: deliberate local imports elsewhere were flagged). Languages,
/// linters, formatters and type checkers named by a heading are about all the code.
pub fn confirm_library_section(proposal: &Proposal, instruction: &Instruction, tree: &Tree) -> Result<(), String> {
    let convention = match proposal.kind {
        "forbid-import" => proposal.keys.iter().any(|(k, _)| *k == "placement"),
        "naming" | "require-docstring" | "require-type-annotations" => true,
        _ => false,
    };
    let Some(heading) = instruction.heading.last().filter(|_| convention) else {
        return Ok(());
    };
    let text = instruction.text.to_lowercase();
    let words: Vec<String> = heading
        .split(|c: char| !(c.is_alphanumeric() || "-_.".contains(c)))
        .map(|w| w.trim_matches('.').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    // A package named in two words ("Pydantic AI" is `pydantic-ai`) as well as in one.
    let pairs = words.windows(2).map(|pair| pair.join("-"));
    let library = words
        .iter()
        .cloned()
        .chain(pairs)
        .filter(|w| w.len() >= 3 && !text.contains(w.as_str()))
        .filter(|w| crate::language::Lang::named(w).is_none())
        .filter(|w| {
            !super::lexicon::is_one_of(super::lexicon::FORMATTERS, w)
                && !super::lexicon::is_one_of(super::lexicon::CODE_BASE_CHECKERS, w)
        })
        .find(|w| tree.declares_dependency(w));
    match library {
        Some(library) => Err(format!(
            "stands in a section about `{library}`, a library the repository depends on, and the rule reads all the code"
        )),
        None => Ok(()),
    }
}

/// `Err(why)` when none of a `require-companion` rule's companions matches a file of `tree`:
/// a companion is a file the repository keeps (a changelog, a lockfile, tests, generated
/// code), and fragments of names taken for paths (`.pb.swift`, `SandboxContext/`: apple/
/// containerization, round 90) would fail every commit the rule applies to.
fn confirm_companions(proposal: &Proposal, tree: &Tree) -> Result<(), String> {
    let required = values(proposal, "require");
    if proposal.kind != "require-companion" || required.is_empty() {
        return Ok(());
    }
    let Some(companions) = set(&required) else {
        return Ok(());
    };
    if tree
        .files
        .iter()
        .chain(&tree.context_files)
        .any(|f| companions.is_match(f))
    {
        Ok(())
    } else {
        Err(format!(
            "requires a change to `{}`, which matches no file of the repository",
            required.join("`, `")
        ))
    }
}

/// `Err(why)` when the files `proposal` reads match no file of `tree` in the instruction's
/// scope.
pub fn confirm(proposal: &Proposal, instruction: &Instruction, tree: &Tree) -> Result<(), String> {
    if tree.is_empty() {
        return Ok(());
    }
    let key = |name: &str| values(proposal, name);
    let about_adding = about_adding(proposal, instruction);
    if proposal.kind == "forbid-paths" && about_adding {
        return confirm_not_tracked(proposal, tree);
    }
    // What the rule reads: its own target keys, else its `paths`.
    let (what, mut globs) = match proposal.kind {
        "forbid-paths" => ("protects", key("paths")),
        "require-companion" => ("is triggered by", key("when")),
        _ => ("reads", proposal.paths.clone()),
    };
    // A structural rule without `paths` reads the files of its `language`.
    if globs.is_empty() {
        globs = language_globs(proposal);
    }
    let scope = instruction.scope.trim_end_matches('/');
    let in_scope = |f: &str| scope == "." || f.starts_with(&format!("{scope}/"));
    // A naming rule that names no language reads every file a grammar parses; in a repository
    // whose code is in another language it reads the odd script beside it, not the code the
    // instruction is about (fsprojects/SwaggerProvider, round 28: F# conventions checked on one
    // TypeScript file).
    if globs.is_empty() && proposal.kind == "naming" && key("language").is_empty() {
        let parsed = tree
            .files
            .iter()
            .filter(|f| in_scope(f) && crate::syntax::Lang::of_path(f).is_some())
            .count();
        if parsed < MIN_DIRECTORY_FILES {
            return Err(format!(
                "names no language, and the repository holds only {parsed} file{} in a language the rule reads",
                if parsed == 1 { "" } else { "s" }
            ));
        }
    }
    if globs.is_empty() {
        return Ok(());
    }
    let (Some(include), Some(exclude)) = (set(&globs), set(&proposal.exclude)) else {
        return Ok(());
    };
    if tree
        .files
        .iter()
        .chain(&tree.context_files)
        .any(|f| in_scope(f) && include.is_match(f) && !exclude.is_match(f))
    {
        confirm_companions(proposal, tree)
    } else if scope == "." {
        Err(format!(
            "{what} `{}`, which matches no file of the repository",
            globs.join("`, `")
        ))
    } else {
        // A nested context file governs its directory only (a skill's `AGENTS.md` under
        // `.agents/skills/`): say so, or the reason reads as a wrong count of the repository.
        Err(format!(
            "{what} `{}`, which matches no file under `{scope}/`, the directory {} governs",
            globs.join("`, `"),
            instruction.file
        ))
    }
}

/// A directory the repository holds installed packages in (`pip install -t lambda_layer/python`:
/// a `*.dist-info` directory beside them) is vendored code: a rule on authored code leaves it
/// out as it does `site-packages/` (teg/lkml-assistant, round 123: botocore's and six's names
/// failed the naming and docstring rules). Not `*.egg-info`, which a build or an editable
/// install writes beside the project's own sources (`src/pkg.egg-info/`).
///
/// So is a documentation site a generator built and the repository commits (VariantEffect/
/// mavedb-ui, round 166: MkDocs' bundled `lunr/wordcut.js` failed a camelCase rule): its
/// root is known by a file only the generator writes ([`BUILT_SITE_MARKERS`]).
pub fn exclude_unauthored_directories(proposal: &mut Proposal, tree: &Tree) {
    if !proposal.exclude.iter().any(|g| g == "**/site-packages/**") {
        return;
    }
    let mut dirs: Vec<String> = Vec::new();
    for file in &tree.files {
        let parts: Vec<&str> = file.split('/').collect();
        let root = match parts.iter().position(|p| p.ends_with(".dist-info")) {
            Some(at) => Some(parts[..at].join("/")),
            None => BUILT_SITE_MARKERS
                .iter()
                .find_map(|(marker, _)| file.strip_suffix(marker)?.strip_suffix('/'))
                .map(str::to_owned),
        };
        // Installed at the root, or a site that is the whole repository (a `gh-pages`
        // checkout): nothing else would be left to read.
        let Some(root) = root.filter(|r| !r.is_empty()) else {
            continue;
        };
        let dir = format!("{root}/**");
        if !dirs.contains(&dir) {
            dirs.push(dir);
        }
    }
    for dir in dirs {
        if !proposal.exclude.contains(&dir) {
            proposal.exclude.push(dir);
        }
    }
}

/// File-based routers: the configuration file that marks a project of the framework, and
/// the files under its directory that are routes, named by the URL they serve or by the
/// framework, not in the team's style for file names.
const FILE_ROUTERS: &[(&str, &[&str], &str)] = &[
    ("nuxt.config.", &["**/pages/**", "**/layouts/**"], "Nuxt"),
    ("next.config.", &["pages/**", "src/pages/**"], "Next.js's pages router"),
    (
        "next.config.",
        &["**/app/**/{page,layout,loading,error,not-found,route,template,default,global-error}.*"],
        "Next.js's app router",
    ),
    ("svelte.config.", &["src/routes/**"], "SvelteKit"),
    ("astro.config.", &["src/pages/**"], "Astro"),
];

/// A file-name rule on files of a language (`*.vue`) leaves out the routes of a file-based
/// router in the repository: "Use PascalCase for component names" is not asked of Nuxt's
/// `pages/impressum.vue`, whose name is its URL (pratergalerie/vom-prater-aus, round 169:
/// every page added failed). A rule on a named directory keeps it, and so does one whose style
/// is lower-case (kebab-case, snake_case), which URLs and the framework's names follow too.
pub fn exclude_routes(proposal: &mut Proposal, tree: &Tree) {
    let mixed_case = values(proposal, "pattern")
        .iter()
        .any(|p| super::recognize::file_name::asks_mixed_case(p));
    if proposal.kind != "file-name" || proposal.paths.iter().any(|p| p.contains('/')) || !mixed_case {
        return;
    }
    let mut globs = Vec::new();
    for file in &tree.files {
        let (dir, name) = file.rsplit_once('/').unwrap_or(("", file));
        for (config, routes, _) in FILE_ROUTERS {
            if !name.starts_with(config) {
                continue;
            }
            let prefix = if dir.is_empty() {
                String::new()
            } else {
                format!("{dir}/")
            };
            globs.extend(routes.iter().map(|r| format!("{prefix}{r}")));
        }
    }
    for glob in globs {
        if !proposal.exclude.contains(&glob) {
            proposal.exclude.push(glob);
        }
    }
}

/// Files a documentation generator writes at the root of the site it builds, by their path
/// from that root, and the generator.
const BUILT_SITE_MARKERS: &[(&str, &str)] = &[
    ("search/search_index.json", "MkDocs"),
    (".buildinfo", "Sphinx"),
    ("searchindex.js", "Sphinx"),
    ("allclasses-index.html", "Javadoc"),
    ("doxygen.css", "Doxygen"),
    ("search-index.js", "rustdoc"),
];

/// A licence or copyright header rule leaves out the files the repository licenses through
/// REUSE instead (`REUSE.toml`'s `[[annotations]] path`, `.reuse/dep5`'s `Files:`): the
/// specification lets either carry a file's licence, and a header rule would fail the files
/// annotated there (a held-out round, described generically: bot-generated files covered by
/// the annotations were flagged).
pub fn exclude_reuse_annotated(proposal: &mut Proposal, tree: &Tree) {
    let Some(read) = tree.read else { return };
    let header = proposal.kind == "require-content"
        && values(proposal, "pattern").iter().any(|p| {
            let p = p.to_lowercase();
            p.contains("spdx") || p.contains("copyright") || p.contains("licen")
        });
    if !header {
        return;
    }
    let mut globs = Vec::new();
    if tree.files.contains(&"REUSE.toml")
        && let Some(table) = read("REUSE.toml").and_then(|t| t.parse::<toml::Table>().ok())
    {
        for annotation in table
            .get("annotations")
            .and_then(toml::Value::as_array)
            .into_iter()
            .flatten()
        {
            match annotation.get("path") {
                Some(toml::Value::String(path)) => globs.push(path.clone()),
                Some(toml::Value::Array(paths)) => {
                    globs.extend(paths.iter().filter_map(|p| p.as_str().map(str::to_owned)))
                }
                _ => {}
            }
        }
    }
    if tree.files.contains(&".reuse/dep5")
        && let Some(text) = read(".reuse/dep5")
    {
        for line in text.lines().filter_map(|l| l.strip_prefix("Files:")) {
            globs.extend(line.split_whitespace().map(str::to_owned));
        }
    }
    for glob in globs {
        if !proposal.exclude.contains(&glob) && crate::ruleset::decode::path_glob(&glob).is_ok() {
            proposal.exclude.push(glob);
        }
    }
}

/// A ban on printing in favour of a logger ("No `console.log` — use the project
/// LoggerService") is about the code that logs; the command-line scripts under `scripts/` and
/// `bin/` print their output by design (genfeedai/genfeed.ai, round 231: all 32 flags were in
/// `scripts/` tools, where no logger is used).
pub fn exclude_command_line_scripts(proposal: &mut Proposal, reading: &Reading, tree: &Tree) {
    /// Calls that write to the terminal.
    const OUTPUT_CALLS: &[&str] = &[
        "console.debug",
        "console.info",
        "console.log",
        "fmt.Print",
        "fmt.Printf",
        "fmt.Println",
        "print",
        "println",
        "println!",
        "puts",
        "System.out.println",
    ];
    const SCRIPT_DIRECTORIES: &[&str] = &["scripts/**", "**/scripts/**", "bin/**"];
    let prints = proposal.kind == "forbid-call"
        && values(proposal, "callees")
            .iter()
            .any(|c| OUTPUT_CALLS.contains(&c.as_str()));
    let for_a_logger = reading.words.iter().any(|w| w.starts_with("logger") || w == "logging");
    let has_scripts = tree
        .files
        .iter()
        .any(|f| f.starts_with("scripts/") || f.contains("/scripts/") || f.starts_with("bin/"));
    if !(prints && for_a_logger && has_scripts) {
        return;
    }
    for glob in SCRIPT_DIRECTORIES {
        if !proposal.exclude.iter().any(|e| e == glob) {
            proposal.exclude.push((*glob).to_owned());
        }
    }
}

/// An indentation rule leaves out the directories whose own formatter configuration indents
/// the other way: a sub-project with a `biome.json` that sets `"indentStyle": "tab"` is
/// formatted with tabs whatever the root's style (genesiscz/GenesisTools, round 240: its
/// dashboard's tab-indented files failed a "4-space indent" rule read from the root's).
pub fn exclude_other_indentation(proposal: &mut Proposal, tree: &Tree) {
    let Some(read) = tree.read else { return };
    let tabs_banned = match proposal.id.as_str() {
        "tab-indentation" => true,
        "space-indentation" => false,
        _ => return,
    };
    // (the configuration's file name, a setting that indents with tabs, one that indents with
    // spaces). The root's own settings are the rule's, whatever they say.
    static SETTINGS: LazyLock<[(&str, Regex, Regex); 4]> = LazyLock::new(|| {
        let r = |p: &str| Regex::new(p).expect("valid settings pattern");
        [
            (
                "biome.json",
                r(r#""indentStyle"\s*:\s*"tab""#),
                r(r#""indentStyle"\s*:\s*"space""#),
            ),
            (
                "biome.jsonc",
                r(r#""indentStyle"\s*:\s*"tab""#),
                r(r#""indentStyle"\s*:\s*"space""#),
            ),
            (
                ".prettierrc",
                r(r#""?useTabs"?\s*:\s*true"#),
                r(r#""?useTabs"?\s*:\s*false"#),
            ),
            (
                ".editorconfig",
                r(r"(?m)^\s*indent_style\s*=\s*tab\b"),
                r(r"(?m)^\s*indent_style\s*=\s*space\b"),
            ),
        ]
    });
    let mut globs = Vec::new();
    for file in &tree.files {
        let Some((dir, name)) = file.rsplit_once('/') else {
            continue;
        };
        let Some((_, tabs, spaces)) = SETTINGS.iter().find(|(n, _, _)| *n == name) else {
            continue;
        };
        let Some(text) = read(file) else { continue };
        let other = if tabs_banned { tabs } else { spaces };
        if other.is_match(&text) {
            globs.push(format!("{dir}/**"));
        }
    }
    for glob in globs {
        if !proposal.exclude.contains(&glob) {
            proposal.exclude.push(glob);
        }
    }
}

/// A lockfile companion rule (`changes: dependencies`) triggered by the manifests the lockfile
/// records, not by every file of that name: in a monorepo, a template's or a fixture's
/// `package.json` is not in the root `pnpm-lock.yaml`.
pub fn scope_to_lockfile(proposal: &mut Proposal, tree: &Tree) {
    let Some(read) = tree.read else { return };
    if proposal.kind != "require-companion"
        || !proposal
            .keys
            .iter()
            .any(|(k, v)| *k == "changes" && *v == Value::Str("dependencies".into()))
    {
        return;
    }
    let list = |name: &str| -> Option<Vec<String>> {
        proposal
            .keys
            .iter()
            .find(|(k, _)| *k == name)
            .and_then(|(_, v)| match v {
                Value::List(l) => Some(l.clone()),
                Value::Str(s) => Some(vec![s.clone()]),
                _ => None,
            })
    };
    let (Some(require), Some(when)) = (list("require"), list("when")) else {
        return;
    };
    let [lockfile] = require.as_slice() else { return };
    let Some(members) = crate::manifest::lockfile_members(lockfile, read) else {
        return;
    };
    // Only a bare manifest name ("`package.json`") is widened to every directory; a path the
    // instruction gives stays.
    let manifest = members[0].trim_start_matches('/');
    if !when.iter().all(|w| w == manifest) {
        return;
    }
    for (k, v) in &mut proposal.keys {
        if *k == "when" {
            *v = Value::List(members.clone());
        }
    }
    // The examples' manifest and lockfile move to the root, where the lockfile records them.
    let lockfile_name = lockfile.rsplit('/').next().unwrap_or(lockfile);
    examples_at_root(proposal, &[manifest, lockfile_name]);
}

/// Moves the examples' files named `names` to the repository root, where the rule now looks.
fn examples_at_root(proposal: &mut Proposal, names: &[&str]) {
    for example in &mut proposal.examples {
        for (path, _) in example.files_before.iter_mut().chain(example.files_after.iter_mut()) {
            let name = path.rsplit('/').next().unwrap_or(path).to_owned();
            if names.contains(&name.as_str()) {
                *path = name;
            }
        }
    }
}

/// A rule from a nested context file (`ui/AGENTS.md`) applies under its directory only, so its
/// examples' files move there: examples elsewhere are commits the rule never sees, and the
/// self-test would drop every rule such a file compiles to. An example without files (a
/// message or branch rule) gets one there, since such a rule applies to commits touching it.
/// The same holds for front-matter globs (`paths:`, `applyTo:`, `globs:`): files move to a
/// path they match.
pub fn examples_in_scope(proposal: &mut Proposal, instruction: &Instruction) {
    examples_under_prefix(proposal, instruction);
    examples_within_globs(proposal, &instruction.applies_to);
}

fn examples_under_prefix(proposal: &mut Proposal, instruction: &Instruction) {
    let Some(prefix) = prefix_of(instruction) else { return };
    for example in &mut proposal.examples {
        let mut has_files = false;
        for (path, _) in example.files_before.iter_mut().chain(example.files_after.iter_mut()) {
            has_files = true;
            if !path.starts_with(prefix.as_str()) {
                *path = format!("{prefix}{}", path.trim_start_matches('/'));
            }
        }
        if !has_files {
            example
                .files_after
                .push((format!("{prefix}README.md"), "x\n".to_owned()));
        }
    }
}

/// Moves the files of `proposal`'s examples to paths that `globs` match.
pub fn examples_within_globs(proposal: &mut Proposal, globs: &[String]) {
    // `**` (a folder's file lifted to the root) admits every example as it is written.
    if globs.iter().all(|g| g == "**") {
        return;
    }
    let matchers: Vec<_> = globs
        .iter()
        .filter_map(|g| path_glob(g).ok().map(|m| (g.as_str(), m.compile_matcher())))
        .collect();
    if matchers.is_empty() {
        return;
    }
    let inside = |p: &str| matchers.iter().any(|(_, m)| m.is_match(p));
    for example in &mut proposal.examples {
        let mut has_files = false;
        for (path, _) in example.files_before.iter_mut().chain(example.files_after.iter_mut()) {
            has_files = true;
            if inside(path) {
                continue;
            }
            let extension = |p: &str| p.rsplit_once('.').map(|(_, e)| e.to_owned());
            let candidates: Vec<String> = matchers
                .iter()
                .flat_map(|(g, m)| path_within_glob(g, path).into_iter().filter(|c| m.is_match(c)))
                .collect();
            let same_extension = candidates.iter().find(|c| extension(c) == extension(path));
            let moved = same_extension.or(candidates.first()).cloned();
            if let Some(moved) = moved {
                *path = moved;
            }
        }
        if !has_files {
            let first = matchers
                .iter()
                .find_map(|(g, m)| path_within_glob(g, "README.md").into_iter().find(|c| m.is_match(c)));
            example.files_after.extend(first.map(|p| (p, "x\n".to_owned())));
        }
    }
}

/// Paths that may match `glob` and keep what they can of `path`: its name under the glob's
/// literal directories (`web/**/*.ts` and `src/app.ts`: `web/app.ts`), or the glob's last
/// segment with its wildcards filled from the name (`tests/test_*.py`: `tests/test_app.py`).
/// The caller keeps the first that really matches, one with the file's own extension first
/// (an example written for any file, `src/example.conf`, may become `tools/example.py`; if
/// its content does not fit there, the self-test drops the rule).
fn path_within_glob(glob: &str, path: &str) -> Vec<String> {
    let glob = glob.trim_start_matches("./").trim_start_matches('/');
    let name = path.rsplit('/').next().unwrap_or(path);
    let stem = name.split('.').next().filter(|s| !s.is_empty()).unwrap_or("x");
    let wild = |seg: &str| seg.contains(['*', '?', '[', '{']);
    let segments: Vec<&str> = glob.split('/').collect();
    let literal: Vec<&str> = segments.iter().copied().take_while(|s| !wild(s)).collect();
    let dir = |parts: &[&str]| parts.iter().map(|p| format!("{p}/")).collect::<String>();
    let last = segments.last().copied().unwrap_or_default();
    let mut out = vec![format!("{}{name}", dir(&literal)), format!("{}{path}", dir(&literal))];
    let fixed = &segments[..segments.len().saturating_sub(1)];
    let fixed: Vec<&str> = fixed.iter().copied().filter(|s| !wild(s)).collect();
    // `**/landlord-portal/**`: a last segment of wildcards alone stands for any file, the
    // example's own name included (The-Supremacy/ProperTea, round 101: `example.ts` had become
    // `landlord-portal/exampleexample`, which no rule on `*.ts` reads).
    if last.chars().all(|c| c == '*') {
        out.push(format!("{}{name}", dir(&fixed)));
        return out;
    }
    for alternative in brace_alternatives(last) {
        let filled = alternative.replace('*', stem).replace('?', "x");
        out.push(format!("{}{filled}", dir(&fixed)));
    }
    out
}

/// `*.{ts,tsx}` as `*.ts` and `*.tsx` (one level of braces; none: the segment itself).
fn brace_alternatives(segment: &str) -> Vec<String> {
    let (Some(open), Some(close)) = (segment.find('{'), segment.find('}')) else {
        return vec![segment.to_owned()];
    };
    if close < open {
        return vec![segment.to_owned()];
    }
    let (head, tail) = (&segment[..open], &segment[close + 1..]);
    segment[open + 1..close]
        .split(',')
        .map(|alt| format!("{head}{alt}{tail}"))
        .collect()
}

/// Why a protected-path rule is written as a proposal, if it is: it forbids changing files the
/// repository tracks. Such files have keepers: releases, regeneration, dependency updates and
/// maintainers change them (on the real repositories judged while tuning, about one such rule
/// in five was right: `CHANGELOG.md`, lockfiles, generated clients, `PublicAPI.Shipped.txt`),
/// while a ban on committing what the repository does not track (`.env`, `.claude/`, a local
/// data directory) keeps to its practice. A ban on deleting files only stays active.
pub fn protects_tracked_files(proposal: &Proposal, tree: &Tree) -> Option<String> {
    if proposal.kind != "forbid-paths" || tree.is_empty() {
        return None;
    }
    let changes = values(proposal, "changes");
    if !changes.is_empty() && changes.iter().all(|c| c == "deleted") {
        return None;
    }
    let globs = set(&values(proposal, "paths"))?;
    let tracked = tree
        .files
        .iter()
        .chain(&tree.context_files)
        .filter(|f| globs.is_match(f))
        .count();
    (tracked > 0).then(|| {
        format!(
            "it forbids changing files the repository tracks ({tracked} at this revision), which releases, regeneration or maintainers change"
        )
    })
}

/// A path a nested context file names is its directory's: "any file under `src/components/ui/`"
/// in `web/CLAUDE.md` protects `web/src/components/ui/`, when that is where the files are and
/// the repository's root has none (infiniflow/ragflow, round 23: the rule was declined as
/// protecting nothing). `paths` of a rule are the repository's, whatever file it comes from.
pub fn anchor_in_scope(proposal: &mut Proposal, instruction: &Instruction, tree: &Tree) {
    let scope = instruction.scope.trim_end_matches('/');
    if proposal.kind != "forbid-paths" || tree.is_empty() || scope == "." || scope.is_empty() {
        return;
    }
    let matches_some = |glob: &str| {
        path_glob(glob)
            .map(|g| g.compile_matcher())
            .is_ok_and(|m| tree.files.iter().any(|f| m.is_match(f)))
    };
    for p in paths_mut(proposal) {
        let relative = p.contains('/') && !p.starts_with(['/', '*']) && !p.starts_with(&format!("{scope}/"));
        let scoped = format!("{scope}/{p}");
        if relative && !matches_some(p) && matches_some(&scoped) {
            *p = scoped;
        }
    }
}

/// The path globs of a proposal's check, to rewrite in place: its `paths`, or a companion
/// rule's `when` and `require` (none when it has no such list).
fn paths_mut(proposal: &mut Proposal) -> impl Iterator<Item = &mut String> {
    let keys: &[&str] = if proposal.kind == "require-companion" {
        &["when", "require"]
    } else {
        &["paths"]
    };
    proposal
        .keys
        .iter_mut()
        .filter(move |(k, _)| keys.contains(k))
        .flat_map(|(_, v)| match v {
            Value::List(paths) => paths.iter_mut(),
            _ => [].iter_mut(),
        })
}

/// "Active implementation work MUST use the `.agents/sow/q/` queues. SOW working files are
/// never committed (the `q/` tree is gitignored)": a directory the section names in full
/// elsewhere (`…/q/`) is that one, shortened, not every directory of its name (netdata/netdata,
/// round 203: the rule forbade a new Go package `pkg/q/`).
pub fn expand_shortened_paths(proposal: &mut Proposal, instruction: &Instruction, instructions: &[Instruction]) {
    if proposal.kind != "forbid-paths" {
        return;
    }
    let section: Vec<&str> = instructions
        .iter()
        .filter(|o| o.file == instruction.file && o.heading == instruction.heading)
        .flat_map(|o| super::reading::pieces(&o.text))
        .filter_map(|piece| match piece {
            super::reading::Piece::Code(code) => Some(code),
            super::reading::Piece::Prose(_) => None,
        })
        .collect();
    let mut expanded: Vec<(String, String)> = Vec::new();
    for p in paths_mut(proposal) {
        let Some(name) = p.strip_suffix('/').filter(|n| !n.is_empty() && !n.contains(['/', '*'])) else {
            continue;
        };
        let tail = format!("/{name}/");
        let full = section
            .iter()
            .map(|c| c.trim())
            .find(|c| c.ends_with(&tail) && !c.contains(['<', '{', '*', ' ']));
        if let Some(full) = full {
            let full = full.trim_start_matches("./").to_owned();
            expanded.push((p.clone(), full.clone()));
            *p = full;
        }
    }
    // The recognizer's examples put their files under the short path.
    for example in &mut proposal.examples {
        for (path, _) in example.files_before.iter_mut().chain(example.files_after.iter_mut()) {
            if let Some((short, full)) = expanded.iter().find(|(short, _)| path.starts_with(short.as_str())) {
                *path = format!("{full}{}", &path[short.len()..]);
            }
        }
    }
}

/// A directory named by itself (`dist/`, `compiled/`) is every directory of that name, as in
/// a `.gitignore`, when the repository's root has none: "Do not commit build artifacts
/// (dist/, compiled/)" in a monorepo means `packages/*/dist/` (web-infra-dev/rslib, round 57:
/// anchored at the root, the rule never saw a package's build output). A nested context
/// file's directory bounds it.
pub fn unanchor_directory_names(proposal: &mut Proposal, instruction: &Instruction, tree: &Tree) {
    if proposal.kind != "forbid-paths" || tree.is_empty() {
        return;
    }
    let prefix = prefix_of(instruction);
    let dir = prefix.as_deref().unwrap_or("");
    for p in paths_mut(proposal) {
        let Some(name) = p.strip_suffix('/') else { continue };
        let segments: Vec<&str> = name.split('/').collect();
        let plain = !name.is_empty()
            && segments
                .iter()
                .all(|s| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || "._-".contains(c)));
        if !plain {
            continue;
        }
        let at_top = format!("{dir}{name}/");
        if tree.files.iter().any(|f| f.starts_with(&at_top)) {
            continue;
        }
        // A path of several directories ("`app_data/git_ignore/` is gitignored": autoboat-vt/
        // autoboat_vt, round 169) is that path wherever its first directory is, when the top
        // has no such directory and a deeper one does; else it is a place at the top.
        let first_inner = format!("/{}/", segments[0]);
        let first_at_top = format!("{dir}{}/", segments[0]);
        let elsewhere = tree.files.iter().any(|f| f.contains(&first_inner))
            && !tree.files.iter().any(|f| f.starts_with(&first_at_top));
        if segments.len() == 1 || elsewhere {
            *p = format!("{dir}**/{name}/");
        }
    }
}

/// "NEVER import `java.*` or `android.*` in `commonMain`" (meshtastic/Meshtastic-Android,
/// round 99): a bare name after "in" that is a directory of the repository is that place
/// (`commonMain/` at the top, else `**/commonMain/` wherever it is), which a code rule's
/// paths express; otherwise it stays a qualifier no kind can express ("in `render`").
pub fn directory_names_as_places(readings: &mut [Reading], tree: &Tree) {
    static IN_NAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^in `([A-Za-z_][A-Za-z0-9_.-]*)`$").expect("valid"));
    if tree.is_empty() {
        return;
    }
    for reading in readings.iter_mut() {
        let mut places = Vec::new();
        for q in &mut reading.qualifiers {
            let Qualifier::Other(what) = q else { continue };
            let Some(name) = IN_NAME.captures(what).map(|c| c[1].to_owned()) else {
                continue;
            };
            let top = format!("{name}/");
            let inner = format!("/{name}/");
            if tree.files.iter().any(|f| f.starts_with(&top)) {
                *q = Qualifier::Path(top);
            } else if tree.files.iter().any(|f| f.contains(&inner)) {
                *q = Qualifier::Path(format!("**/{top}"));
            } else {
                continue;
            }
            places.push(name);
        }
        // The place is where the rule applies, not code it forbids or asks for.
        for span in reading.spans.iter_mut().filter(|s| places.contains(&s.code)) {
            span.role = super::reading::Role::Condition;
        }
    }
}

/// A protected file named bare ("never change `global.json`") that the repository has at the
/// top of the context file's directory is that file, not every file of the name (a fixture's
/// own `global.json`). In `site/AGENTS.md`, "never modify `go.mod`" is `site/go.mod`, not the
/// root's (kopia/kopia, round 41: anchored at the root, the rule never applied under `site/`).
pub fn anchor_root_files(proposal: &mut Proposal, instruction: &Instruction, tree: &Tree) {
    // "If you edit `README.md`, update `README.zh.md`" is about the root's README, not each
    // package's (web-infra-dev/midscene, round 72: 18 README.md files, one README.zh.md).
    if !matches!(proposal.kind, "forbid-paths" | "require-companion") || tree.is_empty() {
        return;
    }
    let prefix = prefix_of(instruction);
    let dir = prefix.as_deref().unwrap_or("");
    let mut anchored = Vec::new();
    for p in paths_mut(proposal) {
        let bare = !p.contains(['/', '*', '?', '[', '{']);
        let at_top = format!("{dir}{p}");
        if bare && tree.files.contains(&at_top.as_str()) {
            anchored.push(p.clone());
            *p = format!("/{at_top}");
        }
    }
    let names: Vec<&str> = anchored.iter().map(String::as_str).collect();
    examples_at_root(proposal, &names);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A naming rule as `exclude_unauthored` leaves it: vendored code excluded.
    fn naming_rule(id: &str) -> crate::compile::Proposal {
        crate::compile::Proposal {
            id: id.into(),
            kind: "naming",
            keys: Vec::new(),
            paths: Vec::new(),
            exclude: vec!["**/site-packages/**".into()],
            examples: Vec::new(),
            reason: String::new(),
        }
    }

    #[test]
    fn installed_packages_are_left_out_of_code_rules() {
        // teg/lkml-assistant (round 123): `pip install -t lambda_layer/python`.
        let files: Vec<String> = [
            "lambda_layer/python/six.py",
            "lambda_layer/python/six-1.16.0.dist-info/METADATA",
            "src/app.py",
            "src/app.egg-info/PKG-INFO",
        ]
        .iter()
        .map(|f| (*f).to_owned())
        .collect();
        let tree = Tree::new(&files);
        let mut proposal = naming_rule("function-snake-case");
        exclude_unauthored_directories(&mut proposal, &tree);
        assert_eq!(proposal.exclude, ["**/site-packages/**", "lambda_layer/python/**"]);
        // A rule that does not leave vendored code out (a path rule) is left as it is.
        let mut path_rule = crate::compile::Proposal {
            exclude: Vec::new(),
            ..proposal.clone()
        };
        exclude_unauthored_directories(&mut path_rule, &tree);
        assert!(path_rule.exclude.is_empty());
    }

    #[test]
    fn built_documentation_sites_are_left_out_of_code_rules() {
        // VariantEffect/mavedb-ui (round 166): MkDocs and Sphinx output under `public/docs/`.
        let files: Vec<String> = [
            "public/docs/mavedb/search/search_index.json",
            "public/docs/mavedb/assets/javascripts/lunr/wordcut.js",
            "public/docs/mavehgvs/.buildinfo",
            "public/docs/mavehgvs/_static/language_data.js",
            "src/search/index.js",
            "docs/conf.py",
        ]
        .iter()
        .map(|f| (*f).to_owned())
        .collect();
        let tree = Tree::new(&files);
        let mut proposal = naming_rule("variable-camel-case");
        exclude_unauthored_directories(&mut proposal, &tree);
        assert_eq!(
            proposal.exclude,
            [
                "**/site-packages/**",
                "public/docs/mavedb/**",
                "public/docs/mavehgvs/**"
            ]
        );
        // A site built at the root is the whole repository, not a part to leave out.
        let root_site: Vec<String> = vec!["searchindex.js".into(), "app.js".into()];
        let tree = Tree::new(&root_site);
        let mut at_root = crate::compile::Proposal {
            exclude: vec!["**/site-packages/**".into()],
            ..proposal.clone()
        };
        exclude_unauthored_directories(&mut at_root, &tree);
        assert_eq!(at_root.exclude, ["**/site-packages/**"]);
    }

    #[test]
    fn manifests_declare_dependencies() {
        let cases: [(&str, &str, &[&str]); 7] = [
            (
                "package.json",
                r#"{"dependencies": {"axios": "1"}, "devDependencies": {"@types/node": "2"}, "scripts": {"x": "y"}}"#,
                &["axios", "@types/node"],
            ),
            (
                "composer.json",
                r#"{"require": {"php": ">=8", "ext-json": "*", "guzzlehttp/guzzle": "7"}}"#,
                // Composer's `php` and `ext-*` are the platform, no packages.
                &["guzzlehttp/guzzle"],
            ),
            (
                "requirements-dev.txt",
                "# tools\nrequests>=2\n-r base.txt\nPyYAML==6 ; python_version>'3'\n",
                &["requests", "PyYAML"],
            ),
            (
                "pyproject.toml",
                concat!(
                    "[project]\ndependencies = [\"httpx>=0.27\"]\n[project.optional-dependencies]\n",
                    "dev = [\"pytest\"]\n[tool.poetry.dependencies]\npython = \"^3.11\"\n",
                ),
                // Poetry's `python` is the interpreter, no package.
                &["httpx", "pytest"],
            ),
            (
                "Cargo.toml",
                "[dependencies]\nserde = \"1\"\n[dev-dependencies]\ninsta = \"1\"\n",
                &["serde", "insta"],
            ),
            (
                "go.mod",
                "module x\n\nrequire (\n\tgithub.com/pkg/errors v0.9.1\n)\nrequire golang.org/x/sync v0.1.0\n",
                &["github.com/pkg/errors", "golang.org/x/sync"],
            ),
            (
                "Gemfile",
                "source 'https://rubygems.org'\ngem 'rails', '~> 7'\n",
                &["rails"],
            ),
        ];
        for (name, text, expected) in cases {
            assert_eq!(dependencies_in(name, text), expected, "{name}");
        }
    }

    #[test]
    fn example_paths_move_inside_front_matter_globs() {
        let moved = |glob: &str, path: &str| {
            let mut proposal = Proposal {
                id: "r".into(),
                kind: "forbid-content",
                keys: Vec::new(),
                paths: Vec::new(),
                exclude: Vec::new(),
                examples: vec![super::super::ExampleSpec {
                    files_after: vec![(path.to_owned(), "x\n".to_owned())],
                    ..super::super::ExampleSpec::default()
                }],
                reason: String::new(),
            };
            examples_within_globs(&mut proposal, &[glob.to_owned()]);
            let moved = &proposal.examples[0].files_after[0].0;
            (moved != path).then(|| moved.clone())
        };
        assert_eq!(moved("web/**/*.ts", "src/app.ts").as_deref(), Some("web/app.ts"));
        assert_eq!(moved("src/api/**", "src/app.py").as_deref(), Some("src/api/app.py"));
        assert_eq!(
            moved("tests/test_*.py", "src/app.py").as_deref(),
            Some("tests/test_app.py")
        );
        assert_eq!(
            moved("src/**/*.{ts,tsx}", "lib/card.tsx").as_deref(),
            Some("src/card.tsx")
        );
        assert_eq!(
            moved("tools/**/*.py", "src/example.conf").as_deref(),
            Some("tools/example.py")
        );
        assert_eq!(moved("src/**", "src/a.py"), None, "already inside");
    }
}

//! `TestRepo`: a real temporary git repository driven by the real `git` CLI, and the real
//! `agentsmd-gate` binary run inside it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const BIN: &str = env!("CARGO_BIN_EXE_agentsmd-gate");

pub struct TestRepo {
    _dir: tempfile::TempDir,
    pub root: PathBuf,
    home: PathBuf,
}

/// What a run of the binary printed, and how it exited.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn from_output(output: Output) -> Run {
        Run::from(output)
    }

    fn from(output: Output) -> Run {
        Run {
            code: output.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}\n{}", self.stdout, self.stderr))
    }

    /// The `rule` of every violation in a JSON report.
    pub fn rules(&self) -> Vec<String> {
        self.json()["violations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["rule"].as_str().unwrap().to_owned())
            .collect()
    }
}

impl TestRepo {
    pub fn new() -> TestRepo {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("repo");
        let home = dir.path().join("home");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::create_dir_all(&home).unwrap();
        let repo = TestRepo { _dir: dir, root, home };
        repo.git(&["init", "-q", "-b", "main"]);
        repo
    }

    /// A repository with `agentsmd-gate.yaml` holding `rules` (YAML of the `rules:` list), and
    /// an AGENTS.md, committed as the first commit.
    pub fn with_rules(rules: &str) -> TestRepo {
        let repo = TestRepo::new();
        repo.write("agentsmd-gate.yaml", &format!("version: 1\nrules:\n{rules}"));
        repo.write(
            "AGENTS.md",
            "# Rules\n\n- Use Conventional Commits.\n- Never edit `gen/`.\n",
        );
        repo.commit_all("chore: add rules");
        repo
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    pub fn write(&self, rel: &str, content: &str) {
        self.write_bytes(rel, content.as_bytes());
    }

    pub fn write_bytes(&self, rel: &str, content: &[u8]) {
        if rel.ends_with(".yaml") || rel.ends_with(".yml") {
            schema_accepts_what_loads(rel, content);
        }
        let path = self.path(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, content).unwrap();
    }

    pub fn remove(&self, rel: &str) {
        std::fs::remove_file(self.path(rel)).unwrap();
    }

    fn command(&self, program: &str) -> Command {
        let mut cmd = Command::new(program);
        cmd.current_dir(&self.root)
            .env("HOME", &self.home)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", self.home.join(".gitconfig"))
            .env("GIT_AUTHOR_NAME", "Test Author")
            .env("GIT_AUTHOR_EMAIL", "author@example.com")
            .env("GIT_COMMITTER_NAME", "Test Author")
            .env("GIT_COMMITTER_EMAIL", "author@example.com")
            .env("NO_COLOR", "1")
            .env_remove("GIT_DIR")
            .env_remove("GIT_INDEX_FILE")
            .env_remove("GIT_WORK_TREE");
        cmd
    }

    /// Runs git, asserting success; returns stdout.
    pub fn git(&self, args: &[&str]) -> String {
        let out = self.command("git").args(args).output().unwrap();
        assert!(
            out.status.success(),
            "git {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Runs git and returns the result whatever it is (for commits a hook may reject).
    pub fn git_run(&self, args: &[&str]) -> Run {
        Run::from(self.command("git").args(args).output().unwrap())
    }

    /// Like [`git_run`](Self::git_run) with extra environment variables (seen by hooks).
    pub fn git_run_env(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let mut cmd = self.command("git");
        cmd.args(args);
        for (k, v) in env {
            cmd.env(k, v);
        }
        Run::from(cmd.output().unwrap())
    }

    pub fn commit_all(&self, message: &str) -> String {
        self.git(&["add", "-A"]);
        self.git(&["commit", "-q", "--no-verify", "--allow-empty", "-m", message]);
        self.head()
    }

    pub fn head(&self) -> String {
        self.git(&["rev-parse", "HEAD"]).trim().to_owned()
    }

    pub fn run(&self, args: &[&str]) -> Run {
        Run::from(self.command(BIN).args(args).output().unwrap())
    }

    /// Writes an executable hook script into `.git/hooks/`.
    pub fn write_hook(&self, name: &str, script: &str) {
        let hook = self.path(&format!(".git/hooks/{name}"));
        std::fs::write(&hook, script).unwrap();
        make_executable(&hook);
    }

    /// Installs a pre-commit hook that runs the gate on the staged change.
    pub fn install_pre_commit_hook(&self) {
        self.write_hook("pre-commit", &format!("#!/bin/sh\nexec '{BIN}' check --staged\n"));
    }
}

#[cfg(unix)]
fn make_executable(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

impl TestRepo {
    /// Runs the binary with `dir` (relative to the work tree, or absolute) as the current
    /// directory.
    pub fn run_in(&self, dir: &str, args: &[&str]) -> Run {
        let mut cmd = self.command(BIN);
        cmd.current_dir(self.root.join(dir)).args(args);
        Run::from(cmd.output().unwrap())
    }
}

/// The JSON Schema (`agentsmd-gate schema`) compiled once for the whole test binary.
pub fn schema_validator() -> &'static jsonschema::Validator {
    static VALIDATOR: std::sync::OnceLock<jsonschema::Validator> = std::sync::OnceLock::new();
    VALIDATOR.get_or_init(|| {
        jsonschema::validator_for(&agentsmd_gate::ruleset::schema::schema()).expect("the schema compiles")
    })
}

/// The schema's complaints about the YAML `text` (empty: valid).
pub fn schema_errors(text: &str) -> Vec<String> {
    let node = agentsmd_gate::ruleset::yaml::parse(text).expect("YAML");
    let instance = agentsmd_gate::ruleset::schema::yaml_to_json(&node);
    schema_validator()
        .iter_errors(&instance)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

/// Every rule file a test writes that the loader accepts, the JSON Schema accepts too (#15):
/// so the schema is checked against every rule file of the test suite.
fn schema_accepts_what_loads(rel: &str, content: &[u8]) {
    let Ok(text) = std::str::from_utf8(content) else { return };
    let loaded = agentsmd_gate::ruleset::load(agentsmd_gate::diagnostic::Source {
        name: rel.into(),
        text: text.into(),
    });
    if loaded.is_ok() {
        let errors = schema_errors(text);
        assert!(
            errors.is_empty(),
            "the schema rejects {rel}, which loads: {errors:#?}\n{text}"
        );
    }
}

/// The `.rs` files below `dir` (the crate's `src/`, for the tests that read the source), sorted.
pub fn rust_sources(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

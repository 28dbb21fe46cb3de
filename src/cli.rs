//! Command-line types (clap derive) and nothing else.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::report::Format;

#[derive(Debug, Parser)]
#[command(
    name = "agentsmd-gate",
    version,
    about = "Enforce the rules written for coding agents (AGENTS.md, CLAUDE.md, copilot-instructions.md) on every commit",
    after_help = "Exit status: 0 no error-severity violations, 1 at least one, 2 usage, configuration or repository error."
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// The repository (default: the one enclosing the current directory, as git finds it).
    #[arg(long, global = true, value_name = "DIR")]
    pub repo: Option<PathBuf>,
    /// The rule file (default: `agentsmd-gate.yaml` at the repository root).
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// When to colour output; `NO_COLOR` is respected.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Print only violations and errors, no summary.
    #[arg(short, long, global = true)]
    pub quiet: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Evaluate the applicable rules on the staged change, a commit, or a range.
    Check(CheckArgs),
    /// Check the message git is about to record (for the commit-msg hook).
    CommitMsg(CommitMsgArgs),
    /// Run every rule's `examples` and report which rules do what they say.
    Test,
    /// List the instructions of the context files with their classification.
    Extract(ExtractArgs),
    /// Advice on the context files: wording, duplicates, broken imports, unenforced rules.
    Lint(LintArgs),
    /// Propose rules for the observable instructions; `--write` updates the rule file.
    Compile(CompileArgs),
    /// Discover the context files, compile them and write a first `agentsmd-gate.yaml`.
    Init(InitArgs),
    /// Compliance per instruction and per agent kind over a history (default: the current branch's).
    Audit(AuditArgs),
    /// Record today's violations (of the whole tree, or of a range) so `check` reports only new ones.
    Baseline(BaselineArgs),
    /// Install the git hooks into the repository's hooks directory.
    Install(InstallArgs),
    /// Remove the hooks `install` wrote (a hook it chained is put back).
    Uninstall(UninstallArgs),
    /// Print the JSON Schema of the rule file (for editors; also `schema/agentsmd-gate.schema.json`).
    Schema,
    /// Print a shell completion script: `agentsmd-gate completions bash > ~/.local/share/bash-completion/completions/agentsmd-gate`.
    Completions(CompletionsArgs),
    /// Print the man page (roff): `agentsmd-gate man > agentsmd-gate.1`.
    Man,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// Context files to read (default: every context file of the repository).
    pub files: Vec<PathBuf>,
    /// Read the files from this revision instead of the work tree.
    #[arg(long, value_name = "REV")]
    pub rev: Option<String>,
    /// Say why each label was given.
    #[arg(long)]
    pub explain: bool,
    /// With `--format json`: each instruction's classifier features (for
    /// training/classifier/train.py).
    #[arg(long, hide = true)]
    pub features: bool,
    #[arg(long, value_enum, default_value_t = ExtractFormat::Human)]
    pub format: ExtractFormat,
}

#[derive(Debug, Args)]
pub struct LintArgs {
    /// Context files to lint (default: every context file of the repository).
    pub files: Vec<PathBuf>,
    /// Read the context files (and the rule set) from this revision.
    #[arg(long, value_name = "REV")]
    pub rev: Option<String>,
    #[arg(long, value_enum, default_value_t = ExtractFormat::Human)]
    pub format: ExtractFormat,
}

#[derive(Debug, Args)]
pub struct CompileArgs {
    /// Context files to compile (default: every context file of the repository).
    pub files: Vec<PathBuf>,
    /// Update the rule file in place: new rules added, hand edits kept, vanished
    /// instructions' rules marked `stale`.
    #[arg(long, conflicts_with = "check")]
    pub write: bool,
    /// Exit 1 when the rule file differs from what `--write` would make, or has stale rules.
    #[arg(long)]
    pub check: bool,
    /// `human` prints the proposed rules as rule-file YAML.
    #[arg(long, value_enum, default_value_t = ExtractFormat::Human)]
    pub format: ExtractFormat,
    #[command(flatten)]
    pub calibration: CalibrationArgs,
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// `A..B`, `A...B` or `REV` (one commit). Default: every commit reachable from HEAD.
    #[arg(value_name = "RANGE")]
    pub target: Option<String>,
    #[arg(long, value_enum, default_value_t = ExtractFormat::Human)]
    pub format: ExtractFormat,
    /// Also write a self-contained HTML report (a chart per instruction and agent kind).
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// An extra way to recognise an agent's commits: `NAME=REGEX`, matched against
    /// `author <email>` and the message (repeatable).
    #[arg(long = "agent", value_name = "NAME=REGEX")]
    pub agents: Vec<String>,
    /// Also audit merge commits (against their first parent).
    #[arg(long)]
    pub include_merges: bool,
    /// How many threads judge commits (default 0: one per core, at most 8). The report is the
    /// same whatever the number.
    #[arg(short = 'j', long, value_name = "NUM", default_value_t = 0)]
    pub threads: usize,
}

#[derive(Debug, Args)]
pub struct BaselineArgs {
    /// `REV`, `A..B` or `A...B`: the violations of those commits. Without it, every file of
    /// HEAD's tree, as if all were added.
    #[arg(value_name = "REV | A..B | A...B")]
    pub target: Option<String>,
    /// Write `agentsmd-gate.baseline.json` (without it, print what would be written).
    #[arg(long)]
    pub write: bool,
    /// Also record merge commits of a range.
    #[arg(long)]
    pub include_merges: bool,
}

#[derive(Debug, Args)]
pub struct InitArgs {
    /// Overwrite an existing rule file.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub calibration: CalibrationArgs,
}

/// History calibration of compiled rules (docs/compile.md).
#[derive(Debug, Args)]
pub struct CalibrationArgs {
    /// Run every compiled rule over this many recent commits of HEAD and note what it fails,
    /// by author kind; 0 skips it.
    #[arg(long, value_name = "N", default_value_t = 300)]
    pub history: usize,
    /// A rule failing at least this share of both people's and agents' commits it applies to
    /// is written disabled (`severity: off`), as a proposal to review.
    #[arg(long, value_name = "SHARE", default_value_t = 0.2)]
    pub history_threshold: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExtractFormat {
    Human,
    Json,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HookName {
    PreCommit,
    CommitMsg,
    PrePush,
}

impl HookName {
    pub fn file_name(self) -> &'static str {
        match self {
            HookName::PreCommit => "pre-commit",
            HookName::CommitMsg => "commit-msg",
            HookName::PrePush => "pre-push",
        }
    }
}

#[derive(Debug, Args)]
pub struct InstallArgs {
    /// Which hooks (default: pre-commit and commit-msg).
    #[arg(long = "hook", value_enum, value_delimiter = ',', value_name = "HOOK")]
    pub hooks: Vec<HookName>,
    /// Keep an existing hook that agentsmd-gate did not write, and run it before the gate.
    #[arg(long)]
    pub chain: bool,
}

impl InstallArgs {
    pub fn hooks(&self) -> Vec<HookName> {
        if self.hooks.is_empty() {
            vec![HookName::PreCommit, HookName::CommitMsg]
        } else {
            self.hooks.clone()
        }
    }
}

#[derive(Debug, Args)]
pub struct UninstallArgs {
    /// Which hooks (default: all three).
    #[arg(long = "hook", value_enum, value_delimiter = ',', value_name = "HOOK")]
    pub hooks: Vec<HookName>,
}

impl UninstallArgs {
    pub fn hooks(&self) -> Vec<HookName> {
        if self.hooks.is_empty() {
            vec![HookName::PreCommit, HookName::CommitMsg, HookName::PrePush]
        } else {
            self.hooks.clone()
        }
    }
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// `REV` (one commit), `A..B` (commits in B not in A) or `A...B` (from the merge base of A
    /// and B to B). Without it, the staged change.
    #[arg(value_name = "REV | A..B | A...B")]
    pub target: Option<String>,
    /// Check the staged change (HEAD against the index); the default.
    #[arg(long, conflicts_with = "target")]
    pub staged: bool,
    /// The commit message for a staged check (as the commit-msg hook gets it).
    #[arg(long, value_name = "FILE")]
    pub commit_msg_file: Option<PathBuf>,
    /// The branch the commits were made on, for branch rules (default: the checked-out branch
    /// for the staged change and `--range-from-pre-commit`; a range or commit has none, and
    /// branch rules are then not evaluated).
    #[arg(long, value_name = "NAME")]
    pub branch: Option<String>,
    /// Read the rule file and the context files from this revision (the CI gate uses the pull
    /// request's base, so a pull request cannot delete the rule it breaks).
    #[arg(long, value_name = "REV")]
    pub rules_rev: Option<String>,
    /// Take the range from `PRE_COMMIT_FROM_REF`..`PRE_COMMIT_TO_REF`, as the pre-commit
    /// framework sets them in its pre-push stage (no `FROM`: every commit reachable from `TO`).
    #[arg(long, conflicts_with_all = ["target", "staged"])]
    pub range_from_pre_commit: bool,
    /// Also check merge commits (against their first parent).
    #[arg(long)]
    pub include_merges: bool,
    /// Fail (exit 1) when a rule's instruction changed or vanished from the context files,
    /// instead of warning.
    #[arg(long)]
    pub strict: bool,
    /// Report every violation, also those recorded in `agentsmd-gate.baseline.json`.
    #[arg(long)]
    pub no_baseline: bool,
    /// Run every rule's `examples` first and refuse the rule set (exit 2) when one disagrees
    /// with its rule, as `test` reports it. On by default with `--rules-rev` (a CI gate):
    /// a rule that fails its examples does not load into CI.
    #[arg(long)]
    pub verify_examples: bool,
    /// How many threads check files and commits (default 0: one per core, at most 8). The
    /// output is the same whatever the number.
    #[arg(short = 'j', long, value_name = "NUM", default_value_t = 0)]
    pub threads: usize,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
pub struct CommitMsgArgs {
    /// The message file git passes to the hook (`.git/COMMIT_EDITMSG`).
    pub file: PathBuf,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
pub struct OutputArgs {
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
}

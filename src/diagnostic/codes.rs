//! The tool's own diagnostic codes. Each has a heading in docs/diagnostics.md, which is where
//! its url points; a test keeps the two in step.

use super::LintName;

/// The closed set of codes for problems that are not rule violations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Code {
    ConfigNotFound,
    ConfigSyntax,
    ConfigEmpty,
    UnknownKey,
    MissingKey,
    WrongType,
    InvalidValue,
    DuplicateRuleId,
    InvalidRegex,
    InvalidGlob,
    Repository,
    Usage,
    Io,
    ContentSkipped,
    FrontMatter,
    RuleDrift,
    RuleChanges,
    /// A `lint` finding; its name is the finding's.
    Lint(LintName),
}

impl Code {
    pub const ALL: &'static [Code] = &[
        Code::ConfigNotFound,
        Code::ConfigSyntax,
        Code::ConfigEmpty,
        Code::UnknownKey,
        Code::MissingKey,
        Code::WrongType,
        Code::InvalidValue,
        Code::DuplicateRuleId,
        Code::InvalidRegex,
        Code::InvalidGlob,
        Code::Repository,
        Code::Usage,
        Code::Io,
        Code::ContentSkipped,
        Code::FrontMatter,
        Code::RuleDrift,
        Code::RuleChanges,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Code::ConfigNotFound => "config-not-found",
            Code::ConfigSyntax => "config-syntax",
            Code::ConfigEmpty => "config-empty",
            Code::UnknownKey => "unknown-key",
            Code::MissingKey => "missing-key",
            Code::WrongType => "wrong-type",
            Code::InvalidValue => "invalid-value",
            Code::DuplicateRuleId => "duplicate-rule-id",
            Code::InvalidRegex => "invalid-regex",
            Code::InvalidGlob => "invalid-glob",
            Code::Repository => "repository",
            Code::Usage => "usage",
            Code::Io => "io",
            Code::ContentSkipped => "content-skipped",
            Code::FrontMatter => "front-matter",
            Code::RuleDrift => "rule-drift",
            Code::RuleChanges => "rule-changes",
            Code::Lint(lint) => lint.name(),
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Code::ConfigNotFound => "The rule set file does not exist.",
            Code::ConfigSyntax => "The rule set file is not valid YAML.",
            Code::ConfigEmpty => "The rule set has no rules, so the gate would pass everything.",
            Code::UnknownKey => "A key the rule set format does not define (often a typo).",
            Code::MissingKey => "A required key is absent.",
            Code::WrongType => "A value has the wrong type (a string where a list is expected, ...).",
            Code::InvalidValue => "A value of the right type that is not allowed here.",
            Code::DuplicateRuleId => "Two rules share an id.",
            Code::InvalidRegex => "A regular expression does not compile.",
            Code::InvalidGlob => "A glob pattern does not compile.",
            Code::Repository => "The repository or a revision could not be read.",
            Code::Usage => "The command line asks for something that cannot be done.",
            Code::Io => "A file could not be read or written.",
            Code::ContentSkipped => "A changed file was too large for content checks and was skipped.",
            Code::FrontMatter => {
                "A context file's front matter is not valid YAML, or `applyTo` / `globs` / `alwaysApply` has the wrong shape."
            }
            Code::RuleDrift => "A rule's instruction changed or vanished from the context files.",
            Code::RuleChanges => {
                "The checked range edits the rule file or a context file, which `--rules-rev` reads from elsewhere."
            }
            Code::Lint(_) => "Advice on a context file from `agentsmd-gate lint`.",
        }
    }

    pub fn url(self) -> String {
        if let Code::Lint(lint) = self {
            return format!(
                "https://github.com/agentsmd-gate/agentsmd-gate/blob/main/docs/lint.md#{}",
                lint.name()
            );
        }
        format!(
            "https://github.com/agentsmd-gate/agentsmd-gate/blob/main/docs/diagnostics.md#{}",
            self.name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn codes_are_unique_and_documented() {
        let names: HashSet<_> = Code::ALL.iter().map(|c| c.name()).collect();
        assert_eq!(names.len(), Code::ALL.len());
        let docs = include_str!("../../docs/diagnostics.md");
        for code in Code::ALL {
            assert!(
                docs.contains(&format!("## `{}`", code.name())),
                "docs/diagnostics.md lacks `{}`",
                code.name()
            );
            assert!(!code.description().is_empty());
        }
    }
}

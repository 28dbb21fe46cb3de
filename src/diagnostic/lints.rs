//! The names of `agentsmd-gate lint`'s findings, a closed set: `lint` emits them, the rule
//! file's `lint:` mapping sets their severities (the loader and the JSON Schema read this list),
//! docs/lint.md has a heading for each. They live here, below both, so the rule set does not
//! depend on the linter.

use super::Severity;

/// One kind of `lint` finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LintName {
    ConditionalWording,
    VagueQualifier,
    UnenforceableDirective,
    DuplicateInstruction,
    ContradictoryInstructions,
    BrokenImport,
    EmptyContextFile,
    UnreadableContextFile,
    UnenforcedInstruction,
    StaleRule,
}

impl LintName {
    /// Every finding, in documentation order.
    pub const ALL: [LintName; 10] = [
        LintName::ConditionalWording,
        LintName::VagueQualifier,
        LintName::UnenforceableDirective,
        LintName::DuplicateInstruction,
        LintName::ContradictoryInstructions,
        LintName::BrokenImport,
        LintName::EmptyContextFile,
        LintName::UnreadableContextFile,
        LintName::UnenforcedInstruction,
        LintName::StaleRule,
    ];

    /// The kebab-case name (in `lint:`, in output, in docs/lint.md).
    pub fn name(self) -> &'static str {
        match self {
            LintName::ConditionalWording => "conditional-wording",
            LintName::VagueQualifier => "vague-qualifier",
            LintName::UnenforceableDirective => "unenforceable-directive",
            LintName::DuplicateInstruction => "duplicate-instruction",
            LintName::ContradictoryInstructions => "contradictory-instructions",
            LintName::BrokenImport => "broken-import",
            LintName::EmptyContextFile => "empty-context-file",
            LintName::UnreadableContextFile => "unreadable-context-file",
            LintName::UnenforcedInstruction => "unenforced-instruction",
            LintName::StaleRule => "stale-rule",
        }
    }

    /// The finding named `name`, if any.
    pub fn from_name(name: &str) -> Option<LintName> {
        LintName::ALL.into_iter().find(|l| l.name() == name)
    }

    /// Every name, in documentation order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        LintName::ALL.into_iter().map(LintName::name)
    }

    /// The severity when the rule file's `lint:` does not set one.
    pub fn default_severity(self) -> Severity {
        match self {
            LintName::BrokenImport | LintName::StaleRule => Severity::Error,
            LintName::UnenforcedInstruction | LintName::UnenforceableDirective => Severity::Info,
            _ => Severity::Warning,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LintName;

    #[test]
    fn names_are_unique_and_round_trip() {
        for l in LintName::ALL {
            assert_eq!(LintName::from_name(l.name()), Some(l));
        }
        let unique: std::collections::HashSet<_> = LintName::names().collect();
        assert_eq!(unique.len(), LintName::ALL.len());
    }
}

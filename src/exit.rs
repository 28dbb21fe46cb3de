//! The one place exit codes are decided.

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitStatus {
    /// No error-severity violations.
    Clean = 0,
    /// At least one error-severity violation (or a failing rule example).
    Violations = 1,
    /// Usage, configuration or repository error.
    Error = 2,
}

impl From<ExitStatus> for std::process::ExitCode {
    fn from(status: ExitStatus) -> Self {
        std::process::ExitCode::from(status as u8)
    }
}

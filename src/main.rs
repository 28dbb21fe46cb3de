use std::process::ExitCode;

fn main() -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    let mut stderr = std::io::stderr().lock();
    agentsmd_gate::run(std::env::args_os(), &mut stdout, &mut stderr).into()
}

//! Subcommands of the `torneo` binary over the same library (bbpPairings/JaVaFo-style
//! interfaces): `pair`, `check`, `generate`, `standings`, `convert`.

use std::ffi::OsString;
use std::process::ExitCode;

/// Names of the subcommands; anything else as first argument is a file to open in the GUI.
pub const SUBCOMMANDS: [&str; 5] = ["pair", "check", "generate", "standings", "convert"];

/// True when the command line asks for a subcommand (or help/version) rather than the window.
pub fn is_subcommand(args: &[OsString]) -> bool {
    args.get(1).and_then(|a| a.to_str()).is_some_and(|a| {
        SUBCOMMANDS.contains(&a) || matches!(a, "help" | "--help" | "-h" | "--version" | "-V")
    })
}

/// Runs a subcommand. Exit codes: 0 ok, 1 no valid pairing, 2 unexpected error,
/// 3 invalid input, 5 file error.
pub fn run(_args: Vec<OsString>) -> ExitCode {
    eprintln!("torneo: subcommands are not implemented yet");
    ExitCode::from(2)
}

//! Subcommands of the `torneo` binary over the same library (bbpPairings/JaVaFo-style
//! interfaces): `pair`, `check`, `generate`, `standings`, `convert`.
//!
//! Exit codes (trf.md §7.2): 0 ok, 1 no valid pairing (for `check`: a round differs),
//! 2 unexpected error, 3 invalid input (also a pairing system not implemented yet, a
//! malformed command line, an unknown command, and `pair` beyond the announced rounds
//! without `--force`), 5 file error.

pub mod check;
pub mod convert;
pub mod error;
pub mod generate;
mod io;
pub mod pair;
pub mod standings;
mod system_flag;

pub use error::CliError;
pub use system_flag::SystemFlag;

use crate::i18n::{Language, Localize};
use clap::{Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Names of the subcommands; any other first argument is a file to open in the GUI, an
/// option, or an unknown command (see [`unknown_command`]).
pub const SUBCOMMANDS: [&str; 5] = ["pair", "check", "generate", "standings", "convert"];

/// True when the command line asks for a subcommand (or help/version) rather than the window.
pub fn is_subcommand(args: &[OsString]) -> bool {
    args.get(1).and_then(|a| a.to_str()).is_some_and(|a| {
        SUBCOMMANDS.contains(&a) || matches!(a, "help" | "--help" | "-h" | "--version" | "-V")
    })
}

/// The first argument when it is a bare word (no folder, no extension) that is neither a
/// subcommand nor an existing file: a mistyped or unknown command (`torneo print x`), to be
/// refused by [`run`] rather than opened in the window. A file name that does not exist
/// (`club.trf`, `My Open.ron`) is a document: the window says it cannot open it.
pub fn unknown_command(args: &[OsString]) -> Option<String> {
    let first = args.get(1)?;
    if is_subcommand(args) || first.to_string_lossy().starts_with('-') {
        return None;
    }
    let path = Path::new(first);
    let bare_word = path.extension().is_none() && path.components().count() == 1;
    (bare_word && !path.exists()).then(|| first.to_string_lossy().into_owned())
}

/// True when the command line is for the command-line tool (a subcommand, help, version,
/// an option such as `--lang it` before the subcommand, or an unknown command) rather than
/// for the window, which takes no option.
pub fn is_command_line(args: &[OsString]) -> bool {
    let option = args
        .get(1)
        .is_some_and(|a| a.to_string_lossy().starts_with('-'));
    option || is_subcommand(args) || unknown_command(args).is_some()
}

#[derive(Debug, Parser)]
#[command(
    name = "torneo",
    version,
    about = "Chess tournament manager: pairing engines, TRF, standings"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of messages and explanations: it or en (default: the system locale).
    #[arg(long, global = true, value_parser = parse_language)]
    lang: Option<Language>,
}

fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code).ok_or_else(|| format!("unknown language {code:?}: use it or en"))
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Pair the next round of a TRF file and write the pairing (engine answer format).
    Pair(pair::PairArgs),
    /// Re-pair every round of a tournament and report where the recorded pairing differs.
    Check(check::CheckArgs),
    /// Generate a random tournament.
    Generate(generate::GenerateArgs),
    /// Print the standings with the given tie-breaks.
    Standings(standings::StandingsArgs),
    /// Convert between .trf and .ron.
    Convert(convert::ConvertArgs),
}

/// Runs a subcommand with the process's standard output and error.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    ExitCode::from(run_with(args, &mut out, &mut err))
}

/// Runs a subcommand writing to `out` and `err`; returns the exit code.
pub fn run_with(args: Vec<OsString>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    if let Some(command) = unknown_command(&args) {
        let e = CliError::UnknownCommand { command };
        let _ = writeln!(err, "torneo: {}", e.localize(Language::from_environment()));
        return e.exit_code();
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 3 } else { 0 };
            let text = e.render().to_string();
            let target: &mut dyn Write = if code == 0 { out } else { err };
            let _ = target.write_all(text.as_bytes());
            return code;
        }
    };
    let lang = cli.lang.unwrap_or_else(Language::from_environment);
    let result = match &cli.command {
        Command::Pair(a) => pair::run(a, lang, out),
        Command::Check(a) => match check::run(a, lang, out) {
            Ok(true) => Ok(()),
            Ok(false) => return 1,
            Err(e) => Err(e),
        },
        Command::Generate(a) => generate::run(a),
        Command::Standings(a) => standings::run(a, lang, out),
        Command::Convert(a) => convert::run(a, lang),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "torneo: {}", e.localize(lang));
            e.exit_code()
        }
    }
}

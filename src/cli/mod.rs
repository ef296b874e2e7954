//! Subcommands of the `torneo` binary over the same library (bbpPairings/JaVaFo-style
//! interfaces): `pair`, `check`, `generate`, `standings`, `norms`, `convert`, `print`,
//! `rating-list`, `ratings`, `paths`, `publish`, `serve`.
//!
//! Exit codes (trf.md §7.2): 0 ok, 1 no valid pairing (for `check`: a round differs),
//! 2 unexpected error, 3 invalid input (also a pairing system not implemented yet, a
//! malformed command line, an unknown command, and `pair` beyond the announced rounds
//! without `--force`), 5 file error.

mod arguments;
pub mod check;
pub mod convert;
mod dutch_edition;
pub mod error;
pub mod generate;
mod help;
mod io;
pub mod norms;
pub mod pair;
pub mod paths;
pub mod print;
pub mod prizes;
pub mod publish;
pub mod rating_list;
pub mod ratings;
pub mod serve;
pub mod standings;
mod system_flag;
mod team_standings;
mod wording;

pub use error::{ArgumentProblem, CliError};
pub use system_flag::SystemFlag;

use crate::i18n::{Language, Localize};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Names of the subcommands; any other first argument is a file to open in the GUI, an
/// option, or an unknown command (see [`unknown_command`]).
pub const SUBCOMMANDS: [&str; 13] = [
    "pair",
    "check",
    "generate",
    "standings",
    "convert",
    "print",
    "prizes",
    "rating-list",
    "ratings",
    "paths",
    "norms",
    "publish",
    "serve",
];

/// True when the command line asks for a subcommand (or help/version) rather than the window.
pub fn is_subcommand(args: &[OsString]) -> bool {
    args.get(1).and_then(|a| a.to_str()).is_some_and(|a| {
        SUBCOMMANDS.contains(&a) || matches!(a, "--help" | "-h" | "--version" | "-V")
    })
}

/// The first argument when it is a bare word (no folder, no extension) that is neither a
/// subcommand nor an existing file: a mistyped or unknown command (`torneo prnt x`), to be
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
    #[arg(long, global = true, value_parser = ["it", "en"])]
    lang: Option<String>,
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
    /// Check every player's title norms (FIDE B.01 1.4).
    Norms(norms::NormsArgs),
    /// Print the prize list (premiazione), or write it as CSV.
    Prizes(prizes::PrizesArgs),
    /// Convert between .trf and .ron.
    Convert(convert::ConvertArgs),
    /// Print a document (pairings, result slips, standings, ...) as PDF or HTML.
    Print(print::PrintArgs),
    /// Import or search the FIDE or national rating list.
    RatingList(rating_list::RatingListArgs),
    /// Print each player's rating change (FIDE B.02), game by game.
    Ratings(ratings::RatingsArgs),
    /// Show where Torneo keeps its own files on this system.
    Paths(paths::PathsArgs),
    /// Write the tournament's site: a folder of static pages.
    Publish(publish::PublishArgs),
    /// Serve the tournament's site on this computer's network until stopped (Ctrl-C).
    Serve(serve::ServeArgs),
}

/// Runs a subcommand with the process's standard output and error.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    ExitCode::from(run_with(args, &mut out, &mut err))
}

/// Runs a subcommand writing to `out` and `err`; returns the exit code.
pub fn run_with(args: Vec<OsString>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let lang = arguments::language_asked(&args).unwrap_or_else(Language::from_environment);
    if let Some(command) = unknown_command(&args) {
        return report(CliError::UnknownCommand { command }, lang, err);
    }
    let parsed = help::command(lang, Cli::command())
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        // Help and version go to the standard output, as asked.
        Err(e) if !e.use_stderr() => {
            let _ = out.write_all(e.render().to_string().as_bytes());
            return 0;
        }
        Err(e) => {
            return report(CliError::Arguments(arguments::problem_of(&e)), lang, err);
        }
    };
    // The parser has checked the value `language_asked` read.
    let lang = cli
        .lang
        .as_deref()
        .and_then(Language::from_code)
        .unwrap_or(lang);
    let result = match &cli.command {
        Command::Pair(a) => pair::run(a, lang, out),
        Command::Check(a) => match check::run(a, lang, out) {
            Ok(true) => Ok(()),
            Ok(false) => return 1,
            Err(e) => Err(e),
        },
        Command::Generate(a) => generate::run(a),
        Command::Standings(a) => standings::run(a, lang, out),
        Command::Norms(a) => norms::run(a, lang, out),
        Command::Prizes(a) => prizes::run(a, lang, out),
        Command::Convert(a) => convert::run(a, lang),
        Command::Print(a) => print::run(a, lang),
        Command::RatingList(a) => rating_list::run(a, lang, out, err),
        Command::Ratings(a) => ratings::run(a, lang, out),
        Command::Paths(a) => paths::run(a, lang, out),
        Command::Publish(a) => publish::run(a, lang),
        Command::Serve(a) => serve::run(a, lang, out),
    };
    match result {
        Ok(()) => 0,
        Err(e) => report(e, lang, err),
    }
}

/// Prints the error in `lang` on `err`; returns its exit code.
fn report(error: CliError, lang: Language, err: &mut dyn Write) -> u8 {
    let _ = writeln!(err, "torneo: {}", error.localize(lang));
    error.exit_code()
}

//! [`CliError`]: what went wrong in a subcommand, and the exit code it gives (the
//! bbpPairings/JaVaFo convention, trf.md §7.2). Worded in `cli/wording.rs`.

use crate::formats::atomic::WriteError;
use crate::formats::ron::RonError;
use crate::formats::trf::TrfFileError;
use crate::i18n::{Language, Localize};
use crate::pairing::PairingError;
use crate::pairing::team_round_robin::TeamPairingError;
use crate::report::ReportError;
use crate::report::pdf::PdfError;
use crate::tiebreak::ParseTiebreakError;
use thiserror::Error;

/// A subcommand's failure. `Display` is English (for logs); the command line prints
/// [`Localize::localize`] in the language asked for.
#[derive(Debug, Error)]
#[error("{}", self.localize(Language::English))]
pub enum CliError {
    /// Exit 1 (no valid pairing), 3 (not implemented, a request the engine cannot use)
    /// or 2 (cancelled).
    Pairing(#[from] PairingError),
    /// Exit 3: the first argument is no subcommand, option or document.
    UnknownCommand { command: String },
    /// Exit 3: the command line cannot be read (an unknown option, a bad value, ...).
    Arguments(ArgumentProblem),
    /// Exit 3: `pair` asked for a Swiss round after the last one announced, without
    /// `--force`.
    BeyondAnnouncedRounds { round: u32, announced: u32 },
    /// Exit 3: `generate` with a field it cannot make.
    GenerateBounds,
    /// Exit 3: a tie-break code that is not accepted.
    Tiebreak(#[from] ParseTiebreakError),
    /// Exit 3: a tie-break code of the tournament file (not of `--tiebreaks`).
    FileTiebreak {
        path: std::path::PathBuf,
        error: ParseTiebreakError,
    },
    /// Exit 5 when the file cannot be read or written, 3 when its content is wrong.
    Ron(#[from] RonError),
    /// Exit 5 when the file cannot be read or written, 3 when its content is wrong.
    Trf(#[from] TrfFileError),
    /// A rating list could not be imported or searched: exit 5 for the files and the
    /// database, 2 when cancelled, 3 for a file that is no list.
    RatingList(crate::formats::rating_list::RatingListError),
    /// Exit 3: no data folder to keep the rating list in (HOME is not set).
    NoDataFolder,
    /// Exit 3: a national list without a saved column mapping.
    NoColumnMapping { path: std::path::PathBuf },
    /// Exit 3: `print` asked for a document the tournament cannot give (no round paired,
    /// a schedule of a Swiss, ...).
    Report(#[from] ReportError),
    /// Exit 3: `norms --player N` names no pairing number of the tournament.
    NoSuchPlayer { number: u32 },
    /// Exit 3: `print -o` names a file that is neither `.pdf` nor `.html`.
    OutputExtension { path: std::path::PathBuf },
    /// Exit 2: the PDF could not be made.
    Pdf(#[from] PdfError),
    /// Exit 5.
    Write(#[from] WriteError),
    /// Exit 5: the `.ron` to write is open in a window (its lock is held).
    Locked { file: std::path::PathBuf },
    /// Exit 3 when the output folder is not a site Torneo wrote, 5 when the site could
    /// not be written, 2 for a page that could not be made.
    Publish(#[from] crate::publish::PublishError),
    /// Exit 3 when the folder to serve is not there, 5 when the address cannot be
    /// listened at.
    Serve(#[from] torneo_serve::ServeError),
    /// Exit 2: the standard output refused the text.
    Output(#[source] std::io::Error),
    /// Exit 3: `--category` names no category of the file (issue 37).
    UnknownCategory { name: String, known: Vec<String> },
    /// Exit 3: a team round cannot be paired (issue 39); exit 1 when no legal pairing.
    TeamPairing(TeamPairingError),
}

/// Why the command line cannot be read, from the argument parser's error kind and
/// context (so that it can be worded in the arbiter's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgumentProblem {
    /// `--frobnicate`: no such option (with the parser's suggestion, if any).
    UnknownArgument {
        argument: String,
        suggestion: Option<String>,
    },
    /// `--lang xx`: the option does not take this value (with the values it takes).
    InvalidValue {
        argument: String,
        value: String,
        valid: Vec<String>,
    },
    /// A required argument is missing.
    MissingArgument { arguments: Vec<String> },
    /// No subcommand was given where one is needed.
    MissingCommand,
    /// Two options that cannot go together.
    Conflict { argument: String, other: String },
    /// Anything else the parser refuses (too many values, a value where none goes, ...).
    Other { detail: String },
}

impl CliError {
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Pairing(PairingError::NoValidPairing(_)) => 1,
            CliError::Pairing(PairingError::Cancelled) => 2,
            // As an individual round: no legal pairing is exit 1 (bbpPairings, JaVaFo).
            CliError::TeamPairing(TeamPairingError::Unpairable(_)) => 1,
            CliError::Pairing(_) => 3,
            CliError::Output(_) | CliError::Pdf(_) => 2,
            CliError::UnknownCommand { .. }
            | CliError::Arguments(_)
            | CliError::BeyondAnnouncedRounds { .. }
            | CliError::GenerateBounds
            | CliError::NoDataFolder
            | CliError::NoColumnMapping { .. }
            | CliError::Tiebreak(_)
            | CliError::FileTiebreak { .. }
            | CliError::Report(_)
            | CliError::OutputExtension { .. }
            | CliError::NoSuchPlayer { .. }
            | CliError::UnknownCategory { .. }
            | CliError::TeamPairing(_) => 3,
            CliError::Ron(RonError::Io { .. }) => 5,
            CliError::Ron(_) => 3,
            CliError::Trf(TrfFileError::Content { .. } | TrfFileError::Export { .. }) => 3,
            CliError::Trf(_) | CliError::Write(_) | CliError::Locked { .. } => 5,
            CliError::Publish(e) => match e {
                crate::publish::PublishError::NotASite { .. } => 3,
                crate::publish::PublishError::Io { .. } => 5,
                crate::publish::PublishError::Template { .. } => 2,
                crate::publish::PublishError::Report(_) => 3,
            },
            CliError::Serve(torneo_serve::ServeError::NotAFolder { .. }) => 3,
            CliError::Serve(torneo_serve::ServeError::Bind { .. }) => 5,
            CliError::RatingList(e) => {
                use crate::formats::rating_list::RatingListError as E;
                match e {
                    E::Read { .. } | E::Database { .. } => 5,
                    E::Cancelled => 2,
                    _ => 3,
                }
            }
        }
    }
}

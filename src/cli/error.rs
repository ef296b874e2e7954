//! [`CliError`]: what went wrong in a subcommand, and the exit code it gives (the
//! bbpPairings/JaVaFo convention, trf.md §7.2).

use crate::i18n::{Language, Localize};
use crate::pairing::PairingError;
use std::path::PathBuf;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum CliError {
    /// Exit 1 (no valid pairing), 3 (not implemented, a request the engine cannot use)
    /// or 2 (cancelled).
    #[error(transparent)]
    Pairing(#[from] PairingError),
    /// Exit 2.
    #[error("unexpected error: {0}")]
    Unexpected(String),
    /// Exit 3: a file or argument that cannot be used (including a pairing system that
    /// is not implemented yet).
    #[error("{0}")]
    InvalidInput(String),
    /// Exit 3: the first argument is no subcommand, option or document.
    #[error("{}", self.localize(Language::English))]
    UnknownCommand { command: String },
    /// Exit 3: `pair` asked for a Swiss round after the last one announced, without
    /// `--force`.
    #[error("{}", self.localize(Language::English))]
    BeyondAnnouncedRounds { round: u32, announced: u32 },
    /// A rating list could not be imported or searched: exit 5 for the files and the
    /// database, 2 when cancelled, 3 for a file that is no list.
    #[error("{0}")]
    RatingList(crate::formats::rating_list::RatingListError),
    /// Exit 5.
    #[error("cannot {action} {}: {source}", path.display())]
    File {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl CliError {
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Pairing(PairingError::NoValidPairing(_)) => 1,
            CliError::Pairing(PairingError::Cancelled) => 2,
            CliError::Pairing(_) => 3,
            CliError::Unexpected(_) => 2,
            CliError::InvalidInput(_)
            | CliError::UnknownCommand { .. }
            | CliError::BeyondAnnouncedRounds { .. } => 3,
            CliError::File { .. } => 5,
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

impl Localize for CliError {
    /// Pairing errors, unknown commands and rounds beyond the announced ones in `lang`;
    /// file and argument errors in English, as the argument parser speaks.
    fn localize(&self, lang: Language) -> String {
        match self {
            CliError::Pairing(e) => e.localize(lang),
            CliError::RatingList(e) => e.localize(lang),
            CliError::UnknownCommand { command } => crate::tr!(
                lang,
                "cli-unknown-command",
                command = command.as_str(),
                commands = super::SUBCOMMANDS.join(", ")
            ),
            CliError::BeyondAnnouncedRounds { round, announced } => crate::tr!(
                lang,
                "cli-beyond-announced",
                round = (*round),
                announced = (*announced)
            ),
            other => other.to_string(),
        }
    }
}

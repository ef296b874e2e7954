//! [`CliError`]: what went wrong in a subcommand, and the exit code it gives (the
//! bbpPairings/JaVaFo convention, trf.md §7.2).

use crate::i18n::{Language, Localize};
use crate::pairing::PairingError;
use crate::report::ReportError;
use crate::report::pdf::PdfError;
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
    /// Exit 3: `print` asked for a document the tournament cannot give (no round paired,
    /// a schedule of a Swiss, ...).
    #[error(transparent)]
    Report(#[from] ReportError),
    /// Exit 2: the PDF could not be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
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
            CliError::Unexpected(_) | CliError::Pdf(_) => 2,
            CliError::Report(_) => 3,
            CliError::InvalidInput(_)
            | CliError::UnknownCommand { .. }
            | CliError::BeyondAnnouncedRounds { .. } => 3,
            CliError::File { .. } => 5,
        }
    }
}

impl Localize for CliError {
    /// Pairing errors, unknown commands and rounds beyond the announced ones in `lang`;
    /// file and argument errors in English, as the argument parser speaks.
    fn localize(&self, lang: Language) -> String {
        match self {
            CliError::Pairing(e) => e.localize(lang),
            CliError::Report(e) => e.localize(lang),
            CliError::Pdf(e) => e.localize(lang),
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

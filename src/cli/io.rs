//! Reading and writing the files the subcommands work on: TRF or `.ron` by extension.
//! Every write is atomic (`formats::atomic`): a killed command never leaves a cut file.

use super::error::CliError;
use crate::domain::Tournament;
use crate::formats::atomic;
use crate::formats::ron;
use crate::formats::trf::{self, TrfVersion};
use crate::i18n::{Language, Localize};
use std::path::Path;

fn is_ron(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
}

/// Reads a tournament: `.ron` as Torneo's document, anything else as TRF. What the TRF
/// reader assumed is printed to standard error, one warning a line, in `lang`.
pub fn read_tournament(path: &Path, lang: Language) -> Result<Tournament, CliError> {
    if is_ron(path) {
        return Ok(ron::load(path)?);
    }
    let (t, warnings) = trf::file::load(path)?;
    // What the reader assumed goes to the standard error, the tournament goes on.
    for warning in &warnings {
        eprintln!("{}: {}", path.display(), warning.localize(lang));
    }
    Ok(t)
}

/// Writes a tournament: `.ron` as Torneo's document, anything else as TRF.
pub fn write_tournament(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), CliError> {
    if is_ron(path) {
        return Ok(ron::save_without_backup(path, t)?);
    }
    Ok(trf::file::save(path, t, version)?)
}

/// Writes a text file (a pairing, a report) atomically.
pub fn write_text(path: &Path, text: &str) -> Result<(), CliError> {
    Ok(atomic::write(path, text.as_bytes(), false)?)
}

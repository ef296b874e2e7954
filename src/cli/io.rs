//! Reading and writing the files the subcommands work on: TRF or `.ron` by extension.
//! Every write is atomic (`formats::atomic`): a killed command never leaves a cut file.

use super::error::CliError;
use crate::domain::Tournament;
use crate::formats::atomic;
use crate::formats::ron;
use crate::formats::trf::{self, TrfVersion};
use crate::i18n::{Language, Localize};
use crate::session::{exchange, file_lock};
use std::path::Path;

pub fn is_ron(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
}

/// Reads a tournament: `.ron` as Torneo's document, anything else as TRF. What the TRF
/// reader assumed is printed to standard error, one warning a line, in `lang`.
pub fn read_tournament(path: &Path, lang: Language) -> Result<Tournament, CliError> {
    read_adjusted(path, lang, |_| {})
}

/// Reads a tournament, `adjust` changing a TRF's before the engines read it (an
/// Italo-Svizzero one then gets its order of formation, `session::exchange`).
fn read_adjusted(
    path: &Path,
    lang: Language,
    adjust: impl FnOnce(&mut Tournament),
) -> Result<Tournament, CliError> {
    if is_ron(path) {
        let mut t = ron::load(path)?;
        adjust(&mut t);
        return Ok(t);
    }
    let (t, warnings) = exchange::read_trf(path, adjust)?;
    // What the reader assumed goes to the standard error, the tournament goes on.
    for warning in &warnings {
        eprintln!("{}: {}", path.display(), warning.localize(lang));
    }
    Ok(t)
}

/// Reads a tournament to pair or check as `system` (the command line's system flag): a
/// TRF read as another system and paired as Amalfi has its late entries read too
/// (Amalfi 2.5), one paired as Italo-Svizzero its order of formation (art. 6), each
/// assumption said on standard error.
pub fn read_tournament_as(
    path: &Path,
    lang: Language,
    system: &super::system_flag::SystemFlag,
) -> Result<Tournament, CliError> {
    let mut t = read_adjusted(path, lang, |t| system.apply(t))?;
    if !is_ron(path) && t.settings.system == crate::domain::PairingSystem::Amalfi {
        for warning in trf::read_amalfi_late_entries(&mut t) {
            eprintln!("{}: {}", path.display(), warning.localize(lang));
        }
    }
    Ok(t)
}

/// Writes a tournament: `.ron` as Torneo's document, anything else as TRF.
/// A `.ron` is written under its lock (issue 18 item 7): refused with
/// [`CliError::Locked`] while a window has the file open, since the window's next autosave
/// would overwrite what the command wrote.
pub fn write_tournament(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), CliError> {
    if is_ron(path) {
        let _lock = match file_lock::acquire(path) {
            Ok(lock) => Some(lock),
            Err(file_lock::LockError::Held { file }) => return Err(CliError::Locked { file }),
            // No lock file can be made there (a read-only folder): the write itself says
            // what is wrong.
            Err(file_lock::LockError::Io { .. }) => None,
        };
        return Ok(ron::save_without_backup(path, t)?);
    }
    Ok(trf::file::save(path, t, version)?)
}

/// Writes a text file (a pairing, a report) atomically.
pub fn write_text(path: &Path, text: &str) -> Result<(), CliError> {
    Ok(atomic::write(path, text.as_bytes(), false)?)
}

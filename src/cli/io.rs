//! Reading and writing the files the subcommands work on: TRF or `.ron` by extension.

use super::error::CliError;
use crate::domain::Tournament;
use crate::formats::ron::{self, RonError};
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
        return ron::load(path).map_err(|e| match e {
            RonError::Io { source, .. } => CliError::File {
                action: "read",
                path: path.to_owned(),
                source,
            },
            other => CliError::InvalidInput(format!("{}: {other}", path.display())),
        });
    }
    let bytes = std::fs::read(path).map_err(|source| CliError::File {
        action: "read",
        path: path.to_owned(),
        source,
    })?;
    let (t, warnings) = trf::import(&bytes)
        .map_err(|e| CliError::InvalidInput(format!("{}: {}", path.display(), e.localize(lang))))?;
    for warning in &warnings {
        eprintln!("{}: {}", path.display(), warning.localize(lang));
    }
    Ok(t)
}

/// Writes a tournament: `.ron` as Torneo's document, anything else as TRF.
pub fn write_tournament(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), CliError> {
    if is_ron(path) {
        return ron::save_without_backup(path, t).map_err(|e| match e {
            RonError::Io { source, .. } => CliError::File {
                action: "write",
                path: path.to_owned(),
                source,
            },
            other => CliError::Unexpected(other.to_string()),
        });
    }
    write_text(path, &trf::export(t, version))
}

pub fn write_text(path: &Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|source| CliError::File {
        action: "write",
        path: path.to_owned(),
        source,
    })
}

//! TRF files on disk: read (any encoding and line ending [`super::import`] accepts) and
//! write (atomically, through [`crate::atomic`]; no `.bak`: an export is a copy).

use super::{ImportWarning, TrfError, TrfVersion};
use crate::atomic::{self, WriteError};
use crate::domain::Tournament;
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a TRF file could not be read or written.
#[derive(Debug, Error)]
pub enum TrfFileError {
    #[error("could not read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}: {source}", path.display())]
    Content {
        path: PathBuf,
        #[source]
        source: TrfError,
    },
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The tournament cannot be written as TRF (issue 18 item 4); nothing was written.
    #[error("{source}")]
    Export {
        #[source]
        source: super::ExportError,
    },
}

/// Reads a TRF file into a tournament, with what the reader assumed.
pub fn load(path: &Path) -> Result<(Tournament, Vec<ImportWarning>), TrfFileError> {
    load_detailed(path).map(|read| (read.tournament, read.warnings))
}

/// The same as [`load`], with what the file said of the order of formation.
pub fn load_detailed(path: &Path) -> Result<super::Imported, TrfFileError> {
    let bytes = std::fs::read(path).map_err(|source| TrfFileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    super::import_detailed(&bytes).map_err(|source| TrfFileError::Content {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes the tournament as a TRF file in `version`.
pub fn save(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), TrfFileError> {
    let text =
        super::export_checked(t, version).map_err(|source| TrfFileError::Export { source })?;
    atomic::write(path, text.as_bytes(), false)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Player, TournamentSettings};

    #[test]
    fn save_then_load_gives_the_tournament_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.trf");
        let mut t = Tournament::new(TournamentSettings {
            name: "Torneo sociale".into(),
            rounds: 5,
            ..TournamentSettings::default()
        });
        for (name, number) in [("Rossi, Mario", 1), ("Bianchi, Luca", 2)] {
            let id = t.add_player(Player {
                name: name.into(),
                rating: Some(1800),
                ..Player::default()
            });
            if let Some(p) = t.player_mut(id) {
                p.pairing_number = number;
            }
        }
        save(&path, &t, TrfVersion::Trf16).unwrap();
        let (back, _) = load(&path).unwrap();
        assert_eq!(back.players.len(), 2);
        assert_eq!(back.settings.name, "Torneo sociale");
        assert_eq!(
            back.players
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>(),
            ["Rossi, Mario", "Bianchi, Luca"]
        );
    }

    #[test]
    fn a_damaged_file_names_the_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.trf");
        // Line 2: the number of rounds (from column 5) holds letters.
        std::fs::write(&path, "012 Test\nXXR nine\n").unwrap();
        let before = std::fs::read(&path).unwrap();
        let error = load(&path).unwrap_err().to_string();
        assert!(error.contains("bad.trf"), "{error}");
        assert!(error.contains("line 2"), "{error}");
        assert!(error.contains("columns 5-8"), "{error}");
        assert_eq!(std::fs::read(&path).unwrap(), before);
        assert!(matches!(
            load(&dir.path().join("missing.trf")),
            Err(TrfFileError::Read { .. })
        ));
    }
}

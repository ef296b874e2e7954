//! Where Torneo keeps its own files, and the recovery file.
//!
//! Before a new tournament has a `.ron` file of its own, every change is written to a
//! recovery file in the user's data folder; at the next start Torneo offers it back
//! ([`read_recovery`]) and removes it once the work is saved or thrown away
//! ([`discard_recovery`]). The data folder follows each system's convention, read from
//! environment variables only:
//!
//! - Linux and other Unix: `$XDG_DATA_HOME/torneo`, else `~/.local/share/torneo`
//! - Windows: `{RoamingAppData}\Torneo\data` (the known folder, not an environment variable)
//! - macOS: `~/Library/Application Support/Torneo`
//!
//! The `directories` crate knows each system's rules; with the application name Torneo it
//! names the same folder as the window's preferences (eframe's storage for `ui::APP_ID`), so
//! that one folder holds everything Torneo keeps.

use crate::domain::Tournament;
use crate::formats::ron::{self, RonError};
use std::fs;
use std::path::{Path, PathBuf};

/// The application's name as `directories` turns it into folder names (lower case on Linux).
pub const APPLICATION_NAME: &str = "Torneo";

/// The recovery file's name inside [`data_dir`].
pub const RECOVERY_FILE_NAME: &str = "recovery.ron";

/// The preferences file eframe writes inside [`data_dir`] (language, recent files).
pub const PREFERENCES_FILE_NAME: &str = "app.ron";

/// Torneo's data folder (it may not exist yet); `None` when the system names no home.
pub fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", APPLICATION_NAME)
        .map(|dirs| dirs.data_dir().to_path_buf())
}

/// `data_dir()/recovery.ron`.
pub fn default_recovery_file() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join(RECOVERY_FILE_NAME))
}

/// The tournament in a recovery file worth offering back: the file exists and reads as a
/// valid tournament. `None` otherwise (a damaged recovery file is left for inspection).
pub fn read_recovery(path: &Path) -> Option<Tournament> {
    ron::load(path).ok()
}

/// Writes the recovery file atomically (no `.bak`), creating its folder if needed.
pub fn write_recovery(path: &Path, t: &Tournament) -> Result<(), RonError> {
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(folder).map_err(|source| RonError::Io {
            action: crate::formats::FileAction::CreateFolder,
            path: folder.to_path_buf(),
            source,
        })?;
    }
    ron::save_without_backup(path, t)
}

/// Removes the recovery file; a file already gone (or not removable) is not an error.
pub fn discard_recovery(path: &Path) {
    let _ = fs::remove_file(path);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_folder_is_absolute_and_named_for_torneo() {
        // CI and every desktop have a home; the folder's exact place per system is
        // checked against eframe's preferences folder (tests/paths.rs) and by
        // `torneo paths` with a given XDG_DATA_HOME (tests/cli_paths.rs).
        let Some(folder) = data_dir() else {
            panic!("no data folder although the test runs with a home");
        };
        assert!(folder.is_absolute(), "{}", folder.display());
        let name = folder
            .iter()
            .map(|part| part.to_string_lossy().to_lowercase())
            .find(|part| part == "torneo");
        assert!(name.is_some(), "{}", folder.display());
    }

    #[test]
    fn the_recovery_file_lives_in_the_data_folder() {
        assert_eq!(
            default_recovery_file(),
            data_dir().map(|folder| folder.join("recovery.ron"))
        );
    }
}

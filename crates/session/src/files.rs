//! Where Torneo keeps its own files, and the recovery file.
//!
//! Before a new tournament has a `.ron` file of its own, every change is written to a
//! recovery file in the user's data folder; at the next start Torneo offers it back
//! ([`read_recovery`]) and removes it once the work is saved or thrown away
//! ([`discard_recovery`]). The data folder follows each system's convention:
//!
//! - Linux and other Unix: `$XDG_DATA_HOME/torneo`, else `~/.local/share/torneo`
//! - Windows: `{RoamingAppData}\Torneo\data` (the known folder, not an environment variable)
//! - macOS: `~/Library/Application Support/Torneo`
//!
//! The `directories` crate knows each system's rules; with the application name Torneo it
//! names the same folder as the window's preferences (eframe's storage for `ui::APP_ID`), so
//! that one folder holds everything Torneo keeps.
//!
//! Each window claims a recovery file under its lock ([`claim_recovery_file`]): the
//! first window `recovery.ron`, a second one open at the same time `recovery-2.ron`, …

use super::file_lock::{self, FileLock, LockError};
use crate::domain::Tournament;
use crate::formats::ron::{self, RonError};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

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

/// How many recovery files windows open at once may use: `recovery.ron`, then
/// `recovery-2.ron` … `recovery-9.ron`.
pub const RECOVERY_SLOTS: u32 = 9;

/// The recovery file of slot `n` (1 is `first` itself, `recovery.ron`).
pub fn recovery_slot(first: &Path, n: u32) -> PathBuf {
    if n <= 1 {
        return first.to_path_buf();
    }
    let stem = first.file_stem().unwrap_or_default().to_string_lossy();
    first.with_file_name(format!("{stem}-{n}.ron"))
}

/// The first recovery file (`first`, then its numbered slots) whose lock this caller can
/// take, with the lock (issue 18 item 7: two windows without a file never share a
/// recovery file, so neither overwrites the other's unsaved work). `None` when every
/// slot is held. A slot whose lock file cannot be made (a read-only folder) is taken
/// without a lock: nothing can be written there anyway, and the write says so.
pub fn claim_recovery_in(first: &Path) -> Option<(PathBuf, Option<FileLock>)> {
    if let Some(folder) = first.parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = fs::create_dir_all(folder);
    }
    (1..=RECOVERY_SLOTS).find_map(|n| {
        let path = recovery_slot(first, n);
        match file_lock::acquire(&path) {
            Ok(lock) => Some((path, Some(lock))),
            Err(LockError::Held { .. }) => None,
            Err(LockError::Io { .. }) => Some((path, None)),
        }
    })
}

/// The lock of the recovery file this process claimed, held until it ends (a crash
/// included: the system releases it).
static CLAIMED_RECOVERY: OnceLock<(PathBuf, Option<FileLock>)> = OnceLock::new();

/// The recovery file of this process: claimed (see [`claim_recovery_in`]) in the data
/// folder at the first call, the same path afterwards. `None` without a data folder or
/// when every slot is held by other windows.
pub fn claim_recovery_file() -> Option<PathBuf> {
    if let Some((path, _)) = CLAIMED_RECOVERY.get() {
        return Some(path.clone());
    }
    let claimed = claim_recovery_in(&default_recovery_file()?)?;
    let path = claimed.0.clone();
    // Another thread may have claimed meanwhile: its claim stands, this one is dropped.
    match CLAIMED_RECOVERY.set(claimed) {
        Ok(()) => Some(path),
        Err(_) => CLAIMED_RECOVERY.get().map(|(path, _)| path.clone()),
    }
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

    #[test]
    fn a_second_window_claims_the_next_recovery_file() {
        let dir = tempfile::tempdir().unwrap();
        let first = dir.path().join("torneo").join("recovery.ron");
        let (one, lock_one) = claim_recovery_in(&first).unwrap();
        assert_eq!(one, first);
        assert!(lock_one.is_some());
        let (two, _lock_two) = claim_recovery_in(&first).unwrap();
        assert_eq!(two, dir.path().join("torneo").join("recovery-2.ron"));
        drop(lock_one);
        let (again, _lock_again) = claim_recovery_in(&first).unwrap();
        assert_eq!(again, first, "a released slot is taken again");
    }

    #[test]
    fn every_slot_held_gives_none() {
        let dir = tempfile::tempdir().unwrap();
        let first = dir.path().join("recovery.ron");
        let held: Vec<_> = (0..RECOVERY_SLOTS)
            .map(|_| claim_recovery_in(&first).unwrap())
            .collect();
        assert_eq!(held.last().unwrap().0, dir.path().join("recovery-9.ron"));
        assert!(claim_recovery_in(&first).is_none());
    }
}

//! Where Torneo keeps its own files, and the recovery file.
//!
//! Before a new tournament has a `.ron` file of its own, every change is written to a
//! recovery file in the user's data folder; at the next start Torneo offers it back
//! ([`read_recovery`]) and removes it once the work is saved or thrown away
//! ([`discard_recovery`]). The data folder follows each system's convention, read from
//! environment variables only:
//!
//! - Linux and other Unix: `$XDG_DATA_HOME/torneo`, else `~/.local/share/torneo`
//! - Windows: `%APPDATA%\torneo`
//! - macOS: `~/Library/Application Support/torneo`
//!
//! Each window claims a recovery file under its lock ([`claim_recovery_file`]): the
//! first window `recovery.ron`, a second one open at the same time `recovery-2.ron`, …

use super::file_lock::{self, FileLock, LockError};
use crate::domain::Tournament;
use crate::formats::ron::{self, RonError};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The folder name inside the system's data folder.
const APP_FOLDER: &str = "torneo";

/// The recovery file's name inside [`data_dir`].
pub const RECOVERY_FILE_NAME: &str = "recovery.ron";

/// Torneo's data folder (it may not exist yet); `None` when the environment names no home.
pub fn data_dir() -> Option<PathBuf> {
    data_dir_from(|name| std::env::var_os(name))
}

/// [`data_dir`] with the environment given as a function (so it can be tested).
fn data_dir_from(env: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    // Only absolute paths count: a relative one would depend on the working folder.
    let absolute = |name: &str| {
        env(name)
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    let base = if cfg!(windows) {
        absolute("APPDATA")?
    } else if cfg!(target_os = "macos") {
        absolute("HOME")?
            .join("Library")
            .join("Application Support")
    } else {
        match absolute("XDG_DATA_HOME") {
            Some(path) => path,
            None => absolute("HOME")?.join(".local").join("share"),
        }
    };
    Some(base.join(APP_FOLDER))
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

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn xdg_data_home_wins_over_home() {
        let vars = [("XDG_DATA_HOME", "/data"), ("HOME", "/home/anna")];
        assert_eq!(
            data_dir_from(env(&vars)),
            Some(PathBuf::from("/data/torneo"))
        );
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn home_local_share_without_xdg_or_with_a_relative_one() {
        let vars = [("HOME", "/home/anna")];
        assert_eq!(
            data_dir_from(env(&vars)),
            Some(PathBuf::from("/home/anna/.local/share/torneo"))
        );
        let vars = [("XDG_DATA_HOME", "relative"), ("HOME", "/home/anna")];
        assert_eq!(
            data_dir_from(env(&vars)),
            Some(PathBuf::from("/home/anna/.local/share/torneo"))
        );
    }

    #[cfg(target_os = "macos")]
    #[test]
    fn macos_application_support() {
        let vars = [("HOME", "/Users/anna")];
        assert_eq!(
            data_dir_from(env(&vars)),
            Some(PathBuf::from(
                "/Users/anna/Library/Application Support/torneo"
            ))
        );
    }

    #[cfg(windows)]
    #[test]
    fn windows_appdata() {
        let vars = [("APPDATA", r"C:\Users\anna\AppData\Roaming")];
        assert_eq!(
            data_dir_from(env(&vars)),
            Some(PathBuf::from(r"C:\Users\anna\AppData\Roaming\torneo"))
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

    #[test]
    fn no_home_no_data_dir() {
        assert_eq!(data_dir_from(env(&[])), None);
        assert_eq!(data_dir_from(env(&[("HOME", "")])), None);
    }
}

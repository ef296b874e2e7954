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

use crate::domain::Tournament;
use crate::formats::ron::{self, RonError};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

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
    fn no_home_no_data_dir() {
        assert_eq!(data_dir_from(env(&[])), None);
        assert_eq!(data_dir_from(env(&[("HOME", "")])), None);
    }
}

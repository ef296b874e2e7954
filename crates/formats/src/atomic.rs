//! Atomic file writing: the bytes go to a temporary file in the same folder, which is
//! flushed to disk and renamed over the target, so the target is at every moment either
//! the old or the new file, never half of one. Optionally the replaced file is kept as
//! `<name>.bak`. Used by every format that saves (`.ron`, TRF export).
//!
//! A write killed between its two steps leaves its temporary file behind. The next write
//! to the same file removes such leftovers once its own file is in place (issue 35): those
//! of the file and of its `.bak`, older than the write itself, of another process that is
//! no longer running (see [`leftovers`]).

use super::FileAction;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use thiserror::Error;

pub mod leftovers;

/// The operating system refused a step of the write.
#[derive(Debug, Error)]
#[error(
    "{}",
    crate::i18n::Localize::localize(self, crate::i18n::Language::English)
)]
pub struct WriteError {
    /// What was being done (write, replace, keep the previous version as, …).
    pub action: FileAction,
    pub path: PathBuf,
    #[source]
    pub source: io::Error,
}

impl WriteError {
    fn new(action: FileAction, path: &Path, source: io::Error) -> WriteError {
        WriteError {
            action,
            path: path.to_path_buf(),
            source,
        }
    }
}

/// `<name>.bak` next to `path` (`club.ron` → `club.ron.bak`).
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// Writes `bytes` to `path` atomically; with `backup`, the file being replaced is kept as
/// `<name>.bak` first (and the write is not made if that fails).
///
/// On error the file at `path` is as it was before (a stale temporary file is removed).
pub fn write(path: &Path, bytes: &[u8], backup: bool) -> Result<(), WriteError> {
    // Saving through a symbolic link replaces the file it points to, not the link.
    let target: PathBuf = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
    };
    let existing = match fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => {
            return Err(WriteError::new(
                FileAction::SaveOver,
                &target,
                io::Error::from(io::ErrorKind::IsADirectory),
            ));
        }
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(WriteError::new(FileAction::LookAt, &target, e)),
    };
    let folder = folder_of(&target);
    let started = std::time::SystemTime::now();

    let (temp_path, mut temp) = create_temp(folder, &target)
        .map_err(|e| WriteError::new(FileAction::WriteTemporaryIn, folder, e))?;
    let written = temp.write_all(bytes).and_then(|()| temp.sync_all());
    drop(temp);
    if let Err(e) = written {
        let _ = fs::remove_file(&temp_path);
        return Err(WriteError::new(FileAction::Write, &target, e));
    }
    let mut staged_backup = None;
    if let Some(meta) = &existing {
        // Keep the old file's permissions (best effort: the save does not depend on it).
        let _ = fs::set_permissions(&temp_path, meta.permissions());
        if backup {
            match stage_backup(&target, folder) {
                Ok(staging) => staged_backup = Some(staging),
                Err(e) => {
                    let _ = fs::remove_file(&temp_path);
                    return Err(e);
                }
            }
        }
    }
    if let Err(e) = fs::rename(&temp_path, &target) {
        let _ = fs::remove_file(&temp_path);
        if let Some(staging) = &staged_backup {
            let _ = fs::remove_file(staging);
        }
        return Err(WriteError::new(FileAction::Replace, &target, e));
    }
    // The `.bak` is replaced only after the new file is in place: at every moment the
    // `.bak` holds an older version than the file (or, killed in between, the staged
    // copy does), never the same one.
    let kept = staged_backup.map_or(Ok(()), |staging| finish_backup(&staging, &target));
    leftovers::remove_older_than(&target, started);
    sync_folder(folder);
    kept
}

/// The folder a file is in ("." for a bare file name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// A new, empty temporary file in `folder`, named after `target` so a leftover is
/// recognisable: `.<name>.<pid>-<n>.tmp`.
fn create_temp(folder: &Path, target: &Path) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = target.file_name().unwrap_or_default().to_string_lossy();
    let mut last_error = io::Error::other("no temporary name was free");
    for _ in 0..100 {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp_path = folder.join(format!(".{name}.{}-{n}.tmp", std::process::id()));
        match File::options()
            .write(true)
            .create_new(true)
            .open(&temp_path)
        {
            Ok(file) => return Ok((temp_path, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = e,
            Err(e) => return Err(e),
        }
    }
    Err(last_error)
}

/// Stages a copy of `target` (the version about to be replaced) beside it, for
/// [`finish_backup`] to move to `<target>.bak` once the new file is in place. A hard link
/// is tried first (instant, no data copied); file systems without hard links (FAT USB
/// sticks) get a copy.
fn stage_backup(target: &Path, folder: &Path) -> Result<PathBuf, WriteError> {
    let bak = backup_path(target);
    // A folder where the `.bak` goes would make the last step fail after the file is
    // replaced: refuse the save before anything changes.
    if fs::symlink_metadata(&bak).is_ok_and(|meta| meta.is_dir()) {
        return Err(WriteError::new(
            FileAction::KeepPreviousVersionAs,
            &bak,
            io::Error::from(io::ErrorKind::IsADirectory),
        ));
    }
    let (staging, file) = create_temp(folder, &bak)
        .map_err(|e| WriteError::new(FileAction::MakeBackupIn, folder, e))?;
    drop(file);
    let staged = fs::remove_file(&staging)
        .and_then(|()| fs::hard_link(target, &staging))
        .or_else(|_| {
            fs::copy(target, &staging)
                .and_then(|_| File::options().write(true).open(&staging)?.sync_all())
        });
    match staged {
        Ok(()) => Ok(staging),
        Err(e) => {
            let _ = fs::remove_file(&staging);
            Err(WriteError::new(FileAction::KeepPreviousVersionAs, &bak, e))
        }
    }
}

/// Moves the staged previous version to `<target>.bak`, replacing an older `.bak`.
fn finish_backup(staging: &Path, target: &Path) -> Result<(), WriteError> {
    let bak = backup_path(target);
    fs::rename(staging, &bak).map_err(|e| {
        let _ = fs::remove_file(staging);
        WriteError::new(FileAction::KeepPreviousVersionAs, &bak, e)
    })
}

/// Flushes the folder entry so the rename itself survives a power cut (Unix; elsewhere the
/// file system does it or offers no way to ask).
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(path: &Path) -> String {
        fs::read_to_string(path).unwrap()
    }

    fn leftovers(folder: &Path) -> Vec<String> {
        fs::read_dir(folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn the_backup_is_always_the_version_before_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.ron");
        for version in ["A", "B", "C"] {
            write(&path, version.as_bytes(), true).unwrap();
        }
        assert_eq!(read(&path), "C");
        assert_eq!(read(&backup_path(&path)), "B");
        assert!(leftovers(dir.path()).is_empty());
    }

    #[test]
    fn a_backup_that_cannot_be_kept_refuses_the_save_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.ron");
        write(&path, b"A", true).unwrap();
        // A folder where the .bak goes: the save is refused before the file changes.
        fs::create_dir(backup_path(&path)).unwrap();
        fs::write(backup_path(&path).join("x"), "x").unwrap();
        let error = write(&path, b"B", true).unwrap_err();
        assert_eq!(error.action, FileAction::KeepPreviousVersionAs);
        assert_eq!(read(&path), "A");
        assert!(leftovers(dir.path()).is_empty());
    }

    #[test]
    fn without_backup_no_bak_is_made() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.trf");
        write(&path, b"A", false).unwrap();
        write(&path, b"B", false).unwrap();
        assert_eq!(read(&path), "B");
        assert!(!backup_path(&path).exists());
    }
}

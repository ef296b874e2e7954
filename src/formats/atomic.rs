//! Atomic file writing: the bytes go to a temporary file in the same folder, which is
//! flushed to disk and renamed over the target, so the target is at every moment either
//! the old or the new file, never half of one. Optionally the replaced file is kept as
//! `<name>.bak`. Used by every format that saves (`.ron`, TRF export).

use super::FileAction;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use thiserror::Error;

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
                io::Error::other("it is a folder, not a file"),
            ));
        }
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(WriteError::new(FileAction::LookAt, &target, e)),
    };
    let folder = folder_of(&target);

    let (temp_path, mut temp) = create_temp(folder, &target)
        .map_err(|e| WriteError::new(FileAction::WriteTemporaryIn, folder, e))?;
    let written = temp.write_all(bytes).and_then(|()| temp.sync_all());
    drop(temp);
    if let Err(e) = written {
        let _ = fs::remove_file(&temp_path);
        return Err(WriteError::new(FileAction::Write, &target, e));
    }
    if let Some(meta) = &existing {
        // Keep the old file's permissions (best effort: the save does not depend on it).
        let _ = fs::set_permissions(&temp_path, meta.permissions());
        if backup && let Err(e) = keep_backup(&target, folder) {
            let _ = fs::remove_file(&temp_path);
            return Err(e);
        }
    }
    if let Err(e) = fs::rename(&temp_path, &target) {
        let _ = fs::remove_file(&temp_path);
        return Err(WriteError::new(FileAction::Replace, &target, e));
    }
    sync_folder(folder);
    Ok(())
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

/// Makes `<target>.bak` a copy of `target`, replacing an older `.bak` only once the new one
/// is complete. A hard link is tried first (instant, no data copied); file systems without
/// hard links (FAT USB sticks) get a copy.
fn keep_backup(target: &Path, folder: &Path) -> Result<(), WriteError> {
    let bak = backup_path(target);
    let (staging, file) = create_temp(folder, &bak)
        .map_err(|e| WriteError::new(FileAction::MakeBackupIn, folder, e))?;
    drop(file);
    let staged = fs::remove_file(&staging)
        .and_then(|()| fs::hard_link(target, &staging))
        .or_else(|_| {
            fs::copy(target, &staging)
                .and_then(|_| File::options().write(true).open(&staging)?.sync_all())
        });
    if let Err(e) = staged {
        let _ = fs::remove_file(&staging);
        return Err(WriteError::new(FileAction::KeepPreviousVersionAs, &bak, e));
    }
    if let Err(e) = fs::rename(&staging, &bak) {
        let _ = fs::remove_file(&staging);
        return Err(WriteError::new(FileAction::KeepPreviousVersionAs, &bak, e));
    }
    Ok(())
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

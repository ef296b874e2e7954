//! Two writers on one `.ron` (issue 18, item 7): an advisory lock held while a session has
//! the file open, so a second window opening the same file is told and can open it
//! read-only instead of silently overwriting the first one's results.
//!
//! The lock is taken on a lock file beside the tournament, `.<name>.lock`, not on the
//! tournament itself: every save replaces the tournament file by a rename
//! ([`crate::formats::atomic`]), and a lock on the replaced file would no longer guard the
//! new one. The lock is the operating system's (`flock` on Unix, `LockFileEx` on Windows,
//! through `std::fs::File::try_lock`, stable since Rust 1.89: no crate needed). It is
//! released when the [`FileLock`] is dropped (the session closes, or the process ends,
//! even by a crash). On Unix the empty lock file is removed on drop, while still locked;
//! a window that opened it just before then finds, once it has the lock, that the path
//! names another file (or none) and starts again, so two windows never both hold a lock
//! on the path. Elsewhere (and after a crash) the lock file stays: a stale lock file holds
//! no lock.

use std::fs::{File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a file could not be locked.
#[derive(Debug, Error)]
pub enum LockError {
    /// Another session (this or another program) holds the file.
    #[error("{} is open in another window or program", file.display())]
    Held { file: PathBuf },
    /// The lock file could not be created or locked.
    #[error("cannot lock {}: {source}", lock.display())]
    Io {
        lock: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// A held lock on a tournament file; released on drop.
#[derive(Debug)]
pub struct FileLock {
    /// Kept open: closing it releases the lock. (Read by `Drop` on Unix only; elsewhere
    /// the open handle alone holds the lock and the file stays.)
    #[cfg_attr(not(unix), allow(dead_code))]
    lock_file: File,
    #[cfg_attr(not(unix), allow(dead_code))]
    path: PathBuf,
}

impl Drop for FileLock {
    fn drop(&mut self) {
        // Unix: removed while still locked (see the module doc); the lock goes with the
        // file handle right after.
        #[cfg(unix)]
        if same_file(&self.lock_file, &self.path) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// True when `path` still names the file `file` has open (Unix); elsewhere always true.
fn same_file(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), std::fs::metadata(path)) {
            (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, path);
        true
    }
}

/// `.<name>.lock` beside `file`.
pub fn lock_path(file: &Path) -> PathBuf {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    file.with_file_name(format!(".{name}.lock"))
}

/// Takes the lock of `file`, without waiting.
pub fn acquire(file: &Path) -> Result<FileLock, LockError> {
    let lock = lock_path(file);
    // A few tries: each lost race with a session closing (see the module doc) is one.
    let mut tries = 0;
    loop {
        tries += 1;
        match try_once(file, &lock) {
            Err(LockError::Io { source, .. })
                if source.kind() == io::ErrorKind::Interrupted && tries < 8 => {}
            other => return other,
        }
    }
}

/// One attempt; a lock file replaced or removed meanwhile is reported as `Interrupted`.
fn try_once(file: &Path, lock: &Path) -> Result<FileLock, LockError> {
    let lock = lock.to_path_buf();
    let lock_file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&lock)
        .map_err(|source| LockError::Io {
            lock: lock.clone(),
            source,
        })?;
    match lock_file.try_lock() {
        Ok(()) if same_file(&lock_file, &lock) => Ok(FileLock {
            lock_file,
            path: lock,
        }),
        Ok(()) => Err(LockError::Io {
            lock,
            source: io::Error::from(io::ErrorKind::Interrupted),
        }),
        Err(TryLockError::WouldBlock) => Err(LockError::Held {
            file: file.to_path_buf(),
        }),
        Err(TryLockError::Error(source)) => Err(LockError::Io { lock, source }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_is_refused_until_the_first_goes() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("club.ron");
        assert_eq!(lock_path(&file), dir.path().join(".club.ron.lock"));
        let first = acquire(&file).unwrap();
        assert!(matches!(acquire(&file), Err(LockError::Held { file: f }) if f == file));
        drop(first);
        #[cfg(unix)]
        assert!(!lock_path(&file).exists(), "removed on close");
        let second = acquire(&file).unwrap();
        assert!(lock_path(&file).exists());
        drop(second);
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_file_removed_under_a_waiting_opener_is_not_trusted() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("club.ron");
        let lock = lock_path(&file);
        // A handle on a lock file that is then removed (as a closing session does).
        let stale = File::create(&lock).unwrap();
        std::fs::remove_file(&lock).unwrap();
        assert!(!same_file(&stale, &lock));
        let held = acquire(&file).unwrap();
        assert!(same_file(&held.lock_file, &lock));
    }
}

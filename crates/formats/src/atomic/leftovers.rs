//! Temporary files left by a write that was killed (issue 35: a `kill -9` between the
//! write of the temporary file and its rename leaves `.<name>.<pid>-<n>.tmp` beside the
//! file).
//!
//! Only names of exactly the writer's pattern are touched ([`is_temporary_of`]), and only
//! when the leftover is older than the write that found it and its process cannot be
//! writing any more: not this process, and on Linux a process id that no longer runs;
//! elsewhere, where that cannot be asked, a leftover older than [`GRACE`]. The window's
//! look for a newer copy when it opens a `.ron` (`session::stray`) uses the same names.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A temporary file younger than this may belong to a save in progress (where a process
/// cannot be asked whether it runs).
pub const GRACE: Duration = Duration::from_secs(30);

/// True when `candidate` is the name of a temporary file of a write of `file_name`:
/// `.<file_name>.<digits>-<digits>.tmp`.
pub fn is_temporary_of(file_name: &str, candidate: &str) -> bool {
    process_of(file_name, candidate).is_some()
}

/// The process id in the name of a temporary file of `file_name`.
fn process_of(file_name: &str, candidate: &str) -> Option<u32> {
    let rest = candidate
        .strip_prefix('.')?
        .strip_prefix(file_name)?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    let (pid, n) = rest.split_once('-')?;
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(pid) || !all_digits(n) {
        return None;
    }
    pid.parse().ok()
}

/// A temporary file of `file` with its process id and modification time.
pub struct Leftover {
    pub path: PathBuf,
    pub process: u32,
    pub modified: SystemTime,
}

/// The temporary files of writes of `file`, newest first.
pub fn of(file: &Path) -> Vec<Leftover> {
    let Some(file_name) = file.file_name().and_then(|name| name.to_str()) else {
        return Vec::new();
    };
    let folder = match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<Leftover> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let process = process_of(file_name, entry.file_name().to_str()?)?;
            let meta = entry.metadata().ok()?;
            meta.is_file().then_some(Leftover {
                path: entry.path(),
                process,
                modified: meta.modified().ok()?,
            })
        })
        .collect();
    found.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    found
}

/// Removes the leftovers of `file` and of its `.bak` older than `started` whose process
/// cannot be writing any more (see the module documentation). Best effort: a leftover
/// that cannot be removed stays.
pub fn remove_older_than(file: &Path, started: SystemTime) {
    let now = SystemTime::now();
    for path in [file.to_path_buf(), super::backup_path(file)] {
        for leftover in of(&path) {
            if leftover.modified < started && !may_be_writing(&leftover, now) {
                let _ = fs::remove_file(&leftover.path);
            }
        }
    }
}

/// True when the process that made `leftover` may still be writing it.
fn may_be_writing(leftover: &Leftover, now: SystemTime) -> bool {
    if leftover.process == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        return Path::new("/proc")
            .join(leftover.process.to_string())
            .exists();
    }
    now.duration_since(leftover.modified)
        .is_ok_and(|age| age < GRACE)
        || now < leftover.modified
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn only_the_writer_pattern_is_a_temporary_file() {
        assert!(is_temporary_of("club.ron", ".club.ron.123-0.tmp"));
        assert!(is_temporary_of("club.ron", ".club.ron.4567-89.tmp"));
        assert!(!is_temporary_of("club.ron", "club.ron.123-0.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.123.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.12a-0.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.-0.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.1-.tmp"));
        assert!(!is_temporary_of("club.ron", ".other.ron.1-0.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.bak.1-0.tmp"));
        assert!(!is_temporary_of("club.ron", ".club.ron.1-0.tmp.keep"));
    }

    /// A process id no process has (Linux's pid_max is at most 2^22).
    const GONE: u32 = 4_194_305;

    #[test]
    fn a_write_removes_older_leftovers_of_gone_processes_and_nothing_else() {
        let folder = std::env::temp_dir().join(format!("torneo-leftovers-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        let file = folder.join("club.trf");
        let gone = folder.join(format!(".club.trf.{GONE}-0.tmp"));
        let gone_backup = folder.join(format!(".club.trf.bak.{GONE}-3.tmp"));
        let running = folder.join(format!(".club.trf.{}-7.tmp", std::process::id()));
        let other = folder.join(format!(".other.trf.{GONE}-0.tmp"));
        let unlike = folder.join("club.trf.tmp");
        for path in [&gone, &gone_backup, &running, &other, &unlike] {
            fs::write(path, "half").unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
        super::super::write(&file, b"new", true).unwrap();
        let mut names: Vec<String> = fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let mut expected = vec![
            "club.trf".to_owned(),
            "club.trf.tmp".to_owned(),
            format!(".club.trf.{}-7.tmp", std::process::id()),
            format!(".other.trf.{GONE}-0.tmp"),
        ];
        if !cfg!(target_os = "linux") {
            // Elsewhere a leftover younger than the grace period is left alone.
            expected.push(format!(".club.trf.{GONE}-0.tmp"));
            expected.push(format!(".club.trf.bak.{GONE}-3.tmp"));
        }
        expected.sort();
        assert_eq!(names, expected);
        fs::remove_dir_all(&folder).unwrap();
    }
}

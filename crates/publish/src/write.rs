//! Writing the site to its folder atomically: a reader (a browser, a web server, a sync
//! client) sees the previous complete site or the new complete one, never a mix nor a
//! half-written one, and a `kill -9` at any moment leaves the previous complete site.
//!
//! How:
//! 1. The folder is checked: it must be missing, empty, or a site Torneo wrote (it holds
//!    the marker file `.torneo-site`); any other folder is refused, so `-o ~` cannot
//!    replace a home folder.
//! 2. The whole new site is written into a temporary sibling folder,
//!    `.<name>.torneo-new-<pid>-<n>` (same parent, so the same file system), the marker
//!    last.
//! 3. The new folder takes the place of the old one in one step: on Linux
//!    `renameat2(RENAME_EXCHANGE)` swaps the two folders atomically (the site's path
//!    never stops naming a complete site), then the old one, now at the temporary name,
//!    is removed. Without it (other systems, file systems that cannot exchange), the old
//!    folder is renamed aside (`.<name>.torneo-old-<pid>-<n>`) and the new one renamed
//!    into place: two renames, each atomic; between them, an instant, the path names
//!    nothing, and a kill in that instant leaves the previous site complete under the
//!    aside name (the next publish replaces both).
//! 4. Leftovers of a publish that was killed (the temporary folders of a process that
//!    no longer runs; elsewhere than Linux, older than a minute) are removed by the next
//!    publish to the same folder.
//!
//! A failure before step 3 removes the temporary folder and leaves the old site as it
//! was; a failure of the exchange itself leaves it too.
//!
//! Safe against a killed process, not against a power cut: the pages are not flushed to
//! disk one by one (on this 2-core machine 525 flushes take about 1.3 s, more than the
//! whole budget of a publish), so a power cut just after a publish may leave pages of
//! the new site empty; the next publish writes them again. The site is derived data:
//! the tournament itself is saved with flushes (`formats::atomic`).

use crate::error::{PublishError, SiteAction};
use crate::pages;
use crate::site::Site;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime};

/// What the marker file says.
const MARKER_TEXT: &str =
    "A site written by Torneo: `torneo publish` replaces this folder as a whole.\n";

/// Where the operating system cannot say whether a process runs, a temporary folder
/// younger than this may belong to a publish in progress.
const GRACE: Duration = Duration::from_secs(60);

/// Distinguishes the temporary folders of one process.
static COUNTER: AtomicU32 = AtomicU32::new(0);

/// Writes `site` into `folder`, replacing the site there (see the module documentation).
pub fn write(site: &Site, folder: &Path) -> Result<(), PublishError> {
    let target = resolve(folder);
    check_target(&target)?;
    let parent = parent_of(&target);
    fs::create_dir_all(&parent).map_err(|e| PublishError::io(SiteAction::Create, &parent, e))?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".to_string());
    remove_leftovers(&parent, &name);
    let temp = sibling(&parent, &name, "new");
    fs::create_dir(&temp).map_err(|e| PublishError::io(SiteAction::Create, &temp, e))?;
    let written = write_pages(site, &temp).and_then(|()| swap_in(&temp, &target, &parent, &name));
    if written.is_err() {
        let _ = fs::remove_dir_all(&temp);
    }
    written
}

/// The folder a symbolic link names (its target is replaced, the link kept).
fn resolve(folder: &Path) -> PathBuf {
    match fs::symlink_metadata(folder) {
        Ok(meta) if meta.file_type().is_symlink() => {
            fs::canonicalize(folder).unwrap_or_else(|_| folder.to_path_buf())
        }
        _ => folder.to_path_buf(),
    }
}

fn parent_of(target: &Path) -> PathBuf {
    match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Refuses a target that is a file, or a folder with files that is not a site.
fn check_target(target: &Path) -> Result<(), PublishError> {
    let not_a_site = || PublishError::NotASite {
        path: target.to_path_buf(),
    };
    match fs::metadata(target) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(PublishError::io(SiteAction::Replace, target, e)),
        Ok(meta) if !meta.is_dir() => Err(not_a_site()),
        Ok(_) => {
            if target.join(pages::MARKER).is_file() {
                return Ok(());
            }
            let mut entries = fs::read_dir(target)
                .map_err(|e| PublishError::io(SiteAction::Replace, target, e))?;
            match entries.next() {
                None => Ok(()),
                Some(_) => Err(not_a_site()),
            }
        }
    }
}

/// `.<name>.torneo-<kind>-<pid>-<n>` in `parent`.
fn sibling(parent: &Path, name: &str, kind: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    parent.join(format!(".{name}.torneo-{kind}-{}-{n}", std::process::id()))
}

/// The process id in the name of a temporary folder of the site `name`.
fn leftover_process(name: &str, candidate: &str) -> Option<u32> {
    let rest = candidate
        .strip_prefix('.')?
        .strip_prefix(name)?
        .strip_prefix(".torneo-")?;
    let rest = rest
        .strip_prefix("new-")
        .or_else(|| rest.strip_prefix("old-"))?;
    let (pid, n) = rest.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(pid) || !digits(n) {
        return None;
    }
    pid.parse().ok()
}

/// True when the process `pid` may still be writing a folder last changed at `modified`.
fn may_be_running(pid: u32, modified: SystemTime) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    SystemTime::now()
        .duration_since(modified)
        .map_or(true, |age| age < GRACE)
}

/// Removes the temporary folders of killed publishes of the site `name` (best effort).
fn remove_leftovers(parent: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = leftover_process(name, &file_name.to_string_lossy()) else {
            continue;
        };
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or_else(|_| SystemTime::now());
        if !may_be_running(pid, modified) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// Writes every page and the marker into `folder` (not flushed: see the module
/// documentation).
fn write_pages(site: &Site, folder: &Path) -> Result<(), PublishError> {
    let files = site
        .pages
        .iter()
        .map(|p| (p.file.as_str(), p.html.as_bytes()))
        .chain(std::iter::once((pages::MARKER, MARKER_TEXT.as_bytes())));
    for (file, bytes) in files {
        let path = folder.join(file);
        fs::write(&path, bytes).map_err(|e| PublishError::io(SiteAction::Write, &path, e))?;
    }
    Ok(())
}

/// Puts the complete site `temp` in place of `target`, then removes the old site.
fn swap_in(temp: &Path, target: &Path, parent: &Path, name: &str) -> Result<(), PublishError> {
    let replace = |e| PublishError::io(SiteAction::Replace, target, e);
    if !target.exists() {
        return fs::rename(temp, target).map_err(replace);
    }
    if exchange(temp, target).is_ok() {
        // `temp` now holds the previous site.
        return fs::remove_dir_all(temp).map_err(|e| PublishError::io(SiteAction::Remove, temp, e));
    }
    let aside = sibling(parent, name, "old");
    fs::rename(target, &aside).map_err(replace)?;
    if let Err(e) = fs::rename(temp, target) {
        let _ = fs::rename(&aside, target);
        return Err(replace(e));
    }
    fs::remove_dir_all(&aside).map_err(|e| PublishError::io(SiteAction::Remove, &aside, e))
}

/// Swaps the folders `a` and `b` in one step.
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> io::Result<()> {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).map_err(io::Error::from)
}

/// No atomic exchange here: the two renames of [`swap_in`] are used.
#[cfg(not(target_os = "linux"))]
fn exchange(_a: &Path, _b: &Path) -> io::Result<()> {
    Err(io::Error::from(io::ErrorKind::Unsupported))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::site::Page;

    fn site(text: &str) -> Site {
        Site {
            pages: vec![
                Page {
                    file: "index.html".into(),
                    html: format!("<p>{text}</p>"),
                },
                Page {
                    file: "players.html".into(),
                    html: text.into(),
                },
            ],
        }
    }

    #[test]
    fn a_site_replaces_the_previous_one_whole() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("site");
        write(&site("old"), &target).unwrap();
        fs::write(target.join("stale.html"), "gone").unwrap();
        write(&site("new"), &target).unwrap();
        assert_eq!(
            fs::read_to_string(target.join("index.html")).unwrap(),
            "<p>new</p>"
        );
        assert!(!target.join("stale.html").exists());
        assert!(target.join(pages::MARKER).is_file());
        // Nothing but the site is left beside it.
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("site")]);
    }

    #[test]
    fn a_folder_that_is_not_a_site_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("thesis.odt"), "years of work").unwrap();
        let error = write(&site("x"), dir.path()).unwrap_err();
        assert!(matches!(error, PublishError::NotASite { .. }), "{error}");
        assert_eq!(
            fs::read_to_string(dir.path().join("thesis.odt")).unwrap(),
            "years of work"
        );
        let file = dir.path().join("thesis.odt");
        assert!(matches!(
            write(&site("x"), &file).unwrap_err(),
            PublishError::NotASite { .. }
        ));
        // An empty folder is taken.
        let empty = dir.path().join("empty");
        fs::create_dir(&empty).unwrap();
        write(&site("x"), &empty).unwrap();
        assert!(empty.join("index.html").is_file());
    }

    #[test]
    fn leftovers_of_gone_processes_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("site");
        // A process id above the kernel's maximum (4194304) never runs.
        let dead = dir.path().join(".site.torneo-new-4999999-0");
        let dead_old = dir.path().join(".site.torneo-old-4999999-3");
        let mine = dir
            .path()
            .join(format!(".site.torneo-new-{}-999", std::process::id()));
        let other = dir.path().join(".other.torneo-new-4999999-0");
        for folder in [&dead, &dead_old, &mine, &other] {
            fs::create_dir(folder).unwrap();
        }
        write(&site("x"), &target).unwrap();
        if cfg!(target_os = "linux") {
            assert!(!dead.exists());
            assert!(!dead_old.exists());
        }
        assert!(mine.exists());
        assert!(other.exists());
        assert_eq!(leftover_process("site", ".site.torneo-new-12-0"), Some(12));
        assert_eq!(leftover_process("site", ".site.torneo-new-12"), None);
        assert_eq!(leftover_process("site", ".site.torneo-mid-12-0"), None);
        assert_eq!(leftover_process("site", "site.torneo-new-12-0"), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_keeps_naming_the_site() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        let link = dir.path().join("link");
        write(&site("old"), &real).unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write(&site("new"), &link).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(
            fs::read_to_string(link.join("players.html")).unwrap(),
            "new"
        );
    }
}

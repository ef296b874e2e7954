//! Temporary files left beside a `.ron` by an interrupted save (issue 18, item 6).
//!
//! [`crate::formats::atomic`] writes each save to `.<name>.<pid>-<n>.tmp` in the file's
//! folder and renames it over the file; a crash or a kill between the two leaves the
//! temporary file behind, and it may hold a newer state than the file. When the window
//! opens a tournament, [`sweep`] looks for them: the newest one that is newer than the file
//! and reads as a valid tournament is offered to the arbiter ([`NewerCopy`]); the others
//! are removed. Only names of exactly that pattern are ever touched, and only once they are
//! older than [`GRACE`] (another Torneo may be saving the same file at this moment).

use crate::domain::Tournament;
use crate::formats::ron;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

pub use crate::formats::atomic::leftovers::{GRACE, is_temporary_of};

/// A temporary file newer than the tournament file it was meant to replace, holding a
/// valid tournament.
#[derive(Debug, Clone)]
pub struct NewerCopy {
    /// The tournament file.
    pub file: PathBuf,
    /// The temporary file beside it.
    pub temporary: PathBuf,
    pub tournament: Tournament,
}

/// Looks for the temporary files of `file` (see the module doc): returns the newer copy to
/// offer, if any, and removes the other ones older than [`GRACE`].
pub fn sweep(file: &Path) -> Option<NewerCopy> {
    sweep_at(file, SystemTime::now())
}

/// [`sweep`] as if the time were `now`.
fn sweep_at(file: &Path, now: SystemTime) -> Option<NewerCopy> {
    let file_time = fs::metadata(file).and_then(|meta| meta.modified()).ok();
    let mut offer = None;
    for leftover in crate::formats::atomic::leftovers::of(file) {
        let (temporary, time) = (leftover.path, leftover.modified);
        let newer = file_time.is_none_or(|file_time| time > file_time);
        if offer.is_none()
            && newer
            && let Ok(tournament) = ron::load(&temporary)
        {
            offer = Some(NewerCopy {
                file: file.to_path_buf(),
                temporary,
                tournament,
            });
            continue;
        }
        let settled = now.duration_since(time).is_ok_and(|age| age >= GRACE);
        if settled {
            let _ = fs::remove_file(&temporary);
        }
    }
    offer
}

/// Removes the temporary file of `copy` once the arbiter has answered (taken or refused).
/// A path that is not a temporary file of the tournament file is never removed.
pub fn remove_temporary(copy: &NewerCopy) {
    let file_name = copy.file.file_name().and_then(|name| name.to_str());
    let temporary_name = copy.temporary.file_name().and_then(|name| name.to_str());
    if let (Some(file_name), Some(temporary_name)) = (file_name, temporary_name)
        && is_temporary_of(file_name, temporary_name)
        && copy.temporary.parent() == copy.file.parent()
    {
        let _ = fs::remove_file(&copy.temporary);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TournamentSettings;
    use std::time::Duration;

    fn tournament(name: &str) -> Tournament {
        Tournament::new(TournamentSettings {
            name: name.to_string(),
            ..TournamentSettings::default()
        })
    }

    fn set_time(path: &Path, time: SystemTime) {
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(time)
            .unwrap();
    }

    #[test]
    fn the_newest_valid_copy_is_offered_and_the_stale_ones_go() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("club.ron");
        ron::save(&file, &tournament("file")).unwrap();
        let base = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        set_time(&file, base);

        let older = dir.path().join(".club.ron.10-0.tmp");
        let newer = dir.path().join(".club.ron.11-0.tmp");
        let newest_cut = dir.path().join(".club.ron.12-0.tmp");
        let unrelated = dir.path().join(".club.ron.notes.tmp");
        ron::save_without_backup(&older, &tournament("older")).unwrap();
        ron::save_without_backup(&newer, &tournament("newer")).unwrap();
        fs::write(&newest_cut, "(format_version: 1, settin").unwrap();
        fs::write(&unrelated, "mine").unwrap();
        set_time(&older, base - Duration::from_secs(60));
        set_time(&newer, base + Duration::from_secs(60));
        set_time(&newest_cut, base + Duration::from_secs(120));
        set_time(&unrelated, base - Duration::from_secs(60));

        let now = base + Duration::from_secs(3600);
        let copy = sweep_at(&file, now).unwrap();
        assert_eq!(copy.temporary, newer);
        assert_eq!(copy.tournament.settings.name, "newer");
        assert!(!older.exists());
        assert!(!newest_cut.exists());
        assert!(newer.exists());
        assert!(unrelated.exists());
        assert!(file.exists());

        remove_temporary(&copy);
        assert!(!newer.exists());
        assert!(unrelated.exists());
    }

    #[test]
    fn a_copy_older_than_the_file_is_not_offered_and_a_young_one_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("club.ron");
        ron::save(&file, &tournament("file")).unwrap();
        let base = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        set_time(&file, base);
        let old = dir.path().join(".club.ron.10-0.tmp");
        let young = dir.path().join(".club.ron.10-1.tmp");
        ron::save_without_backup(&old, &tournament("old")).unwrap();
        ron::save_without_backup(&young, &tournament("young")).unwrap();
        set_time(&old, base - Duration::from_secs(600));
        set_time(&young, base - Duration::from_secs(10));

        // The young one is 20 s old: a save in progress elsewhere, perhaps.
        assert!(sweep_at(&file, base + Duration::from_secs(10)).is_none());
        assert!(!old.exists());
        assert!(young.exists());
    }
}

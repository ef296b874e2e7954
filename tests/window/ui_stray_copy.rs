#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 6 through the real window: opening a `.ron` beside which an interrupted
//! save left a newer temporary copy asks the arbiter which to keep; stale copies go.

use crate::ui_support;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use torneo::domain::{Tournament, TournamentSettings};
use torneo::formats::atomic::backup_path;
use torneo::formats::ron;
use ui_support::{click, harness};

fn named(name: &str) -> Tournament {
    Tournament::new(TournamentSettings {
        name: name.to_string(),
        ..TournamentSettings::default()
    })
}

fn aged(path: &Path, seconds_ago: u64) {
    let time = SystemTime::now() - Duration::from_secs(seconds_ago);
    fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(time)
        .unwrap();
}

/// `club.ron` holding "Old" (2 minutes old), a newer copy holding "New" (1 minute old) and
/// a stale copy older than the file; returns (file, newer copy, stale copy).
fn interrupted_save(dir: &Path) -> (PathBuf, PathBuf, PathBuf) {
    let file = dir.join("club.ron");
    ron::save_without_backup(&file, &named("Old")).unwrap();
    let newer = dir.join(".club.ron.4242-7.tmp");
    let stale = dir.join(".club.ron.4242-3.tmp");
    ron::save_without_backup(&newer, &named("New")).unwrap();
    ron::save_without_backup(&stale, &named("Stale")).unwrap();
    aged(&stale, 300);
    aged(&file, 120);
    aged(&newer, 60);
    (file, newer, stale)
}

#[test]
fn the_newer_copy_is_offered_and_taken() {
    let dir = tempfile::tempdir().unwrap();
    let (file, newer, stale) = interrupted_save(dir.path());
    let mut h = harness(
        dir.path().join("recovery.ron"),
        Some(file.clone()),
        Vec::new(),
    );
    h.run();
    assert!(!stale.exists(), "the stale copy is removed on open");
    assert_eq!(h.state().session().tournament().settings.name, "Old");
    click(&mut h, "Open the newer copy");
    assert_eq!(h.state().session().tournament().settings.name, "New");
    assert_eq!(h.state().session().path(), Some(file.as_path()));
    assert_eq!(ron::load(&file).unwrap().settings.name, "New");
    assert_eq!(ron::load(&backup_path(&file)).unwrap().settings.name, "Old");
    assert!(!newer.exists());
}

#[test]
fn keeping_the_file_removes_the_copy_and_changes_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let (file, newer, _) = interrupted_save(dir.path());
    let before = fs::read(&file).unwrap();
    let mut h = harness(
        dir.path().join("recovery.ron"),
        Some(file.clone()),
        Vec::new(),
    );
    h.run();
    click(&mut h, "Keep the file as it is");
    assert_eq!(h.state().session().tournament().settings.name, "Old");
    assert_eq!(fs::read(&file).unwrap(), before);
    assert!(!newer.exists());
    assert!(!backup_path(&file).exists());
}

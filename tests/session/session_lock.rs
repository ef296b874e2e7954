#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 7: two sessions in one process on one temporary `.ron`. The second is
//! refused while the first has the file, can open it read-only (no change, no save), and
//! gets it once the first is closed.

use torneo::domain::{Player, Tournament, TournamentSettings};
use torneo::session::{Command, Session, SessionError};

fn player(name: &str) -> Command {
    Command::AddPlayer(Player {
        name: name.to_string(),
        ..Player::default()
    })
}

fn saved_file(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("club.ron");
    let mut first = Session::new(Tournament::new(TournamentSettings::default()));
    first.save_as(&file).unwrap();
    file
}

#[test]
fn a_second_session_is_refused_then_reads_only_then_gets_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = saved_file(dir.path());
    let mut first = Session::open(&file).unwrap();
    first.apply(player("Rossi, Anna")).unwrap();
    first.flush();

    match Session::open(&file) {
        Err(SessionError::Locked(locked)) => assert_eq!(locked, file),
        other => panic!("expected Locked, got {other:?}"),
    }

    let mut reader = Session::open_read_only(&file).unwrap();
    assert!(reader.is_read_only());
    assert_eq!(reader.tournament().players.len(), 1);
    assert_eq!(
        reader.apply(player("Bianchi, Luca")),
        Err(SessionError::ReadOnly)
    );
    assert_eq!(reader.save(), Err(SessionError::ReadOnly));
    assert!(!reader.undo());
    assert_eq!(reader.tournament().players.len(), 1);

    // The reader may keep a copy under another name, and then works on it.
    let copy = dir.path().join("copy.ron");
    reader.save_as(&copy).unwrap();
    assert!(!reader.is_read_only());
    reader.apply(player("Bianchi, Luca")).unwrap();
    reader.flush();
    assert_eq!(
        Session::open(&copy).map(|_| ()),
        Err(SessionError::Locked(copy.clone()))
    );

    // The first session's file is untouched by the reader; closing releases it.
    drop(first);
    let again = Session::open(&file).unwrap();
    assert_eq!(again.tournament().players.len(), 1);
}

#[test]
fn save_as_onto_a_file_held_elsewhere_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = saved_file(dir.path());
    let holder = Session::open(&file).unwrap();
    let before = std::fs::read(&file).unwrap();
    let mut other = Session::new(Tournament::default());
    other.apply(player("Verdi, Carla")).unwrap();
    assert_eq!(
        other.save_as(&file),
        Err(SessionError::Locked(file.clone()))
    );
    assert_eq!(other.path(), None);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    drop(holder);
    other.save_as(&file).unwrap();
    assert_eq!(other.path(), Some(file.as_path()));
}

#[test]
fn saving_again_under_the_same_name_keeps_the_lock() {
    let dir = tempfile::tempdir().unwrap();
    let file = saved_file(dir.path());
    let mut session = Session::open(&file).unwrap();
    session.save_as(&file).unwrap();
    session.save().unwrap();
    assert_eq!(
        Session::open(&file).map(|_| ()),
        Err(SessionError::Locked(file.clone()))
    );
}

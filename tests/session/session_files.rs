//! The session and its files: open, save, save as, autosave after every change (checked by
//! reading the file back), the recovery file before the first save, and what happens when
//! a write fails or the file is damaged.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::{Path, PathBuf};
use torneo::domain::{Board, GameResult, Player, PlayerId, Round, Tournament, TournamentSettings};
use torneo::formats::ron;
use torneo::session::{Command, SaveFailure, Session, SessionError, files};

fn player(name: &str, rating: u16) -> Player {
    Player {
        name: name.into(),
        rating: Some(rating),
        ..Player::default()
    }
}

fn tournament() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Semilampo di Natale".into(),
        ..TournamentSettings::default()
    });
    t.add_player(player("Rossi, Niccolò", 2100));
    t.add_player(player("Петров, Пётр", 1950));
    t
}

fn bak_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// The names in `dir`, but the lock file an open session holds (`.<name>.lock`, issue 18
/// item 7; tests/session/session_lock.rs checks it).
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !(name.starts_with('.') && name.ends_with(".lock")))
        .collect();
    names.sort();
    names
}

/// A folder with something inside sits where the `.bak` goes, so saves to `path` fail.
fn block_saves(path: &Path) {
    fs::create_dir(bak_of(path)).unwrap();
    fs::write(bak_of(path).join("blocker"), b"x").unwrap();
}

fn unblock_saves(path: &Path) {
    fs::remove_dir_all(bak_of(path)).unwrap();
}

#[test]
fn open_reads_the_file_and_is_clean() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("natale.ron");
    let t = tournament();
    ron::save(&path, &t).unwrap();
    let bytes = fs::read(&path).unwrap();

    let session = Session::open(&path).unwrap();
    assert_eq!(session.tournament(), &t);
    assert_eq!(session.path(), Some(path.as_path()));
    assert!(!session.is_dirty());
    assert!(!session.can_undo());
    assert_eq!(session.last_save_error(), None);
    // Opening does not write.
    assert_eq!(fs::read(&path).unwrap(), bytes);
    assert_eq!(names_in(dir.path()), vec!["natale.ron".to_string()]);
}

#[test]
fn open_of_a_missing_file_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let error = Session::open(&dir.path().join("gone.ron")).unwrap_err();
    assert!(matches!(error, SessionError::File(_)), "{error:?}");
    assert!(error.to_string().contains("gone.ron"), "{error}");
}

#[test]
fn open_of_a_damaged_file_names_the_line_and_leaves_it_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.ron");
    let text = ron::to_string(&tournament()).unwrap();
    let damaged = text.replacen("rating: Some(1950)", "rating: Sone(1950)", 1);
    assert_ne!(damaged, text);
    let line = damaged
        .lines()
        .position(|l| l.contains("Sone(1950)"))
        .unwrap()
        + 1;
    fs::write(&path, &damaged).unwrap();

    let error = Session::open(&path).unwrap_err();
    assert!(matches!(error, SessionError::File(_)), "{error:?}");
    assert!(
        error.to_string().contains(&format!("line {line}")),
        "{error}"
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), damaged);
    assert_eq!(names_in(dir.path()), vec!["damaged.ron".to_string()]);
}

#[test]
fn save_without_a_path_is_refused_and_save_as_gives_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.ron");
    let mut session = Session::new(tournament());
    assert_eq!(session.path(), None);
    assert_eq!(session.save(), Err(SessionError::NoPath));
    assert!(names_in(dir.path()).is_empty());

    session.save_as(&path).unwrap();
    assert_eq!(session.path(), Some(path.as_path()));
    assert!(!session.is_dirty());
    assert_eq!(ron::load(&path).unwrap(), tournament());

    // An explicit save rewrites the same file (and keeps the previous one as .bak).
    session.save().unwrap();
    assert_eq!(ron::load(&path).unwrap(), tournament());
    assert_eq!(ron::load(&bak_of(&path)).unwrap(), tournament());
}

#[test]
fn every_change_is_autosaved_with_the_previous_state_as_bak() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.ron");
    let mut session = Session::new(tournament());
    session.save_as(&path).unwrap();

    let commands = vec![
        Command::AddPlayer(player("Bianchi, Anna", 1800)),
        Command::AddPlayer(player("王, 皓", 2250)),
        Command::AssignPairingNumbersByRating,
        Command::AddRound(Round {
            number: 1,
            boards: vec![
                Board::new(PlayerId(4), PlayerId(2)),
                Board::new(PlayerId(1), PlayerId(3)),
            ],
            byes: vec![],
        }),
        Command::SetResult {
            round: 1,
            board: 0,
            result: GameResult::Draw,
        },
        Command::SetResult {
            round: 1,
            board: 1,
            result: GameResult::BlackWinsByForfeit,
        },
    ];
    for command in commands {
        let before = session.tournament().clone();
        let name = format!("{command:?}");
        session.apply(command).unwrap();
        session.flush();
        assert_ne!(session.tournament(), &before, "{name}");
        assert_eq!(&ron::load(&path).unwrap(), session.tournament(), "{name}");
        assert_eq!(ron::load(&bak_of(&path)).unwrap(), before, "{name}");
        assert!(!session.is_dirty(), "{name}");
        assert_eq!(session.last_save_error(), None);
    }
    let t = ron::load(&path).unwrap();
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.rounds[0].boards[1].result, GameResult::BlackWinsByForfeit);

    // Undo and redo are changes too.
    let last = session.tournament().clone();
    assert!(session.undo());
    session.flush();
    assert_eq!(
        ron::load(&path).unwrap().rounds[0].boards[1].result,
        GameResult::Pending
    );
    assert_eq!(ron::load(&bak_of(&path)).unwrap(), last);
    assert!(!session.is_dirty());
    assert!(session.redo());
    session.flush();
    assert_eq!(ron::load(&path).unwrap(), last);
    // Nothing but the file and its .bak in the folder.
    assert_eq!(
        names_in(dir.path()),
        vec!["club.ron".to_string(), "club.ron.bak".to_string()]
    );
}

#[test]
fn an_opened_file_is_autosaved_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("opened.ron");
    ron::save(&path, &tournament()).unwrap();
    let original = fs::read(&path).unwrap();
    let mut session = Session::open(&path).unwrap();
    session
        .apply(Command::WithdrawPlayer {
            player: PlayerId(2),
            from_round: 4,
        })
        .unwrap();
    session.flush();
    let saved = ron::load(&path).unwrap();
    assert_eq!(saved.player(PlayerId(2)).unwrap().withdrawn_from, Some(4));
    assert_eq!(fs::read(bak_of(&path)).unwrap(), original);
}

#[test]
fn a_rejected_command_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("quiet.ron");
    let mut session = Session::new(tournament());
    session.save_as(&path).unwrap();
    let bytes = fs::read(&path).unwrap();
    assert!(session.apply(Command::RemovePlayer(PlayerId(99))).is_err());
    session.flush();
    assert!(!session.undo(), "nothing to undo");
    session.flush();
    assert_eq!(fs::read(&path).unwrap(), bytes);
    assert_eq!(names_in(dir.path()), vec!["quiet.ron".to_string()]);
}

#[test]
fn autosave_failure_keeps_the_change_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stuck.ron");
    let mut session = Session::new(tournament());
    session.save_as(&path).unwrap();
    let on_disk = fs::read(&path).unwrap();
    block_saves(&path);

    let result = session.apply(Command::AddPlayer(player("Verdi, Luca", 1600)));
    session.flush();
    assert_eq!(result, Ok(()), "the command must stand");
    assert_eq!(session.tournament().players.len(), 3);
    assert!(session.is_dirty());
    let error = session.last_save_error().unwrap().to_string();
    assert!(error.contains("stuck.ron.bak"), "{error}");
    // The file keeps the last state that was saved.
    assert_eq!(fs::read(&path).unwrap(), on_disk);
    // The change can still be undone (and that autosave fails the same way).
    assert!(session.undo());
    session.flush();
    assert!(session.is_dirty());
    assert!(session.redo());
    session.flush();
    assert_eq!(session.tournament().players.len(), 3);

    // Once the folder is writable again the next change is saved and the error cleared.
    unblock_saves(&path);
    session
        .apply(Command::AddPlayer(player("Neri, Carla", 1700)))
        .unwrap();
    session.flush();
    assert!(!session.is_dirty());
    assert_eq!(session.last_save_error(), None);
    assert_eq!(&ron::load(&path).unwrap(), session.tournament());
    assert_eq!(ron::load(&path).unwrap().players.len(), 4);
}

#[test]
fn explicit_save_after_a_failed_autosave_clears_the_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("retry.ron");
    let mut session = Session::new(tournament());
    session.save_as(&path).unwrap();
    block_saves(&path);
    session
        .apply(Command::AddPlayer(player("Verdi, Luca", 1600)))
        .unwrap();
    session.flush();
    assert!(session.last_save_error().is_some());
    // Still blocked: an explicit save fails too, and says so.
    let error = session.save().unwrap_err();
    assert!(matches!(error, SessionError::File(_)), "{error:?}");
    assert!(session.is_dirty());

    unblock_saves(&path);
    session.save().unwrap();
    assert!(!session.is_dirty());
    assert_eq!(session.last_save_error(), None);
    assert_eq!(ron::load(&path).unwrap().players.len(), 3);
}

#[test]
fn failed_save_as_keeps_the_previous_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("first.ron");
    let mut session = Session::new(tournament());
    session.save_as(&path).unwrap();
    let nowhere = dir.path().join("missing folder").join("second.ron");
    assert!(session.save_as(&nowhere).is_err());
    assert_eq!(session.path(), Some(path.as_path()));
    session
        .apply(Command::AddPlayer(player("Verdi, Luca", 1600)))
        .unwrap();
    session.flush();
    assert_eq!(ron::load(&path).unwrap().players.len(), 3);
}

#[test]
fn recovery_file_holds_unsaved_work_until_save_as() {
    let dir = tempfile::tempdir().unwrap();
    // The data folder may not exist yet.
    let recovery = dir.path().join("data").join("torneo").join("recovery.ron");
    let document = dir.path().join("documents").join("open.ron");
    fs::create_dir(dir.path().join("documents")).unwrap();

    let mut session = Session::new(Tournament::new(TournamentSettings::default()));
    session.set_recovery_file(Some(recovery.clone()));
    // Nothing is written for an untouched tournament.
    assert!(!recovery.exists());
    assert_eq!(files::read_recovery(&recovery), None);
    assert!(!session.is_dirty());

    session
        .apply(Command::AddPlayer(player("Rossi, Niccolò", 2100)))
        .unwrap();
    session.flush();
    assert!(
        session.is_dirty(),
        "the work is not in a file of the user's"
    );
    assert_eq!(session.last_save_error(), None);
    let offered = files::read_recovery(&recovery).unwrap();
    assert_eq!(&offered, session.tournament());
    assert_eq!(offered.players[0].name, "Rossi, Niccolò");

    session
        .apply(Command::AddPlayer(player("Петров, Пётр", 1950)))
        .unwrap();
    session.flush();
    assert_eq!(
        &files::read_recovery(&recovery).unwrap(),
        session.tournament()
    );
    // Undo reaches the recovery file as well.
    assert!(session.undo());
    session.flush();
    assert_eq!(files::read_recovery(&recovery).unwrap().players.len(), 1);
    // No .bak and no temporary file beside the recovery file.
    assert_eq!(
        names_in(recovery.parent().unwrap()),
        vec!["recovery.ron".to_string()]
    );

    session.save_as(&document).unwrap();
    assert!(!recovery.exists(), "recovery file removed after Save as");
    assert_eq!(files::read_recovery(&recovery), None);
    assert!(!session.is_dirty());
    assert_eq!(ron::load(&document).unwrap().players.len(), 1);

    // From now on changes go to the document, not to the recovery file.
    session
        .apply(Command::AddPlayer(player("Bianchi, Anna", 1800)))
        .unwrap();
    session.flush();
    assert!(!recovery.exists());
    assert_eq!(ron::load(&document).unwrap().players.len(), 2);
}

#[test]
fn a_restored_recovery_is_marked_unsaved() {
    let mut session = Session::new(tournament());
    assert!(!session.is_dirty());
    session.mark_unsaved();
    assert!(session.is_dirty());
}

#[test]
fn recovery_write_failure_keeps_the_change_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    // The recovery "folder" is a file: the recovery copy cannot be written.
    let not_a_folder = dir.path().join("plain-file");
    fs::write(&not_a_folder, b"not a folder").unwrap();
    let recovery = not_a_folder.join("recovery.ron");
    let mut session = Session::new(tournament());
    session.set_recovery_file(Some(recovery));
    session
        .apply(Command::AddPlayer(player("Verdi, Luca", 1600)))
        .unwrap();
    session.flush();
    assert_eq!(session.tournament().players.len(), 3);
    assert!(session.is_dirty());
    let error = session.last_save_error().unwrap();
    assert!(
        matches!(&error, SaveFailure::Recovery(detail) if detail.to_string().contains("plain-file")),
        "{error:?}"
    );
    assert_eq!(fs::read(&not_a_folder).unwrap(), b"not a folder");
}

#[test]
fn read_recovery_offers_only_readable_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.ron");
    assert_eq!(files::read_recovery(&missing), None);

    let damaged = dir.path().join("damaged.ron");
    fs::write(
        &damaged,
        b"(format: \"torneo\", version: 1, tournament: (players: [",
    )
    .unwrap();
    assert_eq!(files::read_recovery(&damaged), None);
    // A damaged recovery file is not deleted by looking at it.
    assert!(damaged.exists());

    let good = dir.path().join("good.ron");
    files::write_recovery(&good, &tournament()).unwrap();
    assert_eq!(files::read_recovery(&good), Some(tournament()));
}

#[test]
fn discard_recovery_removes_the_file_and_ignores_a_missing_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("recovery.ron");
    files::write_recovery(&path, &tournament()).unwrap();
    assert!(path.exists());
    files::discard_recovery(&path);
    assert!(!path.exists());
    files::discard_recovery(&path);
    assert!(names_in(dir.path()).is_empty());
}

#[test]
fn default_recovery_file_is_in_the_data_folder() {
    // Where exactly depends on the environment; the shape does not.
    if let Some(data) = files::data_dir() {
        assert!(data.is_absolute(), "{}", data.display());
        assert!(data.ends_with("torneo"), "{}", data.display());
        assert_eq!(
            files::default_recovery_file(),
            Some(data.join("recovery.ron"))
        );
    } else {
        assert_eq!(files::default_recovery_file(), None);
    }
}

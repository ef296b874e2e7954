#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 10: the panic hook's data path, called directly (the harness does not
//! panic): the session publishes each revision, the hook writes the tournament to the
//! recovery file and a crash report beside it, and the next start finds the report once.

use std::fs;
use torneo::domain::{Player, Tournament, TournamentSettings};
use torneo::session::crash::{self, CrashWatch, PanicFacts};
use torneo::session::{Command, Session, files};

fn facts() -> PanicFacts {
    PanicFacts {
        message: "attempt to divide by zero".to_string(),
        location: Some("src/tiebreak/buchholz.rs:42:13".to_string()),
        thread: "main".to_string(),
        backtrace: "0: torneo::tiebreak::buchholz::value".to_string(),
    }
}

#[test]
fn the_hook_writes_the_current_tournament_and_a_report() {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    let file = dir.path().join("club.ron");
    let watch = CrashWatch::new();
    let mut session = Session::new(Tournament::new(TournamentSettings {
        name: "Open di Pisa".to_string(),
        ..TournamentSettings::default()
    }));
    session.watch_crashes(watch.clone());
    session.save_as(&file).unwrap();
    for name in ["Rossi, Anna", "Bianchi, Luca"] {
        let player = Player {
            name: name.to_string(),
            ..Player::default()
        };
        session.apply(Command::AddPlayer(player)).unwrap();
    }

    let report_path = crash::on_panic(&watch, &recovery, &facts()).unwrap();
    assert_eq!(report_path, dir.path().join("crash-report.txt"));

    let kept = files::read_recovery(&recovery).unwrap();
    assert_eq!(kept.settings.name, "Open di Pisa");
    let names: Vec<&str> = kept.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Rossi, Anna", "Bianchi, Luca"]);

    let report = fs::read_to_string(&report_path).unwrap();
    let expected_head = format!(
        "Torneo {} stopped because of an error.\n\
         Message: attempt to divide by zero\n\
         Location: src/tiebreak/buchholz.rs:42:13\n\
         Thread: main\n\
         Last command: AddPlayer\n\
         Tournament file: {}\n\
         Tournament written to: {}\n\
         Backtrace:\n\
         0: torneo::tiebreak::buchholz::value\n",
        env!("CARGO_PKG_VERSION"),
        file.display(),
        recovery.display()
    );
    assert_eq!(report, expected_head);
}

#[test]
fn undo_is_the_last_command_and_the_hook_keeps_the_undone_state() {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    let watch = CrashWatch::new();
    let mut session = Session::new(Tournament::default());
    session.watch_crashes(watch.clone());
    let player = Player {
        name: "Verdi, Carla".to_string(),
        ..Player::default()
    };
    session.apply(Command::AddPlayer(player)).unwrap();
    assert!(session.undo());
    let report = crash::on_panic(&watch, &recovery, &facts()).unwrap();
    assert!(files::read_recovery(&recovery).unwrap().players.is_empty());
    let text = fs::read_to_string(report).unwrap();
    assert!(text.contains("\nLast command: Undo\n"), "{text}");
    assert!(text.contains("\nTournament file: none\n"), "{text}");
}

#[test]
fn the_next_start_finds_the_report_once() {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    assert_eq!(crash::take_crash_report(&recovery), None);
    let watch = CrashWatch::new();
    crash::on_panic(&watch, &recovery, &facts()).unwrap();
    let seen = crash::take_crash_report(&recovery).unwrap();
    assert_eq!(seen, dir.path().join("crash-report-previous.txt"));
    assert!(
        fs::read_to_string(&seen)
            .unwrap()
            .contains("Message: attempt to divide by zero")
    );
    assert_eq!(crash::take_crash_report(&recovery), None);
}

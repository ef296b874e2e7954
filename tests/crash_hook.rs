#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 10, the real hook: installed in this test process (its own binary, so no
//! other test sees it), a caught panic writes the watched session's tournament and a
//! report naming the panic's message and place.

use std::fs;
use torneo::domain::{Player, Tournament};
use torneo::session::crash;
use torneo::session::{Command, Session, files};

#[test]
fn a_panic_keeps_the_work_and_reports_where_it_happened() {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    crash::install_panic_hook(recovery.clone());
    let mut session = Session::new(Tournament::default());
    session.watch_crashes(crash::installed_watch().unwrap());
    let player = Player {
        name: "Galli, Marco".to_string(),
        ..Player::default()
    };
    session.apply(Command::AddPlayer(player)).unwrap();

    let line = line!() + 1;
    let caught = std::panic::catch_unwind(|| panic!("standings out of range"));
    assert!(caught.is_err());

    let kept = files::read_recovery(&recovery).unwrap();
    assert_eq!(kept.players.len(), 1);
    let report = fs::read_to_string(crash::crash_report_path(&recovery)).unwrap();
    assert!(
        report.contains("\nMessage: standings out of range\n"),
        "{report}"
    );
    let place = format!("\nLocation: tests/crash_hook.rs:{line}:");
    assert!(report.contains(&place), "{report}");
    assert!(report.contains("\nLast command: AddPlayer\n"), "{report}");
}

#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 10 through the real window: after a crash (the hook's work done by
//! calling it directly), the next start offers the kept tournament back and names the
//! crash report, once.

use crate::ui_support;

use torneo::domain::{Player, Tournament};
use torneo::session::crash::{self, CrashWatch, PanicFacts};
use torneo::session::{Command, Session};
use ui_support::{click, harness};

#[test]
fn the_next_start_offers_the_work_and_names_the_report() {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    let watch = CrashWatch::new();
    let mut session = Session::new(Tournament::default());
    session.watch_crashes(watch.clone());
    let player = Player {
        name: "Neri, Paola".to_string(),
        ..Player::default()
    };
    session.apply(Command::AddPlayer(player)).unwrap();
    let facts = PanicFacts {
        message: "boom".to_string(),
        location: None,
        thread: "main".to_string(),
        backtrace: String::new(),
    };
    crash::on_panic(&watch, &recovery, &facts).unwrap();
    drop(session);

    let mut h = harness(recovery.clone(), None, Vec::new());
    h.run();
    let seen = dir.path().join("crash-report-previous.txt");
    let expected = format!(
        "Torneo stopped because of an error last time. The work was kept, and a report of \
         the error is in {}: please send it to whoever looks after Torneo.",
        seen.display()
    );
    assert!(
        h.state().notice_texts().contains(&expected),
        "{:?}",
        h.state().notice_texts()
    );
    assert!(seen.exists());
    click(&mut h, "Restore");
    let names: Vec<String> = h
        .state()
        .session()
        .tournament()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names, ["Neri, Paola"]);
    drop(h);

    // Told once: the next start says nothing of it.
    let mut again = harness(recovery, None, Vec::new());
    again.run();
    assert!(
        !again
            .state()
            .notice_texts()
            .iter()
            .any(|t| t.contains("crash-report")),
        "{:?}",
        again.state().notice_texts()
    );
}

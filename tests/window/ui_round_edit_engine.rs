//! Rounds → Edit pairing, the engine's side (issue 14 items 1-3), through the real window
//! by label: "Show what the engine would do" marks the boards that differ, "Pair round 2
//! again" replaces the round with the engine's pairing and an audit entry (one undo
//! step), and the audit entry is in the saved file and the exported TRF.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use torneo::domain::{
    Board, ChangeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
    TournamentSettings,
};
use torneo::formats::{ron, trf};
use torneo::session::TrfVersion;
use torneo::ui::TorneoApp;
use ui_support::{click, type_into};

fn id(n: u32) -> PlayerId {
    PlayerId(n)
}

/// Four players, a Dutch Swiss of 5 rounds. Round 1: Anna-Bruno 1-0, Carla-Dario 1-0.
/// Round 2 paired by hand, no result yet: Anna-Carla, Dario-Bruno.
fn two_rounds() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::Dutch,
        rounds: 5,
        ..TournamentSettings::default()
    });
    for (n, name) in ["Anna", "Bruno", "Carla", "Dario"].into_iter().enumerate() {
        t.add_player(Player {
            name: name.into(),
            pairing_number: n as u32 + 1,
            ..Player::default()
        });
    }
    let mut one = Round {
        number: 1,
        boards: vec![Board::new(id(1), id(2)), Board::new(id(3), id(4))],
        byes: vec![],
    };
    for b in &mut one.boards {
        b.result = GameResult::WhiteWins;
    }
    t.rounds.push(one);
    t.rounds.push(Round {
        number: 2,
        boards: vec![Board::new(id(1), id(3)), Board::new(id(4), id(2))],
        byes: vec![],
    });
    t
}

/// The engine's round 2 (C.04.3): Anna and Carla (1 point) both had White and prefer
/// Black alike, with no round of different colours: Anna, higher-ranked, gets her
/// preference (5.2.4): Carla-Anna. Bruno and Dario (0) both had Black: Bruno, higher
/// ranked, gets White: Bruno-Dario.
fn engine_round_two() -> Vec<Board> {
    vec![Board::new(id(3), id(1)), Board::new(id(2), id(4))]
}

fn wait(h: &mut Harness<'static, TorneoApp>, busy: fn(&TorneoApp) -> bool) {
    let start = Instant::now();
    while busy(h.state()) && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

fn count(h: &Harness<'static, TorneoApp>, text: &str) -> usize {
    h.query_all_by_label(text).count()
}

fn open(dir: &std::path::Path) -> Harness<'static, TorneoApp> {
    let file = dir.join("sociale.ron");
    ron::save(&file, &two_rounds()).unwrap();
    let mut h = ui_support::harness(dir.join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Rounds");
    click(&mut h, "Edit pairing");
    h
}

#[test]
fn the_engine_pairing_is_shown_beside_with_the_differences() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path());
    h.get_by_label("Show what the engine would do").click();
    h.step();
    wait(&mut h, TorneoApp::is_computing_engine_round);
    assert!(h.query_by_label("The engine would pair:").is_some());
    assert!(h.query_by_label("Carla – Anna").is_some());
    assert!(h.query_by_label("Bruno – Dario").is_some());
    // Both boards have the engine's pairs with the other colours.
    assert_eq!(count(&h, "≠ not the engine's"), 2);
    assert_eq!(count(&h, "≠ not in the edited round"), 2);
    assert!(
        h.query_by_label("The edited round is the engine's pairing.")
            .is_none()
    );

    // Turning both boards makes the edited round the engine's.
    h.query_all_by_label("Swap colours").next().unwrap().click();
    h.run();
    assert_eq!(count(&h, "≠ not the engine's"), 1);
    h.query_all_by_label("Swap colours").nth(1).unwrap().click();
    h.run();
    assert_eq!(count(&h, "≠ not the engine's"), 0);
    assert_eq!(count(&h, "≠ not in the edited round"), 0);
    assert!(
        h.query_by_label("The edited round is the engine's pairing.")
            .is_some()
    );
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[1].boards, engine_round_two());
    assert_eq!(t.manual_changes.len(), 2);
}

#[test]
fn the_last_round_paired_again_is_recorded_saved_exported_and_undone() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path());
    type_into(&mut h, "Reason for the change", "abbinamento sbagliato");
    h.get_by_label("Pair round 2 again").click();
    h.step();
    wait(&mut h, TorneoApp::is_pairing);
    let t = h.state().session().tournament().clone();
    assert_eq!(t.rounds[1].boards, engine_round_two());
    assert_eq!(t.manual_changes.len(), 1);
    let entry = &t.manual_changes[0];
    assert_eq!(entry.change, ChangeKind::Repaired);
    assert_eq!(entry.round, 2);
    assert_eq!(entry.boards_before, vec![(id(1), id(3)), (id(4), id(2))]);
    assert_eq!(entry.reason, "abbinamento sbagliato");

    // Saved in the file (the autosave writes the open file) and exported in the TRF.
    h.state().session().flush();
    let saved = ron::load(&dir.path().join("sociale.ron")).unwrap();
    assert_eq!(saved.manual_changes, t.manual_changes);
    let text = trf::export(&t, TrfVersion::Trf16);
    let time = entry.time.format("%Y-%m-%d %H:%M:%S");
    assert!(text.lines().any(|l| l
        == format!(
            "### manual change round 2 at {time}: round paired again; before: 1-3 4-2; \
             reason: abbinamento sbagliato"
        )));

    // A result in the round: pairing again asks first.
    h.get_by_label("Finish editing").click();
    h.run();
    let result_box = h.get_by_label("Result 1");
    result_box.click();
    h.run();
    h.get_by_label("1-0").click();
    h.run();
    assert!(
        !h.state().session().tournament().rounds[1].boards[0]
            .result
            .is_pending()
    );
    click(&mut h, "Edit pairing");
    click(&mut h, "Pair round 2 again");
    assert!(
        h.query_by_label_contains("Round 2 already has results")
            .is_some(),
        "asked first"
    );
    click(&mut h, "Cancel");
    assert!(!h.state().is_pairing());

    // Undo: the result, then the new pairing with its audit entry.
    for _ in 0..2 {
        h.get_by_label("Edit").click();
        h.run();
        h.get_by_label_contains("Undo").click();
        h.step();
        h.run();
    }
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[1].boards, two_rounds().rounds[1].boards);
    assert!(t.manual_changes.is_empty());
}

//! Pairing a Swiss round beyond the number announced asks first (issue 11): the window
//! shows "Pair round N beyond the announced M rounds?", Cancel leaves the tournament as it
//! was (no step to undo), "Pair anyway" pairs the round as one undo step.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use torneo::domain::{
    Board, GameResult, PairingSystem, Player, Round, Tournament, TournamentSettings,
};
use torneo::formats::ron;
use torneo::ui::TorneoApp;
use ui_support::click;

/// A Dutch Swiss of four players announced over one round, round 1 played.
fn one_round_played() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Lampo".into(),
        rounds: 1,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    let ids: Vec<_> = [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)]
        .into_iter()
        .map(|(name, rating)| {
            t.add_player(Player {
                name: name.into(),
                rating: Some(rating),
                ..Player::default()
            })
        })
        .collect();
    t.assign_pairing_numbers_by_rating();
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            Board {
                result: GameResult::WhiteWins,
                ..Board::new(ids[0], ids[2])
            },
            Board {
                result: GameResult::Draw,
                ..Board::new(ids[3], ids[1])
            },
        ],
        byes: Vec::new(),
    });
    t
}

fn wait_for_pairing(h: &mut Harness<'static, TorneoApp>) {
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

#[test]
fn a_round_beyond_the_announced_ones_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lampo.ron");
    ron::save(&file, &one_round_played()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Rounds");
    let question = "Pair round 2 beyond the announced 1 rounds?";

    click(&mut h, "Pair round 2");
    assert!(
        h.query_by_label(question).is_some(),
        "the window asks first"
    );
    assert!(!h.state().is_pairing());
    click(&mut h, "Cancel");
    assert!(h.query_by_label(question).is_none());
    assert_eq!(h.state().session().tournament().rounds_paired(), 1);
    assert!(!h.state().session().can_undo(), "cancelling leaves nothing");

    click(&mut h, "Pair round 2");
    // The pairing runs on a worker thread: step once, then wait for it; `run` would
    // demand the window settle while the worker still reports progress.
    h.get_by_label("Pair anyway").click();
    h.step();
    wait_for_pairing(&mut h);
    let t = h.state().session().tournament();
    assert_eq!(t.rounds_paired(), 2);
    assert_eq!(t.rounds[1].boards.len(), 2);
    // One step: undo takes the whole round away.
    click(&mut h, "Edit");
    h.get_by_label_contains("Undo").click();
    h.step();
    h.state().session().flush();
    h.run();
    assert_eq!(h.state().session().tournament().rounds_paired(), 1);
    assert!(!h.state().session().can_undo());
}

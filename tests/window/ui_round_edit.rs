//! Rounds → Edit pairing through the real window (issue 14), driven by label: a swap that
//! makes two rematches is shown with the rule in words and applied only after "Apply
//! anyway"; the warning then stands on the board, the audit entry is in the tournament,
//! and one Undo takes the swap back. A colour swap that breaks no rule is applied at once.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use torneo::domain::{
    Board, ChangeKind, GameResult, PairingSystem, Player, PlayerId, Round, RoundEdit, Tournament,
    TournamentSettings,
};
use torneo::formats::ron;
use torneo::ui::TorneoApp;
use ui_support::click;

/// Four players, a Dutch Swiss of 5 rounds. Round 1: Anna-Bruno 1-0, Carla-Dario 1-0.
/// Round 2 paired, no result yet: Anna-Carla, Dario-Bruno.
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
    let id = PlayerId;
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

fn shows(h: &Harness<'static, TorneoApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn swap_warns_asks_records_and_undoes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sociale.ron");
    ron::save(&file, &two_rounds()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Rounds");
    click(&mut h, "Edit pairing");
    assert!(shows(&h, "The pairing keeps every absolute rule."));

    // Carla and Bruno change places: Anna-Bruno and Dario-Carla are games of round 1.
    click(&mut h, "Carla");
    click(&mut h, "Bruno");
    assert!(
        shows(&h, "Apply it anyway?"),
        "a new violation is confirmed first"
    );
    assert_eq!(
        h.state().session().tournament().rounds[1].boards[0].black,
        PlayerId(3)
    );
    click(&mut h, "Apply anyway");
    h.state().session().flush();
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(
        t.rounds[1].boards,
        vec![
            Board::new(PlayerId(1), PlayerId(2)),
            Board::new(PlayerId(4), PlayerId(3))
        ]
    );
    assert_eq!(t.manual_changes.len(), 1);
    assert_eq!(
        t.manual_changes[0].change,
        ChangeKind::Edit(RoundEdit::SwapPlayers {
            first: PlayerId(3),
            second: PlayerId(2)
        })
    );
    // The warning, with the rule, stands on the boards.
    assert_eq!(
        h.query_all_by_label_contains("already played each other in round 1 (C.04.3 C1)")
            .count(),
        2
    );

    // One Undo takes the swap back, audit entry included.
    click(&mut h, "Edit");
    h.get_by_label_contains("Undo").click();
    h.step();
    h.state().session().flush();
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(t, &two_rounds_after_open(&t.clone()));
    assert!(t.manual_changes.is_empty());
    assert!(shows(&h, "The pairing keeps every absolute rule."));

    // A colour swap on board 1 (the first such button) breaks nothing: applied at once.
    h.query_all_by_label("Swap colours").next().unwrap().click();
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[1].boards[0], Board::new(PlayerId(3), PlayerId(1)));
    assert_eq!(t.manual_changes.len(), 1);
}

/// The tournament as opened (its rounds as written by `two_rounds`).
fn two_rounds_after_open(opened: &Tournament) -> Tournament {
    let mut expected = opened.clone();
    expected.rounds = two_rounds().rounds;
    expected.manual_changes = Vec::new();
    expected
}

#[test]
fn unpair_pair_again_bye_and_late_player() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sociale.ron");
    ron::save(&file, &two_rounds()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Rounds");
    click(&mut h, "Edit pairing");
    // Board 2 (Dario-Bruno) unpaired: applied at once, the two are listed as unpaired.
    h.query_all_by_label("Unpair").nth(1).unwrap().click();
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(
        t.rounds[1].boards,
        vec![Board::new(PlayerId(1), PlayerId(3))]
    );
    assert_eq!(h.query_all_by_label("Unpaired").count(), 2);
    // Bruno gets the bye (the first unpaired by pairing number), Dario plays him.
    h.query_all_by_label("Give the bye").next().unwrap().click();
    h.run();
    click(&mut h, "Pair against the bye receiver");
    let t = h.state().session().tournament();
    assert_eq!(
        t.rounds[1].boards,
        vec![
            Board::new(PlayerId(1), PlayerId(3)),
            Board::new(PlayerId(2), PlayerId(4))
        ]
    );
    assert!(t.rounds[1].byes.is_empty());
    assert_eq!(t.manual_changes.len(), 3);
    assert!(shows(&h, "The pairing keeps every absolute rule."));
}

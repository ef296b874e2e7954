//! Pairing by hand through the real window, by label (issue 14 items 1, 3 and 5): a
//! whole round paired from an empty one with the keyboard and by drag and drop; a late
//! player swapped into a placed player's seat (the rule it breaks shown and confirmed),
//! the player left out given the bye; each step undone on its own, and the audit entries
//! in the saved file and the exported TRF.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use torneo::domain::{
    Board, Bye, ByeKind, ChangeKind, GameResult, PairingSystem, Player, PlayerId, Round, RoundEdit,
    Tournament, TournamentSettings,
};
use torneo::formats::{ron, trf};
use torneo::session::TrfVersion;
use torneo::ui::TorneoApp;
use ui_support::{click, type_into};

fn id(n: u32) -> PlayerId {
    PlayerId(n)
}

/// Anna, Bruno, Carla, Dario with pairing numbers 1-4; a Dutch Swiss of 5 rounds.
fn four_players() -> Tournament {
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
    t
}

fn open(dir: &std::path::Path, t: &Tournament) -> Harness<'static, TorneoApp> {
    let file = dir.join("sociale.ron");
    ron::save(&file, t).unwrap();
    let mut h = ui_support::harness(dir.join("recovery.ron"), Some(file), Vec::new());
    h.run();
    h
}

fn undo(h: &mut Harness<'static, TorneoApp>) {
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains("Undo").click();
    h.step();
    h.run();
}

/// Drags the player named `from` onto the player named `to`.
fn drag(h: &mut Harness<'static, TorneoApp>, from: &str, to: &str) {
    let start = h.get_by_label(from).rect().center();
    let end = h.get_by_label(to).rect().center();
    h.hover_at(start);
    h.step();
    h.drag_at(start);
    h.step();
    for i in 1..=5 {
        h.hover_at(start + (end - start) * (i as f32 / 5.0));
        h.step();
    }
    h.drop_at(end);
    h.run();
}

#[test]
fn a_whole_round_by_hand_with_the_keyboard_and_by_drag_and_drop() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &four_players());
    click(&mut h, "Rounds");
    click(&mut h, "Pair round 1 by hand");
    let t = h.state().session().tournament();
    assert_eq!(t.rounds.len(), 1);
    assert!(t.rounds[0].boards.is_empty() && t.rounds[0].byes.is_empty());
    assert_eq!(h.query_all_by_label("Unpaired").count(), 4);

    // Keyboard: Anna selected with Space, then Dario: Anna-Dario on a new board.
    h.get_by_label("Anna").focus();
    h.run();
    h.key_press(Key::Space);
    h.run();
    h.get_by_label("Dario").focus();
    h.run();
    h.key_press(Key::Space);
    h.run();
    assert_eq!(
        h.state().session().tournament().rounds[0].boards,
        vec![Board::new(id(1), id(4))]
    );
    // Drag and drop: Carla dragged onto Bruno: Carla has White.
    drag(&mut h, "Carla", "Bruno");
    let t = h.state().session().tournament();
    assert_eq!(
        t.rounds[0].boards,
        vec![Board::new(id(1), id(4)), Board::new(id(3), id(2))]
    );
    assert_eq!(h.query_all_by_label("Unpaired").count(), 0);
    assert!(
        h.query_by_label("The pairing keeps every absolute rule.")
            .is_some()
    );
    let changes: Vec<ChangeKind> = t.manual_changes.iter().map(|c| c.change).collect();
    assert_eq!(
        changes,
        vec![
            ChangeKind::Edit(RoundEdit::Pair {
                white: id(1),
                black: id(4)
            }),
            ChangeKind::Edit(RoundEdit::Pair {
                white: id(3),
                black: id(2)
            }),
        ]
    );
    // Keys on a selected player's board: C swaps its colours, U unpairs it.
    click(&mut h, "Dario");
    h.key_press(Key::C);
    h.run();
    assert_eq!(
        h.state().session().tournament().rounds[0].boards[0],
        Board::new(id(4), id(1))
    );
    click(&mut h, "Bruno");
    h.key_press(Key::U);
    h.run();
    assert_eq!(
        h.state().session().tournament().rounds[0].boards,
        vec![Board::new(id(4), id(1))]
    );
    // Each step is undone on its own: the unpairing, then the colours.
    undo(&mut h);
    undo(&mut h);
    let t = h.state().session().tournament();
    assert_eq!(
        t.rounds[0].boards,
        vec![Board::new(id(1), id(4)), Board::new(id(3), id(2))]
    );
    assert_eq!(t.manual_changes.len(), 2);
}

/// Round 1 played (Anna-Bruno 1-0, Carla-Dario 1-0), round 2 paired: Anna-Carla,
/// Dario-Bruno.
fn two_rounds() -> Tournament {
    let mut t = four_players();
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

#[test]
fn a_late_player_takes_a_seat_the_other_gets_the_bye() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &two_rounds());
    // Elena registers now: she enters in round 3 (C.04.2 art. 2.4).
    click(&mut h, "Players");
    type_into(&mut h, "Name", "Elena");
    click(&mut h, "Add player");
    assert!(h.query_by_label("enters in round 3").is_some());
    let elena = h
        .state()
        .session()
        .tournament()
        .players
        .iter()
        .find(|p| p.name == "Elena")
        .unwrap()
        .id;

    click(&mut h, "Rounds");
    click(&mut h, "Edit pairing");
    type_into(&mut h, "Reason for the change", "arrivata in tempo");
    // Elena then Bruno: Elena takes Bruno's seat in round 2, which she does not play.
    click(&mut h, "Elena");
    click(&mut h, "Bruno");
    let warning = "is paired in a round they do not play";
    assert!(h.query_by_label("Apply it anyway?").is_none());
    assert!(h.query_by_label_contains("Apply it anyway?").is_some());
    assert!(
        h.query_by_label_contains(warning).is_some(),
        "the rule, in words"
    );
    click(&mut h, "Apply anyway");
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[1].boards[1], Board::new(id(4), elena));
    // The warning stands on her board; Bruno is unpaired.
    assert!(h.query_by_label_contains(warning).is_some());
    assert_eq!(h.query_all_by_label("Unpaired").count(), 1);

    // Bruno gets the pairing-allocated bye by hand.
    click(&mut h, "Give the bye");
    let t = h.state().session().tournament().clone();
    assert_eq!(
        t.rounds[1].byes,
        vec![Bye {
            player: id(2),
            kind: ByeKind::PairingAllocated
        }]
    );
    assert_eq!(t.manual_changes.len(), 2);
    assert_eq!(
        t.manual_changes[0].change,
        ChangeKind::Edit(RoundEdit::SwapPlayers {
            first: elena,
            second: id(2)
        })
    );
    assert_eq!(t.manual_changes[0].reason, "arrivata in tempo");

    // In the saved file and the exported TRF (Elena is start rank 5).
    h.state().session().flush();
    let saved = ron::load(&dir.path().join("sociale.ron")).unwrap();
    assert_eq!(saved.manual_changes, t.manual_changes);
    let text = trf::export(&t, TrfVersion::Trf16);
    let at = |i: usize| t.manual_changes[i].time.format("%Y-%m-%d %H:%M:%S");
    let expected = [
        format!(
            "### manual change round 2 at {}: players 5 and 2 swapped; before: 1-3 4-2; \
             reason: arrivata in tempo",
            at(0)
        ),
        format!(
            "### manual change round 2 at {}: bye given to 2; before: 1-3 4-5; reason: \
             arrivata in tempo",
            at(1)
        ),
    ];
    for line in &expected {
        assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    }

    // Undo: the bye, then the swap.
    undo(&mut h);
    assert!(h.state().session().tournament().rounds[1].byes.is_empty());
    undo(&mut h);
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[1].boards, two_rounds().rounds[1].boards);
    assert!(t.manual_changes.is_empty());
}

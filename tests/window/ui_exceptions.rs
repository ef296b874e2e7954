//! The everyday exceptions from the window (issue 14 item 4), driven by label: a result
//! corrected in an earlier round flags the rounds paired since as "paired on a different
//! result" (C.04.2 art. 4.3), recorded in the audit trail and undone in one step; a late
//! entry shown before it is added (round, points, number, renumbering); a requested bye
//! and a withdrawal for a later round; a forbidden pair set after round 1, with the
//! warning.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use torneo::domain::ByeKind;
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

/// Anna, Bruno, Carla, Dario (numbers 1-4), a Dutch Swiss of 5 rounds. Round 1: Anna-Bruno
/// 1-0, Carla-Dario 1-0; round 2 paired: Anna-Carla, Dario-Bruno.
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

fn open(dir: &std::path::Path, t: &Tournament) -> Harness<'static, TorneoApp> {
    let file = dir.join("sociale.ron");
    ron::save(&file, t).unwrap();
    let mut h = ui_support::harness(dir.join("recovery.ron"), Some(file), Vec::new());
    h.run();
    h
}

const FLAG: &str = "Paired on a different result: the result on board 2 of round 1 was \
                    corrected after round 2 was paired; the pairing stands (C.04.2 art. 4.3).";

#[test]
fn a_corrected_result_flags_the_rounds_paired_since() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &two_rounds());
    click(&mut h, "Rounds");
    assert!(h.query_by_label(FLAG).is_none());
    click(&mut h, "Round 1");
    // Carla-Dario was a draw, not 1-0.
    h.get_by_label("Result 2").click();
    h.run();
    h.get_by_label("½-½").click();
    h.run();
    // Round 2 is paired: the change is asked first (issue 33 item 4).
    assert_eq!(
        h.state().session().tournament().rounds[0].boards[1].result,
        GameResult::WhiteWins
    );
    assert!(h.query_by_label_contains("Board 2 (Carla").is_some());
    click(&mut h, "Change the result");
    let t = h.state().session().tournament().clone();
    assert_eq!(t.rounds[0].boards[1].result, GameResult::Draw);
    assert_eq!(t.manual_changes.len(), 1);
    assert_eq!(t.manual_changes[0].round, 1);
    assert_eq!(
        t.manual_changes[0].change,
        ChangeKind::ResultCorrected {
            board: 2,
            before: GameResult::WhiteWins,
            after: GameResult::Draw,
            rounds_paired: 2,
            second_game: false,
        }
    );
    // Round 1 itself is not flagged; round 2, paired on the 1-0, is.
    assert!(h.query_by_label(FLAG).is_none());
    click(&mut h, "Round 2 •");
    assert!(h.query_by_label(FLAG).is_some());

    // In the saved file and the exported TRF.
    h.state().session().flush();
    let saved = ron::load(&dir.path().join("sociale.ron")).unwrap();
    assert_eq!(saved.manual_changes, t.manual_changes);
    let time = t.manual_changes[0].time.format("%Y-%m-%d %H:%M:%S");
    let line = format!(
        "### manual change round 1 at {time}: result on board 2 corrected from 1-0 to ½-½ \
         with rounds paired up to 2; before: 1-2 3-4; reason:"
    );
    let text = trf::export(&t, TrfVersion::Trf26);
    assert!(text.lines().any(|l| l.trim_end() == line), "{line}\n{text}");

    // One undo: the result and the flag go.
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains("Undo").click();
    h.step();
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(t.rounds[0].boards[1].result, GameResult::WhiteWins);
    assert!(t.manual_changes.is_empty());
    assert!(h.query_by_label(FLAG).is_none());
}

#[test]
fn late_entry_future_bye_withdrawal_and_forbidden_pair() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &two_rounds());
    click(&mut h, "Players");
    // Beatrice, unrated like everybody: C.04.2 art. 2.2 orders them by name, so she will
    // be number 2 and Bruno, Carla and Dario move down one.
    type_into(&mut h, "Name", "Beatrice");
    assert!(
        h.query_by_label(
            "Late entry (C.04.2 art. 2.4): enters in round 3, with 0 points for the 2 rounds \
             missed; pairing number 2 when round 3 is paired."
        )
        .is_some()
    );
    assert!(
        h.query_by_label("Renumbered (C.04.2 art. 2.5): Bruno 2 → 3, Carla 3 → 4, Dario 4 → 5.")
            .is_some()
    );
    // Shown, not applied.
    assert_eq!(h.state().session().tournament().players.len(), 4);
    click(&mut h, "Add player");
    let t = h.state().session().tournament();
    let beatrice = t.players.iter().find(|p| p.name == "Beatrice").unwrap();
    assert_eq!(beatrice.first_round, 3);

    // Round 4: Anna asks for a half-point bye, Bruno withdraws from it.
    h.get_by_role_and_label(Role::SpinButton, "Byes and withdrawals for round")
        .set_value_accesskit(4.0);
    h.run();
    h.query_all_by_label("Requested bye in round 4")
        .next()
        .unwrap()
        .click();
    h.run();
    click(&mut h, "½-point bye");
    h.query_all_by_label("Withdraw").nth(1).unwrap().click();
    h.run();
    let t = h.state().session().tournament();
    let anna = t.player(id(1)).unwrap();
    assert_eq!(anna.requested_byes.get(&4), Some(&ByeKind::HalfPoint));
    assert_eq!(anna.requested_byes.get(&3), None);
    assert_eq!(t.player(id(2)).unwrap().withdrawn_from, Some(4));
    assert!(h.query_by_label("withdrawn from round 4").is_some());

    // A forbidden pair after round 1: set, with the warning.
    click(&mut h, "Forbidden pairs");
    assert!(
        h.query_by_label_contains("Forbidden pairs are announced before round 1")
            .is_some()
    );
    h.get_by_label("First player").click();
    h.run();
    // The list's entry comes before the table's row.
    h.query_all_by_label("Anna").next().unwrap().click();
    h.run();
    h.get_by_label("Second player").click();
    h.run();
    h.query_all_by_label("Dario").next().unwrap().click();
    h.run();
    click(&mut h, "Forbid this pairing");
    let t = h.state().session().tournament();
    assert!(t.is_forbidden_pair(id(1), id(4)));
    assert!(h.query_by_label("Anna – Dario").is_some());
    click(&mut h, "Allow again");
    assert!(h.state().session().tournament().forbidden_pairs.is_empty());
}

//! The arbiter's hand on a recorded round (issue 14): each edit is one undo step, the
//! edited round is checked against the absolute criteria (rematch, forbidden pair,
//! withdrawn player), a round with results changes only when confirmed, and every change
//! is in the audit trail, the saved `.ron` file and the exported TRF.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, ChangeKind, GameResult, ManualChange, PairingSystem, Player, PlayerId, Round, RoundEdit,
    RoundEditError, Tournament, TournamentSettings,
};
use torneo::formats::{ron, trf};
use torneo::session::{
    Command, GivenNumbers, Language, Localize, ManualEdit, Refusal, Repairing, Session,
    SessionError, TrfVersion, Violation,
};

fn id(n: u32) -> PlayerId {
    PlayerId(n)
}

fn evening() -> chrono::NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
        .and_then(|d| d.and_hms_opt(19, 5, 0))
        .unwrap()
}

/// Four players P1..P4 with pairing numbers 1..4, a Dutch Swiss of 5 rounds. Round 1:
/// P1-P2 1-0, P3-P4 1-0. Round 2 paired, no result yet: P1-P3, P4-P2.
fn session() -> Session {
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::Dutch,
        rounds: 5,
        ..TournamentSettings::default()
    });
    for n in 1..=4 {
        t.add_player(Player {
            name: format!("Giocatore {n}"),
            pairing_number: n,
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
    Session::new(t)
}

fn edit(round: u32, edit: RoundEdit, confirmed: bool) -> Command {
    Command::EditRound(Box::new(ManualEdit {
        round,
        edit,
        reason: "fratelli".into(),
        time: evening(),
        confirmed,
    }))
}

fn violations(s: &Session, round: u32) -> Vec<Violation> {
    s.derived()
        .round_violations(round)
        .iter()
        .map(|v| v.violation.clone())
        .collect()
}

#[test]
fn a_swap_is_one_step_is_checked_and_is_audited() {
    let mut s = session();
    assert_eq!(violations(&s, 2), vec![]);
    let before = s.tournament().clone();
    s.apply(edit(
        2,
        RoundEdit::SwapPlayers {
            first: id(3),
            second: id(2),
        },
        false,
    ))
    .unwrap();
    let round = s.tournament().round(2).unwrap();
    assert_eq!(
        round.boards,
        vec![Board::new(id(1), id(2)), Board::new(id(4), id(3))]
    );
    // Both boards are games of round 1 again (C.04.1 b: no rematch).
    assert_eq!(
        violations(&s, 2),
        vec![
            Violation::Rematch {
                a: id(1),
                b: id(2),
                round: 1
            },
            Violation::Rematch {
                a: id(4),
                b: id(3),
                round: 1
            },
        ]
    );
    assert_eq!(
        s.tournament().manual_changes,
        vec![ManualChange {
            round: 2,
            change: ChangeKind::Edit(RoundEdit::SwapPlayers {
                first: id(3),
                second: id(2)
            }),
            boards_before: vec![(id(1), id(3)), (id(4), id(2))],
            byes_before: vec![],
            reason: "fratelli".into(),
            time: evening(),
        }]
    );
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert_eq!(violations(&s, 2), vec![]);
}

#[test]
fn the_check_sees_forbidden_pairs_and_withdrawn_players() {
    let mut s = session();
    s.apply(Command::SetForbiddenPair {
        a: id(1),
        b: id(3),
        forbidden: true,
    })
    .unwrap();
    s.apply(Command::WithdrawPlayer {
        player: id(2),
        from_round: 2,
    })
    .unwrap();
    assert_eq!(
        violations(&s, 2),
        vec![
            Violation::PairedWhileAbsent(id(2)),
            Violation::ForbiddenPair { a: id(1), b: id(3) },
        ]
    );
    // Unpairing board 2 leaves P4 unpaired and P2 out, as withdrawn.
    s.apply(edit(2, RoundEdit::Unpair { board: 2 }, false))
        .unwrap();
    assert_eq!(
        violations(&s, 2),
        vec![
            Violation::NotPaired(id(4)),
            Violation::ForbiddenPair { a: id(1), b: id(3) },
        ]
    );
    // P4 receives the bye: only the forbidden pair is left.
    s.apply(edit(2, RoundEdit::GiveBye { player: id(4) }, false))
        .unwrap();
    assert_eq!(
        violations(&s, 2),
        vec![Violation::ForbiddenPair { a: id(1), b: id(3) }]
    );
}

#[test]
fn a_round_with_results_changes_only_when_confirmed() {
    let mut s = session();
    let before = s.tournament().clone();
    let swap = RoundEdit::SwapColours { board: 1 };
    assert_eq!(
        s.apply(edit(1, swap, false)),
        Err(SessionError::Invalid(Refusal::RoundHasResults { round: 1 }))
    );
    assert_eq!(s.tournament(), &before);
    assert!(!s.can_undo());
    s.apply(edit(1, swap, true)).unwrap();
    assert_eq!(
        s.tournament().round(1).unwrap().boards[0],
        Board::new(id(2), id(1))
    );
}

#[test]
fn impossible_edits_are_refused_in_words() {
    let mut s = session();
    let refused = s.apply(edit(
        2,
        RoundEdit::Pair {
            white: id(1),
            black: id(7),
        },
        false,
    ));
    assert_eq!(
        refused,
        Err(SessionError::Invalid(Refusal::RoundEdit(
            RoundEditError::UnknownPlayer(id(7))
        )))
    );
    assert_eq!(
        s.apply(edit(9, RoundEdit::SwapColours { board: 1 }, false)),
        Err(SessionError::Invalid(Refusal::NoSuchRound { round: 9 }))
    );
    assert!(s.tournament().manual_changes.is_empty());
}

#[test]
fn re_pairing_the_last_round_is_recorded() {
    let mut s = session();
    let new_round = Round {
        number: 2,
        boards: vec![Board::new(id(2), id(3)), Board::new(id(4), id(1))],
        byes: vec![],
    };
    let repair = |round: Round| {
        Command::RepairLastRound(Box::new(Repairing {
            round,
            numbers: GivenNumbers::default(),
            reason: String::new(),
            time: evening(),
            confirmed: false,
        }))
    };
    let mut wrong = new_round.clone();
    wrong.number = 1;
    assert_eq!(
        s.apply(repair(wrong)),
        Err(SessionError::Invalid(Refusal::NotLastRound { round: 1 }))
    );
    s.apply(repair(new_round.clone())).unwrap();
    assert_eq!(s.tournament().round(2), Some(&new_round));
    let entry = &s.tournament().manual_changes[0];
    assert_eq!(entry.change, ChangeKind::Repaired);
    assert_eq!(entry.boards_before, vec![(id(1), id(3)), (id(4), id(2))]);
}

#[test]
fn the_audit_trail_is_saved_and_exported() {
    let mut s = session();
    s.apply(edit(2, RoundEdit::SwapColours { board: 2 }, false))
        .unwrap();
    let text = ron::to_string(s.tournament()).unwrap();
    assert_eq!(&ron::from_str(&text).unwrap(), s.tournament());
    assert!(text.contains("manual_changes"));
    let trf = trf::export(s.tournament(), TrfVersion::Trf26);
    assert!(trf.lines().any(|l| l
        == "### manual change round 2 at 2026-03-14 19:05:00: colours swapped on board 2; \
            before: 1-3 4-2; reason: fratelli"));
    // Read back: the comment lines are the audit trail again (players by start rank,
    // here their pairing numbers 1..4, which are their ids on import).
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let (imported, _) = trf::import(trf::export(s.tournament(), version).as_bytes()).unwrap();
        assert_eq!(imported.manual_changes, s.tournament().manual_changes);
        assert!(
            !imported
                .extra_trf_records
                .iter()
                .any(|l| l.starts_with("###"))
        );
    }
    // Without manual changes the file has no such line.
    let plain = trf::export(session().tournament(), TrfVersion::Trf16);
    assert!(!plain.contains("###"));
}

#[test]
fn the_window_can_ask_what_an_edit_would_break_without_changing_anything() {
    let s = session();
    let before = s.tournament().clone();
    let swap = ManualEdit {
        round: 2,
        edit: RoundEdit::SwapPlayers {
            first: id(3),
            second: id(2),
        },
        reason: String::new(),
        time: evening(),
        confirmed: false,
    };
    let after: Vec<Violation> = s
        .violations_after_edit(&swap)
        .unwrap()
        .into_iter()
        .map(|v| v.violation)
        .collect();
    assert_eq!(
        after,
        vec![
            Violation::Rematch {
                a: id(1),
                b: id(2),
                round: 1
            },
            Violation::Rematch {
                a: id(4),
                b: id(3),
                round: 1
            },
        ]
    );
    assert_eq!(s.tournament(), &before);
    // In Italian, with the names, for the window.
    let worded = s.violations_after_edit(&swap).unwrap()[0].localize(Language::Italian);
    assert!(worded.contains("Giocatore 1"), "{worded}");
    assert!(worded.contains("Giocatore 2"), "{worded}");
}

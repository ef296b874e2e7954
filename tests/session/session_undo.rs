//! Undo and redo: every kind of command is undone to the exact previous tournament and
//! redone to the exact next one, the history is deep enough for a whole event, a new
//! command clears redo, and a rejected command changes nothing and records nothing.

use std::collections::BTreeSet;
use torneo::domain::RoundEdit;
use torneo::domain::{
    Board, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
    TournamentSettings,
};
use torneo::session::{
    Command, GivenNumbers, ManualEdit, Repairing, ResultCorrection, Session, UNDO_LIMIT,
};

/// 14 March 2026, 19:05 (the window's clock, given with the action).
fn evening() -> chrono::NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
        .and_then(|d| d.and_hms_opt(19, 5, 0))
        .unwrap_or_default()
}

const ALL_KINDS: [&str; 20] = [
    "UpdateSettings",
    "AddPlayer",
    "UpdatePlayer",
    "RemovePlayer",
    "WithdrawPlayer",
    "ReinstatePlayer",
    "SetRequestedBye",
    "AssignPairingNumbersByRating",
    "DrawLots",
    "SetPairingNumbers",
    "AddRound",
    "DeleteLastRound",
    "SetResult",
    "SetForbiddenPair",
    "PairRound",
    "UpdateRatings",
    "CorrectImportedSystem",
    "EditRound",
    "RepairLastRound",
    "CorrectResult",
];

fn player(name: &str, rating: Option<u16>) -> Player {
    Player {
        name: name.into(),
        rating,
        federation: "ITA".into(),
        ..Player::default()
    }
}

fn new_session() -> Session {
    Session::new(Tournament::new(TournamentSettings {
        name: "Circolo scacchistico".into(),
        ..TournamentSettings::default()
    }))
}

/// A script that uses every kind of command, each valid where it stands.
fn script() -> Vec<Command> {
    let mut script = registration();
    script.extend(rounds());
    script
}

/// The players registered, edited and removed, and the settings, before round 1.
fn registration() -> Vec<Command> {
    let id = PlayerId;
    vec![
        Command::AddPlayer(player("Rossi, Niccolò", Some(2105))),
        Command::AddPlayer(player("Bianchi, Anna", Some(1980))),
        Command::AddPlayer(player("Петров, Пётр", None)),
        Command::AddPlayer(player("王, 皓", Some(2250))),
        Command::AddPlayer(player("Verdi, Luca", Some(1500))),
        Command::UpdatePlayer(Player {
            id: id(2),
            ..player("Bianchi, Anna Maria", Some(2010))
        }),
        Command::RemovePlayer(id(5)),
        // "Update ratings from the list": several players in one step.
        Command::UpdateRatings(vec![(id(1), Some(2110)), (id(3), Some(1720))]),
        Command::SetForbiddenPair {
            a: id(1),
            b: id(2),
            forbidden: true,
        },
        Command::SetForbiddenPair {
            a: id(2),
            b: id(1),
            forbidden: false,
        },
        Command::UpdateSettings(Box::new(TournamentSettings {
            name: "Campionato sociale 2026".into(),
            system: PairingSystem::RoundRobin { cycles: 2 },
            ..TournamentSettings::default()
        })),
    ]
}

/// The pairing numbers, round 1 paired, edited, played, deleted and paired again.
fn rounds() -> Vec<Command> {
    let id = PlayerId;
    let round_one = Round {
        number: 1,
        boards: vec![Board::new(id(1), id(2)), Board::new(id(3), id(4))],
        byes: vec![],
    };
    vec![
        Command::AssignPairingNumbersByRating,
        Command::DrawLots {
            seed: 20_260_101,
            restricted: false,
        },
        Command::SetPairingNumbers(vec![(id(1), 4), (id(2), 3), (id(3), 2), (id(4), 1)]),
        Command::SetRequestedBye {
            player: id(3),
            round: 2,
            bye: Some(ByeKind::HalfPoint),
        },
        Command::WithdrawPlayer {
            player: id(4),
            from_round: 3,
        },
        Command::ReinstatePlayer(id(4)),
        Command::AddRound(round_one),
        // The arbiter's hand: one step each, recorded in the audit trail.
        Command::EditRound(Box::new(ManualEdit {
            round: 1,
            edit: RoundEdit::SwapPlayers {
                first: id(2),
                second: id(4),
            },
            reason: "fratelli".into(),
            time: evening(),
            confirmed: false,
        })),
        Command::RepairLastRound(Box::new(Repairing {
            round: Round {
                number: 1,
                boards: vec![Board::new(id(1), id(2)), Board::new(id(3), id(4))],
                byes: vec![],
            },
            numbers: GivenNumbers::default(),
            reason: "risultato sbagliato".into(),
            time: evening(),
            confirmed: false,
        })),
        Command::SetResult {
            round: 1,
            board: 0,
            result: GameResult::WhiteWins,
        },
        Command::SetResult {
            round: 1,
            board: 1,
            result: GameResult::DoubleForfeit,
        },
        // Entered from the window, with its clock.
        Command::CorrectResult(Box::new(ResultCorrection {
            round: 1,
            board: 1,
            result: GameResult::BlackWinsByForfeit,
            time: evening(),
            second_game: false,
        })),
        // With round 1 paired: the system a TRF file was read as, corrected.
        Command::CorrectImportedSystem(PairingSystem::Dutch),
        Command::CorrectImportedSystem(PairingSystem::RoundRobin { cycles: 2 }),
        Command::DeleteLastRound,
        // Lots drawn and the round added as one step (Session::accept_pairing).
        Command::PairRound {
            numbers: GivenNumbers {
                numbers: vec![(id(1), 2), (id(2), 3), (id(3), 4), (id(4), 1)],
                lot_seed: Some(20_260_102),
            },
            round: Round {
                number: 1,
                boards: vec![Board::new(id(4), id(1)), Board::new(id(2), id(3))],
                byes: vec![],
            },
        },
    ]
}

#[test]
fn the_script_uses_every_kind_of_command() {
    let used: BTreeSet<&str> = script().iter().map(Command::kind).collect();
    let all: BTreeSet<&str> = ALL_KINDS.into_iter().collect();
    assert_eq!(used, all);
}

#[test]
fn undo_and_redo_of_every_command_kind_restore_the_exact_tournament() {
    let mut session = new_session();
    let mut states = vec![session.tournament().clone()];
    for command in script() {
        let name = command.kind();
        let before = session.tournament().clone();
        session
            .apply(command)
            .unwrap_or_else(|e| panic!("{name} was refused: {e}"));
        let after = session.tournament().clone();
        assert_ne!(before, after, "{name} changed nothing");

        assert!(session.can_undo());
        assert!(session.undo(), "{name}: nothing to undo");
        assert_eq!(session.tournament(), &before, "undo of {name}");
        assert!(session.can_redo());
        assert!(session.redo(), "{name}: nothing to redo");
        assert_eq!(session.tournament(), &after, "redo of {name}");
        assert!(!session.can_redo());
        states.push(after);
    }

    // All the way back, one step at a time, then all the way forward again.
    for expected in states.iter().rev().skip(1) {
        assert!(session.undo());
        assert_eq!(session.tournament(), expected);
    }
    assert!(!session.undo(), "undo past the first state");
    assert!(!session.can_undo());
    for expected in states.iter().skip(1) {
        assert!(session.redo());
        assert_eq!(session.tournament(), expected);
    }
    assert!(!session.redo(), "redo past the last state");
}

#[test]
fn the_specific_changes_are_the_ones_undone() {
    // Independent of the script: known values before and after.
    let mut session = new_session();
    session
        .apply(Command::AddPlayer(player("Rossi, Mario", Some(1800))))
        .unwrap();
    assert_eq!(session.tournament().players.len(), 1);
    assert_eq!(session.tournament().players[0].id, PlayerId(1));
    session
        .apply(Command::WithdrawPlayer {
            player: PlayerId(1),
            from_round: 2,
        })
        .unwrap();
    assert_eq!(session.tournament().players[0].withdrawn_from, Some(2));
    assert!(session.undo());
    assert_eq!(session.tournament().players[0].withdrawn_from, None);
    assert!(session.undo());
    assert!(session.tournament().players.is_empty());
    assert_eq!(session.tournament().settings.name, "Circolo scacchistico");
    assert!(session.redo());
    assert_eq!(session.tournament().players[0].name, "Rossi, Mario");
}

#[test]
fn undo_goes_back_at_least_200_steps() {
    const { assert!(UNDO_LIMIT >= 200) };
    let steps = UNDO_LIMIT + 50;
    let mut session = new_session();
    let mut states = vec![session.tournament().clone()];
    for i in 0..steps {
        let mut settings = session.tournament().settings.clone();
        settings.name = format!("Step {i}");
        session
            .apply(Command::UpdateSettings(Box::new(settings)))
            .unwrap();
        states.push(session.tournament().clone());
    }
    for back in 1..=UNDO_LIMIT {
        assert!(session.undo(), "undo step {back}");
        assert_eq!(session.tournament(), &states[steps - back]);
        assert_eq!(
            session.tournament().settings.name,
            format!("Step {}", steps - back - 1)
        );
    }
    // The oldest steps beyond the limit are forgotten.
    assert!(!session.undo());
    assert_eq!(session.tournament(), &states[steps - UNDO_LIMIT]);
    for expected in &states[steps - UNDO_LIMIT + 1..] {
        assert!(session.redo());
        assert_eq!(session.tournament(), expected);
    }
    assert!(!session.redo());
    assert_eq!(
        session.tournament().settings.name,
        format!("Step {}", steps - 1)
    );
}

#[test]
fn a_new_command_clears_redo() {
    let mut session = new_session();
    session
        .apply(Command::AddPlayer(player("A, A", None)))
        .unwrap();
    let after_a = session.tournament().clone();
    session
        .apply(Command::AddPlayer(player("B, B", None)))
        .unwrap();
    assert!(session.undo());
    assert!(session.can_redo());
    session
        .apply(Command::AddPlayer(player("C, C", None)))
        .unwrap();
    let after_c = session.tournament().clone();
    assert!(!session.can_redo());
    assert!(!session.redo());
    assert_eq!(session.tournament(), &after_c);
    let names: Vec<&str> = after_c.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A, A", "C, C"]);
    assert!(session.undo());
    assert_eq!(session.tournament(), &after_a);
}

/// Commands refused with players 1, 2 and 3 and no round paired (a blank name, unknown
/// players, repeated pairing numbers, a round out of order or with a bad board, no round
/// to delete or to enter a result in, a forbidden pair with oneself or with nobody, …).
fn refused_with_no_round_paired() -> Vec<Command> {
    vec![
        Command::AddPlayer(player("   ", None)),
        Command::UpdatePlayer(Player {
            id: PlayerId(42),
            ..player("Nobody", None)
        }),
        Command::RemovePlayer(PlayerId(42)),
        Command::WithdrawPlayer {
            player: PlayerId(1),
            from_round: 0,
        },
        Command::ReinstatePlayer(PlayerId(42)),
        Command::SetRequestedBye {
            player: PlayerId(1),
            round: 2,
            bye: Some(ByeKind::PairingAllocated),
        },
        Command::SetPairingNumbers(vec![(PlayerId(42), 1)]),
        Command::SetPairingNumbers(vec![(PlayerId(1), 1), (PlayerId(2), 1)]),
        Command::AddRound(Round {
            number: 2,
            boards: vec![],
            byes: vec![],
        }),
        Command::AddRound(Round {
            number: 1,
            boards: vec![Board::new(PlayerId(1), PlayerId(99))],
            byes: vec![],
        }),
        Command::AddRound(Round {
            number: 1,
            boards: vec![Board::new(PlayerId(1), PlayerId(1))],
            byes: vec![],
        }),
        Command::DeleteLastRound,
        Command::SetResult {
            round: 1,
            board: 0,
            result: GameResult::Draw,
        },
        Command::SetForbiddenPair {
            a: PlayerId(2),
            b: PlayerId(2),
            forbidden: true,
        },
        Command::SetForbiddenPair {
            a: PlayerId(2),
            b: PlayerId(77),
            forbidden: true,
        },
    ]
}

/// Commands refused only once round 1 is paired.
fn refused_once_round_one_is_paired() -> Vec<Command> {
    vec![
        Command::DrawLots {
            seed: 9,
            restricted: false,
        },
        Command::AssignPairingNumbersByRating,
        Command::RemovePlayer(PlayerId(1)),
        Command::SetRequestedBye {
            player: PlayerId(3),
            round: 1,
            bye: Some(ByeKind::HalfPoint),
        },
    ]
}

#[test]
fn a_rejected_command_changes_nothing_and_records_no_step() {
    let mut session = new_session();
    for name in ["A, A", "B, B", "C, C"] {
        session
            .apply(Command::AddPlayer(player(name, None)))
            .unwrap();
    }
    let before_last = {
        assert!(session.undo());
        let t = session.tournament().clone();
        assert!(session.redo());
        t
    };
    session
        .apply(Command::AddRound(Round {
            number: 1,
            boards: vec![Board::new(PlayerId(1), PlayerId(2))],
            byes: vec![],
        }))
        .unwrap();
    // One undone step waits in redo: a rejected command must not clear it either.
    let with_round = session.tournament().clone();
    assert!(session.undo());
    let current = session.tournament().clone();
    assert_eq!(current.rounds.len(), 0);

    let rejected = refused_with_no_round_paired();
    for command in rejected {
        let name = format!("{command:?}");
        assert!(session.apply(command).is_err(), "accepted: {name}");
        assert_eq!(session.tournament(), &current, "changed by {name}");
        assert!(session.can_redo(), "redo cleared by {name}");
    }
    // The history is exactly what it was: one undo reaches the state before the last
    // accepted command, and redo still brings back the round.
    assert!(session.redo());
    assert_eq!(session.tournament(), &with_round);
    assert!(session.undo());
    assert!(session.undo());
    assert_eq!(session.tournament(), &before_last);

    // Commands that are refused only once round 1 is paired.
    assert!(session.redo());
    assert!(session.redo());
    assert_eq!(session.tournament(), &with_round);
    for command in refused_once_round_one_is_paired() {
        let name = format!("{command:?}");
        assert!(session.apply(command).is_err(), "accepted: {name}");
        assert_eq!(session.tournament(), &with_round, "changed by {name}");
    }
    assert!(session.undo());
    assert_eq!(session.tournament(), &current);
}

#[test]
fn a_session_without_file_is_dirty_after_a_change() {
    let mut session = new_session();
    assert!(
        !session.is_dirty(),
        "an untouched new tournament needs no saving"
    );
    session
        .apply(Command::AddPlayer(player("A, A", None)))
        .unwrap();
    assert!(session.is_dirty());
    // Nowhere to autosave is not an autosave failure.
    assert_eq!(session.last_save_error(), None);
    assert!(session.undo());
    assert!(session.is_dirty());
    assert_eq!(session.path(), None);
}

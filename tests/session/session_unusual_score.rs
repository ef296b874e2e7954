//! Single games scored unusually (½-0, 0-½, 0-0; VCL.13) through the session, on either
//! game of a Double-Swiss match (C.04.5): recorded as a file records them (the result and
//! Black's adjustment, marked with its game), read back, taken away by any other result
//! set on that game, one undo step each, refused outside the last round paired.

use torneo::domain::{
    AdjustmentReason, Board, GameResult, PairingSystem, Player, PlayerId, Points, Round,
    ScoringSystem, Tournament, TournamentSettings, UnusualScore,
};
use torneo::session::unusual_score::unusual_score;
use torneo::session::{Command, Refusal, Session, SessionError};

/// Four players; round 1 played (1-3 and 4-2, each 1-0 then ½-½), round 2 paired: 1-2
/// and 3-4, both games pending.
fn double_swiss() -> Session {
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::DoubleSwiss,
        scoring: ScoringSystem::double_swiss(),
        rounds: 5,
        ..TournamentSettings::default()
    });
    for n in 1..=4 {
        t.add_player(Player {
            name: format!("P{n}"),
            ..Player::default()
        });
    }
    let played = |w, b| Board {
        result: GameResult::WhiteWins,
        second_game: Some(GameResult::Draw),
        ..Board::new_match(PlayerId(w), PlayerId(b))
    };
    let paired = |w, b| Board::new_match(PlayerId(w), PlayerId(b));
    t.rounds = vec![
        Round {
            number: 1,
            boards: vec![played(1, 3), played(4, 2)],
            byes: vec![],
        },
        Round {
            number: 2,
            boards: vec![paired(1, 2), paired(3, 4)],
            byes: vec![],
        },
    ];
    Session::new(t)
}

fn unusual(board: usize, second_game: bool, score: UnusualScore) -> Command {
    Command::SetUnusualScore {
        round: 2,
        board,
        second_game,
        score,
    }
}

fn score(s: &Session, player: u32) -> Points {
    s.tournament().standing_score(PlayerId(player))
}

#[test]
fn unusual_scores_go_on_either_game_and_give_way_to_a_result() {
    let mut s = double_swiss();
    // After round 1: P1 1½ (won, drew), P2 ½, P3 ½, P4 1½.
    assert_eq!(score(&s, 1), Points::from_halves(3));
    assert_eq!(score(&s, 2), Points::from_halves(1));

    // Board 1, game 1 (P1 White): ½-0. Recorded as a draw with P2's ½ taken back.
    s.apply(unusual(0, false, UnusualScore::HalfZero)).unwrap();
    let t = s.tournament();
    assert_eq!(t.rounds[1].boards[0].result, GameResult::Draw);
    let adjustment = t.score_adjustments.last().unwrap();
    assert_eq!(adjustment.player, PlayerId(2));
    assert_eq!(
        adjustment.reason,
        AdjustmentReason::UnusualScore {
            code: 'D',
            second_game: false
        }
    );
    assert_eq!(score(&s, 1), Points::from_halves(4));
    assert_eq!(score(&s, 2), Points::from_halves(1));

    // Board 1, game 2 (P2 White, P1 Black): 0-0. A Black win with P1's point taken back:
    // nobody scores.
    let before = s.tournament().clone();
    s.apply(unusual(0, true, UnusualScore::ZeroZero)).unwrap();
    let t = s.tournament();
    assert_eq!(
        t.rounds[1].boards[0].second_game,
        Some(GameResult::BlackWins)
    );
    assert_eq!(score(&s, 1), Points::from_halves(4));
    assert_eq!(score(&s, 2), Points::from_halves(1));
    // Each game reads back as entered.
    assert_eq!(
        unusual_score(s.tournament(), 2, 0, false),
        Some(UnusualScore::HalfZero)
    );
    assert_eq!(
        unusual_score(s.tournament(), 2, 0, true),
        Some(UnusualScore::ZeroZero)
    );
    // One undo step takes the second one away only.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // Game 2 entered again as a plain draw: its 0-0 is gone, game 1's ½-0 stays. P1 ½ +
    // ½ more, P2 ½ more.
    s.apply(Command::SetSecondGame {
        round: 2,
        board: 0,
        result: GameResult::Draw,
    })
    .unwrap();
    assert_eq!(unusual_score(s.tournament(), 2, 0, true), None);
    assert_eq!(
        unusual_score(s.tournament(), 2, 0, false),
        Some(UnusualScore::HalfZero)
    );
    assert_eq!(score(&s, 1), Points::from_halves(5));
    assert_eq!(score(&s, 2), Points::from_halves(2));
    // Game 1 entered again as 1-0: its ½-0 is gone too; P2's ½ came from game 2 only.
    s.apply(Command::SetResult {
        round: 2,
        board: 0,
        result: GameResult::WhiteWins,
    })
    .unwrap();
    assert!(s.tournament().score_adjustments.is_empty());
    assert_eq!(score(&s, 1), Points::from_halves(6));
    assert_eq!(score(&s, 2), Points::from_halves(2));

    // Board 2, game 2 (P4 White): 0-½ for P3, read in the game's colours.
    s.apply(unusual(1, true, UnusualScore::ZeroHalf)).unwrap();
    assert_eq!(
        unusual_score(s.tournament(), 2, 1, true),
        Some(UnusualScore::ZeroHalf)
    );
    // P3: ½ after round 1, + ½ here; P4: 1½ + 0.
    assert_eq!(score(&s, 3), Points::from_whole(1));
    assert_eq!(score(&s, 4), Points::from_halves(3));

    // Round 1 is no longer the last one paired.
    let round_one = Command::SetUnusualScore {
        round: 1,
        board: 0,
        second_game: false,
        score: UnusualScore::HalfZero,
    };
    assert_eq!(
        s.apply(round_one),
        Err(SessionError::Invalid(Refusal::UnusualScoreNotLastRound {
            round: 1
        }))
    );
}

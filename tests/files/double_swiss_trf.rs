//! Double-Swiss (C.04.5) in TRF: `192 FIDE_DOUBLESWISS`, the match in the round column and
//! each match's two games in Torneo's `XXM` record (docs/rules/double-swiss.md, "TRF").

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Points, Round, ScoringSystem,
    Tournament, TournamentSettings,
};
use torneo::formats::trf::{self, TrfVersion};

/// Five players, two rounds of matches: 1½-½, a match where one game was forfeited, a
/// match forfeited whole, a drawn match; the PAB in each round.
fn event() -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::new(TournamentSettings {
        name: "Doppio svizzero".into(),
        rounds: 5,
        system: PairingSystem::DoubleSwiss,
        scoring: ScoringSystem::double_swiss(),
        ..TournamentSettings::default()
    });
    let ids: Vec<PlayerId> = (1..=5)
        .map(|n| {
            let id = t.add_player(Player {
                name: format!("Giocatore {n}"),
                rating: Some(2000 - 10 * n as u16),
                ..Player::default()
            });
            t.player_mut(id).unwrap().pairing_number = n;
            id
        })
        .collect();
    let game = |w: usize, b: usize, first, second| Board {
        result: first,
        second_game: Some(second),
        ..Board::new(ids[w - 1], ids[b - 1])
    };
    t.rounds.push(Round {
        number: 1,
        // 1-3: 1 wins the first game, the second drawn: 1½-½. 4-2: 2 forfeits the first
        // game and wins the second: 1-1, a match played.
        boards: vec![
            game(1, 3, GameResult::WhiteWins, GameResult::Draw),
            game(4, 2, GameResult::WhiteWinsByForfeit, GameResult::WhiteWins),
        ],
        byes: vec![Bye {
            player: ids[4],
            kind: ByeKind::PairingAllocated,
        }],
    });
    t.rounds.push(Round {
        number: 2,
        // 5-1: 1 forfeits both games (a match ended by forfeit). 2-3: drawn 1-1.
        boards: vec![
            game(
                5,
                1,
                GameResult::WhiteWinsByForfeit,
                GameResult::BlackWinsByForfeit,
            ),
            game(2, 3, GameResult::Draw, GameResult::Draw),
        ],
        byes: vec![Bye {
            player: ids[3],
            kind: ByeKind::PairingAllocated,
        }],
    });
    (t, ids)
}

#[test]
fn a_double_swiss_event_reads_back_with_every_game() {
    let (t, _) = event();
    for version in [TrfVersion::Trf26, TrfVersion::Trf16] {
        let text = trf::export(&t, version);
        assert!(
            text.contains("FIDE_DOUBLESWISS") || version == TrfVersion::Trf16,
            "{text}"
        );
        // The two games of the 1½-½ match, each as its White's and Black's characters.
        assert!(text.contains("XXM 1 1 3 10 =="), "{text}");
        let (back, _) = trf::import(text.as_bytes()).unwrap();
        assert_eq!(back.settings.system, PairingSystem::DoubleSwiss, "{text}");
        assert_eq!(
            back.settings.scoring,
            ScoringSystem::double_swiss(),
            "{text}"
        );
        assert_eq!(back.rounds, t.rounds, "{text}");
        assert!(
            back.extra_trf_records.is_empty(),
            "{:?}",
            back.extra_trf_records
        );
    }
}

#[test]
fn the_round_column_holds_the_match_result() {
    let (t, ids) = event();
    let text = trf::export(&t, TrfVersion::Trf26);
    let line = |n: usize| {
        text.lines()
            .find(|l| l.starts_with("001") && l.contains(&format!("Giocatore {n}")))
            .unwrap()
            .to_string()
    };
    // Player 1: round 1 won 1½-½ with White ("3 w 1"), round 2 lost by forfeit ("5 b -");
    // points 1½ + 0.
    assert!(line(1).contains("    3 w 1"), "{}", line(1));
    assert!(line(1).contains("    5 b -"), "{}", line(1));
    assert!(line(1).contains(" 1.5 "), "{}", line(1));
    // Player 2: round 1 drawn 1-1 although one game was forfeited (a match played).
    assert!(line(2).contains("    4 b ="), "{}", line(2));
    let _ = ids;
}

#[test]
fn a_match_without_its_games_record_reads_as_two_equal_games() {
    // A file of another program: the round column only. 1 beat 2 in the match: read as
    // 2-0 (the first game won with White, the second with Black).
    let (mut t, ids) = event();
    t.rounds.truncate(1);
    let text = trf::export(&t, TrfVersion::Trf26);
    let foreign: String = text
        .lines()
        .filter(|l| !l.starts_with("XXM"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (back, _) = trf::import(foreign.as_bytes()).unwrap();
    let board = back.rounds[0]
        .boards
        .iter()
        .find(|b| b.white == ids[0])
        .unwrap();
    assert_eq!(board.result, GameResult::WhiteWins);
    assert_eq!(board.second_game, Some(GameResult::BlackWins));
    // The points column still says 1½: the difference is kept as an adjustment, so the
    // standings score stays as the file gave it.
    assert_eq!(back.standing_score(ids[0]), Points::from_halves(3));
}

/// A Double-Swiss file written by another program: chesspairing's random tournament
/// generator (`chesspairing generate --double-swiss -o … -s 39`, built from
/// github.com/gnutterts/chesspairing at a413c3632ac63d5a0e9e88f8fd9bb0fb9156e29d; its
/// test data holds no Double-Swiss file). It writes one TRF column per game, no `092` or
/// `192`, `XXR 9`, and 0.0 in every points column. Its columns 1-2 and 3-4 repeat each
/// pair with the same colours (C.04.5 alternates them within a match) and from column 5 on
/// no pair repeats (player 1 meets 5, 6, 10, 9, 7), so nothing in it says "Double-Swiss":
/// it is read as the individual event it writes, nine games, with the results' points.
#[test]
fn chesspairings_generated_double_swiss_file_reads_as_its_games() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/double-swiss/chesspairing_generate_double_swiss_seed39.trf");
    let (t, warnings) = trf::import(&std::fs::read(path).unwrap()).unwrap();
    assert_eq!(t.players.len(), 30);
    assert_eq!(t.rounds.len(), 9);
    // Player 1's line: = 0 1 0 1 1 1 0 and a forfeit loss (-): 4½. Player 4's:
    // = 1 1 1 = 1 1 1 1: 8. Player 16's: + = 0 0 0 0 = 0 0: 2.
    for (number, halves) in [(1, 9), (4, 16), (16, 4)] {
        assert_eq!(
            t.standing_score(PlayerId(number)),
            Points::from_halves(halves),
            "player {number}"
        );
    }
    // The points column was left at 0.0: not thirty corrections to zero, one warning.
    assert!(t.score_adjustments.is_empty());
    assert!(
        warnings
            .iter()
            .any(|w| w.assumption == trf::Assumption::PointsColumnEmpty)
    );
    assert!(
        !warnings
            .iter()
            .any(|w| matches!(w.assumption, trf::Assumption::PointsAdjusted { .. }))
    );
}

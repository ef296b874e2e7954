//! The four-player event whose rating changes `tests/engines/rating_changes.rs` works by
//! hand (issue 37): A 2700, B 2200, C 1800 (born 2010, K 40), D unrated, a round robin of
//! three rounds. Changes: A 0, B −10, C +14; D initial 2120. The command line, the printed
//! report and the window read the same event from here.

#![allow(dead_code)]

use chrono::NaiveDate;
use torneo::domain::{Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament};

fn game(white: u32, black: u32, result: GameResult) -> Board {
    Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    }
}

/// The event, with the tournament's usual settings otherwise.
pub fn rated_event() -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::RoundRobin { cycles: 1 };
    t.settings.start_date = NaiveDate::from_ymd_opt(2026, 3, 1);
    for (name, rating, born) in [
        ("Alpha, Anna", Some(2700), None),
        ("Beta, Bruno", Some(2200), None),
        (
            "Gamma, Carla",
            Some(1800),
            NaiveDate::from_ymd_opt(2010, 6, 1),
        ),
        ("Delta, Dario", None, None),
    ] {
        t.add_player(Player {
            name: name.to_string(),
            rating,
            birth_date: born,
            ..Player::default()
        });
    }
    let round = |number, boards| Round {
        number,
        boards,
        byes: Vec::new(),
    };
    t.rounds = vec![
        round(
            1,
            vec![
                game(1, 2, GameResult::WhiteWins),
                game(3, 4, GameResult::Draw),
            ],
        ),
        round(
            2,
            vec![
                game(1, 3, GameResult::WhiteWins),
                game(2, 4, GameResult::BlackWinsByForfeit),
            ],
        ),
        round(
            3,
            vec![
                game(1, 4, GameResult::BlackWins),
                game(2, 3, GameResult::Draw),
            ],
        ),
    ];
    t
}

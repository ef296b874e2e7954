//! `torneo ratings FILE.ron` (issue 37): the rating report as text, worked by hand in
//! `tests/engines/rating_changes.rs` (the same four-player event).

use crate::cli_support::torneo;
use chrono::NaiveDate;
use torneo::domain::{Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament};

fn game(white: u32, black: u32, result: GameResult) -> Board {
    Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    }
}

/// A 2700, B 2200, C 1800 (born 2010), D unrated; three rounds.
fn event_file(dir: &std::path::Path) -> String {
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
    let path = dir.join("rated.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn ratings_prints_each_change_game_by_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = event_file(dir.path());
    let (code, out, err) = torneo(&["--lang", "en", "ratings", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Rating changes after round 3 (Standard)"),
        "{out}"
    );
    // B: 20 × (−.08 − .42) = −10.00 → −10; C: 40 × .34 = 13.60 → +14.
    assert!(out.contains("-10.00 → -10"), "{out}");
    assert!(out.contains("+13.60 → +14"), "{out}");
    // A: 10 × .04 = 0.40 → 0.
    assert!(out.contains("+0.40 → 0"), "{out}");
    assert!(out.contains("initial rating 2120"), "{out}");

    // After round 1 only: B lost to A, 20 × −.08 = −1.60 → −2.
    let (code, out, _) = torneo(&["--lang", "en", "ratings", &file, "--round", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("-1.60 → -2"), "{out}");

    // In Italian, with the decimal comma.
    let (code, out, _) = torneo(&["--lang", "it", "ratings", &file]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Variazioni Elo dopo il turno 3 (Standard)"),
        "{out}"
    );
    assert!(out.contains("-10,00 → -10"), "{out}");
}

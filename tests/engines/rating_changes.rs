//! Rating changes (issue 37, FIDE B.02; crate `torneo-rating`): the expected score read
//! against the table of the reference digest (`../shared/reference/rating.md`, B.02 8.1
//! b), a whole event worked by hand, and the property that the change is
//! K × Σ(score − PD) before the rounding of 8.3.4.

use chrono::NaiveDate;
use proptest::prelude::*;
use std::path::Path;
use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, RatedList, Round, Tournament,
};
use torneo::rating::{
    GameInput, Initial, KBasis, Outcome, RatingNote, change, expected, rating_report,
};
use torneo::tiebreak::expected_score_hundredths;

/// The digest's table b: (smallest D, largest D, PD higher-rated, PD lower-rated), in
/// hundredths; the last band ("> 735") ends at `i64::MAX`.
fn digest_table() -> Option<Vec<(i64, i64, i64, i64)>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/reference/rating.md");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!("CI: shared data {} missing: {e}", path.display())
        }
        Err(_) => return None,
    };
    let hundredths =
        |cell: &str| -> i64 { (cell.trim().parse::<f64>().unwrap() * 100.0).round() as i64 };
    let mut bands = Vec::new();
    for line in text.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // "| 4–10 | 0.51 | 0.49 |" → ["", "4–10", "0.51", "0.49", ""]
        let [_, range, higher, lower, _] = cells.as_slice() else {
            continue;
        };
        let (low, high) = if let Some((a, b)) = range.split_once('–') {
            match (a.trim().parse(), b.trim().parse()) {
                (Ok(a), Ok(b)) => (a, b),
                _ => continue,
            }
        } else if let Some(rest) = range.strip_prefix('>') {
            (rest.trim().parse::<i64>().unwrap() + 1, i64::MAX)
        } else {
            continue;
        };
        bands.push((low, high, hundredths(higher), hundredths(lower)));
    }
    Some(bands)
}

#[test]
fn the_expected_score_is_the_digest_table_with_the_400_point_rule() {
    let Some(bands) = digest_table() else {
        return;
    };
    assert_eq!(bands.len(), 51, "table b has 51 bands");
    let band_of = |d: i64| {
        bands
            .iter()
            .find(|b| b.0 <= d && d <= b.1)
            .copied()
            .unwrap()
    };
    for &(low, high, higher, lower) in &bands {
        for d in [low, high.min(low + 1000)] {
            // Rated 2650 or more: the real difference (8.3.1, from 1 October 2025).
            assert_eq!(expected(2700, 2700 - d).hundredths, higher, "D = {d}");
            assert_eq!(expected(2700, 2700 + d).hundredths, lower, "D = −{d}");
            // Rated below 2650: a difference over 400 counts as 400.
            let (_, _, capped_higher, capped_lower) = band_of(d.min(400));
            assert_eq!(
                expected(2000, 2000 - d).hundredths,
                capped_higher,
                "D = {d}"
            );
            assert_eq!(
                expected(2000, 2000 + d).hundredths,
                capped_lower,
                "D = −{d}"
            );
            assert_eq!(expected(2000, 2000 - d).capped, d > 400);
        }
    }
}

fn player(name: &str, rating: Option<u16>, born: Option<NaiveDate>) -> Player {
    Player {
        name: name.to_string(),
        rating,
        birth_date: born,
        ..Player::default()
    }
}

fn round(number: u32, boards: &[(u32, u32, GameResult)]) -> Round {
    Round {
        number,
        boards: boards
            .iter()
            .map(|&(w, b, result)| Board {
                result,
                ..Board::new(PlayerId(w), PlayerId(b))
            })
            .collect(),
        byes: Vec::new(),
    }
}

/// Four players, three rounds, every rule of the report in one event (worked in the
/// test below).
fn small_event() -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::RoundRobin { cycles: 1 };
    t.settings.start_date = NaiveDate::from_ymd_opt(2026, 3, 1);
    let a = t.add_player(player("A", Some(2700), None));
    let b = t.add_player(player("B", Some(2200), None));
    let c = t.add_player(player("C", Some(1800), NaiveDate::from_ymd_opt(2010, 6, 1)));
    let d = t.add_player(player("D", None, None));
    assert_eq!([a, b, c, d].map(|p| p.0), [1, 2, 3, 4]);
    t.rounds = vec![
        round(
            1,
            &[(1, 2, GameResult::WhiteWins), (3, 4, GameResult::Draw)],
        ),
        round(
            2,
            &[
                (1, 3, GameResult::WhiteWins),
                (2, 4, GameResult::BlackWinsByForfeit),
            ],
        ),
        round(
            3,
            &[(1, 4, GameResult::BlackWins), (2, 3, GameResult::Draw)],
        ),
    ];
    t
}

#[test]
fn a_small_event_worked_by_hand() {
    let t = small_event();
    let report = rating_report(&t, 3);
    let of = |id: u32| report.player(PlayerId(id)).unwrap();

    // A, 2700, K 10 (2400 or more). D is unrated: that game does not count (B.02 8.1).
    // B: D = 500, no cap at 2650+ → .96; C: D = 900 → 1.00. Score 2, ΣPD 1.96:
    // 10 × .04 = 0.4 → 0.
    let a = of(1);
    let Outcome::Rated { k, change } = &a.outcome else {
        panic!("A is rated")
    };
    assert_eq!((k.value, k.basis), (10, KBasis::From2400));
    assert_eq!(a.games.len(), 2);
    assert_eq!(change.expected_hundredths, 196);
    assert_eq!((change.exact_hundredths, change.rounded), (40, 0));
    // ARO of the rated opponents 2000, 2/2 → dp 800: TPR 2800 (C.07 10.2).
    let performance = a.performance.unwrap();
    assert_eq!(performance.average_rating_of_opponents, Some(2000));
    assert_eq!(performance.performance_rating, Some(2800));

    // B, 2200, K 20. Lost to A: D = −500 counts as −400 → .08; drew with C: D = 400
    // → .92. The forfeit against D is not a game. 20 × (0 − .08 + .5 − .92) = −10.
    let b = of(2);
    assert_eq!(b.games.len(), 2);
    assert_eq!(b.change(), Some(-10));
    assert_eq!(b.new_rating(), Some(2190));

    // C, 1800, born 2010: 16 in 2026, K 40. Lost to A: .08 (capped); drew with B:
    // D = −400 → .08. 40 × (−.08 + .42) = 13.6 → 14.
    let c = of(3);
    let Outcome::Rated { k, change } = &c.outcome else {
        panic!("C is rated")
    };
    assert_eq!((k.value, k.basis), (40, KBasis::Junior));
    assert_eq!((change.exact_hundredths, change.rounded), (1360, 14));

    // D, unrated: drew with C (1800), beat A (2700). With the two 1800 draws of 8.2:
    // Ra = (4500 + 3600) / 4 = 2025; p = 2.5 / 4 = .625 → .63 → dp 95; Ru = 2120.
    // Only 2 games against rated opponents: published after 5.
    assert_eq!(
        of(4).outcome,
        Outcome::Unrated(Initial::Rating {
            rating: 2120,
            games: 2,
            fewer_games: true,
            below_floor: false,
            capped: false,
        })
    );
}

#[test]
fn a_rapid_event_worked_by_hand() {
    // The same event rated for the rapid list. Rapid and Blitz Rating Regulations 7.3.1:
    // the 400-point rule without the standard list's 2650 exception, and (from
    // 1 December 2024) no rating for a game 600 points or more apart with a player
    // above 2600.
    let mut t = small_event();
    t.settings.rating.list = RatedList::Rapid;
    let report = rating_report(&t, 3);
    let of = |id: u32| report.player(PlayerId(id)).unwrap();

    // A, 2700, K 10. Beat B (500 apart: rated): D = 500 counts as 400 → .92 (standard:
    // .96). Beat C: 900 apart, A above 2600: not rated. D unrated: not counted.
    // 10 × (1 − .92) = 0.8 → +1 (standard: 0).
    let a = of(1);
    let Outcome::Rated { k, change } = &a.outcome else {
        panic!("A is rated")
    };
    assert_eq!(k.value, 10);
    assert_eq!(a.games.len(), 1);
    assert_eq!(a.not_rated.len(), 1);
    assert_eq!(
        (a.not_rated[0].round, a.not_rated[0].opponent),
        (2, PlayerId(3))
    );
    assert_eq!(change.expected_hundredths, 92);
    assert_eq!((change.exact_hundredths, change.rounded), (80, 1));
    assert_eq!(
        a.notes(&t),
        [RatingNote::NotRatedGame {
            round: 2,
            opponent: "C".into(),
            opponent_rating: 1800
        }]
    );

    // B, 2200, K 20: both his games are rated (500 and 400 apart): as on the standard
    // list, 20 × (0 − .08 + .5 − .92) = −10.
    assert_eq!(of(2).change(), Some(-10));
    assert!(of(2).not_rated.is_empty());

    // C, 1800, K 40: the loss to A is not rated; drew with B: D = −400 → .08.
    // 40 × (.5 − .08) = 16.8 → +17 (standard: +14 with the loss to A).
    let c = of(3);
    assert_eq!(c.games.len(), 1);
    assert_eq!(c.change(), Some(17));
    assert_eq!(c.new_rating(), Some(1817));
}

#[test]
fn a_rating_under_1400_is_not_published() {
    // B.02 7.2.1: "Players whose ratings drop below 1400 are shown as unrated on the
    // next list." C now rated 1405 and beaten by B in round 3 (instead of the draw).
    let mut t = small_event();
    t.players[2].rating = Some(1405);
    t.rounds[2].boards[1].result = GameResult::WhiteWins;
    assert_eq!(
        (t.rounds[2].boards[1].white, t.rounds[2].boards[1].black),
        (PlayerId(2), PlayerId(3))
    );
    let report = rating_report(&t, 3);
    let c = report.player(PlayerId(3)).unwrap();
    // K 40 (born 2010, under 2300). Lost to A (D = −1295 counts as −400 → .08) and to
    // B (D = −795 → −400 → .08): 40 × (0 − .16) = −6.4 → −6. 1405 − 6 = 1399.
    assert_eq!(c.change(), Some(-6));
    assert_eq!(c.rating_after(), Some(1399));
    assert!(c.below_floor());
    assert_eq!(c.new_rating(), None, "no rating under 1400 is published");
    assert_eq!(c.notes(&t), [RatingNote::BelowFloor { rating: 1399 }]);
    // B, 2200: his new rating is published as the sum.
    let b = report.player(PlayerId(2)).unwrap();
    assert!(!b.below_floor());
    assert_eq!(b.new_rating(), b.rating_after());
}

#[test]
fn the_arbiters_k_factor_is_used_and_said() {
    let mut t = small_event();
    // B is new to the list (fewer than 30 games): the arbiter sets K 40.
    t.settings.rating.set_k_factor(PlayerId(2), Some(40));
    let report = rating_report(&t, 3);
    let b = report.player(PlayerId(2)).unwrap();
    let Outcome::Rated { k, .. } = &b.outcome else {
        panic!("B is rated")
    };
    assert_eq!((k.value, k.basis), (40, KBasis::SetByArbiter));
    assert_eq!(b.change(), Some(-20));
}

#[test]
fn after_round_one_only_its_games_count() {
    let report = rating_report(&small_event(), 1);
    // B lost to A (the only game): 20 × −.08 = −1.6 → −2 (half away from zero).
    assert_eq!(report.player(PlayerId(2)).unwrap().change(), Some(-2));
    assert_eq!(report.after_round, 1);
}

/// PD as the property reads it: the table over D, with D limited to ±400 below 2650.
fn table_expected(player: i64, opponent: i64) -> i64 {
    let d = player - opponent;
    let d = if player >= 2650 {
        d
    } else {
        d.clamp(-400, 400)
    };
    expected_score_hundredths(d, 0)
}

proptest! {
    /// B.02 8.3.2: the change is K × Σ(score − PD) before rounding; the games' parts add
    /// up to it; 8.3.4 rounds it to the nearest whole number, .5 away from zero.
    #[test]
    fn the_change_is_k_times_the_sum_of_score_minus_expected(
        rating in 1400i64..2900,
        k in prop::sample::select(vec![10u8, 20, 40, 38, 19]),
        games in prop::collection::vec((1000i64..3000, prop::sample::select(vec![0i64, 50, 100])), 1..20),
    ) {
        let inputs: Vec<GameInput> = games
            .iter()
            .map(|&(opponent_rating, score_hundredths)| GameInput { opponent_rating, score_hundredths })
            .collect();
        let c = change(rating, k, &inputs);
        let by_hand: i64 = games
            .iter()
            .map(|&(o, s)| i64::from(k) * (s - table_expected(rating, o)))
            .sum();
        prop_assert_eq!(c.exact_hundredths, by_hand);
        prop_assert_eq!(c.games.iter().map(|g| g.change_hundredths).sum::<i64>(), by_hand);
        let off = 100 * c.rounded - by_hand;
        prop_assert!(off.abs() <= 50);
        if (by_hand % 100).abs() == 50 {
            prop_assert!((100 * c.rounded).abs() > by_hand.abs());
        }
    }

    /// Two players under 2650 with the same K: what one gains in a game the other loses
    /// (table b is symmetric: PD of the higher + PD of the lower = 1).
    #[test]
    fn one_game_moves_two_ratings_by_opposite_amounts(
        a in 1400i64..2649,
        b in 1400i64..2649,
        score in prop::sample::select(vec![0i64, 50, 100]),
    ) {
        let first = change(a, 20, &[GameInput { opponent_rating: b, score_hundredths: score }]);
        let second = change(b, 20, &[GameInput { opponent_rating: a, score_hundredths: 100 - score }]);
        prop_assert_eq!(first.exact_hundredths, -second.exact_hundredths);
    }
}

#[test]
fn games_ended_before_a_move_and_pending_games_do_not_count() {
    // B.02 7.1: a game counts when both players made a move. Two players rated 2000 and
    // 1900: round 1 won before a move (TRF "W"), round 2 pending, round 3 drawn.
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.add_player(player("A", Some(2000), None));
    t.add_player(player("B", Some(1900), None));
    t.rounds = vec![
        round(1, &[(1, 2, GameResult::WhiteWinsUnrated)]),
        round(2, &[(2, 1, GameResult::Pending)]),
        round(3, &[(1, 2, GameResult::Draw)]),
    ];
    let report = rating_report(&t, 3);
    let a = report.player(PlayerId(1)).unwrap();
    assert_eq!(a.games.len(), 1);
    assert_eq!(a.games[0].round, 3);
    // D = 100 → PD .64: 20 × (.5 − .64) = −2.8 → −3.
    assert_eq!(a.change(), Some(-3));
    assert_eq!(report.player(PlayerId(2)).unwrap().change(), Some(3));
}

//! Properties of the standings on random round robins (Berger pairings from the real
//! pairing engine, random results): points are conserved, rows come in rank order and
//! ranks are 1 + the number of players strictly ahead.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use std::cmp::Ordering;
use torneo::domain::{GameResult, PairingSystem, Player, Points, Round, Tournament};
use torneo::pairing::JobControl;
use torneo::pairing::round_robin::{draw_lots, pair, rounds_for};
use torneo::tiebreak::{SUPPORTED, StandingRow, standings};

/// Results a board can get here: every one gives the two players one point together
/// under 1/½/0.
const RESULTS: [GameResult; 5] = [
    GameResult::WhiteWins,
    GameResult::Draw,
    GameResult::BlackWins,
    GameResult::WhiteWinsByForfeit,
    GameResult::BlackWinsByForfeit,
];

fn event(players: usize, cycles: u8, seed: u64, results: &[usize]) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::RoundRobin { cycles };
    for i in 0..players {
        t.add_player(Player {
            name: format!("Player {i:02}"),
            rating: Some(1800 + 7 * i as u16),
            ..Player::default()
        });
    }
    draw_lots(&mut t, seed, false).unwrap();
    let control = JobControl::new();
    let mut next = results.iter().cycle();
    for r in 1..=rounds_for(players, cycles) {
        let proposed = pair(&t, r, &control).unwrap();
        let boards = proposed
            .boards
            .into_iter()
            .map(|mut b| {
                // Mostly played games, a forfeit now and then.
                let pick = next.next().copied().unwrap_or(0);
                b.result = RESULTS[if pick % 17 == 0 {
                    3 + pick % 2
                } else {
                    pick % 3
                }];
                b
            })
            .collect();
        t.rounds.push(Round {
            number: r,
            boards,
            byes: proposed.byes,
        });
    }
    t
}

/// The sort key of a row: points, then the tie-break values, lexicographically.
fn compare(a: &StandingRow, b: &StandingRow) -> Ordering {
    a.points
        .cmp(&b.points)
        .then_with(|| a.values.cmp(&b.values))
}

proptest! {
    #[test]
    fn points_are_conserved_and_ranks_consistent(
        players in 2usize..=10,
        cycles in 1u8..=2,
        seed in any::<u64>(),
        results in prop::collection::vec(0usize..1000, 1..60),
        list in prop::sample::subsequence(SUPPORTED.to_vec(), 0..=SUPPORTED.len()),
        after in 0u32..=20,
    ) {
        let mut t = event(players, cycles, seed, &results);
        t.settings.tiebreaks = list.iter().map(|s| s.to_string()).collect();
        let total = rounds_for(players, cycles);
        let after_round = after.min(total);
        let s = standings(&t, after_round);
        prop_assert_eq!(s.after_round, after_round);
        prop_assert_eq!(s.tiebreaks.len(), list.len());
        prop_assert_eq!(s.rows.len(), players);

        // Every game gives out one point in all (1/½/0, single forfeits 1-0).
        let games: usize = t.rounds.iter().take(after_round as usize).map(|r| r.boards.len()).sum();
        let sum: Points = s.rows.iter().map(|r| r.points).sum();
        prop_assert_eq!(sum, Points::from_whole(games as i32));

        // Each player once; rows sorted best first; rank = 1 + number strictly ahead.
        let mut ids: Vec<_> = s.rows.iter().map(|r| r.player).collect();
        ids.sort();
        ids.dedup();
        prop_assert_eq!(ids.len(), players);
        for pair in s.rows.windows(2) {
            prop_assert!(compare(&pair[0], &pair[1]) != Ordering::Less);
            prop_assert!(pair[0].rank <= pair[1].rank);
        }
        for row in &s.rows {
            let ahead = s.rows.iter().filter(|o| compare(o, row) == Ordering::Greater).count();
            prop_assert_eq!(row.rank as usize, ahead + 1);
            prop_assert_eq!(row.values.len(), list.len());
        }
    }

    #[test]
    fn three_one_zero_scoring_gives_two_or_three_per_game(
        players in 2usize..=8,
        seed in any::<u64>(),
        results in prop::collection::vec(0usize..1000, 1..40),
    ) {
        let mut t = event(players, 1, seed, &results);
        t.settings.scoring = torneo::domain::ScoringSystem::three_one_zero();
        let s = standings(&t, t.rounds_paired());
        let mut expected = 0;
        for board in t.rounds.iter().flat_map(|r| &r.boards) {
            expected += if board.result == GameResult::Draw { 20 } else { 30 };
        }
        let sum: Points = s.rows.iter().map(|r| r.points).sum();
        prop_assert_eq!(sum, Points(expected));
    }
}

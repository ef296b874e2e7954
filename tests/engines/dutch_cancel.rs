//! Cancelling a large Dutch pairing (issue 20): the engine asks its job's cancel flag
//! inside the matchings too, so the job ends soon after the arbiter's Cancel at any
//! size. The time from the cancel to the end is printed (`--nocapture`), not asserted.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};
use torneo::domain::{
    Board, GameResult, PairingSystem, Player, Round, Tournament, TournamentSettings,
};
use torneo::pairing::{JobControl, PairingError, dutch};

/// `players` players after `rounds` rounds in which position j met j + 2·round − 1
/// (a different opponent each round), results from a fixed xorshift.
fn history(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    let ids: Vec<_> = (0..players)
        .map(|i| {
            t.add_player(Player {
                name: format!("P{i:05}"),
                rating: Some(2700 - (i * 1500 / players) as u16),
                pairing_number: i + 1,
                ..Player::default()
            })
        })
        .collect();
    let n = ids.len();
    let mut seed = 0x5eed_u64;
    for number in 1..=rounds {
        let shift = number as usize * 2 - 1;
        let mut taken = vec![false; n];
        let mut boards = Vec::new();
        for j in 0..n {
            let k = (j + shift) % n;
            if taken[j] || taken[k] {
                continue;
            }
            taken[j] = true;
            taken[k] = true;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let result = match seed % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            boards.push(Board {
                result,
                ..Board::new(ids[j], ids[k])
            });
        }
        let mut byes = Vec::new();
        for (j, free) in taken.iter().enumerate() {
            if !free {
                byes.push(torneo::domain::Bye {
                    player: ids[j],
                    kind: torneo::domain::ByeKind::ZeroPoint,
                });
            }
        }
        t.rounds.push(Round {
            number,
            boards,
            byes,
        });
    }
    t
}

/// Starts pairing round 5, cancels once the bracket loop has run for `after`, and
/// returns how long the engine took to stop (`None`: it had paired the round before the
/// cancel, as a fast build does at the later cancel points).
fn cancel_after(t: &Tournament, after: Duration) -> Option<Duration> {
    let control = JobControl::new();
    let (outcome, elapsed) = std::thread::scope(|scope| {
        let worker_control = control.clone();
        let worker = scope.spawn(move || dutch::pair(t, 5, &worker_control));
        // Wait for the bracket loop (its first progress report), then a little more.
        while control.progress() == 0.0 && !worker.is_finished() {
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(after);
        let cancelled_at = Instant::now();
        control.cancel();
        let outcome = worker.join().unwrap();
        (outcome, cancelled_at.elapsed())
    });
    match outcome {
        Err(PairingError::Cancelled) => Some(elapsed),
        Ok(pairing) => {
            assert_eq!(pairing.boards.len(), 1500, "a whole round was paired");
            None
        }
        Err(other) => panic!("the pairing ended otherwise: {other:?}"),
    }
}

#[test]
fn a_large_pairing_stops_when_cancelled() {
    let t = history(3000, 4);
    for after in [10, 150, 400] {
        match cancel_after(&t, Duration::from_millis(after)) {
            Some(took) => println!(
                "3,000 players, cancelled {after} ms into the brackets: stopped after {took:?}"
            ),
            None => {
                // Only a cancel well into the brackets may come after the round is paired.
                assert!(
                    after > 10,
                    "the round was paired within {after} ms: nothing to cancel"
                );
                println!("3,000 players: paired before a cancel {after} ms in");
            }
        }
    }
}

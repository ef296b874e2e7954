//! One Dutch round at growing sizes (issue #4 item 5): 100, 500, 1000, 2000 and 5000
//! players.
//!
//! The history is a `torneo generate --dutch` tournament (ratings 1200–2700, Elo-based
//! results with 30 % draws, seed 1) of four rounds, paired by Torneo itself; the measured
//! call is `dutch::pair` for round 5 of 9. Histories are generated once and kept in the
//! system's temporary folder (`torneo-bench-dutch-<players>.trf`), since the larger ones
//! take minutes to make.
//!
//! Round 1 (no history, paired without a matching: issue 20) is measured at 1,000 to
//! 20,000 players.
//!
//! Run: `cargo bench --bench dutch` (or `-- 1000` for one size).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{PairingSystem, Player, Tournament, TournamentSettings};
use torneo::pairing::{JobControl, dutch};

mod support;

fn main() {
    divan::main();
}

#[divan::bench(args = [100, 500, 1000, 2000, 5000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("dutch", players, 4);
    bencher.bench(|| dutch::pair(&t, 5, &JobControl::new()));
}

/// A field of `players` before round 1 of 9 (ratings 2700 down to 1200).
fn first_round_field(players: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    for i in 0..players {
        let step = u16::try_from(i * 1500 / players.max(1)).unwrap_or(1500);
        t.add_player(Player {
            name: format!("Player{i:05}"),
            rating: Some(2700 - step),
            pairing_number: i + 1,
            ..Player::default()
        });
    }
    t
}

#[divan::bench(args = [1000, 5000, 10000, 20000], sample_count = 3, sample_size = 1)]
fn pair_round_1_of_9(bencher: divan::Bencher, players: u32) {
    let t = first_round_field(players);
    bencher.bench(|| dutch::pair(&t, 1, &JobControl::new()));
}

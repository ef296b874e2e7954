//! One Amalfi round at growing sizes: 100, 500 and 1000 players.
//!
//! The history is a `torneo generate --amalfi` tournament (ratings 1200–2700, Elo-based
//! results with 30 % draws, seed 1) of four rounds of nine, paired by Torneo itself; the
//! measured call is `amalfi::pair` for round 5 of 9. Histories are generated once and kept
//! in the system's temporary folder (`torneo-bench-amalfi-<players>.trf`).
//!
//! Run: `cargo bench --bench amalfi` (or `-- 500` for one size).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::pairing::{JobControl, amalfi};

mod support;

fn main() {
    divan::main();
}

#[divan::bench(args = [100, 500, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("amalfi", players, 9);
    bencher.bench(|| amalfi::pair(&t, 5, &JobControl::new()));
}

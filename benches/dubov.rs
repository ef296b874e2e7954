//! One Dubov round at growing sizes (issue 17 item 5: 1,000 players in at most 1 s).
//!
//! The history is a `torneo generate --dubov` tournament (seed 1) of four rounds, paired by
//! Torneo's Dubov engine; the measured call is `dubov::pair` for round 5 of 9. Histories
//! are generated once into the system's temporary folder
//! (`torneo-bench-dubov-<players>.trf`).
//!
//! Run: `cargo bench --bench dubov` (or `-- 1000` for one size).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::pairing::{JobControl, dubov};

mod support;

fn main() {
    divan::main();
}

#[divan::bench(args = [100, 500, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("dubov", players, 4);
    bencher.bench(|| dubov::pair(&t, 5, &JobControl::new()));
}

#[divan::bench(args = [1000], sample_count = 3, sample_size = 1)]
fn pair_round_1(bencher: divan::Bencher, players: u32) {
    let mut t = support::generated_history("dubov", players, 4);
    t.rounds.clear();
    bencher.bench(|| dubov::pair(&t, 1, &JobControl::new()));
}

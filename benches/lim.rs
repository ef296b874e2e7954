//! One Lim round (C.04.4.3) at 100 and 1,000 players: round 5 of 9.
//!
//! The history is a `torneo generate --lim` tournament (seed 1) of four rounds, paired by
//! Torneo's Lim engine; the measured call is `lim::pair` for round 5. Histories are
//! generated once into the system's temporary folder (`torneo-bench-lim-<players>.trf`).
//!
//! Run: `cargo bench --bench lim` (or `-- 1000` for one size).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::pairing::{JobControl, lim};

mod support;

fn main() {
    divan::main();
}

#[divan::bench(args = [100, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("lim", players, 4);
    bencher.bench(|| lim::pair(&t, 5, &JobControl::new()));
}

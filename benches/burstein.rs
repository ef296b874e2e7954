//! One Burstein round at growing sizes, both editions (issue 16 item 4: 1,000 players in at
//! most 1 s, 5,000 in at most 15 s).
//!
//! The history is a `torneo generate --burstein` tournament (seed 1) of four rounds; the
//! measured call is `burstein::pair` for round 5 of 9 (for the 2026 edition the first round
//! after the four seeding rounds). Histories are generated once into the system's
//! temporary folder (`torneo-bench-burstein-<players>.trf`).
//!
//! Run: `cargo bench --bench burstein` (or `-- 1000` for one size).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::BursteinEdition;
use torneo::pairing::{JobControl, burstein};

mod support;

fn main() {
    divan::main();
}

fn history(players: u32, edition: BursteinEdition) -> torneo::domain::Tournament {
    let mut t = support::generated_history("burstein", players, 4);
    t.settings.burstein_edition = edition;
    t
}

#[divan::bench(args = [100, 1000], sample_count = 3, sample_size = 1)]
fn edition_2026_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = history(players, BursteinEdition::Fide2026);
    bencher.bench(|| burstein::pair(&t, 5, &JobControl::new()));
}

#[divan::bench(args = [100, 1000], sample_count = 3, sample_size = 1)]
fn legacy_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = history(players, BursteinEdition::Legacy);
    bencher.bench(|| burstein::pair(&t, 5, &JobControl::new()));
}

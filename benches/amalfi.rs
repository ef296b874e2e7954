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

use std::path::PathBuf;
use torneo::domain::Tournament;
use torneo::formats::trf;
use torneo::pairing::{JobControl, amalfi};

fn main() {
    divan::main();
}

/// The four-round history for `players`, made by `torneo generate` on first use.
fn history(players: u32) -> Tournament {
    let path: PathBuf = std::env::temp_dir().join(format!("torneo-bench-amalfi-{players}.trf"));
    if !path.exists() {
        let args: Vec<std::ffi::OsString> = [
            "torneo",
            "generate",
            "--amalfi",
            "--players",
            &players.to_string(),
            "--rounds",
            "9",
            "--seed",
            "1",
            "-o",
            &path.to_string_lossy(),
        ]
        .iter()
        .map(Into::into)
        .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = torneo::cli::run_with(args, &mut out, &mut err);
        assert_eq!(code, 0, "generate: {}", String::from_utf8_lossy(&err));
    }
    let bytes = std::fs::read(&path).expect("the generated history");
    let (mut t, _) = trf::import(&bytes).expect("a valid history");
    // Keep rounds 1-4: the request for round 5 of 9.
    t.rounds.truncate(4);
    t.settings.rounds = 9;
    t
}

#[divan::bench(args = [100, 500, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = history(players);
    bencher.bench(|| amalfi::pair(&t, 5, &JobControl::new()));
}

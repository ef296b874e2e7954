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

use std::path::PathBuf;
use torneo::domain::Tournament;
use torneo::formats::trf;
use torneo::pairing::{JobControl, dubov};

fn main() {
    divan::main();
}

/// The four-round Dubov history for `players`, made by `torneo generate` on first use.
fn history(players: u32) -> Tournament {
    let path: PathBuf = std::env::temp_dir().join(format!("torneo-bench-dubov-{players}.trf"));
    if !path.exists() {
        let args: Vec<std::ffi::OsString> = [
            "torneo",
            "generate",
            "--dubov",
            "--players",
            &players.to_string(),
            "--rounds",
            "4",
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
    t.settings.rounds = 9;
    t
}

#[divan::bench(args = [100, 500, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = history(players);
    bencher.bench(|| dubov::pair(&t, 5, &JobControl::new()));
}

#[divan::bench(args = [1000], sample_count = 3, sample_size = 1)]
fn pair_round_1(bencher: divan::Bencher, players: u32) {
    let mut t = history(players);
    t.rounds.clear();
    bencher.bench(|| dubov::pair(&t, 1, &JobControl::new()));
}

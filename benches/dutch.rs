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
//! At online scale (issue 20) rounds 1, 5 and 9 of 9 at 10,000 and 20,000 players: the
//! history is `torneo generate --dutch` of eight rounds (seed 1), made once and kept as
//! `torneo-bench-dutch-<players>-8.ron` in the temporary folder (a TRF file numbers at
//! most 9,999 players; making the 20,000-player history takes a long time), cut to the
//! rounds before the one measured.
//!
//! Round 2 is measured too (the slowest round: one scoregroup of winners, one of
//! losers), and at an odd 9,999 players (the most a TRF file numbers), where the lowest
//! brackets are paired over the whole field for the PAB (C.04.3 C5, C9).
//!
//! Cancel at online scale (issue 20, `-- cancel`): round 2 of 9,999 and rounds 2 and 5
//! of 20,000 players are cancelled at several moments after the bracket loop starts;
//! each line printed is how long the engine took to stop after the cancel (the GUI's
//! job ends then).
//!
//! The 2017 edition (issue 40) is measured on the same round-5 histories at 100, 500,
//! 1,000, 2,000 and 5,000 players (`pair_round_5_of_9_edition_2017`).
//!
//! Run: `cargo bench --bench dutch` (or `-- 1000` for one size, `-- online` for the
//! online-scale rounds). The online cases also print the peak resident memory of the
//! round paired once more in a process of its own (Linux), the history held in memory
//! included.

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use clap::{Args, FromArgMatches};
use std::time::{Duration, Instant};
use torneo::cli::generate::{GenerateArgs, generate};
use torneo::domain::{DutchEdition, PairingSystem, Player, Tournament, TournamentSettings};
use torneo::pairing::{JobControl, PairingError, dutch};

mod support;

/// Set in the bench's own child process (see [`peak_in_own_process`]).
const PEAK_CASE: &str = "TORNEO_BENCH_PEAK_CASE";

fn main() {
    if let Some(case) = std::env::var_os(PEAK_CASE) {
        pair_for_peak(&case.to_string_lossy());
        return;
    }
    divan::main();
}

/// In the child process: pairs `case` once and prints the peak resident memory and the
/// memory held before pairing (the history), in kB, on one line.
fn pair_for_peak(case: &str) {
    let (players, round) = players_and_round(case);
    let t = online_history(players, round);
    let before = resident_kb().unwrap_or(0);
    reset_peak_resident();
    let outcome = dutch::pair(&t, round, &JobControl::new());
    assert!(outcome.is_ok(), "{case}: {outcome:?}");
    println!("{} {before}", peak_resident_kb().unwrap_or(0));
}

/// The peak resident memory (and the memory held before, the history) of pairing `case`
/// in a process of its own, in kB: within the bench's process the allocator keeps what
/// the cases before took, and that would be counted again.
fn peak_in_own_process(case: &str) -> Option<(u64, u64)> {
    let output = std::process::Command::new(std::env::current_exe().ok()?)
        .env(PEAK_CASE, case)
        .output()
        .ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let mut numbers = text.split_whitespace().map(|n| n.parse::<u64>().ok());
    Some((numbers.next()??, numbers.next()??))
}

#[divan::bench(args = [100, 500, 1000, 2000, 5000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("dutch", players, 4);
    bencher.bench(|| dutch::pair(&t, 5, &JobControl::new()));
}

/// The same rounds paired by the 2017 edition (issue 40): the same history, the edition
/// switched (`DutchEdition::Fide2017`, the PPB/CLB bracket loop of `brackets_2017`).
#[divan::bench(args = [100, 500, 1000, 2000, 5000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9_edition_2017(bencher: divan::Bencher, players: u32) {
    let mut t = support::generated_history("dutch", players, 4);
    t.settings.dutch_edition = DutchEdition::Fide2017;
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

/// `torneo generate --dutch` of `players` players over eight rounds (none for round 1;
/// seed 1), cached in the temporary folder, cut to the rounds before `round` and announced as 9.
fn online_history(players: u32, round: u32) -> Tournament {
    // Round 1 needs no history.
    let generated = if round == 1 { 0 } else { 8 };
    let path = std::env::temp_dir().join(format!("torneo-bench-dutch-{players}-{generated}.ron"));
    if !path.exists() {
        let command = GenerateArgs::augment_args(clap::Command::new("generate"));
        let matches = command
            .try_get_matches_from([
                "generate".to_string(),
                "--dutch".to_string(),
                "--players".to_string(),
                players.to_string(),
                "--rounds".to_string(),
                generated.to_string(),
                "-o".to_string(),
                path.to_string_lossy().into_owned(),
            ])
            .unwrap();
        let args = GenerateArgs::from_arg_matches(&matches).unwrap();
        let t = generate(&args).unwrap();
        torneo::formats::ron::save_without_backup(&path, &t).unwrap();
    }
    let mut t = torneo::formats::ron::load(&path).unwrap();
    t.rounds.truncate(round.saturating_sub(1) as usize);
    t.settings.rounds = 9;
    t
}

/// Online scale (issue 20): rounds 1, 5 and 9 of 9 at 10,000 and 20,000 players.
#[divan::bench(
    name = "online",
    args = ["9999/2", "10000/1", "10000/2", "10000/5", "10000/9", "20000/1", "20000/2", "20000/5", "20000/9"],
    sample_count = 1,
    sample_size = 1
)]
fn pair_online(bencher: divan::Bencher, case: &str) {
    let (players, round) = players_and_round(case);
    let t = online_history(players, round);
    bencher.bench(|| dutch::pair(&t, round, &JobControl::new()));
    if let Some((peak, before)) = peak_in_own_process(case) {
        eprintln!(
            "{case}: peak resident memory {} MB, pairing alone in a process ({} MB held before: the history)",
            peak / 1024,
            before / 1024
        );
    }
}

/// Cancel at online scale (issue 20): the round is paired on a thread and cancelled
/// `after` milliseconds into its bracket loop; prints how long the engine took to stop.
#[divan::bench(
    name = "cancel",
    args = ["9999/2", "20000/2", "20000/5"],
    sample_count = 1,
    sample_size = 1
)]
fn cancel_online(bencher: divan::Bencher, case: &str) {
    let (players, round) = players_and_round(case);
    let t = online_history(players, round);
    bencher.bench(|| {
        for after in [0, 50, 250, 600, 1200, 2500, 4000] {
            match time_to_stop(&t, round, Duration::from_millis(after)) {
                Some(took) => eprintln!("{case}: cancelled {after} ms in, stopped after {took:?}"),
                None => eprintln!("{case}: cancelled {after} ms in, already paired"),
            }
        }
    });
}

/// Pairs `round` on a thread, cancels `after` into the bracket loop (its first progress
/// report) and returns the time from the cancel to the engine's stop (`None` when the
/// round was paired before the cancel).
fn time_to_stop(t: &Tournament, round: u32, after: Duration) -> Option<Duration> {
    let control = JobControl::new();
    std::thread::scope(|scope| {
        let worker_control = control.clone();
        let worker = scope.spawn(move || dutch::pair(t, round, &worker_control));
        while control.progress() == 0.0 && !worker.is_finished() {
            std::thread::sleep(Duration::from_millis(1));
        }
        std::thread::sleep(after);
        let cancelled_at = Instant::now();
        control.cancel();
        let outcome = worker.join().unwrap();
        matches!(outcome, Err(PairingError::Cancelled)).then(|| cancelled_at.elapsed())
    })
}

/// `"players/round"` as numbers.
fn players_and_round(case: &str) -> (u32, u32) {
    let (players, round) = case.split_once('/').unwrap();
    (players.parse().unwrap(), round.parse().unwrap())
}

/// A line of `/proc/self/status` in kB (Linux only).
fn status_kb(key: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(key))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn resident_kb() -> Option<u64> {
    status_kb("VmRSS:")
}

fn peak_resident_kb() -> Option<u64> {
    status_kb("VmHWM:")
}

/// Starts the peak-memory count again from the memory held now (Linux: writing 5 to
/// `clear_refs` resets the peak resident size).
fn reset_peak_resident() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

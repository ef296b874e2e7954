//! Finds the slow rounds of long Italo-Svizzero events (issue 34, part 3): events near
//! art. 2's limit (50–60 players, 20–30 rounds) are generated with `torneo generate
//! --italo-svizzero` (fixed seeds, every round paired by the engine, random results), then
//! every round is paired again from the state before it and timed, with art. 9's cuts and,
//! with `--without-cuts`, without them (stopped after `--cap` seconds, 60 by default).
//! The slowest rounds are the shapes of `benches/italo_svizzero.rs`.
//!
//! Run: `cargo run --release --example italo_svizzero_long_events -- [--without-cuts]
//! [--cap S] [--seeds N] [--players A-B]`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../benches/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};
use torneo::pairing::{JobControl, PairingError, ProposedRound, italo_svizzero, request_for};

/// One round paired, how long it took, and what came out.
struct Timed {
    seconds: f64,
    answer: Result<ProposedRound, PairingError>,
}

fn timed(
    cap: Duration,
    pair: impl FnOnce(&JobControl) -> Result<ProposedRound, PairingError>,
) -> Timed {
    let control = JobControl::new();
    let watch = control.clone();
    let (done, wait) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if wait.recv_timeout(cap).is_err() {
            watch.cancel();
        }
    });
    let start = Instant::now();
    let answer = pair(&control);
    let seconds = start.elapsed().as_secs_f64();
    let _ = done.send(());
    watchdog.join().unwrap();
    Timed { seconds, answer }
}

/// Whether the engine's answer is the round the event recorded (paired by the engine
/// that generated it): the same boards in the same order, the same forfeit win.
fn recorded(
    t: &torneo::domain::Tournament,
    round: u32,
    answer: &Result<ProposedRound, PairingError>,
) -> &'static str {
    let (Some(kept), Ok(answer)) = (t.round(round), answer) else {
        return "-";
    };
    let boards =
        |b: &[torneo::domain::Board]| -> Vec<_> { b.iter().map(|b| (b.white, b.black)).collect() };
    let byes = |b: &[torneo::domain::Bye]| -> Vec<_> {
        b.iter()
            .filter(|b| b.kind == torneo::domain::ByeKind::PairingAllocated)
            .map(|b| b.player)
            .collect()
    };
    if boards(&kept.boards) == boards(&answer.boards) && byes(&kept.byes) == byes(&answer.byes) {
        "same"
    } else {
        "DIFFERENT"
    }
}

fn value<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let without_cuts = args.iter().any(|a| a == "--without-cuts");
    let cap = Duration::from_secs_f64(value(&args, "--cap", 60.0));
    let seeds: u64 = value(&args, "--seeds", 3);
    let range: String = value(&args, "--players", "50-60".to_string());
    let (low, high) = range.split_once('-').unwrap();
    let (low, high): (u32, u32) = (low.parse().unwrap(), high.parse().unwrap());
    let mut rows = Vec::new();
    for players in low..=high {
        // Art. 2: at most half the players plus one rounds; 20 to 30 of them.
        let rounds = (players / 2 + 1).min(30);
        for seed in 1..=seeds {
            let t = support::italo_svizzero_event(players, rounds, seed);
            let played = u32::try_from(t.rounds.len()).unwrap();
            let only: u32 = value(&args, "--round", 0);
            for round in (played / 2).max(1)..=played {
                if only != 0 && round != only {
                    continue;
                }
                let request = request_for(&t, round);
                let with = timed(cap, |c| italo_svizzero::pair(&request, round, c));
                let without = without_cuts.then(|| {
                    timed(cap, |c| {
                        italo_svizzero::pair_without_cuts(&request, round, c)
                    })
                });
                let same = without.as_ref().map(|w| match (&w.answer, &with.answer) {
                    (Err(PairingError::Cancelled), _) => "capped",
                    (a, b) if a == b => "same",
                    _ => "DIFFERENT",
                });
                let shape = format!("{players}-{rounds}-{seed} round {round}");
                println!(
                    "{shape:<22} cuts {:>8.3} s  without {:>9}  {}  recorded: {}",
                    with.seconds,
                    without
                        .as_ref()
                        .map_or("-".into(), |w| format!("{:.3} s", w.seconds)),
                    same.unwrap_or(""),
                    recorded(&t, round, &with.answer)
                );
                if same == Some("DIFFERENT") {
                    let bye = |a: &Result<ProposedRound, PairingError>| match a {
                        Ok(p) => format!("{:?}", p.byes),
                        Err(e) => format!("{e:?}"),
                    };
                    println!(
                        "  with cuts: {}\n  without:   {}",
                        bye(&with.answer),
                        bye(&without.as_ref().unwrap().answer)
                    );
                }
                rows.push((
                    without.map_or(with.seconds, |w| w.seconds),
                    with.seconds,
                    shape,
                ));
            }
        }
    }
    rows.sort_by(|a, b| b.0.total_cmp(&a.0));
    println!("\nslowest (by the search without cuts when measured):");
    for (before, after, shape) in rows.iter().take(20) {
        println!("{shape:<22} {before:>9.3} s -> {after:>8.3} s");
    }
}

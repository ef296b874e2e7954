//! Italo-Svizzero rounds (seed 002; issue 34 part 3: every round of a long event in at most
//! 1 s).
//!
//! - `pair_round_5_of_9`: the size every system's bench reports, 100 and 1,000 players,
//!   round 5 of 9. The history is a `torneo generate --italo-svizzero` tournament (seed 1)
//!   of four rounds (`torneo-bench-italo-svizzero-<players>.trf` in the temporary folder).
//!   Art. 2 only recommends rounds from a third of the players to half plus one (D9: the
//!   settings warn, nothing refuses), so 1,000 players over 9 rounds is an event the engine
//!   pairs.
//! - `long_event_round`: the slowest rounds of events near art. 2's limit (50 to 60
//!   players, 26 to 30 rounds, late rounds), where art. 9's search has the most pairs to
//!   undo. Each shape is `players-rounds-seed/round`: the event `torneo generate
//!   --italo-svizzero` makes from that seed (`benches/support::italo_svizzero_event`), paired
//!   again at that round from the state before it. The shapes are the slowest found by
//!   `cargo run --release --example italo_svizzero_long_events -- --seeds 6` over seeds 1
//!   to 6 of every size from 50 to 60 players.
//! - `long_event_late_rounds`: every round of the second half of one long event, one after
//!   another (the time per round is the median divided by the rounds it pairs).
//!
//! Run: `cargo bench --bench italo_svizzero` (or `-- long_event` for the long events).

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::Tournament;
use torneo::pairing::{JobControl, italo_svizzero, request_for};

mod support;

fn main() {
    divan::main();
}

#[divan::bench(args = [100, 1000], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = support::generated_history("italo-svizzero", players, 4);
    bencher.bench(|| italo_svizzero::pair(&t, 5, &JobControl::new()));
}

/// The slowest rounds found (see the module documentation): all in odd fields, where
/// art. 12's forfeit win goes to one of several players tied for last, left free by the
/// rotation (D6).
const SLOWEST: [&str; 6] = [
    "55-28-5/28",
    "55-28-4/24",
    "59-30-1/30",
    "51-26-4/23",
    "59-30-5/25",
    "57-29-3/27",
];

/// The event `players-rounds-seed` names.
fn event(name: &str) -> Tournament {
    let numbers: Vec<u64> = name.split('-').map(|n| n.parse().unwrap()).collect();
    let [players, rounds, seed] = numbers[..] else {
        panic!("{name}: players-rounds-seed");
    };
    support::italo_svizzero_event(players as u32, rounds as u32, seed)
}

#[divan::bench(args = SLOWEST, sample_count = 3, sample_size = 1)]
fn long_event_round(bencher: divan::Bencher, shape: &str) {
    let (name, round) = shape.split_once('/').unwrap();
    let round: u32 = round.parse().unwrap();
    let request = request_for(&event(name), round);
    bencher.bench(|| italo_svizzero::pair(&request, round, &JobControl::new()));
}

#[divan::bench(args = ["56-29-2", "60-30-1"], sample_count = 3, sample_size = 1)]
fn long_event_late_rounds(bencher: divan::Bencher, name: &str) {
    let t = event(name);
    let played = u32::try_from(t.rounds.len()).unwrap();
    let requests: Vec<(Tournament, u32)> = (played / 2 + 1..=played)
        .map(|round| (request_for(&t, round), round))
        .collect();
    bencher.bench(|| {
        for (request, round) in &requests {
            italo_svizzero::pair(request, *round, &JobControl::new()).unwrap();
        }
    });
}

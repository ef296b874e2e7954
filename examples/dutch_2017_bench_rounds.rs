//! The rounds of the Dutch bench's 2017 case (`benches/dutch.rs`,
//! `pair_round_5_of_9_edition_2017`: round 5 of the generated histories, the 2017
//! edition), printed board by board (pairing numbers, White first) with each size's
//! time, so that two builds of the engine can be compared pair for pair (issue 40):
//! `cargo run --release --no-default-features --example dutch_2017_bench_rounds -- 500 1000 2000 > out.txt`
//! with each build, then `diff` (the time lines aside).

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../benches/support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::time::Instant;
use torneo::domain::DutchEdition;
use torneo::pairing::{JobControl, dutch};

fn main() {
    let sizes: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number of players"))
        .collect();
    for players in sizes {
        let mut t = support::generated_history("dutch", players, 4);
        t.settings.dutch_edition = DutchEdition::Fide2017;
        let number: HashMap<_, _> = t.players.iter().map(|p| (p.id, p.pairing_number)).collect();
        let start = Instant::now();
        let round = dutch::pair(&t, 5, &JobControl::new()).expect("round 5 pairs");
        eprintln!("time {players}: {:?}", start.elapsed());
        println!("{players} players, {} boards", round.boards.len());
        for board in &round.boards {
            println!("{} {}", number[&board.white], number[&board.black]);
        }
        for bye in &round.byes {
            println!("bye {bye:?}");
        }
    }
}

//! How much memory 256 undo steps of result entry cost in a 5,000-player, 15-round Swiss
//! (issue 11: < 100 MB extra). Prints the resident set size (Linux `/proc/self/status`)
//! before and after. Run with `cargo run --release --example undo_memory`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../benches/support/mod.rs"]
mod support;

use torneo::domain::GameResult;
use torneo::session::{Command, Session, UNDO_LIMIT};

/// VmRSS in kB, 0 where `/proc` is not there.
fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

fn main() {
    let mut session = Session::new(support::big_swiss(support::PLAYERS, support::ROUNDS));
    let before = rss_kb();
    let round = session.tournament().rounds_paired();
    let boards = session
        .tournament()
        .rounds
        .last()
        .map_or(0, |r| r.boards.len());
    for step in 0..UNDO_LIMIT {
        let board = (step * 7) % boards;
        let result = if step % 2 == 0 {
            GameResult::Pending
        } else {
            GameResult::DoubleForfeit
        };
        if let Err(error) = session.apply(Command::SetResult {
            round,
            board,
            result,
        }) {
            eprintln!("step {step}: {error}");
        }
    }
    let after = rss_kb();
    println!(
        "players {}, rounds {round}, undo steps {}",
        session.tournament().players.len(),
        UNDO_LIMIT
    );
    println!(
        "VmRSS before: {before} kB, after {UNDO_LIMIT} results: {after} kB, extra: {} kB",
        after.saturating_sub(before)
    );

    // For comparison: 256 whole copies, as undo kept them before issue 11.
    let copies: Vec<_> = (0..UNDO_LIMIT)
        .map(|_| session.tournament().clone())
        .collect();
    let copied = rss_kb();
    println!(
        "256 whole copies of the tournament (the old undo): {} kB more",
        copied.saturating_sub(after)
    );
    drop(copies);
}

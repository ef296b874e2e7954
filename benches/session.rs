//! Entering one result and undoing it in a 5,000-player, 15-round Swiss (issue 11:
//! target ≤ 1 ms for both). Run with `cargo bench --bench session`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::domain::GameResult;
use torneo::session::{Command, Session};

fn main() {
    divan::main();
}

fn result_on_last_round(session: &Session, board: usize) -> Command {
    let t = session.tournament();
    let current = t.rounds.last().map(|r| r.boards[board].result);
    Command::SetResult {
        round: t.rounds_paired(),
        board,
        result: if current == Some(GameResult::Draw) {
            GameResult::WhiteWins
        } else {
            GameResult::Draw
        },
    }
}

/// Apply a result and undo it, no file (nothing for the writer thread).
#[divan::bench(sample_count = 200)]
fn result_and_undo(bencher: Bencher) {
    let mut session = Session::new(support::big_swiss(support::PLAYERS, support::ROUNDS));
    bencher.bench_local(|| {
        let command = result_on_last_round(&session, 17);
        session.apply(command).unwrap();
        session.undo();
    });
}

/// The same with a recovery file: the state is handed to the autosave writer thread.
#[divan::bench(sample_count = 200)]
fn result_and_undo_autosaved(bencher: Bencher) {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(support::big_swiss(support::PLAYERS, support::ROUNDS));
    session.set_recovery_file(Some(dir.path().join("recovery.ron")));
    bencher.bench_local(|| {
        let command = result_on_last_round(&session, 17);
        session.apply(command).unwrap();
        session.undo();
    });
    session.flush();
}

/// A result, then what the Rounds panel reads for the new revision (scores before the
/// round, players not playing), computed once.
#[divan::bench(sample_count = 100)]
fn result_and_rounds_data(bencher: Bencher) {
    let mut session = Session::new(support::big_swiss(support::PLAYERS, support::ROUNDS));
    let round = session.tournament().rounds_paired();
    bencher.bench_local(|| {
        let command = result_on_last_round(&session, 17);
        session.apply(command).unwrap();
        let derived = session.derived();
        let white = session.tournament().rounds[0].boards[0].white;
        divan::black_box(derived.score_after(white, round - 1));
        divan::black_box(derived.absent_in(round));
    });
}

/// A result, then the standings computed again for the new revision (what the first frame
/// of the Standings tab costs after a change; later frames read the cache).
#[divan::bench(sample_count = 20)]
fn result_and_standings(bencher: Bencher) {
    let mut session = Session::new(support::big_swiss(support::PLAYERS, support::ROUNDS));
    let round = session.tournament().rounds_paired();
    bencher.bench_local(|| {
        let command = result_on_last_round(&session, 17);
        session.apply(command).unwrap();
        divan::black_box(session.derived().standings(round));
    });
}

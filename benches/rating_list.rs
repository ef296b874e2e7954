//! The FIDE rating list at its real size (issue 13): 1,932,868 players in the combined
//! 162-column layout, generated once into the system's temporary folder. Benchmarks the
//! import (target ≤ 15 s) and a search inside the process (target ≤ 5 ms). Run with
//! `cargo bench --bench rating_list`; the whole `torneo rating-list search` process is
//! timed against the database this leaves (see the notes).

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/rating_list_support/mod.rs"]
mod rating_list_support;

use std::path::PathBuf;
use torneo::formats::rating_list::ListDatabase;
use torneo::formats::rating_list::store::{self, Source};

fn main() {
    divan::main();
}

/// The generated list (written on the first run).
fn list() -> PathBuf {
    let path = std::env::temp_dir().join("torneo-bench-players_list_foa.txt");
    if !path.is_file() {
        rating_list_support::write_generated_list(&path, rating_list_support::REAL_LIST_PLAYERS)
            .unwrap();
    }
    path
}

/// The database the import benchmark writes and the search benchmark reads.
fn database() -> PathBuf {
    std::env::temp_dir().join("torneo-bench-fide.sqlite")
}

#[divan::bench(sample_count = 3, sample_size = 1)]
fn import_real_size() {
    let summary = store::import(&list(), &Source::Fide, &database(), &mut |_| true).unwrap();
    assert_eq!(
        summary.players,
        rating_list_support::REAL_LIST_PLAYERS as u64
    );
}

#[divan::bench(args = ["k", "karo", "Müller", "dě", "1000007"], sample_count = 200)]
fn search(bencher: divan::Bencher, query: &str) {
    if !database().is_file() {
        import_real_size();
    }
    let list = ListDatabase::open(&database()).unwrap();
    bencher.bench_local(|| list.search(divan::black_box(query), 12).unwrap());
}

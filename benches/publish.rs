//! Publishing speed (issue 38): the whole site of a 500-player, 11-round Swiss (home,
//! 11 round pages, 11 standings, the crosstable, the players list, 500 players' pages),
//! built in memory, and built and written atomically to a folder (the pages into a
//! temporary folder, then the swap). Target: ≤ 1 s for the write. Run with
//! `cargo bench --bench publish`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::i18n::Language;
use torneo::publish;

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10)]
fn site_500_players_11_rounds_in_memory(bencher: Bencher) {
    let t = support::big_swiss(500, 11);
    bencher.bench_local(|| publish::site::build(&t, Language::Italian).unwrap());
}

#[divan::bench(sample_count = 10)]
fn site_500_players_11_rounds_written(bencher: Bencher) {
    let t = support::big_swiss(500, 11);
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("site");
    bencher.bench_local(|| publish::publish(&t, Language::Italian, &folder).unwrap());
}

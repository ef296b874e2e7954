//! Entry lists (issue 33): the column-mapping dialog converts the whole list again on
//! every change, so reading, converting and previewing 5,000 pasted rows is timed.
//! Run with `cargo bench --bench entry_list`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::domain::Tournament;
use torneo::session::entry_list::{self, Grid};

fn main() {
    divan::main();
}

const ROWS: u32 = 5000;

/// 5,000 rows pasted from a spreadsheet.
fn pasted() -> String {
    support::pasted_entry_list(ROWS)
}

fn grid() -> Grid {
    entry_list::read_pasted(&pasted(), None).unwrap()
}

#[divan::bench(sample_count = 50)]
fn read_5000_pasted_rows(bencher: Bencher) {
    let text = pasted();
    bencher.bench_local(|| entry_list::read_pasted(divan::black_box(&text), None).unwrap());
}

#[divan::bench(sample_count = 50)]
fn convert_5000_rows(bencher: Bencher) {
    let grid = grid();
    let columns = entry_list::recognise(&grid).columns;
    bencher.bench_local(|| entry_list::convert(divan::black_box(&grid), &columns));
}

#[divan::bench(sample_count = 50)]
fn preview_5000_rows(bencher: Bencher) {
    let grid = grid();
    let columns = entry_list::recognise(&grid).columns;
    let t = Tournament::default();
    bencher.bench_local(|| entry_list::preview(divan::black_box(&grid), &columns, &t, None));
}

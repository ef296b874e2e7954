//! Entry lists (issue 33): the column-mapping dialog converts the whole list again on
//! every change, so reading, converting and previewing 5,000 pasted rows is timed.
//! Run with `cargo bench --bench entry_list`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use divan::Bencher;
use torneo::domain::Tournament;
use torneo::session::entry_list::{self, Grid};

fn main() {
    divan::main();
}

const ROWS: u32 = 5000;

/// 5,000 rows pasted from a spreadsheet: name, rating, FIDE ID, federation, club, date.
fn pasted() -> String {
    let mut text = String::from("Nome\tElo\tID FIDE\tFed\tCircolo\tData di nascita\n");
    for i in 0..ROWS {
        text.push_str(&format!(
            "Giocatore{i:04}, Nome\t{}\t{}\tITA\tCircolo {}\t{:02}/{:02}/{}\n",
            1000 + i % 2000,
            3_000_000 + i,
            i % 40,
            1 + i % 28,
            1 + i % 12,
            1950 + i % 60
        ));
    }
    text
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

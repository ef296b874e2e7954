//! Printing to PDF (issue 12): standings and pairings of a 5,000-player, 15-round Swiss
//! (target ≤ 1 s each) and the pairings of a 300-player event (≤ 100 ms), each built from
//! the tournament and rendered (layout, font subsetting, compression). Run with
//! `cargo bench --bench report_pdf`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::domain::Tournament;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest};

fn main() {
    divan::main();
}

fn to_pdf(t: &Tournament, document: DocumentKind) -> Vec<u8> {
    let request = PrintRequest::new(document, Language::Italian);
    let built = report::build(t, &request).unwrap();
    report::pdf::render(&built).unwrap()
}

#[divan::bench(sample_count = 10)]
fn standings_5000(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| to_pdf(&t, DocumentKind::Standings));
}

#[divan::bench(sample_count = 10)]
fn pairings_5000(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| to_pdf(&t, DocumentKind::Pairings));
}

#[divan::bench(sample_count = 20)]
fn pairings_300(bencher: Bencher) {
    let t = support::big_swiss(300, 9);
    bencher.bench_local(|| to_pdf(&t, DocumentKind::Pairings));
}

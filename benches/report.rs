//! Printing speed (issue 12): building the document and rendering it as text, for the
//! standings and pairings of a 5,000-player, 15-round Swiss, and the pairings of a
//! 300-player event. (The PDF targets, ≤ 1 s and ≤ 100 ms, include these steps.)
//! Run with `cargo bench --bench report`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::domain::Tournament;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest, html, text};

fn main() {
    divan::main();
}

fn request(document: DocumentKind) -> PrintRequest {
    PrintRequest::new(document, Language::Italian)
}

fn build_and_text(t: &Tournament, document: DocumentKind) -> String {
    let doc = report::build(t, &request(document)).unwrap();
    text::render(&doc)
}

#[divan::bench(sample_count = 10)]
fn standings_5000(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| build_and_text(&t, DocumentKind::Standings));
}

#[divan::bench(sample_count = 20)]
fn pairings_5000(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| build_and_text(&t, DocumentKind::Pairings));
}

#[divan::bench(sample_count = 50)]
fn pairings_300(bencher: Bencher) {
    let t = support::big_swiss(300, 9);
    bencher.bench_local(|| build_and_text(&t, DocumentKind::Pairings));
}

#[divan::bench(sample_count = 10)]
fn crosstable_5000(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| build_and_text(&t, DocumentKind::Crosstable));
}

#[divan::bench(sample_count = 10)]
fn standings_5000_html(bencher: Bencher) {
    let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    bencher.bench_local(|| {
        html::render(&report::build(&t, &request(DocumentKind::Standings)).unwrap())
    });
}

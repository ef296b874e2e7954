//! The PDF renderer on documents written by hand: the text read back with `pdftotext`
//! (names in order, accents, ½, Cyrillic and Greek intact, "page 1 of N", the table header
//! repeated on page 2) and the laid-out pages (orientation, slips per page, cut texts).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::pdf_support;

use pdf_support::{
    NAMES, assert_in_order, column, document, pdf_text, pdftotext_available, players_table, row,
    slip,
};
use torneo::report::pdf::{self, Mark};
use torneo::report::{Align, Block, Field, Orientation, Paper, Table};

fn names() -> Vec<String> {
    NAMES.iter().map(|name| name.to_string()).collect()
}

fn many_names(count: usize) -> Vec<String> {
    (1..=count)
        .map(|n| format!("Giocatore {n:03}, Àlvaro"))
        .collect()
}

#[test]
fn every_name_comes_out_in_order_with_its_accents() {
    let doc = document(vec![
        Block::Fields(vec![Field {
            label: "Chief arbiter".to_string(),
            value: "Niccolò Bianchi".to_string(),
        }]),
        Block::Heading("Final standings".to_string()),
        Block::Table(players_table(&names())),
        Block::Paragraph("Ties broken by Buchholz Cut-1 and Sonneborn-Berger.".to_string()),
    ]);
    let bytes = pdf::render(&doc).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    if !pdftotext_available() {
        return;
    }
    let text = pdf_text(&bytes, None);
    let mut expected = vec![
        "Open di Città di Castello",
        "Città di Castello, 1-3 May 2026",
        "Standings after round 3",
        "Chief arbiter",
        "Niccolò Bianchi",
        "Final standings",
        "No.",
        "Name",
        "Rating",
        "Points",
    ];
    expected.extend(NAMES);
    expected.extend([
        "Sonneborn-Berger",
        "Chief arbiter: Niccolò Bianchi",
        "page 1 of 1",
    ]);
    assert_in_order(&text, &expected);
    assert_eq!(text.matches("2½").count(), NAMES.len(), "{text}");
}

#[test]
fn a_long_table_repeats_its_header_and_numbers_its_pages() {
    let doc = document(vec![Block::Table(players_table(&many_names(200)))]);
    let pages = pdf::lay_out(&doc).unwrap();
    // About 50 rows fit on an A4 page at 9 pt: 200 rows take 4 or 5 pages.
    assert!((4..=5).contains(&pages.len()), "{} pages", pages.len());
    for page in &pages {
        let texts: Vec<&str> = page.texts().collect();
        assert_eq!(texts[0], "Open di Città di Castello");
        assert!(texts.contains(&"Name") && texts.contains(&"Rating"));
    }
    let bytes = pdf::render(&doc).unwrap();
    if !pdftotext_available() {
        return;
    }
    let count = pages.len();
    let second = pdf_text(&bytes, Some((2, 2)));
    assert_in_order(
        &second,
        &[
            "Open di Città di Castello",
            "No.",
            "Name",
            "Rating",
            "Points",
        ],
    );
    assert!(
        !second.contains("Standings after round 3"),
        "title only on page 1"
    );
    assert!(second.contains(&format!("page 2 of {count}")), "{second}");
    let all = pdf_text(&bytes, None);
    let names = many_names(200);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_in_order(&all, &names);
    for page in 1..=count {
        assert!(all.contains(&format!("page {page} of {count}")));
    }
}

#[test]
fn result_slips_come_four_to_an_a4_page() {
    let slips = (1..=10).map(slip).collect();
    let doc = document(vec![Block::Slips(slips)]);
    let pages = pdf::lay_out(&doc).unwrap();
    let per_page: Vec<usize> = pages
        .iter()
        .map(|page| {
            page.texts()
                .filter(|t| t.starts_with("Round 3 - Board"))
                .count()
        })
        .collect();
    assert_eq!(per_page, [4, 4, 2]);
    for page in &pages {
        let dashed = page
            .marks
            .iter()
            .filter(|mark| matches!(mark, Mark::Line { dashed: true, .. }))
            .count();
        let slips = page.texts().filter(|t| t.starts_with("Round 3")).count();
        assert_eq!(
            dashed,
            slips + 1,
            "a cut line above each slip and below the last"
        );
        let boxes = page
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Frame { .. }));
        assert_eq!(boxes.count(), 3 * slips);
    }
    let bytes = pdf::render(&doc).unwrap();
    if !pdftotext_available() {
        return;
    }
    let text = pdf_text(&bytes, Some((1, 1)));
    assert_in_order(
        &text,
        &[
            "Round 3 - Board 1",
            "White: Nicolò, Zoë Müller (2400)",
            "Black: Иванов, Пётр (2300)",
            "1-0",
            "½-½",
            "0-1",
            "White's signature",
            "Black's signature",
            "Round 3 - Board 2",
        ],
    );
}

#[test]
fn a_page_break_can_turn_the_page_to_landscape() {
    let mut doc = document(vec![
        Block::Table(players_table(&names())),
        Block::PageBreak(Some(Orientation::Landscape)),
        Block::Table(players_table(&many_names(60))),
        Block::PageBreak(None),
        Block::Paragraph("Fine.".to_string()),
    ]);
    doc.page.paper = Paper::Letter;
    let pages = pdf::lay_out(&doc).unwrap();
    let orientations: Vec<Orientation> = pages.iter().map(|page| page.orientation).collect();
    // 60 rows overflow one landscape page; the continuation stays landscape.
    assert_eq!(
        orientations,
        [
            Orientation::Portrait,
            Orientation::Landscape,
            Orientation::Landscape,
            Orientation::Portrait
        ]
    );
    assert!(pdf::render(&doc).unwrap().starts_with(b"%PDF-"));
}

#[test]
fn a_table_too_wide_for_the_page_cuts_its_widest_texts_with_an_ellipsis() {
    let long = "Circolo Scacchistico Dilettantistico della Val Tiberina";
    let columns = (0..8)
        .map(|n| column(&format!("Club {n}"), Align::Left, false))
        .collect();
    let cells: Vec<&str> = (0..8).map(|_| long).collect();
    let doc = document(vec![Block::Table(Table {
        columns,
        rows: vec![row(&cells)],
    })]);
    let pages = pdf::lay_out(&doc).unwrap();
    let cut: Vec<&str> = pages[0].texts().filter(|t| t.ends_with('…')).collect();
    assert_eq!(cut.len(), 8, "every club name is cut");
    assert!(
        cut.iter()
            .all(|t| long.starts_with(t.trim_end_matches('…')))
    );
    let smallest = pages[0].marks.iter().filter_map(|mark| match mark {
        Mark::Text { size, text, .. } if text.ends_with('…') => Some(*size),
        _ => None,
    });
    assert!(smallest.into_iter().all(|size| (size - 6.5).abs() < 1e-3));
}

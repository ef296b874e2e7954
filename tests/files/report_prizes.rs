//! Issue 37, printed: the standings by category (one document, a section per category)
//! and the prize list with its CSV for the treasurer, on a small event worked by hand.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::prizes_support::event;
use torneo::domain::Tournament;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest, text};

fn print(t: &Tournament, document: DocumentKind, lang: Language) -> String {
    text::render(&report::build(t, &PrintRequest::new(document, lang)).unwrap())
}

/// The lines of the section headed `heading`, up to the next heading (a line the
/// renderer underlines with dashes).
fn section<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| l.trim() == heading).unwrap() + 2;
    let underline = |l: &&str| !l.trim().is_empty() && l.trim().chars().all(|c| c == '-');
    let end = (start..lines.len())
        .find(|&j| lines.get(j + 1).is_some_and(underline))
        .unwrap_or(lines.len());
    lines[start..end].to_vec()
}

fn line_with<'a>(lines: &[&'a str], needle: &str) -> &'a str {
    lines
        .iter()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} in {lines:#?}"))
}

#[test]
fn standings_by_category_one_section_each_places_counted_inside() {
    let t = event();
    let text = print(&t, DocumentKind::CategoryStandings, Language::English);
    assert!(
        text.contains("Standings by category after round 2"),
        "{text}"
    );
    // Under 16: Rossi 1st, Conti 2nd (2nd overall too).
    let under_16 = section(&text, "Under 16");
    assert!(
        line_with(&under_16, "Rossi, Anna")
            .trim_start()
            .starts_with('1')
    );
    assert!(
        line_with(&under_16, "Conti, Carla")
            .trim_start()
            .starts_with('2')
    );
    assert!(!under_16.iter().any(|l| l.contains("Bianchi")));
    // The band: Conti (2nd overall) first, Bianchi (3-4 overall) second; Esposito,
    // unrated, is in no band.
    let band = section(&text, "Fascia 1600-1799");
    assert!(
        line_with(&band, "Conti, Carla")
            .trim_start()
            .starts_with('1')
    );
    assert!(
        line_with(&band, "Bianchi, Bruno")
            .trim_start()
            .starts_with('2')
    );
    assert!(!band.iter().any(|l| l.contains("Esposito")));
    // Over 50: Esposito alone, 1st; Under 8: nobody, and it says so.
    let over_50 = section(&text, "Over 50");
    assert!(
        line_with(&over_50, "Esposito, Dario")
            .trim_start()
            .starts_with('1')
    );
    let under_8 = section(&text, "Under 8");
    assert!(
        under_8
            .iter()
            .any(|l| l.contains("Nobody is in this category."))
    );

    let italian = print(&t, DocumentKind::CategoryStandings, Language::Italian);
    assert!(italian.contains("Classifiche per categoria dopo il turno 2"));
    assert!(italian.contains("Nessun giocatore in questa categoria."));
}

#[test]
fn the_prize_list_in_reading_order_with_what_it_did() {
    let t = event();
    // One prize per player, most valuable first: overall 1st (100) to Rossi, overall 2nd
    // (60) to Conti, the band's 40 to its best player left: Bianchi (Conti has a prize),
    // who is 2nd in the band. The Under 16 cup (worth 0) finds both Under 16 players
    // awarded: not given. Under 8 is empty: not given.
    let text = print(&t, DocumentKind::Prizes, Language::English);
    let lines: Vec<&str> = text.lines().collect();
    let first = line_with(&lines, "Overall, place 1");
    assert!(
        first.contains("Rossi, Anna") && first.trim_end().ends_with("100 €"),
        "{first}"
    );
    let second = line_with(&lines, "Overall, place 2");
    assert!(second.contains("Conti, Carla") && second.trim_end().ends_with("60 €"));
    let band = line_with(&lines, "Fascia 1600-1799, place 1");
    assert!(band.contains("Bianchi, Bruno") && band.trim_end().ends_with("40 €"));
    assert!(text.contains("Under 16, place 1: not given"), "{text}");
    assert!(text.contains("Nobody is in the category “Under 8”: its prize is not given."));
    // Read in the table's order.
    let at = |needle| text.find(needle).unwrap();
    assert!(at("Overall, place 1") < at("Overall, place 2"));
    assert!(at("Overall, place 2") < at("Fascia 1600-1799, place 1"));

    let italian = print(&t, DocumentKind::Prizes, Language::Italian);
    assert!(italian.contains("Premiazione"));
    assert!(
        line_with(&italian.lines().collect::<Vec<_>>(), "Assoluto, 1° posto").contains("100 €")
    );
}

#[test]
fn the_prize_list_as_csv_for_the_treasurer() {
    let t = event();
    let csv = report::prizes_csv(&t, Language::English).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        [
            "Prize,Place,Name,FIDE ID,Pts,Amount,Object",
            "\"Overall, place 1\",1,\"Rossi, Anna\",1000,2.0,100,",
            "\"Overall, place 2\",2,\"Conti, Carla\",1002,1.0,60,",
            "\"Fascia 1600-1799, place 1\",2,\"Bianchi, Bruno\",1001,0.5,40,",
        ]
    );
}

//! Issue 37, printed: the standings by category (one document, a section per category)
//! and the prize list with its CSV for the treasurer, on a small event worked by hand.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use torneo::domain::{
    AgeGroup, Board, Category, CategoryRule, GameResult, Money, PairingSystem, Player, Prize,
    PrizeValue, RatingList, Round, Sex, Tournament,
};
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest, text};

/// Four players, two rounds (tie-break DE only):
/// R1: Rossi–Bianchi 1-0, Conti–Esposito 1-0. R2: Rossi–Conti 1-0, Bianchi–Esposito ½-½.
/// Rossi 2, Conti 1, Bianchi ½, Esposito ½ (drew their game: DE cannot separate them,
/// they share places 3-4).
/// Categories: Under 16 (Rossi, Conti), Over 50 (Esposito), Under 8 (nobody), the band
/// 1600-1799 on the FIDE rating (Bianchi 1700, Conti 1650).
fn event() -> Tournament {
    let mut t = Tournament::default();
    let s = &mut t.settings;
    s.name = "Open di Primavera".into();
    s.system = PairingSystem::Dutch;
    s.rounds = 2;
    s.tiebreaks = vec!["DE".into()];
    s.start_date = NaiveDate::from_ymd_opt(2026, 3, 1);
    let category = |name: &str, rule| Category {
        name: name.into(),
        rule,
    };
    s.categories.categories = vec![
        category("Under 16", CategoryRule::Age(AgeGroup::Under(16))),
        category("Over 50", CategoryRule::Age(AgeGroup::Over(50))),
        category("Under 8", CategoryRule::Age(AgeGroup::Under(8))),
        category(
            "Fascia 1600-1799",
            CategoryRule::RatingBand {
                list: RatingList::Fide,
                from: Some(1600),
                to: Some(1799),
            },
        ),
    ];
    let prize = |category: Option<&str>, place, value| Prize {
        category: category.map(String::from),
        place,
        value,
    };
    let euros = |n: u64| PrizeValue::Money(Money(n * 100));
    s.prizes.prizes = vec![
        prize(None, 1, euros(100)),
        prize(None, 2, euros(60)),
        prize(
            Some("Under 16"),
            1,
            PrizeValue::Object {
                description: "Coppa".into(),
                worth: Money(0),
            },
        ),
        prize(Some("Fascia 1600-1799"), 1, euros(40)),
        prize(Some("Under 8"), 1, euros(20)),
    ];
    let people = [
        ("Rossi, Anna", 2012, Some(1900), Some(Sex::Female)),
        ("Bianchi, Bruno", 1990, Some(1700), Some(Sex::Male)),
        ("Conti, Carla", 2013, Some(1650), Some(Sex::Female)),
        ("Esposito, Dario", 1970, None, Some(Sex::Male)),
    ];
    let ids: Vec<_> = people
        .iter()
        .enumerate()
        .map(|(i, (name, year, rating, sex))| {
            t.add_player(Player {
                name: name.to_string(),
                birth_date: NaiveDate::from_ymd_opt(*year, 6, 1),
                rating: *rating,
                sex: *sex,
                fide_id: Some(1000 + i as u64),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    let board = |w: usize, b: usize, result| Board {
        white: ids[w],
        black: ids[b],
        result,
    };
    t.rounds = vec![
        Round {
            number: 1,
            boards: vec![
                board(0, 1, GameResult::WhiteWins),
                board(2, 3, GameResult::WhiteWins),
            ],
            byes: vec![],
        },
        Round {
            number: 2,
            boards: vec![
                board(0, 2, GameResult::WhiteWins),
                board(1, 3, GameResult::Draw),
            ],
            byes: vec![],
        },
    ];
    assert_eq!(t.validate(), Ok(()));
    t
}

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
    assert!(text.contains("Standings by category after round 2"), "{text}");
    // Under 16: Rossi 1st, Conti 2nd (2nd overall too).
    let under_16 = section(&text, "Under 16");
    assert!(line_with(&under_16, "Rossi, Anna").trim_start().starts_with('1'));
    assert!(line_with(&under_16, "Conti, Carla").trim_start().starts_with('2'));
    assert!(!under_16.iter().any(|l| l.contains("Bianchi")));
    // The band: Conti (2nd overall) first, Bianchi (3-4 overall) second; Esposito,
    // unrated, is in no band.
    let band = section(&text, "Fascia 1600-1799");
    assert!(line_with(&band, "Conti, Carla").trim_start().starts_with('1'));
    assert!(line_with(&band, "Bianchi, Bruno").trim_start().starts_with('2'));
    assert!(!band.iter().any(|l| l.contains("Esposito")));
    // Over 50: Esposito alone, 1st; Under 8: nobody, and it says so.
    let over_50 = section(&text, "Over 50");
    assert!(line_with(&over_50, "Esposito, Dario").trim_start().starts_with('1'));
    let under_8 = section(&text, "Under 8");
    assert!(under_8.iter().any(|l| l.contains("Nobody is in this category.")));

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
    assert!(first.contains("Rossi, Anna") && first.trim_end().ends_with("100 €"), "{first}");
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
    assert!(line_with(&italian.lines().collect::<Vec<_>>(), "Assoluto, 1° posto").contains("100 €"));
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

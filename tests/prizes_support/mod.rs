//! Issue 37: a small event with categories and a prize table, worked by hand, shared by
//! the report tests and the command-line tests.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use chrono::NaiveDate;
use torneo::domain::{
    AgeGroup, Board, Category, CategoryRule, GameResult, Money, PairingSystem, Player, Prize,
    PrizeValue, RatingList, Round, Sex, Tournament,
};

/// Four players, two rounds (tie-break DE only):
/// R1: Rossi–Bianchi 1-0, Conti–Esposito 1-0. R2: Rossi–Conti 1-0, Bianchi–Esposito ½-½.
/// Rossi 2, Conti 1, Bianchi ½, Esposito ½ (drew their game: DE cannot separate them,
/// they share places 3-4).
/// Categories: Under 16 (Rossi, Conti), Over 50 (Esposito), Under 8 (nobody), the band
/// 1600-1799 on the FIDE rating (Bianchi 1700, Conti 1650).
pub fn event() -> Tournament {
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
        second_game: None,
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

//! Issue 37: the standings of every prize category and the prize list of a 5,000-player,
//! 15-round open (benches/support: every result entered), target ≤ 20 ms. Two figures:
//! the categories from the standings the session has already computed (what the window
//! and the printed list do), and the whole from the tournament (the Swiss tie-breaks
//! BH/C1, BH, SB, DE, WIN computed first).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::NaiveDate;
use torneo::awards::{PlayerIndex, award, category_standings};
use torneo::domain::{
    AgeGroup, Category, CategoryRule, Money, Prize, PrizeValue, RatingList, Sex, Tournament,
    UnratedInBands,
};
use torneo::tiebreak::standings;

fn main() {
    divan::main();
}

/// The big open with the categories of an Italian open (ages, women, four bands, a club)
/// and a prize table of 10 overall places and 3 places per category.
fn open() -> Tournament {
    let mut t = support::big_swiss(support::PLAYERS, support::ROUNDS);
    t.settings.tiebreaks = ["BH/C1", "BH", "SB", "DE", "WIN"]
        .map(String::from)
        .to_vec();
    t.settings.start_date = NaiveDate::from_ymd_opt(2026, 7, 1);
    for (i, p) in t.players.iter_mut().enumerate() {
        p.birth_date = NaiveDate::from_ymd_opt(1950 + (i % 70) as i32, 1 + (i % 12) as u32, 1);
        p.sex = Some(if i % 5 == 0 { Sex::Female } else { Sex::Male });
    }
    let band = |name: &str, from, to| Category {
        name: name.into(),
        rule: CategoryRule::RatingBand {
            list: RatingList::Fide,
            from,
            to,
        },
    };
    let mut categories: Vec<Category> = AgeGroup::STANDARD
        .iter()
        .map(|&g| Category {
            name: format!("{g:?}"),
            rule: CategoryRule::Age(g),
        })
        .collect();
    categories.extend([
        Category {
            name: "Women".into(),
            rule: CategoryRule::Women,
        },
        band("Below 1600", None, Some(1599)),
        band("1600-1799", Some(1600), Some(1799)),
        band("1800-1999", Some(1800), Some(1999)),
        band("2000+", Some(2000), None),
        Category {
            name: "Club 7".into(),
            rule: CategoryRule::Club("Club 7".into()),
        },
    ]);
    t.settings.categories.unrated_in_bands = UnratedInBands::AsRating(0);
    let mut prizes: Vec<Prize> = (1..=10)
        .map(|place| Prize {
            category: None,
            place,
            value: PrizeValue::Money(Money(100_000 / u64::from(place))),
        })
        .collect();
    for c in &categories {
        prizes.extend((1..=3).map(|place| Prize {
            category: Some(c.name.clone()),
            place,
            value: PrizeValue::Money(Money(10_000 / u64::from(place))),
        }));
    }
    t.settings.categories.categories = categories;
    t.settings.prizes.prizes = prizes;
    t
}

#[divan::bench(sample_count = 20)]
fn every_category_from_the_standings_5000_players_15_rounds(bencher: divan::Bencher) {
    let t = open();
    let table = standings(&t, 15);
    bencher.bench(|| {
        let index = PlayerIndex::new(&t);
        t.settings
            .categories
            .categories
            .iter()
            .map(|c| {
                category_standings(&t, &index, divan::black_box(&table), c)
                    .rows
                    .len()
            })
            .sum::<usize>()
    });
}

#[divan::bench(sample_count = 20)]
fn prize_list_from_the_standings_5000_players_15_rounds(bencher: divan::Bencher) {
    let t = open();
    let table = standings(&t, 15);
    bencher.bench(|| award(&t, divan::black_box(&table)));
}

#[divan::bench(sample_count = 10)]
fn standings_and_every_category_5000_players_15_rounds(bencher: divan::Bencher) {
    let t = open();
    bencher.bench(|| {
        let table = standings(divan::black_box(&t), 15);
        let index = PlayerIndex::new(&t);
        t.settings
            .categories
            .categories
            .iter()
            .map(|c| category_standings(&t, &index, &table, c).rows.len())
            .sum::<usize>()
    });
}

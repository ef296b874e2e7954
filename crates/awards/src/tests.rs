//! Cases worked by hand for each prize rule. The standings are written out (rank, points)
//! so that each case shows the order the tie-breaks gave, and the expected prize list is
//! reasoned in the comment above each assertion.

use crate::domain::{
    AgeGroup, Category, CategoryRule, Money, Player, PlayerId, Points, Prize, PrizeValue,
    ReadingOrder, TieSharing, Tournament,
};
use crate::tiebreak::{StandingRow, Standings};
use crate::{PrizeNote, award, category_standings};
use chrono::NaiveDate;

/// A tournament starting 1 July 2026 whose players are `(name, born in 2012 = Under 16,
/// points in halves)`, listed in standings order; equal points in a row share the rank
/// only where `shared` says so (else the tie-breaks separated them).
fn event(players: &[(&str, bool, i32)], shared: &[usize]) -> (Tournament, Standings) {
    let mut t = Tournament::default();
    t.settings.start_date = NaiveDate::from_ymd_opt(2026, 7, 1);
    t.settings.categories.categories = vec![
        Category {
            name: "Under 16".into(),
            rule: CategoryRule::Age(AgeGroup::Under(16)),
        },
        Category {
            name: "Under 8".into(),
            rule: CategoryRule::Age(AgeGroup::Under(8)),
        },
    ];
    let mut rows = Vec::new();
    for (i, (name, young, halves)) in players.iter().enumerate() {
        let year = if *young { 2012 } else { 1990 };
        let id = t.add_player(Player {
            name: name.to_string(),
            birth_date: NaiveDate::from_ymd_opt(year, 5, 5),
            pairing_number: i as u32 + 1,
            ..Player::default()
        });
        let rank = if shared.contains(&i) {
            i as u32
        } else {
            i as u32 + 1
        };
        rows.push(StandingRow {
            rank,
            rank_to: rank,
            player: id,
            points: Points::from_halves(*halves),
            values: Vec::new(),
        });
    }
    let standings = Standings {
        after_round: 9,
        tiebreaks: Vec::new(),
        rows,
        refused: Vec::new(),
    };
    (t, standings)
}

fn money(category: Option<&str>, place: u32, euros: u64) -> Prize {
    Prize {
        category: category.map(String::from),
        place,
        value: PrizeValue::Money(Money(euros * 100)),
    }
}

/// The list read as (player name, prize position in the table, euros paid).
fn given(t: &Tournament, standings: &Standings) -> (Vec<(String, usize, u64)>, Vec<PrizeNote>) {
    let list = award(t, standings);
    let awards = list
        .awards
        .iter()
        .map(|a| {
            let name = t.player(a.player).map(|p| p.name.clone()).unwrap();
            (name, a.prize, a.money.map_or(0, |m| m.0 / 100))
        })
        .collect();
    (awards, list.notes)
}

fn row(name: &str, prize: usize, euros: u64) -> (String, usize, u64) {
    (name.to_string(), prize, euros)
}

/// Five players: Anna (U16) 1st, Bruno 2nd, Carla (U16) 3rd, Dario 4th, Elena (U16) 5th.
fn five() -> (Tournament, Standings) {
    event(
        &[
            ("Anna", true, 14),
            ("Bruno", false, 13),
            ("Carla", true, 12),
            ("Dario", false, 11),
            ("Elena", true, 10),
        ],
        &[],
    )
}

#[test]
fn one_prize_per_player_the_most_valuable() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(None, 2, 300),
        money(None, 3, 200),
        money(Some("Under 16"), 1, 250),
    ];
    // The most valuable prize first: overall 1st (500) to Anna, the best player. Then
    // overall 2nd (300, more than the Under 16 prize) to Bruno. Then Under 16 1st (250,
    // more than overall 3rd's 200): Anna has a prize, so Carla, the next Under 16.
    // Carla was entitled to overall 3rd too, but takes the more valuable one; overall
    // 3rd passes to Dario.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("Anna", 0, 500),
            row("Bruno", 1, 300),
            row("Dario", 2, 200),
            row("Carla", 3, 250)
        ]
    );
    assert!(notes.is_empty(), "{notes:?}");
}

#[test]
fn several_prizes_per_player_when_the_rule_is_off() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![money(None, 1, 500), money(Some("Under 16"), 1, 250)];
    t.settings.prizes.one_per_player = false;
    // Each list alone: Anna is first overall and first Under 16, so she takes both.
    let (awards, _) = given(&t, &standings);
    assert_eq!(awards, [row("Anna", 0, 500), row("Anna", 1, 250)]);
}

#[test]
fn equal_values_are_decided_by_the_order_of_the_table() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(None, 2, 300),
        money(None, 3, 200),
        money(Some("Under 16"), 1, 200),
    ];
    // Anna and Bruno take overall 1st and 2nd. Carla is next for overall 3rd and for
    // Under 16 1st, both 200: the table lists overall 3rd first, so she takes it and the
    // Under 16 prize goes to Elena, the next Under 16. The note says why.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("Anna", 0, 500),
            row("Bruno", 1, 300),
            row("Carla", 2, 200),
            row("Elena", 3, 200)
        ]
    );
    assert_eq!(
        notes,
        [PrizeNote::EqualValues {
            player: "Carla".into(),
            given_category: None,
            given_place: 3,
            other_category: Some("Under 16".into()),
            other_place: 1,
        }]
    );

    // The same table with the Under 16 prize listed first: now Carla takes it, and
    // overall 3rd goes to Dario.
    t.settings.prizes.prizes.swap(2, 3);
    let (awards, _) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("Anna", 0, 500),
            row("Bruno", 1, 300),
            row("Carla", 2, 200),
            row("Dario", 3, 200)
        ]
    );
}

#[test]
fn tied_players_share_by_tiebreak_the_standings_order_decides() {
    // Anna and Bruno both 7 points, Anna ahead on the tie-breaks (rank 1 and 2).
    let (mut t, standings) = event(&[("Anna", false, 14), ("Bruno", false, 14)], &[]);
    t.settings.prizes.prizes = vec![money(None, 1, 500), money(None, 2, 300)];
    // By tie-break nothing is shared: Anna 500, Bruno 300.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(awards, [row("Anna", 0, 500), row("Bruno", 1, 300)]);
    assert!(notes.is_empty());
}

/// The six places of the German Wikipedia article "Hort-System" (second example): A, B
/// on 8 points, C on 7½, D, E, F on 7.
fn hort_event(prizes: [u64; 6]) -> (Tournament, Standings) {
    let (mut t, standings) = event(
        &[
            ("A", false, 16),
            ("B", false, 16),
            ("C", false, 15),
            ("D", false, 14),
            ("E", false, 14),
            ("F", false, 14),
        ],
        &[],
    );
    t.settings.prizes.prizes = (1..=6)
        .zip(prizes)
        .map(|(place, euros)| money(None, place, euros))
        .collect();
    t.settings.prizes.sharing = TieSharing::Hort;
    (t, standings)
}

#[test]
fn hort_sharing_the_articles_example() {
    let (t, standings) = hort_event([1000, 500, 350, 200, 150, 100]);
    // A and B: each keeps half (500 and 250); the pot 500 + 250 = 750 is split in two:
    // 375 each, so A 875 and B 625 (1500 together, what places 1-2 are worth).
    // C is tied with nobody: the whole 350.
    // D, E, F keep 100, 75, 50; the pot 100 + 75 + 50 = 225 gives 75 each: 175, 150, 125.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("A", 0, 875),
            row("B", 1, 625),
            row("C", 2, 350),
            row("D", 3, 175),
            row("E", 4, 150),
            row("F", 5, 125)
        ]
    );
    assert_eq!(notes.len(), 2, "one note per tied group: {notes:?}");
}

#[test]
fn hort_sharing_keeps_the_total_exact_when_rounding_to_whole_euros() {
    let (mut t, standings) = hort_event([100, 80, 60, 40, 20, 10]);
    t.settings.prizes.rounding = Money(100);
    // A, B: keep 50 and 40, pot 90, 45 each: 95 and 85. C: 60.
    // D, E, F: keep 20, 10, 5; pot 20 + 10 + 5 = 35: 11 each in whole euros (33), the 2
    // euros left go one each in the standings order to D and E: D 20 + 12 = 32,
    // E 10 + 12 = 22, F 5 + 11 = 16. Together 70, what places 4-6 are worth (the
    // article rounds each part up to 12 and pays 71).
    let list = award(&t, &standings);
    let paid: Vec<u64> = list.awards.iter().map(|a| a.money.unwrap().0).collect();
    assert_eq!(paid, [9500, 8500, 6000, 3200, 2200, 1600]);
    let d = list.awards.get(3).and_then(|a| a.share).unwrap();
    assert_eq!(
        (d.kept, d.from_pool, d.pool, d.players),
        (Money(2000), Money(1200), Money(3500), 3)
    );
}

#[test]
fn a_category_without_players_says_its_prizes_are_not_given() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(Some("Under 8"), 1, 50),
        money(Some("Under 8"), 2, 30),
        money(Some("Under 12"), 1, 40),
    ];
    // Nobody was born after 2018: "Under 8" is empty, both its prizes stay. "Under 12" is
    // not a category of the settings: its prize is not given either. Anna takes 1st.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(awards, [row("Anna", 0, 500)]);
    assert_eq!(
        notes,
        [
            PrizeNote::UnknownCategory {
                category: "Under 12".into(),
                prizes: 1
            },
            PrizeNote::EmptyCategory {
                category: "Under 8".into(),
                prizes: 2
            }
        ]
    );
}

#[test]
fn a_list_with_a_gap_gives_its_prizes_in_the_order_of_places() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(None, 2, 300),
        money(None, 4, 100),
    ];
    // Place 3 has no prize: the prizes go in the order of their places, so the place-4
    // prize goes to the next player, Carla (3rd); the note says so.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("Anna", 0, 500),
            row("Bruno", 1, 300),
            row("Carla", 2, 100)
        ]
    );
    assert_eq!(
        notes,
        [PrizeNote::MissingPlaces {
            category: None,
            from: 3,
            to: 3
        }]
    );
}

#[test]
fn a_prize_nobody_is_left_for_is_reported() {
    let (mut t, standings) = event(&[("Anna", true, 14), ("Bruno", false, 13)], &[]);
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(Some("Under 16"), 1, 100),
        money(Some("Under 16"), 2, 50),
    ];
    // Anna, the only Under 16, takes overall 1st (500): both Under 16 prizes find
    // nobody left.
    let (awards, notes) = given(&t, &standings);
    assert_eq!(awards, [row("Anna", 0, 500)]);
    let under_16 = |place| PrizeNote::NotGiven {
        category: Some("Under 16".into()),
        place,
    };
    assert_eq!(notes, [under_16(1), under_16(2)]);
}

#[test]
fn ceremony_order_reads_categories_then_overall_from_the_last_place() {
    let (mut t, standings) = five();
    t.settings.prizes.prizes = vec![
        money(None, 1, 500),
        money(None, 2, 300),
        money(Some("Under 16"), 1, 100),
    ];
    t.settings.prizes.reading_order = ReadingOrder::Ceremony;
    let (awards, _) = given(&t, &standings);
    assert_eq!(
        awards,
        [
            row("Carla", 2, 100),
            row("Bruno", 1, 300),
            row("Anna", 0, 500)
        ]
    );
}

#[test]
fn category_places_are_counted_inside_the_category() {
    // Overall: Anna 1, Bruno 2, Carla and Dario share 3-4, Elena 5. Under 16: Anna 1,
    // Carla 2 (alone in the category at that rank), Elena 3.
    let (t, mut standings) = five();
    if let Some(r) = standings.rows.get_mut(3) {
        r.rank = 3;
    }
    let category = t.settings.categories.find("under 16").unwrap().clone();
    let index = crate::PlayerIndex::new(&t);
    let under_16 = category_standings(&t, &index, &standings, &category);
    let places: Vec<(String, PlayerId)> = under_16
        .rows
        .iter()
        .map(|r| (r.place_text(), standings.rows[r.index].player))
        .collect();
    assert_eq!(
        places,
        [
            ("1".to_string(), PlayerId(1)),
            ("2".to_string(), PlayerId(3)),
            ("3".to_string(), PlayerId(5))
        ]
    );
    // Overall the shared rank reads "3-4".
    let overall = crate::standings::places_among(&standings, |_| true);
    let texts: Vec<String> = overall.iter().map(|r| r.place_text()).collect();
    assert_eq!(texts, ["1", "2", "3-4", "3-4", "5"]);
}

#[test]
fn every_note_is_worded_in_both_languages() {
    let notes = [
        PrizeNote::UnknownCategory {
            category: "U12".into(),
            prizes: 2,
        },
        PrizeNote::EmptyCategory {
            category: "U8".into(),
            prizes: 1,
        },
        PrizeNote::MissingPlaces {
            category: None,
            from: 3,
            to: 3,
        },
        PrizeNote::MissingPlaces {
            category: Some("U16".into()),
            from: 2,
            to: 4,
        },
        PrizeNote::RepeatedPlace {
            category: None,
            place: 2,
        },
        PrizeNote::NotGiven {
            category: Some("U16".into()),
            place: 2,
        },
        PrizeNote::EqualValues {
            player: "Rossi, Anna".into(),
            given_category: None,
            given_place: 3,
            other_category: Some("U16".into()),
            other_place: 1,
        },
        PrizeNote::HortShared {
            category: None,
            points: Points::from_halves(14),
            players: 3,
            pool: Money(22500),
            currency: "€".into(),
        },
    ];
    for note in &notes {
        crate::i18n::test_support::assert_worded(note);
    }
}

//! Drawing of lots and Varma restricted drawing (C.05 Annex 2): partition of the groups,
//! their "not in the last three rounds" purpose, contingents kept in one envelope, and
//! reproducibility of the draw from the seed.

use proptest::prelude::*;
use std::collections::BTreeMap;
use torneo::domain::{Player, PlayerId, Tournament};
use torneo::pairing::round_robin::{DrawError, berger_table, draw_lots, varma_groups};

fn tournament(federations: &[&str]) -> Tournament {
    let mut t = Tournament::default();
    for (i, fed) in federations.iter().enumerate() {
        t.add_player(Player {
            name: format!("Player {:02}", federations.len() - i),
            federation: (*fed).to_string(),
            ..Player::default()
        });
    }
    t
}

fn numbers(t: &Tournament) -> Vec<u32> {
    t.players.iter().map(|p| p.pairing_number).collect()
}

/// The round (1-based) in which numbers `a` and `b` meet in the Berger table.
fn meeting_round(players: u32, a: u32, b: u32) -> Option<usize> {
    berger_table(players)
        .iter()
        .position(|r| {
            r.iter()
                .any(|&(w, x)| (w == a && x == b) || (w == b && x == a))
        })
        .map(|i| i + 1)
}

/// The Varma group (0 = A … 3 = D) holding `number`.
fn group_of(groups: &[Vec<u32>; 4], number: u32) -> Option<usize> {
    groups.iter().position(|g| g.contains(&number))
}

#[test]
fn varma_groups_partition_the_numbers() {
    for players in 9..=24usize {
        let groups = varma_groups(players).unwrap_or_default();
        let mut all: Vec<u32> = groups.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(
            all,
            (1..=players as u32).collect::<Vec<_>>(),
            "{players} players"
        );
    }
}

#[test]
fn same_group_never_meets_in_the_last_three_rounds() {
    // The purpose of the tables (1987 GA text, C.05 Annex 2): players of one group do not
    // meet in the last three rounds. The one exception is the official 11/12 row, whose
    // group C (6, 8, 12) has 6 v 12 in round 11 of 11 (reference/round_robin.md §3); with
    // 11 players 12 is the bye and the row is fine.
    for players in 9..=24u32 {
        let groups = varma_groups(players as usize).unwrap_or_default();
        let last = berger_table(players).len();
        for group in &groups {
            for (i, &a) in group.iter().enumerate() {
                for &b in group.iter().skip(i + 1) {
                    let round = meeting_round(players, a, b).unwrap_or(usize::MAX);
                    if players == 12 && (a, b) == (6, 12) {
                        assert_eq!(round, 11, "the documented 11/12 anomaly");
                    } else {
                        assert!(
                            round + 3 <= last,
                            "{players} players: {a} v {b} in round {round} of {last}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn ordinary_draw_outside_9_to_24() {
    // No Varma table: the restricted draw is the ordinary draw.
    for players in [2usize, 8, 25, 30] {
        let feds: Vec<&str> = (0..players)
            .map(|i| if i % 2 == 0 { "ITA" } else { "FRA" })
            .collect();
        let mut a = tournament(&feds);
        let mut b = a.clone();
        assert_eq!(draw_lots(&mut a, 99, true), Ok(()));
        assert_eq!(draw_lots(&mut b, 99, false), Ok(()));
        assert_eq!(numbers(&a), numbers(&b));
    }
}

#[test]
fn too_few_players_cannot_draw() {
    let mut t = tournament(&["ITA"]);
    assert_eq!(draw_lots(&mut t, 1, false), Err(DrawError::TooFewPlayers));
    let mut empty = Tournament::default();
    assert_eq!(
        draw_lots(&mut empty, 1, true),
        Err(DrawError::TooFewPlayers)
    );
}

proptest! {
    #[test]
    fn lots_are_a_reproducible_permutation(players in 2usize..=40, seed in any::<u64>(), restricted in any::<bool>(), feds in prop::collection::vec(0u8..4, 40)) {
        let codes = ["ITA", "FRA", "GER", ""];
        let federations: Vec<&str> = feds.iter().take(players).map(|&f| codes[f as usize]).collect();
        let mut a = tournament(&federations);
        let mut b = a.clone();
        prop_assert_eq!(draw_lots(&mut a, seed, restricted), Ok(()));
        prop_assert_eq!(draw_lots(&mut b, seed, restricted), Ok(()));
        prop_assert_eq!(numbers(&a), numbers(&b));
        let mut sorted = numbers(&a);
        sorted.sort_unstable();
        prop_assert_eq!(sorted, (1..=players as u32).collect::<Vec<_>>());
        prop_assert!(a.validate().is_ok());
    }

    #[test]
    fn two_team_mates_in_ten_players_share_a_group(seed in any::<u64>(), first in 0usize..10, offset in 1usize..10) {
        // C.05 Annex 2 point 3: the contingent draws from one envelope.
        let second = (first + offset) % 10;
        let codes = ["ARM", "BEL", "CRO", "DEN", "ESP", "FIN", "GRE", "HUN", "IRL", "JPN"];
        let mut feds: Vec<&str> = codes.to_vec();
        feds[second] = codes[first];
        let mut t = tournament(&feds);
        prop_assert_eq!(draw_lots(&mut t, seed, true), Ok(()));
        let groups = varma_groups(10).unwrap_or_default();
        let a = t.players[first].pairing_number;
        let b = t.players[second].pairing_number;
        prop_assert_eq!(group_of(&groups, a), group_of(&groups, b));
        prop_assert!(meeting_round(10, a, b).unwrap_or(usize::MAX) <= 9 - 3);
    }

    #[test]
    fn contingents_do_not_meet_late(players in 9usize..=24, seed in any::<u64>(), sizes in prop::collection::vec(2usize..=3, 2)) {
        // Two contingents (2–3 players each) and everyone else alone: each contingent fits
        // in one envelope, so its members never meet in the last three rounds (except the
        // documented 11/12 row, left out).
        prop_assume!(players != 12);
        let mut feds: Vec<String> = (0..players).map(|i| format!("X{i:02}")).collect();
        let mut next = 0;
        for (c, &size) in sizes.iter().enumerate() {
            for _ in 0..size {
                if let Some(f) = feds.get_mut(next) {
                    *f = format!("T{c}");
                }
                next += 1;
            }
        }
        let refs: Vec<&str> = feds.iter().map(String::as_str).collect();
        let mut t = tournament(&refs);
        prop_assert_eq!(draw_lots(&mut t, seed, true), Ok(()));
        let mut by_fed: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
        for p in &t.players {
            by_fed.entry(p.federation.as_str()).or_default().push(p.pairing_number);
        }
        let last = berger_table(players as u32).len();
        for (fed, nums) in by_fed.iter().filter(|(f, _)| f.starts_with('T')) {
            for (i, &a) in nums.iter().enumerate() {
                for &b in nums.iter().skip(i + 1) {
                    let round = meeting_round(players as u32, a, b).unwrap_or(usize::MAX);
                    prop_assert!(round + 3 <= last, "{} {} v {} round {} of {}", fed, a, b, round, last);
                }
            }
        }
    }
}

#[test]
fn draw_does_not_depend_on_list_order() {
    // The draw follows player ids, so reordering the list gives the same numbers.
    let mut t = tournament(&[
        "ITA", "ITA", "FRA", "FRA", "GER", "ESP", "ENG", "NED", "SUI", "AUT",
    ]);
    let mut reversed = t.clone();
    reversed.players.reverse();
    assert_eq!(draw_lots(&mut t, 7, true), Ok(()));
    assert_eq!(draw_lots(&mut reversed, 7, true), Ok(()));
    let by_id = |t: &Tournament| -> BTreeMap<PlayerId, u32> {
        t.players.iter().map(|p| (p.id, p.pairing_number)).collect()
    };
    assert_eq!(by_id(&t), by_id(&reversed));
}

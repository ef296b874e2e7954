//! Amalfi B.1 and 2.5: the numeri d'ordine, computed afresh for every round over the
//! players who have entered by then, so that a late entry takes his place in the order
//! and the players below him move down (docs/rules/amalfi.md AM-13).

use crate::domain::{Player, PlayerId, RoundEntry, Tournament, TournamentHistory};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// The numero d'ordine (1 = the highest) of every player entered by `round`.
pub fn numbers_for_round(t: &Tournament, round: u32) -> BTreeMap<PlayerId, u32> {
    let history = TournamentHistory::derive(t, round.saturating_sub(1));
    let mut entered: Vec<&Player> = t
        .players
        .iter()
        .filter(|p| has_entered(p, &history, round))
        .collect();
    entered.sort_by(|a, b| b1_order(a, b));
    entered
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, u32::try_from(i + 1).unwrap_or(u32::MAX)))
        .collect()
}

/// Amalfi 2.5: the round a player enters: his registered first round, or, when he has
/// no entry at all (no game, no bye) in the first rounds, the first round after those (a
/// TRF file has no entry round, only the blank rounds of a late entry; AM-13).
pub fn entry_round(p: &Player, history: &TournamentHistory) -> u32 {
    if p.first_round > 1 {
        return p.first_round;
    }
    let entries = history.get(p.id).map_or(&[][..], |h| h.entries.as_slice());
    let blank = entries
        .iter()
        .take_while(|e| **e == RoundEntry::NotPaired)
        .count();
    u32::try_from(blank + 1).unwrap_or(u32::MAX)
}

/// Amalfi 2.5: has the player entered by `round`? Registered from an earlier round, and
/// either present in `round` or with a game or bye before it (round 1: registered).
fn has_entered(p: &Player, history: &TournamentHistory, round: u32) -> bool {
    let present = p.is_active_in(round) && !p.requested_byes.contains_key(&round);
    p.first_round <= round && (round == 1 || present || entry_round(p, history) < round)
}

/// Amalfi B.1: rated players first, by rating (highest first), then title, then the rating
/// in another list (the national rating); unrated players after all the rated ones, by
/// title and the other list's rating; the lot last (AM-13: the stored pairing numbers, then
/// registration order).
pub fn b1_order(a: &Player, b: &Player) -> Ordering {
    // Amalfi B.1: "I giocatori privi di punteggio (…) verranno elencati dopo tutti i
    // giocatori con punteggio nella lista ufficiale".
    a.rating
        .is_none()
        .cmp(&b.rating.is_none())
        .then_with(|| b.rating.cmp(&a.rating))
        .then_with(|| title_order(a, b))
        .then_with(|| other_list_order(a, b))
        .then_with(|| lot_order(a, b))
}

/// Amalfi B.1 "in base al titolo": GM, IM, WGM, FM, WIM, CM, WFM, WCM, then no title.
fn title_order(a: &Player, b: &Player) -> Ordering {
    match (a.title, b.title) {
        (Some(x), Some(y)) => x.cmp(&y),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// Amalfi B.1 "al punteggio in altre liste diverse da quella ufficiale": higher first,
/// players without one after.
fn other_list_order(a: &Player, b: &Player) -> Ordering {
    a.national_rating
        .is_none()
        .cmp(&b.national_rating.is_none())
        .then_with(|| b.national_rating.cmp(&a.national_rating))
}

/// Amalfi B.1 "infine per sorteggio": the order the tournament's stored pairing numbers
/// give (0, none yet, last), then registration order (AM-13).
fn lot_order(a: &Player, b: &Player) -> Ordering {
    let key = |p: &Player| (p.pairing_number == 0, p.pairing_number, p.id);
    key(a).cmp(&key(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Title;

    fn player(name: &str, rating: Option<u16>, title: Option<Title>, first_round: u32) -> Player {
        Player {
            name: name.into(),
            rating,
            title,
            first_round,
            ..Player::default()
        }
    }

    #[test]
    fn rated_by_rating_then_title_then_other_list_unrated_last() {
        // B.1 by hand: A 2000, B 2000 FM (title first among equals), C unrated IM (after
        // every rated player even with a title), D 1800, E 1800 with national 1900 (other
        // list breaks the tie), F unrated: order B A E D C F.
        let mut t = Tournament::default();
        let a = t.add_player(player("A", Some(2000), None, 1));
        let b = t.add_player(player("B", Some(2000), Some(Title::FM), 1));
        let c = t.add_player(player("C", None, Some(Title::IM), 1));
        let d = t.add_player(player("D", Some(1800), None, 1));
        let mut e_player = player("E", Some(1800), None, 1);
        e_player.national_rating = Some(1900);
        let e = t.add_player(e_player);
        let f = t.add_player(player("F", None, None, 1));
        let numbers = numbers_for_round(&t, 1);
        let order = [b, a, e, d, c, f];
        for (i, id) in order.iter().enumerate() {
            assert_eq!(numbers.get(id), Some(&(i as u32 + 1)), "{id}");
        }
    }

    #[test]
    fn a_late_entry_takes_his_place_and_the_others_move_down() {
        // 2.5: X (2100) enters in round 3. Rounds 1-2: A 2200 = 1, B 2000 = 2. From round
        // 3: A 1, X 2, B 3.
        let mut t = Tournament::default();
        let a = t.add_player(player("A", Some(2200), None, 1));
        let b = t.add_player(player("B", Some(2000), None, 1));
        let x = t.add_player(player("X", Some(2100), None, 3));
        let before = numbers_for_round(&t, 2);
        assert_eq!(before.get(&b), Some(&2));
        assert_eq!(before.get(&x), None);
        let after = numbers_for_round(&t, 3);
        assert_eq!(after.get(&a), Some(&1));
        assert_eq!(after.get(&x), Some(&2));
        assert_eq!(after.get(&b), Some(&3));
    }
}

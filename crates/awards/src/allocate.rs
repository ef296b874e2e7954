//! Who receives each prize of the table.
//!
//! Each list of the table (the overall places, each category's places) gives its prizes
//! in the order of their places, each to the best-placed player of the list still
//! without a prize. With "one prize per player" (the rule of Italian opens: "i premi non
//! sono cumulabili"), the lists take turns: the most valuable prize still to give, among
//! the next prize of every list, goes first (equal values: the one the table lists
//! first), so that a player entitled to several prizes receives the most valuable one and
//! the others pass to the next players of their lists. The standings order (the
//! tie-breaks, C.07) decides between tied players; with the Hort system the money of
//! players tied on points is then shared (`hort`).

use crate::domain::{
    Money, PlayerId, Points, Prize, PrizeTable, PrizeValue, ReadingOrder, TieSharing, Tournament,
};
use crate::note::PrizeNote;
use crate::standings::{CategoryRow, PlayerIndex, category_standings, places_among};
use crate::tiebreak::Standings;

/// The Hort system's split of one prize of money (docs/rules/prizes.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Share {
    /// Half the prize of the player's own place, kept.
    pub kept: Money,
    /// The player's equal part of the pooled halves.
    pub from_pool: Money,
    /// The pooled halves of the tied players' prizes.
    pub pool: Money,
    /// How many players share the pool.
    pub players: u32,
}

/// One prize given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Award {
    /// The prize's position in the table.
    pub prize: usize,
    pub player: PlayerId,
    /// The player's place in the prize's list (overall or the category).
    pub place: CategoryRow,
    pub points: Points,
    /// The money paid (after any sharing); `None` for an object.
    pub money: Option<Money>,
    /// How the money was shared by the Hort system.
    pub share: Option<Share>,
}

/// The prize list in the order it is read out, and what the arbiter should know.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PrizeList {
    pub awards: Vec<Award>,
    pub notes: Vec<PrizeNote>,
}

/// One list of the table: its players in standings order and its prizes by place.
pub(crate) struct Lane {
    pub category: Option<String>,
    pub members: Vec<CategoryRow>,
    /// Table positions of the list's prizes, by place (then table order).
    pub queue: Vec<usize>,
    pub next: usize,
    /// Members before this one have been passed (given this list's prize or another).
    pub cursor: usize,
}

impl Lane {
    /// The position in `members` of the best member still without a prize.
    fn candidate(&self, taken: &[bool]) -> Option<usize> {
        (self.cursor..self.members.len()).find(|&m| {
            self.members
                .get(m)
                .is_some_and(|row| !taken.get(row.index).copied().unwrap_or(true))
        })
    }
}

/// The lists of the table (in the order the table first names them), with the notes on
/// unknown or empty categories and on gaps in the places.
fn lanes(t: &Tournament, standings: &Standings, notes: &mut Vec<PrizeNote>) -> Vec<Lane> {
    let table = &t.settings.prizes;
    let index = PlayerIndex::new(t);
    let mut lanes: Vec<Lane> = Vec::new();
    let mut unknown: Vec<(String, usize)> = Vec::new();
    for (k, prize) in table.prizes.iter().enumerate() {
        let key = prize.category.as_deref().map(str::trim).map(String::from);
        let found = key.as_deref().map(|name| t.settings.categories.find(name));
        if let (Some(name), Some(None)) = (&key, found) {
            match unknown.iter_mut().find(|(n, _)| n == name) {
                Some((_, count)) => *count += 1,
                None => unknown.push((name.clone(), 1)),
            }
            continue;
        }
        let same = |lane: &Lane| match (&lane.category, &key) {
            (None, None) => true,
            (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
            _ => false,
        };
        if let Some(lane) = lanes.iter_mut().find(|l| same(l)) {
            lane.queue.push(k);
            continue;
        }
        let members = match found.flatten() {
            Some(category) => category_standings(t, &index, standings, category).rows,
            None => places_among(standings, |_| true),
        };
        lanes.push(Lane {
            category: key,
            members,
            queue: vec![k],
            next: 0,
            cursor: 0,
        });
    }
    for (category, prizes) in unknown {
        notes.push(PrizeNote::UnknownCategory { category, prizes });
    }
    for lane in &mut lanes {
        sort_and_check_places(lane, &table.prizes, notes);
    }
    lanes
}

/// Sorts a list's prizes by place and reports the places missing or repeated; a
/// category without players gives nothing (reported once).
fn sort_and_check_places(lane: &mut Lane, prizes: &[Prize], notes: &mut Vec<PrizeNote>) {
    let place = |k: &usize| prizes.get(*k).map_or(u32::MAX, |p| p.place);
    lane.queue.sort_by_key(|k| (place(k), *k));
    let mut expected = 1_u32;
    for k in &lane.queue {
        let p = place(k);
        if p > expected {
            notes.push(PrizeNote::MissingPlaces {
                category: lane.category.clone(),
                from: expected,
                to: p - 1,
            });
        } else if p < expected {
            notes.push(PrizeNote::RepeatedPlace {
                category: lane.category.clone(),
                place: p,
            });
        }
        expected = expected.max(p.saturating_add(1));
    }
    if lane.members.is_empty()
        && let Some(category) = lane.category.clone()
    {
        notes.push(PrizeNote::EmptyCategory {
            category,
            prizes: lane.queue.len(),
        });
        lane.queue.clear();
    }
}

/// The list whose next prize goes first: the most valuable, then the first in the table.
fn next_lane(lanes: &[Lane], prizes: &[Prize]) -> Option<usize> {
    let head = |lane: &Lane| lane.queue.get(lane.next).copied();
    lanes
        .iter()
        .enumerate()
        .filter_map(|(l, lane)| head(lane).map(|k| (l, k)))
        .max_by_key(|&(_, k)| {
            let worth = prizes.get(k).map(|p| p.value.worth()).unwrap_or_default();
            (worth, std::cmp::Reverse(k))
        })
        .map(|(l, _)| l)
}

/// Who receives each prize of the tournament's table, by the standings `standings`.
pub fn award(t: &Tournament, standings: &Standings) -> PrizeList {
    let table = &t.settings.prizes;
    let mut notes = Vec::new();
    let mut lanes = lanes(t, standings, &mut notes);
    let mut taken = vec![false; standings.rows.len()];
    let mut awards = Vec::new();
    while let Some(l) = next_lane(&lanes, &table.prizes) {
        let Some(lane) = lanes.get_mut(l) else { break };
        let Some(k) = lane.queue.get(lane.next).copied() else {
            break;
        };
        lane.next += 1;
        let found = lane.candidate(&taken);
        let (Some(m), Some(prize)) = (found, table.prizes.get(k)) else {
            notes.push(PrizeNote::NotGiven {
                category: lane.category.clone(),
                place: table.prizes.get(k).map_or(0, |p| p.place),
            });
            continue;
        };
        let Some(row) = lane.members.get(m).copied() else {
            continue;
        };
        lane.cursor = m + 1;
        if let Some(note) = equal_value(t, &lanes, l, k, row.index, &taken, standings) {
            notes.push(note);
        }
        if table.one_per_player
            && let Some(slot) = taken.get_mut(row.index)
        {
            *slot = true;
        }
        let Some(line) = standings.rows.get(row.index) else {
            continue;
        };
        awards.push(Award {
            prize: k,
            player: line.player,
            place: row,
            points: line.points,
            money: match prize.value {
                PrizeValue::Money(m) => Some(m),
                PrizeValue::Object { .. } => None,
            },
            share: None,
        });
    }
    if table.sharing == TieSharing::Hort {
        crate::hort::share(table, &lanes, &mut awards, &mut notes);
    }
    read_in_order(table, table.reading_order, &mut awards);
    PrizeList { awards, notes }
}

/// When the player receiving prize `k` (list `l`) is also the next in line for another
/// list's next prize of the same value, the table's order decided: say so.
fn equal_value(
    t: &Tournament,
    lanes: &[Lane],
    l: usize,
    k: usize,
    row_index: usize,
    taken: &[bool],
    standings: &Standings,
) -> Option<PrizeNote> {
    if !t.settings.prizes.one_per_player {
        return None;
    }
    let prizes = &t.settings.prizes.prizes;
    let worth = prizes.get(k)?.value.worth();
    let other = lanes.iter().enumerate().find_map(|(o, lane)| {
        let head = lane.queue.get(lane.next).copied()?;
        let same_worth = prizes.get(head)?.value.worth() == worth;
        let next = lane.candidate(taken).and_then(|m| lane.members.get(m))?;
        (o != l && same_worth && next.index == row_index).then_some(head)
    })?;
    let player = standings.rows.get(row_index)?.player;
    let name = t.player(player).map(|p| p.name.clone()).unwrap_or_default();
    let given = prizes.get(k)?;
    let other_prize = prizes.get(other)?;
    Some(PrizeNote::EqualValues {
        player: name,
        given_category: given.category.clone(),
        given_place: given.place,
        other_category: other_prize.category.clone(),
        other_place: other_prize.place,
    })
}

/// Puts the awards in the order they are read out: the table's, or the ceremony's (the
/// categories first, then the overall places from the last up to the winner).
pub fn read_in_order(table: &PrizeTable, order: ReadingOrder, awards: &mut [Award]) {
    match order {
        ReadingOrder::Table => awards.sort_by_key(|a| a.prize),
        ReadingOrder::Ceremony => awards.sort_by_key(|a| {
            let prize = table.prizes.get(a.prize);
            match prize {
                // The categories first, in the table's order.
                Some(Prize {
                    category: Some(_), ..
                }) => (0, 0, a.prize),
                // Then the overall places from the last up to the winner.
                Some(p) => (1, u32::MAX - p.place, a.prize),
                None => (2, 0, a.prize),
            }
        }),
    }
}

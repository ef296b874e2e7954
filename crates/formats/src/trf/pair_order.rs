//! The order in which the pairs of each round were formed, for the Italo-Svizzero system
//! (seed 002 art. 6: the next round's rotation resumes from the White of the last pair
//! formed; docs/rules/italo-svizzero.md D1). Torneo keeps that order as the board order;
//! TRF has no board numbers and its reader orders boards by score, so the writer adds one
//! Torneo record per round, `XXO round white1 white2 …` (the start ranks of the Whites in
//! the order of formation), and the reader puts the boards back in that order.
//!
//! A record that does not name exactly the Whites of a round of the file (a malformed or
//! foreign one) is left alone among the records Torneo keeps and writes back unchanged.

use crate::domain::{PairingSystem, PlayerId, Tournament};
use std::collections::{BTreeMap, BTreeSet};

const CODE: &str = "XXO";

/// One `XXO` line per round with boards, for an Italo-Svizzero tournament.
pub(super) fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    if t.settings.system != PairingSystem::ItaloSvizzero {
        return Vec::new();
    }
    t.rounds
        .iter()
        .filter(|r| !r.boards.is_empty())
        .map(|r| {
            let whites: Vec<String> = r
                .boards
                .iter()
                .map(|b| numbers.get(&b.white).copied().unwrap_or(0).to_string())
                .collect();
            format!("{CODE} {} {}", r.number, whites.join(" "))
        })
        .collect()
}

/// Puts the boards of each round named by a kept `XXO` record in its order, and drops the
/// records so applied. Returns the rounds so ordered (the others may be rebuilt by
/// replaying the engine, `formation`).
pub(super) fn apply(t: &mut Tournament) -> BTreeSet<u32> {
    let records = std::mem::take(&mut t.extra_trf_records);
    let mut kept = Vec::with_capacity(records.len());
    let mut ordered = BTreeSet::new();
    for record in records {
        match reorder(t, &record) {
            Some(round) => {
                ordered.insert(round);
            }
            None => kept.push(record),
        }
    }
    t.extra_trf_records = kept;
    ordered
}

/// The round, when `record` is an `XXO` line naming exactly the Whites of one round.
fn reorder(t: &mut Tournament, record: &str) -> Option<u32> {
    let rest = record.strip_prefix(CODE)?;
    let numbers: Option<Vec<u32>> = rest.split_whitespace().map(|w| w.parse().ok()).collect();
    let (&round, whites) = numbers.as_deref().and_then(|n| n.split_first())?;
    let ids: Option<Vec<PlayerId>> = whites
        .iter()
        .map(|&n| t.player_by_pairing_number(n).map(|p| p.id))
        .collect();
    let (Some(ids), Some(r)) = (ids, t.round_mut(round)) else {
        return None;
    };
    let mut ordered = Vec::with_capacity(r.boards.len());
    for id in &ids {
        match r.boards.iter().find(|b| b.white == *id) {
            Some(b) if !ordered.contains(b) => ordered.push(*b),
            _ => return None,
        }
    }
    if ordered.len() != r.boards.len() {
        return None;
    }
    r.boards = ordered;
    Some(round)
}

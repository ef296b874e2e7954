//! The players of a tournament found by id, for the builders (one look-up per board).

use crate::domain::{Player, PlayerId, Points, Tournament, TournamentHistory};
use std::collections::BTreeMap;

/// Players by id.
pub struct Roster<'a> {
    by_id: BTreeMap<PlayerId, &'a Player>,
}

impl<'a> Roster<'a> {
    pub fn new(t: &'a Tournament) -> Roster<'a> {
        Roster {
            by_id: t.players.iter().map(|p| (p.id, p)).collect(),
        }
    }

    pub fn get(&self, id: PlayerId) -> Option<&'a Player> {
        self.by_id.get(&id).copied()
    }
}

/// Every player's score before round `round` (after rounds 1..round-1).
pub fn scores_before(t: &Tournament, round: u32) -> BTreeMap<PlayerId, Points> {
    scores_after(t, round.saturating_sub(1))
}

/// Every player's score after rounds 1..=`round`.
pub fn scores_after(t: &Tournament, round: u32) -> BTreeMap<PlayerId, Points> {
    let history = TournamentHistory::derive(t, round);
    history
        .players
        .iter()
        .map(|(&id, h)| (id, h.score(&t.settings.scoring)))
        .collect()
}

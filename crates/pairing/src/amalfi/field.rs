//! The facts the Amalfi rules need of each player of a round, derived from the recorded
//! rounds: numero d'ordine (B.1, 2.5), pairing points (A.6, 2.3, 2.5), the colour of each
//! round or none (2.4), the opponents met over the board (A.2, 2.4).

use super::numbers::{entry_round, numbers_for_round};
use crate::domain::{Colour, Player, PlayerId, Points, RoundEntry, Tournament, TournamentHistory};
use std::collections::BTreeSet;

/// One player of the pairing list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub id: PlayerId,
    /// The numero d'ordine of this round (1 = the highest, B.1).
    pub number: u32,
    /// The pairing number the tournament stores (how the window names the player).
    pub stored_number: u32,
    pub name: String,
    /// Pairing points (A.6), 0.5 more for a late entry (2.5).
    pub score: Points,
    /// The colour of each earlier round, round 1 first; `None` = without colour (2.4).
    pub states: Vec<Option<Colour>>,
    /// Opponents met over the board (2.4: an unplayed game has no opponent).
    pub opponents: BTreeSet<PlayerId>,
}

impl Entrant {
    /// The colours of the games played over the board, in order (2.4).
    pub fn colours(&self) -> Vec<Colour> {
        self.states.iter().flatten().copied().collect()
    }

    pub fn games(&self) -> usize {
        self.states.iter().flatten().count()
    }

    /// Rounds without a game played over the board (2.2: "per qualsiasi motivo").
    pub fn unplayed(&self) -> usize {
        self.states.len() - self.games()
    }

    pub fn blacks(&self) -> usize {
        self.states
            .iter()
            .filter(|s| **s == Some(Colour::Black))
            .count()
    }
}

/// Amalfi 3.2: the players of round `round` who are not absent (withdrawn, not yet
/// entered, a requested bye or announced absence), in no particular order.
pub fn present_players(t: &Tournament, round: u32) -> Vec<Entrant> {
    let history = TournamentHistory::derive(t, round.saturating_sub(1));
    let numbers = numbers_for_round(t, round);
    t.players
        .iter()
        .filter(|p| p.is_active_in(round) && !p.requested_byes.contains_key(&round))
        .map(|p| {
            entrant(
                t,
                p,
                &history,
                numbers.get(&p.id).copied().unwrap_or(u32::MAX),
            )
        })
        .collect()
}

fn entrant(t: &Tournament, p: &Player, history: &TournamentHistory, number: u32) -> Entrant {
    let entries: &[RoundEntry] = history.get(p.id).map_or(&[], |h| h.entries.as_slice());
    let states = entries.iter().map(RoundEntry::played_colour).collect();
    let opponents = entries
        .iter()
        .filter_map(RoundEntry::played_opponent)
        .collect();
    let entered = entry_round(p, history);
    let skipped = usize::try_from(entered.saturating_sub(1)).unwrap_or(usize::MAX);
    // Amalfi A.6 and 2.3: the points of the rounds since the player entered.
    let mut score: Points = entries
        .iter()
        .skip(skipped)
        .map(|e| e.points(&t.settings.scoring))
        .sum();
    if entered > 1 {
        // Amalfi 2.5: "un punteggio iniziale di 0,5 punti indipendentemente dal numero di
        // turni non giocati".
        score += Points(5);
    }
    Entrant {
        id: p.id,
        number,
        stored_number: p.pairing_number,
        name: p.name.trim().to_string(),
        score,
        states,
        opponents,
    }
}

/// Amalfi 3.2: the pairing list, by pairing points (highest first), then numero d'ordine.
pub fn pairing_list(t: &Tournament, round: u32) -> Vec<Entrant> {
    let mut list = present_players(t, round);
    list.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    list
}

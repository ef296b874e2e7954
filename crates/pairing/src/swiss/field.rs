//! What every Swiss field builder starts from (C.04.2): the history of the rounds played,
//! the players that count in the round (to be paired now, or paired in an earlier round),
//! their effective pairing numbers, and the opponents each may not meet (C1: players met
//! over the board and the pairs the arbiter forbade).

use crate::domain::{
    ByeKind, Player, PlayerHistory, PlayerId, RoundEntry, Tournament, TournamentHistory,
};
use std::collections::{BTreeMap, BTreeSet};

/// The players of one round before any system reads its own facts of them.
pub struct Roster<'a> {
    pub round: u32,
    /// Rounds played before this one.
    pub played_rounds: u32,
    pub history: TournamentHistory,
    /// The players that count in this round, by TPN: those to pair now and those paired
    /// in an earlier round (a game or the PAB). A player's place here is their effective
    /// pairing number (0-based).
    pub counted: Vec<&'a Player>,
    /// The pairs the arbiter forbade, both ways.
    forbidden_pairs: BTreeMap<PlayerId, BTreeSet<PlayerId>>,
}

/// A player to pair in the round, with their history.
pub struct Seat<'r, 'a> {
    /// Effective pairing number, 0-based (the place in [`Roster::counted`]).
    pub rank: usize,
    pub player: &'a Player,
    pub history: &'r PlayerHistory,
}

/// True when `p` is to be paired in `round`: active, and no bye asked for (C.04.2 3.3).
fn to_pair(p: &Player, round: u32) -> bool {
    p.is_active_in(round) && !p.requested_byes.contains_key(&round)
}

impl<'a> Roster<'a> {
    /// The roster for pairing `round` of `t`.
    pub fn new(t: &'a Tournament, round: u32) -> Self {
        let played_rounds = round.saturating_sub(1);
        let history = TournamentHistory::derive(t, played_rounds);
        // Effective pairing numbers: players to pair now or ever paired before count.
        let mut counted = t.players_by_pairing_number();
        counted.retain(|p| {
            to_pair(p, round)
                || history.get(p.id).is_some_and(|h| {
                    h.entries.iter().any(|e| {
                        matches!(
                            e,
                            RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
                        )
                    })
                })
        });
        let mut forbidden_pairs: BTreeMap<PlayerId, BTreeSet<PlayerId>> = BTreeMap::new();
        for &(a, b) in &t.forbidden_pairs {
            forbidden_pairs.entry(a).or_default().insert(b);
            forbidden_pairs.entry(b).or_default().insert(a);
        }
        Roster {
            round,
            played_rounds,
            history,
            counted,
            forbidden_pairs,
        }
    }

    /// The players to pair in the round, by TPN, each with their history.
    pub fn seats(&self) -> impl Iterator<Item = Seat<'_, 'a>> + '_ {
        self.counted
            .iter()
            .enumerate()
            .filter(|(_, p)| to_pair(p, self.round))
            .filter_map(|(rank, &player)| {
                let history = self.history.get(player.id)?;
                Some(Seat {
                    rank,
                    player,
                    history,
                })
            })
    }

    /// C1: the opponents `seat` may not meet: those met over the board and the pairs the
    /// arbiter forbade.
    pub fn forbidden(&self, seat: &Seat<'_, '_>) -> BTreeSet<PlayerId> {
        let mut forbidden: BTreeSet<PlayerId> =
            seat.history.played_opponents().into_iter().collect();
        if let Some(extra) = self.forbidden_pairs.get(&seat.player.id) {
            forbidden.extend(extra.iter().copied());
        }
        forbidden
    }
}

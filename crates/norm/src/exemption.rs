//! B.01 1.4.3d: the big Swiss exempt from the foreigner requirement (1.4.3 and 1.4.4).
//!
//! "Swiss System tournaments in which participants include in every round at least 20
//! FIDE rated players, not from the host federation, from at least 3 different
//! federations, at least 10 of whom hold GM, IM, WGM or WIM titles. For this purpose,
//! players are counted only if they miss at most one round (excluding pairing-allocated
//! byes)." The host federation is the tournament's federation (settings).
//! Reading (docs/rules/norms.md D3): a player "counted" is one who misses at most one
//! round; FID players are no federation (1.4.2a) and are not counted.

use crate::domain::{ByeKind, GameOutcome, RoundEntry, Title, Tournament, TournamentHistory};
use crate::games::federation;
use std::collections::BTreeSet;

/// The counts of 1.4.3d for the tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForeignField {
    /// Rated players from a federation other than the host's (FID not counted).
    pub players: u32,
    /// Their distinct federations.
    pub federations: u32,
    /// Those among them who hold GM, IM, WGM or WIM.
    pub titled: u32,
}

impl ForeignField {
    /// 1.4.3d: 20 players, 3 federations, 10 titled.
    pub fn exempts(&self) -> bool {
        self.players >= 20 && self.federations >= 3 && self.titled >= 10
    }
}

/// The counts of 1.4.3d, or `None` for an event that is not a Swiss (the exemption is
/// for Swiss System tournaments only).
pub fn foreign_field(t: &Tournament, history: &TournamentHistory) -> Option<ForeignField> {
    if t.settings.system.is_round_robin() {
        return None;
    }
    let host = t.settings.federation.trim().to_ascii_uppercase();
    let mut field = ForeignField {
        players: 0,
        federations: 0,
        titled: 0,
    };
    let mut federations = BTreeSet::new();
    for player in &t.players {
        let code = federation(player);
        if player.rating.is_none() || code.is_empty() || code == "FID" || code == host {
            continue;
        }
        let missed = history.get(player.id).map_or(u32::MAX, |h| {
            let missed = h.entries.iter().filter(|e| missed_round(e)).count();
            u32::try_from(missed).unwrap_or(u32::MAX)
        });
        if missed > 1 {
            continue;
        }
        field.players += 1;
        federations.insert(code);
        if player
            .title
            .is_some_and(|t| matches!(t, Title::GM | Title::IM | Title::WGM | Title::WIM))
        {
            field.titled += 1;
        }
    }
    field.federations = u32::try_from(federations.len()).unwrap_or(u32::MAX);
    Some(field)
}

/// A round the player did not play over the board, a pairing-allocated bye apart.
/// A forfeit won or a game still pending is not a round missed either.
fn missed_round(entry: &RoundEntry) -> bool {
    match entry {
        RoundEntry::Bye(ByeKind::PairingAllocated) => false,
        RoundEntry::Game { .. } => {
            !(entry.is_played() || entry.is_pending() || entry.outcome() == Some(GameOutcome::Win))
        }
        RoundEntry::Bye(_) | RoundEntry::NotPaired => true,
    }
}

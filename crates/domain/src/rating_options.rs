//! What the rating changes of the event are computed with (issue 37, B.02): the FIDE list
//! the event is rated for, whether the standings show the change, and the K factors the
//! arbiter sets by hand where the rule needs facts Torneo does not hold (games played
//! before the event, a published rating of 2400 reached in the past).

use super::player::PlayerId;
use serde::{Deserialize, Serialize};

/// The FIDE list an event is rated for (B.02 for standard; the rapid and blitz
/// regulations for the other two). The player's `rating` is read as that list's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum RatedList {
    #[default]
    Standard,
    Rapid,
    Blitz,
}

impl RatedList {
    pub const ALL: [RatedList; 3] = [RatedList::Standard, RatedList::Rapid, RatedList::Blitz];
}

/// A K factor set by the arbiter for one player (B.02 8.3.3: 40, 20 or 10, or a value
/// the 700 rule already lowered).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct KFactorOverride {
    pub player: PlayerId,
    pub k: u8,
}

/// The rating settings of a tournament. Not written when default, so that other files
/// stay as they were; every field defaults, so every older file loads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct RatingOptions {
    /// The list the event is rated for.
    pub list: RatedList,
    /// Show the "Rtg +/-" column in the standings (window and printed).
    pub show_change: bool,
    /// K factors set by hand, one per player at most.
    pub k_factors: Vec<KFactorOverride>,
}

impl RatingOptions {
    pub fn is_default(&self) -> bool {
        *self == RatingOptions::default()
    }

    /// The K factor the arbiter set for `player`, if any.
    pub fn k_factor_of(&self, player: PlayerId) -> Option<u8> {
        self.k_factors
            .iter()
            .find(|o| o.player == player)
            .map(|o| o.k)
    }

    /// Sets (`Some`) or clears (`None`) the K factor of `player`.
    pub fn set_k_factor(&mut self, player: PlayerId, k: Option<u8>) {
        self.k_factors.retain(|o| o.player != player);
        if let Some(k) = k {
            self.k_factors.push(KFactorOverride { player, k });
            self.k_factors.sort_by_key(|o| o.player);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_k_factor_is_set_replaced_and_cleared() {
        let mut options = RatingOptions::default();
        options.set_k_factor(PlayerId(3), Some(40));
        options.set_k_factor(PlayerId(1), Some(10));
        options.set_k_factor(PlayerId(3), Some(20));
        assert_eq!(options.k_factor_of(PlayerId(3)), Some(20));
        assert_eq!(options.k_factors.len(), 2);
        options.set_k_factor(PlayerId(3), None);
        assert_eq!(options.k_factor_of(PlayerId(3)), None);
        assert!(!options.is_default());
    }
}

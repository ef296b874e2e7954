//! Colours of a legacy Burstein pair (seed 003 §04.4 art. 5.4): the preferences as in every
//! FIDE Swiss (C.04.3 5.2.1–5.2.3, shared with the Dutch engine), then the preference of
//! the player ranked higher in the score group, and between two players without any
//! preference the pairing-number parity with the initial colour.
//!
//! Where the reference departs from the seed: the seed gives the due colour to the higher
//! Sonneborn-Berger, then Buchholz; the reference ranks by its in-group order (the same
//! keys, then the pairing number), and for two players without history it applies the
//! initial-colour parity of the Dutch rules.

use super::field::Contender;
use super::order::in_group;
use crate::domain::Colour;
use crate::swiss::colour::{ColourRule, neutral};
use std::cmp::Ordering;

/// The colour `player` (the one ranked higher, paired first) gets against `opponent`.
pub fn colour_for(
    player: &Contender,
    opponent: &Contender,
    initial: Colour,
) -> (Colour, ColourRule) {
    let (p, o) = (&player.entrant, &opponent.entrant);
    if let Some(found) = neutral(p, o) {
        return found;
    }
    let colour = match p.colour_pref {
        None => {
            // Parity of the better pairing number: an odd one (even 0-based rank) gets the
            // initial colour.
            let (higher, mine_is_higher) = if p.rank < o.rank {
                (p, true)
            } else {
                (o, false)
            };
            let higher_colour = if higher.rank % 2 == 0 {
                initial
            } else {
                initial.opposite()
            };
            if mine_is_higher {
                higher_colour
            } else {
                higher_colour.opposite()
            }
        }
        Some(pref) => {
            if in_group(player, opponent) == Ordering::Greater {
                // The opponent ranks higher: the opponent's preference.
                o.colour_pref.map_or(pref, Colour::opposite)
            } else {
                pref
            }
        }
    };
    let rule = if p.colour_pref.is_none() {
        ColourRule::Parity
    } else {
        ColourRule::HigherRanked
    };
    (colour, rule)
}

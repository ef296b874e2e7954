//! Colour allocation for a Dutch pair (C.04.3 art. 5.2): 5.2.1–5.2.3 are the rules the
//! Swiss systems share (`pairing::swiss::colour`); 5.2.4 and 5.2.5 are the Dutch ones.

use crate::domain::Colour;
use crate::swiss::Entrant;
use crate::swiss::colour::{ColourRule, neutral, ranks_above};

/// The colour given to `player` against `opponent` (C.04.3 5.2), with the deciding rule.
pub fn colour_for(player: &Entrant, opponent: &Entrant, initial: Colour) -> (Colour, ColourRule) {
    if let Some(found) = neutral(player, opponent) {
        return found;
    }
    let player_higher = ranks_above(player, opponent);
    match player.colour_pref {
        None => {
            // 5.2.5: the higher-ranked player gets the initial colour with an odd TPN
            // (even 0-based rank), the other colour with an even one.
            let higher = if player_higher { player } else { opponent };
            let higher_colour = if higher.rank % 2 == 0 {
                initial
            } else {
                initial.opposite()
            };
            let mine = if player_higher {
                higher_colour
            } else {
                higher_colour.opposite()
            };
            (mine, ColourRule::Parity)
        }
        Some(pref) => {
            // 5.2.4: the higher-ranked player's own preference.
            if player_higher {
                (pref, ColourRule::HigherRanked)
            } else {
                let theirs = opponent.colour_pref.unwrap_or(pref.opposite());
                (theirs.opposite(), ColourRule::HigherRanked)
            }
        }
    }
}

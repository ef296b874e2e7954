//! Colours of a 2026 Burstein pair (C.04.4.2 art. 5.2).

use super::index::{Index, ranks_before};
use crate::domain::Colour;
use crate::swiss::Entrant;
use crate::swiss::colour::{ColourRule, neutral, ranks_above};
use std::cmp::Ordering;

/// The colour `player` gets against `opponent` (each with their Index), and the rule
/// that decided it.
pub fn colour_for(
    player: (&Entrant, Index),
    opponent: (&Entrant, Index),
    initial: Colour,
) -> (Colour, ColourRule) {
    let (p, o) = (player.0, opponent.0);
    // 5.2.1: neither has played a game: the higher ranked (more points, then the smaller
    // TPN) gets the initial colour with an odd TPN, the other colour with an even one.
    if p.colours.is_empty() && o.colours.is_empty() {
        let p_higher = ranks_above(p, o);
        let higher = if p_higher { p } else { o };
        let higher_colour = if higher.rank % 2 == 0 {
            initial
        } else {
            initial.opposite()
        };
        let mine = if p_higher {
            higher_colour
        } else {
            higher_colour.opposite()
        };
        return (mine, ColourRule::Parity);
    }
    // 5.2.2 both preferences, 5.2.3 the stronger one, 5.2.4 alternation (the same rules
    // as C.04.3 5.2.1–5.2.3, shared with the Dutch engine).
    if let Some(found) = neutral(p, o) {
        return found;
    }
    // 5.2.5: the preference of the one ranked higher by the Index (1.8).
    let p_first = ranks_before((player.1, p.rank), (opponent.1, o.rank)) == Ordering::Less;
    let colour = match (p_first, p.colour_pref, o.colour_pref) {
        (true, Some(c), _) | (false, Some(c), None) => c,
        (false, _, Some(c)) | (true, None, Some(c)) => c.opposite(),
        (_, None, None) => initial,
    };
    (colour, ColourRule::HigherRanked)
}

//! Colour allocation for a pair (C.04.3 art. 5.2), and the reason that decided it.

use super::players::{Entrant, Strength};
use crate::domain::Colour;

/// Which rule of C.04.3 5.2 gave the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: both preferences granted.
    BothGranted,
    /// 5.2.2: the stronger preference granted (absolute: the larger |CD|).
    Stronger,
    /// 5.2.3: alternate from the most recent round where the colours differed.
    Alternation,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRanked,
    /// 5.2.5: the higher-ranked player's TPN parity and the initial colour.
    Parity,
}

/// True when `a` is ranked above `b` (C.04.3 1.2: pairing score, then pairing number).
pub fn ranks_above(a: &Entrant, b: &Entrant) -> bool {
    (a.pairing_score, std::cmp::Reverse(a.rank)) > (b.pairing_score, std::cmp::Reverse(b.rank))
}

fn compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// The colour of each player's most recent played game where the two differ, going back
/// over the compressed histories (C.04.2 3.4).
fn last_difference(a: &Entrant, b: &Entrant) -> Option<(Colour, Colour)> {
    a.colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, y)| (*x, *y))
}

/// The colour `player` gets against `opponent` when 5.2.1–5.2.3 decide, else `None`
/// (shared with the legacy Burstein engine, whose reference applies the same rules).
pub(crate) fn neutral(player: &Entrant, opponent: &Entrant) -> Option<(Colour, ColourRule)> {
    let (p, o) = (player.colour_pref, opponent.colour_pref);
    if compatible(p, o) {
        // 5.2.1 (a player without preference takes what the opponent leaves).
        return match (p, o) {
            (Some(c), _) => Some((c, ColourRule::BothGranted)),
            (None, Some(c)) => Some((c.opposite(), ColourRule::BothGranted)),
            (None, None) => None,
        };
    }
    // 5.2.2: the stronger preference; two absolute ones: the larger colour difference.
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return p.map(|c| (c, ColourRule::Stronger));
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return o.map(|c| (c.opposite(), ColourRule::Stronger));
    }
    if player.strong() && !opponent.strong() {
        return p.map(|c| (c, ColourRule::Stronger));
    }
    if opponent.strong() && !player.strong() {
        return o.map(|c| (c.opposite(), ColourRule::Stronger));
    }
    // 5.2.3: whoever had White in the most recent differing round gets Black.
    last_difference(player, opponent).map(|(_, theirs)| (theirs, ColourRule::Alternation))
}

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

/// True when the preference is at least strong (absolute or strong).
pub fn at_least_strong(e: &Entrant) -> bool {
    matches!(e.strength, Strength::Strong | Strength::Absolute)
}

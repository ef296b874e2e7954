//! Colour allocation (C.04.4.1 5.2).

use super::players::Entrant;
use crate::domain::Colour;

/// Which article of 5.2 gave the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: neither has played; the higher-ranked player's TPN parity.
    InitialColour,
    /// 5.2.2: both preferences granted.
    BothPreferences,
    /// 5.2.3: the stronger preference granted.
    StrongerPreference,
    /// 5.2.4: alternation from the last round (counted back in played games) in which
    /// their colours differed.
    Alternation { games_back: usize },
    /// 5.2.5: the higher-ranked player's preference.
    HigherRanked,
}

/// The colour `a` gets against `b`, and the rule that decided.
pub fn colour_for(a: &Entrant, b: &Entrant, initial: Colour) -> (Colour, ColourRule) {
    let a_higher = a.ranks_above(b);
    // 5.2.1: neither has played: the higher-ranked player gets the initial colour with an
    // odd TPN, the other colour with an even one.
    if !a.has_played() && !b.has_played() {
        let higher = if a_higher { a } else { b };
        let higher_colour = if higher.tpn % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        let mine = if a_higher {
            higher_colour
        } else {
            higher_colour.opposite()
        };
        return (mine, ColourRule::InitialColour);
    }
    // 5.2.2: both preferences granted.
    if a.colour_pref != b.colour_pref {
        return (a.colour_pref, ColourRule::BothPreferences);
    }
    // 5.2.3: the stronger preference.
    if a.strength != b.strength {
        let mine = if a.strength > b.strength {
            a.colour_pref
        } else {
            b.colour_pref.opposite()
        };
        return (mine, ColourRule::StrongerPreference);
    }
    // 5.2.4: alternate from the most recent game in which one had White, the other Black.
    let back = a
        .colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .position(|(x, y)| x != y);
    if let Some(i) = back
        && let Some(&mine_then) = a.colours.iter().rev().nth(i)
    {
        return (
            mine_then.opposite(),
            ColourRule::Alternation { games_back: i + 1 },
        );
    }
    // 5.2.5: the higher-ranked player's preference.
    let mine = if a_higher {
        a.colour_pref
    } else {
        b.colour_pref.opposite()
    };
    (mine, ColourRule::HigherRanked)
}

//! The colour rules the FIDE Swiss systems share: the colour preference and its strength
//! (C.04.3 1.7, C.04.4.1 1.6), and the first rules of colour allocation (C.04.3 5.2.1–5.2.3,
//! which the Burstein editions apply too), with the rule that decided.

use super::entrant::Entrant;
use crate::domain::Colour;

/// Strength of a colour preference (C.04.3 1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A player's colour preference read from their played colours (C.04.3 1.7, C.04.4.1 1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourPreference {
    /// `None`: no game played yet.
    pub colour: Option<Colour>,
    pub strength: Strength,
    /// |whites − blacks| over played games.
    pub imbalance: u32,
    /// The colour of the last two played games when they are the same.
    pub repeated: Option<Colour>,
}

/// C.04.3 1.7 (C.04.4.1 1.6 alike): absolute (|CD| > 1 or the same colour twice), strong
/// (|CD| = 1), mild (CD = 0: the opposite of the last colour), none (no game yet).
/// `colours` are the played colours, oldest first (unplayed rounds removed, C.04.2 3.4).
pub fn preference(colours: &[Colour]) -> ColourPreference {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as u32;
    let blacks = colours.len() as u32 - whites;
    let imbalance = whites.abs_diff(blacks);
    let lower = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    let last = colours.last().copied();
    let run = match last {
        None => 0,
        Some(c) => colours.iter().rev().take_while(|&&x| x == c).count(),
    };
    let colour = if imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(Colour::opposite)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::opposite)
    };
    let repeated = if run > 1 { last } else { None };
    let strength = if imbalance > 1 || repeated.is_some() {
        Strength::Absolute
    } else if imbalance > 0 {
        Strength::Strong
    } else if colour.is_some() {
        Strength::Mild
    } else {
        Strength::None
    };
    ColourPreference {
        colour,
        strength,
        imbalance,
        repeated,
    }
}

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
/// (the Dutch engine and both Burstein editions, whose rules read the same).
pub fn neutral(player: &Entrant, opponent: &Entrant) -> Option<(Colour, ColourRule)> {
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

/// True when the preference is at least strong (absolute or strong).
pub fn at_least_strong(e: &Entrant) -> bool {
    matches!(e.strength, Strength::Strong | Strength::Absolute)
}

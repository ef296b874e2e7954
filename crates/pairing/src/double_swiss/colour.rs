//! Who has White in the first game of each match (C.04.5 Article 4; the second game has
//! the colours reversed, Preface). Colours are allocated after the whole round is paired
//! (3.3.2) and never decide who meets whom: the system has no colour criterion.

use super::field::Contender;
use crate::domain::Colour;

/// The rule of 4.3 that decided a match's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 4.3.1: neither has played a match; the higher-ranked player's TPN parity and the
    /// initial colour drawn by lot.
    InitialColour,
    /// 4.3.2: White to the player with fewer Whites.
    FewerWhites,
    /// 4.3.3: the colours alternate from the most recent match in which they differed.
    MostRecentDifference,
    /// 4.3.4: the higher-ranked player's colour alternates from their last match.
    AlternateHigher,
    /// 4.3.5: the other player's colour alternates from their last match.
    AlternateLower,
}

/// The pair as (White in game 1, Black in game 1) and the rule that decided; `a` and `b`
/// are the two players, `initial` the colour drawn by lot (4.1).
pub fn allocate<'p>(
    a: &'p Contender,
    b: &'p Contender,
    initial: Colour,
) -> (&'p Contender, &'p Contender, ColourRule) {
    // 4.2 (1.2): the higher-ranked player: higher score, then smaller TPN.
    let (higher, lower) = if a.ranks_above(b) { (a, b) } else { (b, a) };
    let (colour, rule) = colour_of_higher(higher, lower, initial);
    match colour {
        Colour::White => (higher, lower, rule),
        Colour::Black => (lower, higher, rule),
    }
}

/// The first-game colour of the higher-ranked player, and the rule.
fn colour_of_higher(
    higher: &Contender,
    lower: &Contender,
    initial: Colour,
) -> (Colour, ColourRule) {
    // 4.3.1: both yet to play a match.
    if higher.colours.is_empty() && lower.colours.is_empty() {
        let colour = if higher.tpn % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (colour, ColourRule::InitialColour);
    }
    // 4.3.2: White to the one with fewer Whites.
    let (hw, lw) = (higher.whites(), lower.whites());
    if hw != lw {
        let colour = if hw < lw {
            Colour::White
        } else {
            Colour::Black
        };
        return (colour, ColourRule::FewerWhites);
    }
    // 4.3.3: the most recent match in which one had White and the other Black, the
    // histories read from their ends (C.04.2 3.4: unplayed rounds left out).
    let differing = higher
        .colours
        .iter()
        .rev()
        .zip(lower.colours.iter().rev())
        .find(|(h, l)| h != l);
    if let Some((&h, _)) = differing {
        return (h.opposite(), ColourRule::MostRecentDifference);
    }
    // 4.3.4 and 4.3.5: alternation from the last played match.
    if let Some(&last) = higher.colours.last() {
        return (last.opposite(), ColourRule::AlternateHigher);
    }
    let last = lower.colours.last().copied().unwrap_or(initial);
    (last, ColourRule::AlternateLower)
}

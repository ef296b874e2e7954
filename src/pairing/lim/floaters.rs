//! Which player floats to make a scoregroup even (C.04.4.3 2.3.4 with 3.2, 3.3, 3.4, 3.9
//! and 3.10). The list is in the direction of pairing (exchange.rs), so the default
//! floater, "the lowest numbered player" downward and "the highest numbered" upward
//! (3.2, decision L-1), is its last player.

use super::Context;
use super::colour::due;
use super::completion::Completion;
use super::exchange::MAXI_RATING_SPAN;
use crate::domain::Colour;

/// Why the chosen floater was preferred to the default one, for the explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloaterReason {
    /// 3.2: the default player (no colour imbalance, or the default evens it out).
    Default,
    /// 3.2: chosen to even out the players due White and due Black.
    EvensColours,
    /// 3.3–3.4 (3.9 c): the default player has no compatible opponent in the adjacent
    /// scoregroup.
    AdjacentOpponent,
    /// 3.10: the default player floated in the previous round.
    FloatedLastRound,
}

/// The player of `group` (direction order) who floats to make it even, and why. `next`:
/// the residents of the adjacent scoregroup the floater goes to.
pub fn choose(
    ctx: &Context,
    completion: &Completion,
    group: &[usize],
    next: &[usize],
) -> Option<(usize, FloaterReason)> {
    let &default = group.last()?;
    let players = &ctx.players;
    let count = |c: Colour| {
        group
            .iter()
            .filter(|&&v| due(&players[v]) == Some(c))
            .count()
    };
    // C.04.4.3 3.2: float a player of the more numerous due colour.
    let wanted = match count(Colour::White).cmp(&count(Colour::Black)) {
        std::cmp::Ordering::Greater => Some(Colour::White),
        std::cmp::Ordering::Less => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    };
    let evens = |v: usize| wanted.is_none() || due(&players[v]) == wanted;
    // C.04.4.3 3.3–3.4: a floater with a compatible opponent in the adjacent scoregroup.
    let has_next = |v: usize| next.is_empty() || next.iter().any(|&w| completion.compatible(v, w));
    // C.04.4.3 3.2 (maxi-tournaments): within 100 points of the default floater.
    let allowed = |v: usize| {
        v == default
            || !ctx.maxi
            || players[v].rating.abs_diff(players[default].rating) <= MAXI_RATING_SPAN
    };
    let chosen = group
        .iter()
        .rev()
        .copied()
        .filter(|&v| allowed(v))
        .min_by_key(|&v| (!has_next(v), players[v].floated_last_round, !evens(v)))?;
    let reason = if chosen == default {
        FloaterReason::Default
    } else if !has_next(default) {
        FloaterReason::AdjacentOpponent
    } else if players[default].floated_last_round && !players[chosen].floated_last_round {
        FloaterReason::FloatedLastRound
    } else {
        FloaterReason::EvensColours
    };
    Some((chosen, reason))
}

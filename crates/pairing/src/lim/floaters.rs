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
    /// 3.9 a–b: floating the default player would leave a floater who came into the group
    /// without an opponent there, to float on.
    KeepsIncoming,
    /// 3.10: the default player floated in the previous round.
    FloatedLastRound,
}

/// The player who floats to make a scoregroup even, and why: one of `residents` or
/// `incoming` (both in direction order). `next`: the residents of the adjacent scoregroup
/// the floater goes to.
pub fn choose(
    ctx: &Context,
    completion: &Completion,
    incoming: &[usize],
    residents: &[usize],
    next: &[usize],
) -> Option<(usize, FloaterReason)> {
    let pool = if residents.is_empty() {
        incoming
    } else {
        residents
    };
    let &default = pool.last()?;
    let group: Vec<usize> = incoming.iter().chain(residents).copied().collect();
    let players = &ctx.players;
    let count = |c: Colour| {
        pool.iter()
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
    // C.04.4.3 3.9: the floaters of each type (a, b, c) that floating `v` makes.
    let types = |v: usize| floater_types(completion, incoming, &group, v, &has_next);
    let ab = |(a, b, _): (usize, usize, usize)| a + b;
    let candidates = || group.iter().rev().copied().filter(|&v| allowed(v));
    // The choice of 3.2–3.4 and 3.9 alone, before 3.10 is applied.
    let plain = candidates().min_by_key(|&v| (types(v), !evens(v)))?;
    // C.04.4.3 3.10: a player who floated last round is spared only if that makes no
    // other floater of types a, b, c (3.9 comes first in the order) and does not
    // decrease the number of pairings of the group.
    let chosen = if players[plain].floated_last_round {
        let pairings_without = |v: usize| {
            let rest: Vec<usize> = group.iter().copied().filter(|&w| w != v).collect();
            completion.pairings_within(&rest)
        };
        let plain_pairings = pairings_without(plain);
        candidates()
            .filter(|&v| v == plain || pairings_without(v) >= plain_pairings)
            .min_by_key(|&v| (types(v), players[v].floated_last_round, !evens(v)))?
    } else {
        plain
    };
    let reason = if chosen == default {
        FloaterReason::Default
    } else if ab(types(chosen)) < ab(types(default)) {
        FloaterReason::KeepsIncoming
    } else if !has_next(default) {
        FloaterReason::AdjacentOpponent
    } else if players[default].floated_last_round && !players[chosen].floated_last_round {
        FloaterReason::FloatedLastRound
    } else {
        FloaterReason::EvensColours
    };
    Some((chosen, reason))
}

/// C.04.4.3 3.9: how many floaters of types a, b and c floating `v` out of `group` makes:
/// `v` itself, and the incoming floaters (`incoming`) then left without an opponent in the
/// group, who float on.
fn floater_types(
    completion: &Completion,
    incoming: &[usize],
    group: &[usize],
    v: usize,
    has_next: &impl Fn(usize) -> bool,
) -> (usize, usize, usize) {
    let mut floated: Vec<usize> = vec![v];
    let rest: Vec<usize> = group.iter().copied().filter(|&w| w != v).collect();
    let others = incoming.iter().filter(|&&f| f != v).count();
    // Cheap sufficient test: each incoming floater has more compatible residents than
    // there are incoming floaters, so all of them can be paired one by one.
    let residents = |f: usize| {
        rest.iter()
            .filter(|&&w| !incoming.contains(&w) && completion.compatible(f, w))
            .count()
    };
    let easy = incoming
        .iter()
        .filter(|&&f| f != v)
        .all(|&f| residents(f) > others);
    if others > 0 && !easy {
        let m = u64::try_from(rest.len()).unwrap_or(u64::MAX / 4) + 1;
        let weight = |w: usize| match (incoming.contains(&w), has_next(w)) {
            (false, _) => 0,
            (true, true) => m,
            (true, false) => m * m,
        };
        floated.extend(
            completion
                .left_over(&rest, weight)
                .into_iter()
                .filter(|w| incoming.contains(w)),
        );
    }
    let count = |incoming_floater: bool, adjacent: bool| {
        floated
            .iter()
            .filter(|&&w| incoming.contains(&w) == incoming_floater && has_next(w) == adjacent)
            .count()
    };
    (count(true, false), count(true, true), count(false, false))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PlayerId, Points};

    fn entrant(tpn: u32, floated_last_round: bool) -> super::super::Entrant {
        super::super::Entrant {
            id: PlayerId(tpn),
            tpn,
            rating: 2000,
            score: Points::ZERO,
            colours: Vec::new(),
            bye_eligible: true,
            floated_last_round,
            forbidden: Default::default(),
        }
    }

    #[test]
    fn a_repeated_floater_floats_again_when_sparing_him_costs_a_pairing() {
        // Group #1, #2, #3 (indices 0, 1, 2) paired downward, odd; the next group is #4.
        // Nobody has played, so nobody is due a colour (3.2: no imbalance) and everyone has
        // a compatible opponent in the next group (3.3). The default floater is the lowest
        // numbered, #3, who floated last round. #3 has already met #1 and #2.
        // 3.10: floating #2 instead leaves #1 and #3, who have met: no pairing, where
        // floating #3 leaves 1 v 2: one pairing. Floating #1 leaves 2 v 3: none either.
        // The second condition of 3.10 fails for both, so #3 floats again.
        let ctx = Context {
            players: vec![
                entrant(1, false),
                entrant(2, false),
                entrant(3, true),
                entrant(4, false),
            ],
            maxi: false,
        };
        let met = |u: usize, v: usize| (u, v) == (0, 2) || (u, v) == (1, 2);
        let completion = Completion::new(4, |u, v| !met(u, v));
        let chosen = choose(&ctx, &completion, &[], &[0, 1, 2], &[3]);
        assert_eq!(chosen, Some((2, FloaterReason::Default)));
    }

    #[test]
    fn a_repeated_floater_is_spared_when_the_pairings_stay() {
        // As above, but #3 has met nobody: floating #2 leaves 1 v 3, one pairing like
        // floating #3 would, so 3.10 spares #3 and #2 floats (the lowest numbered of the
        // others, 3.2).
        let ctx = Context {
            players: vec![
                entrant(1, false),
                entrant(2, false),
                entrant(3, true),
                entrant(4, false),
            ],
            maxi: false,
        };
        let completion = Completion::new(4, |_, _| true);
        let chosen = choose(&ctx, &completion, &[], &[0, 1, 2], &[3]);
        assert_eq!(chosen, Some((1, FloaterReason::FloatedLastRound)));
    }
}

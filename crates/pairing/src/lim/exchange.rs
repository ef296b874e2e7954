//! The order in which a player's opponents are tried (C.04.4.3 2.4 and art. 4), and the
//! choice among them (3.8, 5.2, 5.7).
//!
//! Lists here are in the direction of pairing: downward, #1 (the "highest numbered") first;
//! upward, the reverse (4.1 b: scrutiny then begins with the lowest numbered player, and
//! the mirror image of the downward rules applies, decision L-2).

use super::Context;
use super::colour::both_due_granted;
use super::completion::Completion;

/// How a player's opponent was found, for the explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// 2.4: the proposed pairing (top half against bottom half, or a floater's first
    /// available opponent, 3.8) stood.
    Proposed,
    /// 4.1–4.3: the proposed opponent was incompatible or would leave the round without a
    /// complete pairing; the next one in the exchange order was taken.
    Exchanged,
    /// 5.2 and 3.8: an opponent further down the exchange order gives both players their
    /// due colour.
    ForColour,
    /// 4.3–4.4 (the 4.3 table's "1 v 3, 2 v 6"): no opponent was left for the player, who
    /// took the opponent of `earlier`, a player paired before in the group; `earlier` was
    /// paired again.
    TookOpponentOf { earlier: usize },
    /// 4.3–4.4, the other half of `TookOpponentOf`: the player gave their opponent `given`
    /// to `later`, who had no other, and took the next one of their own order.
    GaveOpponentTo { later: usize, given: usize },
    /// 4.3–4.4 (the 4.3 table's "1 v 2"): no opponent was left for the player, who met
    /// the opponent (paired before in the group); that one's opponent `freed` went back to
    /// the players left.
    MetEarlier { freed: usize },
}

/// C.04.4.3 4.2–4.3 generalised to n players (decision L-3): for the player at `i` of
/// `list` (`half` = the size of the top half), first the bottom half in order, then the
/// top half from its end back towards the player. A player of the bottom half tries the
/// players after them in order.
pub fn exchange_order(i: usize, len: usize, half: usize) -> Vec<usize> {
    if i >= half {
        return ((i + 1)..len).collect();
    }
    (half..len).chain(((i + 1)..half).rev()).collect()
}

/// The opponent `p` gets among `candidates` (in exchange order): the first compatible one
/// (with `look_ahead`, decision L-7, one that also leaves the round completable), or,
/// within `colour_span` first candidates, the first such one that also gives both players
/// their due colour (5.2; 3.8 for a floater). In a maxi-tournament (5.7, 3.8) the colour
/// exchange must stay within 100 rating points of the opponent it replaces.
pub fn pick(
    ctx: &Context,
    completion: &Completion,
    look_ahead: bool,
    p: usize,
    candidates: &[usize],
    colour_span: usize,
) -> Option<(usize, Choice)> {
    let valid = |q: usize| {
        completion.is_unpaired(q)
            && completion.compatible(p, q)
            && (!look_ahead || completion.completes_without(&[p, q]))
    };
    let (first_pos, first) = candidates
        .iter()
        .copied()
        .enumerate()
        .find(|&(_, q)| valid(q))?;
    let players = &ctx.players;
    let how = if first_pos == 0 {
        Choice::Proposed
    } else {
        Choice::Exchanged
    };
    if both_due_granted(&players[p], &players[first]) {
        return Some((first, how));
    }
    let within_100 = |q: usize| {
        !ctx.maxi || players[q].rating.abs_diff(players[first].rating) <= MAXI_RATING_SPAN
    };
    let for_colour = candidates
        .iter()
        .copied()
        .take(colour_span)
        .skip(first_pos + 1)
        .find(|&q| both_due_granted(&players[p], &players[q]) && within_100(q) && valid(q));
    match for_colour {
        Some(q) => Some((q, Choice::ForColour)),
        None => Some((first, how)),
    }
}

/// C.04.4.3 3.2, 3.8, 5.7: in a maxi-tournament, players exchanged for one another differ
/// by at most 100 rating points.
pub const MAXI_RATING_SPAN: u16 = 100;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_follow_the_tables_of_4_2_and_4_3() {
        // 4.2 (indices 0..6 are #1..#6): #1 tries 4, 5, 6, then 3, then 2.
        assert_eq!(exchange_order(0, 6, 3), vec![3, 4, 5, 2, 1]);
        // 4.3: #2 (once #1 has #6) tries 4, 5, then 3; the taken #6 is skipped by `pick`.
        assert_eq!(exchange_order(1, 6, 3), vec![3, 4, 5, 2]);
        // #3 tries the bottom half only.
        assert_eq!(exchange_order(2, 6, 3), vec![3, 4, 5]);
        // A player of the bottom half left over tries those after them.
        assert_eq!(exchange_order(4, 6, 3), vec![5]);
    }
}

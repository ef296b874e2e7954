//! The pairing-allocated bye (C.04.4.3 1.1 and 7.1), chosen before the scoregroups.

use super::completion::Completion;
use super::field::Entrant;
use std::cmp::Reverse;

/// C.04.4.3 1.1: the lowest-ranked eligible player (C.04.1 art. 3) of the lowest
/// scoregroup; in round 1 (7.1) the lowest-rated player. Decision L-11: ties in rating go to
/// the larger pairing number, and the rest of the round must stay completable.
pub fn choose(players: &[Entrant], completion: &Completion, round: u32) -> Option<usize> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    if round == 1 {
        order.sort_by_key(|&v| (players[v].rating, Reverse(players[v].tpn)));
    } else {
        order.sort_by_key(|&v| (players[v].score, Reverse(players[v].tpn)));
    }
    order
        .into_iter()
        .find(|&v| players[v].bye_eligible && completion.completes_without(&[v]))
}

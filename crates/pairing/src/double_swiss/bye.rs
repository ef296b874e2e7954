//! The pairing-allocated bye (C.04.5 3.4), assigned before any bracket (3.3.2): among the
//! players [C2] allows, the one that leaves a legal pairing for all the others (3.4.1),
//! with the lowest score (3.4.2), then the most matches played (3.4.3), then the largest
//! TPN (3.4.4). It is worth a won and a drawn game unless the regulations say otherwise
//! (1.4: the tournament's scoring, `ScoringSystem::double_swiss`).

use super::field::Contender;
use crate::swiss::top_scoregroup::Graph;
use std::cmp::Reverse;

/// The player (an index into `players`) who gets the PAB; `None` when nobody may.
pub fn choose(players: &[Contender], graph: &Graph) -> Option<usize> {
    let mut order: Vec<usize> = (0..players.len())
        // [C2]: no PAB after a PAB, a match won by forfeit or a full-point bye.
        .filter(|&v| !players[v].bye_barred)
        .collect();
    // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN.
    order.sort_by_key(|&v| {
        let p = &players[v];
        (p.score, Reverse(p.matches_played), Reverse(p.tpn))
    });
    order.into_iter().find(|&v| {
        // 3.4.1: the others can still all be paired.
        let alive: Vec<bool> = (0..players.len()).map(|u| u != v).collect();
        graph.pairable(&alive)
    })
}

//! The pairing-allocated bye (C.04.6 3.4), before any bracket (3.3.2): among the teams
//! [C2] allows, the one that leaves a legal pairing for all the others (3.4.1), with the
//! lowest score (3.4.2), then the most matches played (3.4.3), then the largest TPN
//! (3.4.4). Its value (a drawn match's points, 1.4) is the competition's to record.

use super::input::{PrimaryScore, TeamEntrant};
use crate::swiss::top_scoregroup::Graph;
use std::cmp::Reverse;

/// The team (an index into `teams`) that gets the PAB; `None` when no team may.
pub fn choose(teams: &[TeamEntrant], primary: PrimaryScore, graph: &Graph) -> Option<usize> {
    let mut order: Vec<usize> = (0..teams.len()).filter(|&v| !teams[v].bye_barred).collect();
    order.sort_by_key(|&v| {
        let t = &teams[v];
        (t.score(primary), Reverse(t.matches_played), Reverse(t.tpn))
    });
    order.into_iter().find(|&v| {
        let alive: Vec<bool> = (0..teams.len()).map(|u| u != v).collect();
        graph.pairable(&alive)
    })
}

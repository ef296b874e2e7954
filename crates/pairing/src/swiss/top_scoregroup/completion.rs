//! [C3] (C.04.5 and C.04.6 2.2.1, 3.1.2): whether a set of participants can all be
//! paired, and the least cost at which they can (for the bracket criteria of 3.6.4). The compatibility graph of the round is
//! built once; each question names the players taking part and the pairs it allows.

use crate::matching::{AugmentingSearch, max_weight_matching};

/// The compatibility graph ([C1]) of the round's players.
pub struct Graph {
    n: usize,
    edges: Vec<bool>,
}

impl Graph {
    /// `compatible(u, v)` is asked for `u < v`.
    pub fn new(n: usize, compatible: impl Fn(usize, usize) -> bool) -> Graph {
        let mut edges = vec![false; n * n];
        for u in 0..n {
            for v in (u + 1)..n {
                if compatible(u, v) {
                    edges[u * n + v] = true;
                    edges[v * n + u] = true;
                }
            }
        }
        Graph { n, edges }
    }

    pub fn compatible(&self, u: usize, v: usize) -> bool {
        u != v && self.edges.get(u * self.n + v).copied().unwrap_or(false)
    }

    /// True when every player marked in `alive` can be paired with another of them.
    pub fn pairable(&self, alive: &[bool]) -> bool {
        if alive.iter().filter(|a| **a).count() % 2 == 1 {
            return false;
        }
        let mut mate = vec![None; self.n];
        AugmentingSearch::new().complete(alive, |u, v| self.compatible(u, v), &mut mate)
    }

    /// The least total cost of a pairing of every player in `alive`, over the pairs
    /// `cost(u, v)` allows (`None`: not allowed; asked only for compatible `u < v`);
    /// `None` when they cannot all be paired.
    pub fn least_cost(
        &self,
        alive: &[bool],
        cost: impl Fn(usize, usize) -> Option<u64>,
    ) -> Option<u64> {
        let members: Vec<usize> = (0..self.n)
            .filter(|&v| alive.get(v) == Some(&true))
            .collect();
        let m = members.len();
        if m % 2 == 1 {
            return None;
        }
        let allowed = |i: usize, j: usize| {
            let (u, v) = (members[i], members[j]);
            let (u, v) = (u.min(v), u.max(v));
            if self.compatible(u, v) {
                cost(u, v)
            } else {
                None
            }
        };
        let all_free = (0..m).all(|i| ((i + 1)..m).all(|j| allowed(i, j).is_none_or(|c| c == 0)));
        if all_free {
            // Every allowed pair costs nothing: a cardinality question.
            let mut member_alive = vec![false; self.n];
            for &v in &members {
                member_alive[v] = true;
            }
            let mut mate = vec![None; self.n];
            let complete = AugmentingSearch::new().complete(
                &member_alive,
                |u, v| {
                    let (a, b) = (u.min(v), u.max(v));
                    self.compatible(a, b) && cost(a, b).is_some()
                },
                &mut mate,
            );
            return complete.then_some(0);
        }
        // A perfect pairing outweighs any cheaper partial one: each pair weighs `big`
        // less its cost, and `big` exceeds every cost the whole pairing can carry.
        let max_cost = (0..m)
            .flat_map(|i| ((i + 1)..m).map(move |j| (i, j)))
            .filter_map(|(i, j)| allowed(i, j))
            .max()
            .unwrap_or(0);
        let big = (max_cost + 1) * (m as u64 + 1);
        let mate = max_weight_matching::<u64>(m, |i, j| allowed(i, j).map_or(0, |c| big - c));
        let mut total = 0;
        for (i, partner) in mate.iter().enumerate() {
            let j = (*partner)?;
            if i < j {
                total += allowed(i, j)?;
            }
        }
        Some(total)
    }
}

//! Reading the last solve's tight edges, and moving its matching along them, for a
//! caller that asks which partners a vertex can have in a maximum-weight matching.
//!
//! Every maximum-weight matching uses tight edges only, whatever optimal duals are
//! looked at (complementary slackness), so an edge with slack under the last solve's
//! duals is in no maximum-weight matching. And two matched pairs {a, c}, {b, d} can be
//! exchanged for {a, b}, {c, d} when those are tight: the matching keeps its weight and
//! the duals stay optimal.

use super::DenseGraph;
use crate::pairing::matching::Weight;

impl<W: Weight> DenseGraph<W> {
    /// Whether the last solve's matching and duals still hold: solved, not stopped, no
    /// weight changed since.
    fn is_settled(&self) -> bool {
        !self.has_changes() && !self.interrupted
    }

    /// Whether `v` is a live vertex in no blossom.
    fn is_single(&self, v: usize) -> bool {
        v < self.n && !self.retired[v] && self.inblossom[v] == v
    }

    /// `v`'s partner in the last solve's matching; `None` when `v` is free there, and
    /// also when weights changed since (or nothing was solved).
    pub fn mate_of(&self, v: usize) -> Option<usize> {
        if !self.is_settled() || v >= self.n {
            return None;
        }
        self.mate[v]
    }

    /// Whether the edge {u, v} has no slack under the last solve's duals, known when `u`
    /// is in no blossom (no blossom dual then counts for the edge), the graph is settled
    /// (see [`DenseGraph::mate_of`]) and the edge exists; `None` otherwise.
    pub fn is_tight(&self, u: usize, v: usize) -> Option<bool> {
        if !self.is_settled() || !self.is_single(u) || !self.has_edge(u, v) {
            return None;
        }
        Some(self.slack((u, v)).is_zero())
    }

    /// Exchanges the matched pairs {a, c} and {b, d} of the last solve for {a, b} and
    /// {c, d} when the graph is settled, all four are in no blossom and both new pairs
    /// are tight edges: the matching keeps its weight and stays maximum. False, and
    /// nothing changes, otherwise.
    pub fn exchange_pairs(&mut self, (a, c): (usize, usize), (b, d): (usize, usize)) -> bool {
        let four = [a, b, c, d];
        let distinct = (0..4).all(|i| (i + 1..4).all(|j| four[i] != four[j]));
        if !distinct
            || !four.iter().all(|&v| self.is_single(v))
            || self.mate_of(a) != Some(c)
            || self.mate_of(b) != Some(d)
            || self.is_tight(a, b) != Some(true)
            || self.is_tight(c, d) != Some(true)
        {
            return false;
        }
        self.mate[a] = Some(b);
        self.mate[b] = Some(a);
        self.mate[c] = Some(d);
        self.mate[d] = Some(c);
        self.version += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    /// A 4-cycle 0–1–2–3–0 with every edge weighing 5, plus 0–2 weighing 1: both
    /// perfect matchings weigh 10. Whichever the solve finds, the other pairs' edges are
    /// tight, the exchange gives it, and 0–2 (in no maximum matching) has slack.
    #[test]
    fn tight_edges_and_the_exchange_of_two_pairs() {
        let mut g: DenseGraph<u64> = DenseGraph::new(4);
        for (u, v) in [(0, 1), (1, 2), (2, 3), (3, 0)] {
            g.set_weight(u, v, 5);
        }
        g.set_weight(0, 2, 1);
        assert_eq!(g.mate_of(0), None, "nothing solved yet");
        let mate = g.solve();
        let m0 = mate[0].unwrap();
        assert!(m0 == 1 || m0 == 3);
        let other = if m0 == 1 { 3 } else { 1 };
        assert_eq!(g.is_tight(0, 2), Some(false));
        assert_eq!(g.is_tight(0, other), Some(true));
        assert!(!g.exchange_pairs((0, 2), (other, m0)), "0–2 is not a pair");
        assert!(g.exchange_pairs((0, m0), (other, 2)));
        assert_eq!(g.mate_of(0), Some(other));
        assert_eq!(g.mate_of(m0), Some(2));
        // The matching is still a maximum one: a retirement keeps the rest optimal.
        g.retire_pair(0, other);
        assert_eq!(g.solve()[m0], Some(2));
        // A changed weight unsettles the graph.
        g.set_weight(m0, 2, 7);
        assert_eq!(g.mate_of(m0), None);
        assert_eq!(g.is_tight(m0, 2), None);
    }
}

//! Reading the last solve's tight edges, and moving its matching along them, for a
//! caller that asks which partners a vertex can have in a maximum-weight matching.
//!
//! Every maximum-weight matching uses tight edges only, whatever optimal duals are
//! looked at (complementary slackness), so an edge with slack under the last solve's
//! duals is in no maximum-weight matching. And two matched pairs {a, c}, {b, d} can be
//! exchanged for {a, b}, {c, d} when those are tight: the matching keeps its weight and
//! the duals stay optimal.

use super::DenseGraph;
use crate::Weight;

impl<W: Weight> DenseGraph<W> {
    /// Whether the last solve's duals prove its matching a maximum one (every matched
    /// edge tight, every free vertex at zero; see `DenseGraph::solve`) and still hold:
    /// nothing changed since (no weight, dual or blossom; a pair of the matching retired
    /// without moving a dual leaves the rest proven).
    pub fn is_settled(&self) -> bool {
        !self.interrupted && !self.has_changes() && self.settled_at == self.version
    }

    /// Whether `v` is a live vertex in no blossom.
    fn is_single(&self, v: usize) -> bool {
        v < self.n && !self.retired[v] && self.inblossom[v] == v
    }

    /// `v`'s partner in the last solve's matching; `None` when `v` is free there, and
    /// also when the graph is not settled (see [`DenseGraph::is_settled`]).
    pub fn mate_of(&self, v: usize) -> Option<usize> {
        if !self.is_settled() || v >= self.n {
            return None;
        }
        self.mate[v]
    }

    /// The blossoms holding `v`, innermost first.
    fn blossoms_of(&self, v: usize) -> Vec<usize> {
        let mut held = Vec::new();
        let mut b = self.parent[v];
        while let Some(x) = b {
            held.push(x);
            b = self.parent[x];
        }
        held
    }

    /// Whether the edge {u, v} has no slack under the last solve's duals (the duals of
    /// the blossoms holding both ends counted), known when the graph is settled and the
    /// edge exists; `None` otherwise.
    pub fn is_tight(&self, u: usize, v: usize) -> Option<bool> {
        if !self.is_settled() || !self.has_edge(u, v) {
            return None;
        }
        let mut covered = self.dual[u].plus(&self.dual[v]);
        if !self.is_single(u) && !self.is_single(v) {
            let of_u = self.blossoms_of(u);
            let shared = self.blossoms_of(v).into_iter().find(|b| of_u.contains(b));
            if let Some(first) = shared {
                let from = of_u.iter().position(|&b| b == first).unwrap_or(of_u.len());
                for &b in &of_u[from..] {
                    covered = covered.plus(&self.dual[b]).plus(&self.dual[b]);
                }
            }
        }
        Some(covered == *self.w2(u, v))
    }

    /// Exchanges the matched pairs {a, c} and {b, d} of the last solve for {a, b} and
    /// {c, d} when the graph is settled, all four are in no blossom and both new pairs
    /// are tight edges: the matching keeps its weight and stays maximum (the graph stays
    /// settled). False, and nothing changes, otherwise.
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
        self.settled_at = self.version;
        true
    }

    /// Gives `a` the partner `b` in the last solve's matching along an alternating cycle
    /// of tight edges, when the graph is settled: `a`–`b`, then from `b`'s partner a
    /// tight edge to a matched vertex, from its partner the next, and so on, until a
    /// tight edge reaches `a`'s old partner. Every matched edge stays tight and nobody
    /// new is free, so the matching stays a maximum one under the same duals (the graph
    /// stays settled). Every vertex of the cycle is in no blossom (a blossom with a dual
    /// must keep its pairs inside) and not `avoid`ed. False, and nothing changes, when
    /// no such cycle is found (the search passes each vertex once, so it may miss one).
    pub fn pair_along_tight_cycle(
        &mut self,
        a: usize,
        b: usize,
        avoid: impl Fn(usize) -> bool,
    ) -> bool {
        if self.is_tight(a, b) != Some(true) {
            return false;
        }
        let (Some(c), Some(d)) = (self.mate_of(a), self.mate_of(b)) else {
            return false;
        };
        let four = [a, b, c, d];
        let distinct = (0..4).all(|i| (i + 1..4).all(|j| four[i] != four[j]));
        if !distinct || four.iter().any(|&v| !self.is_single(v) || avoid(v)) {
            return false;
        }
        let usable = |v: usize| self.is_single(v) && !avoid(v);
        // `seen`: passed already (or on the cycle's fixed part); `reached[y] = (u, v)`:
        // partner-side vertex `y` was reached from `u` along the tight edge to `v`.
        let mut seen = vec![false; self.n];
        for v in [a, b, c, d] {
            seen[v] = true;
        }
        let mut reached: Vec<Option<(usize, usize)>> = vec![None; self.n];
        let mut queue = vec![d];
        let mut head = 0;
        let mut last = None;
        'search: while let Some(&u) = queue.get(head) {
            head += 1;
            for &v in &self.alive {
                let tight = v != u
                    && self.mate[u] != Some(v)
                    && self.weights.is_set(u, v)
                    && self.dual[u].plus(&self.dual[v]) == *self.w2(u, v);
                if !tight {
                    continue;
                }
                if v == c {
                    last = Some(u);
                    break 'search;
                }
                if seen[v] || !usable(v) {
                    continue;
                }
                let Some(y) = self.mate[v].filter(|&y| !seen[y] && usable(y)) else {
                    continue;
                };
                seen[v] = true;
                seen[y] = true;
                reached[y] = Some((u, v));
                queue.push(y);
            }
        }
        let Some(mut u) = last else {
            return false;
        };
        // Back from the vertex that closes the cycle: each takes its new partner.
        let mut partner = c;
        loop {
            self.mate[u] = Some(partner);
            self.mate[partner] = Some(u);
            match reached[u] {
                Some((from, v)) => {
                    partner = v;
                    u = from;
                }
                None => break,
            }
        }
        self.mate[a] = Some(b);
        self.mate[b] = Some(a);
        self.version += 1;
        self.settled_at = self.version;
        true
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    /// A 4-cycle 0–1–2–3–0 with every edge weighing 5: both perfect matchings weigh 10.
    /// Whichever the solve finds, the other pairs' edges are tight and the exchange gives
    /// it. A pendant 4–0 weighing 1 is in no maximum matching: it has slack.
    #[test]
    fn tight_edges_and_the_exchange_of_two_pairs() {
        let mut g: DenseGraph<u64> = DenseGraph::new(5);
        for (u, v) in [(0, 1), (1, 2), (2, 3), (3, 0)] {
            g.set_weight(u, v, 5);
        }
        g.set_weight(4, 0, 1);
        assert_eq!(g.mate_of(0), None, "nothing solved yet");
        let mate = g.solve();
        let m0 = mate[0].unwrap();
        assert!(m0 == 1 || m0 == 3);
        let other = if m0 == 1 { 3 } else { 1 };
        assert_eq!(g.is_tight(0, 4), Some(false));
        assert_eq!(g.is_tight(0, other), Some(true));
        assert_eq!(g.is_tight(0, 2), None, "no edge");
        assert!(!g.exchange_pairs((0, 2), (other, m0)), "0–2 is not a pair");
        assert!(g.exchange_pairs((0, m0), (other, 2)));
        assert_eq!(g.mate_of(0), Some(other));
        assert_eq!(g.mate_of(m0), Some(2));
        // Retiring a pair of the matching (no blossom here) leaves the rest proven.
        g.retire_pair(0, other);
        assert_eq!(g.mate_of(m0), Some(2));
        assert_eq!(g.solve()[m0], Some(2));
        // A changed weight unsettles it too.
        g.set_weight(m0, 2, 7);
        assert_eq!(g.mate_of(m0), None);
        assert_eq!(g.is_tight(m0, 2), None);
    }

    /// A 6-cycle 0–1–2–3–4–5–0 with every edge weighing 5, and the chords 0–3 and 2–5:
    /// whichever perfect matching the solve finds, vertex 0 can have any partner it has
    /// an edge to (all are tight), by turning a cycle, and the matching stays perfect.
    #[test]
    fn a_vertex_takes_a_tight_partner_along_an_alternating_cycle() {
        let mut g: DenseGraph<u64> = DenseGraph::new(6);
        for (u, v) in [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 0),
            (0, 3),
            (2, 5),
        ] {
            g.set_weight(u, v, 5);
        }
        g.solve();
        for b in [1, 3, 5] {
            if g.mate_of(0) != Some(b) {
                assert!(g.pair_along_tight_cycle(0, b, |_| false), "0 with {b}");
            }
            assert_eq!(g.mate_of(0), Some(b));
            assert!(g.is_settled());
            // Still a perfect matching of weight 15.
            let mates: Vec<usize> = (0..6).map(|v| g.mate_of(v).unwrap()).collect();
            assert!((0..6).all(|v| mates[mates[v]] == v && mates[v] != v));
        }
        // Every vertex avoided: refused, nothing changed.
        let before: Vec<_> = (0..6).map(|v| g.mate_of(v)).collect();
        let other = if g.mate_of(0) == Some(1) { 3 } else { 1 };
        assert!(!g.pair_along_tight_cycle(0, other, |_| true));
        assert_eq!((0..6).map(|v| g.mate_of(v)).collect::<Vec<_>>(), before);
        // No edge, no cycle.
        assert!(!g.pair_along_tight_cycle(0, 2, |_| false));
    }

    /// The best weight of a matching of `n` vertices with `w` (0: no edge), by trying
    /// every matching (small `n` only).
    fn brute_best(n: usize, w: &[Vec<u64>], free: &mut Vec<bool>) -> u64 {
        let Some(u) = (0..n).find(|&u| free[u]) else {
            return 0;
        };
        free[u] = false;
        let mut best = brute_best(n, w, free);
        for v in u + 1..n {
            if free[v] && w[u][v] > 0 {
                free[v] = false;
                best = best.max(w[u][v] + brute_best(n, w, free));
                free[v] = true;
            }
        }
        free[u] = true;
        best
    }

    /// On random graphs with many equal weights (so that blossoms stay after the solve),
    /// when the solve's duals prove its matching, every edge that is in some
    /// maximum-weight matching (found by trying them all) reads tight, and every matched
    /// edge of the solve does; after exchanges of two pairs the matching still weighs the
    /// best.
    #[test]
    #[allow(clippy::needless_range_loop)] // a symmetric matrix filled by (u, v) pairs
    fn an_edge_of_some_best_matching_reads_tight() {
        let mut below = crate::test_random::draws(0x2026_0034);
        let mut settled = 0;
        for _ in 0..300 {
            let n = 4 + below(6) as usize;
            let mut w = vec![vec![0u64; n]; n];
            let mut g: DenseGraph<u64> = DenseGraph::new(n);
            for u in 0..n {
                for v in 0..u {
                    if below(4) > 0 {
                        let x = 2 + below(3);
                        w[u][v] = x;
                        w[v][u] = x;
                        g.set_weight(u, v, x);
                    }
                }
            }
            let mate = g.solve();
            let best = brute_best(n, &w, &mut vec![true; n]);
            if !g.is_settled() {
                // The duals do not prove the matching: nothing is read off them.
                assert_eq!(g.mate_of(0), None);
                continue;
            }
            settled += 1;
            for u in 0..n {
                for v in 0..u {
                    if w[u][v] == 0 {
                        assert_eq!(g.is_tight(u, v), None);
                        continue;
                    }
                    let mut free = vec![true; n];
                    free[u] = false;
                    free[v] = false;
                    let forced = w[u][v] + brute_best(n, &w, &mut free);
                    if forced == best || mate[u] == Some(v) {
                        assert_eq!(g.is_tight(u, v), Some(true), "{u}–{v} in {w:?}");
                    }
                }
            }
            let weight = |g: &DenseGraph<u64>| -> u64 {
                (0..n)
                    .filter_map(|u| g.mate_of(u).filter(|&v| v > u).map(|v| w[u][v]))
                    .sum()
            };
            assert_eq!(weight(&g), best);
            for a in 0..n {
                for b in 0..n {
                    if let (Some(c), Some(d)) = (g.mate_of(a), g.mate_of(b)) {
                        if g.exchange_pairs((a, c), (b, d)) {
                            assert_eq!(g.mate_of(a), Some(b));
                            assert_eq!(weight(&g), best);
                        }
                    }
                }
            }
        }
        assert!(
            settled > 200,
            "{settled} of 300 solves proven by their duals"
        );
    }
}

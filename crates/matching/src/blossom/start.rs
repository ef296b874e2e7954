//! A first start from duals the caller guesses, for graphs whose weights the caller
//! knows the shape of (a per-vertex part and a few pair parts, as pairing criteria are):
//! the greedy start gives each vertex its heaviest edge, and then few edges are tight
//! at both ends, so nearly every vertex waits for a stage of its own.

use super::DenseGraph;
use crate::Weight;

impl<W: Weight> DenseGraph<W> {
    /// Before the first solve: each vertex's dual is `guess(v)` (doubled, like the stored
    /// weights: `dual[u] + dual[v] >= 2·w(u, v)`), raised where an edge to a vertex before
    /// it needs more (one pass: a raise only adds slack to edges already covered), and
    /// then each vertex, in order, is paired with the first free vertex after it that it
    /// is tight with. The solve that follows starts from there. False, and nothing
    /// changes, when the graph was solved already (or a cancel was asked).
    pub fn start_from_duals(&mut self, guess: impl Fn(usize) -> W) -> bool {
        if !self.fresh || self.should_stop() {
            return false;
        }
        self.fresh = false;
        for v in std::mem::take(&mut self.dirty_list) {
            self.dirty[v] = false;
        }
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            let mut need = guess(v);
            for &u in &self.alive[..k] {
                let twice = self.w2(v, u);
                if *twice > self.dual[u] && twice.minus(&self.dual[u]) > need {
                    need = twice.minus(&self.dual[u]);
                }
            }
            self.dual[v] = need;
        }
        self.version += 1;
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            if self.mate[v].is_some() || self.dual[v].is_zero() {
                continue;
            }
            let free = self.alive[k + 1..].iter().copied().find(|&u| {
                self.mate[u].is_none() && self.is_edge(v, u) && self.slack((v, u)).is_zero()
            });
            if let Some(u) = free {
                self.mate[v] = Some(u);
                self.mate[u] = Some(v);
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    /// Weights of a per-vertex part and a pair part on random graphs: started from any
    /// guess (zero, the exact one, three times too high), the solve finds a matching of
    /// the best weight (the one a greedy-started graph finds).
    #[test]
    fn any_guess_gives_a_best_matching() {
        let mut below = crate::test_random::draws(0x2026_3400);
        for _ in 0..200 {
            let n = 2 + below(14) as usize;
            let part: Vec<u64> = (0..n).map(|_| 2 * below(5)).collect();
            let mut edges = Vec::new();
            for u in 0..n {
                for v in 0..u {
                    if below(5) > 0 {
                        let w = part[u] + part[v] + 4 * below(2) + 2;
                        edges.push((u, v, w));
                    }
                }
            }
            let graph = || {
                let mut g: DenseGraph<u64> = DenseGraph::new(n);
                for &(u, v, w) in &edges {
                    g.set_weight(u, v, w);
                }
                g
            };
            let weight = |mate: &[Option<usize>]| -> u64 {
                edges
                    .iter()
                    .filter(|&&(u, v, _)| mate[u] == Some(v))
                    .map(|&(_, _, w)| w)
                    .sum()
            };
            let best = weight(&graph().solve());
            for scale in [0, 1, 3] {
                let mut g = graph();
                // Exact when scale is 1: 2·part + the largest pair part (4 + 2).
                assert!(g.start_from_duals(|v| scale * (2 * part[v] + 6)));
                assert!(!g.start_from_duals(|_| 0), "only before the first solve");
                assert_eq!(weight(&g.solve()), best);
            }
        }
    }
}

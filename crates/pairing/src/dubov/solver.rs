//! A thin layer over the matching solver for the Dubov steps: solve, read the value of
//! the criteria fields of a matching, and try a constraint (some edges changed) that is
//! kept only when the best value stays the same. Choosing "the first X (in the order of
//! art. 4) that complies at best with the criteria" is then a loop of such trials.

use super::weights::Packed;
use crate::matching::DenseGraph;

/// A graph on `n` vertices with its current maximum-weight matching.
pub struct Solver<W: Packed> {
    graph: DenseGraph<W>,
    mate: Vec<Option<usize>>,
    stale: bool,
    /// Bits below the criteria (the generation-order incentives), left out of values.
    tie_bits: u32,
}

impl<W: Packed> Solver<W> {
    pub fn new(n: usize, tie_bits: u32, weight: impl Fn(usize, usize) -> W) -> Self {
        let mut graph = DenseGraph::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                graph.set_weight(u, v, weight(u, v));
            }
        }
        Solver {
            graph,
            mate: vec![None; n],
            stale: true,
            tie_bits,
        }
    }

    /// The current matching (solving first when something changed).
    pub fn mate(&mut self) -> &[Option<usize>] {
        if self.stale || self.graph.has_changes() {
            self.mate = self.graph.solve();
            self.stale = false;
        }
        &self.mate
    }

    pub fn partner(&mut self, v: usize) -> Option<usize> {
        self.mate().get(v).copied().flatten()
    }

    /// Every vertex not retired is matched.
    pub fn is_perfect(&mut self, retired: &[bool]) -> bool {
        let mate = self.mate().to_vec();
        mate.iter()
            .enumerate()
            .all(|(v, m)| m.is_some() || retired.get(v).copied().unwrap_or(false))
    }

    /// The criteria value of the current matching: the sum of its edge weights without
    /// the tie bits.
    pub fn value(&mut self) -> W {
        let mate = self.mate().to_vec();
        let mut sum = W::zero();
        for (u, m) in mate.iter().enumerate() {
            if let Some(v) = *m
                && u < v
            {
                sum = sum.plus(&self.graph.weight(u, v));
            }
        }
        sum.shifted_right(self.tie_bits)
    }

    pub fn weight(&self, u: usize, v: usize) -> W {
        self.graph.weight(u, v)
    }

    pub fn set(&mut self, u: usize, v: usize, w: W) {
        self.graph.set_weight(u, v, w);
    }

    /// Sets a weight along `u`'s row: only `u` is re-settled before the next solve.
    pub fn set_from(&mut self, u: usize, v: usize, w: W) {
        self.graph.set_weight_from(u, v, w);
    }

    /// Applies `changes` and keeps them when the matching stays perfect (outside
    /// `retired`) with the same criteria value `baseline`; otherwise restores the old
    /// weights and answers false.
    pub fn try_changes(
        &mut self,
        changes: &[(usize, usize, W)],
        baseline: &W,
        retired: &[bool],
    ) -> bool {
        let old: Vec<(usize, usize, W)> = changes
            .iter()
            .map(|&(u, v, _)| (u, v, self.graph.weight(u, v)))
            .collect();
        for &(u, v, w) in changes {
            self.graph.set_weight(u, v, w);
        }
        if self.is_perfect(retired) && self.value() == *baseline {
            return true;
        }
        for (u, v, w) in old {
            self.graph.set_weight(u, v, w);
        }
        self.stale = true;
        false
    }

    /// Takes the matched pair {a, b} out of the graph for good.
    pub fn retire_pair(&mut self, a: usize, b: usize) {
        self.graph.retire_pair(a, b);
    }
}

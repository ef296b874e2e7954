//! Whether the players still to pair can all be paired (a perfect matching of the
//! compatibility graph). Amalfi 3.3.3 undoes a pair when nobody is left for a later
//! player; a pair after which no complete pairing exists would be undone in the end, so
//! the search skips it at once and reaches the same pairing (docs/rules/amalfi.md AM-8).

use crate::matching::DenseGraph;

/// The compatibility graph of the players not yet paired, with a matching of them.
#[derive(Debug, Clone)]
pub struct Completion {
    graph: DenseGraph<u64>,
    open: Vec<bool>,
    mate: Vec<Option<usize>>,
}

impl Completion {
    /// `compatible[a][b]` for every position; `open` = still to pair. The matching kept
    /// prefers the pairs at distance `offset` (the theoretical pairs of 3.3), so that the
    /// search's first choice is usually in it and needs no new solve; every edge weighs
    /// more than all preferences together, so the matching is always one of the most pairs.
    pub fn new(compatible: &[Vec<bool>], open: Vec<bool>, offset: usize) -> Completion {
        let n = open.len();
        let base = 2 * u64::try_from(n).unwrap_or(u64::MAX / 4) + 2;
        let mut graph = DenseGraph::new(n);
        for a in 0..n {
            for b in (a + 1)..n {
                let edge = open[a] && open[b] && compatible[a].get(b).copied().unwrap_or(false);
                if edge {
                    let preferred = b - a == offset;
                    graph.set_weight(a, b, base + if preferred { 2 } else { 0 });
                }
            }
        }
        let mate = graph.solve();
        Completion { graph, open, mate }
    }

    /// Everybody still open has a partner.
    pub fn is_complete(&self) -> bool {
        self.open
            .iter()
            .zip(&self.mate)
            .all(|(open, mate)| !open || mate.is_some())
    }

    /// Pairs `a` with `b` when everybody else can still be paired afterwards (and then
    /// keeps the new matching); false, and nothing changed, otherwise.
    pub fn try_pair(&mut self, a: usize, b: usize) -> bool {
        let clean = self.mate.get(a).copied().flatten() == Some(b);
        let mut next = if clean {
            std::mem::replace(self, Completion::empty())
        } else {
            self.clone()
        };
        next.graph.retire_pair(a, b);
        for x in [a, b] {
            if let Some(o) = next.open.get_mut(x) {
                *o = false;
            }
            if let Some(m) = next.mate.get_mut(x) {
                *m = None;
            }
        }
        if !clean {
            next.mate = next.graph.solve();
        }
        if clean || next.is_complete() {
            *self = next;
            true
        } else {
            false
        }
    }

    fn empty() -> Completion {
        Completion {
            graph: DenseGraph::new(0),
            open: Vec::new(),
            mate: Vec::new(),
        }
    }
}

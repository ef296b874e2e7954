//! The duals of the blossom solver: edge slacks, the least-slack edge of each vertex and
//! blossom (cached per epoch), and the dual change that ends a stage's growth (Galil's
//! four types).

use super::*;

/// One dual change (see [`DenseGraph::dual_change`]).
pub(super) struct DualChange<W> {
    /// 1 to 4.
    pub(super) kind: u8,
    pub(super) delta: W,
    /// Type 1: the S-vertex whose dual reaches zero.
    pub(super) vertex: usize,
    /// Types 2 and 3: the edge that becomes tight.
    pub(super) edge: Option<Endpoint>,
    /// Type 4: the T-blossom whose dual reaches zero.
    pub(super) blossom: usize,
}

impl<W: Weight> DenseGraph<W> {
    /// `dual[u] + dual[v] - 2·w(u, v)` (the weights are stored doubled).
    #[inline]
    pub(super) fn slack(&self, (u, v): Endpoint) -> W {
        self.dual[u].plus(&self.dual[v]).minus(self.w2(u, v))
    }

    /// Sets `bestedge[x]`, with its slack when the caller knows it.
    pub(super) fn set_best(&mut self, x: usize, e: Option<Endpoint>, slack: Option<W>) {
        self.bestedge[x] = e;
        match slack {
            Some(k) if e.is_some() => {
                self.bestslack[x] = k;
                self.beststamp[x] = self.epoch;
            }
            _ => self.beststamp[x] = 0,
        }
    }

    /// The slack of `bestedge[x]` (which must be set), cached until the duals change.
    pub(super) fn best_slack(&mut self, x: usize) -> W {
        if self.beststamp[x] == self.epoch {
            return self.bestslack[x].clone();
        }
        let Some(e) = self.bestedge[x] else {
            return W::zero();
        };
        let k = self.slack(e);
        self.bestslack[x] = k.clone();
        self.beststamp[x] = self.epoch;
        k
    }

    /// Makes `e` the best edge of `x` when it has less slack than the current one
    /// (`kslack` = None: `e` is already tight).
    pub(super) fn offer_best(&mut self, x: usize, e: Endpoint, kslack: Option<W>) {
        let better = match (self.bestedge[x].is_some(), &kslack) {
            (false, _) => true,
            (true, Some(k)) => *k < self.best_slack(x),
            (true, None) => false,
        };
        if better {
            let k = kslack.unwrap_or_else(W::zero);
            self.set_best(x, Some(e), Some(k));
        }
    }

    /// The dual change of a stage: the smallest of (type 1) an S-vertex's dual, (2) the
    /// slack of an edge from an S-vertex to a free one, (3) half the slack of an edge
    /// between two S-blossoms, (4) a T-blossom's dual. `None` without an S-vertex.
    pub(super) fn dual_change(&mut self) -> Option<DualChange<W>> {
        let n = self.n;
        let mut change = DualChange {
            kind: 0,
            delta: W::zero(),
            vertex: 0,
            edge: None,
            blossom: 0,
        };
        // Type 1. Among equal duals a free vertex (a root) is taken: it then simply stays
        // free.
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            if self.label[self.inblossom[v]] != S {
                continue;
            }
            let better = change.kind == 0
                || self.dual[v] < change.delta
                || (self.dual[v] == change.delta
                    && self.mate[v].is_none()
                    && self.mate[change.vertex].is_some());
            if better {
                change.delta = self.dual[v].clone();
                change.kind = 1;
                change.vertex = v;
            }
        }
        if change.kind == 0 {
            return None;
        }
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            if self.label[self.inblossom[v]] == FREE {
                if let Some(e) = self.bestedge[v] {
                    let d = self.best_slack(v);
                    if d < change.delta {
                        change.delta = d;
                        change.kind = 2;
                        change.edge = Some(e);
                    }
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b].is_none() && self.base[b].is_some() && self.label[b] == S {
                if let Some(e) = self.bestedge[b] {
                    let d = self.best_slack(b).half();
                    if d < change.delta {
                        change.delta = d;
                        change.kind = 3;
                        change.edge = Some(e);
                    }
                }
            }
        }
        for b in n..2 * n {
            if self.base[b].is_some()
                && self.parent[b].is_none()
                && self.label[b] == T
                && self.dual[b] < change.delta
            {
                change.delta = self.dual[b].clone();
                change.kind = 4;
                change.blossom = b;
            }
        }
        Some(change)
    }

    /// Moves the duals by `delta`: down for S-vertices and up for T-vertices, the other
    /// way round for the outermost blossoms.
    pub(super) fn move_duals(&mut self, delta: &W) {
        let n = self.n;
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            match self.label[self.inblossom[v]] {
                S => self.dual[v] = self.dual[v].minus(delta),
                T => self.dual[v] = self.dual[v].plus(delta),
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b].is_some() && self.parent[b].is_none() {
                match self.label[b] {
                    S => self.dual[b] = self.dual[b].plus(delta),
                    T => self.dual[b] = self.dual[b].minus(delta),
                    _ => {}
                }
            }
        }
        self.epoch += 1;
        self.version += 1;
    }
}

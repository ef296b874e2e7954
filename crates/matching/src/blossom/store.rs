//! The graph store of the blossom solver: the weights of the pairs (as indices into a
//! palette of distinct doubled weights), set one by one, by row and key, or cleared
//! among some vertices; induced graphs; which vertices changed since the last solve.

use super::*;

impl<W: Weight> DenseGraph<W> {
    /// Sets the weight of the edge {u, v} (zero removes it). Out-of-range or equal
    /// vertices are ignored.
    pub fn set_weight(&mut self, u: usize, v: usize, w: W) {
        if self.store(u, v, w) {
            self.mark_dirty(u);
            self.mark_dirty(v);
        }
    }

    /// Sets the weight of {u, v} like [`DenseGraph::set_weight`], but only `u` is
    /// re-settled before the next solve: its dual is raised to cover the new weight, so
    /// `v`'s dual and matched edge stay as they are. For changes along one vertex's row.
    pub fn set_weight_from(&mut self, u: usize, v: usize, w: W) {
        if self.store(u, v, w) {
            self.mark_dirty(u);
        }
    }

    /// Sets `u`'s weight against each of `others`, as [`DenseGraph::set_weight`] (with
    /// `from`: [`DenseGraph::set_weight_from`]) would one pair at a time, but with one
    /// weight lookup per kind of partner: the partners with one `keys` value weigh alike
    /// against `u`, and `weight_of(i)` is asked only for the first `others[i]` of each
    /// key. Key [`NO_EDGE_KEY`]: no edge. (A bracket's row: its partners' classes.)
    pub fn set_row_by_key(
        &mut self,
        u: usize,
        others: &[usize],
        keys: &[u32],
        from: bool,
        mut weight_of: impl FnMut(usize) -> W,
    ) {
        if u >= self.n || self.retired[u] {
            return;
        }
        // Per key: the palette index of its weight, once asked.
        let mut ids: Vec<Option<u32>> = Vec::new();
        let mut changed = false;
        for (i, (&v, &key)) in others.iter().zip(keys).enumerate() {
            if v == u || v >= self.n || self.retired[v] {
                continue;
            }
            let id = if key == NO_EDGE_KEY {
                0
            } else {
                let k = key as usize;
                if k >= ids.len() {
                    ids.resize(k + 1, None);
                }
                match ids.get(k).copied().flatten() {
                    Some(id) => id,
                    None => {
                        let id = self.index_of(weight_of(i));
                        if let Some(slot) = ids.get_mut(k) {
                            *slot = Some(id);
                        }
                        id
                    }
                }
            };
            if !self.weights.replace(u, v, id) {
                continue;
            }
            if !changed {
                // (Marked in the order pair-by-pair writes would mark them.)
                changed = true;
                self.version += 1;
                self.mark_dirty(u);
            }
            if !from {
                self.mark_dirty(v);
            }
        }
    }

    /// Removes every edge among `vertices` but those `keep(i, j)` holds for (`i`, `j`:
    /// positions in `vertices`; `keep` must be symmetric), as [`DenseGraph::set_weight`]
    /// with zero would one by one, in one pass along the rows.
    pub fn clear_among(&mut self, vertices: &[usize], keep: impl Fn(usize, usize) -> bool) {
        let n = self.n;
        let valid = |v: usize| v < n && !self.retired[v];
        let inside: Vec<(usize, usize)> = vertices
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, v)| valid(v))
            .collect();
        let mut row_changed = vec![false; inside.len()];
        for (x, &(i, u)) in inside.iter().enumerate() {
            // A cancel leaves the clearing unfinished (the next solve stops at once).
            if self.should_stop_at_row(x) {
                break;
            }
            for (y, &(j, v)) in inside.iter().enumerate().skip(x + 1) {
                if u != v && self.weights.is_set(u, v) && !keep(i, j) {
                    self.weights.set(u, v, 0);
                    row_changed[x] = true;
                    row_changed[y] = true;
                }
            }
        }
        let changed: Vec<usize> = inside
            .iter()
            .zip(&row_changed)
            .filter(|&(_, &c)| c)
            .map(|(&(_, u), _)| u)
            .collect();
        if !changed.is_empty() {
            self.version += 1;
        }
        for u in changed {
            self.mark_dirty(u);
        }
    }

    /// Stores the weight of {u, v} (doubled); false when nothing changed or the edge is
    /// out of the graph.
    pub(super) fn store(&mut self, u: usize, v: usize, w: W) -> bool {
        if u == v || u >= self.n || v >= self.n || self.retired[u] || self.retired[v] {
            return false;
        }
        let id = self.index_of(w);
        if !self.weights.replace(u, v, id) {
            return false;
        }
        self.version += 1;
        true
    }

    /// The graph induced by `vertices` (vertex `i` of the new graph is `vertices[i]`),
    /// each weight `w` replaced by `map(w)`, not solved yet: the weights are copied as
    /// palette indices, and `map` is asked once per distinct weight.
    pub fn induced(&self, vertices: &[usize], map: impl Fn(&W) -> W) -> DenseGraph<W> {
        self.induced_keeping(vertices, map, |_, _| true)
    }

    /// As [`DenseGraph::induced`], but only the pairs `keep(i, j)` holds for (`i`, `j`:
    /// positions in `vertices`) are copied: the induced graph with
    /// [`DenseGraph::clear_among`] already done, in one pass.
    pub fn induced_keeping(
        &self,
        vertices: &[usize],
        map: impl Fn(&W) -> W,
        keep: impl Fn(usize, usize) -> bool,
    ) -> DenseGraph<W> {
        let k = vertices.len();
        let mut graph = match self.weights.classes_of(vertices) {
            Some(class) => DenseGraph::with_classes(class),
            None => DenseGraph::new(k),
        };
        graph.stop = self.stop.clone();
        let mut translated: Vec<Option<u32>> = vec![None; self.palette.len()];
        for (i, &u) in vertices.iter().enumerate() {
            // A cancel leaves the copy unfinished: its solve stops at once.
            if self.stop_asked_at_row(i) {
                break;
            }
            if u >= self.n || self.retired[u] {
                continue;
            }
            for (j, &v) in vertices.iter().enumerate().take(i) {
                if v >= self.n || self.retired[v] || !keep(i, j) {
                    continue;
                }
                let id = self.weights.get(u, v);
                if id == 0 {
                    continue;
                }
                let Some(slot) = translated.get_mut(id as usize) else {
                    continue;
                };
                let new_id = match *slot {
                    Some(new_id) => new_id,
                    None => {
                        let w = map(&self.palette[id as usize].half());
                        let new_id = graph.intern(w.plus(&w));
                        *slot = Some(new_id);
                        new_id
                    }
                };
                graph.weights.set(i, j, new_id);
            }
        }
        graph
    }

    /// The index of {u, v}'s weight in the graph's palette (0: no edge), for callers
    /// that read many pairs of few weights: see [`DenseGraph::doubled_weight`].
    pub fn weight_index(&self, u: usize, v: usize) -> u32 {
        if u >= self.n || v >= self.n || u == v || self.retired[u] || self.retired[v] {
            return 0;
        }
        self.weights.get(u, v)
    }

    /// Twice the weight of palette index `id` (zero for an unknown one).
    pub fn doubled_weight(&self, id: u32) -> W {
        self.palette
            .get(id as usize)
            .cloned()
            .unwrap_or_else(W::zero)
    }

    /// The palette index of a weight (not doubled). A row's writes take turns among a
    /// few weights (its classes'): the last few are remembered.
    pub(super) fn index_of(&mut self, w: W) -> u32 {
        if w.is_zero() {
            return 0;
        }
        if let Some((_, id)) = self.recent_weights.iter().flatten().find(|(x, _)| *x == w) {
            return *id;
        }
        let id = self.intern(w.plus(&w));
        let slot = self.recent_next % RECENT_WEIGHTS;
        self.recent_next = slot + 1;
        if let Some(entry) = self.recent_weights.get_mut(slot) {
            *entry = Some((w, id));
        }
        id
    }

    /// The palette index of a doubled weight, added when new.
    pub(super) fn intern(&mut self, w2: W) -> u32 {
        if w2.is_zero() {
            return 0;
        }
        if let Some(&id) = self.palette_index.get(&w2) {
            return id;
        }
        let id = u32::try_from(self.palette.len()).unwrap_or(u32::MAX);
        self.palette.push(w2.clone());
        self.palette_index.insert(w2, id);
        id
    }

    /// Marks `x` as changed: the next solve settles it again (its dual and matched edge
    /// are checked), as after a weight change.
    pub fn touch(&mut self, x: usize) {
        if x < self.n && !self.retired[x] {
            self.mark_dirty(x);
        }
    }

    pub(super) fn mark_dirty(&mut self, x: usize) {
        if !self.dirty[x] {
            self.dirty[x] = true;
            self.dirty_list.push(x);
        }
    }

    /// The weight of {u, v} (zero when absent or out of range).
    pub fn weight(&self, u: usize, v: usize) -> W {
        // (A retired vertex's column is left as it was: see `PairIndices::clear_vertex`.)
        if u >= self.n || v >= self.n || self.retired[u] || self.retired[v] {
            return W::zero();
        }
        self.w2(u, v).half()
    }

    /// Whether a weight changed since the last solve (or nothing was solved yet): the
    /// last matching may then no longer be optimal.
    pub fn has_changes(&self) -> bool {
        self.fresh || !self.dirty_list.is_empty()
    }

    /// Whether {u, v} is an edge (non-zero weight).
    pub fn has_edge(&self, u: usize, v: usize) -> bool {
        u < self.n
            && v < self.n
            && !self.retired[u]
            && !self.retired[v]
            && self.weights.is_set(u, v)
    }

    /// Whether {u, v} has a weight (without reading it).
    #[inline]
    pub(super) fn is_edge(&self, u: usize, v: usize) -> bool {
        self.weights.is_set(u, v)
    }

    /// Twice the weight of {u, v}.
    #[inline]
    pub(super) fn w2(&self, u: usize, v: usize) -> &W {
        &self.palette[self.weights.get(u, v) as usize]
    }
}

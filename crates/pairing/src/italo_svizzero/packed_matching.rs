//! One augmenting path of a maximum-cardinality matching (Edmonds' blossoms) over bit
//! masks, for `completion`'s cut of art. 9's search (Italo-Svizzero art. 9, decision D5):
//! the search `matching::AugmentingSearch` makes, with each vertex's neighbours read as
//! one mask instead of a question per vertex. Graphs of at most [`MAX_PLAYERS`] vertices.

use super::packed::{MAX_PLAYERS, Mask, bit, members};

const NONE: usize = usize::MAX;

/// A partner per vertex (`None`: unmatched).
pub type Mates = [Option<usize>];

/// The alternating tree of one search, kept between searches to save allocations.
#[derive(Default)]
pub struct PackedAugment {
    parent: Vec<usize>,
    base: Vec<usize>,
    queue: Vec<usize>,
    /// Vertices in the tree as outer vertices (searched from).
    reached: Mask,
    /// Bases of the blossom being shrunk.
    blossom: Mask,
}

fn mate_of(mate: &Mates, v: usize) -> Option<usize> {
    mate.get(v).copied().flatten()
}

impl PackedAugment {
    fn parent(&self, v: usize) -> usize {
        self.parent.get(v).copied().unwrap_or(NONE)
    }
    fn base(&self, v: usize) -> usize {
        self.base.get(v).copied().unwrap_or(NONE)
    }

    /// Looks for an augmenting path from the unmatched vertex `root` among the vertices of
    /// `alive` (`rows[v]`: `v`'s neighbours); when there is one, flips it and answers true.
    pub fn augment(&mut self, rows: &[Mask], alive: Mask, mate: &mut Mates, root: usize) -> bool {
        let n = mate.len().min(rows.len()).min(MAX_PLAYERS);
        if root >= n || alive & bit(root) == 0 || mate_of(mate, root).is_some() {
            return false;
        }
        self.parent.clear();
        self.parent.resize(n, NONE);
        self.base.clear();
        self.base.extend(0..n);
        self.queue.clear();
        self.queue.push(root);
        self.reached = bit(root);
        let mut head = 0;
        while let Some(&v) = self.queue.get(head) {
            head += 1;
            let near = rows.get(v).copied().unwrap_or(0) & alive & !bit(v);
            for to in members(near) {
                if self.base(v) == self.base(to) || mate_of(mate, v) == Some(to) {
                    continue;
                }
                let to_is_outer =
                    to == root || mate_of(mate, to).is_some_and(|m| self.parent(m) != NONE);
                if to_is_outer {
                    self.shrink(mate, alive, v, to);
                } else if self.parent(to) == NONE {
                    if let Some(slot) = self.parent.get_mut(to) {
                        *slot = v;
                    }
                    match mate_of(mate, to) {
                        None => {
                            self.flip(mate, to);
                            return true;
                        }
                        Some(m) => {
                            self.reached |= bit(m);
                            self.queue.push(m);
                        }
                    }
                }
            }
        }
        false
    }

    /// The odd cycle closed by the edge {v, to} between two outer vertices: every vertex
    /// on it takes the cycle's base, and its inner vertices become outer (searched).
    fn shrink(&mut self, mate: &Mates, alive: Mask, v: usize, to: usize) {
        let common = self.common_base(mate, v, to);
        self.blossom = 0;
        self.mark_path(mate, v, common, to);
        self.mark_path(mate, to, common, v);
        for i in members(alive) {
            if self.blossom & bit(self.base(i)) != 0 {
                if let Some(slot) = self.base.get_mut(i) {
                    *slot = common;
                }
                if self.reached & bit(i) == 0 {
                    self.reached |= bit(i);
                    self.queue.push(i);
                }
            }
        }
    }

    /// The base where the tree paths from `a` and `b` to the root meet.
    fn common_base(&self, mate: &Mates, mut a: usize, mut b: usize) -> usize {
        let mut on_path: Mask = 0;
        loop {
            a = self.base(a);
            on_path |= bit(a);
            match mate_of(mate, a) {
                Some(m) if self.parent(m) != NONE => a = self.parent(m),
                _ => break,
            }
        }
        loop {
            b = self.base(b);
            if on_path & bit(b) != 0 || b == NONE {
                return b;
            }
            match mate_of(mate, b) {
                Some(m) if self.parent(m) != NONE => b = self.parent(m),
                _ => return b,
            }
        }
    }

    /// Marks the blossom's bases on the path from `v` down to `base`, pointing the inner
    /// vertices' parents across the cycle.
    fn mark_path(&mut self, mate: &Mates, mut v: usize, base: usize, mut child: usize) {
        while self.base(v) != base && v != NONE {
            let Some(m) = mate_of(mate, v) else { break };
            self.blossom |= bit(self.base(v)) | bit(self.base(m));
            if let Some(slot) = self.parent.get_mut(v) {
                *slot = child;
            }
            child = m;
            v = self.parent(m);
        }
    }

    /// Flips the matching along the tree path ending at the unmatched vertex `v`.
    fn flip(&self, mate: &mut Mates, mut v: usize) {
        while v != NONE {
            let pv = self.parent(v);
            let next = mate_of(mate, pv).unwrap_or(NONE);
            for (a, b) in [(v, pv), (pv, v)] {
                if let Some(slot) = mate.get_mut(a) {
                    *slot = Some(b);
                }
            }
            v = next;
        }
    }
}

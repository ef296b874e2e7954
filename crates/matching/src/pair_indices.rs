//! Where a dense graph keeps each pair's palette index: a whole matrix, or by the
//! classes of the two vertices (issue 20: memory).
//!
//! Most of a large bracket's weights are copies: two players alike in everything the
//! weights read weigh the same against a third. A graph whose vertices are given
//! *classes* (vertices of one class are expected to weigh alike) keeps:
//! - per ordered pair of classes (the higher vertex's class first, "higher" = the
//!   smaller vertex number), the first index set on such a pair: the class index;
//! - per pair of vertices, a state: no edge, the class index, or an index of its own,
//!   kept by blocks of 64 (`pair_states`): a row's blocks all at the class index (or
//!   all without an edge) cost two bits each;
//! - the indices of their own in a hash map.
//!
//! So a row costs about `n / 32` bits plus 16 bytes per block with pairs that differ
//! from their classes' (C1 pairs, the edges a stage removes), instead of two or four
//! bytes per pair: memory close to linear in the graph. Any sequence of
//! writes reads back exactly as a whole matrix would; classes only decide the memory.
//! When too many pairs have indices of their own (art. 4 bonuses over a whole bracket),
//! the store turns into a whole matrix.

use super::blossom::PaletteHasher;
use super::indices::IndexMatrix;
use super::pair_states::PairStates;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// A class pair no pair has set yet.
const UNSET: u32 = u32::MAX;
/// The two-bit states of a pair.
const NO_EDGE: u64 = 0;
const CLASS_INDEX: u64 = 1;
const OWN_INDEX: u64 = 2;

/// The palette index of every pair of an `n`-vertex graph (0 = no edge), symmetric.
#[derive(Debug, Clone)]
pub enum PairIndices {
    /// Row by row: `matrix[u * n + v]`.
    Matrix {
        n: usize,
        matrix: IndexMatrix,
    },
    Classes(ClassIndices),
}

impl PairIndices {
    /// `n` vertices, no edge, a whole matrix.
    pub fn matrix(n: usize) -> Self {
        PairIndices::Matrix {
            n,
            matrix: IndexMatrix::zeros(n * n),
        }
    }

    /// A vertex per entry of `class` (its class), no edge; a whole matrix when there
    /// are so many classes that their table would take a good part of one.
    pub fn by_class(class: Vec<u32>) -> Self {
        // Classes renumbered 0..k in order of first appearance.
        let mut renumber: HashMap<u32, u32> = HashMap::new();
        let class: Vec<u32> = class
            .iter()
            .map(|&c| {
                let next = u32::try_from(renumber.len()).unwrap_or(u32::MAX);
                *renumber.entry(c).or_insert(next)
            })
            .collect();
        let (n, k) = (class.len(), renumber.len());
        if k * k * 8 > n * n {
            return PairIndices::matrix(n);
        }
        PairIndices::Classes(ClassIndices::new(class, k))
    }

    /// The index of {u, v} (both below `n`).
    #[inline(always)]
    pub fn get(&self, u: usize, v: usize) -> u32 {
        match self {
            PairIndices::Matrix { n, matrix } => matrix.get(u * n + v),
            PairIndices::Classes(c) => c.get(u, v),
        }
    }

    /// Whether {u, v} is an edge (both below `n`).
    #[inline]
    pub fn is_set(&self, u: usize, v: usize) -> bool {
        match self {
            PairIndices::Matrix { n, matrix } => matrix.is_set(u * n + v),
            PairIndices::Classes(c) => c.states.get(u, v) != NO_EDGE,
        }
    }

    /// Sets the index of {u, v} (both below `n`, distinct).
    pub fn set(&mut self, u: usize, v: usize, id: u32) {
        self.replace(u, v, id);
    }

    /// Sets the index of {u, v} (both below `n`, distinct) when it differs from the one
    /// kept; whether it did (as a `get`, then a `set` when it differs, would).
    #[inline]
    pub fn replace(&mut self, u: usize, v: usize, id: u32) -> bool {
        match self {
            PairIndices::Matrix { n, matrix } => {
                if matrix.get(u * *n + v) == id {
                    return false;
                }
                matrix.set(u * *n + v, id);
                matrix.set(v * *n + u, id);
                true
            }
            PairIndices::Classes(c) => {
                let changed = c.replace(u, v, id);
                if changed && c.own.len() > c.own_limit() {
                    *self = c.to_matrix();
                }
                changed
            }
        }
    }

    /// Removes the edges of `x` (below `n`), a vertex leaving the graph for good: its
    /// row is cleared, its column is left as it was (a write per row, across the whole
    /// store, for nothing). The graph never reads a pair of a retired vertex.
    pub fn clear_vertex(&mut self, x: usize) {
        match self {
            PairIndices::Matrix { n, matrix } => {
                for v in 0..*n {
                    matrix.set(x * *n + v, 0);
                }
            }
            PairIndices::Classes(c) => c.clear_row(x),
        }
    }

    /// The classes of `vertices` (a vertex out of range gets a class of its own kind,
    /// shared by all such), when the pairs are kept by class.
    pub fn classes_of(&self, vertices: &[usize]) -> Option<Vec<u32>> {
        let PairIndices::Classes(c) = self else {
            return None;
        };
        let none = u32::try_from(c.k).unwrap_or(u32::MAX);
        Some(
            vertices
                .iter()
                .map(|&v| c.class.get(v).copied().unwrap_or(none))
                .collect(),
        )
    }

    /// Whether the pairs are kept by class (not turned into a matrix).
    #[cfg(test)]
    pub fn is_by_class(&self) -> bool {
        matches!(self, PairIndices::Classes(_))
    }
}

/// Pairs kept by the classes of their vertices (see the module's doc).
#[derive(Debug, Clone)]
pub struct ClassIndices {
    n: usize,
    /// `class[v]`, below `k`.
    class: Vec<u32>,
    k: usize,
    /// `table[higher class * k + lower class]`: the class index (or `UNSET`).
    table: Vec<u32>,
    /// Two bits per ordered pair (both orders kept alike), by blocks: a row's blocks
    /// all at the class index cost two bits each.
    states: PairStates,
    /// The pairs with an index of their own, by `key`.
    own: HashMap<u64, u32, BuildHasherDefault<PaletteHasher>>,
}

impl ClassIndices {
    /// `class[v]` below `k` for every vertex.
    fn new(class: Vec<u32>, k: usize) -> Self {
        let n = class.len();
        ClassIndices {
            n,
            class,
            k,
            table: vec![UNSET; k * k],
            states: PairStates::new(n),
            own: HashMap::default(),
        }
    }

    /// More pairs of their own than this and the pairs are no longer alike by class
    /// (art. 4.3 exchange bonuses over a whole bracket, say): a matrix reads faster.
    /// A few rows of their own (the art. 4 bonuses along one row, the C1 pairs) stay.
    fn own_limit(&self) -> usize {
        4 * self.n + 4096
    }

    /// The pair's key and its class slot, the higher (smaller) vertex first.
    #[inline]
    fn key_and_slot(&self, u: usize, v: usize) -> (u64, usize) {
        let (a, b) = if u < v { (u, v) } else { (v, u) };
        let slot = self.class[a] as usize * self.k + self.class[b] as usize;
        (((a as u64) << 32) | b as u64, slot)
    }

    /// (Inlined into the solver's scans; the pairs of their own are the rare case.)
    #[inline(always)]
    fn get(&self, u: usize, v: usize) -> u32 {
        match self.states.get(u, v) {
            NO_EDGE => 0,
            CLASS_INDEX => self.table[self.key_and_slot(u, v).1],
            _ => self.own_index(u, v),
        }
    }

    #[cold]
    #[inline(never)]
    fn own_index(&self, u: usize, v: usize) -> u32 {
        let key = self.key_and_slot(u, v).0;
        self.own.get(&key).copied().unwrap_or(0)
    }

    /// As [`PairIndices::replace`]: one write of the pair's state (which returns the one
    /// it had), one read of its class slot.
    #[inline]
    fn replace(&mut self, u: usize, v: usize, id: u32) -> bool {
        if u == v {
            return false;
        }
        let (key, slot) = self.key_and_slot(u, v);
        let after = if id == 0 {
            NO_EDGE
        } else {
            let class_index = &mut self.table[slot];
            if *class_index == UNSET {
                *class_index = id;
            }
            if *class_index == id {
                CLASS_INDEX
            } else {
                OWN_INDEX
            }
        };
        let before = self.states.put(u, v, after);
        match (before, after) {
            // (A pair at its class index keeps it: the index is the class slot's.)
            (NO_EDGE, NO_EDGE) | (CLASS_INDEX, CLASS_INDEX) => return false,
            (OWN_INDEX, OWN_INDEX) => {
                let kept = self.own.insert(key, id);
                if kept == Some(id) {
                    return false;
                }
            }
            (OWN_INDEX, _) => {
                self.own.remove(&key);
            }
            (_, OWN_INDEX) => {
                self.own.insert(key, id);
            }
            _ => {}
        }
        self.states.put(v, u, after);
        true
    }

    /// Clears `x`'s row: its pairs of their own leave the map, then its states.
    fn clear_row(&mut self, x: usize) {
        if !self.own.is_empty() {
            for v in self.states.columns_at(x, OWN_INDEX) {
                let key = self.key_and_slot(x, v).0;
                self.own.remove(&key);
            }
        }
        self.states.clear_row(x);
    }

    /// The same indices as a whole matrix.
    fn to_matrix(&self) -> PairIndices {
        let n = self.n;
        let mut matrix = IndexMatrix::zeros(n * n);
        for u in 0..n {
            for v in 0..n {
                let id = self.get(u, v);
                if id != 0 {
                    matrix.set(u * n + v, id);
                }
            }
        }
        PairIndices::Matrix { n, matrix }
    }
}

#[cfg(test)]
mod tests {
    use super::PairIndices;

    /// Random writes (few classes, mostly class-alike indices, some of their own, some
    /// removals) read back as from a whole matrix, before and after the store turns into
    /// one.
    #[test]
    fn pairs_by_class_read_back_as_a_matrix() {
        let mut below = super::super::test_random::draws(0x2026_0020);
        for case in 0..40 {
            let n = 2 + below(40) as usize;
            let classes: Vec<u32> = (0..n).map(|_| below(4) as u32 * 7).collect();
            let mut by_class = PairIndices::by_class(classes.clone());
            let mut matrix = PairIndices::matrix(n);
            let writes = if case % 5 == 0 { 40 * n * n } else { 3 * n * n };
            for _ in 0..writes {
                let (u, v) = (below(n as u64) as usize, below(n as u64) as usize);
                if u == v {
                    continue;
                }
                let (a, b) = (u.min(v), u.max(v));
                let alike = 1 + classes[a] * 10 + classes[b];
                let id = match below(10) {
                    0 => 0,
                    1 => 1000 + below(50) as u32,
                    _ => alike,
                };
                // Half the writes through `replace`, which tells whether the index
                // changed (as the matrix read before the write shows).
                if below(2) == 0 {
                    let changes = matrix.get(u, v) != id;
                    assert_eq!(by_class.replace(u, v, id), changes, "case {case}");
                } else {
                    by_class.set(u, v, id);
                }
                matrix.set(u, v, id);
            }
            for u in 0..n {
                for v in 0..n {
                    let expected = if u == v { 0 } else { matrix.get(u, v) };
                    assert_eq!(by_class.get(u, v), expected, "case {case} ({u}, {v})");
                    assert_eq!(by_class.is_set(u, v), expected != 0);
                }
            }
        }
    }

    #[test]
    fn a_cleared_vertex_has_no_edge_left_in_its_row_in_either_store() {
        let n = 20;
        let classes: Vec<u32> = (0..n as u32).map(|v| v % 3).collect();
        let by_class = PairIndices::by_class(classes);
        assert!(by_class.is_by_class());
        for mut store in [by_class, PairIndices::matrix(n)] {
            for u in 0..n {
                for v in 0..u {
                    store.set(
                        u,
                        v,
                        if (u, v) == (3, 1) {
                            99
                        } else {
                            1 + u as u32 % 2
                        },
                    );
                }
            }
            let (own_before, own_in_row) = match &store {
                PairIndices::Classes(c) => (
                    c.own.len(),
                    (0..n)
                        .filter(|&v| c.states.get(3, v) == super::OWN_INDEX)
                        .count(),
                ),
                PairIndices::Matrix { .. } => (0, 0),
            };
            store.clear_vertex(3);
            for v in 0..n {
                // (The column is left: a retired vertex's pairs are never read.)
                assert!(!store.is_set(3, v));
                assert_eq!(store.get(3, v), 0);
            }
            if let PairIndices::Classes(c) = &store {
                // The pair {3, 1} had an index of its own: it left the map.
                assert!(!c.own.contains_key(&c.key_and_slot(3, 1).0));
                assert_eq!(c.own.len(), own_before - own_in_row);
            }
            assert_eq!(store.get(4, 2), 1);
            assert_eq!(store.get(2, 1), 1);
            store.set(3, 1, 7);
            assert_eq!(store.get(1, 3), 7);
        }
    }

    #[test]
    fn a_class_per_few_vertices_keeps_a_matrix() {
        assert!(PairIndices::by_class(vec![0, 1, 0, 1, 2, 2, 0, 1, 0, 1]).is_by_class());
        assert!(!PairIndices::by_class((0..10).collect()).is_by_class());
    }

    #[test]
    fn many_indices_of_their_own_turn_the_store_into_a_matrix() {
        let n = 100;
        let mut store = PairIndices::by_class(vec![0; n]);
        let mut id = 1;
        for u in 0..n {
            for v in 0..u {
                store.set(u, v, id);
                id += 1;
            }
        }
        assert!(!store.is_by_class());
        assert_eq!(store.get(3, 7), store.get(7, 3));
        assert_eq!(store.get(1, 0), 1);
    }
}

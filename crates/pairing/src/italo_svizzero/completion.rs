//! Whether the players left in art. 9's search can still all be paired (Italo-Svizzero
//! art. 9, decision D5): a cut of the search that changes no answer, since it only skips
//! choices after which no complete pairing exists.
//!
//! The test is a maximum-cardinality matching on the compatibility graph of the players
//! left (art. 6: two players may meet when they have not been paired before). With an odd
//! number left and players who may be left free (arts. 10, 12, D6), one more vertex stands
//! for "left free", joined to each of them. A complete pairing of the players left exists
//! only when that graph has a perfect matching. The matching found is kept as a witness:
//! when the search then forms a pair, the witness without those two players leaves at most
//! two players alone, and one augmenting path between them answers again.
//!
//! The player left free is never a first player (the first player is always paired), and
//! the first player has the highest score left (art. 6). So while he waits, every pair
//! formed has a player scoring at least as much as he does: with a player to be left free,
//! two players who both score less than every player who may be left free cannot be a pair
//! of the completion.

use super::field::Field;
use super::packed::{MAX_PLAYERS, Mask, bit, members};
use super::packed_matching::PackedAugment;
use crate::domain::Points;
use crate::matching::AugmentingSearch;

/// A complete pairing of the players left: each one's partner (circle index, or the
/// "left free" vertex, index `n`).
pub type Witness = Vec<Option<usize>>;

/// Who may meet whom among the players of one search, worked out once.
pub struct Compatibility {
    /// Row-major `(n + 1) × (n + 1)`; vertex `n` is "left free".
    edges: Vec<bool>,
    n: usize,
    search: AugmentingSearch,
    /// Scratch: the vertices of the last matching asked for (see `mark_alive`).
    alive: Vec<bool>,
    /// Each vertex's neighbours as a mask, when the `n + 1` vertices fit one (else empty).
    rows: Vec<Mask>,
    /// `alive` as a mask (with `rows`).
    alive_mask: Mask,
    /// The players who score less than everybody who may be left free (with `rows`).
    low: Mask,
    /// The augmenting search over `rows`.
    packed: PackedAugment,
}

impl Compatibility {
    pub fn new(field: &Field, may_be_left_free: &[bool]) -> Compatibility {
        let circle = &field.circle;
        let n = circle.len();
        let free = |i: usize| may_be_left_free.get(i) == Some(&true);
        // The pairs of a completion that leaves somebody free need a player scoring at
        // least the lowest score of those who may be left free.
        let floor: Option<Points> = circle
            .iter()
            .enumerate()
            .filter(|&(i, _)| free(i))
            .map(|(_, e)| e.score)
            .min();
        let high_enough =
            |i: usize| floor.is_none_or(|f| circle.get(i).is_some_and(|e| e.score >= f));
        let size = n + 1;
        let mut edges = vec![false; size * size];
        for (i, a) in circle.iter().enumerate() {
            for (j, b) in circle.iter().enumerate() {
                let ok = a.can_meet(b) && (high_enough(i) || high_enough(j));
                if let Some(slot) = edges.get_mut(i * size + j) {
                    *slot = ok;
                }
            }
            for slot in [i * size + n, n * size + i] {
                if let Some(slot) = edges.get_mut(slot) {
                    *slot = free(i);
                }
            }
        }
        let rows = if size <= MAX_PLAYERS {
            (0..size)
                .map(|i| {
                    (0..size)
                        .filter(|&j| edges.get(i * size + j) == Some(&true))
                        .fold(0, |m, j| m | bit(j))
                })
                .collect()
        } else {
            Vec::new()
        };
        let low = (0..n)
            .filter(|&i| !high_enough(i))
            .fold(0, |m, i| m | bit(i));
        Compatibility {
            edges,
            n,
            search: AugmentingSearch::new(),
            alive: Vec::new(),
            rows,
            alive_mask: 0,
            low,
            packed: PackedAugment::default(),
        }
    }

    /// The players taking part in the matching, into `self.alive`: those left, and "left
    /// free" when an odd number is left.
    fn mark_alive(&mut self, unpaired: &[bool]) {
        self.alive.clear();
        self.alive
            .extend((0..self.n).map(|i| unpaired.get(i) == Some(&true)));
        let odd = !self.alive.iter().filter(|a| **a).count().is_multiple_of(2);
        self.alive.push(odd);
        if !self.rows.is_empty() {
            self.alive_mask = self
                .alive
                .iter()
                .enumerate()
                .filter(|(_, a)| **a)
                .fold(0, |m, (i, _)| m | bit(i));
        }
    }

    /// A count that rules out a complete pairing of the players `left` (a mask, fields
    /// that fit one): two players who both score less than everybody who may be left free
    /// never meet (see the module documentation), so each of them needs his own partner
    /// among the others, and with an odd number left one of the others is left free.
    pub fn outnumbered(&self, left: Mask) -> bool {
        let low = (left & self.low).count_ones();
        let others = (left & !self.low).count_ones();
        let left_free = left.count_ones() % 2;
        low + left_free > others
    }

    /// With the two players `a` and `b` alone and everybody else matched: an augmenting
    /// path of three edges, a–x, x's partner y–b, when there is one (found through the
    /// masks; `false` also when there are none).
    fn short_path(&self, mate: &mut Witness, a: usize, b: usize) -> bool {
        let (Some(&from_a), Some(&from_b)) = (self.rows.get(a), self.rows.get(b)) else {
            return false;
        };
        let found = members(from_a & self.alive_mask).find_map(|x| {
            let y = mate.get(x).copied().flatten()?;
            (from_b & bit(y) != 0).then_some((x, y))
        });
        let Some((x, y)) = found else { return false };
        for (v, partner) in [(a, x), (x, a), (y, b), (b, y)] {
            if let Some(slot) = mate.get_mut(v) {
                *slot = Some(partner);
            }
        }
        true
    }

    /// A complete pairing of the players `unpaired` marks, when one exists.
    pub fn complete_pairing(&mut self, unpaired: &[bool]) -> Option<Witness> {
        self.mark_alive(unpaired);
        let mut mate = vec![None; self.n + 1];
        let size = self.n + 1;
        let edges = &self.edges;
        let edge = |u: usize, v: usize| edges.get(u * size + v) == Some(&true);
        self.search
            .complete(&self.alive, edge, &mut mate)
            .then_some(mate)
    }

    /// The witness for the players left once `first` and `second` are paired, from the
    /// witness `before` for the players left before them (`unpaired` is already without
    /// them); `None` when the players left cannot all be paired.
    pub fn after_pair(
        &mut self,
        before: &Witness,
        unpaired: &[bool],
        first: usize,
        second: usize,
    ) -> Option<Witness> {
        let mut mate = before.clone();
        let partners = [
            mate.get(first).copied().flatten(),
            mate.get(second).copied().flatten(),
        ];
        for v in [first, second] {
            if let Some(slot) = mate.get_mut(v) {
                *slot = None;
            }
        }
        if partners[0] == Some(second) {
            return Some(mate);
        }
        let alone: Vec<usize> = partners.into_iter().flatten().collect();
        for &v in &alone {
            if let Some(slot) = mate.get_mut(v) {
                *slot = None;
            }
        }
        self.mark_alive(unpaired);
        let size = self.n + 1;
        let edges = &self.edges;
        let edge = |u: usize, v: usize| edges.get(u * size + v) == Some(&true);
        let alive = &self.alive;
        let waiting = |v: &usize| alive.get(*v) == Some(&true);
        // The two partners left alone may meet each other: the rest is complete at once.
        // (Any complete pairing serves as the witness: only whether one exists counts.)
        if let [a, b] = alone[..]
            && waiting(&a)
            && waiting(&b)
            && edge(a, b)
        {
            for (v, partner) in [(a, b), (b, a)] {
                if let Some(slot) = mate.get_mut(v) {
                    *slot = Some(partner);
                }
            }
            return Some(mate);
        }
        if let [a, b] = alone[..]
            && waiting(&a)
            && waiting(&b)
            && self.short_path(&mut mate, a, b)
        {
            return Some(mate);
        }
        for v in alone {
            let matched = mate.get(v).copied().flatten().is_some();
            let found = matched
                || !waiting(&v)
                || if self.rows.is_empty() {
                    self.search.augment(alive, edge, &mut mate, v)
                } else {
                    self.packed
                        .augment(&self.rows, self.alive_mask, &mut mate, v)
                };
            if !found {
                return None;
            }
        }
        Some(mate)
    }
}

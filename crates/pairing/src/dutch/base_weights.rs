//! The base weights of one bracket and its next scoregroup (the weights before any
//! art. 4 tie-break bonus), computed when asked instead of held as a triangle of
//! wide numbers (issue 20: 90 MB of a 5,000-player round). Only the edges the bracket
//! procedure takes away (fixed exchanges, S1/S2 decided) are remembered.

use super::weights::{EdgeContext, Weigher, compatible};
use crate::domain::Points;
use crate::matching::{PaletteHasher, WideUint};
use crate::swiss::Entrant;
use std::collections::HashSet;
use std::hash::BuildHasherDefault;

/// Base weights by position in `members` (larger position = lower player).
pub struct BaseWeights<'a> {
    pub players: &'a [Entrant],
    pub weigher: &'a Weigher<'a>,
    pub members: &'a [usize],
    pub residents_start: usize,
    pub next_scoregroup_start: usize,
    pub bye_score: Points,
    pub single: bool,
    /// (larger, smaller) pairs taken away.
    pub removed: HashSet<(usize, usize), BuildHasherDefault<PaletteHasher>>,
    /// Once S1 and S2 are fixed (art. 4.3 done): `side[position]` = in S1 (`Some(true)`)
    /// or S2 (`Some(false)`); between two of them only an S1 player with a later S2
    /// player keeps an edge.
    pub side: Vec<Option<bool>>,
}

impl BaseWeights<'_> {
    /// Whether the pair has a base weight: the lower end a resident or in the next
    /// scoregroup, the higher end before it, not taken away.
    fn in_range(&self, larger: usize, smaller: usize) -> bool {
        larger >= self.residents_start
            && larger < self.members.len()
            && smaller < larger
            && !self.removed.contains(&(larger, smaller))
            && match (self.side.get(smaller), self.side.get(larger)) {
                (Some(Some(first)), Some(Some(second))) => *first && !*second,
                _ => true,
            }
    }

    fn ends(&self, larger: usize, smaller: usize) -> Option<(&Entrant, &Entrant)> {
        let h = self.players.get(*self.members.get(smaller)?)?;
        let l = self.players.get(*self.members.get(larger)?)?;
        Some((h, l))
    }

    /// The base weight of (larger, smaller) (zero: no edge).
    pub fn weight<const N: usize>(&self, larger: usize, smaller: usize) -> WideUint<N> {
        if !self.in_range(larger, smaller) {
            return WideUint::ZERO;
        }
        let Some((h, l)) = self.ends(larger, smaller) else {
            return WideUint::ZERO;
        };
        let ctx = EdgeContext {
            in_current: larger < self.next_scoregroup_start,
            in_next: larger >= self.next_scoregroup_start,
            bye_score: self.bye_score,
            single_downfloater_is_bye: self.single,
        };
        self.weigher.edge_weight::<N>(h, l, ctx)
    }

    /// Whether the base weight is not zero (C1, C3: `edge_weight` is zero exactly when
    /// the players may not meet).
    pub fn has_edge(&self, larger: usize, smaller: usize) -> bool {
        self.in_range(larger, smaller)
            && self
                .ends(larger, smaller)
                .is_some_and(|(h, l)| compatible(h, l, self.weigher.topscorer_threshold))
    }

    /// S1 and S2 are fixed: `s1` of the players at `positions` are in S1, the others
    /// in S2 (the pairs inside S1 or inside S2, or an S2 player with a later S1 player,
    /// are taken away).
    pub fn fix_sides(&mut self, positions: &[usize], s1: impl Fn(usize) -> bool) {
        self.side = vec![None; self.members.len()];
        for &p in positions {
            if let Some(slot) = self.side.get_mut(p) {
                *slot = Some(s1(p));
            }
        }
    }

    /// Takes the edge away.
    pub fn remove(&mut self, larger: usize, smaller: usize) {
        if self.in_range(larger, smaller) {
            self.removed.insert((larger, smaller));
        }
    }
}

//! The base weights of one bracket and its next scoregroup (the weights before any
//! art. 4 tie-break bonus), computed when asked instead of held as a triangle of
//! wide numbers (issue 20: 90 MB of a 5,000-player round). Only the edges the bracket
//! procedure takes away (fixed exchanges, S1/S2 decided) are remembered.

use super::players::Entrant;
use super::weights::{EdgeContext, Weigher, compatible};
use crate::domain::Points;
use crate::pairing::matching::{PaletteHasher, WideUint};
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
}

impl BaseWeights<'_> {
    /// Whether the pair has a base weight: the lower end a resident or in the next
    /// scoregroup, the higher end before it, not taken away.
    fn in_range(&self, larger: usize, smaller: usize) -> bool {
        larger >= self.residents_start
            && larger < self.members.len()
            && smaller < larger
            && !self.removed.contains(&(larger, smaller))
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

    /// Takes the edge away.
    pub fn remove(&mut self, larger: usize, smaller: usize) {
        if self.in_range(larger, smaller) {
            self.removed.insert((larger, smaller));
        }
    }
}

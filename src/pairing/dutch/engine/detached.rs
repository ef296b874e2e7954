//! A bracket that its own matching pairs in full: the next scoregroup is then left with
//! the players below, and never joins the bracket's graph.
//!
//! When the bracket solved alone pairs every one of its players still to pair inside it,
//! C6 and C7 (the pairs and scores in the bracket) are at their best, and no pairing that
//! sends a player of the bracket down can equal them. A pairing of the bracket that keeps
//! them at their best leaves nobody to float, so the next bracket is the next scoregroup
//! alone, whatever the bracket's pairs: C8 (the next bracket's pairs and scores) weighs
//! the same for all of them, and the criteria from C10 on read the bracket's pairs only.
//! So when the next scoregroup and the players below can all be paired (with the PAB for
//! an eligible player when the number is odd: C4 with C2 and C5), the best pairings of
//! the round are the bracket's best pairings alone, each completed by any pairing of the
//! others. The bracket is then solved locally, and the next scoregroup joins the rest's
//! completion (`completion`).
//!
//! In the whole field's matching the same holds when nobody is below the next
//! scoregroup: the next bracket's C9 check reads its players' partners, which then all
//! score as they do.

use super::{BracketMatcher, Local};
use crate::pairing::dutch::players::Entrant;
use crate::pairing::dutch::weights::EdgeContext;
use crate::pairing::matching::WideUint;

/// Where the next scoregroup begins among the members, and the context of its edges.
pub(super) struct Detached {
    next_start: usize,
    ctx: EdgeContext,
}

impl<const N: usize> BracketMatcher<'_, N> {
    /// The bracket (the first `next_start` members) was paired in full by
    /// [`BracketMatcher::solve_bracket_alone`]: the next scoregroup, whose edges would
    /// weigh as `ctx` says, is left with the rest. False (and nothing changes) when the
    /// whole field's matching has players below the next scoregroup.
    pub fn detach_next(&mut self, next_start: usize, ctx: EdgeContext) -> bool {
        if let Some(wh) = &self.whole {
            let below = wh.vertices.iter().any(|&v| self.member(v).is_none());
            if below {
                return false;
            }
            let quality = self.weigher.layout.quality_bits();
            // The bracket's edges; the next scoregroup's players stay without any.
            let whole: Vec<usize> = self
                .members
                .iter()
                .enumerate()
                .map(|(i, &v)| match wh.index.get(v) {
                    Some(Some(a)) if i < next_start => *a,
                    _ => usize::MAX,
                })
                .collect();
            let local = wh.graph.induced(&whole, |w| w.low_bits(quality));
            #[cfg(test)]
            crate::pairing::dutch::brackets::counted::add(|c| c.whole_field_detached += 1);
            self.whole = None;
            self.local = Some(Local {
                graph: local,
                completion: None,
            });
        }
        self.detached = Some(Detached { next_start, ctx });
        true
    }

    /// Whether `v` is in a detached next scoregroup.
    pub(super) fn in_detached_next(&self, v: usize) -> bool {
        self.detached
            .as_ref()
            .is_some_and(|d| self.member(v).is_some_and(|i| i >= d.next_start))
    }

    /// Whether the next scoregroup is detached.
    pub(super) fn is_detached(&self) -> bool {
        self.detached.is_some()
    }

    /// The full weight of an edge whose lower player `l` is in the detached next
    /// scoregroup (for the whole field's graph, should a completion fail).
    pub(super) fn detached_weight(&self, h: &Entrant, l: &Entrant) -> WideUint<N> {
        let ctx = self.detached.as_ref().map_or(self.default_ctx, |d| d.ctx);
        self.weigher.edge_weight::<N>(h, l, ctx)
    }
}

//! A bracket solved alone, its next scoregroup kept out of its graph.
//!
//! **Nobody floats.** When the bracket solved alone pairs every one of its players still
//! to pair inside it, C6 and C7 (the pairs and scores in the bracket) are at their best,
//! and no pairing that sends a player of the bracket down can equal them. A pairing of
//! the bracket that keeps them at their best leaves nobody to float, so the next bracket
//! is the next scoregroup alone, whatever the bracket's pairs: C8 (the next bracket's
//! pairs and scores) weighs the same for all of them, and the criteria from C10 on read
//! the bracket's pairs only. So when the next scoregroup and the players below can all
//! be paired (with the PAB for an eligible player when the number is odd: C4 with C2 and
//! C5), the best pairings of the round are the bracket's best pairings alone, each
//! completed by any pairing of the others. The bracket is then solved locally, and the
//! next scoregroup joins the rest's completion (`completion`). In the whole field's
//! matching the same holds when nobody is below the next scoregroup: the next bracket's
//! C9 check reads its players' partners, which then all score as they do.
//!
//! **Floaters.** In a local bracket (no C9 near) whose own matching leaves players
//! unpaired, the bracket's best matchings all float players of the same scores (C7). The
//! edges from a floater into the next scoregroup, and those inside it, carry C8 alone
//! (and the completion field): when the floaters of a best matching of the bracket are
//! absorbed into the next scoregroup with every one of its players paired there (but one
//! who pairs further down, when the number is odd) and the players below completed, C8
//! is at its best too, and that matching is a best one of the round. When they cannot
//! be absorbed, the next scoregroup's edges join the graph after all (`attach_next`).
//!
//! Edges into the next scoregroup that the bracket procedure takes away meanwhile are
//! remembered, so that a graph built or joined later leaves them out.

use super::BracketMatcher;
use super::s1_and_s2::{AbsorbedFloaters, marked};
use crate::dutch::completion::Completion;
use crate::dutch::weights::{EdgeContext, compatible};
use crate::matching::WideUint;
use std::collections::BTreeSet;

/// Where the next scoregroup begins among the members, the context of its edges, and
/// how the bracket's floaters go into it.
pub(super) struct Detached {
    next_start: usize,
    ctx: EdgeContext,
    /// Edges into the next scoregroup taken away meanwhile, as (higher, lower) players.
    removed: BTreeSet<(usize, usize)>,
    /// `None`: nobody floats, the next scoregroup is in the rest's completion. Else the
    /// next scoregroup's matching that absorbs the floaters, and its players' marks.
    absorb: Option<(Completion, Vec<bool>)>,
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
            // The bracket's edges; the next scoregroup's players stay out of the graph.
            let whole: Vec<usize> = self
                .members
                .iter()
                .take(next_start)
                .map(|&v| wh.vertex(v).unwrap_or(usize::MAX))
                .collect();
            let local = wh.graph.induced(&whole, |w| w.low_bits(quality));
            #[cfg(test)]
            crate::dutch::counted::add(|c| c.whole_field_detached += 1);
            self.whole = None;
            self.local = Some(super::Local {
                graph: local,
                completion: None,
            });
        }
        self.detached = Some(Detached {
            next_start,
            ctx,
            removed: BTreeSet::new(),
            absorb: None,
        });
        true
    }

    /// The local bracket's own matching left `floaters` players unpaired: they will be
    /// absorbed into the next scoregroup (whose edges would weigh as `ctx` says) instead
    /// of its edges joining the graph. False (and nothing changes) outside a local
    /// bracket.
    pub fn detach_next_absorbing(
        &mut self,
        next_start: usize,
        ctx: EdgeContext,
        floaters: usize,
    ) -> bool {
        if self.local.is_none() || self.whole.is_some() {
            return false;
        }
        let n = self.players.len();
        let next: Vec<usize> = self
            .members
            .iter()
            .skip(next_start)
            .copied()
            .filter(|&v| self.fixed[v].is_none())
            .collect();
        let in_next = marked(n, &next);
        let absorb = self.absorption(&next, &in_next, floaters);
        self.detached = Some(Detached {
            next_start,
            ctx,
            removed: BTreeSet::new(),
            absorb: Some((absorb, in_next)),
        });
        true
    }

    /// Whether `v` is in a detached next scoregroup.
    pub(super) fn in_detached_next(&self, v: usize) -> bool {
        self.detached
            .as_ref()
            .is_some_and(|d| self.member(v).is_some_and(|i| i >= d.next_start))
    }

    /// Whether the next scoregroup is detached with nobody floating (it is then in the
    /// rest's completion).
    pub(super) fn next_in_rest(&self) -> bool {
        self.detached.as_ref().is_some_and(|d| d.absorb.is_none())
    }

    /// An edge into the detached next scoregroup is set: a removal is remembered; any
    /// other weight brings the next scoregroup into the graph (false then: the caller
    /// sets it as usual).
    pub(super) fn set_detached(&mut self, u: usize, v: usize, w: &WideUint<N>) -> bool {
        if !(self.in_detached_next(u) || self.in_detached_next(v)) {
            return false;
        }
        if !w.is_zero() {
            self.attach_next();
            return false;
        }
        if let Some(d) = &mut self.detached {
            d.removed.insert((u.min(v), u.max(v)));
        }
        true
    }

    /// May `a` meet `b`, one of them in the detached next scoregroup?
    pub(super) fn detached_adjacent(&self, a: usize, b: usize) -> bool {
        let removed = self
            .detached
            .as_ref()
            .is_some_and(|d| d.removed.contains(&(a.min(b), a.max(b))));
        match (self.players.get(a), self.players.get(b)) {
            (Some(p), Some(q)) => !removed && compatible(p, q, self.weigher.topscorer_threshold),
            _ => false,
        }
    }

    /// The full weight of the edge between players `h` and `l` (the lower, in the
    /// detached next scoregroup), for a graph built later.
    pub(super) fn detached_weight(&self, h: usize, l: usize) -> WideUint<N> {
        let Some(d) = &self.detached else {
            return WideUint::ZERO;
        };
        match (self.players.get(h), self.players.get(l)) {
            (Some(p), Some(q)) if !d.removed.contains(&(h.min(l), h.max(l))) => {
                self.weigher.edge_weight::<N>(p, q, d.ctx)
            }
            _ => WideUint::ZERO,
        }
    }

    /// The floaters `leftovers` absorbed into the detached next scoregroup; `None` when
    /// it takes none (nobody floats) or cannot absorb them.
    pub(super) fn absorb_detached(&self, leftovers: &[usize]) -> Option<AbsorbedFloaters> {
        let (absorb, in_next) = self.detached.as_ref()?.absorb.as_ref()?;
        self.absorbed_by(absorb, in_next, leftovers)
    }

    /// Whether the bracket's floaters go into a detached next scoregroup.
    pub(super) fn absorbs_detached(&self) -> bool {
        self.detached.as_ref().is_some_and(|d| d.absorb.is_some())
    }

    /// The next scoregroup joins the local graph after all: its edges are set along its
    /// own rows (as `brackets` would have set them, less those taken away), and the
    /// rest's completion no longer holds it.
    pub(super) fn attach_next(&mut self) {
        let Some(d) = self.detached.take() else {
            return;
        };
        #[cfg(test)]
        crate::dutch::counted::add(|c| c.next_attached += 1);
        self.widen_local();
        let Some(mut local) = self.local.take() else {
            return;
        };
        let quality = self.weigher.layout.quality_bits();
        for li in d.next_start..self.members.len() {
            if self.control.is_cancelled() {
                // The solve that follows reports the cancel.
                break;
            }
            for si in 0..li {
                let (Some(&l), Some(&h)) = (self.members.get(li), self.members.get(si)) else {
                    continue;
                };
                let open = self.fixed[l].is_none() && self.fixed[h].is_none();
                if !open || d.removed.contains(&(h.min(l), h.max(l))) {
                    continue;
                }
                if let (Some(p), Some(q)) = (self.players.get(h), self.players.get(l)) {
                    let w = self.weigher.edge_weight::<N>(p, q, d.ctx);
                    if !w.is_zero() {
                        local.graph.set_weight_from(li, si, w.low_bits(quality));
                    }
                }
            }
        }
        let begun = local.completion.is_some();
        self.local = Some(local);
        if begun {
            let completion = self.rest_completion();
            if let Some(l) = &mut self.local {
                l.completion = Some(completion);
            }
        }
    }
}

//! D.1 of the 2017 text (each S1 player, in order, meets the first S2 player with whom a
//! best pairing exists) read off the last solve's duals where they decide it, instead
//! of a solve per S1 player ([`BracketRun::pair_s1`] keeps that solve for the players
//! they do not decide, and the tests keep the solve for every player as the reference).
//!
//! Why the answer is the same. The solve per player adds to S1 player `p`'s edges a
//! bonus below every criterion (the lowest `3·count_bits + 1` bits,
//! [`super::weights_2017`]), largest for the first S2 player in order (none for the
//! last), and takes `p`'s partner in the heaviest matching. The criteria fields are
//! multiples of `2^(3·count_bits + 1)` and the lowest bits of one matching add up to
//! less (one D.1 bonus row at a time, each bonus below `2^count_bits`, and a unit per
//! MDP edge, one per resident at most), so the heaviest matching is a best pairing by
//! C.5–C.19 (weight W above the lowest bits) with the largest bonuses. Before D.1 no
//! edge carries bits in those lowest places except the unit D.3 leaves on the edges
//! from the MDPs it did not pair to the residents ([`BracketRun::free_of_bonuses`]
//! checks it); when none of those edges is tight (below), no matching of weight W
//! holds one, so the matchings of weight W are those of the whole weight, and `p`'s
//! partner is the first S2 player `o` in order such that some of them pairs `p` with
//! `o` — the same for every solver, since it depends on the set of best pairings only.
//! Two facts of the primal-dual solver decide that question for most players without
//! a solve:
//!
//! - an edge with slack under the last solve's optimal duals is in no maximum-weight
//!   matching (complementary slackness, for any optimal duals): the S2 players before
//!   `o` in order whose edge to `p` has slack are passed over;
//! - the last solve's matching is a maximum one: when `p`'s partner there is the first
//!   S2 player whose edge is tight, that is the answer; when the first tight one is
//!   `o`, and an alternating cycle of tight edges leads from `o`'s partner back to
//!   `p`'s, turning it gives a maximum matching with `p`–`o`
//!   (`DenseGraph::pair_along_tight_cycle`), and `o` is the answer.
//!
//! The pairs decided stay in the graph until the next solve (taking a pair out can
//! dissolve a blossom and leave the duals unproven): they belong to a maximum
//! matching, so the maximum matchings that hold them are the best pairings of the
//! players left, with the same duals; the cycles avoid them. The one pair a solve
//! decided keeps its bonus meanwhile, which only narrows the maximum matchings to
//! those holding it; every decided pair leaves the graph before the next solve, as in
//! the solve per player.
//!
//! Both need every best pairing to give `p` an S2 player in the bracket, as the solve
//! per player assumes (its bonus goes to those edges only). C.5 weighs the pairs of the
//! bracket above everything but the completion of the round (A.9), so every best
//! pairing has as many as the last solve; after D.2 the edges inside the bracket join
//! one S1 player to one S2 player below it, so when no MDP left out of the bracket by
//! D.3 has a tight edge to a resident, those pairs are exactly one per S1 player, in
//! every best pairing (an MDP edge that is tight could also hold a bonus of D.3, which
//! is why such an edge sends `p` to the solve). Anything else (another edge with low
//! bits, a graph changed since the solve, a first tight S2 player the cycle search does
//! not reach) is left to the solve per player.

use super::BracketRun;
use crate::dutch::counted;
use crate::matching::WideUint;

impl<const N: usize> BracketRun<N> {
    /// Whether no edge still in the graph has bits in the lowest `3·count_bits + 1`,
    /// where the bonuses of the generation order go, except the one of D.3 on the edges
    /// from the MDPs still unpaired to the residents (see
    /// [`BracketRun::first_opponent_from_duals`]): their lowest bits hold at most 1.
    pub(super) fn free_of_bonuses(&self) -> bool {
        let free = 3 * self.count_bits + 1;
        let m = self.stable.len();
        let one = WideUint::<N>::from_u64(1);
        let unpaired_mdp = |i: usize| i < self.mdps && self.fixed[i].is_none();
        let resident = |j: usize| j >= self.mdps && j < self.next;
        (0..m).filter(|&i| self.fixed[i].is_none()).all(|i| {
            (i + 1..m).filter(|&j| self.fixed[j].is_none()).all(|j| {
                let low = self.graph.weight(i, j).low_bits(free);
                low.is_zero() || (unpaired_mdp(i) && resident(j) && low == one)
            })
        })
    }

    /// D.1: the opponent of S1 player `p` (its candidates: the later players of the
    /// `remainder` not yet paired, in order), when the last solve's duals decide it
    /// (see the module doc); `None` otherwise, the graph unchanged. A cycle turned moves
    /// the solve's matching (and `stable`) with it.
    pub(super) fn first_opponent_from_duals(
        &mut self,
        p: usize,
        remainder: &[usize],
    ) -> Option<usize> {
        if !self.graph.is_settled() {
            return None;
        }
        let c = self.graph.mate_of(p).filter(|&c| c > p && c < self.next)?;
        // D.3 left these MDPs out: no best pairing may pair one of them in the bracket.
        for mdp in (0..self.mdps).filter(|&i| self.fixed[i].is_none()) {
            if (self.mdps..self.next)
                .filter(|&r| self.fixed[r].is_none())
                .any(|r| self.graph.is_tight(mdp, r) == Some(true))
            {
                return None;
            }
        }
        let o = remainder
            .iter()
            .copied()
            .filter(|&o| o > p && !self.matched[o])
            .find(|&o| self.graph.is_tight(p, o) == Some(true))?;
        if o == c {
            counted::add(|k| k.first_opponent_kept += 1);
            return Some(o);
        }
        let fixed = &self.fixed;
        let decided = |v: usize| fixed.get(v).is_some_and(Option::is_some);
        if !self.graph.pair_along_tight_cycle(p, o, decided) {
            return None;
        }
        for v in 0..self.stable.len() {
            if self.fixed[v].is_none() {
                self.stable[v] = self.graph.mate_of(v).unwrap_or(v);
            }
        }
        counted::add(|k| k.first_opponent_exchanged += 1);
        Some(o)
    }
}

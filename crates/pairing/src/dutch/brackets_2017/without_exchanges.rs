//! D.2 of the 2017 text (C.04.3 (2017) D.2: the exchanges between S1 and S2, fewest
//! first) without its solves, when no exchange is needed: S1 (the first players of the
//! remainder, as many as the bracket pairs) against S2 (the others) alone is a best
//! pairing of the bracket and its next group.
//!
//! What the exchange solves decide. [`BracketRun::exchange`] gives every edge of the
//! remainder a bonus below every criterion (the lowest `3·count_bits + 1` bits,
//! [`super::super::weights_2017`]): one unit at bit `2·count_bits + 1` when its higher
//! end is among the first `s1` players, less twice that end's index. Its solve is a
//! best pairing by C.5–C.19 (the bonuses of one matching add up to less than the lowest
//! criterion), and among those the one with most pairs whose higher end is in the first
//! `s1`. Every best pairing has the same value of each criterion, so the same number of
//! pairs in the bracket (C.5); when the MDPs that D.3 left out have no edge to a
//! resident still to pair (checked), those pairs are the remainder's pairs, `s1` of them
//! (the count the last solve gives). So when some best pairing pairs each of the first
//! `s1` with a later player of the remainder, the exchange solve does too: it finds no
//! player to take out of S1 (`count` is 0), `exchange_out_of_s1` and `exchange_into_s1`
//! solve nothing, and S1 is the first `s1` players. That is the only thing D.2 leaves
//! behind ([`BracketRun::in_s1`], and the edges that fit the sides,
//! [`BracketRun::keep_sides`]; D.1 at once reads none of the edges taken away, so the
//! caller takes them away only before D.1 per player).
//!
//! How it is found. S1 against S2 alone (a bipartite graph: S1 has no edge inside, nor
//! has S2) is solved; when it pairs every S1 player, it replaces the pairs of the last
//! solve (`stable`) inside the remainder, and the players of the remainder that
//! `stable` sends into the next group (or leaves unpaired) hand their partners, in
//! order, to the players S1 against S2 leaves over (A.9: in the bracket and its next
//! group, whoever floats meets a player of the next group). When that matching exists
//! and weighs as much as `stable` (with the edges' full weights, C.7 and completion
//! included), it is a best pairing: `stable` is one (the last solve's matching, less
//! the MDPs' pairs it fixed, is a best matching of the players left; the bonuses of
//! D.3 sit only on the edges of MDPs fixed since, or, for the MDPs left out, on edges
//! of weight zero here), so no exchange is needed. Otherwise D.2 runs as before.
//!
//! The graph of S1 against S2, solved, is handed to D.1 ([`super::whole_s1`]): it is the
//! graph it solves.

use super::BracketRun;
use crate::PairingError;
use crate::dutch::counted;
use crate::matching::{DenseGraph, StopCheck, WideUint};

/// S1 against S2 alone, solved (local vertices: S1 in order, then S2 in order).
pub(super) struct SidesAlone<const N: usize> {
    pub(super) s1: Vec<usize>,
    pub(super) s2: Vec<usize>,
    pub(super) graph: DenseGraph<WideUint<N>>,
    /// The solve's matching, by local vertex.
    pub(super) mates: Vec<Option<usize>>,
}

impl<const N: usize> BracketRun<N> {
    /// D.2 when no exchange is needed (see the module doc): S1 is then the first `s1`
    /// players of the `remainder`, `stable` is set as the exchange solves leave it, and
    /// S1 against S2 alone is returned, solved; the caller takes away the edges that do
    /// not fit the sides ([`BracketRun::keep_sides`]) before any solve of the bracket.
    /// `None` (nothing changed) when that is not proven.
    pub(super) fn without_exchanges(
        &mut self,
        remainder: &[usize],
        s1: usize,
    ) -> Result<Option<SidesAlone<N>>, PairingError> {
        let found = self.sides_alone(remainder, s1)?;
        counted::add(|c| {
            if found.is_some() {
                c.without_exchanges_2017 += 1;
            } else {
                c.exchanged_2017 += 1;
            }
        });
        Ok(found)
    }

    fn sides_alone(
        &mut self,
        remainder: &[usize],
        s1: usize,
    ) -> Result<Option<SidesAlone<N>>, PairingError> {
        if s1 > remainder.len() || !self.bracket_is_s1_and_s2(remainder) {
            return Ok(None);
        }
        let (first, second) = remainder.split_at(s1);
        let mut graph = self.sides_graph(first, second);
        let side: Vec<bool> = (0..remainder.len()).map(|i| i < s1).collect();
        graph.start_from_side(&side);
        let mates = graph.solve();
        if graph.was_stopped() || self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        if mates.iter().take(s1).any(Option::is_none) || !self.as_heavy_as_stable(remainder, &mates)
        {
            return Ok(None);
        }
        let mut stable = self.stable.clone();
        for (i, &v) in remainder.iter().enumerate() {
            let m = mates.get(i).copied().flatten();
            let partner = m.and_then(|m| remainder.get(m).copied()).unwrap_or(v);
            if let Some(slot) = stable.get_mut(v) {
                *slot = partner;
            }
        }
        // With the next group apart (`next_group_apart`) the weights leave C.7 out: the
        // players S1 against S2 leaves over must be absorbed by the next group, as every
        // solve's floaters are, for it to weigh as much as `stable` with C.7. Insurance
        // only: without it the answer is the same (`whole_s1` checks these very floaters
        // among its sets; where it declines, D.1's first solve has its floaters checked
        // by `check_floaters`, and an unabsorbed set restarts the bracket), and 331,307
        // generated rounds of 8-100 players paired with it disabled came out as the
        // reference; it catches the case at D.2 instead of D.1.
        let floaters: Vec<usize> = (0..self.next)
            .filter(|&i| stable.get(i) == Some(&i))
            .collect();
        if !self.next_absorbs(&floaters) {
            return Ok(None);
        }
        self.stable = stable;
        Ok(Some(SidesAlone {
            s1: first.to_vec(),
            s2: second.to_vec(),
            graph,
            mates,
        }))
    }

    /// S1 against S2 alone (local vertices: `s1` then `s2`), with the edges' weights
    /// before any bonus: an S1 player meets a later S2 player only.
    pub(super) fn sides_graph(&self, s1: &[usize], s2: &[usize]) -> DenseGraph<WideUint<N>> {
        let mut graph = DenseGraph::new(s1.len() + s2.len());
        let stop = self.control.clone();
        graph.set_stop(StopCheck::new(move || stop.is_cancelled()));
        for (i, &p) in s1.iter().enumerate() {
            for (j, &o) in s2.iter().enumerate() {
                let w = if p < o {
                    self.base(p, o)
                } else {
                    WideUint::ZERO
                };
                if !w.is_zero() {
                    graph.set_weight(i, s1.len() + j, w);
                }
            }
        }
        graph
    }

    /// Whether S1 against S2 (`mates`, over the `remainder`'s positions) in place of
    /// `stable`'s pairs inside the remainder, the partners `stable` gives the others of
    /// the remainder going in order to the players S1 against S2 leaves over, is a
    /// matching that weighs as much as `stable`.
    fn as_heavy_as_stable(&self, remainder: &[usize], mates: &[Option<usize>]) -> bool {
        let mut inside = vec![false; self.stable.len()];
        for &v in remainder {
            if let Some(slot) = inside.get_mut(v) {
                *slot = true;
            }
        }
        let is_inside = |v: usize| inside.get(v).copied().unwrap_or(false);
        let (mut kept, mut value) = (WideUint::<N>::ZERO, WideUint::<N>::ZERO);
        let mut paired_outside = Vec::new();
        for &v in remainder {
            let s = self.stable.get(v).copied().unwrap_or(v);
            if s != v && is_inside(s) {
                if v < s {
                    kept = kept.wrapping_add(&self.base(v, s));
                }
            } else {
                paired_outside.push(v);
            }
        }
        let mut left_over = Vec::new();
        for (i, &v) in remainder.iter().enumerate() {
            match mates.get(i).copied().flatten() {
                Some(j) if i < j => match remainder.get(j) {
                    Some(&o) => value = value.wrapping_add(&self.base(v, o)),
                    None => return false,
                },
                Some(_) => {}
                None => left_over.push(v),
            }
        }
        if left_over.len() != paired_outside.len() {
            return false;
        }
        for (&o, &l) in paired_outside.iter().zip(&left_over) {
            let x = self.stable.get(o).copied().unwrap_or(o);
            if x == o {
                // Unpaired in `stable`: `l` stays unpaired in its place.
                continue;
            }
            let moved = self.base(l, x);
            if moved.is_zero() {
                return false;
            }
            value = value.wrapping_add(&moved);
            kept = kept.wrapping_add(&self.base(o, x));
        }
        value == kept
    }
}

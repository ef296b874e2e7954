//! C.04.3 art. 4.2 for a whole S1 from one solve of the reduced graph and its duals
//! (see `transposition`), once every condition of the proof is checked.

use super::{BracketMatcher, marks_at};
use crate::PairingError;
use crate::dutch::transposition::{TightGraph, first_transposition};
use crate::matching::{Weight, WideUint};
use std::cell::RefCell;
use std::collections::HashMap;

/// What [`BracketMatcher::first_transposition`] starts from, in S1 and S2 positions.
struct Plan {
    /// The S2 players' reduced vertices.
    s2_at: Vec<usize>,
    tight: TightGraph,
    mate: Vec<usize>,
    floats: Vec<bool>,
}

impl<'a, const N: usize> BracketMatcher<'a, N> {
    /// C.04.3 4.2 for every S1 player at once, from one reduced solve and its duals
    /// (`transposition`): each of `s1` (in order) is paired with the first player of
    /// `s2` (in the order they are tried) with whom a best pairing exists, exactly as
    /// one solve per S1 player with a bonus on its row would pair them. The pairs are
    /// fixed and `stable` is returned as the last of those solves would give it.
    ///
    /// `Ok(None)` when that equivalence is not proven: the weights have bits in the
    /// lowest `tie_break_bits` (where the row bonuses go), the duals do not certify
    /// the matching, an S1 player could stay unpaired, or a possible set of floaters
    /// cannot be absorbed. The reduced graph has then been solved once: call
    /// [`BracketMatcher::reduce`] again before solving per player.
    pub fn first_transposition(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        tie_break_bits: u32,
    ) -> Result<Option<Vec<usize>>, PairingError> {
        let Some(r) = self.reduced.as_mut() else {
            return Ok(None);
        };
        // S1 against S2 alone: the assignment problem's start (S2 has no edge inside).
        let in_s1 = marks_at(r.members.len(), s1, |v| {
            r.position.get(v).copied().flatten()
        });
        r.graph.start_from_side(&in_s1);
        let mates = r.graph.solve();
        self.check_cancel()?;
        let Some(plan) = self.certified_plan(s1, s2, &mates, tie_break_bits) else {
            self.check_cancel()?;
            return Ok(None);
        };
        let control = self.control;
        let opponents = first_transposition(&plan.tight, &plan.mate, &plan.floats, &|| {
            control.is_cancelled()
        });
        self.check_cancel()?;
        let Some(opponents) = opponents else {
            return Ok(None);
        };
        let pairs: Vec<(usize, usize)> = s1
            .iter()
            .zip(&opponents)
            .filter_map(|(&v, &j)| Some((v, *s2.get(j)?)))
            .collect();
        // The S2 players left over float.
        let mut left_over = vec![false; plan.mate.len() + plan.floats.len()];
        for &x in &plan.s2_at {
            if let Some(slot) = left_over.get_mut(x) {
                *slot = true;
            }
        }
        for &j in &opponents {
            if let Some(slot) = plan.s2_at.get(j).and_then(|&x| left_over.get_mut(x)) {
                *slot = false;
            }
        }
        let Some(mut stable) =
            self.absorb_floaters(&|i| left_over.get(i).copied().unwrap_or(false))
        else {
            return Ok(None);
        };
        for &(v, m) in &pairs {
            stable[v] = m;
            stable[m] = v;
            self.finalize(v, m);
        }
        Ok(Some(stable))
    }

    /// The tight graph, starting matching and possible floaters of
    /// [`BracketMatcher::first_transposition`], once every condition is checked.
    fn certified_plan(
        &self,
        s1: &[usize],
        s2: &[usize],
        mates: &[Option<usize>],
        tie_break_bits: u32,
    ) -> Option<Plan> {
        let r = self.reduced.as_ref()?;
        let duals = r.graph.certificate()?;
        let index = |v: usize| r.position.get(v).copied().flatten();
        let s1_at: Vec<usize> = s1.iter().map(|&v| index(v)).collect::<Option<_>>()?;
        let s2_at: Vec<usize> = s2.iter().map(|&v| index(v)).collect::<Option<_>>()?;
        if s1_at.len() + s2_at.len() != r.members.len() {
            return None;
        }
        let mut s2_of = vec![None; r.members.len()];
        for (j, &x) in s2_at.iter().enumerate() {
            *s2_of.get_mut(x)? = Some(j);
        }
        let mut tight = TightGraph::new(s1_at.len(), s2_at.len());
        // Per palette index (read once each): twice its weight, when the weight leaves
        // the tie-break bits clear.
        let mut doubled: Vec<Option<Option<WideUint<N>>>> = Vec::new();
        for (i, &a) in s1_at.iter().enumerate() {
            let dual_a = duals.get(a)?;
            // A cancel stops here; the caller's next solve reports it.
            if dual_a.is_zero() || self.control.is_cancelled() {
                return None;
            }
            for (j, &b) in s2_at.iter().enumerate() {
                let id = r.graph.weight_index(a, b) as usize;
                if id == 0 {
                    continue;
                }
                if id >= doubled.len() {
                    doubled.resize(id + 1, None);
                }
                let slot = doubled.get_mut(id)?;
                let twice = *slot.get_or_insert_with(|| {
                    let twice = r.graph.doubled_weight(id as u32);
                    (twice.half().low_bits(tie_break_bits) == WideUint::ZERO).then_some(twice)
                });
                let twice = twice?;
                if dual_a.plus(duals.get(b)?) == twice {
                    tight.add(i, j);
                }
            }
        }
        let mate: Vec<usize> = s1_at
            .iter()
            .map(|&a| {
                mates
                    .get(a)
                    .copied()
                    .flatten()
                    .and_then(|m| s2_of.get(m).copied().flatten())
            })
            .collect::<Option<_>>()?;
        let floats: Vec<bool> = s2_at
            .iter()
            .map(|&b| duals.get(b).is_some_and(|d| d.is_zero()))
            .collect();
        let left_over: Vec<usize> = s2_at
            .iter()
            .copied()
            .filter(|&b| mates.get(b).copied().flatten().is_none())
            .collect();
        let may_float: Vec<usize> = s2_at
            .iter()
            .copied()
            .zip(&floats)
            .filter(|&(_, &f)| f)
            .map(|(b, _)| b)
            .collect();
        // Every set of floaters a best matching can leave must be absorbed, as the
        // solve per player would find it.
        // The rest's completion depends only on who goes further down: asked once each.
        let completes = RefCell::new(HashMap::new());
        let absorbs = |set: &[usize]| {
            if self.control.is_cancelled() {
                return false;
            }
            let Some((_, down)) = self.absorb(&|i| set.contains(&i)) else {
                return false;
            };
            *completes
                .borrow_mut()
                .entry(down.clone())
                .or_insert_with(|| self.complete_below(&down).is_some())
        };
        let every_set_absorbed = match left_over.len() {
            0 => absorbs(&[]),
            1 => may_float.iter().all(|&b| absorbs(&[b])),
            _ => may_float == left_over && absorbs(&left_over),
        };
        every_set_absorbed.then_some(Plan {
            s2_at,
            tight,
            mate,
            floats,
        })
    }
}

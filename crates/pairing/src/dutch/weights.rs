//! The Dutch criteria turned into matching weights: one bit field per criterion, the most
//! important in the highest bits, so that a maximum-weight matching is the best pairing
//! under C.04.3 art. 2 read lexicographically. The lowest bits are left free for the
//! tie-breaks that emulate the generation order of art. 4 (see `brackets`).
//!
//! Field widths: a count field holds up to the largest scoregroup size (`group_bits`);
//! a "scores" field holds one sub-field per scoregroup, each wide enough to count that
//! group's players (`shift[score]` is the sub-field of a score, lowest scores lowest).

use crate::domain::Points;
use crate::matching::WideUint;
use crate::swiss::{Entrant, Float};
use std::collections::BTreeMap;

/// Bits needed to write `n` (0 for 0).
pub fn bits_for(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// Where each criterion sits in an edge weight.
#[derive(Debug, Clone)]
pub struct Layout {
    pub group_bits: u32,
    pub shift: BTreeMap<Points, u32>,
    pub played_rounds: u32,
    /// Offsets, from the lowest bit (the lowest `3·group_bits + 1` bits are free for the
    /// generation-order tie-breaks).
    pub c21: u32,
    pub c20: u32,
    pub c19: u32,
    pub c18: u32,
    pub c17: u32,
    pub c16: u32,
    pub c15: u32,
    pub c14: u32,
    pub c13: u32,
    pub c12: u32,
    pub c11: u32,
    pub c10: u32,
    pub c9: u32,
    /// C8 (second half): the scores paired in the following bracket, as C7 reads them
    /// (one sub-field per score).
    pub c8_next_scores: u32,
    /// C8 (first half): the number of pairs in the following bracket, as C6 counts them.
    pub c8_next_pairs: u32,
    /// C7: the scores paired in the bracket (one sub-field per score), so that the
    /// downfloaters' scores are as low as possible.
    pub c7_scores: u32,
    /// C6: the number of pairs in the bracket (the fewest downfloaters).
    pub c6_pairs: u32,
    /// C4 with C2 and C5: the completion field (2 bits): every player who cannot take
    /// the PAB gets paired, so the rest of the round stays pairable.
    pub c4_completion: u32,
    /// Total width of a weight (the completion field is the highest, 2 bits wide).
    pub total: u32,
}

impl Layout {
    /// The layout for a matching over `players` (in any order): one sub-field per
    /// pairing score among them, wide enough to count its players, and count fields
    /// wide enough for `count_bound` (at least the number of players a matching covers).
    pub fn new<'e>(
        players: impl IntoIterator<Item = &'e Entrant>,
        played_rounds: u32,
        count_bound: usize,
    ) -> Layout {
        let mut counts: BTreeMap<Points, usize> = BTreeMap::new();
        for p in players {
            *counts.entry(p.pairing_score).or_insert(0) += 1;
        }
        let mut shift = BTreeMap::new();
        let mut acc = 0u32;
        let mut max_group = count_bound;
        // Lowest scores in the lowest bits.
        for (&score, &size) in &counts {
            shift.insert(score, acc);
            acc += bits_for(size);
            max_group = max_group.max(size);
        }
        let s = bits_for(max_group).max(1);
        let g = acc;
        let mut o = 0u32;
        let mut take = |w: u32| {
            let at = o;
            o += w;
            at
        };
        take(3 * s + 1);
        let (c21, c20) = if played_rounds > 1 {
            let a = take(g);
            (a, take(g))
        } else {
            (0, 0)
        };
        let (c19, c18) = if played_rounds > 0 {
            let a = take(g);
            (a, take(g))
        } else {
            (0, 0)
        };
        let (c17, c16) = if played_rounds > 1 {
            let a = take(s);
            (a, take(s))
        } else {
            (0, 0)
        };
        let (c15, c14) = if played_rounds > 0 {
            let a = take(s);
            (a, take(s))
        } else {
            (0, 0)
        };
        let c13 = take(s);
        let c12 = take(s);
        let c11 = take(s);
        let c10 = take(s);
        // The ranks of both ends add up over the whole matching: up to k(k-1)/2 for k
        // players on the PAB score, so twice the count width.
        let c9 = take(2 * s);
        let c8_next_scores = take(g);
        let c8_next_pairs = take(s);
        let c7_scores = take(g);
        let c6_pairs = take(s);
        let c4_completion = take(2);
        Layout {
            group_bits: s,
            shift,
            played_rounds,
            c21,
            c20,
            c19,
            c18,
            c17,
            c16,
            c15,
            c14,
            c13,
            c12,
            c11,
            c10,
            c9,
            c8_next_scores,
            c8_next_pairs,
            c7_scores,
            c6_pairs,
            c4_completion,
            total: o,
        }
    }

    /// The bits below the completion field (C4, C2, C5): the quality criteria and the
    /// generation-order tie-breaks.
    pub fn quality_bits(&self) -> u32 {
        self.c4_completion
    }

    fn shift_of(&self, score: Points) -> u32 {
        self.shift.get(&score).copied().unwrap_or(0)
    }
}

/// What an edge weight depends on besides the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EdgeContext {
    /// The lower player is a resident of the bracket being paired.
    pub in_current: bool,
    /// The lower player is in the scoregroup after it.
    pub in_next: bool,
    /// Pairing score of the PAB receiver (odd number of players), else 0.
    pub bye_score: Points,
    /// The bracket downfloats exactly one player, who will get the PAB (C9 applies).
    pub single_downfloater_is_bye: bool,
}

/// Absolute criteria C1 and C3 (C.04.3 art. 2): no rematch, no forbidden pair, and no
/// two non-topscorers with the same absolute colour preference.
pub fn compatible(a: &Entrant, b: &Entrant, topscorer_threshold: Option<Points>) -> bool {
    if a.forbidden.contains(&b.id) {
        return false;
    }
    if !(a.absolute() && b.absolute() && a.colour_pref == b.colour_pref) {
        return true;
    }
    // C.04.3 1.8: topscorers exist only when pairing the last round.
    topscorer_threshold.is_some_and(|t| a.pairing_score > t || b.pairing_score > t)
}

/// The colour criteria a pair meets, `[C10, C11, C12, C13]` of the 2026 text (C.8–C.11
/// of the 2017 text, the same rules): `h` is the higher player in pairing order.
pub fn colour_criteria(h: &Entrant, l: &Entrant) -> [bool; 4] {
    let same_pref = h.colour_pref == l.colour_pref;
    // C10: topscorers (or their opponents) ending with |CD| > 2.
    let c10 = !(h.imbalance > 1 && l.imbalance > 1 && same_pref);
    // C11: topscorers (or their opponents) with the same colour three times running.
    let c11 = !h.absolute()
        || !l.absolute()
        || !same_pref
        || if h.imbalance == l.imbalance {
            l.repeated.is_none() || l.repeated != h.repeated
        } else {
            let loser = if l.imbalance > h.imbalance { h } else { l };
            loser.repeated != l.colour_pref.map(crate::domain::Colour::opposite)
        };
    // C12: players not getting their colour preference.
    let c12 = h.colour_pref.is_none() || l.colour_pref.is_none() || !same_pref;
    // C13: players not getting their strong preference.
    let weak = |e: &Entrant| !e.strong() && !e.absolute();
    let c13 = weak(h) || weak(l) || (h.absolute() && l.absolute()) || !same_pref;
    [c10, c11, c12, c13]
}

/// C2 with C5: may this player be the PAB receiver (eligible, and not scoring more than
/// the lowest possible PAB receiver's score)?
pub fn bye_candidate(e: &Entrant, bye_score: Points) -> bool {
    e.bye_eligible && e.pairing_score <= bye_score
}

/// Everything `edge_weight` needs besides the pair.
pub struct Weigher<'a> {
    pub layout: &'a Layout,
    pub topscorer_threshold: Option<Points>,
    /// C9: rank of a played-games count among the players on the PAB score.
    pub played_rank: &'a BTreeMap<u32, u64>,
}

impl Weigher<'_> {
    /// The completion field alone (C4, with C2 and C5: pair everybody who cannot take
    /// the PAB) of a pair that may meet.
    pub fn completion_part<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        bye_score: Points,
    ) -> WideUint<N> {
        let completion =
            1 + u64::from(!bye_candidate(h, bye_score)) + u64::from(!bye_candidate(l, bye_score));
        WideUint::shifted(completion, self.layout.c4_completion)
    }

    /// The weight of pairing `h` (higher in pairing order) with `l` (lower); zero when
    /// they may not meet.
    pub fn edge_weight<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        ctx: EdgeContext,
    ) -> WideUint<N> {
        let lay = self.layout;
        if !compatible(h, l, self.topscorer_threshold) {
            return WideUint::ZERO;
        }
        let mut w: WideUint<N> = self.completion_part(h, l, ctx.bye_score);
        let hs = lay.shift_of(h.pairing_score);
        let ls = lay.shift_of(l.pairing_score);
        if ctx.in_current {
            // C6: number of pairs in the bracket; C7: the scores paired in it.
            w.add_shifted(1, lay.c6_pairs);
            w.add_shifted(1, lay.c7_scores + hs);
        }
        if ctx.in_next {
            // C8: the same for the following bracket.
            w.add_shifted(1, lay.c8_next_pairs);
            w.add_shifted(1, lay.c8_next_scores + hs);
        }
        if ctx.single_downfloater_is_bye {
            // C9: the PAB receiver should have as few unplayed games as possible.
            for e in [h, l] {
                if e.pairing_score == ctx.bye_score {
                    let r = self.played_rank.get(&e.played_games).copied().unwrap_or(0);
                    w.add_shifted(r, lay.c9);
                }
            }
        }
        if !ctx.in_current {
            return w;
        }
        let [c10, c11, c12, c13] = colour_criteria(h, l);
        for (met, at) in [
            (c10, lay.c10),
            (c11, lay.c11),
            (c12, lay.c12),
            (c13, lay.c13),
        ] {
            if met {
                w.add_shifted(1, at);
            }
        }
        if lay.played_rounds == 0 {
            return w;
        }
        let h_resident = h.pairing_score <= l.pairing_score;
        let h_mdp = h.pairing_score > l.pairing_score;
        // C14: resident downfloaters who downfloated in the previous round (pairing them
        // here keeps them from floating again); C16: two rounds before.
        let c14 =
            u64::from(l.float1 == Float::Down) + u64::from(h_resident && h.float1 == Float::Down);
        w.add_shifted(c14, lay.c14);
        // C15: MDP opponents who upfloated in the previous round; C17: two rounds before.
        if !(h_mdp && l.float1 == Float::Up) {
            w.add_shifted(1, lay.c15);
        }
        if lay.played_rounds > 1 {
            let c16 = u64::from(l.float2 == Float::Down)
                + u64::from(h_resident && h.float2 == Float::Down);
            w.add_shifted(c16, lay.c16);
            if !(h_mdp && l.float2 == Float::Up) {
                w.add_shifted(1, lay.c17);
            }
        }
        // C18: scores of repeated downfloaters; C19: of MDP opponents repeating an upfloat.
        if l.float1 == Float::Down {
            w.add_shifted(1, lay.c18 + ls);
        }
        if h.float1 == Float::Down {
            w.add_shifted(1, lay.c18 + hs);
        }
        if !(l.float1 == Float::Up && h_mdp) {
            w.add_shifted(1, lay.c19 + hs);
        }
        if lay.played_rounds > 1 {
            // C20, C21: the same for floats two rounds before.
            if l.float2 == Float::Down {
                w.add_shifted(1, lay.c20 + ls);
            }
            if h.float2 == Float::Down {
                w.add_shifted(1, lay.c20 + hs);
            }
            if !(l.float2 == Float::Up && h_mdp) {
                w.add_shifted(1, lay.c21 + hs);
            }
        }
        w
    }
}

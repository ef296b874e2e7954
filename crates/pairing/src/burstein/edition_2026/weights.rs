//! The criteria of one bracket as matching weights (C.04.4.2 art. 2), bit fields of one
//! number, most important first:
//!
//! - `complete`: the two may meet (C1, C3); one bit per pair, so that the maximum
//!   matching pairs everybody still to pair (C4, art. 2.2.1);
//! - `pairs`: both in the bracket (C5: the most pairs in the bracket);
//! - `scores`: one sub-field per score of the round, highest score most significant,
//!   counting the paired bracket players of that score (C6: the outgoing floaters' scores
//!   as low as possible, taken in descending order);
//! - `next_pairs`, `next_scores`: the pairs of the following bracket, then one sub-field
//!   per score counting its paired players of that score (C7: the next bracket's C5 and
//!   C6; C1–C4 are already in `complete`);
//! - `colours`: pairs of the bracket in which both players get their colour preference
//!   (C8);
//! - `order`: the preference of the player being paired for a larger BSN (art. 4.3).
//!
//! Each field is wide enough to hold its largest sum over a whole matching, so a higher
//! field always outweighs every lower one. Every score has its own sub-field, so the
//! width of a weight grows with the number of distinct scores: `Layout::bits_needed`
//! tells the caller which weight type ([`Packed`]) to use.

use crate::domain::{Colour, Points};
use crate::matching::{Weight, WideUint};
use crate::swiss::Entrant;
use std::collections::BTreeMap;

/// A weight built field by field: `u128` or a [`WideUint`].
pub trait Packed: Weight + Copy {
    /// Bits the type holds.
    const BITS: u32;
    /// `value` shifted left by `bits`.
    fn placed(value: u64, bits: u32) -> Self;
}

impl Packed for u128 {
    const BITS: u32 = u128::BITS;
    fn placed(value: u64, bits: u32) -> Self {
        u128::from(value).checked_shl(bits).unwrap_or(0)
    }
}

impl<const N: usize> Packed for WideUint<N> {
    const BITS: u32 = WideUint::<N>::BITS;
    fn placed(value: u64, bits: u32) -> Self {
        WideUint::from_u64(value).shl(bits)
    }
}

/// Bits needed to write `value`.
fn bits(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// Where each field starts.
#[derive(Debug, Clone)]
pub struct Layout {
    order: u32,
    colours: u32,
    /// C7 (the next bracket's C6): the sub-field of each score.
    next_scores: BTreeMap<Points, u32>,
    next_pairs: u32,
    /// C6: the sub-field of each score.
    scores: BTreeMap<Points, u32>,
    pairs: u32,
    complete: u32,
    total: u32,
}

/// What an edge of the bracket's graph joins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the bracket being paired (residents and incoming floaters).
    Bracket,
    /// In the next scoregroup.
    Next,
    /// Further down.
    Rest,
}

impl Layout {
    /// The layout for a round with these players to pair: the same for every bracket (so
    /// edges outside the bracket keep their weight), with one C6 and one C7 sub-field per
    /// distinct score, each wide enough to count the players of that score.
    pub fn new(players: &[Entrant]) -> Layout {
        let n = players.len() as u64;
        let mut counts: BTreeMap<Points, u64> = BTreeMap::new();
        for p in players {
            *counts.entry(p.pairing_score).or_insert(0) += 1;
        }
        let mut total = 0u32;
        let mut take = |max_sum: u64| {
            let at = total;
            total += bits(max_sum);
            at
        };
        // Only the player being paired carries order bonuses (the others are paired and
        // retired, or floating without in-bracket edges): one bonus, at most n.
        let order = take(n);
        let colours = take(n / 2);
        // Lowest scores in the lowest bits; a score's players are paired at most once.
        let next_scores = counts.iter().map(|(&s, &c)| (s, take(c))).collect();
        let next_pairs = take(n / 2);
        let scores = counts.iter().map(|(&s, &c)| (s, take(c))).collect();
        let pairs = take(n / 2);
        let complete = take(n / 2);
        Layout {
            order,
            colours,
            next_scores,
            next_pairs,
            scores,
            pairs,
            complete,
            total,
        }
    }

    /// Bits a weight type must hold: the fields plus room for the solver's doubled
    /// weights and the sums of its duals (the margin the Dutch engine keeps).
    pub fn bits_needed(&self) -> u32 {
        self.total + 4
    }

    /// One unit in the sub-field of score `s` of `fields`.
    fn score_unit<W: Packed>(fields: &BTreeMap<Points, u32>, s: Points) -> W {
        fields.get(&s).map_or_else(W::zero, |&at| W::placed(1, at))
    }

    /// The weight of an edge between players placed so, without the order bonus; zero when
    /// they may not meet.
    pub fn weight<W: Packed>(&self, a: (&Entrant, Place), b: (&Entrant, Place)) -> W {
        if !may_meet(a.0, b.0) {
            return W::zero();
        }
        let mut w = W::placed(1, self.complete);
        let (within, scores) = match (a.1, b.1) {
            (Place::Bracket, Place::Bracket) => {
                if colours_granted(a.0.colour_pref, b.0.colour_pref) {
                    w = w.plus(&W::placed(1, self.colours));
                }
                (self.pairs, &self.scores)
            }
            // C7: an outgoing floater (or a resident of the next scoregroup) paired in the
            // next bracket.
            (Place::Bracket, Place::Next)
            | (Place::Next, Place::Bracket)
            | (Place::Next, Place::Next) => (self.next_pairs, &self.next_scores),
            _ => return w,
        };
        w = w.plus(&W::placed(1, within));
        for p in [a.0, b.0] {
            w = w.plus(&Self::score_unit(scores, p.pairing_score));
        }
        w
    }

    /// `w` (a weight of [`Layout::weight`], with or without an order bonus) without C4's
    /// bit: what the pair adds beyond completing the round.
    pub fn without_complete<W: Packed>(&self, w: W) -> W {
        if w.is_zero() {
            w
        } else {
            w.minus(&W::placed(1, self.complete))
        }
    }

    /// A first dual for a player placed so (doubled, as the matching solver keeps them),
    /// for a graph of the bracket and the next scoregroup without C4's bit: half of each
    /// field a pair of his may weigh, so that every pair of the bracket in which both get
    /// their colour and every pair of the next scoregroup is tight at once.
    pub fn first_dual<W: Packed>(&self, p: &Entrant, place: Place) -> W {
        let twice = |unit: W| unit.plus(&unit);
        match place {
            Place::Bracket => W::placed(1, self.pairs)
                .plus(&W::placed(1, self.colours))
                .plus(&twice(Self::score_unit(&self.scores, p.pairing_score))),
            Place::Next => W::placed(1, self.next_pairs)
                .plus(&twice(Self::score_unit(&self.next_scores, p.pairing_score))),
            Place::Rest => W::zero(),
        }
    }

    /// The order bonus (art. 4.3) for an opponent with in-bracket sequence number `bsn`.
    pub fn order_bonus<W: Packed>(&self, bsn: usize) -> W {
        W::placed(bsn as u64, self.order)
    }
}

/// C8: both get their preference unless they prefer the same colour (a player without a
/// preference takes what the opponent leaves, 1.5.4).
pub fn colours_granted(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// C1 (not met before, no forbidden pair) and C3 (not the same absolute colour
/// preference; the 2026 text has no topscorer exception).
pub fn may_meet(a: &Entrant, b: &Entrant) -> bool {
    crate::burstein::may_meet(a, b)
}

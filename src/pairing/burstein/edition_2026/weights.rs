//! The criteria of one bracket as matching weights (C.04.4.2 art. 2), bit fields of one
//! `u128`, most important first:
//!
//! - `complete`: the two may meet (C1, C3); one bit per pair, so that the maximum
//!   matching pairs everybody still to pair (C4, art. 2.2.1);
//! - `pairs`: both in the bracket (C5: the most pairs in the bracket);
//! - `scores`: one sub-field per score in the bracket, highest score most significant,
//!   counting the paired bracket players of that score (C6: the outgoing floaters' scores
//!   as low as possible, taken in descending order);
//! - `next_pairs`, `next_floaters`: pairs of the following bracket, and among them the
//!   ones made with an outgoing floater (C7: the next bracket's C5 and C6);
//! - `colours`: pairs of the bracket in which both players get their colour preference
//!   (C8);
//! - `order`: the preference of the player being paired for a larger BSN (art. 4.3).
//!
//! Each field is wide enough to hold its largest sum over a whole matching, so a higher
//! field always outweighs every lower one.

use crate::domain::{Colour, Points};
use crate::pairing::dutch::Entrant;

/// Bits needed to write `value`.
fn bits(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// Where each field starts, and the scores of the bracket being paired.
#[derive(Debug, Clone)]
pub struct Layout {
    order: u32,
    colours: u32,
    next_floaters: u32,
    next_pairs: u32,
    /// The C6 sub-fields, most significant first.
    score_fields: Vec<u32>,
    pairs: u32,
    complete: u32,
    /// The bracket's scores, highest first (one per sub-field; the lowest ones share the
    /// last sub-field when there are more scores than sub-fields).
    bracket_scores: Vec<Points>,
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

/// The most C6 sub-fields.
const MAX_SCORE_FIELDS: usize = 8;

impl Layout {
    /// The layout for a round with `players` players to pair: the same for every bracket
    /// (so edges outside the bracket keep their weight), with as many C6 sub-fields as fit
    /// in 128 bits (8 up to 200 players, 4 for 1,000, 2 for 5,000: a bracket holding more
    /// scores than that compares its lowest ones together).
    pub fn new(players: usize) -> Layout {
        let n = players as u64 + 1;
        // Each field: the largest sum over a matching (n/2 pairs) of its per-edge value.
        let width = |per_edge: u64| bits(per_edge.saturating_mul(n / 2 + 1)) + 1;
        // Only the player being paired carries order bonuses (the others are paired and
        // retired, or floating without in-bracket edges): one bonus per matching.
        let order = 0;
        let colours = bits(n) + 1;
        let next_floaters = colours + width(1);
        let next_pairs = next_floaters + width(1);
        let first_score = next_pairs + width(1);
        let room = 127u32.saturating_sub(first_score + 2 * width(1));
        let fields = (room / width(2)).clamp(1, MAX_SCORE_FIELDS as u32) as usize;
        let mut score_fields: Vec<u32> = (0..fields as u32)
            .map(|i| first_score + i * width(2))
            .collect();
        score_fields.reverse();
        let pairs = first_score + fields as u32 * width(2);
        Layout {
            order,
            colours,
            next_floaters,
            next_pairs,
            score_fields,
            pairs,
            complete: pairs + width(1),
            bracket_scores: Vec::new(),
        }
    }

    /// Sets the bracket's scores, highest first.
    pub fn set_bracket_scores(&mut self, scores: Vec<Points>) {
        self.bracket_scores = scores;
    }

    /// The sub-field of a score: its own, or the last one.
    fn score_field(&self, s: Points) -> Option<u32> {
        let i = self
            .bracket_scores
            .iter()
            .position(|&score| score == s)
            .unwrap_or(usize::MAX);
        self.score_fields
            .get(i)
            .or(self.score_fields.last())
            .copied()
    }

    /// The weight of an edge between players placed so, without the order bonus; zero when
    /// they may not meet.
    pub fn weight(&self, a: (&Entrant, Place), b: (&Entrant, Place)) -> u128 {
        if !may_meet(a.0, b.0) {
            return 0;
        }
        let mut w = 1u128 << self.complete;
        match (a.1, b.1) {
            (Place::Bracket, Place::Bracket) => {
                w += 1u128 << self.pairs;
                for p in [a.0, b.0] {
                    if let Some(at) = self.score_field(p.pairing_score) {
                        w += 1u128 << at;
                    }
                }
                if colours_granted(a.0.colour_pref, b.0.colour_pref) {
                    w += 1u128 << self.colours;
                }
            }
            (Place::Bracket, Place::Next) | (Place::Next, Place::Bracket) => {
                w += (1u128 << self.next_pairs) + (1u128 << self.next_floaters);
            }
            (Place::Next, Place::Next) => w += 1u128 << self.next_pairs,
            _ => {}
        }
        w
    }

    /// The order bonus (art. 4.3) for an opponent with in-bracket sequence number `bsn`.
    pub fn order_bonus(&self, bsn: usize) -> u128 {
        (bsn as u128) << self.order
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
    crate::pairing::burstein::may_meet(a, b)
}

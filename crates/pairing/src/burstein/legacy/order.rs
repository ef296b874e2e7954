//! The in-group order of the legacy Burstein system (seed 003 §04.4 art. 3.2): higher
//! Sonneborn-Berger first, then Buchholz, then Median, then the better pairing number.
//!
//! Where the reference departs from the seed: between a player and a floater from a higher
//! score group, Buchholz and Median are each multiplied by the player's own pairing score
//! before they are compared (the seed compares the players of one score group only).

use super::field::Contender;
use std::cmp::Ordering;

/// `Less` when `a` comes before `b` in a score group (ranks higher).
pub fn in_group(a: &Contender, b: &Contender) -> Ordering {
    let key = |c: &Contender| {
        if a.pairing_score == b.pairing_score {
            (c.sonneborn_berger, c.buchholz, c.median)
        } else {
            (
                c.sonneborn_berger,
                c.buchholz * c.pairing_score,
                c.median * c.pairing_score,
            )
        }
    };
    key(b)
        .cmp(&key(a))
        .then(a.entrant.rank.cmp(&b.entrant.rank))
}

/// `Less` when `a` comes before `b` in the whole field: higher pairing score first, then
/// the in-group order.
pub fn in_field(a: &Contender, b: &Contender) -> Ordering {
    b.pairing_score
        .cmp(&a.pairing_score)
        .then_with(|| in_group(a, b))
}

//! Matching weights of the legacy Burstein engine, as bit fields of one `u64`, most
//! important first:
//!
//! - `COMPATIBLE`: the two may meet (seed 003 §04.4 art. 3.1: not met before, no forbidden
//!   pair, not both with the same absolute colour preference; the reference does not apply
//!   the seed's colour limits 5.2–5.3 beyond that): the most pairs;
//! - `SAME_BRACKET`: both in the same (possibly merged) score group: the fewest floaters;
//! - `COLOUR`: both get their due colour (art. 6.5), counted only in the group being paired;
//! - the low bits: the order of preference of one player's opponents (art. 4.2: the top
//!   of the group meets the bottom, art. 6.1).

use super::field::Contender;
use crate::domain::Colour;

pub const COMPATIBLE: u64 = 1 << 48;
pub const SAME_BRACKET: u64 = 1 << 32;
pub const COLOUR: u64 = 1 << 16;
/// The largest field the bit fields hold (each field must exceed the sum of the lower ones
/// over all pairs).
pub const MAX_PLAYERS: usize = 1 << 15;

fn compatible_colours(a: Option<Colour>, b: Option<Colour>) -> bool {
    a.is_none() || b.is_none() || a != b
}

/// Whether `a` and `b` may meet at all.
pub fn may_meet(a: &Contender, b: &Contender) -> bool {
    crate::burstein::may_meet(&a.entrant, &b.entrant)
}

/// The weight of the edge {a, b}; zero when they may not meet.
pub fn edge(a: &Contender, b: &Contender, same_bracket: bool, with_colour: bool) -> u64 {
    if !may_meet(a, b) {
        return 0;
    }
    let mut w = COMPATIBLE;
    if same_bracket {
        w += SAME_BRACKET;
        if with_colour && compatible_colours(a.entrant.colour_pref, b.entrant.colour_pref) {
            w += COLOUR;
        }
    }
    w
}

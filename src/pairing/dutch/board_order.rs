//! Board order (C.04.2 3.6, a recommendation): by the score of the higher-ranked player of
//! each pair, then the score of the other, then the higher-ranked player's pairing number.
//! Standings scores decide here, not pairing scores.

use super::players::Entrant;
use std::cmp::Ordering;

/// True when `a` ranks above `b` by points (not pairing score), then pairing number.
fn above_by_points(a: &Entrant, b: &Entrant) -> bool {
    (a.score, std::cmp::Reverse(a.rank)) > (b.score, std::cmp::Reverse(b.rank))
}

/// Orders pairs `(white, black)` of entrants for publication.
pub fn sort_boards(boards: &mut [(usize, usize)], players: &[Entrant]) {
    let key = |&(w, b): &(usize, usize)| {
        let (pw, pb) = (&players[w], &players[b]);
        let (hi, lo) = if above_by_points(pw, pb) {
            (pw, pb)
        } else {
            (pb, pw)
        };
        (hi.score, lo.score, hi.rank)
    };
    boards.sort_by(|x, y| {
        let (a, b) = (key(x), key(y));
        b.0.cmp(&a.0)
            .then(b.1.cmp(&a.1))
            .then(a.2.cmp(&b.2))
            .then(Ordering::Equal)
    });
}

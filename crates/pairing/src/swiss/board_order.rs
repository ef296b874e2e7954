//! Board order (C.04.2 3.6, a recommendation), shared by the Swiss engines: by the score
//! of the higher-ranked player of each pair, then the score of the other, then the
//! higher-ranked player's pairing number. Standings scores decide here, not pairing scores.

use super::entrant::Entrant;
use crate::domain::Points;
use std::cmp::Reverse;

/// Orders pairs `(white, black)` of player indices for publication; `facts(i)` gives the
/// standings score and the 0-based effective pairing number of player `i`.
pub fn sort_boards(boards: &mut [(usize, usize)], facts: impl Fn(usize) -> (Points, usize)) {
    let key = |&(w, b): &(usize, usize)| {
        let (fw, fb) = (facts(w), facts(b));
        let above =
            |a: (Points, usize), b: (Points, usize)| (a.0, Reverse(a.1)) > (b.0, Reverse(b.1));
        let (hi, lo) = if above(fw, fb) { (fw, fb) } else { (fb, fw) };
        (Reverse(hi.0), Reverse(lo.0), hi.1)
    };
    boards.sort_by_key(key);
}

/// Orders pairs `(white, black)` of [`Entrant`]s (indices into `players`) for publication.
pub fn sort_entrant_boards(boards: &mut [(usize, usize)], players: &[Entrant]) {
    sort_boards(boards, |i| (players[i].score, players[i].rank));
}

//! Board order (C.04.2 3.6): the shared order of `pairing::board_order` over the Dutch
//! entrants.

use super::players::Entrant;

/// Orders pairs `(white, black)` of entrants for publication.
pub fn sort_boards(boards: &mut [(usize, usize)], players: &[Entrant]) {
    crate::board_order::sort_boards(boards, |i| (players[i].score, players[i].rank));
}

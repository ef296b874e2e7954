//! Amalfi 2.1–2.2: who may receive the bye, in the order they are tried.

use super::field::Entrant;

/// Amalfi 2.2 (AM-4): a player who has missed a game "per qualsiasi motivo" may not have
/// the bye while a player of this round's pairing list has played more games.
pub fn is_barred(player: &Entrant, list: &[Entrant]) -> bool {
    let most = list.iter().map(Entrant::games).max().unwrap_or(0);
    player.unplayed() > 0 && player.games() < most
}

/// Amalfi 2.1: the list positions (0-based) that may receive the bye, the last first;
/// and the players passed over by 2.2 (below the first candidate).
pub fn candidates(list: &[Entrant]) -> (Vec<usize>, Vec<usize>) {
    let mut eligible = Vec::new();
    let mut barred = Vec::new();
    for (position, player) in list.iter().enumerate().rev() {
        if is_barred(player, list) {
            if eligible.is_empty() {
                barred.push(position);
            }
        } else {
            eligible.push(position);
        }
    }
    (eligible, barred)
}

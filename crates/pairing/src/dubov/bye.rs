//! The pairing-allocated bye, chosen before any bracket (C.04.4.1 3.1).

use super::field::Entrant;
use crate::matching::max_weight_matching;
use crate::{PairingError, Unpairable};

/// C.04.4.1 3.1: the PAB goes to the player who (3.1.1) may have it (C2), (3.1.2) leaves
/// a complete pairing of the others (C4), (3.1.3) has the lowest score, (3.1.4) has
/// played the most games, (3.1.5) has the largest TPN. One matching decides it: a vertex
/// for the bye joined to every eligible player with a weight that follows 3.1.3–3.1.5,
/// below a pair bit that keeps everybody paired.
pub fn choose(players: &[Entrant]) -> Result<usize, PairingError> {
    let n = players.len();
    let mut eligible: Vec<usize> = (0..n).filter(|&v| players[v].bye_eligible).collect();
    if eligible.is_empty() {
        return Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
    }
    // Best first: lowest score, most games, largest TPN.
    eligible.sort_by_key(|&v| {
        let p = &players[v];
        (
            p.score,
            std::cmp::Reverse(p.played_games),
            std::cmp::Reverse(p.tpn),
        )
    });
    let mut preference = vec![0u64; n];
    for (i, &v) in eligible.iter().enumerate() {
        preference[v] = (eligible.len() - i) as u64;
    }
    let bye_bits = 64 - (eligible.len() as u64).leading_zeros();
    let pair = 1u64 << bye_bits;
    let mate = max_weight_matching(n + 1, |u, v| {
        if v == n {
            preference[u]
        } else if players[u].compatible(&players[v]) {
            pair
        } else {
            0
        }
    });
    let Some(Some(bye)) = mate.get(n).copied() else {
        return Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
    };
    if mate.iter().take(n).any(Option::is_none) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    Ok(bye)
}

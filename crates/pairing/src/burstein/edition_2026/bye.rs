//! The pairing-allocated bye, chosen before any bracket (C.04.4.2 art. 3.1).

use super::index::{Index, ranks_before};
use super::weights::may_meet;
use crate::matching::DenseGraph;
use crate::swiss::Entrant;
use crate::{PairingError, Unpairable};

/// The player (index into `players`) who gets the PAB, among an odd number of players:
/// 3.1.1 eligible (C2), 3.1.2 the others can all be paired (C4), 3.1.3 the lowest score,
/// 3.1.4 the most games played, 3.1.5 the lowest in the ranking of 1.8.
pub fn choose(players: &[Entrant], index: &[Index]) -> Result<usize, PairingError> {
    let n = players.len();
    let mut candidates: Vec<usize> = (0..n).filter(|&v| players[v].bye_eligible).collect();
    if candidates.is_empty() {
        return Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
    }
    candidates.sort_by(|&a, &b| {
        let (pa, pb) = (&players[a], &players[b]);
        pa.pairing_score
            .cmp(&pb.pairing_score)
            .then(pb.played_games.cmp(&pa.played_games))
            .then(ranks_before((index[b], pb.rank), (index[a], pa.rank)))
    });
    // Vertex n stands for the bye: joined to the candidate being tried only.
    let mut graph: DenseGraph<u64> = DenseGraph::new(n + 1);
    for u in 0..n {
        for v in 0..u {
            if may_meet(&players[u], &players[v]) {
                graph.set_weight(u, v, 1);
            }
        }
    }
    let mut previous = None;
    for &c in &candidates {
        if let Some(p) = previous {
            graph.set_weight_from(n, p, 0);
        }
        graph.set_weight_from(n, c, 1);
        previous = Some(c);
        if graph.solve().iter().all(Option::is_some) {
            return Ok(c);
        }
    }
    Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing))
}

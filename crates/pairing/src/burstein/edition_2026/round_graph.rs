//! The whole field's graph of a 2026 Burstein round: everybody still to pair, each pair
//! weighing what `weights` says (C4's bit below the next scoregroup, the criteria inside
//! the bracket and the next scoregroup), and the order bonus of the bracket player whose
//! turn it is (art. 4.3).
//!
//! Two uses: kept up to date and solved again for each bracket player
//! (`Solving::WholeField`), or made afresh for one bracket player when the bracket's own
//! graph cannot prove its answer (`Solving::Brackets`).

use super::weights::{Layout, Packed, Place};
use crate::matching::DenseGraph;
use crate::swiss::Entrant;
use crate::{PairingError, Unpairable};
use std::collections::BTreeSet;

/// The round as it stands while a bracket is paired.
pub struct Standing<'a> {
    pub players: &'a [Entrant],
    pub layout: &'a Layout,
    pub paired: &'a [bool],
    /// Where each player is: in the bracket, the next scoregroup, or below (`Rest`).
    pub places: &'a [Place],
    /// The pairs (smaller index first) taken away from the bracket by its floaters (a
    /// floater meets nobody of the bracket any more, art. 4.2).
    pub cut: &'a BTreeSet<(usize, usize)>,
}

/// `x`'s partner in a best matching of everybody still to pair, `x` preferring the
/// largest BSN among `later` (the bracket players after him still to pair, with their
/// BSN), in a graph made for this question.
pub fn opponent<W: Packed>(
    standing: &Standing,
    x: usize,
    later: &[(usize, usize)],
) -> Result<usize, PairingError> {
    let alive: Vec<usize> = (0..standing.players.len())
        .filter(|&v| !standing.paired[v])
        .collect();
    let mut graph: DenseGraph<W> = DenseGraph::new(alive.len());
    for (i, &u) in alive.iter().enumerate() {
        for (j, &v) in alive.iter().enumerate().take(i) {
            if !standing.cut.contains(&(v.min(u), v.max(u))) {
                graph.set_weight(i, j, weight(standing, u, v));
            }
        }
    }
    let at = |v: usize| alive.iter().position(|&a| a == v).unwrap_or(usize::MAX);
    let ax = at(x);
    for &(y, bsn) in later {
        let w: W = weight(standing, x, y);
        if !w.is_zero() {
            graph.set_weight(ax, at(y), w.plus(&standing.layout.order_bonus(bsn)));
        }
    }
    let mate = graph.solve();
    match mate.get(ax).copied().flatten() {
        Some(k) => alive
            .get(k)
            .copied()
            .ok_or(PairingError::NoValidPairing(Unpairable::NoCompletePairing)),
        None => Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing)),
    }
}

/// The weight of {u, v} where they stand (the places of the bracket and the next
/// scoregroup only count when both are there).
fn weight<W: Packed>(standing: &Standing, u: usize, v: usize) -> W {
    let (pu, pv) = (standing.places[u], standing.places[v]);
    let (pu, pv) = if pu == Place::Rest || pv == Place::Rest {
        (Place::Rest, Place::Rest)
    } else {
        (pu, pv)
    };
    let players = standing.players;
    standing.layout.weight((&players[u], pu), (&players[v], pv))
}

/// The whole field's graph kept between solves (`Solving::WholeField`).
pub struct Kept<W> {
    graph: DenseGraph<W>,
}

impl<W: Packed> Kept<W> {
    /// Everybody's graph, every pair weighing C4's bit alone; an error when the round
    /// cannot be completed (C4).
    pub fn new(players: &[Entrant], layout: &Layout) -> Result<Kept<W>, PairingError> {
        let n = players.len();
        let mut graph = DenseGraph::new(n);
        for u in 0..n {
            for v in 0..u {
                let w: W = layout.weight((&players[u], Place::Rest), (&players[v], Place::Rest));
                graph.set_weight(u, v, w);
            }
        }
        // C4: the whole round must be pairable.
        if graph.solve().iter().any(Option::is_none) {
            return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        }
        Ok(Kept { graph })
    }

    pub fn set_weight(&mut self, u: usize, v: usize, w: W) {
        self.graph.set_weight(u, v, w);
    }

    /// Removes {x, y} along `x`'s row.
    pub fn cut(&mut self, x: usize, y: usize) {
        self.graph.set_weight_from(x, y, W::zero());
    }

    pub fn retire_pair(&mut self, a: usize, b: usize) {
        self.graph.retire_pair(a, b);
    }

    /// As [`opponent`], the bonus written along `x`'s row of the kept graph.
    pub fn opponent(
        &mut self,
        players: &[Entrant],
        layout: &Layout,
        x: usize,
        later: &[(usize, usize)],
    ) -> Result<usize, PairingError> {
        for &(y, bsn) in later {
            let w: W = layout.weight((&players[x], Place::Bracket), (&players[y], Place::Bracket));
            if !w.is_zero() {
                // Only x's row changes: x alone is re-settled before the solve.
                self.graph
                    .set_weight_from(x, y, w.plus(&layout.order_bonus(bsn)));
            }
        }
        let mate = self.graph.solve();
        match mate.get(x).copied().flatten() {
            Some(partner) => Ok(partner),
            None => Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing)),
        }
    }
}

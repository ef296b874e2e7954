//! Pairing inside each bracket, top-down (seed 003 §04.4 arts. 6.1–6.5): the players of the
//! bracket and the floater from above, in the in-group order, each in turn takes the
//! lowest-ranked opponent that still lets the whole round be paired as well as the
//! brackets allow (most pairs, fewest floaters, most due colours in this bracket). A
//! player who can only be paired outside the bracket floats to the next one.

use super::brackets::Brackets;
use super::colour::colour_for;
use super::field::Contender;
use super::order::in_group;
use super::weights::edge;
use crate::domain::Colour;
use crate::swiss::ColourRule;
use crate::{JobControl, PairingError};

/// A pair of the round and how it was made (indices into the players).
#[derive(Debug, Clone, Copy)]
pub struct Made {
    pub white: usize,
    pub black: usize,
    /// The player whose turn it was, and their place (1-based) in the bracket's order.
    pub chooser: usize,
    pub position: usize,
    pub size: usize,
    /// The first resident of the bracket (its score is the bracket's).
    pub bracket: usize,
    pub colour_rule: ColourRule,
}

/// A player who floated from one bracket (first resident `from`) to the next (`into`).
#[derive(Debug, Clone, Copy)]
pub struct Floated {
    pub player: usize,
    pub from: usize,
    pub into: usize,
}

/// Pairs every bracket; the pairs in the order they were made, and the floaters.
pub fn pair_brackets(
    mut b: Brackets,
    players: &[Contender],
    initial: Colour,
    control: &JobControl,
) -> Result<(Vec<Made>, Vec<Floated>), PairingError> {
    let mut paired = vec![false; players.len()];
    let mut pairs = Vec::new();
    let mut floats = Vec::new();
    let mut floater: Option<(usize, usize)> = None;
    let ranges: Vec<_> = b.ranges.iter().filter(|r| !r.is_empty()).cloned().collect();
    for range in ranges {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let mut group: Vec<usize> = range.clone().collect();
        if let Some((player, from)) = floater.take() {
            group.push(player);
            floats.push(Floated {
                player,
                from,
                into: range.start,
            });
        }
        group.sort_by(|&x, &y| in_group(&players[x], &players[y]));
        for (i, &x) in group.iter().enumerate() {
            for &y in &group[i + 1..] {
                b.graph
                    .set_weight(x, y, edge(&players[x], &players[y], true, true));
            }
        }
        for (i, &x) in group.iter().enumerate() {
            if paired[x] {
                continue;
            }
            // The lower an opponent stands, the more it is preferred.
            let mut preference = 1;
            for &y in &group[i + 1..] {
                if paired[y] {
                    continue;
                }
                let w = edge(&players[x], &players[y], true, true);
                if w != 0 {
                    // Only x's row changes: x alone is re-settled before the solve.
                    b.graph.set_weight_from(x, y, w + preference);
                    preference += 1;
                }
            }
            let mate = b.graph.solve();
            let Some(partner) = mate.get(x).copied().flatten() else {
                return Err(PairingError::NoValidPairing(
                    crate::Unpairable::NoCompletePairing,
                ));
            };
            if partner >= range.end {
                floater = Some((x, range.start));
                continue;
            }
            let (colour, colour_rule) = colour_for(&players[x], &players[partner], initial);
            let (white, black) = if colour == Colour::White {
                (x, partner)
            } else {
                (partner, x)
            };
            pairs.push(Made {
                white,
                black,
                chooser: x,
                position: i + 1,
                size: group.len(),
                bracket: range.start,
                colour_rule,
            });
            paired[x] = true;
            paired[partner] = true;
            b.graph.retire_pair(x, partner);
        }
        control.set_progress(range.end as f32 / players.len().max(1) as f32);
    }
    Ok((pairs, floats))
}

//! A bracket's edge weights along a row (one lower player against the players before
//! it), computed once per class of the higher player.
//!
//! Besides whether the two may meet (C1, C3: [`compatible`]), [`Weigher::edge_weight`]
//! reads of each player only what [`Class`] holds: two higher players of one class
//! weigh the same against the row's player. A bracket's players fall into few classes
//! (scores, colour preferences, floats), so most weights are copies.

use super::players::{Entrant, Float, Strength};
use super::weights::{EdgeContext, Weigher, compatible};
use crate::domain::{Colour, Points};
use crate::pairing::matching::WideUint;
use std::collections::HashMap;

/// What [`Weigher::edge_weight`] reads of a player of a pair that may meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Class {
    pairing_score: Points,
    colour_pref: Option<Colour>,
    strength: Strength,
    imbalance: u32,
    repeated: Option<Colour>,
    float1: Float,
    float2: Float,
    bye_eligible: bool,
    played_games: u32,
}

impl Class {
    fn of(e: &Entrant) -> Class {
        Class {
            pairing_score: e.pairing_score,
            colour_pref: e.colour_pref,
            strength: e.strength,
            imbalance: e.imbalance,
            repeated: e.repeated,
            float1: e.float1,
            float2: e.float2,
            bye_eligible: e.bye_eligible,
            played_games: e.played_games,
        }
    }
}

/// The weights of one row after another, each computed once per class.
pub struct RowWeights<const N: usize> {
    /// `class[i]`: the class of member `i`.
    class: Vec<usize>,
    /// Per class: the row (lower member and context) it was weighed for, and the weight.
    weighed: Vec<Option<(usize, EdgeContext, WideUint<N>)>>,
}

impl<const N: usize> RowWeights<N> {
    /// For the bracket `members` (players by index).
    pub fn new(players: &[Entrant], members: &[usize]) -> Self {
        let mut classes: HashMap<Class, usize> = HashMap::new();
        let class: Vec<usize> = members
            .iter()
            .map(|&v| {
                let next = classes.len();
                players
                    .get(v)
                    .map_or(next, |e| *classes.entry(Class::of(e)).or_insert(next))
            })
            .collect();
        RowWeights {
            class,
            weighed: vec![None; classes.len() + 1],
        }
    }

    /// [`Weigher::edge_weight`] of members `higher` and `lower` (`higher` before
    /// `lower` in `members`) in `ctx`.
    pub fn weight(
        &mut self,
        weigher: &Weigher,
        players: &[Entrant],
        members: &[usize],
        (higher, lower): (usize, usize),
        ctx: EdgeContext,
    ) -> WideUint<N> {
        let (Some(h), Some(l)) = (
            members.get(higher).and_then(|&v| players.get(v)),
            members.get(lower).and_then(|&v| players.get(v)),
        ) else {
            return WideUint::ZERO;
        };
        if !compatible(h, l, weigher.topscorer_threshold) {
            return WideUint::ZERO;
        }
        let Some(slot) = self.class.get(higher).and_then(|&c| self.weighed.get_mut(c)) else {
            return weigher.edge_weight(h, l, ctx);
        };
        match slot {
            Some((row, row_ctx, w)) if *row == lower && *row_ctx == ctx => w.clone(),
            _ => {
                let w = weigher.edge_weight::<N>(h, l, ctx);
                *slot = Some((lower, ctx, w.clone()));
                w
            }
        }
    }
}

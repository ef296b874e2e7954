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

/// The class of each of `vertices` (players by index) as a number: players alike in
/// what the weights read share one (a matching graph keeps its pairs by class).
pub fn class_numbers(players: &[Entrant], vertices: &[usize]) -> Vec<u32> {
    let mut classes: HashMap<Class, u32> = HashMap::new();
    vertices
        .iter()
        .map(|&v| {
            let next = u32::try_from(classes.len()).unwrap_or(u32::MAX);
            players
                .get(v)
                .map_or(next, |e| *classes.entry(Class::of(e)).or_insert(next))
        })
        .collect()
}

/// The weights of one row after another, each computed once per class.
pub struct RowWeights<'a, const N: usize> {
    weigher: &'a Weigher<'a>,
    players: &'a [Entrant],
    members: &'a [usize],
    /// `class[i]`: the class of member `i`.
    class: Vec<usize>,
    /// Per class: the row (lower member and context) it was weighed for, and the weight.
    weighed: Vec<Option<(usize, EdgeContext, WideUint<N>)>>,
}

impl<'a, const N: usize> RowWeights<'a, N> {
    /// For the bracket `members` (players by index), weighed by `weigher`.
    pub fn new(weigher: &'a Weigher<'a>, players: &'a [Entrant], members: &'a [usize]) -> Self {
        let class: Vec<usize> = class_numbers(players, members)
            .into_iter()
            .map(|c| c as usize)
            .collect();
        let classes = class.iter().max().map_or(0, |&c| c + 1);
        RowWeights {
            weigher,
            players,
            members,
            class,
            weighed: vec![None; classes + 1],
        }
    }

    /// [`Weigher::edge_weight`] of members `higher` and `lower` (`higher` before
    /// `lower` in `members`) in `ctx`.
    pub fn weight(&mut self, (higher, lower): (usize, usize), ctx: EdgeContext) -> WideUint<N> {
        let (weigher, players, members) = (self.weigher, self.players, self.members);
        let (Some(h), Some(l)) = (
            members.get(higher).and_then(|&v| players.get(v)),
            members.get(lower).and_then(|&v| players.get(v)),
        ) else {
            return WideUint::ZERO;
        };
        if !compatible(h, l, weigher.topscorer_threshold) {
            return WideUint::ZERO;
        }
        let Some(slot) = self
            .class
            .get(higher)
            .and_then(|&c| self.weighed.get_mut(c))
        else {
            return weigher.edge_weight(h, l, ctx);
        };
        match slot {
            Some((row, row_ctx, w)) if *row == lower && *row_ctx == ctx => *w,
            _ => {
                let w = weigher.edge_weight::<N>(h, l, ctx);
                *slot = Some((lower, ctx, w));
                w
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::RowWeights;
    use crate::domain::{Colour, PlayerId, Points};
    use crate::pairing::dutch::differential::Rng;
    use crate::pairing::dutch::players::{Entrant, Float, Strength};
    use crate::pairing::dutch::weights::{EdgeContext, Layout, Weigher};
    use crate::pairing::matching::WideUint;
    use std::collections::BTreeMap;

    fn pick<T: Copy>(rng: &mut Rng, from: &[T]) -> T {
        from[rng.below(from.len() as u64) as usize]
    }

    /// A player drawn from few values per fact, so that classes repeat, with a few
    /// opponents among the others (C1).
    fn entrant(rng: &mut Rng, id: u32, players: u32) -> Entrant {
        let colour = [None, Some(Colour::White), Some(Colour::Black)];
        let strength = [
            Strength::None,
            Strength::Mild,
            Strength::Strong,
            Strength::Absolute,
        ];
        let float = [Float::None, Float::Up, Float::Down];
        Entrant {
            id: PlayerId(id),
            tpn: id + 1,
            rank: id as usize,
            score: Points(0),
            pairing_score: Points(pick(rng, &[0, 2, 4, 4, 6])),
            colour_pref: pick(rng, &colour),
            strength: pick(rng, &strength),
            imbalance: pick(rng, &[0, 1, 2]),
            repeated: pick(rng, &colour),
            colours: Vec::new(),
            float1: pick(rng, &float),
            float2: pick(rng, &float),
            bye_eligible: rng.below(5) > 0,
            played_games: pick(rng, &[2, 3, 4]),
            forbidden: (0..rng.below(4))
                .map(|_| PlayerId(rng.below(u64::from(players)) as u32))
                .collect(),
        }
    }

    #[test]
    fn weights_along_rows_are_the_weights_of_each_pair() {
        let mut rng = Rng(0x0a0b_0c0d);
        for case in 0..40 {
            let n = 2 + rng.below(60) as u32;
            let players: Vec<Entrant> = (0..n).map(|i| entrant(&mut rng, i, n)).collect();
            // The forbidden pairs both ways, as the field has them.
            let mut players = players;
            for i in 0..players.len() {
                let met: Vec<PlayerId> = players[i].forbidden.iter().copied().collect();
                for m in met {
                    let id = players[i].id;
                    players[m.0 as usize].forbidden.insert(id);
                }
            }
            let members: Vec<usize> = (0..players.len()).rev().collect();
            let layout = Layout::new(&players, 1 + case % 3, players.len());
            let ranks: BTreeMap<u32, u64> = [(2, 0), (3, 1), (4, 2)].into();
            let weigher = Weigher {
                layout: &layout,
                topscorer_threshold: (case % 2 == 0).then_some(Points(4)),
                played_rank: &ranks,
            };
            let mut rows = RowWeights::<16>::new(&weigher, &players, &members);
            for lower in 0..members.len() {
                // Each row in two contexts, one after the other, and the first again.
                let contexts = [
                    (true, false, Points(0), false),
                    (false, true, Points(2), true),
                    (true, false, Points(0), false),
                ];
                for (in_current, in_next, bye_score, single) in contexts {
                    let ctx = EdgeContext {
                        in_current,
                        in_next,
                        bye_score,
                        single_downfloater_is_bye: single,
                    };
                    for higher in 0..lower {
                        let (h, l) = (&players[members[higher]], &players[members[lower]]);
                        let expected: WideUint<16> = weigher.edge_weight(h, l, ctx);
                        let got = rows.weight((higher, lower), ctx);
                        assert_eq!(got, expected, "case {case}, pair ({higher}, {lower})");
                    }
                }
            }
        }
    }
}

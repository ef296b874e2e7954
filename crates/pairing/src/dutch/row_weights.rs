//! A bracket's edge weights along a row (one lower player against the players before
//! it), computed once per class of the higher player.
//!
//! Besides whether the two may meet by C1 (their lists of opponents and forbidden
//! pairs, [`compatible`](super::weights::compatible)), [`Weigher::edge_weight`] reads of
//! each player only what [`Class`] holds (C3 included): two higher players of one class
//! weigh the same against the row's player. A bracket's players fall into few classes
//! (scores, colour preferences, floats), so most weights are copies, and a row is
//! written into the matching graphs a class at a time (issue 20: 25 ns a pair before).

use super::weights::{EdgeContext, Weigher};
use crate::domain::{Colour, PlayerId, Points};
use crate::matching::{NO_EDGE_KEY, WideUint};
use crate::swiss::{Entrant, Float, Strength};
use std::collections::{BTreeMap, HashMap};

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

/// A bracket's rows one after another: along each, the members that weigh alike
/// against the row's player (see [`RowWeights::row_keys`]), so that a weight is computed
/// once per class and row.
pub struct RowWeights<'a, const N: usize> {
    weigher: &'a Weigher<'a>,
    players: &'a [Entrant],
    members: &'a [usize],
    /// `class[i]`: the class of member `i`.
    class: Vec<u32>,
    /// Per player: the members whose C1 list names them (who may not meet them).
    forbidding: BTreeMap<PlayerId, Vec<usize>>,
    /// The last row's keys (see [`RowWeights::row_keys`]).
    keys: Vec<u32>,
}

impl<'a, const N: usize> RowWeights<'a, N> {
    /// For the bracket `members` (players by index), weighed by `weigher`.
    pub fn new(weigher: &'a Weigher<'a>, players: &'a [Entrant], members: &'a [usize]) -> Self {
        let class = class_numbers(players, members);
        let mut forbidding: BTreeMap<PlayerId, Vec<usize>> = BTreeMap::new();
        for (i, e) in members.iter().filter_map(|&v| players.get(v)).enumerate() {
            for &id in &e.forbidden {
                forbidding.entry(id).or_default().push(i);
            }
        }
        RowWeights {
            weigher,
            players,
            members,
            class,
            forbidding,
            keys: Vec::new(),
        }
    }

    /// Makes [`RowWeights::keys`]: the kind of each member before `lower` as its
    /// partner, for
    /// [`BracketMatcher::set_member_row`](super::engine::BracketMatcher::set_member_row):
    /// its class (two higher players of one class weigh the same against `lower`, C3
    /// included), or [`NO_EDGE_KEY`] when its C1 list names `lower`.
    pub fn row_keys(&mut self, lower: usize) {
        self.keys.clear();
        self.keys
            .extend_from_slice(self.class.get(..lower).unwrap_or(&self.class));
        let id = self
            .members
            .get(lower)
            .and_then(|&v| self.players.get(v))
            .map(|e| e.id);
        if let Some(higher) = id.and_then(|id| self.forbidding.get(&id)) {
            for &h in higher {
                if let Some(key) = self.keys.get_mut(h) {
                    *key = NO_EDGE_KEY;
                }
            }
        }
    }

    /// The keys [`RowWeights::row_keys`] made last (read while the weights are asked).
    pub fn keys(&self) -> &[u32] {
        &self.keys
    }

    /// [`Weigher::edge_weight`] of members `higher` and `lower` in `ctx`, not kept.
    pub fn edge(&self, higher: usize, lower: usize, ctx: EdgeContext) -> WideUint<N> {
        match (
            self.members.get(higher).and_then(|&v| self.players.get(v)),
            self.members.get(lower).and_then(|&v| self.players.get(v)),
        ) {
            (Some(h), Some(l)) => self.weigher.edge_weight(h, l, ctx),
            _ => WideUint::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::RowWeights;
    use crate::domain::{PlayerId, Points};
    use crate::dutch::differential::{Rng, pick, random_entrant};
    use crate::dutch::weights::{EdgeContext, Layout, Weigher};
    use crate::matching::{NO_EDGE_KEY, WideUint};
    use crate::swiss::Entrant;
    use std::collections::BTreeMap;

    /// A player drawn from few values per fact, so that classes repeat, with a few
    /// opponents among the others (C1).
    fn entrant(rng: &mut Rng, id: u32, players: u32) -> Entrant {
        let pairing_score = pick(rng, &[0, 2, 4, 4, 6]);
        random_entrant(rng, id, players, 0, pairing_score)
    }

    #[test]
    fn members_of_one_key_weigh_alike_against_the_row_and_no_edge_is_c1() {
        let mut rng = Rng(0x0a0b_0c0d);
        for case in 0..40 {
            let n = 2 + rng.below(60) as u32;
            let mut players: Vec<Entrant> = (0..n).map(|i| entrant(&mut rng, i, n)).collect();
            if case % 2 == 0 {
                // The forbidden pairs both ways, as a consistent field has them (an
                // imported file may name an opponent on one side only).
                for i in 0..players.len() {
                    let met: Vec<PlayerId> = players[i].forbidden.iter().copied().collect();
                    for m in met {
                        let id = players[i].id;
                        players[m.0 as usize].forbidden.insert(id);
                    }
                }
            }
            let members: Vec<usize> = (0..players.len()).rev().collect();
            let layout = Layout::new(&players, 1 + case % 3, players.len());
            let ranks: BTreeMap<u32, u64> = [(2, 0), (3, 1), (4, 2)].into();
            let weigher = Weigher {
                layout: &layout,
                topscorer_threshold: (case % 3 == 0).then_some(Points(4)),
                played_rank: &ranks,
            };
            let mut rows = RowWeights::<16>::new(&weigher, &players, &members);
            let contexts = [
                (true, false, Points(0), false),
                (false, true, Points(2), true),
            ];
            for lower in 0..members.len() {
                rows.row_keys(lower);
                let keys = rows.keys().to_vec();
                assert_eq!(keys.len(), lower);
                let l = &players[members[lower]];
                for (in_current, in_next, bye_score, single) in contexts {
                    let ctx = EdgeContext {
                        in_current,
                        in_next,
                        bye_score,
                        single_downfloater_is_bye: single,
                    };
                    let mut first_of_key: BTreeMap<u32, WideUint<16>> = BTreeMap::new();
                    for (higher, &key) in keys.iter().enumerate() {
                        let h = &players[members[higher]];
                        let expected: WideUint<16> = weigher.edge_weight(h, l, ctx);
                        assert_eq!(rows.edge(higher, lower, ctx), expected);
                        assert_eq!(key == NO_EDGE_KEY, h.forbidden.contains(&l.id));
                        if key == NO_EDGE_KEY {
                            assert!(expected.is_zero(), "case {case}");
                            continue;
                        }
                        let alike = *first_of_key.entry(key).or_insert(expected);
                        assert_eq!(alike, expected, "case {case}, pair ({higher}, {lower})");
                    }
                }
            }
        }
    }
}

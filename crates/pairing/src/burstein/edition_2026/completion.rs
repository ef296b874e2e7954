//! The players below the next scoregroup, while a 2026 Burstein bracket is paired: can
//! they take the players the bracket and the next scoregroup leave over?
//!
//! Below the next scoregroup every pair weighs only C4's bit (`weights`), so the round is
//! completable with a given pairing of the bracket and the next scoregroup exactly when
//! the players it leaves over and the players below have a perfect matching among
//! themselves (each leftover meeting somebody below). [`Below::takes`] answers "yes" only
//! when it finds one: a perfect matching of the players below (made once per bracket),
//! into which the leftovers are put one by one or two by two. A "no" may be wrong (the
//! caller then asks the whole field's graph, which is exact).

use super::weights::may_meet;
use crate::matching::DenseGraph;
use crate::swiss::Entrant;

/// A matching of the players below the next scoregroup (indices into the field).
#[derive(Debug, Clone)]
pub struct Below {
    pairs: Vec<(usize, usize)>,
    /// The players below that the matching leaves without a partner.
    single: Vec<usize>,
}

impl Below {
    /// A maximum matching of `below` (indices into `players`): pairs taken in order, then
    /// the solver when more than one player is left over.
    pub fn new(players: &[Entrant], below: &[usize]) -> Below {
        let meet = |a: usize, b: usize| may_meet(&players[a], &players[b]);
        let mut partner: Vec<Option<usize>> = vec![None; below.len()];
        for i in 0..below.len() {
            if partner[i].is_some() {
                continue;
            }
            let found =
                (i + 1..below.len()).find(|&j| partner[j].is_none() && meet(below[i], below[j]));
            if let Some(j) = found {
                partner[i] = Some(j);
                partner[j] = Some(i);
            }
        }
        let left = partner.iter().filter(|p| p.is_none()).count();
        if left > 1 {
            partner = maximum_matching(below.len(), |i, j| meet(below[i], below[j]));
        }
        let mut pairs = Vec::new();
        let mut single = Vec::new();
        for (i, p) in partner.iter().enumerate() {
            match p {
                Some(j) if *j > i => pairs.push((below[i], below[*j])),
                Some(_) => {}
                None => single.push(below[i]),
            }
        }
        Below { pairs, single }
    }

    /// Whether the matching pairs every player below (it is a maximum one: then they have
    /// a perfect matching, and only then).
    pub fn pairs_everybody(&self) -> bool {
        self.single.is_empty()
    }

    /// Whether the players below can take every player of `leftovers` (indices into
    /// `players`) so that everybody is paired: each player the matching leaves single
    /// takes a leftover, and the other leftovers, two at a time, take the two players of
    /// one pair of the matching. True only when such a placement is found.
    pub fn takes(&self, players: &[Entrant], leftovers: &[usize]) -> bool {
        let meet = |a: usize, b: usize| may_meet(&players[a], &players[b]);
        let mut placed = vec![false; leftovers.len()];
        for &s in &self.single {
            let found = (0..leftovers.len()).find(|&k| !placed[k] && meet(leftovers[k], s));
            match found {
                Some(k) => placed[k] = true,
                None => return false,
            }
        }
        let waiting: Vec<usize> = (0..leftovers.len())
            .filter(|&k| !placed[k])
            .map(|k| leftovers[k])
            .collect();
        if waiting.len() % 2 == 1 {
            return false;
        }
        let mut used = vec![false; self.pairs.len()];
        for two in waiting.chunks(2) {
            let &[u, v] = two else {
                return false;
            };
            let found = self.pairs.iter().enumerate().position(|(k, &(a, b))| {
                !used[k] && ((meet(u, a) && meet(v, b)) || (meet(u, b) && meet(v, a)))
            });
            match found {
                Some(k) => used[k] = true,
                None => return false,
            }
        }
        true
    }
}

/// A maximum matching of `n` vertices joined where `edge` says (every edge weighs one).
fn maximum_matching(n: usize, edge: impl Fn(usize, usize) -> bool) -> Vec<Option<usize>> {
    let mut graph: DenseGraph<u32> = DenseGraph::new(n);
    for u in 0..n {
        for v in 0..u {
            if edge(u, v) {
                graph.set_weight(u, v, 1);
            }
        }
    }
    graph.solve()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::burstein::edition_2026::brackets::tests::player;
    use crate::domain::{Colour, PlayerId};

    fn players_with_met(count: u32, met: &[(u32, u32)]) -> Vec<Entrant> {
        let mut players: Vec<Entrant> = (1..=count).map(|t| player(t, 0, Colour::White)).collect();
        for &(a, b) in met {
            players[a as usize - 1].forbidden.insert(PlayerId(b));
            players[b as usize - 1].forbidden.insert(PlayerId(a));
        }
        players
    }

    /// TPN 3–6 are below; 3–4 and 5–6 have met, so the matching is 3–5, 4–6 (or
    /// another); leftovers 1 and 2 have met 3, 4 and 5: only 6 may take them, one of
    /// them only, so the two cannot be taken. Leftover 1 alone (an odd count with an
    /// even number below) cannot either; 7, who met nobody, with 1 can.
    #[test]
    fn leftovers_are_taken_only_where_a_perfect_matching_exists() {
        let met = [
            (3, 4),
            (5, 6),
            (1, 3),
            (1, 4),
            (1, 5),
            (2, 3),
            (2, 4),
            (2, 5),
        ];
        let players = players_with_met(7, &met);
        let below = Below::new(&players, &[2, 3, 4, 5]);
        assert!(below.single.is_empty());
        assert!(!below.takes(&players, &[0, 1]));
        assert!(!below.takes(&players, &[0]));
        // 1 takes 6 and 7 takes the partner 6 leaves.
        assert!(below.takes(&players, &[0, 6]));
        assert!(below.takes(&players, &[]));
    }

    /// Three players below who have all met each other: the matching pairs none of them,
    /// three singles, which three leftovers who met nobody take; two leftovers cannot.
    #[test]
    fn singles_below_need_a_leftover_each() {
        let players = players_with_met(6, &[(4, 5), (4, 6), (5, 6)]);
        let below = Below::new(&players, &[3, 4, 5]);
        assert_eq!(below.single.len(), 3);
        assert!(below.takes(&players, &[0, 1, 2]));
        assert!(!below.takes(&players, &[0, 1]));
    }
}

//! The mask versions answer as the general ones (Italo-Svizzero arts. 6, 7, 9; D4, D5):
//! `packed`'s first player and opponents against `rotation`'s, and `packed_matching`'s
//! augmenting path against `matching::AugmentingSearch`, on many random circles and
//! graphs (a seeded generator, so a failure is reproducible). The expected answers come
//! from the general code, which the rules tests check by hand.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::field::{Entrant, Field};
use super::packed::{Mask, Packed, bit};
use super::packed_matching::PackedAugment;
use super::rotation::{first_player, opponents};
use crate::domain::{PlayerId, Points};
use crate::matching::AugmentingSearch;
use std::collections::BTreeSet;

/// xorshift: reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// A circle of `n` players with scores of few groups and random earlier pairings.
fn circle(rng: &mut Rng, n: usize) -> Field {
    let ids: Vec<PlayerId> = (1..=n as u32).map(PlayerId).collect();
    let mut met: Vec<BTreeSet<PlayerId>> = vec![BTreeSet::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if rng.below(3) == 0 {
                met[i].insert(ids[j]);
                met[j].insert(ids[i]);
            }
        }
    }
    let circle = (0..n)
        .map(|i| Entrant {
            id: ids[i],
            number: i as u32 + 1,
            place: i + 1,
            score: Points(5 * rng.below(5) as i32),
            colours: Vec::new(),
            paired_with: met[i].clone(),
            forfeit_wins: 0,
        })
        .collect();
    Field {
        circle,
        start: 0,
        resumed_from: None,
    }
}

#[test]
fn the_masks_give_the_rotation_s_first_player_and_opponents() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for round in 0..300 {
        let n = 2 + rng.below(70) as usize;
        let field = circle(&mut rng, n);
        let packed = Packed::new(&field).unwrap();
        let unpaired: Vec<bool> = (0..n).map(|_| rng.below(4) != 0).collect();
        let mask: Mask = (0..n).filter(|&i| unpaired[i]).fold(0, |m, i| m | bit(i));
        let cursor = rng.below(n as u64) as usize;
        let first = first_player(&field, &unpaired, cursor);
        assert_eq!(packed.first_player(mask, cursor), first, "case {round}");
        let mut out = Vec::new();
        for f in (0..n).filter(|&i| unpaired[i]) {
            packed.opponents(mask, f, &mut out);
            // `rotation::opponents` is asked for a first player: the highest score left.
            if Some(f) == first {
                assert_eq!(out, opponents(&field, &unpaired, f), "case {round}");
            }
        }
    }
}

#[test]
fn the_masks_find_an_augmenting_path_exactly_when_the_general_search_does() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut found, mut not_found) = (0, 0);
    for case in 0..2000 {
        let n = 2 + rng.below(40) as usize;
        let density = 1 + rng.below(6);
        let mut rows: Vec<Mask> = vec![0; n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.below(density + 1) == 0 {
                    rows[i] |= bit(j);
                    rows[j] |= bit(i);
                }
            }
        }
        let mut alive: Vec<bool> = (0..n).map(|_| rng.below(5) != 0).collect();
        // A maximum matching by the general search; then either a vertex it leaves alone
        // (no path: the matching is maximum), or a matched vertex whose partner leaves.
        let mut mate = vec![None; n];
        let rows_of = rows.clone();
        AugmentingSearch::new().complete(&alive, |u, v| rows_of[u] & bit(v) != 0, &mut mate);
        let alone = (0..n).find(|&v| alive[v] && mate[v].is_none());
        let root = match alone {
            Some(v) if rng.below(2) == 0 => v,
            _ => {
                let Some(root) = (0..n).find(|&v| alive[v] && mate[v].is_some()) else {
                    continue;
                };
                let partner = mate[root].unwrap();
                mate[root] = None;
                mate[partner] = None;
                alive[partner] = false;
                root
            }
        };
        let alive_mask: Mask = (0..n).filter(|&i| alive[i]).fold(0, |m, i| m | bit(i));
        let edge = |u: usize, v: usize| rows[u] & bit(v) != 0;
        let mut general = mate.clone();
        let mut masked = mate.clone();
        let expected = AugmentingSearch::new().augment(&alive, edge, &mut general, root);
        let answer = PackedAugment::default().augment(&rows, alive_mask, &mut masked, root);
        assert_eq!(answer, expected, "case {case}");
        if answer {
            found += 1;
            // The flipped matching is a matching of the graph with the root matched.
            assert!(masked[root].is_some(), "case {case}");
            for v in 0..n {
                if let Some(w) = masked[v] {
                    assert_eq!(masked[w], Some(v), "case {case}");
                    assert!(edge(v, w) && alive[v] && alive[w], "case {case}");
                }
            }
        } else {
            not_found += 1;
        }
    }
    // Both answers were met many times.
    assert!(
        found > 300 && not_found > 300,
        "{found} found, {not_found} not"
    );
}

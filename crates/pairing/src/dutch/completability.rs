//! The round's first matching (C.04.3 C4 with C2 and C5): can everybody be paired, and
//! how low can the PAB receiver's score be?
//!
//! A maximum-weight matching over the whole field with narrow weights, from the most
//! important field down:
//! - completion: one per pair, plus one per paired player who may not receive the PAB
//!   (C2; with an even number of players every pair simply weighs the same);
//! - the scoregroup ranks of the two players (lowest score = rank 0): their sum over a
//!   matching is largest when the one player left out scores least (C5);
//! - pairs of two players on the top score (whether the top scoregroup can pair within
//!   itself, which C9 needs when the PAB receiver is a top scorer).

use super::weights::{bits_for, compatible};
use crate::JobControl;
use crate::domain::Points;
use crate::matching::{DenseGraph, StopCheck, Weight};
use crate::swiss::Entrant;
use std::collections::BTreeMap;

/// The first matching as `mate[v]` (`v` itself when unpaired).
/// The solve stops when `control` is cancelled (the caller then checks it).
pub fn first_matching(
    players: &[Entrant],
    threshold: Option<Points>,
    control: &JobControl,
) -> Vec<usize> {
    let n = players.len();
    let mut ranks: BTreeMap<Points, u64> = BTreeMap::new();
    for p in players {
        ranks.insert(p.pairing_score, 0);
    }
    for (r, slot) in ranks.values_mut().enumerate() {
        *slot = r as u64;
    }
    let rank_bits = bits_for(2 * ranks.len());
    let pair_bits = bits_for(n / 2 + 1);
    // Two bits of completion, doubled weights and sums of two duals: 4 bits of headroom.
    if 2 + rank_bits + pair_bits + 4 <= u32::BITS {
        solve::<u32>(players, threshold, &ranks, (rank_bits, pair_bits), control)
    } else {
        solve::<u64>(players, threshold, &ranks, (rank_bits, pair_bits), control)
    }
}

/// The arithmetic of one weight width.
trait Narrow: Weight + Copy {
    fn from_u64(v: u64) -> Self;
}

impl Narrow for u32 {
    fn from_u64(v: u64) -> Self {
        u32::try_from(v).unwrap_or(u32::MAX)
    }
}

impl Narrow for u64 {
    fn from_u64(v: u64) -> Self {
        v
    }
}

fn solve<W: Narrow>(
    players: &[Entrant],
    threshold: Option<Points>,
    ranks: &BTreeMap<Points, u64>,
    (rank_bits, pair_bits): (u32, u32),
    control: &JobControl,
) -> Vec<usize> {
    let n = players.len();
    let Some(top_score) = players.iter().map(|p| p.pairing_score).max() else {
        return Vec::new();
    };
    let rank = |p: &Entrant| ranks.get(&p.pairing_score).copied().unwrap_or(0);
    let mut g: DenseGraph<W> = DenseGraph::new(n);
    let stop = control.clone();
    g.set_stop(StopCheck::new(move || stop.is_cancelled()));
    for (i, a) in players.iter().enumerate() {
        if control.is_cancelled() {
            break;
        }
        for (j, b) in players.iter().enumerate().take(i) {
            if !compatible(a, b, threshold) {
                continue;
            }
            let w = if n % 2 == 1 {
                let top = 1 + u64::from(!a.bye_eligible) + u64::from(!b.bye_eligible);
                let both_top = a.pairing_score >= top_score && b.pairing_score >= top_score;
                (((top << rank_bits) | (rank(a) + rank(b))) << pair_bits) | u64::from(both_top)
            } else {
                1
            };
            g.set_weight(i, j, W::from_u64(w));
        }
    }
    g.solve()
        .into_iter()
        .enumerate()
        .map(|(v, m)| m.unwrap_or(v))
        .collect()
}

//! The bracket-by-bracket pairing (C.04.3 art. 3 and 4) as a sequence of maximum-weight
//! matchings over all players still to pair.
//!
//! Every matching covers the whole rest of the round, so each bracket's choice keeps the
//! rest pairable (C4) and keeps the PAB for the lowest possible score (C5). Per bracket:
//! 1. weights for the bracket and the next scoregroup are set (`weights`), one matching
//!    finds the best value of C6–C21;
//! 2. decisions are then fixed one at a time, each time re-solving with a small bonus that
//!    prefers the candidate generated first (art. 4): which MDPs are paired (4.4, by
//!    BSN), their opponents (S2 order, 4.2), how many and which residents are exchanged
//!    between S1 and S2 (4.3: fewest, smallest BSN-sum difference, lowest S1 players
//!    out, highest S2 players in), and finally each S1 player's opponent (4.2).
//!
//! Fixed pairs get the largest weight and lose every other edge.

// Index loops mirror the textbook algorithm over several parallel arrays.
#![allow(clippy::needless_range_loop, clippy::collapsible_if)]

use super::players::Entrant;
use super::weights::{EdgeContext, Layout, Weigher, compatible};
use crate::domain::Points;
use crate::pairing::matching::{DenseGraph, WideUint};
use crate::pairing::{JobControl, PairingError};
use std::collections::BTreeMap;

/// The result: pairs of indices into the sorted players (any order), and the PAB receiver.
pub struct Matching {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

struct Engine<'a, const N: usize> {
    players: &'a [Entrant],
    graph: DenseGraph<WideUint<N>>,
    max_weight: WideUint<N>,
    control: &'a JobControl,
}

impl<const N: usize> Engine<'_, N> {
    fn solve(&mut self) -> Result<Vec<usize>, PairingError> {
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        Ok(self
            .graph
            .solve()
            .into_iter()
            .enumerate()
            .map(|(v, m)| m.unwrap_or(v))
            .collect())
    }

    /// Fixes the pair {a, b}: the largest weight between them, no other edge.
    fn finalize(&mut self, a: usize, b: usize) {
        for v in 0..self.players.len() {
            if v != a {
                let w = if v == b {
                    self.max_weight
                } else {
                    WideUint::ZERO
                };
                self.graph.set_weight(a, v, w);
            }
            if v != b {
                let w = if v == a {
                    self.max_weight
                } else {
                    WideUint::ZERO
                };
                self.graph.set_weight(b, v, w);
            }
        }
    }
}

/// Pairs the sorted players. `Err(NoValidPairing)` when the absolute criteria cannot all
/// be met.
pub fn pair_players(
    players: &[Entrant],
    layout: &Layout,
    threshold: Option<Points>,
    control: &JobControl,
) -> Result<Matching, PairingError> {
    let needed = layout.total + 4;
    macro_rules! run {
        ($($n:literal),*) => {
            $(if needed <= 64 * $n {
                return run_with::<$n>(players, layout, threshold, control);
            })*
        };
    }
    run!(1, 2, 4, 8, 16, 32, 64, 128, 256);
    Err(PairingError::InvalidInput(
        "too many players or rounds for the pairing weights".into(),
    ))
}

fn all_ones<const N: usize>(bits: u32) -> WideUint<N> {
    WideUint::<N>::from_u64(1).shl(bits).sub_u64(1)
}

fn run_with<const N: usize>(
    players: &[Entrant],
    layout: &Layout,
    threshold: Option<Points>,
    control: &JobControl,
) -> Result<Matching, PairingError> {
    let n = players.len();
    let mut e = Engine::<N> {
        players,
        graph: DenseGraph::new(n),
        max_weight: all_ones(layout.total),
        control,
    };
    if n == 0 {
        return Ok(Matching {
            pairs: Vec::new(),
            bye: None,
        });
    }
    let score = |v: usize| players[v].pairing_score;
    let top_score = score(0);
    let no_ranks = BTreeMap::new();
    let weigher = |ranks| Weigher {
        layout,
        topscorer_threshold: threshold,
        played_rank: ranks,
    };
    let plain = EdgeContext {
        in_current: false,
        in_next: false,
        bye_score: Points::ZERO,
        single_downfloater_is_bye: false,
    };
    // Completability (C4) and, with an odd number, the lowest PAB score (C2, C5).
    let s = layout.group_bits;
    let g = layout.groups_bits;
    for i in 0..n {
        for j in 0..i {
            let w = if n % 2 == 1 {
                if compatible(&players[i], &players[j], threshold) {
                    let top = 1
                        + u64::from(!players[i].bye_eligible)
                        + u64::from(!players[j].bye_eligible);
                    let shifts = u64::from(layout.shift.get(&score(i)).copied().unwrap_or(0))
                        + u64::from(layout.shift.get(&score(j)).copied().unwrap_or(0));
                    WideUint::<N>::from_u64(top)
                        .shl(g)
                        .or(&WideUint::from_u64(shifts))
                        .shl(s)
                        .add_u64(u64::from(score(i) >= top_score))
                } else {
                    WideUint::ZERO
                }
            } else {
                weigher(&no_ranks).edge_weight::<N>(&players[j], &players[i], plain)
            };
            e.graph.set_weight(i, j, w);
        }
    }
    let first = e.solve()?;
    if (0..n).filter(|&v| first[v] == v).count() > 1 {
        return Err(PairingError::NoValidPairing(
            "the players cannot all be paired without a rematch, a forbidden pair or an \
             absolute colour conflict"
                .into(),
        ));
    }
    // C2 is absolute: the one player left over must be able to take the PAB.
    if let Some(v) = (0..n).find(|&v| first[v] == v) {
        if !players[v].bye_eligible {
            return Err(PairingError::NoValidPairing(
                "no player who may receive the pairing-allocated bye can be left unpaired".into(),
            ));
        }
    }
    let mut bye_score = Points::ZERO;
    let mut single = false;
    let mut ranks: BTreeMap<u32, u64> = BTreeMap::new();
    if n % 2 == 1 {
        if let Some(v) = (0..n).find(|&v| first[v] == v) {
            bye_score = score(v);
        }
        single = bye_score >= top_score
            && (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(first[v]) >= top_score);
        // C9: rank the played-games counts of the players on the PAB score; more played
        // games (fewer unplayed) rank higher for the PAB.
        let mut counts: Vec<u32> = (0..n)
            .filter(|&v| score(v) == bye_score)
            .map(|v| players[v].played_games)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        for (r, c) in counts.into_iter().enumerate() {
            ranks.insert(c, r as u64);
        }
        // Whole-field weights; they carry C9 when it already holds for the first bracket
        // (the PAB receiver may then meet anybody below it).
        let ctx = EdgeContext {
            bye_score,
            single_downfloater_is_bye: single,
            ..plain
        };
        for i in 0..n {
            for j in 0..i {
                let w = weigher(&ranks).edge_weight::<N>(&players[j], &players[i], ctx);
                e.graph.set_weight(i, j, w);
            }
        }
    }

    let mut matched = vec![false; n];
    let mut mate_of: Vec<Option<usize>> = vec![None; n];
    let mut next_it = 0usize;
    let mut pbi: Vec<usize> = Vec::new();
    while next_it < n && score(next_it) >= top_score {
        pbi.push(next_it);
        next_it += 1;
    }
    let mut sgb = 0usize;
    let mut sgbv = 0usize;
    while pbi.len() > 1 || next_it < n {
        control.set_progress(next_it as f32 / n as f32);
        let nsgb = pbi.len();
        let nsgbv = sgbv + (nsgb - sgb);
        let group_start = next_it;
        while next_it < n && score(next_it) >= score(group_start) {
            pbi.push(next_it);
            next_it += 1;
        }
        let len = pbi.len();
        let in_resident = |m: usize| m >= sgbv && m < nsgbv;
        // Base weights [larger][smaller] over the bracket and the next scoregroup.
        let mut base: Vec<Vec<WideUint<N>>> = vec![Vec::new(); len];
        for li in sgb..len {
            let mut row = Vec::with_capacity(li);
            for si in 0..li {
                let ctx = EdgeContext {
                    in_current: li < nsgb,
                    in_next: li >= nsgb,
                    bye_score,
                    single_downfloater_is_bye: single,
                };
                let w = weigher(&ranks).edge_weight::<N>(&players[pbi[si]], &players[pbi[li]], ctx);
                e.graph.set_weight(pbi[si], pbi[li], w);
                row.push(w);
            }
            base[li] = row;
        }
        let bw = |base: &Vec<Vec<WideUint<N>>>, larger: usize, smaller: usize| -> WideUint<N> {
            base.get(larger)
                .and_then(|r| r.get(smaller))
                .copied()
                .unwrap_or(WideUint::ZERO)
        };
        let mut stable = e.solve()?;

        // Which MDPs are paired (C.04.3 4.4: valid MDP sets by smallest BSN first).
        let mut md_score = Points::ZERO;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for p in 0..sgb {
            if p == 0 || score(pbi[p]) < md_score {
                md_score = score(pbi[p]);
                remaining = 0;
                remaining_matched = 0;
                let mut q = p;
                while q < len && score(pbi[q]) >= md_score {
                    remaining += 1;
                    if in_resident(stable[pbi[q]]) {
                        remaining_matched += 1;
                    }
                    q += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let pv = pbi[p];
            if remaining <= remaining_matched {
                matched[pv] = true;
                continue;
            }
            remaining -= 1;
            if !in_resident(stable[pv]) {
                for o in sgb..nsgb {
                    let w = bw(&base, o, p);
                    if !w.is_zero() {
                        e.graph.set_weight(pv, pbi[o], w.or(&WideUint::from_u64(1)));
                    }
                }
                stable = e.solve()?;
            }
            if in_resident(stable[pv]) {
                matched[pv] = true;
                remaining_matched -= 1;
                for o in sgb..nsgb {
                    let w = bw(&base, o, p);
                    if !w.is_zero() {
                        let bumped = w.or(&WideUint::from_u64((nsgb - sgb) as u64)).add_u64(1);
                        e.graph.set_weight(pv, pbi[o], bumped);
                    }
                }
            }
        }

        // The opponents of the paired MDPs: the first resident in S2 order that works.
        for p in 0..sgb {
            let pv = pbi[p];
            if !matched[pv] {
                continue;
            }
            let mut addend = len as u64;
            for o in (sgb..nsgb).rev() {
                if matched[pbi[o]] {
                    continue;
                }
                let w = bw(&base, o, p);
                if !w.is_zero() {
                    e.graph.set_weight(pv, pbi[o], w.add_u64(addend));
                    addend += 1;
                }
            }
            stable = e.solve()?;
            let m = stable[pv];
            matched[m] = true;
            e.finalize(pv, m);
        }

        // The remainder: S1 = residents paired downwards, S2 = the others (art. 3.2).
        let mut remainder: Vec<usize> = Vec::new();
        let mut remainder_pairs = 0usize;
        for idx in sgb..nsgb {
            let v = pbi[idx];
            if stable[v] < sgbv {
                continue;
            }
            remainder.push(idx);
            if stable[v] < v {
                remainder_pairs += 1;
            }
        }
        let ewc = |base: &Vec<Vec<WideUint<N>>>, smaller: usize, larger: usize, ri: usize| {
            let w = bw(base, larger, smaller);
            if w.is_zero() {
                return w;
            }
            // 4.3: fewest exchanges (S1 players paired downwards), then the smallest
            // BSN sum of the higher players of the pairs.
            let bonus = if ri < remainder_pairs {
                WideUint::<N>::from_u64(1).shl(2 * s + 1)
            } else {
                WideUint::ZERO
            };
            w.wrapping_add(&bonus).sub_u64(2 * ri as u64)
        };
        let down = |stable: &Vec<usize>, v: usize| stable[v] > v && stable[v] < nsgbv;
        if !remainder.is_empty() {
            for (oi, &o) in remainder.iter().enumerate() {
                for (ri, &p) in remainder.iter().enumerate().take(oi) {
                    e.graph.set_weight(pbi[p], pbi[o], ewc(&base, p, o, ri));
                }
            }
            stable = e.solve()?;
            let exchange_count = remainder
                .iter()
                .take(remainder_pairs)
                .filter(|&&p| !down(&stable, pbi[p]))
                .count();

            // S1 players to move to S2: the lowest first (4.3 key 3).
            let mut left = exchange_count;
            let mut pos = remainder_pairs;
            while pos > 0 && left > 0 {
                pos -= 1;
                let p = remainder[pos];
                let pv = pbi[p];
                if down(&stable, pv) {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            e.graph.set_weight(pv, pbi[o], w.sub_u64(1));
                        }
                    }
                    stable = e.solve()?;
                }
                let exchanged = !down(&stable, pv);
                if exchanged {
                    left -= 1;
                }
                for &o in &remainder[pos + 1..] {
                    if exchanged {
                        if let Some(slot) = base.get_mut(o).and_then(|r| r.get_mut(p)) {
                            *slot = WideUint::ZERO;
                        }
                    }
                    e.graph.set_weight(pv, pbi[o], ewc(&base, p, o, pos));
                }
            }

            // S2 players to move to S1: the highest first (4.3 key 4).
            let mut left = exchange_count;
            let mut pos = remainder_pairs;
            while pos < remainder.len() && left > 1 {
                let p = remainder[pos];
                let pv = pbi[p];
                let already = down(&stable, pv);
                if !already {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            e.graph.set_weight(pv, pbi[o], w.add_u64(1));
                        }
                    }
                    stable = e.solve()?;
                }
                if down(&stable, pv) {
                    left -= 1;
                    for &o in &remainder[..pos] {
                        if let Some(slot) = base.get_mut(p).and_then(|r| r.get_mut(o)) {
                            *slot = WideUint::ZERO;
                        }
                        e.graph.set_weight(pv, pbi[o], WideUint::ZERO);
                    }
                    for o in nsgb..len {
                        if let Some(slot) = base.get_mut(o).and_then(|r| r.get_mut(p)) {
                            *slot = WideUint::ZERO;
                        }
                        e.graph.set_weight(pv, pbi[o], WideUint::ZERO);
                    }
                }
                if !already {
                    for &o in &remainder[pos + 1..] {
                        e.graph.set_weight(pv, pbi[o], ewc(&base, p, o, pos));
                    }
                }
                pos += 1;
            }

            // Fix who is in S1 and S2; drop the exchange bonuses.
            for (pi, &p) in remainder.iter().enumerate() {
                let pv = pbi[p];
                for &o in &remainder[pi + 1..] {
                    let ov = pbi[o];
                    if !down(&stable, pv) || down(&stable, ov) {
                        if let Some(slot) = base.get_mut(o).and_then(|r| r.get_mut(p)) {
                            *slot = WideUint::ZERO;
                        }
                    }
                    e.graph.set_weight(pv, ov, bw(&base, o, p));
                }
            }

            // Each S1 player, in order, gets the first S2 player that works (4.2).
            for &p in &remainder {
                let pv = pbi[p];
                if !down(&stable, pv) {
                    continue;
                }
                let mut addend = 0u64;
                for &o in remainder.iter().rev() {
                    let ov = pbi[o];
                    if o <= p || matched[ov] {
                        continue;
                    }
                    let w = bw(&base, o, p);
                    if !w.is_zero() {
                        e.graph.set_weight(pv, ov, w.add_u64(addend));
                    }
                    addend += 1;
                }
                stable = e.solve()?;
                let m = stable[pv];
                matched[pv] = true;
                matched[m] = true;
                e.finalize(pv, m);
            }
        }

        // The next bracket: the downfloaters and the next scoregroup.
        let mut new_pbi = Vec::new();
        let mut new_sgb = 0usize;
        // C9 holds for the next bracket when its residents score no more than the PAB
        // receiver (with the lowest groups unable to take the PAB, C2, the receiver may
        // arrive there as an MDP) and nobody in it is paired below its resident score:
        // its one downfloater is then the PAB receiver.
        let floor = match pbi.get(nsgb) {
            Some(&r) => bye_score.min(score(r)),
            None => bye_score,
        };
        single = n % 2 == 1 && group_start < n && bye_score >= score(group_start);
        for (idx, &v) in pbi.iter().enumerate() {
            if idx < nsgb && matched[v] {
                mate_of[v] = Some(stable[v]);
                mate_of[stable[v]] = Some(v);
            } else {
                new_pbi.push(v);
                if idx < nsgb {
                    new_sgb += 1;
                }
                if score(stable[v]) < floor {
                    single = false;
                }
            }
        }
        pbi = new_pbi;
        sgb = new_sgb;
        sgbv = nsgbv;
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    for v in 0..n {
        match mate_of[v] {
            Some(m) if v < m => pairs.push((v, m)),
            Some(_) => {}
            None => bye = Some(v),
        }
    }
    Ok(Matching { pairs, bye })
}

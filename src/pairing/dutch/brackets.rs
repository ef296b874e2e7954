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
//! Fixed pairs leave the graph (`DenseGraph::retire_pair`).

// Index loops mirror the textbook algorithm over several parallel arrays.
#![allow(clippy::needless_range_loop, clippy::collapsible_if)]

use super::completion::Completion;
use super::players::Entrant;
use super::weights::{EdgeContext, Layout, Weigher, bye_candidate, compatible};
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
    graph: DenseGraph<WideUint<N>>,
    /// The pairs already decided (taken out of the graph): `fixed[v]` is `v`'s opponent.
    fixed: Vec<Option<usize>>,
    /// The bracket and its next scoregroup on their own, when the rest only has to stay
    /// pairable (see `completion`).
    local: Option<Local<N>>,
    /// Who may receive the PAB (C2 with C5), when the number of players is odd.
    bye_candidates: Option<Vec<bool>>,
    /// Edge-weight bits below the completion field (C4, C2, C5).
    quality_bits: u32,
    control: &'a JobControl,
}

/// The bracket and its next scoregroup as a graph of their own (`members[i]` is local
/// vertex `i`), weighted without the completion field, and the rest's completion.
struct Local<const N: usize> {
    members: Vec<usize>,
    position: Vec<Option<usize>>,
    graph: DenseGraph<WideUint<N>>,
    completion: Completion,
}

impl<const N: usize> Engine<'_, N> {
    fn set_weight(&mut self, u: usize, v: usize, w: WideUint<N>) {
        if let Some(l) = &mut self.local {
            if let (Some(Some(a)), Some(Some(b))) = (l.position.get(u), l.position.get(v)) {
                l.graph.set_weight(*a, *b, w.low_bits(self.quality_bits));
            }
        }
        self.graph.set_weight(u, v, w);
    }

    /// May `a` meet `b` (`b` = n: may `a` receive the PAB)?
    fn adjacent(&self, a: usize, b: usize) -> bool {
        let n = self.fixed.len();
        if a == n || b == n {
            let v = a.min(b);
            return self
                .bye_candidates
                .as_ref()
                .is_some_and(|c| c.get(v).copied().unwrap_or(false));
        }
        self.graph.has_edge(a, b)
    }

    /// From here to `end_bracket`, solves look at `members` (the bracket and its next
    /// scoregroup) alone, with a completion of the players outside them.
    fn begin_bracket(&mut self, members: &[usize]) {
        let n = self.fixed.len();
        let mut position = vec![None; n];
        for (i, &v) in members.iter().enumerate() {
            if let Some(slot) = position.get_mut(v) {
                *slot = Some(i);
            }
        }
        let mut graph = DenseGraph::new(members.len());
        for (i, &u) in members.iter().enumerate() {
            for (j, &v) in members.iter().enumerate().take(i) {
                graph.set_weight(i, j, self.graph.weight(u, v).low_bits(self.quality_bits));
            }
        }
        let rest: Vec<usize> = (0..n)
            .filter(|&v| self.fixed[v].is_none() && position[v].is_none())
            .collect();
        let completion = Completion::new(n, rest, self.bye_candidates.is_some(), &|a, b| {
            self.adjacent(a, b)
        });
        self.local = Some(Local {
            members: members.to_vec(),
            position,
            graph,
            completion,
        });
    }

    fn end_bracket(&mut self) {
        self.local = None;
    }

    fn solve(&mut self) -> Result<Vec<usize>, PairingError> {
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let n = self.fixed.len();
        if let Some(mut l) = self.local.take() {
            let mates = l.graph.solve();
            let leftovers: Vec<usize> = l
                .members
                .iter()
                .zip(&mates)
                .filter(|&(&v, m)| m.is_none() && self.fixed[v].is_none())
                .map(|(&v, _)| v)
                .collect();
            let completed = l
                .completion
                .complete(&leftovers, &|a, b| self.adjacent(a, b));
            let result = completed.map(|rest| {
                let mut stable: Vec<usize> = (0..n)
                    .map(|v| {
                        self.fixed[v]
                            .or(rest.get(v).copied().flatten().filter(|&m| m < n))
                            .unwrap_or(v)
                    })
                    .collect();
                for (&v, m) in l.members.iter().zip(&mates) {
                    if let Some(m) = m.and_then(|m| l.members.get(m)) {
                        stable[v] = *m;
                    }
                }
                stable
            });
            self.local = Some(l);
            if let Some(stable) = result {
                return Ok(stable);
            }
        }
        Ok(self
            .graph
            .solve()
            .into_iter()
            .zip(&self.fixed)
            .enumerate()
            .map(|(v, (m, f))| f.or(m).unwrap_or(v))
            .collect())
    }

    /// Fixes the pair {a, b}: it leaves the graph (the rest of the last matching stays
    /// optimal without it) and is reported as matched from now on.
    fn finalize(&mut self, a: usize, b: usize) {
        self.graph.retire_pair(a, b);
        if let Some(l) = &mut self.local {
            if let (Some(Some(x)), Some(Some(y))) = (l.position.get(a), l.position.get(b)) {
                l.graph.retire_pair(*x, *y);
            }
        }
        if let Some(f) = self.fixed.get_mut(a) {
            *f = Some(b);
        }
        if let Some(f) = self.fixed.get_mut(b) {
            *f = Some(a);
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

fn run_with<const N: usize>(
    players: &[Entrant],
    layout: &Layout,
    threshold: Option<Points>,
    control: &JobControl,
) -> Result<Matching, PairingError> {
    let n = players.len();
    let mut e = Engine::<N> {
        graph: DenseGraph::new(n),
        fixed: vec![None; n],
        local: None,
        bye_candidates: None,
        quality_bits: layout.top,
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
            e.set_weight(i, j, w);
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
        e.bye_candidates = Some(
            players
                .iter()
                .map(|p| bye_candidate(p, bye_score))
                .collect(),
        );
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
                e.set_weight(i, j, w);
            }
        }
    }

    // With C9 in the whole-field weights, the rest is not uniform: no bracket-local solves.
    let local_allowed = !single;
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
                e.set_weight(pbi[si], pbi[li], w);
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
        // The bracket and its next scoregroup can be solved alone while no C9 decision is
        // near (the next scoregroup scores more than the PAB receiver): see `completion`.
        if local_allowed && pbi.len() > nsgb && score(pbi[nsgb]) > bye_score {
            e.begin_bracket(&pbi);
        }
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
                        e.set_weight(pv, pbi[o], w.or(&WideUint::from_u64(1)));
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
                        e.set_weight(pv, pbi[o], bumped);
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
                    e.set_weight(pv, pbi[o], w.add_u64(addend));
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
                    e.set_weight(pbi[p], pbi[o], ewc(&base, p, o, ri));
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
                            e.set_weight(pv, pbi[o], w.sub_u64(1));
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
                    e.set_weight(pv, pbi[o], ewc(&base, p, o, pos));
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
                            e.set_weight(pv, pbi[o], w.add_u64(1));
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
                        e.set_weight(pv, pbi[o], WideUint::ZERO);
                    }
                    for o in nsgb..len {
                        if let Some(slot) = base.get_mut(o).and_then(|r| r.get_mut(p)) {
                            *slot = WideUint::ZERO;
                        }
                        e.set_weight(pv, pbi[o], WideUint::ZERO);
                    }
                }
                if !already {
                    for &o in &remainder[pos + 1..] {
                        e.set_weight(pv, pbi[o], ewc(&base, p, o, pos));
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
                    e.set_weight(pv, ov, bw(&base, o, p));
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
                        e.set_weight(pv, ov, w.add_u64(addend));
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

        e.end_bracket();
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

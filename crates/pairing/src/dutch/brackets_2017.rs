//! The round-pairing outlook of the 2017 Dutch text (C.04.3 (2017) A.9 and B), where it
//! differs from the 2026 process (`brackets`, art. 3 with C4 in every bracket):
//!
//! - each bracket is paired with its next scoregroup only (C.7 looks one bracket ahead);
//!   whether the rest of the round can still be completed is asked only afterwards;
//! - when the downfloaters of the bracket just paired and everybody below cannot complete
//!   the round, that bracket is the **Penultimate Pairing Bracket** (PPB): every lower
//!   score collapses into one group, the PPB is paired again with the whole rest as its
//!   next group and with completion (C.4, C.2) above every quality criterion, and its
//!   downfloaters with the collapsed group form the **Collapsed Last Bracket** (CLB);
//! - the last bracket (and a field of one scoregroup) is paired with completion as well;
//!   the PAB goes to whoever is left (no criterion asks for the lowest score, unlike the
//!   2026 C5, nor the fewest unplayed games, C9).
//!
//! Inside a bracket the candidate is chosen as in 2026 (B.5–B.8 with the generation order
//! of D.1–D.3, the same keys as art. 4): after one matching finds the best value of the
//! criteria ([`super::weights_2017`]), decisions are fixed one at a time, each re-solve
//! carrying a small bonus in the lowest bits for the candidate generated first: which
//! MDPs are paired (highest scores first, then the lowest BSNs), their opponents (S2
//! order), which residents are exchanged between S1 and S2 (fewest, smallest difference
//! of BSN sums, lowest S1 players out, highest S2 players in), and each S1 player's
//! opponent. The graphs hold the bracket and its next group only (they are small), so
//! this module has none of the 2026 engine's large-field paths, but these quick ways
//! (`Paths2017`): outside the PPB and the last bracket the next group is kept out of
//! the graph while every solve's floaters are found absorbed by it
//! (`next_group_apart`); where it is proven, D.2 skips its solves
//! (`without_exchanges`) and D.1 pairs the whole S1 from one solve of S1 against S2
//! (`whole_s1`), as the 2026 engine does.

// Index loops follow the bracket procedure over several parallel arrays.
#![allow(clippy::needless_range_loop)]

mod first_opponents;
mod next_group_apart;
mod paths;
mod whole_s1;
mod without_exchanges;

pub use paths::Paths2017;

use next_group_apart::Apart;
use whole_s1::Outlook;

use super::brackets::Matching;
use super::counted;
use super::weights::compatible;
use super::weights_2017::{BracketShape, Weigher2017};
use crate::domain::Points;
use crate::matching::{AugmentingSearch, DenseGraph, StopCheck, WideUint};
use crate::swiss::Entrant;
use crate::{JobControl, PairingError, PairingInputError, Unpairable};

/// Pairs the sorted players by the 2017 text. `Err(NoValidPairing)` when the absolute
/// criteria cannot all be met.
pub fn pair_players(
    players: &[Entrant],
    played_rounds: u32,
    threshold: Option<Points>,
    control: &JobControl,
    paths: Paths2017,
) -> Result<Matching, PairingError> {
    let n = players.len();
    let unpaired = vec![true; n];
    if !completable(players, threshold, &unpaired) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let mut round = Round {
        players,
        played_rounds,
        threshold,
        control,
        paths,
        mate_of: vec![None; n],
    };
    round.pair_brackets()?;
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    for v in 0..n {
        match round.mate_of[v] {
            Some(m) if v < m => pairs.push((v, m)),
            Some(_) => {}
            None if bye.is_none() && n % 2 == 1 => bye = Some(v),
            None => {
                return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
            }
        }
    }
    Ok(Matching { pairs, bye })
}

/// A.9: can the players still `unpaired` all be paired (C.1, C.3), with at most one left
/// over who may receive the PAB (C.2)? A maximum-cardinality matching by augmenting
/// paths (`AugmentingSearch`); with an odd number left, a stand-in for the PAB (vertex
/// `n`) meets every player who may receive it.
fn completable(players: &[Entrant], threshold: Option<Points>, unpaired: &[bool]) -> bool {
    let left = unpaired.iter().filter(|&&u| u).count();
    let mut alive = unpaired.to_vec();
    alive.push(left % 2 == 1);
    let edge = |u: usize, v: usize| match (players.get(u), players.get(v)) {
        (Some(a), Some(b)) => compatible(a, b, threshold),
        (Some(a), None) | (None, Some(a)) => a.bye_eligible,
        (None, None) => false,
    };
    let mut mate = vec![None; alive.len()];
    AugmentingSearch::new().complete(&alive, edge, &mut mate)
}

/// The round between brackets.
struct Round<'a> {
    players: &'a [Entrant],
    played_rounds: u32,
    threshold: Option<Points>,
    control: &'a JobControl,
    paths: Paths2017,
    /// The pairs decided so far.
    mate_of: Vec<Option<usize>>,
}

impl Round<'_> {
    fn score(&self, v: usize) -> Points {
        self.players[v].pairing_score
    }

    /// The brackets from the top down (B, A.9).
    fn pair_brackets(&mut self) -> Result<(), PairingError> {
        let n = self.players.len();
        let mut next = 0usize;
        let mut members: Vec<usize> = Vec::new();
        while next < n && self.score(next) >= self.score(0) {
            members.push(next);
            next += 1;
        }
        // A.9: the last bracket (here: a field of one scoregroup) completes the round.
        let mut special = next == n;
        let mut residents_start = 0usize;
        while members.len() > 1 || next < n {
            if self.control.is_cancelled() {
                return Err(PairingError::Cancelled);
            }
            self.control.set_progress(next as f32 / n.max(1) as f32);
            let next_start = members.len();
            let group_start = next;
            // The next group: the next scoregroup, or in the PPB and the CLB everybody
            // left (the collapsed scoregroup).
            while next < n && (special || self.score(next) >= self.score(group_start)) {
                members.push(next);
                next += 1;
            }
            let shape = BracketShape {
                players: self.players,
                members: &members,
                residents_start,
                next_start,
                special,
                before_last: next == n,
            };
            let pairs = self.pair_bracket(&shape)?;
            if !special {
                let mut unpaired: Vec<bool> = self.mate_of.iter().map(Option::is_none).collect();
                for &(a, b) in &pairs {
                    unpaired[a] = false;
                    unpaired[b] = false;
                }
                if !completable(self.players, self.threshold, &unpaired) {
                    // A.9: this bracket is the PPB; pair it again with the rest collapsed.
                    members.truncate(next_start);
                    next = group_start;
                    special = true;
                    continue;
                }
            }
            if special && pairs.is_empty() && next_start == members.len() {
                // The last bracket pairs nobody: the next one would be the same (the
                // last check of `pair_players` reports the players left).
                break;
            }
            special = next == n;
            for &(a, b) in &pairs {
                self.mate_of[a] = Some(b);
                self.mate_of[b] = Some(a);
            }
            let mut next_members = Vec::new();
            let mut next_residents_start = 0usize;
            for (i, &v) in members.iter().enumerate() {
                if self.mate_of[v].is_none() {
                    next_members.push(v);
                    if i < next_start {
                        next_residents_start += 1;
                    }
                }
            }
            members = next_members;
            residents_start = next_residents_start;
        }
        Ok(())
    }

    /// Pairs one bracket with weights just wide enough for it; answers its pairs.
    fn pair_bracket(&self, shape: &BracketShape) -> Result<Vec<(usize, usize)>, PairingError> {
        let weigher = Weigher2017::new(shape, self.threshold, self.played_rounds);
        // Room above the fields for sums over a matching and the solver's doubling.
        let needed = weigher.total + super::weights::bits_for(3 * shape.members.len()) + 16;
        let outlook = Outlook::of(shape, self.threshold);
        macro_rules! run {
            ($($n:literal),*) => {
                $(if needed <= 64 * $n {
                    let local = BracketRun::<$n>::pair_bracket(
                        shape,
                        &weigher,
                        self.threshold,
                        self.control,
                        self.paths,
                        &outlook,
                    )?;
                    return Ok(local
                        .into_iter()
                        .map(|(i, j)| (shape.members[i], shape.members[j]))
                        .collect());
                })*
            };
        }
        run!(1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64, 128, 256);
        Err(PairingError::InvalidInput(PairingInputError::TooLarge))
    }
}

/// One bracket's matchings: local vertex `i` is `members[i]`; MDPs `..mdps`, residents
/// `mdps..next`, the next group `next..` (absent from the graph when `apart` holds it).
struct BracketRun<const N: usize> {
    mdps: usize,
    next: usize,
    /// The edge weights before any bonus, the lower triangle row by row: {i, j} with
    /// `i < j` at `j·(j−1)/2 + i` (zero: no edge). Half a square matrix, filled as it
    /// is weighed (a square one, zeroed first, was a tenth of the 2017 round's time).
    base: Vec<WideUint<N>>,
    graph: DenseGraph<WideUint<N>>,
    /// Partners fixed so far (their pair has left the graph).
    fixed: Vec<Option<usize>>,
    /// The last solve: `stable[i]` is `i`'s partner, `i` itself when unpaired.
    stable: Vec<usize>,
    /// Players of the bracket whose pairing in it is decided.
    matched: Vec<bool>,
    /// Width of a count field (the bonuses are placed by it).
    count_bits: u32,
    /// Pairing scores by local vertex.
    scores: Vec<Points>,
    control: JobControl,
    /// The next group kept out of the graph (`next_group_apart`).
    apart: Option<Apart>,
}

impl<const N: usize> BracketRun<N> {
    /// The bracket and its next group, with the full weights.
    fn new(shape: &BracketShape, weigher: &Weigher2017, control: &JobControl) -> Self {
        let m = shape.members.len();
        Self::build(shape, weigher, control, m, |h, l, h_in, l_in| {
            weigher.weight::<N>(h, l, h_in, l_in)
        })
    }

    /// The first `m` members, their edges weighed by `weigh`.
    fn build(
        shape: &BracketShape,
        weigher: &Weigher2017,
        control: &JobControl,
        m: usize,
        weigh: impl Fn(&Entrant, &Entrant, bool, bool) -> WideUint<N>,
    ) -> Self {
        let mut base = Vec::with_capacity(m * m.saturating_sub(1) / 2);
        let mut graph = DenseGraph::new(m);
        let stop = control.clone();
        graph.set_stop(StopCheck::new(move || stop.is_cancelled()));
        for j in 0..m {
            if j < shape.residents_start {
                // Two MDPs: no edge (they meet only across the bracket).
                base.extend(std::iter::repeat_n(WideUint::ZERO, j));
                continue;
            }
            let l = &shape.players[shape.members[j]];
            for i in 0..j {
                let h = &shape.players[shape.members[i]];
                let w = weigh(h, l, i < shape.next_start, j < shape.next_start);
                graph.set_weight(i, j, w);
                base.push(w);
            }
        }
        BracketRun {
            mdps: shape.residents_start,
            next: shape.next_start,
            base,
            graph,
            fixed: vec![None; m],
            stable: (0..m).collect(),
            matched: vec![false; m],
            count_bits: weigher.count_bits,
            scores: shape
                .members
                .iter()
                .take(m)
                .map(|&v| shape.players[v].pairing_score)
                .collect(),
            control: control.clone(),
            apart: None,
        }
    }

    fn solve(&mut self) -> Result<(), PairingError> {
        let mate = self.graph.solve();
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        for i in 0..self.stable.len() {
            self.stable[i] = self.fixed[i].or(mate[i]).unwrap_or(i);
        }
        self.check_floaters()
    }

    /// Where {a, b} (a ≠ b) sits in `base`.
    fn base_at(a: usize, b: usize) -> usize {
        let (i, j) = (a.min(b), a.max(b));
        j * j.saturating_sub(1) / 2 + i
    }

    fn base(&self, a: usize, b: usize) -> WideUint<N> {
        if a == b {
            return WideUint::ZERO;
        }
        self.base
            .get(Self::base_at(a, b))
            .copied()
            .unwrap_or(WideUint::ZERO)
    }

    /// Takes the edge {a, b} away from the weights before any bonus.
    fn clear_base(&mut self, a: usize, b: usize) {
        if let Some(w) = self.base.get_mut(Self::base_at(a, b)) {
            *w = WideUint::ZERO;
        }
    }

    fn set(&mut self, a: usize, b: usize, w: WideUint<N>) {
        self.graph.set_weight(a.min(b), a.max(b), w);
    }

    /// `i` is paired inside the bracket (with a resident).
    fn paired_in_bracket(&self, i: usize) -> bool {
        let s = self.stable[i];
        s >= self.mdps && s < self.next
    }

    /// `i` is paired with a later player of the bracket (it stands in S1).
    fn in_s1(&self, i: usize) -> bool {
        let s = self.stable[i];
        s > i && s < self.next
    }

    fn fix(&mut self, a: usize, b: usize) {
        self.decide(a, b);
        self.graph.retire_pair(a, b);
    }

    /// Records the pair {a, b} without taking it out of the graph.
    fn decide(&mut self, a: usize, b: usize) {
        self.matched[a] = true;
        self.matched[b] = true;
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }

    fn pair(
        &mut self,
        paths: Paths2017,
        outlook: &Outlook,
    ) -> Result<Vec<(usize, usize)>, PairingError> {
        counted::first_solve_2017(self.stable.len());
        self.solve()?;
        self.choose_paired_mdps()?;
        self.pair_mdps()?;
        let remainder: Vec<usize> = (self.mdps..self.next)
            .filter(|&i| self.stable[i] >= self.mdps)
            .collect();
        let s1 = remainder.iter().filter(|&&i| self.stable[i] < i).count();
        // D.2 (skipped when S1 against S2 alone is a best pairing), then D.1 (for the
        // whole S1 at once where that is proven).
        let alone = if paths.without_exchanges {
            self.without_exchanges(&remainder, s1)?
        } else {
            None
        };
        let unexchanged = alone.is_some();
        if !unexchanged {
            self.exchange(&remainder, s1)?;
        }
        if !(paths.whole_s1 && self.whole_s1(&remainder, alone, outlook)?) {
            if unexchanged {
                // The edges D.2 would have taken away (D.1 at once reads none of them).
                self.keep_sides(&remainder);
            }
            self.pair_s1(&remainder, paths.first_opponents_from_duals)?;
        }
        Ok((0..self.next)
            .filter(|&i| self.matched[i])
            .filter_map(|i| self.fixed[i].filter(|&j| i < j).map(|j| (i, j)))
            .collect())
    }

    /// D.3: which MDPs are paired. Per score, highest first: as many as the best
    /// pairing pairs, the lowest BSNs first (each MDP is tried, with a bonus on its
    /// edges to the residents, while others of its score could still take its place).
    fn choose_paired_mdps(&mut self) -> Result<(), PairingError> {
        let residents = (self.next - self.mdps) as u64;
        let mut i = 0;
        while i < self.mdps {
            let score_end = (i..self.mdps)
                .find(|&j| self.score_key(j) != self.score_key(i))
                .unwrap_or(self.mdps);
            let mut left = score_end - i;
            let mut to_pair = (i..score_end)
                .filter(|&j| self.paired_in_bracket(j))
                .count();
            for p in i..score_end {
                if to_pair == 0 {
                    break;
                }
                if left <= to_pair {
                    self.matched[p] = true;
                    continue;
                }
                left -= 1;
                if !self.paired_in_bracket(p) {
                    for o in self.mdps..self.next {
                        let w = self.base(p, o);
                        if !w.is_zero() {
                            self.set(p, o, w.or(&WideUint::from_u64(1)));
                        }
                    }
                    self.solve()?;
                }
                if self.paired_in_bracket(p) {
                    self.matched[p] = true;
                    to_pair -= 1;
                    for o in self.mdps..self.next {
                        let w = self.base(p, o);
                        if !w.is_zero() {
                            self.set(p, o, w.or(&WideUint::from_u64(residents)).add_u64(1));
                        }
                    }
                }
            }
            i = score_end;
        }
        Ok(())
    }

    fn score_key(&self, i: usize) -> Points {
        self.scores[i]
    }

    /// The bonus of the exchange order (D.2) on the edge `small`–`large` of the
    /// remainder, `small` being its `index`-th player and S1 its first `s1` players: no
    /// exchange weighs more, and a smaller BSN leaving S1 less.
    fn exchange_weight(&self, small: usize, large: usize, index: usize, s1: usize) -> WideUint<N> {
        let w = self.base(small, large);
        if w.is_zero() {
            return w;
        }
        let stays = WideUint::<N>::shifted(u64::from(index < s1), 2 * self.count_bits + 1);
        w.wrapping_add(&stays)
            .wrapping_sub(&WideUint::from_u64((index as u64) << 1))
    }

    /// D.3 then D.1: each paired MDP's opponent, the first resident in S2 order that
    /// leaves a best pairing.
    fn pair_mdps(&mut self) -> Result<(), PairingError> {
        let m = self.stable.len() as u64;
        for p in 0..self.mdps {
            if !self.matched[p] {
                continue;
            }
            let mut bonus = m;
            for o in (self.mdps..self.next).rev() {
                if self.matched[o] {
                    continue;
                }
                let w = self.base(p, o);
                if !w.is_zero() {
                    self.set(p, o, w.add_u64(bonus));
                    bonus += 1;
                }
            }
            self.solve()?;
            let q = self.stable[p];
            if q != p {
                self.fix(p, q);
            }
        }
        Ok(())
    }

    /// D.2: how many and which residents change between S1 (the first `s1` players of
    /// the remainder) and S2: fewest exchanges, then the S1 players leaving from the
    /// bottom of S1 up, then the S2 players entering from the top of S2 down; the edges
    /// that no longer fit the chosen S1 and S2 are taken away.
    fn exchange(&mut self, remainder: &[usize], s1: usize) -> Result<(), PairingError> {
        for (oi, &o) in remainder.iter().enumerate() {
            for (pi, &p) in remainder.iter().enumerate().take(oi) {
                let w = self.exchange_weight(p, o, pi, s1);
                self.set(p, o, w);
            }
        }
        self.solve()?;
        let count = remainder
            .iter()
            .take(s1)
            .filter(|&&p| !self.in_s1(p))
            .count();
        self.exchange_out_of_s1(remainder, s1, count)?;
        self.exchange_into_s1(remainder, s1, count)?;
        self.keep_sides(remainder);
        Ok(())
    }

    /// After D.2: the edges of the `remainder` that do not join an S1 player to a later
    /// S2 player are taken away, the others carry their weights before any bonus.
    fn keep_sides(&mut self, remainder: &[usize]) {
        for (pi, &p) in remainder.iter().enumerate() {
            for &o in &remainder[pi + 1..] {
                if !self.in_s1(p) || self.in_s1(o) {
                    self.clear_base(p, o);
                }
                let w = self.base(p, o);
                self.set(p, o, w);
            }
        }
    }

    /// The S1 players that leave S1, lowest first.
    fn exchange_out_of_s1(
        &mut self,
        remainder: &[usize],
        s1: usize,
        count: usize,
    ) -> Result<(), PairingError> {
        let mut left = count;
        for it in (0..s1).rev() {
            if left == 0 {
                break;
            }
            let p = remainder[it];
            if self.in_s1(p) {
                for &o in &remainder[it + 1..] {
                    let w = self.exchange_weight(p, o, it, s1);
                    if !w.is_zero() {
                        self.set(p, o, w.sub_u64(1));
                    }
                }
                self.solve()?;
            }
            let out = !self.in_s1(p);
            if out {
                left -= 1;
            }
            for &o in &remainder[it + 1..] {
                if out {
                    self.clear_base(p, o);
                }
                let w = self.exchange_weight(p, o, it, s1);
                self.set(p, o, w);
            }
        }
        Ok(())
    }

    /// The S2 players that enter S1, highest first.
    fn exchange_into_s1(
        &mut self,
        remainder: &[usize],
        s1: usize,
        count: usize,
    ) -> Result<(), PairingError> {
        let mut left = count;
        for it in s1..remainder.len() {
            if left <= 1 {
                break;
            }
            let p = remainder[it];
            let already = self.in_s1(p);
            if !already {
                for &o in &remainder[it + 1..] {
                    let w = self.exchange_weight(p, o, it, s1);
                    if !w.is_zero() {
                        self.set(p, o, w.add_u64(1));
                    }
                }
                self.solve()?;
            }
            if self.in_s1(p) {
                left -= 1;
                // Now in S1: no longer paired with the S1 players above it, nor below.
                let others: Vec<usize> = remainder[..it]
                    .iter()
                    .copied()
                    .chain(self.next..self.stable.len())
                    .collect();
                for o in others {
                    self.clear_base(p, o);
                    self.set(p, o, WideUint::ZERO);
                }
                self.cut_from_next(p);
            }
            if !already {
                for &o in &remainder[it + 1..] {
                    let w = self.exchange_weight(p, o, it, s1);
                    self.set(p, o, w);
                }
            }
        }
        Ok(())
    }

    /// D.1: each S1 player, in order, meets the first S2 player (in order) that leaves a
    /// best pairing: from the last solve's duals where they decide it
    /// (`first_opponents`), otherwise by a solve with a bonus on the player's row.
    fn pair_s1(&mut self, remainder: &[usize], from_duals: bool) -> Result<(), PairingError> {
        let mut from_duals = from_duals && self.free_of_bonuses();
        // The pairs decided since the last solve, still in the graph (see
        // `first_opponents`: retiring them could dissolve blossoms and unsettle the
        // duals that decide the next players); taken out before the next solve.
        let mut pending: Vec<(usize, usize)> = Vec::new();
        for &p in remainder {
            if !self.in_s1(p) {
                continue;
            }
            if from_duals && let Some(q) = self.first_opponent_from_duals(p, remainder) {
                self.decide(p, q);
                pending.push((p, q));
                continue;
            }
            if from_duals {
                counted::add(|k| k.first_opponent_solved += 1);
            }
            for (a, b) in pending.drain(..) {
                self.graph.retire_pair(a, b);
            }
            let mut bonus = 0u64;
            for &o in remainder.iter().rev() {
                if o <= p || self.matched[o] {
                    continue;
                }
                let w = self.base(p, o);
                if !w.is_zero() {
                    // Along `p`'s row only: `p`'s dual covers the bonus, the S2 players
                    // keep theirs and their pairs (the solve starts from `p`).
                    self.graph.set_weight_from(p, o, w.add_u64(bonus));
                }
                bonus += 1;
            }
            self.solve()?;
            let q = self.stable[p];
            if q == p {
                // Its bonus stays in the graph: the duals decide no more players.
                from_duals = false;
            } else {
                // `p`'s pair stays in the graph with its bonus until the next solve (a
                // best pairing of the rest with this pair is a heaviest matching).
                self.decide(p, q);
                pending.push((p, q));
            }
        }
        Ok(())
    }
}

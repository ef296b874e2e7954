//! The matching graphs of one bracket, over the same edge weights:
//!
//! - *local*: the bracket and its next scoregroup alone, weighted without the completion
//!   field (C4 with C2/C5). Every edge that touches the players below them (the *rest*)
//!   weighs only that field, so a local solution is the best pairing of the round when
//!   its leftovers and the rest can still all be paired (`completion`);
//! - *whole*: every player still to pair, with the completion field. It is built when
//!   the bracket cannot be solved locally (the next scoregroup is at or below the PAB
//!   score, where C9 reads the whole matching; or C9 holds from the first bracket), or
//!   when a local solution has no completion.
//!
//! Weights handed to [`BracketMatcher::set_weight`] are full ones (completion field
//! included); edges no bracket sets weigh [`Weigher::edge_weight`] in the round's default
//! context.

use super::completion::Completion;
use super::players::Entrant;
use super::transposition::{TightGraph, first_transposition};
use super::weights::{EdgeContext, Weigher, compatible};
use crate::pairing::matching::{DenseGraph, StopCheck, Weight, WideUint};
use crate::pairing::{JobControl, PairingError};
use std::cell::RefCell;
use std::collections::HashMap;

/// `positions(n, list)[v]` = where `v` stands in `list` (players below `n`).
fn positions(n: usize, list: &[usize]) -> Vec<Option<usize>> {
    let mut position = vec![None; n];
    for (i, &v) in list.iter().enumerate() {
        if let Some(slot) = position.get_mut(v) {
            *slot = Some(i);
        }
    }
    position
}

/// The next scoregroup's player an absorption (`mate` over `0..=n`, vertex `n` standing
/// for "pairs further down") leaves for further down, if any.
fn sent_below(absorbed: &[Option<usize>], n: usize) -> Vec<usize> {
    absorbed
        .get(n)
        .copied()
        .flatten()
        .filter(|&v| v < n)
        .into_iter()
        .collect()
}

/// An empty graph of `n` vertices whose solves stop when the job is cancelled.
fn graph<const N: usize>(n: usize, control: &JobControl) -> DenseGraph<WideUint<N>> {
    let mut graph = DenseGraph::new(n);
    let control = control.clone();
    graph.set_stop(StopCheck::new(move || control.is_cancelled()));
    graph
}

/// The maximum-weight matchings of one bracket and its next scoregroup: which graph is
/// solved (local, whole, reduced), the pairs already fixed, and the weights set so far.
pub struct BracketMatcher<'a, const N: usize> {
    players: &'a [Entrant],
    weigher: &'a Weigher<'a>,
    /// The context of the edges no bracket sets.
    default_ctx: EdgeContext,
    /// Who may receive the PAB (C2 with C5), when the number of players is odd.
    bye_candidates: Option<&'a [bool]>,
    /// The pairs already decided: `fixed[v]` is `v`'s opponent.
    fixed: &'a mut [Option<usize>],
    /// The bracket and its next scoregroup (`members[i]` is local vertex `i`).
    members: Vec<usize>,
    position: Vec<Option<usize>>,
    local: Option<Local<N>>,
    whole: Option<Whole<N>>,
    reduced: Option<Reduced<N>>,
    control: &'a JobControl,
}

/// S1 and S2 alone, while the S1 players get their opponents (see
/// [`BracketMatcher::reduce`]).
struct Reduced<const N: usize> {
    members: Vec<usize>,
    position: Vec<Option<usize>>,
    graph: DenseGraph<WideUint<N>>,
    /// The next scoregroup: `in_next[v]`, and its matching for the absorptions (vertex
    /// `n` stands for "pairs further down", when the parity needs one).
    in_next: Vec<bool>,
    absorb: Completion,
}

/// Floaters matched into the next scoregroup (`mate` over `0..=n`), and the player of
/// it who pairs further down.
type AbsorbedFloaters = (Vec<Option<usize>>, Vec<usize>);

/// What [`BracketMatcher::first_transposition`] starts from, in S1 and S2 positions.
struct Plan {
    /// The S2 players' reduced vertices.
    s2_at: Vec<usize>,
    tight: TightGraph,
    mate: Vec<usize>,
    floats: Vec<bool>,
}

struct Local<const N: usize> {
    graph: DenseGraph<WideUint<N>>,
    completion: Option<Completion>,
}

struct Whole<const N: usize> {
    /// `index[v]`: `v`'s vertex in `graph`.
    index: Vec<Option<usize>>,
    vertices: Vec<usize>,
    graph: DenseGraph<WideUint<N>>,
}

/// What the matcher needs besides the players and weights.
pub struct Setup<'a> {
    pub players: &'a [Entrant],
    pub weigher: &'a Weigher<'a>,
    pub default_ctx: EdgeContext,
    pub bye_candidates: Option<&'a [bool]>,
    pub control: &'a JobControl,
}

impl<'a, const N: usize> BracketMatcher<'a, N> {
    /// A matcher for the bracket `members` (the bracket and its next scoregroup), solved
    /// locally when `local` holds. Set the members' weights, then call
    /// [`BracketMatcher::begin`]. With `alone` = the bracket's size, the whole field's
    /// graph starts with the bracket's edges only: the rest join with
    /// [`BracketMatcher::join_below`] after [`BracketMatcher::solve_bracket_alone`].
    pub fn new(
        setup: Setup<'a>,
        fixed: &'a mut [Option<usize>],
        members: &[usize],
        local: bool,
        alone: Option<usize>,
    ) -> Self {
        let n = setup.players.len();
        let position = positions(n, members);
        let mut e = BracketMatcher {
            players: setup.players,
            weigher: setup.weigher,
            default_ctx: setup.default_ctx,
            bye_candidates: setup.bye_candidates,
            fixed,
            members: members.to_vec(),
            position,
            local: None,
            whole: None,
            reduced: None,
            control: setup.control,
        };
        if local {
            e.local = Some(Local {
                graph: graph(members.len(), setup.control),
                completion: None,
            });
        } else {
            e.whole = Some(e.build_whole(alone));
        }
        e
    }

    fn member(&self, v: usize) -> Option<usize> {
        self.position.get(v).copied().flatten()
    }

    /// Every player still to pair, weighted: the members' edges as the local graph has
    /// them (plus the completion field), the others by default.
    fn build_whole(&self, alone: Option<usize>) -> Whole<N> {
        let n = self.players.len();
        let vertices: Vec<usize> = (0..n)
            .filter(|&v| self.fixed.get(v).is_some_and(|f| f.is_none()))
            .collect();
        let index = positions(n, &vertices);
        let mut graph = graph(vertices.len(), self.control);
        for (i, &u) in vertices.iter().enumerate() {
            if self.control.is_cancelled() {
                // The solve that follows stops at once.
                break;
            }
            for (j, &v) in vertices.iter().enumerate().take(i) {
                let in_bracket = |x: usize| self.member(x).is_some_and(|m| Some(m) < alone);
                if alone.is_some() && !(in_bracket(u) && in_bracket(v)) {
                    continue;
                }
                // v < u: v is the higher in pairing order.
                let (h, l) = (&self.players[v], &self.players[u]);
                let w = match (&self.local, self.member(u), self.member(v)) {
                    (Some(local), Some(a), Some(b)) => {
                        let q = local.graph.weight(a, b);
                        if q.is_zero() {
                            q
                        } else {
                            self.weigher
                                .completion_part::<N>(h, l, self.default_ctx.bye_score)
                                .wrapping_add(&q)
                        }
                    }
                    _ => self.weigher.edge_weight::<N>(h, l, self.default_ctx),
                };
                graph.set_weight(i, j, w);
            }
        }
        Whole {
            index,
            vertices,
            graph,
        }
    }

    /// Sets the full weight of {u, v}; both must be members.
    pub fn set_weight(&mut self, u: usize, v: usize, w: WideUint<N>) {
        self.put(u, v, w, false);
    }

    /// Sets the full weight of {u, v} as a change along `u`'s row: only `u` is
    /// re-settled (see `DenseGraph::set_weight_from`).
    pub fn set_row_weight(&mut self, u: usize, v: usize, w: WideUint<N>) {
        self.put(u, v, w, true);
    }

    /// The weight into every graph holding both ends (the local ones without the
    /// completion field).
    fn put(&mut self, u: usize, v: usize, w: WideUint<N>, row: bool) {
        fn set<const N: usize>(
            g: &mut DenseGraph<WideUint<N>>,
            a: usize,
            b: usize,
            w: WideUint<N>,
            row: bool,
        ) {
            if row {
                g.set_weight_from(a, b, w);
            } else {
                g.set_weight(a, b, w);
            }
        }
        let quality = self.weigher.layout.quality_bits();
        if let (Some(a), Some(b), Some(l)) = (self.member(u), self.member(v), &mut self.local) {
            set(&mut l.graph, a, b, w.low_bits(quality), row);
        }
        if let Some(r) = &mut self.reduced
            && let (Some(Some(a)), Some(Some(b))) = (r.position.get(u), r.position.get(v))
        {
            set(&mut r.graph, *a, *b, w.low_bits(quality), row);
        }
        if let Some(wh) = &mut self.whole
            && let (Some(Some(a)), Some(Some(b))) = (wh.index.get(u), wh.index.get(v))
        {
            set(&mut wh.graph, *a, *b, w, row);
        }
    }

    /// The weight of {u, v} below the completion field (zero: they may not meet).
    pub fn quality_weight(&self, u: usize, v: usize) -> WideUint<N> {
        if let (Some(a), Some(b), Some(l)) = (self.member(u), self.member(v), &self.local) {
            return l.graph.weight(a, b);
        }
        if let Some(wh) = &self.whole
            && let (Some(Some(a)), Some(Some(b))) = (wh.index.get(u), wh.index.get(v))
        {
            return wh
                .graph
                .weight(*a, *b)
                .low_bits(self.weigher.layout.quality_bits());
        }
        WideUint::ZERO
    }

    /// Solves the local graph as its weights stand (the bracket's, before the next
    /// scoregroup's rows are set): a warm start for the solve with every weight.
    pub fn solve_bracket_alone(&mut self) -> Result<(), PairingError> {
        if let Some(l) = &mut self.local {
            l.graph.solve();
        }
        if let Some(wh) = &mut self.whole {
            wh.graph.solve();
        }
        self.check_cancel()
    }

    /// The players below the next scoregroup join the whole field's graph (started
    /// with the bracket alone): their edges, weighed by default, are set along their
    /// own rows, so that only their duals are settled.
    pub fn join_below(&mut self) {
        let Some(wh) = &mut self.whole else {
            return;
        };
        for (i, &u) in wh.vertices.iter().enumerate() {
            if self.position.get(u).copied().flatten().is_some() {
                continue;
            }
            if self.control.is_cancelled() {
                return;
            }
            for (j, &v) in wh.vertices.iter().enumerate() {
                let below = self.position.get(v).copied().flatten().is_none();
                if u == v || (below && v > u) {
                    continue;
                }
                let (h, l) = (u.min(v), u.max(v));
                if let (Some(hp), Some(lp)) = (self.players.get(h), self.players.get(l)) {
                    let w = self.weigher.edge_weight::<N>(hp, lp, self.default_ctx);
                    wh.graph.set_weight_from(i, j, w);
                }
            }
        }
    }

    /// Counts the bracket's matching as changed (its next solve settles again), as
    /// dropping art. 4 bonuses does.
    pub fn mark_changed(&mut self) {
        if let (Some(l), Some(&v)) = (&mut self.local, self.members.first())
            && let Some(a) = self.position.get(v).copied().flatten()
        {
            l.graph.touch(a);
        }
    }

    /// Whether no weight changed since the last solve (its matching is still optimal).
    pub fn is_clean(&self) -> bool {
        self.local.as_ref().is_none_or(|l| !l.graph.has_changes())
            && self.whole.as_ref().is_none_or(|w| !w.graph.has_changes())
    }

    /// The members' weights are set: the rest's matching for the completions is found.
    pub fn begin(&mut self) {
        if self.local.is_none() {
            return;
        }
        let n = self.players.len();
        let rest: Vec<usize> = (0..n)
            .filter(|&v| self.fixed[v].is_none() && self.member(v).is_none())
            .collect();
        let completion = Completion::new(n, rest, self.bye_candidates.is_some(), &|a, b| {
            self.adjacent(a, b)
        });
        if let Some(l) = &mut self.local {
            l.completion = Some(completion);
        }
    }

    /// May `a` meet `b` (`b` = n: may `a` receive the PAB)?
    fn adjacent(&self, a: usize, b: usize) -> bool {
        let n = self.players.len();
        if a == n || b == n {
            let v = a.min(b);
            return self
                .bye_candidates
                .is_some_and(|c| c.get(v).copied().unwrap_or(false));
        }
        if let (Some(x), Some(y), Some(l)) = (self.member(a), self.member(b), &self.local) {
            return l.graph.has_edge(x, y);
        }
        match (self.players.get(a), self.players.get(b)) {
            (Some(p), Some(q)) => compatible(p, q, self.weigher.topscorer_threshold),
            _ => false,
        }
    }

    /// The best matching of everybody still to pair, as `stable[v]` = `v`'s opponent
    /// (the decided pairs included; `v` itself for the PAB receiver).
    pub fn solve(&mut self) -> Result<Vec<usize>, PairingError> {
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let n = self.players.len();
        let reduced = self.solve_reduced();
        self.check_cancel()?;
        if let Some(stable) = reduced {
            return Ok(stable);
        }
        if let Some(l) = &mut self.local {
            let mates = l.graph.solve();
            self.check_cancel()?;
            let leftovers: Vec<usize> = self
                .members
                .iter()
                .zip(&mates)
                .filter(|&(&v, m)| m.is_none() && self.fixed[v].is_none())
                .map(|(&v, _)| v)
                .collect();
            let completed = self.local.as_ref().and_then(|l| {
                l.completion
                    .as_ref()
                    .and_then(|c| c.complete(&leftovers, &|a, b| self.adjacent(a, b)))
            });
            if let Some(rest) = completed {
                let mut stable = self.stable_with(&rest);
                for (&v, m) in self.members.iter().zip(&mates) {
                    if let Some(m) = m.and_then(|m| self.members.get(m)) {
                        stable[v] = *m;
                    }
                }
                return Ok(stable);
            }
        }
        if self.whole.is_none() {
            self.whole = Some(self.build_whole(None));
        }
        let mut stable: Vec<usize> = (0..n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        if let Some(wh) = &mut self.whole {
            for (i, m) in wh.graph.solve().into_iter().enumerate() {
                if let (Some(&v), Some(m)) = (wh.vertices.get(i), m)
                    && let Some(&u) = wh.vertices.get(m)
                {
                    stable[v] = u;
                }
            }
        }
        self.check_cancel()?;
        Ok(stable)
    }

    /// `Err(Cancelled)` once the job is cancelled (a stopped solve means nothing).
    fn check_cancel(&self) -> Result<(), PairingError> {
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        Ok(())
    }

    /// From here on (until [`BracketMatcher::end_reduce`]) solves look at `members` (S1
    /// and S2) alone, once their other players are decided: the S1 players are all paired
    /// in the bracket, the rest of S2 and the unpaired MDPs float into `next` (the next
    /// scoregroup). Every edge from a floater into the next scoregroup weighs the same
    /// (C8 counts the pairs and the floaters' score, which is the residents' one; the
    /// criteria from C10 on are the bracket's), and so does every pair inside it; so
    /// when the floaters can all meet players of the next scoregroup and the others
    /// there still pair among themselves (all but one, which pairs further down with
    /// the rest), the matching of S1 and S2 alone decides. When they cannot, the solve
    /// falls back to the bracket's matching.
    pub fn reduce(&mut self, members: &[usize], next: &[usize]) {
        let n = self.players.len();
        let Some(l) = &self.local else {
            return;
        };
        if self.whole.is_some() {
            return;
        }
        let position = positions(n, members);
        let mut graph = graph(members.len(), self.control);
        for (i, &u) in members.iter().enumerate() {
            for (j, &v) in members.iter().enumerate().take(i) {
                if let (Some(a), Some(b)) = (self.member(u), self.member(v)) {
                    graph.set_weight(i, j, l.graph.weight(a, b));
                }
            }
        }
        let mut in_next = vec![false; n];
        for &v in next {
            if let Some(slot) = in_next.get_mut(v) {
                *slot = true;
            }
        }
        // The floaters are the bracket's players left once the S1 players are paired:
        // as many as its players still to pair, less an even number.
        let unpaired = self
            .members
            .iter()
            .filter(|&&v| self.fixed[v].is_none() && !in_next[v])
            .count();
        let odd = (next.len() + unpaired) % 2 == 1;
        let absorb = Completion::new(n, next.to_vec(), odd, &|a, b| {
            self.absorb_adjacent(&in_next, a, b)
        });
        self.reduced = Some(Reduced {
            members: members.to_vec(),
            position,
            graph,
            in_next,
            absorb,
        });
    }

    /// C.04.3 4.3 without exchanges, when that is a best pairing: S1 (`s1`, the
    /// residents in the first places) against S2 (`s2`, the others, all after them),
    /// the players left over floating into the next scoregroup (`next`) and the rest
    /// completed, compared with the bracket's last matching `stable` (solved locally,
    /// nothing fixed since). When it weighs as much, no exchange is needed and it is
    /// returned as `stable`; `None` otherwise.
    pub fn without_exchanges(
        &self,
        s1: &[usize],
        s2: &[usize],
        next: &[usize],
        stable: &[usize],
    ) -> Option<Vec<usize>> {
        let n = self.players.len();
        let l = self.local.as_ref()?;
        if self.whole.is_some() || self.reduced.is_some() {
            return None;
        }
        let weight = |u: usize, v: usize| Some(l.graph.weight(self.member(u)?, self.member(v)?));
        // The bracket's best value: its matching's local pairs.
        let mut best = WideUint::<N>::ZERO;
        for &v in &self.members {
            let m = *stable.get(v)?;
            if v < m && self.member(m).is_some() {
                best = best.wrapping_add(&weight(v, m)?);
            }
        }
        // S1 against S2 alone.
        let players: Vec<usize> = s1.iter().chain(s2).copied().collect();
        let mut graph = graph::<N>(players.len(), self.control);
        for (i, &p) in s1.iter().enumerate() {
            for (j, &o) in s2.iter().enumerate() {
                graph.set_weight(i, s1.len() + j, weight(p, o)?);
            }
        }
        let side: Vec<bool> = (0..players.len()).map(|i| i < s1.len()).collect();
        graph.start_from_side(&side);
        let mates = graph.solve();
        if graph.was_stopped() || mates.iter().take(s1.len()).any(Option::is_none) {
            return None;
        }
        let mut value = WideUint::<N>::ZERO;
        let mut candidate: Vec<usize> = (0..n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        let mut in_next = vec![false; n];
        for &v in next {
            *in_next.get_mut(v)? = true;
        }
        let mut in_s1_or_s2 = vec![false; n];
        for &v in &players {
            *in_s1_or_s2.get_mut(v)? = true;
        }
        let mut floaters: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&v| self.fixed[v].is_none() && !in_next[v] && !in_s1_or_s2[v])
            .collect();
        for (i, m) in mates.iter().enumerate() {
            let v = *players.get(i)?;
            match m {
                Some(m) if i < *m => {
                    let u = *players.get(*m)?;
                    value = value.wrapping_add(&weight(v, u)?);
                    candidate[v] = u;
                    candidate[u] = v;
                }
                Some(_) => {}
                None => floaters.push(v),
            }
        }
        // The floaters into the next scoregroup, and the rest below (as `reduce` and
        // `absorb_floaters` do it).
        floaters.sort_unstable();
        let odd = (next.len() + floaters.len()) % 2 == 1;
        let adjacent = |a: usize, b: usize| self.absorb_adjacent(&in_next, a, b);
        let absorb = Completion::new(n, next.to_vec(), odd, &adjacent);
        let absorbed = absorb.complete(&floaters, &adjacent)?;
        let down = sent_below(&absorbed, n);
        let rest = self.complete_below(&down)?;
        for (v, m) in rest.iter().enumerate().take(n) {
            if let Some(m) = m.filter(|&m| m < n) {
                candidate[v] = m;
            }
        }
        for (v, m) in absorbed.iter().enumerate().take(n) {
            if let Some(m) = m.filter(|&m| m < n) {
                candidate[v] = m;
                if v < m && self.member(m).is_some() && self.member(v).is_some() {
                    value = value.wrapping_add(&weight(v, m)?);
                }
            }
        }
        (value == best).then_some(candidate)
    }

    /// Back to the bracket's matching.
    pub fn end_reduce(&mut self) {
        self.reduced = None;
    }

    /// Adjacency for the absorption into the next scoregroup: vertex `n` (pairing
    /// further down) is adjacent to its players only.
    fn absorb_adjacent(&self, in_next: &[bool], a: usize, b: usize) -> bool {
        let n = self.players.len();
        if a == n || b == n {
            return in_next.get(a.min(b)).copied().unwrap_or(false);
        }
        self.adjacent(a, b)
    }

    /// The reduced solve (see [`BracketMatcher::reduce`]), `None` when there is none or
    /// its floaters cannot be absorbed as required.
    fn solve_reduced(&mut self) -> Option<Vec<usize>> {
        let mates = self.reduced.as_mut()?.graph.solve();
        let r = self.reduced.as_ref()?;
        let mut stable = self.absorb_floaters(&|i| mates.get(i).copied().flatten().is_none())?;
        for (&v, m) in r.members.iter().zip(&mates) {
            if let Some(&m) = m.and_then(|m| r.members.get(m)) {
                stable[v] = m;
            }
        }
        Some(stable)
    }

    /// The bracket's players still to pair who are not S1 or S2 players, and those S1
    /// and S2 players whose reduced vertex is `unpaired`, floated into the next
    /// scoregroup and the rest completed: `stable[v]` as [`BracketMatcher::solve`]
    /// gives it (the S1 and S2 pairs left to the caller). `None` when they cannot be
    /// absorbed as required.
    fn absorb_floaters(&self, unpaired: &dyn Fn(usize) -> bool) -> Option<Vec<usize>> {
        let n = self.players.len();
        let (absorbed, down) = self.absorb(unpaired)?;
        let rest = self.complete_below(&down)?;
        let mut stable = self.stable_with(&rest);
        for (v, m) in absorbed.iter().enumerate().take(n) {
            if let Some(m) = m.filter(|&m| m < n) {
                stable[v] = m;
            }
        }
        Some(stable)
    }

    /// The floaters of [`BracketMatcher::absorb_floaters`] matched into the next
    /// scoregroup, and the player of it left to pair further down (if any).
    fn absorb(&self, unpaired: &dyn Fn(usize) -> bool) -> Option<AbsorbedFloaters> {
        let n = self.players.len();
        let r = self.reduced.as_ref()?;
        let mut floaters: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&v| {
                self.fixed[v].is_none() && !r.in_next[v] && r.position[v].is_none_or(unpaired)
            })
            .collect();
        floaters.sort_unstable();
        let absorbed = r
            .absorb
            .complete(&floaters, &|a, b| self.absorb_adjacent(&r.in_next, a, b))?;
        let down = sent_below(&absorbed, n);
        Some((absorbed, down))
    }

    /// Everybody's partner: the decided pairs, then the rest's completion `rest` (over
    /// `0..=n`); the others (the caller's to set) face themselves.
    fn stable_with(&self, rest: &[Option<usize>]) -> Vec<usize> {
        let n = self.players.len();
        (0..n)
            .map(|v| {
                self.fixed[v]
                    .or(rest.get(v).copied().flatten().filter(|&m| m < n))
                    .unwrap_or(v)
            })
            .collect()
    }

    /// The rest's completion with `down` (the next scoregroup's player who pairs
    /// further down, if any).
    fn complete_below(&self, down: &[usize]) -> Option<Vec<Option<usize>>> {
        self.local
            .as_ref()?
            .completion
            .as_ref()?
            .complete(down, &|a, b| self.adjacent(a, b))
    }

    /// C.04.3 4.2 for every S1 player at once, from one reduced solve and its duals
    /// (`transposition`): each of `s1` (in order) is paired with the first player of
    /// `s2` (in the order they are tried) with whom a best pairing exists, exactly as
    /// one solve per S1 player with a bonus on its row would pair them. The pairs are
    /// fixed and `stable` is returned as the last of those solves would give it.
    ///
    /// `Ok(None)` when that equivalence is not proven: the weights have bits in the
    /// lowest `tie_break_bits` (where the row bonuses go), the duals do not certify
    /// the matching, an S1 player could stay unpaired, or a possible set of floaters
    /// cannot be absorbed. The reduced graph has then been solved once: call
    /// [`BracketMatcher::reduce`] again before solving per player.
    pub fn first_transposition(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        tie_break_bits: u32,
    ) -> Result<Option<Vec<usize>>, PairingError> {
        let Some(r) = self.reduced.as_mut() else {
            return Ok(None);
        };
        // S1 against S2 alone: the assignment problem's start (S2 has no edge inside).
        let mut in_s1 = vec![false; r.members.len()];
        for &v in s1 {
            if let Some(slot) = r
                .position
                .get(v)
                .copied()
                .flatten()
                .and_then(|i| in_s1.get_mut(i))
            {
                *slot = true;
            }
        }
        r.graph.start_from_side(&in_s1);
        let mates = r.graph.solve();
        self.check_cancel()?;
        let Some(plan) = self.certified_plan(s1, s2, &mates, tie_break_bits) else {
            self.check_cancel()?;
            return Ok(None);
        };
        let control = self.control;
        let opponents = first_transposition(&plan.tight, &plan.mate, &plan.floats, &|| {
            control.is_cancelled()
        });
        self.check_cancel()?;
        let Some(opponents) = opponents else {
            return Ok(None);
        };
        let pairs: Vec<(usize, usize)> = s1
            .iter()
            .zip(&opponents)
            .filter_map(|(&v, &j)| Some((v, *s2.get(j)?)))
            .collect();
        // The S2 players left over float.
        let mut left_over = vec![false; plan.mate.len() + plan.floats.len()];
        for &x in &plan.s2_at {
            if let Some(slot) = left_over.get_mut(x) {
                *slot = true;
            }
        }
        for &j in &opponents {
            if let Some(slot) = plan.s2_at.get(j).and_then(|&x| left_over.get_mut(x)) {
                *slot = false;
            }
        }
        let Some(mut stable) =
            self.absorb_floaters(&|i| left_over.get(i).copied().unwrap_or(false))
        else {
            return Ok(None);
        };
        for &(v, m) in &pairs {
            stable[v] = m;
            stable[m] = v;
            self.finalize(v, m);
        }
        Ok(Some(stable))
    }

    /// The tight graph, starting matching and possible floaters of
    /// [`BracketMatcher::first_transposition`], once every condition is checked.
    fn certified_plan(
        &self,
        s1: &[usize],
        s2: &[usize],
        mates: &[Option<usize>],
        tie_break_bits: u32,
    ) -> Option<Plan> {
        let r = self.reduced.as_ref()?;
        let duals = r.graph.certificate()?;
        let index = |v: usize| r.position.get(v).copied().flatten();
        let s1_at: Vec<usize> = s1.iter().map(|&v| index(v)).collect::<Option<_>>()?;
        let s2_at: Vec<usize> = s2.iter().map(|&v| index(v)).collect::<Option<_>>()?;
        if s1_at.len() + s2_at.len() != r.members.len() {
            return None;
        }
        let mut s2_of = vec![None; r.members.len()];
        for (j, &x) in s2_at.iter().enumerate() {
            *s2_of.get_mut(x)? = Some(j);
        }
        let mut tight = TightGraph::new(s1_at.len(), s2_at.len());
        for (i, &a) in s1_at.iter().enumerate() {
            // A cancel stops here; the caller's next solve reports it.
            if duals.get(a)?.is_zero() || self.control.is_cancelled() {
                return None;
            }
            for (j, &b) in s2_at.iter().enumerate() {
                let w = r.graph.weight(a, b);
                if w.is_zero() {
                    continue;
                }
                if w.low_bits(tie_break_bits) != WideUint::ZERO {
                    return None;
                }
                if duals.get(a)?.plus(duals.get(b)?) == w.plus(&w) {
                    tight.add(i, j);
                }
            }
        }
        let mate: Vec<usize> = s1_at
            .iter()
            .map(|&a| {
                mates
                    .get(a)
                    .copied()
                    .flatten()
                    .and_then(|m| s2_of.get(m).copied().flatten())
            })
            .collect::<Option<_>>()?;
        let floats: Vec<bool> = s2_at
            .iter()
            .map(|&b| duals.get(b).is_some_and(|d| d.is_zero()))
            .collect();
        let left_over: Vec<usize> = s2_at
            .iter()
            .copied()
            .filter(|&b| mates.get(b).copied().flatten().is_none())
            .collect();
        let may_float: Vec<usize> = s2_at
            .iter()
            .copied()
            .zip(&floats)
            .filter(|&(_, &f)| f)
            .map(|(b, _)| b)
            .collect();
        // Every set of floaters a best matching can leave must be absorbed, as the
        // solve per player would find it.
        // The rest's completion depends only on who goes further down: asked once each.
        let completes = RefCell::new(HashMap::new());
        let absorbs = |set: &[usize]| {
            if self.control.is_cancelled() {
                return false;
            }
            let Some((_, down)) = self.absorb(&|i| set.contains(&i)) else {
                return false;
            };
            *completes
                .borrow_mut()
                .entry(down.clone())
                .or_insert_with(|| self.complete_below(&down).is_some())
        };
        let every_set_absorbed = match left_over.len() {
            0 => absorbs(&[]),
            1 => may_float.iter().all(|&b| absorbs(&[b])),
            _ => may_float == left_over && absorbs(&left_over),
        };
        every_set_absorbed.then_some(Plan {
            s2_at,
            tight,
            mate,
            floats,
        })
    }

    /// Fixes the pair {a, b}: it leaves the graphs (the rest of the last matching stays
    /// optimal without it) and is reported as matched from now on.
    pub fn finalize(&mut self, a: usize, b: usize) {
        if let Some(r) = &mut self.reduced
            && let (Some(Some(x)), Some(Some(y))) = (r.position.get(a), r.position.get(b))
        {
            r.graph.retire_pair(*x, *y);
        }
        if let (Some(x), Some(y), Some(l)) = (self.member(a), self.member(b), &mut self.local) {
            l.graph.retire_pair(x, y);
        }
        if let Some(wh) = &mut self.whole
            && let (Some(Some(x)), Some(Some(y))) = (wh.index.get(a), wh.index.get(b))
        {
            wh.graph.retire_pair(*x, *y);
        }
        if let Some(f) = self.fixed.get_mut(a) {
            *f = Some(b);
        }
        if let Some(f) = self.fixed.get_mut(b) {
            *f = Some(a);
        }
    }
}

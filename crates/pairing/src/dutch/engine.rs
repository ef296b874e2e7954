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

mod next_scoregroup_apart;
mod s1_and_s2;
mod whole_s1;

use super::completion::Completion;
use super::row_weights::class_numbers;
use super::weights::{EdgeContext, Weigher, compatible};
use crate::matching::{DenseGraph, NO_EDGE_KEY, StopCheck, WideUint};
use crate::swiss::Entrant;
use crate::{JobControl, PairingError};
use next_scoregroup_apart::Detached;
use s1_and_s2::Reduced;

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

/// `marks_at(size, players, at)[i]`: whether `at` places one of `players` at `i` (the
/// players a graph of `size` vertices holds, by their vertex).
fn marks_at(size: usize, players: &[usize], at: impl Fn(usize) -> Option<usize>) -> Vec<bool> {
    let mut marks = vec![false; size];
    for &v in players {
        if let Some(slot) = at(v).and_then(|i| marks.get_mut(i)) {
            *slot = true;
        }
    }
    marks
}

/// An empty graph with a vertex per player of `vertices`, kept by the players' classes
/// (see `DenseGraph::with_classes`), whose solves stop when the job is cancelled.
fn graph<const N: usize>(
    players: &[Entrant],
    vertices: &[usize],
    control: &JobControl,
) -> DenseGraph<WideUint<N>> {
    let mut graph = DenseGraph::with_classes(class_numbers(players, vertices));
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
    /// S1 against S2 as [`BracketMatcher::without_exchanges`] solved them (the players
    /// and the graph), when no exchange was needed: the reduced graph to come, solved.
    unexchanged: Option<(Vec<usize>, DenseGraph<WideUint<N>>)>,
    /// The next scoregroup is left with the rest (see `next_scoregroup_apart`).
    detached: Option<Detached>,
    /// A row's partners as vertices of a graph (kept between rows: no allocation each).
    row_vertices: Vec<usize>,
    control: &'a JobControl,
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

impl<const N: usize> Whole<N> {
    /// `v`'s vertex in the graph.
    fn vertex(&self, v: usize) -> Option<usize> {
        self.index.get(v).copied().flatten()
    }
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
    /// Every pair of members with a resident (member `residents_start` on) is the
    /// caller's to set.
    pub fn new(
        setup: Setup<'a>,
        fixed: &'a mut [Option<usize>],
        members: &[usize],
        local: bool,
        alone: Option<usize>,
        residents_start: usize,
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
            unexchanged: None,
            detached: None,
            control: setup.control,
            row_vertices: Vec::new(),
        };
        if local {
            // A bracket solved alone first keeps its next scoregroup out of the graph
            // (`detached`): rows for the bracket's players only, until it joins.
            e.local = Some(Local {
                graph: graph(
                    setup.players,
                    members
                        .get(..alone.unwrap_or(members.len()))
                        .unwrap_or(members),
                    setup.control,
                ),
                completion: None,
            });
        } else {
            e.whole = Some(e.build_whole(alone, Some(residents_start)));
        }
        e
    }

    /// The local graph with a row for every member: one started for the bracket alone
    /// grows, its weights copied and the pairs decided so far kept out. It is solved
    /// again from the start.
    pub fn widen_local(&mut self) {
        let len = self.members.len();
        let decided: Vec<usize> = self
            .members
            .iter()
            .enumerate()
            .filter(|&(_, &v)| self.fixed.get(v).is_some_and(Option::is_some))
            .map(|(i, _)| i)
            .collect();
        let Some(l) = &mut self.local else {
            return;
        };
        let k = l.graph.len();
        if k >= len {
            return;
        }
        let at: Vec<usize> = (0..len)
            .map(|i| if i < k { i } else { usize::MAX })
            .collect();
        let mut graph = l.graph.induced(&at, |w| *w);
        graph.retire_vertices(&decided);
        l.graph = graph;
    }

    fn member(&self, v: usize) -> Option<usize> {
        self.position.get(v).copied().flatten()
    }

    /// Every player still to pair, weighted: the members' edges as the local graph has
    /// them (plus the completion field), the others by default. With `caller_sets` =
    /// `Some(residents_start)`, the members' pairs with a resident stay empty: the
    /// caller sets them.
    fn build_whole(&self, alone: Option<usize>, caller_sets: Option<usize>) -> Whole<N> {
        let n = self.players.len();
        let vertices: Vec<usize> = (0..n)
            .filter(|&v| self.fixed.get(v).is_some_and(|f| f.is_none()))
            .collect();
        let index = positions(n, &vertices);
        let mut graph = graph(self.players, &vertices, self.control);
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
                if let (Some(r), Some(a), Some(b)) = (caller_sets, self.member(u), self.member(v))
                    && a.max(b) >= r
                {
                    continue;
                }
                // v < u: v is the higher in pairing order.
                let (h, l) = (&self.players[v], &self.players[u]);
                let w = match (&self.local, self.member(u), self.member(v)) {
                    // u is the lower: when either is in a detached next scoregroup, u is.
                    (Some(_), Some(_), Some(_)) if self.in_detached_next(u) => {
                        self.detached_weight(v, u)
                    }
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

    /// Sets member `lower`'s full weights against every member before it, as
    /// [`BracketMatcher::set_weight`] (with `row`: [`BracketMatcher::set_row_weight`])
    /// would pair by pair, `lower`'s row read and the others' written. `keys[i]` is
    /// member `i`'s kind ([`NO_EDGE_KEY`]: they may not meet): members of one kind weigh
    /// alike against `lower`, and `weight_of(i)` is asked once per kind.
    pub fn set_member_row(
        &mut self,
        lower: usize,
        keys: &[u32],
        row: bool,
        mut weight_of: impl FnMut(usize) -> WideUint<N>,
    ) {
        let (Some(&u), Some(higher)) = (self.members.get(lower), self.members.get(..lower)) else {
            return;
        };
        if self.detached.is_some() || self.reduced.is_some() {
            // (Not while the row loop runs: pair by pair, as before.)
            let higher = higher.to_vec();
            for (i, (&v, &key)) in higher.iter().zip(keys).enumerate() {
                let w = if key == NO_EDGE_KEY {
                    WideUint::ZERO
                } else {
                    weight_of(i)
                };
                self.put(u, v, w, row);
            }
            return;
        }
        let quality = self.weigher.layout.quality_bits();
        let mut at = std::mem::take(&mut self.row_vertices);
        if let Some(l) = &mut self.local {
            at.clear();
            at.extend(0..lower);
            l.graph
                .set_row_by_key(lower, &at, keys, row, |i| weight_of(i).low_bits(quality));
        }
        if let Some(wh) = &mut self.whole
            && let Some(x) = wh.vertex(u)
        {
            at.clear();
            at.extend(higher.iter().map(|&v| wh.vertex(v).unwrap_or(usize::MAX)));
            wh.graph.set_row_by_key(x, &at, keys, row, weight_of);
        }
        self.row_vertices = at;
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
        if self.set_detached(u, v, &w) {
            // A removal into the detached next scoregroup, remembered there.
            return;
        }
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

    /// Removes every edge among `players` (the bracket's residents in order, none in a
    /// detached next scoregroup) but those from an S1 player (`in_s1`) to a later S2
    /// player, in the local and whole graphs: as [`BracketMatcher::set_weight`] with
    /// zero would, pair by pair.
    pub fn keep_s1_to_later_s2(&mut self, players: &[usize], in_s1: &[bool]) {
        let s1 = |i: usize| in_s1.get(i).copied().unwrap_or(false);
        let keep = |i: usize, j: usize| {
            let (first, second) = (i.min(j), i.max(j));
            s1(first) && !s1(second)
        };
        let local_at: Vec<usize> = players
            .iter()
            .map(|&v| self.member(v).unwrap_or(usize::MAX))
            .collect();
        if let Some(l) = &mut self.local {
            l.graph.clear_among(&local_at, keep);
        }
        if let Some(wh) = &mut self.whole {
            let at: Vec<usize> = players
                .iter()
                .map(|&v| wh.vertex(v).unwrap_or(usize::MAX))
                .collect();
            wh.graph.clear_among(&at, keep);
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

    /// Solves the graph as its weights stand (the bracket's, the first `next_start`
    /// members, before the next scoregroup's rows are set): a warm start for the solve
    /// with every weight. The number of the bracket's players still to pair whom that
    /// matching leaves unpaired. The MDPs (the first `residents_start` members) stay
    /// out of the solver's split start (their edges outweigh the residents').
    pub fn solve_bracket_alone(
        &mut self,
        residents_start: usize,
        next_start: usize,
    ) -> Result<usize, PairingError> {
        let mut partner: Vec<Option<usize>> = Vec::new();
        if let Some(l) = &mut self.local {
            l.graph.set_split_outside(
                (0..self.members.len())
                    .map(|i| i < residents_start)
                    .collect(),
            );
            let mates = l.graph.solve();
            partner = mates
                .iter()
                .map(|m| m.and_then(|m| self.members.get(m).copied()))
                .collect();
        } else if let Some(wh) = &mut self.whole {
            let mdps = self.members.get(..residents_start).unwrap_or_default();
            let outside = marks_at(wh.vertices.len(), mdps, |v| {
                wh.index.get(v).copied().flatten()
            });
            wh.graph.set_split_outside(outside);
            let mates = wh.graph.solve();
            partner = self
                .members
                .iter()
                .map(|&v| {
                    let m = mates
                        .get(wh.index.get(v).copied().flatten()?)
                        .copied()
                        .flatten()?;
                    wh.vertices.get(m).copied()
                })
                .collect();
        }
        self.check_cancel()?;
        let paired = |v: usize, m: &Option<usize>| {
            self.fixed[v].is_some()
                || m.is_some_and(|m| self.member(m).is_some_and(|i| i < next_start))
        };
        Ok(self
            .members
            .iter()
            .zip(&partner)
            .take(next_start)
            .filter(|&(&v, m)| !paired(v, m))
            .count())
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
        let completion = self.rest_completion();
        if let Some(l) = &mut self.local {
            l.completion = Some(completion);
        }
    }

    /// A matching of the players below the bracket and its next scoregroup, for their
    /// completions (with the PAB when the number of players is odd).
    fn rest_completion(&self) -> Completion {
        let n = self.players.len();
        let rest: Vec<usize> = (0..n)
            .filter(|&v| {
                self.fixed[v].is_none()
                    && (self.member(v).is_none()
                        || (self.next_in_rest() && self.in_detached_next(v)))
            })
            .collect();
        Completion::new(
            n,
            rest,
            self.bye_candidates.is_some(),
            &|a, b| self.adjacent(a, b),
            &|| self.control.is_cancelled(),
        )
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
        if self.in_detached_next(a) || self.in_detached_next(b) {
            return self.detached_adjacent(a, b);
        }
        if let (Some(x), Some(y), Some(l)) = (self.member(a), self.member(b), &self.local) {
            return l.graph.has_edge(x, y);
        }
        if let (Some(_), Some(_), Some(wh)) = (self.member(a), self.member(b), &self.whole)
            && let (Some(Some(x)), Some(Some(y))) = (wh.index.get(a), wh.index.get(b))
        {
            return wh.graph.has_edge(*x, *y);
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
        // A reduction of the whole field's matching that no longer holds: back to the
        // whole field.
        self.leave_reduction();
        while let Some(l) = &mut self.local {
            let mates = l.graph.solve();
            self.check_cancel()?;
            let leftovers: Vec<usize> = self
                .members
                .iter()
                .zip(&mates)
                .filter(|&(&v, m)| {
                    m.is_none() && self.fixed[v].is_none() && !self.in_detached_next(v)
                })
                .map(|(&v, _)| v)
                .collect();
            // Floaters into a detached next scoregroup first (see `next_scoregroup_apart`).
            let absorbing = self.absorbs_detached();
            let (absorbed, down) = match self.absorb_detached(&leftovers) {
                Some(absorbed) => absorbed,
                None if absorbing => {
                    self.attach_next();
                    continue;
                }
                None => (Vec::new(), leftovers),
            };
            let completed = self.local.as_ref().and_then(|l| {
                l.completion
                    .as_ref()
                    .and_then(|c| c.complete(&down, &|a, b| self.adjacent(a, b)))
            });
            let Some(rest) = completed else {
                if absorbing {
                    self.attach_next();
                    continue;
                }
                break;
            };
            let mut stable = self.stable_with(&rest);
            for (v, m) in absorbed.iter().enumerate().take(n) {
                if let Some(m) = m.filter(|&m| m < n) {
                    stable[v] = m;
                }
            }
            for (&v, m) in self.members.iter().zip(&mates) {
                if let Some(m) = m.and_then(|m| self.members.get(m)) {
                    stable[v] = *m;
                }
            }
            return Ok(stable);
        }
        if self.whole.is_none() {
            self.whole = Some(self.build_whole(None, None));
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
        let waits = self.reduced.as_ref().is_some_and(Reduced::whole_field);
        if let Some(wh) = &mut self.whole
            && !waits
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

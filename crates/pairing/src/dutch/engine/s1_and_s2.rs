//! The reduced graph of a bracket: S1 and S2 alone, once their other players are
//! decided, while the S1 players get their opponents (C.04.3 art. 4.2), with the
//! floaters absorbed into the next scoregroup and the players below completed; and
//! art. 4.3 without exchanges, found from S1 and S2 alone.

use super::{BracketMatcher, positions, sent_below};

/// `marked(n, list)[v]`: whether `v` is in `list` (players below `n`).
pub(super) fn marked(n: usize, list: &[usize]) -> Vec<bool> {
    let mut mark = vec![false; n];
    for &v in list {
        if let Some(slot) = mark.get_mut(v) {
            *slot = true;
        }
    }
    mark
}
use crate::PairingError;
use crate::dutch::completion::Completion;
use crate::matching::{DenseGraph, WideUint};

/// S1 and S2 alone, while the S1 players get their opponents (see
/// [`BracketMatcher::reduce`]).
pub(super) struct Reduced<const N: usize> {
    pub(super) members: Vec<usize>,
    pub(super) position: Vec<Option<usize>>,
    pub(super) graph: DenseGraph<WideUint<N>>,
    /// The next scoregroup: `in_next[v]`.
    pub(super) in_next: Vec<bool>,
    /// The next scoregroup's matching for the absorptions (vertex `n` stands for "pairs
    /// further down", when the parity needs one); `None`: nobody may float.
    pub(super) absorb: Option<Completion>,
    below: Below,
}

/// The players below the next scoregroup while the reduced graph is solved.
enum Below {
    /// Completed by the local graph's completion.
    Local,
    /// Whole field: completed by this matching of them (the whole field's graph waits
    /// until [`BracketMatcher::end_reduce`]).
    Completed(Completion),
    /// Whole field, nobody floating: everybody outside S1 and S2 keeps the partner this
    /// matching of the whole field gives (`stable[v]`).
    Kept(Vec<usize>),
    /// Whole field, the last bracket: nobody is below, and its one floater receives
    /// the PAB.
    Bye,
}

impl<const N: usize> Reduced<N> {
    /// Whether the whole field's graph waits for the end of the reduction.
    pub(super) fn whole_field(&self) -> bool {
        !matches!(self.below, Below::Local)
    }
}

/// Floaters matched into the next scoregroup (`mate` over `0..=n`), and the player of
/// it who pairs further down.
pub(super) type AbsorbedFloaters = (Vec<Option<usize>>, Vec<usize>);

impl<'a, const N: usize> BracketMatcher<'a, N> {
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
        // Players outside the local graph (none are) would stay without edges.
        let local: Vec<usize> = members
            .iter()
            .map(|&v| self.member(v).unwrap_or(usize::MAX))
            .collect();
        // S1 against S2 solved already, when their sides are fixed as they were then.
        let graph = match self.unexchanged.take() {
            Some((players, graph)) if players == members => graph,
            _ => l.graph.induced(&local, |w| *w),
        };
        let in_next = marked(n, next);
        // The floaters are the bracket's players left once the S1 players are paired:
        // as many as its players still to pair, less an even number.
        let unpaired = self
            .members
            .iter()
            .filter(|&&v| self.fixed[v].is_none() && !in_next[v])
            .count();
        // A detached next scoregroup is in the rest's completion: nobody may float.
        let absorb = (!self.next_in_rest()).then(|| self.absorption(next, &in_next, unpaired));
        self.reduced = Some(Reduced {
            members: members.to_vec(),
            position,
            graph,
            in_next,
            absorb,
            below: Below::Local,
        });
    }

    /// [`BracketMatcher::reduce`] in the whole field's matching (`stable`: its last
    /// solve; `c9`: C9 weighs in this bracket). Three cases:
    ///
    /// - nobody floats: every player of the bracket still to pair is in S1 or S2
    ///   (`members`), and `stable` pairs S1 against S2 in full. Every best matching then
    ///   does the same (C6 counts the pairs in the bracket, and S1 and S2 have no edge
    ///   inside), so a best pairing of S1 and S2 and a best one of the others add up to
    ///   a best one of all: the others keep their partners in `stable`;
    /// - without C9, and with nobody of the bracket able to take the PAB, the whole
    ///   field's weights below the bracket are the local ones plus the completion
    ///   field, so the local argument holds: the floaters are absorbed into the next
    ///   scoregroup and the players below it completed;
    /// - the last bracket (nobody below it, no next scoregroup), with an odd number of
    ///   players: every best matching pairs all but one of its players (C6) and gives
    ///   the PAB to the one left, who may receive it (C2, C5). Among such matchings the
    ///   completion field weighs the same, so the best of S1 and S2 alone (C9 is in
    ///   their weights) is a best one of all when its one floater may take the PAB.
    ///
    /// Meanwhile the whole field's graph waits: [`BracketMatcher::end_reduce`] takes the
    /// pairs out of it and solves it again. Otherwise nothing changes.
    pub fn reduce_whole_field(
        &mut self,
        members: &[usize],
        next: &[usize],
        stable: &[usize],
        c9: bool,
    ) {
        if self.whole.is_some() {
            self.reduced = self.whole_field_reduced(members, next, stable, c9);
        }
    }

    fn whole_field_reduced(
        &self,
        members: &[usize],
        next: &[usize],
        stable: &[usize],
        c9: bool,
    ) -> Option<Reduced<N>> {
        let n = self.players.len();
        let wh = self.whole.as_ref()?;
        let position = positions(n, members);
        let in_next = marked(n, next);
        let reduced = |v: usize| position.get(v).copied().flatten().is_some();
        let to_pair: Vec<usize> = self
            .members
            .iter()
            .copied()
            .filter(|&v| self.fixed[v].is_none() && !in_next[v])
            .collect();
        let paired_inside = to_pair.iter().all(|&v| {
            let m = stable.get(v).copied().unwrap_or(v);
            reduced(v) && m != v && reduced(m)
        });
        let last = next.is_empty() && wh.vertices.iter().all(|&v| self.member(v).is_some());
        let (absorb, below) = if paired_inside {
            (None, Below::Kept(stable.to_vec()))
        } else if last && self.bye_candidates.is_some() {
            (None, Below::Bye)
        } else {
            let may_take_bye = |v: usize| {
                self.bye_candidates
                    .is_some_and(|c| c.get(v).copied().unwrap_or(true))
            };
            if c9 || to_pair.iter().any(|&v| may_take_bye(v)) {
                return None;
            }
            let absorb = self.absorption(next, &in_next, to_pair.len());
            (Some(absorb), Below::Completed(self.rest_completion()))
        };
        #[cfg(test)]
        crate::dutch::counted::add(|c| match below {
            Below::Kept(_) => c.whole_field_kept += 1,
            Below::Bye => c.whole_field_bye += 1,
            _ => c.whole_field_absorbed += 1,
        });
        let quality = self.weigher.layout.quality_bits();
        let whole: Vec<usize> = members
            .iter()
            .map(|&v| wh.index.get(v).copied().flatten())
            .collect::<Option<_>>()?;
        let graph = wh.graph.induced(&whole, |w| w.low_bits(quality));
        Some(Reduced {
            members: members.to_vec(),
            position,
            graph,
            in_next,
            absorb,
            below,
        })
    }

    /// C.04.3 4.3 without exchanges, when that is a best pairing: S1 (`s1`, the
    /// residents in the first places) against S2 (`s2`, the others, all after them),
    /// the players left over floating into the next scoregroup (`next`) and the rest
    /// completed, compared with the bracket's last matching `stable` (nothing fixed
    /// since but the paired MDPs' pairs, which left the graph: the rest of `stable` is
    /// a best matching of what is left). When it weighs as much, no exchange is needed
    /// and it is returned as `stable`; `None` otherwise.
    ///
    /// The bracket is solved locally, or it is the whole field's last bracket (nobody
    /// below it, no next scoregroup). There every best matching pairs all but one of
    /// its players (C6) and gives the PAB to the one left (C2, C5, with C9 in the
    /// weights), so S1 against S2 is a best one when it weighs as much as `stable` and
    /// its one floater (with an odd number of players) may receive the PAB.
    ///
    /// In a local bracket, S1 against S2 solved here is kept for
    /// [`BracketMatcher::reduce`]: once the caller has fixed the sides (S1 and S2
    /// without edges inside), the reduced graph is that graph, and it is solved.
    pub fn without_exchanges(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        next: &[usize],
        stable: &[usize],
    ) -> Option<Vec<usize>> {
        let n = self.players.len();
        if self.reduced.is_some() || !self.unexchanged_applies() {
            return None;
        }
        let weight = |u: usize, v: usize| self.bracket_weight(u, v);
        // S1 against S2 alone: the bracket's graph on them, without edges inside S1 or
        // inside S2.
        let players: Vec<usize> = s1.iter().chain(s2).copied().collect();
        let side: Vec<bool> = (0..players.len()).map(|i| i < s1.len()).collect();
        let mut graph = self.bracket_graph_on(&players, |i, j| side[i] != side[j])?;
        graph.start_from_side(&side);
        let mates = graph.solve();
        if graph.was_stopped() || mates.iter().take(s1.len()).any(Option::is_none) {
            return None;
        }
        let mut value = WideUint::<N>::ZERO;
        let mut candidate: Vec<usize> = (0..n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        let in_next = marked(n, next);
        let in_s1_or_s2 = marked(n, &players);
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
        if self.local.is_none() && !self.is_last_bracket(next) {
            return self.rest_kept(&players, &mates, value, stable);
        }
        let best = self.bracket_value(stable)?;
        if self.local.is_none() {
            // The whole field's last bracket: the one floater receives the PAB.
            let takes_bye = match floaters[..] {
                [] => self.bye_candidates.is_none(),
                [f] => self.adjacent(f, n),
                _ => false,
            };
            return (takes_bye && value == best).then_some(candidate);
        }
        // The floaters into the next scoregroup, and the rest below (as `reduce` and
        // `absorb_floaters` do it).
        floaters.sort_unstable();
        let (absorbed, down) = if self.next_in_rest() {
            // The next scoregroup is in the rest's completion: nobody may float.
            if !floaters.is_empty() {
                return None;
            }
            (vec![None; n + 1], Vec::new())
        } else {
            let absorb = self.absorption(next, &in_next, floaters.len());
            self.absorbed_by(&absorb, &in_next, &floaters)?
        };
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
        if value != best {
            return None;
        }
        // The caller fixes these sides: S1 against S2 is then the reduced graph, solved.
        self.unexchanged = Some((players, graph));
        Some(candidate)
    }

    /// The bracket's best value: the weight of its pairs in `stable` (those of the MDPs
    /// paired already left out).
    fn bracket_value(&self, stable: &[usize]) -> Option<WideUint<N>> {
        let mut best = WideUint::<N>::ZERO;
        for &v in &self.members {
            let m = *stable.get(v)?;
            if v < m && self.member(m).is_some() && self.fixed.get(v)?.is_none() {
                best = best.wrapping_add(&self.bracket_weight(v, m)?);
            }
        }
        Some(best)
    }

    /// Whether [`BracketMatcher::without_exchanges`] applies: the bracket is solved
    /// locally or over the whole field (not both).
    fn unexchanged_applies(&self) -> bool {
        self.local.is_some() != self.whole.is_some()
    }

    /// Whether the whole field's bracket is its last (no next scoregroup, nobody
    /// below).
    fn is_last_bracket(&self, next: &[usize]) -> bool {
        next.is_empty()
            && self
                .whole
                .as_ref()
                .is_some_and(|wh| wh.vertices.iter().all(|&v| self.member(v).is_some()))
    }

    /// A whole-field bracket with players below: S1 against S2 (`mates` over
    /// `players`, worth `value`) in place of the pairs the whole field's best matching
    /// `stable` makes among them, the rest of `stable` kept, but for the players
    /// `stable` pairs outside S1 and S2: their partners (or the PAB) go, in order, to
    /// the players S1 against S2 leaves over. When that weighs as much as `stable`, it
    /// is a best matching of the whole field with no exchange (art. 4.3). `None`
    /// otherwise.
    fn rest_kept(
        &self,
        players: &[usize],
        mates: &[Option<usize>],
        value: WideUint<N>,
        stable: &[usize],
    ) -> Option<Vec<usize>> {
        let n = self.players.len();
        let inside = marked(n, players);
        let is_inside = |v: usize| inside.get(v).copied().unwrap_or(false);
        let (mut kept, mut value) = (WideUint::<N>::ZERO, value);
        let mut paired_outside: Vec<usize> = Vec::new();
        for &v in players {
            let m = *stable.get(v)?;
            if m != v && is_inside(m) {
                if v < m {
                    kept = kept.wrapping_add(&self.bracket_weight(v, m)?);
                }
            } else {
                paired_outside.push(v);
            }
        }
        let mut candidate = stable.to_vec();
        let mut left_over: Vec<usize> = Vec::new();
        for (&v, m) in players.iter().zip(mates) {
            match m {
                Some(m) => *candidate.get_mut(v)? = *players.get(*m)?,
                None => left_over.push(v),
            }
        }
        if left_over.len() != paired_outside.len() {
            return None;
        }
        for (&o, &l) in paired_outside.iter().zip(&left_over) {
            let x = *stable.get(o)?;
            if x == o {
                // `o` received the PAB: `l` takes it.
                if !self.adjacent(l, n) {
                    return None;
                }
                *candidate.get_mut(l)? = l;
                continue;
            }
            let moved = self.bracket_weight(l, x)?;
            if moved.is_zero() {
                return None;
            }
            value = value.wrapping_add(&moved);
            kept = kept.wrapping_add(&self.bracket_weight(o, x)?);
            *candidate.get_mut(l)? = x;
            *candidate.get_mut(x)? = l;
        }
        (value == kept).then_some(candidate)
    }

    /// The bracket's graph (the local one, else the whole field's) induced on
    /// `players`, with only the pairs `keep` holds for (positions in `players`), not
    /// solved.
    fn bracket_graph_on(
        &self,
        players: &[usize],
        keep: impl Fn(usize, usize) -> bool,
    ) -> Option<DenseGraph<WideUint<N>>> {
        if let Some(l) = &self.local {
            let at: Vec<usize> = players
                .iter()
                .map(|&v| self.member(v))
                .collect::<Option<_>>()?;
            return Some(l.graph.induced_keeping(&at, |w| *w, keep));
        }
        let wh = self.whole.as_ref()?;
        let at: Vec<usize> = players
            .iter()
            .map(|&v| wh.vertex(v))
            .collect::<Option<_>>()?;
        Some(wh.graph.induced_keeping(&at, |w| *w, keep))
    }

    /// The weight of {u, v} in the bracket's graph: the local one, else the whole
    /// field's.
    fn bracket_weight(&self, u: usize, v: usize) -> Option<WideUint<N>> {
        if let Some(l) = &self.local {
            return Some(l.graph.weight(self.member(u)?, self.member(v)?));
        }
        let wh = self.whole.as_ref()?;
        Some(wh.graph.weight(wh.vertex(u)?, wh.vertex(v)?))
    }

    /// Back to the bracket's matching. After a reduction of the whole field's matching,
    /// the players paired meanwhile leave its graph and it is solved again: the new
    /// `stable` is returned.
    pub fn end_reduce(&mut self) -> Result<Option<Vec<usize>>, PairingError> {
        if self.leave_reduction() {
            self.solve().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Ends the reduction; after one of the whole field's matching, the players paired
    /// meanwhile leave its graph (its weights were kept up to date): true then.
    pub(super) fn leave_reduction(&mut self) -> bool {
        let Some(r) = self.reduced.take() else {
            return false;
        };
        if !r.whole_field() {
            return false;
        }
        if let Some(wh) = &mut self.whole {
            let paired: Vec<usize> = r
                .members
                .iter()
                .filter(|&&v| self.fixed.get(v).is_some_and(Option::is_some))
                .filter_map(|&v| wh.index.get(v).copied().flatten())
                .collect();
            wh.graph.retire_vertices(&paired);
        }
        true
    }

    /// Adjacency for the absorption into the next scoregroup: vertex `n` (pairing
    /// further down) is adjacent to its players only.
    /// The next scoregroup's matching for absorbing `floaters` floaters (with vertex
    /// `n`, "pairs further down", when the parity needs one).
    pub(super) fn absorption(
        &self,
        next: &[usize],
        in_next: &[bool],
        floaters: usize,
    ) -> Completion {
        let odd = (next.len() + floaters) % 2 == 1;
        let n = self.players.len();
        Completion::new(
            n,
            next.to_vec(),
            odd,
            &|a, b| self.absorb_adjacent(in_next, a, b),
            &|| self.control.is_cancelled(),
        )
    }

    pub(super) fn absorb_adjacent(&self, in_next: &[bool], a: usize, b: usize) -> bool {
        let n = self.players.len();
        if a == n || b == n {
            return in_next.get(a.min(b)).copied().unwrap_or(false);
        }
        self.adjacent(a, b)
    }

    /// The reduced solve (see [`BracketMatcher::reduce`]), `None` when there is none or
    /// its floaters cannot be absorbed as required.
    pub(super) fn solve_reduced(&mut self) -> Option<Vec<usize>> {
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
    pub(super) fn absorb_floaters(&self, unpaired: &dyn Fn(usize) -> bool) -> Option<Vec<usize>> {
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
    pub(super) fn absorb(&self, unpaired: &dyn Fn(usize) -> bool) -> Option<AbsorbedFloaters> {
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
        if matches!(r.below, Below::Bye) {
            // The one floater receives the PAB (C2, C5): it faces itself in `stable`.
            return match floaters[..] {
                [f] if self.adjacent(f, n) => Some((vec![None; n + 1], Vec::new())),
                _ => None,
            };
        }
        let Some(absorb) = &r.absorb else {
            return floaters.is_empty().then(|| (vec![None; n + 1], Vec::new()));
        };
        self.absorbed_by(absorb, &r.in_next, &floaters)
    }

    /// `floaters` matched into a next scoregroup (marked by `in_next`) by its matching
    /// `absorb`, and the player of it left to pair further down (if any).
    pub(super) fn absorbed_by(
        &self,
        absorb: &Completion,
        in_next: &[bool],
        floaters: &[usize],
    ) -> Option<AbsorbedFloaters> {
        let absorbed = absorb.complete(floaters, &|a, b| self.absorb_adjacent(in_next, a, b))?;
        let down = sent_below(&absorbed, self.players.len());
        Some((absorbed, down))
    }

    /// The rest's completion with `down` (the next scoregroup's player who pairs
    /// further down, if any).
    pub(super) fn complete_below(&self, down: &[usize]) -> Option<Vec<Option<usize>>> {
        match self.reduced.as_ref().map(|r| &r.below) {
            Some(Below::Kept(stable)) => {
                return down
                    .is_empty()
                    .then(|| stable.iter().map(|&m| Some(m)).collect());
            }
            Some(Below::Completed(completion)) => {
                return completion.complete(down, &|a, b| self.adjacent(a, b));
            }
            Some(Below::Bye) => {
                return down.is_empty().then(|| vec![None; self.players.len() + 1]);
            }
            _ => {}
        }
        self.local
            .as_ref()?
            .completion
            .as_ref()?
            .complete(down, &|a, b| self.adjacent(a, b))
    }
}

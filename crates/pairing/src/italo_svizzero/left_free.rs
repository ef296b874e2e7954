//! Which of the players tied for last the rotation can still leave free (Italo-Svizzero
//! art. 12, decision D6): a second cut of art. 9's search that changes no answer, since it
//! only skips states from which no complete pairing leaves one of them free.
//!
//! With an odd field and several eligible players tied for last, art. 12 gives the forfeit
//! win to *"quello che resta libero dalla rotazione di accoppiamento"*: the search pairs the
//! whole field by arts. 6, 7 and 9, and the player left over must be one of the tied ones.
//! The matching of `completion` knows who may meet whom, not the rotation; it lets through
//! states where the rotation would have to make that player a first player. This module
//! checks, for each tied player L still unpaired, a matching that knows a part of the
//! rotation, and the state is followed only when one of them passes.
//!
//! **Why the cut is exact.** Let *s* be L's score. In what follows, "higher" is a player
//! scoring more than *s*, "level" one scoring *s* (L, the other tied players, and those
//! art. 12 excludes for a forfeit win already received), "lower" one scoring less.
//!
//! 1. The first player is the unpaired player with the highest score met first going
//!    round from where the rotation stands (art. 6: *"si trovera' un giocatore col maggior
//!    punteggio che sara' il primo prescelto"*, and *"con lo stesso sistema per tutte le
//!    altre coppie"*; D2), and he is always paired. The player left free is never a first
//!    player; while L is unpaired every first player scores at least *s*.
//! 2. So the pairs that complete the state split in two phases. While a higher player is
//!    unpaired, every first player is higher: each pair formed has a higher player. Once
//!    none is left, every first player is level (L is, and nobody higher is left): each
//!    pair formed has no higher player, a level first player, and the second is level or
//!    lower. Two lower players are never a pair.
//! 3. After a pair of the second phase, the rotation stands at its second player (D2's
//!    default) or its first (D2's other reading), and the next first player is the first
//!    level player met going round from there (art. 7: the rotation goes on *"senza mai
//!    tornare indietro"*). If that is L and players besides L are still left, L is a first
//!    player, and is not left free. From the players left now, that happens whenever the
//!    first level player left after that place, apart from the pair's two players, is L:
//!    players only leave as the search goes on, and L stays, so no other level player can
//!    come between later. Such a pair is *fatal* for L, in every way its players could be
//!    first and second; it can only be the last pair of the round (after it L alone is
//!    left, and nobody is chosen: art. 12 leaves him free).
//! 4. Hence a completion that leaves L free is a perfect matching of the players left
//!    without L, all of whose pairs have a higher player, or are of the second phase and
//!    not fatal for L, except at most one fatal pair (the last). Without any such matching
//!    the rotation cannot leave L free from this state; without one for any tied player
//!    left, art. 12's attempt cannot succeed from this state (art. 9: *"finche' tutti gli
//!    accoppiamenti divengano possibili"*), and the search without this cut would only
//!    reach dead ends there. The first complete pairing met, and the order of its pairs
//!    (D1), stay those of the search without cuts.

use super::field::Field;
use crate::domain::{ContinueAfter, Points};
use crate::matching::AugmentingSearch;
use std::collections::HashSet;

/// The facts the check needs, worked out once per search.
pub struct LeftFree {
    scores: Vec<Points>,
    /// Row-major `n × n`: the two may meet (art. 6, D3).
    may_meet: Vec<bool>,
    /// The players who may be left free (art. 12, D6), in circle order.
    candidates: Vec<usize>,
    continue_after: ContinueAfter,
    search: AugmentingSearch,
}

/// One check: the players left, and the candidate L with his score.
struct Check<'a> {
    left_free: &'a LeftFree,
    unpaired: &'a [bool],
    candidate: usize,
    score: Points,
    /// Level players left, in circle order.
    level: Vec<usize>,
}

impl LeftFree {
    /// `None` when nobody may be left free (an even field, or a player set aside).
    pub fn new(
        field: &Field,
        may_be_left_free: &[bool],
        continue_after: ContinueAfter,
    ) -> Option<LeftFree> {
        let circle = &field.circle;
        let candidates: Vec<usize> = (0..circle.len())
            .filter(|&i| may_be_left_free.get(i) == Some(&true))
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let may_meet = circle
            .iter()
            .flat_map(|a| circle.iter().map(move |b| a.can_meet(b)))
            .collect();
        Some(LeftFree {
            scores: circle.iter().map(|e| e.score).collect(),
            may_meet,
            candidates,
            continue_after,
            search: AugmentingSearch::new(),
        })
    }

    /// False when the rotation can leave none of the candidates still unpaired free from
    /// the players `unpaired` marks (module documentation, 1–4).
    pub fn someone_can_be_left_free(&mut self, unpaired: &[bool]) -> bool {
        let left = unpaired.iter().filter(|u| **u).count();
        if left.is_multiple_of(2) {
            return true;
        }
        let mut search = std::mem::take(&mut self.search);
        let found = self
            .candidates
            .iter()
            .filter(|&&l| unpaired.get(l) == Some(&true))
            .any(|&candidate| {
                let score = self.scores.get(candidate).copied().unwrap_or(Points::ZERO);
                let level = (0..self.scores.len())
                    .filter(|&i| {
                        unpaired.get(i) == Some(&true) && self.scores.get(i) == Some(&score)
                    })
                    .collect();
                Check {
                    left_free: self,
                    unpaired,
                    candidate,
                    score,
                    level,
                }
                .passes(&mut search)
            });
        self.search = search;
        found
    }
}

impl Check<'_> {
    fn score(&self, i: usize) -> Points {
        self.left_free
            .scores
            .get(i)
            .copied()
            .unwrap_or(Points::ZERO)
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        let n = self.left_free.scores.len();
        a != b && self.left_free.may_meet.get(a * n + b) == Some(&true)
    }

    /// Unpaired now, not L, and not in a pair of the second phase already chosen.
    fn free(&self, i: usize, used: &[bool]) -> bool {
        i != self.candidate && self.unpaired.get(i) == Some(&true) && used.get(i) == Some(&false)
    }

    /// Point 5: the players not in the chosen pairs of the second phase (nor L) can all
    /// be paired in the first phase, each pair with a higher player.
    fn first_phase(&self, used: &[bool], search: &mut AugmentingSearch) -> bool {
        let n = self.left_free.scores.len();
        let alive: Vec<bool> = (0..n).map(|i| self.free(i, used)).collect();
        let edge = |u: usize, v: usize| {
            self.may_meet(u, v) && (self.score(u) > self.score || self.score(v) > self.score)
        };
        let mut mate = vec![None; n];
        search.complete(&alive, edge, &mut mate)
    }

    /// Point 5: the first phase, whose last pair leaves the rotation where the next first
    /// player is `first` (the second phase's first).
    fn first_phase_ending(
        &self,
        used: &mut Vec<bool>,
        first: usize,
        search: &mut AugmentingSearch,
    ) -> bool {
        let n = self.left_free.scores.len();
        if !(0..n).any(|i| self.free(i, used)) {
            // Nobody left for a first phase: the second phase is everything.
            return true;
        }
        if !self.first_phase(used, search) {
            return false;
        }
        for f in 0..n {
            if !self.free(f, used) || self.score(f) <= self.score {
                continue;
            }
            for o in 0..n {
                if o == f
                    || !self.free(o, used)
                    || self.score(o) > self.score(f)
                    || !self.may_meet(f, o)
                {
                    continue;
                }
                let place = match self.left_free.continue_after {
                    ContinueAfter::SecondPlayer => o,
                    ContinueAfter::FirstPlayer => f,
                };
                if self.next_first(place, used) != Some(first) {
                    continue;
                }
                set(used, [f, o], true);
                let found = self.first_phase(used, search);
                set(used, [f, o], false);
                if found {
                    return true;
                }
            }
        }
        false
    }

    /// Point 3: the first player after a pair whose rotation stands at `place`, when the
    /// level players left are L and those of the pairs `used` (chosen to come later).
    fn next_first(&self, place: usize, used: &[bool]) -> Option<usize> {
        let split = self.level.partition_point(|&i| i <= place);
        let (before, after) = self.level.split_at(split);
        after
            .iter()
            .chain(before)
            .copied()
            .find(|&i| i == self.candidate || used.get(i) == Some(&true))
    }

    /// Point 5, from the end: the pairs `used` are the last of the second phase, `first`
    /// the first player of the earliest of them. True when they can be completed: by the
    /// first phase alone, or by one more pair of the second phase before them.
    fn before(
        &self,
        used: &mut Vec<bool>,
        first: usize,
        search: &mut AugmentingSearch,
        dead: &mut HashSet<(Vec<bool>, usize)>,
    ) -> bool {
        if self.first_phase_ending(used, first, search) {
            return true;
        }
        if dead.contains(&(used.clone(), first)) {
            return false;
        }
        let n = self.left_free.scores.len();
        for &g in &self.level {
            if !self.free(g, used) {
                continue;
            }
            for x in 0..n {
                if x == g
                    || !self.free(x, used)
                    || self.score(x) > self.score
                    || !self.may_meet(g, x)
                {
                    continue;
                }
                let place = match self.left_free.continue_after {
                    ContinueAfter::SecondPlayer => x,
                    ContinueAfter::FirstPlayer => g,
                };
                if self.next_first(place, used) != Some(first) {
                    continue;
                }
                set(used, [g, x], true);
                let found = self.before(used, g, search, dead);
                set(used, [g, x], false);
                if found {
                    return true;
                }
            }
        }
        dead.insert((used.clone(), first));
        false
    }

    /// Whether a completion of the players left can leave L free (points 1–5).
    fn passes(&self, search: &mut AugmentingSearch) -> bool {
        let n = self.left_free.scores.len();
        let mut used = vec![false; n];
        if self.first_phase(&used, search) {
            return true;
        }
        let mut dead = HashSet::new();
        for &g in &self.level {
            if !self.free(g, &used) {
                continue;
            }
            // The last pair of the round: after it L alone is left.
            for x in 0..n {
                if x == g
                    || !self.free(x, &used)
                    || self.score(x) > self.score
                    || !self.may_meet(g, x)
                {
                    continue;
                }
                set(&mut used, [g, x], true);
                let found = self.before(&mut used, g, search, &mut dead);
                set(&mut used, [g, x], false);
                if found {
                    return true;
                }
            }
        }
        false
    }
}

fn set(used: &mut [bool], players: [usize; 2], value: bool) {
    for i in players {
        if let Some(slot) = used.get_mut(i) {
            *slot = value;
        }
    }
}

//! A bracket of the 2017 text paired without its next group in the graph (issue 40):
//! the graph holds the bracket alone (MDPs and residents), its edges weighed without C.7
//! ([`Weigher2017::weight_parts`]); every solve's floaters (the players of the bracket it
//! leaves unpaired) are checked to be absorbed by the next group, and when they are not,
//! the bracket is paired again from the start with its next group (the plain procedure).
//! Not in the PPB nor the last bracket (A.9): completion weighs there above C.5.
//!
//! Why the answers are those of the plain procedure. The plain graph holds the bracket
//! B and its next group G; an edge weighs `A + C`, `A` the criteria but C.7 (C.5, C.6,
//! C.8–C.19 and the bonuses of the generation order, all on edges inside B: an edge
//! leaving B weighs nothing but C.7, `weight_parts`) and `C` the C.7 part. The bonuses
//! of the procedure (D.1–D.3) go on edges inside B only, the same amounts in both graphs
//! (the bits they read or set lie below every criterion), and the procedure takes away
//! the same edges inside B in both. So a matching M of the plain graph weighs
//! `A(M ∩ B) + C(M)`, and the graph apart weighs `A(M ∩ B)`: every weight is an exact
//! sum (no masking), so this holds as integers.
//!
//! `C(M)` has an upper bound `U` among the matchings whose number of pairs inside B is
//! the largest, F players of B left to float (the plain procedure compares only those:
//! C.5 lies above C.7). C.7, second part (A.8 PSD of the players of B paired in the next
//! bracket): each edge holding a player of B adds that player's SD, so the sum is at
//! most the SDs of every player of B. First part: the pairs of the next bracket, at
//! most ⌊(F + |G|)/2⌋; before the last scoregroup (the next bracket is the last one),
//! its completion instead: the pairs of the round (at most ⌊(|B| + |G|)/2⌋) plus the
//! paired players who may not receive the PAB (C.2; at most all of them). Every bound
//! is reached at once when the F floaters and G are paired among themselves with at
//! most one player of G left over, who may receive the PAB before the last scoregroup
//! ([`Completion`], vertex `n` meeting exactly those; no floater is left, and two
//! floaters never meet there: the graph apart would have paired them).
//!
//! When a solve of the graph apart returns M_B with such an absorption X, `M_B ∪ X`
//! weighs `max A + U` in the plain graph, the most any of its matchings weighs: it is a
//! heaviest matching there, and every heaviest matching of the plain graph reaches both
//! maxima, so its pairs inside B form a heaviest matching of the graph apart. The
//! procedure reads each solve only through the pairs and the floaters of B (who stands
//! in S1, which MDPs are paired, each S1 player's partner), and each of its choices is
//! the one of the bonus placed for it, the same on every heaviest matching in both
//! graphs. The D.1 reading off the duals (`first_opponents`) reasons the same way on the
//! graph apart: a slack edge is in no heaviest matching of it, hence of no plain one;
//! the first tight S2 player is reached by an alternating cycle through paired players,
//! which leaves the floaters as they were (already absorbed). With nobody floating the
//! check is free: `C` is the same for every such matching and G pairs alone.
//!
//! Edges from B into G that D.2 takes away (a player moved into S1 meets nobody below)
//! are remembered: that player is not absorbed. A floater set already found absorbed is
//! not checked again. Any set not found absorbed (the search does not shrink odd cycles
//! and may miss one) restarts the bracket.
//!
//! **Assumption on the graph's vertices:** the next group's players are absent from the
//! graph (vertices `0..next` only) and `stable` has `next` entries: a step that reads
//! `stable` or the graph must read every solve's floaters through
//! [`BracketRun::check_floaters`] (as `solve` does) and keep the bonuses on edges inside
//! the bracket.

use super::whole_s1::Outlook;
use super::{BracketRun, Paths2017};
use crate::domain::Points;
use crate::dutch::completion::Completion;
use crate::dutch::counted;
use crate::dutch::weights::compatible;
use crate::dutch::weights_2017::{BracketShape, Weigher2017};
use crate::swiss::Entrant;
use crate::{JobControl, PairingError};

/// The next group kept out of a bracket's graph.
pub(super) struct Apart {
    /// Members, bracket and next group (the PAB stand-in is vertex `members`).
    members: usize,
    /// The members' entrants, for C.1 and C.3 (`compatible`) and C.2, asked only when
    /// a solve leaves floaters, for the few pairs the search reads (a table of every
    /// bracket player against the next group took a quarter of the round at 2,000
    /// players).
    entrants: Vec<Entrant>,
    threshold: Option<Points>,
    before_last: bool,
    /// Bracket players whose edges into the next group D.2 took away.
    cut: Vec<bool>,
    /// The next group's own matching, made at the first floaters.
    completion: Option<Completion>,
    /// The floater set found absorbed last, sorted.
    absorbed: Vec<usize>,
    /// A solve left floaters not found absorbed: the bracket starts again.
    failed: bool,
}

impl<const N: usize> BracketRun<N> {
    /// Pairs the bracket of `shape`: apart from its next group when `paths` allows and
    /// nothing needs the next group in the graph, by the plain procedure otherwise.
    pub(super) fn pair_bracket(
        shape: &BracketShape,
        weigher: &Weigher2017,
        threshold: Option<Points>,
        control: &JobControl,
        paths: Paths2017,
        outlook: &Outlook,
    ) -> Result<Vec<(usize, usize)>, PairingError> {
        let has_next = shape.next_start < shape.members.len();
        if paths.detach_next && !shape.special && has_next {
            let mut run = Self::apart(shape, weigher, threshold, control);
            match run.pair(paths, outlook) {
                Err(PairingError::Cancelled) if run.apart.as_ref().is_some_and(|a| a.failed) => {
                    counted::add(|c| c.next_restarted_2017 += 1);
                }
                outcome => {
                    let absorbed = run.apart.as_ref().is_some_and(|a| a.completion.is_some());
                    counted::add(|c| {
                        c.next_detached_2017 += 1;
                        c.next_absorbed_2017 += u32::from(absorbed);
                    });
                    return outcome;
                }
            }
        }
        Self::new(shape, weigher, control).pair(paths, outlook)
    }

    /// The bracket alone, weighed without C.7, its next group held apart.
    fn apart(
        shape: &BracketShape,
        weigher: &Weigher2017,
        threshold: Option<Points>,
        control: &JobControl,
    ) -> Self {
        let next = shape.next_start;
        let mut run = Self::build(shape, weigher, control, next, |h, l, h_in, l_in| {
            weigher.weight_parts::<N>(h, l, h_in, l_in).0
        });
        let entrants: Vec<Entrant> = shape
            .members
            .iter()
            .filter_map(|&v| shape.players.get(v).cloned())
            .collect();
        run.apart = Some(Apart {
            members: entrants.len(),
            entrants,
            threshold,
            before_last: shape.before_last,
            cut: vec![false; next],
            completion: None,
            absorbed: Vec::new(),
            failed: false,
        });
        run
    }

    /// D.2 took away the edges from `p` into the next group.
    pub(super) fn cut_from_next(&mut self, p: usize) {
        if let Some(slot) = self.apart.as_mut().and_then(|a| a.cut.get_mut(p)) {
            *slot = true;
        }
    }

    /// After a solve: with the next group apart, the floaters of the solve must be
    /// absorbed by it; otherwise the bracket is given up (`Cancelled`, with
    /// `Apart::failed` set, so that [`BracketRun::pair_bracket`] starts again).
    pub(super) fn check_floaters(&mut self) -> Result<(), PairingError> {
        let floaters: Vec<usize> = (0..self.next).filter(|&i| self.stable[i] == i).collect();
        if self.next_absorbs(&floaters) {
            return Ok(());
        }
        if let Some(apart) = &mut self.apart {
            apart.failed = true;
        }
        Err(PairingError::Cancelled)
    }

    /// Whether the next group, held apart, absorbs `floaters` (sorted; see the module
    /// doc); always when it is in the graph.
    pub(super) fn next_absorbs(&mut self, floaters: &[usize]) -> bool {
        let next = self.next;
        let Some(apart) = &mut self.apart else {
            return true;
        };
        if floaters.is_empty() || floaters == apart.absorbed {
            return true;
        }
        if apart.absorbs(next, floaters, &self.control) {
            apart.absorbed = floaters.to_vec();
            return true;
        }
        false
    }
}

impl Apart {
    /// May members `a` and `b` meet in the next bracket (one of them in the next group,
    /// `next` onwards, or the PAB stand-in `members`)?
    fn adjacent(&self, next: usize, a: usize, b: usize) -> bool {
        let (x, y) = (a.min(b), a.max(b));
        if y == self.members {
            // The one left over: a player of the next group (every SD of the bracket
            // then counts in C.7), before the last scoregroup one who may receive the
            // PAB (C.2 in the last bracket's completion).
            return x >= next
                && x < self.members
                && (!self.before_last || self.entrants.get(x).is_some_and(|e| e.bye_eligible));
        }
        if y < next || self.cut.get(x).copied().unwrap_or(false) {
            return false;
        }
        match (self.entrants.get(x), self.entrants.get(y)) {
            (Some(a), Some(b)) => compatible(a, b, self.threshold),
            _ => false,
        }
    }

    /// Whether the next group absorbs `floaters` (see the module doc); the first call
    /// matches the next group alone, with the PAB stand-in when the number of players
    /// is odd (a later number of the other parity is not absorbed).
    fn absorbs(&mut self, next: usize, floaters: &[usize], control: &JobControl) -> bool {
        if self.completion.is_none() {
            let rest: Vec<usize> = (next..self.members).collect();
            let odd = (floaters.len() + rest.len()) % 2 == 1;
            let stop = || control.is_cancelled();
            let adjacent = |a: usize, b: usize| self.adjacent(next, a, b);
            self.completion = Some(Completion::new(self.members, rest, odd, &adjacent, &stop));
        }
        let adjacent = |a: usize, b: usize| self.adjacent(next, a, b);
        self.completion
            .as_ref()
            .is_some_and(|c| c.complete(floaters, &adjacent).is_some())
    }
}

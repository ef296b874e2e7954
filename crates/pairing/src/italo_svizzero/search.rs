//! Forming the pairs: the rotation takes, for each first player, the first opponent art. 7
//! gives; when a pair cannot be formed, the pairs are undone from the end and every
//! combination is tried in the order of the rules (Italo-Svizzero art. 9, decision D5).
//!
//! The combinations are tried depth first, each first player's opponents in art. 7 order;
//! the first complete pairing met is the answer. Two cuts keep long events (art. 2: up to
//! half the players plus one rounds) fast without changing that answer or the order in
//! which the rest is met: a choice after which the players left cannot all be paired is
//! not followed (`completion`), and a state already found to lead nowhere is not searched
//! again. With the cuts, fields of up to 128 players are searched over bit masks
//! (`packed_search`: the same choices in the same order, each step cheaper).

use super::completion::{Compatibility, Witness};
use super::field::Field;
use super::packed::Packed;
use super::packed_search::PackedWalk;
use super::rotation::{first_player, opponents};
use crate::domain::ContinueAfter;
use crate::{JobControl, PairingError, Unpairable};
use std::collections::HashSet;

/// At most this many steps of the combination search (art. 9) before giving up: beyond
/// it the arbiter pairs by hand.
pub(super) const SEARCH_LIMIT: u64 = 5_000_000;

/// A pair as formed: circle indices of the first and second player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormedPair {
    pub first: usize,
    pub second: usize,
    /// The cursor before the pair was formed (art. 7: where the rotation stood).
    pub cursor_before: usize,
}

/// The pairs of a round in the order they were formed, and what art. 9 had to do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Formation {
    pub pairs: Vec<FormedPair>,
    /// The player left without an opponent (odd field, art. 12 "resta libero").
    pub left_free: Option<usize>,
    /// How many pairs art. 9 undid (0: the rotation formed every pair directly).
    pub undone: usize,
}

/// Whether art. 9's search cuts the choices that cannot lead to a complete pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Pruning {
    /// The cuts (the engine's search): the same answer, found sooner.
    #[default]
    Exact,
    /// Every choice followed to its end: the reference the cuts are tested against.
    Off,
}

/// What the search needs besides the field.
pub struct Search<'a> {
    pub field: &'a Field,
    pub continue_after: ContinueAfter,
    /// Players taking part (false: set aside, e.g. the forfeit win of art. 12).
    pub taking_part: Vec<bool>,
    /// With an odd number taking part: who may be left free at the end.
    pub may_be_left_free: Vec<bool>,
    pub control: &'a JobControl,
    pub pruning: Pruning,
}

/// What the cuts remember during one search: who may meet whom, and the states (players
/// left, first player) found to lead to no complete pairing.
struct Memory {
    compatibility: Compatibility,
    dead: HashSet<(Vec<u64>, usize)>,
}

/// What one walk of the search carries from step to step.
struct Walk<'a> {
    tail: &'a mut Vec<FormedPair>,
    steps: &'a mut u64,
    /// `None`: no cuts ([`Pruning::Off`]).
    memory: &'a mut Option<Memory>,
}

/// The key of a state: the players left as bits, and the first player.
fn state(unpaired: &[bool], first: usize) -> (Vec<u64>, usize) {
    let mut bits = vec![0u64; unpaired.len().div_ceil(64)];
    for (i, _) in unpaired.iter().enumerate().filter(|(_, u)| **u) {
        if let Some(word) = bits.get_mut(i / 64) {
            *word |= 1 << (i % 64);
        }
    }
    (bits, first)
}

impl Search<'_> {
    pub(super) fn next_cursor(&self, pair: &FormedPair) -> usize {
        // Italo-Svizzero art. 6 (D2): the search goes on after the second (default) or
        // the first player of the pair just formed.
        match self.continue_after {
            ContinueAfter::SecondPlayer => pair.second,
            ContinueAfter::FirstPlayer => pair.first,
        }
    }

    /// Pairs everybody taking part, starting the rotation at `start` (art. 6, D1).
    pub fn run(&self, start: usize) -> Result<Formation, PairingError> {
        let mut unpaired = self.taking_part.clone();
        let mut pairs: Vec<FormedPair> = Vec::new();
        let mut cursor = start;
        loop {
            if self.control.is_cancelled() {
                return Err(PairingError::Cancelled);
            }
            let left: Vec<usize> = (0..unpaired.len()).filter(|&i| unpaired[i]).collect();
            if left.is_empty() {
                return Ok(Formation {
                    pairs,
                    left_free: None,
                    undone: 0,
                });
            }
            if let [only] = left[..]
                && self.may_be_left_free.get(only) == Some(&true)
            {
                return Ok(Formation {
                    pairs,
                    left_free: Some(only),
                    undone: 0,
                });
            }
            let first = first_player(self.field, &unpaired, cursor);
            let second = first.and_then(|f| opponents(self.field, &unpaired, f).first().copied());
            match (first, second) {
                (Some(first), Some(second)) => {
                    let pair = FormedPair {
                        first,
                        second,
                        cursor_before: cursor,
                    };
                    unpaired[first] = false;
                    unpaired[second] = false;
                    cursor = self.next_cursor(&pair);
                    pairs.push(pair);
                }
                _ => return self.undo_from_the_end(pairs, unpaired),
            }
        }
    }

    /// Italo-Svizzero art. 9 (D5): undo the last pair, then the last two, … and try every
    /// combination of the freed and unpaired players in the order of the rules.
    fn undo_from_the_end(
        &self,
        mut pairs: Vec<FormedPair>,
        mut unpaired: Vec<bool>,
    ) -> Result<Formation, PairingError> {
        if self.pruning == Pruning::Exact
            && let Some(packed) = Packed::new(self.field)
        {
            return self.undo_packed(&packed, pairs, unpaired);
        }
        let mut steps = 0u64;
        // A state that leads nowhere does so whatever was undone: one memory for all.
        let mut memory = (self.pruning == Pruning::Exact).then(|| Memory {
            compatibility: Compatibility::new(self.field, &self.may_be_left_free),
            dead: HashSet::new(),
        });
        for undone in 1..=pairs.len() {
            let Some(pair) = pairs.pop() else { break };
            unpaired[pair.first] = true;
            unpaired[pair.second] = true;
            let mut tail = Vec::new();
            let mut pool = unpaired.clone();
            let mut walk = Walk {
                tail: &mut tail,
                steps: &mut steps,
                memory: &mut memory,
            };
            if let Some(left_free) =
                self.combinations(&mut pool, pair.cursor_before, &mut walk, None)?
            {
                pairs.extend(tail);
                return Ok(Formation {
                    pairs,
                    left_free,
                    undone,
                });
            }
        }
        Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing))
    }

    /// `undo_from_the_end` with the search over masks (`packed_search`): the same
    /// combinations in the same order, each step cheaper.
    fn undo_packed(
        &self,
        packed: &Packed,
        mut pairs: Vec<FormedPair>,
        mut unpaired: Vec<bool>,
    ) -> Result<Formation, PairingError> {
        // A state that leads nowhere does so whatever was undone: one walk for all.
        let compatibility = Compatibility::new(self.field, &self.may_be_left_free);
        let mut walk = PackedWalk::new(packed, compatibility);
        for undone in 1..=pairs.len() {
            let Some(pair) = pairs.pop() else { break };
            unpaired[pair.first] = true;
            unpaired[pair.second] = true;
            let pool = walk.restart(&unpaired);
            if let Some(left_free) =
                self.packed_combinations(pool, pair.cursor_before, &mut walk, None, 0)?
            {
                pairs.append(&mut walk.tail);
                return Ok(Formation {
                    pairs,
                    left_free,
                    undone,
                });
            }
        }
        Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing))
    }

    /// Depth-first over the opponents of each first player in art. 7 order; the first
    /// complete pairing found. `Some(left_free)` when found. `witness`: a complete pairing
    /// of the players left, when the step before knows one.
    fn combinations(
        &self,
        unpaired: &mut Vec<bool>,
        cursor: usize,
        walk: &mut Walk<'_>,
        witness: Option<Witness>,
    ) -> Result<Option<Option<usize>>, PairingError> {
        *walk.steps += 1;
        if walk.steps.is_multiple_of(4096) && self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        if *walk.steps > SEARCH_LIMIT {
            return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        }
        let left: Vec<usize> = (0..unpaired.len()).filter(|&i| unpaired[i]).collect();
        match left[..] {
            [] => return Ok(Some(None)),
            [only] => {
                let free = self.may_be_left_free.get(only) == Some(&true);
                return Ok(free.then_some(Some(only)));
            }
            _ => {}
        }
        if walk.memory.is_none() && !self.can_still_pair(unpaired, &left) {
            return Ok(None);
        }
        let Some(first) = first_player(self.field, unpaired, cursor) else {
            return Ok(None);
        };
        let (key, witness) = match walk.memory.as_mut() {
            None => (None, None),
            Some(memory) => {
                let key = state(unpaired, first);
                if memory.dead.contains(&key) {
                    return Ok(None);
                }
                match witness.or_else(|| memory.compatibility.complete_pairing(unpaired)) {
                    Some(w) => (Some(key), Some(w)),
                    None => return Ok(None),
                }
            }
        };
        for second in opponents(self.field, unpaired, first) {
            unpaired[first] = false;
            unpaired[second] = false;
            // The cut: a pair after which the players left cannot all be paired is not
            // followed (it would lead nowhere).
            let next_witness = match (walk.memory.as_mut(), &witness) {
                (Some(memory), Some(w)) => {
                    match memory.compatibility.after_pair(w, unpaired, first, second) {
                        Some(next) => Some(next),
                        None => {
                            unpaired[first] = true;
                            unpaired[second] = true;
                            continue;
                        }
                    }
                }
                _ => None,
            };
            let pair = FormedPair {
                first,
                second,
                cursor_before: cursor,
            };
            walk.tail.push(pair);
            let next = self.next_cursor(&pair);
            if let Some(found) = self.combinations(unpaired, next, walk, next_witness)? {
                return Ok(Some(found));
            }
            walk.tail.pop();
            unpaired[first] = true;
            unpaired[second] = true;
        }
        if let (Some(memory), Some(key)) = (walk.memory.as_mut(), key) {
            memory.dead.insert(key);
        }
        Ok(None)
    }

    /// A quick cut: every player left needs somebody left he may meet (one player may be
    /// without, when he may be left free).
    fn can_still_pair(&self, unpaired: &[bool], left: &[usize]) -> bool {
        let circle = &self.field.circle;
        let mut alone = left.iter().filter(|&&i| {
            let Some(me) = circle.get(i) else { return true };
            !left
                .iter()
                .any(|&j| unpaired[j] && circle.get(j).is_some_and(|o| me.can_meet(o)))
        });
        match (alone.next(), alone.next()) {
            (None, _) => true,
            (Some(&i), None) => {
                !left.len().is_multiple_of(2) && self.may_be_left_free.get(i) == Some(&true)
            }
            _ => false,
        }
    }
}

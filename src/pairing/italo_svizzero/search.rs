//! Forming the pairs: the rotation takes, for each first player, the first opponent art. 7
//! gives; when a pair cannot be formed, the pairs are undone from the end and every
//! combination is tried in the order of the rules (Italo-Svizzero art. 9, decision D5).

use super::field::Field;
use super::rotation::{first_player, opponents};
use crate::domain::ContinueAfter;
use crate::pairing::{JobControl, PairingError, Unpairable};

/// At most this many steps of the combination search (art. 9) before giving up: beyond
/// it the arbiter pairs by hand.
const SEARCH_LIMIT: u64 = 5_000_000;

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

/// What the search needs besides the field.
pub struct Search<'a> {
    pub field: &'a Field,
    pub continue_after: ContinueAfter,
    /// Players taking part (false: set aside, e.g. the forfeit win of art. 12).
    pub taking_part: Vec<bool>,
    /// With an odd number taking part: who may be left free at the end.
    pub may_be_left_free: Vec<bool>,
    pub control: &'a JobControl,
}

impl Search<'_> {
    fn next_cursor(&self, pair: &FormedPair) -> usize {
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
        let mut steps = 0u64;
        for undone in 1..=pairs.len() {
            let Some(pair) = pairs.pop() else { break };
            unpaired[pair.first] = true;
            unpaired[pair.second] = true;
            let mut tail = Vec::new();
            let mut pool = unpaired.clone();
            if let Some(left_free) =
                self.combinations(&mut pool, pair.cursor_before, &mut tail, &mut steps)?
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

    /// Depth-first over the opponents of each first player in art. 7 order; the first
    /// complete pairing found. `Some(left_free)` when found.
    fn combinations(
        &self,
        unpaired: &mut Vec<bool>,
        cursor: usize,
        tail: &mut Vec<FormedPair>,
        steps: &mut u64,
    ) -> Result<Option<Option<usize>>, PairingError> {
        *steps += 1;
        if steps.is_multiple_of(4096) && self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        if *steps > SEARCH_LIMIT {
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
        if !self.can_still_pair(unpaired, &left) {
            return Ok(None);
        }
        let Some(first) = first_player(self.field, unpaired, cursor) else {
            return Ok(None);
        };
        for second in opponents(self.field, unpaired, first) {
            let pair = FormedPair {
                first,
                second,
                cursor_before: cursor,
            };
            unpaired[first] = false;
            unpaired[second] = false;
            tail.push(pair);
            if let Some(found) =
                self.combinations(unpaired, self.next_cursor(&pair), tail, steps)?
            {
                return Ok(Some(found));
            }
            tail.pop();
            unpaired[first] = true;
            unpaired[second] = true;
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

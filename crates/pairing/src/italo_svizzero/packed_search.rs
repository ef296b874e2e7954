//! Art. 9's combination search with its cuts (Italo-Svizzero art. 9, decision D5) over bit
//! masks: the walk of `search::Search::combinations`, step for step, for fields of at most
//! [`packed::MAX_PLAYERS`] players.
//!
//! The same choices are followed in the same order, and each question is answered the
//! same way: the first player and his opponents come from `packed`, which answers as
//! `rotation` does; a state already found to lead nowhere (same players left, same first
//! player) is not searched again; a pair after which the players left cannot all be paired
//! (`completion`) is not followed. So the first complete pairing met is the same. What
//! changes is the cost: the players left are one word (no list built per step), the states
//! remembered are hashed as two words, the scan of art. 7 is a few mask operations per
//! score group instead of a walk round the circle with a look-up in each player's list of
//! opponents, and the cheap questions come first: a state known to lead nowhere is not
//! entered at all (so it is not counted as a step either, and the step limit can only be
//! reached later than by the general search, never sooner), and the matching is not asked
//! where a count (`Compatibility::outnumbered`) already says no.

use super::completion::{Compatibility, Witness};
use super::packed::{Mask, Packed, bit};
use super::search::{FormedPair, SEARCH_LIMIT, Search};
use crate::{PairingError, Unpairable};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for the remembered states (a mask and a circle index): one multiply per word,
/// then a final mix so that every bit of the key reaches the low bits the table indexes
/// by (murmur3's finaliser).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^= x >> 33;
        x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        x ^ (x >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }
    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }
}

/// What the walk carries from step to step.
pub struct PackedWalk<'a> {
    packed: &'a Packed,
    compatibility: Compatibility,
    /// The states (players left, first player) found to lead to no complete pairing.
    dead: HashSet<(Mask, usize), BuildHasherDefault<WordHasher>>,
    /// The players left, as `completion` takes them.
    unpaired: Vec<bool>,
    pub tail: Vec<FormedPair>,
    steps: u64,
    /// One list of opponents per depth, kept between steps.
    scratch: Vec<Vec<usize>>,
}

impl<'a> PackedWalk<'a> {
    pub fn new(packed: &'a Packed, compatibility: Compatibility) -> PackedWalk<'a> {
        PackedWalk {
            packed,
            compatibility,
            dead: HashSet::default(),
            unpaired: Vec::new(),
            tail: Vec::new(),
            steps: 0,
            scratch: Vec::new(),
        }
    }

    /// Starts one undo level: the players `unpaired` marks, no pairs formed yet.
    pub fn restart(&mut self, unpaired: &[bool]) -> Mask {
        self.unpaired = unpaired.to_vec();
        self.tail.clear();
        unpaired
            .iter()
            .enumerate()
            .filter(|(_, u)| **u)
            .fold(0, |m, (i, _)| m | bit(i))
    }

    fn set(&mut self, players: [usize; 2], waiting: bool) {
        for i in players {
            if let Some(slot) = self.unpaired.get_mut(i) {
                *slot = waiting;
            }
        }
    }
}

impl Search<'_> {
    /// `Search::combinations` over masks. `Some(left_free)` when a complete pairing is
    /// found (its pairs in `walk.tail`).
    pub(super) fn packed_combinations(
        &self,
        unpaired: Mask,
        cursor: usize,
        walk: &mut PackedWalk<'_>,
        witness: Option<Witness>,
        depth: usize,
    ) -> Result<Option<Option<usize>>, PairingError> {
        walk.steps += 1;
        if walk.steps.is_multiple_of(4096) && self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        if walk.steps > SEARCH_LIMIT {
            return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        }
        match unpaired.count_ones() {
            0 => return Ok(Some(None)),
            1 => {
                let only = unpaired.trailing_zeros() as usize;
                let free = self.may_be_left_free.get(only) == Some(&true);
                return Ok(free.then_some(Some(only)));
            }
            _ => {}
        }
        let Some(first) = walk.packed.first_player(unpaired, cursor) else {
            return Ok(None);
        };
        let key = (unpaired, first);
        // Below the first level the caller has just looked this state up (see below).
        if depth == 0 && walk.dead.contains(&key) {
            return Ok(None);
        }
        let witness = match witness.or_else(|| walk.compatibility.complete_pairing(&walk.unpaired))
        {
            Some(w) => w,
            None => return Ok(None),
        };
        let mut opponents = walk
            .scratch
            .get_mut(depth)
            .map(std::mem::take)
            .unwrap_or_default();
        walk.packed.opponents(unpaired, first, &mut opponents);
        let mut found = None;
        for &second in &opponents {
            let left = unpaired & !bit(first) & !bit(second);
            let pair = FormedPair {
                first,
                second,
                cursor_before: cursor,
            };
            let next = self.next_cursor(&pair);
            // A count that rules out a complete pairing of the players left, before the
            // matching.
            if walk.compatibility.outnumbered(left) {
                continue;
            }
            // A state already found to lead nowhere is not entered (the one look-up of
            // the state: nothing is remembered between here and its first step).
            if left.count_ones() > 1
                && let Some(next_first) = walk.packed.first_player(left, next)
                && walk.dead.contains(&(left, next_first))
            {
                continue;
            }
            walk.set([first, second], false);
            // The cut: a pair after which the players left cannot all be paired is not
            // followed (it would lead nowhere).
            let next_witness =
                walk.compatibility
                    .after_pair(&witness, &walk.unpaired, first, second);
            if let Some(next_witness) = next_witness {
                walk.tail.push(pair);
                match self.packed_combinations(left, next, walk, Some(next_witness), depth + 1) {
                    Ok(Some(done)) => {
                        found = Some(Ok(Some(done)));
                        break;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        found = Some(Err(e));
                        break;
                    }
                }
                walk.tail.pop();
            }
            walk.set([first, second], true);
        }
        if walk.scratch.len() <= depth {
            walk.scratch.resize_with(depth + 1, Vec::new);
        }
        if let Some(slot) = walk.scratch.get_mut(depth) {
            *slot = opponents;
        }
        if let Some(found) = found {
            return found;
        }
        walk.dead.insert(key);
        Ok(None)
    }
}

//! Amalfi 3.3: the pairing of the list. After the bye receiver (2.1–2.2), the first
//! player not yet paired meets the player at (his position + rounds remaining) unless
//! that player is already paired (3.3.a), not compatible (3.3.b) or beyond the list
//! (3.3.c); then the search goes up the list (3.3.1), then down (3.3.2), and when nobody
//! is left the last pair is undone (3.3.3, through [`Completion`]).

use super::bye;
use super::colour::{self, ColourDecision};
use super::compatibility::{Allowed, Incompatibility, incompatibility};
use super::completion::Completion;
use super::field::Entrant;
use crate::domain::{AmalfiByePlace, Colour, PlayerId};
use crate::{JobControl, PairingError, Unpairable};

/// What the search needs besides the list.
#[derive(Debug, Clone, Copy)]
pub struct Params {
    /// Rounds remaining (3.3, AM-1): the offset of the theoretical opponent.
    pub offset: usize,
    pub last_round: bool,
    pub first_round: bool,
    pub bye_place: AmalfiByePlace,
    /// The colour drawn for N° 1 (4.1, 4.4).
    pub drawn: Colour,
}

/// What happened to the theoretical opponent of a first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theoretical {
    /// He became the opponent.
    Chosen,
    /// 3.3.c: the position is beyond the list.
    BeyondList,
    /// 3.3.a: already paired (or the bye receiver, AM-3).
    AlreadyPaired,
    /// 3.3.b: not compatible.
    Incompatible(Incompatibility),
    /// 3.3.3: with him nobody could pair the rest.
    NoCompletion,
}

/// Which search found the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// 3.3: the theoretical opponent.
    Theoretical,
    /// 3.3.1: going up the list from the theoretical position.
    Upward,
    /// 3.3.2: going down the list from the theoretical position.
    Downward,
}

/// One pair, as the search formed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairTrace {
    /// Indices into the list: the first player (paired from the top) and his opponent.
    pub first: usize,
    pub second: usize,
    /// Positions (1-based) in the list as 3.3 counts them.
    pub first_position: usize,
    pub second_position: usize,
    pub theoretical_position: usize,
    pub theoretical: Theoretical,
    pub step: Step,
    /// Candidates passed over because no complete pairing followed (3.3.3), in order.
    pub undone: Vec<usize>,
    pub colour: ColourDecision,
}

/// The bye of an odd list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeTrace {
    pub receiver: usize,
    /// The receiver's place in the list (1-based).
    pub position: usize,
    /// Lower players barred by 2.2.
    pub barred: Vec<usize>,
    /// Lower eligible players with whom the others could not all be paired (AM-4).
    pub no_pairing: Vec<usize>,
}

/// The round: pairs in the order formed (the board order), the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub pairs: Vec<PairTrace>,
    pub bye: Option<ByeTrace>,
}

/// Amalfi 3.3 over `list` (already in 3.2 order).
pub fn pair_list(
    list: &[Entrant],
    params: &Params,
    forbidden: &dyn Fn(PlayerId, PlayerId) -> bool,
    control: &JobControl,
) -> Result<Outcome, PairingError> {
    let reasons = incompatibilities(list, params.last_round, forbidden);
    let (positions, completion, bye) = choose_bye(list, &reasons, params.bye_place, params.offset)?;
    let mut search = Search {
        positions,
        reasons,
        completion,
        open: Vec::new(),
    };
    search.open = search
        .positions
        .iter()
        .map(|&i| bye.as_ref().is_none_or(|b| b.receiver != i))
        .collect();
    let mut pairs = Vec::new();
    let total = list.len().max(1);
    while let Some(p) = search.open.iter().position(|o| *o) {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        control.set_progress(p as f32 / total as f32);
        let mut trace = search.pair_first(p, params.offset)?;
        let (first, second) = (&list[trace.first], &list[trace.second]);
        trace.colour = if params.first_round {
            colour::first_round(first, second, pairs.len() + 1, params.drawn)
        } else {
            colour::later_round(first, second, params.drawn, params.last_round)
        };
        pairs.push(trace);
    }
    Ok(Outcome { pairs, bye })
}

/// 3.1 for every two players of the list.
fn incompatibilities(
    list: &[Entrant],
    last_round: bool,
    forbidden: &dyn Fn(PlayerId, PlayerId) -> bool,
) -> Vec<Vec<Option<Incompatibility>>> {
    let allowed: Vec<Allowed> = list.iter().map(Allowed::of).collect();
    list.iter()
        .zip(&allowed)
        .map(|(a, &allowed_a)| {
            list.iter()
                .zip(&allowed)
                .map(|(b, &allowed_b)| {
                    if a.id == b.id {
                        Some(Incompatibility::AlreadyMet)
                    } else {
                        let forbidden = forbidden(a.id, b.id);
                        incompatibility((a, allowed_a), (b, allowed_b), last_round, forbidden)
                    }
                })
                .collect()
        })
        .collect()
}

type Chosen = (Vec<usize>, Completion, Option<ByeTrace>);

/// Amalfi 2.1–2.2 and 3.3 "Dopo aver eventualmente individuato nella lista il giocatore che
/// riceve il bye": the positions of the list (AM-3) and the receiver, the last eligible
/// player with whom the others can all be paired (AM-4).
fn choose_bye(
    list: &[Entrant],
    reasons: &[Vec<Option<Incompatibility>>],
    place: AmalfiByePlace,
    offset: usize,
) -> Result<Chosen, PairingError> {
    let everybody: Vec<usize> = (0..list.len()).collect();
    let completion_without = |receiver: Option<usize>, positions: &[usize]| {
        let open = positions.iter().map(|&i| Some(i) != receiver).collect();
        let compatible: Vec<Vec<bool>> = positions
            .iter()
            .map(|&a| positions.iter().map(|&b| reasons[a][b].is_none()).collect())
            .collect();
        Completion::new(&compatible, open, offset)
    };
    let no_pairing = PairingError::NoValidPairing(Unpairable::NoCompletePairing);
    if list.len().is_multiple_of(2) {
        let completion = completion_without(None, &everybody);
        return if completion.is_complete() {
            Ok((everybody, completion, None))
        } else {
            Err(no_pairing)
        };
    }
    let (eligible, barred) = bye::candidates(list);
    let mut passed = Vec::new();
    for receiver in eligible {
        let positions: Vec<usize> = match place {
            AmalfiByePlace::StaysInList => everybody.clone(),
            AmalfiByePlace::RemovedFromList => everybody
                .iter()
                .copied()
                .filter(|&i| i != receiver)
                .collect(),
        };
        let completion = completion_without(Some(receiver), &positions);
        if completion.is_complete() {
            let bye = ByeTrace {
                receiver,
                position: receiver + 1,
                barred: barred.iter().copied().filter(|&b| b > receiver).collect(),
                no_pairing: passed,
            };
            return Ok((positions, completion, Some(bye)));
        }
        passed.push(receiver);
    }
    Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver))
}

/// The state of the search: positions (list indices by 0-based position), who is still
/// open, and the completion of the open players.
struct Search {
    positions: Vec<usize>,
    reasons: Vec<Vec<Option<Incompatibility>>>,
    completion: Completion,
    open: Vec<bool>,
}

impl Search {
    /// Pairs the first open player, at position `p` (0-based).
    fn pair_first(&mut self, p: usize, offset: usize) -> Result<PairTrace, PairingError> {
        let n = self.positions.len();
        let theoretical = p + offset;
        let mut status = if theoretical >= n {
            Theoretical::BeyondList
        } else {
            self.rejection(p, theoretical)
                .unwrap_or(Theoretical::Chosen)
        };
        let mut undone = Vec::new();
        for (candidate, step) in search_order(p, theoretical, n) {
            let rejection = self.rejection(p, candidate);
            let accepted = rejection.is_none() && self.completion.try_pair(p, candidate);
            if !accepted {
                if rejection.is_none() {
                    undone.push(self.positions[candidate]);
                }
                if step == Step::Theoretical {
                    status = rejection.unwrap_or(Theoretical::NoCompletion);
                }
                continue;
            }
            self.open[p] = false;
            self.open[candidate] = false;
            return Ok(PairTrace {
                first: self.positions[p],
                second: self.positions[candidate],
                first_position: p + 1,
                second_position: candidate + 1,
                theoretical_position: theoretical + 1,
                theoretical: status,
                step,
                undone,
                colour: placeholder_colour(),
            });
        }
        Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing))
    }

    /// Why `candidate` cannot be `p`'s opponent by 3.3.a/b, if he cannot.
    fn rejection(&self, p: usize, candidate: usize) -> Option<Theoretical> {
        if candidate == p || !self.open.get(candidate).copied().unwrap_or(false) {
            return Some(Theoretical::AlreadyPaired);
        }
        let (a, b) = (self.positions[p], self.positions[candidate]);
        self.reasons[a][b].map(Theoretical::Incompatible)
    }
}

/// Amalfi 3.3: the theoretical position, then 3.3.1 up from it to the position after the
/// player's, then 3.3.2 down from it to the last (0-based positions; AM-2: a theoretical
/// position beyond the list starts the upward search at the last position).
fn search_order(p: usize, theoretical: usize, n: usize) -> Vec<(usize, Step)> {
    let mut order = Vec::with_capacity(n.saturating_sub(p));
    if theoretical < n {
        order.push((theoretical, Step::Theoretical));
    }
    let top = theoretical.min(n);
    order.extend(((p + 1)..top).rev().map(|c| (c, Step::Upward)));
    order.extend(((theoretical + 1)..n).map(|c| (c, Step::Downward)));
    order
}

fn placeholder_colour() -> ColourDecision {
    ColourDecision {
        first_white: true,
        rule: colour::ColourRule::LastColour,
        swapped_for_3_1: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_order_goes_to_the_theoretical_then_up_then_down() {
        // Player at position 2 (0-based 1), 3 rounds remaining, 8 players: theoretical 5
        // (0-based 4); up: 4, 3 (0-based 3, 2); down: 6, 7, 8 (0-based 5, 6, 7).
        let order: Vec<usize> = search_order(1, 4, 8).into_iter().map(|(c, _)| c).collect();
        assert_eq!(order, vec![4, 3, 2, 5, 6, 7]);
        // Beyond the list (3.3.c): 6 players, position 4 (0-based 3) + 5 = 9: up from the
        // last (0-based 5, 4), nothing below.
        let order: Vec<usize> = search_order(3, 8, 6).into_iter().map(|(c, _)| c).collect();
        assert_eq!(order, vec![5, 4]);
    }
}

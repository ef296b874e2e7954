//! The top-scoregroup procedure that the Double-Swiss (C.04.5) and Team Swiss (C.04.6)
//! systems share word for word (3.3–3.6): after the pairing-allocated bye (each system's
//! own, 3.4), the top-scoregroup of the participants still unpaired takes the set of
//! upfloaters it needs (3.5, [C4]–[C7]) and is paired by the first pairing identifier
//! (3.6) that best meets the system's bracket criteria, again and again until everybody
//! is paired (3.3.2). There are upfloaters only; colours come after, by each system.
//!
//! - `completion`: [C1] as a graph, [C3] and the least cost of a pairing;
//! - `upfloaters`: the set of upfloaters of a bracket (3.5);
//! - `bracket`: the pairing of a bracket (3.6);
//! - `matches`: the pairs as matches, colours by each system's Article 4, in board order,
//!   and what the explanations say of a match's bracket.

mod bracket;
pub mod completion;
mod matches;
mod upfloaters;

pub use completion::Graph;
pub use matches::{BracketFacts, Match, in_board_order};

use crate::domain::Points;
use crate::{JobControl, PairingError, Unpairable};

/// What the procedure reads of each participant (indices are the same in the graph).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The (primary) score (C.04.5 1.2.1; C.04.6 1.2).
    pub score: Points,
    /// The tournament pairing number.
    pub tpn: u32,
    /// 1.5: met an opponent with a different score in the previous round.
    pub floated_previous_round: bool,
}

/// One round's participants, their [C1] graph and whether the float criteria apply.
pub struct Procedure<'a> {
    pub standings: &'a [Standing],
    pub graph: &'a Graph,
    /// [C7] (and the system's float criterion in the bracket) apply this round: C.04.5,
    /// all but the last round; C.04.6, all but the last two.
    pub float_criteria: bool,
}

/// One bracket as it was paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketRecord {
    /// The score of its resident participants.
    pub score: Points,
    pub residents: Vec<usize>,
    /// The upfloaters (3.5.3 order), with how the set met [C6] and [C7].
    pub upfloaters: Vec<usize>,
    pub following_pairable: bool,
    pub floated_again: usize,
    /// (top member, bottom member) pairs, 3.6.
    pub pairs: Vec<(usize, usize)>,
}

/// 3.3.2 after the PAB: pairs every participant marked in `unpaired`, bracket by bracket
/// from the top; `pair_cost(upfloaters, u, v)` is the bracket criteria's cost of a pair.
pub fn pair_all(
    procedure: &Procedure,
    unpaired: &mut [bool],
    pair_cost: &dyn Fn(&[usize], usize, usize) -> u64,
    control: &JobControl,
) -> Result<Vec<BracketRecord>, PairingError> {
    let n = procedure.standings.len();
    if !procedure.graph.pairable(unpaired) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let mut brackets = Vec::new();
    while let Some(top) = (0..n)
        .filter(|&v| unpaired[v])
        .map(|v| procedure.standings[v].score)
        .max()
    {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let residents: Vec<usize> = (0..n)
            .filter(|&v| unpaired[v] && procedure.standings[v].score == top)
            .collect();
        let choice = upfloaters::choose(procedure, &residents, unpaired, control)?
            .ok_or(PairingError::NoValidPairing(Unpairable::NoCompletePairing))?;
        let members: Vec<usize> = residents.iter().chain(&choice.set).copied().collect();
        let pairs = bracket::pair(procedure, &members, &choice.set, pair_cost)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoCompletePairing))?;
        for &v in &members {
            unpaired[v] = false;
        }
        brackets.push(BracketRecord {
            score: top,
            residents,
            upfloaters: choice.set,
            following_pairable: choice.following_pairable,
            floated_again: choice.floated_again,
            pairs,
        });
        let paired = n - unpaired.iter().filter(|u| **u).count();
        control.set_progress(paired as f32 / n.max(1) as f32);
    }
    Ok(brackets)
}

/// The float criterion of a bracket (C.04.5 [C8], C.04.6 [C10]): the upfloaters'
/// opponents who were floaters in the previous round, in the pair `u`–`v` (a pair of two
/// upfloaters counts each that floated; decision D6 of docs/rules/double-swiss.md).
pub fn floated_opponents(standings: &[Standing], upfloaters: &[usize], u: usize, v: usize) -> u64 {
    let counted = |me: usize, other: usize| {
        u64::from(upfloaters.contains(&other) && standings[me].floated_previous_round)
    };
    counted(u, v) + counted(v, u)
}

//! The Amalfi system of the Italian federation (seed 001) as a pure engine. Every reading
//! of an ambiguous passage is a decision of docs/rules/amalfi.md (`AM-…`), cited where it
//! is applied.
//!
//! - `numbers`: the numeri d'ordine (B.1), renumbered for late entries (2.5);
//! - `field`: the players of the round with the facts of each, and the pairing list (3.2,
//!   A.6, 2.3–2.5); not the FIDE Swiss field (`pairing::swiss`), whose rules differ;
//! - `bye`: who may receive the bye (2.1–2.2);
//! - `compatibility`: 3.1, relaxed in the last round;
//! - `search` and `completion`: the theoretical opponent and the search 3.3.1 → 3.3.2 →
//!   3.3.3;
//! - `colour`: 4.1–4.4;
//! - `explain` and `reason`: why each board came out as it did, in words;
//! - `check`: the rules a recorded or hand-made Amalfi round must keep.

mod bye;
pub mod check;
mod colour;
mod compatibility;
mod completion;
pub(crate) mod explain;
mod field;
mod numbers;
pub mod reason;
mod search;

pub use numbers::numbers_for_round;
pub use reason::{AmalfiColour, AmalfiReason};

use super::{JobControl, PairingError, PairingInputError, ProposedRound};
use crate::domain::{AmalfiRemaining, Board, Tournament};
use crate::system::EngineFunctions;
use field::Entrant;
use search::{Outcome, Params};

/// Pairs round `round` of `t` by the Amalfi system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    let (list, outcome, _) = run(t, round, control)?;
    control.set_progress(1.0);
    Ok(proposed_round(&list, &outcome))
}

/// The pairing list, what the search did, and its parameters.
fn run(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(Vec<Entrant>, Outcome, Params), PairingError> {
    let params = params(t, round)?;
    let list = field::pairing_list(t, round);
    let forbidden = |a, b| t.is_forbidden_pair(a, b);
    let outcome = search::pair_list(&list, &params, &forbidden, control)?;
    Ok((list, outcome, params))
}

fn params(t: &Tournament, round: u32) -> Result<Params, PairingError> {
    super::pairable_round(t, round)?;
    // Amalfi A.1: "Il numero di turni da giocare deve essere reso noto in precedenza".
    let total = t.settings.rounds;
    if total == 0 {
        return Err(PairingError::InvalidInput(
            PairingInputError::RoundsNotAnnounced,
        ));
    }
    // Amalfi 3.3 (AM-1): the rounds remaining; a round after the announced ones is paired
    // as the last.
    let after = total.saturating_sub(round);
    let remaining = match t.settings.amalfi.remaining {
        AmalfiRemaining::IncludingThisRound => after + 1,
        AmalfiRemaining::AfterThisRound => after,
    };
    Ok(Params {
        offset: usize::try_from(remaining).unwrap_or(usize::MAX),
        // Amalfi 3.1: "Nell'ultimo turno" (AM-7).
        last_round: round >= total,
        first_round: round == 1,
        bye_place: t.settings.amalfi.bye_place,
        drawn: t.settings.initial_colour,
    })
}

/// The boards in the order the pairs were formed, White first, and the bye (2.3: its
/// points are the tournament's pairing-allocated bye).
fn proposed_round(list: &[Entrant], outcome: &Outcome) -> ProposedRound {
    let boards = outcome
        .pairs
        .iter()
        .filter_map(|pair| {
            let (first, second) = (list.get(pair.first)?, list.get(pair.second)?);
            Some(if pair.colour.first_white {
                Board::new(first.id, second.id)
            } else {
                Board::new(second.id, first.id)
            })
        })
        .collect();
    let pab = outcome.bye.as_ref().and_then(|b| list.get(b.receiver));
    ProposedRound::with_pab(boards, pab.map(|p| p.id))
}

/// The Amalfi system (seed 001) as a [`crate::system::PairingEngine`].
pub(crate) static ENGINE: EngineFunctions = EngineFunctions {
    pair,
    explain: explain::explain_round,
    check: check::check_round,
};

//! Why a round-robin round is paired as it is: a fixed round of the Berger table of the
//! pairing numbers (C.05 Annex 1), its cycle, and each board's table numbers.

use super::CycleOrder;
use crate::domain::Tournament;
use crate::explanation::{BoardExplanation, Reason, RoundExplanation, RoundRobinReason};
use crate::round_robin;
use crate::{PairingError, PairingInputError};

/// C.05 Annex 1: the round is a fixed round of the Berger table of the pairing numbers.
pub(crate) fn explain_round(
    t: &Tournament,
    round: u32,
    cycles: u8,
) -> Result<RoundExplanation, PairingError> {
    let players = u32::try_from(t.players.len())
        .map_err(|_| PairingError::InvalidInput(PairingInputError::TooManyPlayers))?;
    let cycles = u32::from(cycles);
    let order = CycleOrder::FideSwap;
    let beyond = || {
        PairingError::InvalidInput(PairingInputError::RoundBeyondSchedule {
            round,
            last: round_robin::berger::total_rounds(players, cycles),
        })
    };
    let (table_round, reversed) =
        round_robin::berger::table_round_of(players, cycles, order, round).ok_or_else(beyond)?;
    let table = round_robin::scheduled_round(players, cycles, order, round).ok_or_else(beyond)?;
    let size = round_robin::berger::table_size(players).unwrap_or(players);
    let per_cycle = round_robin::berger::rounds_per_cycle(players).max(1);
    let cycle = (round - 1) / per_cycle + 1;
    let mut summary = vec![Reason::RoundRobin(RoundRobinReason::BergerRound {
        round,
        table_round,
        size,
    })];
    if cycles > 1 {
        summary.push(Reason::RoundRobin(RoundRobinReason::Cycle {
            cycle,
            cycles,
        }));
    }
    if reversed {
        summary.push(Reason::RoundRobin(RoundRobinReason::CycleColoursReversed));
    }
    let in_cycle = (round - 1) % per_cycle + 1;
    if cycle < cycles && per_cycle >= 2 && in_cycle + 1 >= per_cycle {
        summary.push(Reason::RoundRobin(RoundRobinReason::LastTwoRoundsSwapped));
    }
    let by_number = |n: u32| t.player_by_pairing_number(n);
    let mut boards = Vec::new();
    let mut board_number = 0;
    for (white, black) in table {
        match (by_number(white), by_number(black)) {
            (Some(w), Some(b)) => {
                board_number += 1;
                boards.push(BoardExplanation {
                    white: w.id,
                    black: Some(b.id),
                    reasons: vec![Reason::RoundRobin(RoundRobinReason::BergerBoard {
                        board: board_number,
                        white,
                        black,
                    })],
                });
            }
            (Some(p), None) | (None, Some(p)) => {
                let bye = if by_number(white).is_none() {
                    white
                } else {
                    black
                };
                boards.push(BoardExplanation {
                    white: p.id,
                    black: None,
                    reasons: vec![Reason::RoundRobin(RoundRobinReason::BergerRest {
                        number: p.pairing_number,
                        bye,
                    })],
                });
            }
            (None, None) => {}
        }
    }
    Ok(RoundExplanation {
        round,
        summary,
        boards,
        matches_recorded: None,
    })
}

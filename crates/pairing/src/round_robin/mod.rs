//! Round robin: FIDE Berger tables (C.05 Annex 1) for any number of players, double and
//! multiple cycles, the drawing of lots and the Varma restricted drawing (C.05 Annex 2).
//!
//! [`pair`] turns a round of the table into boards over the players' pairing numbers:
//! - the player drawn against the bye number (odd number of players) rests: they get no
//!   entry in the round, neither board nor bye (the round shows them as resting);
//! - boards keep the table order, renumbered without the bye board;
//! - a player not active in the round (withdrawn from it or earlier, or entered later)
//!   still gets their board, with the result preset as a forfeit win for the opponent,
//!   or a double forfeit if both are absent (what Vega and Swiss-Manager do; C.07 15.2
//!   then treats the forfeit as a played game in a round robin);
//! - requested byes have no meaning in a round robin and are ignored;
//! - multiple cycles follow [`CycleOrder::FideSwap`] (the FIDE recommendation for a
//!   double round robin, ETT26 `FIDE_DOUBLEROUNDROBIN`).

pub mod berger;
mod explain;
pub mod lot_rng;
pub mod lots;
pub mod varma;

pub use berger::{CycleOrder, TableBoard, berger_round, berger_table, schedule, scheduled_round};
pub use lots::{DrawError, draw_lots};
pub use varma::varma_groups;

use super::{JobControl, PairingError, PairingInputError, ProposedRound};
use crate::domain::{Board, GameResult, PairingSystem, Player, Tournament};
use std::collections::BTreeMap;

/// Number of rounds of a round robin of `players` players over `cycles` cycles: one cycle
/// has n − 1 rounds, n being `players` rounded up to even (C.05 Annex 1). 0 below 2
/// players or with 0 cycles.
pub fn rounds_for(players: usize, cycles: u8) -> u32 {
    u32::try_from(players).map_or(0, |p| berger::total_rounds(p, u32::from(cycles)))
}

/// The number of cycles the tournament is set to (1 when the system is not a round robin).
fn cycles_of(tournament: &Tournament) -> u8 {
    match tournament.settings.system {
        PairingSystem::RoundRobin { cycles } => cycles,
        _ => 1,
    }
}

/// Players by pairing number, checking that the numbers are exactly 1..=n.
fn players_by_number(tournament: &Tournament) -> Result<BTreeMap<u32, &Player>, PairingError> {
    let count = tournament.players.len();
    if count < 2 {
        return Err(PairingError::InvalidInput(PairingInputError::TooFewPlayers));
    }
    let mut by_number = BTreeMap::new();
    for p in &tournament.players {
        let n = p.pairing_number;
        if n == 0 || usize::try_from(n).map_or(true, |n| n > count) {
            return Err(PairingError::InvalidInput(
                PairingInputError::PairingNumberOutOfRange {
                    name: p.name.clone(),
                    number: n,
                    count,
                },
            ));
        }
        if let Some(other) = by_number.insert(n, p) {
            return Err(PairingError::InvalidInput(
                PairingInputError::SharedPairingNumber {
                    first: other.name.clone(),
                    second: p.name.clone(),
                    number: n,
                },
            ));
        }
    }
    Ok(by_number)
}

/// The preset result of a board whose players may be absent in `round`.
fn preset_result(white: &Player, black: &Player, round: u32) -> GameResult {
    match (white.is_active_in(round), black.is_active_in(round)) {
        (true, true) => GameResult::Pending,
        (true, false) => GameResult::WhiteWinsByForfeit,
        (false, true) => GameResult::BlackWinsByForfeit,
        (false, false) => GameResult::DoubleForfeit,
    }
}

/// Pairs round `round` (1-based, counted over all cycles) from the Berger table of the
/// players' pairing numbers. See the module doc for rests and absent players.
///
/// Errors: [`PairingError::InvalidInput`] when the pairing numbers are not exactly
/// 1..=n (missing, zero, too large or shared), when there are fewer than 2 players, or
/// when `round` is 0 or beyond the last round of all cycles ([`rounds_for`]).
pub fn pair(
    tournament: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    let by_number = players_by_number(tournament)?;
    let count = u32::try_from(by_number.len())
        .map_err(|_| PairingError::InvalidInput(PairingInputError::TooManyPlayers))?;
    let cycles = cycles_of(tournament);
    let table = scheduled_round(count, u32::from(cycles), CycleOrder::FideSwap, round).ok_or_else(
        || {
            PairingError::InvalidInput(PairingInputError::RoundBeyondSchedule {
                round,
                last: rounds_for(by_number.len(), cycles),
            })
        },
    )?;
    let mut boards = Vec::with_capacity(table.len());
    for (white_number, black_number) in table {
        // C.05 Annex 1: the bye number has no player; its opponent rests (no entry).
        let (Some(&white), Some(&black)) =
            (by_number.get(&white_number), by_number.get(&black_number))
        else {
            continue;
        };
        boards.push(Board {
            white: white.id,
            black: black.id,
            result: preset_result(white, black, round),
            second_game: None,
        });
    }
    control.set_progress(1.0);
    Ok(ProposedRound {
        boards,
        byes: Vec::new(),
    })
}

/// Round robin (C.05 Annex 1) as a [`crate::system::PairingEngine`]: the shared
/// rules are checked, the table itself is not.
pub struct RoundRobin;

impl crate::system::PairingEngine for RoundRobin {
    fn pair(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<ProposedRound, PairingError> {
        pair(t, round, control)
    }

    fn explain(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<(crate::explanation::RoundExplanation, ProposedRound), PairingError> {
        let explanation = explain::explain_round(t, round, cycles_of(t))?;
        Ok((explanation, pair(t, round, control)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::PlayerId;

    fn tournament(players: u32, cycles: u8) -> Tournament {
        let mut t = Tournament::default();
        t.settings.system = PairingSystem::RoundRobin { cycles };
        for i in 1..=players {
            t.players.push(Player {
                // Ids differ from pairing numbers so a mix-up would show.
                id: PlayerId(100 + i),
                name: format!("Player {i}"),
                pairing_number: i,
                ..Player::default()
            });
        }
        t
    }

    fn ids(round: &ProposedRound) -> Vec<(u32, u32)> {
        round
            .boards
            .iter()
            .map(|b| (b.white.0 - 100, b.black.0 - 100))
            .collect()
    }

    #[test]
    fn rounds_for_counts_cycles() {
        assert_eq!(rounds_for(0, 1), 0);
        assert_eq!(rounds_for(1, 1), 0);
        assert_eq!(rounds_for(2, 1), 1);
        assert_eq!(rounds_for(5, 1), 5);
        assert_eq!(rounds_for(6, 2), 10);
        assert_eq!(rounds_for(10, 3), 27);
        assert_eq!(rounds_for(10, 0), 0);
    }

    #[test]
    fn odd_players_rest_without_entry() {
        // 5 players use the 5/6 table; round 1 is "1-6 2-5 3-4": number 1 rests.
        let t = tournament(5, 1);
        let r = pair(&t, 1, &JobControl::new()).unwrap_or_default();
        assert_eq!(ids(&r), vec![(2, 5), (3, 4)]);
        assert!(r.byes.is_empty());
        assert!(r.boards.iter().all(|b| b.result == GameResult::Pending));
        // Round 2 "6-4 5-3 1-2": number 4 rests.
        let r = pair(&t, 2, &JobControl::new()).unwrap_or_default();
        assert_eq!(ids(&r), vec![(5, 3), (1, 2)]);
    }

    #[test]
    fn withdrawn_player_loses_by_forfeit() {
        // 6 players, round 2 "6-4 5-3 1-2". Number 2 withdrew from round 2.
        let mut t = tournament(6, 1);
        if let Some(p) = t.players.get_mut(1) {
            p.withdrawn_from = Some(2);
        }
        let r1 = pair(&t, 1, &JobControl::new()).unwrap_or_default();
        assert!(r1.boards.iter().all(|b| b.result == GameResult::Pending));
        let r2 = pair(&t, 2, &JobControl::new()).unwrap_or_default();
        assert_eq!(ids(&r2), vec![(6, 4), (5, 3), (1, 2)]);
        let results: Vec<GameResult> = r2.boards.iter().map(|b| b.result).collect();
        assert_eq!(
            results,
            vec![
                GameResult::Pending,
                GameResult::Pending,
                GameResult::WhiteWinsByForfeit
            ]
        );
        // Round 3 "2-6 3-1 4-5": White withdrawn, Black wins by forfeit.
        let r3 = pair(&t, 3, &JobControl::new()).unwrap_or_default();
        assert_eq!(
            r3.boards.first().map(|b| b.result),
            Some(GameResult::BlackWinsByForfeit)
        );
        // Both absent: double forfeit (number 6 withdrew too; round 3 board 1 is 2-6).
        if let Some(p) = t.players.get_mut(5) {
            p.withdrawn_from = Some(3);
        }
        let r3 = pair(&t, 3, &JobControl::new()).unwrap_or_default();
        assert_eq!(
            r3.boards.first().map(|b| b.result),
            Some(GameResult::DoubleForfeit)
        );
    }

    #[test]
    fn bad_numbers_and_rounds_are_invalid_input() {
        let control = JobControl::new();
        let mut t = tournament(4, 1);
        assert!(matches!(
            pair(&t, 0, &control),
            Err(PairingError::InvalidInput(_))
        ));
        assert!(matches!(
            pair(&t, 4, &control),
            Err(PairingError::InvalidInput(_))
        ));
        assert!(pair(&t, 3, &control).is_ok());
        if let Some(p) = t.players.get_mut(0) {
            p.pairing_number = 2;
        }
        assert!(matches!(
            pair(&t, 1, &control),
            Err(PairingError::InvalidInput(_))
        ));
        if let Some(p) = t.players.get_mut(0) {
            p.pairing_number = 0;
        }
        assert!(matches!(
            pair(&t, 1, &control),
            Err(PairingError::InvalidInput(_))
        ));
        if let Some(p) = t.players.get_mut(0) {
            p.pairing_number = 5;
        }
        assert!(matches!(
            pair(&t, 1, &control),
            Err(PairingError::InvalidInput(_))
        ));
        let one = tournament(1, 1);
        assert!(matches!(
            pair(&one, 1, &control),
            Err(PairingError::InvalidInput(_))
        ));
    }

    #[test]
    fn double_round_robin_uses_fide_order() {
        // 4 players, 2 cycles: rounds 2 and 3 are table rounds 3 and 2; round 4 is
        // table round 1 ("1-4 2-3") reversed.
        let t = tournament(4, 2);
        let control = JobControl::new();
        let r2 = pair(&t, 2, &control).unwrap_or_default();
        assert_eq!(ids(&r2), vec![(2, 4), (3, 1)]);
        let r4 = pair(&t, 4, &control).unwrap_or_default();
        assert_eq!(ids(&r4), vec![(4, 1), (3, 2)]);
        assert!(pair(&t, 7, &control).is_err());
    }

    #[test]
    fn cancelled_before_start() {
        let control = JobControl::new();
        control.cancel();
        assert_eq!(
            pair(&tournament(4, 1), 1, &control),
            Err(PairingError::Cancelled)
        );
    }
}

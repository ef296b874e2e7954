//! Round robin: FIDE Berger tables (C.05 Annex 1) for any number of players, double and
//! multiple cycles, the drawing of lots and the Varma restricted drawing (C.05 Annex 2).

use super::{JobControl, PairingError, ProposedRound};
use crate::domain::Tournament;

/// Pairs round `round` from the Berger table of the players' pairing numbers.
pub fn pair(
    _tournament: &Tournament,
    _round: u32,
    _control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    Err(PairingError::NotImplemented("round-robin"))
}

/// Why the lots could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DrawError {
    #[error("the drawing of lots needs at least 2 players")]
    TooFewPlayers,
}

/// Gives every player a pairing number by lot (reproducible from `seed`); with
/// `restricted`, by the Varma tables (C.05 Annex 2) where they apply (9-24 players).
pub fn draw_lots(
    _tournament: &mut Tournament,
    _seed: u64,
    _restricted: bool,
) -> Result<(), DrawError> {
    Err(DrawError::TooFewPlayers)
}

//! FIDE Dutch system (C.04.3, 2026 edition).

use super::{JobControl, PairingError, ProposedRound};
use crate::domain::Tournament;

pub fn pair(
    _tournament: &Tournament,
    _round: u32,
    _control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    Err(PairingError::NotImplemented("dutch"))
}

//! FIDE Burstein system (C.04.4.2) in two editions: the legacy one (seed 003, what the
//! reference engine bbpPairings `--burstein` implements), and the 2026 edition.

pub mod legacy;

use super::explanation::RoundExplanation;
use super::{JobControl, PairingError, ProposedRound};
use crate::domain::{BursteinEdition, Tournament};

/// Pairs round `round` of `t` by the Burstein edition the tournament names.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    if round == 0 {
        return Err(PairingError::InvalidInput(
            super::PairingInputError::RoundZero,
        ));
    }
    match t.settings.burstein_edition {
        BursteinEdition::Legacy => legacy::pair(t, round, control),
        BursteinEdition::Fide2026 => Err(PairingError::NotImplemented("burstein --edition 2026")),
    }
}

/// Explains round `round` (and returns the pairing it explains).
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    match t.settings.burstein_edition {
        BursteinEdition::Legacy => legacy::explain::explain_round(t, round, control),
        BursteinEdition::Fide2026 => Err(PairingError::NotImplemented("burstein --edition 2026")),
    }
}

/// True when Torneo pairs with this edition (the 2026 one is not finished).
pub fn is_edition_available(edition: BursteinEdition) -> bool {
    edition == BursteinEdition::Legacy
}

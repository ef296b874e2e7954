//! FIDE Burstein system (C.04.4.2) in two editions: the legacy one (seed 003, what the
//! reference engine bbpPairings `--burstein` implements), and the 2026 edition.

pub mod edition_2026;
pub mod legacy;

use super::system::PairingEngine;
use super::{JobControl, PairingError, ProposedRound};
use crate::domain::{BursteinEdition, Tournament};
use crate::swiss::Entrant;

/// Pairs round `round` of `t` by the Burstein edition the tournament names.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    match t.settings.burstein_edition {
        BursteinEdition::Legacy => legacy::BursteinLegacy.pair(t, round, control),
        BursteinEdition::Fide2026 => edition_2026::pair(t, round, control),
    }
}

/// True when Torneo pairs with this edition (both are).
pub fn is_edition_available(edition: BursteinEdition) -> bool {
    matches!(edition, BursteinEdition::Legacy | BursteinEdition::Fide2026)
}

/// Whether two players may meet in either edition: C1 (not met before, no forbidden
/// pair) and C3 (not both with the same absolute colour preference, no topscorer
/// exception).
pub(crate) fn may_meet(x: &Entrant, y: &Entrant) -> bool {
    let same_absolute = x.absolute() && y.absolute() && x.colour_pref == y.colour_pref;
    !(x.forbidden.contains(&y.id) || y.forbidden.contains(&x.id) || same_absolute)
}

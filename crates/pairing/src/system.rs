//! One shape for every pairing system: [`PairingEngine`] (pair a round, explain it, check
//! a pairing of it), implemented by each system in its own module, and [`engine_for`], the
//! one place that picks the tournament's system. `pairing::pair`, `pairing::explain` and
//! `pairing::check` go through it; nothing else matches on the system to pair, explain or
//! check.

use super::check::{CommonRules, Violation, common_violations};
use super::explanation::RoundExplanation;
use super::{JobControl, PairingError, ProposedRound};
use super::{amalfi, burstein, double_swiss, dubov, dutch, italo_svizzero, lim, round_robin};
use crate::domain::{BursteinEdition, PairingSystem, Tournament};

/// A pairing system: the three things Torneo asks of each.
pub trait PairingEngine: Sync {
    /// Pairs round `round` of `t`.
    fn pair(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<ProposedRound, PairingError>;

    /// Explains round `round` of the request `t` (the tournament as it stood before the
    /// round, `pairing::request_for`) and returns the pairing it explains.
    fn explain(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<(RoundExplanation, ProposedRound), PairingError>;

    /// Every rule `proposed` breaks as the pairing of round `round` of `t`; by default the
    /// rules every FIDE Swiss shares, as C.04.3 states them.
    fn check(&self, t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
        common_violations(t, round, proposed, &CommonRules::FIDE)
    }
}

/// The signature of [`PairingEngine::pair`] as a function.
pub(crate) type PairFunction =
    fn(&Tournament, u32, &JobControl) -> Result<ProposedRound, PairingError>;
/// The signature of [`PairingEngine::explain`] as a function.
pub(crate) type ExplainFunction =
    fn(&Tournament, u32, &JobControl) -> Result<(RoundExplanation, ProposedRound), PairingError>;
/// The signature of [`PairingEngine::check`] as a function.
pub(crate) type CheckFunction = fn(&Tournament, u32, &ProposedRound) -> Vec<Violation>;

/// A system's engine as the three functions of its module: the shape of every system
/// whose engine only hands each call on (`<system>::ENGINE`).
pub(crate) struct EngineFunctions {
    pub pair: PairFunction,
    pub explain: ExplainFunction,
    pub check: CheckFunction,
}

impl PairingEngine for EngineFunctions {
    fn pair(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<ProposedRound, PairingError> {
        (self.pair)(t, round, control)
    }

    fn explain(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<(RoundExplanation, ProposedRound), PairingError> {
        (self.explain)(t, round, control)
    }

    fn check(&self, t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
        (self.check)(t, round, proposed)
    }
}

/// The check of a system with no rules of its own: every shared rule as C.04.3 states
/// them (the default of [`PairingEngine::check`]).
pub(crate) fn fide_check(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    common_violations(t, round, proposed, &CommonRules::FIDE)
}

/// The engine of the tournament's system (and, for Burstein, of its edition).
pub fn engine_for(t: &Tournament) -> &'static dyn PairingEngine {
    match t.settings.system {
        PairingSystem::RoundRobin { .. } => &round_robin::RoundRobin,
        // One engine for both editions: it reads `t.settings.dutch_edition` where the
        // texts differ (docs/rules/dutch-editions.md).
        PairingSystem::Dutch => &dutch::Dutch,
        PairingSystem::Burstein => match t.settings.burstein_edition {
            BursteinEdition::Legacy => &burstein::legacy::BursteinLegacy,
            BursteinEdition::Fide2026 => &burstein::edition_2026::ENGINE,
        },
        PairingSystem::Dubov => &dubov::ENGINE,
        PairingSystem::Lim => &lim::ENGINE,
        PairingSystem::Amalfi => &amalfi::ENGINE,
        PairingSystem::ItaloSvizzero => &italo_svizzero::ItaloSvizzero,
        PairingSystem::DoubleSwiss => &double_swiss::ENGINE,
    }
}

//! The readings of the Amalfi system (seed 001) on which arbiters could reasonably differ,
//! as named options of the tournament (docs/rules/amalfi.md, decisions AM-1 and AM-3).
//! The defaults are Torneo's reading; files without them get the defaults.

use serde::{Deserialize, Serialize};

/// Amalfi 3.3: what "numero di turni rimanenti" counts (decision AM-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum AmalfiRemaining {
    /// The round being paired counts: round r of R has R − r + 1 rounds remaining.
    #[default]
    IncludingThisRound,
    /// Only the rounds after it: R − r.
    AfterThisRound,
}

/// Amalfi 3.3: where the bye receiver stands in the pairing list (decision AM-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum AmalfiByePlace {
    /// He keeps his position and counts as already paired (3.3.a).
    #[default]
    StaysInList,
    /// He is taken out of the list before positions are counted.
    RemovedFromList,
}

/// The Amalfi options of a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct AmalfiOptions {
    pub remaining: AmalfiRemaining,
    pub bye_place: AmalfiByePlace,
}

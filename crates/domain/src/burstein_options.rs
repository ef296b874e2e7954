//! The readings of the 2026 Burstein edition's Index (C.04.4.2 1.7) on which arbiters
//! could reasonably differ, as named options of the tournament (docs/rules/burstein.md,
//! "Two readings of the Index"). The defaults are Torneo's reading; files without them get
//! the defaults.

use serde::{Deserialize, Serialize};

/// C.04.4.2 1.7.2, exception: "a series of consecutive zero-point-byes up to the current
/// round": which series makes the zero-point byes of previous rounds count as draws for
/// the player's opponents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum ZeroPointSeries {
    /// The series that ends with the last round played, whatever the player does in the
    /// round being paired (the score so far is the "current" one).
    #[default]
    EndingLastRound,
    /// Only a series that reaches the round being paired: the player has a zero-point
    /// bye (or is absent) in that round too.
    ReachingThisRound,
}

/// C.04.4.2 1.7.1: whether a bye already registered for the round being paired counts
/// in the player's "current score" (his opponents' Buchholz and Sonneborn-Berger).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum ThisRoundBye {
    /// The current score is the score after the rounds played.
    #[default]
    Excluded,
    /// The points of a half-point (or full-point) bye registered for the round being
    /// paired count as well.
    Included,
}

/// The Burstein options of a tournament (the 2026 edition's Index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct BursteinOptions {
    pub zero_point_series: ZeroPointSeries,
    pub this_round_bye: ThisRoundBye,
}

impl BursteinOptions {
    pub fn is_default(&self) -> bool {
        *self == BursteinOptions::default()
    }
}

//! Score adjustments: points given or taken outside the games (a penalty, a bonus, an
//! unusual score such as ½-0, an organiser's correction). TRF-26 records them as `299`
//! (abnormal points); a file whose `001` points differ from its results implies one.
//! They count in the standings' score (C.07: the points of the player); tie-breaks that
//! read game results stay on the games.

use super::player::PlayerId;
use super::points::Points;
use serde::{Deserialize, Serialize};

/// Points added to (or, when negative, taken from) one player's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreAdjustment {
    pub player: PlayerId,
    /// The round it belongs to; 0 for the tournament as a whole.
    pub round: u32,
    /// Signed, in the tournament's scoring units.
    pub points: Points,
    pub reason: AdjustmentReason,
}

/// Why the score was adjusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdjustmentReason {
    /// A bonus or a penalty (TRF-26 `299` with a blank type).
    BonusOrPenalty,
    /// A result scored unusually: `code` is the TRF result letter of the round, and the
    /// adjustment is the difference from its usual points (TRF-26 `299` with a type).
    UnusualScore { code: char },
    /// Points in an imported file's `001` line that its results did not explain.
    Correction,
}

impl ScoreAdjustment {
    /// Does it count in the score after round `after_round`? (Round 0: always.)
    pub fn counts_after(&self, after_round: u32) -> bool {
        self.round <= after_round
    }
}

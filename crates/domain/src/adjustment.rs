//! Score adjustments: points given or taken outside the games (a penalty, a bonus, an
//! unusual score such as ½-0, an organiser's correction). TRF-26 records them as `299`
//! (abnormal points); a file whose `001` points differ from its results implies one.
//! They count in the standings' score (C.07: the points of the player); tie-breaks that
//! read game results stay on the games.

use super::player::PlayerId;
use super::points::{Points, ScoringSystem};
use super::result::GameResult;
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
    /// `second_game`: the second game of a Double-Swiss match (C.04.5); not written when
    /// false, so older files read and save as before.
    UnusualScore {
        code: char,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        second_game: bool,
    },
    /// Points in an imported file's `001` line that its results did not explain.
    Correction,
}

impl ScoreAdjustment {
    /// Does it count in the score after round `after_round`? (Round 0: always.)
    pub fn counts_after(&self, after_round: u32) -> bool {
        self.round <= after_round
    }
}

/// A single game scored unusually (VCL.13 allows ½-0, 0-½ and 0-0; more than a win's
/// points between the two, such as 1-½, is not), read with the game's White first. It is
/// recorded as TRF-26 records it (and as the TRF reader reads it): the result of White's
/// score, and Black's difference from that result's usual points as an adjustment of
/// [`AdjustmentReason::UnusualScore`] typed with Black's usual result letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnusualScore {
    /// ½-0: White drew, Black scored nothing.
    HalfZero,
    /// 0-½: White scored nothing, Black drew.
    ZeroHalf,
    /// 0-0: neither scored.
    ZeroZero,
}

impl UnusualScore {
    pub const ALL: [UnusualScore; 3] = [
        UnusualScore::HalfZero,
        UnusualScore::ZeroHalf,
        UnusualScore::ZeroZero,
    ];

    pub fn notation(self) -> &'static str {
        match self {
            UnusualScore::HalfZero => "½-0",
            UnusualScore::ZeroHalf => "0-½",
            UnusualScore::ZeroZero => "0-0",
        }
    }

    /// The same score seen with the colours swapped.
    pub fn reversed(self) -> UnusualScore {
        match self {
            UnusualScore::HalfZero => UnusualScore::ZeroHalf,
            UnusualScore::ZeroHalf => UnusualScore::HalfZero,
            UnusualScore::ZeroZero => UnusualScore::ZeroZero,
        }
    }

    /// The result recorded, Black's adjustment from that result's usual points, and the
    /// letter of Black's usual result (`W D L`, as TRF-26 `299` types it). ½-0: a draw,
    /// Black a loss's points instead of a draw's; 0-½ and 0-0: Black wins, with a draw's
    /// or a loss's points instead of a win's.
    pub fn recorded(self, scoring: &ScoringSystem) -> (GameResult, Points, char) {
        match self {
            UnusualScore::HalfZero => (GameResult::Draw, scoring.loss - scoring.draw, 'D'),
            UnusualScore::ZeroHalf => (GameResult::BlackWins, scoring.draw - scoring.win, 'W'),
            UnusualScore::ZeroZero => (GameResult::BlackWins, scoring.loss - scoring.win, 'W'),
        }
    }

    /// The unusual score a recorded result and Black's adjustment make, if any.
    pub fn read(
        result: GameResult,
        black_adjustment: Points,
        scoring: &ScoringSystem,
    ) -> Option<UnusualScore> {
        UnusualScore::ALL.into_iter().find(|s| {
            let (recorded, points, _) = s.recorded(scoring);
            recorded == result && points == black_adjustment
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE scoring (1, ½, 0): ½-0 is a draw with Black's ½ taken back; 0-½ a Black win
    /// with ½ taken back; 0-0 a Black win with the whole point taken back. Each reads back.
    #[test]
    fn unusual_scores_are_a_result_and_blacks_difference() {
        let s = ScoringSystem::fide();
        let half = Points::from_halves(1);
        assert_eq!(
            UnusualScore::HalfZero.recorded(&s),
            (GameResult::Draw, Points::ZERO - half, 'D')
        );
        assert_eq!(
            UnusualScore::ZeroHalf.recorded(&s),
            (GameResult::BlackWins, Points::ZERO - half, 'W')
        );
        assert_eq!(
            UnusualScore::ZeroZero.recorded(&s),
            (
                GameResult::BlackWins,
                Points::ZERO - Points::from_whole(1),
                'W'
            )
        );
        for score in UnusualScore::ALL {
            let (result, points, _) = score.recorded(&s);
            assert_eq!(UnusualScore::read(result, points, &s), Some(score));
            assert_eq!(score.reversed().reversed(), score);
        }
        assert_eq!(UnusualScore::read(GameResult::Draw, Points::ZERO, &s), None);
    }
}

//! A result corrected in an earlier round (issue 14 item 4). C.04.2 art. 4.3: a
//! correction reported after the next pairing is made applies from the following pairing,
//! and rounds already published are never paired again. So the rounds paired since stand;
//! the correction is recorded in the audit trail and each of those rounds is flagged
//! "paired on a different result" ([`PairedOnDifferentResult`]).

use super::command::ResultCorrection;
use super::{Refusal, SessionError};
use crate::domain::{ChangeKind, ManualChange, Tournament};
use crate::i18n::{Language, Localize};

/// Sets the result; in a round before the last one paired, a change is recorded.
pub(super) fn correct(t: &mut Tournament, c: ResultCorrection) -> Result<(), SessionError> {
    let rounds_paired = t.rounds_paired();
    let round = t
        .round_mut(c.round)
        .ok_or(SessionError::Invalid(Refusal::NoSuchRound {
            round: c.round,
        }))?;
    let entry = ManualChange::before(round, ChangeKind::Repaired, String::new(), c.time);
    let board =
        round
            .boards
            .get_mut(c.board)
            .ok_or(SessionError::Invalid(Refusal::NoSuchBoard {
                round: c.round,
                board: c.board + 1,
            }))?;
    // C.04.5: a Double-Swiss match's second game is corrected the same way.
    let game = if c.second_game {
        board
            .second_game
            .as_mut()
            .ok_or(SessionError::Invalid(Refusal::NotAMatch {
                round: c.round,
                board: c.board + 1,
            }))?
    } else {
        &mut board.result
    };
    let before = *game;
    *game = c.result;
    super::unusual_score::forget_on_board(t, c.round, c.board, c.second_game);
    if before != c.result && c.round < rounds_paired {
        t.manual_changes.push(ManualChange {
            change: ChangeKind::ResultCorrected {
                board: c.board + 1,
                before,
                after: c.result,
                rounds_paired,
                second_game: c.second_game,
            },
            ..entry
        });
    }
    Ok(())
}

/// A round paired before a result of an earlier round was corrected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairedOnDifferentResult {
    /// The round flagged.
    pub round: u32,
    /// The round whose result was corrected, and its board (1-based).
    pub corrected_round: u32,
    pub board: usize,
}

impl Localize for PairedOnDifferentResult {
    fn localize(&self, lang: Language) -> String {
        crate::tr!(
            lang,
            "flag-paired-on-different-result",
            round = self.round,
            corrected = self.corrected_round,
            board = self.board
        )
    }
}

/// The corrections made after round `round` was paired on the result before them.
pub fn paired_on_different_result(t: &Tournament, round: u32) -> Vec<PairedOnDifferentResult> {
    let mut flags: Vec<PairedOnDifferentResult> = t
        .manual_changes
        .iter()
        .filter_map(|change| match change.change {
            ChangeKind::ResultCorrected {
                board,
                rounds_paired,
                ..
            } if change.round < round && round <= rounds_paired => Some(PairedOnDifferentResult {
                round,
                corrected_round: change.round,
                board,
            }),
            _ => None,
        })
        .collect();
    flags.dedup();
    flags
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, GameResult, PlayerId, Round};
    use crate::i18n::test_support::assert_worded;

    fn time() -> chrono::NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(21, 30, 0))
            .unwrap()
    }

    /// Three rounds paired; round 1 board 1 won by White.
    fn three_rounds() -> Tournament {
        let mut t = Tournament::default();
        for n in 1..=3 {
            let mut board = Board::new(PlayerId(1), PlayerId(2));
            board.result = GameResult::WhiteWins;
            t.rounds.push(Round {
                number: n,
                boards: vec![board],
                byes: vec![],
            });
        }
        t
    }

    fn correction(round: u32, result: GameResult) -> ResultCorrection {
        ResultCorrection {
            round,
            board: 0,
            result,
            time: time(),
            second_game: false,
        }
    }

    #[test]
    fn a_correction_before_the_last_round_flags_the_rounds_paired_since() {
        let mut t = three_rounds();
        correct(&mut t, correction(1, GameResult::Draw)).unwrap();
        assert_eq!(t.rounds[0].boards[0].result, GameResult::Draw);
        assert_eq!(
            t.manual_changes[0].change,
            ChangeKind::ResultCorrected {
                board: 1,
                before: GameResult::WhiteWins,
                after: GameResult::Draw,
                rounds_paired: 3,
                second_game: false,
            }
        );
        assert!(paired_on_different_result(&t, 1).is_empty());
        for round in [2, 3] {
            assert_eq!(
                paired_on_different_result(&t, round),
                vec![PairedOnDifferentResult {
                    round,
                    corrected_round: 1,
                    board: 1
                }]
            );
        }
        // A round paired after the correction is paired on the corrected result.
        assert!(paired_on_different_result(&t, 4).is_empty());
    }

    #[test]
    fn the_last_round_and_an_unchanged_result_are_not_corrections() {
        let mut t = three_rounds();
        correct(&mut t, correction(3, GameResult::Draw)).unwrap();
        correct(&mut t, correction(2, GameResult::WhiteWins)).unwrap();
        assert!(t.manual_changes.is_empty());
        assert_eq!(t.rounds[2].boards[0].result, GameResult::Draw);
        assert_eq!(
            correct(&mut t, correction(7, GameResult::Draw)),
            Err(SessionError::Invalid(Refusal::NoSuchRound { round: 7 }))
        );
    }

    #[test]
    fn the_flag_is_worded() {
        assert_worded(&PairedOnDifferentResult {
            round: 3,
            corrected_round: 1,
            board: 2,
        });
    }
}

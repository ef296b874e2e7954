//! A single game scored unusually (½-0, 0-½, 0-0; VCL.13), entered in the window on
//! either game of a board, a Double-Swiss match's second game too (C.04.5). It is
//! recorded as a file records it (`domain::UnusualScore`): the result plus Black's
//! adjustment, marked with the game it belongs to. Any other result set on that game
//! takes the adjustment away ([`forget`]), so a score is never counted twice.

use super::{Refusal, SessionError};
use crate::domain::{AdjustmentReason, PlayerId, Round, ScoreAdjustment, Tournament, UnusualScore};

/// The players of a board's game in that game's colours: the second game's White is the
/// board's Black.
fn game_players(round: &Round, board: usize, second_game: bool) -> Option<(PlayerId, PlayerId)> {
    let b = round.boards.get(board)?;
    Some(if second_game {
        (b.black, b.white)
    } else {
        (b.white, b.black)
    })
}

/// Takes away the unusual-score adjustments of game `second_game` of the two players in
/// round `round`.
pub(super) fn forget(t: &mut Tournament, round: u32, players: (PlayerId, PlayerId), second: bool) {
    t.score_adjustments.retain(|a| {
        let of_game = a.round == round
            && (a.player == players.0 || a.player == players.1)
            && matches!(a.reason, AdjustmentReason::UnusualScore { second_game, .. }
                if second_game == second);
        !of_game
    });
}

/// The same, for board `board` (0-based) of round `round`.
pub(super) fn forget_on_board(t: &mut Tournament, round: u32, board: usize, second: bool) {
    if let Some(players) = t.round(round).and_then(|r| game_players(r, board, second)) {
        forget(t, round, players, second);
    }
}

/// Records `score` on game `second_game` of board `board` (0-based) of round `round`, the
/// last one paired (an earlier round's results are corrected with the audit trail).
pub(super) fn set(
    t: &mut Tournament,
    round: u32,
    board: usize,
    second_game: bool,
    score: UnusualScore,
) -> Result<(), SessionError> {
    if round != t.rounds_paired() {
        return Err(SessionError::Invalid(Refusal::UnusualScoreNotLastRound {
            round,
        }));
    }
    let (result, points, code) = score.recorded(&t.settings.scoring);
    let no_board = SessionError::Invalid(Refusal::NoSuchBoard {
        round,
        board: board + 1,
    });
    let r = t
        .round_mut(round)
        .ok_or(SessionError::Invalid(Refusal::NoSuchRound { round }))?;
    let b = r.boards.get_mut(board).ok_or(no_board)?;
    let (game, black) = if second_game {
        let second = b
            .second_game
            .as_mut()
            .ok_or(SessionError::Invalid(Refusal::NotAMatch {
                round,
                board: board + 1,
            }))?;
        (second, b.white)
    } else {
        (&mut b.result, b.black)
    };
    *game = result;
    forget_on_board(t, round, board, second_game);
    t.score_adjustments.push(ScoreAdjustment {
        player: black,
        round,
        points,
        reason: AdjustmentReason::UnusualScore { code, second_game },
    });
    Ok(())
}

/// The unusual score recorded on game `second_game` of board `board` (0-based) of round
/// `round`, read as that game's colours read it.
pub fn unusual_score(
    t: &Tournament,
    round: u32,
    board: usize,
    second_game: bool,
) -> Option<UnusualScore> {
    let r = t.round(round)?;
    let (_, black) = game_players(r, board, second_game)?;
    let b = r.boards.get(board)?;
    let result = if second_game {
        b.second_game?
    } else {
        b.result
    };
    let adjustment = t.score_adjustments.iter().find(|a| {
        a.round == round
            && a.player == black
            && matches!(a.reason, AdjustmentReason::UnusualScore { second_game: s, .. }
                if s == second_game)
    })?;
    UnusualScore::read(result, adjustment.points, &t.settings.scoring)
}

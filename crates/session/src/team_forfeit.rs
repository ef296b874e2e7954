//! A team match forfeited in the window (issue 39; docs/rules/teams.md D3, D14): one team
//! absent, every board won by forfeit by the player of the team present; or both teams
//! absent, both lose the match as a file's `330 --` says. Only in the last round paired:
//! an earlier round is corrected board by board, each correction in the audit trail
//! (C.04.2 art. 4.3).

use super::{Refusal, SessionError};
use crate::domain::{GameResult, MatchForfeit, PlayerId, TeamId, TeamMatch, Tournament};

fn invalid(refusal: Refusal) -> SessionError {
    SessionError::Invalid(refusal)
}

/// Match `number` (1-based) of round `round`, which must be the last round paired.
fn last_round_match(t: &Tournament, round: u32, number: usize) -> Result<TeamMatch, SessionError> {
    if round != t.rounds_paired() {
        return Err(invalid(Refusal::ForfeitNotLastRound { round }));
    }
    number
        .checked_sub(1)
        .and_then(|i| t.team_event.as_ref()?.round(round)?.matches.get(i))
        .cloned()
        .ok_or_else(|| invalid(Refusal::NoSuchMatch { round, number }))
}

/// Sets the result of each game of match `m` (a board with two players) in round
/// `round`: `result(white)` for the game whose White is `white`. A board's second game
/// (a Double-Swiss match) is the first one's in its own colours.
fn set_games(
    t: &mut Tournament,
    round: u32,
    m: &TeamMatch,
    result: impl Fn(PlayerId) -> GameResult,
) -> Result<(), SessionError> {
    let games = t
        .round_mut(round)
        .ok_or_else(|| invalid(Refusal::NoSuchRound { round }))?;
    for board in &m.boards {
        let (Some(first), Some(second)) = (board.first, board.second) else {
            continue;
        };
        let Some(game) = games
            .boards
            .iter_mut()
            .find(|g| g.has(first) && g.has(second))
        else {
            continue;
        };
        game.result = result(game.white);
        if game.second_game.is_some() {
            // The second game in its own colours: its White is the board's Black.
            game.second_game = Some(game.result.reversed());
        }
    }
    Ok(())
}

/// A whole match lost by the team that did not come: each of its boards with two
/// players becomes a forfeit won by the player of the team present (so the match and
/// game points follow from the games, as for any board: D2, D3). A board's second game
/// (a Double-Swiss match) goes the same way.
pub(super) fn forfeit_match(
    t: &mut Tournament,
    round: u32,
    number: usize,
    absent: TeamId,
) -> Result<(), SessionError> {
    let m = last_round_match(t, round, number)?;
    if !m.has(absent) {
        return Err(invalid(Refusal::NoSuchTeam));
    }
    let absent_players: Vec<PlayerId> = m.line_up(absent).into_iter().flatten().collect();
    set_games(t, round, &m, |white| {
        if absent_players.contains(&white) {
            GameResult::BlackWinsByForfeit
        } else {
            GameResult::WhiteWinsByForfeit
        }
    })
}

/// Neither team came: every board of the match with two players is a double forfeit
/// (`-/-`, as the `001` lines of a file say it), and the match is recorded as a file's
/// `330 --` reads, a forfeited match without boards (`TeamMatch::forfeit`), so both
/// teams lose it with nothing (D3). Without the forfeit mark the double forfeits alone
/// would score the match as a 0-0 draw.
pub(super) fn both_absent(
    t: &mut Tournament,
    round: u32,
    number: usize,
) -> Result<(), SessionError> {
    let m = last_round_match(t, round, number)?;
    set_games(t, round, &m, |_| GameResult::DoubleForfeit)?;
    let recorded = number
        .checked_sub(1)
        .and_then(|i| t.team_event.as_mut()?.round_mut(round)?.matches.get_mut(i))
        .ok_or_else(|| invalid(Refusal::NoSuchMatch { round, number }))?;
    recorded.boards.clear();
    recorded.forfeit = Some(MatchForfeit::Neither);
    Ok(())
}

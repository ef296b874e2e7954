//! A team match forfeited in the window (issue 39; docs/rules/teams.md D3, D14): one team
//! absent, every board won by forfeit by the player of the team present; or both teams
//! absent, both lose the match as a file's `330 --` says. A player of an absent team
//! alone at a board loses the individual bye that board gave him. Only in the last round paired:
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

/// The players of match `m` who sat alone at a board (nobody opposite: D2) and whose
/// team is one of `absent`.
fn lone_players(m: &TeamMatch, absent: &[TeamId]) -> Vec<PlayerId> {
    m.boards
        .iter()
        .filter_map(|b| match (b.first, b.second) {
            (Some(p), None) if absent.contains(&m.first) => Some(p),
            (None, Some(p)) if absent.contains(&m.second) => Some(p),
            _ => None,
        })
        .collect()
}

/// A player alone at a board scores his individual bye (D2), the board won by forfeit.
/// When his team did not come, he did not either: his bye of round `round` is taken away,
/// so he is not paired that round (absent, nothing scored: C.07 16.1.1), as a team-mate
/// with an opponent gets a forfeit loss.
fn drop_lone_byes(t: &mut Tournament, round: u32, lone: &[PlayerId]) {
    if let Some(r) = t.round_mut(round) {
        r.byes.retain(|bye| !lone.contains(&bye.player));
    }
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
    })?;
    drop_lone_byes(t, round, &lone_players(&m, &[absent]));
    Ok(())
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
    drop_lone_byes(t, round, &lone_players(&m, &[m.first, m.second]));
    let recorded = number
        .checked_sub(1)
        .and_then(|i| t.team_event.as_mut()?.round_mut(round)?.matches.get_mut(i))
        .ok_or_else(|| invalid(Refusal::NoSuchMatch { round, number }))?;
    recorded.boards.clear();
    recorded.forfeit = Some(MatchForfeit::Neither);
    Ok(())
}

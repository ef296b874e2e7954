//! Board standings (issue 39): for each board, the players who played on it, ranked by
//! their percentage of the points of the games they played there, among those with at
//! least the minimum number of games (the event's rule; docs/rules/teams.md, D7).
//!
//! Only games played over the board count (a forfeit and a board without an opponent
//! are not a game played; C.07 art. 15.1's "unplayed"). A player's games on each board
//! count for that board only. Equal percentages: more points first, then more games,
//! then the team's pairing number.

use crate::domain::history::RoundEntry;
use crate::domain::{PlayerId, Points, TeamId, Tournament};

/// One player's line on one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    pub player: PlayerId,
    pub team: TeamId,
    pub points: Points,
    pub games: u32,
    /// Percentage in hundredths of a percent (6667 = 66.67 %), rounded down.
    pub percentage: u32,
}

/// The standings of one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardStandings {
    /// 1-based.
    pub board: u32,
    /// Best first: those with the minimum of games.
    pub rows: Vec<BoardRow>,
}

/// Half the rounds played, rounded up (docs/rules/teams.md, D7).
pub fn default_minimum_games(rounds: u32) -> u32 {
    rounds.div_ceil(2)
}

/// The event's minimum after `rounds` rounds: the one the arbiter set, or the default.
pub fn event_minimum_games(events: &crate::domain::TeamEvent, rounds: u32) -> u32 {
    events
        .board_minimum_games
        .unwrap_or_else(|| default_minimum_games(rounds))
}

/// Every board's standings after round `after_round`.
pub fn board_standings(
    t: &Tournament,
    after_round: u32,
    minimum_games: u32,
) -> Vec<BoardStandings> {
    let Some(events) = &t.team_event else {
        return Vec::new();
    };
    let scoring = &t.settings.scoring;
    // (board, player) → (team, points, games)
    let mut tally: std::collections::BTreeMap<(u32, PlayerId), (TeamId, Points, u32)> =
        std::collections::BTreeMap::new();
    for round in events.rounds.iter().filter(|r| r.number <= after_round) {
        let Some(games) = t.round(round.number) else {
            continue;
        };
        for m in round.matches.iter().filter(|m| m.forfeit.is_none()) {
            for (index, board) in m.boards.iter().enumerate() {
                let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
                for (player, team) in [(board.first, m.first), (board.second, m.second)] {
                    let Some(player) = player else { continue };
                    let entry = RoundEntry::in_round(games, player);
                    if !entry.is_played() {
                        continue;
                    }
                    let slot = tally
                        .entry((number, player))
                        .or_insert((team, Points::ZERO, 0));
                    slot.1 += entry.points(scoring);
                    slot.2 += 1;
                }
            }
        }
    }
    let win = i64::from(scoring.win.0.max(1));
    let boards = tally.keys().map(|(b, _)| *b).max().unwrap_or(0);
    (1..=boards)
        .map(|board| {
            let mut rows: Vec<BoardRow> = tally
                .iter()
                .filter(|((b, _), (_, _, games))| *b == board && *games >= minimum_games)
                .map(|(&(_, player), &(team, points, games))| {
                    let most = win * i64::from(games.max(1));
                    let percentage = i64::from(points.0) * 10_000 / most;
                    BoardRow {
                        player,
                        team,
                        points,
                        games,
                        percentage: u32::try_from(percentage.max(0)).unwrap_or(0),
                    }
                })
                .collect();
            let number = |team: TeamId| events.team(team).map_or(u32::MAX, |t| t.pairing_number);
            rows.sort_by(|a, b| {
                b.percentage
                    .cmp(&a.percentage)
                    .then(b.points.cmp(&a.points))
                    .then(b.games.cmp(&a.games))
                    .then(number(a.team).cmp(&number(b.team)))
            });
            BoardStandings { board, rows }
        })
        .collect()
}

//! Which team of a match was named first and who sat at which board, read from the games
//! of the individual round (TRF keeps no board numbers: the `001` lines say only who met
//! whom, with which colour).
//!
//! - Board order: the players' order in the `300` record of that round when there is one
//!   (0 an empty board), otherwise their roster order (the order of a team's players on
//!   the boards follows its roster, as team regulations require). When both teams have a
//!   `300` line the boards are the two lists side by side.
//! - A player without an opponent (his individual pairing-allocated or full-point bye in
//!   a round his team has a match: nobody sat opposite him) is on a board of his own.
//! - The first-named team is the one whose colours follow the event's sequence (`352`,
//!   or board 1 White and alternating) on the first board with a game; when the colours
//!   say nothing, the team with the lower pairing number.
//!
//! The exporter asks the same question of every match it writes: when the answer is not
//! the match as it is, it writes the `300` lines that make it so.

use crate::domain::{ByeKind, Colour, PlayerId, Round, TeamBoard, TeamEvent, TeamId, TeamMatch};
use std::collections::BTreeMap;

/// The players a team lined up in one round, board by board, as a `300` record gives
/// them.
pub type LineUps = BTreeMap<TeamId, Vec<Option<PlayerId>>>;

/// The team of every player on a roster.
pub fn team_of_players(events: &TeamEvent) -> BTreeMap<PlayerId, TeamId> {
    events
        .teams
        .iter()
        .flat_map(|t| t.players.iter().map(move |&p| (p, t.id)))
        .collect()
}

/// The players of `a` and `b` who sit without an opponent in `round`.
fn lone_players(
    round: &Round,
    teams: &BTreeMap<PlayerId, TeamId>,
    a: TeamId,
    b: TeamId,
) -> Vec<PlayerId> {
    round
        .byes
        .iter()
        .filter(|bye| matches!(bye.kind, ByeKind::PairingAllocated | ByeKind::FullPoint))
        .map(|bye| bye.player)
        .filter(|p| teams.get(p).is_some_and(|&t| t == a || t == b))
        .collect()
}

/// The match between `a` and `b` (`a` with the lower pairing number) in `round`.
pub fn arrange(
    events: &TeamEvent,
    round: &Round,
    a: TeamId,
    b: TeamId,
    line_ups: &LineUps,
) -> TeamMatch {
    let teams = team_of_players(events);
    let lone = lone_players(round, &teams, a, b);
    let mut fallback = None;
    for (first, second) in [(a, b), (b, a)] {
        let boards = boards_for(events, round, &teams, &lone, (first, second), line_ups);
        match colours_agree(events, round, &boards) {
            Some(true) => return made(first, second, boards),
            Some(false) => {}
            None => {
                return made(
                    a,
                    b,
                    boards_for(events, round, &teams, &lone, (a, b), line_ups),
                );
            }
        }
        if fallback.is_none() {
            fallback = Some(made(first, second, boards));
        }
    }
    fallback.unwrap_or_else(|| TeamMatch::new(a, b))
}

fn made(first: TeamId, second: TeamId, boards: Vec<TeamBoard>) -> TeamMatch {
    TeamMatch {
        first,
        second,
        boards,
        forfeit: None,
    }
}

/// Does the first team have, on the first board with a game, the colour of the
/// sequence? `None` when no board has a game.
fn colours_agree(events: &TeamEvent, round: &Round, boards: &[TeamBoard]) -> Option<bool> {
    boards.iter().enumerate().find_map(|(index, board)| {
        let (Some(first), Some(_)) = (board.first, board.second) else {
            return None;
        };
        let game = round.boards.iter().find(|g| g.has(first))?;
        let colour = if game.white == first {
            Colour::White
        } else {
            Colour::Black
        };
        Some(colour == events.first_team_colour(index + 1))
    })
}

/// The boards with `first` named first.
fn boards_for(
    events: &TeamEvent,
    round: &Round,
    teams: &BTreeMap<PlayerId, TeamId>,
    lone: &[PlayerId],
    (first, second): (TeamId, TeamId),
    line_ups: &LineUps,
) -> Vec<TeamBoard> {
    if let (Some(one), Some(other)) = (line_ups.get(&first), line_ups.get(&second)) {
        let length = one.len().max(other.len());
        return (0..length)
            .map(|k| TeamBoard {
                first: one.get(k).copied().flatten(),
                second: other.get(k).copied().flatten(),
            })
            .collect();
    }
    let position = |team: TeamId, player: PlayerId| -> usize {
        let listed = line_ups
            .get(&team)
            .and_then(|order| order.iter().position(|&p| p == Some(player)));
        let roster = || {
            events
                .team(team)
                .and_then(|t| t.roster_position(player))
                .unwrap_or(usize::MAX)
        };
        listed.unwrap_or_else(roster)
    };
    let mut entries: Vec<((usize, u8), TeamBoard)> = Vec::new();
    for game in &round.boards {
        let (white, black) = (teams.get(&game.white), teams.get(&game.black));
        let (own, other) = match (white, black) {
            (Some(&w), Some(&b)) if w == first && b == second => (game.white, game.black),
            (Some(&w), Some(&b)) if w == second && b == first => (game.black, game.white),
            _ => continue,
        };
        let board = TeamBoard {
            first: Some(own),
            second: Some(other),
        };
        entries.push(((position(first, own), 0), board));
    }
    for &player in lone {
        if teams.get(&player) == Some(&first) {
            let board = TeamBoard {
                first: Some(player),
                second: None,
            };
            entries.push(((position(first, player), 0), board));
        } else {
            let board = TeamBoard {
                first: None,
                second: Some(player),
            };
            entries.push(((position(second, player), 1), board));
        }
    }
    entries.sort_by_key(|(key, _)| *key);
    entries.into_iter().map(|(_, board)| board).collect()
}

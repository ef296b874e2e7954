//! A round of a team round robin (issue 39): the FIDE Berger table (C.05 Annex 1, the
//! `round_robin` module's) over the teams' pairing numbers, each table board a match whose
//! "White" number is the first-named team; then the boards of each match: the first
//! `boards` players of each roster, board by board, the first-named team with the colour
//! the event's sequence gives each board (board 1 White then alternating unless set,
//! TRF-26 `352`). A team drawn against the table's bye number (odd number of teams)
//! rests: no match and no points (C.05 Annex 1). A double round robin follows the FIDE
//! order of cycles (the last two rounds of the first cycle swapped, colours reversed in
//! the second).

use crate::ProposedRound;
use crate::domain::{
    Board, Colour, PlayerId, TeamBoard, TeamEvent, TeamId, TeamMatch, TeamRound, TeamSystem,
    Tournament,
};
use crate::round_robin::berger::{CycleOrder, scheduled_round};
use thiserror::Error;

/// Why a team round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamPairingError {
    #[error("the tournament has no teams")]
    NotATeamEvent,
    #[error("the team system is a Swiss, not a round robin")]
    NotARoundRobin,
    #[error("the team system is a round robin, not a Swiss")]
    NotATeamSwiss,
    #[error("a team Swiss by the organiser's own rules is paired by hand")]
    CustomTeamSwiss,
    #[error("the Baku acceleration (C.04.7) is not applied to team events")]
    BakuAcceleration,
    #[error("no pairing of the teams meets the absolute criteria: {0:?}")]
    Unpairable(crate::Unpairable),
    #[error("the pairing was cancelled")]
    Cancelled,
    #[error("a round robin needs at least two teams")]
    TooFewTeams,
    #[error("the round robin has no round {0}")]
    NoSuchRound(u32),
    #[error("team {team} has {players} players for {boards} boards")]
    ShortRoster {
        team: TeamId,
        players: usize,
        boards: u32,
    },
}

/// Round `round` of the team round robin: the games (for the individual round) and the
/// team matches.
pub fn pair_team_round(
    t: &Tournament,
    round: u32,
) -> Result<(ProposedRound, TeamRound), TeamPairingError> {
    let events = t
        .team_event
        .as_ref()
        .ok_or(TeamPairingError::NotATeamEvent)?;
    let cycles = match events.system {
        TeamSystem::RoundRobin => 1,
        TeamSystem::DoubleRoundRobin => 2,
        _ => return Err(TeamPairingError::NotARoundRobin),
    };
    let teams = events.teams_by_pairing_number();
    let count = u32::try_from(teams.len()).unwrap_or(u32::MAX);
    if count < 2 {
        return Err(TeamPairingError::TooFewTeams);
    }
    let table = scheduled_round(count, cycles, CycleOrder::FideSwap, round)
        .ok_or(TeamPairingError::NoSuchRound(round))?;
    let team_at = |number: u32| {
        usize::try_from(number)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| teams.get(i))
    };
    let mut proposed = ProposedRound::default();
    let mut team_round = TeamRound {
        number: round,
        ..TeamRound::default()
    };
    for (first_number, second_number) in table {
        // The table's bye number has no team: the other team rests.
        let (Some(first), Some(second)) = (team_at(first_number), team_at(second_number)) else {
            continue;
        };
        let (ours, theirs) = (line_up(events, first)?, line_up(events, second)?);
        team_round.matches.push(match_of(
            events,
            first.id,
            second.id,
            &ours,
            &theirs,
            &mut proposed,
        ));
    }
    Ok((proposed, team_round))
}

/// The team's players on the boards of a match: the first `boards` of its roster.
pub fn line_up(
    events: &TeamEvent,
    team: &crate::domain::Team,
) -> Result<Vec<PlayerId>, TeamPairingError> {
    let boards = usize::try_from(events.boards).unwrap_or(usize::MAX);
    team.players
        .get(..boards)
        .map(<[PlayerId]>::to_vec)
        .ok_or(TeamPairingError::ShortRoster {
            team: team.id,
            players: team.players.len(),
            boards: events.boards,
        })
}

/// The match's boards (the first-named team's player first, board colours by the
/// event's sequence), and its games added to `proposed`.
pub fn match_of(
    events: &TeamEvent,
    first: TeamId,
    second: TeamId,
    ours: &[PlayerId],
    theirs: &[PlayerId],
    proposed: &mut ProposedRound,
) -> TeamMatch {
    let mut m = TeamMatch::new(first, second);
    for (index, (&a, &b)) in ours.iter().zip(theirs).enumerate() {
        let board = match events.first_team_colour(index + 1) {
            Colour::White => Board::new(a, b),
            Colour::Black => Board::new(b, a),
        };
        proposed.boards.push(board);
        m.boards.push(TeamBoard {
            first: Some(a),
            second: Some(b),
        });
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Player, Team, TournamentSettings};

    /// `teams` teams of `roster` players (team n: players (n-1)·roster+1 …), 2 boards.
    fn event(teams: u32, roster: u32) -> Tournament {
        let mut t = Tournament::new(TournamentSettings::default());
        let mut events = TeamEvent {
            boards: 2,
            ..TeamEvent::default()
        };
        for n in 0..teams {
            let players = (0..roster)
                .map(|_| t.add_player(Player::default()))
                .collect();
            events.add_team(Team {
                name: format!("T{}", n + 1),
                players,
                ..Team::default()
            });
        }
        t.team_event = Some(events);
        t
    }

    #[test]
    fn five_teams_one_rests_and_colours_follow_the_sequence() {
        let mut t = event(5, 3);
        // C.05 Annex 1, 5 players (table of 6), round 1: 1-6, 2-5, 3-4: team 1 rests.
        let (proposed, round) = pair_team_round(&t, 1).unwrap();
        let pairs: Vec<(u32, u32)> = round
            .matches
            .iter()
            .map(|m| (m.first.0, m.second.0))
            .collect();
        assert_eq!(pairs, [(2, 5), (3, 4)]);
        // Team 2 (players 4-6) first against team 5 (13-15), boards 1-2 of each roster:
        // board 1 4 White v 13, board 2 14 White v 5. The reserves (6, 15) do not play.
        let games: Vec<(u32, u32)> = proposed
            .boards
            .iter()
            .map(|b| (b.white.0, b.black.0))
            .collect();
        assert_eq!(games, [(4, 13), (14, 5), (7, 10), (11, 8)]);
        // A sequence "BB": the first-named team Black on both boards.
        t.team_event.as_mut().unwrap().colour_sequence = vec![Colour::Black, Colour::Black];
        let (proposed, _) = pair_team_round(&t, 1).unwrap();
        let games: Vec<(u32, u32)> = proposed
            .boards
            .iter()
            .map(|b| (b.white.0, b.black.0))
            .collect();
        assert_eq!(games, [(13, 4), (14, 5), (10, 7), (11, 8)]);
        assert!(pair_team_round(&t, 6).is_err());
    }

    #[test]
    fn a_roster_shorter_than_the_boards_is_refused() {
        let t = event(2, 1);
        assert_eq!(
            pair_team_round(&t, 1),
            Err(TeamPairingError::ShortRoster {
                team: TeamId(1),
                players: 1,
                boards: 2
            })
        );
    }
}

//! The invariants of the team layer, checked with the tournament's own
//! ([`Tournament::validate`](crate::Tournament::validate)): unique team ids and pairing
//! numbers, each player on at most one roster, known teams in every round, a team at most
//! once per round (so never against itself), every board's player on his team's roster,
//! team rounds numbered 1..n and no more than the individual rounds.

use super::player::PlayerId;
use super::team::{TeamError, TeamEvent, TeamId};
use super::team_match::TeamRound;
use std::collections::{BTreeMap, BTreeSet};

/// Checks the team layer against the players' ids (`players`) and the number of
/// individual rounds paired (`rounds`).
pub fn validate(
    events: &TeamEvent,
    players: &BTreeSet<PlayerId>,
    rounds: u32,
) -> Result<(), TeamError> {
    let mut ids = BTreeSet::new();
    let mut numbers = BTreeSet::new();
    let mut roster: BTreeMap<PlayerId, TeamId> = BTreeMap::new();
    for team in &events.teams {
        if !ids.insert(team.id) {
            return Err(TeamError::DuplicateTeamId(team.id));
        }
        if team.pairing_number != 0 && !numbers.insert(team.pairing_number) {
            return Err(TeamError::DuplicateTeamPairingNumber(team.pairing_number));
        }
        for &player in &team.players {
            if !players.contains(&player) {
                return Err(TeamError::UnknownPlayer(player));
            }
            if let Some(first) = roster.insert(player, team.id) {
                return Err(TeamError::PlayerInTwoTeams {
                    player,
                    first,
                    second: team.id,
                });
            }
        }
    }
    let team_rounds = u32::try_from(events.rounds.len()).unwrap_or(u32::MAX);
    if team_rounds > rounds {
        return Err(TeamError::MoreTeamRounds {
            team_rounds,
            rounds,
        });
    }
    for (index, round) in events.rounds.iter().enumerate() {
        let expected = u32::try_from(index + 1).unwrap_or(u32::MAX);
        if round.number != expected {
            return Err(TeamError::TeamRoundNumber {
                expected,
                found: round.number,
            });
        }
        validate_round(round, &ids, &roster)?;
    }
    Ok(())
}

fn validate_round(
    round: &TeamRound,
    ids: &BTreeSet<TeamId>,
    roster: &BTreeMap<PlayerId, TeamId>,
) -> Result<(), TeamError> {
    let mut seen = BTreeSet::new();
    for team in round.teams() {
        if !ids.contains(&team) {
            return Err(TeamError::UnknownTeam(team));
        }
        if !seen.insert(team) {
            return Err(TeamError::TeamTwiceInRound {
                round: round.number,
                team,
            });
        }
    }
    // A team against itself appears twice in the round: refused above.
    for m in &round.matches {
        for board in &m.boards {
            let sides = [(board.first, m.first), (board.second, m.second)];
            for (player, team) in sides {
                let Some(player) = player else { continue };
                if roster.get(&player) != Some(&team) {
                    return Err(TeamError::NotOnRoster {
                        round: round.number,
                        player,
                        team,
                    });
                }
            }
        }
    }
    Ok(())
}

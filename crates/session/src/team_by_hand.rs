//! A team round paired by hand and a team bye given by hand (issue 39), each one
//! command and one undo step, as the arbiter pairs an individual round by hand
//! (`hand_round`, C.04.2 art. 4: the arbiter may pair when the system cannot, or when
//! the regulations let him).
//!
//! - **A round by hand**: the arbiter names the matches (the first-named team first) and
//!   perhaps the team bye; each match's boards are the rosters' first players, board by
//!   board, the first-named team with the colours of the event's sequence (D1), as the
//!   engines make them (`pairing::team_round_robin::match_of`); the bye team's line-up
//!   gets the individual pairing-allocated bye (D4). A team named in no match and not
//!   the bye is not paired (no match, no points). The round is recorded once the last
//!   one's results are all in, as an engine's.
//! - **A team bye by hand**, in the last round paired: given to a team without a match
//!   (its line-up gets the individual pairing-allocated bye, D4), or taken away (the
//!   team's individual pairing-allocated byes of that round go with it).

use super::team::{next_team_round, record_round};
use super::{Refusal, SessionError};
use crate::domain::{Bye, ByeKind, PlayerId, Team, TeamEvent, TeamId, TeamRound, Tournament};
use crate::pairing::ProposedRound;
use crate::pairing::team_round_robin::{line_up, match_of};

fn invalid(refusal: Refusal) -> SessionError {
    SessionError::Invalid(refusal)
}

fn events(t: &Tournament) -> Result<&TeamEvent, SessionError> {
    t.team_event
        .as_ref()
        .ok_or_else(|| invalid(Refusal::NotATeamEvent))
}

fn team_of(events: &TeamEvent, id: TeamId) -> Result<&Team, SessionError> {
    events.team(id).ok_or_else(|| invalid(Refusal::NoSuchTeam))
}

/// The team's line-up: the first players of its roster, one a board.
fn line_up_of(events: &TeamEvent, team: &Team) -> Result<Vec<PlayerId>, SessionError> {
    line_up(events, team).map_err(|e| invalid(Refusal::TeamPairing(e)))
}

/// Records the next team round with the arbiter's `matches` (first-named team first)
/// and `bye`.
pub(super) fn pair_round_by_hand(
    t: &mut Tournament,
    matches: &[(TeamId, TeamId)],
    bye: Option<TeamId>,
) -> Result<(), SessionError> {
    let number = next_team_round(t).map_err(invalid)?;
    let events = events(t)?;
    let mut named: Vec<TeamId> = Vec::new();
    let mut name = |id: TeamId| -> Result<&Team, SessionError> {
        let team = team_of(events, id)?;
        if named.contains(&id) {
            return Err(invalid(Refusal::TeamAlreadyPaired {
                team: team.name.clone(),
                round: number,
            }));
        }
        named.push(id);
        Ok(team)
    };
    let mut games = ProposedRound::default();
    let mut team_round = TeamRound {
        number,
        ..TeamRound::default()
    };
    for &(first, second) in matches {
        if first == second {
            let team = team_of(events, first)?;
            return Err(invalid(Refusal::TeamAgainstItself {
                team: team.name.clone(),
            }));
        }
        let (a, b) = (name(first)?, name(second)?);
        let (ours, theirs) = (line_up_of(events, a)?, line_up_of(events, b)?);
        let m = match_of(events, first, second, &ours, &theirs, &mut games);
        team_round.matches.push(m);
    }
    if let Some(id) = bye {
        let team = name(id)?;
        games.byes.extend(pabs(&line_up_of(events, team)?));
        team_round.byes.push(id);
    }
    record_round(t, games, team_round)
}

/// The individual pairing-allocated byes of a line-up (D4).
fn pabs(players: &[PlayerId]) -> Vec<Bye> {
    players
        .iter()
        .map(|&player| Bye {
            player,
            kind: ByeKind::PairingAllocated,
        })
        .collect()
}

/// Gives (`give`) or takes away the team bye of `team` in round `round`, the last one
/// paired.
pub(super) fn set_team_bye(
    t: &mut Tournament,
    round: u32,
    team: TeamId,
    give: bool,
) -> Result<(), SessionError> {
    if round != t.rounds_paired() || round == 0 {
        return Err(invalid(Refusal::TeamByeNotLastRound { round }));
    }
    let events = events(t)?;
    let roster = team_of(events, team)?;
    let (name, players) = (roster.name.clone(), roster.players.clone());
    let team_round = events.round(round);
    let has_bye = team_round.is_some_and(|r| r.byes.contains(&team));
    let plays = team_round.is_some_and(|r| r.match_of(team).is_some());
    if give {
        let line_up = line_up_of(events, roster)?;
        let games = t.round(round);
        let seated = |p: &PlayerId| {
            games.is_some_and(|r| r.board_of(*p).is_some() || r.bye_of(*p).is_some())
        };
        if has_bye || plays || line_up.iter().any(seated) {
            return Err(invalid(Refusal::TeamAlreadyPaired { team: name, round }));
        }
        if let Some(r) = t.round_mut(round) {
            r.byes.extend(pabs(&line_up));
        }
        team_round_mut(t, round)?.byes.push(team);
    } else {
        if !has_bye {
            return Err(invalid(Refusal::NoTeamBye { team: name, round }));
        }
        if let Some(r) = t.round_mut(round) {
            r.byes
                .retain(|b| !(players.contains(&b.player) && b.kind == ByeKind::PairingAllocated));
        }
        team_round_mut(t, round)?.byes.retain(|&b| b != team);
    }
    Ok(())
}

/// The team round `round`, made empty when the event has none yet (an individual round
/// recorded without its team round cannot come from the session, but a file may hold one).
fn team_round_mut(t: &mut Tournament, round: u32) -> Result<&mut TeamRound, SessionError> {
    let events = t
        .team_event
        .as_mut()
        .ok_or_else(|| invalid(Refusal::NotATeamEvent))?;
    if events.round(round).is_none() {
        events.rounds.push(TeamRound {
            number: round,
            ..TeamRound::default()
        });
    }
    events
        .round_mut(round)
        .ok_or_else(|| invalid(Refusal::NotATeamEvent))
}

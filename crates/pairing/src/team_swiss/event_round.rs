//! A round of a team event paired by the Team Swiss engine (issue 39): the engine's
//! input built from the event (`from_event`), its matches turned into the event's team
//! matches and the individual games of their boards, and the team with the
//! pairing-allocated bye recorded.
//!
//! - The engine names the team with White on board 1 (Article 4). The event's colour
//!   sequence says which colour the first-named team has on board 1 (TRF-26 `352`; White
//!   unless set, docs/rules/teams.md D1): the first-named team is the one whose board-1
//!   colour that sequence gives, and every board follows the sequence.
//! - Each team lines up the first `boards` players of its roster (as in a team round
//!   robin): the reserves do not play unless the roster's order is changed.
//! - The PAB (3.4, T8): the team is listed as the round's team bye and each of its
//!   line-up players gets the individual pairing-allocated bye, which scores the team's
//!   game points (docs/rules/teams.md D4); its match points are the event's
//!   `MatchScoring::bye` (a draw's by default, C.04.6 1.4).

use super::explain::{MatchReasons, explain};
use super::reason::TeamSwissReason;
use super::{from_event, pair};
use crate::domain::{Bye, ByeKind, Colour, Team, TeamRound as EventRound, Tournament};
use crate::team_round_robin::{TeamPairingError, line_up, match_of};
use crate::{JobControl, PairingError, ProposedRound};

/// Why a Team Swiss round came out as it did: the summary, then each match (teams by
/// TPN, the order of the event's pairing numbers) in board order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamSwissExplanation {
    pub summary: Vec<TeamSwissReason>,
    pub matches: Vec<MatchReasons>,
}

/// Round `round` of the event's team Swiss: the individual games, the team round and the
/// explanation.
pub fn pair_event_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(ProposedRound, EventRound, TeamSwissExplanation), TeamPairingError> {
    let input = from_event::team_round(t, round)?;
    let events = t
        .team_event
        .as_ref()
        .ok_or(TeamPairingError::NotATeamEvent)?;
    let teams: Vec<&Team> = events.teams_by_pairing_number();
    let pairing = pair(&input, control).map_err(|e| match e {
        PairingError::NoValidPairing(why) => TeamPairingError::Unpairable(why),
        _ => TeamPairingError::Cancelled,
    })?;
    let (summary, matches) = explain(&input, &pairing);
    let mut proposed = ProposedRound::default();
    let mut team_round = EventRound {
        number: round,
        ..EventRound::default()
    };
    let team_at = |index: usize| {
        teams
            .get(index)
            .copied()
            .ok_or(TeamPairingError::TooFewTeams)
    };
    for m in &pairing.matches {
        let (white, black) = (team_at(m.white)?, team_at(m.black)?);
        // The first-named team is the one the sequence gives the engine's board-1 colour.
        let (first, second) = match events.first_team_colour(1) {
            Colour::White => (white, black),
            Colour::Black => (black, white),
        };
        let (ours, theirs) = (line_up(events, first)?, line_up(events, second)?);
        let team_match = match_of(events, first.id, second.id, &ours, &theirs, &mut proposed);
        team_round.matches.push(team_match);
    }
    if let Some(v) = pairing.bye {
        let team = team_at(v)?;
        for player in line_up(events, team)? {
            proposed.byes.push(Bye {
                player,
                kind: ByeKind::PairingAllocated,
            });
        }
        team_round.byes.push(team.id);
    }
    Ok((
        proposed,
        team_round,
        TeamSwissExplanation { summary, matches },
    ))
}

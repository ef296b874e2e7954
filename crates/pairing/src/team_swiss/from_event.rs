//! The Team Swiss engine's input built from a team event (issue 39): each team of the
//! tournament's [`TeamEvent`] with what its recorded rounds say, as a [`TeamRound`] for
//! round `round`. The engine reads nothing else.
//!
//! - **TPN** (1.1): the team's place in pairing-number order, 1 to n (the numbers the
//!   team round robin pairs on too).
//! - **Scores** (1.2): match points and game points after the rounds before `round`
//!   (`domain::team_totals_after`: byes and forfeited matches as the event scores them);
//!   the event's primary score pairs, the other one decides colours (4.2.2) unless the
//!   event ranks on one score only (`…_MP`, `…_GP`).
//! - **Colours** (1.6.1): a team's colour in a match is its first-board player's, so the
//!   first-named team's colour is the one the event's sequence gives board 1 and the
//!   other team's the opposite. Only matches actually played count (1.6.1; C.04.2 3.4):
//!   a forfeited match, or one in which no board's game was played over the board, has
//!   no colour, no meeting ([C1]; C.04.2 3.5) and no "match played" (3.4.3)
//!   (docs/rules/team-swiss-pairing.md, T4 and T9).
//! - **[C2]**: a team that had the pairing-allocated bye or won a match by forfeit (the
//!   other team did not come) may not have the bye again; team events record no
//!   full-point byes.
//! - **1.5**: a team floated in the previous round when it played there against a team
//!   whose primary score, before that round, differed from its own.
//! - The preference type: A or B as the event names it; an event that names neither is
//!   paired with Type A, the simple preferences (T10).

use super::input::{PreferenceType, PrimaryScore, TeamEntrant, TeamRound};
use crate::domain::{
    self, Colour, MatchForfeit, Points, RoundEntry, Team, TeamEvent, TeamId, TeamMatch, TeamSystem,
    Tournament,
};
use crate::team_round_robin::TeamPairingError;

/// The settings of a FIDE Team Swiss, or why the event is not one Torneo pairs.
fn swiss_settings(
    events: &TeamEvent,
) -> Result<(PrimaryScore, bool, PreferenceType), TeamPairingError> {
    match events.system {
        TeamSystem::TeamSwiss {
            preference,
            primary,
            baku,
        } => {
            // C.04.7 (Baku acceleration) is not applied to teams: refused, not ignored.
            if baku {
                return Err(TeamPairingError::BakuAcceleration);
            }
            let (primary, secondary_for_colours) = match primary {
                domain::PrimaryScore::MatchThenGame => (PrimaryScore::MatchPoints, true),
                domain::PrimaryScore::Match => (PrimaryScore::MatchPoints, false),
                domain::PrimaryScore::GameThenMatch => (PrimaryScore::GamePoints, true),
                domain::PrimaryScore::Game => (PrimaryScore::GamePoints, false),
            };
            // Decision T10: an event naming no type uses Type A (1.7.1, the default).
            let preference = match preference {
                domain::PreferenceType::TypeB => PreferenceType::TypeB,
                domain::PreferenceType::TypeA | domain::PreferenceType::Unnamed => {
                    PreferenceType::TypeA
                }
            };
            Ok((primary, secondary_for_colours, preference))
        }
        TeamSystem::CustomTeamSwiss { .. } => Err(TeamPairingError::CustomTeamSwiss),
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin => {
            Err(TeamPairingError::NotATeamSwiss)
        }
    }
}

/// True when the match was actually played: not forfeited as a whole, and at least one
/// board's game played over the board (T9).
pub fn match_played(t: &Tournament, round: u32, m: &TeamMatch) -> bool {
    let Some(games) = t.round(round) else {
        return false;
    };
    m.forfeit.is_none()
        && m.boards.iter().any(|b| match (b.first, b.second) {
            (Some(first), Some(_)) => RoundEntry::in_round(games, first).is_played(),
            _ => false,
        })
}

/// What one team's past says, round by round.
struct Past {
    colours: Vec<Colour>,
    opponents: Vec<TeamId>,
    bye_barred: bool,
    /// The opponent of a played match in each round (`None`: no played match).
    played_against: Vec<Option<TeamId>>,
}

fn past(t: &Tournament, events: &TeamEvent, team: TeamId, before: u32) -> Past {
    let mut p = Past {
        colours: Vec::new(),
        opponents: Vec::new(),
        bye_barred: false,
        played_against: Vec::new(),
    };
    for team_round in events.rounds.iter().filter(|r| r.number < before) {
        // [C2]: the pairing-allocated bye.
        if team_round.byes.contains(&team) {
            p.bye_barred = true;
        }
        let Some(m) = team_round.match_of(team) else {
            p.played_against.push(None);
            continue;
        };
        let first = m.first == team;
        // [C2]: a match won by forfeit.
        match m.forfeit {
            Some(MatchForfeit::FirstWins) if first => p.bye_barred = true,
            Some(MatchForfeit::SecondWins) if !first => p.bye_barred = true,
            _ => {}
        }
        if match_played(t, team_round.number, m) {
            // 1.6.1: the colour of the team's first-board player.
            let board_one = events.first_team_colour(1);
            p.colours.push(if first {
                board_one
            } else {
                board_one.opposite()
            });
            p.opponents.extend(m.opponent_of(team));
            p.played_against.push(m.opponent_of(team));
        } else {
            p.played_against.push(None);
        }
    }
    p
}

/// The engine's input for round `round` of the tournament's team Swiss.
pub fn team_round(t: &Tournament, round: u32) -> Result<TeamRound, TeamPairingError> {
    let events = t
        .team_event
        .as_ref()
        .ok_or(TeamPairingError::NotATeamEvent)?;
    let (primary, secondary_for_colours, preferences) = swiss_settings(events)?;
    let teams: Vec<&Team> = events.teams_by_pairing_number();
    if teams.len() < 2 {
        return Err(TeamPairingError::TooFewTeams);
    }
    // The previous round, whose scores the teams are paired on after.
    let previous = round.saturating_sub(1);
    let totals = |team: TeamId, after: u32| domain::team_totals_after(t, events, team, after);
    let score = |(mp, gp): (Points, Points)| match primary {
        PrimaryScore::MatchPoints => mp,
        PrimaryScore::GamePoints => gp,
    };
    let entrants = teams
        .iter()
        .zip(1..)
        .map(|(team, tpn)| {
            let p = past(t, events, team.id, round);
            let (match_points, game_points) = totals(team.id, previous);
            // 1.5: the previous round's played opponent had another score before it.
            let floated_previous_round = previous >= 1
                && p.played_against
                    .get(previous as usize - 1)
                    .copied()
                    .flatten()
                    .is_some_and(|opponent| {
                        score(totals(opponent, previous - 1))
                            != score(totals(team.id, previous - 1))
                    });
            let tpn_of = |id: TeamId| {
                teams
                    .iter()
                    .position(|x| x.id == id)
                    .and_then(|i| u32::try_from(i + 1).ok())
            };
            TeamEntrant {
                tpn,
                match_points,
                game_points,
                matches_played: p.colours.len(),
                colours: p.colours,
                opponents: p.opponents.iter().filter_map(|&id| tpn_of(id)).collect(),
                bye_barred: p.bye_barred,
                floated_previous_round,
            }
        })
        .collect();
    Ok(TeamRound {
        round,
        rounds: t.settings.rounds,
        teams: entrants,
        primary,
        secondary_for_colours,
        preferences,
        initial_colour: t.settings.initial_colour,
    })
}

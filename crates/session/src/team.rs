//! The team layer's commands (issue 39; docs/rules/teams.md): a tournament made a team
//! event, its teams added, renamed and removed, the registered players put on a team's
//! roster in board order, and the next team round paired by the event's system
//! (`pairing::team_event`: a round robin over the Berger table, or the FIDE Team Swiss,
//! C.04.6); the team settings (boards, match points, board colours, team tie-breaks, the
//! board standings' minimum) set together, and a whole match forfeited by an absent team.
//! Each is one [`super::Command::Team`], so one undo step. The window pairs a team round
//! on a background thread (`team_pairing`) and records it here.

use super::{Refusal, SessionError, team_by_hand, team_forfeit};
use crate::domain::{
    Colour, MatchScoring, PlayerId, Team, TeamEvent, TeamId, TeamRound, TeamSystem, Tournament,
};
use crate::pairing::team_event::pair_team_round;
use crate::pairing::{JobControl, ProposedRound};
use crate::tiebreak::team::TeamTiebreak;

/// The settings of a team event, changed together by the window's Team settings dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamSettings {
    pub boards: u32,
    /// Win, draw, loss and the team bye's match points.
    pub match_scoring: MatchScoring,
    /// The first-named team's colours board by board; empty: White on board 1, then
    /// alternating (docs/rules/teams.md, D1).
    pub colour_sequence: Vec<Colour>,
    /// Team tie-break codes in order; empty: the system's default list (D6).
    pub tiebreaks: Vec<String>,
    /// `None`: half the rounds played, rounded up (D7).
    pub board_minimum_games: Option<u32>,
}

impl TeamSettings {
    /// The settings `events` has now.
    pub fn of(events: &TeamEvent) -> TeamSettings {
        TeamSettings {
            boards: events.boards,
            match_scoring: events.match_scoring,
            colour_sequence: events.colour_sequence.clone(),
            tiebreaks: events.tiebreaks.clone(),
            board_minimum_games: events.board_minimum_games,
        }
    }
}

/// A change to the team layer.
#[derive(Debug, Clone, PartialEq)]
pub enum TeamCommand {
    /// Make the tournament a team event, or change its boards per match and match
    /// points (before round 1 only: every match is played and scored by them).
    SetTeamEvent {
        boards: u32,
        match_scoring: MatchScoring,
    },
    /// The tournament is an individual one again (before round 1 only).
    EndTeamEvent,
    AddTeam {
        name: String,
    },
    RenameTeam {
        team: TeamId,
        name: String,
    },
    /// Remove a team (before round 1 only); its players stay registered.
    RemoveTeam(TeamId),
    /// Put a registered player at the end of a team's roster.
    AddToRoster {
        team: TeamId,
        player: PlayerId,
    },
    /// Take a player off a roster (not once he has played for the team).
    RemoveFromRoster {
        team: TeamId,
        player: PlayerId,
    },
    /// Move a roster entry one board up (towards board 1) or down.
    MoveOnRoster {
        team: TeamId,
        player: PlayerId,
        up: bool,
    },
    /// Pair the next team round by the event's system, here and now.
    PairNextRound,
    /// Boards, match points, board colours, team tie-breaks and the board standings'
    /// minimum, together (the first three before round 1 only, D12).
    SetTeamSettings(Box<TeamSettings>),
    /// Team `absent` did not come to match `number` (1-based) of round `round`, the
    /// last one paired: every board of the match is lost by its player by forfeit.
    ForfeitMatch {
        round: u32,
        number: usize,
        absent: TeamId,
    },
    /// Neither team came to match `number` (1-based) of round `round`, the last one
    /// paired: both lose the match, as a file's `330 --` says (docs/rules/teams.md D3),
    /// and every board of the match is a double forfeit.
    ForfeitMatchBothAbsent {
        round: u32,
        number: usize,
    },
    /// Record the next team round as paired on a background thread
    /// (`Session::start_team_pairing`): its games and its team matches and bye.
    RecordPairedRound {
        games: ProposedRound,
        matches: TeamRound,
    },
    /// Record the next team round as the arbiter pairs it by hand: the matches (the
    /// first-named team first), each with the rosters' line-ups, and the team bye
    /// (`team_by_hand`).
    PairRoundByHand {
        matches: Vec<(TeamId, TeamId)>,
        bye: Option<TeamId>,
    },
    /// Give (`give`) or take away the team bye of a team in round `round`, the last one
    /// paired (`team_by_hand`).
    SetTeamBye {
        round: u32,
        team: TeamId,
        give: bool,
    },
}

impl TeamCommand {
    /// The command's name without its data, for the crash report.
    pub fn kind(&self) -> &'static str {
        match self {
            TeamCommand::SetTeamEvent { .. } => "Team::SetTeamEvent",
            TeamCommand::EndTeamEvent => "Team::EndTeamEvent",
            TeamCommand::AddTeam { .. } => "Team::AddTeam",
            TeamCommand::RenameTeam { .. } => "Team::RenameTeam",
            TeamCommand::RemoveTeam(_) => "Team::RemoveTeam",
            TeamCommand::AddToRoster { .. } => "Team::AddToRoster",
            TeamCommand::RemoveFromRoster { .. } => "Team::RemoveFromRoster",
            TeamCommand::MoveOnRoster { .. } => "Team::MoveOnRoster",
            TeamCommand::PairNextRound => "Team::PairNextRound",
            TeamCommand::SetTeamSettings(_) => "Team::SetTeamSettings",
            TeamCommand::ForfeitMatch { .. } => "Team::ForfeitMatch",
            TeamCommand::ForfeitMatchBothAbsent { .. } => "Team::ForfeitMatchBothAbsent",
            TeamCommand::RecordPairedRound { .. } => "Team::RecordPairedRound",
            TeamCommand::PairRoundByHand { .. } => "Team::PairRoundByHand",
            TeamCommand::SetTeamBye { .. } => "Team::SetTeamBye",
        }
    }
}

fn invalid(refusal: Refusal) -> SessionError {
    SessionError::Invalid(refusal)
}

/// Carries out `command` on `t` (a scratch copy: on error the caller throws it away).
pub(super) fn execute(t: &mut Tournament, command: TeamCommand) -> Result<(), SessionError> {
    match command {
        TeamCommand::SetTeamEvent {
            boards,
            match_scoring,
        } => set_team_event(t, boards, match_scoring),
        TeamCommand::EndTeamEvent => {
            before_round_one(t)?;
            t.team_event = None;
            Ok(())
        }
        TeamCommand::AddTeam { name } => {
            before_round_one(t)?;
            let name = named(&name)?;
            events_mut(t)?.add_team(Team {
                name,
                ..Team::default()
            });
            Ok(())
        }
        TeamCommand::RenameTeam { team, name } => {
            let name = named(&name)?;
            team_mut(t, team)?.name = name;
            Ok(())
        }
        TeamCommand::RemoveTeam(team) => remove_team(t, team),
        TeamCommand::AddToRoster { team, player } => add_to_roster(t, team, player),
        TeamCommand::RemoveFromRoster { team, player } => remove_from_roster(t, team, player),
        TeamCommand::MoveOnRoster { team, player, up } => move_on_roster(t, team, player, up),
        TeamCommand::PairNextRound => pair_next_round(t),
        TeamCommand::SetTeamSettings(settings) => set_team_settings(t, *settings),
        TeamCommand::ForfeitMatch {
            round,
            number,
            absent,
        } => team_forfeit::forfeit_match(t, round, number, absent),
        TeamCommand::ForfeitMatchBothAbsent { round, number } => {
            team_forfeit::both_absent(t, round, number)
        }
        TeamCommand::RecordPairedRound { games, matches } => record_round(t, games, matches),
        TeamCommand::PairRoundByHand { matches, bye } => {
            team_by_hand::pair_round_by_hand(t, &matches, bye)
        }
        TeamCommand::SetTeamBye { round, team, give } => {
            team_by_hand::set_team_bye(t, round, team, give)
        }
    }
}

/// The team settings together. The boards, match points and board colours are announced
/// before the event (D12): from round 1 they stay as they are; the tie-breaks and the
/// board standings' minimum only rank, so they may change at any time (as an individual
/// event's tie-break list).
fn set_team_settings(t: &mut Tournament, settings: TeamSettings) -> Result<(), SessionError> {
    let started = !t.rounds.is_empty();
    let events = events_mut(t)?;
    let fixed_changed = settings.boards != events.boards
        || settings.match_scoring != events.match_scoring
        || settings.colour_sequence != events.colour_sequence;
    if started && fixed_changed {
        return Err(invalid(Refusal::TeamsFixed));
    }
    if settings.boards == 0 {
        return Err(invalid(Refusal::NoBoards));
    }
    let primary = events.system.primary();
    if let Some(code) = settings
        .tiebreaks
        .iter()
        .find(|code| TeamTiebreak::parse(code, primary).is_none())
    {
        return Err(invalid(Refusal::UnknownTeamTiebreak { code: code.clone() }));
    }
    events.boards = settings.boards;
    events.match_scoring = settings.match_scoring;
    events.colour_sequence = settings.colour_sequence;
    events.tiebreaks = settings.tiebreaks;
    events.board_minimum_games = settings.board_minimum_games;
    Ok(())
}

/// The teams, the boards and the match points are announced before the event (as the
/// system and scoring of an individual one, C.04.1 / C.05): fixed once round 1 is paired.
fn before_round_one(t: &Tournament) -> Result<(), SessionError> {
    if t.rounds.is_empty() {
        Ok(())
    } else {
        Err(invalid(Refusal::TeamsFixed))
    }
}

fn named(name: &str) -> Result<String, SessionError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(invalid(Refusal::TeamNeedsName));
    }
    Ok(name.to_owned())
}

fn events_mut(t: &mut Tournament) -> Result<&mut TeamEvent, SessionError> {
    t.team_event
        .as_mut()
        .ok_or_else(|| invalid(Refusal::NotATeamEvent))
}

fn team_mut(t: &mut Tournament, team: TeamId) -> Result<&mut Team, SessionError> {
    events_mut(t)?
        .team_mut(team)
        .ok_or_else(|| invalid(Refusal::NoSuchTeam))
}

fn set_team_event(
    t: &mut Tournament,
    boards: u32,
    match_scoring: MatchScoring,
) -> Result<(), SessionError> {
    before_round_one(t)?;
    if boards == 0 {
        return Err(invalid(Refusal::NoBoards));
    }
    let events = t.team_event.get_or_insert_with(TeamEvent::default);
    events.boards = boards;
    events.match_scoring = match_scoring;
    Ok(())
}

fn remove_team(t: &mut Tournament, team: TeamId) -> Result<(), SessionError> {
    before_round_one(t)?;
    let events = events_mut(t)?;
    let before = events.teams.len();
    events.teams.retain(|x| x.id != team);
    if events.teams.len() == before {
        return Err(invalid(Refusal::NoSuchTeam));
    }
    // The pairing numbers stay 1..n (C.05: the teams are drawn on the table's numbers).
    let mut numbered: Vec<&mut Team> = events.teams.iter_mut().collect();
    numbered.sort_by_key(|x| x.pairing_number);
    for (number, x) in (1..).zip(numbered) {
        x.pairing_number = number;
    }
    Ok(())
}

fn add_to_roster(t: &mut Tournament, team: TeamId, player: PlayerId) -> Result<(), SessionError> {
    if t.player(player).is_none() {
        return Err(invalid(Refusal::NoSuchPlayer { player }));
    }
    let events = events_mut(t)?;
    if let Some(other) = events.team_of(player) {
        return Err(invalid(Refusal::AlreadyOnRoster {
            team: other.name.clone(),
        }));
    }
    team_mut(t, team)?.players.push(player);
    Ok(())
}

fn remove_from_roster(
    t: &mut Tournament,
    team: TeamId,
    player: PlayerId,
) -> Result<(), SessionError> {
    let events = events_mut(t)?;
    let played = events.rounds.iter().any(|r| {
        r.match_of(team)
            .is_some_and(|m| m.line_up(team).contains(&Some(player)))
    });
    if played {
        return Err(invalid(Refusal::PlayedForTeam));
    }
    let roster = &mut team_mut(t, team)?.players;
    let before = roster.len();
    roster.retain(|&p| p != player);
    if roster.len() == before {
        return Err(invalid(Refusal::NotOnRoster));
    }
    Ok(())
}

/// Swaps the player with his neighbour on the roster: the boards of the next matches
/// follow the new order; the matches played keep who sat where.
fn move_on_roster(
    t: &mut Tournament,
    team: TeamId,
    player: PlayerId,
    up: bool,
) -> Result<(), SessionError> {
    let roster = &mut team_mut(t, team)?.players;
    let at = roster
        .iter()
        .position(|&p| p == player)
        .ok_or_else(|| invalid(Refusal::NotOnRoster))?;
    let other = if up {
        at.checked_sub(1)
    } else {
        at.checked_add(1)
    }
    .filter(|&i| i < roster.len())
    .ok_or_else(|| invalid(Refusal::RosterEnd))?;
    roster.swap(at, other);
    Ok(())
}

/// The next team round, paired by the event's system (`pairing::team_event`): its games
/// become the individual round, its matches and bye the team round of the same number.
fn pair_next_round(t: &mut Tournament) -> Result<(), SessionError> {
    let number = next_team_round(t).map_err(invalid)?;
    let paired = pair_team_round(t, number, &JobControl::new())
        .map_err(|e| invalid(Refusal::TeamPairing(e)))?;
    record_round(t, paired.games, paired.matches)
}

/// The number of the next team round, once the last one's results are all in.
pub(super) fn next_team_round(t: &Tournament) -> Result<u32, Refusal> {
    if t.team_event.is_none() {
        return Err(Refusal::NotATeamEvent);
    }
    if let Some(last) = t.rounds.last()
        && !last.is_complete()
    {
        return Err(Refusal::ResultsMissing { round: last.number });
    }
    Ok(t.next_round_number())
}

/// Records a paired team round: refused unless it is the next round (a pairing made on
/// an older state, e.g. a round added meanwhile, is not recorded).
pub(super) fn record_round(
    t: &mut Tournament,
    games: ProposedRound,
    matches: TeamRound,
) -> Result<(), SessionError> {
    let number = next_team_round(t).map_err(invalid)?;
    if matches.number != number {
        return Err(invalid(Refusal::WrongNextRound {
            expected: number,
            found: matches.number,
        }));
    }
    t.rounds.push(games.into_round(number));
    events_mut(t)?.rounds.push(matches);
    Ok(())
}

/// The last round deleted: its team matches go with it.
pub(super) fn forget_team_round(t: &mut Tournament, number: u32) {
    if let Some(events) = &mut t.team_event {
        events.rounds.retain(|r| r.number != number);
    }
}

/// A team round robin's number of rounds follows from its teams and cycles (C.05 Annex
/// 1, as for the players of an individual one); kept in step until round 1 is paired.
pub(super) fn sync_rounds(t: &mut Tournament) {
    let Some(events) = &t.team_event else { return };
    let cycles = match events.system {
        TeamSystem::RoundRobin => 1,
        TeamSystem::DoubleRoundRobin => 2,
        _ => return,
    };
    if t.rounds.is_empty() {
        t.settings.rounds = crate::pairing::round_robin::rounds_for(events.teams.len(), cycles);
    }
}

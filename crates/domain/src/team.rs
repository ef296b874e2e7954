//! Team events (issue 39): teams of ordinary players in board order, the settings of a
//! team event (match points, board colours, the team system), and the checks they keep.
//!
//! A team event is an individual tournament plus this layer. Every game of a team match is
//! an ordinary board of the individual round (so results, forfeits, TRF `001` lines and
//! ratings work unchanged); a [`TeamMatch`](crate::team_match::TeamMatch) says which two
//! teams met, which one was named first, and who sat at which board. Match and game
//! points are derived from those games (`team_score`), never stored. A tournament without
//! teams has no [`TeamEvent`] and its `.ron` is written exactly as before.

use super::player::PlayerId;
use super::points::Points;
use super::result::Colour;
use super::team_match::TeamRound;
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// Stable identity of a team inside one tournament (never reused after removal).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct TeamId(pub u32);

impl fmt::Display for TeamId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0)
    }
}

/// A team: its names and its roster in board order (TRF-26 `310`, TRF-16 `013`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Team {
    pub id: TeamId,
    /// The team pairing number (TRF `310` columns 5-7); 0 when none is given yet.
    pub pairing_number: u32,
    pub name: String,
    /// The short name (TRF `310` columns 42-46, "nickname").
    #[serde(skip_serializing_if = "String::is_empty")]
    pub short_name: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub federation: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub club: String,
    /// The roster in board order: board 1 first; the players past the number of boards
    /// are the reserves.
    pub players: Vec<PlayerId>,
}

impl Team {
    /// The player's place in the roster (0 = board 1).
    pub fn roster_position(&self, player: PlayerId) -> Option<usize> {
        self.players.iter().position(|&p| p == player)
    }
}

/// Match points of a team match (TRF-26 `362` `TW TD TL`, 2/1/0 when the record is
/// absent), and the match points of a pairing-allocated bye (TRF-26 `320` columns 5-8;
/// C.04.6, 2026, gives the PAB a draw's points unless the regulations say otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchScoring {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub bye: Points,
}

impl Default for MatchScoring {
    fn default() -> MatchScoring {
        MatchScoring {
            win: Points::from_whole(2),
            draw: Points::from_whole(1),
            loss: Points::ZERO,
            bye: Points::from_whole(1),
        }
    }
}

/// Which score ranks the teams first (ETT26 `192` codes `…_MP_GP`, `…_GP_MP`, `…_MP`,
/// `…_GP`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum PrimaryScore {
    /// Match points, then game points.
    #[default]
    MatchThenGame,
    /// Game points, then match points.
    GameThenMatch,
    /// Match points only.
    Match,
    /// Game points only.
    Game,
}

/// How the team event is paired (the team half of ETT26's `192` codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum TeamSystem {
    /// Every team meets every other once: Berger tables over the teams (C.05).
    #[default]
    RoundRobin,
    /// A double round robin.
    DoubleRoundRobin,
    /// The FIDE Team Swiss (C.04.6): its colour-preference type (A, B or not said), its
    /// primary score and Baku acceleration. Paired by the team Swiss engine.
    TeamSwiss {
        preference: PreferenceType,
        primary: PrimaryScore,
        baku: bool,
    },
    /// A team Swiss by the organiser's own rules (`CUSTOM_TEAM_SWISS[_MP|_GP]`).
    CustomTeamSwiss { primary: PrimaryScore },
}

/// C.04.6's colour-preference types (ETT26 `TYPEA`/`TYPEB`, or neither named).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum PreferenceType {
    #[default]
    Unnamed,
    TypeA,
    TypeB,
}

impl TeamSystem {
    /// The score the teams are ranked on first.
    pub fn primary(self) -> PrimaryScore {
        match self {
            TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin => PrimaryScore::MatchThenGame,
            TeamSystem::TeamSwiss { primary, .. } | TeamSystem::CustomTeamSwiss { primary } => {
                primary
            }
        }
    }
}

/// The team layer of a tournament: teams, boards per match, scoring, board colours, the
/// system and the team matches of every round paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TeamEvent {
    pub teams: Vec<Team>,
    /// Boards per match (the regular players of a roster).
    pub boards: u32,
    pub match_scoring: MatchScoring,
    /// The colours of the first-named team, board by board (TRF-26 `352`, repeated when
    /// shorter than the match). Empty: board 1 White, then alternating (the rule of team
    /// events unless their regulations set another, issue 39; docs/rules/teams.md, D1).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub colour_sequence: Vec<Colour>,
    pub system: TeamSystem,
    /// Round 1 first; `rounds[i].number == i + 1`. Never more than the individual rounds.
    pub rounds: Vec<TeamRound>,
    /// Next id to hand out (ids are never reused).
    pub next_team_id: u32,
    /// The team tie-breaks chosen, in order, by their codes (`EDE`, `BH:MP/C1`, `EMGSB`,
    /// … as `tiebreak::team::TeamTiebreak::parse` reads them). Empty: the system's
    /// default list (docs/rules/teams.md, D6). Not written when empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tiebreaks: Vec<String>,
    /// The games a player needs on a board to be in its standings. `None`: half the
    /// rounds played, rounded up (D7). Not written when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board_minimum_games: Option<u32>,
}

impl Default for TeamEvent {
    fn default() -> TeamEvent {
        TeamEvent {
            teams: Vec::new(),
            boards: 4,
            match_scoring: MatchScoring::default(),
            colour_sequence: Vec::new(),
            system: TeamSystem::default(),
            rounds: Vec::new(),
            next_team_id: 1,
            tiebreaks: Vec::new(),
            board_minimum_games: None,
        }
    }
}

impl TeamEvent {
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    pub fn team_mut(&mut self, id: TeamId) -> Option<&mut Team> {
        self.teams.iter_mut().find(|t| t.id == id)
    }

    pub fn team_by_pairing_number(&self, number: u32) -> Option<&Team> {
        self.teams.iter().find(|t| t.pairing_number == number)
    }

    /// The team a player plays for.
    pub fn team_of(&self, player: PlayerId) -> Option<&Team> {
        self.teams.iter().find(|t| t.players.contains(&player))
    }

    /// Adds a team with a fresh id (and the next pairing number when it has none).
    pub fn add_team(&mut self, mut team: Team) -> TeamId {
        let used = self.teams.iter().map(|t| t.id.0).max().unwrap_or(0);
        let id = TeamId(self.next_team_id.max(used + 1).max(1));
        self.next_team_id = id.0 + 1;
        team.id = id;
        if team.pairing_number == 0 {
            let last = self.teams.iter().map(|t| t.pairing_number).max();
            team.pairing_number = last.unwrap_or(0) + 1;
        }
        self.teams.push(team);
        id
    }

    /// The colour of the first-named team on board `board` (1-based): the sequence
    /// (`352`) repeated, or White on odd boards and Black on even ones.
    pub fn first_team_colour(&self, board: usize) -> Colour {
        let index = board.saturating_sub(1);
        match self.colour_sequence.len() {
            0 if index.is_multiple_of(2) => Colour::White,
            0 => Colour::Black,
            len => self
                .colour_sequence
                .get(index % len)
                .copied()
                .unwrap_or(Colour::White),
        }
    }

    /// Teams by pairing number (those without one last, in registration order).
    pub fn teams_by_pairing_number(&self) -> Vec<&Team> {
        let mut teams: Vec<&Team> = self.teams.iter().collect();
        teams.sort_by_key(|t| (t.pairing_number == 0, t.pairing_number));
        teams
    }

    pub fn round(&self, number: u32) -> Option<&TeamRound> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    pub fn round_mut(&mut self, number: u32) -> Option<&mut TeamRound> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i as usize))
    }
}

/// A broken invariant of the team layer.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamError {
    #[error("two teams share the id {0}")]
    DuplicateTeamId(TeamId),
    #[error("two teams share the pairing number {0}")]
    DuplicateTeamPairingNumber(u32),
    #[error("team {0} does not exist")]
    UnknownTeam(TeamId),
    #[error("player {0} of a roster does not exist")]
    UnknownPlayer(PlayerId),
    #[error("player {player} is on the rosters of {first} and {second}")]
    PlayerInTwoTeams {
        player: PlayerId,
        first: TeamId,
        second: TeamId,
    },
    #[error("round {round}: team {team} appears more than once")]
    TeamTwiceInRound { round: u32, team: TeamId },
    #[error("round {round}: player {player} plays for {team} without being on its roster")]
    NotOnRoster {
        round: u32,
        player: PlayerId,
        team: TeamId,
    },
    #[error("team round {found} is stored where round {expected} should be")]
    TeamRoundNumber { expected: u32, found: u32 },
    #[error("the teams have {team_rounds} rounds, the players {rounds}")]
    MoreTeamRounds { team_rounds: u32, rounds: u32 },
}

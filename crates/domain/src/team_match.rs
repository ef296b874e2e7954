//! The team matches of a round: which two teams met, which was named first, who sat at
//! each board; a forfeited match; the team that had the pairing-allocated bye.
//!
//! The games themselves are boards of the individual round of the same number: a
//! [`TeamBoard`] names its two players, and their game (or a player's bye when his
//! opponent did not come) is found there. So a result is entered once, on the game.

use super::player::PlayerId;
use super::team::TeamId;
use serde::{Deserialize, Serialize};

/// One board of a team match: the first-named team's player and the other team's. A side
/// without a player (nobody came to the board) is `None`: that board is lost by forfeit
/// by the side that is missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamBoard {
    pub first: Option<PlayerId>,
    pub second: Option<PlayerId>,
}

/// A whole match forfeited (TRF-26 `330`): no board was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchForfeit {
    /// The second team did not come (`+-`).
    FirstWins,
    /// The first team did not come (`-+`).
    SecondWins,
    /// Neither came (`--`).
    Neither,
}

impl MatchForfeit {
    /// The two characters of TRF-26 `330` columns 5-6.
    pub fn trf_code(self) -> &'static str {
        match self {
            MatchForfeit::FirstWins => "+-",
            MatchForfeit::SecondWins => "-+",
            MatchForfeit::Neither => "--",
        }
    }

    /// Reads `330` columns 5-6, with the spellings other programs write (`10 WL WZ`,
    /// `01 LW ZW`, `00 LL ZZ`).
    pub fn from_trf_code(code: &str) -> Option<MatchForfeit> {
        match code.trim().to_ascii_uppercase().as_str() {
            "+-" | "10" | "WL" | "WZ" | "+" => Some(MatchForfeit::FirstWins),
            "-+" | "01" | "LW" | "ZW" => Some(MatchForfeit::SecondWins),
            "--" | "00" | "LL" | "ZZ" | "-" => Some(MatchForfeit::Neither),
            _ => None,
        }
    }
}

/// A match between two teams. `first` is the first-named (home) team: its board 1 has
/// the colour the event's sequence gives board 1 (White by default).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    pub first: TeamId,
    pub second: TeamId,
    /// Board 1 first.
    #[serde(default)]
    pub boards: Vec<TeamBoard>,
    /// Set when the whole match was forfeited (then `boards` is empty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<MatchForfeit>,
}

impl TeamMatch {
    pub fn new(first: TeamId, second: TeamId) -> TeamMatch {
        TeamMatch {
            first,
            second,
            boards: Vec::new(),
            forfeit: None,
        }
    }

    pub fn has(&self, team: TeamId) -> bool {
        self.first == team || self.second == team
    }

    /// The other team of the match.
    pub fn opponent_of(&self, team: TeamId) -> Option<TeamId> {
        if self.first == team {
            Some(self.second)
        } else if self.second == team {
            Some(self.first)
        } else {
            None
        }
    }

    /// The players `team` lined up, board by board (`None` for an empty board).
    pub fn line_up(&self, team: TeamId) -> Vec<Option<PlayerId>> {
        let first = self.first == team;
        self.boards
            .iter()
            .map(|b| if first { b.first } else { b.second })
            .collect()
    }
}

/// The team matches and the team bye of one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct TeamRound {
    /// 1-based, the number of the individual round that holds the games.
    pub number: u32,
    pub matches: Vec<TeamMatch>,
    /// Teams given the pairing-allocated bye (TRF-26 `320`); their players have the
    /// individual pairing-allocated bye.
    pub byes: Vec<TeamId>,
}

impl TeamRound {
    pub fn match_of(&self, team: TeamId) -> Option<&TeamMatch> {
        self.matches.iter().find(|m| m.has(team))
    }

    /// Every team of the round, in matches first then byes (for the checks).
    pub fn teams(&self) -> impl Iterator<Item = TeamId> + '_ {
        self.matches
            .iter()
            .flat_map(|m| [m.first, m.second])
            .chain(self.byes.iter().copied())
    }
}

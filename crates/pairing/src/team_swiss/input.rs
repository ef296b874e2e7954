//! The input of the Team Swiss engine (C.04.6): the teams as entrants, with what the
//! recorded rounds say of each, and the competition's settings. The team domain (teams,
//! boards, match and game points) builds it; the engine reads nothing else.

use crate::domain::{Colour, Points};

/// One team to pair in the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntrant {
    /// The team pairing number (1.1): distinct, 1 to the number of teams, fixed by the
    /// competition's rules or the Chief Arbiter.
    pub tpn: u32,
    /// Match points so far (byes and forfeits included, as the competition scores them).
    pub match_points: Points,
    /// Game points so far (board points).
    pub game_points: Points,
    /// The team's colour in each match actually played, oldest first: the colour of its
    /// first-board player (1.6.1; the "first-named" team has White on board 1). Matches
    /// not played (forfeited, byes, absences) are left out (C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// The TPNs of the teams met in matches actually played ([C1]; C.04.2 3.5: a match
    /// not played does not count), and of the pairs the arbiter forbade.
    pub opponents: Vec<u32>,
    /// [C2]: the team had the pairing-allocated bye, won a match by forfeit, or had a
    /// (FIDE-deprecated) full-point bye.
    pub bye_barred: bool,
    /// Matches actually played (3.4.3).
    pub matches_played: usize,
    /// 1.5: in the previous round the team played an opponent with a different (primary)
    /// score.
    pub floated_previous_round: bool,
}

/// Which score pairs the teams (1.2.1): the other, when used, decides colours (4.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PrimaryScore {
    /// The default (1.2.2).
    #[default]
    MatchPoints,
    GamePoints,
}

/// The colour preferences the competition uses (1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PreferenceType {
    /// Simple preferences (1.7.1), the default.
    #[default]
    TypeA,
    /// Strong and mild preferences (1.7.2).
    TypeB,
    /// No colour preferences at all.
    None,
}

/// Everything the engine needs to pair one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRound {
    /// The round to pair (1-based).
    pub round: u32,
    /// The rounds the competition has (Basic Rule 1): the last one and the last two
    /// change the criteria (1.7.2, [C7], [C10]).
    pub rounds: u32,
    /// The teams to pair this round (absent and withdrawn teams left out, C.04.2 3.2–3.3).
    pub teams: Vec<TeamEntrant>,
    pub primary: PrimaryScore,
    /// 4.2.2: the secondary score decides the first-team (unless the rules say not to).
    pub secondary_for_colours: bool,
    pub preferences: PreferenceType,
    /// 4.1: the colour drawn by lot before round 1.
    pub initial_colour: Colour,
}

impl TeamEntrant {
    pub fn score(&self, primary: PrimaryScore) -> Points {
        match primary {
            PrimaryScore::MatchPoints => self.match_points,
            PrimaryScore::GamePoints => self.game_points,
        }
    }

    pub fn secondary(&self, primary: PrimaryScore) -> Points {
        match primary {
            PrimaryScore::MatchPoints => self.game_points,
            PrimaryScore::GamePoints => self.match_points,
        }
    }

    /// 1.6.2: matches with White minus matches with Black.
    pub fn colour_difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| match c {
                Colour::White => 1,
                Colour::Black => -1,
            })
            .sum()
    }
}

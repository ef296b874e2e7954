//! What each team scored, round by round, and the values its opponents' Buchholz and
//! Sonneborn-Berger read (C.07 art. 16 for teams: "points" are match points and game
//! points alike).
//!
//! - A match played: the opponent's final score.
//! - A round without a match played (the bye, a forfeited match, no match): a dummy
//!   opponent whose score is the team's own final score (art. 16.4 of both editions),
//!   capped by the 2026 edition at the scheduled opponent's score for a forfeited match
//!   (16.4.1) and at a draw's points times the rounds for the others (16.4.2); the
//!   2023/2024 edition (events started before 1 March 2026) has no cap. In a round robin
//!   a forfeited match counts as a match against its scheduled opponent (art. 15.2, both
//!   editions).
//! - A forfeited match lost, or a round without a match or bye, is a voluntary unplayed
//!   round (art. 16.1): Cut-1 removes it first (art. 16.5).
//! - The scores the others see are the points awarded (art. 16.3; a team event records
//!   no requested byes, so no round is of category 16.2.5).

use crate::domain::{GameOutcome, Points, TeamId, TeamRoundScore, TeamSystem, Tournament};
use crate::spec::Edition;

/// Match points or game points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    Match,
    Game,
}

/// One team's rounds and totals.
#[derive(Debug, Clone)]
pub struct TeamScores {
    pub team: TeamId,
    pub rounds: Vec<TeamRoundScore>,
    pub match_points: Points,
    pub game_points: Points,
}

impl TeamScores {
    pub fn total(&self, score: Score) -> Points {
        match score {
            Score::Match => self.match_points,
            Score::Game => self.game_points,
        }
    }
}

/// A round's points of `score`.
pub fn round_points(round: &TeamRoundScore, score: Score) -> Points {
    match score {
        Score::Match => round.match_points,
        Score::Game => round.game_points,
    }
}

/// Every team's scores after round `n`, in the order of the event's teams.
pub fn team_scores(t: &Tournament, n: u32) -> Vec<TeamScores> {
    let Some(events) = &t.team_event else {
        return Vec::new();
    };
    let last = n.min(u32::try_from(events.rounds.len()).unwrap_or(u32::MAX));
    events
        .teams
        .iter()
        .map(|team| {
            let rounds: Vec<TeamRoundScore> = (1..=last)
                .map(|r| crate::domain::team_round_score(t, events, r, team.id))
                .collect();
            TeamScores {
                team: team.id,
                match_points: rounds.iter().map(|r| r.match_points).sum(),
                game_points: rounds.iter().map(|r| r.game_points).sum(),
                rounds,
            }
        })
        .collect()
}

/// One round's opponent value for Buchholz and Sonneborn-Berger, and whether the round
/// is a voluntary unplayed round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpponentValue {
    pub value: Points,
    pub voluntary_unplayed: bool,
}

/// The opponent value of each of `own`'s rounds for `score` by the rules of `edition`
/// (module documentation).
pub fn opponent_values(
    t: &Tournament,
    all: &[TeamScores],
    own: &TeamScores,
    score: Score,
    edition: Edition,
) -> Vec<OpponentValue> {
    let Some(events) = &t.team_event else {
        return Vec::new();
    };
    let round_robin = matches!(
        events.system,
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin
    );
    let total_of = |team: TeamId| {
        all.iter()
            .find(|s| s.team == team)
            .map_or(Points::ZERO, |s| s.total(score))
    };
    // 16.4.2: a draw's points times the rounds of the tournament.
    let draw = match score {
        Score::Match => events.match_scoring.draw,
        Score::Game => Points(
            i32::try_from(events.boards)
                .unwrap_or(0)
                .saturating_mul(t.settings.scoring.draw.0),
        ),
    };
    let rounds = i32::try_from(t.settings.rounds.max(t.rounds_paired())).unwrap_or(i32::MAX);
    let own_total = own.total(score);
    // 16.4 (2023/2024): the dummy scores the team's own final score, whatever the round.
    let capped = edition >= Edition::E2026;
    let cap = if capped {
        Points(draw.0.saturating_mul(rounds))
    } else {
        own_total
    };
    own.rounds
        .iter()
        .map(|round| match (round.opponent, round.played) {
            (Some(opponent), true) => OpponentValue {
                value: total_of(opponent),
                voluntary_unplayed: false,
            },
            (Some(opponent), false) => OpponentValue {
                // 15.2: a round robin's forfeit is a regular game; 16.4.1 otherwise.
                value: if round_robin {
                    total_of(opponent)
                } else if capped {
                    own_total.min(total_of(opponent))
                } else {
                    own_total
                },
                voluntary_unplayed: round.outcome == Some(GameOutcome::Loss),
            },
            (None, _) => OpponentValue {
                value: own_total.min(cap),
                voluntary_unplayed: round.outcome.is_none(),
            },
        })
        .collect()
}

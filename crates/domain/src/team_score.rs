//! Match points and game points, derived from the games of the individual rounds.
//!
//! - A board's game points are its player's points in the individual round under the
//!   event's scoring: the game (a forfeit too, a game scored unusually as it was scored,
//!   VCL.13), or his bye when nobody sat opposite him.
//!   A side without a player scores nothing (docs/rules/teams.md, D2).
//! - A match is won by the team with more game points and drawn when they are equal (the
//!   meaning of match points in C.07 and C.04.6, 2026); it has no result while a game is
//!   pending.
//! - A forfeited match (TRF-26 `330`): the team that came wins every board by forfeit
//!   (the boards of the event times the forfeit win's points) and the match; the other
//!   scores nothing. When neither came, both lose with nothing (docs/rules/teams.md, D3).
//! - The pairing-allocated bye: the match points of `MatchScoring::bye` (a draw's by
//!   default: C.04.6, 2026, gives the PAB a draw's points) and, as game points, what its
//!   players' individual byes scored (the facts of the `001` lines; D4), or a drawn
//!   match's when no player of the team has the individual PAB in the round.

use super::adjustment::AdjustmentReason;
use super::history::RoundEntry;
use super::player::PlayerId;
use super::points::Points;
use super::result::{ByeKind, GameOutcome};
use super::round::Round;
use super::team::{TeamEvent, TeamId};
use super::team_match::{MatchForfeit, TeamMatch};
use super::tournament::Tournament;

/// What one team scored in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamRoundScore {
    pub game_points: Points,
    /// `None` while a game of the match is pending.
    pub outcome: Option<GameOutcome>,
    pub match_points: Points,
    /// The round's opponent (`None` for a bye or a round without a match).
    pub opponent: Option<TeamId>,
    /// True for a match whose boards were played (not a bye, not a forfeited match).
    pub played: bool,
}

impl TeamRoundScore {
    const NOTHING: TeamRoundScore = TeamRoundScore {
        game_points: Points::ZERO,
        outcome: None,
        match_points: Points::ZERO,
        opponent: None,
        played: false,
    };
}

/// The points of `player` in `round` (zero for a side without a player).
fn board_points(t: &Tournament, round: Option<&Round>, player: Option<PlayerId>) -> Points {
    match (round, player) {
        (Some(round), Some(p)) => {
            RoundEntry::in_round(round, p).points(&t.settings.scoring)
                + unusual_score_difference(t, round.number, p)
        }
        _ => Points::ZERO,
    }
}

/// VCL.13: a game scored unusually (½-0, 0-½, 0-0) is recorded as a result and the
/// player's difference from its usual points; the board scores what the player scored.
fn unusual_score_difference(t: &Tournament, round: u32, player: PlayerId) -> Points {
    t.score_adjustments
        .iter()
        .filter(|a| a.round == round && a.player == player)
        .filter(|a| matches!(a.reason, AdjustmentReason::UnusualScore { .. }))
        .map(|a| a.points)
        .sum()
}

/// True when a game of the match is still to be played.
fn is_pending(round: Option<&Round>, m: &TeamMatch) -> bool {
    let Some(round) = round else {
        return false;
    };
    m.boards
        .iter()
        .flat_map(|b| [b.first, b.second])
        .flatten()
        .any(|p| RoundEntry::in_round(round, p).is_pending())
}

/// Game points of both teams of a match: (first, second).
pub fn match_game_points(
    t: &Tournament,
    events: &TeamEvent,
    round: u32,
    m: &TeamMatch,
) -> (Points, Points) {
    let boards = Points(
        i32::try_from(events.boards)
            .unwrap_or(i32::MAX)
            .saturating_mul(t.settings.scoring.forfeit_win.0),
    );
    match m.forfeit {
        Some(MatchForfeit::FirstWins) => (boards, Points::ZERO),
        Some(MatchForfeit::SecondWins) => (Points::ZERO, boards),
        Some(MatchForfeit::Neither) => (Points::ZERO, Points::ZERO),
        None => {
            let games = t.round(round);
            m.boards
                .iter()
                .fold((Points::ZERO, Points::ZERO), |(a, b), board| {
                    (
                        a + board_points(t, games, board.first),
                        b + board_points(t, games, board.second),
                    )
                })
        }
    }
}

/// What `team` scored in round `round` of the team event.
pub fn team_round_score(
    t: &Tournament,
    events: &TeamEvent,
    round: u32,
    team: TeamId,
) -> TeamRoundScore {
    let Some(team_round) = events.round(round) else {
        return TeamRoundScore::NOTHING;
    };
    let scoring = &events.match_scoring;
    if let Some(m) = team_round.match_of(team) {
        let (first, second) = match_game_points(t, events, round, m);
        let (own, other) = if m.first == team {
            (first, second)
        } else {
            (second, first)
        };
        let outcome = match m.forfeit {
            Some(MatchForfeit::Neither) => Some(GameOutcome::Loss),
            Some(_) => Some(if own > other {
                GameOutcome::Win
            } else {
                GameOutcome::Loss
            }),
            None if is_pending(t.round(round), m) => None,
            None => Some(match own.cmp(&other) {
                std::cmp::Ordering::Greater => GameOutcome::Win,
                std::cmp::Ordering::Equal => GameOutcome::Draw,
                std::cmp::Ordering::Less => GameOutcome::Loss,
            }),
        };
        let match_points = match outcome {
            Some(GameOutcome::Win) => scoring.win,
            Some(GameOutcome::Draw) => scoring.draw,
            Some(GameOutcome::Loss) => scoring.loss,
            None => Points::ZERO,
        };
        return TeamRoundScore {
            game_points: own,
            outcome,
            match_points,
            opponent: m.opponent_of(team),
            played: m.forfeit.is_none(),
        };
    }
    if team_round.byes.contains(&team) {
        let game_points = team_bye_game_points(t, events, round, team);
        return TeamRoundScore {
            game_points,
            outcome: Some(GameOutcome::Win),
            match_points: scoring.bye,
            opponent: None,
            played: false,
        };
    }
    TeamRoundScore::NOTHING
}

/// The team bye's game points (docs/rules/teams.md, D4): what its players' individual
/// pairing-allocated byes scored; when none of its players has one in the round (a file
/// that names the team bye but no line-up: Swiss-Manager writes its players `0000 - -`),
/// C.04.6's default for the PAB, a drawn match's: every board a draw.
fn team_bye_game_points(t: &Tournament, events: &TeamEvent, round: u32, team: TeamId) -> Points {
    let games = t.round(round);
    let Some(roster) = events.team(team) else {
        return Points::ZERO;
    };
    let line_up_recorded = games.is_some_and(|r| {
        roster
            .players
            .iter()
            .any(|&p| r.bye_of(p) == Some(ByeKind::PairingAllocated))
    });
    if !line_up_recorded {
        // C.04.6 (2026): the PAB scores a draw's points unless the regulations say
        // otherwise; a drawn match's game points are a draw on every board.
        return (0..events.boards).map(|_| t.settings.scoring.draw).sum();
    }
    roster
        .players
        .iter()
        .map(|&p| board_points(t, games, Some(p)))
        .sum()
}

/// A team's match points and game points after round `n` (rounds 1..=n).
pub fn team_totals_after(
    t: &Tournament,
    events: &TeamEvent,
    team: TeamId,
    n: u32,
) -> (Points, Points) {
    (1..=n.min(u32::try_from(events.rounds.len()).unwrap_or(u32::MAX)))
        .map(|round| team_round_score(t, events, round, team))
        .fold((Points::ZERO, Points::ZERO), |(mp, gp), s| {
            (mp + s.match_points, gp + s.game_points)
        })
}

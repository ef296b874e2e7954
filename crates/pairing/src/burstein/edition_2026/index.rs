//! The Index of the 2026 Burstein edition (C.04.4.2 arts. 1.7–1.8): Buchholz, then
//! Sonneborn-Berger, then the pairing number, computed from the tournament's own results
//! (virtual points of an acceleration are not scores and never count here).

use crate::domain::{BursteinOptions, ThisRoundBye, ZeroPointSeries};
use crate::domain::{ByeKind, Player, PlayerHistory, PlayerId, Points, RoundEntry};
use crate::domain::{ScoringSystem, Tournament, TournamentHistory};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One player's Index (C.04.4.2 1.8.1), in the scoring system's units (SB: units squared).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Index {
    pub buchholz: i64,
    pub sonneborn_berger: i64,
}

/// C.04.4.2 1.8: `Less` when `a` ranks above `b`: higher Buchholz, then higher
/// Sonneborn-Berger, then the smaller pairing number (`rank`, 0-based).
pub fn ranks_before(a: (Index, usize), b: (Index, usize)) -> Ordering {
    b.0.buchholz
        .cmp(&a.0.buchholz)
        .then(b.0.sonneborn_berger.cmp(&a.0.sonneborn_berger))
        .then(a.1.cmp(&b.1))
}

/// A round without a game scored as a zero-point bye (a bye `Z` or not paired at all).
fn is_zero_point_bye(e: &RoundEntry) -> bool {
    matches!(
        e,
        RoundEntry::Bye(ByeKind::ZeroPoint) | RoundEntry::NotPaired
    )
}

/// The score a player counts with in their opponents' Index after `rounds` rounds, round
/// `round` being paired: the current score, and
/// - with [`ThisRoundBye::Included`], the points of a bye already registered for `round`
///   (1.7.1's "current score" read as the score with that bye);
/// - (C.04.4.2 1.7.2, exception) each zero-point bye of an unbroken run "up to the
///   current round" as a draw, for the benefit of the player's over-the-board opponents:
///   the run ending with round `rounds` ([`ZeroPointSeries::EndingLastRound`]), or only
///   a run that reaches `round`, the player having a zero-point bye or being absent there
///   too ([`ZeroPointSeries::ReachingThisRound`]).
fn score_for_opponents(
    h: &PlayerHistory,
    player: Option<&Player>,
    (round, rounds): (u32, u32),
    scoring: &ScoringSystem,
    options: &BursteinOptions,
) -> Points {
    let mut score = h.score_after(rounds, scoring);
    let active = player.is_some_and(|p| p.is_active_in(round));
    let registered = player
        .filter(|_| active)
        .and_then(|p| p.requested_byes.get(&round).copied());
    if options.this_round_bye == ThisRoundBye::Included
        && let Some(kind) = registered
    {
        score += kind.points(scoring);
    }
    let reaches = match options.zero_point_series {
        ZeroPointSeries::EndingLastRound => true,
        ZeroPointSeries::ReachingThisRound => !active || registered == Some(ByeKind::ZeroPoint),
    };
    if reaches {
        let entries = h.entries.iter().take(rounds as usize);
        let trailing = entries.rev().take_while(|e| is_zero_point_bye(e)).count();
        let trailing = i32::try_from(trailing).unwrap_or(0);
        score += Points((scoring.draw.0 - scoring.zero_point_bye.0).saturating_mul(trailing));
    }
    score
}

/// Every player's Index after `rounds` rounds, round `round` being paired, read as the
/// tournament's Burstein options say.
pub fn compute(t: &Tournament, round: u32, rounds: u32) -> BTreeMap<PlayerId, Index> {
    let history = TournamentHistory::derive(t, rounds);
    let scoring = &t.settings.scoring;
    let options = &t.settings.burstein;
    let for_opponents: BTreeMap<PlayerId, i64> = history
        .players
        .iter()
        .map(|(&id, h)| {
            let score = score_for_opponents(h, t.player(id), (round, rounds), scoring, options);
            (id, i64::from(score.0))
        })
        .collect();
    history
        .players
        .iter()
        .map(|(&id, h)| (id, index_of(h, rounds, scoring, &for_opponents)))
        .collect()
}

/// C.04.4.2 1.7.1: Buchholz (the opponents' current scores) and Sonneborn-Berger (each
/// opponent's score times the points earned against them). 1.7.2: a round without a game
/// counts as a game against oneself, with the result that gave the points registered.
fn index_of(
    h: &PlayerHistory,
    rounds: u32,
    scoring: &ScoringSystem,
    for_opponents: &BTreeMap<PlayerId, i64>,
) -> Index {
    let own = i64::from(h.score_after(rounds, scoring).0);
    let mut index = Index::default();
    for e in h.entries.iter().take(rounds as usize) {
        let opponent_score = e
            .played_opponent()
            .map_or(own, |o| for_opponents.get(&o).copied().unwrap_or(0));
        let earned = i64::from(e.points(scoring).0);
        index.buchholz += opponent_score;
        index.sonneborn_berger += opponent_score * earned;
    }
    index
}

//! What real team files leave unsaid, read with a warning at the line (issue 39).
//! Swiss-Manager's TRF-16 export of a team Swiss (as kept in tests/data/trf_team/, the
//! Crete files) has `013` team lists and no `320`/`330`/`192`, and writes two things as a
//! player's `0000 - -` (a round without an opponent):
//!
//! - **A board won by forfeit**: the opponent team left the board empty. The match has
//!   fewer games than the event's boards, and the player's points column counts the
//!   point. Read as a forfeit win without an opponent (what `0000 - +` says), when the
//!   player's points column exceeds his results by exactly the points of those rounds:
//!   anything else (a round with no empty board, a different difference) stays as read,
//!   the difference a score correction.
//! - **The team's bye**: every player of the team `0000 - -` in a round where all other
//!   teams met. When no `320` names the round's bye, the one team without a match, which
//!   played in another round, is read as having had the pairing-allocated bye. A team that
//!   withdrew while every other team met looks the same and is read so too: the warning
//!   names the team and the round.

use super::error::TrfField;
use super::team_arrange;
use super::warning::{Assumption, ImportWarning, TeamAssumption};
use crate::domain::{
    AdjustmentReason, ByeKind, PlayerId, Points, TeamEvent, TeamId, TeamRound, Tournament,
};
use std::collections::{BTreeMap, BTreeSet};

/// The games between each two teams in each round (round number, lower id first).
fn games_between(t: &Tournament, events: &TeamEvent) -> BTreeMap<(u32, TeamId, TeamId), usize> {
    let teams = team_arrange::team_of_players(events);
    let mut count = BTreeMap::new();
    for round in &t.rounds {
        for game in &round.boards {
            if let (Some(&a), Some(&b)) = (teams.get(&game.white), teams.get(&game.black))
                && a != b
            {
                *count.entry((round.number, a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
    }
    count
}

/// The rounds in which `player`'s `0000 - -` (a zero-point bye read with a warning at
/// `line`) sits in a match of his team with fewer games than `boards`.
fn empty_board_rounds(
    t: &Tournament,
    warnings: &[ImportWarning],
    games: &BTreeMap<(u32, TeamId, TeamId), usize>,
    (player, team, line): (PlayerId, TeamId, usize),
    boards: usize,
) -> Vec<u32> {
    t.rounds
        .iter()
        .filter(|round| round.bye_of(player) == Some(ByeKind::ZeroPoint))
        .filter(|round| {
            warnings.iter().any(|w| {
                w.line == line
                    && w.field == TrfField::RoundResult(round.number)
                    && matches!(
                        w.assumption,
                        Assumption::ResultWithoutOpponent { letter: '-', .. }
                    )
            })
        })
        .filter(|round| {
            games.iter().any(|(&(number, a, b), &count)| {
                number == round.number && (a == team || b == team) && count < boards
            })
        })
        .map(|round| round.number)
        .collect()
}

/// Board forfeits written `0000 - -` (module documentation); before the matches are read.
pub fn read_board_forfeits(
    t: &mut Tournament,
    events: &TeamEvent,
    boards: Option<usize>,
    warnings: &mut Vec<ImportWarning>,
) {
    let games = games_between(t, events);
    let Some(boards) = boards.or_else(|| games.values().copied().max()) else {
        return;
    };
    let teams = team_arrange::team_of_players(events);
    let win = ByeKind::PairingAllocated.points(&t.settings.scoring);
    let adjusted: Vec<(usize, u32, Points)> = warnings
        .iter()
        .filter_map(|w| match w.assumption {
            Assumption::PointsAdjusted {
                number,
                written,
                computed,
            } if written > computed => Some((w.line, number, written - computed)),
            _ => None,
        })
        .collect();
    for (line, number, difference) in adjusted {
        let player = PlayerId(number);
        let Some(&team) = teams.get(&player) else {
            continue;
        };
        let rounds = empty_board_rounds(t, warnings, &games, (player, team, line), boards);
        let count = i32::try_from(rounds.len()).unwrap_or(i32::MAX);
        if rounds.is_empty() || Points(win.0.saturating_mul(count)) != difference {
            continue;
        }
        for round in t.rounds.iter_mut().filter(|r| rounds.contains(&r.number)) {
            for bye in round.byes.iter_mut().filter(|b| b.player == player) {
                bye.kind = ByeKind::PairingAllocated;
            }
        }
        // The points column now agrees with the results: no correction.
        t.score_adjustments.retain(|a| {
            !(a.player == player
                && a.round == 0
                && a.reason == AdjustmentReason::Correction
                && a.points == difference)
        });
        warnings.retain(|w| {
            !(w.line == line && matches!(w.assumption, Assumption::PointsAdjusted { .. }))
        });
        for w in warnings.iter_mut().filter(|w| w.line == line) {
            if let TrfField::RoundResult(round) = w.field
                && rounds.contains(&round)
                && matches!(w.assumption, Assumption::ResultWithoutOpponent { .. })
            {
                w.assumption = Assumption::Team(TeamAssumption::BoardForfeitWon { round });
            }
        }
    }
}

/// The team bye no `320` names (module documentation); after the matches are read.
/// `team_lines` gives each team's record line.
pub fn read_unnamed_byes(
    events: &mut TeamEvent,
    team_lines: &BTreeMap<TeamId, usize>,
    warnings: &mut Vec<ImportWarning>,
) {
    let matched = |round: &TeamRound| -> BTreeSet<TeamId> {
        round
            .matches
            .iter()
            .flat_map(|m| [m.first, m.second])
            .collect()
    };
    let played: BTreeSet<TeamId> = events.rounds.iter().flat_map(matched).collect();
    let all: Vec<(TeamId, u32)> = events
        .teams
        .iter()
        .map(|t| (t.id, t.pairing_number))
        .collect();
    for round in &mut events.rounds {
        if !round.byes.is_empty() || round.matches.is_empty() {
            continue;
        }
        let in_match = matched(round);
        let left: Vec<(TeamId, u32)> = all
            .iter()
            .copied()
            .filter(|(id, _)| !in_match.contains(id))
            .collect();
        let [(id, number)] = left[..] else {
            continue;
        };
        if !played.contains(&id) {
            continue;
        }
        round.byes.push(id);
        warnings.push(ImportWarning::new(
            team_lines.get(&id).copied().unwrap_or(0),
            TrfField::RoundOpponent(round.number),
            Assumption::Team(TeamAssumption::ByeAssumed {
                round: round.number,
                team: number,
            }),
        ));
    }
}

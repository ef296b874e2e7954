//! Direct encounter between tied teams (C.07 art. 6, on the primary score; art. 13.3
//! extends it to teams).
//!
//! - The mini-table counts the matches played among the tied teams only; forfeited
//!   matches are left out (6.1.1); teams that met more than once count the average of
//!   their meetings (6.1.2).
//! - All met (6.2): the mini-table ranks them, and it is applied again to each group
//!   still tied, as long as that separates anyone.
//! - Not all met (6.3): a team ranks first when it stays alone on top whatever the
//!   missing matches would give (its own counted as lost, each other team's as won);
//!   then the same for the next place among the rest; the others stay tied.

use super::scores::{Score, TeamScores, round_points};
use crate::domain::{Points, TeamId};
use std::collections::BTreeMap;

/// The mini-table of `group`: each team's points against the others (hundredths), and
/// which pairs met.
fn mini_table(
    scores: &[TeamScores],
    group: &[TeamId],
    score: Score,
) -> (BTreeMap<TeamId, i64>, Vec<(TeamId, TeamId)>) {
    let mut table = BTreeMap::new();
    let mut met = Vec::new();
    for &team in group {
        let Some(own) = scores.iter().find(|s| s.team == team) else {
            continue;
        };
        let mut total = 0i64;
        for &other in group.iter().filter(|&&o| o != team) {
            let meetings: Vec<Points> = own
                .rounds
                .iter()
                .filter(|r| r.played && r.opponent == Some(other) && r.outcome.is_some())
                .map(|r| round_points(r, score))
                .collect();
            if meetings.is_empty() {
                continue;
            }
            met.push((team, other));
            let sum: i64 = meetings.iter().map(|p| i64::from(p.0) * 10).sum();
            total += sum / i64::try_from(meetings.len()).unwrap_or(1);
        }
        table.insert(team, total);
    }
    (table, met)
}

/// `group` split by direct encounter, best first (module documentation). `most` is the
/// most a team can score in one match on `score` (for 6.3's missing matches).
pub fn split(
    scores: &[TeamScores],
    group: &[TeamId],
    score: Score,
    most: Points,
) -> Vec<Vec<TeamId>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    let (table, met) = mini_table(scores, group, score);
    let all_met = group
        .iter()
        .all(|&a| group.iter().all(|&b| a == b || met.contains(&(a, b))));
    if all_met {
        return split_all_met(scores, group, score, most, &table);
    }
    let mut remaining = group.to_vec();
    let mut out = Vec::new();
    while remaining.len() > 1 {
        let (table, met) = mini_table(scores, &remaining, score);
        let value = |t: &TeamId| table.get(t).copied().unwrap_or(0);
        let missing = |t: TeamId| {
            remaining
                .iter()
                .filter(|&&o| o != t && !met.contains(&(t, o)))
                .count()
        };
        let best =
            |t: TeamId| value(&t) + i64::try_from(missing(t)).unwrap_or(0) * i64::from(most.0) * 10;
        let alone = remaining.iter().copied().find(|&candidate| {
            remaining
                .iter()
                .filter(|&&o| o != candidate)
                .all(|&o| value(&candidate) > best(o))
        });
        let Some(first) = alone else { break };
        out.push(vec![first]);
        remaining.retain(|&t| t != first);
    }
    out.push(remaining);
    out.retain(|g| !g.is_empty());
    out
}

fn split_all_met(
    scores: &[TeamScores],
    group: &[TeamId],
    score: Score,
    most: Points,
    table: &BTreeMap<TeamId, i64>,
) -> Vec<Vec<TeamId>> {
    let mut sorted = group.to_vec();
    sorted.sort_by_key(|t| std::cmp::Reverse(table.get(t).copied().unwrap_or(0)));
    let mut out: Vec<Vec<TeamId>> = Vec::new();
    let mut last: Option<i64> = None;
    for team in sorted {
        let value = table.get(&team).copied().unwrap_or(0);
        match out.last_mut() {
            Some(current) if last == Some(value) => current.push(team),
            _ => out.push(vec![team]),
        }
        last = Some(value);
    }
    // 6.2: again within each group still tied, when that group is smaller.
    out.into_iter()
        .flat_map(|g| {
            if g.len() > 1 && g.len() < group.len() {
                split(scores, &g, score, most)
            } else {
                vec![g]
            }
        })
        .collect()
}

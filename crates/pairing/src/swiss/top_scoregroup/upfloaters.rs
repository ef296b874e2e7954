//! The set of upfloaters that joins the top-scoregroup (C.04.5 and C.04.6 3.5, the same
//! words): every participant with a lower score may float up (3.5.1); the sets with the
//! fewest upfloaters ([C4]) and the highest upfloater scores ([C5]) are considered
//! (3.5.2), each sorted by descending score then ascending TPN (3.5.3) and the sets in
//! lexicographic order of their TPNs (3.5.4); the first that gives a legal pairing and
//! best complies with [C6] and [C7] is chosen (3.5.5; decisions D2–D4 in
//! docs/rules/double-swiss.md, T3 in docs/rules/team-swiss-pairing.md).

use super::Procedure as Context;
use crate::domain::Points;
use crate::{JobControl, PairingError};
use std::cmp::Reverse;
use std::ops::ControlFlow;

/// The upfloaters chosen for a bracket, with how they met [C6] and [C7].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Indices into the players, in the order of 3.5.3.
    pub set: Vec<usize>,
    /// [C6]: the following scoregroup can be paired with its fewest upfloaters.
    pub following_pairable: bool,
    /// [C7]: upfloaters who floated in the previous round.
    pub floated_again: usize,
}

/// The players of one score in `lower` (indices, by ascending TPN).
struct Level {
    score: Points,
    members: Vec<usize>,
}

/// Chooses the upfloaters for the bracket of `residents` (the top-scoregroup); `unpaired`
/// marks every player still to pair, residents included. `None`: no set gives a legal
/// pairing of the bracket and of everybody left ([C1], [C3]).
pub fn choose(
    ctx: &Context,
    residents: &[usize],
    unpaired: &[bool],
    control: &JobControl,
) -> Result<Option<Choice>, PairingError> {
    let levels = lower_levels(ctx, residents, unpaired);
    let available: usize = levels.iter().map(|l| l.members.len()).sum();
    // [C4]: the fewest upfloaters; a bracket is even (1.3.2).
    for k in ((residents.len() % 2)..=available).step_by(2) {
        for profile in profiles(&levels, k) {
            if control.is_cancelled() {
                return Err(PairingError::Cancelled);
            }
            if let Some(choice) = best_of_profile(ctx, residents, unpaired, &levels, &profile) {
                return Ok(Some(choice));
            }
        }
    }
    Ok(None)
}

/// 3.5.1: the players still to pair with a lower score, by score level (highest first).
fn lower_levels(ctx: &Context, residents: &[usize], unpaired: &[bool]) -> Vec<Level> {
    let top = residents.first().map(|&r| ctx.standings[r].score);
    let mut levels: Vec<Level> = Vec::new();
    let mut lower: Vec<usize> = (0..ctx.standings.len())
        .filter(|&v| unpaired[v] && Some(ctx.standings[v].score) < top)
        .collect();
    // 3.5.3: descending score, then ascending TPN.
    lower.sort_by_key(|&v| (Reverse(ctx.standings[v].score), ctx.standings[v].tpn));
    for v in lower {
        let score = ctx.standings[v].score;
        match levels.last_mut() {
            Some(level) if level.score == score => level.members.push(v),
            _ => levels.push(Level {
                score,
                members: vec![v],
            }),
        }
    }
    levels
}

/// [C5]: every way to take `k` upfloaters, as a count per level, best first: the scores
/// of the upfloaters taken in ascending order, as high as possible.
fn profiles(levels: &[Level], k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut counts = vec![0; levels.len()];
    fill(levels, k, 0, &mut counts, &mut all);
    all.sort_by_cached_key(|counts| Reverse(ascending_scores(levels, counts)));
    all
}

fn fill(levels: &[Level], left: usize, at: usize, counts: &mut [usize], all: &mut Vec<Vec<usize>>) {
    if left == 0 {
        all.push(counts.to_vec());
        return;
    }
    let Some(level) = levels.get(at) else {
        return;
    };
    for take in (0..=left.min(level.members.len())).rev() {
        counts[at] = take;
        fill(levels, left - take, at + 1, counts, all);
    }
    counts[at] = 0;
}

fn ascending_scores(levels: &[Level], counts: &[usize]) -> Vec<Points> {
    let mut scores: Vec<Points> = levels
        .iter()
        .zip(counts)
        .flat_map(|(l, &c)| std::iter::repeat_n(l.score, c))
        .collect();
    scores.sort();
    scores
}

/// 3.5.4–3.5.5: the sets of one [C4]/[C5] profile in lexicographic order; the first legal
/// one that best meets [C6], then [C7] (decision D3).
fn best_of_profile(
    ctx: &Context,
    residents: &[usize],
    unpaired: &[bool],
    levels: &[Level],
    profile: &[usize],
) -> Option<Choice> {
    let mut best: Option<Choice> = None;
    let mut set = Vec::new();
    let _ = each_set(levels, profile, 0, &mut set, &mut |set| {
        let Some(choice) = judge(ctx, residents, unpaired, levels, set) else {
            return ControlFlow::Continue(());
        };
        let key = |c: &Choice| (!c.following_pairable, c.floated_again);
        let better = best.as_ref().is_none_or(|b| key(&choice) < key(b));
        let perfect = key(&choice) == (false, 0);
        if better {
            best = Some(choice);
        }
        // Nothing later in the order can do better than a set meeting both.
        if perfect {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best
}

/// Calls `visit` with every set of the profile, in the order of 3.5.4 (levels from the
/// highest score, members by TPN: the lexicographic order of the sets' TPN lists).
fn each_set(
    levels: &[Level],
    profile: &[usize],
    at: usize,
    set: &mut Vec<usize>,
    visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(level) = levels.get(at) else {
        return visit(set);
    };
    let take = profile.get(at).copied().unwrap_or(0);
    combinations(&level.members, take, 0, set, &mut |set| {
        each_set(levels, profile, at + 1, set, visit)
    })
}

fn combinations(
    members: &[usize],
    take: usize,
    from: usize,
    set: &mut Vec<usize>,
    visit: &mut dyn FnMut(&mut Vec<usize>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if take == 0 {
        return visit(set);
    }
    for i in from..members.len() {
        if members.len() - i < take {
            break;
        }
        set.push(members[i]);
        let flow = combinations(members, take - 1, i + 1, set, visit);
        set.pop();
        if flow.is_break() {
            return flow;
        }
    }
    ControlFlow::Continue(())
}

/// A set's legality ([C1] in the bracket, [C3] for everybody left) and its [C6] and
/// [C7]; `None` when not legal.
fn judge(
    ctx: &Context,
    residents: &[usize],
    unpaired: &[bool],
    levels: &[Level],
    set: &[usize],
) -> Option<Choice> {
    let n = ctx.standings.len();
    let mut bracket = vec![false; n];
    for &v in residents.iter().chain(set) {
        bracket[v] = true;
    }
    if !ctx.graph.pairable(&bracket) {
        return None;
    }
    let rest: Vec<bool> = (0..n).map(|v| unpaired[v] && !bracket[v]).collect();
    if !ctx.graph.pairable(&rest) {
        return None;
    }
    let floated_again = if ctx.float_criteria {
        // [C7]: upfloaters who were floaters in the previous round.
        set.iter()
            .filter(|&&v| ctx.standings[v].floated_previous_round)
            .count()
    } else {
        0
    };
    Some(Choice {
        set: set.to_vec(),
        following_pairable: following_pairable(ctx, levels, &rest),
        floated_again,
    })
}

/// [C6] (decision D2, the parity-minimum reading): unless every player of the following
/// scoregroup became an upfloater, what is left of it can be paired with the fewest
/// upfloaters its parity allows (none if even, one if odd), everybody else still pairable.
fn following_pairable(ctx: &Context, levels: &[Level], rest: &[bool]) -> bool {
    let Some(following) = levels.first() else {
        return true;
    };
    let left: Vec<usize> = following
        .members
        .iter()
        .copied()
        .filter(|&v| rest[v])
        .collect();
    if left.is_empty() {
        return true;
    }
    let n = ctx.standings.len();
    let mut group = vec![false; n];
    for &v in &left {
        group[v] = true;
    }
    let others = |group: &[bool]| -> Vec<bool> { (0..n).map(|v| rest[v] && !group[v]).collect() };
    if left.len().is_multiple_of(2) {
        return ctx.graph.pairable(&group) && ctx.graph.pairable(&others(&group));
    }
    let score = following.score;
    (0..n)
        .filter(|&u| rest[u] && ctx.standings[u].score < score)
        .any(|u| {
            let mut with = group.clone();
            with[u] = true;
            ctx.graph.pairable(&with) && ctx.graph.pairable(&others(&with))
        })
}

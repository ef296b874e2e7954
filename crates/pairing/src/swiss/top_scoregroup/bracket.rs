//! Pairing a bracket (C.04.5 and C.04.6 3.6, the same words): in each pair the
//! participant with the smaller TPN is the top member (3.6.1); a pairing is identified by
//! its top members' TPNs in ascending order followed by the bottom members' TPNs in the
//! same order (3.6.2); the first pairing in the lexicographic order of the identifiers
//! (3.6.3) that complies with [C1] and best with the system's bracket criteria (C.04.5
//! [C8]; C.04.6 [C8]–[C10]) is chosen (3.6.4, decision D3 of docs/rules/double-swiss.md).
//!
//! The identifier is built one number at a time, each time the smallest that still
//! allows a pairing of the whole bracket at the least [C8] cost: first which players are
//! top members (the smallest TPNs that can be), then the partner of each top member in
//! turn. This finds the same pairing as running through the identifiers in order.

use super::Procedure as Context;

/// A player's part in the pairing being built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Top,
    Bottom,
    Open,
}

/// The pairs (top member, bottom member) of the bracket `members` (indices into the
/// participants); `upfloaters` are the upfloaters among them, `pair_cost(upfloaters, u, v)`
/// the bracket criteria's cost of the pair `u`–`v` (the less the better). `None` when the
/// bracket cannot be paired (never after the upfloaters were chosen).
pub fn pair(
    ctx: &Context,
    members: &[usize],
    upfloaters: &[usize],
    pair_cost: &dyn Fn(&[usize], usize, usize) -> u64,
) -> Option<Vec<(usize, usize)>> {
    let n = ctx.standings.len();
    let mut order = members.to_vec();
    order.sort_by_key(|&v| ctx.standings[v].tpn);
    let cost = |u: usize, v: usize| -> u64 { pair_cost(upfloaters, u, v) };
    let mut role = vec![Role::Open; n];
    let mut alive = vec![false; n];
    for &v in &order {
        alive[v] = true;
    }
    let tpn = |v: usize| ctx.standings[v].tpn;
    // A pair is allowed when its smaller TPN may be a top member and its larger a bottom.
    let allowed = |role: &[Role], u: usize, v: usize| {
        let (top, bottom) = if tpn(u) < tpn(v) { (u, v) } else { (v, u) };
        role[top] != Role::Bottom && role[bottom] != Role::Top
    };
    let least = ctx.graph.least_cost(&alive, |u, v| Some(cost(u, v)))?;
    let feasible = |role: &[Role], alive: &[bool], target: u64| {
        ctx.graph
            .least_cost(alive, |u, v| allowed(role, u, v).then(|| cost(u, v)))
            == Some(target)
    };
    // The top members: each player, by TPN, is one if the pairing can still be completed.
    let half = order.len() / 2;
    let mut tops = 0;
    for &v in &order {
        role[v] = if tops < half { Role::Top } else { Role::Bottom };
        if role[v] == Role::Top && !feasible(&role, &alive, least) {
            role[v] = Role::Bottom;
        }
        if role[v] == Role::Top {
            tops += 1;
        }
    }
    // The bottom member of each top member in turn: the smallest TPN that still works.
    let mut pairs = Vec::with_capacity(half);
    let mut left = least;
    for &top in order.iter().filter(|&&v| role[v] == Role::Top) {
        let partner = order.iter().copied().find(|&bottom| {
            if !alive[bottom] || role[bottom] != Role::Bottom || tpn(bottom) < tpn(top) {
                return false;
            }
            if !ctx.graph.compatible(top, bottom) {
                return false;
            }
            let c = cost(top, bottom);
            if c > left {
                return false;
            }
            let mut rest = alive.clone();
            rest[top] = false;
            rest[bottom] = false;
            feasible(&role, &rest, left - c)
        })?;
        alive[top] = false;
        alive[partner] = false;
        left -= cost(top, partner);
        pairs.push((top, partner));
    }
    Some(pairs)
}

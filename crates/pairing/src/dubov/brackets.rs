//! Pairing one bracket once its players are known (C.04.4.1 3.2.3–3.2.5, 4.3, 4.4):
//! G1 (White seekers, or the first half by TPN when nobody has played), G2 (the rest),
//! the shifts that leave two equal subgroups paired across, and T2, the first
//! transposition of G2 (by TPN) against S1 (G1 by ARO, then TPN).
//!
//! Decision D4 (docs/rules/dubov.md): the shifts and T2 keep the pairing best by C7 (the
//! only quality criterion still open inside the bracket, 3.2.2 asks for the best pairing
//! by C1–C10); the generation order of art. 4 decides among the best ones.

use super::field::Entrant;
use super::solver::Solver;
use super::weights::{Layout, Packed, bits_for};
use crate::domain::Colour;
use crate::{PairingError, Unpairable};

/// How a bracket was paired, for the explanation.
#[derive(Debug, Clone, Default)]
pub struct BracketPairing {
    /// (S1 player, T2 player), in S1 order.
    pub pairs: Vec<(usize, usize)>,
    /// Players moved between G1 and G2 (3.2.4).
    pub shifted: Vec<usize>,
    /// The bracket's players had not played yet: G1 was the first half by TPN.
    pub by_halves: bool,
}

/// C.04.4.1 4.3.3: sequence numbers from the (remaining) middle of the list outwards;
/// of two middle players the one higher in the list first. Returns list positions.
pub fn middle_out(len: usize) -> Vec<usize> {
    let mut remaining: Vec<usize> = (0..len).collect();
    let mut order = Vec::with_capacity(len);
    while !remaining.is_empty() {
        // Odd length: the single middle; even: the upper of the two middles.
        let middle = (remaining.len() - 1) / 2;
        order.push(remaining.remove(middle));
    }
    order
}

/// 4.3.2: White seekers (G1) by ascending ARO then TPN; Black seekers (G2) by TPN.
fn sorted(players: &[Entrant], group: &[usize], first: bool) -> Vec<usize> {
    let mut g = group.to_vec();
    if first {
        g.sort_by_key(|&v| (players[v].aro, players[v].tpn));
    } else {
        g.sort_by_key(|&v| players[v].tpn);
    }
    g
}

/// Pairs the bracket of `members` (indices into `players`, an even number).
pub fn pair<W: Packed>(
    players: &[Entrant],
    members: &[usize],
) -> Result<BracketPairing, PairingError> {
    let n = members.len();
    let by_halves = members.iter().all(|&m| !players[m].has_played());
    // 3.2.3: G1 = White seekers, or the first half by TPN when nobody has played.
    let mut in_g1 = vec![false; n];
    if by_halves {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| players[members[v]].tpn);
        for &v in order.iter().take(n / 2) {
            in_g1[v] = true;
        }
    } else {
        for (v, &m) in members.iter().enumerate() {
            in_g1[v] = players[m].colour_pref == Colour::White;
        }
    }
    let original = in_g1.clone();
    let mut layout = Layout::default();
    let tie = layout.push(n as u64 + 1);
    let tie_bits = layout.offset(tie) + bits_for(n as u64 + 1);
    let cross = layout.push(n as u64 / 2);
    let c7 = layout.push(n as u64 / 2);
    let pair_field = layout.push(n as u64 / 2);
    let weight = |u: usize, v: usize| -> W {
        let (a, b) = (&players[members[u]], &players[members[v]]);
        if !a.compatible(b) {
            return W::zero();
        }
        let mut w: W = layout.put(pair_field, 1);
        if a.colour_pref != b.colour_pref {
            w = w.plus(&layout.put(c7, 1));
        }
        if original[u] != original[v] {
            w = w.plus(&layout.put(cross, 1));
        }
        w
    };
    let mut solver = Solver::<W>::new(n, tie_bits, weight);
    let mut retired = vec![false; n];
    if !solver.is_perfect(&retired) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let baseline = solver.value();
    let mut shifted = Vec::new();
    // 3.2.4.1: pairs inside the smaller subgroup (G1 when equal) shift one of their
    // players to the other subgroup; 3.2.4.2: then pairs inside the larger one.
    let g1_count = in_g1.iter().filter(|&&x| x).count();
    let smaller_is_g1 = g1_count * 2 <= n;
    for side in [smaller_is_g1, !smaller_is_g1] {
        shift_side(
            players,
            members,
            &mut solver,
            &baseline,
            &retired,
            &original,
            side,
            &mut in_g1,
            &mut shifted,
        );
    }
    // Only pairs across the final G1 and G2 remain.
    for u in 0..n {
        for v in (u + 1)..n {
            if in_g1[u] == in_g1[v] {
                solver.set(u, v, W::zero());
            }
        }
    }
    // 3.2.5: S1 = G1 by ARO then TPN; G2 by TPN (4.4.2); each S1 player in turn meets the
    // first G2 player that still leaves a best pairing of the others.
    let g1: Vec<usize> = (0..n).filter(|&v| in_g1[v]).collect();
    let g2: Vec<usize> = (0..n).filter(|&v| !in_g1[v]).collect();
    let s1 = sorted_local(players, members, &g1, true);
    let t2 = sorted_local(players, members, &g2, false);
    let mut pairs = Vec::new();
    for &x in &s1 {
        for (k, &g) in t2.iter().enumerate() {
            let w = solver.weight(x, g);
            if !w.is_zero() {
                let incentive: W = layout.put(tie, (t2.len() - k) as u64);
                solver.set(x, g, w.plus(&incentive));
            }
        }
        let Some(partner) = solver.partner(x) else {
            return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        };
        pairs.push((members[x], members[partner]));
        solver.retire_pair(x, partner);
        retired[x] = true;
        retired[partner] = true;
    }
    Ok(BracketPairing {
        pairs,
        shifted: shifted.into_iter().map(|v| members[v]).collect(),
        by_halves,
    })
}

fn sorted_local(
    players: &[Entrant],
    members: &[usize],
    group: &[usize],
    first: bool,
) -> Vec<usize> {
    let global: Vec<usize> = group.iter().map(|&v| members[v]).collect();
    let order = sorted(players, &global, first);
    order
        .iter()
        .filter_map(|g| group.iter().copied().find(|&v| members[v] == *g))
        .collect()
}

/// Shifts, from the subgroup `from_g1` (true: G1) as originally composed, one player of
/// each pair made inside it, choosing in the order of 4.3 the first players some best
/// pairing allows.
#[allow(clippy::too_many_arguments)]
fn shift_side<W: Packed>(
    players: &[Entrant],
    members: &[usize],
    solver: &mut Solver<W>,
    baseline: &W,
    retired: &[bool],
    original: &[bool],
    from_g1: bool,
    in_g1: &mut [bool],
    shifted: &mut Vec<usize>,
) {
    let n = members.len();
    let inside = |solver: &mut Solver<W>, shifted: &[usize]| -> usize {
        (0..n)
            .filter(|&u| original[u] == from_g1 && !shifted.contains(&u))
            .filter(|&u| {
                solver
                    .partner(u)
                    .is_some_and(|m| original[m] == from_g1 && !shifted.contains(&m) && u < m)
            })
            .count()
    };
    let mut needed = inside(solver, shifted);
    if needed == 0 {
        return;
    }
    let group: Vec<usize> = (0..n).filter(|&v| original[v] == from_g1).collect();
    let list = sorted_local(players, members, &group, from_g1);
    for position in middle_out(list.len()) {
        if needed == 0 {
            break;
        }
        let x = list[position];
        if shifted.contains(&x) {
            continue;
        }
        // x shifts: it must be paired inside its original subgroup, with a player that
        // does not shift.
        let changes: Vec<(usize, usize, W)> = (0..n)
            .filter(|&o| o != x && (original[o] != from_g1 || shifted.contains(&o)))
            .map(|o| (x, o, W::zero()))
            .collect();
        if solver.try_changes(&changes, baseline, retired) {
            shifted.push(x);
            in_g1[x] = !from_g1;
            needed -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::middle_out;

    #[test]
    fn shifters_are_numbered_from_the_middle() {
        // 4.3.3 by hand: [a b c d e] → c, then b and d are the middle (b higher) → b,
        // then [a d e] → d, then [a e] → a, then e.
        assert_eq!(middle_out(5), vec![2, 1, 3, 0, 4]);
        // [a b c d]: middles b, c → b; [a c d] → c; [a d] → a; d.
        assert_eq!(middle_out(4), vec![1, 2, 0, 3]);
        // [a b c d e f]: c; [a b d e f] → d; [a b e f] → b; [a e f] → e; a; f.
        assert_eq!(middle_out(6), vec![2, 3, 1, 4, 0, 5]);
        assert_eq!(middle_out(1), vec![0]);
        assert!(middle_out(0).is_empty());
    }
}

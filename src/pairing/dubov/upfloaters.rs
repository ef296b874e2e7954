//! The residents of a scoregroup and the upfloaters they take from below (C.04.4.1 3.2.1,
//! 3.2.2, 4.2), chosen on a matching of every player still to pair so that the rest of
//! the round stays pairable (C4).
//!
//! Weight fields, most important first: a pair (C4: everybody paired), C5 (pairs of two
//! residents: fewest upfloaters), C6 (the largest score differences first, fewest),
//! C7 (pairs granting both colour preferences), and, except in the last round, C8
//! (upfloaters who are not maximum upfloaters), C9 (fewest upfloats of maximum upfloaters)
//! and C10 (upfloaters who did not upfloat in the previous round).

use super::packed::{Layout, Packed};
use super::players::Entrant;
use super::solver::Solver;
use crate::domain::Points;
use crate::pairing::{PairingError, Unpairable};

/// The facts of the round the criteria need.
#[derive(Debug, Clone, Copy)]
pub struct RoundFacts {
    pub last_round: bool,
    /// C.04.4.1 1.8.2: MaxT = 2 + ⌊rounds / 5⌋.
    pub max_upfloats: u32,
}

/// C.04.4.1 1.8.1: a maximum upfloater has already been upfloated MaxT times.
pub fn is_maximum_upfloater(p: &Entrant, facts: RoundFacts) -> bool {
    p.upfloats >= facts.max_upfloats
}

struct Fields {
    layout: Layout,
    pair: super::packed::Field,
    c5: super::packed::Field,
    /// C6: one field per score difference, the largest difference highest.
    c6: Vec<(Points, super::packed::Field)>,
    c7: super::packed::Field,
    c8: super::packed::Field,
    c9: super::packed::Field,
    c10: super::packed::Field,
    /// C9 reward for an upfloater who is not a maximum upfloater.
    c9_top: u64,
}

fn fields(players: &[Entrant], residents: &[usize], lower: &[usize], score: Points) -> Fields {
    let n = (residents.len() + lower.len()) as u64;
    let r = residents.len() as u64;
    let mut layout = Layout::default();
    let c9_top = lower
        .iter()
        .map(|&l| u64::from(players[l].upfloats))
        .max()
        .unwrap_or(0)
        + 1;
    let c10 = layout.push(r);
    let c9 = layout.push(r * c9_top);
    let c8 = layout.push(r);
    let c7 = layout.push(r);
    let mut differences: Vec<Points> = lower
        .iter()
        .map(|&l| Points(score.0 - players[l].score.0))
        .collect();
    differences.sort();
    differences.dedup();
    let c6 = differences.iter().map(|&d| (d, layout.push(r))).collect();
    let c5 = layout.push(r / 2);
    let pair = layout.push(n / 2);
    Fields {
        layout,
        pair,
        c5,
        c6,
        c7,
        c8,
        c9,
        c10,
        c9_top,
    }
}

/// The weight of the edge between `a` and `b` (vertex order: residents, then lower).
fn edge<W: Packed>(
    f: &Fields,
    a: &Entrant,
    b: &Entrant,
    a_resident: bool,
    b_resident: bool,
    score: Points,
    facts: RoundFacts,
) -> W {
    if !a.compatible(b) {
        return W::zero();
    }
    let l = &f.layout;
    let mut w: W = l.put(f.pair, 1);
    if !a_resident && !b_resident {
        return w;
    }
    if a.colour_pref != b.colour_pref {
        w = w.plus(&l.put(f.c7, 1));
    }
    if a_resident && b_resident {
        return w.plus(&l.put(f.c5, 1));
    }
    let up = if a_resident { b } else { a };
    let difference = Points(score.0 - up.score.0);
    // C6: a point in every field of a larger difference than this upfloater's, so that
    // the count of the largest differences is minimised first.
    for &(d, field) in &f.c6 {
        if d > difference {
            w = w.plus(&l.put(field, 1));
        }
    }
    if !facts.last_round {
        let maximum = is_maximum_upfloater(up, facts);
        if !maximum {
            w = w.plus(&l.put(f.c8, 1));
        }
        let c9 = if maximum {
            f.c9_top.saturating_sub(u64::from(up.upfloats))
        } else {
            f.c9_top
        };
        w = w.plus(&l.put(f.c9, c9));
        if !up.upfloated_last_round {
            w = w.plus(&l.put(f.c10, 1));
        }
    }
    w
}

/// Bits the weights of this bracket need.
pub fn bits_needed(players: &[Entrant], residents: &[usize], lower: &[usize]) -> u32 {
    let score = residents
        .first()
        .map(|&r| players[r].score)
        .unwrap_or(Points::ZERO);
    fields(players, residents, lower, score)
        .layout
        .bits_needed()
}

/// C.04.4.1 3.2.1–3.2.2: the upfloaters for the bracket of `residents` (indices into
/// `players`), taken from `lower`: as few as possible, then the best by C6–C10, then the
/// first set in the order of 4.2 (score descending, then TPN ascending).
pub fn choose<W: Packed>(
    players: &[Entrant],
    residents: &[usize],
    lower: &[usize],
    facts: RoundFacts,
) -> Result<Vec<usize>, PairingError> {
    let score = residents
        .first()
        .map(|&r| players[r].score)
        .unwrap_or(Points::ZERO);
    let f = fields(players, residents, lower, score);
    let vertices: Vec<usize> = residents.iter().chain(lower).copied().collect();
    let r = residents.len();
    let mut solver = Solver::<W>::new(vertices.len(), 0, |u, v| {
        edge(
            &f,
            &players[vertices[u]],
            &players[vertices[v]],
            u < r,
            v < r,
            score,
            facts,
        )
    });
    let retired = vec![false; vertices.len()];
    if !solver.is_perfect(&retired) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let baseline = solver.value();
    let needed = (0..r)
        .filter(|&v| solver.partner(v).is_some_and(|m| m >= r))
        .count();
    // C.04.4.1 4.2.2: candidates by descending score, then ascending TPN.
    let mut candidates: Vec<usize> = (r..vertices.len()).collect();
    candidates.sort_by_key(|&v| {
        let p = &players[vertices[v]];
        (std::cmp::Reverse(p.score), p.tpn)
    });
    let mut chosen = Vec::new();
    for c in candidates {
        if chosen.len() == needed {
            break;
        }
        // 4.2: the first set by sequence numbers: take this candidate when some best
        // pairing has it upfloated (paired with a resident).
        let to_lower: Vec<(usize, usize, W)> = (r..vertices.len())
            .filter(|&o| o != c)
            .map(|o| (c, o, W::zero()))
            .collect();
        if solver.try_changes(&to_lower, &baseline, &retired) {
            chosen.push(vertices[c]);
        } else {
            // No best pairing upfloats it: it stays below for good.
            for v in 0..r {
                solver.set(c, v, W::zero());
            }
        }
    }
    Ok(chosen)
}

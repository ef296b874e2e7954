//! The residents of a scoregroup and the upfloaters they take from below (C.04.4.1 3.2.1,
//! 3.2.2, 4.2), chosen on a matching of every player still to pair so that the rest of
//! the round stays pairable (C4). One matching serves the whole round: each scoregroup
//! re-weighs only its residents' edges and takes its players out afterwards, so the
//! solver continues from the previous optimum instead of starting afresh.
//!
//! Weight fields, most important first: a pair (C4: everybody paired), C5 (pairs of two
//! residents: fewest upfloaters), C6 (the largest score differences first, fewest),
//! C7 (pairs granting both colour preferences), and, except in the last round, C8
//! (upfloaters who are not maximum upfloaters), C9 (fewest upfloats of maximum upfloaters)
//! and C10 (upfloaters who did not upfloat in the previous round).

use super::field::Entrant;
use super::solver::Solver;
use super::weights::{Layout, Packed};
use crate::domain::Points;
use crate::{PairingError, Unpairable};
use std::collections::BTreeSet;

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

/// The bit fields of the round, wide enough for any of its scoregroups.
struct Fields {
    layout: Layout,
    pair: super::weights::Field,
    c5: super::weights::Field,
    /// C6: one field per score difference, the largest difference highest.
    c6: Vec<(Points, super::weights::Field)>,
    c7: super::weights::Field,
    c8: super::weights::Field,
    c9: super::weights::Field,
    c10: super::weights::Field,
    /// C9 reward for an upfloater who is not a maximum upfloater.
    c9_top: u64,
}

fn fields(players: &[Entrant], field: &[usize]) -> Fields {
    let n = field.len() as u64;
    let mut sizes: std::collections::BTreeMap<Points, u64> = std::collections::BTreeMap::new();
    for &v in field {
        *sizes.entry(players[v].score).or_default() += 1;
    }
    // No scoregroup has more residents than the largest one.
    let r = sizes.values().copied().max().unwrap_or(0);
    let scores: Vec<Points> = sizes.keys().copied().collect();
    let differences: BTreeSet<Points> = scores
        .iter()
        .flat_map(|a| scores.iter().map(move |b| Points(a.0 - b.0)))
        .filter(|d| d.0 > 0)
        .collect();
    let mut layout = Layout::default();
    let c9_top = field
        .iter()
        .map(|&l| u64::from(players[l].upfloats))
        .max()
        .unwrap_or(0)
        + 1;
    let c10 = layout.push(r);
    let c9 = layout.push(r * c9_top);
    let c8 = layout.push(r);
    let c7 = layout.push(r);
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

/// Bits the weights of a round with these players need.
pub fn bits_needed(players: &[Entrant], field: &[usize]) -> u32 {
    fields(players, field).layout.bits_needed()
}

/// The weight of the edge between `a` and `b` while the residents are those of `score`.
fn edge<W: Packed>(f: &Fields, a: &Entrant, b: &Entrant, score: Points, facts: RoundFacts) -> W {
    if !a.compatible(b) {
        return W::zero();
    }
    let l = &f.layout;
    let mut w: W = l.put(f.pair, 1);
    let (a_resident, b_resident) = (a.score == score, b.score == score);
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

/// The matching of every player still to pair in the round (vertices are indices into
/// the players; those already paired, and the PAB, are out).
pub struct RoundMatching<W: Packed> {
    fields: Fields,
    solver: Solver<W>,
    out: Vec<bool>,
}

impl<W: Packed> RoundMatching<W> {
    /// Every player of `field` (indices into `players`) can be paired with every other
    /// (C1, C3 permitting); the rest are out. Before any scoregroup: the pair bit only.
    pub fn new(players: &[Entrant], field: &[usize]) -> Self {
        let fields = fields(players, field);
        let mut out = vec![true; players.len()];
        for &v in field {
            out[v] = false;
        }
        let pair: W = fields.layout.put(fields.pair, 1);
        let solver = Solver::<W>::new(players.len(), 0, |u, v| {
            if out[u] || out[v] || !players[u].compatible(&players[v]) {
                W::zero()
            } else {
                pair
            }
        });
        RoundMatching {
            fields,
            solver,
            out,
        }
    }

    /// C.04.4.1 3.2.1–3.2.2: the upfloaters for the scoregroup of `residents`, taken from
    /// `lower` (every other player still in): as few as possible (C5), then the best by
    /// C6–C10, then the first set in the order of 4.2 (score descending, TPN ascending).
    /// The bracket's players then leave the matching.
    pub fn choose(
        &mut self,
        players: &[Entrant],
        residents: &[usize],
        lower: &[usize],
        facts: RoundFacts,
    ) -> Result<Vec<usize>, PairingError> {
        let score = residents
            .first()
            .map(|&r| players[r].score)
            .unwrap_or(Points::ZERO);
        for &r in residents {
            for &o in residents.iter().chain(lower) {
                if o != r {
                    let w = edge(&self.fields, &players[r], &players[o], score, facts);
                    self.solver.set_from(r, o, w);
                }
            }
        }
        if !self.solver.is_perfect(&self.out) {
            return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        }
        let baseline = self.solver.value();
        let is_resident = |v: usize| players[v].score == score;
        let needed = residents
            .iter()
            .filter(|&&v| self.solver.partner(v).is_some_and(|m| !is_resident(m)))
            .count();
        // C.04.4.1 4.2.2: candidates by descending score, then ascending TPN.
        let mut candidates = lower.to_vec();
        candidates.sort_by_key(|&v| (std::cmp::Reverse(players[v].score), players[v].tpn));
        let mut chosen = Vec::new();
        for c in candidates {
            if chosen.len() == needed {
                break;
            }
            // 4.2: the first set by sequence numbers: take this candidate when some best
            // pairing has it upfloated (paired with a resident).
            let to_lower: Vec<(usize, usize, W)> = lower
                .iter()
                .filter(|&&o| o != c)
                .map(|&o| (c, o, W::zero()))
                .collect();
            if self.solver.try_changes(&to_lower, &baseline, &self.out) {
                chosen.push(c);
            } else {
                // No best pairing upfloats it: it stays below for good.
                for &r in residents {
                    self.solver.set(c, r, W::zero());
                }
            }
        }
        // The bracket leaves the matching: the best matching pairs it within itself, so its
        // pairs are taken out and the rest of that matching stays optimal.
        let members: Vec<usize> = residents.iter().chain(&chosen).copied().collect();
        for &v in &members {
            if self.out[v] {
                continue;
            }
            if let Some(m) = self.solver.partner(v) {
                self.solver.retire_pair(v, m);
                self.out[m] = true;
            }
            self.out[v] = true;
        }
        Ok(chosen)
    }
}

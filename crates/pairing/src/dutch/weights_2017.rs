//! The criteria of the 2017 Dutch text (C.04.3 as in force from July 2017 to January
//! 2026) turned into the matching weights of one bracket, as bbpPairings v5 reads them:
//! one bit field per criterion, the most important highest, so that a maximum-weight
//! matching of the bracket is its best pairing by C.5–C.19 (C.1 and C.3 remove the
//! edge). Where the 2026 weights (`weights`) count downfloaters and their scores (C6, C7),
//! these weigh the **Pairing Score Difference** of A.8: every score difference of the
//! pairing, sorted from the highest, compared lexicographically.
//!
//! Score differences (SD, in tenths of a point like [`Points`]): a pair's SD is the
//! difference of the two scores; a downfloater's SD is its score minus that of a virtual
//! player one point below the lowest score of the bracket (A.8), so it is never below one
//! point. Each SD value has its own sub-field, the highest values highest, wide enough to
//! count how often the value can occur. A pair adds the SDs of its two players as
//! downfloaters (they no longer float) and takes away its own SD: the heavier matching
//! leaves the lexicographically smaller PSD.
//!
//! The fields, from the top (the widths are those of v5, so that ties fall alike):
//! - in the PPB and the last bracket (A.9, "special" brackets): completion, one per pair
//!   plus one per paired player who may not receive the PAB (C.2, C.4);
//! - C.5 the pairs in the bracket; C.6 the PSD of the bracket;
//! - elsewhere, C.7 (not in the PPB nor in the CLB): the pairs in the next bracket (in the
//!   bracket before the last scoregroup, the completion count of the last bracket
//!   instead) and the SDs of the bracket's players that get paired there;
//! - C.8–C.11 the colour criteria (the same rules as the 2026 C10–C13);
//! - C.12–C.15 the players receiving the same float as one or two rounds before: every
//!   such player, not only resident downfloaters and MDP opponents as in 2026;
//! - C.16–C.19 the SDs of those players;
//! - the lowest `3·count_bits + 1` bits, free for the generation-order bonuses of
//!   `brackets_2017`.

use super::weights::{bits_for, colour_criteria, compatible};
use crate::domain::Points;
use crate::matching::WideUint;
use crate::swiss::{Entrant, Float};
use std::collections::BTreeMap;

/// One point in tenths: a downfloater's SD counts from one point below the bracket.
const ONE_POINT: i32 = 10;

/// A bracket as the weights see it: `members` (indices into the sorted players) are its
/// MDPs (`..residents_start`), its residents (`..next_start`) and the players that may
/// be paired with its downfloaters (`next_start..`: the next scoregroup, or in a special
/// bracket everybody left).
pub struct BracketShape<'a> {
    pub players: &'a [Entrant],
    pub members: &'a [usize],
    pub residents_start: usize,
    pub next_start: usize,
    /// The PPB or the last bracket (A.9): completion and the PAB are weighed here.
    pub special: bool,
    /// The bracket before the last scoregroup: the next bracket is the last one.
    pub before_last: bool,
}

impl BracketShape<'_> {
    fn score(&self, i: usize) -> i32 {
        self.members
            .get(i)
            .and_then(|&v| self.players.get(v))
            .map_or(0, |p| p.pairing_score.tenths())
    }
}

/// Where each criterion of one bracket sits in an edge weight.
pub struct Weigher2017 {
    threshold: Option<Points>,
    played_rounds: u32,
    special: bool,
    before_last: bool,
    /// The lowest score of the bracket and of the players below it that it holds.
    min_score: i32,
    /// The sub-field of each SD value, lowest values lowest: `sd_shift[sd − sd_lowest]`
    /// (zero for an SD the bracket cannot hold). A table, not a map: it is read several
    /// times per edge.
    sd_shift: Vec<u32>,
    sd_lowest: i32,
    /// Width of a count field (the residents' count, as v5 sizes it).
    pub count_bits: u32,
    completion: u32,
    c5_pairs: u32,
    c6_psd: u32,
    c7_next_pairs: u32,
    c7_next_psd: u32,
    colours: [u32; 4],
    c12: u32,
    c13: u32,
    c14: u32,
    c15: u32,
    c16: u32,
    c17: u32,
    c18: u32,
    c19: u32,
    /// Total width of a weight.
    pub total: u32,
}

/// Every SD the bracket can hold, with how often each can occur: a downfloater's SD for
/// each player of the bracket, and for each player one pair SD per lower score among the
/// residents (the same SD against two players of a score cannot both occur).
fn score_differences(b: &BracketShape) -> BTreeMap<i32, usize> {
    let min = b.score(b.members.len().saturating_sub(1));
    let mut counts: BTreeMap<i32, usize> = BTreeMap::new();
    for i in 0..b.next_start {
        *counts.entry(b.score(i) - min + ONE_POINT).or_insert(0) += 1;
        let first = b.residents_start.max(i + 1);
        for j in first..b.next_start {
            if j == first || b.score(j) < b.score(j - 1) {
                *counts.entry(b.score(i) - b.score(j)).or_insert(0) += 1;
            }
        }
    }
    counts
}

impl Weigher2017 {
    pub fn new(b: &BracketShape, threshold: Option<Points>, played_rounds: u32) -> Self {
        let differences = score_differences(b);
        let sd_lowest = differences.keys().next().copied().unwrap_or(0);
        let sd_highest = differences.keys().next_back().copied().unwrap_or(0);
        let span = usize::try_from(sd_highest - sd_lowest).unwrap_or(0);
        let mut sd_shift = vec![0u32; span + 1];
        let mut g = 0u32;
        for (&sd, &count) in &differences {
            if let Some(slot) = usize::try_from(sd - sd_lowest)
                .ok()
                .and_then(|k| sd_shift.get_mut(k))
            {
                *slot = g;
            }
            g += bits_for(count);
        }
        let residents = b.next_start - b.residents_start;
        let s = bits_for(residents).max(1);
        let below = bits_for(b.members.len() - b.next_start);
        let mut o = 0u32;
        let mut take = |w: u32| {
            let at = o;
            o += w;
            at
        };
        take(3 * s + 1);
        let (c19, c18) = if played_rounds > 1 {
            let a = take(g);
            (a, take(g))
        } else {
            (0, 0)
        };
        let (c17, c16) = if played_rounds > 0 {
            let a = take(g);
            (a, take(g))
        } else {
            (0, 0)
        };
        let (c15, c14) = if played_rounds > 1 {
            let a = take(s);
            (a, take(s))
        } else {
            (0, 0)
        };
        let (c13, c12) = if played_rounds > 0 {
            let a = take(s);
            (a, take(s))
        } else {
            (0, 0)
        };
        let c11 = take(s);
        let c10 = take(s);
        let c9 = take(s);
        let c8 = take(s);
        let (c7_next_psd, c7_next_pairs) = if b.special {
            (0, 0)
        } else {
            let psd = take(g);
            let width = if b.before_last {
                s.max(below) + 3
            } else {
                below
            };
            (psd, take(width))
        };
        let c6_psd = take(g);
        let c5_pairs = take(s);
        let completion = take(2);
        Weigher2017 {
            threshold,
            played_rounds,
            special: b.special,
            before_last: b.before_last,
            min_score: b.score(b.members.len().saturating_sub(1)),
            sd_shift,
            sd_lowest,
            count_bits: s,
            completion,
            c5_pairs,
            c6_psd,
            c7_next_pairs,
            c7_next_psd,
            colours: [c8, c9, c10, c11],
            c12,
            c13,
            c14,
            c15,
            c16,
            c17,
            c18,
            c19,
            total: o,
        }
    }

    fn sd_at(&self, sd: i32) -> u32 {
        usize::try_from(sd - self.sd_lowest)
            .ok()
            .and_then(|k| self.sd_shift.get(k))
            .copied()
            .unwrap_or(0)
    }

    /// The SD sub-field of `e` as a downfloater of this bracket.
    fn floater_at(&self, e: &Entrant) -> u32 {
        self.sd_at(e.pairing_score.tenths() - self.min_score + ONE_POINT)
    }

    fn pair_at(&self, h: &Entrant, l: &Entrant) -> u32 {
        self.sd_at(h.pairing_score.tenths() - l.pairing_score.tenths())
    }

    /// C.2 with C.4: one per pair, one more per player who may not receive the PAB.
    fn completion_count(h: &Entrant, l: &Entrant) -> u64 {
        1 + u64::from(!h.bye_eligible) + u64::from(!l.bye_eligible)
    }

    /// The weight of pairing `h` (higher in pairing order) with `l`; `h_in` and `l_in`:
    /// each is a player of the bracket (an MDP or a resident). Zero when they may not meet.
    pub fn weight<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        h_in: bool,
        l_in: bool,
    ) -> WideUint<N> {
        self.weigh(h, l, h_in, l_in, true)
    }

    /// [`Weigher2017::weight`] in two parts that add up to it: the weight without the
    /// completion field and C.7 (each criterion computed, not masked off: the PSD fields
    /// subtract, and a mask would cut a borrow across fields), and those two alone. The
    /// first part is zero when the players may not meet or `l` is not in the bracket
    /// (then only C.7 or completion weighs), never on an edge of the bracket: C.5
    /// weighs there.
    pub fn weight_parts<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        h_in: bool,
        l_in: bool,
    ) -> (WideUint<N>, WideUint<N>) {
        if !compatible(h, l, self.threshold) {
            return (WideUint::ZERO, WideUint::ZERO);
        }
        let mut next = WideUint::<N>::ZERO;
        self.completion_and_c7(h, l, h_in, l_in, &mut next);
        (self.weigh(h, l, h_in, l_in, false), next)
    }

    /// The weight, with the completion field and C.7 (`with_next`) or without them.
    fn weigh<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        h_in: bool,
        l_in: bool,
        with_next: bool,
    ) -> WideUint<N> {
        // C.1, C.3: absolute.
        if !compatible(h, l, self.threshold) {
            return WideUint::ZERO;
        }
        let mut w = WideUint::<N>::ZERO;
        let mut minus = WideUint::<N>::ZERO;
        if with_next {
            self.completion_and_c7(h, l, h_in, l_in, &mut w);
        }
        if l_in {
            // C.5 the pairs of the bracket; C.6 its PSD (A.8).
            w.add_shifted(1, self.c5_pairs);
            w.add_shifted(1, self.c6_psd + self.floater_at(h));
            w.add_shifted(1, self.c6_psd + self.floater_at(l));
            minus.add_shifted(1, self.c6_psd + self.pair_at(h, l));
        }
        if l_in {
            // C.8–C.11: colours.
            for (met, at) in colour_criteria(h, l).into_iter().zip(self.colours) {
                if met {
                    w.add_shifted(1, at);
                }
            }
        }
        self.float_fields(h, l, l_in, &mut w, &mut minus);
        w.wrapping_sub(&minus)
    }

    /// The completion field (special brackets) and C.7 (the others) of an edge, added
    /// to `w`.
    fn completion_and_c7<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        h_in: bool,
        l_in: bool,
        w: &mut WideUint<N>,
    ) {
        if self.special {
            // A.9 with C.2 and C.4: the PPB and the last bracket complete the round.
            w.add_shifted(Self::completion_count(h, l), self.completion);
        } else {
            // C.7: the next bracket's pairs (its completion when it is the last one)
            // and the SDs of this bracket's players paired there.
            if self.before_last {
                w.add_shifted(Self::completion_count(h, l), self.c7_next_pairs);
            } else if !l_in {
                w.add_shifted(1, self.c7_next_pairs);
            }
            if h_in {
                w.add_shifted(1, self.c7_next_psd + self.floater_at(h));
            }
            if l_in {
                w.add_shifted(1, self.c7_next_psd + self.floater_at(l));
            }
        }
    }

    /// C.12–C.19: players receiving the same float as one (C.12, C.13, C.16, C.17) or two
    /// rounds before (C.14, C.15, C.18, C.19), and their SDs.
    fn float_fields<const N: usize>(
        &self,
        h: &Entrant,
        l: &Entrant,
        l_in: bool,
        w: &mut WideUint<N>,
        minus: &mut WideUint<N>,
    ) {
        if !l_in || self.played_rounds == 0 {
            return;
        }
        let h_higher = h.pairing_score > l.pairing_score;
        let rounds = [
            (l.float1, h.float1, self.c12, self.c13, self.c16, self.c17),
            (l.float2, h.float2, self.c14, self.c15, self.c18, self.c19),
        ];
        for (back, (lf, hf, down, up, down_sd, up_sd)) in rounds.into_iter().enumerate() {
            if back as u32 >= self.played_rounds {
                break;
            }
            // Downfloaters again (paired here, they do not float down again).
            w.add_shifted(u64::from(lf == Float::Down), down);
            w.add_shifted(u64::from(!h_higher && hf == Float::Down), down);
            // Upfloaters again: the lower player floats up to meet a higher one.
            if h_higher && lf == Float::Up {
                minus.add_shifted(1, up);
            }
            if lf == Float::Down {
                w.add_shifted(1, down_sd + self.floater_at(l));
            }
            if hf == Float::Down {
                w.add_shifted(1, down_sd + self.floater_at(h));
                if h_higher {
                    minus.add_shifted(1, down_sd + self.pair_at(h, l));
                }
            }
            if lf == Float::Up && h_higher {
                minus.add_shifted(1, up_sd + self.pair_at(h, l));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::{BracketShape, Weigher2017};
    use crate::domain::Points;
    use crate::dutch::differential::{Rng, random_entrant};
    use crate::matching::WideUint;
    use crate::swiss::Entrant;

    /// A player of `score` tenths with its other facts drawn at random, a few opponents
    /// among the others (C.1).
    fn entrant(rng: &mut Rng, id: u32, players: u32, score: i32) -> Entrant {
        random_entrant(rng, id, players, score, score)
    }

    /// The parts of every edge of random brackets (MDPs, residents, next group; plain,
    /// before the last scoregroup, special) add up to the weight, with or without the
    /// fields that subtract (their borrows reach across fields); the first part is
    /// zero exactly on the edges leaving the bracket and those C.1 or C.3 forbid, the
    /// second exactly on those forbidden.
    #[test]
    fn the_parts_add_up_to_the_weight_on_random_brackets() {
        let mut rng = Rng(0x2017_0001);
        let mut checked_in = 0;
        let mut checked_out = 0;
        for case in 0..60 {
            let mdps = rng.below(4) as usize;
            let residents = 2 + rng.below(20) as usize;
            let next = rng.below(20) as usize;
            let n = mdps + residents + next;
            // Scores from the top down: MDPs above the residents, the next group below
            // (in a special bracket it may hold several scores, the rest collapsed).
            let mut players = Vec::new();
            for i in 0..n {
                let score = if i < mdps {
                    30 + 5 * (mdps - i) as i32
                } else if i < mdps + residents {
                    30
                } else if case % 3 == 2 {
                    25 - 5 * rng.below(3) as i32
                } else {
                    25
                };
                players.push(entrant(&mut rng, i as u32, n as u32, score));
            }
            players.sort_by_key(|p| std::cmp::Reverse(p.pairing_score));
            let members: Vec<usize> = (0..n).collect();
            let shape = BracketShape {
                players: &players,
                members: &members,
                residents_start: mdps,
                next_start: mdps + residents,
                special: case % 3 == 2,
                before_last: case % 3 == 1,
            };
            let played = 1 + (case % 3) as u32;
            let threshold = (case % 4 == 0).then_some(Points(30));
            let weigher = Weigher2017::new(&shape, threshold, played);
            for j in mdps..n {
                for i in 0..j {
                    let (h, l) = (&players[i], &players[j]);
                    let (h_in, l_in) = (i < shape.next_start, j < shape.next_start);
                    let whole: WideUint<8> = weigher.weight(h, l, h_in, l_in);
                    let (bracket, next): (WideUint<8>, WideUint<8>) =
                        weigher.weight_parts(h, l, h_in, l_in);
                    assert_eq!(bracket.wrapping_add(&next), whole, "case {case} {i}-{j}");
                    if l_in {
                        assert_eq!(bracket.is_zero(), whole.is_zero(), "case {case}");
                        checked_in += 1;
                    } else {
                        assert!(bracket.is_zero(), "case {case} {i}-{j}");
                        assert_eq!(next, whole, "case {case} {i}-{j}");
                        checked_out += 1;
                    }
                    // Every edge that may be paired carries completion (special
                    // brackets, and C.7 before the last scoregroup), a pair of the next
                    // bracket (C.7, edges leaving the bracket) or the SD of a player of
                    // the bracket paired (C.7, `h` is in it when `l` is).
                    assert_eq!(next.is_zero(), whole.is_zero(), "case {case} {i}-{j}");
                }
            }
        }
        assert!(
            checked_in > 1000 && checked_out > 1000,
            "{checked_in} {checked_out}"
        );
    }
}

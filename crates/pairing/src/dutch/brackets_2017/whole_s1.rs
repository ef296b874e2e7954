//! D.1 of the 2017 text (C.04.3 (2017) D.1: each S1 player, in order, meets the first
//! S2 player with whom a best pairing exists) for the whole S1 from one solve of S1
//! against S2 alone and its duals (`transposition`, as the 2026 engine's
//! `engine/whole_s1.rs` does), instead of one solve per S1 player on the bracket and
//! its next group ([`BracketRun::pair_s1`], kept wherever the proof below does not
//! apply).
//!
//! **What the solve per player finds.** After D.2 the graph holds the bracket's MDPs
//! that D.3 left out (`U`), S1, S2 (the rest of the remainder) and the next group
//! (`X`: the next scoregroup, or in the PPB the collapsed rest; none in the last
//! bracket, A.9). Its weights carry no bonus (checked below: the MDPs of `U` have no
//! edge to a resident still to pair, so D.3's unit sits on no edge, and D.2 put the
//! weights back), and inside the bracket an edge joins an S1 player to a later S2
//! player only. The bonus of S1 player `p`'s solve lies below every criterion, so `p`
//! meets the first S2 player `o` such that some best pairing (C.5–C.19, given the pairs
//! decided before `p`) pairs `p` with `o` (see `first_opponents`). So it is enough to
//! know the set of best pairings; `transposition::first_transposition` reads the
//! answer for every S1 player off one optimal matching of S1 against S2 and its duals
//! (read from the weights before any bonus, `base`: the graph as D.2 leaves it, whose
//! only edges inside the bracket that this module reads are S1–S2 ones),
//! when the best pairings of the whole graph are exactly the matchings of S1 against
//! S2 that are best there, each completed in the same best way outside.
//!
//! **Why they are (the proof).** Split a pairing `M` of the graph into its pairs inside
//! the bracket (`M_in`) and the others (`M_out`, each with a player of `X`). The fields
//! of `Weigher2017::weight` fall in three kinds:
//!
//! - `A`: C.5 (pairs in the bracket) and C.6 (the PSD of A.8), and `R`: C.8–C.19
//!   (colours, floats and their SDs): weighed on the edges inside the bracket only, so
//!   they depend on `M_in` alone and S1 against S2 carries them exactly;
//! - `C`: C.7 (not in the PPB nor the last bracket): the next bracket's pairs, one per
//!   pair with a player of `X` (before the last scoregroup: its completion, one per
//!   pair and per paired player who may not receive the PAB, C.2, on every edge), and
//!   the SDs of the bracket's players paired anywhere (A.8, C.7);
//! - in the PPB and the last bracket (A.9), the completion field above all (C.4 with
//!   C.2): one per pair and per paired player who may not receive the PAB, on every
//!   edge.
//!
//! Every best pairing pairs each S1 player inside the bracket: within the bracket only
//! S1–S2 edges are left (D.2) and the left-out MDPs have no edge to a resident, so a
//! pairing without some S1 player inside has fewer pairs there than `|S1|`, which
//! pairings of S1 against S2 reach (they exist: the positive S1 duals below prove that
//! every best matching of S1 against S2 pairs all of S1). Outside the special brackets
//! C.5 is the highest field, so such a pairing is worse. In the PPB the pairing built
//! below reaches the highest completion possible, so there too C.5 decides against
//! it. In the last bracket (no `X`) all its pairs are S1–S2 pairs, one S1 player each:
//! with fewer of them, and every S2 player of one PAB eligibility (checked), it pairs
//! no more players who may not receive the PAB, so its completion is lower. Among
//! the pairings that pair all of S1 inside (their floaters `F` = the S2 players left
//! over, with `U`), the part of `C` and of the completion carried by S1–S2 edges is the
//! same for all: S1 is paired in full, the residents of a non-special bracket share one
//! score (one SD each in C.7, checked), and the S2 players one PAB eligibility
//! (checked). The rest (`M_out`) is bounded: at most ⌊(|F| + |U| + |X|)/2⌋ pairs with a
//! player of `X` (two floaters have no edge: S2 against S2 has none after D.2, `U`
//! none to residents), every floater paired (their SDs in C.7; their PAB
//! non-eligibility in the completion), and at most one player left, who may receive
//! the PAB where completion counts it. A matching of `X` that absorbs every floater
//! and leaves at most one player of `X` (one who may receive the PAB where completion
//! counts, else anyone: vertex `n` of `Completion`) reaches every bound at once.
//!
//! So when **every** set of floaters that a best matching of S1 against S2 can leave is
//! absorbed that way, the best pairings of the whole graph are the best matchings of S1
//! against S2 (highest `A`, then `R`, the part of `C` they carry being constant), each
//! with a best `M_out`; and once pairs of them are decided, the best pairings of the
//! rest are those holding the pairs, which is what `first_transposition` follows. The
//! sets are those of `engine/whole_s1.rs`: with no S2 player left over, none; with one,
//! any S2 player at dual zero (complementary slackness: the others are paired in every
//! best matching), each checked; with more, only when the S2 players at dual zero are
//! exactly the ones left over (then every best matching leaves those). In the last
//! bracket (no `X`) nothing needs absorbing: the whole graph is S1 against S2 with the
//! left-out MDPs alone. Who may meet whom in `X` is read off the players (C.1, C.3:
//! exactly the edges of nonzero weight), not off the graph.
//!
//! Anything unproven (an MDP of `U` with an edge to a resident, a resident of the
//! bracket outside the remainder, residents of several scores outside a special
//! bracket, S2 players of mixed PAB eligibility where completion counts it, duals that
//! do not certify the matching, an S1 dual at zero, a floater set not absorbed) leaves
//! the bracket to [`BracketRun::pair_s1`] unchanged.

use super::BracketRun;
use super::without_exchanges::SidesAlone;
use crate::PairingError;
use crate::domain::Points;
use crate::dutch::completion::Completion;
use crate::dutch::counted;
use crate::dutch::transposition::{TightGraph, first_transposition};
use crate::dutch::weights::compatible;
use crate::dutch::weights_2017::BracketShape;
use crate::matching::{DenseGraph, Weight, WideUint};
use crate::swiss::Entrant;

/// What D.1 for the whole S1 needs to know of the bracket besides its weights.
pub(in crate::dutch) struct Outlook<'a> {
    /// The bracket's players and its next group's, by local vertex (`BracketShape`).
    players: &'a [Entrant],
    members: &'a [usize],
    threshold: Option<Points>,
    /// The PPB or the last bracket (A.9): completion on every edge, no C.7.
    special: bool,
    /// The bracket before the last scoregroup: C.7 counts the last bracket's completion.
    before_last: bool,
    /// C.2, by local vertex.
    bye_eligible: Vec<bool>,
}

impl<'a> Outlook<'a> {
    pub(in crate::dutch) fn of(shape: &BracketShape<'a>, threshold: Option<Points>) -> Self {
        Outlook {
            players: shape.players,
            members: shape.members,
            threshold,
            special: shape.special,
            before_last: shape.before_last,
            bye_eligible: shape
                .members
                .iter()
                .map(|&v| shape.players.get(v).is_some_and(|p| p.bye_eligible))
                .collect(),
        }
    }

    /// Whether a pairing's weight counts the players who may not receive the PAB.
    fn counts_completion(&self) -> bool {
        self.special || self.before_last
    }

    fn eligible(&self, v: usize) -> bool {
        self.bye_eligible.get(v).copied().unwrap_or(false)
    }

    /// C.1, C.3: whether local vertices `a` and `b` may meet. Read off the players, not
    /// the graph, so that it holds whether or not the next group is in the graph.
    fn may_meet(&self, a: usize, b: usize) -> bool {
        let player = |v: usize| self.members.get(v).and_then(|&i| self.players.get(i));
        match (player(a), player(b)) {
            (Some(x), Some(y)) => a != b && compatible(x, y, self.threshold),
            _ => false,
        }
    }
}

/// The tight graph and starting matching of [`first_transposition`].
struct Plan {
    tight: TightGraph,
    mate: Vec<usize>,
    floats: Vec<bool>,
}

impl<const N: usize> BracketRun<N> {
    /// D.1 for every S1 player of the `remainder` at once (see the module doc); `alone`:
    /// S1 against S2 solved by D.2 when it found no exchange. The pairs are decided
    /// (not taken out of the graph). `false` (nothing changed) when not proven.
    pub(super) fn whole_s1(
        &mut self,
        remainder: &[usize],
        alone: Option<SidesAlone<N>>,
        outlook: &Outlook,
    ) -> Result<bool, PairingError> {
        let (s1, s2): (Vec<usize>, Vec<usize>) =
            remainder.iter().copied().partition(|&p| self.in_s1(p));
        if s1.is_empty() {
            return Ok(false);
        }
        let pairs = self.whole_s1_pairs(remainder, &s1, &s2, alone, outlook)?;
        counted::add(|c| {
            if pairs.is_some() {
                c.whole_s1_2017 += 1;
            } else {
                c.whole_s1_2017_declined += 1;
            }
        });
        let Some(pairs) = pairs else {
            return Ok(false);
        };
        for (p, o) in pairs {
            self.decide(p, o);
        }
        Ok(true)
    }

    fn whole_s1_pairs(
        &self,
        remainder: &[usize],
        s1: &[usize],
        s2: &[usize],
        alone: Option<SidesAlone<N>>,
        outlook: &Outlook,
    ) -> Result<Option<Vec<(usize, usize)>>, PairingError> {
        if !self.reducible(remainder, s1, s2, outlook) {
            return Ok(None);
        }
        let (graph, mates) = match alone {
            Some(a) if a.s1 == s1 && a.s2 == s2 => (a.graph, a.mates),
            _ => {
                let mut graph = self.sides_graph(s1, s2);
                let side: Vec<bool> = (0..s1.len() + s2.len()).map(|i| i < s1.len()).collect();
                graph.start_from_side(&side);
                let mates = graph.solve();
                (graph, mates)
            }
        };
        if graph.was_stopped() || self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let Some(plan) = self.certified_plan(s2, &graph, &mates, outlook) else {
            return Ok(None);
        };
        let control = &self.control;
        let opponents = first_transposition(&plan.tight, &plan.mate, &plan.floats, &|| {
            control.is_cancelled()
        });
        if self.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let Some(opponents) = opponents else {
            return Ok(None);
        };
        Ok(s1
            .iter()
            .zip(&opponents)
            .map(|(&p, &j)| s2.get(j).map(|&o| (p, o)))
            .collect())
    }

    /// The conditions of the module doc on the bracket itself.
    fn reducible(
        &self,
        remainder: &[usize],
        s1: &[usize],
        s2: &[usize],
        outlook: &Outlook,
    ) -> bool {
        if !self.bracket_is_s1_and_s2(remainder) {
            return false;
        }
        // C.7: one SD for every resident of a non-special bracket (one scoregroup).
        let score = |v: &usize| self.scores.get(*v);
        let mut residents = s1.iter().chain(s2);
        let first = residents.next().and_then(score);
        if !outlook.special && !residents.all(|v| score(v) == first) {
            return false;
        }
        // C.2 in the completion: the S2 players alike.
        let eligible = |v: &usize| outlook.eligible(*v);
        !outlook.counts_completion() || s2.iter().all(eligible) || !s2.iter().any(eligible)
    }

    /// Whether D.3 left no MDP with an edge to a resident still to pair, and every
    /// resident still to pair is in the `remainder` (S1 or S2).
    pub(super) fn bracket_is_s1_and_s2(&self, remainder: &[usize]) -> bool {
        let mut in_remainder = vec![false; self.stable.len()];
        for &v in remainder {
            if let Some(slot) = in_remainder.get_mut(v) {
                *slot = true;
            }
        }
        let left_out: Vec<usize> = (0..self.mdps)
            .filter(|&u| self.fixed[u].is_none())
            .collect();
        (self.mdps..self.next)
            .filter(|&r| self.fixed[r].is_none())
            .all(|r| {
                in_remainder.get(r).copied().unwrap_or(false)
                    && left_out.iter().all(|&u| self.base(u, r).is_zero())
            })
    }

    /// The tight graph of S1 against S2 (`graph`, solved: `mates`), once the duals
    /// certify it, every S1 dual is positive and every set of floaters a best matching
    /// can leave is absorbed by the next group (see the module doc).
    fn certified_plan(
        &self,
        s2: &[usize],
        graph: &DenseGraph<WideUint<N>>,
        mates: &[Option<usize>],
        outlook: &Outlook,
    ) -> Option<Plan> {
        let duals = graph.certificate()?;
        let k1 = graph.len().checked_sub(s2.len())?;
        let mut tight = TightGraph::new(k1, s2.len());
        for i in 0..k1 {
            let dual_i = duals.get(i)?;
            if dual_i.is_zero() || self.control.is_cancelled() {
                return None;
            }
            for j in 0..s2.len() {
                let w = graph.weight(i, k1 + j);
                if !w.is_zero() && dual_i.plus(duals.get(k1 + j)?) == w.plus(&w) {
                    tight.add(i, j);
                }
            }
        }
        let mate: Vec<usize> = (0..k1)
            .map(|i| mates.get(i).copied().flatten()?.checked_sub(k1))
            .collect::<Option<_>>()?;
        let floats: Vec<bool> = (0..s2.len())
            .map(|j| duals.get(k1 + j).is_some_and(Weight::is_zero))
            .collect();
        let left_over: Vec<usize> = (0..s2.len())
            .filter(|&j| mates.get(k1 + j).copied().flatten().is_none())
            .collect();
        let may_float: Vec<usize> = (0..s2.len())
            .filter(|&j| floats.get(j) == Some(&true))
            .collect();
        let absorbed = self.floaters_absorbed(s2, &left_over, &may_float, outlook);
        absorbed.then_some(Plan {
            tight,
            mate,
            floats,
        })
    }

    /// Whether every set of S2 players a best matching of S1 against S2 can leave over
    /// (`left_over` by the solve; `may_float`: those at dual zero, positions in `s2`),
    /// with the MDPs D.3 left out, is absorbed by the next group as the module doc asks.
    fn floaters_absorbed(
        &self,
        s2: &[usize],
        left_over: &[usize],
        may_float: &[usize],
        outlook: &Outlook,
    ) -> bool {
        // The bracket and its next group, whether or not the next group is in the graph
        // (`next_group_apart`).
        let m = outlook.members.len();
        let next: Vec<usize> = (self.next..m).collect();
        if next.is_empty() {
            // The last bracket: nothing outside S1 and S2 but the MDPs left out.
            return outlook.special;
        }
        if next
            .iter()
            .any(|&x| self.fixed.get(x).copied().flatten().is_some())
        {
            return false;
        }
        let left_out: Vec<usize> = (0..self.mdps)
            .filter(|&u| self.fixed[u].is_none())
            .collect();
        // Vertex `m`: the one player of the next group left unpaired (one who may receive
        // the PAB where completion counts it).
        let adjacent = |a: usize, b: usize| {
            if a == m || b == m {
                let x = a.min(b);
                x >= self.next && x < m && (!outlook.counts_completion() || outlook.eligible(x))
            } else {
                outlook.may_meet(a, b)
            }
        };
        let odd = (next.len() + left_out.len() + left_over.len()) % 2 == 1;
        let control = &self.control;
        let stop = || control.is_cancelled();
        let completion = Completion::new(m, next, odd, &adjacent, &stop);
        let absorbs = |set: &[usize]| {
            let mut floaters = left_out.clone();
            floaters.extend(set.iter().filter_map(|&j| s2.get(j).copied()));
            !self.control.is_cancelled() && completion.complete(&floaters, &adjacent).is_some()
        };
        match left_over.len() {
            0 => absorbs(&[]),
            1 => may_float.iter().all(|&j| absorbs(&[j])),
            _ => may_float == left_over && absorbs(left_over),
        }
    }
}

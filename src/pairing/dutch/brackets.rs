//! The bracket-by-bracket pairing (C.04.3 art. 3 and 4) as a sequence of maximum-weight
//! matchings over all players still to pair.
//!
//! Every matching covers the whole rest of the round, so each bracket's choice keeps the
//! rest pairable (C4) and keeps the PAB for the lowest possible score (C5). Per bracket:
//! 1. weights for the bracket and the next scoregroup are set (`weights`), one matching
//!    finds the best value of C6–C21;
//! 2. decisions are then fixed one at a time, each time re-solving with a small bonus that
//!    prefers the candidate generated first (art. 4): which MDPs are paired (4.4, by
//!    BSN), their opponents (S2 order, 4.2), how many and which residents are exchanged
//!    between S1 and S2 (4.3: fewest, smallest BSN-sum difference, lowest S1 players
//!    out, highest S2 players in), and finally each S1 player's opponent (4.2).
//!
//! Fixed pairs leave the graph (`DenseGraph::retire_pair`). Each bracket has its own
//! weight layout (`Layout::new` over its players), so the weights are only as wide as
//! the scores it holds; the matchings themselves are in `engine`.
//!
//! Between brackets only the edges between two MDPs of the next bracket keep a history
//! (the bonuses of art. 4 left on them); they are carried as their weight's context and
//! the small difference from it (`Carried`), and rebuilt in the next bracket's layout.

// Index loops mirror the bracket procedure over several parallel arrays.
#![allow(clippy::needless_range_loop, clippy::collapsible_if)]

use super::base_weights::BaseWeights;
use super::engine::{BracketMatcher, Setup};
use super::first::first_matching;
use super::first_quick;
use super::row_weights::RowWeights;
use super::weights::{EdgeContext, Layout, Weigher, bye_candidate};
use crate::domain::Points;
use crate::pairing::matching::WideUint;
use crate::pairing::swiss::Entrant;
use crate::pairing::{JobControl, PairingError, PairingInputError, Unpairable};
use std::collections::{BTreeMap, HashSet};

/// How often the quick ways of issue 20 were taken on this thread (the differential
/// test checks that they were compared).
#[cfg(test)]
pub mod counted {
    #[derive(Debug, Clone, Copy, Default)]
    pub struct Counts {
        /// Brackets whose S1 got its opponents from one solve (`transposition`).
        pub s1_at_once: u32,
        /// Brackets where that was not proven, paired with a solve per S1 player.
        pub s1_per_player: u32,
        /// Brackets solved alone before their next scoregroup joined.
        pub solved_alone: u32,
        /// Brackets found to need no exchange from S1 and S2 alone.
        pub without_exchanges: u32,
        /// Brackets paired over the whole field, solved alone before the others joined.
        pub whole_field_joined: u32,
        /// Whole-field brackets whose S1 and S2 were paired alone, nobody floating.
        pub whole_field_kept: u32,
        /// Whole-field brackets whose S1 and S2 were paired alone, the floaters absorbed.
        pub whole_field_absorbed: u32,
        /// Brackets paired in full alone, their next scoregroup left with the rest.
        pub next_detached: u32,
        /// Brackets whose floaters went into a next scoregroup kept out of their graph.
        pub next_absorbing: u32,
        /// Of the detached next scoregroups, those that joined the graph after all.
        pub next_attached: u32,
        /// Last brackets of the whole field paired in S1 and S2 alone, the floater
        /// receiving the PAB.
        pub whole_field_bye: u32,
        /// Of those, the brackets paired over the whole field until then.
        pub whole_field_detached: u32,
        /// Last brackets of the whole field found to need no exchange.
        pub whole_field_without_exchanges: u32,
        /// Brackets with MDPs found to need no exchange once the MDPs were paired.
        pub mdps_without_exchanges: u32,
        /// Brackets over the whole field with players below them, found to need no
        /// exchange (the rest of the field's matching kept).
        pub whole_field_above_without_exchanges: u32,
        /// Brackets whose one MDP met its first possible opponent in the first solve.
        pub mdp_first_at_once: u32,
        /// Brackets whose one MDP was paired further down S2 (the solve with the bonus
        /// on its row).
        pub mdp_first_later: u32,
        /// Brackets whose one MDP was not paired in them (the unit taken back).
        pub mdp_first_floated: u32,
    }

    thread_local! {
        static COUNTS: std::cell::Cell<Counts> = std::cell::Cell::new(Counts::default());
    }

    pub fn add(change: impl FnOnce(&mut Counts)) {
        COUNTS.with(|c| {
            let mut counts = c.get();
            change(&mut counts);
            c.set(counts);
        });
    }

    pub fn now() -> Counts {
        COUNTS.with(std::cell::Cell::get)
    }
}

/// Brackets of at least this many players are solved alone before their next
/// scoregroup joins (smaller ones solve as fast at once). The tests' random events
/// are small: there the way is taken from 8 players on, so that it is compared.
const SOLVED_ALONE_FROM: usize = if cfg!(test) { 8 } else { 100 };

/// The result: pairs of indices into the sorted players (any order), and the PAB receiver.
pub struct Matching {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// The weight of an edge between two MDPs, carried into the next bracket: the weight
/// `ctx` gives, plus `delta` (the art. 4 bonuses left on it, in the lowest bits).
#[derive(Debug, Clone, Copy)]
struct Carried {
    ctx: EdgeContext,
    delta: i128,
}

/// The state of the round between brackets.
struct RoundState<'a> {
    players: &'a [Entrant],
    threshold: Option<Points>,
    control: &'a JobControl,
    /// The quick paths of issue 20 are allowed (the differential test turns them off).
    quick: bool,
    bye_score: Points,
    /// C9: rank of a played-games count among the players on the PAB score.
    ranks: BTreeMap<u32, u64>,
    bye_candidates: Option<Vec<bool>>,
    /// The context of the edges no bracket sets (whole-field C9 when it holds from the
    /// first bracket).
    default_ctx: EdgeContext,
    local_allowed: bool,
    /// Players on the PAB score (the C9 ranks add up to less than its square).
    bye_group: usize,
    fixed: Vec<Option<usize>>,
    matched: Vec<bool>,
    /// Edges between the next bracket's MDPs, by (higher, lower) player.
    carried: BTreeMap<(usize, usize), Carried>,
}

/// One bracket (C.04.3 1.3.2) and the scoregroup after it.
struct Bracket {
    /// The bracket's players, then the next scoregroup's, as indices into the sorted
    /// players: the moved-down players (MDPs, `..residents_start`), the residents
    /// (`residents_start..next_scoregroup_start`) and the next scoregroup
    /// (`next_scoregroup_start..`).
    members: Vec<usize>,
    /// Where the residents begin in `members` (the number of MDPs).
    residents_start: usize,
    /// The first resident's index in the sorted players (the residents follow it there).
    first_resident: usize,
    /// Where the next scoregroup begins in `members`.
    next_scoregroup_start: usize,
    /// C9 holds: the bracket's one downfloater will receive the PAB.
    single: bool,
}

/// Pairs the sorted players. `Err(NoValidPairing)` when the absolute criteria cannot all
/// be met.
pub fn pair_players(
    players: &[Entrant],
    played_rounds: u32,
    threshold: Option<Points>,
    control: &JobControl,
    quick_first: bool,
) -> Result<Matching, PairingError> {
    let n = players.len();
    if n == 0 {
        return Ok(Matching {
            pairs: Vec::new(),
            bye: None,
        });
    }
    let score = |v: usize| players[v].pairing_score;
    let top_score = score(0);
    // Completability (C4) and, with an odd number, the lowest PAB score (C2, C5).
    let quick = if quick_first {
        first_quick::first_matching(players, threshold)
    } else {
        None
    };
    let first = match quick {
        Some(first) => first,
        None => first_matching(players, threshold, control),
    };
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    if (0..n).filter(|&v| first[v] == v).count() > 1 {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    // C2 is absolute: the one player left over must be able to take the PAB.
    if let Some(v) = (0..n).find(|&v| first[v] == v) {
        if !players[v].bye_eligible {
            return Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
        }
    }
    let mut bye_score = Points::ZERO;
    let mut single = false;
    let mut ranks: BTreeMap<u32, u64> = BTreeMap::new();
    let mut bye_candidates = None;
    let mut bye_group = 0usize;
    if n % 2 == 1 {
        if let Some(v) = (0..n).find(|&v| first[v] == v) {
            bye_score = score(v);
        }
        single = bye_score >= top_score
            && (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(first[v]) >= top_score);
        // C9: rank the played-games counts of the players on the PAB score; more played
        // games (fewer unplayed) rank higher for the PAB.
        let mut counts: Vec<u32> = (0..n)
            .filter(|&v| score(v) == bye_score)
            .map(|v| players[v].played_games)
            .collect();
        bye_group = counts.len();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        for (r, c) in counts.into_iter().enumerate() {
            ranks.insert(c, r as u64);
        }
        bye_candidates = Some(
            players
                .iter()
                .map(|p| bye_candidate(p, bye_score))
                .collect(),
        );
    }
    drop(first);
    let mut r = RoundState {
        players,
        threshold,
        control,
        quick: quick_first,
        bye_score,
        ranks,
        bye_candidates,
        // Whole-field weights carry C9 when it already holds for the first bracket (the
        // PAB receiver may then meet anybody below it).
        default_ctx: EdgeContext {
            in_current: false,
            in_next: false,
            bye_score,
            single_downfloater_is_bye: single,
        },
        // With C9 in the whole-field weights, the rest is not uniform: no local solves.
        local_allowed: !single,
        bye_group,
        fixed: vec![None; n],
        matched: vec![false; n],
        carried: BTreeMap::new(),
    };

    let mut mate_of: Vec<Option<usize>> = vec![None; n];
    let mut next_it = 0usize;
    let mut members: Vec<usize> = Vec::new();
    while next_it < n && score(next_it) >= top_score {
        members.push(next_it);
        next_it += 1;
    }
    let mut residents_start = 0usize;
    let mut first_resident = 0usize;
    while members.len() > 1 || next_it < n {
        control.set_progress(next_it as f32 / n as f32);
        let next_scoregroup_start = members.len();
        let first_of_next_scoregroup = first_resident + (next_scoregroup_start - residents_start);
        let group_start = next_it;
        while next_it < n && score(next_it) >= score(group_start) {
            members.push(next_it);
            next_it += 1;
        }
        let layout = Layout::new(
            members.iter().map(|&v| &players[v]),
            played_rounds,
            members.len().max(r.bye_group),
        );
        let bracket = Bracket {
            members,
            residents_start,
            first_resident,
            next_scoregroup_start,
            single,
        };
        let stable = pair_bracket(&mut r, &bracket, &layout)?;
        let bracket_members = bracket.members;

        // The next bracket: the downfloaters and the next scoregroup.
        let mut next_members = Vec::new();
        let mut next_residents_start = 0usize;
        // C9 holds for the next bracket when its residents score no more than the PAB
        // receiver (with the lowest groups unable to take the PAB, C2, the receiver may
        // arrive there as an MDP) and nobody in it is paired below its resident score:
        // its one downfloater is then the PAB receiver.
        let floor = match bracket_members.get(next_scoregroup_start) {
            Some(&v) => bye_score.min(score(v)),
            None => bye_score,
        };
        single = n % 2 == 1 && group_start < n && bye_score >= score(group_start);
        for (idx, &v) in bracket_members.iter().enumerate() {
            if idx < next_scoregroup_start && r.matched[v] {
                mate_of[v] = Some(stable[v]);
                mate_of[stable[v]] = Some(v);
            } else {
                next_members.push(v);
                if idx < next_scoregroup_start {
                    next_residents_start += 1;
                }
                if score(stable[v]) < floor {
                    single = false;
                }
            }
        }
        members = next_members;
        residents_start = next_residents_start;
        first_resident = first_of_next_scoregroup;
    }
    // A copy or pass left unfinished by a cancel never makes a pairing.
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    for v in 0..n {
        match mate_of[v] {
            Some(m) if v < m => pairs.push((v, m)),
            Some(_) => {}
            None => bye = Some(v),
        }
    }
    Ok(Matching { pairs, bye })
}

/// Pairs one bracket with weights just wide enough for its layout.
fn pair_bracket(
    r: &mut RoundState,
    b: &Bracket,
    layout: &Layout,
) -> Result<Vec<usize>, PairingError> {
    let needed = layout.total + 4;
    macro_rules! run {
        ($($n:literal),*) => {
            $(if needed <= 64 * $n {
                return pair_bracket_with::<$n>(r, b, layout);
            })*
        };
    }
    run!(1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64, 128, 256);
    Err(PairingError::InvalidInput(PairingInputError::TooLarge))
}

/// `w - base` as a small signed number (`None` when it is not small).
fn small_difference<const N: usize>(w: &WideUint<N>, base: &WideUint<N>) -> Option<i128> {
    let small = |x: &WideUint<N>| {
        let l = x.limbs();
        (l.iter().skip(1).all(|&v| v == 0) && l.first().is_some_and(|&v| v < 1 << 62))
            .then(|| l.first().copied().unwrap_or(0))
    };
    if let Some(d) = small(&w.wrapping_sub(base)) {
        return Some(i128::from(d));
    }
    small(&base.wrapping_sub(w)).map(|d| -i128::from(d))
}

/// `w + delta` for a small signed `delta`.
fn add_difference<const N: usize>(w: WideUint<N>, delta: i128) -> WideUint<N> {
    let magnitude = u64::try_from(delta.unsigned_abs()).unwrap_or(u64::MAX);
    if delta >= 0 {
        w.add_u64(magnitude)
    } else {
        w.sub_u64(magnitude)
    }
}

fn pair_bracket_with<const N: usize>(
    r: &mut RoundState,
    b: &Bracket,
    layout: &Layout,
) -> Result<Vec<usize>, PairingError> {
    let players = r.players;
    let score = |v: usize| players[v].pairing_score;
    let (members, residents_start, first_resident, next_scoregroup_start, single) = (
        &b.members,
        b.residents_start,
        b.first_resident,
        b.next_scoregroup_start,
        b.single,
    );
    let len = members.len();
    let first_of_next_scoregroup = first_resident + (next_scoregroup_start - residents_start);
    let bye_score = r.bye_score;
    let s = layout.group_bits;
    let weigher = Weigher {
        layout,
        topscorer_threshold: r.threshold,
        played_rank: &r.ranks,
    };
    // The bracket and its next scoregroup can be solved alone while no C9 decision is
    // near (the next scoregroup scores more than the PAB receiver): see `engine`. With
    // an even number of players there is no PAB (C2, C5 and C9 play no part): every
    // edge below weighs the completion field alone, whatever the scores (the full
    // engine of the differential test keeps the whole field there).
    let no_bye = r.quick && r.bye_candidates.is_none();
    let local = r.local_allowed
        && len > next_scoregroup_start
        && (no_bye || score(members[next_scoregroup_start]) > bye_score);
    let setup = Setup {
        players,
        weigher: &weigher,
        default_ctx: r.default_ctx,
        bye_candidates: r.bye_candidates.as_deref(),
        control: r.control,
    };
    // Base weights over the bracket and the next scoregroup. A large bracket is solved
    // alone first, and the next scoregroup's players (and, in the whole field's
    // matching, the players below) then join that matching (only their own duals are
    // set): the same optimum, reached in a fraction of the stages a solve of all at
    // once takes.
    let bracket_first =
        r.quick && next_scoregroup_start >= SOLVED_ALONE_FROM && len > next_scoregroup_start;
    let alone = bracket_first.then_some(next_scoregroup_start);
    let mut e =
        BracketMatcher::<N>::new(setup, &mut r.fixed, members, local, alone, residents_start);
    let matched = &mut r.matched;
    let in_resident = |m: usize| m >= first_resident && m < first_of_next_scoregroup;
    // The MDPs' edges among themselves, as the last bracket left them.
    for i in 0..residents_start {
        for j in 0..i {
            let (h, l) = (members[i].min(members[j]), members[i].max(members[j]));
            if let Some(c) = r.carried.get(&(h, l)) {
                let w = weigher.edge_weight::<N>(&players[h], &players[l], c.ctx);
                e.set_weight(h, l, add_difference(w, c.delta));
            }
        }
    }
    // The context of member `li`'s row: in the bracket or in the next scoregroup.
    let row_context = |li: usize| EdgeContext {
        in_current: li < next_scoregroup_start,
        in_next: li >= next_scoregroup_start,
        bye_score,
        single_downfloater_is_bye: single,
    };
    let mut row_weights = RowWeights::<N>::new(&weigher, players, members);
    // C.04.3 4.2 with one MDP: its opponent is the first resident in S2 order that leaves
    // a best pairing. Its edge to the first resident it may meet weighs one unit more
    // (below every criterion), so the first solve pairs the two whenever some best
    // pairing does: that resident is then the MDP's opponent, found without the solve
    // with the S2-order bonus on its whole row (a large blossom taken apart and made
    // again: 0.6 s of an odd 9,999-player round 2). Otherwise the unit is taken back.
    // Only where the bracket is solved alone first, the unit settled in that small
    // solve: in a first solve of the whole field from scratch the one heavier edge
    // makes the solve slow (3.2 s instead of 0.7 s in the last bracket of round 2 of
    // 20,000 players).
    let mdp_first = if bracket_first && residents_start == 1 {
        (residents_start..next_scoregroup_start)
            .find(|&o| !row_weights.edge(0, o, row_context(o)).is_zero())
    } else {
        None
    };
    for li in residents_start..len {
        if r.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let ctx = row_context(li);
        let joins = bracket_first && li >= next_scoregroup_start;
        if joins && li == next_scoregroup_start {
            let unpaired = e.solve_bracket_alone(residents_start, next_scoregroup_start)?;
            #[cfg(test)]
            counted::add(|c| c.solved_alone += 1);
            if unpaired == 0 && e.detach_next(next_scoregroup_start, ctx) {
                #[cfg(test)]
                counted::add(|c| c.next_detached += 1);
                break;
            }
            if unpaired > 0 && e.detach_next_absorbing(next_scoregroup_start, ctx, unpaired) {
                #[cfg(test)]
                counted::add(|c| c.next_absorbing += 1);
                break;
            }
            // The next scoregroup joins: its rows need room in the graph.
            e.widen_local();
        }
        // (A joining player's row is re-settled alone; the others settle both ends.)
        row_weights.row_keys(li);
        let keys = row_weights.keys();
        e.set_member_row(li, keys, joins, |si| row_weights.edge(si, li, ctx));
        if mdp_first == Some(li) {
            // The one MDP's edge to its first possible opponent (4.2): one unit above
            // its weight, below every criterion (see `mdp_first`).
            let w = row_weights.edge(0, li, ctx);
            e.set_weight(members[li], members[0], w.add_u64(1));
        }
    }
    let mut base = BaseWeights {
        players,
        weigher: &weigher,
        members,
        residents_start,
        next_scoregroup_start,
        bye_score,
        single,
        removed: HashSet::default(),
        side: Vec::new(),
    };
    let bw = |base: &BaseWeights, larger: usize, smaller: usize| -> WideUint<N> {
        base.weight::<N>(larger, smaller)
    };
    if bracket_first {
        e.join_below();
        #[cfg(test)]
        if !local {
            counted::add(|c| c.whole_field_joined += 1);
        }
    }
    e.begin();
    let mut stable = e.solve()?;

    // Which MDPs are paired (C.04.3 4.4: valid MDP sets by smallest BSN first).
    let mut md_score = Points::ZERO;
    let mut remaining = 0usize;
    let mut remaining_matched = 0usize;
    for p in 0..residents_start {
        if p == 0 || score(members[p]) < md_score {
            md_score = score(members[p]);
            remaining = 0;
            remaining_matched = 0;
            let mut q = p;
            while q < len && score(members[q]) >= md_score {
                remaining += 1;
                if in_resident(stable[members[q]]) {
                    remaining_matched += 1;
                }
                q += 1;
            }
        }
        if remaining_matched == 0 {
            continue;
        }
        let pv = members[p];
        if remaining <= remaining_matched {
            matched[pv] = true;
            continue;
        }
        remaining -= 1;
        if !in_resident(stable[pv]) {
            for o in residents_start..next_scoregroup_start {
                let w = bw(&base, o, p);
                if !w.is_zero() {
                    e.set_row_weight(pv, members[o], w.or(&WideUint::from_u64(1)));
                }
            }
            stable = e.solve()?;
        }
        if in_resident(stable[pv]) {
            matched[pv] = true;
            remaining_matched -= 1;
            for o in residents_start..next_scoregroup_start {
                let w = bw(&base, o, p);
                if !w.is_zero() {
                    let bumped = w
                        .or(&WideUint::from_u64(
                            (next_scoregroup_start - residents_start) as u64,
                        ))
                        .add_u64(1);
                    e.set_row_weight(pv, members[o], bumped);
                }
            }
        }
    }

    // The opponents of the paired MDPs: the first resident in S2 order that works.
    for p in 0..residents_start {
        let pv = members[p];
        if let Some(at) = mdp_first {
            let first = members[at];
            #[cfg(test)]
            counted::add(|c| {
                if stable[pv] == first {
                    c.mdp_first_at_once += 1;
                } else if matched[pv] {
                    c.mdp_first_later += 1;
                } else {
                    c.mdp_first_floated += 1;
                }
            });
            if stable[pv] == first {
                matched[first] = true;
                e.finalize(pv, first);
                continue;
            }
            // (The S2-order bonus below replaces the unit when the MDP is paired.)
            if !matched[pv] {
                e.set_row_weight(pv, first, bw(&base, at, p));
            }
        }
        if !matched[pv] {
            continue;
        }
        let mut addend = len as u64;
        for o in (residents_start..next_scoregroup_start).rev() {
            if matched[members[o]] {
                continue;
            }
            let w = bw(&base, o, p);
            if !w.is_zero() {
                e.set_row_weight(pv, members[o], w.add_u64(addend));
                addend += 1;
            }
        }
        stable = e.solve()?;
        let m = stable[pv];
        matched[m] = true;
        e.finalize(pv, m);
    }

    // The remainder: S1 = residents paired downwards, S2 = the others (art. 3.2).
    let mut remainder: Vec<usize> = Vec::new();
    let mut remainder_pairs = 0usize;
    for idx in residents_start..next_scoregroup_start {
        let v = members[idx];
        if stable[v] < first_resident {
            continue;
        }
        remainder.push(idx);
        if stable[v] < v {
            remainder_pairs += 1;
        }
    }
    let ewc = |base: &BaseWeights, smaller: usize, larger: usize, ri: usize| {
        let w = bw(base, larger, smaller);
        if w.is_zero() {
            return w;
        }
        // 4.3: fewest exchanges (S1 players paired downwards), then the smallest
        // BSN sum of the higher players of the pairs.
        let bonus = if ri < remainder_pairs {
            WideUint::<N>::from_u64(1).shl(2 * s + 1)
        } else {
            WideUint::ZERO
        };
        w.wrapping_add(&bonus).sub_u64(2 * ri as u64)
    };
    let down =
        |stable: &Vec<usize>, v: usize| stable[v] > v && stable[v] < first_of_next_scoregroup;
    if !remainder.is_empty() {
        // 4.3: when S1 against S2 as they stand is already a best pairing, no exchange
        // is needed (a large homogeneous bracket, usually): found from S1 and S2 alone.
        let without = if r.quick && remainder_pairs > 0 {
            let (s1, s2) = remainder.split_at(remainder_pairs);
            let s1: Vec<usize> = s1.iter().map(|&p| members[p]).collect();
            let s2: Vec<usize> = s2.iter().map(|&p| members[p]).collect();
            e.without_exchanges(&s1, &s2, &members[next_scoregroup_start..], &stable)
        } else {
            None
        };
        #[cfg(test)]
        if r.quick && remainder_pairs > 0 {
            counted::add(|c| {
                c.without_exchanges += u32::from(without.is_some());
                if !local {
                    c.whole_field_without_exchanges += u32::from(without.is_some());
                }
                if residents_start > 0 {
                    c.mdps_without_exchanges += u32::from(without.is_some());
                }
                if !local && next_scoregroup_start < len {
                    c.whole_field_above_without_exchanges += u32::from(without.is_some());
                }
            });
        }
        // A quick path stopped by a cancel answers `None`: the full search is not begun.
        if r.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let exchanges_skipped = without.is_some();
        if let Some(without) = without {
            stable = without;
        } else {
            for (oi, &o) in remainder.iter().enumerate() {
                if r.control.is_cancelled() {
                    return Err(PairingError::Cancelled);
                }
                for (ri, &p) in remainder.iter().enumerate().take(oi) {
                    e.set_weight(members[p], members[o], ewc(&base, p, o, ri));
                }
            }
            stable = e.solve()?;
            let exchange_count = remainder
                .iter()
                .take(remainder_pairs)
                .filter(|&&p| !down(&stable, members[p]))
                .count();

            // S1 players to move to S2: the lowest first (4.3 key 3).
            let mut left = exchange_count;
            let mut pos = remainder_pairs;
            while pos > 0 && left > 0 {
                pos -= 1;
                let p = remainder[pos];
                let pv = members[p];
                if down(&stable, pv) {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            e.set_row_weight(pv, members[o], w.sub_u64(1));
                        }
                    }
                    stable = e.solve()?;
                }
                let exchanged = !down(&stable, pv);
                if exchanged {
                    left -= 1;
                }
                for &o in &remainder[pos + 1..] {
                    if exchanged {
                        base.remove(o, p);
                    }
                    e.set_row_weight(pv, members[o], ewc(&base, p, o, pos));
                }
            }

            // S2 players to move to S1: the highest first (4.3 key 4).
            let mut left = exchange_count;
            let mut pos = remainder_pairs;
            while pos < remainder.len() && left > 1 {
                let p = remainder[pos];
                let pv = members[p];
                let already = down(&stable, pv);
                if !already {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            e.set_row_weight(pv, members[o], w.add_u64(1));
                        }
                    }
                    stable = e.solve()?;
                }
                if down(&stable, pv) {
                    left -= 1;
                    for &o in &remainder[..pos] {
                        base.remove(p, o);
                        e.set_row_weight(pv, members[o], WideUint::ZERO);
                    }
                    for o in next_scoregroup_start..len {
                        base.remove(o, p);
                        e.set_row_weight(pv, members[o], WideUint::ZERO);
                    }
                }
                if !already {
                    for &o in &remainder[pos + 1..] {
                        e.set_row_weight(pv, members[o], ewc(&base, p, o, pos));
                    }
                }
                pos += 1;
            }
        }

        // Fix who is in S1 and S2; drop the exchange bonuses.
        base.fix_sides(&remainder, |p| down(&stable, members[p]));
        let residents: Vec<usize> = remainder.iter().map(|&p| members[p]).collect();
        let in_s1: Vec<bool> = residents.iter().map(|&v| down(&stable, v)).collect();
        e.keep_s1_to_later_s2(&residents, &in_s1);
        if !exchanges_skipped {
            // (Without exchanges no bonus was set: the base weight stands.)
            for (pi, &p) in remainder.iter().enumerate() {
                for (oi, &o) in remainder.iter().enumerate().skip(pi + 1) {
                    if in_s1[pi] && !in_s1[oi] {
                        e.set_weight(members[p], members[o], bw(&base, o, p));
                    }
                }
            }
        }

        if exchanges_skipped {
            // The solve per player must find the matching changed, as it does after the
            // exchange bonuses are dropped.
            e.mark_changed();
        }

        // Each S1 player, in order, gets the first S2 player that works (4.2). When the
        // last matching (still optimal) already gives it its first possible S2 player,
        // that one works and no new solve is needed.
        let s1s2: Vec<usize> = remainder
            .iter()
            .map(|&p| members[p])
            .filter(|&v| !matched[v])
            .collect();
        let next = &members[next_scoregroup_start..];
        e.reduce(&s1s2, next);
        let c9 = single || r.default_ctx.single_downfloater_is_bye;
        if r.quick {
            e.reduce_whole_field(&s1s2, next, &stable, c9);
        }
        let s1: Vec<usize> = s1s2.iter().copied().filter(|&v| down(&stable, v)).collect();
        let s2: Vec<usize> = s1s2
            .iter()
            .copied()
            .filter(|&v| !down(&stable, v))
            .collect();
        let at_once = if r.quick && !e.is_clean() {
            // 3·s + 1: the free bits below the criteria, where the row bonuses go.
            e.first_transposition(&s1, &s2, 3 * s + 1)?
        } else {
            None
        };
        if r.control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        #[cfg(test)]
        if r.quick {
            counted::add(|c| {
                if at_once.is_some() {
                    c.s1_at_once += 1;
                } else {
                    c.s1_per_player += 1;
                }
            });
        }
        if let Some(at_once) = at_once {
            for &v in &s1 {
                matched[v] = true;
                if let Some(m) = at_once.get(v) {
                    matched[*m] = true;
                }
            }
            stable = at_once;
        } else {
            if r.quick {
                // The reduced graph was solved once: start it again as the loop expects.
                e.reduce(&s1s2, next);
                e.reduce_whole_field(&s1s2, next, &stable, c9);
            }
            for &p in &remainder {
                let pv = members[p];
                if !down(&stable, pv) {
                    continue;
                }
                let first = remainder
                    .iter()
                    .copied()
                    .find(|&o| o > p && !matched[members[o]] && base.has_edge(o, p));
                if !(e.is_clean() && first.map(|o| members[o]) == Some(stable[pv])) {
                    let mut addend = 0u64;
                    for &o in remainder.iter().rev() {
                        let ov = members[o];
                        if o <= p || matched[ov] {
                            continue;
                        }
                        let w = bw(&base, o, p);
                        if !w.is_zero() {
                            e.set_row_weight(pv, ov, w.add_u64(addend));
                        }
                        addend += 1;
                    }
                    stable = e.solve()?;
                }
                let m = stable[pv];
                matched[pv] = true;
                matched[m] = true;
                e.finalize(pv, m);
            }
        }
        if let Some(whole) = e.end_reduce()? {
            stable = whole;
        }
    }

    // The edges between the next bracket's MDPs, carried over.
    let quality = layout.quality_bits();
    let in_current = EdgeContext {
        in_current: true,
        in_next: false,
        bye_score,
        single_downfloater_is_bye: single,
    };
    let next_mdps: Vec<(usize, usize)> = members
        .iter()
        .enumerate()
        .take(next_scoregroup_start)
        .filter(|&(_, &v)| !matched[v])
        .map(|(idx, &v)| (idx, v))
        .collect();
    let mut carried = BTreeMap::new();
    for (k, &(i, u)) in next_mdps.iter().enumerate() {
        for &(j, v) in &next_mdps[..k] {
            let (h, l) = (u.min(v), u.max(v));
            let q = e.quality_weight(h, l);
            if q.is_zero() {
                continue;
            }
            // Set in this bracket (in its context) unless both were MDPs already.
            let ctx = if i < residents_start && j < residents_start {
                r.carried.get(&(h, l)).map_or(in_current, |c| c.ctx)
            } else {
                in_current
            };
            let base = weigher
                .edge_weight::<N>(&players[h], &players[l], ctx)
                .low_bits(quality);
            let delta = small_difference(&q, &base).ok_or(PairingError::InvalidInput(
                PairingInputError::WeightNotCarried,
            ))?;
            carried.insert((h, l), Carried { ctx, delta });
        }
    }
    drop(e);
    r.carried = carried;
    Ok(stable)
}

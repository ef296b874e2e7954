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
//!
//! Performance notes. With one MDP, art. 4.2 makes its opponent the first resident in S2
//! order that leaves a best pairing: its edge to the first resident it may meet weighs
//! one unit more (below every criterion), so the first solve pairs the two whenever some
//! best pairing does, and that resident is found without the solve with the S2-order
//! bonus on its whole row (a large blossom taken apart and made again: 0.6 s of an odd
//! 9,999-player round 2); otherwise the unit is taken back. This is done only where the
//! bracket is solved alone first, the unit settled in that small solve: in a first solve
//! of the whole field from scratch the one heavier edge makes the solve slow (3.2 s
//! instead of 0.7 s in the last bracket of round 2 of 20,000 players). The quick ways
//! taken are counted in test builds (`counted`) so that the differential test can check
//! each was compared with the full procedure.

// Index loops mirror the bracket procedure over several parallel arrays.
#![allow(clippy::needless_range_loop, clippy::collapsible_if)]

use super::base_weights::BaseWeights;
use super::completability::first_matching;
use super::completability_construction;
use super::counted;
use super::engine::{BracketMatcher, Setup};
use super::row_weights::RowWeights;
use super::weights::{EdgeContext, Layout, Weigher, bye_candidate};
use crate::domain::Points;
use crate::matching::WideUint;
use crate::swiss::Entrant;
use crate::{JobControl, PairingError, PairingInputError, Unpairable};
use std::collections::{BTreeMap, HashSet};

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
    let first = first_solution(players, threshold, control, quick_first)?;
    let bye = ByeFacts::new(players, &first);
    drop(first);
    let single = bye.single;
    let mut r = RoundState {
        players,
        threshold,
        control,
        quick: quick_first,
        bye_score: bye.score,
        ranks: bye.ranks,
        bye_candidates: bye.candidates,
        // Whole-field weights carry C9 when it already holds for the first bracket (the
        // PAB receiver may then meet anybody below it).
        default_ctx: EdgeContext {
            in_current: false,
            in_next: false,
            bye_score: bye.score,
            single_downfloater_is_bye: single,
        },
        // With C9 in the whole-field weights, the rest is not uniform: no local solves.
        local_allowed: !single,
        bye_group: bye.group,
        fixed: vec![None; n],
        matched: vec![false; n],
        carried: BTreeMap::new(),
    };
    let mate_of = pair_brackets(&mut r, played_rounds, single)?;
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

/// The round's first matching (`first[v]`: `v`'s opponent, `v` itself when unpaired):
/// can everybody be paired (C4) and, with an odd number, the lowest PAB score (C2, C5).
fn first_solution(
    players: &[Entrant],
    threshold: Option<Points>,
    control: &JobControl,
    quick_first: bool,
) -> Result<Vec<usize>, PairingError> {
    let n = players.len();
    let quick = if quick_first {
        completability_construction::first_matching(players, threshold)
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
    Ok(first)
}

/// What the first matching says of the PAB (an odd number of players; nothing when even).
struct ByeFacts {
    /// The PAB receiver's score (C5: as low as possible).
    score: Points,
    /// C9 holds from the first bracket: its one downfloater will receive the PAB.
    single: bool,
    /// C9: rank of a played-games count among the players on the PAB score.
    ranks: BTreeMap<u32, u64>,
    /// Who may receive the PAB (C2 with C5).
    candidates: Option<Vec<bool>>,
    /// Players on the PAB score.
    group: usize,
}

impl ByeFacts {
    fn new(players: &[Entrant], first: &[usize]) -> ByeFacts {
        let n = players.len();
        let score = |v: usize| players[v].pairing_score;
        let top_score = score(0);
        let mut facts = ByeFacts {
            score: Points::ZERO,
            single: false,
            ranks: BTreeMap::new(),
            candidates: None,
            group: 0,
        };
        if n.is_multiple_of(2) {
            return facts;
        }
        if let Some(v) = (0..n).find(|&v| first[v] == v) {
            facts.score = score(v);
        }
        let bye_score = facts.score;
        facts.single = bye_score >= top_score
            && (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(first[v]) >= top_score);
        // C9: rank the played-games counts of the players on the PAB score; more played
        // games (fewer unplayed) rank higher for the PAB.
        let mut counts: Vec<u32> = (0..n)
            .filter(|&v| score(v) == bye_score)
            .map(|v| players[v].played_games)
            .collect();
        facts.group = counts.len();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        for (r, c) in counts.into_iter().enumerate() {
            facts.ranks.insert(c, r as u64);
        }
        facts.candidates = Some(
            players
                .iter()
                .map(|p| bye_candidate(p, bye_score))
                .collect(),
        );
        facts
    }
}

/// The brackets from the top down (C.04.3 art. 3): each bracket is its MDPs, its
/// residents and the next scoregroup; the players it leaves unpaired move down into the
/// next. Answers each player's opponent (`None`: the PAB).
fn pair_brackets(
    r: &mut RoundState,
    played_rounds: u32,
    mut single: bool,
) -> Result<Vec<Option<usize>>, PairingError> {
    let players = r.players;
    let n = players.len();
    let score = |v: usize| players[v].pairing_score;
    let top_score = score(0);
    let bye_score = r.bye_score;
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
        r.control.set_progress(next_it as f32 / n as f32);
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
        let stable = pair_bracket(r, &bracket, &layout)?;
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
    Ok(mate_of)
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

/// What each step of one bracket reads: its players and the boundaries between the MDPs,
/// the residents and the next scoregroup, with what the round says of the PAB.
#[derive(Clone, Copy)]
struct BracketFacts<'a> {
    players: &'a [Entrant],
    /// The MDPs (`..residents_start`), the residents (`..next_scoregroup_start`) and the
    /// next scoregroup, as indices into the sorted players.
    members: &'a [usize],
    residents_start: usize,
    /// The first resident's index in the sorted players.
    first_resident: usize,
    next_scoregroup_start: usize,
    /// The first index in the sorted players of the next scoregroup.
    first_of_next_scoregroup: usize,
    /// C9 holds: the bracket's one downfloater will receive the PAB.
    single: bool,
    bye_score: Points,
    /// The quick paths of issue 20 are allowed.
    quick: bool,
    control: &'a JobControl,
}

impl BracketFacts<'_> {
    fn len(&self) -> usize {
        self.members.len()
    }

    fn score(&self, v: usize) -> Points {
        self.players[v].pairing_score
    }

    /// Player `m` (an index into the sorted players) is a resident of the bracket.
    fn in_resident(&self, m: usize) -> bool {
        m >= self.first_resident && m < self.first_of_next_scoregroup
    }

    /// `v` is paired downwards inside the bracket in `stable`: an S1 player.
    fn down(&self, stable: &[usize], v: usize) -> bool {
        stable[v] > v && stable[v] < self.first_of_next_scoregroup
    }

    /// The context of member `li`'s row: in the bracket or in the next scoregroup.
    fn row_context(&self, li: usize) -> EdgeContext {
        EdgeContext {
            in_current: li < self.next_scoregroup_start,
            in_next: li >= self.next_scoregroup_start,
            bye_score: self.bye_score,
            single_downfloater_is_bye: self.single,
        }
    }

    fn check_cancelled(&self) -> Result<(), PairingError> {
        if self.control.is_cancelled() {
            Err(PairingError::Cancelled)
        } else {
            Ok(())
        }
    }
}

/// The residents left after the MDPs are paired (C.04.3 art. 3.2): S1, the residents
/// paired downwards, then S2, the others (positions in the bracket's members).
struct Remainder {
    positions: Vec<usize>,
    /// How many pairs S1 against S2 makes (the size of S1).
    pairs: usize,
    /// The weights' group bits (the art. 4 bonuses go below them).
    group_bits: u32,
}

/// One bracket being paired after its first optimum: the matchings, the base weights,
/// the latest optimum and who is paired for good.
struct BracketSolve<'a, const N: usize> {
    f: BracketFacts<'a>,
    e: BracketMatcher<'a, N>,
    base: BaseWeights<'a>,
    matched: &'a mut [bool],
    stable: Vec<usize>,
}

/// Pairs one bracket (C.04.3 arts. 3 and 4): its weights are set and solved once, then
/// the generation order of art. 4 decides, step by step: which MDPs are paired (4.4),
/// their opponents (4.2), the exchanges between S1 and S2 (4.3) and each S1 player's
/// opponent (4.2). Answers the last optimum (`stable[v]`: `v`'s opponent).
fn pair_bracket_with<const N: usize>(
    r: &mut RoundState,
    b: &Bracket,
    layout: &Layout,
) -> Result<Vec<usize>, PairingError> {
    let f = BracketFacts {
        players: r.players,
        members: &b.members,
        residents_start: b.residents_start,
        first_resident: b.first_resident,
        next_scoregroup_start: b.next_scoregroup_start,
        first_of_next_scoregroup: b.first_resident + (b.next_scoregroup_start - b.residents_start),
        single: b.single,
        bye_score: r.bye_score,
        quick: r.quick,
        control: r.control,
    };
    let weigher = Weigher {
        layout,
        topscorer_threshold: r.threshold,
        played_rank: &r.ranks,
    };
    let len = f.len();
    // The bracket and its next scoregroup can be solved alone while no C9 decision is
    // near (the next scoregroup scores more than the PAB receiver): see `engine`. With
    // an even number of players there is no PAB (C2, C5 and C9 play no part): every
    // edge below weighs the completion field alone, whatever the scores (the full
    // engine of the differential test keeps the whole field there).
    let no_bye = r.quick && r.bye_candidates.is_none();
    let local = r.local_allowed
        && len > f.next_scoregroup_start
        && (no_bye || f.score(f.members[f.next_scoregroup_start]) > f.bye_score);
    let setup = Setup {
        players: f.players,
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
        r.quick && f.next_scoregroup_start >= SOLVED_ALONE_FROM && len > f.next_scoregroup_start;
    let alone = bracket_first.then_some(f.next_scoregroup_start);
    let mut e = BracketMatcher::<N>::new(
        setup,
        &mut r.fixed,
        f.members,
        local,
        alone,
        f.residents_start,
    );
    set_carried_edges(&mut e, &f, &weigher, &r.carried);
    let mdp_first = set_bracket_rows(&mut e, &f, &weigher, bracket_first)?;
    let base = BaseWeights {
        players: f.players,
        weigher: &weigher,
        members: f.members,
        residents_start: f.residents_start,
        next_scoregroup_start: f.next_scoregroup_start,
        bye_score: f.bye_score,
        single: f.single,
        removed: HashSet::default(),
        side: Vec::new(),
    };
    if bracket_first {
        e.join_below();
        counted::add(|c| c.whole_field_joined += u32::from(!local));
    }
    e.begin();
    let stable = e.solve()?;
    let mut solve = BracketSolve {
        f,
        e,
        base,
        matched: &mut r.matched,
        stable,
    };
    solve.pair_moved_down_players()?;
    solve.pair_moved_down_opponents(mdp_first)?;
    let c9 = f.single || r.default_ctx.single_downfloater_is_bye;
    solve.pair_remainder(local, layout.group_bits, c9)?;
    let carried = carried_edges(&solve, &weigher, layout, &r.carried)?;
    let stable = solve.stable;
    r.carried = carried;
    Ok(stable)
}

/// The MDPs' edges among themselves, as the last bracket left them.
fn set_carried_edges<const N: usize>(
    e: &mut BracketMatcher<'_, N>,
    f: &BracketFacts,
    weigher: &Weigher,
    carried: &BTreeMap<(usize, usize), Carried>,
) {
    let members = f.members;
    for i in 0..f.residents_start {
        for j in 0..i {
            let (h, l) = (members[i].min(members[j]), members[i].max(members[j]));
            if let Some(c) = carried.get(&(h, l)) {
                let w = weigher.edge_weight::<N>(&f.players[h], &f.players[l], c.ctx);
                e.set_weight(h, l, add_difference(w, c.delta));
            }
        }
    }
}

/// Sets the rows of the residents and of the next scoregroup (a large bracket is solved
/// alone before its next scoregroup joins, or pairs without it: see `engine`). Answers
/// the one MDP's first possible opponent when its edge got the unit of 4.2.
fn set_bracket_rows<const N: usize>(
    e: &mut BracketMatcher<'_, N>,
    f: &BracketFacts,
    weigher: &Weigher,
    bracket_first: bool,
) -> Result<Option<usize>, PairingError> {
    let (members, residents_start, next_scoregroup_start) =
        (f.members, f.residents_start, f.next_scoregroup_start);
    let mut row_weights = RowWeights::<N>::new(weigher, f.players, members);
    // C.04.3 4.2 with one MDP: its opponent is the first resident in S2 order that leaves
    // a best pairing. Its edge to the first resident it may meet weighs one unit more
    // (below every criterion), so the first solve pairs the two whenever some best
    // pairing does (see the module documentation). Only where the bracket is solved
    // alone first, the unit settled in that small solve.
    let mdp_first = if bracket_first && residents_start == 1 {
        (residents_start..next_scoregroup_start)
            .find(|&o| !row_weights.edge(0, o, f.row_context(o)).is_zero())
    } else {
        None
    };
    for li in residents_start..f.len() {
        f.check_cancelled()?;
        let ctx = f.row_context(li);
        let joins = bracket_first && li >= next_scoregroup_start;
        if joins && li == next_scoregroup_start {
            let unpaired = e.solve_bracket_alone(residents_start, next_scoregroup_start)?;
            counted::add(|c| c.solved_alone += 1);
            if unpaired == 0 && e.detach_next(next_scoregroup_start, ctx) {
                counted::add(|c| c.next_detached += 1);
                break;
            }
            if unpaired > 0 && e.detach_next_absorbing(next_scoregroup_start, ctx, unpaired) {
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
    Ok(mdp_first)
}

/// The edges between the next bracket's MDPs (the players of this bracket left
/// unpaired), carried over as their weight's context and the small difference from it.
fn carried_edges<const N: usize>(
    solve: &BracketSolve<'_, N>,
    weigher: &Weigher,
    layout: &Layout,
    carried_before: &BTreeMap<(usize, usize), Carried>,
) -> Result<BTreeMap<(usize, usize), Carried>, PairingError> {
    let f = &solve.f;
    let quality = layout.quality_bits();
    let in_current = EdgeContext {
        in_current: true,
        in_next: false,
        bye_score: f.bye_score,
        single_downfloater_is_bye: f.single,
    };
    let next_mdps: Vec<(usize, usize)> = f
        .members
        .iter()
        .enumerate()
        .take(f.next_scoregroup_start)
        .filter(|&(_, &v)| !solve.matched[v])
        .map(|(idx, &v)| (idx, v))
        .collect();
    let mut carried = BTreeMap::new();
    for (k, &(i, u)) in next_mdps.iter().enumerate() {
        for &(j, v) in &next_mdps[..k] {
            let (h, l) = (u.min(v), u.max(v));
            let q = solve.e.quality_weight(h, l);
            if q.is_zero() {
                continue;
            }
            // Set in this bracket (in its context) unless both were MDPs already.
            let ctx = if i < f.residents_start && j < f.residents_start {
                carried_before.get(&(h, l)).map_or(in_current, |c| c.ctx)
            } else {
                in_current
            };
            let base = weigher
                .edge_weight::<N>(&f.players[h], &f.players[l], ctx)
                .low_bits(quality);
            let delta = small_difference(&q, &base).ok_or(PairingError::InvalidInput(
                PairingInputError::WeightNotCarried,
            ))?;
            carried.insert((h, l), Carried { ctx, delta });
        }
    }
    Ok(carried)
}

impl<const N: usize> BracketSolve<'_, N> {
    /// The base weight of (larger, smaller), by position in the members.
    fn bw(&self, larger: usize, smaller: usize) -> WideUint<N> {
        self.base.weight::<N>(larger, smaller)
    }

    /// C.04.3 4.4: which MDPs are paired: the valid MDP sets by smallest BSN first.
    fn pair_moved_down_players(&mut self) -> Result<(), PairingError> {
        let f = self.f;
        let (members, residents_start, next_scoregroup_start) =
            (f.members, f.residents_start, f.next_scoregroup_start);
        let mut md_score = Points::ZERO;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for p in 0..residents_start {
            if p == 0 || f.score(members[p]) < md_score {
                md_score = f.score(members[p]);
                remaining = 0;
                remaining_matched = 0;
                let mut q = p;
                while q < f.len() && f.score(members[q]) >= md_score {
                    remaining += 1;
                    if f.in_resident(self.stable[members[q]]) {
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
                self.matched[pv] = true;
                continue;
            }
            remaining -= 1;
            if !f.in_resident(self.stable[pv]) {
                for o in residents_start..next_scoregroup_start {
                    let w = self.bw(o, p);
                    if !w.is_zero() {
                        self.e
                            .set_row_weight(pv, members[o], w.or(&WideUint::from_u64(1)));
                    }
                }
                self.stable = self.e.solve()?;
            }
            if f.in_resident(self.stable[pv]) {
                self.matched[pv] = true;
                remaining_matched -= 1;
                for o in residents_start..next_scoregroup_start {
                    let w = self.bw(o, p);
                    if !w.is_zero() {
                        let bumped = w
                            .or(&WideUint::from_u64(
                                (next_scoregroup_start - residents_start) as u64,
                            ))
                            .add_u64(1);
                        self.e.set_row_weight(pv, members[o], bumped);
                    }
                }
            }
        }
        Ok(())
    }

    /// C.04.3 4.2 for the paired MDPs: each gets the first resident in S2 order that
    /// works (`mdp_first`: the one MDP's first possible opponent, see `set_bracket_rows`).
    fn pair_moved_down_opponents(&mut self, mdp_first: Option<usize>) -> Result<(), PairingError> {
        let f = self.f;
        let (members, residents_start, next_scoregroup_start) =
            (f.members, f.residents_start, f.next_scoregroup_start);
        for p in 0..residents_start {
            let pv = members[p];
            if let Some(at) = mdp_first {
                let first = members[at];
                counted::mdp_first(self.stable[pv] == first, self.matched[pv]);
                if self.stable[pv] == first {
                    self.matched[first] = true;
                    self.e.finalize(pv, first);
                    continue;
                }
                // (The S2-order bonus below replaces the unit when the MDP is paired.)
                if !self.matched[pv] {
                    let w = self.bw(at, p);
                    self.e.set_row_weight(pv, first, w);
                }
            }
            if !self.matched[pv] {
                continue;
            }
            let mut addend = f.len() as u64;
            for o in (residents_start..next_scoregroup_start).rev() {
                if self.matched[members[o]] {
                    continue;
                }
                let w = self.bw(o, p);
                if !w.is_zero() {
                    self.e.set_row_weight(pv, members[o], w.add_u64(addend));
                    addend += 1;
                }
            }
            self.stable = self.e.solve()?;
            let m = self.stable[pv];
            self.matched[m] = true;
            self.e.finalize(pv, m);
        }
        Ok(())
    }

    /// The residents the MDPs left (art. 3.2): S1 the residents paired downwards, S2 the
    /// others; the exchanges between them (4.3), then each S1 player's opponent (4.2).
    fn pair_remainder(
        &mut self,
        local: bool,
        group_bits: u32,
        c9: bool,
    ) -> Result<(), PairingError> {
        let f = self.f;
        let mut positions: Vec<usize> = Vec::new();
        let mut pairs = 0usize;
        for idx in f.residents_start..f.next_scoregroup_start {
            let v = f.members[idx];
            if self.stable[v] < f.first_resident {
                continue;
            }
            positions.push(idx);
            if self.stable[v] < v {
                pairs += 1;
            }
        }
        if positions.is_empty() {
            return Ok(());
        }
        let rem = Remainder {
            positions,
            pairs,
            group_bits,
        };
        let exchanges_skipped = self.choose_exchanges(&rem, local)?;
        self.fix_s1_and_s2(&rem, exchanges_skipped);
        self.pair_s1(&rem, c9)?;
        if let Some(whole) = self.e.end_reduce()? {
            self.stable = whole;
        }
        Ok(())
    }

    /// The weight of (smaller, larger) while the exchanges are chosen: 4.3, fewest
    /// exchanges (S1 players paired downwards), then the smallest BSN sum of the higher
    /// players of the pairs (`ri`: `smaller`'s place in the remainder).
    fn exchange_weight(
        &self,
        rem: &Remainder,
        smaller: usize,
        larger: usize,
        ri: usize,
    ) -> WideUint<N> {
        let w = self.bw(larger, smaller);
        if w.is_zero() {
            return w;
        }
        let bonus = if ri < rem.pairs {
            WideUint::<N>::from_u64(1).shl(2 * rem.group_bits + 1)
        } else {
            WideUint::ZERO
        };
        w.wrapping_add(&bonus).sub_u64(2 * ri as u64)
    }

    /// C.04.3 4.3: the exchanges between S1 and S2. When S1 against S2 as they stand is
    /// already a best pairing, no exchange is needed (a large homogeneous bracket,
    /// usually): found from S1 and S2 alone. Answers whether that was so.
    fn choose_exchanges(&mut self, rem: &Remainder, local: bool) -> Result<bool, PairingError> {
        let f = self.f;
        let without = if f.quick && rem.pairs > 0 {
            let (s1, s2) = rem.positions.split_at(rem.pairs);
            let s1: Vec<usize> = s1.iter().map(|&p| f.members[p]).collect();
            let s2: Vec<usize> = s2.iter().map(|&p| f.members[p]).collect();
            let next = &f.members[f.next_scoregroup_start..];
            self.e.without_exchanges(&s1, &s2, next, &self.stable)
        } else {
            None
        };
        if f.quick && rem.pairs > 0 {
            counted::without_exchanges(
                without.is_some(),
                local,
                f.residents_start > 0,
                f.next_scoregroup_start < f.len(),
            );
        }
        // A quick path stopped by a cancel answers `None`: the full search is not begun.
        f.check_cancelled()?;
        match without {
            Some(without) => {
                self.stable = without;
                Ok(true)
            }
            None => {
                self.exchange(rem)?;
                Ok(false)
            }
        }
    }

    /// C.04.3 4.3 in full: the exchange bonuses set and solved, then the S1 players to
    /// move to S2 and the S2 players to move to S1 decided one at a time.
    fn exchange(&mut self, rem: &Remainder) -> Result<(), PairingError> {
        let f = self.f;
        for (oi, &o) in rem.positions.iter().enumerate() {
            f.check_cancelled()?;
            for (ri, &p) in rem.positions.iter().enumerate().take(oi) {
                let w = self.exchange_weight(rem, p, o, ri);
                self.e.set_weight(f.members[p], f.members[o], w);
            }
        }
        self.stable = self.e.solve()?;
        let exchange_count = rem
            .positions
            .iter()
            .take(rem.pairs)
            .filter(|&&p| !f.down(&self.stable, f.members[p]))
            .count();
        self.move_s1_players_to_s2(rem, exchange_count)?;
        self.move_s2_players_to_s1(rem, exchange_count)
    }

    /// C.04.3 4.3 key 3: the S1 players to move to S2, the lowest first.
    fn move_s1_players_to_s2(
        &mut self,
        rem: &Remainder,
        exchange_count: usize,
    ) -> Result<(), PairingError> {
        let f = self.f;
        let mut left = exchange_count;
        let mut pos = rem.pairs;
        while pos > 0 && left > 0 {
            pos -= 1;
            let p = rem.positions[pos];
            let pv = f.members[p];
            if f.down(&self.stable, pv) {
                for &o in &rem.positions[pos + 1..] {
                    let w = self.exchange_weight(rem, p, o, pos);
                    if !w.is_zero() {
                        self.e.set_row_weight(pv, f.members[o], w.sub_u64(1));
                    }
                }
                self.stable = self.e.solve()?;
            }
            let exchanged = !f.down(&self.stable, pv);
            if exchanged {
                left -= 1;
            }
            for &o in &rem.positions[pos + 1..] {
                if exchanged {
                    self.base.remove(o, p);
                }
                let w = self.exchange_weight(rem, p, o, pos);
                self.e.set_row_weight(pv, f.members[o], w);
            }
        }
        Ok(())
    }

    /// C.04.3 4.3 key 4: the S2 players to move to S1, the highest first.
    fn move_s2_players_to_s1(
        &mut self,
        rem: &Remainder,
        exchange_count: usize,
    ) -> Result<(), PairingError> {
        let f = self.f;
        let mut left = exchange_count;
        let mut pos = rem.pairs;
        while pos < rem.positions.len() && left > 1 {
            let p = rem.positions[pos];
            let pv = f.members[p];
            let already = f.down(&self.stable, pv);
            if !already {
                for &o in &rem.positions[pos + 1..] {
                    let w = self.exchange_weight(rem, p, o, pos);
                    if !w.is_zero() {
                        self.e.set_row_weight(pv, f.members[o], w.add_u64(1));
                    }
                }
                self.stable = self.e.solve()?;
            }
            if f.down(&self.stable, pv) {
                left -= 1;
                for &o in &rem.positions[..pos] {
                    self.base.remove(p, o);
                    self.e.set_row_weight(pv, f.members[o], WideUint::ZERO);
                }
                for o in f.next_scoregroup_start..f.len() {
                    self.base.remove(o, p);
                    self.e.set_row_weight(pv, f.members[o], WideUint::ZERO);
                }
            }
            if !already {
                for &o in &rem.positions[pos + 1..] {
                    let w = self.exchange_weight(rem, p, o, pos);
                    self.e.set_row_weight(pv, f.members[o], w);
                }
            }
            pos += 1;
        }
        Ok(())
    }

    /// Fixes who is in S1 and S2 and drops the exchange bonuses.
    fn fix_s1_and_s2(&mut self, rem: &Remainder, exchanges_skipped: bool) {
        let f = self.f;
        let stable = &self.stable;
        self.base
            .fix_sides(&rem.positions, |p| f.down(stable, f.members[p]));
        let residents: Vec<usize> = rem.positions.iter().map(|&p| f.members[p]).collect();
        let in_s1: Vec<bool> = residents.iter().map(|&v| f.down(stable, v)).collect();
        self.e.keep_s1_to_later_s2(&residents, &in_s1);
        if exchanges_skipped {
            // (Without exchanges no bonus was set: the base weight stands.) The solve per
            // player must find the matching changed, as it does after the exchange
            // bonuses are dropped.
            self.e.mark_changed();
            return;
        }
        for (pi, &p) in rem.positions.iter().enumerate() {
            for (oi, &o) in rem.positions.iter().enumerate().skip(pi + 1) {
                if in_s1[pi] && !in_s1[oi] {
                    let w = self.bw(o, p);
                    self.e.set_weight(f.members[p], f.members[o], w);
                }
            }
        }
    }

    /// C.04.3 4.2: each S1 player, in order, gets the first S2 player that works; the
    /// whole S1 from one solve and its duals when that is proven (`transposition`).
    fn pair_s1(&mut self, rem: &Remainder, c9: bool) -> Result<(), PairingError> {
        let f = self.f;
        let s1s2: Vec<usize> = rem
            .positions
            .iter()
            .map(|&p| f.members[p])
            .filter(|&v| !self.matched[v])
            .collect();
        let next = &f.members[f.next_scoregroup_start..];
        self.e.reduce(&s1s2, next);
        if f.quick {
            self.e.reduce_whole_field(&s1s2, next, &self.stable, c9);
        }
        let s1: Vec<usize> = s1s2
            .iter()
            .copied()
            .filter(|&v| f.down(&self.stable, v))
            .collect();
        let s2: Vec<usize> = s1s2
            .iter()
            .copied()
            .filter(|&v| !f.down(&self.stable, v))
            .collect();
        let at_once = if f.quick && !self.e.is_clean() {
            // 3·s + 1: the free bits below the criteria, where the row bonuses go.
            self.e
                .first_transposition(&s1, &s2, 3 * rem.group_bits + 1)?
        } else {
            None
        };
        f.check_cancelled()?;
        if f.quick {
            counted::s1_at_once(at_once.is_some());
        }
        if let Some(at_once) = at_once {
            for &v in &s1 {
                self.matched[v] = true;
                if let Some(m) = at_once.get(v) {
                    self.matched[*m] = true;
                }
            }
            self.stable = at_once;
            return Ok(());
        }
        if f.quick {
            // The reduced graph was solved once: start it again as the loop expects.
            self.e.reduce(&s1s2, next);
            self.e.reduce_whole_field(&s1s2, next, &self.stable, c9);
        }
        self.pair_s1_one_by_one(rem)
    }

    /// C.04.3 4.2, a solve per S1 player: when the last matching (still optimal) already
    /// gives it its first possible S2 player, that one works and no new solve is needed.
    fn pair_s1_one_by_one(&mut self, rem: &Remainder) -> Result<(), PairingError> {
        let f = self.f;
        for &p in &rem.positions {
            let pv = f.members[p];
            if !f.down(&self.stable, pv) {
                continue;
            }
            let first = rem
                .positions
                .iter()
                .copied()
                .find(|&o| o > p && !self.matched[f.members[o]] && self.base.has_edge(o, p));
            if !(self.e.is_clean() && first.map(|o| f.members[o]) == Some(self.stable[pv])) {
                let mut addend = 0u64;
                for &o in rem.positions.iter().rev() {
                    let ov = f.members[o];
                    if o <= p || self.matched[ov] {
                        continue;
                    }
                    let w = self.bw(o, p);
                    if !w.is_zero() {
                        self.e.set_row_weight(pv, ov, w.add_u64(addend));
                    }
                    addend += 1;
                }
                self.stable = self.e.solve()?;
            }
            let m = self.stable[pv];
            self.matched[pv] = true;
            self.matched[m] = true;
            self.e.finalize(pv, m);
        }
        Ok(())
    }
}

//! Maximum-weight matching on a general graph by Edmonds' blossom algorithm with a
//! primal-dual method, O(n³) on a dense graph, with warm starts.
//!
//! The structure follows the classic textbook presentation (Galil, "Efficient algorithms
//! for finding maximum matching in graphs", 1986): stages grow alternating trees from the
//! free vertices, shrink odd cycles into blossoms, and change the dual variables until an
//! augmenting path appears or no improvement is possible. Weights are exact unsigned
//! numbers ([`Weight`]); vertex duals are kept doubled so that they stay integers. Weight
//! zero means "no edge".
//!
//! **Warm start.** The graph keeps its matching and its optimal duals between solves.
//! Changing edge weights marks their ends *dirty*; the next [`DenseGraph::solve`] first
//! dissolves the blossoms around dirty vertices (moving each blossom's dual onto its
//! vertices, which keeps every edge feasible), gives each dirty vertex the smallest
//! feasible dual, and unmatches the matched edges that are no longer tight. The stages
//! then start only from the free vertices whose dual is still positive (the optimality
//! conditions want every free vertex at dual zero), and a stage may end in three ways:
//! an augmenting path between two trees, a path from a tree to a free vertex already at
//! dual zero, or an S-vertex whose dual falls to zero (the path from its root is flipped,
//! leaving that vertex free at dual zero). A solve after a change at one vertex therefore
//! costs about one stage instead of a full run.
//!
//! An *endpoint* is a directed edge `(a, b)`: the end at `a` of the edge {a, b}.

// Index loops mirror the textbook algorithm over several parallel arrays.
#![allow(clippy::collapsible_if)]

mod duals;
mod start;
mod store;
mod tight;

use super::allowed::AllowedEdges;
use super::pair_indices::PairIndices;
use super::weight::Weight;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// A quick hash for keys no adversary chooses (the palette's weights, the pairs a
/// bracket takes away): each 64-bit word is mixed in by a multiply and a rotation.
#[derive(Default, Clone)]
pub struct PaletteHasher(u64);

impl Hasher for PaletteHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type Endpoint = (usize, usize);

const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
const BREADCRUMB: u8 = 5;
/// How many of the last weights written a graph remembers with their indices.
const RECENT_WEIGHTS: usize = 4;
/// Roots paired along tight edges before a stage from this many on (see
/// `DenseGraph::pair_tight_roots`); the tests' graphs are small.
const TIGHT_ROOTS_FROM: usize = if cfg!(test) { 2 } else { 32 };
/// A pass over the whole matrix hears a cancel every this many rows (a row of a
/// 10,000-vertex graph takes some 20 µs: a cancel is heard within a few milliseconds).
const STOP_ROWS: usize = 64;

/// The key of a partner with no edge, in [`DenseGraph::set_row_by_key`].
pub const NO_EDGE_KEY: u32 = u32::MAX;

#[cfg(test)]
thread_local! {
    /// Roots paired along tight edges before a stage (the tests check it).
    static TIGHT_ROOTS_PAIRED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A complete graph on `n` vertices with a weight per pair (zero = no edge), and the
/// maximum-weight matching of the last solve with its duals.
#[derive(Debug, Clone)]
pub struct DenseGraph<W> {
    n: usize,
    /// Twice each edge weight (the slacks then need one subtraction less), as an index
    /// into `palette`: a bracket's weights take few distinct values, so a pair costs 2
    /// bytes (4 past 65,536 values) instead of a whole weight, or, when kept by class
    /// (see `pair_indices`), a few bytes per row plus two bits per 64 pairs.
    weights: PairIndices,
    /// The distinct doubled weights (`palette[0]` is zero, "no edge").
    palette: Vec<W>,
    palette_index: HashMap<W, u32, BuildHasherDefault<PaletteHasher>>,
    /// The last weights written (not doubled) and their indices, in turn.
    recent_weights: [Option<(W, u32)>; RECENT_WEIGHTS],
    recent_next: usize,
    /// No solve yet: the duals start from the largest weight.
    fresh: bool,
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    mate: Vec<Option<usize>>,
    label: Vec<u8>,
    /// For a labelled blossom: the endpoint (outside, inside) it was reached through.
    labelend: Vec<Option<Endpoint>>,
    inblossom: Vec<usize>,
    parent: Vec<Option<usize>>,
    childs: Vec<Vec<usize>>,
    /// `endps[b][i]` = (x in childs[i], y in childs[i+1]).
    endps: Vec<Vec<Endpoint>>,
    base: Vec<Option<usize>>,
    bestedge: Vec<Option<Endpoint>>,
    /// The slack of `bestedge[x]` as computed at `epoch` `beststamp[x]` (0: not cached).
    bestslack: Vec<W>,
    beststamp: Vec<u64>,
    /// Advances whenever the duals change inside a stage.
    epoch: u64,
    /// Advances whenever a weight, a dual or the blossom structure changes.
    version: u64,
    /// The `version` the last finished solve left (its matching and duals optimal while
    /// the version stays there; see `tight`).
    settled_at: u64,
    /// `quiet[v]` = the `version` at which a scan of `v` found no tight edge (it will
    /// find none again until the version moves on, so its scan can wait until the duals
    /// must change).
    quiet: Vec<u64>,
    /// The vertices whose edges changed before this solve: their trees are grown first
    /// (the augmenting path usually starts there).
    recent: Vec<usize>,
    blossombest: Vec<Option<Vec<Endpoint>>>,
    /// The blossoms of this stage whose least-slack edges are not yet gathered (see
    /// [`DenseGraph::gather_pending_best`]), in the order they were made.
    pending: Vec<usize>,
    is_pending: Vec<bool>,
    unused: Vec<usize>,
    /// Vertex duals (doubled) for `0..n`, blossom duals for `n..2n`.
    dual: Vec<W>,
    /// The edges allowed in this stage (see `allowed`).
    allowed: AllowedEdges,
    queue: Vec<usize>,
    /// The vertices not retired, in increasing order (the scans follow it).
    alive: Vec<usize>,
    retired: Vec<bool>,
    /// Asked during a solve: when it answers true, the solve stops early.
    stop: Option<StopCheck>,
    /// The last solve was stopped (its matching means nothing).
    interrupted: bool,
    /// Vertices the first start leaves out of its split (see `set_split_outside`).
    split_outside: Vec<bool>,
}

/// A question the solver asks now and then during a solve: "should I stop?" (the job
/// that waits for the matching was cancelled).
#[derive(Clone)]
pub struct StopCheck(Arc<dyn Fn() -> bool + Send + Sync>);

impl StopCheck {
    pub fn new(check: impl Fn() -> bool + Send + Sync + 'static) -> StopCheck {
        StopCheck(Arc::new(check))
    }

    fn asks_to_stop(&self) -> bool {
        (self.0)()
    }
}

impl std::fmt::Debug for StopCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StopCheck")
    }
}

impl<W: Weight> DenseGraph<W> {
    /// A graph of `n` vertices without edges.
    pub fn new(n: usize) -> Self {
        DenseGraph::with_indices(n, PairIndices::matrix(n))
    }

    /// A graph without edges with a vertex per entry of `class`: vertices of one class
    /// are expected to weigh alike against any other vertex, most of the time (the
    /// graph then takes less memory; its weights and solves are the same whatever the
    /// classes).
    pub fn with_classes(class: Vec<u32>) -> Self {
        let n = class.len();
        DenseGraph::with_indices(n, PairIndices::by_class(class))
    }

    fn with_indices(n: usize, weights: PairIndices) -> Self {
        DenseGraph {
            n,
            weights,
            palette: vec![W::zero()],
            palette_index: HashMap::from_iter([(W::zero(), 0)]),
            recent_weights: std::array::from_fn(|_| None),
            recent_next: 0,
            fresh: true,
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            mate: vec![None; n],
            label: vec![FREE; 2 * n],
            labelend: vec![None; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![None; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            endps: vec![Vec::new(); 2 * n],
            base: (0..n)
                .map(Some)
                .chain(std::iter::repeat_n(None, n))
                .collect(),
            bestedge: vec![None; 2 * n],
            bestslack: vec![W::zero(); 2 * n],
            beststamp: vec![0; 2 * n],
            epoch: 1,
            version: 1,
            settled_at: 0,
            quiet: vec![0; n],
            recent: Vec::new(),
            blossombest: vec![None; 2 * n],
            pending: Vec::new(),
            is_pending: vec![false; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual: vec![W::zero(); 2 * n],
            allowed: AllowedEdges::new(n),
            queue: Vec::new(),
            alive: (0..n).collect(),
            retired: vec![false; n],
            stop: None,
            interrupted: false,
            split_outside: Vec::new(),
        }
    }

    /// From now on, every solve asks `stop` between the steps of its search (each step
    /// costs at most one scan of the vertices) and stops early when it answers true.
    pub fn set_stop(&mut self, stop: StopCheck) {
        self.stop = Some(stop);
    }

    /// Whether the last solve was stopped early (its matching is then meaningless).
    pub fn was_stopped(&self) -> bool {
        self.interrupted
    }

    /// Asks the stop check without remembering it (for the copies made from `&self`).
    #[inline(never)]
    fn stop_asked(&self) -> bool {
        self.stop.as_ref().is_some_and(StopCheck::asks_to_stop)
    }

    /// Whether a cancel is asked before row `k` of a pass over the whole matrix (every
    /// `STOP_ROWS` rows: a row of a large graph takes microseconds), not remembered.
    fn stop_asked_at_row(&self, k: usize) -> bool {
        k.is_multiple_of(STOP_ROWS) && self.stop_asked()
    }

    /// As [`DenseGraph::stop_asked_at_row`], the stop remembered.
    fn should_stop_at_row(&mut self, k: usize) -> bool {
        k.is_multiple_of(STOP_ROWS) && self.should_stop()
    }

    /// Asks the stop check; remembers a stop.
    #[inline(never)]
    fn should_stop(&mut self) -> bool {
        if !self.interrupted && self.stop.as_ref().is_some_and(StopCheck::asks_to_stop) {
            self.interrupted = true;
        }
        self.interrupted
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Takes the pair {a, b} out of the graph for good (every edge of `a` and `b` is
    /// removed; later weights on them are ignored). When the last solve matched `a`
    /// with `b` and no weight changed since, the rest of that matching stays optimal
    /// for the graph without them and the duals stay feasible, so nothing else is
    /// disturbed: only the blossoms holding `a` or `b` are dissolved. Otherwise the
    /// removal is an ordinary weight change.
    pub fn retire_pair(&mut self, a: usize, b: usize) {
        if a == b || a >= self.n || b >= self.n || self.retired[a] || self.retired[b] {
            return;
        }
        let clean = !self.fresh && self.dirty_list.is_empty() && self.mate[a] == Some(b);
        // A settled graph stays settled when no dual moves (see `tight`).
        let mut settled = clean && self.is_settled();
        if !clean {
            // As `set_weight(x, v, 0)` for every v, without the weight arithmetic.
            for v in 0..self.n {
                for x in [a, b] {
                    if v != x && !self.retired[v] && self.weights.is_set(x, v) {
                        self.mark_dirty(x);
                        self.mark_dirty(v);
                    }
                }
            }
            for x in [a, b] {
                self.weights.clear_vertex(x);
            }
        } else {
            for x in [a, b] {
                while self.inblossom[x] != x {
                    let top = self.inblossom[x];
                    settled &= self.dual[top].is_zero();
                    self.dissolve(top);
                }
            }
            for x in [a, b] {
                self.weights.clear_vertex(x);
            }
        }
        for x in [a, b] {
            if let Some(m) = self.mate[x] {
                self.mate[m] = None;
            }
            self.mate[x] = None;
            self.dual[x] = W::zero();
            self.retired[x] = true;
        }
        self.alive.retain(|&v| v != a && v != b);
        self.version += 1;
        if settled {
            self.settled_at = self.version;
        }
    }

    /// Takes the vertices `set` out of the graph for good, whatever their partners: the
    /// blossoms holding them are dissolved (as [`DenseGraph::retire_pair`] does) and
    /// their edges removed, without marking anybody else as changed, so every other
    /// edge stays feasible. A partner left behind is free: the next solve pairs it
    /// again (its dual may be positive).
    pub fn retire_vertices(&mut self, set: &[usize]) {
        for &x in set {
            if x >= self.n || self.retired[x] {
                continue;
            }
            while self.inblossom[x] != x {
                let top = self.inblossom[x];
                self.dissolve(top);
            }
            self.weights.clear_vertex(x);
            if let Some(m) = self.mate[x] {
                self.mate[m] = None;
            }
            self.mate[x] = None;
            self.dual[x] = W::zero();
            self.retired[x] = true;
            self.dirty[x] = false;
        }
        let retired = &self.retired;
        self.dirty_list.retain(|&v| !retired[v]);
        self.alive.retain(|&v| !retired[v]);
        self.version += 1;
    }

    /// For the first solve of a graph whose vertices outside `side` have no edge among
    /// themselves (S1 against S2, say): a start in the manner of the assignment
    /// problem's column and row reductions instead of the greedy one (see below), after
    /// which each vertex of `side`, in order, takes the first free vertex it is tight
    /// with. When weights are sums of per-player parts and a pair part, as the pairing
    /// criteria are, this pairs most of the graph before the first stage, where the
    /// greedy start sends every vertex to the same few heaviest partners. False, and
    /// nothing changes, when the graph was solved already or the other side has an
    /// edge.
    pub fn start_from_side(&mut self, side: &[bool]) -> bool {
        let in_side = |v: usize| side.get(v).copied().unwrap_or(false);
        if !self.fresh {
            return false;
        }
        for (k, &v) in self.alive.iter().enumerate() {
            if self.stop_asked_at_row(k) {
                return false;
            }
            if !in_side(v)
                && self.alive[k + 1..]
                    .iter()
                    .any(|&u| !in_side(u) && self.is_edge(v, u))
            {
                return false;
            }
        }
        self.fresh = false;
        for v in std::mem::take(&mut self.dirty_list) {
            self.dirty[v] = false;
        }
        // The other side first: each vertex its heaviest edge, less the smallest of
        // those (so that one is zero); then each vertex of `side` the least that keeps
        // its edges feasible. When weights are sums of per-vertex parts and a pair part,
        // every edge with the best pair part is then tight.
        let heaviest: Vec<(usize, W)> = self
            .alive
            .iter()
            .filter(|&&v| !in_side(v))
            .map(|&v| {
                let top = self.alive.iter().map(|&u| self.w2(v, u)).max();
                (v, top.cloned().unwrap_or_else(W::zero))
            })
            .collect();
        let floor = heaviest
            .iter()
            .map(|(_, top)| top)
            .filter(|top| !top.is_zero())
            .min()
            .cloned()
            .unwrap_or_else(W::zero);
        for (v, top) in heaviest {
            self.dual[v] = if top.is_zero() {
                top
            } else {
                top.minus(&floor)
            };
        }
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            if in_side(v) {
                let mut need = W::zero();
                for &u in &self.alive {
                    let twice = self.w2(v, u);
                    if u != v && *twice > self.dual[u] {
                        let d = twice.minus(&self.dual[u]);
                        if d > need {
                            need = d;
                        }
                    }
                }
                self.dual[v] = need;
            }
        }
        self.version += 1;
        for k in 0..self.alive.len() {
            let v = self.alive[k];
            if !in_side(v) || self.dual[v].is_zero() {
                continue;
            }
            let free = self.alive.iter().copied().find(|&u| {
                !in_side(u)
                    && self.mate[u].is_none()
                    && self.is_edge(v, u)
                    && self.slack((v, u)).is_zero()
            });
            if let Some(u) = free {
                self.mate[v] = Some(u);
                self.mate[u] = Some(v);
            }
        }
        true
    }

    /// A maximum-weight matching: `mate[v]` is `v`'s partner. Continues from the previous
    /// solve when there was one.
    pub fn solve(&mut self) -> Vec<Option<usize>> {
        self.interrupted = false;
        if self.fresh {
            self.fresh = false;
            for v in std::mem::take(&mut self.dirty_list) {
                self.dirty[v] = false;
            }
            if !self.split_start() && !self.interrupted {
                self.greedy_start();
            }
        } else {
            self.settle_dirty();
        }
        self.run();
        let mut tight = !self.interrupted && self.matched_edges_tight();
        if !self.interrupted && !tight {
            // A warm start can leave duals of mixed parity, and then the half slack of an
            // edge between two S-blossoms is not a whole number: that edge was taken as
            // tight when it was not. Solve again from the textbook start (every dual the
            // largest weight), where the parities agree.
            self.restart();
            self.run();
            tight = !self.interrupted && self.matched_edges_tight();
        }
        // The duals prove the matching (with the feasibility every step keeps): readers
        // of tight edges may rely on them until the next change (see `tight`).
        if tight && self.free_at_zero() {
            self.settled_at = self.version;
        }
        self.mate.clone()
    }

    /// The vertex duals (doubled, like the stored weights: `dual[u] + dual[v] >=
    /// 2·w(u, v)`) when they alone prove the last solve's matching optimal: no
    /// blossom, every edge feasible, every matched edge tight, every free vertex at
    /// zero. `None` otherwise (or after a stopped solve, or once weights changed).
    /// Every optimal matching of the graph then uses tight edges only and leaves free
    /// only vertices at zero (complementary slackness), which callers may rely on.
    pub fn certificate(&self) -> Option<Vec<W>> {
        if self.fresh || self.interrupted || !self.dirty_list.is_empty() {
            return None;
        }
        for (k, &v) in self.alive.iter().enumerate() {
            if self.inblossom[v] != v {
                return None;
            }
            match self.mate[v] {
                Some(m) if self.dual[v].plus(&self.dual[m]) != *self.w2(v, m) => return None,
                None if !self.dual[v].is_zero() => return None,
                _ => {}
            }
            for &u in &self.alive[k + 1..] {
                if self.dual[v].plus(&self.dual[u]) < *self.w2(v, u) {
                    return None;
                }
            }
        }
        Some(self.dual[..self.n].to_vec())
    }

    /// Whether every matched edge is tight, counting the duals of the blossoms holding
    /// both ends (the complementary slackness a correct run leaves). A warm start can
    /// leave duals of mixed parity; an edge then taken as tight with a slack of one
    /// ends up inside a blossom or matched, and only this check finds it.
    fn matched_edges_tight(&self) -> bool {
        // `seen[b] = v`: blossom `b` holds `v` (the walk up from `v` passed it).
        let mut seen = vec![usize::MAX; 2 * self.n];
        self.alive.iter().all(|&v| {
            let Some(m) = self.mate[v].filter(|&m| m > v) else {
                return true;
            };
            let mut b = self.parent[v];
            while let Some(x) = b {
                seen[x] = v;
                b = self.parent[x];
            }
            let mut shared = self.parent[m];
            while let Some(x) = shared.filter(|&x| seen[x] != v) {
                shared = self.parent[x];
            }
            let mut covered = self.dual[v].plus(&self.dual[m]);
            while let Some(x) = shared {
                covered = covered.plus(&self.dual[x]).plus(&self.dual[x]);
                shared = self.parent[x];
            }
            covered == *self.w2(v, m)
        })
    }

    /// Whether every free vertex's dual is zero.
    fn free_at_zero(&self) -> bool {
        self.alive
            .iter()
            .all(|&v| self.mate[v].is_some() || self.dual[v].is_zero())
    }

    /// Forgets the matching, the blossoms and the duals: every vertex free, at the
    /// largest weight.
    fn restart(&mut self) {
        let n = self.n;
        let mut top = W::zero();
        for (k, &v) in self.alive.iter().enumerate() {
            // (The solve that follows stops at once after a cancel.)
            if self.stop_asked_at_row(k) {
                break;
            }
            for &u in &self.alive {
                let w = self.w2(v, u);
                if *w > top {
                    top = w.clone();
                }
            }
        }
        let top = top.half();
        for v in 0..n {
            self.mate[v] = None;
            self.inblossom[v] = v;
            self.dual[v] = if self.retired[v] {
                W::zero()
            } else {
                top.clone()
            };
        }
        for b in 0..2 * n {
            self.parent[b] = None;
            self.childs[b] = Vec::new();
            self.endps[b] = Vec::new();
            self.blossombest[b] = None;
            self.is_pending[b] = false;
            self.bestedge[b] = None;
            self.labelend[b] = None;
            self.label[b] = FREE;
            if b >= n {
                self.base[b] = None;
                self.dual[b] = W::zero();
            }
        }
        self.unused = (n..2 * n).rev().collect();
        self.pending.clear();
        self.version += 1;
        self.epoch += 1;
    }
}

/// A maximum-weight matching of the graph on `n` vertices whose weights `weight(u, v)`
/// gives (it is asked only for `u < v`).
pub fn max_weight_matching<W: Weight>(
    n: usize,
    weight: impl Fn(usize, usize) -> W,
) -> Vec<Option<usize>> {
    let mut g = DenseGraph::new(n);
    for u in 0..n {
        for v in (u + 1)..n {
            g.set_weight(u, v, weight(u, v));
        }
    }
    g.solve()
}

impl<W: Weight> DenseGraph<W> {
    /// Before the first solve: the split start leaves the vertices marked in `outside`
    /// out of its two halves (players much heavier than the others, such as moved-down
    /// players, whose edges would decide every dual of the other half); they start at
    /// the least dual that covers their edges.
    pub fn set_split_outside(&mut self, outside: Vec<bool>) {
        self.split_outside = outside;
    }

    /// The first start from a split of the vertices with an edge (A, the first half in
    /// order, and B,
    /// the rest: S1 and S2 of a bracket, say), when it is feasible: B's duals as
    /// [`DenseGraph::start_from_side`] sets them (each its heaviest edge into A, less
    /// the smallest of those), A's the least that covers its edges into B, then one
    /// amount `t` moved from A to B, the least that covers B's inner edges while A's
    /// inner edges stay covered and no dual falls below zero. Edges between A and B keep
    /// their slack, so when weights are sums of per-vertex parts and a pair part, each
    /// edge with the best pair part is tight, where the greedy start leaves most vertices
    /// to the stages. Each A vertex then takes the first free B vertex it is tight with.
    /// False (nothing changed) when no such `t` exists.
    fn split_start(&mut self) -> bool {
        let active = self.split_active();
        let (a_side, b_side) = active.split_at(active.len() / 2);
        if a_side.is_empty() {
            return false;
        }
        let Some(b_dual) = self.split_b_duals(a_side, b_side) else {
            return false;
        };
        // Each step reads up to half the matrix: a cancel is heard between them.
        if self.should_stop() {
            return false;
        }
        let a_dual = self.split_a_duals(a_side, b_side, &b_dual);
        if self.should_stop() {
            return false;
        }
        let t = self.split_shift(b_side, &b_dual);
        if self.should_stop() {
            return false;
        }
        if !self.split_a_side_keeps_slack(a_side, &a_dual, &t) {
            return false;
        }
        for (&a, y) in a_side.iter().zip(&a_dual) {
            self.dual[a] = y.minus(&t);
        }
        for (&b, y) in b_side.iter().zip(&b_dual) {
            self.dual[b] = y.plus(&t);
        }
        self.split_cover_outside();
        self.version += 1;
        self.split_match_tight(a_side, b_side);
        true
    }

    /// The vertices the split start divides: those with an edge, not left outside (the
    /// others stay free at zero).
    fn split_active(&self) -> Vec<usize> {
        self.alive
            .iter()
            .copied()
            .filter(|&v| !self.split_outside.get(v).copied().unwrap_or(false))
            .filter(|&v| self.alive.iter().any(|&u| self.is_edge(v, u)))
            .collect()
    }

    /// B's duals: each its heaviest edge into A, less the smallest of those (zero for a
    /// vertex without one). None when no B vertex has an edge into A.
    fn split_b_duals(&self, a_side: &[usize], b_side: &[usize]) -> Option<Vec<W>> {
        let heaviest: Vec<W> = b_side
            .iter()
            .map(|&b| a_side.iter().map(|&a| self.w2(a, b)).max().cloned())
            .map(|top| top.unwrap_or_else(W::zero))
            .collect();
        let floor = heaviest.iter().filter(|w| !w.is_zero()).min().cloned()?;
        Some(
            heaviest
                .iter()
                .map(|top| {
                    if top.is_zero() {
                        W::zero()
                    } else {
                        top.minus(&floor)
                    }
                })
                .collect(),
        )
    }

    /// A's duals: each the least that covers its edges into B.
    fn split_a_duals(&self, a_side: &[usize], b_side: &[usize], b_dual: &[W]) -> Vec<W> {
        a_side
            .iter()
            .map(|&a| {
                let need = b_side.iter().zip(b_dual).filter_map(|(&b, y)| {
                    let twice = self.w2(a, b);
                    (*twice > *y).then(|| twice.minus(y))
                });
                need.max().unwrap_or_else(W::zero)
            })
            .collect()
    }

    /// The amount `t` moved from A to B: half the largest shortfall of B's inner edges,
    /// rounded up to an even amount (2t must cover it).
    fn split_shift(&self, b_side: &[usize], b_dual: &[W]) -> W {
        let mut short = W::zero();
        for (i, &b) in b_side.iter().enumerate() {
            for (j, &c) in b_side.iter().enumerate().take(i) {
                let (twice, have) = (self.w2(b, c), b_dual[i].plus(&b_dual[j]));
                if *twice > have && twice.minus(&have) > short {
                    short = twice.minus(&have);
                }
            }
        }
        let mut t = short.plus_one().half();
        if t.is_odd() {
            t = t.plus_one();
        }
        t
    }

    /// Whether A can give `t`: each A dual at least `t`, and A's inner edges keep 2t of
    /// slack.
    fn split_a_side_keeps_slack(&self, a_side: &[usize], a_dual: &[W], t: &W) -> bool {
        let two_t = t.plus(t);
        for (i, &a) in a_side.iter().enumerate() {
            if a_dual[i] < *t {
                return false;
            }
            for (j, &c) in a_side.iter().enumerate().take(i) {
                let have = a_dual[i].plus(&a_dual[j]);
                let twice = self.w2(a, c);
                if !twice.is_zero() && have < twice.plus(&two_t) {
                    return false;
                }
            }
        }
        true
    }

    /// The vertices left out: each the least that covers its edges (an edge between two
    /// of them is settled at the later one).
    fn split_cover_outside(&mut self) {
        let outside: Vec<usize> = self
            .alive
            .iter()
            .copied()
            .filter(|&v| self.split_outside.get(v).copied().unwrap_or(false))
            .collect();
        for &o in &outside {
            let mut need = W::zero();
            for &u in &self.alive {
                let twice = self.w2(o, u);
                if u != o && *twice > self.dual[u] && twice.minus(&self.dual[u]) > need {
                    need = twice.minus(&self.dual[u]);
                }
            }
            self.dual[o] = need;
        }
    }

    /// Each A vertex with a dual above zero takes the first free B vertex it is tight
    /// with.
    fn split_match_tight(&mut self, a_side: &[usize], b_side: &[usize]) {
        for &a in a_side {
            if self.dual[a].is_zero() {
                continue;
            }
            let free = b_side.iter().copied().find(|&b| {
                self.mate[b].is_none() && self.is_edge(a, b) && self.slack((a, b)).is_zero()
            });
            if let Some(b) = free {
                self.mate[a] = Some(b);
                self.mate[b] = Some(a);
            }
        }
    }

    /// The first start: each vertex's dual is its heaviest edge (doubled duals, so every
    /// edge is feasible), and the edges that are the heaviest at both ends are matched
    /// greedily (they are tight). The stages then only have the rest to do.
    fn greedy_start(&mut self) {
        for k in 0..self.alive.len() {
            if self.should_stop_at_row(k) {
                return;
            }
            let v = self.alive[k];
            let mut best = W::zero();
            for &u in &self.alive {
                let w = self.w2(v, u);
                if *w > best {
                    best = w.clone();
                }
            }
            self.dual[v] = best.half();
            self.version += 1;
        }
        for k in 0..self.alive.len() {
            if self.should_stop_at_row(k) {
                return;
            }
            let v = self.alive[k];
            if self.mate[v].is_some() || self.dual[v].is_zero() {
                continue;
            }
            for j in k + 1..self.alive.len() {
                let u = self.alive[j];
                if self.mate[u].is_none() && self.is_edge(v, u) && self.slack((v, u)).is_zero() {
                    self.mate[v] = Some(u);
                    self.mate[u] = Some(v);
                    break;
                }
            }
        }
    }

    /// Restores the optimality conditions around the vertices whose edges changed (see the
    /// module documentation).
    fn settle_dirty(&mut self) {
        let dirty = std::mem::take(&mut self.dirty_list);
        self.recent.clone_from(&dirty);
        for &p in &dirty {
            while self.inblossom[p] != p {
                let top = self.inblossom[p];
                self.dissolve(top);
            }
        }
        for &p in &dirty {
            self.dirty[p] = false;
            let mut need = W::zero();
            for k in 0..self.alive.len() {
                let u = self.alive[k];
                if u == p {
                    continue;
                }
                let twice = self.w2(p, u);
                if twice.is_zero() {
                    continue;
                }
                if *twice > self.dual[u] {
                    let d = twice.minus(&self.dual[u]);
                    if d > need {
                        need = d;
                    }
                }
            }
            self.dual[p] = need;
            self.version += 1;
            if let Some(m) = self.mate[p] {
                if !self.slack((p, m)).is_zero() || !self.is_edge(p, m) {
                    self.mate[p] = None;
                    self.mate[m] = None;
                }
            }
        }
    }

    /// Dissolves the top-level blossom `b` one level: its dual moves onto its vertices
    /// (every edge keeps a non-negative slack; edges inside keep theirs), its children
    /// become top-level, and its base's matched edge to the outside, now loose, is
    /// dropped.
    fn dissolve(&mut self, b: usize) {
        let z = std::mem::replace(&mut self.dual[b], W::zero());
        self.version += 1;
        let leaves = self.leaves_of(b);
        for &leaf in &leaves {
            self.dual[leaf] = self.dual[leaf].plus(&z);
        }
        let childs = std::mem::take(&mut self.childs[b]);
        for &c in &childs {
            self.parent[c] = None;
            if c < self.n {
                self.inblossom[c] = c;
            } else {
                for leaf in self.leaves_of(c) {
                    self.inblossom[leaf] = c;
                }
            }
        }
        if let Some(base) = self.base[b] {
            if let Some(m) = self.mate[base] {
                if !z.is_zero() {
                    self.mate[base] = None;
                    self.mate[m] = None;
                }
            }
        }
        self.label[b] = FREE;
        self.labelend[b] = None;
        self.endps[b] = Vec::new();
        self.base[b] = None;
        self.blossombest[b] = None;
        self.is_pending[b] = false;
        self.set_best(b, None, None);
        self.unused.push(b);
    }

    /// Flips the alternating path from S-vertex `v` to its tree's root: the root becomes
    /// matched and `v` free.
    fn augment_to_root(&mut self, v: usize) {
        let mut s = v;
        let mut other: Option<usize> = None;
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = other;
            let Some(le) = self.labelend[bs] else { break };
            let t = le.0;
            let bt = self.inblossom[t];
            let Some(le_t) = self.labelend[bt] else { break };
            s = le_t.0;
            let j = le_t.1;
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = Some(le_t.0);
            other = Some(j);
        }
    }
}

impl<W: Weight> DenseGraph<W> {
    /// Allows the edge {u, v} for the rest of the stage.
    fn allow(&mut self, (u, v): Endpoint) {
        self.allowed.allow(u, v);
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: Option<Endpoint>) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.set_best(w, None, None);
        self.set_best(b, None, None);
        if t == S {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == T {
            if let Some(base) = self.base[b] {
                if let Some(m) = self.mate[base] {
                    self.assign_label(m, S, Some((base, m)));
                }
            }
        }
    }

    /// Traces back from v and w; returns the base of a new blossom, or None for an
    /// augmenting path.
    fn scan_blossom(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut found = None;
        let (mut v, mut w) = (Some(v), Some(w));
        while let Some(vv) = v {
            let b = self.inblossom[vv];
            if self.label[b] & 4 != 0 {
                found = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = BREADCRUMB;
            v = match self.labelend[b] {
                None => None,
                Some((outside, _)) => {
                    let bt = self.inblossom[outside];
                    self.labelend[bt].map(|(o, _)| o)
                }
            };
            if w.is_some() {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        found
    }

    fn add_blossom(&mut self, base: usize, (v, w): Endpoint) {
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else {
            return;
        };
        self.base[b] = Some(base);
        self.parent[b] = None;
        self.parent[bb] = Some(b);
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = Some(b);
            path.push(bv);
            let Some(le) = self.labelend[bv] else { break };
            endps.push(le);
            bv = self.inblossom[le.0];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push((v, w));
        while bw != bb {
            self.parent[bw] = Some(b);
            path.push(bw);
            let Some(le) = self.labelend[bw] else { break };
            endps.push((le.1, le.0));
            bw = self.inblossom[le.0];
        }
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::zero();
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        for leaf in self.leaves_of(b) {
            if self.label[self.inblossom[leaf]] == T {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        // Its least-slack edges to the other S-blossoms are gathered only when the duals
        // must change: most blossoms of a stage are swallowed by a larger one before.
        self.set_best(b, None, None);
        self.is_pending[b] = true;
        self.pending.push(b);
    }

    /// Gathers the least-slack edges from every blossom made since the duals last
    /// changed (and still at the top level) to every other S-blossom: its
    /// sub-blossoms' own lists when they have one, else every edge of their leaves, read
    /// in place (a large blossom has millions). An edge offered since the blossom was
    /// made, by a scan of one of its leaves, stays when it is better.
    fn gather_pending_best(&mut self) {
        for b in std::mem::take(&mut self.pending) {
            if !std::mem::replace(&mut self.is_pending[b], false) || self.parent[b].is_some() {
                continue;
            }
            let mut bestedgeto: Vec<Option<Endpoint>> = vec![None; 2 * self.n];
            for sub in self.childs[b].clone() {
                self.is_pending[sub] = false;
                match self.blossombest[sub].take() {
                    Some(list) => {
                        for (i, j) in list {
                            self.offer_to(b, &mut bestedgeto, i, j);
                        }
                    }
                    None => {
                        for leaf in self.leaves_of(sub) {
                            // A large blossom's rows take long: a cancel is heard
                            // between them (the solve then stops).
                            if self.should_stop() {
                                return;
                            }
                            for &other in &self.alive {
                                if other != leaf && self.is_edge(leaf, other) {
                                    self.offer_to(b, &mut bestedgeto, leaf, other);
                                }
                            }
                        }
                    }
                }
                self.set_best(sub, None, None);
            }
            let list: Vec<Endpoint> = bestedgeto.into_iter().flatten().collect();
            let mut best = self.bestedge[b];
            for &e in &list {
                let better = match best {
                    None => true,
                    Some(cur) => self.slack(e) < self.slack(cur),
                };
                if better {
                    best = Some(e);
                }
            }
            self.blossombest[b] = Some(list);
            self.set_best(b, best, None);
        }
    }

    /// Keeps in `bestedgeto` the least-slack edge from the new blossom `b` to each other
    /// S-blossom, offered the edge {i, j} with one end in `b`.
    fn offer_to(&self, b: usize, bestedgeto: &mut [Option<Endpoint>], i: usize, j: usize) {
        let (i, j) = if self.inblossom[j] == b {
            (j, i)
        } else {
            (i, j)
        };
        let bj = self.inblossom[j];
        if bj != b && self.label[bj] == S {
            let better = match bestedgeto[bj] {
                None => true,
                Some(e) => self.slack((i, j)) < self.slack(e),
            };
            if better {
                bestedgeto[bj] = Some((i, j));
            }
        }
    }

    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.childs[b].len() as isize;
        self.childs[b][j.rem_euclid(len) as usize]
    }

    fn endp_at(&self, b: usize, j: isize, trick: bool) -> Endpoint {
        let len = self.endps[b].len() as isize;
        let e = self.endps[b][j.rem_euclid(len) as usize];
        if trick { (e.1, e.0) } else { e }
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        self.version += 1;
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = None;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == T {
            if let Some(le) = self.labelend[b] {
                let entrychild = self.inblossom[le.1];
                let len = childs.len() as isize;
                let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
                let (jstep, trick): (isize, bool) = if j & 1 == 1 {
                    j -= len;
                    (1, false)
                } else {
                    (-1, true)
                };
                let off = isize::from(trick);
                let mut p = le;
                while j != 0 {
                    self.label[p.1] = FREE;
                    let q = self.endp_at(b, j - off, trick);
                    self.label[q.1] = FREE;
                    self.assign_label(p.1, T, Some(p));
                    self.allow(q);
                    j += jstep;
                    p = self.endp_at(b, j - off, trick);
                    self.allow(p);
                    j += jstep;
                }
                let bv = self.child_at(b, j);
                self.label[p.1] = T;
                self.label[bv] = T;
                self.labelend[p.1] = Some(p);
                self.labelend[bv] = Some(p);
                self.set_best(bv, None, None);
                j += jstep;
                while self.child_at(b, j) != entrychild {
                    let bv = self.child_at(b, j);
                    if self.label[bv] == S {
                        j += jstep;
                        continue;
                    }
                    let mut labelled = None;
                    for leaf in self.leaves_of(bv) {
                        if self.label[leaf] != FREE {
                            labelled = Some(leaf);
                            break;
                        }
                    }
                    if let Some(v) = labelled {
                        self.label[v] = FREE;
                        if let Some(base) = self.base[bv] {
                            if let Some(m) = self.mate[base] {
                                self.label[m] = FREE;
                            }
                        }
                        let le = self.labelend[v];
                        self.assign_label(v, T, le);
                    }
                    j += jstep;
                }
                let _ = len;
            }
        }
        self.label[b] = FREE;
        self.labelend[b] = None;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = None;
        self.blossombest[b] = None;
        self.is_pending[b] = false;
        self.set_best(b, None, None);
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while let Some(p) = self.parent[t] {
            if p == b {
                break;
            }
            t = p;
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let i = self.childs[b].iter().position(|&c| c == t).unwrap_or(0);
        let mut j = i as isize;
        let (jstep, trick): (isize, bool) = if j & 1 == 1 {
            j -= len;
            (1, false)
        } else {
            (-1, true)
        };
        let off = isize::from(trick);
        while j != 0 {
            j += jstep;
            let t1 = self.child_at(b, j);
            let p = self.endp_at(b, j - off, trick);
            if t1 >= self.n {
                self.augment_blossom(t1, p.0);
            }
            j += jstep;
            let t2 = self.child_at(b, j);
            if t2 >= self.n {
                self.augment_blossom(t2, p.1);
            }
            self.mate[p.0] = Some(p.1);
            self.mate[p.1] = Some(p.0);
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        let first = self.childs[b][0];
        self.base[b] = self.base[first];
    }

    fn augment_matching(&mut self, (v, w): Endpoint) {
        for (start, other) in [(v, w), (w, v)] {
            let (mut s, mut other) = (start, other);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = Some(other);
                let Some(le) = self.labelend[bs] else { break };
                let t = le.0;
                let bt = self.inblossom[t];
                let Some(le_t) = self.labelend[bt] else { break };
                s = le_t.0;
                let j = le_t.1;
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = Some(le_t.0);
                other = j;
            }
        }
    }

    /// Pairs the roots (free vertices at a positive dual, outside any blossom) along
    /// tight edges between them, greedily in `order`. A matched edge is tight, so the
    /// optimality conditions hold as before; each such pair would otherwise take a
    /// stage of its own (a next scoregroup joining a solved bracket: once the duals
    /// fell, its players are tight with each other). Returns the number of roots and
    /// of pairs made.
    fn pair_tight_roots(&mut self, order: &[usize]) -> (usize, usize) {
        let roots: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&v| self.mate[v].is_none() && self.inblossom[v] == v)
            .filter(|&v| !self.dual[v].is_zero())
            .collect();
        if roots.len() < TIGHT_ROOTS_FROM {
            return (roots.len(), 0);
        }
        let mut paired = 0;
        for (k, &v) in roots.iter().enumerate() {
            if self.mate[v].is_some() {
                continue;
            }
            // (A stopped solve stops right after: the pairs made so far are tight.)
            if self.should_stop() {
                break;
            }
            let partner = roots[k + 1..].iter().copied().find(|&u| {
                self.mate[u].is_none() && self.is_edge(v, u) && self.slack((v, u)).is_zero()
            });
            if let Some(u) = partner {
                self.mate[v] = Some(u);
                self.mate[u] = Some(v);
                paired += 1;
            }
        }
        if paired > 0 {
            self.version += 1;
        }
        #[cfg(test)]
        TIGHT_ROOTS_PAIRED.with(|c| c.set(c.get() + paired));
        (roots.len(), paired)
    }

    fn run(&mut self) {
        let n = self.n;
        let order = self.root_order();
        // Every stage removes at least one root (a free vertex with a positive dual), and
        // no stage makes a new one, but for the stages left when the duals moved.
        // After the duals moved, roots may be tight with each other: paired at once,
        // while that pays (see `pair_tight_roots`). With many roots, a stage is left
        // as soon as the duals move (a new tight edge, a whole stage's scans to wait
        // for otherwise), for that pairing to come first.
        let (mut duals_moved, mut pairing_pays) = (false, true);
        let mut stages_left = n + 1;
        while stages_left > 0 {
            if self.should_stop() {
                return;
            }
            if std::mem::take(&mut duals_moved) && pairing_pays {
                let (roots, paired) = self.pair_tight_roots(&order);
                pairing_pays = paired * 8 >= roots && roots >= TIGHT_ROOTS_FROM;
                if self.interrupted {
                    return;
                }
            }
            self.clear_stage();
            let roots = self.label_roots(&order);
            if roots == 0 {
                break;
            }
            let may_leave = pairing_pays && roots >= TIGHT_ROOTS_FROM;
            match self.stage(may_leave, &mut duals_moved) {
                StageEnd::Stopped => return,
                StageEnd::NoImprovement => break,
                StageEnd::Left => {}
                StageEnd::Augmented => stages_left -= 1,
            }
            for b in n..2 * n {
                if self.parent[b].is_none()
                    && self.base[b].is_some()
                    && self.label[b] == S
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// The roots in the order they are labelled; the scans take the last queued first:
    /// the changed vertices go last.
    fn root_order(&mut self) -> Vec<usize> {
        for &v in &self.recent {
            self.dirty[v] = true;
        }
        let order: Vec<usize> = self
            .alive
            .iter()
            .copied()
            .filter(|&v| !self.dirty[v])
            .chain(self.recent.iter().copied())
            .collect();
        for &v in &self.recent {
            self.dirty[v] = false;
        }
        order
    }

    /// Forgets the labels, best edges and allowed edges of the last stage.
    fn clear_stage(&mut self) {
        let n = self.n;
        self.label.iter_mut().for_each(|l| *l = FREE);
        // A free vertex reached at dual zero ends a path: no stale label end may
        // extend it.
        self.labelend.iter_mut().for_each(|e| *e = None);
        self.bestedge.iter_mut().for_each(|e| *e = None);
        for b in n..2 * n {
            self.blossombest[b] = None;
        }
        for b in std::mem::take(&mut self.pending) {
            self.is_pending[b] = false;
        }
        self.allowed.clear();
        self.queue.clear();
        self.epoch += 1;
    }

    /// Labels S every free vertex with a positive dual (a root); answers how many.
    fn label_roots(&mut self, order: &[usize]) -> usize {
        // Every root at an even dual (a free vertex's dual may rise: its edges stay
        // feasible), so that the trees' duals share a parity and the half slack of
        // an edge between two S-blossoms is whole.
        for &v in order {
            if self.mate[v].is_none()
                && self.inblossom[v] == v
                && !self.dual[v].is_zero()
                && self.dual[v].is_odd()
            {
                self.dual[v] = self.dual[v].plus_one();
                self.version += 1;
            }
        }
        let mut roots = 0usize;
        for &v in order {
            if self.mate[v].is_none()
                && self.label[self.inblossom[v]] == FREE
                && !self.dual[v].is_zero()
            {
                self.assign_label(v, S, None);
                roots += 1;
            }
        }
        roots
    }

    /// One stage: the trees grow from the roots (scans of the S-vertices, dual changes)
    /// until a path is augmented, no dual change improves, or the stage is left
    /// (`may_leave`: at the first dual change that makes an edge tight).
    fn stage(&mut self, may_leave: bool, duals_moved: &mut bool) -> StageEnd {
        let mut augmented = false;
        let mut deferred: Vec<usize> = Vec::new();
        loop {
            if self.should_stop() {
                return StageEnd::Stopped;
            }
            while let Some(v) = self.queue.pop() {
                if augmented {
                    break;
                }
                if self.should_stop() {
                    return StageEnd::Stopped;
                }
                if self.quiet[v] == self.version {
                    deferred.push(v);
                    continue;
                }
                let (tight, path) = self.scan(v);
                augmented = path;
                if !tight && !augmented {
                    self.quiet[v] = self.version;
                }
            }
            if augmented {
                return StageEnd::Augmented;
            }
            // The waiting scans are done before the duals change (they give the best
            // edges the change needs).
            if !deferred.is_empty() {
                for v in std::mem::take(&mut deferred) {
                    self.quiet[v] = 0;
                    self.queue.push(v);
                }
                continue;
            }
            self.gather_pending_best();
            if self.interrupted {
                return StageEnd::Stopped;
            }
            let Some(change) = self.dual_change() else {
                return StageEnd::NoImprovement;
            };
            self.move_duals(&change.delta);
            *duals_moved = true;
            if may_leave && matches!(change.kind, 2 | 3) {
                return StageEnd::Left;
            }
            match (change.kind, change.edge) {
                (2, Some((i, j))) => {
                    self.allow((i, j));
                    let i = if self.label[self.inblossom[i]] == FREE {
                        j
                    } else {
                        i
                    };
                    self.queue.push(i);
                }
                (3, Some((i, j))) => {
                    self.allow((i, j));
                    self.queue.push(i);
                }
                (4, _) => self.expand_blossom(change.blossom, false),
                _ => {
                    // Type 1: free the vertex whose dual is now zero.
                    self.augment_to_root(change.vertex);
                    return StageEnd::Augmented;
                }
            }
        }
    }

    /// Scans the S-vertex `v`'s edges: labels, blossoms, best edges; answers whether an
    /// edge was tight and whether a path was augmented (the scan then stops).
    fn scan(&mut self, v: usize) -> (bool, bool) {
        let mut tight = false;
        // (No dual changes during a scan.)
        let dual_v = self.dual[v].clone();
        // Where the scan stands in `v`'s allowed partners (the scan visits them in
        // increasing order).
        let mut allowed_at = 0;
        for k in 0..self.alive.len() {
            let w = self.alive[k];
            // Index 0: no edge (nor with `v` itself).
            let id = self.weights.get(v, w) as usize;
            if id == 0 || self.inblossom[v] == self.inblossom[w] {
                continue;
            }
            let mut allowed = self.allowed.contains_along(v, w, &mut allowed_at);
            let mut kslack = None;
            if !allowed {
                let s = dual_v.plus(&self.dual[w]).minus(&self.palette[id]);
                if s.is_zero() {
                    self.allow((v, w));
                    allowed = true;
                }
                kslack = Some(s);
            }
            let bw = self.inblossom[w];
            if allowed {
                tight = true;
                if self.label[bw] == FREE {
                    let free_base = self.base[bw].is_some_and(|b| self.mate[b].is_none());
                    if free_base {
                        // A free vertex at dual zero: an augmenting path.
                        self.augment_matching((v, w));
                        return (tight, true);
                    }
                    self.assign_label(w, T, Some((v, w)));
                } else if self.label[bw] == S {
                    match self.scan_blossom(v, w) {
                        Some(base) => self.add_blossom(base, (v, w)),
                        None => {
                            self.augment_matching((v, w));
                            return (tight, true);
                        }
                    }
                } else if self.label[w] == FREE {
                    self.label[w] = T;
                    self.labelend[w] = Some((v, w));
                }
            } else if self.label[bw] == S {
                let b = self.inblossom[v];
                self.offer_best(b, (v, w), kslack);
            } else if self.label[w] == FREE {
                self.offer_best(w, (v, w), kslack);
            }
        }
        (tight, false)
    }
}

/// How a stage ended.
enum StageEnd {
    /// A path was augmented (or a root freed at dual zero).
    Augmented,
    /// Left at a dual change, for the tight roots to be paired first.
    Left,
    /// No dual change is possible: the matching is maximum.
    NoImprovement,
    /// The solve was asked to stop.
    Stopped,
}

#[cfg(test)]
mod tests;

//! Maximum-cardinality matching on a general graph, one augmenting path at a time
//! (Edmonds' blossoms, found by a breadth-first search that shrinks each odd cycle into
//! its base). For callers that only ask whether every vertex can be matched and that
//! change the graph a little between questions: after taking two vertices out of a
//! perfect matching, one augmenting path between the two partners left alone answers
//! again, in O(n²) on a dense graph instead of a whole solve.
//!
//! The graph is given by `alive` (the vertices taking part) and `edge(u, v)`.

/// No vertex (a root's parent, an unmatched vertex's mate).
const NONE: usize = usize::MAX;

/// The search's working memory, kept between calls to avoid allocating each time.
#[derive(Debug, Clone, Default)]
pub struct AugmentingSearch {
    parent: Vec<usize>,
    base: Vec<usize>,
    reached: Vec<bool>,
    in_blossom: Vec<bool>,
    on_path: Vec<bool>,
    queue: Vec<usize>,
}

impl AugmentingSearch {
    pub fn new() -> Self {
        AugmentingSearch::default()
    }

    /// Matches as many vertices as possible, starting from `mate` (a matching: `mate[v]`
    /// is `v`'s partner or `None`): each vertex left alone is offered one augmenting
    /// path. True when every alive vertex ends matched.
    pub fn complete(
        &mut self,
        alive: &[bool],
        edge: impl Fn(usize, usize) -> bool,
        mate: &mut [Option<usize>],
    ) -> bool {
        let n = alive.len().min(mate.len());
        // Greedy first: most vertices pair with a free neighbour at once.
        for u in (0..n).filter(|&u| alive[u]) {
            if mate[u].is_some() {
                continue;
            }
            if let Some(v) = (u + 1..n).find(|&v| alive[v] && mate[v].is_none() && edge(u, v)) {
                mate[u] = Some(v);
                mate[v] = Some(u);
            }
        }
        let mut complete = true;
        for root in 0..n {
            if alive[root] && mate[root].is_none() && !self.augment(alive, &edge, mate, root) {
                complete = false;
            }
        }
        complete
    }

    /// Looks for an augmenting path from the unmatched vertex `root`; when there is one,
    /// flips it (one more pair) and answers true.
    pub fn augment(
        &mut self,
        alive: &[bool],
        edge: impl Fn(usize, usize) -> bool,
        mate: &mut [Option<usize>],
        root: usize,
    ) -> bool {
        let n = alive.len().min(mate.len());
        if root >= n || !alive[root] || mate[root].is_some() {
            return false;
        }
        self.reset(n);
        self.reached[root] = true;
        self.queue.push(root);
        let mut head = 0;
        while let Some(&v) = self.queue.get(head) {
            head += 1;
            for to in 0..n {
                if !alive[to] || to == v || !edge(v, to) {
                    continue;
                }
                if self.base[v] == self.base[to] || mate[v] == Some(to) {
                    continue;
                }
                let to_is_outer = to == root || mate[to].is_some_and(|m| self.parent[m] != NONE);
                if to_is_outer {
                    self.shrink(mate, v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    match mate[to] {
                        None => {
                            flip(&self.parent, mate, to);
                            return true;
                        }
                        Some(m) => {
                            self.reached[m] = true;
                            self.queue.push(m);
                        }
                    }
                }
            }
        }
        false
    }

    fn reset(&mut self, n: usize) {
        self.parent.clear();
        self.parent.resize(n, NONE);
        self.base.clear();
        self.base.extend(0..n);
        self.reached.clear();
        self.reached.resize(n, false);
        self.queue.clear();
    }

    /// The odd cycle closed by the edge {v, to} between two outer vertices: every vertex
    /// on it takes the cycle's base, and its inner vertices become outer (searched).
    fn shrink(&mut self, mate: &[Option<usize>], v: usize, to: usize) {
        let n = self.base.len();
        let base = self.common_base(mate, v, to);
        self.in_blossom.clear();
        self.in_blossom.resize(n, false);
        self.mark_path(mate, v, base, to);
        self.mark_path(mate, to, base, v);
        for i in 0..n {
            if self.in_blossom[self.base[i]] {
                self.base[i] = base;
                if !self.reached[i] {
                    self.reached[i] = true;
                    self.queue.push(i);
                }
            }
        }
    }

    /// The base where the tree paths from `a` and `b` to the root meet.
    fn common_base(&mut self, mate: &[Option<usize>], mut a: usize, mut b: usize) -> usize {
        self.on_path.clear();
        self.on_path.resize(self.base.len(), false);
        loop {
            a = self.base[a];
            self.on_path[a] = true;
            match mate[a] {
                Some(m) if self.parent[m] != NONE => a = self.parent[m],
                _ => break,
            }
        }
        loop {
            b = self.base[b];
            if self.on_path[b] {
                return b;
            }
            match mate[b] {
                Some(m) if self.parent[m] != NONE => b = self.parent[m],
                _ => return b,
            }
        }
    }

    /// Marks the blossom's vertices from `v` down to `base`, pointing the inner ones
    /// back across the closing edge (towards `child`).
    fn mark_path(&mut self, mate: &[Option<usize>], mut v: usize, base: usize, mut child: usize) {
        while self.base[v] != base {
            let Some(m) = mate[v] else { return };
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[m]] = true;
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
            if v == NONE {
                return;
            }
        }
    }
}

/// Flips the augmenting path that ends at the unmatched vertex `end`.
fn flip(parent: &[usize], mate: &mut [Option<usize>], end: usize) {
    let mut v = end;
    while v != NONE {
        let pv = parent[v];
        let next = mate[pv];
        mate[v] = Some(pv);
        mate[pv] = Some(v);
        v = next.unwrap_or(NONE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether every vertex of `alive` can be matched, by trying every partner of the
    /// first unmatched one.
    fn brute(alive: &mut Vec<bool>, edge: &dyn Fn(usize, usize) -> bool) -> bool {
        let Some(u) = (0..alive.len()).find(|&u| alive[u]) else {
            return true;
        };
        alive[u] = false;
        let mut found = false;
        for v in 0..alive.len() {
            if alive[v] && edge(u, v) {
                alive[v] = false;
                found = brute(alive, edge);
                alive[v] = true;
                if found {
                    break;
                }
            }
        }
        alive[u] = true;
        found
    }

    #[test]
    fn a_pentagon_with_a_tail() {
        // The odd cycle 0-1-2-3-4-0 and the edge 4-5. Matched 0-4 and 1-2, the vertices
        // 3 and 5 are alone; the path 3-2=1-0=4-5 pairs everybody (3 pairs).
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (4, 5)];
        let edge = |u: usize, v: usize| edges.contains(&(u, v)) || edges.contains(&(v, u));
        let alive = vec![true; 6];
        let mut mate = vec![None; 6];
        mate[0] = Some(4);
        mate[4] = Some(0);
        mate[1] = Some(2);
        mate[2] = Some(1);
        assert!(AugmentingSearch::new().complete(&alive, edge, &mut mate));
        for (v, m) in mate.iter().enumerate() {
            let m = m.unwrap();
            assert!(edge(v, m) && mate[m] == Some(v));
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // a symmetric matrix filled by (u, v) pairs
    fn agrees_with_brute_force_on_small_random_graphs() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for case in 0..3000 {
            let n = 2 + (case % 11);
            let density = 20 + next() % 60;
            let mut matrix = vec![vec![false; n]; n];
            for u in 0..n {
                for v in u + 1..n {
                    let on = next() % 100 < density;
                    matrix[u][v] = on;
                    matrix[v][u] = on;
                }
            }
            let edge = |u: usize, v: usize| matrix[u][v];
            let mut alive: Vec<bool> = (0..n).map(|_| next() % 5 != 0).collect();
            let expected = brute(&mut alive, &edge);
            let mut mate = vec![None; n];
            let got = AugmentingSearch::new().complete(&alive, edge, &mut mate);
            assert_eq!(got, expected, "case {case}: {matrix:?} {alive:?}");
            for v in (0..n).filter(|&v| alive[v]) {
                if let Some(m) = mate[v] {
                    assert!(alive[m] && matrix[v][m] && mate[m] == Some(v));
                }
            }
        }
    }
}

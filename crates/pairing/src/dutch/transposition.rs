//! C.04.3 art. 4.2 without a solve per S1 player: the first transposition of S2 that
//! gives a best pairing, read off one optimal matching of S1 against S2 and its duals.
//!
//! Once S1 and S2 are fixed (art. 4.3 done), the bracket engine gives each S1 player,
//! in order, the first S2 player with whom a best pairing still exists. The matching of
//! S1 against S2 is bipartite, so linear-programming duality answers "with whom does a
//! best pairing exist" for every step at once:
//!
//! - a matching is a best one exactly when it uses only *tight* edges (whose weight
//!   equals the sum of their ends' duals) and leaves unpaired only players whose dual
//!   is zero; this holds for every optimal matching and any one set of optimal duals;
//! - after a pair of some best matching is fixed, the same duals stay optimal for the
//!   players left, so they serve every later step.
//!
//! Here every S1 player's dual is positive (so S1 is always fully paired) and the S2
//! players at dual zero are the ones who may float. Giving them imaginary partners
//! (one per S2 player left over) turns the best matchings into the perfect matchings
//! of the tight graph, and the pair {i, j} belongs to one of them exactly when `j`
//! reaches `i`'s current partner along alternating edges: matched edges from S2 to S1,
//! tight edges from S1 to S2, and from an S2 player at dual zero to every player left
//! over (whose imaginary partner may take the zero-dual player instead).
//!
//! The caller proves the preconditions (duals that certify the matching, positive S1
//! duals) and keeps the solve per player for every other case.

/// The tight edges of S1 against S2: `columns[x]` is the set of S1 players (bits)
/// tight with S2 player `x`.
pub struct TightGraph {
    s1: usize,
    columns: Vec<Vec<u64>>,
}

impl TightGraph {
    /// An S1 of `s1` players against an S2 of `s2`, with no edge yet.
    pub fn new(s1: usize, s2: usize) -> TightGraph {
        TightGraph {
            s1,
            columns: vec![vec![0; s1.div_ceil(64)]; s2],
        }
    }

    pub fn add(&mut self, s1: usize, s2: usize) {
        if let Some(word) = self
            .columns
            .get_mut(s2)
            .and_then(|column| column.get_mut(s1 / 64))
        {
            *word |= 1 << (s1 % 64);
        }
    }

    fn has(&self, s1: usize, s2: usize) -> bool {
        self.columns
            .get(s2)
            .and_then(|column| column.get(s1 / 64))
            .is_some_and(|word| word & (1 << (s1 % 64)) != 0)
    }
}

/// How an S2 player reaches the current partner of the S1 player being paired: its
/// partner (an S1 player, or an imaginary one when it is left over) moves to `next`.
#[derive(Clone, Copy)]
enum Step {
    Partner { s1: usize, next: usize },
    LeftOver { next: usize },
}

/// The S1 players' opponents in art. 4.2 order: `result[i]` is the S2 player of S1
/// player `i` (S1 in pairing order, S2 in the order its players are tried), starting
/// from the optimal matching `mate` (every S1 player paired). `floats[x]`: S2 player `x`
/// has dual zero. `None` when `mate` does not pair every S1 player with a tight edge,
/// or when `stop` answers true (it is asked before each S1 player).
pub fn first_transposition(
    tight: &TightGraph,
    mate: &[usize],
    floats: &[bool],
    stop: &dyn Fn() -> bool,
) -> Option<Vec<usize>> {
    let s2 = tight.columns.len();
    let mut partner_of_s1 = mate.to_vec();
    let mut partner_of_s2: Vec<Option<usize>> = vec![None; s2];
    for (i, &x) in mate.iter().enumerate() {
        if !tight.has(i, x) || partner_of_s2.get(x).copied().flatten().is_some() {
            return None;
        }
        *partner_of_s2.get_mut(x)? = Some(i);
    }
    let mut paired_s1 = vec![false; tight.s1];
    let mut paired_s2 = vec![false; s2];
    let mut search = Search::new(tight.s1, s2);
    let mut result = Vec::with_capacity(tight.s1);
    for i in 0..tight.s1 {
        if stop() {
            return None;
        }
        let current = *partner_of_s1.get(i)?;
        search.reach(
            tight,
            i,
            current,
            &partner_of_s1,
            &partner_of_s2,
            floats,
            &paired_s1,
            &paired_s2,
        );
        let j = (0..s2).find(|&x| !paired_s2[x] && tight.has(i, x) && search.reaches(x))?;
        search.move_along(j, i, current, &mut partner_of_s1, &mut partner_of_s2);
        paired_s1[i] = true;
        paired_s2[j] = true;
        result.push(j);
    }
    Some(result)
}

/// The alternating search of one step.
struct Search {
    reached: Vec<bool>,
    step: Vec<Option<Step>>,
    seen_s1: Vec<u64>,
    queue: Vec<usize>,
}

impl Search {
    fn new(s1: usize, s2: usize) -> Search {
        Search {
            reached: vec![false; s2],
            step: vec![None; s2],
            seen_s1: vec![0; s1.div_ceil(64)],
            queue: Vec::new(),
        }
    }

    fn reaches(&self, x: usize) -> bool {
        self.reached.get(x).copied().unwrap_or(false)
    }

    /// Marks every S2 player from which an alternating path leads to `target` (the
    /// partner of S1 player `i`), searching backwards from it.
    #[allow(clippy::too_many_arguments)]
    fn reach(
        &mut self,
        tight: &TightGraph,
        i: usize,
        target: usize,
        partner_of_s1: &[usize],
        partner_of_s2: &[Option<usize>],
        floats: &[bool],
        paired_s1: &[bool],
        paired_s2: &[bool],
    ) {
        self.reached.fill(false);
        self.step.fill(None);
        for (k, word) in self.seen_s1.iter_mut().enumerate() {
            // Paired players and `i` itself are never passed through.
            *word = 0;
            for bit in 0..64 {
                let s = k * 64 + bit;
                if s == i || paired_s1.get(s).copied().unwrap_or(true) {
                    *word |= 1 << bit;
                }
            }
        }
        self.queue.clear();
        self.mark(target, None);
        let mut left_over_done = false;
        let mut head = 0;
        while let Some(&y) = self.queue.get(head) {
            head += 1;
            if floats.get(y).copied().unwrap_or(false) && !left_over_done {
                // y may be left over: every player left over now can take its place.
                left_over_done = true;
                for x in 0..partner_of_s2.len() {
                    if partner_of_s2[x].is_none() && !paired_s2[x] && !self.reached[x] {
                        self.mark(x, Some(Step::LeftOver { next: y }));
                    }
                }
            }
            let Some(column) = tight.columns.get(y) else {
                continue;
            };
            for (k, &bits) in column.iter().enumerate() {
                let mut fresh = bits & !self.seen_s1[k];
                self.seen_s1[k] |= fresh;
                while fresh != 0 {
                    let s = k * 64 + fresh.trailing_zeros() as usize;
                    fresh &= fresh - 1;
                    if let Some(&x) = partner_of_s1.get(s)
                        && !self.reached[x]
                    {
                        self.mark(x, Some(Step::Partner { s1: s, next: y }));
                    }
                }
            }
        }
    }

    fn mark(&mut self, x: usize, step: Option<Step>) {
        if let Some(slot) = self.reached.get_mut(x) {
            *slot = true;
            self.step[x] = step;
            self.queue.push(x);
        }
    }

    /// Gives S1 player `i` the S2 player `j`, moving every partner along the path from
    /// `j` to `target` (`i`'s old partner).
    fn move_along(
        &self,
        j: usize,
        i: usize,
        target: usize,
        partner_of_s1: &mut [usize],
        partner_of_s2: &mut [Option<usize>],
    ) {
        let mut x = j;
        let mut incoming = Some(i);
        loop {
            let step = self.step.get(x).copied().flatten();
            partner_of_s2[x] = incoming;
            if let Some(s) = incoming {
                partner_of_s1[s] = x;
            }
            if x == target {
                break;
            }
            match step {
                Some(Step::Partner { s1, next }) => {
                    incoming = Some(s1);
                    x = next;
                }
                Some(Step::LeftOver { next }) => {
                    incoming = None;
                    x = next;
                }
                None => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::differential::Rng;

    /// Every perfect-for-S1 matching of a small weighted S1 × S2 graph, best first in
    /// art. 4.2 order, by brute force.
    fn brute_force(weights: &[Vec<u64>]) -> Vec<usize> {
        let s2 = weights.first().map_or(0, Vec::len);
        let mut best: Option<(u64, Vec<usize>)> = None;
        let mut current = Vec::new();
        fn walk(
            weights: &[Vec<u64>],
            s2: usize,
            current: &mut Vec<usize>,
            best: &mut Option<(u64, Vec<usize>)>,
        ) {
            let i = current.len();
            if i == weights.len() {
                let total: u64 = current
                    .iter()
                    .enumerate()
                    .map(|(a, &b)| weights[a][b])
                    .sum();
                // The first in lexicographic order among the heaviest (strictly better
                // only replaces).
                if best.as_ref().is_none_or(|(w, _)| total > *w) {
                    *best = Some((total, current.clone()));
                }
                return;
            }
            for x in 0..s2 {
                if weights[i][x] > 0 && !current.contains(&x) {
                    current.push(x);
                    walk(weights, s2, current, best);
                    current.pop();
                }
            }
        }
        walk(weights, s2, &mut current, &mut best);
        best.map(|(_, m)| m).unwrap_or_default()
    }

    /// The engine's way: one optimal matching and its duals, by the general solver.
    fn by_duals(weights: &[Vec<u64>]) -> Option<Vec<usize>> {
        let s1 = weights.len();
        let s2 = weights.first().map_or(0, Vec::len);
        let n = s1 + s2;
        let mut g = crate::matching::DenseGraph::<u64>::new(n);
        for (a, row) in weights.iter().enumerate() {
            for (b, &w) in row.iter().enumerate() {
                // A bonus for pairing S1 (so that every S1 player is paired, as in the
                // engine where S1 are the players paired downwards).
                if w > 0 {
                    g.set_weight(a, s1 + b, w + 1000);
                }
            }
        }
        let mates = g.solve();
        let duals = g.certificate()?;
        let mut tight = TightGraph::new(s1, s2);
        for a in 0..s1 {
            for b in 0..s2 {
                let w2 = 2 * g.weight(a, s1 + b);
                if w2 > 0 && duals[a] + duals[s1 + b] == w2 {
                    tight.add(a, b);
                }
            }
        }
        let mate: Option<Vec<usize>> = (0..s1).map(|a| mates[a].map(|m| m - s1)).collect();
        let floats: Vec<bool> = (0..s2).map(|b| duals[s1 + b] == 0).collect();
        if (0..s1).any(|a| duals[a] == 0) {
            return None;
        }
        first_transposition(&tight, &mate?, &floats, &|| false)
    }

    #[test]
    fn the_first_best_transposition_is_found_on_small_random_brackets() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut compared = 0;
        for case in 0..3000 {
            let s1 = 1 + rng.below(5) as usize;
            let s2 = s1 + rng.below(3) as usize;
            // Few distinct weights, as colour and float criteria give, and some
            // missing edges (players who met).
            let weights: Vec<Vec<u64>> = (0..s1)
                .map(|_| {
                    (0..s2)
                        .map(|_| {
                            if rng.below(5) == 0 {
                                0
                            } else {
                                1 + rng.below(3) * 4
                            }
                        })
                        .collect()
                })
                .collect();
            let expected = brute_force(&weights);
            if expected.len() != s1 {
                continue;
            }
            if let Some(found) = by_duals(&weights) {
                assert_eq!(found, expected, "case {case}: {weights:?}");
                compared += 1;
            }
        }
        assert!(compared > 2000, "only {compared} cases had a certificate");
    }

    #[test]
    fn a_left_over_player_may_take_the_place_of_the_first_choice() {
        // S1 = {0}, S2 = {0, 1}: both edges equal. The solver may pair 0 with either;
        // art. 4.2 wants S2 player 0.
        let weights = vec![vec![5, 5]];
        assert_eq!(by_duals(&weights), Some(vec![0]));
        assert_eq!(brute_force(&weights), vec![0]);
    }
}

//! Completion look-ahead (decision L-7): whether the players still unpaired in the round
//! can all be paired. It checks the PAB (L-11) and each scoregroup's pairing by the text's
//! procedure; only where that pairing would block the round (the text would crack pairs,
//! 2.6) is the scoregroup paired again with every choice (an opponent, an exchange of
//! 4.3–4.4) required to keep the round completable.
//!
//! A cheap sufficient test first (Dirac: every player compatible with at least half of the
//! others, so a Hamiltonian cycle and a perfect pairing exist), then the matching solver.

use crate::matching::max_weight_matching;

/// The compatibility graph of the round and the players still to pair.
pub struct Completion {
    n: usize,
    edges: Vec<bool>,
    unpaired: Vec<bool>,
    /// Compatible unpaired players of each player.
    degree: Vec<usize>,
    left: usize,
}

impl Completion {
    /// `compatible(u, v)` is asked for `u < v`.
    pub fn new(n: usize, compatible: impl Fn(usize, usize) -> bool) -> Completion {
        let mut edges = vec![false; n * n];
        let mut degree = vec![0; n];
        for u in 0..n {
            for v in (u + 1)..n {
                if compatible(u, v) {
                    edges[u * n + v] = true;
                    edges[v * n + u] = true;
                    degree[u] += 1;
                    degree[v] += 1;
                }
            }
        }
        Completion {
            n,
            edges,
            unpaired: vec![true; n],
            degree,
            left: n,
        }
    }

    pub fn compatible(&self, u: usize, v: usize) -> bool {
        u != v && self.edges.get(u * self.n + v).copied().unwrap_or(false)
    }

    pub fn is_unpaired(&self, v: usize) -> bool {
        self.unpaired.get(v).copied().unwrap_or(false)
    }

    /// Takes `v` out of the players still to pair (paired, or given the PAB).
    pub fn remove(&mut self, v: usize) {
        if !self.is_unpaired(v) {
            return;
        }
        self.unpaired[v] = false;
        self.left -= 1;
        for u in 0..self.n {
            if self.edges[v * self.n + u] {
                self.degree[u] -= 1;
            }
        }
    }

    /// Puts `v` back among the players still to pair (a pair undone, 4.3).
    pub fn restore(&mut self, v: usize) {
        if v >= self.n || self.is_unpaired(v) {
            return;
        }
        self.unpaired[v] = true;
        self.left += 1;
        for u in 0..self.n {
            if self.edges[v * self.n + u] {
                self.degree[u] += 1;
            }
        }
    }

    /// Whether the players still unpaired, less `taken`, can all be paired.
    pub fn completes_without(&self, taken: &[usize]) -> bool {
        let rest: Vec<usize> = (0..self.n)
            .filter(|&v| self.unpaired[v] && !taken.contains(&v))
            .collect();
        if rest.len() % 2 == 1 {
            return false;
        }
        if rest.is_empty() {
            return true;
        }
        let lost = |v: usize| taken.iter().filter(|&&t| self.compatible(v, t)).count();
        let need = rest.len().div_ceil(2);
        if rest.len() >= 3 && rest.iter().all(|&v| self.degree[v] - lost(v) >= need) {
            return true;
        }
        self.perfect_pairing_exists(&rest)
    }

    /// The most pairs that can be made among `members` alone (C.04.4.3 3.10: "the number
    /// of pairings of that score-group").
    pub fn pairings_within(&self, members: &[usize]) -> usize {
        let m = members.len();
        let mate = max_weight_matching::<u64>(m, |i, j| {
            u64::from(self.compatible(members[i], members[j]))
        });
        mate.iter().filter(|x| x.is_some()).count() / 2
    }

    /// The players of `members` left unpaired by a largest pairing among them that pairs
    /// first the players of greater `weight` (C.04.4.3 3.9: which floaters float on).
    pub fn left_over(&self, members: &[usize], weight: impl Fn(usize) -> u64) -> Vec<usize> {
        let m = members.len();
        let mate = max_weight_matching::<u64>(m, |i, j| {
            if self.compatible(members[i], members[j]) {
                1 + weight(members[i]) + weight(members[j])
            } else {
                0
            }
        });
        members
            .iter()
            .zip(&mate)
            .filter(|(_, x)| x.is_none())
            .map(|(&v, _)| v)
            .collect()
    }

    fn perfect_pairing_exists(&self, rest: &[usize]) -> bool {
        let m = rest.len();
        let mate =
            max_weight_matching::<u64>(m, |i, j| u64::from(self.compatible(rest[i], rest[j])));
        mate.iter().all(Option::is_some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_of_four_pairs_only_at_its_ends() {
        // 0-1-2-3 in a line: the only complete pairing is 0-1, 2-3.
        let c = Completion::new(4, |u, v| v == u + 1);
        assert!(c.completes_without(&[0, 1]));
        assert!(!c.completes_without(&[1, 2]));
        assert!(!c.completes_without(&[0]));
    }
}

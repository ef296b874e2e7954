//! The blossom solver against a second opinion (issue 20): NetworkX's
//! `max_weight_matching` on graphs of 40–200 vertices, where the solver's quick ways
//! for large graphs run (roots paired along tight edges at once from 32 roots on, a
//! bracket solved alone before its next scoregroup joins, rows kept by class). The
//! answers were computed once by `scripts/matching_second_opinion.py` and are kept in
//! `tests/data/matching/networkx.txt`; the graphs are drawn here exactly as there.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::needless_range_loop)]

use torneo::pairing::matching::DenseGraph;

/// xorshift64, as the script draws.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// A drawn graph: `weights[u][v]` (zero: no edge); the vertices from `first` on join
/// the bracket `0..first`, whose edges weigh more.
struct Drawn {
    first: usize,
    weights: Vec<Vec<u64>>,
}

fn draw(seed: u64) -> Drawn {
    let mut rng = Xorshift(seed);
    let n = 40 + rng.below(161) as usize;
    let first = n / 4 + rng.below(n as u64 / 2) as usize;
    let top = [3, 12, 1000][rng.below(3) as usize];
    let mut weights = vec![vec![0; n]; n];
    for u in 0..n {
        for v in u + 1..n {
            if rng.below(6) == 0 {
                continue;
            }
            let mut w = 1 + rng.below(top);
            if u < first {
                w += 2 * top;
            }
            weights[u][v] = w;
            weights[v][u] = w;
        }
    }
    Drawn { first, weights }
}

/// The matching's total weight, after checking it pairs each vertex at most once and
/// only along edges.
fn total(mates: &[Option<usize>], weights: &[Vec<u64>]) -> u64 {
    let mut sum = 0;
    for (v, mate) in mates.iter().enumerate() {
        if let Some(m) = *mate {
            assert_eq!(mates[m], Some(v), "mates of {v} and {m} disagree");
            assert!(weights[v][m] > 0, "{v} and {m} paired without an edge");
            if v < m {
                sum += weights[v][m];
            }
        }
    }
    sum
}

/// Solved at once, from every weight.
fn solved_at_once(d: &Drawn, mut g: DenseGraph<u64>) -> u64 {
    let n = d.weights.len();
    for u in 0..n {
        for v in u + 1..n {
            g.set_weight(u, v, d.weights[u][v]);
        }
    }
    total(&g.solve(), &d.weights)
}

/// The bracket solved alone, then the others joining it row by row, solved again.
fn solved_joining(d: &Drawn, mut g: DenseGraph<u64>) -> u64 {
    let n = d.weights.len();
    for u in 0..d.first {
        for v in u + 1..d.first {
            g.set_weight(u, v, d.weights[u][v]);
        }
    }
    g.solve();
    for u in d.first..n {
        for v in 0..u {
            g.set_weight_from(u, v, d.weights[u][v]);
        }
    }
    total(&g.solve(), &d.weights)
}

fn cases() -> Vec<(u64, usize, usize, u64)> {
    let text = include_str!("../data/matching/networkx.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<u64> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (f[0], f[1] as usize, f[2] as usize, f[4])
        })
        .collect()
}

#[test]
fn large_graphs_reach_networkx_best_total() {
    let cases = cases();
    assert_eq!(cases.len(), 48);
    for (seed, n, first, best) in cases {
        let d = draw(seed);
        assert_eq!(
            (d.weights.len(), d.first),
            (n, first),
            "seed {seed} drawn otherwise"
        );
        let classes: Vec<u32> = (0..n).map(|v| (v % 3) as u32).collect();
        assert_eq!(
            solved_at_once(&d, DenseGraph::new(n)),
            best,
            "seed {seed}, at once"
        );
        assert_eq!(
            solved_joining(&d, DenseGraph::new(n)),
            best,
            "seed {seed}, joining"
        );
        assert_eq!(
            solved_joining(&d, DenseGraph::with_classes(classes)),
            best,
            "seed {seed}, joining, kept by class"
        );
    }
}

//! The blossom solver against brute force on random small graphs: same total weight, and
//! the result is a valid matching over existing edges.

#![allow(clippy::needless_range_loop)]

use proptest::prelude::*;
use torneo::pairing::matching::{DenseGraph, WideUint, max_weight_matching};

fn brute(n: usize, w: &[Vec<u64>], used: &mut Vec<bool>) -> u64 {
    let Some(first) = (0..n).find(|&v| !used[v]) else {
        return 0;
    };
    used[first] = true;
    let mut best = brute(n, w, used);
    for other in (first + 1)..n {
        if !used[other] && w[first][other] > 0 {
            used[other] = true;
            best = best.max(w[first][other] + brute(n, w, used));
            used[other] = false;
        }
    }
    used[first] = false;
    best
}

fn total(mates: &[Option<usize>], w: &[Vec<u64>]) -> u64 {
    let mut sum = 0;
    for (v, m) in mates.iter().enumerate() {
        if let Some(m) = *m {
            assert_eq!(mates[m], Some(v), "mates are not symmetric");
            assert!(w[v][m] > 0, "matched along a missing edge");
            if v < m {
                sum += w[v][m];
            }
        }
    }
    sum
}

/// The symmetric weights of an `n`-vertex graph read from the upper half of `flat`.
fn symmetric(n: usize, flat: &[u64]) -> (usize, Vec<Vec<u64>>) {
    let mut w = vec![vec![0u64; n]; n];
    for u in 0..n {
        for v in (u + 1)..n {
            w[u][v] = flat[u * n + v];
            w[v][u] = flat[u * n + v];
        }
    }
    (n, w)
}

fn graph_strategy() -> impl Strategy<Value = (usize, Vec<Vec<u64>>)> {
    (1usize..=12).prop_flat_map(|n| {
        proptest::collection::vec(prop_oneof![Just(0u64), 1u64..20, 1u64..1_000_000], n * n)
            .prop_map(move |flat| symmetric(n, &flat))
    })
}

/// The solver's matching weighs as much as the best one brute force finds.
fn agrees_with_brute_force(n: usize, w: &[Vec<u64>]) -> Result<(), TestCaseError> {
    let mates = max_weight_matching(n, |u, v| w[u][v]);
    let got = total(&mates, w);
    let want = brute(n, w, &mut vec![false; n]);
    prop_assert_eq!(got, want);
    Ok(())
}

/// Weights as the pairing criteria make them: a base, a part per vertex and a small part
/// per pair (some edges missing), where the solver's first start splits the vertices.
fn parts_strategy() -> impl Strategy<Value = (usize, Vec<Vec<u64>>)> {
    (2usize..=12).prop_flat_map(|n| {
        (
            proptest::collection::vec(0u64..4, n),
            proptest::collection::vec(prop_oneof![Just(None), (0u64..3).prop_map(Some)], n * n),
            0u64..200,
        )
            .prop_map(move |(part, pair, base)| {
                let mut w = vec![vec![0u64; n]; n];
                for u in 0..n {
                    for v in (u + 1)..n {
                        if let Some(p) = pair[u * n + v] {
                            w[u][v] = 1 + base + 8 * (part[u] + part[v]) + 2 * p;
                            w[v][u] = w[u][v];
                        }
                    }
                }
                (n, w)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn per_vertex_parts_match_brute_force((n, w) in parts_strategy()) {
        agrees_with_brute_force(n, &w)?;
    }

    #[test]
    fn vertices_left_out_of_the_split_match_brute_force(
        (n, w) in parts_strategy(),
        outside in proptest::collection::vec(any::<bool>(), 12),
        heavy in 0u64..1000,
    ) {
        // The vertices left out are made heavier than the others, as moved-down players.
        let mut w = w;
        for u in 0..n {
            for v in 0..n {
                if w[u][v] > 0 && (outside[u] || outside[v]) {
                    w[u][v] += heavy;
                }
            }
        }
        let mut g = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                g.set_weight(u, v, w[u][v]);
            }
        }
        g.set_split_outside(outside[..n].to_vec());
        let got = total(&g.solve(), &w);
        let want = brute(n, &w, &mut vec![false; n]);
        prop_assert_eq!(got, want);
    }

    #[test]
    fn blossom_matches_brute_force((n, w) in graph_strategy()) {
        agrees_with_brute_force(n, &w)?;
    }

    #[test]
    fn wide_weights_agree_with_u64((n, w) in graph_strategy(), shift in 0u32..200) {
        // The same graph with every weight shifted into high limbs gives the same total.
        let mut g = DenseGraph::<WideUint<4>>::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                g.set_weight(u, v, WideUint::from_u64(w[u][v]).shl(shift));
            }
        }
        let mates = g.solve();
        let got = total(&mates, &w);
        let want = brute(n, &w, &mut vec![false; n]);
        prop_assert_eq!(got, want);
    }
}

fn changes_strategy() -> impl Strategy<Value = Vec<(usize, Vec<u64>)>> {
    proptest::collection::vec(
        (
            0usize..12,
            proptest::collection::vec(
                prop_oneof![Just(0u64), 1u64..4, 1u64..20, 1u64..1_000_000],
                12,
            ),
        ),
        1..8,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Warm starts: after each change of one vertex's edges (or of one edge), solving
    /// again from the previous state gives a maximum matching of the new graph. With
    /// `row_only` the changes re-settle only the changed vertex (`set_weight_from`), which
    /// can leave duals of mixed parities that the solver must survive.
    #[test]
    fn warm_start_after_changes((n, mut w) in graph_strategy(), changes in changes_strategy(), single_edges in any::<bool>(), row_only in any::<bool>()) {
        let mut g = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                g.set_weight(u, v, w[u][v]);
            }
        }
        let mates = g.solve();
        prop_assert_eq!(total(&mates, &w), brute(n, &w, &mut vec![false; n]));
        for (vertex, new) in changes {
            let p = vertex % n;
            for u in 0..n {
                if u == p || (single_edges && u != (p + 1) % n) {
                    continue;
                }
                w[p][u] = new[u];
                w[u][p] = new[u];
                if row_only {
                    g.set_weight_from(p, u, new[u]);
                } else {
                    g.set_weight(p, u, new[u]);
                }
            }
            let mates = g.solve();
            prop_assert_eq!(total(&mates, &w), brute(n, &w, &mut vec![false; n]));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Retiring a matched pair, then changing weights: the next solve is still a
    /// maximum matching of the graph without the retired vertices, and they stay out.
    #[test]
    fn retire_then_change((n, mut w) in graph_strategy(), changes in changes_strategy(), pick in 0usize..16) {
        let mut g = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                g.set_weight(u, v, w[u][v]);
            }
        }
        let mut mates = g.solve();
        let mut retired = vec![false; n];
        for (round, (vertex, new)) in changes.into_iter().enumerate() {
            // Retire a matched pair when there is one (the clean case), else any pair.
            let matched: Vec<usize> = (0..n).filter(|&v| !retired[v] && mates[v].is_some()).collect();
            let pair = matched
                .get((pick + round) % matched.len().max(1))
                .and_then(|&a| mates[a].map(|b| (a, b)));
            if let Some((a, b)) = pair {
                g.retire_pair(a, b);
                for x in [a, b] {
                    retired[x] = true;
                    for u in 0..n {
                        w[x][u] = 0;
                        w[u][x] = 0;
                    }
                }
            }
            let p = vertex % n;
            if !retired[p] {
                for u in 0..n {
                    if u != p && !retired[u] {
                        w[p][u] = new[u];
                        w[u][p] = new[u];
                        g.set_weight(p, u, new[u]);
                    }
                }
            }
            mates = g.solve();
            for v in 0..n {
                if retired[v] {
                    prop_assert_eq!(mates[v], None);
                }
                if let Some(m) = mates[v] {
                    prop_assert_eq!(mates[m], Some(v));
                }
            }
            prop_assert_eq!(total(&mates, &w), brute(n, &w, &mut vec![false; n]));
        }
    }
}

#[test]
fn dense_small_weights_many_ties() {
    // Many equal weights stress blossom shrinking and expansion.
    for n in 1..=9 {
        let w: Vec<Vec<u64>> = (0..n)
            .map(|u| {
                (0..n)
                    .map(|v| if u == v { 0 } else { 1 + ((u * v) % 3) as u64 })
                    .collect()
            })
            .collect();
        let mates = max_weight_matching(n, |u, v| w[u][v]);
        assert_eq!(total(&mates, &w), brute(n, &w, &mut vec![false; n]));
    }
}

/// Graphs whose weights take a handful of values: ties everywhere, so every stage
/// nests blossoms in blossoms (their least-slack edges gathered only when the duals
/// must change).
fn tied_graph_strategy() -> impl Strategy<Value = (usize, Vec<Vec<u64>>)> {
    (2usize..=14).prop_flat_map(|n| {
        proptest::collection::vec(prop_oneof![Just(0u64), 1u64..4], n * n)
            .prop_map(move |flat| symmetric(n, &flat))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Tied weights, solved from scratch and again after one vertex's edges change.
    #[test]
    fn tied_weights_match_brute_force_cold_and_warm(
        (n, mut w) in tied_graph_strategy(),
        changes in proptest::collection::vec((0usize..14, proptest::collection::vec(0u64..4, 14)), 0..4),
    ) {
        let mut g = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in (u + 1)..n {
                g.set_weight(u, v, w[u][v]);
            }
        }
        prop_assert_eq!(total(&g.solve(), &w), brute(n, &w, &mut vec![false; n]));
        for (vertex, new) in changes {
            let p = vertex % n;
            for u in (0..n).filter(|&u| u != p) {
                w[p][u] = new[u];
                w[u][p] = new[u];
                g.set_weight_from(p, u, new[u]);
            }
            prop_assert_eq!(total(&g.solve(), &w), brute(n, &w, &mut vec![false; n]));
        }
    }
}

//! The blossom solver against brute force and against itself: warm starts, induced
//! graphs, retired vertices, rows set by key, joining vertices.

use super::super::test_random::draws;
use super::*;

/// A graph of `n` vertices where each edge is there unless `below(absent_one_in)`
/// draws zero, weighing what `weight` draws.
fn random_graph(
    n: usize,
    below: &mut impl FnMut(u64) -> u64,
    absent_one_in: u64,
    weight: impl Fn(&mut dyn FnMut(u64) -> u64) -> u64,
) -> DenseGraph<u64> {
    let mut g = DenseGraph::<u64>::new(n);
    for u in 0..n {
        for v in u + 1..n {
            if below(absent_one_in) > 0 {
                g.set_weight(u, v, weight(below));
            }
        }
    }
    g
}

/// About two thirds of the vertices `0..n`, in a shuffled order.
fn shuffled_subset(n: usize, below: &mut impl FnMut(u64) -> u64) -> Vec<usize> {
    let mut vertices: Vec<usize> = (0..n).filter(|_| below(3) > 0).collect();
    for i in (1..vertices.len()).rev() {
        vertices.swap(i, below(i as u64 + 1) as usize);
    }
    vertices
}

/// The total weight of a matching.
fn total(g: &DenseGraph<u64>, mates: &[Option<usize>]) -> u64 {
    mates
        .iter()
        .enumerate()
        .filter_map(|(v, m)| m.filter(|&m| v < m).map(|m| g.weight(v, m)))
        .sum()
}

#[test]
fn an_induced_graph_weighs_as_one_built_edge_by_edge() {
    let mut below = draws(0x2026_1125);
    for _ in 0..200 {
        let n = 2 + below(14) as usize;
        let g = random_graph(n, &mut below, 4, |below| 1 + below(40));
        // A subset in a shuffled order, one vertex from outside the graph, and a
        // map that sends some weights to zero.
        let mut vertices = shuffled_subset(n, &mut below);
        vertices.push(n + 3);
        let map = |w: &u64| w % 13;
        let mut induced = g.induced(&vertices, map);
        let mut built = DenseGraph::<u64>::new(vertices.len());
        for (i, &u) in vertices.iter().enumerate() {
            for (j, &v) in vertices.iter().enumerate().take(i) {
                built.set_weight(i, j, map(&g.weight(u, v)));
                assert_eq!(induced.weight(i, j), built.weight(i, j));
            }
        }
        let (a, b) = (induced.solve(), built.solve());
        assert_eq!(total(&induced, &a), total(&built, &b));
    }
}

#[test]
fn clearing_among_vertices_and_retiring_a_pair_after_changes_leave_an_optimum() {
    let mut below = draws(0x2026_1126);
    for _ in 0..300 {
        let n = 2 + below(14) as usize;
        let mut g = random_graph(n, &mut below, 4, |below| 4 + below(3) * 2);
        g.solve();
        // Some vertices in a shuffled order, one from outside the graph, each on a
        // side: only edges across the sides stay.
        let mut vertices = shuffled_subset(n, &mut below);
        vertices.push(n + 2);
        let side: Vec<bool> = vertices.iter().map(|_| below(2) == 0).collect();
        let keep = |i: usize, j: usize| side[i] != side[j];
        let mut by_pair = g.clone();
        for i in 0..vertices.len() {
            for j in 0..i {
                if !keep(i, j) {
                    by_pair.set_weight(vertices[i], vertices[j], 0);
                }
            }
        }
        g.clear_among(&vertices, keep);
        for u in 0..n {
            for v in 0..n {
                assert_eq!(g.weight(u, v), by_pair.weight(u, v));
            }
        }
        assert_eq!(g.dirty, by_pair.dirty);
        // A pair retired now, whatever the last solve matched it with.
        let (a, b) = (below(n as u64) as usize, below(n as u64) as usize);
        let mut fresh = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in u + 1..n {
                if a == b || ![a, b].contains(&u) && ![a, b].contains(&v) {
                    fresh.set_weight(u, v, g.weight(u, v));
                }
            }
        }
        g.retire_pair(a, b);
        let found = g.solve();
        let expected = fresh.solve();
        assert!(a == b || (found[a].is_none() && found[b].is_none()));
        assert_eq!(total(&g, &found), total(&fresh, &expected));
    }
}

#[test]
fn a_start_from_one_side_reaches_the_same_optimum() {
    let mut below = draws(0x2026_1124);
    for _ in 0..300 {
        let (a, b) = (1 + below(12) as usize, 1 + below(12) as usize);
        let n = a + b;
        // Per-vertex parts plus a pair part, some edges missing, and some edges
        // inside the first side (allowed there).
        let part: Vec<u64> = (0..n).map(|_| below(4) * 16).collect();
        let mut plain = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in u + 1..n {
                let inside_second = u >= a;
                let inside_first = v < a;
                if inside_second || (inside_first && below(3) > 0) || below(6) == 0 {
                    continue;
                }
                plain.set_weight(u, v, 100 + part[u] + part[v] + below(3) * 4);
            }
        }
        let mut sided = plain.clone();
        let side: Vec<bool> = (0..n).map(|v| v < a).collect();
        assert!(sided.start_from_side(&side));
        let expected = plain.solve();
        let found = sided.solve();
        assert_eq!(total(&sided, &found), total(&plain, &expected));
        assert!(sided.certificate().is_some() || (0..n).any(|v| sided.inblossom[v] != v));
    }
    // An edge inside the other side: no such start.
    let mut g = DenseGraph::<u64>::new(3);
    g.set_weight(1, 2, 5);
    assert!(!g.start_from_side(&[true, false, false]));
}

/// The same changes on a graph kept by class and on one kept as a matrix: the same
/// weights, the same changed vertices and optimal matchings of the same weight,
/// through sides cleared, pairs retired, copies and a solve between each.
#[test]
fn a_graph_kept_by_class_weighs_and_solves_as_a_matrix() {
    let mut below = draws(0x2026_1125);
    for _ in 0..200 {
        // At least 9 vertices: 3 classes or fewer then take a class table.
        let n = 9 + below(32) as usize;
        let class: Vec<u32> = (0..n).map(|_| below(3) as u32).collect();
        let mut by_class = DenseGraph::<u64>::with_classes(class.clone());
        let mut matrix = DenseGraph::<u64>::new(n);
        let both = |by_class: &mut DenseGraph<u64>, matrix: &mut DenseGraph<u64>| {
            assert_eq!(by_class.dirty, matrix.dirty);
            for u in 0..n {
                for v in 0..n {
                    assert_eq!(by_class.weight(u, v), matrix.weight(u, v), "({u}, {v})");
                }
            }
            let (a, b) = (by_class.solve(), matrix.solve());
            assert_eq!(total(by_class, &a), total(matrix, &b));
        };
        // Weights alike by class, but for some pairs of their own or missing.
        for u in 0..n {
            for v in u + 1..n {
                let w = match below(8) {
                    0 => 0,
                    1 => 1 + below(20),
                    _ => 2 + u64::from(class[u] * 3 + class[v]),
                };
                by_class.set_weight(u, v, w);
                matrix.set_weight(u, v, w);
            }
        }
        assert!(by_class.weights.is_by_class());
        both(&mut by_class, &mut matrix);
        let vertices = shuffled_subset(n, &mut below);
        let side: Vec<bool> = vertices.iter().map(|_| below(2) == 0).collect();
        let keep = |i: usize, j: usize| side[i] != side[j];
        by_class.clear_among(&vertices, keep);
        matrix.clear_among(&vertices, keep);
        both(&mut by_class, &mut matrix);
        let (a, b) = (below(n as u64) as usize, below(n as u64) as usize);
        by_class.retire_pair(a, b);
        matrix.retire_pair(a, b);
        by_class.set_weight_from(b, (b + 1) % n, 7);
        matrix.set_weight_from(b, (b + 1) % n, 7);
        both(&mut by_class, &mut matrix);
        let mut at = shuffled_subset(n, &mut below);
        at.push(usize::MAX);
        let mut by_class = by_class.induced(&at, |w| w + 1);
        let mut matrix = matrix.induced(&at, |w| w + 1);
        let n = at.len();
        let gone: Vec<usize> = (0..n).filter(|_| below(4) == 0).collect();
        by_class.retire_vertices(&gone);
        matrix.retire_vertices(&gone);
        by_class.set_weight(n - 1, 0, 5);
        matrix.set_weight(n - 1, 0, 5);
        assert_eq!(by_class.dirty, matrix.dirty);
        for u in 0..n {
            for v in 0..n {
                assert_eq!(by_class.weight(u, v), matrix.weight(u, v));
            }
        }
        let (a, b) = (by_class.solve(), matrix.solve());
        assert_eq!(total(&by_class, &a), total(&matrix, &b));
    }
}

#[test]
fn vertices_retired_whatever_their_partners_leave_an_optimum_of_the_rest() {
    let mut below = draws(0x7e71_2e00);
    for _ in 0..400 {
        let n = 2 + below(16) as usize;
        // Few distinct weights, so that odd cycles (blossoms) are common.
        let mut g = random_graph(n, &mut below, 5, |below| 4 + below(3) * 2);
        g.solve();
        let gone: Vec<usize> = (0..n).filter(|_| below(3) == 0).collect();
        // A weight changed meanwhile, as a bracket's bonuses do.
        let (a, b) = (below(n as u64) as usize, below(n as u64) as usize);
        g.set_weight(a, b, 9);
        let mut fresh = DenseGraph::<u64>::new(n);
        for u in 0..n {
            for v in u + 1..n {
                if !gone.contains(&u) && !gone.contains(&v) {
                    fresh.set_weight(u, v, g.weight(u, v));
                }
            }
        }
        g.retire_vertices(&gone);
        let found = g.solve();
        let expected = fresh.solve();
        assert!(gone.iter().all(|&v| found[v].is_none()));
        assert_eq!(total(&g, &found), total(&fresh, &expected));
    }
}

#[test]
fn the_greedy_start_matches_only_tight_edges_under_feasible_duals() {
    let mut below = draws(0x6ee0_d157);
    for _ in 0..300 {
        let n = 2 + below(30) as usize;
        let mut g = random_graph(n, &mut below, 4, |b| 1 + b(6));
        g.greedy_start();
        for u in 0..n {
            for v in u + 1..n {
                if !g.is_edge(u, v) {
                    continue;
                }
                assert!(g.dual[u].plus(&g.dual[v]) >= *g.w2(u, v), "({u}, {v})");
                if g.mate[u] == Some(v) {
                    assert!(g.slack((u, v)).is_zero(), "matched ({u}, {v}) not tight");
                }
            }
        }
    }
}

/// The best total by trying every matching (small graphs only).
fn brute_total(g: &DenseGraph<u64>, free: &mut Vec<bool>) -> u64 {
    let Some(first) = (0..g.n).find(|&v| free[v]) else {
        return 0;
    };
    free[first] = false;
    let mut best = brute_total(g, free);
    for other in first + 1..g.n {
        if free[other] && g.has_edge(first, other) {
            free[other] = false;
            best = best.max(g.weight(first, other) + brute_total(g, free));
            free[other] = true;
        }
    }
    free[first] = true;
    best
}

#[test]
fn an_induced_graph_keeping_some_pairs_is_the_induced_graph_cleared() {
    let mut below = draws(0x2026_1128);
    for case in 0..200 {
        let n = 2 + below(14) as usize;
        let class: Vec<u32> = (0..n).map(|_| below(3) as u32).collect();
        let mut g = if case % 2 == 0 {
            DenseGraph::<u64>::with_classes(class)
        } else {
            DenseGraph::<u64>::new(n)
        };
        for u in 0..n {
            for v in u + 1..n {
                if below(4) > 0 {
                    g.set_weight(u, v, 1 + below(20));
                }
            }
        }
        let vertices = shuffled_subset(n, &mut below);
        let side: Vec<bool> = vertices.iter().map(|_| below(2) == 0).collect();
        let keep = |i: usize, j: usize| side[i] != side[j];
        let mut kept = g.induced_keeping(&vertices, |w| *w, keep);
        let mut cleared = g.induced(&vertices, |w| *w);
        let positions: Vec<usize> = (0..vertices.len()).collect();
        cleared.clear_among(&positions, keep);
        for i in 0..vertices.len() {
            for j in 0..vertices.len() {
                assert_eq!(kept.weight(i, j), cleared.weight(i, j), "case {case}");
                let id = kept.weight_index(i, j);
                assert_eq!(kept.doubled_weight(id), 2 * kept.weight(i, j));
            }
        }
        let (a, b) = (kept.solve(), cleared.solve());
        assert_eq!(total(&kept, &a), total(&cleared, &b), "case {case}");
    }
}

#[test]
fn a_row_set_by_key_is_the_row_set_pair_by_pair() {
    let mut below = draws(0x2026_1127);
    for case in 0..300 {
        let n = 3 + below(14) as usize;
        let first = 1 + below(n as u64 - 2) as usize;
        let kinds = 1 + below(4);
        let kind: Vec<u32> = (0..n).map(|_| below(kinds) as u32).collect();
        // Weights alike per (kind of the partner, row), a pair of its own at times.
        let table: Vec<u64> = (0..kinds * n as u64).map(|_| below(30)).collect();
        let key = |v: usize, u: usize| {
            if (u * 7 + v * 3 + case).is_multiple_of(11) {
                NO_EDGE_KEY
            } else {
                kind[v]
            }
        };
        let weight = |v: usize, u: usize| {
            if key(v, u) == NO_EDGE_KEY {
                0
            } else {
                table[kind[v] as usize * n + u]
            }
        };
        let new = || {
            if case % 2 == 0 {
                DenseGraph::<u64>::with_classes(kind.clone())
            } else {
                DenseGraph::<u64>::new(n)
            }
        };
        let (mut pairwise, mut by_key) = (new(), new());
        // The first rows set alike and solved (a bracket alone), some written twice.
        for g in [&mut pairwise, &mut by_key] {
            for u in 0..first {
                for v in 0..u {
                    g.set_weight(u, v, weight(v, u));
                }
            }
            g.solve();
        }
        // The rest join, row by row, or both ends settled (`from` or not).
        let from = case % 3 != 0;
        for u in (first..n).chain([n - 1]) {
            let others: Vec<usize> = (0..u).collect();
            let keys: Vec<u32> = others.iter().map(|&v| key(v, u)).collect();
            let mut asked = Vec::new();
            by_key.set_row_by_key(u, &others, &keys, from, |i| {
                asked.push(keys[i]);
                weight(others[i], u)
            });
            let distinct: std::collections::BTreeSet<u32> =
                keys.iter().copied().filter(|&k| k != NO_EDGE_KEY).collect();
            assert_eq!(asked.len(), distinct.len(), "one weight per key");
            for v in 0..u {
                if from {
                    pairwise.set_weight_from(u, v, weight(v, u));
                } else {
                    pairwise.set_weight(u, v, weight(v, u));
                }
            }
            assert_eq!(by_key.dirty_list, pairwise.dirty_list, "case {case}");
        }
        for u in 0..n {
            for v in 0..n {
                assert_eq!(by_key.weight(u, v), pairwise.weight(u, v));
            }
        }
        assert_eq!(by_key.solve(), pairwise.solve(), "case {case}");
    }
}

#[test]
fn vertices_joining_a_solved_graph_reach_the_optimum() {
    // A next scoregroup joining a solved bracket: its roots become tight with each
    // other once the duals fall, and are paired before a stage.
    let mut below = draws(0x2026_1125);
    let before = TIGHT_ROOTS_PAIRED.with(std::cell::Cell::get);
    for case in 0..600 {
        let n = 5 + below(8) as usize;
        let first = below(n as u64 - 3) as usize;
        // Tied weights in half the cases (blossoms everywhere), varied in the others;
        // the joined vertices weigh less among themselves, as a lower scoregroup.
        let top = if case % 2 == 0 { 4 } else { 1000 };
        let weights: Vec<Vec<u64>> = (0..n)
            .map(|_| {
                (0..n)
                    .map(|_| if below(5) == 0 { 0 } else { 1 + below(top) })
                    .collect()
            })
            .collect();
        let weight = |u: usize, v: usize| {
            let w = weights[u.min(v)][u.max(v)];
            if u.min(v) >= first { w } else { w + 2 * top }
        };
        let mut g = DenseGraph::<u64>::new(n);
        for u in 0..first {
            for v in u + 1..first {
                g.set_weight(u, v, weight(u, v));
            }
        }
        g.solve();
        for u in first..n {
            for v in 0..u {
                g.set_weight_from(u, v, weight(u, v));
            }
        }
        let found = g.solve();
        assert_eq!(
            total(&g, &found),
            brute_total(&g, &mut vec![true; n]),
            "case {case}"
        );
    }
    assert!(TIGHT_ROOTS_PAIRED.with(std::cell::Cell::get) - before >= 100);
}

#[test]
fn small_cases() {
    assert_eq!(
        max_weight_matching::<u64>(0, |_, _| 0),
        Vec::<Option<usize>>::new()
    );
    let m = max_weight_matching::<u64>(2, |_, _| 5);
    assert_eq!(m, vec![Some(1), Some(0)]);
    // Path 0-1-2-3 with a heavy middle edge.
    let w = |u: usize, v: usize| -> u64 {
        match (u, v) {
            (0, 1) => 5,
            (1, 2) => 11,
            (2, 3) => 5,
            _ => 0,
        }
    };
    assert_eq!(
        max_weight_matching(4, w),
        vec![None, Some(2), Some(1), None]
    );
    let w = |u: usize, v: usize| -> u64 {
        match (u, v) {
            (0, 1) => 5,
            (1, 2) => 9,
            (2, 3) => 5,
            _ => 0,
        }
    };
    assert_eq!(
        max_weight_matching(4, w),
        vec![Some(1), Some(0), Some(3), Some(2)]
    );
}

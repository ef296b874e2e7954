//! The order of a bracket's pairings (C.04.4.2 arts. 4.1–4.3), written out: used to show
//! the order and to check the engine's first choice on small brackets.
//!
//! A pairing is the opponent of each BSN (1-based); 0 is a virtual player (art. 4.2: the
//! player floats). One pairing precedes another when BSN 1's opponent is larger; when
//! equal, BSN 2's; and so on. A virtual opponent (0) is the smallest.

/// Every pairing of `size` players with `floaters` of them floating, in the art. 4.3
/// order. Each is the list of opponents by BSN (`result[k][i]` = opponent of BSN i + 1).
pub fn enumerate(size: usize, floaters: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if floaters <= size && (size - floaters).is_multiple_of(2) {
        let mut current = vec![usize::MAX; size];
        extend(&mut current, floaters, &mut out);
    }
    out
}

fn extend(current: &mut Vec<usize>, floaters: usize, out: &mut Vec<Vec<usize>>) {
    let Some(i) = current.iter().position(|&o| o == usize::MAX) else {
        if floaters == 0 {
            out.push(current.clone());
        }
        return;
    };
    // Real opponents from the largest BSN down, then the virtual one.
    for j in (i + 1..current.len()).rev() {
        if current[j] == usize::MAX {
            current[i] = j + 1;
            current[j] = i + 1;
            extend(current, floaters, out);
            current[i] = usize::MAX;
            current[j] = usize::MAX;
        }
    }
    if floaters > 0 {
        current[i] = 0;
        extend(current, floaters - 1, out);
        current[i] = usize::MAX;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Opponents by BSN from a list of pairs (the others float).
    fn opponents(size: usize, pairs: &[(usize, usize)]) -> Vec<usize> {
        let mut v = vec![0; size];
        for &(a, b) in pairs {
            v[a - 1] = b;
            v[b - 1] = a;
        }
        v
    }

    /// C.04.4.2 4.3, the example of six players of whom two float (4.2: two virtual
    /// players with BSN 0). Typed from the rule: BSN 1's opponent from 6 down to floating,
    /// then BSN 2's, and so on. The handbook prints 45 lines with one of them twice; the
    /// 45 distinct pairings are these.
    #[test]
    fn the_six_player_example_of_art_4_3() {
        let expected: [&[(usize, usize)]; 45] = [
            &[(1, 6), (2, 5)],
            &[(1, 6), (2, 4)],
            &[(1, 6), (2, 3)],
            &[(1, 6), (3, 5)],
            &[(1, 6), (3, 4)],
            &[(1, 6), (4, 5)],
            &[(1, 5), (2, 6)],
            &[(1, 5), (2, 4)],
            &[(1, 5), (2, 3)],
            &[(1, 5), (3, 6)],
            &[(1, 5), (3, 4)],
            &[(1, 5), (4, 6)],
            &[(1, 4), (2, 6)],
            &[(1, 4), (2, 5)],
            &[(1, 4), (2, 3)],
            &[(1, 4), (3, 6)],
            &[(1, 4), (3, 5)],
            &[(1, 4), (5, 6)],
            &[(1, 3), (2, 6)],
            &[(1, 3), (2, 5)],
            &[(1, 3), (2, 4)],
            &[(1, 3), (4, 6)],
            &[(1, 3), (4, 5)],
            &[(1, 3), (5, 6)],
            &[(1, 2), (3, 6)],
            &[(1, 2), (3, 5)],
            &[(1, 2), (3, 4)],
            &[(1, 2), (4, 6)],
            &[(1, 2), (4, 5)],
            &[(1, 2), (5, 6)],
            &[(2, 6), (3, 5)],
            &[(2, 6), (3, 4)],
            &[(2, 6), (4, 5)],
            &[(2, 5), (3, 6)],
            &[(2, 5), (3, 4)],
            &[(2, 5), (4, 6)],
            &[(2, 4), (3, 6)],
            &[(2, 4), (3, 5)],
            &[(2, 4), (5, 6)],
            &[(2, 3), (4, 6)],
            &[(2, 3), (4, 5)],
            &[(2, 3), (5, 6)],
            &[(3, 6), (4, 5)],
            &[(3, 5), (4, 6)],
            &[(3, 4), (5, 6)],
        ];
        let expected: Vec<Vec<usize>> = expected.iter().map(|p| opponents(6, p)).collect();
        assert_eq!(enumerate(6, 2), expected);
    }

    /// Without floaters the order is the fold: 1–6, 2–5, 3–4 first, 1–2, 3–4, 5–6 last
    /// (15 pairings).
    #[test]
    fn without_floaters_the_fold_comes_first() {
        let all = enumerate(6, 0);
        assert_eq!(all.len(), 15);
        assert_eq!(all[0], vec![6, 5, 4, 3, 2, 1]);
        assert_eq!(all[1], vec![6, 4, 5, 2, 3, 1]);
        assert_eq!(all[14], vec![2, 1, 4, 3, 6, 5]);
    }
}

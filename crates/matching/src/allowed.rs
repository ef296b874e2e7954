//! The edges a stage of the solver has allowed (found tight), per vertex (issue 20:
//! memory).
//!
//! A stage usually allows few edges per vertex: a vertex keeps its partners as a sorted
//! list, read by a scan (which visits the partners in increasing order) with a cursor.
//! A vertex whose list grows past an eighth of a bit row's memory (a homogeneous
//! bracket at equal duals: many edges are tight at once) turns it into one, so a stage
//! never takes more than a bit per pair, and that only for the vertices that need it.

/// A vertex's allowed partners.
#[derive(Debug, Clone)]
enum Partners {
    /// In increasing order.
    List(Vec<u32>),
    /// One bit per partner.
    Bits(Vec<u64>),
}

/// The allowed edges of a graph of `n` vertices, symmetric.
#[derive(Debug, Clone)]
pub struct AllowedEdges {
    n: usize,
    partners: Vec<Partners>,
    /// The vertices with a partner (cleared at the next stage).
    touched: Vec<usize>,
}

impl AllowedEdges {
    pub fn new(n: usize) -> Self {
        AllowedEdges {
            n,
            partners: vec![Partners::List(Vec::new()); n],
            touched: Vec::new(),
        }
    }

    /// A list longer than this turns into a bit row (the list then takes an eighth of
    /// the row's memory, and its sorted inserts stay short).
    fn list_limit(&self) -> usize {
        (self.n / 256).max(16)
    }

    /// Allows {u, v} (both below `n`; others are ignored).
    pub fn allow(&mut self, u: usize, v: usize) {
        self.add(u, v);
        self.add(v, u);
    }

    fn add(&mut self, x: usize, y: usize) {
        let (n, limit) = (self.n, self.list_limit());
        let Some(partners) = self.partners.get_mut(x) else {
            return;
        };
        if y >= n {
            return;
        }
        match partners {
            Partners::List(list) => {
                if list.is_empty() {
                    self.touched.push(x);
                }
                if let Err(at) = list.binary_search(&(y as u32)) {
                    list.insert(at, y as u32);
                }
                if list.len() > limit {
                    let mut bits = vec![0u64; n.div_ceil(64)];
                    for &z in list.iter() {
                        bits[z as usize / 64] |= 1 << (z % 64);
                    }
                    *partners = Partners::Bits(bits);
                }
            }
            Partners::Bits(bits) => bits[y / 64] |= 1 << (y % 64),
        }
    }

    /// Whether {v, w} is allowed, for a scan of `v`'s partners in increasing order:
    /// `cursor` starts at 0 for each scan and is kept between its calls.
    #[inline]
    pub fn contains_along(&self, v: usize, w: usize, cursor: &mut usize) -> bool {
        match self.partners.get(v) {
            Some(Partners::List(list)) => {
                while list.get(*cursor).is_some_and(|&x| (x as usize) < w) {
                    *cursor += 1;
                }
                list.get(*cursor) == Some(&(w as u32))
            }
            Some(Partners::Bits(bits)) => bits
                .get(w / 64)
                .is_some_and(|word| word & (1 << (w % 64)) != 0),
            None => false,
        }
    }

    /// Forgets every allowed edge (a new stage); bit rows are given back.
    pub fn clear(&mut self) {
        for x in std::mem::take(&mut self.touched) {
            if let Some(partners) = self.partners.get_mut(x) {
                match partners {
                    Partners::List(list) => list.clear(),
                    Partners::Bits(_) => *partners = Partners::List(Vec::new()),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{AllowedEdges, Partners};
    use std::collections::HashSet;

    /// Random allows (some vertices past the list limit, so in bits), scanned in
    /// increasing order with the cursor, read as a set of pairs; and empty once cleared.
    #[test]
    fn allowed_edges_read_back_as_a_set_of_pairs_in_lists_and_bits() {
        let mut below = super::super::test_random::draws_usize(0x2026_1127);
        let mut rows_in_bits = 0;
        for case in 0..30 {
            let n = 2 + below(200);
            let mut allowed = AllowedEdges::new(n);
            for _stage in 0..3 {
                let mut set = HashSet::new();
                // A few busy vertices: their lists turn into bits.
                let busy = below(n);
                for _ in 0..below(4 * n) {
                    let u = if below(3) == 0 { busy } else { below(n) };
                    let v = below(n);
                    if u != v {
                        allowed.allow(u, v);
                        set.insert((u, v));
                        set.insert((v, u));
                    }
                }
                rows_in_bits += (allowed.partners.iter())
                    .filter(|p| matches!(p, Partners::Bits(_)))
                    .count();
                for v in 0..n {
                    let mut cursor = 0;
                    for w in (0..n).filter(|_| below(4) != 0) {
                        assert_eq!(
                            allowed.contains_along(v, w, &mut cursor),
                            set.contains(&(v, w)),
                            "case {case}: ({v}, {w})"
                        );
                    }
                }
                allowed.clear();
                for v in 0..n {
                    let mut cursor = 0;
                    assert!((0..n).all(|w| !allowed.contains_along(v, w, &mut cursor)));
                }
            }
        }
        // Both forms were read back.
        assert!(rows_in_bits > 0);
    }
}

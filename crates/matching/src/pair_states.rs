//! A two-bit state per ordered pair of vertices, kept by blocks of 64 columns (issue 20:
//! memory linear in the graph where its pairs are alike).
//!
//! A block of a row whose 64 states are all 0 or all 1 costs two bits; only the other
//! blocks (*mixed*) keep their states, 16 bytes each: the one written last in a slot of
//! the row's own, the others in the row's list. A block leaving the slot whose states
//! are alike again is no longer kept. A bracket's pairs are nearly all at their class
//! index (state 1); the C1 pairs, the edges a stage removes and the rows still being
//! written make the mixed blocks: a few per row.
//!
//! The diagonal (a vertex with itself) reads 0 whatever was written.

/// A block's 64 two-bit states, 32 to a word (no shift across words on the hot path).
type Block = [u64; 2];
/// The states of a block whose 64 pairs are all at state 1.
const ALL_ONES: Block = [0x5555_5555_5555_5555; 2];
/// The kinds of a block: every pair at state 0, every pair at state 1, or mixed.
const KIND_ZEROS: u64 = 0;
const KIND_ONES: u64 = 1;
const KIND_MIXED: u64 = 2;

/// The state of column `i` (below 64) of a block.
#[inline(always)]
fn state_at(bits: &Block, i: usize) -> u64 {
    (bits[i / 32] >> ((i % 32) * 2)) & 3
}

/// No block in a row's `recent` slot.
const NO_BLOCK: u32 = u32::MAX;

/// The states of the `n` × `n` ordered pairs of a graph, all 0 at first.
#[derive(Debug, Clone)]
pub struct PairStates {
    n: usize,
    /// Blocks per row.
    blocks: usize,
    /// Two bits per block, at `row * blocks + block`.
    kinds: Vec<u64>,
    /// Per row, the block written last with its 64 two-bit states (`NO_BLOCK`: none),
    /// counted as mixed while it is there. A bracket writes a row's pairs, and a
    /// column's, in increasing order: most writes land there, one memory access away.
    recent: Vec<(u32, Block)>,
    /// Per row, its other mixed blocks in increasing order.
    mixed: Vec<Vec<(u32, Block)>>,
    /// The bits of the last block that are columns of the graph.
    last_block: Block,
}

impl PairStates {
    pub fn new(n: usize) -> Self {
        let blocks = n.div_ceil(64);
        PairStates {
            n,
            blocks,
            kinds: vec![0; (n * blocks).div_ceil(32)],
            recent: vec![(NO_BLOCK, [0; 2]); n],
            mixed: vec![Vec::new(); n],
            last_block: match n % 64 {
                0 => [u64::MAX; 2],
                columns if columns < 32 => [(1u64 << (2 * columns)) - 1, 0],
                32 => [u64::MAX, 0],
                columns => [u64::MAX, (1u64 << (2 * (columns - 32))) - 1],
            },
        }
    }

    #[inline]
    fn kind(&self, at: usize) -> u64 {
        (self.kinds[at >> 5] >> ((at & 31) * 2)) & 3
    }

    #[inline]
    fn put_kind(&mut self, at: usize, kind: u64) {
        let shift = (at & 31) * 2;
        let word = &mut self.kinds[at >> 5];
        *word = (*word & !(3 << shift)) | (kind << shift);
    }

    /// Where `block` is (or would go) in a row's list of other mixed blocks. Rows are
    /// mostly written left to right: the last entry is tried first.
    #[inline]
    fn find(list: &[(u32, Block)], block: u32) -> Result<usize, usize> {
        match list.last() {
            Some(&(last, _)) if last == block => Ok(list.len() - 1),
            Some(&(last, _)) if last < block => Err(list.len()),
            None => Err(0),
            _ => list.binary_search_by_key(&block, |&(b, _)| b),
        }
    }

    /// The state of (u, v), both below `n`.
    #[inline(always)]
    pub fn get(&self, u: usize, v: usize) -> u64 {
        if u == v {
            return 0;
        }
        let block = v / 64;
        match self.kind(u * self.blocks + block) {
            KIND_MIXED => self.mixed_state(u, v),
            kind => kind,
        }
    }

    #[inline(never)]
    fn mixed_state(&self, u: usize, v: usize) -> u64 {
        let block = (v / 64) as u32;
        let bits = match self.recent[u] {
            (b, bits) if b == block => bits,
            _ => {
                let list = &self.mixed[u];
                match Self::find(list, block) {
                    Ok(i) => list[i].1,
                    Err(_) => [0; 2],
                }
            }
        };
        state_at(&bits, v % 64)
    }

    /// The bits of `u`'s block `block` that are pairs of the graph (columns below `n`,
    /// not the diagonal).
    #[inline]
    fn valid(&self, u: usize, block: usize) -> Block {
        let mut mask = if block + 1 == self.blocks {
            self.last_block
        } else {
            [u64::MAX; 2]
        };
        if u / 64 == block {
            let i = u % 64;
            mask[i / 32] &= !(3 << ((i % 32) * 2));
        }
        mask
    }

    /// Sets the state of (u, v) (both below `n`, distinct; below 4) and returns the one
    /// it had (0 for a pair out of range or the diagonal, which are left alone).
    #[inline]
    pub fn put(&mut self, u: usize, v: usize, state: u64) -> u64 {
        if u == v || u >= self.n || v >= self.n {
            return 0;
        }
        let block = v / 64;
        if self.recent[u].0 != block as u32 {
            let kind = self.kind(u * self.blocks + block);
            if kind == state && kind != KIND_MIXED {
                return kind;
            }
            self.make_recent(u, block, kind);
        }
        let i = v % 64;
        let word = &mut self.recent[u].1[i / 32];
        let shift = (i % 32) * 2;
        let before = (*word >> shift) & 3;
        *word = (*word & !(3 << shift)) | ((state & 3) << shift);
        before
    }

    /// Puts `u`'s block `block` (of kind `kind`) in `u`'s recent slot, as a mixed
    /// block (taken out of the list, or made from a uniform one). The block that leaves
    /// the slot goes to the list, or, when its pairs are alike again, is no longer kept
    /// (so a block is checked once per visit of the slot, not once per write).
    #[cold]
    fn make_recent(&mut self, u: usize, block: usize, kind: u64) {
        let (old, old_bits) = self.recent[u];
        if old != NO_BLOCK {
            let valid = self.valid(u, old as usize);
            let at = u * self.blocks + old as usize;
            let kept = [old_bits[0] & valid[0], old_bits[1] & valid[1]];
            if kept == [0; 2] {
                self.put_kind(at, KIND_ZEROS);
            } else if kept == [ALL_ONES[0] & valid[0], ALL_ONES[1] & valid[1]] {
                self.put_kind(at, KIND_ONES);
            } else {
                let list = &mut self.mixed[u];
                if let Err(i) = Self::find(list, old) {
                    list.insert(i, (old, old_bits));
                }
            }
        }
        let list = &mut self.mixed[u];
        let bits = match kind {
            KIND_MIXED => match Self::find(list, block as u32) {
                Ok(i) => list.remove(i).1,
                Err(_) => [0; 2],
            },
            KIND_ONES => ALL_ONES,
            _ => [0; 2],
        };
        self.recent[u] = (block as u32, bits);
        self.put_kind(u * self.blocks + block, KIND_MIXED);
    }

    /// The columns of row `x` at `state` (only mixed blocks can hold a state above 1).
    pub fn columns_at(&self, x: usize, state: u64) -> Vec<usize> {
        let mut columns = Vec::new();
        let recent = self.recent.get(x).filter(|&&(block, _)| block != NO_BLOCK);
        let list = self.mixed.get(x).map(Vec::as_slice).unwrap_or_default();
        for &(block, bits) in list.iter().chain(recent) {
            for i in 0..64 {
                let v = block as usize * 64 + i;
                if v < self.n && v != x && state_at(&bits, i) == state {
                    columns.push(v);
                }
            }
        }
        columns
    }

    /// Sets every state of row `x` to 0 (its column is left as it is).
    pub fn clear_row(&mut self, x: usize) {
        if x >= self.n {
            return;
        }
        if let Some(list) = self.mixed.get_mut(x) {
            *list = Vec::new();
        }
        if let Some(recent) = self.recent.get_mut(x) {
            *recent = (NO_BLOCK, [0; 2]);
        }
        for block in 0..self.blocks {
            self.put_kind(x * self.blocks + block, KIND_ZEROS);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PairStates;

    /// Random writes (mostly state 1 along rows, as brackets write them, some 0, 2 and
    /// 3, some rows cleared) read back as from a whole array.
    #[test]
    fn pair_states_read_back_as_a_whole_array() {
        let mut below = super::super::test_random::draws_usize(0x2026_1127_0020);
        for case in 0..40 {
            let n = 1 + below(300);
            let mut states = PairStates::new(n);
            let mut whole = vec![0u64; n * n];
            for round in 0..3 {
                // Rows written in full, in order (most to state 1).
                for u in 0..n {
                    for v in 0..u {
                        let state = match below(40) {
                            0 => 0,
                            1 => 2,
                            2 => 3,
                            _ => 1,
                        };
                        let before = states.put(u, v, state);
                        assert_eq!(before, whole[u * n + v], "case {case} ({u}, {v})");
                        states.put(v, u, state);
                        whole[u * n + v] = state;
                        whole[v * n + u] = state;
                    }
                }
                // Then scattered writes and a few rows cleared.
                for _ in 0..below(5 * n) {
                    let (u, v, state) = (below(n), below(n), below(4) as u64);
                    if u != v {
                        states.put(u, v, state);
                        whole[u * n + v] = state;
                    }
                }
                for _ in 0..below(3) {
                    let x = below(n);
                    let mut own = states.columns_at(x, 2);
                    own.sort_unstable();
                    let expected: Vec<usize> = (0..n)
                        .filter(|&v| v != x && whole[x * n + v] == 2)
                        .collect();
                    assert_eq!(own, expected, "case {case} round {round} row {x}");
                    states.clear_row(x);
                    whole[x * n..(x + 1) * n].iter_mut().for_each(|s| *s = 0);
                }
                for u in 0..n {
                    for v in 0..n {
                        let expected = if u == v { 0 } else { whole[u * n + v] };
                        assert_eq!(states.get(u, v), expected, "case {case} ({u}, {v})");
                    }
                }
            }
            // Rows all at state 1 keep no mixed block but the one in their slot (a
            // block per row with the diagonal, none: the diagonal is not a pair).
            let mut alike = PairStates::new(n);
            for u in 0..n {
                for v in 0..n {
                    alike.put(u, v, 1);
                }
            }
            assert!(alike.mixed.iter().all(Vec::is_empty), "case {case}");
        }
    }

    /// A bracket's graph (rows written in order, nearly all pairs at their class index,
    /// a few C1 pairs without an edge per player) keeps a few blocks per row, not a
    /// row's worth: memory linear in the graph.
    #[test]
    fn a_graph_of_alike_pairs_keeps_a_few_blocks_per_row() {
        let n = 4096;
        let mut states = PairStates::new(n);
        // Four opponents met per player (C1: no edge), the rest at the class index.
        let met = |u: usize, v: usize| (u + v) % 1021 < 2 || (u * 7 + v * 3) % 2039 < 2;
        for u in 0..n {
            for v in 0..u {
                let state = if met(u, v) { 0 } else { 1 };
                states.put(u, v, state);
                states.put(v, u, state);
            }
        }
        for u in (0..n).step_by(97) {
            for v in (0..n).step_by(13) {
                let expected = if u == v || met(u.max(v), u.min(v)) {
                    0
                } else {
                    1
                };
                assert_eq!(states.get(u, v), expected, "({u}, {v})");
            }
        }
        let kept: usize = states.mixed.iter().map(Vec::len).sum::<usize>() + n;
        let met_pairs = (0..n)
            .map(|u| {
                (0..n)
                    .filter(|&v| v != u && met(u.max(v), u.min(v)))
                    .count()
            })
            .sum::<usize>();
        // At most a block per pair without an edge, and the recent slots.
        assert!(
            kept <= met_pairs + n,
            "{kept} blocks kept, {met_pairs} C1 pairs"
        );
        assert!(kept < n * n.div_ceil(64) / 4, "{kept} blocks kept");
    }
}

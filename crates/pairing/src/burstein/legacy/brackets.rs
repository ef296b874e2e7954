//! The score groups the legacy Burstein engine pairs (seed 003 §04.4 art. 6.6: a score
//! group that cannot be paired is merged with the next one), found top-down as the
//! reference engine finds them.
//!
//! The players (bye receiver removed) are in field order. A *bracket* is a run of them; a
//! bracket may be empty (a boundary that no floater may cross, because the players above it
//! are even in number). Adjacent brackets are joined by "floater" edges. Going down, each
//! score group is added to the open bracket; when the open bracket cannot be paired with at
//! most one floater per bracket above it and at most one floater leaving it (the next
//! player stands in for the group below), the next score group is merged in. At the
//! bottom, a last bracket that still cannot be paired is first opened to a floater from the
//! bracket above, then merged with it, and so on upwards.

use super::field::Contender;
use super::weights::{COMPATIBLE, edge};
use crate::matching::DenseGraph;
use std::ops::Range;

/// The bracket structure and the graph whose edges encode it.
pub struct Brackets {
    pub graph: DenseGraph<u64>,
    /// Consecutive runs of players, the first one empty.
    pub ranges: Vec<Range<usize>>,
    /// A valid matching exists.
    pub valid: bool,
}

/// End of the score group starting at `start`.
fn score_group_end(players: &[Contender], start: usize) -> usize {
    let score = players[start].pairing_score;
    start
        + players[start..]
            .iter()
            .take_while(|p| p.pairing_score == score)
            .count()
}

impl Brackets {
    /// Connects player `x` to every player from `from` up to `x`, the ones from
    /// `bracket_start` on as members of its own bracket.
    fn connect(&mut self, players: &[Contender], x: usize, from: usize, bracket_start: usize) {
        for y in from..x {
            let w = edge(&players[y], &players[x], y >= bracket_start, false);
            // Only x's row changes: x alone is re-settled before the next solve.
            self.graph.set_weight_from(x, y, w);
        }
    }

    /// Whether the current maximum matching pairs everybody above the last bracket, and
    /// lets at most one player of each bracket leave it (two when an odd number of
    /// players precede its end: one arriving, one leaving).
    fn check(&mut self) -> bool {
        let mate = self.graph.solve();
        let Some(last) = self.ranges.last() else {
            return true;
        };
        let (last_start, last_end) = (last.start, last.end);
        for r in self.ranges.iter().filter(|r| !r.is_empty()) {
            let allowed = if r.end % 2 == 1 { 2 } else { 1 };
            let mut outside = 0;
            for v in r.clone() {
                if v >= last_end {
                    return true;
                }
                let partner = mate.get(v).copied().flatten();
                if partner.is_none() && v < last_start {
                    return false;
                }
                if partner.is_none_or(|m| !r.contains(&m)) {
                    outside += 1;
                    if outside > allowed {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Finds the brackets of `players` (even in number, in field order).
pub fn build(players: &[Contender]) -> Brackets {
    let n = players.len();
    let mut b = Brackets {
        graph: DenseGraph::new(n),
        // The boundary above the first score group: nobody floats into it.
        ranges: vec![Range { start: 0, end: 0 }],
        valid: true,
    };
    let mut start = 0;
    while start < n {
        let from = b.ranges.last().map_or(start, |r| r.start);
        b.ranges.push(start..start);
        let mut end = start;
        loop {
            let group_end = score_group_end(players, end);
            for x in end..group_end {
                b.connect(players, x, from, start);
            }
            end = group_end;
            if let Some(last) = b.ranges.last_mut() {
                last.end = end;
            }
            if end % 2 == 1 && end < n {
                // The next player stands in for the group below: one player may float.
                for y in start..end {
                    b.graph.set_weight_from(end, y, COMPATIBLE);
                }
            }
            b.valid = b.check();
            if b.valid || end == n {
                break;
            }
        }
        if end < n && end.is_multiple_of(2) {
            b.ranges.push(end..end);
        }
        start = end;
    }
    merge_from_bottom(&mut b, players);
    b
}

/// Art. 6.6 at the bottom: opens the last bracket to the one above it, then merges them,
/// until the whole round can be paired or only one bracket is left.
fn merge_from_bottom(b: &mut Brackets, players: &[Contender]) {
    let n = players.len();
    while b.ranges.len() >= 3 && !b.valid {
        let (Some(last), Some(previous)) = (b.ranges.pop(), b.ranges.pop()) else {
            break;
        };
        let above = b.ranges.last().map_or(previous.start, |r| r.start);
        for y in above..last.start {
            for x in last.clone() {
                let w = edge(&players[y], &players[x], y >= previous.start, false);
                b.graph.set_weight_from(x, y, w);
            }
        }
        b.ranges.push(previous.start..n);
        b.valid = b.check();
    }
}

//! The matches of a round paired by the procedure, as both systems make them: each pair
//! of every bracket given its colours by the system's Article 4 (C.04.5 4.3, C.04.6 4.3),
//! then the board order of C.04.2 3.6. With the facts of the bracket a match was made in
//! (3.5–3.6), which both systems' explanations give.

use super::BracketRecord;
use crate::domain::Points;

/// One match: White (of the first game, or on board 1), Black, the rule of Article 4
/// that decided, and the bracket (an index into the round's brackets) it was made in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match<Rule> {
    /// Indices into the round's participants.
    pub white: usize,
    pub black: usize,
    pub rule: Rule,
    pub bracket: usize,
}

/// The matches of `brackets`: `allocate(top, bottom)` gives a pair's (White, Black, rule)
/// by the system's Article 4; then C.04.2 3.6 orders the boards by `rank(v)` (score,
/// pairing number) of their participants.
pub fn in_board_order<Rule: Copy>(
    brackets: &[BracketRecord],
    allocate: impl Fn(usize, usize) -> (usize, usize, Rule),
    rank: impl Fn(usize) -> (Points, usize),
) -> Vec<Match<Rule>> {
    let mut matches: Vec<Match<Rule>> = Vec::new();
    for (index, b) in brackets.iter().enumerate() {
        for &(top, bottom) in &b.pairs {
            let (white, black, rule) = allocate(top, bottom);
            matches.push(Match {
                white,
                black,
                rule,
                bracket: index,
            });
        }
    }
    let mut order: Vec<(usize, usize)> = matches.iter().map(|m| (m.white, m.black)).collect();
    crate::swiss::board_order::sort_boards(&mut order, rank);
    order
        .iter()
        .filter_map(|&(w, b)| {
            matches
                .iter()
                .find(|m| m.white == w && m.black == b)
                .copied()
        })
        .collect()
}

/// 3.5–3.6: the bracket a match was made in, as the explanations tell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BracketFacts {
    /// The match's board (from 1).
    pub board: usize,
    /// The score of the bracket's residents.
    pub score: Points,
    pub residents: usize,
    pub upfloaters: usize,
}

impl BracketRecord {
    /// This bracket's facts for the match on `board`.
    pub fn facts(&self, board: usize) -> BracketFacts {
        BracketFacts {
            board,
            score: self.score,
            residents: self.residents.len(),
            upfloaters: self.upfloaters.len(),
        }
    }

    /// The participants of the match `white`–`black` who floated up into this bracket
    /// (3.5), White first.
    pub fn floated_up(&self, white: usize, black: usize) -> Vec<usize> {
        [white, black]
            .into_iter()
            .filter(|v| self.upfloaters.contains(v))
            .collect()
    }
}

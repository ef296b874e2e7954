//! The scoregroups and the order they are paired in (C.04.4.3 2.2): from the top down to
//! just above the median scoregroup, then from the bottom up, the median scoregroup last.

use super::field::Entrant;
use crate::domain::Points;
use std::cmp::Ordering;

/// Where a score stands against the median score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Above,
    Median,
    Below,
}

/// C.04.4.3 2.2: the median score is half the rounds played. Decision L-4: with any
/// scoring, half of what winning every round would give (rounds played × win ÷ 2).
pub fn side(score: Points, rounds_played: u32, win: Points) -> Side {
    let doubled = i64::from(score.tenths()) * 2;
    let median_doubled = i64::from(rounds_played) * i64::from(win.tenths());
    match doubled.cmp(&median_doubled) {
        Ordering::Greater => Side::Above,
        Ordering::Equal => Side::Median,
        Ordering::Less => Side::Below,
    }
}

/// The scoregroups (indices into `players`, by pairing number) of one side, in the order
/// they are paired: above the median from the top down, below it from the bottom up.
pub fn of_side(
    players: &[Entrant],
    rounds_played: u32,
    win: Points,
    wanted: Side,
) -> Vec<Vec<usize>> {
    let mut scores: Vec<Points> = players
        .iter()
        .map(|p| p.score)
        .filter(|&s| side(s, rounds_played, win) == wanted)
        .collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    if wanted == Side::Below {
        scores.reverse();
    }
    scores
        .into_iter()
        .map(|s| {
            let mut g: Vec<usize> = (0..players.len())
                .filter(|&v| players[v].score == s)
                .collect();
            g.sort_by_key(|&v| players[v].tpn);
            g
        })
        .collect()
}

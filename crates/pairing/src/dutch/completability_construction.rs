//! The round's first matching (`completability`) found without a graph of the whole field, when
//! a plain construction already reaches the best value there is (issue 20: the dense
//! graph of that matching took n² bytes, 500 MB at 10,000 players, in every round).
//!
//! What the bracket loop reads of the first matching is decided by its *value* alone:
//! - whether everybody (all but one, with an odd number) can be paired (C4): the
//!   number of pairs;
//! - with an odd number, the PAB receiver's score (C2, C5): the player left out is
//!   one who may receive the PAB, with the lowest scoregroup rank possible;
//! - whether C9 holds from the first bracket: the number of pairs of two top scorers.
//!
//! The weights of `completability` put these fields in that order, each summed over the matching
//! without carrying into the next one (see `completability`). So any matching that reaches the
//! upper bound of every field is a maximum-weight one, and gives the same three facts
//! as the matching the solver would find. The bounds:
//! - pairs: ⌊n/2⌋, and every player who may not receive the PAB paired (completion);
//! - ranks: every rank but the left-out player's, whose rank is at least the lowest
//!   rank of a player who may receive the PAB;
//! - top pairs: ⌊t/2⌋ for the t top scorers other than the left-out player.
//!
//! The construction: with an odd number, the lowest player (in pairing order) of the
//! lowest score among those who may receive the PAB is left out; the top scorers are
//! paired among themselves (one of them left over when they are odd), then everybody
//! else, the left-over top scorer first. Each group is paired greedily (each player with
//! the first compatible player after it, C1 and C3 as `compatible` reads them) and a
//! player left alone is repaired through one existing pair (x, y alone, {a, b} paired:
//! {x, a} and {y, b} instead). When the construction misses a bound, `None`: the full
//! matching decides, exactly as before.

use super::weights::compatible;
use crate::domain::Points;
use crate::swiss::Entrant;

/// The first matching as `mate[v]` (`v` itself for the player left out), when the
/// construction reaches every bound; `None` otherwise.
pub fn first_matching(players: &[Entrant], threshold: Option<Points>) -> Option<Vec<usize>> {
    let n = players.len();
    let top_score = players.first()?.pairing_score;
    // C2, C5: the lowest possible PAB receiver (players are sorted by score, descending).
    let left_out = if n % 2 == 1 {
        let lowest = players
            .iter()
            .filter(|p| p.bye_eligible)
            .map(|p| p.pairing_score)
            .min()?;
        Some(
            (0..n)
                .rev()
                .find(|&v| players[v].bye_eligible && players[v].pairing_score == lowest)?,
        )
    } else {
        None
    };
    let meet = |a: usize, b: usize| {
        // The same reading as the full matching: the lower player asked first.
        let (h, l) = (a.min(b), a.max(b));
        compatible(&players[l], &players[h], threshold)
    };
    let mut mate: Vec<Option<usize>> = vec![None; n];
    let top: Vec<usize> = (0..n)
        .take_while(|&v| players[v].pairing_score >= top_score)
        .filter(|&v| Some(v) != left_out)
        .collect();
    let top_left = pair_group(&top, &mut mate, &meet);
    if top_left.len() > top.len() % 2 {
        return None;
    }
    let rest: Vec<usize> = top_left
        .into_iter()
        .chain((0..n).filter(|&v| Some(v) != left_out && players[v].pairing_score < top_score))
        .collect();
    if !pair_group(&rest, &mut mate, &meet).is_empty() {
        return None;
    }
    Some((0..n).map(|v| mate[v].unwrap_or(v)).collect())
}

/// Pairs `group` greedily, then repairs; returns the players left alone.
fn pair_group(
    group: &[usize],
    mate: &mut [Option<usize>],
    meet: &impl Fn(usize, usize) -> bool,
) -> Vec<usize> {
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(group.len() / 2);
    let mut alone: Vec<usize> = Vec::new();
    for (i, &x) in group.iter().enumerate() {
        if mate[x].is_some() {
            continue;
        }
        let partner = group[i + 1..]
            .iter()
            .copied()
            .find(|&y| mate[y].is_none() && meet(x, y));
        match partner {
            Some(y) => {
                mate[x] = Some(y);
                mate[y] = Some(x);
                pairs.push((x, y));
            }
            None => alone.push(x),
        }
    }
    // Repair: two players alone, through one existing pair.
    let mut still: Vec<usize> = Vec::new();
    while let Some(x) = alone.pop() {
        let Some(pos) = alone.iter().rposition(|&y| y != x) else {
            still.push(x);
            continue;
        };
        let y = alone.swap_remove(pos);
        let swap = pairs.iter().enumerate().find_map(|(k, &(a, b))| {
            if meet(x, a) && meet(y, b) {
                Some((k, a, b))
            } else if meet(x, b) && meet(y, a) {
                Some((k, b, a))
            } else {
                None
            }
        });
        match swap {
            Some((k, a, b)) => {
                mate[x] = Some(a);
                mate[a] = Some(x);
                mate[y] = Some(b);
                mate[b] = Some(y);
                pairs[k] = (x, a);
                pairs.push((y, b));
            }
            None => {
                still.push(x);
                still.push(y);
            }
        }
    }
    still
}

//! The rotation round the circle (Italo-Svizzero arts. 4, 6, 7): who is the next first
//! player, and in which order his possible opponents are met.

use super::field::Field;
use crate::domain::Points;

/// One player met by the scan for an opponent (art. 7, decision D4), in scan order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scanned {
    /// Index into the circle.
    pub index: usize,
    /// The player's score (his score group).
    pub score: Points,
    /// Already paired with the first player (art. 6): passed over.
    pub already_paired: bool,
}

/// The unpaired player with the highest score met first going clockwise from `cursor`,
/// `cursor` included (art. 6: "partendo da lui e ruotando, si trovera' un giocatore col
/// maggior punteggio").
pub fn first_player(field: &Field, unpaired: &[bool], cursor: usize) -> Option<usize> {
    let n = field.circle.len();
    let best = field
        .circle
        .iter()
        .zip(unpaired)
        .filter(|(_, u)| **u)
        .map(|(e, _)| e.score)
        .max()?;
    (0..n).map(|k| (cursor + k) % n).find(|&i| {
        unpaired.get(i) == Some(&true) && field.circle.get(i).map(|e| e.score) == Some(best)
    })
}

/// Every unpaired player in the order the search for `first`'s opponent meets them
/// (art. 7, D4): his own score group from the player after him once round the circle,
/// then each lower group from the place after the last player of the group before.
pub fn scan(field: &Field, unpaired: &[bool], first: usize) -> Vec<Scanned> {
    let n = field.circle.len();
    let Some(me) = field.circle.get(first) else {
        return Vec::new();
    };
    let mut groups: Vec<Points> = field
        .circle
        .iter()
        .enumerate()
        .filter(|&(i, e)| i != first && unpaired.get(i) == Some(&true) && e.score <= me.score)
        .map(|(_, e)| e.score)
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    groups.dedup();
    let mut order = Vec::new();
    // Art. 7: the group X scan starts after the first player.
    let mut from = first + 1;
    for score in groups {
        let mut last = None;
        for k in 0..n {
            let i = (from + k) % n;
            let Some(e) = field.circle.get(i) else {
                continue;
            };
            if i != first && unpaired.get(i) == Some(&true) && e.score == score {
                order.push(Scanned {
                    index: i,
                    score,
                    already_paired: !me.can_meet(e),
                });
                last = Some(i);
            }
        }
        // Art. 7: the next group starts after "l'ultimo giocatore" of this one.
        if let Some(last) = last {
            from = last + 1;
        }
    }
    order
}

/// The possible opponents of `first`, in the order of art. 7.
pub fn opponents(field: &Field, unpaired: &[bool], first: usize) -> Vec<usize> {
    scan(field, unpaired, first)
        .into_iter()
        .filter(|s| !s.already_paired)
        .map(|s| s.index)
        .collect()
}

//! The players of art. 9's search as bit masks (Italo-Svizzero arts. 6, 7, 9; decision
//! D5): the same rotation as `rotation`, worked out in a few word operations instead of a
//! walk round the circle per question, for fields of at most [`MAX_PLAYERS`] players.
//!
//! Nothing here decides differently from `rotation`: the first player is the unpaired
//! player of the highest score met first clockwise from the cursor (art. 6), and his
//! opponents are his own score group from the player after him once round the circle,
//! then each lower group from the place after the last unpaired player of the group
//! before (art. 7, D4), those he has met left out (art. 6). The search tests say so on
//! every round of many generated events (`tests/engines/italo_svizzero_differential.rs`).

use super::field::Field;

/// A set of circle indices: bit `i` is the player at place `i` of the circle.
pub type Mask = u128;

/// The largest field the masks hold; larger fields take the general search.
pub const MAX_PLAYERS: usize = Mask::BITS as usize;

/// The bit of circle index `i`.
pub fn bit(i: usize) -> Mask {
    if i < MAX_PLAYERS { 1 << i } else { 0 }
}

/// The circle indices below `i`.
fn below(i: usize) -> Mask {
    if i >= MAX_PLAYERS {
        Mask::MAX
    } else {
        bit(i) - 1
    }
}

/// The members of `set` in clockwise order from `from` (included), once round.
fn clockwise(set: Mask, from: usize) -> impl Iterator<Item = usize> {
    members(set & !below(from)).chain(members(set & below(from)))
}

/// The members of `set` from the lowest index up.
pub fn members(mut set: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// The last member of `set` in clockwise order from `from`.
fn last_clockwise(set: Mask, from: usize) -> Option<usize> {
    let wrapped = set & below(from);
    let top = if wrapped != 0 { wrapped } else { set };
    (top != 0).then(|| (MAX_PLAYERS - 1) - top.leading_zeros() as usize)
}

/// The circle of one search as masks.
pub struct Packed {
    n: usize,
    /// `meets[i]`: the players `i` may meet (art. 6: not paired with him before).
    meets: Vec<Mask>,
    /// The score groups, highest score first.
    groups: Vec<Mask>,
    /// Each player's score group (an index into `groups`).
    group_of: Vec<usize>,
}

impl Packed {
    /// The masks of `field`, or `None` when it has more than [`MAX_PLAYERS`] players.
    pub fn new(field: &Field) -> Option<Packed> {
        let circle = &field.circle;
        let n = circle.len();
        if n > MAX_PLAYERS {
            return None;
        }
        let meets = circle
            .iter()
            .map(|a| {
                circle
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| a.can_meet(b))
                    .fold(0, |m, (j, _)| m | bit(j))
            })
            .collect();
        let mut scores: Vec<_> = circle.iter().map(|e| e.score).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let group_of: Vec<usize> = circle
            .iter()
            .map(|e| scores.iter().position(|s| *s == e.score).unwrap_or(0))
            .collect();
        let mut groups = vec![0; scores.len()];
        for (i, &g) in group_of.iter().enumerate() {
            if let Some(m) = groups.get_mut(g) {
                *m |= bit(i);
            }
        }
        Some(Packed {
            n,
            meets,
            groups,
            group_of,
        })
    }

    /// The unpaired player with the highest score met first clockwise from `cursor`,
    /// `cursor` included (art. 6): `rotation::first_player`.
    pub fn first_player(&self, unpaired: Mask, cursor: usize) -> Option<usize> {
        let best = self.groups.iter().map(|g| g & unpaired).find(|m| *m != 0)?;
        clockwise(best, cursor % self.n.max(1)).next()
    }

    /// The possible opponents of `first` in the order of art. 7 (D4), into `out`:
    /// `rotation::opponents`.
    pub fn opponents(&self, unpaired: Mask, first: usize, out: &mut Vec<usize>) {
        out.clear();
        let n = self.n.max(1);
        let others = unpaired & !bit(first);
        let meets = self.meets.get(first).copied().unwrap_or(0);
        let own = self.group_of.get(first).copied().unwrap_or(0);
        // Art. 7: the group X scan starts after the first player.
        let mut from = (first + 1) % n;
        for group in self.groups.iter().skip(own) {
            let scanned = group & others;
            out.extend(clockwise(scanned & meets, from));
            // Art. 7: the next group starts after "l'ultimo giocatore" of this one.
            if let Some(last) = last_clockwise(scanned, from) {
                from = (last + 1) % n;
            }
        }
    }
}

//! Whether the players left in art. 9's search can still all be paired (Italo-Svizzero
//! art. 9, decision D5): a cut of the search that changes no answer, since it only skips
//! choices after which no complete pairing exists.
//!
//! The test is a maximum-cardinality matching on the compatibility graph of the players
//! left (art. 6: two players may meet when they have not been paired before). With an odd
//! number left and players who may be left free (arts. 10, 12, D6), one more vertex stands
//! for "left free", joined to each of them. A complete pairing of the players left exists
//! exactly when that graph has a perfect matching; the matching found is kept as a witness,
//! so that choosing a pair it contains needs no new test.

use super::field::Field;
use crate::pairing::matching::max_weight_matching;

/// No partner in a witness (the "left free" vertex).
pub const LEFT_FREE: usize = usize::MAX;

/// Who may meet whom among the players of one search, worked out once.
pub struct Compatibility {
    /// Row-major `n × n`: `true` when the two players may be paired (art. 6).
    may_meet: Vec<bool>,
    n: usize,
}

impl Compatibility {
    pub fn new(field: &Field) -> Compatibility {
        let n = field.circle.len();
        let mut may_meet = vec![false; n * n];
        for (i, a) in field.circle.iter().enumerate() {
            for (j, b) in field.circle.iter().enumerate() {
                if let Some(slot) = may_meet.get_mut(i * n + j) {
                    *slot = a.can_meet(b);
                }
            }
        }
        Compatibility { may_meet, n }
    }

    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        a < self.n && self.may_meet.get(a * self.n + b) == Some(&true)
    }

    /// A complete pairing of the players `unpaired` marks, as each one's partner (circle
    /// index, or [`LEFT_FREE`]), when one exists; `None` when none does.
    pub fn complete_pairing(
        &self,
        unpaired: &[bool],
        may_be_left_free: &[bool],
    ) -> Option<Vec<usize>> {
        let left: Vec<usize> = (0..unpaired.len()).filter(|&i| unpaired[i]).collect();
        let odd = !left.len().is_multiple_of(2);
        // Vertex `left.len()` (odd count only): "left free", joined to who may be.
        let vertices = left.len() + usize::from(odd);
        let free = |v: usize| left.get(v).is_some_and(|&i| may_be_left_free.get(i) == Some(&true));
        let mate = max_weight_matching::<u64>(vertices, |u, v| {
            let edge = match (left.get(u), left.get(v)) {
                (Some(&a), Some(&b)) => self.may_meet(a, b),
                (Some(_), None) => free(u),
                (None, Some(_)) => free(v),
                (None, None) => false,
            };
            u64::from(edge)
        });
        let mut partner = vec![LEFT_FREE; unpaired.len()];
        for (u, m) in mate.iter().enumerate() {
            let (Some(&a), Some(m)) = (left.get(u), m) else {
                if u < left.len() {
                    return None;
                }
                continue;
            };
            if let Some(slot) = partner.get_mut(a) {
                *slot = left.get(*m).copied().unwrap_or(LEFT_FREE);
            }
        }
        Some(partner)
    }
}

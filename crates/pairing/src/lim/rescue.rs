//! The exchanges that give a player an opponent before anyone floats (C.04.4.3 3.1, 4.3,
//! 4.4 and 4.4 a; decision L-3a). 3.1: a floater is a player for whom "a compatible
//! opponent cannot be found ... in spite of exchanges"; 4.4: "the exchanges to find a
//! compatible opponent for Player #2 must at the same time leave Player #1 with a
//! compatible opponent". The 4.3 table shows the two exchanges with an earlier pair:
//! "1 v 3, 2 v 6" (#2 takes #1's opponent, #1 the next one of its own order) and "1 v 2"
//! (#2 meets #1, whose opponent goes back to the players left).

use super::exchange::{Choice, pick};
use super::procedure::{Order, Procedure};
use super::scoregroup::{FloatReason, Pair};

impl Procedure<'_> {
    /// C.04.4.3 4.3–4.4: `p` found no opponent in `order`. The pairs made before in the
    /// group are tried from the latest back: first `p` takes that pair's opponent and its
    /// scrutinised player the first one of its own order still free; then `p` meets the
    /// scrutinised player. Every player scrutinised before stays paired.
    pub fn rescue(&mut self, p: usize, order: &Order) -> bool {
        (0..self.out.pairs.len())
            .rev()
            .any(|k| self.take_opponent(p, k, order) || self.meet(p, k, order))
    }

    /// The 4.3 table's "1 v 3, 2 v 6": `p` takes the opponent of pair `k`.
    fn take_opponent(&mut self, p: usize, k: usize, order: &Order) -> bool {
        let Some(&old) = self.out.pairs.get(k) else {
            return false;
        };
        let (j, o) = (old.scrutinised, old.opponent);
        if !self.completion.compatible(p, o) {
            return false;
        }
        let old_order = self.unpair(k);
        if self.look_ahead && !self.completion.completes_without(&[p, o]) {
            self.repair(k, old, old_order);
            return false;
        }
        self.completion.remove(p);
        self.completion.remove(o);
        let floated = self.floated.clone();
        let again = old_order.without(|q| q == p || floated.contains(&q));
        let found = pick(
            self.ctx,
            self.completion,
            self.look_ahead,
            j,
            &again.candidates,
            again.colour_span,
        );
        self.completion.restore(p);
        self.completion.restore(o);
        let Some((q, _)) = found else {
            self.repair(k, old, old_order);
            return false;
        };
        self.commit(p, o, Choice::TookOpponentOf { earlier: j }, order.clone());
        self.commit(j, q, Choice::GaveOpponentTo { later: p, given: o }, again);
        true
    }

    /// The 4.3 table's "1 v 2": `p` meets the scrutinised player of pair `k`, whose
    /// opponent goes back to the players left (only if that opponent was not scrutinised
    /// itself: 4.4 keeps every earlier player paired).
    fn meet(&mut self, p: usize, k: usize, order: &Order) -> bool {
        let Some(&old) = self.out.pairs.get(k) else {
            return false;
        };
        let (j, o) = (old.scrutinised, old.opponent);
        if self.scrutinised.contains(&o) || !self.completion.compatible(p, j) {
            return false;
        }
        let old_order = self.unpair(k);
        if self.look_ahead && !self.completion.completes_without(&[p, j]) {
            self.repair(k, old, old_order);
            return false;
        }
        self.commit(p, j, Choice::MetEarlier { freed: o }, order.clone());
        true
    }

    /// C.04.4.3 4.4 a: the group was uneven and a player floated to make it even; `p`, who
    /// has no opponent, is exchanged with that floater, who comes back if some player left
    /// is compatible with them.
    pub fn exchange_with_floater(&mut self, p: usize) -> bool {
        let Some(f) = self.parity_floater else {
            return false;
        };
        let left = self.left();
        if !left
            .iter()
            .any(|&q| q != p && self.completion.compatible(f, q))
        {
            return false;
        }
        self.parity_floater = None;
        self.floated.retain(|&v| v != f);
        self.out.floaters.retain(|&(v, _)| v != f);
        self.floated.push(p);
        self.out.floaters.push((p, FloatReason::InPlaceOf(f)));
        self.out.returned.push((f, p));
        true
    }

    /// Undoes pair `k`; returns the order its scrutinised player had.
    fn unpair(&mut self, k: usize) -> Order {
        let pair = self.out.pairs.remove(k);
        self.completion.restore(pair.scrutinised);
        self.completion.restore(pair.opponent);
        self.orders.remove(k)
    }

    /// Puts pair `k` back as it was.
    fn repair(&mut self, k: usize, pair: Pair, order: Order) {
        self.completion.remove(pair.scrutinised);
        self.completion.remove(pair.opponent);
        self.out.pairs.insert(k, pair);
        self.orders.insert(k, order);
    }
}

//! The text's procedure for the players of one scoregroup once its floaters are known
//! (C.04.4.3 2.4, 3.6–3.8, 4.1–4.4): the incoming floaters first, each against the first
//! available resident; then the players left top half against bottom half with the
//! exchanges of 4.2. A player who finds no opponent that way is given one by the exchanges
//! of 4.3–4.4 with the players paired before him (`rescue.rs`) and floats only when none
//! does (then 4.4 a or b).

use super::Context;
use super::completion::Completion;
use super::exchange::{Choice, exchange_order, pick};
use super::scoregroup::{FloatReason, GroupPairing, Pair};

/// The opponents a scrutinised player tried, in the exchange order, and how many of the
/// first ones a colour exchange may reach (5.2, 3.8; decision L-10).
#[derive(Debug, Clone)]
pub(super) struct Order {
    pub candidates: Vec<usize>,
    pub colour_span: usize,
}

impl Order {
    /// The order without the players `gone` says: the colour span keeps covering the same
    /// players.
    pub fn without(&self, gone: impl Fn(usize) -> bool) -> Order {
        let kept_in_span = self
            .candidates
            .iter()
            .take(self.colour_span)
            .filter(|&&q| !gone(q))
            .count();
        Order {
            candidates: self
                .candidates
                .iter()
                .copied()
                .filter(|&q| !gone(q))
                .collect(),
            colour_span: kept_in_span.max(1),
        }
    }
}

/// One scoregroup being paired.
pub(super) struct Procedure<'a> {
    pub ctx: &'a Context,
    pub completion: &'a mut Completion,
    /// Decision L-7: every choice must also leave the round completable.
    pub look_ahead: bool,
    pub out: GroupPairing,
    /// The order of each pair's scrutinised player (same index as `out.pairs`).
    pub orders: Vec<Order>,
    /// Players whose opponent was sought and found: the exchanges keep them paired (4.4).
    pub scrutinised: Vec<usize>,
    /// The group in the direction of pairing, incoming floaters first, with the players
    /// who floated out of it.
    members: Vec<usize>,
    /// Players of `members` who float out of the group.
    pub floated: Vec<usize>,
    /// 4.4 a: the player floated to make the group even, while it may be exchanged.
    pub parity_floater: Option<usize>,
}

impl<'a> Procedure<'a> {
    /// `out` holds the floaters already chosen (2.3); `parity_floater` is the one of them
    /// who makes the group even (2.3.4).
    pub fn new(
        ctx: &'a Context,
        completion: &'a mut Completion,
        look_ahead: bool,
        out: GroupPairing,
        members: &[usize],
        parity_floater: Option<usize>,
    ) -> Procedure<'a> {
        let floated = out.floaters.iter().map(|&(v, _)| v).collect();
        Procedure {
            ctx,
            completion,
            look_ahead,
            out: GroupPairing { look_ahead, ..out },
            orders: Vec::new(),
            scrutinised: Vec::new(),
            members: members.to_vec(),
            floated,
            parity_floater,
        }
    }

    /// Pairs `incoming` (in the order of 3.6–3.7) and then every player left.
    pub fn run(mut self, incoming: &[usize], residents: &[usize]) -> GroupPairing {
        // C.04.4.3 3.6–3.8: the incoming floaters first, each against the first available
        // resident in the direction of pairing, preferring one due the other colour.
        for &f in incoming {
            if !self.is_left(f) {
                continue;
            }
            let order = Order {
                candidates: residents.to_vec(),
                colour_span: residents.len(),
            };
            let found = pick(
                self.ctx,
                self.completion,
                self.look_ahead,
                f,
                &order.candidates,
                order.colour_span,
            );
            if let Some((q, choice)) = found {
                self.commit(f, q, choice, order);
            }
        }
        // C.04.4.3 2.4 and 4.1–4.4: the rest, top half against bottom half.
        while let Some(&p) = self.left().first() {
            let order = self.halves_order();
            let found = pick(
                self.ctx,
                self.completion,
                self.look_ahead,
                p,
                &order.candidates,
                order.colour_span,
            );
            match found {
                Some((q, choice)) => self.commit(p, q, choice, order),
                None => {
                    if !self.rescue(p, &order) && !self.exchange_with_floater(p) {
                        self.float(p);
                    }
                }
            }
        }
        self.out
    }

    /// C.04.4.3 2.4 and 4.1–4.3 (decision L-3): the order of the first player left, the
    /// players left split into halves again ("1 v 3, 2 v 5, 4 v 6": #2's proposed
    /// opponent is then #5). Decision L-10: colour exchanges stay within the bottom half.
    fn halves_order(&self) -> Order {
        let left = self.left();
        let half = left.len() / 2;
        let tried: Vec<(usize, usize)> = exchange_order(0, left.len(), half)
            .into_iter()
            .filter_map(|j| left.get(j).map(|&q| (j, q)))
            .collect();
        let span = tried.iter().filter(|&&(j, _)| j >= half).count();
        Order {
            candidates: tried.into_iter().map(|(_, q)| q).collect(),
            colour_span: span.max(1),
        }
    }

    /// The players of the group not yet paired and not floated, in the direction of
    /// pairing.
    pub fn left(&self) -> Vec<usize> {
        self.members
            .iter()
            .copied()
            .filter(|&v| self.is_left(v))
            .collect()
    }

    pub fn is_left(&self, v: usize) -> bool {
        self.completion.is_unpaired(v) && !self.floated.contains(&v)
    }

    /// Pairs `p` (the scrutinised player) with `q`.
    pub fn commit(&mut self, p: usize, q: usize, choice: Choice, order: Order) {
        self.completion.remove(p);
        self.completion.remove(q);
        self.out.pairs.push(Pair {
            scrutinised: p,
            opponent: q,
            choice,
        });
        self.orders.push(order);
        if !self.scrutinised.contains(&p) {
            self.scrutinised.push(p);
        }
    }

    /// C.04.4.3 4.4: no exchange gives `p` a compatible opponent, and no floater can take
    /// their place (4.4 a): `p` floats, and (4.4 b) so does the lowest numbered player
    /// left if the group would otherwise be uneven.
    fn float(&mut self, p: usize) {
        self.floated.push(p);
        self.out.floaters.push((p, FloatReason::Exchanges));
        let left = self.left();
        if left.len() % 2 == 1
            && let Some(&companion) = left.last()
        {
            self.floated.push(companion);
            self.out
                .floaters
                .push((companion, FloatReason::Companion(p)));
        }
    }
}

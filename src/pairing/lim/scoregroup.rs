//! Pairing one scoregroup (C.04.4.3 2.3–2.4, 3.5–3.8, 4.1–4.4): float out the players
//! without a suitable opponent, make the group even, pair the incoming floaters first,
//! then the residents top half against bottom half with the exchanges of art. 4.

use super::Context;
use super::completion::Completion;
use super::exchange::{Choice, exchange_order, pick};
use super::floaters::{self, FloaterReason};

/// Why a player left a scoregroup unpaired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatReason {
    /// 2.3.1–2.3.3: no compatible opponent in the group.
    NoOpponent,
    /// 2.3.4: to make the group even.
    MakesEven(FloaterReason),
    /// 4.4: no compatible opponent left after the exchanges.
    Exchanges,
}

/// One pair made in a scoregroup.
#[derive(Debug, Clone, Copy)]
pub struct Pair {
    /// The player whose opponent was sought, and the opponent.
    pub scrutinised: usize,
    pub opponent: usize,
    pub choice: Choice,
}

/// What pairing one scoregroup gave.
#[derive(Debug, Clone, Default)]
pub struct GroupPairing {
    pub pairs: Vec<Pair>,
    pub floaters: Vec<(usize, FloatReason)>,
}

/// Pairs `incoming` (floaters, already in the order of 3.6–3.7) and `residents` (in the
/// direction of pairing). `next`: the adjacent scoregroup's residents; `last`: the median
/// scoregroup, paired last, which must pair everybody left.
pub fn pair(
    ctx: &Context,
    completion: &mut Completion,
    incoming: &[usize],
    residents: &[usize],
    next: &[usize],
    last: bool,
) -> GroupPairing {
    let mut out = GroupPairing::default();
    let mut incoming: Vec<usize> = incoming.to_vec();
    let mut residents: Vec<usize> = residents.to_vec();
    if !last {
        // C.04.4.3 2.3.1–2.3.3 (3.5 for an incoming floater): nobody compatible here.
        let members: Vec<usize> = incoming.iter().chain(&residents).copied().collect();
        let lonely = |v: &usize| !members.iter().any(|&w| completion.compatible(*v, w));
        for list in [&mut incoming, &mut residents] {
            let (gone, stay): (Vec<usize>, Vec<usize>) = list.iter().partition(|v| lonely(v));
            out.floaters
                .extend(gone.into_iter().map(|v| (v, FloatReason::NoOpponent)));
            *list = stay;
        }
        // C.04.4.3 2.3.4: make the number of players even.
        if (incoming.len() + residents.len()) % 2 == 1 {
            let pool = if residents.is_empty() {
                &incoming
            } else {
                &residents
            };
            if let Some((v, why)) = floaters::choose(ctx, completion, pool, next) {
                incoming.retain(|&w| w != v);
                residents.retain(|&w| w != v);
                out.floaters.push((v, FloatReason::MakesEven(why)));
            }
        }
    }
    // C.04.4.3 3.6–3.8: the incoming floaters first, each against the first available
    // resident in the direction of pairing, preferring one due the other colour.
    for &f in &incoming {
        if !completion.is_unpaired(f) {
            continue;
        }
        if let Some((q, choice)) = pick(ctx, completion, f, &residents, residents.len()) {
            commit(&mut out, completion, f, q, choice);
        }
    }
    // C.04.4.3 2.4 and 4.1–4.4: the rest, top half against bottom half, with exchanges.
    let rest: Vec<usize> = incoming
        .iter()
        .chain(&residents)
        .copied()
        .filter(|&v| completion.is_unpaired(v))
        .collect();
    let half = rest.len() / 2;
    for (i, &p) in rest.iter().enumerate() {
        if !completion.is_unpaired(p) {
            continue;
        }
        let tried: Vec<(usize, usize)> = exchange_order(i, rest.len(), half)
            .into_iter()
            .filter_map(|j| rest.get(j).map(|&q| (j, q)))
            .filter(|&(_, q)| completion.is_unpaired(q))
            .collect();
        // Decision L-10: colour exchanges stay within the bottom half.
        let span = tried.iter().filter(|&&(j, _)| j >= half).count();
        let order: Vec<usize> = tried.into_iter().map(|(_, q)| q).collect();
        match pick(ctx, completion, p, &order, span.max(1)) {
            Some((q, choice)) => commit(&mut out, completion, p, q, choice),
            None => out.floaters.push((p, FloatReason::Exchanges)),
        }
    }
    out
}

fn commit(out: &mut GroupPairing, completion: &mut Completion, p: usize, q: usize, c: Choice) {
    completion.remove(p);
    completion.remove(q);
    out.pairs.push(Pair {
        scrutinised: p,
        opponent: q,
        choice: c,
    });
}

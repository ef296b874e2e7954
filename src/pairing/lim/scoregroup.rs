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
        if (incoming.len() + residents.len()) % 2 == 1
            && let Some((v, why)) = floaters::choose(ctx, completion, &incoming, &residents, next)
        {
            incoming.retain(|&w| w != v);
            residents.retain(|&w| w != v);
            out.floaters.push((v, FloatReason::MakesEven(why)));
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
    pair_halves(ctx, completion, &mut out, &rest);
    out
}

/// C.04.4.3 2.4 and 4.1–4.3: `rest` (in the direction of pairing) top half against bottom
/// half. The first player left is scrutinised with the exchange order of 4.2–4.3; after
/// each pair the players left are split into halves again, as the tables do ("1 v 3,
/// 2 v 5, 4 v 6": #2's proposed opponent is then #5; decision L-3).
fn pair_halves(ctx: &Context, completion: &mut Completion, out: &mut GroupPairing, rest: &[usize]) {
    let first_pair = out.pairs.len();
    let mut floated: Vec<usize> = Vec::new();
    // A repair may leave as many players unpaired as before ("1 v 2" frees #1's
    // opponent): at most one per player of the group, so that the pairing ends.
    let mut repairs = 0;
    loop {
        let left = players_left(completion, rest, &floated);
        let Some(&p) = left.first() else {
            break;
        };
        let half = left.len() / 2;
        let tried: Vec<(usize, usize)> = exchange_order(0, left.len(), half)
            .into_iter()
            .filter_map(|j| left.get(j).map(|&q| (j, q)))
            .collect();
        // Decision L-10: colour exchanges stay within the bottom half.
        let span = tried.iter().filter(|&&(j, _)| j >= half).count();
        let order: Vec<usize> = tried.into_iter().map(|(_, q)| q).collect();
        if let Some((q, choice)) = pick(ctx, completion, p, &order, span.max(1)) {
            commit(out, completion, p, q, choice);
            continue;
        }
        // C.04.4.3 4.3, last two lines (decision L-3): undo the pair made just before,
        // then pair the players left afresh.
        if out.pairs.len() > first_pair
            && repairs < rest.len()
            && repair(ctx, completion, out, rest, &floated, p, out.pairs.len() - 1)
        {
            repairs += 1;
            continue;
        }
        out.floaters.push((p, FloatReason::Exchanges));
        floated.push(p);
    }
}

/// The players of `rest` not yet paired and not floated, in the direction of pairing.
fn players_left(completion: &Completion, rest: &[usize], floated: &[usize]) -> Vec<usize> {
    rest.iter()
        .copied()
        .filter(|&v| completion.is_unpaired(v) && !floated.contains(&v))
        .collect()
}

/// C.04.4.3 4.3: `p` found nobody; pair `k` (#1 v #6 in the table) is undone. First `p`
/// takes #1's opponent and #1 the next player of its own exchange order ("1 v 3, 2 v 6");
/// then `p` meets #1 ("1 v 2"). Otherwise pair `k` is put back and false returned.
fn repair(
    ctx: &Context,
    completion: &mut Completion,
    out: &mut GroupPairing,
    rest: &[usize],
    floated: &[usize],
    p: usize,
    k: usize,
) -> bool {
    let old = out.pairs.remove(k);
    let (j, o) = (old.scrutinised, old.opponent);
    completion.restore(j);
    completion.restore(o);
    // `j`'s exchange order among the players left when it was scrutinised.
    let left = players_left(completion, rest, floated);
    let j_at = left.iter().position(|&v| v == j).unwrap_or(0);
    let j_order: Vec<usize> = exchange_order(j_at, left.len(), left.len() / 2)
        .into_iter()
        .filter_map(|x| left.get(x).copied())
        .collect();
    let after_o: Vec<usize> = j_order
        .iter()
        .copied()
        .skip_while(|&v| v != o)
        .skip(1)
        .filter(|&v| v != p)
        .collect();
    if completion.compatible(p, o) && completion.completes_without(&[p, o]) {
        commit(out, completion, p, o, Choice::Exchanged);
        if let Some((q, _)) = pick(ctx, completion, j, &after_o, 1) {
            commit(out, completion, j, q, Choice::Exchanged);
            return true;
        }
        out.pairs.pop();
        completion.restore(p);
        completion.restore(o);
    }
    if completion.compatible(j, p) && completion.completes_without(&[j, p]) {
        commit(out, completion, j, p, Choice::Exchanged);
        return true;
    }
    completion.remove(j);
    completion.remove(o);
    out.pairs.insert(k, old);
    false
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PlayerId, Points};

    /// #1..#6 (indices 0..5) form the group, paired downward; #7 and #8 (6, 7) are the
    /// next scoregroup, compatible with everybody. Nobody has played a game, so no colour
    /// is due and no colour exchange applies.
    fn group_of_six(met: &[(usize, usize)]) -> Vec<(usize, usize)> {
        let players = (1..=8)
            .map(|tpn| super::super::Entrant {
                id: PlayerId(tpn),
                tpn,
                rating: 2000,
                score: Points::ZERO,
                colours: Vec::new(),
                bye_eligible: true,
                floated_last_round: false,
                forbidden: Default::default(),
            })
            .collect();
        let ctx = Context {
            players,
            maxi: false,
        };
        let incompatible = |u: usize, v: usize| met.contains(&(u + 1, v + 1));
        let mut completion = Completion::new(8, |u, v| !incompatible(u, v));
        let out = pair(
            &ctx,
            &mut completion,
            &[],
            &[0, 1, 2, 3, 4, 5],
            &[6, 7],
            false,
        );
        assert!(out.floaters.is_empty(), "floaters: {:?}", out.floaters);
        let mut pairs: Vec<(usize, usize)> = out
            .pairs
            .iter()
            .map(|p| {
                let (a, b) = (p.scrutinised + 1, p.opponent + 1);
                (a.min(b), a.max(b))
            })
            .collect();
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn the_players_left_are_split_again_as_in_the_lines_of_4_2() {
        // #1 has met #4, #5 and #6: 4.2's fourth line, 1 v 3. The players left, #2 #4 #5
        // #6, are split again: #2 against #5 and #4 against #6 ("1 v 3, 2 v 5, 4 v 6").
        assert_eq!(
            group_of_six(&[(1, 4), (1, 5), (1, 6)]),
            [(1, 3), (2, 5), (4, 6)]
        );
        // #1 has met #3 to #6 as well: the last line, 1 v 2, then 3 v 5 and 4 v 6.
        assert_eq!(
            group_of_six(&[(1, 3), (1, 4), (1, 5), (1, 6)]),
            [(1, 2), (3, 5), (4, 6)]
        );
    }

    #[test]
    fn player_two_takes_the_opponent_of_player_one_as_in_the_fourth_line_of_4_3() {
        // #1 has met #4 and #5, so (4.2) #1 gets #6. #2 has met #3, #4 and #5: of the 4.3
        // table, "2 v 4", "2 v 5" and "2 v 3" are all incompatible, so its fourth line
        // applies: "1 v 3, 2 v 6, 4 v 5" (#1 takes the next of its own order after #6,
        // which is #3). Nobody floats.
        let met = [(1, 4), (1, 5), (2, 3), (2, 4), (2, 5)];
        assert_eq!(group_of_six(&met), vec![(1, 3), (2, 6), (4, 5)]);
    }

    #[test]
    fn player_two_meets_player_one_as_in_the_last_line_of_4_3() {
        // #1 has met #3, #4 and #5: #1 gets #6 (4.2). #2 has met #3, #4 and #5: the first
        // three lines of 4.3 fail, and the fourth ("1 v 3, 2 v 6") too, since #1 has met
        // #3. The last line: "1 v 2, 3 v 5, 4 v 6" (the four left split into halves again).
        let met = [(1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)];
        assert_eq!(group_of_six(&met), vec![(1, 2), (3, 5), (4, 6)]);
    }

    #[test]
    fn the_floater_that_makes_the_group_even_leaves_the_incoming_floater_an_opponent() {
        // #1 (index 0) floated into the group of #2..#5 (1..4) from above; #6..#8 (5..7)
        // are the next scoregroup, compatible with everybody. #1 has met #2, #3 and #4,
        // so #5 is its only opponent here. The group has five players: one floats (2.3.4).
        // No colours are due (3.2: no imbalance), so the default floater would be the
        // lowest numbered, #5; but then #1 would float again, a floater of type b (3.9:
        // it came into this group and has an opponent in the next one). Floating #4 makes
        // only a floater of type d, so #4 floats. Then #1 is paired first (3.6) with #5,
        // and #2 v #3 (2.4).
        let players = (1..=8)
            .map(|tpn| super::super::Entrant {
                id: PlayerId(tpn),
                tpn,
                rating: 2000,
                score: Points::ZERO,
                colours: Vec::new(),
                bye_eligible: true,
                floated_last_round: false,
                forbidden: Default::default(),
            })
            .collect();
        let ctx = Context {
            players,
            maxi: false,
        };
        let mut completion = Completion::new(8, |u, v| !(u == 0 && (1..=3).contains(&v)));
        let out = pair(
            &ctx,
            &mut completion,
            &[0],
            &[1, 2, 3, 4],
            &[5, 6, 7],
            false,
        );
        let pairs: Vec<(usize, usize)> = out
            .pairs
            .iter()
            .map(|p| (p.scrutinised + 1, p.opponent + 1))
            .collect();
        assert_eq!(pairs, vec![(1, 5), (2, 3)]);
        let floaters: Vec<(usize, FloatReason)> =
            out.floaters.iter().map(|&(v, why)| (v + 1, why)).collect();
        assert_eq!(
            floaters,
            vec![(4, FloatReason::MakesEven(FloaterReason::KeepsIncoming))]
        );
    }
}

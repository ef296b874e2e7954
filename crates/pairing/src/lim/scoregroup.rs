//! Pairing one scoregroup (C.04.4.3 2.3–2.4, 3.5–3.8, 4.1–4.4): float out the players
//! without a suitable opponent, make the group even, then pair the players by the text's
//! procedure (`procedure.rs`, with the exchanges of `rescue.rs`). Decision L-7: only if
//! the text's pairing of the group leaves the round without a complete pairing is the
//! group paired again with the look-ahead on every choice.

use super::Context;
use super::completion::Completion;
use super::exchange::Choice;
use super::floaters::{self, FloaterReason};
use super::procedure::Procedure;

/// Why a player left a scoregroup unpaired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatReason {
    /// 2.3.1–2.3.3: no compatible opponent in the group.
    NoOpponent,
    /// 2.3.4: to make the group even.
    MakesEven(FloaterReason),
    /// 4.4: no exchange gave the player a compatible opponent while leaving the players
    /// paired before with theirs.
    Exchanges,
    /// 4.4 a: as `Exchanges`, and the player took the place of this floater, who had
    /// been floated to make the group even and was paired in the group instead.
    InPlaceOf(usize),
    /// 4.4 b: the lowest numbered player left, floated with this player (who had no
    /// opponent) so that the group stays even.
    Companion(usize),
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
    /// 4.4 a: (the floater who came back into the group, the player who floated instead).
    pub returned: Vec<(usize, usize)>,
    /// Decision L-7: the text's procedure would have left the round without a complete
    /// pairing, so every choice here also kept the round completable.
    pub look_ahead: bool,
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
    let members: Vec<usize> = incoming.iter().chain(residents).copied().collect();
    let mut out = GroupPairing::default();
    let mut incoming: Vec<usize> = incoming.to_vec();
    let mut residents: Vec<usize> = residents.to_vec();
    let mut parity_floater = None;
    if !last {
        // C.04.4.3 2.3.1–2.3.3 (3.5 for an incoming floater): nobody compatible here.
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
            parity_floater = Some(v);
        }
    }
    let attempt = |completion: &mut Completion, look_ahead: bool, out: GroupPairing| {
        Procedure::new(ctx, completion, look_ahead, out, &members, parity_floater)
            .run(&incoming, &residents)
    };
    // Decision L-7: the text's procedure, kept unless the round can then no longer be
    // completed (the text would block at the median scoregroup, 2.6).
    let text = attempt(completion, false, out.clone());
    if completion.completes_without(&[]) && (!last || text.floaters.is_empty()) {
        return text;
    }
    for pair in &text.pairs {
        completion.restore(pair.scrutinised);
        completion.restore(pair.opponent);
    }
    attempt(completion, true, out)
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

    /// Players #1..#6 (indices 0..5) with no games; `met` pairs (by number) have met.
    /// The group is #1..#4 paired downward, #5 and #6 the next scoregroup.
    fn group_of_four(met: &[(usize, usize)]) -> GroupPairing {
        let players = (1..=6)
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
        let mut completion = Completion::new(6, |u, v| !incompatible(u, v));
        pair(&ctx, &mut completion, &[], &[0, 1, 2, 3], &[4, 5], false)
    }

    /// A group's pairs (scrutinised, opponent) and floaters (player, reason) by number.
    type ByNumber = (Vec<(usize, usize)>, Vec<(usize, FloatReason)>);

    fn by_number(out: &GroupPairing) -> ByNumber {
        let number = |v: usize| v + 1;
        let pairs = out
            .pairs
            .iter()
            .map(|p| (number(p.scrutinised), number(p.opponent)))
            .collect();
        let floaters = out
            .floaters
            .iter()
            .map(|&(v, why)| {
                let why = match why {
                    FloatReason::Companion(w) => FloatReason::Companion(number(w)),
                    other => other,
                };
                (number(v), why)
            })
            .collect();
        (pairs, floaters)
    }

    #[test]
    fn the_lowest_numbered_player_left_floats_with_the_player_without_opponent() {
        // #1 has met #2 and #4, #2 has met #4. 2.4: 1 v 3, 2 v 4. 1 v 3 stands; #2 has met
        // #4: 4.3 "1 v 3, 2 v 6": #2 takes #3 and #1 the next of his order, #4 (met): no;
        // "1 v 2": met: no. The group was even (4.4 b): #2 floats and the lowest numbered
        // player left, #4, with him.
        let out = group_of_four(&[(1, 2), (1, 4), (2, 4)]);
        assert!(!out.look_ahead);
        assert_eq!(
            by_number(&out),
            (
                vec![(1, 3)],
                vec![(2, FloatReason::Exchanges), (4, FloatReason::Companion(2))]
            )
        );
    }

    #[test]
    fn the_look_ahead_pairs_a_group_whose_text_pairing_blocks_the_round() {
        // #5 and #6, the next scoregroup and the last of the round, have met. The text's
        // pairing of #1..#4, 1 v 3 and 2 v 4, leaves them without a complete pairing
        // (2.6 would crack a pair), so the group is paired again with the look-ahead
        // (decision L-7): 1 v 3 leaves #2 #4 #5 #6 pairable (2 v 5, 4 v 6) and stands;
        // 2 v 4 does not. 4.3: #2 takes #3 and #1 #4: that leaves #5 v #6, no; "1 v 2"
        // leaves #3 #4 #5 #6 pairable: #2 meets #1. #3's only opponent left, #4, would
        // leave #5 v #6 again; "1 v 3, 2 v 6" (#3 takes #1 and #2 #4) too; "1 v 2" would
        // leave #1, scrutinised, without one. So #3 floats (4.4) and #4 with him (4.4 b).
        let out = group_of_four(&[(5, 6)]);
        assert!(out.look_ahead);
        assert_eq!(
            by_number(&out),
            (
                vec![(2, 1)],
                vec![(3, FloatReason::Exchanges), (4, FloatReason::Companion(3))]
            )
        );
    }
}

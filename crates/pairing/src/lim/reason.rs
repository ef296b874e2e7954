//! The sentences of a Lim explanation (C.04.4.3): typed reasons with their facts, worded in
//! the Fluent files (`explain-lim-…`).

use crate::domain::{Colour, Points};
use crate::explanation::PlayerRef;
use crate::explanation::colour_word;
use crate::i18n::{Language, Localize};
use crate::tr;

/// Where a scoregroup stands against the median (C.04.4.3 2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimSide {
    Above,
    Median,
    Below,
}

impl LimSide {
    fn key(self) -> &'static str {
        match self {
            LimSide::Above => "above",
            LimSide::Median => "median",
            LimSide::Below => "below",
        }
    }
}

/// One sentence about a Lim round or board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimReason {
    /// 2.2: the scoregroups and the median score.
    Round {
        round: u32,
        players: usize,
        median: Points,
    },
    /// 7.1: round 1, the lowest-rated player.
    ByeLowestRated { player: PlayerRef, rating: u16 },
    /// 1.1: the lowest-ranked player of the lowest scoregroup.
    ByeLowestRanked { player: PlayerRef, score: Points },
    /// The scoregroup a board was made in, and its side of the median.
    Board {
        board: usize,
        score: Points,
        side: LimSide,
    },
    /// 7.2: neither has played.
    Drawn { higher: PlayerRef, colour: Colour },
    /// 5.1: only one allocation keeps the colour limits.
    Limits { player: PlayerRef, colour: Colour },
    /// 5.1: both get their due colour.
    BothDue,
    /// 5.4: the colour histories, going back.
    History { player: PlayerRef, colour: Colour },
    /// 5.4: identical histories, at or above the median.
    HigherRanked { player: PlayerRef, colour: Colour },
    /// 5.4: identical histories, below the median.
    LowerRanked { player: PlayerRef, colour: Colour },
    /// Why a player floated, or came back (2.3, 3, 4.4).
    Float(LimFloat),
    /// How the opponent was found: proposed or exchanged (2.4, 3.8, 4, 5.2).
    Opponent(LimOpponent),
}

/// Why a player floated, or came back (C.04.4.3 2.3, 3, 4.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimFloat {
    /// 2.3.1–2.3.3: no compatible opponent in the scoregroup.
    FloatedNoOpponent { player: PlayerRef, from: Points },
    /// 2.3.4, 3.2: the default floater that makes the scoregroup even.
    FloatedToEven { player: PlayerRef, from: Points },
    /// 3.2: chosen to even out the players due White and due Black.
    FloatedForColours { player: PlayerRef, from: Points },
    /// 3.3–3.4: the default floater had no compatible opponent in the next scoregroup.
    FloatedAdjacent { player: PlayerRef, from: Points },
    /// 3.9 a–b: floating the default player would have left a floater who came into
    /// the group without an opponent there.
    FloatedKeepsIncoming { player: PlayerRef, from: Points },
    /// 3.10: the default floater had floated in the previous round.
    FloatedNotAgain { player: PlayerRef, from: Points },
    /// 3.1, 4.3–4.4: no exchange gave a compatible opponent while leaving the players
    /// paired before with theirs.
    FloatedExchanges { player: PlayerRef, from: Points },
    /// 4.4 a: as `FloatedExchanges`, in place of the floater who made the group even.
    FloatedInPlaceOf {
        player: PlayerRef,
        from: Points,
        floater: PlayerRef,
    },
    /// 4.4 b: the last player left floats with `other`, who had no opponent, to keep the
    /// group even.
    FloatedCompanion {
        player: PlayerRef,
        from: Points,
        other: PlayerRef,
    },
    /// 4.4 a: the floater who had made the group even came back in place of `other`.
    ReturnedFloater {
        player: PlayerRef,
        from: Points,
        other: PlayerRef,
    },
    /// Decision L-7: the text's order would have blocked the round; every choice in the
    /// scoregroup kept it completable.
    LookAhead,
}

/// How the opponent was found: proposed or exchanged (C.04.4.3 2.4, 3.8, 4, 5.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimOpponent {
    /// 2.4, 3.8: the proposed pairing stood.
    Proposed {
        player: PlayerRef,
        opponent: PlayerRef,
    },
    /// 4.1–4.3: the next opponent in the exchange order.
    Exchanged {
        player: PlayerRef,
        opponent: PlayerRef,
    },
    /// 5.2, 3.8: an exchange that gives both their due colour.
    ColourExchange {
        player: PlayerRef,
        opponent: PlayerRef,
    },
    /// 4.3–4.4 ("1 v 3, 2 v 6"): no other opponent was left for `player`, who took the
    /// opponent of `earlier`.
    TookOpponent {
        player: PlayerRef,
        opponent: PlayerRef,
        earlier: PlayerRef,
    },
    /// 4.3–4.4: `player` gave `given` to `later` and took the next one of their order.
    GaveOpponent {
        player: PlayerRef,
        opponent: PlayerRef,
        given: PlayerRef,
        later: PlayerRef,
    },
    /// 4.3–4.4 ("1 v 2"): no other opponent was left for `player`, who met `opponent`,
    /// paired before; `freed` went back to the players left.
    MetEarlier {
        player: PlayerRef,
        opponent: PlayerRef,
        freed: PlayerRef,
    },
}

impl Localize for LimReason {
    fn localize(&self, l: Language) -> String {
        // Every variant is named here and each family's match names each of its own, so
        // the compiler checks that every sentence has its words.
        match self {
            // The round, the bye and the scoregroup of a board (2.2, 7.1, 1.1).
            LimReason::Round {
                round,
                players,
                median,
            } => tr!(
                l,
                "explain-lim-round",
                round = (*round),
                players = (*players),
                median = median.to_string()
            ),
            LimReason::ByeLowestRated { player, rating } => tr!(
                l,
                "explain-lim-bye-lowest-rated",
                player = player.localize(l),
                rating = (*rating)
            ),
            LimReason::ByeLowestRanked { player, score } => tr!(
                l,
                "explain-lim-bye-lowest-ranked",
                player = player.localize(l),
                score = score.to_string()
            ),
            LimReason::Board { board, score, side } => tr!(
                l,
                "explain-lim-board",
                board = (*board),
                score = score.to_string(),
                side = side.key()
            ),
            // How the colours were given (5, 7.2).
            LimReason::Drawn { higher, colour } => tr!(
                l,
                "explain-lim-drawn",
                higher = higher.localize(l),
                odd = if higher.number % 2 == 1 { "yes" } else { "no" },
                colour = colour_word(l, *colour)
            ),
            LimReason::Limits { player, colour } => tr!(
                l,
                "explain-lim-limits",
                player = player.localize(l),
                colour = colour_word(l, *colour)
            ),
            LimReason::BothDue => tr!(l, "explain-lim-both-due"),
            LimReason::History { player, colour } => tr!(
                l,
                "explain-lim-history",
                player = player.localize(l),
                colour = colour_word(l, *colour)
            ),
            LimReason::HigherRanked { player, colour } => tr!(
                l,
                "explain-lim-higher-ranked",
                player = player.localize(l),
                colour = colour_word(l, *colour)
            ),
            LimReason::LowerRanked { player, colour } => tr!(
                l,
                "explain-lim-lower-ranked",
                player = player.localize(l),
                colour = colour_word(l, *colour)
            ),
            LimReason::Float(reason) => reason.localize(l),
            LimReason::Opponent(reason) => reason.localize(l),
        }
    }
}

/// Why a player floated, or came back (2.3, 3, 4.4).
impl Localize for LimFloat {
    fn localize(&self, l: Language) -> String {
        match self {
            LimFloat::FloatedNoOpponent { player, from } => tr!(
                l,
                "explain-lim-floated-no-opponent",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedToEven { player, from } => tr!(
                l,
                "explain-lim-floated-to-even",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedForColours { player, from } => tr!(
                l,
                "explain-lim-floated-for-colours",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedAdjacent { player, from } => tr!(
                l,
                "explain-lim-floated-adjacent",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedKeepsIncoming { player, from } => tr!(
                l,
                "explain-lim-floated-keeps-incoming",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedNotAgain { player, from } => tr!(
                l,
                "explain-lim-floated-not-again",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedExchanges { player, from } => tr!(
                l,
                "explain-lim-floated-exchanges",
                player = player.localize(l),
                from = from.to_string()
            ),
            LimFloat::FloatedInPlaceOf {
                player,
                from,
                floater,
            } => tr!(
                l,
                "explain-lim-floated-in-place-of",
                player = player.localize(l),
                from = from.to_string(),
                floater = floater.localize(l)
            ),
            LimFloat::FloatedCompanion {
                player,
                from,
                other,
            } => tr!(
                l,
                "explain-lim-floated-companion",
                player = player.localize(l),
                from = from.to_string(),
                other = other.localize(l)
            ),
            LimFloat::ReturnedFloater {
                player,
                from,
                other,
            } => tr!(
                l,
                "explain-lim-returned-floater",
                player = player.localize(l),
                from = from.to_string(),
                other = other.localize(l)
            ),
            LimFloat::LookAhead => tr!(l, "explain-lim-look-ahead"),
        }
    }
}

/// How the opponent was found: proposed or exchanged (2.4, 3.8, 4, 5.2).
impl Localize for LimOpponent {
    fn localize(&self, l: Language) -> String {
        match self {
            LimOpponent::TookOpponent {
                player,
                opponent,
                earlier,
            } => tr!(
                l,
                "explain-lim-took-opponent",
                player = player.localize(l),
                opponent = opponent.localize(l),
                earlier = earlier.localize(l)
            ),
            LimOpponent::GaveOpponent {
                player,
                opponent,
                given,
                later,
            } => tr!(
                l,
                "explain-lim-gave-opponent",
                player = player.localize(l),
                opponent = opponent.localize(l),
                given = given.localize(l),
                later = later.localize(l)
            ),
            LimOpponent::MetEarlier {
                player,
                opponent,
                freed,
            } => tr!(
                l,
                "explain-lim-met-earlier",
                player = player.localize(l),
                opponent = opponent.localize(l),
                freed = freed.localize(l)
            ),
            LimOpponent::Proposed { player, opponent } => tr!(
                l,
                "explain-lim-proposed",
                player = player.localize(l),
                opponent = opponent.localize(l)
            ),
            LimOpponent::Exchanged { player, opponent } => tr!(
                l,
                "explain-lim-exchanged",
                player = player.localize(l),
                opponent = opponent.localize(l)
            ),
            LimOpponent::ColourExchange { player, opponent } => tr!(
                l,
                "explain-lim-colour-exchange",
                player = player.localize(l),
                opponent = opponent.localize(l)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn who(n: u32) -> PlayerRef {
        PlayerRef {
            name: format!("Rossi {n}"),
            number: n,
        }
    }

    /// The round, the bye and the board's scoregroup.
    fn round_samples(b: &PlayerRef, s: Points) -> Vec<LimReason> {
        vec![
            LimReason::Round {
                round: 3,
                players: 20,
                median: Points::from_whole(1),
            },
            LimReason::ByeLowestRated {
                player: b.clone(),
                rating: 1400,
            },
            LimReason::ByeLowestRanked {
                player: b.clone(),
                score: s,
            },
            LimReason::Board {
                board: 1,
                score: s,
                side: LimSide::Above,
            },
            LimReason::Board {
                board: 2,
                score: s,
                side: LimSide::Median,
            },
            LimReason::Board {
                board: 3,
                score: s,
                side: LimSide::Below,
            },
        ]
    }

    /// Why a player floated, or came back.
    fn float_samples(a: &PlayerRef, b: &PlayerRef, s: Points) -> Vec<LimReason> {
        vec![
            LimReason::Float(LimFloat::FloatedNoOpponent {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedToEven {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedForColours {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedAdjacent {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedKeepsIncoming {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedNotAgain {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedExchanges {
                player: a.clone(),
                from: s,
            }),
            LimReason::Float(LimFloat::FloatedInPlaceOf {
                player: a.clone(),
                from: s,
                floater: b.clone(),
            }),
            LimReason::Float(LimFloat::FloatedCompanion {
                player: a.clone(),
                from: s,
                other: b.clone(),
            }),
            LimReason::Float(LimFloat::ReturnedFloater {
                player: a.clone(),
                from: s,
                other: b.clone(),
            }),
            LimReason::Float(LimFloat::LookAhead),
        ]
    }

    /// How the opponent was found.
    fn opponent_samples(a: &PlayerRef, b: &PlayerRef) -> Vec<LimReason> {
        vec![
            LimReason::Opponent(LimOpponent::TookOpponent {
                player: a.clone(),
                opponent: b.clone(),
                earlier: who(3),
            }),
            LimReason::Opponent(LimOpponent::GaveOpponent {
                player: a.clone(),
                opponent: b.clone(),
                given: who(3),
                later: who(4),
            }),
            LimReason::Opponent(LimOpponent::MetEarlier {
                player: a.clone(),
                opponent: b.clone(),
                freed: who(3),
            }),
            LimReason::Opponent(LimOpponent::Proposed {
                player: a.clone(),
                opponent: b.clone(),
            }),
            LimReason::Opponent(LimOpponent::Exchanged {
                player: a.clone(),
                opponent: b.clone(),
            }),
            LimReason::Opponent(LimOpponent::ColourExchange {
                player: a.clone(),
                opponent: b.clone(),
            }),
        ]
    }

    /// How the colours were given.
    fn colour_samples(a: &PlayerRef, b: &PlayerRef) -> Vec<LimReason> {
        vec![
            LimReason::Drawn {
                higher: a.clone(),
                colour: Colour::White,
            },
            LimReason::Drawn {
                higher: who(2),
                colour: Colour::Black,
            },
            LimReason::Limits {
                player: a.clone(),
                colour: Colour::Black,
            },
            LimReason::BothDue,
            LimReason::History {
                player: a.clone(),
                colour: Colour::White,
            },
            LimReason::HigherRanked {
                player: a.clone(),
                colour: Colour::White,
            },
            LimReason::LowerRanked {
                player: b.clone(),
                colour: Colour::White,
            },
        ]
    }

    /// One sample (or more) of every variant.
    fn samples() -> Vec<LimReason> {
        let (a, b, s) = (who(1), who(7), Points::from_halves(3));
        let mut all = round_samples(&b, s);
        all.extend(float_samples(&a, &b, s));
        all.extend(opponent_samples(&a, &b));
        all.extend(colour_samples(&a, &b));
        all
    }

    #[test]
    fn every_lim_reason_is_worded_in_every_language() {
        for reason in &samples() {
            assert_worded(reason);
        }
    }
}

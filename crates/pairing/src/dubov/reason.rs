//! The sentences of a Dubov explanation (C.04.4.1): typed reasons with their facts, worded
//! in the Fluent files (`explain-dubov-…`).

use crate::domain::{Colour, Points};
use crate::explanation::PlayerRef;
use crate::explanation::colour_word;
use crate::i18n::{Language, Localize};
use crate::tr;

/// One sentence about a Dubov round or board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DubovReason {
    Round {
        round: u32,
        players: usize,
        scoregroups: usize,
    },
    /// C.04.4.1 3.1: the PAB, chosen first.
    Bye {
        player: PlayerRef,
        score: Points,
        games: u32,
    },
    /// A board and the scoregroup (bracket) it was paired in.
    Board {
        board: usize,
        score: Points,
        residents: usize,
        upfloaters: usize,
    },
    /// 3.2.1–3.2.2, 4.2: a player pulled up from a lower scoregroup.
    Upfloated {
        player: PlayerRef,
        score: Points,
        bracket: Points,
    },
    /// 3.2.3: nobody in the scoregroup has played: G1 is the first half by TPN.
    ByHalves,
    /// 3.2.4, 4.3: moved between G1 and G2 so that the two are paired across.
    Shifted { player: PlayerRef },
    /// 3.2.5, 4.4: the S1 player and the first suitable G2 player by TPN.
    FirstOfG2 {
        player: PlayerRef,
        aro: u32,
        position: usize,
        opponent: PlayerRef,
    },
    /// 5.2.1: neither has played.
    InitialColour { higher: PlayerRef, colour: Colour },
    /// 5.2.2
    BothPreferences,
    /// 5.2.3
    StrongerPreference { player: PlayerRef, colour: Colour },
    /// 5.2.4
    Alternation {
        player: PlayerRef,
        colour: Colour,
        games_back: usize,
    },
    /// 5.2.5
    HigherRanked { player: PlayerRef, colour: Colour },
}

impl Localize for DubovReason {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            DubovReason::Round {
                round,
                players,
                scoregroups,
            } => tr!(
                l,
                "explain-dubov-round",
                round = (*round),
                players = (*players),
                scoregroups = (*scoregroups)
            ),
            DubovReason::Bye {
                player,
                score,
                games,
            } => tr!(
                l,
                "explain-dubov-bye",
                player = player.localize(l),
                score = score.to_string(),
                games = (*games)
            ),
            DubovReason::Board {
                board,
                score,
                residents,
                upfloaters,
            } => tr!(
                l,
                "explain-dubov-board",
                board = (*board),
                score = score.to_string(),
                residents = (*residents),
                upfloaters = (*upfloaters)
            ),
            DubovReason::Upfloated {
                player,
                score,
                bracket,
            } => tr!(
                l,
                "explain-dubov-upfloated",
                player = player.localize(l),
                score = score.to_string(),
                bracket = bracket.to_string()
            ),
            DubovReason::ByHalves => tr!(l, "explain-dubov-by-halves"),
            DubovReason::Shifted { player } => {
                tr!(l, "explain-dubov-shifted", player = player.localize(l))
            }
            DubovReason::FirstOfG2 {
                player,
                aro,
                position,
                opponent,
            } => tr!(
                l,
                "explain-dubov-first-of-g2",
                player = player.localize(l),
                aro = (*aro),
                position = (*position),
                opponent = opponent.localize(l)
            ),
            DubovReason::InitialColour { higher, colour } => tr!(
                l,
                "explain-dubov-initial-colour",
                higher = higher.localize(l),
                odd = if higher.number % 2 == 1 { "yes" } else { "no" },
                colour = colour_word(l, *colour)
            ),
            DubovReason::BothPreferences => tr!(l, "explain-dubov-both-preferences"),
            DubovReason::StrongerPreference { player, colour } => tr!(
                l,
                "explain-dubov-stronger-preference",
                player = player.localize(l),
                colour = colour_word(l, *colour)
            ),
            DubovReason::Alternation {
                player,
                colour,
                games_back,
            } => tr!(
                l,
                "explain-dubov-alternation",
                player = player.localize(l),
                colour = colour_word(l, *colour),
                back = (*games_back)
            ),
            DubovReason::HigherRanked { player, colour } => tr!(
                l,
                "explain-dubov-higher-ranked",
                player = player.localize(l),
                colour = colour_word(l, *colour)
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

    #[test]
    fn every_dubov_reason_is_worded_in_every_language() {
        let all = [
            DubovReason::Round {
                round: 2,
                players: 9,
                scoregroups: 2,
            },
            DubovReason::Bye {
                player: who(9),
                score: Points::from_halves(1),
                games: 1,
            },
            DubovReason::Board {
                board: 1,
                score: Points::from_halves(2),
                residents: 3,
                upfloaters: 1,
            },
            DubovReason::Upfloated {
                player: who(4),
                score: Points::ZERO,
                bracket: Points::from_halves(2),
            },
            DubovReason::ByHalves,
            DubovReason::Shifted { player: who(2) },
            DubovReason::FirstOfG2 {
                player: who(3),
                aro: 1850,
                position: 1,
                opponent: who(6),
            },
            DubovReason::InitialColour {
                higher: who(1),
                colour: Colour::White,
            },
            DubovReason::BothPreferences,
            DubovReason::StrongerPreference {
                player: who(1),
                colour: Colour::Black,
            },
            DubovReason::Alternation {
                player: who(1),
                colour: Colour::White,
                games_back: 2,
            },
            DubovReason::HigherRanked {
                player: who(1),
                colour: Colour::Black,
            },
        ];
        for r in &all {
            // Every variant is listed: a new one without a sample fails to compile here.
            match r {
                DubovReason::Round { .. }
                | DubovReason::Bye { .. }
                | DubovReason::Board { .. }
                | DubovReason::Upfloated { .. }
                | DubovReason::ByHalves
                | DubovReason::Shifted { .. }
                | DubovReason::FirstOfG2 { .. }
                | DubovReason::InitialColour { .. }
                | DubovReason::BothPreferences
                | DubovReason::StrongerPreference { .. }
                | DubovReason::Alternation { .. }
                | DubovReason::HigherRanked { .. } => {}
            }
            assert_worded(r);
        }
    }
}

//! The sentences of an Amalfi explanation, with their facts; worded in the Fluent files
//! (`explain-amalfi-…`). Each names the article and, where the text was ambiguous, the
//! decision of docs/rules/amalfi.md (`AM-…`) that applied.

use crate::domain::Colour;
use crate::explanation::{Names, PlayerRef, colour_word};
use crate::i18n::{Language, Localize};
use crate::tr;

/// Which search of 3.3 found the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchStep {
    Theoretical,
    Upward,
    Downward,
}

/// Why the theoretical opponent was not the opponent (3.3.a/b/c, 3.3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    BeyondList,
    AlreadyPaired,
    AlreadyMet,
    Forbidden,
    Colours,
    NoCompletion,
}

/// One sentence of an Amalfi explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AmalfiReason {
    /// The round: the list's size and the offset of the theoretical opponent (AM-1).
    Round {
        round: u32,
        players: usize,
        offset: usize,
        counts_this_round: bool,
    },
    /// 3.1 in the last round (AM-7).
    LastRound,
    /// 2.1: the bye, to the player at `position`.
    Bye { player: PlayerRef, position: usize },
    /// 2.2 (AM-4): lower players passed over.
    ByeBarred { players: Names },
    /// AM-4: lower eligible players with whom the others could not all be paired.
    ByeNoPairing { players: Names },
    /// 3.3: who was paired and by which search.
    Board {
        first: PlayerRef,
        first_position: usize,
        opponent: PlayerRef,
        opponent_position: usize,
        theoretical_position: usize,
        step: SearchStep,
    },
    /// 3.3.a/b/c, 3.3.3: why the theoretical opponent was not taken.
    TheoreticalUnavailable { position: usize, why: Unavailable },
    /// 3.3.3 (AM-8): candidates passed over, nobody could pair the rest with them.
    Undone { players: Names },
    /// The colours (4).
    Colour(AmalfiColour),
}

/// The sentences on the colours of a board (4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AmalfiColour {
    /// 4.1 (AM-9).
    ColourFirstRound {
        white: PlayerRef,
        pair: usize,
        drawn: Colour,
    },
    /// 4.2 (AM-10).
    ColourBlackShare {
        white: PlayerRef,
        blacks: usize,
        games: usize,
        other_blacks: usize,
        other_games: usize,
    },
    /// 4.3 (AM-11).
    ColourRecentRound { white: PlayerRef, round: u32 },
    /// 4.4 (AM-12): the higher player alternates.
    ColourAlternates { higher: PlayerRef, colour: Colour },
    /// 4.4 (AM-12): nobody has played; parity of the higher number.
    ColourParity {
        higher: PlayerRef,
        number: u32,
        colour: Colour,
    },
    /// 4.2's proviso: the rule's colours broke 3.1 and were swapped (AM-5).
    ColourSwapped { white: PlayerRef },
}

fn step_key(step: SearchStep) -> &'static str {
    match step {
        SearchStep::Theoretical => "theoretical",
        SearchStep::Upward => "upward",
        SearchStep::Downward => "downward",
    }
}

fn unavailable_key(why: Unavailable) -> &'static str {
    match why {
        Unavailable::BeyondList => "beyond",
        Unavailable::AlreadyPaired => "paired",
        Unavailable::AlreadyMet => "met",
        Unavailable::Forbidden => "forbidden",
        Unavailable::Colours => "colours",
        Unavailable::NoCompletion => "completion",
    }
}

impl Localize for AmalfiReason {
    fn localize(&self, l: Language) -> String {
        use AmalfiReason as R;
        // Every variant is named here and the colours' match names each of its own, so the
        // compiler checks that every sentence has its words.
        match self {
            // The round, the bye and the search for each opponent (2, 3).
            R::Round {
                round,
                players,
                offset,
                counts_this_round,
            } => tr!(
                l,
                "explain-amalfi-round",
                round = (*round),
                players = (*players),
                offset = (*offset),
                counts = (if *counts_this_round { "yes" } else { "no" })
            ),
            R::LastRound => tr!(l, "explain-amalfi-last-round"),
            R::Bye { player, position } => tr!(
                l,
                "explain-amalfi-bye",
                player = player.localize(l),
                position = (*position)
            ),
            R::ByeBarred { players } => {
                tr!(
                    l,
                    "explain-amalfi-bye-barred",
                    players = players.localize(l)
                )
            }
            R::ByeNoPairing { players } => tr!(
                l,
                "explain-amalfi-bye-no-pairing",
                players = players.localize(l)
            ),
            R::Board {
                first,
                first_position,
                opponent,
                opponent_position,
                theoretical_position,
                step,
            } => tr!(
                l,
                "explain-amalfi-board",
                first = first.localize(l),
                first_position = (*first_position),
                opponent = opponent.localize(l),
                opponent_position = (*opponent_position),
                theoretical = (*theoretical_position),
                step = step_key(*step)
            ),
            R::TheoreticalUnavailable { position, why } => tr!(
                l,
                "explain-amalfi-theoretical-unavailable",
                position = (*position),
                why = unavailable_key(*why)
            ),
            R::Undone { players } => {
                tr!(l, "explain-amalfi-undone", players = players.localize(l))
            }
            R::Colour(reason) => reason.localize(l),
        }
    }
}

/// The colours (4).
impl Localize for AmalfiColour {
    fn localize(&self, l: Language) -> String {
        use AmalfiColour as R;
        match self {
            R::ColourFirstRound { white, pair, drawn } => tr!(
                l,
                "explain-amalfi-colour-first-round",
                white = white.localize(l),
                pair = (*pair),
                drawn = colour_word(l, *drawn)
            ),
            R::ColourBlackShare {
                white,
                blacks,
                games,
                other_blacks,
                other_games,
            } => tr!(
                l,
                "explain-amalfi-colour-black-share",
                white = white.localize(l),
                blacks = (*blacks),
                games = (*games),
                other_blacks = (*other_blacks),
                other_games = (*other_games)
            ),
            R::ColourRecentRound { white, round } => tr!(
                l,
                "explain-amalfi-colour-recent-round",
                white = white.localize(l),
                round = (*round)
            ),
            R::ColourAlternates { higher, colour } => tr!(
                l,
                "explain-amalfi-colour-alternates",
                higher = higher.localize(l),
                colour = colour_word(l, *colour)
            ),
            R::ColourParity {
                higher,
                number,
                colour,
            } => tr!(
                l,
                "explain-amalfi-colour-parity",
                higher = higher.localize(l),
                number = (*number),
                parity = (if number % 2 == 1 { "odd" } else { "even" }),
                colour = colour_word(l, *colour)
            ),
            R::ColourSwapped { white } => {
                tr!(
                    l,
                    "explain-amalfi-colour-swapped",
                    white = white.localize(l)
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn rossi() -> PlayerRef {
        PlayerRef {
            name: "Rossi, Mario".into(),
            number: 3,
        }
    }

    fn names() -> Names {
        Names {
            shown: vec![rossi()],
            more: 2,
        }
    }

    /// One sample (or more) of every variant: each search step and each reason the
    /// theoretical opponent was not taken.
    fn samples() -> Vec<AmalfiReason> {
        let mut reasons = vec![
            AmalfiReason::Round {
                round: 2,
                players: 9,
                offset: 4,
                counts_this_round: true,
            },
            AmalfiReason::Round {
                round: 2,
                players: 9,
                offset: 3,
                counts_this_round: false,
            },
            AmalfiReason::LastRound,
            AmalfiReason::Bye {
                player: rossi(),
                position: 9,
            },
            AmalfiReason::ByeBarred { players: names() },
            AmalfiReason::ByeNoPairing { players: names() },
            AmalfiReason::Undone { players: names() },
            AmalfiReason::Colour(AmalfiColour::ColourFirstRound {
                white: rossi(),
                pair: 2,
                drawn: Colour::White,
            }),
            AmalfiReason::Colour(AmalfiColour::ColourBlackShare {
                white: rossi(),
                blacks: 2,
                games: 3,
                other_blacks: 1,
                other_games: 3,
            }),
            AmalfiReason::Colour(AmalfiColour::ColourRecentRound {
                white: rossi(),
                round: 2,
            }),
            AmalfiReason::Colour(AmalfiColour::ColourAlternates {
                higher: rossi(),
                colour: Colour::Black,
            }),
            AmalfiReason::Colour(AmalfiColour::ColourParity {
                higher: rossi(),
                number: 3,
                colour: Colour::White,
            }),
            AmalfiReason::Colour(AmalfiColour::ColourSwapped { white: rossi() }),
        ];
        for step in [
            SearchStep::Theoretical,
            SearchStep::Upward,
            SearchStep::Downward,
        ] {
            reasons.push(AmalfiReason::Board {
                first: rossi(),
                first_position: 1,
                opponent: rossi(),
                opponent_position: 5,
                theoretical_position: 5,
                step,
            });
        }
        for why in [
            Unavailable::BeyondList,
            Unavailable::AlreadyPaired,
            Unavailable::AlreadyMet,
            Unavailable::Forbidden,
            Unavailable::Colours,
            Unavailable::NoCompletion,
        ] {
            reasons.push(AmalfiReason::TheoreticalUnavailable { position: 7, why });
        }
        reasons
    }

    #[test]
    fn every_amalfi_reason_is_worded_in_every_language() {
        let reasons = samples();
        // Every variant is listed: adding one without a sample fails to compile here.
        for reason in &reasons {
            match reason {
                AmalfiReason::Round { .. }
                | AmalfiReason::LastRound
                | AmalfiReason::Bye { .. }
                | AmalfiReason::ByeBarred { .. }
                | AmalfiReason::ByeNoPairing { .. }
                | AmalfiReason::Board { .. }
                | AmalfiReason::TheoreticalUnavailable { .. }
                | AmalfiReason::Undone { .. }
                | AmalfiReason::Colour(AmalfiColour::ColourFirstRound { .. })
                | AmalfiReason::Colour(AmalfiColour::ColourBlackShare { .. })
                | AmalfiReason::Colour(AmalfiColour::ColourRecentRound { .. })
                | AmalfiReason::Colour(AmalfiColour::ColourAlternates { .. })
                | AmalfiReason::Colour(AmalfiColour::ColourParity { .. })
                | AmalfiReason::Colour(AmalfiColour::ColourSwapped { .. }) => assert_worded(reason),
            }
        }
        // Each step and each reason gives its own sentence.
        let words: std::collections::BTreeSet<String> = reasons
            .iter()
            .map(|r| r.localize(Language::Italian))
            .collect();
        assert_eq!(words.len(), reasons.len());
    }
}

//! The sentences of a legacy Burstein explanation (seed 003 §04.4, as bbpPairings pairs
//! it): typed reasons with their facts, worded in the Fluent files
//! (`explain-burstein-…`).

use crate::domain::Points;
use crate::explanation::PlayerRef;
use crate::i18n::{Language, Localize};
use crate::tr;

/// Which colour rule decided a pair (C.04.3 5.2.1–5.2.3 as every FIDE Swiss reads them,
/// then the higher-ranked player's preference or the pairing-number parity).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDecision {
    BothGranted,
    Stronger,
    Alternation,
    HigherRanked,
    Parity,
}

/// One sentence about a legacy Burstein round or board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BursteinLegacyReason {
    Round {
        round: u32,
        players: usize,
        scoregroups: Vec<Points>,
    },
    /// Rounds 1–2: the imaginary point of the top half.
    ImaginaryPoint {
        players: usize,
    },
    /// The chooser, `position` of `size` in the bracket's order, took the lowest opponent
    /// that keeps the round pairable.
    OpponentChosen {
        board: usize,
        score: Points,
        chooser: PlayerRef,
        position: usize,
        size: usize,
        opponent: PlayerRef,
    },
    Floated {
        player: PlayerRef,
        from: Points,
        to: Points,
    },
    Colour {
        white: PlayerRef,
        decided_by: ColourDecision,
    },
    Bye {
        player: PlayerRef,
    },
}

fn decision_key(d: ColourDecision) -> &'static str {
    match d {
        ColourDecision::BothGranted => "both",
        ColourDecision::Stronger => "stronger",
        ColourDecision::Alternation => "alternation",
        ColourDecision::HigherRanked => "higher",
        ColourDecision::Parity => "parity",
    }
}

fn point_list(list: &[Points]) -> String {
    list.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Localize for BursteinLegacyReason {
    fn localize(&self, l: Language) -> String {
        use BursteinLegacyReason as R;
        match self {
            R::Round {
                round,
                players,
                scoregroups,
            } => tr!(
                l,
                "explain-burstein-legacy-round",
                round = (*round),
                players = (*players),
                scoregroups = point_list(scoregroups)
            ),
            R::ImaginaryPoint { players } => {
                tr!(l, "explain-burstein-imaginary-point", players = (*players))
            }
            R::OpponentChosen {
                board,
                score,
                chooser,
                position,
                size,
                opponent,
            } => tr!(
                l,
                "explain-burstein-opponent-chosen",
                board = (*board),
                score = score.to_string(),
                chooser = chooser.localize(l),
                position = (*position),
                size = (*size),
                opponent = opponent.localize(l)
            ),
            R::Floated { player, from, to } => tr!(
                l,
                "explain-burstein-floated",
                player = player.localize(l),
                from = from.to_string(),
                to = to.to_string()
            ),
            R::Colour { white, decided_by } => tr!(
                l,
                "explain-burstein-colour",
                white = white.localize(l),
                rule = decision_key(*decided_by)
            ),
            R::Bye { player } => {
                tr!(l, "explain-burstein-bye", player = player.localize(l))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn p(name: &str, number: u32) -> PlayerRef {
        PlayerRef {
            name: name.to_string(),
            number,
        }
    }

    #[test]
    fn every_sentence_is_worded_in_every_language() {
        let pts = Points::from_halves;
        let mut all = vec![
            BursteinLegacyReason::Round {
                round: 4,
                players: 21,
                scoregroups: vec![pts(6), pts(4), pts(2)],
            },
            BursteinLegacyReason::ImaginaryPoint { players: 10 },
            BursteinLegacyReason::OpponentChosen {
                board: 2,
                score: pts(5),
                chooser: p("Rossi", 3),
                position: 2,
                size: 6,
                opponent: p("Bianchi", 12),
            },
            BursteinLegacyReason::Floated {
                player: p("Verdi", 7),
                from: pts(4),
                to: pts(3),
            },
            BursteinLegacyReason::Bye {
                player: p("Neri", 21),
            },
        ];
        for decided_by in [
            ColourDecision::BothGranted,
            ColourDecision::Stronger,
            ColourDecision::Alternation,
            ColourDecision::HigherRanked,
            ColourDecision::Parity,
        ] {
            all.push(BursteinLegacyReason::Colour {
                white: p("Rossi", 3),
                decided_by,
            });
        }
        for r in &all {
            // Every variant is listed: a new one without a sample fails to compile here.
            match r {
                BursteinLegacyReason::Round { .. }
                | BursteinLegacyReason::ImaginaryPoint { .. }
                | BursteinLegacyReason::OpponentChosen { .. }
                | BursteinLegacyReason::Floated { .. }
                | BursteinLegacyReason::Colour { .. }
                | BursteinLegacyReason::Bye { .. } => {}
            }
            assert_worded(r);
        }
    }
}

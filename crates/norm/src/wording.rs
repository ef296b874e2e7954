//! The words of the norm check besides the requirements: the event-wide note and the
//! reasons a game is left out (`norm-…` in the `.ftl` files).

use crate::games::Exclusion;
use crate::i18n::{Language, Localize};
use crate::tr;

/// What the whole event says about norms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventNote {
    /// B.01 1.4.1a: fewer than 9 rounds, no norm is possible (the exceptions of 1.4.1b
    /// are team and World Cup events).
    TooFewRounds { rounds: u32 },
}

impl Localize for EventNote {
    fn localize(&self, lang: Language) -> String {
        match *self {
            EventNote::TooFewRounds { rounds } => tr!(lang, "norm-too-few-rounds", rounds = rounds),
        }
    }
}

impl Localize for Exclusion {
    fn localize(&self, lang: Language) -> String {
        match self {
            Exclusion::Forfeit => tr!(lang, "norm-excluded-forfeit"),
            Exclusion::LessThanOneMove => tr!(lang, "norm-excluded-less-than-one-move"),
            Exclusion::UnratedScoringZero => tr!(lang, "norm-excluded-unrated-scoring-zero"),
        }
    }
}

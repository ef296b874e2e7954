//! Why an engine gives no pairing: typed, worded in the Fluent files (`pairing-…`).

use crate::i18n::{Language, Localize};
use crate::tr;
use thiserror::Error;

/// Why a pairing engine returned no round.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.localize(Language::English))]
pub enum PairingError {
    /// The absolute criteria cannot all be met (bbpPairings/JaVaFo exit code 1).
    NoValidPairing(Unpairable),
    /// The system's engine is not there yet (its command-line flag).
    NotImplemented(&'static str),
    InvalidInput(PairingInputError),
    Cancelled,
}

/// Which absolute criterion leaves no valid pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpairable {
    /// C.04.3 C1, C3 and forbidden pairs leave somebody without an opponent.
    NoCompletePairing,
    /// C.04.3 C2: the player left over may not receive the pairing-allocated bye.
    NoByeReceiver,
}

/// A request an engine cannot work on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingInputError {
    RoundZero,
    /// Rounds are paired in order.
    RoundTooEarly {
        round: u32,
        next: u32,
    },
    /// The round is past the last round of a round robin's cycles.
    RoundBeyondSchedule {
        round: u32,
        last: u32,
    },
    TooManyPlayers,
    /// The engine's weights cannot hold this many players or rounds.
    TooLarge,
    /// An internal limit of the Dutch engine's weight carrying was reached.
    WeightNotCarried,
    /// The engine's thread ended without an answer.
    EngineStopped,
    /// A round robin needs two players.
    TooFewPlayers,
    /// A round robin's pairing number missing or outside 1..=n (lots not drawn).
    PairingNumberOutOfRange {
        name: String,
        number: u32,
        count: usize,
    },
    SharedPairingNumber {
        first: String,
        second: String,
        number: u32,
    },
    /// The Amalfi system needs the number of rounds (seed 001 A.1).
    RoundsNotAnnounced,
    /// C.04.4.1 1.1: the Dubov system needs a rating (a provisional one) for everybody.
    UnratedPlayer {
        name: String,
    },
}

impl Localize for PairingError {
    fn localize(&self, lang: Language) -> String {
        match self {
            PairingError::NoValidPairing(why) => {
                let why = why.localize(lang);
                tr!(lang, "pairing-no-valid-pairing", why = why)
            }
            PairingError::NotImplemented(system) => {
                tr!(lang, "pairing-not-implemented", system = (*system))
            }
            PairingError::InvalidInput(problem) => {
                let problem = problem.localize(lang);
                tr!(lang, "pairing-cannot-pair", problem = problem)
            }
            PairingError::Cancelled => tr!(lang, "pairing-cancelled"),
        }
    }
}

impl Localize for Unpairable {
    fn localize(&self, lang: Language) -> String {
        match self {
            Unpairable::NoCompletePairing => tr!(lang, "pairing-no-complete-pairing"),
            Unpairable::NoByeReceiver => tr!(lang, "pairing-no-bye-receiver"),
        }
    }
}

impl Localize for PairingInputError {
    fn localize(&self, lang: Language) -> String {
        use PairingInputError as E;
        match self {
            E::RoundZero => tr!(lang, "pairing-round-zero"),
            E::RoundTooEarly { round, next } => {
                tr!(
                    lang,
                    "pairing-round-too-early",
                    round = (*round),
                    next = (*next)
                )
            }
            E::RoundBeyondSchedule { round, last } => {
                tr!(
                    lang,
                    "pairing-round-beyond-schedule",
                    round = (*round),
                    last = (*last)
                )
            }
            E::TooManyPlayers => tr!(lang, "pairing-too-many-players"),
            E::TooLarge => tr!(lang, "pairing-too-large"),
            E::WeightNotCarried => tr!(lang, "pairing-weight-not-carried"),
            E::EngineStopped => tr!(lang, "pairing-engine-stopped"),
            E::TooFewPlayers => tr!(lang, "pairing-too-few-players"),
            E::PairingNumberOutOfRange {
                name,
                number,
                count,
            } => tr!(
                lang,
                "pairing-number-out-of-range",
                name = name.as_str(),
                number = (*number),
                count = (*count)
            ),
            E::SharedPairingNumber {
                first,
                second,
                number,
            } => tr!(
                lang,
                "pairing-number-shared",
                first = first.as_str(),
                second = second.as_str(),
                number = (*number)
            ),
            E::RoundsNotAnnounced => tr!(lang, "pairing-rounds-not-announced"),
            E::UnratedPlayer { name } => {
                tr!(lang, "pairing-dubov-unrated-player", name = name.as_str())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_pairing_error_is_worded_in_every_language() {
        use PairingInputError as E;
        let inputs = [
            E::RoundZero,
            E::RoundTooEarly { round: 5, next: 3 },
            E::RoundBeyondSchedule { round: 8, last: 7 },
            E::TooManyPlayers,
            E::TooLarge,
            E::WeightNotCarried,
            E::EngineStopped,
            E::TooFewPlayers,
            E::PairingNumberOutOfRange {
                name: "Rossi".into(),
                number: 0,
                count: 8,
            },
            E::SharedPairingNumber {
                first: "Rossi".into(),
                second: "Bianchi".into(),
                number: 3,
            },
            E::RoundsNotAnnounced,
            E::UnratedPlayer {
                name: "Rossi".into(),
            },
        ];
        // Every variant is listed: adding one without a sample fails to compile here.
        for input in &inputs {
            match input {
                E::RoundZero
                | E::RoundTooEarly { .. }
                | E::RoundBeyondSchedule { .. }
                | E::TooManyPlayers
                | E::TooLarge
                | E::WeightNotCarried
                | E::EngineStopped
                | E::TooFewPlayers
                | E::PairingNumberOutOfRange { .. }
                | E::SharedPairingNumber { .. }
                | E::RoundsNotAnnounced => {}
                E::UnratedPlayer { .. } => {}
            }
        }
        let mut errors: Vec<PairingError> =
            inputs.into_iter().map(PairingError::InvalidInput).collect();
        errors.push(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
        errors.push(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
        errors.push(PairingError::NotImplemented("burstein"));
        errors.push(PairingError::Cancelled);
        for error in &errors {
            assert_worded(error);
        }
    }
}

//! The words of the errors the session hands to the window: its own ([`SessionError`]);
//! a broken tournament invariant ([`TournamentError`]) is worded with the domain's words
//! in `i18n::tournament_error`. Each is a Fluent message (`session-…`, `tournament-…`).

use super::{SaveFailure, SessionError};
use crate::i18n::{Language, Localize};
use crate::tr;

impl Localize for SessionError {
    fn localize(&self, lang: Language) -> String {
        match self {
            SessionError::Invalid(refusal) => refusal.localize(lang),
            SessionError::Tournament(error) => error.localize(lang),
            SessionError::File(error) => error.localize(lang),
            SessionError::NoPath => tr!(lang, "session-no-path"),
            SessionError::Locked(file) => {
                let file = file.display().to_string();
                tr!(lang, "session-file-locked", file = file.as_str())
            }
            SessionError::ReadOnly => tr!(lang, "session-read-only"),
        }
    }
}

impl Localize for SaveFailure {
    fn localize(&self, lang: Language) -> String {
        match self {
            SaveFailure::Document(error) => {
                tr!(lang, "save-failure-document", detail = error.localize(lang))
            }
            SaveFailure::Recovery(error) => {
                tr!(lang, "save-failure-recovery", detail = error.localize(lang))
            }
            SaveFailure::Crashed => tr!(lang, "save-failure-crashed"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TournamentError;
    use crate::domain::{Colour, PlayerId};
    use crate::i18n::test_support::assert_worded;
    use crate::pairing::amalfi::check::AmalfiViolation;
    use crate::pairing::check::Violation;

    /// Every checker violation the session hands on, each worded.
    fn assert_violations_worded() {
        let p = PlayerId(3);
        let q = PlayerId(8);
        let violations = [
            Violation::PairedTwice(p),
            Violation::NotPaired(p),
            Violation::PairedWhileAbsent(p),
            Violation::Rematch {
                a: p,
                b: q,
                round: 2,
            },
            Violation::SeveralPabs,
            Violation::PabNotAllowed(p),
            Violation::ColourLimit {
                player: p,
                colour: Colour::White,
            },
            Violation::ForbiddenPair { a: p, b: q },
            Violation::system(AmalfiViolation::ColourLimit {
                player: p,
                colour: Colour::Black,
            }),
            Violation::system(AmalfiViolation::ByeBarred {
                player: p,
                other: q,
            }),
            Violation::system(AmalfiViolation::ByeWithEvenList { player: p }),
            Violation::system(crate::pairing::lim::check::LimViolation::ByeNotToLowest {
                player: p,
                due: q,
            }),
        ];
        for v in &violations {
            match v {
                Violation::PairedTwice(_)
                | Violation::NotPaired(_)
                | Violation::PairedWhileAbsent(_)
                | Violation::Rematch { .. }
                | Violation::SeveralPabs
                | Violation::PabNotAllowed(_)
                | Violation::ColourLimit { .. }
                | Violation::ForbiddenPair { .. }
                | Violation::System(_) => assert_worded(v),
            }
        }
    }

    /// Every broken tournament invariant, each worded (every use of a round too far).
    fn assert_tournament_errors_worded() {
        let p = PlayerId(3);
        let errors = [
            TournamentError::UnknownPlayer(p),
            TournamentError::PlayerTwiceInRound {
                round: 1,
                player: p,
            },
            TournamentError::SelfPairing {
                round: 1,
                player: p,
            },
            TournamentError::RoundNumber {
                expected: 2,
                found: 3,
            },
            TournamentError::DuplicateId(p),
            TournamentError::DuplicatePairingNumber(4),
            TournamentError::ForbiddenAgainstSelf(p),
            TournamentError::TooManyRounds(4_294_967_295),
            TournamentError::Team(crate::domain::TeamError::DuplicateTeamPairingNumber(3)),
        ];
        for e in &errors {
            match e {
                TournamentError::UnknownPlayer(_)
                | TournamentError::PlayerTwiceInRound { .. }
                | TournamentError::SelfPairing { .. }
                | TournamentError::RoundNumber { .. }
                | TournamentError::DuplicateId(_)
                | TournamentError::DuplicatePairingNumber(_)
                | TournamentError::ForbiddenAgainstSelf(_)
                | TournamentError::TooManyRounds(_)
                | TournamentError::RoundOutOfRange { .. }
                | TournamentError::Team(_) => assert_worded(e),
            }
        }
        for what in [
            crate::domain::RoundUse::VirtualPoints,
            crate::domain::RoundUse::RequestedBye,
            crate::domain::RoundUse::FirstRound,
            crate::domain::RoundUse::Withdrawal,
            crate::domain::RoundUse::ScoreAdjustment,
        ] {
            assert_worded(&TournamentError::RoundOutOfRange {
                what,
                player: p,
                round: 4_294_967_295,
                limit: 10,
            });
        }
        use crate::domain::TeamError;
        let (a, b) = (crate::domain::TeamId(1), crate::domain::TeamId(2));
        for team_error in [
            TeamError::DuplicateTeamId(a),
            TeamError::DuplicateTeamPairingNumber(3),
            TeamError::UnknownTeam(a),
            TeamError::UnknownPlayer(p),
            TeamError::PlayerInTwoTeams {
                player: p,
                first: a,
                second: b,
            },
            TeamError::TeamTwiceInRound { round: 2, team: a },
            TeamError::NotOnRoster {
                round: 2,
                player: p,
                team: b,
            },
            TeamError::TeamRoundNumber {
                expected: 1,
                found: 2,
            },
            TeamError::MoreTeamRounds {
                team_rounds: 3,
                rounds: 2,
            },
        ] {
            assert_worded(&TournamentError::Team(team_error));
        }
    }

    /// Every failure of a save, each worded.
    fn assert_save_failures_worded() {
        let empty = || {
            super::super::FileError::from(crate::formats::ron::RonError::WrongFormat {
                reason: crate::formats::ron::WrongFormat::Empty,
            })
        };
        for failure in [
            SaveFailure::Document(empty()),
            SaveFailure::Recovery(empty()),
            SaveFailure::Crashed,
        ] {
            match failure {
                SaveFailure::Document(_) | SaveFailure::Recovery(_) | SaveFailure::Crashed => {
                    assert_worded(&failure)
                }
            }
        }
    }

    #[test]
    fn every_session_message_is_worded_in_every_language() {
        assert_violations_worded();
        assert_tournament_errors_worded();
        assert_save_failures_worded();
        assert_worded(&SessionError::NoPath);
        assert_worded(&SessionError::Locked(std::path::PathBuf::from("club.ron")));
        assert_worded(&SessionError::ReadOnly);
        assert_worded(&SessionError::Invalid(
            super::super::Refusal::NoRoundToDelete,
        ));
    }
}

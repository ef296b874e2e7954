//! Why a document cannot be built: the arbiter asked for a round that is not there, or
//! for a round-robin schedule of a Swiss. Worded in `report-error-…`.

use crate::i18n::{Language, Localize};
use crate::tr;
use thiserror::Error;

/// A document that cannot be printed, with the facts to say why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.localize(Language::English))]
pub enum ReportError {
    /// A round document was asked for and no round is paired.
    NoRoundPaired,
    /// The round asked for (0 or beyond the rounds paired) does not exist.
    RoundNotPaired { round: u32, paired: u32 },
    /// The round-robin schedule of a Swiss tournament.
    ScheduleForSwiss,
    /// A schedule with fewer than 2 players.
    ScheduleTooFewPlayers,
    /// A schedule whose pairing numbers are not 1..=count (lots not drawn, a number
    /// shared or out of range): `name` has `number`.
    SchedulePairingNumbers {
        count: usize,
        name: String,
        number: u32,
    },
    /// A team document (team pairings, match slips, team or board standings, team
    /// crosstable) of a tournament that is not a team event (issue 39).
    NotATeamEvent,
}

impl Localize for ReportError {
    fn localize(&self, lang: Language) -> String {
        match self {
            ReportError::NoRoundPaired => tr!(lang, "report-error-no-round-paired"),
            ReportError::RoundNotPaired { round, paired } => tr!(
                lang,
                "report-error-round-not-paired",
                round = (*round),
                paired = (*paired)
            ),
            ReportError::ScheduleForSwiss => tr!(lang, "report-error-schedule-for-swiss"),
            ReportError::ScheduleTooFewPlayers => {
                tr!(lang, "report-error-schedule-too-few-players")
            }
            ReportError::SchedulePairingNumbers {
                count,
                name,
                number,
            } => tr!(
                lang,
                "report-error-schedule-pairing-numbers",
                count = (*count),
                name = name.as_str(),
                number = (*number)
            ),
            ReportError::NotATeamEvent => tr!(lang, "report-error-not-a-team-event"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_report_error_is_worded_in_every_language() {
        let errors = [
            ReportError::NoRoundPaired,
            ReportError::RoundNotPaired {
                round: 7,
                paired: 5,
            },
            ReportError::ScheduleForSwiss,
            ReportError::ScheduleTooFewPlayers,
            ReportError::SchedulePairingNumbers {
                count: 6,
                name: "Rossi, Mario".into(),
                number: 0,
            },
            ReportError::NotATeamEvent,
        ];
        for error in &errors {
            match error {
                ReportError::NoRoundPaired
                | ReportError::RoundNotPaired { .. }
                | ReportError::ScheduleForSwiss
                | ReportError::ScheduleTooFewPlayers
                | ReportError::SchedulePairingNumbers { .. }
                | ReportError::NotATeamEvent => assert_worded(error),
            }
        }
        let text = errors[1].localize(Language::Italian);
        assert!(
            text.contains("turno 7") && text.contains("abbinati: 5"),
            "{text}"
        );
        assert_eq!(
            errors[1].to_string(),
            "round 7 is not paired (rounds paired: 5)"
        );
    }
}

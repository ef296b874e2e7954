//! A round of a team event, whichever its system (issue 39): a team round robin over the
//! Berger table (`team_round_robin`), a FIDE Team Swiss by its engine (`team_swiss`,
//! C.04.6). Both give the individual games and the team round of the same number; the
//! Team Swiss also says why each match came out as it did.

use crate::domain::{TeamRound, TeamSystem, Tournament};
use crate::i18n::{Language, Localize};
use crate::team_round_robin::{self, TeamPairingError};
use crate::team_swiss::event_round::{TeamSwissExplanation, pair_event_round};
use crate::tr;
use crate::{JobControl, ProposedRound};

/// A team round paired: the games of the individual round, the team matches and byes,
/// and (Team Swiss) the reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedTeamRound {
    pub games: ProposedRound,
    pub matches: TeamRound,
    pub explanation: Option<TeamSwissExplanation>,
}

/// Pairs round `round` of the tournament's team event by its system.
pub fn pair_team_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<PairedTeamRound, TeamPairingError> {
    let events = t
        .team_event
        .as_ref()
        .ok_or(TeamPairingError::NotATeamEvent)?;
    match events.system {
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin => {
            let (games, matches) = team_round_robin::pair_team_round(t, round)?;
            Ok(PairedTeamRound {
                games,
                matches,
                explanation: None,
            })
        }
        TeamSystem::TeamSwiss { .. } | TeamSystem::CustomTeamSwiss { .. } => {
            let (games, matches, explanation) = pair_event_round(t, round, control)?;
            Ok(PairedTeamRound {
                games,
                matches,
                explanation: Some(explanation),
            })
        }
    }
}

impl Localize for TeamPairingError {
    fn localize(&self, l: Language) -> String {
        use TeamPairingError as E;
        match self {
            E::NotATeamEvent => tr!(l, "cli-team-not-a-team-event"),
            E::NotARoundRobin => tr!(l, "cli-team-not-a-round-robin"),
            E::NotATeamSwiss => tr!(l, "cli-team-not-a-team-swiss"),
            E::CustomTeamSwiss => tr!(l, "cli-team-custom-swiss"),
            E::BakuAcceleration => tr!(l, "cli-team-baku"),
            E::TooFewTeams => tr!(l, "cli-team-too-few-teams"),
            E::NoSuchRound(round) => tr!(l, "cli-team-no-such-round", round = (*round)),
            E::ShortRoster {
                team,
                players,
                boards,
            } => tr!(
                l,
                "cli-team-short-roster",
                team = team.to_string(),
                players = (*players),
                boards = (*boards)
            ),
            E::Unpairable(why) => crate::PairingError::NoValidPairing(*why).localize(l),
            E::Cancelled => crate::PairingError::Cancelled.localize(l),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        use TeamPairingError as E;
        for e in [
            E::NotATeamEvent,
            E::NotARoundRobin,
            E::NotATeamSwiss,
            E::CustomTeamSwiss,
            E::BakuAcceleration,
            E::TooFewTeams,
            E::NoSuchRound(4),
            E::ShortRoster {
                team: crate::domain::TeamId(2),
                players: 1,
                boards: 4,
            },
            E::Unpairable(crate::Unpairable::NoByeReceiver),
            E::Cancelled,
        ] {
            assert_worded(&e);
        }
    }
}

//! Why the session refused a command: typed, worded in the Fluent files (`refusal-…`).

use crate::domain::{PlayerId, RoundEditError};
use crate::i18n::{Language, Localize};
use crate::pairing::round_robin::DrawError;
use crate::pairing::team_round_robin::TeamPairingError;
use crate::tr;

/// A command the rules or the tournament's state do not allow; nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// C.04.1 / C.05: the system is announced before the event.
    SystemLocked,
    ScoringLocked,
    /// The rounds cannot be fewer than the rounds already paired.
    RoundsAlreadyPaired {
        paired: u32,
    },
    PlayerNeedsName,
    /// An entry list with no player to add (every row refused or left out).
    NoPlayersToAdd,
    RoundRobinPlayersFixed,
    NoSuchPlayer {
        player: PlayerId,
    },
    PairedPlayerNotRemovable,
    RoundsNumberedFromOne,
    RoundAlreadyPaired {
        round: u32,
    },
    PairingAllocatedByeNotRequestable,
    RoundRobinNumbersFixed,
    LotsAfterRoundOne,
    PairingNumbersFixed,
    ResultsMissing {
        round: u32,
    },
    WrongNextRound {
        expected: u32,
        found: u32,
    },
    NoRoundToDelete,
    NoSuchRound {
        round: u32,
    },
    NoSuchBoard {
        round: u32,
        board: usize,
    },
    /// A second game entered on a board that is a single game (C.04.5: only a
    /// Double-Swiss board is a two-game match).
    NotAMatch {
        round: u32,
        board: usize,
    },
    PairedWithThemself,
    Lots(DrawError),
    /// A pairing finished after the tournament changed: it is not taken in.
    ChangedWhilePairing {
        round: u32,
    },
    /// A hand edit the round does not allow (see [`crate::domain::RoundEdit`]).
    RoundEdit(RoundEditError),
    /// The round has results: a change needs the arbiter's confirmation.
    RoundHasResults {
        round: u32,
    },
    /// Only the last round can be paired again.
    NotLastRound {
        round: u32,
    },
    /// Issue 39: the teams, boards and match points are fixed once round 1 is paired.
    TeamsFixed,
    TeamNeedsName,
    NotATeamEvent,
    NoSuchTeam,
    /// A team match needs at least one board.
    NoBoards,
    /// The player is already on the roster of the team named.
    AlreadyOnRoster {
        team: String,
    },
    PlayedForTeam,
    NotOnRoster,
    /// The roster entry is already first (or last).
    RosterEnd,
    TeamPairing(TeamPairingError),
    /// A team tie-break code that does not read (`tiebreak::team::TeamTiebreak::parse`).
    UnknownTeamTiebreak {
        code: String,
    },
    /// Round `round` has no team match numbered `number` (1-based).
    NoSuchMatch {
        round: u32,
        number: usize,
    },
    /// A whole match is forfeited in the last round paired only; an earlier round's
    /// results are corrected board by board (each correction in the audit trail).
    ForfeitNotLastRound {
        round: u32,
    },
    /// An unusual score (½-0, 0-½, 0-0) is entered in the last round paired only.
    UnusualScoreNotLastRound {
        round: u32,
    },
    /// A team round paired by hand names a team twice (two matches, or a match and the
    /// bye), or a team bye given by hand to a team that plays or has it already.
    TeamAlreadyPaired {
        team: String,
        round: u32,
    },
    /// A team match by hand between a team and itself.
    TeamAgainstItself {
        team: String,
    },
    /// The team bye is given or taken away by hand in the last round paired only.
    TeamByeNotLastRound {
        round: u32,
    },
    /// The team bye taken away from a team that does not have it.
    NoTeamBye {
        team: String,
        round: u32,
    },
}

impl From<DrawError> for Refusal {
    fn from(error: DrawError) -> Refusal {
        Refusal::Lots(error)
    }
}

impl Localize for Refusal {
    fn localize(&self, lang: Language) -> String {
        use Refusal as R;
        let l = lang;
        match self {
            R::SystemLocked => tr!(l, "refusal-system-locked"),
            R::ScoringLocked => tr!(l, "refusal-scoring-locked"),
            R::RoundsAlreadyPaired { paired } => {
                tr!(l, "refusal-rounds-already-paired", paired = (*paired))
            }
            R::PlayerNeedsName => tr!(l, "refusal-player-needs-name"),
            R::NoPlayersToAdd => tr!(l, "refusal-no-players-to-add"),
            R::RoundRobinPlayersFixed => tr!(l, "refusal-round-robin-players-fixed"),
            R::NoSuchPlayer { player } => {
                tr!(l, "refusal-no-such-player", player = player.to_string())
            }
            R::PairedPlayerNotRemovable => tr!(l, "refusal-paired-player-not-removable"),
            R::RoundsNumberedFromOne => tr!(l, "refusal-rounds-numbered-from-one"),
            R::RoundAlreadyPaired { round } => {
                tr!(l, "refusal-round-already-paired", round = (*round))
            }
            R::PairingAllocatedByeNotRequestable => tr!(l, "refusal-pab-not-requestable"),
            R::RoundRobinNumbersFixed => tr!(l, "refusal-round-robin-numbers-fixed"),
            R::LotsAfterRoundOne => tr!(l, "refusal-lots-after-round-one"),
            R::PairingNumbersFixed => tr!(l, "refusal-pairing-numbers-fixed"),
            R::ResultsMissing { round } => tr!(l, "refusal-results-missing", round = (*round)),
            R::WrongNextRound { expected, found } => tr!(
                l,
                "refusal-wrong-next-round",
                expected = (*expected),
                found = (*found)
            ),
            R::NoRoundToDelete => tr!(l, "refusal-no-round-to-delete"),
            R::NoSuchRound { round } => tr!(l, "refusal-no-such-round", round = (*round)),
            R::NoSuchBoard { round, board } => tr!(
                l,
                "refusal-no-such-board",
                round = (*round),
                board = (*board)
            ),
            R::NotAMatch { round, board } => {
                tr!(l, "refusal-not-a-match", round = (*round), board = (*board))
            }
            R::PairedWithThemself => tr!(l, "refusal-paired-with-themself"),
            R::Lots(DrawError::TooFewPlayers) => tr!(l, "refusal-lots-too-few-players"),
            R::Lots(DrawError::TooManyPlayers) => tr!(l, "refusal-lots-too-many-players"),
            R::Lots(DrawError::EnvelopesExhausted) => tr!(l, "refusal-lots-envelopes-exhausted"),
            R::ChangedWhilePairing { round } => {
                tr!(l, "refusal-changed-while-pairing", round = (*round))
            }
            R::RoundEdit(error) => edit_refusal(l, error),
            R::RoundHasResults { round } => {
                tr!(l, "refusal-round-has-results", round = (*round))
            }
            R::NotLastRound { round } => tr!(l, "refusal-not-last-round", round = (*round)),
            R::TeamsFixed => tr!(l, "refusal-teams-fixed"),
            R::TeamNeedsName => tr!(l, "refusal-team-needs-name"),
            R::NotATeamEvent => tr!(l, "cli-team-not-a-team-event"),
            R::NoSuchTeam => tr!(l, "refusal-no-such-team"),
            R::NoBoards => tr!(l, "refusal-no-boards"),
            R::AlreadyOnRoster { team } => {
                tr!(l, "refusal-already-on-roster", team = team.clone())
            }
            R::PlayedForTeam => tr!(l, "refusal-played-for-team"),
            R::NotOnRoster => tr!(l, "refusal-not-on-roster"),
            R::RosterEnd => tr!(l, "refusal-roster-end"),
            R::TeamPairing(error) => error.localize(l),
            R::UnknownTeamTiebreak { code } => {
                tr!(l, "refusal-unknown-team-tiebreak", code = code.clone())
            }
            R::NoSuchMatch { round, number } => tr!(
                l,
                "refusal-no-such-match",
                round = (*round),
                number = (*number)
            ),
            R::ForfeitNotLastRound { round } => {
                tr!(l, "refusal-forfeit-not-last-round", round = (*round))
            }
            R::UnusualScoreNotLastRound { round } => {
                tr!(l, "refusal-unusual-score-not-last-round", round = (*round))
            }
            R::TeamAlreadyPaired { team, round } => tr!(
                l,
                "refusal-team-already-paired",
                team = team.clone(),
                round = (*round)
            ),
            R::TeamAgainstItself { team } => {
                tr!(l, "refusal-team-against-itself", team = team.clone())
            }
            R::TeamByeNotLastRound { round } => {
                tr!(l, "refusal-team-bye-not-last-round", round = (*round))
            }
            R::NoTeamBye { team, round } => tr!(
                l,
                "refusal-no-team-bye",
                team = team.clone(),
                round = (*round)
            ),
        }
    }
}

fn edit_refusal(l: Language, error: &RoundEditError) -> String {
    use RoundEditError as E;
    match error {
        E::UnknownPlayer(p) => tr!(l, "refusal-edit-unknown-player", player = p.to_string()),
        E::NoSuchBoard(board) => tr!(l, "refusal-edit-no-such-board", board = (*board)),
        E::NotInRound(p) => tr!(l, "refusal-edit-not-in-round", player = p.to_string()),
        E::AlreadyPaired(p) => tr!(l, "refusal-edit-already-paired", player = p.to_string()),
        E::SamePlayerTwice(p) => tr!(l, "refusal-edit-same-player", player = p.to_string()),
        E::NoBye(p) => tr!(l, "refusal-edit-no-bye", player = p.to_string()),
        E::NoByeReceiver => tr!(l, "refusal-edit-no-bye-receiver"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    /// The team layer's refusals (issue 39).
    fn team_samples() -> Vec<Refusal> {
        use Refusal as R;
        vec![
            R::TeamsFixed,
            R::TeamNeedsName,
            R::NotATeamEvent,
            R::NoSuchTeam,
            R::NoBoards,
            R::AlreadyOnRoster {
                team: "Scacchi Roma".into(),
            },
            R::PlayedForTeam,
            R::NotOnRoster,
            R::RosterEnd,
            R::UnknownTeamTiebreak { code: "XYZ".into() },
            R::NoSuchMatch {
                round: 2,
                number: 3,
            },
            R::ForfeitNotLastRound { round: 1 },
            R::UnusualScoreNotLastRound { round: 1 },
            R::TeamAlreadyPaired {
                team: "Alfa".into(),
                round: 2,
            },
            R::TeamAgainstItself {
                team: "Alfa".into(),
            },
            R::TeamByeNotLastRound { round: 1 },
            R::NoTeamBye {
                team: "Alfa".into(),
                round: 2,
            },
            R::TeamPairing(TeamPairingError::NotARoundRobin),
            R::TeamPairing(TeamPairingError::TooFewTeams),
            R::TeamPairing(TeamPairingError::NoSuchRound(4)),
            R::TeamPairing(TeamPairingError::ShortRoster {
                team: crate::domain::TeamId(2),
                players: 3,
                boards: 4,
            }),
        ]
    }

    /// Exhaustive: a new variant fails to compile here until it has a sample.
    fn exhaustive(refusal: &Refusal) {
        use Refusal as R;
        match refusal {
            R::SystemLocked
            | R::ScoringLocked
            | R::RoundsAlreadyPaired { .. }
            | R::PlayerNeedsName
            | R::NoPlayersToAdd
            | R::RoundRobinPlayersFixed
            | R::NoSuchPlayer { .. }
            | R::PairedPlayerNotRemovable
            | R::RoundsNumberedFromOne
            | R::RoundAlreadyPaired { .. }
            | R::PairingAllocatedByeNotRequestable
            | R::RoundRobinNumbersFixed
            | R::LotsAfterRoundOne
            | R::PairingNumbersFixed
            | R::ResultsMissing { .. }
            | R::WrongNextRound { .. }
            | R::NoRoundToDelete
            | R::NoSuchRound { .. }
            | R::NoSuchBoard { .. }
            | R::NotAMatch { .. }
            | R::PairedWithThemself
            | R::Lots(_)
            | R::ChangedWhilePairing { .. }
            | R::RoundHasResults { .. }
            | R::NotLastRound { .. }
            | R::TeamsFixed
            | R::TeamNeedsName
            | R::NotATeamEvent
            | R::NoSuchTeam
            | R::NoBoards
            | R::AlreadyOnRoster { .. }
            | R::PlayedForTeam
            | R::NotOnRoster
            | R::RosterEnd
            | R::UnknownTeamTiebreak { .. }
            | R::NoSuchMatch { .. }
            | R::ForfeitNotLastRound { .. }
            | R::UnusualScoreNotLastRound { .. }
            | R::TeamAlreadyPaired { .. }
            | R::TeamAgainstItself { .. }
            | R::TeamByeNotLastRound { .. }
            | R::NoTeamBye { .. }
            | R::TeamPairing(_) => {}
            R::RoundEdit(error) => match error {
                RoundEditError::UnknownPlayer(_)
                | RoundEditError::NoSuchBoard(_)
                | RoundEditError::NotInRound(_)
                | RoundEditError::AlreadyPaired(_)
                | RoundEditError::SamePlayerTwice(_)
                | RoundEditError::NoBye(_)
                | RoundEditError::NoByeReceiver => {}
            },
        }
    }

    #[test]
    fn every_refusal_is_worded_in_every_language() {
        use Refusal as R;
        let mut samples = vec![
            R::SystemLocked,
            R::ScoringLocked,
            R::RoundsAlreadyPaired { paired: 4 },
            R::PlayerNeedsName,
            R::NoPlayersToAdd,
            R::RoundRobinPlayersFixed,
            R::NoSuchPlayer {
                player: PlayerId(7),
            },
            R::PairedPlayerNotRemovable,
            R::RoundsNumberedFromOne,
            R::RoundAlreadyPaired { round: 2 },
            R::PairingAllocatedByeNotRequestable,
            R::RoundRobinNumbersFixed,
            R::LotsAfterRoundOne,
            R::PairingNumbersFixed,
            R::ResultsMissing { round: 3 },
            R::WrongNextRound {
                expected: 3,
                found: 5,
            },
            R::NoRoundToDelete,
            R::NoSuchRound { round: 9 },
            R::NoSuchBoard {
                round: 2,
                board: 14,
            },
            R::NotAMatch { round: 2, board: 3 },
            R::PairedWithThemself,
            R::Lots(DrawError::TooFewPlayers),
            R::Lots(DrawError::TooManyPlayers),
            R::Lots(DrawError::EnvelopesExhausted),
            R::ChangedWhilePairing { round: 4 },
            R::RoundEdit(RoundEditError::UnknownPlayer(PlayerId(3))),
            R::RoundEdit(RoundEditError::NoSuchBoard(12)),
            R::RoundEdit(RoundEditError::NotInRound(PlayerId(3))),
            R::RoundEdit(RoundEditError::AlreadyPaired(PlayerId(3))),
            R::RoundEdit(RoundEditError::SamePlayerTwice(PlayerId(3))),
            R::RoundEdit(RoundEditError::NoBye(PlayerId(3))),
            R::RoundEdit(RoundEditError::NoByeReceiver),
            R::RoundHasResults { round: 3 },
            R::NotLastRound { round: 2 },
        ];
        samples.extend(team_samples());
        for refusal in &samples {
            exhaustive(refusal);
            assert_worded(refusal);
        }
    }
}

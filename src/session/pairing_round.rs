//! Pairing the next round as one session operation (issue 11).
//!
//! 1. [`Session::prepare_pairing`] checks that the round may be paired and gives pairing
//!    numbers on a scratch copy (drawn lots for a round robin, C.05 Annex 1; the initial
//!    order for a Swiss, C.04.2 art. 2.2): the tournament itself is not touched.
//! 2. [`PairingJob::start`] runs the engine on that copy on a background thread.
//! 3. [`Session::accept_pairing`] records the numbers and the round, with the requested
//!    byes, as one undo step, and returns what the checker found.
//!
//! A cancelled job leaves nothing behind.

use super::command::{Command, Numbering};
use super::jobs::Job;
use super::{Refusal, Session, SessionError};
use crate::domain::Tournament;
use crate::i18n::{Language, Localize};
use crate::pairing::check::{Violation, check_round};
use crate::pairing::{PairingError, ProposedRound, round_with_requested_byes};
use std::fmt;
use std::sync::Arc;

/// Why the next round cannot be paired now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingRefusal {
    /// A refusal of the session's own (the previous round still has results to enter).
    Refused(Refusal),
    /// A round robin's table is finished (C.05 Annex 1): every round is paired.
    AllRoundsPaired,
    /// A Swiss round beyond the number announced: it is paired only when the arbiter
    /// confirms (`force`).
    BeyondAnnounced { round: u32, announced: u32 },
    /// The pairing numbers could not be given.
    Numbering(Box<SessionError>),
}

impl Localize for PairingRefusal {
    fn localize(&self, lang: Language) -> String {
        match self {
            PairingRefusal::Refused(refusal) => refusal.localize(lang),
            PairingRefusal::AllRoundsPaired => crate::tr!(lang, "refusal-all-rounds-paired"),
            PairingRefusal::BeyondAnnounced { round, announced } => crate::tr!(
                lang,
                "refusal-beyond-announced",
                round = (*round),
                announced = (*announced)
            ),
            PairingRefusal::Numbering(error) => error.localize(lang),
        }
    }
}

impl fmt::Display for PairingRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

/// A round ready to be paired: the request the engine works on and how the pairing
/// numbers were given in it.
#[derive(Debug, Clone)]
pub struct PreparedPairing {
    round: u32,
    request: Arc<Tournament>,
    numbering: Numbering,
    /// The session's revision when prepared: accepted only onto that same state.
    revision: u64,
}

impl PreparedPairing {
    /// The round to be paired.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// How the pairing numbers were given (the window says when lots were drawn).
    pub fn numbering(&self) -> Numbering {
        self.numbering
    }
}

/// The outcome of an accepted pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcceptedPairing {
    pub round: u32,
    /// What the checker found against the absolute criteria (Swiss); empty when nothing.
    pub violations: Vec<Violation>,
}

/// A pairing running on a background thread.
#[derive(Debug)]
pub struct PairingJob {
    prepared: PreparedPairing,
    job: Job<ProposedRound>,
}

impl PairingJob {
    /// Starts the engine on the prepared request.
    pub fn start(prepared: PreparedPairing) -> PairingJob {
        let request = Arc::clone(&prepared.request);
        let round = prepared.round;
        let job = Job::spawn(round, move |control| {
            crate::pairing::pair(&request, round, control)
        });
        PairingJob { prepared, job }
    }

    pub fn round(&self) -> u32 {
        self.prepared.round
    }

    pub fn prepared(&self) -> &PreparedPairing {
        &self.prepared
    }

    /// Progress 0.0 ..= 1.0.
    pub fn progress(&self) -> f32 {
        self.job.progress()
    }

    /// Asks the engine to stop; it then finishes with [`PairingError::Cancelled`].
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// The engine's proposal once it has finished; `None` while it runs.
    pub fn try_result(&self) -> Option<Result<ProposedRound, PairingError>> {
        self.job.try_result()
    }

    /// Blocks until the engine has finished (tests, benchmarks).
    pub fn wait(self) -> (PreparedPairing, Result<ProposedRound, PairingError>) {
        (self.prepared, self.job.wait())
    }
}

impl Session {
    /// Prepares the next round for pairing. `force` pairs a Swiss round beyond the
    /// number announced (the arbiter has confirmed it).
    pub fn prepare_pairing(&self, force: bool) -> Result<PreparedPairing, PairingRefusal> {
        let t = self.tournament();
        let round = t.next_round_number();
        if let Some(last) = t.rounds.last()
            && !last.is_complete()
        {
            return Err(PairingRefusal::Refused(Refusal::ResultsMissing {
                round: last.number,
            }));
        }
        let round_robin = t.settings.system.is_round_robin();
        if t.settings.rounds > 0 && round > t.settings.rounds {
            if round_robin {
                return Err(PairingRefusal::AllRoundsPaired);
            }
            if !force {
                return Err(PairingRefusal::BeyondAnnounced {
                    round,
                    announced: t.settings.rounds,
                });
            }
        }
        let numbering = if round_robin {
            // The pairing numbers come from the drawing of lots; an arbiter who has not
            // drawn them gets a draw made now (C.05 Annex 1).
            if t.rounds.is_empty() && t.players.iter().any(|p| p.pairing_number == 0) {
                Numbering::LotsDrawn {
                    seed: self.fresh_lot_seed(),
                }
            } else {
                Numbering::Kept
            }
        } else if t
            .players
            .iter()
            .any(|p| p.pairing_number == 0 && p.withdrawn_from.is_none_or(|w| w > round))
        {
            // C.04.2 art. 2.2/2.4: numbers follow the initial order; a late entry is
            // inserted and the players below are renumbered.
            Numbering::ByRating
        } else {
            Numbering::Kept
        };
        let mut request = t.clone();
        let command = match numbering {
            Numbering::Kept => None,
            Numbering::LotsDrawn { seed } => Some(Command::DrawLots {
                seed,
                restricted: false,
            }),
            Numbering::ByRating => Some(Command::AssignPairingNumbersByRating),
        };
        if let Some(command) = command {
            super::command::execute(&mut request, command)
                .map_err(|e| PairingRefusal::Numbering(Box::new(e)))?;
        }
        Ok(PreparedPairing {
            round,
            request: Arc::new(request),
            numbering,
            revision: self.revision(),
        })
    }

    /// Records a finished pairing: the pairing numbers it was made with, the round and
    /// the byes players asked for (C.04.2 3.3, so that they score), as one undo step.
    /// A Swiss pairing is checked against the absolute criteria first: a safety net at the
    /// venue, reported but not refused.
    pub fn accept_pairing(
        &mut self,
        prepared: &PreparedPairing,
        proposed: ProposedRound,
    ) -> Result<AcceptedPairing, SessionError> {
        let round = prepared.round;
        if prepared.revision != self.revision() {
            return Err(SessionError::Invalid(Refusal::ChangedWhilePairing {
                round,
            }));
        }
        let request = &prepared.request;
        let violations = if request.settings.system.is_round_robin() {
            Vec::new()
        } else {
            check_round(request, round, &proposed)
        };
        let played = round_with_requested_byes(request, round, proposed);
        self.apply(Command::PairRound {
            numbering: prepared.numbering,
            round: played,
        })?;
        Ok(AcceptedPairing { round, violations })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameResult, PairingSystem, Player, TournamentSettings};

    fn session(system: PairingSystem, rounds: u32) -> Session {
        let mut session = Session::new(Tournament::new(TournamentSettings {
            system,
            rounds,
            ..TournamentSettings::default()
        }));
        for (name, rating) in [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)] {
            session
                .apply(Command::AddPlayer(Player {
                    name: name.into(),
                    rating: Some(rating),
                    ..Player::default()
                }))
                .unwrap();
        }
        session
    }

    fn pair(session: &mut Session, force: bool) -> AcceptedPairing {
        let prepared = session.prepare_pairing(force).unwrap();
        let (prepared, proposed) = PairingJob::start(prepared).wait();
        session
            .accept_pairing(&prepared, proposed.unwrap())
            .unwrap()
    }

    fn finish_last_round(session: &mut Session) {
        let t = session.tournament();
        let round = t.rounds_paired();
        let boards = t.rounds.last().map_or(0, |r| r.boards.len());
        for board in 0..boards {
            session
                .apply(Command::SetResult {
                    round,
                    board,
                    result: GameResult::Draw,
                })
                .unwrap();
        }
    }

    #[test]
    fn lots_and_round_are_one_undo_step_and_preparing_changes_nothing() {
        let mut s = session(PairingSystem::RoundRobin { cycles: 1 }, 0);
        let before = s.tournament().clone();
        let revision = s.revision();
        let prepared = s.prepare_pairing(false).unwrap();
        assert!(matches!(prepared.numbering(), Numbering::LotsDrawn { .. }));
        // C.05 Annex 1: the lots are drawn on the request only.
        assert!(
            prepared
                .request
                .players
                .iter()
                .all(|p| p.pairing_number > 0)
        );
        assert_eq!(s.tournament(), &before);
        assert_eq!(s.revision(), revision);
        let (prepared, proposed) = PairingJob::start(prepared).wait();
        let accepted = s.accept_pairing(&prepared, proposed.unwrap()).unwrap();
        assert_eq!(accepted.round, 1);
        assert!(accepted.violations.is_empty());
        assert!(s.tournament().players.iter().all(|p| p.pairing_number > 0));
        assert_eq!(s.tournament().rounds_paired(), 1);
        assert!(s.undo());
        assert_eq!(s.tournament(), &before, "numbers and round undone together");
    }

    #[test]
    fn a_cancelled_pairing_leaves_nothing_behind() {
        let s = session(PairingSystem::Dutch, 3);
        let before = s.tournament().clone();
        let job = PairingJob::start(s.prepare_pairing(false).unwrap());
        job.cancel();
        let (_, outcome) = job.wait();
        // The engine may have finished before it saw the request: either way nothing
        // reached the session.
        assert!(matches!(outcome, Ok(_) | Err(PairingError::Cancelled)));
        assert_eq!(s.tournament(), &before);
        assert!(s.tournament().players.iter().all(|p| p.pairing_number == 0));
    }

    #[test]
    fn refusals_results_missing_and_beyond_the_announced_rounds() {
        let mut s = session(PairingSystem::Dutch, 1);
        let accepted = pair(&mut s, false);
        assert_eq!(accepted.round, 1);
        assert!(accepted.violations.is_empty());
        assert_eq!(
            s.prepare_pairing(true).map(|p| p.round()),
            Err(PairingRefusal::Refused(Refusal::ResultsMissing {
                round: 1
            }))
        );
        finish_last_round(&mut s);
        assert_eq!(
            s.prepare_pairing(false).map(|p| p.round()),
            Err(PairingRefusal::BeyondAnnounced {
                round: 2,
                announced: 1
            })
        );
        assert_eq!(pair(&mut s, true).round, 2);
    }

    #[test]
    fn a_round_robin_has_no_round_beyond_its_table() {
        let mut s = session(PairingSystem::RoundRobin { cycles: 1 }, 0);
        for _ in 0..3 {
            pair(&mut s, false);
            finish_last_round(&mut s);
        }
        assert_eq!(
            s.prepare_pairing(true).map(|p| p.round()),
            Err(PairingRefusal::AllRoundsPaired)
        );
    }

    #[test]
    fn every_pairing_refusal_is_worded_in_every_language() {
        use PairingRefusal as R;
        let samples = [
            R::Refused(Refusal::ResultsMissing { round: 2 }),
            R::AllRoundsPaired,
            R::BeyondAnnounced {
                round: 10,
                announced: 9,
            },
            R::Numbering(Box::new(SessionError::Invalid(
                Refusal::PairingNumbersFixed,
            ))),
        ];
        for refusal in &samples {
            // Exhaustive: a new variant fails to compile here until it has a sample.
            match refusal {
                R::Refused(_)
                | R::AllRoundsPaired
                | R::BeyondAnnounced { .. }
                | R::Numbering(_) => crate::i18n::test_support::assert_worded(refusal),
            }
        }
    }

    #[test]
    fn a_pairing_of_an_older_state_is_refused() {
        let mut s = session(PairingSystem::Dutch, 3);
        let prepared = s.prepare_pairing(false).unwrap();
        let (prepared, proposed) = PairingJob::start(prepared).wait();
        s.apply(Command::WithdrawPlayer {
            player: crate::domain::PlayerId(4),
            from_round: 1,
        })
        .unwrap();
        let steps = s.tournament().clone();
        assert!(s.accept_pairing(&prepared, proposed.unwrap()).is_err());
        assert_eq!(s.tournament(), &steps);
    }
}

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
    /// The previous round still has results to enter.
    ResultsMissing { round: u32 },
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
            PairingRefusal::ResultsMissing { round } => {
                Refusal::ResultsMissing { round: *round }.localize(lang)
            }
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
            return Err(PairingRefusal::ResultsMissing { round: last.number });
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

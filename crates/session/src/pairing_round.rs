//! Pairing the next round as one session operation (issue 11).
//!
//! 1. [`Session::prepare_pairing`] checks that the round may be paired and says how the
//!    pairing numbers are to be given (drawn lots for a round robin, C.05 Annex 1; the
//!    initial order for a Swiss, C.04.2 art. 2.2). It keeps the session's snapshot (its
//!    parts shared, nothing copied): the tournament itself is not touched.
//! 2. [`PairingJob::start`] does the slow work on a background thread: a copy of the
//!    snapshot, the numbers given in it, the engine, the checker and the requested byes.
//! 3. [`Session::accept_pairing`] records the numbers as the worker gave them (the
//!    numbering is carried out once) and the round as one undo step, and returns what
//!    the checker found. The paired round carries all it needs: the window hands back
//!    only what the job returned.
//!
//! A cancelled job leaves nothing behind.

use super::command::{Command, GivenNumbers, Numbering};
use super::jobs::Job;
use super::snapshot::Snapshot;
use super::{Refusal, Session, SessionError};
use crate::domain::Round;
use crate::i18n::{Language, Localize};
use crate::pairing::check::{NamedViolation, check_round};
use crate::pairing::{JobControl, PairingError, round_with_requested_byes};
use std::fmt;

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
        }
    }
}

impl fmt::Display for PairingRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

/// A round ready to be paired: the state the engine works on (shared with the session,
/// not copied) and how the pairing numbers are to be given in it.
#[derive(Debug, Clone)]
pub struct PreparedPairing {
    round: u32,
    snapshot: Snapshot,
    numbering: Numbering,
    /// The session's revision when prepared: accepted only onto that same state.
    revision: u64,
    /// The last round is paired again (issue 14): the engine pairs the tournament without
    /// it, and the new pairing replaces it with an audit entry.
    repairing: Option<RepairRequest>,
}

/// The arbiter's words and clock for a round paired again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepairRequest {
    pub reason: String,
    pub time: chrono::NaiveDateTime,
    /// The arbiter confirmed replacing a round with results.
    pub confirmed: bool,
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

    /// The session's revision it was prepared on.
    pub(super) fn revision(&self) -> u64 {
        self.revision
    }

    /// The last round paired again, rather than the next one paired.
    pub fn is_repairing(&self) -> bool {
        self.repairing.is_some()
    }
}

/// What the background thread made of a prepared round: everything accepting it needs
/// (the session's revision it was made on, the pairing numbers given once on the worker,
/// the round with the requested byes, what the checker found), or why the pairing numbers
/// could not be given.
#[derive(Debug)]
pub struct PairedRound {
    round: u32,
    revision: u64,
    repairing: Option<RepairRequest>,
    outcome: Result<Paired, SessionError>,
}

/// A round the engine paired, with the pairing numbers it was paired with.
#[derive(Debug)]
struct Paired {
    numbers: GivenNumbers,
    played: Round,
    violations: Vec<NamedViolation>,
}

/// The outcome of an accepted pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcceptedPairing {
    pub round: u32,
    /// What the checker found against the absolute criteria (Swiss), with the players'
    /// names; empty when nothing.
    pub violations: Vec<NamedViolation>,
}

/// A pairing running on a background thread.
#[derive(Debug)]
pub struct PairingJob {
    prepared: PreparedPairing,
    job: Job<PairedRound>,
}

impl PairingJob {
    /// Starts pairing the prepared round on a background thread.
    pub fn start(prepared: PreparedPairing) -> PairingJob {
        PairingJob::start_with(prepared, JobControl::new())
    }

    /// Starts pairing the prepared round, stopped and watched through `control`.
    fn start_with(prepared: PreparedPairing, control: JobControl) -> PairingJob {
        let request = prepared.clone();
        let job = Job::spawn_with(prepared.round, control, move |control| {
            pair_on_worker(&request, control)
        });
        PairingJob { prepared, job }
    }

    pub fn round(&self) -> u32 {
        self.prepared.round
    }

    /// Progress 0.0 ..= 1.0.
    pub fn progress(&self) -> f32 {
        self.job.progress()
    }

    /// Asks the engine to stop; it then finishes with [`PairingError::Cancelled`].
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// The paired round once the work has finished; `None` while it runs.
    pub fn try_result(&self) -> Option<Result<PairedRound, PairingError>> {
        self.job.try_result()
    }

    /// Blocks until the work has finished (tests, benchmarks).
    pub fn wait(self) -> Result<PairedRound, PairingError> {
        self.job.wait()
    }
}

/// The background thread's work: the tournament copied from the snapshot, the pairing
/// numbers given (once: they are recorded as given when the round is accepted), the
/// engine run, its proposal checked (Swiss) and the requested byes added (C.04.2 3.3, so
/// that they score).
fn pair_on_worker(
    prepared: &PreparedPairing,
    control: &JobControl,
) -> Result<PairedRound, PairingError> {
    let round = prepared.round;
    let mut request = prepared.snapshot.to_tournament();
    if prepared.repairing.is_some() {
        // The round is paired again from the tournament as it stood before it.
        request.rounds.pop();
    }
    let outcome = match prepared.numbering.give(&mut request) {
        Ok(numbers) => Ok(pair_numbered(&request, round, numbers, control)?),
        Err(error) => Err(error),
    };
    Ok(PairedRound {
        round,
        revision: prepared.revision,
        repairing: prepared.repairing.clone(),
        outcome,
    })
}

/// Pairs round `round` of `request`, whose pairing numbers are given.
fn pair_numbered(
    request: &crate::domain::Tournament,
    round: u32,
    numbers: GivenNumbers,
    control: &JobControl,
) -> Result<Paired, PairingError> {
    let proposed = crate::pairing::pair(request, round, control)?;
    // Cancelled while the engine was finishing: the arbiter asked for nothing.
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    let violations = if request.settings.system.is_round_robin() {
        Vec::new()
    } else {
        check_round(request, round, &proposed)
            .iter()
            .map(|v| v.named(request))
            .collect()
    };
    let played = round_with_requested_byes(request, round, proposed);
    Ok(Paired {
        numbers,
        played,
        violations,
    })
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
        if round_robin && t.settings.rounds > 0 && round > t.settings.rounds {
            return Err(PairingRefusal::AllRoundsPaired);
        }
        if t.is_beyond_announced_swiss_round(round) && !force {
            return Err(PairingRefusal::BeyondAnnounced {
                round,
                announced: t.settings.rounds,
            });
        }
        let numbering = self.numbering_for(round);
        Ok(PreparedPairing {
            round,
            snapshot: self.shown.clone(),
            numbering,
            revision: self.revision(),
            repairing: None,
        })
    }

    /// How the pairing numbers are given when round `round` is paired.
    fn numbering_for(&self, round: u32) -> Numbering {
        let t = self.tournament();
        let before_round_one = t.rounds.iter().all(|r| r.number >= round);
        // Italo-Svizzero art. 3: one draw of lots before round 1, never redone.
        let drawn = t.settings.system.is_round_robin()
            || t.settings.system == crate::domain::PairingSystem::ItaloSvizzero;
        if drawn {
            // The pairing numbers come from the drawing of lots; an arbiter who has not
            // drawn them gets a draw made now (C.05 Annex 1).
            if before_round_one && t.players.iter().any(|p| p.pairing_number == 0) {
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
        }
    }

    /// Prepares the last round to be paired again (deleted and paired anew, issue 14
    /// item 3). The previous round must still have all its results; a round with results
    /// is replaced only when `request.confirmed`.
    pub fn prepare_repairing(
        &self,
        request: RepairRequest,
    ) -> Result<PreparedPairing, PairingRefusal> {
        let t = self.tournament();
        let Some(last) = t.rounds.last() else {
            return Err(PairingRefusal::Refused(Refusal::NoRoundToDelete));
        };
        if last.boards.iter().any(|b| !b.result.is_pending()) && !request.confirmed {
            return Err(PairingRefusal::Refused(Refusal::RoundHasResults {
                round: last.number,
            }));
        }
        if let Some(previous) = t.rounds.iter().rev().nth(1)
            && !previous.is_complete()
        {
            return Err(PairingRefusal::Refused(Refusal::ResultsMissing {
                round: previous.number,
            }));
        }
        Ok(PreparedPairing {
            round: last.number,
            snapshot: self.shown.clone(),
            numbering: self.numbering_for(last.number),
            revision: self.revision(),
            repairing: Some(request),
        })
    }

    /// Records a finished pairing: the pairing numbers it was made with (as the worker
    /// gave them, not given again) and the round with the byes players asked for, as one
    /// undo step. A Swiss pairing was checked against the absolute criteria on the
    /// background thread: a safety net at the venue, reported but not refused.
    pub fn accept_pairing(&mut self, paired: PairedRound) -> Result<AcceptedPairing, SessionError> {
        let round = paired.round;
        if paired.revision != self.revision() {
            return Err(SessionError::Invalid(Refusal::ChangedWhilePairing {
                round,
            }));
        }
        let Paired {
            numbers,
            played,
            violations,
        } = paired.outcome?;
        let command = match paired.repairing {
            None => Command::PairRound {
                numbers,
                round: played,
            },
            Some(request) => Command::RepairLastRound(Box::new(super::command::Repairing {
                round: played,
                numbers,
                reason: request.reason,
                time: request.time,
                confirmed: request.confirmed,
            })),
        };
        self.apply(command)?;
        Ok(AcceptedPairing { round, violations })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameResult, PairingSystem, Player, Tournament, TournamentSettings};

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
        let proposed = PairingJob::start(prepared).wait();
        session.accept_pairing(proposed.unwrap()).unwrap()
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
        assert_eq!(s.tournament(), &before);
        assert_eq!(s.revision(), revision);
        let proposed = PairingJob::start(prepared).wait();
        // C.05 Annex 1: the lots are drawn on the worker's copy only (a round robin is
        // paired by its numbers).
        assert!(s.tournament().players.iter().all(|p| p.pairing_number == 0));
        let accepted = s.accept_pairing(proposed.unwrap()).unwrap();
        assert_eq!(accepted.round, 1);
        assert!(accepted.violations.is_empty());
        assert!(s.tournament().players.iter().all(|p| p.pairing_number > 0));
        assert_eq!(s.tournament().rounds_paired(), 1);
        assert!(s.undo());
        assert_eq!(s.tournament(), &before, "numbers and round undone together");
    }

    #[test]
    fn the_lots_drawn_on_the_worker_are_recorded_as_drawn() {
        let mut s = session(PairingSystem::RoundRobin { cycles: 1 }, 0);
        let prepared = s.prepare_pairing(false).unwrap();
        let Numbering::LotsDrawn { seed } = prepared.numbering() else {
            panic!("a round robin without numbers has its lots drawn");
        };
        // C.05 Annex 1: the same seed draws the same lots on any copy.
        let mut drawn = s.tournament().clone();
        crate::pairing::round_robin::draw_lots(&mut drawn, seed, false).unwrap();
        let paired = PairingJob::start(prepared).wait().unwrap();
        s.accept_pairing(paired).unwrap();
        let numbers = |t: &Tournament| -> Vec<_> {
            t.players.iter().map(|p| (p.id, p.pairing_number)).collect()
        };
        assert_eq!(numbers(s.tournament()), numbers(&drawn));
        assert_eq!(s.tournament().settings.lot_seed, seed);
    }

    #[test]
    fn a_paired_round_records_the_numbers_it_was_given_without_numbering_again() {
        use crate::domain::Board;
        let mut s = session(PairingSystem::Dutch, 3);
        let ids: Vec<_> = s.tournament().players.iter().map(|p| p.id).collect();
        // Numbers the initial order (C.04.2 art. 2.2) would not give: the command records
        // what the worker gave, it does not order the players again.
        let given: Vec<_> = ids
            .iter()
            .zip([4, 3, 2, 1])
            .map(|(&id, n)| (id, n))
            .collect();
        s.apply(Command::PairRound {
            numbers: GivenNumbers {
                numbers: given.clone(),
                lot_seed: None,
            },
            round: Round {
                number: 1,
                boards: vec![Board::new(ids[3], ids[1]), Board::new(ids[2], ids[0])],
                byes: vec![],
            },
        })
        .unwrap();
        let recorded: Vec<_> = s
            .tournament()
            .players
            .iter()
            .map(|p| (p.id, p.pairing_number))
            .collect();
        assert_eq!(recorded, given);
    }

    #[test]
    fn the_last_round_paired_again_replaces_it_with_an_audit_entry() {
        use crate::domain::{Board, ChangeKind, RoundEdit};
        let mut s = session(PairingSystem::Dutch, 3);
        pair(&mut s, false);
        let id = |name: &str| {
            s.tournament()
                .players
                .iter()
                .find(|p| p.name == name)
                .map(|p| p.id)
                .unwrap()
        };
        let (a, b, c, d) = (id("A"), id("B"), id("C"), id("D"));
        // C.04.3, round 1: S1 = {A, B} against S2 = {C, D}; A (top) has the initial
        // colour White, B the other: A-C, D-B.
        let engine = vec![Board::new(a, c), Board::new(d, b)];
        assert_eq!(s.tournament().rounds[0].boards, engine);
        let time = chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|day| day.and_hms_opt(20, 0, 0))
            .unwrap();
        s.apply(Command::EditRound(Box::new(super::super::ManualEdit {
            round: 1,
            edit: RoundEdit::SwapColours { board: 1 },
            reason: String::new(),
            time,
            confirmed: false,
        })))
        .unwrap();
        let edited = s.tournament().clone();
        let request = RepairRequest {
            reason: "errore di battitura".into(),
            time,
            confirmed: false,
        };
        let prepared = s.prepare_repairing(request.clone()).unwrap();
        assert_eq!(prepared.round(), 1);
        let paired = PairingJob::start(prepared).wait();
        s.accept_pairing(paired.unwrap()).unwrap();
        let t = s.tournament();
        assert_eq!(t.rounds.len(), 1);
        assert_eq!(t.rounds[0].boards, engine);
        let entry = t.manual_changes.last().unwrap();
        assert_eq!(entry.change, ChangeKind::Repaired);
        assert_eq!(entry.boards_before, vec![(c, a), (d, b)]);
        assert_eq!(entry.reason, "errore di battitura");
        assert!(s.undo());
        assert_eq!(s.tournament(), &edited, "one undo step");
        // With a result in the round, only once confirmed.
        finish_last_round(&mut s);
        assert_eq!(
            s.prepare_repairing(request.clone()).map(|p| p.round()),
            Err(PairingRefusal::Refused(Refusal::RoundHasResults {
                round: 1
            }))
        );
        let confirmed = RepairRequest {
            confirmed: true,
            ..request
        };
        assert_eq!(s.prepare_repairing(confirmed).map(|p| p.round()), Ok(1));
    }

    #[test]
    fn a_cancelled_pairing_leaves_nothing_behind() {
        let s = session(PairingSystem::Dutch, 3);
        let before = s.tournament().clone();
        // Cancelled before the worker starts, so that the engine cannot finish first.
        let control = JobControl::new();
        control.cancel();
        let job = PairingJob::start_with(s.prepare_pairing(false).unwrap(), control);
        let outcome = job.wait();
        assert!(
            matches!(outcome, Err(PairingError::Cancelled)),
            "{outcome:?}"
        );
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
    fn lots_that_cannot_be_drawn_are_refused_on_accepting() {
        let mut s = Session::new(Tournament::new(TournamentSettings {
            system: PairingSystem::RoundRobin { cycles: 1 },
            ..TournamentSettings::default()
        }));
        s.apply(Command::AddPlayer(Player {
            name: "A".into(),
            ..Player::default()
        }))
        .unwrap();
        let before = s.tournament().clone();
        let paired = PairingJob::start(s.prepare_pairing(false).unwrap()).wait();
        assert_eq!(
            s.accept_pairing(paired.unwrap()),
            Err(SessionError::Invalid(Refusal::Lots(
                crate::pairing::round_robin::DrawError::TooFewPlayers
            )))
        );
        assert_eq!(s.tournament(), &before);
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
        ];
        for refusal in &samples {
            // Exhaustive: a new variant fails to compile here until it has a sample.
            match refusal {
                R::Refused(_) | R::AllRoundsPaired | R::BeyondAnnounced { .. } => {
                    crate::i18n::test_support::assert_worded(refusal)
                }
            }
        }
    }

    #[test]
    fn a_pairing_of_an_older_state_is_refused() {
        let mut s = session(PairingSystem::Dutch, 3);
        let prepared = s.prepare_pairing(false).unwrap();
        let proposed = PairingJob::start(prepared).wait();
        s.apply(Command::WithdrawPlayer {
            player: crate::domain::PlayerId(4),
            from_round: 1,
        })
        .unwrap();
        let steps = s.tournament().clone();
        assert_eq!(
            s.accept_pairing(proposed.unwrap()),
            Err(SessionError::Invalid(Refusal::ChangedWhilePairing {
                round: 1
            }))
        );
        assert_eq!(s.tournament(), &steps);
    }
}

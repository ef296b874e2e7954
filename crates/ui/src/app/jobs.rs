//! The background work the window waits for: pairing the next round, explaining a round
//! and printing. While one runs the window repaints every 50 ms; idle, never (the autosave writer
//! asks for one repaint when it has written, see `replace_session`).

use super::{Confirm, Tab, TorneoApp};
use crate::i18n::T;
use crate::session::Localize;
use crate::session::{Numbering, PairingError, PairingJob, PairingRefusal, RepairRequest};
use std::time::Duration;

/// How often the window looks at running work.
const POLL: Duration = Duration::from_millis(50);

impl TorneoApp {
    /// Prepares the next round in the session and starts its pairing (C.05 Annex 1 for a
    /// round robin, C.04.3 for the Dutch system). `force` pairs beyond the announced rounds.
    pub(super) fn start_pairing(&mut self, force: bool) {
        if self.job.is_some() || self.team_job.is_some() {
            return;
        }
        // Issue 39: a team event pairs its next team round by its system (round robin or
        // FIDE Team Swiss) on a background thread; `poll_team_pairing` records it.
        if self.session.tournament().team_event.is_some() {
            match self.session.start_team_pairing(force) {
                Ok(job) => self.team_job = Some(job),
                Err(refusal) => self.refused_pairing(refusal),
            }
            return;
        }
        match self.session.prepare_pairing(force) {
            Ok(prepared) => {
                if let Numbering::LotsDrawn { .. } = prepared.numbering() {
                    self.notices.info(self.tr(T::LotsDrawnAutomatically));
                }
                self.job = Some(PairingJob::start(prepared));
            }
            Err(refusal) => self.refused_pairing(refusal),
        }
    }

    /// A round not paired: past the rounds announced, the arbiter is asked to confirm
    /// (individual and team Swiss alike); a finished table is news, not a mistake.
    fn refused_pairing(&mut self, refusal: PairingRefusal) {
        match refusal {
            PairingRefusal::BeyondAnnounced { round, announced } => {
                self.confirm = Some(Confirm::PairBeyondAnnounced { round, announced });
            }
            PairingRefusal::AllRoundsPaired => {
                self.notices.info(refusal.localize(self.prefs.language));
            }
            PairingRefusal::Refused(_) => {
                self.notices.error(refusal.localize(self.prefs.language));
            }
        }
    }

    /// Starts pairing the last round again (issue 14): the new pairing replaces it with
    /// an audit entry once the engine has finished.
    pub(super) fn start_repairing(&mut self, reason: String, confirmed: bool) {
        if self.job.is_some() {
            return;
        }
        let request = RepairRequest {
            reason,
            // The window's clock: the session and the engines have none.
            time: chrono::Local::now().naive_local(),
            confirmed,
        };
        match self.session.prepare_repairing(request) {
            Ok(prepared) => self.job = Some(PairingJob::start(prepared)),
            Err(refusal) => self.notices.error(refusal.localize(self.prefs.language)),
        }
    }

    /// Records the next round empty and opens it in Rounds → Edit pairing, to be paired
    /// by hand (issue 14 item 1).
    pub(super) fn start_round_by_hand(&mut self) {
        if self.job.is_some() {
            return;
        }
        let started = match self.session.prepare_pairing(false) {
            Ok(prepared) => self
                .session
                .start_round_by_hand(&prepared)
                .map_err(|e| e.localize(self.prefs.language)),
            Err(refusal) => Err(refusal.localize(self.prefs.language)),
        };
        match started {
            Ok(round) => {
                self.panels.rounds.edit_round(round);
                self.tab = Tab::Rounds;
            }
            Err(text) => self.notices.error(text),
        }
    }

    /// Takes the engine's pairing of an edited round, once computed.
    fn poll_engine_round(&mut self) {
        let Some(result) = self.engine_job.as_ref().and_then(|job| job.try_result()) else {
            return;
        };
        self.engine_job = None;
        match result {
            Ok(round) => self.engine_round = Some(round),
            Err(PairingError::Cancelled) => {}
            Err(error) => self.notices.error(error.localize(self.prefs.language)),
        }
    }

    /// Takes finished work in; asks for the next look while work is running.
    pub(super) fn poll_jobs(&mut self, ctx: &egui::Context) {
        self.poll_pairing();
        self.poll_team_pairing();
        self.poll_explanation();
        self.poll_engine_round();
        self.poll_rating_list_import();
        if let Some(dialog) = &mut self.print {
            dialog.poll(&self.session, self.prefs.language);
        }
        if self.job.is_some()
            || self.team_job.is_some()
            || self.explain_job.is_some()
            || self.engine_job.is_some()
            || self.import_job.is_some()
            || self.is_printing()
        {
            ctx.request_repaint_after(POLL);
        }
    }

    /// Takes the finished explanation, if any.
    fn poll_explanation(&mut self) {
        let Some(result) = self.explain_job.as_ref().and_then(|job| job.try_result()) else {
            return;
        };
        self.explain_job = None;
        match result {
            Ok(explanation) => {
                let worded = explanation.worded(self.prefs.language);
                self.explanation = Some((explanation, worded));
            }
            Err(PairingError::Cancelled) => {}
            Err(error) => self.notices.error(error.localize(self.prefs.language)),
        }
    }

    /// Takes the finished pairing, if any, into the tournament (one undo step).
    fn poll_pairing(&mut self) {
        let Some(result) = self.job.as_ref().and_then(|job| job.try_result()) else {
            return;
        };
        self.job = None;
        match result {
            Ok(paired) => match self.session.accept_pairing(paired) {
                Ok(accepted) => {
                    // A safety net at the venue: what the checker found is shown before
                    // the arbiter publishes the pairing.
                    for violation in &accepted.violations {
                        let text = format!(
                            "{}: {}",
                            self.tr(T::PairingBreaksRule),
                            violation.localize(self.prefs.language)
                        );
                        self.notices.error(text);
                    }
                    self.panels.rounds.show_round(accepted.round);
                    self.tab = Tab::Rounds;
                }
                Err(error) => self.notices.error(error.localize(self.prefs.language)),
            },
            Err(PairingError::Cancelled) => self.notices.info(self.tr(T::PairingCancelled)),
            Err(error) => self.notices.error(error.localize(self.prefs.language)),
        }
    }

    /// Records the finished team round (one undo step) and shows it.
    fn poll_team_pairing(&mut self) {
        let Some(result) = self.team_job.as_ref().and_then(|job| job.try_result()) else {
            return;
        };
        self.team_job = None;
        match result {
            Ok(Ok(paired)) => {
                let round = paired.matches.number;
                let command = crate::session::TeamCommand::RecordPairedRound {
                    games: paired.games,
                    matches: paired.matches,
                };
                match self.session.apply(crate::session::Command::Team(command)) {
                    Ok(_) => {
                        self.panels.rounds.show_round(round);
                        self.tab = Tab::Rounds;
                    }
                    Err(error) => self.notices.error(self.word(&error)),
                }
            }
            Ok(Err(refusal)) => {
                let refusal = crate::session::Refusal::TeamPairing(refusal);
                self.notices.error(refusal.localize(self.prefs.language));
            }
            Err(PairingError::Cancelled) => self.notices.info(self.tr(T::PairingCancelled)),
            Err(error) => self.notices.error(error.localize(self.prefs.language)),
        }
    }
}

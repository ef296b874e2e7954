//! Carrying out [`Action`]s: commands through the session, files, confirmations.

use super::{Action, Confirm, Tab, TorneoApp, suggested_file_name};
use crate::session::Localize;
use crate::session::{Command, Session, SessionError, TrfVersion, exchange, files, stray};
use crate::ui::confirm::ConfirmChoice;
use crate::ui::i18n::T;
use crate::ui::import_report::ImportReport;
use crate::ui::print_dialog::PrintDialog;
use crate::ui::settings_dialog::SettingsDialog;
use std::path::Path;

impl TorneoApp {
    /// Carries out one action.
    pub fn perform(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::Apply(command) => self.apply(command),
            Action::Undo => {
                if !self.session.undo() {
                    self.notices.info(self.tr(T::NothingToUndo));
                }
            }
            Action::Redo => {
                if !self.session.redo() {
                    self.notices.info(self.tr(T::NothingToRedo));
                }
            }
            Action::New => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Discard(Box::new(Action::New)));
                } else {
                    self.replace_session(self.fresh_session());
                }
            }
            Action::Open => {
                if let Some(path) = self.dialogs.open_tournament() {
                    self.perform(ctx, Action::OpenPath(path));
                }
            }
            Action::OpenPath(path) => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Discard(Box::new(Action::OpenPath(path))));
                } else {
                    self.open_path(&path);
                }
            }
            Action::Save => {
                self.save();
            }
            Action::SaveAs => {
                self.save_as();
            }
            Action::ImportTrf => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Discard(Box::new(Action::ImportTrf)));
                } else {
                    self.import_trf();
                }
            }
            Action::ExportTrf(version) => self.export_trf(version),
            Action::OpenPrint { document, round } => {
                self.print = Some(PrintDialog::new(document, round, self.prefs.language));
            }
            Action::OpenSettings => {
                self.settings = Some(SettingsDialog::new(self.session.tournament()));
            }
            Action::PairNextRound => self.start_pairing(false),
            Action::CancelPairing => {
                if let Some(job) = &self.job {
                    job.cancel();
                }
            }
            Action::DeleteLastRound => self.confirm = Some(Confirm::DeleteLastRound),
            Action::RepairLastRound { reason, confirmed } => {
                self.start_repairing(reason, confirmed);
            }
            Action::ShowEngineRound(round) => {
                self.engine_round = None;
                self.engine_job = Some(self.session.engine_pairing(round));
            }
            Action::PairRoundByHand => self.start_round_by_hand(),
            Action::ExplainRound(round) => {
                self.explanation = None;
                self.explain_job = Some(self.session.explain_round(round));
            }
            Action::ImportRatingList(kind) => self.ask_rating_list(kind),
            Action::CancelRatingListImport => {
                if let Some(job) = &self.import_job {
                    job.cancel();
                }
            }
            Action::UpdateRatingsFromList => self.show_rating_changes(),
            Action::SetLanguage(language) => self.prefs.language = language,
            Action::ShowTab(tab) => self.tab = tab,
            Action::Quit => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Quit);
                } else {
                    self.close(ctx);
                }
            }
        }
    }

    pub(super) fn apply(&mut self, command: Command) {
        if let Err(error) = self.session.apply(command) {
            self.notices.error(self.word(&error));
        }
    }

    /// Replaces the open tournament (after New, Open or a restored recovery).
    pub(super) fn replace_session(&mut self, session: Session) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
        if let Some(job) = self.explain_job.take() {
            job.cancel();
        }
        if let Some(job) = self.engine_job.take() {
            job.cancel();
        }
        self.engine_round = None;
        self.explanation = None;
        self.import_report = None;
        // The old session's last autosave reaches the disk before it goes.
        self.session.flush();
        self.session = session;
        // Sessions opened from a file (not made by `session_of`) are watched here too.
        if let Some(watch) = crate::session::crash::installed_watch() {
            self.session.watch_crashes(watch);
        }
        self.settings = None;
        self.print = None;
        self.watch_autosaves();
        self.panels = super::Panels::default();
    }

    /// The status bar shows "saved" once the writer thread has written: it asks for a
    /// repaint then.
    pub(super) fn watch_autosaves(&self) {
        let ctx = self.ctx.clone();
        self.session.on_autosaved(move || ctx.request_repaint());
    }

    pub(super) fn open_path(&mut self, path: &Path) {
        match Session::open(path) {
            Ok(session) => {
                self.replace_session(session);
                self.prefs.add_recent(path);
                self.tab = if self.session.tournament().rounds.is_empty() {
                    Tab::Players
                } else {
                    Tab::Standings
                };
            }
            Err(SessionError::Locked(_)) => {
                // Issue 18 item 7: another window has it; its temporary files are its own.
                self.confirm = Some(Confirm::OpenReadOnly(path.to_path_buf()));
                return;
            }
            Err(error) => {
                let message = format!(
                    "{} {}: {}",
                    self.tr(T::CannotOpen),
                    path.display(),
                    self.word(&error)
                );
                self.notices.error(message);
            }
        } // Issue 18 item 6: an interrupted save may have left a newer copy beside the file
        // (offered even when the file itself cannot be read).
        if let Some(copy) = stray::sweep(path) {
            self.confirm = Some(Confirm::NewerCopy(Box::new(copy)));
        }
    }

    /// Saves to the document's file, or asks for one. True when the document is saved.
    fn save(&mut self) -> bool {
        if self.session.path().is_none() {
            return self.save_as();
        }
        let saved = self.session.save();
        self.saved_or_reported(saved)
    }

    /// True when the save went well; otherwise the arbiter is told why, and false.
    fn saved_or_reported(&mut self, outcome: Result<(), SessionError>) -> bool {
        match outcome {
            Ok(()) => true,
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotSave), self.word(&error));
                self.notices.error(text);
                false
            }
        }
    }

    /// `message` in the arbiter's language.
    pub(super) fn word(&self, message: &impl Localize) -> String {
        message.localize(self.prefs.language)
    }

    /// Asks for a file and saves there. True when the document is saved.
    fn save_as(&mut self) -> bool {
        let suggested = suggested_file_name(&self.session.tournament().settings.name);
        let Some(mut path) = self.dialogs.save_tournament(&suggested) else {
            return false;
        };
        if path.extension().is_none() {
            path.set_extension("ron");
        }
        let saved = self.session.save_as(&path);
        let saved = self.saved_or_reported(saved);
        if saved {
            self.prefs.add_recent(&path);
        }
        saved
    }

    /// A new tournament from a TRF file: unsaved until the arbiter saves it.
    fn import_trf(&mut self) {
        let Some(path) = self.dialogs.import_trf() else {
            return;
        };
        match exchange::import_trf(&path) {
            Ok((tournament, warnings)) => {
                let system = tournament.settings.system;
                self.replace_session(self.unsaved_session(tournament));
                self.import_report =
                    (!warnings.is_empty()).then(|| ImportReport::new(warnings, system));
                self.tab = Tab::Standings;
                let file = path.display().to_string();
                self.notices
                    .info(self.tr(T::Imported).replace("{file}", &file));
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotImport), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    fn export_trf(&mut self, version: TrfVersion) {
        let suggested =
            suggested_file_name(&self.session.tournament().settings.name).replace(".ron", ".trf");
        let Some(path) = self.dialogs.export_trf(&suggested) else {
            return;
        };
        match exchange::export_trf(&path, self.session.tournament(), version) {
            Ok(()) => {
                let file = path.display().to_string();
                self.notices
                    .info(self.tr(T::Exported).replace("{file}", &file));
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotExport), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    fn close(&mut self, ctx: &egui::Context) {
        self.session.flush();
        self.closing = true;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    pub(super) fn answer_confirm(
        &mut self,
        ctx: &egui::Context,
        confirm: Confirm,
        choice: ConfirmChoice,
    ) {
        match (confirm, choice) {
            (_, ConfirmChoice::Cancel) => {}
            (Confirm::Restore(tournament), ConfirmChoice::Yes) => {
                self.replace_session(self.unsaved_session(*tournament));
            }
            (Confirm::OpenReadOnly(path), ConfirmChoice::Yes) => {
                match Session::open_read_only(&path) {
                    Ok(session) => self.replace_session(session),
                    Err(error) => {
                        let text = format!("{}: {}", self.tr(T::CannotOpen), self.word(&error));
                        self.notices.error(text);
                    }
                }
            }
            (Confirm::OpenReadOnly(_), ConfirmChoice::No) => {}
            (Confirm::NewerCopy(copy), ConfirmChoice::Yes) => {
                match Session::take_newer_copy(&copy, &mut self.session) {
                    Ok(session) => self.replace_session(session),
                    Err(error) => {
                        let text = format!("{}: {}", self.tr(T::CannotSave), self.word(&error));
                        self.notices.error(text);
                    }
                }
            }
            (Confirm::NewerCopy(copy), ConfirmChoice::No) => stray::remove_temporary(&copy),
            (Confirm::Restore(_), ConfirmChoice::No) => {
                if let Some(path) = &self.recovery_file {
                    files::discard_recovery(path);
                }
            }
            (Confirm::Discard(next), ConfirmChoice::Yes) => {
                if self.save() {
                    self.force(ctx, *next);
                }
            }
            (Confirm::Discard(next), ConfirmChoice::No) => {
                self.discard_unsaved();
                self.force(ctx, *next);
            }
            (Confirm::Quit, ConfirmChoice::Yes) => {
                if self.save() {
                    self.close(ctx);
                }
            }
            (Confirm::Quit, ConfirmChoice::No) => {
                self.discard_unsaved();
                self.close(ctx);
            }
            (Confirm::DeleteLastRound, ConfirmChoice::Yes) => {
                self.apply(Command::DeleteLastRound);
            }
            (Confirm::DeleteLastRound, ConfirmChoice::No) => {}
            (Confirm::PairBeyondAnnounced { .. }, ConfirmChoice::Yes) => self.start_pairing(true),
            (Confirm::PairBeyondAnnounced { .. }, ConfirmChoice::No) => {}
        }
    }

    /// The arbiter chose to drop the unsaved tournament: its recovery copy goes too.
    fn discard_unsaved(&mut self) {
        if self.session.path().is_none()
            && let Some(path) = &self.recovery_file
        {
            // The writer must not write it again after it is gone.
            self.session.flush();
            files::discard_recovery(path);
        }
    }

    /// Carries out New/Open without asking again.
    fn force(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::New => self.replace_session(self.fresh_session()),
            Action::OpenPath(path) => self.open_path(&path),
            Action::ImportTrf => self.import_trf(),
            other => self.perform(ctx, other),
        }
    }
}

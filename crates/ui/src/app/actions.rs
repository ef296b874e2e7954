//! Carrying out [`Action`]s: commands through the session, files, confirmations.

use super::file_requests::{AfterSave, FileRequest};
use super::{Action, Confirm, Tab, TorneoApp};
use crate::confirm::{ConfirmChoice, FinishedResult};
use crate::domain::GameResult;
use crate::entry_list::EntryListDialog;
use crate::i18n::{T, arg};
use crate::import_report::ImportReport;
use crate::new_tournament::NewTournamentDialog;
use crate::session::Localize;
use crate::session::ResultCorrection;
use crate::session::{Command, Session, SessionError, TrfVersion, exchange, files, stray};
use crate::settings_dialog::SettingsDialog;
use std::path::{Path, PathBuf};

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
            Action::New => self.ask_new(),
            Action::CreateTournament(settings) => {
                let tournament = crate::domain::Tournament::new(*settings);
                self.replace_session(self.session_of(tournament));
                self.tab = Tab::Players;
            }
            Action::Open => self.request_file(ctx, FileRequest::Open),
            Action::OpenPath(path) => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Discard(Box::new(Action::OpenPath(path))));
                } else {
                    self.open_path(&path);
                }
            }
            Action::Save => {
                self.save(ctx, AfterSave::Nothing);
            }
            Action::SaveAs => self.request_file(ctx, FileRequest::SaveAs(AfterSave::Nothing)),
            Action::ImportTrf => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Discard(Box::new(Action::ImportTrf)));
                } else {
                    self.request_file(ctx, FileRequest::ImportTrf);
                }
            }
            Action::PasteEntryList => self.entry_list = Some(EntryListDialog::pasted()),
            Action::ImportEntryList => self.request_file(ctx, FileRequest::ImportEntryList),
            Action::ExportTrf(version) => self.request_file(ctx, FileRequest::ExportTrf(version)),
            Action::OpenPrint {
                document,
                round,
                view,
            } => self.open_print(document, round, view),
            Action::Copy {
                document,
                round,
                view,
            } => self.copy_document(ctx, document, round, view),
            Action::SetInWindowFileDialog(on) => self.in_window_file_dialog = on,
            Action::OpenSettings => {
                self.settings = Some(SettingsDialog::new(self.session.tournament()));
            }
            Action::PairNextRound => self.start_pairing(false),
            Action::CancelPairing => self.cancel_pairing(),
            Action::DeleteLastRound => self.confirm = Some(Confirm::DeleteLastRound),
            Action::CorrectFinishedResult {
                round,
                board,
                result,
                second_game,
            } => self.ask_correct_result(round, board, result, second_game),
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
            Action::ImportRatingList(kind) => self.ask_rating_list(ctx, kind),
            Action::CancelRatingListImport => {
                if let Some(job) = &self.import_job {
                    job.cancel();
                }
            }
            Action::UpdateRatingsFromList => self.show_rating_changes(),
            Action::SetLanguage(language) => self.prefs.language = language,
            Action::ShowTab(tab) => self.tab = tab,
            Action::Venue(action) => self.venue_action(action),
            Action::PublishSiteToFolder => self.request_file(ctx, FileRequest::PublishSite),
            Action::Quit => {
                if self.session.is_dirty() {
                    self.confirm = Some(Confirm::Quit);
                } else {
                    self.close(ctx);
                }
            }
        }
    }

    /// Cancel: stops the pairing job running, individual or team.
    fn cancel_pairing(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
        if let Some(job) = &self.team_job {
            job.cancel();
        }
    }

    /// File → New: the form, once unsaved changes are kept or discarded.
    fn ask_new(&mut self) {
        if self.session.is_dirty() {
            self.confirm = Some(Confirm::Discard(Box::new(Action::New)));
        } else {
            self.new_tournament = Some(NewTournamentDialog::default());
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
        if let Some(job) = self.team_job.take() {
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
        // The status bar says when the site could not be written (issue 38).
        let ctx = self.ctx.clone();
        self.session
            .on_site_published(move || ctx.request_repaint());
    }

    pub(super) fn open_path(&mut self, path: &Path) {
        match Session::open(path) {
            Ok(session) => {
                self.replace_session(session);
                self.prefs.add_recent(path);
                // Issue 33 item 9: the arbiter reopens an event to pair or enter results.
                self.tab = if self.session.tournament().rounds.is_empty() {
                    Tab::Players
                } else {
                    Tab::Rounds
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

    /// Saves to the document's file, or asks for one (then `after`). True when the
    /// document is saved now.
    fn save(&mut self, ctx: &egui::Context, after: AfterSave) -> bool {
        if self.session.path().is_none() {
            self.request_file(ctx, FileRequest::SaveAs(after));
            return false;
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

    /// Saves to `path` (`.ron` added when it has no extension). True when saved.
    pub(super) fn save_to(&mut self, mut path: PathBuf) -> bool {
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
    pub(super) fn import_trf_from(&mut self, path: &Path) {
        match exchange::import_trf(path) {
            Ok((tournament, warnings)) => {
                let system = tournament.settings.system;
                self.replace_session(self.unsaved_session(tournament));
                self.import_report =
                    (!warnings.is_empty()).then(|| ImportReport::new(warnings, system));
                self.tab = Tab::Standings;
                let file = path.display().to_string();
                self.notices
                    .info(self.with(T::Imported, [("file", arg(file.clone()))]));
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotImport), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    pub(super) fn export_trf_to(&mut self, path: &Path, version: TrfVersion) {
        match exchange::export_trf(path, self.session.tournament(), version) {
            Ok(()) => {
                let file = path.display().to_string();
                self.notices
                    .info(self.with(T::Exported, [("file", arg(file.clone()))]));
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotExport), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    pub(super) fn close(&mut self, ctx: &egui::Context) {
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
                if self.save(ctx, AfterSave::Then(next.clone())) {
                    self.force(ctx, *next);
                }
            }
            (Confirm::Discard(next), ConfirmChoice::No) => {
                self.discard_unsaved();
                self.force(ctx, *next);
            }
            (Confirm::Quit, ConfirmChoice::Yes) => {
                if self.save(ctx, AfterSave::Close) {
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
            (Confirm::CorrectFinishedResult(change), ConfirmChoice::Yes) => {
                self.apply(Command::CorrectResult(Box::new(ResultCorrection {
                    round: change.round,
                    board: change.board,
                    result: change.after,
                    time: chrono::Local::now().naive_local(),
                    second_game: change.second_game,
                })));
            }
            (Confirm::CorrectFinishedResult(_), ConfirmChoice::No) => {}
        }
    }

    /// Asks before a result of a finished round changes (nothing to ask when it is the
    /// same result).
    /// A Double-Swiss match's second game (C.04.5) is asked about in its own colours:
    /// its White is the board's Black.
    fn ask_correct_result(
        &mut self,
        round: u32,
        board: usize,
        result: GameResult,
        second_game: bool,
    ) {
        let t = self.session.tournament();
        let Some(game) = t.round(round).and_then(|r| r.boards.get(board)) else {
            return;
        };
        let (before, white, black) = match (second_game, game.second_game) {
            (false, _) => (game.result, game.white, game.black),
            (true, Some(second)) => (second, game.black, game.white),
            (true, None) => return,
        };
        if before == result {
            return;
        }
        let name = |id| t.player(id).map(|p| p.name.clone()).unwrap_or_default();
        self.confirm = Some(Confirm::CorrectFinishedResult(Box::new(FinishedResult {
            round,
            board,
            before,
            after: result,
            white: name(white),
            black: name(black),
            last_paired: t.rounds_paired(),
            second_game,
        })));
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
    pub(super) fn force(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::New => self.new_tournament = Some(NewTournamentDialog::default()),
            Action::OpenPath(path) => self.open_path(&path),
            Action::ImportTrf => self.request_file(ctx, FileRequest::ImportTrf),
            other => self.perform(ctx, other),
        }
    }
}

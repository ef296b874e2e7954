//! [`TorneoApp`]: the window's state (the open session, the panels' view state, the running
//! pairing job, dialogs) and the one place where [`Action`]s are carried out.

use super::action::{Action, Tab};
use super::confirm::{Confirm, ConfirmChoice};
use super::dialogs::FileDialogs;
use super::i18n::{Language, T};
use super::notifications::Notifications;
use super::prefs::{Prefs, STORAGE_KEY};
use super::{crosstable, menu, players, rounds, settings_dialog, standings, status};
use crate::domain::{Tournament, TournamentSettings};
use crate::pairing::PairingError;
use crate::pairing::explain::RoundExplanation;
use crate::session::jobs::{ExplainJob, PairingJob};
use crate::session::{Command, Session};
use crate::session::{exchange, files};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How the app starts: what to open, where unsaved work goes, how files are picked.
pub struct AppOptions {
    /// A `.ron` file to open (the first command-line argument).
    pub open: Option<PathBuf>,
    /// Where a tournament without a file is kept (and offered back at the next start).
    pub recovery_file: Option<PathBuf>,
    /// File pickers (native dialogs in the app, scripted ones in tests).
    pub dialogs: Box<dyn FileDialogs>,
    pub prefs: Prefs,
}

/// The desktop application.
pub struct TorneoApp {
    session: Session,
    prefs: Prefs,
    dialogs: Box<dyn FileDialogs>,
    recovery_file: Option<PathBuf>,
    tab: Tab,
    players: players::PlayersPanel,
    rounds: rounds::RoundsPanel,
    standings: standings::StandingsPanel,
    settings: Option<settings_dialog::SettingsDialog>,
    job: Option<PairingJob>,
    explain_job: Option<ExplainJob>,
    /// The last explanation asked for (shown by the Rounds panel for its round).
    explanation: Option<RoundExplanation>,
    notices: Notifications,
    confirm: Option<Confirm>,
    /// Set once the arbiter has agreed to close: the next close request goes through.
    closing: bool,
}

impl TorneoApp {
    /// The app, with its fonts installed in `ctx`.
    pub fn new(ctx: &egui::Context, options: AppOptions) -> TorneoApp {
        super::fonts::install(ctx);
        let mut app = TorneoApp {
            session: Session::new(Tournament::default()),
            prefs: options.prefs,
            dialogs: options.dialogs,
            recovery_file: options.recovery_file,
            tab: Tab::Players,
            players: players::PlayersPanel::default(),
            rounds: rounds::RoundsPanel::default(),
            standings: standings::StandingsPanel::default(),
            settings: None,
            job: None,
            explain_job: None,
            explanation: None,
            notices: Notifications::default(),
            confirm: None,
            closing: false,
        };
        app.session = app.fresh_session();
        match options.open {
            Some(path) => app.open_path(&path),
            None => {
                let recovered = app.recovery_file.as_deref().and_then(files::read_recovery);
                if let Some(tournament) = recovered {
                    app.confirm = Some(Confirm::Restore(Box::new(tournament)));
                }
            }
        }
        app
    }

    /// The open session (read-only: changes go through actions).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// True while a round is being paired in the background.
    pub fn is_pairing(&self) -> bool {
        self.job.is_some()
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    pub fn language(&self) -> Language {
        self.prefs.language
    }

    /// The messages currently shown to the arbiter.
    pub fn notice_texts(&self) -> Vec<String> {
        self.notices.texts()
    }

    /// An empty tournament whose unsaved work goes to the recovery file.
    fn fresh_session(&self) -> Session {
        let mut session = Session::new(Tournament::new(TournamentSettings::default()));
        session.set_recovery_file(self.recovery_file.clone());
        session
    }

    fn tr(&self, text: T) -> &'static str {
        text.tr(self.prefs.language)
    }

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
            Action::OpenSettings => {
                self.settings = Some(settings_dialog::SettingsDialog::new(
                    self.session.tournament(),
                ));
            }
            Action::PairNextRound => self.start_pairing(),
            Action::CancelPairing => {
                if let Some(job) = &self.job {
                    job.cancel();
                }
            }
            Action::DeleteLastRound => self.confirm = Some(Confirm::DeleteLastRound),
            Action::ExplainRound(round) => {
                self.explanation = None;
                let snapshot = self.session.tournament().clone();
                self.explain_job = Some(ExplainJob::explain(snapshot, round));
            }
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

    fn apply(&mut self, command: Command) {
        if let Err(error) = self.session.apply(command) {
            self.notices.error(error.to_string());
        }
    }

    /// Replaces the open tournament (after New, Open or a restored recovery).
    fn replace_session(&mut self, session: Session) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
        if let Some(job) = self.explain_job.take() {
            job.cancel();
        }
        self.explanation = None;
        self.session = session;
        self.settings = None;
        self.players = players::PlayersPanel::default();
        self.rounds = rounds::RoundsPanel::default();
        self.standings = standings::StandingsPanel::default();
    }

    fn open_path(&mut self, path: &Path) {
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
            Err(error) => {
                let message = format!("{} {}: {error}", self.tr(T::CannotOpen), path.display());
                self.notices.error(message);
            }
        }
    }

    /// Saves to the document's file, or asks for one. True when the document is saved.
    fn save(&mut self) -> bool {
        if self.session.path().is_none() {
            return self.save_as();
        }
        match self.session.save() {
            Ok(()) => true,
            Err(error) => {
                self.notices
                    .error(format!("{}: {error}", self.tr(T::CannotSave)));
                false
            }
        }
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
        match self.session.save_as(&path) {
            Ok(()) => {
                self.prefs.add_recent(&path);
                true
            }
            Err(error) => {
                self.notices
                    .error(format!("{}: {error}", self.tr(T::CannotSave)));
                false
            }
        }
    }

    /// A new tournament from a TRF file: unsaved until the arbiter saves it.
    fn import_trf(&mut self) {
        let Some(path) = self.dialogs.import_trf() else {
            return;
        };
        match exchange::import_trf(&path) {
            Ok(tournament) => {
                let mut session = Session::new(tournament);
                session.set_recovery_file(self.recovery_file.clone());
                session.mark_unsaved();
                self.replace_session(session);
                self.tab = Tab::Standings;
                let file = path.display().to_string();
                self.notices
                    .info(self.tr(T::Imported).replace("{file}", &file));
            }
            Err(error) => {
                self.notices
                    .error(format!("{}: {error}", self.tr(T::CannotImport)));
            }
        }
    }

    fn export_trf(&mut self, version: crate::formats::trf::TrfVersion) {
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
                self.notices
                    .error(format!("{}: {error}", self.tr(T::CannotExport)));
            }
        }
    }

    fn close(&mut self, ctx: &egui::Context) {
        self.closing = true;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// Starts pairing the next round in the background (C.05 Annex 1 for a round robin).
    fn start_pairing(&mut self) {
        if self.job.is_some() {
            return;
        }
        let t = self.session.tournament();
        let round = t.next_round_number();
        if let Some(last) = t.rounds.last()
            && !last.is_complete()
        {
            let text = self
                .tr(T::FinishResultsFirst)
                .replace("{n}", &last.number.to_string());
            self.notices.error(text);
            return;
        }
        if t.settings.rounds > 0 && round > t.settings.rounds {
            self.notices.info(self.tr(T::AllRoundsPaired));
            return;
        }
        // Round robin: the pairing numbers come from the drawing of lots. An arbiter who
        // has not drawn them gets a draw made now (shown, and undoable).
        if t.settings.system.is_round_robin()
            && t.rounds.is_empty()
            && t.players.iter().any(|p| p.pairing_number == 0)
        {
            let seed = clock_seed();
            self.apply(Command::DrawLots {
                seed,
                restricted: false,
            });
            self.notices.info(self.tr(T::LotsDrawnAutomatically));
        }
        // Swiss: pairing numbers follow the initial order (C.04.2 art. 2.2); a late entry
        // without one is inserted and the players below are renumbered (art. 2.4).
        let t = self.session.tournament();
        if !t.settings.system.is_round_robin()
            && t.players
                .iter()
                .any(|p| p.pairing_number == 0 && p.withdrawn_from.is_none_or(|w| w > round))
        {
            self.apply(Command::AssignPairingNumbersByRating);
        }
        self.job = Some(PairingJob::start(self.session.tournament().clone(), round));
    }

    /// Takes the finished explanation, if any.
    fn poll_explanation(&mut self, ctx: &egui::Context) {
        let Some(job) = &self.explain_job else {
            return;
        };
        let Some(result) = job.try_result() else {
            ctx.request_repaint_after(Duration::from_millis(50));
            return;
        };
        self.explain_job = None;
        match result {
            Ok(explanation) => self.explanation = Some(explanation),
            Err(PairingError::Cancelled) => {}
            Err(error) => self.notices.error(error.to_string()),
        }
    }

    /// Takes the finished pairing, if any, into the tournament.
    fn poll_job(&mut self, ctx: &egui::Context) {
        let Some(job) = &self.job else {
            return;
        };
        let Some(result) = job.try_result() else {
            ctx.request_repaint_after(Duration::from_millis(50));
            return;
        };
        let round = job.round();
        self.job = None;
        match result {
            Ok(proposed) => {
                // A safety net at the venue: an engine's Swiss pairing is checked against
                // the rules no pairing may break before the arbiter publishes it.
                let t = self.session.tournament();
                if !t.settings.system.is_round_robin() {
                    for violation in crate::pairing::check::check_round(t, round, &proposed) {
                        let text = format!("{}: {violation}", self.tr(T::PairingBreaksRule));
                        self.notices.error(text);
                    }
                }
                // Requested byes are recorded with the round, so that they score.
                let played = crate::pairing::round_with_requested_byes(t, round, proposed);
                self.apply(Command::AddRound(played));
                self.rounds.show_round(round);
                self.tab = Tab::Rounds;
            }
            Err(PairingError::Cancelled) => self.notices.info(self.tr(T::PairingCancelled)),
            Err(error) => self.notices.error(error.to_string()),
        }
    }

    fn answer_confirm(&mut self, ctx: &egui::Context, confirm: Confirm, choice: ConfirmChoice) {
        match (confirm, choice) {
            (_, ConfirmChoice::Cancel) => {}
            (Confirm::Restore(tournament), ConfirmChoice::Yes) => {
                let mut session = Session::new(*tournament);
                session.set_recovery_file(self.recovery_file.clone());
                session.mark_unsaved();
                self.replace_session(session);
            }
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
        }
    }

    /// The arbiter chose to drop the unsaved tournament: its recovery copy goes too.
    fn discard_unsaved(&mut self) {
        if self.session.path().is_none()
            && let Some(path) = &self.recovery_file
        {
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

    fn tabs(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            for tab in Tab::ALL {
                let label = match tab {
                    Tab::Players => T::TabPlayers,
                    Tab::Rounds => T::TabRounds,
                    Tab::Standings => T::TabStandings,
                    Tab::Crosstable => T::TabCrosstable,
                };
                if ui
                    .selectable_label(self.tab == tab, label.tr(self.prefs.language))
                    .clicked()
                {
                    self.tab = tab;
                }
            }
        });
    }
}

impl eframe::App for TorneoApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let lang = self.prefs.language;
        self.poll_job(&ctx);
        self.poll_explanation(&ctx);
        let mut actions = Vec::new();
        if ctx.input(|i| i.viewport().close_requested()) && !self.closing {
            if self.session.is_dirty() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                actions.push(Action::Quit);
            } else {
                self.closing = true;
            }
        }
        if self.confirm.is_none() && self.settings.is_none() {
            menu::shortcuts(&ctx, &mut actions);
        }
        egui::Panel::top("torneo-menu").show(ui, |ui| {
            menu::bar(ui, lang, &self.session, &self.prefs, &mut actions);
        });
        egui::Panel::bottom("torneo-status").show(ui, |ui| {
            status::bar(ui, lang, &self.session, self.job.as_ref(), &mut actions);
        });
        if !self.notices.is_empty() {
            egui::Panel::bottom("torneo-notices").show(ui, |ui| {
                self.notices.show(ui, lang);
            });
        }
        egui::Panel::top("torneo-tabs").show(ui, |ui| self.tabs(ui));
        let keyboard_free = self.confirm.is_none() && self.settings.is_none();
        egui::CentralPanel::default().show(ui, |ui| match self.tab {
            Tab::Players => self.players.show(ui, lang, &self.session, &mut actions),
            Tab::Rounds => self.rounds.show(
                ui,
                &rounds::View {
                    lang,
                    session: &self.session,
                    pairing: self.job.is_some(),
                    keyboard_free,
                    explaining: self.explain_job.is_some(),
                    explanation: self.explanation.as_ref(),
                },
                &mut actions,
            ),
            Tab::Standings => self.standings.show(ui, lang, self.session.tournament()),
            Tab::Crosstable => crosstable::show(ui, lang, self.session.tournament()),
        });
        if let Some(dialog) = &mut self.settings {
            match dialog.show(&ctx, lang) {
                settings_dialog::Outcome::Open => {}
                settings_dialog::Outcome::Cancel => self.settings = None,
                settings_dialog::Outcome::Apply(settings) => {
                    self.settings = None;
                    actions.push(Action::Apply(Command::UpdateSettings(*settings)));
                }
            }
        }
        if let Some(confirm) = self.confirm.take() {
            match confirm.show(&ctx, lang) {
                Some(choice) => self.answer_confirm(&ctx, confirm, choice),
                None => self.confirm = Some(confirm),
            }
        }
        for action in actions {
            self.perform(&ctx, action);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.prefs);
    }
}

/// A file name from the tournament's name: letters, digits, '-' and '_' kept.
fn suggested_file_name(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if stem.is_empty() {
        "torneo.ron".to_string()
    } else {
        format!("{stem}.ron")
    }
}

/// A seed for a drawing of lots made now; stored in the tournament (DESIGN principle 1).
pub(super) fn clock_seed() -> u64 {
    let now = chrono::Utc::now();
    let nanos = now.timestamp_nanos_opt().unwrap_or_else(|| now.timestamp());
    nanos.unsigned_abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_safe() {
        assert_eq!(
            suggested_file_name("Open di Roma 2026"),
            "Open_di_Roma_2026.ron"
        );
        assert_eq!(suggested_file_name("  "), "torneo.ron");
        assert_eq!(suggested_file_name("a/b"), "a_b.ron");
    }
}

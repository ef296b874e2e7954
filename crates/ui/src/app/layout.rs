//! One frame of the window: menu, status, notices, tabs, the current panel and the
//! dialogs. Returns the actions the arbiter asked for; nothing changes while drawing.

use super::{Action, Tab, TorneoApp};
use crate::entry_list::EntryOutcome;
use crate::i18n::T;
use crate::i18n::arg;
use crate::import_report::ReportOutcome;
use crate::new_tournament::NewOutcome;
use crate::panel::{Panel, PanelContext};
use crate::session::Command;
use crate::{menu, settings_dialog, status};

impl TorneoApp {
    pub(super) fn layout(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        self.close_request(&ctx, &mut actions);
        let no_dialog = self.no_dialog();
        if no_dialog {
            menu::shortcuts(&ctx, &mut actions);
        }
        self.window_title(&ctx);
        self.bars(ui, &mut actions);
        self.central_panel(ui, no_dialog, &mut actions);
        self.dialogs(&ctx, &mut actions);
        actions
    }

    /// The window's close button: with changes unsaved, the close is held and the quit
    /// action asks; else the autosaves are waited for and the window closes.
    fn close_request(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        if ctx.input(|i| i.viewport().close_requested()) && !self.closing {
            if self.session.is_dirty() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                actions.push(Action::Quit);
            } else {
                self.session.flush();
                self.closing = true;
            }
        }
    }

    /// No dialog is open: the keyboard belongs to the window's shortcuts and panel.
    fn no_dialog(&self) -> bool {
        self.confirm.is_none()
            && self.settings.is_none()
            && self.print.is_none()
            && self.file_request.is_none()
            && self.new_tournament.is_none()
            && self.entry_list.is_none()
            && self.venue_panel.is_none()
            && !self.rating_dialog_open()
    }

    /// The menu bar, the status bar (with an import's progress), the notices and the tabs.
    fn bars(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let lang = self.prefs.language;
        egui::Panel::top("torneo-menu").show(ui, |ui| {
            menu::bar(
                ui,
                lang,
                &self.session,
                &self.prefs,
                self.in_window_file_dialog,
                actions,
            );
        });
        egui::Panel::bottom("torneo-status").show(ui, |ui| {
            let progress = match (&self.job, &self.team_job) {
                (Some(job), _) => Some((job.round(), job.progress())),
                (None, Some(job)) => Some((job.round(), job.progress())),
                (None, None) => None,
            };
            status::bar(ui, lang, &self.session, progress, actions);
            if let Some(job) = &self.import_job {
                status::import_progress(ui, lang, job, actions);
            }
        });
        if !self.notices.is_empty() {
            egui::Panel::bottom("torneo-notices").show(ui, |ui| {
                self.notices.show(ui, lang);
            });
        }
        egui::Panel::top("torneo-tabs").show(ui, |ui| self.tabs(ui));
    }

    /// The current tab's panel, with the explanation worded in the window's language.
    fn central_panel(&mut self, ui: &mut egui::Ui, no_dialog: bool, actions: &mut Vec<Action>) {
        let lang = self.prefs.language;
        if let Some((source, worded)) = &mut self.explanation
            && worded.lang != lang
        {
            *worded = source.worded(lang);
        }
        let panel_context = PanelContext {
            lang,
            session: &self.session,
            derived: self.session.derived(),
            keyboard_free: no_dialog,
            pairing: self.is_pairing(),
            explaining: self.explain_job.is_some(),
            explanation: self.explanation.as_ref().map(|(_, worded)| worded),
            rating_lists: &self.rating_lists,
            engine_round: self.engine_round.as_ref(),
            engine_computing: self.engine_job.is_some(),
            recent: &self.prefs.recent,
        };
        let panel: &mut dyn Panel = match self.tab {
            Tab::Players => &mut self.panels.players,
            Tab::Rounds => &mut self.panels.rounds,
            Tab::Standings => &mut self.panels.standings,
            Tab::Prizes => &mut self.panels.prizes,
            Tab::Crosstable => &mut self.panels.crosstable,
            Tab::Teams => &mut self.panels.teams,
        };
        egui::CentralPanel::default().show(ui, |ui| {
            panel.ui(ui, &panel_context, actions);
        });
    }

    /// The open dialogs, each answered: settings, rating lists, entry list, new tournament,
    /// print, import report, in-window file dialog, then a confirmation.
    fn dialogs(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let lang = self.prefs.language;
        if let Some(dialog) = &mut self.settings {
            match dialog.show(ctx, lang) {
                settings_dialog::Outcome::Open => {}
                settings_dialog::Outcome::Cancel => self.settings = None,
                settings_dialog::Outcome::Apply(settings) => {
                    self.settings = None;
                    actions.push(Action::Apply(Command::UpdateSettings(settings)));
                }
            }
        }
        self.rating_list_dialogs(ctx, actions);
        if let Some(dialog) = &mut self.entry_list {
            let t = self.session.tournament();
            match dialog.show(ctx, lang, t, &self.rating_lists) {
                EntryOutcome::Open => {}
                EntryOutcome::Cancel => self.entry_list = None,
                EntryOutcome::Add { command, players } => {
                    self.entry_list = None;
                    let before = self.session.revision();
                    self.apply(command);
                    if self.session.revision() != before {
                        let text = T::EntryListAdded.with(lang, [("n", arg(players))]);
                        self.notices.info(text);
                    }
                }
            }
        }
        if let Some(dialog) = &mut self.new_tournament {
            match dialog.show(ctx, lang) {
                NewOutcome::Open => {}
                NewOutcome::Cancel => self.new_tournament = None,
                NewOutcome::Create(settings) => {
                    self.new_tournament = None;
                    actions.push(Action::CreateTournament(settings));
                }
            }
        }
        if let Some(dialog) = &mut self.print {
            let outcome = dialog.show(ctx, lang, &self.session);
            self.print_outcome(ctx, outcome);
        }
        if let Some(report) = &mut self.import_report {
            let current = self.session.tournament().settings.system;
            match report.show(ctx, lang, current) {
                ReportOutcome::Open => {}
                ReportOutcome::Close => self.import_report = None,
                ReportOutcome::ReadAs(system) => {
                    actions.push(Action::Apply(Command::CorrectImportedSystem(system)));
                }
            }
        }
        self.in_window_file_dialog(ctx);
        self.venue_windows(ctx, actions);
        if let Some(confirm) = self.confirm.take() {
            match confirm.show(ctx, lang) {
                Some(choice) => self.answer_confirm(ctx, confirm, choice),
                None => self.confirm = Some(confirm),
            }
        }
    }

    /// Issue 33 item 9: "Open di Roma — open-roma.ron •" (• while changes are unsaved),
    /// sent to the window only when it changes.
    fn window_title(&mut self, ctx: &egui::Context) {
        let settings = &self.session.tournament().settings;
        let name = if settings.name.trim().is_empty() {
            self.tr(T::Untitled).to_string()
        } else {
            settings.name.trim().to_string()
        };
        let file = self
            .session
            .path()
            .and_then(|p| p.file_name())
            .map(|f| f.to_string_lossy().into_owned());
        let mut title = match file {
            Some(file) => format!("{name} — {file}"),
            None => name,
        };
        if self.session.is_dirty() {
            title.push_str(" •");
        }
        title.push_str(" — Torneo");
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The window's title as last set.
    pub fn window_title_text(&self) -> &str {
        &self.title
    }

    fn tabs(&mut self, ui: &mut egui::Ui) {
        // Issue 39: a team event has a Teams tab; another tournament shows none.
        let team_event = self.session.tournament().team_event.is_some();
        if !team_event && self.tab == Tab::Teams {
            self.tab = Tab::Players;
        }
        ui.horizontal(|ui| {
            let teams = team_event.then_some(Tab::Teams);
            for tab in Tab::ALL.into_iter().chain(teams) {
                let label = match tab {
                    Tab::Players => T::TabPlayers,
                    Tab::Rounds => T::TabRounds,
                    Tab::Standings => T::TabStandings,
                    Tab::Prizes => T::TabPrizes,
                    Tab::Crosstable => T::TabCrosstable,
                    Tab::Teams => T::TabTeams,
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

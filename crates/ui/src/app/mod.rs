//! [`TorneoApp`]: the window. Split by concern, as rerun splits its viewer app:
//! the state and how the app starts (this file), carrying out [`Action`]s
//! ([`actions`]), the background jobs ([`jobs`]) and the frame's layout ([`layout`]).

mod actions;
mod file_requests;
mod jobs;
mod layout;
mod print;
mod rating_list;
mod venue;

use super::action::{Action, Tab};
use super::confirm::Confirm;
use super::dialogs::FileDialogs;
use super::i18n::{Language, T, arg};
use super::notifications::Notifications;
use super::prefs::{Prefs, STORAGE_KEY};
use super::print_dialog::PrintDialog;
use super::{
    crosstable, import_report, players, prizes, rounds, settings_dialog, standings, teams,
};
use crate::domain::Tournament;
use crate::session::EngineJob;
use crate::session::jobs::ExplainJob;
use crate::session::rating_list::{ImportJob, RatingChange, RatingLists};
use crate::session::{PairingJob, RoundExplanation, Session, WordedExplanation, crash, files};
use std::path::PathBuf;

/// How the app starts: what to open, where unsaved work goes, how files are picked.
pub struct AppOptions {
    /// A `.ron` file to open (the first command-line argument).
    pub open: Option<PathBuf>,
    /// Where a tournament without a file is kept (and offered back at the next start).
    pub recovery_file: Option<PathBuf>,
    /// The folder of the rating list databases (the user's data folder in the app, a
    /// temporary one in tests); `None`: no lists.
    pub rating_lists: Option<PathBuf>,
    /// File pickers (native dialogs in the app, scripted ones in tests).
    pub dialogs: Box<dyn FileDialogs>,
    pub prefs: Prefs,
}

/// The panels, each with its own view state.
#[derive(Default)]
struct Panels {
    players: players::PlayersPanel,
    rounds: rounds::RoundsPanel,
    standings: standings::StandingsPanel,
    prizes: prizes::PrizesPanel,
    crosstable: crosstable::CrosstablePanel,
    teams: teams::TeamsPanel,
}

/// The desktop application.
pub struct TorneoApp {
    /// The window's context (the autosave writer asks it for a repaint).
    ctx: egui::Context,
    session: Session,
    prefs: Prefs,
    dialogs: Box<dyn FileDialogs>,
    recovery_file: Option<PathBuf>,
    tab: Tab,
    panels: Panels,
    settings: Option<settings_dialog::SettingsDialog>,
    /// File → Print… while open.
    print: Option<PrintDialog>,
    /// What the last TRF import assumed, until the arbiter closes it.
    import_report: Option<import_report::ImportReport>,
    job: Option<PairingJob>,
    /// A team round being paired (issue 39: a team Swiss searches, on its own thread).
    team_job: Option<crate::session::TeamPairingJob>,
    explain_job: Option<ExplainJob>,
    /// The engine's pairing of a round being edited, being computed.
    engine_job: Option<EngineJob>,
    /// The engine's pairing last computed, shown beside the edited round.
    engine_round: Option<crate::domain::Round>,
    /// The last explanation asked for (shown by the Rounds panel for its round), and its
    /// words in the window's language (made again only when the language changes).
    explanation: Option<(RoundExplanation, WordedExplanation)>,
    notices: Notifications,
    confirm: Option<Confirm>,
    /// Set once the arbiter has agreed to close: the next close request goes through.
    closing: bool,
    /// The FIDE and national lists, searched as the arbiter types a name.
    rating_lists: RatingLists,
    /// A rating list being imported.
    import_job: Option<ImportJob>,
    /// The national list's column mapping being set.
    mapping_dialog: Option<super::rating_list::MappingDialog>,
    /// Rating changes shown before they are applied.
    rating_update: Option<Vec<RatingChange>>,
    /// The entry-list dialog, while open.
    entry_list: Option<super::entry_list::EntryListDialog>,
    /// File → New's form, while open.
    new_tournament: Option<super::new_tournament::NewTournamentDialog>,
    /// The window title last sent (sent again only when it changes).
    title: String,
    /// Files are chosen in Torneo's own dialog (View menu, or the system's cannot open).
    in_window_file_dialog: bool,
    /// A file asked for in the in-window dialog, and what it is for.
    file_request: Option<(
        file_requests::FileRequest,
        super::file_dialog::InWindowDialog,
    )>,
    /// The venue server (issue 38): owned here, started and stopped by actions, stopped
    /// when the app ends.
    venue: crate::session::venue::Venue,
    /// File → Publish on this network…, while open.
    venue_panel: Option<super::venue_panel::VenuePanel>,
    /// View → Big screen…, while open.
    big_screen: Option<super::big_screen::BigScreen>,
    /// Sites being written on the arbiter's request (issue 38), said once written.
    site_writes: Vec<venue::SiteWrite>,
}

impl TorneoApp {
    /// The app, with its fonts installed in `ctx`.
    pub fn new(ctx: &egui::Context, options: AppOptions) -> TorneoApp {
        super::fonts::install(ctx);
        let mut app = TorneoApp {
            ctx: ctx.clone(),
            session: Session::new(Tournament::default()),
            prefs: options.prefs,
            dialogs: options.dialogs,
            recovery_file: options.recovery_file,
            tab: Tab::Players,
            panels: Panels::default(),
            settings: None,
            print: None,
            import_report: None,
            job: None,
            team_job: None,
            explain_job: None,
            engine_job: None,
            engine_round: None,
            explanation: None,
            notices: Notifications::default(),
            confirm: None,
            closing: false,
            rating_lists: RatingLists::open(options.rating_lists),
            import_job: None,
            mapping_dialog: None,
            rating_update: None,
            file_request: None,
            in_window_file_dialog: false,
            new_tournament: None,
            entry_list: None,
            title: String::new(),
            venue: crate::session::venue::Venue::default(),
            venue_panel: None,
            big_screen: None,
            site_writes: Vec::new(),
        };
        app.session = app.fresh_session();
        app.watch_autosaves();
        // Issue 18 item 10: the last run crashed; its work is in the recovery file.
        if let Some(report) = app
            .recovery_file
            .as_deref()
            .and_then(crash::take_crash_report)
        {
            let text = T::CrashReportFound.with(
                app.prefs.language,
                [("path", arg(report.display().to_string()))],
            );
            app.notices.error(text);
        }
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

    /// Files are chosen in Torneo's own dialog from now on (the choice kept from the
    /// last run).
    pub fn choose_files_in_window(&mut self, in_window: bool) {
        self.in_window_file_dialog = in_window;
    }

    /// The open session (read-only: changes go through actions).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// What the open Print dialog prints (tests: a panel's Print gives what it shows).
    pub fn print_request(&self) -> Option<&crate::session::PrintRequest> {
        self.print.as_ref().map(PrintDialog::request)
    }

    /// True while the Print dialog is making a document in the background.
    pub fn is_printing(&self) -> bool {
        let revision = self.session.revision();
        self.print.as_ref().is_some_and(|d| d.is_working(revision))
    }

    /// True while a round is being paired in the background.
    pub fn is_pairing(&self) -> bool {
        self.job.is_some() || self.team_job.is_some()
    }

    /// True while the engine's pairing of an edited round is being computed.
    pub fn is_computing_engine_round(&self) -> bool {
        self.engine_job.is_some()
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    pub fn language(&self) -> Language {
        self.prefs.language
    }

    /// True while a rating list is being imported in the background.
    pub fn is_importing_list(&self) -> bool {
        self.import_job.is_some()
    }

    /// The messages currently shown to the arbiter.
    pub fn notice_texts(&self) -> Vec<String> {
        self.notices.texts()
    }

    /// An empty tournament (a club open's settings, issue 33 item 7) whose unsaved work
    /// goes to the recovery file.
    fn fresh_session(&self) -> Session {
        self.session_of(Tournament::new(super::new_tournament::club_open()))
    }

    /// A session of `tournament` whose unsaved work goes to the recovery file.
    fn session_of(&self, tournament: Tournament) -> Session {
        let mut session = Session::new(tournament);
        session.set_recovery_file(self.recovery_file.clone());
        if let Some(watch) = crash::installed_watch() {
            session.watch_crashes(watch);
        }
        session
    }

    /// A session of `tournament` (a restored recovery, an import) that is not in any
    /// file of the arbiter's yet.
    fn unsaved_session(&self, tournament: Tournament) -> Session {
        let mut session = self.session_of(tournament);
        session.mark_unsaved();
        session
    }

    fn tr(&self, text: T) -> &'static str {
        text.tr(self.prefs.language)
    }

    /// `text` in the window's language with its arguments.
    fn with<const N: usize>(
        &self,
        text: T,
        args: [(&'static str, fluent::FluentValue<'_>); N],
    ) -> String {
        text.with(self.prefs.language, args)
    }
}

impl eframe::App for TorneoApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.poll_jobs(&ctx);
        // The site is written in the window's language (issue 38).
        self.session.set_site_language(self.prefs.language);
        self.poll_site_writes();
        let actions = self.layout(ui);
        for action in actions {
            self.perform(&ctx, action);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.prefs);
        eframe::set_value(
            storage,
            super::prefs::IN_WINDOW_FILE_DIALOG_KEY,
            &self.in_window_file_dialog,
        );
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Quit: whatever the writer thread still holds goes to disk first.
        self.session.flush();
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

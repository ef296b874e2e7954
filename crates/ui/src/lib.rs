//! The eframe/egui desktop window: a thin layer that draws the session's state and turns
//! what the arbiter does into [`Action`]s; [`TorneoApp`] carries them out through
//! [`crate::session::Session::apply`]. The UI never mutates the tournament, touches files
//! or calls an engine itself (DESIGN: `ui/`).

// The layers the window reads (DESIGN: the session and the domain only, and the words).
use torneo_domain as domain;
use torneo_i18n::tr;
use torneo_session as session;

mod action;
mod app;
mod big_screen;
mod confirm;
mod crosstable;
pub mod dialogs;
mod engine_round;
mod entry_list;
mod file_dialog;
pub mod fonts;
pub mod i18n;
mod import_report;
mod menu;
mod new_tournament;
mod notifications;
mod panel;
mod player_exceptions;
mod player_form;
mod players;
pub mod prefs;
mod print_dialog;
mod print_preview;
mod print_qr;
mod prizes;
mod rating_card;
mod rating_list;
mod result_cell;
mod results_keys;
mod round_edit;
mod rounds;
mod settings_amalfi;
mod settings_burstein;
mod settings_categories;
mod settings_dialog;
mod settings_italo_svizzero;
mod settings_prizes;
mod settings_publish;
mod settings_rating;
mod settings_window;
mod standings;
mod status;
mod team_hand_round;
mod team_round;
mod team_settings;
mod team_standings;
mod team_tiebreak_edition;
mod teams;
mod venue_panel;
mod welcome;
mod widgets;

pub use action::{Action, Tab};
pub use app::{AppOptions, TorneoApp};
pub use dialogs::{FileDialogs, NativeDialogs};
pub use i18n::{Language, T};
pub use prefs::Prefs;

use std::path::PathBuf;
use std::process::ExitCode;

/// The application id: names the preferences folder (`~/.local/share/torneo` on Linux).
pub const APP_ID: &str = "Torneo";

/// Opens the window, with `path` (a `.ron` file) loaded when given.
pub fn run(path: Option<PathBuf>) -> ExitCode {
    // Issue 18 items 7, 10: this window's own recovery file (under its lock); a crash
    // writes the work there and a report beside it.
    if let Some(recovery) = crate::session::files::claim_recovery_file() {
        crate::session::crash::install_panic_hook(recovery);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Torneo")
            .with_app_id("torneo")
            .with_inner_size([1100.0, 720.0])
            .with_min_inner_size([640.0, 420.0]),
        ..eframe::NativeOptions::default()
    };
    let started = eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| {
            let prefs = cc
                .storage
                .and_then(|s| eframe::get_value::<Prefs>(s, prefs::STORAGE_KEY))
                .unwrap_or_default();
            let in_window = cc
                .storage
                .and_then(|s| eframe::get_value::<bool>(s, prefs::IN_WINDOW_FILE_DIALOG_KEY))
                .unwrap_or(false);
            let mut app = TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open: path,
                    recovery_file: crate::session::files::claim_recovery_file(),
                    rating_lists: crate::session::rating_list::default_folder(),
                    dialogs: Box::new(NativeDialogs),
                    prefs,
                },
            );
            app.choose_files_in_window(in_window);
            Ok(Box::new(app))
        }),
    );
    match started {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // The preferences are read by the window: the system's language speaks here.
            let lang = Language::from_environment();
            let detail = error.to_string();
            eprintln!(
                "{}",
                crate::tr!(lang, "window-cannot-open", detail = detail.as_str())
            );
            ExitCode::from(2)
        }
    }
}

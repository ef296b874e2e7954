//! What the window tests share: the app in a kittest harness (English, scripted file
//! dialogs, a recovery file of its own) and typing and clicking by label.

// Each test file uses its own part of this module.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, Prefs, TorneoApp};

/// The window, opening `open` if given; the Save dialogs answer `save` in turn.
pub fn harness(
    recovery: PathBuf,
    open: Option<PathBuf>,
    save: Vec<PathBuf>,
) -> Harness<'static, TorneoApp> {
    Harness::builder()
        .with_size([1280.0, 1000.0])
        // The autosave writer thread asks for a repaint when it has written, at any step.
        .with_max_steps(16)
        .build_eframe(move |cc| {
            TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open,
                    recovery_file: Some(recovery),
                    rating_lists: None,
                    dialogs: Box::new(ScriptedDialogs {
                        open: Vec::new(),
                        save,
                    }),
                    prefs: Prefs {
                        language: Language::English,
                        recent: Vec::new(),
                    },
                },
            )
        })
}

/// The window with the rating lists of `lists` (a folder); the Open/Import dialogs
/// answer `open` in turn.
pub fn harness_with_lists(
    recovery: PathBuf,
    lists: PathBuf,
    open: Vec<PathBuf>,
) -> Harness<'static, TorneoApp> {
    Harness::builder()
        .with_size([1280.0, 1000.0])
        .with_max_steps(16)
        .build_eframe(move |cc| {
            TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open: None,
                    recovery_file: Some(recovery),
                    rating_lists: Some(lists),
                    dialogs: Box::new(ScriptedDialogs {
                        open,
                        save: Vec::new(),
                    }),
                    prefs: Prefs {
                        language: Language::English,
                        recent: Vec::new(),
                    },
                },
            )
        })
}

pub fn type_into(h: &mut Harness<'static, TorneoApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run();
}

pub fn click(h: &mut Harness<'static, TorneoApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Tournament → Settings… → Pairing system: a single round robin (a new tournament is a
/// Swiss).
pub fn choose_round_robin(h: &mut Harness<'static, TorneoApp>) {
    click(h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
    // The combo's choice, just under the combo (the tie-break presets further down also
    // have a "Round robin" button).
    h.query_all_by_label("Round robin")
        .min_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap()
        .click();
    h.run();
    click(h, "Apply");
    assert!(
        h.state()
            .session()
            .tournament()
            .settings
            .system
            .is_round_robin()
    );
}

/// The app of a window test: English, scripted dialogs that answer nothing, no rating
/// lists; `open` opened at start.
pub fn app(
    cc: &mut eframe::CreationContext<'_>,
    open: Option<PathBuf>,
    recovery: PathBuf,
) -> TorneoApp {
    TorneoApp::new(
        &cc.egui_ctx,
        AppOptions {
            open,
            recovery_file: Some(recovery),
            rating_lists: None,
            dialogs: Box::new(ScriptedDialogs::default()),
            prefs: Prefs {
                language: Language::English,
                ..Prefs::default()
            },
        },
    )
}

//! Issue 33 item 2: where the system's file dialog cannot open (no portal, no zenity),
//! File → Save as… says so in words and shows Torneo's own dialog; choosing a file there
//! by keyboard saves the tournament. A cancelled in-window dialog changes nothing.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use torneo::ui::dialogs::NoSystemDialogs;
use torneo::ui::{AppOptions, Language, Prefs, TorneoApp};

fn harness(dir: &std::path::Path) -> Harness<'static, TorneoApp> {
    let options = ui_support::options(dir.join("recovery.ron"), Language::English, NoSystemDialogs);
    // A recent file in the test's folder: the in-window dialog starts there.
    let prefs = Prefs {
        recent: vec![dir.join("earlier.ron")],
        ..options.prefs
    };
    ui_support::window([1100.0, 720.0], AppOptions { prefs, ..options })
}

#[test]
fn without_a_system_dialog_the_in_window_one_saves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.run();
    ui_support::type_into(&mut h, "Name", "Rossi, Mario");
    h.key_press(egui::Key::Enter);
    h.run();
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run();
    assert!(h.state().is_choosing_file(), "Torneo's dialog is open");
    assert!(
        h.state()
            .notice_texts()
            .iter()
            .any(|n| n.contains("cannot open on this desktop")),
        "{:?}",
        h.state().notice_texts()
    );
    // The file name field has the keyboard and proposes the tournament's file name;
    // Enter there saves.
    assert_eq!(
        h.get_by_role_and_label(Role::TextInput, "File name")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("torneo.ron")
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(!h.state().is_choosing_file());
    let saved = dir.path().join("torneo.ron");
    assert!(saved.exists(), "{:?}", h.state().notice_texts());
    assert_eq!(h.state().session().path(), Some(saved.as_path()));

    // From now on Torneo's dialog opens at once; Esc cancels and nothing changes.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    assert!(h.state().is_choosing_file());
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().is_choosing_file());
    assert_eq!(h.state().session().path(), Some(saved.as_path()));
}

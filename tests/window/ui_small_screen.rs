//! The window on a small laptop's screen, 1100×720 (the review of stop 45): Tournament →
//! Settings… with every folded section opened (categories, prizes, K factors,
//! publishing) keeps Apply and Cancel on the screen, and Apply is reached and pressed by
//! the keyboard alone.

use crate::ui_support::laptop::four_player_event;
use crate::ui_support::{self, click, in_view};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use torneo::domain::GameResult;
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language};

/// The smallest screen the window is checked on.
const SMALL: [f32; 2] = [1100.0, 720.0];

/// The folded sections of the settings dialog, by the label of their header.
const FOLDED: [&str; 4] = ["Categories", "Prizes", "K factor set by hand", "Publishing"];

#[test]
fn the_settings_keep_apply_on_a_small_screen_and_reach_it_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    // An event with players, so that the K factors have their section.
    let path = dir.path().join("open.ron");
    let t = four_player_event("Open del Circolo", GameResult::Pending);
    torneo::formats::ron::save(&path, &t).unwrap();
    let dialogs = ScriptedDialogs {
        open: Vec::new(),
        save: Vec::new(),
    };
    let options = ui_support::options(dir.path().join("recovery.ron"), Language::English, dialogs);
    let open = Some(path);
    let mut h = ui_support::window(SMALL, AppOptions { open, ..options });
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    for header in FOLDED {
        // The header of the section in the dialog (the lowest one, should a tab share the
        // name).
        h.query_all_by_label_contains(header)
            .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
            .unwrap_or_else(|| panic!("no section {header}"))
            .click();
        h.run();
    }
    // On the screen, and inside the dialog's own frame (a window taller than the screen
    // is cut to it, and what it holds below is clipped).
    let dialog = h
        .get_by_role_and_label(Role::Window, "Tournament settings")
        .rect();
    for button in ["Apply", "Cancel"] {
        assert!(in_view(&h, button, SMALL), "{button} is off the screen");
        let r = h.get_by_label(button).rect();
        assert!(
            dialog.contains_rect(r),
            "{button} at {r:?} is outside the dialog {dialog:?}"
        );
    }
    h.get_by_role_and_label(Role::TextInput, "Tournament name")
        .focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "Tournament name")
        .type_text("Festival di Primavera");
    h.run();
    // Tab from the name field through every field of every open section to Apply.
    let mut presses = 0;
    while !h.get_by_label("Apply").is_focused() {
        assert!(presses < 400, "Apply was not reached by Tab");
        h.key_press(egui::Key::Tab);
        h.run();
        presses += 1;
    }
    h.key_press(egui::Key::Enter);
    h.run();
    let name = &h.state().session().tournament().settings.name;
    assert_eq!(name, "Festival di Primavera");
    assert!(
        h.query_by_label("Apply").is_none(),
        "the dialog stayed open"
    );
}

#[test]
fn the_teams_tab_keeps_every_button_of_a_team_on_a_small_screen() {
    // The review of stop 46 saw "Remove team" run past the right edge at 1100 pixels:
    // the chosen team's row (name box, Rename, Remove team) is wider than half the
    // window. A team event with one team, chosen, on the small screen.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("coppa.ron");
    // No round yet: a tournament becomes a team event before round 1 only (D12).
    let t = torneo::domain::Tournament::new(torneo::domain::TournamentSettings {
        name: "Coppa dei circoli".into(),
        ..torneo::domain::TournamentSettings::default()
    });
    torneo::formats::ron::save(&path, &t).unwrap();
    let options = ui_support::options(
        dir.path().join("recovery.ron"),
        Language::English,
        ScriptedDialogs::default(),
    );
    let mut h = ui_support::window(
        SMALL,
        AppOptions {
            open: Some(path),
            ..options
        },
    );
    h.run();
    click(&mut h, "Tournament");
    click(&mut h, "Team event");
    ui_support::type_into(&mut h, "Team name", "Circolo Scacchistico Alfa");
    click(&mut h, "Add team");
    for button in ["Rename", "Remove team", "Team settings"] {
        assert!(in_view(&h, button, SMALL), "{button} is off the screen");
    }
}

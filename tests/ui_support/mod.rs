//! What the window tests share: the app in a kittest harness (English, scripted file
//! dialogs, a recovery file of its own) and typing and clicking by label.

// Each test file uses its own part of this module.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod laptop;
pub mod team;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use torneo::ui::dialogs::{FileDialogs, ScriptedDialogs};
use torneo::ui::{AppOptions, Language, Prefs, TorneoApp};

/// What a window test starts with: `language`, a recovery file of its own, `dialogs`; no
/// file opened and no rating lists (change the fields for those).
pub fn options(
    recovery: PathBuf,
    language: Language,
    dialogs: impl FileDialogs + 'static,
) -> AppOptions {
    AppOptions {
        open: None,
        recovery_file: Some(recovery),
        rating_lists: None,
        dialogs: Box::new(dialogs),
        prefs: Prefs {
            language,
            recent: Vec::new(),
        },
    }
}

/// The window, `size` points large, started with `options`.
pub fn window(size: [f32; 2], options: AppOptions) -> Harness<'static, TorneoApp> {
    Harness::builder()
        .with_size(size)
        // The autosave writer thread asks for a repaint when it has written, at any step.
        .with_max_steps(16)
        .build_eframe(move |cc| TorneoApp::new(&cc.egui_ctx, options))
}

/// The size most window tests use.
const SIZE: [f32; 2] = [1280.0, 1000.0];

/// The window, opening `open` if given; the Save dialogs answer `save` in turn.
pub fn harness(
    recovery: PathBuf,
    open: Option<PathBuf>,
    save: Vec<PathBuf>,
) -> Harness<'static, TorneoApp> {
    let dialogs = ScriptedDialogs {
        open: Vec::new(),
        save,
    };
    window(
        SIZE,
        AppOptions {
            open,
            ..options(recovery, Language::English, dialogs)
        },
    )
}

/// The window with the rating lists of `lists` (a folder); the Open/Import dialogs
/// answer `open` in turn.
pub fn harness_with_lists(
    recovery: PathBuf,
    lists: PathBuf,
    open: Vec<PathBuf>,
) -> Harness<'static, TorneoApp> {
    let dialogs = ScriptedDialogs {
        open,
        save: Vec::new(),
    };
    window(
        SIZE,
        AppOptions {
            rating_lists: Some(lists),
            ..options(recovery, Language::English, dialogs)
        },
    )
}

/// Runs frames until `done` holds (or 60 s have passed); the app repaints while a
/// background job runs.
pub fn wait_for(
    h: &mut Harness<'static, TorneoApp>,
    done: impl Fn(&Harness<'static, TorneoApp>) -> bool,
) {
    let start = Instant::now();
    while !done(h) && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

/// True when some label on screen contains `text`.
pub fn shows(h: &Harness<'static, TorneoApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// True when a node whose label contains `text` lies inside a window of `size`:
/// reachable without scrolling the window itself.
pub fn in_view(h: &Harness<'static, TorneoApp>, text: &str, size: [f32; 2]) -> bool {
    h.query_all_by_label_contains(text).any(|node| {
        let r = node.rect();
        r.min.x >= 0.0 && r.min.y >= 0.0 && r.max.x <= size[0] + 1.0 && r.max.y <= size[1] + 1.0
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

/// Picks `choice` in the combo box labelled `combo`, scrolled into view first.
pub fn choose(h: &mut Harness<'static, TorneoApp>, combo: &str, choice: &str) {
    h.get_by_role_and_label(Role::ComboBox, combo)
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, combo).click();
    h.run();
    // The choice in the open list (the lowest node with the label: the list opens below).
    h.query_all_by_label(choice)
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap()
        .click();
    h.run();
}

/// Types each (name, rating) into the player form and adds the player.
pub fn add_players(h: &mut Harness<'static, TorneoApp>, players: &[(&str, &str)]) {
    for (name, rating) in players {
        type_into(h, "Name", name);
        type_into(h, "Rating", rating);
        click(h, "Add player");
    }
}

/// Tournament → Settings… with the "Pairing system" combo open: the dialog is left
/// open for the test to choose.
pub fn open_system_choice(h: &mut Harness<'static, TorneoApp>) {
    click(h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
}

/// Tournament → Settings…: the system labelled `system` and `rounds` rounds chosen; the
/// dialog is left open (Apply is the test's).
pub fn choose_system(h: &mut Harness<'static, TorneoApp>, system: &str, rounds: u32) {
    open_system_choice(h);
    click(h, system);
    h.get_by_role_and_label(Role::SpinButton, "Rounds")
        .set_value_accesskit(f64::from(rounds));
    h.run();
}

/// Rounds → Pair round `round`, waiting until the pairing job has ended.
pub fn pair_round(h: &mut Harness<'static, TorneoApp>, round: u32) {
    click(h, "Rounds");
    h.get_by_label(&format!("Pair round {round}")).click();
    h.step();
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

/// Tournament → Settings… → Pairing system: a single round robin (a new tournament is a
/// Swiss).
pub fn choose_round_robin(h: &mut Harness<'static, TorneoApp>) {
    open_system_choice(h);
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

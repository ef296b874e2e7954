//! The rating lists through the real window, driven by label with egui_kittest: File →
//! Import FIDE list… runs as a job, typing a surname prefix in the Name field shows the
//! matches at once, a click fills the form; "Update ratings from the list…" shows old →
//! new and applies as one undo step.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::rating_list_support;
use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use rating_list_support::{CARLSEN, CARUANA, combined_header, combined_line, crlf};
use std::time::{Duration, Instant};
use torneo::domain::Title;
use torneo::ui::TorneoApp;
use ui_support::{click, type_into};

fn fide_list(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("standard_nov25frl.txt");
    let text = crlf(&[
        combined_header(),
        combined_line(CARLSEN),
        combined_line(CARUANA),
        combined_line([
            "2401234",
            "Rossi, Mario",
            "ITA",
            "M",
            "",
            "",
            "",
            "",
            "1890",
            "9",
            "20",
            "",
            "",
            "",
            "",
            "",
            "",
            "1980",
            "",
        ]),
    ]);
    std::fs::write(&file, text).unwrap();
    file
}

/// File → Import FIDE list… with the scripted dialog answering the list, waited for.
fn import_list(h: &mut Harness<'static, TorneoApp>) {
    click(h, "File");
    // The import runs on a worker thread: step, do not wait for the window to settle.
    h.get_by_label("Import FIDE list…").click();
    h.step();
    let start = Instant::now();
    while h.state().is_importing_list() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    assert!(!h.state().is_importing_list(), "the import did not finish");
}

/// The window with [`fide_list`] imported (the folder lives as long as the window).
fn with_fide_list() -> (tempfile::TempDir, Harness<'static, TorneoApp>) {
    let dir = tempfile::tempdir().unwrap();
    let list = fide_list(dir.path());
    let mut h = ui_support::harness_with_lists(
        dir.path().join("recovery.ron"),
        dir.path().join("rating-lists"),
        vec![list],
    );
    h.run();
    import_list(&mut h);
    (dir, h)
}

fn field_value(h: &Harness<'static, TorneoApp>, label: &str) -> String {
    h.get_by_role_and_label(Role::TextInput, label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

#[test]
fn import_then_search_as_you_type_fills_the_form() {
    let (_dir, mut h) = with_fide_list();
    assert!(
        h.state().notice_texts().iter().any(|t| t
            == "3 players imported from standard_nov25frl.txt, list of 2025-11 (from the file name); no line skipped"),
        "{:?}",
        h.state().notice_texts()
    );

    type_into(&mut h, "Name", "carl");
    let carlsen = "Carlsen, Magnus (1503014) · NOR · GM · 2831 / 2825 / 2886 · 1990";
    assert!(h.query_by_label(carlsen).is_some());
    // "carl" is not a prefix of Caruana.
    assert!(
        h.query_by_label_contains("Caruana").is_none(),
        "Caruana should not match 'carl'"
    );
    click(&mut h, carlsen);
    assert_eq!(field_value(&h, "Name"), "Carlsen, Magnus");
    assert_eq!(field_value(&h, "FIDE ID"), "1503014");
    assert_eq!(field_value(&h, "Rating"), "2831");
    click(&mut h, "Add player");
    let t = h.state().session().tournament();
    assert_eq!(t.players.len(), 1);
    let p = &t.players[0];
    assert_eq!(
        (
            p.name.as_str(),
            p.fide_id,
            p.rating,
            p.federation.as_str(),
            p.title
        ),
        (
            "Carlsen, Magnus",
            Some(1_503_014),
            Some(2831),
            "NOR",
            Some(Title::GM)
        )
    );

    // A FIDE id typed in its field finds the player too.
    type_into(&mut h, "FIDE ID", "2401234");
    assert!(
        h.query_by_label("Rossi, Mario (2401234) · ITA · 1890 / – / – · 1980")
            .is_some()
    );
}

#[test]
fn update_ratings_shows_the_changes_and_is_one_undo_step() {
    let (_dir, mut h) = with_fide_list();
    for (name, id, rating) in [
        ("Rossi, Mario", "2401234", "1800"),
        ("Caruana, Fabiano", "2020009", "2790"),
        ("Verdi, Anna", "", "1500"),
    ] {
        type_into(&mut h, "Name", name);
        type_into(&mut h, "FIDE ID", id);
        type_into(&mut h, "Rating", rating);
        click(&mut h, "Add player");
    }
    let ratings = |h: &Harness<'static, TorneoApp>| -> Vec<Option<u16>> {
        h.state()
            .session()
            .tournament()
            .players
            .iter()
            .map(|p| p.rating)
            .collect()
    };
    assert_eq!(ratings(&h), [Some(1800), Some(2790), Some(1500)]);

    click(&mut h, "Update ratings from the list…");
    assert!(h.query_by_label("2 ratings change:").is_some());
    assert!(h.query_by_label("1800 → 1890").is_some());
    assert!(h.query_by_label("2790 → 2795").is_some());
    click(&mut h, "Apply");
    assert_eq!(ratings(&h), [Some(1890), Some(2795), Some(1500)]);

    // Ctrl+Z takes every rating of the update back at once.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(ratings(&h), [Some(1800), Some(2790), Some(1500)]);
}

/// Types into the last text field with `label` (a dialog's, drawn over the form that
/// has a field of the same name).
fn type_into_last(h: &mut Harness<'static, TorneoApp>, label: &str, text: &str) {
    h.query_all_by_role_and_label(Role::TextInput, label)
        .last()
        .unwrap()
        .focus();
    h.run();
    h.query_all_by_role_and_label(Role::TextInput, label)
        .last()
        .unwrap()
        .type_text(text);
    h.run();
}

#[test]
fn a_national_list_through_the_column_mapping_set_once() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("elo_italia.csv");
    std::fs::write(
        &csv,
        "Tessera;Cognome;Nome;Nascita;Elo\r\n\
         123456;ROSSI;Mario;1980;1875\r\n\
         123457;RUSSO;Paola;1999;1702\r\n",
    )
    .unwrap();
    let lists = dir.path().join("rating-lists");
    let mut h = ui_support::harness_with_lists(
        dir.path().join("recovery.ron"),
        lists.clone(),
        vec![csv.clone(), csv],
    );
    h.run();
    click(&mut h, "File");
    click(&mut h, "Import national list…");
    assert!(h.query_by_label("National list columns").is_some());
    type_into_last(&mut h, "Id", "1");
    type_into_last(&mut h, "Name (or surname)", "2");
    type_into_last(&mut h, "First name", "3");
    type_into_last(&mut h, "Birth year", "4");
    type_into_last(&mut h, "Rating", "5");
    h.get_by_label("Save and choose the file…").click();
    h.step();
    let start = Instant::now();
    while h.state().is_importing_list() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    assert!(lists.join("national-mapping.ron").is_file());
    assert!(
        h.state()
            .notice_texts()
            .iter()
            .any(|t| t.starts_with("2 players imported from elo_italia.csv")),
        "{:?}",
        h.state().notice_texts()
    );

    type_into(&mut h, "Name", "ross");
    let rossi = "ROSSI, Mario (123456) · Rating 1875 · 1980";
    click(&mut h, rossi);
    click(&mut h, "Add player");
    let p = &h.state().session().tournament().players[0];
    assert_eq!(
        (p.name.as_str(), p.national_rating, p.rating),
        ("ROSSI, Mario", Some(1875), None)
    );

    // The mapping is kept: the next import shows it filled in.
    click(&mut h, "File");
    click(&mut h, "Import national list…");
    let rating_column = h
        .query_all_by_role_and_label(Role::TextInput, "Rating")
        .last()
        .unwrap()
        .accesskit_node()
        .value();
    assert_eq!(rating_column.as_deref(), Some("5"));
}

/// Issue 33 item 3: the suggestions are picked from the keyboard. ↓ ↓ Enter fills the
/// form from the second one (not the typed fragment as a player), the name field keeps
/// the keyboard and Enter then adds the player; Esc hides the suggestions.
#[test]
fn suggestions_are_picked_with_arrows_and_enter() {
    let (_dir, mut h) = with_fide_list();
    type_into(&mut h, "Name", "ca");
    assert!(
        h.query_by_label_contains("Carlsen, Magnus (1503014)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Caruana, Fabiano (2020009)")
            .is_some()
    );
    h.key_press(egui::Key::ArrowDown);
    h.run();
    h.key_press(egui::Key::ArrowDown);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(h.state().session().tournament().players.is_empty());
    assert_eq!(field_value(&h, "Name"), "Caruana, Fabiano");
    assert_eq!(field_value(&h, "FIDE ID"), "2020009");
    assert_eq!(field_value(&h, "Rating"), "2795");
    assert_eq!(
        field_value(&h, "Birth date"),
        "1992",
        "the list's birth year"
    );
    h.key_press(egui::Key::Enter);
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(t.players.len(), 1);
    assert_eq!(t.players[0].name, "Caruana, Fabiano");
    assert_eq!(t.players[0].fide_id, Some(2_020_009));

    // The name field has the keyboard again: typing goes on there; Esc hides the list.
    h.event(egui::Event::Text("car".to_string()));
    h.run();
    assert_eq!(field_value(&h, "Name"), "car");
    assert!(
        h.query_by_label_contains("Carlsen, Magnus (1503014)")
            .is_some()
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.query_by_label_contains("Carlsen, Magnus (1503014)")
            .is_none()
    );
    assert_eq!(field_value(&h, "Name"), "car");
}

//! Issue 38 in the window (egui_kittest, by label, at a 1366×768 laptop's size): File →
//! *Publish on this network…* serves a folder at the address it shows with its QR code,
//! started from the keyboard and stopped by a button; View → *Big screen…* shows the
//! round being played in a language of its own.

use crate::ui_support::laptop::{LAPTOP, fetch, field_value, four_player_event, free_port};
use crate::ui_support::{self, click, in_view, shows, type_into};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use torneo::domain::{GameResult, Tournament};
use torneo::ui::{Language, TorneoApp};

fn laptop(dir: &Path, open: Option<PathBuf>) -> Harness<'static, TorneoApp> {
    crate::ui_support::laptop::laptop_window(dir, open, Vec::new())
}

fn open_panel(h: &mut Harness<'static, TorneoApp>) {
    click(h, "File");
    click(h, "Publish on this network…");
}

#[test]
fn the_pages_are_published_at_the_address_shown_with_its_qr_code() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(site.join("index.html"), "<p>HOME PAGE</p>").unwrap();
    let mut h = laptop(dir.path(), None);
    open_panel(&mut h);
    for label in ["Site folder", "Address", "Port", "Start", "Stop", "Close"] {
        assert!(in_view(&h, label, LAPTOP), "{label} is off the screen");
    }
    assert!(shows(&h, "Not serving"));
    // This folder is served as it is: the tournament's site is not written into it.
    click(&mut h, "Write the tournament's site into this folder first");
    type_into(&mut h, "Site folder", &site.display().to_string());
    // The keyboard alone: the port's text replaced, Enter starts.
    h.get_by_role_and_label(Role::TextInput, "Port").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "Port")
        .type_text(&free_port().to_string());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let url = h.state().venue_url().expect("serving").to_string();
    assert!(url.starts_with("http://") && url.ends_with('/'), "{url}");
    assert!(in_view(&h, &url, LAPTOP), "the address is off the screen");
    let qr = format!("QR code of {url}");
    assert!(in_view(&h, &qr, LAPTOP), "the QR code is off the screen");
    assert!(shows(&h, &format!("The pages are published at {url}")));
    assert!(
        in_view(&h, "Close", LAPTOP),
        "the panel's buttons are off the screen"
    );
    assert!(fetch(&url, "").ends_with("<p>HOME PAGE</p>"));
    // Closing the panel leaves the pages published; Stop ends them.
    click(&mut h, "Close");
    assert_eq!(h.state().venue_url(), Some(url.as_str()));
    open_panel(&mut h);
    click(&mut h, "Stop");
    assert_eq!(h.state().venue_url(), None);
    assert!(shows(&h, "Not serving"));
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    assert!(
        TcpStream::connect(host).is_err(),
        "still serving after Stop"
    );
}

#[test]
fn a_folder_that_is_not_there_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = laptop(dir.path(), None);
    open_panel(&mut h);
    let missing = dir.path().join("no-site");
    click(&mut h, "Write the tournament's site into this folder first");
    type_into(&mut h, "Site folder", &missing.display().to_string());
    click(&mut h, "Start");
    assert_eq!(h.state().venue_url(), None);
    let notices = h.state().notice_texts();
    assert!(
        notices.iter().any(|n| n.contains("is not a folder")),
        "{notices:?}"
    );
}

/// Round 1 played (Anna–Carla 1-0, Bruno–Dario ½-½), round 2 being played: Dario–Anna
/// without a result, Carla–Bruno 0-1.
fn tournament() -> Tournament {
    four_player_event("Open della Sede", GameResult::BlackWins)
}

#[test]
fn the_big_screen_shows_the_round_in_its_own_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("open.ron");
    torneo::formats::ron::save(&path, &tournament()).unwrap();
    let mut h = laptop(dir.path(), Some(path));
    click(&mut h, "View");
    click(&mut h, "Big screen…");
    assert!(shows(&h, "Pairings, round 2"));
    assert!(shows(&h, "Boards 1–2 · Page 1 of 1"));
    for name in [
        "Delta, Dario",
        "Alpha, Anna",
        "Gamma, Carla",
        "Beta, Bruno",
        "0-1",
    ] {
        assert!(shows(&h, name), "{name} not on the screen");
    }
    // The screen's language is its own: Italian there, the window stays English.
    h.get_by_role_and_label(Role::ComboBox, "Language").click();
    h.run();
    click(&mut h, "Italiano");
    assert!(shows(&h, "Abbinamenti del turno 2"));
    assert!(shows(&h, "Pagina 1 di 1"));
    assert_eq!(h.state().language(), Language::English);
    assert!(shows(&h, "Players"));
    // Standings chosen: after round 1, the last with every result in.
    h.get_by_role_and_label(Role::ComboBox, "Mostra").click();
    h.run();
    click(&mut h, "Classifica");
    assert!(shows(&h, "Classifica dopo il turno 1"));
    click(&mut h, "Chiudi");
    assert!(!shows(&h, "Classifica dopo il turno 1"));
}

#[test]
fn printed_pairings_carry_the_round_page_of_the_site_being_served() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("open.ron");
    torneo::formats::ron::save(&path, &tournament()).unwrap();
    let site = dir.path().join("open-site");
    std::fs::create_dir(&site).unwrap();
    let mut h = laptop(dir.path(), Some(path));
    open_panel(&mut h);
    // The folder proposed is `<name>-site` beside the tournament's file.
    let folder = field_value(&h, "Site folder");
    assert_eq!(PathBuf::from(folder), site);
    h.get_by_role_and_label(Role::TextInput, "Port").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "Port")
        .type_text(&free_port().to_string());
    h.run();
    click(&mut h, "Start");
    // The tournament's site is written into the folder first, then served.
    ui_support::wait_for(&mut h, |h| h.state().venue_url().is_some());
    let url = h.state().venue_url().expect("serving").to_string();
    click(&mut h, "Close");
    // The Print dialog makes its document in the background (repainting until done).
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.step();
    ui_support::wait_for(&mut h, |h| !h.state().is_printing());
    h.get_by_label("QR code of the round's page").click();
    h.step();
    let address = field_value(&h, "Site address");
    assert_eq!(format!("{address}/"), url);
    let round_page = format!("{url}round-2.html");
    ui_support::wait_for(&mut h, |h| shows(h, &round_page));
    assert!(shows(&h, "Pairings and results on your phone:"));
}

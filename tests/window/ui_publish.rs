//! Issue 38 in the window (egui_kittest, by label, at a 1366×768 laptop's size): the
//! tournament's site published after every change (Tournament → Settings →
//! *Publishing*), a folder gone said in the status bar, File → *Publish site to
//! folder…*, and the venue panel writing the site before serving it.

use crate::ui_support::laptop::{fetch, field_value, four_player_event, free_port, laptop_window};
use crate::ui_support::{click, shows, type_into, wait_for};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};
use torneo::domain::GameResult;
use torneo::ui::TorneoApp;

/// Tournament → Settings…, the publishing section filled in, Apply. The section is at
/// the bottom of the dialog's scrolled area, below the window's edge at this size: it is
/// worked through AccessKit, as a screen reader would.
/// The window at a laptop's size with the club event open (four players, round 2 paired);
/// Save dialogs answer `save`.
fn laptop(dir: &Path, save: Vec<PathBuf>) -> Harness<'static, TorneoApp> {
    let path = dir.join("open.ron");
    let t = four_player_event("Open del Circolo", GameResult::Pending);
    torneo::formats::ron::save(&path, &t).unwrap();
    laptop_window(dir, Some(path), save)
}

fn publish_after_every_change(h: &mut Harness<'static, TorneoApp>, folder: &str) {
    click(h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    // Folded until opened.
    assert!(!shows(h, "Publish the site after every change"));
    h.get_by_label("Publishing").click_accesskit();
    h.run();
    h.get_by_label("Publish the site after every change")
        .click_accesskit();
    h.run();
    if !folder.is_empty() {
        type_into(h, "Folder of the site", folder);
    }
    h.get_by_label("Apply").click_accesskit();
    h.run();
}

#[test]
fn the_site_is_published_after_every_change_in_the_chosen_folder() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("sync").join("open-site");
    std::fs::create_dir(dir.path().join("sync")).unwrap();
    let mut h = laptop(dir.path(), Vec::new());
    publish_after_every_change(&mut h, &site.display().to_string());
    let publish = &h.state().session().tournament().settings.publish;
    assert!(publish.after_every_change);
    assert_eq!(publish.folder.as_deref(), Some(site.as_path()));
    // Applying the settings was a change: the site is written, rounds and standings.
    wait_for(&mut h, |_| site.join("round-2.html").is_file());
    assert!(site.join("standings-1.html").is_file());
    let home = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(home.contains("Open del Circolo"));
    assert!(!shows(&h, "The site was not written"));
    // The choice is saved in the tournament's file.
    h.state().session().flush();
    let saved = torneo::formats::ron::load(&dir.path().join("open.ron")).unwrap();
    assert!(saved.settings.publish.after_every_change);
}

#[test]
fn a_folder_that_is_gone_is_said_in_the_status_bar() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("unmounted").join("open-site");
    let mut h = laptop(dir.path(), Vec::new());
    publish_after_every_change(&mut h, &site.display().to_string());
    wait_for(&mut h, |h| shows(h, "The site was not written"));
    assert!(shows(&h, "is not there"), "the reason is said");
    // The change itself stands.
    assert!(
        h.state()
            .session()
            .tournament()
            .settings
            .publish
            .after_every_change
    );
    assert!(!dir.path().join("unmounted").exists());
}

#[test]
fn publishing_after_every_change_asks_for_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = laptop(dir.path(), Vec::new());
    publish_after_every_change(&mut h, "");
    assert!(shows(
        &h,
        "Publishing after every change needs the folder of the site."
    ));
    assert!(
        !h.state()
            .session()
            .tournament()
            .settings
            .publish
            .after_every_change
    );
}

#[test]
fn file_publish_site_to_folder_writes_the_site_in_the_folder_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let stick = dir.path().join("usb-stick");
    let mut h = laptop(dir.path(), vec![stick.clone()]);
    click(&mut h, "File");
    click(&mut h, "Publish site to folder…");
    wait_for(&mut h, |h| shows(h, "The site is written to"));
    // Home 1, rounds 2, standings after round 1 (round 2 has no result yet) 1,
    // crosstable 1, players list 1, one page per player 4: 10.
    assert!(shows(&h, "(10 pages)"));
    assert!(stick.join("round-2.html").is_file());
    assert!(stick.join("crosstable.html").is_file());
}

#[test]
fn the_venue_panel_writes_the_site_then_serves_it() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("open-site");
    let mut h = laptop(dir.path(), Vec::new());
    click(&mut h, "File");
    click(&mut h, "Publish on this network…");
    // The tick is on by default: Start writes the site first.
    let tick = h.get_by_label("Write the tournament's site into this folder first");
    assert_eq!(
        tick.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    h.get_by_role_and_label(Role::TextInput, "Site folder")
        .focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "Site folder")
        .type_text(&site.display().to_string());
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Port").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "Port")
        .type_text(&free_port().to_string());
    h.run();
    click(&mut h, "Start");
    wait_for(&mut h, |h| h.state().venue_url().is_some());
    let url = h.state().venue_url().expect("serving").to_string();
    let round = fetch(&url, "round-2.html");
    assert!(round.starts_with("HTTP/1.1 200"), "{round}");
    assert!(round.contains("Delta, Dario"), "{round}");
}

/// File → Print… (Ctrl+P) on the pairings, its document made.
fn open_print(h: &mut Harness<'static, TorneoApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.step();
    wait_for(h, |h| !h.state().is_printing());
}

#[test]
fn the_pairings_qr_code_is_kept_in_the_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = laptop(dir.path(), Vec::new());
    open_print(&mut h);
    // Each choice prints the preview again in the background: steps until it is made
    // (through AccessKit: the dialog may still be settling its size).
    h.get_by_label("QR code of the round's page")
        .click_accesskit();
    h.step();
    wait_for(&mut h, |h| !h.state().is_printing());
    h.get_by_role_and_label(Role::TextInput, "Site address")
        .focus();
    h.step();
    h.get_by_role_and_label(Role::TextInput, "Site address")
        .type_text("https://scacchi.example.org/open");
    h.step();
    wait_for(&mut h, |h| {
        !h.state().is_printing() && shows(h, "https://scacchi.example.org/open/round-2.html")
    });
    // Esc closes the dialog: the choice goes into the tournament, and its file.
    h.key_press(egui::Key::Escape);
    h.run();
    let saved = &h.state().session().tournament().settings.publish;
    assert_eq!(
        saved.pairings_qr_address.as_deref(),
        Some("https://scacchi.example.org/open")
    );
    h.state().session().flush();
    let file = torneo::formats::ron::load(&dir.path().join("open.ron")).unwrap();
    assert_eq!(file.settings.publish, *saved);
    // Printing again: the code is there at once, with its address.
    open_print(&mut h);
    assert_eq!(
        field_value(&h, "Site address"),
        "https://scacchi.example.org/open"
    );
    assert!(shows(&h, "https://scacchi.example.org/open/round-2.html"));
    // Unticked and closed: no code from then on.
    h.get_by_label("QR code of the round's page")
        .click_accesskit();
    h.step();
    wait_for(&mut h, |h| !h.state().is_printing());
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(
        h.state()
            .session()
            .tournament()
            .settings
            .publish
            .pairings_qr_address,
        None
    );
}

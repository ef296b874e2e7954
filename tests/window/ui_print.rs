//! File → Print… and the Rounds panel's print buttons through the real window
//! (egui_kittest, by label): choose a document, see the preview's text, save the PDF to a
//! path the scripted Save dialog gives, and read it back.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::pdf_support;
use crate::print_support;
use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use pdf_support::{assert_in_order, pdftotext_available, text_of};
use std::path::Path;
use std::time::{Duration, Instant};
use torneo::ui::TorneoApp;
use ui_support::click;

/// Four players; round 1 played, round 2 paired (Müller - Rossi, Ivanov - Papadopoulos).
fn tournament(path: &Path) {
    let t = print_support::printed_event();
    torneo::formats::ron::save(path, &t).unwrap();
}

/// The text of every label in the window.
fn labels(h: &Harness<'static, TorneoApp>) -> Vec<String> {
    h.query_all_by_role(Role::Label)
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

/// How many labels say exactly `text`.
fn count(h: &Harness<'static, TorneoApp>, text: &str) -> usize {
    labels(h).iter().filter(|label| *label == text).count()
}

/// Steps the window until the Print dialog's document is ready.
fn wait_for_document(h: &mut Harness<'static, TorneoApp>) {
    h.step();
    h.step();
    let start = Instant::now();
    while h.state().is_printing() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    assert!(!h.state().is_printing(), "the print job did not finish");
}

#[test]
fn print_dialog_previews_and_saves_the_chosen_document() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    tournament(&input);
    let pdf = dir.path().join("players.pdf");
    let mut h = ui_support::harness(
        dir.path().join("recovery.ron"),
        Some(input),
        vec![pdf.clone()],
    );
    h.run();
    let names = ["Rossi, Niccolò", "Иванов, Пётр", "Παπαδόπουλος, Γιώργος"];
    let before: Vec<usize> = names.iter().map(|name| count(&h, name)).collect();

    click(&mut h, "File");
    h.get_by_label_contains("Print…").click();
    wait_for_document(&mut h);
    // The dialog opens on the pairings of the last paired round.
    assert!(h.query_by_label("Pairings, round 2").is_some());

    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    h.get_by_label("Players list").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("List of players").is_some());
    // Each name once more than in the panel behind: in the preview's table.
    for (name, before) in names.iter().zip(before) {
        assert_eq!(count(&h, name), before + 1, "{name} in the preview");
    }

    click(&mut h, "Save PDF…");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(
        h.state()
            .notice_texts()
            .iter()
            .any(|notice| notice.contains("PDF saved"))
    );
    if pdftotext_available() {
        let text = text_of(&pdf, None);
        assert_in_order(
            &text,
            &[
                "List of players",
                "Rossi, Niccolò",
                "Иванов, Пётр",
                "Παπαδόπουλος, Γιώργος",
                "Müller, Zoë",
            ],
        );
    }
    click(&mut h, "Close");
    assert!(h.query_by_label("Save PDF…").is_none());
}

#[test]
fn the_rounds_panel_prints_the_slips_of_the_round_shown() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    tournament(&input);
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(input), Vec::new());
    h.run();
    click(&mut h, "Rounds");
    click(&mut h, "Round 1");
    h.get_by_label("Print result slips").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Result slips, round 1").is_some());
    // Round 1, board 1: Rossi - Papadopoulos; board 2: Müller - Ivanov.
    let slip_lines: Vec<String> = labels(&h)
        .into_iter()
        .filter(|label| label.starts_with("White:") || label.starts_with("Black:"))
        .collect();
    assert_eq!(slip_lines.len(), 4, "{slip_lines:?}");
    let expected = [
        "Rossi, Niccolò",
        "Παπαδόπουλος, Γιώργος",
        "Müller, Zoë",
        "Иванов, Пётр",
    ];
    for (line, name) in slip_lines.iter().zip(expected) {
        assert!(line.contains(name), "{line} names {name}");
    }
}

#[test]
fn ctrl_p_opens_the_print_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    tournament(&input);
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(input), Vec::new());
    h.run();
    assert!(h.query_by_label("Save PDF…").is_none());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    wait_for_document(&mut h);
    assert!(h.query_by_label("Save PDF…").is_some());
    assert!(h.query_by_label("Pairings, round 2").is_some());
    // Pairing moved to Ctrl+Shift+P: no round was paired by Ctrl+P.
    assert_eq!(h.state().session().tournament().rounds_paired(), 2);
}

/// Issue 37: the norm report is one of the Print dialog's documents (B.01 1.4): chosen,
/// its preview shows the title, the source line and each player's summary line.
#[test]
fn print_dialog_offers_the_title_norms() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    tournament(&input);
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(input), vec![]);
    h.run();
    let before = count(&h, "Müller, Zoë");
    click(&mut h, "File");
    h.get_by_label_contains("Print…").click();
    wait_for_document(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    h.get_by_label("Title norms").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Title norms (FIDE B.01)").is_some());
    assert!(
        labels(&h)
            .iter()
            .any(|l| l.starts_with("Checked against the FIDE Title Regulations (B.01)"))
    );
    // A 3-round event: no norm is possible, and it says so.
    assert!(
        labels(&h)
            .iter()
            .any(|l| l.starts_with("The event has 3 rounds: a norm needs at least 9 games"))
    );
    assert_eq!(count(&h, "Müller, Zoë"), before + 1, "the summary line");
}

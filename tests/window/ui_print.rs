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

/// Issue 39: at 1366×768, a team event's Print dialog offers the team documents by name;
/// the team pairings preview shows each match with its score and boards (figures of
/// `tests/files/report_team.rs`), the match slips one slip per match with its boards,
/// and the PDF of the team standings is saved. An individual event does not offer them.
#[test]
fn print_dialog_offers_the_team_documents_for_a_team_event() {
    const SMALL: [f32; 2] = [1366.0, 768.0];
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("coppa.ron");
    torneo::formats::ron::save(&input, &print_support::printed_team_event()).unwrap();
    let pdf = dir.path().join("team-standings.pdf");
    let options = torneo::ui::AppOptions {
        open: Some(input),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            torneo::ui::Language::English,
            torneo::ui::dialogs::ScriptedDialogs {
                open: Vec::new(),
                save: vec![pdf.clone()],
            },
        )
    };
    let mut h = ui_support::window(SMALL, options);
    h.run();
    click(&mut h, "File");
    h.get_by_label_contains("Print…").click();
    wait_for_document(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    h.get_by_label("Team pairings").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Team pairings, round 2").is_some());
    assert!(h.query_by_label("Match 1: Alfa – Beta   ½ – 1½").is_some());
    assert!(h.query_by_label("Match 2: Delta – Gamma   2 – 0").is_some());
    assert!(ui_support::in_view(&h, "Match 1: Alfa – Beta", SMALL));

    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    h.get_by_label("Match slips").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Match slips, round 2").is_some());
    let boards: Vec<String> = labels(&h)
        .into_iter()
        .filter(|label| label.starts_with("Board "))
        .collect();
    assert_eq!(
        boards,
        [
            "Board 1: 1 Rossi, Mario (2200) – 3 Verdi, Anna (2150)",
            "Board 2: 4 Neri, Paolo (2050) – 9 Colombo, Ugo (1800)",
            "Board 1: 7 Esposito, Gino (1900) – 5 Russo, Marco (2000)",
            "Board 2: 6 Ferrari, Sara (1950) – 8 Romano, Elena (1850)",
        ]
    );
    assert!(h.query_by_label("Captain of Alfa: ____________").is_some());

    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    h.get_by_label("Team standings").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Team standings after round 2").is_some());
    click(&mut h, "Save PDF…");
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    if pdftotext_available() {
        assert_in_order(
            &text_of(&pdf, None),
            &[
                "Team standings after round 2",
                "Beta",
                "Delta",
                "Alfa",
                "Gamma",
            ],
        );
    }
}

/// Issue 39: the team crosstable's cells in match points, ticked in the Print dialog at
/// 1366×768: the preview's legend says so (worked in `report_team`).
#[test]
fn the_team_crosstable_is_printed_in_match_points_when_ticked() {
    const SMALL: [f32; 2] = [1366.0, 768.0];
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::team::open_saved(
        dir.path(),
        "coppa.ron",
        &print_support::printed_team_event(),
        SMALL,
    );
    click(&mut h, "File");
    h.get_by_label_contains("Print…").click();
    wait_for_document(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    // The last of a long list: chosen by its accessibility action (it may lie below the
    // list's visible part).
    h.get_by_label("Team crosstable").click_accesskit();
    wait_for_document(&mut h);
    let game = "Each cell: the row team's game points";
    let matches = "Each cell: the row team's match points";
    assert!(
        h.query_by_label_contains(game).is_some(),
        "{:?}",
        labels(&h)
    );
    assert!(ui_support::in_view(&h, "Match points in the cells", SMALL));
    // By its accessibility action too: the document list may still be open over it.
    h.get_by_label("Match points in the cells")
        .click_accesskit();
    wait_for_document(&mut h);
    assert!(
        h.query_by_label_contains(matches).is_some(),
        "{:?}",
        labels(&h)
    );
    assert!(h.query_by_label_contains(game).is_none());
}

/// Issue 39: at 1366×768, a team event's Rounds panel prints the round shown as matches:
/// *Print match slips* and *Print team pairings* open those documents of that round, and
/// the individual *Print pairings* and *Print result slips* are not offered.
#[test]
fn the_rounds_panel_prints_the_team_documents_of_a_team_event() {
    const SMALL: [f32; 2] = [1366.0, 768.0];
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::team::open_saved(
        dir.path(),
        "coppa.ron",
        &print_support::printed_team_event(),
        SMALL,
    );
    click(&mut h, "Rounds");
    click(&mut h, "Round 1");
    assert!(h.query_by_label("Print pairings").is_none());
    assert!(h.query_by_label("Print result slips").is_none());
    assert!(ui_support::in_view(&h, "Print match slips", SMALL));
    h.get_by_label("Print match slips").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Match slips, round 1").is_some());
    // Round 1 (print_support): Alfa–Delta, Rossi–Esposito and Romano–Bianchi (Delta,
    // second-named, White on board 2); Beta–Gamma, Verdi–Russo and Ferrari–Neri.
    let boards: Vec<String> = labels(&h)
        .into_iter()
        .filter(|label| label.starts_with("Board "))
        .collect();
    assert_eq!(
        boards,
        [
            "Board 1: 1 Rossi, Mario (2200) – 7 Esposito, Gino (1900)",
            "Board 2: 8 Romano, Elena (1850) – 2 Bianchi, Luca (2100)",
            "Board 1: 3 Verdi, Anna (2150) – 5 Russo, Marco (2000)",
            "Board 2: 6 Ferrari, Sara (1950) – 4 Neri, Paolo (2050)",
        ]
    );
    click(&mut h, "Close");
    h.get_by_label("Print team pairings").click();
    wait_for_document(&mut h);
    // Round 1: Alfa 1½ – ½ Delta, Beta 1 – 1 Gamma.
    assert!(h.query_by_label("Team pairings, round 1").is_some());
    assert!(h.query_by_label("Match 1: Alfa – Delta   1½ – ½").is_some());
    assert!(h.query_by_label("Match 2: Beta – Gamma   1 – 1").is_some());
}

/// An individual event's document list has no team document.
#[test]
fn print_dialog_of_an_individual_event_has_no_team_documents() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    tournament(&input);
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(input), vec![]);
    h.run();
    click(&mut h, "File");
    h.get_by_label_contains("Print…").click();
    wait_for_document(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Document").click();
    h.run();
    assert!(
        h.query_by_label("Players list").is_some(),
        "the list is open"
    );
    for name in [
        "Team pairings",
        "Match slips",
        "Team standings",
        "Board standings",
        "Team crosstable",
    ] {
        assert!(h.query_by_label(name).is_none(), "{name} offered");
    }
}

/// Issue 39: the team pairings offer the QR code of the round's page, as the individual
/// pairings do (the site's round page of a team event shows the team pairings); the
/// address kept in the tournament prints it at once.
#[test]
fn the_team_pairings_offer_the_round_pages_qr_code() {
    const SMALL: [f32; 2] = [1366.0, 768.0];
    let dir = tempfile::tempdir().unwrap();
    let mut t = print_support::printed_team_event();
    t.settings.publish.pairings_qr_address = Some("http://10.0.0.7:8080".to_string());
    let mut h = ui_support::team::open_saved(dir.path(), "coppa.ron", &t, SMALL);
    click(&mut h, "Rounds");
    click(&mut h, "Round 2");
    h.get_by_label("Print team pairings").click();
    wait_for_document(&mut h);
    assert!(h.query_by_label("Team pairings, round 2").is_some());
    assert!(h.query_by_label("QR code of the round's page").is_some());
    assert!(ui_support::shows(&h, "http://10.0.0.7:8080/round-2.html"));
}

//! Issue 33: the arbiter's desk on a laptop, in Italian, from the keyboard. A 31-player
//! open (one bye a round) at 1100×720 and at 1366×768: the welcome card, a new
//! tournament that is a 7-round Dutch Swiss, an entry list pasted (one undo step), players
//! added with Enter from any field,
//! five rounds paired and their results typed, a finished round corrected (the question
//! appears, Enter confirms, one undo step), the byes and the explanation reachable under
//! a full round, a pairing edited with the boards in view, the pairing printed and the
//! Print dialog closed with Esc, the table copied to the clipboard.

use crate::rating_list_support;

use crate::ui_support::{self, in_view, shows, wait_for};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use torneo::domain::{GameResult, PairingSystem};
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, TorneoApp};

const PLAYERS: usize = 31;
/// Of them, the ones pasted as an entry list.
const PASTED_PLAYERS: usize = 28;
/// The heading of the engine's pairing beside the edited round.
const ENGINE_HEADING: &str = "L'abbinamento automatico sarebbe:";

/// A FIDE list (the combined TXT layout) with one player, for the keyboard pick.
fn fide_list(dir: &std::path::Path) -> std::path::PathBuf {
    use rating_list_support::{CARUANA, combined_header, combined_line, crlf};
    let file = dir.join("players_list_foa.txt");
    std::fs::write(&file, crlf(&[combined_header(), combined_line(CARUANA)])).unwrap();
    file
}

/// The Italian window of `size`, with the FIDE list of [`fide_list`] to import.
fn harness(dir: &std::path::Path, size: [f32; 2]) -> Harness<'static, TorneoApp> {
    let dialogs = ScriptedDialogs {
        open: vec![fide_list(dir)],
        save: Vec::new(),
    };
    let options = ui_support::options(dir.join("recovery.ron"), Language::Italian, dialogs);
    ui_support::window(
        size,
        AppOptions {
            rating_lists: Some(dir.join("rating-lists")),
            ..options
        },
    )
}

fn type_text(h: &mut Harness<'static, TorneoApp>, text: &str) {
    h.event(egui::Event::Text(text.to_string()));
    h.run();
}

/// Adds a player: the name, Tab to the rating, its value, Enter in the rating field.
fn add_player(h: &mut Harness<'static, TorneoApp>, name: &str, rating: u32) {
    h.get_by_role_and_label(Role::TextInput, "Nome").focus();
    h.run();
    type_text(h, name);
    h.key_press(egui::Key::Tab);
    h.run();
    type_text(h, &rating.to_string());
    h.key_press(egui::Key::Enter);
    h.run();
}

fn pair_next(h: &mut Harness<'static, TorneoApp>, round: u32) {
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::P,
    );
    h.step();
    wait_for(h, |h| !h.state().is_pairing());
    assert_eq!(
        h.state().session().tournament().rounds_paired(),
        round,
        "{:?}",
        h.state().notice_texts()
    );
}

/// Types a result for every board of the round on screen (the cursor moves on by itself).
fn type_results(h: &mut Harness<'static, TorneoApp>, boards: usize) {
    for board in 0..boards {
        type_text(h, ["1", "=", "0"][board % 3]);
    }
}

fn desk_run(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), size);
    h.run();
    welcome_card(&mut h);
    paste_entry_list(&mut h, size);
    pick_from_fide_list(&mut h);
    add_the_other_players(&mut h);
    five_rounds(&mut h, size);
    explanation_in_view(&mut h, size);
    correct_a_finished_round(&mut h, size);
    edit_the_last_round(&mut h, size);
    print_and_copy(&mut h);
}

/// Item 7: the welcome card, and a new tournament is a 7-round Dutch Swiss.
fn welcome_card(h: &mut Harness<'static, TorneoApp>) {
    assert!(shows(h, "Benvenuto in Torneo"));
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::Dutch);
    assert_eq!(settings.rounds, 7);
    assert!(shows(h, "Turno 0 di 7"));
}

/// An entry list pasted (as copied from a spreadsheet: tabs, an Italian header): a
/// bad rating and a repeated FIDE ID are shown by line and left out.
fn paste_entry_list(h: &mut Harness<'static, TorneoApp>, size: [f32; 2]) {
    let pasted = PASTED_PLAYERS;
    let mut list = String::from("Cognome\tNome\tElo\tID FIDE\tFed\tSocietà\n");
    for i in 0..pasted {
        list.push_str(&format!(
            "Giocatore\t{i:02}\t{}\t{}\tITA\tCircolo {}\n",
            2300 - 20 * i,
            860_000 + i,
            i % 4
        ));
    }
    list.push_str("Sbagliato\tElo\t18x\t\tITA\t\n");
    list.push_str(&format!("Doppione\tUno\t1500\t{}\tITA\t\n", 860_000));
    h.get_by_label("Incolla elenco iscritti…").click();
    h.run();
    h.get_by_label_contains("Incolla qui l'elenco").focus();
    h.run();
    h.event(egui::Event::Paste(list));
    h.run();
    assert!(shows(h, "titoli delle colonne"), "the header is recognised");
    assert!(shows(h, "18x"), "the bad rating is named");
    assert!(
        shows(h, "stesso ID FIDE 860000"),
        "the repeated player is named"
    );
    assert!(in_view(h, &format!("Aggiungi {pasted} giocatori"), size));
    h.get_by_label(&format!("Aggiungi {pasted} giocatori"))
        .click();
    h.run();
    assert_eq!(h.state().session().tournament().players.len(), pasted);
    // One undo step takes the whole list back, one redo brings it again.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(h.state().session().tournament().players.is_empty());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(h.state().session().tournament().players.len(), pasted);
    assert_eq!(
        h.state().session().tournament().players[0].name,
        "Giocatore, 00"
    );
}

/// Item 3: the FIDE list imported, a player picked from it by keyboard: ↓ Enter fills
/// the form, Enter adds him.
fn pick_from_fide_list(h: &mut Harness<'static, TorneoApp>) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Importa lista FIDE…").click();
    h.step();
    wait_for(h, |h| !h.state().is_importing_list());
    h.get_by_role_and_label(Role::TextInput, "Nome").focus();
    h.run();
    type_text(h, "caru");
    h.key_press(egui::Key::ArrowDown);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let t = h.state().session().tournament();
    assert_eq!(t.players.len(), PASTED_PLAYERS + 1);
    let picked = t.players.last().unwrap();
    assert_eq!(
        (picked.name.as_str(), picked.rating),
        ("Caruana, Fabiano", Some(2795))
    );
}

/// Item 6: Enter in the rating field adds the player; the name field has the
/// keyboard again at once.
fn add_the_other_players(h: &mut Harness<'static, TorneoApp>) {
    for i in PASTED_PLAYERS + 1..PLAYERS {
        add_player(h, &format!("Giocatore, {i:02}"), 2300 - 20 * i as u32);
    }
    let t = h.state().session().tournament();
    assert_eq!(t.players.len(), PLAYERS);
    assert_eq!(t.players[4].rating, Some(2220));
    assert!(shows(h, "31 giocatori"), "plural of the players' count");
    assert!(
        !shows(h, "Benvenuto in Torneo"),
        "the card goes once players are in"
    );
}

/// Five rounds, results typed.
fn five_rounds(h: &mut Harness<'static, TorneoApp>, size: [f32; 2]) {
    h.get_by_label("Turni").click();
    h.run();
    for round in 1..=5 {
        pair_next(h, round);
        type_results(h, PLAYERS / 2);
        let t = h.state().session().tournament();
        assert!(t.round(round).unwrap().is_complete(), "round {round}");
        // The byes and the explanation's button are reachable under the boards.
        assert!(
            in_view(h, "Bye", size),
            "the bye of round {round} is in view"
        );
        assert!(in_view(h, "Perché questi abbinamenti?", size));
    }
}

/// Item 5: the explanation scrolls in its own strip, in view.
fn explanation_in_view(h: &mut Harness<'static, TorneoApp>, size: [f32; 2]) {
    h.get_by_label("Perché questi abbinamenti?").click();
    h.step();
    wait_for(h, |h| shows(h, "sistema olandese"));
    assert!(in_view(h, "sistema olandese", size));
}

/// Item 4: a result typed in a finished round asks first; Esc keeps it, Enter changes it.
fn correct_a_finished_round(h: &mut Harness<'static, TorneoApp>, size: [f32; 2]) {
    h.get_by_label("Turno 3").click();
    h.run();
    let before = h.state().session().tournament().round(3).unwrap().boards[0].result;
    let typed = if before == GameResult::BlackWins {
        "1"
    } else {
        "0"
    };
    type_text(h, typed);
    assert!(shows(h, "è già abbinato"), "the question appears");
    assert!(in_view(h, "Cambia il risultato", size));
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(
        h.state().session().tournament().round(3).unwrap().boards[0].result,
        before
    );
    // The cursor moved on; back to board 1 and again, confirmed with Enter.
    h.key_press(egui::Key::ArrowUp);
    h.run();
    type_text(h, typed);
    assert!(shows(h, "è già abbinato"));
    h.key_press(egui::Key::Enter);
    h.run();
    let after = h.state().session().tournament().round(3).unwrap().boards[0].result;
    assert_ne!(after, before, "Enter confirmed the change");
    // The rounds paired since are flagged (C.04.2 4.3).
    h.get_by_label("Turno 4").click();
    h.run();
    assert!(shows(h, "risultato diverso"), "round 4 is flagged");
    // One undo step takes it back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        h.state().session().tournament().round(3).unwrap().boards[0].result,
        before
    );
}

/// Item 5/9: the pairing editor on the last round: numbers and scores beside the
/// names, the boards stay in view while "Applica comunque" is asked.
fn edit_the_last_round(h: &mut Harness<'static, TorneoApp>, size: [f32; 2]) {
    h.get_by_label("Turno 5").click();
    h.run();
    h.get_by_label("Modifica abbinamenti").click();
    h.run();
    let t = h.state().session().tournament();
    let round = t.round(5).unwrap();
    let first = &t.player(round.boards[0].white).unwrap().name.clone();
    let second = &t.player(round.boards[1].white).unwrap().name.clone();
    h.get_by_label(first).click();
    h.run();
    h.get_by_label(second).click();
    h.run();
    assert!(shows(h, "Applica comunque"));
    assert!(
        in_view(h, first, size),
        "the boards stay in view under the question"
    );
    h.get_by_label("Applica comunque").click();
    h.run();
    // The engine's pairing beside the edited one: reachable, its differences marked.
    h.get_by_label("Mostra l'abbinamento automatico").click();
    h.step();
    wait_for(h, |h| !h.state().is_computing_engine_round());
    assert!(shows(h, ENGINE_HEADING), "the engine's pairing is shown");
    assert!(
        in_view(h, ENGINE_HEADING, size),
        "the engine's pairing is in view"
    );
    assert!(shows(h, "≠ assente nel turno modificato"));
    h.get_by_label("Fine modifica").click();
    h.run();
}

/// Print the pairing (Esc closes the dialog); items 1 and 9: the pairing copied as a
/// table, the window's title.
fn print_and_copy(h: &mut Harness<'static, TorneoApp>) {
    // Print the pairing; Esc closes the dialog.
    h.get_by_label("Stampa abbinamenti").click();
    // The document is made on a worker thread: step until it is ready.
    h.step();
    wait_for(h, |h| !h.state().is_printing());
    assert!(shows(h, "Salva PDF…"), "the Print dialog is open");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().is_printing());
    assert!(!shows(h, "Salva PDF…"));

    // Item 1: the pairing copied as a table.
    h.query_all_by_label("Copia").next().unwrap().click();
    h.run();
    assert!(
        h.state()
            .notice_texts()
            .iter()
            .any(|n| n.starts_with("Copiato: ")),
        "{:?}",
        h.state().notice_texts()
    );
    // Item 9: the title names the tournament (untitled), no file yet, and the unsaved mark.
    assert_eq!(h.state().window_title_text(), "Senza nome • — Torneo");
}

#[test]
fn a_whole_open_from_the_keyboard_at_1100_by_720() {
    desk_run([1100.0, 720.0]);
}

#[test]
fn a_whole_open_from_the_keyboard_at_1366_by_768() {
    desk_run([1366.0, 768.0]);
}

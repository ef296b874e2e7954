//! Issue 33: every word the Italian window shows comes from the Italian Fluent file. The
//! window is driven in Italian through registration, a paired round with results, the
//! explanation, standings, crosstable, Settings, Print and File → New; at each step every
//! label on screen is checked against the English texts of `i18n/en/torneo.ftl` that
//! differ from their Italian ones (a label equal to one of them is an English leak).
//! Plural forms of the counts are checked for 0, 1 and 2.

use crate::ui_support::{self, wait_for};

use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use std::collections::BTreeSet;
use torneo::i18n::{Language, loader};
use torneo::ui::TorneoApp;
use torneo::ui::dialogs::NoSystemDialogs;

/// The English texts (messages without arguments) whose Italian text is different.
fn english_only() -> BTreeSet<String> {
    let file = std::fs::read_to_string("i18n/en/torneo.ftl").unwrap();
    file.lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| {
            !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .filter_map(|id| {
            let en = loader(Language::English).get(id);
            let it = loader(Language::Italian).get(id);
            // Short words (a code, "OK") may be the same in both languages.
            (en != it && !en.contains('{') && en.chars().count() > 3).then_some(en)
        })
        .collect()
}

fn labels(h: &Harness<'static, TorneoApp>) -> Vec<String> {
    h.query_all(
        By::new()
            .include_labels()
            .predicate(|n| n.label().is_some()),
    )
    .filter_map(|n| n.accesskit_node().label())
    .collect()
}

fn assert_italian(h: &Harness<'static, TorneoApp>, english: &BTreeSet<String>, step: &str) {
    let leaks: Vec<String> = labels(h)
        .into_iter()
        .filter(|label| english.contains(label.trim()))
        .collect();
    assert!(leaks.is_empty(), "English on screen at {step}: {leaks:?}");
}

#[test]
fn the_italian_window_shows_no_english() {
    let english = english_only();
    assert!(english.len() > 300, "{}", english.len());
    let dir = tempfile::tempdir().unwrap();
    // The in-window file dialog is checked too.
    let options = ui_support::options(
        dir.path().join("recovery.ron"),
        Language::Italian,
        NoSystemDialogs,
    );
    let mut h = ui_support::window([1100.0, 720.0], options);
    h.run();
    // The check itself: the English words of this very screen are in the set, and the
    // screen has labels to read.
    assert!(english.contains("Add player") && english.contains("Why these pairings?"));
    assert!(labels(&h).len() > 20, "{:?}", labels(&h));
    assert_italian(&h, &english, "start");
    for name in [
        "Rossi, Mario",
        "Bianchi, Luca",
        "Verdi, Anna",
        "Neri, Paolo",
        "Gialli, Sara",
    ] {
        ui_support::type_into(&mut h, "Nome", name);
        h.key_press(egui::Key::Enter);
        h.run();
    }
    assert_italian(&h, &english, "players");
    ui_support::click(&mut h, "Turni");
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::P,
    );
    h.step();
    wait_for(&mut h, |h| !h.state().is_pairing());
    assert_eq!(h.state().session().tournament().rounds_paired(), 1);
    for key in ["1", "="] {
        h.event(egui::Event::Text(key.to_string()));
        h.run();
    }
    assert_italian(&h, &english, "rounds");
    h.get_by_label("Perché questi abbinamenti?").click();
    h.step();
    wait_for(&mut h, |h| {
        h.query_all_by_label_contains("sistema olandese")
            .next()
            .is_some()
    });
    assert_italian(&h, &english, "explanation");
    for tab in ["Classifica", "Tabellone", "Giocatori"] {
        ui_support::click(&mut h, tab);
        assert_italian(&h, &english, tab);
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Comma);
    h.run();
    assert_italian(&h, &english, "settings");
    h.key_press(egui::Key::Escape);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    // The document is made on a worker thread: step, do not wait for the window to settle.
    h.step();
    wait_for(&mut h, |h| !h.state().is_printing());
    assert_italian(&h, &english, "print");
    h.key_press(egui::Key::Escape);
    h.run();
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run();
    assert!(h.state().is_choosing_file());
    assert_italian(&h, &english, "file dialog");
    h.key_press(egui::Key::Escape);
    h.run();
    ui_support::click(&mut h, "Giocatori");
    ui_support::click(&mut h, "Incolla elenco iscritti…");
    h.get_by_label_contains("Incolla qui l'elenco").focus();
    h.run();
    h.event(egui::Event::Paste(
        "Nome;Elo;ID FIDE\nRossi, Mario;18x;\nVerdi, Anna;1700;123\nVerdi, Anna;1700;123\n"
            .to_string(),
    ));
    h.run();
    assert!(h.query_all_by_label_contains("18x").next().is_some());
    assert_italian(&h, &english, "entry list");
    h.key_press(egui::Key::Escape);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert_italian(&h, &english, "new tournament");
}

#[test]
fn counts_take_their_plural_forms() {
    let count = |lang, n: usize| torneo::tr!(lang, "ui-players-count", n = n);
    assert_eq!(count(Language::Italian, 0), "0 giocatori");
    assert_eq!(count(Language::Italian, 1), "1 giocatore");
    assert_eq!(count(Language::Italian, 2), "2 giocatori");
    assert_eq!(count(Language::English, 0), "0 players");
    assert_eq!(count(Language::English, 1), "1 player");
    assert_eq!(count(Language::English, 2), "2 players");
    let copied =
        |lang, n: usize| torneo::tr!(lang, "ui-copied", document = "Classifica", lines = n);
    assert_eq!(copied(Language::Italian, 1), "Copiato: Classifica, 1 riga");
    assert_eq!(copied(Language::Italian, 2), "Copiato: Classifica, 2 righe");
    assert_eq!(copied(Language::Italian, 0), "Copiato: Classifica, 0 righe");
}

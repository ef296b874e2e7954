//! The menu bar (File, Edit, Tournament, View) and its keyboard shortcuts.

use super::action::{Action, DocumentView, Tab, VenueAction};
use super::i18n::{Language, T, arg};
use super::prefs::Prefs;
use crate::session::rating_list::ListKind;
use crate::session::{DocumentKind, Session, TeamCommand, TrfVersion};
use egui::{Key, KeyboardShortcut, Modifiers};

const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const REDO_SHIFT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
const SETTINGS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Comma);
/// Ctrl+P prints, as in every desktop program; pairing the next round is Ctrl+Shift+P.
const PRINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::P);
const PAIR: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::P);

/// File → Print…: the dialog opens on the pairings of the last round.
const PRINT_ACTION: Action = Action::OpenPrint {
    document: DocumentKind::Pairings,
    round: None,
    view: DocumentView::WHOLE,
};

/// Reads the shortcuts pressed this frame. Undo and redo are left to a text field that
/// has the focus (it has its own).
pub fn shortcuts(ctx: &egui::Context, actions: &mut Vec<Action>) {
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        // The longer combinations first: Ctrl+Shift+S must not also read as Ctrl+S.
        let table = [
            (NEW, Action::New),
            (OPEN, Action::Open),
            (SAVE_AS, Action::SaveAs),
            (SAVE, Action::Save),
            (QUIT, Action::Quit),
            (SETTINGS, Action::OpenSettings),
            (PAIR, Action::PairNextRound),
            (PRINT, PRINT_ACTION),
        ];
        for (shortcut, action) in table {
            if input.consume_shortcut(&shortcut) {
                actions.push(action);
            }
        }
        if !typing {
            if input.consume_shortcut(&REDO_SHIFT) || input.consume_shortcut(&REDO) {
                actions.push(Action::Redo);
            }
            if input.consume_shortcut(&UNDO) {
                actions.push(Action::Undo);
            }
        }
    });
}

fn item(ui: &mut egui::Ui, text: &str, shortcut: Option<&KeyboardShortcut>, enabled: bool) -> bool {
    let mut button = egui::Button::new(text);
    if let Some(s) = shortcut {
        // egui names the comma key "Comma": an arbiter reads "Ctrl+,".
        let text = ui.ctx().format_shortcut(s).replace("Comma", ",");
        button = button.shortcut_text(text);
    }
    ui.add_enabled(enabled, button).clicked()
}

/// Draws the menu bar.
pub fn bar(
    ui: &mut egui::Ui,
    lang: Language,
    session: &Session,
    prefs: &Prefs,
    in_window_file_dialog: bool,
    actions: &mut Vec<Action>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(T::MenuFile.tr(lang), |ui| {
            if item(ui, T::New.tr(lang), Some(&NEW), true) {
                actions.push(Action::New);
            }
            if item(ui, T::OpenEllipsis.tr(lang), Some(&OPEN), true) {
                actions.push(Action::Open);
            }
            ui.menu_button(T::Recent.tr(lang), |ui| {
                if prefs.recent.is_empty() {
                    ui.label(T::NoRecentFiles.tr(lang));
                }
                for path in &prefs.recent {
                    if ui.button(path.display().to_string()).clicked() {
                        actions.push(Action::OpenPath(path.clone()));
                    }
                }
            });
            ui.separator();
            if item(ui, T::Save.tr(lang), Some(&SAVE), true) {
                actions.push(Action::Save);
            }
            if item(ui, T::SaveAsEllipsis.tr(lang), Some(&SAVE_AS), true) {
                actions.push(Action::SaveAs);
            }
            ui.separator();
            if item(ui, T::ImportTrf.tr(lang), None, true) {
                actions.push(Action::ImportTrf);
            }
            if item(ui, T::ExportTrf16.tr(lang), None, true) {
                actions.push(Action::ExportTrf(TrfVersion::Trf16));
            }
            if item(ui, T::ExportTrf26.tr(lang), None, true) {
                actions.push(Action::ExportTrf(TrfVersion::Trf26));
            }
            ui.separator();
            // The rating lists (issue 13).
            if item(ui, T::ImportFideList.tr(lang), None, true) {
                actions.push(Action::ImportRatingList(ListKind::Fide));
            }
            if item(ui, T::ImportNationalList.tr(lang), None, true) {
                actions.push(Action::ImportRatingList(ListKind::National));
            }
            if item(ui, T::UpdateRatingsFromList.tr(lang), None, true) {
                actions.push(Action::UpdateRatingsFromList);
            }
            ui.separator();
            if item(ui, T::PrintEllipsis.tr(lang), Some(&PRINT), true) {
                actions.push(PRINT_ACTION);
            }
            // Issue 38: the tournament's site in a folder, the pages on the venue's network.
            if item(
                ui,
                &crate::tr!(lang, "site-menu-publish-folder"),
                None,
                true,
            ) {
                actions.push(Action::PublishSiteToFolder);
            }
            if item(ui, &crate::tr!(lang, "venue-menu-publish"), None, true) {
                actions.push(Action::Venue(VenueAction::OpenPanel));
            }
            ui.separator();
            if item(ui, T::Quit.tr(lang), Some(&QUIT), true) {
                actions.push(Action::Quit);
            }
        });
        ui.menu_button(T::MenuEdit.tr(lang), |ui| {
            if item(ui, T::Undo.tr(lang), Some(&UNDO), session.can_undo()) {
                actions.push(Action::Undo);
            }
            if item(ui, T::Redo.tr(lang), Some(&REDO), session.can_redo()) {
                actions.push(Action::Redo);
            }
        });
        ui.menu_button(T::MenuTournament.tr(lang), |ui| {
            if item(ui, T::SettingsEllipsis.tr(lang), Some(&SETTINGS), true) {
                actions.push(Action::OpenSettings);
            }
            let next = session.tournament().next_round_number();
            let text = T::PairRound.with(lang, [("n", arg(next))]);
            if item(ui, &text, Some(&PAIR), true) {
                actions.push(Action::PairNextRound);
            }
            team_event_switch(ui, lang, session, actions);
        });
        ui.menu_button(T::MenuView.tr(lang), |ui| {
            view_menu(ui, lang, in_window_file_dialog, actions);
        });
    });
}

/// Tournament → Team event (issue 39): on, the tournament gets teams of four boards
/// with 2/1/0 match points (changed in the Teams tab) and the Teams tab; off, it is an
/// individual tournament again. Both before round 1 only.
fn team_event_switch(
    ui: &mut egui::Ui,
    lang: Language,
    session: &Session,
    actions: &mut Vec<Action>,
) {
    let t = session.tournament();
    let mut on = t.team_event.is_some();
    let response = ui.add_enabled(
        t.rounds.is_empty(),
        egui::Checkbox::new(&mut on, T::TeamEvent.tr(lang)),
    );
    if response.changed() {
        let command = if on {
            let events = crate::domain::TeamEvent::default();
            TeamCommand::SetTeamEvent {
                boards: events.boards,
                match_scoring: events.match_scoring,
            }
        } else {
            TeamCommand::EndTeamEvent
        };
        actions.push(Action::Apply(crate::session::Command::Team(command)));
        if on {
            actions.push(Action::ShowTab(Tab::Teams));
        }
    }
}

/// The View menu: the tabs, the big screen, the file dialog and the language.
fn view_menu(
    ui: &mut egui::Ui,
    lang: Language,
    in_window_file_dialog: bool,
    actions: &mut Vec<Action>,
) {
    for (tab, text) in [
        (Tab::Players, T::TabPlayers),
        (Tab::Rounds, T::TabRounds),
        (Tab::Standings, T::TabStandings),
        (Tab::Prizes, T::TabPrizes),
        (Tab::Crosstable, T::TabCrosstable),
    ] {
        if ui.button(text.tr(lang)).clicked() {
            actions.push(Action::ShowTab(tab));
        }
    }
    // Issue 38: the big screen for a TV or projector.
    if ui
        .button(crate::tr!(lang, "venue-menu-big-screen"))
        .clicked()
    {
        actions.push(Action::Venue(VenueAction::OpenBigScreen));
    }
    ui.separator();
    let mut in_window = in_window_file_dialog;
    if ui
        .checkbox(&mut in_window, T::InWindowFileDialog.tr(lang))
        .changed()
    {
        actions.push(Action::SetInWindowFileDialog(in_window));
    }
    ui.separator();
    ui.label(T::Language.tr(lang));
    for language in Language::ALL {
        if ui.radio(lang == language, language.native_name()).clicked() {
            actions.push(Action::SetLanguage(language));
        }
    }
}

//! The Rounds panel: pair the next round (on a background thread), pick a round, see its
//! boards with the scores before the round, and enter results with the mouse or the
//! keyboard (1, =, 0, +, -, arrows; a Double-Swiss match's two games in turn; a team
//! event's match opened on its boards, `team_round`). The result lists are
//! `result_cell`'s. Players and scores come from the session's derived data (by id,
//! once per revision); the table draws only the boards on screen.

use super::action::{Action, DocumentView};
use super::i18n::{Language, T, arg};
use super::panel::{Panel, PanelContext};
use super::result_cell::key_action;
use super::results_keys::entry_for_text;
use super::widgets::cell_text;
use crate::domain::{PlayerId, Round, Tournament};
use crate::session::{
    Derived, DocumentKind, Localize, WordedExplanation, paired_on_different_result,
};
use egui_extras::{Column, TableBuilder};

#[derive(Debug, Default)]
pub struct RoundsPanel {
    /// The round on screen; `None` = the last one.
    shown: Option<u32>,
    /// 0-based board with the keyboard cursor.
    selected_board: usize,
    /// The cursor moved by keyboard this frame: the table scrolls to it.
    scroll_to_selected: bool,
    /// Rounds → Edit pairing is open on the round shown.
    editing: Option<super::round_edit::RoundEditor>,
    /// A Double-Swiss match's game with the keyboard cursor: false the first, true the
    /// second (C.04.5: two games per board).
    second_game: bool,
    /// A team event's match open for result entry (issue 39).
    match_cursor: Option<super::team_round::MatchCursor>,
}

impl RoundsPanel {
    /// Shows round `n` with the cursor on its first board (after pairing it).
    pub fn show_round(&mut self, n: u32) {
        self.shown = Some(n);
        self.selected_board = 0;
        self.second_game = false;
        self.match_cursor = None;
    }

    /// Shows round `n` in Rounds → Edit pairing (a round to be paired by hand).
    pub fn edit_round(&mut self, n: u32) {
        self.show_round(n);
        self.editing = Some(super::round_edit::RoundEditor::default());
    }
}

impl Panel for RoundsPanel {
    fn ui(&mut self, ui: &mut egui::Ui, view: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = view.lang;
        let t = view.session.tournament();
        self.toolbar(ui, lang, t, view.pairing, actions);
        ui.separator();
        let shown = self
            .shown
            .filter(|n| *n >= 1 && *n <= t.rounds_paired())
            .unwrap_or(t.rounds_paired());
        let Some(round) = t.round(shown) else {
            ui.label(T::NoRoundsYet.tr(lang));
            return;
        };
        if round.boards.is_empty() {
            self.selected_board = 0;
        } else {
            self.selected_board = self.selected_board.min(round.boards.len() - 1);
        }
        for flag in paired_on_different_result(t, round.number) {
            ui.colored_label(ui.visuals().warn_fg_color, flag.localize(lang));
        }
        if let Some(editor) = &mut self.editing {
            let engine = super::engine_round::EngineView {
                round: view.engine_round,
                computing: view.engine_computing,
                pairing: view.pairing,
            };
            editor.ui(ui, lang, view.session, round, engine, actions);
            return;
        }
        // Issue 39: on an open team match Tab goes on to the next match, as Enter does,
        // instead of moving the focus to a button.
        if view.keyboard_free
            && self.match_cursor.is_some()
            && !ui.ctx().text_edit_focused()
            && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Tab))
        {
            if let Some(id) = ui.memory(|m| m.focused()) {
                ui.memory_mut(|m| m.surrender_focus(id));
            }
            self.next_match(t, round);
        }
        if view.keyboard_free && !ui.ctx().egui_wants_keyboard_input() {
            self.keyboard(ui, t, round, actions);
        }
        ui.label(T::KeysHelp.tr(lang));
        // Issue 39: a team event's matches; the one open shows its boards.
        super::team_round::matches(ui, lang, t, round, &mut self.match_cursor, actions);
        let explanation = view.explanation.filter(|e| e.round == round.number);
        // Issue 33 item 5: the byes, the players not playing and the explanation sit in a
        // resizable strip of their own under the boards, scrolled on their own, so a round
        // of hundreds of boards never pushes them out of reach.
        egui::Panel::bottom(("round-below-boards", round.number))
            .resizable(true)
            .default_size(170.0)
            .min_size(60.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("round-below-boards-scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        not_playing(ui, lang, t, view.derived, round);
                        explanation_section(
                            ui,
                            lang,
                            view.derived,
                            round.number,
                            view.explaining,
                            explanation,
                            actions,
                        );
                    });
            });
        self.boards(ui, lang, t, view.derived, round, explanation, actions);
    }
}

impl RoundsPanel {
    fn toolbar(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        t: &Tournament,
        pairing: bool,
        actions: &mut Vec<Action>,
    ) {
        ui.horizontal_wrapped(|ui| {
            let next = t.next_round_number();
            let text = T::PairRound.with(lang, [("n", arg(next))]);
            if ui.add_enabled(!pairing, egui::Button::new(text)).clicked() {
                actions.push(Action::PairNextRound);
            }
            let text = T::PairByHand.with(lang, [("n", arg(next))]);
            if ui.add_enabled(!pairing, egui::Button::new(text)).clicked() {
                actions.push(Action::PairRoundByHand);
            }
            if let Some(last) = t.rounds.last() {
                let text = T::DeleteRoundN.with(lang, [("n", arg(last.number))]);
                if ui.add_enabled(!pairing, egui::Button::new(text)).clicked() {
                    actions.push(Action::DeleteLastRound);
                }
            }
            ui.separator();
            for round in &t.rounds {
                let selected = self.shown.unwrap_or(t.rounds_paired()) == round.number;
                let mut text = T::RoundN.with(lang, [("n", arg(round.number))]);
                if !round.is_complete() {
                    text.push_str(" •");
                }
                if ui.selectable_label(selected, text).clicked() {
                    self.show_round(round.number);
                }
            }
            if t.rounds.is_empty() {
                return;
            }
            ui.separator();
            let edit_text = if self.editing.is_some() {
                T::FinishEditing
            } else {
                T::EditPairing
            };
            if ui
                .add_enabled(!pairing, egui::Button::new(edit_text.tr(lang)))
                .clicked()
            {
                self.editing = if self.editing.is_some() {
                    None
                } else {
                    Some(super::round_edit::RoundEditor::default())
                };
            }
            let shown = self.shown.unwrap_or(t.rounds_paired());
            // A team event's round prints as matches (issue 39): team pairings and
            // match slips, the documents its arbiter hands out.
            let documents = if t.team_event.is_some() {
                [
                    (DocumentKind::TeamPairings, T::PrintTeamPairings),
                    (DocumentKind::MatchSlips, T::PrintMatchSlips),
                ]
            } else {
                [
                    (DocumentKind::Pairings, T::PrintPairings),
                    (DocumentKind::ResultSlips, T::PrintResultSlips),
                ]
            };
            for (document, text) in documents {
                if ui.button(text.tr(lang)).clicked() {
                    actions.push(Action::OpenPrint {
                        document,
                        round: Some(shown),
                        view: DocumentView::WHOLE,
                    });
                }
            }
            if ui
                .button(T::Copy.tr(lang))
                .on_hover_text(T::CopyHelp.tr(lang))
                .clicked()
            {
                actions.push(Action::Copy {
                    document: documents[0].0,
                    round: Some(shown),
                    view: DocumentView::WHOLE,
                });
            }
        });
    }

    /// Keyboard result entry on the selected board.
    fn keyboard(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        round: &Round,
        actions: &mut Vec<Action>,
    ) {
        let boards = round.boards.len();
        if boards == 0 {
            return;
        }
        if self.match_cursor.is_some() {
            self.match_keyboard(ui, t, round, actions);
            return;
        }
        let (texts, up, down) = ui.input(|i| {
            (
                typed_texts(i),
                i.key_pressed(egui::Key::ArrowUp),
                i.key_pressed(egui::Key::ArrowDown),
            )
        });
        if up {
            self.selected_board = self.selected_board.saturating_sub(1);
            self.second_game = false;
            self.scroll_to_selected = true;
        }
        if down && self.selected_board + 1 < boards {
            self.selected_board += 1;
            self.second_game = false;
            self.scroll_to_selected = true;
        }
        for text in texts {
            if let Some(entry) = entry_for_text(&text) {
                let index = self.selected_board;
                let has_second = round
                    .boards
                    .get(index)
                    .is_some_and(|b| b.second_game.is_some());
                if self.second_game && has_second {
                    // C.04.5: the second game is typed as the board reads (its White
                    // first) and kept in its own colours (its White is the board's Black).
                    actions.push(key_action(t, round.number, index, true, entry));
                    self.second_game = false;
                } else {
                    actions.push(key_action(t, round.number, index, false, entry));
                    if has_second {
                        // On to the match's second game before the next board.
                        self.second_game = true;
                        continue;
                    }
                }
                if self.selected_board + 1 < boards {
                    self.selected_board += 1;
                    self.scroll_to_selected = true;
                }
            }
        }
    }

    /// The open team match's next one, on its first board (the last match stays open).
    fn next_match(&mut self, t: &Tournament, round: &Round) {
        if let Some(cursor) = self.match_cursor
            && cursor.index + 1 < super::team_round::match_count(t, round.number)
        {
            self.match_cursor = Some(super::team_round::MatchCursor {
                index: cursor.index + 1,
                board: 0,
            });
        }
    }

    /// Keyboard result entry on the open team match (issue 39): the result keys on its
    /// board with the cursor (then the next board), ↑ ↓ within the match, Enter the next
    /// match, Esc back to the round's table.
    fn match_keyboard(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        round: &Round,
        actions: &mut Vec<Action>,
    ) {
        let Some(mut cursor) = self.match_cursor else {
            return;
        };
        let (texts, up, down, enter, escape) = ui.input(|i| {
            (
                typed_texts(i),
                i.key_pressed(egui::Key::ArrowUp),
                i.key_pressed(egui::Key::ArrowDown),
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if escape {
            self.match_cursor = None;
            return;
        }
        if enter {
            self.next_match(t, round);
            cursor = self.match_cursor.unwrap_or(cursor);
        }
        let tables = super::team_round::table_boards(t, round, cursor.index);
        let last = tables.len().saturating_sub(1);
        if up {
            cursor.board = cursor.board.saturating_sub(1);
        }
        if down {
            cursor.board = (cursor.board + 1).min(last);
        }
        for text in texts {
            if let Some(entry) = entry_for_text(&text) {
                if let Some(Some(index)) = tables.get(cursor.board) {
                    actions.push(key_action(t, round.number, *index, false, entry));
                }
                cursor.board = (cursor.board + 1).min(last);
            }
        }
        if let Some(Some(index)) = tables.get(cursor.board) {
            self.selected_board = *index;
            self.scroll_to_selected = true;
        }
        self.match_cursor = Some(cursor);
    }

    #[allow(clippy::too_many_arguments)]
    fn boards(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        t: &Tournament,
        derived: Derived<'_>,
        round: &Round,
        explanation: Option<&WordedExplanation>,
        actions: &mut Vec<Action>,
    ) {
        let before = round.number.saturating_sub(1);
        let matches = round.boards.iter().any(|b| b.second_game.is_some());
        let number = |id: PlayerId| {
            derived
                .player(id)
                .map(|p| p.pairing_number.to_string())
                .unwrap_or_default()
        };
        let name = |id: PlayerId| derived.player(id).map_or("", |p| p.name.as_str());
        let score =
            |id: PlayerId| torneo_i18n::numbers::points(lang, derived.score_after(id, before));
        let mut clicked = None;
        let mut table = TableBuilder::new(ui);
        if std::mem::take(&mut self.scroll_to_selected) {
            table = table.scroll_to_row(self.selected_board, None);
        }
        table
            .id_salt(("boards", round.number))
            .striped(true)
            .sense(egui::Sense::click())
            .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
            .column(Column::exact(48.0))
            .column(Column::exact(40.0))
            .column(Column::initial(200.0).at_least(100.0).clip(true))
            .column(Column::exact(40.0))
            // A Double-Swiss match shows both games' results (C.04.5).
            .column(Column::exact(if matches { 216.0 } else { 110.0 }))
            .column(Column::exact(40.0))
            .column(Column::exact(40.0))
            .column(Column::remainder().at_least(100.0).clip(true))
            .header(22.0, |header| boards_header(header, lang))
            .body(|body| {
                body.rows(24.0, round.boards.len(), |mut row| {
                    let index = row.index();
                    let Some(board) = round.boards.get(index) else {
                        return;
                    };
                    {
                        row.set_selected(index == self.selected_board);
                        row.col(|ui| {
                            ui.label((index + 1).to_string());
                        });
                        row.col(|ui| {
                            ui.label(number(board.white));
                        });
                        row.col(|ui| cell_text(ui, name(board.white)));
                        row.col(|ui| {
                            ui.label(score(board.white));
                        });
                        row.col(|ui| {
                            super::result_cell::result_column(ui, lang, t, round, index, actions);
                        });
                        row.col(|ui| {
                            ui.label(score(board.black));
                        });
                        row.col(|ui| {
                            ui.label(number(board.black));
                        });
                        row.col(|ui| cell_text(ui, name(board.black)));
                        let response = row.response();
                        if response.clicked() {
                            clicked = Some(index);
                        }
                        if let Some(worded) = explanation.and_then(|e| e.for_player(board.white)) {
                            response.on_hover_text(worded.text.as_str());
                        }
                    }
                });
            });
        if let Some(index) = clicked {
            self.selected_board = index;
            self.second_game = false;
        }
    }
}

/// The header of the boards table: board, White's number, name and points, the result,
/// Black's points, number and name.
fn boards_header(mut header: egui_extras::TableRow<'_, '_>, lang: Language) {
    for text in [
        T::Board.tr(lang),
        T::NumberShort.tr(lang),
        T::White.tr(lang),
        T::PointsShort.tr(lang),
        T::Result.tr(lang),
        T::PointsShort.tr(lang),
        T::NumberShort.tr(lang),
        T::Black.tr(lang),
    ] {
        header.col(|ui| {
            ui.strong(text);
        });
    }
}

/// "Why these pairings?": the button, and the explanation once it is there.
fn explanation_section(
    ui: &mut egui::Ui,
    lang: Language,
    derived: Derived<'_>,
    round: u32,
    explaining: bool,
    explanation: Option<&WordedExplanation>,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!explaining, egui::Button::new(T::WhyThesePairings.tr(lang)))
            .clicked()
        {
            actions.push(Action::ExplainRound(round));
        }
        if explaining {
            ui.spinner();
        }
    });
    let Some(e) = explanation else {
        return;
    };
    if e.matches_recorded == Some(false) {
        ui.colored_label(ui.visuals().warn_fg_color, T::DiffersFromEngine.tr(lang));
    }
    for line in &e.summary {
        ui.add(egui::Label::new(line.as_str()).wrap());
    }
    let name = |id: PlayerId| derived.player(id).map_or("", |p| p.name.as_str());
    for board in &e.boards {
        let who = match board.black {
            Some(black) => format!("{} – {}", name(board.white), name(black)),
            None => name(board.white).to_string(),
        };
        ui.label(egui::RichText::new(who).strong());
        for reason in &board.reasons {
            ui.add(egui::Label::new(format!("   {reason}")).wrap());
        }
    }
}

/// Byes, and the players with no board this round (resting in an odd round robin,
/// withdrawn, not yet entered).
fn not_playing(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    derived: Derived<'_>,
    round: &Round,
) {
    for bye in &round.byes {
        let name = derived.player(bye.player).map_or("?", |p| p.name.as_str());
        let points = torneo_i18n::numbers::points(lang, bye.kind.points(&t.settings.scoring));
        ui.label(format!("{}: {name} ({points})", T::Bye.tr(lang)));
    }
    let absent: Vec<&str> = derived
        .absent_in(round.number)
        .iter()
        .filter_map(|&i| t.players.get(i))
        .map(|p| p.name.as_str())
        .collect();
    if !absent.is_empty() {
        ui.label(format!("{}: {}", T::NotPlaying.tr(lang), absent.join(", ")));
    }
}

/// The text typed this frame (the result keys), in order.
fn typed_texts(input: &egui::InputState) -> Vec<String> {
    input
        .events
        .iter()
        .filter_map(|e| match e {
            egui::Event::Text(t) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

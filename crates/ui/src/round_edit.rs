//! Rounds → Edit pairing (issue 14): the arbiter changes a recorded round by hand. Click
//! (or Tab + Space) a player, then another: they change places, an unpaired player takes
//! a placed one's seat, or two unpaired players are paired; a player can also be dragged
//! onto another. With a player selected, keys act on the player's board: C swaps the
//! colours, U unpairs it, B gives or takes the bye, Esc lets go. The rules the round
//! breaks are shown on its boards in the window's language; an edit that breaks a new
//! rule, or changes a round with results, is applied only once confirmed. The session
//! does the edit (one undo step, with its audit entry) and the check. The last round can
//! be paired again, and the engine's pairing shown beside the edited one (both computed
//! by the session on a background thread).

use super::action::Action;
use super::engine_round::{self, EngineView};
use super::i18n::{Language, T, arg};
use crate::domain::{ByeKind, PlayerId, Round, RoundEdit, Tournament};
use crate::session::{
    Command, Derived, Localize, ManualEdit, NamedViolation, RoundDifferences, Session, Violation,
};

/// The editor's state while the arbiter edits a round.
#[derive(Debug, Default)]
pub struct RoundEditor {
    /// The first player clicked.
    selected: Option<PlayerId>,
    reason: String,
    /// An edit waiting for the arbiter's confirmation.
    pending: Option<Pending>,
}

/// What waits for the arbiter's confirmation.
#[derive(Debug)]
enum Pending {
    /// An edit, with the rules it would break.
    Edit(ManualEdit, Vec<NamedViolation>),
    /// Pairing again a round with results.
    Repair,
}

/// A player being dragged onto another.
#[derive(Debug, Clone, Copy)]
struct DraggedPlayer(PlayerId);

impl RoundEditor {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        session: &Session,
        round: &Round,
        engine: EngineView<'_>,
        actions: &mut Vec<Action>,
    ) {
        let t = session.tournament();
        let derived = session.derived();
        ui.label(T::EditPairingHelp.tr(lang));
        ui.label(T::EditKeysHelp.tr(lang));
        ui.horizontal(|ui| {
            let label = ui.label(T::ChangeReason.tr(lang));
            ui.add(egui::TextEdit::singleline(&mut self.reason).desired_width(360.0))
                .labelled_by(label.id);
        });
        // The question stays above the boards, which stay in view (issue 33 item 9).
        let asking = self.confirmation(ui, lang, round, actions);
        let played = round.boards.iter().any(|b| !b.result.is_pending());
        self.round_buttons(ui, lang, t, round, played, &engine, actions);
        if played {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                T::RoundHasResultsWarning.tr(lang),
            );
        }
        let differences = engine
            .round
            .filter(|e| e.number == round.number)
            .map(|e| RoundDifferences::between(round, e));
        let mut chosen = if asking { None } else { self.keys(ui, round) };
        let columns = |ui: &mut egui::Ui| {
            ui.vertical(|ui| {
                self.boards(
                    ui,
                    lang,
                    derived,
                    t,
                    round,
                    differences.as_ref(),
                    &mut chosen,
                );
            });
            if let (Some(e), Some(d)) = (engine.round, &differences)
                && e.number == round.number
            {
                ui.separator();
                ui.vertical(|ui| engine_round::show(ui, lang, derived, e, d));
            }
        };
        // Issue 33 item 5: the edited round and the engine's side by side scroll, so a
        // long rule message or a big round never pushes the engine's pairing out of reach.
        egui::ScrollArea::both()
            .id_salt(("edit-round-scroll", round.number))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_enabled_ui(!asking, |ui| ui.horizontal_top(columns));
            });
        if asking {
            chosen = None;
        }
        if let Some(edit) = chosen {
            self.propose(session, round, edit, actions);
        }
    }

    /// Pair the last round again; show the engine's pairing.
    #[allow(clippy::too_many_arguments)]
    fn round_buttons(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        t: &Tournament,
        round: &Round,
        played: bool,
        engine: &EngineView<'_>,
        actions: &mut Vec<Action>,
    ) {
        ui.horizontal(|ui| {
            let last = t.rounds.last().is_some_and(|r| r.number == round.number);
            if last {
                let text = T::PairAgain.with(lang, [("n", arg(round.number))]);
                if ui
                    .add_enabled(!engine.pairing, egui::Button::new(text))
                    .clicked()
                {
                    if played {
                        self.pending = Some(Pending::Repair);
                    } else {
                        actions.push(Action::RepairLastRound {
                            reason: self.reason.trim().to_string(),
                            confirmed: false,
                        });
                    }
                }
            }
            if ui
                .add_enabled(!engine.computing, egui::Button::new(T::ShowEngine.tr(lang)))
                .clicked()
            {
                actions.push(Action::ShowEngineRound(round.number));
            }
            if engine.computing || engine.pairing {
                ui.spinner();
            }
        });
    }

    /// The round's boards, byes and unpaired players, with the rules they break.
    #[allow(clippy::too_many_arguments)]
    fn boards(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        derived: Derived<'_>,
        t: &Tournament,
        round: &Round,
        differences: Option<&RoundDifferences>,
        chosen: &mut Option<RoundEdit>,
    ) {
        let violations = derived.round_violations(round.number);
        let differs = |marks: Option<&Vec<bool>>, i: usize| {
            marks.and_then(|m| m.get(i)).copied().unwrap_or(false)
        };
        egui::Grid::new(("edit-boards", round.number))
            .striped(true)
            .show(ui, |ui| {
                for (index, board) in round.boards.iter().enumerate() {
                    let number = index + 1;
                    ui.label(format!("{} {number}", T::Board.tr(lang)));
                    self.player_cell(ui, lang, derived, round, board.white, chosen);
                    self.player_cell(ui, lang, derived, round, board.black, chosen);
                    if ui.button(T::SwapColours.tr(lang)).clicked() {
                        *chosen = Some(RoundEdit::SwapColours { board: number });
                    }
                    if ui.button(T::Unpair.tr(lang)).clicked() {
                        *chosen = Some(RoundEdit::Unpair { board: number });
                    }
                    engine_mark(
                        ui,
                        lang,
                        differs(differences.map(|d| &d.recorded_boards), index),
                    );
                    warnings(ui, lang, &violations, &[board.white, board.black]);
                    ui.end_row();
                }
                for (index, bye) in round.byes.iter().enumerate() {
                    ui.label(T::Bye.tr(lang));
                    self.player_cell(ui, lang, derived, round, bye.player, chosen);
                    ui.label("");
                    if ui.button(T::RemoveBye.tr(lang)).clicked() {
                        *chosen = Some(RoundEdit::RemoveBye { player: bye.player });
                    }
                    ui.label("");
                    engine_mark(
                        ui,
                        lang,
                        differs(differences.map(|d| &d.recorded_byes), index),
                    );
                    warnings(ui, lang, &violations, &[bye.player]);
                    ui.end_row();
                }
                let has_pab = round
                    .byes
                    .iter()
                    .any(|b| b.kind == ByeKind::PairingAllocated);
                for player in unpaired(t, round) {
                    ui.label(T::Unpaired.tr(lang));
                    self.player_cell(ui, lang, derived, round, player, chosen);
                    if ui.button(T::GiveBye.tr(lang)).clicked() {
                        *chosen = Some(RoundEdit::GiveBye { player });
                    }
                    if has_pab && ui.button(T::PlayByeReceiver.tr(lang)).clicked() {
                        *chosen = Some(RoundEdit::PairWithByeReceiver { player });
                    } else if !has_pab {
                        ui.label("");
                    }
                    ui.label("");
                    ui.label("");
                    warnings(ui, lang, &violations, &[player]);
                    ui.end_row();
                }
            });
        for v in violations
            .iter()
            .filter(|v| v.violation.players().is_empty())
        {
            ui.colored_label(ui.visuals().warn_fg_color, v.localize(lang));
        }
        if violations.is_empty() {
            ui.label(T::PairingKeepsRules.tr(lang));
        }
    }

    /// A player's name: the first click selects, the second makes the edit; a player
    /// dragged onto another makes the same edit.
    fn player_cell(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        derived: Derived<'_>,
        round: &Round,
        player: PlayerId,
        chosen: &mut Option<RoundEdit>,
    ) {
        let found = derived.player(player);
        let name = found.map_or("?", |p| p.name.as_str());
        let selected = self.selected == Some(player);
        // Issue 33 item 9: the pairing number and the score before the round, beside the
        // name (the name alone is what is clicked).
        let number = found.map_or(0, |p| p.pairing_number);
        let score = derived.score_after(player, round.number.saturating_sub(1));
        let response = ui
            .horizontal(|ui| {
                ui.label(egui::RichText::new(number.to_string()).weak());
                let response = ui
                    .selectable_label(selected, name)
                    .interact(egui::Sense::click_and_drag());
                ui.label(
                    egui::RichText::new(format!("({})", torneo_i18n::numbers::points(lang, score)))
                        .weak(),
                );
                response
            })
            .inner;
        response.dnd_set_drag_payload(DraggedPlayer(player));
        if let Some(dragged) = response.dnd_release_payload::<DraggedPlayer>() {
            if dragged.0 != player {
                *chosen = Some(pair_or_swap(round, dragged.0, player));
            }
            return;
        }
        if response.clicked() {
            match self.selected.take() {
                None => self.selected = Some(player),
                Some(first) if first == player => {}
                Some(first) => *chosen = Some(pair_or_swap(round, first, player)),
            }
        }
    }

    /// The keys acting on the selected player's board (none while a text field has the
    /// keyboard).
    fn keys(&mut self, ui: &egui::Ui, round: &Round) -> Option<RoundEdit> {
        let player = self.selected?;
        if ui.ctx().egui_wants_keyboard_input() {
            return None;
        }
        let pressed = |key| ui.input(|i| i.key_pressed(key));
        if pressed(egui::Key::Escape) {
            self.selected = None;
            return None;
        }
        let board = round.board_of(player).map(|(index, _)| index + 1);
        if pressed(egui::Key::C) {
            return board.map(|board| RoundEdit::SwapColours { board });
        }
        if pressed(egui::Key::U) {
            return board.map(|board| RoundEdit::Unpair { board });
        }
        if pressed(egui::Key::B) {
            return match (board, round.bye_of(player)) {
                (None, None) => Some(RoundEdit::GiveBye { player }),
                (None, Some(_)) => Some(RoundEdit::RemoveBye { player }),
                (Some(_), _) => None,
            };
        }
        None
    }

    /// Applies `edit` now, or asks first when it breaks a new rule or the round has results.
    fn propose(
        &mut self,
        session: &Session,
        round: &Round,
        edit: RoundEdit,
        actions: &mut Vec<Action>,
    ) {
        self.selected = None;
        let manual = ManualEdit {
            round: round.number,
            edit,
            reason: self.reason.trim().to_string(),
            // The window's clock: the session and the engines have none.
            time: chrono::Local::now().naive_local(),
            confirmed: false,
        };
        let before = session.derived().round_violations(round.number);
        let played = round.boards.iter().any(|b| !b.result.is_pending());
        match session.violations_after_edit(&manual) {
            Ok(after) => {
                // A player left unpaired is a step of the edit, shown but not confirmed.
                let new: Vec<&NamedViolation> = after
                    .iter()
                    .filter(|v| !before.contains(v))
                    .filter(|v| !matches!(v.violation, Violation::NotPaired(_)))
                    .collect();
                if new.is_empty() && !played {
                    actions.push(Action::Apply(Command::EditRound(Box::new(manual))));
                } else {
                    let new = new.into_iter().cloned().collect();
                    self.pending = Some(Pending::Edit(manual, new));
                }
            }
            // Refused: the session words the refusal when the command is applied.
            Err(_) => actions.push(Action::Apply(Command::EditRound(Box::new(manual)))),
        }
    }

    /// The confirmation question; true while it is shown.
    fn confirmation(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        round: &Round,
        actions: &mut Vec<Action>,
    ) -> bool {
        let Some(pending) = &self.pending else {
            return false;
        };
        match pending {
            Pending::Edit(_, new) => {
                ui.colored_label(ui.visuals().warn_fg_color, T::ConfirmEditQuestion.tr(lang));
                for violation in new {
                    ui.colored_label(ui.visuals().warn_fg_color, violation.localize(lang));
                }
            }
            Pending::Repair => {
                let text = T::ConfirmRepairQuestion.with(lang, [("n", arg(round.number))]);
                ui.colored_label(ui.visuals().warn_fg_color, text);
            }
        }
        let mut answer = None;
        ui.horizontal(|ui| {
            if ui.button(T::ApplyAnyway.tr(lang)).clicked() {
                answer = Some(true);
            }
            if ui.button(T::Cancel.tr(lang)).clicked() {
                answer = Some(false);
            }
        });
        if let Some(apply) = answer {
            if apply && let Some(pending) = self.pending.take() {
                actions.push(match pending {
                    Pending::Edit(manual, _) => {
                        let mut confirmed = manual;
                        confirmed.confirmed = true;
                        Action::Apply(Command::EditRound(Box::new(confirmed)))
                    }
                    Pending::Repair => Action::RepairLastRound {
                        reason: self.reason.trim().to_string(),
                        confirmed: true,
                    },
                });
            }
            self.pending = None;
        }
        true
    }
}

/// Two players in the round change places; an unpaired player takes a placed one's
/// seat; two unpaired players are paired (the first chosen has White).
fn pair_or_swap(round: &Round, first: PlayerId, second: PlayerId) -> RoundEdit {
    let placed = |p: PlayerId| round.board_of(p).is_some() || round.bye_of(p).is_some();
    if placed(first) || placed(second) {
        RoundEdit::SwapPlayers { first, second }
    } else {
        RoundEdit::Pair {
            white: first,
            black: second,
        }
    }
}

/// "Differs from the engine", on a row the engine pairs otherwise.
fn engine_mark(ui: &mut egui::Ui, lang: Language, differs: bool) {
    if differs {
        ui.colored_label(ui.visuals().warn_fg_color, T::DiffersMark.tr(lang));
    } else {
        ui.label("");
    }
}

/// The width at which a row's rule messages wrap.
const WARNING_WIDTH: f32 = 320.0;

/// The rules broken by the pairing of `players`, next to their row.
fn warnings(
    ui: &mut egui::Ui,
    lang: Language,
    violations: &[NamedViolation],
    players: &[PlayerId],
) {
    let words: Vec<String> = violations
        .iter()
        .filter(|v| v.violation.players().iter().any(|p| players.contains(p)))
        .map(|v| v.localize(lang))
        .collect();
    if words.is_empty() {
        ui.label("");
    } else {
        // Long rule messages wrap in a column of their own width.
        let colour = ui.visuals().warn_fg_color;
        ui.scope(|ui| {
            ui.set_max_width(WARNING_WIDTH);
            ui.add(egui::Label::new(egui::RichText::new(words.join("; ")).color(colour)).wrap());
        });
    }
}

/// The active players of the round with neither a board nor a bye, in pairing-number order.
fn unpaired(t: &Tournament, round: &Round) -> Vec<PlayerId> {
    t.players_by_pairing_number()
        .into_iter()
        .filter(|p| round.board_of(p.id).is_none() && round.bye_of(p.id).is_none())
        .map(|p| p.id)
        .collect()
}

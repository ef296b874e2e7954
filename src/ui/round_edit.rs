//! Rounds → Edit pairing (issue 14): the arbiter changes a recorded round by hand. Click
//! (or Tab + Space) a player, then another: they change places, or two unpaired players
//! are paired; buttons swap colours, unpair a board, give or take the bye. The rules the
//! round breaks are shown on its boards in the window's language; an edit that breaks a
//! new rule, or changes a round with results, is applied only once confirmed. The session
//! does the edit (one undo step, with its audit entry) and the check.

use super::action::Action;
use super::i18n::{Language, T};
use crate::domain::{ByeKind, PlayerId, Round, RoundEdit, Tournament};
use crate::session::{Command, Derived, Localize, ManualEdit, NamedViolation, Session, Violation};

/// The editor's state while the arbiter edits a round.
#[derive(Debug, Default)]
pub struct RoundEditor {
    /// The first player clicked.
    selected: Option<PlayerId>,
    reason: String,
    /// An edit waiting for the arbiter's confirmation, with the rules it would break.
    pending: Option<(ManualEdit, Vec<NamedViolation>)>,
}

impl RoundEditor {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        session: &Session,
        round: &Round,
        actions: &mut Vec<Action>,
    ) {
        let t = session.tournament();
        let derived = session.derived();
        ui.label(T::EditPairingHelp.tr(lang));
        ui.horizontal(|ui| {
            let label = ui.label(T::ChangeReason.tr(lang));
            ui.add(egui::TextEdit::singleline(&mut self.reason).desired_width(360.0))
                .labelled_by(label.id);
        });
        if self.confirmation(ui, lang, actions) {
            return;
        }
        if round.boards.iter().any(|b| !b.result.is_pending()) {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                T::RoundHasResultsWarning.tr(lang),
            );
        }
        let violations = derived.round_violations(round.number);
        let mut chosen: Option<RoundEdit> = None;
        egui::Grid::new(("edit-boards", round.number))
            .striped(true)
            .show(ui, |ui| {
                for (index, board) in round.boards.iter().enumerate() {
                    let number = index + 1;
                    ui.label(format!("{} {number}", T::Board.tr(lang)));
                    self.player_button(ui, derived, round, board.white, &mut chosen);
                    self.player_button(ui, derived, round, board.black, &mut chosen);
                    if ui.button(T::SwapColours.tr(lang)).clicked() {
                        chosen = Some(RoundEdit::SwapColours { board: number });
                    }
                    if ui.button(T::Unpair.tr(lang)).clicked() {
                        chosen = Some(RoundEdit::Unpair { board: number });
                    }
                    warnings(ui, lang, &violations, &[board.white, board.black]);
                    ui.end_row();
                }
                for bye in &round.byes {
                    ui.label(T::Bye.tr(lang));
                    self.player_button(ui, derived, round, bye.player, &mut chosen);
                    ui.label("");
                    if ui.button(T::RemoveBye.tr(lang)).clicked() {
                        chosen = Some(RoundEdit::RemoveBye { player: bye.player });
                    }
                    ui.label("");
                    warnings(ui, lang, &violations, &[bye.player]);
                    ui.end_row();
                }
                let has_pab = round
                    .byes
                    .iter()
                    .any(|b| b.kind == ByeKind::PairingAllocated);
                for player in unpaired(t, round) {
                    ui.label(T::Unpaired.tr(lang));
                    self.player_button(ui, derived, round, player, &mut chosen);
                    if ui.button(T::GiveBye.tr(lang)).clicked() {
                        chosen = Some(RoundEdit::GiveBye { player });
                    }
                    if has_pab && ui.button(T::PlayByeReceiver.tr(lang)).clicked() {
                        chosen = Some(RoundEdit::PairWithByeReceiver { player });
                    }
                    ui.label("");
                    warnings(ui, lang, &violations, &[player]);
                    ui.end_row();
                }
            });
        let general: Vec<&NamedViolation> = violations
            .iter()
            .filter(|v| v.violation.players().is_empty())
            .collect();
        for v in general {
            ui.colored_label(ui.visuals().warn_fg_color, v.localize(lang));
        }
        if violations.is_empty() {
            ui.label(T::PairingKeepsRules.tr(lang));
        }
        if let Some(edit) = chosen {
            self.propose(session, round, edit, actions);
        }
    }

    /// A player's name as a button: the first click selects, the second makes the edit.
    fn player_button(
        &mut self,
        ui: &mut egui::Ui,
        derived: Derived<'_>,
        round: &Round,
        player: PlayerId,
        chosen: &mut Option<RoundEdit>,
    ) {
        let name = derived.player(player).map_or("?", |p| p.name.as_str());
        let selected = self.selected == Some(player);
        if ui.selectable_label(selected, name).clicked() {
            match self.selected.take() {
                None => self.selected = Some(player),
                Some(first) if first == player => {}
                Some(first) => *chosen = Some(pair_or_swap(round, first, player)),
            }
        }
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
                    self.pending = Some((manual, new));
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
        actions: &mut Vec<Action>,
    ) -> bool {
        let Some((manual, new)) = &self.pending else {
            return false;
        };
        ui.colored_label(ui.visuals().warn_fg_color, T::ConfirmEditQuestion.tr(lang));
        for violation in new {
            ui.colored_label(ui.visuals().warn_fg_color, violation.localize(lang));
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
            if apply {
                let mut confirmed = manual.clone();
                confirmed.confirmed = true;
                actions.push(Action::Apply(Command::EditRound(Box::new(confirmed))));
            }
            self.pending = None;
        }
        true
    }
}

/// Two players in the round change places; two unpaired players are paired (the first
/// clicked has White).
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
        ui.colored_label(ui.visuals().warn_fg_color, words.join("; "));
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

//! Questions that need an answer before work goes on: restore unsaved work, discard
//! changes, quit, delete the last round, pair beyond the announced rounds, change a
//! result of a finished round. Shown as a modal window.

use super::action::Action;
use super::i18n::{Language, T, arg};
use crate::domain::{GameResult, Tournament};
use crate::session::stray::NewerCopy;

/// An open question.
#[derive(Debug, Clone)]
pub enum Confirm {
    /// A tournament that was never saved was found in the recovery file.
    Restore(Box<Tournament>),
    /// An interrupted save left a newer copy of the opened file beside it.
    NewerCopy(Box<NewerCopy>),
    /// The file is open in another window: open it read-only?
    OpenReadOnly(std::path::PathBuf),
    /// There are unsaved changes; then do this action.
    Discard(Box<Action>),
    /// Close the window with unsaved changes.
    Quit,
    /// Un-pair the last round, results included.
    DeleteLastRound,
    /// Pair a Swiss round beyond the number of rounds announced.
    PairBeyondAnnounced { round: u32, announced: u32 },
    /// Change a result of a round after which another round is paired.
    CorrectFinishedResult(Box<FinishedResult>),
}

/// A result about to change in a finished round, with what the question says of it.
#[derive(Debug, Clone, PartialEq)]
pub struct FinishedResult {
    pub round: u32,
    /// 0-based board.
    pub board: usize,
    pub before: GameResult,
    pub after: GameResult,
    pub white: String,
    pub black: String,
    /// The last round paired.
    pub last_paired: u32,
    /// A Double-Swiss match's second game (C.04.5): `white` is that game's White.
    pub second_game: bool,
}

impl FinishedResult {
    /// The question, with its facts: which board, from what to what, and what stands.
    fn question(&self, lang: Language) -> String {
        let result = |r: GameResult| {
            if r.is_pending() {
                T::ResultPending.tr(lang).to_string()
            } else {
                r.notation().to_string()
            }
        };
        // A second game is named as such: "Board 3, game 2".
        let board = if self.second_game {
            format!("{}, {}", self.board + 1, T::SecondGame.tr(lang))
        } else {
            (self.board + 1).to_string()
        };
        crate::tr!(
            lang,
            "ui-correct-finished-question",
            round = self.round,
            board = board.as_str(),
            white = self.white.as_str(),
            black = self.black.as_str(),
            before = result(self.before),
            after = result(self.after),
            last = self.last_paired
        )
    }
}

/// The arbiter's answer. `Yes` is the first button (restore / save / delete).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmChoice {
    Yes,
    No,
    Cancel,
}

impl Confirm {
    /// Draws the question; returns the answer once given.
    pub fn show(&self, ctx: &egui::Context, lang: Language) -> Option<ConfirmChoice> {
        let (question, yes, no, cancel) = match self {
            Confirm::Restore(_) => (T::RestoreQuestion, T::Restore, T::Discard, None),
            Confirm::NewerCopy(_) => (
                T::NewerCopyQuestion,
                T::OpenNewerCopy,
                T::KeepFileAsItIs,
                None,
            ),
            Confirm::OpenReadOnly(_) => (T::OpenReadOnlyQuestion, T::OpenReadOnly, T::Cancel, None),
            Confirm::Discard(_) => (T::UnsavedQuestion, T::Save, T::DontSave, Some(T::Cancel)),
            Confirm::Quit => (
                T::QuitQuestion,
                T::Save,
                T::QuitWithoutSaving,
                Some(T::Cancel),
            ),
            Confirm::DeleteLastRound => (T::DeleteRoundQuestion, T::DeleteRound, T::Cancel, None),
            Confirm::PairBeyondAnnounced { .. } => {
                (T::PairBeyondQuestion, T::PairAnyway, T::Cancel, None)
            }
            // Worded with its facts below (FinishedResult::question).
            Confirm::CorrectFinishedResult(_) => {
                (T::ChangeResult, T::ChangeResult, T::Cancel, None)
            }
        };
        let mut choice = None;
        let modal = egui::Modal::new(egui::Id::unique("torneo-confirm")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            let question = match self {
                Confirm::PairBeyondAnnounced { round, announced } => {
                    question.with(lang, [("n", arg(round)), ("total", arg(announced))])
                }
                Confirm::CorrectFinishedResult(change) => change.question(lang),
                _ => question.tr(lang).to_string(),
            };
            ui.label(question);
            let found = match self {
                Confirm::Restore(t) => Some(&**t),
                Confirm::NewerCopy(copy) => Some(&copy.tournament),
                _ => None,
            };
            if let Some(t) = found {
                let name = if t.settings.name.is_empty() {
                    T::Untitled.tr(lang).to_string()
                } else {
                    t.settings.name.clone()
                };
                ui.label(crate::tr!(
                    lang,
                    "ui-found-tournament",
                    name = name.as_str(),
                    players = t.players.len(),
                    rounds = t.rounds.len()
                ));
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let yes = ui.button(yes.tr(lang));
                // A changed result in a finished round is confirmed by a second key:
                // Enter (or Space) on the focused button, Esc to keep the result.
                if matches!(self, Confirm::CorrectFinishedResult(_))
                    && ui.memory(|m| m.focused().is_none())
                {
                    yes.request_focus();
                }
                if yes.clicked() {
                    choice = Some(ConfirmChoice::Yes);
                }
                if ui.button(no.tr(lang)).clicked() {
                    choice = Some(ConfirmChoice::No);
                }
                if let Some(cancel) = cancel
                    && ui.button(cancel.tr(lang)).clicked()
                {
                    choice = Some(ConfirmChoice::Cancel);
                }
            });
        });
        if choice.is_none() && modal.should_close() {
            // Escape or a click outside: the safe answer.
            choice = Some(match self {
                Confirm::Restore(_) | Confirm::NewerCopy(_) => return None,
                _ => ConfirmChoice::Cancel,
            });
        }
        choice
    }
}

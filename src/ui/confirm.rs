//! Questions that need an answer before work goes on: restore unsaved work, discard
//! changes, quit, delete the last round, pair beyond the announced rounds. Shown as a modal window.

use super::action::Action;
use super::i18n::{Language, T};
use crate::domain::Tournament;
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
        };
        let mut choice = None;
        let modal = egui::Modal::new(egui::Id::unique("torneo-confirm")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            let question = match self {
                Confirm::PairBeyondAnnounced { round, announced } => question
                    .tr(lang)
                    .replace("{n}", &round.to_string())
                    .replace("{total}", &announced.to_string()),
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
                ui.label(format!(
                    "{name}: {} {}, {} {}",
                    t.players.len(),
                    T::PlayersCount.tr(lang),
                    t.rounds.len(),
                    T::RoundsCount.tr(lang)
                ));
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(yes.tr(lang)).clicked() {
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

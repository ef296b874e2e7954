//! The result column of the Rounds panel: each game of a board as a list to choose from
//! (the results, then the single games scored unusually, ½-0, 0-½ and 0-0, VCL.13), a
//! Double-Swiss match's second game beside the first (C.04.5), and the action a result
//! entered in the window becomes: a change in a round before the last one paired is
//! asked about first and recorded as a correction (C.04.2 art. 4.3; issue 33).

use super::action::Action;
use super::i18n::{Language, T};
use crate::domain::{GameResult, Round, Tournament, UnusualScore};
use crate::session::Command;
use crate::session::unusual_score::unusual_score;

/// The result lists of board `index` of `round`: the game, and a match's second game.
pub fn result_column(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    round: &Round,
    index: usize,
    actions: &mut Vec<Action>,
) {
    let Some(board) = round.boards.get(index) else {
        return;
    };
    let n = round.number;
    let name = format!("{} {}", T::Result.tr(lang), index + 1);
    let unusual = unusual_score(t, n, index, false);
    let salt = ("result", n, index);
    if let Some(choice) = game_cell(ui, lang, salt, name, board.result, unusual, false) {
        actions.push(choice_action(t, n, index, false, choice));
    }
    if let Some(second) = board.second_game {
        let name = format!(
            "{} {}, {}",
            T::Result.tr(lang),
            index + 1,
            T::SecondGame.tr(lang)
        );
        let unusual = unusual_score(t, n, index, true);
        let salt = ("second game", n, index);
        if let Some(choice) = game_cell(ui, lang, salt, name, second, unusual, true) {
            actions.push(choice_action(t, n, index, true, choice));
        }
    }
}

/// What was chosen in a result list: a result, or a single game scored unusually.
enum Choice {
    Result(GameResult),
    Unusual(UnusualScore),
}

/// A game's result as a list to choose from (the results, then ½-0, 0-½ and 0-0, VCL.13):
/// what was chosen when it differs from what is recorded. `second`: a Double-Swiss
/// match's second game (C.04.5), shown as the board reads (the board's White first) and
/// kept in the game's own colours (its White is the board's Black).
fn game_cell(
    ui: &mut egui::Ui,
    lang: Language,
    salt: (&'static str, u32, usize),
    name: String,
    entered: GameResult,
    unusual: Option<UnusualScore>,
    second: bool,
) -> Option<Choice> {
    let shown = |r: GameResult| if second { r.reversed() } else { r };
    let turned = |u: UnusualScore| if second { u.reversed() } else { u };
    let selected = match unusual {
        Some(u) => turned(u).notation().to_owned(),
        None => result_text(shown(entered), lang),
    };
    let mut chosen = None;
    egui::ComboBox::from_id_salt(salt)
        .width(96.0)
        // Every choice in view, the unusual scores at the end too.
        .height(400.0)
        .selected_text(selected)
        .show_ui(ui, |ui| {
            for choice in GameResult::ALL {
                let on = unusual.is_none() && entered == choice;
                if ui
                    .selectable_label(on, result_text(shown(choice), lang))
                    .clicked()
                    && !on
                {
                    chosen = Some(Choice::Result(choice));
                }
            }
            for read in UnusualScore::ALL {
                let kept = turned(read);
                let on = unusual == Some(kept);
                if ui.selectable_label(on, read.notation()).clicked() && !on {
                    chosen = Some(Choice::Unusual(kept));
                }
            }
        })
        .response
        .accessible_name(name);
    chosen
}

/// The action of a choice in the result list of game `second` of board `board`.
fn choice_action(t: &Tournament, round: u32, board: usize, second: bool, choice: Choice) -> Action {
    match choice {
        Choice::Result(result) if second => second_game_action(t, round, board, result),
        Choice::Result(result) => result_action(t, round, board, result),
        Choice::Unusual(score) => Action::Apply(Command::SetUnusualScore {
            round,
            board,
            second_game: second,
            score,
        }),
    }
}

/// The action of a result key (`results_keys`) on game `second` of board `board`. A
/// second game is typed as the board reads (its White first) and kept in its own colours
/// (C.04.5), an unusual score too (VCL.13).
pub fn key_action(
    t: &Tournament,
    round: u32,
    board: usize,
    second: bool,
    entry: super::results_keys::KeyEntry,
) -> Action {
    use super::results_keys::KeyEntry;
    let choice = match entry {
        KeyEntry::Result(result) if second => Choice::Result(result.reversed()),
        KeyEntry::Result(result) => Choice::Result(result),
        KeyEntry::Unusual(score) if second => Choice::Unusual(score.reversed()),
        KeyEntry::Unusual(score) => Choice::Unusual(score),
    };
    choice_action(t, round, board, second, choice)
}

/// A result entered in the window. Issue 33 item 4: in a round before the last one
/// paired it changes the scores the later pairings were made with, so the app asks
/// first and records a correction (C.04.2 art. 4.3).
pub fn result_action(t: &Tournament, round: u32, board: usize, result: GameResult) -> Action {
    if round < t.rounds_paired() {
        Action::CorrectFinishedResult {
            round,
            board,
            result,
            second_game: false,
        }
    } else {
        Action::Apply(Command::SetResult {
            round,
            board,
            result,
        })
    }
}

/// The second game of a Double-Swiss match entered in the window (in its own colours):
/// in a round before the last one paired the app asks first and records the correction,
/// as for the first game (C.04.2 art. 4.3).
pub fn second_game_action(t: &Tournament, round: u32, board: usize, result: GameResult) -> Action {
    if round < t.rounds_paired() {
        Action::CorrectFinishedResult {
            round,
            board,
            result,
            second_game: true,
        }
    } else {
        Action::Apply(Command::SetSecondGame {
            round,
            board,
            result,
        })
    }
}

/// A result as shown in the result column (pending shows a dash).
fn result_text(result: GameResult, lang: Language) -> String {
    if result.is_pending() {
        T::ResultPending.tr(lang).to_string()
    } else {
        result.notation().to_string()
    }
}

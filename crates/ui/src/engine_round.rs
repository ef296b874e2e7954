//! "Show what the engine would do" beside Rounds → Edit pairing (issue 14 item 2): the
//! engine's pairing of the round being edited (computed by the session on a background
//! thread), its boards the edited round does not have marked.

use super::i18n::{Language, T};
use crate::domain::{PlayerId, Round};
use crate::session::{Derived, RoundDifferences};

/// What the editor knows of the engine this frame.
#[derive(Debug, Clone, Copy, Default)]
pub struct EngineView<'a> {
    /// The engine's pairing last computed (of the round it names).
    pub round: Option<&'a Round>,
    /// The engine's pairing is being computed.
    pub computing: bool,
    /// A round is being paired (or paired again) in the background.
    pub pairing: bool,
}

/// The engine's boards and pairing-allocated bye, with the differences marked.
pub fn show(
    ui: &mut egui::Ui,
    lang: Language,
    derived: Derived<'_>,
    engine: &Round,
    differences: &RoundDifferences,
) {
    let name = |id: PlayerId| derived.player(id).map_or("?", |p| p.name.as_str());
    ui.strong(T::EngineWouldPair.tr(lang));
    if differences.none() {
        ui.label(T::SameAsEngine.tr(lang));
    }
    egui::Grid::new(("engine-boards", engine.number))
        .striped(true)
        .show(ui, |ui| {
            for (index, board) in engine.boards.iter().enumerate() {
                ui.label(format!("{} {}", T::Board.tr(lang), index + 1));
                ui.label(format!("{} – {}", name(board.white), name(board.black)));
                mark(ui, lang, differences.engine_boards.get(index));
                ui.end_row();
            }
            for (index, bye) in engine.byes.iter().enumerate() {
                ui.label(T::Bye.tr(lang));
                ui.label(name(bye.player));
                mark(ui, lang, differences.engine_byes.get(index));
                ui.end_row();
            }
        });
}

fn mark(ui: &mut egui::Ui, lang: Language, differs: Option<&bool>) {
    if differs.copied().unwrap_or(false) {
        ui.colored_label(ui.visuals().warn_fg_color, T::NotInEditedRound.tr(lang));
    } else {
        ui.label("");
    }
}

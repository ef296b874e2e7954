//! The one signature of the main panels (Players, Rounds, Standings, Crosstable) and
//! what each gets every frame: the session to read, its derived data (computed once per
//! revision) and the window's state. Panels draw and push [`Action`]s; they change nothing.

use super::action::Action;
use super::i18n::Language;
use crate::session::rating_list::RatingLists;
use crate::session::{Derived, Session, WordedExplanation};

/// What a panel reads this frame.
pub struct PanelContext<'a> {
    pub lang: Language,
    pub session: &'a Session,
    /// The session's derived data (player by id, scores, standings, crosstable).
    pub derived: Derived<'a>,
    /// No dialog has the keyboard: result keys go to the boards.
    pub keyboard_free: bool,
    /// A round is being paired in the background.
    pub pairing: bool,
    /// An explanation is being computed.
    pub explaining: bool,
    /// The last explanation asked for, worded in `lang`.
    pub explanation: Option<&'a WordedExplanation>,
    /// The engine's pairing of a round last computed ("Show what the engine would do").
    pub engine_round: Option<&'a crate::domain::Round>,
    /// The engine's pairing is being computed.
    pub engine_computing: bool,
    /// The rating lists, searched as a name is typed.
    pub rating_lists: &'a RatingLists,
    /// The recent files, most recent first (the welcome card lists them).
    pub recent: &'a [std::path::PathBuf],
}

/// A main panel.
pub trait Panel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>);
}

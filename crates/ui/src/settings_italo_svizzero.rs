//! The Italo-Svizzero part of Tournament → Settings…: the two readings an arbiter may
//! choose (docs/rules/italo-svizzero.md D2, D3) and the warning of art. 2 when the
//! announced rounds are outside a third … half plus one of the players.

use super::i18n::T;
use crate::domain::{ContinueAfter, PairingSystem, TournamentSettings};
use crate::session::italo_svizzero_rounds_advice;
use torneo_i18n::{Language, Localize};

/// Draws the options and the warning when the draft's system is Italo-Svizzero.
pub fn show(ui: &mut egui::Ui, lang: Language, draft: &mut TournamentSettings, players: usize) {
    if draft.system != PairingSystem::ItaloSvizzero {
        return;
    }
    let options = &mut draft.italo_svizzero;
    ui.horizontal(|ui| {
        ui.label(T::ItaloContinueAfter.tr(lang));
        let c = &mut options.continue_after;
        ui.radio_value(c, ContinueAfter::SecondPlayer, T::ItaloAfterSecond.tr(lang));
        ui.radio_value(c, ContinueAfter::FirstPlayer, T::ItaloAfterFirst.tr(lang));
    });
    ui.checkbox(&mut options.forfeits_count, T::ItaloForfeitsCount.tr(lang));
    if let Some(advice) = italo_svizzero_rounds_advice(players, draft.rounds) {
        ui.colored_label(ui.visuals().warn_fg_color, advice.localize(lang));
    }
}

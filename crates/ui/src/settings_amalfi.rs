//! The settings of the Amalfi system's two readings (docs/rules/amalfi.md AM-1, AM-3),
//! shown in the settings dialog when Amalfi is the pairing system.

use super::i18n::{Language, T};
use crate::domain::{AmalfiByePlace, AmalfiOptions, AmalfiRemaining};

/// Radio buttons for each option.
pub fn show(ui: &mut egui::Ui, options: &mut AmalfiOptions, lang: Language) {
    ui.horizontal(|ui| {
        ui.label(T::AmalfiRemaining.tr(lang));
        let r = &mut options.remaining;
        ui.radio_value(
            r,
            AmalfiRemaining::IncludingThisRound,
            T::AmalfiRemainingIncluding.tr(lang),
        );
        ui.radio_value(
            r,
            AmalfiRemaining::AfterThisRound,
            T::AmalfiRemainingAfter.tr(lang),
        );
    });
    ui.horizontal(|ui| {
        ui.label(T::AmalfiByePlace.tr(lang));
        let b = &mut options.bye_place;
        ui.radio_value(b, AmalfiByePlace::StaysInList, T::AmalfiByeStays.tr(lang));
        ui.radio_value(
            b,
            AmalfiByePlace::RemovedFromList,
            T::AmalfiByeRemoved.tr(lang),
        );
    });
}

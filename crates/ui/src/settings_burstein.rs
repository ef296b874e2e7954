//! The two readings of the 2026 Burstein edition's Index (docs/rules/burstein.md, "Two
//! readings of the Index"), shown in the settings dialog when the 2026 edition pairs.

use super::i18n::{Language, T};
use crate::domain::{BursteinOptions, ThisRoundBye, ZeroPointSeries};

/// Radio buttons for each option.
pub fn show(ui: &mut egui::Ui, options: &mut BursteinOptions, lang: Language) {
    ui.horizontal(|ui| {
        ui.label(T::BursteinZeroPointSeries.tr(lang));
        let z = &mut options.zero_point_series;
        ui.radio_value(
            z,
            ZeroPointSeries::EndingLastRound,
            T::BursteinZeroPointLastRound.tr(lang),
        );
        ui.radio_value(
            z,
            ZeroPointSeries::ReachingThisRound,
            T::BursteinZeroPointThisRound.tr(lang),
        );
    });
    ui.horizontal(|ui| {
        ui.label(T::BursteinThisRoundBye.tr(lang));
        let b = &mut options.this_round_bye;
        ui.radio_value(b, ThisRoundBye::Excluded, T::BursteinByeExcluded.tr(lang));
        ui.radio_value(b, ThisRoundBye::Included, T::BursteinByeIncluded.tr(lang));
    });
}

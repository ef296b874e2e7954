//! The rating settings (issue 37) in the settings dialog: the list the event is rated
//! for, the "Rtg +/-" column of the standings, and a K factor set by hand for a player
//! where the FIDE rule (B.02 8.3.3) needs facts Torneo does not hold; and the event type
//! the title norms' foreigner requirement asks (B.01 1.4.3a–c).

use super::i18n::{Language, T};
use crate::domain::{NormEvent, PlayerId, RatedList, RatingOptions};
use crate::session::{Localize, RatingWord};

/// The K factors the arbiter can choose (B.02 8.3.3).
const K_CHOICES: [u8; 3] = [40, 20, 10];

/// The list, the column, and one K choice per rated player (`players`: id and name).
pub fn show(
    ui: &mut egui::Ui,
    options: &mut RatingOptions,
    players: &[(PlayerId, String)],
    lang: Language,
) {
    ui.strong(T::RatingSection.tr(lang));
    ui.horizontal(|ui| {
        let label = ui.label(T::RatingList.tr(lang));
        egui::ComboBox::from_id_salt("rating-list")
            .selected_text(RatingWord::List(options.list).localize(lang))
            .show_ui(ui, |ui| {
                for list in RatedList::ALL {
                    ui.selectable_value(
                        &mut options.list,
                        list,
                        RatingWord::List(list).localize(lang),
                    );
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.checkbox(&mut options.show_change, T::RatingShowChange.tr(lang));
    if players.is_empty() {
        return;
    }
    // Folded by default: most events need no K set by hand, and the dialog stays short.
    egui::CollapsingHeader::new(T::RatingKFactors.tr(lang))
        .id_salt("rating-k-factors")
        .show(ui, |ui| {
            egui::Grid::new("rating-k-grid")
                .num_columns(2)
                .show(ui, |ui| {
                    for (id, name) in players {
                        let label = ui.label(name);
                        let mut chosen = options.k_factor_of(*id);
                        let text = |k: Option<u8>| {
                            k.map_or_else(
                                || T::RatingKByRule.tr(lang).to_string(),
                                |k| k.to_string(),
                            )
                        };
                        egui::ComboBox::from_id_salt(("rating-k", id.0))
                            .selected_text(text(chosen))
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut chosen, None, text(None));
                                for k in K_CHOICES {
                                    ui.selectable_value(&mut chosen, Some(k), text(Some(k)));
                                }
                            })
                            .response
                            .labelled_by(label.id);
                        if chosen != options.k_factor_of(*id) {
                            options.set_k_factor(*id, chosen);
                        }
                        ui.end_row();
                    }
                });
        });
}

/// B.01 1.4.3a–c: the event type that waives the norms' foreigner requirement.
pub fn norm_event(ui: &mut egui::Ui, event: &mut NormEvent, lang: Language) {
    let name = |event: NormEvent| match event {
        NormEvent::Ordinary => T::NormEventOrdinary.tr(lang),
        NormEvent::NationalChampionship => T::NormEventNational.tr(lang),
        NormEvent::NationalTeamChampionship => T::NormEventNationalTeam.tr(lang),
        NormEvent::Zonal => T::NormEventZonal.tr(lang),
    };
    ui.horizontal(|ui| {
        let label = ui.label(T::NormEvent.tr(lang));
        egui::ComboBox::from_id_salt("norm-event")
            .selected_text(name(*event))
            .show_ui(ui, |ui| {
                for choice in NormEvent::ALL {
                    ui.selectable_value(event, choice, name(choice));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

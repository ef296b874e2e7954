//! Tournament → Settings → Prizes (issue 37): the prize table in the order of the
//! regulations (overall places and each category's places, an amount or an object) and
//! the options of the prize-giving: one prize per player, how tied players share, the
//! order the list is read in. Who receives what is derived by the session
//! (`awards`); the rules are in docs/rules/prizes.md.

use super::i18n::{Language, T};
use super::widgets::labelled_text;
use crate::domain::{Category, Money, Prize, PrizeTable, PrizeValue, ReadingOrder, TieSharing};
use crate::session::{prize_label, prize_value};

/// What is typed in the form that adds a prize.
pub struct PrizesEditor {
    /// The list of the new prize: `None` = overall, else a category's name.
    list: Option<String>,
    place: u32,
    object: bool,
    amount: String,
    description: String,
    worth: String,
    error: Option<T>,
}

impl PrizesEditor {
    pub fn new(table: &PrizeTable) -> PrizesEditor {
        PrizesEditor {
            list: None,
            place: next_place(table, None),
            object: false,
            amount: String::new(),
            description: String::new(),
            worth: String::new(),
            error: None,
        }
    }

    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        table: &mut PrizeTable,
        categories: &[Category],
        lang: Language,
    ) {
        egui::CollapsingHeader::new(T::AwPrizes.tr(lang))
            .id_salt("settings-prizes")
            .show(ui, |ui| {
                options(ui, table, lang);
                rows(ui, table, lang);
                self.form(ui, table, categories, lang);
                if ui.button(T::AwAddPrize.tr(lang)).clicked() {
                    self.add(table);
                }
                if let Some(error) = self.error {
                    ui.colored_label(ui.visuals().error_fg_color, error.tr(lang));
                }
            });
    }

    /// The list, place and value of the new prize.
    fn form(
        &mut self,
        ui: &mut egui::Ui,
        table: &PrizeTable,
        categories: &[Category],
        lang: Language,
    ) {
        ui.horizontal(|ui| {
            let label = ui.label(T::AwList.tr(lang));
            let before = self.list.clone();
            let shown = self
                .list
                .clone()
                .unwrap_or_else(|| T::AwOverall.tr(lang).to_string());
            egui::ComboBox::from_id_salt("settings-prize-list")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.list, None, T::AwOverall.tr(lang));
                    for c in categories {
                        ui.selectable_value(&mut self.list, Some(c.name.clone()), &c.name);
                    }
                })
                .response
                .labelled_by(label.id);
            if self.list != before {
                self.place = next_place(table, self.list.as_deref());
            }
            let place = ui.label(T::AwPlace.tr(lang));
            ui.add(egui::DragValue::new(&mut self.place).range(1..=999))
                .labelled_by(place.id);
        });
        ui.horizontal(|ui| {
            ui.radio_value(&mut self.object, false, T::AwMoney.tr(lang));
            ui.radio_value(&mut self.object, true, T::AwObject.tr(lang));
            if self.object {
                let description = &mut self.description;
                labelled_text(ui, T::AwObject.tr(lang), description, 140.0);
                labelled_text(ui, T::AwWorth.tr(lang), &mut self.worth, 60.0);
            } else {
                labelled_text(ui, T::AwMoney.tr(lang), &mut self.amount, 80.0);
            }
        });
    }

    /// The prize typed, or the error to show.
    fn prize(&self) -> Result<Prize, T> {
        let value = if self.object {
            let description = self.description.trim();
            if description.is_empty() {
                return Err(T::AwErrObject);
            }
            let worth = match self.worth.trim() {
                "" => Money::default(),
                typed => Money::parse(typed).ok_or(T::AwErrAmount)?,
            };
            PrizeValue::Object {
                description: description.to_string(),
                worth,
            }
        } else {
            PrizeValue::Money(Money::parse(&self.amount).ok_or(T::AwErrAmount)?)
        };
        Ok(Prize {
            category: self.list.clone(),
            place: self.place.max(1),
            value,
        })
    }

    /// Adds the prize typed at the end of the table; the next place is proposed.
    fn add(&mut self, table: &mut PrizeTable) {
        match self.prize() {
            Ok(prize) => {
                table.prizes.push(prize);
                self.error = None;
                self.amount.clear();
                self.description.clear();
                self.worth.clear();
                self.place = next_place(table, self.list.as_deref());
            }
            Err(error) => self.error = Some(error),
        }
    }
}

/// The place after the last prize of the list.
fn next_place(table: &PrizeTable, list: Option<&str>) -> u32 {
    table
        .prizes
        .iter()
        .filter(|p| p.category.as_deref() == list)
        .map(|p| p.place)
        .max()
        .unwrap_or(0)
        + 1
}

/// One prize per player, how tied players share, the order of the list, the money.
fn options(ui: &mut egui::Ui, table: &mut PrizeTable, lang: Language) {
    ui.checkbox(&mut table.one_per_player, T::AwOnePerPlayer.tr(lang));
    ui.horizontal(|ui| {
        ui.label(T::AwTied.tr(lang));
        let sharing = &mut table.sharing;
        ui.radio_value(
            sharing,
            TieSharing::ByTiebreak,
            T::AwTiedByTiebreak.tr(lang),
        );
        ui.radio_value(sharing, TieSharing::Hort, T::AwTiedHort.tr(lang));
    });
    ui.horizontal(|ui| {
        ui.label(T::AwReading.tr(lang));
        let order = &mut table.reading_order;
        ui.radio_value(order, ReadingOrder::Table, T::AwReadingTable.tr(lang));
        ui.radio_value(order, ReadingOrder::Ceremony, T::AwReadingCeremony.tr(lang));
    });
    ui.horizontal(|ui| {
        labelled_text(ui, T::AwCurrency.tr(lang), &mut table.currency, 40.0);
        let mut whole = table.rounding == Money(100);
        if ui.checkbox(&mut whole, T::AwWholeUnits.tr(lang)).changed() {
            table.rounding = Money(if whole { 100 } else { 1 });
        }
    });
}

/// The table in the order of the regulations: each prize moved up or removed.
fn rows(ui: &mut egui::Ui, table: &mut PrizeTable, lang: Language) {
    if table.prizes.is_empty() {
        ui.label(T::AwNoPrizes.tr(lang));
    }
    let (mut up, mut remove) = (None, None);
    for (i, prize) in table.prizes.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!(
                "{}. {} — {}",
                i + 1,
                prize_label(lang, prize.category.as_deref(), prize.place),
                prize_value(lang, prize, &table.currency)
            ));
            if ui
                .add_enabled(i > 0, egui::Button::new("▲").small())
                .clicked()
            {
                up = Some(i);
            }
            if ui
                .small_button("✖")
                .on_hover_text(T::Remove.tr(lang))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = up
        && i > 0
        && i < table.prizes.len()
    {
        table.prizes.swap(i - 1, i);
    }
    if let Some(i) = remove
        && i < table.prizes.len()
    {
        table.prizes.remove(i);
    }
}

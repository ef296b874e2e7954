//! Tournament → Settings → Categories (issue 37): the prize categories of the tournament
//! (age groups, women, rating bands, unrated, club, federation, a tag typed on the
//! players), the date ages are counted on and where unrated players go in the bands. The
//! rules of each kind are in `domain::category` and docs/rules/prizes.md.

use super::i18n::{Language, T, arg};
use super::player_form::{format_date, parse_date};
use super::widgets::labelled_text;
use crate::domain::{
    AgeGroup, Category, CategoryRule, CategorySettings, RatingList, UnratedInBands,
};
use chrono::NaiveDate;

/// The kinds of category the form offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Age,
    Women,
    Band,
    Unrated,
    Club,
    Federation,
    Tag,
}

const KINDS: [(Kind, T); 7] = [
    (Kind::Age, T::AwKindAge),
    (Kind::Women, T::AwKindWomen),
    (Kind::Band, T::AwKindBand),
    (Kind::Unrated, T::AwKindUnrated),
    (Kind::Club, T::AwKindClub),
    (Kind::Federation, T::AwKindFederation),
    (Kind::Tag, T::AwKindTag),
];

/// "Under 16", "Over 65".
pub fn age_name(lang: Language, group: AgeGroup) -> String {
    match group {
        AgeGroup::Under(n) => T::AwUnder.with(lang, [("n", arg(n))]),
        AgeGroup::Over(n) => T::AwOver.with(lang, [("n", arg(n))]),
    }
}

/// What a category's rule says, as the list shows it.
pub fn rule_text(lang: Language, rule: &CategoryRule) -> String {
    let list = |l: &RatingList| match l {
        RatingList::Fide => T::AwListFide.tr(lang),
        RatingList::National => T::AwListNational.tr(lang),
    };
    match rule {
        CategoryRule::Age(group) => age_name(lang, *group),
        CategoryRule::Women => T::AwKindWomen.tr(lang).to_string(),
        CategoryRule::RatingBand { list: l, from, to } => {
            let end = |v: &Option<u16>| v.map(|r| r.to_string()).unwrap_or_default();
            format!(
                "{} {} {}–{}",
                T::AwKindBand.tr(lang),
                list(l),
                end(from),
                end(to)
            )
        }
        CategoryRule::Unrated => T::AwKindUnrated.tr(lang).to_string(),
        CategoryRule::Club(v) => format!("{}: {v}", T::AwKindClub.tr(lang)),
        CategoryRule::Federation(v) => format!("{}: {v}", T::AwKindFederation.tr(lang)),
        CategoryRule::Tag(v) => format!("{}: {v}", T::AwKindTag.tr(lang)),
    }
}

/// What is typed in the Categories section of the settings.
pub struct CategoriesEditor {
    /// The cut-off date as typed (empty: 1 January of the start year).
    pub cut_off: String,
    kind: Kind,
    age: AgeGroup,
    list: RatingList,
    from: String,
    to: String,
    value: String,
    name: String,
    error: Option<T>,
}

impl CategoriesEditor {
    pub fn new(settings: &CategorySettings) -> CategoriesEditor {
        CategoriesEditor {
            cut_off: settings.age_cut_off.map(format_date).unwrap_or_default(),
            kind: Kind::Age,
            age: AgeGroup::Under(16),
            list: RatingList::Fide,
            from: String::new(),
            to: String::new(),
            value: String::new(),
            name: String::new(),
            error: None,
        }
    }

    /// The cut-off date typed, or the error to show.
    pub fn read_cut_off(&self) -> Result<Option<NaiveDate>, T> {
        if self.cut_off.trim().is_empty() {
            return Ok(None);
        }
        parse_date(&self.cut_off).map(Some).ok_or(T::AwErrCutOff)
    }

    pub fn show(&mut self, ui: &mut egui::Ui, settings: &mut CategorySettings, lang: Language) {
        egui::CollapsingHeader::new(T::AwCategories.tr(lang))
            .id_salt("settings-categories")
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    labelled_text(ui, T::AwCutOff.tr(lang), &mut self.cut_off, 100.0)
                        .on_hover_text(T::AwCutOffHelp.tr(lang));
                });
                unrated(ui, &mut settings.unrated_in_bands, lang);
                list(ui, &mut settings.categories, lang);
                self.form(ui, lang);
                if ui.button(T::AwAddCategory.tr(lang)).clicked() {
                    self.add(&mut settings.categories, lang);
                }
                if let Some(error) = self.error {
                    ui.colored_label(ui.visuals().error_fg_color, error.tr(lang));
                }
            });
    }

    /// The kind of the new category and what it needs.
    fn form(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.horizontal(|ui| {
            let label = ui.label(T::AwKind.tr(lang));
            let selected = KINDS
                .iter()
                .find(|(k, _)| *k == self.kind)
                .map_or("", |(_, t)| t.tr(lang));
            egui::ComboBox::from_id_salt("settings-category-kind")
                .selected_text(selected)
                .show_ui(ui, |ui| {
                    for (kind, text) in KINDS {
                        ui.selectable_value(&mut self.kind, kind, text.tr(lang));
                    }
                })
                .response
                .labelled_by(label.id);
            match self.kind {
                Kind::Age => {
                    egui::ComboBox::from_id_salt("settings-category-age")
                        .selected_text(age_name(lang, self.age))
                        .show_ui(ui, |ui| {
                            for group in AgeGroup::STANDARD {
                                ui.selectable_value(&mut self.age, group, age_name(lang, group));
                            }
                        })
                        .response
                        .accessible_name(T::AwKindAge.tr(lang));
                }
                Kind::Band => {
                    ui.radio_value(&mut self.list, RatingList::Fide, T::AwListFide.tr(lang));
                    let national = T::AwListNational.tr(lang);
                    ui.radio_value(&mut self.list, RatingList::National, national);
                    labelled_text(ui, T::AwBandFrom.tr(lang), &mut self.from, 50.0);
                    labelled_text(ui, T::AwBandTo.tr(lang), &mut self.to, 50.0);
                }
                Kind::Club | Kind::Federation | Kind::Tag => {
                    labelled_text(ui, T::AwValue.tr(lang), &mut self.value, 160.0);
                }
                Kind::Women | Kind::Unrated => {}
            }
        });
        ui.horizontal(|ui| {
            labelled_text(ui, T::AwCategoryName.tr(lang), &mut self.name, 200.0);
        });
    }

    /// The rule typed, or the error to show.
    fn rule(&self) -> Result<CategoryRule, T> {
        let value = self.value.trim().to_string();
        let needs_value = |rule: fn(String) -> CategoryRule| {
            if value.is_empty() {
                Err(T::AwErrValue)
            } else {
                Ok(rule(value.clone()))
            }
        };
        match self.kind {
            Kind::Age => Ok(CategoryRule::Age(self.age)),
            Kind::Women => Ok(CategoryRule::Women),
            Kind::Unrated => Ok(CategoryRule::Unrated),
            Kind::Club => needs_value(CategoryRule::Club),
            Kind::Federation => needs_value(|v| CategoryRule::Federation(v.to_uppercase())),
            Kind::Tag => needs_value(CategoryRule::Tag),
            Kind::Band => {
                let end = |text: &str| -> Result<Option<u16>, T> {
                    let text = text.trim();
                    if text.is_empty() {
                        Ok(None)
                    } else {
                        text.parse().map(Some).map_err(|_| T::AwErrBand)
                    }
                };
                Ok(CategoryRule::RatingBand {
                    list: self.list,
                    from: end(&self.from)?,
                    to: end(&self.to)?,
                })
            }
        }
    }

    /// Adds the category typed (named after its rule when no name is typed).
    fn add(&mut self, categories: &mut Vec<Category>, lang: Language) {
        let rule = match self.rule() {
            Ok(rule) => rule,
            Err(error) => {
                self.error = Some(error);
                return;
            }
        };
        let name = match self.name.trim() {
            "" => match &rule {
                CategoryRule::Club(v) | CategoryRule::Federation(v) | CategoryRule::Tag(v) => {
                    v.clone()
                }
                other => rule_text(lang, other),
            },
            typed => typed.to_string(),
        };
        let taken = categories
            .iter()
            .any(|c| c.name.trim().eq_ignore_ascii_case(&name));
        if taken {
            self.error = Some(T::AwErrCategoryName);
            return;
        }
        categories.push(Category { name, rule });
        self.error = None;
        self.name.clear();
        self.value.clear();
    }
}

/// Where unrated players go in the rating bands.
fn unrated(ui: &mut egui::Ui, setting: &mut UnratedInBands, lang: Language) {
    ui.horizontal(|ui| {
        ui.label(T::AwUnratedInBands.tr(lang));
        let excluded = matches!(setting, UnratedInBands::Excluded);
        if ui.radio(excluded, T::AwUnratedExcluded.tr(lang)).clicked() {
            *setting = UnratedInBands::Excluded;
        }
        if ui.radio(!excluded, T::AwUnratedAsRating.tr(lang)).clicked() && excluded {
            *setting = UnratedInBands::AsRating(0);
        }
        if let UnratedInBands::AsRating(rating) = setting {
            ui.add(egui::DragValue::new(rating).range(0..=3000))
                .accessible_name(T::AwUnratedAsRating.tr(lang));
        }
    });
}

/// The categories defined, each with its rule and a button that removes it.
fn list(ui: &mut egui::Ui, categories: &mut Vec<Category>, lang: Language) {
    if categories.is_empty() {
        ui.label(T::AwNoCategories.tr(lang));
    }
    let mut remove = None;
    for (i, category) in categories.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.strong(&category.name);
            ui.label(format!("— {}", rule_text(lang, &category.rule)));
            if ui
                .small_button("✖")
                .on_hover_text(T::Remove.tr(lang))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove
        && i < categories.len()
    {
        categories.remove(i);
    }
}

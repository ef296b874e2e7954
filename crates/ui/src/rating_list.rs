//! The rating lists in the window: the national list's column mapping dialog (set once,
//! saved by the session), the "Update ratings from the list" dialog that shows every
//! change (old → new) before it is applied as one step, and the text of a match shown
//! under the player form.

use super::i18n::{Language, T, arg};
use super::widgets::labelled_text;
use crate::session::rating_list::{
    ColumnMapping, ColumnRef, ListKind, ListMatch, NationalLayout, RatingChange,
};

/// One line of a match: name, id, federation, title, standard/rapid/blitz, birth year.
pub fn match_text(found: &ListMatch, lang: Language) -> String {
    let p = &found.player;
    let rating = |r: Option<u16>| r.map_or_else(|| "–".to_string(), |r| r.to_string());
    let mut text = format!("{} ({})", p.name, p.id);
    if !p.federation.is_empty() {
        text.push_str(&format!(" · {}", p.federation));
    }
    if let Some(title) = p.title {
        text.push_str(&format!(" · {}", title.code()));
    }
    match found.kind {
        ListKind::Fide => text.push_str(&format!(
            " · {} / {} / {}",
            rating(p.standard),
            rating(p.rapid),
            rating(p.blitz)
        )),
        ListKind::National => text.push_str(&format!(
            " · {} {}",
            T::ColumnRating.tr(lang),
            rating(p.standard)
        )),
    }
    if let Some(year) = p.birth_year {
        text.push_str(&format!(" · {year}"));
    }
    text
}

/// What the mapping dialog asks for.
pub enum MappingOutcome {
    Open,
    Cancel,
    /// Save the mapping and choose the file to import.
    Save(ColumnMapping),
}

/// The national list's columns as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MappingDialog {
    fixed_width: bool,
    separator: String,
    header_lines: String,
    /// id, name, first name, federation, rating, birth year, FIDE id, title, sex.
    columns: [String; 9],
    error: Option<String>,
}

/// The labels of the mapping's columns, in the order of `MappingDialog::columns`.
const COLUMN_LABELS: [T; 9] = [
    T::ColumnId,
    T::ColumnName,
    T::ColumnFirstName,
    T::Federation,
    T::ColumnRating,
    T::ColumnBirthYear,
    T::FideId,
    T::Title,
    T::Sex,
];

impl MappingDialog {
    /// The dialog showing `mapping` (the saved one, or the default).
    pub fn new(mapping: &ColumnMapping) -> MappingDialog {
        let text = |c: Option<ColumnRef>| c.map(|c| c.to_string()).unwrap_or_default();
        let (fixed_width, separator) = match mapping.layout {
            NationalLayout::Delimited { separator } => (false, separator.to_string()),
            NationalLayout::FixedWidth => (true, ";".to_string()),
        };
        MappingDialog {
            fixed_width,
            separator,
            header_lines: mapping.header_lines.to_string(),
            columns: [
                text(mapping.id),
                text(mapping.name),
                text(mapping.first_name),
                text(mapping.federation),
                text(mapping.rating),
                text(mapping.birth_year),
                text(mapping.fide_id),
                text(mapping.title),
                text(mapping.sex),
            ],
            error: None,
        }
    }

    /// Shows an error under the fields (the session refused the mapping).
    pub fn set_error(&mut self, error: String) {
        self.error = Some(error);
    }

    /// The mapping typed, or the first field that is not a column.
    fn mapping(&self, lang: Language) -> Result<ColumnMapping, String> {
        let mut refs = [None; 9];
        for ((slot, text), label) in refs.iter_mut().zip(&self.columns).zip(COLUMN_LABELS) {
            if text.trim().is_empty() {
                continue;
            }
            *slot =
                Some(ColumnRef::parse(text).ok_or_else(|| {
                    T::MappingBadColumn.with(lang, [("field", arg(label.tr(lang)))])
                })?);
        }
        let layout = if self.fixed_width {
            NationalLayout::FixedWidth
        } else {
            let separator = match self.separator.as_str() {
                "\\t" | "tab" | "TAB" => '\t',
                text => text.chars().next().unwrap_or(';'),
            };
            NationalLayout::Delimited { separator }
        };
        let [
            id,
            name,
            first_name,
            federation,
            rating,
            birth_year,
            fide_id,
            title,
            sex,
        ] = refs;
        Ok(ColumnMapping {
            layout,
            header_lines: self.header_lines.trim().parse().unwrap_or(0),
            id,
            name,
            first_name,
            federation,
            rating,
            birth_year,
            fide_id,
            title,
            sex,
        })
    }

    pub fn show(&mut self, ctx: &egui::Context, lang: Language) -> MappingOutcome {
        let mut outcome = MappingOutcome::Open;
        egui::Window::new(T::MappingTitle.tr(lang))
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                ui.set_max_width(460.0);
                ui.label(T::MappingIntro.tr(lang));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.fixed_width, false, T::LayoutCsv.tr(lang));
                    ui.radio_value(&mut self.fixed_width, true, T::LayoutFixed.tr(lang));
                });
                egui::Grid::new("national-mapping")
                    .num_columns(2)
                    .show(ui, |ui| {
                        if !self.fixed_width {
                            labelled_text(ui, T::Separator.tr(lang), &mut self.separator, 40.0);
                            ui.end_row();
                        }
                        labelled_text(ui, T::HeaderLines.tr(lang), &mut self.header_lines, 40.0);
                        ui.end_row();
                        for (text, label) in self.columns.iter_mut().zip(COLUMN_LABELS) {
                            labelled_text(ui, label.tr(lang), text, 80.0);
                            ui.end_row();
                        }
                    });
                if let Some(error) = &self.error {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                }
                ui.horizontal(|ui| {
                    if ui.button(T::MappingSaveAndChoose.tr(lang)).clicked() {
                        match self.mapping(lang) {
                            Ok(mapping) => outcome = MappingOutcome::Save(mapping),
                            Err(error) => self.error = Some(error),
                        }
                    }
                    if ui.button(T::Cancel.tr(lang)).clicked() {
                        outcome = MappingOutcome::Cancel;
                    }
                });
            });
        outcome
    }
}

/// The arbiter's answer to the rating update.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateChoice {
    Apply,
    Cancel,
}

/// Shows the rating changes, old → new; returns the answer once given.
pub fn show_update(
    ctx: &egui::Context,
    lang: Language,
    changes: &[RatingChange],
) -> Option<UpdateChoice> {
    let mut choice = None;
    let rating =
        |r: Option<u16>| r.map_or_else(|| T::Unrated.tr(lang).to_string(), |r| r.to_string());
    egui::Window::new(T::RatingUpdateTitle.tr(lang))
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(T::RatingUpdateIntro.with(lang, [("n", arg(changes.len()))]));
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    egui::Grid::new("rating-changes")
                        .num_columns(3)
                        .striped(true)
                        .show(ui, |ui| {
                            for change in changes {
                                ui.label(&change.name);
                                ui.label(change.fide_id.to_string());
                                ui.label(format!(
                                    "{} → {}",
                                    rating(change.old),
                                    rating(change.new)
                                ));
                                ui.end_row();
                            }
                        });
                });
            ui.horizontal(|ui| {
                if ui.button(T::Apply.tr(lang)).clicked() {
                    choice = Some(UpdateChoice::Apply);
                }
                if ui.button(T::Cancel.tr(lang)).clicked() {
                    choice = Some(UpdateChoice::Cancel);
                }
            });
        });
    choice
}

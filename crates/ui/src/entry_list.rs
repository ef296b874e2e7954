//! Players → *Paste entry list…* / *Import entry list…*: a whole list of players at once.
//! The list is read by the session ([`crate::session::entry_list`]); the dialog shows
//! which column holds what (recognised from the header, or assumed, and changeable), and
//! a preview of every row: the player to add, or its errors by line, the rows that repeat
//! a player, what the rating lists filled in. Nothing is added until *Add N players*,
//! which is one undo step. The preview table draws only its visible rows.

use super::i18n::{Language, T, arg};
use crate::domain::Tournament;
use crate::session::Command;
use crate::session::Localize;
use crate::session::entry_list::{
    self, Birth, EntryColumns, EntryField, EntryPreview, Grid, PreviewRow, ReadOptions, Recognition,
};
use crate::session::rating_list::RatingLists;
use egui_extras::{Column, TableBuilder};
use std::path::PathBuf;

/// Where the list comes from.
#[derive(Debug)]
enum Source {
    /// Typed or pasted into the dialog.
    Pasted(String),
    /// A CSV/TSV or workbook file, with its sheets (empty for a text file).
    File {
        path: PathBuf,
        sheets: Vec<String>,
        sheet: Option<String>,
    },
}

/// What the dialog answered this frame.
pub enum EntryOutcome {
    Open,
    Cancel,
    /// Add the players: the command and how many it adds.
    Add {
        command: Command,
        players: usize,
    },
}

/// The open dialog.
#[derive(Debug)]
pub struct EntryListDialog {
    source: Source,
    grid: Option<Grid>,
    recognition: Option<Recognition>,
    columns: EntryColumns,
    preview: Option<EntryPreview>,
    /// Why the list cannot be read, worded.
    error: Option<String>,
    /// The columns changed: the preview is made again at the next frame.
    stale: bool,
    /// The pasted text is shown to be changed (after it was read once).
    editing_text: bool,
}

impl EntryListDialog {
    /// An empty dialog to paste a list into.
    pub fn pasted() -> EntryListDialog {
        EntryListDialog {
            source: Source::Pasted(String::new()),
            grid: None,
            recognition: None,
            columns: EntryColumns::default(),
            preview: None,
            error: None,
            stale: false,
            editing_text: false,
        }
    }

    /// The dialog on the list in `path` (its first sheet for a workbook).
    pub fn from_file(path: PathBuf, lang: Language) -> EntryListDialog {
        let (sheets, error) = match entry_list::sheet_names(&path) {
            Ok(sheets) => (sheets, None),
            Err(error) => (Vec::new(), Some(error.localize(lang))),
        };
        let mut dialog = EntryListDialog {
            source: Source::File {
                path,
                sheet: sheets.first().cloned(),
                sheets,
            },
            error,
            ..EntryListDialog::pasted()
        };
        if dialog.error.is_none() {
            dialog.read(lang);
        }
        dialog
    }

    /// Reads the source again and proposes its columns.
    fn read(&mut self, lang: Language) {
        let read = match &self.source {
            Source::Pasted(text) if text.trim().is_empty() => {
                self.grid = None;
                self.preview = None;
                self.error = None;
                return;
            }
            Source::Pasted(text) => entry_list::read_pasted(text, None),
            Source::File { path, sheet, .. } => {
                let options = ReadOptions {
                    sheet: sheet.clone(),
                    ..ReadOptions::default()
                };
                entry_list::read_file(path, &options)
            }
        };
        match read {
            Ok(grid) => {
                let recognised = entry_list::recognise(&grid);
                self.columns = recognised.columns;
                self.recognition = Some(recognised.recognition);
                self.grid = Some(grid);
                self.error = None;
                self.stale = true;
            }
            Err(error) => {
                self.grid = None;
                self.preview = None;
                self.error = Some(error.localize(lang));
            }
        }
    }

    /// The preview for the current columns, made again when they changed.
    fn refresh(&mut self, t: &Tournament, lists: &RatingLists) {
        if !self.stale {
            return;
        }
        self.stale = false;
        self.preview = self.grid.as_ref().map(|grid| {
            let lists = lists.any().then_some(lists);
            entry_list::preview(grid, &self.columns, t, lists)
        });
    }

    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Language,
        t: &Tournament,
        lists: &RatingLists,
    ) -> EntryOutcome {
        self.refresh(t, lists);
        let mut outcome = EntryOutcome::Open;
        let screen = ctx.content_rect();
        let modal = egui::Modal::new(egui::Id::unique("torneo-entry-list")).show(ctx, |ui| {
            ui.set_width((screen.width() - 60.0).clamp(480.0, 1100.0));
            ui.heading(T::EntryListTitle.tr(lang));
            self.source_ui(ui, lang);
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            if self.grid.is_some() {
                self.columns_ui(ui, lang);
            }
            let table_height = (screen.height() - 500.0).max(120.0);
            let counts = self
                .preview
                .as_ref()
                .map(EntryPreview::counts)
                .unwrap_or_default();
            if let Some(preview) = &mut self.preview {
                ui.label(counts.localize(lang));
                if let Some(error) = &preview.list_error {
                    ui.colored_label(ui.visuals().warn_fg_color, error.localize(lang));
                }
                problems(ui, lang, preview);
                preview_table(ui, lang, preview, table_height);
            }
            outcome = self.buttons(ui, lang, counts.included);
        });
        if matches!(outcome, EntryOutcome::Open) && modal.should_close() {
            outcome = EntryOutcome::Cancel;
        }
        outcome
    }

    /// The text area to paste into, or the file and its sheet.
    fn source_ui(&mut self, ui: &mut egui::Ui, lang: Language) {
        let mut changed = false;
        let rows_read = self.grid.as_ref().map_or(0, |grid| grid.rows.len());
        match &mut self.source {
            // Once read, a long pasted list is not laid out again every frame: it is
            // summed up, and shown again on request.
            Source::Pasted(_) if self.grid.is_some() && !self.editing_text => {
                ui.horizontal(|ui| {
                    ui.label(T::EntryListPastedLines.with(lang, [("n", arg(rows_read))]));
                    if ui.button(T::EntryListEditText.tr(lang)).clicked() {
                        self.editing_text = true;
                    }
                });
            }
            Source::Pasted(text) => {
                let label = ui.label(T::EntryListPasteHere.tr(lang));
                let field = egui::ScrollArea::vertical()
                    .id_salt("entry-list-text")
                    .max_height(110.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(text)
                                .desired_rows(5)
                                .desired_width(f32::INFINITY)
                                .code_editor(),
                        )
                        .labelled_by(label.id)
                    })
                    .inner;
                changed = field.changed();
            }
            Source::File {
                path,
                sheets,
                sheet,
            } => {
                ui.label(path.display().to_string());
                if sheets.len() > 1 {
                    ui.horizontal(|ui| {
                        let label = ui.label(T::EntryListSheet.tr(lang));
                        egui::ComboBox::from_id_salt("entry-list-sheet")
                            .selected_text(sheet.clone().unwrap_or_default())
                            .show_ui(ui, |ui| {
                                for name in sheets.iter() {
                                    let chosen = Some(name.clone());
                                    changed |=
                                        ui.selectable_value(sheet, chosen, name.as_str()).changed();
                                }
                            })
                            .response
                            .labelled_by(label.id);
                    });
                }
            }
        }
        if changed {
            self.read(lang);
        }
        if let Some(grid) = &self.grid {
            for warning in &grid.warnings {
                ui.colored_label(ui.visuals().warn_fg_color, warning.localize(lang));
            }
        }
        if let Some(recognition) = &self.recognition {
            ui.add(egui::Label::new(recognition.localize(lang)).wrap());
        }
    }

    /// One choice per field: which column holds it; and whether the first row is the
    /// column titles.
    fn columns_ui(&mut self, ui: &mut egui::Ui, lang: Language) {
        let Some(grid) = &self.grid else {
            return;
        };
        let titles = column_titles(grid, &self.columns, lang);
        let mut changed = ui
            .checkbox(&mut self.columns.header, T::EntryListHeaderRow.tr(lang))
            .changed();
        egui::Grid::new("entry-list-columns")
            .num_columns(10)
            .spacing([6.0, 4.0])
            .show(ui, |ui| {
                for (i, field) in EntryField::ALL.into_iter().enumerate() {
                    let mut column = self.columns.get(field);
                    let label = ui.label(capitalised(&field.localize(lang)));
                    let shown = column
                        .and_then(|c| titles.get(c).cloned())
                        .unwrap_or_else(|| "—".to_string());
                    egui::ComboBox::from_id_salt(("entry-list-column", i))
                        .width(130.0)
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut column, None, "—");
                            for (c, title) in titles.iter().enumerate() {
                                ui.selectable_value(&mut column, Some(c), title.as_str());
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    if column != self.columns.get(field) {
                        self.columns.set(field, column);
                        changed = true;
                    }
                    if i % 5 == 4 {
                        ui.end_row();
                    }
                }
            });
        if changed {
            self.stale = true;
        }
    }

    fn buttons(&mut self, ui: &mut egui::Ui, lang: Language, included: usize) -> EntryOutcome {
        let mut outcome = EntryOutcome::Open;
        ui.horizontal(|ui| {
            let add = T::EntryListAdd.with(lang, [("n", arg(included))]);
            // The command (a copy of every player) is made only when asked for.
            if ui
                .add_enabled(included > 0, egui::Button::new(add))
                .clicked()
                && let Some(command) = self.preview.as_ref().and_then(EntryPreview::command)
            {
                outcome = EntryOutcome::Add {
                    command,
                    players: included,
                };
            }
            if ui.button(T::Cancel.tr(lang)).clicked() {
                outcome = EntryOutcome::Cancel;
            }
        });
        outcome
    }
}

/// "Column 2: Cognome" for each column of the grid (the header row's titles when the
/// first row is the header).
fn column_titles(grid: &Grid, columns: &EntryColumns, lang: Language) -> Vec<String> {
    let header = grid.first_filled().filter(|_| columns.header);
    (0..grid.width())
        .map(|c| {
            let number = T::EntryListColumn.with(lang, [("n", arg(c + 1))]);
            match header
                .map(|row| row.cell(c).trim())
                .filter(|t| !t.is_empty())
            {
                Some(title) => format!("{number}: {title}"),
                None => number,
            }
        })
        .collect()
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The rows with an error or that repeat a player, first and all together, so that
/// none is missed at the bottom of a long list.
fn problems(ui: &mut egui::Ui, lang: Language, preview: &EntryPreview) {
    let rows: Vec<&PreviewRow> = preview
        .rows
        .iter()
        .filter(|row| row.draft.is_err() || row.duplicate.is_some())
        .collect();
    if rows.is_empty() {
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("entry-list-problems")
        .max_height(90.0)
        .show(ui, |ui| {
            for row in rows {
                match (&row.draft, &row.duplicate) {
                    (Err(error), _) => {
                        ui.colored_label(ui.visuals().error_fg_color, error.localize(lang));
                    }
                    (Ok(_), Some(duplicate)) => {
                        ui.colored_label(ui.visuals().warn_fg_color, duplicate.localize(lang));
                    }
                    (Ok(_), None) => {}
                }
            }
        });
}

/// Every row: where it is, whether it is added, the player, and what is said of it.
fn preview_table(ui: &mut egui::Ui, lang: Language, preview: &mut EntryPreview, height: f32) {
    let headers = [
        T::EntryListRow,
        T::EntryListInclude,
        T::Name,
        T::Rating,
        T::FideId,
        T::FederationShort,
        T::Club,
        T::BirthDate,
        T::EntryListNotes,
    ];
    let mut toggled = None;
    TableBuilder::new(ui)
        .id_salt("entry-list-preview")
        .striped(true)
        .max_scroll_height(height)
        .min_scrolled_height(height.min(120.0))
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(70.0))
        .column(Column::exact(50.0))
        .column(Column::initial(200.0).at_least(120.0).clip(true))
        .column(Column::exact(50.0))
        .column(Column::exact(80.0))
        .column(Column::exact(40.0))
        .column(Column::initial(130.0).clip(true))
        .column(Column::exact(90.0))
        .column(Column::remainder().at_least(160.0).clip(true))
        .header(20.0, |mut header| {
            for text in headers {
                header.col(|ui| {
                    ui.strong(text.tr(lang));
                });
            }
        })
        .body(|body| {
            body.rows(20.0, preview.rows.len(), |mut table_row| {
                let index = table_row.index();
                let Some(row) = preview.rows.get(index) else {
                    return;
                };
                if let Some(included) = preview_row(&mut table_row, lang, row) {
                    toggled = Some((index, included));
                }
            });
        });
    if let Some((index, included)) = toggled {
        preview.set_included(index, included);
    }
}

/// Draws one preview row; the new "include" state when it was clicked.
fn preview_row(
    table_row: &mut egui_extras::TableRow<'_, '_>,
    lang: Language,
    row: &PreviewRow,
) -> Option<bool> {
    let mut toggled = None;
    table_row.col(|ui| {
        ui.label(row.position().localize(lang));
    });
    table_row.col(|ui| {
        let mut included = row.included;
        let enabled = row.draft.is_ok();
        let position = row.position().localize(lang);
        let response = ui
            .add_enabled(enabled, egui::Checkbox::without_text(&mut included))
            .accessible_name(T::EntryListIncludeRow.with(lang, [("row", arg(position))]));
        if response.changed() {
            toggled = Some(included);
        }
    });
    match &row.draft {
        Ok(draft) => {
            let p = &draft.player;
            let texts = [
                p.name.clone(),
                p.rating.map(|r| r.to_string()).unwrap_or_default(),
                p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                p.federation.clone(),
                p.club.clone(),
                birth_text(draft.birth, lang),
            ];
            for text in texts {
                table_row.col(|ui| {
                    ui.add(egui::Label::new(text).truncate());
                });
            }
            let mut notes: Vec<String> = row.notes.iter().map(|n| n.localize(lang)).collect();
            if let Some(duplicate) = &row.duplicate {
                notes.insert(0, duplicate.localize(lang));
            }
            let joined = notes.join("; ");
            table_row.col(|ui| {
                let colour = if row.duplicate.is_some() {
                    ui.visuals().warn_fg_color
                } else {
                    ui.visuals().text_color()
                };
                ui.add(egui::Label::new(egui::RichText::new(joined).color(colour)).truncate());
            });
        }
        Err(error) => {
            for _ in 0..6 {
                table_row.col(|_| {});
            }
            let text = error.localize(lang);
            table_row.col(|ui| {
                let colour = ui.visuals().error_fg_color;
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).truncate());
            });
        }
    }
    toggled
}

/// A birth as the list gave it: the date in the language's format, or the bare year.
fn birth_text(birth: Option<Birth>, lang: Language) -> String {
    match birth {
        Some(Birth::Year(year)) => year.to_string(),
        Some(birth) => birth
            .date()
            .map(|d| torneo_i18n::numbers::date(lang, d))
            .unwrap_or_default(),
        None => String::new(),
    }
}

//! The Print dialog's preview: the same document model the PDF is made from, drawn with
//! egui (headings, paragraphs, fields, tables drawing only their visible rows, result
//! slips), so the arbiter sees what will be printed without opening the PDF.

use super::i18n::{Language, T, arg};
use crate::session::{Align, Block, PrintedDocument, ResultSlip, RowStyle, Table};
use egui::RichText;
use egui_extras::{Column, TableBuilder};

/// How many result slips the preview draws (the PDF has them all).
const SLIPS_SHOWN: usize = 40;
const ROW_HEIGHT: f32 = 18.0;

/// The width, in points, at which the preview is drawn at full size; narrower, its
/// text shrinks so that a whole page's width shows (issue 33 item 5: the Black half of
/// a pairing was cut off at the dialog's default width).
const FULL_SIZE_WIDTH: f32 = 760.0;
const SMALLEST_ZOOM: f32 = 0.6;

/// The widest text of each column of each table block (other blocks: none), counted
/// once per printed document ([`super::print_dialog`] keeps it), not every frame.
pub fn widest_texts(document: &PrintedDocument) -> Vec<Vec<usize>> {
    document
        .blocks
        .iter()
        .map(|block| match block {
            Block::Table(table) => (0..table.columns.len())
                .map(|column| widest_in(table, column))
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

fn widest_in(table: &Table, column: usize) -> usize {
    table
        .rows
        .iter()
        .filter_map(|row| row.cells.get(column))
        .chain(table.columns.get(column).map(|c| &c.title))
        .map(|text| text.chars().count())
        .max()
        .unwrap_or(0)
}

/// Draws `document`; `widest` is its [`widest_texts`].
pub fn show(ui: &mut egui::Ui, lang: Language, document: &PrintedDocument, widest: &[Vec<usize>]) {
    let zoom = (ui.available_width() / FULL_SIZE_WIDTH).clamp(SMALLEST_ZOOM, 1.0);
    for font in ui.style_mut().text_styles.values_mut() {
        font.size *= zoom;
    }
    egui::ScrollArea::vertical()
        .id_salt("print-preview")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.label(
                RichText::new(&document.header.tournament)
                    .strong()
                    .size(18.0),
            );
            for line in document
                .header
                .lines
                .iter()
                .filter(|l| !l.trim().is_empty())
            {
                ui.label(line);
            }
            ui.separator();
            ui.label(RichText::new(&document.title).strong().size(16.0));
            for (index, block) in document.blocks.iter().enumerate() {
                let widths = widest.get(index).map_or(&[][..], Vec::as_slice);
                draw_block(ui, lang, index, block, (widths, zoom));
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.small(&document.footer.left);
                ui.small(&document.footer.right);
            });
        });
}

/// `widths`: the block's widest texts, and the zoom.
fn draw_block(
    ui: &mut egui::Ui,
    lang: Language,
    index: usize,
    block: &Block,
    widths: (&[usize], f32),
) {
    match block {
        Block::Heading(text) => {
            ui.add_space(6.0);
            ui.label(RichText::new(text).strong().size(15.0));
        }
        Block::Paragraph(text) => {
            ui.label(text);
        }
        Block::Fields(fields) => {
            egui::Grid::new(("print-fields", index)).show(ui, |ui| {
                for field in fields {
                    ui.strong(&field.label);
                    ui.label(&field.value);
                    ui.end_row();
                }
            });
        }
        Block::Table(table) => draw_table(ui, index, table, widths),
        Block::Slips(slips) => {
            for slip in slips.iter().take(SLIPS_SHOWN) {
                draw_slip(ui, slip);
            }
            if slips.len() > SLIPS_SHOWN {
                let more = slips.len() - SLIPS_SHOWN;
                ui.label(T::PrintMoreSlips.with(lang, [("n", arg(more))]));
            }
        }
        Block::PageBreak(_) => {
            ui.separator();
        }
        Block::QrCode(qr) => super::print_qr::preview(ui, qr),
    }
}

/// A column's width from its widest text (`chars`, the titles and the rows), in points
/// at `zoom`: the preview's columns are as wide as the printed ones need, so that the
/// names take the rest and the whole table shows (auto-sized columns with right-aligned
/// text would take all the width there is).
fn column_width(chars: usize, zoom: f32) -> f32 {
    (chars as f32 * CHARACTER_WIDTH * zoom + 10.0).clamp(20.0, 240.0)
}

/// An average character's width at full size, in points.
const CHARACTER_WIDTH: f32 = 7.0;

fn draw_table(ui: &mut egui::Ui, index: usize, table: &Table, (widest, zoom): (&[usize], f32)) {
    let mut builder = TableBuilder::new(ui)
        .id_salt(("print-table", index))
        .striped(true)
        .resizable(false)
        .vscroll(true)
        .max_scroll_height(420.0)
        .min_scrolled_height(0.0);
    for (i, column) in table.columns.iter().enumerate() {
        // Names take what is left and are cut with "…" (the PDF has them whole).
        builder = builder.column(if column.stretch {
            Column::remainder().at_least(80.0).clip(true)
        } else {
            let chars = widest.get(i).copied().unwrap_or(0);
            Column::exact(column_width(chars, zoom)).clip(true)
        });
    }
    builder
        .header(ROW_HEIGHT + 2.0, |mut header| {
            for column in &table.columns {
                header.col(|ui| {
                    ui.strong(&column.title);
                });
            }
        })
        .body(|body| {
            body.rows(ROW_HEIGHT, table.rows.len(), |mut row| {
                let Some(data) = table.rows.get(row.index()) else {
                    return;
                };
                for (column, spec) in table.columns.iter().enumerate() {
                    let text = data.cells.get(column).map_or("", String::as_str);
                    let text = match data.style {
                        RowStyle::Normal => RichText::new(text),
                        RowStyle::Strong => RichText::new(text).strong(),
                        RowStyle::Muted => RichText::new(text).weak(),
                    };
                    row.col(|ui| {
                        let layout = match spec.align {
                            Align::Left => egui::Layout::left_to_right(egui::Align::Center),
                            Align::Centre => {
                                egui::Layout::centered_and_justified(egui::Direction::LeftToRight)
                            }
                            Align::Right => egui::Layout::right_to_left(egui::Align::Center),
                        };
                        ui.with_layout(layout, |ui| {
                            ui.label(text);
                        });
                    });
                }
            });
        });
    ui.add_space(6.0);
}

fn draw_slip(ui: &mut egui::Ui, slip: &ResultSlip) {
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.strong(&slip.heading);
        for text in &slip.lines {
            ui.label(text);
        }
        for game in &slip.games {
            ui.horizontal(|ui| {
                if !game.label.is_empty() {
                    ui.label(&game.label);
                }
                for choice in &game.choices {
                    ui.label(format!("☐ {choice}"));
                }
            });
        }
        if let Some(total) = &slip.total {
            ui.label(total);
        }
        ui.horizontal(|ui| {
            for signature in &slip.signatures {
                ui.small(format!("{signature}: ____________"));
            }
        });
    });
}

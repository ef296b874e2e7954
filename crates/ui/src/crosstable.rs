//! The Crosstable panel. Round robin: the FIDE grid, one row and one column per pairing
//! number, each cell the player's results against that opponent (cycles in order).
//! Swiss: one column per round with the opponent's number, colour and result. The cells
//! come from the session (once per revision); the table draws only the rows on screen.

use super::action::Action;
use super::i18n::{Language, T};
use super::panel::{Panel, PanelContext};
use crate::domain::Colour;
use crate::session::CrosstableCell;
use egui_extras::{Column, TableBuilder};

/// The crosstable has no view state of its own yet.
#[derive(Debug, Default)]
pub struct CrosstablePanel;

impl Panel for CrosstablePanel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, _actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        let derived = ctx.derived;
        let order = derived.by_pairing_number();
        let round_robin = t.settings.system.is_round_robin();
        let rows = derived.crosstable();
        let columns = if round_robin {
            order.len()
        } else {
            t.rounds.len()
        };
        egui::ScrollArea::horizontal().show(ui, |ui| {
            TableBuilder::new(ui)
                .id_salt("crosstable")
                .striped(true)
                .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
                .column(Column::exact(40.0))
                .column(Column::initial(200.0).at_least(100.0).clip(true))
                .columns(
                    Column::exact(if round_robin { 32.0 } else { 48.0 }),
                    columns,
                )
                .column(Column::exact(48.0))
                .header(22.0, |mut header| {
                    header.col(|ui| {
                        ui.strong(T::NumberShort.tr(lang));
                    });
                    header.col(|ui| {
                        ui.strong(T::Name.tr(lang));
                    });
                    for i in 1..=columns {
                        header.col(|ui| {
                            ui.strong(i.to_string());
                        });
                    }
                    header.col(|ui| {
                        ui.strong(T::PointsShort.tr(lang));
                    });
                })
                .body(|body| {
                    body.rows(22.0, rows.len(), |mut row| {
                        let Some(line) = rows.get(row.index()) else {
                            return;
                        };
                        let Some(p) = derived.player(line.player) else {
                            return;
                        };
                        row.col(|ui| {
                            ui.label(p.pairing_number.to_string());
                        });
                        row.col(|ui| {
                            ui.add(egui::Label::new(&p.name).truncate());
                        });
                        if round_robin {
                            for q in order.iter().filter_map(|&i| t.players.get(i)) {
                                row.col(|ui| {
                                    ui.label(derived.grid_cell(p.id, q.id));
                                });
                            }
                        } else {
                            for cell in &line.cells {
                                row.col(|ui| {
                                    ui.label(cell_text(*cell, lang));
                                });
                            }
                        }
                        row.col(|ui| {
                            ui.strong(torneo_i18n::numbers::points(lang, line.points));
                        });
                    });
                });
        });
    }
}

/// A Swiss crosstable cell as the arbiter reads it: opponent's number, colour letter in
/// the arbiter's language, result ("12w1"; "12b1" in Italian).
fn cell_text(cell: CrosstableCell, lang: Language) -> String {
    match cell {
        CrosstableCell::Game {
            opponent,
            colour,
            mark,
        } => {
            let letter = match colour {
                Colour::White => T::WhiteLetter,
                Colour::Black => T::BlackLetter,
            };
            format!("{opponent}{}{mark}", letter.tr(lang))
        }
        CrosstableCell::Bye(code) => code.to_string(),
        CrosstableCell::NotPaired => "–".to_string(),
    }
}

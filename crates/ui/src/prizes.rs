//! The Prizes panel (issue 37): the prize list as it stands after the last round with
//! results: who receives each prize, his place in the prize's list, his points and what
//! he receives (a Hort share with its split), then the notes (a prize shared, a prize
//! not given, a category nobody is in). The arbiter reads it in the table's order or in
//! the ceremony's; Copy puts the same list on the clipboard and Print opens the Print
//! dialog on it, both in the order shown.
//!
//! The list is the printed *Prize list* (`session::Derived::prize_list`, computed once
//! per revision), so the screen, the paper and the clipboard cannot disagree.

use super::action::{Action, DocumentView};
use super::i18n::{Language, T};
use super::panel::{Panel, PanelContext};
use crate::domain::ReadingOrder;
use crate::session::{Block, DocumentKind, Table};

#[derive(Debug, Default)]
pub struct PrizesPanel {
    /// The order chosen here; `None`: the settings' order.
    order: Option<ReadingOrder>,
}

impl Panel for PrizesPanel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let settings_order = ctx.session.tournament().settings.prizes.reading_order;
        let order = self.order.unwrap_or(settings_order);
        let view = DocumentView {
            category: None,
            reading_order: Some(order),
        };
        ui.horizontal(|ui| {
            order_choice(ui, lang, order, &mut self.order);
            if ui
                .button(T::Copy.tr(lang))
                .on_hover_text(T::CopyHelp.tr(lang))
                .clicked()
            {
                actions.push(Action::Copy {
                    document: DocumentKind::Prizes,
                    round: None,
                    view: view.clone(),
                });
            }
            if ui.button(T::PrintEllipsis.tr(lang)).clicked() {
                actions.push(Action::OpenPrint {
                    document: DocumentKind::Prizes,
                    round: None,
                    view: view.clone(),
                });
            }
        });
        let Some(list) = ctx.derived.prize_list(order, lang) else {
            return;
        };
        ui.heading(&list.title);
        egui::ScrollArea::vertical()
            .id_salt("prizes-list")
            .show(ui, |ui| {
                for block in &list.blocks {
                    match block {
                        Block::Table(table) => draw_table(ui, table),
                        Block::Heading(text) => {
                            ui.add_space(6.0);
                            ui.strong(text);
                        }
                        Block::Paragraph(text) => {
                            ui.label(text);
                        }
                        _ => {}
                    }
                }
            });
    }
}

/// The order combo: the table's, or the ceremony's.
fn order_choice(
    ui: &mut egui::Ui,
    lang: Language,
    shown: ReadingOrder,
    chosen: &mut Option<ReadingOrder>,
) {
    let name = |order: ReadingOrder| match order {
        ReadingOrder::Table => T::AwReadingTable.tr(lang),
        ReadingOrder::Ceremony => T::AwReadingCeremony.tr(lang),
    };
    let label = ui.label(T::AwReading.tr(lang));
    egui::ComboBox::from_id_salt("prizes-order")
        .selected_text(name(shown))
        .width(320.0)
        .show_ui(ui, |ui| {
            for order in [ReadingOrder::Table, ReadingOrder::Ceremony] {
                if ui.selectable_label(order == shown, name(order)).clicked() {
                    *chosen = Some(order);
                }
            }
        })
        .response
        .labelled_by(label.id);
}

/// The prize list's table: its column titles, then one row per prize given.
fn draw_table(ui: &mut egui::Ui, table: &Table) {
    egui::Grid::new("prizes-table")
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for column in &table.columns {
                ui.strong(&column.title);
            }
            ui.end_row();
            for row in &table.rows {
                for cell in &row.cells {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
}

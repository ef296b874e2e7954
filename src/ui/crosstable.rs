//! The Crosstable panel. Round robin: the FIDE grid, one row and one column per pairing
//! number, each cell the player's results against that opponent (cycles in order).
//! Swiss: one column per round with the opponent's number, colour and result.

use super::i18n::{Language, T};
use crate::domain::{GameOutcome, Player, PlayerId, RoundEntry, Tournament, TournamentHistory};
use egui_extras::{Column, TableBuilder};

/// The result of one round as a crosstable shows it: 1 ½ 0 over the board, + − for a
/// forfeit, "" while pending.
fn result_mark(entry: &RoundEntry) -> &'static str {
    match (entry.outcome(), entry.is_played()) {
        (Some(GameOutcome::Win), true) => "1",
        (Some(GameOutcome::Draw), _) => "½",
        (Some(GameOutcome::Loss), true) => "0",
        (Some(GameOutcome::Win), false) => "+",
        (Some(GameOutcome::Loss), false) => "−",
        (None, _) => "",
    }
}

/// One cell of the round-robin grid: `row`'s results against `column`, by round.
pub fn grid_cell(history: &TournamentHistory, row: PlayerId, column: PlayerId) -> String {
    if row == column {
        return "×".to_string();
    }
    let Some(h) = history.get(row) else {
        return String::new();
    };
    h.entries
        .iter()
        .filter(|e| matches!(e, RoundEntry::Game { opponent, .. } if *opponent == column))
        .map(result_mark)
        .collect()
}

/// One cell of the Swiss crosstable: opponent's number, colour, result ("12w1").
fn round_cell(t: &Tournament, entry: Option<&RoundEntry>) -> String {
    match entry {
        Some(
            e @ RoundEntry::Game {
                opponent, colour, ..
            },
        ) => {
            let number = t.player(*opponent).map_or(0, |p| p.pairing_number);
            let c = match colour {
                crate::domain::Colour::White => "w",
                crate::domain::Colour::Black => "b",
            };
            format!("{number}{c}{}", result_mark(e))
        }
        Some(RoundEntry::Bye(kind)) => format!("{}", kind.trf_code()),
        Some(RoundEntry::NotPaired) | None => "–".to_string(),
    }
}

pub fn show(ui: &mut egui::Ui, lang: Language, t: &Tournament) {
    let history = TournamentHistory::of(t);
    let players: Vec<&Player> = t.players_by_pairing_number();
    let round_robin = t.settings.system.is_round_robin();
    let columns = if round_robin {
        players.len()
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
            .body(|mut body| {
                for p in &players {
                    body.row(22.0, |mut row| {
                        row.col(|ui| {
                            ui.label(p.pairing_number.to_string());
                        });
                        row.col(|ui| {
                            ui.add(egui::Label::new(&p.name).truncate());
                        });
                        if round_robin {
                            for q in &players {
                                row.col(|ui| {
                                    ui.label(grid_cell(&history, p.id, q.id));
                                });
                            }
                        } else {
                            let entries = history.get(p.id);
                            for r in 1..=t.rounds_paired() {
                                row.col(|ui| {
                                    ui.label(round_cell(t, entries.and_then(|h| h.entry(r))));
                                });
                            }
                        }
                        row.col(|ui| {
                            ui.strong(t.score(p.id).to_string());
                        });
                    });
                }
            });
    });
}

//! The Standings panel: ranking after any round by points and the tournament's tie-break
//! list (FIDE C.07), computed by [`crate::tiebreak`].

use super::i18n::{Language, T};
use super::widgets::cell_text;
use crate::domain::Tournament;
use crate::tiebreak::{self, Standings};
use egui_extras::{Column, TableBuilder};

#[derive(Debug, Default)]
pub struct StandingsPanel {
    /// Standings after this round; `None` = after the last paired round.
    after: Option<u32>,
    /// The last computation and what it was computed from (recomputed when either changes).
    cache: Option<(Tournament, u32, Standings)>,
}

impl StandingsPanel {
    pub fn show(&mut self, ui: &mut egui::Ui, lang: Language, t: &Tournament) {
        let last = t.rounds_paired();
        let after = self.after.filter(|n| *n <= last).unwrap_or(last);
        ui.horizontal(|ui| {
            let label = ui.label(T::StandingsAfter.tr(lang));
            egui::ComboBox::from_id_salt("standings-after")
                .selected_text(after.to_string())
                .show_ui(ui, |ui| {
                    for n in 0..=last {
                        if ui.selectable_label(n == after, n.to_string()).clicked() {
                            self.after = Some(n);
                        }
                    }
                })
                .response
                .labelled_by(label.id);
            if let Some(round) = t.round(after)
                && !round.is_complete()
            {
                ui.label(T::ResultsMissing.tr(lang));
            }
        });
        let (_, problems) = tiebreak::parse_list(&t.settings.tiebreaks);
        for problem in problems {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{}: {problem}", T::TiebreakIgnored.tr(lang)),
            );
        }
        let fresh = matches!(&self.cache, Some((c, n, _)) if c == t && *n == after);
        if !fresh {
            self.cache = Some((t.clone(), after, tiebreak::standings(t, after)));
        }
        let Some((_, _, standings)) = &self.cache else {
            return;
        };
        table(ui, lang, t, standings);
    }
}

fn table(ui: &mut egui::Ui, lang: Language, t: &Tournament, standings: &Standings) {
    let mut builder = TableBuilder::new(ui)
        .id_salt("standings-table")
        .striped(true)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(44.0))
        .column(Column::exact(40.0))
        .column(Column::initial(220.0).at_least(120.0).clip(true))
        .column(Column::exact(56.0))
        .column(Column::exact(44.0))
        .column(Column::exact(56.0));
    for _ in &standings.tiebreaks {
        builder = builder.column(Column::exact(64.0));
    }
    builder
        .header(22.0, |mut header| {
            for text in [
                T::Rank.tr(lang),
                T::NumberShort.tr(lang),
                T::Name.tr(lang),
                T::Rating.tr(lang),
                T::FederationShort.tr(lang),
                T::PointsShort.tr(lang),
            ] {
                header.col(|ui| {
                    ui.strong(text);
                });
            }
            for spec in &standings.tiebreaks {
                header.col(|ui| {
                    ui.strong(spec.code());
                });
            }
        })
        .body(|mut body| {
            for row in &standings.rows {
                let player = t.player(row.player);
                body.row(22.0, |mut r| {
                    r.col(|ui| {
                        ui.label(row.rank.to_string());
                    });
                    r.col(|ui| {
                        ui.label(
                            player
                                .map(|p| p.pairing_number.to_string())
                                .unwrap_or_default(),
                        );
                    });
                    r.col(|ui| cell_text(ui, player.map(|p| p.name.clone()).unwrap_or_default()));
                    r.col(|ui| {
                        ui.label(
                            player
                                .and_then(|p| p.rating)
                                .map(|v| v.to_string())
                                .unwrap_or_default(),
                        );
                    });
                    r.col(|ui| {
                        ui.label(player.map(|p| p.federation.clone()).unwrap_or_default());
                    });
                    r.col(|ui| {
                        ui.strong(row.points.to_string());
                    });
                    for value in &row.values {
                        r.col(|ui| {
                            ui.label(value.to_string());
                        });
                    }
                });
            }
        });
}

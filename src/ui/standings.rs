//! The Standings panel: ranking after any round by points and the tournament's tie-break
//! list (FIDE C.07), computed by [`crate::tiebreak`]. Shared places print as "3-5"; the
//! column headers name each tie-break in full on hover; a row's "Details" button opens how
//! each of that player's values was made (opponents, cut rounds, dummy opponents).

use super::i18n::{Language, T};
use super::widgets::cell_text;
use crate::domain::{PlayerId, Tournament};
use crate::i18n::Localize;
use crate::tiebreak::{self, Standings};
use egui_extras::{Column, TableBuilder};

#[derive(Debug, Default)]
pub struct StandingsPanel {
    /// Standings after this round; `None` = after the last paired round.
    after: Option<u32>,
    /// The last computation and what it was computed from (recomputed when either changes).
    cache: Option<(Tournament, u32, Standings)>,
    /// The player whose values are explained.
    expanded: Option<PlayerId>,
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
        for refusal in &standings.refused {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{}: {}", T::TbRefused.tr(lang), refusal.localize(lang)),
            );
        }
        if let Some(player) = self.expanded
            && details(ui, lang, t, standings, player)
        {
            self.expanded = None;
        }
        if let Some(clicked) = table(ui, lang, t, standings) {
            self.expanded = if self.expanded == Some(clicked) {
                None
            } else {
                Some(clicked)
            };
        }
    }
}

/// How each of `player`'s values was made. Returns true when the arbiter closes it.
fn details(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    standings: &Standings,
    player: PlayerId,
) -> bool {
    let name = t.player(player).map(|p| p.name.clone()).unwrap_or_default();
    let Some(row) = standings.rows.iter().find(|r| r.player == player) else {
        return true;
    };
    let mut close = false;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.strong(T::TbDetailsOf.tr(lang).replace("{name}", &name));
            close = ui.button(T::TbClose.tr(lang)).clicked();
        });
        egui::ScrollArea::vertical()
            .id_salt("standings-details")
            .max_height(220.0)
            .show(ui, |ui| {
                for (spec, value) in standings.tiebreaks.iter().zip(&row.values) {
                    let e = tiebreak::explain(t, standings.after_round, spec, player);
                    ui.label(format!("{} = {value} — {}", spec.code(), e.summary));
                    for line in &e.lines {
                        let opponent = line
                            .opponent
                            .and_then(|o| t.player(o))
                            .map(|p| format!("{} ", p.name))
                            .unwrap_or_default();
                        let text = format!(
                            "    {} {}: {opponent}{}{}",
                            T::TbRound.tr(lang),
                            line.round,
                            line.text,
                            if line.cut {
                                format!(" ({})", T::TbCut.tr(lang))
                            } else {
                                String::new()
                            }
                        );
                        if line.cut {
                            ui.label(egui::RichText::new(text).strikethrough());
                        } else {
                            ui.label(text);
                        }
                    }
                }
            });
    });
    close
}

/// Draws the table; returns the player whose "Details" button was clicked.
fn table(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    standings: &Standings,
) -> Option<PlayerId> {
    let mut clicked = None;
    let mut builder = TableBuilder::new(ui)
        .id_salt("standings-table")
        .striped(true)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(52.0))
        .column(Column::exact(40.0))
        .column(Column::initial(220.0).at_least(120.0).clip(true))
        .column(Column::exact(56.0))
        .column(Column::exact(44.0))
        .column(Column::exact(56.0));
    for _ in &standings.tiebreaks {
        builder = builder.column(Column::exact(64.0));
    }
    builder = builder.column(Column::exact(70.0));
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
                    ui.strong(spec.code()).on_hover_text(spec.kind.name());
                });
            }
            header.col(|_| {});
        })
        .body(|mut body| {
            for row in &standings.rows {
                let player = t.player(row.player);
                body.row(22.0, |mut r| {
                    r.col(|ui| {
                        ui.label(row.place());
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
                    r.col(|ui| {
                        let name = player.map(|p| p.name.as_str()).unwrap_or_default();
                        if ui
                            .small_button(T::TbDetails.tr(lang))
                            .on_hover_text(name)
                            .clicked()
                        {
                            clicked = Some(row.player);
                        }
                    });
                });
            }
        });
    clicked
}

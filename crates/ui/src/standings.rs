//! The Standings panel: ranking after any round by points and the tournament's tie-break
//! list (FIDE C.07), computed by the session once per revision. Shared places print as
//! "3-5"; the column headers name each tie-break in full on hover; a row's "Details" button
//! opens how each of that player's values was made (opponents, cut rounds, dummy
//! opponents). The table draws only the rows on screen. *Category* shows the standings
//! of one prize category, places counted inside it (issue 37).

use super::action::{Action, DocumentView};
use super::i18n::{Language, T, arg};
use super::panel::{Panel, PanelContext};
use super::widgets::cell_text;
use crate::domain::PlayerId;
use crate::session::Localize;
use crate::session::standings::Standings;
use crate::session::{Derived, RatingReport};
use egui_extras::{Column, TableBuilder};

#[derive(Debug, Default)]
pub struct StandingsPanel {
    /// Standings after this round; `None` = after the last paired round.
    after: Option<u32>,
    /// The player whose values are explained.
    expanded: Option<PlayerId>,
    /// The prize category shown; `None` = all players.
    category: Option<String>,
}

impl Panel for StandingsPanel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        let derived = ctx.derived;
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
            category_choice(ui, lang, &mut self.category, t);
            if let Some(round) = t.round(after)
                && !round.is_complete()
            {
                ui.label(T::ResultsMissing.tr(lang));
            }
            if ui
                .button(T::Copy.tr(lang))
                .on_hover_text(T::CopyHelp.tr(lang))
                .clicked()
            {
                // What is shown: the chosen category's standings (issue 37).
                actions.push(Action::Copy {
                    document: crate::session::DocumentKind::Standings,
                    round: Some(after),
                    view: DocumentView {
                        category: self.category.clone(),
                        reading_order: None,
                    },
                });
            }
        });
        // Issue 39: a team event ranks its teams, and its players board by board.
        if super::team_standings::show(ui, lang, t, after) {
            return;
        }
        for problem in derived.tiebreak_problems() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "{}: {}",
                    T::TiebreakIgnored.tr(lang),
                    problem.localize(lang)
                ),
            );
        }
        // The chosen category's standings, or everybody's (a category removed in the
        // settings falls back to everybody).
        let standings = self
            .category
            .as_deref()
            .and_then(|name| derived.category_standings(after, name))
            .unwrap_or_else(|| derived.standings(after));
        for refusal in &standings.refused {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{}: {}", T::TbRefused.tr(lang), refusal.localize(lang)),
            );
        }
        if let Some(player) = self.expanded
            && details(ui, lang, derived, after, player)
        {
            self.expanded = None;
        }
        // Issue 37: the optional "Rtg +/-" column (Tournament → Settings → Ratings).
        let ratings = t
            .settings
            .rating
            .show_change
            .then(|| derived.ratings(after));
        if let Some(clicked) = table(ui, lang, derived, &standings, ratings.as_deref()) {
            self.expanded = if self.expanded == Some(clicked) {
                None
            } else {
                Some(clicked)
            };
        }
    }
}

/// The category combo: all players, or one category of the settings.
fn category_choice(
    ui: &mut egui::Ui,
    lang: Language,
    category: &mut Option<String>,
    t: &crate::domain::Tournament,
) {
    let categories = &t.settings.categories.categories;
    if categories.is_empty() {
        *category = None;
        return;
    }
    let label = ui.label(T::AwStandingsCategory.tr(lang));
    let shown = category
        .clone()
        .unwrap_or_else(|| T::AwAllPlayers.tr(lang).to_string());
    egui::ComboBox::from_id_salt("standings-category")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(category, None, T::AwAllPlayers.tr(lang));
            for c in categories {
                ui.selectable_value(category, Some(c.name.clone()), &c.name);
            }
        })
        .response
        .labelled_by(label.id);
}

/// How each of `player`'s values was made. Returns true when the arbiter closes it.
fn details(
    ui: &mut egui::Ui,
    lang: Language,
    derived: Derived<'_>,
    after: u32,
    player: PlayerId,
) -> bool {
    let Some(name) = derived.player(player).map(|p| p.name.as_str()) else {
        return true;
    };
    let details = derived.tiebreak_details(after, player);
    let mut close = false;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.strong(T::TbDetailsOf.with(lang, [("name", arg(name.to_string()))]));
            close = ui.button(T::TbClose.tr(lang)).clicked();
        });
        egui::ScrollArea::vertical()
            .id_salt("standings-details")
            .max_height(320.0)
            .show(ui, |ui| {
                for detail in details.iter() {
                    let e = &detail.explanation;
                    ui.label(format!(
                        "{} = {} — {}",
                        detail.spec.code(),
                        torneo_i18n::numbers::decimal(lang, detail.value.to_string()),
                        e.summary.localize(lang)
                    ));
                    for line in &e.lines {
                        let opponent = line
                            .opponent
                            .and_then(|o| derived.player(o))
                            .map(|p| format!("{} ", p.name))
                            .unwrap_or_default();
                        let text = format!(
                            "    {} {}: {opponent}{}{}",
                            T::TbRound.tr(lang),
                            line.round,
                            line.fact.localize(lang),
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
                super::rating_card::show(ui, lang, derived, after, player);
            });
    });
    close
}

/// Draws the table; returns the player whose "Details" button was clicked.
fn table(
    ui: &mut egui::Ui,
    lang: Language,
    derived: Derived<'_>,
    standings: &Standings,
    ratings: Option<&RatingReport>,
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
    if ratings.is_some() {
        builder = builder.column(Column::exact(64.0));
    }
    builder = builder.column(Column::exact(70.0));
    builder
        .header(22.0, |header| {
            header_row(header, lang, standings, ratings.is_some());
        })
        .body(|body| {
            body.rows(22.0, standings.rows.len(), |mut r| {
                let Some(row) = standings.rows.get(r.index()) else {
                    return;
                };
                let player = derived.player(row.player);
                {
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
                        ui.strong(torneo_i18n::numbers::points(lang, row.points));
                    });
                    for value in &row.values {
                        r.col(|ui| {
                            ui.label(torneo_i18n::numbers::decimal(lang, value.to_string()));
                        });
                    }
                    if let Some(report) = ratings {
                        r.col(|ui| {
                            let change = report.player(row.player).and_then(|l| l.change());
                            ui.label(change.map(signed).unwrap_or_default());
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
                }
            });
        });
    clicked
}

/// The column titles; the tie-breaks' named in full on hover.
fn header_row(
    mut header: egui_extras::TableRow<'_, '_>,
    lang: Language,
    standings: &Standings,
    rating_change: bool,
) {
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
            ui.strong(spec.code()).on_hover_text(spec.localize(lang));
        });
    }
    if rating_change {
        header.col(|ui| {
            ui.strong(T::RatingChangeShort.tr(lang));
        });
    }
    header.col(|_| {});
}

/// A rating change as the standings show it: "+6", "-10", "0".
fn signed(change: i64) -> String {
    if change > 0 {
        format!("+{change}")
    } else {
        change.to_string()
    }
}

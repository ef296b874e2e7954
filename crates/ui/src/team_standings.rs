//! The Standings panel of a team event (issue 39): the team standings (rank, team, match
//! points, game points, the team tie-breaks by their codes) and each board's standings
//! (players with the minimum of games on the board, by percentage), after the round the
//! panel shows, as the session words them (`session::team_standings`).

use super::i18n::{Language, T, arg};
use crate::domain::Tournament;
use crate::session::Localize;
use crate::session::team_standings::{board_tables, team_table};

/// Draws both tables after round `after`; false for a tournament without teams.
pub fn show(ui: &mut egui::Ui, lang: Language, t: &Tournament, after: u32) -> bool {
    let Some(table) = team_table(t, after) else {
        return false;
    };
    egui::ScrollArea::vertical()
        .id_salt("team-standings")
        .show(ui, |ui| {
            ui.heading(T::TeamStandings.tr(lang));
            // As the individual standings show a refused tie-break (`standings.rs`).
            for refusal in &table.refused {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!("{}: {}", T::TbRefused.tr(lang), refusal.localize(lang)),
                );
            }
            egui::Grid::new("team-standings-grid")
                .striped(true)
                .show(ui, |ui| {
                    for head in [T::Rank, T::Team, T::MatchPoints, T::GamePoints] {
                        ui.strong(head.tr(lang));
                    }
                    for code in &table.codes {
                        ui.strong(code);
                    }
                    ui.end_row();
                    for line in &table.lines {
                        ui.label(line.rank.to_string());
                        ui.label(format!("{}. {}", line.pairing_number, line.name));
                        ui.label(&line.match_points);
                        ui.label(&line.game_points);
                        for value in &line.values {
                            ui.label(value);
                        }
                        ui.end_row();
                    }
                });
            ui.separator();
            boards(ui, lang, t, after);
        });
    true
}

/// Every board's standings, one grid each.
fn boards(ui: &mut egui::Ui, lang: Language, t: &Tournament, after: u32) {
    let tables = board_tables(t, after);
    if tables.iter().all(|b| b.lines.is_empty()) {
        ui.label(T::NoBoardStandings.tr(lang));
        return;
    }
    for board in tables {
        let args = [
            ("board", arg(board.board)),
            ("games", arg(board.minimum_games)),
        ];
        ui.strong(T::BoardStandings.with(lang, args));
        egui::Grid::new(("board-standings", board.board))
            .striped(true)
            .show(ui, |ui| {
                let heads = [
                    T::Rank,
                    T::Name,
                    T::Team,
                    T::PointsShort,
                    T::Games,
                    T::Percentage,
                ];
                for head in heads {
                    ui.strong(head.tr(lang));
                }
                ui.end_row();
                for line in &board.lines {
                    ui.label(line.place.to_string());
                    ui.label(&line.name);
                    ui.label(&line.team);
                    ui.label(&line.points);
                    ui.label(line.games.to_string());
                    ui.label(&line.percentage);
                    ui.end_row();
                }
            });
    }
}

//! Board standings after a round (issue 39): for each board, the players who played on
//! it with at least the minimum of games, by percentage (then points, games, the team's
//! pairing number; docs/rules/teams.md D7): place, name, team, games, points, percentage.
//! The minimum is the request's (`torneo print --minimum-games`), else the event's rule:
//! half the rounds, rounded up (D7). No performance rating: the board standings of the
//! window and of `torneo standings --boards` have none either.

use super::document::{Align, Block, Document, Orientation};
use super::notation;
use super::roster::Roster;
use super::table::{column, row, stretch, stretch_titled, table, titled};
use super::team_view::{TeamDocument, team_name};
use super::team_words::TeamColumn;
use super::words::ColumnWord as W;
use crate::i18n::Localize;
use crate::tiebreak::team::board::{board_standings, event_minimum_games};
use crate::tiebreak::team::format_hundredths;
use crate::tr;

pub fn build(team: &TeamDocument, after_round: u32) -> Document {
    let (t, request, lang, events) = (team.t, team.request, team.lang, team.events);
    let roster = Roster::new(t);
    let minimum = request
        .minimum_games
        .unwrap_or_else(|| event_minimum_games(events, after_round));
    let mut blocks = Vec::new();
    for board in board_standings(t, after_round, minimum) {
        blocks.push(Block::Heading(tr!(
            lang,
            "report-board-standings-heading",
            board = board.board,
            games = minimum
        )));
        if board.rows.is_empty() {
            blocks.push(Block::Paragraph(tr!(lang, "report-board-standings-nobody")));
            continue;
        }
        let columns = vec![
            column(lang, W::Place, Align::Right),
            stretch(lang, W::Name),
            stretch_titled(TeamColumn::Team.localize(lang)),
            column(lang, W::Rating, Align::Right),
            titled(TeamColumn::Games.localize(lang), Align::Right),
            column(lang, W::Points, Align::Right),
            titled(TeamColumn::Percentage.localize(lang), Align::Right),
        ];
        let rows = board
            .rows
            .iter()
            .enumerate()
            .map(|(index, line)| {
                let player = roster.get(line.player);
                row(vec![
                    (index + 1).to_string(),
                    player.map(|p| p.name.clone()).unwrap_or_default(),
                    team_name(events, line.team),
                    player.map(notation::rating).unwrap_or_default(),
                    line.games.to_string(),
                    notation::points(line.points),
                    notation::decimal(lang, format_hundredths(i64::from(line.percentage))),
                ])
            })
            .collect();
        blocks.push(Block::Table(table(columns, rows)));
    }
    let title = tr!(lang, "report-title-board-standings", round = after_round);
    team.document(after_round, title, Orientation::Portrait, blocks)
}

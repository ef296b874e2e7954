//! The team crosstable after a round (issue 39), landscape: the teams by pairing number
//! against the teams, each cell the row team's game points against the column team, or
//! its match points when the request asks (its matches in order; a forfeited match `+`
//! won, `-` lost), the diagonal crossed; then
//! match points, game points and the place of the team standings (with the tie-breaks the
//! team standings use). A table wider than the page is split as the individual grid is.

use super::crosstable::{Line, split};
use super::document::{Align, Block, Document, Orientation, RowStyle};
use super::table::{column, stretch_titled, titled};
use super::team_standings::chosen_tiebreaks;
use super::team_view::TeamDocument;
use super::team_words::TeamColumn;
use super::words::ColumnWord as W;
use super::{GRID_COLUMNS_PER_TABLE, notation};
use crate::domain::{MatchForfeit, Team, TeamEvent, TeamId, Tournament, team_score};
use crate::i18n::Localize;
use crate::tiebreak::team as teams;
use crate::tr;
use std::collections::BTreeMap;

pub fn build(team: &TeamDocument, after_round: u32) -> Document {
    let (t, request, lang, events) = (team.t, team.request, team.lang, team.events);
    let standings = teams::team_standings(t, after_round, &chosen_tiebreaks(events, request));
    let place: BTreeMap<TeamId, u32> = standings.rows.iter().map(|r| (r.team, r.rank)).collect();
    let order = events.teams_by_pairing_number();
    let in_match_points = request.team_crosstable_match_points;
    let lines: Vec<Line> = order
        .iter()
        .map(|team| {
            let row = standings.rows.iter().find(|r| r.team == team.id);
            Line {
                lead: vec![team.pairing_number.to_string(), team.name.clone()],
                cells: order
                    .iter()
                    .map(|other| cell(t, events, (after_round, in_match_points), team, other))
                    .collect(),
                trail: vec![
                    row.map(|r| notation::points(r.match_points))
                        .unwrap_or_default(),
                    row.map(|r| notation::points(r.game_points))
                        .unwrap_or_default(),
                    place.get(&team.id).map(u32::to_string).unwrap_or_default(),
                ],
                style: RowStyle::Normal,
            }
        })
        .collect();
    let middle = order
        .iter()
        .map(|team| titled(team.pairing_number.to_string(), Align::Centre))
        .collect();
    let parts = split(
        vec![
            column(lang, W::Number, Align::Right),
            stretch_titled(TeamColumn::Team.localize(lang)),
        ],
        middle,
        vec![
            titled(TeamColumn::MatchPoints.localize(lang), Align::Right),
            titled(TeamColumn::GamePoints.localize(lang), Align::Right),
            column(lang, W::Place, Align::Right),
        ],
        &lines,
        GRID_COLUMNS_PER_TABLE,
    );
    let mut blocks = Vec::new();
    for (index, part) in parts.into_iter().enumerate() {
        if index > 0 {
            blocks.push(Block::PageBreak(None));
        }
        blocks.push(Block::Table(part));
    }
    let legend = if in_match_points {
        tr!(lang, "report-team-crosstable-legend-match-points")
    } else {
        tr!(lang, "report-team-crosstable-legend")
    };
    blocks.push(Block::Paragraph(legend));
    let title = tr!(lang, "report-title-team-crosstable", round = after_round);
    team.document(after_round, title, Orientation::Landscape, blocks)
}

/// The row team's results against the column team up to `after_round`, in round order:
/// its game points (its match points when `in_match_points`) in each match with a
/// result, `+`/`-` for a forfeited match.
fn cell(
    t: &Tournament,
    events: &TeamEvent,
    (after_round, in_match_points): (u32, bool),
    team: &Team,
    other: &Team,
) -> String {
    if team.id == other.id {
        return "×".to_string();
    }
    events
        .rounds
        .iter()
        .filter(|round| round.number <= after_round)
        .filter_map(|round| {
            let m = round.match_of(team.id).filter(|m| m.has(other.id))?;
            let won = match m.forfeit {
                Some(MatchForfeit::FirstWins) => m.first == team.id,
                Some(MatchForfeit::SecondWins) => m.second == team.id,
                Some(MatchForfeit::Neither) => false,
                None => {
                    let score = team_score::team_round_score(t, events, round.number, team.id);
                    let points = if in_match_points {
                        score.match_points
                    } else {
                        score.game_points
                    };
                    return score.outcome.map(|_| notation::points(points));
                }
            };
            Some(if won { "+" } else { "-" }.to_string())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

//! Team standings after a round (issue 39): place (shared places "3-4"), pairing number,
//! team, match points and game points (the primary score first), then one column per
//! team tie-break (C.07 art. 13; the secondary score is already a column), and a legend
//! naming each tie-break of the list in words with its article, in the order applied.
//!
//! The tie-breaks: those the request names (`torneo print --tiebreaks`), else the event's
//! (the system's default list, docs/rules/teams.md D6).

use super::document::{Align, Block, Document, Field, Orientation};
use super::notation;
use super::request::PrintRequest;
use super::table::{column, row, stretch_titled, table, titled};
use super::team_view::{TeamDocument, team_name};
use super::team_words::{TeamColumn, TeamTiebreakWord};
use super::words::ColumnWord as W;
use crate::domain::TeamEvent;
use crate::i18n::{Language, Localize};
use crate::tiebreak::team::{
    self as teams, Score, TeamStandings, TeamTiebreak, format_hundredths, primary_score,
};
use crate::tr;

/// The team tie-breaks a document uses: the request's, or the event's.
pub fn chosen_tiebreaks(events: &TeamEvent, request: &PrintRequest) -> Vec<TeamTiebreak> {
    request
        .team_tiebreaks
        .clone()
        .unwrap_or_else(|| teams::event_tiebreaks(events))
}

pub fn build(team: &TeamDocument, after_round: u32) -> Document {
    let (t, request, lang, events) = (team.t, team.request, team.lang, team.events);
    let tiebreaks = chosen_tiebreaks(events, request);
    let standings = teams::team_standings(t, after_round, &tiebreaks);
    let title = match after_round {
        0 => tr!(lang, "report-title-team-standings-before-start"),
        round => tr!(lang, "report-title-team-standings", round = round),
    };
    let mut blocks = vec![Block::Table(standings_table(lang, events, &standings))];
    // A refused tie-break as the individual standings print it (`standings.rs`).
    blocks.extend(
        standings
            .refused
            .iter()
            .map(|refusal| Block::Paragraph(refusal.localize(lang))),
    );
    if !tiebreaks.is_empty() {
        blocks.push(Block::Heading(tr!(lang, "report-heading-tiebreaks")));
        blocks.push(Block::Fields(
            tiebreaks
                .iter()
                .map(|&tiebreak| Field {
                    label: tiebreak.code(standings.primary),
                    value: TeamTiebreakWord {
                        tiebreak,
                        primary: standings.primary,
                    }
                    .localize(lang),
                })
                .collect(),
        ));
    }
    team.document(after_round, title, Orientation::Portrait, blocks)
}

/// The standings table.
fn standings_table(
    lang: Language,
    events: &TeamEvent,
    standings: &TeamStandings,
) -> super::document::Table {
    let scores = match primary_score(standings.primary) {
        Score::Match => [Score::Match, Score::Game],
        Score::Game => [Score::Game, Score::Match],
    };
    // The secondary score's tie-break is the second score's column already.
    let shown: Vec<usize> = (0..standings.tiebreaks.len())
        .filter(|&k| standings.tiebreaks.get(k) != Some(&TeamTiebreak::SecondaryScore))
        .collect();
    let mut columns = vec![
        column(lang, W::Place, Align::Right),
        column(lang, W::Number, Align::Right),
        stretch_titled(TeamColumn::Team.localize(lang)),
    ];
    for score in scores {
        columns.push(titled(TeamColumn::of(score).localize(lang), Align::Right));
    }
    for &k in &shown {
        if let Some(tiebreak) = standings.tiebreaks.get(k) {
            columns.push(titled(tiebreak.code(standings.primary), Align::Right));
        }
    }
    let rows = standings
        .rows
        .iter()
        .map(|line| {
            let tied = standings
                .rows
                .iter()
                .filter(|other| other.rank == line.rank)
                .count();
            let place = match tied {
                0 | 1 => line.rank.to_string(),
                n => format!("{}-{}", line.rank, line.rank as usize + n - 1),
            };
            let mut cells = vec![
                place,
                events
                    .team(line.team)
                    .map_or_else(String::new, |team| team.pairing_number.to_string()),
                team_name(events, line.team),
            ];
            for score in scores {
                cells.push(notation::points(match score {
                    Score::Match => line.match_points,
                    Score::Game => line.game_points,
                }));
            }
            for &k in &shown {
                let value = line.values.get(k).copied().flatten();
                cells.push(
                    value
                        .map(|v| notation::decimal(lang, format_hundredths(v)))
                        .unwrap_or_default(),
                );
            }
            row(cells)
        })
        .collect();
    table(columns, rows)
}

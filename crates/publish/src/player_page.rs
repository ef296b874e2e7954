//! A player's page: who he is (number, title, rating, FIDE ID, federation, club), his
//! points and place in the latest standings, and one line per round paired: the board,
//! his colour, the opponent (a link to the opponent's page), the result from his side
//! and his points after the round. A bye or a round without a game says so.

use crate::domain::{Player, PlayerHistory, RoundEntry, Tournament};
use crate::i18n::{Language, Localize};
use crate::pages;
use crate::report::words::{ByeWord, ColourWord, ColumnWord};
use crate::report::{RatingColumn, notation};
use crate::tiebreak::Standings;
use crate::view::{CellView, ColumnView, FieldView, RowView, TableView};
use crate::words;
use crate::{domain::PlayerId, tr};
use serde::Serialize;
use std::collections::BTreeMap;

/// What a player's page shows.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub name: String,
    /// "3½ points, place 2-4, after round 5"; none before any result.
    pub summary: Option<String>,
    pub facts: Vec<FieldView>,
    pub games: TableView,
}

/// Facts the player page needs that are the same for every player.
pub struct Context<'a> {
    pub tournament: &'a Tournament,
    pub lang: Language,
    pub players: BTreeMap<PlayerId, &'a Player>,
    /// The standings after the last round with results.
    pub standings: &'a Standings,
    /// Each player's rating change ("+6"), when the site shows them (issue 37).
    pub rating_changes: BTreeMap<PlayerId, String>,
}

fn cell(text: String) -> CellView {
    CellView { text, href: None }
}

fn linked(text: String, href: String) -> CellView {
    CellView {
        text,
        href: Some(href),
    }
}

fn column(title: String, align: &'static str, wide: bool) -> ColumnView {
    ColumnView { title, align, wide }
}

/// The games table's columns.
fn columns(lang: Language) -> Vec<ColumnView> {
    let word = |w: ColumnWord| w.localize(lang);
    vec![
        column(tr!(lang, "site-round-column"), "right", false),
        column(word(ColumnWord::Board), "right", false),
        column(word(ColumnWord::Colour), "left", false),
        column(word(ColumnWord::Opponent), "left", true),
        column(word(ColumnWord::Rating), "right", false),
        column(word(ColumnWord::Result), "centre", false),
        column(word(ColumnWord::Points), "right", false),
    ]
}

/// The line of round `round` (1-based), his points after it being `total`.
fn game_row(c: &Context<'_>, round: u32, entry: &RoundEntry, total: String) -> RowView {
    let lang = c.lang;
    let round_cell = linked(round.to_string(), pages::round(round));
    let cells = match *entry {
        RoundEntry::Game {
            opponent,
            colour,
            board,
            ..
        } => {
            let other = c.players.get(&opponent);
            vec![
                round_cell,
                cell((board + 1).to_string()),
                cell(ColourWord(colour).localize(lang)),
                match other {
                    Some(p) => linked(p.name.clone(), pages::player(p.id)),
                    None => cell(String::new()),
                },
                cell(other.map(|p| notation::rating(p)).unwrap_or_default()),
                cell(entry.result_mark().to_string()),
                cell(if entry.is_pending() {
                    String::new()
                } else {
                    total
                }),
            ]
        }
        RoundEntry::Bye(kind) => vec![
            round_cell,
            cell(String::new()),
            cell(String::new()),
            cell(ByeWord(kind).localize(lang)),
            cell(String::new()),
            cell(notation::points(
                entry.points(&c.tournament.settings.scoring),
            )),
            cell(total),
        ],
        RoundEntry::NotPaired => vec![
            round_cell,
            cell(String::new()),
            cell(String::new()),
            cell(tr!(lang, "site-not-paired")),
            cell(String::new()),
            cell(String::new()),
            cell(total),
        ],
    };
    RowView {
        style: "normal",
        cells,
    }
}

/// The facts listed under the name; empty ones are left out. `change` is his rating
/// change, when shown.
fn facts(lang: Language, p: &Player, change: Option<&String>) -> Vec<FieldView> {
    let values = [
        (ColumnWord::Number, notation::number(p)),
        (ColumnWord::Title, notation::title(p)),
        (ColumnWord::Rating, notation::rating(p)),
        (
            ColumnWord::FideId,
            p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        ),
        (ColumnWord::Federation, p.federation.clone()),
        (ColumnWord::Club, p.club.clone()),
    ];
    values
        .into_iter()
        .filter(|(_, value)| !value.trim().is_empty())
        .map(|(label, value)| FieldView {
            label: label.localize(lang),
            value,
        })
        .chain(change.map(|change| FieldView {
            label: RatingColumn::RatingChange.localize(lang),
            value: change.clone(),
        }))
        .collect()
}

/// The page of `player`, whose rounds are `history` (every round paired).
pub fn build(c: &Context<'_>, player: &Player, history: Option<&PlayerHistory>) -> PlayerView {
    let scoring = &c.tournament.settings.scoring;
    let mut total = crate::domain::Points::default();
    let rows = history
        .map(|h| h.entries.as_slice())
        .unwrap_or_default()
        .iter()
        .zip(1..)
        .map(|(entry, round)| {
            total += entry.points(scoring);
            let adjusted = total + c.tournament.adjustment_after(player.id, round);
            game_row(c, round, entry, notation::points(adjusted))
        })
        .collect();
    let summary = c
        .standings
        .rows
        .iter()
        .find(|row| row.player == player.id)
        .filter(|_| c.standings.after_round > 0)
        .map(|row| {
            let points = notation::points(row.points);
            let round = c.standings.after_round;
            // A team event ranks teams: a player's place among the players is no place.
            match c.tournament.team_event {
                Some(_) => words::player_points(c.lang, points, round),
                None => words::player_summary(c.lang, points, row.place(), round),
            }
        });
    PlayerView {
        name: player.name.clone(),
        summary,
        facts: facts(c.lang, player, c.rating_changes.get(&player.id)),
        games: TableView {
            columns: columns(c.lang),
            rows,
        },
    }
}

//! The big screen (issue 38): what a TV or projector at the venue shows, a page at a
//! time: the pairings of the round being played, board range by board range, and the
//! standings between rounds. The tables are the printed documents' (the same words and
//! notation as the pairing sheet), cut to the columns read from across the hall.

use crate::domain::{GameResult, Tournament};
use crate::i18n::{Language, Localize};
use crate::report::document::{Block, Column, Row};
use crate::report::words::ColumnWord;
use crate::report::{DocumentKind, PrintRequest};
use std::ops::Range;
use std::time::Duration;

/// What the screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ScreenShow {
    /// The pairings while the last round has a game without a result, then the
    /// standings after it.
    #[default]
    Automatic,
    /// The pairings of the last round paired.
    Pairings,
    /// The standings after the last round whose results are all in.
    Standings,
}

impl ScreenShow {
    pub const ALL: [ScreenShow; 3] = [
        ScreenShow::Automatic,
        ScreenShow::Pairings,
        ScreenShow::Standings,
    ];
}

/// One table for the screen: a title ("Pairings - round 5") and its rows.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenTable {
    pub title: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
    /// The pairings (the first cell of a row is its board number, empty for a bye).
    pub pairings: bool,
}

impl ScreenTable {
    /// The first and the last board of `rows` ("1", "12"), for the pairings: a page of
    /// byes only has none.
    pub fn board_range(&self, rows: Range<usize>) -> Option<(String, String)> {
        if !self.pairings {
            return None;
        }
        let boards: Vec<&String> = self
            .rows
            .get(rows)?
            .iter()
            .filter_map(|row| row.cells.first())
            .filter(|board| !board.is_empty())
            .collect();
        Some(((*boards.first()?).clone(), (*boards.last()?).clone()))
    }
}

/// The table to show, in `lang`; `None` before round 1 is paired.
pub fn screen_table(t: &Tournament, show: ScreenShow, lang: Language) -> Option<ScreenTable> {
    let last = t.rounds.last()?;
    let complete =
        |round: &crate::domain::Round| round.boards.iter().all(|b| b.result != GameResult::Pending);
    let playing = !complete(last);
    let pairings = match show {
        ScreenShow::Automatic => playing,
        ScreenShow::Pairings => true,
        ScreenShow::Standings => false,
    };
    let (kind, keep): (DocumentKind, &[ColumnWord]) = if pairings {
        (DocumentKind::Pairings, PAIRINGS)
    } else {
        (DocumentKind::Standings, STANDINGS)
    };
    let mut request = PrintRequest::new(kind, lang);
    // The standings after the last round whose results are all in: a round being
    // played does not move the places on the screen game by game.
    request.round = if pairings {
        Some(last.number)
    } else {
        t.rounds
            .iter()
            .rev()
            .find(|r| complete(r))
            .map(|r| r.number)
    };
    let document = crate::report::build(t, &request).ok()?;
    let mut tables = document.blocks.iter().filter_map(|block| match block {
        Block::Table(table) => Some(table),
        _ => None,
    });
    let main = tables.next()?;
    let titles: Vec<String> = keep.iter().map(|word| word.localize(lang)).collect();
    // The standings' tie-breaks follow the points: up to three of them are kept.
    let kept = kept_columns(&main.columns, &titles, if pairings { 0 } else { 3 });
    let mut rows: Vec<Row> = main.rows.iter().map(|row| pick(row, &kept)).collect();
    if pairings {
        // The byes and the players not playing (number, name, points, why) under the
        // boards, in the columns of White's name, points and the result.
        for row in tables.flat_map(|table| &table.rows) {
            rows.push(bye_row(row, kept.len()));
        }
    }
    Some(ScreenTable {
        title: document.title,
        columns: kept
            .iter()
            .filter_map(|&i| main.columns.get(i).cloned())
            .collect(),
        rows,
        pairings,
    })
}

/// The pairings' columns on the screen: board, White, White's points, result, Black's
/// points, Black.
const PAIRINGS: &[ColumnWord] = &[
    ColumnWord::Board,
    ColumnWord::White,
    ColumnWord::Points,
    ColumnWord::Result,
    ColumnWord::Black,
];

/// The standings' columns on the screen: place, name, points (and tie-breaks).
const STANDINGS: &[ColumnWord] = &[ColumnWord::Place, ColumnWord::Name, ColumnWord::Points];

/// The positions of the columns titled one of `titles`, and of up to `after_points`
/// columns following the last points column.
fn kept_columns(columns: &[Column], titles: &[String], after_points: usize) -> Vec<usize> {
    let mut kept: Vec<usize> = columns
        .iter()
        .enumerate()
        .filter(|(_, c)| titles.contains(&c.title))
        .map(|(i, _)| i)
        .collect();
    if let Some(&last) = kept.last()
        && after_points > 0
    {
        kept.extend((last + 1..columns.len()).take(after_points));
    }
    kept
}

/// The cells of `row` at `positions`.
fn pick(row: &Row, positions: &[usize]) -> Row {
    Row {
        cells: positions
            .iter()
            .map(|&i| row.cells.get(i).cloned().unwrap_or_default())
            .collect(),
        style: row.style,
    }
}

/// A not-playing row (number, name, points, reason) laid in the screen's pairing
/// columns: no board, the name as White, the points, the reason as the result.
fn bye_row(row: &Row, width: usize) -> Row {
    let cell = |i: usize| row.cells.get(i).cloned().unwrap_or_default();
    let mut cells = vec![String::new(), cell(1), cell(2), cell(3)];
    cells.resize(width, String::new());
    Row {
        cells,
        style: row.style,
    }
}

/// One page of the screen: its number (from 1), how many there are, and its rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScreenPage {
    pub number: usize,
    pub count: usize,
    pub rows: Range<usize>,
}

/// The page shown `elapsed` after the screen started, each page `dwell` long, when
/// `per_page` of `rows` rows fit: the pages follow each other and start again.
pub fn page_at(rows: usize, per_page: usize, elapsed: Duration, dwell: Duration) -> ScreenPage {
    let per_page = per_page.max(1);
    let count = rows.div_ceil(per_page).max(1);
    let dwell = dwell.max(Duration::from_secs(1));
    let turns = elapsed.as_millis() / dwell.as_millis();
    let index = usize::try_from(turns % count as u128).unwrap_or(0);
    let start = index * per_page;
    ScreenPage {
        number: index + 1,
        count,
        rows: start.min(rows)..(start + per_page).min(rows),
    }
}

/// How long until the next page (the window repaints then, not every frame).
pub fn until_next_page(elapsed: Duration, dwell: Duration) -> Duration {
    let dwell = dwell.max(Duration::from_secs(1));
    let into = elapsed.as_millis() % dwell.as_millis();
    dwell.saturating_sub(Duration::from_millis(u64::try_from(into).unwrap_or(0)))
}

#[cfg(test)]
mod tests;

//! The crosstable, landscape. Swiss: players in rank order, each round the opponent's
//! rank, the colour and the result ("12w1"), then points and the tie-breaks. Round robin: the grid by pairing number
//! with the diagonal, points, Sonneborn-Berger and place. A table wider than a page is
//! split into several, one after a page break, each repeating the player columns.

use super::document::{Align, Block, Document, Orientation, Row, Table};
use super::request::PrintRequest;
use super::roster::Roster;
use super::standings::listed_name;
use super::table::{column, stretch, table, titled};
use super::words::{ColourLetter, ColumnWord as W};
use super::{frame, notation};
use crate::domain::{Colour, PlayerId, RoundEntry, Tournament, TournamentHistory};
use crate::i18n::{Language, Localize};
use crate::tiebreak::{self, TiebreakKind, TiebreakSpec, TiebreakValue};
use crate::tr;
use std::collections::BTreeMap;

/// Round columns of a Swiss crosstable per table (landscape A4 or Letter).
pub const SWISS_ROUNDS_PER_TABLE: usize = 12;
/// Opponent columns of a round-robin grid per table.
pub const GRID_COLUMNS_PER_TABLE: usize = 20;

pub fn build(t: &Tournament, request: &PrintRequest, after_round: u32) -> Document {
    let lang = request.language;
    let title = tr!(lang, "report-title-crosstable", round = after_round);
    let round = (after_round > 0).then_some(after_round);
    let blocks = crosstable_blocks(t, lang, after_round);
    frame::document(t, request, round, title, Orientation::Landscape, blocks)
}

/// The crosstable's tables (split with page breaks) and its legend.
pub fn crosstable_blocks(t: &Tournament, lang: Language, after_round: u32) -> Vec<Block> {
    let (parts, legend) = if t.settings.system.is_round_robin() {
        (grid(t, lang, after_round), tr!(lang, "report-grid-legend"))
    } else {
        (
            swiss(t, lang, after_round),
            tr!(lang, "report-crosstable-legend"),
        )
    };
    let mut blocks = Vec::with_capacity(parts.len() * 2 + 1);
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            blocks.push(Block::PageBreak(None));
        }
        blocks.push(Block::Table(part));
    }
    blocks.push(Block::Paragraph(legend));
    blocks
}

/// The column ranges of the parts: `count` columns, at most `per_table` in each (one
/// empty part when there are none, so that the player columns still print).
fn parts(count: usize, per_table: usize) -> Vec<std::ops::Range<usize>> {
    if count == 0 {
        return std::iter::once(0..0).collect();
    }
    (0..count)
        .step_by(per_table)
        .map(|start| start..(start + per_table).min(count))
        .collect()
}

/// One player's (or team's) line, its leading cells, its cells per column and its
/// trailing cells.
pub(super) struct Line {
    pub lead: Vec<String>,
    pub cells: Vec<String>,
    pub trail: Vec<String>,
    pub style: super::document::RowStyle,
}

/// Splits lines into tables of at most `per_table` middle columns.
pub(super) fn split(
    lead: Vec<super::document::Column>,
    middle: Vec<super::document::Column>,
    trail: Vec<super::document::Column>,
    lines: &[Line],
    per_table: usize,
) -> Vec<Table> {
    parts(middle.len(), per_table)
        .into_iter()
        .map(|range| {
            let mut columns = lead.clone();
            columns.extend(
                middle
                    .get(range.clone())
                    .unwrap_or_default()
                    .iter()
                    .cloned(),
            );
            columns.extend(trail.iter().cloned());
            let rows = lines
                .iter()
                .map(|line| {
                    let mut cells = line.lead.clone();
                    cells.extend(
                        line.cells
                            .get(range.clone())
                            .unwrap_or_default()
                            .iter()
                            .cloned(),
                    );
                    cells.extend(line.trail.iter().cloned());
                    Row {
                        cells,
                        style: line.style,
                    }
                })
                .collect();
            table(columns, rows)
        })
        .collect()
}

/// Swiss: rank order after `after_round`, one column per round.
fn swiss(t: &Tournament, lang: Language, after_round: u32) -> Vec<Table> {
    let roster = Roster::new(t);
    let standings = tiebreak::standings(t, after_round);
    let history = TournamentHistory::derive(t, standings.after_round);
    let line_of: BTreeMap<PlayerId, usize> = standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| (row.player, i + 1))
        .collect();
    let letters = [Colour::White, Colour::Black].map(|c| ColourLetter(c).localize(lang));
    let cell = |entry: &RoundEntry| match *entry {
        RoundEntry::Game {
            opponent, colour, ..
        } => {
            let letter = match colour {
                Colour::White => &letters[0],
                Colour::Black => &letters[1],
            };
            let rank = line_of
                .get(&opponent)
                .map_or_else(|| "?".to_string(), usize::to_string);
            format!("{rank}{letter}{}", entry.result_mark())
        }
        RoundEntry::Bye(kind) => kind.trf_code().to_string(),
        RoundEntry::NotPaired => "-".to_string(),
    };
    let lines: Vec<Line> = standings
        .rows
        .iter()
        .enumerate()
        .filter_map(|(i, row)| {
            let p = roster.get(row.player)?;
            let (name, style) = listed_name(lang, p, standings.after_round);
            let entries = history.get(p.id).map(|h| h.entries.as_slice());
            Some(Line {
                lead: vec![(i + 1).to_string(), name, notation::rating(p)],
                cells: entries.unwrap_or_default().iter().map(cell).collect(),
                trail: std::iter::once(notation::points(row.points))
                    .chain(row.values.iter().map(|v| notation::tiebreak(lang, v)))
                    .collect(),
                style,
            })
        })
        .collect();
    let middle = (1..=standings.after_round)
        .map(|r| titled(r.to_string(), Align::Centre))
        .collect();
    split(
        vec![
            column(lang, W::Rank, Align::Right),
            stretch(lang, W::Name),
            column(lang, W::Rating, Align::Right),
        ],
        middle,
        std::iter::once(column(lang, W::Points, Align::Right))
            .chain(
                standings
                    .tiebreaks
                    .iter()
                    .map(|spec| titled(spec.code(), Align::Right)),
            )
            .collect(),
        &lines,
        SWISS_ROUNDS_PER_TABLE,
    )
}

/// Round robin: the grid by pairing number, each cell the row player's results against
/// the column player (cycles in order), the diagonal crossed.
fn grid(t: &Tournament, lang: Language, after_round: u32) -> Vec<Table> {
    let standings = tiebreak::standings(t, after_round);
    let sb_spec = TiebreakSpec::plain(TiebreakKind::SonnebornBerger);
    let sonneborn = tiebreak::standings_with(t, after_round, &[sb_spec]);
    let history = TournamentHistory::derive(t, standings.after_round);
    let place: BTreeMap<PlayerId, String> = standings
        .rows
        .iter()
        .map(|row| (row.player, row.place()))
        .collect();
    let points: BTreeMap<PlayerId, String> = standings
        .rows
        .iter()
        .map(|row| (row.player, notation::points(row.points)))
        .collect();
    let sb: BTreeMap<PlayerId, String> = sonneborn
        .rows
        .iter()
        .map(|row| {
            let value = row
                .values
                .first()
                .copied()
                .unwrap_or(TiebreakValue::NotApplicable);
            (row.player, notation::tiebreak(lang, &value))
        })
        .collect();
    let order = t.players_by_pairing_number();
    let lines: Vec<Line> = order
        .iter()
        .map(|p| {
            let (name, style) = listed_name(lang, p, standings.after_round);
            let entries = history.get(p.id).map(|h| h.entries.as_slice());
            let cells = order
                .iter()
                .map(|q| {
                    if q.id == p.id {
                        return "×".to_string();
                    }
                    entries
                        .unwrap_or_default()
                        .iter()
                        .filter(
                            |e| matches!(e, RoundEntry::Game { opponent, .. } if *opponent == q.id),
                        )
                        .map(RoundEntry::result_mark)
                        .collect()
                })
                .collect();
            let get =
                |map: &BTreeMap<PlayerId, String>| map.get(&p.id).cloned().unwrap_or_default();
            Line {
                lead: vec![notation::number(p), name, notation::rating(p)],
                cells,
                trail: vec![get(&points), get(&sb), get(&place)],
                style,
            }
        })
        .collect();
    let middle = order
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let number = match p.pairing_number {
                0 => (i + 1).to_string(),
                n => n.to_string(),
            };
            titled(number, Align::Centre)
        })
        .collect();
    split(
        vec![
            column(lang, W::Number, Align::Right),
            stretch(lang, W::Name),
            column(lang, W::Rating, Align::Right),
        ],
        middle,
        vec![
            column(lang, W::Points, Align::Right),
            titled(sb_spec.code(), Align::Right),
            column(lang, W::Place, Align::Right),
        ],
        &lines,
        GRID_COLUMNS_PER_TABLE,
    )
}

#[cfg(test)]
mod tests {
    use super::parts;

    #[test]
    fn wide_tables_are_split_into_parts() {
        let none = parts(0, 12);
        assert_eq!(none.len(), 1);
        assert!(none.iter().all(|range| range.is_empty()));
        assert_eq!(parts(12, 12).first(), Some(&(0..12)));
        assert_eq!(parts(12, 12).len(), 1);
        assert_eq!(parts(15, 12), vec![0..12, 12..15]);
        assert_eq!(parts(41, 20), vec![0..20, 20..40, 40..41]);
    }
}

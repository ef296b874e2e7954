//! Standings after a round: place (shared places "3-5"), player, points and the
//! tournament's tie-break columns (C.07), withdrawn players marked; optionally
//! federation, club and age category. A legend names each tie-break in words.

use super::document::{Align, Block, Document, Field, Orientation, Row, RowStyle};
use super::rating_report::{RatingColumn, change_cell};
use super::request::PrintRequest;
use super::roster::Roster;
use super::table::{column, stretch, table, titled};
use super::words::{ColumnWord as W, WithdrawnMark};
use super::{frame, notation};
use crate::domain::{AgeGroup, Player, Sex, Tournament, age_group};
use crate::i18n::{Language, Localize};
use crate::rating::rating_report;
use crate::tiebreak::{self, Standings, TiebreakSpec};
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest, after_round: u32) -> Document {
    let lang = request.language;
    let standings = tiebreak::standings(t, after_round);
    let mut title = match standings.after_round {
        0 => tr!(lang, "report-title-standings-before-start"),
        round => tr!(lang, "report-title-standings", round = round),
    };
    let round = (standings.after_round > 0).then_some(standings.after_round);
    // Issue 37: one category's standings (what the Standings panel shows with a category
    // chosen), places counted inside it; a name the settings do not have: everybody.
    let category = request
        .category
        .as_deref()
        .and_then(|name| t.settings.categories.find(name));
    let standings = match category {
        Some(category) => {
            title = format!("{title} — {}", category.name);
            let index = crate::awards::PlayerIndex::new(t);
            crate::awards::category_standings(t, &index, &standings, category).placed(&standings)
        }
        None => standings,
    };
    let blocks = standings_blocks(t, lang, &standings, request.extra_columns);
    frame::document(t, request, round, title, Orientation::Portrait, blocks)
}

/// Whether `player` is marked withdrawn in standings after `after_round`: withdrawn
/// from a round already counted or from the next one (C.04.2 3.2: not paired any more).
pub fn is_withdrawn(player: &Player, after_round: u32) -> bool {
    player
        .withdrawn_from
        .is_some_and(|w| w <= after_round.saturating_add(1))
}

/// The name as listed: with "(withdrawn)" after it when the player withdrew.
pub fn listed_name(lang: Language, player: &Player, after_round: u32) -> (String, RowStyle) {
    if is_withdrawn(player, after_round) {
        let mark = WithdrawnMark {
            female: player.sex == Some(Sex::Female),
        };
        (
            format!("{} {}", player.name, mark.localize(lang)),
            RowStyle::Muted,
        )
    } else {
        (player.name.clone(), RowStyle::Normal)
    }
}

/// The standings table alone (a category's standings print one per category).
pub fn standings_table(
    t: &Tournament,
    lang: Language,
    standings: &Standings,
    extra_columns: bool,
) -> Block {
    let roster = Roster::new(t);
    let mut columns = vec![
        column(lang, W::Place, Align::Right),
        column(lang, W::Number, Align::Right),
        column(lang, W::Title, Align::Left),
        stretch(lang, W::Name),
        column(lang, W::Rating, Align::Right),
    ];
    if extra_columns {
        columns.push(column(lang, W::Federation, Align::Left));
        columns.push(column(lang, W::Club, Align::Left));
        columns.push(column(lang, W::Category, Align::Left));
    }
    columns.push(column(lang, W::Points, Align::Right));
    for spec in &standings.tiebreaks {
        columns.push(titled(spec.code(), Align::Right));
    }
    // Issue 37: the optional "Rtg +/-" column, the rating report's rounded change.
    let ratings = t
        .settings
        .rating
        .show_change
        .then(|| rating_report(t, standings.after_round));
    if ratings.is_some() {
        columns.push(titled(
            RatingColumn::RatingChange.localize(lang),
            Align::Right,
        ));
    }
    // One definition of the age groups (domain::category), with the tournament's cut-off.
    let cut_off = t.settings.categories.cut_off(t.settings.start_date);
    let rows = standings
        .rows
        .iter()
        .filter_map(|line| {
            let p = roster.get(line.player)?;
            let (name, style) = listed_name(lang, p, standings.after_round);
            let mut cells = vec![
                line.place(),
                notation::number(p),
                notation::title(p),
                name,
                notation::rating(p),
            ];
            if extra_columns {
                cells.push(p.federation.clone());
                cells.push(p.club.clone());
                cells.push(
                    age_group(p, cut_off)
                        .map(AgeGroup::code)
                        .unwrap_or_default(),
                );
            }
            cells.push(notation::points(line.points));
            cells.extend(line.values.iter().map(|v| notation::tiebreak(lang, v)));
            if let Some(report) = &ratings {
                cells.push(change_cell(report.player(line.player)));
            }
            Some(Row { cells, style })
        })
        .collect();
    Block::Table(table(columns, rows))
}

/// The standings table, the refused tie-breaks and the tie-break legend.
pub fn standings_blocks(
    t: &Tournament,
    lang: Language,
    standings: &Standings,
    extra_columns: bool,
) -> Vec<Block> {
    let mut blocks = vec![standings_table(t, lang, standings, extra_columns)];
    blocks.extend(
        standings
            .refused
            .iter()
            .map(|refusal| Block::Paragraph(refusal.localize(lang))),
    );
    if !standings.tiebreaks.is_empty() {
        blocks.push(Block::Heading(tr!(lang, "report-heading-tiebreaks")));
        blocks.push(Block::Fields(tiebreak_legend(lang, &standings.tiebreaks)));
    }
    blocks
}

/// Each tie-break's code and its name in words.
pub fn tiebreak_legend(lang: Language, specs: &[TiebreakSpec]) -> Vec<Field> {
    specs
        .iter()
        .map(|spec| Field {
            label: spec.code(),
            value: spec.localize(lang),
        })
        .collect()
}

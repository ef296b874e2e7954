//! Standings by category: one document, a section per category of the settings (its
//! name, then the standings of its players with the places counted inside it,
//! `awards::category_standings`), the tie-break legend once at the end.

use super::document::{Block, Document, Orientation};
use super::request::PrintRequest;
use super::standings::{standings_table, tiebreak_legend};
use crate::awards::{PlayerIndex, category_standings};
use crate::domain::Tournament;
use crate::frame;
use crate::tiebreak;
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest, after_round: u32) -> Document {
    let lang = request.language;
    let standings = tiebreak::standings(t, after_round);
    let title = match standings.after_round {
        0 => tr!(lang, "report-title-category-standings-before-start"),
        round => tr!(lang, "report-title-category-standings", round = round),
    };
    let round = (standings.after_round > 0).then_some(standings.after_round);
    let index = PlayerIndex::new(t);
    let mut blocks = Vec::new();
    let categories = &t.settings.categories.categories;
    if categories.is_empty() {
        blocks.push(Block::Paragraph(tr!(lang, "report-no-categories")));
    }
    for category in categories {
        blocks.push(Block::Heading(category.name.clone()));
        let section = category_standings(t, &index, &standings, category);
        if section.rows.is_empty() {
            blocks.push(Block::Paragraph(tr!(lang, "report-category-empty")));
            continue;
        }
        // The category's lines, placed inside the category.
        let placed = section.placed(&standings);
        blocks.push(standings_table(t, lang, &placed, request.extra_columns));
    }
    if !standings.tiebreaks.is_empty() && !categories.is_empty() {
        blocks.push(Block::Heading(tr!(lang, "report-heading-tiebreaks")));
        blocks.push(Block::Fields(tiebreak_legend(lang, &standings.tiebreaks)));
    }
    frame::document(t, request, round, title, Orientation::Portrait, blocks)
}

//! The check-in list: every player alphabetically with a box to tick on arrival and an
//! empty "amount paid" column for the entry fee.

use super::document::{Align, Block, Document, Orientation};
use super::request::PrintRequest;
use super::table::{column, row, stretch, table};
use super::words::ColumnWord as W;
use super::{frame, notation};
use crate::domain::Tournament;
use crate::tr;

/// The box ticked when the player arrives.
pub const TICK_BOX: &str = "☐";

pub fn build(t: &Tournament, request: &PrintRequest) -> Document {
    let lang = request.language;
    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by(|a, b| notation::by_name(a, b));
    let columns = vec![
        column(lang, W::Number, Align::Right),
        stretch(lang, W::Name),
        column(lang, W::Federation, Align::Left),
        column(lang, W::Club, Align::Left),
        column(lang, W::Rating, Align::Right),
        column(lang, W::Present, Align::Centre),
        column(lang, W::AmountPaid, Align::Right),
    ];
    let rows = players
        .into_iter()
        .map(|p| {
            row(vec![
                notation::number(p),
                p.name.clone(),
                p.federation.clone(),
                p.club.clone(),
                notation::rating(p),
                TICK_BOX.to_string(),
                String::new(),
            ])
        })
        .collect();
    frame::document(
        t,
        request,
        None,
        tr!(lang, "report-title-check-in"),
        Orientation::Portrait,
        vec![Block::Table(table(columns, rows))],
    )
}

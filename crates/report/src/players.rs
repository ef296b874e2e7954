//! The list of players, by pairing number, rating (C.04.2 art. 2.2 order) or name.

use super::document::{Align, Block, Document, Orientation, Row};
use super::request::{PlayerOrder, PrintRequest};
use super::standings::listed_name;
use super::table::{column, stretch, table};
use super::words::ColumnWord as W;
use super::{frame, notation};
use crate::domain::Tournament;
use crate::domain::player::initial_order;
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest) -> Document {
    let lang = request.language;
    let mut players = t.players_by_pairing_number();
    match request.player_order {
        PlayerOrder::PairingNumber => {}
        PlayerOrder::Rating => players.sort_by(|a, b| initial_order(a, b)),
        PlayerOrder::Name => players.sort_by(|a, b| notation::by_name(a, b)),
    }
    let columns = vec![
        column(lang, W::Number, Align::Right),
        column(lang, W::Title, Align::Left),
        stretch(lang, W::Name),
        column(lang, W::FideId, Align::Right),
        column(lang, W::Federation, Align::Left),
        column(lang, W::Rating, Align::Right),
        column(lang, W::Club, Align::Left),
    ];
    let rows = players
        .into_iter()
        .map(|p| {
            // Withdrawn at any round: marked.
            let (name, style) = listed_name(lang, p, u32::MAX);
            Row {
                cells: vec![
                    notation::number(p),
                    notation::title(p),
                    name,
                    p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                    p.federation.clone(),
                    notation::rating(p),
                    p.club.clone(),
                ],
                style,
            }
        })
        .collect();
    frame::document(
        t,
        request,
        None,
        tr!(lang, "report-title-players"),
        Orientation::Portrait,
        vec![Block::Table(table(columns, rows))],
    )
}

//! Pairings by name ("who plays where"): every player of the round in alphabetical
//! order with board, colour and opponent; a bye in the opponent's place.

use super::document::{Align, Block, Document, Orientation, Row};
use super::request::PrintRequest;
use super::roster::Roster;
use super::table::{column, row, stretch, table};
use super::words::{ByeWord, ColourWord, ColumnWord as W};
use super::{frame, notation};
use crate::domain::{Colour, Player, Round, Tournament};
use crate::i18n::Localize;
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest, round: &Round) -> Document {
    let lang = request.language;
    let roster = Roster::new(t);
    let white = ColourWord(Colour::White).localize(lang);
    let black = ColourWord(Colour::Black).localize(lang);
    // (player, row) for every board side and bye, sorted by the player's name.
    let mut lines: Vec<(&Player, Row)> = Vec::with_capacity(round.boards.len() * 2);
    for (i, board) in round.boards.iter().enumerate() {
        let (Some(w), Some(b)) = (roster.get(board.white), roster.get(board.black)) else {
            continue;
        };
        let board_number = (i + 1).to_string();
        for (me, colour, opponent) in [(w, &white, b), (b, &black, w)] {
            lines.push((
                me,
                row(vec![
                    me.name.clone(),
                    notation::number(me),
                    board_number.clone(),
                    colour.clone(),
                    opponent.name.clone(),
                    notation::number(opponent),
                ]),
            ));
        }
    }
    for bye in &round.byes {
        if let Some(p) = roster.get(bye.player) {
            let cells = vec![
                p.name.clone(),
                notation::number(p),
                String::new(),
                String::new(),
                ByeWord(bye.kind).localize(lang),
                String::new(),
            ];
            lines.push((p, row(cells)));
        }
    }
    lines.sort_by(|a, b| notation::by_name(a.0, b.0));
    let columns = vec![
        stretch(lang, W::Name),
        column(lang, W::Number, Align::Right),
        column(lang, W::Board, Align::Right),
        column(lang, W::Colour, Align::Left),
        stretch(lang, W::Opponent),
        column(lang, W::Number, Align::Right),
    ];
    let rows = lines.into_iter().map(|(_, r)| r).collect();
    let title = tr!(lang, "report-title-pairings-by-name", round = round.number);
    frame::document(
        t,
        request,
        Some(round.number),
        title,
        Orientation::Portrait,
        vec![Block::Table(table(columns, rows))],
    )
}

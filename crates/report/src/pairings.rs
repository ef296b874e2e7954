//! Pairings by board: one line per board in the recorded board order (number, title,
//! name, rating and points before the round of both players, the result when known),
//! then the byes and the players not playing the round.

use super::document::{Align, Block, Document, Orientation};
use super::request::PrintRequest;
use super::roster::{Roster, scores_before};
use super::table::{column, row, stretch, table};
use super::words::{ByeWord, ColumnWord as W, NotPlaying};
use super::{frame, notation};
use crate::domain::{Player, PlayerId, Points, Round, Tournament};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::collections::{BTreeMap, BTreeSet};

pub fn build(t: &Tournament, request: &PrintRequest, round: &Round) -> Document {
    let lang = request.language;
    let roster = Roster::new(t);
    let scores = scores_before(t, round.number);
    let mut blocks = vec![Block::Table(boards_table(lang, &roster, &scores, round))];
    let absent = not_playing_rows(t, lang, &roster, &scores, round);
    if !absent.is_empty() {
        blocks.push(Block::Heading(tr!(lang, "report-heading-not-playing")));
        blocks.push(Block::Table(table(
            vec![
                column(lang, W::Number, Align::Right),
                stretch(lang, W::Name),
                column(lang, W::Points, Align::Right),
                column(lang, W::Reason, Align::Left),
            ],
            absent,
        )));
    }
    // Issue 38: the round's page on the published site, for the players' phones.
    blocks.extend(crate::qr::round_page_block(request, round.number));
    let title = tr!(lang, "report-title-pairings", round = round.number);
    frame::document(
        t,
        request,
        Some(round.number),
        title,
        Orientation::Portrait,
        blocks,
    )
}

fn score_of(scores: &BTreeMap<PlayerId, Points>, id: PlayerId) -> String {
    notation::points(scores.get(&id).copied().unwrap_or_default())
}

/// The boards, in the order recorded.
fn boards_table(
    lang: Language,
    roster: &Roster<'_>,
    scores: &BTreeMap<PlayerId, Points>,
    round: &Round,
) -> super::document::Table {
    let columns = vec![
        column(lang, W::Board, Align::Right),
        column(lang, W::Number, Align::Right),
        column(lang, W::Title, Align::Left),
        stretch(lang, W::White),
        column(lang, W::Rating, Align::Right),
        column(lang, W::Points, Align::Right),
        column(lang, W::Result, Align::Centre),
        column(lang, W::Points, Align::Right),
        column(lang, W::Rating, Align::Right),
        stretch(lang, W::Black),
        column(lang, W::Title, Align::Left),
        column(lang, W::Number, Align::Right),
    ];
    let rows = round
        .boards
        .iter()
        .enumerate()
        .map(|(i, board)| {
            let white = roster.get(board.white);
            let black = roster.get(board.black);
            let text = |p: Option<&Player>, f: fn(&Player) -> String| p.map(f).unwrap_or_default();
            row(vec![
                (i + 1).to_string(),
                text(white, notation::number),
                text(white, notation::title),
                text(white, |p| p.name.clone()),
                text(white, notation::rating),
                score_of(scores, board.white),
                board.result.notation().to_string(),
                score_of(scores, board.black),
                text(black, notation::rating),
                text(black, |p| p.name.clone()),
                text(black, notation::title),
                text(black, notation::number),
            ])
        })
        .collect();
    table(columns, rows)
}

/// The byes (in the order recorded), then everybody neither on a board nor given a bye
/// (by pairing number), with the reason.
fn not_playing_rows(
    t: &Tournament,
    lang: Language,
    roster: &Roster<'_>,
    scores: &BTreeMap<PlayerId, Points>,
    round: &Round,
) -> Vec<super::document::Row> {
    let line = |p: &Player, reason: String| {
        row(vec![
            notation::number(p),
            p.name.clone(),
            score_of(scores, p.id),
            reason,
        ])
    };
    let mut rows: Vec<_> = round
        .byes
        .iter()
        .filter_map(|bye| {
            roster
                .get(bye.player)
                .map(|p| line(p, ByeWord(bye.kind).localize(lang)))
        })
        .collect();
    let seated: BTreeSet<PlayerId> = round
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(round.byes.iter().map(|b| b.player))
        .collect();
    for p in t.players_by_pairing_number() {
        if !seated.contains(&p.id) {
            rows.push(line(p, reason(t, p, round.number).localize(lang)));
        }
    }
    rows
}

/// Why `player` has neither a board nor a bye in `round`.
fn reason(t: &Tournament, player: &Player, round: u32) -> NotPlaying {
    if player.withdrawn_from.is_some_and(|w| w <= round) {
        NotPlaying::Withdrawn
    } else if player.first_round > round {
        NotPlaying::NotEntered
    } else if t.settings.system.is_round_robin() {
        // C.05 Annex 1: drawn against the bye number of an odd table.
        NotPlaying::Rests
    } else {
        NotPlaying::Absent
    }
}

//! Pairings by board: one line per board in the recorded board order (number, title,
//! name, rating and points before the round of both players, the result when known),
//! then the byes and the players not playing the round. A Double-Swiss board is a match
//! of two games (C.04.5 1.2.1, colours reversed in the second): its result is printed as
//! game 1, game 2 and the match, each read left player – right player, with a legend.

use super::document::{Align, Block, Document, Orientation};
use super::request::PrintRequest;
use super::roster::{Roster, scores_before};
use super::table::{column, row, stretch, table, titled};
use super::words::{ByeWord, ColumnWord as W, NotPlaying};
use super::{frame, notation};
use crate::domain::{
    Board, Colour, GameResult, Player, PlayerId, Points, Round, ScoringSystem, Tournament,
};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::collections::{BTreeMap, BTreeSet};

pub fn build(t: &Tournament, request: &PrintRequest, round: &Round) -> Document {
    let lang = request.language;
    let roster = Roster::new(t);
    let scores = scores_before(t, round.number);
    let two_games =
        t.settings.system.plays_matches() || round.boards.iter().any(|b| b.second_game.is_some());
    let mut blocks = vec![Block::Table(boards_table(
        lang,
        &roster,
        &scores,
        round,
        two_games,
        &t.settings.scoring,
    ))];
    if two_games {
        blocks.push(Block::Paragraph(tr!(
            lang,
            "report-pairings-double-swiss-legend"
        )));
    }
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

/// The result columns: one, or a match's game 1, game 2 and total.
fn result_columns(lang: Language, two_games: bool) -> Vec<super::document::Column> {
    if !two_games {
        return vec![column(lang, W::Result, Align::Centre)];
    }
    vec![
        titled(tr!(lang, "report-column-game", game = 1), Align::Centre),
        titled(tr!(lang, "report-column-game", game = 2), Align::Centre),
        titled(tr!(lang, "report-column-match"), Align::Centre),
    ]
}

/// A board's result cells: its one result, or (a two-game match) game 1, game 2 turned to
/// read left – right (its White is the board's Black), and the match's points, once both
/// games have a result.
fn result_cells(board: &Board, two_games: bool, scoring: &ScoringSystem) -> Vec<String> {
    if !two_games {
        return vec![board.result.notation().to_string()];
    }
    let second = board.second_game.unwrap_or(GameResult::Pending);
    let total = if board.is_pending() {
        String::new()
    } else {
        let left = board.result.points_for(Colour::White, scoring)
            + second.points_for(Colour::Black, scoring);
        let right = board.result.points_for(Colour::Black, scoring)
            + second.points_for(Colour::White, scoring);
        format!("{left}-{right}")
    };
    vec![
        board.result.notation().to_string(),
        second.reversed().notation().to_string(),
        total,
    ]
}

/// The boards, in the order recorded.
fn boards_table(
    lang: Language,
    roster: &Roster<'_>,
    scores: &BTreeMap<PlayerId, Points>,
    round: &Round,
    two_games: bool,
    scoring: &ScoringSystem,
) -> super::document::Table {
    let mut columns = vec![
        column(lang, W::Board, Align::Right),
        column(lang, W::Number, Align::Right),
        column(lang, W::Title, Align::Left),
        stretch(lang, W::White),
        column(lang, W::Rating, Align::Right),
        column(lang, W::Points, Align::Right),
    ];
    columns.extend(result_columns(lang, two_games));
    columns.extend([
        column(lang, W::Points, Align::Right),
        column(lang, W::Rating, Align::Right),
        stretch(lang, W::Black),
        column(lang, W::Title, Align::Left),
        column(lang, W::Number, Align::Right),
    ]);
    let rows = round
        .boards
        .iter()
        .enumerate()
        .map(|(i, board)| {
            let white = roster.get(board.white);
            let black = roster.get(board.black);
            let text = |p: Option<&Player>, f: fn(&Player) -> String| p.map(f).unwrap_or_default();
            let mut cells = vec![
                (i + 1).to_string(),
                text(white, notation::number),
                text(white, notation::title),
                text(white, |p| p.name.clone()),
                text(white, notation::rating),
                score_of(scores, board.white),
            ];
            cells.extend(result_cells(board, two_games, scoring));
            cells.extend([
                score_of(scores, board.black),
                text(black, notation::rating),
                text(black, |p| p.name.clone()),
                text(black, notation::title),
                text(black, notation::number),
            ]);
            row(cells)
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

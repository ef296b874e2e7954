//! Team pairings of a round (issue 39): each match in the recorded order, its teams
//! first-named first with the score once every game has a result, then its boards (board,
//! White, rating, result, Black, rating); a forfeited match says who came. Below, the
//! teams not playing: the team bye (pairing-allocated, C.04.6), a team resting in a round
//! robin (C.05 Annex 1: drawn against the table's bye number), or not paired.

use super::document::{Align, Block, Document, Orientation, Row, Table};
use super::notation;
use super::roster::Roster;
use super::table::{column, row, stretch, stretch_titled, table};
use super::team_view::{TeamDocument, board_game, forfeit_sentence, match_score, team_name};
use super::team_words::TeamColumn;
use super::words::{ColumnWord as W, NotPlaying};
use crate::domain::{PlayerId, Round, TeamEvent, TeamMatch, TeamSystem};
use crate::i18n::{Language, Localize};
use crate::tr;

pub fn build(team: &TeamDocument, round: &Round) -> Document {
    let (t, lang, events) = (team.t, team.lang, team.events);
    let roster = Roster::new(t);
    let mut blocks = Vec::new();
    let matches = events
        .round(round.number)
        .map(|r| r.matches.as_slice())
        .unwrap_or_default();
    for (index, m) in matches.iter().enumerate() {
        let (first, second) = (team_name(events, m.first), team_name(events, m.second));
        let number = index + 1;
        blocks.push(Block::Heading(
            match match_score(t, events, round.number, m) {
                Some(score) => tr!(
                    lang,
                    "report-team-match-score",
                    number = number,
                    first = first,
                    second = second,
                    score = score
                ),
                None => tr!(
                    lang,
                    "report-team-match",
                    number = number,
                    first = first,
                    second = second
                ),
            },
        ));
        match forfeit_sentence(lang, events, m) {
            Some(sentence) => blocks.push(Block::Paragraph(sentence)),
            None => blocks.push(Block::Table(boards_table(lang, events, &roster, round, m))),
        }
    }
    let resting = not_playing_rows(lang, events, round.number);
    if !resting.is_empty() {
        blocks.push(Block::Heading(tr!(
            lang,
            "report-heading-teams-not-playing"
        )));
        blocks.push(Block::Table(table(
            vec![
                column(lang, W::Number, Align::Right),
                stretch_titled(TeamColumn::Team.localize(lang)),
                column(lang, W::Reason, Align::Left),
            ],
            resting,
        )));
    }
    // The site's round page shows this round's team pairings (issue 39): the same QR
    // code as the individual pairings', when asked for.
    blocks.extend(super::qr::round_page_block(team.request, round.number));
    let title = tr!(lang, "report-title-team-pairings", round = round.number);
    team.document(round.number, title, Orientation::Portrait, blocks)
}

/// The boards of a match: board, White and rating, result, Black and rating.
fn boards_table(
    lang: Language,
    events: &TeamEvent,
    roster: &Roster<'_>,
    round: &Round,
    m: &TeamMatch,
) -> Table {
    let columns = vec![
        column(lang, W::Board, Align::Right),
        stretch(lang, W::White),
        column(lang, W::Rating, Align::Right),
        column(lang, W::Result, Align::Centre),
        stretch(lang, W::Black),
        column(lang, W::Rating, Align::Right),
    ];
    let nobody = tr!(lang, "report-team-no-player");
    let name = |id: Option<PlayerId>| match id.and_then(|id| roster.get(id)) {
        Some(p) => p.name.clone(),
        None => nobody.clone(),
    };
    let rating = |id: Option<PlayerId>| {
        id.and_then(|id| roster.get(id))
            .map(notation::rating)
            .unwrap_or_default()
    };
    let rows: Vec<Row> = m
        .boards
        .iter()
        .enumerate()
        .map(|(index, board)| {
            let game = board_game(events, Some(round), index + 1, board);
            row(vec![
                (index + 1).to_string(),
                name(game.white),
                rating(game.white),
                game.notation().to_string(),
                name(game.black),
                rating(game.black),
            ])
        })
        .collect();
    table(columns, rows)
}

/// The teams with no match this round, by pairing number, with the reason.
fn not_playing_rows(lang: Language, events: &TeamEvent, round: u32) -> Vec<Row> {
    let team_round = events.round(round);
    let round_robin = matches!(
        events.system,
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin
    );
    let reason = |team| {
        if team_round.is_some_and(|r| r.byes.contains(&team)) {
            tr!(lang, "report-team-bye")
        } else if round_robin {
            // C.05 Annex 1: drawn against the bye number of an odd table.
            NotPlaying::Rests.localize(lang)
        } else {
            NotPlaying::Absent.localize(lang)
        }
    };
    events
        .teams_by_pairing_number()
        .into_iter()
        .filter(|team| !team_round.is_some_and(|r| r.matches.iter().any(|m| m.has(team.id))))
        .map(|team| {
            row(vec![
                team.pairing_number.to_string(),
                team.name.clone(),
                reason(team.id),
            ])
        })
        .collect()
}

//! Result slips: one per board of the round, with both players, the three results to
//! tick and two signature lines (the renderer lays several to a page with cut marks). A
//! Double-Swiss board is a two-game match (C.04.5 1.2.1: the colours reversed in the
//! second game): its slip has a row of boxes per game, each naming its White.

use super::document::{Block, Document, Orientation, ResultSlip, SlipGame};
use super::request::PrintRequest;
use super::roster::Roster;
use super::{frame, notation};
use crate::domain::{Board, GameResult, Round, Tournament};
use crate::i18n::Language;
use crate::tr;

/// The three results a game's row of boxes offers: "1-0", "½-½", "0-1".
pub fn game_choices() -> Vec<String> {
    [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
    ]
    .iter()
    .map(|r| r.notation().to_string())
    .collect()
}

pub fn build(t: &Tournament, request: &PrintRequest, round: &Round) -> Document {
    let lang = request.language;
    let roster = Roster::new(t);
    let signatures = vec![
        tr!(lang, "report-signature-white"),
        tr!(lang, "report-signature-black"),
    ];
    let two_games = t.settings.system.plays_matches();
    let slips = round
        .boards
        .iter()
        .enumerate()
        .map(|(i, board)| {
            let label = |id| {
                roster
                    .get(id)
                    .map(notation::player_label)
                    .unwrap_or_default()
            };
            let games = if two_games || board.second_game.is_some() {
                match_games(lang, &roster, board)
            } else {
                vec![SlipGame {
                    label: String::new(),
                    choices: game_choices(),
                }]
            };
            ResultSlip {
                heading: tr!(
                    lang,
                    "report-slip-heading",
                    round = round.number,
                    board = (i + 1)
                ),
                lines: vec![
                    tr!(lang, "report-slip-white", player = label(board.white)),
                    tr!(lang, "report-slip-black", player = label(board.black)),
                ],
                games,
                total: None,
                signatures: signatures.clone(),
            }
        })
        .collect();
    let title = tr!(lang, "report-title-result-slips", round = round.number);
    frame::document(
        t,
        request,
        Some(round.number),
        title,
        Orientation::Portrait,
        vec![Block::Slips(slips)],
    )
}

/// A Double-Swiss match's two rows: game 1 with the board's White, game 2 with its Black
/// as White (C.04.5 1.2.1), each result ticked in that game's own colours.
fn match_games(lang: Language, roster: &Roster<'_>, board: &Board) -> Vec<SlipGame> {
    let name = |id| roster.get(id).map(|p| p.name.clone()).unwrap_or_default();
    [(1, board.white), (2, board.black)]
        .into_iter()
        .map(|(game, white)| SlipGame {
            label: tr!(lang, "report-slip-game", game = game, player = name(white)),
            choices: game_choices(),
        })
        .collect()
}

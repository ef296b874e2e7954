//! Result slips: one per board of the round, with both players, the three results to
//! tick and two signature lines (the renderer lays several to a page with cut marks).

use super::document::{Block, Document, Orientation, ResultSlip};
use super::request::PrintRequest;
use super::roster::Roster;
use super::{frame, notation};
use crate::domain::{GameResult, Round, Tournament};
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest, round: &Round) -> Document {
    let lang = request.language;
    let roster = Roster::new(t);
    let choices: Vec<String> = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
    ]
    .iter()
    .map(|r| r.notation().to_string())
    .collect();
    let signatures = vec![
        tr!(lang, "report-signature-white"),
        tr!(lang, "report-signature-black"),
    ];
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
            ResultSlip {
                heading: tr!(
                    lang,
                    "report-slip-heading",
                    round = round.number,
                    board = (i + 1)
                ),
                white: tr!(lang, "report-slip-white", player = label(board.white)),
                black: tr!(lang, "report-slip-black", player = label(board.black)),
                choices: choices.clone(),
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

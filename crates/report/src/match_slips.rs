//! Match slips (issue 39): one per team match of the round, as `result_slips` has one per
//! board. Each names the round, the match and its teams (first-named first), then a row per
//! board, its White and Black with the results to tick in the game's colours, a line for
//! the match's result, and the signatures of both captains. A forfeited match has no
//! slip (nothing is played); a board with a side without a player has no boxes, its
//! result being the forfeit already known (docs/rules/teams.md, D2).

use super::document::{Block, Document, Orientation, ResultSlip, SlipGame};
use super::notation;
use super::result_slips::game_choices;
use super::roster::Roster;
use super::team_view::{TeamDocument, board_game, team_name};
use crate::domain::{PlayerId, Round, TeamEvent, TeamMatch};
use crate::i18n::Language;
use crate::tr;

pub fn build(team: &TeamDocument, round: &Round) -> Document {
    let (t, lang, events) = (team.t, team.lang, team.events);
    let roster = Roster::new(t);
    let matches = events
        .round(round.number)
        .map(|r| r.matches.as_slice())
        .unwrap_or_default();
    let slips = matches
        .iter()
        .enumerate()
        .filter(|(_, m)| m.forfeit.is_none())
        .map(|(index, m)| slip(lang, events, &roster, round, index + 1, m))
        .collect();
    let title = tr!(lang, "report-title-match-slips", round = round.number);
    team.document(
        round.number,
        title,
        Orientation::Portrait,
        vec![Block::Slips(slips)],
    )
}

/// The slip of match number `number`.
fn slip(
    lang: Language,
    events: &TeamEvent,
    roster: &Roster<'_>,
    round: &Round,
    number: usize,
    m: &TeamMatch,
) -> ResultSlip {
    let (first, second) = (team_name(events, m.first), team_name(events, m.second));
    let nobody = tr!(lang, "report-team-no-player");
    let player = |id: Option<PlayerId>| match id.and_then(|id| roster.get(id)) {
        Some(p) => notation::player_label(p),
        None => nobody.clone(),
    };
    let games = m
        .boards
        .iter()
        .enumerate()
        .map(|(index, board)| {
            let game = board_game(events, Some(round), index + 1, board);
            let label = tr!(
                lang,
                "report-match-slip-board",
                board = (index + 1),
                white = player(game.white),
                black = player(game.black)
            );
            if game.white.is_some() && game.black.is_some() {
                SlipGame {
                    label,
                    choices: game_choices(),
                }
            } else {
                SlipGame {
                    label: format!("{label}   {}", game.notation()),
                    choices: Vec::new(),
                }
            }
        })
        .collect();
    ResultSlip {
        heading: tr!(
            lang,
            "report-match-slip-heading",
            round = round.number,
            number = number
        ),
        lines: vec![tr!(
            lang,
            "report-match-slip-teams",
            first = first.clone(),
            second = second.clone()
        )],
        games,
        total: Some(tr!(
            lang,
            "report-match-slip-total",
            first = first.clone(),
            second = second.clone()
        )),
        signatures: vec![
            tr!(lang, "report-signature-captain", team = first),
            tr!(lang, "report-signature-captain", team = second),
        ],
    }
}

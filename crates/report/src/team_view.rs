//! What the team documents share (issue 39): what they are built from (the team event,
//! or the refusal) and their frame, a team's name, and a team board seen as a game: who
//! has White and Black, and its result.
//!
//! A team board names the first-named team's player and the other's; their game is an
//! ordinary board of the individual round (docs/rules/teams.md, the model). Its colours
//! are the game's; a board whose game is not there (a side without a player, D2) takes
//! the colours of the event's sequence (D1: the first-named team White on board 1, then
//! alternating, unless the event sets another).

use super::document::{Block, Document, Orientation};
use super::error::ReportError;
use super::frame;
use super::request::PrintRequest;
use crate::domain::{
    Colour, GameResult, MatchForfeit, PlayerId, Round, TeamBoard, TeamEvent, TeamId, TeamMatch,
    Tournament, team_score,
};
use crate::i18n::Language;
use crate::tr;

/// What a team document is built from: the tournament, the request and its language,
/// and the team event.
pub struct TeamDocument<'a> {
    pub t: &'a Tournament,
    pub request: &'a PrintRequest,
    pub lang: Language,
    pub events: &'a TeamEvent,
}

impl<'a> TeamDocument<'a> {
    /// Errors: the tournament is no team event.
    pub fn new(t: &'a Tournament, request: &'a PrintRequest) -> Result<Self, ReportError> {
        Ok(TeamDocument {
            t,
            request,
            lang: request.language,
            events: t.team_event.as_ref().ok_or(ReportError::NotATeamEvent)?,
        })
    }

    /// The document of `blocks` with the tournament's header, naming `round` (none for
    /// round 0, standings before the start), and its footer.
    pub fn document(
        &self,
        round: u32,
        title: String,
        orientation: Orientation,
        blocks: Vec<Block>,
    ) -> Document {
        let round = (round > 0).then_some(round);
        frame::document(self.t, self.request, round, title, orientation, blocks)
    }
}

/// A team's name (empty for an unknown id).
pub fn team_name(events: &TeamEvent, team: TeamId) -> String {
    events
        .team(team)
        .map(|team| team.name.clone())
        .unwrap_or_default()
}

/// One board of a team match as a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardGame {
    pub white: Option<PlayerId>,
    pub black: Option<PlayerId>,
    /// The game's result as recorded (`None` when a side has no player).
    pub result: Option<GameResult>,
}

impl BoardGame {
    /// The result as printed: the game's notation; a side without a player is a board
    /// lost by forfeit by that side (D2).
    pub fn notation(&self) -> &'static str {
        match (self.white, self.black, self.result) {
            (_, _, Some(result)) => result.notation(),
            (None, Some(_), None) => GameResult::BlackWinsByForfeit.notation(),
            (Some(_), None, None) => GameResult::WhiteWinsByForfeit.notation(),
            _ => "",
        }
    }
}

/// Board `number` (1-based) of a match as a game, from the individual round `games`.
pub fn board_game(
    events: &TeamEvent,
    games: Option<&Round>,
    number: usize,
    board: &TeamBoard,
) -> BoardGame {
    let played = match (games, board.first, board.second) {
        (Some(round), Some(first), Some(second)) => {
            round.boards.iter().find(|b| b.has(first) && b.has(second))
        }
        _ => None,
    };
    if let Some(game) = played {
        return BoardGame {
            white: Some(game.white),
            black: Some(game.black),
            result: Some(game.result),
        };
    }
    let (white, black) = match events.first_team_colour(number) {
        Colour::White => (board.first, board.second),
        Colour::Black => (board.second, board.first),
    };
    BoardGame {
        white,
        black,
        result: None,
    }
}

/// The match's score as printed ("1½ – 2½", first-named team first), once every game
/// has a result; `None` while one is pending.
pub fn match_score(
    t: &Tournament,
    events: &TeamEvent,
    round: u32,
    m: &TeamMatch,
) -> Option<String> {
    let first = team_score::team_round_score(t, events, round, m.first);
    first.outcome?;
    let (own, other) = team_score::match_game_points(t, events, round, m);
    Some(format!("{own} – {other}"))
}

/// The sentence under a forfeited match.
pub fn forfeit_sentence(lang: Language, events: &TeamEvent, m: &TeamMatch) -> Option<String> {
    let kind = match m.forfeit? {
        MatchForfeit::FirstWins => "first",
        MatchForfeit::SecondWins => "second",
        MatchForfeit::Neither => "neither",
    };
    Some(tr!(
        lang,
        "report-team-match-forfeit",
        kind = kind,
        first = team_name(events, m.first),
        second = team_name(events, m.second)
    ))
}

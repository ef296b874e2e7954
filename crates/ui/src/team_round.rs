//! The team matches of a round on the Rounds panel (issue 39): each match with its two
//! teams (the first-named first), the boards of the table that are its games, and the
//! game points so far (`domain::match_game_points`); the teams that rest. The results
//! themselves are entered on the boards, in the result boxes every round has.

use super::i18n::{Language, T, arg};
use crate::domain::{PlayerId, Round, TeamId, Tournament};

/// The matches of `round`; nothing for a tournament without teams.
pub fn matches(ui: &mut egui::Ui, lang: Language, t: &Tournament, round: &Round) {
    let Some(events) = &t.team_event else { return };
    let Some(team_round) = events.round(round.number) else {
        return;
    };
    let name = |id: TeamId| events.team(id).map_or("", |x| x.name.as_str());
    // The table's board (1-based) of the game a player sits at.
    let board_of = |player: Option<PlayerId>| {
        let player = player?;
        round
            .boards
            .iter()
            .position(|b| b.has(player))
            .map(|i| i + 1)
    };
    for (number, m) in (1..).zip(&team_round.matches) {
        let boards: Vec<usize> = m.boards.iter().filter_map(|b| board_of(b.first)).collect();
        let (first, second) = crate::domain::match_game_points(t, events, round.number, m);
        let span = match (boards.iter().min(), boards.iter().max()) {
            (Some(low), Some(high)) => format!("{low}–{high}"),
            _ => "–".to_owned(),
        };
        let args = [
            ("n", arg(number)),
            ("first", arg(name(m.first))),
            ("second", arg(name(m.second))),
            ("boards", arg(span)),
            (
                "firstpoints",
                arg(torneo_i18n::numbers::points(lang, first)),
            ),
            (
                "secondpoints",
                arg(torneo_i18n::numbers::points(lang, second)),
            ),
        ];
        ui.label(T::TeamMatchLine.with(lang, args));
    }
    let playing: Vec<TeamId> = team_round.teams().collect();
    for team in events.teams_by_pairing_number() {
        if !playing.contains(&team.id) {
            ui.label(T::TeamRests.with(lang, [("team", arg(team.name.as_str()))]));
        }
    }
}

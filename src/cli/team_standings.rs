//! `torneo standings FILE` on a team event (issue 39): the team standings (match points,
//! game points, the team tie-breaks: the `--tiebreaks` codes, the event's or the defaults),
//! and with `--boards` the board standings (players with at least `--minimum-games`
//! games on the board; the event's minimum, or half the rounds played, by default).

use super::error::CliError;
use crate::domain::Tournament;
use crate::i18n::Language;
use crate::tiebreak::ParseTiebreakError;
use crate::tiebreak::team::{
    self as teams, TeamTiebreak, board::board_standings, board::event_minimum_games,
    format_hundredths,
};
use crate::tr;

/// The team standings as text, with the tie-breaks of `codes` (empty: the defaults).
pub fn team_table(t: &Tournament, codes: &[String], lang: Language) -> Result<String, CliError> {
    let Some(events) = &t.team_event else {
        return Ok(String::new());
    };
    let primary = events.system.primary();
    let list: Vec<TeamTiebreak> = if codes.is_empty() {
        teams::event_tiebreaks(events)
    } else {
        codes
            .iter()
            .map(|code| {
                TeamTiebreak::parse(code, primary)
                    .ok_or_else(|| CliError::Tiebreak(ParseTiebreakError::Unknown(code.clone())))
            })
            .collect::<Result<_, _>>()?
    };
    let standings = teams::team_standings(t, t.rounds_paired(), &list);
    let mut text = format!(
        "{:>4}  {:>4}  {:<33} {:>5} {:>5}",
        tr!(lang, "cli-standings-rank"),
        tr!(lang, "cli-standings-number"),
        tr!(lang, "cli-standings-team"),
        tr!(lang, "cli-standings-match-points"),
        tr!(lang, "cli-standings-game-points")
    );
    for tiebreak in &list {
        text.push_str(&format!(" {:>8}", tiebreak.code(primary)));
    }
    text.push('\n');
    for row in &standings.rows {
        let team = events.team(row.team);
        text.push_str(&format!(
            "{:>4}  {:>4}  {:<33} {:>5} {:>5}",
            row.rank,
            team.map_or(0, |t| t.pairing_number),
            team.map_or("", |t| t.name.as_str()),
            row.match_points.to_decimal_string(),
            row.game_points.to_decimal_string()
        ));
        for value in &row.values {
            let value = value.map(format_hundredths).unwrap_or_default();
            text.push_str(&format!(" {value:>8}"));
        }
        text.push('\n');
    }
    Ok(text)
}

/// The board standings as text.
pub fn board_table(t: &Tournament, minimum_games: Option<u32>, lang: Language) -> String {
    let Some(events) = &t.team_event else {
        return String::new();
    };
    let rounds = t.rounds_paired();
    let minimum = minimum_games.unwrap_or_else(|| event_minimum_games(events, rounds));
    let mut text = String::new();
    for board in board_standings(t, rounds, minimum) {
        text.push_str(&tr!(
            lang,
            "cli-board-standings",
            board = board.board,
            games = minimum
        ));
        text.push('\n');
        text.push_str(&format!(
            "{:>4}  {:<33} {:<24} {:>5} {:>6} {:>7}\n",
            tr!(lang, "cli-standings-rank"),
            tr!(lang, "cli-standings-name"),
            tr!(lang, "cli-standings-team"),
            tr!(lang, "cli-standings-points"),
            tr!(lang, "cli-standings-games"),
            "%"
        ));
        for (place, row) in board.rows.iter().enumerate() {
            let name = t.player(row.player).map_or("", |p| p.name.as_str());
            let team = events.team(row.team).map_or("", |t| t.name.as_str());
            text.push_str(&format!(
                "{:>4}  {:<33} {:<24} {:>5} {:>6} {:>7}\n",
                place + 1,
                name,
                team,
                row.points.to_decimal_string(),
                row.games,
                format_hundredths(i64::from(row.percentage))
            ));
        }
        text.push('\n');
    }
    text
}

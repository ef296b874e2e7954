//! The team standings and the board standings of a team event as the window shows them
//! (issue 39; `tiebreak::team`, docs/rules/teams.md D6 and D7): every value already
//! written as text, so the window needs no engine.
//!
//! The team tie-breaks are the event's chosen list, or the system's default one (a team
//! round robin MP/GP → DE → SB, a team Swiss MP/GP → DE → BH-C1 → BH → SB: the legacy
//! FIDE recommendation, C.02 art. 13.16). The minimum of games on a board is the
//! event's, or half the rounds played, rounded up (D7).

use crate::domain::{PrimaryScore, TeamEvent, Tournament};
use crate::i18n::{Language, Localize};
use crate::tiebreak::team::{
    self as teams, board::board_standings, board::event_minimum_games, format_hundredths,
};
use crate::tr;

/// The team tie-break the window reads and rewrites (its `/V` edition), re-exported so
/// that `ui` depends on `session` only.
pub use crate::tiebreak::team::{TeamTiebreak, is_round_robin};

/// One team's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLine {
    pub rank: u32,
    pub pairing_number: u32,
    pub name: String,
    pub match_points: String,
    pub game_points: String,
    /// One per tie-break column (empty where direct encounter was not needed).
    pub values: Vec<String>,
}

/// The team standings after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTable {
    /// The tie-breaks' codes (`GP`, `EDE`, `EMGSB`, …), one per value column.
    pub codes: Vec<String>,
    pub lines: Vec<TeamLine>,
    /// The tie-breaks left empty, and why (a Buchholz in a team round robin under C.07
    /// 2026, note to 8.1), worded as for individual tie-breaks.
    pub refused: Vec<crate::tiebreak::TiebreakRefusal>,
}

/// One player's line in a board's standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardLine {
    pub place: usize,
    pub name: String,
    pub team: String,
    pub points: String,
    pub games: u32,
    /// The percentage, two decimals at most ("66.67").
    pub percentage: String,
}

/// One board's standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardTable {
    /// 1-based.
    pub board: u32,
    /// The games a player needs on the board to be ranked.
    pub minimum_games: u32,
    pub lines: Vec<BoardLine>,
}

/// The codes of every team tie-break the arbiter can choose (`tiebreak::team::choices`),
/// as the event's primary score names them.
pub fn tiebreak_choices(events: &TeamEvent) -> Vec<String> {
    let primary = events.system.primary();
    teams::choices().iter().map(|t| t.code(primary)).collect()
}

/// What a team tie-break code means, in words (the window shows it beside the code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTiebreakWords {
    pub code: String,
    pub primary: PrimaryScore,
}

impl Localize for TeamTiebreakWords {
    fn localize(&self, lang: Language) -> String {
        let score = |s: teams::Score| match s {
            teams::Score::Match => tr!(lang, "team-score-match"),
            teams::Score::Game => tr!(lang, "team-score-game"),
        };
        match teams::TeamTiebreak::parse(&self.code, self.primary) {
            Some(teams::TeamTiebreak::SecondaryScore) => {
                let primary = teams::primary_score(self.primary);
                let secondary = match primary {
                    teams::Score::Match => teams::Score::Game,
                    teams::Score::Game => teams::Score::Match,
                };
                tr!(lang, "team-tiebreak-secondary", score = score(secondary))
            }
            Some(teams::TeamTiebreak::DirectEncounter) => {
                tr!(lang, "team-tiebreak-direct-encounter")
            }
            Some(teams::TeamTiebreak::Buchholz { on, cut: false, .. }) => {
                tr!(lang, "team-tiebreak-buchholz", score = score(on))
            }
            Some(teams::TeamTiebreak::Buchholz { on, cut: true, .. }) => {
                tr!(lang, "team-tiebreak-buchholz-cut", score = score(on))
            }
            Some(teams::TeamTiebreak::SonnebornBerger { opponent, own, .. }) => tr!(
                lang,
                "team-tiebreak-sonneborn-berger",
                opponent = score(opponent),
                own = score(own)
            ),
            None => tr!(
                lang,
                "refusal-unknown-team-tiebreak",
                code = self.code.clone()
            ),
        }
    }
}

/// The codes of the system's default list (D6).
pub fn default_tiebreak_codes(events: &TeamEvent) -> Vec<String> {
    let primary = events.system.primary();
    teams::default_tiebreaks(events.system)
        .iter()
        .map(|t| t.code(primary))
        .collect()
}

/// The team standings after round `after`; `None` for an individual tournament.
pub fn team_table(t: &Tournament, after: u32) -> Option<TeamTable> {
    let events = t.team_event.as_ref()?;
    let primary = events.system.primary();
    let list = teams::event_tiebreaks(events);
    let standings = teams::team_standings(t, after, &list);
    let lines = standings
        .rows
        .iter()
        .map(|row| {
            let team = events.team(row.team);
            TeamLine {
                rank: row.rank,
                pairing_number: team.map_or(0, |x| x.pairing_number),
                name: team.map(|x| x.name.clone()).unwrap_or_default(),
                match_points: row.match_points.to_decimal_string(),
                game_points: row.game_points.to_decimal_string(),
                values: row
                    .values
                    .iter()
                    .map(|v| v.map(format_hundredths).unwrap_or_default())
                    .collect(),
            }
        })
        .collect();
    Some(TeamTable {
        codes: list.iter().map(|x| x.code(primary)).collect(),
        lines,
        refused: standings.refused,
    })
}

/// Every board's standings after round `after` (empty for an individual tournament).
pub fn board_tables(t: &Tournament, after: u32) -> Vec<BoardTable> {
    let Some(events) = &t.team_event else {
        return Vec::new();
    };
    let minimum_games = event_minimum_games(events, after);
    board_standings(t, after, minimum_games)
        .into_iter()
        .map(|board| BoardTable {
            board: board.board,
            minimum_games,
            lines: (1..)
                .zip(&board.rows)
                .map(|(place, row)| BoardLine {
                    place,
                    name: t
                        .player(row.player)
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    team: events
                        .team(row.team)
                        .map(|x| x.name.clone())
                        .unwrap_or_default(),
                    points: row.points.to_decimal_string(),
                    games: row.games,
                    percentage: format_hundredths(i64::from(row.percentage)),
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_team_tiebreak_is_worded_in_every_language() {
        for primary in [PrimaryScore::MatchThenGame, PrimaryScore::GameThenMatch] {
            for tiebreak in teams::choices() {
                assert_worded(&TeamTiebreakWords {
                    code: tiebreak.code(primary),
                    primary,
                });
            }
        }
    }
}

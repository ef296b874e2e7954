//! The team matches of a round on the Rounds panel (issue 39): each match with its two
//! teams (the first-named first), the boards of the table that are its games, and the
//! game points so far (`domain::match_game_points`); the team that has the team bye and
//! those that rest. A match chosen (a click on its line) opens its boards for result
//! entry by keyboard: the round's result keys on the board with the cursor, ↑ ↓ within
//! the match, Enter or Tab on to the next match, Esc back to the round's table
//! (`MatchCursor`, driven by the Rounds panel), and a button per team for a team that
//! did not come (every board lost by forfeit, docs/rules/teams.md D3) and one for both
//! (both lose, every board a double forfeit); a forfeited match shows its sentence. In
//! the last round paired, a team without a match can be given the team bye by hand, and
//! the team that has it can lose it (docs/rules/teams.md D18).

use super::action::Action;
use super::i18n::{Language, T, arg};
use crate::domain::{MatchForfeit, PlayerId, Round, TeamId, Tournament};
use crate::session::{Command, TeamCommand};

/// The match open for result entry (0-based in the round's matches) and its board with
/// the cursor (0-based in the match).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchCursor {
    pub index: usize,
    pub board: usize,
}

/// For each board of match `index` of `round`, the table board (0-based) holding its
/// game; `None` for a board with one side empty (no game). Empty when there is no such
/// match.
pub fn table_boards(t: &Tournament, round: &Round, index: usize) -> Vec<Option<usize>> {
    let Some(m) = t
        .team_event
        .as_ref()
        .and_then(|e| e.round(round.number))
        .and_then(|r| r.matches.get(index))
    else {
        return Vec::new();
    };
    m.boards
        .iter()
        .map(|b| match (b.first, b.second) {
            (Some(first), Some(second)) => round
                .boards
                .iter()
                .position(|g| g.has(first) && g.has(second)),
            _ => None,
        })
        .collect()
}

/// The number of matches of `round`.
pub fn match_count(t: &Tournament, round: u32) -> usize {
    t.team_event
        .as_ref()
        .and_then(|e| e.round(round))
        .map_or(0, |r| r.matches.len())
}

/// The matches of `round`; nothing for a tournament without teams. A click on a match
/// opens it (`cursor`); the open match shows its boards.
pub fn matches(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    round: &Round,
    cursor: &mut Option<MatchCursor>,
    actions: &mut Vec<Action>,
) {
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
    for (index, m) in team_round.matches.iter().enumerate() {
        let boards: Vec<usize> = m.boards.iter().filter_map(|b| board_of(b.first)).collect();
        let (first, second) = crate::domain::match_game_points(t, events, round.number, m);
        let span = match (boards.iter().min(), boards.iter().max()) {
            (Some(low), Some(high)) => format!("{low}–{high}"),
            _ => "–".to_owned(),
        };
        let args = [
            ("n", arg(index + 1)),
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
        let open = cursor.is_some_and(|c| c.index == index);
        if ui
            .selectable_label(open, T::TeamMatchLine.with(lang, args))
            .clicked()
        {
            *cursor = (!open).then_some(MatchCursor { index, board: 0 });
        }
        if open {
            let board = cursor.map_or(0, |c| c.board);
            match_boards(ui, lang, t, round, index, board, actions);
        }
    }
    // The team bye given or taken away by hand, in the last round paired (D18).
    let last = round.number == t.rounds_paired();
    let mut bye_button = |ui: &mut egui::Ui, team: TeamId, give: bool| {
        let word = if give { T::GiveTeamBye } else { T::TakeTeamBye };
        if last
            && ui
                .button(word.with(lang, [("team", arg(name(team)))]))
                .clicked()
        {
            let round = round.number;
            let command = TeamCommand::SetTeamBye { round, team, give };
            actions.push(Action::Apply(Command::Team(command)));
        }
    };
    for &team in &team_round.byes {
        let points = torneo_i18n::numbers::points(lang, events.match_scoring.bye);
        let args = [("team", arg(name(team))), ("points", arg(points))];
        ui.horizontal(|ui| {
            ui.label(T::TeamBye.with(lang, args));
            bye_button(ui, team, false);
        });
    }
    let playing: Vec<TeamId> = team_round.teams().collect();
    for team in events.teams_by_pairing_number() {
        if !playing.contains(&team.id) {
            ui.horizontal(|ui| {
                ui.label(T::TeamRests.with(lang, [("team", arg(team.name.as_str()))]));
                bye_button(ui, team.id, true);
            });
        }
    }
}

/// The open match's boards (the one with the cursor marked), the keys, and a button per
/// team that did not come.
fn match_boards(
    ui: &mut egui::Ui,
    lang: Language,
    t: &Tournament,
    round: &Round,
    index: usize,
    cursor: usize,
    actions: &mut Vec<Action>,
) {
    let Some(m) = t
        .team_event
        .as_ref()
        .and_then(|e| e.round(round.number))
        .and_then(|r| r.matches.get(index))
    else {
        return;
    };
    let name = |id: TeamId| {
        t.team_event
            .as_ref()
            .and_then(|e| e.team(id))
            .map_or("", |x| x.name.as_str())
    };
    let player = |id: Option<PlayerId>| {
        id.and_then(|p| t.player(p))
            .map_or("—".to_owned(), |p| p.name.clone())
    };
    ui.indent(("match-boards", index), |ui| {
        ui.strong(T::MatchBoardsHeading.with(lang, [("n", arg(index + 1))]));
        ui.label(T::MatchKeysHelp.tr(lang));
        let tables = table_boards(t, round, index);
        egui::Grid::new(("match-board-grid", round.number, index))
            .striped(true)
            .show(ui, |ui| {
                for (position, (team_board, table)) in m.boards.iter().zip(&tables).enumerate() {
                    let board_number = position + 1;
                    let game = table.and_then(|i| round.boards.get(i));
                    let (white, black) = match game {
                        Some(g) => (player(Some(g.white)), player(Some(g.black))),
                        None => (player(team_board.first), player(team_board.second)),
                    };
                    let mark = if position == cursor { "▶" } else { "" };
                    ui.label(mark);
                    ui.label(T::RosterBoard.with(lang, [("n", arg(board_number))]));
                    ui.label(format!("{white} – {black}"));
                    let result = game.map_or(String::new(), |g| result_words(g, lang));
                    ui.label(result);
                    ui.end_row();
                }
            });
        if let Some(forfeit) = m.forfeit {
            // A forfeited match has no boards (as a file's `330` reads, D3): its sentence.
            let kind = match forfeit {
                MatchForfeit::FirstWins => "first",
                MatchForfeit::SecondWins => "second",
                MatchForfeit::Neither => "neither",
            };
            let args = [
                ("kind", arg(kind)),
                ("first", arg(name(m.first))),
                ("second", arg(name(m.second))),
            ];
            ui.label(T::TeamMatchForfeit.with(lang, args));
            return;
        }
        ui.horizontal(|ui| {
            for absent in [m.first, m.second] {
                if ui
                    .button(T::TeamAbsent.with(lang, [("team", arg(name(absent)))]))
                    .clicked()
                {
                    let command = TeamCommand::ForfeitMatch {
                        round: round.number,
                        number: index + 1,
                        absent,
                    };
                    actions.push(Action::Apply(Command::Team(command)));
                }
            }
            // Neither came: both lose the match, every board a double forfeit (D3).
            if ui.button(T::TeamBothAbsent.tr(lang)).clicked() {
                let command = TeamCommand::ForfeitMatchBothAbsent {
                    round: round.number,
                    number: index + 1,
                };
                actions.push(Action::Apply(Command::Team(command)));
            }
        });
    });
}

/// A game's result as the round's table writes it (both games of a Double-Swiss match).
fn result_words(game: &crate::domain::Board, lang: Language) -> String {
    let text = |r: crate::domain::GameResult| {
        if r.is_pending() {
            T::ResultPending.tr(lang).to_owned()
        } else {
            r.notation().to_owned()
        }
    };
    match game.second_game {
        Some(second) => format!("{} / {}", text(game.result), text(second.reversed())),
        None => text(game.result),
    }
}

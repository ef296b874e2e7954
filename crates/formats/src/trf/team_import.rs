//! The team layer of a team event's TRF (issue 39), read after the individual one.
//!
//! A file is a team event when it has a team record (`300 310 320 330 352 362`), a number
//! of teams (`082`) above 0, or a `092`/`192` naming a team system; a `013` team list
//! alone does not make one (individual events carry it, JaVaFo's manual example does).
//!
//! - Teams: the `310` lines (team pairing number, name, short name, roster); without
//!   any, the `013` lines (numbered in file order). `013` beside `310` repeats it and is
//!   not kept. The `310` columns of match points, game points, rank and strength, `082`,
//!   and the informative `801`/`802` records are derived from the games and written anew.
//! - `352` → the board colour sequence and the number of boards; without it, the most
//!   boards a match had. `362` → the match points; `320` → the bye's match points and the
//!   team of each round. `192` → the team system (see `team_system`).
//! - Every round: the games between players of two teams make their match (see
//!   `team_arrange`); a `330` line is a forfeited match; a team without a match that has
//!   the `320` bye of the round, or whose players have the pairing-allocated bye, had the
//!   team bye.
//!
//! Lenient: a roster naming a player no `001` line has, a player on two rosters, a game
//! outside the teams and a record that cannot be read are each a warning naming the line.

use super::error::TrfField;
use super::raw::team::{
    self as team_records, BoardOrderRecord, ForfeitedMatchRecord, TeamByeRecord, TeamRecord,
};
use super::team_arrange::{self, LineUps};
use super::text::Line;
use super::warning::{Assumption, ImportWarning, TeamAssumption};
use crate::domain::{
    ByeKind, Colour, MatchScoring, PairingSystem, PlayerId, Team, TeamEvent, TeamId, TeamMatch,
    TeamRound, TeamSystem, Tournament,
};
use std::collections::{BTreeMap, BTreeSet};

/// Is the file a team event? (module documentation)
pub fn is_team_event(lines: &[Line]) -> bool {
    lines.iter().any(|line| {
        let code = line.columns(1, 3);
        let rest = line.columns(5, line.len()).trim().to_uppercase();
        match code.as_str() {
            "300" | "310" | "320" | "330" | "352" | "362" => true,
            "082" => rest.parse::<u32>().is_ok_and(|teams| teams > 0),
            "092" | "192" => rest.contains("TEAM") || rest.contains("SQUADR"),
            _ => false,
        }
    })
}

/// What the team records of the file say, read line by line.
#[derive(Default)]
struct TeamRecords {
    teams_310: Vec<(usize, TeamRecord)>,
    teams_013: Vec<(usize, TeamRecord)>,
    byes: Option<TeamByeRecord>,
    forfeits: Vec<ForfeitedMatchRecord>,
    orders: Vec<BoardOrderRecord>,
    colours: Option<Vec<Colour>>,
    match_points: Option<[Option<crate::domain::Points>; 3]>,
    system: Option<TeamSystem>,
    /// The `092` wording and its line (a file without `192`: `team_system::parse_wording`).
    wording: Option<(usize, String)>,
    /// The lines read (taken out of the kept records).
    used: Vec<String>,
}

/// Reads the team layer into `t` (module documentation).
pub fn read(t: &mut Tournament, lines: &[Line], warnings: &mut Vec<ImportWarning>) {
    let mut records = read_records(lines, warnings);
    system_from_wording(&mut records, warnings);
    for text in &records.used {
        if let Some(index) = t.extra_trf_records.iter().position(|r| r == text) {
            t.extra_trf_records.remove(index);
        }
    }
    // The file's own words for what it is: not the individual system guessed, nor a team
    // list kept as in an individual event.
    warnings.retain(|w| {
        w.assumption != Assumption::TeamRecordKept
            && !(records.system.is_some()
                && matches!(w.assumption, Assumption::SystemAssumed { .. }))
    });
    let mut events = TeamEvent {
        system: records.system.unwrap_or(match t.settings.system {
            PairingSystem::RoundRobin { cycles: 2 } => TeamSystem::DoubleRoundRobin,
            _ => TeamSystem::RoundRobin,
        }),
        ..TeamEvent::default()
    };
    if records.system.is_none() && !matches!(t.settings.system, PairingSystem::RoundRobin { .. }) {
        warnings.push(ImportWarning::new(
            0,
            TrfField::TournamentType,
            Assumption::Team(TeamAssumption::SystemAssumed),
        ));
    }
    read_scoring(&mut events, &records);
    read_teams(t, &mut events, &records, warnings);
    if let Some(colours) = &records.colours {
        events.boards = u32::try_from(colours.len()).unwrap_or(u32::MAX);
        if *colours != default_sequence(colours.len()) {
            events.colour_sequence = colours.clone();
        }
    }
    let boards = records.colours.as_ref().map(Vec::len);
    super::team_lenient::read_board_forfeits(t, &events, boards, warnings);
    read_rounds(t, &mut events, &records, lines, warnings);
    if records.byes.is_none() {
        let source = if records.teams_310.is_empty() {
            &records.teams_013
        } else {
            &records.teams_310
        };
        let team_lines = source
            .iter()
            .map(|(line, record)| (TeamId(record.number), *line))
            .collect();
        super::team_lenient::read_unnamed_byes(&mut events, &team_lines, warnings);
    }
    if records.colours.is_none() {
        let most = events
            .rounds
            .iter()
            .flat_map(|r| r.matches.iter().map(|m| m.boards.len()))
            .max();
        let fewest_players = events.teams.iter().map(|team| team.players.len()).min();
        let boards = most.or(fewest_players).unwrap_or(4).max(1);
        events.boards = u32::try_from(boards).unwrap_or(u32::MAX);
    }
    t.team_event = Some(events);
}

/// Board 1 White, then alternating.
pub fn default_sequence(boards: usize) -> Vec<Colour> {
    (0..boards)
        .map(|k| {
            if k.is_multiple_of(2) {
                Colour::White
            } else {
                Colour::Black
            }
        })
        .collect()
}

fn read_records(lines: &[Line], warnings: &mut Vec<ImportWarning>) -> TeamRecords {
    let mut records = TeamRecords::default();
    for line in lines {
        let code = line.columns(1, 3);
        let read = match code.as_str() {
            "310" => TeamRecord::parse_310(line).map(|r| records.teams_310.push((line.number, r))),
            "013" => {
                let place = u32::try_from(records.teams_013.len() + 1).unwrap_or(u32::MAX);
                TeamRecord::parse_013(line, place).map(|(record, differ)| {
                    if differ {
                        warnings.push(ImportWarning::at(
                            line.number,
                            (5, line.len().max(5)),
                            TrfField::RecordCode,
                            Assumption::Team(TeamAssumption::TeamLineByWords {
                                name: record.name.clone(),
                                players: record.players.len(),
                            }),
                        ));
                    }
                    records.teams_013.push((line.number, record));
                })
            }
            "320" => TeamByeRecord::parse(line).map(|r| records.byes = Some(r)),
            "330" => ForfeitedMatchRecord::parse(line).map(|r| records.forfeits.push(r)),
            "300" => BoardOrderRecord::parse(line).map(|r| records.orders.push(r)),
            "352" => team_records::parse_colour_sequence(line).map(|c| records.colours = Some(c)),
            "362" => team_records::parse_match_points(line).map(|m| records.match_points = Some(m)),
            "192" => {
                let system = super::team_system::parse(&line.columns(5, line.len()));
                if system.is_some() && records.system.is_none() {
                    records.system = system;
                    if super::system::parse_code(line.columns(5, line.len()).trim()).is_none() {
                        records.used.push(line.text());
                    }
                }
                continue;
            }
            "082" | "801" | "802" => Some(()),
            "092" => {
                records.wording =
                    Some((line.number, line.columns(5, line.len()).trim().to_owned()));
                continue;
            }
            _ => continue,
        };
        match read {
            Some(()) => records.used.push(line.text()),
            None => warnings.push(ImportWarning::at(
                line.number,
                (1, 3),
                TrfField::RecordCode,
                Assumption::Team(TeamAssumption::RecordUnread),
            )),
        }
    }
    records
}

/// No `192`: the `092` wording, when it names a team system, with a warning at its line.
fn system_from_wording(records: &mut TeamRecords, warnings: &mut Vec<ImportWarning>) {
    if records.system.is_some() {
        return;
    }
    let Some((line, text)) = &records.wording else {
        return;
    };
    let Some(system) = super::team_system::parse_wording(text) else {
        return;
    };
    records.system = Some(system);
    warnings.push(ImportWarning::at(
        *line,
        (5, 4 + text.chars().count().max(1)),
        TrfField::TournamentType,
        Assumption::Team(TeamAssumption::SystemFromWording {
            text: text.clone(),
            round_robin: !matches!(system, TeamSystem::TeamSwiss { .. }),
        }),
    ));
}

fn read_scoring(events: &mut TeamEvent, records: &TeamRecords) {
    let mut scoring = MatchScoring::default();
    if let Some([win, draw, loss]) = records.match_points {
        scoring.win = win.unwrap_or(scoring.win);
        scoring.draw = draw.unwrap_or(scoring.draw);
        scoring.loss = loss.unwrap_or(scoring.loss);
    }
    if let Some(byes) = &records.byes {
        scoring.bye = byes.match_points;
    }
    events.match_scoring = scoring;
}

/// The starting rank's `001` line.
fn player_lines(lines: &[Line]) -> BTreeMap<u32, usize> {
    lines
        .iter()
        .filter(|l| l.columns(1, 3) == "001")
        .filter_map(|l| Some((l.columns(5, 8).trim().parse::<u32>().ok()?, l.number)))
        .collect()
}

fn read_teams(
    t: &Tournament,
    events: &mut TeamEvent,
    records: &TeamRecords,
    warnings: &mut Vec<ImportWarning>,
) {
    let source = if records.teams_310.is_empty() {
        &records.teams_013
    } else {
        &records.teams_310
    };
    let mut placed = BTreeSet::new();
    let mut numbers = BTreeSet::new();
    for (line, record) in source {
        if !numbers.insert(record.number) {
            warnings.push(ImportWarning::at(
                *line,
                (5, 7),
                TrfField::PairingNumber,
                Assumption::Team(TeamAssumption::RecordUnread),
            ));
            continue;
        }
        let mut players = Vec::new();
        for &number in &record.players {
            let id = PlayerId(number);
            if t.player(id).is_none() {
                warnings.push(ImportWarning::new(
                    *line,
                    TrfField::PairingNumbers,
                    Assumption::Team(TeamAssumption::PlayerUnknown { number }),
                ));
            } else if !placed.insert(id) {
                warnings.push(ImportWarning::new(
                    *line,
                    TrfField::PairingNumbers,
                    Assumption::Team(TeamAssumption::PlayerTwice {
                        number,
                        team: record.number,
                    }),
                ));
            } else {
                players.push(id);
            }
        }
        events.teams.push(Team {
            id: TeamId(record.number),
            pairing_number: record.number,
            name: record.name.clone(),
            short_name: record.short_name.clone(),
            players,
            ..Team::default()
        });
    }
    events.next_team_id = events.teams.iter().map(|t| t.id.0).max().unwrap_or(0) + 1;
}

/// The `300` line-ups of one round, by team.
fn line_ups(records: &TeamRecords, round: u32) -> LineUps {
    records
        .orders
        .iter()
        .filter(|o| o.round == round)
        .map(|o| {
            let players = o
                .players
                .iter()
                .map(|&n| (n > 0).then_some(PlayerId(n)))
                .collect();
            (TeamId(o.team), players)
        })
        .collect()
}

fn read_rounds(
    t: &Tournament,
    events: &mut TeamEvent,
    records: &TeamRecords,
    lines: &[Line],
    warnings: &mut Vec<ImportWarning>,
) {
    let player_line = player_lines(lines);
    let teams = team_arrange::team_of_players(events);
    let known: BTreeSet<TeamId> = events.teams.iter().map(|t| t.id).collect();
    for round in &t.rounds {
        let number = round.number;
        let mut team_round = TeamRound {
            number,
            ..TeamRound::default()
        };
        let mut met: Vec<(TeamId, TeamId)> = Vec::new();
        for forfeit in records.forfeits.iter().filter(|f| f.round == number) {
            let (first, second) = (TeamId(forfeit.first), TeamId(forfeit.second));
            if known.contains(&first) && known.contains(&second) && first != second {
                met.push(ordered(events, first, second));
                team_round.matches.push(TeamMatch {
                    forfeit: Some(forfeit.forfeit),
                    ..TeamMatch::new(first, second)
                });
            }
        }
        let orders = line_ups(records, number);
        for game in &round.boards {
            let pair = (teams.get(&game.white), teams.get(&game.black));
            let (Some(&w), Some(&b)) = pair else {
                outside(warnings, &player_line, number, game.white.0, game.black.0);
                continue;
            };
            if w == b {
                outside(warnings, &player_line, number, game.white.0, game.black.0);
                continue;
            }
            let key = ordered(events, w, b);
            if !met.contains(&key) {
                met.push(key);
                team_round
                    .matches
                    .push(team_arrange::arrange(events, round, key.0, key.1, &orders));
            }
        }
        let in_match: BTreeSet<TeamId> = met.iter().flat_map(|&(a, b)| [a, b]).collect();
        let listed_bye = records
            .byes
            .as_ref()
            .and_then(|b| {
                let index = usize::try_from(number.checked_sub(1)?).ok()?;
                b.teams.get(index).copied()
            })
            .filter(|&n| n > 0)
            .map(TeamId);
        for team in &events.teams {
            if in_match.contains(&team.id) {
                continue;
            }
            let players_bye = team
                .players
                .iter()
                .any(|&p| round.bye_of(p) == Some(ByeKind::PairingAllocated));
            if listed_bye == Some(team.id) || players_bye {
                team_round.byes.push(team.id);
            }
        }
        events.rounds.push(team_round);
    }
}

/// The two teams, the lower pairing number first.
fn ordered(events: &TeamEvent, a: TeamId, b: TeamId) -> (TeamId, TeamId) {
    let number = |id: TeamId| events.team(id).map_or(u32::MAX, |t| t.pairing_number);
    if number(a) <= number(b) {
        (a, b)
    } else {
        (b, a)
    }
}

fn outside(
    warnings: &mut Vec<ImportWarning>,
    player_line: &BTreeMap<u32, usize>,
    round: u32,
    white: u32,
    black: u32,
) {
    warnings.push(ImportWarning::new(
        player_line.get(&white).copied().unwrap_or(0),
        TrfField::RoundOpponent(round),
        Assumption::Team(TeamAssumption::GameOutsideTeams {
            round,
            white,
            black,
        }),
    ));
}

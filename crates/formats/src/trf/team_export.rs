//! The team records of a team event (issue 39), written after the players:
//! `082` the number of teams, `192` the team system, `352` the board colours (always:
//! it also gives the number of boards), `362` the match points when not 2/1/0, one `310`
//! per team (and its `013` in TRF-16, for readers of the older record), `320` when a team
//! had the bye or the bye's match points are not a draw's, `330` for each forfeited match
//! and `300` for the matches whose boards a reader would not find from the rosters (see
//! `team_arrange`). Records are in round and team order, whatever the order of the
//! matches in the tournament, so the text does not depend on it.

use super::raw::team::{
    self as team_records, BoardOrderRecord, ForfeitedMatchRecord, TeamByeRecord, TeamRecord,
};
use super::team_arrange;
use crate::domain::{
    MatchScoring, PlayerId, Points, PrimaryScore, TeamEvent, TeamId, Tournament, team_totals_after,
};
use std::collections::BTreeMap;

/// The team records (module documentation); none for an individual tournament.
pub fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>, trf16: bool) -> Vec<String> {
    let Some(events) = &t.team_event else {
        return Vec::new();
    };
    let number = |p: PlayerId| numbers.get(&p).copied().unwrap_or(p.0);
    let team_number = |id: TeamId| events.team(id).map_or(id.0, |t| t.pairing_number);
    let mut out = vec![
        format!("082 {}", events.teams.len()),
        format!("192 {}", super::team_system::code(events.system)),
    ];
    let boards = usize::try_from(events.boards).unwrap_or(0);
    let colours: Vec<_> = (1..=boards).map(|b| events.first_team_colour(b)).collect();
    if !colours.is_empty() {
        out.push(team_records::colour_sequence_line(&colours));
    }
    let scoring = events.match_scoring;
    let default = MatchScoring::default();
    if (scoring.win, scoring.draw, scoring.loss) != (default.win, default.draw, default.loss) {
        out.push(team_records::match_points_line(
            scoring.win,
            scoring.draw,
            scoring.loss,
        ));
    }
    let ranks = ranks(t, events);
    for team in events.teams_by_pairing_number() {
        let record = TeamRecord {
            number: team.pairing_number,
            name: team.name.clone(),
            short_name: team.short_name.clone(),
            players: team.players.iter().map(|&p| number(p)).collect(),
        };
        let (mp, gp) = team_totals_after(t, events, team.id, t.rounds_paired());
        let rank = ranks.get(&team.id).copied().unwrap_or(0);
        out.push(record.to_310(mp, gp, rank));
        if trf16 {
            out.push(record.to_013());
        }
    }
    out.extend(bye_record(t, events, team_number));
    let mut forfeits = Vec::new();
    let mut orders = Vec::new();
    for round in &events.rounds {
        let Some(games) = t.round(round.number) else {
            continue;
        };
        for m in &round.matches {
            if let Some(forfeit) = m.forfeit {
                forfeits.push(ForfeitedMatchRecord {
                    forfeit,
                    round: round.number,
                    first: team_number(m.first),
                    second: team_number(m.second),
                });
                continue;
            }
            let (a, b) = if team_number(m.first) <= team_number(m.second) {
                (m.first, m.second)
            } else {
                (m.second, m.first)
            };
            let found = team_arrange::arrange(events, games, a, b, &BTreeMap::new());
            if found == *m {
                continue;
            }
            for (team, opponent) in [(m.first, m.second), (m.second, m.first)] {
                orders.push(BoardOrderRecord {
                    round: round.number,
                    team: team_number(team),
                    opponent: team_number(opponent),
                    players: m
                        .line_up(team)
                        .into_iter()
                        .map(|p| p.map_or(0, number))
                        .collect(),
                });
            }
        }
    }
    forfeits.sort_by_key(|f| (f.round, f.first));
    orders.sort_by_key(|o| (o.round, o.team));
    out.extend(forfeits.iter().map(ForfeitedMatchRecord::to_line));
    out.extend(orders.iter().map(BoardOrderRecord::to_line));
    out
}

/// `320`, when a team had the bye or its match points are not the default.
fn bye_record(
    t: &Tournament,
    events: &TeamEvent,
    team_number: impl Fn(TeamId) -> u32,
) -> Option<String> {
    let teams: Vec<u32> = events
        .rounds
        .iter()
        .map(|r| r.byes.first().map_or(0, |&id| team_number(id)))
        .collect();
    let any = teams.iter().any(|&n| n > 0);
    if !any && events.match_scoring.bye == MatchScoring::default().bye {
        return None;
    }
    // The game points of the first bye given (every PAB scores alike, C.04.1 art. 3);
    // with none, what the boards' individual byes would score.
    let game_points = events
        .rounds
        .iter()
        .find_map(|r| {
            let team = *r.byes.first()?;
            Some(crate::domain::team_round_score(t, events, r.number, team).game_points)
        })
        .unwrap_or_else(|| {
            let boards = i32::try_from(events.boards).unwrap_or(0);
            Points(boards.saturating_mul(t.settings.scoring.pairing_allocated_bye.0))
        });
    let teams = {
        let mut teams = teams;
        while teams.last() == Some(&0) {
            teams.pop();
        }
        teams
    };
    Some(
        TeamByeRecord {
            match_points: events.match_scoring.bye,
            game_points,
            teams,
        }
        .to_line(),
    )
}

/// Each team's rank on the primary score then the other (equal scores share the rank).
fn ranks(t: &Tournament, events: &TeamEvent) -> BTreeMap<TeamId, u32> {
    let n = t.rounds_paired();
    let mut scored: Vec<(TeamId, (Points, Points))> = events
        .teams
        .iter()
        .map(|team| {
            let (mp, gp) = team_totals_after(t, events, team.id, n);
            let key = match events.system.primary() {
                PrimaryScore::MatchThenGame | PrimaryScore::Match => (mp, gp),
                PrimaryScore::GameThenMatch | PrimaryScore::Game => (gp, mp),
            };
            (team.id, key)
        })
        .collect();
    scored.sort_by_key(|entry| std::cmp::Reverse(entry.1));
    let mut out = BTreeMap::new();
    let mut previous: Option<((Points, Points), u32)> = None;
    for (place, (id, key)) in scored.into_iter().enumerate() {
        let place = u32::try_from(place + 1).unwrap_or(u32::MAX);
        let rank = match previous {
            Some((k, r)) if k == key => r,
            _ => place,
        };
        previous = Some((key, rank));
        out.insert(id, rank);
    }
    out
}

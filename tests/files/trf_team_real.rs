//! Real team files of Swiss-Manager (TRF-16: `013` team lists, no `310`/`320`/`192`), as
//! kept in heltour's repository (tests/data/trf_team/README.md): two team Swiss events of
//! Crete. Every figure is read from the file's own lines (the `001` points column, the
//! `013` rosters, the games between two teams' players) or from the official standings
//! heltour copied (a data file), never from Torneo.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::Path;
use torneo::domain::{
    PlayerId, Points, PreferenceType, PrimaryScore, TeamId, TeamSystem, Tournament,
    team_totals_after,
};
use torneo::formats::trf::{self, Assumption, ImportWarning, TeamAssumption, TrfField};
use torneo::tiebreak::team::{TeamTiebreak, team_standings};

fn path(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf_team")
        .join(name)
}

fn read(name: &str) -> (Tournament, Vec<ImportWarning>) {
    let bytes = std::fs::read(path(name)).unwrap();
    trf::import(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// What the file itself writes, cut by hand at the TRF-16 columns: each `013` roster
/// (name 5-36, starting ranks from 37) with the sum of its players' `001` points column
/// (81-84), in tenths.
fn written_team_points(name: &str) -> Vec<(String, Vec<u32>, i32)> {
    let text = std::fs::read_to_string(path(name)).unwrap();
    let cut = |line: &str, first: usize, last: usize| -> String {
        line.chars()
            .skip(first - 1)
            .take(last + 1 - first)
            .collect()
    };
    let mut points = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with("001")) {
        let number: u32 = cut(line, 5, 8).trim().parse().unwrap();
        let value: f64 = cut(line, 81, 84).trim().parse().unwrap();
        points.insert(number, (value * 10.0).round() as i32);
    }
    text.lines()
        .filter(|l| l.starts_with("013"))
        .map(|line| {
            let roster: Vec<u32> = cut(line, 37, line.chars().count())
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            let sum = roster.iter().map(|n| points[n]).sum();
            (cut(line, 5, 36).trim().to_owned(), roster, sum)
        })
        .collect()
}

fn team_assumptions(warnings: &[ImportWarning]) -> Vec<(usize, TeamAssumption)> {
    warnings
        .iter()
        .filter_map(|w| match &w.assumption {
            Assumption::Team(team) => Some((w.line, team.clone())),
            _ => None,
        })
        .collect()
}

const CUP: &str = "heltour_crete_friendship_cup_2024.trf";
const CHAMPIONSHIP: &str = "heltour_crete_championship_2025.trf";

#[test]
fn swiss_managers_team_swiss_reads_its_teams_system_and_byes() {
    let (t, warnings) = read(CUP);
    let events = t.team_event.as_ref().expect("082 15: a team event");
    // 092 "Team Swiss System" and no 192: the FIDE Team Swiss, said at line 9.
    assert_eq!(
        events.system,
        TeamSystem::TeamSwiss {
            preference: PreferenceType::Unnamed,
            primary: PrimaryScore::MatchThenGame,
            baku: false
        }
    );
    let said = team_assumptions(&warnings);
    assert!(said.contains(&(
        9,
        TeamAssumption::SystemFromWording {
            text: "Team Swiss System".into(),
            round_robin: false
        }
    )));
    // The 15 teams in the order of their 013 lines, with their rosters.
    let written = written_team_points(CUP);
    assert_eq!(events.teams.len(), 15);
    for (team, (name, roster, _)) in events.teams.iter().zip(&written) {
        assert_eq!(&team.name, name);
        let players: Vec<u32> = team.players.iter().map(|p| p.0).collect();
        assert_eq!(&players, roster, "{name}");
    }
    // Six boards: round 1's ΓΑΖΙ 1 - ΓΑΖΙ 3 has six games (players 13-18 against 44-49).
    assert_eq!(events.boards, 6);
    // 15 teams: seven matches and one team without an opponent in each round, every one
    // of its players `0000 - -` (round 1: ΣΑΧ, players 1-6; round 2: Α.Σ.ΗΡΟΔΟΤΟΣ, 36-41;
    // round 3: ΓΑΖΙ 2, 84-89; round 4: Σ.A.ΧΕΡΣΟΝΗΣΟΥ, 107-111; round 5: ΚΥΔΩΝ, 51-54; round
    // 6: Α.Π.Ο. ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ, 7-12; round 7: ΛΕΩΝ ΚΑΝΤΙΑ 1, 92-97). No 320 names it:
    // the bye, said at the team's 013 line.
    let byes = [15, 13, 11, 14, 5, 2, 6];
    for (round, team) in events.rounds.iter().zip(byes) {
        assert_eq!(round.matches.len(), 7, "round {}", round.number);
        assert_eq!(round.byes, [TeamId(team)], "round {}", round.number);
        assert!(said.iter().any(|(line, a)| *line > 0
            && *a
                == TeamAssumption::ByeAssumed {
                    round: round.number,
                    team
                }));
    }
}

#[test]
fn swiss_managers_team_file_gives_each_team_the_points_its_players_columns_add_up_to() {
    // A board the opponent left empty is written `0000 - -` and counted in the player's
    // points column: player 9 (line 25) has 1 0 = 1 0 in rounds 2-6 (2.5) and writes 3.5;
    // in round 7 his team met ΓΑΖΙ 2 with five games of six. Read as a board won by
    // forfeit, so every team's game points are the sum of its players' columns, plus
    // for a team bye (the Cup's seven; its players write nothing for it) a drawn match's
    // 3 of 6 (C.04.6's default, docs/rules/teams.md D4).
    for name in [CUP, CHAMPIONSHIP] {
        let (t, warnings) = read(name);
        let events = t.team_event.as_ref().unwrap();
        let rounds = u32::try_from(t.rounds.len()).unwrap();
        for (team, (team_name, _, sum)) in events.teams.iter().zip(written_team_points(name)) {
            let (_, game_points) = team_totals_after(&t, events, team.id, rounds);
            let byes = events.rounds.iter().filter(|r| r.byes.contains(&team.id));
            let bye_points = 30 * i32::try_from(byes.count()).unwrap();
            assert_eq!(game_points, Points(sum + bye_points), "{name} {team_name}");
        }
        // The points columns agree with the results: no player's total corrected.
        assert!(
            !warnings
                .iter()
                .any(|w| matches!(w.assumption, Assumption::PointsAdjusted { .. })),
            "{name}"
        );
    }
    let (t, warnings) = read(CUP);
    assert_eq!(
        t.rounds[6].bye_of(PlayerId(9)),
        Some(torneo::domain::ByeKind::PairingAllocated)
    );
    assert!(warnings.iter().any(|w| w.line == 25
        && w.field == TrfField::RoundResult(7)
        && w.assumption == Assumption::Team(TeamAssumption::BoardForfeitWon { round: 7 })));
}

#[test]
fn the_crete_championship_matches_are_won_as_counted_by_hand() {
    // Eight teams, four rounds, ten boards. Counted from the 001 lines (games between two
    // rosters, then the boards won by forfeit the points column counts):
    // R1 1-5 7½-2½, 2-6 2-6 on eight games + players 119 and 126 (team 2) `0000 - -`
    //    counted: 4-6, 3-7 5½-4½, 4-8 6½-3½;
    // R2 1-4 5-5, 2-7 5½-4½, 3-6 6-1 + 78 and 85 (team 3): 8-1, 5-8 6-4;
    // R3 1-2 5-5, 3-4 6-4, 5-6 3½-4½ + 98 and 105 (team 5): 5½-4½ (won by team 5, not
    //    team 6, once the forfeits count), 7-8 6½-3½;
    // R4 1-3 3-7, 2-5 4-6, 4-7 5-5, 6-8 4-4 + 58 and 65 (team 8): 4-6.
    // Match points 2/1/0: team 1 W D D L = 4, team 2 L W D L = 3, team 3 4 wins = 8,
    // team 4 W D L D = 4, team 5 L W W W = 6, team 6 W L L L = 2, team 7 L L W D = 3,
    // team 8 L L L W = 2.
    let (t, _) = read(CHAMPIONSHIP);
    let events = t.team_event.as_ref().unwrap();
    assert_eq!(events.teams.len(), 8);
    assert_eq!(events.boards, 10);
    let expected = [4, 3, 8, 4, 6, 2, 3, 2];
    for (number, mp) in (1..=8).zip(expected) {
        let (match_points, _) = team_totals_after(&t, events, TeamId(number), 4);
        assert_eq!(match_points, Points::from_whole(mp), "team {number}");
    }
    // 8 teams: no bye in any round.
    assert!(events.rounds.iter().all(|r| r.byes.is_empty()));
}

#[test]
fn the_friendship_cup_standings_are_the_official_ones() {
    // The official standings (heltour's copy, a data file). Match points and game points
    // agree for all 15 teams: the seven teams with a bye have it scored as C.04.6's
    // default, a drawn match (1 MP and half the six boards, 3 GP), which the file does not
    // write (every player of the team `0000 - -`, points column without it) and Torneo
    // gives a team bye whose players have no individual PAB (docs/rules/teams.md, D4).
    let (t, _) = read(CUP);
    let events = t.team_event.as_ref().unwrap();
    let text =
        std::fs::read_to_string(path("heltour_crete_friendship_cup_2024.standings.txt")).unwrap();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let team = events.teams.iter().find(|t| t.name == fields[0]).unwrap();
        let (mp, gp) = team_totals_after(&t, events, team.id, 7);
        let official_mp: i32 = fields[4].parse().unwrap();
        let official_gp = (fields[5].parse::<f64>().unwrap() * 10.0).round() as i32;
        assert_eq!(mp, Points::from_whole(official_mp), "{}", fields[0]);
        assert_eq!(gp.0, official_gp, "{}", fields[0]);
        checked += 1;
    }
    assert_eq!(checked, 15);
    // The official order (the data file's, rank 1 first) is match points, then game
    // points: Torneo's standings on the same give it.
    let standings = team_standings(&t, 7, &[TeamTiebreak::SecondaryScore]);
    let official: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    let ranked: Vec<&str> = standings
        .rows
        .iter()
        .map(|row| events.team(row.team).unwrap().name.as_str())
        .collect();
    assert_eq!(ranked, official);
}

#[test]
fn the_team_lists_read_the_same_first_off_their_columns_and_with_crlf() {
    // The championship file rewritten as other writers might: CRLF, no trailing blanks,
    // the 013 lines before the players, each with its ranks one space after the name.
    let text = std::fs::read_to_string(path(CHAMPIONSHIP)).unwrap();
    let (original, _) = read(CHAMPIONSHIP);
    let team_lines: Vec<String> = written_team_points(CHAMPIONSHIP)
        .into_iter()
        .map(|(name, roster, _)| {
            let ranks: Vec<String> = roster.iter().map(u32::to_string).collect();
            format!("013 {name} {}", ranks.join(" "))
        })
        .collect();
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("013"))
        .map(|l| l.trim_end().to_owned())
        .collect();
    let first_player = lines.iter().position(|l| l.starts_with("001")).unwrap();
    lines.splice(first_player..first_player, team_lines);
    let (t, warnings) = trf::import(lines.join("\r\n").as_bytes()).unwrap();
    assert_eq!(t.team_event, original.team_event);
    // Each of the eight team lines said read by its words, with its name and ranks.
    let said: Vec<(String, usize)> = team_assumptions(&warnings)
        .into_iter()
        .filter_map(|(_, a)| match a {
            TeamAssumption::TeamLineByWords { name, players } => Some((name, players)),
            _ => None,
        })
        .collect();
    assert_eq!(said.len(), 8);
    assert!(said.contains(&("Σ.Α.Χ.".to_owned(), 22)));
}

#[test]
fn a_player_on_two_rosters_or_missing_is_said_at_the_team_line_and_the_file_still_reads() {
    // The championship file with player 1 added to the last roster (Ο.Φ.Σ.Χ., line 188)
    // and a rank no 001 line has (999) added to the first (Σ.Α.Χ., line 181).
    let text = std::fs::read_to_string(path(CHAMPIONSHIP)).unwrap();
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with("013 Σ.Α.Χ.") {
                format!("{}  999", l.trim_end())
            } else if l.starts_with("013 Ο.Φ.Σ.Χ.") {
                format!("{}    1", l.trim_end())
            } else {
                l.to_owned()
            }
        })
        .collect();
    let line_of = |prefix: &str| lines.iter().position(|l| l.starts_with(prefix)).unwrap() + 1;
    let (t, warnings) = trf::import(lines.join("\n").as_bytes()).unwrap();
    let events = t.team_event.as_ref().unwrap();
    assert_eq!(events.teams[0].players.len(), 22);
    assert!(!events.teams[7].players.contains(&PlayerId(1)));
    let said = team_assumptions(&warnings);
    assert!(said.contains(&(
        line_of("013 Σ.Α.Χ."),
        TeamAssumption::PlayerUnknown { number: 999 }
    )));
    assert!(said.contains(&(
        line_of("013 Ο.Φ.Σ.Χ."),
        TeamAssumption::PlayerTwice { number: 1, team: 8 }
    )));
}

/// The official standings' lines (data file): team name and its fields.
fn official_cup_lines() -> Vec<Vec<String>> {
    let text =
        std::fs::read_to_string(path("heltour_crete_friendship_cup_2024.standings.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[test]
fn the_friendship_cup_buchholz_is_the_official_one_by_the_2024_rules() {
    // The event started on 23 Nov 2024 (`042`), under C.07's 2023/2024 rules: a round
    // without a match (ΣΑΧ's bye in round 1, and the other six teams' byes) counts a
    // dummy opponent scoring the team's own final match points, uncapped (art. 16.4).
    // Torneo picks that edition from the start date, as for individual tie-breaks, and
    // gives heltour's official BH:MP (the data file's last column) for all 15 teams.
    let (t, _) = read(CUP);
    assert_eq!(
        t.settings.start_date,
        chrono::NaiveDate::from_ymd_opt(2024, 11, 23)
    );
    let events = t.team_event.as_ref().unwrap();
    let primary = events.system.primary();
    let buchholz = TeamTiebreak::parse("BH:MP", primary).unwrap();
    let value_of = |tiebreak: TeamTiebreak| -> BTreeMap<String, i64> {
        team_standings(&t, 7, &[tiebreak])
            .rows
            .iter()
            .map(|row| {
                let name = events.team(row.team).unwrap().name.clone();
                (name, row.values[0].unwrap())
            })
            .collect()
    };
    let torneo = value_of(buchholz);
    let official = official_cup_lines();
    assert_eq!(official.len(), 15);
    for line in &official {
        let bh: i64 = line[7].parse().unwrap();
        assert_eq!(torneo[&line[0]], bh * 100, "{}", line[0]);
    }
    // The 2026 rules (`/V2026`) cap a bye's dummy at a draw's 1 MP × 7 rounds = 7
    // (16.4.2). The seven teams with a bye are the seven with six matches; ΣΑΧ alone ends
    // above 7 (8 MP), so it alone loses a point: 57, the figure of the 2026 rules the
    // event was not run under. The other six (6, 5, 5, 5, 4, 3 MP) are under the cap.
    let capped = value_of(TeamTiebreak::parse("BH:MP/V2026", primary).unwrap());
    for line in &official {
        let bh: i64 = line[7].parse().unwrap();
        let expected = if line[0] == "ΣΑΧ" { bh - 1 } else { bh };
        assert_eq!(capped[&line[0]], expected * 100, "{}", line[0]);
    }
    assert_eq!(capped["ΣΑΧ"], 5_700);
    // The official EGGSB (opponent's game points × own game points, C.07 13.2) agrees
    // too, for all 15 teams, Α.Σ.ΗΡΟΔΟΤΟΣ's official 308.25 included (heltour's own
    // figure, 304.25, is marked as wrong there). No team's bye dummy reaches the game
    // points cap (3 × 7 = 21; ΣΑΧ has 20), so both editions give it.
    let eggsb = value_of(TeamTiebreak::parse("EGGSB", primary).unwrap());
    for line in &official {
        let official_value = (line[6].parse::<f64>().unwrap() * 100.0).round() as i64;
        assert_eq!(eggsb[&line[0]], official_value, "{}", line[0]);
    }
}

//! Issue 39 on the command line: `torneo standings` on a team file shows the team
//! standings (and `--boards` the board standings); `torneo pair` pairs a team round
//! robin over the Berger table and a FIDE Team Swiss by its engine, with `--explain`
//! the reasons match by match (a system flag is asked for; the event's own team system
//! decides).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support::torneo;
use torneo::domain::{
    PlayerId, PreferenceType, PrimaryScore, Team, TeamEvent, TeamSystem, Tournament,
    TournamentSettings,
};

fn gacrux_file() -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf_team/gacrux_fideteam_nocolor.trf")
        .to_string_lossy()
        .into_owned()
}

/// The cells of the lines after the header (cells are separated by two blanks or more
/// only where the table pads them; single words stay whole).
fn cells(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

#[test]
fn standings_of_a_team_file_are_the_team_standings() {
    let (code, out, err) = torneo(&["standings", &gacrux_file()]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("Team"), "{out}");
    // Gacrux's ranks (tests/data/trf_team/gacrux_fideteam_nocolor.tiebreaks.txt):
    // teams 1, 4, 2, 5, 3, 6, 8, 7, 9.
    let order: Vec<&str> = lines[1..].iter().map(|l| cells(l)[1]).collect();
    assert_eq!(
        order,
        ["1", "4", "2", "5", "3", "6", "8", "7", "9"],
        "{out}"
    );
    // Team 1: rank 1, "Team 1", 14.0 MP, 13.5 GP, then GP again as the first tie-break.
    assert_eq!(
        cells(lines[1])[..7],
        ["1", "1", "Team", "1", "14.0", "13.5", "13.5"]
    );
    let (code, out, _) = torneo(&["standings", &gacrux_file(), "--lang", "it"]);
    assert_eq!(code, 0);
    assert!(out.lines().next().unwrap().contains("Squadra"), "{out}");
}

#[test]
fn board_standings_follow_the_team_standings() {
    let (code, out, err) = torneo(&["standings", &gacrux_file(), "--boards"]);
    assert_eq!(code, 0, "{err}");
    // 7 rounds: at least 4 games by default. Board 1's best is T1B1, 7 of 7.
    let at = out.find("Board 1 (at least 4 games)").expect("board 1");
    let board_one: Vec<&str> = out[at..].lines().collect();
    assert_eq!(
        cells(board_one[2])[..5],
        ["1", "T1B1", "Team", "1", "7.0"],
        "{out}"
    );
    assert!(board_one[2].trim_end().ends_with("7     100"), "{out}");
    assert!(out.contains("Board 2 (at least 4 games)"), "{out}");
}

/// Four teams of two boards (team n: players 2n-1, 2n), a round robin not yet paired.
fn four_teams(system: TeamSystem) -> Tournament {
    let mut t = Tournament::new(TournamentSettings::default());
    let mut events = TeamEvent {
        boards: 2,
        system,
        ..TeamEvent::default()
    };
    for n in 1..=4u32 {
        for board in 0..2 {
            t.add_player(torneo::domain::Player {
                name: format!("Team{n}, Board{}", board + 1),
                pairing_number: 2 * n - 1 + board,
                ..torneo::domain::Player::default()
            });
        }
        events.add_team(Team {
            name: format!("Team {n}"),
            players: vec![PlayerId(2 * n - 1), PlayerId(2 * n)],
            ..Team::default()
        });
    }
    t.team_event = Some(events);
    t
}

#[test]
fn pair_gives_the_berger_round_of_a_team_round_robin() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("teams.ron");
    torneo::formats::ron::save(&path, &four_teams(TeamSystem::RoundRobin)).unwrap();
    // The system flag `pair` asks for: a team event's own system decides.
    let (code, out, err) = torneo(&["pair", "--round-robin", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // C.05 Annex 1, 4 players, round 1: 1-4, 2-3. Team 1 named first against team 4:
    // board 1 its player 1 White against 7, board 2 team 4's player 8 White against 2;
    // team 2 against team 3: 3-5, then 6-4.
    assert_eq!(out, "4\n1 7\n8 2\n3 5\n6 4\n");
}

/// The four teams as a FIDE Team Swiss (Type A, match points then game points).
fn team_swiss_file(dir: &std::path::Path, baku: bool) -> String {
    let path = dir.join("swiss.ron");
    let swiss = TeamSystem::TeamSwiss {
        preference: PreferenceType::TypeA,
        primary: PrimaryScore::MatchThenGame,
        baku,
    };
    torneo::formats::ron::save(&path, &four_teams(swiss)).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn pair_gives_the_round_of_a_team_swiss_and_explains_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = team_swiss_file(dir.path(), false);
    let (code, out, err) = torneo(&["pair", "--team-swiss", &path, "--explain"]);
    assert_eq!(code, 0, "{err}");
    // C.04.6 round 1: one bracket of four on 0, the first identifier 1 2 3 4: 1-3, 2-4.
    // 4.3.1: team 1 (odd) has the drawn colour, White, on board 1; team 2 (even) Black,
    // so team 4 White. Team 1 (players 1, 2) against team 3 (5, 6): 1-5, then 6-2;
    // team 4 (7, 8) against team 2 (3, 4): 7-3, then 4-8.
    let (pairing, explanation) = out.split_at(out.find("\n\n").unwrap() + 1);
    assert_eq!(pairing, "4\n1 5\n6 2\n7 3\n4 8\n");
    let lines: Vec<&str> = explanation.lines().collect();
    assert_eq!(lines[1], "Round 1");
    assert!(
        lines[2].starts_with("Round 1 is paired by the FIDE Team Swiss system (C.04.6): 4 teams."),
        "{out}"
    );
    // Each match, White on board 1 first, then its reasons (the bracket, the colour).
    assert_eq!(lines[3], "1 Team 1 - 3 Team 3", "{out}");
    assert!(lines[4].starts_with("    Board 1: "), "{out}");
    assert!(
        lines[5].starts_with("    Team 1 has White on board 1: "),
        "{out}"
    );
    assert!(lines[5].contains("4.3.1"), "{out}");
    assert_eq!(lines[6], "4 Team 4 - 2 Team 2", "{out}");
    // In Italian.
    let (code, out, _) = torneo(&["pair", "--team-swiss", &path, "--explain", "--lang", "it"]);
    assert_eq!(code, 0);
    assert!(out.contains("\nTurno 1\n"), "{out}");
    assert!(
        out.contains("La squadra 1 ha il bianco in prima scacchiera"),
        "{out}"
    );
}

#[test]
fn pair_asks_for_force_after_the_announced_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("swiss.ron");
    let swiss = TeamSystem::TeamSwiss {
        preference: PreferenceType::TypeA,
        primary: PrimaryScore::MatchThenGame,
        baku: false,
    };
    let mut t = four_teams(swiss);
    // One round announced and paired (1-3, 4-2 as above, all drawn): round 2 is beyond.
    let paired =
        torneo::pairing::team_event::pair_team_round(&t, 1, &torneo::pairing::JobControl::new())
            .unwrap();
    let mut games = paired.games.into_round(1);
    for b in &mut games.boards {
        b.result = torneo::domain::GameResult::Draw;
    }
    t.rounds.push(games);
    t.team_event.as_mut().unwrap().rounds.push(paired.matches);
    t.settings.rounds = 1;
    torneo::formats::ron::save(&path, &t).unwrap();
    let path = path.to_str().unwrap();
    let (code, _, err) = torneo(&["pair", "--team-swiss", path]);
    assert_eq!(code, 3, "{err}");
    let (code, out, err) = torneo(&["pair", "--team-swiss", path, "--force"]);
    assert_eq!(code, 0, "{err}");
    // Round 2: all on 1 MP, one bracket; 1-3 and 2-4 met: the first legal identifier
    // 1 2 4 3 gives 1-4, 2-3 (3.6). Colours, every team one match and no preference
    // (Type A): team 1 (White once) against 4 (White once), never different: the
    // first-team 1 alternates, Black (4.3.8): 4 White, players 7-1 and 2-8. Team 2
    // (Black) against 3 (Black): team 2 alternates to White: 3-5, 6-4.
    assert_eq!(out, "4\n7 1\n2 8\n3 5\n6 4\n");
}

#[test]
fn pair_refuses_what_it_cannot_pair_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    // The Baku acceleration is not applied to teams (C.04.7): refused, not ignored.
    let path = team_swiss_file(dir.path(), true);
    let (code, _, err) = torneo(&["pair", "--team-swiss", &path]);
    assert_eq!(code, 3);
    assert!(err.contains("Baku acceleration (C.04.7)"), "{err}");
    // --team-swiss on a file without teams.
    let path = dir.path().join("individual.ron");
    let mut t = Tournament::new(TournamentSettings::default());
    t.add_player(torneo::domain::Player::default());
    t.add_player(torneo::domain::Player::default());
    torneo::formats::ron::save(&path, &t).unwrap();
    let (code, _, err) = torneo(&["pair", "--team-swiss", path.to_str().unwrap()]);
    assert_eq!(code, 3);
    assert!(err.contains("The tournament has no teams."), "{err}");
}

#[test]
fn team_buchholz_follows_the_events_rule_edition_unless_the_code_names_one() {
    // The Crete Friendship Cup started on 23 Nov 2024: C.07's 2023/2024 rules, ΣΑΧ's
    // bye-round dummy at its own 8 MP, BH:MP 58 as officially published
    // (tests/data/trf_team/heltour_crete_friendship_cup_2024.standings.txt); with the
    // 2026 rules named (`/V2026`) the dummy is capped at 1 MP × 7 rounds: 57.
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf_team/heltour_crete_friendship_cup_2024.trf");
    let file = file.to_string_lossy();
    let args = ["standings", &file, "--tiebreaks", "BH:MP,BH:MP/V2026"];
    let (code, out, err) = torneo(&args);
    assert_eq!(code, 0, "{err}");
    let header = out.lines().next().unwrap();
    assert!(header.ends_with("   BH:MP BH:MP/V2026"), "{out}");
    let line = out
        .lines()
        .find(|l| cells(l).get(2) == Some(&"ΣΑΧ"))
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(cells(line)[5..], ["58", "57"], "{out}");
}

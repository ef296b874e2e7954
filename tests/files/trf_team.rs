//! Team events in TRF (issue 39): real team files of other programs import
//! (tests/data/trf_team/, sources in its README), their match and game points are the
//! ones their writer computed, and import → export → import gives the same tournament;
//! a team event built in Torneo survives its TRF with every record a round can need.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use torneo::domain::{
    MatchForfeit, PlayerId, Points, PreferenceType, PrimaryScore, TeamBoard, TeamId, TeamSystem,
    Tournament, team_totals_after,
};
use torneo::formats::trf::{self, Assumption, ImportWarning, TrfVersion};

use crate::team_support;

fn read(name: &str) -> (Tournament, Vec<ImportWarning>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf_team")
        .join(name);
    let bytes = std::fs::read(&path).unwrap();
    trf::import(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"))
}

const FILES: [&str; 5] = [
    "gacrux_fideteam_nocolor.trf",
    "chesspairing_trf2026_team.trf",
    "torneo_minimal_310.trf",
    "heltour_crete_friendship_cup_2024.trf",
    "heltour_crete_championship_2025.trf",
];

#[test]
fn gacruxs_team_file_reads_with_the_match_and_game_points_gacrux_wrote() {
    let (t, warnings) = read("gacrux_fideteam_nocolor.trf");
    let events = t.team_event.as_ref().expect("a team event");
    assert_eq!(events.teams.len(), 9);
    // No 352: the boards are the most a match had (two per team).
    assert_eq!(events.boards, 2);
    assert_eq!(events.rounds.len(), 7);
    assert_eq!(
        events.system,
        TeamSystem::TeamSwiss {
            preference: PreferenceType::Unnamed,
            primary: PrimaryScore::MatchThenGame,
            baku: false
        }
    );
    // The 310 columns 55-60 and 62-67 as Gacrux wrote them (its answers, kept in the
    // file): match points, game points of teams 1-9 after round 7.
    let written = [
        (140, 135),
        (90, 105),
        (70, 80),
        (110, 90),
        (70, 85),
        (60, 75),
        (30, 45),
        (50, 65),
        (10, 20),
    ];
    for (number, (mp, gp)) in (1..=9).zip(written) {
        assert_eq!(
            team_totals_after(&t, events, TeamId(number), 7),
            (Points(mp), Points(gp)),
            "team {number}"
        );
    }
    // Round 1: T1-T5, T1's board 1 player (1) White against T5's (9), board 2 player 2
    // Black against 10: T1 named first. T9 (players 17, 18 "0000 - U") the bye.
    let round = &events.rounds[0];
    let m = round.match_of(TeamId(1)).unwrap();
    assert_eq!((m.first, m.second), (TeamId(1), TeamId(5)));
    assert_eq!(
        m.boards,
        [
            TeamBoard {
                first: Some(PlayerId(1)),
                second: Some(PlayerId(9))
            },
            TeamBoard {
                first: Some(PlayerId(2)),
                second: Some(PlayerId(10))
            }
        ]
    );
    assert_eq!(round.byes, [TeamId(9)]);
    assert_eq!(events.rounds[6].byes, [TeamId(2)]);
    // The team records are the team layer's, not kept as unknown records; its 192 is
    // the team system, not an individual system guessed.
    assert!(t.extra_trf_records.iter().all(|r| !r.starts_with("310")));
    assert!(
        !warnings
            .iter()
            .any(|w| matches!(w.assumption, Assumption::SystemAssumed { .. })),
        "{warnings:?}"
    );
}

#[test]
fn chesspairings_trf26_team_file_reads_its_team_records() {
    let (t, _) = read("chesspairing_trf2026_team.trf");
    let events = t.team_event.as_ref().expect("a team event");
    let names: Vec<&str> = events.teams.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Team Alpha", "Team Beta"]);
    assert_eq!(events.teams[1].players, [5, 6, 7, 8].map(PlayerId));
    // 352 WBWB: four boards, the default colours (not stored as a choice).
    assert_eq!(events.boards, 4);
    assert!(events.colour_sequence.is_empty());
    // 362 TW 2 TD 1 TL 0.
    let s = events.match_scoring;
    assert_eq!((s.win, s.draw, s.loss), (Points(20), Points(10), Points(0)));
    // 330 +- round 1 teams 1 2; 330 -+ round 2 teams 2 1.
    let forfeit = |round: usize| {
        let m = &events.rounds[round].matches[0];
        (m.first, m.second, m.forfeit)
    };
    assert_eq!(
        forfeit(0),
        (TeamId(1), TeamId(2), Some(MatchForfeit::FirstWins))
    );
    assert_eq!(
        forfeit(1),
        (TeamId(2), TeamId(1), Some(MatchForfeit::SecondWins))
    );
    // The informative 801/802 records are derived: not kept.
    assert!(
        t.extra_trf_records
            .iter()
            .all(|r| !r.starts_with("801") && !r.starts_with("802"))
    );
}

#[test]
fn every_team_file_comes_back_the_same_through_its_export() {
    for name in FILES {
        let (t, _) = read(name);
        for version in [TrfVersion::Trf26, TrfVersion::Trf16] {
            let text = trf::export_checked(&t, version)
                .unwrap_or_else(|e| panic!("{name} {version:?}: {e}"));
            let (back, _) = trf::import(text.as_bytes()).unwrap();
            // TRF keeps no order of the games in a round, so neither of the matches read
            // from them (Swiss-Manager's files list the players by rank, not by board).
            let (back, t) = (in_one_order(&back), in_one_order(&t));
            assert_eq!(back.team_event, t.team_event, "{name} {version:?}\n{text}");
            assert_eq!(back.rounds, t.rounds, "{name} {version:?}");
            assert_eq!(back.players, t.players, "{name} {version:?}");
        }
    }
}

#[test]
fn a_team_event_made_in_torneo_survives_its_trf_with_every_team_record() {
    let t = team_support::team_event();
    assert_eq!(t.validate(), Ok(()));
    let text = trf::export_checked(&t, TrfVersion::Trf26).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    for expected in [
        "082 3",
        "192 FIDE_ROUNDROBIN",
        // Four boards, the default colours.
        "352 WBWB",
        // 3/1/0 is not the default.
        "362 TW 3.0   TD 1.0   TL 0.0",
        // The bye: a draw's match point; T3's four PABs scored 4; T3, T2, T1 in rounds 1-3.
        "320  1.0  4.0   3   2   1",
        // Round 3: T2-T3 forfeited by T3.
        "330 +-   3   2   3",
        // Round 2: T3 out of roster order (12 before 11), T3's empty board 4 (0): from
        // T3's roster a reader would put 11 on board 1, so both line-ups are written.
        "300   2   1   3    1    5    2    4",
        "300   2   3   1   12   11   13    0",
    ] {
        assert!(lines.contains(&expected), "{expected}\n{text}");
    }
    // Round 1 is in roster order: no 300 for it.
    assert!(!text.contains("\n300   1"), "{text}");
    // T1: round 1 lost 1½-2½ (0), round 2 won 3½-½ (3), round 3 the bye (1): 4 MP;
    // game points 1½ + 3½ + 4 (its four PABs) = 9.
    assert!(
        text.contains("\n310   1 Circolo Alfa                     ALFA            4.0    9.0"),
        "{text}"
    );
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.team_event, t.team_event, "{text}");
}

/// The tournament with each round's boards and team matches sorted.
fn in_one_order(t: &Tournament) -> Tournament {
    let mut t = t.clone();
    for r in &mut t.rounds {
        r.boards.sort_by_key(|b| (b.white, b.black));
    }
    for r in &mut t.team_event.as_mut().unwrap().rounds {
        r.matches.sort_by_key(|m| (m.first, m.second));
    }
    t
}

/// A team Swiss (Type B, match points then game points) of five teams of two boards,
/// three rounds paired by Torneo's engine with every game drawn, round 2's first match
/// then forfeited as a whole by its second team.
fn team_swiss_event() -> Tournament {
    use torneo::domain::{GameResult, Player, Team, TeamEvent, TournamentSettings};
    use torneo::pairing::{JobControl, team_event::pair_team_round};
    let mut t = Tournament::new(TournamentSettings {
        name: "Svizzero a squadre".into(),
        rounds: 5,
        ..TournamentSettings::default()
    });
    for n in 1..=10u32 {
        t.add_player(Player {
            name: format!("Giocatore, Numero{n}"),
            rating: Some(2100 - 10 * u16::try_from(n).unwrap()),
            pairing_number: n,
            ..Player::default()
        });
    }
    let mut events = TeamEvent {
        boards: 2,
        system: TeamSystem::TeamSwiss {
            preference: PreferenceType::TypeB,
            primary: PrimaryScore::MatchThenGame,
            baku: false,
        },
        ..TeamEvent::default()
    };
    for n in 1..=5u32 {
        events.add_team(torneo::domain::Team {
            name: format!("Squadra {n}"),
            players: vec![PlayerId(2 * n - 1), PlayerId(2 * n)],
            ..Team::default()
        });
    }
    t.team_event = Some(events);
    for round in 1..=3 {
        let paired = pair_team_round(&t, round, &JobControl::new()).unwrap();
        let mut games = paired.games.into_round(round);
        for b in &mut games.boards {
            b.result = GameResult::Draw;
        }
        let mut matches = paired.matches;
        if round == 2 {
            // The first match forfeited: its games go, the first team wins it (+-).
            let m = &mut matches.matches[0];
            let players: Vec<PlayerId> = m
                .boards
                .iter()
                .flat_map(|b| [b.first, b.second])
                .flatten()
                .collect();
            games.boards.retain(|b| !players.contains(&b.white));
            m.boards.clear();
            m.forfeit = Some(MatchForfeit::FirstWins);
        }
        t.rounds.push(games);
        t.team_event.as_mut().unwrap().rounds.push(matches);
    }
    t
}

#[test]
fn a_team_swiss_paired_by_torneo_survives_its_trf_and_pairs_the_same_next_round() {
    use torneo::pairing::{JobControl, team_event::pair_team_round};
    let t = team_swiss_event();
    assert_eq!(t.validate(), Ok(()));
    let events = t.team_event.as_ref().unwrap();
    // Round 1: five teams on 0, the bye to the largest TPN (C.04.6 3.4.4), Squadra 5.
    assert_eq!(events.rounds[0].byes, [TeamId(5)]);
    let forfeited = &events.rounds[1].matches[0];
    let text = trf::export_checked(&t, TrfVersion::Trf26).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let forfeit_line = format!(
        "330 +-   2   {}   {}",
        forfeited.first.0, forfeited.second.0
    );
    for expected in ["192 FIDE_TEAM_TYPEB_MP_GP", "082 5", forfeit_line.as_str()] {
        assert!(lines.contains(&expected), "{expected}\n{text}");
    }
    // The bye: a draw's match point, two PABs of 1 game point; Squadra 5 in round 1.
    assert!(
        lines.iter().any(|l| l.starts_with("320  1.0  2.0   5")),
        "{text}"
    );
    // Every team on a 310 line.
    assert_eq!(lines.iter().filter(|l| l.starts_with("310")).count(), 5);
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    // TRF has no table numbers: the reader orders a round's boards by score (and the
    // matches follow their boards), the engine by C.04.2 3.6 on the teams' scores. So
    // the rounds are compared in one order; the players as they are.
    let (back_sorted, sorted) = (in_one_order(&back), in_one_order(&t));
    assert_eq!(back_sorted.team_event, sorted.team_event, "{text}");
    assert_eq!(back_sorted.rounds, sorted.rounds, "{text}");
    assert_eq!(back.players, t.players, "{text}");
    // What was read back pairs round 4 as the original does.
    let ours = pair_team_round(&t, 4, &JobControl::new()).unwrap();
    let theirs = pair_team_round(&back, 4, &JobControl::new()).unwrap();
    assert_eq!(theirs.matches, ours.matches);
    assert_eq!(theirs.games, ours.games);
    // And its export is the same text.
    assert_eq!(trf::export_checked(&back, TrfVersion::Trf26).unwrap(), text);
}

//! A CIS match day worked by hand (issue 39: "a CIS match day"): the Campionato Italiano
//! a Squadre's shape as the secondary sources describe it (docs/rules/teams.md, "Not
//! done": four boards and a reserve, 2/1/0 match points, a match won with 2½; the
//! Serie Master's tie-breaks game points, then the mini-table of the tied teams, then a
//! weighted Sonneborn-Berger = EMGSB), set by hand in the team settings, since the
//! regulation's own articles were not found. A group of four teams, round 1 paired by
//! the session over the Berger table, its results typed, the standings read.

use torneo::domain::{
    GameResult, MatchScoring, Player, PlayerId, TeamId, Tournament, TournamentSettings,
};
use torneo::session::{Command, Session, TeamCommand, TeamSettings, team_standings};

fn team(command: TeamCommand) -> Command {
    Command::Team(command)
}

/// Four teams of five (four boards and a reserve): team k holds players 5(k-1)+1 to
/// 5k in board order, the fifth its reserve.
fn cis_group() -> Session {
    let mut s = Session::new(Tournament::new(TournamentSettings {
        name: "CIS Promozione, girone 3".into(),
        ..TournamentSettings::default()
    }));
    for n in 1..=20 {
        let player = Player {
            name: format!("Giocatore, N{n}"),
            ..Player::default()
        };
        s.apply(Command::AddPlayer(player)).unwrap();
    }
    s.apply(team(TeamCommand::SetTeamEvent {
        boards: 4,
        match_scoring: MatchScoring::default(),
    }))
    .unwrap();
    for name in ["Alfa", "Beta", "Gamma", "Delta"] {
        s.apply(team(TeamCommand::AddTeam { name: name.into() }))
            .unwrap();
    }
    for k in 1..=4u32 {
        for p in 5 * (k - 1) + 1..=5 * k {
            let add = TeamCommand::AddToRoster {
                team: TeamId(k),
                player: PlayerId(p),
            };
            s.apply(team(add)).unwrap();
        }
    }
    let events = s.tournament().team_event.clone().unwrap();
    let settings = TeamSettings {
        tiebreaks: vec!["GP".into(), "EDE".into(), "EMGSB".into()],
        ..TeamSettings::of(&events)
    };
    s.apply(team(TeamCommand::SetTeamSettings(Box::new(settings))))
        .unwrap();
    s
}

#[test]
fn a_cis_match_day_is_paired_coloured_scored_and_ranked_as_worked_by_hand() {
    let mut s = cis_group();
    // 2/1/0 (the default, as the 2023 CIS results show).
    let events = s.tournament().team_event.as_ref().unwrap();
    assert_eq!(events.match_scoring, MatchScoring::default());
    // Four teams: three rounds (C.05 Annex 1, table of 4).
    assert_eq!(s.tournament().settings.rounds, 3);

    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // Round 1 of the table of 4: 1-4, 2-3. Alfa named first against Delta, Beta against
    // Gamma. Colours (D1): the first-named team White on boards 1 and 3, Black on 2 and
    // 4; the reserves (5, 10, 15, 20) do not play.
    //   Alfa-Delta:  1-16, 17-2, 3-18, 19-4
    //   Beta-Gamma:  6-11, 12-7, 8-13, 14-9
    let round = s.tournament().round(1).unwrap();
    let games: Vec<(u32, u32)> = round
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(
        games,
        [
            (1, 16),
            (17, 2),
            (3, 18),
            (19, 4),
            (6, 11),
            (12, 7),
            (8, 13),
            (14, 9)
        ]
    );

    // Alfa-Delta: 1-0 (Alfa), ½-½, 1-0 (Alfa), 1-0 (Delta's White on board 4):
    // Alfa 2½ - 1½, won with 2½. Beta-Gamma: four draws, 2-2.
    use GameResult::{Draw, WhiteWins};
    let results = [
        WhiteWins, Draw, WhiteWins, WhiteWins, Draw, Draw, Draw, Draw,
    ];
    for (board, result) in results.into_iter().enumerate() {
        s.apply(Command::SetResult {
            round: 1,
            board,
            result,
        })
        .unwrap();
    }
    // Match points 2/1/0: Alfa 2, Beta 1, Gamma 1, Delta 0; game points 2½, 2, 2, 1½.
    // Beta and Gamma tie on MP and GP; they met and drew (EDE keeps them level); EMGSB
    // = opponent's MP × own GP: Beta 1 × 2 = 2, Gamma 1 × 2 = 2. Shared second place.
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    assert_eq!(table.codes, ["GP", "EDE", "EMGSB"]);
    let lines: Vec<(u32, &str, &str, &str)> = table
        .lines
        .iter()
        .map(|l| {
            (
                l.rank,
                l.name.as_str(),
                l.match_points.as_str(),
                l.game_points.as_str(),
            )
        })
        .collect();
    assert_eq!(lines[0], (1, "Alfa", "2.0", "2.5"));
    let mut tied: Vec<_> = lines[1..3].to_vec();
    tied.sort();
    assert_eq!(
        tied,
        [(2, "Beta", "1.0", "2.0"), (2, "Gamma", "1.0", "2.0")]
    );
    assert_eq!(lines[3], (4, "Delta", "0.0", "1.5"));
    assert_eq!(table.lines[1].values, table.lines[2].values);

    // Board standings after one round (minimum one game, D7): board 1 Alfa's player 1
    // won (100 %), Delta's 16 lost; Beta's 6 and Gamma's 11 drew.
    let boards = team_standings::board_tables(s.tournament(), 1);
    assert_eq!(boards.len(), 4);
    let first: Vec<(&str, &str)> = boards[0]
        .lines
        .iter()
        .map(|l| (l.name.as_str(), l.percentage.as_str()))
        .collect();
    assert_eq!(first[0], ("Giocatore, N1", "100"));
    assert_eq!(first[3], ("Giocatore, N16", "0"));
}

//! A CIS match day worked by hand (issue 39: "a CIS match day"): the Campionato Italiano
//! a Squadre's shape as the secondary sources describe it (docs/rules/teams.md, D16:
//! four boards and a reserve, 2/1/0 match points, a match won with 2½; the Serie
//! Master's tie-breaks game points, then the mini-table of the tied teams, then a
//! weighted Sonneborn-Berger = EMGSB), set by the CIS preset of the team settings
//! (`session::cis_preset`) on an event made with other values. A group of four teams,
//! round 1 paired by the session over the Berger table, its results typed, the
//! standings read. Also: the preset's values, and its one undo step.

use torneo::domain::{
    GameResult, MatchScoring, Player, PlayerId, Points, PrimaryScore, TeamId, Tournament,
    TournamentSettings,
};
use torneo::session::cis_preset::cis_preset;
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
    // Made with other values (6 boards, 3/1/0): the preset must set the CIS ones.
    s.apply(team(TeamCommand::SetTeamEvent {
        boards: 6,
        match_scoring: three_one_nil(),
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
    apply_cis_preset(&mut s);
    s
}

/// 3/1/0 match points, the team bye 1 (another federation's scoring).
fn three_one_nil() -> MatchScoring {
    MatchScoring {
        win: Points::from_whole(3),
        ..MatchScoring::default()
    }
}

/// What the window's CIS button and Apply do: the preset over the settings the event
/// has, as one command.
fn apply_cis_preset(s: &mut Session) {
    let events = s.tournament().team_event.clone().unwrap();
    let preset = cis_preset(events.system.primary(), &TeamSettings::of(&events)).unwrap();
    s.apply(team(TeamCommand::SetTeamSettings(Box::new(preset))))
        .unwrap();
}

#[test]
fn the_cis_preset_sets_four_boards_two_one_nil_and_its_tiebreaks_in_one_undo_step() {
    let mut s = cis_group();
    let events = s.tournament().team_event.clone().unwrap();
    // D16: 4 boards; won 2, drawn 1, lost 0; GP, EDE, EMGSB in that order. The team bye
    // (1) and the board colours (D1's default) are not the preset's: as they were.
    assert_eq!(events.boards, 4);
    assert_eq!(events.match_scoring, MatchScoring::default());
    assert_eq!(events.tiebreaks, ["GP", "EDE", "EMGSB"]);
    assert!(events.colour_sequence.is_empty());
    assert_eq!(events.board_minimum_games, None);
    // Reserves: a roster of five on four boards, the fifth its reserve.
    assert_eq!(events.team(TeamId(1)).unwrap().players.len(), 5);
    // One undo step: back to 6 boards, 3/1/0 and the system's default list.
    assert!(s.undo());
    let before = s.tournament().team_event.clone().unwrap();
    assert_eq!(before.boards, 6);
    assert_eq!(before.match_scoring, three_one_nil());
    assert!(before.tiebreaks.is_empty());
    // The CIS ranks on match points: no preset for a system ranking on game points.
    let current = TeamSettings::of(&before);
    assert!(cis_preset(PrimaryScore::Game, &current).is_none());
    assert!(cis_preset(PrimaryScore::GameThenMatch, &current).is_none());
    assert!(cis_preset(PrimaryScore::Match, &current).is_some());
}

#[test]
fn a_cis_match_day_is_paired_coloured_scored_and_ranked_as_worked_by_hand() {
    let mut s = cis_group();
    // 2/1/0 from the preset (the default too, as the 2023 CIS results show).
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
    // The window's table (GP, EDE, EMGSB): GP 2, EDE place 1 of the tied group (their
    // mini-table 1 – 1, C.07 6.2; "1", not "0.01"), EMGSB 2; Alfa did not need EDE.
    assert_eq!(table.lines[1].values, ["2", "1", "2"]);
    assert_eq!(table.lines[0].values, ["2.5", "", "0"]);

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

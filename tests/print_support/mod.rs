//! The tournament the printing tests of the command line (`cli_print`) and the window
//! (`ui_print`) print: one event, so both read the same expected text; and a team event
//! (issue 39) the team documents' tests print.

#![allow(dead_code)]

use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament, TournamentSettings,
};

/// Four players; round 1 played (Rossi 1-0 Papadopoulos, Müller ½-½ Ivanov), round 2
/// paired without results (Müller - Rossi, Ivanov - Papadopoulos).
pub fn printed_event() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Open di Città di Castello".to_string(),
        system: PairingSystem::Dutch,
        rounds: 3,
        ..TournamentSettings::default()
    });
    for (name, rating) in [
        ("Rossi, Niccolò", 2200),
        ("Иванов, Пётр", 2150),
        ("Παπαδόπουλος, Γιώργος", 2100),
        ("Müller, Zoë", 2050),
    ] {
        t.add_player(Player {
            name: name.to_string(),
            rating: Some(rating),
            ..Player::default()
        });
    }
    t.assign_pairing_numbers_by_rating();
    let board = |white, black, result| Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    };
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            board(1, 3, GameResult::WhiteWins),
            board(4, 2, GameResult::Draw),
        ],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![
            board(4, 1, GameResult::Pending),
            board(2, 3, GameResult::Pending),
        ],
        byes: vec![],
    });
    t
}

/// A team round robin of four teams of two boards (issue 39), two rounds played; every
/// figure of the printed team documents is worked from it by hand in `report_team`.
///
/// Teams by pairing number: 1 Alfa (Rossi 1, Bianchi 2, reserve Colombo 9), 2 Beta
/// (Verdi 3, Neri 4), 3 Gamma (Russo 5, Ferrari 6), 4 Delta (Esposito 7, Romano 8). The
/// first-named team has White on board 1, Black on board 2 (D1).
/// - Round 1: Alfa–Delta: 1-7 1-0, 8-2 ½-½ (Alfa 1½ – ½); Beta–Gamma: 3-5 0-1, 6-4 0-1
///   (1 – 1).
/// - Round 2: Alfa–Beta with the reserve Colombo on board 2: 1-3 ½-½, 4-9 1-0 (½ – 1½);
///   Delta–Gamma: 7-5 1-0, 6-8 0-1 (2 – 0).
pub fn printed_team_event() -> Tournament {
    use torneo::domain::{Team, TeamBoard, TeamEvent, TeamId, TeamMatch, TeamRound, TeamSystem};
    let mut t = Tournament::new(TournamentSettings {
        name: "Coppa dei circoli".to_string(),
        system: PairingSystem::RoundRobin { cycles: 1 },
        rounds: 3,
        ..TournamentSettings::default()
    });
    for (number, (name, rating)) in [
        ("Rossi, Mario", 2200),
        ("Bianchi, Luca", 2100),
        ("Verdi, Anna", 2150),
        ("Neri, Paolo", 2050),
        ("Russo, Marco", 2000),
        ("Ferrari, Sara", 1950),
        ("Esposito, Gino", 1900),
        ("Romano, Elena", 1850),
        ("Colombo, Ugo", 1800),
    ]
    .into_iter()
    .enumerate()
    {
        t.add_player(Player {
            name: name.to_string(),
            rating: Some(rating),
            pairing_number: u32::try_from(number).unwrap() + 1,
            ..Player::default()
        });
    }
    let game = |white, black, result| Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    };
    use GameResult::{BlackWins, Draw, WhiteWins};
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            game(1, 7, WhiteWins),
            game(8, 2, Draw),
            game(3, 5, BlackWins),
            game(6, 4, BlackWins),
        ],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![
            game(1, 3, Draw),
            game(4, 9, WhiteWins),
            game(7, 5, WhiteWins),
            game(6, 8, BlackWins),
        ],
        byes: vec![],
    });
    let mut events = TeamEvent {
        boards: 2,
        system: TeamSystem::RoundRobin,
        ..TeamEvent::default()
    };
    for (name, players) in [
        ("Alfa", vec![1, 2, 9]),
        ("Beta", vec![3, 4]),
        ("Gamma", vec![5, 6]),
        ("Delta", vec![7, 8]),
    ] {
        events.add_team(Team {
            name: name.to_string(),
            players: players.into_iter().map(PlayerId).collect(),
            ..Team::default()
        });
    }
    let team_match = |first, second, boards: [(u32, u32); 2]| TeamMatch {
        boards: boards
            .iter()
            .map(|&(a, b)| TeamBoard {
                first: Some(PlayerId(a)),
                second: Some(PlayerId(b)),
            })
            .collect(),
        ..TeamMatch::new(TeamId(first), TeamId(second))
    };
    events.rounds = vec![
        TeamRound {
            number: 1,
            matches: vec![
                team_match(1, 4, [(1, 7), (2, 8)]),
                team_match(2, 3, [(3, 5), (4, 6)]),
            ],
            byes: vec![],
        },
        TeamRound {
            number: 2,
            matches: vec![
                team_match(1, 2, [(1, 3), (9, 4)]),
                team_match(4, 3, [(7, 5), (8, 6)]),
            ],
            byes: vec![],
        },
    ];
    t.team_event = Some(events);
    t
}

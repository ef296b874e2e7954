//! A small team event built in one place (issue 39), read by the file and domain tests:
//! three teams of four boards and a reserve, 3/1/0 match points, three rounds, with every
//! shape a team round can have.
//!
//! - Round 1: T1-T2 played in roster order (T1 named first, White on board 1); T3 the
//!   bye, its four regular players the individual pairing-allocated bye.
//!   Games: 1-6 1-0, 7-2 ½-½, 3-8 0-1, 9-4 1-0: T1 1½, T2 2½.
//! - Round 2: T3-T1, T3 named first and out of roster order (12 on board 1, 11 on
//!   board 2), T1 with its reserve 5 on board 2, T3 without a player on board 4 (T1's
//!   player 4 sits alone, his individual PAB). Games: 12-1 ½-½, 5-11 1-0, 13-2 0-1:
//!   T3 ½, T1 3½. T2 the bye, its players without individual byes.
//! - Round 3: T2-T3 forfeited by T3; T1 the bye, players 1-4 the individual PAB.
#![allow(dead_code)]

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, MatchForfeit, MatchScoring, PairingSystem, Player, PlayerId,
    Points, Round, Team, TeamBoard, TeamEvent, TeamId, TeamMatch, TeamRound, Tournament,
    TournamentSettings,
};
use torneo::session::{Command, Refusal, Session, SessionError, TeamCommand};

/// A team command as a session command.
pub fn team(command: TeamCommand) -> Command {
    Command::Team(command)
}

/// What the session answers when it refuses for `refusal`.
pub fn refused(refusal: Refusal) -> Result<(), SessionError> {
    Err(SessionError::Invalid(refusal))
}

/// A session of players 1..6 and a team event of two boards, built by its commands:
/// Alfa (T1) 1 2, Beta (T2) 3 4, Gamma (T3) 5 6.
pub fn three_teams() -> Session {
    let mut s = Session::new(Tournament::new(TournamentSettings::default()));
    for n in 1..=6 {
        let player = Player {
            name: format!("P{n}"),
            ..Player::default()
        };
        s.apply(Command::AddPlayer(player)).unwrap();
    }
    let event = TeamCommand::SetTeamEvent {
        boards: 2,
        match_scoring: MatchScoring::default(),
    };
    s.apply(team(event)).unwrap();
    for (t, name) in [(1, "Alfa"), (2, "Beta"), (3, "Gamma")] {
        s.apply(team(TeamCommand::AddTeam { name: name.into() }))
            .unwrap();
        for p in [2 * t - 1, 2 * t] {
            let add = TeamCommand::AddToRoster {
                team: TeamId(t),
                player: PlayerId(p),
            };
            s.apply(team(add)).unwrap();
        }
    }
    s
}

fn game(white: u32, black: u32, result: GameResult) -> Board {
    Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    }
}

fn pab(players: &[u32]) -> Vec<Bye> {
    players
        .iter()
        .map(|&p| Bye {
            player: PlayerId(p),
            kind: ByeKind::PairingAllocated,
        })
        .collect()
}

fn board(first: Option<u32>, second: Option<u32>) -> TeamBoard {
    TeamBoard {
        first: first.map(PlayerId),
        second: second.map(PlayerId),
    }
}

/// The event of the module documentation.
pub fn team_event() -> Tournament {
    let settings = TournamentSettings {
        name: "Campionato sociale a squadre".into(),
        rounds: 3,
        system: PairingSystem::RoundRobin { cycles: 1 },
        ..TournamentSettings::default()
    };
    let mut t = Tournament::new(settings);
    for n in 1..=15 {
        t.add_player(Player {
            name: format!("Giocatore, Numero{n}"),
            rating: Some(2000 - 10 * u16::try_from(n).unwrap()),
            pairing_number: n,
            ..Player::default()
        });
    }
    let mut events = TeamEvent {
        match_scoring: MatchScoring {
            win: Points(30),
            ..MatchScoring::default()
        },
        system: torneo::domain::TeamSystem::RoundRobin,
        ..TeamEvent::default()
    };
    for (name, short, first) in [
        ("Circolo Alfa", "ALFA", 1),
        ("Beta", "BETA", 6),
        ("Gamma", "", 11),
    ] {
        events.add_team(Team {
            name: name.into(),
            short_name: short.into(),
            players: (first..first + 5).map(PlayerId).collect(),
            ..Team::default()
        });
    }
    let (t1, t2, t3) = (TeamId(1), TeamId(2), TeamId(3));
    use GameResult::{BlackWins, Draw, WhiteWins};
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            game(1, 6, WhiteWins),
            game(7, 2, Draw),
            game(3, 8, BlackWins),
            game(9, 4, WhiteWins),
        ],
        byes: pab(&[11, 12, 13, 14]),
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![
            game(12, 1, Draw),
            game(5, 11, WhiteWins),
            game(13, 2, BlackWins),
        ],
        byes: pab(&[4]),
    });
    t.rounds.push(Round {
        number: 3,
        boards: Vec::new(),
        byes: pab(&[1, 2, 3, 4]),
    });
    events.rounds = vec![
        TeamRound {
            number: 1,
            matches: vec![TeamMatch {
                boards: vec![
                    board(Some(1), Some(6)),
                    board(Some(2), Some(7)),
                    board(Some(3), Some(8)),
                    board(Some(4), Some(9)),
                ],
                ..TeamMatch::new(t1, t2)
            }],
            byes: vec![t3],
        },
        TeamRound {
            number: 2,
            matches: vec![TeamMatch {
                boards: vec![
                    board(Some(12), Some(1)),
                    board(Some(11), Some(5)),
                    board(Some(13), Some(2)),
                    board(None, Some(4)),
                ],
                ..TeamMatch::new(t3, t1)
            }],
            byes: vec![t2],
        },
        TeamRound {
            number: 3,
            matches: vec![TeamMatch {
                forfeit: Some(MatchForfeit::FirstWins),
                ..TeamMatch::new(t2, t3)
            }],
            byes: vec![t1],
        },
    ];
    t.team_event = Some(events);
    t
}

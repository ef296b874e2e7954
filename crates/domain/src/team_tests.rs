//! Hand-worked cases of the team layer: game and match points of a played match with a
//! forfeited game and an empty board, a forfeited match, the team bye, a pending match,
//! the board colours, and the checks.

use super::*;

fn player(name: &str) -> Player {
    Player {
        name: name.to_owned(),
        ..Player::default()
    }
}

fn team(name: &str, players: std::ops::RangeInclusive<u32>) -> Team {
    Team {
        name: name.to_owned(),
        players: players.map(PlayerId).collect(),
        ..Team::default()
    }
}

fn board(first: Option<u32>, second: Option<u32>) -> TeamBoard {
    TeamBoard {
        first: first.map(PlayerId),
        second: second.map(PlayerId),
    }
}

/// Teams A (players 1-5, 5 the reserve), B (6-10) and C (11-14), 4 boards.
/// Round 1: A-B played, C the bye (its four players the individual PAB). Round 2: B-A
/// forfeited by A (B named first), C the bye again, its players without individual byes.
fn event() -> Tournament {
    let mut t = Tournament::new(TournamentSettings::default());
    for n in 1..=14 {
        t.add_player(player(&format!("P{n}")));
    }
    let mut events = TeamEvent::default();
    let a = events.add_team(team("A", 1..=5));
    let b = events.add_team(team("B", 6..=10));
    let c = events.add_team(team("C", 11..=14));
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            // Board 1: A1 White beats B1.
            Board {
                result: GameResult::WhiteWins,
                ..Board::new(PlayerId(1), PlayerId(6))
            },
            // Board 2: B2 White draws with A2.
            Board {
                result: GameResult::Draw,
                ..Board::new(PlayerId(7), PlayerId(2))
            },
            // Board 3: A3 White, B3 did not come: a forfeit win.
            Board {
                result: GameResult::WhiteWinsByForfeit,
                ..Board::new(PlayerId(3), PlayerId(8))
            },
        ],
        // Board 4: nobody of A came; B4 sits alone (his individual PAB). C: the bye.
        byes: [9, 11, 12, 13, 14]
            .into_iter()
            .map(|p| Bye {
                player: PlayerId(p),
                kind: ByeKind::PairingAllocated,
            })
            .collect(),
    });
    t.rounds.push(Round {
        number: 2,
        ..Round::default()
    });
    events.rounds.push(TeamRound {
        number: 1,
        matches: vec![TeamMatch {
            boards: vec![
                board(Some(1), Some(6)),
                board(Some(2), Some(7)),
                board(Some(3), Some(8)),
                board(None, Some(9)),
            ],
            ..TeamMatch::new(a, b)
        }],
        byes: vec![c],
    });
    events.rounds.push(TeamRound {
        number: 2,
        matches: vec![TeamMatch {
            forfeit: Some(MatchForfeit::FirstWins),
            ..TeamMatch::new(b, a)
        }],
        byes: vec![c],
    });
    t.team_event = Some(events);
    t
}

fn ids() -> (TeamId, TeamId, TeamId) {
    (TeamId(1), TeamId(2), TeamId(3))
}

#[test]
fn a_played_match_adds_the_boards_points_and_gives_match_points_by_them() {
    let t = event();
    let events = t.team_event.as_ref().unwrap();
    let (a, b, _) = ids();
    // A: 1 (board 1) + ½ (board 2) + 1 (forfeit win, board 3) + 0 (empty board 4) = 2½.
    // B: 0 + ½ + 0 + 1 (B4's individual PAB, alone at board 4) = 1½.
    let m = &events.rounds[0].matches[0];
    assert_eq!(
        match_game_points(&t, events, 1, m),
        (Points(25), Points(15))
    );
    let score = team_round_score(&t, events, 1, a);
    assert_eq!(score.game_points, Points(25));
    assert_eq!(score.outcome, Some(GameOutcome::Win));
    // 2/1/0 by default: the winner 2.
    assert_eq!(score.match_points, Points(20));
    assert_eq!(score.opponent, Some(b));
    assert!(score.played);
    let score = team_round_score(&t, events, 1, b);
    assert_eq!(
        (score.outcome, score.match_points),
        (Some(GameOutcome::Loss), Points(0))
    );
}

#[test]
fn a_forfeited_match_gives_the_team_that_came_every_board() {
    let t = event();
    let events = t.team_event.as_ref().unwrap();
    let (a, b, _) = ids();
    // Round 2, B-A forfeited by A: B wins 4 boards × 1 (the forfeit win) and the match.
    let score = team_round_score(&t, events, 2, b);
    assert_eq!(
        (score.game_points, score.match_points),
        (Points(40), Points(20))
    );
    assert!(!score.played);
    let score = team_round_score(&t, events, 2, a);
    assert_eq!(
        (score.game_points, score.match_points),
        (Points(0), Points(0))
    );
}

#[test]
fn the_team_bye_gives_a_draws_match_points_and_its_players_byes() {
    let t = event();
    let events = t.team_event.as_ref().unwrap();
    let (a, b, c) = ids();
    // Round 1: C's four players had the individual PAB (1 each): 4 game points, and the
    // bye's match points, a draw's (1) by default.
    let score = team_round_score(&t, events, 1, c);
    assert_eq!(
        (score.game_points, score.match_points),
        (Points(40), Points(10))
    );
    assert_eq!(score.opponent, None);
    // Round 2: the bye with no individual bye recorded for any of C's players (a file
    // naming the team bye but no line-up): C.04.6's default, a drawn match's points:
    // 1 match point and ½ on each of the 4 boards, 2 game points.
    let score = team_round_score(&t, events, 2, c);
    assert_eq!(
        (score.game_points, score.match_points),
        (Points(20), Points(10))
    );
    // After two rounds: A 2 MP 2½ GP; B 0+2 MP, 1½+4 GP; C 1+1 MP, 4+2 GP.
    assert_eq!(
        team_totals_after(&t, events, a, 2),
        (Points(20), Points(25))
    );
    assert_eq!(
        team_totals_after(&t, events, b, 2),
        (Points(20), Points(55))
    );
    assert_eq!(
        team_totals_after(&t, events, c, 2),
        (Points(20), Points(60))
    );
    // After round 1 only.
    assert_eq!(team_totals_after(&t, events, b, 1), (Points(0), Points(15)));
}

#[test]
fn a_match_with_a_pending_game_has_no_result_yet() {
    let mut t = event();
    t.rounds[0].boards[1].result = GameResult::Pending;
    let events = t.team_event.as_ref().unwrap();
    let (a, _, _) = ids();
    let score = team_round_score(&t, events, 1, a);
    assert_eq!((score.outcome, score.match_points), (None, Points(0)));
    // The game points so far still count: 1 + 0 + 1.
    assert_eq!(score.game_points, Points(20));
}

#[test]
fn match_points_follow_the_events_scoring() {
    let mut t = event();
    let events = t.team_event.as_mut().unwrap();
    events.match_scoring = MatchScoring {
        win: Points(30),
        draw: Points(10),
        loss: Points(0),
        bye: Points(20),
    };
    let events = t.team_event.as_ref().unwrap();
    let (a, _, c) = ids();
    assert_eq!(team_round_score(&t, events, 1, a).match_points, Points(30));
    assert_eq!(team_round_score(&t, events, 2, c).match_points, Points(20));
}

#[test]
fn board_colours_alternate_from_white_unless_a_sequence_is_set() {
    use Colour::{Black, White};
    let mut events = TeamEvent::default();
    let default: Vec<Colour> = (1..=5).map(|b| events.first_team_colour(b)).collect();
    assert_eq!(default, [White, Black, White, Black, White]);
    // TRF-26 352 "WWBB", repeated past board 4.
    events.colour_sequence = vec![White, White, Black, Black];
    let set: Vec<Colour> = (1..=6).map(|b| events.first_team_colour(b)).collect();
    assert_eq!(set, [White, White, Black, Black, White, White]);
}

#[test]
fn the_checks_find_every_broken_team_invariant() {
    let t = event();
    assert_eq!(t.validate(), Ok(()));
    let broken = |change: &dyn Fn(&mut Tournament)| {
        let mut t = event();
        change(&mut t);
        match t.validate() {
            Err(TournamentError::Team(e)) => e,
            other => panic!("{other:?}"),
        }
    };
    let (a, b, _) = ids();
    fn events(t: &mut Tournament) -> &mut TeamEvent {
        t.team_event.as_mut().unwrap()
    }
    assert_eq!(
        broken(&|t| events(t).teams[1].players.push(PlayerId(1))),
        TeamError::PlayerInTwoTeams {
            player: PlayerId(1),
            first: a,
            second: b
        }
    );
    assert_eq!(
        broken(&|t| events(t).teams[2].players.push(PlayerId(99))),
        TeamError::UnknownPlayer(PlayerId(99))
    );
    assert_eq!(
        broken(&|t| events(t).teams[2].pairing_number = 1),
        TeamError::DuplicateTeamPairingNumber(1)
    );
    assert_eq!(
        broken(&|t| events(t).rounds[1].byes.push(a)),
        TeamError::TeamTwiceInRound { round: 2, team: a }
    );
    assert_eq!(
        broken(&|t| events(t).rounds[1].matches[0].second = b),
        TeamError::TeamTwiceInRound { round: 2, team: b }
    );
    assert_eq!(
        broken(&|t| events(t).rounds[0].matches[0].boards[0].first = Some(PlayerId(11))),
        TeamError::NotOnRoster {
            round: 1,
            player: PlayerId(11),
            team: a
        }
    );
    assert_eq!(
        broken(&|t| events(t).rounds[1].byes = vec![TeamId(9)]),
        TeamError::UnknownTeam(TeamId(9))
    );
    assert_eq!(
        broken(&|t| {
            let round = TeamRound {
                number: 3,
                ..TeamRound::default()
            };
            events(t).rounds.push(round);
        }),
        TeamError::MoreTeamRounds {
            team_rounds: 3,
            rounds: 2
        }
    );
    assert_eq!(
        broken(&|t| events(t).rounds[1].number = 5),
        TeamError::TeamRoundNumber {
            expected: 2,
            found: 5
        }
    );
}

#[test]
fn added_teams_get_fresh_ids_and_the_next_pairing_number() {
    let mut events = TeamEvent::default();
    let first = events.add_team(team("A", 1..=4));
    let second = events.add_team(Team {
        pairing_number: 7,
        ..team("B", 5..=8)
    });
    let third = events.add_team(team("C", 9..=12));
    assert_eq!((first, second, third), (TeamId(1), TeamId(2), TeamId(3)));
    let numbers: Vec<u32> = events.teams.iter().map(|t| t.pairing_number).collect();
    assert_eq!(numbers, [1, 7, 8]);
    assert_eq!(events.team_of(PlayerId(6)).map(|t| t.id), Some(second));
    assert_eq!(events.team_by_pairing_number(8).map(|t| t.id), Some(third));
}

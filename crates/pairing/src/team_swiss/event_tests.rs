//! The adapter from a team event to the engine's input, and a round paired through it,
//! worked by hand on one small event.
//!
//! Five teams of two boards; team n has players 2n-1 (board 1) and 2n (board 2). Five
//! rounds announced; match points 2/1/0, the team bye a draw's (1); individual games
//! 1 / ½ / 0, the individual PAB and a forfeit win 1.
//!
//! Round 1: T1 (named first) – T2: board 1 p1 (White) beats p3, board 2 p4 (White) – p2
//!   drawn: 1½–½, T1 wins. T4 (named first) – T3: board 1 p7 (White) loses to p5,
//!   board 2 p6 (White) loses to p8: 1–1, drawn. T5 has the bye (p9, p10 the PAB).
//! Round 2: T5 – T1 forfeited as a whole, T1 did not come (`+-`). T2 – T3: board 1 p3
//!   (White) – p5 drawn, board 2 p6 (White) wins by forfeit against p4: ½–1½, T3 wins.
//!   T4 has the bye (p7, p8 the PAB).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::event_round::pair_event_round;
use super::from_event::team_round;
use super::input::{PreferenceType, PrimaryScore, TeamEntrant};
use crate::JobControl;
use crate::domain::{
    self, Board, Bye, ByeKind, Colour, GameResult, MatchForfeit, Player, PlayerId, Points, Round,
    Team, TeamBoard, TeamEvent, TeamId, TeamMatch, TeamRound, TeamSystem, Tournament,
    TournamentSettings,
};
use Colour::{Black as B, White as W};

fn p(n: u32) -> PlayerId {
    PlayerId(n)
}

fn game(white: u32, black: u32, result: GameResult) -> Board {
    Board {
        result,
        ..Board::new(p(white), p(black))
    }
}

fn played(first: u32, second: u32, boards: [(u32, u32); 2]) -> TeamMatch {
    TeamMatch {
        boards: boards
            .iter()
            .map(|&(a, b)| TeamBoard {
                first: Some(p(a)),
                second: Some(p(b)),
            })
            .collect(),
        ..TeamMatch::new(TeamId(first), TeamId(second))
    }
}

fn pab(players: [u32; 2]) -> Vec<Bye> {
    players
        .iter()
        .map(|&n| Bye {
            player: p(n),
            kind: ByeKind::PairingAllocated,
        })
        .collect()
}

fn event(primary: domain::PrimaryScore) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 5,
        ..TournamentSettings::default()
    });
    for _ in 0..10 {
        t.add_player(Player::default());
    }
    let mut events = TeamEvent {
        boards: 2,
        system: TeamSystem::TeamSwiss {
            preference: domain::PreferenceType::TypeA,
            primary,
            baku: false,
        },
        ..TeamEvent::default()
    };
    for n in 1..=5 {
        events.add_team(Team {
            name: format!("T{n}"),
            players: vec![p(2 * n - 1), p(2 * n)],
            ..Team::default()
        });
    }
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            game(1, 3, GameResult::WhiteWins),
            game(4, 2, GameResult::Draw),
            game(7, 5, GameResult::BlackWins),
            game(6, 8, GameResult::BlackWins),
        ],
        byes: pab([9, 10]),
    });
    events.rounds.push(TeamRound {
        number: 1,
        matches: vec![
            played(1, 2, [(1, 3), (2, 4)]),
            played(4, 3, [(7, 5), (8, 6)]),
        ],
        byes: vec![TeamId(5)],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![
            game(3, 5, GameResult::Draw),
            game(6, 4, GameResult::WhiteWinsByForfeit),
        ],
        byes: pab([7, 8]),
    });
    events.rounds.push(TeamRound {
        number: 2,
        matches: vec![
            TeamMatch {
                forfeit: Some(MatchForfeit::FirstWins),
                ..TeamMatch::new(TeamId(5), TeamId(1))
            },
            played(2, 3, [(3, 5), (4, 6)]),
        ],
        byes: vec![TeamId(4)],
    });
    t.team_event = Some(events);
    t
}

fn entrant(
    tpn: u32,
    (mp, gp): (i32, i32),
    colours: &[Colour],
    opponents: &[u32],
    bye_barred: bool,
    floated: bool,
) -> TeamEntrant {
    TeamEntrant {
        tpn,
        // Halves: 3 is 1½.
        match_points: Points::from_whole(mp),
        game_points: Points::from_halves(gp),
        colours: colours.to_vec(),
        opponents: opponents.to_vec(),
        bye_barred,
        matches_played: colours.len(),
        floated_previous_round: floated,
    }
}

#[test]
fn the_event_gives_the_engine_scores_colours_meetings_byes_and_floats() {
    let input = team_round(&event(domain::PrimaryScore::MatchThenGame), 3).unwrap();
    assert_eq!((input.round, input.rounds), (3, 5));
    assert_eq!(input.primary, PrimaryScore::MatchPoints);
    assert!(input.secondary_for_colours);
    assert_eq!(input.preferences, PreferenceType::TypeA);
    let expected = vec![
        // T1: won round 1 (2 MP, 1½ GP); lost round 2's forfeited match (0, 0). Only the
        // played match has a colour: named first, board 1 White. The forfeit is no
        // meeting with T5 ([C1], T4) and does not bar the bye (it lost it).
        entrant(1, (2, 3), &[W], &[2], false, false),
        // T2: lost both (½ + ½ GP); Black in round 1 (named second), White in round 2.
        // Round 2's opponent T3 had 1 MP before it, T2 0: T2 floated (1.5).
        entrant(2, (0, 2), &[B, W], &[1, 3], false, true),
        // T3: drew round 1 (1 MP, 1 GP, Black: T4 was named first), won round 2 (2 MP,
        // 1½ GP with the board won by forfeit). It floated in round 2 too (0 against 1).
        entrant(3, (3, 5), &[B, B], &[4, 2], false, true),
        // T4: drew round 1 (1, 1), the bye in round 2: 1 MP, its two players' PAB 2 GP;
        // [C2] bars a second bye.
        entrant(4, (2, 6), &[W], &[3], true, false),
        // T5: the bye (1 MP, 2 GP), then the forfeited match won (2 MP, 2 boards × 1):
        // no match played, no colour, the bye barred twice over.
        entrant(5, (3, 8), &[], &[], true, false),
    ];
    assert_eq!(input.teams, expected);
}

#[test]
fn the_colour_sequence_and_the_primary_score_are_the_events() {
    // A sequence starting with Black: the first-named team's board-1 player has Black,
    // so every team's colours turn over.
    let mut t = event(domain::PrimaryScore::Game);
    t.team_event.as_mut().unwrap().colour_sequence = vec![B, W];
    let input = team_round(&t, 3).unwrap();
    assert_eq!(input.primary, PrimaryScore::GamePoints);
    // "GP" alone: no secondary score decides colours (4.2.2).
    assert!(!input.secondary_for_colours);
    let colours: Vec<Vec<Colour>> = input.teams.iter().map(|e| e.colours.clone()).collect();
    assert_eq!(
        colours,
        vec![vec![B], vec![W, B], vec![W, W], vec![B], vec![]]
    );
    // On game points: before round 2, T2 ½ and T3 1: both still floated.
    let floated: Vec<bool> = input
        .teams
        .iter()
        .map(|e| e.floated_previous_round)
        .collect();
    assert_eq!(floated, [false, true, true, false, false]);
}

#[test]
fn round_three_is_paired_into_team_matches_games_and_the_team_bye() {
    let t = event(domain::PrimaryScore::MatchThenGame);
    let (games, round, _) = pair_event_round(&t, 3, &JobControl::new()).unwrap();
    // 3.4: five teams, a bye first. T4 and T5 are barred ([C2]); of T1 (2 MP), T2 (0)
    // and T3 (3) the lowest score is T2, and without T2 the others pair (1-3 or 1-4
    // with 3-5 or 4-5; 3-4 met).
    assert_eq!(round.byes, vec![TeamId(2)]);
    // 3.5-3.6: the top scoregroup (3 MP) is T3 and T5, who have not met: 3-5. Then
    // T1 and T4 on 2: 1-4.
    // Article 4, T3-T5: equal MP, T5 more GP (4 against 2½) is the first-team (4.2);
    // only T3 has a preference (CD -2: White, 1.7.1), granted (4.3.2): T3 White.
    // T1-T4: equal MP, T4 more GP (3 against 1½) is the first-team; neither has a
    // Type A preference (one match each), equal CD (4.3.5), no match where they
    // differed (4.3.6), no first-team preference (4.3.7): T4 alternates from its last
    // match, White, to Black (4.3.8): T1 White.
    // The default sequence names the White team first. Boards by score (C.04.2 3.6):
    // 3-5 before 1-4.
    let pairs: Vec<(u32, u32)> = round
        .matches
        .iter()
        .map(|m| (m.first.0, m.second.0))
        .collect();
    assert_eq!(pairs, [(3, 5), (1, 4)]);
    // Games: board 1 White for the first-named team, board 2 Black. T3 is p5, p6; T5
    // p9, p10; T1 p1, p2; T4 p7, p8. T2's line-up (p3, p4) has the individual PAB.
    let boards: Vec<(u32, u32)> = games
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(boards, [(5, 9), (10, 6), (1, 7), (8, 2)]);
    let byes: Vec<(u32, ByeKind)> = games.byes.iter().map(|b| (b.player.0, b.kind)).collect();
    assert_eq!(
        byes,
        [
            (3, ByeKind::PairingAllocated),
            (4, ByeKind::PairingAllocated)
        ]
    );
}

#[test]
fn a_sequence_starting_with_black_names_the_black_team_first() {
    let mut t = event(domain::PrimaryScore::MatchThenGame);
    t.team_event.as_mut().unwrap().colour_sequence = vec![B, W];
    let (games, round, _) = pair_event_round(&t, 3, &JobControl::new()).unwrap();
    // Colours read through the sequence turn over (see above): T3 now [W, W] wants
    // Black, so T5 takes White (4.3.2); T1 [B] and T4 [B] alternate from T4's Black:
    // T4 White (4.3.8). The Black team of board 1 is named first: T3 and T1.
    let pairs: Vec<(u32, u32)> = round
        .matches
        .iter()
        .map(|m| (m.first.0, m.second.0))
        .collect();
    assert_eq!(pairs, [(3, 5), (1, 4)]);
    let boards: Vec<(u32, u32)> = games
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(boards, [(9, 5), (6, 10), (7, 1), (2, 8)]);
}

#[test]
fn other_systems_are_refused_with_their_reason() {
    use crate::team_round_robin::TeamPairingError as E;
    let mut t = event(domain::PrimaryScore::MatchThenGame);
    let events = t.team_event.as_mut().unwrap();
    events.system = TeamSystem::TeamSwiss {
        preference: domain::PreferenceType::TypeB,
        primary: domain::PrimaryScore::MatchThenGame,
        baku: true,
    };
    assert_eq!(team_round(&t, 3), Err(E::BakuAcceleration));
    let events = t.team_event.as_mut().unwrap();
    events.system = TeamSystem::CustomTeamSwiss {
        primary: domain::PrimaryScore::Match,
    };
    assert_eq!(team_round(&t, 3), Err(E::CustomTeamSwiss));
    t.team_event.as_mut().unwrap().system = TeamSystem::RoundRobin;
    assert_eq!(team_round(&t, 3), Err(E::NotATeamSwiss));
}

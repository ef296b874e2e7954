//! Hand-worked team standings: direct encounter when not all tied teams met (C.07 6.3)
//! and the board standings (forfeits left out, the minimum of games). Buchholz, its
//! Cut-1 with the bye and the extended Sonneborn-Berger are checked against Gacrux on
//! its team file (`tests/files/team_standings.rs`).

use super::board::board_standings;
use super::*;
use crate::domain::{
    Board, GameResult, Player, PlayerId, Round, Team, TeamBoard, TeamEvent, TeamMatch, TeamRound,
    TournamentSettings,
};

/// Teams T1..T`count` of one player each (P1..P`count`), added to `t` and `events`.
pub(super) fn add_one_player_teams(t: &mut Tournament, events: &mut TeamEvent, count: u32) {
    for n in 1..=count {
        let id = t.add_player(Player {
            name: format!("P{n}"),
            ..Player::default()
        });
        events.add_team(Team {
            name: format!("T{n}"),
            players: vec![id],
            ..Team::default()
        });
    }
}

/// Six one-board teams A-F (team n = player n), three rounds, 2/1/0:
/// R1 A-B 1-0, C-D 1-0, E-F 1-0; R2 A-C 1-0, B-E 1-0, F-D 1-0; R3 A-D forfeited on the
/// board by A's player (0-1 by forfeit), B-F 1-0, C-E 1-0.
/// Match points: A 2+2+0 = 4, B 0+2+2 = 4, C 2+0+2 = 4, D 0+0+2 = 2, E 2+0+0 = 2,
/// F 0+2+0 = 2.
fn event() -> Tournament {
    let mut t = Tournament::new(TournamentSettings::default());
    let mut events = TeamEvent {
        boards: 1,
        ..TeamEvent::default()
    };
    add_one_player_teams(&mut t, &mut events, 6);
    let rounds: [[(u32, u32, GameResult); 3]; 3] = [
        [
            (1, 2, GameResult::WhiteWins),
            (3, 4, GameResult::WhiteWins),
            (5, 6, GameResult::WhiteWins),
        ],
        [
            (1, 3, GameResult::WhiteWins),
            (2, 5, GameResult::WhiteWins),
            (6, 4, GameResult::WhiteWins),
        ],
        [
            (1, 4, GameResult::BlackWinsByForfeit),
            (2, 6, GameResult::WhiteWins),
            (3, 5, GameResult::WhiteWins),
        ],
    ];
    for (index, games) in rounds.iter().enumerate() {
        let number = u32::try_from(index + 1).unwrap();
        let mut round = Round {
            number,
            ..Round::default()
        };
        let mut team_round = TeamRound {
            number,
            ..TeamRound::default()
        };
        for &(white, black, result) in games {
            round.boards.push(Board {
                result,
                ..Board::new(PlayerId(white), PlayerId(black))
            });
            team_round.matches.push(TeamMatch {
                boards: vec![TeamBoard {
                    first: Some(PlayerId(white)),
                    second: Some(PlayerId(black)),
                }],
                ..TeamMatch::new(TeamId(white), TeamId(black))
            });
        }
        t.rounds.push(round);
        events.rounds.push(team_round);
    }
    t.team_event = Some(events);
    t
}

fn ranks(standings: &TeamStandings) -> Vec<(u32, u32)> {
    standings.rows.iter().map(|r| (r.team.0, r.rank)).collect()
}

#[test]
fn direct_encounter_ranks_a_team_alone_on_top_whatever_the_missing_matches() {
    let t = event();
    assert_eq!(t.validate(), Ok(()));
    let standings = team_standings(&t, 3, &[TeamTiebreak::DirectEncounter]);
    // A, B, C on 4 MP. Among them A beat B and C (mini-table 4), B and C never met
    // (0 each, one match missing, at most 2 each): A is first whatever B-C would have
    // given (4 > 0 + 2). B and C stay tied. D, E, F on 2 MP: F beat D (F 2), E beat F
    // (E 2), D-E missing (D 0 + 2 = 2, not below E's 2): nobody is alone on top.
    let places = ranks(&standings);
    assert_eq!(&places[..3], &[(1, 1), (2, 2), (3, 2)]);
    let mut lower: Vec<(u32, u32)> = places[3..].to_vec();
    lower.sort_unstable();
    assert_eq!(lower, [(4, 4), (5, 4), (6, 4)]);
    // The column says the place direct encounter gave within the tied group, in
    // hundredths like every value (A first: 100, printed "1"; B second: 200, "2").
    assert_eq!(standings.rows[0].values, [Some(100)]);
    assert_eq!(standings.rows[1].values, [Some(200)]);
    let printed: Vec<String> = standings.rows[..2]
        .iter()
        .filter_map(|r| r.values[0].map(format_hundredths))
        .collect();
    assert_eq!(printed, ["1", "2"]);
}

#[test]
fn board_standings_count_games_played_and_the_minimum() {
    let t = event();
    // Board 1: players 1 (A) and 4 (D) had the forfeit of round 3, which is no game:
    // 1 scored 2 of 2 (100 %), 4 0 of 2. Players 2 and 3: 2 of 3 (66.66 %); 5 and 6:
    // 1 of 3 (33.33 %). With a minimum of 3 games, 1 and 4 are left out.
    let boards = board_standings(&t, 3, 3);
    assert_eq!(boards.len(), 1);
    let rows: Vec<(u32, u32, u32)> = boards[0]
        .rows
        .iter()
        .map(|r| (r.player.0, r.games, r.percentage))
        .collect();
    assert_eq!(
        rows,
        [(2, 3, 6666), (3, 3, 6666), (5, 3, 3333), (6, 3, 3333)]
    );
    // With a minimum of 2, player 1's 100 % is first and player 4's 0 % last.
    let boards = board_standings(&t, 3, 2);
    let first = boards[0].rows.first().map(|r| (r.player.0, r.percentage));
    let last = boards[0].rows.last().map(|r| (r.player.0, r.percentage));
    assert_eq!((first, last), (Some((1, 10_000)), Some((4, 0))));
}

#[test]
fn the_default_lists_follow_the_legacy_recommendation() {
    use crate::domain::{PreferenceType, PrimaryScore, TeamSystem};
    let swiss = TeamSystem::TeamSwiss {
        preference: PreferenceType::Unnamed,
        primary: PrimaryScore::MatchThenGame,
        baku: false,
    };
    let codes: Vec<String> = default_tiebreaks(swiss)
        .into_iter()
        .map(|tb| tb.code(PrimaryScore::MatchThenGame))
        .collect();
    assert_eq!(codes, ["GP", "EDE", "BH:MP/C1", "BH:MP", "EMGSB"]);
    let codes: Vec<String> = default_tiebreaks(TeamSystem::RoundRobin)
        .into_iter()
        .map(|tb| tb.code(PrimaryScore::MatchThenGame))
        .collect();
    assert_eq!(codes, ["GP", "EDE", "EMGSB"]);
    assert_eq!(format_hundredths(10_525), "105.25");
    assert_eq!(format_hundredths(4_550), "45.5");
    assert_eq!(format_hundredths(-300), "-3");
}

#[test]
fn every_code_written_reads_back() {
    use crate::domain::PrimaryScore;
    use Score::{Game, Match};
    let all = [
        TeamTiebreak::SecondaryScore,
        TeamTiebreak::DirectEncounter,
        TeamTiebreak::Buchholz {
            on: Match,
            cut: true,
            edition: None,
        },
        TeamTiebreak::Buchholz {
            on: Game,
            cut: false,
            edition: None,
        },
        TeamTiebreak::SonnebornBerger {
            opponent: Game,
            own: Match,
            edition: None,
        },
    ];
    for primary in [PrimaryScore::MatchThenGame, PrimaryScore::Game] {
        for tb in all {
            assert_eq!(TeamTiebreak::parse(&tb.code(primary), primary), Some(tb));
        }
    }
    // The primary score is no tie-break; an unknown code is none.
    assert_eq!(TeamTiebreak::parse("MP", PrimaryScore::MatchThenGame), None);
    assert_eq!(
        TeamTiebreak::parse("BH:XP", PrimaryScore::MatchThenGame),
        None
    );
    assert_eq!(
        TeamTiebreak::parse("EMXSB", PrimaryScore::MatchThenGame),
        None
    );
}

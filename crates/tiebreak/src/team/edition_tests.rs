//! Team Buchholz and Sonneborn-Berger by rule edition, worked by hand: C.07 art. 16.4
//! gives a round without a match (the team bye) a dummy opponent scoring the team's own
//! final score; the 2026 edition caps it at a draw's points times the rounds (16.4.2),
//! the 2023/2024 edition (events started before 1 March 2026) does not. The edition is
//! the start date's, as for individual tie-breaks, unless the code names one (`/V`).

use super::*;
use crate::domain::{
    Board, Bye, ByeKind, GameResult, PlayerId, Round, TeamBoard, TeamEvent, TeamMatch, TeamRound,
    TournamentSettings,
};
use chrono::NaiveDate;

/// A team Swiss of three one-board teams A, B, C (team n = player n), three rounds, 2/1/0 and the team
/// bye worth 1 MP (the default), one team on the bye each round:
/// R1 A-B 1-0, C bye; R2 A-C 1-0, B bye; R3 B-C 1-0, A bye.
/// Match points: A 2 + 2 + 1 = 5, B 0 + 1 + 2 = 3, C 1 + 0 + 0 = 1.
fn three_teams(start: &str) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 3,
        start_date: NaiveDate::parse_from_str(start, "%Y-%m-%d").ok(),
        ..TournamentSettings::default()
    });
    // A team Swiss: a Buchholz in a round robin is refused under 2026 (note to 8.1).
    let mut events = TeamEvent {
        boards: 1,
        system: crate::domain::TeamSystem::TeamSwiss {
            preference: crate::domain::PreferenceType::TypeA,
            primary: crate::domain::PrimaryScore::MatchThenGame,
            baku: false,
        },
        ..TeamEvent::default()
    };
    super::tests::add_one_player_teams(&mut t, &mut events, 3);
    let rounds = [(1, 2, 3), (1, 3, 2), (2, 3, 1)];
    for (number, (first, second, bye)) in (1..).zip(rounds) {
        t.rounds.push(Round {
            number,
            boards: vec![Board {
                result: GameResult::WhiteWins,
                ..Board::new(PlayerId(first), PlayerId(second))
            }],
            byes: vec![Bye {
                player: PlayerId(bye),
                kind: ByeKind::PairingAllocated,
            }],
        });
        events.rounds.push(TeamRound {
            number,
            matches: vec![TeamMatch {
                boards: vec![TeamBoard {
                    first: Some(PlayerId(first)),
                    second: Some(PlayerId(second)),
                }],
                ..TeamMatch::new(TeamId(first), TeamId(second))
            }],
            byes: vec![TeamId(bye)],
        });
    }
    t.team_event = Some(events);
    t
}

/// Each team's value of `code` after round 3, in hundredths, teams A, B, C.
fn values(t: &Tournament, code: &str) -> Vec<(u32, Option<i64>)> {
    let primary = crate::domain::PrimaryScore::MatchThenGame;
    let tiebreak = TeamTiebreak::parse(code, primary).unwrap();
    let mut rows: Vec<(u32, Option<i64>)> = team_standings(t, 3, &[tiebreak])
        .rows
        .iter()
        .map(|r| (r.team.0, r.values.first().copied().flatten()))
        .collect();
    rows.sort_unstable();
    rows
}

#[test]
fn the_bye_rounds_dummy_is_capped_from_2026_and_not_before() {
    let old = three_teams("2024-11-23");
    assert_eq!(old.validate(), Ok(()));
    let match_points: Vec<i32> = team_standings(&old, 3, &[])
        .rows
        .iter()
        .map(|r| r.match_points.tenths())
        .collect();
    assert_eq!(match_points, [50, 30, 10]);
    // 2024 (start 23 Nov 2024): every dummy scores its team's own final score.
    //   A: B 3 + C 1 + dummy 5 = 9; B: A 5 + C 1 + dummy 3 = 9; C: A 5 + B 3 + dummy 1 = 9.
    assert_eq!(
        values(&old, "BH:MP"),
        [(1, Some(900)), (2, Some(900)), (3, Some(900))]
    );
    // 2026 (start 1 Apr 2026): the dummy is capped at a draw's 1 MP × 3 rounds = 3
    // (16.4.2): A's dummy 5 → 3, A = 3 + 1 + 3 = 7; B's (3) and C's (1) are under the cap.
    let new = three_teams("2026-04-01");
    assert_eq!(
        values(&new, "BH:MP"),
        [(1, Some(700)), (2, Some(900)), (3, Some(900))]
    );
    // `/V` overrides the start date either way, as for individual tie-breaks.
    assert_eq!(values(&old, "BH:MP/V2026"), values(&new, "BH:MP"));
    assert_eq!(values(&new, "BH:MP/V2024"), values(&old, "BH:MP"));
    // Cut-1 (16.5, both editions): the bye is no voluntary unplayed round, so the lowest
    // value goes: A (2024) 9 - C's 1 = 8, (2026) 7 - 1 = 6; B 9 - C's 1 = 8; C 9 - its
    // own dummy's 1 = 8.
    assert_eq!(
        values(&old, "BH:MP/C1"),
        [(1, Some(800)), (2, Some(800)), (3, Some(800))]
    );
    assert_eq!(
        values(&new, "BH:MP/C1"),
        [(1, Some(600)), (2, Some(800)), (3, Some(800))]
    );
}

#[test]
fn the_sonneborn_berger_reads_the_same_dummy() {
    // EMMSB: opponent's MP × own MP in that round. A: B 3 × 2 + C 1 × 2 + dummy × 1 (the
    // bye's 1 MP): 2024 6 + 2 + 5 = 13; 2026 6 + 2 + 3 = 11. B: A 5 × 0 + dummy 3 × 1 +
    // C 1 × 2 = 5 both. C: dummy 1 × 1 + A 5 × 0 + B 3 × 0 = 1 both.
    let old = three_teams("2024-11-23");
    let new = three_teams("2026-04-01");
    let expected_old = [(1, Some(1300)), (2, Some(500)), (3, Some(100))];
    let expected_new = [(1, Some(1100)), (2, Some(500)), (3, Some(100))];
    assert_eq!(values(&old, "EMMSB"), expected_old);
    assert_eq!(values(&new, "EMMSB"), expected_new);
    assert_eq!(values(&new, "EMMSB/V2024"), expected_old);
}

#[test]
fn the_edition_is_written_and_read_back_only_where_it_counts() {
    use crate::domain::PrimaryScore;
    use crate::spec::Edition;
    let primary = PrimaryScore::MatchThenGame;
    let with = TeamTiebreak::Buchholz {
        on: Score::Match,
        cut: true,
        edition: Some(Edition::E2024),
    };
    assert_eq!(with.code(primary), "BH:MP/C1/V2024");
    assert_eq!(TeamTiebreak::parse("bh:mp/c1/v2024", primary), Some(with));
    assert_eq!(TeamTiebreak::parse("BH:MP/C1/V1", primary), Some(with));
    let sb = TeamTiebreak::parse("EGGSB/V2026", primary);
    assert_eq!(
        sb,
        Some(TeamTiebreak::SonnebornBerger {
            opponent: Score::Game,
            own: Score::Game,
            edition: Some(Edition::E2026),
        })
    );
    // The 2009 rule has no team form; direct encounter and the secondary score have no
    // unplayed rounds to read.
    assert_eq!(TeamTiebreak::parse("BH:MP/V2009", primary), None);
    assert_eq!(TeamTiebreak::parse("EDE/V2024", primary), None);
    assert_eq!(TeamTiebreak::parse("GP/V2024", primary), None);
}

/// The same three teams as a team round robin (each team rests once, as in a Berger
/// table of three).
fn round_robin(start: &str) -> Tournament {
    let mut t = three_teams(start);
    if let Some(events) = t.team_event.as_mut() {
        events.system = crate::domain::TeamSystem::RoundRobin;
    }
    t
}

#[test]
fn a_team_round_robin_refuses_buchholz_under_2026_as_individual_tiebreaks_do() {
    use crate::domain::PrimaryScore;
    let primary = PrimaryScore::MatchThenGame;
    // C.07 2026, note to 8.1: no Buchholz in a round robin. Started 1 Apr 2026: BH:MP is
    // refused (empty column, one refusal naming the code, the individual one's words);
    // EMMSB is no Buchholz and keeps its values (A 11, B 5, C 1 as worked above).
    let new = round_robin("2026-04-01");
    assert_eq!(new.validate(), Ok(()));
    assert_eq!(values(&new, "BH:MP"), [(1, None), (2, None), (3, None)]);
    let bh = TeamTiebreak::parse("BH:MP", primary).unwrap();
    let standings = team_standings(&new, 3, &[bh]);
    assert_eq!(
        standings.refused,
        [TiebreakRefusal::BuchholzInRoundRobin {
            code: "BH:MP".into(),
            kind: TiebreakKind::Buchholz,
        }]
    );
    assert_eq!(
        values(&new, "EMMSB"),
        [(1, Some(1100)), (2, Some(500)), (3, Some(100))]
    );
    // The 2023/2024 edition allowed it: by the start date (23 Nov 2024) or by `/V2024`,
    // the values worked above (9 each, the dummy uncapped).
    let old = round_robin("2024-11-23");
    let allowed = [(1, Some(900)), (2, Some(900)), (3, Some(900))];
    assert_eq!(values(&old, "BH:MP"), allowed);
    assert_eq!(values(&new, "BH:MP/V2024"), allowed);
    // `/V2026` on an older event refuses it again; a team Swiss never does.
    assert_eq!(
        values(&old, "BH:MP/C1/V2026"),
        [(1, None), (2, None), (3, None)]
    );
    assert_eq!(
        values(&three_teams("2026-04-01"), "BH:MP"),
        [(1, Some(700)), (2, Some(900)), (3, Some(900))]
    );
}

//! The 2026 Burstein edition (C.04.4.2) on small tournaments whose answer is worked out by
//! hand from the articles: the Index (1.7–1.8), the PAB (3.1), the seeding rounds (1.6) and
//! the first pairing in the order of art. 4.3.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, BursteinOptions, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Points,
    Round, ThisRoundBye, Tournament, TournamentSettings, ZeroPointSeries,
};
use torneo::pairing::burstein::edition_2026::{self, Index};
use torneo::pairing::{JobControl, pairs_of};

fn tournament(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds,
        system: PairingSystem::Burstein,
        ..TournamentSettings::default()
    });
    for i in 0..players {
        let id = t.add_player(Player {
            name: format!("P{}", i + 1),
            rating: Some(2400 - 10 * i as u16),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i + 1;
    }
    t
}

fn id(t: &Tournament, number: u32) -> PlayerId {
    t.players
        .iter()
        .find(|p| p.pairing_number == number)
        .unwrap()
        .id
}

/// A round of games `(white, black, result)` by pairing number, and byes.
fn round(t: &mut Tournament, games: &[(u32, u32, GameResult)], byes: &[(u32, ByeKind)]) {
    let number = t.rounds.len() as u32 + 1;
    let boards = games
        .iter()
        .map(|&(w, b, result)| Board {
            result,
            ..Board::new(id(t, w), id(t, b))
        })
        .collect();
    let byes = byes
        .iter()
        .map(|&(p, kind)| Bye {
            player: id(t, p),
            kind,
        })
        .collect();
    t.rounds.push(Round {
        number,
        boards,
        byes,
    });
}

use GameResult::{BlackWins, Draw, WhiteWins};

/// 1.7.1 and 1.7.2 by hand, in tenths (SB in tenths squared). Five players, two rounds:
/// round 1: 1–2 1-0, 3–4 ½-½, 5 PAB; round 2: 5–1 0-1, 2–3 0-1, 4 zero-point bye.
/// Scores: 1 = 2, 2 = 0, 3 = 1.5, 4 = 0.5, 5 = 1.
/// - 1: met 2 (0) and 5 (1): Buchholz 0 + 10 = 10; SB 10·0 + 10·10 = 100.
/// - 3: met 4 and 2. 4's run of zero-point byes up to now (round 2) counts as a draw for
///   its opponents: 4 counts 1 point, not 0.5. Buchholz 10 + 0 = 10; SB 5·10 + 10·0 = 50.
/// - 5: PAB in round 1 is a game against itself with the PAB's point (own score 1),
///   then lost to 1 (2): Buchholz 10 + 20 = 30; SB 10·10 + 0·20 = 100.
/// - 4: met 3 (1.5), zero-point bye against itself (0.5): Buchholz 15 + 5 = 20; SB
///   5·15 + 0·5 = 75.
#[test]
fn the_index_counts_unplayed_rounds_against_oneself() {
    let mut t = tournament(5, 7);
    round(
        &mut t,
        &[(1, 2, WhiteWins), (3, 4, Draw)],
        &[(5, ByeKind::PairingAllocated)],
    );
    round(
        &mut t,
        &[(5, 1, BlackWins), (2, 3, BlackWins)],
        &[(4, ByeKind::ZeroPoint)],
    );
    let index = edition_2026::index_after(&t, 2);
    let of = |n: u32| index.get(&id(&t, n)).copied().unwrap();
    let expect = |buchholz: i64, sonneborn_berger: i64| Index {
        buchholz,
        sonneborn_berger,
    };
    assert_eq!(of(1), expect(10, 100));
    assert_eq!(of(3), expect(10, 50));
    assert_eq!(of(5), expect(30, 100));
    assert_eq!(of(4), expect(20, 75));
}

/// The two readings of the Index (docs/rules/burstein.md), on the five players of
/// `the_index_counts_unplayed_rounds_against_oneself`, round 3 being paired.
///
/// 1.7.2 "a series of consecutive zero-point-byes up to the current round": 4's zero-point
/// bye of round 2 ends with the last round played. Read as reaching the round being
/// paired, it counts as a draw only when 4 is away in round 3 too:
/// - 4 plays round 3: 4 counts its 0.5 for 3, who met 4 (drew: earned 0.5) and 2 (0,
///   won): Buchholz 5 + 0 = 5; SB 5·5 + 10·0 = 25;
/// - 4 asked a zero-point bye for round 3: the series reaches it, 4 counts 1, as in the
///   default reading: Buchholz 10, SB 50.
///
/// 1.7.1 "current score" with a half-point bye registered for round 3 by 2 (0 points so
/// far): counted, 2 shows 0.5. 1 met 2 (won) and 5 (1, won): Buchholz 5 + 10 = 15, SB
/// 10·5 + 10·10 = 150; 3 (the default series: 4 counts 1) met 4 (drew) and 2 (won):
/// Buchholz 10 + 5 = 15, SB 5·10 + 10·5 = 100. Not counted: 1 has 10 and 100, as before.
#[test]
fn the_two_readings_of_the_index() {
    let mut t = tournament(5, 7);
    round(
        &mut t,
        &[(1, 2, WhiteWins), (3, 4, Draw)],
        &[(5, ByeKind::PairingAllocated)],
    );
    round(
        &mut t,
        &[(5, 1, BlackWins), (2, 3, BlackWins)],
        &[(4, ByeKind::ZeroPoint)],
    );
    let expect = |buchholz: i64, sonneborn_berger: i64| Index {
        buchholz,
        sonneborn_berger,
    };
    let index_of = |t: &Tournament, n: u32| {
        let index = edition_2026::index_after(t, 2);
        index.get(&id(t, n)).copied().unwrap()
    };
    t.settings.burstein = BursteinOptions {
        zero_point_series: ZeroPointSeries::ReachingThisRound,
        this_round_bye: ThisRoundBye::Excluded,
    };
    assert_eq!(index_of(&t, 3), expect(5, 25));
    let four = id(&t, 4);
    t.player_mut(four)
        .unwrap()
        .requested_byes
        .insert(3, ByeKind::ZeroPoint);
    assert_eq!(index_of(&t, 3), expect(10, 50));
    t.player_mut(four).unwrap().requested_byes.clear();

    let two = id(&t, 2);
    t.player_mut(two)
        .unwrap()
        .requested_byes
        .insert(3, ByeKind::HalfPoint);
    t.settings.burstein = BursteinOptions::default();
    assert_eq!(index_of(&t, 1), expect(10, 100));
    t.settings.burstein.this_round_bye = ThisRoundBye::Included;
    assert_eq!(index_of(&t, 1), expect(15, 150));
    assert_eq!(index_of(&t, 3), expect(15, 100));
}

/// 1.6.2: min(⌊rounds/2⌋, 4) seeding rounds.
#[test]
fn seeding_rounds_are_half_the_rounds_at_most_four() {
    for (rounds, seeding) in [(5, 2), (7, 3), (9, 4), (11, 4), (1, 0)] {
        let t = tournament(10, rounds);
        assert_eq!(edition_2026::seeding_rounds(&t), seeding, "{rounds} rounds");
    }
}

/// Round 3 of a 5-round event (two seeding rounds) with six players on the same score:
/// nobody has met, so art. 4.3's first pairing by the Index is the fold 1–6, 2–5, 3–4
/// over the BSNs. Rounds 1–2, all draws: 1–4, 2–5, 3–6 then 6–1, 4–2, 5–3 (by number;
/// everybody 1 point). Buchholz: all 10 (opponents on 1 point, two each: 20). SB: all
/// ½·10·2 = 100. Equal Index: the BSN is the pairing number. Met: 1 {4, 6}, 2 {5, 4},
/// 3 {6, 5}. BSN 1 takes the largest BSN it has not met: 5; then 2: 6; then 3: 4.
#[test]
fn the_first_pairing_of_art_4_3_with_an_equal_index() {
    let mut t = tournament(6, 5);
    round(&mut t, &[(1, 4, Draw), (2, 5, Draw), (3, 6, Draw)], &[]);
    round(&mut t, &[(6, 1, Draw), (4, 2, Draw), (5, 3, Draw)], &[]);
    let proposed = edition_2026::pair(&t, 3, &JobControl::new()).unwrap();
    let unordered: Vec<(u32, u32)> = {
        let number = |p: PlayerId| t.player(p).unwrap().pairing_number;
        let mut v: Vec<(u32, u32)> = pairs_of(&proposed.boards, &proposed.byes)
            .into_iter()
            .map(|(w, b)| {
                let (a, c) = (number(w), number(b.unwrap()));
                (a.min(c), a.max(c))
            })
            .collect();
        v.sort_unstable();
        v
    };
    assert_eq!(unordered, vec![(1, 5), (2, 6), (3, 4)]);
}

/// 3.1: the PAB goes to an eligible player (C2) with the lowest score, when the others can
/// all be paired. Round 3 of five (two seeding rounds). Round 1: 1–4 1-0, 2–5 1-0, 3 PAB;
/// round 2: 1–2 1-0, 3–5 1-0, 4 PAB. Scores: 1 = 2, 2 = 1, 3 = 2, 4 = 1, 5 = 0. Player 5
/// (0 points, no PAB yet) leaves 1, 2, 3, 4, who can be paired 1–3, 2–4: 5 gets it, and 3
/// and 4 (PABs already) would not.
#[test]
fn the_bye_goes_to_the_lowest_eligible_score() {
    let mut t = tournament(5, 5);
    round(
        &mut t,
        &[(1, 4, WhiteWins), (2, 5, WhiteWins)],
        &[(3, ByeKind::PairingAllocated)],
    );
    round(
        &mut t,
        &[(1, 2, WhiteWins), (3, 5, WhiteWins)],
        &[(4, ByeKind::PairingAllocated)],
    );
    assert_eq!(t.score_after(id(&t, 5), 2), Points::ZERO);
    let proposed = edition_2026::pair(&t, 3, &JobControl::new()).unwrap();
    assert_eq!(proposed.byes.len(), 1);
    assert_eq!(proposed.byes[0].player, id(&t, 5));
    assert_eq!(proposed.byes[0].kind, ByeKind::PairingAllocated);
}

/// Every board of a 2026 round is explained (who chose, at which BSN, the colour rule) and
/// the PAB too, in both languages; a seeding round says it is one, then gives the Dutch
/// reasons.
#[test]
fn every_board_of_a_2026_round_is_explained() {
    use torneo::i18n::{Language, Localize};
    use torneo::pairing::explain;
    let mut t = tournament(5, 5);
    round(
        &mut t,
        &[(1, 4, WhiteWins), (2, 5, WhiteWins)],
        &[(3, ByeKind::PairingAllocated)],
    );
    let (seeding, _) = explain::explain_and_pair(&t, 2, &JobControl::new()).unwrap();
    let first = seeding.summary[0].localize(Language::Italian);
    assert!(first.contains("turno di preparazione"), "{first}");
    round(
        &mut t,
        &[(1, 2, WhiteWins), (3, 5, WhiteWins)],
        &[(4, ByeKind::PairingAllocated)],
    );
    let (explanation, proposed) = explain::explain_and_pair(&t, 3, &JobControl::new()).unwrap();
    assert_eq!(proposed.boards.len(), 2);
    for board in &proposed.boards {
        let e = explanation.for_player(board.white).unwrap();
        assert_eq!(e.black, Some(board.black));
        assert!(e.reasons.len() >= 2, "{:?}", e.reasons);
        for lang in [Language::English, Language::Italian] {
            for reason in &e.reasons {
                assert!(!reason.localize(lang).is_empty());
            }
        }
    }
    let bye = proposed.byes.first().unwrap().player;
    assert_eq!(explanation.for_player(bye).unwrap().black, None);
    let english = explanation.summary[0].localize(Language::English);
    assert!(english.contains("2026 edition"), "{english}");
    assert!(english.contains("Buchholz"), "{english}");
}

//! Lim cases worked by hand from the text of C.04.4.3 (2026; seed 003 §04.2 renumbered):
//! the reasoning is in each test's comments, the expected boards are typed by hand
//! (pairing numbers, White first, in board order).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::hand_event::{self, by_pairing_numbers, cli, record_with_byes};
use torneo::domain::{Board, Bye, ByeKind, GameResult, PairingSystem, PlayerId, Tournament};
use torneo::pairing::{JobControl, lim};

/// `ratings[i]` is the rating of pairing number i + 1; 9 rounds, White the drawn colour.
fn event(ratings: &[u16]) -> (Tournament, Vec<PlayerId>) {
    hand_event::event(PairingSystem::Lim, ratings)
}

/// The pairing of `round` as (white TPN, black TPN) in board order, and the PAB.
fn paired(t: &Tournament, round: u32) -> (Vec<(u32, u32)>, Option<u32>) {
    by_pairing_numbers(t, &lim::pair(t, round, &JobControl::new()).unwrap())
}

/// Records round `number`: boards as (white TPN, black TPN, result), and a PAB.
fn record(
    t: &mut Tournament,
    ids: &[PlayerId],
    number: u32,
    games: &[(usize, usize, GameResult)],
    bye: Option<usize>,
) {
    let byes: Vec<(usize, ByeKind)> = bye
        .map(|v| (v, ByeKind::PairingAllocated))
        .into_iter()
        .collect();
    record_with_byes(t, ids, number, games, &byes);
}

/// Every player but `present` asks for a zero-point bye in `round`: only they are paired.
fn only_present(t: &mut Tournament, ids: &[PlayerId], round: u32, present: &[usize]) {
    for (i, &id) in ids.iter().enumerate() {
        if !present.contains(&(i + 1)) {
            t.player_mut(id)
                .unwrap()
                .requested_byes
                .insert(round, ByeKind::ZeroPoint);
        }
    }
}

fn descending(n: u16) -> Vec<u16> {
    (0..n).map(|i| 2500 - 10 * i).collect()
}

#[test]
fn round_one_of_forty_players_is_the_example_of_7_2() {
    // 7.2: #1 drew White; odd numbers of the top half take White, even ones Black:
    // "1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20".
    let (t, _) = event(&descending(40));
    let expected = vec![
        (1, 21),
        (22, 2),
        (3, 23),
        (24, 4),
        (5, 25),
        (26, 6),
        (7, 27),
        (28, 8),
        (9, 29),
        (30, 10),
        (11, 31),
        (32, 12),
        (13, 33),
        (34, 14),
        (15, 35),
        (36, 16),
        (17, 37),
        (38, 18),
        (19, 39),
        (40, 20),
    ];
    assert_eq!(paired(&t, 1), (expected, None));
}

#[test]
fn round_one_bye_goes_to_the_lowest_rated_not_the_last_number() {
    // 7.1: the lowest-rated player of the list (#3, 1500) gets the bye, although #5 has
    // the largest number. The other four: 1 v 4, 2 v 5 (2.4), #1 White, #2 Black (7.2).
    let (t, _) = event(&[2400, 2300, 1500, 2100, 2000]);
    assert_eq!(paired(&t, 1), (vec![(1, 4), (5, 2)], Some(3)));
}

#[test]
fn an_incompatible_proposal_is_exchanged_as_in_the_table_of_4_2() {
    // Round 1 (all drawn): 4–1, 3–2, 5–6. Round 2: one scoregroup of six at ½ point, which
    // is the median (½ of 1 round), paired downward. Proposed 1 v 4 had met: the table of
    // 4.2 gives next 1 v 5 (#1 due White, #5 due Black: both granted), then 2 v 4 (#2 due
    // White, #4 due Black) and 3 v 6 (#3 due Black, #6 due White): the second line of the
    // table, "1 v 5, 2 v 4, 3 v 6".
    let (mut t, ids) = event(&descending(6));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(4, 1, d), (3, 2, d), (5, 6, d)], None);
    assert_eq!(paired(&t, 2), (vec![(1, 5), (2, 4), (6, 3)], None));
}

#[test]
fn a_colour_exchange_gives_both_players_their_due_colour() {
    // Round 1 (all drawn): 4–1, 2–3, 5–6. As above #1 gets #5; then #2 (due Black) is
    // proposed #4 (due Black too): the second scrutiny (5.2) exchanges #4 for #6 (due
    // White), leaving 3 v 4 (#3 due White, #4 due Black).
    let (mut t, ids) = event(&descending(6));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(4, 1, d), (2, 3, d), (5, 6, d)], None);
    assert_eq!(paired(&t, 2), (vec![(1, 5), (6, 2), (3, 4)], None));
}

#[test]
fn scoregroups_above_and_below_the_median_float_towards_it() {
    // Round 1: 1 beat 4, 2 beat 5, 3 beat 6. Median score ½ (2.2): nobody has it.
    // Top group {1, 2, 3} paired downward is odd: due Black #1 and #3, due White #2, so a
    // due-Black player floats (3.2), the lowest numbered one, #3. 1 v 2: #2 White.
    // Bottom group {4, 5, 6} paired upward is odd: due White #4 and #6, due Black #5, so
    // a due-White player floats, the highest numbered one (upward), #4. 5 v 6: #6 White.
    // The median group, paired last: #3 (DF) against #4 (UF): #4 due White.
    let (mut t, ids) = event(&descending(6));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 4, w), (5, 2, b), (3, 6, w)], None);
    assert_eq!(paired(&t, 2), (vec![(2, 1), (4, 3), (6, 5)], None));
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_of_the_lowest_scoregroup() {
    // Round 1: #5 had the bye (7.1), 1 beat 3, 2 beat 4 (4 had White). Round 2: lowest
    // scoregroup {3, 4}: its lowest ranked, #4, gets the bye (1.1).
    // Top group {1, 2, 5} (1 point) is odd; due Black #1, due White #2, #5 none: no
    // imbalance, so the default floater would be the lowest numbered, #5; but #5 floated
    // last round (the bye, L-8), so 3.10 floats #2 instead. 1 v 5: #5 has no colour,
    // #1 gets its due Black. #3 alone below the median floats up. The median group pairs
    // the downfloater #2 with the upfloater #3: both due White with identical histories,
    // in the median group the higher-ranked #2 gets it (5.4).
    let (mut t, ids) = event(&descending(5));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 3, w), (4, 2, b)], Some(5));
    assert_eq!(paired(&t, 2), (vec![(5, 1), (2, 3)], Some(4)));
}

#[test]
fn the_last_scrutinised_pairs_take_what_the_limits_allow() {
    // Round 1: 1–3 and 4–2 drawn; round 2: 1–4 and 3–2 drawn. Everybody has 1 point (the
    // median of 2 rounds). #1 had White twice, so must have Black (5.1 a); #2 Black twice,
    // so must have White. #1 has met #3 and #4: only 2 v 1 is left for #1. #3 (B, W)
    // against #4 (W, B): both due White; going back, in round 2 #3 had White and #4 Black:
    // #4 gets White (5.4).
    let (mut t, ids) = event(&descending(4));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(1, 3, d), (4, 2, d)], None);
    record(&mut t, &ids, 2, &[(1, 4, d), (3, 2, d)], None);
    assert_eq!(paired(&t, 3), (vec![(2, 1), (4, 3)], None));
}

#[test]
fn each_board_is_explained_in_both_languages() {
    // The floater case above: board 2 is 4–3, made in the median group (½ point, empty
    // of residents) from #3, who floated down from the 1-point group, and #4, who floated
    // up from the 0-point group; #4 is due White and #3 due Black.
    use torneo::i18n::Language;
    let (mut t, ids) = event(&descending(6));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 4, w), (5, 2, b), (3, 6, w)], None);
    let explanation = torneo::pairing::explain::explain_round(&t, 2, &JobControl::new()).unwrap();
    let english = explanation.worded(Language::English);
    let board = english.for_player(ids[3]).unwrap();
    assert_eq!(board.black, Some(ids[2]));
    for sentence in [
        "Board 2: paired in the ½-point scoregroup, the median scoregroup",
        "P3 (3) floated from the 1-point scoregroup to make it even",
        "P4 (4) floated from the 0-point scoregroup to make it even",
        "Both players get their due colour (C.04.4.3 5.1, 5.5, 5.6).",
    ] {
        assert!(board.text.contains(sentence), "{}", board.text);
    }
    let italian = explanation.worded(Language::Italian);
    let board = italian.for_player(ids[3]).unwrap();
    assert!(
        board
            .text
            .contains("Entrambi i giocatori ricevono il colore atteso"),
        "{}",
        board.text
    );
    assert!(
        board
            .text
            .contains("il gruppo mediano, abbinato per ultimo"),
        "{}",
        board.text
    );
}

// Issue 34: a player floats only when no exchange gives him a compatible opponent while
// leaving the players paired before with theirs (C.04.4.3 3.1: "a compatible opponent
// cannot be found ... in spite of exchanges"; 4.4: "the exchanges to find a compatible
// opponent for Player #2 must at the same time leave Player #1 with a compatible
// opponent"; the 4.3 table's last lines change #1's opponent: "1 v 3, 2 v 6", "1 v 2").
// Seed 003 numbers these articles 10.1, 11.3, 11.4. In the four events below only the
// players named are present in the round paired (the others ask for a zero-point bye);
// every player has played, so the pairing numbers are those of the list.

const W: GameResult = GameResult::WhiteWins;
const D: GameResult = GameResult::Draw;
const L: GameResult = GameResult::BlackWins;

#[test]
fn the_floater_meets_the_player_left_without_an_opponent_as_in_1_v_2() {
    // Four rounds, ten players. Before round 5 (median 2, half of 4 rounds, 2.2):
    //   #2 4 points, WBWB (due White), has met 4 5 6 8;
    //   #1 3 points, WBWB (due White), has met 3 7 9 10;
    //   #3 3 points, BWWB (due White), has met 1 4 5 6;
    //   #9 3 points, BWBW (due Black), has met 1 5 6 7;
    //   #4 2 points, BWBW (due Black); #7 2 points, BWBB (due White; Black would be a
    //   third running, 5.1 a). #4 and #7 have not met.
    // Every other colour is permissible, so compatible (2.1) means "not met".
    // 4-point group {2}: #2 has nobody there (2.3.1) and floats down.
    // 3-point group {1, 3, 9} with the downfloater #2, paired first (3.6). 3.8: #2 meets
    // the first available player due the other colour: #1 and #3 are due White like #2,
    // #9 is due Black, so #2 v #9 (the shape of issue 34: Torneo used to float #1 and #3,
    // who have met, into the median group). The players left, #1 and #3, have met: #1 has
    // no compatible opponent. 4.3–4.4: the exchanges may change the opponent of the
    // player paired before (#2) if he keeps one: "1 v 3, 2 v 6" here is #1 v #9 with #2
    // taking another: #1 has met #9, so no; "1 v 2": #1 v #2, compatible, and #9 goes
    // back to the players left: #3 v #9. Nobody floats.
    // Median group {4, 7}: #4 v #7.
    // Colours: #2 v #1, both due White with identical histories (WBWB): in a group above
    // the median the higher-ranked #2 gets it (5.4): 2–1. #3 (due White) v #9 (due
    // Black): 3–9. #4 (due Black) v #7 (due White): 7–4.
    // Boards by the higher score of the pair, then the lower (C.04.2).
    let (mut t, ids) = event(&descending(10));
    let rounds: [&[(usize, usize, GameResult)]; 4] = [
        &[(1, 3, D), (2, 4, W), (5, 9, L), (6, 7, L), (8, 10, D)],
        &[(9, 1, D), (5, 2, L), (3, 6, W), (4, 10, W), (7, 8, D)],
        &[(1, 7, W), (2, 8, W), (3, 4, W), (6, 9, L), (5, 10, D)],
        &[(10, 1, L), (6, 2, L), (5, 3, D), (9, 7, D), (4, 8, W)],
    ];
    for (r, games) in rounds.iter().enumerate() {
        record(&mut t, &ids, r as u32 + 1, games, None);
    }
    only_present(&mut t, &ids, 5, &[1, 2, 3, 4, 7, 9]);
    assert_eq!(paired(&t, 5), (vec![(2, 1), (3, 9), (7, 4)], None));
}

#[test]
fn a_player_takes_the_floaters_opponent_as_in_1_v_3_2_v_6() {
    // Five rounds, fourteen players. Before round 6 (median 2½):
    //   #5 5 points, BWBWB (due White), has met 1 2 3 6 7;
    //   #4 4½, WBWBB (due White: Black would be a third running), has met 7 8 9 13 14;
    //   #8 4½, BWBBW (due White), has met 1 4 9 13 14;
    //   #10 4½, WBWBW (due Black), has met 2 3 6 7 9;
    //   #11 2½, WBWBW (due Black); #12 2½, BWBWB (due White); they have not met.
    // 5-point group {5}: nobody there (2.3.1), #5 floats down.
    // 4½-point group {4, 8, 10} with #5 first (3.6). 3.8: #4 and #8 are due White like
    // #5, #10 is due Black: #5 v #10. Left #4 and #8, who have met (issue 34: both used to
    // float). 4.3 "1 v 3, 2 v 6": #4 takes #5's opponent #10 (compatible: #4 White, #10
    // Black) and #5 takes the next one of its own order still free, #8 (compatible).
    // Nobody floats. Median group {11, 12}: #11 v #12.
    // Colours: #5 v #8, both due White; going back, in round 5 #5 had Black and #8 White:
    // #5 gets White (5.4): 5–8. #4 (due White) v #10 (due Black): 4–10. #12 (due White) v
    // #11 (due Black): 12–11.
    let (mut t, ids) = event(&descending(14));
    let rounds: [&[(usize, usize, GameResult)]; 5] = [
        &[
            (1, 5, L),
            (10, 2, W),
            (11, 3, W),
            (6, 12, W),
            (4, 7, W),
            (9, 8, L),
        ],
        &[
            (5, 2, W),
            (3, 10, L),
            (6, 11, W),
            (12, 7, W),
            (9, 4, L),
            (8, 13, W),
        ],
        &[
            (3, 5, L),
            (10, 6, W),
            (11, 7, D),
            (9, 12, D),
            (4, 13, W),
            (14, 8, L),
        ],
        &[
            (5, 6, W),
            (7, 10, L),
            (9, 11, L),
            (12, 13, L),
            (14, 4, L),
            (1, 8, L),
        ],
        &[(7, 5, L), (10, 9, D), (11, 13, L), (14, 12, L), (8, 4, D)],
    ];
    for (r, games) in rounds.iter().enumerate() {
        record(&mut t, &ids, r as u32 + 1, games, None);
    }
    only_present(&mut t, &ids, 6, &[4, 5, 8, 10, 11, 12]);
    assert_eq!(paired(&t, 6), (vec![(5, 8), (4, 10), (12, 11)], None));
}

#[test]
fn pairing_upward_a_player_takes_the_upfloaters_opponent() {
    // Three rounds, fourteen players. Before round 4 (median 1½):
    //   #14 0 points, BWB (due White), has met 1 2 3;
    //   #12 1 point, BWB (due White), has met 5 8 9;
    //   #10 1 point, WBW (due Black), has met 2 4 5;
    //   #9 1 point, WBW (due Black), has met 3 4 12;
    //   #6 1½, WBW (due Black); #7 1½, BWB (due White); they have not met.
    // Below the median the groups are paired from the bottom up (2.2), upward: the
    // order of pairing is reversed (4.1 b, decision L-2): #12, #10, #9.
    // 0-point group {14}: nobody there, #14 floats up.
    // 1-point group with #14 first (3.7). 3.8 upward: the first available in that order
    // due the other colour: #12 is due White like #14, #10 due Black: #14 v #10. Left #12
    // and #9, who have met (issue 34: both used to float). 4.3 "1 v 3, 2 v 6": #12 takes
    // #14's opponent #10, and #14 the next one of its order still free, #9. Nobody floats.
    // Median group {6, 7}: #6 v #7.
    // Colours: #12 (due White) v #10 (due Black): 12–10. #14 (due White) v #9 (due
    // Black): 14–9. #7 (due White) v #6 (due Black): 7–6.
    let (mut t, ids) = event(&descending(14));
    let rounds: [&[(usize, usize, GameResult)]; 3] = [
        &[(9, 12, D), (1, 14, W), (10, 2, W), (6, 3, W), (4, 7, D)],
        &[
            (14, 2, L),
            (3, 9, D),
            (4, 10, W),
            (12, 5, L),
            (8, 6, D),
            (7, 11, W),
        ],
        &[
            (3, 14, W),
            (9, 4, L),
            (10, 5, L),
            (8, 12, D),
            (6, 11, L),
            (13, 7, W),
        ],
    ];
    for (r, games) in rounds.iter().enumerate() {
        record(&mut t, &ids, r as u32 + 1, games, None);
    }
    only_present(&mut t, &ids, 4, &[6, 7, 9, 10, 12, 14]);
    assert_eq!(paired(&t, 4), (vec![(7, 6), (12, 10), (14, 9)], None));
}

/// The event of `the_floater_that_made_the_group_even_comes_back_as_in_4_4_a`: six rounds,
/// nineteen players; #5 has a half-point bye in round 6.
fn four_four_a_event() -> (Tournament, Vec<PlayerId>) {
    let (mut t, ids) = event(&descending(19));
    let rounds: [&[(usize, usize, GameResult)]; 6] = [
        &[(11, 19, D), (1, 3, W), (5, 6, W), (10, 15, L), (16, 13, W)],
        &[(15, 11, D), (4, 1, W), (7, 5, W), (14, 16, L), (19, 18, W)],
        &[(11, 16, D), (1, 6, W), (5, 8, W), (13, 15, L), (19, 2, W)],
        &[
            (7, 1, W),
            (9, 5, W),
            (12, 11, L),
            (15, 14, L),
            (16, 18, L),
            (3, 19, W),
        ],
        &[
            (1, 8, D),
            (5, 10, L),
            (11, 13, L),
            (17, 15, W),
            (2, 16, W),
            (19, 4, L),
        ],
        &[(9, 1, D), (14, 11, W), (15, 18, L), (16, 3, L), (6, 19, W)],
    ];
    for (r, games) in rounds.iter().enumerate() {
        let byes: &[(usize, ByeKind)] = if r == 5 {
            &[(5, ByeKind::HalfPoint)]
        } else {
            &[]
        };
        record_with_byes(&mut t, &ids, r as u32 + 1, games, byes);
    }
    only_present(&mut t, &ids, 7, &[1, 5, 11, 15, 16, 19]);
    (t, ids)
}

#[test]
fn the_floater_that_made_the_group_even_comes_back_as_in_4_4_a() {
    // Before round 7 (median 3, half of 6 rounds):
    //   #1 3 points, WBWBWB (due White), has met 3 4 6 7 8 9;
    //   #5 2½, WBWBW and a half-point bye in round 6 (due Black; not a float, 3.10,
    //   decision L-8), has met 6 7 8 9 10;
    //   #11 2½, WBWBWB (due White), has met 12 13 14 15 16 19;
    //   #15 2½, BWBWBW (due Black), has met 10 11 13 14 17 18;
    //   #16 2½, WBBWBW (due Black), has met 2 3 11 13 14 18;
    //   #19 2½, BWWBWB (due White), has met 2 3 4 6 11 18.
    // #11's only compatible opponent in the group is #5.
    // 2½-point group, below the median, paired upward (2.2): order #19 #16 #15 #11 #5.
    // Five players: one floats to make it even (2.3.4). Due Black #5 #15 #16, due White
    // #11 #19: a player due Black floats (3.2), by default upward the highest numbered,
    // #5 (decision L-1), who has a compatible opponent (#1) in the median group (3.3).
    // Left #19 #16 #15 #11: #19 v #15, the proposed pairing (2.4; due White and Black).
    // #16's proposed opponent #11 has met him: no opponent left. 4.3: "1 v 3, 2 v 6":
    // #16 takes #15 and #19 the next of his order (#11, met): no; "1 v 2": #16 v #19,
    // compatible, #15 back to the players left. Left #15 and #11, who have met. 4.3 again,
    // with #16 v #19 (both scrutinised, so both keep an opponent, 4.4): #15 takes #19 and
    // #16 another (#11, met): no; "1 v 2" would leave #16 without one: no. 4.4 a: the
    // group was uneven and #5 floated to make it even, so #15 is exchanged with the
    // floater: #15 floats, #5 comes back and meets #11. (Torneo used to float #5, #11
    // and #16.)
    // Median group {1} with the upfloater #15: #1 v #15.
    // Colours: #1 (due White) v #15 (due Black): 1–15. #11 (due White) v #5 (due Black):
    // 11–5. #19 (due White) v #16 (due Black): 19–16.
    // Boards: 1–15 (3 points), then the two 2½ pairs by the higher-ranked player's
    // number: #5's board, then #16's.
    let (t, _) = four_four_a_event();
    assert_eq!(paired(&t, 7), (vec![(1, 15), (11, 5), (19, 16)], None));
}

#[test]
fn the_exchanges_that_save_a_float_are_explained_in_both_languages() {
    use torneo::i18n::Language;
    // The 4.4 a case above: #15 floated in place of #5, who came back and met #11; #16 met
    // #19 by the exchange "1 v 2".
    let (t, ids) = four_four_a_event();
    let explanation = torneo::pairing::explain::explain_round(&t, 7, &JobControl::new()).unwrap();
    let english = explanation.worded(Language::English);
    let italian = explanation.worded(Language::Italian);
    let text = |words: &torneo::pairing::explanation::WordedExplanation, tpn: usize| {
        words.for_player(ids[tpn - 1]).unwrap().text.clone()
    };
    for (tpn, sentence) in [
        (
            15,
            "P15 (15) floated from the 2½-point scoregroup: no exchange of opponents gave \
             them a compatible opponent there, so they took the place of P5 (5)",
        ),
        (
            5,
            "P5 (5) had been floated to make the 2½-point scoregroup even, but came back \
             into it in place of P15 (15)",
        ),
        (
            16,
            "P16 (16) meets P19 (19): no other compatible opponent was left for P16 (16), \
             so P19 (19), paired before in the scoregroup, meets them instead and P15 (15) \
             goes back to the players left",
        ),
    ] {
        assert!(
            text(&english, tpn).contains(sentence),
            "{}",
            text(&english, tpn)
        );
    }
    for (tpn, sentence) in [
        (15, "prende il posto di P5 (5)"),
        (5, "vi rientra al posto di P15 (15)"),
        (16, "quindi lo incontra P19 (19), abbinato prima nel gruppo"),
    ] {
        assert!(
            text(&italian, tpn).contains(sentence),
            "{}",
            text(&italian, tpn)
        );
    }
}

#[test]
fn a_generated_lim_tournament_checks_clean_and_reads_back_its_code() {
    // `generate --lim` pairs every round with the engine and writes `192 CUSTOM_SWISS_LIM`;
    // `check --lim` reads the file back and pairs each round again: no difference.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let file = file.to_str().unwrap();
    let (code, text) = cli(&[
        "generate",
        "--lim",
        "--players",
        "23",
        "--rounds",
        "7",
        "-s",
        "5",
        "-o",
        file,
    ]);
    assert_eq!(code, 0, "{text}");
    let written = std::fs::read_to_string(file).unwrap();
    assert!(written.contains("192 CUSTOM_SWISS_LIM"), "{written}");
    let (code, text) = cli(&["check", "--lim", file]);
    assert_eq!(code, 0, "{text}");
    let (read, _) = torneo::formats::trf::import(written.as_bytes()).unwrap();
    assert_eq!(read.settings.system, PairingSystem::Lim);
}

#[test]
fn the_command_line_pairs_round_one_with_lim() {
    // Four players, round 1: 1 v 3, 4 v 2 (7.2), written White first.
    let dir = tempfile::tempdir().unwrap();
    let (t, _) = event(&descending(4));
    let request = dir.path().join("request.trf");
    let text = torneo::formats::trf::export(&t, torneo::formats::trf::TrfVersion::Trf16);
    std::fs::write(&request, text).unwrap();
    let answer = dir.path().join("answer.txt");
    let (code, out) = cli(&[
        "pair",
        "--lim",
        request.to_str().unwrap(),
        "-p",
        answer.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}");
    let pairs = std::fs::read_to_string(&answer).unwrap();
    assert_eq!(pairs.lines().collect::<Vec<_>>(), vec!["2", "1 3", "4 2"]);
}

#[test]
fn the_checker_names_a_bye_that_is_not_the_lowest_rated_in_round_one() {
    // Round 1 of five, #3 the lowest-rated (7.1): a hand pairing 1–2, 3–4 with the PAB to
    // #5 breaks 7.1; the checker names #5 and #3.
    use torneo::pairing::ProposedRound;
    use torneo::pairing::check::{Violation, check_round};
    use torneo::pairing::lim::check::LimViolation;
    let (t, ids) = event(&[2400, 2300, 1500, 2100, 2000]);
    let proposed = ProposedRound {
        boards: vec![Board::new(ids[0], ids[1]), Board::new(ids[2], ids[3])],
        byes: vec![Bye {
            player: ids[4],
            kind: ByeKind::PairingAllocated,
        }],
    };
    assert_eq!(
        check_round(&t, 1, &proposed),
        vec![Violation::system(LimViolation::ByeNotToLowest {
            player: ids[4],
            due: ids[2],
        })]
    );
}

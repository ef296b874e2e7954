//! What a norm counts for and how it may be reached: the overscore of 1.4.1d, the 13
//! games of 1.7, dropping beaten opponents (1.4.1f). Worked by hand on the base case of
//! `requirements.rs` (IM norm: Ra 2366, 6/9, Rp 2491).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;

/// The base case with round 7 (IM CRO 2390) won instead of lost: 7/9.
fn base_seven_of_nine() -> Vec<Opponent> {
    let mut opponents = base();
    opponents[6].3 = W;
    opponents
}

// B.01 1.4.1d: "each full point above the norm requirement counts as one extra game".
// Base case: Ra 2366; the least score giving Rp ≥ 2450 with these 9 opponents:
// 5½/9 = 61.1% → 61% → dp 80 → 2446 (no); 6/9 = 66.7% → 67% → dp 125 → 2491 (yes).
// So 6 points (12 half points) are needed.
// - The base case scores 6: no extra game, the norm counts 9.
// - Winning round 7 instead: 7/9 = 77.8% → 78% → dp 220 → Rp 2586; one whole point
//   above 6: the norm counts 10 games.
#[test]
fn a_full_point_above_the_norm_counts_one_more_game() {
    let (t, candidate) = event(&base(), 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        im.norm_games,
        Some(NormGames {
            games: 9,
            required_halves: 12,
            extra: 0,
            limited: false,
            total: 9
        })
    );
    let (t, candidate) = event(&base_seven_of_nine(), 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!((im.performance, im.is_met()), (2586, true));
    assert_eq!(
        im.norm_games,
        Some(NormGames {
            games: 9,
            required_halves: 12,
            extra: 1,
            limited: false,
            total: 10
        })
    );
    // A norm not met counts nothing.
    assert_eq!(check(&t, candidate, NormTitle::GM).norm_games, None);
}

// B.01 1.7: "Norms from events longer than 13 rounds count only as 13 games".
// A 14-round Swiss: the 9 opponents above (7/9), then five IMs of FRA rated 2400, all
// drawn. 9½/14.
// - Ra = (21290 + 5 × 2400) / 14 = 33290 / 14 = 2377.86 → 2378; 9½/14 = 67.9% → 68% →
//   dp 133; Rp 2511 ≥ 2450. Mix: own ITA 4 ≤ ⌊14·3/5⌋ = 8; largest group FRA 5 ≤
//   ⌊14·2/3⌋ = 9; titled 13 ≥ 7; GM/IM 11 ≥ max(⌈14/3⌉, 3) = 5.
// - Least score: 8/14 = 57.1% → 57% → dp 50 → 2428 (no); 8½/14 = 60.7% → 61% → dp 80
//   → 2458 (yes): 17 half points. 9½ is one whole point above: 14 + 1 = 15 games,
//   limited to 13.
#[test]
fn an_event_of_more_than_13_rounds_counts_13_games() {
    let mut opponents = base_seven_of_nine();
    opponents.extend([(Some(Title::IM), "FRA", Some(2400), D); 5]);
    let (t, candidate) = event(&opponents, 14, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!((im.games, im.score_halves), (14, 19));
    assert_eq!((im.average, im.percent, im.performance), (2378, 68, 2511));
    assert!(im.is_met(), "{:?}", im.failed().collect::<Vec<_>>());
    assert_eq!(
        im.norm_games,
        Some(NormGames {
            games: 14,
            required_halves: 17,
            extra: 1,
            limited: true,
            total: 13
        })
    );
}

// B.01 1.4.1f: "A player may ignore games against opponents they defeated, provided the
// remaining games still satisfy the opponent mix and minimum game count."
// An 11-round Swiss: rounds 1 and 2 won against unrated AUT players, then the base
// case's nine opponents (6/9). 8/11.
// - All 11: the lowest (round 1, unrated) raised to the IM floor 2050, the other unrated
//   counted 1400 (1.4.6c–d): Ra = (2050 + 1400 + 21290) / 11 = 24740 / 11 = 2249.1 →
//   2249; 8/11 = 72.7% → 73% → dp 175; Rp 2424 < 2450: missed (performance only).
// - 1.4.1e does not help: rounds 1–9 score 6½/9 against Ra 20040 / 9 → 2227 (below the
//   average 2230), rounds 1–10 7/10 against 2254 → 2403.
// - Without round 1 (the lowest-rated beaten opponent): round 2's unrated player is now
//   the one raised: Ra = (2050 + 21290) / 10 = 2334; 7/10 = 70% → dp 149; Rp 2483 ≥
//   2450, 10 games ≥ 9, own ITA 4 ≤ 6, ITA 4 ≤ 6, titled 8 ≥ 5, GM/IM 6 ≥ 4: the norm.
#[test]
fn leaving_out_a_beaten_opponent_can_give_the_norm() {
    let mut opponents: Vec<Opponent> = vec![(None, "AUT", None, W), (None, "AUT", None, W)];
    opponents.extend(base());
    let (t, candidate) = event(&opponents, 11, &[]);
    let norms = check_player(&t, candidate).unwrap();
    let im = norms
        .checks
        .iter()
        .find(|c| c.title == NormTitle::IM)
        .unwrap();
    assert_eq!((im.average, im.percent, im.performance), (2249, 73, 2424));
    assert_eq!(
        failed(im),
        [Requirement::Performance {
            performance: 2424,
            minimum: 2450
        }]
    );
    assert!(norms.earlier.is_empty());
    let without = norms
        .without_wins
        .iter()
        .find(|w| w.check.title == NormTitle::IM)
        .expect("1.4.1f gives the IM norm");
    assert_eq!(without.dropped_rounds, [1]);
    assert_eq!(
        (
            without.check.games,
            without.check.average,
            without.check.performance
        ),
        (10, 2334, 2483)
    );
    assert!(without.check.is_met());
    assert_eq!(norms.achieved(), [NormTitle::IM]);
}

// 1.4.1f in a round robin: "the opponent mix must make a norm possible for the complete
// tournament". The double round robin of `event_types.rs` misses the mix (titled
// opponents by player): no game is dropped.

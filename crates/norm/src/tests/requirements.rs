//! The base case (an IM norm) and one failing case per requirement of B.01 1.4.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;
use crate::i18n::test_support::assert_worded;

// IM norm, by hand:
// - 1.4.1a: 9 games.
// - 1.4.3: foreign federations HUN, GER, SRB, CRO, ESP = 5 ≥ 2.
// - 1.4.4: own (ITA) rounds 4, 5, 6, 8 = 4 ≤ ⌊9·3/5⌋ = 5; largest group ITA 4 ≤ ⌊9·2/3⌋ = 6.
// - 1.4.5a: titleholders GM, IM, GM, FM, IM, IM, GM, WIM = 8 ≥ ⌈9/2⌉ = 5.
// - 1.4.5c: GM or IM: rounds 1, 2, 3, 5, 7, 8 = 6 ≥ max(⌈9/3⌉, 3) = 3.
// - 1.4.6: lowest 2150 ≥ the IM floor 2050: nobody raised.
// - 1.4.7: 2520+2410+2480+2290+2350+2150+2390+2500+2200 = 21290; 21290/9 = 2365.6 → 2366.
// - 1.4.8b/1.4.9: 4 wins, 4 draws, 1 loss = 6/9 = 66.7% → 67% ≥ 35%; dp(0.67) = 125.
// - 1.4.8: Rp = 2366 + 125 = 2491 ≥ 2450.
#[test]
fn base_case_gives_an_im_norm_worked_by_hand() {
    let (t, candidate) = event(&base(), 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(im.games, 9);
    assert_eq!(im.score_halves, 12);
    assert_eq!((im.average, im.raised.clone()), (2366, None));
    assert_eq!(
        (im.percent, im.rating_difference, im.performance),
        (67, 125, 2491)
    );
    assert_eq!(
        im.requirements,
        vec![
            Requirement::Games {
                counted: 9,
                required: 9,
                by_exception: false
            },
            Requirement::ForeignFederations {
                found: 5,
                required: 2
            },
            Requirement::OwnFederation {
                count: 4,
                maximum: 5
            },
            Requirement::OneFederation {
                federation: "ITA".into(),
                count: 4,
                maximum: 6
            },
            Requirement::Titleholders {
                count: 8,
                required: 5
            },
            Requirement::NormTitleholders {
                title: NormTitle::IM,
                count: 6,
                required: 3
            },
            Requirement::Average {
                average: 2366,
                minimum: 2230
            },
            Requirement::Score {
                percent: 67,
                minimum: 35
            },
            Requirement::Performance {
                performance: 2491,
                minimum: 2450
            },
        ]
    );
    assert!(im.is_met());
    let norms = check_player(&t, candidate).unwrap();
    assert_eq!(norms.achieved(), vec![NormTitle::IM]);
    // A man: no WGM or WIM check (B.01 0.3).
    assert_eq!(norms.checks.len(), 2);
}

// GM norm on the same games: the lowest opponent, 2150, is below the GM floor 2200 and
// is raised to it (1.4.6b–c): 21290 + 50 = 21340; 21340/9 = 2371.1 → 2371 < 2380 (1.4.8a);
// Rp = 2371 + 125 = 2496 < 2600. The 3 GMs meet 1.4.5b (⌈9/3⌉ = 3).
#[test]
fn gm_check_raises_the_lowest_opponent_to_the_floor_and_fails_average_and_performance() {
    let (t, candidate) = event(&base(), 9, &[]);
    let gm = check(&t, candidate, NormTitle::GM);
    let raised = gm.raised.clone().unwrap();
    assert_eq!(
        (raised.round, raised.rating, raised.floor),
        (6, Some(2150), 2200)
    );
    assert_eq!(gm.average, 2371);
    assert_eq!(gm.performance, 2496);
    assert_eq!(
        failed(&gm),
        vec![
            Requirement::Average {
                average: 2371,
                minimum: 2380
            },
            Requirement::Performance {
                performance: 2496,
                minimum: 2600
            },
        ]
    );
}

// 1.4.6c–d: two opponents below the IM floor 2050, an unrated one (counted 1400) and one
// rated 1900: only the lowest, the unrated, is raised to 2050; the 1900 stays.
// Ratings: base with round 6 unrated and round 9 rated 1900:
// 21290 − 2150 − 2200 + 2050 + 1900 = 20890; 20890/9 = 2321.1 → 2321.
#[test]
fn only_the_lowest_opponent_below_the_floor_is_raised_and_unrated_count_1400() {
    let mut opponents = base();
    opponents[5].2 = None;
    opponents[8].2 = Some(1900);
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    let raised = im.raised.clone().unwrap();
    assert_eq!((raised.round, raised.rating, raised.floor), (6, None, 2050));
    assert_eq!(im.average, 2321);
}

// 1.4.1a: a half-point bye asked for in round 9 leaves 8 games < 9; 1.4.1c does not
// apply (not a forfeit win nor a pairing-allocated bye).
#[test]
fn eight_games_after_a_requested_bye_fail_the_games_requirement() {
    let (t, candidate) = event(&base()[..8], 9, &[(9, ByeKind::HalfPoint)]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im).first(),
        Some(&Requirement::Games {
            counted: 8,
            required: 9,
            by_exception: false
        })
    );
}

// 1.4.1c: in a 9-round event, 8 games are enough when the ninth round was a
// pairing-allocated bye. The 8 games of the base: 21290 − 2200 = 19090; /8 = 2386.25 →
// 2386; 5/8 = 62.5% → 63% (0.5% up), dp 95; Rp 2481 ≥ 2450.
#[test]
fn eight_games_and_a_pairing_allocated_bye_are_enough_in_a_nine_round_event() {
    let (t, candidate) = event(&base()[..8], 9, &[(9, ByeKind::PairingAllocated)]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        im.requirements[0],
        Requirement::Games {
            counted: 8,
            required: 8,
            by_exception: true
        }
    );
    assert_eq!((im.average, im.percent, im.performance), (2386, 63, 2481));
    assert!(im.is_met(), "{:?}", failed(&im));
}

// 1.4.2c: a forfeit is not a game: round 9 won by forfeit leaves 8 games, excluded with
// its reason; in a 9-round event 1.4.1c then lets the 8 count.
#[test]
fn a_forfeit_is_excluded_and_a_forfeit_win_allows_eight_games() {
    let mut opponents = base();
    opponents[8].3 = GameResult::WhiteWinsByForfeit;
    let (t, candidate) = event(&opponents, 9, &[]);
    let norms = check_player(&t, candidate).unwrap();
    assert_eq!(norms.games.counted.len(), 8);
    assert_eq!(norms.games.excluded.len(), 1);
    assert_eq!(norms.games.excluded[0].round, 9);
    assert_eq!(norms.games.excluded[0].reason, Exclusion::Forfeit);
    let im = check(&t, candidate, NormTitle::IM);
    assert!(matches!(
        im.requirements[0],
        Requirement::Games {
            by_exception: true,
            ..
        }
    ));
}

// 1.4.3 (and 1.4.4): every opponent ITA but one GER: one foreign federation < 2; 8 ITA
// opponents > ⌊27/5⌋ = 5 and > ⌊18/3⌋ = 6.
#[test]
fn one_foreign_federation_fails_the_federation_requirements() {
    let opponents: Vec<Opponent> = base()
        .into_iter()
        .enumerate()
        .map(|(i, (title, _, rating, result))| {
            (title, if i == 1 { "GER" } else { "ITA" }, rating, result)
        })
        .collect();
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![
            Requirement::ForeignFederations {
                found: 1,
                required: 2
            },
            Requirement::OwnFederation {
                count: 8,
                maximum: 5
            },
            Requirement::OneFederation {
                federation: "ITA".into(),
                count: 8,
                maximum: 6
            },
        ]
    );
}

// 1.4.4: six opponents from the candidate's federation (rounds 1, 2 become ITA too):
// 6 > ⌊9·3/5⌋ = 5; the 2/3 rule (6 ≤ 6) still holds.
#[test]
fn six_opponents_from_the_own_federation_fail_three_fifths() {
    let mut opponents = base();
    opponents[0].1 = "ITA";
    opponents[1].1 = "ITA";
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![Requirement::OwnFederation {
            count: 6,
            maximum: 5
        }]
    );
}

// 1.4.4: seven opponents from one foreign federation (GER): 7 > ⌊9·2/3⌋ = 6.
#[test]
fn seven_opponents_from_one_federation_fail_two_thirds() {
    let opponents: Vec<Opponent> = base()
        .into_iter()
        .enumerate()
        .map(|(i, (title, _, rating, result))| {
            let federation = match i {
                0 => "HUN",
                1 => "ITA",
                _ => "GER",
            };
            (title, federation, rating, result)
        })
        .collect();
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![Requirement::OneFederation {
            federation: "GER".into(),
            count: 7,
            maximum: 6
        }]
    );
}

// 1.4.5a: CM and WCM are no titleholders: with rounds 1, 4, 5, 8 CM and round 9 WCM the
// titled are rounds 2, 3, 7 = 3 < ⌈9/2⌉ = 5; the GM/IM count (2, 3, 7 → IM, GM, IM) is 3,
// still enough for 1.4.5c.
#[test]
fn too_few_titleholders_fail_half_of_the_opponents() {
    let mut opponents = base();
    for i in [0, 3, 4, 7] {
        opponents[i].0 = Some(Title::CM);
    }
    opponents[8].0 = Some(Title::WCM);
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![Requirement::Titleholders {
            count: 3,
            required: 5
        }]
    );
}

// 1.4.5c: only two GM/IM opponents (rounds 1, 2 GM and IM; the others FM or WGM, which
// do not count for an IM norm): 2 < 3.
#[test]
fn two_opponents_with_the_norm_title_fail_the_minimum_of_three() {
    let mut opponents = base();
    for i in [2, 4, 6, 7] {
        opponents[i].0 = Some(Title::FM);
    }
    opponents[8].0 = Some(Title::WGM);
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![Requirement::NormTitleholders {
            title: NormTitle::IM,
            count: 2,
            required: 3
        }]
    );
}

// 1.4.8a: 200 points off every opponent: 21290 − 1800 = 19490; the lowest, 2150 − 200 =
// 1950, is now below the IM floor and raised to 2050 (1.4.6c): 19490 + 100 = 19590;
// 19590/9 = 2176.7 → 2177 < 2230, and Rp = 2177 + 125 = 2302 < 2450.
#[test]
fn a_weak_field_fails_the_average_and_the_performance() {
    let opponents: Vec<Opponent> = base()
        .into_iter()
        .map(|(title, fed, rating, result)| (title, fed, rating.map(|r| r - 200), result))
        .collect();
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![
            Requirement::Average {
                average: 2177,
                minimum: 2230
            },
            Requirement::Performance {
                performance: 2302,
                minimum: 2450
            },
        ]
    );
}

// 1.4.8: the base with round 2 lost instead of won: 5/9 = 55.6% → 56%, dp 43;
// Rp = 2366 + 43 = 2409 < 2450; everything else holds.
#[test]
fn a_point_less_fails_only_the_performance() {
    let mut opponents = base();
    opponents[1].3 = L;
    let (t, candidate) = event(&opponents, 9, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        vec![Requirement::Performance {
            performance: 2409,
            minimum: 2450
        }]
    );
}

// 1.4.8b: nine GMs rated 2750 from several federations, 3/9 = 33.3% → 33% < 35%, although
// Rp = 2750 + dp(0.33) = 2750 − 125 = 2625 ≥ 2600.
#[test]
fn a_score_under_35_percent_fails_even_with_the_performance() {
    let feds = [
        "HUN", "GER", "SRB", "CRO", "ESP", "FRA", "NED", "POL", "ARM",
    ];
    let opponents: Vec<Opponent> = feds
        .iter()
        .enumerate()
        .map(|(i, fed)| (Some(Title::GM), *fed, Some(2750), if i < 3 { W } else { L }))
        .collect();
    let (t, candidate) = event(&opponents, 9, &[]);
    let gm = check(&t, candidate, NormTitle::GM);
    assert_eq!(gm.performance, 2625);
    assert_eq!(
        failed(&gm),
        vec![Requirement::Score {
            percent: 33,
            minimum: 35
        }]
    );
}

// 1.4.2b: in a round robin, an unrated opponent who lost every game against rated
// players is left out (10 players: the candidate, eight rated, one unrated).
#[test]
fn round_robin_unrated_opponent_scoring_zero_is_left_out() {
    let mut opponents = base();
    opponents[5].2 = None; // round 6: unrated
    let (mut t, candidate) = event(&opponents, 9, &[]);
    t.settings.system = PairingSystem::RoundRobin { cycles: 1 };
    // Round 6's opponent lost to the candidate (rated): zero against rated players.
    let norms = check_player(&t, candidate).unwrap();
    assert_eq!(norms.games.counted.len(), 8);
    assert_eq!(
        norms.games.excluded[0].reason,
        Exclusion::UnratedScoringZero
    );
    // The same game counts in a Swiss.
    t.settings.system = PairingSystem::Dutch;
    assert_eq!(check_player(&t, candidate).unwrap().games.counted.len(), 9);
}

// 1.4.1a: an event of 7 rounds cannot give a norm at all.
#[test]
fn an_event_of_seven_rounds_is_noted() {
    let (t, _) = event(&base()[..7], 7, &[]);
    assert_eq!(event_note(&t), Some(EventNote::TooFewRounds { rounds: 7 }));
    let (t, _) = event(&base(), 9, &[]);
    assert_eq!(event_note(&t), None);
}

#[test]
fn every_message_is_worded_in_both_languages() {
    let (t, candidate) = event(&base(), 9, &[]);
    let mut all = check(&t, candidate, NormTitle::GM).requirements;
    all.push(Requirement::Games {
        counted: 8,
        required: 8,
        by_exception: true,
    });
    all.push(Requirement::FederationsExempt {
        players: 21,
        federations: 3,
        titled: 10,
    });
    for requirement in &all {
        assert_worded(requirement);
    }
    assert_worded(&EventNote::TooFewRounds { rounds: 7 });
    for reason in [
        Exclusion::Forfeit,
        Exclusion::LessThanOneMove,
        Exclusion::UnratedScoringZero,
    ] {
        assert_worded(&reason);
    }
}

// 1.4.1e: the base case plus a tenth round lost to an untitled 2000 (ESP) in a Swiss.
// Over 10 games (IM): the lowest, 2000, is raised to the floor 2050: 21290 + 2050 = 23340;
// /10 = 2334; 6/10 = 60%, dp 72; Rp = 2406 < 2450: no norm over the whole event. Over
// rounds 1–9 the base case's IM norm stands (Rp 2491): the player may drop round 10.
#[test]
fn a_swiss_norm_reached_before_the_last_round_is_kept() {
    let mut opponents = base();
    opponents.push((None, "ESP", Some(2000), L));
    let (t, candidate) = event(&opponents, 10, &[]);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!((im.average, im.percent, im.performance), (2334, 60, 2406));
    assert!(!im.is_met());
    let norms = check_player(&t, candidate).unwrap();
    assert_eq!(norms.earlier.len(), 1);
    let earlier = &norms.earlier[0];
    assert_eq!(
        (earlier.last_round, earlier.check.title),
        (9, NormTitle::IM)
    );
    assert_eq!(earlier.check.performance, 2491);
    assert_eq!(norms.achieved(), vec![NormTitle::IM]);
}

// 1.4.1e: in a round robin (pre-determined pairings) every scheduled round counts.
#[test]
fn a_round_robin_norm_takes_every_round() {
    let mut opponents = base();
    opponents.push((None, "ESP", Some(2000), L));
    let (mut t, candidate) = event(&opponents, 10, &[]);
    t.settings.system = PairingSystem::RoundRobin { cycles: 1 };
    let norms = check_player(&t, candidate).unwrap();
    assert!(norms.earlier.is_empty());
    assert!(norms.achieved().is_empty());
}

//! Team Swiss cases worked by hand from C.04.6 (2026): the reasoning is in each test's
//! comments; the expected matches are typed by hand as (White on board 1, Black) TPNs in
//! board order.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{Colour, Points};
use torneo::pairing::JobControl;
use torneo::pairing::team_swiss::check::{TeamSwissViolation, check};
use torneo::pairing::team_swiss::explain::explain;
use torneo::pairing::team_swiss::{
    self, ColourRule, PreferenceType, PrimaryScore, TeamEntrant, TeamRound,
};

use Colour::{Black as B, White as W};

/// A team with its TPN, match and game points, played colours and opponents.
fn team(tpn: u32, mp: i32, gp: i32, colours: &[Colour], opponents: &[u32]) -> TeamEntrant {
    TeamEntrant {
        tpn,
        match_points: Points::from_whole(mp),
        game_points: Points::from_whole(gp),
        colours: colours.to_vec(),
        opponents: opponents.to_vec(),
        bye_barred: false,
        matches_played: colours.len(),
        floated_previous_round: false,
    }
}

fn round(round: u32, teams: Vec<TeamEntrant>, preferences: PreferenceType) -> TeamRound {
    TeamRound {
        round,
        rounds: 9,
        teams,
        primary: PrimaryScore::MatchPoints,
        secondary_for_colours: true,
        preferences,
        initial_colour: W,
    }
}

fn pair(r: &TeamRound) -> (Vec<(u32, u32)>, Option<u32>) {
    let pairing = team_swiss::pair(r, &JobControl::new()).unwrap();
    let (matches, bye) = pairing.tpns(r);
    // The engine's own pairing breaks none of the checker's rules.
    assert_eq!(check(r, &matches, bye), vec![]);
    (matches, bye)
}

#[test]
fn round_one_pairs_the_first_half_against_the_second() {
    // 3.6: one bracket on 0, the first identifier 1 2 3 4 5 6: 1-4, 2-5, 3-6. 4.3.1: the
    // first-team (equal scores: the smaller TPN) gets the drawn colour (White) when its
    // TPN is odd: 1 and 3 White, 2 Black (so 5 White).
    let teams = (1..=6).map(|n| team(n, 0, 0, &[], &[])).collect();
    let (matches, bye) = pair(&round(1, teams, PreferenceType::TypeA));
    assert_eq!(matches, vec![(1, 4), (5, 2), (3, 6)]);
    assert_eq!(bye, None);
}

/// Four teams on 2 match points and 4 game points, each with two matches of one colour:
/// 1 and 3 had White twice, 2 and 4 Black twice; their opponents are outside the round.
fn two_colours_each() -> Vec<TeamEntrant> {
    vec![
        team(1, 2, 4, &[W, W], &[11, 12]),
        team(2, 2, 4, &[B, B], &[13, 14]),
        team(3, 2, 4, &[W, W], &[15, 16]),
        team(4, 2, 4, &[B, B], &[17, 18]),
    ]
}

#[test]
fn colour_preferences_choose_between_identifiers() {
    // Type A (1.7.1): 1 and 3 (CD +2) prefer Black, 2 and 4 (CD -2) White. The first
    // identifier, 1 2 3 4 (1-3, 2-4), leaves one preference unfulfilled in each pair
    // ([C8] = 2); 1 2 4 3 (1-4, 2-3) leaves none: it is chosen (3.6.4).
    // Colours: opposite preferences, both granted (4.3.3): 4-1 and 2-3. Equal scores:
    // boards by the first-team's TPN.
    let (matches, _) = pair(&round(3, two_colours_each(), PreferenceType::TypeA));
    assert_eq!(matches, vec![(4, 1), (2, 3)]);
}

#[test]
fn without_preferences_the_first_identifier_stands() {
    // No preferences (1.7): [C8] is 0 for every pairing, so 1-3 and 2-4 (3.6.3).
    // 1-3: equal CD (+2), identical histories: 4.3.7 has no preference to grant, so the
    // first-team 1 alternates from White (4.3.8): 3-1. 2-4: 2 alternates from Black: 2-4.
    let (matches, _) = pair(&round(3, two_colours_each(), PreferenceType::None));
    assert_eq!(matches, vec![(3, 1), (2, 4)]);
}

#[test]
fn a_strong_preference_beats_a_mild_one_under_type_b_only() {
    // Team 1 (3 MP): colours B W B, CD -1, last two W B: Type A no preference, Type B mild
    // White (1.7.2). Team 2 (2 MP): B B, CD -2: strong White (both types).
    let teams = || {
        vec![
            team(1, 3, 5, &[B, W, B], &[5, 6, 7]),
            team(2, 2, 4, &[W, B, B], &[8, 9, 10]),
        ]
    };
    // Type B: both want White, only 2's is strong: 4.3.4 gives it White.
    let r = round(4, teams(), PreferenceType::TypeB);
    let pairing = team_swiss::pair(&r, &JobControl::new()).unwrap();
    assert_eq!(pairing.tpns(&r).0, vec![(2, 1)]);
    assert_eq!(pairing.matches[0].rule, ColourRule::OnlyStrong);
    // Type A: only 2 has a preference (4.3.2).
    let r = round(4, teams(), PreferenceType::TypeA);
    let pairing = team_swiss::pair(&r, &JobControl::new()).unwrap();
    assert_eq!(pairing.tpns(&r).0, vec![(2, 1)]);
    assert_eq!(pairing.matches[0].rule, ColourRule::OnlyPreference);
}

/// Round 1: 1 beat 3 (2 MP, 4 boards: 3-1), 4-2 drawn (1 MP each, 2-2), 5 the PAB (a
/// drawn match: 1 MP, 2 GP, 1.4).
fn after_round_one() -> Vec<TeamEntrant> {
    let mut five = team(5, 1, 2, &[], &[]);
    five.bye_barred = true;
    vec![
        team(1, 2, 3, &[W], &[3]),
        team(2, 1, 2, &[B], &[4]),
        team(3, 0, 1, &[B], &[1]),
        team(4, 1, 2, &[W], &[2]),
        five,
    ]
}

#[test]
fn the_bye_then_one_upfloater_for_the_leader() {
    // 3.4: 5 may not ([C2]); the lowest score is 3's (0) and {1, 2, 4, 5} stays pairable
    // (1-2, 4-5): PAB to 3. Top scoregroup {1}: one upfloater ([C4]) from 1 MP ([C5]):
    // 2, 4, 5 in TPN order (3.5.4); 2 is legal (4-5 left) and [C6] holds: 1-2. Then 4-5.
    // Colours: 1-2: no Type A preferences (one match each), 2's CD (-1) is lower: 2 White
    // (4.3.5). 4-5: equal MP and GP, so 4 is the first-team; 5 (CD 0) is lower than 4
    // (+1): 5 White.
    let r = round(2, after_round_one(), PreferenceType::TypeA);
    let (matches, bye) = pair(&r);
    assert_eq!(matches, vec![(2, 1), (5, 4)]);
    assert_eq!(bye, Some(3));
    // The explanation names the upfloater and the colour rule of each match.
    use torneo::i18n::{Language, Localize};
    let pairing = team_swiss::pair(&r, &JobControl::new()).unwrap();
    let (summary, reasons) = explain(&r, &pairing);
    assert!(
        summary[1]
            .localize(Language::English)
            .contains("Team 3 gets the pairing-allocated bye")
    );
    let first: Vec<String> = reasons[0]
        .2
        .iter()
        .map(|r| r.localize(Language::English))
        .collect();
    assert!(
        first
            .iter()
            .any(|s| s.contains("Team 2 floats up from 1 points")),
        "{first:?}"
    );
    assert!(first.iter().any(|s| s.contains("4.3.5")), "{first:?}");
}

#[test]
fn the_checker_names_a_rematch_a_barred_bye_and_the_unpaired() {
    let r = round(2, after_round_one(), PreferenceType::TypeA);
    let found = check(&r, &[(1, 3)], Some(5));
    assert_eq!(
        found,
        vec![
            TeamSwissViolation::Rematch { a: 1, b: 3 },
            TeamSwissViolation::Unpaired { team: 2 },
            TeamSwissViolation::Unpaired { team: 4 },
            TeamSwissViolation::ByeBarred { team: 5 },
        ]
    );
}

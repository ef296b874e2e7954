//! The Amalfi system (seed 001) on cases worked by hand from the text. Each test says the
//! reasoning; the expected boards are written from it, as (White, Black) player numbers.
//! Players P1, P2, … have numeri d'ordine 1, 2, … (B.1: rating order).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::amalfi_support;

use amalfi_support::{event, id, pair_next, play};
use torneo::domain::{AmalfiByePlace, AmalfiRemaining, GameResult, Player};
use torneo::i18n::{Language, Localize};
use torneo::pairing::explain::explain_round;
use torneo::pairing::{JobControl, PairingError, Unpairable};

use GameResult::{BlackWins, BlackWinsByForfeit, Draw, WhiteWins};

#[test]
fn round_one_theoretical_opponents_and_alternating_colours() {
    // 8 players, 5 rounds. 3.3 (AM-1): 5 rounds remain, counting round 1: offset 5.
    // P1 meets position 6, P2 position 7, P3 position 8; P4's theoretical position 9 is
    // beyond the list (3.3.c, AM-2): going up from 8, 8 7 6 are paired, 5 is free.
    // 4.1: White drawn for N° 1; the higher player of pair 2 has Black, pair 3 White,
    // pair 4 Black.
    let t = event(8, 5);
    let (boards, bye) = pair_next(&t);
    assert_eq!(boards, vec![(1, 6), (7, 2), (3, 8), (5, 4)]);
    assert_eq!(bye, None);
}

#[test]
fn rounds_remaining_after_this_round_is_an_option() {
    // AM-1 other reading: 4 rounds remain after round 1: P1-P5, P2-P6, P3-P7, P4-P8, the
    // colours alternating as above (4.1).
    let mut t = event(8, 5);
    t.settings.amalfi.remaining = AmalfiRemaining::AfterThisRound;
    let (boards, _) = pair_next(&t);
    assert_eq!(boards, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
}

#[test]
fn the_drawn_colour_black_starts_the_alternation() {
    // 4.1 with Black drawn for N° 1: the first pair's higher player has Black.
    let mut t = event(4, 3);
    t.settings.initial_colour = torneo::domain::Colour::Black;
    // Offset 3: P1 meets P4; P2's theoretical 5 is beyond the list, up: P3.
    let (boards, _) = pair_next(&t);
    assert_eq!(boards, vec![(4, 1), (2, 3)]);
}

#[test]
fn odd_round_one_bye_to_the_last_and_it_keeps_its_place() {
    // 7 players, 5 rounds: 2.1, the bye goes to the last of the list, P7. AM-3: P7 keeps
    // position 7. P1: theoretical 6 → P1-P6. P2: theoretical 7 is the bye receiver (3.3.a),
    // going up: 6 paired, 5 free → P2-P5. P3: 8 beyond the list, up: 7 6 5 taken, 4 free.
    // 4.1: pair 1 P1 White, pair 2 P2 Black, pair 3 P3 White.
    let t = event(7, 5);
    let (boards, bye) = pair_next(&t);
    assert_eq!(boards, vec![(1, 6), (5, 2), (3, 4)]);
    assert_eq!(bye, Some(7));
}

/// Round 1 of 5 players: P1-P2 1-0, P3-P4 0-1 by forfeit (P3 did not come),
/// P5 the bye. After it: P1 1, P4 1 (forfeit win, A.6), P5 1 (bye, 2.3), P2 0, P3 0.
fn after_a_forfeit(rounds: u32) -> torneo::domain::Tournament {
    let mut t = event(5, rounds);
    play(
        &mut t,
        &[(1, 2, WhiteWins), (3, 4, BlackWinsByForfeit)],
        &[5],
    );
    t
}

#[test]
fn the_bye_skips_a_player_who_missed_a_game() {
    // 3.2: list P1 P4 P5 (1 point, by number), P2 P3 (0). 2.1: the last, P3, lost by
    // forfeit: he has not played a game while P1 and P2 have played one (2.2, AM-4), so
    // the bye goes up to P2, who played.
    // 4 rounds, round 2: offset 3 (AM-1). AM-3: P2 keeps position 4.
    // P1 (pos 1): theoretical 4 is the bye receiver (3.3.a); up: position 3, P5 → P1-P5.
    // P4 (pos 2): theoretical 5, P3: they did not play (a forfeit has no opponent, 2.4)
    // → P4-P3.
    // Colours: P1-P5: P5 has no game, so 4.2 does not decide (AM-10); 4.3 (AM-11): in
    // round 1 P5 was without colour, P1 White → P5 White. P4-P3: no games either, round
    // 1 without colour for both; 4.4: the higher is P3, number 3 odd → the drawn White.
    let t = after_a_forfeit(4);
    let (boards, bye) = pair_next(&t);
    assert_eq!(bye, Some(2));
    assert_eq!(boards, vec![(5, 1), (3, 4)]);
}

#[test]
fn the_bye_receiver_taken_out_of_the_list_is_an_option() {
    // AM-3 other reading: positions 1 P1, 2 P4, 3 P5, 4 P3. P1: theoretical 4 → P3 (not
    // met) → P1-P3. P4: theoretical 5 beyond the list (3.3.c), up: 4 paired, 3 P5 → P4-P5.
    // Colours: P1-P3: round 1 P3 without colour, P1 White → P3 White (4.3). P4-P5: no
    // games, round 1 both without colour; 4.4: higher P4, number 4 even → Black.
    let mut t = after_a_forfeit(4);
    t.settings.amalfi.bye_place = AmalfiByePlace::RemovedFromList;
    let (boards, bye) = pair_next(&t);
    assert_eq!(bye, Some(2));
    assert_eq!(boards, vec![(3, 1), (5, 4)]);
}

#[test]
fn colours_forbid_a_pair_and_the_search_goes_up() {
    // 6 players, 5 rounds. Round 1: P1-P4, P2-P5, P3-P6; round 2: P1-P5, P3-P4, P6-P2;
    // all drawn: everybody has 1 point, the list is P1..P6. Colours: P1 W W, P3 W W,
    // P2 W B, P6 B W, P4 B B, P5 B B.
    // Round 3: offset 3. P1: theoretical 4 met (3.1); up: 3, P3, also W W: every colour
    // gives one of them a third White in a row (3.1, AM-5) → not compatible; 2, P2 → P1-P2.
    // P3: theoretical 6, P6, met; up: 5 P5 → P3-P5. P4: theoretical 7 beyond; up: 6 P6.
    // Colours 4.2: P2 1 Black in 2 against P1's 0 → P2 White; P5 2/2 against P3 0/2 → P5
    // White; P4 2/2 against P6 1/2 → P4 White.
    let mut t = event(6, 5);
    play(&mut t, &[(1, 4, Draw), (2, 5, Draw), (3, 6, Draw)], &[]);
    play(&mut t, &[(1, 5, Draw), (3, 4, Draw), (6, 2, Draw)], &[]);
    let (boards, bye) = pair_next(&t);
    assert_eq!(boards, vec![(2, 1), (5, 3), (4, 6)]);
    assert_eq!(bye, None);
}

#[test]
fn equal_histories_go_to_the_higher_players_alternation() {
    // 4 players, 3 rounds. Round 1: P1-P3 ½, P2-P4 ½. Round 2, offset 2: P1's theoretical
    // 3 is P3, met; up: P2 → P1-P2. P3: theoretical 5 beyond, up: P4.
    // Colours: P1 and P2 both 0 Blacks in 1 (4.2 equal), round 1 both White (4.3 no
    // difference); 4.4: the higher, P1, last played White → Black. P3 and P4 both had
    // Black: P3 the higher → White.
    let mut t = event(4, 3);
    play(&mut t, &[(1, 3, Draw), (2, 4, Draw)], &[]);
    let (boards, _) = pair_next(&t);
    assert_eq!(boards, vec![(2, 1), (3, 4)]);
}

/// Rounds 1-2 of 4 players, all drawn: P1-P2, P3-P4, then P1-P4, P3-P2. P1 and P3 have
/// White twice, P2 and P4 Black twice; P1 met P2 and P4, P3 met P4 and P2.
fn two_whites_each(rounds: u32) -> torneo::domain::Tournament {
    let mut t = event(4, rounds);
    play(&mut t, &[(1, 2, Draw), (3, 4, Draw)], &[]);
    play(&mut t, &[(1, 4, Draw), (3, 2, Draw)], &[]);
    t
}

#[test]
fn the_last_round_only_forbids_rematches() {
    // 3 rounds: round 3 is the last (3.1, AM-7), offset 1. P1: theoretical 2, P2, met; up
    // nothing; down: 3, P3 — both had White twice, allowed in the last round → P1-P3;
    // then P2-P4. Colours: P1/P3 equal (0 of 2 with Black, same rounds) → 4.4: P1 last
    // White → Black; P2/P4 equal → P2 last Black → White.
    let t = two_whites_each(3);
    let (boards, _) = pair_next(&t);
    assert_eq!(boards, vec![(3, 1), (2, 4)]);
}

#[test]
fn before_the_last_round_the_same_field_cannot_be_paired() {
    // 4 rounds: round 3 is not the last. P1 may only meet P3, and both would need Black
    // (a third White in a row is forbidden, 3.1): no pairing exists.
    let t = two_whites_each(4);
    let error = torneo::pairing::pair(&t, 3, &JobControl::new()).unwrap_err();
    assert_eq!(
        error,
        PairingError::NoValidPairing(Unpairable::NoCompletePairing)
    );
}

#[test]
fn a_pair_that_leaves_the_rest_unpairable_is_undone() {
    // 4 players, 1 round (the last, offset 1); the organiser forbids P3-P4. P1: theoretical
    // P2, but then P3-P4 is left: 3.3.3 undoes P1-P2 and P1 searches again: up nothing,
    // down P3 → P1-P3, P2-P4. 4.1: pair 1 higher P1 White, pair 2 higher P2 Black.
    let mut t = event(4, 1);
    let (p3, p4) = (id(&t, 3), id(&t, 4));
    t.forbidden_pairs.push((p3, p4));
    let (boards, _) = pair_next(&t);
    assert_eq!(boards, vec![(1, 3), (4, 2)]);
    // The explanation says so (3.3.3, AM-8), in both languages.
    let e = explain_round(&t, 1, &JobControl::new()).unwrap();
    let board = e.for_player(id(&t, 1)).unwrap();
    let words: Vec<String> = board
        .reasons
        .iter()
        .map(|r| r.localize(Language::English))
        .collect();
    assert!(words.iter().any(|w| w.contains("3.3.3")), "{words:?}");
    assert!(words.iter().any(|w| w.contains("3.3.2")), "{words:?}");
    let italian: Vec<String> = board
        .reasons
        .iter()
        .map(|r| r.localize(Language::Italian))
        .collect();
    assert!(
        italian.iter().any(|w| w.contains("annullat")),
        "{italian:?}"
    );
}

#[test]
fn a_late_entry_starts_with_half_a_point_and_takes_his_number() {
    // P1 2500, P2 2400, P3 2300, P4 2200 from round 1; X (P9) 2350 enters in round 2
    // (2.5): numbers become P1 1, P2 2, X 3, P3 4, P4 5. Round 1: P1-P3 0-1, P2-P4 ½.
    // Round 2 list (3.2): P3 1; P2 ½ (n. 2), X ½ (2.5, n. 3), P4 ½ (n. 5); P1 0.
    // Odd: the bye to the last, P1 (he played round 1, 2.2 does not bar him).
    // 3 rounds, offset 2. P3 (pos 1): theoretical 3, X; but then P2 and P4, who met,
    // are left: 3.3.3 undoes it; up: P2 → P3-P2. X (pos 3): theoretical 5 is P1, the bye
    // (3.3.a); up: 4, P4 → X-P4.
    // Colours: P3 had Black (1/1), P2 White (0/1) → P3 White (4.2). X has no game (AM-10);
    // 4.3: round 1 P4 Black, X without colour → P4 White.
    let mut t = event(4, 3);
    let x = t.add_player(Player {
        name: "P9".into(),
        rating: Some(2350),
        first_round: 2,
        ..Player::default()
    });
    play(&mut t, &[(1, 3, BlackWins), (2, 4, Draw)], &[]);
    let numbers = torneo::pairing::amalfi::numbers_for_round(&t, 2);
    assert_eq!(numbers.get(&x), Some(&3));
    assert_eq!(numbers.get(&id(&t, 3)), Some(&4));
    let (boards, bye) = pair_next(&t);
    assert_eq!(bye, Some(1));
    assert_eq!(boards, vec![(3, 2), (4, 9)]);
}

#[test]
fn the_number_of_rounds_must_be_announced() {
    // A.1: without the number of rounds there are no "turni rimanenti".
    let t = event(4, 0);
    let error = torneo::pairing::pair(&t, 1, &JobControl::new()).unwrap_err();
    assert!(matches!(error, PairingError::InvalidInput(_)));
    assert!(error.localize(Language::Italian).contains("A.1"));
}

#[test]
fn every_board_names_its_step_and_colour_rule() {
    // The round of `colours_forbid_a_pair_and_the_search_goes_up`: three boards found going
    // up (3.3.1), colours by 4.2.
    let mut t = event(6, 5);
    play(&mut t, &[(1, 4, Draw), (2, 5, Draw), (3, 6, Draw)], &[]);
    play(&mut t, &[(1, 5, Draw), (3, 4, Draw), (6, 2, Draw)], &[]);
    let e = explain_round(&t, 3, &JobControl::new()).unwrap();
    assert_eq!(e.boards.len(), 3);
    for board in &e.boards {
        let text: Vec<String> = board
            .reasons
            .iter()
            .map(|r| r.localize(Language::English))
            .collect();
        assert!(text.iter().any(|w| w.contains("(3.3.1)")), "{text:?}");
        assert!(text.iter().any(|w| w.contains("(4.2, AM-10)")), "{text:?}");
    }
    let p1 = e.for_player(id(&t, 1)).unwrap();
    let words = p1.reasons[1].localize(Language::Italian);
    assert!(words.contains("ha già giocato con lui"), "{words}");
    assert!(
        e.summary[0]
            .localize(Language::Italian)
            .contains("3 posizioni più in basso")
    );
}

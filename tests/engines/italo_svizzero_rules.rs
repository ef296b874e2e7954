//! The Italo-Svizzero system (seed 002), article by article, on cases worked by hand from
//! the text. Each test's comment gives the reasoning; the expected boards are written by
//! hand as (White, Black) by draw number, in the order the pairs are formed. The readings
//! D1–D9 are in docs/rules/italo-svizzero.md.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::italo_support;

use italo_support::{accept, boards, field, forfeit_win, next, play};
use torneo::domain::{ContinueAfter, GameResult as G, PlayerId};
use torneo::pairing::{JobControl, PairingError, check, pair};

#[test]
fn art_5_round_one_pairs_the_draw_in_order_first_player_white() {
    // Art. 5: "la rotazione inizia dal primo sorteggiato che giochera' con il Bianco con il
    // secondo, il terzo con il quarto e cosi' via"; art. 15: White to the first player.
    let t = field(6);
    let p = next(&t);
    assert_eq!(boards(&p), vec![(1, 2), (3, 4), (5, 6)]);
    assert_eq!(forfeit_win(&p), None);
}

#[test]
fn art_10_odd_field_round_one_the_last_drawn_wins_by_forfeit() {
    // Art. 10: "si assegnera' vittoria per forfait al primo turno all'ultimo estratto".
    let t = field(5);
    let p = next(&t);
    assert_eq!(boards(&p), vec![(1, 2), (3, 4)]);
    assert_eq!(forfeit_win(&p), Some(5));
}

#[test]
fn art_6_resumes_from_the_white_of_the_last_pair_and_takes_the_top_score_first() {
    // Round 1: 1-2 1-0, 3-4 0-1, 5-6 ½. Scores 1:1, 4:1, 5:½, 6:½, 2:0, 3:0.
    // Art. 6: resume from 5 (White of the last pair); he has ½, not the top score 1, so
    // going round from him the first with 1 point is 1 (5, 6, 1): first player 1. Same
    // score after him: 2 (0), 3 (0), 4 (1) → 1–4. D2: go on after 4: the top score left
    // is ½, first met is 5. His same-score player 6 already met him (art. 6): passed; the
    // last ½ player is 6, so group 0 starts after 6: 1 (paired), 2 → 5–2. After 2: top ½
    // left is 6; after him 1, 2 paired, 3 → 6–3.
    // Colours (art. 15.a, fewer Whites): 4 (0) over 1 (1); 2 (0) over 5 (1); 6 (0) over 3.
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::WhiteWins), (3, 4, G::BlackWins), (5, 6, G::Draw)],
        None,
    );
    assert_eq!(boards(&next(&t)), vec![(4, 1), (2, 5), (6, 3)]);
}

#[test]
fn art_6_d2_the_search_goes_on_after_the_second_player_or_by_option_the_first() {
    // Round 1: four draws, everybody ½. Round 2 resumes from 7 (White of 7-8), who is a
    // top scorer: first player 7. 8 met him; next is 1 → 7–1.
    // D2 default (after the second player, 1): 2 first, meets 3 → 2–3; then 4–5; then 6:
    // after him 7 paired, 8 → 6–8.
    // Colours: 7–1 both had White once, no Black, same points → 15.d lower number: 1.
    // 2 (Black) – 3 (White) → 2 fewer Whites. 4–5 likewise 4. 6–8 both Black → 15.d higher
    // number: 8.
    let mut t = field(8);
    play(
        &mut t,
        &[
            (1, 2, G::Draw),
            (3, 4, G::Draw),
            (5, 6, G::Draw),
            (7, 8, G::Draw),
        ],
        None,
    );
    assert_eq!(boards(&next(&t)), vec![(1, 7), (2, 3), (4, 5), (8, 6)]);
    // Option "after the first player" (7): the next first player is 8, who meets 1 (paired),
    // 2 → 8–2; after 8: 3, whose 4 he met → 5 → 3–5; after 3: 4, meets 6 → 4–6.
    // Colours: 8–2 both Black → higher 8; 3–5 both White → lower 3; 4–6 both Black → 6.
    t.settings.italo_svizzero.continue_after = ContinueAfter::FirstPlayer;
    assert_eq!(boards(&next(&t)), vec![(1, 7), (8, 2), (3, 5), (6, 4)]);
}

#[test]
fn art_7_d4_the_lower_group_scan_starts_after_the_last_player_of_the_group_above() {
    // Round 1: 1, 3, 5, 7 win. Round 2 resumes from 7 (1 point, first player). The organiser
    // forbade 7–1, 7–3, 7–5 (treated as already paired, D3), so group 1 has nobody for him;
    // its last player met going round from 7 is 5. Group 0 therefore starts after 5: 6,
    // not 8 → 7–6. Then after 6 the first with 1 point is 1, who meets 3 → 1–3; then 5,
    // alone in group 1, passes to group 0 from after himself: 6, 7 paired, 8 → 5–8; then
    // 2–4. Colours: 6 (no White) over 7; 1–3 both White → lower 1; 8 over 5; 2–4 both
    // Black → higher 4.
    let mut t = field(8);
    play(
        &mut t,
        &[
            (1, 2, G::WhiteWins),
            (3, 4, G::WhiteWins),
            (5, 6, G::WhiteWins),
            (7, 8, G::WhiteWins),
        ],
        None,
    );
    for other in [1, 3, 5] {
        t.forbidden_pairs.push((PlayerId(7), PlayerId(other)));
    }
    assert_eq!(boards(&next(&t)), vec![(6, 7), (1, 3), (8, 5), (4, 2)]);
}

#[test]
fn art_7_passage_to_the_next_group_after_a_lone_first_player() {
    // Round 1: 1, 3, 5 win. Round 2 resumes from 5 (1 point): after him 6 (0), 1 (1) → 5–1.
    // After 1: 3 is the next with 1 point; nobody else has 1, so group 0 starts after 3: 4
    // met him, 6 → 3–6. After 6: 2 → 2–4. Colours: 5–1 both White → 15.d lower: 1; 6 over
    // 3 (fewer Whites); 2–4 both Black → higher: 4.
    let mut t = field(6);
    play(
        &mut t,
        &[
            (1, 2, G::WhiteWins),
            (3, 4, G::WhiteWins),
            (5, 6, G::WhiteWins),
        ],
        None,
    );
    assert_eq!(boards(&next(&t)), vec![(1, 5), (6, 3), (4, 2)]);
}

#[test]
fn art_9_the_last_pair_impossible_undoes_the_pair_before() {
    // Round 1: three draws. Round 2 resumes from 5: 6 met him → 5–1; then 2–3; then 4 is
    // left with 6, a pair the organiser forbade: the last pair cannot be formed. Art. 9.a:
    // undo 2–3 and try the combinations of 2, 3, 4, 6 in the order of the rules: 2's
    // opponents in order are 3 (fails again), then 4 → 2–4, then 6 (after 4, 5 paired)
    // meets 3 → 6–3. Colours: 1–5 both White → lower 1; 2–4 both Black → higher 4; 6
    // (Black) over 3 (White).
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::Draw), (3, 4, G::Draw), (5, 6, G::Draw)],
        None,
    );
    t.forbidden_pairs.push((PlayerId(4), PlayerId(6)));
    let p = next(&t);
    assert_eq!(boards(&p), vec![(1, 5), (4, 2), (6, 3)]);
    let explanation = torneo::pairing::explain::explain_round(&t, 2, &JobControl::new()).unwrap();
    let english: Vec<String> = explanation.worded(torneo::i18n::Language::English).summary;
    assert!(english.iter().any(|s| s.contains("art. 9")), "{english:?}");
}

#[test]
fn art_9_no_combination_at_all_is_reported() {
    // 2 players who already met: no pair can be formed however the list is undone.
    let mut t = field(2);
    play(&mut t, &[(1, 2, G::Draw)], None);
    assert!(matches!(
        pair(&t, 2, &JobControl::new()),
        Err(PairingError::NoValidPairing(_))
    ));
}

#[test]
fn art_12_a_withdrawal_gives_the_forfeit_win_to_the_tied_last_left_free_by_the_rotation() {
    // Round 1: 1-2 1-0, 3-4 ½, 5-6 0-1. Player 3 withdraws from round 2: five present.
    // Last by score: 2 and 5 with 0, tied (art. 12: "quello che resta libero dalla
    // rotazione"). Rotation from 5 (White of 5-6): top score 1, first met 6 → same score
    // 1 → 6–1. After 1: ½ is 4 (3 is withdrawn) → nobody else with ½, group 0 from after
    // 4: 5 → 4–5. Left free: 2, one of the tied: he wins by forfeit. Colours: 6 (Black)
    // over 1; 4 (Black) over 5.
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::WhiteWins), (3, 4, G::Draw), (5, 6, G::BlackWins)],
        None,
    );
    t.player_mut(PlayerId(3)).unwrap().withdrawn_from = Some(2);
    let p = next(&t);
    assert_eq!(boards(&p), vec![(6, 1), (4, 5)]);
    assert_eq!(forfeit_win(&p), Some(2));
}

#[test]
fn art_12_two_withdrawals_make_the_field_even_again() {
    // Art. 12: after a second withdrawal the two withdrawn are paired together and both
    // lose: Torneo records no board for them (D6). Round 1 draws; 3 and 4 withdraw. Round 2
    // from 5: 6 met him, 1 → 5–1; then 2–6. Colours: 5–1 both White → lower 1; 2–6 both
    // Black → higher 6.
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::Draw), (3, 4, G::Draw), (5, 6, G::Draw)],
        None,
    );
    for w in [3, 4] {
        t.player_mut(PlayerId(w)).unwrap().withdrawn_from = Some(2);
    }
    let p = next(&t);
    assert_eq!(boards(&p), vec![(1, 5), (6, 2)]);
    assert_eq!(forfeit_win(&p), None);
}

#[test]
fn art_12_a_second_forfeit_win_only_when_last_by_a_point_else_up_the_standings() {
    // Three players. Round 1: 1-2 1-0, 3 wins by forfeit (art. 10). Round 2: 2 is last
    // alone (0) → forfeit win; 1–3 (both had White, art. 13 for 3; no Black; same points →
    // 15.d lower: 1). Round 2: 1-3 1-0 → scores 1:2, 2:1, 3:1.
    // Round 3: the last, 2 and 3, both had a forfeit win and neither is last by a point:
    // art. 12 "in caso diverso … il penultimo": 1 wins by forfeit. 2–3: both one White; 3
    // had Black in his last game, 2 two games ago → 15.b: 3 White.
    let mut t = field(3);
    play(&mut t, &[(1, 2, G::WhiteWins)], Some(3));
    let p2 = next(&t);
    assert_eq!(boards(&p2), vec![(1, 3)]);
    assert_eq!(forfeit_win(&p2), Some(2));
    accept(&mut t, &p2, G::WhiteWins);
    let p3 = next(&t);
    assert_eq!(boards(&p3), vec![(3, 2)]);
    assert_eq!(forfeit_win(&p3), Some(1));
    // The checker (art. 12): giving it to 2 again would break the rule.
    let mut wrong = p3.clone();
    wrong.byes[0].player = PlayerId(2);
    wrong.boards[0] = torneo::domain::Board::new(PlayerId(3), PlayerId(1));
    let violations = check::check_round(&t, 3, &wrong);
    assert!(
        violations.contains(&check::Violation::PabNotAllowed(PlayerId(2))),
        "{violations:?}"
    );
}

#[test]
fn art_8_an_unfinished_game_counts_as_won_by_both_for_pairing() {
    // Round 1: 1-2 unfinished (pending), 3-4 1-0. Art. 8: 1 and 2 have 1 point each for
    // pairing, like 3. Round 2 resumes from 3 (top score): after him 4 (0), 1 (1) → 3–1;
    // then 2 (1): nobody else with 1, group 0 after 2: 3 paired, 4 → 2–4. Colours: 3–1
    // both White → lower 1; 2–4 both Black → higher 4.
    let mut t = field(4);
    play(&mut t, &[(1, 2, G::Pending), (3, 4, G::WhiteWins)], None);
    assert_eq!(boards(&next(&t)), vec![(1, 3), (4, 2)]);
}

#[test]
fn d3_a_forfeited_game_counts_as_a_pairing_unless_the_option_says_otherwise() {
    // Round 1: 1-2 won by forfeit. Pairing 1–2 again in round 2 is a second pairing of the
    // same two (art. 6) by default; with forfeits_count off it is allowed.
    let mut t = field(4);
    play(
        &mut t,
        &[(1, 2, G::WhiteWinsByForfeit), (3, 4, G::Draw)],
        None,
    );
    let again = torneo::pairing::ProposedRound {
        boards: vec![
            torneo::domain::Board::new(PlayerId(2), PlayerId(1)),
            torneo::domain::Board::new(PlayerId(3), PlayerId(4)),
        ],
        byes: vec![],
    };
    let v = check::check_round(&t, 2, &again);
    assert!(
        v.iter()
            .any(|v| matches!(v, check::Violation::Rematch { round: 1, .. }))
    );
    assert_eq!(v.len(), 2, "{v:?}");
    t.settings.italo_svizzero.forfeits_count = false;
    let v = check::check_round(&t, 2, &again);
    assert_eq!(v.len(), 1, "{v:?}");
}

#[test]
fn d1_the_rotation_continues_across_rounds() {
    // Round 1 (4 players): 1-2, 3-4, all draws. Round 2 from 3: 4 met him → 3–1; then 2–4.
    // Colours: 3–1 both White → lower 1; 2–4 both Black → higher 4: boards 1–3, 4–2.
    // Round 2 all draws. Round 3 resumes from 4 (White of the last pair, 4–2): 1 (not met)
    // → 4–1; then 2–3. Colours: 4 [B, W], 1 [W, W] → 4 fewer Whites; 2 [B, B] and 3
    // [W, B]: 2 no White → 2.
    let mut t = field(4);
    play(&mut t, &[(1, 2, G::Draw), (3, 4, G::Draw)], None);
    let p2 = next(&t);
    assert_eq!(boards(&p2), vec![(1, 3), (4, 2)]);
    accept(&mut t, &p2, G::Draw);
    assert_eq!(boards(&next(&t)), vec![(4, 1), (2, 3)]);
}

#[test]
fn cancel_is_honoured() {
    let t = field(8);
    let control = JobControl::new();
    control.cancel();
    assert_eq!(pair(&t, 1, &control), Err(PairingError::Cancelled));
}

#[test]
fn art_3_the_draw_is_not_renumbered_after_round_one() {
    // Art. 3: "Tale ordine rimarra' invariato per tutto il torneo": after round 1 the
    // session refuses to renumber the players by rating.
    let mut t = field(4);
    play(&mut t, &[(1, 2, G::Draw), (3, 4, G::Draw)], None);
    t.player_mut(PlayerId(4)).unwrap().rating = Some(2500);
    let mut session = torneo::session::Session::new(t);
    assert!(
        session
            .apply(torneo::session::Command::AssignPairingNumbersByRating)
            .is_err()
    );
    let numbers: Vec<u32> = session
        .tournament()
        .players
        .iter()
        .map(|p| p.pairing_number)
        .collect();
    assert_eq!(numbers, vec![1, 2, 3, 4]);
}

//! Dubov cases worked by hand from the text of C.04.4.1 (2026): the reasoning is in each
//! test's comments, the expected boards are written by hand (pairing numbers, White first).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::hand_event::{self, by_pairing_numbers, cli};
use torneo::domain::{Bye, ByeKind, GameResult, PairingSystem, PlayerId, Tournament};
use torneo::pairing::{JobControl, PairingError, PairingInputError, dubov};

fn event(ratings: &[u16]) -> (Tournament, Vec<PlayerId>) {
    hand_event::event(PairingSystem::Dubov, ratings)
}

/// Records round `number`: boards as (white TPN, black TPN, result), no byes.
fn record(t: &mut Tournament, ids: &[PlayerId], number: u32, games: &[(usize, usize, GameResult)]) {
    hand_event::record_with_byes(t, ids, number, games, &[]);
}

/// The pairing of `round` as (white TPN, black TPN) in board order, and the PAB.
fn paired(t: &Tournament, round: u32) -> (Vec<(u32, u32)>, Option<u32>) {
    by_pairing_numbers(t, &dubov::pair(t, round, &JobControl::new()).unwrap())
}

const RATINGS: [u16; 8] = [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700];

#[test]
fn round_one_pairs_the_halves_with_colours_by_parity() {
    // 3.2.3: nobody has played, G1 = first half by TPN (1–4), G2 = 5–8; S1 by ARO (all 0)
    // then TPN; T2 = 5, 6, 7, 8 is legal. 5.2.1: the higher-ranked player gets the
    // initial colour (White) with an odd TPN, Black with an even one.
    let (t, _) = event(&RATINGS);
    assert_eq!(paired(&t, 1), (vec![(1, 5), (6, 2), (3, 7), (8, 4)], None));
}

#[test]
fn round_one_with_an_odd_field_gives_the_bye_to_the_last_number() {
    // 3.1: everybody eligible, 0 points, 0 games: the largest TPN (9) gets the PAB first;
    // then 1–4 against 5–8 as above.
    let (t, _) = event(&[2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700, 1600]);
    assert_eq!(
        paired(&t, 1),
        (vec![(1, 5), (6, 2), (3, 7), (8, 4)], Some(9))
    );
}

#[test]
fn white_seekers_with_the_lowest_aro_meet_the_first_black_seeker() {
    // Round 1: 1–5 1-0, 6–2 0-1, 3–7 1-0, 8–4 0-1. One point: 1, 2, 3, 4.
    // 1 and 3 had White (prefer Black), 2 and 4 had Black (prefer White): G1 = {2, 4},
    // G2 = {1, 3}. ARO: 2 met 6 (1900), 4 met 8 (1700), so S1 = 4, 2 (3.2.5) and T2 = 1, 3:
    // 4–1 and 2–3, both preferences granted (5.2.2). Without the ARO order 2 would meet 1.
    // Zero points: 5 and 7 had Black (G1), 6 and 8 White (G2); AROs 5: 2400, 7: 2200, so
    // S1 = 7, 5 and T2 = 6, 8: 7–6, 5–8. Boards (C.04.2 3.6): the 1-point pairs by the
    // higher-ranked player (1, then 2), then 5–8 (5) before 7–6 (6).
    let (mut t, ids) = event(&RATINGS);
    use GameResult::{BlackWins, WhiteWins};
    record(
        &mut t,
        &ids,
        1,
        &[
            (1, 5, WhiteWins),
            (6, 2, BlackWins),
            (3, 7, WhiteWins),
            (8, 4, BlackWins),
        ],
    );
    assert_eq!(paired(&t, 2), (vec![(4, 1), (2, 3), (5, 8), (7, 6)], None));
}

#[test]
fn colour_preferences_choose_the_upfloater_before_the_sequence_order() {
    // Round 1: 1–3 1-0, 2–4 ½. Scores: 1: 1, 2: ½, 4: ½, 3: 0. The 1-point group {1} needs
    // one upfloater (C5); C6 wants a ½ (2 or 4; 3 met 1 anyway). 1 had White (prefers
    // Black), 2 had White (prefers Black), 4 had Black (prefers White): with 4 both
    // preferences are granted, with 2 one is not, and C7 ranks above the order of 4.2,
    // so 4 upfloats: 4–1 (5.2.2). Then 2 and 3: 3 prefers White, 2 Black: 3–2.
    // Boards: the higher-ranked player of 4–1 has 1 point, of 3–2 has ½.
    let (mut t, ids) = event(&RATINGS[..4]);
    use GameResult::{Draw, WhiteWins};
    record(&mut t, &ids, 1, &[(1, 3, WhiteWins), (2, 4, Draw)]);
    assert_eq!(paired(&t, 2), (vec![(4, 1), (3, 2)], None));
}

#[test]
fn of_equal_upfloaters_the_first_by_score_then_number_is_taken() {
    // Round 1: 1–4 1-0, 2–5 ½, 3–6 ½. Scores: 1: 1; 2, 3, 5, 6: ½; 4: 0. {1} needs one
    // upfloater of ½ (C5, C6). 1 prefers Black; 5 and 6 had Black and prefer White, so
    // C7 wants 5 or 6; C8–C10 do not separate them (nobody upfloated yet). 4.2.2 numbers
    // 2, 3, 5, 6 (equal scores, then TPN): 5 comes first: 5–1.
    // The ½ group {2, 3, 6} takes 4 (0): 2–6 and 3–4 grant every preference (3–6 met,
    // 6–4 would both want White): 6–2 and 4–3 (5.2.2). Boards: 5–1 (1 point), then 6–2
    // before 4–3 (same higher score ½, the other's score ½ against 0).
    let (mut t, ids) = event(&RATINGS[..6]);
    use GameResult::{Draw, WhiteWins};
    record(
        &mut t,
        &ids,
        1,
        &[(1, 4, WhiteWins), (2, 5, Draw), (3, 6, Draw)],
    );
    assert_eq!(paired(&t, 2), (vec![(5, 1), (6, 2), (4, 3)], None));
}

#[test]
fn the_bye_prefers_the_player_with_more_games_over_a_larger_number() {
    // Round 1: 5 is absent (zero-point bye); 1–3 1-0, 2–4 1-0. Round 2, five players:
    // lowest score 0: 3 and 4 (one game each) and 5 (no game). 3.1.4: most games → 3 or 4;
    // 3.1.5: largest TPN → 4 (not 5). Then 1 (1 pt) and 2 (1 pt) have not met: 1–2 with
    // both wanting Black strongly, same history, 5.2.5: 1 gets Black → 2–1. 3 (had Black,
    // strong White) against 5 (no game: mild Black, 1.6.4): both granted (5.2.2) → 3–5.
    let (mut t, ids) = event(&RATINGS[..5]);
    t.player_mut(ids[4])
        .unwrap()
        .requested_byes
        .insert(1, ByeKind::ZeroPoint);
    use GameResult::WhiteWins;
    record(&mut t, &ids, 1, &[(1, 3, WhiteWins), (2, 4, WhiteWins)]);
    t.rounds[0].byes.push(Bye {
        player: ids[4],
        kind: ByeKind::ZeroPoint,
    });
    assert_eq!(paired(&t, 2), (vec![(2, 1), (3, 5)], Some(4)));
}

#[test]
fn an_unrated_player_is_refused_with_their_name() {
    // 1.1: every player needs a rating (the chief arbiter gives a provisional one).
    let (mut t, ids) = event(&RATINGS[..4]);
    t.player_mut(ids[2]).unwrap().rating = None;
    assert_eq!(
        dubov::pair(&t, 1, &JobControl::new()),
        Err(PairingError::InvalidInput(
            PairingInputError::UnratedPlayer { name: "P3".into() }
        ))
    );
}

#[test]
fn each_board_is_explained_in_both_languages() {
    // The ARO case above: board 1 is 4–1, where 4 is first in S1 with ARO 1700 and meets
    // 1, the first G2 player; both colour preferences are granted (5.2.2).
    use torneo::i18n::Language;
    let (mut t, ids) = event(&RATINGS);
    use GameResult::{BlackWins, WhiteWins};
    record(
        &mut t,
        &ids,
        1,
        &[
            (1, 5, WhiteWins),
            (6, 2, BlackWins),
            (3, 7, WhiteWins),
            (8, 4, BlackWins),
        ],
    );
    let explanation = torneo::pairing::explain::explain_round(&t, 2, &JobControl::new()).unwrap();
    let english = explanation.worded(Language::English);
    let board = english.for_player(ids[3]).unwrap();
    assert_eq!(board.black, Some(ids[0]));
    assert!(
        board
            .text
            .contains("Board 1: paired in the 1-point scoregroup"),
        "{}",
        board.text
    );
    assert!(
        board
            .text
            .contains("P4 (4) is number 1 among the White seekers sorted by ARO (1700)"),
        "{}",
        board.text
    );
    assert!(board.text.contains("(C.04.4.1 5.2.2)"), "{}", board.text);
    let italian = explanation.worded(Language::Italian);
    let board = italian.for_player(ids[3]).unwrap();
    assert!(
        board.text.contains("media Elo degli avversari (1700)"),
        "{}",
        board.text
    );
    assert!(
        board
            .text
            .contains("Entrambe le preferenze di colore sono soddisfatte"),
        "{}",
        board.text
    );
}

#[test]
fn the_command_line_pairs_a_request_with_dubov() {
    // A request of the second-opinion data where py4swiss gave the same answer: the pairs
    // (White first) are py4swiss's, written by that program, not by Torneo.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dubov");
    let request = dir.join("requests/d001_n0020_r07_light_r04.trf");
    let output = tempfile::tempdir().unwrap();
    let answer = output.path().join("answer.txt");
    let (code, text) = cli(&[
        "pair",
        "--dubov",
        request.to_str().unwrap(),
        "-p",
        answer.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{text}");
    let ours: std::collections::BTreeSet<String> = std::fs::read_to_string(&answer)
        .unwrap()
        .lines()
        .skip(1)
        .map(str::to_owned)
        .collect();
    let theirs: std::collections::BTreeSet<String> =
        std::fs::read_to_string(dir.join("py4swiss/d001_n0020_r07_light_r04.pairs"))
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect();
    assert_eq!(ours, theirs);
}

#[test]
fn a_generated_dubov_tournament_checks_clean() {
    // `generate --dubov` pairs every round with the engine; `check --dubov` pairs each
    // round again from the file (192 FIDE_DUBOV read back) and must find no difference.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let file = file.to_str().unwrap();
    let (code, text) = cli(&[
        "generate",
        "--dubov",
        "--players",
        "17",
        "--rounds",
        "6",
        "-s",
        "4",
        "-o",
        file,
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(
        std::fs::read_to_string(file)
            .unwrap()
            .contains("192 FIDE_DUBOV")
    );
    let (code, text) = cli(&["check", "--dubov", file]);
    assert_eq!(code, 0, "{text}");
}

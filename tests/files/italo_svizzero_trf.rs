//! Italo-Svizzero through TRF (issue 15): the system as `192 FSI_ITALO_SVIZZERO`, and the
//! order in which the pairs were formed (D1: the next round resumes from the White of the
//! last pair) as the `XXO` records, both read back. A file without `XXO` (issue 34 part 3)
//! gets the order back by replaying the engine on its rounds (D10), with a warning at a
//! round the engine pairs otherwise.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::italo_support;

use italo_support::{accept, boards, field, next, play};
use torneo::domain::{GameResult as G, PairingSystem, Tournament};
use torneo::formats::trf::{self, Assumption, ImportWarning, TrfField, TrfVersion};
use torneo::session::exchange::read_trf_bytes;

/// Three rounds of six players paired by the engine, with decided results.
fn three_rounds() -> torneo::domain::Tournament {
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::WhiteWins), (3, 4, G::BlackWins), (5, 6, G::Draw)],
        None,
    );
    // Round 2 as worked by hand in italo_svizzero_rules.rs: 4–1, 2–5, 6–3, an order
    // that is not the order of scores (the TRF reader's own order).
    let p2 = next(&t);
    assert_eq!(boards(&p2), vec![(4, 1), (2, 5), (6, 3)]);
    accept(&mut t, &p2, G::BlackWins);
    let p3 = next(&t);
    accept(&mut t, &p3, G::Draw);
    t
}

#[test]
fn the_system_and_the_order_of_pairs_survive_trf_16_and_26() {
    let t = three_rounds();
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let text = trf::export(&t, version);
        assert!(text.contains("192 FSI_ITALO_SVIZZERO"), "{text}");
        // Round 2's Whites in the order of formation: 4, 2, 6.
        assert!(text.lines().any(|l| l == "XXO 2 4 2 6"), "{text}");
        let (again, _) = trf::import(text.as_bytes()).unwrap();
        assert_eq!(again.settings.system, PairingSystem::ItaloSvizzero);
        for (a, b) in again.rounds.iter().zip(&t.rounds) {
            assert_eq!(a.boards, b.boards, "round {}", a.number);
        }
        assert!(
            again
                .extra_trf_records
                .iter()
                .all(|r| !r.starts_with("XXO"))
        );
        // And the next round pairs the same after the round trip.
        assert_eq!(next(&again), next(&t));
    }
}

#[test]
fn a_record_that_does_not_fit_a_round_is_kept_unchanged() {
    let t = three_rounds();
    let text = trf::export(&t, TrfVersion::Trf16).replace("XXO 2 4 2 6", "XXO 2 4 2 9");
    let (again, _) = trf::import(text.as_bytes()).unwrap();
    assert!(again.extra_trf_records.iter().any(|r| r == "XXO 2 4 2 9"));
}

#[test]
fn the_older_code_is_read_too() {
    let text = trf::export(&three_rounds(), TrfVersion::Trf26)
        .replace("192 FSI_ITALO_SVIZZERO", "192 CUSTOM_SWISS_ITALO_SVIZZERO");
    let (again, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(again.settings.system, PairingSystem::ItaloSvizzero);
}

/// The file without its `XXO` records, as another program would write it.
fn without_xxo(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("XXO"))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// (White, Black) by draw number of each round's boards, in board order.
fn board_orders(t: &Tournament) -> Vec<Vec<(u32, u32)>> {
    t.rounds
        .iter()
        .map(|r| r.boards.iter().map(|b| (b.white.0, b.black.0)).collect())
        .collect()
}

/// The warnings of the replay (a recorded round the engine pairs otherwise).
fn replay_warnings(warnings: &[ImportWarning]) -> Vec<&ImportWarning> {
    warnings
        .iter()
        .filter(|w| {
            matches!(
                w.assumption,
                Assumption::RoundNotAsEngine { .. } | Assumption::RoundNotPairedByEngine { .. }
            )
        })
        .collect()
}

/// Fourteen players over seven rounds (art. 2's limit is eight), paired by the engine,
/// results from a fixed sequence so that the scores spread.
fn seven_rounds() -> Tournament {
    let mut t = field(14);
    t.settings.rounds = 7;
    let results = [
        G::WhiteWins,
        G::Draw,
        G::BlackWins,
        G::BlackWins,
        G::WhiteWins,
    ];
    let mut k = 0;
    for _ in 0..7 {
        let p = next(&t);
        let boards: Vec<(u32, u32, G)> = p
            .boards
            .iter()
            .map(|b| {
                k += 1;
                (b.white.0, b.black.0, results[(k * 7) % results.len()])
            })
            .collect();
        play(&mut t, &boards, italo_support::forfeit_win(&p));
    }
    t
}

#[test]
fn a_file_without_xxo_gets_the_order_of_formation_back_by_replaying_the_engine() {
    let t = seven_rounds();
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let text = without_xxo(&trf::export(&t, version));
        // Read alone, the boards come in the reader's order (by score), which is not the
        // order of formation: that is what the replay has to mend.
        let (plain, _) = trf::import(text.as_bytes()).unwrap();
        assert_ne!(board_orders(&plain), board_orders(&t));
        let (again, warnings) = read_trf_bytes(text.as_bytes(), |_| {}).unwrap();
        assert_eq!(again.settings.system, PairingSystem::ItaloSvizzero);
        // Every round was the engine's, so every order comes back, and nothing is said.
        assert_eq!(board_orders(&again), board_orders(&t));
        for (a, b) in again.rounds.iter().zip(&t.rounds) {
            assert_eq!(a.boards, b.boards, "round {}", a.number);
        }
        assert!(replay_warnings(&warnings).is_empty(), "{warnings:?}");
        // And round 8 is paired as from the original (art. 6 resumes from the same White).
        assert_eq!(next(&again), next(&t));
    }
}

#[test]
fn a_file_with_its_xxo_records_is_not_replayed() {
    // Round 2 recorded in an order the engine would not form: the XXO record says it, so
    // it stands, and nothing is said.
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::WhiteWins), (3, 4, G::BlackWins), (5, 6, G::Draw)],
        None,
    );
    play(
        &mut t,
        &[(6, 3, G::Draw), (2, 5, G::Draw), (4, 1, G::Draw)],
        None,
    );
    let text = trf::export(&t, TrfVersion::Trf16);
    assert!(text.lines().any(|l| l == "XXO 2 6 2 4"), "{text}");
    let (again, warnings) = read_trf_bytes(text.as_bytes(), |_| {}).unwrap();
    assert_eq!(board_orders(&again), board_orders(&t));
    assert!(replay_warnings(&warnings).is_empty(), "{warnings:?}");
}

/// Six players, two rounds, as Vega-like programs write them (no `192`, no `XXO`, a
/// `092` naming a Swiss): round 1 is art. 5's 1–2, 3–4, 5–6 (1-0, 0-1, ½); round 2 is
/// the engine's 4–1, 2–5, 6–3 (worked by hand in `italo_svizzero_rules.rs`: art. 6 from
/// 5, the top score 1 first), with results ½, 1-0, 0-1.
const HAND_WRITTEN: &str = "\
012 Torneo Sociale 2024
022 Bergamo
032 ITA
042 01.03.2024
052 03.03.2024
092 Individual: Swiss-System
102 Rossi Mario
122 90'+30\"
001    1 m    Bianchi, Luca                     2105 ITA      856001 01.01.1987  1.5    1  0002 w 1  0004 b =
001    2 w    Verdi, Anna                       1980 ITA      856002 15.06.1990  1.0    3  0001 b 0  0005 w 1
001    3 m    Neri, Paolo                       1950 ITA      856003 03.03.1985  1.0    4  0004 w 0  0006 b 1
001    4 m    Gialli, Marco                     1850 ITA      856004 28.07.2005  1.5    2  0003 b 1  0001 w =
001    5 w    Blu, Sara                         1700 ITA      856005 01.01.1987  0.5    5  0006 w =  0002 b 0
001    6 m    Viola, Ugo                        1600 ITA      856006 09.09.1999  0.5    6  0005 b =  0003 w 0
";

#[test]
fn a_hand_written_file_is_paired_as_the_tournament_it_records() {
    // Read as Italo-Svizzero (the command line's --italo-svizzero): round 2 comes back in
    // the order the engine formed it, whatever order the file or the reader gives.
    let italo = |t: &mut Tournament| t.settings.system = PairingSystem::ItaloSvizzero;
    let (t, warnings) = read_trf_bytes(HAND_WRITTEN.as_bytes(), italo).unwrap();
    assert!(replay_warnings(&warnings).is_empty(), "{warnings:?}");
    assert_eq!(board_orders(&t)[1], vec![(4, 1), (2, 5), (6, 3)]);
    // The same event entered in Torneo (pairs in the order of formation).
    let mut original = field(6);
    play(
        &mut original,
        &[(1, 2, G::WhiteWins), (3, 4, G::BlackWins), (5, 6, G::Draw)],
        None,
    );
    play(
        &mut original,
        &[(4, 1, G::Draw), (2, 5, G::WhiteWins), (6, 3, G::BlackWins)],
        None,
    );
    // Round 3 by hand. Scores 1: 1½, 4: 1½, 2: 1, 3: 1, 5: ½, 6: ½. Art. 6 resumes from
    // 6 (White of the last pair, 6–3); the first top scorer met from him is 1. His group
    // (1½): 4, already met; the next group (1) from after 4: 2 met, 3 → 1–3. D2, after 3:
    // 4 (1½) alone in his group; group 1 from after 4: 2 → 4–2; then 5 and 6 have met, so
    // art. 9 undoes 4–2: 4's next opponent is 5 (group ½ from after 2), leaving 2–6.
    // Colours (art. 15): 1 and 3 both White then Black, 3 fewer points (15.c); 4 and 5 one
    // White each, 5 had Black last (15.b); 2 and 6 both Black then White, 6 fewer points.
    let expected = vec![(3, 1), (5, 4), (6, 2)];
    assert_eq!(italo_support::boards(&next(&original)), expected);
    assert_eq!(italo_support::boards(&next(&t)), expected);
}

#[test]
fn a_round_the_engine_pairs_otherwise_is_said_at_its_round() {
    // Round 2 as the file records it: 4–1, 3–5, 6–2, a valid round, but the engine pairs
    // 4–1, 2–5, 6–3. The first player (by starting rank) whose opponent differs is 2.
    let mut t = field(6);
    play(
        &mut t,
        &[(1, 2, G::WhiteWins), (3, 4, G::BlackWins), (5, 6, G::Draw)],
        None,
    );
    play(
        &mut t,
        &[(4, 1, G::Draw), (3, 5, G::WhiteWins), (6, 2, G::BlackWins)],
        None,
    );
    let text = without_xxo(&trf::export(&t, TrfVersion::Trf16));
    let (plain, _) = trf::import(text.as_bytes()).unwrap();
    let (again, warnings) = read_trf_bytes(text.as_bytes(), |_| {}).unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("001    2 "))
        .unwrap()
        + 1;
    let expected = ImportWarning::at(
        line,
        (102, 105),
        TrfField::RoundOpponent(2),
        Assumption::RoundNotAsEngine {
            round: 2,
            player: 2,
            recorded: 6,
            engine: 5,
        },
    );
    assert_eq!(replay_warnings(&warnings), vec![&expected]);
    // Round 1 is art. 5's and comes back; round 2 keeps the reader's order.
    assert_eq!(board_orders(&again)[0], vec![(1, 2), (3, 4), (5, 6)]);
    assert_eq!(board_orders(&again)[1], board_orders(&plain)[1]);
    assert_eq!(
        expected.to_string(),
        format!(
            "line {line}, columns 102-105 (round 2 opponent): without an XXO record, the order \
             in which the pairs were formed is rebuilt by replaying the Italo-Svizzero \
             engine, but the engine pairs round 2 otherwise: in the file player 2 meets \
             player 6, in the engine's round he meets player 5; the boards of round 2 keep \
             the file's order, taken as the order of formation: the next round resumes \
             from the White of its last board (art. 6)"
        )
    );
}

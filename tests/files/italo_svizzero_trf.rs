//! Italo-Svizzero through TRF (issue 15): the system as `192 FSI_ITALO_SVIZZERO`, and the
//! order in which the pairs were formed (D1: the next round resumes from the White of the
//! last pair) as the `XXO` records, both read back.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::italo_support;

use italo_support::{accept, boards, field, next, play};
use torneo::domain::{GameResult as G, PairingSystem};
use torneo::formats::trf::{self, TrfVersion};

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

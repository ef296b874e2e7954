//! The Burstein edition in Tournament → Settings…, through the real window (egui_kittest,
//! by label): choosing Burstein shows both editions, the 2026 one chosen by default, with
//! the two readings of its Index (docs/rules/burstein.md), and the tournament is saved
//! with them and pairs round 1.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use torneo::domain::{BursteinEdition, ByeKind, PairingSystem, ThisRoundBye, ZeroPointSeries};
use ui_support::{add_players, choose_system, click, pair_round};

#[test]
fn burstein_is_chosen_with_its_edition_and_pairs() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    add_players(
        &mut h,
        &[
            ("Rossi, Mario", "2105"),
            ("Bianchi, Luca", "1980"),
            ("Esposito, Anna", "2210"),
            ("Ferrari, Giulia", "1875"),
            ("Russo, Paolo", "2030"),
        ],
    );
    choose_system(&mut h, "Burstein", 5);
    assert!(h.query_by_label("2026 (C.04.4.2)").is_some());
    assert!(h.query_by_label_contains("(coming)").is_none());
    assert!(
        h.query_by_label("Legacy (seed 003, as bbpPairings)")
            .is_some()
    );
    // The 2026 edition's readings of the Index are offered: the other ones chosen.
    assert!(
        h.query_by_label("the run ending with the last round played")
            .is_some()
    );
    click(&mut h, "only a run reaching the round being paired");
    click(&mut h, "counted");
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::Burstein);
    assert_eq!(settings.burstein_edition, BursteinEdition::Fide2026);
    let options = settings.burstein;
    assert_eq!(
        options.zero_point_series,
        ZeroPointSeries::ReachingThisRound
    );
    assert_eq!(options.this_round_bye, ThisRoundBye::Included);

    pair_round(&mut h, 1);
    let t = h.state().session().tournament();
    let round = t.round(1).cloned().unwrap_or_default();
    // Five players: two boards and one pairing-allocated bye.
    assert_eq!(round.boards.len(), 2, "{:?}", h.state().notice_texts());
    let byes = round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .count();
    assert_eq!(byes, 1);
}

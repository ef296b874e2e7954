//! The Dutch edition in Tournament → Settings… (issue 40): a tournament that names the
//! 2017 edition (an older event's file) cannot be paired with it yet; the settings show
//! the 2017 edition as coming and move the tournament to the 2026 edition, which pairs.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use torneo::domain::{DutchEdition, PairingSystem, Player, Tournament, TournamentSettings};
use torneo::formats::ron;
use ui_support::click;

/// A Dutch Swiss of four players over three rounds, named as the 2017 edition.
fn old_rules() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Circolo 2025".into(),
        rounds: 3,
        system: PairingSystem::Dutch,
        dutch_edition: DutchEdition::Fide2017,
        tiebreaks: TournamentSettings::usual_tiebreaks(PairingSystem::Dutch),
        ..TournamentSettings::default()
    });
    for (name, rating) in [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)] {
        t.add_player(Player {
            name: name.into(),
            rating: Some(rating),
            ..Player::default()
        });
    }
    t
}

#[test]
fn the_2017_edition_is_coming_and_the_settings_move_to_2026() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.ron");
    ron::save(&file, &old_rules()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    assert_eq!(
        h.state().session().tournament().settings.dutch_edition,
        DutchEdition::Fide2017,
        "{:?}",
        h.state().notice_texts()
    );
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    assert!(h.query_by_label("2026 (C.04.3)").is_some());
    assert!(
        h.query_by_label("2017 (until 31 January 2026) (coming)")
            .is_some()
    );
    // Apply through accessibility: in this harness a pointer click on Apply does not
    // reach the dialog of a tournament opened at start (the same with a 2026 file; a
    // new tournament's dialog takes it, see ui_swiss).
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.dutch_edition, DutchEdition::Fide2026);

    click(&mut h, "Rounds");
    h.get_by_label("Pair round 1").click();
    h.step();
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    let t = h.state().session().tournament();
    let boards = t.round(1).map(|r| r.boards.len());
    assert_eq!(boards, Some(2), "{:?}", h.state().notice_texts());
}

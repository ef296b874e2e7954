//! The Dutch edition in Tournament → Settings… (issue 40): a tournament that names the
//! 2017 edition (an older event's file) keeps it, pairs with it, and may be moved to the
//! 2026 edition there.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use torneo::domain::{DutchEdition, PairingSystem, Player, Tournament, TournamentSettings};
use torneo::formats::ron;
use torneo::ui::TorneoApp;
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

/// Pairs round 1 through the Rounds panel and answers the number of boards made.
fn pair_round_one(h: &mut Harness<'static, TorneoApp>) -> Option<usize> {
    click(h, "Rounds");
    h.get_by_label("Pair round 1").click();
    h.step();
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    let t = h.state().session().tournament();
    t.round(1).map(|r| r.boards.len())
}

#[test]
fn a_2017_tournament_keeps_its_edition_and_pairs_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.ron");
    ron::save(&file, &old_rules()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    assert!(h.query_by_label("2026 (C.04.3)").is_some());
    assert!(h.query_by_label("2017 (until 31 January 2026)").is_some());
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.dutch_edition, DutchEdition::Fide2017);
    // Four players, no history: two boards by the 2017 text as by the 2026 one.
    assert_eq!(
        pair_round_one(&mut h),
        Some(2),
        "{:?}",
        h.state().notice_texts()
    );
    assert_eq!(
        h.state().session().tournament().settings.dutch_edition,
        DutchEdition::Fide2017
    );
}

#[test]
fn the_settings_move_a_2017_tournament_to_2026() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.ron");
    ron::save(&file, &old_rules()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_label("2026 (C.04.3)").click_accesskit();
    h.run();
    // Apply through accessibility: in this harness a pointer click on Apply does not
    // reach the dialog of a tournament opened at start (the same with a 2026 file; a
    // new tournament's dialog takes it, see ui_swiss).
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.dutch_edition, DutchEdition::Fide2026);
    assert_eq!(
        pair_round_one(&mut h),
        Some(2),
        "{:?}",
        h.state().notice_texts()
    );
}

/// The tie-break rules' edition in Tournament → Settings… (C.07 art. 16 by the start
/// date unless named): choosing the 2023/2024 edition writes `/V2024` on the Buchholz
/// codes of the list, which Apply keeps.
#[test]
fn the_settings_name_the_tiebreak_rules_edition_for_the_whole_list() {
    use egui::accesskit::Role;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.ron");
    ron::save(&file, &old_rules()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(file), Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    let combo = h.get_by_role_and_label(Role::ComboBox, "Tie-break rules");
    assert_eq!(combo.value().unwrap_or_default(), "By start date");
    combo.scroll_to_me();
    h.run();
    // Through accessibility, as Apply below (a pointer click does not reach the dialog
    // of a tournament opened at start in this harness).
    h.get_by_role_and_label(Role::ComboBox, "Tie-break rules")
        .click_accesskit();
    h.run();
    h.query_all_by_label("2023/2024 edition")
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap()
        .click_accesskit();
    h.run();
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let tiebreaks = h.state().session().tournament().settings.tiebreaks.clone();
    // The usual Dutch list, BH/C1, BH, SB, DE, WIN: both Buchholz codes name 2024.
    assert!(
        tiebreaks.contains(&"BH/C1/V2024".to_owned()),
        "{tiebreaks:?}"
    );
    assert!(tiebreaks.contains(&"BH/V2024".to_owned()), "{tiebreaks:?}");
}

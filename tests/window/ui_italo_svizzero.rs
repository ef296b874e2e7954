//! Tournament → Settings… offers the Italo-Svizzero system (seed 002) with its two
//! readings (D2, D3) and warns when the rounds are outside art. 2's range, in the real
//! window driven by label with egui_kittest.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use torneo::domain::{ContinueAfter, PairingSystem};
use ui_support::{click, type_into};

#[test]
fn the_settings_choose_italo_svizzero_its_readings_and_warn_per_art_2() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    for name in ["Rossi", "Bianchi", "Verdi", "Neri", "Gialli", "Russo"] {
        type_into(&mut h, "Name", name);
        click(&mut h, "Add player");
    }
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
    click(&mut h, "Italo-Svizzero");
    // 6 players: art. 2 recommends 2 to 4 rounds; 5 gets the warning.
    h.get_by_role_and_label(Role::SpinButton, "Rounds")
        .set_value_accesskit(5.0);
    h.run();
    assert!(
        h.query_by_label_contains("at most 4 are recommended (art. 2)")
            .is_some()
    );
    h.get_by_role_and_label(Role::SpinButton, "Rounds")
        .set_value_accesskit(4.0);
    h.run();
    assert!(h.query_by_label_contains("(art. 2)").is_none());
    click(&mut h, "the first player");
    click(
        &mut h,
        "A forfeited game counts as a pairing and its colours count (D3)",
    );
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::ItaloSvizzero);
    assert_eq!(settings.rounds, 4);
    assert_eq!(
        settings.italo_svizzero.continue_after,
        ContinueAfter::FirstPlayer
    );
    assert!(!settings.italo_svizzero.forfeits_count);
}

//! Tournament → Settings… offers the Amalfi system and, once chosen, its two readings
//! (docs/rules/amalfi.md AM-1, AM-3), applied to the tournament.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use torneo::domain::{AmalfiByePlace, AmalfiRemaining, PairingSystem};
use ui_support::click;

#[test]
fn amalfi_and_its_readings_are_chosen_in_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
    click(&mut h, "Amalfi");
    click(&mut h, "after the round being paired");
    click(&mut h, "is taken out of the list");
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::Amalfi);
    assert_eq!(settings.amalfi.remaining, AmalfiRemaining::AfterThisRound);
    assert_eq!(settings.amalfi.bye_place, AmalfiByePlace::RemovedFromList);
}

//! Tournament → Settings… has the fields printing needs (issue 12): venue, organiser and
//! the deputy arbiters, typed in the real window and applied to the tournament.

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use ui_support::{click, type_into};

#[test]
fn venue_organiser_and_deputy_arbiters_are_typed_and_applied() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    type_into(&mut h, "Place", "Milano");
    type_into(&mut h, "Venue", "Circolo Scacchistico Milanese");
    type_into(&mut h, "Organiser", "ASD Scacchi Brera");
    type_into(
        &mut h,
        "Deputy arbiters (separated by ;)",
        "Neri, Anna; Müller, Jörg ;",
    );
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.place, "Milano");
    assert_eq!(settings.venue, "Circolo Scacchistico Milanese");
    assert_eq!(settings.organiser, "ASD Scacchi Brera");
    assert_eq!(
        settings.deputy_arbiters,
        vec!["Neri, Anna".to_string(), "Müller, Jörg".to_string()]
    );
    // Opened again, the dialog shows the names joined as they are typed.
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    assert!(
        h.query_all_by_value("Neri, Anna; Müller, Jörg")
            .next()
            .is_some()
    );
}

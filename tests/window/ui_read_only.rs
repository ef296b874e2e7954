#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 18 item 7 through the real window: a second window opening a file the first one
//! has is asked to open it read-only, and then changes nothing.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use torneo::domain::Tournament;
use torneo::formats::ron;
use ui_support::{click, harness, type_into};

#[test]
fn a_file_open_elsewhere_opens_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.ron");
    ron::save_without_backup(&file, &Tournament::default()).unwrap();
    let mut first = harness(dir.path().join("one.ron"), Some(file.clone()), Vec::new());
    first.run();
    assert_eq!(first.state().session().path(), Some(file.as_path()));

    let mut second = harness(dir.path().join("two.ron"), Some(file.clone()), Vec::new());
    second.run();
    click(&mut second, "Open read-only");
    let app: &torneo::ui::TorneoApp = second.state();
    assert!(app.session().is_read_only());
    assert_eq!(second.state().session().path(), Some(file.as_path()));
    second.get_by_label("Read-only");

    type_into(&mut second, "Name", "Verdi, Carla");
    second
        .get_by_role_and_label(Role::Button, "Add player")
        .click();
    second.run();
    assert!(second.state().session().tournament().players.is_empty());
    assert!(ron::load(&file).unwrap().players.is_empty());
    drop(first);
}

//! File → Import TRF… through the real window (egui_kittest, by label): the window lists
//! what the reader assumed, and the arbiter reads the file as another system in one undo
//! step.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use torneo::domain::PairingSystem;
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, Prefs, TorneoApp};
use ui_support::click;

fn harness(recovery: PathBuf, import: PathBuf) -> Harness<'static, TorneoApp> {
    Harness::builder()
        .with_size([1280.0, 1000.0])
        .with_max_steps(16)
        .build_eframe(move |cc| {
            TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open: None,
                    recovery_file: Some(recovery),
                    rating_lists: None,
                    dialogs: Box::new(ScriptedDialogs {
                        open: vec![import],
                        save: Vec::new(),
                    }),
                    prefs: Prefs {
                        language: Language::English,
                        recent: Vec::new(),
                    },
                },
            )
        })
}

#[test]
fn the_import_report_lists_the_assumptions_and_corrects_the_system() {
    let dir = tempfile::tempdir().unwrap();
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/trf_real/swiss_manager.trf");
    let mut h = harness(dir.path().join("recovery.ron"), file);
    h.run();
    click(&mut h, "File");
    click(&mut h, "Import TRF…");
    assert_eq!(h.state().session().tournament().players.len(), 7);
    h.get_by_label("What the import assumed");
    h.get_by_label("The file was read with 4 assumptions (line, field, what was assumed):");
    h.get_by_label(
        "file (tie-breaks): no 202 record: the tie-breaks are the usual ones for this system, \
         BH/C1, BH, SB, DE, WIN (change them in Tournament → Settings)",
    );
    h.get_by_label(
        "line 9, column 99 (round 1 result): result '-' without an opponent: read as not \
         paired (a zero-point bye)",
    );
    h.get_by_label(
        "file (tournament type): no 192 record: read as a Swiss because not every pair of \
         the 7 players met in the 3 rounds paired",
    );
    assert_eq!(
        h.state().session().tournament().settings.system,
        PairingSystem::Dutch
    );
    // Read it as a round robin instead: the system changes with round 1 paired.
    h.get_by_role_and_label(Role::ComboBox, "Pairing system read")
        .click();
    h.run();
    click(&mut h, "Round robin");
    click(&mut h, "Read as this system");
    assert_eq!(
        h.state().session().tournament().settings.system,
        PairingSystem::RoundRobin { cycles: 1 }
    );
    // The tie-breaks nobody chose follow: those of a round robin.
    assert_eq!(
        h.state().session().tournament().settings.tiebreaks,
        ["DE", "WIN", "SB", "KS"]
    );
    assert_eq!(h.state().session().tournament().rounds_paired(), 3);
    click(&mut h, "Close");
    assert!(h.query_by_label("What the import assumed").is_none());
}

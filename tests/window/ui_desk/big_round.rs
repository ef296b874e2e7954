//! Issue 33 item 5: a round of 300 boards on a 1100×720 laptop window. The boards
//! scroll in their table; the bye, the players not playing and "Why these pairings?"
//! stay in view under it, in a strip of their own; the explanation opens there.

use crate::support;
use crate::ui_support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use torneo::domain::{Bye, ByeKind, Player};
use torneo::i18n::Language;
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, TorneoApp};

const SIZE: [f32; 2] = [1100.0, 720.0];

/// 600 players on 300 boards each round, and one more with the pairing-allocated bye.
fn event(dir: &std::path::Path) -> std::path::PathBuf {
    let mut t = support::big_swiss(600, 2);
    let odd = t.add_player(Player {
        name: "Dispari, Ultimo".into(),
        ..Player::default()
    });
    for round in &mut t.rounds {
        round.byes.push(Bye {
            player: odd,
            kind: ByeKind::PairingAllocated,
        });
    }
    t.settings.rounds = 7;
    let file = dir.join("open.ron");
    torneo::formats::ron::save(&file, &t).unwrap();
    file
}

fn in_view(h: &Harness<'static, TorneoApp>, text: &str) -> bool {
    ui_support::in_view(h, text, SIZE)
}

#[test]
fn the_bye_and_the_explanation_are_in_view_under_300_boards() {
    let dir = tempfile::tempdir().unwrap();
    let file = event(dir.path());
    let options = ui_support::options(
        dir.path().join("recovery.ron"),
        Language::English,
        ScriptedDialogs::default(),
    );
    let mut h = ui_support::window(
        SIZE,
        AppOptions {
            open: Some(file),
            ..options
        },
    );
    h.run();
    assert_eq!(h.state().session().tournament().rounds_paired(), 2);
    assert!(
        h.state()
            .session()
            .tournament()
            .round(2)
            .unwrap()
            .boards
            .len()
            == 300
    );
    assert!(in_view(&h, "Bye: Dispari, Ultimo"), "the bye is in view");
    assert!(in_view(&h, "Why these pairings?"));
    h.get_by_label("Why these pairings?").click();
    h.step();
    ui_support::wait_for(&mut h, |h| ui_support::shows(h, "FIDE Dutch"));
    assert!(
        in_view(&h, "FIDE Dutch"),
        "the explanation's summary is in view"
    );
    // The keyboard cursor walks the boards; the table scrolls, the strip stays.
    for _ in 0..150 {
        h.key_press(egui::Key::ArrowDown);
    }
    h.run();
    assert!(in_view(&h, "Why these pairings?"));
}

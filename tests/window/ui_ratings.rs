//! Rating changes in the window (issue 37, FIDE B.02), by label: the optional "Rtg +/-"
//! column of the Standings panel, a player's rating card under *Details*, and the
//! column switched off in Tournament → Settings → Ratings; the title norms' event type
//! (B.01 1.4.3a–c) chosen in the same dialog.

use crate::ui_support;

use crate::rating_support::rated_event;
use egui_kittest::kittest::Queryable;
use torneo::domain::Tournament;
use ui_support::{click, shows};

/// The shared event (worked by hand in `tests/engines/rating_changes.rs`), with the
/// "Rtg +/-" column on and no tie-break columns.
fn event() -> Tournament {
    let mut t = rated_event();
    t.settings.tiebreaks.clear();
    t.settings.rating.show_change = true;
    t
}

#[test]
fn the_standings_show_the_rating_change_and_the_players_card() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(path), Vec::new());
    h.run();
    h.get_by_label("Standings").click();
    h.run();
    assert!(shows(&h, "Rtg +/-"));
    assert!(h.query_all_by_label("-10").next().is_some());
    assert!(h.query_all_by_label("+14").next().is_some());

    // Points: Delta 2½ (1½ over the board + the forfeit win), Alpha 2, Gamma 1, Beta ½.
    // Beta's card: K 20 and the change game by game, −10.00 → −10.
    let buttons: Vec<_> = h.query_all_by_label("Details").collect();
    assert_eq!(buttons.len(), 4);
    buttons[3].click();
    h.run();
    assert!(shows(&h, "Rating change of Beta, Bruno"));
    assert!(shows(
        &h,
        "K 20 (rating under 2400; no birth date or event date: taken as an adult"
    ));
    assert!(shows(&h, "-10.00 → -10"));
    assert!(shows(&h, "New rating: 2190"));
    click(&mut h, "Close details");

    // Delta, unrated: the initial rating of B.02 8.2 and why it is not yet published.
    let buttons: Vec<_> = h.query_all_by_label("Details").collect();
    buttons[0].click();
    h.run();
    assert!(shows(&h, "Rating change of Delta, Dario"));
    assert!(shows(
        &h,
        "initial rating 2120; published after 5 games against rated opponents (here 2)"
    ));
}

#[test]
fn the_column_is_switched_off_in_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), Some(path), Vec::new());
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    // The section is at the bottom of the dialog's scrolled area, below the window's
    // edge at this size: the checkbox and Apply are clicked through AccessKit, as a
    // screen reader would.
    h.get_by_label("Show the rating change (Rtg +/-) in the standings")
        .click_accesskit();
    h.run();
    h.get_by_label("Apply").click_accesskit();
    h.run();
    assert!(!h.state().session().tournament().settings.rating.show_change);
    h.get_by_label("Standings").click();
    h.run();
    assert!(!shows(&h, "Rtg +/-"));
}

#[test]
fn the_norms_event_type_is_chosen_in_the_settings() {
    use egui::accesskit::Role;
    // B.01 1.4.3a–c: the event type is a setting, beside the ratings; at 1366×768 it is
    // below the dialog's fold, reached as a screen reader would.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let options = torneo::ui::AppOptions {
        open: Some(path),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            torneo::ui::Language::English,
            torneo::ui::dialogs::ScriptedDialogs::default(),
        )
    };
    let mut h = ui_support::window([1366.0, 768.0], options);
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    let combo = "Title norms: event type (FIDE B.01 1.4.3)";
    h.get_by_role_and_label(Role::ComboBox, combo)
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, combo)
        .click_accesskit();
    h.run();
    // The choice in the open list (the lowest node with the label).
    h.query_all_by_label("zonal or sub-zonal (1.4.3c)")
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap()
        .click_accesskit();
    h.run();
    h.get_by_label("Apply").click_accesskit();
    h.run();
    assert_eq!(
        h.state().session().tournament().settings.norm_event,
        torneo::domain::NormEvent::Zonal
    );
}

//! Issue 37 in the real window (egui_kittest, by label): categories and a prize table
//! typed in Tournament → Settings and applied; the Standings panel shows one category's
//! standings, places counted inside it; both fit a 1366×768 screen.

use crate::prizes_support::event;
use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use torneo::domain::{AgeGroup, CategoryRule, Money, PrizeValue, RatingList, TieSharing};
use ui_support::{click, in_view, shows, type_into};

const SMALL: [f32; 2] = [1366.0, 768.0];

type Window = egui_kittest::Harness<'static, torneo::ui::TorneoApp>;

/// Clicks the node labelled `label` by its accessibility action (the settings scroll on a
/// 1366×768 screen: a pointer click would land outside the visible part).
fn press(h: &mut Window, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run();
}

/// Picks `choice` in the combo box labelled `combo`.
fn choose(h: &mut Window, combo: &str, choice: &str) {
    h.get_by_role_and_label(Role::ComboBox, combo)
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, combo).click();
    h.run();
    // The choice in the open list (the lowest node with the label: the list opens below).
    h.query_all_by_label(choice)
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap()
        .click();
    h.run();
}

#[test]
fn categories_and_prizes_are_typed_in_the_settings_and_applied() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = event();
    t.settings.categories.categories.clear();
    t.settings.prizes.prizes.clear();
    let path = dir.path().join("primavera.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    let options = torneo::ui::AppOptions {
        open: Some(path),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            torneo::ui::Language::English,
            torneo::ui::dialogs::ScriptedDialogs::default(),
        )
    };
    let mut h = ui_support::window(SMALL, options);
    h.run();
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();

    // Categories: Under 16 (the form's first choice, named after its rule), Women, and a
    // rating band named by hand.
    press(&mut h, "Categories");
    press(&mut h, "Add category");
    choose(&mut h, "Kind", "Women");
    press(&mut h, "Add category");
    choose(&mut h, "Kind", "Rating band");
    type_into(&mut h, "Rating from", "1600");
    type_into(&mut h, "to", "1799");
    type_into(&mut h, "Category name", "Fascia 1600-1799");
    press(&mut h, "Add category");
    // The same name again is refused, and says why.
    type_into(&mut h, "Category name", "Fascia 1600-1799");
    press(&mut h, "Add category");
    assert!(shows(
        &h,
        "A category needs a name that no other category has."
    ));

    // Prizes: 100 and 60,50 overall (the place follows by itself), a cup for Under 16
    // (refused without its description, and it says why); tied players share by the
    // Hort system.
    press(&mut h, "Prizes");
    type_into(&mut h, "Amount", "100");
    press(&mut h, "Add prize");
    type_into(&mut h, "Amount", "60,50");
    press(&mut h, "Add prize");
    choose(&mut h, "List", "Under 16");
    h.get_by_role_and_label(Role::RadioButton, "Object")
        .click_accesskit();
    h.run();
    press(&mut h, "Add prize");
    assert!(shows(&h, "An object prize needs a description."));
    type_into(&mut h, "Object", "Coppa");
    press(&mut h, "Add prize");
    press(&mut h, "share the money (Hort system)");
    // Everything fits a 1366×768 screen: the dialog's buttons are reachable.
    assert!(in_view(&h, "Apply", SMALL));
    press(&mut h, "Apply");

    let settings = h.state().session().tournament().settings.clone();
    let names: Vec<&str> = settings
        .categories
        .categories
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(names, ["Under 16", "Women", "Fascia 1600-1799"]);
    assert_eq!(
        settings.categories.categories[0].rule,
        CategoryRule::Age(AgeGroup::Under(16))
    );
    assert_eq!(
        settings.categories.categories[2].rule,
        CategoryRule::RatingBand {
            list: RatingList::Fide,
            from: Some(1600),
            to: Some(1799)
        }
    );
    let prizes: Vec<(Option<&str>, u32, &PrizeValue)> = settings
        .prizes
        .prizes
        .iter()
        .map(|p| (p.category.as_deref(), p.place, &p.value))
        .collect();
    assert_eq!(
        prizes,
        [
            (None, 1, &PrizeValue::Money(Money(10_000))),
            (None, 2, &PrizeValue::Money(Money(6_050))),
            (
                Some("Under 16"),
                1,
                &PrizeValue::Object {
                    description: "Coppa".into(),
                    worth: Money(0)
                }
            ),
        ]
    );
    assert_eq!(settings.prizes.sharing, TieSharing::Hort);
    assert!(settings.prizes.one_per_player);
}

#[test]
fn the_standings_panel_shows_one_category() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("primavera.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let options = torneo::ui::AppOptions {
        open: Some(path),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            torneo::ui::Language::English,
            torneo::ui::dialogs::ScriptedDialogs::default(),
        )
    };
    let mut h = ui_support::window(SMALL, options);
    h.run();
    click(&mut h, "Standings");
    assert!(shows(&h, "Rossi, Anna"));
    assert!(in_view(&h, "Category", SMALL));
    // The band 1600-1799: Conti (2nd overall) is 1st in it, Bianchi (3-4 overall) 2nd;
    // Rossi and Esposito are not in it.
    choose(&mut h, "Category", "Fascia 1600-1799");
    assert!(shows(&h, "Conti, Carla") && shows(&h, "Bianchi, Bruno"));
    assert!(!shows(&h, "Rossi, Anna") && !shows(&h, "Esposito, Dario"));
    let places: Vec<String> = ["Conti, Carla", "Bianchi, Bruno"]
        .iter()
        .map(|name| {
            let y = h.get_by_label(name).rect().center().y;
            // The place is the label at the left end of the same row.
            h.query_all_by_role(Role::Label)
                .filter(|n| (n.rect().center().y - y).abs() < 4.0)
                .min_by(|a, b| a.rect().min.x.total_cmp(&b.rect().min.x))
                .and_then(|n| {
                    n.accesskit_node()
                        .label()
                        .or_else(|| n.accesskit_node().value())
                })
                .unwrap()
        })
        .collect();
    assert_eq!(places, ["1", "2"]);
    // Back to everybody.
    choose(&mut h, "Category", "All players");
    assert!(shows(&h, "Rossi, Anna"));
}

//! Issue 37 in the real window (egui_kittest, by label): categories and a prize table
//! typed in Tournament → Settings and applied; the Standings panel shows one category's
//! standings, places counted inside it, and Copy gives that category; the Prizes tab shows
//! the prize list in the table's or the ceremony's order, copies and prints it as shown;
//! all at 1366×768.

use crate::prizes_support::event;
use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use torneo::domain::{AgeGroup, CategoryRule, Money, PrizeValue, RatingList, TieSharing};
use ui_support::{choose, click, in_view, shows, type_into};

const SMALL: [f32; 2] = [1366.0, 768.0];

type Window = egui_kittest::Harness<'static, torneo::ui::TorneoApp>;

/// Clicks the node labelled `label` by its accessibility action (the settings scroll on a
/// 1366×768 screen: a pointer click would land outside the visible part).
fn press(h: &mut Window, label: &str) {
    h.get_by_label(label).click_accesskit();
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

/// Presses the button labelled `button` (by its accessibility action: one frame) and
/// returns the text that frame put on the clipboard.
fn copied_by(h: &mut Window, button: &str) -> String {
    h.get_by_label(button).click_accesskit();
    h.step();
    let text = h
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .expect("the button copies a text");
    h.run();
    text
}

/// The window at 1366×768 on the event of `prizes_support` (English).
fn open_event(dir: &tempfile::TempDir) -> Window {
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
    h
}

/// The top of the label `text` (the panel's own row: the first node with it).
fn top_of(h: &Window, text: &str) -> f32 {
    h.get_by_label(text).rect().min.y
}

#[test]
fn the_prizes_tab_shows_who_gets_what_in_either_order_and_copies_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open_event(&dir);
    click(&mut h, "Prize-giving");
    // Worked by hand (prizes_support, one prize per player, the most valuable first):
    // overall 1st (100 €) Rossi, overall 2nd (60 €) Conti, the band's 40 € to its best
    // player left, Bianchi; the Under 16 cup finds both Under 16 players with a prize
    // (not given); Under 8 has nobody.
    for text in [
        "Rossi, Anna",
        "Conti, Carla",
        "Bianchi, Bruno",
        "100 €",
        "60 €",
        "40 €",
    ] {
        assert!(in_view(&h, text, SMALL), "{text} is on screen");
    }
    assert!(shows(&h, "Under 16, place 1: not given"));
    assert!(shows(&h, "Nobody is in the category “Under 8”"));
    assert!(!shows(&h, "Esposito, Dario"), "Esposito wins nothing");
    // The table's order (the settings' default).
    assert!(top_of(&h, "Overall, place 1") < top_of(&h, "Overall, place 2"));
    assert!(top_of(&h, "Overall, place 2") < top_of(&h, "Fascia 1600-1799, place 1"));

    // The ceremony's order: the categories first, then overall from the last place up.
    choose(
        &mut h,
        "Prize list order",
        "categories, then overall from the last place",
    );
    assert!(top_of(&h, "Fascia 1600-1799, place 1") < top_of(&h, "Overall, place 2"));
    assert!(top_of(&h, "Overall, place 2") < top_of(&h, "Overall, place 1"));

    // Copy gives the list as shown: the same rows, in the ceremony's order.
    let text = copied_by(&mut h, "Copy");
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(", place "))
        .filter(|l| l.contains('\t'))
        .collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(rows[0].starts_with("Fascia 1600-1799, place 1\t2\tBianchi, Bruno\t"));
    assert!(rows[0].ends_with("40 €"), "{}", rows[0]);
    assert!(rows[1].starts_with("Overall, place 2\t2\tConti, Carla\t"));
    assert!(rows[2].starts_with("Overall, place 1\t1\tRossi, Anna\t"));
    assert!(rows[2].ends_with("100 €"));
    assert!(text.contains("Under 16, place 1: not given"));

    // Print… opens the Print dialog on the prize list, in the order shown.
    // (one frame: the dialog then prints in the background, its spinner keeps asking
    // for frames)
    h.get_by_label("Print…").click_accesskit();
    h.step();
    let request = h
        .state()
        .print_request()
        .cloned()
        .expect("the Print dialog");
    assert_eq!(request.document, torneo::session::DocumentKind::Prizes);
    assert_eq!(
        request.reading_order,
        Some(torneo::domain::ReadingOrder::Ceremony)
    );
}

#[test]
fn the_standings_copy_gives_the_category_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open_event(&dir);
    click(&mut h, "Standings");
    // Everybody: the four players.
    let all = copied_by(&mut h, "Copy");
    for name in [
        "Rossi, Anna",
        "Conti, Carla",
        "Bianchi, Bruno",
        "Esposito, Dario",
    ] {
        assert!(all.contains(name), "{name} in {all}");
    }
    // The band 1600-1799 (worked by hand in prizes_support): Conti 1st, Bianchi 2nd,
    // places counted inside the category; Rossi (1900) and Esposito (unrated) left out.
    choose(&mut h, "Category", "Fascia 1600-1799");
    let band = copied_by(&mut h, "Copy");
    let first = band.lines().next().unwrap_or_default();
    assert!(first.contains("Fascia 1600-1799"), "{band}");
    let row = |name: &str| {
        band.lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} in {band}"))
            .to_string()
    };
    assert!(row("Conti, Carla").starts_with("1\t"), "{band}");
    assert!(row("Bianchi, Bruno").starts_with("2\t"), "{band}");
    assert!(!band.contains("Rossi, Anna") && !band.contains("Esposito, Dario"));
}

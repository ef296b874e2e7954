//! Issue 39 in the real window (egui_kittest, by label, 1366×768): Teams → Team settings
//! offers the rule edition of the team tie-breaks (`/V2024`, `/V2026`) as the individual
//! tie-break editor does (one choice, *Tie-break rules*, for the whole list; C.07 art. 16
//! in the edition chosen; docs/rules/teams.md D6a), and Apply keeps the codes with it;
//! the Standings panel says why a Buchholz separates nobody in a team round robin under
//! the 2026 rules.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use ui_support::team::{Window, open_saved, team_swiss};
use ui_support::{choose, click, shows};

const LARGE: [f32; 2] = [1366.0, 768.0];

/// The edition the combo box shows.
fn shown(h: &Window) -> String {
    let combo = h.get_by_role_and_label(Role::ComboBox, "Tie-break rules");
    combo.value().unwrap_or_default()
}

#[test]
fn the_team_tiebreaks_take_the_edition_chosen_in_team_settings() {
    let dir = tempfile::tempdir().unwrap();
    // A Team Swiss on match points (no round yet): its default list is GP, EDE, BH:MP/C1,
    // BH:MP, EMGSB (D6), by the start date's edition.
    let t = team_swiss("Edizioni", 5, 4, 2);
    let mut h = open_saved(dir.path(), "edizioni.ron", &t, LARGE);
    click(&mut h, "Teams");
    click(&mut h, "Team settings");
    assert_eq!(shown(&h), "By start date");
    // The 2023/2024 edition for the default list makes it the chosen list, each code that
    // reads unplayed rounds (Buchholz, SB) written with /V2024; GP and EDE have none.
    choose(&mut h, "Tie-break rules", "2023/2024 edition");
    for row in [
        "1. GP",
        "2. EDE",
        "3. BH:MP/C1/V2024",
        "4. BH:MP/V2024",
        "5. EMGSB/V2024",
    ] {
        assert!(h.query_by_label(row).is_some(), "{row}");
    }
    // A code added to the list takes the list's edition: EGGSB after removing nothing.
    h.get_by_label("EGGSB").scroll_to_me();
    h.run();
    h.get_by_label("EGGSB").click();
    h.run();
    assert!(h.query_by_label("6. EGGSB/V2024").is_some());
    // BH:MP/C1 is in the list (in 2024's edition): it is not offered again.
    assert!(h.query_by_label("BH:MP/C1").is_none());
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let events = h.state().session().tournament().team_event.clone().unwrap();
    assert_eq!(
        events.tiebreaks,
        [
            "GP",
            "EDE",
            "BH:MP/C1/V2024",
            "BH:MP/V2024",
            "EMGSB/V2024",
            "EGGSB/V2024"
        ]
    );

    // Back to the 2026 edition: every such code says /V2026.
    click(&mut h, "Team settings");
    assert_eq!(shown(&h), "2023/2024 edition");
    choose(&mut h, "Tie-break rules", "2026 edition");
    assert!(h.query_by_label("3. BH:MP/C1/V2026").is_some());
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let events = h.state().session().tournament().team_event.clone().unwrap();
    assert_eq!(events.tiebreaks[2], "BH:MP/C1/V2026");
    assert_eq!(events.tiebreaks[5], "EGGSB/V2026");
}

#[test]
fn a_team_round_robin_refuses_buchholz_under_2026_as_the_individual_editor_does() {
    let dir = tempfile::tempdir().unwrap();
    // The same teams as a team round robin, no start date: the 2026 edition, whose note to
    // C.07 8.1 allows no Buchholz in a round robin. Its default list is GP, EDE, EMGSB.
    let mut t = team_swiss("Girone", 3, 4, 2);
    t.team_event.as_mut().unwrap().system = torneo::domain::TeamSystem::RoundRobin;
    let mut h = open_saved(dir.path(), "girone.ron", &t, LARGE);
    click(&mut h, "Teams");
    click(&mut h, "Team settings");
    let refused = "Buchholz tie-breaks (BH, FB, AOB) are not allowed in a round robin";
    // BH:MP is refused with the individual editor's words and not added.
    h.get_by_label("BH:MP").scroll_to_me();
    h.run();
    h.get_by_label("BH:MP").click();
    h.run();
    assert!(shows(&h, refused));
    assert!(h.query_by_label("1. BH:MP").is_none());
    // The 2023/2024 edition allowed it: chosen for the list, BH:MP goes in as /V2024.
    choose(&mut h, "Tie-break rules", "2023/2024 edition");
    h.get_by_label("BH:MP").scroll_to_me();
    h.run();
    h.get_by_label("BH:MP").click();
    h.run();
    assert!(h.query_by_label("4. BH:MP/V2024").is_some());
    assert!(!shows(&h, refused));
    // Back to 2026 with the Buchholz in the list: Apply refuses and nothing changes.
    choose(&mut h, "Tie-break rules", "2026 edition");
    let before = h.state().session().tournament().clone();
    h.get_by_label("Apply").click_accesskit();
    h.run();
    assert!(shows(&h, &format!("Team tie-breaks: {refused}")));
    assert_eq!(h.state().session().tournament(), &before);
    // Again 2023/2024: applied.
    choose(&mut h, "Tie-break rules", "2023/2024 edition");
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let events = h.state().session().tournament().team_event.clone().unwrap();
    assert_eq!(
        events.tiebreaks,
        ["GP", "EDE", "EMGSB/V2024", "BH:MP/V2024"]
    );
}

/// A round robin of four two-board teams with the tie-breaks `buchholz` then EMMSB,
/// saved as `file`, opened, round 1 paired in the Teams tab, and the Standings panel
/// shown.
fn round_robin_standings(dir: &std::path::Path, file: &str, buchholz: &str) -> Window {
    let mut t = team_swiss("Girone", 3, 4, 2);
    let events = t.team_event.as_mut().unwrap();
    events.system = torneo::domain::TeamSystem::RoundRobin;
    events.tiebreaks = vec![buchholz.into(), "EMMSB".into()];
    let mut h = open_saved(dir, file, &t, LARGE);
    click(&mut h, "Teams");
    ui_support::team::pair_by_job(&mut h, "Pair round 1");
    click(&mut h, "Standings");
    h
}

/// A team round robin whose list holds a Buchholz (from a file: Team settings would
/// refuse it) under the 2026 rules (no start date): the Standings panel keeps the column
/// and says above the table why it separates nobody (C.07 2026, note to art. 8.1), as
/// the individual standings do; the session's refusal is tested in
/// `session_team_settings`.
#[test]
fn the_team_standings_say_why_a_buchholz_separates_nobody_in_a_round_robin() {
    let dir = tempfile::tempdir().unwrap();
    let h = round_robin_standings(dir.path(), "girone.ron", "BH:MP");
    assert_eq!(h.state().session().tournament().rounds_paired(), 1);
    let warning = "Tie-break refused: BH:MP: Buchholz is not allowed in a round robin \
                   (C.07 2026, note to art. 8.1); use a direct encounter or a \
                   Sonneborn-Berger instead";
    assert!(shows(&h, warning), "the refusal is shown");
    // The column stays, with its code, beside the one allowed.
    assert!(h.query_by_label("BH:MP").is_some());
    assert!(h.query_by_label("EMMSB").is_some());

    // The same list in the 2023/2024 edition (which allows it): nothing refused.
    let h = round_robin_standings(dir.path(), "girone-2024.ron", "BH:MP/V2024");
    assert!(h.query_by_label("BH:MP/V2024").is_some());
    assert!(!shows(&h, "Tie-break refused"));
}

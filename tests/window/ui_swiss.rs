//! A Swiss tournament through the real window, driven by label with egui_kittest (no GPU):
//! register 7 players, choose the FIDE Dutch system and 4 rounds in Tournament →
//! Settings…, pair round 1 on the background thread, type the results, pair round 2 and
//! check it against the rules (no rematch, one pairing-allocated bye, not to the same
//! player, C.04.3 C1/C2), then ask "Why these pairings?" and read the reasons.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::BTreeSet;
use torneo::domain::{ByeKind, PairingSystem, PlayerId, Round};
use torneo::ui::{Tab, TorneoApp};
use ui_support::{click, shows, type_into, wait_for};

/// Registered in this order; the pairing numbers follow the ratings (C.04.2 art. 2).
const PLAYERS: [(&str, &str); 7] = [
    ("Rossi, Mario", "2105"),
    ("Bianchi, Luca", "1980"),
    ("Esposito, Anna", "2210"),
    ("Ferrari, Giulia", "1875"),
    ("Russo, Paolo", "2030"),
    ("Colombo, Sara", "1950"),
    ("Ricci, Marco", "1820"),
];

fn harness(dir: &std::path::Path) -> Harness<'static, TorneoApp> {
    ui_support::harness(dir.join("recovery.ron"), None, Vec::new())
}

fn pair_round(h: &mut Harness<'static, TorneoApp>, round: u32) {
    h.get_by_label(&format!("Pair round {round}")).click();
    h.step();
    wait_for(h, |h| !h.state().is_pairing());
    assert!(!h.state().is_pairing(), "the pairing job did not finish");
    assert_eq!(
        h.state().session().tournament().rounds_paired(),
        round,
        "{:?}",
        h.state().notice_texts()
    );
}

fn round(h: &Harness<'static, TorneoApp>, n: u32) -> Round {
    h.state()
        .session()
        .tournament()
        .round(n)
        .cloned()
        .unwrap_or_default()
}

fn pab(r: &Round) -> Vec<PlayerId> {
    r.byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player)
        .collect()
}

#[test]
fn a_dutch_swiss_is_paired_scored_and_explained() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.run();
    for (name, rating) in PLAYERS {
        type_into(&mut h, "Name", name);
        type_into(&mut h, "Rating", rating);
        click(&mut h, "Add player");
    }

    // Tournament → Settings…: the Dutch system, 4 rounds.
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
    click(&mut h, "Swiss (FIDE Dutch)");
    h.get_by_role_and_label(Role::SpinButton, "Rounds")
        .set_value_accesskit(4.0);
    h.run();
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::Dutch);
    assert_eq!(settings.rounds, 4);
    // Nobody chose tie-breaks: choosing a Swiss system brought the usual Swiss ones.
    assert_eq!(settings.tiebreaks, ["BH/C1", "BH", "SB", "DE", "WIN"]);

    // Round 1: pairing numbers by rating, 3 boards and a pairing-allocated bye.
    click(&mut h, "Rounds");
    pair_round(&mut h, 1);
    assert_eq!(h.state().tab(), Tab::Rounds);
    let t = h.state().session().tournament().clone();
    let mut by_rating: Vec<(u16, u32)> = t
        .players
        .iter()
        .map(|p| (p.rating.unwrap_or(0), p.pairing_number))
        .collect();
    by_rating.sort_by_key(|x| std::cmp::Reverse(x.0));
    assert_eq!(
        by_rating.iter().map(|x| x.1).collect::<Vec<_>>(),
        (1..=7).collect::<Vec<u32>>()
    );
    let first = round(&h, 1);
    assert_eq!(first.boards.len(), 3);
    let first_bye = pab(&first);
    assert_eq!(first_bye.len(), 1, "{first:?}");
    // The bye is shown under the boards.
    let bye_name = t
        .player(first_bye[0])
        .map(|p| p.name.clone())
        .unwrap_or_default();
    assert!(shows(&h, &bye_name));

    // Results from the keyboard: 1, =, 0 on the three boards.
    for key in ["1", "=", "0"] {
        h.event(egui::Event::Text(key.to_string()));
        h.run();
    }
    assert!(round(&h, 1).is_complete(), "{:?}", round(&h, 1));

    // Round 2: no rematch (C1), one pairing-allocated bye, not to the same player (C2).
    pair_round(&mut h, 2);
    let second = round(&h, 2);
    assert_eq!(second.boards.len(), 3);
    let met: BTreeSet<(PlayerId, PlayerId)> = first
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    for b in &second.boards {
        assert!(
            !met.contains(&(b.white.min(b.black), b.white.max(b.black))),
            "rematch {b:?}"
        );
    }
    let second_bye = pab(&second);
    assert_eq!(second_bye.len(), 1, "{second:?}");
    assert_ne!(second_bye, first_bye);

    // Why these pairings? Each board's reasons name its bracket and colour rule.
    h.get_by_label("Why these pairings?").click();
    wait_for(&mut h, |h| shows(h, "FIDE Dutch system"));
    assert!(shows(&h, "FIDE Dutch system"));
    assert!(shows(&h, "Board 1: paired in the"));
    assert!(shows(&h, "C.04.3 5.2."));
    assert!(shows(&h, "gets the pairing-allocated bye"));
    assert!(!shows(&h, "differs from the engine"));
}

//! The Lim system in Tournament → Settings…, through the real window (egui_kittest, by
//! label): it is offered as "Swiss (FIDE Lim)", and round 1 of five players pairs as
//! C.04.4.3 7.1–7.2 say.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use torneo::domain::{ByeKind, PairingSystem};
use ui_support::{add_players, choose_system, click, pair_round};

#[test]
fn lim_is_chosen_in_the_settings_and_pairs_round_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    add_players(
        &mut h,
        &[
            ("Rossi, Mario", "2105"),
            ("Bianchi, Luca", "1980"),
            ("Esposito, Anna", "2210"),
            ("Ferrari, Giulia", "1875"),
            ("Russo, Paolo", "2030"),
        ],
    );
    choose_system(&mut h, "Swiss (FIDE Lim)", 5);
    click(&mut h, "Apply");
    assert_eq!(
        h.state().session().tournament().settings.system,
        PairingSystem::Lim
    );

    pair_round(&mut h, 1);
    let t = h.state().session().tournament();
    let round = t.round(1).cloned().unwrap_or_default();
    let name = |id| t.player(id).unwrap().name.clone();
    // By rating: 1 Esposito, 2 Rossi, 3 Russo, 4 Bianchi, 5 Ferrari. 7.1: the lowest-rated,
    // Ferrari, has the bye; 1 v 3 with #1 White (drawn colour), 4 v 2 with #2 Black (7.2).
    let boards: Vec<(String, String)> = round
        .boards
        .iter()
        .map(|b| (name(b.white), name(b.black)))
        .collect();
    assert_eq!(
        boards,
        vec![
            ("Esposito, Anna".to_string(), "Russo, Paolo".to_string()),
            ("Bianchi, Luca".to_string(), "Rossi, Mario".to_string()),
        ],
        "{:?}",
        h.state().notice_texts()
    );
    let bye: Vec<String> = round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| name(b.player))
        .collect();
    assert_eq!(bye, vec!["Ferrari, Giulia".to_string()]);
}

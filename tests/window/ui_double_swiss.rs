//! The Double-Swiss system (C.04.5) through the real window (egui_kittest, by label, at
//! the harness's 1366×768): chosen in Tournament → Settings…, round 1 pairs two-game
//! matches, and both games' results are entered on the board.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, Instant};
use torneo::domain::{GameResult, PairingSystem, Points, ScoringSystem};
use ui_support::{click, type_into};

#[test]
fn double_swiss_pairs_matches_and_takes_both_results() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.run();
    for (name, rating) in [
        ("Rossi, Mario", "2105"),
        ("Bianchi, Luca", "1980"),
        ("Esposito, Anna", "2210"),
        ("Ferrari, Giulia", "1875"),
    ] {
        type_into(&mut h, "Name", name);
        type_into(&mut h, "Rating", rating);
        click(&mut h, "Add player");
    }
    click(&mut h, "Tournament");
    h.get_by_label_contains("Settings…").click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Pairing system")
        .click();
    h.run();
    click(&mut h, "Double-Swiss");
    h.get_by_role_and_label(Role::SpinButton, "Rounds")
        .set_value_accesskit(3.0);
    h.run();
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::DoubleSwiss);
    // The scoring nobody chose follows the system: the PAB a won and a drawn game (1.4).
    assert_eq!(settings.scoring, ScoringSystem::double_swiss());

    click(&mut h, "Rounds");
    h.get_by_label("Pair round 1").click();
    h.step();
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    let t = h.state().session().tournament().clone();
    let round = t.round(1).cloned().unwrap_or_default();
    let name = |id| t.player(id).unwrap().name.clone();
    // By rating: 1 Esposito, 2 Rossi, 3 Bianchi, 4 Ferrari. 3.6: 1-3 and 2-4; 4.3.1: #1
    // odd, White (the drawn colour); #2 even, Black.
    let boards: Vec<(String, String)> = round
        .boards
        .iter()
        .map(|b| (name(b.white), name(b.black)))
        .collect();
    assert_eq!(
        boards,
        vec![
            ("Esposito, Anna".to_string(), "Bianchi, Luca".to_string()),
            ("Ferrari, Giulia".to_string(), "Rossi, Mario".to_string()),
        ],
        "{:?}",
        h.state().notice_texts()
    );
    assert!(round.boards.iter().all(|b| b.second_game.is_some()));

    // Board 1: Esposito wins the first game, the second is drawn: 1½-½.
    h.get_by_label("Result 1").click();
    h.run();
    h.get_by_label("1-0").click();
    h.run();
    h.get_by_label("Result 1, game 2").click();
    h.run();
    h.get_by_label("½-½").click();
    h.run();
    let t = h.state().session().tournament().clone();
    let board = t.rounds[0].boards[0];
    assert_eq!(board.result, GameResult::WhiteWins);
    assert_eq!(board.second_game, Some(GameResult::Draw));
    assert_eq!(t.score(board.white), Points::from_halves(3));
    assert_eq!(t.score(board.black), Points::from_halves(1));
}

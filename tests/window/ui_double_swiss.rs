//! The Double-Swiss system (C.04.5) through the real window (egui_kittest, by label, at
//! the harness's 1366×768): chosen in Tournament → Settings…, round 1 pairs two-game
//! matches, and both games' results are entered on the board.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use torneo::domain::{GameResult, PairingSystem, Points, ScoringSystem};
use ui_support::{add_players, choose_system, click, pair_round};

#[test]
fn double_swiss_pairs_matches_and_takes_both_results() {
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
        ],
    );
    choose_system(&mut h, "Double-Swiss", 3);
    click(&mut h, "Apply");
    let settings = h.state().session().tournament().settings.clone();
    assert_eq!(settings.system, PairingSystem::DoubleSwiss);
    // The scoring nobody chose follows the system: the PAB a won and a drawn game (1.4).
    assert_eq!(settings.scoring, ScoringSystem::double_swiss());

    pair_round(&mut h, 1);
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

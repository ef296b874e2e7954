//! The arbiter's whole loop through the real window, driven by label with egui_kittest (no
//! GPU): register 6 players, pair every round of the round robin on the background thread,
//! enter the results from the keyboard, read the standings, save, reopen, and find the same
//! standings. Plus the recovery offer for a tournament never saved, and the language switch.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use torneo::domain::{Colour, GameResult, PlayerId, Tournament};
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, Prefs, Tab, TorneoApp};
use ui_support::{click, type_into};

const PLAYERS: [(&str, &str); 6] = [
    ("Rossi, Mario", "2105"),
    ("Bianchi, Luca", "1980"),
    ("Esposito, Anna", "2210"),
    ("Ferrari, Giulia", "1875"),
    ("Russo, Paolo", "2030"),
    ("Colombo, Sara", "1950"),
];

fn harness(dir: &Path, open: Option<PathBuf>, save: Vec<PathBuf>) -> Harness<'static, TorneoApp> {
    ui_support::harness(dir.join("recovery.ron"), open, save)
}

fn pair_round(h: &mut Harness<'static, TorneoApp>, round: u32) {
    h.get_by_label(&format!("Pair round {round}")).click();
    h.step();
    let start = Instant::now();
    while h.state().is_pairing() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    assert!(!h.state().is_pairing(), "the pairing job did not finish");
}

/// The text of every label inside the standings table, in screen order.
fn standings_rows(h: &Harness<'static, TorneoApp>) -> Vec<Vec<String>> {
    let names: Vec<&str> = PLAYERS.iter().map(|(name, _)| *name).collect();
    standings_rows_for(h, &names)
}

/// The rows of the standings table that name one of `names`.
fn standings_rows_for(h: &Harness<'static, TorneoApp>, names: &[&str]) -> Vec<Vec<String>> {
    let mut cells: Vec<(f32, f32, String)> = h
        .query_all_by_role(Role::Label)
        .filter_map(|n| {
            let node = n.accesskit_node();
            let text = node.label().or_else(|| node.value())?;
            let r = n.rect();
            Some((r.center().y, r.left(), text))
        })
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut last_y = f32::NEG_INFINITY;
    for (y, _, text) in cells {
        if (y - last_y).abs() > 4.0 {
            rows.push(Vec::new());
            last_y = y;
        }
        if let Some(row) = rows.last_mut() {
            row.push(text);
        }
    }
    // Standings rows start with a rank ("3", or "3-5" for a shared place) and hold a
    // player's name.
    let is_rank = |c: &str| c.split('-').all(|n| n.parse::<u32>().is_ok());
    rows.into_iter()
        .filter(|row| {
            row.first().is_some_and(|c| is_rank(c))
                && row.iter().any(|c| names.contains(&c.as_str()))
        })
        .collect()
}

/// The result typed for board `board` of round `round`: a fixed mix of all three.
fn key_for(round: u32, board: usize) -> &'static str {
    ["1", "=", "0"][(round as usize + board) % 3]
}

fn result_of(key: &str) -> GameResult {
    match key {
        "1" => GameResult::WhiteWins,
        "=" => GameResult::Draw,
        _ => GameResult::BlackWins,
    }
}

#[test]
fn whole_loop_six_player_round_robin() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.ron");
    let trf = dir.path().join("club.trf");
    let mut h = harness(dir.path(), None, vec![file.clone(), trf.clone()]);
    h.run();
    ui_support::choose_round_robin(&mut h);
    register_players(&mut h);
    let expected = play_every_round(&mut h);
    let t = h.state().session().tournament().clone();
    assert_every_pair_met_once(&t);
    let shown = assert_standings(&mut h, &t, &expected);
    save_and_export(&mut h, &file, &trf, &t);

    // Reopen the file in a new window: the same standings.
    drop(h);
    let mut reopened = harness(dir.path(), Some(file.clone()), Vec::new());
    reopened.run();
    assert_eq!(reopened.state().session().tournament(), &t);
    click(&mut reopened, "Standings");
    assert_eq!(standings_rows(&reopened), shown);
}

/// Registration: the six players typed in, in order; 6 players play 5 rounds.
fn register_players(h: &mut Harness<'static, TorneoApp>) {
    for (name, rating) in PLAYERS {
        type_into(h, "Name", name);
        type_into(h, "Rating", rating);
        click(h, "Add player");
    }
    let t = h.state().session().tournament();
    assert_eq!(t.players.len(), 6);
    assert_eq!(
        t.players
            .iter()
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>(),
        PLAYERS.iter().map(|(n, _)| *n).collect::<Vec<_>>()
    );
    assert_eq!(t.settings.rounds, 5, "6 players play 5 rounds");
}

/// Pairing numbers by lot, then every round: pair, type the results. The points typed,
/// in half points by player.
fn play_every_round(h: &mut Harness<'static, TorneoApp>) -> BTreeMap<PlayerId, i32> {
    click(h, "Draw lots");
    let mut expected: BTreeMap<PlayerId, i32> = BTreeMap::new();
    for round in 1..=5u32 {
        click(h, "Rounds");
        pair_round(h, round);
        assert_eq!(h.state().tab(), Tab::Rounds);
        let boards = h
            .state()
            .session()
            .tournament()
            .round(round)
            .map(|r| r.boards.clone())
            .unwrap_or_default();
        assert_eq!(boards.len(), 3, "round {round}");
        for (i, board) in boards.iter().enumerate() {
            let key = key_for(round, i);
            h.event(egui::Event::Text(key.to_string()));
            h.run();
            let result = result_of(key);
            for (player, colour) in [(board.white, Colour::White), (board.black, Colour::Black)] {
                let halves = match result.outcome_for(colour) {
                    Some(torneo::domain::GameOutcome::Win) => 2,
                    Some(torneo::domain::GameOutcome::Draw) => 1,
                    _ => 0,
                };
                *expected.entry(player).or_default() += halves;
            }
        }
        let stored = h
            .state()
            .session()
            .tournament()
            .round(round)
            .cloned()
            .unwrap_or_default();
        let typed: Vec<GameResult> = (0..3).map(|b| result_of(key_for(round, b))).collect();
        assert_eq!(
            stored.boards.iter().map(|b| b.result).collect::<Vec<_>>(),
            typed
        );
    }
    expected
}

/// Every pair met exactly once (C.05 Annex 1).
fn assert_every_pair_met_once(t: &Tournament) {
    let mut pairs = std::collections::BTreeSet::new();
    for r in &t.rounds {
        for b in &r.boards {
            assert!(pairs.insert((b.white.min(b.black), b.white.max(b.black))));
        }
    }
    assert_eq!(pairs.len(), 15);
}

/// Standings: each player's points as typed, ranked by points. The rows shown.
fn assert_standings(
    h: &mut Harness<'static, TorneoApp>,
    t: &Tournament,
    expected: &BTreeMap<PlayerId, i32>,
) -> Vec<Vec<String>> {
    click(h, "Standings");
    let shown = standings_rows(h);
    assert_eq!(shown.len(), 6, "{shown:?}");
    let mut last_points = i32::MAX;
    for row in &shown {
        let player = t
            .players
            .iter()
            .find(|p| row.contains(&p.name))
            .unwrap_or_else(|| panic!("no player in {row:?}"));
        let halves = expected.get(&player.id).copied().unwrap_or(0);
        let points = torneo::domain::Points::from_halves(halves).to_string();
        assert!(
            row.contains(&points),
            "{} should have {points}: {row:?}",
            player.name
        );
        assert!(
            halves <= last_points,
            "standings not sorted by points: {shown:?}"
        );
        last_points = halves;
    }
    shown
}

/// Save as… to `file`, then File → Export TRF-16… to `trf`.
fn save_and_export(h: &mut Harness<'static, TorneoApp>, file: &Path, trf: &Path, t: &Tournament) {
    // Save as… (the scripted dialog answers `file`), then everything is saved.
    click(h, "File");
    // The item's label carries its shortcut too.
    h.get_by_label_contains("Save as…").click();
    h.run();
    assert!(file.exists());
    assert!(!h.state().session().is_dirty());
    assert!(h.query_by_label("All changes saved").is_some());

    // File → Export TRF-16… (the dialog answers `trf`): the FIDE file holds the event.
    click(h, "File");
    click(h, "Export TRF-16…");
    let text = match std::fs::read_to_string(trf) {
        Ok(text) => text,
        Err(error) => panic!("the TRF file was not written: {error}"),
    };
    for p in &t.players {
        assert!(
            text.contains(&p.name),
            "{} missing from the TRF file",
            p.name
        );
    }
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 6);
}

#[test]
fn a_trf_file_imports_as_an_unsaved_tournament() {
    // A 4-player round robin written by hand in TRF-16 (C.04 Annex 2 columns): round 1
    // 1-4 1-0, 2-3 ½-½; round 2 4-3 0-1, 1-2 ½-½.
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("club.trf");
    let line = |rank: u32, name: &str, points: &str, rounds: &str| {
        format!(
            "001 {rank:>4} m    {name:<33} 2000 ITA             1990/01/01 {points:>4} {rank:>4}  {rounds}\n"
        )
    };
    let text = [
        "012 Torneo sociale\n".to_string(),
        line(1, "Uno, Primo", "1.5", "   4 w 1     2 b ="),
        line(2, "Due, Seconda", "1.0", "   3 w =     1 w ="),
        line(3, "Tre, Terzo", "1.5", "   2 b =     4 b 1"),
        line(4, "Quattro, Quarta", "0.0", "   1 b 0     3 w 0"),
        "XXR 3\n".to_string(),
    ]
    .concat();
    std::fs::write(&trf, text).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 1000.0])
        .build_eframe(|cc| {
            TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open: None,
                    recovery_file: None,
                    rating_lists: None,
                    dialogs: Box::new(ScriptedDialogs {
                        open: vec![trf],
                        save: Vec::new(),
                    }),
                    prefs: Prefs {
                        language: Language::English,
                        recent: Vec::new(),
                    },
                },
            )
        });
    h.run();
    click(&mut h, "File");
    click(&mut h, "Import TRF…");
    let t = h.state().session().tournament();
    assert_eq!(
        t.settings.name,
        "Torneo sociale",
        "{:?}",
        h.state().notice_texts()
    );
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.rounds_paired(), 2);
    assert!(h.state().session().is_dirty(), "an import is not saved yet");
    assert_eq!(h.state().tab(), Tab::Standings);
    let rows = standings_rows_for(
        &h,
        &[
            "Uno, Primo",
            "Due, Seconda",
            "Tre, Terzo",
            "Quattro, Quarta",
        ],
    );
    assert_eq!(rows.len(), 4, "{rows:?}");
    let points: Vec<&str> = rows
        .iter()
        .map(|r| {
            if r.contains(&"1½".to_string()) {
                "1½"
            } else if r.contains(&"1".to_string()) {
                "1"
            } else {
                "0"
            }
        })
        .collect();
    assert_eq!(points, ["1½", "1½", "1", "0"], "{rows:?}");
}

#[test]
fn unsaved_tournament_is_offered_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Vec::new());
    h.run();
    type_into(&mut h, "Name", "Verdi, Carla");
    click(&mut h, "Add player");
    assert!(h.state().session().is_dirty());
    drop(h);

    let mut again = harness(dir.path(), None, Vec::new());
    again.run();
    click(&mut again, "Restore");
    let t = again.state().session().tournament();
    assert_eq!(t.players.len(), 1);
    assert_eq!(
        t.players.first().map(|p| p.name.as_str()),
        Some("Verdi, Carla")
    );
    assert!(
        again.state().session().is_dirty(),
        "restored work is still unsaved"
    );
}

#[test]
fn result_entry_rejects_a_new_round_until_results_are_in() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Vec::new());
    h.run();
    for (name, _) in PLAYERS.iter().take(4) {
        type_into(&mut h, "Name", name);
        click(&mut h, "Add player");
    }
    click(&mut h, "Rounds");
    pair_round(&mut h, 1);
    // Lots were drawn for the arbiter (4 players: numbers 1..4).
    let mut numbers: Vec<u32> = h
        .state()
        .session()
        .tournament()
        .players
        .iter()
        .map(|p| p.pairing_number)
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, vec![1, 2, 3, 4]);
    pair_round(&mut h, 2);
    assert_eq!(h.state().session().tournament().rounds_paired(), 1);
    assert!(
        h.state()
            .notice_texts()
            .iter()
            .any(|n| n.contains("still has results to enter")),
        "{:?}",
        h.state().notice_texts()
    );
    // Undo from the keyboard takes the typed result back.
    h.event(egui::Event::Text("1".into()));
    h.run();
    let first = |h: &Harness<'static, TorneoApp>| {
        h.state()
            .session()
            .tournament()
            .round(1)
            .and_then(|r| r.boards.first().map(|b| b.result))
    };
    assert_eq!(first(&h), Some(GameResult::WhiteWins));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(first(&h), Some(GameResult::Pending));
}

#[test]
fn the_window_speaks_italian() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Vec::new());
    h.run();
    click(&mut h, "View");
    click(&mut h, "Italiano");
    assert_eq!(h.state().language(), Language::Italian);
    assert!(h.query_by_label("Aggiungi giocatore").is_some());
    assert!(h.query_by_label("Add player").is_none());
}

#[test]
fn a_round_is_explained_board_by_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Vec::new());
    h.run();
    ui_support::choose_round_robin(&mut h);
    for (name, _) in PLAYERS.iter().take(5) {
        type_into(&mut h, "Name", name);
        click(&mut h, "Add player");
    }
    click(&mut h, "Rounds");
    pair_round(&mut h, 1);
    h.get_by_label("Why these pairings?").click();
    let start = Instant::now();
    while h.query_by_label_contains("Berger table").is_none()
        && start.elapsed() < Duration::from_secs(30)
    {
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
    // 5 players play on the table for 6: the summary names it, and one player rests.
    assert!(
        h.query_by_label_contains("round 1 of the Berger table for 6 players")
            .is_some()
    );
    assert!(h.query_by_label_contains("rests").is_some());
    assert!(
        h.query_by_label_contains("differs from the engine")
            .is_none()
    );
}

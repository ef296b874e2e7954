//! The Standings panel through the real window (egui_kittest, by label): shared places
//! print as "3-4", tie-break headers name the tie-break in full, and a row's "Details"
//! button shows how the values were made (opponents, the dummy opponent of a bye, the
//! round a Cut dropped).

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::PathBuf;
use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
};
use torneo::ui::TorneoApp;

/// A 4-player, 2-round Swiss. R1: A–B 1-0, C–D ½-½. R2: A half-point bye,
/// B–C 0-1, D zero-point bye. Points: A 1½, C 1½, D ½, B 0; BH/C1 is the only tie-break.
fn tournament() -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.rounds = 2;
    t.settings.tiebreaks = vec!["BH/C1".into()];
    let ids: Vec<PlayerId> = ["Alpha, Anna", "Beta, Bruno", "Gamma, Carla", "Delta, Dario"]
        .iter()
        .enumerate()
        .map(|(i, name)| {
            t.add_player(Player {
                name: name.to_string(),
                rating: Some(2000 - 10 * i as u16),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            Board {
                white: ids[0],
                black: ids[1],
                result: GameResult::WhiteWins,
                second_game: None,
            },
            Board {
                white: ids[2],
                black: ids[3],
                result: GameResult::Draw,
                second_game: None,
            },
        ],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![Board {
            white: ids[1],
            black: ids[2],
            result: GameResult::BlackWins,
            second_game: None,
        }],
        byes: vec![
            Bye {
                player: ids[0],
                kind: ByeKind::HalfPoint,
            },
            Bye {
                player: ids[3],
                kind: ByeKind::ZeroPoint,
            },
        ],
    });
    assert_eq!(t.validate(), Ok(()));
    (t, ids)
}

fn harness(open: PathBuf, recovery: PathBuf) -> Harness<'static, TorneoApp> {
    ui_support::harness(recovery, Some(open), Vec::new())
}

fn labels(h: &Harness<'static, TorneoApp>) -> Vec<String> {
    h.query_all_by_role(Role::Label)
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

#[test]
fn shared_places_and_row_details() {
    let dir = tempfile::tempdir().unwrap();
    let (t, _ids) = tournament();
    let path = dir.path().join("swiss.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    let mut h = harness(path, dir.path().join("recovery.ron"));
    h.run();
    h.get_by_label("Standings").click();
    h.run();

    // Points: Alpha 1½, Gamma 1½, Delta ½, Beta 0.
    // BH/C1 (2026 rules, 2 rounds): Alpha: Beta 0 + dummy of the HPB min(1½, ½ × 2 = 1)
    // = 1; the HPB is a VUR not lower than Beta's 0, so 16.5 cuts it: 0.0.
    // Gamma: Delta's adjusted score (ZPB in the last round → a draw: ½ + ½ = 1) and
    // Beta 0: cut 0 → 1.0. So Gamma is 1st and Alpha 2nd; Delta 3rd and Beta 4th.
    let shown = labels(&h);
    assert!(shown.iter().any(|l| l == "1"), "{shown:?}");
    assert!(shown.iter().any(|l| l == "0.0"), "{shown:?}");
    assert!(shown.iter().any(|l| l == "1.0"), "{shown:?}");

    // The header names the tie-break code.
    assert!(shown.iter().any(|l| l == "BH/C1"), "{shown:?}");

    // Alpha's row (2nd place) expands: the details name the dummy opponent of the
    // half-point bye, struck out as cut, and the opponent met in round 1.
    let buttons: Vec<_> = h.query_all_by_label("Details").collect();
    assert_eq!(buttons.len(), 4);
    buttons[1].click();
    h.run();
    let shown = labels(&h);
    assert!(
        shown
            .iter()
            .any(|l| l.starts_with("How the values of Alpha, Anna")),
        "{shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|l| l.contains("Round 2: dummy opponent (art. 16.4) 1.0") && l.ends_with("(cut)")),
        "{shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|l| l.contains("Round 1: Beta, Bruno opponent 0.0")),
        "{shown:?}"
    );
    h.get_by_label("Close details").click();
    h.run();
    assert!(
        !labels(&h)
            .iter()
            .any(|l| l.starts_with("How the values of"))
    );
}

#[test]
fn shared_places_print_as_a_range() {
    let dir = tempfile::tempdir().unwrap();
    let (mut t, _ids) = tournament();
    // Without tie-breaks Alpha and Gamma share places 1-2.
    t.settings.tiebreaks.clear();
    let path = dir.path().join("shared.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    let mut h = harness(path, dir.path().join("recovery.ron"));
    h.run();
    h.get_by_label("Standings").click();
    h.run();
    let shown = labels(&h);
    assert_eq!(shown.iter().filter(|l| *l == "1-2").count(), 2, "{shown:?}");
    assert!(shown.iter().any(|l| l == "3"), "{shown:?}");
    assert!(shown.iter().any(|l| l == "4"), "{shown:?}");
}

//! `torneo pair|check|generate --amalfi` as a user runs them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod amalfi_support;
mod cli_support;

use amalfi_support::{event, play};
use cli_support::torneo;
use torneo::domain::GameResult::Draw;
use torneo::formats::trf::{self, TrfVersion};

fn write(dir: &std::path::Path, t: &torneo::domain::Tournament) -> String {
    let path = dir.join("amalfi.trf");
    std::fs::write(&path, trf::export(t, TrfVersion::Trf16)).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn pair_gives_the_theoretical_opponents_of_round_one() {
    // 8 players, 5 rounds: offset 5 (3.3, AM-1): 1-6, 7-2, 3-8, 5-4 (4.1 alternation).
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), &event(8, 5));
    let (code, out, err) = torneo(&["pair", "--amalfi", &input, "-p"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "4\n1 6\n7 2\n3 8\n5 4\n"),
        "{err}"
    );
}

#[test]
fn pair_explains_each_board_in_italian() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), &event(8, 5));
    let (code, out, err) = torneo(&["--lang", "it", "pair", "--amalfi", &input, "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Sistema Amalfi, turno 1: 8 giocatori"),
        "{out}"
    );
    assert!(out.contains("incontra l'avversario teorico"), "{out}");
    // P4: theoretical position 9 beyond the list (3.3.c), found going up (3.3.1).
    assert!(out.contains("(3.3.c, AM-2)"), "{out}");
    assert!(out.contains("(3.3.1)"), "{out}");
}

#[test]
fn generate_then_check_agrees_round_by_round() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("generated.trf");
    let output = output.to_string_lossy();
    let (code, _, err) = torneo(&[
        "generate",
        "--amalfi",
        "--players",
        "13",
        "--rounds",
        "6",
        "--seed",
        "5",
        "--forfeit-rate",
        "5",
        "--late-entries",
        "10",
        "-o",
        &output,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(output.as_ref()).unwrap();
    assert!(text.contains("192 FSI_AMALFI"));
    let (code, out, err) = torneo(&["check", "--amalfi", &output]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.lines().count(), 6, "{out}");
    assert!(out.lines().all(|l| l.ends_with("same pairing")), "{out}");
}

#[test]
fn check_reports_a_broken_colour_rule() {
    // Rounds 1-2 all drawn: P1 had White twice (1-4, 1-5). A hand-made round 3 gives him
    // White again: three Whites running, forbidden before the last round (3.1).
    let mut t = event(6, 5);
    play(&mut t, &[(1, 4, Draw), (2, 5, Draw), (3, 6, Draw)], &[]);
    play(&mut t, &[(1, 5, Draw), (3, 4, Draw), (6, 2, Draw)], &[]);
    play(&mut t, &[(1, 2, Draw), (5, 3, Draw), (4, 6, Draw)], &[]);
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), &t);
    let (code, out, _) = torneo(&["check", "--amalfi", &input]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("round 3: differs"), "{out}");
    assert!(
        out.contains("round 3: P1 (1) cannot have White: three times the same colour in a row"),
        "{out}"
    );
}

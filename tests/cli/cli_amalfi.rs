//! `torneo pair|check|generate --amalfi` as a user runs them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::amalfi_support;
use crate::cli_support;

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

/// Issue 34, part 2, on a file as another program writes it: no `192` code, the late
/// entrant's round 1 `0000 - -` and round 2 blank. `pair --amalfi` reads him as a late
/// entry in round 3 (Amalfi 2.5), says so on standard error, and pairs round 3 as the
/// window pairs a player registered in round 3.
#[test]
fn pair_reads_a_late_entry_from_another_programs_file() {
    use torneo::domain::GameResult::{BlackWins, WhiteWins};
    let line = |rank: u32, points: &str, rounds: &str| {
        let name = format!("P{rank}");
        let rating = 2600 - 100 * rank;
        format!(
            "001 {rank:>4} m    {name:<33} {rating} ITA             1990/01/01 {points:>4} {rank:>4}  {rounds}\n"
        )
    };
    let text = [
        "012 Open Amalfi\n".to_string(),
        line(1, "0.0", "   4 w 0     3 b 0"),
        line(2, "1.0", "   5 w 1     6 b 0"),
        line(3, "2.0", "   6 w 1     1 w 1"),
        line(4, "2.0", "   1 b 1     5 w 1"),
        line(5, "0.0", "   2 b 0     4 b 0"),
        line(6, "1.0", "   3 b 0     2 w 1"),
        line(7, "0.0", "0000 - -"),
        "XXR 5\n".to_string(),
    ]
    .concat();
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("vega.trf");
    std::fs::write(&input, text).unwrap();
    let (code, out, err) = torneo(&["pair", "--amalfi", input.to_str().unwrap(), "-p"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(
            "player 7: rounds 1–2 unplayed without points: read as a late entry in round 3"
        ),
        "{err}"
    );
    // The same event in the window: P7 registered in round 3.
    let mut window = event(7, 5);
    play(
        &mut window,
        &[(1, 4, BlackWins), (2, 5, WhiteWins), (3, 6, WhiteWins)],
        &[],
    );
    play(
        &mut window,
        &[(3, 1, WhiteWins), (4, 5, WhiteWins), (6, 2, WhiteWins)],
        &[],
    );
    let late = amalfi_support::id(&window, 7);
    window.player_mut(late).unwrap().first_round = 3;
    let control = torneo::pairing::JobControl::new();
    let proposed = torneo::pairing::pair(&window, 3, &control).unwrap();
    assert_eq!(out, trf::answer_text(&window, &proposed));
}

//! `torneo pair | check | generate --italo-svizzero` as a user runs them (seed 002).

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;

use cli_support::torneo;
use std::path::Path;

/// Five players drawn 1..5, no round played, 192 naming the system.
fn five_players(dir: &Path) -> String {
    let path = dir.join("italo.trf");
    let mut text = String::from("012 Torneo sociale\n192 FSI_ITALO_SVIZZERO\n");
    for n in 1..=5 {
        text.push_str(&format!(
            "001 {n:>4}      Giocatore {n:<23} {:>4}\n",
            1800 + n
        ));
    }
    text.push_str("XXR 3\n");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn pair_round_one_follows_the_draw_and_the_last_drawn_wins_by_forfeit() {
    let dir = tempfile::tempdir().unwrap();
    let input = five_players(dir.path());
    // Art. 5: 1–2, 3–4, White to the first; art. 10: 5, the last drawn, wins by forfeit.
    let (code, out, err) = torneo(&["pair", "--italo-svizzero", &input, "-p"]);
    assert_eq!((code, out.as_str()), (0, "3\n1 2\n3 4\n5 0\n"), "{err}");
}

#[test]
fn pair_explain_speaks_italian_and_names_the_articles() {
    let dir = tempfile::tempdir().unwrap();
    let input = five_players(dir.path());
    let (code, out, err) = torneo(&[
        "pair",
        "--italo-svizzero",
        &input,
        "-p",
        "--explain",
        "--lang",
        "it",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("3\n1 2\n3 4\n5 0\n"), "{out}");
    assert!(
        out.contains("la rotazione inizia dal primo sorteggiato"),
        "{out}"
    );
    assert!(out.contains("vince per forfait"), "{out}");
    assert!(out.contains("(art. 10)"), "{out}");
}

#[test]
fn generate_then_check_agree_round_by_round() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("g.trf");
    let trf = trf.to_string_lossy();
    let (code, _, err) = torneo(&[
        "generate",
        "--italo-svizzero",
        "--players",
        "9",
        "--rounds",
        "4",
        "--seed",
        "11",
        "-o",
        &trf,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&*trf).unwrap();
    assert!(text.contains("192 FSI_ITALO_SVIZZERO"), "{text}");
    // One XXO record per round: the order in which the pairs were formed (D1).
    assert_eq!(text.lines().filter(|l| l.starts_with("XXO ")).count(), 4);
    let (code, out, err) = torneo(&["check", "--italo-svizzero", &trf]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out.lines().filter(|l| l.ends_with("same pairing")).count(),
        4,
        "{out}"
    );
}

#[test]
fn a_generated_event_without_its_xxo_records_checks_and_pairs_as_the_original() {
    // Issue 34 part 3: another program writes no XXO; the order of formation comes back
    // by replaying the engine (D10), so every round checks as the engine's and the next
    // round is the one paired from Torneo's own file.
    let dir = tempfile::tempdir().unwrap();
    let original = dir.path().join("torneo.trf");
    let original = original.to_string_lossy();
    let (code, _, err) = torneo(&[
        "generate",
        "--italo-svizzero",
        "--players",
        "12",
        "--rounds",
        "6",
        "--seed",
        "5",
        "-o",
        &original,
    ]);
    assert_eq!(code, 0, "{err}");
    // Seven rounds announced, so that round 7 can be paired.
    let text: String = std::fs::read_to_string(&*original)
        .unwrap()
        .lines()
        .map(|l| if l.starts_with("XXR ") { "XXR 7" } else { l })
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&*original, &text).unwrap();
    assert_eq!(text.lines().filter(|l| l.starts_with("XXO ")).count(), 6);
    let other = dir.path().join("other.trf");
    let other = other.to_string_lossy();
    let stripped: String = text
        .lines()
        .filter(|l| !l.starts_with("XXO"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&*other, stripped).unwrap();
    let (code, out, err) = torneo(&["check", "--italo-svizzero", &other]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out.lines().filter(|l| l.ends_with("same pairing")).count(),
        6,
        "{out}"
    );
    assert!(!err.contains("XXO"), "{err}");
    let (code, from_original, err) = torneo(&["pair", "--italo-svizzero", &original, "-p"]);
    assert_eq!(code, 0, "{err}");
    let (code, from_other, err) = torneo(&["pair", "--italo-svizzero", &other, "-p"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_other, from_original);
}

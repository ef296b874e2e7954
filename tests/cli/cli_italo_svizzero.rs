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

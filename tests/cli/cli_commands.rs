//! The subcommands as a user runs them (the built binary): round-robin pairing against the
//! FIDE Berger table, the Dutch explanation on reference requests, exit codes, check,
//! generate, standings and convert.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;
use crate::dutch_support;

use cli_support::torneo;

use std::path::Path;

/// Four players, no round played: a request for round 1.
fn four_players(dir: &Path, rounds_played: &str) -> String {
    let path = dir.join("rr.trf");
    let mut text = String::from("012 Club championship\n192 FIDE_ROUNDROBIN\n");
    for n in 1..=4 {
        text.push_str(&format!("001 {n:>4}      Player {n:<26} {:>4}\n", 2000 - n));
    }
    text.push_str(rounds_played);
    text.push_str("XXR 3\n");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn round_robin_round_one_is_the_berger_table() {
    let dir = tempfile::tempdir().unwrap();
    let input = four_players(dir.path(), "");
    // C.05 Annex 1, 3-4 players, round 1: 1-4, 2-3.
    let (code, out, err) = torneo(&["pair", "--round-robin", &input, "-p"]);
    assert_eq!((code, out.as_str()), (0, "2\n1 4\n2 3\n"), "{err}");
    let answer = dir.path().join("answer.txt");
    let (code, _, _) = torneo(&[
        "pair",
        "--round-robin",
        &input,
        "-p",
        &answer.to_string_lossy(),
    ]);
    assert_eq!(code, 0);
    assert_eq!(std::fs::read_to_string(answer).unwrap(), "2\n1 4\n2 3\n");
}

#[test]
fn pair_explain_gives_the_table_round_and_each_board() {
    let dir = tempfile::tempdir().unwrap();
    let input = four_players(dir.path(), "");
    let (code, out, err) = torneo(&["pair", "--round-robin", &input, "-p", "--explain"]);
    assert_eq!(code, 0, "{err}");
    // The answer first, unchanged; then the reasons (C.05 Annex 1, table for 4, round 1).
    assert!(out.starts_with("2\n1 4\n2 3\n"), "{out}");
    assert!(
        out.contains("round 1 of the Berger table for 4 players"),
        "{out}"
    );
    assert!(out.contains("1 Player 1"), "{out}");
    assert!(
        out.contains("number 1 (White) with number 4 (Black)"),
        "{out}"
    );
    assert!(
        out.contains("number 2 (White) with number 3 (Black)"),
        "{out}"
    );
}

#[test]
fn exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let input = four_players(dir.path(), "");
    let (code, _, err) = torneo(&["pair", "--dutch", "/nonexistent/x.trf"]);
    assert_eq!(code, 5, "{err}");
    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "001 abcd\n").unwrap();
    let (code, _, err) = torneo(&["pair", "--round-robin", &bad.to_string_lossy()]);
    assert_eq!(code, 3);
    assert!(err.contains("line 1, columns 5-8 (starting rank)"), "{err}");
    // Every system has an engine now (Lim was the last, C.04.4.3): --lim pairs.
    let (code, _, err) = torneo(&["pair", "--lim", &input]);
    assert_eq!(code, 0, "{err}");
    let (code, _, _) = torneo(&["pair", &input]);
    assert_eq!(code, 3, "a system flag is required");
    let (code, out, _) = torneo(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("generate"));
}

#[test]
fn generate_check_standings_convert() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("g.trf");
    let trf = trf.to_string_lossy();
    let (code, _, err) = torneo(&[
        "generate",
        "--round-robin",
        "--players",
        "6",
        "--seed",
        "7",
        "-o",
        &trf,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&*trf).unwrap();
    // 6 players: 5 rounds of 3 games; every 001 line has 5 round fields.
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 6);
    assert!(
        text.lines()
            .filter(|l| l.starts_with("001"))
            .all(|l| l.len() == 89 + 50)
    );
    let (code, out, err) = torneo(&["check", "--round-robin", &trf]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out.lines().filter(|l| l.ends_with("same pairing")).count(),
        5
    );

    let (code, out, _) = torneo(&["standings", &trf, "--tiebreaks", "SB,WIN"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7);
    assert!(lines[0].contains("SB") && lines[0].contains("WIN"));
    let (code, _, err) = torneo(&["standings", &trf, "--tiebreaks", "NOPE"]);
    assert_eq!(code, 3, "{err}");

    let ron = dir.path().join("g.ron");
    let back = dir.path().join("back.trf");
    assert_eq!(torneo(&["convert", &trf, &ron.to_string_lossy()]).0, 0);
    assert_eq!(
        torneo(&["convert", &ron.to_string_lossy(), &back.to_string_lossy()]).0,
        0
    );
    assert_eq!(std::fs::read_to_string(back).unwrap(), text);

    // Same seed, same tournament.
    let again = dir.path().join("again.trf");
    torneo(&[
        "generate",
        "--round-robin",
        "--players",
        "6",
        "--seed",
        "7",
        "-o",
        &again.to_string_lossy(),
    ]);
    assert_eq!(std::fs::read_to_string(again).unwrap(), text);
}

/// Four rated players after round 1 played as 1-2 (1-0) and 3-4 (½-½), with `rounds`
/// rounds announced (XXR): `round1.trf` in `dir`.
fn round_one_played(dir: &Path, rounds: u32) -> std::path::PathBuf {
    let path = dir.join("round1.trf");
    let mut text = String::from("012 Club\n");
    let rows = [
        (1, 2, 'w', '1', "1.0"),
        (2, 1, 'b', '0', "0.0"),
        (3, 4, 'w', '=', "0.5"),
        (4, 3, 'b', '=', "0.5"),
    ];
    for (n, opponent, colour, result, points) in rows {
        text.push_str(&format!(
            "001 {n:>4}      Player {n:<26} {:>4}                            {points:>4}       {opponent:>4} {colour} {result}\n",
            2000 - n
        ));
    }
    text.push_str(&format!("XXR {rounds}\n"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn check_reports_a_recorded_round_that_differs() {
    let dir = tempfile::tempdir().unwrap();
    // Round 1 recorded as 1-2, 3-4 instead of the Berger 1-4, 2-3.
    let path = round_one_played(dir.path(), 3);
    let (code, out, err) = torneo(&["check", "--round-robin", &path.to_string_lossy()]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("round 1: differs; recorded only: 1-2, 3-4; engine only: 1-4, 2-3"),
        "{out}"
    );
}

#[test]
fn an_unknown_command_is_refused_with_the_list_of_commands() {
    for args in [
        &["prnt", "x"][..],
        &["pari", "--dutch", "x.trf"],
        &["printt"],
    ] {
        let (code, out, err) = torneo(args);
        assert_eq!(code, 3, "{args:?}: {out}{err}");
        assert!(
            err.contains(&format!("unknown command `{}`", args[0])),
            "{err}"
        );
        assert!(
            err.contains("pair, check, generate, standings, convert, print"),
            "{err}"
        );
    }
    // Documents and options are no commands: they go to the window.
    let dir = tempfile::tempdir().unwrap();
    let existing = dir.path().join("club.trf");
    std::fs::write(&existing, "012 Club\n").unwrap();
    let unknown = |first: &str| {
        let args: Vec<std::ffi::OsString> = vec!["torneo".into(), first.into()];
        torneo::cli::unknown_command(&args)
    };
    assert_eq!(unknown("prnt"), Some("prnt".to_string()));
    assert_eq!(unknown("print"), None);
    assert_eq!(unknown(&existing.to_string_lossy()), None);
    assert_eq!(unknown("not-yet-saved.ron"), None);
    assert_eq!(unknown("--some-option"), None);
    assert_eq!(unknown("pair"), None);
    assert_eq!(unknown("club.trf"), None);
    assert_eq!(unknown("My Open.RON"), None);
    // An option before the subcommand (`torneo --lang it pair …`) is for the command line.
    let args = |list: &[&str]| -> Vec<std::ffi::OsString> { list.iter().map(Into::into).collect() };
    assert!(torneo::cli::is_command_line(&args(&[
        "torneo", "--lang", "it", "pair"
    ])));
    assert!(torneo::cli::is_command_line(&args(&["torneo", "prnt"])));
    assert!(!torneo::cli::is_command_line(&args(&[
        "torneo", "club.trf"
    ])));
    assert!(!torneo::cli::is_command_line(&args(&["torneo"])));
}

#[test]
fn pairing_after_the_announced_rounds_needs_force() {
    let dir = tempfile::tempdir().unwrap();
    // One round of one announced (XXR 1): round 2 is extra.
    let path = round_one_played(dir.path(), 1);
    let input = path.to_string_lossy();
    let (code, out, err) = torneo(&["pair", "--dutch", &input, "-p"]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(
        err.contains("round 2 is beyond the 1 rounds announced"),
        "{err}"
    );
    assert!(err.contains("--force"), "{err}");
    assert_eq!(out, "");
    let (code, out, err) = torneo(&["pair", "--dutch", &input, "-p", "--force"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("2\n"), "{out}");
    // Within the announced rounds nothing changes.
    let (code, _, err) = torneo(&["pair", "--round-robin", &four_players(dir.path(), ""), "-p"]);
    assert_eq!(code, 0, "{err}");
}

/// `../shared/oracle/dutch/<prefix>*/round<r>.trf`, or `None` (skip) when the corpus is
/// missing outside CI.
fn oracle_request(prefix: &str, round: u32) -> Option<std::path::PathBuf> {
    let dir = dutch_support::oracle_dir()?.join("dutch");
    let mut found: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_dir()
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        })
        .collect();
    found.sort();
    let request = found.first()?.join(format!("round{round}.trf"));
    assert!(request.exists(), "{}", request.display());
    Some(request)
}

/// The explanation printed after the answer: each header line (a board "w name - b
/// name", or one player) with the indented reasons under it.
fn explained_boards(explanation: &str) -> Vec<(String, Vec<String>)> {
    let mut boards: Vec<(String, Vec<String>)> = Vec::new();
    for line in explanation.lines() {
        if let Some(reason) = line.strip_prefix("    ") {
            if let Some((_, reasons)) = boards.last_mut() {
                reasons.push(reason.to_string());
            }
        } else if !line.trim().is_empty() {
            boards.push((line.to_string(), Vec::new()));
        }
    }
    boards
}

#[test]
fn pair_dutch_explain_gives_reasons_for_every_board_of_the_reference() {
    for prefix in ["d001_", "d002_"] {
        let Some(request) = oracle_request(prefix, 3) else {
            return;
        };
        let expected = std::fs::read_to_string(request.with_extension("expected")).unwrap();
        let input = request.to_string_lossy();
        let (code, out, err) = torneo(&["pair", "--dutch", &input, "-p", "--explain"]);
        assert_eq!(code, 0, "{err}");
        // The reference answer first, unchanged, then the explanation of round 3.
        assert!(out.starts_with(&expected), "{out}");
        let explanation = &out[expected.len()..];
        assert!(explanation.contains("Round 3\n"), "{explanation}");
        assert!(explanation.contains("FIDE Dutch system"), "{explanation}");
        let boards = explained_boards(explanation);
        let starts = |header: &str, n: &str| header.starts_with(&format!("{n} "));
        for line in expected.lines().skip(1) {
            let numbers: Vec<&str> = line.split_whitespace().collect();
            let [white, black] = numbers[..] else {
                panic!("bad answer line {line}");
            };
            let found = if black == "0" {
                // The pairing-allocated bye: a line for the player, the bye's reasons.
                boards
                    .iter()
                    .find(|(h, _)| starts(h, white) && !h.contains(" - "))
                    .filter(|(_, r)| r.iter().any(|r| r.contains("pairing-allocated bye")))
            } else {
                boards.iter().find(|(h, _)| {
                    starts(h, white) && h.split_once(" - ").is_some_and(|(_, b)| starts(b, black))
                })
            };
            let Some((header, reasons)) = found else {
                panic!("{prefix}: no explanation for {line}:\n{explanation}");
            };
            // A board names its bracket and its colour rule (C.04.3 art. 5).
            assert!(!reasons.is_empty(), "{header}");
            if black != "0" {
                assert!(
                    reasons.iter().any(|r| r.contains("bracket")),
                    "{header}: {reasons:?}"
                );
                assert!(
                    reasons.iter().any(|r| r.contains("C.04.3 5.2.")),
                    "{header}: {reasons:?}"
                );
            }
        }
    }
}

//! `--edition` with `--dutch` and the edition `check --dutch` chooses (issue 40): the
//! edition in force on the file's start date unless the flag or a `192` code with a year
//! says otherwise, said on standard error; `pair --edition 2017` pairs by the 2017 text.

use crate::cli_support::torneo;
use std::path::Path;

/// A finished tournament of the 2017 corpus (made by bbpPairings v5, `192 FIDE_DUTCH_2017`).
fn corpus_tournament() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/oracle-dutch-2017/d17_024_n0007_r05_genrand_310.trf");
    std::fs::read_to_string(path).unwrap()
}

/// The tournament without its `192` record, with a start date (`042`).
fn with_start_date(date: &str) -> String {
    let text = corpus_tournament();
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("192"))
        .map(str::to_owned)
        .collect();
    lines.insert(1, format!("042 {date}"));
    lines.join("\n") + "\n"
}

#[test]
fn check_takes_the_2017_edition_for_a_file_started_before_february_2026() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.trf");
    std::fs::write(&file, with_start_date("2025/10/04")).unwrap();
    let file = file.to_string_lossy();
    let (_, _, err) = torneo(&["check", "--dutch", &file]);
    assert!(err.contains("2017 edition"), "{err}");
    assert!(err.contains("04/10/2025"), "{err}");
    assert!(!err.contains("checked with the 2026 edition"), "{err}");
    let (_, _, err) = torneo(&["check", "--dutch", "--lang", "it", &file]);
    assert!(err.contains("edizione 2017"), "{err}");
    assert!(err.contains("data d'inizio"), "{err}");

    std::fs::write(dir.path().join("new.trf"), with_start_date("2026/03/01")).unwrap();
    let new = dir.path().join("new.trf");
    let (_, _, err) = torneo(&["check", "--dutch", &new.to_string_lossy()]);
    assert!(err.contains("Dutch system, 2026 edition"), "{err}");
    assert!(err.contains("01/03/2026"), "{err}");
}

/// A whole event paired round after round by a 2017 engine (bbpPairings v5, which gives
/// the answers of JaVaFo, the engine of Vega and Swiss-Manager), without the `192` record
/// those programs do not write, started on 4 October 2025: `check` takes the 2017
/// edition from the start date and finds every round as recorded. In round 7 the 2026
/// text pairs otherwise (its C5 gives the PAB to player 10, on 1 point; the 2017 text
/// leaves 9, on 2, over: docs/rules/dutch-editions.md), so the same file checked by the
/// 2026 edition differs there, and the edition the date picks is what makes the check
/// clean.
#[test]
fn a_file_paired_by_the_2017_rules_before_february_2026_checks_clean() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/oracle-dutch-2017/d17_015_n0010_r07_heavy.trf");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("192")).collect();
    lines.insert(1, "042 2025/10/04");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    std::fs::write(&file, lines.join("\n") + "\n").unwrap();
    let file = file.to_string_lossy();

    let (code, out, err) = torneo(&["check", "--dutch", &file]);
    assert!(
        err.contains("2017 edition (in force on the start date"),
        "{err}"
    );
    assert_eq!(code, 0, "{out}{err}");
    let rounds: Vec<&str> = out.lines().collect();
    assert_eq!(rounds.len(), 7, "{out}");
    for (i, line) in rounds.iter().enumerate() {
        assert_eq!(*line, format!("round {}: same pairing", i + 1));
    }

    let (code, out, _) = torneo(&["check", "--dutch", "--edition", "2026", &file]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("round 6: same pairing"), "{out}");
    assert!(out.contains("round 7: differs"), "{out}");
    assert!(out.contains("10-bye"), "{out}");
}

#[test]
fn the_flag_and_the_192_code_win_over_the_start_date() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.trf");
    std::fs::write(&file, with_start_date("2025/10/04")).unwrap();
    let file = file.to_string_lossy();
    let (_, _, err) = torneo(&["check", "--dutch", "--edition", "2026", &file]);
    assert!(
        err.contains("Dutch system, 2026 edition (chosen with --edition)"),
        "{err}"
    );

    let coded = dir.path().join("coded.trf");
    std::fs::write(&coded, corpus_tournament()).unwrap();
    let (_, _, err) = torneo(&["check", "--dutch", &coded.to_string_lossy()]);
    assert!(
        err.contains("2017 edition (named by the file's 192 record)"),
        "{err}"
    );
}

/// The numbers of a `-p` answer (bbpPairings' format: the number of boards, then one
/// board a line, `0` for the PAB).
fn numbers(text: &str) -> Vec<u32> {
    text.split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

#[test]
fn pairing_with_the_2017_edition_gives_bbppairings_v5s_answer() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/oracle-dutch-2017/d17_024_n0007_r05_genrand_310");
    let request = dir.join("round3.trf");
    let expected = std::fs::read_to_string(dir.join("round3.expected")).unwrap();
    let request = request.to_string_lossy();
    // The file names the 2017 edition (`192 FIDE_DUTCH_2017`), and so does the flag.
    for args in [
        vec!["pair", "--dutch", &*request, "-p"],
        vec!["pair", "--dutch", "--edition", "2017", &*request, "-p"],
    ] {
        let (code, out, err) = torneo(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(numbers(&out), numbers(&expected), "{args:?}");
    }
    // The 2026 edition still pairs the same request when asked for.
    let (code, out, err) = torneo(&["pair", "--dutch", "--edition", "2026", &request, "-p"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().count() > 1, "{out}");
}

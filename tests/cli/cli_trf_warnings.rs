//! `torneo convert` and `torneo pair` say on standard error what the TRF reader assumed,
//! in the language asked for, and still do their work.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;

use cli_support::torneo;
use std::path::PathBuf;

fn swiss_manager() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf_real/swiss_manager.trf")
        .to_string_lossy()
        .into_owned()
}

#[test]
fn convert_prints_the_warnings_in_italian_and_writes_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.trf");
    let input = swiss_manager();
    let (code, out, err) = torneo(&[
        "convert",
        &input,
        output.to_str().unwrap(),
        "--trf26",
        "--lang",
        "it",
    ]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 4, "{err}");
    assert!(
        lines[0].ends_with(
            "file (tipo di torneo): manca il record 192: letto come torneo a sistema \
             svizzero perché non tutte le coppie dei 7 giocatori si sono incontrate nei 3 \
             turni abbinati"
        ),
        "{err}"
    );
    assert!(
        lines[1].ends_with(
            "file (spareggi): nessun record 202: gli spareggi sono quelli consueti per \
             questo sistema, BH/C1, BH, SB, DE, WIN (si cambiano in Torneo → Impostazioni)"
        ),
        "{err}"
    );
    assert!(
        lines[3].ends_with(
            "riga 9, colonna 109 (risultato del turno 2): risultato '=' senza avversario: \
             letto come bye da mezzo punto"
        ),
        "{err}"
    );
    let written = std::fs::read_to_string(&output).unwrap();
    assert!(written.contains("\n192 FIDE_DUTCH\n"), "{written}");
}

#[test]
fn pair_prints_the_warnings_in_english_and_pairs() {
    let dir = tempfile::tempdir().unwrap();
    // The Swiss-Manager file with its three rounds, and 5 rounds announced.
    let input = dir.path().join("next.trf");
    let text = std::fs::read_to_string(swiss_manager()).unwrap();
    std::fs::write(&input, format!("{text}XXR 5\n")).unwrap();
    let (code, out, err) = torneo(&[
        "pair",
        "--dutch",
        input.to_str().unwrap(),
        "-p",
        "--lang",
        "en",
    ]);
    assert_eq!(code, 0, "{err}");
    // 7 players: three boards and the pairing-allocated bye.
    assert_eq!(out.lines().next(), Some("4"), "{out}");
    assert!(
        err.contains("line 9, column 99 (round 1 result): result '-' without an opponent"),
        "{err}"
    );
}

/// Issue 35: a file Torneo wrote reads back without a warning, whatever the system: each
/// system's `generate` output (TRF-16, as the engines' requests are written) converted
/// again says nothing on standard error; so does the same event written as TRF-26.
#[test]
fn files_torneo_wrote_read_back_without_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    for system in [
        "--dutch",
        "--burstein",
        "--dubov",
        "--lim",
        "--amalfi",
        "--italo-svizzero",
        "--round-robin",
    ] {
        let generated = dir.path().join("generated.trf");
        let (code, _, err) = torneo(&[
            "generate",
            system,
            "--players",
            "11",
            "--rounds",
            "5",
            "-o",
            generated.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{system}: {err}");
        for (output, trf26) in [("again.ron", false), ("again.trf", true)] {
            let output = dir.path().join(output);
            let mut args = vec!["convert", generated.to_str().unwrap()];
            args.push(output.to_str().unwrap());
            if trf26 {
                args.push("--trf26");
            }
            let (code, _, err) = torneo(&args);
            assert_eq!((code, err.as_str()), (0, ""), "{system} {trf26}");
        }
        let (trf26, back) = (dir.path().join("again.trf"), dir.path().join("back.ron"));
        let (code, _, err) = torneo(&["convert", trf26.to_str().unwrap(), back.to_str().unwrap()]);
        assert_eq!((code, err.as_str()), (0, ""), "{system} read as TRF-26");
    }
}

//! `torneo convert` and `torneo pair` say on standard error what the TRF reader assumed,
//! in the language asked for, and still do their work.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli_support;

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

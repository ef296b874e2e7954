//! `torneo print` end to end: a tournament file in, a PDF or HTML file out, read back with
//! `pdftotext` (skipped with a message when poppler-utils is not installed).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;
use crate::pdf_support;
use crate::print_support;

use cli_support::torneo;
use pdf_support::{assert_in_order, page_size, pdftotext_available, text_of};
use std::path::{Path, PathBuf};

/// Four players; round 1 played (Rossi 1-0 Papadopoulos, Müller ½-½ Ivanov), round 2
/// paired without results (Müller - Rossi, Ivanov - Papadopoulos).
fn tournament(dir: &Path) -> PathBuf {
    let t = print_support::printed_event();
    let path = dir.join("open.ron");
    torneo::formats::ron::save_without_backup(&path, &t).unwrap();
    path
}

fn run(args: &[&str]) -> (i32, String) {
    let (code, out, err) = torneo(args);
    (code, format!("{out}{err}"))
}

#[test]
fn pairings_default_to_the_last_paired_round() {
    let dir = tempfile::tempdir().unwrap();
    let input = tournament(dir.path());
    let output = dir.path().join("pairings.pdf");
    let (code, said) = run(&[
        "print",
        "pairings",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{said}");
    assert!(std::fs::read(&output).unwrap().starts_with(b"%PDF-"));
    if !pdftotext_available() {
        return;
    }
    assert!(
        page_size(&output).starts_with("595.276 x 841.89"),
        "A4 portrait"
    );
    let text = text_of(&output, None);
    assert_in_order(
        &text,
        &[
            "Open di Città di Castello",
            "Pairings, round 2",
            "Müller, Zoë",
            "Rossi, Niccolò",
            "Иванов, Пётр",
            "Παπαδόπουλος, Γιώργος",
            "page 1 of 1",
        ],
    );
}

#[test]
fn a_round_and_a_language_can_be_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let input = tournament(dir.path());
    let output = dir.path().join("turno1.pdf");
    let (code, said) = run(&[
        "--lang",
        "it",
        "print",
        "pairings",
        input.to_str().unwrap(),
        "--round",
        "1",
        "--paper",
        "letter",
        "-o",
        output.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{said}");
    if !pdftotext_available() {
        return;
    }
    let text = text_of(&output, None);
    assert_in_order(
        &text,
        &[
            "Abbinamenti del turno 1",
            "Rossi, Niccolò",
            "1-0",
            "Παπαδόπουλος, Γιώργος",
            "Müller, Zoë",
            "½-½",
            "Иванов, Пётр",
            "pagina 1 di 1",
        ],
    );
    assert!(
        page_size(&output).starts_with("612 x 792"),
        "Letter portrait"
    );
}

#[test]
fn standings_go_to_html_after_the_last_round_with_results() {
    let dir = tempfile::tempdir().unwrap();
    let input = tournament(dir.path());
    let output = dir.path().join("classifica.html");
    let (code, said) = run(&[
        "print",
        "standings",
        input.to_str().unwrap(),
        "--lang",
        "it",
        "-o",
        output.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{said}");
    let html = std::fs::read_to_string(&output).unwrap();
    // After round 1: Rossi 1, Müller and Ivanov ½, Papadopoulos 0.
    assert_in_order(
        &html,
        &[
            "Classifica dopo il turno 1",
            "Rossi, Niccolò",
            "Παπαδόπουλος, Γιώργος",
        ],
    );
    assert!(html.contains("Иванов, Пётр") && html.contains("Müller, Zoë"));
}

#[test]
fn every_document_prints_from_a_trf_file_too() {
    let dir = tempfile::tempdir().unwrap();
    let ron = tournament(dir.path());
    let trf = dir.path().join("open.trf");
    let (code, said) = run(&["convert", ron.to_str().unwrap(), trf.to_str().unwrap()]);
    assert_eq!(code, 0, "{said}");
    for document in [
        "pairings",
        "pairings-by-name",
        "result-slips",
        "standings",
        "crosstable",
        "players",
        "check-in",
        "report",
    ] {
        let output = dir.path().join(format!("{document}.pdf"));
        let (code, said) = run(&[
            "print",
            document,
            trf.to_str().unwrap(),
            "--order",
            "name",
            "-o",
            output.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{document}: {said}");
        assert!(std::fs::read(&output).unwrap().starts_with(b"%PDF-"));
    }
}

#[test]
fn wrong_requests_are_refused_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let input = tournament(dir.path());
    let input = input.to_str().unwrap();
    let pdf = dir.path().join("out.pdf");
    let pdf = pdf.to_str().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (&["print", "schedule", input, "-o", pdf], "round robin"),
        (
            &["print", "pairings", input, "--round", "5", "-o", pdf],
            "round 5",
        ),
        (
            &["print", "wallchart", input, "-o", pdf],
            "`wallchart` is not a valid value",
        ),
        (
            &["print", "pairings", input, "-o", "out.txt"],
            "must end in .pdf or .html",
        ),
    ];
    for (args, expected) in cases {
        let (code, said) = run(args);
        assert_eq!(code, 3, "{args:?}: {said}");
        assert!(said.contains(expected), "{args:?}: {said}");
    }
    assert!(!Path::new(pdf).exists());
}

/// Issue 33: one word per document. The command line takes the window's name of a
/// document, in Italian or English, as one word, besides its own name.
#[test]
fn the_window_names_of_a_document_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let input = tournament(dir.path());
    for (word, heading) in [
        ("classifica", "Classifica dopo il turno 1"),
        ("abbinamenti-per-scacchiera", "Abbinamenti del turno 2"),
    ] {
        let output = dir.path().join(format!("{word}.html"));
        let (code, said) = run(&[
            "print",
            word,
            input.to_str().unwrap(),
            "--lang",
            "it",
            "-o",
            output.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{word}: {said}");
        let html = std::fs::read_to_string(&output).unwrap();
        assert!(html.contains(heading), "{word}");
    }
    let (code, said) = run(&[
        "print",
        "classement",
        input.to_str().unwrap(),
        "-o",
        "x.pdf",
    ]);
    assert_eq!(code, 3, "{said}");
}

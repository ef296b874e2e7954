//! Issue 37 on the command line: `torneo standings --category NAME` and `torneo prizes
//! FILE.ron [--csv]`, on the event of `prizes_support` (worked by hand there).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support::torneo;
use crate::prizes_support::event;

fn saved(dir: &std::path::Path) -> String {
    let path = dir.join("primavera.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    path.to_string_lossy().into_owned()
}

/// The data lines of a text table (after its header line).
fn rows(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .skip(1)
        .map(|l| {
            l.split("  ")
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect()
}

#[test]
fn standings_of_one_category_placed_inside_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path());
    // The band 1600-1799: Conti (2nd overall) 1st, Bianchi (3rd-4th overall) 2nd.
    let (code, out, err) = torneo(&["standings", &file, "--category", "fascia 1600-1799"]);
    assert_eq!(code, 0, "{err}");
    let lines = rows(&out);
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0][..3], ["1", "3", "Conti, Carla"], "{out}");
    assert_eq!(lines[1][..3], ["2", "2", "Bianchi, Bruno"], "{out}");

    // A name the file does not define: exit 3, the categories it has.
    let (code, _, err) = torneo(&["standings", &file, "--category", "Under 12"]);
    assert_eq!(code, 3);
    assert!(err.contains("no category “Under 12”"), "{err}");
    assert!(
        err.contains("Under 16, Over 50, Under 8, Fascia 1600-1799"),
        "{err}"
    );
    let (_, _, err) = torneo(&["--lang", "it", "standings", &file, "--category", "X"]);
    assert!(err.contains("Il file non ha la categoria “X”"), "{err}");
}

#[test]
fn the_prize_list_as_text_and_as_csv() {
    let dir = tempfile::tempdir().unwrap();
    let file = saved(dir.path());
    let (code, out, err) = torneo(&["prizes", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Prize list"), "{out}");
    let first = out
        .lines()
        .find(|l| l.contains("Overall, place 1"))
        .unwrap();
    assert!(
        first.contains("Rossi, Anna") && first.ends_with("100 €"),
        "{first}"
    );
    assert!(out.contains("Nobody is in the category “Under 8”"), "{out}");

    let (code, csv, err) = torneo(&["--lang", "it", "prizes", &file, "--csv"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        csv.lines().next(),
        Some("Premio,Posto,Nome,ID FIDE,Punti,Importo,Oggetto"),
        "{csv}"
    );
    assert!(
        csv.contains("\"Assoluto, 1° posto\",1,\"Rossi, Anna\",1000,2.0,100,"),
        "{csv}"
    );
}

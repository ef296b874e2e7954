//! `torneo rating-list import` and `torneo rating-list search` end to end, on a small
//! FIDE list written by hand in the combined layout, into a temporary database.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;
use crate::rating_list_support;

use cli_support::torneo;
use rating_list_support::{CARLSEN, combined_header, combined_line, crlf};

fn list() -> String {
    crlf(&[
        combined_header(),
        combined_line(CARLSEN),
        combined_line([
            "2400017",
            "Caruana, Fabiano",
            "USA",
            "M",
            "GM",
            "",
            "",
            "",
            "2795",
            "9",
            "10",
            "2721",
            "0",
            "20",
            "2744",
            "0",
            "20",
            "1992",
            "",
        ]),
        combined_line([
            "2401234",
            "Càrli, Giorgia",
            "ITA",
            "F",
            "",
            "WFM",
            "",
            "",
            "",
            "",
            "",
            "1650",
            "7",
            "40",
            "",
            "",
            "",
            "2004",
            "",
        ]),
        combined_line([
            "12x",
            "Broken, Line",
            "ITA",
            "M",
            "",
            "",
            "",
            "",
            "1500",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
        ]),
    ])
}

#[test]
fn import_then_search_by_prefix_and_by_id() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("standard_nov25frl.txt");
    std::fs::write(&file, list()).unwrap();
    let database = dir.path().join("lists").join("fide.sqlite");
    let db = database.to_str().unwrap();

    let (code, out, err) = torneo(&[
        "rating-list",
        "import",
        file.to_str().unwrap(),
        "--database",
        db,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "3 players imported from standard_nov25frl.txt, list of 2025-11 (from the file name); \
         1 line skipped\n"
    );
    assert_eq!(err, "line 5: \"12x\" is not a valid id\n");

    // "car" finds both Carlsen and Caruana and the accented Càrli, in name order.
    let (code, out, _) = torneo(&["rating-list", "search", "car", "--database", db]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "2401234\tCàrli, Giorgia\tITA\tWFM\t\n\
         1503014\tCarlsen, Magnus\tNOR\tGM\t2831\n\
         2400017\tCaruana, Fabiano\tUSA\tGM\t2795\n"
    );
    let (_, out, _) = torneo(&["rating-list", "search", "CARU", "--database", db]);
    assert_eq!(out, "2400017\tCaruana, Fabiano\tUSA\tGM\t2795\n");
    let (_, out, _) = torneo(&["rating-list", "search", "1503014", "--database", db]);
    assert_eq!(out, "1503014\tCarlsen, Magnus\tNOR\tGM\t2831\n");
    let (code, out, _) = torneo(&["rating-list", "search", "nobody", "--database", db]);
    assert_eq!((code, out.as_str()), (0, ""));
}

#[test]
fn errors_are_said_with_their_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("fide.sqlite");
    let db = database.to_str().unwrap();
    let (code, _, err) = torneo(&["rating-list", "search", "carlsen", "--database", db]);
    assert_eq!(code, 3);
    assert!(
        err.contains("no rating list has been imported yet"),
        "{err}"
    );

    let not_a_list = dir.path().join("notes.txt");
    std::fs::write(&not_a_list, "hello\r\n").unwrap();
    let (code, _, err) = torneo(&[
        "rating-list",
        "import",
        not_a_list.to_str().unwrap(),
        "--database",
        db,
    ]);
    assert_eq!(code, 3);
    assert!(
        err.contains("not the header of a FIDE rating list"),
        "{err}"
    );

    let missing = dir.path().join("missing.txt");
    let (code, _, err) = torneo(&[
        "rating-list",
        "import",
        missing.to_str().unwrap(),
        "--database",
        db,
    ]);
    assert_eq!(code, 5);
    assert!(err.contains("missing.txt"), "{err}");
}

#[test]
fn italian_words_with_lang_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("players_list_foa.txt");
    std::fs::write(&file, list()).unwrap();
    let database = dir.path().join("fide.sqlite");
    let (code, out, err) = torneo(&[
        "--lang",
        "it",
        "rating-list",
        "import",
        file.to_str().unwrap(),
        "--database",
        database.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("3 giocatori importati da players_list_foa.txt"),
        "{out}"
    );
    assert_eq!(
        err,
        "riga 5: «12x» non è un valore valido per il campo «codice»\n"
    );
}

//! Entry lists (issue 33) on files as programs and people write them
//! (`tests/data/entry_lists/`): an Italian Excel CSV (UTF-8 with BOM, semicolons, CRLF),
//! an older Excel CSV in Windows-1252, cells pasted from Excel (tabs, no header), a
//! chess-results.com starting list pasted from the browser, an XLSX and an ODS. The
//! expected values are written by hand from the files.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::rating_list_support;

use chrono::NaiveDate;
use rating_list_support::{combined_header, combined_line, crlf};
use std::path::{Path, PathBuf};
use torneo::domain::{Player, PlayerId, Sex, Title, Tournament, TournamentSettings};
use torneo::session::Session;
use torneo::session::entry_list::{
    self, Birth, Draft, Duplicate, DuplicateOf, EntryColumns, EntryField, EntryListError,
    FilledField, Grid, GridSource, ListNote, MatchedBy, PreviewCounts, ReadOptions, ReadWarning,
    Recognition, RowError, RowPosition, RowProblem, SameBy, Separator,
};
use torneo::session::rating_list::{ListKind, RatingLists};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/entry_lists")
        .join(name)
}

fn read(name: &str) -> Grid {
    entry_list::read_file(&fixture(name), &ReadOptions::default()).unwrap()
}

fn date(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

fn drafts(grid: &Grid, columns: &EntryColumns) -> Vec<Result<Draft, RowError>> {
    entry_list::convert(grid, columns)
}

fn ok(row: &Result<Draft, RowError>) -> &Player {
    &row.as_ref().unwrap().player
}

fn problems(row: &Result<Draft, RowError>) -> (RowPosition, Vec<RowProblem>) {
    let error = row.as_ref().unwrap_err();
    (error.position, error.problems.clone())
}

fn positions(rows: &[Result<Draft, RowError>]) -> Vec<RowPosition> {
    rows.iter()
        .map(|r| match r {
            Ok(d) => d.position,
            Err(e) => e.position,
        })
        .collect()
}

fn lines(numbers: &[u64]) -> Vec<RowPosition> {
    numbers.iter().map(|&n| RowPosition::Line(n)).collect()
}

#[test]
fn italian_excel_csv_with_surname_and_first_name() {
    let grid = read("excel_it_utf8.csv");
    assert_eq!(
        grid.source,
        GridSource::Text {
            separator: Separator::Semicolon
        }
    );
    assert!(grid.warnings.is_empty());
    let recognised = entry_list::recognise(&grid);
    assert_eq!(
        recognised.recognition,
        Recognition::Header {
            ignored: Vec::new()
        }
    );
    let c = &recognised.columns;
    assert!(c.header);
    assert_eq!(
        (c.name, c.first_name, c.rating),
        (Some(0), Some(1), Some(2))
    );
    assert_eq!(
        (c.fide_id, c.federation, c.club),
        (Some(3), Some(4), Some(5))
    );
    assert_eq!((c.birth, c.sex, c.title), (Some(6), None, None));

    let rows = drafts(&grid, c);
    // Line 5 (";;;;;;") is blank: skipped without a word.
    assert_eq!(positions(&rows), lines(&[2, 3, 4, 6, 7, 8, 9]));
    let rossi = ok(&rows[0]);
    assert_eq!(rossi.name, "Rossi, Mario");
    assert_eq!((rossi.rating, rossi.fide_id), (Some(1850), Some(2_401_234)));
    assert_eq!(
        (rossi.federation.as_str(), rossi.club.as_str()),
        ("ITA", "Scacchi; Roma")
    );
    assert_eq!(rossi.birth_date, date(1990, 3, 2));
    let bianchi = ok(&rows[1]);
    assert_eq!(bianchi.name, "Bianchi, Anna Maria");
    assert_eq!((bianchi.rating, bianchi.fide_id), (Some(1720), None));
    assert_eq!(bianchi.club, "Circolo Scacchistico Milanese");
    assert_eq!(bianchi.birth_date, date(1985, 11, 23));
    let d_amico = ok(&rows[2]);
    assert_eq!(d_amico.name, "D'Amico, Niccolò");
    assert_eq!(
        (d_amico.rating, d_amico.birth_date),
        (None, date(2012, 7, 15))
    );
    assert_eq!(
        problems(&rows[3]),
        (
            RowPosition::Line(6),
            vec![RowProblem::BadRating {
                field: EntryField::Rating,
                text: "18x".into()
            }]
        )
    );
    assert_eq!(
        problems(&rows[4]),
        (
            RowPosition::Line(7),
            vec![
                RowProblem::BadDate {
                    text: "31/02/2001".into()
                },
                RowProblem::BadFederation {
                    text: "Italia".into()
                },
            ]
        )
    );
    assert_eq!(
        rows[3].as_ref().unwrap_err().to_string(),
        "line 6: \"18x\" is not a rating (a number up to 3500)"
    );
    // A bare year: 31 December of it, said by the draft.
    let colombo = rows[6].as_ref().unwrap();
    assert_eq!(colombo.birth, Some(Birth::Year(2008)));
    assert_eq!(colombo.player.birth_date, date(2008, 12, 31));
}

#[test]
fn duplicates_in_the_list_and_against_the_registered_players() {
    let grid = read("excel_it_utf8.csv");
    let columns = entry_list::recognise(&grid).columns;
    let mut t = Tournament::new(TournamentSettings::default());
    t.add_player(Player {
        name: "Carlsen, Magnus".into(),
        ..Player::default()
    });
    t.add_player(Player {
        name: "D'Amico, Niccolo".into(),
        birth_date: date(2012, 7, 15),
        ..Player::default()
    });
    let preview = entry_list::preview(&grid, &columns, &t, None);
    let duplicates: Vec<&Duplicate> = preview
        .rows
        .iter()
        .filter_map(|r| r.duplicate.as_ref())
        .collect();
    assert_eq!(
        duplicates,
        [
            &Duplicate {
                row: RowPosition::Line(4),
                of: DuplicateOf::Registered {
                    player: PlayerId(2),
                    number: 2,
                    name: "D'Amico, Niccolo".into()
                },
                by: SameBy::NameAndBirth,
            },
            &Duplicate {
                row: RowPosition::Line(8),
                of: DuplicateOf::Row(RowPosition::Line(2)),
                by: SameBy::NameAndBirth,
            },
        ]
    );
    use torneo::session::Localize;
    assert_eq!(
        duplicates[1].localize(torneo::session::Language::English),
        "line 8 is the same player as line 2 (same name and birth date)"
    );
    assert_eq!(
        duplicates[0].localize(torneo::session::Language::English),
        "line 4 is the same player as registered player n. 2 D'Amico, Niccolo (same name and birth date)"
    );
    assert_eq!(
        preview.counts(),
        PreviewCounts {
            included: 3,
            errors: 2,
            duplicates: 2,
            left_out: 2
        }
    );
    let names: Vec<&str> = preview.players().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Rossi, Mario", "Bianchi, Anna Maria", "Colombo, Paolo"]
    );
}

#[test]
fn accepting_is_one_undo_step_and_refusing_adds_nothing() {
    let grid = read("excel_it_utf8.csv");
    let columns = entry_list::recognise(&grid).columns;
    let mut t = Tournament::new(TournamentSettings::default());
    t.add_player(Player {
        name: "Carlsen, Magnus".into(),
        ..Player::default()
    });
    let mut session = Session::new(t);
    let preview = entry_list::preview(&grid, &columns, session.tournament(), None);
    // The preview changes nothing: not accepting adds no one.
    assert_eq!(session.tournament().players.len(), 1);
    assert!(!session.can_undo());
    session.apply(preview.command().unwrap()).unwrap();
    let names = |s: &Session| -> Vec<String> {
        s.tournament()
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect()
    };
    assert_eq!(
        names(&session),
        [
            "Carlsen, Magnus",
            "Rossi, Mario",
            "Bianchi, Anna Maria",
            "D'Amico, Niccolò",
            "Colombo, Paolo"
        ]
    );
    let ids: Vec<u32> = session
        .tournament()
        .players
        .iter()
        .map(|p| p.id.0)
        .collect();
    assert_eq!(ids, [1, 2, 3, 4, 5]);
    assert!(session.undo());
    assert_eq!(names(&session), ["Carlsen, Magnus"]);
    assert!(!session.can_undo(), "the whole list was one step");
    assert!(session.redo());
    assert_eq!(session.tournament().players.len(), 5);
}

#[test]
fn windows_1252_csv_is_decoded_and_said() {
    let grid = read("excel_it_windows1252.csv");
    assert_eq!(grid.warnings, [ReadWarning::DecodedAsWindows1252]);
    let recognised = entry_list::recognise(&grid);
    let c = &recognised.columns;
    assert_eq!((c.name, c.rating, c.club), (Some(0), Some(1), Some(2)));
    assert_eq!((c.birth, c.sex, c.first_name), (Some(3), Some(4), None));
    let rows = drafts(&grid, c);
    let pela = ok(&rows[0]);
    assert_eq!(pela.name, "Pelà, Niccolò");
    assert_eq!(pela.club, "Società Scacchistica Torinese");
    assert_eq!(
        (pela.birth_date, pela.sex),
        (date(1979, 12, 31), Some(Sex::Male))
    );
    assert_eq!(ok(&rows[1]).name, "Müller, Jürgen");
    assert_eq!(ok(&rows[1]).club, "Schachklub Bozen – Südtirol");
    let dell_orto = ok(&rows[2]);
    assert_eq!(dell_orto.name, "Dell'Orto, Françoise");
    assert_eq!(dell_orto.club, "Circolo “Il Cavallo”");
    assert_eq!(
        (dell_orto.rating, dell_orto.sex),
        (Some(1580), Some(Sex::Female))
    );
    assert_eq!(
        problems(&rows[3]),
        (
            RowPosition::Line(5),
            vec![RowProblem::UnknownSex { text: "X".into() }]
        )
    );
}

#[test]
fn cells_pasted_from_excel_without_a_header() {
    let text = std::fs::read_to_string(fixture("pasted_from_excel.tsv")).unwrap();
    let grid = entry_list::read_pasted(&text, None).unwrap();
    assert_eq!(
        grid.source,
        GridSource::Text {
            separator: Separator::Tab
        }
    );
    let recognised = entry_list::recognise(&grid);
    assert_eq!(recognised.recognition, Recognition::Assumed);
    let c = &recognised.columns;
    assert!(!c.header);
    assert_eq!((c.name, c.rating, c.fide_id), (Some(0), Some(1), Some(2)));
    assert_eq!((c.federation, c.club, c.birth), (Some(3), Some(4), Some(5)));
    let rows = drafts(&grid, c);
    assert_eq!(positions(&rows), lines(&[1, 2, 3, 5]));
    let rossi = ok(&rows[0]);
    assert_eq!(
        (rossi.name.as_str(), rossi.rating, rossi.fide_id),
        ("Rossi, Mario", Some(1850), Some(2_401_234))
    );
    assert_eq!(
        (rossi.club.as_str(), rossi.birth_date),
        ("Scacchi Roma", date(1990, 3, 2))
    );
    assert_eq!(
        (ok(&rows[1]).name.as_str(), ok(&rows[1]).rating),
        ("Bianchi, Anna", None)
    );
    assert_eq!(
        problems(&rows[2]).1,
        [RowProblem::BadRating {
            field: EntryField::Rating,
            text: "18x".into()
        }]
    );
    let neri = ok(&rows[3]);
    assert_eq!((neri.rating, neri.fide_id), (Some(2105), Some(2_400_001)));
    assert_eq!(neri.club, "Accademia Scacchi Milano");
    assert_eq!(neri.birth_date, date(1975, 12, 31));
    // The arbiter changes one column: the name-only reading of the same grid.
    let mut names_only = c.clone();
    for field in [EntryField::Rating, EntryField::FideId, EntryField::Birth] {
        names_only.set(field, None);
    }
    let rows = drafts(&grid, &names_only);
    assert!(rows.iter().all(Result::is_ok));
}

#[test]
fn chess_results_starting_list_pasted_from_the_browser() {
    let grid = read("chess_results_starting_list.txt");
    let recognised = entry_list::recognise(&grid);
    assert_eq!(
        recognised.recognition,
        Recognition::Header {
            ignored: vec![(0, "No.".into())]
        }
    );
    let c = &recognised.columns;
    assert_eq!(
        (c.name, c.fide_id, c.federation),
        (Some(2), Some(3), Some(4))
    );
    assert_eq!((c.rating, c.club, c.title), (Some(5), Some(6), None));
    let rows = drafts(&grid, c);
    assert_eq!(positions(&rows), lines(&[2, 3, 4, 5]));
    let carlsen = ok(&rows[0]);
    assert_eq!(
        (carlsen.name.as_str(), carlsen.fide_id, carlsen.rating),
        ("Carlsen, Magnus", Some(1_503_014), Some(2840))
    );
    assert_eq!(carlsen.federation, "NOR");
    // FIDE ID 0 and rating 0: none, unrated.
    let verdi = ok(&rows[3]);
    assert_eq!((verdi.fide_id, verdi.rating), (None, None));
    assert_eq!(verdi.club, "Circolo Scacchi Napoli");
}

#[test]
fn xlsx_with_numbers_and_date_cells() {
    let grid = read("entries_en.xlsx");
    assert_eq!(
        grid.source,
        GridSource::Sheet {
            name: "Entries".into(),
            sheets: vec!["Entries".into(), "Notes".into()]
        }
    );
    let recognised = entry_list::recognise(&grid);
    let c = &recognised.columns;
    assert_eq!(
        (c.name, c.first_name, c.rating, c.fide_id),
        (Some(0), Some(1), Some(2), Some(3))
    );
    assert_eq!((c.federation, c.club, c.birth), (Some(4), Some(5), Some(6)));
    assert_eq!((c.sex, c.title), (Some(7), Some(8)));
    let rows = drafts(&grid, c);
    let carlsen = ok(&rows[0]);
    assert_eq!(carlsen.name, "Carlsen, Magnus");
    assert_eq!(
        (carlsen.rating, carlsen.fide_id),
        (Some(2840), Some(1_503_014))
    );
    assert_eq!(carlsen.birth_date, date(1990, 11, 30));
    assert_eq!(
        (carlsen.sex, carlsen.title),
        (Some(Sex::Male), Some(Title::GM))
    );
    let rossi = ok(&rows[1]);
    assert_eq!(
        (rossi.rating, rossi.birth_date),
        (Some(1850), date(1990, 3, 2))
    );
    assert_eq!(rossi.club, "Scacchi Roma");
    let bianchi = rows[2].as_ref().unwrap();
    assert_eq!(bianchi.birth, Some(Birth::Year(1987)));
    assert_eq!(
        (bianchi.player.sex, bianchi.player.title),
        (Some(Sex::Female), Some(Title::WFM))
    );
    assert_eq!(
        problems(&rows[3]),
        (
            RowPosition::Row(5),
            vec![RowProblem::BadRating {
                field: EntryField::Rating,
                text: "1.850".into()
            }]
        )
    );
    // Another sheet by name; a sheet that is not there.
    let notes = entry_list::read_file(
        &fixture("entries_en.xlsx"),
        &ReadOptions {
            sheet: Some("Notes".into()),
            separator: None,
        },
    )
    .unwrap();
    assert_eq!(
        entry_list::recognise(&notes).recognition,
        Recognition::Assumed
    );
    let missing = entry_list::read_file(
        &fixture("entries_en.xlsx"),
        &ReadOptions {
            sheet: Some("Iscritti".into()),
            separator: None,
        },
    );
    assert!(matches!(missing, Err(EntryListError::NoSuchSheet { .. })));
    assert_eq!(
        entry_list::sheet_names(&fixture("entries_en.xlsx")).unwrap(),
        ["Entries", "Notes"]
    );
}

#[test]
fn ods_with_italian_titles_and_an_empty_first_row() {
    let grid = read("iscritti_it.ods");
    let recognised = entry_list::recognise(&grid);
    let c = &recognised.columns;
    assert_eq!(
        (c.name, c.rating, c.national_rating),
        (Some(0), Some(1), Some(2))
    );
    assert_eq!(
        (c.fide_id, c.sex, c.title, c.birth),
        (Some(3), Some(4), Some(5), Some(6))
    );
    let rows = drafts(&grid, c);
    // Spreadsheet rows as the program numbers them: row 1 is empty, the header row 2.
    assert_eq!(
        positions(&rows),
        [3, 4, 5, 6].map(RowPosition::Row).to_vec()
    );
    let rossi = ok(&rows[0]);
    assert_eq!(
        (rossi.rating, rossi.national_rating, rossi.fide_id),
        (Some(1850), Some(1900), Some(2_401_234))
    );
    assert_eq!(rossi.birth_date, date(1990, 3, 2));
    let bianchi = ok(&rows[1]);
    assert_eq!(
        (bianchi.rating, bianchi.national_rating),
        (None, Some(1650))
    );
    assert_eq!(
        (bianchi.title, bianchi.birth_date),
        (Some(Title::WIM), date(1985, 11, 23))
    );
    let neri = ok(&rows[2]);
    assert_eq!(
        (neri.rating, neri.sex, neri.title),
        (Some(2105), Some(Sex::Male), Some(Title::FM))
    );
    assert_eq!(
        problems(&rows[3]),
        (
            RowPosition::Row(6),
            vec![RowProblem::UnknownTitle { text: "1N".into() }]
        )
    );
}

/// A FIDE list with Rossi and two players named "Colombo, Paolo".
fn fide_lists(dir: &Path) -> RatingLists {
    let file = dir.join("standard_mar26frl.txt");
    let line = |id, name, sex, rating, year| {
        combined_line([
            id, name, "ITA", sex, "", "", "", "", rating, "5", "20", "", "", "", "", "", "", year,
            "",
        ])
    };
    let text = crlf(&[
        combined_header(),
        line("2401234", "Rossi, Mario", "M", "1890", "1980"),
        line("2407001", "Colombo, Paolo", "M", "1510", "2008"),
        line("2407002", "Colombo, Paolo", "M", "1400", "1960"),
        line("2405555", "D'Amico, Niccolo", "M", "1450", "2012"),
    ]);
    std::fs::write(&file, text).unwrap();
    let mut lists = RatingLists::open(Some(dir.join("rating-lists")));
    lists
        .start_import(file, ListKind::Fide)
        .unwrap()
        .wait()
        .unwrap();
    lists.finish_import(ListKind::Fide);
    lists
}

#[test]
fn the_fide_list_fills_what_the_row_leaves_empty() {
    let dir = tempfile::tempdir().unwrap();
    let lists = fide_lists(dir.path());
    let grid = read("excel_it_utf8.csv");
    let columns = entry_list::recognise(&grid).columns;
    let t = Tournament::default();
    let preview = entry_list::preview(&grid, &columns, &t, Some(&lists));
    assert!(preview.list_error.is_none());
    let notes: Vec<(RowPosition, Vec<ListNote>)> = preview
        .rows
        .iter()
        .map(|r| (r.position(), r.notes.clone()))
        .collect();
    let filled = |by, fields: &[FilledField]| ListNote::Filled {
        list: ListKind::Fide,
        by,
        fields: fields.to_vec(),
    };
    assert_eq!(
        notes,
        [
            // By FIDE ID: the row has rating, federation and birth date; the sex is new.
            (
                RowPosition::Line(2),
                vec![filled(MatchedBy::FideId, &[FilledField::Sex])]
            ),
            (RowPosition::Line(3), vec![]),
            // By name ("D'Amico, Niccolò" is "D'Amico, Niccolo" of the list).
            (
                RowPosition::Line(4),
                vec![filled(
                    MatchedBy::Name,
                    &[FilledField::FideId, FilledField::Rating, FilledField::Sex]
                )]
            ),
            (RowPosition::Line(6), vec![]),
            (RowPosition::Line(7), vec![]),
            (
                RowPosition::Line(8),
                vec![filled(
                    MatchedBy::Name,
                    &[FilledField::FideId, FilledField::Sex]
                )]
            ),
            (
                RowPosition::Line(9),
                vec![ListNote::SeveralNamed {
                    list: ListKind::Fide
                }]
            ),
        ]
    );
    let d_amico = ok(&preview.rows[2].draft);
    assert_eq!(
        (d_amico.fide_id, d_amico.rating),
        (Some(2_405_555), Some(1450))
    );
    // Line 8 got Rossi's FIDE ID by name: it is line 2's player by FIDE ID now.
    assert_eq!(
        preview.rows[5]
            .duplicate
            .as_ref()
            .map(|d| (d.of.clone(), d.by)),
        Some((
            DuplicateOf::Row(RowPosition::Line(2)),
            SameBy::FideId(2_401_234)
        ))
    );
    // Without lists the same rows are read as they are.
    let plain = entry_list::preview(&grid, &columns, &t, None);
    assert!(plain.rows.iter().all(|r| r.notes.is_empty()));
    assert_eq!(ok(&plain.rows[2].draft).fide_id, None);
}

#[test]
fn five_thousand_rows() {
    let mut text = String::from("Nome\tElo\tID FIDE\tData di nascita\n");
    for i in 0..5000u32 {
        let rating = if i % 1000 == 999 {
            format!("x{i}")
        } else {
            (1000 + i % 2000).to_string()
        };
        text.push_str(&format!(
            "Giocatore{i:04}, Nome\t{rating}\t{}\t{:02}/{:02}/{}\n",
            3_000_000 + i,
            1 + i % 28,
            1 + i % 12,
            1950 + i % 60
        ));
    }
    let grid = entry_list::read_pasted(&text, None).unwrap();
    let columns = entry_list::recognise(&grid).columns;
    let preview = entry_list::preview(&grid, &columns, &Tournament::default(), None);
    assert_eq!(preview.rows.len(), 5000);
    assert_eq!(
        preview.counts(),
        PreviewCounts {
            included: 4995,
            errors: 5,
            duplicates: 0,
            left_out: 0
        }
    );
    let bad: Vec<RowPosition> = preview
        .rows
        .iter()
        .filter(|r| r.draft.is_err())
        .map(|r| r.position())
        .collect();
    assert_eq!(bad, lines(&[1001, 2001, 3001, 4001, 5001]));
    // Row 1234 is on line 1236: 2234, 3001234, 3 November 1984.
    let p = ok(&preview.rows[1234].draft);
    assert_eq!(p.name, "Giocatore1234, Nome");
    assert_eq!((p.rating, p.fide_id), (Some(2234), Some(3_001_234)));
    assert_eq!(p.birth_date, date(1984, 11, 3));
    assert_eq!(preview.rows[1234].position(), RowPosition::Line(1236));
}

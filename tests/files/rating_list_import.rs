//! The rating list readers and database on small files written by hand in FIDE's real
//! layouts (combined with and without FOA, single list, XML) and in national layouts
//! through a column mapping: CRLF, accents, Latin-1, bad lines reported with their line.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::rating_list_support;

use rating_list_support::{
    CARLSEN, combined_header, combined_line, crlf, single_header, without_foa,
};
use std::path::{Path, PathBuf};
use torneo::domain::{Sex, Title};
use torneo::formats::rating_list::store::{self, Source};
use torneo::formats::rating_list::{
    BadLine, ColumnMapping, ColumnRef, Field, LineProblem, ListDatabase, ListedPlayer, MonthSource,
    NationalLayout, Position, RatingListError,
};

const DVORAK: [&str; 19] = [
    "309095",
    "Dvořák, Ján",
    "CZE",
    "M",
    "FM",
    "",
    "",
    "",
    "2301",
    "9",
    "20",
    "",
    "",
    "",
    "2250",
    "0",
    "20",
    "1975",
    "i",
];
const KOSINTSEVA: [&str; 19] = [
    "4147103",
    "Kosintseva, Tatiana",
    "RUS",
    "F",
    "GM",
    "WGM",
    "",
    "",
    "2477",
    "0",
    "10",
    "",
    "",
    "",
    "",
    "",
    "",
    "1986",
    "wi",
];
/// A standard rating with a letter in it: the line is skipped and reported.
const BAD_RATING: [&str; 19] = [
    "2401234",
    "Rossi, Mario",
    "ITA",
    "M",
    "",
    "",
    "",
    "",
    "18x5",
    "0",
    "20",
    "",
    "",
    "",
    "",
    "",
    "",
    "1960",
    "",
];

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn import(file: &Path, source: &Source, database: &Path) -> store::ImportSummary {
    store::import(file, source, database, &mut |_| true).unwrap()
}

fn names(found: &[ListedPlayer]) -> Vec<&str> {
    found.iter().map(|p| p.name.as_str()).collect()
}

#[test]
fn combined_list_with_foa_crlf_accents_and_a_bad_line() {
    let dir = tempfile::tempdir().unwrap();
    let text = crlf(&[
        combined_header(),
        combined_line(CARLSEN),
        combined_line(DVORAK),
        combined_line(BAD_RATING),
        combined_line(KOSINTSEVA),
    ]);
    let file = write(dir.path(), "players_list_foa.txt", text.as_bytes());
    let database = dir.path().join("db").join("fide.sqlite");
    let summary = import(&file, &Source::Fide, &database);
    assert_eq!(summary.players, 3);
    assert_eq!(summary.bad_count, 1);
    assert_eq!(
        summary.bad_lines,
        vec![BadLine {
            position: Position::Line(4),
            problem: LineProblem::NotValid {
                field: Field::StandardRating,
                text: "18x5".into()
            }
        }]
    );
    // No month in this file's name or header: the file's date.
    assert_eq!(summary.month.unwrap().source, MonthSource::FileDate);

    let list = ListDatabase::open(&database).unwrap();
    assert_eq!(list.info().players, 3);
    assert_eq!(list.info().source_file, "players_list_foa.txt");
    let found = list.search("carl", 20).unwrap();
    assert_eq!(
        found,
        vec![ListedPlayer {
            id: 1_503_014,
            fide_id: Some(1_503_014),
            name: "Carlsen, Magnus".into(),
            federation: "NOR".into(),
            sex: Some(Sex::Male),
            title: Some(Title::GM),
            standard: Some(2831),
            rapid: Some(2825),
            blitz: Some(2886),
            birth_year: Some(1990),
        }]
    );
    // Case, accents and punctuation do not matter.
    let found = list.search("DVORAK, jan", 20).unwrap();
    assert_eq!(names(&found), ["Dvořák, Ján"]);
    assert_eq!(found[0].rapid, None);
    assert_eq!(found[0].blitz, Some(2250));
    assert_eq!(names(&list.search("dvořák", 20).unwrap()), ["Dvořák, Ján"]);
    // An open title comes before a women's title.
    let found = list.search("4147103", 20).unwrap();
    assert_eq!(names(&found), ["Kosintseva, Tatiana"]);
    assert_eq!(found[0].title, Some(Title::GM));
    assert_eq!(found[0].sex, Some(Sex::Female));
    assert_eq!(list.by_id(309_095).unwrap().unwrap().federation, "CZE");
    assert!(list.by_id(2_401_234).unwrap().is_none());
    assert!(list.search("zz", 20).unwrap().is_empty());
    assert!(list.search(" , ", 20).unwrap().is_empty());
}

#[test]
fn a_line_whose_other_titles_overflow_by_one_character_is_still_read() {
    // Real lists have a few 163-character lines: a long OTit ("SI,FI,LSI,SLI,NA…") pushes
    // every later column one character to the right.
    let dir = tempfile::tempdir().unwrap();
    let mut widths = rating_list_support::COMBINED_WIDTHS;
    widths[6] = 16;
    let long = rating_list_support::fixed(
        &[
            "4100018",
            "Ivanov, Sergei",
            "RUS",
            "M",
            "IM",
            "",
            "SI,FI,LSI,SLI,NA",
            "",
            "2405",
            "12",
            "10",
            "2380",
            "0",
            "20",
            "2390",
            "4",
            "20",
            "1969",
            "",
        ],
        &widths,
    );
    assert_eq!(long.len(), 163);
    let text = crlf(&[combined_header(), long, combined_line(CARLSEN)]);
    let file = write(dir.path(), "players_list_foa.txt", text.as_bytes());
    let database = dir.path().join("fide.sqlite");
    let summary = import(&file, &Source::Fide, &database);
    assert_eq!((summary.players, summary.bad_count), (2, 0));
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("ivanov", 5).unwrap();
    assert_eq!(
        (
            found[0].title,
            found[0].standard,
            found[0].rapid,
            found[0].blitz,
            found[0].birth_year
        ),
        (
            Some(Title::IM),
            Some(2405),
            Some(2380),
            Some(2390),
            Some(1969)
        )
    );
}

#[test]
fn combined_list_without_foa_reads_the_columns_from_its_header() {
    let dir = tempfile::tempdir().unwrap();
    let header = without_foa([
        "ID Number",
        "Name",
        "Fed",
        "Sex",
        "Tit",
        "WTit",
        "OTit",
        "FOA",
        "SRtng",
        "SGm",
        "SK",
        "RRtng",
        "RGm",
        "Rk",
        "BRtng",
        "BGm",
        "BK",
        "B-day",
        "Flag",
    ]);
    assert_eq!(header.len(), 158);
    let text = crlf(&[header, without_foa(CARLSEN), without_foa(DVORAK)]);
    let file = write(dir.path(), "players_list.txt", text.as_bytes());
    let database = dir.path().join("fide.sqlite");
    let summary = import(&file, &Source::Fide, &database);
    assert_eq!((summary.players, summary.bad_count), (2, 0));
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("carlsen", 5).unwrap();
    assert_eq!(
        (
            found[0].standard,
            found[0].rapid,
            found[0].blitz,
            found[0].birth_year
        ),
        (Some(2831), Some(2825), Some(2886), Some(1990))
    );
}

#[test]
fn single_rapid_list_takes_kind_and_month_from_its_name_and_header() {
    let dir = tempfile::tempdir().unwrap();
    let line = rating_list_support::fixed(
        &[
            "1503014",
            "Carlsen, Magnus",
            "NOR",
            "M",
            "GM",
            "",
            "",
            "",
            "2825",
            "13",
            "20",
            "1990",
            "",
        ],
        &rating_list_support::SINGLE_WIDTHS,
    );
    assert_eq!(line.chars().count(), 136);
    let text = crlf(&[single_header("SEP24"), line]);
    let file = write(dir.path(), "rapid_sep24frl.txt", text.as_bytes());
    let database = dir.path().join("fide.sqlite");
    let summary = import(&file, &Source::Fide, &database);
    let month = summary.month.unwrap();
    assert_eq!(
        (month.year, month.month, month.source),
        (2024, 9, MonthSource::FileName)
    );
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("carlsen", 5).unwrap();
    assert_eq!((found[0].standard, found[0].rapid), (None, Some(2825)));
    assert_eq!(list.info().month, Some(month));

    // Renamed by the arbiter: the month comes from the header's rating column.
    let renamed = write(dir.path(), "standard.txt", text.as_bytes());
    let summary = import(&renamed, &Source::Fide, &database);
    let month = summary.month.unwrap();
    assert_eq!(
        (month.year, month.month, month.source),
        (2024, 9, MonthSource::Header)
    );
    let list = ListDatabase::open(&database).unwrap();
    assert_eq!(list.search("carlsen", 5).unwrap()[0].standard, Some(2825));
}

#[test]
fn latin1_lines_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = crlf(&[combined_header()]).into_bytes();
    // "Müller, Jürgen" in Latin-1: one byte a letter, the columns stay in place.
    let line = combined_line([
        "4600010",
        "M\u{fc}ller, J\u{fc}rgen",
        "GER",
        "M",
        "",
        "",
        "",
        "",
        "2105",
        "0",
        "20",
        "",
        "",
        "",
        "",
        "",
        "",
        "1971",
        "",
    ]);
    bytes.extend(line.chars().map(|c| u8::try_from(u32::from(c)).unwrap()));
    bytes.extend(b"\r\n");
    let file = write(dir.path(), "players_list_foa.txt", &bytes);
    let database = dir.path().join("fide.sqlite");
    import(&file, &Source::Fide, &database);
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("muller", 5).unwrap();
    assert_eq!(names(&found), ["Müller, Jürgen"]);
    assert_eq!(found[0].standard, Some(2105));
}

const XML: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player>
<fideid>1503014</fideid>
<name>Carlsen, Magnus</name>
<country>NOR</country>
<sex>M</sex>
<title>GM</title>
<w_title></w_title>
<o_title></o_title>
<foa_title></foa_title>
<rating>2831</rating>
<games>0</games>
<k>10</k>
<rapid_rating>2825</rapid_rating>
<rapid_games>0</rapid_games>
<rapid_k>20</rapid_k>
<blitz_rating>2886</blitz_rating>
<blitz_games>6</blitz_games>
<blitz_k>20</blitz_k>
<birthday>1990</birthday>
<flag></flag>
</player>
<player>
<fideid>12345x</fideid>
<name>Broken, Id</name>
</player>
<player>
<fideid>2400017</fideid>
<name>D&apos;Amico, Niccol&#242;</name>
<country>ITA</country>
<sex>M</sex>
<title></title>
<w_title></w_title>
<rating>1987</rating>
<rapid_rating></rapid_rating>
<blitz_rating></blitz_rating>
<birthday>2008</birthday>
</player>
</playerslist>
"#;

#[test]
fn xml_list_streamed_with_entities_and_a_bad_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "players_list_xml_foa.xml", XML.as_bytes());
    let database = dir.path().join("fide.sqlite");
    let summary = import(&file, &Source::Fide, &database);
    assert_eq!(summary.players, 2);
    assert_eq!(
        summary.bad_lines,
        vec![BadLine {
            position: Position::Record(2),
            problem: LineProblem::NotValid {
                field: Field::Id,
                text: "12345x".into()
            }
        }]
    );
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("d amico", 5).unwrap();
    assert_eq!(names(&found), ["D'Amico, Niccolò"]);
    assert_eq!(
        (found[0].standard, found[0].birth_year),
        (Some(1987), Some(2008))
    );
    let found = list.search("1503014", 5).unwrap();
    assert_eq!(
        (found[0].standard, found[0].rapid, found[0].blitz),
        (Some(2831), Some(2825), Some(2886))
    );
}

fn italian_csv_mapping() -> ColumnMapping {
    ColumnMapping {
        layout: NationalLayout::Delimited { separator: ';' },
        header_lines: 1,
        id: ColumnRef::parse("1"),
        name: ColumnRef::parse("2"),
        first_name: ColumnRef::parse("3"),
        federation: None,
        rating: ColumnRef::parse("5"),
        birth_year: ColumnRef::parse("4"),
        fide_id: ColumnRef::parse("6"),
        title: None,
        sex: None,
    }
}

#[test]
fn national_csv_through_a_mapping() {
    let dir = tempfile::tempdir().unwrap();
    let text = "Tessera;Cognome;Nome;Nascita;Elo;FIDE\r\n\
                123456;ROSSI;Mario;12/03/1980;1875;2401234\r\n\
                123457;\"D'ANGELO; JR\";Niccolò;1999;1702;\r\n\
                123458;VERDI;Anna\r\n\
                abc;BIANCHI;Luca;1970;1500;\r\n";
    let file = write(dir.path(), "elo_italia.csv", text.as_bytes());
    let database = dir.path().join("national.sqlite");
    let summary = import(&file, &Source::National(italian_csv_mapping()), &database);
    assert_eq!(summary.players, 2);
    assert_eq!(
        summary.bad_lines,
        vec![
            BadLine {
                position: Position::Line(4),
                problem: LineProblem::TooFewFields {
                    found: 3,
                    wanted: 5
                }
            },
            BadLine {
                position: Position::Line(5),
                problem: LineProblem::NotValid {
                    field: Field::Id,
                    text: "abc".into()
                }
            },
        ]
    );
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("rossi mario", 5).unwrap();
    assert_eq!(
        found,
        vec![ListedPlayer {
            id: 123_456,
            fide_id: Some(2_401_234),
            name: "ROSSI, Mario".into(),
            federation: String::new(),
            sex: None,
            title: None,
            standard: Some(1875),
            rapid: None,
            blitz: None,
            birth_year: Some(1980),
        }]
    );
    let found = list.search("d'angelo", 5).unwrap();
    assert_eq!(names(&found), ["D'ANGELO; JR, Niccolò"]);
    assert_eq!(found[0].fide_id, None);
}

#[test]
fn national_fixed_width_through_a_mapping() {
    let dir = tempfile::tempdir().unwrap();
    // id 1-6, name 8-30, rating 32-35, federation 37-39.
    let text = "ID     NAME                    ELO  FED\n\
                100001 Esposito, Anna          2010 ITA\n\
                100002 Ferrari, Giulia         19O5 ITA\n";
    let file = write(dir.path(), "national.txt", text.as_bytes());
    let mapping = ColumnMapping {
        layout: NationalLayout::FixedWidth,
        header_lines: 1,
        id: ColumnRef::parse("1-6"),
        name: ColumnRef::parse("8-30"),
        rating: ColumnRef::parse("32-35"),
        federation: ColumnRef::parse("37-39"),
        ..ColumnMapping::default()
    };
    let database = dir.path().join("national.sqlite");
    let summary = import(&file, &Source::National(mapping), &database);
    assert_eq!(summary.players, 1);
    assert_eq!(
        summary.bad_lines[0],
        BadLine {
            position: Position::Line(3),
            problem: LineProblem::NotValid {
                field: Field::StandardRating,
                text: "19O5".into()
            }
        }
    );
    let list = ListDatabase::open(&database).unwrap();
    let found = list.search("esp", 5).unwrap();
    assert_eq!(
        (found[0].id, found[0].standard, found[0].federation.as_str()),
        (100_001, Some(2010), "ITA")
    );
}

#[test]
fn a_new_list_replaces_the_old_and_a_failed_or_cancelled_one_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("fide.sqlite");
    // What an import that never finished left behind is removed by the next one.
    let abandoned = write(dir.path(), ".fide.sqlite.4242.importing", b"half a list");
    let first = write(
        dir.path(),
        "standard_aug24frl.txt",
        crlf(&[combined_header(), combined_line(CARLSEN)]).as_bytes(),
    );
    import(&first, &Source::Fide, &database);
    assert!(!abandoned.exists());
    // Not a FIDE list: refused, the old list stays.
    let wrong = write(dir.path(), "notes.txt", b"hello\r\nworld\r\n");
    let error = store::import(&wrong, &Source::Fide, &database, &mut |_| true).unwrap_err();
    assert!(
        matches!(error, RatingListError::NotAFideList { .. }),
        "{error}"
    );
    // Cancelled at the end: the old list stays.
    let second = write(
        dir.path(),
        "standard_sep24frl.txt",
        crlf(&[combined_header(), combined_line(DVORAK)]).as_bytes(),
    );
    let error = store::import(&second, &Source::Fide, &database, &mut |_| false).unwrap_err();
    assert!(matches!(error, RatingListError::Cancelled));
    let list = ListDatabase::open(&database).unwrap();
    assert_eq!(names(&list.search("c", 5).unwrap()), ["Carlsen, Magnus"]);
    assert_eq!(list.info().month.map(|m| m.month), Some(8));
    drop(list);
    // No temporary file left behind.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".importing"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // The newer list replaces the older one.
    import(&second, &Source::Fide, &database);
    let list = ListDatabase::open(&database).unwrap();
    assert!(list.search("carlsen", 5).unwrap().is_empty());
    assert_eq!(names(&list.search("dvorak", 5).unwrap()), ["Dvořák, Ján"]);
    assert_eq!(list.info().month.map(|m| m.month), Some(9));
}

#[test]
fn no_database_yet_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let error = ListDatabase::open(&dir.path().join("none.sqlite")).unwrap_err();
    assert!(matches!(error, RatingListError::NoDatabase { .. }));
}

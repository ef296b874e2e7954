//! Each row of the grid as a [`Player`] draft, or every reason it cannot be one, read
//! as the add-player form reads what the arbiter types: a rating up to 3500, dates ISO
//! (1990-03-02), as Italians write them (02/03/1990, 02.03.1990) or 02-03-1990.
//!
//! A bare birth year (an "Anno" column, the FIDE list's way) cannot be a day: the player
//! holds a birth date only, so the year becomes 31 December of that year and the draft
//! keeps [`Birth::Year`] to say so. 31 December, not 1 January: the age category counts
//! the age on 1 January, and a player born in 2014 on any day but 1 January is 11 on
//! 1 January 2026, as a player born on 31 December 2014 is (1 January would make the
//! whole year one category older).
//!
//! A rating of 0, `-` or `NC` (non classificato) is unrated; a FIDE ID of 0 is none.

use super::columns::{EntryColumns, EntryField};
use super::{Grid, GridRow, RowPosition};
use crate::domain::{Player, Sex, Title};
use chrono::NaiveDate;
use thiserror::Error;

/// The highest rating read (as the add-player form).
pub const MAX_RATING: u16 = 3500;

/// Birth years and dates outside these years are refused as typing errors.
const YEARS: std::ops::RangeInclusive<i32> = 1850..=2100;

/// The birth as the list gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Birth {
    Date(NaiveDate),
    /// A year alone, kept in the player as 31 December of it.
    Year(i32),
}

impl Birth {
    /// The date the player holds.
    pub fn date(self) -> Option<NaiveDate> {
        match self {
            Birth::Date(date) => Some(date),
            Birth::Year(year) => NaiveDate::from_ymd_opt(year, 12, 31),
        }
    }

    pub fn year(self) -> i32 {
        match self {
            Birth::Date(date) => chrono::Datelike::year(&date),
            Birth::Year(year) => year,
        }
    }
}

/// A row read as a player, not registered yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub position: RowPosition,
    pub player: Player,
    /// The birth as the list gave it (a bare year is [`Birth::Year`]).
    pub birth: Option<Birth>,
}

/// What is wrong with one cell of a row.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RowProblem {
    /// The row has text but no name.
    MissingName,
    /// Not a rating (digits up to 3500): `field` is the rating or the national rating.
    BadRating {
        field: EntryField,
        text: String,
    },
    BadFideId {
        text: String,
    },
    BadDate {
        text: String,
    },
    /// A federation is three letters (ITA, FRA).
    BadFederation {
        text: String,
    },
    UnknownTitle {
        text: String,
    },
    UnknownSex {
        text: String,
    },
}

/// A row that is not a player, and every reason.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct RowError {
    pub position: RowPosition,
    pub problems: Vec<RowProblem>,
}

/// Every row of `grid` read with `columns`: the header and blank rows are skipped.
pub fn convert(grid: &Grid, columns: &EntryColumns) -> Vec<Result<Draft, RowError>> {
    let mut rows = grid.rows.iter().filter(|r| !r.is_blank());
    if columns.header {
        rows.next();
    }
    rows.map(|row| convert_row(row, columns)).collect()
}

/// One row read with `columns`.
pub fn convert_row(row: &GridRow, columns: &EntryColumns) -> Result<Draft, RowError> {
    let cell = |field| columns.get(field).map_or("", |c| row.cell(c).trim());
    let mut problems = Vec::new();
    let name = name(cell(EntryField::Name), cell(EntryField::FirstName));
    if name.is_empty() {
        problems.push(RowProblem::MissingName);
    }
    let p = &mut problems;
    let rating_read = rating(cell(EntryField::Rating), EntryField::Rating);
    let national_read = rating(cell(EntryField::NationalRating), EntryField::NationalRating);
    let rating = take(p, rating_read);
    let national_rating = take(p, national_read);
    let fide_id = take(p, fide_id(cell(EntryField::FideId)));
    let birth = take(p, birth(cell(EntryField::Birth)));
    let federation = take(p, federation(cell(EntryField::Federation)));
    let title = take(p, title(cell(EntryField::Title)));
    let sex = take(p, sex(cell(EntryField::Sex)));
    if !problems.is_empty() {
        return Err(RowError {
            position: row.position,
            problems,
        });
    }
    let player = Player {
        name,
        fide_id,
        rating,
        national_rating,
        title,
        federation,
        club: cell(EntryField::Club).to_string(),
        birth_date: birth.and_then(Birth::date),
        sex,
        ..Player::default()
    };
    Ok(Draft {
        position: row.position,
        player,
        birth,
    })
}

/// The value, or its default with the problem noted.
fn take<T: Default>(problems: &mut Vec<RowProblem>, read: Result<T, RowProblem>) -> T {
    read.unwrap_or_else(|problem| {
        problems.push(problem);
        T::default()
    })
}

/// "Surname, First name" when both are given, spaces made single.
fn name(name: &str, first_name: &str) -> String {
    let single = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    match (single(name), single(first_name)) {
        (name, first) if first.is_empty() => name,
        (name, first) if name.is_empty() => first,
        (name, first) => format!("{name}, {first}"),
    }
}

fn is_none_mark(text: &str) -> bool {
    matches!(text, "" | "-" | "—" | "–")
}

fn rating(text: &str, field: EntryField) -> Result<Option<u16>, RowProblem> {
    if is_none_mark(text) || text.eq_ignore_ascii_case("nc") || text.eq_ignore_ascii_case("n.c.") {
        return Ok(None);
    }
    let bad = || RowProblem::BadRating {
        field,
        text: text.to_string(),
    };
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match text.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(r) if r <= MAX_RATING => Ok(Some(r)),
        _ => Err(bad()),
    }
}

fn fide_id(text: &str) -> Result<Option<u64>, RowProblem> {
    if is_none_mark(text) {
        return Ok(None);
    }
    let bad = || RowProblem::BadFideId {
        text: text.to_string(),
    };
    if text.len() > 12 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match text.parse::<u64>() {
        Ok(0) => Ok(None),
        Ok(id) => Ok(Some(id)),
        Err(_) => Err(bad()),
    }
}

fn birth(text: &str) -> Result<Option<Birth>, RowProblem> {
    if is_none_mark(text) {
        return Ok(None);
    }
    let bad = || RowProblem::BadDate {
        text: text.to_string(),
    };
    // A spreadsheet's date and time ("02/03/1990 00:00:00"): the date.
    let date_part = match text.split_once([' ', 'T']) {
        Some((date, time)) if time.contains(':') => date,
        _ => text,
    };
    if date_part.len() == 4 && date_part.bytes().all(|b| b.is_ascii_digit()) {
        let year: i32 = date_part.parse().map_err(|_| bad())?;
        return YEARS
            .contains(&year)
            .then_some(Some(Birth::Year(year)))
            .ok_or_else(bad);
    }
    ["%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y", "%d-%m-%Y", "%Y/%m/%d"]
        .iter()
        .find_map(|format| NaiveDate::parse_from_str(date_part, format).ok())
        .filter(|date| YEARS.contains(&chrono::Datelike::year(date)))
        .map(|date| Some(Birth::Date(date)))
        .ok_or_else(bad)
}

fn federation(text: &str) -> Result<String, RowProblem> {
    if is_none_mark(text) {
        return Ok(String::new());
    }
    if text.len() == 3 && text.bytes().all(|b| b.is_ascii_alphabetic()) {
        Ok(text.to_ascii_uppercase())
    } else {
        Err(RowProblem::BadFederation {
            text: text.to_string(),
        })
    }
}

/// The FIDE title codes, and the Italian MI (maestro internazionale) and MF (maestro
/// FIDE). National categories (1N, CM as the Italian candidate master…) are not titles.
fn title(text: &str) -> Result<Option<Title>, RowProblem> {
    if is_none_mark(text) {
        return Ok(None);
    }
    let code = text.to_ascii_uppercase();
    let title = match code.as_str() {
        "MI" => Some(Title::IM),
        "MF" => Some(Title::FM),
        code => Title::ALL.into_iter().find(|t| t.code() == code),
    };
    title.map(Some).ok_or_else(|| RowProblem::UnknownTitle {
        text: text.to_string(),
    })
}

fn sex(text: &str) -> Result<Option<Sex>, RowProblem> {
    match text.to_lowercase().as_str() {
        "" | "-" => Ok(None),
        "m" | "male" | "man" | "maschio" | "uomo" => Ok(Some(Sex::Male)),
        "f" | "w" | "female" | "woman" | "femmina" | "donna" => Ok(Some(Sex::Female)),
        _ => Err(RowProblem::UnknownSex {
            text: text.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> GridRow {
        GridRow {
            position: RowPosition::Line(7),
            cells: cells.iter().map(|c| c.to_string()).collect(),
        }
    }

    fn all_columns() -> EntryColumns {
        let mut columns = EntryColumns::default();
        for (i, field) in EntryField::ALL.into_iter().enumerate() {
            columns.set(field, Some(i));
        }
        columns
    }

    #[test]
    fn a_full_row() {
        let draft = convert_row(
            &row(&[
                "  Rossi ",
                "Mario  Luigi",
                "1850",
                "1900",
                "2401234",
                "ita",
                "Scacchi Roma",
                "02/03/1990",
                "maschio",
                "cm",
            ]),
            &all_columns(),
        )
        .unwrap();
        let p = &draft.player;
        assert_eq!(p.name, "Rossi, Mario Luigi");
        assert_eq!((p.rating, p.national_rating), (Some(1850), Some(1900)));
        assert_eq!(p.fide_id, Some(2_401_234));
        assert_eq!(
            (p.federation.as_str(), p.club.as_str()),
            ("ITA", "Scacchi Roma")
        );
        assert_eq!(p.birth_date, NaiveDate::from_ymd_opt(1990, 3, 2));
        assert_eq!((p.sex, p.title), (Some(Sex::Male), Some(Title::CM)));
        assert_eq!(draft.position, RowPosition::Line(7));
    }

    #[test]
    fn every_problem_of_a_row_is_named() {
        let error = convert_row(
            &row(&[
                "",
                "",
                "18x",
                "4000",
                "12a",
                "Italia",
                "",
                "31/02/1990",
                "X",
                "NM",
            ]),
            &all_columns(),
        )
        .unwrap_err();
        assert_eq!(error.position, RowPosition::Line(7));
        assert_eq!(
            error.problems,
            [
                RowProblem::MissingName,
                RowProblem::BadRating {
                    field: EntryField::Rating,
                    text: "18x".into()
                },
                RowProblem::BadRating {
                    field: EntryField::NationalRating,
                    text: "4000".into()
                },
                RowProblem::BadFideId { text: "12a".into() },
                RowProblem::BadDate {
                    text: "31/02/1990".into()
                },
                RowProblem::BadFederation {
                    text: "Italia".into()
                },
                RowProblem::UnknownTitle { text: "NM".into() },
                RowProblem::UnknownSex { text: "X".into() },
            ]
        );
    }

    #[test]
    fn dates_years_and_empty_marks() {
        let date = |y, m, d| Ok(Some(Birth::Date(NaiveDate::from_ymd_opt(y, m, d).unwrap())));
        assert_eq!(birth("1990-03-02"), date(1990, 3, 2));
        assert_eq!(birth("2.3.1990"), date(1990, 3, 2));
        assert_eq!(birth("02-03-1990"), date(1990, 3, 2));
        assert_eq!(birth("02/03/1990 00:00:00"), date(1990, 3, 2));
        assert_eq!(birth("1990"), Ok(Some(Birth::Year(1990))));
        assert_eq!(
            Birth::Year(2014).date(),
            NaiveDate::from_ymd_opt(2014, 12, 31)
        );
        assert!(birth("02/03/90").is_err());
        assert!(birth("1700").is_err());
        assert_eq!(birth("-"), Ok(None));
        assert_eq!(rating("0", EntryField::Rating), Ok(None));
        assert_eq!(rating("NC", EntryField::Rating), Ok(None));
        assert!(rating("-1850", EntryField::Rating).is_err());
        assert_eq!(fide_id("0"), Ok(None));
        assert_eq!(title("WGM"), Ok(Some(Title::WGM)));
        assert_eq!(title("MI"), Ok(Some(Title::IM)));
        assert_eq!(sex("F"), Ok(Some(Sex::Female)));
        assert_eq!(sex("W"), Ok(Some(Sex::Female)));
        assert_eq!(sex("Femmina"), Ok(Some(Sex::Female)));
    }

    #[test]
    fn header_and_blank_rows_are_skipped() {
        let grid = Grid {
            rows: vec![
                row(&["", ""]),
                row(&["Nome", "Elo"]),
                row(&["Rossi, Mario", "1850"]),
                row(&["", " "]),
                row(&["", "1700"]),
            ],
            source: super::super::GridSource::Text {
                separator: super::super::Separator::Tab,
            },
            warnings: Vec::new(),
        };
        let columns = EntryColumns {
            header: true,
            name: Some(0),
            rating: Some(1),
            ..EntryColumns::default()
        };
        let rows = convert(&grid, &columns);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].as_ref().unwrap().player.name, "Rossi, Mario");
        assert_eq!(
            rows[1].as_ref().unwrap_err().problems,
            [RowProblem::MissingName]
        );
    }
}

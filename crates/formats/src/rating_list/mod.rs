//! Rating lists: the FIDE list (the combined fixed-width `players_list_foa.txt`, the
//! single standard/rapid/blitz lists, the XML list) and national lists read through a
//! column mapping the user sets once ([`national`]). Each reader hands out one
//! [`Entry`] a line (or XML record): a [`ListedPlayer`] or a [`BadLine`] saying what is
//! wrong, so that one bad line never stops an import. [`store`] keeps a list in an
//! embedded SQLite database in the user's data folder, searched as the arbiter types.

pub mod fixed_width;
pub mod month;
pub mod national;
pub mod normalize;
pub mod store;
mod text;
mod wording;
pub use wording::ImportReport;
pub mod xml;

pub use month::{ListMonth, MonthSource};
pub use national::{ColumnMapping, ColumnRef, NationalLayout};
pub use store::{ImportSummary, ListDatabase, ListInfo, ListKind};

use crate::domain::{Sex, Title};
use std::path::PathBuf;
use thiserror::Error;

/// One player as a rating list gives them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListedPlayer {
    /// The list's own id: the FIDE id in the FIDE list, the national id in a national one.
    pub id: u64,
    /// The FIDE id (the FIDE list: the same as `id`; a national list: when it has one).
    pub fide_id: Option<u64>,
    /// "Surname, First name", as the list writes it.
    pub name: String,
    /// Three-letter FIDE federation code (may be empty in a national list).
    pub federation: String,
    pub sex: Option<Sex>,
    /// The player's title (an open title first, else a women's title).
    pub title: Option<Title>,
    /// The standard rating (a national list: its rating).
    pub standard: Option<u16>,
    pub rapid: Option<u16>,
    pub blitz: Option<u16>,
    pub birth_year: Option<u16>,
}

/// Where in the file: a line (text lists) or a record (`<player>` of the XML list).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Position {
    Line(u64),
    Record(u64),
}

/// A field of a list's line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Id,
    FideId,
    Name,
    FirstName,
    Federation,
    Title,
    Sex,
    StandardRating,
    RapidRating,
    BlitzRating,
    BirthYear,
}

/// What is wrong with one line; the line is skipped and counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    /// The line stops before the field begins.
    TooShort {
        field: Field,
    },
    Missing {
        field: Field,
    },
    /// The field holds text that is not what it should be (a number, a year).
    NotValid {
        field: Field,
        text: String,
    },
    /// A CSV line with fewer fields than the mapping reads.
    TooFewFields {
        found: usize,
        wanted: usize,
    },
    /// The XML around one record cannot be read.
    Xml {
        detail: String,
    },
}

/// A skipped line and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    pub position: Position,
    pub problem: LineProblem,
}

/// What a reader hands out for each line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    Player(ListedPlayer),
    Bad(BadLine),
}

/// Why a whole list cannot be read or stored (a bad line is a [`BadLine`] instead).
/// (Its `Display` is the English wording, see `wording`.)
#[derive(Debug, Error)]
pub enum RatingListError {
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The first line is not a FIDE list's header (no `ID` and `Name` columns).
    NotAFideList { header: String },
    /// The file is empty.
    Empty,
    /// The XML cannot be read at all (not the content of one record).
    Xml { detail: String },
    /// The column mapping of a national list cannot be used.
    Mapping(national::MappingProblem),
    /// The database could not be written or read.
    Database { path: PathBuf, detail: String },
    /// No rating list has been imported yet (the database file does not exist).
    NoDatabase { path: PathBuf },
    /// The arbiter stopped the import; the previous list is untouched.
    Cancelled,
}

impl RatingListError {
    fn database(path: &std::path::Path, error: impl std::fmt::Display) -> RatingListError {
        RatingListError::Database {
            path: path.to_path_buf(),
            detail: error.to_string(),
        }
    }
}

/// Reads a rating (0 or blank: unrated). `Err` when the text is no rating.
fn rating(text: &str) -> Result<Option<u16>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(r) if r <= 3500 => Ok(Some(r)),
        _ => Err(()),
    }
}

/// Reads a birth year: blank or `0000` is unknown; a full date keeps its year
/// (`1987-05-02`, `02/05/1987`, `02.05.1987`). `Err` when no year can be read.
fn birth_year(text: &str) -> Result<Option<u16>, ()> {
    let text = text.trim();
    if text.is_empty() || text.chars().all(|c| c == '0') {
        return Ok(None);
    }
    let year = text
        .split(['-', '/', '.'])
        .find(|part| part.len() == 4)
        .unwrap_or(text);
    match year.parse::<u16>() {
        Ok(y) if (1850..=2100).contains(&y) => Ok(Some(y)),
        _ => Err(()),
    }
}

/// The title of the `Tit` and `WTit` columns (GM before WGM); unknown codes are none.
fn title(open: &str, women: &str) -> Option<Title> {
    Title::from_code(open).or_else(|| Title::from_code(women))
}

fn sex(text: &str) -> Option<Sex> {
    match text.trim() {
        "M" | "m" => Some(Sex::Male),
        "F" | "f" | "W" | "w" => Some(Sex::Female),
        _ => None,
    }
}

/// An id: digits only, not zero.
fn id(text: &str) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|&id| id > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_years_and_ids() {
        assert_eq!(rating(" 2850 "), Ok(Some(2850)));
        assert_eq!(rating(""), Ok(None));
        assert_eq!(rating("0"), Ok(None));
        assert_eq!(rating("28x0"), Err(()));
        assert_eq!(rating("4000"), Err(()));
        assert_eq!(birth_year("1990"), Ok(Some(1990)));
        assert_eq!(birth_year("0000"), Ok(None));
        assert_eq!(birth_year("02/05/1987"), Ok(Some(1987)));
        assert_eq!(birth_year("1987-05-02"), Ok(Some(1987)));
        assert_eq!(birth_year("19x0"), Err(()));
        assert_eq!(id("1503014"), Some(1_503_014));
        assert_eq!(id("15O3014"), None);
        assert_eq!(id("0"), None);
        assert_eq!(title("", "WGM"), Some(Title::WGM));
        assert_eq!(title("GM", "WGM"), Some(Title::GM));
        assert_eq!(title("", ""), None);
    }
}

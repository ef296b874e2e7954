//! The header row: column titles recognised by name, in Italian and English, whatever
//! their case, accents and punctuation ("Società", "societa", "Elo naz.", "FIDE-ID").
//! A surname column with a name column makes "Surname, First name". Without a header
//! nothing is guessed silently: the default columns are proposed and said to be assumed.

use super::columns::{EntryColumns, EntryField};
use super::{Grid, GridRow};
use crate::rating_list::normalize::name_key;

/// What a column title names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heading {
    /// "Nome", "Name": the whole name, or the first name beside a surname column.
    Name,
    Surname,
    FirstName,
    Field(EntryField),
}

/// The titles of each heading, as [`name_key`] writes them.
const TITLES: &[(Heading, &[&str])] = &[
    (
        Heading::Name,
        &[
            "nome",
            "nominativo",
            "giocatore",
            "cognome e nome",
            "cognome nome",
            "nome e cognome",
            "name",
            "player",
            "player name",
            "full name",
        ],
    ),
    (
        Heading::Surname,
        &["cognome", "surname", "last name", "lastname", "family name"],
    ),
    (
        Heading::FirstName,
        &["first name", "firstname", "given name", "nome proprio"],
    ),
    (
        Heading::Field(EntryField::Rating),
        &[
            "elo",
            "elo fide",
            "fide elo",
            "elo int",
            "rating",
            "fide rating",
            "rating fide",
            "rtg",
            "rtg int",
        ],
    ),
    (
        Heading::Field(EntryField::NationalRating),
        &[
            "elo italia",
            "elo ita",
            "elo naz",
            "elo nazionale",
            "rating nazionale",
            "national rating",
            "rtg nat",
            "nat rating",
        ],
    ),
    (
        Heading::Field(EntryField::FideId),
        &[
            "fide id",
            "id fide",
            "codice fide",
            "fideid",
            "fide code",
            "fide no",
            "fide number",
        ],
    ),
    (
        Heading::Field(EntryField::Federation),
        &["fed", "federazione", "federation", "nazione", "country"],
    ),
    (
        Heading::Field(EntryField::Club),
        &["club", "circolo", "societa", "club city", "associazione"],
    ),
    (
        Heading::Field(EntryField::Birth),
        &[
            "data di nascita",
            "data nascita",
            "nato il",
            "nata il",
            "nato a il",
            "anno",
            "anno di nascita",
            "anno nascita",
            "nascita",
            "birth date",
            "date of birth",
            "dob",
            "born",
            "birth year",
            "year of birth",
            "yob",
            "birthday",
        ],
    ),
    (
        Heading::Field(EntryField::Sex),
        &["sesso", "sex", "gender", "genere"],
    ),
    (
        Heading::Field(EntryField::Title),
        &["titolo", "title", "tit"],
    ),
];

/// The columns proposed when the list has no header, in order (as far as the list is
/// wide): name, rating, FIDE ID, federation, club, birth date.
pub const DEFAULT_ORDER: [EntryField; 6] = [
    EntryField::Name,
    EntryField::Rating,
    EntryField::FideId,
    EntryField::Federation,
    EntryField::Club,
    EntryField::Birth,
];

/// What a column title names, if Torneo knows it.
pub fn field_of(title: &str) -> Option<Heading> {
    let key = name_key(title);
    TITLES
        .iter()
        .find(|(_, titles)| titles.contains(&key.as_str()))
        .map(|&(heading, _)| heading)
}

/// How the columns were found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recognition {
    /// From the header row; the titles Torneo does not know (column from 0, title) are
    /// not read.
    Header { ignored: Vec<(usize, String)> },
    /// The list has no header: the default columns ([`DEFAULT_ORDER`]) were assumed.
    Assumed,
}

/// The proposed columns and how they were found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recognised {
    pub columns: EntryColumns,
    pub recognition: Recognition,
}

/// The columns of `grid`: from its header when the first filled row is one (at least
/// one known title and no number), else the default columns.
pub fn recognise(grid: &Grid) -> Recognised {
    match grid.first_filled().and_then(from_header) {
        Some(recognised) => recognised,
        None => Recognised {
            columns: assumed(grid.width()),
            recognition: Recognition::Assumed,
        },
    }
}

/// The default columns for a list `width` columns wide.
pub fn assumed(width: usize) -> EntryColumns {
    let mut columns = EntryColumns::default();
    for (column, field) in DEFAULT_ORDER.into_iter().enumerate().take(width) {
        columns.set(field, Some(column));
    }
    columns
}

fn from_header(row: &GridRow) -> Option<Recognised> {
    let headings: Vec<Option<Heading>> = row.cells.iter().map(|c| field_of(c)).collect();
    let is_number = |c: &String| !c.is_empty() && c.bytes().all(|b| b.is_ascii_digit());
    if headings.iter().all(Option::is_none) || row.cells.iter().any(is_number) {
        return None;
    }
    let has_surname = headings.contains(&Some(Heading::Surname));
    let mut columns = EntryColumns {
        header: true,
        ..EntryColumns::default()
    };
    let mut ignored = Vec::new();
    for (column, (heading, title)) in headings.iter().zip(&row.cells).enumerate() {
        let field = heading.map(|h| match h {
            Heading::Surname => EntryField::Name,
            Heading::Name if has_surname => EntryField::FirstName,
            Heading::Name => EntryField::Name,
            Heading::FirstName => EntryField::FirstName,
            Heading::Field(field) => field,
        });
        match field {
            // The first column of a field reads it; a second one is left out.
            Some(field) if columns.get(field).is_none() => columns.set(field, Some(column)),
            _ if title.is_empty() => {}
            _ => ignored.push((column, title.clone())),
        }
    }
    Some(Recognised {
        columns,
        recognition: Recognition::Header { ignored },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry_list::{GridSource, RowPosition, Separator};

    fn grid(rows: &[&[&str]]) -> Grid {
        Grid {
            rows: (1u64..)
                .zip(rows)
                .map(|(line, cells)| GridRow {
                    position: RowPosition::Line(line),
                    cells: cells.iter().map(|c| c.to_string()).collect(),
                })
                .collect(),
            source: GridSource::Text {
                separator: Separator::Semicolon,
            },
            warnings: Vec::new(),
        }
    }

    #[test]
    fn italian_titles_with_surname_and_first_name() {
        let recognised = recognise(&grid(&[
            &[
                "Cognome",
                "Nome",
                "Elo",
                "ID FIDE",
                "Fed",
                "Società",
                "Data di nascita",
            ],
            &["Rossi", "Mario", "1850", "", "ITA", "", ""],
        ]));
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
        assert_eq!(c.birth, Some(6));
        assert_eq!(
            recognised.recognition,
            Recognition::Header {
                ignored: Vec::new()
            }
        );
    }

    #[test]
    fn english_titles_any_case_and_punctuation() {
        let recognised = recognise(&grid(&[
            &[
                "No.", "PLAYER", "FIDE-ID", "Rtg", "Elo naz.", "Gender", "Title", "YOB",
            ],
            &["1", "Rossi, Mario", "", "1850", "", "M", "", "1990"],
        ]));
        let c = &recognised.columns;
        assert_eq!((c.name, c.first_name, c.fide_id), (Some(1), None, Some(2)));
        assert_eq!((c.rating, c.national_rating), (Some(3), Some(4)));
        assert_eq!((c.sex, c.title, c.birth), (Some(5), Some(6), Some(7)));
        assert_eq!(
            recognised.recognition,
            Recognition::Header {
                ignored: vec![(0, "No.".to_string())]
            }
        );
    }

    #[test]
    fn without_a_header_the_default_is_assumed_as_wide_as_the_list() {
        let recognised = recognise(&grid(&[&["Rossi, Mario", "1850", "2401234"]]));
        assert_eq!(recognised.recognition, Recognition::Assumed);
        let c = &recognised.columns;
        assert!(!c.header);
        assert_eq!((c.name, c.rating, c.fide_id), (Some(0), Some(1), Some(2)));
        assert_eq!((c.federation, c.club, c.birth), (None, None, None));
        // A row with a number is a player, whatever its words.
        let numbered = recognise(&grid(&[&["Club", "1850"]]));
        assert_eq!(numbered.recognition, Recognition::Assumed);
    }
}

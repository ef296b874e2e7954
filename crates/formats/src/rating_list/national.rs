//! National rating lists, whatever their format: a CSV file (any separator, quoted fields)
//! or a fixed-width file, read through a [`ColumnMapping`] the arbiter sets once (which
//! column holds the id, the name, the rating…) and Torneo saves ([`save_mapping`]). No
//! national format is written into the code.

use super::text::{columns, decode_line};
use super::{BadLine, Entry, Field, LineProblem, ListedPlayer, Position, RatingListError};
use serde::{Deserialize, Serialize};
use std::io::BufRead;
use std::path::Path;

/// How the lines are cut into fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NationalLayout {
    /// Fields between separators (`;`, `,`, tab…); a field may be in double quotes.
    Delimited { separator: char },
    /// Fields at fixed character positions.
    FixedWidth,
}

/// Where one field is: its number (CSV, from 1) or its characters (fixed width, from 1,
/// both ends included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColumnRef {
    Number(u32),
    Characters { first: u32, last: u32 },
}

impl ColumnRef {
    /// Reads what the arbiter typed: `3` (a CSV field) or `16-76` (characters).
    pub fn parse(text: &str) -> Option<ColumnRef> {
        let text = text.trim();
        match text.split_once('-') {
            Some((first, last)) => {
                let first: u32 = first.trim().parse().ok()?;
                let last: u32 = last.trim().parse().ok()?;
                (first >= 1 && last >= first).then_some(ColumnRef::Characters { first, last })
            }
            None => text.parse().ok().filter(|&n| n >= 1).map(ColumnRef::Number),
        }
    }
}

impl std::fmt::Display for ColumnRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ColumnRef::Number(n) => write!(f, "{n}"),
            ColumnRef::Characters { first, last } => write!(f, "{first}-{last}"),
        }
    }
}

/// Which column holds what, in one national list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ColumnMapping {
    pub layout: NationalLayout,
    /// Lines before the first player (column titles).
    pub header_lines: u32,
    pub id: Option<ColumnRef>,
    /// The name, or the surname when `first_name` is set too.
    pub name: Option<ColumnRef>,
    pub first_name: Option<ColumnRef>,
    pub federation: Option<ColumnRef>,
    pub rating: Option<ColumnRef>,
    pub birth_year: Option<ColumnRef>,
    pub fide_id: Option<ColumnRef>,
    pub title: Option<ColumnRef>,
    pub sex: Option<ColumnRef>,
}

impl Default for ColumnMapping {
    fn default() -> ColumnMapping {
        ColumnMapping {
            layout: NationalLayout::Delimited { separator: ';' },
            header_lines: 1,
            id: None,
            name: None,
            first_name: None,
            federation: None,
            rating: None,
            birth_year: None,
            fide_id: None,
            title: None,
            sex: None,
        }
    }
}

/// Why a mapping cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MappingProblem {
    /// The id and the name must be mapped.
    Unmapped { field: Field },
    /// A CSV list is read by field numbers, a fixed-width one by character ranges.
    WrongKind { field: Field },
    /// The saved mapping file cannot be read.
    Unreadable { detail: String },
}

impl ColumnMapping {
    /// Checks that the mapping can read a list: id and name mapped, each column of the
    /// layout's kind.
    pub fn check(&self) -> Result<(), MappingProblem> {
        if self.id.is_none() {
            return Err(MappingProblem::Unmapped { field: Field::Id });
        }
        if self.name.is_none() {
            return Err(MappingProblem::Unmapped { field: Field::Name });
        }
        let delimited = matches!(self.layout, NationalLayout::Delimited { .. });
        for (field, column) in self.columns() {
            let ok = matches!(
                (column, delimited),
                (ColumnRef::Number(_), true) | (ColumnRef::Characters { .. }, false)
            );
            if !ok {
                return Err(MappingProblem::WrongKind { field });
            }
        }
        Ok(())
    }

    fn columns(&self) -> impl Iterator<Item = (Field, ColumnRef)> {
        [
            (Field::Id, self.id),
            (Field::Name, self.name),
            (Field::FirstName, self.first_name),
            (Field::Federation, self.federation),
            (Field::StandardRating, self.rating),
            (Field::BirthYear, self.birth_year),
            (Field::FideId, self.fide_id),
            (Field::Title, self.title),
            (Field::Sex, self.sex),
        ]
        .into_iter()
        .filter_map(|(field, column)| column.map(|c| (field, c)))
    }
}

/// Reads the mapping saved in `path`; `None` when there is none yet.
pub fn load_mapping(path: &Path) -> Result<Option<ColumnMapping>, RatingListError> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(RatingListError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    ron::from_str(&text).map(Some).map_err(|e| {
        RatingListError::Mapping(MappingProblem::Unreadable {
            detail: e.to_string(),
        })
    })
}

/// Saves the mapping in `path` (atomically, its folder made if needed).
pub fn save_mapping(path: &Path, mapping: &ColumnMapping) -> Result<(), RatingListError> {
    let text = ron::ser::to_string_pretty(mapping, ron::ser::PrettyConfig::default())
        .map_err(|e| RatingListError::database(path, e))?;
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|e| RatingListError::database(folder, e))?;
    }
    crate::atomic::write(path, text.as_bytes(), false)
        .map_err(|e| RatingListError::database(path, e))
}

/// Reads a national list with `mapping`, handing each line to `each` with the bytes read.
pub fn read(
    mut reader: impl BufRead,
    mapping: &ColumnMapping,
    each: &mut dyn FnMut(Entry, u64) -> Result<(), RatingListError>,
) -> Result<(), RatingListError> {
    mapping.check().map_err(RatingListError::Mapping)?;
    let mut buffer = Vec::with_capacity(256);
    let mut bytes = 0u64;
    let mut number = 0u64;
    loop {
        buffer.clear();
        let n = reader
            .read_until(b'\n', &mut buffer)
            .map_err(|source| RatingListError::Read {
                path: Default::default(),
                source,
            })?;
        if n == 0 {
            break;
        }
        bytes += n as u64;
        number += 1;
        let line = decode_line(&buffer);
        if number <= u64::from(mapping.header_lines) || line.trim().is_empty() {
            continue;
        }
        let entry = match player(&line, mapping) {
            Ok(player) => Entry::Player(player),
            Err(problem) => Entry::Bad(BadLine {
                position: Position::Line(number),
                problem,
            }),
        };
        each(entry, bytes)?;
    }
    if number == 0 {
        return Err(RatingListError::Empty);
    }
    Ok(())
}

/// The fields of one line.
enum Cut<'a> {
    Fields(Vec<String>),
    Line(&'a str),
}

impl Cut<'_> {
    fn get(&self, column: Option<ColumnRef>) -> Result<String, LineProblem> {
        match (self, column) {
            (_, None) => Ok(String::new()),
            (Cut::Fields(fields), Some(ColumnRef::Number(n))) => {
                let index = usize::try_from(n).unwrap_or(usize::MAX).saturating_sub(1);
                fields
                    .get(index)
                    .map(|f| f.trim().to_string())
                    .ok_or(LineProblem::TooFewFields {
                        found: fields.len(),
                        wanted: index + 1,
                    })
            }
            (Cut::Line(line), Some(ColumnRef::Characters { first, last })) => {
                let start = usize::try_from(first)
                    .unwrap_or(usize::MAX)
                    .saturating_sub(1);
                let end = usize::try_from(last).unwrap_or(usize::MAX);
                Ok(columns(line, start, end).to_string())
            }
            // `check` refuses a mapping that mixes the kinds.
            _ => Ok(String::new()),
        }
    }
}

fn player(line: &str, mapping: &ColumnMapping) -> Result<ListedPlayer, LineProblem> {
    let cut = match mapping.layout {
        NationalLayout::Delimited { separator } => Cut::Fields(split_delimited(line, separator)),
        NationalLayout::FixedWidth => Cut::Line(line),
    };
    let id_text = cut.get(mapping.id)?;
    if id_text.is_empty() {
        return Err(LineProblem::Missing { field: Field::Id });
    }
    let id = super::id(&id_text).ok_or(LineProblem::NotValid {
        field: Field::Id,
        text: id_text,
    })?;
    let surname = cut.get(mapping.name)?;
    if surname.is_empty() {
        return Err(LineProblem::Missing { field: Field::Name });
    }
    let first_name = cut.get(mapping.first_name)?;
    let name = if first_name.is_empty() {
        surname
    } else {
        format!("{surname}, {first_name}")
    };
    let rating_text = cut.get(mapping.rating)?;
    let rating = super::rating(&rating_text).map_err(|()| LineProblem::NotValid {
        field: Field::StandardRating,
        text: rating_text,
    })?;
    let year_text = cut.get(mapping.birth_year)?;
    let birth_year = super::birth_year(&year_text).map_err(|()| LineProblem::NotValid {
        field: Field::BirthYear,
        text: year_text,
    })?;
    let fide_text = cut.get(mapping.fide_id)?;
    let fide_id = match fide_text.as_str() {
        "" | "0" => None,
        text => Some(super::id(text).ok_or_else(|| LineProblem::NotValid {
            field: Field::FideId,
            text: text.to_string(),
        })?),
    };
    Ok(ListedPlayer {
        id,
        fide_id,
        name,
        federation: cut.get(mapping.federation)?.to_ascii_uppercase(),
        sex: super::sex(&cut.get(mapping.sex)?),
        title: super::title(&cut.get(mapping.title)?, ""),
        standard: rating,
        rapid: None,
        blitz: None,
        birth_year,
    })
}

/// The fields of a CSV line: `separator` between them, double quotes around a field
/// that holds the separator (`""` inside is one quote).
fn split_delimited(line: &str, separator: char) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' if quoted => quoted = false,
            '"' if field.trim().is_empty() => {
                field.clear();
                quoted = true;
            }
            c if c == separator && !quoted => fields.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_with_quotes() {
        assert_eq!(
            split_delimited(r#"1;"Rossi; Mario";"a ""b""";"#, ';'),
            vec!["1", "Rossi; Mario", r#"a "b""#, ""]
        );
        assert_eq!(split_delimited("a,b", ','), vec!["a", "b"]);
    }

    #[test]
    fn column_references_as_typed() {
        assert_eq!(ColumnRef::parse(" 3 "), Some(ColumnRef::Number(3)));
        assert_eq!(
            ColumnRef::parse("16-76"),
            Some(ColumnRef::Characters {
                first: 16,
                last: 76
            })
        );
        assert_eq!(ColumnRef::parse("0"), None);
        assert_eq!(ColumnRef::parse("9-3"), None);
        assert_eq!(ColumnRef::parse("x"), None);
    }

    #[test]
    fn a_mapping_needs_id_and_name_of_its_layout() {
        let mut mapping = ColumnMapping::default();
        assert_eq!(
            mapping.check(),
            Err(MappingProblem::Unmapped { field: Field::Id })
        );
        mapping.id = Some(ColumnRef::Number(1));
        mapping.name = Some(ColumnRef::Characters { first: 1, last: 9 });
        assert_eq!(
            mapping.check(),
            Err(MappingProblem::WrongKind { field: Field::Name })
        );
        mapping.name = Some(ColumnRef::Number(2));
        assert_eq!(mapping.check(), Ok(()));
    }
}

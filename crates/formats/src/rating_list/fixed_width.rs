//! The FIDE fixed-width lists: the combined `players_list_foa.txt` (162 columns: ID,
//! Name, Fed, Sex, Tit, WTit, OTit, FOA, SRtng, SGm, SK, RRtng, RGm, Rk, BRtng, BGm, BK,
//! B-day, Flag) and the single standard/rapid/blitz lists (136 columns, the rating column
//! headed by the list's month, `SEP24`). Older lists lack `FOA` and other columns move, so
//! the columns are where the header line puts its labels: each runs from its label to
//! the next label.

use super::text::{columns, decode_line};
use super::{BadLine, Entry, Field, LineProblem, ListedPlayer, Position, RatingListError};
use std::io::BufRead;
use std::path::Path;

/// The rating a single list gives (the combined list has all three).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RatingKind {
    #[default]
    Standard,
    Rapid,
    Blitz,
}

impl RatingKind {
    /// FIDE's file names start with the list: `rapid_sep24frl.txt`; otherwise standard.
    pub fn of_file_name(path: &Path) -> RatingKind {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        if name.starts_with("rapid") {
            RatingKind::Rapid
        } else if name.starts_with("blitz") {
            RatingKind::Blitz
        } else {
            RatingKind::Standard
        }
    }

    fn field(self) -> Field {
        match self {
            RatingKind::Standard => Field::StandardRating,
            RatingKind::Rapid => Field::RapidRating,
            RatingKind::Blitz => Field::BlitzRating,
        }
    }
}

/// What a column of the header holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    Rating(Field),
    BirthYear,
    /// Read by nobody (games, K factor, FOA, other titles, flag).
    Other,
}

/// Where each column is, from the header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// Column, first character, character after the last (0-based).
    columns: Vec<(Column, usize, usize)>,
    /// The month in a single list's rating column label (`SEP24`).
    month: Option<(i32, u32)>,
}

impl Layout {
    /// The columns of a header line; `single` is the rating a month-labelled rating
    /// column holds.
    pub fn from_header(header: &str, single: RatingKind) -> Result<Layout, RatingListError> {
        let mut labels: Vec<(usize, String)> = Vec::new();
        let mut current: Option<(usize, String)> = None;
        for (position, c) in header.chars().enumerate() {
            if c.is_whitespace() {
                labels.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| (position, String::new()))
                    .1
                    .push(c);
            }
        }
        labels.extend(current);
        let mut month = None;
        let mut found: Vec<(Column, usize)> = Vec::new();
        for (start, label) in &labels {
            let column = match label.to_ascii_lowercase().as_str() {
                // "ID Number": the second word belongs to the first.
                "number" if found.last().is_some_and(|(c, _)| *c == Column::Id) => continue,
                "id" | "fideid" | "id_number" => Column::Id,
                "name" => Column::Name,
                "fed" | "federation" | "country" => Column::Federation,
                "sex" => Column::Sex,
                "tit" | "title" => Column::Title,
                "wtit" => Column::WomenTitle,
                "srtng" => Column::Rating(Field::StandardRating),
                "rrtng" => Column::Rating(Field::RapidRating),
                "brtng" => Column::Rating(Field::BlitzRating),
                "b-day" | "bday" | "born" => Column::BirthYear,
                other => match super::month::from_token(other).filter(|_| other.len() == 5) {
                    Some(m) => {
                        month = Some(m);
                        Column::Rating(single.field())
                    }
                    None => Column::Other,
                },
            };
            found.push((column, *start));
        }
        let has = |wanted: Column| found.iter().any(|(c, _)| *c == wanted);
        if !has(Column::Id) || !has(Column::Name) {
            return Err(RatingListError::NotAFideList {
                header: header.trim().chars().take(80).collect(),
            });
        }
        let ends = found
            .iter()
            .skip(1)
            .map(|(_, start)| *start)
            .chain([usize::MAX]);
        let columns = found
            .iter()
            .zip(ends)
            .map(|(&(column, start), end)| (column, start, end))
            .collect();
        Ok(Layout { columns, month })
    }

    /// The month of a single list's header.
    pub fn month(&self) -> Option<(i32, u32)> {
        self.month
    }

    /// One data line (its number for the report).
    pub fn read(&self, line: &str, number: u64) -> Entry {
        match self.player(line) {
            Ok(player) => Entry::Player(player),
            Err(problem) => Entry::Bad(BadLine {
                position: Position::Line(number),
                problem,
            }),
        }
    }

    fn player(&self, line: &str) -> Result<ListedPlayer, LineProblem> {
        let mut player = ListedPlayer::default();
        let (mut open_title, mut women_title) = ("", "");
        let length = if line.is_ascii() {
            line.len()
        } else {
            line.chars().count()
        };
        for &(column, start, end) in &self.columns {
            let text = columns(line, start, end);
            match column {
                Column::Id => {
                    if start >= length || text.is_empty() {
                        return Err(LineProblem::Missing { field: Field::Id });
                    }
                    player.id = super::id(text).ok_or_else(|| LineProblem::NotValid {
                        field: Field::Id,
                        text: text.to_string(),
                    })?;
                    player.fide_id = Some(player.id);
                }
                Column::Name => {
                    if start >= length {
                        return Err(LineProblem::TooShort { field: Field::Name });
                    }
                    if text.is_empty() {
                        return Err(LineProblem::Missing { field: Field::Name });
                    }
                    player.name = text.to_string();
                }
                Column::Federation => player.federation = text.to_ascii_uppercase(),
                Column::Sex => player.sex = super::sex(text),
                Column::Title => open_title = text,
                Column::WomenTitle => women_title = text,
                Column::Rating(field) => {
                    let rating = super::rating(text).map_err(|()| LineProblem::NotValid {
                        field,
                        text: text.to_string(),
                    })?;
                    match field {
                        Field::RapidRating => player.rapid = rating,
                        Field::BlitzRating => player.blitz = rating,
                        _ => player.standard = rating,
                    }
                }
                Column::BirthYear => {
                    player.birth_year =
                        super::birth_year(text).map_err(|()| LineProblem::NotValid {
                            field: Field::BirthYear,
                            text: text.to_string(),
                        })?;
                }
                Column::Other => {}
            }
        }
        player.title = super::title(open_title, women_title);
        Ok(player)
    }
}

/// Reads a fixed-width list: the header, then each line handed to `each` with the
/// bytes read so far. Returns the header's layout (its month, for single lists).
pub fn read(
    mut reader: impl BufRead,
    single: RatingKind,
    each: &mut dyn FnMut(Entry, u64) -> Result<(), RatingListError>,
) -> Result<Layout, RatingListError> {
    let mut buffer = Vec::with_capacity(256);
    let mut bytes = 0u64;
    let read_line = |reader: &mut dyn BufRead, buffer: &mut Vec<u8>| {
        buffer.clear();
        reader.read_until(b'\n', buffer)
    };
    let n = read_line(&mut reader, &mut buffer).map_err(io_error)?;
    if n == 0 {
        return Err(RatingListError::Empty);
    }
    bytes += n as u64;
    let layout = Layout::from_header(&decode_line(&buffer), single)?;
    let mut number = 1u64;
    loop {
        let n = read_line(&mut reader, &mut buffer).map_err(io_error)?;
        if n == 0 {
            break;
        }
        bytes += n as u64;
        number += 1;
        let line = decode_line(&buffer);
        if line.trim().is_empty() {
            continue;
        }
        each(layout.read(&line, number), bytes)?;
    }
    Ok(layout)
}

fn io_error(source: std::io::Error) -> RatingListError {
    RatingListError::Read {
        path: Default::default(),
        source,
    }
}

//! Delimited text: a block pasted from a spreadsheet (tabs) or an e-mail, or a CSV/TSV
//! file. The bytes are decoded (UTF-8 with or without a byte-order mark, UTF-16 with
//! one, otherwise Windows-1252), the separator is found on the first lines unless the
//! arbiter chose one, and the `csv` crate cuts the lines (quoted fields, a separator or
//! a line break inside quotes, `\r\n`).

use super::{EntryListError, Grid, GridRow, GridSource, ReadWarning, RowPosition};
use std::borrow::Cow;

/// How many non-empty lines the separator is counted on.
const SAMPLE_LINES: usize = 20;

/// What separates the cells of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Separator {
    Tab,
    Semicolon,
    Comma,
    /// None: each line is one cell (a list of names).
    None,
}

impl Separator {
    pub const ALL: [Separator; 4] = [
        Separator::Tab,
        Separator::Semicolon,
        Separator::Comma,
        Separator::None,
    ];

    fn byte(self) -> Option<u8> {
        match self {
            Separator::Tab => Some(b'\t'),
            Separator::Semicolon => Some(b';'),
            Separator::Comma => Some(b','),
            Separator::None => None,
        }
    }
}

/// The text of `bytes`, and how it had to be decoded when that is worth saying.
pub fn decode(bytes: &[u8]) -> (Cow<'_, str>, Option<ReadWarning>) {
    if bytes.starts_with(b"\xFF\xFE") {
        let (text, _) = encoding_rs::UTF_16LE.decode_with_bom_removal(bytes);
        return (text, Some(ReadWarning::DecodedAsUtf16));
    }
    if bytes.starts_with(b"\xFE\xFF") {
        let (text, _) = encoding_rs::UTF_16BE.decode_with_bom_removal(bytes);
        return (text, Some(ReadWarning::DecodedAsUtf16));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), None),
        // Windows-1252 maps every byte to a character (the five it leaves undefined to
        // the control character of the same number): nothing is lost.
        Err(_) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
            (text, Some(ReadWarning::DecodedAsWindows1252))
        }
    }
}

/// Reads a file's bytes as delimited text; `separator` `None`: found by [`detect`].
pub fn read_bytes(bytes: &[u8], separator: Option<Separator>) -> Result<Grid, EntryListError> {
    let (text, warning) = decode(bytes);
    let mut grid = read(&text, separator)?;
    grid.warnings.extend(warning);
    Ok(grid)
}

/// Reads pasted text; `separator` `None`: found by [`detect`].
pub fn read(text: &str, separator: Option<Separator>) -> Result<Grid, EntryListError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let separator = separator.unwrap_or_else(|| detect(text));
    let rows = match separator.byte() {
        Some(byte) => delimited(text, byte)?,
        None => one_cell_a_line(text),
    };
    if rows.iter().all(GridRow::is_blank) {
        return Err(EntryListError::Empty);
    }
    Ok(Grid {
        rows,
        source: GridSource::Text { separator },
        warnings: Vec::new(),
    })
}

fn delimited(text: &str, separator: u8) -> Result<Vec<GridRow>, EntryListError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(separator)
        .from_reader(text.as_bytes());
    let lines = LineIndex::of(text);
    let mut rows = Vec::new();
    for record in reader.byte_records() {
        let record = record.map_err(|e| EntryListError::Text {
            line: e.position().map_or(0, |p| lines.line_at(p.byte())),
            detail: e.to_string(),
        })?;
        let line = record.position().map_or(0, |p| lines.line_at(p.byte()));
        rows.push(GridRow {
            position: RowPosition::Line(line),
            cells: record.iter().map(cell).collect(),
        });
    }
    Ok(rows)
}

/// Line numbers of byte offsets. (The reader's own record position is where the
/// record before it ended: before the `\n` of a `\r\n` and the blank lines skipped.)
struct LineIndex<'a> {
    text: &'a [u8],
    newlines: Vec<usize>,
}

impl LineIndex<'_> {
    fn of(text: &str) -> LineIndex<'_> {
        let text = text.as_bytes();
        let newlines = (0..)
            .zip(text)
            .filter(|(_, b)| **b == b'\n')
            .map(|(i, _)| i);
        LineIndex {
            text,
            newlines: newlines.collect(),
        }
    }

    /// The line (from 1) of the first character at or after `byte` that ends no line.
    fn line_at(&self, byte: u64) -> u64 {
        let start = usize::try_from(byte).unwrap_or(usize::MAX);
        let ends = self.text.get(start..).unwrap_or_default();
        let start = start
            + ends
                .iter()
                .take_while(|b| matches!(b, b'\r' | b'\n'))
                .count();
        let before = self.newlines.partition_point(|&n| n < start);
        u64::try_from(before).unwrap_or(u64::MAX).saturating_add(1)
    }
}

/// A field as text, trimmed (also of the no-break spaces a web page leaves).
fn cell(field: &[u8]) -> String {
    String::from_utf8_lossy(field).trim().to_string()
}

fn one_cell_a_line(text: &str) -> Vec<GridRow> {
    (1u64..)
        .zip(text.lines())
        .map(|(line, content)| GridRow {
            position: RowPosition::Line(line),
            cells: vec![content.trim().to_string()],
        })
        .collect()
}

/// The separator of `text`: of tab, `;` and `,`, the one found the same number of times
/// (outside quotes) on most of the first lines; tab before `;` before `,` on a tie. A
/// comma that only parts surnames from first names ("Rossi, Mario" on every line) is no
/// separator; no candidate at all: one cell a line.
pub fn detect(text: &str) -> Separator {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(SAMPLE_LINES)
        .collect();
    let mut best: Option<(Separator, usize)> = None;
    for separator in [Separator::Tab, Separator::Semicolon, Separator::Comma] {
        let Some(byte) = separator.byte() else {
            continue;
        };
        let counts: Vec<usize> = lines
            .iter()
            .map(|l| count_outside_quotes(l, byte))
            .collect();
        let Some(usual) = most_common_nonzero(&counts) else {
            continue;
        };
        let agreeing = counts.iter().filter(|&&n| n == usual).count();
        if best.is_none_or(|(_, most)| agreeing > most) {
            best = Some((separator, agreeing));
        }
    }
    match best {
        Some((Separator::Comma, _)) if only_name_commas(&lines) => Separator::None,
        Some((separator, _)) => separator,
        None => Separator::None,
    }
}

fn count_outside_quotes(line: &str, separator: u8) -> usize {
    let mut quoted = false;
    let mut count = 0;
    for byte in line.bytes() {
        if byte == b'"' {
            quoted = !quoted;
        } else if byte == separator && !quoted {
            count += 1;
        }
    }
    count
}

/// The count most lines have, of those above zero (the smaller on a tie).
fn most_common_nonzero(counts: &[usize]) -> Option<usize> {
    let mut values: Vec<usize> = counts.iter().copied().filter(|&n| n > 0).collect();
    values.sort_unstable();
    let mut best: Option<(usize, usize)> = None;
    for chunk in values.chunk_by(|a, b| a == b) {
        let (Some(&value), size) = (chunk.first(), chunk.len()) else {
            continue;
        };
        if best.is_none_or(|(_, most)| size > most) {
            best = Some((value, size));
        }
    }
    best.map(|(value, _)| value)
}

/// True when every line has one comma with no digit after it and the first line is no
/// header of two columns: "Surname, First name" lines.
fn only_name_commas(lines: &[&str]) -> bool {
    let first_is_header = lines.first().is_some_and(|first| {
        first
            .split(',')
            .all(|title| super::header::field_of(title).is_some())
    });
    !first_is_header
        && lines.iter().all(|line| {
            count_outside_quotes(line, b',') == 1
                && line
                    .split_once(',')
                    .is_some_and(|(_, rest)| !rest.bytes().any(|b| b.is_ascii_digit()))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(grid: &Grid) -> Vec<Vec<&str>> {
        grid.rows
            .iter()
            .map(|r| r.cells.iter().map(String::as_str).collect())
            .collect()
    }

    #[test]
    fn separators_by_count_on_the_first_lines() {
        assert_eq!(detect("a;b;c\nd;e;f\n"), Separator::Semicolon);
        assert_eq!(
            detect("Rossi, Mario\t1850\nBianchi, Anna\t1700"),
            Separator::Tab
        );
        assert_eq!(
            detect("Rossi, Mario;1850\nBianchi, Anna;1700"),
            Separator::Semicolon
        );
        assert_eq!(
            detect("\"Rossi, Mario\",1850\nVerdi,1700"),
            Separator::Comma
        );
        assert_eq!(detect("Rossi Mario\nBianchi Anna"), Separator::None);
        assert_eq!(detect("Rossi, Mario\nBianchi, Anna"), Separator::None);
        assert_eq!(detect("Cognome,Nome\nRossi,Mario"), Separator::Comma);
        assert_eq!(detect("Rossi,1850\nBianchi,1700"), Separator::Comma);
    }

    #[test]
    fn quotes_crlf_and_bom() {
        let grid = read(
            "\u{FEFF}Nome;Elo\r\n\"Rossi; Mario\";1850\r\n\r\n  Verdi ;  \r\n",
            None,
        )
        .unwrap();
        assert_eq!(
            cells(&grid),
            [
                vec!["Nome", "Elo"],
                vec!["Rossi; Mario", "1850"],
                vec!["Verdi", ""]
            ]
        );
        let lines: Vec<RowPosition> = grid.rows.iter().map(|r| r.position).collect();
        assert_eq!(
            lines,
            [
                RowPosition::Line(1),
                RowPosition::Line(2),
                RowPosition::Line(4)
            ]
        );
    }

    #[test]
    fn windows_1252_and_utf16_are_decoded_and_said() {
        let (text, warning) = decode(b"Nicol\xF2;\x80\x96");
        assert_eq!(text, "Nicolò;€–");
        assert_eq!(warning, Some(ReadWarning::DecodedAsWindows1252));
        let (text, warning) = decode("Nicolò".as_bytes());
        assert_eq!((text.as_ref(), warning), ("Nicolò", None));
        let (text, warning) = decode(b"\xFF\xFEa\x00;\x00b\x00");
        assert_eq!(
            (text.as_ref(), warning),
            ("a;b", Some(ReadWarning::DecodedAsUtf16))
        );
    }

    #[test]
    fn nothing_to_read_is_an_error() {
        assert!(matches!(
            read(" \n\n;;\n", None),
            Err(EntryListError::Empty)
        ));
    }
}

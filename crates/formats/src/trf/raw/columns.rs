//! Fixed-column helpers shared by the record types: reading numbers and text from given
//! columns with an error naming them, and writing text into given columns.

use super::super::error::{TrfError, TrfField, TrfProblem};
use super::super::text::Line;
use crate::domain::Points;

/// Trimmed text of 1-based inclusive columns.
pub fn text(line: &Line, first: usize, last: usize) -> String {
    line.columns(first, last).trim().to_owned()
}

/// A whole number in the columns; blank gives `None`.
pub fn number(
    line: &Line,
    first: usize,
    last: usize,
    field: TrfField,
) -> Result<Option<u32>, TrfError> {
    let raw = text(line, first, last);
    if raw.is_empty() {
        return Ok(None);
    }
    if !raw.chars().all(|c| c.is_ascii_digit()) {
        return Err(TrfError::at(
            line.number,
            first,
            last,
            field,
            TrfProblem::NotWholeNumber { text: raw },
        ));
    }
    raw.parse::<u32>().map(Some).map_err(|_| {
        TrfError::at(
            line.number,
            first,
            last,
            field,
            TrfProblem::TooLarge { text: raw.clone() },
        )
    })
}

/// A number of points with at most one decimal ("11.5", "3"); blank gives `None`.
pub fn points(
    line: &Line,
    first: usize,
    last: usize,
    field: TrfField,
) -> Result<Option<Points>, TrfError> {
    let raw = text(line, first, last);
    if raw.is_empty() {
        return Ok(None);
    }
    parse_points(&raw).map(Some).ok_or_else(|| {
        TrfError::at(
            line.number,
            first,
            last,
            field,
            TrfProblem::NotPoints { text: raw.clone() },
        )
    })
}

/// Points written with digits and at most one decimal point (no "½", no comma).
pub fn parse_points(raw: &str) -> Option<Points> {
    let plain = raw
        .strip_prefix('-')
        .unwrap_or(raw)
        .chars()
        .all(|c| c.is_ascii_digit() || c == '.');
    if plain { Points::parse(raw) } else { None }
}

/// A list of whole numbers separated by blanks, from `first` to the end of the line; each
/// error names the columns of the offending item.
pub fn number_list(line: &Line, first: usize, field: TrfField) -> Result<Vec<u32>, TrfError> {
    let mut out = Vec::new();
    for (start, item) in words(line, first) {
        let last = start + item.chars().count() - 1;
        if !item.chars().all(|c| c.is_ascii_digit()) {
            return Err(TrfError::at(
                line.number,
                start,
                last,
                field,
                TrfProblem::NotPairingNumber { text: item },
            ));
        }
        let value = item.parse::<u32>().map_err(|_| {
            TrfError::at(
                line.number,
                start,
                last,
                field,
                TrfProblem::TooLarge { text: item.clone() },
            )
        })?;
        out.push(value);
    }
    Ok(out)
}

/// The blank-separated words from column `first` on, each with its 1-based first column.
pub fn words(line: &Line, first: usize) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (index, &c) in line.chars.iter().enumerate().skip(first.saturating_sub(1)) {
        if c.is_whitespace() {
            if let Some(word) = current.take() {
                out.push(word);
            }
        } else {
            current
                .get_or_insert_with(|| (index + 1, String::new()))
                .1
                .push(c);
        }
    }
    out.extend(current);
    out
}

/// A line being written: text is placed at 1-based columns, padding with blanks.
#[derive(Debug, Default)]
pub struct LineWriter {
    chars: Vec<char>,
}

impl LineWriter {
    pub fn new(code: &str) -> LineWriter {
        let mut w = LineWriter::default();
        w.left(1, 3, code);
        w
    }

    /// Writes `value` left-aligned from column `first`, cut at column `last`.
    pub fn left(&mut self, first: usize, last: usize, value: &str) {
        let width = (last + 1).saturating_sub(first);
        for (offset, c) in value.chars().take(width).enumerate() {
            self.set(first + offset, c);
        }
    }

    /// Writes `value` right-aligned so that it ends at column `last` (cut on the left if
    /// it is too long).
    pub fn right(&mut self, first: usize, last: usize, value: &str) {
        let width = (last + 1).saturating_sub(first);
        let chars: Vec<char> = value.chars().collect();
        let shown = chars
            .get(chars.len().saturating_sub(width)..)
            .unwrap_or(&[]);
        let start = last + 1 - shown.len();
        for (offset, &c) in shown.iter().enumerate() {
            self.set(start + offset, c);
        }
    }

    fn set(&mut self, column: usize, c: char) {
        let Some(index) = column.checked_sub(1) else {
            return;
        };
        if self.chars.len() <= index {
            self.chars.resize(index + 1, ' ');
        }
        if let Some(slot) = self.chars.get_mut(index) {
            *slot = c;
        }
    }

    /// The line, without trailing blanks.
    pub fn finish(self) -> String {
        let text: String = self.chars.into_iter().collect();
        text.trim_end().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    #[test]
    fn numbers_points_and_lists() {
        let line = &lines("XXP 10  x4 12")[0];
        assert_eq!(number(line, 5, 6, TrfField::PairingNumber), Ok(Some(10)));
        assert_eq!(number(line, 7, 8, TrfField::PairingNumber), Ok(None));
        let err = number_list(line, 5, TrfField::PairingNumbers).unwrap_err();
        assert_eq!((err.line, err.columns), (1, Some((9, 10))));
        let line = &lines("001 12.5")[0];
        assert_eq!(points(line, 5, 8, TrfField::Points), Ok(Some(Points(125))));
        assert!(points(line, 1, 3, TrfField::Points).is_ok());
        assert!(parse_points("1½").is_none());
    }

    #[test]
    fn writer_places_columns() {
        let mut w = LineWriter::new("001");
        w.right(5, 8, "12");
        w.left(15, 17, "Abcdef");
        assert_eq!(w.finish(), "001   12      Abc");
    }
}

//! Control characters inside a line (a tab, a form feed, DOS's end-of-file mark) are
//! replaced at import, each by one space, with a warning at the line (issue 35).
//!
//! TRF has fixed columns and the reader counts every character as one column, so one
//! space for one control character keeps every field where the reader found it. Done at
//! import, never at export: whatever Torneo accepts (a `132` record kept as written, a
//! name) is then a text the exporter can write back.

use super::error::TrfField;
use super::text::Line;
use super::warning::{Assumption, ImportWarning};

/// Replaces the control characters of every line by spaces; one warning per line changed,
/// at the first column changed.
pub fn replace(lines: &mut [Line]) -> Vec<ImportWarning> {
    let mut warnings = Vec::new();
    for line in lines {
        let mut first = None;
        let mut count = 0;
        for (index, c) in line.chars.iter_mut().enumerate() {
            if c.is_control() {
                first.get_or_insert(index + 1);
                count += 1;
                *c = ' ';
            }
        }
        if let Some(column) = first {
            warnings.push(ImportWarning::at(
                line.number,
                (column, column),
                TrfField::RecordCode,
                Assumption::ControlCharacters { count },
            ));
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::text::lines;

    #[test]
    fn each_control_character_becomes_one_space_and_is_said_once_per_line() {
        let mut read = lines("132\t\t 25/01/01\n001    1\n012 x\u{1a}");
        let warnings = replace(&mut read);
        let texts: Vec<String> = read.iter().map(Line::text).collect();
        assert_eq!(texts, vec!["132   25/01/01", "001    1", "012 x "]);
        let places: Vec<(usize, Option<(usize, usize)>)> =
            warnings.iter().map(|w| (w.line, w.columns)).collect();
        assert_eq!(places, vec![(1, Some((4, 4))), (3, Some((6, 6)))]);
        assert_eq!(
            warnings[0].assumption,
            Assumption::ControlCharacters { count: 2 }
        );
    }
}

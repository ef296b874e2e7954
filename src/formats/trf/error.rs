//! [`TrfError`]: what is wrong, on which line, in which columns and in which field.

use thiserror::Error;

/// A TRF file (or pairing answer) that cannot be read, in words an arbiter can act on.
/// `line` is 1-based (0 when the problem concerns the whole file); `columns` are 1-based
/// and inclusive, as the TRF specification counts them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.describe())]
pub struct TrfError {
    pub line: usize,
    pub columns: Option<(usize, usize)>,
    pub field: &'static str,
    pub message: String,
}

/// First column of round 1 in a `001` record (trf.md §3); each round adds 10 columns.
const ROUND_ONE_COLUMN: usize = 92;

impl TrfError {
    pub fn new(
        line: usize,
        columns: Option<(usize, usize)>,
        field: &'static str,
        message: impl Into<String>,
    ) -> TrfError {
        TrfError {
            line,
            columns,
            field,
            message: message.into(),
        }
    }

    /// An error at columns `first..=last` of `line`.
    pub fn at(
        line: usize,
        first: usize,
        last: usize,
        field: &'static str,
        message: impl Into<String>,
    ) -> TrfError {
        TrfError::new(line, Some((first, last)), field, message)
    }

    /// The field name as shown: round fields say which round ("round 3 result").
    fn field_name(&self) -> String {
        match (self.field.strip_prefix("round "), self.columns) {
            (Some(part), Some((first, _))) if first >= ROUND_ONE_COLUMN => {
                let round = (first - ROUND_ONE_COLUMN) / 10 + 1;
                format!("round {round} {part}")
            }
            _ => self.field.to_owned(),
        }
    }

    fn describe(&self) -> String {
        let place = match (self.line, self.columns) {
            (0, _) => "file".to_owned(),
            (line, None) => format!("line {line}"),
            (line, Some((a, b))) if a == b => format!("line {line}, column {a}"),
            (line, Some((a, b))) => format!("line {line}, columns {a}-{b}"),
        };
        format!("{place} ({}): {}", self.field_name(), self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_names_line_columns_and_field() {
        let e = TrfError::at(12, 81, 84, "points", "expected 2.5");
        assert_eq!(
            e.to_string(),
            "line 12, columns 81-84 (points): expected 2.5"
        );
        let e = TrfError::at(3, 119, 119, "round result", "unknown code 'Q'");
        assert_eq!(
            e.to_string(),
            "line 3, column 119 (round 3 result): unknown code 'Q'"
        );
        let e = TrfError::new(0, None, "player records", "none found");
        assert_eq!(e.to_string(), "file (player records): none found");
    }
}

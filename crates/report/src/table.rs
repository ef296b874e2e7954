//! Small helpers to build a [`Table`]: columns from their words, rows from their cells.

use super::document::{Align, Column, Row, RowStyle, Table};
use super::words::ColumnWord;
use crate::i18n::{Language, Localize};

/// A column titled by its word.
pub fn column(lang: Language, word: ColumnWord, align: Align) -> Column {
    Column {
        title: word.localize(lang),
        align,
        stretch: false,
    }
}

/// A column that takes the room left over (names).
pub fn stretch(lang: Language, word: ColumnWord) -> Column {
    Column {
        title: word.localize(lang),
        align: Align::Left,
        stretch: true,
    }
}

/// A column with a title that is not a word (a round number, a tie-break code).
pub fn titled(title: String, align: Align) -> Column {
    Column {
        title,
        align,
        stretch: false,
    }
}

/// A column with a title that is not a column word, taking the room left over (a team's
/// name).
pub fn stretch_titled(title: String) -> Column {
    Column {
        title,
        align: Align::Left,
        stretch: true,
    }
}

/// A normal row.
pub fn row(cells: Vec<String>) -> Row {
    Row {
        cells,
        style: RowStyle::Normal,
    }
}

/// A table of `columns` and `rows`.
pub fn table(columns: Vec<Column>, rows: Vec<Row>) -> Table {
    Table { columns, rows }
}

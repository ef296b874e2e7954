//! Entry lists (issue 33): 30–500 players registered at once from a block of lines
//! pasted from a spreadsheet or an e-mail, a CSV/TSV file, or an XLSX/ODS/XLS workbook.
//!
//! Reading goes in layers, as for the other formats:
//! - [`text`] and [`spreadsheet`] turn the input into a [`Grid`]: rows of text cells,
//!   each row with its line (text) or row number (spreadsheet) for the messages. Text is
//!   read by the `csv` crate (quoted fields, separators inside quotes, `\r\n`), the
//!   separator found by counting tabs, `;` and `,` on the first lines; workbooks by the
//!   `calamine` crate (whole numbers without ".0", date cells as dates). Both are
//!   well-kept, widely used readers: the corner cases of CSV quoting and of the XLSX/ODS
//!   containers are theirs, not a parser written here. A file that is not UTF-8 is
//!   decoded as Windows-1252 (every byte kept) by `encoding_rs`, with a warning.
//! - [`header`] recognises a header row by its column titles, in Italian and English,
//!   and proposes an [`EntryColumns`] mapping (a default one, said to be assumed, when
//!   there is no header).
//! - [`convert`] turns each row into a [`crate::domain::Player`] draft, or a
//!   [`RowError`] naming the row and every reason. Blank rows are skipped.
//!
//! Nothing here touches a tournament: duplicates, the rating lists and the command that
//! adds the players are in `session::entry_list`.

pub mod columns;
pub mod convert;
pub mod header;
pub mod spreadsheet;
pub mod text;
mod wording;

pub use columns::{EntryColumns, EntryField};
pub use convert::{Birth, Draft, RowError, RowProblem, convert, convert_row};
pub use header::{Recognised, Recognition, recognise};
pub use text::Separator;

use std::path::{Path, PathBuf};
use thiserror::Error;

/// Where a row comes from: a line of text, or a row of a spreadsheet (both from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RowPosition {
    Line(u64),
    Row(u64),
}

/// One row of the input, cut into cells (trimmed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridRow {
    pub position: RowPosition,
    pub cells: Vec<String>,
}

impl GridRow {
    /// The text of column `column` (from 0); empty past the row's end.
    pub fn cell(&self, column: usize) -> &str {
        self.cells.get(column).map_or("", String::as_str)
    }

    /// True when every cell is empty (the row is skipped without a word).
    pub fn is_blank(&self) -> bool {
        self.cells.iter().all(|c| c.trim().is_empty())
    }
}

/// What the input was read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GridSource {
    /// Text cut at `separator` (found, or chosen by the arbiter).
    Text { separator: Separator },
    /// The sheet `name` of a workbook whose sheets are `sheets`.
    Sheet { name: String, sheets: Vec<String> },
}

/// Something the reader did that the arbiter should know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadWarning {
    /// The file is not UTF-8: it was read as Windows-1252 (Latin-1 with € and the
    /// typographic quotes), which keeps every byte.
    DecodedAsWindows1252,
    /// The file is UTF-16 (Excel's "Unicode text").
    DecodedAsUtf16,
}

/// The input as rows of text cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    pub rows: Vec<GridRow>,
    pub source: GridSource,
    pub warnings: Vec<ReadWarning>,
}

impl Grid {
    /// The number of columns of the widest row.
    pub fn width(&self) -> usize {
        self.rows.iter().map(|r| r.cells.len()).max().unwrap_or(0)
    }

    /// The first row that is not blank (a header, if the list has one).
    pub fn first_filled(&self) -> Option<&GridRow> {
        self.rows.iter().find(|r| !r.is_blank())
    }
}

/// Why an entry list cannot be read at all (a bad row is a [`RowError`] instead).
/// (Its `Display` is the English wording, see `wording`.)
#[derive(Debug, Error)]
pub enum EntryListError {
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The text cannot be cut into cells at `line`.
    Text { line: u64, detail: String },
    /// The workbook cannot be opened (damaged, password-protected, not a workbook).
    Workbook { detail: String },
    /// The workbook has no sheet of that name.
    NoSuchSheet { name: String, sheets: Vec<String> },
    /// Nothing to read: no row with text.
    Empty,
}

/// How to read a file: which sheet of a workbook (the first when `None`), which
/// separator in a text file (found on the first lines when `None`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadOptions {
    pub sheet: Option<String>,
    pub separator: Option<Separator>,
}

/// Reads an entry list file: a workbook (XLSX, XLSM, XLSB, XLS, ODS: recognised by its
/// content, not its name), anything else as delimited text.
pub fn read_file(path: &Path, options: &ReadOptions) -> Result<Grid, EntryListError> {
    let bytes = std::fs::read(path).map_err(|source| EntryListError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    read_bytes(&bytes, options)
}

/// The same as [`read_file`] for a file's bytes.
pub fn read_bytes(bytes: &[u8], options: &ReadOptions) -> Result<Grid, EntryListError> {
    if spreadsheet::is_workbook(bytes) {
        spreadsheet::read(bytes, options.sheet.as_deref())
    } else {
        text::read_bytes(bytes, options.separator)
    }
}

/// Reads a block of pasted text (separator found when `None`).
pub fn read_pasted(text: &str, separator: Option<Separator>) -> Result<Grid, EntryListError> {
    text::read(text, separator)
}

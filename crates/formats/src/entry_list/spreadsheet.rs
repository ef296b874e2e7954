//! Workbooks (XLSX, XLSM, XLSB, XLS, ODS) read by the `calamine` crate: the first sheet,
//! or the sheet the arbiter names. Each cell becomes the text the arbiter sees in the
//! spreadsheet program: a whole number without ".0" (a rating typed as 1850 is stored
//! as the number 1850.0), a date cell as an ISO date (a birth date typed as 02/03/1990
//! is stored as a day count), an error cell as its code (`#N/A`).

use super::{EntryListError, Grid, GridRow, GridSource, RowPosition};
use calamine::{Data, DataType, Range, Reader, Sheets, open_workbook_auto_from_rs};
use std::io::Cursor;

/// True when `bytes` are a workbook: a ZIP container (XLSX, ODS) or an OLE compound
/// file (XLS).
pub fn is_workbook(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
}

/// The names of the workbook's sheets, in order.
pub fn sheet_names(bytes: &[u8]) -> Result<Vec<String>, EntryListError> {
    Ok(open(bytes)?.sheet_names())
}

/// Reads the sheet `sheet` (the first sheet when `None`) of the workbook in `bytes`.
pub fn read(bytes: &[u8], sheet: Option<&str>) -> Result<Grid, EntryListError> {
    let mut workbook = open(bytes)?;
    let sheets = workbook.sheet_names();
    let name = match sheet {
        Some(name) if sheets.iter().any(|s| s == name) => name.to_string(),
        Some(name) => {
            return Err(EntryListError::NoSuchSheet {
                name: name.to_string(),
                sheets,
            });
        }
        None => sheets.first().cloned().ok_or(EntryListError::Empty)?,
    };
    let range = workbook.worksheet_range(&name).map_err(workbook_error)?;
    let rows = rows(&range);
    if rows.iter().all(GridRow::is_blank) {
        return Err(EntryListError::Empty);
    }
    Ok(Grid {
        rows,
        source: GridSource::Sheet { name, sheets },
        warnings: Vec::new(),
    })
}

fn open(bytes: &[u8]) -> Result<Sheets<Cursor<&[u8]>>, EntryListError> {
    open_workbook_auto_from_rs(Cursor::new(bytes)).map_err(workbook_error)
}

fn workbook_error(error: calamine::Error) -> EntryListError {
    EntryListError::Workbook {
        detail: error.to_string(),
    }
}

/// The used range's rows, numbered as the spreadsheet numbers them.
fn rows(range: &Range<Data>) -> Vec<GridRow> {
    let first = range.start().map_or(0, |(row, _)| u64::from(row));
    (first + 1..)
        .zip(range.rows())
        .map(|(number, cells)| GridRow {
            position: RowPosition::Row(number),
            cells: cells.iter().map(cell_text).collect(),
        })
        .collect()
}

/// A cell as the arbiter reads it in the spreadsheet.
pub fn cell_text(cell: &Data) -> String {
    match cell {
        Data::Empty => String::new(),
        Data::String(text) => text.trim().to_string(),
        Data::Int(n) => n.to_string(),
        Data::Float(x) => number(*x),
        Data::Bool(b) => b.to_string(),
        Data::DateTime(moment) if moment.is_datetime() => {
            cell.as_date().map_or_else(|| number(moment.as_f64()), iso)
        }
        Data::DateTime(moment) => number(moment.as_f64()),
        // ODS dates: `1990-03-02` or `1990-03-02T00:00:00`.
        Data::DateTimeIso(text) => cell.as_date().map_or_else(|| text.clone(), iso),
        Data::DurationIso(text) => text.clone(),
        Data::Error(error) => error.to_string(),
    }
}

fn iso(date: chrono::NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// A number as a spreadsheet shows it: whole numbers without a decimal part.
fn number(x: f64) -> String {
    // Whole and within the integers an f64 holds exactly: written as an integer.
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        format!("{x:.0}")
    } else {
        x.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_without_point_zero() {
        assert_eq!(cell_text(&Data::Float(1850.0)), "1850");
        assert_eq!(cell_text(&Data::Float(-3.0)), "-3");
        assert_eq!(cell_text(&Data::Float(1850.5)), "1850.5");
        assert_eq!(cell_text(&Data::Int(1_503_014)), "1503014");
        assert_eq!(cell_text(&Data::String("  GM ".into())), "GM");
        assert_eq!(cell_text(&Data::Empty), "");
    }

    #[test]
    fn ods_dates_keep_their_day() {
        assert_eq!(
            cell_text(&Data::DateTimeIso("1990-03-02".into())),
            "1990-03-02"
        );
        assert_eq!(
            cell_text(&Data::DateTimeIso("1990-03-02T00:00:00".into())),
            "1990-03-02"
        );
    }

    #[test]
    fn workbooks_are_known_by_their_first_bytes() {
        assert!(is_workbook(b"PK\x03\x04rest"));
        assert!(is_workbook(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1rest"));
        assert!(!is_workbook(b"Nome;Elo"));
        assert!(matches!(
            read(b"PK\x03\x04not a zip", None),
            Err(EntryListError::Workbook { .. })
        ));
    }
}

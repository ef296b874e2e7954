//! The month of a rating list. FIDE names its downloads after the month
//! (`standard_sep24frl.txt`, `rapid_mar25frl_xml.xml`) and puts it in the rating column of
//! the single lists' header (`SEP24`); the combined list `players_list_foa.txt` says it
//! nowhere, so then the file's modification date is taken (FIDE publishes a list on the
//! first of its month and the file keeps that date when unzipped).

use chrono::{DateTime, Datelike, Utc};
use std::fmt;
use std::path::Path;

/// Where the month was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MonthSource {
    FileName,
    Header,
    FileDate,
}

impl MonthSource {
    pub fn code(self) -> &'static str {
        match self {
            MonthSource::FileName => "file-name",
            MonthSource::Header => "header",
            MonthSource::FileDate => "file-date",
        }
    }

    pub fn from_code(code: &str) -> Option<MonthSource> {
        [
            MonthSource::FileName,
            MonthSource::Header,
            MonthSource::FileDate,
        ]
        .into_iter()
        .find(|s| s.code() == code)
    }
}

/// A list's month.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListMonth {
    pub year: i32,
    /// 1 ..= 12.
    pub month: u32,
    pub source: MonthSource,
}

impl fmt::Display for ListMonth {
    /// `2024-09`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// A month written as FIDE does, `sep24` or `SEP24` (two-digit years are 2000 + yy).
pub fn from_token(token: &str) -> Option<(i32, u32)> {
    let token = token.get(..5)?;
    let (name, year) = token.split_at(3);
    let month = MONTHS.iter().position(|m| m.eq_ignore_ascii_case(name))?;
    if !year.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let year: i32 = year.parse().ok()?;
    Some((2000 + year, u32::try_from(month).ok()? + 1))
}

/// The month in a FIDE file name: the first `mmmyy` after an underscore or at the start
/// (`standard_sep24frl.txt`).
pub fn from_file_name(path: &Path) -> Option<ListMonth> {
    let name = path.file_stem()?.to_str()?;
    name.split(['_', '-', ' ', '.'])
        .find_map(from_token)
        .map(|(year, month)| ListMonth {
            year,
            month,
            source: MonthSource::FileName,
        })
}

/// The month of the file's modification date.
pub fn from_file_date(path: &Path) -> Option<ListMonth> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    let date: DateTime<Utc> = modified.into();
    Some(ListMonth {
        year: date.year(),
        month: date.month(),
        source: MonthSource::FileDate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_from_fide_file_names() {
        let month = from_file_name(Path::new("/tmp/standard_sep24frl.txt")).unwrap();
        assert_eq!((month.year, month.month), (2024, 9));
        assert_eq!(month.to_string(), "2024-09");
        let month = from_file_name(Path::new("rapid_mar25frl_xml.xml")).unwrap();
        assert_eq!((month.year, month.month), (2025, 3));
        assert_eq!(from_file_name(Path::new("players_list_foa.txt")), None);
        assert_eq!(from_token("NOV25"), Some((2025, 11)));
        assert_eq!(from_token("SRtng"), None);
    }
}

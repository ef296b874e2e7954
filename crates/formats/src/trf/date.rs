//! Dates as real TRF files write them: `2020/05/10`, `2020-05-10`, `2020.05.10`,
//! `01.01.1987`, `24/09/2010`, `28. 07. 2005`, `May 10, 2020`, `10 May 2020` (English or
//! Italian month names), two-digit years, `.  .` or blank for none. Export writes the
//! canonical TRF-26 form `YYYY/MM/DD`.
//!
//! A numeric date with the year last is read day first (the European order of the
//! programs seen), unless only month first makes a date (`09/24/2010`: 24 September).
//! Two-digit years: 20yy below 50, 19yy from 50 (a fixed pivot, not the clock: the reader
//! is pure). Which number is the two-digit year: with `/` or `-`, the first (`YY/MM/DD`,
//! the order of TRF's own `132` record) unless the last is above 31; with `.` or blanks,
//! the last (`DD.MM.YY`).

use chrono::NaiveDate;

/// What a date field holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateRead {
    /// Blank, or a placeholder such as `.  .` or `0000/00/00`.
    Blank,
    Date(NaiveDate),
    /// A date read from a two-digit year (worth a warning).
    TwoDigitYear(NaiveDate),
    /// A year alone (`1985`, `1985/00/00`).
    YearOnly,
    Unreadable,
}

const MONTHS: [[&str; 2]; 12] = [
    ["jan", "gen"],
    ["feb", "feb"],
    ["mar", "mar"],
    ["apr", "apr"],
    ["may", "mag"],
    ["jun", "giu"],
    ["jul", "lug"],
    ["aug", "ago"],
    ["sep", "set"],
    ["oct", "ott"],
    ["nov", "nov"],
    ["dec", "dic"],
];

/// The month (1-12) of a month name in English or Italian, by its first three letters.
fn month_of(word: &str) -> Option<u32> {
    let lower = word.to_lowercase();
    let prefix: String = lower.chars().take(3).collect();
    if prefix.chars().count() < 3 {
        return None;
    }
    (1..=12u32).find(|&m| {
        MONTHS
            .get(m as usize - 1)
            .is_some_and(|names| names.contains(&prefix.as_str()))
    })
}

pub fn parse(text: &str) -> DateRead {
    let text = text.trim();
    if text
        .chars()
        .all(|c| matches!(c, ' ' | '.' | '/' | '-' | '0'))
    {
        return DateRead::Blank;
    }
    if text.chars().any(char::is_alphabetic) {
        return named_month(text);
    }
    let numbers: Vec<&str> = text
        .split(['/', '-', '.', ' '])
        .filter(|p| !p.is_empty())
        .collect();
    let values: Option<Vec<u32>> = numbers.iter().map(|p| p.parse::<u32>().ok()).collect();
    let Some(values) = values else {
        return DateRead::Unreadable;
    };
    let widths: Vec<usize> = numbers.iter().map(|p| p.len()).collect();
    let slash = text.contains(['/', '-']);
    match (values.as_slice(), widths.as_slice()) {
        ([year], [4]) | ([year, 0, 0], [4, _, _]) if *year > 0 => DateRead::YearOnly,
        ([year, month, day], [4, _, _]) => whole(*year, *month, *day, false),
        ([a, b, year], [_, _, 4]) => day_month(*a, *b, *year, false),
        ([a, b, c], [_, _, 2]) if !slash || *c > 31 => day_month(*a, *b, century(*c), true),
        ([a, b, c], [2, _, _]) => whole(century(*a), *b, *c, true),
        _ => DateRead::Unreadable,
    }
}

fn century(yy: u32) -> u32 {
    if yy < 50 { 2000 + yy } else { 1900 + yy }
}

fn whole(year: u32, month: u32, day: u32, two_digit: bool) -> DateRead {
    match i32::try_from(year)
        .ok()
        .and_then(|y| NaiveDate::from_ymd_opt(y, month, day))
    {
        Some(date) if two_digit => DateRead::TwoDigitYear(date),
        Some(date) => DateRead::Date(date),
        None => DateRead::Unreadable,
    }
}

/// Day first, unless only month first makes a date.
fn day_month(a: u32, b: u32, year: u32, two_digit: bool) -> DateRead {
    match whole(year, b, a, two_digit) {
        DateRead::Unreadable => whole(year, a, b, two_digit),
        read => read,
    }
}

/// `May 10, 2020`, `10 May 2020`, `10-mag-2020`.
fn named_month(text: &str) -> DateRead {
    let words: Vec<&str> = text
        .split([' ', ',', '.', '-', '/'])
        .filter(|w| !w.is_empty())
        .collect();
    let mut month = None;
    let mut numbers = Vec::new();
    for word in &words {
        if let Ok(n) = word.parse::<u32>() {
            numbers.push((n, word.len()));
        } else if month.is_none() {
            month = month_of(word);
            if month.is_none() {
                return DateRead::Unreadable;
            }
        } else {
            return DateRead::Unreadable;
        }
    }
    let Some(month) = month else {
        return DateRead::Unreadable;
    };
    match numbers.as_slice() {
        [(day, _), (year, 4)] | [(year, 4), (day, _)] => whole(*year, month, *day, false),
        [(day, _), (yy, 2)] => whole(century(*yy), month, *day, true),
        _ => DateRead::Unreadable,
    }
}

/// The canonical form `YYYY/MM/DD`.
pub fn canonical(date: NaiveDate) -> String {
    date.format("%Y/%m/%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn every_form_seen_in_real_files() {
        let cases = [
            ("2020/05/10", DateRead::Date(day(2020, 5, 10))),
            ("2020-05-10", DateRead::Date(day(2020, 5, 10))),
            ("2020.05.10", DateRead::Date(day(2020, 5, 10))),
            ("01.01.1987", DateRead::Date(day(1987, 1, 1))),
            ("24/09/2010", DateRead::Date(day(2010, 9, 24))),
            ("09/24/2010", DateRead::Date(day(2010, 9, 24))),
            ("28. 07. 2005", DateRead::Date(day(2005, 7, 28))),
            ("May 10, 2020", DateRead::Date(day(2020, 5, 10))),
            ("10 May 2020", DateRead::Date(day(2020, 5, 10))),
            ("10 maggio 2020", DateRead::Date(day(2020, 5, 10))),
            ("20/05/10", DateRead::TwoDigitYear(day(2020, 5, 10))),
            ("87/01/31", DateRead::TwoDigitYear(day(1987, 1, 31))),
            ("01.01.87", DateRead::TwoDigitYear(day(1987, 1, 1))),
            (".  .", DateRead::Blank),
            ("", DateRead::Blank),
            ("0000/00/00", DateRead::Blank),
            ("1985", DateRead::YearOnly),
            ("1985/00/00", DateRead::YearOnly),
            ("1985/13/40", DateRead::Unreadable),
            ("soon", DateRead::Unreadable),
            ("31.02.2020", DateRead::Unreadable),
        ];
        for (text, expected) in cases {
            assert_eq!(parse(text), expected, "{text}");
        }
        assert_eq!(canonical(day(1987, 1, 1)), "1987/01/01");
    }
}

//! Numbers and dates in the language's own way, the same in the window, the PDFs and
//! the command line: the decimal mark ("12,5" in Italian, "12.5" in English), points
//! with ½, dates as "27/11/2026" in Italian and "27 Nov 2026" in English.

use super::Language;
use crate::domain::Points;
use chrono::NaiveDate;

/// A decimal number written with the language's decimal mark: Italian "12,5".
pub fn decimal(lang: Language, text: String) -> String {
    match lang {
        Language::Italian => text.replace('.', ","),
        Language::English => text,
    }
}

/// Points as arbiters write them ("3½", "½", "0"; a value in tenths with the
/// language's decimal mark).
pub fn points(lang: Language, points: Points) -> String {
    decimal(lang, points.to_string())
}

/// A date: "1 Mar 2026" in English, "01/03/2026" in Italian.
pub fn date(lang: Language, date: NaiveDate) -> String {
    match lang {
        Language::English => date.format("%-d %b %Y").to_string(),
        Language::Italian => date.format("%d/%m/%Y").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_own_decimal_mark_and_dates() {
        assert_eq!(decimal(Language::Italian, "12.5".into()), "12,5");
        assert_eq!(decimal(Language::English, "12.5".into()), "12.5");
        assert_eq!(points(Language::Italian, Points::from_halves(7)), "3½");
        assert_eq!(points(Language::Italian, Points(13)), "1,3");
        let day = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        assert_eq!(date(Language::Italian, day), "27/11/2026");
        assert_eq!(date(Language::English, day), "27 Nov 2026");
    }
}

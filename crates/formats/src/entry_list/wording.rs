//! The words of the entry lists' reading: errors, bad rows, warnings and how the columns
//! were found, in the Fluent files (`entry-list-…`).

use super::header::DEFAULT_ORDER;
use super::{
    EntryField, EntryListError, ReadWarning, Recognition, RowError, RowPosition, RowProblem,
    Separator,
};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

impl EntryField {
    fn key(self) -> &'static str {
        match self {
            EntryField::Name => "name",
            EntryField::FirstName => "first-name",
            EntryField::Rating => "rating",
            EntryField::NationalRating => "national-rating",
            EntryField::FideId => "fide-id",
            EntryField::Federation => "federation",
            EntryField::Club => "club",
            EntryField::Birth => "birth",
            EntryField::Sex => "sex",
            EntryField::Title => "title",
        }
    }
}

impl Localize for EntryField {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "entry-list-field", field = self.key())
    }
}

impl Localize for Separator {
    fn localize(&self, lang: Language) -> String {
        let separator = match self {
            Separator::Tab => "tab",
            Separator::Semicolon => "semicolon",
            Separator::Comma => "comma",
            Separator::None => "none",
        };
        tr!(lang, "entry-list-separator", separator = separator)
    }
}

impl Localize for RowPosition {
    fn localize(&self, lang: Language) -> String {
        match self {
            RowPosition::Line(line) => tr!(lang, "entry-list-line", line = (*line)),
            RowPosition::Row(row) => tr!(lang, "entry-list-row", row = (*row)),
        }
    }
}

impl Localize for RowProblem {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            RowProblem::MissingName => tr!(l, "entry-list-missing-name"),
            RowProblem::BadRating { field, text } => tr!(
                l,
                "entry-list-bad-rating",
                text = text.as_str(),
                field = field.localize(l)
            ),
            RowProblem::BadFideId { text } => {
                tr!(l, "entry-list-bad-fide-id", text = text.as_str())
            }
            RowProblem::BadDate { text } => tr!(l, "entry-list-bad-date", text = text.as_str()),
            RowProblem::BadFederation { text } => {
                tr!(l, "entry-list-bad-federation", text = text.as_str())
            }
            RowProblem::UnknownTitle { text } => {
                tr!(l, "entry-list-unknown-title", text = text.as_str())
            }
            RowProblem::UnknownSex { text } => {
                tr!(l, "entry-list-unknown-sex", text = text.as_str())
            }
        }
    }
}

impl Localize for RowError {
    /// "line 7: no name; "18x" is not a rating (a number up to 3500)".
    fn localize(&self, lang: Language) -> String {
        let problems: Vec<String> = self.problems.iter().map(|p| p.localize(lang)).collect();
        tr!(
            lang,
            "entry-list-row-error",
            position = self.position.localize(lang),
            problems = problems.join("; ")
        )
    }
}

impl Localize for EntryListError {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            EntryListError::Read { path, source } => tr!(
                l,
                "entry-list-read",
                path = path.display().to_string(),
                reason = crate::i18n::io_reason(l, source)
            ),
            EntryListError::Text { line, detail } => tr!(
                l,
                "entry-list-text",
                line = (*line),
                detail = detail.as_str()
            ),
            EntryListError::Workbook { detail } => {
                tr!(l, "entry-list-workbook", detail = detail.as_str())
            }
            EntryListError::NoSuchSheet { name, sheets } => tr!(
                l,
                "entry-list-no-such-sheet",
                name = name.as_str(),
                sheets = sheets.join(", ")
            ),
            EntryListError::Empty => tr!(l, "entry-list-empty"),
        }
    }
}

impl Localize for ReadWarning {
    fn localize(&self, lang: Language) -> String {
        match self {
            ReadWarning::DecodedAsWindows1252 => tr!(lang, "entry-list-windows-1252"),
            ReadWarning::DecodedAsUtf16 => tr!(lang, "entry-list-utf16"),
        }
    }
}

impl Localize for Recognition {
    /// Where the columns came from, and what was left out or assumed.
    fn localize(&self, lang: Language) -> String {
        match self {
            Recognition::Header { ignored } if ignored.is_empty() => {
                tr!(lang, "entry-list-columns-from-header")
            }
            Recognition::Header { ignored } => {
                let columns: Vec<String> = ignored
                    .iter()
                    .map(|(column, title)| format!("{} \"{title}\"", column + 1))
                    .collect();
                tr!(
                    lang,
                    "entry-list-columns-ignored",
                    columns = columns.join(", ")
                )
            }
            Recognition::Assumed => {
                let columns: Vec<String> = (1..)
                    .zip(DEFAULT_ORDER)
                    .map(|(column, field)| {
                        tr!(
                            lang,
                            "entry-list-column",
                            column = column,
                            field = field.localize(lang)
                        )
                    })
                    .collect();
                tr!(
                    lang,
                    "entry-list-columns-assumed",
                    columns = columns.join(", ")
                )
            }
        }
    }
}

macro_rules! english_display {
    ($($type:ty),*) => {
        $(impl fmt::Display for $type {
            /// In English, for logs and the command line.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.localize(Language::English))
            }
        })*
    };
}

english_display!(EntryListError, RowError, RowProblem);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;
    use std::path::PathBuf;

    #[test]
    fn every_message_is_worded() {
        for field in EntryField::ALL {
            assert_worded(&field);
        }
        for separator in Separator::ALL {
            assert_worded(&separator);
        }
        let text = || "x".to_string();
        let problems = vec![
            RowProblem::MissingName,
            RowProblem::BadRating {
                field: EntryField::Rating,
                text: text(),
            },
            RowProblem::BadRating {
                field: EntryField::NationalRating,
                text: text(),
            },
            RowProblem::BadFideId { text: text() },
            RowProblem::BadDate { text: text() },
            RowProblem::BadFederation { text: text() },
            RowProblem::UnknownTitle { text: text() },
            RowProblem::UnknownSex { text: text() },
        ];
        for problem in &problems {
            assert_worded(problem);
        }
        for position in [RowPosition::Line(7), RowPosition::Row(8)] {
            assert_worded(&RowError {
                position,
                problems: problems.clone(),
            });
        }
        let errors = [
            EntryListError::Read {
                path: PathBuf::from("iscritti.csv"),
                source: std::io::Error::other("x"),
            },
            EntryListError::Text {
                line: 3,
                detail: text(),
            },
            EntryListError::Workbook { detail: text() },
            EntryListError::NoSuchSheet {
                name: "Iscritti".into(),
                sheets: vec!["Foglio1".into()],
            },
            EntryListError::Empty,
        ];
        for error in &errors {
            assert_worded(error);
        }
        assert_worded(&ReadWarning::DecodedAsWindows1252);
        assert_worded(&ReadWarning::DecodedAsUtf16);
        assert_worded(&Recognition::Assumed);
        assert_worded(&Recognition::Header {
            ignored: Vec::new(),
        });
        assert_worded(&Recognition::Header {
            ignored: vec![(0, "N.".into())],
        });
    }

    #[test]
    fn a_bad_row_names_its_line_and_reasons() {
        let error = RowError {
            position: RowPosition::Line(7),
            problems: vec![
                RowProblem::MissingName,
                RowProblem::BadRating {
                    field: EntryField::Rating,
                    text: "18x".into(),
                },
            ],
        };
        assert_eq!(
            error.to_string(),
            "line 7: no name; \"18x\" is not a rating (a number up to 3500)"
        );
        assert_eq!(
            error.localize(Language::Italian),
            "riga 7: manca il nome; \"18x\" non è un Elo valido (un numero fino a 3500)"
        );
    }
}

//! The words of the rating lists: errors, skipped lines and the import summary, in the
//! Fluent files (`rating-list-…`).

use super::month::ListMonth;
use super::national::MappingProblem;
use super::{BadLine, Field, ImportSummary, LineProblem, Position, RatingListError};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

impl Field {
    fn key(self) -> &'static str {
        match self {
            Field::Id => "id",
            Field::FideId => "fide-id",
            Field::Name => "name",
            Field::FirstName => "first-name",
            Field::Federation => "federation",
            Field::Title => "title",
            Field::Sex => "sex",
            Field::StandardRating => "standard",
            Field::RapidRating => "rapid",
            Field::BlitzRating => "blitz",
            Field::BirthYear => "birth-year",
        }
    }
}

impl Localize for Field {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "rating-list-field", field = self.key())
    }
}

impl Localize for Position {
    fn localize(&self, lang: Language) -> String {
        match self {
            Position::Line(line) => tr!(lang, "rating-list-line", line = (*line)),
            Position::Record(record) => tr!(lang, "rating-list-record", record = (*record)),
        }
    }
}

impl Localize for BadLine {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        let position = self.position.localize(l);
        let position = position.as_str();
        match &self.problem {
            LineProblem::TooShort { field } => tr!(
                l,
                "rating-list-too-short",
                position = position,
                field = field.localize(l)
            ),
            LineProblem::Missing { field } => tr!(
                l,
                "rating-list-missing",
                position = position,
                field = field.localize(l)
            ),
            LineProblem::NotValid { field, text } => tr!(
                l,
                "rating-list-not-valid",
                position = position,
                field = field.localize(l),
                text = text.as_str()
            ),
            LineProblem::TooFewFields { found, wanted } => tr!(
                l,
                "rating-list-too-few-fields",
                position = position,
                found = (*found),
                wanted = (*wanted)
            ),
            LineProblem::Xml { detail } => tr!(
                l,
                "rating-list-xml-record",
                position = position,
                detail = detail.as_str()
            ),
        }
    }
}

impl Localize for MappingProblem {
    fn localize(&self, lang: Language) -> String {
        match self {
            MappingProblem::Unmapped { field } => {
                tr!(
                    lang,
                    "rating-list-mapping-unmapped",
                    field = field.localize(lang)
                )
            }
            MappingProblem::WrongKind { field } => tr!(
                lang,
                "rating-list-mapping-wrong-kind",
                field = field.localize(lang)
            ),
            MappingProblem::Unreadable { detail } => {
                tr!(
                    lang,
                    "rating-list-mapping-unreadable",
                    detail = detail.as_str()
                )
            }
        }
    }
}

impl Localize for RatingListError {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            RatingListError::Read { path, source } => tr!(
                l,
                "rating-list-read",
                path = path.display().to_string(),
                reason = crate::i18n::io_reason(lang, source)
            ),
            RatingListError::NotAFideList { header } => {
                tr!(l, "rating-list-not-fide", header = header.as_str())
            }
            RatingListError::Empty => tr!(l, "rating-list-empty"),
            RatingListError::Xml { detail } => tr!(l, "rating-list-xml", detail = detail.as_str()),
            RatingListError::Mapping(problem) => problem.localize(l),
            RatingListError::Database { path, detail } => tr!(
                l,
                "rating-list-database",
                path = path.display().to_string(),
                detail = detail.as_str()
            ),
            RatingListError::NoDatabase { path } => tr!(
                l,
                "rating-list-no-database",
                path = path.display().to_string()
            ),
            RatingListError::Cancelled => tr!(l, "rating-list-cancelled"),
        }
    }
}

impl fmt::Display for RatingListError {
    /// In English, for logs and the command line's default.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

impl Localize for ListMonth {
    /// `2024-09 (from the file name)`.
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "rating-list-month",
            month = self.to_string(),
            source = self.source.code()
        )
    }
}

/// The summary of an import of `file`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport<'a> {
    pub file: &'a str,
    pub summary: &'a ImportSummary,
}

impl Localize for ImportReport<'_> {
    fn localize(&self, lang: Language) -> String {
        let month = match &self.summary.month {
            Some(month) => month.localize(lang),
            None => tr!(lang, "rating-list-month-unknown"),
        };
        tr!(
            lang,
            "rating-list-imported",
            players = self.summary.players,
            file = self.file,
            month = month,
            skipped = self.summary.bad_count
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;
    use crate::rating_list::month::MonthSource;
    use std::path::PathBuf;

    const FIELDS: [Field; 11] = [
        Field::Id,
        Field::FideId,
        Field::Name,
        Field::FirstName,
        Field::Federation,
        Field::Title,
        Field::Sex,
        Field::StandardRating,
        Field::RapidRating,
        Field::BlitzRating,
        Field::BirthYear,
    ];

    #[test]
    fn every_message_is_worded() {
        for field in FIELDS {
            assert_worded(&field);
            for problem in [
                LineProblem::TooShort { field },
                LineProblem::Missing { field },
                LineProblem::NotValid {
                    field,
                    text: "x".into(),
                },
            ] {
                assert_worded(&BadLine {
                    position: Position::Line(3),
                    problem,
                });
            }
            assert_worded(&MappingProblem::Unmapped { field });
            assert_worded(&MappingProblem::WrongKind { field });
        }
        for problem in [
            LineProblem::TooFewFields {
                found: 2,
                wanted: 5,
            },
            LineProblem::Xml { detail: "x".into() },
        ] {
            assert_worded(&BadLine {
                position: Position::Record(4),
                problem,
            });
        }
        assert_worded(&MappingProblem::Unreadable { detail: "x".into() });
        let errors = [
            RatingListError::Read {
                path: PathBuf::from("a.txt"),
                source: std::io::Error::other("x"),
            },
            RatingListError::NotAFideList { header: "x".into() },
            RatingListError::Empty,
            RatingListError::Xml { detail: "x".into() },
            RatingListError::Mapping(MappingProblem::Unmapped { field: Field::Id }),
            RatingListError::Database {
                path: PathBuf::from("a.sqlite"),
                detail: "x".into(),
            },
            RatingListError::NoDatabase {
                path: PathBuf::from("a.sqlite"),
            },
            RatingListError::Cancelled,
        ];
        for error in &errors {
            assert_worded(error);
        }
        for source in [
            MonthSource::FileName,
            MonthSource::Header,
            MonthSource::FileDate,
        ] {
            let month = ListMonth {
                year: 2024,
                month: 9,
                source,
            };
            assert_worded(&month);
        }
        for month in [
            None,
            Some(ListMonth {
                year: 2024,
                month: 9,
                source: MonthSource::Header,
            }),
        ] {
            for bad_count in [0, 1, 7] {
                let summary = ImportSummary {
                    players: 12,
                    bad_count,
                    bad_lines: Vec::new(),
                    month,
                };
                assert_worded(&ImportReport {
                    file: "standard_sep24frl.txt",
                    summary: &summary,
                });
            }
        }
    }
}

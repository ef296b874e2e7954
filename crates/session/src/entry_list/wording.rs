//! The words of an entry list's preview: duplicates, what the rating lists filled in,
//! and the counts, in the Fluent files (`entry-list-…`).

use super::PreviewCounts;
use super::duplicates::{Duplicate, DuplicateOf, SameBy};
use super::lists::{FilledField, ListNote, MatchedBy};
use crate::formats::rating_list::ListKind;
use crate::i18n::{Language, Localize};
use crate::tr;

fn list_key(list: ListKind) -> &'static str {
    match list {
        ListKind::Fide => "fide",
        ListKind::National => "national",
    }
}

fn by_key(by: MatchedBy) -> &'static str {
    match by {
        MatchedBy::FideId => "fide-id",
        MatchedBy::Name => "name",
    }
}

impl Localize for SameBy {
    fn localize(&self, lang: Language) -> String {
        match self {
            SameBy::FideId(id) => tr!(lang, "entry-list-same-fide-id", id = id.to_string()),
            SameBy::NameAndBirth => tr!(lang, "entry-list-same-name-and-birth"),
            SameBy::NameOnly => tr!(lang, "entry-list-same-name-only"),
        }
    }
}

impl Localize for Duplicate {
    /// "line 7 is the same player as line 3 (same FIDE ID 1503014)".
    fn localize(&self, lang: Language) -> String {
        let position = self.row.localize(lang);
        let by = self.by.localize(lang);
        match &self.of {
            DuplicateOf::Row(other) => tr!(
                lang,
                "entry-list-duplicate-row",
                position = position,
                other = other.localize(lang),
                by = by
            ),
            DuplicateOf::Registered { number, name, .. } => tr!(
                lang,
                "entry-list-duplicate-registered",
                position = position,
                number = (*number),
                name = name.as_str(),
                by = by
            ),
        }
    }
}

impl Localize for FilledField {
    fn localize(&self, lang: Language) -> String {
        let field = match self {
            FilledField::FideId => "fide-id",
            FilledField::Rating => "rating",
            FilledField::NationalRating => "national-rating",
            FilledField::Federation => "federation",
            FilledField::Title => "title",
            FilledField::Sex => "sex",
            FilledField::BirthYear => "birth-year",
        };
        tr!(lang, "entry-list-filled-field", field = field)
    }
}

impl Localize for ListNote {
    fn localize(&self, lang: Language) -> String {
        match self {
            ListNote::Filled { list, by, fields } if fields.is_empty() => tr!(
                lang,
                "entry-list-nothing-filled",
                list = list_key(*list),
                by = by_key(*by)
            ),
            ListNote::Filled { list, by, fields } => {
                let fields: Vec<String> = fields.iter().map(|f| f.localize(lang)).collect();
                tr!(
                    lang,
                    "entry-list-filled",
                    list = list_key(*list),
                    by = by_key(*by),
                    fields = fields.join(", ")
                )
            }
            ListNote::NotInFideList { fide_id } => tr!(
                lang,
                "entry-list-not-in-fide-list",
                id = fide_id.to_string()
            ),
            ListNote::SeveralNamed { list } => {
                tr!(lang, "entry-list-several-named", list = list_key(*list))
            }
        }
    }
}

impl Localize for PreviewCounts {
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "entry-list-summary",
            included = self.included,
            errors = self.errors,
            duplicates = self.duplicates,
            left = self.left_out
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::PlayerId;
    use crate::formats::entry_list::RowPosition;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_message_is_worded() {
        let registered = DuplicateOf::Registered {
            player: PlayerId(12),
            number: 12,
            name: "Rossi, Mario".into(),
        };
        for of in [DuplicateOf::Row(RowPosition::Line(3)), registered] {
            for by in [
                SameBy::FideId(1_503_014),
                SameBy::NameAndBirth,
                SameBy::NameOnly,
            ] {
                assert_worded(&Duplicate {
                    row: RowPosition::Row(7),
                    of: of.clone(),
                    by,
                });
            }
        }
        let fields = vec![
            FilledField::FideId,
            FilledField::Rating,
            FilledField::NationalRating,
            FilledField::Federation,
            FilledField::Title,
            FilledField::Sex,
            FilledField::BirthYear,
        ];
        for list in [ListKind::Fide, ListKind::National] {
            for by in [MatchedBy::FideId, MatchedBy::Name] {
                for fields in [Vec::new(), fields.clone()] {
                    assert_worded(&ListNote::Filled { list, by, fields });
                }
            }
            assert_worded(&ListNote::SeveralNamed { list });
        }
        assert_worded(&ListNote::NotInFideList { fide_id: 7 });
        for n in [0, 1, 5] {
            assert_worded(&PreviewCounts {
                included: n,
                errors: n,
                duplicates: n,
                left_out: n,
            });
        }
    }

    #[test]
    fn a_duplicate_names_both_rows_or_the_registered_player() {
        let duplicate = Duplicate {
            row: RowPosition::Line(7),
            of: DuplicateOf::Row(RowPosition::Line(3)),
            by: SameBy::FideId(1_503_014),
        };
        assert_eq!(
            duplicate.localize(Language::English),
            "line 7 is the same player as line 3 (same FIDE ID 1503014)"
        );
        let registered = Duplicate {
            row: RowPosition::Line(7),
            of: DuplicateOf::Registered {
                player: PlayerId(12),
                number: 12,
                name: "Rossi, Mario".into(),
            },
            by: SameBy::NameAndBirth,
        };
        assert_eq!(
            registered.localize(Language::Italian),
            "riga 7: stesso giocatore dell'iscritto n. 12 Rossi, Mario (stesso nome e stessa data di nascita)"
        );
    }
}

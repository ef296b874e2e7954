//! Which column of the entry list holds what. The column-mapping dialog shows one choice
//! per [`EntryField`] and changes one with [`EntryColumns::set`]; converting again is a
//! pass over the rows (a few milliseconds for 5,000 rows).

use serde::{Deserialize, Serialize};

/// What a column can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EntryField {
    /// The whole name ("Rossi, Mario"), or the surname when [`EntryField::FirstName`]
    /// has a column too.
    Name,
    FirstName,
    /// The FIDE rating.
    Rating,
    NationalRating,
    FideId,
    Federation,
    Club,
    /// A birth date, or a birth year.
    Birth,
    Sex,
    Title,
}

impl EntryField {
    pub const ALL: [EntryField; 10] = [
        EntryField::Name,
        EntryField::FirstName,
        EntryField::Rating,
        EntryField::NationalRating,
        EntryField::FideId,
        EntryField::Federation,
        EntryField::Club,
        EntryField::Birth,
        EntryField::Sex,
        EntryField::Title,
    ];
}

/// The column (from 0) of each field; `None`: the list does not have it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct EntryColumns {
    /// The first row that is not blank holds the column titles, not a player.
    pub header: bool,
    pub name: Option<usize>,
    pub first_name: Option<usize>,
    pub rating: Option<usize>,
    pub national_rating: Option<usize>,
    pub fide_id: Option<usize>,
    pub federation: Option<usize>,
    pub club: Option<usize>,
    pub birth: Option<usize>,
    pub sex: Option<usize>,
    pub title: Option<usize>,
}

impl EntryColumns {
    /// The column of `field`.
    pub fn get(&self, field: EntryField) -> Option<usize> {
        *self.slot(field)
    }

    /// Puts `field` in `column` (`None`: not in the list). A column holds one field: the
    /// field that had `column` before loses it.
    pub fn set(&mut self, field: EntryField, column: Option<usize>) {
        if let Some(column) = column {
            for other in EntryField::ALL {
                if other != field && self.get(other) == Some(column) {
                    *self.slot_mut(other) = None;
                }
            }
        }
        *self.slot_mut(field) = column;
    }

    /// The field in `column`, if any.
    pub fn field_in(&self, column: usize) -> Option<EntryField> {
        EntryField::ALL
            .into_iter()
            .find(|&f| self.get(f) == Some(column))
    }

    fn slot(&self, field: EntryField) -> &Option<usize> {
        match field {
            EntryField::Name => &self.name,
            EntryField::FirstName => &self.first_name,
            EntryField::Rating => &self.rating,
            EntryField::NationalRating => &self.national_rating,
            EntryField::FideId => &self.fide_id,
            EntryField::Federation => &self.federation,
            EntryField::Club => &self.club,
            EntryField::Birth => &self.birth,
            EntryField::Sex => &self.sex,
            EntryField::Title => &self.title,
        }
    }

    fn slot_mut(&mut self, field: EntryField) -> &mut Option<usize> {
        match field {
            EntryField::Name => &mut self.name,
            EntryField::FirstName => &mut self.first_name,
            EntryField::Rating => &mut self.rating,
            EntryField::NationalRating => &mut self.national_rating,
            EntryField::FideId => &mut self.fide_id,
            EntryField::Federation => &mut self.federation,
            EntryField::Club => &mut self.club,
            EntryField::Birth => &mut self.birth,
            EntryField::Sex => &mut self.sex,
            EntryField::Title => &mut self.title,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_holds_one_field() {
        let mut columns = EntryColumns::default();
        columns.set(EntryField::Name, Some(0));
        columns.set(EntryField::Rating, Some(1));
        assert_eq!(columns.field_in(1), Some(EntryField::Rating));
        columns.set(EntryField::FideId, Some(1));
        assert_eq!(columns.get(EntryField::Rating), None);
        assert_eq!(columns.get(EntryField::FideId), Some(1));
        columns.set(EntryField::FideId, None);
        assert_eq!(columns.field_in(1), None);
        assert_eq!(columns.get(EntryField::Name), Some(0));
    }
}

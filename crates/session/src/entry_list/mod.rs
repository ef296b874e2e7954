//! Entry lists (issue 33) as the window uses them: read a pasted block or a file into a
//! [`Grid`] ([`read_pasted`], [`read_file`]), propose the columns ([`recognise`]), and
//! show a [`preview`]: every row as a player to add, or its errors by line, with the
//! rows that repeat a player ([`duplicates`]) and what the rating lists filled in
//! ([`lists`]). The mapping dialog changes one [`EntryColumns`] field and calls
//! [`preview`] again. Nothing is added until the arbiter accepts:
//! [`EntryPreview::command`] adds every row left in as one [`Command::AddPlayers`],
//! one undo step.

pub mod duplicates;
pub mod lists;
mod wording;

pub use crate::formats::entry_list::{
    Birth, Draft, EntryColumns, EntryField, EntryListError, Grid, GridRow, GridSource, ReadOptions,
    ReadWarning, Recognised, Recognition, RowError, RowPosition, RowProblem, Separator, convert,
    read_bytes, read_file, read_pasted, recognise,
};
pub use duplicates::{Duplicate, DuplicateOf, SameBy};
pub use lists::{FilledField, ListNote, MatchedBy};

use super::command::Command;
use super::rating_list::{RatingListError, RatingLists};
use crate::domain::{Player, Tournament};

/// The sheets of a workbook file, to choose from (empty for a text file).
pub fn sheet_names(path: &std::path::Path) -> Result<Vec<String>, EntryListError> {
    let bytes = std::fs::read(path).map_err(|source| EntryListError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    if crate::formats::entry_list::spreadsheet::is_workbook(&bytes) {
        crate::formats::entry_list::spreadsheet::sheet_names(&bytes)
    } else {
        Ok(Vec::new())
    }
}

/// One row of the list as it will be added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreviewRow {
    /// The player, or why the row is none.
    pub draft: Result<Draft, RowError>,
    /// The player the row repeats, if any.
    pub duplicate: Option<Duplicate>,
    /// What the rating lists filled in or said.
    pub notes: Vec<ListNote>,
    /// The row is added on accepting: a good row that repeats no one, until the arbiter
    /// says otherwise ([`EntryPreview::set_included`]).
    pub included: bool,
}

impl PreviewRow {
    pub fn position(&self) -> RowPosition {
        match &self.draft {
            Ok(draft) => draft.position,
            Err(error) => error.position,
        }
    }
}

/// How many rows are what.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PreviewCounts {
    /// Rows to add.
    pub included: usize,
    /// Rows with an error (never added).
    pub errors: usize,
    /// Rows that repeat a player (left out unless the arbiter includes them).
    pub duplicates: usize,
    /// Good rows the arbiter left out, duplicates or not.
    pub left_out: usize,
}

/// The entry list as it would be added.
#[derive(Debug)]
pub struct EntryPreview {
    pub rows: Vec<PreviewRow>,
    /// A rating list could not be read: the rows from the one it happened on were not
    /// matched against the lists.
    pub list_error: Option<RatingListError>,
}

/// The rows of `grid` read with `columns`, filled from `lists` (none: not matched),
/// checked for duplicates among themselves and against `t`'s players.
pub fn preview(
    grid: &Grid,
    columns: &EntryColumns,
    t: &Tournament,
    lists: Option<&RatingLists>,
) -> EntryPreview {
    let mut drafts = convert(grid, columns);
    let mut notes: Vec<Vec<ListNote>> = vec![Vec::new(); drafts.len()];
    let list_error = match lists {
        Some(lists) => fill_all(&mut drafts, &mut notes, lists).err(),
        None => None,
    };
    let duplicates = duplicates::find(drafts.iter().map(|d| d.as_ref().ok()), t);
    let rows = drafts
        .into_iter()
        .zip(duplicates)
        .zip(notes)
        .map(|((draft, duplicate), notes)| PreviewRow {
            included: draft.is_ok() && duplicate.is_none(),
            draft,
            duplicate,
            notes,
        })
        .collect();
    EntryPreview { rows, list_error }
}

/// Fills every good row from the lists; stops at the first list that cannot be read.
fn fill_all(
    drafts: &mut [Result<Draft, RowError>],
    notes: &mut [Vec<ListNote>],
    lists: &RatingLists,
) -> Result<(), RatingListError> {
    for (draft, notes) in drafts.iter_mut().zip(notes) {
        if let Ok(draft) = draft {
            *notes = lists::fill(draft, lists)?;
        }
    }
    Ok(())
}

impl EntryPreview {
    /// The players that accepting adds, in the list's order.
    pub fn players(&self) -> impl Iterator<Item = &Player> {
        self.rows
            .iter()
            .filter(|row| row.included)
            .filter_map(|row| row.draft.as_ref().ok())
            .map(|draft| &draft.player)
    }

    /// The command adding [`EntryPreview::players`] as one step; `None` when there is
    /// no player to add.
    pub fn command(&self) -> Option<Command> {
        let players: Vec<Player> = self.players().cloned().collect();
        (!players.is_empty()).then_some(Command::AddPlayers(players))
    }

    /// Includes or leaves out row `index` (a row with an error stays out); false when
    /// nothing changed.
    pub fn set_included(&mut self, index: usize, included: bool) -> bool {
        match self.rows.get_mut(index) {
            Some(row) if row.draft.is_ok() && row.included != included => {
                row.included = included;
                true
            }
            _ => false,
        }
    }

    pub fn counts(&self) -> PreviewCounts {
        let mut counts = PreviewCounts::default();
        for row in &self.rows {
            counts.errors += usize::from(row.draft.is_err());
            counts.duplicates += usize::from(row.duplicate.is_some());
            counts.included += usize::from(row.included);
            counts.left_out += usize::from(row.draft.is_ok() && !row.included);
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TournamentSettings;

    #[test]
    fn good_rows_are_added_errors_and_duplicates_left_out() {
        let grid = read_pasted(
            "Nome;Elo\nRossi, Mario;1850\nVerdi, Anna;18x\nrossi mario;1850\n;\nBianchi, Luca;\n",
            None,
        )
        .unwrap();
        let recognised = recognise(&grid);
        let t = Tournament::new(TournamentSettings::default());
        let mut preview = preview(&grid, &recognised.columns, &t, None);
        assert_eq!(preview.rows.len(), 4);
        assert_eq!(
            preview.counts(),
            PreviewCounts {
                included: 2,
                errors: 1,
                duplicates: 1,
                left_out: 1
            }
        );
        let names: Vec<&str> = preview.players().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Rossi, Mario", "Bianchi, Luca"]);
        assert!(
            !preview.set_included(1, true),
            "a row with an error stays out"
        );
        assert!(preview.set_included(2, true));
        assert_eq!(preview.counts().included, 3);
        let Some(Command::AddPlayers(players)) = preview.command() else {
            panic!("a command adding players")
        };
        assert_eq!(players.len(), 3);
        for index in [0, 2, 3] {
            preview.set_included(index, false);
        }
        assert_eq!(preview.command(), None);
    }
}

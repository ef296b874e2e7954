//! What the rating lists add to an entry list's player: found in the FIDE list by FIDE
//! ID when the row has one, else by name when exactly one player of the list has that
//! name (case, accents and punctuation aside); found in the national list by name in the
//! same way. Only what the row leaves empty is filled: the rating (FIDE list), the
//! national rating (national list), the FIDE ID, federation, title, sex and birth year.
//! A list player whose FIDE ID differs from the row's is another player: nothing is
//! taken from them. Each row says what was filled, or why nothing was.

use super::super::rating_list::{ListKind, ListedPlayer, RatingListError, RatingLists};
use crate::formats::entry_list::{Birth, Draft};

/// How the list's player was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchedBy {
    FideId,
    Name,
}

/// A field taken from a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FilledField {
    FideId,
    Rating,
    NationalRating,
    Federation,
    Title,
    Sex,
    BirthYear,
}

/// What a list said about one row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListNote {
    /// Found in `list` by `by`; `fields` were empty in the row and are now filled
    /// (none: the row already had everything the list has).
    Filled {
        list: ListKind,
        by: MatchedBy,
        fields: Vec<FilledField>,
    },
    /// The row's FIDE ID is not in the FIDE list.
    NotInFideList { fide_id: u64 },
    /// Several players of `list` have the row's name: none was taken.
    SeveralNamed { list: ListKind },
}

/// Fills what the lists know and `draft` does not; the notes say what was done.
pub fn fill(draft: &mut Draft, lists: &RatingLists) -> Result<Vec<ListNote>, RatingListError> {
    let mut notes = Vec::new();
    if lists.has(ListKind::Fide) {
        notes.extend(from_fide_list(draft, lists)?);
    }
    if lists.has(ListKind::National) {
        notes.extend(by_name(draft, lists, ListKind::National)?);
    }
    Ok(notes)
}

fn from_fide_list(
    draft: &mut Draft,
    lists: &RatingLists,
) -> Result<Option<ListNote>, RatingListError> {
    let Some(fide_id) = draft.player.fide_id else {
        return by_name(draft, lists, ListKind::Fide);
    };
    Ok(Some(match lists.fide_player(fide_id)? {
        Some(listed) => ListNote::Filled {
            list: ListKind::Fide,
            by: MatchedBy::FideId,
            fields: take(draft, &listed, ListKind::Fide),
        },
        None => ListNote::NotInFideList { fide_id },
    }))
}

/// The one player of `kind` with the row's name, if there is exactly one.
fn by_name(
    draft: &mut Draft,
    lists: &RatingLists,
    kind: ListKind,
) -> Result<Option<ListNote>, RatingListError> {
    let found = lists.named(kind, &draft.player.name, 2)?;
    let listed = match found.as_slice() {
        [] => return Ok(None),
        [one] => one,
        _ => return Ok(Some(ListNote::SeveralNamed { list: kind })),
    };
    let fide_id = match kind {
        ListKind::Fide => Some(listed.id),
        ListKind::National => listed.fide_id,
    };
    let other_player = matches!((draft.player.fide_id, fide_id), (Some(a), Some(b)) if a != b);
    if other_player {
        return Ok(None);
    }
    Ok(Some(ListNote::Filled {
        list: kind,
        by: MatchedBy::Name,
        fields: take(draft, listed, kind),
    }))
}

/// Fills the empty fields of `draft` from `listed` (of the list `kind`).
fn take(draft: &mut Draft, listed: &ListedPlayer, kind: ListKind) -> Vec<FilledField> {
    let mut filled = Vec::new();
    let p = &mut draft.player;
    let fide_id = match kind {
        ListKind::Fide => Some(listed.id),
        ListKind::National => listed.fide_id,
    };
    if p.fide_id.is_none() && fide_id.is_some() {
        p.fide_id = fide_id;
        filled.push(FilledField::FideId);
    }
    let rating = match kind {
        ListKind::Fide => &mut p.rating,
        ListKind::National => &mut p.national_rating,
    };
    if rating.is_none() && listed.standard.is_some() {
        *rating = listed.standard;
        filled.push(match kind {
            ListKind::Fide => FilledField::Rating,
            ListKind::National => FilledField::NationalRating,
        });
    }
    if p.federation.is_empty() && !listed.federation.is_empty() {
        p.federation = listed.federation.clone();
        filled.push(FilledField::Federation);
    }
    if p.title.is_none() && listed.title.is_some() {
        p.title = listed.title;
        filled.push(FilledField::Title);
    }
    if p.sex.is_none() && listed.sex.is_some() {
        p.sex = listed.sex;
        filled.push(FilledField::Sex);
    }
    if draft.birth.is_none()
        && let Some(year) = listed.birth_year
    {
        let birth = Birth::Year(i32::from(year));
        draft.birth = Some(birth);
        draft.player.birth_date = birth.date();
        filled.push(FilledField::BirthYear);
    }
    filled
}

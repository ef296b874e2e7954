//! The same player twice: within the entry list, or a row and a registered player. Two
//! entries are the same player when they have the same FIDE ID, or the same name (case,
//! spaces, accents and punctuation aside) and the same birth date. A bare birth year
//! matches any date of that year; when one of the two has no birth date, the same name
//! is enough to ask (the arbiter decides). Two different FIDE IDs are two players.
//! The registered player is named first, then the earliest row.

use crate::domain::{PlayerId, Tournament};
use crate::formats::entry_list::{Birth, Draft, RowPosition};
use crate::formats::rating_list::normalize::name_key;
use std::collections::BTreeMap;

/// Who a row repeats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DuplicateOf {
    /// An earlier row of the list.
    Row(RowPosition),
    /// A registered player: `number` is the pairing number, or the player's id number
    /// before numbers are given.
    Registered {
        player: PlayerId,
        number: u32,
        name: String,
    },
}

/// Why the two are taken for the same player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SameBy {
    FideId(u64),
    NameAndBirth,
    /// The same name, and one of them (or both) has no birth date to tell them apart.
    NameOnly,
}

/// Row `row` is the player `of` already is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Duplicate {
    pub row: RowPosition,
    pub of: DuplicateOf,
    pub by: SameBy,
}

/// A player seen before: registered, or an earlier row.
#[derive(Debug, Clone)]
struct Seen {
    of: DuplicateOf,
    fide_id: Option<u64>,
    birth: Option<Birth>,
}

#[derive(Debug, Default)]
struct Register {
    by_fide_id: BTreeMap<u64, DuplicateOf>,
    by_name: BTreeMap<String, Vec<Seen>>,
}

impl Register {
    fn of_tournament(t: &Tournament) -> Register {
        let mut register = Register::default();
        for p in &t.players {
            let of = DuplicateOf::Registered {
                player: p.id,
                number: if p.pairing_number > 0 {
                    p.pairing_number
                } else {
                    p.id.0
                },
                name: p.name.clone(),
            };
            register.add(&p.name, p.fide_id, p.birth_date.map(Birth::Date), of);
        }
        register
    }

    fn add(&mut self, name: &str, fide_id: Option<u64>, birth: Option<Birth>, of: DuplicateOf) {
        if let Some(id) = fide_id {
            self.by_fide_id.entry(id).or_insert_with(|| of.clone());
        }
        self.by_name
            .entry(name_key(name))
            .or_default()
            .push(Seen { of, fide_id, birth });
    }

    /// The player `draft` repeats, if any.
    fn find(&self, draft: &Draft) -> Option<Duplicate> {
        let found = |of: &DuplicateOf, by| Duplicate {
            row: draft.position,
            of: of.clone(),
            by,
        };
        let fide_id = draft.player.fide_id;
        if let Some(of) = fide_id.and_then(|id| self.by_fide_id.get(&id)) {
            return fide_id.map(|id| found(of, SameBy::FideId(id)));
        }
        let seen = self.by_name.get(&name_key(&draft.player.name))?;
        seen.iter().find_map(|s| {
            let other_player = matches!((s.fide_id, fide_id), (Some(a), Some(b)) if a != b);
            if other_player {
                return None;
            }
            same_birth(s.birth, draft.birth).map(|by| found(&s.of, by))
        })
    }
}

/// How two births of one name compare: `None` when they differ.
fn same_birth(a: Option<Birth>, b: Option<Birth>) -> Option<SameBy> {
    match (a, b) {
        (Some(Birth::Date(x)), Some(Birth::Date(y))) => (x == y).then_some(SameBy::NameAndBirth),
        (Some(x), Some(y)) => (x.year() == y.year()).then_some(SameBy::NameAndBirth),
        _ => Some(SameBy::NameOnly),
    }
}

/// For each row (`None`: a row that is no player), whom it repeats.
pub fn find<'a>(
    rows: impl IntoIterator<Item = Option<&'a Draft>>,
    t: &Tournament,
) -> Vec<Option<Duplicate>> {
    let mut register = Register::of_tournament(t);
    rows.into_iter()
        .map(|draft| {
            let draft = draft?;
            let duplicate = register.find(draft);
            if duplicate.is_none() {
                let p = &draft.player;
                let of = DuplicateOf::Row(draft.position);
                register.add(&p.name, p.fide_id, draft.birth, of);
            }
            duplicate
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Player, TournamentSettings};
    use chrono::NaiveDate;

    fn draft(line: u64, name: &str, fide_id: Option<u64>, birth: Option<Birth>) -> Draft {
        Draft {
            position: RowPosition::Line(line),
            player: Player {
                name: name.into(),
                fide_id,
                birth_date: birth.and_then(Birth::date),
                ..Player::default()
            },
            birth,
        }
    }

    fn date(y: i32, m: u32, d: u32) -> Option<Birth> {
        NaiveDate::from_ymd_opt(y, m, d).map(Birth::Date)
    }

    #[test]
    fn within_the_list_and_against_the_registered() {
        let mut t = Tournament::new(TournamentSettings::default());
        t.add_player(Player {
            name: "Rossi, Mario".into(),
            birth_date: NaiveDate::from_ymd_opt(1990, 3, 2),
            ..Player::default()
        });
        let rows = [
            draft(2, "ROSSI  Mario", None, date(1990, 3, 2)),
            draft(3, "Verdi, Anna", Some(7), None),
            draft(4, "Bianchi, Luca", Some(7), None),
            draft(5, "Nicolò, Neri", None, Some(Birth::Year(1980))),
            draft(6, "Nicolo Neri", None, date(1980, 5, 5)),
            draft(7, "Nicolo Neri", None, date(1981, 5, 5)),
            draft(8, "Gialli, Ugo", Some(8), None),
            draft(9, "Gialli, Ugo", Some(9), None),
        ];
        let found = find(rows.iter().map(Some), &t);
        let registered = DuplicateOf::Registered {
            player: PlayerId(1),
            number: 1,
            name: "Rossi, Mario".into(),
        };
        let by = |d: &Option<Duplicate>| d.as_ref().map(|d| (d.of.clone(), d.by));
        assert_eq!(by(&found[0]), Some((registered, SameBy::NameAndBirth)));
        assert_eq!(by(&found[1]), None);
        assert_eq!(
            by(&found[2]),
            Some((DuplicateOf::Row(RowPosition::Line(3)), SameBy::FideId(7)))
        );
        assert_eq!(by(&found[3]), None);
        assert_eq!(
            by(&found[4]),
            Some((DuplicateOf::Row(RowPosition::Line(5)), SameBy::NameAndBirth))
        );
        assert_eq!(by(&found[5]), None);
        assert_eq!(by(&found[6]), None);
        assert_eq!(by(&found[7]), None);
        assert_eq!(found[2].as_ref().map(|d| d.row), Some(RowPosition::Line(4)));
    }

    #[test]
    fn a_missing_birth_date_asks_by_name() {
        let t = Tournament::default();
        let rows = [
            draft(1, "Rossi, Mario", None, None),
            draft(2, "Rossi, Mario", None, date(1990, 3, 2)),
        ];
        let found = find(rows.iter().map(Some).chain([None]), &t);
        assert_eq!(found.len(), 3);
        assert_eq!(found[1].as_ref().map(|d| d.by), Some(SameBy::NameOnly));
        assert_eq!(found[2], None);
    }
}

//! The standings of one category: the overall standings (every tie-break computed over
//! the whole field, as the regulations rank the category by the tournament's own order)
//! filtered to the category's players, with the places counted inside the category.

use crate::domain::{Category, Membership, Player, PlayerId, Tournament};
use crate::tiebreak::{StandingRow, Standings};

/// The players by id, found without a search (ids are small and dense).
pub struct PlayerIndex<'a> {
    by_id: Vec<Option<&'a Player>>,
}

impl<'a> PlayerIndex<'a> {
    pub fn new(t: &'a Tournament) -> PlayerIndex<'a> {
        let len = t.players.iter().map(|p| p.id.0 as usize + 1).max();
        let mut by_id = vec![None; len.unwrap_or(0)];
        for p in &t.players {
            if let Some(slot) = by_id.get_mut(p.id.0 as usize) {
                *slot = Some(p);
            }
        }
        PlayerIndex { by_id }
    }

    pub fn get(&self, id: PlayerId) -> Option<&'a Player> {
        self.by_id.get(id.0 as usize).copied().flatten()
    }
}

/// One line of a category's standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CategoryRow {
    /// The place inside the category: 1 + the category's players ranked strictly ahead.
    pub place: u32,
    /// The last place shared (= `place` when alone).
    pub place_to: u32,
    /// The line's position in the overall standings' rows.
    pub index: usize,
}

impl CategoryRow {
    /// "3", or "3-5" when players share places 3 to 5.
    pub fn place_text(&self) -> String {
        if self.place_to > self.place {
            format!("{}-{}", self.place, self.place_to)
        } else {
            self.place.to_string()
        }
    }
}

/// The standings of one category, in the overall order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryStandings {
    pub category: Category,
    pub rows: Vec<CategoryRow>,
}

impl CategoryStandings {
    /// The overall line of a row.
    pub fn line<'s>(&self, standings: &'s Standings, row: &CategoryRow) -> Option<&'s StandingRow> {
        standings.rows.get(row.index)
    }

    /// The category's lines as standings of their own, each ranked by its place in the
    /// category (the window's table and the printed section read them as any standings).
    pub fn placed(&self, standings: &Standings) -> Standings {
        let rows = self
            .rows
            .iter()
            .filter_map(|row| {
                let line = standings.rows.get(row.index)?;
                Some(StandingRow {
                    rank: row.place,
                    rank_to: row.place_to,
                    ..line.clone()
                })
            })
            .collect();
        Standings {
            after_round: standings.after_round,
            tiebreaks: standings.tiebreaks.clone(),
            rows,
            refused: Vec::new(),
        }
    }
}

/// The standings rows (by position) of the players `keep` accepts, with their places
/// counted among them (shared where the overall rank is shared).
pub(crate) fn places_among(
    standings: &Standings,
    mut keep: impl FnMut(&StandingRow) -> bool,
) -> Vec<CategoryRow> {
    let mut rows: Vec<CategoryRow> = Vec::new();
    let mut last_rank = None;
    for (index, line) in standings.rows.iter().enumerate() {
        if !keep(line) {
            continue;
        }
        let count = u32::try_from(rows.len()).unwrap_or(u32::MAX);
        let place = match (last_rank, rows.last()) {
            (Some(rank), Some(previous)) if rank == line.rank => previous.place,
            _ => count.saturating_add(1),
        };
        last_rank = Some(line.rank);
        rows.push(CategoryRow {
            place,
            place_to: place,
            index,
        });
    }
    // The last place of each shared group.
    let mut end = rows.len();
    while end > 0 {
        let Some(place) = rows.get(end - 1).map(|r| r.place) else {
            break;
        };
        let place_to = u32::try_from(end).unwrap_or(u32::MAX);
        let mut start = end;
        while start > 0 && rows.get(start - 1).is_some_and(|r| r.place == place) {
            start -= 1;
        }
        for row in rows.get_mut(start..end).into_iter().flatten() {
            row.place_to = place_to;
        }
        end = start;
    }
    rows
}

/// The standings of `category` after the rounds `standings` counts.
pub fn category_standings(
    t: &Tournament,
    index: &PlayerIndex<'_>,
    standings: &Standings,
    category: &Category,
) -> CategoryStandings {
    let membership = Membership::new(&t.settings.categories, t.settings.start_date);
    let rows = places_among(standings, |line| {
        index
            .get(line.player)
            .is_some_and(|p| membership.contains(&category.rule, p))
    });
    CategoryStandings {
        category: category.clone(),
        rows,
    }
}

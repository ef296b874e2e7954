//! The Hort system of sharing prize money between players tied on points, as Vlastimil
//! Hort proposed it and the German Wikipedia article "Hort-System"
//! (https://de.wikipedia.org/wiki/Hort-System) defines it: "Each player in the money
//! places receives 50 % of the prize money of his place. The other 50 % go into a pot
//! for the players with the same points and are divided equally among them; a player
//! tied with nobody receives the whole pot, i.e. 100 % of the prize of his place."
//!
//! Torneo's readings (docs/rules/prizes.md):
//! - The pot of a group is shared by the players of the group who received a money prize
//!   of the same list (overall, or one category): a tied player who took a prize of
//!   another list, an object, or nothing, takes no part (one prize per player).
//! - Money stays exact: halves and equal parts are whole multiples of the table's
//!   rounding unit (a cent, or a whole euro), rounded down; what rounding leaves over is
//!   handed out a unit at a time in the standings order, so the tied players receive
//!   together exactly what their places were worth (the article's example rounds every
//!   part up and pays one euro more than the table).

use crate::allocate::{Award, Lane, Share};
use crate::domain::{Money, PrizeTable};
use crate::note::PrizeNote;

/// Shares the money of tied players, list by list.
pub(crate) fn share(
    table: &PrizeTable,
    lanes: &[Lane],
    awards: &mut [Award],
    notes: &mut Vec<PrizeNote>,
) {
    let unit = table.rounding.0.max(1);
    for lane in lanes {
        let mut mine: Vec<usize> = awards
            .iter()
            .enumerate()
            .filter(|(_, a)| a.money.is_some() && lane.queue.contains(&a.prize))
            .map(|(i, _)| i)
            .collect();
        mine.sort_by_key(|&i| awards.get(i).map_or(usize::MAX, |a| a.place.index));
        let mut start = 0;
        while start < mine.len() {
            let points = mine
                .get(start)
                .and_then(|&i| awards.get(i))
                .map(|a| a.points);
            let end = (start..mine.len())
                .find(|&j| mine.get(j).and_then(|&i| awards.get(i)).map(|a| a.points) != points)
                .unwrap_or(mine.len());
            if let Some(group) = mine.get(start..end)
                && group.len() > 1
            {
                let pool = split(group, awards, unit);
                if let (Some(points), Ok(players)) = (points, u32::try_from(group.len())) {
                    notes.push(PrizeNote::HortShared {
                        category: lane.category.clone(),
                        points,
                        players,
                        pool,
                        currency: table.currency.clone(),
                    });
                }
            }
            start = end;
        }
    }
}

/// Splits the money of one group of tied players (positions in `awards`, in standings
/// order); returns the pool.
fn split(group: &[usize], awards: &mut [Award], unit: u64) -> Money {
    let amounts: Vec<u64> = group
        .iter()
        .map(|&i| awards.get(i).and_then(|a| a.money).map_or(0, |m| m.0))
        .collect();
    // Each keeps half the prize of his place (rounded down to the unit).
    let kept: Vec<u64> = amounts.iter().map(|a| a / 2 / unit * unit).collect();
    let pool: u64 = amounts.iter().zip(&kept).map(|(a, k)| a - k).sum();
    let n = u64::try_from(group.len()).unwrap_or(1).max(1);
    let each = pool / n / unit * unit;
    // What rounding leaves over (less than a unit per player), a unit at a time in the
    // standings order; a last piece smaller than the unit to the next player.
    let mut left = pool - each * n;
    let players = u32::try_from(n).unwrap_or(u32::MAX);
    for (&i, &keep) in group.iter().zip(&kept) {
        let extra = left.min(unit);
        left -= extra;
        if let Some(award) = awards.get_mut(i) {
            let from_pool = each + extra;
            award.money = Some(Money(keep + from_pool));
            award.share = Some(Share {
                kept: Money(keep),
                from_pool: Money(from_pool),
                pool: Money(pool),
                players,
            });
        }
    }
    Money(pool)
}

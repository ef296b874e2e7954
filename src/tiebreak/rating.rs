//! Average Rating of Opponents (C.07 10.1) with the Cut/Median modifiers (14.1 – 14.4).

use super::field::{Field, Slot};
use super::spec::Trim;
use super::trim::{self, Contribution};
use super::value::TiebreakValue;

/// ARO, C.07 10.1: the mean rating of the opponents met over the board, rounded to an
/// integer, half up. Only games played over the board count, in a round robin too
/// (15.2, 2026: forfeits stay unplayed for the art. 10 tie-breaks).
///
/// Unrated players (art. 10 note): when any player of the event has no rating, the
/// rating-based tie-breaks are dropped — every value is "not applicable", so ARO
/// separates nobody (the regulations may publish an assumed rating instead; Torneo
/// stores such an estimate as the player's rating). A player with no games left after
/// the cut has no ARO either.
pub(crate) fn average_rating(field: &Field, trim: Option<Trim>) -> Vec<TiebreakValue> {
    let all_rated = field.players.iter().all(|c| c.rating.is_some());
    field
        .players
        .iter()
        .map(|card| {
            if !all_rated {
                return TiebreakValue::NotApplicable;
            }
            let ratings: Vec<Contribution> = card
                .slots
                .iter()
                .filter_map(|s| match *s {
                    Slot::Game {
                        opponent,
                        forfeit: false,
                        ..
                    } => field.card(opponent).and_then(|o| o.rating),
                    _ => None,
                })
                .map(|r| Contribution {
                    significance: i64::from(r),
                    value: i64::from(r),
                    vur: false,
                })
                .collect();
            let kept = trim::apply(ratings, trim);
            let n = i64::try_from(kept.len()).unwrap_or(i64::MAX);
            if n == 0 {
                return TiebreakValue::NotApplicable;
            }
            let sum: i64 = kept.iter().map(|c| c.value).sum();
            // Round half up: floor((2·sum + n) / 2n).
            let mean = (2 * sum + n).div_euclid(2 * n);
            TiebreakValue::Rating(u32::try_from(mean).unwrap_or(0))
        })
        .collect()
}

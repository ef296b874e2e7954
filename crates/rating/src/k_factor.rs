//! The development coefficient K of a player (B.02 8.3.3; the same rules for the rapid
//! and blitz lists since 1 October 2022).
//!
//! Torneo knows the rating at the start of the event and the birth date; it does not know
//! the games a player rated before, nor whether a published rating once reached 2400. So
//! it assumes (and the rating report says so) that a rated player has completed 30 games
//! and that a rating now below 2400 never was published at 2400 or more; the arbiter sets
//! K by hand (Tournament → Settings, `RatingOptions::k_factors`) where that is wrong.

use crate::domain::Player;
use chrono::{Datelike, NaiveDate};

/// K for every player until the end of the year of the 18th birthday, rating below 2300;
/// and for a player new to the list until 30 games are completed (B.02 8.3.3).
pub const K_JUNIOR_OR_NEW: u8 = 40;
/// K while the rating remains under 2400 (B.02 8.3.3).
pub const K_BELOW_2400: u8 = 20;
/// K once a published rating has reached 2400 (B.02 8.3.3).
pub const K_FROM_2400: u8 = 10;
/// B.02 8.3.3: K × n may not exceed 700 (n = games in the rating period).
pub const K_TIMES_GAMES_LIMIT: u32 = 700;

/// Why the player has the K factor shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KBasis {
    /// Set by the arbiter.
    SetByArbiter,
    /// 40: until the end of the year of the 18th birthday, rating under 2300.
    Junior,
    /// 20: rating under 2400 (assumed: 30 games completed, never published at 2400).
    Below2400 { birth_date_known: bool },
    /// 10: the rating has reached 2400.
    From2400,
}

/// A player's K factor for the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KFactor {
    pub value: u8,
    pub basis: KBasis,
    /// The K of the rule, when the 700 rule lowered it (`value` is then the lowered one).
    pub lowered_from: Option<u8>,
}

/// The year whose end a junior's K = 40 lasts to: the event's start date, else its end.
pub fn event_year(start: Option<NaiveDate>, end: Option<NaiveDate>) -> Option<i32> {
    start.or(end).map(|d| d.year())
}

/// B.02 8.3.3 for `player` rated `rating`, with `games` rated games in the event (the
/// rating period is taken as this event: games elsewhere in the period are not known).
pub fn k_factor(
    player: &Player,
    rating: i64,
    set_by_arbiter: Option<u8>,
    year: Option<i32>,
    games: u32,
) -> KFactor {
    let (rule, basis) = match set_by_arbiter {
        Some(k) => (k, KBasis::SetByArbiter),
        None => rule_of(player, rating, year),
    };
    // B.02 8.3.3: if K × n exceeds 700, K is the largest whole number with K × n ≤ 700.
    let limit = K_TIMES_GAMES_LIMIT
        .checked_div(games)
        .unwrap_or(u32::from(rule));
    let value = u8::try_from(limit.min(u32::from(rule))).unwrap_or(rule);
    KFactor {
        value,
        basis,
        lowered_from: (value < rule).then_some(rule),
    }
}

/// The K of 8.3.3 from what Torneo knows.
fn rule_of(player: &Player, rating: i64, year: Option<i32>) -> (u8, KBasis) {
    // B.02 8.3.3: K = 40 until the end of the year of the 18th birthday, rating < 2300.
    let junior = match (player.birth_date, year) {
        (Some(born), Some(year)) => year <= born.year() + 18,
        _ => false,
    };
    if junior && rating < 2300 {
        return (K_JUNIOR_OR_NEW, KBasis::Junior);
    }
    // B.02 8.3.3: K = 10 once a published rating has reached 2400 (the rating of the
    // event is taken as published).
    if rating >= 2400 {
        return (K_FROM_2400, KBasis::From2400);
    }
    (
        K_BELOW_2400,
        KBasis::Below2400 {
            birth_date_known: player.birth_date.is_some() && year.is_some(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn born(y: i32, m: u32, d: u32) -> Player {
        Player {
            birth_date: NaiveDate::from_ymd_opt(y, m, d),
            ..Player::default()
        }
    }

    #[test]
    fn k_40_lasts_to_the_end_of_the_year_of_the_18th_birthday() {
        // Born 31 Dec 2008: 18 in 2026, so K = 40 for a 2026 event, 20 for a 2027 one.
        let p = born(2008, 12, 31);
        assert_eq!(k_factor(&p, 1900, None, Some(2026), 9).value, 40);
        assert_eq!(k_factor(&p, 1900, None, Some(2027), 9).value, 20);
        // Rated 2300 or more: the junior K does not apply; under 2400 → 20.
        assert_eq!(k_factor(&p, 2300, None, Some(2026), 9).value, 20);
        assert_eq!(
            k_factor(&p, 2299, None, Some(2026), 9).basis,
            KBasis::Junior
        );
    }

    #[test]
    fn k_20_below_2400_and_10_from_2400() {
        let adult = born(1980, 5, 1);
        let k = k_factor(&adult, 2399, None, Some(2026), 9);
        assert_eq!((k.value, k.lowered_from), (20, None));
        assert_eq!(
            k.basis,
            KBasis::Below2400 {
                birth_date_known: true
            }
        );
        assert_eq!(k_factor(&adult, 2400, None, Some(2026), 9).value, 10);
        // No birth date: taken as an adult, and the report says it was not known.
        let unknown = Player::default();
        assert_eq!(
            k_factor(&unknown, 1800, None, Some(2026), 9).basis,
            KBasis::Below2400 {
                birth_date_known: false
            }
        );
    }

    #[test]
    fn the_arbiters_k_and_the_700_rule() {
        let adult = born(1980, 5, 1);
        // A new player (fewer than 30 games): the arbiter sets 40.
        let k = k_factor(&adult, 1700, Some(40), Some(2026), 9);
        assert_eq!((k.value, k.basis), (40, KBasis::SetByArbiter));
        // 40 × 18 = 720 > 700: K = 700 / 18 = 38 (38 × 18 = 684 ≤ 700 < 39 × 18 = 702).
        let k = k_factor(&adult, 1700, Some(40), Some(2026), 18);
        assert_eq!((k.value, k.lowered_from), (38, Some(40)));
        // 20 × 35 = 700: not exceeded, K stays 20; 36 games: 700 / 36 = 19.
        assert_eq!(k_factor(&adult, 1800, None, Some(2026), 35).value, 20);
        assert_eq!(k_factor(&adult, 1800, None, Some(2026), 36).value, 19);
    }
}

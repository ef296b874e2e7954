//! The games the rapid and blitz lists do not rate: FIDE Rapid and Blitz Rating
//! Regulations (effective from 1 March 2024, handbook.fide.com/chapter/B02RBRegulations2024)
//! 7.3.1: "Effective from 1 December 2024: Games played between players with a rating
//! difference of 600 points or more shall not be rated if at least one of the players is
//! rated above 2600 on the relevant list." The standard list has no such rule.

use crate::domain::RatedList;

/// A difference of this many points or more …
pub const NOT_RATED_DIFFERENCE: i64 = 600;
/// … with a player rated above this (strictly) makes the game not rated.
pub const NOT_RATED_ABOVE: i64 = 2600;

/// Whether a game between players rated `a` and `b` (on `list`) is rated.
pub fn is_rated_game(list: RatedList, a: i64, b: i64) -> bool {
    match list {
        RatedList::Standard => true,
        // 7.3.1 (from 1 December 2024).
        RatedList::Rapid | RatedList::Blitz => {
            (a - b).abs() < NOT_RATED_DIFFERENCE || a.max(b) <= NOT_RATED_ABOVE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_hundred_points_apart_with_a_player_above_2600() {
        for list in [RatedList::Rapid, RatedList::Blitz] {
            // 2700 – 2100: 600 apart ("600 points or more"), 2700 above 2600: not rated,
            // from either side.
            assert!(!is_rated_game(list, 2700, 2100));
            assert!(!is_rated_game(list, 2100, 2700));
            // 599 apart: rated.
            assert!(is_rated_game(list, 2700, 2101));
            // 2600 is not "above 2600": 2600 – 1900 (700 apart) is rated.
            assert!(is_rated_game(list, 2600, 1900));
            // 2601 – 2001: 600 apart, 2601 above 2600: not rated.
            assert!(!is_rated_game(list, 2601, 2001));
        }
        // The standard list rates them all.
        assert!(is_rated_game(RatedList::Standard, 2700, 2100));
    }
}

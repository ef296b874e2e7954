//! The initial rating of a player unrated before the event (B.02 8.2, from 1 March 2024):
//! Ru = Ra + dp, Ra being the average rating of the rated opponents together with two
//! hypothetical opponents rated 1800, both drawn, and dp read from table 8.1 a for the
//! fractional score p counted with those two draws.
//!
//! What the event alone cannot settle is said, not decided: the rating is published once
//! the player has 5 games against rated opponents (pooled over events within 26 months)
//! and only when it is 1400 or more.

use crate::tiebreak::rating_difference_of_percent;

/// The two hypothetical opponents of 8.2 and their rating.
pub const HYPOTHETICAL_OPPONENTS: i64 = 2;
pub const HYPOTHETICAL_RATING: i64 = 1800;
/// The highest initial rating (B.02 8.2).
pub const MAXIMUM_INITIAL: i64 = 2200;
/// The rating floor (B.02, from 1 March 2024): a lower rating is not published.
pub const RATING_FLOOR: i64 = 1400;
/// Games against rated opponents needed before a first rating is published.
pub const GAMES_FOR_PUBLICATION: u32 = 5;

/// What the event gives an unrated player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Initial {
    /// No game against a rated opponent.
    NoRatedGames,
    /// A zero score in the first event is disregarded (8.2).
    ZeroScore,
    /// Ru; `fewer_games` when under 5 rated games (needs more, maybe from other events),
    /// `below_floor` when under 1400 (not published), `capped` when 2200 was applied.
    Rating {
        rating: i64,
        games: u32,
        fewer_games: bool,
        below_floor: bool,
        capped: bool,
    },
}

/// B.02 8.2 from the opponents' ratings and the score in hundredths.
pub fn initial(opponent_ratings: &[i64], score_hundredths: i64) -> Initial {
    let Ok(games) = u32::try_from(opponent_ratings.len()) else {
        return Initial::NoRatedGames;
    };
    if games == 0 {
        return Initial::NoRatedGames;
    }
    if score_hundredths == 0 {
        return Initial::ZeroScore;
    }
    let n = i64::from(games) + HYPOTHETICAL_OPPONENTS;
    // p with the two draws, in whole percent, half up (table a is by hundredths of p).
    let points = score_hundredths + 50 * HYPOTHETICAL_OPPONENTS;
    let percent = (2 * points + n).div_euclid(2 * n);
    let dp = rating_difference_of_percent(percent);
    // Ru = Ra + dp, rounded to the nearest whole number (half up: Ru is positive).
    let total = opponent_ratings.iter().sum::<i64>() + HYPOTHETICAL_OPPONENTS * HYPOTHETICAL_RATING;
    let numerator = total + dp * n;
    let unlimited = (2 * numerator + n).div_euclid(2 * n);
    let rating = unlimited.min(MAXIMUM_INITIAL);
    Initial::Rating {
        rating,
        games,
        fewer_games: games < GAMES_FOR_PUBLICATION,
        below_floor: rating < RATING_FLOOR,
        capped: unlimited > MAXIMUM_INITIAL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_initial_rating_worked_by_hand() {
        // Five rated opponents 1600, 1700, 1800, 1900, 2000 (sum 9000), 3 points.
        // With the two 1800 draws: Ra = (9000 + 3600) / 7 = 1800; p = 4 / 7 = .571…
        // → .57 → dp 50; Ru = 1850.
        let r = initial(&[1600, 1700, 1800, 1900, 2000], 300);
        assert_eq!(
            r,
            Initial::Rating {
                rating: 1850,
                games: 5,
                fewer_games: false,
                below_floor: false,
                capped: false
            }
        );
    }

    #[test]
    fn zero_scores_few_games_the_floor_and_the_cap() {
        assert_eq!(initial(&[1800, 1900], 0), Initial::ZeroScore);
        assert_eq!(initial(&[], 0), Initial::NoRatedGames);
        // Three opponents rated 1400, ½ point: Ra = (4200 + 3600) / 5 = 1560;
        // p = 1.5 / 5 = .30 → dp −149; Ru = 1411: fewer than 5 games.
        let Initial::Rating {
            rating,
            fewer_games,
            below_floor,
            ..
        } = initial(&[1400, 1400, 1400], 50)
        else {
            panic!("a rating was expected");
        };
        assert_eq!((rating, fewer_games, below_floor), (1411, true, false));
        // Five wins against 2300s: Ra = (11500 + 3600) / 7 = 2157.14…; p = 6 / 7 = .857
        // → .86 → dp 309; 2466 is above the 2200 cap.
        let r = initial(&[2300; 5], 500);
        assert!(matches!(
            r,
            Initial::Rating {
                rating: 2200,
                capped: true,
                ..
            }
        ));
    }
}

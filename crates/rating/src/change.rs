//! The rating change of a rated player (B.02 8.3.2, 8.3.4): per game ΔR = score − PD,
//! the change K × ΣΔR, rounded to a whole number with .5 away from zero.
//!
//! Exact arithmetic: scores and expected scores in hundredths of a point, so K × ΣΔR is an
//! integer number of hundredths of a rating point until the one rounding of 8.3.4.

use crate::domain::RatedList;
use crate::expected::expected_on;

/// One rated game as the change counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameInput {
    pub opponent_rating: i64,
    /// 100 won, 50 drawn, 0 lost (8.3.2 b: "the score is 1, 0.5 or 0").
    pub score_hundredths: i64,
}

/// One game's part of the change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChange {
    /// PD, in hundredths (8.3.2 a).
    pub expected_hundredths: i64,
    /// The 400-point rule changed the difference (8.3.1).
    pub capped: bool,
    /// K × (score − PD), in hundredths of a rating point.
    pub change_hundredths: i64,
}

/// The change of a player rated `rating` with factor `k` over `games`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub games: Vec<GameChange>,
    /// ΣPD, hundredths.
    pub expected_hundredths: i64,
    /// Σscore, hundredths.
    pub score_hundredths: i64,
    /// K × ΣΔR before rounding, hundredths of a rating point.
    pub exact_hundredths: i64,
    /// The rating change as FIDE publishes it (8.3.4).
    pub rounded: i64,
}

/// B.02 8.3.2 – 8.3.4, on the standard list.
pub fn change(rating: i64, k: u8, games: &[GameInput]) -> Change {
    change_on(RatedList::Standard, rating, k, games)
}

/// B.02 8.3.2 – 8.3.4 (rapid and blitz: their 7.3.2 – 7.3.4, the same text) with the
/// expected score of `list` (its 400-point rule, [`expected_on`]).
pub fn change_on(list: RatedList, rating: i64, k: u8, games: &[GameInput]) -> Change {
    let k = i64::from(k);
    let parts: Vec<GameChange> = games
        .iter()
        .map(|g| {
            let e = expected_on(list, rating, g.opponent_rating);
            GameChange {
                expected_hundredths: e.hundredths,
                capped: e.capped,
                change_hundredths: k * (g.score_hundredths - e.hundredths),
            }
        })
        .collect();
    let expected_hundredths: i64 = parts.iter().map(|p| p.expected_hundredths).sum();
    let score_hundredths: i64 = games.iter().map(|g| g.score_hundredths).sum();
    // 8.3.2 c, d: ΣΔR × K.
    let exact_hundredths = k * (score_hundredths - expected_hundredths);
    Change {
        games: parts,
        expected_hundredths,
        score_hundredths,
        exact_hundredths,
        rounded: round_hundredths(exact_hundredths),
    }
}

/// B.02 8.3.4: "rounded to the nearest whole number. 0.5 is rounded away from zero."
pub fn round_hundredths(hundredths: i64) -> i64 {
    let magnitude = (hundredths.abs() + 50) / 100;
    if hundredths < 0 {
        -magnitude
    } else {
        magnitude
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_half_away_from_zero() {
        assert_eq!(round_hundredths(250), 3);
        assert_eq!(round_hundredths(-250), -3);
        assert_eq!(round_hundredths(249), 2);
        assert_eq!(round_hundredths(-249), -2);
        assert_eq!(round_hundredths(-49), 0);
        assert_eq!(round_hundredths(0), 0);
    }

    #[test]
    fn a_change_worked_by_hand() {
        // A player rated 1850, K = 20: won against 1900 (D = −50 → PD .43), drew with
        // 1800 (D = 50 → .57), lost to 2100 (D = −250 → .19).
        // ΣPD = 1.19, score 1.5, ΣΔR = .31, × 20 = 6.2 → +6.
        let games = [
            GameInput {
                opponent_rating: 1900,
                score_hundredths: 100,
            },
            GameInput {
                opponent_rating: 1800,
                score_hundredths: 50,
            },
            GameInput {
                opponent_rating: 2100,
                score_hundredths: 0,
            },
        ];
        let c = change(1850, 20, &games);
        let per_game: Vec<i64> = c.games.iter().map(|g| g.expected_hundredths).collect();
        assert_eq!(per_game, [43, 57, 19]);
        assert_eq!(c.expected_hundredths, 119);
        assert_eq!(c.exact_hundredths, 620);
        assert_eq!(c.rounded, 6);
        // The games' parts add up to the whole: 20 × (.57 − .07 − .19).
        let parts: Vec<i64> = c.games.iter().map(|g| g.change_hundredths).collect();
        assert_eq!(parts, [1140, -140, -380]);
    }
}

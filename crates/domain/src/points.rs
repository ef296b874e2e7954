//! Exact points. A score is an integer number of tenths of a point, so 1/½/0, 3/1/0 and
//! every value a TRF `162` record can hold (one decimal) are represented without floats.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};

/// A number of points, stored in tenths (`Points(15)` is 1.5 points).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Points(pub i32);

impl Points {
    pub const ZERO: Points = Points(0);

    /// Points from whole and half points: `Points::from_halves(3)` is 1.5.
    pub const fn from_halves(halves: i32) -> Points {
        Points(halves * 5)
    }

    /// Points from a whole number of points.
    pub const fn from_whole(points: i32) -> Points {
        Points(points * 10)
    }

    /// The value in tenths.
    pub const fn tenths(self) -> i32 {
        self.0
    }

    /// For display and rating-average rules only: never used in scoring decisions.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// Parses "1", "1.5", "0.5", "2,5", "½", "1½". Returns `None` for anything else or for
    /// more than one decimal.
    pub fn parse(text: &str) -> Option<Points> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let (negative, text) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let value = if let Some(whole) = text.strip_suffix('½') {
            let whole: i32 = if whole.is_empty() {
                0
            } else {
                whole.parse().ok()?
            };
            whole.checked_mul(10)?.checked_add(5)?
        } else {
            let text = text.replace(',', ".");
            match text.split_once('.') {
                None => text.parse::<i32>().ok()?.checked_mul(10)?,
                Some((whole, frac)) => {
                    let whole: i32 = if whole.is_empty() {
                        0
                    } else {
                        whole.parse().ok()?
                    };
                    let tenth: i32 = match frac.len() {
                        0 => 0,
                        1 => frac.parse().ok()?,
                        _ => {
                            // Allow trailing zeros ("1.50") but no finer precision.
                            let (first, rest) = frac.split_at(1);
                            if !rest.chars().all(|c| c == '0') {
                                return None;
                            }
                            first.parse().ok()?
                        }
                    };
                    if !frac.chars().all(|c| c.is_ascii_digit()) {
                        return None;
                    }
                    whole.checked_mul(10)?.checked_add(tenth)?
                }
            }
        };
        Some(Points(if negative { -value } else { value }))
    }

    /// Fixed one-decimal text, as TRF writes it: "11.5", "0.0".
    pub fn to_decimal_string(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        format!("{sign}{}.{}", abs / 10, abs % 10)
    }
}

impl fmt::Display for Points {
    /// Arbiter's notation: "2½", "½", "3", "1.3" for non-half values.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let (whole, tenth) = (abs / 10, abs % 10);
        match tenth {
            0 => write!(f, "{sign}{whole}"),
            5 if whole == 0 => write!(f, "{sign}½"),
            5 => write!(f, "{sign}{whole}½"),
            _ => write!(f, "{sign}{whole}.{tenth}"),
        }
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0.saturating_add(rhs.0))
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 = self.0.saturating_add(rhs.0);
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0.saturating_sub(rhs.0))
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// What each kind of round is worth (TRF-26 record `162`; bbpPairings `BBW`…`BBU`).
/// The default is the FIDE 1/½/0 with a win's points for a PAB (C.04.1 art. 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScoringSystem {
    /// Game won over the board (`W`).
    pub win: Points,
    /// Game drawn over the board (`D`).
    pub draw: Points,
    /// Game lost over the board (`L`).
    pub loss: Points,
    /// Win by forfeit (`+`).
    pub forfeit_win: Points,
    /// Loss by forfeit (`-`; TRF-26 `A`).
    pub forfeit_loss: Points,
    /// Pairing-allocated bye (`U`; TRF-26 `P`). C.04.1 art. 3: the same for all PABs.
    pub pairing_allocated_bye: Points,
    /// Requested full-point bye (`F`).
    pub full_point_bye: Points,
    /// Requested half-point bye (`H`).
    pub half_point_bye: Points,
    /// Zero-point bye, absence, rounds after a withdrawal or before a late entry (`Z`).
    pub zero_point_bye: Points,
}

impl Default for ScoringSystem {
    fn default() -> Self {
        ScoringSystem::fide()
    }
}

impl ScoringSystem {
    /// Double-Swiss (C.04.5): 1 / ½ / 0 a game; the pairing-allocated bye a won and a
    /// drawn game (1½, C.04.5 1.4), a requested full-point bye two won games (2), a
    /// half-point bye two drawn games (1): byes apply to matches, never to games (Preface).
    pub const fn double_swiss() -> Self {
        ScoringSystem {
            pairing_allocated_bye: Points(15),
            full_point_bye: Points(20),
            half_point_bye: Points(10),
            ..ScoringSystem::fide()
        }
    }

    /// 1 / ½ / 0, the standard.
    pub const fn fide() -> Self {
        ScoringSystem {
            win: Points(10),
            draw: Points(5),
            loss: Points(0),
            forfeit_win: Points(10),
            forfeit_loss: Points(0),
            pairing_allocated_bye: Points(10),
            full_point_bye: Points(10),
            half_point_bye: Points(5),
            zero_point_bye: Points(0),
        }
    }

    /// 3 / 1 / 0 ("football" scoring); byes follow the win and draw values.
    pub const fn three_one_zero() -> Self {
        ScoringSystem {
            win: Points(30),
            draw: Points(10),
            loss: Points(0),
            forfeit_win: Points(30),
            forfeit_loss: Points(0),
            pairing_allocated_bye: Points(30),
            full_point_bye: Points(30),
            half_point_bye: Points(10),
            zero_point_bye: Points(0),
        }
    }

    /// True for the FIDE 1/½/0 values (used where a rule is stated in those terms).
    pub fn is_standard(&self) -> bool {
        *self == ScoringSystem::fide()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display() {
        assert_eq!(Points::parse("1.5"), Some(Points(15)));
        assert_eq!(Points::parse("2,5"), Some(Points(25)));
        assert_eq!(Points::parse("½"), Some(Points(5)));
        assert_eq!(Points::parse("3½"), Some(Points(35)));
        assert_eq!(Points::parse("17"), Some(Points(170)));
        assert_eq!(Points::parse("1.50"), Some(Points(15)));
        assert_eq!(Points::parse("1.55"), None);
        assert_eq!(Points::parse("x"), None);
        assert_eq!(Points::parse(""), None);
        assert_eq!(Points(25).to_string(), "2½");
        assert_eq!(Points(5).to_string(), "½");
        assert_eq!(Points(30).to_string(), "3");
        assert_eq!(Points(115).to_decimal_string(), "11.5");
        assert_eq!(Points(0).to_decimal_string(), "0.0");
    }
}

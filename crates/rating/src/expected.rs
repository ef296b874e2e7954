//! The expected score of one game for the rating change (B.02 8.3.1, 8.3.2 a): table b of
//! 8.1 (never the logistic formula), with the 400-point rule.

use crate::domain::RatedList;
use crate::tiebreak::expected_score_hundredths;

/// B.02 8.3.1 (amended from 1 October 2025): players rated 2650 or more count the real
/// difference in every case.
pub const NO_CAP_FROM: i64 = 2650;
/// B.02 8.3.1: a difference of more than 400 points counts as 400 for a player rated
/// below 2650 (without limit per event since 1 March 2024).
pub const CAP: i64 = 400;

/// The expected score of a player rated `player` against `opponent`, in hundredths, and
/// whether the 400-point rule changed the difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expected {
    pub hundredths: i64,
    pub capped: bool,
}

/// B.02 8.3.1 and 8.3.2 a: the difference D (capped at ±400 for a player rated below
/// 2650), then PD from table 8.1 b.
pub fn expected(player: i64, opponent: i64) -> Expected {
    expected_on(RatedList::Standard, player, opponent)
}

/// The expected score on the list the event is rated for. Standard: B.02 8.3.1 with its
/// 2650 exception (from 1 October 2025). Rapid and blitz: the Rapid and Blitz Rating
/// Regulations (from 1 March 2024) 7.3.1, "A difference in rating of more than 400
/// points shall be counted for rating purposes as though it were a difference of 400
/// points." — as published, without the 2650 exception of the standard text.
pub fn expected_on(list: RatedList, player: i64, opponent: i64) -> Expected {
    let difference = player - opponent;
    let counted = if list == RatedList::Standard && player >= NO_CAP_FROM {
        difference
    } else {
        difference.clamp(-CAP, CAP)
    };
    Expected {
        // The table read at D = counted (the tie-break reader takes two ratings).
        hundredths: expected_score_hundredths(counted, 0),
        capped: counted != difference,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_400_point_rule_and_its_2650_exception() {
        // 2600 against 2100: D = 500 counts as 400 → .92 (392–411), not .96 (485–517).
        assert_eq!(
            expected(2600, 2100),
            Expected {
                hundredths: 92,
                capped: true
            }
        );
        // The 2100 player against 2600: D = −500 counts as −400 → .08.
        assert_eq!(expected(2100, 2600).hundredths, 8);
        // 2650 against 2150: the real difference 500 → .96 (8.3.1, from October 2025).
        assert_eq!(
            expected(2650, 2150),
            Expected {
                hundredths: 96,
                capped: false
            }
        );
        // 2649 against 2149: still capped → .92.
        assert_eq!(expected(2649, 2149).hundredths, 92);
        // 2800 against 2000: D = 800 > 735 → 1.00: a win gains nothing.
        assert_eq!(expected(2800, 2000).hundredths, 100);
        // Exactly 400: not changed by the rule.
        assert!(!expected(2400, 2000).capped);
    }

    #[test]
    fn rapid_and_blitz_cap_at_400_without_the_2650_exception() {
        // 2650 against 2150 (D = 500): the standard list reads .96 (8.3.1, real
        // difference from 2650); the rapid and blitz 7.3.1 has no such exception: D
        // counts as 400 → .92 (392–411).
        for list in [RatedList::Rapid, RatedList::Blitz] {
            assert_eq!(
                expected_on(list, 2650, 2150),
                Expected {
                    hundredths: 92,
                    capped: true
                }
            );
        }
        assert_eq!(expected_on(RatedList::Standard, 2650, 2150).hundredths, 96);
        // Below 2650 the lists agree: 2100 against 2600 → −400 → .08.
        assert_eq!(expected_on(RatedList::Rapid, 2100, 2600).hundredths, 8);
    }
}

//! The FIDE rating tables of B.02 8.1 (../shared/reference/rating.md): the expected
//! score of a rating difference (table b, "PD") and the rating difference of a
//! fractional score (table a, "dp"), as the art. 10 tie-breaks use them.

/// Table b: `(largest difference of the band, PD of the higher-rated player in
/// hundredths)`; differences above the last band (735) give 100.
const PD_BANDS: [(u32, i64); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// Table a: dp for p = 0.00, 0.01, …, 1.00.
const DP: [i32; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296,
    -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141,
    -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// Expected score, in hundredths, of a player rated `player` against `opponent`
/// (table b over its full scale, no 400-point cut: C.07 10.3).
pub fn expected_hundredths(player: i64, opponent: i64) -> i64 {
    let difference = player - opponent;
    let gap = difference.unsigned_abs();
    let higher = PD_BANDS
        .iter()
        .find(|(upto, _)| gap <= u64::from(*upto))
        .map_or(100, |(_, pd)| *pd);
    if difference >= 0 {
        higher
    } else {
        100 - higher
    }
}

/// dp of a fractional score given in whole percent (0..=100; clamped). The title norms
/// use the same table (B.01 1.4.9), through [`crate::rating_difference`].
pub fn dp(percent: i64) -> i64 {
    let index = usize::try_from(percent.clamp(0, 100)).unwrap_or(0);
    DP.get(index).copied().map_or(0, i64::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_spot_checks() {
        assert_eq!(expected_hundredths(2000, 2000), 50);
        assert_eq!(expected_hundredths(2003, 2000), 50);
        assert_eq!(expected_hundredths(2004, 2000), 51);
        assert_eq!(expected_hundredths(2000, 2004), 49);
        assert_eq!(expected_hundredths(2560, 2000), 98);
        assert_eq!(expected_hundredths(2735, 2000), 99);
        assert_eq!(expected_hundredths(2736, 2000), 100);
        assert_eq!(expected_hundredths(1000, 2000), 0);
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(50), 0);
        assert_eq!(dp(83), 273);
        assert_eq!(dp(17), -273);
        assert_eq!(dp(64), 102);
    }
}

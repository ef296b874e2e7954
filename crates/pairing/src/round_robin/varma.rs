//! The Varma tables (C.05 Annex 2, point 5): the four groups A–D of pairing numbers used by
//! the restricted drawing of lots for 9 to 24 players. Players drawing from the same group
//! do not meet in the last three rounds of the Berger table (the 1987 purpose), except in
//! the official 11/12 row, whose group C breaks that property (see the test
//! `official_11_12_row_anomaly`; reference/round_robin.md §3).

/// Fewest players the Varma tables cover (C.05 Annex 2, point 5).
pub const MIN_PLAYERS: usize = 9;
/// Most players the Varma tables cover.
pub const MAX_PLAYERS: usize = 24;

/// The group letters, in table order.
pub const GROUP_NAMES: [char; 4] = ['A', 'B', 'C', 'D'];

/// C.05 Annex 2 point 5, one row per even table size: (size, [A, B, C, D]).
/// The 11/12 row is shipped as FIDE publishes it (seed 004 prints C(3,11) D(8,12), which
/// omits number 6: a misprint, reference/round_robin.md §4 item 3).
const TABLES: [(u32, [&[u32]; 4]); 8] = [
    (10, [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]]),
    (12, [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]]),
    (
        14,
        [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
    ),
    (
        16,
        [
            &[5, 6, 7, 12, 13, 14],
            &[1, 2, 3, 9, 10],
            &[8, 11, 15],
            &[4, 16],
        ],
    ),
    (
        18,
        [
            &[5, 6, 7, 8, 14, 15, 16],
            &[1, 2, 3, 10, 11, 12],
            &[9, 13, 17],
            &[4, 18],
        ],
    ),
    (
        20,
        [
            &[6, 7, 8, 9, 15, 16, 17, 18],
            &[1, 2, 3, 11, 12, 13, 14],
            &[5, 10, 19],
            &[4, 20],
        ],
    ),
    (
        22,
        [
            &[6, 7, 8, 9, 10, 17, 18, 19, 20],
            &[1, 2, 3, 4, 12, 13, 14, 15],
            &[11, 16, 21],
            &[5, 22],
        ],
    ),
    (
        24,
        [
            &[6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
            &[1, 2, 3, 4, 13, 14, 15, 16, 17],
            &[12, 18, 23],
            &[5, 24],
        ],
    ),
];

/// The groups A–D for `players` players, or `None` outside 9–24. For an odd number of
/// players the row of the next even number is used without its top number, which is the
/// bye of the Berger table (nobody draws it).
pub fn varma_groups(players: usize) -> Option<[Vec<u32>; 4]> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return None;
    }
    let players = u32::try_from(players).ok()?;
    let size = players + players % 2;
    let (_, row) = TABLES.iter().find(|(n, _)| *n == size)?;
    Some(row.map(|group| {
        group
            .iter()
            .copied()
            .filter(|&number| number <= players)
            .collect()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round_robin::berger::berger_table;

    /// The round in which pairing numbers `a` and `b` meet in the Berger table.
    fn meeting_round(players: u32, a: u32, b: u32) -> Option<usize> {
        berger_table(players)
            .iter()
            .position(|round| {
                round
                    .iter()
                    .any(|&(w, x)| (w, x) == (a, b) || (w, x) == (b, a))
            })
            .map(|i| i + 1)
    }

    #[test]
    fn outside_9_to_24_there_is_no_table() {
        assert_eq!(varma_groups(8), None);
        assert_eq!(varma_groups(25), None);
        assert!(varma_groups(9).is_some());
        assert!(varma_groups(24).is_some());
    }

    #[test]
    fn odd_count_drops_the_bye_number() {
        // 9 players use the 9/10 row; 10 is the bye, so D keeps only 2.
        let groups = varma_groups(9).unwrap_or_default();
        assert_eq!(groups[3], vec![2]);
        assert_eq!(groups[0], vec![3, 4, 8]);
    }

    #[test]
    fn official_11_12_row_anomaly() {
        // Documented anomaly (reference/round_robin.md §3): in the FIDE 11/12 row, group C
        // = (6, 8, 12), and in the 12-player Berger table 6 meets 12 in round 11, the last
        // round: table round 11 is printed "6-12 7-5 8-4 9-3 10-2 11-1" (C.05 Annex 1, seed
        // 004). So the row breaks its own "not in the last three rounds" purpose. We ship
        // it unchanged because it is what arbiters check against.
        let groups = varma_groups(12).unwrap_or_default();
        assert_eq!(groups[2], vec![6, 8, 12]);
        assert_eq!(meeting_round(12, 6, 12), Some(11));
        // The other two C pairs are fine: "8-6" is printed in round 2 and "12-8" in
        // round 4 of 11.
        assert_eq!(meeting_round(12, 6, 8), Some(2));
        assert_eq!(meeting_round(12, 8, 12), Some(4));
    }
}

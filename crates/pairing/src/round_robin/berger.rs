//! FIDE Berger tables (C.05 Annex 1) for any number of players, and their repetition over
//! several cycles (double, triple … round robin).
//!
//! A table is a list of rounds; a round is a list of boards `(white, black)` of pairing
//! numbers, in the board order FIDE prints. For an odd number of players the table of the
//! next even number is used and its top number is the bye: whoever is drawn against it
//! rests that round (C.05 Annex 1; seed 004 "il numero in neretto").
//!
//! The table is computed in closed form (one round at a time, no rotation needed):
//! with `n` even and `m = n − 1` rounds, let `k` be the number meeting `n` in round `r`
//! (`k = (r + 1)/2` for odd `r`, `k = n/2 + r/2` for even `r`). Board 1 is `k – n` in odd
//! rounds and `n – k` in even rounds; board `b ≥ 2` is
//! `((k − 1) + (b − 1)) mod m + 1` (White) against `((k − 1) − (b − 1)) mod m + 1` (Black).
//! This equals the FIDE tables (checked against seed 004 in `tests/berger.rs`), the seed's
//! opponent rule (`i + j ≡ r + 1 mod m`) and its parity colour rule (odd sum: the smaller
//! number has White; even sum: the larger; `n` has Black against `1 … n/2`).

/// One board of a table: `(white, black)` pairing numbers.
pub type TableBoard = (u32, u32);

/// How the cycles of a multiple round robin follow each other. Every cycle after the first
/// repeats the table with the colours reversed from the cycle before (seed 004: "nel
/// secondo girone il Bianco è da attribuirsi al secondo di ogni coppia di numeri").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CycleOrder {
    /// The FIDE recommendation (C.05 Annex 1; ETT26 `FIDE_DOUBLEROUNDROBIN`): the last two
    /// rounds of the first cycle are swapped, so that nobody plays the same colour three
    /// times running across the boundary between the cycles. With three or more cycles
    /// Torneo swaps the last two rounds of every cycle but the last (our extension: FIDE
    /// speaks only of double round robins); this keeps the longest same-colour run at 2
    /// for every table except the one for 3/4 players, whose 3-round cycle cannot avoid
    /// a run of 3 in a triple round robin.
    #[default]
    FideSwap,
    /// Plain repetition with reversed colours (ETT26 `BERGER_DOUBLEROUNDROBIN`,
    /// `BERGER_ROUNDROBIN_Gn`). With an even number of players somebody gets the same
    /// colour three times running across each boundary.
    PlainRepetition,
}

/// The size of the table used for `players` players: `players` rounded up to even.
/// `None` below 2 players (no table) or when the count does not fit.
pub fn table_size(players: u32) -> Option<u32> {
    if players < 2 {
        return None;
    }
    players.checked_add(players % 2)
}

/// Rounds in one cycle for `players` players (0 below 2 players).
pub fn rounds_per_cycle(players: u32) -> u32 {
    table_size(players).map_or(0, |n| n - 1)
}

/// Round `round` (1-based) of the FIDE Berger table for `players` players, boards in the
/// printed order, the bye number (`players + 1` when `players` is odd) included.
/// `None` if there is no such round.
pub fn berger_round(players: u32, round: u32) -> Option<Vec<TableBoard>> {
    let n = table_size(players)?;
    let m = n - 1;
    if round == 0 || round > m {
        return None;
    }
    // C.05 Annex 1 (closed form, see the module doc): k meets n in round `round`.
    let k = if round % 2 == 1 {
        round.div_ceil(2)
    } else {
        n / 2 + round / 2
    };
    let mut boards = Vec::with_capacity((n / 2) as usize);
    // Board 1: n has Black in odd rounds, White in even rounds.
    boards.push(if round % 2 == 1 { (k, n) } else { (n, k) });
    for b in 2..=n / 2 {
        let step = b - 1; // < m, so the subtraction below stays positive
        let white = (k - 1 + step) % m + 1;
        let black = (k - 1 + m - step) % m + 1;
        boards.push((white, black));
    }
    Some(boards)
}

/// The whole FIDE Berger table for `players` players (`players` odd: the table for
/// `players + 1`, whose top number is the bye). Empty below 2 players.
pub fn berger_table(players: u32) -> Vec<Vec<TableBoard>> {
    (1..=rounds_per_cycle(players))
        .filter_map(|r| berger_round(players, r))
        .collect()
}

/// Total rounds of `cycles` cycles for `players` players (0 below 2 players).
pub fn total_rounds(players: u32, cycles: u32) -> u32 {
    rounds_per_cycle(players).saturating_mul(cycles)
}

/// Which table round is played in tournament round `round` of a `cycles`-cycle event,
/// and whether its colours are reversed. `None` if the round does not exist.
pub fn table_round_of(
    players: u32,
    cycles: u32,
    order: CycleOrder,
    round: u32,
) -> Option<(u32, bool)> {
    let m = rounds_per_cycle(players);
    if round == 0 || round > total_rounds(players, cycles) {
        return None;
    }
    let cycle = (round - 1) / m; // 0-based
    let mut in_cycle = (round - 1) % m + 1;
    // C.05 Annex 1 recommendation (FIDE_DOUBLEROUNDROBIN): swap the last two rounds of a
    // cycle that another cycle follows.
    if order == CycleOrder::FideSwap && m >= 2 && cycle + 1 < cycles {
        if in_cycle == m - 1 {
            in_cycle = m;
        } else if in_cycle == m {
            in_cycle = m - 1;
        }
    }
    // Seed 004 / C.05 Annex 1: each new cycle reverses the colours of the one before.
    Some((in_cycle, cycle % 2 == 1))
}

/// Tournament round `round` (1-based, counted over all cycles) as `(white, black)` pairing
/// numbers in table board order, bye board included. `None` if the round does not exist.
pub fn scheduled_round(
    players: u32,
    cycles: u32,
    order: CycleOrder,
    round: u32,
) -> Option<Vec<TableBoard>> {
    let (table_round, reversed) = table_round_of(players, cycles, order, round)?;
    let boards = berger_round(players, table_round)?;
    Some(if reversed {
        boards.into_iter().map(|(w, b)| (b, w)).collect()
    } else {
        boards
    })
}

/// Every round of a `cycles`-cycle round robin for `players` players.
pub fn schedule(players: u32, cycles: u32, order: CycleOrder) -> Vec<Vec<TableBoard>> {
    (1..=total_rounds(players, cycles))
        .filter_map(|r| scheduled_round(players, cycles, order, r))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_size_rounds_up_to_even() {
        assert_eq!(table_size(0), None);
        assert_eq!(table_size(1), None);
        assert_eq!(table_size(2), Some(2));
        assert_eq!(table_size(5), Some(6));
        assert_eq!(table_size(6), Some(6));
        assert_eq!(table_size(u32::MAX), None);
        assert_eq!(rounds_per_cycle(7), 7);
        assert_eq!(total_rounds(7, 2), 14);
    }

    #[test]
    fn six_players_table_as_printed_by_fide() {
        // C.05 Annex 1, table for 5/6 players (also seed 004).
        let expected = vec![
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        assert_eq!(berger_table(6), expected);
        assert_eq!(berger_table(5), expected);
    }

    #[test]
    fn two_players_one_game() {
        assert_eq!(berger_table(2), vec![vec![(1, 2)]]);
        assert!(berger_table(1).is_empty());
        assert_eq!(berger_round(4, 0), None);
        assert_eq!(berger_round(4, 4), None);
    }

    #[test]
    fn double_round_robin_swaps_last_two_rounds_of_first_cycle() {
        // 4 players, 3 rounds a cycle: FIDE order is T1, T3, T2, then T1..T3 reversed.
        let order: Vec<_> = (1..=6)
            .map(|r| table_round_of(4, 2, CycleOrder::FideSwap, r))
            .collect();
        assert_eq!(
            order,
            vec![
                Some((1, false)),
                Some((3, false)),
                Some((2, false)),
                Some((1, true)),
                Some((2, true)),
                Some((3, true)),
            ]
        );
        assert_eq!(table_round_of(4, 2, CycleOrder::FideSwap, 7), None);
        assert_eq!(
            table_round_of(4, 2, CycleOrder::PlainRepetition, 2),
            Some((2, false))
        );
        // A single cycle is never swapped.
        assert_eq!(
            table_round_of(4, 1, CycleOrder::FideSwap, 3),
            Some((3, false))
        );
    }

    #[test]
    fn second_cycle_reverses_colours() {
        // 4 players, round 4 = table round 1 (1-4 2-3) reversed.
        assert_eq!(
            scheduled_round(4, 2, CycleOrder::FideSwap, 4),
            Some(vec![(4, 1), (3, 2)])
        );
        assert_eq!(schedule(4, 2, CycleOrder::FideSwap).len(), 6);
    }
}

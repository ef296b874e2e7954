//! Berger tables (C.05 Annex 1): the generated tables against the tables printed in seed 004
//! (parsed at test time) and the reference file `berger_tables_generated.txt`, plus
//! property tests of the table rules over several cycles.

use proptest::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use torneo::pairing::round_robin::{CycleOrder, berger_table, schedule};

type Table = Vec<Vec<(u32, u32)>>;

fn shared_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// Reads a shared file; `None` (skip) when missing, a failure under CI.
fn read_shared(path: &Path) -> Option<String> {
    match std::fs::read_to_string(path) {
        Ok(text) => Some(text),
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI: shared data {} missing: {e}",
                path.display()
            );
            eprintln!("skipping: {} not readable ({e})", path.display());
            None
        }
    }
}

fn seed_004() -> Option<String> {
    let dir = shared_dir().join("seeds");
    let found = std::fs::read_dir(&dir).ok().and_then(|entries| {
        entries.filter_map(Result::ok).map(|e| e.path()).find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("004_") && n.ends_with(".txt"))
        })
    });
    match found {
        Some(path) => read_shared(&path),
        None => read_shared(&dir.join("004_*.txt")),
    }
}

/// All `a-b` pairs of a line.
fn pairs(text: &str) -> Vec<(u32, u32)> {
    text.split_whitespace()
        .filter_map(|token| {
            let (a, b) = token.split_once('-')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect()
}

/// The tables of seed 004, by even table size: "Giocatori 17 e 18" starts the table for
/// 18; rows read "7°<TAB>4-18<TAB>5-3 …"; the tables end at "[le prossime considerazioni".
fn parse_seed(text: &str) -> BTreeMap<u32, Table> {
    let mut tables: BTreeMap<u32, Table> = BTreeMap::new();
    let mut current: Option<u32> = None;
    for line in text.lines() {
        if line.starts_with("[le prossime") {
            break;
        }
        if let Some(rest) = line.trim().strip_prefix("Giocatori ") {
            current = rest.split_whitespace().last().and_then(|n| n.parse().ok());
            continue;
        }
        let Some(size) = current else { continue };
        let Some((round, row)) = line.trim().split_once('°') else {
            continue;
        };
        let Ok(round) = round.parse::<usize>() else {
            continue;
        };
        let table = tables.entry(size).or_default();
        assert_eq!(round, table.len() + 1, "table {size}: rounds out of order");
        table.push(pairs(row));
    }
    tables
}

/// Replaces the board of a seed table after checking it holds the misprint.
fn correct(
    tables: &mut BTreeMap<u32, Table>,
    size: u32,
    round: usize,
    board: usize,
    wrong: (u32, u32),
    right: (u32, u32),
) {
    let slot = tables
        .get_mut(&size)
        .and_then(|t| t.get_mut(round - 1))
        .and_then(|r| r.get_mut(board - 1));
    match slot {
        Some(b) => {
            assert_eq!(
                *b, wrong,
                "seed 004 table {size} round {round} board {board}"
            );
            *b = right;
        }
        None => panic!("seed 004 has no table {size} round {round} board {board}"),
    }
}

#[test]
fn generated_tables_equal_seed_004() {
    let Some(text) = seed_004() else { return };
    let mut tables = parse_seed(&text);
    assert_eq!(
        tables.keys().copied().collect::<Vec<_>>(),
        (4..=24).step_by(2).collect::<Vec<u32>>(),
        "seed 004 holds the tables 3/4 … 23/24"
    );
    // Two misprints of seed 004, found by generation (reference/round_robin.md §4):
    // 1. table 17/18, round 7, board 4 prints "6-1" for 7-1 (6 would play twice, 7 never);
    correct(&mut tables, 18, 7, 4, (6, 1), (7, 1));
    // 2. table 19/20, round 4, board 3 prints "14-11" for 14-10 (11 twice, 10 never).
    correct(&mut tables, 20, 4, 3, (14, 11), (14, 10));
    for players in 3..=24u32 {
        let size = players + players % 2;
        let expected = tables.get(&size);
        assert_eq!(
            Some(&berger_table(players)),
            expected,
            "Berger table for {players} players"
        );
    }
}

/// `berger_tables_generated.txt`: "## 3 and 4 players" then "Rd  1: 1-4  2-3".
fn parse_generated(text: &str) -> BTreeMap<u32, Table> {
    let mut tables: BTreeMap<u32, Table> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("## ") {
            current = rest.split_whitespace().nth(2).and_then(|n| n.parse().ok());
        } else if let (Some(size), Some(row)) = (current, line.strip_prefix("Rd"))
            && let Some((_, boards)) = row.split_once(':')
        {
            tables.entry(size).or_default().push(pairs(boards));
        }
    }
    tables
}

#[test]
fn generated_tables_equal_reference_file() {
    let path = shared_dir().join("reference/berger_tables_generated.txt");
    let Some(text) = read_shared(&path) else {
        return;
    };
    let tables = parse_generated(&text);
    assert_eq!(tables.len(), 11);
    for (size, table) in tables {
        assert_eq!(berger_table(size), table, "table for {size}");
        assert_eq!(berger_table(size - 1), table, "table for {}", size - 1);
    }
}

/// Colour sequence of each real player (numbers 1..=players), `None` for a rest.
fn colour_sequences(players: u32, rounds: &Table) -> BTreeMap<u32, Vec<Option<bool>>> {
    let mut seq: BTreeMap<u32, Vec<Option<bool>>> =
        (1..=players).map(|p| (p, Vec::new())).collect();
    for round in rounds {
        let mut seen = Vec::new();
        for &(w, b) in round {
            if w <= players && b <= players {
                seq.entry(w).or_default().push(Some(true));
                seq.entry(b).or_default().push(Some(false));
                seen.extend([w, b]);
            }
        }
        for p in 1..=players {
            if !seen.contains(&p) {
                seq.entry(p).or_default().push(None);
            }
        }
    }
    seq
}

/// Longest run of one colour over the games played, rests skipped.
fn longest_run(seq: &[Option<bool>]) -> usize {
    let played: Vec<bool> = seq.iter().flatten().copied().collect();
    let mut best = 0;
    let mut run = 0;
    for (i, c) in played.iter().enumerate() {
        run = if i > 0 && played.get(i - 1) == Some(c) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
    }
    best
}

#[test]
fn plain_repetition_gives_three_in_a_row_for_even_tables() {
    // reference/round_robin.md §1 (tools/drr_check.py): for n = 4 … 24, plain repetition
    // gives somebody three same colours running; the FIDE swap brings the maximum to 2.
    for n in (4..=24).step_by(2) {
        let plain = schedule(n, 2, CycleOrder::PlainRepetition);
        let worst = colour_sequences(n, &plain)
            .values()
            .map(|s| longest_run(s))
            .max();
        assert_eq!(worst, Some(3), "plain, {n} players");
        let fide = schedule(n, 2, CycleOrder::FideSwap);
        let worst = colour_sequences(n, &fide)
            .values()
            .map(|s| longest_run(s))
            .max();
        assert_eq!(worst, Some(2), "FIDE swap, {n} players");
    }
}

proptest! {
    #[test]
    fn every_pair_meets_once_per_cycle(players in 2u32..=40, cycles in 1u32..=3) {
        let rounds = schedule(players, cycles, CycleOrder::FideSwap);
        let n = players + players % 2;
        prop_assert_eq!(rounds.len() as u32, (n - 1) * cycles);
        let mut meetings: BTreeMap<(u32, u32), u32> = BTreeMap::new();
        for round in &rounds {
            // Each round everybody (bye number included) plays exactly once.
            let mut seen: Vec<u32> = round.iter().flat_map(|&(w, b)| [w, b]).collect();
            seen.sort_unstable();
            prop_assert_eq!(seen, (1..=n).collect::<Vec<u32>>());
            for &(w, b) in round {
                *meetings.entry((w.min(b), w.max(b))).or_default() += 1;
            }
        }
        prop_assert_eq!(meetings.len() as u32, n * (n - 1) / 2);
        prop_assert!(meetings.values().all(|&m| m == cycles));
    }

    #[test]
    fn colours_follow_the_table_rule(players in 2u32..=40, cycles in 1u32..=3) {
        // C.05 Annex 1 / seed 004: in one cycle numbers 1..n/2 get one White more than
        // Black, the others one Black more; each new cycle reverses the colours.
        let n = players + players % 2;
        let m = (n - 1) as usize;
        let rounds = schedule(players, cycles, CycleOrder::FideSwap);
        for (c, cycle) in rounds.chunks(m).enumerate() {
            let mut whites: BTreeMap<u32, usize> = BTreeMap::new();
            for round in cycle {
                for &(w, _) in round {
                    *whites.entry(w).or_default() += 1;
                }
            }
            for p in 1..=n {
                let top_half = p <= n / 2;
                let more_white = top_half == (c % 2 == 0);
                let expected = if more_white { n / 2 } else { n / 2 - 1 } as usize;
                prop_assert_eq!(whites.get(&p).copied().unwrap_or(0), expected, "player {} cycle {}", p, c + 1);
            }
        }
        // The opponent rule of seed 004 / reference §2: in round r, i meets j with
        // i + j ≡ r + 1 (mod n − 1); a player the rule pairs with themself meets n.
        let modulus = n - 1;
        for (r, round) in berger_table(players).iter().enumerate() {
            let target = (r as u32 + 2) % modulus;
            for &(w, b) in round {
                let sum = if w == n { 2 * b } else if b == n { 2 * w } else { w + b };
                prop_assert_eq!(sum % modulus, target, "round {} board {}-{}", r + 1, w, b);
            }
        }
        // The parity colour rule of seed 004 for the first cycle: odd sum, the smaller
        // number has White; even sum, the larger; n has Black against 1..n/2.
        for round in rounds.iter().take(m) {
            for &(w, b) in round {
                let white = if w == n || b == n {
                    let other = w.min(b);
                    if other <= n / 2 { other } else { n }
                } else if (w + b) % 2 == 1 {
                    w.min(b)
                } else {
                    w.max(b)
                };
                prop_assert_eq!(white, w);
            }
        }
    }

    #[test]
    fn no_three_same_colours_across_cycles(players in 2u32..=40, cycles in 2u32..=3) {
        // C.05 Annex 1 recommendation for a double round robin (swap the last two rounds
        // of the first cycle). With 3 cycles 4 players (3 rounds a cycle) cannot
        // avoid a run of 3 (documented in CycleOrder::FideSwap), so it is left out.
        prop_assume!(cycles == 2 || players != 4);
        let rounds = schedule(players, cycles, CycleOrder::FideSwap);
        for (p, seq) in colour_sequences(players, &rounds) {
            prop_assert!(longest_run(&seq) <= 2, "player {} {:?}", p, seq);
        }
    }
}

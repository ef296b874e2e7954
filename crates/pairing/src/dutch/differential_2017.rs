//! The 2017 edition's quick ways (issue 40: D.1 read off the duals,
//! `brackets_2017::first_opponents`; D.1 for the whole S1 at once, `whole_s1`; D.2
//! without its solves, `without_exchanges`; each bracket solved apart from its next
//! group, `next_group_apart`) against the reference (`Paths2017::REFERENCE`, a solve
//! per decision with the next group in the graph) on generated tournaments: each
//! round is paired with all of them, with the duals alone and with none, and must come
//! out identical, over histories with half-point and zero-point byes, forfeits,
//! withdrawals, late entries and forbidden pairs, up to hundreds of players in later
//! rounds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::brackets_2017::Paths2017;
use super::counted;
use super::differential::{Rates, Rng, field, result};
use super::{Shortcut, pair_with};
use crate::domain::{DutchEdition, GameResult, Tournament};
use crate::{JobControl, PairingError};

/// D.1 from the duals alone (the way the whole S1 leaves to it).
const DUALS_ONLY: Paths2017 = Paths2017 {
    first_opponents_from_duals: true,
    whole_s1: false,
    without_exchanges: false,
    detach_next: false,
};

/// Pairs every round the three ways, comparing, and plays it; answers the rounds
/// compared.
fn play_and_compare(mut t: Tournament, rates: &Rates, rng: &mut Rng) -> u32 {
    t.settings.dutch_edition = DutchEdition::Fide2017;
    let control = JobControl::new();
    let mut compared = 0;
    for round in 1..=t.settings.rounds {
        let before = counted::now();
        let fast = pair_with(&t, round, &control, Shortcut::Allowed);
        let between = counted::now();
        let per_player = pair_with(&t, round, &control, Shortcut::Never);
        let after = counted::now();
        let from_duals = pair_with(&t, round, &control, Shortcut::Only2017(DUALS_ONLY));
        // The first solves' sizes of the quick ways and of the reference, in vertices.
        counted::add(|c| {
            c.first_solve_vertices_fast_2017 +=
                between.first_solve_vertices_2017 - before.first_solve_vertices_2017;
            c.first_solve_vertices_reference_2017 +=
                after.first_solve_vertices_2017 - between.first_solve_vertices_2017;
        });
        let players = t.players.len();
        assert_eq!(fast, per_player, "round {round} of {players} players");
        assert_eq!(from_duals, per_player, "round {round} of {players} players");
        compared += 1;
        let proposed = match fast {
            Ok(proposed) => proposed,
            Err(PairingError::NoValidPairing(_)) => return compared,
            Err(other) => panic!("round {round}: {other:?}"),
        };
        let mut played = proposed.into_round(round);
        for board in &mut played.boards {
            board.result = result(rng, rates.forfeit);
        }
        t.rounds.push(played);
    }
    compared
}

/// What each quick way did since `before`: S1 players paired from the duals (`kept`
/// or `exchanged`) and by a solve (`solved`); brackets whose S1 was paired at once
/// (`at_once`, or `declined`) and that needed no exchange (`unexchanged`, or
/// `exchanged_sides`); brackets paired apart from their next group (`detached`), those
/// whose floaters it `absorbed`, and those `restarted` with it.
#[derive(Debug)]
struct QuickWays {
    kept: u32,
    exchanged: u32,
    solved: u32,
    at_once: u32,
    declined: u32,
    unexchanged: u32,
    exchanged_sides: u32,
    detached: u32,
    absorbed: u32,
    restarted: u32,
}

/// [`QuickWays`] since `before`, printed (`--nocapture`) for the figures of the docs.
fn quick_ways_since(before: counted::Counts) -> QuickWays {
    let c = counted::now();
    let ways = QuickWays {
        kept: c.first_opponent_kept - before.first_opponent_kept,
        exchanged: c.first_opponent_exchanged - before.first_opponent_exchanged,
        solved: c.first_opponent_solved - before.first_opponent_solved,
        at_once: c.whole_s1_2017 - before.whole_s1_2017,
        declined: c.whole_s1_2017_declined - before.whole_s1_2017_declined,
        unexchanged: c.without_exchanges_2017 - before.without_exchanges_2017,
        exchanged_sides: c.exchanged_2017 - before.exchanged_2017,
        detached: c.next_detached_2017 - before.next_detached_2017,
        absorbed: c.next_absorbed_2017 - before.next_absorbed_2017,
        restarted: c.next_restarted_2017 - before.next_restarted_2017,
    };
    eprintln!("{ways:?}");
    ways
}

#[test]
fn generated_tournaments_pair_as_the_solve_per_s1_player_pairs_them() {
    let mut rng = Rng(0x2017_0040);
    let rates = Rates {
        forfeit: 5,
        bye_request: 4,
        withdrawal: 6,
        late: 5,
    };
    let before = counted::now();
    let mut compared = 0;
    for _ in 0..40 {
        let players = 6 + rng.below(60) as u32;
        let rounds = 3 + rng.below(7) as u32;
        let forbidden = rng.below(6) as u32;
        let t = field(players, rounds, forbidden, &rates, &mut rng);
        compared += play_and_compare(t, &rates, &mut rng);
    }
    assert!(compared > 150, "only {compared} rounds compared");
    let QuickWays {
        kept,
        exchanged,
        solved,
        at_once,
        declined,
        unexchanged,
        exchanged_sides,
        detached,
        absorbed,
        restarted,
    } = quick_ways_since(before);
    // Both quick ways of the brackets were compared, in most brackets (40 events:
    // 953 of 1,014 S1s at once, 1,207 of 1,362 brackets without exchange when written).
    assert!(
        at_once >= 500 && at_once > 5 * declined,
        "{at_once} {declined}"
    );
    assert!(
        unexchanged >= 500 && unexchanged > 5 * exchanged_sides,
        "{unexchanged} {exchanged_sides}"
    );
    // Both ways of the duals were compared, and most players went one of them.
    assert!(
        kept >= 100 && exchanged >= 20,
        "{kept} {exchanged} {solved}"
    );
    assert!(kept + exchanged > solved, "{kept} {exchanged} {solved}");
    // The next group kept apart, nobody floating or the floaters absorbed, and the
    // brackets started again with it, all compared.
    assert!(
        detached >= 500 && absorbed >= 200 && restarted >= 20,
        "{detached} {absorbed} {restarted}"
    );
    assert!(detached > 5 * restarted, "{detached} {restarted}");
}

#[test]
fn hundreds_of_players_in_later_rounds_pair_as_the_solve_per_s1_player_pairs_them() {
    let mut rng = Rng(0x0a11_2017);
    let rates = Rates {
        forfeit: 3,
        bye_request: 2,
        withdrawal: 3,
        late: 2,
    };
    let before = counted::now();
    let t = field(301, 6, 10, &rates, &mut rng);
    assert_eq!(play_and_compare(t, &rates, &mut rng), 6);
    let QuickWays {
        kept,
        exchanged,
        solved,
        at_once,
        unexchanged,
        detached,
        absorbed,
        restarted,
        ..
    } = quick_ways_since(before);
    assert!(
        at_once >= 20 && unexchanged >= 20,
        "{at_once} {unexchanged}"
    );
    assert!(kept + exchanged > solved, "{kept} {exchanged} {solved}");
    assert!(
        detached >= 20 && absorbed >= 10,
        "{detached} {absorbed} {restarted}"
    );
    let c = counted::now();
    let fast = c.first_solve_vertices_fast_2017 - before.first_solve_vertices_fast_2017;
    let reference =
        c.first_solve_vertices_reference_2017 - before.first_solve_vertices_reference_2017;
    eprintln!("first solves: {fast} vertices in all, {reference} in the reference");
    // The next groups left out of the first solves (restarts included; the last
    // bracket and the PPB keep theirs).
    assert!(3 * fast < 2 * reference, "{fast} {reference}");
}

/// The boards of a proposed round as pairs of pairing numbers (White first).
fn numbered(t: &Tournament, boards: &[crate::domain::Board]) -> Vec<(u32, u32)> {
    let number = |id| {
        t.players
            .iter()
            .find(|p| p.id == id)
            .map_or(0, |p| p.pairing_number)
    };
    boards
        .iter()
        .map(|b| (number(b.white), number(b.black)))
        .collect()
}

/// Round 1 of eight players, then round 2, by hand (C.04.3 (2017)). Round 1: everybody
/// on zero, one scoregroup (the last bracket, A.9): S1 = 1–4 against S2 = 5–8 pairs
/// everybody with no exchange (D.2), and D.1 gives each S1 player the first S2 player
/// in order (no history: every pairing of S1 against S2 is a best one), so 1–5, 2–6,
/// 3–7, 4–8, White alternating from board 1 (E.5). Results: 1, 2 and 3 win, 4–8 drawn.
/// Round 2: the bracket {1, 2, 3} (one point) with its next scoregroup {4, 8}: one pair
/// (C.5), one floater of the same score whoever it is (C.6, and C.7: it can meet 4 or
/// 8 either way). 1 and 3 had White, 2 Black: 1–3 breaks a colour preference (C.9),
/// 1–2 and 2–3 none, so S1 = {1} meets the first S2 player with a best pairing, 2
/// (D.1), White to 2; 3 floats. In {3} ∪ {4, 8} the MDP is paired (C.6: its SD is the
/// higher) and meets 4 (Black in round 1), both preferences kept (8 had White, as 3).
/// Both quick ways fire in each round, and the reference pairs the same.
#[test]
fn a_small_event_pairs_by_hand_with_both_quick_ways() {
    let quiet = Rates {
        forfeit: 0,
        bye_request: 0,
        withdrawal: 0,
        late: 0,
    };
    let mut t = field(8, 9, 0, &quiet, &mut Rng(1));
    t.settings.dutch_edition = DutchEdition::Fide2017;
    let control = JobControl::new();
    let before = counted::now();
    // Round 1 through the bracket engine's quick ways (the engine itself pairs a round
    // without history with no matching at all, `round_without_history`: the same).
    let first = pair_with(&t, 1, &control, Shortcut::Only2017(Paths2017::FAST)).unwrap();
    assert_eq!(first, pair_with(&t, 1, &control, Shortcut::Never).unwrap());
    assert_eq!(
        first,
        pair_with(&t, 1, &control, Shortcut::Allowed).unwrap()
    );
    assert_eq!(
        numbered(&t, &first.boards),
        [(1, 5), (6, 2), (3, 7), (8, 4)]
    );
    let QuickWays {
        at_once,
        unexchanged,
        ..
    } = quick_ways_since(before);
    assert_eq!((at_once, unexchanged), (1, 1));
    let mut played = first.into_round(1);
    let results = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::WhiteWins,
        GameResult::Draw,
    ];
    for (board, result) in played.boards.iter_mut().zip(results) {
        board.result = result;
    }
    t.rounds.push(played);
    let before = counted::now();
    let second = pair_with(&t, 2, &control, Shortcut::Allowed).unwrap();
    assert_eq!(second, pair_with(&t, 2, &control, Shortcut::Never).unwrap());
    let boards = numbered(&t, &second.boards);
    assert_eq!(boards[..2], [(2, 1), (4, 3)], "{boards:?}");
    let QuickWays {
        at_once,
        unexchanged,
        ..
    } = quick_ways_since(before);
    assert!(at_once >= 1 && unexchanged >= 1, "{at_once} {unexchanged}");
}

/// Larger events than the always-run tests afford: fifteen tournaments of 150 to 2,000
/// players over nine rounds, light, medium and heavy histories in turn, each round
/// paired with the quick ways, the duals alone and the reference. Minutes in a debug
/// build, so run when asked, in a release build: `cargo test --release -p torneo-pairing
/// --lib many_large_2017_events -- --ignored --nocapture`.
#[test]
#[ignore = "minutes in a debug build; run with --ignored in a release build"]
fn many_large_2017_events_pair_as_the_solve_per_s1_player_pairs_them() {
    let mut rng = Rng(0x1a26_2017);
    let before = counted::now();
    let mut compared = 0;
    for (i, players) in [
        150, 220, 301, 360, 420, 480, 555, 610, 700, 760, 830, 900, 1_200, 1_600, 2_000,
    ]
    .into_iter()
    .enumerate()
    {
        // Percentages: light, medium and heavy histories in turn.
        let heavy = (i % 3) as u64;
        let rates = Rates {
            forfeit: 1 + 2 * heavy,
            bye_request: heavy,
            withdrawal: 1 + heavy,
            late: heavy,
        };
        let t = field(players, 9, 10, &rates, &mut rng);
        compared += play_and_compare(t, &rates, &mut rng);
        eprintln!("{players} players: {compared} rounds compared so far");
    }
    let QuickWays {
        at_once,
        unexchanged,
        absorbed,
        ..
    } = quick_ways_since(before);
    assert!(compared >= 130, "only {compared} rounds compared");
    assert!(at_once > 0 && unexchanged > 0 && absorbed > 0);
}

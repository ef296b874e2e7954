//! The 2017 edition's quick ways (`brackets_2017::Paths2017::FAST`: D.1 read off the
//! duals, `first_opponents`; each bracket solved apart from its next group,
//! `next_group_apart`; issue 40) against the plain procedure (`Paths2017::REFERENCE`) on
//! generated tournaments: each round is paired
//! both ways and must come out identical, over histories with half-point and zero-point
//! byes, forfeits, withdrawals, late entries and forbidden pairs, up to hundreds of
//! players in later rounds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::counted;
use super::differential::{Rates, Rng, field, result};
use super::{Shortcut, pair_with};
use crate::domain::{DutchEdition, Tournament};
use crate::{JobControl, PairingError};

/// Pairs every round both ways, comparing, and plays it; answers the rounds compared.
fn play_and_compare(mut t: Tournament, rates: &Rates, rng: &mut Rng) -> u32 {
    t.settings.dutch_edition = DutchEdition::Fide2017;
    let control = JobControl::new();
    let mut compared = 0;
    for round in 1..=t.settings.rounds {
        let before = counted::now();
        let from_duals = pair_with(&t, round, &control, Shortcut::Allowed);
        let between = counted::now();
        let per_player = pair_with(&t, round, &control, Shortcut::Never);
        let after = counted::now();
        // The first solves' sizes of the quick ways and of the reference, in vertices.
        counted::add(|c| {
            c.first_solve_vertices_fast_2017 +=
                between.first_solve_vertices_2017 - before.first_solve_vertices_2017;
            c.first_solve_vertices_reference_2017 +=
                after.first_solve_vertices_2017 - between.first_solve_vertices_2017;
        });
        assert_eq!(
            from_duals,
            per_player,
            "round {round} of {} players",
            t.players.len()
        );
        compared += 1;
        let proposed = match from_duals {
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

/// The brackets paired apart from their next group (`next_group_apart`), those of them
/// whose floaters the next group absorbed, and those started again with it, since
/// `before`.
fn next_group_apart_since(before: counted::Counts) -> (u32, u32, u32) {
    let c = counted::now();
    (
        c.next_detached_2017 - before.next_detached_2017,
        c.next_absorbed_2017 - before.next_absorbed_2017,
        c.next_restarted_2017 - before.next_restarted_2017,
    )
}

/// The S1 players paired from the duals (kept or exchanged) and by a solve, since
/// `before`.
fn first_opponents_since(before: counted::Counts) -> (u32, u32, u32) {
    let c = counted::now();
    (
        c.first_opponent_kept - before.first_opponent_kept,
        c.first_opponent_exchanged - before.first_opponent_exchanged,
        c.first_opponent_solved - before.first_opponent_solved,
    )
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
    let (kept, exchanged, solved) = first_opponents_since(before);
    eprintln!("kept {kept} exchanged {exchanged} solved {solved}");
    let (detached, absorbed, restarted) = next_group_apart_since(before);
    eprintln!("detached {detached} absorbed {absorbed} restarted {restarted}");
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
    let (kept, exchanged, solved) = first_opponents_since(before);
    eprintln!("kept {kept} exchanged {exchanged} solved {solved}");
    let (detached, absorbed, restarted) = next_group_apart_since(before);
    eprintln!("detached {detached} absorbed {absorbed} restarted {restarted}");
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

//! Round-robin pairing over a whole event: lots drawn, every round paired from the Berger
//! table (C.05 Annex 1), rests for an odd number of players, withdrawals as forfeits.

use proptest::prelude::*;
use std::collections::BTreeMap;
use torneo::domain::{GameResult, PairingSystem, Player, PlayerId, Tournament};
use torneo::pairing::round_robin::{draw_lots, pair, rounds_for};
use torneo::pairing::{self, JobControl, PairingError};

fn tournament(players: usize, cycles: u8) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::RoundRobin { cycles };
    for i in 0..players {
        t.add_player(Player {
            name: format!("Player {i:02}"),
            ..Player::default()
        });
    }
    t
}

proptest! {
    #[test]
    fn whole_event_meets_everyone_cycles_times(players in 2usize..=30, cycles in 1u8..=3, seed in any::<u64>()) {
        let mut t = tournament(players, cycles);
        prop_assert_eq!(draw_lots(&mut t, seed, true), Ok(()));
        let control = JobControl::new();
        let total = rounds_for(players, cycles);
        let mut meetings: BTreeMap<(PlayerId, PlayerId), u32> = BTreeMap::new();
        let mut rests: BTreeMap<PlayerId, u32> = BTreeMap::new();
        for round in 1..=total {
            // Through the dispatcher, as the session calls it.
            let proposed = pairing::pair(&t, round, &control);
            prop_assert!(proposed.is_ok(), "round {}: {:?}", round, proposed);
            let proposed = proposed.unwrap_or_default();
            prop_assert!(proposed.byes.is_empty());
            prop_assert_eq!(proposed.boards.len(), players / 2);
            let mut seen = Vec::new();
            for b in &proposed.boards {
                prop_assert_eq!(b.result, GameResult::Pending);
                seen.extend([b.white, b.black]);
                *meetings.entry((b.white.min(b.black), b.white.max(b.black))).or_default() += 1;
            }
            for p in &t.players {
                if !seen.contains(&p.id) {
                    *rests.entry(p.id).or_default() += 1;
                }
            }
            seen.sort();
            let before = seen.len();
            seen.dedup();
            prop_assert_eq!(seen.len(), before, "someone twice in round {}", round);
            t.rounds.push(proposed.into_round(round));
        }
        prop_assert!(t.validate().is_ok());
        prop_assert_eq!(meetings.len(), players * (players - 1) / 2);
        prop_assert!(meetings.values().all(|&m| m == u32::from(cycles)));
        if players % 2 == 1 {
            // Everybody rests once per cycle (they meet the bye number once a cycle).
            prop_assert_eq!(rests.len(), players);
            prop_assert!(rests.values().all(|&r| r == u32::from(cycles)));
        } else {
            prop_assert!(rests.is_empty());
        }
        let after = pair(&t, total + 1, &control);
        prop_assert!(matches!(after, Err(PairingError::InvalidInput(_))));
    }
}

#[test]
fn numbers_must_be_drawn_first() {
    let t = tournament(6, 1);
    let result = pair(&t, 1, &JobControl::new());
    assert!(
        matches!(result, Err(PairingError::InvalidInput(_))),
        "{result:?}"
    );
}

#[test]
fn seven_players_round_three_by_hand() {
    // Table 7/8, round 3 "2-8 3-1 4-7 5-6": number 2 rests; boards 3-1, 4-7, 5-6 become
    // boards 1-3. Player 4 withdrew from round 3: board 2 is a forfeit win for 7.
    let mut t = tournament(7, 1);
    for (i, p) in t.players.iter_mut().enumerate() {
        p.pairing_number = 7 - i as u32; // ids 1..7 get numbers 7..1
    }
    let id_of = |n: u32| PlayerId(8 - n);
    if let Some(p) = t.player_mut(id_of(4)) {
        p.withdrawn_from = Some(3);
    }
    let r = pair(&t, 3, &JobControl::new()).unwrap_or_default();
    let boards: Vec<(PlayerId, PlayerId, GameResult)> = r
        .boards
        .iter()
        .map(|b| (b.white, b.black, b.result))
        .collect();
    assert_eq!(
        boards,
        vec![
            (id_of(3), id_of(1), GameResult::Pending),
            (id_of(4), id_of(7), GameResult::BlackWinsByForfeit),
            (id_of(5), id_of(6), GameResult::Pending),
        ]
    );
    assert!(r.byes.is_empty());
}

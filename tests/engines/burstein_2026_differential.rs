//! The two ways the 2026 Burstein engine finds each bracket player's opponent give the
//! same round (issue 34): the bracket and the next scoregroup in a graph of their own
//! (`Solving::Brackets`, what `burstein::pair` uses) and the whole field's graph solved
//! again for each bracket player (`Solving::WholeField`, the first implementation). The
//! order bonus of art. 4.3 makes the opponent the same in every best matching, so any
//! exact way gives the same pairing; this test holds the fast way to it.
//!
//! Random tournaments from fixed seeds, 6 to 300 players, with half-point and zero-point
//! byes, forfeits and withdrawals (so that brackets come in every shape: floaters from
//! far above, players below who cannot take everybody, an odd field with the PAB), are
//! played round by round with the fast way; every round after the seeding rounds (1.6)
//! is paired both ways and compared board by board.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    BursteinEdition, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Tournament,
    TournamentSettings,
};
use torneo::pairing::burstein::edition_2026::{self, Solving};
use torneo::pairing::{JobControl, PairingError};

/// xorshift: a case is reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

fn tournament(players: u32, rounds: u32, rng: &mut Rng) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds,
        system: PairingSystem::Burstein,
        burstein_edition: BursteinEdition::Fide2026,
        ..TournamentSettings::default()
    });
    let mut ratings: Vec<u16> = (0..players)
        .map(|_| 1200 + rng.below(1400) as u16)
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, rating) in ratings.into_iter().enumerate() {
        let id = t.add_player(Player {
            name: format!("P{i}"),
            rating: Some(rating),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i as u32 + 1;
    }
    t
}

/// Byes asked for round `r`, and a withdrawal from it now and then (rates in 1/1000).
fn absences(t: &mut Tournament, r: u32, rng: &mut Rng, bye_rate: u64) {
    let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
    for id in ids {
        let p = t.player_mut(id).unwrap();
        if !p.is_active_in(r) {
            continue;
        }
        if rng.below(1000) < bye_rate {
            let kind = if rng.below(2) == 0 {
                ByeKind::HalfPoint
            } else {
                ByeKind::ZeroPoint
            };
            p.requested_byes.insert(r, kind);
        } else if r > 1 && rng.below(1000) < bye_rate / 4 {
            p.withdrawn_from = Some(r);
        }
    }
}

/// Plays `t` to its last round (or to the first round nobody can pair), comparing both
/// ways on every round after the seeding rounds; returns how many rounds were compared.
fn play_and_compare(t: &mut Tournament, rng: &mut Rng, bye_rate: u64) -> u32 {
    let mut compared = 0;
    for r in 1..=t.settings.rounds {
        absences(t, r, rng, bye_rate);
        let fast = edition_2026::pair_solved_by(t, r, &JobControl::new(), Solving::Brackets);
        if r > edition_2026::seeding_rounds(t) {
            let whole = edition_2026::pair_solved_by(t, r, &JobControl::new(), Solving::WholeField);
            match (&fast, &whole) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "round {r}: the two ways differ"),
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "round {r}"),
                _ => panic!("round {r}: one way pairs, the other not: {fast:?} / {whole:?}"),
            }
            compared += 1;
        }
        let proposed = match fast {
            Ok(p) => p,
            Err(PairingError::NoValidPairing(_)) => return compared,
            Err(e) => panic!("round {r}: {e}"),
        };
        let mut round = proposed.into_round(r);
        for b in &mut round.boards {
            b.result = match rng.below(20) {
                0..=7 => GameResult::WhiteWins,
                8..=11 => GameResult::Draw,
                12..=18 => GameResult::BlackWins,
                _ => GameResult::BlackWinsByForfeit,
            };
        }
        let asked: Vec<(PlayerId, ByeKind)> = t
            .players
            .iter()
            .filter_map(|p| p.requested_byes.get(&r).map(|&k| (p.id, k)))
            .collect();
        for (player, kind) in asked {
            round.byes.push(Bye { player, kind });
        }
        t.rounds.push(round);
    }
    compared
}

/// Small and middling fields, many seeds, rounds up to half the players (late rounds
/// where few opponents are left and the players below often cannot take the leftovers).
#[test]
fn both_ways_pair_small_and_middling_fields_alike() {
    let mut compared = 0;
    for (k, players) in [6u32, 7, 9, 12, 15, 20, 27, 34, 41, 56, 73, 90]
        .into_iter()
        .enumerate()
    {
        for seed in 0..8u64 {
            let mut rng = Rng(0x2026_0034 + 977 * seed + 31 * k as u64);
            let rounds = (5 + rng.below(7) as u32).min(players.max(6) - 1);
            let bye_rate = [0, 30, 80][seed as usize % 3];
            let mut t = tournament(players, rounds, &mut rng);
            compared += play_and_compare(&mut t, &mut rng, bye_rate);
        }
    }
    assert!(compared > 350, "only {compared} rounds compared");
}

/// A few hundred players: brackets of a hundred and more, several scoregroups below.
#[test]
fn both_ways_pair_a_few_hundred_players_alike() {
    for (players, rounds, seed) in [(200u32, 7u32, 1u64), (301, 6, 2)] {
        let mut rng = Rng(0x3400_2026 + seed);
        let mut t = tournament(players, rounds, &mut rng);
        let compared = play_and_compare(&mut t, &mut rng, 20);
        assert!(
            compared >= 2,
            "{players} players: {compared} rounds compared"
        );
    }
}

//! Property tests of the Italo-Svizzero engine (seed 002) on random tournaments: every
//! round it pairs has everybody present exactly once, nobody absent, no second pairing of
//! two players (art. 6, forfeits included by D3) nor a forbidden pair, a forfeit win
//! exactly when the field is odd (arts. 10, 12) and a second one only as art. 12 allows,
//! White to the player with fewer Whites (art. 15.a, art. 13 counting forfeit wins as
//! White), and round 1 in the order of the draw (art. 5).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::italo_support;

use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use torneo::domain::{ByeKind, GameResult, PlayerId, Round, Tournament};
use torneo::pairing::{JobControl, PairingError, ProposedRound, check, pair};

/// A small deterministic generator (xorshift) so a case is reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

const RESULTS: [GameResult; 6] = [
    GameResult::WhiteWins,
    GameResult::BlackWins,
    GameResult::Draw,
    GameResult::WhiteWins,
    GameResult::BlackWins,
    GameResult::WhiteWinsByForfeit,
];

/// Whites so far, counted as the rules count them (art. 13, D3 default), by hand.
fn whites(rounds: &[Round]) -> BTreeMap<PlayerId, usize> {
    let mut out = BTreeMap::new();
    for r in rounds {
        for b in &r.boards {
            *out.entry(b.white).or_default() += 1;
        }
        for bye in &r.byes {
            if bye.kind == ByeKind::PairingAllocated {
                *out.entry(bye.player).or_default() += 1;
            }
        }
    }
    out
}

fn present(t: &Tournament, round: u32) -> BTreeSet<PlayerId> {
    t.players
        .iter()
        .filter(|p| p.is_active_in(round) && !p.requested_byes.contains_key(&round))
        .map(|p| p.id)
        .collect()
}

fn check_properties(t: &Tournament, round: u32, p: &ProposedRound) {
    let here = present(t, round);
    let mut seen = BTreeSet::new();
    for id in p
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(p.byes.iter().map(|b| b.player))
    {
        assert!(seen.insert(id), "round {round}: {id} twice");
        assert!(here.contains(&id), "round {round}: {id} absent but paired");
    }
    assert_eq!(seen, here, "round {round}: somebody present is not paired");
    // Arts. 10, 12: a forfeit win exactly when the field is odd.
    assert_eq!(p.byes.len(), here.len() % 2, "round {round}");
    // Art. 6 (D3: forfeits count): never the same two again, never a forbidden pair.
    let before = &t.rounds[..usize::try_from(round - 1).unwrap()];
    for b in &p.boards {
        assert!(!t.is_forbidden_pair(b.white, b.black));
        assert!(
            !before
                .iter()
                .any(|r| r.boards.iter().any(|x| x.has(b.white) && x.has(b.black))),
            "round {round}: {} and {} again",
            b.white,
            b.black
        );
    }
    // Art. 15.a: with different numbers of Whites, White to the one with fewer.
    let w = whites(before);
    for b in &p.boards {
        let (ww, wb) = (
            w.get(&b.white).copied().unwrap_or(0),
            w.get(&b.black).copied().unwrap_or(0),
        );
        assert!(
            ww <= wb,
            "round {round}: {} has {ww} Whites, {} {wb}",
            b.white,
            b.black
        );
    }
    // The checker agrees; a repeated forfeit win is allowed only when nobody present
    // could have it under art. 12 (D6 fall-back: everybody present already had one).
    let had: BTreeSet<PlayerId> = before
        .iter()
        .flat_map(|r| r.byes.iter())
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player)
        .collect();
    for v in check::check_round(t, round, p) {
        match v {
            check::Violation::PabNotAllowed(_) if here.iter().all(|id| had.contains(id)) => {}
            other => panic!("round {round}: {other}"),
        }
    }
    if round == 1 && here.len() == t.players.len() && t.forbidden_pairs.is_empty() {
        // Art. 5: 1–2, 3–4, … White first (ids are the draw numbers here).
        let expected: Vec<(u32, u32)> = (0..u32::try_from(here.len() / 2).unwrap())
            .map(|k| (2 * k + 1, 2 * k + 2))
            .collect();
        let got: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
        assert_eq!(got, expected);
    }
}

fn run(seed: u64, players: u32) {
    let mut rng = Rng(seed | 1);
    let mut t = italo_support::field(players);
    let rounds = players / 2 + 1; // art. 2: at most half plus one
    for _ in 0..rng.below(3) {
        let a = 1 + u32::try_from(rng.below(u64::from(players))).unwrap();
        let b = 1 + u32::try_from(rng.below(u64::from(players))).unwrap();
        if a != b {
            t.forbidden_pairs.push((PlayerId(a), PlayerId(b)));
        }
    }
    for round in 1..=rounds {
        // Now and then a withdrawal or an occasional absence (art. 12).
        if round > 1 && rng.below(6) == 0 {
            let who = 1 + u32::try_from(rng.below(u64::from(players))).unwrap();
            let p = t.player_mut(PlayerId(who)).unwrap();
            if rng.below(2) == 0 {
                p.withdrawn_from.get_or_insert(round);
            } else {
                p.requested_byes.insert(round, ByeKind::ZeroPoint);
            }
        }
        let proposed = match pair(&t, round, &JobControl::new()) {
            Ok(p) => p,
            // Late rounds of a small field can leave no pairing at all (art. 9 exhausted).
            Err(PairingError::NoValidPairing(_)) => return,
            Err(e) => panic!("round {round}: {e}"),
        };
        check_properties(&t, round, &proposed);
        let mut r = torneo::pairing::round_with_requested_byes(&t, round, proposed);
        for b in &mut r.boards {
            b.result = RESULTS[usize::try_from(rng.below(6)).unwrap()];
        }
        t.rounds.push(r);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn every_round_keeps_the_rules(seed in any::<u64>(), players in 2u32..=20) {
        run(seed, players);
    }
}

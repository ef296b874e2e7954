//! Property tests of the Dutch engine on random tournaments (issue #4 item 7), by either
//! edition (2026, or 2017: issue 40): every round it pairs keeps the absolute criteria: no rematch, at most one bye, PAB eligibility (C2),
//! colour limits for non-topscorers (C3: |CD| ≤ 2, never three times the same colour), and
//! everybody present paired exactly once.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use std::collections::BTreeSet;
use torneo::domain::{
    ByeKind, DutchEdition, GameResult, PairingSystem, Player, PlayerId, Round, RoundEntry,
    Tournament, TournamentHistory, TournamentSettings,
};
use torneo::pairing::{JobControl, PairingError, dutch};

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

fn tournament(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    for i in 0..players {
        let id = t.add_player(Player {
            name: format!("P{i}"),
            rating: Some(2400 - 10 * i as u16),
            ..Player::default()
        });
        if let Some(p) = t.player_mut(id) {
            p.pairing_number = i + 1;
        }
    }
    t
}

fn check_round(t: &Tournament, round: &Round, present: &BTreeSet<PlayerId>) {
    let history = TournamentHistory::of(t);
    // Everybody present paired exactly once, nobody else.
    let mut seen = BTreeSet::new();
    for b in &round.boards {
        assert!(
            seen.insert(b.white) && seen.insert(b.black),
            "a player twice"
        );
        let h = history.get(b.white).expect("history");
        assert!(!h.has_played(b.black), "rematch {:?}", b);
    }
    let pabs: Vec<_> = round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .collect();
    assert!(pabs.len() <= 1, "more than one PAB");
    for bye in &pabs {
        assert!(seen.insert(bye.player), "bye receiver also on a board");
        let h = history.get(bye.player).expect("history");
        let scoring = &t.settings.scoring;
        assert!(
            !h.entries
                .iter()
                .any(|e| matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
                    || (!e.is_played() && e.points(scoring) >= scoring.win)),
            "PAB to an ineligible player"
        );
    }
    assert_eq!(
        &seen, present,
        "not everybody present is paired exactly once"
    );
}

fn check_colours_after(t: &Tournament, round_no: u32) {
    // C3 for non-topscorers: topscorers exist only in the last round.
    if round_no >= t.settings.rounds {
        return;
    }
    let history = TournamentHistory::of(t);
    for h in history.players.values() {
        let colours = h.colours();
        let cd = h.colour_difference();
        assert!(cd.abs() <= 2, "colour difference {cd} for {}", h.player);
        for w in colours.windows(3) {
            assert!(
                !(w[0] == w[1] && w[1] == w[2]),
                "same colour three times for {}",
                h.player
            );
        }
    }
}

fn play(t: &mut Tournament, seed: u64, forfeits: bool) -> Result<(), PairingError> {
    let mut rng = Rng(seed | 1);
    for r in 1..=t.settings.rounds {
        // Some players ask for a bye this round.
        let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
        for id in &ids {
            if rng.below(12) == 0
                && let Some(p) = t.player_mut(*id)
            {
                let kind = if rng.below(2) == 0 {
                    ByeKind::HalfPoint
                } else {
                    ByeKind::ZeroPoint
                };
                p.requested_byes.insert(r, kind);
            }
        }
        let present: BTreeSet<PlayerId> = t
            .players
            .iter()
            .filter(|p| p.is_active_in(r) && !p.requested_byes.contains_key(&r))
            .map(|p| p.id)
            .collect();
        let proposed = dutch::pair(t, r, &JobControl::new())?;
        let mut round = proposed.into_round(r);
        check_round(t, &round, &present);
        for b in &mut round.boards {
            b.result = match rng.below(if forfeits { 10 } else { 9 }) {
                0..=3 => GameResult::WhiteWins,
                4..=5 => GameResult::Draw,
                6..=8 => GameResult::BlackWins,
                _ => GameResult::WhiteWinsByForfeit,
            };
        }
        for id in &ids {
            if let Some(kind) = t
                .player(*id)
                .and_then(|p| p.requested_byes.get(&r).copied())
            {
                round.byes.push(torneo::domain::Bye { player: *id, kind });
            }
        }
        t.rounds.push(round);
        check_colours_after(t, r);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_tournaments_keep_the_absolute_criteria(
        players in 4u32..24,
        rounds in 1u32..8,
        seed in any::<u64>(),
        forfeits in any::<bool>(),
        edition in prop::sample::select(vec![DutchEdition::Fide2026, DutchEdition::Fide2017]),
    ) {
        let mut t = tournament(players, rounds);
        // No full-point byes are asked for here, so C2 reads alike in both editions.
        t.settings.dutch_edition = edition;
        match play(&mut t, seed, forfeits) {
            Ok(()) | Err(PairingError::NoValidPairing(_)) => {}
            Err(e) => prop_assert!(false, "unexpected error {e}"),
        }
    }
}

#[test]
fn round_one_is_top_half_against_bottom_half() {
    let t = tournament(8, 5);
    let p = dutch::pair(&t, 1, &JobControl::new()).expect("pairing");
    let tpn = |id: PlayerId| t.player(id).map(|p| p.pairing_number).unwrap_or(0);
    let boards: Vec<(u32, u32)> = p
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    // C.04.3 5.2.5 with White as the initial colour: 1 W–5, 6 W–2, 3 W–7, 8 W–4.
    assert_eq!(boards, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
}

//! Property tests of the Swiss engines that keep the same absolute criteria, one harness
//! parameterised by [`System`]: Dubov (C.04.4.1), the 2026 Burstein (C.04.4.2) and Lim
//! (C.04.4.3), on seeded random tournaments. In every round it pairs, everybody present is
//! paired exactly once or gets the one PAB, nobody meets twice (Dubov and Burstein C1, Lim
//! 2.1), the PAB goes to an eligible player (C2; Lim 1.1, C.04.1 art. 3), and nobody has a
//! colour difference beyond ±2 nor a colour three times running: in any round for Dubov and
//! Burstein, whose C3 has no topscorer exception, before the last round for Lim (2.1, 5.1;
//! art. 6 relaxes them there). The library checker (`pairing::check`) must agree, and a
//! Burstein seeding round (1.6) is exactly the Dutch pairing.
//!
//! The Dutch, Amalfi and Italo-Svizzero property tests keep their own files: their rules
//! (Amalfi, Italo-Svizzero) or their random tournaments (Dutch) differ.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use std::collections::BTreeSet;
use torneo::domain::{
    Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, RoundEntry, Tournament,
    TournamentHistory, TournamentSettings,
};
use torneo::pairing::{
    JobControl, PairingError, ProposedRound, burstein, check, dubov, dutch, lim,
};

/// What the harness needs of one system: its engine, where its colour limits hold, the
/// rules its colour messages cite, and any further check of a round it proposes.
struct System {
    system: PairingSystem,
    pair: fn(&Tournament, u32, &JobControl) -> Result<ProposedRound, PairingError>,
    /// False when the limits are relaxed in the last round (Lim art. 6).
    colour_limits_in_the_last_round: bool,
    colour_difference_rule: &'static str,
    three_running_rule: &'static str,
    /// A further check of the proposed round `r` of `t`.
    also: fn(&Tournament, u32, &ProposedRound) -> Result<(), PairingError>,
}

fn nothing_more(_: &Tournament, _: u32, _: &ProposedRound) -> Result<(), PairingError> {
    Ok(())
}

const DUBOV: System = System {
    system: PairingSystem::Dubov,
    pair: dubov::pair,
    colour_limits_in_the_last_round: true,
    colour_difference_rule: "|CD| > 2 (C3)",
    three_running_rule: "a colour three times running (C3)",
    also: nothing_more,
};

const BURSTEIN_2026: System = System {
    system: PairingSystem::Burstein,
    pair: burstein::pair,
    colour_limits_in_the_last_round: true,
    colour_difference_rule: "|CD| > 2 (C3)",
    three_running_rule: "a colour three times running (C3)",
    also: seeding_round_is_dutch,
};

const LIM: System = System {
    system: PairingSystem::Lim,
    pair: lim::pair,
    colour_limits_in_the_last_round: false,
    colour_difference_rule: "three more of one colour (5.1 b)",
    three_running_rule: "a colour three times running (5.1 a)",
    also: nothing_more,
};

fn seeding_round_is_dutch(
    t: &Tournament,
    r: u32,
    proposed: &ProposedRound,
) -> Result<(), PairingError> {
    if r <= burstein::edition_2026::seeding_rounds(t) {
        // C.04.4.2 1.6: a seeding round is the Dutch system's pairing, board by board.
        assert_eq!(*proposed, dutch::pair(t, r, &JobControl::new())?);
    }
    Ok(())
}

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

fn tournament(system: &System, players: u32, rounds: u32, rng: &mut Rng) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds,
        system: system.system,
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

fn assert_absolute_criteria(t: &Tournament, r: u32, round: &torneo::domain::Round) {
    let history = TournamentHistory::of(t);
    let present: BTreeSet<PlayerId> = t
        .players
        .iter()
        .filter(|p| p.is_active_in(r) && !p.requested_byes.contains_key(&r))
        .map(|p| p.id)
        .collect();
    let mut seen = BTreeSet::new();
    for b in &round.boards {
        assert!(
            seen.insert(b.white) && seen.insert(b.black),
            "a player twice"
        );
        assert!(
            !history.get(b.white).unwrap().has_played(b.black),
            "rematch (C1)"
        );
    }
    let pabs: Vec<&Bye> = round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .collect();
    assert!(pabs.len() <= 1, "more than one PAB");
    let scoring = &t.settings.scoring;
    for bye in pabs {
        assert!(seen.insert(bye.player), "the PAB receiver also plays");
        let h = history.get(bye.player).unwrap();
        assert!(
            !h.entries
                .iter()
                .any(|e| matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
                    || (!e.is_played() && e.points(scoring) >= scoring.win)),
            "PAB to an ineligible player (C2)"
        );
    }
    assert_eq!(seen, present, "not everybody present paired exactly once");
}

fn assert_colour_limits(system: &System, t: &Tournament) {
    for h in TournamentHistory::of(t).players.values() {
        assert!(
            h.colour_difference().abs() <= 2,
            "{}",
            system.colour_difference_rule
        );
        assert!(
            !h.colours().windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
            "{}",
            system.three_running_rule
        );
    }
}

fn play(system: &System, t: &mut Tournament, rng: &mut Rng) -> Result<(), PairingError> {
    for r in 1..=t.settings.rounds {
        let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
        for id in &ids {
            if rng.below(14) == 0 {
                let kind = if rng.below(2) == 0 {
                    ByeKind::HalfPoint
                } else {
                    ByeKind::ZeroPoint
                };
                t.player_mut(*id).unwrap().requested_byes.insert(r, kind);
            }
        }
        let proposed = (system.pair)(t, r, &JobControl::new())?;
        (system.also)(t, r, &proposed)?;
        let violations = check::check_round(t, r, &proposed);
        assert!(violations.is_empty(), "checker: {violations:?}");
        let mut round = proposed.into_round(r);
        for b in &mut round.boards {
            b.result = match rng.below(10) {
                0..=3 => GameResult::WhiteWins,
                4..=5 => GameResult::Draw,
                6..=8 => GameResult::BlackWins,
                _ => GameResult::WhiteWinsByForfeit,
            };
        }
        for id in &ids {
            if let Some(&kind) = t.player(*id).unwrap().requested_byes.get(&r) {
                round.byes.push(Bye { player: *id, kind });
            }
        }
        assert_absolute_criteria(t, r, &round);
        t.rounds.push(round);
        if r < t.settings.rounds || system.colour_limits_in_the_last_round {
            assert_colour_limits(system, t);
        }
    }
    Ok(())
}

/// Plays a random tournament of `system`; running out of pairings is an answer, any other
/// error a failure.
fn keeps_the_absolute_criteria(
    system: &System,
    players: u32,
    rounds: u32,
    seed: u64,
) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut t = tournament(system, players, rounds, &mut rng);
    match play(system, &mut t, &mut rng) {
        Ok(()) | Err(PairingError::NoValidPairing(_)) => {}
        Err(e) => prop_assert!(false, "unexpected error {e}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_dubov_tournaments_keep_the_absolute_criteria(
        players in 3u32..30,
        rounds in 1u32..10,
        seed in any::<u64>(),
    ) {
        keeps_the_absolute_criteria(&DUBOV, players, rounds, seed)?;
    }

    #[test]
    fn random_burstein_2026_tournaments_keep_the_absolute_criteria(
        players in 3u32..30,
        rounds in 1u32..10,
        seed in any::<u64>(),
    ) {
        keeps_the_absolute_criteria(&BURSTEIN_2026, players, rounds, seed)?;
    }

    #[test]
    fn random_lim_tournaments_keep_the_absolute_criteria(
        players in 3u32..30,
        rounds in 1u32..10,
        seed in any::<u64>(),
    ) {
        keeps_the_absolute_criteria(&LIM, players, rounds, seed)?;
    }
}

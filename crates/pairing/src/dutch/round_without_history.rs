//! A round whose players have no history at all (round 1 without acceleration, C.04.3):
//! the answer is known without a matching, so none is built (issue 20: the dense graphs of
//! a 10,000-player first round took 3.6 GB).
//!
//! Why S1 against S2 in order is the engine's answer when every player to pair has the
//! same pairing score, no game, no colour and no float:
//! - there is one scoregroup, so one homogeneous bracket (C.04.3 A.3, A.6);
//! - with an odd number, C5 and C2 leave one player for the PAB; every player scores the
//!   same, so the pairing-allocated bye falls to the lowest-ranked one (the last of S2 in
//!   the bracket's first candidate, art. 4), provided he may receive it (C2);
//! - without colour preferences and floats, the quality criteria C8–C21 are met by every
//!   candidate, so the first candidate in the order of art. 4 (S1[i] against S2[i],
//!   no transposition) is chosen whenever it meets the absolute criteria C1–C3, i.e.
//!   when none of its pairs is forbidden (C1; C3 needs a colour history).
//!
//! The 2017 text gives the same answer (issue 40; a 5,000-player first round took 1.3 s
//! and 400 MB through its bracket graphs): one scoregroup is the last bracket (C.04.3
//! (2017) A.9), paired with completion above all (C.4 with C.2), then the most pairs
//! (C.5); with an odd number one player is left for the PAB, and with every score equal
//! every choice gives the same PSD (A.8, C.6); C.7 has no next bracket; without colour
//! preferences and floats C.8–C.19 are met by every candidate; so the first candidate of
//! D.1–D.2 (S1[i] against S2[i], the last of S2 left over) is chosen when it is legal
//! (C.1) and its left-over player may receive the PAB (C.2, which the 2017 field reads
//! by its own rule). The 2017 A.4.b "absent" downfloat shows as a float, so such a
//! field is left to the full engine.
//!
//! Anything else (a forbidden pair among those, a last player who may not receive the
//! PAB, virtual points, any history) goes to the full engine. The unit tests compare both
//! on random first rounds, in both editions; the oracle tests on every reference round 1
//! (40 of them in the 2017 corpus).

use super::brackets::Matching;
use super::weights::compatible;
use crate::domain::Points;
use crate::swiss::{Entrant, Float};

/// The pairing of a field without history, or `None` when the full engine must decide.
pub fn without_history(players: &[Entrant], threshold: Option<Points>) -> Option<Matching> {
    let first = players.first()?;
    let no_history = players.iter().all(|p| {
        p.pairing_score == first.pairing_score
            && p.played_games == 0
            && p.colours.is_empty()
            && p.colour_pref.is_none()
            && p.float1 == Float::None
            && p.float2 == Float::None
    });
    if !no_history {
        return None;
    }
    let n = players.len();
    // C2, C5: with an odd number the lowest-ranked player takes the PAB.
    let bye = (n % 2 == 1).then_some(n - 1);
    if let Some(v) = bye
        && !players.get(v)?.bye_eligible
    {
        return None;
    }
    let half = n / 2;
    let mut pairs = Vec::with_capacity(half);
    for i in 0..half {
        // C1: the first candidate must be legal, or the transpositions decide.
        let (a, b) = (players.get(i)?, players.get(half + i)?);
        if !compatible(a, b, threshold) || !compatible(b, a, threshold) {
            return None;
        }
        pairs.push((i, half + i));
    }
    Some(Matching { pairs, bye })
}

#[cfg(test)]
mod tests {
    use super::super::differential::Rng;
    use super::super::{Shortcut, pair_with, players};
    use crate::JobControl;
    use crate::domain::{
        ByeKind, Colour, DutchEdition, GameResult, PairingSystem, Player, Tournament,
        TournamentSettings,
    };

    /// A first round: `n` players, some with a requested bye, some forbidden pairs.
    fn first_round(n: u32, rng: &mut Rng, forbidden: u32) -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 1 + rng.below(11) as u32,
            system: PairingSystem::Dutch,
            initial_colour: if rng.below(2) == 0 {
                Colour::White
            } else {
                Colour::Black
            },
            ..TournamentSettings::default()
        });
        let mut ids = Vec::new();
        for i in 0..n {
            let mut player = Player {
                name: format!("P{i}"),
                rating: Some(2600u16.saturating_sub(3 * i as u16).max(1000)),
                pairing_number: i + 1,
                ..Player::default()
            };
            match rng.below(12) {
                0 => {
                    player.requested_byes.insert(1, ByeKind::HalfPoint);
                }
                1 => {
                    player.requested_byes.insert(1, ByeKind::ZeroPoint);
                }
                _ => {}
            }
            ids.push(t.add_player(player));
        }
        for _ in 0..forbidden {
            let a = ids[rng.below(u64::from(n)) as usize];
            let b = ids[rng.below(u64::from(n)) as usize];
            if a != b {
                t.forbidden_pairs.push((a, b));
            }
        }
        t
    }

    /// Pairs round 1 with and without the shortcut, in both editions of the Dutch text.
    fn both_ways(t: &Tournament) {
        let control = JobControl::new();
        let mut t = t.clone();
        for edition in [DutchEdition::Fide2026, DutchEdition::Fide2017] {
            t.settings.dutch_edition = edition;
            let quick = pair_with(&t, 1, &control, Shortcut::Allowed);
            let full = pair_with(&t, 1, &control, Shortcut::Never);
            assert_eq!(quick, full, "{} players, {edition:?}", t.players.len());
        }
    }

    #[test]
    fn first_rounds_pair_as_the_full_engine_pairs_them() {
        let mut rng = Rng(0x5eed_1234_abcd);
        let mut taken = 0;
        for case in 0..400 {
            let n = 1 + rng.below(70) as u32;
            // One case in three has forbidden pairs, which may or may not hit S1-S2.
            let forbidden = if case % 3 == 0 {
                1 + rng.below(4) as u32
            } else {
                0
            };
            let t = first_round(n, &mut rng, forbidden);
            let field = players::build(&t, 1);
            if super::without_history(&field.players, None).is_some() {
                taken += 1;
            }
            both_ways(&t);
        }
        // Most cases must go the short way, or the comparison proves nothing.
        assert!(taken > 250, "the shortcut was taken {taken} times of 400");
    }

    #[test]
    fn a_large_odd_first_round_pairs_as_the_full_engine() {
        let mut rng = Rng(77);
        both_ways(&first_round(401, &mut rng, 0));
    }

    #[test]
    fn a_second_round_is_left_to_the_full_engine() {
        let mut rng = Rng(3);
        let mut t = first_round(12, &mut rng, 0);
        let control = JobControl::new();
        let mut round = pair_with(&t, 1, &control, Shortcut::Allowed)
            .unwrap()
            .into_round(1);
        for board in &mut round.boards {
            board.result = GameResult::Draw;
        }
        t.rounds.push(round);
        let field = players::build(&t, 2);
        assert!(super::without_history(&field.players, None).is_none());
    }
}

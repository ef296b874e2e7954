//! Why a round came out as it did, in words an arbiter can read to a player who asks "why
//! am I paired with him?" (DESIGN: `pairing::explain`).
//!
//! A round is explained by pairing it again from the tournament as it stood before it
//! ([`super::request_for`]; the engines are deterministic) and saying, board by board,
//! which rule decided: the Berger table for a round robin (C.05 Annex 1), brackets,
//! floats, colour rules and the bye for the Swiss systems. Each system explains its own
//! rounds ([`super::system::PairingEngine::explain`], in its `explain` module); this module
//! asks the tournament's system and compares with the recorded round.
//! When the recorded round differs from the engine's (a hand-made change), the
//! explanation says so.

use super::{JobControl, PairingError, ProposedRound};
use crate::domain::Tournament;

pub use super::explanation::{BoardExplanation, Reason, RoundExplanation};

/// Explains round `round` of `t` (recorded or about to be paired) with its system.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<RoundExplanation, PairingError> {
    explain_and_pair(t, round, control).map(|(explanation, _)| explanation)
}

/// Explains round `round` of `t` and returns the engine's pairing of it too: the engine
/// runs once (the Dutch explanation is made from its own pairing).
pub fn explain_and_pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let snapshot = super::request_for(t, round);
    let (mut explanation, engine) =
        super::system::engine_for(t).explain(&snapshot, round, control)?;
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    if let Some(recorded) = t.round(round) {
        explanation.matches_recorded = Some(same_boards(&engine, recorded));
    }
    Ok((explanation, engine))
}

/// The same pairs with the same colours and the same pairing-allocated bye (results,
/// board order and requested byes aside).
fn same_boards(engine: &ProposedRound, recorded: &crate::domain::Round) -> bool {
    super::pairs_of(&engine.boards, &engine.byes)
        == super::pairs_of(&recorded.boards, &recorded.byes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PairingSystem, Player};
    use crate::i18n::{Language, Localize};

    fn round_robin(players: u32, cycles: u8) -> Tournament {
        let mut t = Tournament::default();
        t.settings.system = PairingSystem::RoundRobin { cycles };
        for i in 1..=players {
            let id = t.add_player(Player {
                name: format!("P{i}"),
                ..Player::default()
            });
            if let Some(p) = t.player_mut(id) {
                p.pairing_number = i;
            }
        }
        t
    }

    #[test]
    fn a_round_robin_round_names_its_table_round_and_rest() {
        // 5 players use the table for 6; round 1 is "1-6 2-5 3-4": number 1 rests.
        let t = round_robin(5, 1);
        let e = explain_round(&t, 1, &JobControl::new()).unwrap();
        assert!(
            e.summary[0]
                .localize(Language::English)
                .contains("round 1 of the Berger table for 6 players")
        );
        let rest = e.boards.iter().find(|b| b.black.is_none()).unwrap();
        assert_eq!(t.player(rest.white).map(|p| p.pairing_number), Some(1));
        assert!(
            rest.reasons[0]
                .localize(Language::English)
                .contains("number 6")
        );
        assert_eq!(e.boards.iter().filter(|b| b.black.is_some()).count(), 2);
        assert_eq!(e.matches_recorded, None);
    }

    #[test]
    fn double_round_robin_says_cycle_swap_and_reversal() {
        // 4 players, 2 cycles: round 2 plays table round 3 (swapped), round 4 reverses.
        let t = round_robin(4, 2);
        let e2 = explain_round(&t, 2, &JobControl::new()).unwrap();
        assert!(
            e2.summary[0]
                .localize(Language::English)
                .contains("round 3 of the Berger table")
        );
        assert!(
            e2.summary
                .iter()
                .any(|s| s.localize(Language::English).contains("swapped"))
        );
        let e4 = explain_round(&t, 4, &JobControl::new()).unwrap();
        assert!(e4.summary.iter().any(|s| {
            s.localize(Language::English)
                .contains("reverses the colours")
        }));
    }

    #[test]
    fn a_changed_recorded_round_is_reported() {
        let mut t = round_robin(4, 1);
        let control = JobControl::new();
        let mut r1 = crate::pair(&t, 1, &control).unwrap().into_round(1);
        t.rounds.push(r1.clone());
        assert_eq!(
            explain_round(&t, 1, &control).unwrap().matches_recorded,
            Some(true)
        );
        // The arbiter swapped the colours of board 1 by hand.
        if let Some(b) = r1.boards.first_mut() {
            std::mem::swap(&mut b.white, &mut b.black);
        }
        t.rounds = vec![r1];
        assert_eq!(
            explain_round(&t, 1, &control).unwrap().matches_recorded,
            Some(false)
        );
    }
}

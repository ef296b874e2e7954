//! "Show what the engine would do" (issue 14 item 2): the engine's pairing of a recorded
//! round, computed on a background thread from the tournament as it stood before that
//! round, and the boards where the recorded (hand-edited) round differs from it.
//!
//! The request keeps every player the round was to pair: a player the arbiter left
//! unpaired by hand is paired by the engine, so the difference shows. Byes the players
//! asked for (C.04.2 3.3) stand as recorded in the round.

use super::Session;
use super::jobs::Job;
use super::snapshot::Snapshot;
use crate::domain::{Board, Bye, ByeKind, Round, Tournament};
use crate::pairing::{JobControl, PairingError};

/// The engine's pairing of a round, being computed.
pub type EngineJob = Job<Round>;

/// The tournament as round `number` was to be paired: the rounds before it, and the byes
/// requested for it as the recorded round has them.
fn engine_request(t: &Tournament, number: u32) -> Tournament {
    let mut request = t.clone();
    request
        .rounds
        .truncate(usize::try_from(number.saturating_sub(1)).unwrap_or(usize::MAX));
    if let Some(round) = t.round(number) {
        for p in &mut request.players {
            p.requested_byes.remove(&number);
            if let Some(kind) = round.bye_of(p.id).filter(|k| k.is_requested()) {
                p.requested_byes.insert(number, kind);
            }
        }
    }
    request
}

/// The background thread's work: the engine on the tournament before round `number`.
fn engine_round(
    snapshot: &Snapshot,
    number: u32,
    control: &JobControl,
) -> Result<Round, PairingError> {
    let request = engine_request(&snapshot.to_tournament(), number);
    let proposed = crate::pairing::pair(&request, number, control)?;
    if control.is_cancelled() {
        return Err(PairingError::Cancelled);
    }
    Ok(crate::pairing::round_with_requested_byes(
        &request, number, proposed,
    ))
}

impl Session {
    /// Starts computing the engine's pairing of round `round` on a snapshot.
    pub fn engine_pairing(&self, round: u32) -> EngineJob {
        let snapshot = self.shown.clone();
        Job::spawn(round, move |control| {
            engine_round(&snapshot, round, control)
        })
    }
}

/// Where a recorded round and the engine's pairing of it differ: for each board and each
/// pairing-allocated bye of either, whether the other has the same pair with the same
/// colours (results and board order aside).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundDifferences {
    /// By board of the recorded round: true when the engine does not pair it so.
    pub recorded_boards: Vec<bool>,
    /// By board of the engine's pairing: true when the recorded round does not have it.
    pub engine_boards: Vec<bool>,
    /// By bye of the recorded round: true for a pairing-allocated bye the engine gives
    /// to nobody else.
    pub recorded_byes: Vec<bool>,
    /// By bye of the engine's pairing: true for a pairing-allocated bye the round lacks.
    pub engine_byes: Vec<bool>,
}

impl RoundDifferences {
    /// Compares `recorded` with the `engine`'s pairing of it.
    pub fn between(recorded: &Round, engine: &Round) -> RoundDifferences {
        RoundDifferences {
            recorded_boards: boards_missing(&recorded.boards, &engine.boards),
            engine_boards: boards_missing(&engine.boards, &recorded.boards),
            recorded_byes: byes_missing(&recorded.byes, &engine.byes),
            engine_byes: byes_missing(&engine.byes, &recorded.byes),
        }
    }

    /// True when the two pairings are the same.
    pub fn none(&self) -> bool {
        [
            &self.recorded_boards,
            &self.engine_boards,
            &self.recorded_byes,
            &self.engine_byes,
        ]
        .iter()
        .all(|marks| marks.iter().all(|differs| !differs))
    }
}

fn boards_missing(these: &[Board], other: &[Board]) -> Vec<bool> {
    these
        .iter()
        .map(|b| {
            !other
                .iter()
                .any(|o| o.white == b.white && o.black == b.black)
        })
        .collect()
}

fn byes_missing(these: &[Bye], other: &[Bye]) -> Vec<bool> {
    these
        .iter()
        .map(|b| {
            b.kind == ByeKind::PairingAllocated
                && !other
                    .iter()
                    .any(|o| o.kind == ByeKind::PairingAllocated && o.player == b.player)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameResult, PlayerId};

    fn id(n: u32) -> PlayerId {
        PlayerId(n)
    }

    fn pab(n: u32) -> Bye {
        Bye {
            player: id(n),
            kind: ByeKind::PairingAllocated,
        }
    }

    #[test]
    fn boards_with_another_pair_or_colour_are_marked() {
        let mut won = Board::new(id(1), id(2));
        won.result = GameResult::WhiteWins;
        let recorded = Round {
            number: 2,
            // Board 1 as the engine (result aside); board 2 colours turned; 5 has the bye.
            boards: vec![won, Board::new(id(4), id(3))],
            byes: vec![pab(5)],
        };
        let engine = Round {
            number: 2,
            boards: vec![Board::new(id(3), id(4)), Board::new(id(1), id(2))],
            byes: vec![pab(5)],
        };
        let d = RoundDifferences::between(&recorded, &engine);
        assert_eq!(d.recorded_boards, vec![false, true]);
        assert_eq!(d.engine_boards, vec![true, false]);
        assert_eq!(d.recorded_byes, vec![false]);
        assert_eq!(d.engine_byes, vec![false]);
        assert!(!d.none());
        assert!(RoundDifferences::between(&engine, &engine).none());
    }

    #[test]
    fn a_bye_given_to_another_player_is_marked_a_requested_one_is_not() {
        let half = Bye {
            player: id(6),
            kind: ByeKind::HalfPoint,
        };
        let recorded = Round {
            number: 1,
            boards: vec![],
            byes: vec![pab(3), half],
        };
        let engine = Round {
            number: 1,
            boards: vec![],
            byes: vec![pab(5), half],
        };
        let d = RoundDifferences::between(&recorded, &engine);
        assert_eq!(d.recorded_byes, vec![true, false]);
        assert_eq!(d.engine_byes, vec![true, false]);
    }

    #[test]
    fn players_left_unpaired_by_hand_stay_in_the_request() {
        let mut t = Tournament::default();
        for name in ["A", "B", "C"] {
            t.add_player(crate::domain::Player {
                name: name.into(),
                ..crate::domain::Player::default()
            });
        }
        let (a, b, c) = (t.players[0].id, t.players[1].id, t.players[2].id);
        t.rounds.push(Round {
            number: 1,
            // B left unpaired by hand, C with a half-point bye asked for.
            boards: vec![],
            byes: vec![Bye {
                player: c,
                kind: ByeKind::HalfPoint,
            }],
        });
        let request = engine_request(&t, 1);
        assert!(request.rounds.is_empty());
        let requested = |id| {
            request
                .player(id)
                .and_then(|p| p.requested_byes.get(&1).copied())
        };
        assert_eq!(requested(a), None);
        assert_eq!(requested(b), None);
        assert_eq!(requested(c), Some(ByeKind::HalfPoint));
    }
}

//! Pairing engines, one module per system. Each is a pure function of a tournament
//! snapshot: `pair(tournament, round, control) -> Result<ProposedRound, PairingError>`.
//! Engines never touch files or the GUI; the session runs them as background jobs.

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
pub use torneo_matching as matching;

pub mod amalfi;
pub mod burstein;
pub mod check;
pub mod double_swiss;
pub mod dubov;
pub mod dutch;
mod error;
pub mod explain;
pub mod explanation;
pub mod italo_svizzero;
pub mod lim;
pub mod round_robin;
pub mod swiss;
pub mod system;
pub mod team_event;
pub mod team_round_robin;
pub mod team_swiss;

pub use error::{PairingError, PairingInputError, Unpairable};

use crate::domain::{Board, Bye, ByeKind, PairingSystem, PlayerId, Round, Tournament};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// The pairing an engine proposes for one round; becomes a [`Round`] once accepted.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ProposedRound {
    /// In board order, White first; results pending (or preset, e.g. a round-robin game
    /// against a withdrawn player).
    pub boards: Vec<Board>,
    pub byes: Vec<Bye>,
}

impl ProposedRound {
    /// The boards a Swiss engine made and the pairing-allocated bye it gave, if any.
    pub fn with_pab(boards: Vec<Board>, pab: Option<PlayerId>) -> ProposedRound {
        let byes = pab.map(|player| Bye {
            player,
            kind: ByeKind::PairingAllocated,
        });
        ProposedRound {
            boards,
            byes: byes.into_iter().collect(),
        }
    }

    pub fn into_round(self, number: u32) -> Round {
        Round {
            number,
            boards: self.boards,
            byes: self.byes,
        }
    }
}

/// Progress and cancellation shared between a running engine and whoever waits for it.
/// Engines call [`JobControl::set_progress`] now and then and stop with
/// [`PairingError::Cancelled`] when [`JobControl::is_cancelled`] turns true.
#[derive(Debug, Clone, Default)]
pub struct JobControl {
    cancelled: Arc<AtomicBool>,
    permille: Arc<AtomicU32>,
}

impl JobControl {
    pub fn new() -> JobControl {
        JobControl::default()
    }

    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// Progress as a fraction 0.0 ..= 1.0.
    pub fn set_progress(&self, fraction: f32) {
        let p = (fraction.clamp(0.0, 1.0) * 1000.0) as u32;
        self.permille.store(p, Ordering::Relaxed);
    }

    pub fn progress(&self) -> f32 {
        self.permille.load(Ordering::Relaxed) as f32 / 1000.0
    }
}

/// True when Torneo has a finished engine for `system`; the others answer
/// [`PairingError::NotImplemented`] and the settings dialog offers them as "coming".
pub fn is_available(system: PairingSystem) -> bool {
    matches!(
        system,
        PairingSystem::RoundRobin { .. }
            | PairingSystem::Dutch
            | PairingSystem::Burstein
            | PairingSystem::Dubov
            | PairingSystem::Lim
            | PairingSystem::Amalfi
            | PairingSystem::ItaloSvizzero
            | PairingSystem::DoubleSwiss
    )
}

/// The pairing request for round `number`: the tournament as it stood when that round
/// was to be paired, as the reference engines' request files are made (rounds
/// 1..number−1; for a recorded round, each player it does not pair marked absent with
/// the bye it records, a zero-point bye when none, C.04.2 3.3). For a round not yet
/// recorded the players' own requested byes stand.
pub fn request_for(t: &Tournament, number: u32) -> Tournament {
    let mut request = t.clone();
    request
        .rounds
        .truncate(usize::try_from(number.saturating_sub(1)).unwrap_or(usize::MAX));
    let Some(round) = t.round(number) else {
        return request;
    };
    for p in &mut request.players {
        p.requested_byes.remove(&number);
        match round.bye_of(p.id) {
            Some(kind) if kind.is_requested() => {
                p.requested_byes.insert(number, kind);
            }
            Some(_) => {}
            None if round.board_of(p.id).is_none() => {
                p.requested_byes.insert(number, ByeKind::ZeroPoint);
            }
            None => {}
        }
    }
    request
}

/// What "the same pairing" compares: each board as (White, Some(Black)) and the
/// pairing-allocated bye as (player, None); results, board order and requested byes aside.
pub fn pairs_of(boards: &[Board], byes: &[Bye]) -> BTreeSet<(PlayerId, Option<PlayerId>)> {
    boards
        .iter()
        .map(|b| (b.white, Some(b.black)))
        .chain(
            byes.iter()
                .filter(|b| b.kind == ByeKind::PairingAllocated)
                .map(|b| (b.player, None)),
        )
        .collect()
}

/// The round to record for a pairing: the engine's boards and pairing-allocated bye, plus
/// the byes the players asked for in advance (C.04.2 3.3), so that they score them.
pub fn round_with_requested_byes(t: &Tournament, number: u32, proposed: ProposedRound) -> Round {
    let mut round = proposed.into_round(number);
    for p in t.players_by_pairing_number() {
        let Some(&kind) = p.requested_byes.get(&number) else {
            continue;
        };
        let placed = round.board_of(p.id).is_some() || round.bye_of(p.id).is_some();
        if !placed && kind.is_requested() && p.is_active_in(number) {
            round.byes.push(Bye { player: p.id, kind });
        }
    }
    round
}

/// Refuses a round no engine can pair: round 0, or a round after the next one to pair
/// (every engine starts with this).
pub(crate) fn pairable_round(t: &Tournament, round: u32) -> Result<(), PairingError> {
    if round == 0 {
        return Err(PairingError::InvalidInput(PairingInputError::RoundZero));
    }
    let next = t.next_round_number();
    if round > next {
        return Err(PairingError::InvalidInput(
            PairingInputError::RoundTooEarly { round, next },
        ));
    }
    Ok(())
}

/// Pairs round `round` of `tournament` with its configured system
/// ([`system::engine_for`]).
pub fn pair(
    tournament: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    system::engine_for(tournament).pair(tournament, round, control)
}

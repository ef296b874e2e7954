//! The pairing-allocated bye rule every FIDE Swiss system shares (C.04.1 art. 3, the
//! criterion C2 of C.04.3, C.04.4.1 and C.04.4.3). Who among the eligible gets it is each
//! system's own rule (its `bye` module).

use crate::domain::{ByeKind, PlayerHistory, RoundEntry, ScoringSystem};

/// C.04.1 art. 3 (C2): no PAB after a PAB or after scoring a win's points without playing.
pub fn pab_eligible(history: &PlayerHistory, scoring: &ScoringSystem) -> bool {
    !history.entries.iter().any(|e| {
        matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
            || (!e.is_played() && e.points(scoring) >= scoring.win)
    })
}

/// C.04.3 (2017) C.2 with C.04.1.d of that time: no PAB for a player who "has already
/// received a pairing-allocated bye, or has already scored a (forfeit) win due to an
/// opponent not appearing in time". A full-point bye asked for does not count, unlike
/// the 2026 C2 ([`pab_eligible`]); bbpPairings v5 reads it so.
pub fn pab_eligible_2017(history: &PlayerHistory, scoring: &ScoringSystem) -> bool {
    !history.entries.iter().any(|e| match e {
        RoundEntry::Bye(kind) => *kind == ByeKind::PairingAllocated,
        RoundEntry::Game { .. } => !e.is_played() && e.points(scoring) >= scoring.win,
        RoundEntry::NotPaired => false,
    })
}

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

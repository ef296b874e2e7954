//! C.04.4.1 1.2.2: the pairing numbers of a Dubov tournament are recalculated when the chief
//! arbiter enters or corrects a rating before round 4 is paired.

use crate::domain::PairingSystem;

/// Whether changing a player's rating from `before` to `after`, with `rounds_paired` rounds
/// paired, recalculates the pairing numbers (C.04.4.1 1.2.2: until round 4 is paired).
pub fn renumbers_on_rating_change(
    system: PairingSystem,
    rounds_paired: u32,
    before: Option<u16>,
    after: Option<u16>,
) -> bool {
    system == PairingSystem::Dubov && rounds_paired < 4 && before != after
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_dubov_rating_change_before_round_four() {
        let d = PairingSystem::Dubov;
        // Rounds 1–3 paired: round 4 is not yet paired, the numbers follow the rating.
        assert!(renumbers_on_rating_change(d, 3, None, Some(1500)));
        assert!(renumbers_on_rating_change(d, 1, Some(1800), Some(1850)));
        // Round 4 paired: the numbers stay.
        assert!(!renumbers_on_rating_change(d, 4, Some(1800), Some(1850)));
        // The same rating, or another system.
        assert!(!renumbers_on_rating_change(d, 2, Some(1800), Some(1800)));
        let dutch = PairingSystem::Dutch;
        assert!(!renumbers_on_rating_change(dutch, 2, None, Some(1500)));
    }
}

//! Virtual points for accelerated pairings (C.04.7, Baku acceleration): explicit values
//! from the tournament (TRF `250`/`XXA`) win; otherwise the configured method computes
//! them. Virtual points count for pairing only, never for standings.

use crate::domain::{Acceleration, Player, Points, Tournament};

/// The virtual points of a tournament's players, group A counted once.
pub struct VirtualPoints<'a> {
    t: &'a Tournament,
    /// How many players group A holds (by pairing number).
    group_a: usize,
}

impl<'a> VirtualPoints<'a> {
    pub fn new(t: &'a Tournament) -> Self {
        let numbered = || t.players.iter().filter(|p| p.pairing_number > 0).count();
        let group_a = match t.settings.acceleration {
            Acceleration::None => 0,
            // C.04.7 1.2: the first half rounded up to the next even number, 2·⌈n/4⌉.
            Acceleration::Baku => 2 * numbered().div_ceil(4),
            // bbpPairings v6 puts ⌈n/2⌉ players in group A (only to reproduce its files).
            Acceleration::BakuReference => numbered().div_ceil(2),
        };
        VirtualPoints { t, group_a }
    }

    /// The virtual points of `player` in round `round` (1-based).
    pub fn of(&self, player: &Player, round: u32) -> Points {
        let t = self.t;
        if !t.virtual_points.is_empty() {
            return t
                .virtual_points
                .get(&player.id)
                .and_then(|by_round| by_round.get(&round))
                .copied()
                .unwrap_or(Points::ZERO);
        }
        let in_group_a = player.pairing_number > 0
            && usize::try_from(player.pairing_number).is_ok_and(|tpn| tpn <= self.group_a);
        if !in_group_a {
            return Points::ZERO;
        }
        // C.04.7 1.4: the first ⌈R/2⌉ rounds are accelerated; in the first half of them
        // (rounded up) group A gets a win's points, in the others half of that.
        let accelerated = t.settings.rounds.div_ceil(2);
        let full = accelerated.div_ceil(2);
        let win = t.settings.scoring.win;
        if round <= full {
            win
        } else if round <= accelerated {
            Points(win.0 / 2)
        } else {
            Points::ZERO
        }
    }
}

//! Amalfi 3.1: when two players are compatible, and which colours a player may receive.

use super::field::Entrant;
use crate::domain::Colour;

/// Why two players are not compatible (3.3.b).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Incompatibility {
    /// Amalfi A.2 and 3.1: "non hanno ancora giocato tra di loro".
    AlreadyMet,
    /// A pair the organiser forbade.
    Forbidden,
    /// Amalfi 3.1: every colour assignment forces one of them past a colour limit (AM-5).
    Colours,
}

/// Amalfi 3.1: may a player with these played colours receive `colour` outside the last
/// round? Not "lo stesso colore per tre volte di seguito" (2.4: played games only, AM-5)
/// and not "un colore tre volte più del colore opposto" (a difference of 3, AM-6).
pub fn may_receive(colours: &[Colour], colour: Colour) -> bool {
    let three_running = colours.len() >= 2 && colours.iter().rev().take(2).all(|c| *c == colour);
    let same = colours.iter().filter(|c| **c == colour).count() + 1;
    let opposite = colours.len() + 1 - same;
    !three_running && same < opposite + 3
}

/// Amalfi 3.1: `white` may have White and `black` Black.
pub fn assignment_is_legal(white: &Entrant, black: &Entrant) -> bool {
    may_receive(&white.colours(), Colour::White) && may_receive(&black.colours(), Colour::Black)
}

/// Amalfi 3.1: the colours a player may receive outside the last round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowed {
    pub white: bool,
    pub black: bool,
}

impl Allowed {
    pub fn of(player: &Entrant) -> Allowed {
        let colours = player.colours();
        Allowed {
            white: may_receive(&colours, Colour::White),
            black: may_receive(&colours, Colour::Black),
        }
    }
}

/// Amalfi 3.1: are `a` and `b` compatible? In the last round only "not yet met" counts
/// (AM-7); before it, at least one colour assignment must be legal for both (AM-5).
pub fn incompatibility(
    (a, allowed_a): (&Entrant, Allowed),
    (b, allowed_b): (&Entrant, Allowed),
    last_round: bool,
    forbidden: bool,
) -> Option<Incompatibility> {
    let a_white = allowed_a.white && allowed_b.black;
    let b_white = allowed_b.white && allowed_a.black;
    if a.opponents.contains(&b.id) || b.opponents.contains(&a.id) {
        Some(Incompatibility::AlreadyMet)
    } else if forbidden {
        Some(Incompatibility::Forbidden)
    } else if !last_round && !a_white && !b_white {
        Some(Incompatibility::Colours)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn three_running_and_a_difference_of_three_are_forbidden() {
        // 3.1 by hand: W W then W is three running; W B W W then W is a difference of 3
        // (4 against 1)... and also three running; W W B W then W: 4 W, 1 B = difference 3.
        assert!(!may_receive(&[W, W], W));
        assert!(may_receive(&[W, W], B));
        assert!(!may_receive(&[W, W, B, W], W));
        // W B W: White again gives 3 against 1, a difference of 2, not three running.
        assert!(may_receive(&[W, B, W], W));
        // B W W B W W: Black then... 4 W 2 B; White again would be three running.
        assert!(!may_receive(&[B, W, W, B, W, W], W));
        // No games: anything goes.
        assert!(may_receive(&[], W));
    }
}

//! Colour allocation (C.04.4.1 5.2).

use super::field::Entrant;
use crate::domain::Colour;

/// Which article of 5.2 gave the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: neither has played; the higher-ranked player's TPN parity.
    InitialColour,
    /// 5.2.2: both preferences granted.
    BothPreferences,
    /// 5.2.3: the stronger preference granted.
    StrongerPreference,
    /// 5.2.4: alternation from the last round (counted back in played games) in which
    /// their colours differed.
    Alternation { games_back: usize },
    /// 5.2.5: the higher-ranked player's preference.
    HigherRanked,
}

/// The colour `a` gets against `b`, and the rule that decided.
pub fn colour_for(a: &Entrant, b: &Entrant, initial: Colour) -> (Colour, ColourRule) {
    let a_higher = a.ranks_above(b);
    // 5.2.1: neither has played: the higher-ranked player gets the initial colour with an
    // odd TPN, the other colour with an even one.
    if !a.has_played() && !b.has_played() {
        let higher = if a_higher { a } else { b };
        let higher_colour = if higher.tpn % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        let mine = if a_higher {
            higher_colour
        } else {
            higher_colour.opposite()
        };
        return (mine, ColourRule::InitialColour);
    }
    // 5.2.2: both preferences granted.
    if a.colour_pref != b.colour_pref {
        return (a.colour_pref, ColourRule::BothPreferences);
    }
    // 5.2.3: the stronger preference.
    if a.strength != b.strength {
        let mine = if a.strength > b.strength {
            a.colour_pref
        } else {
            b.colour_pref.opposite()
        };
        return (mine, ColourRule::StrongerPreference);
    }
    // 5.2.4: alternate from the most recent game in which one had White, the other Black.
    let back = a
        .colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .position(|(x, y)| x != y);
    if let Some(i) = back
        && let Some(&mine_then) = a.colours.iter().rev().nth(i)
    {
        return (
            mine_then.opposite(),
            ColourRule::Alternation { games_back: i + 1 },
        );
    }
    // 5.2.5: the higher-ranked player's preference.
    let mine = if a_higher {
        a.colour_pref
    } else {
        b.colour_pref.opposite()
    };
    (mine, ColourRule::HigherRanked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PlayerId, Points};
    use crate::dubov::colour_preference;
    use Colour::{Black as B, White as W};

    fn entrant(tpn: u32, halves: i32, colours: &[Colour]) -> Entrant {
        let (colour_pref, strength) = colour_preference(colours);
        Entrant {
            id: PlayerId(tpn),
            tpn,
            rating: 2000,
            score: Points::from_halves(halves),
            colour_pref,
            strength,
            colours: colours.to_vec(),
            aro: 0,
            upfloats: 0,
            upfloated_last_round: false,
            bye_eligible: true,
            played_games: colours.len() as u32,
            forbidden: Default::default(),
        }
    }

    #[test]
    fn neither_has_played_the_higher_ranked_number_decides() {
        // 5.2.1: TPN 3 (odd) against 7: 3 gets the initial colour; TPN 2 (even): the other.
        let (a, b) = (entrant(3, 0, &[]), entrant(7, 0, &[]));
        assert_eq!(colour_for(&a, &b, W), (W, ColourRule::InitialColour));
        assert_eq!(colour_for(&b, &a, W), (B, ColourRule::InitialColour));
        let (c, d) = (entrant(2, 0, &[]), entrant(6, 0, &[]));
        assert_eq!(colour_for(&c, &d, W), (B, ColourRule::InitialColour));
        assert_eq!(colour_for(&c, &d, B), (W, ColourRule::InitialColour));
    }

    #[test]
    fn a_player_without_games_mildly_prefers_black() {
        // 1.6.4 + 5.2.2: a late entrant (mild Black) against a player who had Black
        // (strong White): both granted.
        let (late, other) = (entrant(9, 0, &[]), entrant(4, 0, &[B]));
        assert_eq!(
            colour_for(&late, &other, W),
            (B, ColourRule::BothPreferences)
        );
        // 5.2.3: against a strong Black preference (W B W), the stronger one wins: the
        // late entrant gets White.
        let strong = entrant(4, 2, &[W, B, W]);
        assert_eq!(
            colour_for(&late, &strong, W),
            (W, ColourRule::StrongerPreference)
        );
    }

    #[test]
    fn equal_preferences_alternate_from_the_last_difference() {
        // Both mild White: a = B W W B, b = W B W B. Backwards: B/B, W/W, then W/B three
        // games back, where a had White: a gets Black now (5.2.4).
        let (a, b) = (entrant(5, 4, &[B, W, W, B]), entrant(2, 4, &[W, B, W, B]));
        assert_eq!(
            colour_for(&a, &b, W),
            (B, ColourRule::Alternation { games_back: 3 })
        );
        // Identical histories: the higher-ranked (more points) gets the preference (5.2.5).
        let (c, d) = (entrant(5, 3, &[W, B]), entrant(2, 2, &[W, B]));
        assert_eq!(colour_for(&c, &d, W), (W, ColourRule::HigherRanked));
        assert_eq!(colour_for(&d, &c, W), (B, ColourRule::HigherRanked));
    }
}

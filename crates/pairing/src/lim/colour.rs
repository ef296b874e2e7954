//! Colours in the Lim system (C.04.4.3 art. 2.1 and art. 5): the permissible colours, the
//! due colour, compatibility and the allocation of colours to a pair.

use super::field::Entrant;
use crate::domain::Colour;

/// C.04.4.3 2.1 and 5.1: giving `colour` to `p` neither makes it the same colour three
/// rounds running (5.1 a) nor three more of one colour than the other (5.1 b).
pub fn permissible(p: &Entrant, colour: Colour) -> bool {
    let n = p.colours.len();
    let three_in_a_row = n >= 2 && p.colours[n - 2..].iter().all(|&c| c == colour);
    let (mut whites, mut blacks) = (p.whites(), p.blacks());
    match colour {
        Colour::White => whites += 1,
        Colour::Black => blacks += 1,
    }
    !three_in_a_row && whites.abs_diff(blacks) < 3
}

/// C.04.4.3 5.1, 5.5, 5.6: the equalising colour when the player has had more of one
/// colour, otherwise the alternate colour (the opposite of the last one); none before the
/// first game.
pub fn due(p: &Entrant) -> Option<Colour> {
    match p.whites().cmp(&p.blacks()) {
        std::cmp::Ordering::Greater => Some(Colour::Black),
        std::cmp::Ordering::Less => Some(Colour::White),
        std::cmp::Ordering::Equal => p.colours.last().map(|c| c.opposite()),
    }
}

/// C.04.4.3 2.1: the two have not met (nor been forbidden to meet) and some colour
/// allocation keeps both within 5.1 a and b. Art. 6: in the last round, two players with
/// the same score are compatible whatever their colours (decision L-9).
pub fn compatible(a: &Entrant, b: &Entrant, last_round: bool) -> bool {
    if a.forbidden.contains(&b.id) || b.forbidden.contains(&a.id) {
        return false;
    }
    if last_round && a.score == b.score {
        return true;
    }
    [Colour::White, Colour::Black]
        .into_iter()
        .any(|c| permissible(a, c) && permissible(b, c.opposite()))
}

/// Both players receive their due colour (or have none): what the second scrutiny of 5.2
/// looks for.
pub fn both_due_granted(a: &Entrant, b: &Entrant) -> bool {
    match (due(a), due(b)) {
        (Some(x), Some(y)) => x != y,
        _ => true,
    }
}

/// Which rule gave the colours of a board (for the explanation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 7.2: neither had played; the drawn colour of #1 and alternation down the list.
    Drawn,
    /// 5.1 a/b: only one allocation is permissible.
    Limits,
    /// 5.1: both got their due colour (or one had none).
    BothDue,
    /// 5.4: same due colour; the most recent round in which their colours differed.
    History,
    /// 5.4: identical histories; the higher-ranked player (median scoregroup or above).
    HigherRanked,
    /// 5.4: identical histories; the lower-ranked player (below the median scoregroup).
    LowerRanked,
}

/// The colour of `high` (the higher-ranked player of the pair) against `low`.
/// `below_median`: the pair is paired below the median scoregroup (5.4).
pub fn allocate(
    high: &Entrant,
    low: &Entrant,
    initial: Colour,
    below_median: bool,
) -> (Colour, ColourRule) {
    let fits = |c: Colour| permissible(high, c) && permissible(low, c.opposite());
    match (fits(Colour::White), fits(Colour::Black)) {
        (true, false) => return (Colour::White, ColourRule::Limits),
        (false, true) => return (Colour::Black, ColourRule::Limits),
        _ => {}
    }
    if high.colours.is_empty() && low.colours.is_empty() {
        // C.04.4.3 7.2: odd-numbered players of the upper half take #1's drawn colour.
        let c = if high.tpn % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (c, ColourRule::Drawn);
    }
    let (Some(dh), Some(dl)) = (due(high), due(low)) else {
        let c = due(high).or(due(low).map(|c| c.opposite()));
        return (c.unwrap_or(initial), ColourRule::BothDue);
    };
    if dh != dl {
        return (dh, ColourRule::BothDue);
    }
    // C.04.4.3 5.4: going back in sequence to the last round their colours differed; the
    // one who then had the other colour than the due one now receives the due colour.
    let back = high.colours.iter().rev().zip(low.colours.iter().rev());
    for (&ch, &cl) in back {
        if ch != cl {
            let c = if ch == dh { dh.opposite() } else { dh };
            return (c, ColourRule::History);
        }
    }
    if below_median {
        (dh.opposite(), ColourRule::LowerRanked)
    } else {
        (dh, ColourRule::HigherRanked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PlayerId, Points};
    use Colour::{Black as B, White as W};

    fn entrant(tpn: u32, colours: &[Colour]) -> Entrant {
        Entrant {
            id: PlayerId(tpn),
            tpn,
            rating: 2000,
            score: Points::ZERO,
            colours: colours.to_vec(),
            bye_eligible: true,
            floated_last_round: false,
            forbidden: Default::default(),
        }
    }

    #[test]
    fn limits_of_article_5_1() {
        // 5.1 a: WW then White would be three in a row.
        assert!(!permissible(&entrant(1, &[W, W]), W));
        assert!(permissible(&entrant(1, &[W, W]), B));
        // 5.1 b: WBWW has two more Whites; one more White makes three more.
        assert!(!permissible(&entrant(1, &[W, B, W, W]), W));
        // Two more of one colour is allowed (5.6).
        assert!(permissible(&entrant(1, &[W, B, W]), W));
    }

    #[test]
    fn due_colour_equalises_then_alternates() {
        assert_eq!(due(&entrant(1, &[])), None);
        assert_eq!(due(&entrant(1, &[W])), Some(B));
        assert_eq!(due(&entrant(1, &[W, B])), Some(W));
        assert_eq!(due(&entrant(1, &[B, W, W])), Some(B));
    }

    #[test]
    fn same_due_colour_decided_by_history_then_rank() {
        // BWWB against WBWB: both due White (equal counts, last Black). Going back: round 4
        // both Black, round 3 both White, round 2 #1 White and #2 Black: alternating from
        // there, #2 gets White and #1 Black (5.4).
        let high = entrant(1, &[B, W, W, B]);
        let (c, rule) = allocate(&high, &entrant(2, &[W, B, W, B]), W, false);
        assert_eq!((c, rule), (B, ColourRule::History));
        // Identical histories: the higher-ranked at or above the median gets the due colour,
        // below it the lower-ranked does.
        let (c, _) = allocate(&entrant(1, &[B]), &entrant(2, &[B]), W, false);
        assert_eq!(c, W);
        let (c, _) = allocate(&entrant(1, &[B]), &entrant(2, &[B]), W, true);
        assert_eq!(c, B);
    }
}

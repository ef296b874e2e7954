//! Amalfi 4.1–4.4: who plays White, and which rule decided it.

use super::compatibility::assignment_is_legal;
use super::field::Entrant;
use crate::domain::Colour;

/// The rule that gave White (docs/rules/amalfi.md AM-9 … AM-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 4.1: round 1, the `pair`-th pair (1-based) alternates the drawn colour.
    FirstRound { pair: usize },
    /// 4.2: the larger share of games with Black gets White.
    BlackShare {
        blacks: usize,
        games: usize,
        other_blacks: usize,
        other_games: usize,
    },
    /// 4.3: the most recent round in which their colours differed.
    RecentRound { round: u32 },
    /// 4.4: the higher player plays the colour opposite to his last game's.
    LastColour,
    /// 4.4: neither has played: parity of the higher player's number.
    Parity { number: u32 },
}

/// The colours of one pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourDecision {
    /// True when `first` (the player paired from the list) plays White.
    pub first_white: bool,
    pub rule: ColourRule,
    /// 4.2 proviso (AM-5): the rule's choice broke 3.1, so the colours were swapped.
    pub swapped_for_3_1: bool,
}

/// Amalfi 4.1: round 1, the higher player of the `pair`-th pair formed (1-based).
pub fn first_round(
    first: &Entrant,
    second: &Entrant,
    pair: usize,
    drawn: Colour,
) -> ColourDecision {
    // Amalfi 4.1: "sorteggiando il colore per il giocatore N° 1 (…) continuando ad alternare
    // il colore del giocatore con numero d'ordine più alto delle coppie successive".
    let higher_colour = if pair % 2 == 1 {
        drawn
    } else {
        drawn.opposite()
    };
    let first_is_higher = first.number <= second.number;
    ColourDecision {
        first_white: first_is_higher == (higher_colour == Colour::White),
        rule: ColourRule::FirstRound { pair },
        swapped_for_3_1: false,
    }
}

/// Amalfi 4.2–4.4 with the 3.1 proviso (outside the last round).
pub fn later_round(
    first: &Entrant,
    second: &Entrant,
    drawn: Colour,
    last_round: bool,
) -> ColourDecision {
    let (first_white, rule) = black_share(first, second)
        .or_else(|| recent_round(first, second))
        .unwrap_or_else(|| higher_player(first, second, drawn));
    let (white, black) = if first_white {
        (first, second)
    } else {
        (second, first)
    };
    // Amalfi 4.2: "purché ciò non violi i criteri di compatibilità indicati al punto 3.1";
    // in the last round 3.1 has no colour criteria (AM-7).
    let swap =
        !last_round && !assignment_is_legal(white, black) && assignment_is_legal(black, white);
    ColourDecision {
        first_white: first_white != swap,
        rule,
        swapped_for_3_1: swap,
    }
}

/// Amalfi 4.2: White to the larger percentage of games played with Black; a player with
/// no game has no percentage and 4.2 does not decide (AM-10).
fn black_share(first: &Entrant, second: &Entrant) -> Option<(bool, ColourRule)> {
    let (fb, fg, sb, sg) = (
        first.blacks(),
        first.games(),
        second.blacks(),
        second.games(),
    );
    if fg == 0 || sg == 0 {
        return None;
    }
    // fb/fg against sb/sg, exactly.
    let (left, right) = (fb * sg, sb * fg);
    if left == right {
        return None;
    }
    let rule = ColourRule::BlackShare {
        blacks: fb,
        games: fg,
        other_blacks: sb,
        other_games: sg,
    };
    Some((left > right, rule))
}

/// Amalfi 4.3 (AM-11): the most recent round in which their states differ; Black ranks
/// below "senza colore", which ranks below White, and the lower state gets White.
fn recent_round(first: &Entrant, second: &Entrant) -> Option<(bool, ColourRule)> {
    let rank = |s: Option<Colour>| match s {
        Some(Colour::Black) => 0,
        None => 1,
        Some(Colour::White) => 2,
    };
    let rounds = first.states.len().min(second.states.len());
    (0..rounds).rev().find_map(|r| {
        let (f, s) = (rank(first.states[r]), rank(second.states[r]));
        (f != s).then(|| {
            let round = u32::try_from(r + 1).unwrap_or(u32::MAX);
            (f < s, ColourRule::RecentRound { round })
        })
    })
}

/// Amalfi 4.4 (AM-12): the higher player (the smaller number) takes the colour opposite to
/// his last game; neither having played, the drawn colour if his number is odd.
fn higher_player(first: &Entrant, second: &Entrant, drawn: Colour) -> (bool, ColourRule) {
    let first_is_higher = first.number <= second.number;
    let higher = if first_is_higher { first } else { second };
    let (colour, rule) = match higher.colours().last() {
        Some(last) => (last.opposite(), ColourRule::LastColour),
        None if higher.number % 2 == 1 => (
            drawn,
            ColourRule::Parity {
                number: higher.number,
            },
        ),
        None => (
            drawn.opposite(),
            ColourRule::Parity {
                number: higher.number,
            },
        ),
    };
    (first_is_higher == (colour == Colour::White), rule)
}

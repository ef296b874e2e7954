//! Colours (Italo-Svizzero arts. 14, 15; decisions D7, D8): who of a pair has White.

use super::field::Entrant;
use crate::domain::Colour;
pub use crate::pairing::explanation::italo_svizzero::ColourRule;

/// True when `first` (the first player of the pair) has White, and the rule that decided.
pub fn first_has_white(round: u32, first: &Entrant, second: &Entrant) -> (bool, ColourRule) {
    if round <= 1 {
        // Italo-Svizzero art. 15: "Al primo turno il Bianco verra' assegnato al primo
        // giocatore di ciascuna coppia".
        return (true, ColourRule::FirstRound);
    }
    let (wa, wb) = (first.whites(), second.whites());
    if wa != wb {
        // Art. 15.a: "al giocatore che lo ha avuto il minore numero di volte".
        let (whites, other_whites) = (wa.min(wb), wa.max(wb));
        return (
            wa < wb,
            ColourRule::FewerWhites {
                whites,
                other_whites,
            },
        );
    }
    let (ba, bb) = (last_black(&first.colours), last_black(&second.colours));
    // Art. 15.b: "al giocatore che per ultimo ha giocato con il Nero", going back.
    match (ba, bb) {
        (Some(a), Some(b)) if a != b => {
            return (
                a < b,
                ColourRule::BlackMoreRecently {
                    games_back: a.min(b),
                },
            );
        }
        (Some(a), None) => return (true, ColourRule::BlackMoreRecently { games_back: a }),
        (None, Some(b)) => return (false, ColourRule::BlackMoreRecently { games_back: b }),
        _ => {}
    }
    if first.score != second.score {
        // Art. 15.c: "al giocatore che ha meno punti".
        return (first.score < second.score, ColourRule::FewerPoints);
    }
    // Art. 15.d (D8): the colour both had in their last game.
    match (first.colours.last(), second.colours.last()) {
        (Some(Colour::White), Some(Colour::White)) => (
            first.number < second.number,
            ColourRule::LowerNumberBothWhite,
        ),
        (Some(Colour::Black), Some(Colour::Black)) => (
            first.number > second.number,
            ColourRule::HigherNumberBothBlack,
        ),
        _ => (true, ColourRule::NoColourYet),
    }
}

/// How many games back the player last had Black (1 = his last game), if ever.
fn last_black(colours: &[Colour]) -> Option<usize> {
    colours
        .iter()
        .rev()
        .position(|c| *c == Colour::Black)
        .map(|p| p + 1)
}

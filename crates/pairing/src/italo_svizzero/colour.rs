//! Colours (Italo-Svizzero arts. 14, 15; decisions D7, D8): who of a pair has White.

use super::field::Entrant;
pub use super::reason::ColourRule;
use crate::domain::Colour;

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
    // Art. 15.b: "al giocatore che per ultimo ha giocato con il Nero (… risalendo ai turni
    // precedenti)": going back game by game, the first game where their colours differ.
    if let Some((back, first_black)) = last_difference(&first.colours, &second.colours) {
        return (
            first_black,
            ColourRule::BlackMoreRecently { games_back: back },
        );
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

/// Going back from the last game: how many games back the two first differ, and whether
/// the first player had Black there. A player with no game against one whose last game
/// was Black counts as a difference one game back (the other "played with Black last").
fn last_difference(first: &[Colour], second: &[Colour]) -> Option<(usize, bool)> {
    if let Some(k) = first
        .iter()
        .rev()
        .zip(second.iter().rev())
        .position(|(a, b)| a != b)
    {
        let first_black = first.iter().rev().nth(k) == Some(&Colour::Black);
        return Some((k + 1, first_black));
    }
    match (first.last(), second.last()) {
        (Some(Colour::Black), None) => Some((1, true)),
        (None, Some(Colour::Black)) => Some((1, false)),
        _ => None,
    }
}

//! The player's own results (C.07 art. 7, type B): WIN, WON, BPG, BWG and PS.
//!
//! Round robins (15.2, 2026): forfeits count as regular games, except that a forfeit
//! *loss* stays an unplayed round for these type-B tie-breaks. So in a round robin a
//! forfeit win counts as a game won (and, with Black, as a game played and won with
//! Black); in a Swiss only games played over the board count for WON, BPG and BWG.

use super::field::{Field, Slot};
use super::value::TiebreakValue;
use crate::domain::{Colour, GameOutcome, Points};

/// True when the round counts as a game played for art. 7 (see the module doc).
fn counts_as_played(field: &Field, slot: &Slot) -> bool {
    match *slot {
        Slot::Game { forfeit: false, .. } => true,
        // 15.2: a forfeit win is a regular game in a round robin; a forfeit loss is not.
        Slot::Game {
            forfeit: true,
            outcome,
            ..
        } => field.round_robin && outcome == GameOutcome::Win,
        _ => false,
    }
}

fn count(field: &Field, player: usize, test: impl Fn(&Slot) -> bool) -> TiebreakValue {
    let n = field
        .card(player)
        .map_or(0, |c| c.slots.iter().filter(|s| test(s)).count());
    TiebreakValue::Count(u32::try_from(n).unwrap_or(u32::MAX))
}

/// WIN, C.07 7.1: rounds in which the player got the points of a win, with or without
/// playing (wins, forfeit wins, and byes worth a win under the event's scoring).
pub(crate) fn wins(field: &Field, player: usize) -> TiebreakValue {
    let win = field.scoring.win;
    count(field, player, |s| match *s {
        Slot::Game { outcome, .. } => outcome == GameOutcome::Win,
        Slot::Bye { points, .. } => points >= win,
        Slot::Absent { .. } | Slot::Pending => false,
    })
}

/// WON, C.07 7.2: games won over the board (round robins: 15.2, see the module doc).
pub(crate) fn games_won(field: &Field, player: usize) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s)
            && matches!(
                s,
                Slot::Game {
                    outcome: GameOutcome::Win,
                    ..
                }
            )
    })
}

/// BPG, C.07 7.3: games played with Black (unplayed games are not games with Black).
pub(crate) fn black_games(field: &Field, player: usize) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s)
            && matches!(
                s,
                Slot::Game {
                    colour: Colour::Black,
                    ..
                }
            )
    })
}

/// BWG, C.07 7.4: games won with Black.
pub(crate) fn black_wins(field: &Field, player: usize) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s)
            && matches!(
                s,
                Slot::Game {
                    colour: Colour::Black,
                    outcome: GameOutcome::Win,
                    ..
                }
            )
    })
}

/// PS, C.07 7.5: the sum of the running score after each round; Cut-n (14.1, 14.2)
/// drops the running scores after the first n rounds.
pub(crate) fn progressive_scores(field: &Field, player: usize, cut: usize) -> TiebreakValue {
    let Some(card) = field.card(player) else {
        return TiebreakValue::Points(Points::ZERO);
    };
    let mut running = Points::ZERO;
    let mut sum = Points::ZERO;
    for (i, slot) in card.slots.iter().enumerate() {
        running += slot.points();
        if i >= cut {
            sum += running;
        }
    }
    TiebreakValue::Points(sum)
}

//! Unplayed rounds in a Swiss (C.07 art. 16): the adjusted score other players see (16.3)
//! and the dummy opponent of a player's own unplayed rounds (16.4, with the 2026 caps).
//!
//! Round robins use 15.2 instead: forfeits are games, nothing is adjusted.

use super::field::{Field, Slot};
use super::spec::Edition;
use crate::domain::Points;

/// The round (1-based) of the player's last round that is not a VUR (16.1), 0 if none.
fn last_non_vur_round(slots: &[Slot]) -> usize {
    slots.iter().rposition(|s| !s.is_vur()).map_or(0, |i| i + 1)
}

/// C.07 16.3: a player's score as their opponents see it for BH and SB.
///
/// Unplayed rounds of categories 16.2.1 – 16.2.4 count with the points awarded;
/// category 16.2.5 — a requested bye (HPB, ZPB, absence, every round after a withdrawal)
/// followed only by VURs, or in the last round — counts as a draw. Round robins
/// (15.2) and pending games: the points awarded.
pub(crate) fn adjusted_score(field: &Field, player: usize) -> Points {
    let Some(card) = field.card(player) else {
        return Points::ZERO;
    };
    if field.round_robin {
        return card.score;
    }
    let last = last_non_vur_round(&card.slots);
    card.slots
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            if i + 1 > last && slot.is_requested_bye() {
                // 16.2.5: evaluated as a draw.
                field.scoring.draw
            } else {
                slot.points()
            }
        })
        .sum()
}

/// The adjusted score (16.3) of every player, by index.
pub(crate) fn adjusted_scores(field: &Field) -> Vec<Points> {
    (0..field.players.len())
        .map(|i| adjusted_score(field, i))
        .collect()
}

/// C.07 16.4: the score of the dummy opponent met in one of the player's own unplayed
/// rounds: the player's own score, capped in the 2026 edition at
/// - 16.4.1, forfeits (16.2.2, 16.2.4): the scheduled opponent's adjusted score;
/// - 16.4.2, every other unplayed round (16.2.1, .3, .5): draw points × the number of
///   rounds (the rounds considered, i.e. those of the standings).
///
/// `scheduled` is the scheduled opponent's adjusted score, for forfeits.
pub(crate) fn dummy_score(
    field: &Field,
    player: usize,
    scheduled: Option<Points>,
    edition: Edition,
) -> Points {
    let own = field.score(player);
    if edition < Edition::E2026 {
        return own;
    }
    let cap = match scheduled {
        Some(opponent) => opponent,
        None => {
            let rounds = i32::try_from(field.rounds).unwrap_or(i32::MAX);
            Points(field.scoring.draw.tenths().saturating_mul(rounds))
        }
    };
    own.min(cap)
}

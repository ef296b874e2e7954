//! Buchholz (C.07 8.1) and Sonneborn-Berger (9.1): sums over the player's rounds of the
//! opponents' scores, with the unplayed-round rules (art. 16 for Swiss, 15.2 for round
//! robins) and the Cut/Median modifiers (art. 14, 16.5).

use super::field::{Field, Slot};
use super::spec::{TiebreakKind, TiebreakSpec};
use super::trim::{self, Contribution};
use super::unplayed::dummy_score;
use super::value::TiebreakValue;
use crate::domain::{GameOutcome, Points};

/// The opponent score of each round, with the VUR flag (16.1), before any cut.
///
/// - A game (any game in a round robin, 15.2; any game under `/P`): the opponent's
///   adjusted score (16.3).
/// - A Swiss unplayed round: the dummy opponent (16.4).
/// - A round robin's rest and pending games: nothing.
fn opponent_scores(
    field: &Field,
    adjusted: &[Points],
    player: usize,
    spec: &TiebreakSpec,
) -> Vec<(Points, Points, bool)> {
    let Some(card) = field.card(player) else {
        return Vec::new();
    };
    let edition = spec.edition();
    let mut out = Vec::with_capacity(card.slots.len());
    for slot in &card.slots {
        let own = slot.points();
        match *slot {
            Slot::Game {
                opponent,
                forfeit,
                outcome,
                ..
            } => {
                let opponent_score = adjusted.get(opponent).copied().unwrap_or(Points::ZERO);
                if !forfeit || field.round_robin || spec.forfeits_played {
                    out.push((opponent_score, own, false));
                } else {
                    // 16.4.1: forfeit, dummy capped at the scheduled opponent's score.
                    let dummy = dummy_score(field, player, Some(opponent_score), edition);
                    out.push((dummy, own, outcome != GameOutcome::Win));
                }
            }
            Slot::Bye { .. } | Slot::Absent { .. } if !field.round_robin => {
                // 16.4.2: byes and absences, dummy capped at draw × rounds.
                let dummy = dummy_score(field, player, None, edition);
                out.push((dummy, own, slot.is_vur()));
            }
            _ => {}
        }
    }
    out
}

/// BH (C.07 8.1, type C): the sum of the opponents' adjusted scores (16.3), the
/// player's own unplayed rounds counting the dummy opponent (16.4); Cut/Median per
/// 14.1 – 14.4 with the 16.5 exception. Not meant for round robins (2026 note to 8.1):
/// there every paired game counts (15.2).
///
/// SB (C.07 9.1, type BC): the same rounds, each opponent's score multiplied by the
/// points the player scored in that round (a dummy: by the points awarded). Values are
/// exact hundredths (tenths × tenths). SB-C1 drops the product of the lowest-scored
/// opponent, the lowest product among equals (14.1).
pub(crate) fn opponent_sum(
    field: &Field,
    adjusted: &[Points],
    player: usize,
    spec: &TiebreakSpec,
) -> TiebreakValue {
    let sb = spec.kind == TiebreakKind::SonnebornBerger;
    let contributions: Vec<Contribution> = opponent_scores(field, adjusted, player, spec)
        .into_iter()
        .map(|(score, own, vur)| {
            let significance = i64::from(score.tenths());
            let value = if sb {
                significance * i64::from(own.tenths())
            } else {
                significance
            };
            Contribution {
                significance,
                value,
                vur,
            }
        })
        .collect();
    let total: i64 = trim::apply(contributions, spec.trim)
        .iter()
        .map(|c| c.value)
        .sum();
    if sb {
        TiebreakValue::Hundredths(total)
    } else {
        TiebreakValue::Points(Points(i32::try_from(total).unwrap_or(i32::MAX)))
    }
}

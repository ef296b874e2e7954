//! Buchholz (C.07 8.1), Fore Buchholz (8.3) and Sonneborn-Berger (9.1): sums over the
//! player's rounds of the opponents' scores, with the unplayed-round rules (art. 16 for
//! Swiss, 15.2 for round robins) and the Cut/Median modifiers (art. 14, 16.5).

use super::field::{Field, Slot};
use super::legacy;
use super::spec::{Edition, TiebreakKind, TiebreakSpec};
use super::trim::{self, Contribution, Source};
use super::unplayed::{dummy_score, fore_score};
use super::value::TiebreakValue;
use crate::domain::{GameOutcome, Points};

/// The opponents' scores the tie-breaks read: the adjusted scores of 16.3, and those
/// Fore Buchholz reads (8.3).
pub(crate) struct OpponentScores {
    pub adjusted: Vec<Points>,
    pub fore: Vec<Points>,
}

/// Each round's contribution to BH, FB or SB before any cut.
///
/// - A game (any game in a round robin, 15.2; any game under `/P`; FB: any pairing of
///   the final round): the opponent's adjusted score (16.3).
/// - A Swiss unplayed round: the dummy opponent (16.4), capped in 2026 (16.4.1 forfeits:
///   at the scheduled opponent's adjusted score; 16.4.2 others: at draw × rounds).
/// - A round robin's rest and pending games: nothing.
///
/// SB multiplies by the points the player scored in the round (a dummy: by the points
/// awarded). Values are exact: tenths (BH) or hundredths (SB).
pub(crate) fn contributions(
    field: &Field,
    scores: &OpponentScores,
    player: usize,
    spec: &TiebreakSpec,
) -> Vec<Contribution> {
    let Some(card) = field.card(player) else {
        return Vec::new();
    };
    let edition = spec.edition_or(field.edition);
    if edition == Edition::E2009 && !field.round_robin {
        return legacy::virtual_opponent_contributions(field, player);
    }
    let fore = spec.kind == TiebreakKind::ForeBuchholz;
    let sb = spec.kind == TiebreakKind::SonnebornBerger;
    let adjusted = if fore { &scores.fore } else { &scores.adjusted };
    let own_score = if fore {
        fore_score(field, player)
    } else {
        field.score(player)
    };
    let last = card.slots.len();
    let mut out = Vec::with_capacity(last);
    for (i, slot) in card.slots.iter().enumerate() {
        let round = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let final_pairing = fore && field.final_round && i + 1 == last;
        let own = slot.points();
        let opponent_score = |o: usize| adjusted.get(o).copied().unwrap_or(Points::ZERO);
        let (source, score, vur) = match *slot {
            Slot::Game {
                opponent,
                forfeit,
                outcome,
                ..
            } => {
                if !forfeit || field.round_robin || spec.forfeits_played || final_pairing {
                    (Source::Opponent(opponent), opponent_score(opponent), false)
                } else {
                    // 16.4.1: forfeit, dummy capped at the scheduled opponent's score.
                    let dummy =
                        dummy_score(field, own_score, Some(opponent_score(opponent)), edition);
                    (Source::Dummy, dummy, outcome != GameOutcome::Win)
                }
            }
            Slot::Pending {
                opponent: Some(opponent),
            } if final_pairing => (Source::Opponent(opponent), opponent_score(opponent), false),
            Slot::Bye { .. } | Slot::Absent { .. } if !field.round_robin => {
                // 16.4.2: byes and absences, dummy capped at draw × rounds.
                let dummy = dummy_score(field, own_score, None, edition);
                (Source::Dummy, dummy, slot.is_vur())
            }
            _ => continue,
        };
        let significance = i64::from(score.tenths());
        let value = if sb {
            significance * i64::from(own.tenths())
        } else {
            significance
        };
        out.push(Contribution {
            vur,
            ..Contribution::new(round, source, significance, value)
        });
    }
    trim::apply(&mut out, spec.trim, edition != Edition::E2009);
    out
}

/// BH, FB or SB of one player: the sum of the contributions the modifiers keep.
pub(crate) fn opponent_sum(
    field: &Field,
    scores: &OpponentScores,
    player: usize,
    spec: &TiebreakSpec,
) -> TiebreakValue {
    let total = trim::kept_sum(&contributions(field, scores, player, spec));
    if spec.kind == TiebreakKind::SonnebornBerger {
        TiebreakValue::Hundredths(total)
    } else {
        TiebreakValue::Points(Points(i32::try_from(total).unwrap_or(i32::MAX)))
    }
}

/// AOB, C.07 8.2: the average of the Buchholz (`/F`: Fore Buchholz, 2026) of the
/// opponents met over the board. C.07 does not say how to round; Torneo keeps as many
/// decimals as FIDE's reference checker (2 up to 8 rounds, 3 up to 26, 4 up to 72, then
/// 5), rounded half up, so that it separates the same players. No value without a game.
pub(crate) fn average_of_buchholz(
    field: &Field,
    scores: &OpponentScores,
    spec: &TiebreakSpec,
) -> Vec<TiebreakValue> {
    let mut bh = *spec;
    bh.kind = if spec.fore {
        TiebreakKind::ForeBuchholz
    } else {
        TiebreakKind::Buchholz
    };
    bh.trim = None;
    let buchholz: Vec<i64> = (0..field.players.len())
        .map(|p| trim::kept_sum(&contributions(field, scores, p, &bh)))
        .collect();
    let decimals: u8 = match field.rounds {
        0..=8 => 2,
        9..=26 => 3,
        27..=72 => 4,
        _ => 5,
    };
    field
        .players
        .iter()
        .map(|card| {
            let opponents: Vec<i64> = card
                .slots
                .iter()
                .filter_map(|s| match *s {
                    Slot::Game {
                        opponent,
                        forfeit: false,
                        ..
                    } => buchholz.get(opponent).copied(),
                    _ => None,
                })
                .collect();
            let n = i64::try_from(opponents.len()).unwrap_or(i64::MAX);
            if n == 0 {
                return TiebreakValue::NotApplicable;
            }
            // Sum in tenths → mean with `decimals` decimals, half up.
            let scale = 10_i64.pow(u32::from(decimals) - 1);
            let sum: i64 = opponents.iter().sum::<i64>() * scale;
            let mantissa = (2 * sum + n).div_euclid(2 * n);
            TiebreakValue::Fixed { mantissa, decimals }
        })
        .collect()
}

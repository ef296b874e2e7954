//! Score adjustments in and out of TRF: TRF-26 `299` records (abnormal points, trf.md §5)
//! and the `001` points column.
//!
//! - `299` with a blank type is a bonus or penalty of its points; with a result type
//!   (`W D L F H Z + -`) it gives the points that result was actually worth in that round,
//!   kept as the difference from the scoring system's usual value.
//! - A `001` points column that differs from the results (with the `299` adjustments) is
//!   an organiser's correction: the results are kept, the difference is recorded as an
//!   adjustment of the whole event, with a warning.
//! - Export: TRF-26 writes every adjustment but the corrections as `299` (one line per
//!   player and adjustment); the `001` points column carries the total in both editions,
//!   so that a correction comes back as the same correction.

use super::error::{TrfError, TrfField, TrfProblem};
use super::raw::{AbnormalPointsRecord, Record};
use super::rounds::Entry;
use super::text::Line;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{
    AdjustmentReason, PlayerId, Points, ScoreAdjustment, ScoringSystem, Tournament,
};
use std::collections::BTreeMap;

/// The points a result letter is usually worth (the `299` types).
fn usual_points(code: char, scoring: &ScoringSystem) -> Points {
    match code {
        'W' => scoring.win,
        '+' => scoring.forfeit_win,
        'D' => scoring.draw,
        'L' => scoring.loss,
        '-' => scoring.forfeit_loss,
        'F' => scoring.full_point_bye,
        'H' => scoring.half_point_bye,
        'Z' => scoring.zero_point_bye,
        _ => Points::ZERO,
    }
}

/// The `299` records, as adjustments of their players.
pub fn read(t: &mut Tournament, records: &[(&Line, Record)]) -> Result<(), TrfError> {
    for (line, record) in records {
        let Record::AbnormalPoints(r) = record else {
            continue;
        };
        for &number in &r.players {
            if t.player(PlayerId(number)).is_none() {
                return Err(TrfError::new(
                    line.number,
                    None,
                    TrfField::PairingNumbers,
                    TrfProblem::NoSuchPlayer { number },
                ));
            }
            let (points, reason) = match r.kind {
                ' ' => (r.points, AdjustmentReason::BonusOrPenalty),
                code => (
                    r.points - usual_points(code, &t.settings.scoring),
                    AdjustmentReason::UnusualScore { code },
                ),
            };
            t.score_adjustments.push(ScoreAdjustment {
                player: PlayerId(number),
                round: r.round,
                points,
                reason,
            });
        }
    }
    Ok(())
}

/// The `001` points against the results: a difference becomes a correction. For a player
/// with a requested bye in the round to be paired, the points with that bye's points added
/// agree too (JaVaFo writes them so; the oracle does not).
pub fn from_points(
    t: &mut Tournament,
    entries: &[Entry<'_>],
    request_bye_points: &BTreeMap<PlayerId, Points>,
    warnings: &mut Vec<ImportWarning>,
) {
    for entry in entries {
        if let Some(text) = &entry.record.unreadable_points {
            warnings.push(ImportWarning::at(
                entry.line,
                (81, 84),
                TrfField::Points,
                Assumption::PointsUnreadable { text: text.clone() },
            ));
        }
        let Some(written) = entry.record.points else {
            continue;
        };
        let player = PlayerId(entry.record.start_rank);
        let computed = t.standing_score(player);
        let with_bye = request_bye_points.get(&player).map(|&p| computed + p);
        if written == computed || Some(written) == with_bye {
            continue;
        }
        t.score_adjustments.push(ScoreAdjustment {
            player,
            round: 0,
            points: written - computed,
            reason: AdjustmentReason::Correction,
        });
        warnings.push(ImportWarning::at(
            entry.line,
            (81, 84),
            TrfField::Points,
            Assumption::PointsAdjusted {
                number: entry.record.start_rank,
                written,
                computed,
            },
        ));
    }
}

/// The `299` lines of the adjustments that are not corrections.
pub fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    t.score_adjustments
        .iter()
        .filter_map(|a| {
            let (kind, points) = match a.reason {
                AdjustmentReason::Correction => return None,
                AdjustmentReason::BonusOrPenalty => (' ', a.points),
                AdjustmentReason::UnusualScore { code } => {
                    (code, a.points + usual_points(code, &t.settings.scoring))
                }
            };
            let record = AbnormalPointsRecord {
                kind,
                points,
                round: a.round,
                players: vec![numbers.get(&a.player).copied().unwrap_or(0)],
            };
            Some(record.to_line())
        })
        .collect()
}

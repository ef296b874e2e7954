//! Score adjustments in and out of TRF: TRF-26 `299` records (abnormal points, trf.md §5)
//! and the `001` points column.
//!
//! - `299` with a blank type is a bonus or penalty of its points; with a result type
//!   (`W D L F H Z + -`) it gives the points that result was actually worth in that round,
//!   kept as the difference from the scoring system's usual value.
//! - A `001` points column that differs from the results (with the `299` adjustments), by
//!   what no bye in the player's blank rounds explains (see `blank_bye`), is
//!   an organiser's correction: the results are kept, the difference is recorded as an
//!   adjustment of the whole event, with a warning.
//! - Export: TRF-26 writes every adjustment but the corrections as `299` (one line per
//!   player and adjustment), TRF-16 as Torneo's `XXJ` (the `299` layout; TRF-16 has no
//!   `299`); the `001` points column carries the total in both editions, so that a
//!   correction comes back as the same correction. Where the reader could not tell a
//!   correction from a requested bye's points, it is written as `XXJ C` (see [`records`]).

use super::error::{TrfError, TrfField, TrfProblem};
use super::raw::adjustment::TORNEO_CODE;
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
        let (Record::AbnormalPoints(r) | Record::TorneoAdjustment(r)) = record else {
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
                'C' => (r.points, AdjustmentReason::Correction),
                code => (
                    r.points - usual_points(code, &t.settings.scoring),
                    AdjustmentReason::UnusualScore {
                        code,
                        second_game: false,
                    },
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

/// Is every points column 0.0 while some player's results give points? Then the writer
/// left the column empty (chesspairing's random tournament generator does): no player's
/// total was corrected to 0 by the arbiter.
fn column_left_empty(t: &Tournament, entries: &[Entry<'_>]) -> bool {
    entries.len() > 1
        && entries
            .iter()
            .all(|e| e.record.points == Some(Points::ZERO))
        && entries
            .iter()
            .any(|e| t.standing_score(PlayerId(e.record.start_rank)) != Points::ZERO)
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
    if column_left_empty(t, entries) {
        warnings.push(ImportWarning::new(
            0,
            TrfField::Points,
            Assumption::PointsColumnEmpty,
        ));
        return;
    }
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
        if super::blank_bye::read(t, player, written - computed, entry.line, warnings) {
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

/// The adjustments the points column does not state by itself: every one but the
/// corrections as `299` in TRF-26, and as Torneo's `XXJ` in TRF-16 (which has no `299`;
/// bbpPairings refuses it); and `XXJ C` for the corrections of a player whose counted
/// corrections the reader would not take for a correction ([`from_points`]): they add up
/// to the points of the bye requested in the request column (`request_points`, for a
/// player not yet entered the zero-point bye the writer puts there), which the reader
/// would take as included in the points column, or to what byes in his blank rounds
/// would give (`blank_bye`). A correction dated after the rounds paired is not in the
/// points column yet, so it is always stated as `XXJ C` with its round.
pub fn records(
    t: &Tournament,
    numbers: &BTreeMap<PlayerId, u32>,
    trf26: bool,
    request_points: &BTreeMap<PlayerId, Points>,
) -> Vec<String> {
    // The points column holds the corrections counted after the rounds paired; the
    // reader sees only those as the difference from the results.
    let paired = t.rounds_paired();
    let mut corrections: BTreeMap<PlayerId, Points> = BTreeMap::new();
    for a in &t.score_adjustments {
        if a.reason == AdjustmentReason::Correction && a.counts_after(paired) {
            *corrections.entry(a.player).or_default() += a.points;
        }
    }
    // Every points column 0.0 while results give points reads as a column left empty
    // (`column_left_empty`): the corrections that bring everyone to 0 are stated.
    let reads_empty = t.players.len() > 1
        && t.players
            .iter()
            .all(|p| t.standing_score(p.id) == Points::ZERO)
        && !corrections.is_empty();
    let stated = |player: &PlayerId| {
        let sum = corrections.get(player).copied().unwrap_or_default();
        sum != Points::ZERO
            && (reads_empty
                || request_points.get(player) == Some(&sum)
                || super::blank_bye::explains(t, *player, sum))
    };
    t.score_adjustments
        .iter()
        .filter_map(|a| {
            let record_code = if trf26 { "299" } else { TORNEO_CODE };
            let (code, kind, points) = match a.reason {
                AdjustmentReason::Correction if !a.counts_after(paired) || stated(&a.player) => {
                    (TORNEO_CODE, 'C', a.points)
                }
                AdjustmentReason::Correction => return None,
                AdjustmentReason::BonusOrPenalty => (record_code, ' ', a.points),
                AdjustmentReason::UnusualScore { code, .. } => (
                    record_code,
                    code,
                    a.points + usual_points(code, &t.settings.scoring),
                ),
            };
            let record = AbnormalPointsRecord {
                kind,
                points,
                round: a.round,
                players: vec![numbers.get(&a.player).copied().unwrap_or(0)],
            };
            Some(record.to_line_as(code))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use crate::domain::{
        AdjustmentReason, BursteinEdition, PairingSystem, Player, Points, Round, ScoreAdjustment,
        ScoringSystem, Tournament, TournamentSettings,
    };
    use crate::trf::{TrfVersion, export_checked, import};

    /// A scoring system of the nine values in tenths, in the order `win draw loss
    /// forfeit_win forfeit_loss pairing_allocated_bye full_point_bye half_point_bye
    /// zero_point_bye`.
    fn scoring(tenths: [i32; 9]) -> ScoringSystem {
        let [w, d, l, fw, fl, pab, fpb, hpb, zpb] = tenths.map(Points);
        ScoringSystem {
            win: w,
            draw: d,
            loss: l,
            forfeit_win: fw,
            forfeit_loss: fl,
            pairing_allocated_bye: pab,
            full_point_bye: fpb,
            half_point_bye: hpb,
            zero_point_bye: zpb,
        }
    }

    fn correction(t: &Tournament, index: usize, round: u32, tenths: i32) -> ScoreAdjustment {
        ScoreAdjustment {
            player: t.players[index].id,
            round,
            points: Points(tenths),
            reason: AdjustmentReason::Correction,
        }
    }

    /// Written, read back with the same adjustments, and written again as the same text
    /// (the property test's check).
    fn reads_back_as_written(t: &Tournament) {
        let text = export_checked(t, TrfVersion::Trf26).unwrap();
        let (back, _) = import(text.as_bytes()).unwrap();
        let mut written = t.score_adjustments.clone();
        let mut read = back.score_adjustments.clone();
        let key = |a: &ScoreAdjustment| (a.player, a.round, a.points);
        written.sort_by_key(key);
        read.sort_by_key(key);
        assert_eq!(read, written, "{text}");
        assert_eq!(export_checked(&back, TrfVersion::Trf26), Ok(text));
    }

    /// Players 1 and 2 of a five-round event, round 1 their game with `result`.
    fn two_players_one_game(result: crate::domain::GameResult) -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 5,
            ..TournamentSettings::default()
        });
        for number in 1..=2 {
            let id = t.add_player(Player::default());
            t.player_mut(id).unwrap().pairing_number = number;
        }
        let board = crate::domain::Board {
            result,
            ..crate::domain::Board::new(t.players[0].id, t.players[1].id)
        };
        t.rounds.push(Round {
            number: 1,
            boards: vec![board],
            byes: Vec::new(),
        });
        t
    }

    /// A correction dated in a round not yet paired is not in the points column: it is
    /// stated with its round, and comes back unchanged in both editions.
    #[test]
    fn a_correction_after_the_rounds_paired_is_stated_with_its_round() {
        let mut t = two_players_one_game(crate::domain::GameResult::Pending);
        t.score_adjustments.push(correction(&t, 1, 3, -5));
        for version in [TrfVersion::Trf26, TrfVersion::Trf16] {
            let text = export_checked(&t, version).unwrap();
            assert!(text.contains("\nXXJ C  00.0  -0.5  003 0002\n"), "{text}");
            let (back, _) = import(text.as_bytes()).unwrap();
            assert_eq!(back.score_adjustments, t.score_adjustments);
        }
        reads_back_as_written(&t);
    }

    #[test]
    fn corrections_that_bring_every_player_to_zero_are_stated() {
        // 1 beats 2; the arbiter takes the point away: both at 0.0, which the reader
        // would take for a column its writer left empty (chesspairing's generator).
        let mut t = two_players_one_game(crate::domain::GameResult::WhiteWins);
        t.score_adjustments.push(correction(&t, 0, 0, -10));
        for version in [TrfVersion::Trf26, TrfVersion::Trf16] {
            let text = export_checked(&t, version).unwrap();
            assert!(text.contains("\nXXJ C"), "{text}");
            let (back, _) = import(text.as_bytes()).unwrap();
            assert_eq!(back.score_adjustments, t.score_adjustments);
        }
    }

    /// Shrunk case 1 of `a_hand_edited_tournament_is_written_or_refused_in_words`: the only
    /// player enters in round 2 of two rounds without games, with a correction of 0.9, the
    /// points of a pairing-allocated bye.
    #[test]
    fn a_late_entrant_corrected_by_the_points_of_a_bye_reads_back() {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 1952,
            system: PairingSystem::ItaloSvizzero,
            scoring: scoring([16, 1, 0, -20, -15, 9, -29, 1, 28]),
            ..TournamentSettings::default()
        });
        let id = t.add_player(Player::default());
        let p = t.player_mut(id).unwrap();
        p.pairing_number = 1;
        p.first_round = 2;
        for number in 1..=2 {
            t.rounds.push(Round {
                number,
                boards: Vec::new(),
                byes: Vec::new(),
            });
        }
        t.score_adjustments.push(correction(&t, 0, 0, 9));
        assert_eq!(t.validate(), Ok(()));
        reads_back_as_written(&t);
    }

    /// A correction of one point for a player without a game in the only round: the
    /// reader would take it for a full-point bye in that round, so it is stated.
    #[test]
    fn a_correction_worth_a_bye_in_a_blank_round_is_stated() {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 5,
            ..TournamentSettings::default()
        });
        for number in 1..=3 {
            let id = t.add_player(Player::default());
            t.player_mut(id).unwrap().pairing_number = number;
        }
        let board = crate::domain::Board::new(t.players[0].id, t.players[1].id);
        t.rounds.push(Round {
            number: 1,
            boards: vec![board],
            byes: Vec::new(),
        });
        t.score_adjustments.push(correction(&t, 2, 0, 10));
        let text = export_checked(&t, TrfVersion::Trf26).unwrap();
        assert!(text.contains("\nXXJ C  00.0   1.0  000 0003\n"), "{text}");
        let (back, _) = import(text.as_bytes()).unwrap();
        assert_eq!(back.score_adjustments, t.score_adjustments);
        assert!(back.rounds[0].byes.is_empty());
    }

    /// Shrunk case 2: before round 1, a player entering in round 3 (the request column
    /// writes a zero-point bye worth 1.3 for him) has corrections of 1.3 (counted) and
    /// -0.1 in round 1 (not yet counted).
    #[test]
    fn a_late_entrant_corrected_by_the_points_of_the_request_column_reads_back() {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 14,
            system: PairingSystem::Burstein,
            burstein_edition: BursteinEdition::Legacy,
            scoring: scoring([-5, 12, 8, 14, 6, 28, -30, -5, 13]),
            ..TournamentSettings::default()
        });
        for _ in 0..4 {
            t.add_player(Player {
                pairing_number: 0,
                ..Player::default()
            });
        }
        t.players[3].first_round = 3;
        t.score_adjustments = vec![correction(&t, 3, 1, -1), correction(&t, 3, 0, 13)];
        assert_eq!(t.validate(), Ok(()));
        reads_back_as_written(&t);
    }
}
